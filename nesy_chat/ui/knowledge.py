"""The app's shared knowledge: a knowledge-base folder, its modules loaded into one engine,
and retrieval over it. Every session reads it; an upload changes it under a lock, so a
question never meets a half-added document.
"""

from __future__ import annotations

import logging
import os
import shutil
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from nesy_chat.core.errors import NesyError
from nesy_chat.kb import documents
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.kb.ingest import SYNTHESIZERS, IngestReport, ingest, load_synthesizer
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.prolog.engine import Engine
from nesy_chat.qa.assistant import rank_claims
from nesy_chat.qa.matching import ClaimMatch, match_claim
from nesy_chat.qa.retrieval import LogicalHull, Retriever
from nesy_chat.synthesis.base import Chunk

log = logging.getLogger(__name__)

SOURCES_SUFFIX = "sources.json"  # in a knowledge folder, an id -> URL map for the JSON maps beside it


@dataclass(frozen=True)
class Retrieval:
    """A question's hull, the claim it asks about, and the modules the proof may use (claim's first)."""

    hull: LogicalHull
    match: ClaimMatch
    scope: tuple[str, ...]


@dataclass(frozen=True)
class FileResult:
    name: str
    ok: bool
    message: str


def knowledge_files(paths: Iterable[Path]) -> tuple[list[Path], dict[str, str]]:
    """What to ingest from files and folders: .md / .txt, JSON maps of id -> text, and the
    URLs of `*sources.json` beside them."""
    found: list[Path] = []
    sources: dict[str, str] = {}
    for path in paths:
        items = sorted(path.iterdir()) if path.is_dir() else [path]
        for item in items:
            if item.name.endswith(SOURCES_SUFFIX):
                sources.update(documents.read_sources(item))
            elif item.suffix.lower() in (*documents.TEXT_SUFFIXES, ".json") or not path.is_dir():
                found.append(item)
    return found, sources


class Knowledge:
    def __init__(self, kb: KnowledgeBase):
        self.kb = kb
        self.embedder = get_embedder(kb.manifest.model)
        self.engine = Engine()
        self._lock = threading.RLock()
        self._chunks: dict[str, Chunk] = {}
        self.retriever: Retriever | None = None
        self.reload()

    @classmethod
    def open(cls, folder: Path, seed: Sequence[Path], synthesizer: str = "rules") -> "Knowledge":
        """The knowledge base in `folder`; when it is empty, the `seed` documents are ingested
        first (with a progress bar on stderr)."""
        kb = KnowledgeBase(folder)
        if not kb.manifest.documents:
            paths, sources = knowledge_files(seed)
            loaded = documents.load(paths, sources)
            for error in loaded.errors:
                log.warning("skipped %s", error)
            log.info("first start: ingesting %d documents into %s", len(loaded.documents), folder)
            ingest(kb, loaded.documents, load_synthesizer(synthesizer), get_embedder(kb.manifest.model),
                   jobs=os.cpu_count() or 1)
        return cls(kb)

    def reload(self) -> None:
        """Load every stored module into the engine and rebuild retrieval."""
        with self._lock:
            records, _ = self.kb.chunks()
            pending = [self.kb.module(r.chunk.id) for r in records if r.has_module]
            # A module may call a predicate of a chunk loaded after it: retry what failed.
            for _ in range(2):
                failed = []
                for module in pending:
                    try:
                        self.engine.load(module)
                    except NesyError:
                        failed.append(module)
                pending = failed
            for module in pending:
                log.warning("module %s not loaded", module.id)
            self._chunks = {r.chunk.id: r.chunk for r in records}
            self.retriever = Retriever(self.kb, self.embedder)

    def retrieve(self, question: str, k: int) -> Retrieval:
        """The hull, then the best claim among the modules of its k best chunks."""
        with self._lock:
            hull = self.retriever.hull(question)
            match = self._rank(question, hull, k)
            return Retrieval(hull, match, tuple(self.scope(match.module)) if match.module else ())

    def wider(self, question: str, hull: LogicalHull) -> ClaimMatch:
        """The claims of every chunk in the hull ranked against the question: the alternatives."""
        with self._lock:
            return self._rank(question, hull, len(hull.chunks))

    def _rank(self, question: str, hull: LogicalHull, k: int) -> ClaimMatch:
        return rank_claims(self.retriever, hull, question, lambda q, options: match_claim(q, options, self.embedder),
                           k, usable=self.engine.modules.__contains__)

    def scope(self, chunk_id: str) -> list[str]:
        """A conversation's modules: the claim's own, and those it was linked to."""
        return [chunk_id, *self.retriever.graph.requires(chunk_id)]

    def chunk(self, chunk_id: str) -> Chunk | None:
        return self._chunks.get(chunk_id)

    def chunks(self, chunk_ids: Iterable[str]) -> dict[str, Chunk]:
        return {c: self._chunks[c] for c in chunk_ids if c in self._chunks}

    def add_files(self, paths: Sequence[str], synthesizer: str,
                  progress: Callable[..., object] = lambda *a, **k: None) -> list[FileResult]:
        """Ingest uploaded files one by one: each is kept in the knowledge-base folder, and
        each gets its own result, so one bad file costs only itself."""
        uploads = self.kb.folder / "uploads"
        uploads.mkdir(exist_ok=True)
        results = []
        synth = load_synthesizer(synthesizer)
        for n, path in enumerate(paths):
            name = Path(path).name
            progress(n / max(1, len(paths)), desc=f"ingesting {name}")
            kept = uploads / name
            shutil.copyfile(path, kept)
            loaded = documents.load([kept])
            errors = [f"{e.reason}" for e in loaded.errors]
            if loaded.documents:
                with self._lock:
                    report: IngestReport = ingest(self.kb, loaded.documents, synth, self.embedder, progress=False)
                errors += report.problems
                ok = not loaded.errors
                message = (f"{report.chunks} chunks, {report.modules} modules" if report.chunks
                           else "unchanged, already in the knowledge base")
                results.append(FileResult(name, ok, "; ".join([message, *errors]) if errors else message))
            else:
                results.append(FileResult(name, False, "; ".join(errors) or "no document in it"))
        progress(1.0, desc="loading the new modules")
        self.reload()
        return results

    def summary(self) -> str:
        with self._lock:
            entries = self.kb.manifest.documents
            chunks = sum(len(e.chunks) for e in entries.values())
            claims = sum(len(m.claims) for m in self.engine.modules.values())
            return (f"**Knowledge base** `{self.kb.folder}`: {len(entries):,} documents, {chunks:,} chunks, "
                    f"{len(self.engine.modules):,} modules, {claims:,} claims")


def synthesizers() -> list[str]:
    return list(SYNTHESIZERS)
