"""The whole text, block by block: headings that state a case, paragraphs, lists.

A sentence is read in its place: under a heading that states a case ('If you're self-employed')
it holds in that case, and a requirement right after a rule is that rule's requirement.
"""

from __future__ import annotations

import re
from dataclasses import replace

from nesy_chat.nlp import questions
from nesy_chat.nlp.vocabulary import content_terms, coverage
from nesy_chat.synthesis.rules.conditions import _sentence_condition
from nesy_chat.synthesis.rules.constructs import construct, statements
from nesy_chat.synthesis.rules.deadlines import _deadline
from nesy_chat.synthesis.rules.ir import All, Any, Condition, Leaf, Not, Rule, _conjoined, _units
from nesy_chat.synthesis.rules.lexicon import _HEDGED, _PEOPLE, _REQUIREMENT_NOUNS, _SAME_VERB, _THIRD_PERSONS
from nesy_chat.synthesis.rules.limits import _limited
from nesy_chat.synthesis.rules.lists import _intro_rule, _list_rules
from nesy_chat.synthesis.rules.normalise import _plain
from nesy_chat.synthesis.rules.realise import _finite, _noun_lemma, _person_word
from nesy_chat.synthesis.rules.reference import resolve_it, resolve_pronouns
from nesy_chat.synthesis.rules.requirements import _MODAL, _NO_NEED, _heading_conclusion, _rule_of
from nesy_chat.synthesis.rules.sentences import _sentence_rules, _two_sentences
from nesy_chat.synthesis.structure import Layout, heading_text


def extract_rules(layout: Layout) -> list[Rule]:
    resolve_pronouns(layout)
    resolve_it(layout)
    rules: list[Rule] = []
    heading = previous = ""
    heading_condition = None
    consumed: set[int] = set()  # the lists read with the sentence that introduces them
    for position, block in enumerate(layout.blocks):
        if block.kind == "heading":
            heading = heading_text(block.units[0].text)
            heading_condition = _heading_condition(heading, block.units[0].index)
            continue
        if block.kind == "list":
            if position not in consumed:
                rules.extend(_list_rules(heading, block.items))
            continue
        listed = position + 1 < len(layout.blocks) and layout.blocks[position + 1].kind == "list"
        for k, unit in enumerate(block.units):
            if listed and k == len(block.units) - 1 and unit.text.rstrip().endswith(":"):
                found = _intro_rule(_deadline_read(rules, unit, k), layout.blocks[position + 1].items, heading,
                                    previous)
                if _MODAL.search(unit.text) and all(r.conclusion == _heading_conclusion(heading) for r in found):
                    # 'You can apply if X. You must also show that: * ...': no purpose of its own
                    found = _of_the_rule_before(rules, found, unit, k)
                if rules and found and rules[-1].condition is heading_condition and heading_condition is not None \
                        and _key(rules[-1].conclusion) == _key(found[0].conclusion):
                    rules.pop()  # '### You have X' + 'You may get it. All of the following must apply:' + list
                rules.extend(found)
                consumed.add(position + 1)
            elif (means := _MEANS.match(_plain(unit.text).strip())) and rules and rules[-1].unit == unit.index - 1:
                # 'If X, the top up should have been refunded. This means you won't inherit the top
                # up': what the rule before says follows under its condition
                rules.append(_rule_of(means.group(1).rstrip(" ."), rules[-1].condition, unit.index))
            else:
                rules.extend(_limited(_unit_rules(rules, unit, k, previous, heading, heading_condition), unit))
            previous = unit.text
    rules = _excepted(_same_as_before(_not_together(rules), layout), layout)
    return _unconditioned(rules + _stated(rules, layout))


