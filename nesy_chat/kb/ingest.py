"""`python -m nesy_chat ingest PATH...`: documents into a knowledge base, incrementally.

Per chunk: synthesize (cached by content hash), link the modules of each document, find
its concepts; then embed, store, and add it to the graph. A document whose content hash is
in the manifest, compiled by the same synthesizer version, is skipped, so ingesting again
does no work; a changed one, or one an older compiler compiled, replaces its chunks; `drop`
removes documents.

Crash safety: before a document's chunks are touched its manifest entry is saved as
`pending`; it becomes final only after the graph holding it is saved. The next run first
rolls every pending document back (Chroma, module files, graph), then ingests it again,
so an ingest killed at any point and run again ends with every chunk exactly once. Each
module is cached as soon as it is made, so the run again makes only what the killed one had
not: that is what makes a slow ingest with a model resumable.

With a model (a synthesizer that waits on a server), several chunks are in flight at once
in threads, and the progress bar shows the model's output tokens per second. A chunk the
model fails on gets the fallback's module (a stand-in, reported per chunk); its document is
compiled again at the next ingest, so a server that was down is asked again (a model that
failed answers from the reply cache, which costs nothing).
"""

from __future__ import annotations

import importlib
import json
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

from tqdm import tqdm

from nesy_chat.core.errors import EvaluationError
from nesy_chat.core.module import Origin, PrologModule
from nesy_chat.kb import concepts
from nesy_chat.kb import documents as docs
from nesy_chat.kb.documents import Chunk, Document
from nesy_chat.kb.embeddings import Embedder
from nesy_chat.kb.graph import KnowledgeGraph, knowledge_graph
from nesy_chat.kb.lexical import LexicalIndex, lexical_index
from nesy_chat.kb.store import ClaimRecord, DocumentEntry, KnowledgeBase, StoredDocument
from nesy_chat.kb.workers import Workers
from nesy_chat.llm.base import Usage
from nesy_chat.nlp.polarity import neutral
from nesy_chat.synthesis.base import CachedSynthesizer, Synthesizer
from nesy_chat.synthesis.link import link
from nesy_chat.synthesis.llm import MODES, Picked, pick_synthesizer

SYNTHESIZERS = {"rules": "nesy_chat.synthesis.rules:RulesSynthesizer"}
NAMES = ("rules", *MODES)  # the synthesizers offered by name: the compiler and the model's two modes
BATCH_CHUNKS = 64  # chunks embedded and stored together
CHECKPOINT_SECONDS = 10.0  # how much finished work a kill may cost
DEFAULT_JOBS = min(4, os.cpu_count() or 1)
REQUESTS = 4  # chunks in flight for a synthesizer that waits on a server (Ollama serves 4 at once by default)


@dataclass(frozen=True)
class Prepared:
    """What the per-chunk work made: a module (None if the text did not compile) and concepts."""

    chunk: Chunk
    module: PrologModule | None
    problem: str | None
    extraction: concepts.Extraction

    @property
    def stand_in(self) -> Origin | None:
        """The module's origin when a fallback made it (the synthesizer asked for failed)."""
        origin = self.module.origin if self.module is not None else None
        return origin if origin is not None and origin.failed else None


@dataclass(frozen=True)
class StandIn:
    """A chunk whose module a fallback made (the model failed on it), and why."""

    source: str  # the document's file or URL
    chunk: str
    reason: str
    synthesizer: str  # the fallback's name


@dataclass
class IngestReport:
    added: int = 0
    replaced: int = 0
    unchanged: int = 0
    chunks: int = 0
    modules: int = 0
    problems: list[str] = field(default_factory=list)  # documents or chunks that could not be used, and why
    stand_ins: list[StandIn] = field(default_factory=list)
    usage: Usage | None = None  # the model's, when one synthesized
    seconds: float = 0.0

    def notices(self) -> list[str]:
        """The stand-ins, one line per reason (the server going away mid-run is one reason for
        every chunk after it), naming the chunks."""
        chunks: dict[tuple[str, str], list[str]] = {}
        for stand_in in self.stand_ins:
            chunks.setdefault((stand_in.reason, stand_in.synthesizer), []).append(stand_in.chunk)
        return [f"{reason}; the {synthesizer} module stands in for {_listed(ids)}"
                for (reason, synthesizer), ids in chunks.items()]


def _listed(ids: list[str], shown: int = 5) -> str:
    named = ", ".join(ids[:shown]) + (f" and {len(ids) - shown} more" if len(ids) > shown else "")
    return f"chunk {named}" if len(ids) == 1 else f"{len(ids)} chunks ({named})"


