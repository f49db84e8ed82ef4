"""The words the grammar knows: closed-class words, numbers, scales, and content-word keys.

As in Attempto Controlled English, function words are a fixed list and every other word is
a content word (adjective, noun, verb or name), told apart by where it stands. Content words
become predicate names; a `Lexicon` is built per problem from its own text so that "Max is
a sterpus" and "Sterpuses are dull" agree on one predicate, `sterpus`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from nesy_chat.nlp import wordforms

DETERMINERS = {"a", "an", "the", "every", "each", "all", "any", "no", "some"}
QUANTIFIERS = {"all", "every", "each", "any", "no"}
COPULAS = {"is", "are", "was", "were"}
AUXILIARIES = {"does", "do", "did"}
RELATIVES = {"who", "that", "which"}
PRONOUNS = {"it": False, "they": True, "them": True, "he": True, "she": True, "him": True, "her": True}
# Indefinite pronouns and generic nouns: they range over everything and add no predicate.
# The flag says whether they mean people (and so which pronoun picks them up later).
GENERIC = {"someone": True, "somebody": True, "person": True, "people": True, "everyone": True,
           "everybody": True, "anyone": True, "anybody": True,
           "something": False, "thing": False, "things": False, "everything": False,
           "anything": False, "one": None, "ones": None}
INDEFINITES = {"someone", "somebody", "something"}
UNIVERSAL_PRONOUNS = {"everyone", "everybody", "everything", "anyone", "anybody", "anything"}
FINISH_VERBS = {"finished", "finishes", "came", "placed", "ranked"}
OTHER_FUNCTION_WORDS = {"not", "and", "or", "if", "then", "than", "of", "to", "from", "in", "on",
                        "at", "by", "with", "more", "less", "most", "least", "above", "below",
                        "there", "also", "both", "either", "neither", "nor", "this", "these",
                        "those", "following"}
FUNCTION_WORDS = (DETERMINERS | COPULAS | AUXILIARIES | RELATIVES | set(PRONOUNS) | set(GENERIC)
                  | OTHER_FUNCTION_WORDS)

_ORDINAL_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth",
                  "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth",
                  "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth"]
ORDINALS = {word: place for place, word in enumerate(_ORDINAL_WORDS, start=1)}
_NUMBER_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                 "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                 "eighteen", "nineteen", "twenty"]
NUMBERS = {word: value for value, word in enumerate(_NUMBER_WORDS, start=1)}
_NUMERAL_ORDINAL = re.compile(r"(\d+)(st|nd|rd|th)\Z")


@dataclass(frozen=True)
class End:
    """One end of a scale; `first` when that end is position 1 of the scale's order."""

    scale: str
    pole: str
    first: bool

    def opposite(self) -> End:
        other = next((word for word, (scale, first) in _POLES.items()
                      if scale == self.scale and first != self.first), f"least {self.pole}")
        return End(self.scale, other, not self.first)


# Gradable words and the end of the scale they point to: "oldest" and "older" point to the
# old end of age, "leftmost" to the left end of horizontal position.
_POLES: dict[str, tuple[str, bool]] = {
    "left": ("horizontal", True), "right": ("horizontal", False),
    "top": ("vertical", True), "bottom": ("vertical", False),
    "first": ("finish", True), "last": ("finish", False),
    "old": ("age", True), "new": ("age", False), "young": ("age", False),
    "cheap": ("price", True), "inexpensive": ("price", True), "expensive": ("price", False),
    "small": ("size", True), "big": ("size", False), "large": ("size", False),
    "short": ("height", True), "tall": ("height", False),
    "light": ("weight", True), "heavy": ("weight", False),
    "slow": ("speed", True), "fast": ("speed", False),
    "early": ("time", True), "late": ("time", False),
    "low": ("level", True), "high": ("level", False),
}


def pole(word: str) -> End | None:
    """The end a base word names ("left", "old", "expensive"), if it is a known one."""
    if word in _POLES:
        scale, first = _POLES[word]
        return End(scale, word, first)
    return None


def graded(word: str, suffixes: tuple[str, ...]) -> End | None:
    """The end a comparative or superlative points to: "older", "cheapest", "leftmost".

    A gradable word outside the table gets a scale of its own, named by its stem, so
    "smarter" and "smartest" still agree within a problem.
    """
    for suffix in suffixes:
        if word.endswith(suffix) and len(word) > len(suffix) + 1:
            stem = word[: -len(suffix)]
            candidates = [stem, stem + "e", stem[:-1] if len(stem) > 2 and stem[-1] == stem[-2] else stem,
                          stem[:-1] + "y" if stem.endswith("i") else stem]
            for candidate in candidates:
                if candidate in _POLES:
                    return pole(candidate)
            return End(stem, stem, True)
    return None


def superlative(word: str) -> End | None:
    return pole(word) if word in ("first", "last") else graded(word, ("most", "est"))


def comparative(word: str) -> End | None:
    return graded(word, ("er",))


def ordinal(word: str) -> int | None:
    if word in ORDINALS:
        return ORDINALS[word]
    match = _NUMERAL_ORDINAL.match(word)
    return int(match.group(1)) if match else None


def number(word: str) -> int | None:
    return NUMBERS.get(word) or (int(word) if word.isdigit() else None)


def is_content(word: str) -> bool:
    return word.isalpha() and word not in FUNCTION_WORDS


class Lexicon:
    """Predicate names for the content words of one problem."""

    def __init__(self, words: Iterable[str]):
        self.attested = {word.lower() for word in words}

    def predicate(self, word: str) -> str:
        """A one-place predicate: a plural takes the singular the text itself uses, if any."""
        word = word.lower()
        for candidate in _singulars(word):
            if candidate in self.attested:
                return candidate
        return word

    @staticmethod
    def verb(word: str) -> str:
        """A two-place predicate: the verb's base form ("likes", "like" -> like)."""
        return _verb_lemma(word.lower())


def _singulars(word: str) -> list[str]:
    """Possible singulars: lemminflect's (irregulars too: mice) and the -s, -es, -ies ones."""
    found = list(_noun_lemmas(word))
    if word.endswith("s") and len(word) > 3:
        found += [word[:-1], word[:-2], word[:-3] + "y"]
    return [candidate for candidate in found if candidate != word]


@lru_cache(maxsize=4096)
def _noun_lemmas(word: str) -> tuple[str, ...]:
    return wordforms.lemma(word, "NOUN")


@lru_cache(maxsize=4096)
def _verb_lemma(word: str) -> str:
    lemmas = wordforms.lemma(word, "VERB")
    return lemmas[0] if lemmas else word
