"""The LLM reader through the ProblemReader seam: fake Ollama replies, real router and solvers.

`eval.logic.evaluate` takes any reader; these tests hand it the LLM one and check what the
seam promises: a Problem the router can solve, or ParseError - with solver errors sent back
to the model for repair (SymbolLKG's self-refine loop) at most 3 times."""

from __future__ import annotations

import json
from pathlib import Path

from nesy_chat.eval.logic import evaluate
from nesy_chat.logic.llm_reader import LLMReader

SAMPLES = json.loads(Path(__file__).with_name("samples.json").read_text(encoding="utf-8"))
FOLIO = {"id": "FOLIO_x", "answer": "A", "options": ["A) True", "B) False", "C) Uncertain"],
         "context": "All people who regularly drink coffee are dependent on caffeine. Rina regularly drinks coffee.",
         "question": "Based on the above information, is the following statement true, false, or uncertain? "
                     "Rina is dependent on caffeine."}
BLANK = {"kind": "fact", "predicate": "", "args": [], "entity": "", "place": 0, "from_last": False,
         "earlier": "", "later": "", "negated": False, "sentence": -1}


def fact(predicate: str, *args: str, sentence: int = -1) -> dict:
    return {**BLANK, "predicate": predicate, "args": list(args), "sentence": sentence}


def position(entity: str, place: int, sentence: int = -1) -> dict:
    return {**BLANK, "kind": "position", "entity": entity, "place": place, "sentence": sentence}


def folio_reply(conclusion_var: str) -> dict:
    return {"objects": [], "statements": [fact("drinks_coffee", "rina", sentence=1)],
            "rules": [{"conditions": [fact("drinks_coffee", "X")],
                       "conclusion": fact("dependent_on_caffeine", conclusion_var), "sentence": 0}],
            "question": fact("dependent_on_caffeine", "rina"), "wanted": "true", "options": []}


def test_a_solver_error_goes_back_and_the_repaired_reading_is_solved(ollama, tmp_path):
    ollama.reply(folio_reply("Y"), folio_reply("X"))
    report = evaluate([FOLIO], tmp_path / "folio_train.json", LLMReader(ollama.llm()))
    result = report["results"][0]
    assert report["reader"] == "llm" and result["predicted"] == "A" and result["solver"] == "prolog"
    repair = ollama.chats[1]["messages"][-1]["content"]
    assert "Y in the conclusion of dependent_on_caffeine(Y) :- drinks_coffee(X) occurs in no condition" in repair
    assert "[0] All people who regularly drink coffee" in ollama.chats[0]["messages"][1]["content"]


def test_options_that_are_statements_go_to_z3(ollama, tmp_path):
    deduction = {**SAMPLES["DEDUCTION"], "id": "logical_deduction_x", "answer": "B"}
    options = [{"label": label, "statement": position(bird, 1)} for label, bird in zip("ABC", ("jay", "owl", "crow"))]
    ollama.reply({"objects": ["jay", "owl", "crow"], "statements": [position("owl", 1, sentence=3)], "rules": [],
                  "question": BLANK, "wanted": "true", "options": options})
    report = evaluate([deduction], tmp_path / "x.json", LLMReader(ollama.llm()))
    assert report["results"][0]["predicted"] == "B" and report["results"][0]["solver"] == "z3"


def test_three_bad_readings_are_a_parse_failure(ollama, tmp_path):
    bad = {**folio_reply("X"), "statements": [fact("drinks_coffee", "rina", sentence=9)]}
    ollama.reply(bad, bad, bad)
    report = evaluate([FOLIO], tmp_path / "folio_train.json", LLMReader(ollama.llm()))
    result = report["results"][0]
    assert result["error"] == "parse" and report["parse_failures"] == 1
    assert "no valid answer in 3 rounds" in result["message"] and "sentence 9 does not exist" in result["message"]
