"""Hybrid retrieval (SymbolLKG §3.2): anchors from Chroma and BM25, a walk along the graph,
and the result as a Logical Hull.

1. Anchors. Dense (Chroma, cosine) and BM25 candidates, unioned, and the chunks *about* a
   concept the question names (its title or heading: the entity pass). A chunk's own
   relevance: its cosine and its BM25 score, each divided by the best of the question,
   plus a bonus for the entity pass. A question names a concept with one of its noun
   chunks, or by spelling out a chunk's title word for word ("the Siege of Cassel").
2. Walk from the best anchors: along DEPENDS_ON to the chunks whose rules theirs call;
   along MENTIONS to chunks about (or, less, mentioning) the same concepts; along IS_A and
   APPLIES_TO from the concepts the question names. A linked chunk scores the larger of its
   own relevance and HOP x (the link's strength: its anchor's relevance, times the hop's
   weight) + (1 - HOP) x (its own relevance): a bridge paragraph that shares few words with
   the question still ranks just below the anchor that names it. Concepts that many chunks
   mention lead nowhere in particular and are not walked.
3. Cover the question: the best chunks are reordered greedily, each also scoring for the
   question's words (by inverse document frequency) that no chunk above it holds, so a
   multi-hop question's second half outranks another chunk on its first half.
4. Prune to the best chunks; the hull holds them with their documents, rules, claims, user
   facts, questions and the concepts that brought them in, each node saying why it is there.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np

from nesy_chat.kb import concepts as concept_keys
from nesy_chat.kb.documents import index_text
from nesy_chat.kb.embeddings import Embedder, get_embedder
from nesy_chat.kb.graph import (
    APPLIES_TO,
    CHUNK,
    CONCEPT,
    DEPENDS_ON,
    IS_A,
    MENTIONS,
    QUESTION,
    USER_FACT,
    chunk_node,
    concept_node,
    knowledge_graph,
)
from nesy_chat.kb.lexical import lexical_index
from nesy_chat.kb.store import KnowledgeBase, StoredChunk

CANDIDATES = 30  # from each of dense and BM25
ANCHORS = 5  # the best of the union, where the walk starts
ENTITY_BONUS = 0.5  # a chunk about a concept the question names
HOP = 0.8  # a linked chunk's score: this much its link's strength, the rest its own relevance
MENTION_HOP = 0.5  # a chunk that only mentions the concept (is not about it) counts this much
DEPENDENCY_HOP = 0.9  # a chunk whose rules an anchor's rules call: nearly the anchor itself
MAX_SHARED = 0.02  # a concept mentioned by more than this share of chunks (and over 5) is not walked
MAX_CHUNKS = 8  # chunks kept in the hull
POOL = 16  # the best chunks, reordered by the question's words each adds to those above it
COVERAGE = 0.5  # the weight of those words (as a share of the question's)
MIN_RELATIVE = 0.25  # nor any below this share of the best chunk's score
MODES = ("dense", "bm25", "hybrid")


@dataclass(frozen=True)
class HullNode:
    id: str
    type: str
    label: str
    score: float
    why: str


@dataclass(frozen=True)
class HullEdge:
    source: str
    target: str
    type: str


@dataclass(frozen=True)
class LogicalHull:
    """What retrieval found for a question: chunks best first, and the graph around them."""

    question: str
    chunks: tuple[str, ...]  # chunk ids, best first
    nodes: tuple[HullNode, ...]
    edges: tuple[HullEdge, ...]

    def node(self, node_id: str) -> HullNode | None:
        return next((n for n in self.nodes if n.id == node_id), None)

    def joined(self, other: LogicalHull) -> LogicalHull:
        """This hull with what another found that it did not, after its own: one question's
        hull with that of the question and the user's situation read together."""
        nodes = {n.id: n for n in self.nodes}
        nodes.update((n.id, n) for n in other.nodes if n.id not in nodes)
        return LogicalHull(self.question, tuple(dict.fromkeys((*self.chunks, *other.chunks))), tuple(nodes.values()),
                           tuple(dict.fromkeys((*self.edges, *other.edges))))

    def to_json(self) -> dict:
        return {"question": self.question, "chunks": list(self.chunks),
                "nodes": [vars(n) for n in self.nodes], "edges": [vars(e) for e in self.edges]}


@dataclass
class _Scored:
    score: float
    why: str
    via: list[tuple[str, str, str]] = field(default_factory=list)  # graph edges that brought the chunk in


