"""Numeric conditions in rule text: recognised on ShARC's own sentences, compiled into numeric
user facts, and talked through in a conversation with the real engine and Z3."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nesy_chat.nlp import questions
from nesy_chat.prolog.source import read_module, write_module
from nesy_chat.prolog.validate import validate_module
from nesy_chat.qa.dialogue import Conversation, run
from nesy_chat.synthesis.base import Chunk
from nesy_chat.synthesis.numbers import numeric_condition
from nesy_chat.synthesis.rules import RulesSynthesizer

SHARC = Path(__file__).resolve().parents[3] / "shared" / "data" / "sharc" / "rule_texts.json"


# Conditions as the compiler states them, from ShARC rule texts (CC BY-SA 3.0), and the brief's.
@pytest.mark.parametrize("statement, words, op, bound, unit, question", [
    ("you're 60 or over", "age", ">=", 60, "years", "How old are you?"),
    ("You are 16 or over", "age", ">=", 16, "years", "How old are you?"),
    ("you are over 18", "age", ">", 18, "years", "How old are you?"),
    ("you are under 75", "age", "<", 75, "years", "How old are you?"),
    ("you are 24 or younger", "age", "=<", 24, "years", "How old are you?"),
    ("you are under 15 years old", "age", "<", 15, "years", "How old are you?"),
    ("you are over the age of 16", "age", ">", 16, "years", "How old are you?"),
    ("This person is 18 or older", "this person age", ">=", 18, "years", "How old is this person?"),
    ("You are 19 or older on the first day of your course", "age on the first day of your course", ">=", 19,
     "years", "How old are you on the first day of your course?"),
    ("you earn less than £12,570 a year", "you earn amount a year", "<", 12570, "£ a year",
     "How much do you earn a year?"),
    ("you work at least 35 hours a week", "you work hours a week", ">=", 35, "hours a week",
     "How many hours do you work a week?"),
    ("you work in the UK for more than 30 days", "you work in the UK for days", ">", 30, "days",
     "How many days do you work in the UK for?"),
    ("the total value of your private pensions is more than £1 million",
     "the total value of your private pensions is amount", ">", 1_000_000, "£",
     "How much is the total value of your private pensions?"),
    ("you have £30,000 or less in all of your private pensions", "you have amount in all of your private pensions",
     "=<", 30000, "£", "How much do you have in all of your private pensions?"),
    ("your certified exports were worth less than £5,000 in the last financial year",
     "your certified exports were worth amount in the last financial year", "<", 5000, "£",
     "How much were your certified exports worth in the last financial year?"),
    ("you have fewer than 30 qualifying years", "you have qualifying years", "<", 30, "qualifying years",
     "How many qualifying years do you have?"),
    ("you take 4 weeks or less of unpaid Parental Leave", "you take weeks of unpaid Parental Leave", "=<", 4,
     "weeks", "How many weeks of unpaid Parental Leave do you take?"),
    ("you claim up to $75 per day", "you claim amount per day", "=<", 75, "$ per day",
     "How much do you claim per day?"),
    # the size of a thing you need: it asked 'How much do you need a direct loan of?'
    ("you need a direct loan of more than $300,000", "you need a direct loan of amount", ">", 300000, "$",
     "How large a direct loan do you need?"),
])
def test_a_comparison_of_one_quantity_is_recognised(statement, words, op, bound, unit, question):
    found = numeric_condition(statement)
    assert found is not None
    assert " ".join(found.words.split()) == words
    assert [(b.op, b.value) for b in found.bounds] == [(op, bound)]
    assert (found.unit, found.question) == (unit, question)
    # The yes/no question is the one the condition had as a yes/no fact: the text's own words.
    assert questions.question_from_statement(found.bounds[0].statement) == questions.question_from_statement(statement)


@pytest.mark.parametrize("statement, tests", [
    ("you are aged 16 to 19", [(">=", 16, "Are you aged 16 or over?"), ("=<", 19, "Are you aged 19 or under?")]),
    ("you are between 18 and 23 years old", [(">=", 18, "Are you 18 or over?"), ("=<", 23, "Are you 23 or under?")]),
    ("you earn between £100 and £200 a week", [(">=", 100, "Do you earn at least £100 a week?"),
                                              ("=<", 200, "Do you earn at most £200 a week?")]),
])
def test_a_range_is_two_tests_each_asked_in_the_texts_words(statement, tests):
    found = numeric_condition(statement)
    assert found is not None
    assert [(b.op, b.value, questions.question_from_statement(b.statement)) for b in found.bounds] == tests


def test_conditions_on_the_same_quantity_share_it():
    keys = {numeric_condition(s).key for s in ("you are 60 or over", "You are under 16", "you're aged 18 to 25")}
    assert keys == {"age of you"}
    assert numeric_condition("your partner is 60 or over").key != "age of you"
    assert numeric_condition("you work at least 16 hours a week").key != \
        numeric_condition("you work less than 24 hours a week between you").key


@pytest.mark.parametrize("statement", [
    "you have a child under 5 living with you",             # the number describes a noun, not the subject
    "you are an apprentice over 19",
    "it is a bicycle rider under 16 years old on public roadways",
    "you are at least 16 and under 19 on 31 August 2017",   # two comparisons and a date
    "you reached State Pension age before 6 April 2016",    # a date
    "you will be living in the UK for at least one day during the week of 18 to 24 September 2017",
    "you are 19 or over and in the first year of their apprenticeship",  # a second condition
    "you or your partner are 65 or over",                   # two people
    "you are a new government-sponsored student on a course that lasts longer than 6 months",  # a relative clause
    "you have more than the lifetime allowance of £1 million in pension savings",
    "the item is for a service provided more than 2 years ago",
    "you save up to $5,500 ($6,500 if 50 or older) annually",
    "it is 10,000 or less",                                 # no unit, no person: what is it?
    "you have been in prison for 14 days",                  # no comparison
    "you live in the UK",
])
def test_anything_else_stays_a_yes_no_fact(statement):
    assert numeric_condition(statement) is None


BURSARY = """## Eligibility

