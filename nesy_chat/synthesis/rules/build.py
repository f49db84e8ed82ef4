"""The rule IR as a Prolog module: claims, user facts with their questions, clauses and spans.

Names are derived from the words (`can_get_smp`), unique within the module and never a system
predicate; every clause cites the sentence it came from.
"""

from __future__ import annotations

import re
import unicodedata

from nesy_chat.core.errors import ModuleError
from nesy_chat.core.module import Claim, Clause, PrologModule, Span, UserFact
from nesy_chat.core.terms import Atom, Compound, Term, conjunction, disjunction
from nesy_chat.nlp import questions
from nesy_chat.prolog.validate import is_system_predicate
from nesy_chat.synthesis import numbers
from nesy_chat.synthesis.base import Chunk
from nesy_chat.synthesis.rules.constructs import construct
from nesy_chat.synthesis.rules.document import _key
from nesy_chat.synthesis.rules.ir import All, Condition, Leaf, Not, Rule
from nesy_chat.synthesis.rules.realise import _lower_start, _negate
from nesy_chat.synthesis.structure import Layout

MAX_NAME_WORDS = 8


_PRONOUN_CONCLUSION = re.compile(r"\b(it|this|them|these|they|that)\b", re.IGNORECASE)


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
        name = namer.name(key, slug(group[0].conclusion))
        claims.append(Claim(name, _gloss(group[0].conclusion, topic), group[0].unit))
        exclusion = None
        if negative:
            not_name = namer.name("not " + key, "not_" + name)
            clauses.extend(Clause(Atom(not_name), _body(r.condition, facts, namer, r.unit), r.unit) for r in negative)
            exclusion = Compound("\\+", (Atom(not_name),))
            claims.append(Claim(not_name, _gloss(_negate(group[0].conclusion), topic), negative[0].unit))
        requirements = []
        for k, rule in enumerate(r for r in positive if r.required):
            head = namer.name(f"{key} requirement {k + 1}", f"{name}_requirement_{k + 1}")
            clauses.append(Clause(Atom(head), _body(rule.condition, facts, namer, rule.unit), rule.unit))
            requirements.append(Atom(head))
        extra = requirements + ([exclusion] if exclusion else [])
        sufficient = [r for r in positive if not r.required]
        clauses.extend(Clause(Atom(name), conjunction([_body(r.condition, facts, namer, r.unit), *extra]), r.unit)
                       for r in sufficient)
        if not sufficient:
            clauses.append(Clause(Atom(name), conjunction(extra), group[0].unit))
    if not claims:
        first = layout.units[0] if layout.units else None
        if first is None:
            raise ModuleError("no rule found: the text is empty")
        name = namer.name("describes " + (topic or first.text))
        clauses.append(Clause(Atom(name), None, first.index))
        claims.append(Claim(name, questions.second_person(first.text), first.index))  # quoted as written
    return PrologModule(id=chunk.id, text=chunk.text, sentences=sentences, clauses=tuple(clauses),
                        user_facts=tuple(facts.values()), claims=tuple(claims))


def _body(condition: Condition | None, facts: dict[str, UserFact], namer: _Namer, unit: int) -> Term:
    """The rule body of a condition; `unit` is the rule's sentence, which a group question cites
    (a list's intro, not its first item)."""
    if condition is None:
        return Atom("true")
    if isinstance(condition, Leaf):
        numeric = numbers.numeric_goal(condition.text, condition.negated, condition.unit, facts,
                                       lambda key, words: namer.name(key, slug(words)))
        return numeric if numeric is not None else _yes_no(condition, facts, namer)
    if isinstance(condition, Not):
        return Compound("\\+", (_body(condition.part, facts, namer, unit),))
    members = condition.parts
    if isinstance(condition, All):  # beside conditions of its own, 'if you're eligible' means the rest of them
        members = tuple(part for part in members if not _presupposed(part)) or members
    parts = [_body(part, facts, namer, unit) for part in members]
    body = conjunction(parts) if isinstance(condition, All) else disjunction(parts)
    if not condition.together or len(members) < len(condition.parts):
        return body  # a group question would ask what was dropped ('Are you eligible and ...?')
    # asked yes or no even when it states a number ('Are you over 18 and a resident?'): a group
    # question stands for its parts, which the engine asks when it cannot be answered
    return Compound("group", (_yes_no(Leaf(condition.together, False, unit), facts, namer), body))


