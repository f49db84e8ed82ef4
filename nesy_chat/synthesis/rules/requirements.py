"""Sentences that state a requirement without a condition mark.

'To qualify, you must be 18', 'All applicants must ...', 'Only residents can apply', 'You need a
licence to export': what must hold is the condition of the claim the purpose names.
"""

from __future__ import annotations

import re

from nesy_chat.nlp import questions, wordforms
from nesy_chat.synthesis.rules.conditions import (
    _COMPLEMENTS,
    _depth,
    _either,
    _sentence_condition,
    _split_clauses,
)
from nesy_chat.synthesis.rules.constructs import construct
from nesy_chat.synthesis.rules.coordination import (
    _a,
    _article,
    _lemma,
    _members,
    _object_of,
    _parsed,
    _without_examples,
)
from nesy_chat.synthesis.rules.ir import All, Any, Condition, Leaf, Rule
from nesy_chat.synthesis.rules.lexicon import _ANYONE, _ASKS_SOMEONE_TO, _COMPLETED_BY_TO, _PEOPLE
from nesy_chat.synthesis.rules.normalise import _plain
from nesy_chat.synthesis.rules.realise import (
    _drop_modal,
    _fix_be,
    _leaf,
    _lower_start,
    _may_be_person,
    _noun_lemma,
    _opening_lowered,
    _phrase,
    _to_user,
    _user_kind,
)

# the modals that oblige; each list below adds the few it reads as well
_MUST = r"must|need to|needs to|have to|has to"


_MODAL = re.compile(rf"\b({_MUST}|should|will need to|'ll need to|’ll need to)(?:\s+|$)", re.I)


# what a conclusion denies, and what it says when the denial is taken out of it (the negated flag)
_NEGATIVE_SENSE = [(re.compile(r"^((?:there\s+(?:is|are|will be|would be)\s+)?)no\s+", re.I), r"\1"),
                   (re.compile(r"^none of\s+", re.I), ""),  # 'none of your payments can be stopped'
                   (re.compile(r"\b(banned|prohibited|forbidden|illegal|not allowed|not permitted)\b", re.I),
                    "allowed"),
                   (re.compile(r"\bexcluded\b", re.I), "included"),
                   (re.compile(r"\bineligible\b", re.I), "eligible"),
                   (re.compile(r"\bno longer\s+", re.I), "")]  # 'you'll no longer have to pay it


def _heading_conclusion(heading: str) -> str:
    return f"you meet the conditions ({heading})" if heading else "you meet the conditions"


_STOP = re.compile(rf"\b(?:{_MUST}|should|will have to|will need to)\s+stop\s+(\w+ing)\b", re.IGNORECASE)


@construct
def _conclusion(text: str) -> questions.Condition:
    text = re.sub(r"\bmust\s+not\b|\bmustn't\b", "can not", _clean_conclusion(text), flags=re.IGNORECASE)
    if stop := _STOP.search(text):  # 'you must stop claiming X': you can't claim it any more
        # 'You don't have to stop working': you can go on
        lifted = re.search(r"\b(?:do|does|will)\s*(?:n['’]t|\s+not)\s*$|\bwon['’]t\s*$", text[:stop.start()], re.I)
        head = text[:lifted.start() if lifted else stop.start()]
        return questions.Condition(f"{head}can {_lemma(stop.group(1).lower(), 'VERB')}{text[stop.end():]}", not lifted)
    for pattern, replacement in _NEGATIVE_SENSE:
        if pattern.search(text):
            # 'banned from using phones': not allowed to use them
            text = re.sub(r"\ballowed from (\w+ing)\b", lambda m: f"allowed to {_lemma(m.group(1).lower(), 'VERB')}",
                          pattern.sub(replacement, text), flags=re.IGNORECASE)
            return questions.Condition(text, True)
    return questions.positive(text)


def _rule_of(text: str, condition: Condition | None, unit: int) -> Rule:
    """The rule that concludes what the text says under the condition, any denial in it the
    rule's flag (`_conclusion`)."""
    conclusion = _conclusion(text)
    return Rule(conclusion.text, conclusion.negated, condition, unit)