You can get the bursary if all of the following apply:

* you're aged 16 to 19
* you work at least 35 hours a week
* you've lived in the UK for more than 30 days
"""


@pytest.fixture(scope="module")
def bursary():
    module = RulesSynthesizer().synthesize(Chunk("bursary", BURSARY))
    validate_module(module)
    return module


def test_the_compiler_makes_numeric_facts_with_the_texts_questions(bursary):
    facts = {fact.name: fact for fact in bursary.user_facts}
    assert {name: fact.type for name, fact in facts.items()} == {
        "age": "number", "work_hours_week": "number", "have_lived_in_uk_for_days": "number"}
    assert [(c.op, c.bound, c.question) for c in facts["age"].comparisons] == [
        (">=", 16, "Are you aged 16 or over?"), ("=<", 19, "Are you aged 19 or under?")]
    assert facts["work_hours_week"].unit == "hours a week"
    assert facts["work_hours_week"].comparisons[0].question == "Do you work at least 35 hours a week?"
    assert read_module(write_module(bursary)) == bursary


def test_a_compiled_module_talks_in_numbers(engine, bursary):
    engine.load(bursary)
    claim = bursary.claims[0].name
    replies = {"age >= 16": 17, "work_hours_week >= 35": True, "have_lived_in_uk_for_days > 30": 200}
    asked, answer = run(Conversation(engine, claim, ["bursary"]), lambda f: replies[f.fact])
    assert [f.fact for f in asked] == list(replies)  # one number answers both ends of the range
    assert asked[0].question == "Are you aged 16 or over?" and asked[0].quantity.question == "How old are you?"
    assert answer.label == "yes"
    # Yes to 16 or over leaves 19 or under open; a no to it ends the conversation.
    replies = {"age >= 16": True, "age =< 19": False}
    asked, answer = run(Conversation(engine, claim, ["bursary"]), lambda f: replies[f.fact])
    assert ([f.fact for f in asked], answer.label) == (["age >= 16", "age =< 19"], "no")


@pytest.fixture(scope="module")
def rule_texts() -> dict[str, str]:
    if not SHARC.is_file():
        pytest.skip(f"ShARC rule texts not found at {SHARC}")
    return json.loads(SHARC.read_text(encoding="utf-8"))


def test_a_sharc_age_rule_asks_its_own_question_and_takes_an_age(engine, rule_texts):
    module = RulesSynthesizer().synthesize(Chunk("sharc_212", rule_texts["212"]))  # "You must be 16 or over ..."
    engine.load(module)
    claim = next(c.name for c in module.claims if "qualify" in c.name)
    follow_up = next(Conversation(engine, claim, ["sharc_212"]))
    assert (follow_up.question, follow_up.fact) == ("Are you 16 or over?", "age >= 16")
    for age, label in ((15, "no"), (16, "yes")):
        _, answer = run(Conversation(engine, claim, ["sharc_212"]), lambda f, age=age: age)
        assert answer.label == label
