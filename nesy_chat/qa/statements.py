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

from nesy_chat.core.module import NumericTest, Operator, PrologModule, UserFact
from nesy_chat.core.terms import Compound, Term
from nesy_chat.kb.embeddings import Embedder, get_embedder
from nesy_chat.nlp import lexicon, questions, wordforms
from nesy_chat.nlp.amounts import Amount, When
from nesy_chat.nlp.clauses import Clause, Proposition, Quantity, alternatives, clauses, proposition, supposed
from nesy_chat.qa import quantities

Bounds = tuple[tuple[Operator, int | float], ...]  # what a message says of a number: each (op, bound) holds
FLOOR = 0.5  # cosine below which a match the words make is still refused; fixed in advance, never tuned
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
        said = clauses(text) + supposed(text)
        if not said:
            return ()
        found = [reading for fact in facts
                 for reading in (self._yes_no(fact, said) if fact.type == "bool" else self._numeric(fact, said))]
        return tuple(stated for _, stated in sorted(found, key=lambda pair: pair[0]))

    def _yes_no(self, fact: UserFact, said: Sequence[Clause]) -> list[tuple[int, Stated]]:
        condition = questions.positive(fact.description.strip().rstrip(".")) if fact.description.strip() else None
        target = proposition(condition.text) if condition else None
        if condition is None or target is None or not target.subjects:
            return []
        statement = condition.text
        stated = [(statement, target)]
        stated += [(words, p) for words in alternatives(statement) if (p := proposition(words)) is not None]
        opposed = [(words, p) for words in _opposites(statement) if (p := proposition(words)) is not None]
        readings: list[tuple[Clause, bool]] = []
        for clause in said:
            if not clause.negated and any(_covers(clause.proposition, option, exactly=False)
                                          for _, option in opposed) \
                    and not _covers(clause.proposition, target, exactly=False):
                readings.append((clause, condition.negated))  # "I'm self-employed": not an employee
            elif clause.negated:
                if any(_covers(denied, target, exactly=True) and self._near(words, statement)
                       for words, denied in _denied(clause)):
                    readings.append((clause, condition.negated))
            elif any(_covers(clause.proposition, option, exactly=False)
                     and self._near(_in_kinds(clause.statement, words), words) for words, option in stated):
                readings.append((clause, not condition.negated))
        readings += [(clause, value != condition.negated) for clause, value in self._compared(statement, said)]
        readings += [(clause, not condition.negated) for words, _ in stated[1:]
                     for clause, value in self._compared(words, said) if value]  # one alternative holds
        if len({value for _, value in readings}) != 1:
            return []  # nothing said, or said both ways
        clause, value = min(readings, key=lambda reading: reading[0].start)
        return [(clause.start, Stated(fact.name, value, clause.words, fact.question))]

    def _numeric(self, fact: UserFact, said: Sequence[Clause]) -> list[tuple[int, Stated]]:
        age = _AGE.match(fact.question)
        measure = _Measure(age_of=_who(age["who"])) if age else _measure_of(fact)
        if measure is None:
            return []
        found = {(bounds, clause) for clause in said if not clause.negated for quantity in clause.quantities
                 if (bounds := self._bounds(measure, clause, quantity)) is not None}
        if len({bounds for bounds, _ in found}) != 1:
            return []  # none, or two that disagree
        bounds, clause = min(found, key=lambda pair: pair[1].start)
        if len(bounds) == 1 and bounds[0][0] == "=:=":
            return [(clause.start, Stated(fact.name, bounds[0][1], clause.words, fact.question))]
        tests = [NumericTest(fact.name, c.op, c.bound) for c in fact.comparisons]
        decided = _decided(fact.name, bounds, tests)
        return [(clause.start, Stated(test.key, decided[test.key], clause.words, fact.test_question(test)))
                for test in tests if test.key in decided]

    def _compared(self, words: str, said: Sequence[Clause]) -> list[tuple[Clause, bool]]:
        """How the message answers a yes/no fact that is one comparison of a number ("you are
        21 or older", "you work at least 16 hours a week"): by a number it states of the same."""
        stated = clauses(words)
        if len(stated) != 1 or len(stated[0].quantities) != 1 or stated[0].negated \
                or re.search(r"\w", " ".join(words.split())[stated[0].end:]):
            return []  # not one comparison whole: 'born before 1958 and get the State Pension' is two
        quantity = stated[0].quantities[0]
        what = quantity.what
        if what.op is None:
            return []
        subjects = sorted(quantity.context.subjects)
        # whose age: the subject's, or a person the subject has ("you have a child under 5"),
        # of whom a statement that does not hold denies nothing: you may have another
        someone = quantity.context.subjects != stated[0].proposition.subjects
        if isinstance(what, When):  # "you were born on or before 5 April 1953"
            measure: _Measure | None = _Measure(dated=True, context=quantity.context)
            [(_, bound)] = _days(what)
        elif what.age:  # "you are 21 or older", and nothing else: not "you are disabled or aged 60 or above"
            person = {s.split()[-1] for s in subjects} if someone else set()
            pure = len(subjects) == 1 and all(w.forms & person for w in quantity.context.words)
            measure, bound = _Measure(age_of=subjects[0]) if pure else None, what.value
        else:
            unit = (what.currency, what.unit, what.period)
            measure, bound = _Measure(unit=unit, context=quantity.context), what.value
        if measure is None:
            return []
        test = NumericTest("number", what.op, bound)
        readings = []
        for clause in said:
            for found in clause.quantities:
                bounds = None if clause.negated else self._bounds(measure, clause, found)
                decided = _decided("number", bounds, [test]) if bounds is not None else {}
                if test.key in decided and (decided[test.key] or not someone):
                    readings.append((clause, decided[test.key]))
        return readings

    def _bounds(self, measure: _Measure, clause: Clause, quantity: Quantity) -> Bounds | None:
        """What a quantity of the clause says of the number `measure` describes, if it is that number."""
        what = quantity.what
        if measure.age_of:
            if measure.age_of not in quantity.context.subjects:  # whom the age is of
                return None
            if isinstance(what, When):  # a date of birth is an age only on a date stated
                born = what.op is None and any(lexicon.BIRTH in w.forms for w in quantity.context.words)
                return _age_on(what, self.today) if born and self.today is not None else None
            return _bounds_of(what) if what.age else None
        if isinstance(what, When) != measure.dated or isinstance(what, Amount) and (
                what.age or (what.currency, what.unit, what.period) != measure.unit):
            return None
        if not _covers(quantity.context, measure.context, exactly=False):
            return None
        return _days(what) if isinstance(what, When) else _bounds_of(what)

    def _near(self, said: str, statement: str) -> bool:
        return float(self.embedder.similarity([said], [statement])[0, 0]) >= self.floor


