"""The Prolog solver on real SWI-Prolog: chaining, negation, both worlds, proofs, bounds."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from nesy_chat.core.errors import InconsistentProgramError, MalformedProgramError, SolverError, SolverLimitError
from nesy_chat.logic.solvers.base import Limits, solve
from nesy_chat.logic.solvers.prolog import PrologSolver, program_text
from nesy_chat.logic.solvers.rule_program import Const, Fact, Literal, Rule, RuleProgram, Var

X, Y = Var("x"), Var("y")


def lit(predicate: str, *args: str | Var, negated: bool = False) -> Literal:
    return Literal(predicate, tuple(a if isinstance(a, Var) else Const(a) for a in args), negated)


def run(facts, rules, queries, closed_world=False, limits=Limits()):
    program = RuleProgram(tuple(Fact(f, i) for i, f in enumerate(facts)),
                          tuple(Rule(h, b, 100 + i) for i, (h, b) in enumerate(rules)),
                          tuple(queries), closed_world)
    return solve(PrologSolver(limits), program)


def test_rules_chain_forward_and_the_proof_reads_back_through_them():
    result = run([lit("big", "cow")],
                 [(lit("red", X), (lit("big", X),)), (lit("kind", X), (lit("red", X),))],
                 [lit("kind", "cow")])
    assert result.error is None and result.answer == ("true",)
    proof = result.proof[0]
    assert proof.conclusion == "kind(cow)" and proof.sentence == 101
    assert proof.premises[0].conclusion == "red(cow)"
    assert proof.sentences() == [101, 100, 0]


def test_relations_and_several_conditions_join_on_shared_variables():
    result = run([lit("like", "cow", "dog"), lit("nice", "cow"), lit("like", "cat", "dog")],
                 [(lit("visit", X, "dog"), (lit("like", X, "dog"), lit("nice", X)))],
                 [lit("visit", "cow", "dog"), lit("visit", "cat", "dog")])
    assert result.answer == ("true", "unknown")


def test_open_world_negation_is_explicit_and_unprovable_is_unknown():
    rules = [(lit("big", X, negated=True), (lit("rough", X), lit("nice", X, negated=True)))]
    result = run([lit("rough", "bob"), lit("nice", "bob", negated=True), lit("rough", "anne")], rules,
                 [lit("big", "bob"), lit("big", "bob", negated=True), lit("big", "anne")])
    assert result.answer == ("false", "true", "unknown")
    assert result.proof[0].conclusion == "not big(bob)"
    assert result.proof[2] is None


def test_closed_world_makes_what_cannot_be_derived_false():
    result = run([lit("red", "max")], [], [lit("sour", "max"), lit("sour", "max", negated=True),
                                          lit("red", "max", negated=True)], closed_world=True)
    assert result.answer == ("false", "true", "false")


def test_cyclic_rules_reach_a_fixpoint():
    rules = [(lit("kind", X), (lit("nice", X),)), (lit("nice", X), (lit("kind", X),)),
             (lit("see", X, Y), (lit("see", Y, X),))]
    result = run([lit("nice", "bob"), lit("see", "bob", "anne")], rules,
                 [lit("kind", "bob"), lit("see", "anne", "bob")])
    assert result.answer == ("true", "true")


def test_ground_rules_and_negated_conclusions():
    result = run([lit("cold", "cow"), lit("visit", "cow", "lion")],
                 [(lit("see", "lion", "squirrel", negated=True), (lit("cold", "cow"), lit("visit", "cow", "lion")))],
                 [lit("see", "lion", "squirrel")])
    assert result.answer == ("false",)


def test_names_are_data_never_goals():
    """Predicates and constants that are Prolog builtins or odd atoms stay inert data."""
    result = run([lit("halt", "shell('rm -rf /')"), lit("call", "X"), lit("'; halt.", "a b")],
                 [(lit("abort", X), (lit("halt", X),))],
                 [lit("abort", "shell('rm -rf /')"), lit("'; halt.", "a b")])
    assert result.error is None and result.answer == ("true", "true")
    assert "halt" in program_text(RuleProgram((Fact(lit("halt", "x")),), (), (lit("halt", "x"),)))


def test_a_contradiction_is_reported_with_its_sentences():
    result = run([lit("big", "bob"), lit("big", "bob", negated=True)], [], [lit("big", "bob")])
    assert isinstance(result.error, InconsistentProgramError)
    assert "big(bob)" in str(result.error) and "sentences 1, 2" in str(result.error)


@pytest.mark.parametrize("facts, rules, queries, message", [
    ([], [], [], "no query"),
    ([lit("big", X)], [], [lit("big", "bob")], "has a variable"),
    ([], [], [lit("big", X)], "has a variable"),
    ([], [(lit("red", Y), (lit("big", X),))], [lit("red", "bob")], "occurs in no condition"),
    ([], [(lit("red", X), ())], [lit("red", "bob")], "no conditions"),
    ([lit("like", "a", "b")], [], [lit("like", "a")], "arguments here"),
    ([lit("p", *"abcdefghi")], [], [lit("p", *"abcdefghi")], "more than 8"),
])
def test_malformed_programs_are_refused_with_a_clear_error(facts, rules, queries, message):
    result = run(facts, rules, queries)
    assert isinstance(result.error, MalformedProgramError) and message in str(result.error)
    with pytest.raises(MalformedProgramError):
        PrologSolver().load(RuleProgram(tuple(Fact(f) for f in facts),
                                        tuple(Rule(h, b) for h, b in rules), tuple(queries)))


def test_execute_before_load_is_a_caller_error():
    with pytest.raises(SolverError):
        PrologSolver().execute()


def _exploding(n: int):
    """r(X, Y, Z) for every triple of n constants: n**3 literals from one rule."""
    facts = [lit("e", f"c{i}") for i in range(n)]
    rule = (lit("r", X, Y, Var("z")), (lit("e", X), lit("e", Y), lit("e", Var("z"))))
    return facts, [rule], [lit("e", "c1")]


@pytest.mark.parametrize("limits, kind", [
    (Limits(max_facts=5_000), "facts"),
    (Limits(inferences=50_000, max_facts=10**6), "inferences"),
    (Limits(seconds=0.2, max_facts=10**6), "time"),
    (Limits(memory_mb=2, max_facts=10**6), "memory"),
])
def test_an_exploding_program_hits_its_bound_with_a_clear_error(limits, kind):
    result = run(*_exploding(60), limits=limits)
    assert isinstance(result.error, SolverLimitError) and result.error.kind == kind
    assert result.answer == ()
    # the solver and SWI are fine afterwards, and the failed run left no facts behind
    assert run([lit("big", "cow")], [], [lit("big", "cow"), lit("r", "c1", "c1", "c1")]).answer == ("true", "unknown")


def test_a_program_beyond_the_size_limit_is_refused_before_prolog_sees_it():
    facts, rules, queries = _exploding(60)
    result = run(facts, rules, queries, limits=Limits(max_facts=50))
    assert isinstance(result.error, SolverLimitError) and result.error.kind == "size"
    assert "62 statements; the limit is 50" in str(result.error)


def test_runs_from_many_threads_share_swi_through_its_lock():
    def one(i: int):
        return run([lit("big", f"c{i}")], [(lit("red", X), (lit("big", X),))], [lit("red", f"c{i}"), lit("red", "other")])

    with ThreadPoolExecutor(4) as pool:
        assert all(r.answer == ("true", "unknown") for r in pool.map(one, range(16)))
