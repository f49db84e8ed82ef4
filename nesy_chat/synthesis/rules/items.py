"""The condition a list makes: each item completed by the intro's stem, joined by all-of or any-of.

An item is a fragment ('* be 18 or over') that means nothing without the sentence introducing
it ('You must:'), so the stem is put back before the item is read as a condition.
"""

from __future__ import annotations

import re

from nesy_chat.nlp import questions
from nesy_chat.synthesis.rules.conditions import _sentence_condition, _starts_clause
from nesy_chat.synthesis.rules.constructs import construct
from nesy_chat.synthesis.rules.ir import All, Any, Condition, Not
from nesy_chat.synthesis.rules.normalise import _plain
from nesy_chat.synthesis.rules.realise import _fix_be, _is_name, _leaf, _statement, _subject_of, _to_user
from nesy_chat.synthesis.rules.requirements import _OBLIGED, _combined, _listing
from nesy_chat.synthesis.rules.sentences import _CONCESSIVE
from nesy_chat.synthesis.structure import Item, sentences

_ANY = re.compile(r"\b(any|one|either|at least one|including|include|includes|for example|such as|e\.g\.|"
                  r"for instance|or more)\b", re.IGNORECASE)


_ALL = re.compile(r"\b(all|both|must|need|needs|required|requirements|have to|has to|each of)\b", re.IGNORECASE)


_QUANTIFIER = re.compile(
    r"\b(?:(?:at least |any |only |just )?one or more of|(?:at least |any |only |just )?one of|any of|all of|"
    r"each of|either of|both of|none of|either|both)?\s*(?:the\s+)?followings?(?:\s+\w+)?(?:\s+(?:applies|apply))?"
    r"|\b(?:(?:any|all|one|each|either|both|none) of these(?:\s+\w+)?|either|both)\b(?!\s+of\s+(?:you|them|us)\b)"
    r"(?:\s+(?:applies|apply))?"
    r"|\b(?:including|such as|for example|for instance|e\.g\.)\s*$", re.IGNORECASE)


_APPOSITION = re.compile(r"\s+[-–]\s+(?!\d).*$")  # "meet the residency rules - your college checks"


# '* be in childcare approved abroad - if you're a Crown servant posted abroad', '* Universal
# Credit, as long as you're not employed': the item holds only then. A bare 'if' will do, not a
# bare 'as long as' ('has work for them as long as the contract lasts' says for how long); one
# clause to the end, outside brackets ('if you drive, plus 2p per mile' adds to the item)
_DASH_CONDITION = re.compile(r"(?:(?:\s+[-–]|,)\s+(?:only\s+)?(?:if|as long as|provided(?:\s+that)?)|\s+if)\s+"
                             r"(?=(?:you|your|they|their|it|he|she|the)\b)(?!.*\bif\b)([^,()]+)$", re.IGNORECASE)


# '- if you go over the threshold you'll have to register': a dash clause with a consequence of its own
_CONSEQUENCE = re.compile(r"['’]ll\b|\b(?:will|must|need to|have to|has to)\b", re.IGNORECASE)


# "all your sponsors - if you had more than one - have died"
_DASH_ASIDE = re.compile(r"\s+[-–]\s+(?!\d)[^-–]+?\s+[-–]\s+(?=\w)")


_ITEM_TAIL = re.compile(r"[\s;,.:]*(?:\b(?:and|or|and/or)\b)?[\s;,.:]*$", re.IGNORECASE)


def _item_text(item: Item) -> str:
    """An item's text as its rule is read, without the 'and' / 'or' or punctuation ending it."""
    return _ITEM_TAIL.sub("", _plain(item.unit.text)).strip()


@construct
def _user_condition(text: str, people: bool, unit: int) -> Condition:
    """A clause of a rule as a condition of the user's: generic people become 'you', the verb agreeing."""
    return _sentence_condition(_fix_be(_to_user(text, people)), unit)