class _Relevance:
    """A chunk's own relevance to the question: its cosine and its BM25 score, each relative
    to the best of the question, plus ENTITY_BONUS when it is about a concept the question
    names; scaled to [0, 1]. `candidates` are the dense and BM25 candidates and the named
    concepts' chunks; any other chunk is scored when the walk reaches it."""

    def __init__(self, retriever: Retriever, question: str, query: np.ndarray, named: Sequence[str]):
        self.retriever = retriever
        self.query = query
        dense = dict(retriever.kb.nearest(query, CANDIDATES))
        self.lexical = retriever.lexical.scores(question)
        top_lexical = sorted(self.lexical, key=lambda c: -self.lexical[c])[:CANDIDATES]
        self.named = {chunk for concept in named for chunk, about in retriever.mentioning(concept) if about}
        self.candidates = list(dict.fromkeys([*dense, *top_lexical, *self.named]))
        self.cosine = retriever.cosines(self.candidates, query)
        self.best_cosine = max([*self.cosine.values(), 1e-6])
        self.best_lexical = max([*self.lexical.values(), 1e-6])

    def own(self, chunk: str) -> float:
        if chunk not in self.cosine:
            self.add([chunk])
        score = max(self.cosine[chunk], 0.0) / self.best_cosine + self.lexical.get(chunk, 0.0) / self.best_lexical
        return (score + (ENTITY_BONUS if chunk in self.named else 0.0)) / (2 + ENTITY_BONUS)

    def add(self, chunks: Iterable[str]) -> None:
        """Score these chunks too (one fetch of their vectors)."""
        missing = [c for c in chunks if c not in self.cosine]
        self.cosine.update(self.retriever.cosines(missing, self.query))

    def why(self, chunk: str) -> str:
        parts = [f"cosine {self.cosine.get(chunk, 0.0):.2f}"]
        parts += [f"BM25 {self.lexical[chunk]:.1f}"] if chunk in self.lexical else []
        parts += ["about a concept the question names"] if chunk in self.named else []
        return ", ".join(parts)


