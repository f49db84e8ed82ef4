"""The layout of a rule text: headings, paragraphs split into sentences, nested lists.

Every unit keeps its character span in the chunk's text, so each clause compiled from it
can cite the exact sentence or list item it came from.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s*(.*?)\s*#*\s*$")
# '** item' is an item of the item above it (a nesting some pages show by doubling the mark)
_ITEM = re.compile(r"^(\s*)(\*{1,3}|[\-•+▪◦·]|\(?\d{1,2}[.)]|\(?[a-z][.)]|\(?[ivx]{1,4}[.)])\s+(.*)$")
_NUMBERING = re.compile(r"^\s*(?:\d+(?:\.\d+)*\.?|[A-Z]\.)\s+")
_ABBREVIATIONS = re.compile(
    r"(?:\b(?:e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|St|No|Nos|approx|incl|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|"
    r"U\.S|U\.K|p|pp|para|art|sec|ch)\.|\b[A-Z]\.)$")
_SENTENCE_END = re.compile(r"[.!?](?:[)\"'’”])*\s+(?=[A-Z0-9“\"‘'(£$])")


@dataclass
class Unit:
    """A sentence, heading or list item: the smallest thing a clause can cite."""

    text: str
    start: int
    end: int
    index: int = -1


@dataclass
class Item:
    unit: Unit
    depth: int
    children: list[Item] = field(default_factory=list)


@dataclass
class Block:
    kind: str  # heading | paragraph | list
    units: list[Unit] = field(default_factory=list)  # heading: one; paragraph: its sentences
    items: list[Item] = field(default_factory=list)  # list: top-level items
    level: int = 0  # heading level


@dataclass
class Layout:
    blocks: list[Block]
    units: list[Unit]  # in reading order; unit.index is its position here

    def headings(self) -> list[str]:
        return [b.units[0].text for b in self.blocks if b.kind == "heading"]


def heading_text(text: str) -> str:
    """'3. Eligibility' -> 'Eligibility'."""
    return _NUMBERING.sub("", text).strip()


def parse(text: str) -> Layout:
    blocks: list[Block] = []
    paragraph: list[tuple[int, str]] = []  # (offset, line)
    list_items: list[tuple[int, int, int, str]] = []  # (indent, start, end, text)

    def flush_paragraph() -> None:
        if paragraph:
            blocks.append(Block("paragraph", units=_sentences(paragraph)))
            paragraph.clear()

    def flush_list() -> None:
        if list_items:
            blocks.append(Block("list", items=_nest(list_items)))
            list_items.clear()

    offset = 0
    for line in text.splitlines(keepends=True):
        stripped = line.rstrip("\r\n")
        heading = _HEADING.match(stripped)
        item = _ITEM.match(stripped)
        if not stripped.strip():
            flush_paragraph()
        elif heading:
            flush_paragraph()
            flush_list()
            title = heading.group(2)
            start = offset + stripped.index(title) if title else offset
            if title:
                blocks.append(Block("heading", units=[Unit(title, start, start + len(title))],
                                    level=len(heading.group(1))))
        elif item:
            flush_paragraph()
            content = item.group(3).strip()
            start = offset + stripped.index(item.group(3))
            depth = len(item.group(1).expandtabs(4)) + 4 * (len(item.group(2)) - 1) * item.group(2).startswith("*")
            list_items.append((depth, start, start + len(content), content))
        elif list_items and not paragraph and line[:1] in (" ", "\t"):
            indent, start, _, content = list_items[-1]
            end = offset + len(stripped.rstrip())
            list_items[-1] = (indent, start, end, content + " " + stripped.strip())
        else:
            flush_list()
            paragraph.append((offset, stripped))
        offset += len(line)
    flush_paragraph()
    flush_list()
    units: list[Unit] = []
    for block in blocks:
        for unit in _block_units(block):
            unit.index = len(units)
            units.append(unit)
    return Layout(blocks, units)


def _block_units(block: Block) -> list[Unit]:
    if block.kind != "list":
        return block.units
    out: list[Unit] = []
    stack = list(reversed(block.items))
    while stack:
        item = stack.pop()
        out.append(item.unit)
        stack.extend(reversed(item.children))
    return out


def sentences(text: str) -> list[str]:
    """The sentences of one line of text (a list item of several, say)."""
    return [unit.text for unit in _sentences([(0, text)])]


def _sentences(lines: list[tuple[int, str]]) -> list[Unit]:
    """Split a paragraph into sentences, keeping offsets; abbreviations do not end one."""
    units: list[Unit] = []
    for offset, line in _wrapped(lines):
        start = 0
        for match in _SENTENCE_END.finditer(line):
            end = match.start() + 1
            if _ABBREVIATIONS.search(line[start:end]):
                continue
            _add(units, line, offset, start, match.end())
            start = match.end()
        _add(units, line, offset, start, len(line))
    return units


def _wrapped(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """A paragraph's lines joined where one goes on at the next: text wrapped at a fixed width
    ('if you live' / 'in England') is one sentence; a sentence ending a line is split off again
    by `_sentences`. A line break becomes a space, so offsets stay those of the text."""
    runs: list[tuple[int, str]] = []
    for offset, line in lines:
        if runs and _goes_on(runs[-1][1], line):
            start, before = runs[-1]
            runs[-1] = (start, before + " " * (offset - start - len(before)) + line)
        else:
            runs.append((offset, line))
    return runs


def _goes_on(before: str, line: str) -> bool:
    """Whether a paragraph's line runs on into the next: it ends a sentence (split again), or
    it is unpunctuated and reads as wrapped, not as a title ('Eligibility' / 'You can ...'):
    the next line opens in lower case or a digit, the line is long, or it ends on a word
    that cannot end a phrase ('and', 'the', 'you')."""
    before = before.rstrip()
    if re.search(r"[:;]$", before):
        return False
    return bool(re.search(r"[.!?][)\"'’”]*$", before)) or not line.lstrip()[:1].isupper() or len(before) >= 50 \
        or before.split()[-1].lower() in _GOES_ON


_GOES_ON = frozenset("a an the and or but nor of to in on at for with by from as if than that which who whose your "
                     "their our my his her its you they we he she it is are was were be been have has had do does "
                     "can could may might must shall should will would not no into over under about".split())


def _add(units: list[Unit], line: str, offset: int, start: int, end: int) -> None:
    piece = line[start:end]
    lead = len(piece) - len(piece.lstrip())
    text = piece.strip()
    if text:
        units.append(Unit(text, offset + start + lead, offset + start + lead + len(text)))


def _nest(items: list[tuple[int, int, int, str]]) -> list[Item]:
    roots: list[Item] = []
    stack: list[Item] = []
    for indent, start, end, content in items:
        node = Item(Unit(content, start, end), indent)
        while stack and stack[-1].depth >= indent:
            stack.pop()
        (stack[-1].children if stack else roots).append(node)
        stack.append(node)
    return roots
