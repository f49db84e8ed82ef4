"""Numbers and dates a user states: "I'm 67", "£300 a week", "for five years", "at least 16
hours a week", "born on 5 April 1950", "before 6 April 2016".

An amount is read only when the words leave no doubt about it: a number said to be about
something ("about 60", "nearly five years") is no amount, and a date is no count. A date
(`When`) is kept as far as the text gives it (a year, a month, a day) and with the bound
around it ("before", "on or after"); what it dates is the rest of its clause ("born": only a
reference date the caller gives turns a date of birth into an age). The recognition is
positional, over the tokens of one clause (`nlp.clauses`), because the parser splits numbers
unpredictably ("sixty - seven").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from nesy_chat.core.module import MAX_QUANTITY, Operator, plain_number
from nesy_chat.nlp import lexicon

_DIGITS = re.compile(r"^(?P<n>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?P<mult>k|m|bn)?$", re.IGNORECASE)
_MULTIPLIERS = {"k": 1_000, "m": 1_000_000, "bn": 1_000_000_000}
_CURRENCY = ("£", "$", "€")
_YEARS = range(1800, 2101)


@dataclass(frozen=True)
class Amount:
    """A number and what it counts; `op` when the text gives a bound ("at least 16 hours": >=)."""

    value: int | float
    op: Operator | None = None
    currency: str = ""  # "£", "$", "€"
    unit: str = ""  # the counted noun's lemma: "hour", "year", "percent"
    period: str = ""  # how often: "week", "year"
    age: bool = False  # stated as an age: "67 years old", "aged 67", "I'm 67", "I turned 67"
    approximate: bool = False  # "about 80 hours", "nearly 70": near the value, not at it


@dataclass(frozen=True)
class When:
    """A date as far as the text gives it, and the bound around it ("before 6 April 2016": <)."""

    year: int
    month: int | None = None
    day: int | None = None
    op: Operator | None = None

    def days(self) -> tuple[int, int]:
        """The first and last day it may be (ordinals of the proleptic calendar)."""
        first = date(self.year, self.month or 1, self.day or 1)
        if self.day is not None:
            return first.toordinal(), first.toordinal()
        if self.month is not None:
            last = date(self.year + self.month // 12, self.month % 12 + 1, 1).toordinal() - 1
            return first.toordinal(), last
        return first.toordinal(), date(self.year, 12, 31).toordinal()


@dataclass(frozen=True)
class Found:
    """An amount or a date, and the tokens (indices in the parse) that state it."""

    what: Amount | When
    tokens: frozenset[int]


def amounts(tokens: list) -> list[Found]:
    """The amounts and dates stated in a clause's tokens (in order, one parse)."""
    tokens = sorted(tokens, key=lambda t: t.i)
    found = _dates(tokens)
    taken = set().union(*(f.tokens for f in found)) if found else set()
    k = 0
    while k < len(tokens):
        end, value = _number(tokens, k)
        if value is None or tokens[k].i in taken:
            k += 1
            continue
        amount = _amount(tokens, k, end, value)
        if amount is not None:
            found.append(amount)
        k = end
    return found


def _number(tokens: list, k: int) -> tuple[int, int | float | None]:
    """The number starting at tokens[k] and the position after it: digits ("1,200.50",
    "12k") or words ("sixty-seven", "twenty one", "two thousand")."""
    match = _DIGITS.match(tokens[k].text)
    if match:
        value = float(match["n"].replace(",", "")) if "." in match["n"] else int(match["n"].replace(",", ""))
        multiplier = _MULTIPLIERS.get((match["mult"] or "").lower(), 1)
        end = k + 1
        if end < len(tokens) and tokens[end].lower_ in lexicon.SCALES_IN_WORDS:
            multiplier *= lexicon.SCALES_IN_WORDS[tokens[end].lower_]
            end += 1
        return end, plain_number(value * multiplier)
    total, current, end, seen = 0, 0, k, False
    while end < len(tokens):
        word = tokens[end].lower_
        if word in lexicon.UNITS_IN_WORDS:
            current += lexicon.UNITS_IN_WORDS[word]
        elif word in lexicon.TENS_IN_WORDS:
            current += lexicon.TENS_IN_WORDS[word]
        elif word in lexicon.SCALES_IN_WORDS and seen:
            scale = lexicon.SCALES_IN_WORDS[word]
            total, current = (total + current * scale, 0) if scale >= 1000 else (total, current * scale)
        elif word in ("-", "and") and seen and end + 1 < len(tokens) and _is_number_word(tokens[end + 1].lower_):
            pass
        else:
            break
        seen = True
        end += 1
    return (end, total + current) if seen else (k, None)


