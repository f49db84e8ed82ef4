"""Query composition by an LLM (paper, section 3.3.1): a question to one claim, or to none.

The claims in scope are ranked by cosine similarity to the question; the k best (10, the
paper's best setting) go to the model with the texts they come from. It may only choose among
them - the JSON schema lists their names - or answer "none", which means `irrelevant`. The
result is a `ClaimMatch`, as from `matching.match_claim`, so either can drive a conversation.
`LLMMatcher` is this as an Assistant's matcher (`ask --matcher llm`, the app), with the
embedding matcher standing in when the server does not answer: a chat goes on without it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from pydantic import create_model

from nesy_chat.core.errors import LLMError
from nesy_chat.kb.embeddings import Embedder, get_embedder
from nesy_chat.llm import connect
from nesy_chat.llm.base import LLM, ask, prompt
from nesy_chat.qa.matching import Candidate, ClaimMatch, Ranked, match_claim

MATCHERS = ("claims", "llm")

DEFAULT_K = 10
NONE = "none"


def compose_query(llm: LLM, question: str, options: Sequence[Candidate], embedder: Embedder | None = None,
                  k: int = DEFAULT_K) -> ClaimMatch:
    """The claim the model builds the question's query from, with its polarity; None: irrelevant."""
    if not options:
        return ClaimMatch(None, None, False, 0.0, ())
    embedder = embedder or get_embedder()
    cosines = embedder.similarity([question], [f"{o.claim.replace('_', ' ')}: {o.gloss}" for o in options])[0]
    order = sorted(range(len(options)), key=lambda i: -cosines[i])[:k]
    top = [options[i] for i in order]
    names = [o.claim if [t.claim for t in top].count(o.claim) == 1 else f"{o.claim}@{o.module}" for o in top]
    choice_model = create_model("QueryChoice", claim=(Literal[tuple([*names, NONE])], ...), negated=(bool, ...))
    texts = list(dict.fromkeys(o.context for o in top))
    listing = "\n".join(f"- {name}: {o.gloss} (text {texts.index(o.context) + 1})" for name, o in zip(names, top))
    quoted = "\n\n".join(f"Text {n}:\n{text}" for n, text in enumerate(texts, start=1))
    choice = ask(llm, prompt("compose_query", question=question, texts=quoted, claims=listing), choice_model)
    ranking = tuple(Ranked(o, True, float(cosines[i]), float(cosines[i]), False) for i, o in zip(order, top))
    if choice.claim == NONE:
        return ClaimMatch(None, None, False, float(cosines[order[0]]), ranking)
    position = names.index(choice.claim)
    chosen = top[position]
    return ClaimMatch(chosen.module, chosen.claim, choice.negated, float(cosines[order[position]]), ranking)


class LLMMatcher:
    """`compose_query` for every question; when the model fails (the server went away, a reply
    that stayed invalid), that question is matched by embedding, and `notice` says so once."""

    def __init__(self, llm: LLM, embedder: Embedder, k: int = DEFAULT_K):
        self.llm, self.embedder, self.k = llm, embedder, k
        self.notice: str | None = None

    def __call__(self, question: str, options: Sequence[Candidate], situation: str = "") -> ClaimMatch:
        try:
            return compose_query(self.llm, question, options, self.embedder, self.k)
        except LLMError as err:
            self.notice = self.notice or f"{err}. Matching claims by embedding instead."
            return match_claim(question, options, self.embedder, situation)


@dataclass(frozen=True)
class PickedMatcher:
    matcher: LLMMatcher | None  # None: the Assistant's own, by embedding
    notice: str | None = None  # why it is not the matcher asked for


def pick_matcher(name: str, embedder: Embedder, model: str | None = None, host: str | None = None,
                 k: int = DEFAULT_K) -> PickedMatcher:
    """The matcher called `name` ("claims", "llm"); the embedding one with a notice to show
    when the model cannot be used (no server, model not pulled)."""
    if name not in MATCHERS:
        raise ValueError(f"unknown matcher {name!r}: {', '.join(MATCHERS)}")
    if name == "claims":
        return PickedMatcher(None)
    try:
        return PickedMatcher(LLMMatcher(connect(model, host), embedder, k))
    except LLMError as err:
        return PickedMatcher(None, f"{err}. Matching claims by embedding instead.")
