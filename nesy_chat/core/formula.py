"""Residual formulas over unknown user facts, and which fact can still change an answer.

The engine returns, for a claim, a formula over the facts the user has not given:
True, False, ("fact", name), ("not", f), ("and", f, g), ("or", f, g). Constants were
folded in Prolog, so any formula that is not a constant is undecided (Kleene's value u).
A test of a numeric fact whose number is unknown is a fact here, named by its key
("age >= 60"); the conversation relates the tests of one number to each other.
"""

from __future__ import annotations

from functools import lru_cache

from nesy_chat.core.module import NumericTest

Formula = bool | tuple

# Beyond this many other facts, a fact on the proof path counts as relevant without the
# exhaustive check (2^n assignments); rule texts rarely have more than a dozen conditions.
EXACT_LIMIT = 14


def from_json(data) -> Formula:
    if data is True or data is False:
        return data
    if "fact" in data:
        return ("fact", data["fact"])
    if "cmp" in data:
        test = data["cmp"]
        return ("fact", NumericTest(test["fact"], test["op"], test["bound"]).key)
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
    """Whether some answer to the other facts makes this fact's answer change the result.

    Exact: the formula's truth table over all its facts, with the fact true and false.
    Kleene's values alone are not enough: with b unknown, "not a or (a and (b or not b))"
    is undecided for a = true and true for a = false, yet it is always true, so asking a
    would be a superfluous question.
    """
    names = facts(formula)
    if fact not in names:
        return False
    if len(names) - 1 > EXACT_LIMIT:
        return True
    table, masks, full = _truth_table(formula)
    step = 1 << names.index(fact)
    fact_false = full ^ masks[fact]
    return ((table >> step) ^ table) & fact_false != 0


@lru_cache(maxsize=256)
def _truth_table(formula: Formula) -> tuple[int, dict[str, int], int]:
    """Bit i of the table is the formula's value when fact j has the value of bit j of i:
    every assignment at once, as bitwise operations on Python integers."""
    names = facts(formula)
    size = 1 << len(names)
    full = (1 << size) - 1
    masks = {}
    for j, name in enumerate(names):
        half = 1 << j
        period_ones = ((1 << half) - 1) << half
        masks[name] = period_ones * (full // ((1 << (2 * half)) - 1))

    def table(node: Formula) -> int:
        if node is True:
            return full
        if node is False:
            return 0
        kind = node[0]
        if kind == "fact":
            return masks[node[1]]
        if kind == "not":
            return full ^ table(node[1])
        left, right = table(node[1]), table(node[2])
        return left & right if kind == "and" else left | right

    return table(formula), masks, full
