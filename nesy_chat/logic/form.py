"""What a logic problem means: facts, rules, orderings and a question, each tied to its sentence.

This is what a reader of problems produces (the controlled-English grammar now, an LLM
translator later) and what the router inspects to pick a solver. Facts and rules are the
rule-program literals themselves; orderings speak of ends of scales, not yet of numbers.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from nesy_chat.logic.lexicon import End
from nesy_chat.logic.solvers.base import Verdict
from nesy_chat.logic.solvers.rule_program import Fact, Literal, Rule


@dataclass(frozen=True)
class Rank:
    """`entity` is the `place`-th counted from `end`: "The owl is the second from the left."."""

    entity: str
    end: End
    place: int
    negated: bool = False
    sentence: int | None = None


@dataclass(frozen=True)
class Order:
    """`nearer` is closer to `end` than `farther`: "The hawk is to the right of the crow."."""

    nearer: str
    farther: str
    end: End
    negated: bool = False
    sentence: int | None = None


@dataclass(frozen=True)
class Arrangement:
    """Objects in a fixed order: "On a branch, there are three birds: a jay, an owl, and a crow."."""

    kind: str
    objects: tuple[str, ...]
    sentence: int | None = None


Ordering = Rank | Order
Statement = Literal | Rank | Order


@dataclass(frozen=True)
class Option:
    """An answer option: a verdict ("A) True") or a statement ("A) The owl is the leftmost.")."""

    label: str
    text: str
    verdict: Verdict | None = None
    statement: Statement | None = None


@dataclass(frozen=True)
class Question:
    """Either "is this statement true?" (`statement` set, options name verdicts) or
    "which option is `wanted`?" (options hold statements)."""

    text: str
    options: tuple[Option, ...]
    statement: Statement | None = None
    wanted: Verdict = "true"

    @property
    def queries(self) -> tuple[Statement, ...]:
        if self.statement is not None:
            return (self.statement,)
        return tuple(option.statement for option in self.options)

    @property
    def closed_world(self) -> bool:
        """A true-or-false question with no "unknown" option: what cannot be shown is false."""
        return self.statement is not None and all(option.verdict != "unknown" for option in self.options)

    def choose(self, verdicts: Sequence[Verdict]) -> str | None:
        """The option label the verdicts select, or None when they select none or several."""
        if self.statement is not None:
            labels = [option.label for option in self.options if option.verdict == verdicts[0]]
        else:
            labels = [option.label for option, verdict in zip(self.options, verdicts) if verdict == self.wanted]
        return labels[0] if len(labels) == 1 else None


@dataclass(frozen=True)
class Problem:
    sentences: tuple[str, ...]
    question: Question
    facts: tuple[Fact, ...] = ()
    rules: tuple[Rule, ...] = ()
    arrangements: tuple[Arrangement, ...] = ()
    orderings: tuple[Ordering, ...] = ()
