"""Turning a condition into the yes/no question that asks the user for it.

"the user or their partner was born before 6 April 1935" becomes "Were you or your partner
born before 6 April 1935?": subject to second person, then auxiliary inversion or do-support.
"""

from __future__ import annotations

import re

from lemminflect import getAllLemmas, getInflection

_AUX = {
    "am": "are", "is": "are", "are": "are", "was": "were", "were": "were", "has": "have",
    "have": "have", "had": "had", "can": "can", "could": "could", "will": "will",
    "would": "would", "should": "should", "may": "may", "might": "might", "must": "must",
    "do": "do", "does": "do", "did": "did",
}
_SUBJECT = re.compile(
    r"^(?:the user|the claimant|the applicant|the person|they|you|i|he or she|"
    r"your partner|their partner)"
    r"(?:\s+(?:or|and)\s+(?:your|their|his or her|the user's)\s+(?:civil\s+)?\w+)?\b",
    re.IGNORECASE,
)
_SECOND_PERSON = [
    (re.compile(r"\b(?:the user|the claimant|the applicant|the person|he or she)\b", re.I), "you"),
    (re.compile(r"\b(?:their|his or her|the user's)\b", re.I), "your"),
    (re.compile(r"\bthemselves\b", re.I), "yourself"),
    (re.compile(r"\bthey\b", re.I), "you"),
    (re.compile(r"\bi\b"), "you"),
    (re.compile(r"\bmy\b", re.I), "your"),
]
_ADVERB = {"currently", "already", "still", "also", "usually", "normally", "now", "ever", "recently"}
_WHETHER = re.compile(r"\b(?:whether|if)\s+(.*)", re.IGNORECASE | re.DOTALL)
_TRUE_FALSE = re.compile(r"\s*\((?:true|false)\)|\s+or\s+(?:not|does not|is not|did not)\b.*$", re.I)


def second_person(text: str) -> str:
    for pattern, replacement in _SECOND_PERSON:
        text = pattern.sub(replacement, text)
    return text


def question_from_statement(statement: str) -> str:
    """'you or your partner claims X' -> 'Do you or your partner claim X?'"""
    text = " ".join(second_person(statement.strip().rstrip(".?!")).split())
    if not text:
        return "Does this apply to you?"
    match = _SUBJECT.match(text)
    subject = match.group(0) if match else "you"
    rest = text[match.end():].split() if match else text.split()
    if not match and rest and not _is_verb(rest[0]):
        return f"Is this true for you: {text}?"
    adverbs = []
    while rest and rest[0].lower() in _ADVERB:
        adverbs.append(rest.pop(0))
    if not rest:
        return f"Is this true for you: {text}?"
    verb, tail = rest[0], rest[1:]
    lower = verb.lower()
    if lower in _AUX:
        aux = _AUX[lower] if _plural(subject) else lower
        words = [aux.capitalize(), subject, *adverbs, *tail]
    elif lower.endswith("ing") and _is_verb(lower):
        words = ["Are", subject, *adverbs, verb, *tail]
    elif _is_participle(lower):
        words = ["Were", subject, *adverbs, verb, *tail]
    else:
        lemma, past = _lemma(lower)
        words = ["Did" if past else "Do", subject, *adverbs, lemma, *tail]
    return _sentence(" ".join(words))


def question_from_description(name: str, description: str) -> str:
    """From a comment such as 'f(Boolean) indicates whether the user ... (true) or not (false).'"""
    text = " ".join(description.replace("%", " ").split())
    match = _WHETHER.search(text)
    if not match:
        return question_from_name(name)
    clause = _TRUE_FALSE.sub("", match.group(1)).split(". ")[0]
    return question_from_statement(clause)


def question_from_name(name: str) -> str:
    """'lives_in_cyprus' -> 'Do you live in cyprus?'"""
    words = words_from_name(name)
    if words and words[0] in ("is", "are", "am"):
        words = words[1:]
        return _sentence("Are you " + " ".join(words))
    if words and words[0] in ("has", "have"):
        return _sentence("Do you have " + " ".join(words[1:]))
    return question_from_statement("you " + " ".join(words))


def words_from_name(name: str) -> list[str]:
    return [w for w in re.split(r"[_\s]+", name) if w]


def gloss_from_name(name: str) -> str:
    return " ".join(words_from_name(name))


def _plural(subject: str) -> bool:
    return subject.lower().startswith("you") or " and " in subject.lower()


def _is_verb(word: str) -> bool:
    return "VERB" in getAllLemmas(word.lower()) or word.lower() in _AUX


def _is_participle(word: str) -> bool:
    lemmas = getAllLemmas(word).get("VERB")
    if not lemmas:
        return False
    lemma = lemmas[0]
    return word in (getInflection(lemma, "VBN") or ()) and word not in (getInflection(lemma, "VBD") or ())


def _lemma(word: str) -> tuple[str, bool]:
    lemmas = getAllLemmas(word).get("VERB")
    if not lemmas:
        return word, False
    lemma = lemmas[0]
    past = word != lemma and word in (getInflection(lemma, "VBD") or ())
    return lemma, past


def _sentence(text: str) -> str:
    text = text.strip()
    return text[:1].upper() + text[1:] + "?"
