"""Documents from files, folders and JSON maps, and their chunks.

A document keeps its title and its path or URL, so every answer can cite it. Reading never
stops at a bad file: each one that cannot be read (binary, empty, not UTF-8, too large, not
prose) comes back as a `DocumentError` naming the file and the reason, beside the
documents that could be read.

Chunking: a short text is one chunk, untouched (a rule text reads best whole, headings
included). A long one is split at its Markdown headings, then between paragraphs, each
chunk keeping the path of headings above it, so the compiler and the reader still know
what it is about. A paragraph that ends in ":" stays with the list that follows it.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from nesy_chat.core.errors import DocumentError
from nesy_chat.nlp.text import visible
from nesy_chat.synthesis.base import Chunk

TEXT_SUFFIXES = (".md", ".markdown", ".txt")
MAX_BYTES = 4_000_000  # about 1,500 pages of text: larger is a dump, not a document
MAX_CHUNK_CHARS = 1500  # about 300 tokens: what the embedding model reads (it cuts at 256) and a rule text's size
MIN_WORD_SHARE = 0.6  # tokens that look like words, in anything a person wrote
MIN_TOKENS_TO_JUDGE = 20  # fewer tokens say too little to call a text noise

_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_WORDLIKE = re.compile(r"^[(\"'“‘\[]*(?:[^\W\d_][^\W\d_'’-]{0,24}(?:['’-][^\W\d_]+)*\d{0,4}"
                       r"|[£$€]?[\d.,:/-]{1,15}(?:[a-z]{1,3}|%)?)[)\"'”’\].,;:!?]*$")
_MARKUP = re.compile(r"^(?:#{1,6}|[*\-•+▪◦·>|]|\d{1,2}[.)])$")
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9“\"(])")
_URL = re.compile(r"^https?://\S+$")
_SLUG = re.compile(r"^(?=[\w-]*[a-z])[a-z0-9]+(?:-[a-z0-9]+)*$", re.IGNORECASE)  # words: not an id or a file name
_TITLE_PARTS = 2  # a page and its section ('working-tax-credit/eligibility'); above them is navigation


@dataclass(frozen=True)
class Document:
    """One text to ingest: `id` is stable across runs (a resolved path, or path#key)."""

    id: str
    title: str
    source: str  # URL or path, what a citation shows
    text: str

    @property
    def content_hash(self) -> str:
        payload = json.dumps([self.title, self.source, self.text], ensure_ascii=False)
        return hashlib.sha256(payload.encode("utf-8")).hexdigest()[:32]


@dataclass(frozen=True)
class Loaded:
    documents: list[Document]
    errors: list[DocumentError]


def load(paths: Iterable[Path], sources: dict[str, str] | None = None) -> Loaded:
    """Documents from .md / .txt files, folders of them (recursively), and JSON maps of
    id -> text; `sources` maps a JSON id to its URL."""
    documents: list[Document] = []
    errors: list[DocumentError] = []
    for path in paths:
        for item in _expand(Path(path), errors):
            try:
                if item.suffix.lower() == ".json":
                    found, problems = read_json_map(item, sources or {})
                    documents += found
                    errors += problems
                else:
                    documents.append(read_text_file(item))
            except DocumentError as err:
                errors.append(err)
    return Loaded(documents, errors)


def _expand(path: Path, errors: list[DocumentError]) -> Iterator[Path]:
    """The files to read under a path; what is passed over is said, never skipped silently."""
    if path.is_dir():
        found = []
        for item in sorted(path.rglob("*")):
            if item.suffix.lower() not in TEXT_SUFFIXES or item.is_dir():
                continue
            if any(part.startswith(".") for part in item.relative_to(path).parts):
                errors.append(DocumentError(str(item), "hidden (a name that starts with '.'): skipped"))
            elif is_project_file(item):
                errors.append(DocumentError(str(item), PROJECT_FILE))
            elif not item.is_file():
                errors.append(DocumentError(str(item), _NOT_REGULAR))
            else:
                found.append(item)
        if not found:
            errors.append(DocumentError(str(path), "a folder with no .md or .txt files"))
        yield from found
    elif path.is_file():
        if path.suffix.lower() in (*TEXT_SUFFIXES, ".json"):
            yield path
        else:
            errors.append(DocumentError(str(path), f"not a .md, .txt or .json file ({path.suffix or 'no suffix'})"))
    elif path.exists():
        errors.append(DocumentError(str(path), _NOT_REGULAR))
    else:
        errors.append(DocumentError(str(path), "no such file or folder"))


_NOT_REGULAR = "not a regular file (a pipe, socket or device): skipped"
# A folder's own notes travel with it (its licence, how it was made): they are not rules.
_PROJECT_FILE = re.compile(r"^(?:readme|licen[cs]e|copying|notice|changelog|changes|contributing|authors)(?:[._-]|$)",
                           re.IGNORECASE)
PROJECT_FILE = "a folder's README or licence, not a rule text: skipped (name it on its own to ingest it)"


def is_project_file(path: Path) -> bool:
    return bool(_PROJECT_FILE.match(path.name))


def read_text_file(path: Path) -> Document:
    resolved = path.resolve()
    text = check_text(str(path), _decode(str(path), _read_bytes(path)))
    return Document(str(resolved), title_of(text, str(resolved), path.stem.replace("_", " ").strip()), str(resolved),
                    text)


def read_json_map(path: Path, sources: dict[str, str]) -> tuple[list[Document], list[DocumentError]]:
    """A JSON object of id -> text; each bad entry is an error of its own."""
    data, repeated = _read_json(path)
    if not isinstance(data, dict) or not data:
        raise DocumentError(str(path), "not a JSON object of id -> text")
    if all(isinstance(v, str) and _URL.match(v.strip()) for v in data.values()):
        raise DocumentError(str(path), "a map of URLs, not texts: pass it with --sources")
    resolved = path.resolve()
    documents, errors = [], []
    for key, value in data.items():
        where = f"{path}#{key}"
        if key in repeated:
            errors.append(DocumentError(where, "the id appears more than once: which text is meant?"))
            continue
        if not isinstance(value, str):
            errors.append(DocumentError(where, f"the value is {type(value).__name__}, not text"))
            continue
        try:
            text = check_text(where, value)
        except DocumentError as err:
            errors.append(err)
            continue
        doc_id = f"{resolved}#{key}"
        source = sources.get(str(key)) or doc_id
        documents.append(Document(doc_id, title_of(text, source, str(key)), source, text))
    return documents, errors


def read_sources(path: Path) -> dict[str, str]:
    """An id -> URL map, such as ShARC's rule_text_sources.json."""
    data, repeated = _read_json(path)
    if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
        raise DocumentError(str(path), "not a JSON object of id -> URL")
    if repeated:
        raise DocumentError(str(path), f"ids that appear more than once: {', '.join(sorted(repeated)[:5])}")
    return {str(k): v for k, v in data.items()}


def _read_json(path: Path) -> tuple[object, set[str]]:
    """The file's JSON, and the keys its top-level object repeats (json keeps the last silently)."""
    repeated: set[str] = set()

    def pairs(items: list[tuple[str, object]]) -> dict:
        keys = [k for k, _ in items]
        if len(keys) != len(set(keys)):
            repeated.update(k for k in keys if keys.count(k) > 1)
        return dict(items)

    text = _decode(str(path), _read_bytes(path))
    try:
        data = json.loads(text, object_pairs_hook=pairs)
    except json.JSONDecodeError as err:
        raise DocumentError(str(path), f"not valid JSON: {err}") from None
    except RecursionError:
        raise DocumentError(str(path), "its JSON is nested too deeply to be a map of id -> text") from None
    top = set(data) if isinstance(data, dict) else set()
    return data, repeated & top


def _read_bytes(path: Path) -> bytes:
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise DocumentError(str(path), f"too large: {size / 1e6:.1f} MB (the limit is {MAX_BYTES / 1e6:.0f} MB)")
        return path.read_bytes()
    except OSError as err:
        raise DocumentError(str(path), f"cannot read it: {err.strerror or err}") from None


def check_text(where: str, text: str) -> str:
    """The text of a document with plain line ends and no invisible characters, or a
    DocumentError saying why it is none."""
    text = visible(text.replace("\r\n", "\n").replace("\r", "\n"))
    if not text.strip():
        raise DocumentError(where, "empty")
    tokens = [token for token in text.split() if not _MARKUP.match(token)]
    if len(tokens) < MIN_TOKENS_TO_JUDGE:
        return text
    sample = tokens[:: max(1, len(tokens) // 2000)]
    share = sum(1 for token in sample if _WORDLIKE.match(token)) / len(sample)
    if share < MIN_WORD_SHARE:
        raise DocumentError(where, f"does not read as prose: only {share:.0%} of its tokens look like words")
    return text


def _decode(where: str, raw: bytes) -> str:
    if b"\x00" in raw[:8192] and not raw.startswith((b"\xff\xfe", b"\xfe\xff")):
        raise DocumentError(where, "binary (it holds NUL bytes)")
    try:
        if raw.startswith((b"\xff\xfe", b"\xfe\xff")):
            return raw.decode("utf-16")
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise DocumentError(where, f"not UTF-8 text (byte {err.start}: {raw[err.start:err.start + 1]!r})") from None


def title_of(text: str, source: str, fallback: str) -> str:
    """A document's title: what its address says the page is, else its first heading, else
    `fallback`. A page's text is often one section of it ('## Your pay'), and only the address
    still says what the page is about ('Working tax credit')."""
    return url_title(source) or first_heading(text) or fallback


def url_title(url: str) -> str:
    """The words that end a web address's path, at most its last two parts ('https://www.gov.uk/
    working-tax-credit/eligibility' -> 'Working tax credit: eligibility'); '' if it ends in an id
    or a file name ('benefit-details/4364'): then the address does not say what the page is."""
    if not _URL.match(url.strip()):
        return ""
    words: list[str] = []
    for part in reversed([p for p in urlsplit(url.strip()).path.split("/") if p]):
        if not _SLUG.match(part) or len(words) == _TITLE_PARTS:
            break
        words.insert(0, part.replace("-", " ").lower())
    title = ": ".join(words)
    return title[:1].upper() + title[1:]


def first_heading(text: str) -> str:
    for line in text.splitlines():
        match = _HEADING.match(line)
        if match and match.group(2).strip():
            return match.group(2).strip()
    return ""


# --- chunking --------------------------------------------------------------------------

def chunk(document: Document, max_chars: int = MAX_CHUNK_CHARS) -> list[Chunk]:
    """The document's chunks, in order; ids are `<name>-<hash of the document id>-<n>`."""
    prefix = chunk_prefix(document)
    if len(document.text) <= max_chars:
        parts = [((), document.text.strip())]
    else:
        parts = [(path, piece) for path, body in _sections(document.text) for piece in _pack(body, max_chars)]
    return [Chunk(f"{prefix}-{n}", text, headings, document.title, document.source)
            for n, (headings, text) in enumerate(p for p in parts if p[1].strip())]


def chunk_prefix(document: Document) -> str:
    """What every chunk id of the document starts with: readable, unique, safe as a file name."""
    name = document.id.rsplit("#", 1)[-1] if "#" in document.id else Path(document.id).stem
    slug = "_".join(re.findall(r"[a-z0-9]+", name.lower()))[:40] or "doc"
    return f"{slug}-{hashlib.sha1(document.id.encode('utf-8')).hexdigest()[:8]}"


def index_text(chunk: Chunk) -> str:
    """What retrieval reads of a chunk: its title and heading path (unless the text starts with
    a heading that holds them, as a rule text does), then the text."""
    first_line = chunk.text.lstrip().split("\n", 1)[0]
    heading = first_line if first_line.startswith("#") else ""
    context = [h for h in (chunk.title, *chunk.headings) if h and h not in heading]
    return "\n".join([*dict.fromkeys(context), chunk.text])


def _sections(text: str) -> list[tuple[tuple[str, ...], str]]:
    """(heading path, body) per heading, in order; text before the first heading has none."""
    sections: list[tuple[tuple[str, ...], list[str]]] = [((), [])]
    path: list[tuple[int, str]] = []
    for line in text.split("\n"):
        match = _HEADING.match(line)
        if match:
            level = len(match.group(1))
            path = [(lvl, h) for lvl, h in path if lvl < level] + [(level, match.group(2).strip())]
            sections.append((tuple(h for _, h in path), []))
        else:
            sections[-1][1].append(line)
    return [(headings, "\n".join(lines).strip()) for headings, lines in sections if "\n".join(lines).strip()]


def _pack(body: str, max_chars: int) -> list[str]:
    """Paragraphs packed into pieces of at most max_chars (a longer paragraph is split
    between sentences); an intro ending in ':' is never parted from its list."""
    return _join_within([part for block in _blocks(body) for part in _split_long(block, max_chars)], "\n\n",
                        max_chars)


def _join_within(units: list[str], joint: str, max_chars: int) -> list[str]:
    """Join consecutive units with `joint` into pieces of at most max_chars (a unit already
    over the limit stands alone)."""
    pieces: list[str] = []
    current = ""
    for unit in units:
        if current and len(current) + len(joint) + len(unit) > max_chars:
            pieces.append(current)
            current = unit
        else:
            current = f"{current}{joint}{unit}" if current else unit
    if current:
        pieces.append(current)
    return pieces


def _blocks(body: str) -> list[str]:
    paragraphs = [p.strip() for p in re.split(r"\n\s*\n", body) if p.strip()]
    blocks: list[str] = []
    for paragraph in paragraphs:
        if blocks and blocks[-1].rstrip().endswith(":"):
            blocks[-1] = f"{blocks[-1]}\n\n{paragraph}"
        else:
            blocks.append(paragraph)
    return blocks


def _split_long(block: str, max_chars: int) -> list[str]:
    """A block over the limit, cut between its lines (a list) or sentences (a paragraph),
    or between words when a sentence alone is over it."""
    if len(block) <= max_chars:
        return [block]
    lines = block.split("\n")
    units, joint = (lines, "\n") if len(lines) > 1 else (_SENTENCE_END.split(block), " ")
    cut_units = []
    for unit in units:
        while len(unit) > max_chars:
            cut = unit.rfind(" ", 0, max_chars)
            cut = cut if cut > 0 else max_chars
            cut_units.append(unit[:cut].strip())
            unit = unit[cut:].strip()
        cut_units.append(unit)
    return [p for p in _join_within(cut_units, joint, max_chars) if p.strip()]
