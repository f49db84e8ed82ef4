"""`python -m nesy_chat eval sharc`: the ShARC benchmark through the whole pipeline.

The system under test sees only the question and the candidate rule texts. Per case: one
module per rule text (each distinct text compiled once, its time in the total), all loaded
into one engine; the question is matched against every candidate's claims; no match is
`irrelevant`, otherwise a Conversation about the matched claim runs with the simulated user
answering its follow-ups. Baselines run in the same pass: the majority class, and "ask
nothing" (the same match, every user fact unknown). An exception or invalid module on a case
is an error, counted as wrong and reported by class; it never stops the run.

The open setting goes through retrieval instead: every rule text of the file (and of
`--extra-rule-texts`) is ingested into one knowledge base, and each question is asked of it
(`qa.assistant.Assistant`: hybrid retrieval, the hull's claims ranked, the conversation on the best). The
report adds how often the claim came from the utterance's own rule text.

Two protocols. `interactive` (the default): the system reads what the utterance's question
and scenario state (`qa.statements`, as the chat reads a user's message; `--no-scenario`:
nothing is read) and asks the simulated user the rest. `official`: ShARC's own task, scored
as its evaluator scores it (`eval.sharc_official`): the system is given the question, the
scenario and the dialogue so far, never the evidence, and predicts the next move: Yes, No,
Irrelevant or the follow-up question it would ask. Each history question answers the
follow-up of ours it is most similar to, at the simulated user's threshold.

With a model (issue 5): `--synth llm|llm-structured` synthesizes the modules, `--matcher llm`
composes the query from the top-k claims (paper, 3.3.1), `--user llm` is the paper's
simulated user, and `--system llm-rag|llm-upper` replaces the whole pipeline by the paper's
LLM baselines (section 4.2); the report then adds what the model was asked, per stage.
"""

from __future__ import annotations

import pickle
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, replace
from functools import cache, partial
from pathlib import Path
from time import perf_counter
from typing import TextIO

from tqdm import tqdm

from nesy_chat.core.errors import EvaluationError
from nesy_chat.core.module import NumericTest, PrologModule, UserFact, question_for
from nesy_chat.eval.llm_baselines import SYSTEMS as LLM_SYSTEMS
from nesy_chat.eval.llm_baselines import rag, upper
from nesy_chat.eval.metrics import score, summary, timing, write_report
from nesy_chat.eval.retrieval import rule_text_documents
from nesy_chat.eval.sharc_data import LABELS, Case, Dataset, Utterance, build_cases, load_sharc, pages_of
from nesy_chat.eval.sharc_official import official_scores
from nesy_chat.eval.simulated_user import DEFAULT_THRESHOLD, LLMUser, Reply, SimulatedUser, Turn, User, describe_context
from nesy_chat.kb.documents import Document
from nesy_chat.kb.embeddings import Embedder, get_embedder
from nesy_chat.kb.ingest import DEFAULT_JOBS, ingest, load_synthesizer, synthesizer_key
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.kb.workers import Workers
from nesy_chat.llm import connect
from nesy_chat.llm.base import LLM
from nesy_chat.nlp.person import Person, addressed
from nesy_chat.prolog.engine import Engine
from nesy_chat.qa.assistant import Assistant, Dialogue, begin, divide, drive, read_message, step
from nesy_chat.qa.dialogue import Conversation, ConversationState, Label, run
from nesy_chat.qa.knowledge import Knowledge
from nesy_chat.qa.llm_matching import DEFAULT_K, compose_query
from nesy_chat.qa.llm_statements import READERS, LLMStatementReader
from nesy_chat.qa.matching import Candidate, ClaimMatch, candidates, match_claim, prepare
from nesy_chat.qa.retrieval import Retriever
from nesy_chat.qa.statements import Reader, Stated, StatementReader
from nesy_chat.synthesis.base import CachedSynthesizer, Chunk, Synthesizer
from nesy_chat.synthesis.llm import MODES, LLMSynthesizer, pick_synthesizer

AskNothing = Callable[[str, tuple[str, ...], bool], Label | None]  # claim, scope, negated: the baseline's label

SETTINGS = ("oracle", "distractors", "open")
PROTOCOLS = ("interactive", "official")
SYSTEMS = ("nesy", *LLM_SYSTEMS)
MATCHERS = ("claims", "llm")
USERS = ("embedding", "llm")
WORKER_TEXTS = 64  # fewer texts compile here: a worker process takes seconds to start
LOADED_BATCH = 32  # modules whose texts are encoded together


