"""Numeric conditions in rule text: "you're 60 or over", "you earn less than £12,570 a year".

`numeric_condition` recognises a condition, stated positively as the compiler states its
conditions, that compares one quantity with a number, and returns what is measured, the
comparison and the bound (two bounds for a range: "aged 16 to 19"). `numeric_goal` turns it
into a numeric user fact and the body goal that tests it (`age(Age), Age >= 60`).

Both are conservative: a condition with anything besides its one comparison - another
number, a date, a condition, list or relative clause of its own, a comparison that describes
a noun ("a child under 5") rather than the subject - stays a yes/no fact. Each test keeps the text's own
question ("Are you 60 or over?"): users, and the ShARC simulated user, answer the rule's words.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from nesy_chat.core.module import Comparison, NumericTest, Operator, UserFact, amount, plain_number
from nesy_chat.core.terms import Compound, Number, Term, Var, conjunction
from nesy_chat.nlp import questions, wordforms

_AT_LEAST = ("at least", "no less than", "not less than", "a minimum of")
_MORE = ("more than", "over", "above", "older than", "longer than", "greater than", "higher than",
         "in excess of", "exceeding")
_LESS = ("less than", "fewer than", "under", "below", "younger than", "shorter than", "lower than")
_AT_MOST = ("up to", "no more than", "not more than", "at most", "a maximum of", "no older than")
_PREFIX: dict[str, Operator] = {**dict.fromkeys(_AT_LEAST, ">="), **dict.fromkeys(_MORE, ">"),
                                **dict.fromkeys(_LESS, "<"), **dict.fromkeys(_AT_MOST, "=<")}
_SUFFIX: dict[str, Operator] = {
    **dict.fromkeys(("or over", "or more", "or above", "or older", "or greater", "or higher", "or longer",
                     "and over", "and above"), ">="),
    **dict.fromkeys(("or less", "or under", "or below", "or younger", "or fewer", "or lower", "or shorter"), "=<"),
}
_MULTIPLIERS = {"thousand": 1_000, "k": 1_000, "million": 1_000_000, "m": 1_000_000, "billion": 10**9, "bn": 10**9}


def _alternatives(words) -> str:
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


def _amount(tag: str) -> str:
    return (rf"(?P<cur{tag}>[£$€])?\s?(?P<num{tag}>\d{{1,3}}(?:,\d{{3}})+(?:\.\d+)?|\d+(?:\.\d+)?)"
            rf"(?:\s?(?P<mult{tag}>thousand|million|billion|bn|k|m)\b)?")


_UNIT = (r"(?P<unit>(?:qualifying\s+)?(?:hours?|days?|weeks?|months?|years?|minutes?|miles?|nights?|lbs|"
         r"kilograms?|kg|percent|per\s+cent|%|people|children|employees))")
_AGE_UNIT = r"(?P<age_unit>\s+years?\s+(?:old|of\s+age))"
_PERIOD = r"(?P<period>\s+(?:a|per|each|every)\s+(?:year|week|month|day|hour)|\s+(?:annually|weekly|monthly|yearly))"
_AFTER = rf"(?:{_AGE_UNIT}|\s*{_UNIT})?"
_END = rf"{_PERIOD}?(?![\w£$€])"
_COMPARISONS = (  # one pattern a form, as a group name cannot repeat across alternatives
    re.compile(rf"\b(?P<pre>{_alternatives(_PREFIX)})\s+(?:the\s+age\s+of\s+)?{_amount('')}{_AFTER}{_END}", re.I),
    re.compile(rf"(?<![\w£$€]){_amount('')}{_AFTER}\s+(?P<post>{_alternatives(_SUFFIX)}){_END}", re.I),
    re.compile(rf"(?<![\w£$€])(?P<between>between\s+|from\s+)?{_amount('')}\s*(?:to|-|–|and)\s*{_amount('2')}{_AFTER}"
               rf"{_END}", re.I),
)
MONTH = (r"(?:january|february|march|april|may|june|july|august|september|october|november|december|"
         r"jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)")
_MONTHS = re.compile(rf"\b{MONTH}\b", re.IGNORECASE)
_OTHER_CONDITION = re.compile(r"[,;:()\[\]]|\b(?:and|or|but|if|when|unless|whether|because|except|ago|than|"
                              r"either|neither|nor|that|which|who|whose)\b", re.IGNORECASE)
_BE = re.compile(r"^(?P<subject>.+?)\s+(?:is|are|am|was|were|will\s+be|be)(?:\s+aged|\s+age)?$", re.IGNORECASE)
_PERSON = re.compile(r"^(?:you|they|he|she|(?:your|their|his|her|this|that|the)\s+(?:partner|spouse|child|son|"
                     r"daughter|husband|wife|civil\s+partner|person|passenger|applicant|claimant|parent|"
                     r"employee|worker|apprentice|student|driver|rider))$", re.IGNORECASE)
_BEFORE_COMPARISON = {"AUX", "VERB", "ADP", "PART"}
MAX_AGE = 130


@dataclass(frozen=True)
class Bound:
    """One comparison with its statement in the text's words, from which its question is made."""

    op: Operator
    value: int | float
    statement: str


