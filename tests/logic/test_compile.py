"""From a problem's meaning to solver programs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nesy_chat.core.errors import ParseError
from nesy_chat.logic.compile import constraint_program, rule_program
from nesy_chat.logic.reader import EnglishReader
from nesy_chat.logic.solvers.constraints import Apply, IntVar, Ref, render

SAMPLES = json.loads(Path(__file__).with_name("samples.json").read_text(encoding="utf-8"))
DEDUCTION, PROOF = SAMPLES["DEDUCTION"], SAMPLES["PROOF"]


def deduction(context: str, options=("A) The jay is the leftmost.",)) -> dict:
    return {**DEDUCTION, "context": "On a branch, there are three birds: a jay, an owl, and a crow. " + context,
            "options": list(options)}


def test_orderings_become_distinct_positions_per_scale():
    problem = EnglishReader().read(deduction("The owl is the second from the right. The jay is older than the crow."))
    program = constraint_program(problem)
    assert [v.name for v in program.variables] == [f"{b} ({s})" for s in ("horizontal", "age") for b in ("jay", "owl", "crow")]
    assert all(v == IntVar(v.name, 1, 3) for v in program.variables)
    assert [render(c.expr) for c in program.constraints] == [
        "distinct(jay (horizontal), owl (horizontal), crow (horizontal))",
        "distinct(jay (age), owl (age), crow (age))",
        "owl (horizontal) = 2", "jay (age) < crow (age)"]
    assert [c.sentence for c in program.constraints] == [0, 0, 1, 2]
    assert program.queries == (Apply("=", (Ref("jay (horizontal)"), 1)),)


def test_a_negated_ordering_is_negated():
    program = constraint_program(EnglishReader().read(deduction("The owl is not the leftmost.")))
    assert render(program.constraints[-1].expr) == "not(owl (horizontal) = 1)"


@pytest.mark.parametrize("context, message", [
    ("The hawk is the leftmost.", "'hawk' is not one of the objects"),
    ("The owl is the fourth from the left.", "no place 4 among 3"),
])
def test_orderings_must_name_listed_objects_and_places(context, message):
    with pytest.raises(ParseError, match=message):
        constraint_program(EnglishReader().read(deduction(context)))


def test_a_rule_program_keeps_facts_rules_and_the_world():
    program = rule_program(EnglishReader().read(PROOF))
    assert [str(f.literal) for f in program.facts] == ["big(cow)"]
    assert [str(q) for q in program.queries] == ["not like(cow, dog)"] and not program.closed_world
