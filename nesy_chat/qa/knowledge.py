"""The knowledge an assistant answers from: a knowledge-base folder, its modules in one engine,
and retrieval over it, shared by every conversation, with one owner for its concurrency.

A turn (retrieval, ranking, proofs, loading a module a proof needs) holds the read side of one
reader/writer lock, so turns run side by side. Adding documents ingests outside the lock (a
question never waits on an embedding pass), builds a new engine and retriever beside the
current ones, and swaps them in under the write side: a turn sees the knowledge before the
upload or after it, never half of it.

Opening the knowledge (`start`) may take minutes: on a first start the seed documents are
ingested, after a compiler change the documents it compiled are ingested again, and every
module is loaded. It runs in a thread of its own; until it is done, `status()` says how far
it is (chunks done of all) or why it failed, and questions and uploads wait for it.
"""

from __future__ import annotations

import logging
import shutil
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass
from pathlib import Path

from nesy_chat.core.errors import KnowledgeBaseError, NesyError
from nesy_chat.core.module import PrologModule
from nesy_chat.kb import documents
from nesy_chat.kb.embeddings import Embedder, get_embedder
from nesy_chat.kb.ingest import default_jobs, ingest, outdated
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.prolog.engine import Engine
from nesy_chat.qa.retrieval import Retriever
from nesy_chat.synthesis.base import Chunk, Synthesizer
from nesy_chat.synthesis.rules import RulesSynthesizer

log = logging.getLogger(__name__)

SOURCES_SUFFIX = "sources.json"  # in a knowledge folder, an id -> URL map for the JSON maps beside it


@dataclass(frozen=True)
class FileResult:
    """What one uploaded file added, or why it could not be used."""

    name: str
    ok: bool
    message: str


@dataclass(frozen=True)
class Status:
    """How far opening the knowledge has come. `stage`: "reading" (ingesting documents,
    `done` of `total` chunks), "loading" (`done` of `total` modules), "ready", or "failed"
    (`error` says why)."""

    stage: str
    done: int = 0
    total: int = 0
    what: str = "the documents"  # what is being read
    error: str | None = None

    @property
    def ready(self) -> bool:
        return self.stage == READY

    def describe(self) -> str:
        """For a person: "reading the documents (312 of 585)"."""
        if self.stage == FAILED:
            return f"the knowledge base could not be opened: {self.error}"
        if self.stage == READY:
            return "ready"
        doing = f"reading {self.what}" if self.stage == READING else "loading the rules"
        return f"{doing} ({self.done:,} of {self.total:,})" if self.total else doing


READING, LOADING, READY, FAILED = "reading", "loading", "ready", "failed"
SEEDING = "seeding"  # in a knowledge folder while its first start's ingest is unfinished


class ReadWriteLock:
    """Many readers or one writer; a waiting writer holds back new readers, so a stream of
    turns cannot starve an upload."""

    def __init__(self) -> None:
        self._condition = threading.Condition()
        self._readers = 0
        self._writing = False
        self._writers_waiting = 0

    @contextmanager
    def read(self) -> Iterator[None]:
        with self._condition:
            self._condition.wait_for(lambda: not self._writing and not self._writers_waiting)
            self._readers += 1
        try:
            yield
        finally:
            with self._condition:
                self._readers -= 1
                self._condition.notify_all()

    @contextmanager
    def write(self) -> Iterator[None]:
        with self._condition:
            self._writers_waiting += 1
            self._condition.wait_for(lambda: not self._writing and not self._readers)
            self._writers_waiting -= 1
            self._writing = True
        try:
            yield
        finally:
            with self._condition:
                self._writing = False
                self._condition.notify_all()


def knowledge_files(paths: Iterable[Path]) -> tuple[list[Path], dict[str, str]]:
    """What to ingest from files and folders: .md / .txt, JSON maps of id -> text, and the
    URLs of `*sources.json` beside them; not a folder's README or licence."""
    found: list[Path] = []
    sources: dict[str, str] = {}
    for path in paths:
        items = sorted(path.iterdir()) if path.is_dir() else [path]
        for item in items:
            if item.name.endswith(SOURCES_SUFFIX):
                sources.update(documents.read_sources(item))
            elif not path.is_dir() or (item.suffix.lower() in (*documents.TEXT_SUFFIXES, ".json")
                                       and not documents.is_project_file(item)):
                found.append(item)
    return found, sources


