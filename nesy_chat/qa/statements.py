"""Facts from the user's own words: what a message already answers of a conversation's questions.

"I'm 67 and live in Spain, can I get Winter Fuel Payment?" answers "Do you live in Spain?"
(yes) and "How old are you?" (67), so neither is asked. Each clause the message states
(`nlp.clauses`) is compared with each fact the conversation could ask, part for part: the
same main verb and subject, every content word of the fact in the clause and on the same
preposition, the fact's names and numbers, the same modality ("want to", "can"), no word
that shifts the sense ("former", "outside"), and a tense that allows it. The embedding model
only confirms a match the words make (a floor of similarity); it never makes one.

- A denial answers "no" only when it denies just what the fact states ("I don't have a
  car"); "I live in Spain" says nothing of France, and "I'm not a UK resident" nothing of
  being a resident.
- A fact that lists alternatives ("you live in the UK, France or Spain") is answered "yes"
  by a statement of any one of them.
- A number answers a numeric fact when its unit, currency and period are the fact's and the
  rest of its clause states what the fact measures ("I work 12 hours a week"); an age, when
  it is said of the fact's person. A bound ("at least 16 hours a week") answers the fact's
  tests it decides. A date of birth gives an age only against a reference date the caller
  states (`today`).

Never a guess: readings that disagree answer nothing, and what is not answered is asked.
`Reader` is the seam for another way of reading (a language model's).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Protocol

from nesy_chat.core.module import NumericTest, PrologModule, UserFact
from nesy_chat.core.terms import Compound, Term
from nesy_chat.kb.embeddings import Embedder, get_embedder
from nesy_chat.nlp import lexicon, questions, wordforms
from nesy_chat.nlp.amounts import Amount, Birth
from nesy_chat.nlp.clauses import Clause, Proposition, Quantity, alternatives, clauses, proposition
from nesy_chat.qa import quantities

FLOOR = 0.5  # cosine below which a match the words make is still refused: the words said something else
_TENSES = {"present": {"present"}, "past": {"past", "perfect"}, "perfect": {"present", "past", "perfect"},
           "future": {"future"}}
_AGE = re.compile(r"^How old (?:are|is) (?P<who>[\w' ]+?)\?$")
_MEASURED = re.compile(r"^the (?:number of \S+|amount) (?P<rest>.+)$", re.IGNORECASE)
_DANGLING = re.compile(r"\s+(?:for|of|to|in|on|at|with|by)$", re.IGNORECASE)
_OWNERS = frozenset({"your", "their", "his", "her"})


@dataclass(frozen=True)
class Stated:
    """A fact the message states: what it answers, with what, and the user's words for it."""

    fact: str  # a yes/no fact, a numeric fact (answered by a number) or one of its tests ("age >= 60")
    value: bool | int | float
    words: str
    question: str  # the question it answers, in the rule's words


class Reader(Protocol):
    """Reads what a message states of the given facts (another reader, e.g. a language model's, fits here)."""

    def read(self, text: str, facts: Sequence[UserFact]) -> tuple[Stated, ...]: ...


def askable(modules: Iterable[PrologModule]) -> tuple[UserFact, ...]:
    """The facts a conversation over these modules could ask, each once, without the group
    questions: a group question restates other facts, and is asked only when they cannot be."""
    modules = list(modules)
    grouped = {name for module in modules for clause in module.rules for name in _groups(clause.body)}
    seen: dict[str, UserFact] = {}
    for module in modules:
        for fact in module.user_facts:
            if fact.name not in grouped:
                seen.setdefault(fact.name, fact)
    return tuple(seen.values())


def _groups(body: Term | None) -> Iterable[str]:
    if isinstance(body, Compound):
        if (body.functor, body.arity) == ("group", 2) and isinstance(body.args[0], Compound):
            yield body.args[0].functor
        for arg in body.args:
            yield from _groups(arg)


