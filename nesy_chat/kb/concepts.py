"""Concepts a text speaks of, found offline, and one canonical key for each.

Four sources: spaCy's noun chunks ("a low income"), names in capitals ("Pension Credit",
"the Guarantee Credit element" gives "Guarantee Credit"), form codes ("SA100"), and
defined terms (an acronym in brackets, ShARC's "*[DWP]: Department for Work and Pensions",
a quoted term). A chunk's title and headings, when short enough to name something, are what
the chunk is *about*. The key is the lower-cased lemmas without determiners, numbers or
brackets, so "the Pension Credits" and "Pension Credit (PC)" are one concept, and an
acronym defined in the chunk stands for its long form.

Relations, where a sentence states them: IS_A from "X is a Y", "X, a Y," and "Ys such as
X, Z" or "Ys including X"; APPLIES_TO from "... applies to Y".
"""

from __future__ import annotations

import re
from collections.abc import Container, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from nesy_chat.nlp import wordforms
from nesy_chat.nlp.questions import nlp

VERSION = 3  # bumped whenever `extract` or `canonical` changes, so graphs built before are rebuilt
MAX_NAME_WORDS = 6  # a title or heading longer than this is a sentence, not a name
Role = str  # title | heading | name | form | term | phrase

_DROP = {"DET", "PRON", "NUM", "PUNCT", "SYM", "CCONJ", "PART", "ADP", "SPACE", "X", "INTJ", "AUX", "SCONJ"}
_VAGUE = frozenset("""
certain other some any many much more most such several various additional new same different whole full
particular specific main own way thing things time times example case lot kind type part number amount
information detail details something anything everything nothing one ones
""".split())
_FORM = re.compile(r"\b(?:[A-Z]{1,4}\d{1,4}[A-Z]{0,2}|\d{1,4}[A-Z]{1,3}\d{0,3})\b")
_ABBREVIATION = re.compile(r"^\s*\*\[([^\]]+)\]:\s*(.+?)\s*$", re.MULTILINE)
_BRACKETED = re.compile(r"((?:[A-Z][\w'’-]*\s+){1,8}?(?:[A-Z][\w'’-]*))\s*\(([A-Z][A-Za-z]{1,9})\)")
_QUOTED = re.compile(r"[“\"]([^”\"\n]{3,60})[”\"]")
_MARKUP = re.compile(r"^([ \t]*)(#{1,6}|\*\[[^\]]*\]:|[*\-•+▪◦·])(?=\s)", re.MULTILINE)
_HEADING_LINE = re.compile(r"^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$", re.MULTILINE)
_NUMBERING = re.compile(r"^\s*(?:\d+(?:\.\d+)*\.?|[A-Z]\.)\s+")
_KEY_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_PEOPLE = frozenset("people person anyone someone everyone applicant applicants claimant claimants".split())
_LEADING = frozenset("the a an your their his her its our my this that these those".split())


@dataclass(frozen=True)
class Mention:
    """A concept in a chunk: its key, its text as written, where (-1: title or heading)."""

    key: str
    text: str
    role: Role
    start: int = -1


@dataclass(frozen=True)
class Relation:
    source: str  # a concept key; for APPLIES_TO, "" means "the sentence's rules"
    type: str  # IS_A | APPLIES_TO
    target: str
    start: int  # where the sentence stating it begins in the text


@dataclass(frozen=True)
class Extraction:
    mentions: tuple[Mention, ...]
    relations: tuple[Relation, ...]


def canonical(text: str) -> str:
    """'the Pension Credits (PC)' -> 'pension credit'."""
    words = [key for key, _ in _key_words(text)]
    while words and words[0] in _LEADING:
        words = words[1:]
    return " ".join(words)


def _key_words(text: str) -> list[tuple[str, str]]:
    """Each word of a text as a concept key reads it, beside the word as written."""
    text = re.sub(r"\([^)]*\)", " ", text.replace("’", "'"))
    text = re.sub(r"'s\b", "", text)
    return [(wordforms.unaccented(_lemma(word.lower())), word) for word in _KEY_WORD.findall(text)]


