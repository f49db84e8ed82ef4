"""One sentence to rules: its condition marks, its clauses, and the constructs without a mark.

'If X, Y', 'Y if X', 'Y unless X' are read off the text's own punctuation first and the parse
second; a sentence with no mark goes to the requirement and description constructs in turn.
"""

from __future__ import annotations

import re
from dataclasses import replace

from nesy_chat.nlp import questions
from nesy_chat.synthesis.rules.conditions import (
    _clause_comma,
    _joins_clauses,
    _marked,
    _sentence_condition,
    _starts_clause,
)
from nesy_chat.synthesis.rules.constructs import construct
from nesy_chat.synthesis.rules.descriptions import (
    _ban_rule,
    _grant_rule,
    _kind_condition,
    _maximum_rule,
    _provision_rule,
    _time_rule,
    _use_rule,
)
from nesy_chat.synthesis.rules.ir import All, Any, Leaf, Not, Rule
from nesy_chat.synthesis.rules.lexicon import _A, _CLAUSE_START, _PEOPLE
from nesy_chat.synthesis.rules.normalise import _plain
from nesy_chat.synthesis.rules.realise import _PERSON_SUBJECT, _fix_be, _kind_of_reader, _negate, _to_user
from nesy_chat.synthesis.rules.reference import _MARK_RE
from nesy_chat.synthesis.rules.requirements import (
    _MODAL,
    _MUST,
    _clause_leaf,
    _closing_brackets,
    _conclusion,
    _definition_rule,
    _need_rule,
    _obligation,
    _obligation_rule,
    _perfect,
    _requirement_rule,
    _rule_of,
    _universal_rule,
)
from nesy_chat.synthesis.rules.restrictions import _kinds_status_rule, _restricted_object_rule, _restriction_rule


@construct
def _about_people(text: str) -> bool:
    doc = questions.parse(text)
    subjects = [t for t in doc if t.dep_ in ("nsubj", "nsubjpass")]
    # 'Non-residents' is three tokens, each parsed as a subject of the main verb
    words = [t for t in subjects if t.head.i == subjects[0].head.i] or [
        t for t in doc if t.pos_ in ("NOUN", "PRON")][:1]
    return any(w.lemma_.lower() in _PEOPLE or w.lower_ in _PEOPLE for w in words)


_LEADING_MARK = re.compile(r"^(if|unless|as long as|provided(?: that)?|providing|when|whenever|where|once)\s+(.*)$",
                           re.IGNORECASE | re.DOTALL)


@construct
def _leading_condition(doc, unit, previous: str, keep_incomplete: bool = False) -> list[Rule]:
    """'If X[,] Y.' when the parser missed the clause boundary: split at the comma, or where
    a new subject starts a finite clause."""
    text = _plain(doc.text).strip().rstrip(".")
    if not (match := _LEADING_MARK.match(text)):
        return []
    offset = match.start(2)
    commas = [m.start() for m in re.finditer(",", text) if m.start() > offset]
    if commas:
        split = ([c for c in commas if _starts_clause(text[c + 1:])] or commas)[0]
    elif (split := _clause_start(doc, offset)) is None:
        return []
    # a comma that splits them belongs to neither
    condition_text, conclusion_text = text[offset:split].strip(), text[split + 1 if commas else split:]
    if len(conclusion_text.split()) < 2 and not keep_incomplete:
        return []
    if match.group(1).lower() in ("when", "once") and not _PERSON_SUBJECT.match(condition_text):
        condition_text = _perfect(condition_text)  # 'when your claim is approved': once it has been
    condition = _marked(match.group(1), _sentence_condition(condition_text, unit.index))
    if keep_incomplete or not isinstance(condition, Not) and _obligation(conclusion_text) is not None:
        # 'If you live in Wales, you must be 18 to apply': `_rule` reads it, required in that case
        return [_rule(conclusion_text, [condition], unit)]
    # 'If you're a couple, you need to register': the need is what it concludes
    only = bool(_ONLY.search(conclusion_text))
    if nested := [r for r in _sentence_rules(replace(unit, text=conclusion_text.strip()), previous)
                  if not r.required or only]:
        # 'If you work abroad, you can get SMP as long as your employer pays NI'; 'If X, you can
        # only send it if Y': the text gives it for X and Y, and needs Y
        return [Rule(nested[0].conclusion, nested[0].negated, All((condition, nested[0].condition)), unit.index,
                     nested[0].required)]
    return [_rule(conclusion_text, [condition], unit)]


