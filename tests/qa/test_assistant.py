"""The assistant over a real knowledge base: hull, claim, dialogue, other claims; and `ask` on the command line."""

from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from kb_corpus import build, chunk_of

from nesy_chat.core.errors import NotStatedError
from nesy_chat.kb.documents import load
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.kb.ingest import ingest, load_synthesizer
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.qa.assistant import (
    CLAIM_CHUNKS,
    Assistant,
    Dialogue,
    Turn,
    begin,
    choices,
    divide,
    drive,
    rank_claims,
    step,
    take_stated,
)
from nesy_chat.qa.dialogue import ConversationState
from nesy_chat.qa.explain import explain, verdict
from nesy_chat.qa.knowledge import Knowledge
from nesy_chat.qa.matching import Candidate, match_claim
from nesy_chat.qa.statements import Stated
from nesy_chat.synthesis.base import Chunk
from nesy_chat.synthesis.rules import RulesSynthesizer

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return build(tmp_path_factory.mktemp("ask"))


@pytest.fixture(scope="module")
def assistant(corpus):
    knowledge = Knowledge(corpus[0])
    yield Assistant(knowledge)
    knowledge.close()


def converse(assistant: Assistant, question: str, replies) -> tuple[Turn, list, Turn]:
    """The first turn, every follow-up asked, and the last turn."""
    first = assistant.start(question)
    asked = []
    last = drive(first, assistant.reply, lambda follow_up: asked.append(follow_up) or replies(follow_up))
    return first, asked, last


def test_a_proof_across_two_chunks_cites_both(corpus, assistant):
    kb, docs = corpus
    applying = chunk_of(kb, docs, "grant", "How to apply")
    eligibility = chunk_of(kb, docs, "grant", "Eligibility")
    first, follow_ups, last = converse(assistant, "Can I apply online?", lambda follow_up: True)
    assert (first.dialogue.match.module, first.dialogue.match.claim) == (applying, "can_apply_online")
    answer = last.answer
    # the questions come from the eligibility section, where the condition is defined
    assert [(f.fact, f.module) for f in follow_ups] == [("live_in_england", eligibility),
                                                        ("get_pension_credit", eligibility)]
    assert answer.label == "yes" and answer.modules == (applying, eligibility)
    assert {n.module for n in answer.proof.nodes() if n.type == "rule"} == {applying, eligibility}
    text = explain(answer, assistant.knowledge.engine.modules)
    assert f"rule from {applying}" in text and f"rule from {eligibility}" in text
    assert "You can apply online if you're eligible for the Warm Home Grant." in text
    assert "You're eligible for the Warm Home Grant if you live in England" in text


def test_a_no_names_the_failed_condition_in_the_other_chunk(corpus, assistant):
    kb, docs = corpus
    eligibility = chunk_of(kb, docs, "grant", "Eligibility")
    *_, last = converse(assistant, "Can I apply online?", lambda follow_up: follow_up.fact != "get_pension_credit")
    answer = last.answer
    assert answer.label == "no"
    assert any(n.module == eligibility and n.fact == "get_pension_credit" for n in answer.proof.nodes())


def test_a_question_on_one_page(corpus, assistant):
    kb, docs = corpus
    replies = {"get_pension_credit_or_income_support": True, "live_in_care_home": True}
    first, _, last = converse(assistant, "Can I get a Cold Weather Payment?", lambda follow_up: replies[follow_up.fact])
    assert first.dialogue.match.module == chunk_of(kb, docs, "cold")
    assert last.answer.label == "no"


def test_a_question_that_asks_how_long_is_answered_by_the_text_not_by_follow_ups(corpus, assistant):
    """The section's rule has conditions; what it says answers the question, quoted whole
    though the paragraph is wrapped mid-sentence."""
    kb, docs = corpus
    turn = assistant.start("How long until my council writes about my application?")
    assert turn.dialogue.match.module == chunk_of(kb, docs, "grant", "How to apply")
    assert turn.follow_up is None and turn.answer is not None
    said = verdict(turn.answer, assistant.knowledge.engine.modules)
    assert said.endswith("says: Your council will write to you within 4 weeks to tell you if your application "
                         "was successful.")
    assert assistant.current(turn.dialogue).answer == turn.answer  # it stays answered


