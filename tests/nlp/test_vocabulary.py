"""The content terms of a question and how much of them a text covers."""

from nesy_chat.nlp.vocabulary import content_terms, coverage

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
