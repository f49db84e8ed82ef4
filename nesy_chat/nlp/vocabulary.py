"""The content words a text names, and how much of a question's a text covers.

A word counts with all its forms (lemmas); a run of capitalised words also as its acronym
("Statutory Maternity Pay" ~ "SMP") and as "the" with its last word ("Winter Fuel Payment" ~
"the payment"). Function words and the vocabulary every eligibility question shares ("can I
get / apply / qualify") are not content.
"""

from __future__ import annotations

import difflib
import itertools
import re
from collections.abc import Iterable, Sequence
from functools import lru_cache

from nesy_chat.nlp import wordforms
from nesy_chat.nlp.lexicon import FIRST_PERSON_CONTRACTIONS

_STOP = frozenset("""
a an the and or but nor if then else of to in on at by for with from into onto about as than that this these those
there here it its itself is are was were be been being am do does did done doing have has had having can could
may might must shall should will would i me my mine myself you your yours yourself he him his she her hers they them
their theirs we us our ours who whom whose which what when where why how whether any all some each every either
neither both other another such same so too very just only also even still already now currently yet ever again
not no never get gets got getting able allow allowed eligible eligibility entitle entitled qualify qualified
apply applies applied claim need needs want wants one someone anyone anything something person people please yes ok
though although whereas unless because nothing everything going
""".split()) | FIRST_PERSON_CONTRACTIONS
WORD = re.compile(r"[A-Za-z0-9]+(?:'[A-Za-z]+)?")


def content_terms(text: str) -> list[frozenset[str]]:
    """The words a question names, each as the set of its forms (and its run's acronym)."""
    terms = []
    for run in _runs(text):
        # a name is also met by 'the' and its last word: 'Winter Fuel Payment' by 'the payment'
        other = {_acronym(run), *(f"the {form}" for form in _forms(run[-1]))} if len(run) > 1 else set()
        for word in run:
            forms = _forms(word)
            if not forms & _STOP:
                terms.append(frozenset(forms | other))
    return terms


def names(text: str) -> list[list[str]]:
    """The names a text uses: runs of capitalised words ('Parenting Payment') and acronyms
    ('SMP'), but not 'I' ('I've') nor a single capitalised word opening a sentence, which is
    capitalised for its place rather than as a name."""
    found = []
    for run in _runs(text):
        run = list(itertools.takewhile(lambda word: word != "I" and not word.startswith("I'"), run))
        first = run[0] if run else ""
        if not first[:1].isupper() or first.lower() in _STOP:
            continue
        if len(run) == 1 and not first.isupper() and _opens_sentence(text, first):
            continue
        found.append(run)
    return found


def names_in(name: list[str], text: str) -> bool:
    """Whether the text names it: by its acronym, or with every one of its words."""
    words = vocabulary(text)
    return len(name) > 1 and _acronym(name) in words or all(_forms(word) & words for word in name)


def _opens_sentence(text: str, word: str) -> bool:
    return bool(re.search(rf"(?:^|[.?!:]\s+){re.escape(word)}\b", text.strip()))


def coverage(terms: Sequence[frozenset[str]], text: str, slips: bool = False) -> float:
    """Share of the terms that occur in the text (0 when there are none). With `slips`, a
    word one slip of the keyboard from a word of the text counts as that word ('commerical'
    for 'commercial'), as the knowledge base's `knows` counts it."""
    if not terms:
        return 0.0
    words = vocabulary(text)
    return sum(1 for term in terms if term & words or slips and _slipped(term, words)) / len(terms)


def _slipped(term: frozenset[str], words: frozenset[str]) -> bool:
    return any(slip_of(form, words) for form in term)


def slip_of(word: str, words: Iterable[str]) -> bool:
    """Whether the word is one slip of the keyboard from one of the words ('acount' for
    'account'); a short word is too easily another word to tell."""
    return len(word) >= 5 and bool(difflib.get_close_matches(word, words, n=1, cutoff=0.85))


@lru_cache(maxsize=4096)
def vocabulary(text: str) -> frozenset[str]:
    words: set[str] = set()
    for run in _runs(text):
        for word in run:
            words |= _forms(word)
        if len(run) > 1:
            words.add(_acronym(run))
    for match in _THE_NOUN.finditer(text):
        words |= {f"the {form}" for form in _forms(match.group(1))}
    return frozenset(words)


_THE_NOUN = re.compile(r"\bthe ([a-z]+)\b")  # a definite description in lower case: 'the payment'


def _runs(text: str) -> list[list[str]]:
    """Words grouped into runs of capitalised words (names: not "Is" or "The", broken by
    punctuation or a line break) and single other words."""
    runs: list[list[str]] = []
    previous_capital, end = False, 0
    for match in WORD.finditer(text.replace("’", "'")):
        word = match.group()
        capital = word[:1].isupper() and not word.isupper() and word.lower() not in _STOP
        if capital and previous_capital and match.string[end:match.start()] == " ":
            runs[-1].append(word)
        else:
            runs.append([word])
        previous_capital, end = capital, match.end()
    return runs


def _acronym(run: list[str]) -> str:
    return "".join(word[0] for word in run).lower()


@lru_cache(maxsize=65536)
def _forms(word: str) -> frozenset[str]:
    lower = re.sub(r"'s$", "", word.lower())
    forms = {lower}
    for lemmas in wordforms.lemmas(lower).values():
        forms.update(lemmas)
    return frozenset(forms)
