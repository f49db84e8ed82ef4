"""ShARC's official scoring: micro and macro accuracy over four classes, BLEU of follow-ups.

This follows the task's official evaluator (`evaluator.py` of the ShARC release, the one the
leaderboard and the published systems E3, EMT, DISCERN, ET5 and BiAE report):

- Every answer is tokenised by spaCy's English tokenizer (the evaluator loads
  `en_core_web_md` with the parser, tagger and NER off; tokenisation is the language's, the
  same in the small model used here), lower-cased, and rejoined with spaces.
- The class is "yes", "no" or "irrelevant" when the tokenised answer is that word, else
  "more": any question counts as "more".
- Micro accuracy is the share of utterances whose class is right. Macro accuracy is the mean
  of the per-class recall. The evaluator averages over all four classes, which is undefined
  (NaN) on data without one of them, such as OR-ShARC's development utterances (no
  "irrelevant"); here the mean runs over the classes the gold answers have.
- BLEU-1 to BLEU-4 are corpus BLEU (the `compute_bleu` of tensorflow/nmt the evaluator
  carries) over the utterances where the gold answer and the prediction are both questions,
  with one reference each and Lin and Och's (2004) add-one smoothing of every order's
  precision, unigrams included; BLEU-n is the geometric mean of the precisions of orders 1
  to n times the brevity penalty.

BLEU is computed here and not by a library: sacrebleu's and NLTK's add-one smoothing both
leave unigrams unsmoothed, and NLTK counts a candidate shorter than n as one n-gram, so
neither gives the evaluator's figures as they stand. (NLTK 3.10.4's `corpus_bleu`, given a
smoothing function that adds one at every order, gave the same four figures as this on the
473 question pairs of the development split's official run.)
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from nesy_chat.eval.metrics import score
from nesy_chat.nlp.questions import nlp
from nesy_chat.qa.dialogue import Label

_CLASSES: tuple[Label, ...] = ("yes", "no", "irrelevant")


@lru_cache(maxsize=65536)
def tokens(text: str) -> tuple[str, ...]:
    """The evaluator's tokens: spaCy's tokenizer, lower-cased, without whitespace tokens."""
    return tuple(" ".join(t.text.lower() for t in nlp().tokenizer(text) if t.text.strip()).split())


def answer_class(text: str) -> Label:
    """ "Yes" -> yes, "No" -> no, "Irrelevant" -> irrelevant; anything else (a question) -> more."""
    joined = " ".join(tokens(text))
    return joined if joined in _CLASSES else "more"  # type: ignore[return-value]


def bleu(references: Sequence[str], hypotheses: Sequence[str], order: int) -> float:
    """Corpus BLEU-`order` of the hypotheses against one reference each, smoothed as the evaluator does."""
    matches, possible = [0] * order, [0] * order
    reference_length = hypothesis_length = 0
    for reference, hypothesis in zip(references, hypotheses, strict=True):
        ref, hyp = tokens(reference), tokens(hypothesis)
        reference_length += len(ref)
        hypothesis_length += len(hyp)
        overlap = _ngrams(hyp, order) & _ngrams(ref, order)
        for gram, count in overlap.items():
            matches[len(gram) - 1] += count
        for n in range(1, order + 1):
            possible[n - 1] += max(len(hyp) - n + 1, 0)
    precisions = [(m + 1) / (p + 1) for m, p in zip(matches, possible)]
    mean = math.exp(sum(math.log(p) for p in precisions) / order)
    if not reference_length:
        return 0.0
    ratio = hypothesis_length / reference_length
    penalty = 1.0 if ratio > 1.0 else math.exp(1 - 1 / ratio) if ratio else 0.0
    return mean * penalty


def _ngrams(words: Sequence[str], order: int) -> Counter:
    return Counter(tuple(words[k:k + n]) for n in range(1, order + 1) for k in range(len(words) - n + 1))


def official_scores(gold: Sequence[str], predicted: Sequence[str | None]) -> dict:
    """The evaluator's figures for answers as written (None: no prediction, counted wrong):
    micro and macro accuracy, the confusion matrix and per-class counts, and BLEU-1 to
    BLEU-4 over the utterances where both are questions (0.0 when there are none)."""
    gold_classes = [answer_class(g) for g in gold]
    predicted_classes = [answer_class(p) if p is not None else None for p in predicted]
    scores = score(gold_classes, predicted_classes)
    pairs = [(g, p) for g, p, gc, pc in zip(gold, predicted, gold_classes, predicted_classes, strict=True)
             if gc == "more" and pc == "more"]
    references, hypotheses = [g for g, _ in pairs], [p for _, p in pairs]
    return {
        "n": len(gold),
        "micro_accuracy": scores["accuracy"],
        "macro_accuracy": scores["macro_accuracy"],
        **{f"bleu_{n}": bleu(references, hypotheses, n) if pairs else 0.0 for n in range(1, 5)},
        "bleu_pairs": len(pairs),
        "confusion": scores["confusion"],
        "per_class": scores["per_class"],
    }
