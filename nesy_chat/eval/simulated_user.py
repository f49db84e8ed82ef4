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


class SimulatedUser:
    def __init__(self, context: Sequence[Turn], threshold: float = DEFAULT_THRESHOLD,
                 embedder: Embedder | None = None):
        self.context = tuple(context)
        self.threshold = threshold
        self.embedder = embedder or get_embedder()
        self.answered = 0
        self.unknown = 0

    def reply(self, follow_up: FollowUp | str) -> bool | None:
        """True / False from the most similar context question, None for "I don't know"."""
        question = follow_up.question if isinstance(follow_up, FollowUp) else follow_up
        answer = None
        if self.context:
            similarity = self.embedder.similarity([question], [turn.question for turn in self.context])[0]
            best = int(similarity.argmax())
            if similarity[best] >= self.threshold:
                answer = self.context[best].answer
        if answer is None:
            self.unknown += 1
        else:
            self.answered += 1
        return answer