_HEDGE = re.compile(r"^\s*(?:generally|usually|normally|typically|in general|in most cases),\s*", re.IGNORECASE)


@construct
def _purpose(text: str) -> tuple[str | None, str | None]:
    """'To get the grant, you' -> ('you can get the grant', 'you')."""
    text = _HEDGE.sub("", text)
    # the subject after a comma, or named with none ('To qualify your children')
    if match := re.match(r"^\s*(?:in order\s+)?to\s+(.+?),\s*(.*)$", text, re.IGNORECASE) or re.match(
            r"^\s*(?:in order\s+)?to\s+(.+?)\s+((?:you|your\s+\w+|applicants|claimants|the\s+(?:applicant|claimant|"
            r"borrower|business|veteran))(?:\s+or\s+your\s+\w+)?)\s*$", text, re.IGNORECASE):
        return f"you can {match.group(1)}", match.group(2).strip() or None
    return None, text.strip() or None


def _one_of(parts: list) -> Condition:
    """Alternatives, of which one alone is itself."""
    return parts[0] if len(parts) == 1 else Any(tuple(parts))


def _listing(members: list[str], joint: str = "or") -> str:
    """'A', 'B', 'C' -> 'A, B or C' (or 'A, B and C')."""
    return members[0] if len(members) == 1 else f"{', '.join(members[:-1])} {joint} {members[-1]}"


_OBLIGED = re.compile(rf"\b(?:{_MUST})\b", re.IGNORECASE)  # a requirement's modal


@construct
def _combined(parts: list, any_of: bool) -> Condition:
    """Conditions read together (a list's items, a subject's kinds): one alone is itself, and
    several get the group question of `_together`."""
    return parts[0] if len(parts) == 1 else (Any if any_of else All)(tuple(parts), _together(parts, any_of))


@construct
def _together(parts: list, any_of: bool) -> str:
    """A list's items as one statement when they share their subject and verb ('you are a
    student, of school age or a volunteer'), so one question can settle the whole list (the
    user who cannot answer it is asked item by item); '' when they do not."""
    if not all(isinstance(p, Leaf) and not p.negated for p in parts):
        return ""
    words = [p.text.split() for p in parts]
    shared = 0
    while all(len(w) > shared + 1 and w[shared].lower() == words[0][shared].lower() for w in words):
        shared += 1
    if shared < 2 or words[0][0].lower() not in ("you", "your", "it", "the"):  # 'you are', 'your child is'
        return ""
    rests = [" ".join(w[shared:]) for w in words]
    return " ".join(words[0][:shared]) + " " + _listing(rests, "or" if any_of else "and")


@construct
def _definition_rule(doc, unit) -> list[Rule]:
    """'Digital services include things like broadcasting, music and games.': it is a digital
    service if it is one of them. What covers or applies to things, likewise."""
    if (root := questions.parse_root(doc)) is None or root.lemma_ not in ("include", "apply", "cover", "pay"):
        return []
    subject = next((c for c in root.children if c.dep_ == "nsubj"), None)
    obj = next((c for c in root.children if c.dep_ == "dobj"), None)
    if root.lemma_ == "cover" and root.tag_ == "VBN" and (covered := next(
            (c for c in root.children if c.dep_ == "nsubjpass"), None)) is not None:
        # 'Flood damage is (not) covered'; 'Vet fees are covered for accidents': the cases it is for
        return _covered(root, None, _object_of(root, "for") or covered, unit)
    # 'We cover theft', 'We will not pay for wear and tear': the insurer speaking
    insurer = subject is not None and subject.lower_ == "we" and root.lemma_ in ("cover", "pay")
    if subject is None or root.lemma_ == "pay" and not insurer or subject.pos_ not in ("NOUN", "PROPN") and not insurer:
        return []
    if root.lemma_ != "include":
        return _covered(root, subject, obj, unit)
    # one thing included defines nothing ('The price includes VAT'), but what eligible land includes
    # is land that is eligible ('Land eligible for wetland reserve easements includes farmed or
    # converted wetland that can be restored', whatever the parse makes of the participles)
    eligible = any(t.lower_ in ("eligible", "qualifying") for t in subject.subtree)
    if obj is not None and obj.lemma_ in ("thing", "example") and (
            like := next((c for c in obj.children if c.dep_ == "prep"), None)):
        obj = next((c for c in like.children if c.dep_ == "pobj"), obj)  # 'things like broadcasting'
    members = _members(obj) if obj is not None else [doc[root.i + 1:].text.rstrip(" .;")]
    if len(members) < 2 and not eligible:
        return []
    people = _noun_lemma(subject) in _PEOPLE  # 'Applicants may include individuals, legal entities ...'
    leaves = [_leaf(_user_kind(questions.parse(m)) if people else f"the {subject.lemma_.lower()} is {m}", unit.index)
              for m in members]
    return [Rule(_defined_kind(subject), False, _one_of(leaves), unit.index)]


