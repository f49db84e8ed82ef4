"""The knowledge base on disk: a folder holding the manifest, the modules and Chroma.

    manifest.json        the documents in it (content hash, chunks), written atomically
    modules/<chunk>.pl   each chunk's module, in nesy-chat's source format
    chroma/              Chroma's PersistentClient, unless a `chroma run` server URL is given
    lkg.json, lexical/   the graph and the BM25 index, kept by their own modules

Chroma holds two collections: `chunks` (text, embedding, document, title, URL, headings,
whether it has a module) and `claims` (each claim's gloss and embedding, and its chunk).
Embeddings always come from the caller, so Chroma's default embedding function (which
downloads a model) is never used; metadata is only str / int / float / bool.

The store knows nothing of synthesis: it keeps what it is given. Every write is keyed by a
stable id (upsert, or a whole file replaced), so doing a step twice does no harm: that is
what lets an interrupted ingest simply run again.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from urllib.parse import urlparse

import numpy as np

from nesy_chat.core.errors import KnowledgeBaseError, NesyError
from nesy_chat.core.files import atomic_write
from nesy_chat.core.module import PrologModule
from nesy_chat.kb.documents import Chunk
from nesy_chat.kb.embeddings import DEFAULT_MODEL
from nesy_chat.prolog.source import read_module, write_module

CHROMA_URL_ENV = "NESY_CHROMA_URL"
KB_ENV = "NESY_KB"
MANIFEST = "manifest.json"
FORMAT = 1
DELETE_BATCH = 500  # documents named in one delete


_PROJECT = Path(__file__).resolve().parents[2]


def default_folder() -> Path:
    """NESY_KB, else `.cache/kb` in the project: the folder the app uses too."""
    return Path(os.environ.get(KB_ENV) or _PROJECT / ".cache" / "kb")


def default_seed() -> Path:
    """The documents the app's knowledge base starts with (`knowledge/sharc` in the project)."""
    return _PROJECT / "knowledge" / "sharc"


@dataclass
class DocumentEntry:
    """A document in the knowledge base; `pending` while its chunks are being replaced."""

    hash: str
    title: str
    source: str
    chunks: list[str]
    problems: list[str] = field(default_factory=list)  # why some of its chunks have no module
    pending: bool = False
    synthesizer: str = ""  # name-version of the synthesizer that compiled its chunks
    stand_ins: dict[str, str] = field(default_factory=dict)  # chunk -> why a fallback made its module


@dataclass
class Manifest:
    kb: str  # this knowledge base's id, also stamped on its Chroma collections
    model: str  # the embedding model every vector in it comes from
    revision: int = 0  # bumped by every change, so derived indexes know they are stale
    documents: dict[str, DocumentEntry] = field(default_factory=dict)
    format: int = FORMAT
    chroma: str | None = None  # where its collections live: "" in the folder, else a server; None: not recorded


@dataclass(frozen=True)
class ClaimRecord:
    chunk: str
    document: str
    name: str
    gloss: str

    @property
    def id(self) -> str:
        return f"{self.chunk}::{self.name}"


@dataclass(frozen=True)
class StoredDocument:
    """What `put` stores of one document: its chunks with their vectors, the modules of those
    that have one (by chunk id), its claims with the vectors of their glosses."""

    document: str
    chunks: Sequence[Chunk]
    vectors: np.ndarray
    modules: Mapping[str, PrologModule]
    claims: Sequence[ClaimRecord]
    claim_vectors: np.ndarray


@dataclass(frozen=True)
class StoredChunk:
    chunk: Chunk
    document: str
    has_module: bool