@dataclass(frozen=True)
class SharcOptions:
    data: Path
    setting: str = "oracle"
    distractors: int = 2
    seed: int = 0
    limit: int | None = None
    out: Path | None = None
    user_threshold: float = DEFAULT_THRESHOLD
    irrelevant_share: float = 0.0
    synth: str = "rules"
    system: str = "nesy"
    matcher: str = "claims"
    user: str = "embedding"
    top_k: int = DEFAULT_K
    model: str | None = None  # the Ollama model of every LLM role (default qwen2.5:7b)
    ollama_host: str | None = None  # default: OLLAMA_HOST, else the local server
    extra_rule_texts: Path | None = None  # open setting: more rule texts (id -> text JSON) in the haystack
    kb: Path | None = None  # open setting: keep the knowledge base here (default: a temporary folder)
    protocol: str = "interactive"
    scenario: bool = True  # read what the question and scenario state before asking
    reader: str = "rules"  # who reads them: the rules reader, or llm (`qa/llm_statements.py`)


@dataclass(frozen=True)
class Roles:
    """Who plays the parts around the system under test: the claim matcher, the simulated user."""

    embedder: Embedder
    threshold: float = DEFAULT_THRESHOLD
    llm: LLM | None = None
    matcher: str = "claims"
    user: str = "embedding"
    top_k: int = DEFAULT_K

    def simulated_user(self, utterance: Utterance) -> User:
        if self.user == "llm":
            return LLMUser(self.llm, utterance.scenario, utterance.context)
        return SimulatedUser(utterance.context, self.threshold, self.embedder)

    def match(self, question: str, options: list[Candidate], situation: str = "") -> ClaimMatch:
        if self.matcher == "llm":
            return compose_query(self.llm, question, options, self.embedder, self.top_k)
        return match_claim(question, options, self.embedder, situation)


@dataclass(frozen=True)
class Read:
    """A fact the system took from the utterance's question and scenario, beside what the
    simulated user answers its question (from the annotators' dialogue; None: it cannot tell)."""

    fact: str
    value: bool | int | float
    words: str
    user: bool | None


@dataclass(frozen=True)
class Outcome:
    """What the system did with one case; label None means an error."""

    case: str
    gold: Label
    label: Label | None
    ask_nothing: Label | None
    module: str | None = None
    claim: str | None = None
    negated: bool = False
    replies: tuple[Reply, ...] = ()  # the follow-ups asked and the simulated user's answers
    seconds: float = 0.0
    error: str | None = None
    message: str = ""
    read: tuple[Read, ...] = ()  # what the system took from the question and scenario
    predicted: str | None = None  # official protocol: the answer as written ("Yes", or the follow-up question)


def main(options: SharcOptions, stdout: TextIO = sys.stdout) -> int:
    """The CLI command: run, print the summary, write the JSON report.

    A model the run needs must answer, except for synthesis, which then falls back to the
    rules synthesizer with a notice (printed at once and kept in the report)."""
    check_options(options)
    llm = connect(options.model, options.ollama_host) if needs_llm(options) else None
    synthesizer, notice = None, None
    if options.system == "nesy" and options.synth in MODES and llm is not None:
        synthesizer = LLMSynthesizer(llm, MODES[options.synth])
    elif options.system == "nesy" and options.synth in MODES:
        picked = pick_synthesizer(options.synth, options.model, options.ollama_host, fallback=False)
        synthesizer, notice = picked.synthesizer, picked.notice
    elif options.system == "nesy":
        synthesizer = load_synthesizer(options.synth)
    if notice:
        print(f"notice: {notice}", file=sys.stderr)
    report = run_sharc(options, synthesizer, llm=llm)
    report["notices"] += [notice] if notice else []
    print(summary(report), file=stdout)
    if options.out is not None:
        write_report(options.out, report)
        print(f"report: {options.out}", file=stdout)
    return 0