@dataclass(frozen=True)
class NumericCondition:
    key: str  # what is measured, normalised: conditions with the same key share one numeric fact
    words: str  # what is measured, in words to name the fact: "age", "work hours a week"
    question: str  # "How old are you?", "How many hours do you work a week?"
    description: str  # "your age", "the number of hours you work a week"
    unit: str  # "years", "hours a week", "£ a year"
    bounds: tuple[Bound, ...]


_CONTRACTED = re.compile(r"\b(you|they|we)'re\b", re.IGNORECASE)


_OF_WHAT = re.compile(r"^of\s+[^,;:()]+$", re.IGNORECASE)  # what a count is of, ending the clause


def _plural(unit: str) -> str:
    """What is counted, in the plural: 'lasts 1 year or more' asks 'How many years ...?', not
    'How many year ...?'; a unit already plural ('weeks', 'feet') or unknown stays."""
    words = unit.split()
    if not words or wordforms.lemmas(words[-1]).get("NOUN") != (words[-1],):
        return unit
    plural = wordforms.inflections(words[-1], "NNS")
    return " ".join([*words[:-1], plural[0]]) if plural else unit


def numeric_condition(statement: str) -> NumericCondition | None:
    """The quantity, comparison and bound(s) of a condition such as "you are 60 or over"; None
    when the condition is not one comparison of one quantity."""
    text = _CONTRACTED.sub(r"\1 are", " ".join(statement.replace("’", "'").split()).rstrip(" ."))
    matches = [match for pattern in _COMPARISONS for match in pattern.finditer(text)]
    if len(matches) != 1 or _MONTHS.search(text):
        return None
    match = matches[0]
    before, after = text[:match.start()].strip(), text[match.end():].strip()
    rest = f"{before} {after}".strip()
    if not before or re.search(r"\d", rest) or _OTHER_CONDITION.search(rest) or len(rest.split()) > 14:
        return None
    if not _describes_subject(text, match.start()):
        return None
    bounds = _bounds(text, match)
    if bounds is None:
        return None
    period = " ".join((match.group("period") or "").split()).lower()
    currency = _currency(match)
    unit = " ".join((match.group("unit") or "").split()).lower()
    being = _BE.match(before)
    if being and not (currency or unit or period) and _PERSON.match(being["subject"]) \
            and all(b.value <= MAX_AGE for b in bounds):
        return _age(being["subject"], after, bounds)
    if not currency and not unit:
        return None
    clause = " ".join(f"{before} {period} {after}".split())
    measure = f"{currency} {period}".strip() if currency else f"{unit} {period}".strip()
    units = _plural(unit)
    counted = _OF_WHAT.match(after) if not currency and not period else None
    if counted:
        # 'you take 4 weeks or less of unpaid Parental Leave': the weeks are of the leave ('How
        # many weeks of unpaid Parental Leave do you take?', not 'How many weeks do you take of ...?')
        units, clause = f"{units} {counted.group(0)}", before
    description = f"the amount {clause}" if currency else f"the number of {units} {clause}"
    question = _how("How much" if currency else f"How many {units}", clause, description)
    if currency and (sized := _SIZED.match(clause)):
        # 'you need a direct loan of more than $300,000': not 'How much do you need a direct loan of?'
        question = f"How large {sized['a']} {sized['thing']} do you {sized['verb']}?"
        description = f"the {sized['thing']} you {sized['verb']}"
    return NumericCondition(
        key=f"{before.lower()} # {measure} {after.lower()}".strip(),
        words=f"{before} {'amount' if currency else unit} {period} {after}",
        question=question,
        description=description,
        unit=measure,
        bounds=bounds,
    )


_SIZED = re.compile(r"^you (?P<verb>need|want|get|take|borrow|ask for) (?P<a>an?) (?P<thing>[\w' -]+?) of$",
                    re.IGNORECASE)


