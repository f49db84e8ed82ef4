"""The engine through real SWI-Prolog: three-valued proofs, attribution, limits, threads."""

from __future__ import annotations

import threading

import pytest
from pension_module import PENSION
from runaway_modules import LOOP_HEAD, LOOPING

from nesy_chat.core.errors import EngineError, UndeclaredFactError, UnknownClaimError
from nesy_chat.prolog.engine import Engine
from nesy_chat.prolog.source import read_module
from nesy_chat.qa.dialogue import Conversation, run

AB = ":- dynamic a/1, b/1, c/1.\n"


def load(engine: Engine, body: str, module_id: str = "m", head: str = AB):
    module = read_module(head + body, module_id=module_id)
    engine.load(module)
    return module


# --- three-valued values -------------------------------------------------------------------

@pytest.mark.parametrize("body, answers, value", [
    ("q :- a(true), b(true).", {"a": True, "b": True}, "t"),
    ("q :- a(true), b(true).", {"a": True, "b": False}, "f"),
    ("q :- a(true), b(true).", {"a": False}, "f"),          # false and unknown is false
    ("q :- a(true), b(true).", {"a": True}, "u"),           # true and unknown is unknown
    ("q :- a(true), b(true).", {"a": None, "b": True}, "u"),  # "don't know" is unknown
    ("q :- a(true) ; b(true).", {"b": True}, "t"),          # unknown or true is true
    ("q :- a(true) ; b(true).", {"a": False}, "u"),
    ("q :- a(true) ; b(true).", {"a": False, "b": False}, "f"),
    ("q :- \\+ a(true).", {}, "u"),
    ("q :- \\+ a(true).", {"a": False}, "t"),
    ("q :- \\+ a(true).", {"a": True}, "f"),
    ("q :- not(a(false)).", {"a": True}, "t"),
    ("q :- a(false).", {"a": False}, "t"),
    ("q :- ( a(true) -> b(true) ; c(true) ).", {"a": True, "b": True}, "t"),
    ("q :- ( a(true) -> b(true) ; c(true) ).", {"a": False, "c": True}, "t"),
    ("q :- ( a(true) -> b(true) ; c(true) ).", {"a": False, "c": False, "b": True}, "f"),
    # Either branch holds, but Kleene's "a or not a" stays undecided; the conversation decides it.
    ("q :- ( a(true) -> b(true) ; c(true) ).", {"b": True, "c": True}, "u"),
    ("q :- a(X), X == true.", {"a": True}, "t"),
    ("q :- a(X), X == true.", {"a": False}, "f"),
    ("q :- a(_).", {}, "u"),  # undecided in Kleene's logic (a or not a): decided by the conversation
    ("q :- member(X, [1, 2, 3]), X > 2, a(true).", {"a": True}, "t"),
    ("q :- member(X, [1, 2, 3]), X > 3, a(true).", {"a": True}, "f"),
    ("q :- limit(L), 70 >= L, a(true).\nlimit(65).", {"a": True}, "t"),
    ("q :- limit(L), 60 >= L, a(true).\nlimit(65).", {"a": True}, "f"),
    ("q :- X is (7 + 3) * 2 - 10 // 3 mod 2, X =:= 19, a(true).", {"a": True}, "t"),
    ("q :- X = f(Y), Y = 1, X == f(1), X \\= f(2), X @< f(2), a(true).", {"a": True}, "t"),
    ("q :- fail ; a(true).", {"a": True}, "t"),
    ("q :- p ; a(true).\np :- false.", {"a": False}, "f"),
])
def test_three_valued_values(engine, body, answers, value):
    load(engine, body)
    assert engine.prove("q", ["m"], answers).value == value


def test_formula_names_the_open_facts(engine):
    load(engine, "q :- a(true), ( b(true) ; \\+ c(true) ).")
    result = engine.prove("q", ["m"], {"a": True})
    assert result.formula == ("or", ("fact", "b"), ("not", ("fact", "c")))
    result = engine.prove("q", ["m"], {})
    assert result.formula == ("or", ("and", ("fact", "a"), ("fact", "b")),
                              ("and", ("fact", "a"), ("not", ("fact", "c"))))