def _unit_rules(rules: list[Rule], unit, k: int, previous: str, heading: str,
                heading_condition: Condition | None) -> list[Rule]:
    """The rules of a sentence that is not a list's introduction, read with the rules before
    it: a requirement joins the rule it belongs to, and a plain statement holds in the case its
    heading states."""
    found = _sentence_rules(_deadline_read(rules, unit, k), previous, heading)
    if found and all(r.required for r in found):
        if _owed(_plain(unit.text)) and ((before := _rule_before(rules, unit, k)) is None
                                         or before.condition is None):
            # 'Your employer must give you time off for training': what another owes the reader,
            # stated as a fact (`_stated`) the reader may ask about, unless it is one more
            # requirement of the rule before it ('You can apply if ... Your employer must give
            # you a certificate of sponsorship')
            return []
        found = _of_the_rule_before(rules, found, unit, k)
    elif len(found) == 1 and not found[0].negated and _OBLIGATION.match(found[0].conclusion) \
            and _of_a_kind(found[0].condition) and (before := _rule_before(rules, unit, k)) is not None:
        # 'The program helps farmers. Farmers must own 10 acres.': what those it is for
        # must do is required by it, as what applicants must do is; who they are goes
        # unasked when the rule before asks it ('First-time buyers ... Buyers must'), and
        # otherwise says whom the duty binds ('If you are under 18, you must have a parent
        # sign': an adult need not)
        obliged = _sentence_condition(found[0].conclusion, unit.index)
        who = found[0].condition
        asked = " ".join(statements(before.condition))
        known = isinstance(who, Leaf) and coverage(content_terms(who.text), asked) == 1.0
        found = [Rule(before.conclusion, False, obliged if known else Any((Not(who), obliged)), unit.index, True)]
    if heading_condition is not None and found and all(
            r.required and r.conclusion == _heading_conclusion(heading) for r in found) \
            and _MUST_DO.search(_plain(unit.text)):
        # '## If your circumstances change' + 'You must report these changes to the Tax
        # Credit Office': under a case, what you must do is what holds in it, not a
        # requirement of what the heading names; what you must be or have ('You must
        # be 24 or older') still is one
        found = []
    return found or _statement_rule(unit, heading_condition)


def _deadline_read(rules: list[Rule], unit, k: int):
    """The unit with a time limit on asking ('You must apply within 3 months of ...') read as
    when asking is open, unless it is the requirement of a rule before it ('You can get the
    grant if ... You must apply within 3 months of ...': applying in time is required)."""
    return unit if _rule_before(rules, unit, k) is not None else replace(unit, text=_deadline(unit.text))


# what another party must do: 'Your employer must pay you', 'The council must deal with it'
_OWED = re.compile(r"^\s*(?:your|the)\s+(?:[a-z-]+\s+)?(?P<party>[a-z-]+)\s+(?:must|has to|needs to|will have to)\s+",
                   re.IGNORECASE)


def _owed(text: str) -> bool:
    """Whether the sentence says what a person or body other than the reader must do (not what
    the reader's course or home must be)."""
    return (duty := _OWED.match(text)) is not None and _person_word(duty.group("party"))


def _of_the_rule_before(rules: list[Rule], required: list[Rule], unit, k: int) -> list[Rule]:
    """The requirements as the rule before's (`_rule_before`), else as they are."""
    before = _rule_before(rules, unit, k)
    return required if before is None else [Rule(before.conclusion, False, r.condition, r.unit, True) for r in required]


def _rule_before(rules: list[Rule], unit, k: int) -> Rule | None:
    """The rule a requirement in `unit` belongs to, or None. 'If you nominate a home you qualify
    for relief. You must have lived in it.': a requirement in the same paragraph as a rule, or
    one that says it is 'also' required, is that rule's requirement. Right after an exclusion it
    is one of what is excluded ('You can't get tax credits if X. You'll still need to meet the
    other rules'); further on, of neither. An exception in between ('the 90-day minimum does not
    apply if ...') is passed over."""
    before = [r for r in rules if _exception(r) is None]
    also = _ALSO.search(unit.text)  # 'To qualify you must A. You must also B.': B is required as A is
    if not before or before[-1].required and not also or not (k > 0 or also) \
            or re.match(r"^(?:for|to|in order to|however|but)\b", unit.text.strip(), re.IGNORECASE) \
            or before[-1].negated and before[-1].unit != unit.index - 1:
        return None
    return before[-1]


