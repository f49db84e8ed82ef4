"""Rule text as plain words, before any construct reads it.

Curly quotes, shouted words ('MUST NOT'), notes on a link's file ('(PDF, 202KB)'), pointers
('(see Rule 271)'), citations, waivers and examples told as clauses say nothing a condition
needs; left in, they end up inside questions or mislead the parse.
"""

from __future__ import annotations

import re

from nesy_chat.synthesis.rules.constructs import construct
from nesy_chat.synthesis.rules.lexicon import _PREPOSITIONS

_SHOUTED = re.compile(r"\b(MUST|NOT|AND|OR|ONLY|NEVER|SHOULD|MAY|IF|UNLESS|CANNOT|CAN'T|DO|DON'T)\b")


_FILE_NOTE = re.compile(r"\s*\((?:PDF|MS Word Document|MS Excel Spreadsheet|ODT|ODS|CSV|HTML|see|read)\b[^()]*\)\s*",
                        re.IGNORECASE)  # '(PDF, 202KB, 2 pages)', '(see Rule 271)'


# what is not required is no condition: '(your contract doesn't have to be written)'
# an example told as a clause illustrates; it is not asked: 'a genuine link with the UK, for
# example you've lived or worked in the UK'
_CLAUSE_EXAMPLE = re.compile(r",?\s+for example,?\s+(?=(?:you|your|they|their)\b)[^.;:()]*", re.IGNORECASE)


# a restatement, a pointer to examples or a time the reader chooses adds no condition: '; in other
# words, you need to request employment authorization itself. For example:', 'You can put it off
# for as long as you like'
_NO_CONDITION = re.compile(r";\s*in other words\b[^.;:]*|(?<=[.;])\s*for example:?\s*$"
                           r"|,?\s*(?:for\s+)?as long as (?:you|they) (?:like|want|wish|choose)\b", re.IGNORECASE)


# a citation says where a rule is written, not when it holds: 'As stated in Title 29-A, 2067 of
# the Maine Revised Statutes, you must', 'families with low income, according to the Poverty
# Guidelines published by the Federal government, are eligible'
_CITATION = re.compile(r"^(?:as stated in|as set out in|as required by|according to)\b[^,]*(?:,\s*\d[^,]*)?,\s*"
                       r"|,\s*(?:as stated in|as set out in|according to)\b[^,.;:]*,", re.IGNORECASE)


# a condition's conjunction the small model misreads ('sick pay provided that you ...' as a pay
# that was provided) in the words it reads right; a verb 'provided' takes no 'that' or comma
_CONDITION_WORDS = re.compile(r"\b(?:provided|providing|on condition|on the condition) that\b|\bso long as\b"
                              r"|(?<=,\s)(?:provided|providing)(?=\s+(?:you|your|they|their|he|she|it|we)\b)",
                              re.IGNORECASE)


_WAIVER = re.compile(r"\s*\((?=[^()]*\b(?:do|does|did)(?:n't| not) (?:have to|need)\b)[^()]*\)", re.IGNORECASE)


def _cased(word: str, like: str) -> str:
    """`word` with the opening capital of the words it replaces, if they had one."""
    return word[:1].upper() + word[1:] if like[:1].isupper() else word


@construct
def _plain(text: str) -> str:
    """The text a rule is read from: straight quotes, no shouting ('MUST NOT' parses as 'must
    not'), no opening 'However,'; and nothing that states no condition: notes on a link's file,
    pointers elsewhere ('(PDF, 202KB, 2 pages)', '(see Rule 271)'), waivers, citations,
    examples told as clauses and restatements; 'provided that' as 'as long as', 'if neither
    A nor B' as 'unless A or B'."""
    text = _WAIVER.sub("", _FILE_NOTE.sub(" ", text.replace("’", "'").replace("‘", "'"))).strip()
    text = _CITATION.sub(lambda m: "" if m.start() == 0 else " ", text)
    text = re.sub(r"\b(?:eg\b\.?|e\.g\.)", "for example", text, flags=re.IGNORECASE)  # the small model misparses 'eg'
    text = _CONDITION_WORDS.sub(lambda m: _cased("as long as", m.group()), _CLAUSE_EXAMPLE.sub("", text))
    # 'if neither you nor your partner works' is 'unless you or your partner works'
    text = re.sub(r"\b(if|when) neither\b([^.;:]*?)\bnor\b", lambda m: f"{_cased('unless', m.group(1))}{m.group(2)}or",
                  text, flags=re.IGNORECASE)
    text = _NO_CONDITION.sub("", _CASE_ASIDE.sub(_after_the_case, text))
    # 'However, you'll still ...'
    text = re.sub(r"^(?:but|however|also|so)\b,?\s+(?=\w)", "", text, flags=re.IGNORECASE)
    text = re.sub(r"\b(must|should|need)n't\b", r"\1 not", text, flags=re.IGNORECASE)  # a modal _MODAL reads
    # 'women ages 18-39': the small model reads 'ages' as a noun ('before age 18' stays)
    text = re.sub(r"\b([a-z]+) ages? (?=\d)", lambda m: m.group(0) if m.group(1).lower() in _PREPOSITIONS
                  else f"{m.group(1)} aged ", text)
    # '12 months' continuous service', 'a week's notice': a measure of it, which the parse reads as an owner
    text = _MEASURE_OWNED.sub(lambda m: f"{m.group(1)} {m.group(2)}{'' if m.group(1).lower() in _ONE else 's'} of ",
                              text)
    return _SHOUTED.sub(lambda m: m.group(1).lower(), text)


_ONE = ("a", "an", "one", "1")
_MEASURE_OWNED = re.compile(r"\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+"
                            r"(day|week|month|year)(?:s'|'s)\s+(?=[a-z])", re.IGNORECASE)


# an aside between a case's mark and its clause: 'if, in the last tax year, you earned ...'
_CASE_ASIDE = re.compile(r"\b(if|unless|when|once|where)\s*,\s*([^,.;:]{3,80}?)\s*,\s*"
                         r"(?=(?:you|your|they|their|any|all|each|the|a|an|this|these|it)\b)([^.;:]*)([.;:]?)",
                         re.IGNORECASE)


def _after_the_case(match: re.Match) -> str:
    """'if, in the last tax year, you earned X.' -> 'if you earned X in the last tax year.': the
    parse reads the aside as the clause ('Is it in the last tax year, you?'). Before a list
    ('if, on the date your leave begins, you:') it says when each item holds, and is left out."""
    mark, aside, clause, end = match.groups()
    return f"{mark} {clause}{end}" if end == ":" else f"{mark} {clause.rstrip()} {aside}{end}"