def test_answers_are_data_not_asserted(engine):
    """A proof with answers leaves nothing behind for the next proof, or another engine."""
    load(engine, "q :- a(true).")
    assert engine.prove("q", ["m"], {"a": True}).value == "t"
    assert engine.prove("q", ["m"], {}).value == "u"
    other = Engine()
    try:
        other.load(read_module(AB + "q :- a(false).", module_id="m"))
        assert other.prove("q", ["m"], {"a": True}).value == "f"
        assert engine.prove("q", ["m"], {"a": True}).value == "t"
    finally:
        other.close()


def test_reload_replaces_and_unload_removes(engine):
    load(engine, "q :- a(true).")
    assert engine.prove("q", ["m"], {"a": True}).value == "t"
    load(engine, "q :- a(false).")
    assert engine.prove("q", ["m"], {"a": True}).value == "f"
    engine.unload("m")
    assert "m" not in engine.modules
    with pytest.raises(UnknownClaimError):
        engine.prove("q", ["m"], {})


@pytest.mark.parametrize("claim, scope", [("nope", ["m"]), ("q", ["missing"]), ("q", []), ("q", ["m", "missing"])])
def test_unknown_claims_and_modules(engine, claim, scope):
    load(engine, "q :- a(true).")
    with pytest.raises(UnknownClaimError):
        engine.prove(claim, scope, {})


def test_proof_nodes_record_the_user_answers(engine):
    load(engine, "q :- a(true), \\+ b(true), helper.\nhelper :- c(false).")
    result = engine.prove("q", ["m"], {"a": True, "b": False, "c": False})
    assert result.value == "t"
    [[root]] = result.proofs
    assert (root.type, root.goal, root.value) == ("rule", "q", "t")
    user, negation, helper = root.children
    assert (user.type, user.fact, user.expected, user.answer, user.value) == ("user", "a", "true", "true", "t")
    assert (negation.type, negation.goal, negation.value) == ("not", "\\+b(true)", "t")
    assert (helper.type, helper.goal) == ("rule", "helper")
    assert helper.children[0].fact == "c" and helper.children[0].expected == "false"


def test_why_not_names_the_failed_condition(engine):
    load(engine, "q :- a(true), b(true).")
    result = engine.prove("q", ["m"], {"a": True, "b": False})
    assert result.value == "f" and result.proofs == ()
    [root] = result.why_not
    assert root.goal == "q" and root.value == "f"
    [failed] = root.children
    assert (failed.type, failed.fact, failed.answer, failed.expected) == ("user", "b", "false", "true")


# --- attribution ------------------------------------------------------------------------------

def test_every_proof_step_carries_module_and_sentence(engine):
    module = read_module(PENSION)
    engine.load(module)
    assert module.sentence_text(1) == "You must have reached State Pension age."
    answers = {"lives_in_uk": True, "reached_pension_age": True, "full_time_student": False}
    result = engine.prove("gets_pension_credit", ["pension_1"], answers)
    assert result.value == "t"
    sentence_of = {"gets_pension_credit": 0, "old_enough": 1, "excluded": 2,
                   "lives_in_uk(true)": 0, "reached_pension_age(true)": 1, "full_time_student(true)": 2}
    seen = set()
    for node in result.nodes():
        if node.type in ("rule", "user"):
            assert node.module == "pension_1", node
            assert node.sentence == sentence_of[node.goal], node
            seen.add(node.goal)
    assert seen == set(sentence_of)


def test_failed_proof_steps_carry_module_and_sentence(engine):
    engine.load(read_module(PENSION))
    result = engine.prove("gets_pension_credit", ["pension_1"],
                          {"lives_in_uk": True, "reached_pension_age": False})
    assert result.value == "f"
    rules = [node for node in result.nodes() if node.type == "rule"]
    assert {(n.goal, n.module, n.sentence) for n in rules} >= {("gets_pension_credit", "pension_1", 0),
                                                              ("old_enough", "pension_1", 1)}


