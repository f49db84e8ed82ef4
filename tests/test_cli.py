"""`python -m nesy_chat prove` as a user runs it: a subprocess, answers on standard input."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MCA_FILE = ROOT / "knowledge" / "examples" / "married_couples_allowance.pl"
MCA = "could_claim_married_couples_allowance"

PENSION = """\
:- nesy_module(pension_1).
:- text("You get Pension Credit if you live in the UK. You must have reached State Pension age.").
:- sentence(0, 0, 45).
:- sentence(1, 46, 86).
:- dynamic lives_in_uk/1.
:- ask(lives_in_uk, bool, "Do you live in the UK?", "", 0).
:- dynamic reached_pension_age/1.
:- ask(reached_pension_age, bool, "Have you reached State Pension age?", "", 1).
:- claim(gets_pension_credit, "you get Pension Credit", 0).
:- from(0).
gets_pension_credit :- lives_in_uk(true), old_enough.
:- from(1).
old_enough :- reached_pension_age(true).
"""


def prove(*args: str, stdin: str = "", timeout: float = 120) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "nesy_chat", "prove", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, env=env, timeout=timeout)


def events(stdout: str) -> list[dict]:
    return [json.loads(line) for line in stdout.splitlines()]


@pytest.fixture
def pension_file(tmp_path) -> Path:
    path = tmp_path / "pension.pl"
    path.write_text(PENSION, encoding="utf-8")
    return path


def assert_clean_failure(result: subprocess.CompletedProcess, code: int, *fragments: str) -> None:
    assert result.returncode == code, (result.returncode, result.stderr)
    assert "Traceback" not in result.stderr and "Traceback" not in result.stdout
    assert result.stderr.startswith("error: "), result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    for fragment in fragments:
        assert fragment in result.stderr, result.stderr


def test_human_conversation_over_appendix_a():
    result = prove(str(MCA_FILE), "--claim", MCA, stdin="no\nyes\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert out.startswith(f"Claim: {MCA} (the user may be able to claim Married Couple's Allowance")
    assert "Do you or your partner currently claim Marriage Allowance? [yes/no/?] no\n" in out
    assert "Were you or your partner born before 6 April 1935? [yes/no/?] yes\n" in out
    assert "Yes: the user may be able to claim Married Couple's Allowance because they are eligible." in out
    assert 'you answered no to "Do you or your partner currently claim Marriage Allowance?"' in out
    assert result.stderr == ""


def test_json_events_over_appendix_a():
    result = prove(str(MCA_FILE), "--json", "--claim", MCA, stdin="?\nyes\n")
    assert result.returncode == 0, result.stderr
    first, second, answer = events(result.stdout)
    assert first == {"event": "follow_up", "question": "Do you or your partner currently claim Marriage Allowance?",
                     "fact": "claims_marriage_allowance", "accepts": ["yes", "no", "unknown"], "quantity": None,
                     "source": {"module": "married_couples_allowance", "sentence": None, "text": ""}}
    assert second["fact"] == "born_before_6_april_1935"
    assert answer["event"] == "answer"
    assert answer["label"] == "more"
    assert answer["open_facts"] == ["claims_marriage_allowance"]
    assert answer["claim"] == MCA
    assert answer["facts_used"] == {"claims_marriage_allowance": None, "born_before_6_april_1935": True}
    assert answer["proof"]["value"] == "u"
    [[root]] = answer["proof"]["proofs"]
    assert root["goal"] == MCA and root["module"] == "married_couples_allowance" and root["type"] == "rule"
    assert answer["explanation"].startswith("It depends")


def test_default_claim_is_the_modules_first(pension_file):
    result = prove(str(pension_file), stdin="yes\nyes\n")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Claim: gets_pension_credit (you get Pension Credit)\n")
    assert "Yes: you get Pension Credit." in result.stdout


def test_json_with_another_claim_and_sentences(pension_file):
    result = prove(str(pension_file), "--json", "--claim", "gets_pension_credit", stdin="yes\nno\n")
    assert result.returncode == 0, result.stderr
    first, second, answer = events(result.stdout)
    assert first["source"] == {"module": "pension_1", "sentence": 0,
                               "text": "You get Pension Credit if you live in the UK."}
    assert second["source"]["sentence"] == 1
    assert answer["label"] == "no" and answer["open_facts"] == []
    [root] = answer["proof"]["why_not"]
    assert (root["module"], root["sentence"], root["value"]) == ("pension_1", 0, "f")
    assert "The condition that failed" in answer["explanation"]


def test_first_true_disjunct_ends_the_cli_conversation():
    result = prove(str(MCA_FILE), "--json", "--claim", "can_not_claim_married_couples_allowance", stdin="yes\n")
    assert result.returncode == 0, result.stderr
    *follow_ups, answer = events(result.stdout)
    assert [e["fact"] for e in follow_ups] == ["claims_marriage_allowance"]
    assert answer["label"] == "yes"


def test_json_events_are_flushed_before_the_answer_is_read(pension_file):
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-m", "nesy_chat", "prove", str(pension_file), "--json"],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, cwd=ROOT, env=env)
    try:
        ready, _, _ = select.select([process.stdout], [], [], 60)
        assert ready, "no follow-up event before any answer was given"
        first = json.loads(process.stdout.readline())
        assert first["fact"] == "lives_in_uk"
        process.stdin.write("yes\n")
        process.stdin.flush()
        ready, _, _ = select.select([process.stdout], [], [], 60)
        assert ready
        assert json.loads(process.stdout.readline())["fact"] == "reached_pension_age"
        process.stdin.write("yes\n")
        process.stdin.close()
        assert json.loads(process.stdout.readline())["label"] == "yes"
        assert process.wait(timeout=60) == 0
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


# --- bad input --------------------------------------------------------------------------------

def test_missing_file(tmp_path):
    result = prove(str(tmp_path / "nope.pl"))
    assert_clean_failure(result, 2, "no such file", "nope.pl")


def test_invalid_module(tmp_path):
    path = tmp_path / "evil.pl"
    marker = tmp_path / "pwned"
    path.write_text(f":- dynamic a/1.\n:- initialization(shell('touch {marker}')).\nc :- a(true).\n")
    result = prove(str(path), stdin="yes\n")
    assert_clean_failure(result, 1, "invalid module", "line 2", "initialization")
    assert not marker.exists()


def test_module_with_a_syntax_error(tmp_path):
    path = tmp_path / "broken.pl"
    path.write_text(":- dynamic a/1.\nc :- a(true).\nd :- a(true\n")
    assert_clean_failure(prove(str(path)), 1, "line 3", "syntax error")


def test_file_that_is_not_utf8(tmp_path):
    path = tmp_path / "latin1.pl"
    path.write_bytes(b":- dynamic a/1.\n% caf\xe9\nc :- a(true).\n")
    assert_clean_failure(prove(str(path)), 2, "cannot read")


def test_unknown_claim(pension_file):
    result = prove(str(pension_file), "--claim", "gets_rich")
    assert_clean_failure(result, 2, "no claim 'gets_rich'", "gets_pension_credit")


def test_unreadable_answer(pension_file):
    result = prove(str(pension_file), stdin="purple\n")
    assert_clean_failure(result, 2, "cannot read 'purple'")


def test_unreadable_answer_in_json_mode(pension_file):
    result = prove(str(pension_file), "--json", stdin="yes\nperhaps\n")
    assert_clean_failure(result, 2, "cannot read 'perhaps'")
    assert [e["event"] for e in events(result.stdout)] == ["follow_up", "follow_up"]


def test_end_of_input(pension_file):
    result = prove(str(pension_file), stdin="yes\n")
    assert_clean_failure(result, 2, "end of input")


def test_module_that_loops(tmp_path):
    path = tmp_path / "loop.pl"
    path.write_text(":- dynamic a/1.\nc :- a(true), p.\np :- p.\n")
    start = time.perf_counter()
    result = prove(str(path), stdin="yes\n")
    assert_clean_failure(result, 1, "loops")
    assert time.perf_counter() - start < 60


def test_no_command_is_a_usage_error():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run([sys.executable, "-m", "nesy_chat"], capture_output=True, text=True, cwd=ROOT, env=env,
                            timeout=60)
    assert result.returncode == 2
    assert "usage" in result.stderr and "Traceback" not in result.stderr


# --- numeric follow-ups -----------------------------------------------------------------------

NUMERIC = """\
:- nesy_module(pension).
:- text("You get Pension Credit if you are 60 or over. You cannot get it if you earn more than £12,570 a year.").
:- sentence(0, 0, 45).
:- sentence(1, 46, 102).
:- dynamic age/1, earnings/1.
:- ask(age, number("years"), "How old are you?", "your age", 0).
:- comparison(age >= 60, "Are you 60 or over?", 0).
:- ask(earnings, number("£ a year"), "How much do you earn a year?", "the amount you earn a year", 1).
:- comparison(earnings > 12570, "Do you earn more than £12,570 a year?", 1).
:- claim(gets_pension_credit, "you get Pension Credit", 0).
:- from(0).
gets_pension_credit :- age(Age), Age >= 60, \\+ too_much.
:- from(1).
too_much :- earnings(E), E > 12570.
"""


@pytest.fixture
def numeric_file(tmp_path) -> Path:
    path = tmp_path / "pension.pl"
    path.write_text(NUMERIC, encoding="utf-8")
    return path


def test_a_numeric_follow_up_takes_a_number_or_yes_no(numeric_file):
    result = prove(str(numeric_file), stdin="64\nno\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "Are you 60 or over? [yes/no/? or the number: How old are you?] 64\n" in out
    assert "Do you earn more than £12,570 a year? [yes/no/? or the number: How much do you earn a year?] no\n" in out
    assert "Yes: you get Pension Credit." in out
    assert 'you gave 64 years for "How old are you?", and the rule needs at least 60 years (holds)' in out


def test_json_follow_ups_say_what_they_accept(numeric_file):
    result = prove(str(numeric_file), "--json", stdin="yes\n£20,000\n")
    assert result.returncode == 0, result.stderr
    first, second, answer = events(result.stdout)
    assert first["fact"] == "age >= 60" and first["accepts"] == ["yes", "no", "unknown", "number"]
    assert first["quantity"] == {"fact": "age", "question": "How old are you?", "unit": "years"}
    assert second["quantity"]["unit"] == "£ a year"
    assert answer["label"] == "no" and answer["facts_used"] == {"earnings": 20000}
    assert "you gave £20,000 a year" in answer["explanation"]


def test_a_contradicting_number_is_refused(tmp_path):
    path = tmp_path / "ages.pl"
    path.write_text(":- dynamic age/1.\n"
                    ":- ask(age, number(\"years\"), \"How old are you?\", \"\", none).\n"
                    ":- comparison(age >= 18, \"Are you 18 or over?\", none).\n"
                    ":- comparison(age < 65, \"Are you under 65?\", none).\n"
                    ":- nesy_module(ages).\n:- claim(adult, \"you are of working age\", none).\n"
                    "adult :- age(A), A >= 18, age(B), B < 65.\n", encoding="utf-8")
    result = prove(str(path), stdin="yes\n10\n")
    assert_clean_failure(result, 2, '10 years contradicts what you said before: yes to "Are you 18 or over?"')


def test_unreadable_number(numeric_file):
    result = prove(str(numeric_file), stdin="sixty\n")
    assert_clean_failure(result, 2, "say yes, no, I don't know or a number")


def test_compile_takes_a_one_line_rule_text_longer_than_a_file_name(capsys):
    from nesy_chat.cli import main

    text = "You can get the grant if you live in England" + " and you care for a child" * 12 + "."
    assert len(text) > 255 and main(["compile", text]) == 0
    assert "can_get_grant" in capsys.readouterr().out
