"""A condition split at its clauses: 'you are 60 and you live in the UK' is two facts.

Clauses with their own subject or verb are separate questions, joined by the connective the text
uses (the last one of a comma list); a condition that cannot be split is one question.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from nesy_chat.nlp import questions
from nesy_chat.synthesis.rules.constructs import construct, statements
from nesy_chat.synthesis.rules.coordination import _parsed
from nesy_chat.synthesis.rules.ir import All, Any, Condition, Leaf, Not, _rewritten
from nesy_chat.synthesis.rules.lexicon import _CLAUSE_START, _WHEN_MARKS
from nesy_chat.synthesis.rules.realise import _as_asked, _conjuncts, _finite, _fix_be, _leaf, _to_user


@construct
def _starts_clause(text: str) -> bool:
    """'you may be able to claim ...' starts a clause; 'or Wales' does not."""
    # a coordinated subject ('you or your family member must') is longer than most
    words = text.split()[:8 if re.match(r"^(?:you|your \w+) (?:or|and) your\b", text, re.IGNORECASE) else 5]
    return bool(words) and re.split(r"['’]", words[0].lower())[0] in _CLAUSE_START and any(
        t.tag_ in ("MD", "VBZ", "VBP", "VBD") for t in questions.parse(" ".join(words))[1:])


def _depth(text: str, end: int | None = None) -> int:
    """How many brackets are open at `end` (at the end of the text by default); negative when
    more close than open."""
    return text[:end].count("(") - text[:end].count(")")


@construct
def _sentence_condition(text: str, unit: int, item: bool = False) -> Condition:
    """Split a condition at its coordinated verbs or clauses: one question for each, and the
    condition as written for a user who can answer none of them ('Do you make donations
    through Gift Aid and claim Married Couple's Allowance?').

    A list item is one condition, as its author wrote it, unless it offers alternatives
    after a comma ('study at a college, or be on a training course'); so is a condition that
    says 'either ... or', which offers its alternatives as one choice."""
    condition = _split_around_asides(text, unit, item) or _split_condition(text, unit, item)
    if isinstance(condition, (All, Any)) and not condition.together and _positive(condition) \
            and not _NEGATION.search(text):
        return replace(condition, together=_as_asked(text))
    return condition


_ASIDE = re.compile(r"\s*\([^()]*\)")


@construct
def _split_around_asides(text: str, unit: int, item: bool) -> Condition | None:
    """'you have a low income and your savings (not counting your home) are not worth more than
    £16,000': an aside in brackets leads the parse astray (here one clause, its 'not' lost), so
    the condition is split as if it had none. An aside that ended a part ends it again ('another
    benefit (not Child Benefit)'); one inside a part would lead its question astray in turn, and
    stays in the sentence the proof cites; an acronym follows its name wherever that is ('Secure
    Sockets Layer (SSL), cookies'). None when the text has no aside or is one condition without them."""
    asides = [(text[:m.start()].split()[-1], m.group()) for m in _ASIDE.finditer(text) if text[:m.start()].split()]
    if not asides or isinstance(condition := _split_condition(_ASIDE.sub("", text), unit, item), Leaf):
        return None

    def put_back(statement: str) -> str:
        for anchor, aside in asides:
            if re.fullmatch(r"\s*\([A-Z]+\)", aside):
                at = re.search(rf"(?<!\w){re.escape(anchor)}(?!\w)", statement)
                statement = statement if at is None else f"{statement[:at.end()]}{aside}{statement[at.end():]}"
            elif statement.split()[-1:] == [anchor]:
                statement += aside
        return statement
    return _rewritten(condition, put_back)


def _marked(mark: str, condition: Condition) -> Condition:
    """A clause's condition as its mark reads it: 'unless X' and 'until X' ('reduced until
    you've paid it back') hold while X does not; an age reached ('once you're 55', 'until
    you're 18') is that age or over."""
    if mark.lower() in _REACHED and isinstance(condition, Leaf) and (age := _AN_AGE.match(condition.text)):
        be = "are" if age.group("who").lower() in ("you", "they") else "is"
        condition = replace(condition, text=f"{age.group('who')} {be} {age.group('age')} or over")
    return Not(condition) if mark.lower() in ("unless", "until", "till") else condition


_REACHED = ("once", "when", "until", "till", "after")


_AN_AGE = re.compile(r"^(?P<who>you|your \w+|they) (?:are|is|turn|turns|reach|reaches)\s+(?P<age>\d{1,3})$",
                     re.IGNORECASE)


def _positive(condition: Condition) -> bool:
    """Whether no part of the condition is negated."""
    if isinstance(condition, Leaf):
        return not condition.negated
    return isinstance(condition, (All, Any)) and all(_positive(p) for p in condition.parts)


_NEGATION = re.compile(r"\b(?:not|no|never|neither|nor)\b|n't\b", re.IGNORECASE)


@construct
def _split_clauses(text: str, each: Callable[[str], Condition], item: bool = False,
                   item_and: bool = False) -> Condition | None:
    """'..., and you or your partner were born ...': a second clause with its own subject;
    'you start a new job, you're laid off or your partner dies': the last connective joins
    them all; 'you get Universal Credit, you're not employed': clauses listed with commas
    (not in a list item, nor, unless `item_and`, at 'and' in one). Each clause is read by
    `each`; None when the text is one clause."""
    # a comma before the connective joins wider than one without: 'you have savings and you own
    # a home, or you live abroad' is the first two, or the third
    # and so does one that 'either' and a clause follow: 'you are over 60 and either you live alone or ...'
    def either_clause(m: re.Match) -> bool:
        return text.startswith("either ", m.end()) and _starts_clause(text[m.end() + len("either "):])

    joints = sorted(((m, either_clause(m)) for m in re.finditer(r"\s*(,\s*)?\s(and|or)\s+", text)),
                    key=lambda joint: (not joint[1], joint[0].group(1) is None))
    for match, either in joints:
        if _depth(text, match.start()):
            continue  # inside an aside: '(or are already living in)' is no clause of the condition's
        if (not item or item_and or either or match.group(2) == "or") and (either or _joins_clauses(text, match)):
            rest = text[match.end() + len("either "):] if either else text[match.end():]
            parts = [each(piece) for piece in (*_clauses(text[:match.start()].strip(" ,")), rest)]
            return _either(parts) if match.group(2) == "or" else All(tuple(parts))
    comma = None if item else _clause_comma(text)
    return None if comma is None else All((each(text[:comma.start()]), each(text[comma.end():])))


@construct
def _split_condition(text: str, unit: int, item: bool) -> Condition:
    item = item or bool(re.search(r"\beither\b", text, re.IGNORECASE))
    # each clause's subject as the first's is: 'the flight is over 6 hours and the traveller is a
    # director' asks 'Are you a director?'; else at its verbs (a split at clauses is never a Leaf)
    condition = _split_clauses(text, lambda piece: _sentence_condition(_fix_be(_to_user(piece, False)), unit, item),
                               item) or _split_verbs(text, unit, item)
    if isinstance(condition, Leaf) and item and not _NEGATION.search(text):
        # '* your circumstances change and this is likely to affect a benefit': an item of two
        # clauses, each with its own subject, is two conditions, where the parse found no verbs
        # of one subject to split it at
        return _split_clauses(text, lambda piece: _sentence_condition(piece, unit, item), item, item_and=True) \
            or condition
    return condition


@construct
def _split_verbs(text: str, unit: int, item: bool) -> Condition:
    """A condition split at its coordinated verbs, as the parse has them."""
    doc, root = _parsed(text)
    conjs = _conjuncts(root) if root is not None else []
    comma_or = any(t.lower_ == "or" and t.i > 0 and doc[t.i - 1].text == "," and t.head in (root, *conjs) for t in doc)
    if not conjs or item and not comma_or and not _deeds(text, root, conjs):
        return _leaf(text, unit, item)
    heads = sorted([root, *conjs], key=lambda t: t.i)
    if any(c.dep_ == "neg" for c in root.children) and all(c.tag_ in ("VBN", "JJ") for c in conjs) and any(
            c.dep_ == "cc" and c.lower_ == "or" for c in root.children):
        return _leaf(text, unit, item=True)  # 'you're not employed or self-employed': neither, asked as one
    groups = _verb_groups(doc, root, heads, unit, item)
    # 'you work 16 hours and your partner is ill, is a carer, or is in hospital': the first,
    # and one of the other three
    clauses = [_joined([(j, leaf) for _, j, leaf in group[1:]], group[0][2]) for group in groups]
    if any(_depth(statement) for statement in statements(clauses)):
        return _leaf(text, unit, item)  # the parse cut an aside in two: 'going to (or are already living in) X'
    condition = _joined(list(zip((g[0][1] for g in groups[1:]), clauses[1:])), clauses[0])
    commas = [t.i for t in doc if t.text == "," and t.i + 1 < len(doc) and doc[t.i + 1].dep_ == "cc"
              and doc[t.i + 1].head.i in {h.i for h in heads}]
    if commas and isinstance(condition, (All, Any)) and isinstance(first := condition.parts[0], (All, Any)) \
            and not first.together:
        # what comes before the comma that joins widest, as written: 'Have you worked as an employee
        # or been self-employed?'
        condition = replace(condition, parts=(replace(first, together=_as_asked(doc[:commas[-1]].text)),
                                              *condition.parts[1:]))
    return condition


def _deeds(text: str, root, conjs: list) -> bool:
    """Verbs that are things one subject did, in one tense: asked in turn, even in a list item."""
    # 'died on or after 6 April 2016 and reached State Pension age ...': two things done, asked in turn
    # 'they died before 6 April 2016 but would have reached State Pension age after it'
    return "(" not in text and any(c.dep_ == "nsubj" for c in root.children) and root.tag_ in ("VBD", "VBZ", "VBP") \
        and all(h.pos_ == "VERB" and (h.tag_ == root.tag_ or any(c.tag_ == "MD" for c in h.children))
                and any(c.dep_ in _COMPLEMENTS and c.i > h.i for c in h.children) for h in (root, *conjs)) \
        and not any(c.dep_ in ("nsubj", "nsubjpass") for h in conjs for c in h.children) \
        and all(c.lower_ in ("and", "but") for c in root.children if c.dep_ == "cc")  # one subject, one tense


def _verb_groups(doc, root, heads: list, unit: int, item: bool) -> list[list]:
    """The verbs of each clause as (verb, connective, leaf): a verb with its own subject starts a clause."""
    heads_i = {h.i for h in heads}
    when, when_of = _shared_when(doc, heads)
    # a connective before a verb joins clauses; before a noun ('old and the passenger of') it stays
    starts = {h.left_edge.i for h in heads if h is not root} | {h.i for h in heads if h is not root}
    groups: list[list] = []
    subject_text = shared = copula = negated = ""
    for head in heads:
        # a verb without a subject shares the nearest one before it: 'you are eligible but
        # your EAD will be expiring or has expired' -> 'your EAD has expired'
        subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is not None:
            subject_text = doc[subject.left_edge.i: subject.right_edge.i + 1].text
            shared = questions.join_tokens(c for c in head.children if c.dep_ in ("aux", "auxpass") and c.i < head.i)
            # a copula a participle shares: 'you're 24 or younger and studying' -> 'you are studying'
            copula = questions.uncontracted(head.text) if head.lemma_ == "be" and head.pos_ == "AUX" else ""
            negated = head.tag_ if any(c.dep_ == "neg" for c in head.children) else ""
        words = _own_words(doc, head, starts, heads_i)
        # a comma before the connective is kept: it joins wider than one without (`_joined`)
        joined = next((("," if doc[t.i - 1].text == "," else "") + t.lower_ for t in reversed(
            doc[groups[-1][-1][0].i + 1:head.i]) if t.dep_ == "cc" and t.head.i in heads_i), "") if groups else ""
        if when and head is not when_of:
            words = f"{words} {when}"
        if head is not root and next((c.lower_ for c in head.children if c.dep_ == "mark"
                                      and c.i == head.left_edge.i), "") in _WHEN_MARKS:
            # 'died before they reached X and after you reached yours': the second says when they died too
            main = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), root)
            words = f"{doc[main.left_edge.i:root.i + 1].text} {words}"
        elif head is not root and subject_text and subject is None:
            if negated and joined.lstrip(",") == "or" and _same_form(head, negated) and not any(
                    c.dep_ in ("aux", "auxpass", "neg") for c in head.children):
                # 'you haven't paid contributions or lived here': the negation covers both, neither
                # holds; not 'you don't have access or wish to use X', whose 'wish' is finite
                words, joined = f"{shared or 'do'} not {questions.join_tokens(head.subtree)}", "and"
            elif not any(c.dep_ in ("aux", "auxpass", "neg") for c in head.children) and not _finite(head):
                participle = head.tag_ in ("VBG", "VBN")
                if not participle and shared.split()[-1:] and shared.split()[-1].lower() in (
                        "are", "is", "am", "was", "were", "be", "been", "have", "has", "had"):
                    # 'you are entered into the database and hold a card': you hold it; 'you must have
                    # had it for 3 months and expect it to last': you must expect it
                    shared = " ".join(shared.split()[:-1])
                words = f"{shared or (copula if participle else '')} {words}".strip()  # 'you're employed or
                # self-employed'; not 'is is in hospital'
            words = _fix_be(f"{subject_text} {words}")
        if not groups or subject is not None:
            groups.append([])
        groups[-1].append((head, joined, _leaf(words, unit, item)))
    return groups


