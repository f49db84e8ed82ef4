"""Follow-up questions made from a fact's name or its describing comment."""

from __future__ import annotations

import re

import pytest

from nesy_chat.nlp.questions import (
    asked_nouns,
    asked_words,
    asks_eligibility,
    asks_history,
    gloss_from_name,
    is_statement,
    question_from_description,
    question_from_name,
    question_from_statement,
    second_person,
    words_from_name,
)


@pytest.mark.parametrize("name, question", [
    ("lives_in_cyprus", "Do you live in cyprus?"),
    ("is_married", "Are you married?"),
    ("has_children", "Do you have children?"),
    ("claims_marriage_allowance", "Do you claim marriage allowance?"),
    ("receives_pension_credit", "Do you receive pension credit?"),
    ("was_born_in_uk", "Were you born in uk?"),
    ("born_before_6_april_1935", "Were you born before 6 april 1935?"),
])
def test_question_from_name(name, question):
    assert question_from_name(name) == question


@pytest.mark.parametrize("statement, question", [
    ("Bookings are approved by your line manager", "Are bookings approved by your line manager?"),  # no name
    ("Pension Credit is paid to you", "Is Pension Credit paid to you?"),  # a name keeps its capitals
    ("the user or their partner was born before 6 April 1935", "Were you or your partner born before 6 April 1935?"),
    ("the user or their partner currently claims Marriage Allowance",
     "Do you or your partner currently claim Marriage Allowance?"),
    ("you live in the UK", "Do you live in the UK?"),
    ("you live in the UK.", "Do you live in the UK?"),
    ("you are married", "Are you married?"),
    ("", "Does this apply to you?"),
    # the small model hangs this 'are' below a later word: moved by the text, 'you' not repeated
    ("you are a divorced spouse of workers who are receiving (or are eligible to receive) Social Security benefits",
     "Are you a divorced spouse of workers who are receiving (or are eligible to receive) Social Security benefits?"),
    ("you or your partner qualify for Pension Credit", "Do you or your partner qualify for Pension Credit?"),  # NN
    # a long list after the verb, which the small model reads as a noun phrase: it asked 'Is it you export ...?'
    ("you export chemicals with military or potential military uses, controlled drugs (like opioids, certain "
     "stimulants or psychotropic substances), or chemicals that can be used to make them ('drug precursors'), "
     "ozone-depleting substances, for example HCFCs or radioactive substances",
     "Do you export chemicals with military or potential military uses, controlled drugs (like opioids, certain "
     "stimulants or psychotropic substances), or chemicals that can be used to make them ('drug precursors'), "
     "ozone-depleting substances, for example HCFCs or radioactive substances?"),
    ("a specific amount needs paying", "Does a specific amount need paying?"),  # verb tagged NNS
    ("studying", "Are you studying?"),
    ("looking after children under 12", "Are you looking after children under 12?"),
    ("funding is available", "Is funding available?"),
    ("you get paid automatically", "Do you get paid automatically?"),
    ("you got married", "Did you get married?"),
    ("there are gaps in your National Insurance record", "Are there gaps in your National Insurance record?"),
    # 'either' before alternative doings is dropped; before alternative things it stays
    ("you have either asked for a review or taken other steps", "Have you asked for a review or taken other steps?"),
    ("you either live in England or work there", "Do you live in England or work there?"),
    ("you select either the Home Care or the Residential Care system",
     "Do you select either the Home Care or the Residential Care system?"),
    # a name is a thing ('Working' is no doing, 'Child' no person); a phrase's head says whether it is a person
    ("Working Tax Credit", "Is it Working Tax Credit?"),
    ("Child Benefit", "Is it Child Benefit?"),
    ("Sure Start Maternity Grant", "Is it Sure Start Maternity Grant?"),
    ("a child of a veteran", "Are you a child of a veteran?"),
    # misparses of the small model: 'declared' as the main verb, 'have' hung on 'been', 'falls'
    # on a noun, 'export' as a compound
    ("you are located in a disaster declared county", "Are you located in a disaster declared county?"),
    ("you have been bulk billed for the item", "Have you been bulk billed for the item?"),
    ("your VAT taxable turnover falls below the de-registration threshold of £83,000",
     "Does your VAT taxable turnover fall below the de-registration threshold of £83,000?"),
    ("you export chemicals with military or potential military uses",
     "Do you export chemicals with military or potential military uses?"),
    ("the home you buy", "Is it the home you buy?"),
    # 'owed' tagged a participle: it asked 'Does the person who died owed a repayment?'
    ("the person who died owed a repayment", "Did the person who died owe a repayment?"),
    ("your child born before 1990", "Was your child born before 1990?"),
    # clauses with subjects of their own are asked in turn; one inversion of the whole asked
    # 'Are you you start a new job, laid off work or your partner dies?'
    ("you start a new job, you're laid off work or your partner dies",
     "Do you start a new job, are you laid off work or does your partner die?"),
    ("you work at least 16 hours a week and you are disabled",
     "Do you work at least 16 hours a week and are you disabled?"),
    ("you think your tax credits are wrong", "Do you think your tax credits are wrong?"),  # a clause in a clause
    ("you were made redundant (or your family member was) and you are looking for a job",
     "Were you made redundant (or your family member was) and you are looking for a job?"),  # an aside
    # the negation stays after the subject: it asked 'Do they n't have to accept it?'
    ("they don't have to accept it", "Do they not have to accept it?"),
    # a verb joined to the main one asks with its own auxiliary where it cannot share the main one's
    ("you are over 18 and have a bank account", "Are you over 18 and do you have a bank account?"),
    ("the work lasts at least 4 weeks and is paid", "Does the work last at least 4 weeks and is it paid?"),
    ("your child is over 16 and has a baby", "Is your child over 16 and do they have a baby?"),
    ("you were called to active duty and completed the full period",
     "Were you called to active duty and did you complete the full period?"),
    ("you have been abroad for a year but usually live in the UK",
     "Have you been abroad for a year but do you usually live in the UK?"),
    ("you are using a learner's permit or are within 1 year of obtaining a licence",
     "Are you using a learner's permit or are you within 1 year of obtaining a licence?"),
    # ... and shares it where it can
    ("your partner died after 6 April 2016 and reached State Pension age",
     "Did your partner die after 6 April 2016 and reach State Pension age?"),
    ("you can speak, read and write English", "Can you speak, read and write English?"),
    ("you have lived in a care home all year, and got Pension Credit",
     "Have you lived in a care home all year, and got Pension Credit?"),
    ("you take 26 weeks of Maternity or Adoption Leave", "Do you take 26 weeks of Maternity or Adoption Leave?"),
    ("you are sponsored on a course that lasts 1 year or more", "Are you sponsored on a course that lasts 1 year or more?"),
    # a hyphenated word stays whole, though the parse splits it
    ("your ex-partner is ordered to share their Additional State Pension with you",
     "Is your ex-partner ordered to share their Additional State Pension with you?"),
    # a reflexive agrees with the user it refers to, and only with them
    ("you work for themselves", "Do you work for yourself?"),
    ("you help people who cannot look after themselves", "Do you help people who cannot look after themselves?"),
    ("your child claims tax credits for themselves", "Does your child claim tax credits for themselves?"),
    # a bare verb after 'have' makes no perfect: a noun the small model does not know is had
    ("you have layby services", "Do you have layby services?"),
    ("you have lived in the UK", "Have you lived in the UK?"),
])
def test_question_from_statement(statement, question):
    assert question_from_statement(statement) == question


