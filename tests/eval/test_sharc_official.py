"""ShARC's official scoring against figures computed by hand."""

import math

import pytest

from nesy_chat.eval.sharc_official import answer_class, bleu, official_scores, tokens


def test_the_evaluators_tokens():
    assert tokens("Do you live in the UK?") == ("do", "you", "live", "in", "the", "uk", "?")
    assert tokens("Isn't it  £5,000?") == ("is", "n't", "it", "£", "5,000", "?")


@pytest.mark.parametrize("text, label", [
    ("Yes", "yes"), ("NO", "no"), ("Irrelevant", "irrelevant"), ("Are you over 18?", "more"),
    ("Yes.", "more"),  # as the evaluator: "yes ." is not the word "yes"
])
def test_the_class_of_an_answer(text, label):
    assert answer_class(text) == label


def test_bleu_of_one_exact_question_is_one():
    assert bleu(["Are you over 18?"], ["Are you over 18?"], 1) == pytest.approx(1.0)
    assert bleu(["Are you over 18?"], ["Are you over 18?"], 4) == pytest.approx(1.0)


def test_bleu_of_one_question_by_hand():
    # reference: do you live in the uk ? (7); hypothesis: do you live in france ? (6)
    # matches / candidates by order: 5/6, 3/5, 2/4, 1/3; each smoothed (m + 1) / (c + 1)
    # brevity penalty exp(1 - 7/6)
    ref, hyp = ["Do you live in the UK?"], ["Do you live in France?"]
    penalty = math.exp(1 - 7 / 6)
    assert bleu(ref, hyp, 1) == pytest.approx(6 / 7 * penalty)
    assert bleu(ref, hyp, 4) == pytest.approx((6 / 7 * 4 / 6 * 3 / 5 * 2 / 4) ** 0.25 * penalty)


def test_bleu_is_over_the_corpus_not_a_mean_of_sentences():
    # counts summed over both pairs: 10/11, 7/9, 5/7, 3/5; lengths 11 against 12
    refs, hyps = ["Are you over 18?", "Do you live in the UK?"], ["Are you over 18?", "Do you live in France?"]
    expected = (11 / 12 * 8 / 10 * 6 / 8 * 4 / 6) ** 0.25 * math.exp(1 - 12 / 11)
    assert bleu(refs, hyps, 4) == pytest.approx(expected)


def test_micro_macro_and_bleu_over_the_questions_both_asked():
    gold = ["Yes", "No", "Are you over 18?", "Are you a student?"]
    predicted = ["Yes", "Are you over 18?", "Do you work?", "No"]
    scores = official_scores(gold, predicted)
    assert scores["n"] == 4 and scores["micro_accuracy"] == pytest.approx(0.5)
    assert scores["macro_accuracy"] == pytest.approx((1 + 0 + 0.5) / 3)  # recall of yes, no, more
    assert scores["bleu_pairs"] == 1
    # are you over 18 ? (5) against do you work ? (4): 2/4, 0/3, 0/2, 0/1 matched
    assert scores["bleu_1"] == pytest.approx(3 / 5 * math.exp(1 - 5 / 4))
    assert scores["bleu_4"] == pytest.approx((3 / 5 * 1 / 4 * 1 / 3 * 1 / 2) ** 0.25 * math.exp(1 - 5 / 4))
    assert scores["confusion"]["more"] == {"yes": 0, "no": 1, "more": 1, "irrelevant": 0}
    assert scores["per_class"]["no"] == {"gold": 1, "predicted": 1, "correct": 0, "recall": 0.0, "precision": 0.0}


def test_no_prediction_is_wrong_and_no_question_pair_scores_zero():
    scores = official_scores(["Yes", "No"], ["Yes", None])
    assert scores["micro_accuracy"] == pytest.approx(0.5)
    assert (scores["bleu_1"], scores["bleu_4"], scores["bleu_pairs"]) == (0.0, 0.0, 0)