@construct
def _incomplete(text: str) -> bool:
    """Whether a stem still lacks what the list items supply: 'you get', 'you're working for a'."""
    doc = questions.parse(text)
    # '... special rules to export': export what, the items say
    if len(doc) == 0 or doc[-1].pos_ in ("ADP", "DET", "CCONJ", "SCONJ", "AUX", "PART") \
            or doc[-1].lower_ in ("are", "were", "be", "a", "an", "the") \
            or doc[-1].tag_ == "VB" and len(doc) > 1 and doc[-2].lower_ == "to":
        return True
    if (root := questions.parse_root(doc)) is None or root.pos_ not in ("VERB", "AUX"):
        return len(doc) <= 2
    complements = {"dobj", "attr", "acomp", "prep", "xcomp", "ccomp", "oprd", "dative", "agent", "npadvmod",
                   "advmod", "pobj", "advcl"}
    return not any(c.dep_ in complements and c.i > root.i for c in root.children)


@construct
def _split_stem(stem: str) -> tuple[str, str]:
    """A stem's prefix for each item, and any condition of its own.

    'you get any of the following' -> ('you get', '')
    'your marriage began before 2016 and one of the following applies' -> ('', 'your marriage ...')
    'you commit benefit fraud' -> ('', 'you commit benefit fraud'): the items say what it is about
    """
    if not (stripped := _QUANTIFIER.sub("", stem).strip(" ,")):
        return "", ""
    if (joined := re.match(r"^(.*?\S)\s*,?\s+(?:and|or|but)$", stripped)) and len(joined.group(1).split()) > 2:
        return "", joined.group(1)
    reason = re.match(r"^(.*\S)\s+because(?:\s+(.+))?$", stripped, re.IGNORECASE)
    if reason and (reason.group(2) is None or _incomplete(reason.group(2))) and len(reason.group(1).split()) > 1:
        # 'you're not working because you're:' + why; 'you cancel because:' + what makes you
        return _fix_be(reason.group(2) or ""), reason.group(1)
    if " and " in stripped:
        left, right = stripped.rsplit(" and ", 1)
        if _incomplete(right) and (_starts_clause(right) or not _incomplete(stripped)):
            return _fix_be(right), left
        if re.fullmatch(r"(?:be|are|is|have|has|get)", right, re.IGNORECASE) and _starts_clause(left) \
                and not _incomplete(left):
            # 'you must be on leave and be one of the following: * the father': the items complete 'be'
            return _fix_be(f"{_subject_of(left)} {right}"), left
    if _incomplete(stripped):
        return _fix_be(stripped), ""
    return ("", "") if _QUANTIFIER.search(stem) else ("", stripped)


_ANY_EXPLICIT = re.compile(r"\b(any|one of|either|at least one|or more)\b", re.IGNORECASE)


_ALL_FOLLOWING = re.compile(r"\b(?:the|these)\s+followings?\s+(?:apply|applies|are true|conditions)\b", re.IGNORECASE)


_RELATIVE_STEM = re.compile(r"\b(?:who|that|which)\s*:?\s*$", re.IGNORECASE)


@construct
def _any_of(intro: str, items: list[Item], negative: bool, default: bool) -> bool:
    intro = re.sub(r"^.*\bbecause\b", "", intro, flags=re.IGNORECASE)  # 'if you have to cancel because:' + reasons
    # the last item but one says how they join: '* X, or * Y'
    joined = items[-2].unit.text.rstrip(" ;,.").lower() if len(items) > 1 else ""
    if joined.endswith((" or", " and")):
        return joined.endswith(" or")
    # all of them: 'any person who:' (the items finish the clause: all of them describe the
    # person), 'if the following apply:', 'must meet all requirements, including:' (the examples
    # are requirements); every word _ANY_EXPLICIT finds, _ANY finds too
    if (_RELATIVE_STEM.search(intro) and not _ANY_EXPLICIT.search(re.sub(r"^.*?\bany\s+\w+", "", intro))
            or _ALL_FOLLOWING.search(intro) and not _ANY.search(intro)
            or _ALL.search(intro) and not _ANY_EXPLICIT.search(intro)):
        return False
    return negative or default or bool(_ANY.search(intro))


