"""A session's turns, without the web server: a real knowledge base in a temporary folder
(Chroma on disk, the real embedding model, the rules compiler), the assistant and `session.respond`."""

from __future__ import annotations

import pytest

from nesy_chat.qa.assistant import Assistant
from nesy_chat.qa.knowledge import Knowledge
from nesy_chat.ui.session import Session, respond

GRANT_A = "# Garden Grant for owners\n\nYou can get the Garden Grant if you own a garden.\n"
GRANT_B = "# Garden Grant for tenants\n\nYou can get the Garden Grant if you rent an allotment.\n"
QUESTION = "Can I get the Garden Grant?"


@pytest.fixture(scope="module")
def knowledge(tmp_path_factory) -> Assistant:
    seed = tmp_path_factory.mktemp("seed")
    (seed / "owners.md").write_text(GRANT_A, encoding="utf-8")
    (seed / "tenants.md").write_text(GRANT_B, encoding="utf-8")
    found = Knowledge.open(tmp_path_factory.mktemp("kb"), [seed])
    yield Assistant(found)
    found.close()


def text(message: dict) -> str:
    return message["content"]


def test_when_nothing_the_user_knows_bears_on_the_claim_the_next_text_is_tried(knowledge):
    session = Session()
    turn = respond(knowledge, session, QUESTION, 5)
    first = turn.follow_up.question
    assert first in ("Do you own a garden?", "Do you rent an allotment?")
    turn = respond(knowledge, session, "I don't know", 5)
    assert "did not settle" in text(session.messages[-2])
    assert turn.follow_up is not None and turn.follow_up.question != first
    turn = respond(knowledge, session, "yes", 5)
    assert turn.answer.label == "yes"
    assert text(session.messages[-1]).startswith("**Yes")


def test_the_next_text_may_come_from_beyond_the_k_chunks_ranked_first(knowledge):
    """With k = 1 only the best chunk's claims are ranked for the first question; the
    alternatives are ranked over the whole hull once the user can say nothing about it."""
    session = Session()
    first = respond(knowledge, session, QUESTION, 1).follow_up.question
    assert session.dialogue.alternatives is None  # not ranked while the first claim may settle it
    turn = respond(knowledge, session, "I don't know", 1)
    assert "did not settle" in text(session.messages[-2])
    assert {first, turn.follow_up.question} == {"Do you own a garden?", "Do you rent an allotment?"}


def test_when_nothing_settles_any_of_them_the_first_stays_open(knowledge):
    session = Session()
    first = respond(knowledge, session, QUESTION, 5).follow_up
    respond(knowledge, session, "I don't know", 5)
    turn = respond(knowledge, session, "I don't know", 5)
    assert turn.answer.label == "more"
    assert turn.answer.claim == session.dialogue.conversation.claim
    assert first.fact in turn.answer.open_facts  # the first conversation, held, is what stays open
    assert text(session.messages[-1]).startswith("**It depends")


def test_a_no_about_the_first_text_is_an_answer(knowledge):
    session = Session()
    respond(knowledge, session, QUESTION, 5)
    turn = respond(knowledge, session, "no", 5)
    assert turn.answer.label == "no"
    assert not any("did not settle" in text(m) for m in session.messages)