def _is_number_word(word: str) -> bool:
    return word in lexicon.UNITS_IN_WORDS or word in lexicon.TENS_IN_WORDS or word in lexicon.SCALES_IN_WORDS


def _amount(tokens: list, start: int, end: int, value: int | float) -> Found | None:
    words = [t.lower_ for t in tokens]
    used = {t.i for t in tokens[start:end]}
    before = start
    currency = ""
    if before > 0 and tokens[before - 1].text in _CURRENCY:
        before -= 1
        currency = tokens[before].text
        used.add(tokens[before].i)
    elif _is_date(words, start, end, value):
        return None
    approximate = before > 0 and words[before - 1] in lexicon.APPROXIMATE
    if approximate:
        before -= 1
        used.add(tokens[before].i)
    op, before = (None, before) if approximate else _compared_before(words, before)
    used |= {t.i for t in tokens[before:start]}
    age = before > 0 and words[before - 1] in ("aged", "age")
    if age:
        used.add(tokens[before - 1].i)
    after = end
    unit = ""
    if after < len(tokens) and words[after] in lexicon.CURRENCY_WORDS and not currency:
        currency = lexicon.CURRENCY_WORDS[words[after]]
        used.add(tokens[after].i)
        after += 1
    elif after < len(tokens) and (words[after] in ("%", "percent") or tokens[after].pos_ == "NOUN"
                                  and words[after].isalpha()):
        unit = "percent" if words[after] in ("%", "percent") else tokens[after].lemma_.lower()
        used.add(tokens[after].i)
        after += 1
    elif after + 1 < len(tokens) and words[after] == "-" and tokens[after + 1].pos_ == "NOUN":
        unit = tokens[after + 1].lemma_.lower()  # "a 67-year-old"
        used |= {tokens[after].i, tokens[after + 1].i}
        after += 2
    if unit == "year" and (after + 1 < len(tokens) and words[after:after + 2] == ["of", "age"]):
        used |= {tokens[after].i, tokens[after + 1].i}
        age, after = True, after + 2
    elif unit == "year":
        skip = after + 1 if after < len(tokens) and words[after] == "-" else after
        if skip < len(tokens) and words[skip] == "old":
            used |= {t.i for t in tokens[after:skip + 1]}
            age, after = True, skip + 1
    period, after = _period(tokens, words, after, used)
    if op is None:
        op, after = _compared_after(words, after, used, tokens)
    if not (currency or unit or period or age):
        age = _said_as_age(tokens[start])
        if not age:
            return None
    if age and (currency or period or unit not in ("", "year") or not 0 < value <= lexicon.MAX_AGE):
        return None
    if not 0 <= value <= MAX_QUANTITY:
        return None
    return Found(Amount(value, op, currency, "" if age else unit, period, age, approximate), frozenset(used))


def _is_date(words: list[str], start: int, end: int, value: int | float) -> bool:
    """A day of a month ("5 April", "April 5") or a year ("in 1950"): a year is a number in
    their range that no unit, currency or period follows."""
    if any(w in lexicon.MONTHS for w in words[max(0, start - 1):start] + words[end:end + 1]):
        return True
    following = words[end] if end < len(words) else ""
    counted = following in lexicon.CURRENCY_WORDS or following in lexicon.PERIOD_LEADS or following in ("%", "-")
    return isinstance(value, int) and value in _YEARS and not counted and not (following.isalpha()
                                                                                and following not in _AFTER_YEAR)


_AFTER_YEAR = frozenset({"and", "or", "to", "when", "until", "in", "at", "on", "for", "as", "but", "so", "because"})


def _compared_before(words: list[str], start: int) -> tuple[Operator | None, int]:
    for size in (4, 3, 2, 1):
        phrase = " ".join(words[max(0, start - size):start])
        if start - size >= 0 and phrase in lexicon.COMPARED_BEFORE:
            return lexicon.COMPARED_BEFORE[phrase], start - size  # type: ignore[return-value]
    return None, start


def _compared_after(words: list[str], after: int, used: set[int], tokens: list) -> tuple[Operator | None, int]:
    for size in (2, 1):
        phrase = " ".join(words[after:after + size])
        if after + size <= len(words) and phrase in lexicon.COMPARED_AFTER:
            used |= {t.i for t in tokens[after:after + size]}
            return lexicon.COMPARED_AFTER[phrase], after + size  # type: ignore[return-value]
    return None, after


