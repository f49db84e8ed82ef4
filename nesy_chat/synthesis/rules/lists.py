"""A list and the sentence that introduces it: whose conclusion, what stem, which connective.

'You can't get it if you:' + items, 'To apply, you must:' + items, 'You can get the following:'
+ things: the intro says what the items conclude and how each item is to be read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from nesy_chat.nlp import questions
from nesy_chat.synthesis.rules.conditions import _ASIDE, _marked, _sentence_condition
from nesy_chat.synthesis.rules.constructs import construct
from nesy_chat.synthesis.rules.coordination import _lemma, _parsed
from nesy_chat.synthesis.rules.descriptions import (
    _GRANT,
    _grant_rule,
    _kind_condition,
    _use_of,
)
from nesy_chat.synthesis.rules.ir import All, Any, Condition, Not, Rule
from nesy_chat.synthesis.rules.items import (
    _ANY,
    _ITEM_TAIL,
    _QUANTIFIER,
    _any_of,
    _incomplete,
    _item_text,
    _list_condition,
    _split_stem,
    _user_condition,
)
from nesy_chat.synthesis.rules.lexicon import _NOT_ACTIVITIES, _PEOPLE
from nesy_chat.synthesis.rules.limits import _limited
from nesy_chat.synthesis.rules.normalise import _plain
from nesy_chat.synthesis.rules.realise import (
    _ITEM_LABEL,
    _drop_modal,
    _finite,
    _fix_be,
    _kind_of_reader,
    _leaf,
    _noun_lemma,
    _phrase,
    _to_user,
)
from nesy_chat.synthesis.rules.reference import _MARK_RE
from nesy_chat.synthesis.rules.requirements import _conclusion, _duty, _heading_conclusion, _one_of, _purpose, _rule_of
from nesy_chat.synthesis.rules.sentences import _LEADING_MARK, _about_people, _leading_condition, _sentence_rules
from nesy_chat.synthesis.structure import Item

_RELATIVE_INTRO = re.compile(r"^(.*?)\s*\b(?:who|that|which|whose)$", re.IGNORECASE)


@construct
def _list_rules(heading: str, items: list[Item]) -> list[Rule]:
    """A list with no intro: its heading is the conclusion, and, like a list of requirements,
    all of it holds; unless every item is a case with what it gets ('* You're a single parent:
    Up to £2,010 a year'), when each is a rule of its own and cases that get the same amount
    are alternatives."""
    rates = [_ITEM_LABEL.search(_plain(item.unit.text).strip()) for item in items]
    if len(items) > 1 and all(rates) and not any(item.children for item in items):
        return [Rule(f"you can get {amount[:1].lower()}{amount[1:]}", False, condition, item.unit.index)
                for item, amount in zip(items, [rate.group().strip(" :.;,") for rate in rates])
                if (condition := _list_condition([item], "", any_of=True, people=True)) is not None]
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
    """The rules a list makes with the sentence that introduces it: an intro that makes its rules
    its own way, or else one rule whose conclusion and stem the intro's shape gives."""
    intro = _IN_CATEGORY.sub("", _plain(unit.text).rstrip().rstrip(":").strip())
    if (rules := _intro_in_case(unit, intro, items, heading, previous)) is not None:
        return rules
    marks = list(_MARK_RE.finditer(intro))
    if sum(bool(_LEADING_MARK.match(_plain(i.unit.text).strip())) for i in items) * 2 > len(items):
        # items that are conditions of their own ('* if you ...'): the intro is what any of them concludes
        leaves = [_sentence_condition(_LEADING_MARK.sub(r"\2", _item_text(i)), i.unit.index) for i in items]
        return [_rule_of(intro, _one_of(leaves), unit.index)]
    if marks and marks[0].start() == 0:
        return _leading_condition_rules(unit, intro, marks, items, heading, previous)
    if (rules := _rules_per_item(unit, intro, marks, items, heading, previous)) is not None:
        return rules
    return _shaped_rules(unit, intro, marks, items, heading, _intro_shape(intro, marks, items, heading, previous))


def _intro_in_case(unit, intro: str, items: list[Item], heading: str, previous: str) -> list[Rule] | None:
    """An intro that states a case all its items share (a cause, what the person is); else None."""
    if cause := _CAUSE.search(intro):
        # 'paid to any Veteran who, because of a service-connected disability: * wears ...': the
        # cause is had, as well as what the items say
        rest, case = intro[:cause.start(1)].rstrip(" ,") + ":", _leaf(f"you have {cause.group(2)}", unit.index)
    elif stacked := _STACKED_KIND.match(intro):
        # 'An eligible borrower is any person who is a landowner, landlord, ... or sharecropper who:
        # * Demonstrates compliance ...': what the person is holds as well as what the items say
        defined = stacked.group("defined")
        rest = f"You are {defined[:1].lower()}{defined[1:]} who:"
        case = _sentence_condition(f"you are {stacked.group('kinds')}", unit.index)
    else:
        return None
    return _also(_intro_rule(replace(unit, text=rest), items, heading, previous), case)


def _leading_condition_rules(unit, intro: str, marks: list[re.Match], items: list[Item], heading: str,
                             previous: str) -> list[Rule]:
    """An intro that opens with its condition: the list inside it, a second condition, or each item."""
    comma = intro.find(",", marks[0].end())
    if comma > 0 and re.search(r"\bthe following\b", intro[:comma], re.IGNORECASE):
        return _following_in_condition(unit, intro, marks[0], comma, items)
    if len(marks) > 1 and "," in intro[:marks[-1].start()]:
        # 'If you won't be in the UK, you might still get it if both the following apply:'
        leading = _sentence_condition(_plain(intro[marks[0].end():comma]).strip(), unit.index)
        leading = _marked(marks[0].group(1), leading)
        rest = replace(unit, text=intro[comma + 1:].strip() + ":")
        return _also(_intro_rule(rest, items, heading, previous), leading)
    return _distributive_rules(intro, items, unit, previous)


def _following_in_condition(unit, intro: str, mark: re.Match, comma: int, items: list[Item]) -> list[Rule]:
    """'If you get any of the following, your payments can't be stopped:': the list is in the condition."""
    condition_text = intro[mark.end():comma].strip()
    conclusion = _conclusion(intro[comma + 1:].strip())
    people = _about_people(conclusion.text)
    prefix, own = _split_stem(_to_user(condition_text, people))
    condition = _items_condition(items, prefix, own, _any_of(condition_text, items, negative=False, default=True),
                                 people, unit.index)
    if condition is None:
        return []
    return [Rule(conclusion.text, conclusion.negated, _marked(mark.group(1), condition), unit.index)]


def _items_condition(items: list[Item], prefix: str, own: str, any_of: bool, people: bool,
                     index: int) -> Condition | None:
    """What the items say, each read after the stem's prefix, with what the stem says on its own."""
    condition = _list_condition(items, prefix, any_of, people)
    return All((_sentence_condition(own, index), condition)) if own and condition is not None else condition


def _rules_per_item(unit, intro: str, marks: list[re.Match], items: list[Item], heading: str,
                    previous: str) -> list[Rule] | None:
    """Items that each complete the intro as a sentence of their own (a name, a grant, a thing); else None."""
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
        return [rule for item in items for rule in _limited(
            _sentence_rules(replace(item.unit, text=_got(listed, item)), previous, heading), item.unit)]
    return None


@dataclass(frozen=True)
class _Shape:
    """What an intro says its items complete, and how to read them."""

    conclusion: str
    stem: str  # what each item is read after ('you', 'you have', 'it is for')
    any_default: bool = True  # any item will do, unless the intro or the items say how many
    negated: bool = False  # 'unless': the items' condition is negated
    trailing: bool = False  # the stem, not the whole intro, says how many items must hold
    deceased: bool = False  # the items are of someone the stem names, not of the reader
    modified: bool = False  # the stem is what the items modify, kept as written


def _intro_shape(intro: str, marks: list[re.Match], items: list[Item], heading: str, previous: str) -> _Shape:
    """The conclusion and stem by the intro's shape: mark, purpose, obligation, relative or bare listing."""
    if marks:
        return _marked_shape(intro, marks[-1])
    if modal := _duty(intro):
        return _obligation_shape(intro, modal, heading, previous)
    if purpose := re.match(r"^\s*(?:in order\s+)?to\s+(.+)$", intro, re.IGNORECASE):
        # 'To obtain a NADL, the law requires that:': what follows the comma only leads in
        return _Shape(f"you can {purpose.group(1).split(',')[0]}", "", any_default=False)
    if relative := _RELATIVE_INTRO.match(intro):
        return _relative_shape(intro, relative, items)
    return _listing_shape(intro, items)


# what one may do or get: its criteria after a bare 'if:' (or 'if your passport:') all hold ('You
# may renew online if: * your licence expires soon * you are under 70'); what one must do, any
# case triggers ('Tell the office if:')
_PERMISSION = re.compile(r"\b(?:can|could|may|might)\b(?!\s+(?:not|also\s+need|need|have to)\b)|\b(?:able|eligible|"
                         r"entitled)\b", re.IGNORECASE)


# a bare 'if:' or one naming the thing the items describe ('if your passport: * was issued ...')
_PROPERTIES = re.compile(r"^(?:(?:your|the)\s+[\w-]+)?$", re.IGNORECASE)


_WHETHER = re.compile(r"\b(?:check|find out|see|ask)$", re.IGNORECASE)  # 'Workers can check if: *': whether


def _marked_shape(intro: str, mark: re.Match) -> _Shape:
    """'You can't get it if you:': the conclusion before the mark, the stem after it."""
    conclusion, stem = _listed_subject(intro[:mark.start()].strip(" ,")), intro[mark.end():].strip(" ,")
    # 'if you're 16 or over and you: * have ... * can ...': and all of them; 'A person is generally
    # classed as a worker if: * ...': the criteria of a class, all of them; not what a stem of its
    # own leaves open ('classed as X if you're working for a: * charity')
    all_of = _AND_SUBJECT_END.search(stem) or (_CLASSED_AS.search(conclusion) and len(stem.split()) <= 1) \
        or _PROPERTIES.match(stem) and _PERMISSION.search(conclusion) and not _ANY.search(intro) \
        and not _WHETHER.search(conclusion)
    return _Shape(conclusion, stem, any_default=not all_of, negated=mark.group(1).lower() == "unless")


def _obligation_shape(intro: str, modal: re.Match, heading: str, previous: str) -> _Shape:
    """'[To purpose,] subject must|need VERB:': what one must do or have for the purpose; all of it."""
    purpose, subject = _purpose(intro[:modal.start()])
    doing = None
    if purpose is None and (scope := _APPLYING.match(subject or "")):
        # 'All businesses that are considered for financing under X must:' is what one must do to be
        purpose, subject = f"you can be {scope.group(1)}", "you"
    elif purpose is None and (doing := _DOING.match(subject or "")) and \
            doing.group("verb").lower() not in _NOT_ACTIVITIES:
        # 'Businesses that use Centrepay need to:' is what one must do to use it
        purpose, subject = f"you can {_lemma(doing.group('verb').lower(), 'VERB')} {doing.group('rest')}", "you"
    conclusion = purpose or _heading_conclusion(heading)
    # 'You must not:' requires that none of the items holds
    rest, forbidden = re.subn(r"^not\b\s*", "", intro[modal.end():].strip(" ,"), flags=re.IGNORECASE)
    rest = rest if _QUANTIFIER.sub("", rest).strip(" ,") else ""  # 'must either:' says only how many
    # 'Your business must: * be registered': each item after 'your business must', its modal then dropped
    stem = _drop_modal(f"{subject or 'you'} must {rest}") if rest else \
        f"{subject} must" if subject and not re.fullmatch(r"you", subject, re.IGNORECASE) else subject or "you"
    if doing and not rest:
        stem = "you have"  # the items say what to do or have: a bare noun is had ('* registration')
    if purpose is None and previous and _THE_FOLLOWING.match(subject or "") and \
            re.fullmatch(r"(?:apply|be true|be met)", rest, re.IGNORECASE):
        # 'You may still be able to get tax credits. All of the following must apply:'
        conclusion, stem = _plain(previous).rstrip(".:"), ""
    return _Shape(conclusion, stem, any_default=False, negated=bool(forbidden))


def _relative_shape(intro: str, relative: re.Match, items: list[Item]) -> _Shape:
    """'... to Veterans who:': the items say what the reader, a thing, or someone who died is or does."""
    conclusion = relative.group(1)
    stem = "you" if intro.lower().endswith(("who", "whose")) else "it"
    kind = questions.parse(conclusion)[-1] if conclusion else None
    if stem == "you" and kind is not None and kind.pos_ in ("NOUN", "PROPN") and (
            _POSTHUMOUS.search(intro) or any(_DIED.match(_plain(i.unit.text)) for i in items)):
        # 'granted posthumously to Veterans who: * Met ...; * Died before ...': not the reader
        return _Shape(conclusion, f"the {kind.lemma_.lower()}", deceased=True)
    return _Shape(conclusion, stem)


def _listing_shape(intro: str, items: list[Item]) -> _Shape:
    """A bare listing: the intro is the conclusion, and how it ends says what the items are."""
    conclusion = _QUANTIFIER.sub("", _listed_subject(intro)).strip(" ,")
    if purpose_of := _FOR_THE_FOLLOWING.match(intro):
        # 'to claim Housing Benefit along with your application for the following benefits:
        # * Income Support': what the application is for ('Is it for Income Support?')
        return _Shape(purpose_of.group(1), "it is for", trailing=True)
    texts = [_plain(i.unit.text).strip() for i in items]
    if (agent := re.search(r"\s+(?:by|from)$", conclusion, re.IGNORECASE)) and not any(
            questions.parse(text)[0].tag_ == "VBG" or text.lower().startswith("not ") for text in texts):
        # 'You may be asked questions by: * the judge': who does it is the case ('Is it the
        # judge?'), not a restatement of the conclusion ('Are you asked questions by the judge?');
        # 'by: * providing false information' says how, and stays a statement of the reader
        return _Shape(conclusion[:agent.start()], "it is", trailing=True)
    if re.search(r"\b(?:things|items|goods|products|services|costs|expenses|activities)\s+(?:like|such as)$",
                 conclusion, re.IGNORECASE):
        # 'VAT is charged on things like: * business goods used for personal reasons'
        return _Shape(re.sub(r"\s+(?:on|for|to|of)?\s*\w+\s+(?:like|such as)$", "", conclusion), "it is")
    if used := _use_of(conclusion):
        # 'Loan funds may be used for: * operating expenses': what you will use them for
        conclusion_text, stem, barred, _ = used
        return _Shape(conclusion_text.replace("you can", "you can not", 1) if barred else conclusion_text, stem)
    if members := _members_of_class(conclusion):
        # 'Cultural goods include: * furniture', 'The banned goods are: * pearls': what the thing
        # is ('Is it furniture?'), not what the reader includes
        return _Shape(f"it is one of the {members}", "it is")
    if copula := _MAY_BE.match(conclusion):
        return _Shape(conclusion, _drop_modal(f"{copula.group(1)} must be"))  # 'Your work can be: * for someone else'
    if _incomplete(conclusion):
        stem = _trailing_verb_phrase(conclusion)  # the items are what the verb takes: any of them, by default
        if re.search(r"\s(?:in|at)$", stem):
            stem = "you are in"  # 'You may be able to claim it in: * Barbados': where you are
        # 'You can claim up to: * $75 per day': the items are the amounts the claim is bounded by
        return _Shape(_AMOUNT_LEAD.sub(r" \1 these amounts", conclusion), stem, trailing=bool(stem))
    if sum(questions.parse(text)[0].pos_ == "ADP" for text in texts) * 2 > len(items):
        # 'Paid work does not include money paid: * for a Rent a Room scheme': what the items modify
        doc = questions.parse(conclusion)
        obj = next((t for t in doc if t.dep_ in ("dobj", "attr") and t.right_edge.i == len(doc) - 1), None)
        stem = f"it is {doc[obj.left_edge.i:].text}" if obj is not None else ""
        return _Shape(conclusion, stem, modified=bool(stem))
    return _Shape(conclusion, "")


@construct
def _members_of_class(conclusion: str) -> str:
    """The class a listing names its members of, as written ('cultural goods', 'banned luxury
    goods for X'), when the intro is a plural noun phrase and 'include' or 'are'; else ''."""
    doc, root = _parsed(conclusion)
    if root is None or root.lemma_ not in ("include", "be") or root.i != len(doc) - 1:
        return ""
    subject = next((c for c in root.children if c.dep_ == "nsubj"), None)
    if subject is None or subject.tag_ not in ("NNS", "NNPS") or _noun_lemma(subject) in _PEOPLE:
        return ""  # 'Workers are:' lists what a person is, which the stem 'you are' reads
    return _phrase([t for t in subject.subtree if t.dep_ != "det" or t.i > subject.left_edge.i])


def _shaped_rules(unit, intro: str, marks: list[re.Match], items: list[Item], heading: str,
                  shape: _Shape) -> list[Rule]:
    """The rule of an intro of a given shape: its conclusion, under the items each read after its stem."""
    conclusion_text = shape.conclusion
    if re.fullmatch(r"(?:check|find out|see|ask)", conclusion_text.strip(), re.IGNORECASE):
        # 'Check if your plant is:' under 'Check if you need a plant passport'
        conclusion_text = _CHECK.sub("", heading) if _CHECK.match(heading) else ""
    conclusion_text = conclusion_text or _heading_conclusion(heading)
    kind = None
    if marks and (reader := _kind_of_reader(conclusion_text, shape.stem)):
        # 'Apprentices are entitled to X if they're: * under 19': you are, if you're an apprentice under 19
        conclusion_text, kind = reader
    conclusion = _conclusion(conclusion_text)
    people = _about_people(conclusion_text)
    any_of = shape.negated or _any_of(shape.stem if marks or shape.trailing else intro, items,
                                                negative=conclusion.negated, default=shape.any_default)
    stem, first = shape.stem, None
    if (either := _EITHER_CLAUSE.match(stem)) and marks:
        # 'if you're either working in the UK or you're not working because you're: * ...': the
        # list completes the second alternative only
        stem, first = either.group(3), _user_condition(f"{either.group(1)} {either.group(2)}", people, unit.index)
    prefix, own = (stem, "") if shape.modified else _split_stem(stem if shape.deceased else _to_user(stem, people))
    condition = _items_condition(items, prefix, own, any_of, people and not shape.deceased, unit.index)
    if condition is None:
        return []
    if first is not None:
        condition = Any((first, condition))
    if shape.negated:
        condition = Not(condition)
    if kind:
        condition = All((_kind_condition(kind, unit.index), condition))
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
    text = _ITEM_TAIL.sub("", _ASIDE.sub("", _plain(item.unit.text))).strip()
    doc = questions.parse(text) if text else None
    return doc is not None and not item.children and doc[0].pos_ in ("NOUN", "PROPN", "DET", "ADJ", "NUM") \
        and not any(_finite(t) for t in doc)


@construct
def _got(listed: re.Match, item: Item) -> str:
    """The sentence an item of 'You can get the following in X if Y:' stands for: 'You can get
    Guardian's Allowance in X if Y and you're getting Child Benefit ...'."""
    text = _item_text(item)
    rest = listed.group("rest") or ""
    if (condition := _ITEM_CONDITION.search(text)) is not None:
        text = (text[:condition.start()] + text[condition.end():]).strip()
        rest += f" {'and' if _MARK_RE.search(rest) else condition.group(1)} {condition.group(2)}"
    return f"{listed.group('head')} {text}{rest}"


@construct
def _listed_subject(conclusion: str) -> str:
    """What a list intro says of 'the following' as its subject, said of the one at hand:
    'The following types of workers aren't entitled to X' -> 'you aren't entitled to X' (the
    items are kinds the reader may be), 'The following benefits can be reduced' -> 'the
    benefit can be reduced' (the items are what it may be)."""
    if not (match := _LISTED_SUBJECT.match(_plain(conclusion).strip())):
        return conclusion
    noun, rest = _lemma(match.group("noun").lower(), "NOUN"), match.group("rest")
    if noun in _PEOPLE:
        return f"you {rest}"
    verb, _, tail = rest.partition(" ")
    return f"the {noun} {questions.SINGULAR_AUXILIARY.get(verb.lower(), verb)} {tail}".strip()


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
    if not (leading := _leading_condition(questions.parse(intro + "."), unit, previous, keep_incomplete=True)):
        return []
    base = leading[0]
    # 'If you've committed fraud, one or more of the following may happen: * you'll be ...': each item says it all
    whole = _THE_FOLLOWING_HAPPEN.search(base.conclusion)
    rules = []
    for item in items:
        if not (text := _item_text(item)):
            continue
        sentence = text if whole else f"{base.conclusion} {text if text[:2].isupper() else text[0].lower() + text[1:]}"
        if found := _sentence_rules(replace(item.unit, text=sentence), previous):
            rules += [Rule(r.conclusion, r.negated, All((base.condition, r.condition)), r.unit) for r in found]
        else:
            rules.append(_rule_of(sentence, base.condition, item.unit.index))
    return rules


_THE_FOLLOWING_HAPPEN = re.compile(r"\bthe following\s+(?:\w+\s+){0,2}(?:happen|happens|apply|applies)$", re.IGNORECASE)


_MAY_BE = re.compile(r"^(\w+(?:\s+\w+){0,3}?)\s+(?:can|could|may|might)\s+be$", re.IGNORECASE)


@construct
def _trailing_verb_phrase(text: str) -> str:
    """'You may need a certificate to export' -> 'you export'."""
    doc = questions.parse(text)
    verbs = [t for t in doc if t.pos_ == "VERB"]
    if not verbs or not (doc[-1].pos_ == "VERB" or (doc[-1].pos_ == "ADP" and doc[-1].head.pos_ == "VERB")):
        return ""
    start = min([verbs[-1].i, *(c.i for c in verbs[-1].children if c.dep_ == "auxpass")])
    return _fix_be("you " + doc[start:].text)  # 'may be asked questions by' -> 'you are asked questions by'


# 'any unmarried child in one of the following categories: * A legally adopted child': the
# items name the categories by who is in them, so one is a legally adopted child, not 'in' one
_IN_CATEGORY = re.compile(r"\b(?:in|into|under|within)\s+(?=(?:any|one|either|each)\s+of\s+the\s+following\s+"
                          r"(?:categories|groups|types|classes|kinds)\b)", re.IGNORECASE)


_THE_FOLLOWING = re.compile(r"^(?:all|each|both|any|one|either)?\s*(?:of\s+)?(?:the|these)\s+(?:following|conditions|"
                            r"requirements)$", re.IGNORECASE)


_KIND_THAT = r"^(?:all|any|every)?\s*[\w' -]+?\s+(?:that|who)\s+"  # 'All businesses that ...', 'Employers who ...'


_APPLYING = re.compile(_KIND_THAT + r"(?:are|is)\s+((?:considered|approved|applying|seeking)\s+(?:for|to)\b.+)$",
                       re.IGNORECASE)


# 'Businesses that use Centrepay', 'Anyone supervising a learner driver': who does something
_DOING = re.compile(rf"(?:{_KIND_THAT}|^(?:anyone|anybody|everyone|everybody|any person|people|those)\s+(?=\w+ing\b))"
                    r"(?P<verb>[a-z]+)\s+(?P<rest>.+)$", re.IGNORECASE)
