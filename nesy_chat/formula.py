"""Residual formulas over unknown user facts, and which fact can still change an answer.

The engine returns, for a claim, a formula over the facts the user has not given:
True, False, ("fact", name), ("not", f), ("and", f, g), ("or", f, g). Constants were
folded in Prolog, so any formula that is not a constant is undecided (Kleene's value u).
"""

from __future__ import annotations

from itertools import product
from typing import Union

Formula = Union[bool, tuple]

# Beyond this many other facts, a fact on the proof path counts as relevant without the
# exhaustive check (2^n assignments); rule texts rarely have more than a dozen conditions.
EXACT_LIMIT = 14


def from_json(data) -> Formula:
    if data is True or data is False:
        return data
    if "fact" in data:
        return ("fact", data["fact"])
    if "not" in data:
        return ("not", from_json(data["not"]))
    key = "and" if "and" in data else "or"
    left, right = data[key]
    return (key, from_json(left), from_json(right))


def facts(formula: Formula) -> list[str]:
    """Facts in the order the proof met them, each once."""
    seen: dict[str, None] = {}
    stack = [formula]
    while stack:
        node = stack.pop()
        if isinstance(node, bool):
            continue
        if node[0] == "fact":
            seen.setdefault(node[1], None)
        else:
            stack.extend(reversed(node[1:]))
    return list(seen)


def evaluate(formula: Formula, values: dict[str, bool]) -> bool | None:
    """Kleene's three-valued value; a fact missing from `values` is unknown (None)."""
    if isinstance(formula, bool):
        return formula
    kind = formula[0]
    if kind == "fact":
        return values.get(formula[1])
    if kind == "not":
        inner = evaluate(formula[1], values)
        return None if inner is None else not inner
    left = evaluate(formula[1], values)
    if kind == "and":
        if left is False:
            return False
        right = evaluate(formula[2], values)
        if right is False:
            return False
        return True if left is True and right is True else None
    if left is True:
        return True
    right = evaluate(formula[2], values)
    if right is True:
        return True
    return False if left is False and right is False else None


def relevant(formula: Formula, fact: str) -> bool:
    """Whether some answer to the other facts makes this fact's answer change the result."""
    others = [name for name in facts(formula) if name != fact]
    if fact not in facts(formula):
        return False
    on_true = evaluate(formula, {fact: True})
    on_false = evaluate(formula, {fact: False})
    if on_true is not None and on_false is not None:
        return on_true != on_false
    if on_true != on_false:
        return True
    if len(others) > EXACT_LIMIT:
        return True
    for bits in product((True, False), repeat=len(others)):
        values = dict(zip(others, bits))
        values[fact] = True
        high = evaluate(formula, values)
        values[fact] = False
        if high != evaluate(formula, values):
            return True
    return False
