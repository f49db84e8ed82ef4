"""Who a rule is for, said in its subject rather than in a condition.

'Apprentices over 19 who have completed their first year are entitled to X', 'Only residents
can apply', 'Pedestrians must not be on motorways except in an emergency': the kind, its age
and its relative clause are conditions of the reader (or of 'it'), the exception lifts the rule.
"""

from __future__ import annotations

import re

from nesy_chat.nlp import questions
from nesy_chat.synthesis.rules.constructs import construct
from nesy_chat.synthesis.rules.coordination import _a
from nesy_chat.synthesis.rules.ir import All, Condition, Not, Rule, _conjoined
from nesy_chat.synthesis.rules.lexicon import _ADDRESSEES, _ANYONE, _GENERIC_PEOPLE, _PEOPLE, _PLAIN_PEOPLE, _STATUS
from nesy_chat.synthesis.rules.realise import (
    _fix_be,
    _leaf,
    _noun_lemma,
    _one_of_them,
    _opening_lowered,
    _own_their,
    _person_statement,
    _to_user,
)
from nesy_chat.synthesis.rules.requirements import _combined, _kinds, _rule_of

_EXCEPT = re.compile(r"\s*,?\s*\bexcept(?:\s+(?:in|for|during|when|if|where))?\s+(.*?)\s*(?:\(.*\))?\s*$",
                     re.IGNORECASE)


@construct
def _restriction_rule(doc, unit) -> list[Rule]:
    """'Apprentices over 19 who have completed their first year are entitled to X',
    'Pedestrians must not be on motorways except in an emergency': who the subject is, and
    what its modifiers say, are the conditions; the predicate is the conclusion."""
    if (found := _restricted_subject(doc)) is None:
        return []
    root, subject, people, modifiers = found
    if (rules := _listed_kinds_rule(doc, root, subject, people, unit)) is not None:
        return rules
    relative = [m for m in modifiers if m.dep_ == "relcl"]
    kind_tokens = [t for t in subject.subtree if not any(t in r.subtree for r in relative)]
    # where the parser hung the relative clause lower down, it is cut at 'who'
    who = next((t.i for t in kind_tokens if t.lower_ in ("who", "that") and t.i > subject.i), len(doc))
    relative_words = [t for t in kind_tokens if t.i > who]
    kind_tokens = [t for t in kind_tokens if t.i < who]
    clause_leaves, verb_at = _relative_leaves(doc, root, subject, relative, relative_words, people, unit.index)
    leaves = _kind_leaves(subject, kind_tokens, people, unit.index) + clause_leaves
    if not leaves:  # 'Applicants are eligible': nothing said of whom; 'The worker is entitled to X': of the reader
        return [_restriction(doc, subject, None, people, unit, verb_at)] if _noun_lemma(subject) in _ADDRESSEES else []
    return [_restriction(doc, subject, leaves[0] if len(leaves) == 1 else All(tuple(leaves)), people, unit, verb_at)]


# a kind of person's age: 'over 19', 'aged 60 or over', 'under 18 years old'
_AGE = re.compile(r"\s+((?:over|under|aged|older than|younger than)\s+\d+(?:\s+years?(?:\s+old)?)?"
                  r"(?:\s+or\s+(?:over|under|older|younger|above|below))?)\b")


# 'Nonprofits and franchise locations owned by a national corporation are not eligible': what a
# kind is, said of a reader of that kind, person or business; not of some of a kind, nor of
# those named before or after ('Some ...', 'They ...', 'The following ...')
_KINDS_STATUS = re.compile(r"^(?P<kinds>(?!(?:some|most|many|few|these|those|they|all of|the following)\b)"
                           r"[a-z][\w ’'-]*?(?:,\s*[\w ’'-]+?)*)\s+(?:are|aren['’]t)\s+"
                           r"(?P<status>(?:not\s+)?(?:also\s+|usually\s+|generally\s+)?"
                           r"(?:eligible|ineligible|entitled|exempt)\b.*)$", re.IGNORECASE)