def test_a_question_no_document_covers_is_irrelevant(assistant):
    turn = assistant.start("How many moons does Jupiter have?")
    assert turn.dialogue.match.irrelevant and turn.dialogue.conversation is None
    assert turn.answer.label == "irrelevant" and turn.dialogue.finished
    assert turn.dialogue.hull.chunks  # retrieval still shows what it looked at


def test_a_step_leaves_the_dialogue_it_was_given_as_it_was(assistant):
    """A dialogue is plain data a session keeps: a reply makes a new one, and a reply the
    follow-up cannot take leaves the old one asking the same question."""
    first = assistant.start("Can I apply online?")
    before = first.dialogue.pending
    second = assistant.reply(first.dialogue, True)
    assert first.dialogue.pending == before and first.dialogue.conversation.answers == {}
    assert second.dialogue.conversation.answers == {before: True} and second.follow_up.fact != before
    with pytest.raises(TypeError):
        assistant.reply(second.dialogue, "maybe")
    assert assistant.current(second.dialogue).follow_up == second.follow_up
    again = assistant.reply(first.dialogue, True)  # the same step from the same dialogue: the same turn
    assert again.follow_up == second.follow_up and again.dialogue == second.dialogue


def ask(kb: Path, question: str, *args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "nesy_chat", "ask", question, "--kb", str(kb), *args], input=stdin,
                          capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=300)


def test_ask_json_events_hull_follow_ups_answer(corpus):
    kb, docs = corpus
    result = ask(kb.folder, "Can I apply online?", "--json", stdin="yes\nno\n")
    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in result.stdout.splitlines()]
    assert [e["event"] for e in events] == ["hull", "follow_up", "follow_up", "answer"]
    hull, answer = events[0], events[-1]
    assert {"chunks", "nodes", "edges"} <= set(hull) and hull["nodes"][0]["why"]
    assert events[1]["question"] == "Do you live in England?"
    assert answer["label"] == "no" and answer["claim"] == "can_apply_online"
    assert {"open_facts", "facts_used", "proof", "explanation"} <= set(answer)
    assert [s["headings"][-1] for s in answer["sources"]] == ["How to apply", "Eligibility"]
    assert all(s["source"] == str((docs / "grant.md").resolve()) for s in answer["sources"])


@pytest.mark.slow
def test_ask_in_the_terminal_and_errors(corpus, tmp_path):
    kb, _ = corpus
    result = ask(kb.folder, "Can I get a Winter Fuel Payment?", stdin="yes\nyes\n")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Claim: ")
    assert "Yes:" in result.stdout and "Source: Winter Fuel Payment" in result.stdout
    irrelevant = ask(kb.folder, "How many moons does Jupiter have?")
    assert irrelevant.returncode == 0 and "Not covered by these documents." in irrelevant.stdout
    assert "The nearest documents: " in irrelevant.stdout
    missing = ask(tmp_path / "nowhere", "Anything?")
    assert missing.returncode == 1 and missing.stderr.startswith("error: no knowledge base at")
    assert not (tmp_path / "nowhere").exists()