def _in_kinds(said: str, statement: str) -> str:
    """What is said, in the kinds the statement names its people by ("your husband died" ->
    "your partner died" against "your partner dies"), for the embedding's check of a match
    the words made."""
    words = set(re.findall(r"[a-z]+", statement.lower()))
    return re.sub(r"[A-Za-z]+", lambda m: next((k for k in sorted(lexicon.KINDS_OF.get(m.group(0).lower(), ()))
                                                 if k in words), m.group(0)), said)


def _opposites(statement: str) -> list[str]:
    """The statement with a word exchanged for one that excludes it (`lexicon.OPPOSITES`)."""
    found = []
    for one, other in lexicon.OPPOSITES:
        for word, instead in ((one, other), (other, one)):
            whole = re.compile(rf"(?<![\w-]){re.escape(word)}(?![\w-])", re.IGNORECASE)
            if whole.search(statement):
                found.append(whole.sub(instead, statement))
                break
    return found


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
    if fact.tense not in _TENSES[said.tense] and not (fact.tense == "present" and fact.root in lexicon.EVENTS):
        return False
    if not _within(fact.words, said.words) or not fact.names <= _vocabulary(said):
        return False
    return not exactly or (_within(said.words, fact.words) and said.names <= _vocabulary(fact))


def _within(words, others) -> bool:
    """Every word among the others (or a kind one of them is: a son is a child), on the same
    preposition and, where it has one, the same owner."""
    return all(any(w.forms & (o.forms | o.kinds) and w.role == o.role and w.owner in ("", o.owner) for o in others)
               for w in words)


