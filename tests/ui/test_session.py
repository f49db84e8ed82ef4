"""A session's turns, without the web server: a real knowledge base in a temporary folder
(Chroma on disk, the real embedding model, the rules compiler), the assistant and `session.respond`."""

from __future__ import annotations

import pytest

from nesy_chat.qa.assistant import Assistant
from nesy_chat.qa.knowledge import Knowledge
from nesy_chat.ui.session import Session, respond

GRANT_A = "# Garden Grant for owners\n\nYou can get the Garden Grant if you own a garden.\n"
# Fits the question less well than GRANT_A (it names the grant in other words), but nearly as
# well: tried when the user knows nothing of the first, not offered beside it as a choice.
GRANT_B = "# Help for tenants\n\nYou may also get the grant for gardens if you rent an allotment.\n"
# Fits it about equally: offered beside GRANT_A before any follow-up.
GRANT_C = "# Garden Grant for tenants\n\nYou can get the Garden Grant if you rent an allotment.\n"
QUESTION = "Can I get the Garden Grant?"


def assistant_over(folder, texts: dict[str, str]) -> Assistant:
    """An assistant over a knowledge base of these texts (file name -> text), ingested in `folder`."""
    seed = folder / "seed"
    seed.mkdir()
    for name, body in texts.items():
        (seed / name).write_text(body, encoding="utf-8")
    return Assistant(Knowledge.open(folder / "kb", [seed]))


@pytest.fixture(scope="module")
def knowledge(tmp_path_factory) -> Assistant:
    found = assistant_over(tmp_path_factory.mktemp("grants"), {"owners.md": GRANT_A, "tenants.md": GRANT_B})
    yield found
    found.knowledge.close()


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


PASS = ("# Bus Pass\n\nYou can get a Bus Pass if you live in the county and you are 60 or over. "
        "You cannot get a Bus Pass if you are under 16.\n")


@pytest.fixture(scope="module")
def bus(tmp_path_factory) -> Assistant:
    found = assistant_over(tmp_path_factory.mktemp("bus"), {"bus.md": PASS})
    yield found
    found.knowledge.close()


def bus_question(bus: Assistant) -> tuple[Session, object]:
    session = Session()
    turn = respond(bus, session, "Can I get a Bus Pass?", 5)
    while turn.follow_up.quantity is None:  # to the question that takes a number
        turn = respond(bus, session, "yes", 5)
    return session, turn


def test_why_while_a_question_is_pending_says_what_it_serves_and_keeps_it(bus):
    session, turn = bus_question(bus)
    asked = turn.follow_up.question
    again = respond(bus, session, "why?", 5)
    assert again.follow_up == turn.follow_up and session.dialogue.pending == turn.follow_up.fact
    assert text(session.messages[-2]).startswith(f"I ask “{asked}” because the rule from “")
    assert "to decide whether <em>you can get a Bus Pass</em>" in text(session.messages[-2])
    assert text(session.messages[-1]).startswith(f"**{asked}**") and session.messages[-1]["options"]


def test_a_sentence_with_one_number_answers_the_question_that_takes_a_number(bus):
    session, _ = bus_question(bus)
    turn = respond(bus, session, "I'm 67", 5)
    assert turn.answer.label == "yes" and turn.answer.answers.get("age") == 67
    session, _ = bus_question(bus)
    turn = respond(bus, session, "I was born in 1950", 5)
    assert turn.follow_up is not None and "may be a date" in text(session.messages[-1])


def test_an_answer_out_of_range_is_refused_and_the_question_stays(bus):
    session, turn = bus_question(bus)
    again = respond(bus, session, "-4", 5)
    assert again.follow_up == turn.follow_up and "cannot be right" in text(session.messages[-1])
    assert respond(bus, session, "70", 5).answer.label == "yes"