def _clause_start(doc, offset: int) -> int | None:
    """Where the conclusion of 'If X Y' starts with no comma to mark it: at a new subject, after
    the condition's verb, that starts a finite clause; None when none does."""
    seen_verb = False
    for k, token in enumerate(doc):
        if token.idx < offset:
            continue
        seen_verb = seen_verb or token.pos_ in ("VERB", "AUX") and token.idx > offset
        if seen_verb and (token.lower_ in _CLAUSE_START and (any(
                t.tag_ in ("MD", "VBZ", "VBP", "VBD") for t in doc[k + 1:k + 4]) or token.lower_ in (
                "you", "they", "we") and k + 1 < len(doc) and doc[k + 1].tag_ == "VB")  # 'you stop' as VB
                or token.lower_ in _A and k + 2 < len(doc) and doc[k + 1].pos_ == "NOUN"
                and doc[k + 2].tag_ == "MD"):  # 'you log out of your app a message will say'
            finite = next((t.i for t in doc[k + 1:k + 4] if t.tag_ in ("MD", "VBZ", "VBP", "VBD")), k + 1)
            # 'unhappy with the response you can appeal': the clause starts at its subject, 'you'
            return doc[max(j for j in range(k, finite) if doc[j].lower_ in _CLAUSE_START or doc[j].lower_ in _A)].idx
    return None


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


_DASH_CLAUSE = re.compile(r"\s+[-–]\s+(?=(?P<subject>(?:you|your|they|it|this|we)\b)|[a-z])", re.IGNORECASE)


def _dash_clause(text: str) -> re.Match | None:
    """A dash opening a clause of its own: a subject ('- you'll need to appeal') or an
    imperative ('- apply for a Budgeting Advance instead')."""
    return next((m for m in _DASH_CLAUSE.finditer(text)
                 if m.group("subject") or questions.parse(text[m.end():])[0].tag_ == "VB"), None)


# 'For bulk billing, you need to register ...': what the requirement is for is the case it holds in
# ('Is it for bulk billing?'); subjects may be joined ('your patient or their parent or guardian
# still need to'); 'For this benefit program' names the topic, no case: it goes after the requirement
_SCOPED_REQUIREMENT = re.compile(r"^for\s+(?!example\b|instance\b|more\b)([^,]{2,50}),\s+"
                                 r"((?:you|your \w+)(?:\s+(?:or|and)\s+(?:you|your|their)\b[^,]{1,30}?)?"
                                 rf"(?:\s+(?:still|also|only))?\s+(?:{_MUST}|should)\b.*?)\.?$", re.IGNORECASE)


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
    """The rules of one sentence: two sentences where it says two things, else by its condition
    marks ('if', 'when', ...), else by the kind of sentence it is."""
    text = _ASIDE.sub("", _plain(unit.text)).strip()  # '(even if others are more suitable)', '(or 17 weeks if ...)'
    if _POINTER.match(text):
        return []  # a pointer to another page states no rule, whatever 'must' it quotes
    text = _rule_text(text)
    if either := _OR_MARK.match(text):
        # 'You can defer if you are enrolled, or if you are unemployed': two ways to one conclusion
        head = f"{either.group('head')} {either.group('mark')}"
        return [rule for way in ("a", "b")
                for rule in _sentence_rules(replace(unit, text=f"{head} {either.group(way)}"), previous, heading)]
    if (parts := _two_sentences(unit, text)) is not None:
        first, second = parts
        return _sentence_rules(first, previous, heading) + _sentence_rules(second, first.text, heading)
    doc = questions.parse(text)
    if _LEADING_MARK.match(text):
        # 'If X, Y': the text's own comma is a surer boundary than the small model's parse.
        return _leading_condition(doc, unit, previous)
    if (listed := _LISTED_CASE.match(text)) and _listed_clauses(listed["case"]):
        # 'You can get it if you own the house, you live in it and it's rural': the case runs to
        # the end, however the parse hangs its later clauses
        return [_conditioned_rule(listed["head"], [(listed["mark"].lower(), listed["case"].rstrip(" ."))], unit)]
    clauses = [t for t in doc if t.dep_ in ("advcl", "ccomp", "prep", "conj", "acl", "relcl", "xcomp", "pcomp")
               and _mark(t) is not None]
    clauses = [c for c in clauses if not any(o is not c and o in c.ancestors for o in clauses)]
    if not clauses:
        return _unmarked_rules(doc, text, unit, heading)
    clauses = [*clauses, *(n for c in clauses for n in _nested_conditions(c))]
    found, removed = _marked_clauses(doc, clauses)
    conclusion = re.sub(r"\s+,", ",", questions.join_tokens(t for t in doc if t.i not in removed).strip(" ,.;:-–"))
    return [_conditioned_rule(conclusion, found, unit)] if found and len(conclusion.split()) > 1 else []