# 'You can't claim A and B at the same time': neither while you claim the other
_TOGETHER = re.compile(r"^(?P<head>you\s+(?:can|could|may)\s+(?P<verb>get|claim|receive|apply for|have))\s+"
                       r"(?P<a>.+?)\s+and\s+(?P<b>.+?)\s+(?:at the same time|together|simultaneously)$",
                       re.IGNORECASE)


def _not_together(rules: list[Rule]) -> list[Rule]:
    """'You can't claim tax credits and Universal Credit at the same time' bars each while you
    get the other; read whole, it answered no to anyone asking about either."""
    found = []
    for rule in rules:
        if not rule.negated or (both := _TOGETHER.match(rule.conclusion)) is None:
            found.append(rule)
            continue
        for one, other in ((both.group("a"), both.group("b")), (both.group("b"), both.group("a"))):
            condition = _conjoined(rule.condition, _sentence_condition(f"you {both.group('verb')} {other}", rule.unit))
            found.append(replace(rule, conclusion=f"{both.group('head')} {one}", condition=condition))
    return found


def _of_a_kind(condition: Condition | None) -> bool:
    """Whether a condition says who the reader is ('you are a farmer', 'you are a buyer over 18')."""
    first = condition.parts[0] if isinstance(condition, All) else condition
    return isinstance(first, Leaf) and not first.negated and first.text.startswith("you are ")


_OBLIGATION = re.compile(r"^you\s+(?:must|need to|have to|are required to)\s+(?!not\b)", re.IGNORECASE)


# 'you must report these changes': something to do, not a state to be in or a thing to have
_MUST_DO = re.compile(r"^\s*you\s+(?:must|need to|have to|will need to|['’]ll need to)\s+(?!be\b|have\b|not\b)[a-z]+",
                      re.IGNORECASE)


_MEANS = re.compile(r"^(?:this|that|which)\s+(?:means|will mean|would mean)(?:\s+that)?\s+(.+)$", re.IGNORECASE)


_STATEMENT = re.compile(r"^\s*(?:you|your)\b.*\b(?:can|can't|cannot|could|may|might|must|will|won't|need|needs|"
                        r"do not|don't|does not|doesn't|are|is|aren't|isn't|have to|has to|get|qualify)\b",
                        re.IGNORECASE)


# what a reader is told, with no condition, they need not do ('You don't have to pay the grant back'
# answers 'Do I have to repay it?') or they can or cannot get ('You can't get Working Tax Credit')
_ENTITLEMENT = re.compile(rf"^\s*you(?:\s+(?:{_NO_NEED.pattern})|(?:['’](?:ll|re)|\s+(?:\w+\s+)?(?:can|can't|can’t|"
                          r"cannot|could|may|might|will|won't|won’t|are|aren't|aren’t))\s+(?:not\s+)?(?:\w+\s+){0,3}?"
                          r"(?:get|claim|receive|qualify|entitled|eligible)\b)", re.IGNORECASE)


@construct
def _statement_rule(unit, heading_condition: Condition | None) -> list[Rule]:
    """A plain statement, which holds in the case its heading states ('### You're from Algeria or
    Tunisia' + 'You can't get Working Tax Credit.'), or, without one, of every reader, when it
    says what they can or cannot get: 'You can't get Working Tax Credit' answers no, not yes."""
    text = _plain(unit.text).strip()
    if heading_condition is not None and all(coverage(content_terms(said), text) == 1.0
                                             for said in statements(heading_condition)):
        heading_condition = None  # 'When you don't pay' over 'You don't need to pay tax on gifts': its topic
    if not (_ENTITLEMENT.match(text) or heading_condition is not None and _STATEMENT.search(text)):
        return []
    return [_rule_of(text.rstrip("."), heading_condition, unit.index)]


