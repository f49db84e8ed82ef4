"""A conversation about one claim: a generator that asks only what can change the answer.

    conversation = Conversation(engine, "could_claim_mca", ["mca"])
    follow_up = next(conversation)          # FollowUp(question=..., fact=...)
    follow_up = conversation.send(False)    # True / False / None for "I don't know"
    ...                                     # StopIteration.value is the Answer

Before each question the claim is proved with every unasked fact unknown. If that decides
it, the conversation ends; otherwise it asks the first fact on the proof path whose answer
can still change the result. The proof is re-run after each answer (it takes well under a
millisecond), so the state is plain data a web session can keep and resume.

A test of a numeric fact ("age >= 60") is asked as the text's yes/no question ("Are you 60
or over?") and also takes a number, which answers every test of that fact. Tests that what
the user said already decides are not asked (`quantities.derive`), and an answer that
contradicts earlier ones is refused with `ContradictionError`; the follow-up stays open.
"""

from __future__ import annotations

import math
import re
from collections.abc import Generator
from dataclasses import dataclass, field, replace
from typing import Literal

from nesy_chat.core import formula as formulas
from nesy_chat.core.errors import AnswerRangeError, ContradictionError, ReplyError
from nesy_chat.core.module import MAX_QUANTITY, NumericTest, Reply, amount, is_number, question_for
from nesy_chat.nlp.person import Person, addressed
from nesy_chat.prolog.engine import Engine, ProofResult
from nesy_chat.qa import quantities
from nesy_chat.qa.quantities import Derived

Label = Literal["yes", "no", "more", "irrelevant"]
_LABELS: dict[str, Label] = {"t": "yes", "f": "no", "u": "more"}


@dataclass(frozen=True)
class Quantity:
    """The numeric fact a follow-up's number answers, asked on its own by `question`."""

    fact: str
    question: str
    unit: str = ""


@dataclass(frozen=True)
class FollowUp:
    question: str
    fact: str  # a user fact, or the key of a test of a numeric one ("age >= 60")
    module: str
    sentence: int | None
    sentence_text: str
    quantity: Quantity | None = None  # set when a number answers it too

    def about(self, person: Person | None) -> FollowUp:
        """The follow-up asked of the person the user asks for ('Is your son under 16?')."""
        if person is None:
            return self
        quantity = self.quantity and replace(self.quantity, question=addressed(self.quantity.question, person))
        return replace(self, question=addressed(self.question, person), quantity=quantity)

    @property
    def accepts(self) -> tuple[str, ...]:
        """The kinds of answer `send` takes: "yes", "no", "unknown", and maybe "number"."""
        return ("yes", "no", "unknown", "number") if self.quantity else ("yes", "no", "unknown")


@dataclass(frozen=True)
class Answer:
    label: Label
    claim: str | None
    modules: tuple[str, ...] = ()
    proof: ProofResult | None = None
    open_facts: tuple[str, ...] = ()
    answers: dict[str, Reply] = field(default_factory=dict)
    negated: bool = False
    derived: dict[str, Derived] = field(default_factory=dict)  # tests decided by other answers
    person: Person | None = None  # whom the question asked about, when not the user: the verdict names them
    question: str = ""  # what was asked: the verdict quotes the sentence of a description that speaks to it

    @property
    def used_facts(self) -> dict[str, Reply]:
        """The user's answers this proof relied on (for a test decided by others, those)."""
        if self.proof is None:
            return {}
        used = set()
        for node in self.proof.nodes():
            if node.type == "user":
                used.add(node.fact)
            elif node.type == "comparison":
                derived = self.derived.get(node.goal)
                used.update((node.fact, node.goal, *(derived.because if derived else ())))
        return {name: value for name, value in self.answers.items() if name in used}


@dataclass
class ConversationState:
    """Everything a conversation is: resume it with `Conversation.resume(engine, state)`."""

    claim: str
    modules: list[str]
    answers: dict[str, Reply] = field(default_factory=dict)
    negated: bool = False


def irrelevant() -> Answer:
    """The answer when no claim of the knowledge base fits the question."""
    return Answer(label="irrelevant", claim=None)


def label_for(value: str, negated: bool = False) -> Label:
    label = _LABELS[value]
    if negated and label in ("yes", "no"):
        return "no" if label == "yes" else "yes"
    return label


def next_fact(formula: formulas.Formula, asked: dict[str, Reply]) -> str | None:
    """The first fact on the proof path, not yet asked, whose answer can change the result."""
    for name in formulas.facts(formula):
        if name not in asked and formulas.relevant(formula, name):
            return name
    return None


def open_facts(formula: formulas.Formula) -> tuple[str, ...]:
    return tuple(name for name in formulas.facts(formula) if formulas.relevant(formula, name))


