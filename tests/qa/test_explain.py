"""Explanations: each step with its rule and source sentence, the user's answers, and for
`no` the condition that failed, for `more` the facts still open."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from pension_module import PENSION

from nesy_chat.prolog.source import read_module
from nesy_chat.qa.dialogue import Conversation, irrelevant, run
from nesy_chat.qa.explain import choice_label, explain, in_words, verdict
from nesy_chat.qa.matching import Candidate
from nesy_chat.synthesis.base import Chunk
from nesy_chat.synthesis.rules import RulesSynthesizer

CHUNK = PENSION + """\
income_ok :- X = 120, X < 100.
:- claim(income_ok, "your income is low enough", 2).
"""

S1 = '"You get Pension Credit if you live in the UK."'
S2 = '"You must have reached State Pension age."'
S3 = '"You cannot get it if you are a full-time student."'


@pytest.fixture
def pension(engine):
    engine.load(read_module(CHUNK))
    return engine


def answer_with(engine, replies, claim="gets_pension_credit", negated=False):
    _, answer = run(Conversation(engine, claim, ["pension_1"], negated=negated), lambda f: replies[f.fact])
    return answer


def test_yes_lists_each_step_with_rule_sentence_and_answer(pension):
    answer = answer_with(pension, {"lives_in_uk": True, "reached_pension_age": True, "full_time_student": False})
    text = explain(answer, pension.modules)
    lines = text.splitlines()
    assert lines[0] == "Yes: you get Pension Credit."
    assert lines[1] == "Because:"
    assert f"you get Pension Credit: holds (rule from pension_1, sentence 1: {S1})" in text
    assert f"old enough: holds (rule from pension_1, sentence 2: {S2})" in text
    assert 'you answered yes to "Do you live in the UK?" (the rule needs yes)' in text
    assert 'you answered yes to "Have you reached State Pension age?" (the rule needs yes)' in text
    # The negation shows the answer it relied on, with its own source sentence.
    assert "not (excluded): holds" in text
    assert f"excluded: fails (rule from pension_1, sentence 3: {S3})" in text
    assert 'you answered no to "Are you a full-time student?" (the rule needs yes)' in text
    # Nesting follows the proof: the user's answer sits under the rule that used it.
    uk = next(i for i, line in enumerate(lines) if "Do you live in the UK?" in line)
    assert lines[uk].startswith("    - ") and lines[uk - 1].startswith("  - you get Pension Credit")


def test_no_says_what_failed_in_the_texts_own_words_when_it_states_them(engine):
    module = RulesSynthesizer().synthesize(Chunk("grant", "You can get the grant if you farm. You don't have to "
                                                          "pay the grant back."))
    engine.load(module)
    _, answer = run(Conversation(engine, "have_to_pay_grant_back", ["grant"]), lambda f: None)
    assert verdict(answer, engine.modules) == "No: you do not have to pay the grant back."


def test_no_names_the_failed_condition(pension):
    answer = answer_with(pension, {"lives_in_uk": True, "reached_pension_age": False})
    text = explain(answer, pension.modules)
    assert text.splitlines()[:2] == ["No: it does not hold that you get Pension Credit.", "Why not:"]
    assert f"old enough: fails (rule from pension_1, sentence 2: {S2})" in text
    assert text.splitlines()[-1] == ('The condition that failed: you answered no to '
                                     '"Have you reached State Pension age?" (the rule needs yes)')
    assert "full-time student" not in text  # never asked, not part of the failure


def test_no_because_of_a_negated_condition_names_it(pension):
    answer = answer_with(pension, {"lives_in_uk": True, "reached_pension_age": True, "full_time_student": True})
    assert answer.label == "no"
    text = explain(answer, pension.modules)
    assert f"excluded: holds (rule from pension_1, sentence 3: {S3})" in text
    assert 'you answered yes to "Are you a full-time student?"' in text
    failed = [line for line in text.splitlines() if line.startswith("The condition that failed:")]
    assert failed == ['The condition that failed: you answered yes to "Are you a full-time student?" '
                      '(the rule needs yes), so “excluded” holds']  # the exclusion and what made it apply


def test_no_because_of_a_comparison_names_it(pension):
    answer = answer_with(pension, {}, claim="income_ok")
    assert answer.label == "no"
    text = explain(answer, pension.modules)
    assert text.splitlines()[0] == "No: it does not hold that your income is low enough."
    assert "The condition that failed: 120<100: fails" in text


def test_more_lists_the_open_facts(pension):
    answer = answer_with(pension, {"lives_in_uk": True, "reached_pension_age": None, "full_time_student": False})
    assert answer.label == "more" and answer.open_facts == ("reached_pension_age",)
    text = explain(answer, pension.modules)
    assert text.splitlines()[0] == 'It depends on whether the answer to “Have you reached State Pension age?” is yes.'
    assert "What the answer still depends on:" in text
    assert '"Have you reached State Pension age?": you don\'t know (the rule needs yes)' in text
    assert f"old enough: undecided (rule from pension_1, sentence 2: {S2})" in text


def test_negated_question_keeps_the_facts_straight(pension):
    """"Can't I get Pension Credit?" when the claim fails: yes, and the claim does not hold."""
    answer = answer_with(pension, {"lives_in_uk": False}, negated=True)
    assert answer.label == "yes"
    text = explain(answer, pension.modules)
    assert text.splitlines()[:2] == ["Yes: it does not hold that you get Pension Credit.", "Because:"]
    assert 'you answered no to "Do you live in the UK?"' in text
    assert text.splitlines()[-1].startswith("(The question asks the opposite of “you get Pension Credit”")
    answer = answer_with(pension, {"lives_in_uk": True, "reached_pension_age": True, "full_time_student": False},
                         negated=True)
    assert answer.label == "no"
    assert verdict(answer, pension.modules) == "No: you get Pension Credit."
    assert 'you answered yes to "Do you live in the UK?"' in explain(answer, pension.modules)


def test_paper_module_without_sentences(engine, mca_module):
    engine.load(mca_module)
    _, answer = run(Conversation(engine, "could_claim_married_couples_allowance", ["mca"]),
                    lambda f: {"claims_marriage_allowance": False, "born_before_6_april_1935": True}[f.fact])
    text = explain(answer, engine.modules)
    assert text.splitlines()[0] == ("Yes: the user may be able to claim Married Couple's Allowance "
                                    "because they are eligible.")
    assert "the user may be able to claim Married Couple's Allowance because they are eligible: holds (rule from mca)" in text
    assert "sentence" not in text


def test_not_asked_facts_are_marked(engine, paper_module):
    paper_module("q :- a(true), b(true).", ["a", "b"], engine=engine)
    conversation = Conversation(engine, "q", ["m"], {"a": None})
    follow_up = next(conversation)
    assert follow_up.fact == "b"
    with pytest.raises(StopIteration) as stop:
        conversation.send(None)
    text = explain(stop.value.value, engine.modules)
    assert text.count("you don't know") == 2


def test_irrelevant():
    assert explain(irrelevant(), {}) == "Not covered by these documents."


# --- numeric user facts ---------------------------------------------------------------------

BUS = """\
:- nesy_module(bus).
:- text("You get a bus pass if you are 60 or over. Under 16s travel free.").
:- sentence(0, 0, 41).
:- sentence(1, 42, 64).
:- dynamic age/1.
:- ask(age, number("years"), "How old are you?", "your age", 0).
:- comparison(age >= 60, "Are you 60 or over?", 0).
:- comparison(age < 16, "Are you under 16?", 1).
:- claim(pass, "you get a bus pass", 0).
:- claim(adult_pass, "you get an adult bus pass", 0).
:- from(0).
pass :- age(A), A >= 60.
adult_pass :- pass, \\+ child.
:- from(1).
child :- age(A), A < 16.
"""


@pytest.fixture
def bus(engine):
    engine.load(read_module(BUS))
    return engine


def talk(engine, claim, replies):
    _, answer = run(Conversation(engine, claim, ["bus"]), lambda f: replies[f.fact])
    return answer


def test_a_number_shows_the_value_and_what_the_rule_needs(bus):
    text = explain(talk(bus, "pass", {"age >= 60": 64}), bus.modules)
    assert text.splitlines()[0] == "Yes: you get a bus pass."
    assert ('- you gave 64 years for "How old are you?", and the rule needs at least 60 years (holds)'
            in text)
    text = explain(talk(bus, "pass", {"age >= 60": 41}), bus.modules)
    assert text.splitlines()[-1] == ('The condition that failed: you gave 41 years for "How old are you?", '
                                     'and the rule needs at least 60 years (fails)')


def test_a_yes_or_no_to_a_test_shows_the_texts_question(bus):
    text = explain(talk(bus, "pass", {"age >= 60": True}), bus.modules)
    assert 'you answered yes to "Are you 60 or over?" (the rule needs yes)' in text


def test_a_derived_test_names_the_answers_it_follows_from(bus):
    answer = talk(bus, "adult_pass", {"age >= 60": True})
    assert answer.label == "yes" and "age < 16" in answer.derived
    text = explain(answer, bus.modules)
    assert ('- "Are you under 16?": no, as you answered yes to "Are you 60 or over?" (the rule needs yes)'
            in text)


def test_an_open_test_is_what_the_answer_depends_on(bus):
    answer = talk(bus, "pass", {"age >= 60": None})
    text = explain(answer, bus.modules)
    assert text.splitlines()[0] == 'It depends on whether your age is at least 60 years.'
    assert '"Are you 60 or over?": you don\'t know (the rule needs yes)' in text


@pytest.mark.parametrize("replies, claim", [
    ({"lives_in_uk": True, "reached_pension_age": True, "full_time_student": False}, "gets_pension_credit"),
    ({"lives_in_uk": True, "reached_pension_age": True, "full_time_student": True}, "gets_pension_credit"),
    ({"lives_in_uk": True, "reached_pension_age": None, "full_time_student": False}, "gets_pension_credit"),
])
def test_the_explanation_speaks_in_words_not_predicate_names(pension, replies, claim):
    """Citations name the module; every step is in words: no fact or rule names, no Prolog."""
    text = explain(answer_with(pension, replies, claim), pension.modules)
    words = re.sub(r"\((?:rule|fact) from [^)]*\)", "", text)
    assert not re.search(r"\b[a-z]+_[a-z_]+\b|\\\+", words), words


ONLY_EXCLUSIONS = """:- nesy_module(abroad).
:- text("## Winter payment if you live abroad\\n\\nYou can not get the payment if you live in a hot country. You can not get it if you are in prison.").
:- sentence(0, 42, 98).
:- sentence(1, 99, 138).
:- dynamic hot_country/1.
:- ask(hot_country, bool, "Do you live in a hot country?", "you live in a hot country", 0).
:- dynamic in_prison/1.
:- ask(in_prison, bool, "Are you in prison?", "you are in prison", 1).
:- claim(can_get_payment, "you can get the payment", 0).
can_get_payment :- \\+ hot_country(true), \\+ in_prison(true).
"""


def test_a_yes_resting_only_on_exclusions_says_so(engine):
    """A text that lists only who cannot get a payment does not say who can: its 'yes' says
    what was proved, from which section, and that other sections may ask more."""
    engine.load(read_module(ONLY_EXCLUSIONS))
    _, answer = run(Conversation(engine, "can_get_payment", ["abroad"]), lambda f: False)
    assert answer.label == "yes"
    assert verdict(answer, engine.modules) == ("Yes: nothing in “Winter payment if you live abroad” rules you out "
                                               "(you can get the payment); other sections may set more conditions.")


@pytest.mark.parametrize("text, replies, verdict_line", [
    ("# Winter payment: eligibility\n\nTo qualify, you must be 65 or over.", {"age": 70},
     "Yes: you meet what “Winter payment: eligibility” requires (you can qualify); other sections may set more "
     "conditions."),
    ("# Carer's help\n\nYou must live in England. You must also care for someone for 35 hours a week or more.",
     {"live_in_england": True, "care_for_someone_for_35_hours_week_or": True},
     "Yes: you meet what “Carer's help” requires (you meet the conditions (Carer's help)); other sections may set "
     "more conditions."),
    ("# Garden Grant\n\nYou can get the Garden Grant if you own a garden. You must apply by March.",
     {"own_garden": True, "apply_by_march": True}, "Yes: you can get the Garden Grant."),
    ("# VAT\n\nYou must register for VAT if you sell goods in the UK.", {"sell_goods_in_uk": True},
     "Yes: you must register for VAT."),
])
def test_a_yes_from_requirements_says_it_may_not_be_all_of_them(engine, text, replies, verdict_line):
    """A section that says what you must be or do, met, gives a yes as far as that section
    goes; a rule that says when the claim holds (an 'if', a duty's own condition) a plain one."""
    module = RulesSynthesizer().synthesize(Chunk("section", text))
    engine.load(module)
    claim = module.claims[0].name
    _, answer = run(Conversation(engine, claim, [module.id]), lambda f: replies.get(f.quantity.fact if f.quantity
                                                                                   else f.fact))
    assert answer.label == "yes"
    assert verdict(answer, engine.modules) == verdict_line


def test_a_yes_with_a_condition_met_is_plain(pension):
    answer = answer_with(pension, {"lives_in_uk": True, "reached_pension_age": True, "full_time_student": False})
    assert verdict(answer, pension.modules) == "Yes: you get Pension Credit."


def test_what_is_still_open_is_said_as_conditions_as_they_combine():
    words = {"england": "you live in England", "credit": "you get Pension Credit", "support": "you get Income Support",
             "care": "you live in a care home"}
    formula = ("and", ("fact", "england"), ("and", ("or", ("fact", "credit"), ("fact", "support")),
                                            ("not", ("fact", "care"))))
    assert in_words(formula, words.get) == ("you live in England, and either you get Pension Credit or you get "
                                            "Income Support, and not (you live in a care home)")
    assert in_words(("or", ("and", ("fact", "england"), ("fact", "credit")), ("fact", "support")), words.get) == (
        "both you live in England and you get Pension Credit, or you get Income Support")


def test_a_section_that_states_no_rule_is_quoted_not_said_yes_to(engine):
    """A section of statements only ('Features of the scheme') has no rule to say yes or no by:
    the verdict says what the section says, its heading left out."""
    text = ("### Features of the scheme\n\nThere's a $10 minimum amount for each regular deduction. "
            "Each deduction can have an end date.")
    module = RulesSynthesizer().synthesize(Chunk("features", text))
    engine.load(module)
    claim = module.claims[0]
    assert not any(module.asks_user(c.name) for c in module.claims)
    _, answer = run(Conversation(engine, claim.name, [module.id]), lambda f: None)
    assert verdict(answer, engine.modules) == ("“Features of the scheme” says: There's a $10 minimum amount for "
                                               "each regular deduction. Each deduction can have an end date.")
    _, negated = run(Conversation(engine, claim.name, [module.id], negated=True), lambda f: None)
    assert verdict(negated, engine.modules) == verdict(answer, engine.modules)  # 'no' to "Isn't there ...?"
    pay = RulesSynthesizer().synthesize(Chunk("pay", "### Dad Pay\n\nA short payment if you're a dad on leave."))
    engine.load(pay)
    _, answer = run(Conversation(engine, pay.claims[0].name, [pay.id]), lambda f: False)
    assert verdict(answer, engine.modules) == (
        "No: what “Dad Pay” describes does not apply: A short payment if you're a dad on leave.")


@pytest.mark.parametrize("text, verdict_line", [
    ("The annual fee is paid once a year. There is also an upfront fee of three percent.",
     "The text says: The annual fee is paid once a year. There is also an upfront fee of three percent."),
    ("## 2. Fees\n\nThe annual fee is paid once a year.", "“Fees” says: The annual fee is paid once a year."),
])
def test_a_section_that_states_no_rule_is_quoted_whatever_is_asked(engine, text, verdict_line):
    """A description has nothing to say yes to: 'Can my loan be guaranteed with a 2% fee?' over
    it is answered with what it says, not 'Yes: The annual fee is paid once a year.'"""
    module = RulesSynthesizer().synthesize(Chunk("fees", text))
    assert not any(module.asks_user(c.name) for c in module.claims)
    engine.load(module)
    _, answer = run(Conversation(engine, module.claims[0].name, [module.id]), lambda f: None)
    assert answer.label == "yes" and verdict(answer, engine.modules) == verdict_line


def test_a_description_is_quoted_where_it_speaks_to_the_question(engine):
    module = RulesSynthesizer().synthesize(Chunk("fees", "The annual fee is paid once a year. There is also an "
                                                         "upfront fee of three percent."))
    engine.load(module)
    _, answer = run(Conversation(engine, module.claims[0].name, [module.id]), lambda f: None)
    asked = replace(answer, question="Is there an upfront fee?")
    assert verdict(asked, engine.modules) == "The text says: There is also an upfront fee of three percent."
    unrelated = replace(answer, question="Can I bring my dog?")  # nothing it names: the text's first sentences
    assert verdict(unrelated, engine.modules) == verdict(answer, engine.modules)


def test_a_claim_named_by_its_heading_is_offered_by_its_section_once():
    heading = Candidate("vat", "describes_when_not", "5. When not to charge VAT", "")
    rule = Candidate("vat", "can_register", "you can register for VAT voluntarily", "")
    chunk = Chunk("vat", "", headings=("5. When not to charge VAT",))
    assert choice_label(heading, chunk) == "When not to charge VAT"
    assert choice_label(rule, chunk) == "You can register for VAT voluntarily (5. When not to charge VAT)"


@pytest.mark.parametrize("question, quoted", [
    ("How much does the grant pay?", "It pays up to £500 a year."),  # an amount answers it
    ("What does the grant help with?", "The grant helps families with heating costs."),
])
def test_an_open_question_is_answered_by_the_sentence_that_speaks_to_it(engine, question, quoted):
    module = RulesSynthesizer().synthesize(Chunk("grant", "The grant helps families with heating costs. It pays "
                                                          "up to £500 a year. You can get it if you rent your home."))
    engine.load(module)
    claim = next(c for c in module.claims if "get" in c.gloss)
    _, answer = run(Conversation(engine, claim.name, [module.id]), lambda f: None)
    assert answer.label == "more"  # the claim's rule is open: its text answers the question
    assert verdict(replace(answer, question=question), engine.modules) == f"The text says: {quoted}"
