"""The Z3 solver on real z3: orderings, all-different, counting, arithmetic, thresholds, bounds."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from nesy_chat.core.errors import InconsistentProgramError, MalformedProgramError, SolverError, SolverLimitError
from nesy_chat.logic.solvers.base import Limits, solve
from nesy_chat.logic.solvers.constraints import (
    Apply,
    BoolVar,
    Constraint,
    ConstraintProgram,
    IntVar,
    Ref,
    check_constraint_program,
    render,
)
from nesy_chat.logic.solvers.z3 import Z3Solver


def A(op, *args):
    return Apply(op, tuple(Ref(a) if isinstance(a, str) else a for a in args))


BIRDS = ("owl", "robin", "raven", "quail", "falcon")


def birds(*constraints, queries):
    variables = tuple(IntVar(b, 1, len(BIRDS)) for b in BIRDS)
    placed = (Constraint(A("distinct", *BIRDS), 0),) + tuple(Constraint(c, i) for i, c in enumerate(constraints, 1))
    return ConstraintProgram(variables, placed, tuple(queries))


def test_an_ordering_is_decided_with_its_model_and_the_sentences_that_force_it():
    program = birds(A("=", "owl", 1), A("<", "robin", "raven"), A("=", "quail", 5), A("=", "raven", 3),
                    queries=[A("=", b, 5) for b in BIRDS])
    result = solve(Z3Solver(), program)
    assert result.error is None
    assert result.answer == ("false", "false", "false", "true", "false")
    assert result.model == {"owl": 1, "robin": 2, "raven": 3, "quail": 5, "falcon": 4}
    assert result.proof[3].sentences() == [3]
    assert set(result.proof[4].sentences()) == {0, 3}  # all different, and the quail is fifth


def test_an_underdetermined_query_is_unknown():
    result = solve(Z3Solver(), birds(A("=", "owl", 1), queries=[A("<", "robin", "raven"), A("!=", "robin", 1)]))
    assert result.answer == ("unknown", "true")
    assert result.proof[0] is None


def test_counting_with_booleans():
    people = ("ann", "bob", "cy")
    program = ConstraintProgram(
        tuple(BoolVar(p) for p in people),
        (Constraint(A("=", A("count", *people), 2)), Constraint(A("implies", "ann", A("not", "bob")))),
        (A("or", "ann", "bob"), A("and", "cy", A("not", A("and", "ann", "bob")))))
    assert solve(Z3Solver(), program).answer == ("true", "true")


def test_arithmetic_and_numeric_thresholds():
    program = ConstraintProgram(
        (IntVar("age", 0, 130), IntVar("income", 0, 10**7), IntVar("partner_age", 0, 130)),
        (Constraint(A(">=", "age", 60)), Constraint(A("<", "income", 12_570)),
         Constraint(A("=", A("abs", A("-", "age", "partner_age")), 5)),
         Constraint(A("=", A("+", "age", "partner_age"), 125))),
        (A(">=", "age", 18), A(">=", A("*", "income", 2), 30_000), A("=", "age", 65),
         A(">", A("if", A(">", "age", 64), 1, 0), 0)))
    result = solve(Z3Solver(), program)
    assert result.answer == ("true", "false", "unknown", "unknown")
    assert result.model["age"] + result.model["partner_age"] == 125


def test_contradicting_constraints_are_reported_with_their_sentences():
    result = solve(Z3Solver(), birds(A("=", "owl", 1), A("=", "robin", 1), queries=[True]))
    assert isinstance(result.error, InconsistentProgramError)
    assert "sentences 1, 2, 3" in str(result.error)


@pytest.mark.parametrize("constraint, message", [
    (A("<", "owl", "hawk"), "unknown variable 'hawk'"),
    (A("~", "owl", 1), "unknown operator '~'"),
    (A("distinct", "owl"), "takes 2 or more arguments, not 1"),
    (A("not", "owl"), "not needs bool arguments"),
    (A("and", A("=", "owl", 1), 3), "and needs bool arguments"),
    (A("+", "owl", 1), "is a number, not a statement"),
    (A("if", 1, 2, 3), "if needs a condition"),
    ("owl", "not an expression"),
    (A("=", "owl", 1.5), "not an expression"),
])
def test_malformed_expressions_are_refused_naming_the_fault(constraint, message):
    result = solve(Z3Solver(), birds(constraint, queries=[True]))
    assert isinstance(result.error, MalformedProgramError)
    assert message in str(result.error) and "constraint 1" in str(result.error)


@pytest.mark.parametrize("program, message", [
    (ConstraintProgram((IntVar("a", 1, 2), IntVar("a", 1, 2)), (), (True,)), "declared twice"),
    (ConstraintProgram((IntVar("a", 3, 2),), (), (True,)), "empty range"),
    (ConstraintProgram((IntVar("a", 1, 2),), (), ()), "no query"),
])
def test_malformed_declarations_are_refused(program, message):
    with pytest.raises(MalformedProgramError, match=message):
        Z3Solver().load(program)


def test_nesting_too_deep_is_refused_before_anything_recurses():
    expr = Ref("a")
    for _ in range(5_000):
        expr = Apply("+", (expr, 1))
    with pytest.raises(MalformedProgramError, match="nested deeper"):
        check_constraint_program(ConstraintProgram((IntVar("a", 0, 9),), (Constraint(A(">", expr, 0)),), (True,)), 10**6)


def _pigeonhole(holes: int) -> ConstraintProgram:
    """holes + 1 pigeons in `holes` holes, all different: unsatisfiable and hard for SMT."""
    pigeons = tuple(IntVar(f"p{i}", 1, holes) for i in range(holes + 1))
    return ConstraintProgram(pigeons, (Constraint(A("distinct", *(p.name for p in pigeons))),), (True,))


def test_a_hard_problem_hits_the_time_limit_with_a_clear_error():
    """Z3 runs for over a minute on this. Its own 0.3 s limit stops it, long before the default
    10 s would (how soon is measured in benchmarks/bench_limits.py)."""
    result = solve(Z3Solver(Limits(seconds=0.3)), _pigeonhole(11))
    assert isinstance(result.error, SolverLimitError) and result.error.kind == "time"
    assert "time limit" in str(result.error) and result.answer == ()
    assert result.seconds < Limits().seconds / 2


def test_a_hard_problem_hits_the_memory_limit_with_a_clear_error():
    result = solve(Z3Solver(Limits(memory_mb=1)), _pigeonhole(11))
    assert isinstance(result.error, SolverLimitError) and result.error.kind == "memory"


def _all_different(count: int, values: int) -> ConstraintProgram:
    variables = tuple(IntVar(f"v{i}", 0, values - 1) for i in range(count))
    return ConstraintProgram(variables, (Constraint(A("distinct", *(v.name for v in variables))),), (True,))


def test_a_huge_problem_z3_would_not_stop_on_its_own_hits_a_limit():
    """Z3 ignores its own timeout on this one for minutes; the memory cap or the deadline
    (the worker process is killed) ends it, whichever comes first."""
    result = solve(Z3Solver(Limits(seconds=1)), _all_different(3_000, 10))
    assert isinstance(result.error, SolverLimitError) and result.error.kind in ("time", "memory")
    assert result.seconds < 10
    # a fresh worker serves the next run
    assert solve(Z3Solver(), _all_different(3, 3)).answer == ("true",)


def test_a_program_beyond_the_size_limit_is_refused_before_z3_sees_it():
    result = solve(Z3Solver(Limits(max_nodes=5_000)), _all_different(3_000, 10))
    assert isinstance(result.error, SolverLimitError) and result.error.kind == "size"
    assert "6,002 parts" in str(result.error)


def test_runs_in_threads_each_have_their_own_context():
    program = birds(A("=", "owl", 1), A("<", "robin", "raven"), A("=", "quail", 5), A("=", "raven", 3),
                    queries=[A("=", "falcon", 4)])
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda _: solve(Z3Solver(), program), range(8)))
    assert all(r.answer == ("true",) for r in results)


def test_execute_before_load_is_a_caller_error():
    with pytest.raises(SolverError):
        Z3Solver().execute()


def test_render_is_readable_infix():
    assert render(A("and", A("<", "a", "b"), A("not", A("=", A("+", "a", 1), 3)))) == "(a < b) and not((a + 1) = 3)"
