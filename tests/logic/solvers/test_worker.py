"""The solver process: replies, errors that cross back, and the kill at the deadline."""

from __future__ import annotations

import math
import os
import time

import pytest

from nesy_chat.core.errors import MalformedProgramError, SolverError, SolverLimitError
from nesy_chat.logic.solvers.constraints import Apply, Constraint, ConstraintProgram, IntVar, check_constraint_program
from nesy_chat.logic.solvers.worker import Worker

PROGRAM = ConstraintProgram((IntVar("a", 0, 9),), (Constraint(Apply(">", (Apply("+", (1, 2)), 0))),), (True,))


@pytest.fixture(scope="module")
def worker():
    w = Worker("nesy_chat.logic.solvers.constraints")
    yield w
    w.stop()


def test_a_call_runs_in_the_child_and_its_errors_cross_back(worker):
    assert worker.call(30, math.factorial, 5) == 120
    assert worker.call(30, check_constraint_program, PROGRAM, 100) is None
    with pytest.raises(SolverLimitError) as caught:
        worker.call(30, check_constraint_program, PROGRAM, 2)
    assert caught.value.kind == "size" and "the limit is 2" in str(caught.value)
    with pytest.raises(MalformedProgramError, match="no query"):
        worker.call(30, check_constraint_program, ConstraintProgram((), (), ()), 100)


def _unknown_to_the_child() -> int:
    return 1


def test_a_call_the_child_cannot_even_read_is_an_error_not_a_hang(worker):
    with pytest.raises(SolverError, match="failed"):  # the child cannot import this test module
        worker.call(30, _unknown_to_the_child)
    assert worker.call(30, math.factorial, 4) == 24


def test_an_overrunning_call_is_killed_and_the_next_call_gets_a_fresh_child(worker):
    child = worker.call(30, os.getpid)
    with pytest.raises(SolverLimitError) as caught:
        worker.call(0.5, time.sleep, 30)  # no reply within 0.5 s: the error, not the sleep's None after 30 s
    assert caught.value.kind == "time" and "time limit" in str(caught.value)
    with pytest.raises(ProcessLookupError):
        os.kill(child, 0)  # the child that overran was killed (and reaped)
    assert worker.call(30, os.getpid) not in (child, os.getpid())
    assert worker.call(30, math.factorial, 3) == 6
