"""One interface for every synthesizer: a chunk of rule text in, a validated module out.

Synthesis is cached by the chunk's content hash (and the synthesizer's name and version,
which for a model names the model and the prompt's digest), so unchanged text is never
compiled twice. Every module it hands on says who made it (`Origin`).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Protocol

from nesy_chat.core.files import atomic_write
from nesy_chat.core.module import Origin, PrologModule
from nesy_chat.prolog.source import read_module, write_module
from nesy_chat.prolog.validate import validate_module


@dataclass(frozen=True)
class Chunk:
    """A piece of a document small enough to become one module."""

    id: str
    text: str
    headings: tuple[str, ...] = ()  # the heading path above the chunk, outermost first
    title: str = ""  # the document's title
    source: str = ""  # URL or path of the document

    @property
    def content_hash(self) -> str:
        payload = json.dumps([self.text, list(self.headings)], ensure_ascii=False)
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:32]


def source_version(*modules) -> str:
    """A version that changes whenever the source of these modules does, so a compiler change
    never leaves modules compiled by older code in a cache or a knowledge base."""
    digest = hashlib.sha256()
    for module in modules:
        digest.update(Path(module.__file__).read_bytes())
    return digest.hexdigest()[:12]


class Synthesizer(Protocol):
    """`name` and `version` key its cache. One that mostly waits on a server (a model) may set
    `io_bound = True`: ingest then keeps several chunks in flight in threads, not processes."""

    name: str
    version: str

    def synthesize(self, chunk: Chunk) -> PrologModule:
        """A module whose id is chunk.id; raises a ModuleError subclass when it cannot."""


class CachedSynthesizer:
    """Wraps a synthesizer with a cache of module sources on disk (or in memory only), and
    stamps its origin on a module that does not say who made it."""

    def __init__(self, inner: Synthesizer, directory: Path | None = None):
        self.inner = inner
        self.name = inner.name
        self.version = inner.version
        self.io_bound = getattr(inner, "io_bound", False)
        self.directory = directory
        self._memory: dict[str, str] = {}
        if directory is not None:
            directory.mkdir(parents=True, exist_ok=True)

    def synthesize(self, chunk: Chunk) -> PrologModule:
        key = f"{self.name}-{self.version}-{chunk.content_hash}"
        source = self._memory.get(key)
        path = self.directory / f"{key}.pl" if self.directory else None
        if source is None and path is not None and path.is_file():
            source = path.read_text(encoding="utf-8")
        if source is not None:
            self._memory[key] = source
            return replace(read_module(source, validate=False), id=chunk.id)
        module = self.inner.synthesize(chunk)
        if module.origin is None:
            module = replace(module, origin=Origin(self.name, self.version))
        validate_module(module)
        if module.origin.failed:
            return module  # a stand-in is not what the key names: the next run asks again
        source = write_module(module)
        if path is not None:
            atomic_write(path, source)
        self._memory[key] = source
        return module