class KnowledgeBase:
    """One knowledge-base folder; Chroma is opened on first use."""

    def __init__(self, folder: Path, chroma_url: str | None = None, model: str | None = None, create: bool = True):
        self.folder = Path(folder)
        # "" is Chroma in the folder even when NESY_CHROMA_URL names a server
        self.chroma_url = (chroma_url if chroma_url is not None else os.environ.get(CHROMA_URL_ENV)) or None
        self.modules_dir = self.folder / "modules"
        path = self.folder / MANIFEST
        where = _chroma_where(self.chroma_url)
        if path.is_file():
            self.manifest = _read_manifest(path)
            if model is not None and model != self.manifest.model:
                raise KnowledgeBaseError(f"{self.folder} was built with the embedding model {self.manifest.model!r}, "
                                         f"not {model!r}: ingest into a new folder to change models")
            if self.manifest.chroma is not None and self.manifest.chroma != where:
                kept = self.manifest.chroma
                raise KnowledgeBaseError(f"{self.folder} keeps its Chroma collections {_describe(kept)}, not "
                                         f"{_describe(where)}: {_how_to_open(kept)}")
        elif create:
            self.folder.mkdir(parents=True, exist_ok=True)
            self.manifest = Manifest(kb=uuid.uuid4().hex, model=model or DEFAULT_MODEL, chroma=where)
            self.save_manifest()
        else:
            raise KnowledgeBaseError(f"no knowledge base at {self.folder}: run `python -m nesy_chat ingest` first")
        self.modules_dir.mkdir(exist_ok=True)
        self._client = None
        self._collections: dict[str, object] = {}

    @property
    def graph_path(self) -> Path:
        return self.folder / "lkg.json"

    @property
    def lexical_path(self) -> Path:
        return self.folder / "lexical"

    @property
    def cache_dir(self) -> Path:
        """Where a synthesizer may keep what it made, by content hash."""
        return self.folder / "cache"

    # --- manifest ------------------------------------------------------------------------

    def save_manifest(self) -> None:
        atomic_write(self.folder / MANIFEST, json.dumps(asdict(self.manifest), indent=1, ensure_ascii=False))

    def manifest_stamp(self) -> tuple[int, int]:
        """When and how large the manifest on disk is: it changes with every ingest, here or in
        another process (written whole, by rename)."""
        stat = (self.folder / MANIFEST).stat()
        return stat.st_mtime_ns, stat.st_size

    def read_manifest(self) -> Manifest:
        """The manifest as it is on disk now (another process may have ingested)."""
        return _read_manifest(self.folder / MANIFEST)

    @property
    def revision(self) -> int:
        return self.manifest.revision

    # --- writing ---------------------------------------------------------------------------

    def put(self, documents: Sequence[StoredDocument]) -> None:
        """Store documents' chunks, claims and modules (after `remove`, this replaces them).
        One write per collection for them all: Chroma's cost is per call, not per item."""
        if not documents:
            return
        for document in documents:
            for chunk_id, module in document.modules.items():
                atomic_write(self.module_path(chunk_id), write_module(module))
        chunks = [(d, c) for d in documents for c in d.chunks]
        self._upsert("chunks", [c.id for _, c in chunks], np.concatenate([d.vectors for d in documents]),
                     [c.text for _, c in chunks],
                     [{"document": d.document, "title": c.title, "source": c.source,
                       "headings": json.dumps(c.headings), "module": c.id in d.modules} for d, c in chunks])
        claims = [(d, c) for d in documents for c in d.claims]
        self._upsert("claims", [c.id for _, c in claims], np.concatenate([d.claim_vectors for d in documents]),
                     [c.gloss for _, c in claims],
                     [{"document": d.document, "chunk": c.chunk, "claim": c.name} for d, c in claims])

    def remove(self, documents: Mapping[str, Sequence[str]]) -> None:
        """Everything these documents (id -> its chunk ids) left behind: safe to repeat, and
        for documents never stored."""
        ids = list(documents)
        for name in ("chunks", "claims"):
            for start in range(0, len(ids), DELETE_BATCH):
                self.collection(name).delete(where={"document": {"$in": ids[start:start + DELETE_BATCH]}})
        for chunk_ids in documents.values():
            for chunk_id in chunk_ids:
                self.module_path(chunk_id).unlink(missing_ok=True)

    def _upsert(self, name: str, ids: list[str], vectors: np.ndarray, texts: list[str], metadatas: list[dict]) -> None:
        if not ids:
            return
        collection = self.collection(name)
        step = self.client.get_max_batch_size()
        for start in range(0, len(ids), step):
            end = start + step
            collection.upsert(ids=ids[start:end], embeddings=np.asarray(vectors[start:end], dtype=np.float32),
                              documents=texts[start:end], metadatas=metadatas[start:end])

    # --- reading ---------------------------------------------------------------------------

    def nearest(self, vector: np.ndarray, k: int) -> list[tuple[str, float]]:
        """The k chunks closest to a unit vector, as (chunk id, cosine similarity)."""
        collection = self.collection("chunks")
        count = collection.count()
        if not count:
            return []
        found = collection.query(query_embeddings=[np.asarray(vector, dtype=np.float32)], n_results=min(k, count),
                                 include=["distances"])
        return [(chunk_id, 1.0 - float(distance)) for chunk_id, distance in zip(found["ids"][0], found["distances"][0])]

    def chunks(self, ids: Sequence[str] | None = None, with_vectors: bool = False
               ) -> tuple[list[StoredChunk], np.ndarray | None]:
        """Stored chunks (all of them when ids is None), in the order of ids if given."""
        include = ["documents", "metadatas"] + (["embeddings"] if with_vectors else [])
        found = self.collection("chunks").get(ids=list(ids) if ids is not None else None, include=include)
        order = {chunk_id: i for i, chunk_id in enumerate(found["ids"])}
        picked = [order[i] for i in ids if i in order] if ids is not None else list(range(len(found["ids"])))
        records = []
        for i in picked:
            meta = found["metadatas"][i]
            chunk = Chunk(found["ids"][i], found["documents"][i], tuple(json.loads(meta["headings"])), meta["title"],
                          meta["source"])
            records.append(StoredChunk(chunk, meta["document"], bool(meta["module"])))
        vectors = np.asarray(found["embeddings"], dtype=np.float32)[picked] if with_vectors and picked else None
        return records, vectors

    def claims(self, with_vectors: bool = False) -> tuple[list[ClaimRecord], np.ndarray | None]:
        found = self.collection("claims").get(include=["documents", "metadatas"] + (["embeddings"] if with_vectors
                                                                                      else []))
        records = [ClaimRecord(m["chunk"], m["document"], m["claim"], text)
                   for m, text in zip(found["metadatas"], found["documents"])]
        vectors = np.asarray(found["embeddings"], dtype=np.float32) if with_vectors and records else None
        return records, vectors

    def vectors(self, name: str, ids: Sequence[str]) -> dict[str, np.ndarray]:
        """The stored embeddings of these chunks (name "chunks") or claims ("claims"), by id."""
        if not ids:
            return {}
        found = self.collection(name).get(ids=list(ids), include=["embeddings"])
        return dict(zip(found["ids"], np.asarray(found["embeddings"], dtype=np.float32)))

    def module(self, chunk_id: str) -> PrologModule | None:
        """A chunk's module as stored (checked when it was stored; the engine checks it again)."""
        path = self.module_path(chunk_id)
        if not path.is_file():
            return None
        try:
            return read_module(path.read_text(encoding="utf-8"), validate=False)
        except (OSError, NesyError) as err:
            raise KnowledgeBaseError(f"the module of chunk {chunk_id} is damaged ({path}): {err}") from None

    def module_path(self, chunk_id: str) -> Path:
        return self.modules_dir / f"{chunk_id}.pl"

    # --- Chroma ----------------------------------------------------------------------------

    @property
    def client(self):
        if self._client is None:
            self._client = _connect(self.folder / "chroma", self.chroma_url)
        return self._client

    def collection(self, name: str):
        if name not in self._collections:
            try:
                collection = self.client.get_or_create_collection(
                    name, embedding_function=None, configuration={"hnsw": {"space": "cosine"}},
                    metadata={"kb": self.manifest.kb, "model": self.manifest.model})
            except Exception as err:  # noqa: BLE001 - chromadb raises many types for one failure
                raise KnowledgeBaseError(f"Chroma cannot open the collection {name!r}: {err}") from None
            owner = (collection.metadata or {}).get("kb")
            if owner != self.manifest.kb:
                where = self.chroma_url or str(self.folder / "chroma")
                raise KnowledgeBaseError(f"the Chroma collection {name!r} at {where} belongs to another knowledge base")
            self._collections[name] = collection
        return self._collections[name]


    def reopen(self) -> None:
        """Read the store afresh: another process wrote to it, and an embedded Chroma keeps what
        it read of its files in memory (its ids and index would be stale)."""
        if self._client is not None and self.chroma_url is None:
            from chromadb.api.shared_system_client import SharedSystemClient

            # Chroma shares one system per folder in a process; forget ours so the next client reads the files.
            SharedSystemClient._identifier_to_system.pop(self._client._identifier, None)
        self._client = None
        self._collections = {}

    def open_collections(self) -> None:
        """Open both collections now: a server that holds another knowledge base's is found
        out before any compiling or embedding, not after."""
        for name in ("chunks", "claims"):
            self.collection(name)


