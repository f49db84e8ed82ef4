"""Coordinations inside one clause: 'SSL, cookies and JavaScript', 'your husband, wife or civil partner'.

A reader answers about one thing at a time, so a coordination of things is one fact per member;
each member takes back what the coordination shares (the head noun, the determiner, the verb).
"""

from __future__ import annotations

import re

from nesy_chat.nlp import questions, wordforms
from nesy_chat.synthesis.rules.constructs import construct
from nesy_chat.synthesis.rules.lexicon import _DETERMINERS, _PARTY_NOUNS


def _parsed(text: str) -> tuple:
    """The text's parse and the token it hangs from (`questions.parse_root`: None for no text)."""
    doc = questions.parse(text)
    return doc, questions.parse_root(doc)


def _object_of(head, preposition: str):
    """The object of the preposition hung on head ('covered for accidents': 'accidents'), or None."""
    return next((g for c in head.children if c.dep_ == "prep" and c.lower_ == preposition for g in c.children
                 if g.dep_ == "pobj"), None)


_QUANTIFIERS = ("another", "any", "each", "every", "no", "some", "such", "one", *_DETERMINERS)


def _a(phrase: str) -> str:
    """One of a kind: 'a pension contribution', 'another type of bankruptcy' ('other type'),
    'any benefit' (a quantifier takes no article)."""
    first, _, rest = phrase.partition(" ")
    if first.lower() == "other" and rest:
        return f"another {rest}"
    if first.lower() in _QUANTIFIERS:
        return phrase  # 'your business' has its determiner
    return f"{_article(phrase)} {phrase}"


def _article(phrase: str) -> str:
    """'a' or 'an' by sound: 'an apprentice', 'a UK resident', 'an MP', 'a university'."""
    word = phrase.split()[0] if phrase.split() else ""
    if word.isupper() and len(word) > 1:
        return "an" if word[0] in "AEFHILMNORSX" else "a"
    # a vowel that sounds as a consonant takes 'a': 'a university', 'a euro', 'a one-off'
    return "an" if word[:1].lower() in "aeiou" and not re.match(r"(?:uni|use|usu|eu|one\b|once)", word, re.I) else "a"


_ARGUMENT = ("dobj", "pobj", "attr", "acomp", "oprd", "appos", "npadvmod")


# what a complement of 'be' is, for telling two of them apart: 'a student' (a kind), 'disabled'
# (a state), 'under 25' (an amount), 'on a low income' (a circumstance), 'looking for work' (a doing)
_COMPLEMENT_KIND = {"NOUN": "kind", "PROPN": "kind", "PRON": "kind", "ADJ": "state", "NUM": "amount",
                    "ADP": "circumstance"}