def _covered(root, subject, obj, unit) -> list[Rule]:
    """'The policy covers theft and accidental damage', 'Tax relief applies to pension
    contributions and charity donations', 'Flood damage is not covered': what it covers, it
    covers ('Is it theft?'); what it does not cover, it does not."""
    if root.lemma_ in ("apply", "pay"):  # 'applies to pension contributions', 'will not pay for wear and tear'
        obj = _object_of(root, {"apply": "to", "pay": "for"}[root.lemma_])
    if obj is None or obj.pos_ not in ("NOUN", "PROPN") or _noun_lemma(obj) in _PEOPLE \
            or obj.like_num or any(c.dep_ in ("nummod", "quantmod") or c.tag_ == "$" for c in obj.children):
        return []  # 'applies to you', 'covers your partner', 'up to 90 percent of costs': who or how much
    # the passive's subject ends at its verb ('Theft and fire are covered'), and may open the sentence
    end = None if subject is not None or obj.i > root.i else min(
        [root.i, *(c.i for c in root.children if c.dep_ in ("aux", "auxpass"))])
    whole = _without_examples(_phrase(obj.subtree)).rstrip(" .;:")
    members = [whole] if _listed_within(obj) else _members(obj, end=end)
    if obj.left_edge.i == 0 and members:
        members[0] = _lower_start(members[0])
    leaves = [_leaf(_thing(questions.parse(member)), unit.index) for member in members]
    denied = any(c.dep_ == "neg" for c in root.children)
    if subject is None:  # the passive: what is covered, whoever covers it
        return [Rule("it is covered", denied, _one_of(leaves), unit.index)]
    what = _phrase(subject.subtree, {t.i: t.lower_ for t in subject.subtree if t.dep_ == "det"})
    verb = {"cover": "cover", "apply": "apply to", "pay": "pay for"}[root.lemma_] \
        if subject.tag_ in ("NNS", "NNPS", "PRP") else {"cover": "covers", "apply": "applies to"}[root.lemma_]
    return [Rule(f"{what} {verb} it", denied, _one_of(leaves), unit.index)]


def _listed_within(obj) -> bool:
    """Whether the list after a thing is of what it is caused by or comes from, not of things:
    'damage caused by water escaping from a pipe, tank or radiator' is one thing, asked whole."""
    comma = next((t for t in obj.subtree if t.text == "," and t.i > obj.i), None)
    return comma is not None and not any(c.dep_ == "conj" for c in obj.children) and any(
        t.pos_ in ("VERB", "ADP") and obj in t.ancestors for t in obj.doc[obj.i + 1:comma.i])


def _thing(doc) -> str:
    """'it is' a thing as the text names it: 'theft', written with no article, takes none;
    'pension contributions' is one of them, 'a pension contribution'."""
    root = questions.parse_root(doc) or doc[-1]
    if root.tag_ == "NN" and not any(c.dep_ in ("det", "poss") for c in root.children):
        return f"it is {doc.text}"
    return _user_kind(doc, "it is")


@construct
def _defined_kind(subject) -> str:
    """What a definition of a kind concludes: 'Digital services include ...' -> 'it is a digital
    service'; a kind of people is one the reader can be ('you can be an applicant')."""
    kind = " ".join(w for w in _phrase(subject.subtree).split() if w.lower() != "the")
    singular = re.sub(rf"\b{re.escape(subject.text)}\b", subject.lemma_.lower(), kind, flags=re.IGNORECASE)
    return f"{'you can be' if _noun_lemma(subject) in _PEOPLE else 'it is'} {_article(singular)} {singular}"