class Knowledge:
    """Modules load on first use, after the modules they call into (`load_all` loads every one
    up front, as the app does); a module that fails to load is `broken` and offered no more."""

    def __init__(self, kb: KnowledgeBase, retriever: Retriever | None = None, engine: Engine | None = None,
                 status: Status | None = None):
        """Over `kb` as it is; with a `status` not ready (`start`), nothing is read from it yet:
        no retriever until the knowledge is ready."""
        self.kb = kb
        self.embedder: Embedder = retriever.embedder if retriever else get_embedder(kb.manifest.model)
        self.engine = engine or Engine()
        self._status = status or Status(READY)
        self.retriever = retriever or (Retriever(kb, self.embedder) if self._status.ready else None)
        self.broken: dict[str, str] = {}  # chunk id -> why its module could not be loaded
        self._lock = ReadWriteLock()
        self._loading = threading.Lock()  # turns that load a module at once load it once
        self._adding = threading.Lock()  # one upload at a time
        self._ingest_embedder: Embedder | None = None  # an upload's own: questions never queue behind it
        self._stamp = kb.manifest_stamp()  # the manifest this knowledge was loaded from
        self._settled = threading.Event()  # set once ready or failed
        if self._status.ready:
            self._settled.set()

    @classmethod
    def open(cls, folder: Path | KnowledgeBase, seed: Sequence[Path], synthesizer: Synthesizer | None = None
             ) -> Knowledge:
        """The knowledge base in `folder`, every module loaded, opened here (see `start`);
        what goes wrong is raised."""
        kb = folder if isinstance(folder, KnowledgeBase) else KnowledgeBase(folder)
        knowledge = cls(kb, status=Status(READING))
        knowledge._open(seed, synthesizer or RulesSynthesizer())
        return knowledge

    @classmethod
    def start(cls, folder: Path, seed: Sequence[Path], synthesizer: Synthesizer | None = None) -> Knowledge:
        """The knowledge base in `folder`, opened in a thread while the caller goes on (`status`,
        `wait`): `unopened` then `open_in_background`."""
        knowledge = cls.unopened(folder)
        knowledge.open_in_background(seed, synthesizer)
        return knowledge

    @classmethod
    def unopened(cls, folder: Path) -> Knowledge:
        """The knowledge base in `folder`, nothing read from it yet: questions and uploads wait
        until `open_in_background` is done (the app serves its page in between)."""
        return cls(KnowledgeBase(folder), status=Status(READING))

    def open_in_background(self, seed: Sequence[Path], synthesizer: Synthesizer | None = None) -> None:
        """Open the knowledge in a thread: when the knowledge base is empty, or its first start
        did not finish, the `seed` documents are ingested first by `synthesizer` (default: the
        rules compiler), with a progress bar on stderr; of the documents it holds from the seed
        and the uploads, those whose text changed or that an older version of that synthesizer
        compiled are ingested again (only those). Then every module is loaded."""
        synthesizer = synthesizer or RulesSynthesizer()

        def run() -> None:
            try:
                self._open(seed, synthesizer)
            except Exception:  # noqa: BLE001 - said by status() and the log; the app serves on
                pass

        threading.Thread(target=run, name="nesy-open", daemon=True).start()

    def status(self) -> Status:
        return self._status

    def wait(self, timeout: float | None = None) -> Status:
        """Until the knowledge is ready or has failed (or `timeout` seconds): its status."""
        self._settled.wait(timeout)
        return self._status

    def _open(self, seed: Sequence[Path], synthesizer: Synthesizer) -> None:
        start = time.perf_counter()
        try:
            with self._adding:  # no upload, and no refresh, before it is open
                self._bring_up_to_date(seed, synthesizer)
                self._status = Status(LOADING)
                engine, retriever = Engine(), Retriever(self.kb, self.embedder)
                broken = self._load_all(engine, retriever, counted=True)
                with self._lock.write():
                    old, self.engine, self.retriever, self.broken = self.engine, engine, retriever, broken
                    self._stamp = self.kb.manifest_stamp()
                old.close()
            entries = self.kb.manifest.documents
            self._status = Status(READY)
            log.info("knowledge ready in %.1f s: %d documents, %d modules", time.perf_counter() - start,
                     len(entries), len(self.engine.modules))
        except Exception as err:
            reason = str(err) if isinstance(err, NesyError) else f"{type(err).__name__}: {err}"
            self._status = Status(FAILED, error=reason)
            if isinstance(err, NesyError):
                log.error("knowledge failed: %s", reason)
            else:
                log.exception("knowledge failed: %s", reason)
            raise
        finally:
            if not self._status.ready and self._status.stage != FAILED:
                self._status = Status(FAILED, error="stopped before it was done")
            self._settled.set()

    def _bring_up_to_date(self, seed: Sequence[Path], synthesizer: Synthesizer) -> None:
        """Ingest the seed into an empty knowledge base (or one whose first start did not end),
        else again what changed or an older compiler compiled."""
        kb = self.kb
        marker = kb.folder / SEEDING
        first = not kb.manifest.documents or marker.exists()
        paths, sources = knowledge_files([*seed, *([] if first or not self.uploads.is_dir() else [self.uploads])])
        loaded = documents.load(paths, sources)
        for error in loaded.errors:
            log.warning("skipped %s", error)
        if first:
            marker.touch()
            todo, what = loaded.documents, "the documents"
            log.info("first start: ingesting %d documents into %s", len(todo), kb.folder)
        else:
            todo = outdated(kb, loaded.documents, synthesizer)
            what = f"the {len(todo):,} changed documents" if len(todo) > 1 else "the changed document"
            if todo:
                log.info("ingesting again %d documents that changed or an older %s compiler compiled", len(todo),
                         synthesizer.name)
        if todo:

            def progress(done: int, total: int) -> None:
                self._status = Status(READING, done, total, what)

            report = ingest(kb, todo, synthesizer, self.embedder, jobs=default_jobs(synthesizer),
                            on_progress=progress)
            for line in report.notices():
                log.warning("%s", line)
        marker.unlink(missing_ok=True)

    @property
    def uploads(self) -> Path:
        """Where uploaded files are kept (they are documents of the knowledge base)."""
        return self.kb.folder / "uploads"

    @contextmanager
    def reading(self) -> Iterator[None]:
        """Hold for a whole turn: the engine and retriever stay the ones it started with."""
        with self._lock.read():
            yield

    def module(self, chunk_id: str) -> PrologModule:
        """The chunk's module, loaded into the engine after the modules it calls into."""
        with self._loading:
            return self._module(chunk_id, self.engine, self.retriever)

    def _module(self, chunk_id: str, engine: Engine, retriever: Retriever) -> PrologModule:
        if chunk_id not in engine.modules:
            for required in retriever.graph.requires(chunk_id):
                self._module(required, engine, retriever)
            module = self.kb.module(chunk_id)
            if module is None:
                raise KnowledgeBaseError(f"the module of chunk {chunk_id} is missing: ingest its document again")
            engine.load(module)
        return engine.modules[chunk_id]

    def scope(self, chunk_id: str) -> list[str]:
        """A conversation's modules, loaded: the claim's own, and those it was linked to."""
        self.module(chunk_id)
        return [chunk_id, *self.retriever.graph.requires(chunk_id)]

    def usable(self, chunk_id: str) -> bool:
        return chunk_id not in self.broken

    def set_aside(self, chunk_id: str, reason: str) -> None:
        """No more questions go to this chunk's module (its proof ran away: it would again,
        holding the engine every session shares)."""
        log.warning("module %s set aside: %s", chunk_id, reason)
        self.broken[chunk_id] = reason

    def load_all(self) -> None:
        """Every stored module into the engine now (the app's start), noting the broken ones."""
        with self._loading:
            self.broken = self._load_all(self.engine, self.retriever)

    def _load_all(self, engine: Engine, retriever: Retriever, counted: bool = False) -> dict[str, str]:
        records, _ = self.kb.chunks()
        records = [r for r in records if r.has_module]
        broken = {}
        for n, record in enumerate(records):
            if counted:
                self._status = Status(LOADING, n, len(records))
            try:
                self._module(record.chunk.id, engine, retriever)
            except NesyError as err:
                broken[record.chunk.id] = str(err)
                log.warning("module %s not loaded: %s", record.chunk.id, err)
        return broken

    def chunks(self, chunk_ids: Iterable[str]) -> dict[str, Chunk]:
        if self.retriever is None:
            return {}
        return {r.chunk.id: r.chunk for r in self.retriever.stored(list(dict.fromkeys(chunk_ids)))}

    def chunk(self, chunk_id: str) -> Chunk | None:
        return self.chunks([chunk_id]).get(chunk_id)

    def add_files(self, paths: Sequence[str], synthesizer: Synthesizer,
                  progress: Callable[..., object] = lambda *a, **k: None) -> list[FileResult]:
        """Ingest uploaded files one by one (each kept in the knowledge-base folder, each with
        its own result, so one bad file costs only itself), then swap the new knowledge in.
        Refused (KnowledgeBaseError) until the knowledge is open."""
        if not self._status.ready:
            raise KnowledgeBaseError(f"not yet: {self._status.describe()}")
        with self._adding:
            results = self._ingest_files(paths, synthesizer, progress)
            progress(1.0, desc="loading the new modules")
            self._swap()
        return results

    def refresh(self) -> bool:
        """Take in what another process ingested into this knowledge base: when the manifest on
        disk has moved on and no ingest is half-way, load the knowledge anew. One stat() when
        nothing changed; whether it reloaded."""
        try:
            stamp = self.kb.manifest_stamp()
        except OSError:
            return False
        if stamp == self._stamp or not self._adding.acquire(blocking=False):
            return False  # unchanged, or an upload here is under way (and swaps when done)
        try:
            manifest = self.kb.read_manifest()
            self._stamp = stamp
            if manifest.revision == self.kb.manifest.revision or any(e.pending for e in manifest.documents.values()):
                return False
            log.info("the knowledge base changed on disk (revision %d -> %d): reloading",
                     self.kb.manifest.revision, manifest.revision)
            # Under the write lock throughout: the store is read afresh, and no turn may read it meanwhile.
            with self._lock.write():
                self.kb.manifest = manifest
                self.kb.reopen()
                self._swap(locked=True)
            return True
        finally:
            self._adding.release()

    def _swap(self, locked: bool = False) -> None:
        """A new engine and retriever over the store as it is, loaded beside the current ones
        (turns go on, unless the caller holds the write lock), then swapped in."""
        engine, retriever = Engine(), Retriever(self.kb, self.embedder)
        broken = self._load_all(engine, retriever)
        with nullcontext() if locked else self._lock.write():
            old, self.engine, self.retriever, self.broken = self.engine, engine, retriever, broken
            self._stamp = self.kb.manifest_stamp()
        old.close()

    def _ingest_files(self, paths: Sequence[str], synthesizer: Synthesizer,
                      progress: Callable[..., object]) -> list[FileResult]:
        uploads = self.uploads
        uploads.mkdir(exist_ok=True)
        results = []
        if self._ingest_embedder is None:
            # Its own model (its lock held for a whole batch of chunks; a tokenizer is not shared
            # across threads), so a question encodes while a document does.
            self._ingest_embedder = Embedder(self.embedder.model_name)
        for n, path in enumerate(paths):
            name = Path(path).name
            progress(n / max(1, len(paths)), desc=f"ingesting {name}")
            kept = uploads / name
            shutil.copyfile(path, kept)
            loaded = documents.load([kept])
            errors = [f"{e.reason}" for e in loaded.errors]
            if not loaded.documents:
                results.append(FileResult(name, False, "; ".join(errors) or "no document in it"))
                continue
            report = ingest(self.kb, loaded.documents, synthesizer, self._ingest_embedder,
                            jobs=default_jobs(synthesizer), progress=False)
            errors += report.problems + report.notices()
            message = (f"{report.chunks} chunks, {report.modules} modules" if report.chunks
                       else "unchanged, already in the knowledge base")
            results.append(FileResult(name, not loaded.errors, "; ".join([message, *errors]) if errors else message))
        return results

    def summary(self) -> str:
        status = self._status
        if not status.ready:
            said = status.describe()
            return f"**Knowledge base** `{self.kb.folder}`: {said[0].upper()}{said[1:]}{'' if status.error else '…'}"
        with self.reading(), self._loading:
            entries = self.kb.manifest.documents
            chunks = sum(len(e.chunks) for e in entries.values())
            modules = list(self.engine.modules.values())
        claims = sum(len(m.claims) for m in modules)
        return (f"**Knowledge base** `{self.kb.folder}`: {len(entries):,} documents, {chunks:,} chunks, "
                f"{len(modules):,} modules, {claims:,} claims")

    def close(self) -> None:
        self.engine.close()