class StatementReader:
    """The reader of `nlp.clauses` and the embedding model (the default)."""

    def __init__(self, embedder: Embedder | None = None, today: date | None = None, floor: float = FLOOR):
        self.embedder = embedder or get_embedder()
        self.today = today
        self.floor = floor

    def read(self, text: str, facts: Sequence[UserFact]) -> tuple[Stated, ...]:
        """The answers the text clearly states, in the order of its words."""
        said = clauses(text)
        if not said:
            return ()
        found: list[tuple[int, Stated]] = []
        for fact in facts:
            readings = self._yes_no(fact, said) if fact.type == "bool" else self._numeric(fact, said)
            found += readings
        return tuple(stated for _, stated in sorted(found, key=lambda pair: pair[0]))

    def _yes_no(self, fact: UserFact, said: Sequence[Clause]) -> list[tuple[int, Stated]]:
        condition = questions.positive(fact.description.strip().rstrip(".")) if fact.description.strip() else None
        target = proposition(condition.text) if condition else None
        if condition is None or target is None or not target.subjects:
            return []
        statement = condition.text
        stated = [(statement, target)]
        stated += [(words, p) for words in alternatives(statement) if (p := proposition(words)) is not None]
        readings: list[tuple[Clause, bool]] = []
        for clause in said:
            if clause.negated:
                if any(_covers(denied, target, exactly=True) and self._near(words, statement)
                       for words, denied in _denied(clause)):
                    readings.append((clause, condition.negated))
            elif any(_covers(clause.proposition, option, exactly=False) and self._near(clause.statement, words)
                     for words, option in stated):
                readings.append((clause, not condition.negated))
        if len({value for _, value in readings}) != 1:
            return []  # nothing said, or said both ways
        clause, value = readings[0]
        return [(clause.start, Stated(fact.name, value, clause.words, fact.question))]

    def _numeric(self, fact: UserFact, said: Sequence[Clause]) -> list[tuple[int, Stated]]:
        values: dict[tuple, tuple[Clause, Quantity]] = {}
        age = _AGE.match(fact.question)
        target = None if age else _measured(fact)
        if not age and target is None:
            return []
        for clause in said:
            if clause.negated:
                continue
            for quantity in clause.quantities:
                known = self._age(quantity, _who(age["who"]), clause) if age else _amount(quantity, fact, target)
                if known is not None:
                    values.setdefault(known, (clause, quantity))
        if len(values) != 1:
            return []  # none, or two that disagree
        [(known, (clause, quantity))] = values.items()
        return [(clause.start, stated) for stated in _answers(fact, known, clause.words)]

    def _age(self, quantity: Quantity, who: str, clause: Clause) -> tuple | None:
        """The ages (one, or a bound) a quantity states of `who`."""
        if who not in clause.proposition.subjects:
            return None
        what = quantity.what
        if isinstance(what, Amount):
            return (what.op, what.value) if what.age else None
        if self.today is None:
            return None  # a year of birth is an age only on a date someone states
        return _age_on(what, self.today)

    def _near(self, said: str, statement: str) -> bool:
        return float(self.embedder.similarity([said], [statement])[0, 0]) >= self.floor


def _denied(clause: Clause) -> list[tuple[str, Proposition]]:
    """What a denial denies: its statement, and each alternative of it ("I don't have a car
    or a bike" denies having a car, and having a bike)."""
    options = [(clause.statement, clause.proposition)]
    options += [(words, p) for words in alternatives(clause.statement) if (p := proposition(words)) is not None]
    return options


def _covers(said: Proposition, fact: Proposition, exactly: bool) -> bool:
    """Whether a statement states what the fact does (`exactly`: and nothing besides, as a
    denial must, since denying more says nothing of the part)."""
    if said.root != fact.root or said.marks != fact.marks or not fact.subjects <= said.subjects:
        return False
    if fact.tense not in _TENSES[said.tense]:
        return False
    if not _within(fact.words, said.words) or not fact.names <= _vocabulary(said):
        return False
    return not exactly or (_within(said.words, fact.words) and said.names <= _vocabulary(fact))


def _within(words, others) -> bool:
    """Every word among the others, on the same preposition and, where it has one, the same owner."""
    return all(any(w.forms & o.forms and w.role == o.role and w.owner in ("", o.owner) for o in others)
               for w in words)