@construct
def _kinds_status_rule(text: str, unit) -> list[Rule]:
    """A status of kinds named in the plural: the reader's, if of one of them."""
    if (found := _KINDS_STATUS.match(text.rstrip(". "))) is None:
        return []
    kinds = [k for k in re.split(r",\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+", found.group("kinds")) if k.strip()]
    heads = [questions.parse(kind) for kind in kinds]
    if not all(any(t.tag_ in ("NNS", "NNPS") for t in doc) for doc in heads) or any(
            _noun_lemma(t) in _ANYONE or t.tag_ in ("VBZ", "VBP", "VBD", "MD", "WDT", "WP")
            for doc in heads for t in doc):
        return []  # 'Applicants are eligible' names no kind; 'Apprentices who have ...': `_restriction_rule`
    return [_rule_of(f"you are {found.group('status')}", _any_kind(kinds, unit.index), unit.index)]


def _any_kind(kinds: list[str], index: int) -> Condition:
    """The reader is of one of the kinds named ('nonprofits', 'people with disabilities')."""
    return _combined([_leaf(_person_statement(kind), index) for kind in kinds], any_of=True)


def _restricted_subject(doc) -> tuple | None:
    """The root, a subject that is a kind the reader may be, whether a person, its modifiers; else None."""
    if (root := questions.parse_root(doc)) is None or root.pos_ not in ("VERB", "AUX"):
        return None
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass") and c.i < root.i), None)
    if subject is None or subject.pos_ not in ("NOUN", "PROPN") and subject.lower_ not in _ANYONE \
            or root.lemma_ == "include" and _noun_lemma(subject) in _PEOPLE:
        return None  # 'Eligible applicants include veterans' defines the kind: `_definition_rule`'s
    people = _noun_lemma(subject) in _PEOPLE | _ANYONE  # 'Combat Veterans who served ...', 'Anyone aged 60 ...'
    # 'who ...', 'with a disability', 'aged 60 or over', 'over 60' (read as an apposition)
    modifiers = [c for c in subject.children if c.i > subject.i and (c.dep_ in ("relcl", "acl", "prep") or c.dep_ in (
        "amod", "appos") and _AGE.search(" " + questions.join_tokens(subject.doc[subject.i + 1:c.right_edge.i + 1])))]
    if any(c.dep_ in ("det", "poss", "amod") and c.lower_ in ("some", "many", "few", "your", "my", "their")
           for c in subject.children):
        return None  # 'your patient can claim': someone else, not a kind the reader is
    # 'Self-employed people can't get it': people of a kind named by its adjective
    kind = subject.lemma_.lower() not in _GENERIC_PEOPLE or any(c.dep_ == "amod" for c in subject.children)
    role = doc[0].lower_ == "only" or people and kind and (
        any(c.dep_ in ("aux", "neg") and c.lower_ in ("must", "not", "n't", "cannot", "can", "may")
            for c in root.children) or any(t.lemma_.lower() in _STATUS or t.lower_ in _STATUS for t in root.subtree))
    if not (role or (modifiers and (subject.tag_ in ("NNS", "NNPS") or subject.lower_ in _ANYONE))):
        return None
    return root, subject, people, modifiers


def _listed_kinds_rule(doc, root, subject, people: bool, unit) -> list[Rule] | None:
    """A subject that lists kinds of people: the restriction is for any of them; else None."""
    subjects = [c for c in root.children if c.dep_ in ("nsubj", "nsubjpass") and c.i < root.i]
    listed = doc[subject.left_edge.i:subjects[-1].right_edge.i + 1].text
    if people and len(subjects) > 1 and "," in listed and all(s.pos_ == "NOUN" for s in subjects):
        # 'People with low income, seniors, and people with disabilities may qualify': the parser
        # lost the coordination and made its ends two subjects; the text still lists the kinds
        kinds = [kind for kind in re.split(r",\s*(?:(?:and|or)\s+)?", listed) if kind.strip()]
        return [_restriction(doc, subjects[-1], _any_kind(kinds, unit.index), people, unit)]
    if people and any(c.dep_ == "conj" and c.pos_ == "NOUN" for c in subject.children):
        # 'Children in foster care, homeless children, and children from families ... are eligible'
        return [_restriction(doc, subject, _any_kind(_kinds(subject, direct=True), unit.index), people, unit)]
    return None