def test_a_new_question_while_one_is_pending_is_confirmed_first(bus, knowledge):
    session, turn = bus_question(bus)
    waiting = respond(bus, session, "Is there a discount for students on trains?", 5)
    assert waiting.follow_up == turn.follow_up and session.waiting is not None
    assert "Leave it and ask" in text(session.messages[-1])
    assert [o["value"] for o in session.messages[-1]["options"]] == ["ask the new question", "back to the question"]
    back = respond(bus, session, "back to the question", 5)
    assert back.follow_up == turn.follow_up and session.waiting is None
    respond(bus, session, "Is there a discount for students on trains?", 5)
    switched = respond(bus, session, "ask the new question", 5)
    assert switched.dialogue.question == "Is there a discount for students on trains?"


def test_a_bare_yes_after_an_answer_is_not_a_new_question(bus):
    session, _ = bus_question(bus)
    respond(bus, session, "70", 5)
    answered = session.dialogue
    respond(bus, session, "yes", 5)
    assert session.dialogue == answered and "That question is answered" in text(session.messages[-1])


def test_undo_takes_the_last_answer_back(bus):
    session = Session()
    first = respond(bus, session, "Can I get a Bus Pass?", 5).follow_up
    second = respond(bus, session, "yes", 5).follow_up
    assert second != first
    back = respond(bus, session, "undo", 5)
    assert back.follow_up == first and session.dialogue.conversation.answers == {}
    assert text(session.messages[-2]) == "Your last answer is taken back."
    nothing = respond(bus, session, "undo", 5)
    assert nothing.follow_up == first and text(session.messages[-1]) == "There is no answer to undo."


def test_what_the_question_states_is_taken_and_shown(bus):
    session = Session()
    turn = respond(bus, session, "I'm 67 and live in the county, can I get a Bus Pass?", 5)
    assert turn.answer is not None and turn.answer.label == "yes"  # nothing left to ask
    shown = text(session.messages[1])
    assert shown.startswith("From your message: ") and "How old are you?" in shown and "67" in shown


@pytest.fixture(scope="module")
def equal(tmp_path_factory) -> Assistant:
    found = assistant_over(tmp_path_factory.mktemp("equal"), {"owners.md": GRANT_A, "tenants.md": GRANT_C})
    yield found
    found.knowledge.close()


def test_claims_that_fit_about_equally_are_offered_before_any_follow_up(equal):
    session = Session()
    turn = respond(equal, session, QUESTION, 5)
    assert turn.follow_up is None and turn.answer is None and len(turn.choices) == 2
    offered = session.messages[-1]
    assert "Which do you mean?" in text(offered)
    labels = {o["value"]: o["label"] for o in offered["options"]}
    assert set(labels) == {"1", "2"} and set(labels.values()) == {
        "You can get the Garden Grant (Garden Grant for owners)",
        "You can get the Garden Grant (Garden Grant for tenants)"}
    tenants = next(value for value, label in labels.items() if "tenants" in label)
    turn = respond(equal, session, tenants, 5)  # a button sends its number
    assert text(session.messages[-2]) == labels[tenants]  # the chat shows what was chosen
    assert turn.follow_up.question == "Do you rent an allotment?"
    back = respond(equal, session, "undo", 5)  # back to the choice
    assert back.follow_up is None and len(back.choices) == 2
    assert [o["value"] for o in session.messages[-1]["options"]] == ["1", "2"]
    typed = respond(equal, session, labels[tenants].lower(), 5)  # typed out, in any case
    assert typed.follow_up.question == "Do you rent an allotment?"


def test_a_question_for_someone_else_offers_and_asks_about_them(equal):
    session = Session()
    respond(equal, session, "Can my dad get the Garden Grant?", 5)
    labels = {o["value"]: o["label"] for o in session.messages[-1]["options"]}
    assert set(labels.values()) == {"Your dad can get the Garden Grant (Garden Grant for owners)",
                                    "Your dad can get the Garden Grant (Garden Grant for tenants)"}
    tenants = next(value for value, label in labels.items() if "tenants" in label)
    assert respond(equal, session, tenants, 5).follow_up.question == "Does your dad rent an allotment?"