APPENDIX_A = [
    ("claims_marriage_allowance",
     "claims_marriage_allowance(Boolean) indicates whether the user or their partner currently claims "
     "Marriage Allowance (true) or does not (false).",
     "Do you or your partner currently claim Marriage Allowance?"),
    ("born_before_6_april_1935",
     "born_before_6_april_1935(Boolean) indicates whether the user or their partner was born before "
     "6 April 1935 (true) or not (false).",
     "Were you or your partner born before 6 April 1935?"),
    ("is_married", "is_married(Boolean) indicates whether the user is married (true) or not (false).",
     "Are you married?"),
]


@pytest.mark.parametrize("name, description, question", APPENDIX_A)
def test_question_from_description(name, description, question):
    assert question_from_description(name, description) == question


def test_description_without_whether_falls_back_to_the_name():
    assert question_from_description("lives_abroad", "Set by the caseworker.") == question_from_name("lives_abroad")
    assert question_from_description("lives_abroad", "") == "Do you live abroad?"


@pytest.mark.parametrize("name", ["lives_in_cyprus", "is_disabled", "has_a_carer", "works_full_time",
                                  "claims_universal_credit", "was_injured_at_work", "owns_a_home"])
def test_questions_are_well_formed(name):
    question = question_from_name(name)
    assert question.endswith("?") and question[0].isupper()
    assert not re.search(r"\b(\w+) \1\b", question.lower()), question  # no "you you"
    assert "the user" not in question.lower() and "their" not in question.lower()