class Conversation(Generator):
    """A generator of FollowUp questions that returns an Answer."""

    def __init__(self, engine: Engine, claim: str, modules: list[str],
                 answers: dict[str, Reply] | None = None, negated: bool = False):
        self.engine = engine
        self.state = ConversationState(claim, list(modules), dict(answers or {}), negated)
        self.answer: Answer | None = None
        self.proof: ProofResult | None = None  # the latest proof: what a UI shows mid-conversation
        self.derived: dict[str, Derived] = {}  # tests the answers decide: recomputed, not state
        self._pending: FollowUp | None = None
        self._run = self._steps()

    @classmethod
    def resume(cls, engine: Engine, state: ConversationState) -> Conversation:
        return cls(engine, state.claim, state.modules, state.answers, state.negated)

    def send(self, value):
        """Answer the pending follow-up (next() is send(None): "I don't know").

        Raises TypeError for a kind of answer the follow-up does not take, and ReplyError for
        one it refuses (ContradictionError: it contradicts earlier answers; AnswerRangeError:
        a number out of range); either way the follow-up stays open and can be answered again.
        """
        if self._pending is not None:
            self._take(self._pending, value)
        try:
            self._pending = self._run.send(value)
        except StopIteration:
            self._pending = None
            raise
        return self._pending

    def throw(self, typ, val=None, tb=None):
        return self._run.throw(typ, val, tb) if val is not None else self._run.throw(typ)

    def close(self) -> None:
        self._run.close()

    def _steps(self) -> Generator[FollowUp, Reply, Answer]:
        state = self.state
        while True:
            result = self._proved()
            if result.value in ("t", "f"):
                break
            fact = next_fact(result.formula, state.answers)
            if fact is None:
                if not open_facts(result.formula):
                    # Undecided in Kleene's logic but not in fact (p or not p): no answer
                    # can change it, so it is decided.
                    decided = formulas.evaluate(result.formula, dict.fromkeys(formulas.facts(result.formula), True))
                    result = replace(result, value="t" if decided else "f")
                break
            yield self._follow_up(fact)  # send() has checked and recorded the reply
        return self._concluded(result)

    def as_it_stands(self) -> Answer:
        """The answer on what is known now, asking nothing (an open question's: what the text
        says answers 'How long is the licence valid?', not whether its rule holds for the user)."""
        return self._concluded(self._proved())

    def _proved(self) -> ProofResult:
        """The proof on the answers so far, with the tests they settle decided."""
        while True:
            known = {**self.state.answers, **{key: d.value for key, d in self.derived.items()}}
            result = self.proof = self.engine.prove(self.state.claim, self.state.modules, known)
            if result.value in ("t", "f") or not self._derive(result.formula):
                return result

    def _concluded(self, result: ProofResult) -> Answer:
        state = self.state
        self.answer = Answer(
            label=label_for(result.value, state.negated),
            claim=state.claim,
            modules=tuple(state.modules),
            proof=result,
            open_facts=open_facts(result.formula) if result.value == "u" else (),
            answers=dict(state.answers),
            negated=state.negated,
            derived=dict(self.derived),
        )
        return self.answer

    def _derive(self, formula: formulas.Formula) -> bool:
        """Decide the open tests that earlier answers settle; whether any was."""
        tests = [test for name in formulas.facts(formula) if (test := NumericTest.parse(name)) is not None
                 and self.engine.user_fact(name, self.state.modules) is None and name not in self.derived]
        found = quantities.derive(self.state.answers, tests)
        self.derived.update(found)
        return bool(found)

    def _take(self, follow_up: FollowUp, value: Reply) -> None:
        """Check a reply against the follow-up and the earlier answers, then record it."""
        if is_number(value) and follow_up.quantity is not None:
            if isinstance(value, float) and not math.isfinite(value):
                raise TypeError(f"a number answer must be finite, not {value!r}")
            _check_range(value, follow_up.quantity)  # type: ignore[arg-type]
            key = follow_up.quantity.fact
        elif value is None or isinstance(value, bool):
            key = follow_up.fact
        else:
            kinds = "True, False, None or a number" if follow_up.quantity else "True, False or None"
            raise TypeError(f"answer this follow-up with {kinds}, not {value!r}")
        if value is not None and follow_up.quantity is not None:
            core = quantities.conflict(self.state.answers, key, value)
            if core:
                raise ContradictionError(self._contradiction(follow_up, value, core), core)
        self.state.answers[key] = value

    def _contradiction(self, follow_up: FollowUp, value: bool | int | float, core: tuple[str, ...]) -> str:
        """'No contradicts what you said before: yes to "Are you 60 or over?"'"""
        modules = [self.engine.modules[m] for m in self.state.modules]
        said = []
        for key in core:
            earlier = self.state.answers[key]
            if is_number(earlier):
                _, fact = self.engine.user_fact(key, self.state.modules)  # type: ignore[misc]
                said.append(f'{amount(earlier, fact.unit)} for "{fact.question}"')  # type: ignore[arg-type]
            else:
                question = question_for(key, modules)
                said.append(f'{"yes" if earlier else "no"} to "{question.text if question else key}"')
        given = amount(value, follow_up.quantity.unit) if is_number(value) else "yes" if value else "no"  # type: ignore
        return f"{given[:1].upper()}{given[1:]} contradicts what you said before: {'; '.join(said)}."

    def _follow_up(self, fact: str) -> FollowUp:
        question = question_for(fact, (self.engine.modules[m] for m in self.state.modules))
        assert question is not None, f"{fact} is asked but no module in scope declares it"
        module = self.engine.modules[question.module]
        quantity = question.quantity
        return FollowUp(question.text, fact, question.module, question.sentence,
                        module.sentence_text(question.sentence),
                        Quantity(quantity.name, quantity.question, quantity.unit) if quantity else None)