def _same_form(verb, tag: str) -> bool:
    """Whether the verb is a participle of the form a negated verb's auxiliary gives it, so it
    shares both ('haven't paid or lived here', 'aren't working or studying'); a regular past
    participle is often tagged a past tense. A bare verb may be finite ('don't have access or
    wish to use X' is either), so it shares nothing."""
    return tag in ("VBN", "VBG") and (verb.tag_ == tag or tag == "VBN" and verb.tag_ == "VBD"
                                      and verb.lower_.endswith("ed"))


def _own_words(doc, head, starts: set[int], heads_i: set[int]) -> str:
    """One verb's words without its coordinated verbs; a dangling preposition takes a later one's object."""
    own = {t.i for t in head.subtree} - {t.i for c in _conjuncts(head) for t in c.subtree}
    words = questions.join_tokens(
        t for t in doc if t.i in own and not (t.dep_ == "cc" and t.i + 1 in starts)
        and not (t.dep_ == "punct" and t.text == "," and t.head.i in heads_i)).strip(" ,;")
    words = re.sub(r"\s+(?:and|or)$", "", words)
    dangling = max((t for t in doc if t.i in own and t.dep_ == "prep"), key=lambda t: t.i, default=None)
    if dangling is not None and not list(dangling.children):
        # 'get income from, or have assets outside Australia': from outside Australia
        if later := [t for t in doc if t.dep_ == "prep" and t.i > dangling.i and list(t.children)]:
            words = f"{words} {doc[later[-1].i:later[-1].right_edge.i + 1].text}"
    return words