def names_in(question: str, names: Container[str]) -> list[str]:
    """The names (say, the titles of chunks) a question spells out word for word, longest
    first and not overlapping, a capital after its first word telling a name from plain
    words: "the county in which Johnnycake, West Virginia is located" names "johnnycake west
    virginia", though no noun chunk of it does."""
    words = _key_words(question)
    keys = [key for key, _ in words]
    capital = [written[:1].isupper() for _, written in words]
    found, start = [], 0
    while start < len(keys):
        end = next((end for end in range(min(len(keys), start + MAX_NAME_WORDS), start, -1)
                    if " ".join(keys[start:end]) in names and any(capital[max(start, 1):end])), None)
        if end is None:
            start += 1
        else:
            found.append(" ".join(keys[start:end]))
            start = end
    return found


@lru_cache(maxsize=100_000)
def _lemma(word: str) -> str:
    """A noun's lemma; a word the dictionary lacks is only un-pluralised ("carers")."""
    lemmas = wordforms.lemmas(word)
    for pos in ("NOUN", "PROPN"):
        if pos in lemmas:
            return lemmas[pos][0]
    if not lemmas and word.endswith("s") and not word.endswith("ss"):
        return wordforms.lemma(word, "NOUN")[0]
    return word


def about(title: str, headings: Sequence[str]) -> list[Mention]:
    """What a chunk is about: its title and headings that are short enough to be names. A title
    'Page: section' is also about each ('Working tax credit: eligibility')."""
    found = []
    parts = title.split(": ") if ": " in title else []
    for role, text in [*(("title", t) for t in (title, *parts)), *(("heading", h) for h in headings)]:
        text = _NUMBERING.sub("", text).strip()
        key = canonical(text)
        if key and len(key.split()) <= MAX_NAME_WORDS:
            found.append(Mention(key, text, role))
    return found


def extract(text: str, title: str = "", headings: Sequence[str] = ()) -> Extraction:
    """The concepts of one chunk (its title and headings included) and the relations it states."""
    aliases = _aliases(text)
    inner = [m.group(1) for m in _HEADING_LINE.finditer(text)]
    mentions = about(title, [*headings, *inner])
    doc = nlp()(_MARKUP.sub(lambda m: m.group(1) + " " * len(m.group(2)), text))
    for span in doc.noun_chunks:
        mentions += _from_noun_chunk(span, aliases)
    mentions += [Mention(m.group().lower(), m.group(), "form", m.start()) for m in _FORM.finditer(text)]
    mentions += [Mention(key, full, "term", -1) for key, full in
                 ((canonical(full), full) for full in dict.fromkeys(aliases.values())) if key]
    for match in _QUOTED.finditer(text):
        key = canonical(match.group(1))
        if key and len(key.split()) <= MAX_NAME_WORDS:
            mentions.append(Mention(key, match.group(1), "term", match.start(1)))
    return Extraction(tuple(_unique(mentions)), tuple(_relations(doc, aliases)))


def question_concepts(question: str) -> list[str]:
    """The concept keys a question names (its noun chunks and names)."""
    doc = nlp()(question)
    return list(dict.fromkeys(m.key for span in doc.noun_chunks for m in _from_noun_chunk(span, {})))


def _aliases(text: str) -> dict[str, str]:
    """Acronym -> long form, from '*[DWP]: Department for ...' and 'Statutory Maternity Pay (SMP)'."""
    found = {m.group(1).strip().lower(): m.group(2).strip() for m in _ABBREVIATION.finditer(text)}
    for match in _BRACKETED.finditer(text):
        words, acronym = match.group(1).split(), match.group(2)
        initials = "".join(w[0] for w in words[-len(acronym):]).lower()
        if initials == acronym.lower():
            found.setdefault(acronym.lower(), " ".join(words[-len(acronym):]))
    return found


