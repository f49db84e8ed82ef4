"""How far a permission reaches: up to an amount ('loans for up to $300,000': not a loan of
more) and where ('you can still get this in an EEA country': who is there)."""

from __future__ import annotations

import re
from dataclasses import replace

from nesy_chat.nlp import questions
from nesy_chat.nlp.lexicon import MONTHS
from nesy_chat.synthesis.rules.constructs import construct
from nesy_chat.synthesis.rules.coordination import _article, _lemma
from nesy_chat.synthesis.rules.descriptions import _bare_phrase
from nesy_chat.synthesis.rules.ir import All, Any, Condition, Leaf, Rule
from nesy_chat.synthesis.rules.lexicon import _WORTH
from nesy_chat.synthesis.rules.normalise import _plain
from nesy_chat.synthesis.rules.requirements import _rule_of

_UP_TO = re.compile(r"\b(?:for\s+)?up\s+to\s+(?:a\s+maximum(?:\s+indebtedness)?\s+of\s+)?"
                    r"(?:(?P<money>[$£€]\s?\d{1,3}(?:,\d{3})*(?:\.\d+)?(?:\s+(?:million|billion))?)"
                    r"|(?P<count>\d{1,3}(?:,\d{3})*)\s+(?!(?:hours|days|weeks|months|years|percent)\b)(?P<counted>[a-z]+s)\b)",
                    re.IGNORECASE)  # a period ('for up to 13 weeks') is how long it lasts, not what you need


_PERMISSION = re.compile(r"\b(?:can|could|may|might)\b", re.IGNORECASE)


@construct
def _limited(found: list[Rule], unit) -> list[Rule]:
    """A permission up to an amount holds for what is within it: 'Eligible applicants may obtain
    direct loans for up to a maximum indebtedness of $300,000' also needs that the direct loan
    you need is not more ('Do you need a direct loan of more than $300,000?', which must be
    no); 'You can take any pension worth up to £10,000 in one go' is a rule of its own. Two
    limits on two things are alternatives: the thing you need, within its limit. A permission
    in a place holds for who is there: 'you can still get this in an EEA country' asks 'Are you
    in an EEA country?'. A plain statement with no limit stays as it was."""
    stated = bool(found)
    if not found:
        found = [_rule_of(_plain(unit.text).strip().rstrip("."), None, unit.index)]
        if found[0].negated or not _PERMISSION.search(found[0].conclusion):
            return []
    limited = []
    for rule in found:
        # a place bounds a prohibition too ('You can't claim it abroad'); an amount only a permission
        parts = [part for part in (rule.condition, None if rule.negated else _limit(rule.conclusion, unit.index),
                                   _place(rule.conclusion, unit.index)) if part is not None]
        if parts:
            limited.append(replace(rule, condition=parts[0] if len(parts) == 1 else All(tuple(parts))))
        elif stated:
            limited.append(rule)
    return limited


_MONTH_NAMES = "|".join(name.capitalize() for name in MONTHS if len(name) > 3)


# where a permission holds: 'in an EEA country', 'in the EU or Switzerland', 'in some countries
# outside the EEA', 'abroad'; a capitalised word after 'in' is a place unless it is a month
_PLACE = re.compile(r"\s+(?:while\s+)?(?:in\s+(?P<place>(?:(?:an?|the|another|some|other|most)\s+)?"
                    r"(?:(?!the\b)[\w-]+\s+){1,2}countr(?:y|ies)(?:\s+or\s+[A-Z][a-z]+)?|"  # not 'in the country'
                    r"(?:(?:an?|the|another|some|other|most)\s+)?(?:[\w-]+\s+){0,2}countr(?:y|ies)"
                    r"\s+(?:in|outside|within)\s+the\s+[A-Z]{2,5}|"
                    r"the\s+[A-Z]{2,5}(?:\s+or\s+[A-Z][a-z]+)?|"
                    rf"(?!(?:{_MONTH_NAMES})\b)[A-Z][a-z]+(?:\s+or\s+[A-Z][a-z]+)?)|(?P<abroad>abroad))$")


@construct
def _place(conclusion: str, unit: int) -> Condition | None:
    if not _PERMISSION.search(conclusion) or (match := _PLACE.search(conclusion)) is None:
        return None
    # 'in some countries outside the EEA': you are in one of them
    place = re.sub(r"^(?:some|most|other)\s+countries\b", "a country", match.group("place") or "")
    return Leaf(f"you are in {place}" if place else "you are abroad", False, unit)


@construct
def _limit(conclusion: str, unit: int) -> Condition | None:
    matches = list(_UP_TO.finditer(conclusion))
    # 'the basic amount is up to £1,960 - you could get more': what it is, no permission
    if not matches or not all(_PERMISSION.search(conclusion[:m.start()]) for m in matches):
        return None
    doc = questions.parse(conclusion)
    caps = []
    for match in matches:
        if match.group("count"):
            caps.append((match.group("counted"), Leaf(f"you need more than {match.group('count')} "
                                                      f"{match.group('counted')}", True, unit)))
            continue
        # what is permitted up to it, after the modal: not who ('Staff who work two days a week can claim up to')
        permitted = list(_PERMISSION.finditer(conclusion[:match.start()]))[-1].end()
        if not (before := [t for t in doc if permitted <= t.idx < match.start() and t.pos_ in ("NOUN", "PROPN")
                           and t.lower_ not in _WORTH]):
            return None
        *modifiers, noun = _bare_phrase(before[-1]).split(" of ")[0].split()
        thing = " ".join([*modifiers, noun if noun[:1].isupper() else _lemma(noun.lower(), "NOUN")])  # 'direct loan'
        statement = (f"your {thing} is worth more than {match.group('money')}"
                     if re.search(r"\bworth\s*$", conclusion[:match.start()], re.IGNORECASE)
                     else f"you need {_article(thing)} {thing} of more than {match.group('money')}")
        caps.append((thing, Leaf(statement, True, unit)))
    if len(caps) == 1:
        return caps[0][1]
    if len({thing for thing, _ in caps}) < len(caps):
        return None  # two limits on one thing: the text does not say which is meant
    return Any(tuple(All((Leaf(f"you need {_article(thing)} {thing}", False, unit), cap)) for thing, cap in caps))