@pytest.mark.slow
def test_ask_brings_its_seed_up_to_date_and_says_what_an_older_compiler_made(tmp_path):
    """`ask` answers as the app would: documents of its seed that an older compiler made are
    compiled again first; those it cannot find again are named in a notice, not silently used."""
    from nesy_chat.cli import ask_command

    kb = kb_of(tmp_path, {"grant": "You can get the Garden Grant if you own a garden.",
                          "loan": "You can get the Pond Loan if you dig a pond."})
    for entry in kb.manifest.documents.values():
        entry.synthesizer = "rules-2000.01.01.1"
    kb.save_manifest()
    (tmp_path / "docs" / "loan.md").unlink()  # the seed holds the grant alone now
    stdout, stderr = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(stderr):
        assert ask_command(KnowledgeBase(kb.folder), "Can I get the Garden Grant?", True, io.StringIO("yes\n"),
                           stdout, seed=[tmp_path / "docs"]) == 0
    assert json.loads(stdout.getvalue().splitlines()[-1])["label"] == "yes"
    key = f"rules-{RulesSynthesizer.version}"
    assert sorted(e.synthesizer for e in KnowledgeBase(kb.folder).manifest.documents.values()) == [
        "rules-2000.01.01.1", key]
    assert "notice: 1 document in " in stderr.getvalue() and "older rules compiler" in stderr.getvalue()
    again = ask(kb.folder, "Can I get the Garden Grant?", "--json", stdin="yes\n")
    assert again.returncode == 0 and "notice: 1 document in " in again.stderr  # the loan is still the old one's


def grants(folder: Path, conditions: dict[str, str]):
    """A knowledge base of texts that all answer "Can I get the Garden Grant?" about equally,
    each on its own condition."""
    return kb_of(folder, {who: f"# Garden Grant for {who}\n\nYou can get the Garden Grant if you {condition}."
                          for who, condition in conditions.items()})


def kb_of(folder: Path, texts: dict[str, str]) -> KnowledgeBase:
    """A knowledge base of these texts (name -> text), ingested in `folder`."""
    docs = folder / "docs"
    docs.mkdir()
    for name, text in texts.items():
        (docs / f"{name}.md").write_text(text + "\n", encoding="utf-8")
    kb = KnowledgeBase(folder / "kb")
    ingest(kb, load([docs]).documents, load_synthesizer("rules"), get_embedder(), progress=False)
    return kb


@pytest.fixture(scope="module")
def two_grants(tmp_path_factory):
    return grants(tmp_path_factory.mktemp("grants"), {"owners": "own a garden", "tenants": "rent an allotment"})


def test_the_other_text_is_tried_when_the_user_knows_nothing_of_the_first(two_grants):
    knowledge = Knowledge(two_grants)
    assistant = Assistant(knowledge)
    try:
        turn = assistant.start("Can I get the Garden Grant?")
        match = turn.dialogue.match
        # the claims were ranked from the graph: only the module talked about is loaded
        assert {r.candidate.module for r in match.ranking} == set(turn.dialogue.hull.chunks[:2])
        assert set(knowledge.engine.modules) == {match.module}
        asked_questions = []

        def replies(follow_up):
            first = not asked_questions
            asked_questions.append(follow_up.question)
            return None if first else True

        last = drive(turn, assistant.reply, replies)
        answer = last.answer
        assert answer.label == "yes" and not answer.negated and answer.modules[0] != match.module
        second = assistant.reply(turn.dialogue, None)  # the other claim is announced with its first question
        assert [c.module for c in second.tried] == [answer.modules[0]] and second.follow_up is not None
        assert len(asked_questions) == 2 and asked_questions[0] != asked_questions[1]
        assert set(knowledge.engine.modules) == {match.module, answer.modules[0]}
        # the user knows nothing of either: the first conversation's open answer stands
        answer = drive(turn, assistant.reply, lambda follow_up: None).answer
        assert answer.label == "more" and answer.modules[0] == match.module
    finally:
        knowledge.close()