RATES = """\
:- nesy_module(rates_2).
:- text("Intro. You qualify as early-born if you or your partner were born before 6 April 1935.").
:- sentence(0, 0, 6).
:- sentence(1, 7, 86).
:- dynamic born_before_1935/1.
:- ask(born_before_1935, bool, "Were you or your partner born before 6 April 1935?", "", 1).
:- claim(early_born, "you or your partner were born before 6 April 1935", 1).
:- from(1).
early_born :- born_before_1935(true).
"""

MCA = """\
:- nesy_module(mca_1).
:- text("You can claim Married Couple's Allowance if you are married and early-born.").
:- sentence(0, 0, 75).
:- dynamic married/1.
:- ask(married, bool, "Are you married?", "", 0).
:- claim(could_claim_mca, "you could claim Married Couple's Allowance", 0).
:- from(0).
could_claim_mca :- married(true), early_born.
"""


def test_cross_module_proof_cites_both_modules(engine):
    rates = read_module(RATES)
    engine.load(rates)
    mca = read_module(MCA, shared=rates.defined())
    engine.load(mca)
    scope = ["mca_1", "rates_2"]
    result = engine.prove("could_claim_mca", scope, {"married": True, "born_before_1935": True})
    assert result.value == "t"
    cited = {(n.goal, n.module, n.sentence) for n in result.nodes() if n.type in ("rule", "user")}
    assert cited == {("could_claim_mca", "mca_1", 0), ("married(true)", "mca_1", 0),
                     ("early_born", "rates_2", 1), ("born_before_1935(true)", "rates_2", 1)}
    # The follow-up question for the other module's fact cites that module's sentence.
    conversation = Conversation(engine, "could_claim_mca", scope, {"married": True})
    follow_up = next(conversation)
    assert (follow_up.fact, follow_up.module, follow_up.sentence) == ("born_before_1935", "rates_2", 1)
    assert follow_up.sentence_text.startswith("You qualify as early-born")
    # Out of scope, the other module's rule is not used.
    assert engine.prove("could_claim_mca", ["mca_1"], {"married": True, "born_before_1935": True}).value == "f"


def test_cross_module_needs_the_other_module_loaded_first(engine):
    with pytest.raises(UndeclaredFactError):
        engine.load(read_module(MCA, validate=False))
    engine.load(read_module(RATES))
    engine.load(read_module(MCA, validate=False))
    assert "mca_1" in engine.modules


def test_the_claims_own_module_is_looked_up_first(engine):
    engine.load(read_module(RATES))
    own = MCA + "early_born :- married(false).\n"
    engine.load(read_module(own))
    result = engine.prove("could_claim_mca", ["mca_1", "rates_2"], {"married": True, "born_before_1935": True})
    assert result.value == "f"  # its own early_born needs married(false)


# --- limits ------------------------------------------------------------------------------------

# The limit that stops each: depth (200 rules), inferences or formula size, arithmetic, or an unbound value.
# How fast they stop is measured in benchmarks/bench_limits.py.
STOPPED_BY = {"self_loop": "depth", "mutual": "depth", "counting": "depth", "left_recursion": "depth",
              "exponential": "limit", "member_crossed": "limit", "open_alternatives": "limit",
              "growing_number": "arithmetic", "division_by_zero": "arithmetic", "unbound_arithmetic": "instantiation"}


@pytest.mark.parametrize("name", list(LOOPING))
def test_looping_and_exploding_modules_are_stopped(engine, name):
    load(engine, LOOPING[name], module_id=name, head=LOOP_HEAD)
    with pytest.raises(EngineError) as info:
        engine.prove("q", [name], {"a": True})
    assert info.value.kind == STOPPED_BY[name]
    assert str(info.value)
    # The same engine keeps working.
    load(engine, "q :- a(true), b(false).", module_id="healthy")
    assert engine.prove("q", ["healthy"], {"a": True, "b": False}).value == "t"


