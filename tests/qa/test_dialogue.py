"""Conversations: only questions that can change the answer, in proof order, then a label."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from nesy_chat.core.errors import AnswerRangeError, ContradictionError
from nesy_chat.prolog.engine import Engine
from nesy_chat.prolog.source import read_module
from nesy_chat.qa.dialogue import Conversation, ConversationState, irrelevant, label_for, parse_reply, run
from nesy_chat.qa.explain import verdict
from nesy_chat.qa.quantities import Derived

MCA = "could_claim_married_couples_allowance"
CLAIMS = "claims_marriage_allowance"
BORN = "born_before_6_april_1935"


# --- Appendix A -------------------------------------------------------------------------------

@pytest.mark.parametrize("replies, label, asked, open_facts", [
    ([False, True], "yes", [CLAIMS, BORN], ()),
    ([True], "no", [CLAIMS], ()),
    ([None, True], "more", [CLAIMS, BORN], (CLAIMS,)),
    ([None, False], "no", [CLAIMS, BORN], ()),
    ([False, False], "no", [CLAIMS, BORN], ()),
    ([False, None], "more", [CLAIMS, BORN], (BORN,)),
    ([None, None], "more", [CLAIMS, BORN], (CLAIMS, BORN)),
])
def test_appendix_a(engine, mca_module, converse, replies, label, asked, open_facts):
    engine.load(mca_module)
    facts, answer = converse(engine, MCA, ["mca"], replies)
    assert facts == asked
    assert answer.label == label
    assert answer.open_facts == open_facts
    assert answer.claim == MCA and answer.modules == ("mca",)


def test_appendix_a_follow_up_carries_the_question(engine, mca_module):
    engine.load(mca_module)
    follow_up = next(Conversation(engine, MCA, ["mca"]))
    assert follow_up.fact == CLAIMS
    assert follow_up.question == "Do you or your partner currently claim Marriage Allowance?"
    assert follow_up.module == "mca"
    assert follow_up.sentence is None and follow_up.sentence_text == ""


@pytest.mark.parametrize("replies, label, asked", [
    ([True], "yes", [CLAIMS]),              # the first true disjunct ends the questions
    ([False, False], "yes", [CLAIMS, BORN]),
    ([False, True], "no", [CLAIMS, BORN]),
    ([None, False], "yes", [CLAIMS, BORN]),
    ([None, True], "more", [CLAIMS, BORN]),
])
def test_appendix_a_disjunctive_claim(engine, mca_module, converse, replies, label, asked):
    engine.load(mca_module)
    facts, answer = converse(engine, "can_not_claim_married_couples_allowance", ["mca"], replies)
    assert (facts, answer.label) == (asked, label)


# --- which questions are asked ----------------------------------------------------------------

FACTS = ["a", "b", "c", "d"]


def test_first_true_disjunct_ends_the_questions(engine, paper_module, converse):
    paper_module("q :- a(true) ; b(true) ; c(true).", FACTS, engine=engine)
    assert converse(engine, "q", ["m"], [True])[0] == ["a"]
    facts, answer = converse(engine, "q", ["m"], [False, True])
    assert (facts, answer.label) == (["a", "b"], "yes")
    facts, answer = converse(engine, "q", ["m"], [False, False, False])
    assert (facts, answer.label) == (["a", "b", "c"], "no")
    facts, answer = converse(engine, "q", ["m"], [None, None, True])
    assert (facts, answer.label, answer.open_facts) == (["a", "b", "c"], "yes", ())


def test_disjunction_of_rules(engine, paper_module, converse):
    paper_module("q :- r1 ; r2.\nr1 :- a(true), b(true).\nr2 :- c(true).", FACTS, engine=engine)
    assert converse(engine, "q", ["m"], [True, True]) [0] == ["a", "b"]
    facts, answer = converse(engine, "q", ["m"], [False, True])
    assert (facts, answer.label) == (["a", "c"], "yes")  # b no longer matters once a is false


def test_first_false_conjunct_ends_the_questions(engine, paper_module, converse):
    paper_module("q :- a(true), b(true), c(true), d(true).", FACTS, engine=engine)
    facts, answer = converse(engine, "q", ["m"], [False])
    assert (facts, answer.label) == (["a"], "no")
    facts, answer = converse(engine, "q", ["m"], [True, True, False])
    assert (facts, answer.label) == (["a", "b", "c"], "no")


@pytest.mark.parametrize("replies, asked, label", [
    ([False, True], ["a", "b"], "yes"),
    ([True], ["a"], "no"),
    ([None, True], ["a", "b"], "more"),
    ([None, False], ["a", "b"], "no"),
])
def test_negated_condition(engine, paper_module, converse, replies, asked, label):
    paper_module("q :- \\+ a(true), b(true).", FACTS, engine=engine)
    facts, answer = converse(engine, "q", ["m"], replies)
    assert (facts, answer.label) == (asked, label)


def test_negated_rule(engine, paper_module, converse):
    paper_module("q :- c(true), \\+ excluded.\nexcluded :- a(true) ; b(true).", FACTS, engine=engine)
    facts, answer = converse(engine, "q", ["m"], [True, False, False])
    assert (facts, answer.label) == (["c", "a", "b"], "yes")
    facts, answer = converse(engine, "q", ["m"], [True, False, True])
    assert (facts, answer.label) == (["c", "a", "b"], "no")
    facts, answer = converse(engine, "q", ["m"], [True, True])
    assert (facts, answer.label) == (["c", "a"], "no")
    # The answers the negation relied on are the answers the proof used.
    _, answer = converse(engine, "q", ["m"], [True, False, False])
    assert answer.used_facts == {"c": True, "a": False, "b": False}


@pytest.mark.parametrize("assignment", list(itertools.product([True, False, None], repeat=2)))
def test_a_fact_that_cannot_change_the_result_is_never_asked(engine, paper_module, converse, assignment):
    paper_module("q :- a(true) ; (a(true), b(true)).", FACTS, engine=engine)
    facts, answer = converse(engine, "q", ["m"], dict(zip(["a", "b"], assignment)))
    assert facts == ["a"]
    assert answer.label == {True: "yes", False: "no", None: "more"}[assignment[0]]


@pytest.mark.parametrize("body, label", [
    ("q :- a(false) ; (a(true), b(_)).", "yes"),     # always true, though Kleene leaves it open
    ("q :- a(true), b(true), a(false).", "no"),      # never true
    ("q :- a(_).", "yes"),
    ("q :- ( a(true) -> c(true) ; c(true) ).", None),  # only c matters
])
def test_decided_claims_ask_nothing_superfluous(engine, paper_module, converse, body, label):
    paper_module(body, FACTS, engine=engine)
    if label is None:
        facts, answer = converse(engine, "q", ["m"], {"c": True})
        assert (facts, answer.label) == (["c"], "yes")
    else:
        facts, answer = converse(engine, "q", ["m"], {})
        assert (facts, answer.label) == ([], label)


def test_if_then_else(engine, paper_module, converse):
    paper_module("q :- ( a(true) -> b(true) ; c(true) ).", FACTS, engine=engine)
    assert converse(engine, "q", ["m"], [True, True]) [0] == ["a", "b"]
    facts, answer = converse(engine, "q", ["m"], [False, False])
    assert (facts, answer.label) == (["a", "c"], "no")


def test_claim_with_no_user_facts_asks_nothing(engine, paper_module, converse):
    paper_module("q :- limit(X), X > 3.\nlimit(5).\nr :- limit(X), X > 7.", FACTS, engine=engine)
    assert converse(engine, "q", ["m"], []) [1].label == "yes"
    assert converse(engine, "r", ["m"], []) [1].label == "no"


def test_answer_lists_used_facts_and_answers(engine, paper_module, converse):
    paper_module("q :- a(true) ; b(true).", FACTS, engine=engine)
    facts, answer = converse(engine, "q", ["m"], [False, True])
    assert answer.answers == {"a": False, "b": True}
    assert answer.used_facts == {"b": True}  # the proof shown is b's disjunct
    assert answer.proof is not None and answer.proof.value == "t"


def test_send_rejects_anything_but_true_false_none(engine, paper_module):
    paper_module("q :- a(true).", FACTS, engine=engine)
    conversation = Conversation(engine, "q", ["m"])
    next(conversation)
    with pytest.raises(TypeError):
        conversation.send("yes")


def test_state_is_plain_data_and_resumes(engine, paper_module):
    paper_module("q :- a(true), (b(true) ; c(true)).", FACTS, engine=engine)
    conversation = Conversation(engine, "q", ["m"])
    assert next(conversation).fact == "a"
    assert conversation.send(True).fact == "b"
    state = conversation.state
    assert state == ConversationState("q", ["m"], {"a": True})
    copied = ConversationState(**vars(state))
    resumed = Conversation.resume(engine, copied)
    assert next(resumed).fact == "b"
    assert resumed.send(False).fact == "c"
    with pytest.raises(StopIteration) as stop:
        resumed.send(True)
    assert stop.value.value.label == "yes"
    assert resumed.answer is stop.value.value
    # The original is untouched by the resumed copy.
    assert conversation.state.answers == {"a": True}



def test_latest_proof_is_kept_for_a_ui_to_show(engine, paper_module):
    paper_module("q :- a(true), b(true).", FACTS, engine=engine)
    conversation = Conversation(engine, "q", ["m"])
    assert conversation.proof is None
    next(conversation)
    assert conversation.proof.value == "u"
    with pytest.raises(StopIteration) as stop:
        conversation.send(False)
    assert conversation.proof is stop.value.value.proof and conversation.proof.value == "f"

def test_negated_question_flips_the_label(engine, paper_module):
    paper_module("q :- a(true).", FACTS, engine=engine)
    _, answer = run(Conversation(engine, "q", ["m"], negated=True), lambda f: True)
    assert answer.label == "no" and answer.negated
    assert label_for("t", True) == "no" and label_for("f", True) == "yes" and label_for("u", True) == "more"
    assert label_for("t") == "yes" and label_for("f") == "no" and label_for("u") == "more"


def test_irrelevant_answer():
    answer = irrelevant()
    assert answer.label == "irrelevant" and answer.claim is None and answer.proof is None
    assert answer.used_facts == {}


# --- against an independent oracle -------------------------------------------------------------

def _random_tree(rng, facts, helpers, depth):
    if depth == 0 or rng.random() < 0.3:
        if helpers and rng.random() < 0.25:
            return ("call", rng.choice(helpers))
        return ("lit", rng.choice(facts), rng.random() < 0.7)
    kind = rng.choice(["and", "or", "not", "and", "or"])
    if kind == "not":
        return ("not", _random_tree(rng, facts, helpers, depth - 1))
    return (kind, _random_tree(rng, facts, helpers, depth - 1), _random_tree(rng, facts, helpers, depth - 1))


def _source(tree):
    kind = tree[0]
    if kind == "lit":
        return f"{tree[1]}({'true' if tree[2] else 'false'})"
    if kind == "call":
        return tree[1]
    if kind == "not":
        return f"\\+ ({_source(tree[1])})"
    return f"({_source(tree[1])} {',' if kind == 'and' else ';'} {_source(tree[2])})"


def _value(tree, rules, values):
    kind = tree[0]
    if kind == "lit":
        return values[tree[1]] == tree[2]
    if kind == "call":
        return _value(rules[tree[1]], rules, values)
    if kind == "not":
        return not _value(tree[1], rules, values)
    left, right = _value(tree[1], rules, values), _value(tree[2], rules, values)
    return (left and right) if kind == "and" else (left or right)


def _completions(facts, known):
    free = [f for f in facts if f not in known]
    for bits in itertools.product((True, False), repeat=len(free)):
        yield {**known, **dict(zip(free, bits))}


def _could_change(fact, facts, known, claim):
    return any(claim({**v, fact: True}) != claim({**v, fact: False}) for v in _completions(facts, known))


GROUPS = (":- dynamic a/1, b/1, c/1, g/1.\n"
          "any :- group(g(true), (a(true) ; b(true))).\n"
          "all :- group(g(true), (a(true), b(true))).\n"
          "list :- group(g(true), (a(true) ; b(true) ; c(true))).\n")


@pytest.mark.parametrize("claim, replies, asked, label", [
    ("any", [True], ["a"], "yes"),
    ("any", [False, False], ["a", "b"], "no"),  # the items settle it: the group is never asked
    ("any", [None, None, True], ["a", "b", "g"], "yes"),  # could answer no item: the group is asked last
    ("any", [None, None, False], ["a", "b", "g"], "no"),
    ("any", [None, None, None], ["a", "b", "g"], "more"),
    ("any", [False, None, False], ["a", "b", "g"], "no"),  # a pair still open is asked whole
    ("any", [False, None, None], ["a", "b", "g"], "more"),
    ("list", [False, None, None], ["a", "b", "c"], "more"),  # a list, an item answered: item by item
    ("list", [None, None, None, True], ["a", "b", "c", "g"], "yes"),
    ("all", [None, None, True], ["a", "b", "g"], "yes"),
    ("all", [None, None, False], ["a", "b", "g"], "no"),
    ("all", [True, None], ["a", "b"], "more"),  # 'A and B?' after 'A?' yes would only ask B again
    ("all", [False], ["a"], "no"),
])
def test_a_group_question_is_asked_when_its_items_leave_it_open(engine, converse, claim, replies, asked, label):
    engine.load(read_module(GROUPS, module_id="groups"))
    facts, answer = converse(engine, claim, ["groups"], replies)
    assert facts == asked
    assert answer.label == label


def test_a_group_answer_is_the_proof_step(engine, converse):
    engine.load(read_module(GROUPS, module_id="groups"))
    _, answer = converse(engine, "any", ["groups"], [None, None, True])
    steps = [(node.type, node.fact, node.answer) for node in answer.proof.nodes() if node.type == "user"]
    assert steps == [("user", "g", "true")]
    _, answer = converse(engine, "any", ["groups"], [None, None, False])
    assert [(node.fact, node.answer) for node in answer.proof.nodes() if node.type == "user"] == [("g", "false")]


def test_conversations_agree_with_a_truth_table_oracle(engine):
    """Random and/or/not modules with helper rules; every answer pattern; checked against
    brute force: each question could change the result when asked, none is repeated, the
    label is yes/no exactly when every completion agrees, and the open facts are exact."""
    rng = random.Random(12345)
    checked = 0
    for index in range(24):
        facts = [f"f{i}" for i in range(rng.randint(2, 4))]
        rules: dict[str, tuple] = {}
        for h in range(rng.randint(0, 2)):
            rules[f"h{h}"] = _random_tree(rng, facts, list(rules), 2)
        rules["q"] = _random_tree(rng, facts, list(rules), 3)
        source = "".join(f":- dynamic {f}/1.\n" for f in facts)
        source += "".join(f"{name} :- {_source(tree)}.\n" for name, tree in rules.items())
        from nesy_chat.prolog.source import read_module

        module_id = f"oracle{index}"
        engine.load(read_module(source, module_id=module_id))

        def claim(values, rules=rules):
            return _value(rules["q"], rules, values)

        patterns = list(itertools.product([True, False, None], repeat=len(facts)))
        for pattern in rng.sample(patterns, min(len(patterns), 27)):
            replies = dict(zip(facts, pattern))
            known: dict[str, bool] = {}
            asked: list[str] = []

            def reply(follow_up, replies=replies, known=known, asked=asked, facts=facts, claim=claim, source=source):
                assert follow_up.fact not in asked, f"{follow_up.fact} asked twice"
                assert _could_change(follow_up.fact, facts, known, claim), (source, follow_up.fact, known)
                asked.append(follow_up.fact)
                if replies[follow_up.fact] is not None:
                    known[follow_up.fact] = replies[follow_up.fact]
                return replies[follow_up.fact]

            _, answer = run(Conversation(engine, "q", [module_id]), reply)
            outcomes = {claim(v) for v in _completions(facts, known)}
            expected = "yes" if outcomes == {True} else "no" if outcomes == {False} else "more"
            assert answer.label == expected, (source, replies, asked)
            if expected == "more":
                assert set(answer.open_facts) == {f for f in facts if f not in known
                                                   and _could_change(f, facts, known, claim)}
                assert set(answer.open_facts) <= {f for f in asked if replies[f] is None}
            checked += 1
    assert checked > 300


# --- parse_reply ------------------------------------------------------------------------------

@pytest.mark.parametrize("text, value", [
    ("yes", True), ("Yes", True), ("YES!", True), ("y", True), ("yeah", True), ("yep.", True), ("sure", True),
    ("  yes  \n", True), ("yes, I do", True), ("true", True), ("I am", True),
    ("no", False), ("No.", False), ("nope", False), ("n", False), ("nah", False), ("never", False),
    ("not really", False), ("no, I don't", False), ("I don’t", False), ("false", False),
    ("?", None), ("not sure", None), ("Not sure.", None), ("I don't know", None), ("I don’t know", None),
    ("i do not know", None), ("I dont know", None), ("don't know", None), ("dunno", None), ("idk", None),
    ("maybe", None), ("unknown", None), ("no idea", None), ("no idea, sorry", None), ("no clue at all", None),
    ("I'm not sure", None),
])
def test_parse_reply(text, value):
    assert parse_reply(text) is value


@pytest.mark.parametrize("text", ["", "   ", "blue", "perhaps", "42", "not", "why?", "yesterday"])
def test_parse_reply_refuses_what_it_cannot_read(text):
    with pytest.raises(ValueError, match="yes, no or I don't know"):
        parse_reply(text)


# --- numeric user facts -----------------------------------------------------------------------

BUS = """\
:- nesy_module(bus).
:- text("You get a bus pass if you live in England and are 60 or over. Under 16s travel free. You pay half if you earn less than £12,570 a year.").
:- sentence(0, 0, 61).
:- sentence(1, 62, 85).
:- sentence(2, 86, 139).
:- dynamic age/1, england/1, earnings/1.
:- ask(england, bool, "Do you live in England?", "", 0).
:- ask(age, number("years"), "How old are you?", "your age", 0).
:- comparison(age >= 60, "Are you 60 or over?", 0).
:- comparison(age < 16, "Are you under 16?", 1).
:- ask(earnings, number("£ a year"), "How much do you earn a year?", "the amount you earn a year", 2).
:- comparison(earnings < 12570, "Do you earn less than £12,570 a year?", 2).
:- claim(pass, "you get a bus pass", 0).
:- claim(free, "you travel free", 1).
:- claim(half, "you pay half", 2).
:- claim(concession, "you get the older person's concession", 1).
:- from(0).
pass :- england(true), age(A), A >= 60.
:- from(1).
free :- age(A), A < 16.
free :- age(A), A >= 60.
concession :- age(A), A >= 60, \\+ (age(B), B < 16).
:- from(2).
half :- \\+ free, earnings(E), E < 12570.
"""


@pytest.fixture
def bus(engine):
    engine.load(read_module(BUS))
    return engine


def test_a_test_is_asked_in_the_texts_words_and_takes_a_number(bus):
    conversation = Conversation(bus, "pass", ["bus"])
    assert next(conversation).fact == "england"
    follow_up = conversation.send(True)
    assert (follow_up.question, follow_up.fact, follow_up.sentence) == ("Are you 60 or over?", "age >= 60", 0)
    assert follow_up.accepts == ("yes", "no", "unknown", "number")
    assert follow_up.quantity is not None and follow_up.quantity.question == "How old are you?"
    assert follow_up.quantity.unit == "years"
    with pytest.raises(StopIteration) as stop:
        conversation.send(64)
    answer = stop.value.value
    assert answer.label == "yes" and answer.answers == {"england": True, "age": 64}
    assert answer.used_facts == {"england": True, "age": 64}


@pytest.mark.parametrize("replies, label, asked", [
    ({"age >= 60": True}, "yes", ["age >= 60"]),
    ({"age >= 60": False}, "no", ["age >= 60"]),
    ({"age >= 60": 61}, "yes", ["age >= 60"]),
    ({"age >= 60": 12.5}, "no", ["age >= 60"]),
])
def test_yes_no_or_a_number_answers_a_test(bus, replies, label, asked):
    facts, answer = _converse_numbers(bus, "pass", {"england": True, **replies})
    assert (facts, answer.label) == (["england", *asked], label)


def test_a_number_decides_every_test_of_its_fact(bus):
    # One number answers both rules of `free`, and `half` then needs only the earnings.
    facts, answer = _converse_numbers(bus, "half", {"age < 16": 30, "earnings < 12570": 9000})
    assert facts == ["age < 16", "earnings < 12570"]
    assert answer.label == "yes" and answer.answers == {"age": 30, "earnings": 9000}


def test_z3_decides_the_other_tests_of_a_number_without_asking(bus):
    # Yes to 60 or over answers "Are you under 16?" (no) without asking it.
    facts, answer = _converse_numbers(bus, "concession", {"age >= 60": True})
    assert (facts, answer.label) == (["age >= 60"], "yes")
    assert answer.derived == {"age < 16": Derived(False, ("age >= 60",))}
    assert answer.used_facts == {"age >= 60": True}
    facts, answer = _converse_numbers(bus, "concession", {"age >= 60": 70})
    assert (facts, answer.label, answer.derived) == (["age >= 60"], "yes", {})  # the number decides both


def test_z3_derives_only_what_follows(bus):
    # Not 60 or over says nothing about being under 16: that is still asked.
    facts, answer = _converse_numbers(bus, "half", {"age < 16": False, "age >= 60": False, "earnings < 12570": True})
    assert (facts, answer.label, answer.derived) == (["age < 16", "age >= 60", "earnings < 12570"], "yes", {})
    facts, answer = _converse_numbers(bus, "free", {"age < 16": None, "age >= 60": True})
    assert (facts, answer.label) == (["age < 16", "age >= 60"], "yes")


def test_contradictory_answers_are_refused_and_the_question_stays_open(bus):
    conversation = Conversation(bus, "half", ["bus"], answers={"age >= 60": False})
    follow_up = next(conversation)
    assert follow_up.fact == "age < 16"
    with pytest.raises(ContradictionError, match='^70 years contradicts what you said before: no to '
                                                 '"Are you 60 or over\\?".$') as refused:
        conversation.send(70)
    assert refused.value.conflicting == ("age >= 60",)
    assert conversation.state.answers == {"age >= 60": False}  # nothing recorded
    with pytest.raises(TypeError, match="True, False, None or a number"):
        conversation.send("70")
    with pytest.raises(StopIteration) as stop:
        conversation.send(12)  # under 16 travel free, so they do not pay half
    assert stop.value.value.label == "no" and stop.value.value.answers == {"age >= 60": False, "age": 12}


def test_a_number_that_contradicts_a_no_is_refused():
    engine = Engine()
    try:
        engine.load(read_module(BUS.replace("free :- age(A), A >= 60.", "free :- age(A), A >= 60, england(true).")))
        conversation = Conversation(engine, "free", ["bus"])
        assert next(conversation).fact == "age < 16"
        assert conversation.send(False).fact == "age >= 60"
        with pytest.raises(ContradictionError, match='no to "Are you under 16\\?"'):
            conversation.send(10)
        assert conversation.send(True).fact == "england"
    finally:
        engine.close()


def test_i_dont_know_keeps_a_test_open_and_more_lists_it(bus):
    facts, answer = _converse_numbers(bus, "pass", {"england": True, "age >= 60": None})
    assert answer.label == "more" and answer.open_facts == ("age >= 60",)
    assert verdict(answer, bus.modules) == 'It depends on whether your age is at least 60 years.'
    facts, answer = _converse_numbers(bus, "free", {"age < 16": None, "age >= 60": None})
    assert answer.label == "more" and set(answer.open_facts) == {"age < 16", "age >= 60"}


def test_numbers_must_be_finite_and_only_where_a_number_is_asked(bus):
    conversation = Conversation(bus, "pass", ["bus"])
    next(conversation)
    with pytest.raises(TypeError, match="True, False or None"):
        conversation.send(1)  # a yes/no fact takes no number (and 1 is not True)
    assert conversation.send(True).fact == "age >= 60"
    with pytest.raises(TypeError, match="finite"):
        conversation.send(float("nan"))
    with pytest.raises(StopIteration) as stop:
        conversation.send(None)
    assert stop.value.value.label == "more"


def test_state_with_numbers_is_plain_data_and_resumes(bus):
    conversation = Conversation(bus, "half", ["bus"])
    next(conversation)
    conversation.send(False)  # not under 16
    state = conversation.state
    copied = ConversationState(**json.loads(json.dumps(vars(state))))
    resumed = Conversation.resume(bus, copied)
    assert next(resumed).fact == "age >= 60"
    assert resumed.send(45).fact == "earnings < 12570"


@pytest.mark.parametrize("text, value", [
    ("64", 64), ("£12,570", 12570), ("12570.50", 12570.5), ("64 years", 64), ("-3", -3), ("yes", True),
    ("no", False), ("not sure", None),
])
def test_parse_reply_reads_numbers_when_asked_to(text, value):
    assert parse_reply(text, numbers=True) == value and type(parse_reply(text, numbers=True)) is type(value)


def test_parse_reply_says_when_a_number_would_do():
    with pytest.raises(ValueError, match="yes, no, I don't know or a number"):
        parse_reply("sixty", numbers=True)


def _converse_numbers(engine, claim, replies):
    def reply(follow_up):
        assert follow_up.fact in replies, f"unexpected question about {follow_up.fact}"
        return replies[follow_up.fact]

    asked, answer = run(Conversation(engine, claim, ["bus"]), reply)
    return [f.fact for f in asked], answer


@pytest.mark.parametrize("value, said", [
    (-5, '^-5 years cannot be right for "How old are you\\?": give a number from 0 years to '
         '1,000,000,000,000,000 years.$'),
    (10**19, "^That number is far too large for"),
    (10**5000, "^That number is far too large for"),
], ids=["negative", "10^19", "10^5000"])
def test_a_number_no_rule_could_mean_is_refused_in_its_unit_and_the_question_stays_open(bus, value, said):
    conversation = Conversation(bus, "pass", ["bus"])
    next(conversation)
    follow_up = conversation.send(True)
    with pytest.raises(AnswerRangeError, match=said):
        conversation.send(value)
    assert conversation.state.answers == {"england": True}
    with pytest.raises(StopIteration) as stop:
        conversation.send(64)
    assert follow_up.fact == "age >= 60" and stop.value.value.label == "yes"


def test_a_number_of_thousands_of_digits_is_read_as_too_large_not_a_python_error():
    with pytest.raises(ValueError, match="^that number has 5,000 digits: far too large to be an answer$"):
        parse_reply("9" * 5000, numbers=True)


@pytest.mark.parametrize("text, value", [
    ("I'm 67", 67), ("I am 67 years old", 67), ("I work 12 hours a week", 12), ("for 5 years", 5),
    ("no, I am 45", False), ("yes", True),
])
def test_one_number_in_a_sentence_answers_a_question_that_takes_a_number(text, value):
    assert parse_reply(text, numbers=True) == value


@pytest.mark.parametrize("text, why", [
    ("I was born in 1950", "may be a date"), ("since 2019", "may be a date"), ("5/5/1953", "may be a date"),
    ("I earn 300 and my partner 200", "more than one number"),
])
def test_a_date_or_two_numbers_is_not_guessed_at(text, why):
    with pytest.raises(ValueError, match=why):
        parse_reply(text, numbers=True)
    with pytest.raises(ValueError):
        parse_reply("I'm 67")  # a question that takes no number