def _period(tokens: list, words: list[str], after: int, used: set[int]) -> tuple[str, int]:
    """ "a week", "per month", "each year", "weekly", "per annum"."""
    if after < len(words) and words[after] in lexicon.PERIOD_LEADS and after + 1 < len(words) \
            and words[after + 1] in lexicon.PERIODS and tokens[after + 1].pos_ in ("NOUN", "ADJ", "ADV", "X"):
        used |= {tokens[after].i, tokens[after + 1].i}
        return lexicon.PERIODS[words[after + 1]], after + 2
    if after < len(words) and words[after] in lexicon.PERIODS and tokens[after].pos_ in ("ADV", "ADJ"):
        used.add(tokens[after].i)
        return lexicon.PERIODS[words[after]], after + 1
    return "", after


def _said_as_age(number) -> bool:
    """A bare number a person is, or turned: "I'm 67", "my son is 17", "I turned 67"."""
    head = number.head
    if head.pos_ == "ADP" and number.dep_ == "pobj":  # "I'm over 60"
        number, head = head, head.head
        if compared_person(number) is not None:
            return True  # "a child under 5"
    subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None or subject.lower_ in lexicon.THINGS or subject.pos_ not in ("PRON", "NOUN", "PROPN"):
        return False
    if head.lemma_ == "be" and number.dep_ in ("attr", "acomp", "npadvmod", "prep"):
        return True
    return head.lemma_ in lexicon.AGE_VERBS and number.dep_ in ("dobj", "attr", "npadvmod")


def compared_person(preposition):
    """The person a comparison describes ("a child under 5"), which the parser may hang on the
    verb ("have [a child] [under 5]"); None for any other."""
    before = preposition.doc[preposition.i - 1] if preposition.i else None
    for noun in (preposition.head, before):
        if noun is not None and noun.pos_ == "NOUN" and (noun == preposition.head or noun.head == preposition.head) \
                and (noun.lemma_.lower() in lexicon.PEOPLE or noun.lemma_.lower() in lexicon.KINDS_OF):
            return noun
    return None


def _dates(tokens: list) -> list[Found]:
    """ "in 1950", "in March 1950", "on 5 April 1950", "on April 5, 1950", "before 6 April
    2016", "on or after 1 January 2020": a year, with its month and day when given; a day
    and month without a year is no date here."""
    words = [t.lower_ for t in tokens]
    found = []
    for k, token in enumerate(tokens):
        if not (token.text.isdigit() and int(token.text) in _YEARS):
            continue
        start, month, day = k, None, None
        if k >= 1 and words[k - 1] == "of" and k >= 2 and words[k - 2] in lexicon.MONTHS:
            start -= 1  # "May of 2016"
        if start >= 1 and words[start - 1] == ",":
            start -= 1  # "April 5, 1950"
        if start >= 1 and words[start - 1] in lexicon.MONTHS:
            start, month = start - 1, lexicon.MONTHS[words[start - 1]]
            if start >= 1 and _day(tokens[start - 1]):  # "5 April 1950"
                start, day = start - 1, _day(tokens[start - 1])
        elif start >= 2 and _day(tokens[start - 1]) and words[start - 2] in lexicon.MONTHS:  # "April 5, 1950"
            start, month, day = start - 2, lexicon.MONTHS[words[start - 2]], _day(tokens[start - 1])
        op, before = _bounded(words, start)
        if month is None and op is None and not (start >= 1 and words[start - 1] in ("in", "of")):
            continue  # a bare number that may be a year, or a count
        try:
            when = When(int(token.text), month, day, op)
            when.days()
        except ValueError:
            continue  # "31 February"
        found.append(Found(when, frozenset(t.i for t in tokens[before:k + 1])))
    return found


def _day(token) -> int | None:
    """The day of the month a token names ("5", "5th"), if it does."""
    digits = token.lower_[:-2] if token.lower_[-2:] in ("st", "nd", "rd", "th") else token.lower_
    return int(digits) if digits.isdigit() and 1 <= int(digits) <= 31 else None


def _bounded(words: list[str], start: int) -> tuple[Operator | None, int]:
    """The bound before a date ("on or before", "after") and where its words start."""
    for size in (3, 2, 1):
        phrase = " ".join(words[max(0, start - size):start])
        if start - size >= 0 and phrase in lexicon.DATE_BOUNDS:
            return lexicon.DATE_BOUNDS[phrase], start - size  # type: ignore[return-value]
    return None, start - 1 if start >= 1 and words[start - 1] in lexicon.DATED else start
