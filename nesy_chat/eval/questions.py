"""`python -m nesy_chat eval questions`: does the chat start on the rule a question is about?

The data is a JSON list of `{"id", "question", "documents"}`: `documents` names the documents
of the knowledge base that would rightly answer the question (for a JSON map of texts, its
keys; for a file, its name), `[]` when none does. For each question the assistant's first
turn is taken as the chat would take it (before any follow-up): right when the claim it
starts with comes from a listed document, or when the answer is "not covered" and the list
is empty. The default knowledge base is the app's (`.cache/kb`, seeded from
`knowledge/sharc/` when empty).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from pathlib import Path
from time import perf_counter
from typing import TextIO

from tqdm import tqdm

from nesy_chat.core.errors import EvaluationError
from nesy_chat.eval.metrics import write_report
from nesy_chat.kb.store import default_folder, default_seed
from nesy_chat.qa.assistant import Assistant
from nesy_chat.qa.knowledge import Knowledge


@dataclass(frozen=True)
class QuestionsOptions:
    data: Path
    out: Path | None = None
    kb: Path | None = None  # default: the app's knowledge base
    limit: int | None = None


@dataclass(frozen=True)
class Question:
    id: str
    question: str
    documents: frozenset[str]


def main(options: QuestionsOptions, stdout: TextIO = sys.stdout) -> int:
    report = run_questions(options)
    print(summary(report), file=stdout)
    if options.out is not None:
        write_report(options.out, report)
        print(f"report: {options.out}", file=stdout)
    return 0


def load_questions(path: Path) -> list[Question]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise EvaluationError(f"no such file: {path}") from None
    except (OSError, ValueError) as err:
        raise EvaluationError(f"cannot read {path}: {err}") from None
    if not isinstance(data, list) or not data:
        raise EvaluationError(f"{path}: not a JSON list of questions")
    found = []
    for n, item in enumerate(data):
        try:
            found.append(Question(str(item["id"]), str(item["question"]), frozenset(map(str, item["documents"]))))
        except (TypeError, KeyError) as err:
            raise EvaluationError(f"{path}: item {n} needs id, question and documents ({err})") from None
    return found


def run_questions(options: QuestionsOptions) -> dict:
    if options.limit is not None and options.limit < 1:
        raise EvaluationError("--limit must be 1 or more")
    questions = load_questions(options.data)[:options.limit]
    knowledge = Knowledge.open(options.kb or default_folder(), [default_seed()])
    assistant = Assistant(knowledge)
    start = perf_counter()
    try:
        results = [_ask(assistant, q) for q in tqdm(questions, desc="questions", unit="q", file=sys.stderr)]
    finally:
        knowledge.close()
    covered = [r for r in results if r["documents"]]
    uncovered = [r for r in results if not r["documents"]]
    return {"benchmark": "questions", "data": str(options.data), "knowledge_base": str(knowledge.kb.folder),
            "n": len(results), "accuracy": _share(results), "covered_accuracy": _share(covered),
            "not_covered_accuracy": _share(uncovered), "covered": len(covered), "not_covered": len(uncovered),
            "seconds": perf_counter() - start, "questions": results}


def _ask(assistant: Assistant, question: Question) -> dict:
    turn = assistant.ask(question.question)  # as the chat takes a message
    match = turn.dialogue.match
    chosen = None if match is None or match.irrelevant else match.module
    record = assistant.knowledge.retriever.stored([chosen])[0] if chosen else None
    document = short_id(record.document) if record else None
    right = document in question.documents if document else not question.documents
    gloss = next((r.candidate.gloss for r in match.ranking if r.candidate.claim == match.claim
                  and r.candidate.module == match.module), None) if chosen else None
    return {"id": question.id, "question": question.question, "documents": sorted(question.documents),
            "chosen_document": document, "chosen_chunk": chosen, "chosen_claim": match.claim if chosen else None,
            "gloss": gloss, "right": right}


def short_id(document: str) -> str:
    """How a question names a document: a JSON map's key, else its file's name."""
    return document.rsplit("#", 1)[1] if "#" in document else Path(document).name


def _share(results: list[dict]) -> float | None:
    return sum(r["right"] for r in results) / len(results) if results else None


def summary(report: dict) -> str:
    def share(key: str) -> str:
        return "n/a" if report[key] is None else f"{report[key]:.3f}"

    wrong = [r for r in report["questions"] if not r["right"]]
    lines = [f"natural questions over {report['knowledge_base']}: n={report['n']}",
             f"  right rule or right 'not covered': {share('accuracy')}",
             f"  covered ({report['covered']}): {share('covered_accuracy')}   "
             f"not covered ({report['not_covered']}): {share('not_covered_accuracy')}"]
    lines += [f"  wrong {r['id']}: {r['question']!r} -> {r['chosen_document'] or 'not covered'} "
              f"(wanted {', '.join(r['documents']) or 'not covered'})" for r in wrong[:20]]
    return "\n".join(lines)
