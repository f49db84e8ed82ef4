"""The typed model of one chunk's Prolog module: what every other part exchanges.

A module is data. Every clause, user fact and claim knows the sentence of the chunk it came
from, so a proof step can always be traced to a sentence, a chunk and a document.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from nesy_chat.core.terms import Term, goals, indicator

FactType = Literal["bool", "number"]
Operator = Literal["<", "=<", ">", ">=", "=:=", "=\\="]
OPERATORS: tuple[Operator, ...] = ("<", "=<", ">", ">=", "=:=", "=\\=")
_NEEDS = {"<": "less than", "=<": "at most", ">": "more than", ">=": "at least", "=:=": "exactly",
          "=\\=": "other than"}
_CURRENCY = ("£", "$", "€")
Reply = bool | int | float | None  # yes / no, a number for a numeric fact, None: "I don't know"
_KEY = re.compile(r"^(?P<fact>.+) (?P<op>[<>=\\:]+) (?P<bound>-?\d+(?:\.\d+)?(?:e[+-]?\d+)?)$")


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


def is_number(value: object) -> bool:
    """A number answer (True and False are ints to Python, not numbers here)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def plain_number(value: int | float) -> int | float:
    """A whole float as an int, so 60.0 and 60 name the same test (meta.pl does the same)."""
    if isinstance(value, float) and math.isfinite(value) and value == int(value) and abs(value) < 1e15:
        return int(value)
    return value


_BUILTINS = {"true", "fail", "false", *OPERATORS}  # goals that ask nothing
MAX_QUANTITY = 10**15  # no amount, age or duration a rule compares with comes near it


def amount(value: int | float, unit: str = "") -> str:
    """A number in words with its unit: (12570, "£ a year") -> "£12,570 a year"."""
    value = plain_number(value)
    number = f"{value:,}" if isinstance(value, int) else f"{value:,.2f}".rstrip("0").rstrip(".")
    currency = next((c for c in _CURRENCY if unit.startswith(c)), "")
    rest = unit[len(currency):].strip()
    return f"{currency}{number}" + (f" {rest}" if rest else "")


@dataclass(frozen=True)
class NumericTest:
    """`fact op bound`: a comparison of a numeric user fact with a number.

    While the user has not given the number, the engine leaves each test undecided: it is
    an atom of the residual formula, named by `key` ("age >= 60"), answered yes or no.
    """

    fact: str
    op: Operator
    bound: int | float

    def __post_init__(self) -> None:
        if self.op not in OPERATORS:
            raise ValueError(f"{self.op!r} is not a comparison; use one of {' '.join(OPERATORS)}")
        object.__setattr__(self, "bound", plain_number(self.bound))

    @property
    def key(self) -> str:
        return f"{self.fact} {self.op} {self.bound!r}"

    @classmethod
    def parse(cls, key: str) -> NumericTest | None:
        """The test a key names, None when it names none (a plain user fact)."""
        match = _KEY.match(key)
        if not match or match.group("op") not in OPERATORS:
            return None
        bound = match.group("bound")
        number = float(bound) if any(c in bound for c in ".e") else int(bound)
        return cls(match.group("fact"), match.group("op"), number)  # type: ignore[arg-type]

    def holds(self, value: int | float) -> bool:
        return {"<": value < self.bound, "=<": value <= self.bound, ">": value > self.bound,
                ">=": value >= self.bound, "=:=": value == self.bound, "=\\=": value != self.bound}[self.op]

    def needs(self, unit: str = "") -> str:
        """What the test asks for, in words: "at least 60 years"."""
        return f"{_NEEDS[self.op]} {amount(self.bound, unit)}"


@dataclass(frozen=True)
class Comparison:
    """A test the text states on a numeric user fact, and the yes/no question that asks it
    in the text's own words ("Are you 60 or over?")."""

    op: Operator
    bound: int | float
    question: str
    sentence: int | None = None


