"""The `rules` synthesizer: a compiler from eligibility and policy text to a Prolog module.

The grammar it reads, over the layout of `structure.py`:

    rule      := conclusion MARK condition         "You can get SMP if you earn £116 a week."
               | MARK condition "," conclusion     "If you work abroad, you can visit the UK."
               | conclusion(AMOUNT) MARK condition "and" AMOUNT2 MARK condition2
                                                   "fined up to £300 if X and up to £3,000 if Y": two rules
               | conclusion "unless" condition     (the condition is negated)
               | "To" purpose "," you must VP      "To qualify, you must be 18."  (also "You must VP to purpose")
               | you need NP "to" VP               both ways: you need NP if you VP; you can VP if you have NP
               | you can't VP NP "and" NP "at the same time"   either excludes the other
               | NP applies to NP, NP and NP       it applies if it is one of them
               | "Only" NP VP                      "Only UK residents can apply."
               | [conclusion] opening hours        "Monday to Friday, 8am to 6pm": it is that time
               | NP provides|offers|helps ... to|for PEOPLE [and requires PEOPLE to VP]
                                                   who it is for, and what it asks of them
               | NP is available to PEOPLE | was established to compensate PEOPLE | is a program for PEOPLE
               | NP provides THING for NEED        "financing for vessels and facilities": if you need it for any
               | NP allows PEOPLE to VP              "The law allows practitioners to access X": if you are one
               | conclusion "up to" AMOUNT         "may obtain direct loans for up to $300,000": if you need no more
               | "There's a ban on" VERBing THINGS "to" PLACE   you can't, for any of them going there
               | you don't need to VP "on" THINGS "to" NP      not for those things: "Is it a gift to your wife?"
               | you can VP "for" THINGS "that" VP2 | "There are" NP "for" THINGS "that" VP2
                                                   if it VP2s (a person: if you VP2)
               | intro ":" list                    "You can't use it if you:" + bullets
               | you can get "the following" [in PLACE] [MARK condition] ":" list of things
                                                   a permission per thing, under what its item adds
               | you can VP in PLACE | abroad      "Are you in an EEA country?" is a condition
               | list of CASE ":" AMOUNT           "* You're a single parent: Up to £2,010 a year":
                                                   a rule per item; cases that get the same amount are alternatives
    MARK      := if | when | where | as long as | provided (that) | only if | once | after
    intro     := conclusion MARK stem [quantifier]  stem ("you", "you get") prefixes each item
               | MARK condition "," conclusion MARK stem     both conditions hold
               | MARK ... "any of the following" "," conclusion   the list is inside the condition
               | [To purpose,] subject must|need VERB   obligations: every item is required
               | conclusion "including" | "the following ... are"   membership: any item will do
               | NP "on things like"                 kinds: "Is it a business good ...?"
    condition := clause ("," clause)* (and|or) clause  split when it lists three or more
               | clause                                 clauses, or clauses with their own subject

Concessions ("even if ...", ", whether A or B,") are no conditions; a clause after a dash or
a second main clause after "and" is a sentence of its own; a heading that states a case
("You're from Algeria or Tunisia", "If you're self-employed") conditions the plain
statements under it; a sentence that says 'also' / 'as well' concludes an earlier rule's
claim when that names all it names. In running text a coordination of things ("SSL, cookies
and JavaScript", "sick or disabled") is one fact per member; a list item stays as written
unless it names three or more alternatives; a negation over "or" ("not employed or
self-employed") is one negated question. A list whose items share subject and verb, and a
condition split at its coordination, also get one question for the whole (`group/2`), asked
only when the user could answer none of the parts.

A list is all-of when its intro says must / need / all / both or its items end in "and";
any-of when it says any / one of / either / including / for example, when its items end in
"or", when the conclusion is negative (any one exclusion suffices), and by default.
Conclusions are claims stated positively: "You can't get SMP if ..." gives the claim
`get_smp` ("you can get SMP"), true unless a condition excludes it, and its negation
`not_get_smp` where the text states one. Conditions become user facts asked with a
second-person question; their negation lives in the rule, never in the question.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from nesy_chat.core.errors import ModuleError
from nesy_chat.core.module import Claim, Clause, PrologModule, Span, UserFact
from nesy_chat.core.terms import Atom, Compound, Term, conjunction, disjunction
from nesy_chat.nlp import questions, wordforms
from nesy_chat.nlp.vocabulary import content_terms, coverage
from nesy_chat.prolog.validate import is_system_predicate
from nesy_chat.synthesis import numbers
from nesy_chat.synthesis.base import Chunk
from nesy_chat.synthesis.constructs import construct, record_rules
from nesy_chat.synthesis.structure import Item, Layout, heading_text, parse, sentences

MAX_NAME_WORDS = 8
_MARK_RE = re.compile(r"\b(only if|as long as|provided that|provided|providing|if|unless|whenever|when|where|once)\b",
                      re.IGNORECASE)
_ANY = re.compile(r"\b(any|one|either|at least one|including|include|includes|for example|such as|e\.g\.|"
                  r"for instance|or more)\b", re.IGNORECASE)
_ALL = re.compile(r"\b(all|both|must|need|needs|required|requirements|have to|has to|each of)\b", re.IGNORECASE)
_QUANTIFIER = re.compile(
    r"\b(?:(?:at least |any |only |just )?one or more of|(?:at least |any |only |just )?one of|any of|all of|"
    r"each of|either of|both of|none of|either|both)?\s*(?:the\s+)?followings?(?:\s+\w+)?(?:\s+(?:applies|apply))?"
    r"|\b(?:either|both|any of these|all of these|one of these)\b(?!\s+of\s+(?:you|them|us)\b)(?:\s+(?:applies|apply))?"
    r"|\b(?:including|such as|for example|for instance|e\.g\.)\s*$", re.IGNORECASE)
_MODAL = re.compile(r"\b(must|need to|needs to|have to|has to|should|will need to|'ll need to|’ll need to)(?:\s+|$)",
                    re.I)
_PERSON_SUBJECT = re.compile(r"^(?:you|you and your partner|you or your partner|your partner|they|he or she)\s+\w",
                             re.IGNORECASE)
_ITEM_LABEL = re.compile(r"\s*:\s+(?:up to|at least|from|£|\$|\d).*$", re.IGNORECASE)
_APPOSITION = re.compile(r"\s+[-–]\s+(?!\d).*$")  # "meet the residency rules - your college checks"
# '* be in childcare approved abroad - if you're a Crown servant posted abroad': the item holds only then
_DASH_CONDITION = re.compile(r"\s+[-–]\s+(?:only\s+)?(?:if|as long as|provided(?:\s+that)?)\s+(?=\w)(.+)$",
                             re.IGNORECASE)
# '- if you go over the threshold you'll have to register': a dash clause with a consequence of its own
_CONSEQUENCE = re.compile(r"['’]ll\b|\b(?:will|must|need to|have to|has to)\b", re.IGNORECASE)
# "all your sponsors - if you had more than one - have died"
_DASH_ASIDE = re.compile(r"\s+[-–]\s+(?!\d)[^-–]+?\s+[-–]\s+(?=\w)")
_ITEM_TAIL = re.compile(r"[\s;,.:]*(?:\b(?:and|or|and/or)\b)?[\s;,.:]*$", re.IGNORECASE)
_PRONOUN_CONCLUSION = re.compile(r"\b(it|this|them|these|they|that)\b", re.IGNORECASE)


@dataclass(frozen=True)
class Leaf:
    text: str  # the condition stated positively
    negated: bool
    unit: int


@dataclass(frozen=True)
class All:
    parts: tuple
    together: str = ""  # a statement of all the parts at once, asked first (`group/2`)


@dataclass(frozen=True)
class Any:
    parts: tuple
    together: str = ""  # a statement of the parts as alternatives, asked first


@dataclass(frozen=True)
class Not:
    part: object


Condition = Leaf | All | Any | Not


@dataclass(frozen=True)
class Rule:
    conclusion: str  # stated positively
    negated: bool  # the text concludes the negation ("you can't ...")
    condition: Condition | None
    unit: int
    required: bool = False  # a requirement ("you must be 18"): all of them hold, not any
    construct: str = field(default="", compare=False)  # the construct that read it (`constructs.py`)


class RulesSynthesizer:
    """Deterministic, offline and fast: the default synthesizer."""

    name = "rules"
    # Bumped whenever a module it makes changes, by this file or anything it calls: the version
    # keys every cache and knowledge base, so each text is compiled again. The golden corpus
    # (`scripts/golden.py`) refuses new output under an old version.
    version = "2026.12.05.2"

    def synthesize(self, chunk: Chunk) -> PrologModule:
        layout = parse(chunk.text)
        context = [heading_text(h) for h in (*chunk.headings, *layout.headings())]
        rules = extract_rules(layout)
        record_rules(rules)
        return build_module(chunk, layout, rules, context)


# --- reading rules ---------------------------------------------------------------------

_RELATIVE_INTRO = re.compile(r"^(.*?)\s*\b(?:who|that|which|whose)$", re.IGNORECASE)
_NEGATIVE_SENSE = [(re.compile(r"\b(banned|prohibited|forbidden|illegal|not allowed|not permitted)\b", re.I),
                    "allowed"),
                   (re.compile(r"\bexcluded\b", re.I), "included"),
                   (re.compile(r"\bineligible\b", re.I), "eligible"),
                   (re.compile(r"\bno longer\s+", re.I), "")]  # 'you'll no longer have to pay it
_ROLES = (r"(?:veteran|applicant|claimant|servicemember|borrower|worker|employee|student|apprentice|recipient|"
          r"taxpayer|beneficiary|member|participant|customer|tenant)")
_ROLE_SUBJECT = re.compile(
    rf"^(?:the|an?)\s+(?:eligible\s+)?{_ROLES}\b(?P<owner>['’]s\b(?:\s+or\s+(?:the\s+)?{_ROLES}['’]s\b)?)?",
    re.IGNORECASE)  # 'the veteran's discharge', 'the Veteran's or Servicemember's discharge': your discharge
_COUNTERPART = re.compile(r"^(?:the|an?)\s+(employer|landlord)\b", re.IGNORECASE)
_GENERIC_PEOPLE = {"person", "people", "individual", "someone", "anyone", "you", "child", "partner", "spouse",
                   "parent", "family", "families"}
_PLAIN_PEOPLE = {"woman", "man", "person", "individual"}  # a kind that says nothing its adjectives do not
_STATUS = {"eligible", "entitled", "prohibited", "allowed", "exempt", "liable", "ineligible", "permitted", "qualify"}
_GENERIC_SUBJECT = re.compile(
    r"^(?:the person|a person|someone|anyone|the applicant|applicants|the claimant|claimants|the individual|"
    r"an individual|individuals|people|those)\b(?!\s+(?:you|your|whom|who\s+(?:has\s+|had\s+)?died)\b)",
    re.IGNORECASE)  # not 'the person you care for', nor 'the person who died'
# who a rule can be about, asked 'Are you a ...?': people, and the bodies a reader may speak for
_PEOPLE = questions.PEOPLE | {"business", "company", "charity", "organisation", "organization", "firm", "partnership"}


_PARTIES = ("civil partner|partner|spouse|husband|wife|child|baby|person|sponsor|parent|mother|father|relative|"
            "dependant|dependent|landlord|employer")
_PARTY_NOUNS = frozenset(_PARTIES.split("|"))
_THIRD_PARTY = re.compile(rf"\b(?:your|the|this)\s+(?:{_PARTIES}|representative)\b(?=\s+(?:is|are|was|were|has|have|"
                          r"had|must|can|could|may|might|will|would|should|does|did|\w+s|\w+ed)\b)", re.IGNORECASE)
_MENTION = re.compile(rf"\b((?:your|the|this)\s+(?:{_PARTIES})(?:\s+or\s+(?:civil partner|partner|spouse))?)"
                      r"(?:['’]s)?\b", re.IGNORECASE)  # a third party, as subject or not
_THEY = re.compile(r"\b(they|them|their|theirs|themselves)(?:(?:\s+|'|’)(are|were|have|do|re|ve|don['’]t|aren['’]t|"
                   r"weren['’]t|haven['’]t))?\b", re.IGNORECASE)
_SEVERAL = re.compile(r"\b(?:both|all|each|either|neither)\s+of\s+them\b", re.IGNORECASE)  # 'they' after it is them
_THIRD_PLURAL = {"they", "them", "their", "themselves"}
_SINGULAR = {"are": "is", "were": "was", "have": "has", "do": "does", "re": "is", "ve": "has", "don't": "doesn't",
             "aren't": "isn't", "weren't": "wasn't", "haven't": "hasn't"}  # and with ’ for '
_SINGULAR.update({negative.replace("'", "’"): singular.replace("'", "’") for negative, singular in _SINGULAR.items()
                  if "'" in negative})


def resolve_pronouns(layout: Layout) -> None:
    """'This person must be 18. They shouldn't be your child': 'they' is the person named
    before, not the reader; so is 'they' in 'for your child if they're under 16', named
    earlier in the same sentence. Each unit's text is rewritten in place (its span still cites
    the original); without a third party named before, 'they' is left to mean the reader."""
    referent = None
    previous = ""
    for unit in layout.units:
        # a third party named as owner or after a preposition ('your partner's pension', 'for your
        # child'); as subject, the sentence is about them and 'they' is asked as it stands
        mentions = [m for m in _MENTION.finditer(unit.text) if m.group(0)[-2:] in ("'s", "’s")
                    or re.search(r"\b(?:for|to|of|with|from|about|on behalf of)\s+$", unit.text[:m.start()], re.I)]
        # the sentence's subject, for 'they' in its condition: 'Your landlord may be asked to repay
        # if they're responsible' (if they are the reader, the sentence would say 'you')
        mentions += [m for m in _THIRD_PARTY.finditer(unit.text)
                     if m.start() == len(unit.text) - len(unit.text.lstrip()) and _MARK_RE.search(unit.text, m.end())]
        mentions.sort(key=lambda m: m.start())
        named: set[int] = set()
        several = _SEVERAL.search(unit.text)

        # B023: resolve is called only by this iteration's _THEY.sub below, so the loop's
        # variables it reads are this unit's
        def resolve(match: re.Match) -> str:
            if several and several.start() <= match.start():  # noqa: B023
                # 'the claim for both of them if they live with you': they are both of them
                after = several.end() <= match.start() and match.group(1).lower() == "they"  # noqa: B023
                return several.group(0).lower() + match.group(0)[4:] if after else match.group(0)  # noqa: B023
            before = [m for m in mentions if m.end() <= match.start()]  # noqa: B023
            if before and match.group(1).lower() == "they":  # 'both of them' may be two; 'their' is asked as is
                if before[-1].start() in named:  # noqa: B023
                    return match.group(0)  # named once: 'your partner died before they reached their ...'
                named.add(before[-1].start())  # noqa: B023
                return _replace_they(match, _party(before[-1]))
            if referent is None or -1 in named:  # noqa: B023
                return match.group(0)  # named once: 'your partner died while they were deferring their ...'
            if match.group(1).lower() == "they":
                named.add(-1)  # noqa: B023
            return _replace_they(match, referent)  # noqa: B023

        unit.text = _antecedents(_resolve_ellipsis(_THEY.sub(resolve, unit.text), previous), previous)
        previous = unit.text
        found = list(_THIRD_PARTY.finditer(unit.text))
        if not found and unit.text.rstrip().endswith(":"):
            # 'your partner's pension if: * they died ...': the party the list's intro names
            found = mentions[-1:]
        if found:
            referent = _party(found[-1])


@construct
def _antecedents(text: str, previous: str) -> str:
    """A word that stands for something named before it, in the sentence or the one before,
    replaced by what it names: 'she' by 'your wife', 'one' by 'an interpreter', 'when this is
    reached' by 'the target amount', 'yours' by 'your State Pension age', 'that date' by the
    date. A question must name what it asks about: 'Does she reach State Pension age?' cannot
    be answered from the question alone."""
    text = _resolve_one(_resolve_she(text))
    return _resolve_that_date(_resolve_yours(_resolve_this(text, previous)), previous)


# 'she' or 'he' after a wife or husband, a mother or father, named before it
_SHE = re.compile(r"\b(she|he)\b", re.IGNORECASE)
_GENDERED = {"she": ("wife", "mother"), "he": ("husband", "father")}


def _resolve_she(text: str) -> str:
    """'If you're a man claiming the increase for your wife, you'll stop receiving it when she
    reaches State Pension age': she is your wife, named before in the sentence, as 'they' is
    ('Does your wife reach State Pension age?', not 'Does she ...?'); once, as 'they' is."""
    for match in _SHE.finditer(text):
        named = [m for m in _MENTION.finditer(text[:match.start()])
                 if m.group(1).split()[-1].lower() in _GENDERED[match.group(1).lower()]]
        if named:
            return f"{text[:match.start()]}{_party(named[-1])}{text[match.end():]}"
    return text


@construct
def _party(match: re.Match) -> str:
    """The third party a match of _MENTION or _THIRD_PARTY names ('your partner' of 'Your partner's'),
    as it goes in running text."""
    party = match.group(1) if match.re is _MENTION else match.group(0)
    return party[0].lower() + party[1:]


_ELLIPSIS = re.compile(r"^(If you (?:don['’]t|do not))(?=\s*,)", re.IGNORECASE)
_YOU_DO = re.compile(r"\byou\s+((?!(?:can|could|may|might|must|will|would|should|are|were|'re|’re)\b)"
                     r"[a-z]+\b[^,.;:(]*)")


_STRANDED_TO = re.compile(r"\b(able|allowed|entitled|want|have|need|going)\s+to(?=\s+(?:if|unless|when|as long as|"
                         r"provided|once)\b)", re.IGNORECASE)  # 'you may be able to if ...'
_MODAL_VP = re.compile(r"\b(?:can|could|may|might|will|would|should|must)(?:n?'t|\s+not)?\s+"
                       r"(?:(?:normally|usually|also|still|only|generally|always)\s+)?(?P<vp>[a-z]+\b[^,.;:(]*)",
                       re.IGNORECASE)


@construct
def _resolve_ellipsis(text: str, previous: str) -> str:
    """'Check you have the latest version. If you don't, contact X': if you don't have the
    latest version; what is elided is the last thing the sentence before says you do. 'You
    can't normally get Child Tax Credit. However, you may be able to if ...': able to get it."""
    stranded = _STRANDED_TO.search(text)
    said = _MODAL_VP.search(_plain(previous)) if stranded else None
    if said and "VERB" in wordforms.lemmas(said.group("vp").split()[0]):
        text = f"{text[:stranded.end()]} {said.group('vp').strip()}{text[stranded.end():]}"
    match = _ELLIPSIS.match(text)
    done = list(_YOU_DO.finditer(_plain(previous))) if match else []
    if not done or "VERB" not in wordforms.lemmas(done[-1].group(1).split()[0]):
        return text
    return f"{match.group(1)} {done[-1].group(1).strip()}{text[match.end():]}"


# 'one' standing for a thing: 'asked for one', 'need one.' (not 'one of', 'one day')
_ONE = re.compile(r"\b(?:for|need|needs|have|has|get|want|got|had)\s+(one)\b(?=\s*(?:[,.;:)]|$|\s+(?:if|to|before|"
                  r"when|and|or|unless)\b))", re.IGNORECASE)


def _resolve_one(text: str) -> str:
    """'The tribunal will provide you with an interpreter if you've asked for one': one is an
    interpreter, the last thing named with 'a' or 'an' before it in the sentence."""
    match = _ONE.search(text)
    if not match:
        return text
    before = [c for c in questions.parse(text[:match.start(1)]).noun_chunks if c[0].lower_ in ("a", "an")]
    if not before:
        return text
    return f"{text[:match.start(1)]}{before[-1].text}{_resolve_one(text[match.end(1):])}"


# 'When this is reached': 'this' done to, a thing the sentence before named
_THIS_DONE = re.compile(r"^((?:when|once|if|after)\s+)this(?=\s+(?:is|has been|was)\s+\w+ed\b)", re.IGNORECASE)


def _resolve_this(text: str, previous: str) -> str:
    """'You can set a target amount. When this is reached, deductions stop': the target
    amount, the last thing named with 'a' or 'an' before."""
    match = _THIS_DONE.match(text)
    named = [c for c in questions.parse(previous).noun_chunks if c[0].lower_ in ("a", "an")] if match else []
    if not named:
        return text
    return f"{match.group(1)}the {named[-1][1:].text}{text[match.end():]}"


# 'after you reached yours': your one of a thing of theirs named before it
_YOURS = re.compile(r"\byours\b", re.IGNORECASE)


def _resolve_yours(text: str) -> str:
    """'if they died before they reached their State Pension age and after you reached yours':
    yours is your State Pension age, the thing of theirs named before it in the sentence
    ('Did your partner die after you reached yours?' names nothing)."""
    match = _YOURS.search(text)
    if not match:
        return text
    doc = questions.parse(text[:match.start()])
    theirs = [t for t in doc if t.lower_ in ("their", "his", "her") and t.dep_ == "poss" and t.head.pos_ == "NOUN"]
    if not theirs:
        return text
    thing = doc[theirs[-1].i + 1:theirs[-1].head.i + 1].text
    return f"{text[:match.start()]}your {thing}{text[match.end():]}"


# a date in full: '6 April 2016', 'April 6, 2016'
_DATE = re.compile(rf"\b(?:\d{{1,2}}\s+{numbers.MONTH}\s+\d{{4}}|{numbers.MONTH}\s+\d{{1,2}},?\s+\d{{4}})\b",
                   re.IGNORECASE)
# 'on or after that date': a date named before it
_THAT_DATE = re.compile(r"\b(?:that|this|the same)\s+date\b", re.IGNORECASE)


def _resolve_that_date(text: str, previous: str) -> str:
    """'they died before 6 April 2016 but would have reached State Pension age on or after that
    date': that date is the last date named before it, in the sentence or the one before
    ('Would your partner have reached State Pension age on or after 6 April 2016?'); 'that
    date' alone asks nothing a reader can answer. Left as it is when no date was named."""
    match = _THAT_DATE.search(text)
    if match is None:
        return text
    dates = _DATE.findall(text[:match.start()]) or _DATE.findall(previous)
    if not dates:
        return text
    return f"{text[:match.start()]}{dates[-1]}{_resolve_that_date(text[match.end():], dates[-1])}"


@construct
def _replace_they(match: re.Match, referent: str) -> str:
    pronoun, verb = match.group(1).lower(), match.group(2)
    if pronoun == "themselves":
        return match.group(0)  # 'if they start claiming for themselves': the reflexive stays
    phrase = {"their": f"{referent}'s", "theirs": f"{referent}'s"}.get(pronoun, referent)
    if match.start() == 0 or match.string[:match.start()].rstrip().endswith((".", ":")):
        phrase = phrase[0].upper() + phrase[1:]
    if verb is None:
        return phrase
    return f"{phrase} {_SINGULAR.get(verb.lower(), verb)}"


def extract_rules(layout: Layout) -> list[Rule]:
    resolve_pronouns(layout)
    rules: list[Rule] = []
    blocks = layout.blocks
    heading = ""
    previous = ""
    consumed: set[int] = set()
    heading_condition = None
    for position, block in enumerate(blocks):
        if block.kind == "heading":
            heading = heading_text(block.units[0].text)
            heading_condition = _heading_condition(heading, block.units[0].index)
            continue
        if position in consumed:
            continue
        if block.kind == "list":
            rules.extend(_list_rules(heading, block.items))
            continue
        following = blocks[position + 1] if position + 1 < len(blocks) else None
        for k, unit in enumerate(block.units):
            last = k == len(block.units) - 1
            if last and unit.text.rstrip().endswith(":") and following is not None and following.kind == "list":
                found = _intro_rule(unit, following.items, heading, previous)
                if rules and found and rules[-1].condition is heading_condition and heading_condition is not None \
                        and _key(rules[-1].conclusion) == _key(found[0].conclusion):
                    rules.pop()  # '### You have X' + 'You may get it. All of the following must apply:' + list
                rules.extend(found)
                consumed.add(position + 1)
            elif (means := _MEANS.match(_plain(unit.text).strip())) and rules and rules[-1].unit == unit.index - 1:
                # 'If X, the top up should have been refunded. This means you won't inherit the top
                # up': what the rule before says follows under its condition
                conclusion = _conclusion(means.group(1).rstrip(" ."))
                rules.append(Rule(conclusion.text, conclusion.negated, rules[-1].condition, unit.index))
            else:
                found = _sentence_rules(unit, previous, heading)
                if rules and not rules[-1].required and found and all(r.required for r in found) and k > 0 \
                        and not re.match(r"^(?:for|to|in order to|however|but)\b", unit.text.strip(), re.IGNORECASE) \
                        and not (rules[-1].negated and rules[-1].unit != unit.index - 1):
                    # 'If you nominate a home you qualify for relief. You must have lived in it.':
                    # a requirement in the same paragraph as a rule is that rule's requirement. Right
                    # after an exclusion it is one of what is excluded ('You can't get tax credits if
                    # X. You'll still need to meet the other rules'); further on, of neither.
                    found = [Rule(rules[-1].conclusion, False, r.condition, r.unit, True) for r in found]
                if heading_condition is not None and found and all(
                        r.required and r.conclusion == _heading_conclusion(heading) for r in found) \
                        and _MUST_DO.search(_plain(unit.text)):
                    # '## If your circumstances change' + 'You must report these changes to the Tax
                    # Credit Office': under a case, what you must do is what holds in it, not a
                    # requirement of what the heading names; what you must be or have ('You must
                    # be 24 or older') still is one
                    found = []
                if not found and heading_condition is not None and _STATEMENT.search(unit.text):
                    # '### You're from Algeria or Tunisia' + 'You can't get Working Tax Credit.'
                    conclusion = _conclusion(_plain(unit.text).strip().rstrip("."))
                    found = [Rule(conclusion.text, conclusion.negated, heading_condition, unit.index)]
                rules.extend(_limited(found, unit))
            previous = unit.text
    return _same_as_before(rules, layout)


# 'you must report these changes': something to do, not a state to be in or a thing to have
_MUST_DO = re.compile(r"^\s*you\s+(?:must|need to|have to|will need to|['’]ll need to)\s+(?!be\b|have\b|not\b)[a-z]+",
                      re.IGNORECASE)
_MEANS = re.compile(r"^(?:this|that|which)\s+(?:means|will mean|would mean)(?:\s+that)?\s+(.+)$", re.IGNORECASE)
_STATEMENT = re.compile(r"^\s*(?:you|your)\b.*\b(?:can|can't|cannot|could|may|might|must|will|won't|need|needs|"
                        r"do not|don't|does not|doesn't|are|is|aren't|isn't|have to|has to|get|qualify)\b",
                        re.IGNORECASE)


@construct
def _heading_condition(heading: str, unit: int) -> Condition | None:
    """A heading that states a case ('If you're self-employed', 'You're from Algeria or
    Tunisia'): the condition of the plain statements under it."""
    text = _plain(heading).strip().rstrip(".:?")
    match = re.match(r"^(?:if|when|where)\s+(.*)$", text, re.IGNORECASE)
    if match and re.match(r"^(?:not\s+)?to\s", match.group(1), re.IGNORECASE):
        return None  # 'When not to charge VAT' names a topic, not a case
    if match:
        text = match.group(1)
    elif not re.match(r"^(?:you|your)\b", text, re.IGNORECASE) or not any(
            _finite(t) for t in questions.parse(text)):
        return None
    return _sentence_condition(text, unit)


@construct
def _heading_conclusion(heading: str) -> str:
    return f"you meet the conditions ({heading})" if heading else "you meet the conditions"


@construct
def _list_rules(heading: str, items: list[Item]) -> list[Rule]:
    """A list with no intro: its heading is the conclusion, and, like a list of requirements,
    all of it holds; unless every item is a case with what it gets ('* You're a single parent:
    Up to £2,010 a year'), when each is a rule of its own and cases that get the same amount
    are alternatives."""
    rates = [_ITEM_LABEL.search(_plain(item.unit.text).strip()) for item in items]
    if len(items) > 1 and all(rates) and not any(item.children for item in items):
        rules = []
        for item, rate in zip(items, rates):
            condition = _list_condition([item], "", any_of=True, people=True)
            if condition is not None:
                amount = rate.group().strip(" :.;,")
                rules.append(Rule(f"you can get {amount[:1].lower()}{amount[1:]}", False, condition, item.unit.index))
        return rules
    condition = _list_condition(items, "", any_of=_any_of("", items, negative=False, default=False), people=True)
    return [] if condition is None else [Rule(_heading_conclusion(heading), False, condition, items[0].unit.index)]


# a class the items define: a thing of the class meets each criterion ('is generally classed as a
# worker if: * they have a contract ... * their reward is for money ...'), unless they say 'or'
_CLASSED_AS = re.compile(r"\b(?:is|are|['’]s|['’]re)\s+(?:not\s+)?(?:generally\s+|usually\s+|normally\s+)?"
                         r"(?:classed|classified|defined)\s+as\b", re.IGNORECASE)
_AND_SUBJECT_END = re.compile(r"\band\s+(?:(?:you|they)(?:['’](?:ve|re))?|your\s+\w+|the\s+\w+)$", re.IGNORECASE)


@construct
def _also(rules: list[Rule], condition: Condition) -> list[Rule]:
    """The rules an intro's items make, each also in a case the intro states apart ('who,
    because of a disability,', 'If you won't be in the UK, you might still get it if'), which
    every item shares."""
    return [replace(rule, condition=All((condition, rule.condition))) for rule in rules]


@construct
def _intro_rule(unit, items: list[Item], heading: str, previous: str) -> list[Rule]:
    intro = _IN_CATEGORY.sub("", _plain(unit.text).rstrip().rstrip(":").strip())
    if cause := _CAUSE.search(intro):
        # 'paid to any Veteran who, because of a service-connected disability: * wears ...': the
        # cause is had, as well as what the items say
        rest = replace(unit, text=intro[:cause.start(1)].rstrip(" ,") + ":")
        caused = _leaf(f"you have {cause.group(2)}", unit.index)
        return _also(_intro_rule(rest, items, heading, previous), caused)
    if stacked := _STACKED_KIND.match(intro):
        # 'An eligible borrower is any person who is a landowner, landlord, ... or sharecropper who:
        # * Demonstrates compliance ...': what the person is holds as well as what the items say
        defined = stacked.group("defined")
        rest = replace(unit, text=f"You are {defined[:1].lower()}{defined[1:]} who:")
        kinds = _sentence_condition(f"you are {stacked.group('kinds')}", unit.index)
        return _also(_intro_rule(rest, items, heading, previous), kinds)
    marks = list(_MARK_RE.finditer(intro))
    any_default, negated_mark, trailing, deceased, modified = True, False, False, False, False
    if sum(bool(_LEADING_MARK.match(_plain(i.unit.text).strip())) for i in items) * 2 > len(items):
        conclusion = _conclusion(intro)
        leaves = [_sentence_condition(_LEADING_MARK.sub(r"\2", _item_text(i)),
                                      i.unit.index) for i in items]
        return [Rule(conclusion.text, conclusion.negated, Any(tuple(leaves)) if len(leaves) > 1 else leaves[0],
                     unit.index)]
    comma = intro.find(",", marks[0].end()) if marks and marks[0].start() == 0 else -1
    if comma > 0 and re.search(r"\bthe following\b", intro[:comma], re.IGNORECASE):
        # 'If you commit fraud and you get any of the following, your payments can't be stopped:'
        condition_text = intro[marks[0].end():comma].strip()
        conclusion = _conclusion(intro[comma + 1:].strip())
        people = _about_people(conclusion.text)
        prefix, own = _split_stem(_to_user(condition_text, people))
        condition = _list_condition(items, prefix, _any_of(condition_text, items, negative=False, default=True),
                                    people)
        if condition is None:
            return []
        if own:
            condition = All((_sentence_condition(own, unit.index), condition))
        if marks[0].group(1).lower() == "unless":
            condition = Not(condition)
        return [Rule(conclusion.text, conclusion.negated, condition, unit.index)]
    if marks and marks[0].start() == 0 and len(marks) > 1 and "," in intro[:marks[-1].start()]:
        # 'If you won't be in the UK, you might still get it if both the following apply:'
        comma = intro.index(",", marks[0].end())
        leading = _sentence_condition(_plain(intro[marks[0].end():comma]).strip(), unit.index)
        if marks[0].group(1).lower() == "unless":
            leading = Not(leading)
        rest = replace(unit, text=intro[comma + 1:].strip() + ":")
        return _also(_intro_rule(rest, items, heading, previous), leading)
    if marks and marks[0].start() == 0:
        return _distributive_rules(intro, items, unit, previous)
    if not marks and len(items) > 1 and all(_NAMED_CASE.match(_plain(i.unit.text).strip()) for i in items):
        # 'Register by post using form: * VAT1A if you're an EU business ...': each item names
        # what completes the lead, in the case its clause says ('Register by post using form
        # VAT1A if ...'), not one condition made of the names and clauses together
        return [rule for item in items
                for rule in _sentence_rules(replace(item.unit, text=f"{intro} {_item_text(item)}"), previous)]
    if not marks and (grant := _GRANT.match(intro)) and not grant.group("to"):
        # 'Residential Care level 8 gives authority to: * view claims': a grant per item
        return [rule for item in items if (text := _item_text(item))
                for rule in _grant_rule(f"{intro} {text}", item.unit, holders_at=unit.index)]
    if (listed := _GET_THE_FOLLOWING.match(intro)) and all(_named_thing(item) for item in items):
        # 'You can also get the following in an EEA country if you're eligible: * Child Benefit':
        # a permission for each thing, under what its item adds ('(you can claim this if ...)')
        return [rule for item in items for rule in _limited(_sentence_rules(
            replace(item.unit, text=_got(listed, item)), previous, heading),
            item.unit)]
    if marks:
        mark = marks[-1]
        conclusion_text, stem = _listed_subject(intro[:mark.start()].strip(" ,")), intro[mark.end():].strip(" ,")
        negated_mark = mark.group(1).lower() == "unless"
        if _AND_SUBJECT_END.search(stem):  # 'if you're 16 or over and you: * have ... * can ...': and all of them
            any_default = False
        elif _CLASSED_AS.search(conclusion_text) and len(stem.split()) <= 1:
            # 'A person is generally classed as a worker if: * ...': the criteria of a class; not
            # what a stem of its own leaves open ('classed as X if you're working for a: * charity')
            any_default = False
    elif ((purpose_only := re.match(r"^\s*(?:in order\s+)?to\s+(.+)$", intro, re.IGNORECASE))
          and not _MODAL.search(intro)):
        # 'To obtain a NADL, the law requires that:': what follows the comma only leads in
        conclusion_text, stem = f"you can {purpose_only.group(1).split(',')[0]}", ""
        any_default = False
    elif modal := _MODAL.search(intro):
        purpose, subject = _purpose(intro[:modal.start()])
        doing = None
        if purpose is None and (scope := _APPLYING.match(subject or "")):
            # 'All businesses that are considered for financing under X must:' is what one must do to be
            purpose, subject = f"you can be {scope.group(1)}", "you"
        elif purpose is None and (doing := _DOING.match(subject or "")) and \
                doing.group("verb").lower() not in _NOT_ACTIVITIES:
            # 'Businesses that use Centrepay need to:' is what one must do to use it
            purpose, subject = f"you can {_lemma(doing.group('verb').lower(), 'VERB')} {doing.group('rest')}", "you"
        conclusion_text = purpose or _heading_conclusion(heading)
        rest = intro[modal.end():].strip(" ,")
        rest = rest if _QUANTIFIER.sub("", rest).strip(" ,") else ""  # 'must either:' says only how many
        stem = _drop_modal(f"{subject or 'you'} must {rest}") if rest else subject or "you"
        if doing and not rest:
            stem = "you have"  # the items say what to do or have: a bare noun is had ('* registration')
        any_default = False
        if purpose is None and previous and _THE_FOLLOWING.match(subject or "") and \
                re.fullmatch(r"(?:apply|be true|be met)", rest, re.IGNORECASE):
            # 'You may still be able to get tax credits. All of the following must apply:'
            conclusion_text, stem = _plain(previous).rstrip(".:"), ""
    elif relative := _RELATIVE_INTRO.match(intro):
        conclusion_text = relative.group(1)
        stem = "you" if intro.lower().endswith(("who", "whose")) else "it"
        kind = questions.parse(conclusion_text)[-1] if conclusion_text else None
        if stem == "you" and kind is not None and kind.pos_ in ("NOUN", "PROPN") and (
                _POSTHUMOUS.search(intro) or any(_DIED.match(_plain(i.unit.text)) for i in items)):
            # 'granted posthumously to Veterans who: * Met ...; * Died before ...': not the reader
            stem = f"the {kind.lemma_.lower()}"
            deceased = True
    else:
        conclusion_text, stem = _QUANTIFIER.sub("", _listed_subject(intro)).strip(" ,"), ""
        if purpose_of := _FOR_THE_FOLLOWING.match(intro):
            # 'to claim Housing Benefit along with your application for the following benefits:
            # * Income Support': what the application is for ('Is it for Income Support?')
            conclusion_text, stem, trailing = purpose_of.group(1), "it is for", True
        elif (agent := re.search(r"\s+(?:by|from)$", conclusion_text, re.IGNORECASE)) and not any(
                questions.parse(_plain(i.unit.text).strip())[0].tag_ == "VBG" or
                _plain(i.unit.text).strip().lower().startswith("not ") for i in items):
            # 'You may be asked questions by: * the judge': who does it is the case ('Is it the
            # judge?'), not a restatement of the conclusion ('Are you asked questions by the judge?');
            # 'by: * providing false information' says how, and stays a statement of the reader
            conclusion_text, stem, trailing = conclusion_text[:agent.start()], "it is", True
        elif re.search(r"\b(?:things|items|goods|products|services|costs|expenses|activities)\s+(?:like|such as)$",
                     conclusion_text, re.IGNORECASE):
            conclusion_text = re.sub(r"\s+(?:on|for|to|of)?\s*\w+\s+(?:like|such as)$", "", conclusion_text)
            stem = "it is"  # 'VAT is charged on things like: * business goods used for personal reasons'
        elif copula := _MAY_BE.match(conclusion_text):
            stem = _drop_modal(f"{copula.group(1)} must be")  # 'Your work can be: * for someone else': it is
        elif _incomplete(conclusion_text):
            stem = _trailing_verb_phrase(conclusion_text)
            trailing = bool(stem)  # the items are what the verb takes: any of them, by default
            # 'You can claim up to: * $75 per day': the items are the amounts the claim is bounded by
            conclusion_text = _AMOUNT_LEAD.sub(r" \1 these amounts", conclusion_text)
            if re.search(r"\s(?:in|at)$", stem):
                stem = "you are in"  # 'You may be able to claim it in: * Barbados': where you are
        elif sum(questions.parse(_plain(i.unit.text).strip())[0].pos_ == "ADP" for i in items) * 2 > len(items):
            # 'Paid work does not include money paid: * for a Rent a Room scheme': what the items modify
            doc = questions.parse(conclusion_text)
            obj = next((t for t in doc if t.dep_ in ("dobj", "attr") and t.right_edge.i == len(doc) - 1), None)
            stem = f"it is {doc[obj.left_edge.i:].text}" if obj is not None else ""
            modified = bool(stem)
    if re.fullmatch(r"(?:check|find out|see|ask)", conclusion_text.strip(), re.IGNORECASE):
        # 'Check if your plant is:' under 'Check if you need a plant passport'
        conclusion_text = _CHECK.sub("", heading) if _CHECK.match(heading) else ""
    conclusion_text = conclusion_text or _heading_conclusion(heading)
    conclusion = _conclusion(conclusion_text)
    people = _about_people(conclusion_text)
    any_of = True if negated_mark else _any_of(stem if marks or trailing else intro, items,
                                               negative=conclusion.negated, default=any_default)
    first, first_text = None, ""
    if (either := _EITHER_CLAUSE.match(stem)) and marks:
        # 'if you're either working in the UK or you're not working because you're: * ...': the
        # list completes the second alternative only
        first_text, stem = f"{either.group(1)} {either.group(2)}", either.group(3)
        first = _user_condition(first_text, people, unit.index)
    prefix, own = (stem, "") if modified else _split_stem(stem if deceased else _to_user(stem, people))
    if referent := _your_object(intro):  # 'when you sell your home if: * you didn't buy it ...': your home
        items = [_resolve_it(item, referent) for item in items]
    condition = _list_condition(items, prefix, any_of, people and not deceased)
    if condition is None:
        return []
    if own:
        condition = All((_sentence_condition(own, unit.index), condition))
    if first is not None:
        condition = Any((first, condition))
    if negated_mark:
        condition = Not(condition)
    return [Rule(conclusion.text, conclusion.negated, condition, unit.index)]


_AMOUNT_LEAD = re.compile(r"\s+(up to|at least|at most|no more than|more than|less than)$", re.IGNORECASE)
_FOR_THE_FOLLOWING = re.compile(r"^(.+\b(?:your|the|an?)\s+[a-z]+)\s+for\s+(?:any\s+of\s+|one\s+of\s+)?"
                                r"the\s+following\s+[a-z]+s$", re.IGNORECASE)
# a kind defined as the person who is something, of whom the list says more: two relative clauses
_STACKED_KIND = re.compile(r"^(?P<defined>(?:an?|the)\s+[^,:]+?)\s+(?:is|means)\s+(?:any|a|an)\s+"
                           r"(?:person|individual)\s+who\s+is\s+(?P<kinds>an?\s+[^:]+?)\s+who$", re.IGNORECASE)
_CAUSE = re.compile(r"\b(?:who|that)(,?\s+(?:because of|due to|as a result of)\s+(an?\s+[^,:]+?))\s*,?$", re.IGNORECASE)
_LISTED_SUBJECT = re.compile(r"^(?:all\s+(?:of\s+)?)?the following\s+(?:(?:types?|kinds?|sorts?|groups?|categories)\s+"
                             r"of\s+)?(?P<noun>\w+)\s+(?P<rest>(?:are|were|have|do|can|could|may|might|will|would|"
                             r"must|should|shall|aren't|weren't|haven't|don't|can't|cannot|won't|are not|do not)\b.*)$",
                             re.IGNORECASE)


_GET_THE_FOLLOWING = re.compile(r"^(?P<head>(?:you|your\s+\w+)\s+(?:can|could|may|might|will|['’]ll)\s+"
                                r"(?:also\s+|still\s+)?(?:be able to\s+)?(?:get|claim|receive|keep getting))"
                                r"\s+the\s+following(?:\s+(?:benefits|payments|allowances))?(?P<rest>\s+.+)?$",
                                re.IGNORECASE)
_ITEM_CONDITION = re.compile(r"\s*\((?:you can (?:claim|get) (?:this|it)\s+)?(?:only\s+)?(if|when|as long as)"
                             r"\s+([^()]+)\)", re.IGNORECASE)


@construct
def _named_thing(item: Item) -> bool:
    """An item that names something one gets ('Child Benefit', 'tax credits'), not a clause."""
    text = _ITEM_TAIL.sub("", _BRACKETS.sub("", _plain(item.unit.text))).strip()
    doc = questions.parse(text) if text else None
    return doc is not None and not item.children and doc[0].pos_ in ("NOUN", "PROPN", "DET", "ADJ", "NUM") \
        and not any(_finite(t) for t in doc)


@construct
def _got(listed: re.Match, item: Item) -> str:
    """The sentence an item of 'You can get the following in X if Y:' stands for: 'You can get
    Guardian's Allowance in X if Y and you're getting Child Benefit ...'."""
    text = _item_text(item)
    rest = listed.group("rest") or ""
    condition = _ITEM_CONDITION.search(text)
    if condition is not None:
        text = (text[:condition.start()] + text[condition.end():]).strip()
        rest += f" {'and' if _MARK_RE.search(rest) else condition.group(1)} {condition.group(2)}"
    return f"{listed.group('head')} {text}{rest}"


@construct
def _listed_subject(conclusion: str) -> str:
    """What a list intro says of 'the following' as its subject, said of the one at hand:
    'The following types of workers aren't entitled to X' -> 'you aren't entitled to X' (the
    items are kinds the reader may be), 'The following benefits can be reduced' -> 'the
    benefit can be reduced' (the items are what it may be)."""
    match = _LISTED_SUBJECT.match(_plain(conclusion).strip())
    if not match:
        return conclusion
    noun, rest = _lemma(match.group("noun").lower(), "NOUN"), match.group("rest")
    if noun in _PEOPLE:
        return f"you {rest}"
    verb, _, tail = rest.partition(" ")
    return f"the {noun} {questions.SINGULAR_AUXILIARY.get(verb.lower(), verb)} {tail}".strip()


@construct
def _your_object(intro: str) -> str | None:
    """The last thing of the user's the intro acts on ('when you sell your home'), if any."""
    doc = questions.parse(intro)
    found = [t for t in doc if t.dep_ == "dobj" and any(c.dep_ == "poss" and c.lower_ == "your" for c in t.children)]
    return doc[found[-1].left_edge.i:found[-1].i + 1].text if found else None


@construct
def _resolve_it(item: Item, referent: str) -> Item:
    """The item with the 'it' it acts on named ('you didn't buy it' -> 'you didn't buy your home')."""
    doc = questions.parse(item.unit.text)
    named = {t.i: referent for t in doc if t.lower_ == "it" and t.dep_ in ("dobj", "pobj")}
    if not named:
        return item
    return replace(item, unit=replace(item.unit, text=questions.join_tokens(doc, named)))


_EITHER_CLAUSE = re.compile(r"^((?:you|your \w+|they)(?:['’]re|['’]ve| are| have| were| is)?)\s+either\s+(.+?),?"
                            r"\s+or\s+((?:you|your \w+|they)\b.*)$", re.IGNORECASE)
_POSTHUMOUS = re.compile(r"\b(?:posthumous(?:ly)?|deceased|late)\b", re.IGNORECASE)
_DIED = re.compile(r"^\s*(?:died|dies|has died|passed away|was killed)\b", re.IGNORECASE)
_CHECK = re.compile(r"^(?:check|find out|see)\s+(?:if|whether)\s+", re.IGNORECASE)


# an item that is a name and the case it is for: '* VAT1A if you're an EU business ...'
_NAMED_CASE = re.compile(r"^[A-Z0-9][\w'’-]*(?:\s+[A-Z0-9][\w'’-]*){0,3}\s+(?:if|when)\s+(?:you|your)\b")


@construct
def _distributive_rules(intro: str, items: list[Item], unit, previous: str) -> list[Rule]:
    """'If you're self-employed you stop paying:' + items: each item completes the
    conclusion and may carry its own condition ('Class 2 when you reach State Pension age')."""
    leading = _leading_condition(questions.parse(intro + "."), unit, previous, keep_incomplete=True)
    if not leading:
        return []
    base = leading[0]
    rules = []
    for item in items:
        text = _item_text(item)
        if not text:
            continue
        sentence = f"{base.conclusion} {text[0].lower() + text[1:] if not text[:2].isupper() else text}"
        if _THE_FOLLOWING_HAPPEN.search(base.conclusion):
            sentence = text  # 'If you've committed fraud, one or more of the following may happen: * you'll be ...'
        found = _sentence_rules(replace(item.unit, text=sentence), previous)
        if found:
            for rule in found:
                rules.append(Rule(rule.conclusion, rule.negated, All((base.condition, rule.condition)), rule.unit))
        else:
            conclusion = _conclusion(sentence)
            rules.append(Rule(conclusion.text, conclusion.negated, base.condition, item.unit.index))
    return rules


_THE_FOLLOWING_HAPPEN = re.compile(r"\bthe following\s+(?:\w+\s+){0,2}(?:happen|happens|apply|applies)$", re.IGNORECASE)
_MAY_BE = re.compile(r"^(\w+(?:\s+\w+){0,3}?)\s+(?:can|could|may|might)\s+be$", re.IGNORECASE)


@construct
def _trailing_verb_phrase(text: str) -> str:
    """'You may need a certificate to export' -> 'you export'."""
    doc = questions.parse(text)
    verbs = [t for t in doc if t.pos_ == "VERB"]
    last = doc[-1]
    if not verbs or not (last.pos_ == "VERB" or (last.pos_ == "ADP" and last.head.pos_ == "VERB")):
        return ""
    start = min([verbs[-1].i, *(c.i for c in verbs[-1].children if c.dep_ == "auxpass")])
    return _fix_be("you " + doc[start:].text)  # 'may be asked questions by' -> 'you are asked questions by'


_SHOUTED = re.compile(r"\b(MUST|NOT|AND|OR|ONLY|NEVER|SHOULD|MAY|IF|UNLESS|CANNOT|CAN'T|DO|DON'T)\b")


_FILE_NOTE = re.compile(r"\s*\((?:PDF|MS Word Document|MS Excel Spreadsheet|ODT|ODS|CSV|HTML|see|read)\b[^()]*\)\s*",
                        re.IGNORECASE)  # '(PDF, 202KB, 2 pages)', '(see Rule 271)'
# what is not required is no condition: '(your contract doesn't have to be written)'
# an example told as a clause illustrates; it is not asked: 'a genuine link with the UK, for
# example you've lived or worked in the UK'
_CLAUSE_EXAMPLE = re.compile(r",?\s+for example,?\s+(?=(?:you|your|they|their)\b)[^.;:()]*", re.IGNORECASE)
# a restatement or a pointer to examples adds no condition: '; in other words, you need to
# request employment authorization itself. For example:'
_RESTATED = re.compile(r";\s*in other words\b[^.;:]*|(?<=[.;])\s*for example:?\s*$", re.IGNORECASE)
# a citation says where a rule is written, not when it holds: 'As stated in Title 29-A, 2067 of
# the Maine Revised Statutes, you must', 'families with low income, according to the Poverty
# Guidelines published by the Federal government, are eligible'
_CITATION = re.compile(r"^(?:as stated in|as set out in|as required by|according to)\b[^,]*(?:,\s*\d[^,]*)?,\s*"
                       r"|,\s*(?:as stated in|as set out in|according to)\b[^,.;:]*,", re.IGNORECASE)
_WAIVER = re.compile(r"\s*\((?=[^()]*\b(?:do|does|did)(?:n't| not) (?:have to|need)\b)[^()]*\)", re.IGNORECASE)


_PREPOSITIONS = {"before", "after", "at", "by", "under", "over", "of", "from", "until", "till", "to", "above", "below"}


@construct
def _item_text(item: Item) -> str:
    """An item's text as its rule is read, without the 'and' / 'or' or punctuation ending it."""
    return _ITEM_TAIL.sub("", _plain(item.unit.text)).strip()


@construct
def _plain(text: str) -> str:
    """The text a rule is read from: straight quotes, no shouting ('MUST NOT' parses as 'must
    not'), no opening 'However,'; and nothing that states no condition: notes on a link's file,
    pointers elsewhere ('(PDF, 202KB, 2 pages)', '(see Rule 271)'), waivers, citations,
    examples told as clauses and restatements."""
    text = _WAIVER.sub("", _FILE_NOTE.sub(" ", text.replace("’", "'").replace("‘", "'"))).strip()
    text = _CITATION.sub(lambda m: "" if m.start() == 0 else " ", text)
    text = re.sub(r"\b(?:eg\b\.?|e\.g\.)", "for example", text, flags=re.IGNORECASE)  # the small model misparses 'eg'
    text = _CLAUSE_EXAMPLE.sub("", text)
    text = _RESTATED.sub("", text)
    # 'However, you'll still ...'
    text = re.sub(r"^(?:but|however|also|so)\b,?\s+(?=\w)", "", text, flags=re.IGNORECASE)
    text = re.sub(r"\b(must|should|need)n't\b", r"\1 not", text, flags=re.IGNORECASE)  # a modal _MODAL reads
    # 'women ages 18-39': the small model reads 'ages' as a noun ('before age 18' stays)
    text = re.sub(r"\b([a-z]+) ages? (?=\d)", lambda m: m.group(0) if m.group(1).lower() in _PREPOSITIONS
                  else f"{m.group(1)} aged ", text)
    return _SHOUTED.sub(lambda m: m.group(1).lower(), text)


_NO_DETERMINER = re.compile(r"^((?:there\s+(?:is|are|will be|would be)\s+)?)no\s+", re.IGNORECASE)


_STOP = re.compile(r"\b(?:must|should|will have to|have to|has to|need to|needs to|will need to)\s+stop\s+(\w+ing)\b",
                   re.IGNORECASE)


@construct
def _conclusion(text: str) -> questions.Condition:
    text = re.sub(r"\bmust\s+not\b|\bmustn't\b", "can not", _clean_conclusion(text), flags=re.IGNORECASE)
    if stop := _STOP.search(text):  # 'you must stop claiming X': you can't claim it any more
        verb = _lemma(stop.group(1).lower(), "VERB")
        # 'You don't have to stop working': you can go on
        lifted = re.search(r"\b(?:do|does|will)\s*(?:n['’]t|\s+not)\s*$|\bwon['’]t\s*$", text[:stop.start()], re.I)
        head = text[:lifted.start() if lifted else stop.start()]
        return questions.Condition(f"{head}can {verb}{text[stop.end():]}", not lifted)
    if _NO_DETERMINER.match(text):
        return questions.Condition(_NO_DETERMINER.sub(r"\1", text), True)
    if re.match(r"^none of\s+", text, re.IGNORECASE):  # 'none of your payments can be stopped'
        return questions.Condition(re.sub(r"^none of\s+", "", text, flags=re.IGNORECASE), True)
    for pattern, replacement in _NEGATIVE_SENSE:
        if pattern.search(text):
            return questions.Condition(pattern.sub(replacement, text), True)
    return questions.positive(text)


@construct
def _about_people(text: str) -> bool:
    doc = questions.parse(text)
    subject = next((t for t in doc if t.dep_ in ("nsubj", "nsubjpass")), None)
    # 'Non-residents' is three tokens, each parsed as a subject of the main verb
    words = [t for t in doc if t.dep_ in ("nsubj", "nsubjpass") and subject is not None and t.head.i == subject.head.i
             ] or [t for t in doc if t.pos_ in ("NOUN", "PRON")][:1]
    return any(w.lemma_.lower() in _PEOPLE or w.lower_ in _PEOPLE for w in words)


_DEATH = re.compile(r"^\S+(?:\s+\S+){0,3}\s+(?:has\s+|had\s+)?(?:died|dies|die|passed away|is deceased|was killed)\b",
                    re.IGNORECASE)


@construct
def _to_user(text: str, people: bool) -> str:
    """Generic people in a rule are the user: 'applicants must be' -> 'you must be'."""
    # 'you hire them', 'when they died': where the author says 'you', they are someone else
    others = bool(re.match(r"^you\s", text.strip(), re.IGNORECASE))
    text = _GENERIC_SUBJECT.sub("you", text.strip())
    if not _DEATH.match(text):  # 'the veteran died before ...' is not asked of the user
        text = _ROLE_SUBJECT.sub(lambda m: "your" if m.group("owner") else "you", text)
    # the other party to the user's contract: 'the employer can justify it' -> 'your employer
    # can justify it'; 'an employer owes them payments' -> 'your employer owes you payments'
    counterpart = _COUNTERPART.match(text)
    if counterpart:
        text = f"your {counterpart.group(1)}{text[counterpart.end():]}"
    if people:
        if not counterpart and (re.match(r"^(?:the|a|an|this|that|your)\s", text, re.IGNORECASE)
                                or _SEVERAL.match(text)):
            return text  # 'the person you represent ... their affairs', 'both of them live ...': theirs, not yours
        for pattern, replacement in questions.THIRD_TO_SECOND:
            text = pattern.sub(
                lambda m: m.group(0) if others and m.group(0).lower() in _THIRD_PLURAL else replacement,  # noqa: B023 - called at once
                text)
    return text


@construct
def _user_condition(text: str, people: bool, unit: int) -> Condition:
    """A clause of a rule as a condition of the user's: generic people become 'you', the verb agreeing."""
    return _sentence_condition(_fix_be(_to_user(text, people)), unit)


_HEDGE = re.compile(r"^\s*(?:generally|usually|normally|typically|in general|in most cases),\s*", re.IGNORECASE)


@construct
def _purpose(text: str) -> tuple[str | None, str | None]:
    """'To get the grant, you' -> ('you can get the grant', 'you')."""
    text = _HEDGE.sub("", text)
    match = re.match(r"^\s*(?:in order\s+)?to\s+(.+?),\s*(.*)$", text, re.IGNORECASE) or re.match(
        r"^\s*(?:in order\s+)?to\s+(.+?)\s+((?:you|your\s+\w+|applicants|claimants|the\s+(?:applicant|claimant|"
        r"borrower|business|veteran))(?:\s+or\s+your\s+\w+)?)\s*$", text, re.IGNORECASE)  # 'To qualify your children'
    if match:
        return f"you can {match.group(1)}", match.group(2).strip() or None
    return None, text.strip() or None


@construct
def _incomplete(text: str) -> bool:
    """Whether a stem still lacks what the list items supply: 'you get', 'you're working for a'."""
    doc = questions.parse(text)
    if len(doc) == 0:
        return True
    if doc[-1].pos_ in ("ADP", "DET", "CCONJ", "SCONJ", "AUX", "PART") or doc[-1].lower_ in ("are", "were", "be", "a",
                                                                                          "an", "the"):
        return True
    if doc[-1].tag_ == "VB" and len(doc) > 1 and doc[-2].lower_ == "to" and not any(
            c.i > doc[-1].i for c in doc[-1].children):
        return True  # '... special rules to export': export what, the items say
    root = questions.parse_root(doc)
    if root is None or root.pos_ not in ("VERB", "AUX"):
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
    had_quantifier = bool(_QUANTIFIER.search(stem))
    stripped = _QUANTIFIER.sub("", stem).strip(" ,")
    if not stripped:
        return "", ""
    joined = re.match(r"^(.*?\S)\s*,?\s+(?:and|or|but)$", stripped)
    if joined and len(joined.group(1).split()) > 2:
        return "", joined.group(1)
    reason = re.match(r"^(.*\S)\s+because\s+(.+)$", stripped, re.IGNORECASE)
    if reason and _incomplete(reason.group(2)) and len(reason.group(1).split()) > 1:
        return _fix_be(reason.group(2)), reason.group(1)  # 'you're not working because you're:' + why
    if " and " in stripped:
        left, right = stripped.rsplit(" and ", 1)
        if _incomplete(right) and (_starts_clause(right) or not _incomplete(stripped)):
            return _fix_be(right), left
    if _incomplete(stripped):
        return _fix_be(stripped), ""
    return ("", "") if had_quantifier else ("", stripped)


# 'any unmarried child in one of the following categories: * A legally adopted child': the
# items name the categories by who is in them, so one is a legally adopted child, not 'in' one
_IN_CATEGORY = re.compile(r"\b(?:in|into|under|within)\s+(?=(?:any|one|either|each)\s+of\s+the\s+following\s+"
                          r"(?:categories|groups|types|classes|kinds)\b)", re.IGNORECASE)
_ANY_EXPLICIT = re.compile(r"\b(any|one of|either|at least one|or more)\b", re.IGNORECASE)
_ALL_FOLLOWING = re.compile(r"\b(?:the|these)\s+followings?\s+(?:apply|applies|are true|conditions)\b", re.IGNORECASE)
_RELATIVE_STEM = re.compile(r"\b(?:who|that|which)\s*:?\s*$", re.IGNORECASE)


@construct
def _any_of(intro: str, items: list[Item], negative: bool, default: bool) -> bool:
    tails = [i.unit.text.rstrip(" ;,.").lower() for i in items[:-1]]
    if tails and tails[-1].endswith(" or"):
        return True
    if tails and tails[-1].endswith(" and"):
        return False
    if _RELATIVE_STEM.search(intro) and not _ANY_EXPLICIT.search(re.sub(r"^.*?\bany\s+\w+", "", intro)):
        return False  # 'any person who:' -- the items finish the clause: all of them describe the person
    if _ALL_FOLLOWING.search(intro) and not _ANY.search(intro):
        return False  # 'if the following apply:' -- all of them
    if _ALL.search(intro) and not _ANY_EXPLICIT.search(intro):
        return False  # 'must meet all requirements, including:' -- the examples are requirements
    if _ALL.search(intro) and not _ANY.search(intro):
        return False
    if _ANY.search(intro) or negative:
        return True
    return default


# 'the smaller of either:': the items are what one is chosen from, not alternatives
_SELECTION = re.compile(r"\b((?:the\s+)?(?:smaller|larger|greater|lesser|higher|lower|earlier|later)\s+of)"
                        r"(?:\s+either)?$", re.IGNORECASE)


@construct
def _listing(members: list[str], joint: str = "or") -> str:
    """'A', 'B', 'C' -> 'A, B or C' (or 'A, B and C')."""
    return members[0] if len(members) == 1 else f"{', '.join(members[:-1])} {joint} {members[-1]}"


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
        # a concession is no condition ('even if they haven't claimed it'), in an item as in a sentence
        text = _DASH_ASIDE.sub(" ", _CONCESSIVE.sub("", plain))
        dash_condition = _DASH_CONDITION.search(text)  # '* Income Tax - if you're a sole trader': when it holds
        if dash_condition and _CONSEQUENCE.search(dash_condition.group(1)):
            dash_condition = None  # '- if you go over the threshold you'll have to register': a rule of its own
        text = _ITEM_TAIL.sub("", _APPOSITION.sub("", text))
        text = f"{lead} {text[:1].lower()}{text[1:]}".strip() if lead else text.strip()
        if not text or k and _MIXTURE.match(text):
            continue
        if item.children and (chosen := _SELECTION.search(text.rstrip(": "))):
            # 'Within the smaller of either: ** 1,000 feet of schools, or ** the area restricted by
            # ordinances': one place, the smaller of the two, not either of them
            among = [a if _is_name(a) else a[:1].lower() + a[1:] for a in map(_item_text, item.children) if a]
            choice = f"either {among[0]}, or {among[1]}" if len(among) == 2 else _listing(among)
            whole = f"{chosen.string[:chosen.start()].rstrip()} {chosen.group(1)} {choice}"
            parts.append(_leaf(_statement(prefix, whole.strip(), people, like), item.unit.index, item=True))
            continue
        if item.children and not _EXAMPLES.search(item.unit.text):
            sub_intro = text.rstrip(":")
            sub_any = _any_of(sub_intro, item.children, negative=False, default=True)
            sub_prefix, own = _split_stem(_to_user(sub_intro, people))
            if sub_prefix and questions.parse(sub_prefix)[0].pos_ == "ADP":
                sub = _list_condition(item.children, prefix, sub_any, people, lead=sub_prefix)
            else:
                sub = _list_condition(item.children, sub_prefix or prefix, sub_any, people)
            if own:
                own_leaf = _leaf(_statement(prefix, own, people, like), item.unit.index, item=True)
                sub = All((own_leaf, sub)) if sub is not None else own_leaf
            if sub is not None:
                parts.append(sub)
            continue
        first, *more = sentences(text)
        more = [m for m in more if not _EITHER_WAY.search(m)]
        exempt = _EXEMPTION.search(first.rstrip(". ")) if _OBLIGED.search(first) else None
        if exempt:  # '* wages must have been earned in Washington, unless you recently left the military'
            first = first.rstrip(". ")[:exempt.start()]
        first, restriction = _limited_to(first.rstrip(". "))
        part = _sentence_condition(_statement(prefix, first, people, like), item.unit.index, item=True)
        if restriction:  # '* sugar and rice (outside the EU only)': exported outside the EU
            part = All((part, _leaf(_statement(prefix, restriction, people, like), item.unit.index, item=True)))
        if dash_condition:
            part = All((part, _user_condition(_ITEM_TAIL.sub("", dash_condition.group(1)), people, item.unit.index)))
        if named := _KNOWN_AS_GROUP.search(plain):
            # '* you get the Guarantee Credit - known as the 'core group'': who is told which group
            # they are in can answer that, when not what puts them in it
            part = All((part,), f"you are in the {named.group(1)}")
        if exempt:  # the requirement is met, or the exemption holds
            part = Any((part, _user_condition(exempt.group(1), people, item.unit.index)))
        if more:  # '* Have a completed form. The patient signs their copy, and ...': each sentence is required
            part = All((part, *(_user_condition(s.rstrip(". "), people, item.unit.index) for s in more)))
        parts.append(part)
    return _combined(parts, any_of) if parts else None


# an item's condition named as a group: ' - known as the 'core group''
_KNOWN_AS_GROUP = re.compile(r"\s[-–]\s+known as the\s+['‘’\"]?([\w -]*?\bgroup)['‘’\"]?[\s;,.]*$",
                             re.IGNORECASE)

_OBLIGED = re.compile(r"\b(?:must|need to|needs to|have to|has to)\b", re.IGNORECASE)  # a requirement's modal
# a requirement in an item with its exemption: '* At least some wages must have been earned in
# Washington, unless you recently left the military': met by the wages, or by having left
_EXEMPTION = re.compile(r",\s*unless\s+((?:you|your|they|their|it|the)\b[^;:()]+)$", re.IGNORECASE)
_LIMITED_TO = re.compile(r"\s*\((?:only\s+([^()]+)|([^()]+?)\s+only)\)$", re.IGNORECASE)


@construct
def _limited_to(item: str) -> tuple[str, str]:
    """An item and the place or case it is limited to ('sugar and rice (outside the EU only)'
    -> 'sugar and rice', 'outside the EU'); '' when it names none. A restriction that is not a
    place or case ('(residential care services only)') stays in the item."""
    match = _LIMITED_TO.search(item)
    restriction = match and (match.group(1) or match.group(2)).strip()
    if not restriction or questions.parse(restriction)[0].pos_ != "ADP":
        return item, ""
    return item[:match.start()].rstrip(), restriction


@construct
def _combined(parts: list, any_of: bool) -> Condition:
    """Conditions read together (a list's items, a subject's kinds): one alone is itself, and
    several get the group question of `_together`."""
    if len(parts) == 1:
        return parts[0]
    together = _together(parts, any_of)
    return Any(tuple(parts), together) if any_of else All(tuple(parts), together)


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


# '* a mixture of the two' holds only where the items before it do: no case of its own
_MIXTURE = re.compile(r"^(?:a|any)\s+(?:mixture|combination|mix)\s+of\s+(?:the\s+two|both|these|them|the\s+above)$",
                      re.IGNORECASE)
# an item that ends 'For example:' is the condition, and its items illustrate it
_EXAMPLES = re.compile(r"\b(?:for example|for instance|such as|e\.g\.)\W*$", re.IGNORECASE)
_EITHER_WAY = re.compile(r"\bor not\W*$", re.IGNORECASE)  # 'It's their choice to use Centrepay or not': no condition


_ITEM_ADJUNCT = re.compile(r"^((?:for|in|on|under|during|after|before|with)\s+[^,]{2,60}),\s+(\w.*)$", re.IGNORECASE)


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


@construct
def _statement(prefix: str, item: str, people: bool, like: str = "") -> str:
    """An item as a whole clause: the prefix gives it the subject (and verb) it lacks; `like`
    is what every other item of its list is (`_form`), which a misread item is too."""
    # '1. Whether you worked ...'
    item = re.sub(r"^whether\s+", "", _ITEM_LABEL.sub("", item.strip()), flags=re.IGNORECASE)
    if "," not in item:  # '* If your net earnings were $400 or more': the item is the condition; the list says 'if'
        item = re.sub(r"^(?:if|when|where)\s+(?=\S)", "", item, flags=re.IGNORECASE)
    item = re.sub(r"^(A|An|The)\s+(?=\S)", lambda m: m.group(1).lower() + " ", item)  # '* A corporation ...'
    adjunct = _ITEM_ADJUNCT.match(item)
    if adjunct and questions.parse(adjunct.group(2))[0].pos_ != "ADP":
        # '* For direct loans, be able to show ...': the adjunct goes after what is required (not
        # so '* for someone else, as a worker', where the adjunct is what is said)
        item = f"{adjunct.group(2)} ({adjunct.group(1)[0].lower()}{adjunct.group(1)[1:]})"
    if prefix.endswith((" in", " at")) and questions.parse(item)[0].pos_ == "ADP":
        prefix = prefix.rsplit(" ", 1)[0]  # 'located in any of: * Within one mile of ...': not 'in within'
    negation = re.match(r"^(?:not|never)\s+(?=\w)", item, re.IGNORECASE)
    if negation:  # 'Not be delinquent on a federal debt'
        return _negate(_statement(prefix, item[negation.end():], people, like))
    doc = questions.parse(item)
    # 'Montenegro' among places, which the small model does not know for one
    place = like == "place" and bool(re.fullmatch(r"[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,2}", item))
    name = _is_name(item) or place
    if item[:1].isupper() and not item[:2].isupper() and not name and (
            (doc[0].pos_ != "PROPN" and (len(doc) == 1 or not doc[1].text[:1].isupper()))
            or set(wordforms.lemmas(doc[0].lower_)) == {"VERB"}):
        verb = doc[0].dep_ == "ROOT" and doc[0].pos_ == "VERB"
        item = item[0].lower() + item[1:]
        doc = questions.parse(item)
        if verb and doc[0].pos_ != "VERB" and (after := questions.parse(f"they {item}"))[1].dep_ == "ROOT" \
                and after[1].pos_ == "VERB":
            # '* Transfer or roll over your money ...': the verb the capital was read as, which in
            # lower case the small model takes for a noun ('Is it transfer or roll over ...?')
            doc = after[1:].as_doc()
    root = questions.parse_root(doc)
    verb_first = root is not None and root.i == 0 and root.pos_ in ("VERB", "AUX") and not name
    if verb_first and like == "noun" and "VERB" not in wordforms.lemmas(doc[0].lower_):
        # '* layby services' among '* registration', '* licensing and accreditation': a word the
        # lexicon knows as no verb, which the small model reads as one, opens a noun phrase like
        # the other items ('Do you have layby services?', not 'Do you layby services?')
        verb_first = False
    if like == "verb" and not verb_first and not name and root is not None and doc[0].pos_ == "NOUN" and len(doc) > 2 \
            and "VERB" in wordforms.lemmas(doc[0].lower_):
        # '* Wears or uses an appliance', '* Address barriers that ...' among items that open with
        # verbs: the small model reads the verb as a noun; after a subject it reads it as a verb
        after = questions.parse(f"they {item}")
        verb = after[1]
        if verb.dep_ == "ROOT" and verb.tag_ in ("VBP", "VBZ") and not verb.lower_.endswith("ing") and any(
                c.dep_ in ("dobj", "prep") for c in (verb, *_conjuncts(verb)) for c in c.children):
            doc = after[1:].as_doc()
            verb_first, root = True, doc[0]
    if prefix and re.search(r"\b(?:since|after|before|until|because|that|when|whether)$", prefix, re.IGNORECASE):
        return _fix_be(f"{prefix} {_to_user(item, people)}")  # 'returning to work since: * your child came'
    if _PERSON_SUBJECT.match(item) and len(item.split()) > 2 or root is not None and _finite(root) and any(
            # not '* as someone who's self-employed', which the small model reads as a clause
            c.dep_ in ("nsubj", "nsubjpass", "expl") and c.i < root.i and c.pos_ != "ADJ" and doc[0].lower_ != "as"
            and not any(t.dep_ == "cc" for t in doc[:c.left_edge.i])  # not '* ill or your X died'
            for c in root.children):
        return _fix_be(_to_user(item, people))
    if verb_first and prefix and re.search(r"\b(?:will|would|can|could|may|might|must|should|to)$", prefix, re.I) \
            and len(prefix.split()) > 2:
        return f"{prefix} {item}"  # 'engaged in a business that will: * provide employment'
    if verb_first and root.tag_ in ("VBG", "VBN", "VBD") and prefix \
            and re.search(r"(?:\b(?:are|is|am|be)|'re)$", prefix):
        return _fix_be(f"{prefix} {item}")  # 'if you're: * planning to come back', '* retired'
    if verb_first:
        subject = _subject_of(prefix) if prefix else "you"
        if root.tag_ == "VBN" and not re.search(r"\b(are|is|were|was|be|been|have|has)$", subject):
            return f"{subject} {'are' if subject == 'you' else 'is'} {item}"
        if root.tag_ == "VBD" and subject != "you":
            return f"{subject} {item}"  # 'Veterans who: * Met the requirements': the veteran met them
        if root.tag_ == "VBZ":  # 'any Veteran who: * Uses medication': you use it
            item = questions.join_tokens(doc, {t.i: t.lemma_ for t in (root, *_conjuncts(root)) if t.tag_ == "VBZ"})
        return _fix_be(f"{subject} {item}") if subject == "you" else _drop_modal(f"{subject} must {item}")
    if prefix == "it is" and root is not None and root.tag_ == "NNS" and doc[0].dep_ != "det":
        return _user_kind(doc, "it is")  # 'things like: * business goods' -> 'it is a business good'
    if people and root is not None and root.pos_ in ("NOUN", "PROPN") and _noun_lemma(root) in _PEOPLE and \
            re.fullmatch(r"you\s+(?:meet|satisfy|fit)", prefix, re.IGNORECASE):
        return _user_kind(doc)  # 'you must meet one of the following: * A transitioning Servicemember ...': you are one
    if prefix:
        copula = re.match(r"^(.*?)(?:\s+(are|is|am)|'re)$", prefix)
        if copula and people and root is not None and root.tag_ == "NNS" and doc[0].dep_ != "det" \
                and (root.lemma_.lower() in _PEOPLE | {"worker", "seafarer", "trainee"} or _may_be_person(root)):
            # 'if you're: * foreign workers' -> 'you are a foreign worker'; '* casual labourers'
            # asked 'Are you casual labourers ...?' before any noun of a person was taken
            return _user_kind(doc, f"{copula.group(1)} {copula.group(2) or 'are'}")
        return _fix_be(f"{prefix} {item}")
    if root is not None and (root.pos_ == "PROPN" and questions.is_place(item) or place):
        return f"you are in {item}"
    if people and root is not None and root.pos_ in ("NOUN", "PROPN"):
        # 'you can claim expenses for: * meals', 'benefits including: * Carer's Allowance': a thing
        return _user_kind(doc, "you are" if _may_be_person(root) else "it is")
    if people and root is not None and root.tag_ == "VBG" and any(
            c.dep_ == "nsubj" and c.tag_ == "NNS" and _noun_lemma(c) in _PEOPLE for c in root.children):
        # 'self-employed people running their own business': a kind of person, not a clause; theirs is yours
        return re.sub(r"\btheir\b", "your", _user_kind(doc))
    return item


_AGENT = re.compile(r"(?:er|or|ist|ee|ian|ant|ent)$")
_BODIES = {"body", "authority", "council", "association", "trust", "society", "union", "corporation", "board",
           "club", "school", "college", "university", "team", "couple", "estate", "sponsor"}


@construct
def _may_be_person(noun) -> bool:
    """A noun that may name a person or body ('a carer', 'a landlord', 'a resident'); a name
    ('Carer's Allowance') or a thing ('meals') may not."""
    lemma = _noun_lemma(noun)
    if lemma in _BENEFICIARIES | _BODIES:
        return True
    return noun.pos_ == "NOUN" and bool(_AGENT.search(lemma)) and not lemma.endswith("ment")


@construct
def _is_name(item: str) -> bool:
    """'Montenegro', 'Jobseeker's Allowance': a name keeps its capitals (and is no verb)."""
    words = [w for w in re.findall(r"[A-Za-z][\w'’-]*", item) if len(w) > 3 or w[:1].isupper()]
    if len(words) == 1 and len(item.split()) == 1:
        return questions.is_place(item) or "VERB" not in wordforms.lemmas(item.lower()) and item[1:].islower()
    return len(words) > 1 and all(w[:1].isupper() for w in words)


@construct
def _user_kind(doc, subject: str = "you are") -> str:
    """'share fishermen' -> 'you are a share fisherman'; 'people living in X' -> 'you are living
    in X'; with subject 'it is', 'pension contributions' -> 'it is a pension contribution'."""
    root = next((t for t in doc if t.dep_ == "ROOT"), doc[-1])
    if root.pos_ not in ("NOUN", "PROPN"):  # 'Veterans with VA rated conditions': the parse lost the noun
        root = next((t for t in doc[:max(3, root.i)] if t.tag_ in ("NNS", "NNPS") and _noun_lemma(t) in _PEOPLE),
                    root)
    generic = root.lower_ in ("people", "persons", "those", "anyone", "someone") or (
        root.lemma_ in _PLAIN_PEOPLE and len(doc) > 1
        and all(t.i == root.i or t.dep_ == "amod" and t.pos_ == "ADJ" for t in doc))  # 'pregnant women': pregnant
    keep = [t for t in doc if not (t.i == root.i and generic) and not (t.i < root.i and t.dep_ == "det")]
    kind = root.tag_ in ("NNPS", "NNP") and _noun_lemma(root) in _PEOPLE  # 'Veterans with ...': a kind, not a name
    acronym = re.fullmatch(r"([A-Z]{2,})s", root.text)  # 'MREIDLs': a kind named by its acronym
    lemma = acronym.group(1) if acronym else _noun_lemma(root) if kind or root.tag_ == "NNS" else root.lemma_
    phrase = questions.join_tokens(keep, {**_one_of_them(root), **({root.i: lemma} if root.tag_ in ("NNS", "NNPS")
                                                                   or acronym else {})})
    if keep and keep[0].lower_ in ("certain", "various", "some") and keep[0].dep_ in ("amod", "det") and len(keep) > 1:
        phrase = phrase.split(" ", 1)[1]  # 'certain benefits': a benefit
    if generic or root.tag_ not in ("NN", "NNS") and not (kind or acronym) or (
            subject == "it is" and root.text[:1].isupper() and not acronym):
        return f"{subject} {phrase}"  # 'it is Carer's Allowance': a name takes no article
    owner = next((c for c in root.children if c.dep_ == "poss" and c.pos_ in ("NOUN", "PROPN")), None)
    if owner is not None and root.tag_ == "NNS" and subject == "you are":
        # "the Veteran's dependents": you are one of them, a dependent of the Veteran
        return f"{subject} {_a(lemma)} of {doc[owner.left_edge.i:owner.i + 1].text}"
    if doc[0].dep_ == "det" and doc[0].lower_ not in ("a", "an"):
        return f"{subject} {doc.text}"
    return f"{subject} {_a(phrase)}"


@construct
def _one_of_them(root) -> dict[int, str]:
    """A plural kind said of one: the kinds it is joined to in the singular too ('volunteers
    or voluntary workers': a volunteer or voluntary worker), and adjectives joined by 'and'
    as alternatives ('current and former members': a current or former member)."""
    replace = {}
    for noun in (t for t in root.children if t.dep_ in ("conj", "appos") and t.tag_ == "NNS" and t.text.islower()
                 and root.doc[t.i - 1].text != "("):  # not '(CASCs)
        replace[noun.i] = _noun_lemma(noun)
    if root.tag_ in ("NNS", "NNPS"):
        for clause in (t for t in root.children if t.dep_ == "relcl"):  # 'businesses that are': a business that is
            finite = next((t for t in (*(c for c in clause.children if c.dep_ in ("aux", "auxpass")), clause)
                           if t.tag_ == "VBP"), None)
            if finite is not None and any(c.dep_ in ("nsubj", "nsubjpass") and c.tag_ in ("WDT", "WP")
                                          for c in clause.children):
                replace[finite.i] = questions.SINGULAR_AUXILIARY.get(finite.lower_) or next(
                    iter(wordforms.inflections(finite.lemma_, "VBZ")), finite.text)
        for adjective in (t for t in root.children if t.dep_ in ("amod", "nmod")):  # 'State and local governments'
            for cc in adjective.children:
                if cc.dep_ == "cc" and cc.lower_ == "and" and cc.i + 1 < len(root.doc) and \
                        root.doc[cc.i + 1].pos_ == "ADJ" and root.doc[cc.i + 1].dep_ in ("amod", "conj"):
                    replace[cc.i] = "or"
    return replace


@construct
def _a(phrase: str) -> str:
    """One of a kind: 'a pension contribution', 'another type of bankruptcy' ('other type'),
    'any benefit' (a quantifier takes no article)."""
    first, _, rest = phrase.partition(" ")
    if first.lower() == "other" and rest:
        return f"another {rest}"
    if first.lower() in ("another", "any", "each", "every", "no", "some", "such", *_DETERMINERS):
        return phrase  # 'your business' has its determiner
    return f"{_article(phrase)} {phrase}"


_DETERMINERS = ("a", "an", "the", "your", "their", "his", "her", "its", "our", "my", "this", "that", "these", "those")


@construct
def _article(phrase: str) -> str:
    """'a' or 'an' by sound: 'an apprentice', 'a UK resident', 'an MP', 'a university'."""
    word = phrase.split()[0] if phrase.split() else ""
    if word.isupper() and len(word) > 1:
        return "an" if word[0] in "AEFHILMNORSX" else "a"
    if re.match(r"(?:uni|use|usu|eu|one\b|once)", word, re.IGNORECASE):
        return "a"
    return "an" if word[:1].lower() in "aeiou" else "a"


@construct
def _finite(verb) -> bool:
    """A verb that makes a clause: 'your benefits stop', not 'Adoption Leave'."""
    if verb.i > 0 and verb.text[:1].isupper():
        return False  # 'Adoption Leave' is a name, not a verb
    return verb.pos_ in ("VERB", "AUX") and (verb.tag_ in ("VBZ", "VBP", "VBD", "MD") or any(
        c.dep_ in ("aux", "auxpass") and c.tag_ in ("VBZ", "VBP", "VBD", "MD") for c in verb.children))


@construct
def _subject_of(prefix: str) -> str:
    doc = questions.parse(prefix)
    subject = next((t for t in doc if t.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    if subject is None:
        # 'your children' (from 'your children must:') is itself the subject
        return prefix if all(t.pos_ in ("DET", "PRON", "NOUN", "PROPN", "ADJ") for t in doc) else "you"
    return doc[subject.left_edge.i: subject.right_edge.i + 1].text


_AGREEMENT = [(re.compile(r"\byou (?:be|is|am)\b", re.I), "you are"), (re.compile(r"\byou was\b", re.I), "you were"),
              (re.compile(r"\byou has\b", re.I), "you have"), (re.compile(r"\byou does\b", re.I), "you do"),
              (re.compile(r"^it (?:are|be)\b", re.I), "it is"), (re.compile(r"^it were\b", re.I), "it was"),
              (re.compile(r"^it have\b", re.I), "it has"), (re.compile(r"^it do\b", re.I), "it does")]
_IT_VERB = re.compile(r"^(it) ([a-z]+)\b")
_YOU_VERB = re.compile(r"^(you) ([a-z]+s)\b")


@construct
def _fix_be(text: str) -> str:
    """Agreement after the subject became 'you' or 'it': 'you is' -> 'you are', 'you studying'
    -> 'you are studying', 'it are used' -> 'it is used', 'it contain' -> 'it contains'."""
    for pattern, replacement in _AGREEMENT:
        text = pattern.sub(replacement, text)
    verb = _IT_VERB.match(text)  # 'products that contain X': it contains X
    if verb and wordforms.lemmas(verb.group(2)).get("VERB", ())[:1] == (verb.group(2),) \
            and verb.group(2) not in ("is", "was", "has", "does", "can", "will", "may", "must"):
        text = f"it {(wordforms.inflections(verb.group(2), 'VBZ') or (verb.group(2),))[0]}{text[verb.end():]}"
    verb = _YOU_VERB.match(text)  # 'a producer who agrees to forgo the loan': you agree to
    lemma = verb and (wordforms.lemmas(verb.group(2)).get("VERB") or ("",))[0]
    if lemma and lemma != verb.group(2) and verb.group(2) in wordforms.inflections(lemma, "VBZ"):
        text = f"{verb.group(1)} {lemma}{text[verb.end():]}"
    participle = _YOU_ING.match(text)
    if participle and questions.is_gerund(participle.group(2)):
        text = f"{participle.group(1)} are {text[participle.start(2):]}"
    return text


_YOU_ING = re.compile(r"^(you(?: or your partner| and your partner)?) (\w+ing)\b", re.IGNORECASE)


_CONDITION_MODAL = re.compile(r"^(.*?)\s+(?:must|shall|will need to|need to|needs to|have to|has to|should)\s+(not\s+)?"
                              r"(?:(?:also|still|always|usually|normally|only|then)\s+)?(\w+)(.*)$",
                              re.IGNORECASE | re.DOTALL)


@construct
def _drop_modal(statement: str) -> str:
    """A requirement is a condition: 'you or your partner must be 60' -> 'you or your partner are 60'."""
    # 'You'll still need to meet the other rules': you meet them
    statement = re.sub(r"^(you|they|we)(?:['’]ll|\s+will)\s+(?:(?:still|also|usually|normally)\s+)?"
                       r"(?=(?:need|have) to\b)", r"\1 ", statement, flags=re.IGNORECASE)
    match = _CONDITION_MODAL.match(statement)
    words = len(match.group(1).split()) if match else 0
    if not match or words > 12 or words > 6 and any(t.pos_ in ("VERB", "AUX") for t in questions.parse(match.group(1))):
        return statement  # what comes before the modal is a clause, not a subject
    subject, negation, verb, rest = match.groups()
    plural = subject.lower().split()[0] in ("you", "they", "we") or " and " in subject.lower() or (
        questions.parse(subject)[-1].tag_ in ("NNS", "NNPS"))
    if verb.lower() == "be":
        verb = "are" if plural else "is"
    elif verb.lower() == "have" and not plural:
        verb = "has"
    elif not plural:
        verb = (wordforms.inflections(verb, "VBZ") or (verb,))[0]
    if negation:
        aux = {"are": "are not", "is": "is not"}.get(verb)
        verb = aux or f"{'do' if plural else 'does'} not {verb if plural else match.group(3)}"
    else:  # 'must have sustained injury and (must) be located in X': and are located in X
        rest = re.sub(r"\b(and|or)\s+(?:must\s+)?be\b", rf"\1 {'are' if plural else 'is'}", rest)
    return f"{subject} {verb}{rest}"


# not 'since': it is mostly 'from when'
_REASON = re.compile(r",?\s+(?:because(?!\s+of\b)|so that)\b.*$", re.IGNORECASE)


@construct
def _stated(statement: str) -> str:
    """A condition as the user is asked it: a requirement without its modal, a reason dropped
    ('you must live in England because ...' -> 'you live in England')."""
    return _drop_modal(_REASON.sub("", statement))


@construct
def _leaf(statement: str, unit: int, item: bool = False) -> Condition:
    """One condition; one that names alternatives or several things ('you live in Cyprus,
    France or Spain', 'your browser allows SSL, cookies and JavaScript') becomes one fact
    per member, as a reader would ask them one at a time. A list item is one condition as its
    author wrote it, unless it enumerates three or more named alternatives (places, benefits)."""
    statement = _stated(statement)
    if excepted := _KIND_EXCEPT.match(statement):  # 'all businesses except partnerships': a business, not a partnership
        kind, other = excepted.groups()
        other_leaf = _leaf(_user_kind(questions.parse(other)), unit, item)
        return All((_leaf(kind, unit, item), replace(other_leaf, negated=not other_leaf.negated)
                    if isinstance(other_leaf, Leaf) else Not(other_leaf)))
    condition = questions.positive(statement)
    split = _coordination(condition.text, item)
    if split is None:
        return Leaf(condition.text, condition.negated, unit)
    connective, members = split
    parts = tuple(_leaf(member, unit) for member in members)
    # the whole as written, for a user who can answer none of the members
    together = "" if condition.negated else condition.text
    combined = Any(parts, together) if connective == "or" else All(parts, together)
    return Not(combined) if condition.negated else combined


_KIND_EXCEPT = re.compile(r"^(you are an? [\w-]+(?: [\w-]+)?) (?:except|apart from|other than) (?:for )?"
                          r"([\w-]+(?: [\w-]+){0,2})$", re.IGNORECASE)
_ARGUMENT = ("dobj", "pobj", "attr", "acomp", "oprd", "appos", "npadvmod")


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
    found = []
    for token in doc:
        if token.dep_ == "conj":
            first = token
        elif token.dep_ == "cc" and token.lower_ in ("and", "or"):
            first = token.head
        else:
            continue
        # 'your husband, wife, civil partner or a charity': the small model makes the second an apposition
        while first.dep_ == "conj" or first.dep_ == "appos" and first.head.pos_ == first.pos_ == "NOUN" and any(
                c.dep_ == "conj" for c in first.children):
            first = first.head
        words = {t.lower_ for t in doc[first.i:] if t.dep_ == "cc"} & {"and", "or"}
        if len(words) == 1 and first.pos_ in ("NOUN", "PROPN", "ADJ") and first not in found:
            found.append(first)
    # The outermost coordination first: 'a citizen, non-citizen national or legal resident alien'
    for first in sorted(found, key=lambda t: (t.dep_ not in _ARGUMENT, t.i)):
        connective = ({t.lower_ for t in doc[first.i:] if t.dep_ == "cc"} & {"and", "or"}).pop()
        if first.dep_ in ("amod", "compound") and first.head.i > first.i:
            # 'a physical or mental illness'; but 'family and domestic violence' is one thing
            return None
        if first.dep_ not in _ARGUMENT:
            continue
        members = _members(first, stop_at_verbs=first.pos_ != "ADJ")
        if len(members) < 2 or any(len(m.split()) > 12 for m in members):
            return None
        members = _of_each(first, members)
        if _shared_noun_head(doc, first, members):
            return None
        if connective == "and" and first.pos_ == "ADJ":
            return None  # 'commercial, regular and organised' is one description
        if first.dep_ == "pobj" and len(members) == 2 and not any(m[:1].isupper() for m in members):
            return None  # 'due to a medical condition or disability': one reason, as a reader asks it
        if connective == "and" and (len(members) == 2 or any(questions.is_place(m) for m in members)) \
                or item and (connective == "and" or len(members) < 3 or not all(m[:1].isupper() for m in members)):
            return None
        tail = _shared_tail(doc, first)
        if tail and members[-1].endswith(tail) and len(members[-1]) > len(tail):
            members = [*members[:-1], members[-1][:-len(tail)].strip()]
            members = [f"{m} {tail}" for m in members]
        article = re.match(r"^(a|an|your|the)\s", members[0], re.IGNORECASE)
        if article:  # 'your husband, wife or civil partner': your wife, your civil partner
            members = [m if k == 0 or m.split()[0].lower() in (*_DETERMINERS, "one")
                       else f"your {m}" if article.group(1).lower() == "your"
                       else m if article.group(1).lower() == "the" else _a(m)
                       for k, m in enumerate(members)]
        return connective, [f"{doc[:first.left_edge.i].text_with_ws}{m}".strip() for m in _shared_head(members)]
    return None


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
def _of_each(first, members: list[str]) -> list[str]:
    """'a member of the Plant Health Propagation Scheme or the Seed Potato Classification Scheme':
    the names are what is coordinated, though the parse joins the second to 'member'; each is
    'a member of' one."""
    of = next((c for c in first.children if c.dep_ == "prep" and c.lower_ == "of"), None)
    conjs = [c for c in first.children if c.dep_ == "conj"]
    if of is None or first.pos_ != "NOUN" or not conjs or not all(  # 'or a Reservist' is a kind of its own
            c.pos_ == "PROPN" and c.doc[c.left_edge.i].lower_ == "the" for c in conjs) \
            or not any(g.dep_ == "pobj" and g.pos_ == "PROPN" for g in of.children):
        return members
    head = first.doc[first.left_edge.i:of.i + 1].text
    return [members[0], *(f"{head} {m}" for m in members[1:])]


@construct
def _shared_tail(doc, first) -> str:
    """What follows a coordination and belongs to the verb, not to its last member: 'sell
    seeds, roots or bulbs from ornamental plants' sells each of them from ornamental plants."""
    inside = {t.i for t in first.subtree}
    end = max(inside)
    if end + 1 >= len(doc) or doc[end + 1].head.i in inside or doc[end + 1].dep_ not in ("prep", "advmod", "npadvmod"):
        return ""
    return doc[end + 1:].text.strip(" .;,")


@construct
def _shared_head(members: list[str]) -> list[str]:
    """Names that share their last word: 'Maternity', 'Adoption Leave' -> 'Maternity Leave',
    'Adoption Leave'."""
    last = members[-1].split()
    if len(last) < 2 or any(len(m.split()) > 1 or not m[:1].isupper() for m in members[:-1]) or not all(
            w[:1].isupper() for w in last):
        return members
    return [f"{m} {last[-1]}" for m in members[:-1]] + [members[-1]]


_LEADING_MARK = re.compile(r"^(if|unless|as long as|provided(?: that)?|providing|when|whenever|where|once)\s+(.*)$",
                           re.IGNORECASE | re.DOTALL)
_A = {"a", "an"}
_CLAUSE_START = {"you", "your", "they", "their", "it", "we", "the", "this", "these", "those", "he", "she", "there"}


@construct
def _starts_clause(text: str) -> bool:
    """'you may be able to claim ...' starts a clause; 'or Wales' does not."""
    # a coordinated subject ('you or your family member must') is longer than most
    words = text.split()[:8 if re.match(r"^(?:you|your \w+) (?:or|and) your\b", text, re.IGNORECASE) else 5]
    return bool(words) and re.split(r"['’]", words[0].lower())[0] in _CLAUSE_START and any(
        t.tag_ in ("MD", "VBZ", "VBP", "VBD") for t in questions.parse(" ".join(words))[1:])


@construct
def _leading_condition(doc, unit, previous: str, keep_incomplete: bool = False) -> list[Rule]:
    """'If X[,] Y.' when the parser missed the clause boundary: split at the comma, or where
    a new subject starts a finite clause."""
    text = _plain(doc.text).strip().rstrip(".")
    match = _LEADING_MARK.match(text)
    if not match:
        return []
    offset = match.start(2)
    split = None
    commas = [m.start() for m in re.finditer(",", text) if m.start() > offset]
    if commas:
        clause_commas = [c for c in commas if _starts_clause(text[c + 1:])]
        split = (clause_commas or commas)[0]
        rest = split + 1
    else:
        seen_verb = False
        for k, token in enumerate(doc):
            if token.idx < offset:
                continue
            if token.pos_ in ("VERB", "AUX") and token.idx > offset:
                seen_verb = True
            if seen_verb and (token.lower_ in _CLAUSE_START and (any(
                    t.tag_ in ("MD", "VBZ", "VBP", "VBD") for t in doc[k + 1:k + 4]) or token.lower_ in (
                    "you", "they", "we") and k + 1 < len(doc) and doc[k + 1].tag_ == "VB")  # 'you stop' as VB
                    or token.lower_ in _A and k + 2 < len(doc) and doc[k + 1].pos_ == "NOUN"
                    and doc[k + 2].tag_ == "MD"):  # 'you log out of your app a message will say'
                finite = next((t.i for t in doc[k + 1:k + 4] if t.tag_ in ("MD", "VBZ", "VBP", "VBD")), k + 1)
                # 'unhappy with the response you can appeal': the clause starts at its subject, 'you'
                start = max(j for j in range(k, finite) if doc[j].lower_ in _CLAUSE_START or doc[j].lower_ in _A)
                split = rest = doc[start].idx
                break
    if split is None:
        return []
    condition_text, conclusion_text = text[offset:split], text[rest:]
    if len(conclusion_text.split()) < 2 and not keep_incomplete:
        return []
    condition_text = condition_text.strip()
    if match.group(1).lower() in ("when", "once") and not _PERSON_SUBJECT.match(condition_text):
        condition_text = _perfect(condition_text)  # 'when your claim is approved': once it has been
    condition = _sentence_condition(condition_text, unit.index)
    if match.group(1).lower() == "unless":
        condition = Not(condition)
    nested = [r for r in _sentence_rules(replace(unit, text=conclusion_text.strip()), previous)
              if not r.required]  # 'If you're a couple, you need to register': the need is what it concludes
    if nested and not keep_incomplete:
        # 'If you work abroad, you can get SMP as long as your employer pays NI'
        inner = nested[0]
        return [Rule(inner.conclusion, inner.negated, All((condition, inner.condition)), unit.index)]
    return [_rule(conclusion_text, [condition], unit)]


# The word after 'or' in a bound: '55,000 pounds or more', '12 months or longer', '£100 or less'
_BOUND_WORD = re.compile(r"^(?:more|less|fewer|over|under|above|below|older|younger|longer|shorter|higher|lower|"
                         r"greater)$", re.IGNORECASE)


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
    # at each comma not inside a number ('$19,817')
    pieces = [p.replace("\0", ",") for p in re.split(r"\s*(?<!\d),(?!\d)\s*(?:and\s+|or\s+)?", text) if p]
    if pieces:
        # 'adults and children who have income and assets': only an 'and' before the relative clause
        relative = re.search(r"\b(?:who|that|which|with|whose)\b", pieces[-1])
        head = pieces[-1][:relative.start()] if relative else pieces[-1]
        joint = re.search(r"\s+(?:and|or)\s+", head)
        # '55,000 pounds or more' is one bound, not two things (split, it asked 'Is it more?')
        if joint and not _BOUND_WORD.match(pieces[-1][joint.end():].strip()):
            pieces[-1:] = [pieces[-1][:joint.start()], pieces[-1][joint.end():]]
    out = []
    for member in pieces:
        member = member.strip()
        if not member:
            continue
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
    if len(members) < 2 or not all(found) or not found[-1].group("of") or any(f.group("of") for f in found[:-1]):
        return members
    if not all(_lemma(f.group("noun").lower(), "NOUN") in _PARTY_NOUNS for f in found):
        return members
    return [f"{m}{found[-1].group('of')}" for m in members[:-1]] + [members[-1]]


@construct
def _definition_rule(doc, unit) -> list[Rule]:
    """'Digital services include things like broadcasting, music and games.': it is a digital
    service if it is one of them."""
    root = questions.parse_root(doc)
    if root is None or root.lemma_ not in ("include", "apply", "cover"):
        return []
    subject = next((c for c in root.children if c.dep_ == "nsubj"), None)
    obj = next((c for c in root.children if c.dep_ == "dobj"), None)
    if subject is None or subject.pos_ not in ("NOUN", "PROPN"):
        return []
    # one thing included defines nothing ('The price includes VAT'), but what eligible land includes
    # is land that is eligible ('Land eligible for wetland reserve easements includes farmed or
    # converted wetland that can be restored', whatever the parse makes of the participles)
    eligible = any(t.lower_ in ("eligible", "qualifying") for t in subject.subtree)
    if obj is None:
        if not eligible:
            return []
        members = [doc[root.i + 1:].text.rstrip(" .;")]
    else:
        if obj.lemma_ in ("thing", "example") and (like := next((c for c in obj.children if c.dep_ == "prep"), None)):
            obj = next((c for c in like.children if c.dep_ == "pobj"), obj)
        members = _members(obj)
    if len(members) < 2 and not eligible:
        return []
    if _noun_lemma(subject) in _PEOPLE:  # 'Applicants may include individuals, legal entities ...'
        leaves = [_leaf(_user_kind(questions.parse(member)), unit.index) for member in members]
    else:
        leaves = [_leaf(f"the {subject.lemma_.lower()} is {member}", unit.index) for member in members]
    return [Rule(_defined_kind(subject), False, leaves[0] if len(leaves) == 1 else Any(tuple(leaves)), unit.index)]


@construct
def _defined_kind(subject) -> str:
    """What a definition of a kind concludes: 'Digital services include ...' -> 'it is a digital
    service'; a kind of people is one the reader can be ('you can be an applicant')."""
    words = list(subject.subtree)
    kind = questions.join_tokens(words, {words[0].i: words[0].lower_} if words[0].i == 0 and words[0].pos_ != "PROPN"
                                 and not words[0].text.isupper() else None)  # 'Cultural goods' starts the sentence
    kind = " ".join(w for w in kind.split() if w.lower() not in ("the",))
    singular = re.sub(rf"\b{re.escape(subject.text)}\b", subject.lemma_.lower(), kind, flags=re.IGNORECASE)
    return f"{'you can be' if _noun_lemma(subject) in _PEOPLE else 'it is'} {_article(singular)} {singular}"


@construct
def _need_rule(doc, unit) -> list[Rule]:
    """'You need a supplier document to sell seeds': you need one if you sell them, and you can
    sell them if you have one. 'You need 30 years of contributions to be eligible': likewise."""
    root = questions.parse_root(doc)
    if root is None or root.lemma_ not in ("need", "require") or root.tag_ == "VBN":
        return []
    subject = next((c for c in root.children if c.dep_ == "nsubj"), None)
    obj = next((c for c in root.children if c.dep_ == "dobj"), None)
    # the small model often hangs 'to sell' on the object, as if it said which document
    purpose = next((c for head in (root, obj) if head is not None for c in head.children
                    if c.dep_ in ("advcl", "xcomp", "relcl", "acl") and (c.i > (obj.i if obj else root.i) or (
                        c.dep_ == "advcl" and c.left_edge.i == 0))  # 'To export livestock, you need an EHC'
                    and any(a.tag_ == "TO" and a.i == c.left_edge.i for a in c.children)), None)
    if subject is None or obj is None or purpose is None or subject.lower_ not in ("you", "they"):
        return []
    need = questions.join_tokens(t for t in doc if t.i >= subject.i and t.lower_ not in ("usually", "normally")
                                 and not (purpose.left_edge.i <= t.i <= purpose.right_edge.i) and t.dep_ != "punct")
    action = questions.join_tokens(t for t in _closing_brackets(doc, list(purpose.subtree))
                                   if t.tag_ != "TO" or t.head.i != purpose.i)
    # what is needed, with its prepositions the parse hung on 'need' ('10 years on your record')
    needed = [*obj.subtree, *(t for c in root.children if c.dep_ == "prep" and c.i > obj.i for t in c.subtree)]
    have = questions.join_tokens(t for t in needed if t.i not in {p.i for p in purpose.subtree})
    return [Rule(need.strip(" ,"), False, _sentence_condition(_fix_be(f"you {action}"), unit.index), unit.index),
            Rule(_fix_be(f"you can {action}"), False, _leaf(f"you have {have}", unit.index), unit.index)]


_DAY = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|weekdays?|weekends?|bank holidays?"
_CLOCK = r"\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|noon|midday|midnight"
_WINDOW = re.compile(rf"(?:\b(?:from|between|on)\s+)?(?:{_DAY}|{_CLOCK})(?:(?:\s*(?:,|to|and|-|–|until|till)\s*|\s+)"
                     rf"(?:{_DAY}|{_CLOCK}|local time|\(?UK time\)?))*", re.IGNORECASE)


_HOURS = re.compile(rf"^(?:from\s+)?({_CLOCK})\s*(?:to|-|–|until|till)\s*({_CLOCK})(?=\s|$)", re.IGNORECASE)


@construct
def _time_rule(text: str, unit, heading: str) -> list[Rule]:
    """Opening hours: 'Monday to Friday, 8:30am to 5pm' under a heading, or 'You can get
    support from 8:30 am to 5 pm, Monday to Friday': it holds when it is that time."""
    windows = [m for m in _WINDOW.finditer(text) if re.search(_CLOCK, m.group(), re.I) or re.search(
        r"\bto\b|-|–", m.group())]
    if not windows:
        return []
    # the days and the hours are two things to know: 'Monday to Friday', '8:30am to 5pm'
    whens = [re.sub(r"^(?:from|between|on)\s+", "", part.strip(" ,"), flags=re.I)
             for m in windows for part in re.split(r",\s*", m.group()) if part.strip(" ,")]
    rest = text
    for m in reversed(windows):
        rest = rest[:m.start()] + rest[m.end():]
    rest = re.sub(r"\s+([,.])", r"\1", " ".join(rest.split())).strip(" ,.;:")
    # hours alone under a heading say when one can call or visit for what it names
    conclusion = _conclusion(rest) if len(rest.split()) >= 2 else questions.Condition(
        f"you can call or visit now ({heading})" if heading else "you can call or visit now", False)
    whens = [_HOURS.sub(r"between \1 and \2", when) for when in whens]  # '8:30am to 5pm'
    leaves = tuple(Leaf(f"it is {when}", False, unit.index) for when in whens)
    together = "it is " + ", ".join(whens)  # 'Is it Monday to Friday, between 8:30am and 5pm?' for who knows both
    return [Rule(conclusion.text, conclusion.negated, leaves[0] if len(leaves) == 1 else All(leaves, together),
                 unit.index)]


_PROVIDE = {"provide", "offer", "give", "pay", "cover", "help", "assist", "support", "serve", "fund", "lend",
            "compensate", "grant", "award"}
_OPEN_TO = {"available", "open", "intended", "designed"}  # 'is available to eligible Veterans'
_BENEFICIARIES = _PEOPLE | {"tribe", "government", "entity", "community", "household", "group", "institution",
                            "agency", "cooperative", "rancher", "fisherman", "homeowner", "municipality", "nonprofit",
                            "business", "organization", "organisation", "company", "charity", "firm"}


@construct
def _provision_rule(doc, unit) -> list[Rule]:
    """What a program is for, read as who can get it: 'Public Housing provides affordable homes
    for low-income families', 'FSA offers loans to family farmers and ranchers', 'Dental
    treatment is available to eligible Veterans', 'The fund was established to compensate
    fishermen', 'CSP helps agricultural producers maintain ...': you can get it if you are one
    of them (and, where it helps them do something, if you want to). 'X provides financing for
    the cost of Y' (for a thing, not a person): if you need the financing for that."""
    root = questions.parse_root(doc)
    if root is None:
        return []
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is not None and subject.lower_ == "you":
        return []  # 'You'll have to pay rent to your landlord': the reader gives, no program
    if subject is not None and subject.lemma_ in ("purpose", "aim", "goal"):
        # 'The purpose of the HFRP is to assist landowners': the program is the one that helps
        subject = next((g for c in subject.children if c.dep_ == "prep" and c.lower_ == "of" for g in c.children
                        if g.dep_ == "pobj"), subject)
    # 'The SBA provides ...': you can get the SBA; a name keeps its capitals
    name = questions.join_tokens(subject.subtree, {t.i: t.lower_ for t in subject.subtree if t.dep_ == "det"}) \
        if subject is not None else "this"
    verbs = [root, *(c for c in root.children if c.dep_ in ("xcomp", "advcl") and c.lemma_ in _PROVIDE)]
    verbs += [c for c in root.children if c.dep_ == "acomp" and c.lower_ in _OPEN_TO]
    # 'FFP is a loan program that provides ...': what the program does
    verbs += [r for c in root.children if c.dep_ == "attr" and root.lemma_ == "be" for r in c.children
              if r.dep_ == "relcl" and r.lemma_ in _PROVIDE]
    for verb in verbs:
        if verb.lemma_ not in _PROVIDE | {"be"} and verb.lower_ not in _OPEN_TO:
            continue
        beneficiary = _beneficiary(verb)
        if beneficiary is not None:
            direct = beneficiary.head.i == verb.i and beneficiary.dep_ == "dobj" or (
                beneficiary.head.head.i == verb.i and beneficiary.dep_ == "nsubj"
                and not any(c.dep_ == "mark" for c in beneficiary.head.children))  # 'helps producers maintain'
            leaves = [_kind_condition(member, unit.index) for member in _kinds(beneficiary, direct)]
            condition = leaves[0] if len(leaves) == 1 else Any(tuple(leaves))
            wanted = _helped_to(verb, beneficiary)
            if wanted is not None:
                # 'CSP helps agricultural producers maintain and improve their systems': what it
                # helps them do is what they want, a condition as the kind is
                condition = _wanting(condition, wanted, unit.index)
            if direct:
                return [Rule(f"{name} can {verb.lemma_} you", False, condition, unit.index)]
            return [Rule(f"you can get {name}", False, condition, unit.index)]
    return []


@construct
def _helped_to(verb, beneficiary) -> str | None:
    """What the verb helps its beneficiaries do, or None: the bare verb after them, parsed as
    their own verb ('helps agricultural producers maintain ...') or as the helping verb's
    ('helps Indian tribes, State and local governments ... protect working agricultural lands')."""
    helped = beneficiary.head
    if beneficiary.dep_ == "nsubj" and helped.head.i == verb.i and helped.tag_ in ("VB", "VBP"):
        inside = set(beneficiary.subtree)
        doing = [t for t in helped.subtree if t not in inside]
    elif beneficiary.dep_ == "dobj" and helped.i == verb.i and verb.lemma_ in ("help", "assist"):
        helped = next((c for c in verb.children if c.dep_ == "xcomp" and c.tag_ in ("VB", "VBP")
                       and c.i > beneficiary.right_edge.i), None)
        doing = list(helped.subtree) if helped is not None else []
    else:
        return None
    if not doing or doing[0] != helped:
        return None
    return re.sub(r"\btheir\b", "your", questions.join_tokens(doing)).rstrip(" .")


@construct
def _wanting(kinds: Condition, wanted: str, unit: int) -> Condition:
    """Being one of the kinds helped and wanting what they are helped to do. Each kind is asked
    with it at once too ('Are you an Indian tribe that wants to protect working agricultural
    lands?'), for a user who can answer neither part alone."""
    want = Leaf(f"you want to {wanted}", False, unit)
    members = kinds.parts if isinstance(kinds, Any) and not kinds.together else (kinds,)
    if not all(isinstance(kind, Leaf) and not kind.negated and re.match(r"^you are (?!your\b)", kind.text, re.I)
               for kind in members):
        return All((kinds, want))  # 'you are your business' is no kind to ask 'that wants to' of
    both = []
    for kind in members:
        noun = re.match(r"^you are (?:an?|the) ", kind.text, re.IGNORECASE)  # 'you are low-income': no noun
        both.append(All((kind, want), f"{kind.text} that wants to {wanted}" if noun
                        else f"{kind.text} and you want to {wanted}"))
    return both[0] if len(both) == 1 else Any(tuple(both))


@construct
def _bare_phrase(noun) -> str:
    """A noun with its modifiers before it, without its determiner: 'a one-time payment' ->
    'one-time payment'."""
    return questions.join_tokens(t for t in noun.subtree if t.i <= noun.i and t.dep_ != "det")


@construct
def _kind_condition(phrase: str, unit: int) -> Condition:
    """A kind of person with a clause on it: what you are and what holds of you, asked one at a
    time ('for-profit businesses that are not able to get other financing': 'Are you a for-profit
    business?', 'Are you able to get other financing?', which must be no), and together when
    neither can be answered."""
    doc = questions.parse(phrase)
    root = next((t for t in doc if t.dep_ == "ROOT"), doc[-1])
    clause = next((c for c in root.children if c.dep_ == "relcl" and c.i > root.i), None)
    who = next((t for t in clause.subtree if t.tag_ in ("WDT", "WP") and t.i < clause.i), None) if clause else None
    whole = _person_statement(phrase)
    if clause is None or who is None or root.lemma_.lower() in _PLAIN_PEOPLE | {"people", "person", "those", "anyone"}:
        return _leaf(whole, unit)
    inside = set(clause.subtree)
    kind = questions.join_tokens(t for t in doc if t not in inside)
    what = _fix_be("you " + questions.join_tokens(t for t in clause.subtree if t.i != who.i))
    return All((_leaf(_person_statement(kind), unit), _sentence_condition(what, unit)), whole)


@construct
def _beneficiary(verb):
    """Who the verb gives to or helps: the object of a 'to' / 'for' anywhere in its phrase ('in
    exchange for farmers removing ...'), its dative, a person it takes as object, or the subject
    of the clause it takes ('helps producers maintain', 'for recipients to receive')."""
    for token in verb.subtree:
        found = None
        if token.dep_ == "dative" or (token.dep_ == "prep" and token.lower_ in ("to", "for")
                                      and (verb.lemma_ != "be" or token.lower_ == "for")):
            found = next((c for c in token.children if c.dep_ == "pobj"), None) if token.pos_ == "ADP" else token
        elif token.dep_ == "mark" and token.lower_ == "for":
            found = next((c for c in token.head.children if c.dep_ == "nsubj"), None)
        elif token.head.i == verb.i and token.dep_ == "dobj" and verb.lemma_ != "be":
            found = token
        elif token.head.i == verb.i and token.dep_ in ("ccomp", "xcomp") and verb.lemma_ != "be":
            found = next((g for g in token.children if g.dep_ == "nsubj"), None)
        if found is not None and _noun_lemma(found) in _BENEFICIARIES and found.lower_ not in ("you", "your"):
            return found
    return None


@construct
def _noun_lemma(token) -> str:
    """'Veterans' -> 'veteran': the small model leaves a capitalised plural unlemmatised."""
    return _lemma(token.lower_, "NOUN", token.lemma_.lower())


@construct
def _lemma(word: str, pos: str, otherwise: str | None = None) -> str:
    """lemminflect's first lemma of the word as that part of speech ('exporting' -> 'export')."""
    return wordforms.lemmas(word).get(pos, (otherwise or word,))[0]


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
            or t.head.i == token.i and t.dep_ == "prep" and any(s.like_num or s.tag_ == "$" for s in t.subtree)
            or t.text in ("-", "–", "—") and t.i > token.i and t.whitespace_ and doc[t.i - 1].whitespace_),
            len(doc))
        # 'to promote ...', 'and may include ...', 'of no more than $19,817', '- not individuals -': no more kinds
        return _members(token, end=end)
    kinds, member = [], token
    while member is not None:
        keep = [member] + [t for c in member.children if c.dep_ not in ("conj", "cc", "appos")
                           and not (c.dep_ == "punct" and c.text in (",", ";"))
                           and not (c.dep_ == "prep" and c.lower_ in ("to", "for")) for t in c.subtree]
        kinds.append(doc[min(t.i for t in keep):max(t.i for t in keep) + 1].text)
        member = next((c for c in member.children if c.dep_ == "conj"), None)
    return kinds


_BAN = re.compile(r"^there(?:'s| is| are)\s+(?:a\s+)?(?:ban|bans|prohibition|embargo)\s+on\s+(?:most\s+)?"
                  r"(\w+ing)\s+(.+?)\.?$", re.IGNORECASE)


_ACTIVITY = {"exports": "exporting", "imports": "importing", "sales": "selling", "supplies": "supplying",
             "shipments": "shipping"}
_BAN_NOMINAL = re.compile(r"^there(?:'s|’s| is| are)\s+(?:a\s+)?(?:ban|bans|prohibition|embargo)\s+on\s+"
                          r"(?:most\s+|all\s+)?(?P<things>.+?)\s+(?P<act>" + "|".join(_ACTIVITY) +
                          r")\s+(?P<rest>(?:to|from|into)\s+.+?)\.?$", re.IGNORECASE)


@construct
def _ban_rule(text: str, unit) -> list[Rule]:
    """'There's a ban on exporting caviar and truffles to North Korea': you can't export
    them there; the condition is that you are doing what is banned."""
    nominal = _BAN_NOMINAL.match(text.strip())
    if nominal:  # 'a ban on most food exports to Russia' is a ban on exporting food to Russia
        text = f"There is a ban on {_ACTIVITY[nominal.group('act').lower()]} {nominal.group('things')} " \
               f"{nominal.group('rest')}"
    match = _BAN.match(text.strip())
    if match is None:
        return []
    verbing, banned = match.group(1).lower(), match.group(2)
    verb = _lemma(verbing, "VERB")
    things, _, where = banned.rpartition(" to ") if " to " in banned else (banned, "", "")
    # what is banned, and where to: 'caviar and truffles to North Korea' is any of them, going there
    condition = _alternatives(_sentence_condition(f"it is {things}", unit.index))
    if where:
        condition = All((condition, _alternatives(_sentence_condition(f"you are {verbing} it to {where}",
                                                                       unit.index))))
    return [Rule(f"you can {verb} {banned}", True, condition, unit.index)]


_GRANT = re.compile(r"^(?P<who>(?!(?:it|this|that|these|they|we|he|she|you)\b).+?)\s+(?:gives?|grants?)\s+"
                    r"(?:you\s+)?(?:automatic\s+|full\s+)?(?P<what>authority|access|permission|the right)\s+to\b"
                    r"\s*(?P<to>.*?)[\s.]*$", re.IGNORECASE)


@construct
def _grant_rule(text: str, unit, holders_at: int | None = None) -> list[Rule]:
    """'Residential Care level 8 and Home Care level 10 give authority to view claims': you have
    that authority if you have either (`holders_at`: the sentence that names them, when not unit)."""
    match = _GRANT.match(text)
    if match is None or not match.group("to"):
        return []
    holders = [h for h in re.split(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", match.group("who")) if h]
    what = match.group("what").lower()
    # what the holder is: 'Residential Care level 8 authority', not the bare 'Residential Care level 8'
    kind = f" {what}" if what != "the right" else ""
    leaves = [_leaf(f"you have {holder}{kind}", unit.index if holders_at is None else holders_at) for holder in holders]
    conclusion = f"you have {what} to {match.group('to')}"
    return [Rule(conclusion, False, leaves[0] if len(leaves) == 1 else Any(tuple(leaves)), unit.index)]


_UP_TO = re.compile(r"\b(?:for\s+)?up\s+to\s+(?:a\s+maximum(?:\s+indebtedness)?\s+of\s+)?"
                    r"(?:(?P<money>[$£€]\s?\d{1,3}(?:,\d{3})*(?:\.\d+)?(?:\s+(?:million|billion))?)"
                    r"|(?P<count>\d{1,3}(?:,\d{3})*)\s+(?!(?:hours|days|weeks|months|years|percent)\b)(?P<counted>[a-z]+s)\b)",
                    re.IGNORECASE)  # a period ('for up to 13 weeks') is how long it lasts, not what you need
_WORTH = {"worth", "value", "amount", "indebtedness"}  # 'any pension worth up to £10,000': the pension
_PERMISSION = re.compile(r"\b(?:can|could|may|might)\b", re.IGNORECASE)


@construct
def _limited(found: list[Rule], unit) -> list[Rule]:
    """A permission up to an amount holds for what is within it: 'Eligible applicants may obtain
    direct loans for up to a maximum indebtedness of $300,000' also needs that the direct loan
    you need is not more ('Do you need a direct loan of more than $300,000?', which must be
    no); 'You can take any pension worth up to £10,000 in one go' is a rule of its own. Two
    limits on two things are alternatives: the thing you need, within its limit. A permission
    in a place holds for who is there: 'you can still get this in an EEA country' asks 'Are you
    in an EEA country?'."""
    if not found:
        conclusion = _conclusion(_plain(unit.text).strip().rstrip("."))
        if conclusion.negated or not _PERMISSION.search(conclusion.text):
            return []
        found = [Rule(conclusion.text, False, None, unit.index)]
    limited = []
    for rule in found:
        bounds = [] if rule.negated else [bound for bound in (_limit(rule.conclusion, unit.index),
                                                              _place(rule.conclusion, unit.index)) if bound is not None]
        parts = [part for part in (rule.condition, *bounds) if part is not None]
        if parts:
            limited.append(replace(rule, condition=parts[0] if len(parts) == 1 else All(tuple(parts))))
    return limited


_PLACE = re.compile(r"\s+(?:while\s+)?(?:in\s+(?P<place>(?:an?\s+|the\s+|another\s+)?(?:(?:EEA|EU|European|non-EEA|"
                    r"other)\s+)?countr(?:y|ies)(?:\s+or\s+Switzerland)?|the\s+(?:EEA|EU|European Economic Area)"
                    r"(?:\s+or\s+Switzerland)?|Switzerland)|(?P<abroad>abroad))$", re.IGNORECASE)


@construct
def _place(conclusion: str, unit: int) -> Condition | None:
    match = _PLACE.search(conclusion) if _PERMISSION.search(conclusion) else None
    if match is None:
        return None
    return Leaf(f"you are in {match.group('place')}" if match.group("place") else "you are abroad", False, unit)


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
        before = [t for t in doc if t.idx < match.start() and t.pos_ in ("NOUN", "PROPN") and t.lower_ not in _WORTH]
        if not before:
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


_MAXIMUM = re.compile(r"^(?:the\s+)?maximum\s+(?P<what>.+?)\s+(?:is|are|will be)\s+(?P<limits>[^.;]+?)\.?$",
                      re.IGNORECASE)
_DURATION = re.compile(r"\b(?:years?|months?|weeks?|days?)\b", re.IGNORECASE)


@construct
def _maximum_rule(text: str, unit, heading: str) -> list[Rule]:
    """'The maximum loan amount is $2 million': a requirement that what you need is not more
    ('Do you need a loan of more than $2 million?' must be no). 'The maximum length of the loan
    is 25 years for real estate and seven years for working capital': a limit for each purpose."""
    match = _MAXIMUM.match(text.strip())
    if match is None or not re.search(r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b",
                                      match.group("limits"), re.IGNORECASE):
        return []
    what = match.group("what")
    doc = questions.parse(what)
    root = next((t for t in doc if t.dep_ == "ROOT"), doc[-1])
    owner = next((g for c in root.subtree if c.dep_ == "prep" and c.lower_ in ("of", "for") for g in c.children
                  if g.dep_ == "pobj"), None)  # 'length of the loan', 'term allowed for a microloan'
    thing = owner if owner is not None else next((c for c in root.children if c.dep_ == "compound"), root)
    name = _bare_phrase(thing)
    parts = []
    limits = _BRACKETS.sub("", match.group("limits"))  # '(amount adjusted annually for inflation)'
    for limit in re.split(r"\s+and\s+", limits):
        amount, _, purpose = (part.strip() for part in limit.partition(" for "))
        # what the user needs, which they know, not what the loan is, which is not yet decided
        need = (f"you need the {name} for more than {amount}" if _DURATION.search(amount)
                else f"you need {_article(name)} {name} of more than {amount}")
        cap = Leaf(need, True, unit.index)
        parts.append(All((Leaf(f"the {name} is for {purpose}", False, unit.index), cap)) if purpose else cap)
    return [Rule(_heading_conclusion(heading) if heading else f"you can get the {name}", False,
                 _combined(parts, any_of=True), unit.index, required=True)]


_THE_FOLLOWING = re.compile(r"^(?:all|each|both|any|one|either)?\s*(?:of\s+)?(?:the|these)\s+(?:following|conditions|"
                            r"requirements)$", re.IGNORECASE)


_KIND_THAT = r"^(?:all|any|every)?\s*[\w' -]+?\s+(?:that|who)\s+"  # 'All businesses that ...', 'Employers who ...'
_APPLYING = re.compile(_KIND_THAT + r"(?:are|is)\s+((?:considered|approved|applying|seeking)\s+(?:for|to)\b.+)$",
                       re.IGNORECASE)
_DOING = re.compile(_KIND_THAT + r"(?P<verb>[a-z]+)\s+(?P<rest>.+)$", re.IGNORECASE)
_NOT_ACTIVITIES = {"are", "is", "was", "were", "have", "has", "had", "must", "can", "could", "may", "might", "will",
                   "would", "should", "do", "does", "did", "don't", "doesn't", "cannot", "need", "needs", "want",
                   "wants"}


@construct
def _alternatives(condition: Condition) -> Condition:
    """Things listed with 'and' that a program pays for or a ban covers: any one of them will do."""
    if not isinstance(condition, All):
        return condition
    together = condition.together
    head, joint, last = together.rpartition(" and ")
    return Any(condition.parts, f"{head} or {last}" if joint else together)


@construct
def _person_statement(phrase: str) -> str:
    """'people who are elderly' -> 'you are elderly'; 'people with disabilities' ->
    'you have disabilities'; 'low-income families' -> 'you are a low-income family'."""
    match = re.match(r"^(?:people|persons|individuals|those|anyone|someone)\s+(who|that|with)\s+(.*)$", phrase, re.I)
    if match:
        return _fix_be(f"you {'have ' if match.group(1).lower() == 'with' else ''}{match.group(2)}")
    return _user_kind(questions.parse(phrase))


_NO_NEED = re.compile(r"\b(?:do|does|did)(?:n['’]t|\s+not)\s+(?:have|has|need)\s+to\b|\bneedn['’]t\b", re.IGNORECASE)


@construct
def _requirement_rule(doc, unit, heading: str) -> list[Rule]:
    """'The work must last at least 4 weeks and must be paid.' under a heading: a
    requirement of whatever the heading is about. 'They don't have to be in a row' lifts
    one: it requires nothing."""
    text = _plain(doc.text).strip().rstrip(".")
    if not _OBLIGED.search(text) or text.endswith("?") or _NO_NEED.search(text):
        return []
    condition = _sentence_condition(_to_user(text, True), unit.index)
    return [Rule(_heading_conclusion(heading), False, condition, unit.index, required=True)]


# '(even if others are more suitable)'; an alternative: 'up to 13 weeks (or 17 weeks if you're 60 or over)'
_ASIDE = re.compile(r"\s*\((?=[^()]*\b(?:even|for example|for instance|e\.g\.)|\s*or\b)[^()]*\)")
_EXAMPLE_MARK = re.compile(r",?\s*\b(?:for example|for instance|e\.g\.)\s*,?\s+(?=(?:if|when|where)\b)", re.IGNORECASE)


# what follows if an obligation is not met is no alternative condition
_OR_ELSE = re.compile(r",?\s+or(?:\s+else)?\s+you\s+(?:could|may|might|will|'ll|’ll|can)\s+"
                      r"(?:be|face|get|have|pay|lose)\b[^.;:]*", re.IGNORECASE)
_CONCESSIVE = re.compile(r",?\s*\beven (?:if|though|when)\b[^,.;:]*|,\s*whether\b[^,.;:]*\bor\b[^,.;:]*,"
                         r"|\s*(?:,|[-–])\s*whichever (?:comes|is|happens) (?:first|sooner|earlier|later|last)\b"
                         r"|\s+[-–]\s+(?:for example|for instance|e\.g\.)\s[^.;:]*"  # an illustration after a dash
                         r"|,?\s*\(?\bregardless of\b[^,.;:()]*\)?"  # 'regardless of whether you sustained damage'
                         # an ellipsis names no condition to ask: 'and filing fee (if required)'
                         r"|,?\s*\(?\b(?:if|where|when) (?:required|necessary|applicable|appropriate|needed)\b\)?",
                         re.IGNORECASE)  # '... or when you sell your home - whichever comes first': no condition
_CONDITION_ASIDE = re.compile(r"\s*\(\s*((?:unless|if|except)\b[^()]*)\)", re.IGNORECASE)
_AND_CLAUSE = re.compile(r",?\s+and\s+(?=(?:the|you|your|they|it|this|these)\b)", re.IGNORECASE)


@construct
def _second_main_clause(text: str) -> re.Match | None:
    """'It's free to apply and the certificates don't expire unless ...': where a second main
    clause starts, when the first states no condition of its own."""
    for match in _AND_CLAUSE.finditer(text):
        before = text[:match.start()]
        if _PURPOSE_LEAD.match(before) and _MODAL.search(text[match.end():]):
            return None  # 'To qualify, you must be X, and your child must have Y': both for the purpose
        if not _MARK_RE.search(before) and _joins_clauses(text, match):
            return match
    return None


_PURPOSE_LEAD = re.compile(r"^\s*(?:in order\s+)?to\s+[^,]+,", re.IGNORECASE)
_BUT_CLAUSE = re.compile(r",?\s+but\s+(?=(?:you|your|they|it|this|these|we)\b[^,;:]*?\b(?:will|['’]ll|won['’]t|can|"
                         r"can['’]t|cannot|may|might|must|should|could)\b)", re.IGNORECASE)


@construct
def _contrasted(text: str) -> tuple[str, str] | None:
    """'You don't have to stop working when you reach State Pension age but you'll no longer
    have to pay National Insurance': two statements, the second under the first's condition."""
    lead = _LEADING_MARK.match(text)
    comma = text.find(",")
    for match in _BUT_CLAUSE.finditer(text):
        first, second = text[:match.start()], text[match.end():]
        if lead:
            if comma < 0 or comma > match.start():
                continue  # 'If you are still eligible but your EAD has expired, ...': all one condition
            return first, f"{text[:comma + 1]} {second}"
        marks = list(_MARK_RE.finditer(first))
        if len(marks) <= 1 and not _MARK_RE.search(second):
            return first, f"{second.rstrip(' .')} {first[marks[0].start():]}" if marks else second
    return None


_DASH_CLAUSE = re.compile(r"\s+[-–]\s+(?=(?:you|your|they|it|this|we)\b)", re.IGNORECASE)


# 'For bulk billing, you need to register ...': what the requirement is for is the case it holds in
# ('Is it for bulk billing?'); subjects may be joined ('your patient or their parent or guardian
# still need to'); 'For this benefit program' names the topic, no case: it goes after the requirement
_SCOPED_REQUIREMENT = re.compile(r"^for\s+(?!example\b|instance\b|more\b)([^,]{2,50}),\s+"
                                 r"((?:you|your \w+)(?:\s+(?:or|and)\s+(?:you|your|their)\b[^,]{1,30}?)?"
                                 r"(?:\s+(?:still|also|only))?\s+(?:must|need to|"
                                 r"needs to|have to|has to|should)\b.*?)\.?$", re.IGNORECASE)
_TOPIC = re.compile(r"(?:this|that|these|those)\b", re.IGNORECASE)  # 'this benefit program': named before


@construct
def _scoped(requirement: re.Match) -> str:
    """A match of _SCOPED_REQUIREMENT as its case and what holds in it ('If it is for bulk
    billing, you need to ...'), or a topic named before, after it ('... (for this benefit program)')."""
    scope, rest = requirement.groups()
    return f"{rest} (for {scope})" if _TOPIC.match(scope) else f"If it is for {scope}, {rest}"


_POINTER = re.compile(r"^(?:refer to|see|read|visit|go to)\b", re.IGNORECASE)  # 'Refer to X to find out which ...'


@construct
def _sentence_rules(unit, previous: str, heading: str = "") -> list[Rule]:
    text = _ASIDE.sub("", _plain(unit.text)).strip()  # '(even if others are more suitable)', '(or 17 weeks if ...)'
    if _POINTER.match(text):
        return []  # a pointer to another page states no rule, whatever 'must' it quotes
    text = _SCOPED_REQUIREMENT.sub(_scoped, text)
    text = _EXAMPLE_MARK.sub(" ", text)  # 'up to 13 weeks, for example if you're moving': if you're moving
    text = _CONDITION_ASIDE.sub(r", \1", text)  # 'don't expire (unless the country sets a limit)'
    text = _CONCESSIVE.sub("", text).strip(" ,")  # 'even if you don't have children': it holds regardless
    if _MODAL.search(text):
        text = _OR_ELSE.sub("", text)  # 'You must cancel within 30 days ... or you may be charged a penalty'
    if contrast := _contrasted(text):
        first, second = (replace(unit, text=part) for part in contrast)
        return _sentence_rules(first, previous, heading) + _sentence_rules(second, first.text, heading)
    dash = _DASH_CLAUSE.search(text) or _second_main_clause(text)
    if dash and len(text[:dash.start()].split()) > 2:
        # 'You don't need to ask for it if X - you'll need to appeal to the council': two sentences
        first, second = (replace(unit, text=part) for part in (text[:dash.start()], text[dash.end():]))
        return _sentence_rules(first, previous, heading) + _sentence_rules(second, first.text, heading)
    doc = questions.parse(text)
    if _LEADING_MARK.match(text):
        # 'If X, Y': the text's own comma is a surer boundary than the small model's parse.
        return _leading_condition(doc, unit, previous)
    clauses = [t for t in doc if t.dep_ in ("advcl", "ccomp", "prep", "conj", "acl", "relcl", "xcomp", "pcomp")
               and _mark(t) is not None]
    clauses = [c for c in clauses if not any(o is not c and o in c.ancestors for o in clauses)]
    if not clauses:
        return (_universal_rule(doc, unit) or _obligation_rule(doc, unit)
                or _need_rule(doc, unit)
                or _grant_rule(text, unit)
                or _restriction_rule(doc, unit) or _definition_rule(doc, unit)
                or _maximum_rule(text, unit, heading)
                or _provision_rule(doc, unit)
                or _requirement_rule(doc, unit, heading) or _time_rule(text, unit, heading) or _ban_rule(text, unit))
    removed: set[int] = set()
    found = []
    for clause in clauses:
        mark_word, mark_tokens = _mark(clause)
        span = list(clause.subtree)
        root = next(t for t in doc if t.dep_ == "ROOT")
        if clause.i > root.i and clause is clauses[-1]:
            # 'You can get it if you are 60 and the house is yours': a clause that follows the
            # condition, joined to the main verb by the small model, continues the condition
            # (not the main verb said again: '... up to 15 plants if authorized by X, and allows you to
            # purchase ...' allows the purchase whoever authorized)
            later = [c for c in root.children if c.dep_ == "conj" and c.i > clause.right_edge.i and not (
                c.lemma_ == root.lemma_ and not any(g.dep_ in ("nsubj", "nsubjpass") for g in c.children))]
            if later:
                end = max(c.right_edge.i for c in later)
                span += [t for t in doc[clause.right_edge.i + 1:end + 1] if t.i not in {s.i for s in span}]
        span = _closing_brackets(doc, span)
        removed.update(t.i for t in span)
        removed.update(t.i for t in mark_tokens)
        words = questions.join_tokens(t for t in span if t not in mark_tokens).strip(" ,;")
        if words:
            found.append((mark_word, words))
    conclusion = questions.join_tokens(t for t in doc if t.i not in removed).strip(" ,.;:-–")
    conclusion = re.sub(r"\s+,", ",", conclusion)
    if not found or len(conclusion.split()) < 2:
        return []
    elapsed = _ELAPSED_OR.search(conclusion)
    if elapsed and len(found) == 1:
        # 'You must pay back the loan after 25 years or when you sell your home': either
        conclusion = conclusion[:elapsed.start()]
        (mark_word, words), = found
        part = _sentence_condition(_to_user(words, _about_people(conclusion)), unit.index)
        passed = Leaf(f"{elapsed.group(1)} {'has' if elapsed.group(1).split()[0] in ('1', 'one', 'a') else 'have'} "
                      f"passed", False, unit.index)
        return [_rule(conclusion, [Any((passed, part))], unit)]
    people = _about_people(conclusion)
    parts = []
    for mark_word, words in found:
        if mark_word == "after":
            words = _perfect(words)  # 'after you take SPL': once you have taken it
        part = _sentence_condition(_to_user(words, people), unit.index)
        # 'reduced until you've paid it back': it holds while that has not happened
        parts.append(Not(part) if mark_word in ("unless", "until", "till") else part)
    return [_rule(conclusion, parts, unit)]


_ELAPSED_OR = re.compile(r"\s+(?:after|within)\s+((?:\d+|a|one|two|three|four|five|six|ten|twelve)\s+"
                         r"(?:days?|weeks?|months?|years?))\s+or$", re.IGNORECASE)


@construct
def _closing_brackets(doc, span: list) -> list:
    """A clause with the ')' that closes an aside it opened, which the parse hangs on the main
    verb ('if you're sending your return by post (31 October).' asked 'by post (31 October?'),
    and with the quote mark that closes a quotation it opened ('if you're a 'worker'.' asked
    'Are you a 'worker?' and left the quote mark to the conclusion)."""
    depth = _depth("".join(t.text for t in span))
    end = max(t.i for t in span)
    closing = []
    while depth > 0 and end + 1 < len(doc) and doc[end + 1].text == ")":
        end, depth = end + 1, depth - 1
        closing.append(doc[end])
    for mark in _QUOTE_MARKS:
        if sum(t.text == mark for t in span) % 2 and end + 1 < len(doc) and doc[end + 1].text == mark:
            end += 1
            closing.append(doc[end])
    return span + closing


_QUOTE_MARKS = ("'", '"')  # as tokens of their own: the apostrophe of "you're" is part of a word


@construct
def _depth(text: str, end: int | None = None) -> int:
    """How many brackets are open at `end` (at the end of the text by default); negative when
    more close than open."""
    piece = text if end is None else text[:end]
    return piece.count("(") - piece.count(")")


@construct
def _rule(conclusion_text: str, parts: list, unit) -> Rule:
    """A conclusion with its conditions; an obligation in the conclusion ('To qualify, you
    must X unless Y') is one more condition: X, or the exception."""
    obligation = _obligation(conclusion_text)
    if obligation is not None:
        conclusion_text, required = obligation
        leaf = _clause_leaf(required, unit.index)
        exceptions = [p for p in parts if isinstance(p, Not)]
        others = [p for p in parts if not isinstance(p, Not)]
        required_part = Any((leaf, *(e.part for e in exceptions))) if exceptions else leaf
        parts = [required_part, *others]
    conclusion = _conclusion(conclusion_text)
    condition = parts[0] if len(parts) == 1 else All(tuple(parts))
    return Rule(conclusion.text, conclusion.negated, condition, unit.index)


@construct
def _perfect(clause: str) -> str:
    """'you take SPL' -> 'you have taken SPL': what 'after' asks is whether it has happened."""
    doc = questions.parse(clause)
    root = questions.parse_root(doc)
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
    have = "has" if root.tag_ == "VBZ" else "have"
    # 'you either ask for X or take other steps': 'you have either asked for X or taken other steps'
    verbs = [root, *(c for c in root.children if c.dep_ == "conj" and c.tag_ in ("VBP", "VBZ", "VB"))]
    forms = {v.i: (wordforms.inflections(v.lemma_, "VBN") or (v.text,))[0] for v in verbs}
    first = min([root.i, *(c.i for c in root.children if c.dep_ == "preconj")])
    forms[first] = f"{have} {doc[first].text if first != root.i else forms[root.i]}"
    return questions.join_tokens(doc, forms)


@construct
def _mark(token):
    """The subordinating word that makes this clause a condition, with its tokens."""
    for child in token.children:
        if child.dep_ == "mark" or (child.dep_ == "advmod" and child.lower_ in ("when", "where", "once")):
            word = child.lower_
            tokens = [child]
            if word == "as":
                doc = child.doc
                if child.i < 2 or doc[child.i - 1].lower_ != "long" or doc[child.i - 2].lower_ != "as":
                    continue
                tokens += [doc[child.i - 1], doc[child.i - 2]]
                word = "as long as"
            if word in ("when", "whenever", "where", "once", "after", "until", "till") and not any(
                    c.dep_ in ("nsubj", "nsubjpass", "expl") for c in token.children):
                continue
            if word in ("when", "where") and token.dep_ == "relcl":
                continue  # 'up to the time when you went back to work', 'the country where you live': which one
            if word in ("if", "unless", "when", "whenever", "where", "once", "as long as", "provided", "providing",
                        "after", "until", "till"):
                only = [c for c in token.children if c.lower_ == "only" and c.i < child.i]
                return word, tokens + only
    if token.lower_ in ("provided", "providing", "unless") and token.dep_ in ("advcl", "prep"):
        return token.lower_, [token]  # the small model reads '(unless the country ...)' as a preposition
    return None


@construct
def _sentence_condition(text: str, unit: int, item: bool = False) -> Condition:
    """Split a condition at its coordinated verbs or clauses: one question for each, and the
    condition as written for a user who can answer none of them ('Do you make donations
    through Gift Aid and claim Married Couple's Allowance?').

    A list item is one condition, as its author wrote it, unless it offers alternatives
    after a comma ('study at a college, or be on a training course'); so is a condition that
    says 'either ... or', which offers its alternatives as one choice."""
    condition = _split_condition(text, unit, item)
    if isinstance(condition, (All, Any)) and not condition.together and _positive(condition) \
            and not _NEGATION.search(text):
        return replace(condition, together=_stated(text))
    return condition


@construct
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
    for match in re.finditer(r"\s+(?:,\s*)?(and|or)\s+", text):
        if _depth(text, match.start()):
            continue  # inside an aside: '(or are already living in)' is no clause of the condition's
        if (not item or item_and or match.group(1) == "or") and _joins_clauses(text, match):
            parts = [each(piece) for piece in (*_clauses(text[:match.start()].strip(" ,")), text[match.end():])]
            return _either(parts) if match.group(1) == "or" else All(tuple(parts))
    comma = None if item else _clause_comma(text)
    return None if comma is None else All((each(text[:comma.start()]), each(text[comma.end():])))


@construct
def _clause_leaf(text: str, unit: int) -> Condition:
    """A requirement's clauses, each one condition as written ('you must be X, your child must
    have Y, and you or your family member must be Z': three)."""
    split = _split_clauses(text, lambda piece: _clause_leaf(piece, unit))
    if split is None and (both := _TWO_REQUIREMENTS.match(text)):
        # 'must have sustained economic injury and be located in X', its modals dropped
        subject, first, verb, rest = both.groups()
        split = All((_clause_leaf(f"{subject} {first}", unit), _clause_leaf(f"{subject} {verb} {rest}", unit)))
    return split or _leaf(text, unit)


_TWO_REQUIREMENTS = re.compile(r"^(you(?: or your partner)?|your \w+) ((?:have|has|are|is) \w+ [^,]+?) and "
                               r"(are|is|have|has) (\w.+)$", re.IGNORECASE)


@construct
def _split_condition(text: str, unit: int, item: bool) -> Condition:
    if re.search(r"\beither\b", text, re.IGNORECASE):
        item = True
    split = _split_clauses(text, lambda piece: _sentence_condition(piece, unit, item), item)
    if split is not None:
        return split
    condition = _split_verbs(text, unit, item)
    if isinstance(condition, Leaf) and item and not _NEGATION.search(text):
        # '* your circumstances change and this is likely to affect a benefit': an item of two
        # clauses, each with its own subject, is two conditions, where the parse found no verbs
        # of one subject to split it at
        return _split_clauses(text, lambda piece: _sentence_condition(piece, unit, item), item, item_and=True) \
            or condition
    return condition


_BRACKETS = re.compile(r"\s*\([^()]*\)")


@construct
def _split_verbs(text: str, unit: int, item: bool) -> Condition:
    """A condition split at its coordinated verbs, as the parse has them."""
    doc = questions.parse(text)
    root = questions.parse_root(doc)
    if root is None:
        return _leaf(text, unit, item)
    conjs = _conjuncts(root)
    comma_or = any(t.lower_ == "or" and t.i > 0 and doc[t.i - 1].text == "," and t.head in (root, *conjs) for t in doc)
    # 'died on or after 6 April 2016 and reached State Pension age ...': two things done, asked in turn
    # 'they died before 6 April 2016 but would have reached State Pension age after it'
    deeds = "(" not in text and any(c.dep_ == "nsubj" for c in root.children) and root.tag_ in ("VBD", "VBZ", "VBP") \
        and all(h.pos_ == "VERB" and (h.tag_ == root.tag_ or any(c.tag_ == "MD" for c in h.children))
                and any(c.dep_ in _COMPLEMENTS and c.i > h.i for c in h.children) for h in (root, *conjs)) \
        and not any(c.dep_ in ("nsubj", "nsubjpass") for h in conjs for c in h.children) \
        and all(c.lower_ in ("and", "but") for c in root.children if c.dep_ == "cc")  # one subject, one tense
    if not conjs or item and not comma_or and not deeds:
        return _leaf(text, unit, item)
    heads = sorted([root, *conjs], key=lambda t: t.i)
    if any(c.dep_ == "neg" for c in root.children) and all(c.tag_ in ("VBN", "JJ") for c in conjs) and any(
            c.dep_ == "cc" and c.lower_ == "or" for c in root.children):
        return _leaf(text, unit, item=True)  # 'you're not employed or self-employed': neither, asked as one
    heads_i = {h.i for h in heads}
    when, when_of = _shared_when(doc, heads)
    # a connective before a verb joins clauses; before a noun ('old and the passenger of') it stays
    starts = {h.left_edge.i for h in heads if h is not root} | {h.i for h in heads if h is not root}
    groups: list[list] = []  # the verbs of each clause: a verb with its own subject starts one
    subject_text = shared = copula = ""
    for head in heads:
        # a verb without a subject shares the nearest one before it: 'you are eligible but
        # your EAD will be expiring or has expired' -> 'your EAD has expired'
        subject = next((c for c in head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is not None:
            subject_text = doc[subject.left_edge.i: subject.right_edge.i + 1].text
            shared = questions.join_tokens(c for c in head.children if c.dep_ in ("aux", "auxpass") and c.i < head.i)
            # a copula a participle shares: 'you're 24 or younger and studying' -> 'you are studying'
            copula = questions.uncontracted(head.text) if head.lemma_ == "be" and head.pos_ == "AUX" else ""
        nested = {t.i for c in _conjuncts(head) for t in c.subtree}
        own = {t.i for t in head.subtree} - nested
        words = questions.join_tokens(
            t for t in doc if t.i in own and not (t.dep_ == "cc" and t.i + 1 in starts)
            and not (t.dep_ == "punct" and t.text == "," and t.head.i in heads_i)).strip(" ,;")
        words = re.sub(r"\s+(?:and|or)$", "", words)
        dangling = max((t for t in doc if t.i in own and t.dep_ == "prep"), key=lambda t: t.i, default=None)
        if dangling is not None and not list(dangling.children):
            # 'get income from, or have assets outside Australia': from outside Australia
            later = [t for t in doc if t.dep_ == "prep" and t.i > dangling.i and list(t.children)]
            if later:
                words = f"{words} {doc[later[-1].i:later[-1].right_edge.i + 1].text}"
        if when and head is not when_of:
            words = f"{words} {when}"
        if head is not root and next((c.lower_ for c in head.children if c.dep_ == "mark"
                                      and c.i == head.left_edge.i), "") in _WHEN_MARKS:
            # 'died before they reached X and after you reached yours': the second says when they died too
            main = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), root)
            words = f"{doc[main.left_edge.i:root.i + 1].text} {words}"
        elif head is not root and subject_text and subject is None:
            if not any(c.dep_ in ("aux", "auxpass", "neg") for c in head.children) and not _finite(head):
                participle = head.tag_ in ("VBG", "VBN")
                if not participle and shared.lower() in ("are", "is", "am", "was", "were", "be", "been"):
                    shared = ""  # 'you are entered into the database and hold a card': you hold it
                words = f"{shared or (copula if participle else '')} {words}".strip()  # 'you're employed or
                # self-employed'; not 'is is in hospital'
            words = _fix_be(f"{subject_text} {words}")
        joined = next((t.lower_ for t in reversed(doc[groups[-1][-1][0].i + 1:head.i]) if t.dep_ == "cc"
                       and t.head.i in heads_i), "") if groups else ""
        if not groups or subject is not None:
            groups.append([])
        groups[-1].append((head, joined, _leaf(words, unit, item)))
    # 'you work 16 hours and your partner is ill, is a carer, or is in hospital': the first,
    # and one of the other three
    clauses = [_joined([(j, leaf) for _, j, leaf in group[1:]], group[0][2]) for group in groups]
    if any(_depth(leaf.text) for clause in clauses for leaf in _leaves(clause)):
        return _leaf(text, unit, item)  # the parse cut an aside in two: 'going to (or are already living in) X'
    return _joined(list(zip((g[0][1] for g in groups[1:]), clauses[1:])), clauses[0])


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
    if when is None:
        return "", None
    return doc[when.left_edge.i:when.right_edge.i + 1].text, last


@construct
def _leaves(condition: Condition) -> list[Leaf]:
    if isinstance(condition, Leaf):
        return [condition]
    if isinstance(condition, Not):
        return _leaves(condition.part)
    return [leaf for part in condition.parts for leaf in _leaves(part)]


_COMPLEMENTS = frozenset(("dobj", "prep", "attr", "acomp", "xcomp", "ccomp", "advcl", "npadvmod", "prt"))
_WHEN_MARKS = frozenset(("after", "before", "until", "since", "once", "while", "when"))


@construct
def _joined(rest: list, first: Condition) -> Condition:
    """Conditions joined by their connectives: alternatives where any is 'or'."""
    if not rest:
        return first
    pieces = [first, *(condition for _, condition in rest)]
    return _either(pieces) if any(connective == "or" for connective, _ in rest) else All(tuple(pieces))


@construct
def _clauses(text: str) -> list[str]:
    """A list of clauses before its last connective, split at its commas: 'you start a new
    job, you're laid off work' -> 'you start a new job', 'you're laid off work'."""
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
    if len(pieces) > 1 and all(isinstance(p, Leaf) and p.negated for p in pieces):
        return All(tuple(pieces))
    return Any(tuple(pieces))


@construct
def _conjuncts(token) -> list:
    out = []
    for child in token.children:
        if child.dep_ == "conj" and child.pos_ in ("VERB", "AUX"):
            out.append(child)
            out.extend(_conjuncts(child))
    return out


@construct
def _obligation(text: str) -> tuple[str, str] | None:
    """'To qualify, you must be 18' / 'You must be 18 to apply' -> ('you can qualify', 'you are 18')."""
    text = _plain(text).strip().rstrip(".")
    modal = _MODAL.search(text)
    if not modal:
        return None
    before, after = _HEDGE_BEFORE_MODAL.sub("", text[:modal.start()]), text[modal.end():]
    lead, subject = _purpose(before)
    ahead = _BEFORE_YOU.search(after)
    if ahead and not lead and not re.search(r"(?:n['’]t|\bnot)\s*$", before):
        # 'You must ask for a reconsideration before you appeal': you can appeal once you have asked
        action = re.sub(r"^can\s+", "", ahead.group(1))
        being = re.match(r"^(?:are|['’]re)\b", action)  # 'before you're eligible to claim it'
        lead = f"you are{action[being.end():]}" if being else f"you can {action}"
        after = _perfect(f"you {after[:ahead.start()].strip()}").removeprefix("you ")
    purpose = re.search(r"\b(?:in order )?to (?!(?:the|a|an|your|their|his|her|its|this|that|these|those|\d)\b)"
                        rf"([^,]+|{_MEMBER}(?:,\s*{_MEMBER})*,?\s+(?:and|or)\s+{_MEMBER})$", after)
    if purpose and "," in purpose.group(1) and re.search(r"\bbe\s+\w+\s+$", after[:purpose.start()]):
        purpose = None  # 'needs to be set to allow SSL, cookies and JavaScript': how it is set, not what for
    if purpose and "VERB" not in wordforms.lemmas(purpose.group(1).split()[0].lower()):
        purpose = None  # 'pay the VAT to HMRC for this period': to whom, not what for
    if purpose and re.search(rf"\b(?:{_MANNER})\s+$", after[:purpose.start()], re.IGNORECASE):
        purpose = None  # 'have a way to handle complaints': the way is what is required
    if purpose and not lead:
        lead = f"you can {purpose.group(1)}"
        after = after[:purpose.start()].strip()
    if not lead or not subject or not after:
        return None
    required = _fix_be(_drop_modal(_to_user(f"{subject} must {after}".strip(), True)))
    return _clean_conclusion(lead), required


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


_BEFORE_YOU = re.compile(r"\s+before\s+you\b\s*(.+)$", re.IGNORECASE)


@construct
def _obligation_rule(doc, unit) -> list[Rule]:
    found = _obligation(doc.text)
    if found is None:
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
    match = _UNIVERSAL.match(doc.text)
    if match is None:
        return []
    # the kinds read in the whole sentence: alone they parse worse ('commuter' would be a verb)
    kinds = [t for t in doc if match.start("kinds") <= t.idx < match.end("kinds")]
    head = kinds[-1]
    if any(t.tag_ in ("VBD", "VBZ", "VBP", "MD", "WDT", "WP") or t.pos_ == "PRON" for t in kinds) or \
            head.tag_ not in ("NNS", "NNPS") or \
            _noun_lemma(head) in _ANYONE | {"those"}:
        return []
    # 'aircarrier and commuter aircarrier airports': each member names a kind of the shared head
    members = [m for m in re.split(r",\s*|\s+(?:and|or)\s+", match.group("kinds")) if m]
    singular = head.lemma_.lower() if head.tag_ == "NNS" else head.text
    members = [re.sub(rf"\b{re.escape(head.text)}$", singular, m) if m.endswith(head.text) else f"{m} {singular}"
               for m in members]
    person = _may_be_person(head)
    leaves = [_leaf(_user_kind(questions.parse(m)) if person else f"it is {_a(m)}", unit.index) for m in members]
    subject = "you" if person else "it"
    what = _to_user(match.group("what"), person) if person else match.group("what")
    return [Rule(f"{subject} must {what}", False, _either(leaves), unit.index)]


_EXCEPT = re.compile(r"\s*,?\s*\bexcept(?:\s+(?:in|for|during|when|if|where))?\s+(.*?)\s*(?:\(.*\))?\s*$",
                     re.IGNORECASE)


@construct
def _restriction_rule(doc, unit) -> list[Rule]:
    """'Apprentices over 19 who have completed their first year are entitled to X',
    'Pedestrians must not be on motorways except in an emergency': who the subject is, and
    what its modifiers say, are the conditions; the predicate is the conclusion."""
    root = questions.parse_root(doc)
    if root is None or root.pos_ not in ("VERB", "AUX"):
        return []
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass") and c.i < root.i), None)
    if subject is None or subject.pos_ not in ("NOUN", "PROPN"):
        return []
    people = _noun_lemma(subject) in _PEOPLE  # 'Combat Veterans who served ...'
    modifiers = [c for c in subject.children if c.dep_ in ("relcl", "acl", "prep") and c.i > subject.i]
    if any(c.dep_ in ("det", "poss", "amod") and c.lower_ in ("some", "many", "few", "your", "my", "their")
           for c in subject.children):
        return []  # 'your patient can claim': someone else, not a kind the reader is
    only = doc[0].lower_ == "only"  # 'Only accredited institutions are eligible'
    role = only or people and subject.lemma_.lower() not in _GENERIC_PEOPLE and (
        any(c.dep_ in ("aux", "neg") and c.lower_ in ("must", "not", "n't", "cannot", "can", "may")
            for c in root.children) or any(t.lemma_.lower() in _STATUS or t.lower_ in _STATUS for t in root.subtree))
    if not (role or (modifiers and subject.tag_ in ("NNS", "NNPS"))):
        return []
    subjects = [c for c in root.children if c.dep_ in ("nsubj", "nsubjpass") and c.i < root.i]
    listed = doc[subject.left_edge.i:subjects[-1].right_edge.i + 1].text
    if people and len(subjects) > 1 and "," in listed and all(s.pos_ == "NOUN" for s in subjects):
        # 'People with low income, seniors, and people with disabilities may qualify': the parser
        # lost the coordination and made its ends two subjects; the text still lists the kinds
        kinds = [kind for kind in re.split(r",\s*(?:(?:and|or)\s+)?", listed) if kind.strip()]
        leaves = [_leaf(_person_statement(kind), unit.index) for kind in kinds]
        return [_restriction(doc, subjects[-1], _combined(leaves, any_of=True), people, unit)]
    if people and any(c.dep_ == "conj" and c.pos_ == "NOUN" for c in subject.children):
        # 'Children in foster care, homeless children, and children from families ... are eligible'
        leaves = [_leaf(_person_statement(kind), unit.index) for kind in _kinds(subject, direct=True)]
        return [_restriction(doc, subject, _combined(leaves, any_of=True), people, unit)]
    relative = [m for m in modifiers if m.dep_ == "relcl"]
    kind_tokens = [t for t in subject.subtree if not any(t in r.subtree for r in relative)]
    who = next((t for t in kind_tokens if t.lower_ in ("who", "that") and t.i > subject.i), None)
    if who is not None:  # the parser hung the relative clause lower down; cut at 'who'
        relative_words = [t for t in kind_tokens if t.i > who.i]
        kind_tokens = [t for t in kind_tokens if t.i < who.i]
    else:
        relative_words = []
    plural = subject.tag_ in ("NNS", "NNPS")
    kind = questions.join_tokens(kind_tokens, {**_one_of_them(subject),
                                               **{t.i: (_noun_lemma(t) if t.i == subject.i and plural else t.lower_)
                                                  for t in kind_tokens if t.i == subject.i and plural or t.dep_ == "det"
                                                  or t.i == 0 and t.pos_ != "PROPN" and not t.text.isupper()}})
    kind = re.sub(r"^(?:only\s+)?(?:all|any|some|each|every|most)?\s*", "", kind, flags=re.I)  # 'most': usually
    # 'A producer who is X, but who Y': it joins them
    kind = re.sub(r"[\s,;]*(?:\b(?:and|or|but)\b)?[\s,;]*$", "", kind)
    if plural or not re.match(r"^(?:the|a|an|this|your)\b", kind, re.I):
        kind = re.sub(r"^(?:the)\s+", "", kind, flags=re.I)
        kind = _a(kind)
    age = re.search(r"\s+((?:over|under|aged|older than|younger than)\s+\d+(?:\s+years?(?:\s+old)?)?)\b", kind)
    if age and people:  # 'apprentices over 19': an apprentice, and over 19
        kind = (kind[:age.start()] + kind[age.end():]).strip()
    adjectives = [t for t in kind_tokens if t.dep_ == "amod" and t.pos_ == "ADJ"]
    if subject.lemma_.lower() in _PLAIN_PEOPLE and adjectives and all(
            t.i == subject.i or t in adjectives or t.dep_ == "det" for t in kind_tokens):
        kind = questions.join_tokens(adjectives).lower()  # 'Pregnant women may ...': are you pregnant
    leaves = [] if people and _noun_lemma(subject) in _ANYONE else [
        _leaf(f"{'you are' if people else 'it is'} {kind}", unit.index)]
    if not leaves:  # 'applicants with the capacity to ...', 'people living in X': you, with that capacity
        after = [t for t in kind_tokens if t.i > subject.i]
        leaves = [_leaf(f"you are {t.lower_}", unit.index) for t in subject.children if t in adjectives
                  and t.tag_ == "JJ"]  # 'eligible applicants'; 'most people' are people, usually
        if after:
            said = re.sub(r"\btheir\b", "your", _described(questions.join_tokens(after)))  # theirs is yours
            leaves.append(_leaf(_fix_be(_to_user(said, True)), unit.index))
    if age and people:
        leaves.append(_leaf(f"you are {age.group(1)}", unit.index))
    clauses = [*((c, questions.join_tokens(t for t in c.subtree if not _relativizer(t, c)))
                 for c in relative),
               *([(None, questions.join_tokens(relative_words))] if relative_words else [])]
    verb_at = min([root.i, *(c.i for c in root.children if c.dep_ in ("aux", "auxpass", "neg") and c.i > subject.i)])
    gap = doc[subject.right_edge.i + 1:verb_at].text.strip(" ,")
    if clauses and gap:  # 'who adopt a child on or after 5 April 2015 may ...': the parse hung the date on the verb
        clauses[-1] = (clauses[-1][0], f"{clauses[-1][1]} {gap}")
    for clause, words in clauses:
        words = words.strip(" ,;")
        if clause is not None and not people and not any(t.tag_ in ("WDT", "WP") for t in clause.subtree) \
                and any(c.dep_ == "nsubj" for c in clause.children):
            statement = f"{words} it"  # 'Any tax credits the person gets': the person gets it
        else:
            if people:  # 'apprentices who have completed the first year of their apprenticeship': yours
                words = _to_user(words, people)
            statement = re.sub(r"^(you|it) whose\b", lambda m: "your" if m.group(1) == "you" else "its",
                               f"{'you' if people else 'it'} {words}")  # 'employees whose baby is due'
        leaves.append(_leaf(_fix_be(_to_user(statement, people)), unit.index))
    if not leaves:
        return []  # 'Applicants are eligible': nothing said of whom
    return [_restriction(doc, subject, leaves[0] if len(leaves) == 1 else All(tuple(leaves)), people, unit,
                         verb_at if clauses else None)]


_ANYONE = {"person", "people", "individual", "applicant", "claimant"}  # kinds anyone asking is


@construct
def _relativizer(token, clause) -> bool:
    """The word that opens a relative clause ('who', 'that', 'which'), not one inside it ('the
    period for which they were called')."""
    return token.lower_ in ("who", "that", "which") and (token.head.i == clause.i or token.i == clause.left_edge.i)


@construct
def _described(words: str) -> str:
    """What the words after 'people' say of you: 'with low income' -> 'you have low income',
    'living in X' -> 'you are living in X'."""
    owning = re.match(r"^with\s+(.+)$", words, re.IGNORECASE)
    return f"you have {owning.group(1)}" if owning else f"you are {words}"


@construct
def _restriction(doc, subject, condition: Condition, people: bool, unit, start: int | None = None) -> Rule:
    """The predicate after the subject (or from `start`) as the conclusion, with its exception
    ('except in an emergency') one more condition."""
    start = subject.right_edge.i + 1 if start is None else start
    rest = "".join(t.text_with_ws for t in doc if t.i >= start).strip(" .")
    exception = _EXCEPT.search(rest)
    if exception:
        rest = rest[:exception.start()]
        thing = exception.group(1)
        statement = thing if questions.parse(thing)[0].pos_ in ("PRON",) else f"it is {thing}"
        condition = All((condition, Not(_leaf(statement, unit.index))))
    conclusion = _conclusion(_fix_be(_to_user(f"{'you' if people else 'it'} {rest}", people)))
    return Rule(conclusion.text, conclusion.negated, condition, unit.index)


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


# --- building the module ---------------------------------------------------------------

def build_module(chunk: Chunk, layout: Layout, rules: list[Rule], context: list[str]) -> PrologModule:
    sentences = tuple(Span(u.start, u.end) for u in layout.units)
    namer = _Namer()
    facts: dict[str, UserFact] = {}
    clauses: list[Clause] = []
    claims: list[Claim] = []
    topic = context[-1] if context else ""
    groups: dict[str, list[Rule]] = {}
    for rule in rules:
        groups.setdefault(_key(rule.conclusion), []).append(rule)
    for key, group in groups.items():
        positive = [r for r in group if not r.negated]
        negative = [r for r in group if r.negated]
        name = namer.claim(key, slug(group[0].conclusion))
        claims.append(Claim(name, _gloss(group[0].conclusion, topic), group[0].unit))
        exclusion = None
        if negative:
            not_name = namer.claim("not " + key, "not_" + name)
            for rule in negative:
                clauses.append(Clause(Atom(not_name), _body(rule.condition, facts, namer, rule.unit), rule.unit))
            exclusion = Compound("\\+", (Atom(not_name),))
            claims.append(Claim(not_name, _gloss(_negate(group[0].conclusion), topic), negative[0].unit))
        requirements = []
        for k, rule in enumerate(r for r in positive if r.required):
            head = namer.claim(f"{key} requirement {k + 1}", f"{name}_requirement_{k + 1}")
            clauses.append(Clause(Atom(head), _body(rule.condition, facts, namer, rule.unit), rule.unit))
            requirements.append(Atom(head))
        extra = requirements + ([exclusion] if exclusion else [])
        sufficient = [r for r in positive if not r.required]
        for rule in sufficient:
            body = conjunction([_body(rule.condition, facts, namer, rule.unit), *extra])
            clauses.append(Clause(Atom(name), body, rule.unit))
        if not sufficient:
            clauses.append(Clause(Atom(name), conjunction(extra), group[0].unit))
    if not claims:
        first = layout.units[0] if layout.units else None
        if first is None:
            raise ModuleError("no rule found: the text is empty")
        name = namer.claim("describes " + (topic or first.text))
        clauses.append(Clause(Atom(name), None, first.index))
        claims.append(Claim(name, questions.second_person(first.text), first.index))  # quoted as written
    return PrologModule(id=chunk.id, text=chunk.text, sentences=sentences, clauses=tuple(clauses),
                        user_facts=tuple(facts.values()), claims=tuple(claims))


@construct
def _same_as_before(rules: list[Rule], layout: Layout) -> list[Rule]:
    """'Members of the Reserves ... may be eligible for VA health benefits as well', after 'you
    may qualify for VA health care benefits if ...': a sentence that says 'also' / 'as well' /
    'too' concludes what an earlier rule does, when that names everything it names; one claim
    with one more way to it, not two."""
    found: list[Rule] = []
    for rule in rules:
        terms = content_terms(rule.conclusion)
        if terms and _ALSO.search(layout.units[rule.unit].text):
            earlier = next((r for r in reversed(found) if r.negated == rule.negated and _key(r.conclusion) !=
                            _key(rule.conclusion) and coverage(terms, r.conclusion) == 1.0), None)
            if earlier is not None:
                rule = replace(rule, conclusion=earlier.conclusion)
        found.append(rule)
    return found


_ALSO = re.compile(r"\b(?:also|as well|too)\b", re.IGNORECASE)


@construct
def _body(condition: Condition | None, facts: dict[str, UserFact], namer: _Namer, unit: int) -> Term:
    """The rule body of a condition; `unit` is the rule's sentence, which a group question cites
    (a list's intro, not its first item)."""
    if condition is None:
        return Atom("true")
    if isinstance(condition, Leaf):
        numeric = numbers.numeric_goal(condition.text, condition.negated, condition.unit, facts,
                                       lambda key, words: namer.fact(key, slug(words)))
        if numeric is not None:
            return numeric
        key = _key(condition.text)
        fact = facts.get(key)
        if fact is None:
            fact = UserFact(namer.fact(key, slug(condition.text)), questions.question_from_statement(condition.text),
                            "bool", condition.unit, condition.text)
            facts[key] = fact
        return Compound(fact.name, (Atom("false" if condition.negated else "true"),))
    if isinstance(condition, Not):
        return Compound("\\+", (_body(condition.part, facts, namer, unit),))
    members = condition.parts
    if isinstance(condition, All):  # beside conditions of its own, 'if you're eligible' means the rest of them
        members = tuple(part for part in members if not _presupposed(part)) or members
    parts = [_body(part, facts, namer, unit) for part in members]
    body = conjunction(parts) if isinstance(condition, All) else disjunction(parts)
    if not condition.together or len(members) < len(condition.parts):
        return body  # a group question would ask what was dropped ('Are you eligible and ...?')
    together = _body(Leaf(condition.together, False, unit), facts, namer, unit)
    return Compound("group", (together, body))


_ELIGIBLE = re.compile(r"^you are (?:still )?eligible$", re.IGNORECASE)


@construct
def _presupposed(condition) -> bool:
    """A bare 'you are eligible' names eligibility the text does not state (for SMP, for the
    benefits listed): no reader could answer it, and a rule that states conditions of its own
    means by it whatever else the benefit asks."""
    return isinstance(condition, Leaf) and not condition.negated and bool(_ELIGIBLE.match(condition.text))


@construct
def _key(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s£$%.-]", " ", text.lower()).split())


@construct
def _gloss(conclusion: str, topic: str) -> str:
    gloss = _advice(_lower_start(questions.second_person(conclusion)))
    if topic and _PRONOUN_CONCLUSION.search(gloss) and topic.lower() not in gloss.lower():
        gloss = f"{gloss} ({topic})"
    return gloss


@construct
def _advice(gloss: str) -> str:
    """An instruction said of the reader, as a clause: 'contact the helpline' -> 'you should
    contact the helpline' ('Yes: you should contact ...', not 'Yes: contact ...')."""
    first = gloss.split(" ", 1)[0]
    if not first.islower():
        return gloss
    doc = questions.parse(f"you {gloss}")
    verb = doc[1]
    bare_noun = len(doc) > 2 and doc[2].tag_ == "NN" and doc[2].dep_ == "dobj"  # 'rent certificate': a name
    if verb.dep_ == "ROOT" and verb.tag_ in ("VBP", "VB") and verb.lower_ == verb.lemma_ and not bare_noun and \
            any(c.dep_ == "nsubj" and c.i == 0 for c in verb.children):
        return f"you should {gloss}"
    return gloss


@construct
def _lower_start(text: str) -> str:
    """A gloss goes inside a sentence ('Yes: you can get SMP.', '... whether you can get SMP'):
    its first word in lower case, unless it is a name or an acronym ('HMRC', 'Centrepay')."""
    words = text.split(maxsplit=1)
    if not words or not words[0][:1].isupper() or words[0].isupper() and len(words[0]) > 1:
        return text
    first = questions.parse(text)[0]
    return text if first.pos_ == "PROPN" else text[:1].lower() + text[1:]


@construct
def _negate(conclusion: str) -> str:
    """'you can get SMP' -> 'you can not get SMP'."""
    conclusion = re.sub(r"['’]ll\b", " will", _lower_start(conclusion))
    match = re.search(r"\b(can|could|may|might|will|would|should|must|are|is|am|were|was|have|has)\b",
                      conclusion, re.IGNORECASE)
    if match and re.search(r"\bto\s+$", conclusion[:match.start()], re.IGNORECASE):
        # 'you need to have claimed': 'have' follows 'to', the verb before it is negated ('you do
        # not need to have claimed', not 'you need to have not claimed')
        match = None
    if match and re.match(r"\s+to\b", conclusion[match.end():]):  # 'you have to pay': you do not have to
        does = "does" if match.group(1).lower() == "has" else "do"
        return f"{conclusion[:match.start()]}{does} not have{conclusion[match.end():]}"
    if match:
        return f"{conclusion[:match.end()]} not{conclusion[match.end():]}"
    words = conclusion.split()
    if len(words) > 1 and words[0].lower() in ("you", "they", "we"):
        return f"{words[0]} do not {' '.join(words[1:])}"
    doc = questions.parse(conclusion)
    root = questions.parse_root(doc)
    if root is not None and root.tag_ in ("VBZ", "VBP") and root.text.isalpha() and root.lemma_ not in ("be", "have") \
            and any(c.dep_ == "nsubj" for c in root.children):
        # 'the certificates expire' -> 'the certificates do not expire'
        return questions.join_tokens(doc, {root.i: f"{'does' if root.tag_ == 'VBZ' else 'do'} not {root.lemma_}"})
    return f"it is not the case that {conclusion}"


class _Namer:
    """Readable, unique, safe identifiers from text: 'you can get SMP' -> can_get_smp."""

    def __init__(self) -> None:
        self.used: dict[str, str] = {}

    def claim(self, key: str, base: str | None = None) -> str:
        return self._unique(key, base or slug(key))

    def fact(self, key: str, base: str) -> str:
        return self._unique(key, base)

    def _unique(self, key: str, base: str) -> str:
        if key in self.used:
            return self.used[key]
        name, n = base, 2
        while name in self.used.values() or is_system_predicate(name, 0) or is_system_predicate(name, 1):
            name = f"{base}_{n}"
            n += 1
        self.used[key] = name
        return name


_EXPAND = [(re.compile(r"n't\b"), " not"), (re.compile(r"'re\b"), " are"), (re.compile(r"'ve\b"), " have"),
           (re.compile(r"'ll\b"), " will"), (re.compile(r"'m\b"), " am"), (re.compile(r"'d\b"), " would"),
           (re.compile(r"'s\b"), "s")]


def slug(text: str, drop_subject: bool = True) -> str:
    text = text.lower().replace("’", "'").replace("can't", "cannot").replace("won't", "will not")
    for pattern, replacement in _EXPAND:
        text = pattern.sub(replacement, text)
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", ascii_text)
    if drop_subject and len(words) > 1 and words[0] in ("you", "your", "i", "we") and words[1] not in ("or", "and"):
        words = words[1:]
    words = [w for w in words if w not in ("the", "a", "an")] or words
    name = "_".join(words[:MAX_NAME_WORDS]) or "condition"
    if not name[0].isalpha():
        name = "c_" + name
    return name