def load_synthesizer(spec: str) -> Synthesizer:
    """A synthesizer by registered name ("rules") or import path ("package.module:Class")."""
    target = SYNTHESIZERS.get(spec, spec)
    module_name, _, class_name = target.partition(":")
    if not class_name:
        raise EvaluationError(f"unknown synthesizer {spec!r}: use {', '.join(NAMES)} or package.module:Class")
    try:
        return getattr(importlib.import_module(module_name), class_name)()
    except (ImportError, AttributeError) as err:
        raise EvaluationError(f"synthesizer {spec!r} is not available: {err}") from None


def choose_synthesizer(spec: str, model: str | None = None, host: str | None = None) -> Picked:
    """The synthesizer `--synth` names: rules, llm or llm-structured by `pick_synthesizer` (the
    rules one with a notice when the model cannot be used), else by `load_synthesizer`."""
    if spec in NAMES:
        return pick_synthesizer(spec, model, host)
    return Picked(load_synthesizer(spec))


def default_jobs(synthesizer: Synthesizer | None) -> int:
    """Chunks compiled at once: requests in flight for a model, else processes (one per core)."""
    return REQUESTS if getattr(synthesizer, "io_bound", False) else DEFAULT_JOBS


def prepare(chunk: Chunk, synthesizer: Synthesizer | None) -> Prepared:
    """The per-chunk work: independent of every other chunk, so it runs in any process."""
    module, problem = None, None
    if synthesizer is not None:
        try:
            module = synthesizer.synthesize(chunk)
        except Exception as err:  # noqa: BLE001 - a chunk that does not compile is reported, the rest goes on
            problem = f"{type(err).__name__}: {err}"
    return Prepared(chunk, module, problem, concepts.extract(chunk.text, chunk.title, chunk.headings))


Progress = Callable[[int, int], object]  # (chunks done, chunks in all), called as each chunk is made


def ingest(kb: KnowledgeBase, documents: Sequence[Document], synthesizer: Synthesizer | None, embedder: Embedder,
           jobs: int = 1, progress: bool = True, on_progress: Progress | None = None) -> IngestReport:
    """Bring the knowledge base up to date with these documents (others are left alone);
    `progress`: a bar on stderr; `on_progress`: told the chunks done and to do, from 0."""
    start = time.perf_counter()
    report = IngestReport()
    latest = {d.id: d for d in documents}  # the same document twice: the last one wins
    entries = kb.manifest.documents
    graph: KnowledgeGraph | None = None
    if any(e.pending for e in entries.values()):
        graph = knowledge_graph(kb)
        _roll_back(kb, graph)
    todo = changed(kb, latest.values(), synthesizer)
    report.unchanged = len(latest) - len(todo)
    report.usage = getattr(synthesizer, "usage", None)
    if todo:
        kb.open_collections()  # before compiling: a store that will not take them fails now
        graph = graph or knowledge_graph(kb)
        cached = CachedSynthesizer(synthesizer, kb.cache_dir) if synthesizer is not None else None
        _ingest(kb, graph, todo, cached, embedder, jobs, progress, report, on_progress)
    if LexicalIndex.saved_revision(kb.lexical_path) != kb.revision:
        lexical_index(kb)  # rebuilt and saved (also when an earlier run ended before it)
    report.seconds = time.perf_counter() - start
    return report