class Retriever:
    """Retrieval over one knowledge base as it was when opened (open another after ingest):
    its graph and BM25 index in memory, chunk vectors fetched from Chroma once each."""

    def __init__(self, kb: KnowledgeBase, embedder: Embedder | None = None):
        self.kb = kb
        self.embedder = embedder or get_embedder(kb.manifest.model)
        self.graph = knowledge_graph(kb)
        self.lexical = lexical_index(kb)
        self._chunks: dict[str, StoredChunk] = {}
        self._vectors: dict[str, np.ndarray] = {}
        self._claims_remembered: set[str] = set()
        self._max_shared = max(5, int(MAX_SHARED * self.graph.chunk_count()))
        self._titles = self._names()

    # --- the three rankings ----------------------------------------------------------------

    def dense(self, question: str, k: int = CANDIDATES) -> list[tuple[str, float]]:
        return self.kb.nearest(self.embedder.encode([question])[0], k)

    def bm25(self, question: str, k: int = CANDIDATES) -> list[tuple[str, float]]:
        scores = self.lexical.scores(question)
        return sorted(scores.items(), key=lambda item: -item[1])[:k]

    def ranking(self, question: str, mode: str = "hybrid") -> list[str]:
        """Chunk ids, best first: by one retriever alone, or as the hull orders them."""
        if mode == "dense":
            return [chunk for chunk, _ in self.dense(question)]
        if mode == "bm25":
            return [chunk for chunk, _ in self.bm25(question)]
        return list(self.hull(question).chunks)

    # --- the hull --------------------------------------------------------------------------

    def hull(self, question: str) -> LogicalHull:
        query = self.embedder.encode([question])[0]
        keys = [*concept_keys.question_concepts(question), *concept_keys.names_in(question, self._titles)]
        named = [n for n in dict.fromkeys(map(concept_node, keys)) if n in self.graph.graph]
        relevance = _Relevance(self, question, query, named)
        anchors = sorted(relevance.candidates, key=lambda c: -relevance.own(c))[:ANCHORS]
        links = self._walk(anchors, relevance.own, named)
        relevance.add(links)
        scored = {}
        for chunk in dict.fromkeys([*relevance.candidates, *links]):
            own, why = relevance.own(chunk), relevance.why(chunk)
            strength, reason, via = links.get(chunk, (0.0, "", []))
            walked = HOP * strength + (1 - HOP) * own
            if walked > own:
                scored[chunk] = _Scored(walked, f"{reason} ({why})", via)
            else:
                scored[chunk] = _Scored(own, why)
        ranked = sorted(scored, key=lambda c: -scored[c].score)
        best = scored[ranked[0]].score if ranked else 0.0
        pool = [c for c in ranked[:POOL] if scored[c].score >= MIN_RELATIVE * best]
        kept = self._cover(question, pool, scored)[:MAX_CHUNKS]
        return self._build(question, kept, scored, named)

    def _cover(self, question: str, pool: list[str], scored: dict[str, _Scored]) -> list[str]:
        """The pool reordered so that each chunk also scores for the question's words that no
        chunk above it holds (by inverse document frequency, as a share of all of them): a
        multi-hop question's other half outranks a second chunk on the same half."""
        words = self.lexical.words(question)
        total = sum(idf for idf, _ in words.values())
        if not total:
            return pool
        left, order, covered = list(pool), [], set()
        while left:
            gains = {c: sum(idf for w, (idf, holders) in words.items() if w not in covered and c in holders) / total
                     for c in left}
            chunk = max(left, key=lambda c: scored[c].score + COVERAGE * gains[c])
            added = [w for w, (_, holders) in words.items() if w not in covered and chunk in holders]
            if added:
                found = scored[chunk]
                scored[chunk] = _Scored(found.score + COVERAGE * gains[chunk],
                                        f"{found.why}; question words it adds: {', '.join(added)}", found.via)
            covered.update(added)
            order.append(chunk)
            left.remove(chunk)
        return order

    def _walk(self, anchors: Sequence[str], own, named: Sequence[str]) -> dict[str, tuple[float, str, list]]:
        """chunk -> (strength of its best link to an anchor or a named concept, why, the edges)."""
        g = self.graph.graph
        reached: dict[str, tuple[float, str, list]] = {}

        def reach(chunk: str, strength: float, why: str, via: list) -> None:
            if chunk not in reached or strength > reached[chunk][0]:
                reached[chunk] = (strength, why, via)

        for anchor in anchors:
            base = own(anchor)
            for node in self.graph.derived(anchor):
                for target in g.successors(node):
                    other = g.nodes[target].get("chunk")
                    if g.edges[node, target]["type"] == DEPENDS_ON and other and other != anchor:
                        reach(other, DEPENDENCY_HOP * base, f"{node} depends on {target}",
                              [(node, target, DEPENDS_ON)])
            for concept in g.successors(chunk_node(anchor)):
                if g.nodes[concept]["type"] != CONCEPT:
                    continue
                shared = self.mentioning(concept)
                if len(shared) > self._max_shared:
                    continue
                for other, about in shared:
                    if other != anchor:
                        reach(other, (1.0 if about else MENTION_HOP) * base,
                              f"shares the concept {g.nodes[concept]['label']!r} with {anchor}",
                              [(chunk_node(anchor), concept, MENTIONS), (chunk_node(other), concept, MENTIONS)])
        for concept in named:  # what the question names is a kind of, or has kinds; rules that apply to it
            label = g.nodes[concept]["label"]
            for source, target in [*g.in_edges(concept), *g.out_edges(concept)]:
                kind = g.edges[source, target]["type"]
                if kind == IS_A:
                    other = target if source == concept else source
                    for chunk, about in self.mentioning(other):
                        reach(chunk, (1.0 if about else MENTION_HOP) * MENTION_HOP,
                              f"{label!r} and {g.nodes[other]['label']!r}: one is a kind of the other",
                              [(source, target, IS_A)])
                elif kind == APPLIES_TO:
                    reach(g.nodes[source]["chunk"], MENTION_HOP, f"{source} applies to {label!r}",
                          [(source, target, APPLIES_TO)])
        return reached

    def _names(self) -> set[str]:
        """The keys of the concepts some chunks are about (their titles and headings), but not
        so many that naming one picks out nothing in particular."""
        g = self.graph.graph
        about: dict[str, int] = {}
        for _, concept, data in g.edges(data=True):
            if data["type"] == MENTIONS and data.get("about"):
                about[concept] = about.get(concept, 0) + 1
        return {g.nodes[c]["key"] for c, n in about.items() if n <= self._max_shared}

    def mentioning(self, concept: str) -> list[tuple[str, bool]]:
        """(chunk id, whether it is about the concept) for the chunks that mention it."""
        if concept not in self.graph.graph:
            return []
        return [(self.graph.graph.nodes[node]["chunk"], about) for node, about in self.graph.chunks_mentioning(concept)]

    def cosines(self, chunks: Sequence[str], query: np.ndarray) -> dict[str, float]:
        """Each chunk's cosine with a unit query vector (its stored embedding, fetched once)."""
        self._fetch(chunks)
        return {c: float(self._vectors[c] @ query) if c in self._vectors else 0.0 for c in chunks}

    def _fetch(self, chunks: Sequence[str]) -> None:
        """Chunk vectors from the store, once each."""
        missing = [c for c in chunks if c not in self._vectors]
        self._vectors.update(self.kb.vectors("chunks", missing))

    def _build(self, question: str, kept: list[str], scored: dict[str, _Scored], named: Sequence[str]) -> LogicalHull:
        g = self.graph.graph
        nodes: dict[str, HullNode] = {}
        edges: set[tuple[str, str, str]] = set()
        for concept in named:
            nodes[concept] = HullNode(concept, CONCEPT, g.nodes[concept]["label"], 1.0, "the question names it")
        for chunk in kept:
            found = scored[chunk]
            node = chunk_node(chunk)
            if node not in g:
                continue
            nodes[node] = HullNode(node, CHUNK, g.nodes[node]["label"], found.score, found.why)
            for source, target, kind in found.via:
                for end in (source, target):
                    if end not in nodes and g.nodes[end]["type"] == CONCEPT:
                        nodes[end] = HullNode(end, CONCEPT, g.nodes[end]["label"], found.score, f"links {chunk}")
                edges.add((source, target, kind))
            for target in g.successors(node):  # its document
                if g.edges[node, target]["type"] != MENTIONS:
                    nodes.setdefault(target, HullNode(target, g.nodes[target]["type"], g.nodes[target]["label"],
                                                      found.score, f"the document of {chunk}"))
                    edges.add((node, target, g.edges[node, target]["type"]))
            for derived in self.graph.derived(chunk):
                data = g.nodes[derived]
                nodes.setdefault(derived, HullNode(derived, data["type"], data["label"], found.score,
                                                   f"derived from {chunk}"))
                edges.add((derived, node, g.edges[derived, node]["type"]))
        for source in list(nodes):  # the edges among the nodes kept: DEPENDS_ON, ASKS, MENTIONS...
            for target in g.successors(source):
                if target in nodes or g.nodes[target]["type"] == QUESTION and g.nodes[source]["type"] == USER_FACT:
                    data = g.nodes[target]
                    nodes.setdefault(target, HullNode(target, data["type"], data["label"], nodes[source].score,
                                                      f"asked for {source}"))
                    edges.add((source, target, g.edges[source, target]["type"]))
        order = sorted(nodes.values(), key=lambda n: (-n.score, n.type != CHUNK, n.id))
        return LogicalHull(question, tuple(c for c in kept if chunk_node(c) in nodes), tuple(order),
                           tuple(HullEdge(*e) for e in sorted(edges) if e[0] in nodes and e[1] in nodes))

    # --- chunks and their vectors, for the claim ranking -----------------------------------

    def stored(self, chunk_ids: Sequence[str]) -> list[StoredChunk]:
        missing = [c for c in chunk_ids if c not in self._chunks]
        if missing:
            records, _ = self.kb.chunks(missing)
            self._chunks.update((r.chunk.id, r) for r in records)
        return [self._chunks[c] for c in chunk_ids if c in self._chunks]

    def remember(self, chunks: Sequence[StoredChunk], claim_ids: Sequence[str], glosses: Sequence[str]) -> None:
        """Hand the embedder the stored vectors of these chunks' texts and claims' glosses,
        so ranking claims encodes nothing but the question."""
        self._fetch([r.chunk.id for r in chunks])
        known = [(index_text(r.chunk), self._vectors[r.chunk.id]) for r in chunks if r.chunk.id in self._vectors]
        fresh = {i: gloss for i, gloss in zip(claim_ids, glosses) if i not in self._claims_remembered}
        claims = self.kb.vectors("claims", list(fresh))
        self._claims_remembered.update(fresh)
        known += [(gloss, claims[i]) for i, gloss in fresh.items() if i in claims]
        if known:
            self.embedder.remember([t for t, _ in known], np.stack([v for _, v in known]))