def _check_range(value: int | float, quantity: Quantity) -> None:
    """Refuse a number no rule could mean, in the quantity's unit."""
    if 0 <= value <= MAX_QUANTITY:
        return
    too_large = abs(value) > MAX_QUANTITY
    given = "That number is far too large" if too_large else f"{amount(value, quantity.unit)} cannot be right"
    raise AnswerRangeError(f'{given} for "{quantity.question}": give a number from {amount(0, quantity.unit)} '
                           f"to {amount(MAX_QUANTITY, quantity.unit)}.")


_YES = {"yes", "y", "yeah", "yep", "yup", "true", "correct", "right", "sure", "i do", "i am", "i have", "ja", "oui"}
_NO = {"no", "n", "nope", "nah", "false", "not really", "i don't", "i do not", "i am not", "i'm not",
       "i haven't", "i have not", "never"}
_UNKNOWN = {"?", "i don't know", "i dont know", "i do not know", "dont know", "don't know", "do not know",
            "not sure", "unsure", "unknown", "idk", "no idea", "maybe", "i'm not sure", "i am not sure",
            "no clue", "dunno"}


_ANY_NUMBER = re.compile(r"[£$€]?\s*-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
_DATE_WORDS = re.compile(r"\b(?:born|since|ago|until|before|after|in \d{4}|jan(?:uary)?|feb(?:ruary)?|march|"
                         r"april|may|june|july|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|"
                         r"dec(?:ember)?)\b|\d[/.-]\d")
_MAX_DIGITS = 30  # int() of thousands of digits is refused by Python itself, with its own words
_NUMBER = re.compile(r"^[£$€]?\s*(-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(?:\s*[a-z£$€][a-z£$€ ]*)?$")


def parse_reply(text: str, numbers: bool = False) -> Reply:
    """'yes' -> True, 'nope' -> False, 'not sure' -> None; with `numbers` also '£12,570' ->
    12570, '64 years' -> 64 and "I'm 67" -> 67. ValueError when it cannot tell."""
    if numbers and (match := _NUMBER.match(text.strip().lower())):
        number = match.group(1).replace(",", "")
        if len(number) > _MAX_DIGITS:
            raise ValueError(f"that number has {len(number):,} digits: far too large to be an answer")
        return float(number) if "." in number else int(number)
    cleaned = " ".join(text.lower().replace("’", "'").strip(" .!,\t\n").split())
    # Before the first-word rule below, which would read "no idea, sorry" as "no".
    if cleaned in _UNKNOWN or any(cleaned.startswith(phrase + sep) for phrase in _UNKNOWN for sep in " ,"):
        return None
    if cleaned in _YES:
        return True
    if cleaned in _NO:
        return False
    first = cleaned.split(" ", 1)[0].rstrip(",.!") if cleaned else ""
    if first in ("yes", "yeah", "yep", "y") :
        return True
    if first in ("no", "nope", "nah", "n"):
        return False
    if numbers:
        found = _ANY_NUMBER.findall(cleaned)
        # One number in a sentence ("I'm 67", "I work 12 hours a week"), unless it may be a date:
        # "born in 1950" is no age, and reading it as one would be a guess.
        if len(found) == 1 and not _DATE_WORDS.search(cleaned):
            return parse_reply(found[0], numbers=True)
        if found:
            why = "may be a date" if _DATE_WORDS.search(cleaned) else "holds more than one number"
            raise ValueError(f"{text.strip()[:40]!r} {why}: please give the number itself, for example 67")
    kinds = "yes, no, I don't know or a number" if numbers else "yes, no or I don't know"
    raise ValueError(f"cannot read {text.strip()[:40]!r} as an answer: say {kinds}")


def run(conversation: Conversation, replies) -> tuple[list[FollowUp], Answer]:
    """Drive a conversation with a function from FollowUp to reply; for scripts and tests.

    A reply the follow-up refuses counts as "I don't know": a script cannot think again.
    """
    asked = []
    try:
        follow_up = next(conversation)
        while True:
            asked.append(follow_up)
            try:
                follow_up = conversation.send(replies(follow_up))
            except ReplyError:
                follow_up = conversation.send(None)
    except StopIteration as stop:
        return asked, stop.value