# 'This doesn't apply if you: ...', 'The only exceptions are if ...': what lifts the rule before
# 'This doesn't apply if ...', 'the 90-day minimum does not apply if ...': a requirement lifted
_EXCEPTION = re.compile(rf"^(?:(?:this|that|it|these)\s+(?:rule\s+)?(?:applies|apply)|the\s+(?:[\w-]+\s+){{0,3}}"
                        rf"(?:{'|'.join(_REQUIREMENT_NOUNS)})s?\s+(?:applies|apply)|(?:the\s+)?(?:only\s+)?"
                        r"exceptions?\s+(?:is|are))$", re.IGNORECASE)


@construct
def _exception(rule: Rule) -> Condition | None:
    """What a sentence that only states an exception excepts, or None."""
    return rule.condition if _EXCEPTION.match(_key(rule.conclusion)) else None


def _excepted(rules: list[Rule], layout: Layout) -> list[Rule]:
    """The rule before an exception holds outside it: 'You can't apply if you did not work here.
    The only exceptions are if you were in the military': not if you were. A requirement is
    lifted by it instead: 'You must have lived here 3 months. This doesn't apply if you: * are a
    refugee': lived here 3 months, or a refugee. 'This only applies if ...' restricts it instead."""
    found: list[Rule] = []
    for rule in rules:
        if not found or (excepted := _exception(rule)) is None:
            found.append(rule)
            continue
        before = found.pop()
        if not rule.negated and "exception" not in rule.conclusion.lower():
            # 'This only applies if X': a condition more, not a way out
            condition = _conjoined(before.condition, excepted)
        elif (before.required or _MODAL.search(_plain(layout.units[before.unit].text))) and not before.negated:
            condition = Any((before.condition, excepted)) if before.condition is not None else None
        else:
            condition = _conjoined(before.condition, Not(excepted))
        found.append(replace(before, condition=condition))
    return found


# a condition, or what holds only in some cases: 'you may be able to work', 'in some situations'
_CONDITIONAL = re.compile(r"\b(?:if|unless|provided|providing|as long as|(?:may|might|could)\s+(?:be\s+(?:able|"
                          r"eligible|entitled)|qualify)|in\s+(?:some|certain|most)\s+(?:cases|situations|"
                          r"circumstances))\b", re.IGNORECASE)


# 'This is called an equity loan': a name for what came before, no fact of it
_NAMING = re.compile(r"^(?:this|that|it|these|they) (?:is|are) (?:\w+ )?(?:called|known as|referred to as)\b", re.I)


@construct
def _stated(rules: list[Rule], layout: Layout) -> list[Rule]:
    """What the text states besides its rules: a plain sentence no rule read ('DSAs don't have
    to be paid back', 'Badges last up to 3 years') holds of every reader, so a question that
    asks it ('Do I have to repay DSAs?') is answered by it, not by the eligibility rule beside it."""
    read = {rule.unit for rule in rules}.union(*(_units(rule.condition) for rule in rules))
    # 'The rate may be adjusted, but the adjustments may not be more often than quarterly': two facts
    said = [(part, _plain(part.text).strip()) for block in layout.blocks if block.kind == "paragraph"
            for unit in block.units if unit.index not in read
            for part in _two_sentences(unit, _plain(unit.text).strip()) or (unit,)]
    return [_rule_of(text.rstrip("."), None, part.index) for part, text in said if _declarative(text)]