@construct
def _need_rule(doc, unit) -> list[Rule]:
    """'You need a supplier document to sell seeds': you need one if you sell them, and you can
    sell them if you have one. 'You need 30 years of contributions to be eligible', 'A licence
    is required for exporting plants': likewise."""
    if (root := questions.parse_root(doc)) is None or root.lemma_ not in ("need", "require"):
        return []
    passive = root.tag_ == "VBN"
    subject = next((c for c in root.children if c.dep_ == ("nsubjpass" if passive else "nsubj")), None)
    obj = subject if passive else next((c for c in root.children if c.dep_ == "dobj"), None)
    if subject is None or obj is None or not passive and subject.lower_ not in ("you", "they"):
        return []
    # the small model often hangs 'to sell' on the object, as if it said which document
    purpose = next((c for head in (root, obj) for c in head.children
                    if c.dep_ in ("advcl", "xcomp", "relcl", "acl") and (c.i > obj.i or (
                        c.dep_ == "advcl" and c.left_edge.i == 0))  # 'To export livestock, you need an EHC'
                    and any(a.tag_ == "TO" and a.i == c.left_edge.i for a in c.children)), None)
    # 'before you spend more than £200' says what for as 'to spend more than £200' does
    purpose = purpose or next((c for c in root.children if c.dep_ == "advcl" and c.i > obj.i and any(
        a.dep_ == "mark" and a.lower_ == "before" for a in c.children) and any(
        a.dep_ == "nsubj" and a.lower_ == "you" for a in c.children)), None)
    # 'for exporting plants' says what for as 'to export plants' does
    gerund = next((g for head in (root, obj) for c in head.children if c.dep_ == "prep" and c.lower_ == "for"
                   and c.i > obj.i for g in c.children if g.dep_ == "pcomp" and g.tag_ == "VBG"), None)
    if purpose is not None:
        action = questions.join_tokens(t for t in _closing_brackets(doc, list(purpose.subtree))
                                       if t.head.i != purpose.i or t.tag_ != "TO" and t.dep_ not in ("mark", "nsubj"))
    elif gerund is not None:
        purpose, action = gerund.head, questions.join_tokens(gerund.subtree, {gerund.i: _lemma(gerund.lower_, "VERB")})
    else:
        return []
    # 'No bank account is required to enroll' is 'You don't need a bank account to enroll'
    none = passive and any(c.dep_ == "det" and c.lower_ == "no" for c in obj.children)
    # what is needed, with its prepositions the parse hung on 'need' ('10 years on your record')
    needed = [*obj.subtree, *(t for c in root.children if c.dep_ == "prep" and c.i > obj.i for t in c.subtree)]
    left_out = {t.i for t in purpose.subtree} | {c.i for c in obj.children if none and c.dep_ == "det"}
    have = questions.join_tokens((t for t in needed if t.i not in left_out), _opening_lowered(needed))
    need = f"you {'do not ' if none else ''}need {have}" if passive else questions.join_tokens(
        t for t in doc if t.i >= subject.i and t.lower_ not in ("usually", "normally") and t.i not in left_out
        and t.dep_ != "punct")
    rules = [Rule(need.strip(" ,"), False, _sentence_condition(_fix_be(f"you {action}"), unit.index), unit.index)]
    if none or any(c.dep_ == "neg" for c in root.children):
        return rules  # 'You don't need a certificate to move X': having one is no condition of moving it
    return [*rules, Rule(_fix_be(f"you can {action}"), False, _leaf(f"you have {have}", unit.index), unit.index)]


