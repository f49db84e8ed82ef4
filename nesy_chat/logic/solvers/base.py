"""One interface for every solver: load a program, execute it, read answers with their proofs.

A solver decides each query of its program: "true" (the query follows), "false" (its
negation follows) or "unknown" (neither does). Every run is bounded by `Limits`. Whatever
stops a run - a malformed program, a bound, a contradiction - comes back as
`SolverResult.error`, so callers (and the LLM self-refine loop of issue 5) look in one place.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal, Protocol

from nesy_chat.core.errors import SolverError

Verdict = Literal["true", "false", "unknown"]


@dataclass(frozen=True)
class Limits:
    """Bounds on one run. `max_facts` caps what Prolog stores (statements and derived
    literals), `inferences` its work; `max_nodes` caps the size of a Z3 program."""

    seconds: float = 10.0
    memory_mb: int = 256
    inferences: int = 20_000_000
    max_facts: int = 100_000
    max_nodes: int = 200_000


@dataclass(frozen=True)
class Step:
    """A proof step: what holds, the sentence of the statement that gave it, the steps it used."""

    conclusion: str
    sentence: int | None = None
    premises: tuple[Step, ...] = ()

    def sentences(self) -> list[int]:
        """Every sentence the proof rests on, in the order the proof meets them, each once."""
        seen: dict[int, None] = {}
        stack = [self]
        while stack:
            step = stack.pop()
            if step.sentence is not None:
                seen.setdefault(step.sentence, None)
            stack.extend(reversed(step.premises))
        return list(seen)


@dataclass(frozen=True)
class SolverResult:
    """Per query a verdict and its proof (None when unknown); Z3 adds one model of the program."""

    solver: str
    answer: tuple[Verdict, ...] = ()
    proof: tuple[Step | None, ...] = ()
    model: Mapping[str, int | bool] | None = None
    error: SolverError | None = None
    seconds: float = 0.0


class Solver(Protocol):
    name: str

    def load(self, program) -> None:
        """Check and keep the program; raises MalformedProgramError (or SolverLimitError if too big)."""

    def execute(self) -> SolverResult:
        """Decide every query of the loaded program; never raises for a failed run."""


def solve(solver: Solver, program) -> SolverResult:
    """Load and execute, with a rejected program reported like any other failed run."""
    start = time.perf_counter()
    try:
        solver.load(program)
    except SolverError as err:
        return SolverResult(solver.name, error=err, seconds=time.perf_counter() - start)
    return solver.execute()
