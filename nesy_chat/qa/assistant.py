"""A question against a knowledge base: the hull, the best claim in it, a conversation.

The claims of the hull's best chunks are ranked against the question by `claims.match_claim`
(each with its chunk's text, title and headings as context); none relevant is `irrelevant`.
Only the best few: chunks further down are in the hull as context (a linked definition, a
page on a shared concept), not as what the question asks about, unless the user can say
nothing about the chosen claim: then the claims of the whole hull are ranked for the next
tries (a vague question, "Can I get a CAS?", often fits several texts on one subject, and
only the conversation tells which the user meant). The conversation's scope is
the claim's module and the modules it was linked to, loaded dependencies first, so a proof
that crosses chunks cites each of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from nesy_chat.core.errors import KnowledgeBaseError
from nesy_chat.core.module import PrologModule
from nesy_chat.kb.documents import index_text
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.nlp.polarity import neutral
from nesy_chat.prolog.engine import Engine
from nesy_chat.qa.dialogue import Answer, Conversation
from nesy_chat.qa.matching import Candidate, ClaimMatch, Ranked, match_claim
from nesy_chat.qa.retrieval import LogicalHull, Retriever

CLAIM_CHUNKS = 3  # the claims of the hull's best chunks are ranked; the rest are there as context
ALTERNATIVES = 6  # other claims of the hull tried when the user can answer nothing the first one asks


@dataclass(frozen=True)
class Asked:
    question: str
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
        match = rank_claims(self.retriever, hull, question, self.matcher)
        if match.irrelevant:
            return Asked(question, hull, match, None)
        return Asked(question, hull, match, Conversation(self.engine, match.claim, self.scope(match.module),
                                               negated=match.negated))

    def wider(self, asked: Asked) -> ClaimMatch:
        """The claims of every chunk in the hull ranked against the question: where `settle`
        looks for alternatives."""
        return rank_claims(self.retriever, asked.hull, asked.question, self.matcher, k=len(asked.hull.chunks))

    def scope(self, chunk_id: str) -> list[str]:
        """A conversation's modules, loaded: the claim's own, and those it was linked to."""
        self.module(chunk_id)
        return [chunk_id, *self.retriever.graph.requires(chunk_id)]

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


def rank_claims(retriever: Retriever, hull: LogicalHull, question: str, matcher: Matcher, k: int = CLAIM_CHUNKS,
                usable: Callable[[str], bool] = lambda chunk_id: True) -> ClaimMatch:
    """The claims of the hull's k best chunks (each with its chunk's text, title and headings as
    context) ranked against the question; a chunk without a module, or not `usable`, has none.
    The claims come from the graph: only the module a conversation runs on need be loaded."""
    stored = [r for r in retriever.stored(hull.chunks[:k]) if r.has_module and usable(r.chunk.id)]
    options = [Candidate(r.chunk.id, name, gloss, index_text(r.chunk))
               for r in stored for name, gloss in retriever.graph.claims(r.chunk.id)]
    retriever.remember(stored, [f"{o.module}::{o.claim}" for o in options], [neutral(o.gloss) for o in options])
    return matcher(question, options)


def alternatives(match: ClaimMatch, wider: ClaimMatch | None = None) -> list[Ranked]:
    """The next relevant claims of `wider` (a ranking over more chunks; else of `match`), best
    first: where to turn when the user can answer none of the questions about the chosen one
    (the question was likely about another). A claim's stated negation is the same
    proposition, and is not tried again."""
    def proposition(ranked: Ranked) -> tuple[str, str]:
        return ranked.candidate.module, neutral(ranked.candidate.gloss).lower()

    seen = {proposition(_chosen(match))}
    found = []
    for ranked in (wider or match).ranking:
        if ranked.relevant and proposition(ranked) not in seen and len(found) < ALTERNATIVES:
            seen.add(proposition(ranked))
            found.append(ranked)
    return found


def unanswered(answer: Answer) -> bool:
    """Whether no reply of the user's went into the answer: 'more' after nothing but 'I don't
    know', or a verdict reached without asking (then nothing the user said supports it)."""
    return not any(value is not None for value in answer.answers.values())


def settle(engine: Engine, match: ClaimMatch, scope: Callable[[str], list[str]],
           converse: Callable[[Conversation], Answer], announce: Callable[[Ranked], None] = lambda option: None,
           wider: Callable[[], ClaimMatch] | None = None) -> tuple[Candidate, bool, Answer]:
    """Hold the conversation on the matched claim (`converse` asks and answers it); when the user
    could answer none of its questions, try the alternatives in turn (of `wider()`, ranked only
    then, so the first follow-up waits on no more than the best chunks), each announced first,
    and keep the first conversation the user's replies bear on, else the first one's answer.
    Returns the claim answered, its polarity and the answer."""
    chosen = _chosen(match).candidate
    answer = converse(Conversation(engine, match.claim, scope(match.module), negated=match.negated))
    if answer.label != "more" or not unanswered(answer):
        return chosen, match.negated, answer
    said = dict(answer.answers)
    for option in alternatives(match, wider() if wider else None):
        announce(option)
        # what the user could not say is not asked again
        found = converse(Conversation(engine, option.candidate.claim, scope(option.candidate.module),
                                      answers=said, negated=option.negated))
        if not unanswered(found):
            return option.candidate, option.negated, found
        said.update(found.answers)
    return chosen, match.negated, answer


def _chosen(match: ClaimMatch) -> Ranked:
    """The matched claim's entry in the ranking (not always its first: an LLM matcher may pick another)."""
    return next(r for r in match.ranking if (r.candidate.module, r.candidate.claim) == (match.module, match.claim))