@construct
def _kinds(token, direct: bool) -> list[str]:
    """The kinds of people named from token on. An object or subject of the verb is split as
    parsed, each kind with its own modifiers ('Indian tribes, State and local governments and
    non-governmental organizations'); after 'to' / 'for' the small model often misattaches a
    long list, so that is split on the text, to the clause that says what for ('family farmers
    and ranchers to promote ...')."""
    doc = token.doc
    if token.dep_ == "nsubj" and not direct:  # 'for recipients to receive': the subject alone
        return [doc[token.left_edge.i:token.i + 1].text]
    if not direct:
        inside = {t.i for t in token.subtree}
        end = next((t.i for t in doc[token.i + 1:] if t.head.i not in inside and t.head.pos_ in ("VERB", "AUX") and (
            t.tag_ == "TO" or t.dep_ == "cc" and t.i + 1 < len(doc) and doc[t.i + 1].pos_ in ("VERB", "AUX"))
            or t.head.i == token.i and t.dep_ == "prep" and t.lower_ != "with"
            and any(s.like_num or s.tag_ == "$" for s in t.subtree)
            or t.text in ("-", "–", "—") and t.whitespace_ and doc[t.i - 1].whitespace_), len(doc))
        # 'to promote ...', 'and may include ...', 'of no more than $19,817', '- not individuals -': no more
        # kinds ('with fewer than 50 employees' says which businesses)
        return _members(token, end=end)
    kinds, member = [], token
    while member is not None:
        keep = [member] + [t for c in member.children if c.dep_ not in ("conj", "cc", "appos")
                           and c.lower_ not in ("both", "either", "neither")  # 'Both homeowners and renters'
                           and not (c.dep_ == "punct" and c.text in (",", ";"))
                           and not (c.dep_ == "prep" and c.lower_ in ("to", "for")) for t in c.subtree]
        kinds.append(doc[min(t.i for t in keep):max(t.i for t in keep) + 1].text)
        member = next((c for c in member.children if c.dep_ == "conj"), None)
    return kinds


# a duty lifted: 'you don't have to', 'you won't need to', 'you needn't'
_NO_NEED = re.compile(r"\b(?:do|does|did|wo|will)(?:n['’]t|\s+not)\s+(?:usually\s+|normally\s+)?(?:have|has|need)\s+"
                     r"to\b|\bneedn['’]t\b", re.IGNORECASE)


def _duty(text: str) -> re.Match | None:
    """The modal of a duty the text states; none where it lifts one ('You don't have to pay on:')."""
    return None if _NO_NEED.search(text) else _MODAL.search(text)


@construct
def _requirement_rule(doc, unit, heading: str) -> list[Rule]:
    """'The work must last at least 4 weeks and must be paid.' under a heading: a
    requirement of whatever the heading is about. 'They don't have to be in a row' lifts
    one: it requires nothing."""
    text = _plain(doc.text).strip().rstrip(".")
    if not _OBLIGED.search(text) or text.endswith("?") or _NO_NEED.search(text):
        return []
    condition = _sentence_condition(_required(text), unit.index)
    return [Rule(_heading_conclusion(heading), False, condition, unit.index, required=True)]


def _required(text: str) -> str:
    """A requirement as the condition the reader is asked: 'You also need to meet X and show Y'
    -> 'you also meet X and show Y', its modal gone before the condition is split at its verbs."""
    return _fix_be(_drop_modal(_to_user(text, True)))


@construct
def _closing_brackets(doc, span: list) -> list:
    """A clause with the ')' that closes an aside it opened, which the parse hangs on the main
    verb ('if you're sending your return by post (31 October).' asked 'by post (31 October?'),
    and with the quote mark that closes a quotation it opened ('if you're a 'worker'.' asked
    'Are you a 'worker?' and left the quote mark to the conclusion)."""
    depth = _depth("".join(t.text for t in span))
    last = end = max(t.i for t in span)
    while depth > 0 and end + 1 < len(doc) and doc[end + 1].text == ")":
        end, depth = end + 1, depth - 1
    for mark in _QUOTE_MARKS:
        if sum(t.text == mark for t in span) % 2 and end + 1 < len(doc) and doc[end + 1].text == mark:
            end += 1
    return span + list(doc[last + 1:end + 1])


_QUOTE_MARKS = ("'", '"')  # as tokens of their own: the apostrophe of "you're" is part of a word