def _chroma_where(url: str | None) -> str:
    """A Chroma location as the manifest records it: "" in the folder, else scheme://host:port."""
    if not url:
        return ""
    parsed = urlparse(url if "://" in url else f"http://{url}")
    return f"{parsed.scheme}://{parsed.hostname or 'localhost'}:{parsed.port or 8000}"


def _describe(where: str) -> str:
    return "in the folder (embedded)" if not where else f"on the server {where}"


def _how_to_open(where: str) -> str:
    return (f"open it with --chroma-url {where} (or NESY_CHROMA_URL)" if where
            else "open it without --chroma-url (and with NESY_CHROMA_URL unset)")


def _connect(path: Path, url: str | None):
    import chromadb
    from chromadb.config import Settings

    settings = Settings(anonymized_telemetry=False)
    try:
        if url is None:
            return chromadb.PersistentClient(path=str(path), settings=settings)
        parsed = urlparse(url if "://" in url else f"http://{url}")
        return chromadb.HttpClient(host=parsed.hostname or "localhost", port=parsed.port or 8000,
                                   ssl=parsed.scheme == "https", settings=settings)
    except Exception as err:  # noqa: BLE001 - connection and configuration errors alike
        reason = str(err).strip() or type(err).__name__
        hint = ": is `chroma run` serving there?" if url else ""
        raise KnowledgeBaseError(f"cannot open Chroma at {url or path} ({reason}){hint}") from None


def _read_manifest(path: Path) -> Manifest:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("format") != FORMAT:
            raise KnowledgeBaseError(f"{path} has format {data.get('format')!r}; this version reads {FORMAT}")
        documents = {key: DocumentEntry(**value) for key, value in data.pop("documents").items()}
        return Manifest(**data, documents=documents)
    except (OSError, ValueError, TypeError, KeyError, AttributeError) as err:
        raise KnowledgeBaseError(f"the manifest {path} is damaged: {err}") from None
