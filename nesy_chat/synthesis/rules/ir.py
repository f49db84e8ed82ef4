"""The rule IR every pass reads and writes: a rule is a conclusion under a condition tree.

Conditions are stated positively (a `Leaf` is "you are 18", never "you are not 18"); negation
is a flag or a `Not`, so a question never carries it and the engine's yes/no stays the user's.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class Leaf:
    text: str  # the condition stated positively
    negated: bool
    unit: int


@dataclass(frozen=True)
class All:
    parts: tuple
    together: str = ""  # a statement of all the parts at once, asked first (`group/2`)


@dataclass(frozen=True)
class Any:
    parts: tuple
    together: str = ""  # a statement of the parts as alternatives, asked first


@dataclass(frozen=True)
class Not:
    part: object


Condition = Leaf | All | Any | Not


def _rewritten(condition: Condition, rewrite) -> Condition:
    """The condition with every statement in it (a leaf's, a group's `together`) rewritten."""
    if isinstance(condition, Leaf):
        return replace(condition, text=rewrite(condition.text))
    if isinstance(condition, Not):
        return Not(_rewritten(condition.part, rewrite))
    return replace(condition, parts=tuple(_rewritten(p, rewrite) for p in condition.parts),
                   together=rewrite(condition.together) if condition.together else "")


def _units(condition: Condition | None) -> set[int]:
    """The sentences a condition was read from."""
    if condition is None:
        return set()
    if isinstance(condition, Leaf):
        return {condition.unit}
    if isinstance(condition, Not):
        return _units(condition.part)
    return set().union(*(_units(part) for part in condition.parts))


def _conjoined(condition: Condition | None, extra: Condition) -> Condition:
    """The condition with one more part that must hold too; that part alone where there was none."""
    return extra if condition is None else All((condition, extra))


@dataclass(frozen=True)
class Rule:
    conclusion: str  # stated positively
    negated: bool  # the text concludes the negation ("you can't ...")
    condition: Condition | None
    unit: int
    required: bool = False  # a requirement ("you must be 18"): all of them hold, not any
    construct: str = field(default="", compare=False)  # the construct that read it (`constructs.py`)