_NO_MARK = r"(?:(?!\b(?:if|unless|when|but)\b)[^;:])"
_LISTED_CASE = re.compile(rf"^(?P<head>\S{_NO_MARK}*?)\s+(?P<mark>if|unless)\s+(?P<case>{_NO_MARK}+)$", re.IGNORECASE)


def _listed_clauses(case: str) -> bool:
    """Whether a case is three clauses or more, listed with commas: 'you own the house, you
    live in it and it's rural'."""
    last = [m for m in re.finditer(r",?\s(and|or)\s+", case) if _joins_clauses(case, m)]
    return bool(last) and _clause_comma(case[:last[-1].start()]) is not None


_OR_MARK = re.compile(r"^(?P<head>(?!(?:if|when|unless)\b).+?)\s+(?P<mark>if|when)\s+(?P<a>.+?),?\s+or\s+(?P=mark)\s+"
                      r"(?P<b>.+)$", re.IGNORECASE)


# an exception stated as a case: 'except if', 'except when', 'but not if', 'other than when'
_EXCEPT_IF = re.compile(r",?\s+(?:except|but not|other than|apart from)\s+(?:if|when|where)\b", re.IGNORECASE)


def _rule_text(text: str) -> str:
    """The sentence as its rules read it: a scope as a case, asides as conditions, no concession or threat."""
    text = _SCOPED_REQUIREMENT.sub(_scoped, text)
    text = _EXAMPLE_MARK.sub(" ", text)  # 'up to 13 weeks, for example if you're moving': if you're moving
    text = _CONDITION_ASIDE.sub(r", \1", text)  # 'don't expire (unless the country sets a limit)'
    text = _EXCEPT_IF.sub(", unless", text)  # 'You can get it, except if you own a home': unless you do
    text = _CONCESSIVE.sub("", text).strip(" ,")  # 'even if you don't have children': it holds regardless
    # 'You must cancel within 30 days ... or you may be charged a penalty': what follows if it is not met
    return _OR_ELSE.sub("", text) if _MODAL.search(text) else text


def _two_sentences(unit, text: str) -> tuple | None:
    """The two sentences one says (contrasted, after a dash, a second main clause), as units; else None."""
    parts = _contrasted(text)
    dash = None if parts else _dash_clause(text) or _second_main_clause(text)
    if dash and len(text[:dash.start()].split()) > 2:
        # 'You don't need to ask for it if X - you'll need to appeal to the council': two sentences
        parts = text[:dash.start()], text[dash.end():]
    return tuple(replace(unit, text=part) for part in parts) if parts else None


