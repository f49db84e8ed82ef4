"""Whom a question is about, and a rule's follow-ups put to the user about them.

Rules speak to "you"; a user often asks for someone else: "Does my son have to wear a helmet
when he rides his bike?" Asking "Are you under 16 years old?" then asks the wrong person, and
a parent who answers for themselves gets the wrong answer. So the follow-ups name the person
the question is about: "Is your son under 16 years old?", and after that "he".
"""

from __future__ import annotations

from dataclasses import dataclass

from nesy_chat.nlp import lexicon, wordforms
from nesy_chat.nlp.questions import parse


@dataclass(frozen=True)
class Person:
    """Someone the user asks about: 'son' (the noun the user used), and the pronouns for them."""

    noun: str
    subject: str  # he / she / they
    plural: bool = False

    @property
    def object(self) -> str:
        return {"he": "him", "she": "her"}.get(self.subject, "them")

    @property
    def possessive(self) -> str:
        return {"he": "his", "she": "her"}.get(self.subject, "their")

    @property
    def reflexive(self) -> str:
        return {"he": "himself", "she": "herself"}.get(self.subject, "themselves")


def about(question: str) -> Person | None:
    """The person the question asks about in the user's stead: the subject 'my <person>'
    ('Can my mum get Pension Credit?'); None when the user asks about themselves, or about
    themselves too ('Can my friend deal with you on my behalf?', 'Can my wife come with me?')."""
    doc = parse(question.strip())
    found = None
    for token in doc:
        lower = wordforms.unaccented(token.lower_)
        if (token.dep_ == "poss" and lower == "my" and token.head.dep_ in ("nsubj", "nsubjpass")
                and (noun := wordforms.unaccented(token.head.lemma_.lower())) in lexicon.PEOPLE and found is None):
            found = Person(token.head.lower_, _pronoun(noun, token.head.tag_ == "NNS"), token.head.tag_ == "NNS")
        elif lower in lexicon.ASKER or lower in ("mine", "ours"):
            return None
    return found


def _pronoun(noun: str, plural: bool) -> str:
    if plural:
        return "they"
    return "he" if noun in lexicon.PEOPLE_HE else "she" if noun in lexicon.PEOPLE_SHE else "they"


def addressed(question: str, person: Person | None) -> str:
    """The follow-up asked about the person: 'Are you under 16?' -> 'Is your son under 16?';
    as it is for no person, or when it names someone close to the user itself ('Do you and your
    partner live together?' asks about them both, not the one asked about)."""
    if person is None or "you" not in question.lower():
        return question
    doc = parse(question)
    if any(t.lower_ == "your" and t.head.lemma_.lower() in lexicon.PEOPLE for t in doc):
        return question
    words = [t.text for t in doc]
    named = False
    for token in doc:
        lower = token.lower_
        if lower not in ("you", "your", "yours", "yourself", "yourselves"):
            continue
        subject = lower == "you" and token.dep_ in ("nsubj", "nsubjpass")
        if not named:
            named = lower in ("you", "your")
            word = f"your {person.noun}" + (("'" if person.noun.endswith("s") else "'s") if lower == "your" else "")
            if subject and not person.plural:
                _agree(token, words)
        else:
            if subject and person.subject != "they":
                _agree(token, words)
            word = {"you": person.subject if token.dep_ in ("nsubj", "nsubjpass") else person.object,
                    "your": person.possessive, "yours": person.possessive if person.subject == "he" else
                    f"{person.possessive}s"}.get(lower, person.reflexive)
        words[token.i] = _cased(word, token.text)
    return "".join(word + token.whitespace_ for word, token in zip(words, doc))


_THIRD_SINGULAR = {"are": "is", "'re": "'s", "were": "was", "have": "has", "'ve": "'s", "do": "does"}


def _agree(subject, words: list[str]) -> None:
    """The finite verb of the subject's clause in the third person singular ('Are you' -> 'Is')."""
    head = subject.head
    finite = [t for t in (*head.children, head) if (t is head or t.dep_ in ("aux", "auxpass"))
              and t.tag_ in ("VBP", "VBD")]
    if not finite:
        return
    verb = min(finite, key=lambda t: t.i)
    lower = verb.lower_
    if lower in _THIRD_SINGULAR:
        form = _THIRD_SINGULAR[lower]
    elif verb.tag_ == "VBP":
        form = next(iter(wordforms.inflections(verb.lemma_.lower(), "VBZ")), lower)
    else:
        return
    words[verb.i] = _cased(form, verb.text)


def _cased(word: str, like: str) -> str:
    return word[:1].upper() + word[1:] if like[:1].isupper() else word
