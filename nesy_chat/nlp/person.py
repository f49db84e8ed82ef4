"""Whom a question is about, a rule's follow-ups put to the user about them, and what the
message says of them read as theirs.

Rules speak to "you"; a user often asks for someone else: "Does my son have to wear a helmet
when he rides his bike?" Asking "Are you under 16 years old?" then asks the wrong person, and
a parent who answers for themselves gets the wrong answer. So the follow-ups name the person
the question is about: "Is your son under 16 years old?", and after that "he"; and "My son is
10" answers the rule's "you are under 16", while the asker's own "I'm 40" does not.
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


def about(question: str, message: str = "") -> Person | None:
    """The person the question asks about in the user's stead: the subject 'my <person>' ('Can
    my mum get Pension Credit?'), or a pronoun for one the message names ('My son is 10. Does he
    need a helmet?'); None when the user asks about themselves, or about themselves too ('Can my
    friend deal with you on my behalf?', 'Can my wife come with me?')."""
    doc = parse(question.strip())
    found = None
    for token in doc:
        lower = wordforms.unaccented(token.lower_)
        if found is None and token.dep_ == "poss" and lower == "my" and token.head.dep_ in _SUBJECT:
            found = _named(token.head)
        elif found is None and lower in ("he", "she", "they") and token.dep_ in _SUBJECT:
            found = next((p for t in parse(message.strip()) if t.lower_ == "my" and t.dep_ == "poss"
                          and (p := _named(t.head)) is not None and p.subject == lower), None)
        elif lower in lexicon.ASKER or lower in ("mine", "ours"):
            return None
    return found


_SUBJECT = ("nsubj", "nsubjpass")


def _named(noun) -> Person | None:
    """The person a noun after 'my' names, if it names one ('son', 'kids'; not 'business')."""
    lemma = wordforms.unaccented(noun.lemma_.lower())
    if lemma not in lexicon.PEOPLE:
        return None
    plural = noun.tag_ == "NNS"
    subject = "they" if plural else "he" if lemma in lexicon.PEOPLE_HE else "she" if lemma in lexicon.PEOPLE_SHE \
        else "they"
    return Person(noun.lower_, subject, plural)


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
        subject = lower == "you" and token.dep_ in _SUBJECT
        if named:  # then by pronoun, whose verb agrees unless it is 'they' ('when they move')
            word = {"you": person.subject if subject else person.object, "your": person.possessive,
                    "yours": person.possessive if person.subject == "he" else f"{person.possessive}s"
                    }.get(lower, person.reflexive)
            singular = person.subject != "they"
        else:  # first by name: 'your son', "your son's"
            word = f"your {person.noun}" + (("'" if person.noun.endswith("s") else "'s") if lower == "your" else "")
            named, singular = lower in ("you", "your"), not person.plural
        if subject and singular:
            _agree(token, words)
        words[token.i] = _cased(word, token.text)
    return "".join(word + token.whitespace_ for word, token in zip(words, doc))


@dataclass(frozen=True)
class Retelling:
    """A message retold by the person asked about, and where each of its words came from."""

    text: str
    message: str
    spans: tuple[tuple[int, int, int, int], ...] = ()  # (start, end) in text, then in the message

    def original(self, words: str) -> str:
        """The user's own words for words of the retelling ('I am 10' -> 'My son is 10')."""
        at = self.text.find(words)
        inside = [span for span in self.spans if at >= 0 and span[0] < at + len(words) and span[1] > at]
        if not inside:
            return words
        return self.message[min(s[2] for s in inside):max(s[3] for s in inside)]


def retold(message: str, person: Person | None) -> Retelling:
    """The message as the person asked about would say it, for reading what it states of them:
    'My son is 10 and he rides on the road' -> 'I am 10 and I ride on the road'; the asker's
    own words become the asker's ('I'm 40' -> 'The asker's 40'), said of someone else."""
    if person is None:
        return Retelling(message, message)
    doc = parse(message)
    words, spaces, starts = [t.text for t in doc], [t.whitespace_ for t in doc], {}
    pronouns = _PRONOUNS[person.subject]
    for token in doc:
        lower = token.lower_
        subject = token.dep_ in _SUBJECT
        if lower == person.noun and any(c.dep_ == "poss" and c.lower_ == "my" for c in token.children):
            owner = next((c for c in token.children if c.dep_ == "case"), None)
            mine = next(c for c in token.children if c.dep_ == "poss")
            word = _cased("I" if subject else "my" if owner is not None else "me", mine.text)
            words[mine.i], starts[token.i] = "", mine.idx  # 'my son' -> 'I': the user's words are both
            if owner is not None:
                words[owner.i], spaces[token.i] = "", owner.whitespace_
        elif lower in pronouns:
            word = _cased("my" if token.tag_ == "PRP$" else "I" if subject else pronouns[lower], token.text)
        elif lower in _ASKER:
            word = _cased(_ASKER[lower], token.text)
        else:
            continue
        if subject:
            _agree(token, words, first=lower not in _ASKER)
        words[token.i] = word
    text, spans = "", []
    for token, word, space in zip(doc, words, spaces):
        if word:
            spans.append((len(text), len(text) + len(word), starts.get(token.i, token.idx), token.idx + len(token)))
            text += word + space
    return Retelling(text, message, tuple(spans))


_PRONOUNS = {"he": {"he": "I", "him": "me", "his": "my", "himself": "myself"},
             "she": {"she": "I", "her": "me", "hers": "mine", "herself": "myself"},
             "they": {"they": "I", "them": "me", "their": "my", "theirs": "mine", "themselves": "myself"}}
_ASKER = {"i": "the asker", "me": "the asker", "my": "the asker's", "mine": "the asker's", "myself": "the asker"}
_THIRD_SINGULAR = {"are": "is", "'re": "'s", "am": "is", "'m": "'s", "were": "was", "have": "has", "'ve": "'s",
                   "do": "does"}
_FIRST_SINGULAR = {"is": "am", "are": "am", "'re": "'m", "were": "was", "has": "have", "does": "do"}


def _agree(subject, words: list[str], first: bool = False) -> None:
    """The finite verb of the subject's clause, and of the verbs joined to it that share the
    subject, in the third person singular ('Are you' -> 'Is'), or the first ('he rides' -> 'I ride')."""
    head = subject.head
    for verb in (head, *(c for c in head.children if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX")
                         and not any(g.dep_ in _SUBJECT for g in c.children))):
        finite = [t for t in (*verb.children, verb) if (t is verb or t.dep_ in ("aux", "auxpass"))
                  and t.tag_ in ("VBP", "VBZ", "VBD")]
        if finite:
            verb = min(finite, key=lambda t: t.i)
            words[verb.i] = _cased(_first_form(verb) if first else _third_form(verb), verb.text)


def _third_form(verb) -> str:
    lower = verb.lower_
    if lower in _THIRD_SINGULAR or verb.tag_ != "VBP":
        return _THIRD_SINGULAR.get(lower, lower)
    return next(iter(wordforms.inflections(verb.lemma_.lower(), "VBZ")), lower)


def _first_form(verb) -> str:
    lower = verb.lower_
    if lower == "'s":
        return "'m" if verb.lemma_ == "be" else "'ve"
    if lower in _FIRST_SINGULAR or verb.tag_ != "VBZ":
        return _FIRST_SINGULAR.get(lower, lower)
    return next(iter(wordforms.lemma(lower, "VERB")), lower)


def _cased(word: str, like: str) -> str:
    return word[:1].upper() + word[1:] if like[:1].isupper() else word
