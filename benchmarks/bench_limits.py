"""Benchmark: how soon the limits stop runaway work, through real SWI-Prolog and Z3.

    .venv/bin/python benchmarks/bench_limits.py [--repeats 20] [--solver-repeats 5]

The figures the tests used to assert as `< 1.0 s` (the tests now assert what stops the work,
not how fast): the runaway proofs of tests/prolog/test_engine.py (loops, explosions, bad
arithmetic), each until its EngineError; the proof of a term shared exponentially (X1 =
f(X0, X0), ... X60), whose goal texts are cut; formula.relevant on a formula of 15 facts whose
values never decide (a truth table of 2^15 rows, its cache cleared before each repeat); a Z3 run
past its 0.3 s limit (pigeonhole, 12 pigeons in 11 holes), after a trivial run has started the
solver's child process; a worker call past its 0.5 s deadline, and the next call, in a fresh
child. Prints the median (and max) over the repeats of each; the Z3 and worker rows start a
child process per repeat, hence fewer repeats. The time of an ingest that finds nothing
changed is in bench_kb.py (warm ingest).
Targets on 2 cores: each runaway proof, the shared term and relevant <= 1 s (median); the Z3
run stopped <= 2 s after it starts; the worker's error <= 5 s after the call.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from runaway_modules import LOOP_HEAD, LOOPING  # noqa: E402

from nesy_chat.core import formula  # noqa: E402
from nesy_chat.core.errors import EngineError, SolverLimitError  # noqa: E402
from nesy_chat.logic.solvers.base import Limits, solve  # noqa: E402
from nesy_chat.logic.solvers.constraints import Apply, Constraint, ConstraintProgram, IntVar, Ref  # noqa: E402
from nesy_chat.logic.solvers.worker import Worker  # noqa: E402
from nesy_chat.logic.solvers.z3 import Z3Solver  # noqa: E402
from nesy_chat.prolog.engine import Engine  # noqa: E402
from nesy_chat.prolog.source import read_module  # noqa: E402

# The modules of tests/prolog/test_engine.py, and the one that fills its stack.
LOOPING = {**LOOPING, "fills_the_stack": "q :- \\+ member(x, _L), a(true)."}
SHARED = "q :- a(true), X0 = z, " + ", ".join(f"X{i + 1} = f(X{i}, X{i})" for i in range(60)) + ", X60 == X60."


def timed(run: Callable[[], object], repeats: int) -> tuple[list[float], object]:
    """Seconds of each run (wall clock), and what the last one returned."""
    seconds, outcome = [], None
    for _ in range(repeats):
        start = time.perf_counter()
        outcome = run()
        seconds.append(time.perf_counter() - start)
    return seconds, outcome


def row(label: str, seconds: list[float], note: str = "") -> float:
    median = statistics.median(seconds)
    print(f"  {label:<34} median {1000 * median:9.3f} ms  max {1000 * max(seconds):9.3f} ms  {note}".rstrip())
    return median


def stopped(engine: Engine, name: str) -> Callable[[], str]:
    def run() -> str:
        try:
            engine.prove("q", [name], {"a": True})
        except EngineError as err:
            return err.kind
        raise SystemExit(f"{name}: the proof finished; the benchmark expects it to be stopped")
    return run


def wide_formula():
    names = [f"f{i}" for i in range(formula.EXACT_LIMIT + 1)]
    wide = ("and", ("fact", names[0]), ("not", ("fact", names[0])))
    for name in names[1:]:
        wide = ("and", wide, ("or", ("fact", name), ("and", ("fact", name), ("fact", names[0]))))
    return wide, names


def pigeonhole(holes: int) -> ConstraintProgram:
    pigeons = tuple(IntVar(f"p{i}", 1, holes) for i in range(holes + 1))
    return ConstraintProgram(pigeons, (Constraint(Apply("distinct", tuple(Ref(p.name) for p in pigeons))),), (True,))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=20, help="repeats of each proof and of relevant (default 20)")
    parser.add_argument("--solver-repeats", type=int, default=5, help="repeats of the Z3 and worker runs (default 5)")
    args = parser.parse_args()
    medians: dict[str, float] = {}

    engine = Engine()
    for name, body in LOOPING.items():
        engine.load(read_module(LOOP_HEAD + body, module_id=name))
    engine.load(read_module(":- dynamic a/1.\n" + SHARED, module_id="shared"))
    print(f"runaway proofs, until their EngineError ({args.repeats} repeats each):")
    for name in LOOPING:
        seconds, kind = timed(stopped(engine, name), args.repeats)
        medians[name] = row(name, seconds, f"stopped by: {kind}")
    print("a term shared exponentially (X60 = f(X59, X59), ...):")
    seconds, result = timed(lambda: engine.prove("q", ["shared"], {"a": True}), args.repeats)
    longest = max(len(node.goal) for node in result.nodes())
    medians["shared term"] = row("proved, goal texts cut", seconds,
                                 f"value {result.value}, longest goal {longest} chars")
    engine.close()

    wide, names = wide_formula()

    def all_relevant() -> bool:
        formula._truth_table.cache_clear()  # the first call of a turn computes the table
        return any(formula.relevant(wide, name) for name in names)

    seconds, any_relevant = timed(all_relevant, args.repeats)
    print(f"formula.relevant, {len(names)} facts that never decide, each asked once:")
    medians["relevant"] = row(f"{len(names)} calls, one truth table", seconds, f"any relevant: {any_relevant}")

    n = args.solver_repeats
    print(f"Z3 past its 0.3 s limit, 12 pigeons in 11 holes ({n} repeats):")
    starts, runs, kinds = [], [], set()
    for _ in range(n):
        started = solve(Z3Solver(), pigeonhole(2))  # the child was killed at the last limit: start a fresh one
        starts.append(started.seconds)
        result = solve(Z3Solver(Limits(seconds=0.3)), pigeonhole(11))
        runs.append(result.seconds)
        kinds.add(result.error.kind if isinstance(result.error, SolverLimitError) else repr(result.error))
    row("start a child, a trivial run", starts)
    medians["z3"] = row("the 0.3 s run, until its error", runs, f"error kind: {', '.join(sorted(kinds))}")

    print(f"a worker call past its 0.5 s deadline ({n} repeats):")
    worker = Worker("nesy_chat.logic.solvers.constraints")
    worker.call(60, os.getpid)
    overruns, fresh = [], []
    for _ in range(n):
        start = time.perf_counter()
        try:
            worker.call(0.5, time.sleep, 30)
            raise SystemExit("the overrunning call returned; the benchmark expects its time limit")
        except SolverLimitError:
            overruns.append(time.perf_counter() - start)
        start = time.perf_counter()
        worker.call(60, os.getpid)
        fresh.append(time.perf_counter() - start)
    worker.stop()
    medians["worker"] = row("the call, until its error", overruns)
    row("the next call, in a fresh child", fresh)

    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} (other work competes for the cores)")
    slowest = max(LOOPING, key=medians.get)
    targets = [(f"slowest runaway proof ({slowest})", medians[slowest], 1.0),
               ("shared term", medians["shared term"], 1.0), ("relevant", medians["relevant"], 1.0),
               ("Z3 0.3 s limit", medians["z3"], 2.0), ("worker 0.5 s deadline", medians["worker"], 5.0)]
    for label, median, target in targets:
        print(f"target {label} <= {target:g} s: {'met' if median <= target else 'NOT met'} ({median:.3f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
