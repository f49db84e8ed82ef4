"""BM25 over chunk texts (the `bm25s` library), saved in the knowledge-base folder.

Words are lower-cased, stop words dropped, each word reduced to one lemma (verb before
noun, so "lives" and "living" meet "live"), so "claims" finds "claim", and stripped of its
accents, so "Tekeze" finds "Tekezé". The index records the manifest revision it was built
from and the version of this tokenizer; a stale one is rebuilt, never trusted.
"""

from __future__ import annotations

import json
import math
import re
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import bm25s
import numpy as np
from bm25s.stopwords import STOPWORDS_EN

from nesy_chat.kb.documents import index_text
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.nlp import wordforms
from nesy_chat.nlp.vocabulary import slip_of

_WORD = re.compile(r"\w+", re.UNICODE)
_STOP = frozenset(STOPWORDS_EN)
_IDS = "ids.json"
TOKENIZER = 2  # bumped whenever `tokenize` changes, so indexes saved before are rebuilt


def tokenize(text: str) -> list[str]:
    return [_lemma(word) for word in _WORD.findall(text.lower()) if word not in _STOP]


@lru_cache(maxsize=200_000)
def _lemma(word: str) -> str:
    lemmas = wordforms.lemmas(word)
    for pos in ("VERB", "AUX", "NOUN", "ADJ"):
        if pos in lemmas:
            return wordforms.unaccented(lemmas[pos][0])
    return wordforms.unaccented(word)


@dataclass
class LexicalIndex:
    ids: list[str]
    revision: int
    bm25: bm25s.BM25 | None  # None for an empty corpus

    def knows(self, word: str) -> bool:
        """Whether some chunk has the word (as its lemma), or a word one slip of the keyboard
        away from it ('acount' knows 'account'): what the knowledge base can be asked about."""
        if self.bm25 is None:
            return False
        lemma = _lemma(word.lower())
        return lemma in self.bm25.vocab_dict or slip_of(lemma, self.bm25.vocab_dict.keys())

    @classmethod
    def build(cls, ids: Sequence[str], texts: Sequence[str], revision: int) -> LexicalIndex:
        if not ids:
            return cls([], revision, None)
        bm25 = bm25s.BM25()
        bm25.index([tokenize(text) or ["\x00"] for text in texts], show_progress=False)
        return cls(list(ids), revision, bm25)

    def scores(self, question: str) -> dict[str, float]:
        """Every chunk that shares a word with the question, and its BM25 score."""
        tokens = tokenize(question)
        if self.bm25 is None or not tokens:  # bm25s fails on a query of no words ("the of and", "???")
            return {}
        scores = self.bm25.get_scores(tokens)
        return {self.ids[i]: float(scores[i]) for i in np.flatnonzero(scores > 0)}

    def words(self, question: str) -> dict[str, tuple[float, frozenset[str]]]:
        """Each indexed word of the question: its inverse document frequency and the chunks
        that hold it (what `Retriever.hull` needs to tell which words a chunk adds)."""
        if self.bm25 is None:
            return {}
        found = {}
        for word in dict.fromkeys(tokenize(question)):
            if word not in self.bm25.vocab_dict:
                continue
            holders = np.flatnonzero(self.bm25.get_scores([word]) > 0)
            if len(holders):
                idf = math.log(1 + (len(self.ids) - len(holders) + 0.5) / (len(holders) + 0.5))
                found[word] = (idf, frozenset(self.ids[i] for i in holders))
        return found

    def save(self, folder: Path) -> None:
        """Replace the saved index; a reader that finds none, or a stale one, rebuilds."""
        tmp = folder.with_name(folder.name + ".tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        tmp.mkdir(parents=True)
        if self.bm25 is not None:
            self.bm25.save(str(tmp), show_progress=False)
        meta = {"revision": self.revision, "tokenizer": TOKENIZER, "ids": self.ids}
        (tmp / _IDS).write_text(json.dumps(meta), encoding="utf-8")
        shutil.rmtree(folder, ignore_errors=True)
        tmp.rename(folder)

    @staticmethod
    def saved_revision(folder: Path) -> int | None:
        """The revision of the saved index, without loading it; None if it is missing or was
        tokenized otherwise."""
        meta = _meta(folder)
        return meta["revision"] if meta else None

    @classmethod
    def load(cls, folder: Path) -> LexicalIndex | None:
        """The saved index, or None when there is none (or it is unreadable, or was tokenized
        otherwise)."""
        meta = _meta(folder)
        if meta is None:
            return None
        try:
            bm25 = bm25s.BM25.load(str(folder), show_progress=False) if meta["ids"] else None
        except (OSError, ValueError, KeyError):
            return None
        return cls(meta["ids"], meta["revision"], bm25)


def _meta(folder: Path) -> dict | None:
    """The saved index's ids and revision, if it was tokenized as this version tokenizes."""
    try:
        meta = json.loads((folder / _IDS).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(meta, dict) or meta.get("tokenizer") != TOKENIZER or not {"revision", "ids"} <= meta.keys():
        return None
    return meta


def lexical_index(kb: KnowledgeBase) -> LexicalIndex:
    """The saved BM25 index, rebuilt (and saved) when it is missing or older than the store."""
    index = LexicalIndex.load(kb.lexical_path)
    if index is None or index.revision != kb.revision:
        records, _ = kb.chunks()
        index = LexicalIndex.build([r.chunk.id for r in records], [index_text(r.chunk) for r in records],
                                   kb.revision)
        index.save(kb.lexical_path)
    return index
