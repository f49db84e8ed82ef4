"""Scores for one list of predictions against gold labels, and the report's text summary.

A prediction of None is an error: it counts as wrong and stays out of the confusion matrix,
so the matrix sums to n minus errors.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from nesy_chat.core.errors import EvaluationError
from nesy_chat.eval.sharc_data import LABELS


def write_report(path: Path, report: dict) -> None:
    """The full report as JSON; a path that cannot be written is the user's error, not a crash."""
    try:
        path.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    except OSError as err:
        raise EvaluationError(f"cannot write the report to {path}: {err}") from None


def score(gold: Sequence[str], predicted: Sequence[str | None]) -> dict:
    """Accuracy, macro accuracy (mean recall over the gold classes present), confusion
    matrix as confusion[gold][predicted], and per-class counts."""
    confusion = {g: {p: 0 for p in LABELS} for g in LABELS}
    for g, p in zip(gold, predicted, strict=True):
        if p is not None:
            confusion[g][p] += 1
    per_class = {}
    for label in LABELS:
        count = sum(1 for g in gold if g == label)
        correct = confusion[label][label]
        predicted_count = sum(confusion[g][label] for g in LABELS)
        per_class[label] = {"gold": count, "predicted": predicted_count, "correct": correct,
                            "recall": correct / count if count else None,
                            "precision": correct / predicted_count if predicted_count else None}
    recalls = [c["recall"] for c in per_class.values() if c["recall"] is not None]
    n = len(gold)
    return {
        "accuracy": sum(c["correct"] for c in per_class.values()) / n if n else 0.0,
        "macro_accuracy": sum(recalls) / len(recalls) if recalls else 0.0,
        "confusion": confusion,
        "per_class": per_class,
    }


def timing(seconds: Sequence[float]) -> dict:
    if not seconds:
        return {"mean": 0.0, "p95": 0.0}
    return {"mean": float(np.mean(seconds)), "p95": float(np.percentile(seconds, 95))}


def summary(report: dict) -> str:
    """The report as a few lines for a terminal."""
    setting = report["setting"]
    if setting == "distractors":
        setting += f" (+{report['distractors']} distractors)"
    base = report["baselines"]
    system = report.get("system", "nesy")
    who = f"synthesizer {report['synthesizer']}" if system == "nesy" else f"system {system}"
    ask_nothing = f"{base['ask_nothing']['accuracy']:.3f}" if base["ask_nothing"] else "n/a"
    user = report["simulated_user"]
    user_kind = "llm" if user.get("kind") == "llm" else f"threshold {user['threshold']:.2f}"
    official = report.get("protocol") == "official"
    figures = (f"  micro accuracy {report['micro_accuracy']:.3f}   macro accuracy {report['macro_accuracy']:.3f}   "
               f"BLEU-1 {report['bleu_1']:.3f}   BLEU-4 {report['bleu_4']:.3f} ({report['bleu_pairs']} follow-ups "
               f"both asked)" if official else
               f"  accuracy {report['accuracy']:.3f}   macro accuracy {report['macro_accuracy']:.3f}")
    lines = [
        *(f"notice: {notice}" for notice in report.get("notices", ())),
        f"ShARC, {report.get('protocol', 'interactive')} protocol, {setting}, {who}: n={report['n']}",
        figures,
        f"  baselines: majority ({base['majority']['label']}) {base['majority']['accuracy']:.3f}, "
        f"ask nothing {ask_nothing}",
        "  confusion (rows gold, columns predicted):",
        "    " + " " * 11 + "".join(f"{label:>11}" for label in LABELS),
    ]
    for gold in LABELS:
        lines.append(f"    {gold:>11}" + "".join(f"{report['confusion'][gold][p]:>11}" for p in LABELS))
    errors = ", ".join(f"{name} {count}" for name, count in report["error_classes"].items())
    lines += [
        f"  errors: {report['errors']}" + (f" ({errors})" if errors else ""),
        *([] if official else [f"  follow-up questions per utterance {report['questions_per_utterance']:.2f}"]),
        f"  seconds per utterance: mean {report['seconds_per_utterance']['mean']:.4f}, "
        f"p95 {report['seconds_per_utterance']['p95']:.4f}",
        f"  total {report['total_seconds']:.1f} s, of which compiling {report['compile']['rule_texts']} rule texts "
        f"{report['compile']['seconds']:.1f} s ({report['compile']['failed']} failed)",
        *([] if official else [f"  simulated user ({user_kind}): answered {user['answered']}, "
                               f"did not know {user['unknown']}"]),
    ]
    message = report.get("message")
    if message and message["read"]:
        lines.append(f"  facts read from the question and scenario: {message['facts']} in {message['utterances']} "
                     f"utterances" + ("" if official else f"; the simulated user agrees on {message['user_agrees']}, "
                                      f"disagrees on {message['user_disagrees']}, cannot tell "
                                      f"{message['user_cannot_tell']}"))
    elif message:
        lines.append("  the question and scenario were not read (--no-scenario)")
    if report.get("llm"):
        llm, total = report["llm"], report["llm"]["total"]
        lines.append(f"  {', '.join(llm['models'])}: {total['calls']:.0f} calls ({total['cache_hits']:.0f} cached), "
                     f"{total['prompt_tokens']:.0f} prompt + {total['output_tokens']:.0f} output tokens, "
                     f"{total['seconds']:.1f} s")
    if report.get("question_coverage"):
        coverage = report["question_coverage"]
        lines.append(f"  the annotators' follow-up questions that a module asks (cosine >= {user['threshold']:.2f}): "
                     f"{coverage['matched']} of {coverage['questions']} ({coverage['share']:.3f})")
    lines += _irrelevant_lines(report)
    if report["normalised"] or report["skipped"]:
        lines.append(f"  data: normalised {report['normalised']}, skipped {report['skipped']}")
    return "\n".join(lines)


def _irrelevant_lines(report: dict) -> list[str]:
    """What --irrelevant-share added, and how the system did on it and on the rest."""
    irrelevant = report["irrelevant"]
    if not irrelevant["added"]:
        return []
    found = report["per_class"]["irrelevant"]
    precision = "n/a" if found["precision"] is None else f"{found['precision']:.3f}"
    if "withheld_texts" not in irrelevant:
        how = "questions paired with unrelated rule texts"
    else:
        covered = irrelevant["covered"]
        how = (f"questions whose page was withheld ({irrelevant['withheld_pages']} pages, "
               f"{irrelevant['withheld_texts']} texts); on the "
               f"{covered['n']} others accuracy {covered['accuracy']:.3f}")
    return [f"  irrelevant: {irrelevant['added']} {how}",
            f"  irrelevant found: recall {found['recall']:.3f}, precision {precision}"]