def _kind_leaves(subject, kind_tokens: list, people: bool, index: int) -> list[Condition]:
    """Who or what the subject is, as statements of the reader (or 'it'): its kind, description and age."""
    plural = subject.tag_ in ("NNS", "NNPS")
    kind = questions.join_tokens(kind_tokens, {
        **_one_of_them(subject), **_opening_lowered(kind_tokens),
        **{t.i: (_noun_lemma(t) if t.i == subject.i and plural else t.lower_)
           for t in kind_tokens if t.i == subject.i and plural or t.dep_ == "det"}})
    kind = re.sub(r"^(?:only\s+)?(?:all|any|some|each|every|most)?\s*", "", kind, flags=re.I)  # 'most': usually
    # 'A producer who is X, but who Y': it joins them
    kind = re.sub(r"[\s,;]*(?:\b(?:and|or|but)\b)?[\s,;]*$", "", kind)
    if plural or not re.match(r"^(?:the|a|an|this|your)\b", kind, re.I):
        kind = _a(re.sub(r"^the\s+", "", kind, flags=re.I))
    if (age := _AGE.search(kind)) and people:  # 'apprentices over 19': an apprentice, and over 19
        kind = (kind[:age.start()] + kind[age.end():]).strip()
    adjectives = [t for t in kind_tokens if t.dep_ == "amod" and t.pos_ == "ADJ"]
    if subject.lemma_.lower() in _PLAIN_PEOPLE and adjectives and all(
            t.i == subject.i or t in adjectives or t.dep_ == "det" for t in kind_tokens):
        kind = questions.join_tokens(adjectives).lower()  # 'Pregnant women may ...': are you pregnant
    # 'Employees who ...' in a text on work: the reader is one, what the clause says is asked
    addressed = _noun_lemma(subject) in _ADDRESSEES and all(t.i == subject.i or t.dep_ == "det" for t in kind_tokens)
    leaves = [] if people and _noun_lemma(subject) in _ANYONE or addressed else [
        _leaf(f"{'you are' if people else 'it is'} {kind}", index)]
    if not leaves:  # 'applicants with the capacity to ...', 'people living in X': you, with that capacity
        # 'eligible applicants', 'self-employed people'; 'most people' are people, usually
        leaves = [_leaf(f"you are {questions.join_tokens(t.subtree).lower()}", index) for t in subject.children
                  if t.dep_ == "amod" and t.tag_ in ("JJ", "VBN")]
        said = questions.join_tokens(t for t in kind_tokens if t.i > subject.i)
        if age:  # 'people aged 60 or over': the age is asked as one
            said = said.replace(age.group(1), "").strip()
        if said:
            said = re.sub(r"\btheir\b", "your", _described(said))  # theirs is yours
            leaves.append(_leaf(_fix_be(_to_user(said, True)), index))
    if age and people:
        leaves.append(_leaf(f"you are {age.group(1)}", index))
    return leaves