def _vocabulary(p: Proposition) -> set[str]:
    return set(p.names).union(*(w.forms for w in p.words))


def _who(phrase: str) -> str:
    """A question's person as a clause names its subject: "you", "your child"."""
    words = phrase.lower().split()
    if len(words) == 2 and words[0] in _OWNERS:
        return f"{words[0]} {wordforms.lemma(words[1], 'NOUN')[0] if wordforms.lemma(words[1], 'NOUN') else words[1]}"
    return " ".join(words)


def _measured(fact: UserFact) -> Proposition | None:
    """What a numeric fact measures, as a statement: "the number of hours you work a week"
    -> "you work"; None when its description is of another form."""
    match = _MEASURED.match(fact.description.strip())
    if not match:
        return None
    words = [w for w in match["rest"].split()]
    kept = [w for k, w in enumerate(words) if not _period_word(words, k)]
    return proposition(_DANGLING.sub("", " ".join(kept)))


def _period_word(words: list[str], k: int) -> bool:
    word = words[k].lower()
    following = words[k + 1].lower() if k + 1 < len(words) else ""
    return word in lexicon.PERIOD_LEADS and following in lexicon.PERIODS or word in lexicon.PERIODS and (
        k > 0 and words[k - 1].lower() in lexicon.PERIOD_LEADS or word.endswith("ly") or word == "annum")


def signature(unit: str) -> tuple[str, str, str]:
    """A numeric fact's unit as currency, counted noun and period: "£ a week" -> ("£", "", "week")."""
    words = unit.lower().replace("per cent", "percent").split()
    currency = words.pop(0) if words and words[0] in ("£", "$", "€") else ""
    period = ""
    if len(words) >= 2 and words[-2] in lexicon.PERIOD_LEADS and words[-1] in lexicon.PERIODS:
        period, words = lexicon.PERIODS[words[-1]], words[:-2]
    elif words and words[-1] in lexicon.PERIODS and words[-1] not in ("week", "year", "month", "day", "hour"):
        period, words = lexicon.PERIODS[words[-1]], words[:-1]
    counted = words[-1] if words else ""
    if counted in ("%", "percent"):
        return currency, "percent", period
    lemmas = wordforms.lemma(counted, "NOUN") if counted else ()
    return currency, lemmas[0] if lemmas else counted, period


def _amount(quantity: Quantity, fact: UserFact, target: Proposition) -> tuple | None:
    """The number (or bound) a quantity gives the fact: same unit, and its clause states
    what the fact measures."""
    what = quantity.what
    if not isinstance(what, Amount) or what.age:
        return None
    if (what.currency, what.unit, what.period) != signature(fact.unit):
        return None
    if not _covers(quantity.context, target, exactly=False):
        return None
    return what.op, what.value


def _age_on(birth: Birth, today: date) -> tuple:
    """The age of someone born then, on `today`: exact with a full date, else its two possible values."""
    years = today.year - birth.year
    if birth.month is None or birth.month == today.month and birth.day is None:
        return ("between", years - 1, years)
    if birth.month != today.month or birth.day is None:
        return (None, years - (today.month < birth.month))
    return (None, years - ((today.month, today.day) < (birth.month, birth.day)))


def _answers(fact: UserFact, known: tuple, words: str) -> list[Stated]:
    """What a number or bound answers: the fact itself, or the tests of it the bound decides."""
    op = known[0]
    if op is None:
        return [Stated(fact.name, known[1], words, fact.question)]
    if op == "between":
        given = {NumericTest(fact.name, ">=", known[1]).key: True, NumericTest(fact.name, "=<", known[2]).key: True}
    else:
        given = {NumericTest(fact.name, op, known[1]).key: True}
    tests = [NumericTest(fact.name, c.op, c.bound) for c in fact.comparisons]
    decided = {key: derived.value for key, derived in quantities.derive(given, tests).items()}
    decided.update({test.key: True for test in tests if test.key in given})
    return [Stated(test.key, decided[test.key], words, fact.test_question(test)) for test in tests
            if test.key in decided]
