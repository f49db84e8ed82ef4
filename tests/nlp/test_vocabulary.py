"""The content terms of a question and how much of them a text covers."""

import pytest

from nesy_chat.nlp.vocabulary import content_terms, coverage, names, names_in

SMP_TEXT = ("## Statutory Maternity Pay\n\nYou can't get SMP if you go into police custody during your "
            "maternity pay period.")


def test_acronyms_match_the_names_they_stand_for():
    assert coverage(content_terms("Can I get SMP?"), SMP_TEXT.replace("SMP", "it")) == 1.0
    assert coverage(content_terms("Is Statutory Maternity Pay taxed?"), "SMP is paid like wages") == 0.75


def test_a_name_is_met_by_the_definite_description_of_its_head():
    """'Winter Fuel Payment' under a heading that does not name it: the page says 'the payment'."""
    text = "## Eligibility\n\nYou might still get the payment if you live in Switzerland."
    assert coverage(content_terms("Can I get Winter Fuel Payment?"), text) == 1.0
    assert coverage(content_terms("Can I get Winter Fuel Payment?"), "A payment is made in May.") < 0.5
    assert coverage(content_terms("Can I get Winter Fuel Payment?"), "Pay the fuel bill.") < 0.5


def test_the_names_a_question_uses():
    assert names("Am I eligible for Dad and Partner Pay?") == [["Dad"], ["Partner", "Pay"]]
    assert names("Do I need a statement of National Insurance I've paid in the UK?") == [["National", "Insurance"],
                                                                                        ["UK"]]
    # a word capitalised for opening a sentence is no name; 'I' is none either
    assert names("Moving abroad. Can I still get it?") == [] and names("I am 60.") == []


def test_a_name_is_met_by_its_acronym_or_all_its_words():
    assert names_in(["Statutory", "Maternity", "Pay"], "You can get SMP.")
    assert names_in(["SMP"], "Statutory Maternity Pay is paid for 39 weeks.")
    assert not names_in(["Parenting", "Payment"], "You can get a Crisis Payment.")


def test_coverage_counts_a_slip_of_the_keyboard_only_when_asked():
    terms = content_terms("Is this a legal commerical airport?")
    text = "All general aviation commercial airports shall have a manager."
    assert coverage(terms, text) == pytest.approx(1 / 3)
    assert coverage(terms, text, slips=True) == pytest.approx(2 / 3)


def test_the_writers_own_contractions_are_no_content():
    """'I'm 67' is the writer, typed with or without the apostrophe, not a thing asked about:
    counted as content it would halve the coverage of a two-word question."""
    assert content_terms("I'm 67, can I get the grant?") == content_terms("im 67, can I get the grant?")
    assert {"i'm", "im"}.isdisjoint(form for term in content_terms("I'm 67 and im retired") for form in term)
    assert content_terms("I've been ill") == content_terms("ive been ill") != []


@pytest.mark.parametrize("question, terms", [
    ("Am I going to get the full amount?", ["amount", "full"]),  # 'going to' only says when
    ("Can I get the credit even though I earned nothing?", ["credit", "earn"]),
])
def test_words_that_join_or_time_a_question_are_no_content(question, terms):
    assert sorted(min(term) for term in content_terms(question)) == terms