def _declarative(text: str) -> bool:
    """A sentence that states a fact: a subject and a finite verb, no question, nothing it
    introduces, no condition (one the rules could not read is no fact), no mere possibility,
    one clause (two with subjects of their own have polarities a claim cannot keep apart).
    What the reader's own employer or landlord must do is a fact ('Your employer must pay
    you for it'); what a kind of person may do ('Au pairs ... They aren't entitled to X') is a rule for that
    kind, and 'Some self-employed people are not eligible' states nothing of any one reader."""
    root = questions.parse_root(questions.parse(text))
    if text.endswith((":", "?")) or _CONDITIONAL.search(text) or _NAMING.match(text) or root is None \
            or not _finite(root) or any(c.dep_ == "conj" and _finite(c) and any(
                g.dep_ in ("nsubj", "nsubjpass") for g in c.children) for c in root.children):
        return False
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass", "expl")), None)
    return subject is not None and subject.lower_ not in _THIRD_PERSONS and (
        subject.lower_ == "you" or _noun_lemma(subject) not in _PEOPLE or any(
            c.dep_ == "poss" and c.lower_ == "your" for c in subject.children)) and not any(
        t.lower_ in _HEDGED for t in subject.subtree)


def _unconditioned(rules: list[Rule]) -> list[Rule]:
    """Without the statements that say with no condition what other rules say under one: 'You can
    get it if X. You may be able to get it.' does not make it everyone's."""
    conditioned = [r.conclusion for r in rules if r.condition is not None]
    return [r for r in rules if r.condition is not None or not any(
        coverage(content_terms(r.conclusion), conclusion) == 1.0 for conclusion in conditioned)]


@construct
def _heading_condition(heading: str, unit: int) -> Condition | None:
    """A heading that states a case ('If you're self-employed', 'You're from Algeria or
    Tunisia'): the condition of the plain statements under it."""
    text = _plain(heading).strip().rstrip(".:?")
    # 'When not to charge VAT' names a topic, not a case: not read as one, nor as a statement
    if match := re.match(r"^(?:if|when|where)\s+(?!\s|(?:not\s+)?to\s)(.*)$", text, re.IGNORECASE):
        text = match.group(1)
    elif not re.match(r"^(?:you|your)\b", text, re.IGNORECASE) or not any(_finite(t) for t in questions.parse(text)):
        return None
    return _sentence_condition(text, unit)