def _from_noun_chunk(span, aliases: dict[str, str]) -> list[Mention]:
    """The phrase without determiners, numbers and vague words; and its run of names."""
    found = []
    words = [t for t in span if t.pos_ not in _DROP and t.lower_ not in _LEADING
             and (t.lower_ not in _VAGUE or t.text[:1].isupper())]
    if words and words[-1].pos_ in ("NOUN", "PROPN"):
        text = " ".join(t.text for t in words)
        key = canonical(aliases.get(text.lower(), text))
        if key and not key.isdigit() and len(key) > 2:
            found.append(Mention(key, text, "phrase", words[0].idx))
    names = _name_runs(span)
    for run in names:
        text = " ".join(t.text for t in run)
        key = canonical(aliases.get(text.lower(), text))
        if key and len(key) > 1 and (not found or key != found[0].key):
            found.append(Mention(key, text, "name", run[0].idx))
    return found


def _name_runs(span) -> list[list]:
    """Runs of capitalised words, not counting a sentence's first word on its own."""
    runs: list[list] = []
    current: list = []
    for token in span:
        capital = token.text[:1].isupper() and token.pos_ in ("PROPN", "NOUN", "ADJ") \
            and token.lower_ not in _LEADING and not (token.is_sent_start and token.pos_ != "PROPN")
        if capital:
            current.append(token)
        elif current:
            runs.append(current)
            current = []
    if current:
        runs.append(current)
    return runs


def _core(token, aliases: dict[str, str]) -> str:
    """A noun with its compound modifiers: 'an income-related benefit' -> 'benefit'."""
    compounds = [c for c in token.children if c.dep_ == "compound" and c.i < token.i]
    start = min([token.i, *(c.left_edge.i for c in compounds)])
    text = token.doc[start:token.i + 1].text
    return canonical(aliases.get(text.lower(), text))


def _relations(doc, aliases: dict[str, str]) -> Iterable[Relation]:
    for token in doc:
        sentence = token.sent.start_char
        if token.dep_ == "attr" and token.head.lemma_ == "be" and token.pos_ in ("NOUN", "PROPN") \
                and not any(c.dep_ in ("aux", "neg") for c in token.head.children):  # not "must be", "is not"
            for subject in (c for c in token.head.children if c.dep_ == "nsubj" and c.pos_ in ("NOUN", "PROPN")):
                yield from _is_a(_core(subject, aliases), _core(token, aliases), sentence)
        elif token.dep_ == "appos" and token.pos_ == "NOUN" and token.head.pos_ in ("NOUN", "PROPN"):
            yield from _is_a(_core(token.head, aliases), _core(token, aliases), sentence)
        elif token.lower_ == "as" and token.dep_ == "prep" and any(c.lower_ == "such" for c in token.children) \
                or token.lower_ in ("including", "include") and token.dep_ == "prep":
            members = [c for c in token.children if c.dep_ == "pobj"]
            members += [c for m in members for c in m.conjuncts]
            for member in members:
                yield from _is_a(_core(member, aliases), _core(token.head, aliases), sentence)
        elif token.lemma_ == "apply" and token.pos_ == "VERB" and not any(  # not "you can apply to the council"
                c.dep_ == "nsubj" and (c.pos_ == "PRON" and c.lower_ not in ("this", "it", "these", "which", "that")
                                       or c.lower_ in _PEOPLE) for c in token.children):
            for prep in (c for c in token.children if c.dep_ == "prep" and c.lower_ == "to"):
                for obj in (c for c in prep.children if c.dep_ == "pobj"):
                    for target in (obj, *obj.conjuncts):
                        key = _core(target, aliases)
                        if key:
                            yield Relation("", "APPLIES_TO", key, sentence)


def _is_a(source: str, target: str, start: int) -> Iterable[Relation]:
    if source and target and source != target and target not in _VAGUE:
        yield Relation(source, "IS_A", target, start)


def _unique(mentions: Iterable[Mention]) -> list[Mention]:
    return list(dict.fromkeys(mentions))
