"""A conversation about one claim: a generator that asks only what can change the answer.

    conversation = Conversation(engine, "could_claim_mca", ["mca"])
    follow_up = next(conversation)          # FollowUp(question=..., fact=...)
    follow_up = conversation.send(False)    # True / False / None for "I don't know"
    ...                                     # StopIteration.value is the Answer

Before each question the claim is proved with every unasked fact unknown. If that decides
it, the conversation ends; otherwise it asks the first fact on the proof path whose answer
can still change the result. The proof is re-run after each answer (it takes well under a
millisecond), so the state is plain data a web session can keep and resume.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field, replace
from typing import Literal

from . import formula as formulas
from .engine import Engine, ProofResult

Label = Literal["yes", "no", "more", "irrelevant"]
_LABELS: dict[str, Label] = {"t": "yes", "f": "no", "u": "more"}


@dataclass(frozen=True)
class FollowUp:
    question: str
    fact: str
    module: str
    sentence: int | None
    sentence_text: str


@dataclass(frozen=True)
class Answer:
    label: Label
    claim: str | None
    modules: tuple[str, ...] = ()
    proof: ProofResult | None = None
    open_facts: tuple[str, ...] = ()
    answers: dict[str, bool | None] = field(default_factory=dict)
    negated: bool = False

    @property
    def used_facts(self) -> dict[str, bool | None]:
        """The user's answers this proof relied on."""
        if self.proof is None:
            return {}
        used = {node.fact for node in self.proof.nodes() if node.type == "user"}
        return {name: value for name, value in self.answers.items() if name in used}


@dataclass
class ConversationState:
    """Everything a conversation is: resume it with `Conversation.resume(engine, state)`."""

    claim: str
    modules: list[str]
    answers: dict[str, bool | None] = field(default_factory=dict)
    negated: bool = False


def irrelevant() -> Answer:
    """The answer when no claim of the knowledge base fits the question."""
    return Answer(label="irrelevant", claim=None)


def label_for(value: str, negated: bool = False) -> Label:
    label = _LABELS[value]
    if negated and label in ("yes", "no"):
        return "no" if label == "yes" else "yes"
    return label


def next_fact(formula: formulas.Formula, asked: dict[str, bool | None]) -> str | None:
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
                 answers: dict[str, bool | None] | None = None, negated: bool = False):
        self.engine = engine
        self.state = ConversationState(claim, list(modules), dict(answers or {}), negated)
        self.answer: Answer | None = None
        self.proof: ProofResult | None = None  # the latest proof: what a UI shows mid-conversation
        self._run = self._steps()

    @classmethod
    def resume(cls, engine: Engine, state: ConversationState) -> "Conversation":
        return cls(engine, state.claim, state.modules, state.answers, state.negated)

    def send(self, value):
        return self._run.send(value)

    def throw(self, typ, val=None, tb=None):
        return self._run.throw(typ, val, tb) if val is not None else self._run.throw(typ)

    def close(self) -> None:
        self._run.close()

    def _steps(self) -> Generator[FollowUp, bool | None, Answer]:
        state = self.state
        while True:
            result = self.proof = self.engine.prove(state.claim, state.modules, state.answers)
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
            reply = yield self._follow_up(fact)
            if reply not in (True, False, None):
                raise TypeError(f"answer a follow-up with True, False or None, not {reply!r}")
            state.answers[fact] = reply
        self.answer = Answer(
            label=label_for(result.value, state.negated),
            claim=state.claim,
            modules=tuple(state.modules),
            proof=result,
            open_facts=open_facts(result.formula) if result.value == "u" else (),
            answers=dict(state.answers),
            negated=state.negated,
        )
        return self.answer

    def _follow_up(self, fact: str) -> FollowUp:
        module_id, declaration = self.engine.user_fact(fact, self.state.modules)
        module = self.engine.modules[module_id]
        return FollowUp(declaration.question, fact, module_id, declaration.sentence,
                        module.sentence_text(declaration.sentence))


_YES = {"yes", "y", "yeah", "yep", "yup", "true", "correct", "right", "sure", "i do", "i am", "i have", "ja", "oui"}
_NO = {"no", "n", "nope", "nah", "false", "not really", "i don't", "i do not", "i am not", "i'm not",
       "i haven't", "i have not", "never"}
_UNKNOWN = {"?", "i don't know", "i dont know", "i do not know", "dont know", "don't know", "do not know",
            "not sure", "unsure", "unknown", "idk", "no idea", "maybe", "i'm not sure", "i am not sure",
            "no clue", "dunno"}


def parse_reply(text: str) -> bool | None:
    """'yes' -> True, 'nope' -> False, 'not sure' -> None; ValueError when it cannot tell."""
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
    raise ValueError(f"cannot read {text.strip()[:40]!r} as an answer: say yes, no or I don't know")


def run(conversation: Conversation, replies) -> tuple[list[FollowUp], Answer]:
    """Drive a conversation with a function from FollowUp to reply; for scripts and tests."""
    asked = []
    try:
        follow_up = next(conversation)
        while True:
            asked.append(follow_up)
            follow_up = conversation.send(replies(follow_up))
    except StopIteration as stop:
        return asked, stop.value
