"""`python -m nesy_chat eval sharc`: the ShARC benchmark through the whole pipeline.

The system under test sees only the question and the candidate rule texts. Per case: one
module per rule text (each distinct text compiled once, its time in the total), all loaded
into one engine; the question is matched against every candidate's claims; no match is
`irrelevant`, otherwise a Conversation about the matched claim runs with the simulated user
answering its follow-ups. Baselines run in the same pass: the majority class, and "ask
nothing" (the same match, every user fact unknown). An exception or invalid module on a case
is an error, counted as wrong and reported by class; it never stops the run.
"""

from __future__ import annotations

import importlib
import json
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path
from time import perf_counter
from typing import TextIO

from tqdm import tqdm

from ..claims import candidates, match_claim, prepare
from ..conversation import Conversation, Label, run
from ..embeddings import Embedder, get_embedder
from ..engine import Engine
from ..errors import EvaluationError
from ..module import PrologModule
from ..synthesis.base import CachedSynthesizer, Chunk, Synthesizer
from .metrics import score, summary, timing
from .sharc_data import LABELS, Case, Dataset, build_cases, load_sharc
from .simulated_user import DEFAULT_THRESHOLD, Reply, SimulatedUser

SETTINGS = ("oracle", "distractors", "open")
SYNTHESIZERS = {"rules": "nesy_chat.synthesis.rules:RulesSynthesizer"}


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


def main(options: SharcOptions, stdout: TextIO = sys.stdout) -> int:
    """The CLI command: run, print the summary, write the JSON report."""
    check_options(options)
    report = run_sharc(options, load_synthesizer(options.synth))
    print(summary(report), file=stdout)
    if options.out is not None:
        try:
            options.out.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        except OSError as err:
            raise EvaluationError(f"cannot write the report to {options.out}: {err}") from None
        print(f"report: {options.out}", file=stdout)
    return 0


def check_options(options: SharcOptions) -> None:
    if options.setting == "open":
        raise EvaluationError("the open setting retrieves from all rule texts and needs the knowledge base "
                              "(the knowledge-base issue); it is not available yet: use oracle or distractors")
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
    if not options.data.is_file():
        raise EvaluationError(f"no such file: {options.data}")


def load_synthesizer(spec: str) -> Synthesizer:
    """A synthesizer by registered name ("rules") or import path ("package.module:Class")."""
    target = SYNTHESIZERS.get(spec, spec)
    module_name, _, class_name = target.partition(":")
    if not class_name:
        raise EvaluationError(f"unknown synthesizer {spec!r}: use {', '.join(SYNTHESIZERS)} or package.module:Class")
    try:
        return getattr(importlib.import_module(module_name), class_name)()
    except (ImportError, AttributeError) as err:
        raise EvaluationError(f"synthesizer {spec!r} is not available: {err}") from None


def run_sharc(options: SharcOptions, synthesizer: Synthesizer, embedder: Embedder | None = None) -> dict:
    """Run the benchmark and return the report as a JSON-ready dict."""
    check_options(options)
    embedder = embedder or get_embedder()
    stages: dict[str, float] = {}
    start = perf_counter()
    dataset = load_sharc(options.data)
    cases = build_cases(dataset, options.setting, options.distractors, options.seed, options.limit,
                        options.irrelevant_share)
    stages["read"] = perf_counter() - start
    engine = Engine()
    try:
        mark = perf_counter()
        with ThreadPoolExecutor(max_workers=1) as pool:
            # The model loads and encodes what is known already while the texts compile: torch
            # releases the GIL, so the two share the cores.
            early = pool.submit(_encode_known, cases, dataset, embedder)
            modules = compile_rule_texts(dataset, {i for case in cases for i in case.candidates},
                                         CachedSynthesizer(synthesizer), engine)
            stages["compile"] = perf_counter() - mark
            early.result()
        _warm_up(modules, embedder)
        stages["compile_and_embed"] = perf_counter() - mark
        mark = perf_counter()
        outcomes = [answer_case(case, modules, engine, embedder, options.user_threshold)
                    for case in tqdm(cases, desc="sharc", unit="utt", file=sys.stderr)]
        stages["answer"] = perf_counter() - mark
    finally:
        engine.close()
    return _report(options, synthesizer, dataset, cases, modules, outcomes, stages, perf_counter() - start)


def compile_rule_texts(dataset: Dataset, ids: set[str], synthesizer: Synthesizer,
                       engine: Engine) -> dict[str, PrologModule | Exception]:
    """Each rule text to a module loaded into the engine, or the exception that stopped it."""
    modules: dict[str, PrologModule | Exception] = {}
    for rule_id in tqdm(sorted(ids), desc="compile", unit="text", file=sys.stderr):
        try:
            module = synthesizer.synthesize(Chunk(rule_id, dataset.rule_texts[rule_id]))
            engine.load(module)
            modules[rule_id] = module
        except Exception as err:  # noqa: BLE001 - a failing text is an error on its cases, not the run's end
            modules[rule_id] = err
    return modules