@construct
def _unlike_complements(statement: str) -> tuple[str, list[str]] | None:
    """'you are a student and under 25' -> ('and', ['you are a student', 'you are under 25']):
    two things the subject is, of unlike kinds (a kind of person and an age, a state and a
    circumstance), are two facts a reader answers apart, whatever joins them; two of one kind
    ('sick or disabled', 'a dad or partner') are `_coordination`'s. The parse often hangs the
    second on the verb rather than the first, so both attachments are read; None unless one
    'be' with its subject governs exactly two complements and one 'and' or 'or'."""
    if "(" in statement or re.search(r"\beither\b", statement, re.IGNORECASE):
        return None  # 'either ... or' offers its alternatives as one choice (`_sentence_condition`)
    doc, root = _parsed(statement)
    if root is None or root.lemma_ != "be" or not any(c.dep_ == "nsubj" and c.i < root.i for c in root.children):
        return None
    first = next((c for c in root.children if c.dep_ in ("attr", "acomp", "prep") and c.i > root.i), None)
    if first is None:
        return None
    bound = {t.i for t in first.children if first.pos_ == "NUM" and (t.pos_ == "ADV" or _BOUND_WORD.match(t.text))}
    bound |= {t.i for t in first.children if t.dep_ == "cc" and t.i + 1 in bound}  # 'or' of 'or over', not 'and'
    seconds = [c for c in (*root.children, *first.children) if c.dep_ == "conj" and c.i > first.i
               and c.i not in bound] or [  # '19 or over and ...': 'or over' is the first's own bound
        c for c in root.children if c.dep_ in ("attr", "acomp") and c.i > first.right_edge.i]  # 'under 25 or a student'
    joints = [c for c in (*root.children, *first.subtree) if c.dep_ == "cc" and c.lower_ in ("and", "or")
              and c.i not in bound]
    if len(seconds) != 1 or len(joints) != 1 or any(  # a 'not' of its own is a clause's only on a verb
            c.dep_ in ("nsubj", "nsubjpass", "aux", "auxpass") or c.dep_ == "neg" and seconds[0].pos_ in ("VERB", "AUX")
            for c in seconds[0].children):
        return None  # a verb with a subject or auxiliary of its own is a clause: `conditions`' to split
    second, joint = seconds[0], joints[0]
    kinds = {_complement_kind(first), _complement_kind(second)}
    if not first.i < joint.i < second.left_edge.i or len(kinds) < 2 or None in kinds:
        return None  # one kind; or an adverb ('60 or over' is one bound, not two things)
    lead = doc[:root.i + 1].text
    own = [t for t in first.subtree if t.i < joint.i and not (t.is_punct and t.i == joint.i - 1)]
    return joint.lower_, [f"{lead} {questions.join_tokens(own)}",
                          f"{lead} {doc[second.left_edge.i:second.right_edge.i + 1].text.rstrip(' .;,')}"]


def _complement_kind(token) -> str | None:
    """A preposition is as its object: 'under 25' is an amount, 'on a low income' a circumstance.
    None for what is no complement of its own (an adverb)."""
    if token.tag_ == "VBG":
        return "doing"  # 'pregnant or looking after children': a state or a doing
    if token.pos_ == "ADP" and next((c.pos_ for c in token.children if c.dep_ == "pobj"), None) == "NUM":
        return "amount"
    return _COMPLEMENT_KIND.get(token.pos_)


@construct
def _coordination(statement: str, item: bool = False) -> tuple[str, list[str]] | None:
    """The members of a coordination of nouns or adjectives, each as a whole statement:
    'you are sick or disabled' -> ('or', ['you are sick', 'you are disabled']), 'a physical or
    mental illness' -> 'a physical illness', 'a mental illness'.

    The parse finds where the coordination starts; the text gives its members, since the small
    model often misattaches the later ones. Two names joined by 'and' ('Bosnia and
    Herzegovina', 'goods and services') and places joined by 'and' (where one of them is
    meant) stay whole."""
    if "(" in statement and not re.search(r"\([A-Z]+\)", statement):
        return None
    doc = questions.parse(statement)
    found = {}  # where each coordination starts, and its connective
    for token in (t for t in doc if t.dep_ == "conj" or t.dep_ == "cc" and t.lower_ in ("and", "or")):
        first = token if token.dep_ == "conj" else token.head
        # 'your husband, wife, civil partner or a charity': the small model makes the second an apposition
        while first.dep_ == "conj" or first.dep_ == "appos" and first.head.pos_ == first.pos_ == "NOUN" and any(
                c.dep_ == "conj" for c in first.children):
            first = first.head
        words = {t.lower_ for t in doc[first.i:] if t.dep_ == "cc"} & {"and", "or"}
        if len(words) == 1 and first.pos_ in ("NOUN", "PROPN", "ADJ") and first not in found:
            found[first] = words.pop()
    # The outermost coordination first: 'a citizen, non-citizen national or legal resident alien'
    for first, connective in sorted(found.items(), key=lambda start: (start[0].dep_ not in _ARGUMENT, start[0].i)):
        if first.dep_ in ("amod", "compound") and first.head.i > first.i:
            # 'a physical or mental illness'; but 'family and domestic violence' is one thing
            return None
        if first.dep_ not in _ARGUMENT:
            continue
        members = _members(first, stop_at_verbs=first.pos_ != "ADJ")
        if len(members) < 2 or any(len(m.split()) > 12 for m in members):
            return None
        if _shared_noun_head(doc, first, members):
            return None
        if first.dep_ == "pobj" and len(members) == 2 and not any(m[:1].isupper() for m in members):
            return None  # 'due to a medical condition or disability': one reason, as a reader asks it
        # 'commercial, regular and organised' is one description
        # ('a vision test and a written test' are two things: each has its determiner)
        if connective == "and" and (first.pos_ == "ADJ" or len(members) == 2 and not _determined(members[-1])
                                    or any(questions.is_place(m) for m in members)) \
                or item and (connective == "and" or len(members) < 3 or not all(m[:1].isupper() for m in members)):
            return None
        if (tail := _shared_tail(doc, first)) and members[-1].endswith(tail) and len(members[-1]) > len(tail):
            members = [f"{m} {tail}" for m in (*members[:-1], members[-1][:-len(tail)].strip())]
        # 'your husband, wife or civil partner': your wife, your civil partner
        if article := re.match(r"^(a|an|your|the)\s", members[0], re.IGNORECASE):
            shared = article.group(1).lower()
            members = [m if k == 0 or m.split()[0].lower() in _QUANTIFIERS else f"your {m}" if shared == "your"
                       else m if shared == "the" and m[:1].isupper() else f"the {m}" if shared == "the" else _a(m)
                       for k, m in enumerate(members)]
        return connective, [f"{doc[:first.left_edge.i].text_with_ws}{m}".strip() for m in members]
    return None


