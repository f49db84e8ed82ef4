"""An Answer in plain words: each step, the rule used, its source sentence, the user's answers.

For `no` it names the condition that failed; for `more`, the facts still open.
"""

from __future__ import annotations

from collections.abc import Mapping

from .conversation import Answer
from .engine import ProofNode
from .module import PrologModule
from .questions import gloss_from_name

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


def _source(node: ProofNode, modules: Mapping[str, PrologModule]) -> str:
    module = modules.get(node.module or "")
    text = module.sentence_text(node.sentence) if module else ""
    return f', sentence {node.sentence + 1}: "{" ".join(text.split())}"' if text else ""


def _claim_gloss(answer: Answer, modules: Mapping[str, PrologModule]) -> str:
    module = modules.get(answer.modules[0]) if answer.modules else None
    claim = module.claim(answer.claim) if module and answer.claim else None
    return claim.gloss if claim else gloss_from_name(answer.claim or "")


def _question(name: str, answer: Answer, modules: Mapping[str, PrologModule]) -> str:
    for module_id in answer.modules:
        module = modules.get(module_id)
        fact = module.user_fact(name) if module else None
        if fact:
            return fact.question
    return name
