"""`python -m nesy_chat eval logic`: logic problems in the Logic-LM format through reader,
router and solvers.

Per item: read it (controlled English), route it, run the chosen solver, pick the option
its verdicts select, compare with the gold letter. Routing accuracy compares the chosen
solver with the set's natural one (ProntoQA and ProofWriter: Prolog; LogicalDeduction and
AR-LSAT: Z3; FOLIO has none here, it needs a first-order prover); an item that could not
be read was routed nowhere and counts as misrouted. A failure on one item is counted by
class (parse, routing, solver, bug) and never stops the run.
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TextIO

from tqdm import tqdm

from nesy_chat.core.errors import EvaluationError, NesyError, ParseError, RoutingError, SolverLimitError
from nesy_chat.eval.metrics import timing, write_report
from nesy_chat.llm import connect
from nesy_chat.logic.llm_reader import LLMReader
from nesy_chat.logic.reader import EnglishReader, ProblemReader
from nesy_chat.logic.router import solve_problem
from nesy_chat.logic.solvers.base import Limits

NATURAL_SOLVERS = {"prontoqa": "prolog", "proofwriter": "prolog", "logical_deduction": "z3",
                   "logicaldeduction": "z3", "ar_lsat": "z3", "arlsat": "z3", "folio": None}


@dataclass(frozen=True)
class LogicOptions:
    data: Path
    limit: int | None = None
    out: Path | None = None
    reader: str = "english"  # or "llm": the model reads free text (FOLIO, AR-LSAT)
    model: str | None = None
    ollama_host: str | None = None


@dataclass(frozen=True)
class ItemResult:
    id: str
    gold: str
    predicted: str | None
    solver: str | None
    natural: str | None
    seconds: float
    reason: str = ""
    error: str | None = None  # parse | routing | limit | solver | bug
    message: str = ""

    @property
    def correct(self) -> bool:
        return self.predicted == self.gold


def main(options: LogicOptions, stdout: TextIO = sys.stdout) -> int:
    """The CLI command: run, print the summary, write the JSON report."""
    if options.reader not in ("english", "llm"):
        raise EvaluationError(f"unknown --reader {options.reader!r}; choose english or llm")
    reader = EnglishReader() if options.reader == "english" else LLMReader(connect(options.model, options.ollama_host))
    report = evaluate(load_items(options.data, options.limit), options.data, reader)
    print(summary(report), file=stdout)
    if options.out is not None:
        write_report(options.out, report)
    return 0


def load_items(path: Path, limit: int | None = None) -> list[dict]:
    if limit is not None and limit < 1:
        raise EvaluationError("--limit must be 1 or more")
    try:
        items = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise EvaluationError(f"no such file: {path}") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise EvaluationError(f"cannot read {path} as JSON: {err}") from None
    if not isinstance(items, list):
        raise EvaluationError(f"{path} must hold a JSON list of problems")
    items = items[:limit]
    for index, item in enumerate(items):
        missing = [key for key in ("id", "context", "question", "options", "answer")
                   if not isinstance(item, dict) or key not in item]
        if missing:
            raise EvaluationError(f"problem {index} in {path} lacks {', '.join(missing)}")
    return items


def natural_solver(item_id: str, path: Path) -> str | None:
    """The set's natural solver, known from the item id's prefix or else the file name."""
    for name in (item_id.lower(), path.name.lower()):
        for prefix, solver in NATURAL_SOLVERS.items():
            if name.startswith(prefix):
                return solver
    return None


def evaluate(items: Sequence[Mapping], data: Path, reader: ProblemReader = EnglishReader(),  # noqa: B008 - holds no state
             limits: Limits = Limits()) -> dict:
    results = [evaluate_item(item, natural_solver(item["id"], data), reader, limits)
               for item in tqdm(items, desc="logic", unit="item", file=sys.stderr)]
    return _report(results, str(data), reader.name)


def evaluate_item(item: Mapping, natural: str | None, reader: ProblemReader, limits: Limits) -> ItemResult:
    start = time.perf_counter()
    common = {"id": item["id"], "gold": item["answer"], "natural": natural}
    try:
        solution = solve_problem(reader.read(item), limits)
    except NesyError as err:
        kind = "parse" if isinstance(err, ParseError) else "routing" if isinstance(err, RoutingError) else "solver"
        return ItemResult(**common, predicted=None, solver=None, seconds=time.perf_counter() - start,
                          error=kind, message=str(err))
    except Exception as err:  # a bug on one item is reported with the rest, not fatal to the run
        return ItemResult(**common, predicted=None, solver=None, seconds=time.perf_counter() - start,
                          error="bug", message=repr(err))
    error = solution.result.error
    kind = None if error is None else "limit" if isinstance(error, SolverLimitError) else "solver"
    return ItemResult(**common, predicted=solution.choice, solver=solution.route.solver,
                      seconds=time.perf_counter() - start, reason=solution.route.reason,
                      error=kind, message="" if error is None else str(error))


def _report(results: list[ItemResult], data: str, reader: str) -> dict:
    n = len(results)
    routed = [r for r in results if r.natural is not None]
    return {
        "data": data,
        "reader": reader,
        "n": n,
        "accuracy": sum(r.correct for r in results) / n if n else 0.0,
        "correct": sum(r.correct for r in results),
        "routing_accuracy": sum(r.solver == r.natural for r in routed) / len(routed) if routed else None,
        "natural_solvers": dict(Counter(r.natural or "none" for r in results)),
        "solvers": dict(Counter(r.solver or "none" for r in results)),
        "parse_failures": sum(r.error == "parse" for r in results),
        "errors": dict(Counter(r.error for r in results if r.error)),
        "seconds_per_item": timing([r.seconds for r in results]),
        "seconds_total": sum(r.seconds for r in results),
        "results": [{**asdict(r), "correct": r.correct} for r in results],
    }


def summary(report: dict) -> str:
    """The report as a few lines for a terminal."""
    routing = report["routing_accuracy"]
    naturals = ", ".join(f"{name} {count}" for name, count in report["natural_solvers"].items())
    lines = [
        f"Logic, {report['data']}: n={report['n']}, reader {report['reader']}",
        f"  accuracy {report['accuracy']:.4f} ({report['correct']}/{report['n']})",
        f"  routing accuracy {'n/a' if routing is None else f'{routing:.4f}'} (natural solver: {naturals})",
        f"  solvers chosen: {', '.join(f'{name} {count}' for name, count in report['solvers'].items())}",
        f"  parse failures {report['parse_failures']}; errors: "
        + (", ".join(f"{kind} {count}" for kind, count in report["errors"].items()) or "none"),
        f"  seconds per item: mean {report['seconds_per_item']['mean']:.4f}, "
        f"p95 {report['seconds_per_item']['p95']:.4f}; total {report['seconds_total']:.1f}",
    ]
    failures = [r for r in report["results"] if r["error"]][:5]
    lines += [f"  {r['id']}: {r['error']}: {r['message']}" for r in failures]
    return "\n".join(lines)