# '(such as twins)': examples the question leaves out, as one asking would; the statement,
# which the reader and the proof use, keeps them
_EXAMPLES = re.compile(r"\s*\((?:such as|for example|for instance|e\.g\.|eg|like)\b[^()]*\)", re.IGNORECASE)


def _yes_no(leaf: Leaf, facts: dict[str, UserFact], namer: _Namer) -> Term:
    """The leaf as a yes/no user fact, one per statement in the module."""
    key = _key(leaf.text)
    if key not in facts:
        question = questions.question_from_statement(_EXAMPLES.sub("", leaf.text) or leaf.text)
        facts[key] = UserFact(namer.name(key, slug(leaf.text)), question, "bool", leaf.unit, leaf.text)
    return Compound(facts[key].name, (Atom("false" if leaf.negated else "true"),))


_ELIGIBLE = re.compile(r"^you are (?:still )?eligible$", re.IGNORECASE)


@construct
def _presupposed(condition) -> bool:
    """A bare 'you are eligible' names eligibility the text does not state (for SMP, for the
    benefits listed): no reader could answer it, and a rule that states conditions of its own
    means by it whatever else the benefit asks."""
    return isinstance(condition, Leaf) and not condition.negated and bool(_ELIGIBLE.match(condition.text))


def _gloss(conclusion: str, topic: str) -> str:
    gloss = _advice(_lower_start(questions.second_person(conclusion)))
    if topic and _PRONOUN_CONCLUSION.search(gloss) and topic.lower() not in gloss.lower():
        gloss = f"{gloss} ({topic})"
    return gloss


@construct
def _advice(gloss: str) -> str:
    """An instruction said of the reader, as a clause: 'contact the helpline' -> 'you should
    contact the helpline' ('Yes: you should contact ...', not 'Yes: contact ...')."""
    if not gloss.split(" ", 1)[0].islower():
        return gloss
    doc = questions.parse(f"you {gloss}")
    verb = doc[1]
    bare_noun = len(doc) > 2 and doc[2].tag_ == "NN" and doc[2].dep_ == "dobj"  # 'rent certificate': a name
    if verb.dep_ == "ROOT" and verb.tag_ in ("VBP", "VB") and verb.lower_ == verb.lemma_ and not bare_noun and \
            any(c.dep_ == "nsubj" and c.i == 0 for c in verb.children):
        return f"you should {gloss}"
    return gloss


class _Namer:
    """Readable, unique, safe identifiers from text: 'you can get SMP' -> can_get_smp."""

    def __init__(self) -> None:
        self.used: dict[str, str] = {}

    def name(self, key: str, base: str = "") -> str:
        """The name of what `key` stands for: `base` (the key's slug by default), numbered if
        taken or a system predicate."""
        if key in self.used:
            return self.used[key]
        base = base or slug(key)
        name, n = base, 2
        while name in self.used.values() or is_system_predicate(name, 0) or is_system_predicate(name, 1):
            name = f"{base}_{n}"
            n += 1
        self.used[key] = name
        return name


_EXPAND = {"n't": " not", "'re": " are", "'ve": " have", "'ll": " will", "'m": " am", "'d": " would", "'s": "s"}


def slug(text: str) -> str:
    text = text.lower().replace("’", "'").replace("can't", "cannot").replace("won't", "will not")
    for contraction, expansion in _EXPAND.items():
        text = re.sub(rf"{contraction}\b", expansion, text)
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", ascii_text)
    if len(words) > 1 and words[0] in ("you", "your", "i", "we") and words[1] not in ("or", "and"):
        words = words[1:]
    words = [w for w in words if w not in ("the", "a", "an")] or words
    name = "_".join(words[:MAX_NAME_WORDS]) or "condition"
    return name if name[0].isalpha() else "c_" + name