def test_alternatives_come_from_the_whole_hull_once_the_first_claim_draws_no_answer(tmp_path):
    """The first claim is chosen among the hull's best chunks only; when the user can say
    nothing about it, every chunk of the hull is ranked for the next tries (without the hull,
    only the first ranking's other claims are)."""
    kb = grants(tmp_path, {"owners": "own a garden", "tenants": "rent an allotment", "farmers": "farm an orchard",
                           "schools": "run a school garden", "clubs": "lead a gardening club"})
    knowledge = Knowledge(kb)
    assistant = Assistant(knowledge)
    try:
        turn = assistant.start("Can I get the Garden Grant?")
        match, hull = turn.dialogue.match, turn.dialogue.hull
        assert len(hull.chunks) == 5
        last = hull.chunks[-1]
        assert last not in {r.candidate.module for r in match.ranking}
        (wanted,) = [f.question for f in kb.module(last).user_facts]
        asked_questions = []

        def replies(follow_up):
            asked_questions.append(follow_up.question)
            return True if follow_up.question == wanted else None

        def narrow(dialogue, reply):
            return step(knowledge.engine, dialogue, reply, scope=knowledge.scope)

        narrowly = step(knowledge.engine, begin(turn.dialogue.question, match, knowledge.scope), scope=knowledge.scope)
        answer = drive(narrowly, narrow, replies).answer
        assert answer.label == "more" and wanted not in asked_questions  # the best chunks only
        asked_questions.clear()
        answer = drive(turn, assistant.reply, replies).answer
        assert answer.label == "yes" and answer.modules[0] == last and asked_questions[-1] == wanted
        assert len(asked_questions) == 5 > CLAIM_CHUNKS  # each text's question once
    finally:
        knowledge.close()


def test_the_text_the_users_situation_speaks_of_is_weighed_though_the_question_ranks_it_low(tmp_path):
    """Five sections answer 'Can I get the Garden Grant?' alike; the user who says they lead a
    gardening club is asked about that section first, wherever the question alone ranks it:
    the texts that fit the whole message are weighed with the question's best."""
    conditions = {"owners": "own a garden", "tenants": "rent an allotment", "farmers": "farm an orchard",
                  "schools": "run a school garden", "clubs": "lead a gardening club"}
    kb = grants(tmp_path, conditions)
    knowledge = Knowledge(kb)
    assistant = Assistant(knowledge)
    try:
        alone = assistant.start("Can I get the Garden Grant?").dialogue
        last = alone.hull.chunks[-1]
        assert last not in {r.candidate.module for r in alone.match.ranking}
        (condition,) = [c for c in conditions.values() if f"if you {c}." in kb.module(last).text]
        told = assistant.start("Can I get the Garden Grant?", situation=f"I {condition} in the village.").dialogue
        assert told.match.module == last and told.situation == f"I {condition} in the village."
        assert set(told.hull.chunks) == set(alone.hull.chunks)
    finally:
        knowledge.close()


def test_i_dont_know_to_everything_tries_only_claims_as_fit_and_ends_with_what_is_open(tmp_path):
    """A user who knows nothing is asked about the texts that fit the question about as well
    as the first (the other Garden Grant), not about a grant for something else, and is
    told what is still open, in words."""
    kb = kb_of(tmp_path, {
        "owners": "# Owners\n\nYou can get the Garden Grant if you own a garden and you live in the county.",
        "tenants": "# Tenants\n\nYou can get the Garden Grant if you rent a flat with a shared garden.",
        "trees": "# Trees\n\nYou can get a tree planting grant if you plant native trees."})
    knowledge = Knowledge(kb)
    assistant = Assistant(knowledge)
    try:
        turn = assistant.start("Can I get the Garden Grant?")
        dialogue = turn.dialogue
        wider = rank_claims(knowledge.retriever, dialogue.hull.chunks, dialogue.question, assistant.matcher)
        trees = [r for r in wider.ranking if "tree" in r.candidate.gloss]
        assert trees and trees[0].relevant  # only its fit keeps it out of the tour
        asked = []
        last = drive(turn, assistant.reply, lambda follow_up: asked.append(follow_up.question))
        assert "Do you plant native trees?" not in asked
        assert "Do you rent a flat with a shared garden?" in asked and "Do you own a garden?" in asked
        answer = last.answer
        assert answer.label == "more" and answer.modules[0] == dialogue.match.module
        assert verdict(answer, knowledge.engine.modules) == (
            "It depends on whether you own a garden and you live in the county." if "own a garden" in asked[0]
            else "It depends on whether you rent a flat with a shared garden.")
    finally:
        knowledge.close()


