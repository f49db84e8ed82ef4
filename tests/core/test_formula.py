"""Residual formulas: Kleene's connectives and which fact can still change a result."""

from __future__ import annotations

import itertools
import random

import pytest

from nesy_chat.core.formula import EXACT_LIMIT, evaluate, facts, from_json, relevant

T, F, U = True, False, None


def fact(name):
    return ("fact", name)


def neg(f):
    return ("not", f)


def conj(a, b):
    return ("and", a, b)


def disj(a, b):
    return ("or", a, b)


A, B, C = fact("a"), fact("b"), fact("c")

KLEENE_AND = {(T, T): T, (T, F): F, (T, U): U, (F, T): F, (F, F): F, (F, U): F, (U, T): U, (U, F): F, (U, U): U}
KLEENE_OR = {(T, T): T, (T, F): T, (T, U): T, (F, T): T, (F, F): F, (F, U): U, (U, T): T, (U, F): U, (U, U): U}


@pytest.mark.parametrize("x, y", list(KLEENE_AND))
def test_kleene_tables(x, y):
    values = {name: value for name, value in (("a", x), ("b", y)) if value is not None}
    assert evaluate(conj(A, B), values) is KLEENE_AND[x, y]
    assert evaluate(disj(A, B), values) is KLEENE_OR[x, y]
    assert evaluate(neg(A), values) is (None if x is None else not x)


def test_constants_and_missing_facts():
    assert evaluate(True, {}) is True and evaluate(False, {}) is False
    assert evaluate(A, {}) is None
    assert evaluate(A, {"b": True}) is None


def test_facts_in_proof_order_each_once():
    formula = disj(conj(B, neg(A)), conj(A, disj(C, B)))
    assert facts(formula) == ["b", "a", "c"]
    assert facts(True) == []


def test_from_json():
    data = {"or": [{"and": [{"fact": "a"}, {"not": {"fact": "b"}}]}, {"fact": "c"}]}
    assert from_json(data) == disj(conj(A, neg(B)), C)
    assert from_json(True) is True and from_json(False) is False


@pytest.mark.parametrize("formula, name, expected", [
    (conj(A, B), "a", True),
    (disj(A, B), "b", True),
    (disj(A, conj(A, B)), "b", False),          # absorption: b never matters
    (disj(A, neg(A)), "a", False),              # tautology
    (conj(A, neg(A)), "a", False),              # contradiction
    (conj(conj(B, A), neg(A)), "b", False),     # b and a contradiction: b cannot help
    (disj(neg(A), conj(A, disj(B, neg(B)))), "a", False),  # always true, though Kleene-undecided for a = true
    (disj(neg(A), conj(A, disj(B, neg(B)))), "b", False),
    (disj(conj(A, B), conj(neg(A), B)), "a", False),       # = b
    (disj(conj(A, B), conj(neg(A), B)), "b", True),
    (conj(A, B), "c", False),                   # not in the formula
    (True, "a", False),
])
def test_relevant(formula, name, expected):
    assert relevant(formula, name) is expected


def _brute_relevant(formula, name):
    names = facts(formula)
    if name not in names:
        return False
    others = [n for n in names if n != name]
    for bits in itertools.product((True, False), repeat=len(others)):
        values = dict(zip(others, bits))
        if evaluate(formula, {**values, name: True}) != evaluate(formula, {**values, name: False}):
            return True
    return False


def _random_formula(rng, names, depth):
    if depth == 0 or rng.random() < 0.3:
        return fact(rng.choice(names))
    kind = rng.choice(["not", "and", "or"])
    if kind == "not":
        return neg(_random_formula(rng, names, depth - 1))
    return (kind, _random_formula(rng, names, depth - 1), _random_formula(rng, names, depth - 1))


def test_relevant_agrees_with_brute_force_on_random_formulas():
    rng = random.Random(7)
    for _ in range(1500):
        names = [f"f{i}" for i in range(rng.randint(1, 7))]
        formula = _random_formula(rng, names, 5)
        for name in names:
            assert relevant(formula, name) is _brute_relevant(formula, name), (formula, name)


def test_relevant_is_exact_on_a_wide_formula():
    """Fifteen facts whose Kleene values never decide: still exact, so none is relevant (the
    time it takes, a truth table of 2^15 rows, is measured in benchmarks/bench_limits.py)."""
    names = [f"f{i}" for i in range(EXACT_LIMIT + 1)]
    formula = conj(fact(names[0]), neg(fact(names[0])))
    for name in names[1:]:
        formula = conj(formula, disj(fact(name), conj(fact(name), fact(names[0]))))
    assert not any(relevant(formula, name) for name in names)


def test_beyond_the_exact_limit_facts_on_the_path_count_as_relevant():
    names = [f"f{i}" for i in range(EXACT_LIMIT + 2)]
    formula = conj(fact(names[0]), neg(fact(names[0])))
    for name in names[1:]:
        formula = conj(formula, fact(name))
    assert relevant(formula, names[1]) is True