def exit_interrupted(code: int = 130) -> NoReturn:
    """How a face ends when its ingest is interrupted (Ctrl-C): at once, as a kill would. The
    threads of a model's ingest may be waiting on a reply (they cannot be stopped) or inside
    spaCy, which crashes when the interpreter shuts down around it; and an ingest is safe
    against a kill at any point (the next run rolls its pending documents back)."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def changed(kb: KnowledgeBase, documents: Iterable[Document], synthesizer: Synthesizer | None = None) -> list[Document]:
    """The documents the knowledge base does not hold as they are: new, changed, compiled by
    another synthesizer or an older version of this one (a compiler change reaches every text),
    or holding a stand-in module (the model is asked again)."""
    entries = kb.manifest.documents
    key = synthesizer_key(synthesizer)
    return [d for d in documents if d.id not in entries or entries[d.id].hash != d.content_hash
            or synthesizer is not None and (entries[d.id].synthesizer != key or bool(entries[d.id].stand_ins))]


def outdated(kb: KnowledgeBase, documents: Iterable[Document], synthesizer: Synthesizer) -> list[Document]:
    """Of the documents the knowledge base holds, those whose text has changed since, or that an
    older version of this synthesizer compiled: what a start brings up to date by itself. New
    documents, and those another synthesizer made (a model's, or none), are left to `ingest`."""
    entries = kb.manifest.documents
    older = set(compiled_before(kb, synthesizer))
    return [d for d in documents if d.id in entries and (entries[d.id].hash != d.content_hash or d.id in older)]


def compiled_before(kb: KnowledgeBase, synthesizer: Synthesizer) -> list[str]:
    """The documents an older version of this synthesizer compiled: answered from modules the
    version in use would not make."""
    key = synthesizer_key(synthesizer)
    return [doc_id for doc_id, entry in kb.manifest.documents.items()
            if entry.synthesizer != key and compiled_by(entry.synthesizer) == synthesizer.name]


def compiled_by(key: str) -> str:
    """The synthesizer's name in a manifest's `synthesizer` key ("rules-2026.12.05.2" -> "rules";
    "llm-structured-..." -> "llm-structured", not "llm")."""
    for name in sorted(NAMES, key=len, reverse=True):
        if key.startswith(f"{name}-"):
            return name
    return key.rpartition("-")[0]


def synthesizer_key(synthesizer: Synthesizer | None) -> str:
    return f"{synthesizer.name}-{synthesizer.version}" if synthesizer is not None else ""


def _ingest(kb: KnowledgeBase, graph: KnowledgeGraph, todo: list[Document], synthesizer: Synthesizer | None,
            embedder: Embedder, jobs: int, progress: bool, report: IngestReport,
            on_progress: Progress | None = None) -> None:
    entries = kb.manifest.documents
    chunked = [(document, docs.chunk(document)) for document in todo]
    work = [chunk for _, chunks in chunked for chunk in chunks]
    if on_progress is not None:
        on_progress(0, len(work))
    bar = tqdm(total=len(work), desc="ingest", unit="chunk", file=sys.stderr, disable=not progress)
    finished: list[str] = []
    last_checkpoint = time.perf_counter()
    threads = getattr(synthesizer, "io_bound", False)
    with bar, Workers(prepare, synthesizer, jobs, least=2 * BATCH_CHUNKS, threads=threads) as run:
        results = _counted(run(work), bar, report.usage, on_progress)
        embedder.load()  # while the first chunks are compiled
        for batch in _batches(chunked):
            for document, chunks in batch:  # marked before anything of theirs is touched
                old = entries.get(document.id)
                ids = sorted({*(old.chunks if old else ()), *(c.id for c in chunks)})
                entries[document.id] = DocumentEntry(old.hash if old else "", document.title, document.source, ids,
                                                     pending=True, synthesizer=old.synthesizer if old else "")
            kb.save_manifest()
            prepared = [[next(results) for _ in chunks] for _, chunks in batch]
            _store(kb, graph, batch, prepared, embedder, report, synthesizer_key(synthesizer))
            finished += [document.id for document, _ in batch]
            if time.perf_counter() - last_checkpoint > CHECKPOINT_SECONDS:
                _checkpoint(kb, graph, finished)
                finished, last_checkpoint = [], time.perf_counter()
        _checkpoint(kb, graph, finished)


def _counted(results: Iterator[Prepared], bar: tqdm, usage: Usage | None,
             on_progress: Progress | None = None) -> Iterator[Prepared]:
    """The results, each counted on the bar as it comes (its rate gives the time left), with
    the model's output tokens per second when a model synthesizes, and told `on_progress`."""
    start, before = time.perf_counter(), usage.output_tokens if usage is not None else 0
    for done, result in enumerate(results, 1):
        if usage is not None:
            rate = (usage.output_tokens - before) / (time.perf_counter() - start)
            bar.set_postfix_str(f"{rate:.1f} tokens/s", refresh=False)
        bar.update(1)
        if on_progress is not None:
            on_progress(done, bar.total)  # a disabled bar counts nothing
        yield result


def _store(kb: KnowledgeBase, graph: KnowledgeGraph, batch: list[tuple[Document, list[Chunk]]],
           prepared: list[list[Prepared]], embedder: Embedder, report: IngestReport, compiled_by: str) -> None:
    """Embed a batch of documents in one go, replace them in the store in one go, then in the graph."""
    linked = [link([p.module for p in items if p.module is not None]) for items in prepared]
    texts = [docs.index_text(p.chunk) for items in prepared for p in items]
    claims = [[ClaimRecord(m.id, document.id, c.name, c.gloss) for m in result.modules for c in m.claims]
              for (document, _), result in zip(batch, linked)]
    vectors = embedder.encode(texts + [neutral(c.gloss) for records in claims for c in records])
    chunk_vectors, claim_vectors = vectors[:len(texts)], vectors[len(texts):]
    stored = []
    for (document, chunks), result, records in zip(batch, linked, claims):
        stored.append(StoredDocument(document.id, chunks, chunk_vectors[:len(chunks)],
                                     {m.id: m for m in result.modules}, records, claim_vectors[:len(records)]))
        chunk_vectors, claim_vectors = chunk_vectors[len(chunks):], claim_vectors[len(records):]
    entries = kb.manifest.documents
    kb.remove({document.id: entries[document.id].chunks for document, _ in batch})
    kb.put(stored)
    for (document, chunks), items, record in zip(batch, prepared, stored):
        graph.remove_document(document.id)
        graph.add_document(document.id, document.title, document.source,
                           [(p.chunk, record.modules.get(p.chunk.id), p.extraction) for p in items])
        problems = [f"{document.source}: chunk {p.chunk.id} has no module: {p.problem}" for p in items if p.problem]
        stand_ins = {p.chunk.id: p.stand_in for p in items if p.stand_in is not None}
        if entries[document.id].hash:
            report.replaced += 1
        else:
            report.added += 1
        report.chunks += len(chunks)
        report.modules += len(record.modules)
        report.problems += problems
        report.stand_ins += [StandIn(document.source, chunk, origin.failed, origin.synthesizer)
                             for chunk, origin in stand_ins.items()]
        entries[document.id] = DocumentEntry(document.content_hash, document.title, document.source,
                                             [c.id for c in chunks], problems, pending=True, synthesizer=compiled_by,
                                             stand_ins={chunk: origin.failed for chunk, origin in stand_ins.items()})


def _checkpoint(kb: KnowledgeBase, graph: KnowledgeGraph, finished: Iterable[str]) -> None:
    """The graph first, then the manifest that declares its documents final."""
    graph.save(kb.graph_path)
    for document in finished:
        kb.manifest.documents[document].pending = False
    kb.manifest.revision += 1
    kb.save_manifest()


def _roll_back(kb: KnowledgeBase, graph: KnowledgeGraph) -> None:
    """Remove every document an interrupted run left pending, everywhere."""
    pending = {key: entry.chunks for key, entry in kb.manifest.documents.items() if entry.pending}
    kb.remove(pending)
    for key in pending:
        graph.remove_document(key)
    graph.save(kb.graph_path)
    for key in pending:
        del kb.manifest.documents[key]
    kb.manifest.revision += 1
    kb.save_manifest()


def _batches(chunked: list[tuple[Document, list[Chunk]]]) -> Iterator[list[tuple[Document, list[Chunk]]]]:
    batch: list[tuple[Document, list[Chunk]]] = []
    size = 0
    for item in chunked:
        batch.append(item)
        size += len(item[1])
        if size >= BATCH_CHUNKS:
            yield batch
            batch, size = [], 0
    if batch:
        yield batch


# --- dropping ------------------------------------------------------------------------------

def drop(kb: KnowledgeBase, document_ids: Iterable[str]) -> int:
    """Remove documents from the knowledge base; returns how many were there."""
    graph = knowledge_graph(kb)
    if any(e.pending for e in kb.manifest.documents.values()):
        _roll_back(kb, graph)
    found = [d for d in dict.fromkeys(document_ids) if d in kb.manifest.documents]
    kb.remove({document: kb.manifest.documents[document].chunks for document in found})
    for document in found:
        graph.remove_document(document)
    if found:
        graph.save(kb.graph_path)
        for document in found:
            del kb.manifest.documents[document]
        kb.manifest.revision += 1
        kb.save_manifest()
        lexical_index(kb)
    return len(found)


def missing(kb: KnowledgeBase) -> list[str]:
    """Documents read from files that are gone (or JSON entries whose key is gone)."""
    keys: dict[str, set[str] | None] = {}
    gone = []
    for document in kb.manifest.documents:
        path, _, key = document.partition("#")
        if not Path(path).is_absolute():
            continue  # not read from a file (an evaluation's own documents)
        if not key:
            if not Path(path).is_file():
                gone.append(document)
            continue
        if path not in keys:
            keys[path] = _json_keys(Path(path))
        if keys[path] is None or key not in keys[path]:
            gone.append(document)
    return gone


def under(kb: KnowledgeBase, paths: Iterable[Path]) -> list[str]:
    """Documents read from these files, or from files inside these folders."""
    roots = [str(Path(p).resolve()) for p in paths]
    return [d for d in kb.manifest.documents
            if any(d.partition("#")[0] == root or d.startswith(root.rstrip("/") + "/") for root in roots)]


def _json_keys(path: Path) -> set[str] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8-sig"))
    except (OSError, ValueError):
        return None
    return {str(key) for key in data} if isinstance(data, dict) else None