@construct
def _perfect(clause: str) -> str:
    """'you take SPL' -> 'you have taken SPL': what 'after' asks is whether it has happened."""
    doc, root = _parsed(clause)
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None) if root is not None else None
    passive = next((c for c in root.children if c.dep_ == "auxpass" and c.tag_ in ("VBP", "VBZ")), None) \
        if subject is not None and root.tag_ == "VBN" else None
    if passive is not None and not any(c.dep_ == "aux" for c in root.children):
        # 'the target amount is reached' -> 'the target amount has been reached'
        contracted = passive.text.startswith(("'", "’"))  # "they're registered"
        have = f"{' ' if contracted else ''}{'has' if passive.tag_ == 'VBZ' else 'have'} been"
        return questions.join_tokens(doc, {passive.i: have})
    if subject is None or root.tag_ not in ("VBP", "VBZ", "VB") or root.lemma_ in ("have", "be") or any(
            c.dep_ in ("aux", "auxpass") for c in root.children):
        return clause  # 'you have a provider number' holds or not: no perfect
    # 'you either ask for X or take other steps': 'you have either asked for X or taken other steps'
    verbs = [root, *(c for c in root.children if c.dep_ == "conj" and c.tag_ in ("VBP", "VBZ", "VB"))]
    forms = {v.i: (wordforms.inflections(v.lemma_, "VBN") or (v.text,))[0] for v in verbs}
    first = min([root.i, *(c.i for c in root.children if c.dep_ == "preconj")])
    forms[first] = f"{'has' if root.tag_ == 'VBZ' else 'have'} {forms.get(first, doc[first].text)}"
    return questions.join_tokens(doc, forms)


@construct
def _clause_leaf(text: str, unit: int) -> Condition:
    """A requirement's clauses, each one condition as written ('you must be X, your child must
    have Y, and you or your family member must be Z': three)."""
    split = _split_clauses(text, lambda piece: _clause_leaf(piece, unit))
    if split is None and (pair := _verb_pair(text)):
        # 'must have sustained economic injury and be located in X', 'must be 18 and live here',
        # 'must be expecting your first child, or be expecting twins'
        joint, pieces = pair
        split = (All if joint == "and" else Any)(tuple(_clause_leaf(piece, unit) for piece in pieces))
    return split or _leaf(text, unit)


def _verb_pair(text: str) -> tuple[str, tuple[str, str]] | None:
    """Two verbs of one subject joined by 'and' or 'or', each with its own complement: the
    joint, and the subject with each. Not verbs that share what follows the last ('have paid
    or been credited with contributions'), nor alternatives offered as one choice ('either
    asked for X or taken other steps'), nor where a relative clause may have taken verbs of its own."""
    if re.search(r"\beither\b|\b(?:that|which|who)\b", text, re.IGNORECASE):
        return None
    doc, root = _parsed(text)
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None) if root else None
    joins = [c for c in root.children if c.dep_ == "cc"] if subject is not None else []
    if len(joins) != 1 or joins[0].lower_ not in ("and", "or") or not any(
            c.dep_ in _COMPLEMENTS and subject.i < c.i < joins[0].i for c in root.children):
        return None
    second = next((c for c in root.children if c.dep_ == "conj" and c.pos_ in ("VERB", "AUX") and c.i > joins[0].i
                   and doc[joins[0].i + 1:c.i].text.split() == [t.text for t in c.children if t.i < c.i]), None)
    if second is None or not any(c.dep_ in _COMPLEMENTS and c.i > second.i for c in second.children):
        return None
    who = doc[subject.left_edge.i:subject.right_edge.i + 1].text
    return joins[0].lower_, (doc[:joins[0].i].text.strip(" ,"), _fix_be(f"{who} {doc[joins[0].i + 1:].text}"))


