"""`python -m nesy_chat COMMAND`: the terminal face of nesy-chat.

Every failure the user can cause ends in one clear line on stderr and a non-zero exit.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from nesy_chat.core.errors import EvaluationError, NesyError, ReplyError
from nesy_chat.core.module import PrologModule, Reply, is_number
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
    compile_.add_argument("text", help="a file with the rule text, or the text itself")
    compile_.add_argument("--synth", default="rules", choices=("rules", "llm", "llm-structured"),
                          help="rules (default); llm / llm-structured: a model through Ollama, the rules "
                               "synthesizer standing in (with a notice) when it cannot")
    _add_llm_options(compile_)
    _add_kb_parsers(commands)
    _add_eval_parser(commands)
    args = parser.parse_args(argv)
    try:
        if args.command == "prove":
            return prove_command(args.file, args.claim, args.json, sys.stdin, sys.stdout)
        if args.command == "compile":
            return compile_command(args.text, sys.stdout, args.synth, args.model, args.ollama_host)
        if args.command == "eval":
            return eval_command(args)
        if args.command in ("ingest", "ask", "drop"):
            return kb_command(args, sys.stdin, sys.stdout)
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
                       help="also pair this share of questions with unrelated rule texts (gold: irrelevant)")
    sharc.add_argument("--synth", help="synthesizer: rules (default), llm, llm-structured, or package.module:Class")
    sharc.add_argument("--system", metavar="nesy|llm-rag|llm-upper",
                       help="nesy (default), or one of the paper's LLM baselines")
    sharc.add_argument("--matcher", metavar="claims|llm", help="claims (default), or llm: query composition")
    sharc.add_argument("--top-k", type=int, metavar="K", help="claims shown to the llm matcher (default 10)")
    sharc.add_argument("--user", metavar="embedding|llm", help="the simulated user (default embedding)")
    _add_llm_options(sharc)
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
    parser.add_argument("--model", help="Ollama model for the LLM parts (default qwen2.5:7b)")
    parser.add_argument("--ollama-host", help="Ollama server URL (default: OLLAMA_HOST, else http://127.0.0.1:11434)")


def eval_command(args: argparse.Namespace) -> int:
    if args.benchmark == "retrieval":
        from nesy_chat.eval.retrieval import RetrievalOptions
        from nesy_chat.eval.retrieval import main as retrieval_main

        return retrieval_main(_options(RetrievalOptions, args), sys.stdout)
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
    from nesy_chat.synthesis.base import Chunk
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
    module = picked.synthesizer.synthesize(Chunk(chunk_id, text_or_path))
    for notice in [picked.notice, *getattr(picked.synthesizer, "notices", ())]:
        if notice:
            print(f"notice: {notice}", file=sys.stderr)
    stdout.write(write_module(module))
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
    ingest.add_argument("--synth", default="rules", help="rules (default), none (texts only), or package.module:Class")
    ingest.add_argument("--jobs", type=int, help="processes: this one embeds and stores, the others compile "
                                                 "chunks (default: the cores, at most 4)")
    ask = commands.add_parser("ask", help="a conversation about a question, over a knowledge base")
    ask.add_argument("question")
    ask.add_argument("--json", action="store_true", help="one JSON event per line: hull, follow_up..., answer")
    drop = commands.add_parser("drop", help="remove documents from a knowledge base")
    drop.add_argument("paths", nargs="*", type=Path, metavar="PATH", help="files, folders or JSON maps to remove")
    drop.add_argument("--missing", action="store_true", help="also every document whose file or JSON key is gone")
    for command in (ingest, ask, drop):
        command.add_argument("--kb", type=Path, metavar="DIR",
                             help="the knowledge-base folder (default: NESY_KB, else .cache/kb, the app's)")
        command.add_argument("--chroma-url", metavar="URL", help="a `chroma run` server (default: NESY_CHROMA_URL; "
                                                                 "none: Chroma inside the folder)")


def kb_command(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    from nesy_chat.kb.store import KnowledgeBase, default_folder

    kb = KnowledgeBase(args.kb or default_folder(), chroma_url=args.chroma_url, create=args.command == "ingest")
    if args.command == "ingest":
        return ingest_command(kb, args.paths, args.sources, args.synth, args.jobs, stdout)
    if args.command == "drop":
        return drop_command(kb, args.paths, args.missing, stdout)
    return ask_command(kb, args.question, args.json, stdin, stdout)


def ingest_command(kb, paths: list[Path], sources: Path | None, synth: str, jobs: int | None,
                   stdout: TextIO) -> int:
    from nesy_chat.kb.documents import load, read_sources
    from nesy_chat.kb.embeddings import get_embedder
    from nesy_chat.kb.ingest import DEFAULT_JOBS, ingest, load_synthesizer

    loaded = load(paths, read_sources(sources) if sources else None)
    for error in loaded.errors:
        print(f"skipped {error}", file=sys.stderr)
    if not loaded.documents:
        raise CliError("no document could be read", EXIT_USAGE if not loaded.errors else EXIT_INVALID)
    synthesizer = load_synthesizer(synth) if synth != "none" else None  # spaCy loads on the first parse only
    report = ingest(kb, loaded.documents, synthesizer, get_embedder(kb.manifest.model), jobs=jobs or DEFAULT_JOBS)
    for problem in report.problems:
        print(f"no module: {problem}", file=sys.stderr)
    print(f"{kb.folder}: {report.added} added, {report.replaced} replaced, {report.unchanged} unchanged; "
          f"{report.chunks} chunks, {report.modules} modules; {len(loaded.errors)} skipped; "
          f"{report.seconds:.2f} s", file=stdout)
    return 0


def drop_command(kb, paths: list[Path], missing: bool, stdout: TextIO) -> int:
    from nesy_chat.kb.ingest import drop, under
    from nesy_chat.kb.ingest import missing as missing_documents

    if not paths and not missing:
        raise CliError("name the files or folders to drop, or use --missing", EXIT_USAGE)
    chosen = under(kb, paths) + (missing_documents(kb) if missing else [])
    print(f"{kb.folder}: dropped {drop(kb, chosen)} documents", file=stdout)
    return 0


def ask_command(kb, question: str, as_json: bool, stdin: TextIO, stdout: TextIO) -> int:
    from nesy_chat.qa.assistant import Assistant
    from nesy_chat.qa.knowledge import Knowledge

    knowledge = Knowledge(kb)
    assistant = Assistant(knowledge)
    turn = assistant.start(question)
    dialogue = turn.dialogue
    if as_json:
        _json_line(stdout, {"event": "hull", **dialogue.hull.to_json()})
    if dialogue.conversation is None:
        _emit_answer(turn.answer, knowledge.engine, as_json, stdout, sources=[])
        return 0
    claim = knowledge.engine.modules[dialogue.match.module].claim(dialogue.match.claim)
    if not as_json:
        print(f"Claim: {claim.name} ({claim.gloss})", file=stdout)

    def announce(candidate: Candidate) -> None:
        if as_json:
            _json_line(stdout, {"event": "alternative", "chunk": candidate.module, "claim": candidate.claim,
                                "gloss": candidate.gloss})
        else:
            print(f"Your answers did not settle that. Perhaps you are asking whether {candidate.gloss}:",
                  file=stdout)

    answer = _talk(turn, assistant.reply, stdin, stdout, stdin.isatty() and not as_json, as_json, announce).answer
    cited = list(dict.fromkeys([*answer.modules[:1], *(n.module for n in answer.proof.nodes() if n.module)]))
    sources = [{"chunk": c.id, "title": c.title, "headings": list(c.headings), "source": c.source}
               for c in knowledge.chunks(cited).values()]
    _emit_answer(answer, knowledge.engine, as_json, stdout, sources=sources)
    if not as_json:
        for source in sources:
            where = " > ".join(dict.fromkeys(h for h in (source["title"], *source["headings"]) if h))
            print(f"Source: {where} ({source['source']})", file=stdout)
    return 0
