"""The rules compiler over a whole corpus: every module it makes, and how general its constructs are.

Two uses share one pass. The modules of the 585 ShARC texts, written one after another, are
the golden corpus (`tests/data/golden/`): a compiler change shows as a diff of them, not as a
list of pinned strings. The construct table says, per construct, on how many texts it fired
and how many rules, questions and claims came of it; one that fires on fewer than
`MIN_TEXTS` texts is a patch for those texts (`docs/knowledge-base.md`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from nesy_chat.core.errors import ModuleError
from nesy_chat.kb.documents import Document, chunk, load
from nesy_chat.prolog.source import write_module
from nesy_chat.synthesis.base import Chunk
from nesy_chat.synthesis.rules import RulesSynthesizer, constructs

MIN_TEXTS = 3
HEADER = "%%% "  # starts the line naming each module in the golden corpus
VERSION = "compiler version "


@dataclass
class Compiled:
    """One chunk: its module's source (or why there is none) and the constructs it used."""

    chunk: Chunk
    source: str
    trace: constructs.Trace


@dataclass
class Construct:
    name: str
    texts: int = 0  # documents it fired on
    fired: int = 0  # times
    rules: int = 0  # rules it made
    questions: set[str] = field(default_factory=set)  # what it said that a module asks in the end
    claims: set[str] = field(default_factory=set)  # conclusions of its rules

    def row(self) -> dict:
        return {"name": self.name, "texts": self.texts, "fired": self.fired, "rules": self.rules,
                "questions": len(self.questions), "claims": len(self.claims)}


def compile_corpus(paths: Iterable[Path]) -> Iterator[Compiled]:
    """Every chunk of the documents at `paths` (files, folders, JSON maps), compiled as ingest
    would, in the order of the documents. A text the compiler refuses is kept, with why."""
    loaded = load(paths)
    if loaded.errors:
        raise loaded.errors[0]
    synthesizer = RulesSynthesizer()
    for document in loaded.documents:
        for piece in chunk(_named_by_file(document)):
            with constructs.recording() as trace:
                try:
                    source = write_module(synthesizer.synthesize(piece))
                except ModuleError as err:
                    source = f"% not compiled: {err}\n"
            yield Compiled(piece, source, trace)


def _named_by_file(document: Document) -> Document:
    """The document with an id that does not depend on where the corpus lies (a clone in CI):
    its file's name and key, so its chunk and module names are the same everywhere."""
    path, hash_, key = document.id.partition("#")
    return replace(document, id=f"{Path(path).name}{hash_}{key}")


def golden(compiled: Iterable[Compiled]) -> str:
    """The modules as one text after the compiler's version, each after a line naming its
    chunk: a diff reads per module."""
    modules = "".join(f"{HEADER}{c.chunk.id}\n{c.source.rstrip()}\n\n" for c in compiled)
    return f"{HEADER}{VERSION}{RulesSynthesizer.version}\n\n{modules}"


def split_golden(text: str) -> tuple[str, dict[str, str]]:
    """The golden corpus back into the compiler's version and its modules, by chunk id."""
    head, *parts = text.split(f"\n{HEADER}")
    modules = {}
    for part in parts:
        name, _, source = part.partition("\n")
        modules[name] = source.rstrip()
    return head.removeprefix(f"{HEADER}{VERSION}").strip(), modules


def changed_modules(old: dict[str, str], new: dict[str, str]) -> list[str]:
    """The chunk ids whose module differs between two golden corpora (or is in one only), sorted."""
    return sorted(name for name in old.keys() | new.keys() if old.get(name) != new.get(name))


def construct_table(compiled: Iterable[Compiled]) -> list[Construct]:
    """Every construct the compiler defines, fewest texts first: the ones to generalise or drop."""
    table = {name: Construct(name) for name in constructs.NAMES}
    for items in _by_document(compiled):
        used: Counter = Counter()
        for item in items:
            used.update(item.trace.fired)
            asked = {leaf for rule in item.trace.rules for leaf in constructs.statements(rule.condition)}
            for name, said in item.trace.said.items():
                table[name].questions.update(said & asked)  # what it said that is asked in the end
            for rule in item.trace.rules:
                if rule.construct in table:
                    table[rule.construct].rules += 1
                    table[rule.construct].claims.add(rule.conclusion)
        for name, times in used.items():
            table[name].texts += 1
            table[name].fired += times
    return sorted(table.values(), key=lambda c: (c.texts, c.name))


def _by_document(compiled: Iterable[Compiled]) -> Iterator[list[Compiled]]:
    """The chunks of each document together (a chunk id is the document's prefix and a number)."""
    current, items = None, []
    for item in compiled:
        document = item.chunk.id.rsplit("-", 1)[0]
        if document != current and items:
            yield items
            items = []
        current = document
        items.append(item)
    if items:
        yield items


def format_table(table: list[Construct]) -> str:
    """The table as text, with the constructs under `MIN_TEXTS` texts counted at the end."""
    lines = [f"{'construct':<32} {'texts':>6} {'fired':>7} {'rules':>6} {'questions':>9} {'claims':>6}"]
    lines += [f"{c.name:<32} {c.texts:>6} {c.fired:>7} {c.rules:>6} {len(c.questions):>9} {len(c.claims):>6}"
              for c in table]
    rare = [c.name for c in table if c.texts < MIN_TEXTS]
    lines.append(f"{len(table)} constructs; {len(rare)} fire on fewer than {MIN_TEXTS} texts")
    return "\n".join(lines) + "\n"