def test_limit_kinds(engine):
    load(engine, LOOPING["self_loop"], module_id="loop", head=LOOP_HEAD)
    load(engine, LOOPING["exponential"], module_id="expo", head=LOOP_HEAD)
    load(engine, LOOPING["growing_number"], module_id="grow", head=LOOP_HEAD)
    with pytest.raises(EngineError) as info:
        engine.prove("q", ["loop"], {})
    assert info.value.kind == "depth" and "loops" in str(info.value)
    with pytest.raises(EngineError) as info:
        engine.prove("q", ["expo"], {"a": True})
    assert info.value.kind == "limit" and "inferences" in str(info.value)
    with pytest.raises(EngineError) as info:
        engine.prove("q", ["grow"], {})
    assert info.value.kind == "arithmetic"


def test_a_term_shared_exponentially_is_proved_and_its_goal_texts_cut(engine):
    """X1 = f(X0, X0), ... is small in memory but huge when printed: goal texts are cut.
    (Printed whole, it would not finish; the time it takes is in benchmarks/bench_limits.py.)"""
    steps = ", ".join(f"X{i + 1} = f(X{i}, X{i})" for i in range(60))
    load(engine, f"q :- a(true), X0 = z, {steps}, X60 == X60.")
    result = engine.prove("q", ["m"], {"a": True})
    assert result.value == "t"
    assert max(len(node.goal) for node in result.nodes()) < 10_000


def test_a_smaller_engine_limit_applies(engine):
    small = Engine(inference_limit=2_000)
    try:
        small.load(read_module(AB + "q :- member(X, [" + ",".join(map(str, range(150))) + "]), X > 148, a(true)."))
        with pytest.raises(EngineError):
            small.prove("q", ["module"], {"a": True})
    finally:
        small.close()
    load(engine, "q :- member(X, [" + ",".join(map(str, range(150))) + "]), X > 148, a(true).")
    assert engine.prove("q", ["m"], {"a": True}).value == "t"


# --- threads ------------------------------------------------------------------------------------

