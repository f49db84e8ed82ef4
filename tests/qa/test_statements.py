"""Facts from the user's own words: rule texts compiled by the real `rules` synthesizer, read
against sentences written for these tests, with the real embedding model."""

from datetime import date

import pytest

from nesy_chat.core.module import PrologModule, UserFact
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.qa.statements import StatementReader, askable, signature
from nesy_chat.synthesis.base import Chunk
from nesy_chat.synthesis.rules import RulesSynthesizer

WINTER = ("You can get the payment if you were born on or before 5 April 1953 and you live in the UK, France, "
          "Spain or Greece.")
CREDIT = ("You can get the credit if you work at least 16 hours a week and you earn less than £300 a week and "
          "you're 60 or over and you don't have a car.")
RESIDENT = "You can get the grant if you have lived in the UK for 3 years or more and you are not a student."
CHOICES = ("You can apply if you are twenty-one years of age or older and you get Income Support or Pension "
           "Credit.")
EITHER = ("You could get the credit if:\n\n* you work at least 16 hours a week and you're disabled or aged 60 or above\n"
          "* you are a carer")


@pytest.fixture(scope="module")
def compile_text():
    synthesizer = RulesSynthesizer()
    return lambda text: synthesizer.synthesize(Chunk("m", text))


@pytest.fixture(scope="module")
def reader():
    return StatementReader(get_embedder())


def read(reader: StatementReader, module: PrologModule, text: str) -> dict:
    return {s.fact: s.value for s in reader.read(text, askable([module]))}


def test_group_questions_are_not_read(compile_text):
    names = {f.name for f in askable([compile_text(WINTER)])}
    assert {"live_in_spain", "live_in_france", "were_born_on_or_before_5_april_1953"} <= names
    assert not any("spain_or_greece" in name for name in names)


@pytest.mark.parametrize("text, expected", [
    ("I live in Spain.", {"live_in_spain": True}),
    ("I'm 67 and live in Spain, can I get the payment?", {"live_in_spain": True}),
    ("We live in Greece with our children.", {"live_in_greece": True}),
    ("I don't live in France.", {"live_in_france": False}),
    ("I do not live in France or Spain.", {"live_in_france": False, "live_in_spain": False}),
])
def test_places_stated_or_denied(reader, compile_text, text, expected):
    assert read(reader, compile_text(WINTER), text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Can I get the payment if I live in Spain?", {"live_in_spain": True}),
    ("If we live in Greece, can we get it?", {"live_in_greece": True}),
    ("Can I get it if I don't live in France?", {"live_in_france": False}),
    ("Can I get it if my daughter lives in Spain?", {}),  # supposed of someone else
    ("Will I get it even though I might live in Spain?", {}),
])
def test_a_question_is_answered_in_the_case_it_supposes(reader, compile_text, text, expected):
    assert read(reader, compile_text(WINTER), text) == expected


@pytest.mark.parametrize("text, expected", [
    ("can i get the discount as a student", {"are_student": True}),
    ("Can I get the discount as a student if I live in the UK?", {"are_student": True, "live_in_uk": True}),
    ("Can I get the discount as a gift?", {}),
    ("Do I need a student card to live in the UK?", {"live_in_uk": True}),  # what the need is for
])
def test_a_question_says_who_the_asker_is_and_what_they_mean_to_do(reader, compile_text, text, expected):
    module = compile_text("You can get the discount if you are a student and you live in the UK.")
    assert read(reader, module, text) == expected


@pytest.mark.parametrize("text", [
    "I live in Portugal.",  # says nothing of France, never guessed
    "I live outside the UK.",
    "I used to live in Spain.",
    "I lived in Spain.",
    "I want to live in Spain.",
    "If I move to Spain, can I get it?",
    "My daughter lives in Spain.",
    "I think I live in Spain.",
    "Can I get the payment?",
    "",
])
def test_what_is_not_clearly_stated_is_asked(reader, compile_text, text):
    assert read(reader, compile_text(WINTER), text) == {}


@pytest.mark.parametrize("text, expected", [
    ("I'm 67, I earn £250 a week and work 12 hours a week.",
     {"age": 67, "earn_amount_week": 250, "work_hours_week": 12}),
    ("I am a 64 year old man and I don't have a car.", {"age": 64, "have_car": False}),
    ("I work over 30 hours a week.", {"work_hours_week >= 16": True}),
    ("I work fewer than 10 hours a week.", {"work_hours_week >= 16": False}),
    ("I'm over 60 and I've got a car.", {"age >= 60": True, "have_car": True}),
    ("I receive £250 a week.", {}),  # receiving is not earning
    ("I earn $250 a week.", {}),  # another currency
    ("I earn £250 a month.", {}),  # another period
    ("My husband is 70.", {}),  # another person's age
    ("I'm about 60.", {}),  # near 60: on either side of it
    ("I work about 30 hours a week.", {"work_hours_week >= 16": True}),  # near 30 is 16 or more, whatever it is
    ("I'm 70 and work roughly 10 hours a week.", {"age": 70, "work_hours_week >= 16": False}),
    ("I was born in 1950.", {}),  # no reference date given
])
def test_numbers_with_units(reader, compile_text, text, expected):
    assert read(reader, compile_text(CREDIT), text) == expected


