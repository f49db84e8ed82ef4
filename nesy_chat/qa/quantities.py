"""What the user said about numbers, as constraints Z3 reasons over.

A number answers its numeric fact ("age": 64); a yes or no answers one test of it ("age >=
60": True). Before asking a test, a conversation asks Z3 whether the answers already decide
it (yes to age >= 60 makes age < 50 false), and before taking an answer, whether it
contradicts them. Numbers are real-valued, so "over 18" and "under 19" can both hold for
someone who is 18 and a half.

Each check is a handful of linear bounds on one variable, so it runs in this process, in a
context of its own (conversations run in threads), under a Z3 timeout: a check that does not
finish derives nothing and rejects nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction

import z3

from nesy_chat.core.module import NumericTest, Reply, is_number

TIMEOUT_MS = 2000


@dataclass(frozen=True)
class Derived:
    """A test decided by earlier answers: its value and the answers (keys) that force it."""

    value: bool
    because: tuple[str, ...]


def derive(answers: Mapping[str, Reply], tests: Iterable[NumericTest]) -> dict[str, Derived]:
    """The tests the answers decide, by key; tests of a number no answer constrains are skipped."""
    constrained = {key for key, value in answers.items() if is_number(value)}
    constrained |= {test.fact for key, value in answers.items()
                    if isinstance(value, bool) and (test := NumericTest.parse(key)) is not None}
    tests = [t for t in tests if t.fact in constrained and not isinstance(answers.get(t.key), bool)]
    if not tests:
        return {}
    check = _Check(answers, {t.fact for t in tests})
    found = {}
    for test in tests:
        for value in (True, False):
            core = check.refutes(test, not value)
            if core is not None:
                found[test.key] = Derived(value, core)
                break
    return found


def conflict(answers: Mapping[str, Reply], key: str, value: bool | int | float) -> tuple[str, ...] | None:
    """The earlier answers that `key: value` contradicts, or None when it is consistent with them.

    `key` is a test answered yes or no, or a numeric fact answered with a number.
    """
    test = NumericTest.parse(key) if isinstance(value, bool) else None
    fact = test.fact if test is not None else key
    earlier = {k: v for k, v in answers.items() if k != key}
    check = _Check(earlier, {fact})
    if test is not None:
        return check.refutes(test, value)  # type: ignore[arg-type]
    return check.refutes(None, value)


class _Check:
    """The answers about some numbers, each tracked by its key so a refutation names them."""

    def __init__(self, answers: Mapping[str, Reply], facts: set[str]):
        self.ctx = z3.Context()
        self.vars = {fact: z3.Real(fact, self.ctx) for fact in facts}
        self.solver = z3.Solver(ctx=self.ctx)
        self.solver.set("timeout", TIMEOUT_MS)
        self.tracks: dict[str, z3.BoolRef] = {}
        for key, value in answers.items():
            if is_number(value) and key in self.vars:
                self._track(key, self.vars[key] == self._real(value))  # type: ignore[arg-type]
            elif isinstance(value, bool) and (test := NumericTest.parse(key)) is not None and test.fact in self.vars:
                self._track(key, self.formula(test, value))

    def _track(self, key: str, statement: z3.BoolRef) -> None:
        self.tracks[key] = literal = z3.Bool(f"answer {key}", self.ctx)
        self.solver.add(z3.Implies(literal, statement))

    def _real(self, value: int | float) -> z3.ArithRef:
        exact = Fraction(value)  # a float's exact value: Z3 is given no rounding of its own
        return z3.RealVal(exact.numerator, self.ctx) / z3.RealVal(exact.denominator, self.ctx)

    def formula(self, test: NumericTest, value: bool) -> z3.BoolRef:
        var, bound = self.vars[test.fact], self._real(test.bound)
        built = {"<": var < bound, "=<": var <= bound, ">": var > bound, ">=": var >= bound,
                 "=:=": var == bound, "=\\=": var != bound}[test.op]
        return built if value else z3.Not(built)

    def refutes(self, test: NumericTest | None, value: bool | int | float) -> tuple[str, ...] | None:
        """The answers that rule out `test` having `value` (or, with no test, the fact's number
        being `value`), or None when they do not (or Z3 cannot tell in time)."""
        if test is not None:
            claim = self.formula(test, value)  # type: ignore[arg-type]
        else:
            [var] = self.vars.values()
            claim = var == self._real(value)  # type: ignore[arg-type]
        probe = z3.Bool("probe", self.ctx)
        self.solver.push()
        self.solver.add(z3.Implies(probe, claim))
        try:
            if self.solver.check(probe, *self.tracks.values()) != z3.unsat:
                return None
            core = {str(literal) for literal in self.solver.unsat_core()}
        finally:
            self.solver.pop()
        return tuple(key for key, literal in self.tracks.items() if str(literal) in core)