@dataclass(frozen=True)
class UserFact:
    """A fact only the user can give, asked with `question`: `name(true|false)`, or for a
    numeric fact `name(N)` with N compared in the rule (`age(A), A >= 60`).

    A numeric fact's `comparisons` ask its tests as yes/no questions; a number answers
    them all. `unit` says what the number counts ("years", "£ a year").
    """

    name: str
    question: str
    type: FactType = "bool"
    sentence: int | None = None
    description: str = ""
    unit: str = ""
    comparisons: tuple[Comparison, ...] = ()

    def comparison(self, test: NumericTest) -> Comparison | None:
        return next((c for c in self.comparisons if NumericTest(self.name, c.op, c.bound) == test), None)

    def test_question(self, test: NumericTest) -> str:
        """The question for a test: the text's own, or one built from the description."""
        declared = self.comparison(test)
        if declared is not None:
            return declared.question
        about = self.description or " ".join(self.name.split("_"))
        return f"Is {about} {test.needs(self.unit)}?"


@dataclass(frozen=True)
class Claim:
    """A 0-arity predicate a question can be about, with a one-line gloss."""

    name: str
    gloss: str
    sentence: int | None = None


@dataclass(frozen=True)
class Origin:
    """Who made a module, so a reader of its proof knows whether a compiler or a model wrote
    the rules it rests on, and which one."""

    synthesizer: str  # "rules", "llm", "llm-structured", or a plug-in's name
    version: str = ""  # the synthesizer's code (rules: a digest of the compiler's source)
    model: str = ""  # the language model that wrote it ("ollama/qwen2.5:7b")
    prompt: str = ""  # a digest of the prompt files it was written from
    failed: str = ""  # why the synthesizer asked for could not make it: this module stands in

    @property
    def label(self) -> str:
        """In words: "ollama/qwen2.5:7b (llm-structured synthesizer, prompt 1a2b3c4d)"."""
        made = (f"{self.model} ({self.synthesizer} synthesizer, prompt {self.prompt})" if self.model
                else f"the {self.synthesizer} synthesizer" + (f" {self.version}" if self.version else ""))
        return f"{made}, standing in: {self.failed}" if self.failed else made


@dataclass(frozen=True)
class PrologModule:
    id: str
    text: str = ""
    sentences: tuple[Span, ...] = ()
    clauses: tuple[Clause, ...] = ()
    user_facts: tuple[UserFact, ...] = ()
    claims: tuple[Claim, ...] = ()
    origin: Origin | None = None  # None: not recorded (a hand-written module, or an older knowledge base)

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

    def asks_user(self, name: str) -> bool:
        """Whether proving the predicate may ask the user something: some clause of it reaches
        a user fact, or a predicate this module does not define (another module's). A claim
        that asks nothing is what the text states of every reader."""
        facts, defined = {f.name for f in self.user_facts}, {c.indicator for c in self.clauses}
        seen, todo = set(), [(name, 0)]
        while todo:
            if (goal := todo.pop()) in seen:
                continue
            seen.add(goal)
            if goal[0] in facts or goal not in defined and goal[0] not in _BUILTINS:
                return True
            todo += [found for c in self.clauses if c.indicator == goal and c.body is not None
                     for g in goals(c.body) if (found := indicator(g)) is not None]
        return False


@dataclass(frozen=True)
class Question:
    """How an atom of a residual formula is asked, and where the question comes from. For a
    test, `quantity` is its numeric fact: a number answers the question too."""

    text: str
    module: str
    sentence: int | None
    quantity: UserFact | None = None


def question_for(key: str, modules: Iterable[PrologModule]) -> Question | None:
    """The question for a user fact or a test, from the first module in scope that states it;
    a test no module states is asked from its numeric fact's description."""
    modules = list(modules)
    test = NumericTest.parse(key)
    numeric: tuple[PrologModule, UserFact] | None = None
    for module in modules:
        fact = module.user_fact(key)
        if fact is not None:
            return Question(fact.question, module.id, fact.sentence)
        fact = module.user_fact(test.fact) if test else None
        if fact is not None and fact.type == "number":
            declared = fact.comparison(test)  # type: ignore[arg-type]
            if declared is not None:
                return Question(declared.question, module.id, declared.sentence, fact)
            numeric = numeric or (module, fact)
    if numeric is None:
        return None
    module, fact = numeric
    return Question(fact.test_question(test), module.id, fact.sentence, fact)  # type: ignore[arg-type]
