"""`python -m nesy_chat eval logic` end to end on the real benchmark files, and its failures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nesy_chat.cli import main
from nesy_chat.eval.logic import natural_solver

DATA = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "logic"


def data_file(name: str) -> Path:
    path = DATA / f"{name}_train.json"
    if not path.is_file():
        pytest.skip(f"no benchmark data at {path}")
    return path


@pytest.mark.parametrize("name, natural", [("prontoqa", "prolog"), ("proofwriter", "prolog"),
                                           ("logicaldeduction", "z3")])
def test_eval_logic_on_each_benchmark(name, natural, tmp_path, capsys):
    out = tmp_path / "report.json"
    assert main(["eval", "logic", "--data", str(data_file(name)), "--limit", "6", "--out", str(out)]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["n"] == 6 and report["accuracy"] == 1.0 and report["routing_accuracy"] == 1.0
    assert report["solvers"] == {natural: 6} and report["parse_failures"] == 0 and report["errors"] == {}
    assert report["seconds_per_item"]["mean"] > 0
    first = report["results"][0]
    assert first["solver"] == first["natural"] == natural and first["correct"] and first["reason"]
    printed = capsys.readouterr()
    assert "accuracy 1.0000 (6/6)" in printed.out and "routing accuracy 1.0000" in printed.out
    assert "6/6" in printed.err  # the progress bar


def test_unreadable_problems_are_counted_and_the_run_goes_on(tmp_path, capsys):
    good = json.loads(data_file("prontoqa").read_text(encoding="utf-8"))[0]
    folio = {"id": "FOLIO_dev_1", "context": "Either all cats are red or no dog is blue.",
             "question": "Based on the above information, is the following statement true, false, or uncertain? "
                         "A cat is red.", "options": ["A) True", "B) False", "C) Uncertain"], "answer": "C"}
    path = tmp_path / "mixed.json"
    path.write_text(json.dumps([folio, good]), encoding="utf-8")
    out = tmp_path / "report.json"
    assert main(["eval", "logic", "--data", str(path), "--out", str(out)]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["n"] == 2 and report["correct"] == 1 and report["parse_failures"] == 1
    assert report["errors"] == {"parse": 1} and report["solvers"] == {"none": 1, "prolog": 1}
    assert report["routing_accuracy"] == 1.0  # FOLIO has no natural solver here; ProntoQA was routed right
    assert "no reading in the grammar" in report["results"][0]["message"]
    assert "FOLIO_dev_1: parse: no reading" in capsys.readouterr().out


@pytest.mark.parametrize("content, args, message", [
    (None, [], "no such file"),
    ("{}", [], "must hold a JSON list"),
    ("[{\"id\": \"x\"}]", [], "lacks context, question, options, answer"),
    ("not json", [], "cannot read"),
    ("[]", ["--limit", "0"], "--limit must be 1 or more"),
])
def test_bad_data_or_options_end_in_one_clear_line(content, args, message, tmp_path, capsys):
    path = tmp_path / "data.json"
    if content is not None:
        path.write_text(content, encoding="utf-8")
    assert main(["eval", "logic", "--data", str(path), *args]) == 2
    assert message in capsys.readouterr().err


def test_the_natural_solver_comes_from_the_id_or_the_file_name():
    assert natural_solver("ProofWriter_AttNeg-OWA-D5-1_Q1", Path("x.json")) == "prolog"
    assert natural_solver("logical_deduction_7", Path("x.json")) == "z3"
    assert natural_solver("42", Path("prontoqa_dev.json")) == "prolog"
    assert natural_solver("FOLIO_dev_1", Path("x.json")) is None