def test_ask_json_announces_the_alternative(tmp_path):
    """A text that fits nearly as well as the first (not about equally: no choice) is tried next."""
    kb = kb_of(tmp_path, {
        "owners": "# Garden Grant for owners\n\nYou can get the Garden Grant if you own a garden.",
        "tenants": "# Help for tenants\n\nTenants may also get the grant for gardens if they rent an allotment."})
    result = ask(kb.folder, "Can I get the Garden Grant?", "--json", stdin="?\nyes\nyes\n")
    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in result.stdout.splitlines()]
    assert [e["event"] for e in events] == ["hull", "follow_up", "alternative", "follow_up", "follow_up", "answer"]
    # said to the reader: the tenants the text is about ("if they rent an allotment") are asked whether they are one
    assert events[-1]["label"] == "yes" and events[2]["gloss"] == "you may get the grant for gardens"
    assert {events[3]["question"], events[4]["question"]} == {"Are you a tenant?", "Do you rent an allotment?"}


def test_claims_that_fit_about_equally_are_offered_to_a_user_not_to_a_script(two_grants):
    knowledge = Knowledge(two_grants)
    assistant = Assistant(knowledge)
    try:
        assert assistant.start("Can I get the Garden Grant?").follow_up is not None  # the harness, scripts
        turn = assistant.start("Can I get the Garden Grant?", ask_choice=True)
        assert turn.follow_up is None and turn.answer is None
        offered = [r.candidate.module for r in turn.choices]
        assert offered == [turn.dialogue.match.module, *offered[1:]] and len(set(offered)) == 2
        assert assistant.current(turn.dialogue).choices == turn.choices
        with pytest.raises(IndexError):
            assistant.choose(turn.dialogue, 2)
        chosen = assistant.choose(turn.dialogue, 1)
        assert chosen.dialogue.match.module == offered[1] and not chosen.dialogue.choices
        assert chosen.follow_up.module == offered[1]
        # the user said which is meant: knowing nothing of it, no other claim is tried
        assert drive(chosen, assistant.reply, lambda follow_up: None).answer.modules[0] == offered[1]
    finally:
        knowledge.close()


def test_ask_offers_a_numbered_choice(two_grants):
    result = ask(two_grants.folder, "Can I get the Garden Grant?", stdin="2\nyes\n")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Your question fits more than one rule about equally. Which do you mean?"
    assert {lines[1][:5], lines[2][:5]} == {"  1. ", "  2. "}
    assert {lines[1][5:], lines[2][5:]} == {"You can get the Garden Grant (Garden Grant for owners)",
                                            "You can get the Garden Grant (Garden Grant for tenants)"}
    assert lines[3] == "2" and "Yes" in result.stdout  # the piped choice is echoed
    events = [json.loads(line) for line in ask(two_grants.folder, "Can I get the Garden Grant?", "--json",
                                               stdin="1\n?\n").stdout.splitlines()]
    assert [e["event"] for e in events] == ["hull", "choice", "follow_up", "answer"]
    assert [o["n"] for o in events[1]["options"]] == [1, 2] and events[-1]["label"] == "more"
    wrong = ask(two_grants.folder, "Can I get the Garden Grant?", stdin="maybe\n")
    assert wrong.returncode == 2 and "give a number from 1 to 2" in wrong.stderr