def check_options(options: SharcOptions) -> None:
    if options.setting == "open" and options.system != "nesy":
        raise EvaluationError("the open setting retrieves for the nesy system; the LLM baselines need oracle "
                              "or distractors")
    if options.protocol not in PROTOCOLS:
        raise EvaluationError(f"unknown protocol {options.protocol!r}; choose one of {', '.join(PROTOCOLS)}")
    if options.protocol == "official" and (options.setting == "open" or options.system != "nesy"
                                           or options.user != "embedding"):
        raise EvaluationError("the official protocol gives the nesy system its rule text (oracle or distractors) "
                              "and the dialogue so far: no retrieval, LLM system or simulated user")
    if options.extra_rule_texts is not None and not options.extra_rule_texts.is_file():
        raise EvaluationError(f"no such file: {options.extra_rule_texts}")
    if options.setting not in SETTINGS:
        raise EvaluationError(f"unknown setting {options.setting!r}; choose one of {', '.join(SETTINGS)}")
    if options.distractors < 0:
        raise EvaluationError("--distractors must be 0 or more")
    if options.limit is not None and options.limit < 1:
        raise EvaluationError("--limit must be 1 or more")
    if not 0.0 <= options.irrelevant_share <= 1.0:
        raise EvaluationError("--irrelevant-share must be between 0 and 1")
    if not -1.0 <= options.user_threshold <= 1.0:
        raise EvaluationError("--user-threshold is a cosine similarity, between -1 and 1")
    for name, value, allowed in (("system", options.system, SYSTEMS), ("matcher", options.matcher, MATCHERS),
                                 ("reader", options.reader, READERS),
                                 ("user", options.user, USERS)):
        if value not in allowed:
            raise EvaluationError(f"unknown --{name} {value!r}; choose one of {', '.join(allowed)}")
    if options.top_k < 1:
        raise EvaluationError("--top-k must be 1 or more")
    if not options.data.is_file():
        raise EvaluationError(f"no such file: {options.data}")


def needs_llm(options: SharcOptions) -> bool:
    """Whether a role besides synthesis needs the model (those cannot fall back)."""
    return options.system != "nesy" or options.matcher == "llm" or options.user == "llm" or (
        options.reader == "llm" and options.scenario)


def run_sharc(options: SharcOptions, synthesizer: Synthesizer | None, embedder: Embedder | None = None,
              llm: LLM | None = None) -> dict:
    """Run the benchmark and return the report as a JSON-ready dict; `synthesizer` is None
    for the LLM systems, `llm` plays the roles that need a model."""
    check_options(options)
    if needs_llm(options) and llm is None:
        raise EvaluationError("this run needs a language model (--system, --matcher, --reader or --user llm)")
    embedder = embedder or get_embedder()
    roles = Roles(embedder, options.user_threshold, llm, options.matcher, options.user, options.top_k)
    reader: Reader = StatementReader(embedder)
    if options.reader == "llm":
        reader = LLMStatementReader(llm, reader)  # the rules reader stands in when the model fails
    if not options.scenario:
        reader = Unread()
    models = list({id(m): m for m in (llm, getattr(synthesizer, "llm", None)) if m is not None}.values())
    usage = [_usage(models)]
    stages: dict[str, float] = {}
    start = perf_counter()
    dataset = load_sharc(options.data)
    cases = build_cases(dataset, options.setting, options.distractors, options.seed, options.limit,
                        options.irrelevant_share)
    stages["read"] = perf_counter() - start
    if synthesizer is None:
        mark = perf_counter()
        outcomes = [answer_with_llm(case, dataset, roles, options.system)
                    for case in tqdm(cases, desc="sharc", unit="utt", file=sys.stderr)]
        stages.update(compile=0.0, answer=perf_counter() - mark)
        usage += [usage[0], _usage(models)]
        return _report(options, None, dataset, cases, {}, outcomes, stages, perf_counter() - start, models, usage)
    if options.setting == "open":
        return _run_open(options, synthesizer, dataset, cases, roles, reader, models, usage, stages, start)
    engine = Engine()
    try:
        mark = perf_counter()
        # Worker processes compile while this one encodes what is known already, then each batch
        # of modules as it arrives (threads would take turns on the GIL: slower than one after
        # the other). An LLM synthesizer stays here, where its token usage is counted.
        jobs = 1 if getattr(synthesizer, "llm", None) else DEFAULT_JOBS
        modules = compile_rule_texts(dataset, {i for case in cases for i in case.candidates},
                                     CachedSynthesizer(synthesizer), engine, jobs,
                                     meanwhile=lambda: _encode_known(cases, dataset, embedder),
                                     loaded=lambda batch: _warm_up(batch, embedder))
        stages["compile"] = perf_counter() - mark  # with the encoding done meanwhile
        usage.append(_usage(models))
        mark = perf_counter()
        ask_nothing = cache(partial(_ask_nothing, engine))
        answer = partial(answer_official, reader=reader) if options.protocol == "official" else partial(
            answer_case, ask_nothing=ask_nothing, reader=reader)
        outcomes = [answer(case, modules, engine, roles) for case in tqdm(cases, desc="sharc", unit="utt",
                                                                          file=sys.stderr)]
        stages["answer"] = perf_counter() - mark
        usage.append(_usage(models))
    finally:
        engine.close()
    report = _report(options, synthesizer, dataset, cases, modules, outcomes, stages, perf_counter() - start,
                     models, usage)
    report["question_coverage"] = question_coverage(cases, modules, embedder, options.user_threshold)
    return report


