"""An Answer in plain words: each step, the rule used, its source sentence, the user's answers.

A proof is walked once into `Step`s (the proof's view model): `explain` writes them as lines
of text, the app's trace (ui/render.py) as HTML.

For `no` it names the condition that failed; for `more`, the conditions still open, in words
and as they combine ("whether you live in England and either ... or ..."). A test of a
numeric fact shows what decided it: the number given ("you gave 64 years for "How old are
you?", and the rule needs at least 60 years"), a yes or no, or the answers that imply it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace

from nesy_chat.core import formula as formulas
from nesy_chat.core.module import NumericTest, PrologModule, Question, Reply, amount, is_number, question_for
from nesy_chat.kb.documents import first_heading
from nesy_chat.nlp.person import Person, addressed
from nesy_chat.nlp.polarity import asks_open, is_negative, modality, neutral, states_requirement
from nesy_chat.nlp.questions import gloss_from_name, is_statement
from nesy_chat.nlp.vocabulary import content_terms, coverage
from nesy_chat.prolog.engine import ProofNode, ProofResult
from nesy_chat.qa.dialogue import Answer
from nesy_chat.qa.matching import Candidate
from nesy_chat.qa.quantities import Derived
from nesy_chat.synthesis.base import Chunk
from nesy_chat.synthesis.structure import heading_text

_VERDICT = {"yes": "Yes", "no": "No", "more": "It depends", "irrelevant": "Not covered by these documents"}
_NEEDS = {"true": "yes", "false": "no"}
_MARK = {"t": "holds", "f": "fails", "u": "undecided"}


def verdict(answer: Answer, modules: Mapping[str, PrologModule]) -> str:
    """One line: the label and what it is about, said of the person asked about ('Yes: your mum
    can get ...')."""
    return addressed(_verdict(answer, modules), answer.person)


def _verdict(answer: Answer, modules: Mapping[str, PrologModule]) -> str:
    if answer.label == "irrelevant" or answer.claim is None:
        return _VERDICT["irrelevant"] + "."
    if asks_open(answer.question) and (quoted := _quoted(answer, modules)):
        # 'How long is the licence valid?' is answered by what the text says, not by its rule's verdict
        return _says(*quoted)
    about = _claim_gloss(answer, modules)
    if answer.label == "more":
        still_open = answer.proof.formula if answer.proof is not None else True
        if isinstance(still_open, bool):
            return "It depends."
        scope = [modules[m] for m in answer.modules if m in modules]
        return f"It depends on whether {in_words(still_open, lambda name: condition(name, scope))}."
    if not about:
        return f"{_VERDICT[answer.label]}."
    holds = (answer.label == "yes") != answer.negated  # a negated question reverses the label, not the fact
    if (not is_statement(about) or _states_no_rule(answer, modules)) and (quoted := _quoted(answer, modules)):
        # a heading, a description's name ('Dad and Partner Pay'), a section that states no rule
        # ('The annual renewal fee is paid once a year ...') is nothing to say yes to: its words are
        source, said = quoted
        return _says(source, said) if holds else f"No: what {source} describes does not apply: {said}"
    if holds:
        partly = _in_part(answer, about, modules)
        if partly:
            return f"{_VERDICT[answer.label]}: {partly} ({about}); other sections may set more conditions."
        return f"{_VERDICT[answer.label]}: {about}."
    return f"{_VERDICT[answer.label]}: {_stated_negation(answer, modules, about) or f'it does not hold that {about}'}."


def _says(source: str, said: str) -> str:
    return f"{source[:1].upper()}{source[1:]} says: {said}"


def _stated_negation(answer: Answer, modules: Mapping[str, PrologModule], about: str) -> str | None:
    """The text's own words for what failed, when a claim of the module states its negation
    ('you do not have to pay the grant back'): said so, the verdict needs no 'it does not hold'."""
    module, said = _module_of(answer, modules), neutral(about).lower()
    return next((c.gloss for c in (module.claims if module else ()) if c.name != answer.claim
                 and is_negative(c.gloss) and neutral(c.gloss).lower() == said), None)


def _module_of(answer: Answer, modules: Mapping[str, PrologModule]) -> PrologModule | None:
    """The module of the answer's claim (its first), if loaded."""
    return modules.get(answer.modules[0]) if answer.modules else None


def _states_no_rule(answer: Answer, modules: Mapping[str, PrologModule]) -> bool:
    """Whether the claim's section states no rule at all, only what is (a description): no
    claim of it asks the user anything."""
    module = _module_of(answer, modules)
    return module is not None and not any(module.asks_user(claim.name) for claim in module.claims)


def _quoted(answer: Answer, modules: Mapping[str, PrologModule]) -> tuple[str, str] | None:
    """The claim's section ('“Dad and Partner Pay”', else 'the text') and what it says: its
    sentence that names most of what was asked, else its first sentences (about two lines);
    None when the module keeps no text."""
    module = _module_of(answer, modules)
    if module is None:
        return None
    text = module.text
    sentences = [" ".join(text[s.start:s.end].split()) for s in module.sentences
                 if not text[text.rfind("\n", 0, s.start) + 1:s.end].lstrip().startswith("#")]
    terms, amount = content_terms(answer.question), bool(_ASKS_AMOUNT.match(answer.question))
    # 'How much does the grant pay?' is answered by a sentence with an amount in it
    covered = [(coverage(terms, sentence) + 0.5 * (amount and bool(_AMOUNT.search(sentence))), sentence)
               for sentence in sentences]
    share, said = max(covered, key=lambda pair: pair[0], default=(0.0, ""))
    if not share:  # it names nothing asked (or nothing was): the section's opening
        said = ""
        for sentence in sentences:
            if len(said) >= QUOTED:
                break
            said = f"{said} {sentence}".strip()
    if not said:
        return None
    said = said if len(said) <= 2 * QUOTED else said[:2 * QUOTED].rsplit(" ", 1)[0] + "…"
    section = heading_text(first_heading(text))
    return (f"“{section}”" if section else "the text"), said


QUOTED = 160  # characters of a section quoted as an answer, about two lines; at most twice as many
_ASKS_AMOUNT = re.compile(r"^\s*(?:(?:from|since|until|for|by)\s+)?(?:how\s+(?:much|many|long|old|often|soon|far)|when"
                          r"|what\s+(?:age|amount|rate|date|time))\b", re.IGNORECASE)
_AMOUNT = re.compile(r"\d|[£$€%]|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b", re.IGNORECASE)


def _in_part(answer: Answer, about: str, modules: Mapping[str, PrologModule]) -> str:
    """What a claim that holds was proved from, when that may be only part of what decides it:
    'nothing in “Section” rules you out' (the section lists only who cannot), 'you meet what
    “Section” requires' (its rule is a requirement, "you must be 65 or over", taken as enough).
    Empty when its rule says when the claim holds ("you can get it if ...")."""
    shown = next(iter(answer.proof.proofs), ()) if answer.proof is not None else ()
    module = _module_of(answer, modules)
    if not shown or module is None:
        return ""
    section = first_heading(module.text)
    where = f"“{section}”" if section else "this section"
    if _only_exclusions(shown):
        return f"nothing in {where} rules you out"
    top = shown[0]
    if (top.sentence is not None and states_requirement(module.sentence_text(top.sentence))
            and modality(about) != "obligation"):
        return f"you meet what {where} requires"
    return ""


def in_words(formula: formulas.Formula, word: Callable[[str], str]) -> str:
    """A residual formula as a sentence's object, each fact put in words by `word`: 'you live
    in England and either you get Pension Credit or you get Income Support'. What the user
    could not tell is said as conditions, with how they combine, not as a list of questions."""
    def said(node: formulas.Formula, outer: str) -> str:
        if isinstance(node, bool):
            return "true" if node else "false"
        if node[0] == "fact":
            return word(node[1])
        if node[0] == "not":
            return f"not ({said(node[1], 'not')})"
        kind, parts = node[0], _flattened(node)
        # "a and (b or c)": "a and either b or c"; "(a and b) or c": "both a and b, or c"
        compound = any(isinstance(part, tuple) and part[0] in ("and", "or") for part in parts)
        joined = (f", {kind} " if compound else f" {kind} ").join(said(part, kind) for part in parts)
        nested = outer in ("and", "or") and outer != kind
        return f"{'either' if kind == 'or' else 'both'} {joined}" if nested else joined

    return said(formula, "")


def _flattened(node: tuple) -> list[formulas.Formula]:
    """The operands of a chain of one operator: (a and (b and c)) -> [a, b, c]."""
    parts = []
    for part in node[1:]:
        parts += _flattened(part) if isinstance(part, tuple) and part[0] == node[0] else [part]
    return parts


def condition(name: str, scope: Sequence[PrologModule]) -> str:
    """A fact or test of a residual formula as the condition it stands for: 'you live in
    England', 'your age is at least 66 years'; a fact declared without a description (the
    paper's format) by its question: 'the answer to “Are you married?” is yes'."""
    test = NumericTest.parse(name)
    wanted = test.fact if test else name
    fact = next((f for module in scope if (f := module.user_fact(wanted)) is not None), None)
    if fact is not None and not fact.description and test is None:
        return f"the answer to “{fact.question}” is yes"
    said = fact.description.rstrip(" .") if fact and fact.description else gloss_from_name(wanted)
    return f"{said} is {test.needs(fact.unit if fact else '')}" if test else said


def choice_label(candidate: Candidate, chunk: Chunk | None, person: Person | None = None) -> str:
    """A claim offered as what the question may mean, with where it is written: 'You can get
    the Garden Grant (Garden Grant for owners)'. Claims that fit about equally often say the
    same thing in different sections, so the section is what tells them apart."""
    said = addressed(candidate.gloss[:1].upper() + candidate.gloss[1:], person)
    where = " > ".join(dict.fromkeys(h for h in (chunk.title, *chunk.headings) if h)) if chunk else ""
    if heading_text(said) == heading_text(where.split(" > ")[-1]):  # a heading claim: its section once
        return heading_text(where)
    return f"{said} ({where})" if where else said


def _only_exclusions(shown: Sequence[ProofNode]) -> bool:
    """Whether the claim holds only because none of its exclusions applied: every condition
    of its rule, down the rules it calls, is a negation (the text lists who cannot, not who can)."""
    def excluded_only(node: ProofNode) -> bool:
        if node.type == "not":
            return True
        return node.type == "rule" and bool(node.children) and all(excluded_only(c) for c in node.children)

    return all(excluded_only(node) for node in shown)


@dataclass(frozen=True)
class Step:
    """One step of a proof as a person reads it: what `explain` writes as a line and the
    trace draws as an item. The proof tree is walked once, into these."""

    type: str  # rule | user | comparison | builtin | not | undefined (as ProofNode)
    goal: str
    value: str  # t, f or u
    gloss: str  # the goal in words: a claim's gloss, else its name in words
    condition: str  # the step as a condition of the rule above it
    module: str | None = None
    sentence: int | None = None
    sentence_text: str = ""  # the source sentence, one line
    question: str = ""  # a user fact's or a test's question
    asked: bool = False  # a user fact: the user replied (perhaps "I don't know")
    reply: Reply = None  # a user fact: that reply
    needs: str = ""  # a user fact: the reply the rule needs, "yes", "no" or "an answer"
    detail: str = ""  # a test: what decided it, in words
    fact: str = ""  # a user fact: its name
    children: tuple[Step, ...] = ()

    @property
    def is_fact(self) -> bool:
        return self.type == "rule" and not self.children

    def walk(self) -> Iterator[Step]:
        yield self
        for child in self.children:
            yield from child.walk()


def proof_steps(roots: Iterable[ProofNode], answers: Mapping[str, Reply], modules: Mapping[str, PrologModule],
                scope: Sequence[str] = (), derived: Mapping[str, Derived] | None = None) -> tuple[Step, ...]:
    """The steps of these proof nodes; `scope` orders the modules a test's question is looked
    for in (default: the modules the nodes come from)."""
    roots = tuple(roots)
    if not scope:
        scope = list(dict.fromkeys(n.module for root in roots for n in root.walk() if n.module))
    in_scope = [modules[m] for m in scope if m in modules]
    return tuple(_step(node, answers, modules, in_scope, derived or {}) for node in roots)


def shown_proof(proof: ProofResult) -> tuple[ProofNode, ...]:
    """What a proof shows: where it failed, for a failed claim; else its first way of holding."""
    return proof.why_not if proof.value == "f" and proof.why_not else next(iter(proof.proofs), ())


def _step(node: ProofNode, answers: Mapping[str, Reply], modules: Mapping[str, PrologModule],
          scope: list[PrologModule], derived: Mapping[str, Derived]) -> Step:
    module = modules.get(node.module or "")
    children = tuple(_step(child, answers, modules, scope, derived) for child in node.children)
    text = " ".join(module.sentence_text(node.sentence).split()) if module else ""
    step = Step(node.type, node.goal, node.value, _gloss(node.goal, module), "", node.module, node.sentence, text,
                children=children)
    if node.type == "user":
        fact = module.user_fact(node.fact or "") if module else None
        said = (fact.description or fact.question) if fact else gloss_from_name(node.fact or node.goal)
        return replace(step, question=fact.question if fact else node.fact or node.goal, fact=node.fact or "",
                       asked=node.fact in answers, reply=answers.get(node.fact or ""),
                       needs=_NEEDS.get(node.expected or "", "an answer"),
                       condition=f"not ({said})" if node.expected == "false" else said)
    if node.type == "comparison":
        asked = question_for(node.goal, scope)
        return replace(step, question=asked.text if asked else node.goal, condition=node.goal,
                       detail=_comparison(node, asked, answers, scope, derived))
    if node.type == "not":
        inner = children[0].condition if children else ""
        return replace(step, condition=f"not ({inner})" if inner else f"not {node.goal.removeprefix(chr(92) + '+')}")
    if node.type == "rule":
        return replace(step, condition=step.gloss)
    return replace(step, condition=node.goal)


def explain(answer: Answer, modules: Mapping[str, PrologModule]) -> str:
    """The verdict and the proof behind it, one step a line."""
    lines = [verdict(answer, modules)]
    if answer.proof is None:
        return lines[0]

    def steps(roots: Iterable[ProofNode]) -> tuple[Step, ...]:
        return proof_steps(roots, answer.answers, modules, answer.modules, answer.derived)

    # By the claim's value, not the label: a negated question's "yes" rests on a failed claim.
    if answer.proof.value == "f" and answer.proof.why_not:
        lines.append("Why not:" if answer.label == "no" else "Because:")
        shown = steps(answer.proof.why_not)
        for step in shown:
            lines += _lines(step, 1)
        lines += [f"The condition that failed: {_failed_line(step)}" for step in _failed(shown)]
    else:
        lines.append("What the answer still depends on:" if answer.label == "more" else "Because:")
        for proof in answer.proof.proofs[:3]:
            for step in steps(proof):
                lines += _lines(step, 1)
    if answer.negated:
        about = _claim_gloss(answer, modules)
        lines.append(f"(The question asks the opposite of “{about}”, so the answer is reversed.)")
    return "\n".join(lines)


def _failed(steps: Iterable[Step]) -> list[Step]:
    """The conditions where a failed proof stops: user answers, tests, negations whose
    goal held (not what lies under them: that held), goals no rule concludes."""
    found = []
    for step in steps:
        if step.value != "f":
            continue
        if step.type == "rule":
            found += _failed(step.children)
        else:
            found.append(step)
    return found


def _failed_line(step: Step) -> str:
    """A condition where a proof failed, in words: a reply, a test, or an exclusion that applied
    with the replies that made it apply ('you answered yes to "Do you live in Cyprus?" (the
    rule needs yes), so “you can not get the payment” holds'), not 'not (...): fails'."""
    if step.type == "user":
        return _user_line(step)
    if step.type == "not" and step.children:
        excluded = step.children[0]
        replies = [_user_line(s) for s in excluded.walk() if s.type == "user" and s.value == "t"]
        return ", and ".join(replies) + f", so “{excluded.gloss}” holds" if replies else f"“{excluded.gloss}” holds"
    return _lines(step, 0)[0].removeprefix("- ")


def _lines(step: Step, depth: int) -> list[str]:
    pad = "  " * depth + "- "
    if step.type == "user":
        return [pad + _user_line(step)]
    if step.type == "comparison":
        return [pad + step.detail]
    if step.type == "rule":
        source = f', sentence {step.sentence + 1}: "{step.sentence_text}"' if step.sentence_text else ""
        kind = "fact" if step.is_fact else "rule"
        line = f"{pad}{step.gloss}: {_MARK[step.value]} ({kind} from {step.module}{source})"
    elif step.type == "undefined":
        line = f'{pad}no rule says whether "{step.gloss}"'
    else:  # a negation in words, or a test such as X > 1000
        line = f"{pad}{step.condition}: {_MARK[step.value]}"
    out = [line]
    for child in step.children:
        out += _lines(child, depth + 1)
    return out


def _user_line(step: Step) -> str:
    if not step.asked or step.reply is None:
        reply = "you don't know" if step.asked else "not asked"
        return f'"{step.question}": {reply} (the rule needs {step.needs})'
    return f'you answered {"yes" if step.reply else "no"} to "{step.question}" (the rule needs {step.needs})'


def _comparison(node: ProofNode, asked: Question | None, answers: Mapping[str, Reply],
                scope: list[PrologModule], derived: Mapping[str, Derived]) -> str:
    """A test in words, with what decided it: a number given, a yes or no, or earlier answers."""
    question = asked.text if asked else node.goal
    if node.answer == "unknown":
        reply = "you don't know" if node.goal in answers else "not asked"
        return f'"{question}": {reply} (the rule needs yes)'
    if node.answer in ("true", "false"):
        reply = "yes" if node.answer == "true" else "no"
        decided = derived.get(node.goal)
        if decided is None:
            return f'you answered {reply} to "{question}" (the rule needs yes)'
        said_before = "; ".join(said(key, answers, scope) for key in decided.because)
        return f'"{question}": {reply}, as you answered {said_before} (the rule needs yes)'
    given = answers.get(node.fact or "")
    value = given if is_number(given) else float(node.answer or "nan")
    unit = asked.quantity.unit if asked and asked.quantity else ""
    about = f' for "{asked.quantity.question}"' if asked and asked.quantity else ""
    needs = NumericTest.parse(node.goal).needs(unit)  # type: ignore[union-attr]
    return f"you gave {amount(value, unit)}{about}, and the rule needs {needs} ({_MARK[node.value]})"  # type: ignore


def said(key: str, answers: Mapping[str, Reply], scope: list[PrologModule]) -> str:
    """An answer in words: 'yes to "Are you 60 or over?"', '64 years for "How old are you?"',
    'I don't know to "..."'."""
    value = answers.get(key)
    if is_number(value):
        fact = next((f for m in scope if (f := m.user_fact(key)) is not None), None)
        return f'{amount(value, fact.unit if fact else "")} for "{fact.question if fact else key}"'  # type: ignore
    asked = question_for(key, scope)
    reply = "I don't know" if value is None else "yes" if value else "no"
    return f'{reply} to "{asked.text if asked else key}"'


def _gloss(goal: str, module: PrologModule | None) -> str:
    """A goal in words: its claim's gloss, else its name in words (a test stays as it is)."""
    claim = module.claim(goal) if module else None
    if claim:
        return claim.gloss
    return gloss_from_name(goal) if goal.isidentifier() else goal


def _claim_gloss(answer: Answer, modules: Mapping[str, PrologModule]) -> str:
    module = _module_of(answer, modules)
    claim = module.claim(answer.claim) if module and answer.claim else None
    return claim.gloss if claim else gloss_from_name(answer.claim or "")