def _unmarked_rules(doc, text: str, unit, heading: str) -> list[Rule]:
    """A sentence with no condition mark, by the first kind of sentence it is."""
    return (_universal_rule(doc, unit) or _obligation_rule(doc, unit)
            or _need_rule(doc, unit)
            or _grant_rule(text, unit)
            or _kinds_status_rule(text, unit) or _restriction_rule(doc, unit) or _definition_rule(doc, unit)
            or _maximum_rule(text, unit, heading) or _use_rule(text, unit)
            or _provision_rule(doc, unit)
            or _requirement_rule(doc, unit, heading) or _time_rule(text, unit, heading) or _ban_rule(text, unit)
            or _restricted_object_rule(doc, unit))


_TIME_MARKS = ("when", "whenever", "once", "after", "until", "till", "where")


def _nested_conditions(clause) -> list:
    """'You pay it when you sell overseas property if you're resident in the UK': an 'if' the
    parse hangs inside a 'when' clause is a condition of the sentence, not of the selling (a
    'when' inside an 'if' clause says when that holds, and stays in it)."""
    if _mark(clause)[0] not in _TIME_MARKS:
        return []
    return [t for t in clause.subtree if t is not clause and t.dep_ in ("advcl", "ccomp", "conj")
            and (mark := _mark(t)) is not None and mark[0] not in _TIME_MARKS]


def _marked_clauses(doc, clauses: list) -> tuple[list[tuple[str, str]], set[int]]:
    """Each clause a mark opens, as (mark, words), and the tokens they take from the conclusion."""
    removed: set[int] = set()
    found = []
    root = next(t for t in doc if t.dep_ == "ROOT")
    for clause in clauses:
        mark_word, mark_tokens = _mark(clause)
        nested = {t.i for other in clauses if other is not clause and clause in other.ancestors for t in other.subtree}
        span = [t for t in clause.subtree if t.i not in nested]
        if clause.i > root.i and clause is clauses[-1]:
            # 'You can get it if you are 60 and the house is yours': a clause that follows the
            # condition, joined to the main verb by the small model, continues the condition
            # (not the main verb said again: '... up to 15 plants if authorized by X, and allows you to
            # purchase ...' allows the purchase whoever authorized)
            if later := [c for c in root.children if c.dep_ == "conj" and c.i > clause.right_edge.i and not (
                    c.lemma_ == root.lemma_ and not any(g.dep_ in ("nsubj", "nsubjpass") for g in c.children))]:
                # what follows the clause's subtree, none of which the span holds yet
                span += list(doc[clause.right_edge.i + 1:max(c.right_edge.i for c in later) + 1])
            elif span and (last := max(span, key=lambda t: t.i)).dep_ == "cc":
                # 'if your income is under £500 and at least one child lives with you': no condition
                # ends in 'and'; the parse hung what follows it elsewhere, and it is the rest
                span += [t for t in doc[last.i + 1:] if not (t.is_punct and t.i == len(doc) - 1)]
        span = _closing_brackets(doc, span)
        removed.update(t.i for t in (*span, *mark_tokens))
        if words := questions.join_tokens(t for t in span if t not in mark_tokens).strip(" ,;"):
            found.append((mark_word, words))
    return found, removed