def question_coverage(cases: list[Case], modules: dict[str, PrologModule | Exception | None], embedder: Embedder,
                      threshold: float) -> dict:
    """How many of the annotators' follow-up questions (history and evidence; each distinct one
    once per rule text) some question of that rule text's module matches at the simulated
    user's threshold: the compiler's questions judged apart from the conversation around them.
    A rule text that failed to compile matches none."""
    pairs = sorted({(c.utterance.rule_id, turn.question) for c in cases for turn in c.utterance.context
                    if c.utterance.rule_id in modules})
    matched = 0
    for rule_id, question in pairs:
        module = modules[rule_id]
        asked = [] if not isinstance(module, PrologModule) else [
            q for fact in module.user_facts for q in (fact.question, *(c.question for c in fact.comparisons))]
        if asked and float(embedder.similarity([question], asked)[0].max()) >= threshold:
            matched += 1
    return {"questions": len(pairs), "matched": matched, "share": matched / len(pairs) if pairs else 0.0}


def _run_open(options: SharcOptions, synthesizer: Synthesizer, dataset: Dataset, cases: list[Case], roles: Roles,
              reader: Reader, models: list[LLM], usage: list[dict[str, float]], stages: dict[str, float],
              start: float) -> dict:
    """The open setting: one knowledge base of every rule text, each question through retrieval."""
    with tempfile.TemporaryDirectory(prefix="nesy-sharc-") as scratch:
        kb = KnowledgeBase(options.kb or Path(scratch), model=roles.embedder.model_name)
        mark = perf_counter()
        ingest(kb, _kept(rule_text_documents(dataset, options.extra_rule_texts), dataset, cases), synthesizer,
               roles.embedder)
        stages["compile"] = perf_counter() - mark
        usage.append(_usage(models))
        records, _ = kb.chunks()
        document_of = {r.chunk.id: r.document for r in records}
        modules = {r.document: kb.module(r.chunk.id) if r.has_module else EvaluationError("no module")
                   for r in records}
        knowledge = Knowledge(kb, Retriever(kb, roles.embedder))
        assistant = Assistant(knowledge, matcher=roles.match, reader=reader)
        ask_nothing = cache(partial(_ask_nothing, knowledge.engine))
        try:
            mark = perf_counter()
            answered = [answer_open(case, assistant, roles, document_of, ask_nothing)
                        for case in tqdm(cases, desc="sharc", unit="utt", file=sys.stderr)]
            stages["answer"] = perf_counter() - mark
            usage.append(_usage(models))
        finally:
            knowledge.close()
    outcomes = [outcome for outcome, _ in answered]
    report = _report(options, synthesizer, dataset, cases, modules, outcomes, stages, perf_counter() - start,
                     models, usage)
    report["question_coverage"] = question_coverage(cases, modules, roles.embedder, options.user_threshold)
    covered = [(answer, case) for answer, case in zip(answered, cases) if not case.unrelated]
    n = len(covered) or 1
    report["retrieval"] = {"knowledge_base": {"rule_texts": len(modules), "chunks": len(records)},
                           "gold_text_first": sum(first for (_, (first, _)), _ in covered) / n,
                           "claim_from_gold_text": sum(o.module == c.utterance.rule_id for (o, _), c in covered) / n,
                           "gold_text_in_hull": sum(held for (_, (_, held)), _ in covered) / n}
    if options.irrelevant_share:
        withheld = pages_of([c.utterance for c in cases if c.unrelated])
        report["irrelevant"].update(withheld_texts=len(set().union(*withheld.values())), withheld_pages=len(withheld),
                                    covered=_covered_scores(outcomes, cases))
    return report


