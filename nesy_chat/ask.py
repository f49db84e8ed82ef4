"""A question against a knowledge base: the hull, the best claim in it, a conversation.

The claims of the hull's best chunks are ranked against the question by `claims.match_claim`
(each with its chunk's text, title and headings as context); none relevant is `irrelevant`.
Only the best few: chunks further down are in the hull as context (a linked definition, a
page on a shared concept), not as what the question asks about. The conversation's scope is
the claim's module and the modules it was linked to, loaded dependencies first, so a proof
that crosses chunks cites each of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .claims import Candidate, ClaimMatch, match_claim, neutral
from .conversation import Conversation
from .documents import index_text
from .engine import Engine
from .errors import KnowledgeBaseError
from .module import PrologModule
from .retrieval import LogicalHull, Retriever
from .store import KnowledgeBase

CLAIM_CHUNKS = 3  # the claims of the hull's best chunks are ranked; the rest are there as context


@dataclass(frozen=True)
class Asked:
    hull: LogicalHull
    match: ClaimMatch
    conversation: Conversation | None  # None when the question is irrelevant to the knowledge base


Matcher = Callable[[str, Sequence[Candidate]], ClaimMatch]


class Asker:
    """Holds the retriever and an engine; modules are loaded on first use and stay loaded.
    `matcher` picks the claim among the hull's (default: `claims.match_claim`)."""

    def __init__(self, kb: KnowledgeBase, retriever: Retriever | None = None, engine: Engine | None = None,
                 matcher: Matcher | None = None):
        self.kb = kb
        self.retriever = retriever or Retriever(kb)
        self.engine = engine or Engine()
        self.embedder = self.retriever.embedder
        self.matcher = matcher or (lambda question, options: match_claim(question, options, self.embedder))

    def ask(self, question: str) -> Asked:
        hull = self.retriever.hull(question)
        stored = [r for r in self.retriever.stored(hull.chunks[:CLAIM_CHUNKS]) if r.has_module]
        modules = {r.chunk.id: self.module(r.chunk.id) for r in stored}
        options = [Candidate(r.chunk.id, claim.name, claim.gloss, index_text(r.chunk))
                   for r in stored for claim in modules[r.chunk.id].claims]
        self.retriever.remember(stored, [f"{o.module}::{o.claim}" for o in options],
                                [neutral(o.gloss) for o in options])
        match = self.matcher(question, options)
        if match.irrelevant:
            return Asked(hull, match, None)
        scope = [match.module, *self.retriever.graph.requires(match.module)]
        return Asked(hull, match, Conversation(self.engine, match.claim, scope, negated=match.negated))

    def module(self, chunk_id: str) -> PrologModule:
        """The chunk's module, loaded into the engine after the modules it calls into."""
        if chunk_id not in self.engine.modules:
            for required in self.retriever.graph.requires(chunk_id):
                self.module(required)
            module = self.kb.module(chunk_id)
            if module is None:
                raise KnowledgeBaseError(f"the module of chunk {chunk_id} is missing: ingest its document again")
            self.engine.load(module)
        return self.engine.modules[chunk_id]

    def close(self) -> None:
        self.engine.close()