def _determined(phrase: str) -> bool:
    """Whether a phrase opens with a determiner of its own ('a written test', 'your children')."""
    return phrase.split(maxsplit=1)[0].lower() in _DETERMINERS if phrase.strip() else False


@construct
def _shared_noun_head(doc, first, members: list[str]) -> bool:
    """'maternity, adoption or paternity leave', 'city, town, or county zoning laws': bare
    nouns before a last member that is a noun with a modifier of its kind before it may share
    its head (maternity leave, city zoning laws), though the parse makes each a thing of its
    own ('Do they take maternity?'). Which is meant the words do not say, so it is asked as
    written, as one thing."""
    last = members[-1].split()
    if not 2 <= len(last) <= 4 or any(w[:1].isupper() or w.lower() in _DETERMINERS for w in last):
        return False
    bare = [t for t in (first, *(t for t in first.subtree if t.dep_ == "conj")) if t.text in members[:-1]]
    head = next((t for t in reversed(doc) if t.text == last[-1]), None)
    modifier = next((t for t in doc if t.text == last[0] and head is not None and t.i < head.i), None)
    return all(len(m.split()) == 1 and m.islower() for m in members[:-1]) and len(bare) == len(members) - 1 \
        and all(t.tag_ == "NN" for t in bare) and modifier is not None and modifier.tag_ in ("NN", "JJ")


@construct
def _shared_tail(doc, first) -> str:
    """What follows a coordination and belongs to the verb, not to its last member: 'sell
    seeds, roots or bulbs from ornamental plants' sells each of them from ornamental plants."""
    inside = {t.i for t in first.subtree}
    end = max(inside)
    if end + 1 >= len(doc) or doc[end + 1].head.i in inside or doc[end + 1].dep_ not in ("prep", "advmod", "npadvmod"):
        return ""
    return doc[end + 1:].text.strip(" .;,")


# The word after 'or' in a bound: '55,000 pounds or more', '12 months or longer', '£100 or less'
_BOUND_WORD = re.compile(r"^(?:more|less|fewer|over|under|above|below|older|younger|longer|shorter|higher|lower|"
                         r"greater)$", re.IGNORECASE)


def _nested_joint(doc, at: int, token) -> bool:
    """Whether the connective at character `at` joins words inside a phrase that hangs on the
    enumeration's head by a preposition ('caused by wear and tear'), not members of it."""
    if (joint := next((t for t in doc if t.idx > at and t.dep_ == "cc"), None)) is None:
        return False
    chain = [joint.head, *joint.head.ancestors]
    inside = chain[:chain.index(token)] if token in chain else []
    return any(t.dep_ in ("prep", "agent") for t in inside)