def test_two_threads_with_opposite_answers_do_not_meet(engine):
    load(engine, "q :- a(true), ( b(true) ; c(true) ).", module_id="shared")
    rounds = 200
    barrier = threading.Barrier(2)
    errors: list[BaseException] = []
    outcomes: dict[bool, list] = {True: [], False: []}

    def worker(reply: bool) -> None:
        try:
            barrier.wait()
            for _ in range(rounds):
                asked, answer = run(Conversation(engine, "q", ["shared"]), lambda follow_up: reply)
                outcomes[reply].append(([f.fact for f in asked], answer.label, dict(answer.answers)))
        except BaseException as err:  # noqa: BLE001 - reported below
            errors.append(err)

    threads = [threading.Thread(target=worker, args=(reply,)) for reply in (True, False)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not errors, errors
    assert len(outcomes[True]) == len(outcomes[False]) == rounds
    assert all(o == (["a", "b"], "yes", {"a": True, "b": True}) for o in outcomes[True])
    assert all(o == (["a"], "no", {"a": False}) for o in outcomes[False])


# --- numeric user facts ---------------------------------------------------------------------

AGE = (":- nesy_module(m).\n:- dynamic age/1, a/1.\n"
       ":- ask(age, number(\"years\"), \"How old are you?\", \"your age\", none).\n"
       ":- comparison(age >= 60, \"Are you 60 or over?\", none).\n")


def load_age(engine: Engine, body: str):
    return load(engine, ":- claim(q, \"q\", none).\n" + body, head=AGE)


@pytest.mark.parametrize("body, answers, value", [
    ("q :- age(A), A >= 60.", {"age": 64}, "t"),
    ("q :- age(A), A >= 60.", {"age": 59.5}, "f"),
    ("q :- age(A), 60 =< A.", {"age": 60}, "t"),                   # the quantity on either side
    ("q :- age(A), A >= 60.", {"age >= 60": True}, "t"),           # a yes to the test itself
    ("q :- age(A), A >= 60.", {"age >= 60": False}, "f"),
    ("q :- age(A), A >= 60.", {"age >= 60": None}, "u"),
    ("q :- age(A), A >= 60.0.", {"age >= 60": True}, "t"),         # 60.0 and 60 are one test
    ("q :- age(A), A >= 60.", {"age": 64, "age >= 60": False}, "t"),  # the number decides
    ("q :- \\+ (age(A), A > 18).", {"age": 17}, "t"),
    ("q :- \\+ (age(A), A > 18).", {"age > 18": True}, "f"),
    ("q :- limit(L), age(A), A < L.\nlimit(16).", {"age": 15}, "t"),  # a bound from the module
    ("q :- age(A), (A < 16 ; A >= 60), a(true).", {"age": 70, "a": True}, "t"),
])
def test_numeric_facts_bind_their_number_or_leave_the_test_open(engine, body, answers, value):
    load_age(engine, body)
    assert engine.prove("q", ["m"], answers).value == value


def test_an_unknown_number_leaves_each_test_an_atom_of_the_formula(engine):
    load_age(engine, "q :- age(A), A >= 60, \\+ (age(B), 16 > B), a(true).")
    result = engine.prove("q", ["m"], {})
    assert result.formula == ("and", ("fact", "age >= 60"), ("and", ("not", ("fact", "age < 16")), ("fact", "a")))
    assert engine.prove("q", ["m"], {"age >= 60": True, "age < 16": False}).formula == ("fact", "a")


def test_comparison_nodes_show_the_test_and_what_decided_it(engine):
    load_age(engine, "q :- age(A), A >= 60, a(true).")
    [[rule]] = engine.prove("q", ["m"], {"age": 64, "a": True}).proofs
    test = rule.children[0]
    assert (test.type, test.goal, test.fact, test.answer, test.expected, test.value) == \
        ("comparison", "age >= 60", "age", "64", "true", "t")
    [[rule]] = engine.prove("q", ["m"], {"age >= 60": True}).proofs
    assert rule.children[0].answer == "true"
    [why] = engine.prove("q", ["m"], {"age": 41}).why_not
    assert [(n.type, n.goal, n.answer, n.value) for n in why.children] == [("comparison", "age >= 60", "41", "f")]
    [[rule]] = engine.prove("q", ["m"], {}).proofs
    assert rule.children[0].answer == "unknown" and rule.children[0].value == "u"


def test_a_quantity_prints_as_its_name_under_negation(engine):
    load_age(engine, "q :- \\+ (age(A), A > 18), a(true).")
    [[rule]] = engine.prove("q", ["m"], {"age": 12, "a": True}).proofs
    assert rule.children[0].goal == "\\+ (age(Age), Age>18)"


def test_numeric_answers_are_data_and_typed(engine):
    load_age(engine, "q :- age(A), A >= 60.")
    assert engine.prove("q", ["m"], {"age": 70}).value == "t"
    assert engine.prove("q", ["m"], {}).value == "u"  # nothing was asserted
    with pytest.raises(TypeError, match="a number"):
        engine.prove("q", ["m"], {"age": True})
    with pytest.raises(TypeError, match="True or False"):
        engine.prove("q", ["m"], {"age >= 60": 3})


def test_arithmetic_on_an_unknown_number_is_a_clear_error(engine):
    """Validation refuses it; an unvalidated module gets an engine error, not a crash."""
    module = read_module(AGE + ":- claim(q, \"q\", none).\nq :- age(A), B is A + 1, B > 3.", validate=False)
    engine.load(module, validate=False)
    with pytest.raises(EngineError, match="the number of age can only be compared with a number"):
        engine.prove("q", ["m"], {})


def test_a_proof_that_fills_the_stack_ends_as_a_runaway_of_its_module(engine):
    """\\+ member(x, _L) grows lists without end: the proof's own stack limit stops it (the
    default 1 GB took seconds, holding the Prolog every session shares)."""
    load(engine, "q :- \\+ member(x, _L), a(true).", module_id="greedy", head=LOOP_HEAD)
    with pytest.raises(EngineError) as info:
        engine.prove("q", ["greedy"], {"a": True})
    assert info.value.kind == "resource" and "stack" in str(info.value)
    assert info.value.runaway and info.value.module == "greedy"
    load(engine, "q :- a(true), b(false).", module_id="healthy")
    assert engine.prove("q", ["healthy"], {"a": True, "b": False}).value == "t"