def _currency(match: re.Match) -> str:
    return match.group("cur") or match.groupdict().get("cur2") or ""


def _describes_subject(text: str, start: int) -> bool:
    """Whether the comparison follows the verb ("you are over 19", "you earn less than"), not a
    noun it would describe ("you have a child under 5", "you are an apprentice over 19")."""
    doc = questions.parse(text)
    before = [t for t in doc if t.idx + len(t.text) <= start]
    if not before:
        return False
    last = before[-1]
    return last.pos_ in _BEFORE_COMPARISON or last.lower_ in ("aged", "age", "worth")


def _bounds(text: str, match: re.Match) -> tuple[Bound, ...] | None:
    value = _number(match, "")
    words = match.groupdict()
    if words.get("pre"):
        return (Bound(_PREFIX[" ".join(words["pre"].lower().split())], value, text),)
    if words.get("post"):
        return (Bound(_SUFFIX[" ".join(words["post"].lower().split())], value, text),)
    high = _number(match, "2")
    between = (match.group("between") or "").lower().startswith("between")
    if high <= value or ("and" in text[match.end("num"):match.start("num2")].lower()) != between:
        return None  # a range rises ("18 to 24 September" is a date), and "and" needs "between"
    # Each end is its own test, asked in the text's words with the range replaced by that end.
    start, end = match.start(), match.start("period") if match.group("period") else match.end()
    if match.group("unit") or _currency(match):
        unit = f"{_currency(match)} {match.group('unit') or ''}".strip()
        low, high_words = f"at least {amount(value, unit)}", f"at most {amount(high, unit)}"
    else:
        low, high_words = f"{value} or over", f"{high} or under"
    return (Bound(">=", value, f"{text[:start]}{low}{text[end:]}"),
            Bound("=<", high, f"{text[:start]}{high_words}{text[end:]}"))


def _number(match: re.Match, tag: str) -> int | float:
    digits = match.group("num" + tag).replace(",", "")
    value = float(digits) if "." in digits else int(digits)
    multiplier = (match.group("mult" + tag) or "").lower()
    if multiplier in ("k", "m", "bn") and not _currency(match):
        return value  # "5 m" may be metres: abbreviations scale amounts of money only
    return plain_number(value * _MULTIPLIERS.get(multiplier, 1))


_POSSESSIVE = {"you": "your", "they": "their", "he": "his", "she": "her"}


def _age(subject: str, after: str, bounds: tuple[Bound, ...]) -> NumericCondition:
    subject = subject.lower() if subject.lower() in _POSSESSIVE else subject[0].lower() + subject[1:]
    tail = f" {after}" if after else ""
    possessive = _POSSESSIVE.get(subject)
    return NumericCondition(
        key=f"age of {subject.lower()}{tail.lower()}",
        words=f"age{tail}" if subject == "you" else f"{subject} age{tail}",
        question=f"How old {'are' if subject in ('you', 'they') else 'is'} {subject}{tail}?",
        description=f"{possessive} age{tail}" if possessive else f"the age of {subject}{tail}",
        unit="years",
        bounds=bounds,
    )


def _how(start: str, clause: str, description: str) -> str:
    """'How many hours' + 'you work a week' -> 'How many hours do you work a week?'"""
    question = questions.question_from_statement(clause)
    if question.startswith("Is this true"):
        return f"What is {description}?"
    return f"{start} {question[0].lower()}{question[1:]}"


def numeric_goal(statement: str, negated: bool, sentence: int | None, facts: dict[str, UserFact],
                 name: Callable[[str, str], str]) -> Term | None:
    """The body goal testing a numeric condition (None when it is not one), with its numeric
    user fact added to or updated in `facts`. `name(key, words)` makes the fact's name."""
    found = numeric_condition(statement)
    if found is None:
        return None
    key = f"number: {found.key}"
    fact = facts.get(key) or UserFact(name(key, found.words), found.question, "number", sentence,
                                      found.description, found.unit)
    added = tuple(Comparison(b.op, b.value, questions.question_from_statement(b.statement), sentence)
                  for b in found.bounds if fact.comparison(NumericTest(fact.name, b.op, b.value)) is None)
    facts[key] = fact = replace(fact, comparisons=fact.comparisons + added)
    var = Var("".join(part.capitalize() for part in fact.name.split("_")))
    goal = conjunction([Compound(fact.name, (var,)), *(Compound(b.op, (var, Number(b.value))) for b in found.bounds)])
    return Compound("\\+", (goal,)) if negated else goal