def _kept(documents: list[Document], dataset: Dataset, cases: list[Case]) -> list[Document]:
    """The documents of the open setting's knowledge base: all but the withheld pages
    (`sharc_data.withheld`), each document dropped by its address or by the text of a withheld
    rule text, whatever its id (the extra texts have no address)."""
    hidden = [c.utterance for c in cases if c.unrelated]
    texts = {dataset.rule_texts[u.rule_id] for u in hidden}
    pages = {u.source for u in hidden if u.source}
    return [d for d in documents if d.text not in texts and d.source not in pages]


def _covered_scores(outcomes: list[Outcome], cases: list[Case]) -> dict:
    """The scores on the utterances whose rule text was kept: what withholding others, and
    answering 'irrelevant' to them, costs the questions the knowledge base does cover."""
    kept = [o for o, c in zip(outcomes, cases) if not c.unrelated]
    result = score([o.gold for o in kept], [o.label for o in kept])
    return {"n": len(kept), "accuracy": result["accuracy"], "macro_accuracy": result["macro_accuracy"]}


def answer_open(case: Case, assistant: Assistant, roles: Roles, document_of: dict[str, str], ask_nothing: AskNothing
                ) -> tuple[Outcome, tuple[bool, bool]]:
    """The system's answer through retrieval, and whether the utterance's own rule text was
    the hull's first chunk, and in the hull at all."""
    user = roles.simulated_user(case.utterance)
    start = perf_counter()
    found = (False, False)
    try:
        question, situation = _asked(case, assistant.reader)
        turn = assistant.start(question, situation=situation)
        texts = [document_of[c] for c in turn.dialogue.hull.chunks]
        found = (texts[:1] == [case.utterance.rule_id], case.utterance.rule_id in texts)
        match = turn.dialogue.match
        if match.irrelevant:
            return Outcome(case.id, case.gold, "irrelevant", "irrelevant", seconds=perf_counter() - start), found
        scope = tuple(assistant.knowledge.scope(match.module))
        answer = drive(turn, assistant.reply, user.reply).answer
        seconds = perf_counter() - start
        if answer.label == "irrelevant":  # the user could answer nothing, and the claim fit loosely
            return Outcome(case.id, case.gold, "irrelevant", "irrelevant", replies=tuple(user.replies),
                           seconds=seconds), found
        baseline = ask_nothing(match.claim, scope, match.negated)
        return Outcome(case.id, case.gold, answer.label, baseline, document_of[answer.modules[0]], answer.claim,
                       answer.negated, tuple(user.replies), seconds,
                       read=_checked(turn.dialogue.stated, user)), found
    except Exception as err:  # noqa: BLE001 - one case never stops the run
        return _error(case, err, user, perf_counter() - start), found


def compile_rule_texts(dataset: Dataset, ids: set[str], synthesizer: Synthesizer, engine: Engine, jobs: int = 1,
                       meanwhile: Callable[[], object] = lambda: None,
                       loaded: Callable[[list[PrologModule]], object] = lambda batch: None
                       ) -> dict[str, PrologModule | Exception]:
    """Each rule text to a module loaded into the engine, or the exception that stopped it.
    With jobs > 1 the texts compile in `jobs - 1` processes while this one runs `meanwhile`,
    then hands the modules to `loaded` a batch at a time as they come."""
    chunks = [Chunk(rule_id, dataset.rule_texts[rule_id]) for rule_id in sorted(ids)]
    modules: dict[str, PrologModule | Exception] = {}
    batch: list[PrologModule] = []
    with Workers(_compile, synthesizer, jobs, least=WORKER_TEXTS) as run:
        results = run(chunks)
        meanwhile()
        for chunk, result in zip(chunks, tqdm(results, total=len(chunks), desc="compile", unit="text",
                                              file=sys.stderr)):
            if isinstance(result, PrologModule):
                try:
                    engine.load(result)
                    batch.append(result)
                except Exception as err:  # noqa: BLE001 - a failing text is an error on its cases, not the run's end
                    result = err
            modules[chunk.id] = result
            if len(batch) >= LOADED_BATCH:
                loaded(batch)
                batch = []
    if batch:
        loaded(batch)
    return modules


def _compile(chunk: Chunk, synthesizer: Synthesizer) -> PrologModule | Exception:
    """One text's module, or the exception that stopped it, in a form that crosses processes."""
    try:
        return synthesizer.synthesize(chunk)
    except Exception as err:  # noqa: BLE001 - reported on the text's cases
        try:
            return pickle.loads(pickle.dumps(err))
        except Exception:  # noqa: BLE001 - an exception whose constructor pickle cannot call again
            return EvaluationError(f"{type(err).__name__}: {err}")


