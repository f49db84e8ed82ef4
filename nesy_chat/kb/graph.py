"""The logical knowledge graph (SymbolLKG §3.1): documents, chunks, rules and concepts as nodes.

Nodes (`type`): document, chunk, rule (a predicate's clauses in one module), universal fact,
claim, user fact, question, concept. Edges (`type`):

    DERIVED_FROM  chunk -> document; rule, fact, claim, user fact -> chunk
    DEPENDS_ON    claim -> its rule; rule -> each predicate its bodies use (a user fact, a
                  rule, a fact; in another chunk when the modules were linked); user fact ->
                  a rule of another document that concludes it (a shared name: a hint only)
    ASKS          user fact -> its question
    MENTIONS      chunk or rule -> concept (`about` when it is the chunk's title or heading)
    IS_A          concept -> concept;  APPLIES_TO  rule (or chunk) -> concept

Concepts are keyed by their canonical form (concepts.py), so every chunk that speaks of
"Pension Credit" meets the same node. The graph changes a document at a time and is saved
as networkx node-link JSON in the knowledge-base folder, with the version of the concept keys
it holds (a graph of other keys is rebuilt from the store: `knowledge_graph`).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

import networkx as nx

from nesy_chat.core.errors import KnowledgeBaseError
from nesy_chat.core.files import atomic_write
from nesy_chat.core.module import PrologModule
from nesy_chat.core.terms import goals, indicator
from nesy_chat.kb.concepts import VERSION as CONCEPTS
from nesy_chat.kb.concepts import Extraction, extract
from nesy_chat.kb.documents import Chunk
from nesy_chat.kb.store import KnowledgeBase

DOCUMENT, CHUNK, RULE, FACT, CLAIM, USER_FACT, QUESTION, CONCEPT = (
    "document", "chunk", "rule", "universal fact", "claim", "user fact", "question", "concept")
DERIVED_FROM, DEPENDS_ON, ASKS, MENTIONS, IS_A, APPLIES_TO = (
    "DERIVED_FROM", "DEPENDS_ON", "ASKS", "MENTIONS", "IS_A", "APPLIES_TO")


def chunk_node(chunk_id: str) -> str:
    return f"chunk:{chunk_id}"


def concept_node(key: str) -> str:
    return f"concept:{key}"


class KnowledgeGraph:
    def __init__(self, graph: nx.DiGraph | None = None):
        self.graph = graph if graph is not None else nx.DiGraph()
        if self.graph.number_of_nodes() == 0:
            self.graph.graph["concepts"] = CONCEPTS  # what it will hold is keyed by this version
        self._owned: dict[str, set[str]] = {}  # document -> its nodes
        self._definers: dict[str, set[str]] = {}  # 0-arity predicate name -> rule and fact nodes concluding it
        self._askers: dict[str, set[str]] = {}  # user fact name -> user fact nodes
        self._stated: dict[str, set[tuple[str, str]]] = {}  # document -> the IS_A edges it states
        for node, data in self.graph.nodes(data=True):
            self._index(node, data)
        for source, target, data in self.graph.edges(data=True):
            for document in data.get("documents", ()):
                self._stated.setdefault(document, set()).add((source, target))

    # --- building ----------------------------------------------------------------------

    def add_document(self, document: str, title: str, source: str,
                     chunks: Sequence[tuple[Chunk, PrologModule | None, Extraction]]) -> None:
        """Add a document (after `remove_document` if it was there) and link it to the rest."""
        g = self.graph
        doc = f"doc:{document}"
        g.add_node(doc, type=DOCUMENT, label=title, source=source, document=document)
        owned = [doc]
        for chunk, module, extraction in chunks:
            node = chunk_node(chunk.id)
            path = dict.fromkeys(h for h in (chunk.title, *chunk.headings) if h)
            g.add_node(node, type=CHUNK, label=" > ".join(path) or chunk.id, chunk=chunk.id, document=document)
            g.add_edge(node, doc, type=DERIVED_FROM)
            created, rules = self._add_module(module, chunk.id, document) if module is not None else ([], {})
            owned += [node, *created]
            self._add_concepts(node, document, module, rules, extraction)
        for node in owned:
            self._index(node, g.nodes[node])
        self._link_shared(document, owned)

    def remove_document(self, document: str) -> None:
        """Its nodes, the IS_A edges only it stated, and concepts left with no edge."""
        g = self.graph
        owned = self._owned.pop(document, set())
        concepts = {t for n in owned for t in g.successors(n) if g.nodes[t]["type"] == CONCEPT}
        for node in owned:
            data = g.nodes[node]
            self._definers.get(data.get("name", ""), set()).discard(node)
            self._askers.get(data.get("name", ""), set()).discard(node)
        g.remove_nodes_from(owned)
        for source, target in self._stated.pop(document, ()):
            edge = g.edges[source, target]
            edge["documents"].remove(document)
            concepts |= {source, target}
            if not edge["documents"]:
                g.remove_edge(source, target)
        g.remove_nodes_from([c for c in concepts if g.degree(c) == 0])

    def _add_module(self, module: PrologModule, chunk_id: str, document: str
                    ) -> tuple[list[str], dict[int, list[str]]]:
        """Nodes for a module's predicates: the nodes made, and the rule nodes by sentence."""
        g = self.graph
        prefix = f"{chunk_id}:"
        chunk = chunk_node(chunk_id)
        by_sentence: dict[int, list[str]] = {}
        heads: dict[tuple[str, int], str] = {}
        with_body = {c.indicator for c in module.clauses if c.body is not None}
        for clause in module.clauses:
            name, arity = clause.indicator
            kind = RULE if (name, arity) in with_body else FACT
            node = heads.setdefault((name, arity), f"{'rule' if kind == RULE else 'fact'}:{prefix}{name}/{arity}")
            if node not in g:
                g.add_node(node, type=kind, label=module.sentence_text(clause.sentence) or f"{name}/{arity}",
                           name=name, arity=arity, chunk=chunk_id, document=document, sentences=[])
                g.add_edge(node, chunk, type=DERIVED_FROM)
            if clause.sentence is not None and clause.sentence not in g.nodes[node]["sentences"]:
                g.nodes[node]["sentences"].append(clause.sentence)
                by_sentence.setdefault(clause.sentence, []).append(node)
        for fact in module.user_facts:
            node, question = f"user:{prefix}{fact.name}", f"question:{prefix}{fact.name}"
            g.add_node(node, type=USER_FACT, label=fact.description or fact.name, name=fact.name, chunk=chunk_id,
                       document=document, sentence=fact.sentence)
            g.add_node(question, type=QUESTION, label=fact.question, chunk=chunk_id, document=document)
            g.add_edge(node, chunk, type=DERIVED_FROM)
            g.add_edge(node, question, type=ASKS)
        for claim in module.claims:
            node = f"claim:{prefix}{claim.name}"
            g.add_node(node, type=CLAIM, label=claim.gloss, name=claim.name, chunk=chunk_id, document=document,
                       sentence=claim.sentence, stated=not module.asks_user(claim.name))
            g.add_edge(node, chunk, type=DERIVED_FROM)
            if (claim.name, 0) in heads:
                g.add_edge(node, heads[(claim.name, 0)], type=DEPENDS_ON)
        users = {fact.name for fact in module.user_facts}
        for clause in module.clauses:
            source = heads[clause.indicator]
            for goal in goals(clause.body) if clause.body is not None else ():
                called = indicator(goal)
                if called is None:
                    continue
                if called[1] == 1 and called[0] in users:
                    g.add_edge(source, f"user:{prefix}{called[0]}", type=DEPENDS_ON)
                elif called in heads:
                    g.add_edge(source, heads[called], type=DEPENDS_ON)
                else:  # linked: another chunk of this document defines it (added below)
                    g.nodes[source].setdefault("external", [])
                    if called[0] not in g.nodes[source]["external"]:
                        g.nodes[source]["external"].append(called[0])
        made = [*heads.values()]
        made += [n for f in module.user_facts for n in (f"user:{prefix}{f.name}", f"question:{prefix}{f.name}")]
        made += [f"claim:{prefix}{c.name}" for c in module.claims]
        return made, by_sentence

    def _add_concepts(self, chunk: str, document: str, module: PrologModule | None,
                      rules: Mapping[int, list[str]], extraction: Extraction) -> None:
        g = self.graph
        sentence_rules = _sentence_rules(module, rules)
        for mention in extraction.mentions:
            concept = self._concept(mention.key, mention.text)
            about = mention.role in ("title", "heading")
            if g.has_edge(chunk, concept):
                g.edges[chunk, concept]["about"] |= about
            else:
                g.add_edge(chunk, concept, type=MENTIONS, about=about)
            for rule in sentence_rules(mention.start):
                g.add_edge(rule, concept, type=MENTIONS, about=False)
        for relation in extraction.relations:
            target = self._concept(relation.target, relation.target)
            if not g.has_edge(chunk, target):
                g.add_edge(chunk, target, type=MENTIONS, about=False)
            if relation.type == IS_A:
                source = self._concept(relation.source, relation.source)
                if not g.has_edge(chunk, source):
                    g.add_edge(chunk, source, type=MENTIONS, about=False)
                if not g.has_edge(source, target):
                    g.add_edge(source, target, type=IS_A, documents=[])
                if document not in g.edges[source, target]["documents"]:
                    g.edges[source, target]["documents"].append(document)
                    self._stated.setdefault(document, set()).add((source, target))
            else:
                for source in sentence_rules(relation.start) or [chunk]:
                    g.add_edge(source, target, type=APPLIES_TO)

    def _concept(self, key: str, text: str) -> str:
        node = concept_node(key)
        if node not in self.graph:
            self.graph.add_node(node, type=CONCEPT, label=text, key=key)
        return node

    def _index(self, node: str, data: dict) -> None:
        if "document" in data:
            self._owned.setdefault(data["document"], set()).add(node)
        if data.get("type") in (RULE, FACT) and data.get("arity") == 0:
            self._definers.setdefault(data["name"], set()).add(node)
        elif data.get("type") == USER_FACT:
            self._askers.setdefault(data["name"], set()).add(node)

    def _link_shared(self, document: str, owned: Iterable[str]) -> None:
        """Edges for the predicates this document shares with itself (linked modules) and
        with other documents (a user fact one asks, a rule another concludes)."""
        g = self.graph
        for node in owned:
            data = g.nodes[node]
            for name in data.get("external", ()):
                for rule in self._definers.get(name, ()):
                    if g.nodes[rule]["document"] == document:
                        g.add_edge(node, rule, type=DEPENDS_ON, linked=True)
            if data["type"] == USER_FACT:
                for rule in self._definers.get(data["name"], ()):
                    if g.nodes[rule]["document"] != document:
                        g.add_edge(node, rule, type=DEPENDS_ON, linked=False)
            elif data["type"] in (RULE, FACT) and data["arity"] == 0:
                for user in self._askers.get(data["name"], ()):
                    if g.nodes[user]["document"] != document:
                        g.add_edge(user, node, type=DEPENDS_ON, linked=False)

    # --- reading -------------------------------------------------------------------------

    def requires(self, chunk_id: str) -> list[str]:
        """The chunks whose rules this chunk's proofs call (linked modules), dependencies first."""
        g = self.graph
        order: list[str] = []

        def visit(current: str, path: set[str]) -> None:
            for node in self.derived(current):
                for target in g.successors(node):
                    edge = g.edges[node, target]
                    if edge["type"] == DEPENDS_ON and edge.get("linked"):
                        other = g.nodes[target]["chunk"]
                        if other not in path and other not in order:
                            visit(other, path | {other})
                            order.append(other)

        visit(chunk_id, {chunk_id})
        return order

    def derived(self, chunk_id: str) -> list[str]:
        """The rule, fact, claim and user-fact nodes of a chunk."""
        node = chunk_node(chunk_id)
        if node not in self.graph:
            return []
        return [p for p in self.graph.predecessors(node) if self.graph.edges[p, node]["type"] == DERIVED_FROM]

    def claims(self, chunk_id: str) -> list[tuple[str, str, bool]]:
        """(name, gloss, whether it asks the user nothing) of a chunk's claims in its module's
        order: enough to rank them without reading the module."""
        g = self.graph
        return [(g.nodes[n]["name"], g.nodes[n]["label"], g.nodes[n].get("stated", False))
                for n in self.derived(chunk_id) if g.nodes[n]["type"] == CLAIM]

    def chunks_mentioning(self, concept: str) -> list[tuple[str, bool]]:
        """(chunk node, whether the chunk is about it) for every chunk that mentions a concept."""
        g = self.graph
        return [(p, g.edges[p, concept]["about"]) for p in g.predecessors(concept)
                if g.nodes[p]["type"] == CHUNK]

    @property
    def current(self) -> bool:
        """Whether its concepts are keyed as this version keys them."""
        return self.graph.graph.get("concepts") == CONCEPTS

    def chunk_count(self) -> int:
        return sum(1 for _, d in self.graph.nodes(data=True) if d["type"] == CHUNK)

    # --- files ---------------------------------------------------------------------------

    def save(self, path: Path) -> None:
        data = nx.node_link_data(self.graph, edges="edges")
        atomic_write(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")))

    @classmethod
    def load(cls, path: Path) -> KnowledgeGraph:
        if not path.is_file():
            return cls()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            return cls(nx.node_link_graph(data, directed=True, multigraph=False, edges="edges"))
        except (OSError, ValueError, KeyError, nx.NetworkXError) as err:
            raise KnowledgeBaseError(f"the knowledge graph {path} is damaged: {err}") from None


def _sentence_rules(module: PrologModule | None, rules: Mapping[int, list[str]]):
    """offset in the chunk's text -> the rule nodes compiled from the sentence there."""
    spans = list(enumerate(module.sentences)) if module is not None else []

    def find(offset: int) -> list[str]:
        for index, span in spans:
            if span.start <= offset < span.end:
                return rules.get(index, [])
        return []

    return find


def knowledge_graph(kb: KnowledgeBase) -> KnowledgeGraph:
    """The saved graph; rebuilt from the store (and saved) when an older version extracted
    its concepts, whose keys this version would not meet ('Tekezé' is now 'tekeze')."""
    graph = KnowledgeGraph.load(kb.graph_path)
    if graph.current:
        return graph
    records, _ = kb.chunks()
    stored = {r.chunk.id: r for r in records}
    graph = KnowledgeGraph()
    for document, entry in kb.manifest.documents.items():
        chunks = [stored[c] for c in entry.chunks if c in stored]
        graph.add_document(document, entry.title, entry.source,
                           [(r.chunk, kb.module(r.chunk.id) if r.has_module else None,
                             extract(r.chunk.text, r.chunk.title, r.chunk.headings)) for r in chunks])
    graph.save(kb.graph_path)
    return graph
