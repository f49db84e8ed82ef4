"""The typed model of one chunk's Prolog module: what every other part exchanges.

A module is data. Every clause, user fact and claim knows the sentence of the chunk it came
from, so a proof step can always be traced to a sentence, a chunk and a document.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .terms import Term, indicator

FactType = Literal["bool"]


@dataclass(frozen=True)
class Span:
    """Character offsets [start, end) of a sentence in the chunk's text."""

    start: int
    end: int


@dataclass(frozen=True)
class Clause:
    """A rule (body) or a universal fact (body None), and the sentence it came from."""

    head: Term
    body: Term | None = None
    sentence: int | None = None

    @property
    def indicator(self) -> tuple[str, int]:
        found = indicator(self.head)
        assert found is not None, "clause heads are callable"
        return found


@dataclass(frozen=True)
class UserFact:
    """A fact only the user can give: `name(true|false)`, asked with `question`."""

    name: str
    question: str
    type: FactType = "bool"
    sentence: int | None = None
    description: str = ""


@dataclass(frozen=True)
class Claim:
    """A 0-arity predicate a question can be about, with a one-line gloss."""

    name: str
    gloss: str
    sentence: int | None = None


@dataclass(frozen=True)
class PrologModule:
    id: str
    text: str = ""
    sentences: tuple[Span, ...] = ()
    clauses: tuple[Clause, ...] = ()
    user_facts: tuple[UserFact, ...] = ()
    claims: tuple[Claim, ...] = ()

    @property
    def rules(self) -> tuple[Clause, ...]:
        return tuple(c for c in self.clauses if c.body is not None)

    @property
    def facts(self) -> tuple[Clause, ...]:
        """Universal facts: true whatever the user says."""
        return tuple(c for c in self.clauses if c.body is None)

    def sentence_text(self, index: int | None) -> str:
        if index is None or not 0 <= index < len(self.sentences):
            return ""
        span = self.sentences[index]
        return self.text[span.start:span.end]

    def user_fact(self, name: str) -> UserFact | None:
        return next((f for f in self.user_facts if f.name == name), None)

    def claim(self, name: str) -> Claim | None:
        return next((c for c in self.claims if c.name == name), None)

    def defined(self) -> set[tuple[str, int]]:
        return {c.indicator for c in self.clauses}