class Unread:
    """`--no-scenario`: the system reads nothing of the user's words, and asks for every fact."""

    def read(self, text: str, facts: Sequence[UserFact]) -> tuple[Stated, ...]:
        return ()


def answer_case(case: Case, modules: dict[str, PrologModule | Exception], engine: Engine, roles: Roles,
                ask_nothing: AskNothing, reader: Reader) -> Outcome:
    """The system's answer to one case, and the ask-nothing baseline's through the same match."""
    user = roles.simulated_user(case.utterance)
    start = perf_counter()
    try:
        begun = _begin(case, modules, engine, roles, reader)
        if isinstance(begun, Outcome):
            return begun
        dialogue, scope = begun
        first = step(engine, dialogue, scope=scope)
        answer = drive(first, lambda dialogue, reply: step(engine, dialogue, reply, scope=scope), user.reply).answer
        seconds = perf_counter() - start
        match = dialogue.match
        baseline = ask_nothing(match.claim, tuple(scope(match.module)), match.negated)
        return Outcome(case.id, case.gold, answer.label, baseline, answer.modules[0], answer.claim, answer.negated,
                       tuple(user.replies), seconds, read=_checked(dialogue.stated, user))
    except Exception as err:  # noqa: BLE001 - one case never stops the run
        return _error(case, err, user, perf_counter() - start)


def answer_official(case: Case, modules: dict[str, PrologModule | Exception], engine: Engine, roles: Roles,
                    reader: Reader) -> Outcome:
    """The system's next move in ShARC's own protocol: the history answers the follow-ups it
    asked, the question and scenario what they state, and the first follow-up left (or the
    answer) is the prediction."""
    start = perf_counter()
    try:
        begun = _begin(case, modules, engine, roles, reader, history=case.utterance.history)
        if isinstance(begun, Outcome):
            return replace(begun, predicted="Irrelevant" if begun.label == "irrelevant" else None)
        dialogue, scope = begun
        turn = step(engine, dialogue, scope=scope)
        if turn.follow_up is not None:
            label, predicted = "more", turn.follow_up.question
        else:
            label, predicted = turn.answer.label, _written(turn.answer.label, turn, engine)
        state = turn.dialogue.conversation
        return Outcome(case.id, case.gold, label, None, state.modules[0], state.claim, state.negated,
                       seconds=perf_counter() - start, read=_checked(dialogue.stated, None), predicted=predicted)
    except Exception as err:  # noqa: BLE001 - one case never stops the run
        return replace(_error(case, err, None, perf_counter() - start), predicted=None)


def _begin(case: Case, modules: dict[str, PrologModule | Exception], engine: Engine, roles: Roles, reader: Reader,
           history: tuple[Turn, ...] = ()) -> tuple[Dialogue, Callable[[str], list[str]]] | Outcome:
    """The case's dialogue before its first step: the claim matched, the history's answers
    and what the question and scenario state taken; or the outcome when there is nothing to ask."""
    loaded = [modules[rule_id] for rule_id in case.candidates]
    failed = next((m for m in loaded if isinstance(m, Exception)), None)
    if failed is not None:
        raise failed
    question, situation = _asked(case, reader)
    match = roles.match(question, candidates(loaded), situation)
    if match.irrelevant:
        return Outcome(case.id, case.gold, "irrelevant", "irrelevant")

    def scope(module: str) -> list[str]:
        return [module, *(m.id for m in loaded if m.id != module)]

    dialogue = begin(question, match, scope, message=_message(case.utterance))
    dialogue.conversation.answers.update(history_answers(engine, dialogue.conversation, history, roles,
                                                         dialogue.person))
    return read_message(engine, dialogue, reader, dialogue.message), scope


def history_answers(engine: Engine, state: ConversationState, history: tuple[Turn, ...], roles: Roles,
                    person: Person | None = None) -> dict[str, bool]:
    """Each history question matched to the follow-up of ours it asks, as the simulated user
    matches (the most similar, at its threshold): its answer answers that follow-up, asked
    of the person the question is about."""
    asks: dict[str, str] = {}
    for module in (engine.modules[m] for m in state.modules):
        for fact in module.user_facts:
            if fact.type == "bool":
                asks.setdefault(fact.name, fact.question)
            for comparison in fact.comparisons:
                asks.setdefault(NumericTest(fact.name, comparison.op, comparison.bound).key, comparison.question)
    if not asks or not history:
        return {}
    keys = list(asks)
    similarities = roles.embedder.similarity([turn.question for turn in history],
                                             [addressed(asks[k], person) for k in keys])
    answers = {}
    for turn, row in zip(history, similarities):
        best = int(row.argmax())
        if row[best] >= roles.threshold:
            answers[keys[best]] = turn.answer
    return answers