@construct
def _shared_when(doc, heads: list) -> tuple[str, object]:
    """'you remarry or form another civil partnership before you reach State Pension age': a
    clause of time ending the last of one subject's verbs says when each of them is done (you
    remarry before you reach it), though the parse hangs it on the last; ('', None) without
    one, or when the verbs before it have adjuncts of their own ('born in the UK and lived
    there until 16')."""
    last = heads[-1]
    if last.dep_ != "conj" or any(c.dep_ in ("nsubj", "nsubjpass") for h in heads[1:] for c in h.children):
        return "", None
    end = len(doc) - 1 - doc[-1].is_punct
    when = next((c for c in last.children if c.dep_ == "advcl" and c.right_edge.i == end
                 and any(m.dep_ == "mark" and m.lower_ in _WHEN_MARKS and m.i == c.left_edge.i for m in c.children)),
                None)
    return ("", None) if when is None else (doc[when.left_edge.i:when.right_edge.i + 1].text, last)


_COMPLEMENTS = frozenset(("dobj", "prep", "attr", "acomp", "xcomp", "ccomp", "advcl", "npadvmod", "prt"))


def _joined(rest: list, first: Condition) -> Condition:
    """Conditions joined by their connectives: alternatives where any is 'or'. Where 'and' and
    'or' both join them, one after a comma joins wider than one without: 'worked as an employee
    or been self-employed, and paid enough contributions' is either of the first two, and the
    third."""
    if not rest:
        return first
    wide = [k for k, (connective, _) in enumerate(rest) if connective.startswith(",")]
    if wide and len({connective.lstrip(",") for connective, _ in rest} - {""}) > 1:  # '' is a list's comma
        k = wide[-1]
        return _joined([(rest[k][0], _joined(rest[k + 1:], rest[k][1]))], _joined(rest[:k], first))
    pieces = [first, *(condition for _, condition in rest)]
    return _either(pieces) if any(connective.lstrip(",") == "or" for connective, _ in rest) else All(tuple(pieces))