def test_second_person():
    assert second_person("the user or their partner") == "you or your partner"
    assert second_person("the claimant lives with their parents") == "you lives with your parents"
    # the pronoun, not the letter in a name
    assert second_person("If I am 60, I file Form I-765 for a B&I loan") == "If you are 60, you file Form I-765 for a B&I loan"


def test_names_to_words_and_glosses():
    assert words_from_name("could_claim__mca") == ["could", "claim", "mca"]
    assert gloss_from_name("could_claim_married_couples_allowance") == "could claim married couples allowance"



@pytest.mark.parametrize("text, states", [
    ("you can get SMP", True), ("there are daily limits", True), ("Childcare costs", False),
    ("1. Overview", False), ("Your pay", False),
])
def test_a_statement_says_something_a_heading_names_a_topic(text, states):
    assert is_statement(text) is states


@pytest.mark.parametrize("text, nouns", [
    ("I volunteer at a charity shop, am I owed the minimum wage?", ["wage"]),
    ("I moved abroad last year. Can I still get the payment?", ["payment"]),
    ("does medicaid cover dental work for adults", ["medicaid", "work", "adults"]),
    ("My boiler is broken", ["boiler"]),  # nothing asks: the whole text
])
def test_the_nouns_a_question_asks_about_are_those_of_its_asking_part(text, nouns):
    assert asked_nouns(text) == nouns


@pytest.mark.parametrize("text, words", [
    ("Can I return a jumper I don't like?", "Can I return a jumper ?"),  # what the asker says of it goes
    ("I work part-time, can I claim the grant we applied for?", "I work part-time, can I claim the grant ?"),
    ("Do I need a licence to sell alcohol?", "Do I need a licence to sell alcohol?"),  # what it is for stays
    ("What's the most I can claim a day?", "What's the most I can claim a day?"),  # what one can do is asked
])
def test_the_words_a_question_asks_leave_out_what_the_asker_says_of_things(text, words):
    assert asked_words(text) == words


@pytest.mark.parametrize("question, asks", [
    ("Can I get WIC?", True),
    ("Am I eligible for a grant?", True),
    ("Am I entitled to Carer's Allowance?", True),
    ("Does my family qualify for help?", True),
    ("Am I allowed to claim it?", True),
    ("I'm pregnant. Can I sign up for the programme?", True),
    ("Do I have to pay the grant back?", False),
    ("Will getting the payment reduce my pension?", False),  # what getting it does
    ("Is my savings interest taxable?", False),
    ("Can my employer refuse my request?", False),
    ("Can I delay claiming my pension?", False),  # when to claim, not whether one may
])
def test_asks_eligibility_is_whether_the_asker_can_have_something(question, asks):
    assert asks_eligibility(question) is asks


@pytest.mark.parametrize("question, asks", [
    ("Have I contributed enough through my contributions?", True),
    ("Did I pay too much tax last year?", True),
    ("Has my employer paid me enough?", True),
    ("Have I got to pay it back?", False),  # a duty now
    ("Do I have to pay the grant back?", False),
    ("Will the payments stop?", False),
])
def test_asks_history_is_whether_a_question_asks_what_has_happened(question, asks):
    assert asks_history(question) is asks
