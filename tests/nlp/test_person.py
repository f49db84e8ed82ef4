"""Whom a question is about, and follow-ups put to the user about that person."""

from __future__ import annotations

import pytest

from nesy_chat.nlp.person import Person, about, addressed, retold

SON = Person("son", "he")
CHILD = Person("child", "they")
KIDS = Person("kids", "they", plural=True)


@pytest.mark.parametrize(("question", "person"), [
    ("Does my son have to wear a helmet when he rides his bike?", SON),
    ("Can my mum get Pension Credit?", Person("mum", "she")),
    ("Is my wife eligible for Carer's Allowance?", Person("wife", "she")),
    ("Does my child qualify for free milk?", CHILD),
    ("Can my kids get free school meals?", KIDS),
    ("My daughter is 17, can she get a bus pass?", Person("daughter", "she")),
])
def test_the_person_a_question_asks_about(question, person):
    assert about(question) == person


@pytest.mark.parametrize("question", [
    "Can I get Pension Credit?",
    "Can I claim for my son?",  # the user claims: the follow-ups are theirs
    "Can my wife come with me on the visa?",  # about them both
    "Can my friend deal with you on my behalf?",
    "Can my business get the grant?",  # a business is not a person asked about
    "Does the council pay my rent?",
])
def test_a_question_about_the_user_or_about_them_too_names_no_one_else(question):
    assert about(question) is None


@pytest.mark.parametrize(("question", "son", "child", "kids"), [
    ("Are you under 16 years old?", "Is your son under 16 years old?", "Is your child under 16 years old?",
     "Are your kids under 16 years old?"),
    ("How many hours a week do you work?", "How many hours a week does your son work?",
     "How many hours a week does your child work?", "How many hours a week do your kids work?"),
    ("Aren't you getting Income Support?", "Isn't your son getting Income Support?",
     "Isn't your child getting Income Support?", "Aren't your kids getting Income Support?"),
    ("Were you born before 1950?", "Was your son born before 1950?", "Was your child born before 1950?",
     "Were your kids born before 1950?"),
    ("Have you lived in the UK for 3 years?", "Has your son lived in the UK for 3 years?",
     "Has your child lived in the UK for 3 years?", "Have your kids lived in the UK for 3 years?"),
    # named once, then by pronoun, whose verb agrees with it ('they move', not 'they moves')
    ("Are you getting a pension when you move abroad?", "Is your son getting a pension when he moves abroad?",
     "Is your child getting a pension when they move abroad?",
     "Are your kids getting a pension when they move abroad?"),
    ("Is your income under £100?", "Is your son's income under £100?", "Is your child's income under £100?",
     "Is your kids' income under £100?"),
    ("Does the council pay you?", "Does the council pay your son?", "Does the council pay your child?",
     "Does the council pay your kids?"),
    ("Do you live with someone who pays you rent?", "Does your son live with someone who pays him rent?",
     "Does your child live with someone who pays them rent?", "Do your kids live with someone who pays them rent?"),
    ("Do you support yourself?", "Does your son support himself?", "Does your child support themselves?",
     "Do your kids support themselves?"),
    ("How old are you?", "How old is your son?", "How old is your child?", "How old are your kids?"),
])
def test_a_follow_up_asked_about_the_person(question, son, child, kids):
    assert [addressed(question, p) for p in (SON, CHILD, KIDS)] == [son, child, kids]


@pytest.mark.parametrize("question", [
    "Do you and your partner live together?",  # it names someone close to the user: about them both
    "Is the item exempt?",
])
def test_a_follow_up_that_is_not_the_users_alone_stays_as_it_is(question):
    assert addressed(question, SON) == question


def test_no_person_leaves_the_follow_up_as_it_is():
    assert addressed("Are you under 16?", None) == "Are you under 16?"


def test_a_pronoun_in_the_question_names_the_person_the_message_names():
    message = "My son is 10. Does he have to wear a helmet?"
    assert about("Does he have to wear a helmet?", message) == SON
    assert about("Does he have to wear a helmet?") is None  # no one named: he is no one we know
    assert about("Does she have to wear a helmet?", message) is None


@pytest.mark.parametrize(("message", "told"), [
    ("My son is 10.", "I am 10."),
    ("He's 10, but he only rides on the farm.", "I'm 10, but I only ride on the farm."),
    ("My son has got a bike and rides it on the road.", "I have got a bike and ride it on the road."),
    ("My son's income is £100 a week.", "My income is £100 a week."),
    # the asker's own words are said of someone else, so they are not read as the son's
    ("I'm 40 and my son lives with me.", "The asker's 40 and I live with the asker."),
])
def test_a_message_retold_by_the_person_it_is_about(message, told):
    retelling = retold(message, SON)
    assert retelling.text == told
    assert retelling.original(told) == message


def test_the_users_words_for_part_of_a_retelling():
    retelling = retold("I'm 40 and my son lives with me.", SON)
    assert retelling.original("I live with the asker") == "my son lives with me"
    assert retold("I'm 40.", None).text == "I'm 40."


@pytest.mark.parametrize("text", ["", "?", "my my my", "you you you?", "'s 're 've", "🙂🙂", "My son's",
                                  "He's. She's. They're.", "X :- halt. Are you 'a'?", "YOU ARE YOUR YOURSELF"])
def test_odd_messages_are_read_without_error(text):
    assert about(text, text) in (None, SON)
    for person in (SON, CHILD, KIDS):
        assert isinstance(addressed(text, person), str)
        retelling = retold(text, person)
        assert isinstance(retelling.original(retelling.text), str)