def _without_examples(text: str) -> str:
    """'a fixed water installation, such as a pipe, tank or washing machine': the examples illustrate it."""
    return re.split(r",?\s+(?:such as|for example|for instance)\b", text, maxsplit=1, flags=re.IGNORECASE)[0]


@construct
def _members(token, stop_at_verbs: bool = True, end: int | None = None) -> list[str]:
    """The phrases of an enumeration that starts at token and runs to the end of its
    sentence: 'A, B, and C' -> ['A', 'B', 'C']. Split on the text, not the parse: the
    small model often misattaches the later members of a long list. The list ends at a
    member that starts with a verb ('... and requires adults to work')."""
    doc = token.doc
    span = doc[token.left_edge.i:end]
    # 'private, non-profit organizations': a comma between two adjectives of one noun joins them
    joined = {t.idx - span.start_char for t in span if t.text == "," and t.i > span.start
              and doc[t.i - 1].dep_ == "amod" and doc[t.i - 1].head.i == t.head.i > t.i and t.head.pos_ == "NOUN"}
    text = "".join("\0" if i in joined else c for i, c in enumerate(span.text)).strip().rstrip(".;:")
    text = _without_examples(text)
    # at each comma not inside a number ('$19,817')
    pieces = [p.replace("\0", ",") for p in re.split(r"\s*(?<!\d),(?!\d)\s*(?:and\s+|or\s+)?", text) if p]
    if pieces:
        # 'adults and children who have income and assets': only an 'and' before the relative clause
        relative = re.search(r"\b(?:who|that|which|with|whose)\b", pieces[-1])
        head = pieces[-1][:relative.start()] if relative else pieces[-1]
        joint = re.search(r"\s+(?:and|or)\s+", head)
        # '55,000 pounds or more' is one bound, not two things (split, it asked 'Is it more?'); 'damage
        # caused by wear and tear' is one thing, its 'and' inside what it is caused by
        if joint and not _BOUND_WORD.match(head[joint.end():].strip()) and not (
                len(pieces[-1][joint.end():].split()) == 1  # the parse is trusted with one word, not a list
                and _nested_joint(doc, span.start_char + text.replace("\0", ",").rindex(pieces[-1]) + joint.start(),
                                  token)):
            pieces[-1:] = [pieces[-1][:joint.start()], pieces[-1][joint.end():]]
    out = []
    for member in filter(None, (piece.strip() for piece in pieces)):
        first = questions.parse(member)[0]
        if out and stop_at_verbs and first.pos_ in ("VERB", "AUX") and first.tag_ != "VBG":
            break
        out.append(member)
    return _shared_of(out)


# 'spouses', 'children of Servicemembers insured under SGLI': a one-word noun and the 'of' saying whose
_RELATION = re.compile(r"^(?:(?:a|an|the|your)\s+)?(?P<noun>[a-z]+)(?P<of>\s+of\s+.+)?$", re.IGNORECASE)


@construct
def _shared_of(members: list[str]) -> list[str]:
    """'spouses and children of Servicemembers insured under SGLI': kin named together share
    the 'of' phrase that follows the last of them (spouses of Servicemembers too), though the
    parse gives it to the last alone ('Are you a spouse?'). Only kin (_PARTY_NOUNS), whose 'of'
    says whose they are."""
    found = [_RELATION.match(m) for m in members]
    if len(members) < 2 or not all(found) or not found[-1].group("of") or any(f.group("of") for f in found[:-1]) \
            or not all(_lemma(f.group("noun").lower(), "NOUN") in _PARTY_NOUNS for f in found):
        return members
    return [f"{m}{found[-1].group('of')}" for m in members[:-1]] + [members[-1]]


def _lemma(word: str, pos: str, otherwise: str | None = None) -> str:
    """lemminflect's first lemma of the word as that part of speech ('exporting' -> 'export')."""
    return wordforms.lemmas(word).get(pos, (otherwise or word,))[0]