def _clauses(text: str) -> list[str]:
    """A list of clauses before its last connective, split at its commas: 'you start a new
    job, you're laid off work' -> 'you start a new job', 'you're laid off work'. Part of
    `_split_clauses`: a coordination of three clauses or more is one of two, longer."""
    comma = _clause_comma(text)
    return [text] if comma is None else [text[:comma.start()], *_clauses(text[comma.end():])]


@construct
def _clause_comma(text: str) -> re.Match | None:
    """The first comma between two clauses: 'you get Universal Credit, you're not employed'."""
    return next((comma for comma in re.finditer(r",\s+", text) if _joins_clauses(text, comma)), None)


@construct
def _joins_clauses(text: str, match: re.Match) -> bool:
    """Whether the connective or comma at `match` ends a clause (one with a finite verb) and
    starts another."""
    return _starts_clause(text[match.end():]) and any(_finite(t) for t in questions.parse(text[:match.start()]))


@construct
def _either(pieces: list) -> Condition:
    """Alternatives; but 'if your child isn't immunised or doesn't have an exemption' means
    neither: a negation spoken over a disjunction, as English does."""
    neither = len(pieces) > 1 and all(isinstance(p, Leaf) and p.negated for p in pieces)
    return (All if neither else Any)(tuple(pieces))