def _relative_leaves(doc, root, subject, relative: list, relative_words: list, people: bool,
                     index: int) -> tuple[list[Condition], int | None]:
    """What the subject's relative clauses say of it, and where the verb starts when there are any."""
    clauses = [(c, questions.join_tokens(t for t in c.subtree if not _relativizer(t, c))) for c in relative]
    clauses += [(None, questions.join_tokens(relative_words))] if relative_words else []
    verb_at = min([root.i, *(c.i for c in root.children if c.dep_ in ("aux", "auxpass", "neg") and c.i > subject.i)])
    # 'who adopt a child on or after 5 April 2015 may ...': the parse hung the date on the verb
    if clauses and (gap := doc[subject.right_edge.i + 1:verb_at].text.strip(" ,")):
        clauses[-1] = (clauses[-1][0], f"{clauses[-1][1]} {gap}")
    leaves = []
    for clause, words in clauses:
        words = words.strip(" ,;")
        if clause is not None and not people and not any(t.tag_ in ("WDT", "WP") for t in clause.subtree) \
                and any(c.dep_ == "nsubj" for c in clause.children):
            statement = f"{words} it"  # 'Any tax credits the person gets': the person gets it
        else:  # 'employees whose baby is due'; 'apprentices who have completed their first year': yours
            statement = re.sub(r"^(you|it) whose\b", lambda m: "your" if m.group(1) == "you" else "its",
                               f"you {_to_user(words, True)}" if people else f"it {words}")
        leaves.append(_leaf(_fix_be(_to_user(statement, people)), index))
    return leaves, verb_at if clauses else None


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
def _restriction(doc, subject, condition: Condition | None, people: bool, unit, start: int | None = None) -> Rule:
    """The predicate after the subject (or from `start`) as the conclusion, with its exception
    ('except in an emergency') one more condition."""
    rest = doc[subject.right_edge.i + 1 if start is None else start:].text.strip(" .")
    if exception := _EXCEPT.search(rest):
        rest = rest[:exception.start()]
        thing = exception.group(1)
        # 'except the self-employed': you are not one of them; 'except in an emergency': it is not one
        circumstance = re.search(r"except\s+(?:in|for|during|when|if|where)\b", exception.group(0), re.IGNORECASE)
        statement = thing if questions.parse(thing)[0].pos_ == "PRON" else \
            _person_statement(thing) if people and not circumstance else f"it is {thing}"
        condition = _conjoined(condition, Not(_leaf(statement, unit.index)))
    # 'Veterans ... may get a grant to adapt their home': you may, your home ('the employer can
    # take this as their resignation': the employee's, whom 'their' stands for a singular subject)
    said = (_own_their(f"you {rest}") if subject.tag_ in ("NNS", "NNPS") else f"you {rest}") if people else f"it {rest}"
    return _rule_of(_fix_be(_to_user(said, people)), condition, unit.index)


@construct
def _restricted_object_rule(doc, unit) -> list[Rule]:
    """'You can set end dates for deductions that require payments for a set timeframe', 'You
    can reclaim VAT on purchases made before you registered': what one can do, only to the
    things (or the person) the clause that ends the sentence picks out; asked of them."""
    root = questions.parse_root(doc)
    if root is None or not any(c.dep_ == "nsubj" and c.lower_ == "you" for c in root.children) or not any(
            c.tag_ == "MD" for c in root.children):
        return []
    for thing in (t for t in doc if t.dep_ in ("dobj", "pobj") and t.i > root.i and t.pos_ in ("NOUN", "PRON")):
        clause = next((c for c in thing.children if doc[c.left_edge.i - 1].text != "," and (
            c.dep_ == "relcl" and _relativizer(c.left_edge, c) and c.left_edge.dep_ in ("nsubj", "nsubjpass")
            or c.dep_ == "acl" and c.tag_ == "VBN")), None)
        if clause is None or clause.right_edge.i + 1 < len(doc) and not doc[clause.right_edge.i + 1].is_punct:
            continue  # the clause must end the sentence, or its main part: what follows a comma is an aside
        named = "the person" if thing.lemma_ in _ANYONE | {"someone", "somebody"} else \
            "it" if thing.pos_ == "PRON" else f"the {thing.text}"  # 'anything that helps you work'
        # 'that require payments' says it; 'made before you registered' is said with 'were' ('are')
        be = "" if clause.dep_ == "relcl" else "were " if any(t.tag_ == "VBD" for t in clause.subtree) else "are "
        said = be + doc[clause.left_edge.i + (clause.dep_ == "relcl"):clause.right_edge.i + 1].text
        return [_rule_of(doc[:clause.left_edge.i].text, _leaf(f"{named} {said}", unit.index), unit.index)]
    return []
