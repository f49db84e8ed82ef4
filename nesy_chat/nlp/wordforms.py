"""English word forms (lemmas and inflections) from lemminflect's offline tables.

lemminflect is imported on first use: importing it imports spaCy and torch, seconds that a
command which never looks at a word (or a process that only stores what others compiled)
should not pay.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache


@lru_cache(maxsize=200_000)
def lemmas(word: str) -> dict[str, tuple[str, ...]]:
    """Every lemma of a word by part of speech ('exporting' -> {'VERB': ('export',)});
    read-only."""
    from lemminflect import getAllLemmas

    return getAllLemmas(word)


def unaccented(word: str) -> str:
    """The word without its accents ('Tekezé' -> 'Tekeze'), as people often type names."""
    if word.isascii():
        return word
    return "".join(c for c in unicodedata.normalize("NFKD", word) if not unicodedata.combining(c))


def lemma(word: str, upos: str) -> tuple[str, ...]:
    """The word's lemmas as this part of speech, guessed by rule for words not in the tables."""
    from lemminflect import getLemma

    return getLemma(word, upos=upos)


def inflections(lemma_: str, tag: str) -> tuple[str, ...]:
    """The forms of a lemma for a Penn tag ('give', 'VBN' -> ('given',)); () if none."""
    from lemminflect import getInflection

    return getInflection(lemma_, tag) or ()