def _asked(case: Case, reader: Reader) -> tuple[str, str]:
    """The question, and the situation weighed with it in ranking the claims: the scenario
    and what the question states of the user, as the chat divides a message
    (`qa.assistant.divide`); none unless the system reads the user's words (`--no-scenario`)."""
    if isinstance(reader, Unread):
        return case.utterance.question, ""
    return divide(case.utterance.question, case.utterance.scenario)


def _message(utterance: Utterance) -> str:
    """What the user wrote: the question and the scenario, as one message."""
    return f"{utterance.question} {utterance.scenario}".strip()


def _written(label: Label, turn, engine: Engine) -> str:
    """An answer as ShARC writes it; an open answer with nothing left to ask names its first open fact."""
    if label != "more":
        return label.capitalize()
    open_facts = turn.answer.open_facts
    modules = [engine.modules[m] for m in turn.answer.modules]
    question = question_for(open_facts[0], modules) if open_facts else None
    return question.text if question else ""


def _checked(stated: tuple[Stated, ...], user: User | None) -> tuple[Read, ...]:
    """The facts read from the message, each beside the simulated user's answer to its question."""
    return tuple(Read(s.fact, s.value, s.words,
                      user.lookup(s.question).answer if isinstance(user, SimulatedUser) and isinstance(s.value, bool)
                      else None) for s in stated)


def answer_with_llm(case: Case, dataset: Dataset, roles: Roles, system: str) -> Outcome:
    """A baseline's answer: llm-upper sees the utterance's own rule text (all the case's texts
    when it is paired with unrelated ones only) and the whole context; llm-rag asks."""
    user = roles.simulated_user(case.utterance)
    start = perf_counter()
    utterance = case.utterance
    texts = [dataset.rule_texts[i] for i in case.candidates]
    try:
        if system == "llm-upper":
            text = dataset.rule_texts[utterance.rule_id] if utterance.rule_id in case.candidates else "\n\n".join(texts)
            label = upper(roles.llm, utterance.question, text, describe_context(utterance.scenario, utterance.context))
        else:
            label = rag(roles.llm, utterance.question, texts, user)
        return Outcome(case.id, case.gold, label, None, replies=tuple(user.replies), seconds=perf_counter() - start)
    except Exception as err:  # noqa: BLE001 - one case never stops the run
        return _error(case, err, user, perf_counter() - start)


def _error(case: Case, err: Exception, user: User | None, seconds: float) -> Outcome:
    return Outcome(case.id, case.gold, None, None, replies=tuple(user.replies) if user else (), seconds=seconds,
                   error=type(err).__name__, message=str(err)[:300])


def _ask_nothing(engine: Engine, claim: str, scope: tuple[str, ...], negated: bool) -> Label | None:
    """The baseline's answer: the same for every case with this claim and scope, so a run
    memoizes it (uncached it was 6 of the 10 s of answering 1,500 oracle cases)."""
    try:
        return run(Conversation(engine, claim, scope, negated=negated), lambda follow_up: None)[1].label
    except Exception:  # noqa: BLE001 - the baseline's error counts as its wrong answer
        return None


def _encode_known(cases: list[Case], dataset: Dataset, embedder: Embedder) -> None:
    """Batch-encode what the cases will embed that is known before compiling."""
    prepare((case.utterance.question for case in cases), (), embedder)
    texts = [dataset.rule_texts[i] for i in sorted({i for case in cases for i in case.candidates})]
    texts += [turn.question for case in cases for turn in case.utterance.context]
    embedder.encode(list(dict.fromkeys(texts)))


def _warm_up(modules: list[PrologModule], embedder: Embedder) -> None:
    """Batch-encode the rest: glosses and follow-up questions. One model call per batch of modules, not per case."""
    prepare((), candidates(modules), embedder)
    embedder.encode(list(dict.fromkeys(fact.question for module in modules for fact in module.user_facts)))


def _usage(models: list[LLM]) -> dict[str, float]:
    totals: dict[str, float] = {}
    for model in models:
        for key, value in asdict(model.usage).items():
            totals[key] = totals.get(key, 0) + value
    return totals