@construct
def _obligation(text: str) -> tuple[str, str] | None:
    """'To qualify, you must be 18' / 'You must be 18 to apply' -> ('you can qualify', 'you are 18')."""
    text = _plain(text).strip().rstrip(".")
    text = _FRONTED_BEFORE.sub(r"\2 before you \1", text)  # 'Before you X, you must Y' is 'you must Y before you X'
    if not (modal := _MODAL.search(text)):
        return None
    before, after = _HEDGE_BEFORE_MODAL.sub("", text[:modal.start()]), text[modal.end():]
    lead, subject = _purpose(before)
    if (ahead := _BEFORE_YOU.search(after)) and not lead and not re.search(r"(?:n['’]t|\bnot)\s*$", before):
        # 'You must ask for a reconsideration before you appeal': you can appeal once you have asked
        action = re.sub(r"^can\s+", "", ahead.group(1))
        being = re.match(r"^(?:are|['’]re)\b", action)  # 'before you're eligible to claim it'
        lead = f"you are{action[being.end():]}" if being else f"you can {action}"
        after = _perfect(f"you {after[:ahead.start()].strip()}").removeprefix("you ")
    purpose = re.search(r"\b(?:in order )?to (?!(?:the|a|an|your|their|his|her|its|this|that|these|those|\d)\b)"
                        rf"([^,]+|{_MEMBER}(?:,\s*{_MEMBER})*,?\s+(?:and|or)\s+{_MEMBER})$", after)
    before_to = after[:purpose.start()] if purpose else ""
    if purpose and (_NOT_FOR.search(before_to)
                    # 'pay the VAT to HMRC for this period': to whom, not what for
                    or "VERB" not in wordforms.lemmas(purpose.group(1).split()[0].lower())
                    # 'needs to be set to allow SSL, cookies and JavaScript': how it is set, not what for
                    or "," in purpose.group(1) and re.search(r"\bbe\s+\w+\s+$", before_to)):
        purpose = None
    if purpose and not lead:
        lead = f"you can {purpose.group(1)}"
        after = before_to.strip()
    if not lead or not subject or not after:
        return None
    return _clean_conclusion(lead), _required(f"{subject} must {after}".strip())


# 'You usually need to follow special rules to export X': a hedge on the requirement, which the
# question leaves out ('Do you usually follow special rules?' asked how often)
_HEDGE_BEFORE_MODAL = re.compile(r"\s+(?:usually|normally|generally)\b(?=\s*$)", re.IGNORECASE)


# a purpose runs to the end of the sentence: a phrase without a comma, or a list of phrases
# ('to export animal bones, protein and other by-products'); not 'to apply, unless you ...' nor
# 'to stop payments, and you should ...', whose later part is a clause of its own
_MEMBER = r"(?:(?!\b(?:you|they|we|it|if|unless|when|where|but)\b)[^,])+"


# nouns whose infinitive says what they are a way of, not what the reader wants ('a licence to sell'
# is one's purpose; 'a way to handle complaints' is not)
_MANNER = "way|ways|means|method|methods|process|procedure|system|mechanism|ability|capacity|plan"


# what an infinitive that says what is required completes, not what it is for: 'have a way to
# handle complaints', 'be able to swim', 'expect it to last'
_NOT_FOR = re.compile(rf"\b(?:(?:{_MANNER}|{'|'.join(_COMPLETED_BY_TO)})\s+|(?:{'|'.join(_ASKS_SOMEONE_TO)})\w*\s+"
                      r"(?:\S+\s+){1,3})$", re.IGNORECASE)


_BEFORE_YOU = re.compile(r"\s+before\s+you\b\s*(.+)$", re.IGNORECASE)
_FRONTED_BEFORE = re.compile(r"^before\s+you\s+([^,]+),\s*(you\s.+)$", re.IGNORECASE)


@construct
def _obligation_rule(doc, unit) -> list[Rule]:
    root = questions.parse_root(doc)
    if root is not None and any(t.head.dep_ in ("relcl", "acl") and t.head.i < root.i and (
            t.tag_ == "MD" and t.lower_ in ("must", "should")
            or t.lemma_ in ("need", "have") and t.i + 1 < len(doc) and doc[t.i + 1].lower_ == "to") for t in doc):
        return []  # 'The steps you must take to apply will vary': a modal in a clause on the subject, no obligation
    if (found := _obligation(doc.text)) is None:
        return []
    conclusion, required = found
    return [Rule(conclusion, False, _clause_leaf(required, unit.index), unit.index)]


_UNIVERSAL = re.compile(r"^(?:[A-Z]\.\s+)?(?:all|every|each)\s+(?P<kinds>[^,]+?)(?:,\s*[^,]+,)?\s+(?P<modal>shall|must|"
                        r"will need to|needs? to|(?:is|are) required to|should)\s+(?P<what>\w.+?)\.?$", re.IGNORECASE)