def test_the_claim_chosen_is_the_only_one_asked_about(equal):
    """The user said which rule is meant: knowing nothing of it ends with what is open, not
    with questions about the rule not chosen."""
    session = Session()
    respond(equal, session, QUESTION, 5)
    labels = {o["label"]: o["value"] for o in session.messages[-1]["options"]}
    respond(equal, session, labels["You can get the Garden Grant (Garden Grant for owners)"], 5)
    turn = respond(equal, session, "I don't know", 5)
    assert turn.answer.label == "more"
    assert not any("did not settle" in text(m) for m in session.messages)
    assert text(session.messages[-1]).startswith("**It depends on whether you own a garden.**")


def test_a_message_that_chooses_nothing_is_a_new_question(equal):
    session = Session()
    respond(equal, session, QUESTION, 5)
    assert respond(equal, session, "7", 5).dialogue.question == "7"  # no such choice: asked as a question
    respond(equal, session, QUESTION, 5)
    turn = respond(equal, session, "Can I get a garden grant if I own a garden?", 5)
    assert not turn.choices and session.dialogue.question.startswith("Can I get a garden grant if")


def test_what_the_message_states_of_the_user_chooses_the_section_the_question_alone_does_not(equal):
    """Both sections answer the question alike; the user who says which condition is theirs
    is asked about that section, with no choice offered, and the fact is read as an answer."""
    alone = equal.start(QUESTION).dialogue.match.module
    other = next(r.candidate.module for r in equal.start(QUESTION).dialogue.match.ranking
                 if r.candidate.module != alone)
    condition = "rent an allotment" if "allotment" in equal.knowledge.chunk(other).text else "own a garden"
    session = Session()
    turn = respond(equal, session, f"I {condition} near the station. {QUESTION}", 5)
    assert not turn.choices and session.dialogue.match.module == other
    assert session.dialogue.question == QUESTION
    assert session.dialogue.situation == f"I {condition} near the station."
    assert turn.answer is not None and turn.answer.label == "yes"  # the statement answered its question
    assert text(session.messages[-2]).startswith("From your message: ")


def test_a_message_only_asking_or_only_stating_is_the_question_as_before(equal):
    session = Session()
    turn = respond(equal, session, QUESTION, 5)
    assert session.dialogue.situation == "" and turn.choices == equal.start(QUESTION, 5, ask_choice=True).choices
    stating = "I rent an allotment near the station."
    turn = respond(equal, session, stating, 5)
    assert session.dialogue.question == stating and session.dialogue.situation == ""
    assert turn.dialogue.match == equal.start(stating, 5).dialogue.match


def test_a_fact_taken_from_the_message_can_be_taken_back_and_is_asked(bus):
    session = Session()
    respond(bus, session, "I'm 67 and live in the county, can I get a Bus Pass?", 5)
    buttons = session.messages[-1]["options"]  # under the turn's last message: the chat shows only its buttons
    wrong = next(o for o in buttons if "67" in o["label"])
    turn = respond(bus, session, wrong["value"], 5)
    assert "age" not in session.dialogue.conversation.answers
    assert turn.follow_up is not None and turn.follow_up.quantity is not None  # the age is asked again
    assert text(session.messages[-2]).startswith("Taken back: How old are you?")
    assert respond(bus, session, "70", 5).answer.label == "yes"
    back = respond(bus, session, "undo", 5)  # the correction itself can be undone
    assert back.answer is not None and session.dialogue.conversation.answers.get("age") == 67 or back.follow_up


def test_taking_back_words_the_message_did_not_state_changes_nothing(bus):
    session = Session()
    respond(bus, session, "I'm 67 and live in the county, can I get a Bus Pass?", 5)
    before = session.dialogue
    respond(bus, session, "that is not what I meant: I'm a student", 5)
    assert session.dialogue == before and "I took nothing from" in text(session.messages[-1])
