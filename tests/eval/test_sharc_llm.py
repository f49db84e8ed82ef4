"""The ShARC harness with a model in its roles: LLM user, query composition, the paper's
baselines. The model is the fake Ollama server; data, compiler, engine and embeddings are real."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nesy_chat.cli import main
from nesy_chat.eval.metrics import summary
from nesy_chat.eval.sharc import SharcOptions, run_sharc
from nesy_chat.eval.simulated_user import LLMUser, Turn
from nesy_chat.synthesis.rules import RulesSynthesizer

MCA = ("If you don't claim marriage allowance and you or your partner were born before 6 April 1935, "
       "you may be able to claim married couple's allowance.")
CLAIM = "may_be_able_to_claim_married_couples_allowance"
RECORD = {"utterance_id": "u1", "source_url": "https://www.gov.uk/married-couples-allowance", "snippet": MCA,
          "question": "Could I claim married couple's allowance?", "answer": "Yes", "history": [],
          "scenario": "I was born in 1931 and I have never claimed marriage allowance.",
          "evidence": [{"follow_up_question": "Do you claim marriage allowance?", "follow_up_answer": "No"}]}


@pytest.fixture
def data(tmp_path) -> Path:
    other = {**RECORD, "utterance_id": "u2", "answer": "Irrelevant", "question": "Can I renew my passport online?",
             "scenario": "", "evidence": []}
    path = tmp_path / "sharc.jsonl"
    path.write_text(json.dumps(RECORD) + "\n" + json.dumps(other) + "\n", encoding="utf-8")
    return path


def _model(request: dict) -> dict:
    """The model's part: the query for the question, or the user's answer as the context says."""
    prompt = request["messages"][-1]["content"]
    if "Question from the system:" in prompt:
        asked = prompt.split("Question from the system:")[-1].lower()
        return {"answer": "no" if "marriage allowance" in asked else "yes" if "born" in asked else "unknown"}
    return {"claim": "none" if "passport" in prompt else CLAIM, "negated": False}


def test_the_llm_user_answers_from_scenario_history_and_evidence(ollama):
    ollama.reply({"answer": "yes"}, {"answer": "no"}, {"answer": "unknown"})
    user = LLMUser(ollama.llm(), "I was born in 1931.", [Turn("Do you claim marriage allowance?", False)])
    assert [user.reply(q) for q in ("Born before 1935?", "Claim MA?", "Are you blind?")] == [True, False, None]
    assert (user.answered, user.unknown) == (2, 1)
    context = ollama.chats[0]["messages"][1]["content"]
    assert "Scenario: I was born in 1931." in context and "Q: Do you claim marriage allowance? A: No" in context
    assert ollama.chats[0]["format"]["properties"]["answer"]["enum"] == ["yes", "no", "unknown"]


def test_nesy_with_query_composition_and_the_llm_user(ollama, data):
    ollama.answer(_model)
    options = SharcOptions(data, matcher="llm", user="llm", scenario=False)  # the model's user answers all
    report = run_sharc(options, RulesSynthesizer(), llm=ollama.llm())
    first, second = report["utterances"]
    assert (first["label"], first["claim"], second["label"]) == ("yes", CLAIM, "irrelevant")
    assert [r["answer"] for r in first["replies"]] == [False, True]
    assert report["accuracy"] == 1.0 and report["matcher"] == "llm" and report["simulated_user"]["kind"] == "llm"
    llm = report["llm"]
    assert llm["models"] == ["ollama/qwen2.5:7b"] and llm["answer"]["calls"] == 4 and llm["compile"]["calls"] == 0
    assert llm["per_question"]["calls"] == 2 and llm["per_rule_text"]["calls"] == 0
    assert "ollama/qwen2.5:7b: 4 calls (0 cached)" in summary(report)


def test_the_upper_baseline_sees_everything_at_once(ollama, data):
    ollama.reply({"label": "yes"}, {"label": "irrelevant"})
    report = run_sharc(SharcOptions(data, system="llm-upper"), None, llm=ollama.llm())
    assert [u["label"] for u in report["utterances"]] == ["yes", "irrelevant"]
    prompt = ollama.chats[0]["messages"][1]["content"]
    assert MCA in prompt and "Scenario: I was born in 1931" in prompt and "Q: Do you claim marriage allowance? A: No" in prompt
    assert report["synthesizer"] is None and report["baselines"]["ask_nothing"] is None
    assert "system llm-upper" in summary(report) and "ask nothing n/a" in summary(report)


def test_the_rag_baseline_asks_follow_ups_when_it_needs_more(ollama, data):
    ollama.reply({"relevant": True}, {"label": "more"},
                 {"questions": ["Do you claim marriage allowance?", "Were you born before 6 April 1935?"]},
                 {"label": "yes"},  # first utterance, after the answers
                 {"relevant": False})  # second: nothing relevant, so irrelevant without a prediction
    report = run_sharc(SharcOptions(data, system="llm-rag"), None, llm=ollama.llm())
    assert [u["label"] for u in report["utterances"]] == ["yes", "irrelevant"]
    assert [r["answer"] for r in report["utterances"][0]["replies"]] == [False, None]  # embedding user
    final = ollama.chats[3]["messages"][1]["content"]
    assert "Q: Do you claim marriage allowance? A: No" in final and "A: I do not know" in final
    assert len(ollama.chats) == 5


def test_an_llm_role_without_a_server_is_one_clear_error(data, capsys):
    from fake_ollama import closed_port

    code = main(["eval", "sharc", "--data", str(data), "--system", "llm-upper", "--ollama-host", closed_port()])
    err = capsys.readouterr().err
    assert code == 1 and err.startswith("error: cannot reach an Ollama server at") and "Traceback" not in err


def test_llm_synthesis_without_a_server_falls_back_to_rules_with_a_notice(data, tmp_path, capsys):
    from fake_ollama import closed_port

    out = tmp_path / "report.json"
    code = main(["eval", "sharc", "--data", str(data), "--synth", "llm", "--ollama-host", closed_port(),
                 "--out", str(out)])
    captured = capsys.readouterr()
    assert code == 0 and "notice: cannot reach an Ollama server" in captured.err
    assert "Using the rules synthesizer instead." in captured.out  # in the summary too
    report = json.loads(out.read_text(encoding="utf-8"))
    from nesy_chat.synthesis.rules import RulesSynthesizer

    assert report["synthesizer"] == f"rules-{RulesSynthesizer.version}"
    assert len(report["notices"]) == 1 and report["accuracy"] == 0.5


def test_the_model_reads_the_scenario_and_its_readings_are_reported(ollama, data):
    """`--reader llm`: what the model finds in the question and scenario, checked, spares the
    follow-up (the scenario says the user never claimed marriage allowance)."""
    def read(request: dict) -> dict:
        prompt = request["messages"][-1]["content"]
        facts = prompt.split("Facts:")[-1]
        number = next((line.split(".")[0].strip() for line in facts.splitlines() if "marriage allowance" in line),
                      None)
        stated = [{"fact": int(number), "value": False, "words": "I have never claimed marriage allowance"}] \
            if number and "never claimed marriage allowance" in prompt.split("Facts:")[0] else []
        return {"stated": stated}

    ollama.answer(read)
    report = run_sharc(SharcOptions(data, reader="llm", limit=1), RulesSynthesizer(), llm=ollama.llm())
    assert report["reader"] == "llm" and report["errors"] == 0
    (utterance,) = report["utterances"]
    assert "marriage allowance" not in " ".join(r["question"] for r in utterance["replies"])
    assert any("marriage allowance" in r["words"] for r in utterance["read"])
    assert any("Facts:" in chat["messages"][-1]["content"] for chat in ollama.chats)  # the model read it