def _llm_report(models: list[LLM], usage: list[dict[str, float]], rule_texts: int, questions: int) -> dict | None:
    """What the model was asked, in total and per stage: the cost per rule text and per question."""
    if not models:
        return None
    start, compiled, end = usage
    stage = {name: {key: later[key] - earlier[key] for key in later}
             for name, earlier, later in (("compile", start, compiled), ("answer", compiled, end))}
    return {"models": [m.name for m in models], "total": {key: end[key] - start[key] for key in end}, **stage,
            "per_rule_text": _per(stage["compile"], rule_texts), "per_question": _per(stage["answer"], questions)}


def _per(usage: dict[str, float], count: int) -> dict[str, float] | None:
    return {key: value / count for key, value in usage.items()} if count else None


def _report(options: SharcOptions, synthesizer: Synthesizer | None, dataset: Dataset, cases: list[Case],
            modules: dict[str, PrologModule | Exception], outcomes: list[Outcome],
            stages: dict[str, float], total: float, models: list[LLM], usage: list[dict[str, float]]) -> dict:
    gold = [o.gold for o in outcomes]
    counts = Counter(gold)
    majority = max(LABELS, key=lambda label: (counts[label], -LABELS.index(label)))
    finished = [o for o in outcomes if o.error is None]
    errors = Counter(o.error for o in outcomes if o.error is not None)
    examples: dict[str, list[str]] = {}
    for o in outcomes:
        if o.error is not None and len(examples.setdefault(o.error, [])) < 3:
            examples[o.error].append(f"{o.case}: {o.message}")
    official = options.protocol == "official"
    if official:
        written = ["Irrelevant" if c.unrelated else c.utterance.answer for c in cases]
        scores = official_scores(written, [o.predicted for o in outcomes])
    else:
        scores = score(gold, [o.label for o in outcomes])
    return {
        "protocol": options.protocol,
        "setting": options.setting,
        "distractors": options.distractors if options.setting == "distractors" else 0,
        "seed": options.seed,
        "data": str(options.data),
        "system": options.system,
        "synthesizer": synthesizer_key(synthesizer) or None,
        "matcher": options.matcher if synthesizer is not None else None,
        "reader": (options.reader if options.scenario else None) if synthesizer is not None else None,
        "n": len(outcomes),
        **scores,
        "errors": sum(errors.values()),
        "error_classes": dict(errors.most_common()),
        "error_examples": examples,
        "questions_per_utterance": sum(len(o.replies) for o in finished) / len(finished) if finished else 0.0,
        "seconds_per_utterance": timing([o.seconds for o in outcomes]),
        "total_seconds": total,
        "stage_seconds": stages,
        "compile": {"rule_texts": len(modules), "seconds": stages["compile"],
                    "failed": sum(1 for m in modules.values() if isinstance(m, Exception))},
        "llm": _llm_report(models, usage, len(modules), len(outcomes)),
        "notices": [],
        "simulated_user": {"kind": options.user, "threshold": options.user_threshold,
                           "answered": sum(1 for o in outcomes for r in o.replies if r.answer is not None),
                           "unknown": sum(1 for o in outcomes for r in o.replies if r.answer is None)},
        "irrelevant": {"share": options.irrelevant_share, "added": sum(1 for case in cases if case.unrelated)},
        "normalised": dict(dataset.normalised),
        "skipped": dict(dataset.skipped),
        "baselines": {
            "majority": {"label": majority, **score(gold, [majority] * len(gold))},
            "ask_nothing": score(gold, [o.ask_nothing for o in outcomes])
            if synthesizer is not None and not official else None,
        },
        "message": _read_report(options, outcomes),
        "utterances": [asdict(o) for o in outcomes],
    }


def _read_report(options: SharcOptions, outcomes: list[Outcome]) -> dict:
    """What the system took from the questions and scenarios, and how often the simulated
    user (the annotators' dialogue) gives the same answer to its question, another, or none."""
    read = [r for o in outcomes for r in o.read]
    checked = [r for r in read if isinstance(r.value, bool) and r.user is not None]
    agree = sum(1 for r in checked if r.user == r.value)
    return {"read": options.scenario, "facts": len(read), "utterances": sum(1 for o in outcomes if o.read),
            "user_agrees": agree, "user_disagrees": len(checked) - agree, "user_cannot_tell": len(read) - len(checked)}
