"""The router: which solver a problem's structure calls for, why, and the answer it leads to."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nesy_chat.core.errors import RoutingError
from nesy_chat.logic.form import Option, Problem, Question, Rank
from nesy_chat.logic.lexicon import pole
from nesy_chat.logic.reader import EnglishReader
from nesy_chat.logic.router import chain_depth, route, solve_problem
from nesy_chat.logic.solvers.base import Limits
from nesy_chat.logic.solvers.constraints import ConstraintProgram
from nesy_chat.logic.solvers.rule_program import Const, Fact, Literal, Rule, RuleProgram, Var

SAMPLES = json.loads(Path(__file__).with_name("samples.json").read_text(encoding="utf-8"))
DEDUCTION, PROOF, PRONTO = SAMPLES["DEDUCTION"], SAMPLES["PROOF"], SAMPLES["PRONTO"]
DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "logic"


def test_rule_chains_go_to_prolog_with_the_reason():
    chosen = route(EnglishReader().read(PROOF))
    assert chosen.solver == "prolog" and isinstance(chosen.program, RuleProgram)
    assert chosen.reason.startswith("1 fact and 1 rule (0 with negation) that chain up to 1 deep")
    assert "open world" in chosen.reason
    assert "closed world" in route(EnglishReader().read(PRONTO)).reason


def test_orderings_go_to_z3_with_the_reason():
    chosen = route(EnglishReader().read(DEDUCTION))
    assert chosen.solver == "z3" and isinstance(chosen.program, ConstraintProgram)
    assert chosen.reason.startswith("1 ordering statement about 3 birds on the horizontal scale")
    assert "all-different" in chosen.reason


def test_a_mix_or_nothing_at_all_has_no_solver():
    question = Question("Which of the following is true?", (Option("A", "The owl is the leftmost.",
                                                                   statement=Rank("owl", pole("left"), 1)),))
    fact = Fact(Literal("big", (Const("owl"),)))
    with pytest.raises(RoutingError, match="mixes"):
        route(Problem(("s",), question, facts=(fact,), orderings=(Rank("owl", pole("left"), 1),)))
    with pytest.raises(RoutingError, match="nothing"):
        route(Problem((), question))


def test_chain_depth_counts_rules_feeding_rules_and_spots_cycles():
    x = (Var("x"),)
    red, big, kind = (Literal(p, x) for p in ("red", "big", "kind"))
    assert chain_depth(()) == 0
    assert chain_depth((Rule(red, (big,)), Rule(kind, (red,)))) == 2
    assert chain_depth((Rule(red, (big,)), Rule(big, (red,)))) is None
    assert chain_depth((Rule(red.negate(), (big,)), Rule(kind, (red,)))) == 1  # not red feeds no rule on red


@pytest.mark.parametrize("item, answer", [(PRONTO, "A"), (PROOF, "B"), (DEDUCTION, "B")])
def test_solving_picks_the_option_the_verdicts_select(item, answer):
    solution = solve_problem(EnglishReader().read(item))
    assert solution.result.error is None and solution.choice == answer


def test_a_solver_error_leaves_no_choice():
    solution = solve_problem(EnglishReader().read(PROOF), Limits(inferences=10))
    assert solution.result.error is not None and solution.choice is None


@pytest.mark.parametrize("name, natural", [("prontoqa", "prolog"), ("proofwriter", "prolog"),
                                           ("logicaldeduction", "z3")])
def test_each_benchmark_is_routed_to_its_natural_solver(name, natural):
    path = DATA / f"{name}_train.json"
    if not path.is_file():
        pytest.skip(f"no benchmark data at {path}")
    items = json.loads(path.read_text(encoding="utf-8"))[::97][:12]
    assert {route(EnglishReader().read(item)).solver for item in items} == {natural}