def test_ask_weighs_what_the_question_states_and_the_situation_given_apart(two_grants):
    """`ask` splits its question as the chat does; `--situation` adds to what it states. Either
    way the section the situation speaks of is asked about, with no choice offered."""
    stated = [json.loads(line) for line in ask(two_grants.folder, "I own a garden. Can I get the Garden Grant?",
                                                 "--json").stdout.splitlines()]
    assert [e["event"] for e in stated] == ["hull", "stated", "answer"]
    assert stated[0]["question"] == "Can I get the Garden Grant?" and stated[0]["situation"] == "I own a garden."
    assert stated[1]["question"] == "Do you own a garden?" and stated[-1]["label"] == "yes"
    apart = ask(two_grants.folder, "Can I get the Garden Grant?", "--situation", "I rent an allotment.")
    assert apart.returncode == 0, apart.stderr
    lines = apart.stdout.splitlines()
    assert lines[0] == "Your situation, weighed in choosing the rule: “I rent an allotment.”"
    assert "“I rent an allotment” answers “Do you rent an allotment?”" in apart.stdout
    assert "Garden Grant for tenants" in apart.stdout and "Which do you mean?" not in apart.stdout


@pytest.mark.parametrize("message, situation, expected", [
    ("Water from my washing machine soaked the floor. Is this covered?", "",
     ("Is this covered?", "Water from my washing machine soaked the floor.")),
    ("I'm 67. Can I get it?", "I live in Spain.", ("Can I get it?", "I'm 67. I live in Spain.")),
    ("Can I get the grant if I move abroad?", "", ("Can I get the grant if I move abroad?", "")),  # a supposition
    ("I care for my mother", "", ("I care for my mother", "")),  # asks nothing: all there is to go by
])
def test_a_message_is_divided_into_its_question_and_the_users_situation(message, situation, expected):
    """What the chat and the evaluation both match a claim by (`divide`)."""
    assert divide(message, situation) == expected


def test_a_section_is_asked_about_by_the_name_of_its_page(tmp_path):
    """ShARC's '## Your pay' section never names Working Tax Credit; only its page's address
    does. With the address the question is about it; without, nothing in the text says so."""
    texts = tmp_path / "rules.json"
    texts.write_text(json.dumps({
        "pay": "## Your pay\n\nThe work must last at least 4 weeks (or you must expect it to last 4 weeks) and must "
               "be paid.",
        "cold": "## Cold weather\n\nYou can get a Cold Weather Payment if you get Pension Credit."}), encoding="utf-8")
    urls = {"pay": "https://www.gov.uk/working-tax-credit/eligibility"}
    found = {}
    for known in (urls, {}):
        kb = KnowledgeBase(tmp_path / f"kb{len(known)}")
        ingest(kb, load([texts], known).documents, load_synthesizer("rules"), get_embedder(), progress=False)
        knowledge = Knowledge(kb)
        try:
            found[bool(known)] = Assistant(knowledge).start("Am I eligible for Working Tax Credit?").dialogue.match
        finally:
            knowledge.close()
    assert found[True].module is not None and found[True].module.startswith("pay-")
    assert found[False].irrelevant


# --- what the user's message states ----------------------------------------------------

def test_what_the_message_states_is_not_asked(corpus, assistant):
    turn = assistant.start("I live in England and I get Pension Credit. Can I apply online for the Warm Home Grant?")
    assert turn.answer is not None and turn.answer.label == "yes"
    stated = {s.fact: (s.value, s.words) for s in turn.dialogue.stated}
    assert stated == {"live_in_england": (True, "I live in England"),
                      "get_pension_credit": (True, "I get Pension Credit")}
    assert turn.answer.answers == {"live_in_england": True, "get_pension_credit": True}


def test_the_situation_given_apart_is_read_and_a_fact_taken_back_is_asked_again(assistant):
    turn = assistant.start("Can I get a Cold Weather Payment?", situation="I live in a care home.")
    assert turn.answer is not None and turn.answer.label == "no"
    assert [(s.fact, s.value) for s in turn.dialogue.stated] == [("live_in_care_home", True)]
    again = assistant.forget(turn.dialogue, "live_in_care_home")
    assert again.follow_up is not None and not again.dialogue.stated
    assert "live_in_care_home" not in again.dialogue.conversation.answers
    with pytest.raises(NotStatedError):
        assistant.forget(again.dialogue, "live_in_care_home")


