"""An Answer in plain words: each step, the rule used, its source sentence, the user's answers.

For `no` it names the condition that failed; for `more`, the facts still open. A test of a
numeric fact shows what decided it: the number given ("you gave 64 years for "How old are
you?", and the rule needs at least 60 years"), a yes or no, or the answers that imply it.
"""

from __future__ import annotations

from collections.abc import Mapping

from nesy_chat.core.module import NumericTest, PrologModule, amount, is_number, question_for
from nesy_chat.nlp.questions import gloss_from_name
from nesy_chat.prolog.engine import ProofNode
from nesy_chat.qa.dialogue import Answer

_VERDICT = {"yes": "Yes", "no": "No", "more": "It depends", "irrelevant": "Not covered by these documents"}
_REPLY = {"true": "yes", "false": "no", "unknown": "I don't know"}
_MARK = {"t": "holds", "f": "fails", "u": "undecided"}


def verdict(answer: Answer, modules: Mapping[str, PrologModule]) -> str:
    """One line: the label and what it is about."""
    if answer.label == "irrelevant" or answer.claim is None:
        return _VERDICT["irrelevant"] + "."
    about = _claim_gloss(answer, modules)
    if answer.label == "more":
        needed = ", ".join(f'"{_question(name, answer, modules)}"' for name in answer.open_facts)
        return f"It depends: we need to know {needed}." if needed else "It depends."
    if not about:
        return f"{_VERDICT[answer.label]}."
    # A negated question reverses the label, not the fact: "no" may mean the claim holds.
    if (answer.label == "yes") != answer.negated:
        return f"{_VERDICT[answer.label]}: {about}."
    return f"{_VERDICT[answer.label]}: it does not hold that {about}."


def explain(answer: Answer, modules: Mapping[str, PrologModule]) -> str:
    """The verdict and the proof behind it, one step a line."""
    lines = [verdict(answer, modules)]
    if answer.proof is None:
        return lines[0]
    # By the claim's value, not the label: a negated question's "yes" rests on a failed claim.
    if answer.proof.value == "f" and answer.proof.why_not:
        lines.append("Why not:" if answer.label == "no" else "Because:")
        for node in answer.proof.why_not:
            lines += _lines(node, answer, modules, 1)
        for node in _failed(answer.proof.why_not):
            step = _user_step(node, answer, modules) if node.type == "user" else _lines(node, answer, modules, 0)[0]
            lines.append(f"The condition that failed: {step.removeprefix('- ')}")
    else:
        lines.append("What the answer still depends on:" if answer.label == "more" else "Because:")
        for proof in answer.proof.proofs[:3]:
            for node in proof:
                lines += _lines(node, answer, modules, 1)
    if answer.negated:
        lines.append(f"(The question asks the opposite of {answer.claim}, so the answer is reversed.)")
    return "\n".join(lines)


def _failed(nodes: tuple[ProofNode, ...]) -> list[ProofNode]:
    """The conditions where a failed proof stops: user answers, tests, negations whose
    goal held (not what lies under them: that held), goals no rule concludes."""
    found = []
    for node in nodes:
        if node.value != "f":
            continue
        if node.type == "rule":
            found += _failed(node.children)
        else:
            found.append(node)
    return found


def _lines(node: ProofNode, answer: Answer, modules: Mapping[str, PrologModule], depth: int) -> list[str]:
    pad = "  " * depth + "- "
    if node.type == "user":
        return [pad + _user_step(node, answer, modules)]
    if node.type == "comparison":
        return [pad + _comparison_step(node, answer, modules)]
    if node.type == "rule":
        source = _source(node, modules)
        kind = "fact" if not node.children else "rule"
        line = f"{pad}{node.goal} {_MARK[node.value]} ({kind} from {node.module}{source})"
    elif node.type == "not":
        line = f"{pad}{node.goal} {_MARK[node.value]}"
    elif node.type == "undefined":
        line = f"{pad}no rule concludes {node.goal}"
    else:
        line = f"{pad}{node.goal} {_MARK[node.value]}"
    out = [line]
    for child in node.children:
        out += _lines(child, answer, modules, depth + 1)
    return out


def _user_step(node: ProofNode, answer: Answer, modules: Mapping[str, PrologModule]) -> str:
    module = modules.get(node.module or "")
    fact = module.user_fact(node.fact) if module else None
    question = fact.question if fact else node.fact
    needed = "yes" if node.expected == "true" else "no" if node.expected == "false" else "an answer"
    if node.answer == "unknown":
        reply = "you don't know" if node.fact in answer.answers else "not asked"
        return f'"{question}": {reply} (the rule needs {needed})'
    return f'you answered {_REPLY.get(node.answer, node.answer)} to "{question}" (the rule needs {needed})'


def _comparison_step(node: ProofNode, answer: Answer, modules: Mapping[str, PrologModule]) -> str:
    scope = _scope(answer, modules)
    asked = question_for(node.goal, scope)
    question = asked.text if asked else node.goal
    if node.answer == "unknown":
        reply = "you don't know" if node.goal in answer.answers else "not asked"
        return f'"{question}": {reply} (the rule needs yes)'
    if node.answer in ("true", "false"):
        reply = "yes" if node.answer == "true" else "no"
        derived = answer.derived.get(node.goal)
        if derived is None:
            return f'you answered {reply} to "{question}" (the rule needs yes)'
        said = "; ".join(_said(key, answer, scope) for key in derived.because)
        return f'"{question}": {reply}, as you answered {said} (the rule needs yes)'
    given = answer.answers.get(node.fact or "")
    value = given if is_number(given) else float(node.answer or "nan")
    unit = asked.quantity.unit if asked and asked.quantity else ""
    about = f' for "{asked.quantity.question}"' if asked and asked.quantity else ""
    needs = NumericTest.parse(node.goal).needs(unit)  # type: ignore[union-attr]
    return f"you gave {amount(value, unit)}{about}, and the rule needs {needs} ({_MARK[node.value]})"  # type: ignore


def _said(key: str, answer: Answer, scope: list[PrologModule]) -> str:
    """An earlier answer in words: 'yes to "Are you 60 or over?"', '64 years for "How old are you?"'."""
    value = answer.answers.get(key)
    if is_number(value):
        fact = next((f for m in scope if (f := m.user_fact(key)) is not None), None)
        return f'{amount(value, fact.unit if fact else "")} for "{fact.question if fact else key}"'  # type: ignore
    asked = question_for(key, scope)
    return f'{"yes" if value else "no"} to "{asked.text if asked else key}"'


def _scope(answer: Answer, modules: Mapping[str, PrologModule]) -> list[PrologModule]:
    return [modules[m] for m in answer.modules if m in modules]


def _source(node: ProofNode, modules: Mapping[str, PrologModule]) -> str:
    module = modules.get(node.module or "")
    text = module.sentence_text(node.sentence) if module else ""
    return f', sentence {node.sentence + 1}: "{" ".join(text.split())}"' if text else ""


def _claim_gloss(answer: Answer, modules: Mapping[str, PrologModule]) -> str:
    module = modules.get(answer.modules[0]) if answer.modules else None
    claim = module.claim(answer.claim) if module and answer.claim else None
    return claim.gloss if claim else gloss_from_name(answer.claim or "")


def _question(name: str, answer: Answer, modules: Mapping[str, PrologModule]) -> str:
    asked = question_for(name, _scope(answer, modules))
    return asked.text if asked else name