# 'the smaller of either:': the items are what one is chosen from, not alternatives
_SELECTION = re.compile(r"\b((?:the\s+)?(?:smaller|larger|greater|lesser|higher|lower|earlier|later)\s+of)"
                        r"(?:\s+either)?$", re.IGNORECASE)


@construct
def _list_condition(items: list[Item], prefix: str, any_of: bool, people: bool, lead: str = "") -> Condition | None:
    """The condition a list's items make; `lead` opens every item (a nested list's
    'Within the smaller of either:' says where each of its items is)."""
    parts = []
    forms = [_form(_plain(item.unit.text)) for item in items]
    for k, item in enumerate(items):
        others = set(forms[:k] + forms[k + 1:])
        like = others.pop() if len(others) == 1 else ""  # what every other item is: a verb phrase, a place
        plain = _plain(item.unit.text)
        text, dash_condition = _condition_text(plain, lead)
        if not text or k and _MIXTURE.match(text):
            continue
        if item.children and (chosen := _SELECTION.search(text.rstrip(": "))):
            parts.append(_selection_leaf(chosen, item, prefix, people, like))
        elif item.children and not _EXAMPLES.search(item.unit.text):
            if (sub := _nested_condition(text, item, prefix, people, like)) is not None:
                parts.append(sub)
        else:
            parts.append(_item_condition(text, plain, dash_condition, item, prefix, people, like, any_of))
    return _combined(parts, any_of) if parts else None


def _condition_text(plain: str, lead: str) -> tuple[str, re.Match | None]:
    """An item's text as a condition (no concession, aside or tail), and the case its dash adds."""
    # a concession is no condition ('even if they haven't claimed it'), in an item as in a sentence
    text = _DASH_ASIDE.sub(" ", _CONCESSIVE.sub("", plain))
    dash_condition = _DASH_CONDITION.search(text)  # '* Income Tax - if you're a sole trader': when it holds
    if dash_condition and (_CONSEQUENCE.search(dash_condition.group(1))
                           or re.search(r"\bif\b|[£$€]\s?\d", text[:dash_condition.start()], re.IGNORECASE)):
        # '- if you go over the threshold you'll have to register': a rule of its own; 'under 8
        # if you're single or under 6 if you're partnered': each 'if' has its own case; 'meals -
        # £4.25 if you're away for more than 5 hours': the case says how much, not whether
        dash_condition = None
    text = _ITEM_TAIL.sub("", _APPOSITION.sub("", text[:dash_condition.start()] if dash_condition else text))
    return (f"{lead} {text[:1].lower()}{text[1:]}".strip() if lead else text.strip()), dash_condition


def _selection_leaf(chosen: re.Match, item: Item, prefix: str, people: bool, like: str) -> Condition:
    """'Within the smaller of either: ** X, or ** Y': one place, the smaller, not either of them."""
    among = [a if _is_name(a) else a[:1].lower() + a[1:] for a in map(_item_text, item.children) if a]
    choice = f"either {among[0]}, or {among[1]}" if len(among) == 2 else _listing(among)
    whole = f"{chosen.string[:chosen.start()].rstrip()} {chosen.group(1)} {choice}"
    return _leaf(_statement(prefix, whole.strip(), people, like), item.unit.index, item=True)


def _nested_condition(text: str, item: Item, prefix: str, people: bool, like: str) -> Condition | None:
    """An item that introduces a list of its own: its items after its stem, with what the stem says."""
    sub_intro = text.rstrip(":")
    sub_any = _any_of(sub_intro, item.children, negative=False, default=True)
    sub_prefix, own = _split_stem(_to_user(sub_intro, people))
    # a stem that opens with a preposition ('Within the smaller of') leads each of its items;
    # any other is what each completes
    leads = bool(sub_prefix) and questions.parse(sub_prefix)[0].pos_ == "ADP"
    sub = _list_condition(item.children, prefix if leads else sub_prefix or prefix, sub_any, people,
                          lead=sub_prefix if leads else "")
    if not own:
        return sub
    own_leaf = _leaf(_statement(prefix, own, people, like), item.unit.index, item=True)
    return own_leaf if sub is None else All((own_leaf, sub))