def test_a_message_that_states_nothing_asks_everything(assistant):
    said = assistant.start("Can I get a Cold Weather Payment? I have questions about the weather.")
    plain = assistant.start("Can I get a Cold Weather Payment?")
    assert not said.dialogue.stated and said.follow_up == plain.follow_up


def test_only_the_facts_the_claim_depends_on_are_answered(engine):
    module = RulesSynthesizer().synthesize(Chunk("two", "You can get the grant if you live in England. "
                                                        "You can get the loan if you have a car."))
    engine.load(module)
    dialogue = Dialogue("", ConversationState("can_get_grant", ["two"]))
    stated = (Stated("live_in_england", True, "I live in England", "Do you live in England?"),
              Stated("have_car", False, "I don't have a car", "Do you have a car?"))
    taken = take_stated(engine, dialogue, stated)
    assert taken.stated == stated and taken.conversation.answers == {"live_in_england": True}
    assert dialogue.conversation.answers == {}  # the dialogue given is left as it was
    assert step(engine, taken, scope=lambda chunk: [chunk]).answer.label == "yes"


def test_ask_says_what_the_question_itself_answered(corpus):
    kb, _ = corpus
    result = ask(kb.folder, "I live in England and get Pension Credit. Can I apply online?", "--json")
    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in result.stdout.splitlines()]
    stated = [e for e in events if e["event"] == "stated"]
    assert {e["question"] for e in stated} == {"Do you live in England?", "Do you get Pension Credit?"}
    assert all(e["value"] is True for e in stated) and events[-1]["label"] == "yes"
    assert [e["event"] for e in events if e["event"] == "follow_up"] == []  # nothing left to ask



@pytest.mark.parametrize("question", ["Is there a grant for a caravan roof?", "How do I renew my caravan permit?"])
def test_a_question_about_a_thing_no_document_mentions_is_not_covered(assistant, question):
    """Nothing here mentions caravans, and little else of the question is in the nearest text:
    answering from its claim would answer another question (both were answered before)."""
    turn = assistant.start(question)
    assert turn.dialogue.match.irrelevant and turn.answer.label == "irrelevant"
    assert turn.dialogue.hull.chunks  # the nearest documents can still be named


def test_a_thing_named_in_other_words_keeps_the_claim_the_rest_of_the_question_names(assistant):
    """No text says 'bungalow', but the question is about the grant the text is about."""
    turn = assistant.start("Can I get the Warm Home Grant for my bungalow?")
    assert not turn.dialogue.match.irrelevant


@pytest.fixture(scope="module")
def crisis(tmp_path_factory):
    return kb_of(tmp_path_factory.mktemp("crisis"), {
        "crisis": "# Crisis Payment\n\nYou can get a Crisis Payment if you have had a flood in your home.",
        "garden": "# Garden Grant\n\nYou can get the Garden Grant if you own a garden."})


def test_a_loose_claim_the_user_can_say_nothing_about_is_not_covered(crisis):
    """'Parenting Payment' shares only 'Payment' with the Crisis Payment text: it is the nearest
    rule, asked about, but when the user can answer none of its questions the answer is 'not
    covered', not 'it depends' on a flood. An answer, a claim that names what is asked, or a
    claim the user chose keeps the conversation's verdict."""
    knowledge = Knowledge(crisis)
    assistant = Assistant(knowledge)
    try:
        turn = assistant.start("Can I get the Parenting Payment?")
        assert not turn.dialogue.match.irrelevant and turn.follow_up is not None
        last = drive(turn, assistant.reply, lambda follow_up: None)
        assert last.answer.label == "irrelevant" and last.dialogue.finished
        assert assistant.current(last.dialogue).answer.label == "irrelevant"
        assert drive(turn, assistant.reply, lambda follow_up: True).answer.label == "yes"
        named = assistant.start("Can I get a Crisis Payment?")
        assert drive(named, assistant.reply, lambda follow_up: None).answer.label == "more"
        chosen = replace(turn.dialogue, chosen=True)
        assert drive(Turn(chosen, follow_up=turn.follow_up), assistant.reply,
                     lambda follow_up: None).answer.label == "more"
    finally:
        knowledge.close()


