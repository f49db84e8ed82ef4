"""The user in a benchmark: answers follow-up questions from what its context says, nothing more.

`SimulatedUser` holds the utterance's context as (question, yes/no) pairs. Asked something,
it takes the context question most similar to it (cosine, the same embedding model as
matching); at or above the threshold it gives that pair's answer, otherwise it does not know.
The threshold is fixed in advance (0.80) and never tuned on results.

`LLMUser` is the paper's simulated user (section 4): a language model reads the scenario,
history and evidence and answers yes, no or "I don't know".
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from pydantic import BaseModel

from nesy_chat.kb.embeddings import Embedder, get_embedder
from nesy_chat.llm.base import LLM, ask, prompt
from nesy_chat.qa.dialogue import FollowUp

DEFAULT_THRESHOLD = 0.80


@dataclass(frozen=True)
class Turn:
    """A follow-up question and its answer, from the history or the evidence."""

    question: str
    answer: bool


@dataclass(frozen=True)
class Reply:
    """One follow-up the system asked, the context question it was matched to, the answer."""

    question: str
    matched: str | None
    similarity: float
    answer: bool | None


class User:
    """A simulated user: `reply` answers a follow-up, and every reply is kept."""

    replies: list[Reply]

    def reply(self, follow_up: FollowUp | str) -> bool | None:
        raise NotImplementedError

    @property
    def answered(self) -> int:
        return sum(1 for reply in self.replies if reply.answer is not None)

    @property
    def unknown(self) -> int:
        return len(self.replies) - self.answered


class SimulatedUser(User):
    def __init__(self, context: Sequence[Turn], threshold: float = DEFAULT_THRESHOLD,
                 embedder: Embedder | None = None):
        self.context = tuple(context)
        self.threshold = threshold
        self.embedder = embedder or get_embedder()
        self.replies = []

    def reply(self, follow_up: FollowUp | str) -> bool | None:
        """True / False from the most similar context question, None for "I don't know"."""
        reply = self.lookup(follow_up.question if isinstance(follow_up, FollowUp) else follow_up)
        self.replies.append(reply)
        return reply.answer

    def lookup(self, question: str) -> Reply:
        """What `reply` would answer, without counting it as asked."""
        matched, similarity, answer = None, 0.0, None
        if self.context:
            similarities = self.embedder.similarity([question], [turn.question for turn in self.context])[0]
            best = int(similarities.argmax())
            matched, similarity = self.context[best].question, float(similarities[best])
            if similarity >= self.threshold:
                answer = self.context[best].answer
        return Reply(question, matched, similarity, answer)


class UserAnswer(BaseModel):
    answer: Literal["yes", "no", "unknown"]


class LLMUser(User):
    def __init__(self, llm: LLM, scenario: str, context: Sequence[Turn]):
        self.llm = llm
        self.context = describe_context(scenario, context)
        self.replies = []

    def reply(self, follow_up: FollowUp | str) -> bool | None:
        """True / False when the context says so, None for "I don't know"."""
        question = follow_up.question if isinstance(follow_up, FollowUp) else follow_up
        reply = ask(self.llm, prompt("simulated_user", context=self.context, question=question), UserAnswer)
        answer = {"yes": True, "no": False, "unknown": None}[reply.answer]
        self.replies.append(Reply(question, None, 0.0, answer))
        return answer


def describe_context(scenario: str, context: Sequence[Turn]) -> str:
    """Scenario, history and evidence as one text, as the paper gives them to its user."""
    lines = [f"Scenario: {scenario.strip()}"] if scenario.strip() else []
    lines += [f"Q: {turn.question} A: {'Yes' if turn.answer else 'No'}" for turn in context]
    return "\n".join(lines) or "(nothing)"