def test_a_year_of_birth_is_an_age_against_a_reference_date_stated(compile_text):
    module = compile_text(CREDIT)
    on = StatementReader(get_embedder(), today=date(2026, 6, 15))
    assert read(on, module, "I was born in 1950.") == {"age >= 60": True}
    assert read(on, module, "I was born on 20 June 1966.") == {"age": 59}
    assert read(on, module, "I was born in March 1966.") == {"age": 60}
    assert read(on, module, "I was born in 1966.") == {}  # 59 or 60: not decided


@pytest.mark.parametrize("text, expected", [
    ("I have lived in the UK for 5 years and I'm not a student.",
     {"have_lived_in_uk_for_years": 5, "are_student": False}),
    ("I have lived in the UK for twenty years.", {"have_lived_in_uk_for_years": 20}),
    ("I have lived in France for 5 years.", {}),
    ("I am a student.", {"are_student": True}),
    ("I am a former student.", {}),
])
def test_durations_and_denials(reader, compile_text, text, expected):
    assert read(reader, compile_text(RESIDENT), text) == expected


WORKER = "You can get the grant if you are an employee and you are married and you work full-time."


@pytest.mark.parametrize("text, expected", [
    ("I'm self-employed as a plumber.", {"are_employee": False}),  # one excludes the other
    ("I'm married.", {"are_married": True}),  # the parse hangs 'I' on 'am', not on 'married'
    ("I'm single and I work part-time.", {"are_married": False, "work_full_time": False}),
    ("I'm an employee.", {"are_employee": True}),
    ("My brother is self-employed.", {}),  # of someone else
])
def test_a_word_that_excludes_the_fact_answers_no(reader, compile_text, text, expected):
    assert read(reader, compile_text(WORKER), text) == expected


@pytest.mark.parametrize("text, expected", [
    ("I am 25.", {"are_twenty_one_years_of_age_or_older": True}),
    ("I am 19 years old.", {"are_twenty_one_years_of_age_or_older": False}),
    ("I receive Pension Credit.", {"get_pension_credit": True}),
    ("I don't get Income Support.", {"get_income_support": False}),
])
def test_choices_and_comparisons_the_compiler_left_as_yes_or_no(reader, compile_text, text, expected):
    module = compile_text(CHOICES)
    got = read(reader, module, text)
    assert {k: v for k, v in got.items() if k in expected} == expected


FAMILY = ("You can get the grant if you are 60 or over, your child is under 16 and your partner is working. "
          "You can get more if you have a child under 5.")


@pytest.mark.parametrize("text, expected", [
    ("I have a 3-year-old son.", {"child_age": 3, "have_child_under_5": True}),  # not the writer's age
    ("I live in Germany with my six year old daughter.", {"child_age": 6}),
    ("I have a child aged 7.", {"child_age": 7}),  # 7: not 'no child under 5', there may be another
    ("I am a 40 year old man with a 14 year old son.", {"age": 40}),
    ("I'm a 67-year-old widow.", {"age": 67}),
    ("My daughter is 2.", {"child_age": 2, "have_child_under_5": True}),  # a daughter is a child
    ("My wife works full time.", {"partner_is_working": True}),
    ("Can my 7-year-old get the grant?", {"child_age": 7}),  # what the question says of the asker's
    ("Can my 40-year-old get the grant?", {}),  # a child, a parent, anyone
])
def test_an_age_is_of_the_person_it_describes_and_a_son_is_a_child(reader, compile_text, text, expected):
    assert read(reader, compile_text(FAMILY), text) == expected


@pytest.mark.parametrize("text, expected", [
    ("I cancelled my trip last week.", {"cancel_your_trip": True}),  # an event the rule supposes happened
    ("My husband died in May.", {"partner_dies": True}),
    ("I lived abroad for ten years.", {}),  # a state then says nothing of now
])
def test_a_past_event_meets_a_rule_in_the_present(reader, compile_text, text, expected):
    module = compile_text("You are covered if you cancel your trip. You can get it if your partner dies. You can't "
                          "get it if you live abroad.")
    assert read(reader, module, text) == expected


@pytest.mark.parametrize("text, expected", [
    ("My aunt has passed away.", {"relative_of_yours_dies": True}),  # an aunt is a relative; 'pass away' is 'die'
    ("A cousin of mine died on Sunday.", {"relative_of_yours_dies": True}),  # 'of mine' is mine
    ("My daughter died.", {"relative_of_yours_dies": True}),  # a daughter is a child, and a relative
    ("My husband died.", {}),  # a partner, not a relative
    ("My neighbour passed away.", {}),
    ("I went back to work in May.", {"return_to_work": True}),  # 'go back' is 'return'
    ("I went back home.", {}),
])
def test_kin_and_phrasal_verbs_say_what_the_rule_says_in_other_words(reader, compile_text, text, expected):
    module = compile_text("You can take paid leave if a relative of yours dies. Your payments stop if you return to "
                          "work.")
    assert read(reader, module, text) == expected