def test_ask_says_not_covered_after_a_conversation_and_names_the_nearest(tmp_path):
    """What `ask` prints for 'not covered', before a conversation or after one nothing the user
    could answer bore on (`nothing_bore_on`, an answer with no proof to cite): the verdict and
    the nearest documents."""
    import io

    from nesy_chat.cli import _not_covered
    from nesy_chat.qa.dialogue import irrelevant

    kb = kb_of(tmp_path, {"garden": "# Garden Grant\n\nYou can get the Garden Grant if you own a garden."})
    knowledge = Knowledge(kb)
    try:
        out = io.StringIO()
        assert _not_covered(irrelevant(), [r.chunk.id for r in kb.chunks()[0]], knowledge, False, out) == 0
        assert out.getvalue().splitlines()[0] == "Not covered by these documents."
        assert "The nearest documents: Garden Grant" in out.getvalue()
    finally:
        knowledge.close()


# --- a question about someone else ----------------------------------------------------

def test_a_question_about_someone_else_asks_its_follow_ups_about_them(assistant):
    """'Can my mum get ...?' asks about her: 'Does your mum get ...?', not 'Do you get ...?'."""
    mine = assistant.start("Can I get a Cold Weather Payment?")
    hers = assistant.start("Can my mum get a Cold Weather Payment?")
    assert hers.follow_up.fact == mine.follow_up.fact
    assert mine.follow_up.question.startswith("Do you get Pension Credit")
    assert hers.follow_up.question.startswith("Does your mum get Pension Credit")
    turn = assistant.reply(hers.dialogue, True)
    assert turn.follow_up.question == "Does your mum live in a care home?"  # each question names her
    assert assistant.current(turn.dialogue).follow_up == turn.follow_up
    answer = assistant.reply(turn.dialogue, False).answer
    assert answer.label == "yes" and answer.person == hers.dialogue.person
    # the verdict is hers; the trace beneath it keeps the rule's words and the user's answers
    assert verdict(answer, assistant.knowledge.engine.modules).startswith("Yes: your mum can get")


def test_what_the_message_states_of_the_person_asked_about_is_read_as_theirs(assistant):
    """'My mum lives in a care home. Can she ...?' answers her 'live in a care home'; the
    asker's own 'I live in a care home' says nothing of her."""
    hers = assistant.ask("My mum lives in a care home. Can she get a Cold Weather Payment?")
    assert [(s.fact, s.value, s.words) for s in hers.dialogue.stated] == [
        ("live_in_care_home", True, "My mum lives in a care home")]
    assert hers.answer is not None and hers.answer.label == "no"
    said = verdict(hers.answer, assistant.knowledge.engine.modules)
    assert said.startswith("No: ") and "your mum" in said and " she " not in f" {said} ", said
    mine = assistant.ask("I live in a care home. Can my mum get a Cold Weather Payment?")
    assert not mine.dialogue.stated and mine.follow_up.question.startswith("Does your mum")


def test_a_stated_claim_the_question_does_not_ask_is_not_offered_beside_the_rule():
    """'Can I get DSAs?' fits 'DSAs don't have to be paid back' about as well as the rule by its
    words, but asks the rule: no choice between them is offered."""
    text = "You can get DSAs if you live in England. DSAs don't have to be paid back."
    rule = Candidate("dsa", "can_get_dsas", "you can get DSAs", text)
    repaid = Candidate("dsa", "dsas_have_to_be_paid_back", "DSAs have to be paid back", text, stated=True)
    match = match_claim("Can I get DSAs?", [repaid, rule])
    assert match.claim == "can_get_dsas" and match.ranking[1].unasked and choices(match) == ()
    assert not match_claim("Do I have to pay DSAs back?", [repaid, rule]).ranking[0].unasked
