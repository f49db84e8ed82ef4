"""The polarity of a main clause, and a sentence without its negation."""

import pytest

from nesy_chat.nlp.polarity import asks_open, is_negative, modality, neutral


@pytest.mark.parametrize("text, negative", [
    ("you can't get SMP", True),
    ("You cannot get SMP", True),
    ("You won’t qualify", True),
    ("You are not eligible", True),
    ("you are ineligible", True),
    ("The banned goods for North Korea are", True),
    ("Can I get SMP?", False),
    ("Can I get SMP if I don't work?", False),  # the negation is in the condition
    ("It is not true that you can't apply", False),  # two negations
    ("It's your responsibility to contact the office (Not entitled)", False),  # a heading in brackets
    # each clause negates itself: it counted two negations and called it positive
    ("you are not an independent contractor and your earnings are not subject to Self-Employment Tax", True),
])
def test_polarity_of_the_main_clause(text, negative):
    assert is_negative(text) is negative


def test_neutral_removes_negation_only():
    assert neutral("you can't get SMP") == "you can get SMP"
    # do-support goes with the negation: the positive says 'you need to', not 'you do need to'
    assert neutral("You won't get it and you don't need to") == "You will get it and you need to"
    assert neutral("you do not have to pay it back") == neutral("you have to pay it back")
    assert neutral("The benefits can not be reduced") == "The benefits can be reduced"


@pytest.mark.parametrize("text, negative", [
    ("An EIDL can help you meet obligations that your business could have met had the disaster not occurred", False),
    ("No risk of losing money while safely earning interest", False),
    ("It is not true that you can't apply", False),
    # a concession is no denial of what is asked
    ("Can I get the grant even though I don't own the house?", False),
    ("Can I apply although I'm not a citizen?", False),
    ("Can't I apply even though I work?", True),
])
def test_polarity_belongs_to_the_main_clause(text, negative):
    assert is_negative(text) is negative


@pytest.mark.parametrize("text, said", [
    ("Do I have to register for VAT?", "obligation"), ("you must register", "obligation"),
    ("Do I need to tell the office?", "obligation"), ("Can I get the grant?", "permission"),
    ("you may be eligible for the grant", "permission"), ("Am I entitled to a refund?", "permission"),
    ("you get the grant", None), ("How much can I claim?", None),  # an amount, not leave
    ("you can get it if you must move house", "permission"),  # the condition is not the main clause
    ("Do I need a licence to export it?", "obligation"), ("you need a licence", "obligation"),
    ("you may need a licence", "obligation"), ("you might have to pay", "obligation"),  # hedged, not leave
    ("Does the loan meet my needs?", None),  # a noun, not the verb
])
def test_the_modality_of_a_main_clause(text, said):
    assert modality(text) == said


@pytest.mark.parametrize("question, open_", [
    ("What is Dad and Partner Pay?", True),
    ("For how long is the grant paid?", True),
    ("from when is working tax credit paid", True),
    ("How do I know if I qualify for the grant?", False),  # a yes/no question inside
    ("Can I check whether I qualify?", False),
    ("Can I get the grant?", False),
])
def test_a_question_asks_what_how_or_when_or_yes_or_no(question, open_):
    assert asks_open(question) == open_