def _vocabulary(p: Proposition) -> set[str]:
    return set(p.names).union(*(w.forms for w in p.words))


def _who(phrase: str) -> str:
    """A question's person as a clause names its subject: "you", "your child"."""
    words = phrase.lower().split()
    if len(words) == 2 and words[0] in _OWNERS:
        lemmas = wordforms.lemma(words[1], "NOUN")
        return f"{words[0]} {lemmas[0] if lemmas else words[1]}"
    return " ".join(words)


@dataclass(frozen=True)
class _Measure:
    """The number a fact asks for: someone's age, the date of what the rest of its clause
    says, or an amount with its unit and what the rest of its clause says it counts."""

    age_of: str = ""  # "you", "your child"
    dated: bool = False  # a date: when the rest of the clause happened
    unit: tuple[str, str, str] = ("", "", "")  # currency, counted noun, period
    context: Proposition | None = None


def _measure_of(fact: UserFact) -> _Measure | None:
    """What a numeric fact measures: "the number of hours you work a week" -> hours a week
    that "you work"; None when its description is of another form."""
    match = _MEASURED.match(fact.description.strip())
    if not match:
        return None
    words = match["rest"].split()
    kept = [w for k, w in enumerate(words) if not _period_word(words, k)]
    context = proposition(_DANGLING.sub("", " ".join(kept)))
    return _Measure(unit=signature(fact.unit), context=context) if context is not None else None


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
    elif words and lexicon.PERIODS.get(words[-1], words[-1]) != words[-1]:  # "weekly"; "years" is what is counted
        period, words = lexicon.PERIODS[words[-1]], words[:-1]
    counted = words[-1] if words else ""
    if counted in ("%", "percent"):
        return currency, "percent", period
    lemmas = wordforms.lemma(counted, "NOUN") if counted else ()
    return currency, lemmas[0] if lemmas else counted, period


def _bounds_of(amount: Amount) -> Bounds:
    """An approximate number is near its value, within a quarter of it: "about 80 hours a week"
    is at least 25 and not 60 or more ("about 60" decides neither)."""
    if amount.approximate and amount.op is None:
        return ((">=", amount.value * (1 - _NEAR)), ("=<", amount.value * (1 + _NEAR)))
    return ((amount.op or "=:=", amount.value),)


_NEAR = 0.25  # how far from its value "about", "around", "nearly" may put a number; fixed, never tuned


def _days(when: When) -> Bounds:
    """The days a date may be, as bounds on its ordinal: within it, or before or after it."""
    first, last = when.days()
    if when.op is None:
        return ((">=", first), ("=<", last))
    return ((when.op, first if when.op in (">=", "<") else last),)


def _age_on(birth: When, today: date) -> Bounds:
    """The age on `today` of someone born then: exact with a full date (or a month other than
    today's), else between its two possible values."""
    years = today.year - birth.year
    if birth.month is None or birth.month == today.month and birth.day is None:
        return ((">=", years - 1), ("=<", years))
    if birth.month != today.month or birth.day is None:
        return (("=:=", years - (today.month < birth.month)),)
    return (("=:=", years - ((today.month, today.day) < (birth.month, birth.day))),)


def _decided(name: str, bounds: Bounds, tests: Sequence[NumericTest]) -> dict[str, bool]:
    """The tests of the number `name` that what is known of it decides."""
    given = {NumericTest(name, op, bound).key: True for op, bound in bounds}
    decided = {key: derived.value for key, derived in quantities.derive(given, tests).items()}
    decided.update({test.key: True for test in tests if test.key in given})
    return decided
