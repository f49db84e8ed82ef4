"""The layout of a rule text: which lines make one sentence."""

from __future__ import annotations

from nesy_chat.synthesis.structure import parse


def sentences(text: str) -> list[str]:
    """Each unit's text, with whitespace as one space, checked against the span it cites."""
    units = parse(text).units
    assert all(" ".join(text[u.start:u.end].split()) == " ".join(u.text.split()) for u in units)
    return [" ".join(u.text.split()) for u in units]


def test_a_paragraph_wrapped_at_a_fixed_width_is_read_as_its_sentences():
    wrapped = ("You can get the grant if you live\nin England and you get\nPension Credit. Your council will write "
               "to you within\n4 weeks.\nIt pays up to £500.")
    assert sentences(wrapped) == ["You can get the grant if you live in England and you get Pension Credit.",
                                  "Your council will write to you within 4 weeks.", "It pays up to £500."]


def test_a_line_that_reads_as_a_title_stays_apart_from_the_next():
    assert sentences("Who can apply\nYou can apply if you are 18.") == ["Who can apply", "You can apply if you are 18."]
    assert sentences("Eligibility:\nYou must be 18.") == ["Eligibility:", "You must be 18."]


def test_a_line_break_after_a_list_lead_in_keeps_the_list():
    layout = parse("You can apply if you:\n* are 18\n* live in Wales")
    assert [b.kind for b in layout.blocks] == ["paragraph", "list"]