def test_a_relative_is_not_said_to_be_a_child(reader, compile_text):
    assert read(reader, compile_text("You can take leave if your child dies."), "My cousin died.") == {}


def test_a_child_is_not_said_to_be_a_son(reader, compile_text):
    module = compile_text("You can get the grant if your son is under 16.")
    assert read(reader, module, "My child is 10.") == {}
    assert read(reader, module, "My son is 10.") == {"son_age": 10}


def test_readings_that_disagree_answer_nothing(reader, compile_text):
    assert read(reader, compile_text(WINTER), "I live in Spain. I don't live in Spain.") == {}


def test_each_fact_keeps_the_words_it_came_from(reader, compile_text):
    [stated] = StatementReader(get_embedder()).read("Hello. I am 67 years old!", askable([compile_text(CREDIT)]))
    assert (stated.fact, stated.value, stated.words, stated.question) == ("age", 67, "I am 67 years old",
                                                                         "How old are you?")


@pytest.mark.parametrize("unit, expected", [
    ("£ a week", ("£", "", "week")), ("hours a week", ("", "hour", "week")), ("years", ("", "year", "")),
    ("$ per month", ("$", "", "month")), ("£ annually", ("£", "", "year")), ("per cent", ("", "percent", "")),
])
def test_a_units_signature(unit, expected):
    assert signature(unit) == expected


def test_a_fact_of_another_form_is_not_read(reader):
    odd = UserFact("loan", "How large a loan do you need?", "number", description="the loan you need", unit="$")
    assert reader.read("I need a loan of $5,000.", [odd]) == ()


@pytest.mark.parametrize("text, expected", [
    ("I was born in January 1979.", {"were_born_on_or_before_5_april_1953": False}),
    ("I was born in March 1953 and live in the UK.", {"were_born_on_or_before_5_april_1953": True,
                                                     "live_in_uk": True}),
    ("I was born on 5 April 1953.", {"were_born_on_or_before_5_april_1953": True}),
    ("I was born before 1950.", {"were_born_on_or_before_5_april_1953": True}),
    ("I was born in 1953.", {}),  # before or after 5 April: not said
    ("My husband was born in 1940.", {}),
    ("I moved to the UK in 1940.", {}),
])
def test_dates_against_a_dated_condition(reader, compile_text, text, expected):
    assert read(reader, compile_text(WINTER), text) == expected


def test_a_date_answers_no_fact_that_asks_more_than_the_date(reader):
    both = UserFact("born_and_pension", "Were you born before 1958 and do you get the State Pension (not Credit)?",
                    "bool", description="you were born before 1958 and get the State Pension (not Credit)")
    born = UserFact("born", "Were you born before 1958?", "bool", description="you were born before 1958")
    assert {s.fact: s.value for s in reader.read("I was born in 1950.", [both, born])} == {"born": True}


def test_a_date_of_another_event(reader, compile_text):
    module = compile_text("You can get the pension if your partner reached State Pension age before 6 April 2016.")
    [fact] = askable([module])
    assert read(reader, module, "My partner reached State Pension age in May of 2016.") == {fact.name: False}
    assert read(reader, module, "My partner reached State Pension age in 2012.") == {fact.name: True}
    assert read(reader, module, "My partner retired in 2012.") == {}


@pytest.mark.parametrize("text, expected", [
    ("I am 64 years old.", True),  # one alternative holds
    ("I am a 34 year old woman.", None),  # one fails, the other is not said
    ("I am a 34 year old woman and I'm disabled.", True),
])
def test_an_alternative_that_is_a_comparison(reader, compile_text, text, expected):
    module = compile_text(EITHER)
    [either] = [f.name for f in askable([module]) if f.name.startswith("are_disabled_or")]
    assert read(reader, module, text).get(either) == expected


def test_one_of_two_benefits_named_in_full_answers_the_fact_that_lists_them(reader, compile_text):
    """'I get Pension Credit' answers 'Do you get Pension Credit or Income Support?' though the
    parser hangs one name on the other; 'I get Universal Credit' says nothing of it."""
    module = compile_text("You can get a Cold Weather Payment if you get Pension Credit or Income Support.")
    [fact] = askable([module])
    assert read(reader, module, "I get Pension Credit.") == {fact.name: True}
    assert read(reader, module, "I don't get Pension Credit or Income Support.") == {fact.name: False}
    assert read(reader, module, "I get Universal Credit.") == {}


@pytest.mark.parametrize("text, expected", [
    ("I'm a veteran.", {"are_pregnant_veteran_or_looking_for_work": True}),  # one of three of unlike kinds
    ("I am looking for work.", {"are_pregnant_veteran_or_looking_for_work": True}),
    ("I'm not a veteran.", {}),  # one denied says nothing of the others
])
def test_one_of_a_list_of_unlike_kinds_answers_it(reader, compile_text, text, expected):
    module = compile_text("The limit does not apply if you are pregnant, a veteran, or looking for work.")
    assert read(reader, module, text) == expected
