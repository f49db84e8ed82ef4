"""The Z3 solver: decides each query of a constraint program by two satisfiability checks.

A query is true when the constraints with its negation are unsatisfiable, false when the
constraints with the query are, unknown when both are satisfiable. The proof of a decided
query is the unsat core: the constraints (so the sentences) that force it. Runs happen in a
worker process (worker.py) with Z3's memory cap set, killed at the deadline if Z3 overruns
its own timeout.
"""

from __future__ import annotations

import time

import z3

from nesy_chat.core.errors import InconsistentProgramError, SolverError, SolverLimitError
from nesy_chat.logic.solvers.base import Limits, SolverResult, Step, Verdict
from nesy_chat.logic.solvers.constraints import ConstraintProgram, Expr, IntVar, Ref, check_constraint_program, render
from nesy_chat.logic.solvers.worker import Worker

_WORKER = Worker(__name__)
_GRACE_SECONDS = 1.0  # beyond the run's own deadline, for Z3 to notice it and reply

_BUILD = {
    "+": lambda *a: z3.Sum(*a),
    "-": lambda a, b: a - b,
    "*": lambda *a: z3.Product(*a),
    "abs": lambda a: z3.If(a >= 0, a, -a),
    "=": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "and": lambda *a: z3.And(*a),
    "or": lambda *a: z3.Or(*a),
    "not": lambda a: z3.Not(a),
    "implies": lambda a, b: z3.Implies(a, b),
    "distinct": lambda *a: z3.Distinct(*a),
    "count": lambda *a: z3.Sum(*[z3.If(x, 1, 0) for x in a]),
    "if": lambda c, a, b: z3.If(c, a, b),
}


class Z3Solver:
    name = "z3"

    def __init__(self, limits: Limits = Limits()):
        self.limits = limits
        self._program: ConstraintProgram | None = None

    def load(self, program: ConstraintProgram) -> None:
        check_constraint_program(program, self.limits.max_nodes)
        self._program = program

    def execute(self) -> SolverResult:
        if self._program is None:
            raise SolverError("nothing loaded: call load(program) first")
        start = time.perf_counter()
        try:
            model, answer, proof = _WORKER.call(self.limits.seconds + _GRACE_SECONDS, decide,
                                                self._program, self.limits)
        except SolverError as err:
            return SolverResult(self.name, error=err, seconds=time.perf_counter() - start)
        return SolverResult(self.name, answer=answer, proof=proof, model=model,
                            seconds=time.perf_counter() - start)


def decide(program: ConstraintProgram, limits: Limits):
    """The model, verdicts and proofs of a checked program; runs in the worker process."""
    z3.set_param("memory_max_size", limits.memory_mb)  # process-wide: the worker's own
    try:
        return _Run(program, limits).decide()
    except z3.Z3Exception as err:
        raise _limit_error(str(err)) from None


class _Run:
    def __init__(self, program: ConstraintProgram, limits: Limits):
        self.program = program
        self.deadline = time.perf_counter() + limits.seconds
        self.ctx = z3.Context()
        self.env: dict[str, z3.ExprRef] = {}
        self.solver = z3.Solver(ctx=self.ctx)
        self.solver.set("core.minimize", True)
        for var in program.variables:
            if isinstance(var, IntVar):
                self.env[var.name] = ref = z3.Int(var.name, self.ctx)
                self.solver.add(ref >= var.low, ref <= var.high)
            else:
                self.env[var.name] = z3.Bool(var.name, self.ctx)
        self.tracks: dict[str, int] = {}
        for index, constraint in enumerate(program.constraints):
            track = f"constraint {index}"
            self.solver.assert_and_track(self.build(constraint.expr), z3.Bool(track, self.ctx))
            self.tracks[track] = index

    def build(self, expr: Expr) -> z3.ExprRef:
        if isinstance(expr, bool):
            return z3.BoolVal(expr, self.ctx)
        if isinstance(expr, int):
            return z3.IntVal(expr, self.ctx)
        if isinstance(expr, Ref):
            return self.env[expr.name]
        return _BUILD[expr.op](*(self.build(arg) for arg in expr.args))

    def decide(self) -> tuple[dict[str, int | bool], tuple[Verdict, ...], tuple[Step | None, ...]]:
        core = self.check()
        if core is not None:
            sentences = sorted({self.program.constraints[i].sentence for i in core} - {None})
            where = f" (sentences {', '.join(str(s + 1) for s in sentences)})" if sentences else ""
            raise InconsistentProgramError(f"the constraints contradict each other{where}")
        found = self.solver.model()
        model = {name: _value(found.eval(ref, model_completion=True)) for name, ref in self.env.items()}
        answer: list[Verdict] = []
        proof: list[Step | None] = []
        for query in self.program.queries:
            built = self.build(query)
            if (core := self.check(z3.Not(built))) is not None:
                answer.append("true")
                proof.append(self.step(render(query), core))
            elif (core := self.check(built)) is not None:
                answer.append("false")
                proof.append(self.step(f"not ({render(query)})", core))
            else:
                answer.append("unknown")
                proof.append(None)
        return model, tuple(answer), tuple(proof)

    def check(self, *assumptions: z3.ExprRef) -> list[int] | None:
        """The unsat core (constraint indices) if the constraints and assumptions contradict, else None."""
        remaining = self.deadline - time.perf_counter()
        if remaining <= 0:
            raise SolverLimitError("the run took longer than its time limit", "time")
        self.solver.set("timeout", max(1, int(remaining * 1000)))
        if assumptions:
            self.solver.push()
            self.solver.add(*assumptions)
        try:
            result = self.solver.check()
            if result == z3.unknown:
                raise _limit_error(self.solver.reason_unknown())
            return sorted(self.tracks[str(t)] for t in self.solver.unsat_core()) if result == z3.unsat else None
        finally:
            if assumptions:
                self.solver.pop()

    def step(self, conclusion: str, core: list[int]) -> Step:
        constraints = [self.program.constraints[i] for i in core]
        return Step(conclusion, None, tuple(Step(render(c.expr), c.sentence) for c in constraints))


def _value(value: z3.ExprRef) -> int | bool:
    return z3.is_true(value) if z3.is_bool(value) else value.as_long()


def _limit_error(reason: str) -> SolverError:
    if reason in ("timeout", "canceled"):
        return SolverLimitError("the run took longer than its time limit", "time")
    if "memory" in reason:
        return SolverLimitError("the run ran out of its memory limit", "memory")
    return SolverError(f"Z3 could not decide: {reason}")
