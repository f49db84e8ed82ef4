"""The user in a benchmark: answers follow-up questions from what its context says, nothing more.

It holds the utterance's context as (question, yes/no) pairs. Asked something, it takes the
context question most similar to it (cosine, the same embedding model as matching); at or
above the threshold it gives that pair's answer, otherwise it does not know. The threshold
is fixed in advance (0.80) and never tuned on results.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..conversation import FollowUp
from ..embeddings import Embedder, get_embedder

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


class SimulatedUser:
    def __init__(self, context: Sequence[Turn], threshold: float = DEFAULT_THRESHOLD,
                 embedder: Embedder | None = None):
        self.context = tuple(context)
        self.threshold = threshold
        self.embedder = embedder or get_embedder()
        self.replies: list[Reply] = []

    def reply(self, follow_up: FollowUp | str) -> bool | None:
        """True / False from the most similar context question, None for "I don't know"."""
        question = follow_up.question if isinstance(follow_up, FollowUp) else follow_up
        matched, similarity, answer = None, 0.0, None
        if self.context:
            similarities = self.embedder.similarity([question], [turn.question for turn in self.context])[0]
            best = int(similarities.argmax())
            matched, similarity = self.context[best].question, float(similarities[best])
            if similarity >= self.threshold:
                answer = self.context[best].answer
        self.replies.append(Reply(question, matched, similarity, answer))
        return answer

    @property
    def answered(self) -> int:
        return sum(1 for reply in self.replies if reply.answer is not None)

    @property
    def unknown(self) -> int:
        return len(self.replies) - self.answered