@construct
def _universal_rule(doc, unit) -> list[Rule]:
    """'All general aviation commercial airports, as defined under chapter 6, shall have at least
    a part-time airport manager': what every one of a kind must do, the user's one must do if it
    is of that kind ('Is it a general aviation commercial airport?'). Kinds anyone asking is
    ('All applicants must ...') are left to the obligation rules: there the kind is no condition."""
    if (match := _UNIVERSAL.match(doc.text)) is None:
        return []
    # the kinds read in the whole sentence: alone they parse worse ('commuter' would be a verb)
    kinds = [t for t in doc if match.start("kinds") <= t.idx < match.end("kinds")]
    head = kinds[-1]
    if head.tag_ not in ("NNS", "NNPS") or _noun_lemma(head) in _ANYONE | {"those"} or any(
            t.tag_ in ("VBD", "VBZ", "VBP", "MD", "WDT", "WP") or t.pos_ == "PRON" for t in kinds):
        return []
    # 'aircarrier and commuter aircarrier airports': each member names a kind of the shared head
    members = [m for m in re.split(r",\s*|\s+(?:and|or)\s+", match.group("kinds")) if m]
    singular = head.lemma_.lower() if head.tag_ == "NNS" else head.text
    members = [re.sub(rf"\b{re.escape(head.text)}$", singular, m) if m.endswith(head.text) else f"{m} {singular}"
               for m in members]
    person = _may_be_person(head)
    leaves = [_leaf(_user_kind(questions.parse(m)) if person else f"it is {_a(m)}", unit.index) for m in members]
    duty = f"you must {_to_user(match.group('what'), True)}" if person else f"it must {match.group('what')}"
    return [Rule(duty, False, _either(leaves), unit.index)]


# 'benefits provided by the country you're going to': a relative clause (a subject after a
# noun, one verb) that ends in its preposition; the 'to' is the clause's, not an intro's
_STRANDED = re.compile(r"\w\s+(?:you|they|we)(?:'re|'ve| are| have| were)?\s+[a-z]+\s+[a-z]+$", re.IGNORECASE)


@construct
def _clean_conclusion(text: str) -> str:
    text = re.sub(r"\b(usually|normally|generally|also|still|then|only)\s*,?\s+", "", text, flags=re.I)
    text = re.sub(r"^(?:and|but|or|so|then|however|otherwise)\s*,?\s+", "", text.strip(), flags=re.I)
    if not _STRANDED.search(text.strip()):  # 'you can claim it in:' lost its list, 'the country you're going to' not
        text = re.sub(r"\s+(?:in|to|for|of|on|at|from|by|with|including)\s*:?$", "", text.strip(), flags=re.I)
    text = re.sub(r",?\s+(?:as well|too)$", "", text.strip(), flags=re.I)  # 'you may be eligible as well'
    text = re.sub(r"^please\s+(?:keep in mind|note|remember)(?:\s+that)?\s*,?\s*", "", text, flags=re.I)
    return " ".join(_balanced(text).split()).strip(" ,.;:-–")


def _balanced(text: str) -> str:
    """A conclusion cut out of its sentence without the halves of an aside it cut through:
    'for example) you pay X' -> 'you pay X', 'you get it automatically )' -> 'you get it
    automatically', "you can get X ', although ..." -> 'you can get X'."""
    depth = 0
    for k, char in enumerate(text):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth < 0:  # a ')' that opens nothing: the end of an aside the cut began in
            rest = text[k + 1:]
            return _balanced(rest if rest.strip(" ,.;:") else text[:k])
    if depth > 0:  # a '(' that closes nothing: the aside runs off the end
        return _balanced(text[:text.rindex("(")])
    text = re.sub(r"(^|\s)['‘’](?=\s|,|$)", r"\1", text)  # a quote mark standing alone
    text = re.sub(r"\s*,\s*,", ",", text)
    text = re.sub(r",?\s+although\b.*$", "", text, flags=re.I)  # a concession is no part of it
    if opened := re.search(r"(?:^|\s)['‘](?=\w)[^'‘’]*$", text):  # an open quotation runs to the end
        text = text + "’" if "‘" in opened.group(0) else text + "'"
    return text
