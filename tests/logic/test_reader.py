"""Reading Logic-LM items: context sentences, the two kinds of question, options."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nesy_chat.core.errors import ParseError
from nesy_chat.logic.form import Rank
from nesy_chat.logic.reader import EnglishReader, split_sentences

SAMPLES = json.loads(Path(__file__).with_name("samples.json").read_text(encoding="utf-8"))
DEDUCTION, PROOF, PRONTO = SAMPLES["DEDUCTION"], SAMPLES["PROOF"], SAMPLES["PRONTO"]


def test_a_true_or_false_question_is_closed_world():
    problem = EnglishReader().read(PRONTO)
    assert [str(r) for r in problem.rules] == ["not shy(X0) :- jompus(X0)", "yumpus(X0) :- jompus(X0)"]
    assert [(str(f.literal), f.sentence) for f in problem.facts] == [("jompus(max)", 2)]
    assert [r.sentence for r in problem.rules] == [0, 1]
    question = problem.question
    assert str(question.statement) == "not shy(max)" and question.closed_world
    assert [(o.label, o.verdict) for o in question.options] == [("A", "true"), ("B", "false")]
    assert question.choose(["true"]) == "A" and question.choose(["false"]) == "B"


def test_a_true_false_or_unknown_question_is_open_world():
    question = EnglishReader().read(PROOF).question
    assert str(question.statement) == "not like(cow, dog)" and not question.closed_world
    assert question.choose(["unknown"]) == "C"


def test_a_which_is_true_question_holds_one_statement_per_option():
    problem = EnglishReader().read(DEDUCTION)
    assert problem.arrangements[0].objects == ("jay", "owl", "crow") and problem.arrangements[0].sentence == 2
    assert problem.orderings == (Rank("owl", problem.orderings[0].end, 1, sentence=3),)
    question = problem.question
    assert question.statement is None and len(question.queries) == 3
    assert question.choose(["false", "true", "false"]) == "B"
    assert question.choose(["true", "true", "false"]) is None  # several options: no single answer
    assert question.choose(["unknown", "unknown", "unknown"]) is None


def test_sentences_split_on_their_end_marks():
    assert split_sentences("A b.  C d?\n\nE f! ") == ["A b.", "C d?", "E f!"]


@pytest.mark.parametrize("change, message", [
    ({"options": ["True", "False"]}, r"A\) text"),
    ({"question": "Which one of the following must be true? Pick one."}, "not a question"),
    ({"context": "Either the cow is big or the cow is red."}, "no reading"),
    ({"options": ["A) True", "B) Perhaps"]}, "must be a verdict"),
])
def test_unreadable_items_raise_parse_errors(change, message):
    with pytest.raises(ParseError, match=message):
        EnglishReader().read({**PRONTO, **change})
