"""A question against a real knowledge base: hull, claim, conversation; and `ask` on the command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from kb_corpus import build, chunk_of

from nesy_chat.kb.documents import load
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.kb.ingest import ingest, load_synthesizer
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.qa.assistant import Asker
from nesy_chat.qa.dialogue import run
from nesy_chat.qa.explain import explain

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    return build(tmp_path_factory.mktemp("ask"))


@pytest.fixture(scope="module")
def asker(corpus):
    asker = Asker(corpus[0])
    yield asker
    asker.close()


def test_a_proof_across_two_chunks_cites_both(corpus, asker):
    kb, docs = corpus
    applying = chunk_of(kb, docs, "grant", "How to apply")
    eligibility = chunk_of(kb, docs, "grant", "Eligibility")
    asked = asker.ask("Can I apply online?")
    assert (asked.match.module, asked.match.claim) == (applying, "can_apply_online")
    follow_ups, answer = run(asked.conversation, lambda follow_up: True)
    # the questions come from the eligibility section, where the condition is defined
    assert [(f.fact, f.module) for f in follow_ups] == [("live_in_england", eligibility),
                                                        ("get_pension_credit", eligibility)]
    assert answer.label == "yes" and answer.modules == (applying, eligibility)
    assert {n.module for n in answer.proof.nodes() if n.type == "rule"} == {applying, eligibility}
    text = explain(answer, asker.engine.modules)
    assert f"rule from {applying}" in text and f"rule from {eligibility}" in text
    assert "You can apply online if you're eligible for the Warm Home Grant." in text
    assert "You're eligible for the Warm Home Grant if you live in England" in text


def test_a_no_names_the_failed_condition_in_the_other_chunk(corpus, asker):
    kb, docs = corpus
    eligibility = chunk_of(kb, docs, "grant", "Eligibility")
    asked = asker.ask("Can I apply online?")
    _, answer = run(asked.conversation, lambda follow_up: follow_up.fact != "get_pension_credit")
    assert answer.label == "no"
    assert any(n.module == eligibility and n.fact == "get_pension_credit" for n in answer.proof.nodes())


def test_a_question_on_one_page(corpus, asker):
    kb, docs = corpus
    asked = asker.ask("Can I get a Cold Weather Payment?")
    assert asked.match.module == chunk_of(kb, docs, "cold")
    replies = {"get_pension_credit_or_income_support": True, "live_in_care_home": True}
    _, answer = run(asked.conversation, lambda follow_up: replies[follow_up.fact])
    assert answer.label == "no"


def test_a_question_no_document_covers_is_irrelevant(asker):
    asked = asker.ask("How many moons does Jupiter have?")
    assert asked.match.irrelevant and asked.conversation is None
    assert asked.hull.chunks  # retrieval still shows what it looked at


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
    missing = ask(tmp_path / "nowhere", "Anything?")
    assert missing.returncode == 1 and missing.stderr.startswith("error: no knowledge base at")
    assert not (tmp_path / "nowhere").exists()


def grants(folder: Path, conditions: dict[str, str]):
    """A knowledge base of texts that all answer "Can I get the Garden Grant?", each on its own
    condition."""
    docs = folder / "docs"
    docs.mkdir()
    for who, condition in conditions.items():
        (docs / f"{who}.md").write_text(f"# Garden Grant for {who}\n\nYou can get the Garden Grant if you "
                                        f"{condition}.\n", encoding="utf-8")
    kb = KnowledgeBase(folder / "kb")
    ingest(kb, load([docs]).documents, load_synthesizer("rules"), get_embedder(), progress=False)
    return kb


@pytest.fixture(scope="module")
def two_grants(tmp_path_factory):
    return grants(tmp_path_factory.mktemp("grants"), {"owners": "own a garden", "tenants": "rent an allotment"})


def test_settle_tries_the_other_text_when_the_user_knows_nothing_of_the_first(two_grants):
    from nesy_chat.qa.assistant import settle

    asker = Asker(two_grants)
    try:
        asked = asker.ask("Can I get the Garden Grant?")
        # the claims were ranked from the graph: only the module talked about is loaded
        assert {r.candidate.module for r in asked.match.ranking} == set(asked.hull.chunks[:2])
        assert set(asker.engine.modules) == {asked.match.module}
        asked_questions = []

        def converse(conversation):
            first = not asked_questions
            _, answer = run(conversation, lambda f: asked_questions.append(f.question) or (None if first else True))
            return answer

        candidate, negated, answer = settle(asker.engine, asked.match, asker.scope, converse)
        assert answer.label == "yes" and not negated and candidate.module != asked.match.module
        assert len(asked_questions) == 2 and asked_questions[0] != asked_questions[1]
        assert set(asker.engine.modules) == {asked.match.module, candidate.module}
        # the user knows nothing of either: the first conversation's open answer stands
        candidate, _, answer = settle(asker.engine, asked.match, asker.scope,
                                      lambda conversation: run(conversation, lambda f: None)[1])
        assert answer.label == "more" and candidate.module == asked.match.module
    finally:
        asker.close()


def test_alternatives_come_from_the_whole_hull_once_the_first_claim_draws_no_answer(tmp_path):
    """The first claim is chosen among the hull's best chunks only; when the user can say
    nothing about it, every chunk of the hull is ranked for the next tries."""
    from nesy_chat.qa.assistant import CLAIM_CHUNKS, settle

    kb = grants(tmp_path, {"owners": "own a garden", "tenants": "rent an allotment", "farmers": "farm an orchard",
                           "schools": "run a school garden", "clubs": "lead a gardening club"})
    asker = Asker(kb)
    try:
        asked = asker.ask("Can I get the Garden Grant?")
        assert len(asked.hull.chunks) == 5
        last = asked.hull.chunks[-1]
        assert last not in {r.candidate.module for r in asked.match.ranking}
        (wanted,) = [f.question for f in kb.module(last).user_facts]
        asked_questions = []

        def converse(conversation):
            return run(conversation, lambda f: asked_questions.append(f.question) or (True if f.question == wanted
                                                                                     else None))[1]

        candidate, _, answer = settle(asker.engine, asked.match, asker.scope, converse)
        assert answer.label == "more" and wanted not in asked_questions  # the best chunks only
        asked_questions.clear()
        candidate, _, answer = settle(asker.engine, asked.match, asker.scope, converse,
                                      wider=lambda: asker.wider(asked))
        assert answer.label == "yes" and candidate.module == last and asked_questions[-1] == wanted
        assert len(asked_questions) == 5 > CLAIM_CHUNKS  # each text's question once
    finally:
        asker.close()


def test_ask_json_announces_the_alternative(two_grants):
    result = ask(two_grants.folder, "Can I get the Garden Grant?", "--json", stdin="?\nyes\n")
    assert result.returncode == 0, result.stderr
    events = [json.loads(line) for line in result.stdout.splitlines()]
    assert [e["event"] for e in events] == ["hull", "follow_up", "alternative", "follow_up", "answer"]
    assert events[-1]["label"] == "yes" and events[2]["gloss"].startswith("you can get the Garden Grant")


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
        asker = Asker(kb)
        try:
            found[bool(known)] = asker.ask("Am I eligible for Working Tax Credit?").match
        finally:
            asker.close()
    assert found[True].module is not None and found[True].module.startswith("pay-")
    assert found[False].irrelevant