def _conditioned_rule(conclusion: str, found: list[tuple[str, str]], unit) -> Rule:
    """The conclusion under each marked clause as its mark reads it, or under a time elapsed or a clause."""
    if len(found) == 1 and (elapsed := _ELAPSED_OR.search(conclusion)):
        # 'You must pay back the loan after 25 years or when you sell your home': either
        conclusion = conclusion[:elapsed.start()]
        part = _sentence_condition(_to_user(found[0][1], _about_people(conclusion)), unit.index)
        passed = Leaf(f"{elapsed.group(1)} {'has' if elapsed.group(1).split()[0] in ('1', 'one', 'a') else 'have'} "
                      f"passed", False, unit.index)
        return _rule(conclusion, [Any((passed, part))], unit)
    people = _about_people(conclusion)
    kinds, parts = [], []
    if reader := _kind_of_reader(conclusion, *(words for _, words in found)):
        # 'Members get the higher rate if they're over 25': you do, if you're a member over 25
        conclusion, kind = reader
        kinds = [_kind_condition(kind, unit.index)] if kind else []
    elif covered := _definition_rule(questions.parse(conclusion), unit):
        # 'We won't pay for routine care, unless it is needed to treat an illness': of routine
        # care, as 'We won't pay for routine care' is, unless ...
        conclusion = _negate(covered[0].conclusion) if covered[0].negated else covered[0].conclusion
        kinds = [covered[0].condition]
    for mark_word, words in found:
        if mark_word == "after":
            words = _perfect(words)  # 'after you take SPL': once you have taken it
        parts.append(_marked(mark_word, _sentence_condition(_to_user(words, people), unit.index)))
    # 'The applicant qualifies if ...', 'A household qualifies if ...': you qualify
    conclusion = _fix_be(_to_user(conclusion, False))
    if _ONLY.search(unit.text):
        # 'You can only get it if B': B is required, whatever else gives it; 'Students can only
        # get it if they study part-time': of students
        need = parts[0] if len(parts) == 1 else All(tuple(parts))
        return replace(_rule(conclusion, [Any((Not(kinds[0]), need)) if kinds else need], unit), required=True)
    return _rule(conclusion, kinds + parts, unit)


_ONLY = re.compile(r"\b(?:can|may|could|will|would|shall|is|are)\s+only\b|\bonly\s+(?:if|when|where)\b", re.IGNORECASE)


_ELAPSED_OR = re.compile(r"\s+(?:after|within)\s+((?:\d+|a|one|two|three|four|five|six|ten|twelve)\s+"
                         r"(?:days?|weeks?|months?|years?))\s+or$", re.IGNORECASE)


def _rule(conclusion_text: str, parts: list, unit) -> Rule:
    """A conclusion with its conditions; an obligation in the conclusion ('To qualify, you
    must X unless Y') is one more condition: X, or the exception."""
    if (obligation := _obligation(conclusion_text)) is not None:
        conclusion_text, required = obligation
        leaf = _clause_leaf(required, unit.index)
        excepted = [p.part for p in parts if isinstance(p, Not)]
        cases = [p for p in parts if not isinstance(p, Not)]
        if cases:
            # 'To qualify, you must X if Y': in case Y, X is required; out of it, not by this
            case = cases[0] if len(cases) == 1 else All(tuple(cases))
            return Rule(_conclusion(conclusion_text).text, False, Any((Not(case), leaf, *excepted)), unit.index, True)
        parts = [Any((leaf, *excepted)) if excepted else leaf]
    return _rule_of(conclusion_text, parts[0] if len(parts) == 1 else All(tuple(parts)), unit.index)


@construct
def _mark(token):
    """The subordinating word that makes this clause a condition, with its tokens."""
    for child in token.children:
        if child.dep_ == "mark" or (child.dep_ == "advmod" and child.lower_ in ("when", "where", "once")):
            word, tokens = child.lower_, [child]
            if word == "as":
                before = child.doc[max(child.i - 2, 0):child.i]
                if [t.lower_ for t in before] != ["as", "long"]:
                    continue
                word, tokens = "as long as", [child, *reversed(before)]
            if word in _TIME_MARKS and (
                    not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in token.children)
                    or token.pos_ not in ("VERB", "AUX")):
                continue  # 'after the policy start date': a time, not a clause, whatever the parse made of 'start'
            if word in ("when", "where") and (token.dep_ in ("relcl", "pcomp") or child.i and child.doc[
                    child.i - 1].dep_ == "prep"):
                continue  # 'up to the time when you went back to work', 'the country where you live', 'the
                # nearest one to where you live': which one
            if word in ("if", "unless", "when", "whenever", "where", "once", "as long as", "provided", "providing",
                        "after", "until", "till"):
                return word, tokens + [c for c in token.children if c.lower_ == "only" and c.i < child.i]
    if token.lower_ in ("provided", "providing", "unless") and token.dep_ in ("advcl", "prep"):
        return token.lower_, [token]  # the small model reads '(unless the country ...)' as a preposition
    return None