def answer_case(case: Case, modules: dict[str, PrologModule | Exception], engine: Engine,
                embedder: Embedder, threshold: float = DEFAULT_THRESHOLD) -> Outcome:
    """The system's answer to one case, and the ask-nothing baseline's through the same match."""
    user = SimulatedUser(case.utterance.context, threshold, embedder)
    start = perf_counter()
    loaded = [modules[rule_id] for rule_id in case.candidates]
    try:
        failed = next((m for m in loaded if isinstance(m, Exception)), None)
        if failed is not None:
            return _error(case, failed, user, 0.0)
        match = match_claim(case.utterance.question, candidates(loaded), embedder)
        if match.irrelevant:
            return Outcome(case.id, case.gold, "irrelevant", "irrelevant", seconds=perf_counter() - start)
        scope = [match.module, *(m.id for m in loaded if m.id != match.module)]
        _, answer = run(Conversation(engine, match.claim, scope, negated=match.negated), user.reply)
        seconds = perf_counter() - start
        baseline = _ask_nothing(engine, match.claim, scope, match.negated)
        return Outcome(case.id, case.gold, answer.label, baseline, match.module, match.claim, match.negated,
                       tuple(user.replies), seconds)
    except Exception as err:  # noqa: BLE001 - one case never stops the run
        return _error(case, err, user, perf_counter() - start)


def _error(case: Case, err: Exception, user: SimulatedUser, seconds: float) -> Outcome:
    return Outcome(case.id, case.gold, None, None, replies=tuple(user.replies), seconds=seconds,
                   error=type(err).__name__, message=str(err)[:300])


def _ask_nothing(engine: Engine, claim: str, scope: list[str], negated: bool) -> Label | None:
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


def _warm_up(modules: dict[str, PrologModule | Exception], embedder: Embedder) -> None:
    """Batch-encode the rest: glosses and follow-up questions. One model call per text, not per case."""
    loaded = [m for m in modules.values() if isinstance(m, PrologModule)]
    prepare((), candidates(loaded), embedder)
    embedder.encode(list(dict.fromkeys(fact.question for module in loaded for fact in module.user_facts)))


def _report(options: SharcOptions, synthesizer: Synthesizer, dataset: Dataset, cases: list[Case],
            modules: dict[str, PrologModule | Exception], outcomes: list[Outcome],
            stages: dict[str, float], total: float) -> dict:
    gold = [o.gold for o in outcomes]
    counts = Counter(gold)
    majority = max(LABELS, key=lambda label: (counts[label], -LABELS.index(label)))
    finished = [o for o in outcomes if o.error is None]
    errors = Counter(o.error for o in outcomes if o.error is not None)
    examples: dict[str, list[str]] = {}
    for o in outcomes:
        if o.error is not None and len(examples.setdefault(o.error, [])) < 3:
            examples[o.error].append(f"{o.case}: {o.message}")
    return {
        "setting": options.setting,
        "distractors": options.distractors if options.setting == "distractors" else 0,
        "seed": options.seed,
        "data": str(options.data),
        "synthesizer": f"{synthesizer.name}-{synthesizer.version}",
        "n": len(outcomes),
        **score(gold, [o.label for o in outcomes]),
        "errors": sum(errors.values()),
        "error_classes": dict(errors.most_common()),
        "error_examples": examples,
        "questions_per_utterance": sum(len(o.replies) for o in finished) / len(finished) if finished else 0.0,
        "seconds_per_utterance": timing([o.seconds for o in outcomes]),
        "total_seconds": total,
        "stage_seconds": stages,
        "compile": {"rule_texts": len(modules), "seconds": stages["compile"],
                    "failed": sum(1 for m in modules.values() if isinstance(m, Exception))},
        "simulated_user": {"threshold": options.user_threshold,
                           "answered": sum(1 for o in outcomes for r in o.replies if r.answer is not None),
                           "unknown": sum(1 for o in outcomes for r in o.replies if r.answer is None)},
        "irrelevant": {"share": options.irrelevant_share, "added": sum(1 for case in cases if case.unrelated)},
        "normalised": dict(dataset.normalised),
        "skipped": dict(dataset.skipped),
        "baselines": {
            "majority": {"label": majority, **score(gold, [majority] * len(gold))},
            "ask_nothing": score(gold, [o.ask_nothing for o in outcomes]),
        },
        "utterances": [asdict(o) for o in outcomes],
    }