@construct
def _same_as_before(rules: list[Rule], layout: Layout) -> list[Rule]:
    """'Members of the Reserves ... may be eligible for VA health benefits as well', after 'you
    may qualify for VA health care benefits if ...': a sentence that says 'also' / 'as well' /
    'too' concludes what an earlier rule does, when that names everything it names; one claim
    with one more way to it, not two. So does one that gets 'it' after a rule that named it, or
    says what it says with another modal ('may get' after 'can get')."""
    found: list[Rule] = []
    for rule in rules:
        if (it := _GOT_IT.match(rule.conclusion)) and (named := next(
                (m for r in reversed(found) if (m := re.search(
                    rf"\b({'|'.join(map(re.escape, _sense(it.group('verb'))))})\s+(?!(?:it|them)\b)(\S.*)$",
                    r.conclusion, re.IGNORECASE))
                 and (not it.group("noun") or _key(it.group("noun")).rstrip("s") in _key(m.group(2)))), None)):
            # 'You can get Carer's Allowance if X. You can't get it / claim this allowance if Y':
            # it is what was named, got as it was; one claim, the first rule's, with its exclusion
            head = rule.conclusion[:it.start("verb")]
            rule = replace(rule, conclusion=f"{head}{named.group(1)} {named.group(2).strip()}{it.group('rest')}")
        if earlier := next((r for r in reversed(found) if r.conclusion != rule.conclusion
                            and _modal_free(r.conclusion) == _modal_free(rule.conclusion)), None):
            # 'You may get X if A. You can't get it if B': what one may and what one can get
            # are the same question; one claim, the first rule's, with its exclusion
            rule = replace(rule, conclusion=earlier.conclusion)
        if _BARE_ELIGIBILITY.match(rule.conclusion) and (topic := next(
                (r.conclusion for r in reversed(found) if not r.negated and not _BARE_ELIGIBILITY.match(r.conclusion)),
                None)):
            # 'The grant is available to small businesses. Businesses that had one before are not
            # eligible': eligible for what the text is about, the rule before's claim
            rule = replace(rule, conclusion=topic)
        if rule.conclusion == "it is covered" and (cover := next(
                (r.conclusion for r in reversed(found) if re.search(r"\bcovers?\s+it$", r.conclusion)), None)):
            rule = replace(rule, conclusion=cover)  # 'We cover theft. Flood damage is not covered.': by us
        if rule.condition is not None and _CONTRARY.match(layout.units[rule.unit].text) and (k := next(
                (k for k in reversed(range(len(found))) if _key(found[k].conclusion) == _key(rule.conclusion)
                 and found[k].negated != rule.negated), None)) is not None:
            # 'You can't normally get X. However, you may be able to if Y': the rule before
            # holds outside the case that turns it round
            found[k] = replace(found[k], condition=_conjoined(found[k].condition, Not(rule.condition)))
        terms = content_terms(rule.conclusion)
        also = _ALSO.search(layout.units[rule.unit].text)
        # 'Limited companies can't use flat rates', after 'You can use flat rates to work out your
        # costs': what it denies is that claim, which names all it names with its verb
        if terms and (also or rule.negated) and (earlier := next(
                (r for r in reversed(found) if _key(r.conclusion) != _key(rule.conclusion) and (
                    r.negated == rule.negated if also else not r.negated
                    and _verb(r.conclusion) in _sense(_verb(rule.conclusion)))
                 and coverage(terms, r.conclusion) == 1.0), None)):
            rule = replace(rule, conclusion=earlier.conclusion)
        found.append(rule)
    return found


_ALSO = re.compile(r"\b(?:also|as well|too)\b", re.IGNORECASE)


_BARE_ELIGIBILITY = re.compile(r"^(?:you|it)\s+(?:are|is|will be|may be|can be)\s+eligible$|^you\s+"
                               r"(?:may\s+|can\s+|will\s+)?qualify$", re.IGNORECASE)


_CONTRARY = re.compile(r"^\s*(?:however|but)\b", re.IGNORECASE)


def _modal_free(conclusion: str) -> str:
    """A conclusion without the modal that says how sure it is ('you may get X', 'you'll get X')."""
    return _key(re.sub(r"\b(?:can|could|may|might|will|would|['’]ll)\s+(?:(?:usually|normally|also|still)\s+)?"
                       r"(?:be\s+able\s+to\s+)?", "", conclusion, flags=re.IGNORECASE))


# what one can do with 'it', 'them', 'this allowance': the verb after its subject or modal
# ('you can only use them', 'you can get these benefits')
_GOT_IT = re.compile(r"^(?P<head>.*\b(?:you|can|could|may|might|will|would|must|should|not|only|also|still|to)\s+"
                     r"(?P<verb>[a-z]+(?:\s+(?:for|to))?)\s+)(?:it|them|(?:this|these|that|those)\s+(?P<noun>[\w'’-]+))"
                     r"\b(?P<rest>.*)$", re.IGNORECASE)


def _verb(conclusion: str) -> str:
    """The verb of a conclusion said to the reader ('you may get a payment': 'get'), or ''."""
    words = [w for w in _modal_free(conclusion).split() if w not in ("you", "not", "do", "does")]
    return words[0] if words else ""


def _sense(verb: str) -> frozenset[str]:
    """The verb, and those of one sense with it ('get' these benefits one could 'receive')."""
    return next((group for group in _SAME_VERB if verb.lower() in group), frozenset({verb}))


def _key(text: str) -> str:
    return " ".join(re.sub(r"[^\w\s£$%.-]", " ", text.lower()).split())