def _item_condition(text: str, plain: str, dash_condition: re.Match | None, item: Item, prefix: str,
                    people: bool, like: str, any_of: bool = False) -> Condition:
    """An item's own condition: its first sentence, with its limits, cases, exemption and later sentences."""
    first, *more = sentences(text)
    more = [m for m in more if not _EITHER_WAY.search(m)]
    first = first.rstrip(". ")
    exempt = _EXEMPTION.search(first)
    # '* wages must have been earned in Washington, unless you recently left the military': a
    # requirement (said so, or one of all that must hold) is met by the exemption too; one way
    # to a conclusion of several holds only outside it
    required = bool(_OBLIGED.search(first)) or not any_of
    first = (first[:exempt.start()] if exempt else first).rstrip(". ")
    part = _sentence_condition(_statement(prefix, first, people, like), item.unit.index, item=True)
    if dash_condition:
        part = All((part, _user_condition(_ITEM_TAIL.sub("", dash_condition.group(1)), people, item.unit.index)))
    if named := _KNOWN_AS_GROUP.search(plain):
        # '* you get the Guarantee Credit - known as the 'core group'': who is told which group
        # they are in can answer that, when not what puts them in it
        part = All((part,), f"you are in the {named.group(1)}")
    if exempt:
        exemption = _user_condition(exempt.group(1), people, item.unit.index)
        part = Any((part, exemption)) if required else All((part, Not(exemption)))
    if more:  # '* Have a completed form. The patient signs their copy, and ...': each sentence is required
        part = All((part, *(_user_condition(s.rstrip(". "), people, item.unit.index) for s in more)))
    return part


# an item's condition named as a group: ' - known as the 'core group''
_KNOWN_AS_GROUP = re.compile(r"\s[-–]\s+known as the\s+['‘’\"]?([\w -]*?\bgroup)['‘’\"]?[\s;,.]*$",
                             re.IGNORECASE)


# a requirement in an item with its exemption: '* At least some wages must have been earned in
# Washington, unless you recently left the military': met by the wages, or by having left
_EXEMPTION = re.compile(r",\s*unless\s+((?:you|your|they|their|it|the)\b[^;:()]+)$", re.IGNORECASE)


# '* a mixture of the two' holds only where the items before it do: no case of its own
_MIXTURE = re.compile(r"^(?:a|any)\s+(?:mixture|combination|mix)\s+of\s+(?:the\s+two|both|these|them|the\s+above)$",
                      re.IGNORECASE)


# an item that ends 'For example:' is the condition, and its items illustrate it
_EXAMPLES = re.compile(r"\b(?:for example|for instance|such as|e\.g\.)\W*$", re.IGNORECASE)


_EITHER_WAY = re.compile(r"\bor not\W*$", re.IGNORECASE)  # 'It's their choice to use Centrepay or not': no condition


@construct
def _form(item: str) -> str:
    """'verb' for an item that is a verb phrase ('Explore career opportunities'), 'place' for
    one that names a place ('Jamaica'), 'noun' for a noun phrase ('registration', 'financial
    and privacy laws'), '' for any other."""
    if questions.is_place(item.strip(" .;")):
        return "place"
    doc = questions.parse(item[:1].lower() + item[1:])
    if len(doc) > 1 and doc[0].dep_ == "ROOT" and doc[0].pos_ == "VERB":
        return "verb"
    root = questions.parse_root(doc)
    return "noun" if root is not None and root.pos_ in ("NOUN", "PROPN") and doc[0].pos_ != "VERB" else ""
