"""`python -m nesy_chat eval retrieval`: Recall@k of dense, BM25 and hybrid retrieval.

Multi-hop QA (HotpotQA's distractor format, or MuSiQue's `paragraphs`): every paragraph of
every question goes into one knowledge base (as a document titled by its paragraph title,
text only: there are no rules to compile), and a question's Recall@k is the share of its
supporting paragraphs among the first k retrieved. ShARC utterances: the knowledge base is
every rule text in the file (plus `--extra-rule-texts`), compiled as in the open setting,
and Recall@k is whether the utterance's own rule text is among the first k. Each of the
three rankings is scored on the same questions.
"""

from __future__ import annotations

import hashlib
import json
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from time import perf_counter
from typing import TextIO

from tqdm import tqdm

from nesy_chat.core.errors import EvaluationError
from nesy_chat.eval.sharc_data import Dataset, load_sharc
from nesy_chat.kb.documents import Document, title_of
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.kb.ingest import DEFAULT_JOBS, ingest, load_synthesizer
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.qa.retrieval import MODES, Retriever

MULTIHOP_KS = (2, 5)
SHARC_KS = (1, 5)


@dataclass(frozen=True)
class RetrievalOptions:
    data: Path
    out: Path | None = None
    kb: Path | None = None  # keep the knowledge base here (default: a temporary folder)
    limit: int | None = None
    extra_rule_texts: Path | None = None


@dataclass(frozen=True)
class Benchmark:
    name: str
    documents: list[Document]
    questions: list[tuple[str, frozenset[str]]]  # question, the ids of its gold documents
    ks: tuple[int, ...]
    synthesizer: str  # what ingest compiles the documents with


def main(options: RetrievalOptions, stdout: TextIO = sys.stdout) -> int:
    report = run_retrieval(options)
    print(summary(report), file=stdout)
    if options.out is not None:
        try:
            options.out.write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
        except OSError as err:
            raise EvaluationError(f"cannot write the report to {options.out}: {err}") from None
        print(f"report: {options.out}", file=stdout)
    return 0


def run_retrieval(options: RetrievalOptions) -> dict:
    if not options.data.is_file():
        raise EvaluationError(f"no such file: {options.data}")
    if options.limit is not None and options.limit < 1:
        raise EvaluationError("--limit must be 1 or more")
    benchmark = load_benchmark(options.data, options.extra_rule_texts)
    questions = benchmark.questions[:options.limit]
    with tempfile.TemporaryDirectory(prefix="nesy-kb-") as scratch:
        kb = KnowledgeBase(options.kb or Path(scratch))
        embedder = get_embedder(kb.manifest.model)
        start = perf_counter()
        synthesizer = None if benchmark.synthesizer == "none" else load_synthesizer(benchmark.synthesizer)
        ingested = ingest(kb, benchmark.documents, synthesizer, embedder, jobs=DEFAULT_JOBS)
        ingest_seconds = perf_counter() - start
        retriever = Retriever(kb, embedder)
        document_of = {r.chunk.id: r.document for r in kb.chunks()[0]}
        embedder.encode([q for q, _ in questions])
        recalls: dict[str, dict[int, list[float]]] = {mode: {k: [] for k in benchmark.ks} for mode in MODES}
        start = perf_counter()
        for question, gold in tqdm(questions, desc=benchmark.name, unit="q", file=sys.stderr):
            for mode in MODES:
                ranked = list(dict.fromkeys(document_of[c] for c in retriever.ranking(question, mode)))
                for k in benchmark.ks:
                    recalls[mode][k].append(len(gold & set(ranked[:k])) / len(gold))
        seconds = perf_counter() - start
    report: dict = {mode: {f"recall@{k}": sum(v) / len(v) if v else 0.0 for k, v in by_k.items()}
                    for mode, by_k in recalls.items()}
    report.update(benchmark=benchmark.name, data=str(options.data), questions=len(questions),
                  documents=len(benchmark.documents), chunks=len(document_of), synthesizer=benchmark.synthesizer,
                  ingest_seconds=ingest_seconds, ingest_problems=len(ingested.problems),
                  seconds_per_question=seconds / len(questions) if questions else 0.0)
    return report


def load_benchmark(path: Path, extra_rule_texts: Path | None = None) -> Benchmark:
    """HotpotQA, MuSiQue or ShARC, told apart by their fields."""
    if path.suffix == ".jsonl" or extra_rule_texts is not None:
        dataset = load_sharc(path)
        documents = rule_text_documents(dataset, extra_rule_texts)
        questions = [(u.question, frozenset([u.rule_id])) for u in dataset.utterances]
        return Benchmark("sharc", documents, questions, SHARC_KS, "rules")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
        raise EvaluationError(f"cannot read {path}: {err}") from None
    if not isinstance(data, list) or not data or not isinstance(data[0], dict):
        raise EvaluationError(f"{path} is not a list of multi-hop questions")
    if "paragraphs" in data[0]:
        return _musique(data, path)
    if "context" in data[0] and "supporting_facts" in data[0]:
        return _hotpotqa(data, path)
    raise EvaluationError(f"{path}: neither HotpotQA (context, supporting_facts) nor MuSiQue (paragraphs)")


def rule_text_documents(dataset: Dataset, extra: Path | None = None) -> list[Document]:
    """Every rule text of a ShARC file as a document whose id is its rule id, and those of
    an extra id -> text JSON map (such as rule_texts.json) that are not among them."""
    texts = dict(dataset.rule_texts)
    if extra is not None:
        try:
            more = json.loads(extra.read_text(encoding="utf-8-sig"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as err:
            raise EvaluationError(f"cannot read {extra}: {err}") from None
        if not isinstance(more, dict) or not all(isinstance(v, str) for v in more.values()):
            raise EvaluationError(f"{extra} is not a JSON object of id -> rule text")
        known = set(texts.values())
        for key, text in more.items():
            if text not in known:
                texts[key if key not in texts else f"extra-{key}"] = text
                known.add(text)
    return [Document(rule_id, title_of(text, dataset.sources.get(rule_id, ""), rule_id),
                     dataset.sources.get(rule_id, ""), text)
            for rule_id, text in texts.items()]


def _hotpotqa(data: list[dict], path: Path) -> Benchmark:
    pool: dict[str, Document] = {}
    questions = []
    for item in data:
        ids = {title: _paragraph(pool, path, title, "".join(sentences)) for title, sentences in item["context"]}
        gold = frozenset(ids[title] for title, _ in item["supporting_facts"] if title in ids)
        if gold:
            questions.append((item["question"], gold))
    return Benchmark("hotpotqa", list(pool.values()), questions, MULTIHOP_KS, "none")


def _musique(data: list[dict], path: Path) -> Benchmark:
    pool: dict[str, Document] = {}
    questions = []
    for item in data:
        gold = frozenset(_paragraph(pool, path, p["title"], p["paragraph_text"])
                         for p in item["paragraphs"] if p.get("is_supporting"))
        for p in item["paragraphs"]:
            _paragraph(pool, path, p["title"], p["paragraph_text"])
        if gold:
            questions.append((item["question"], gold))
    return Benchmark("musique", list(pool.values()), questions, MULTIHOP_KS, "none")


def _paragraph(pool: dict[str, Document], path: Path, title: str, text: str) -> str:
    """The id of a paragraph in the pool, added once however many questions share it."""
    digest = hashlib.sha1(f"{title}\n{text}".encode()).hexdigest()[:16]
    if digest not in pool:
        pool[digest] = Document(digest, title, f"{path}#{title}", text)
    return digest


def summary(report: dict) -> str:
    ks = [key for key in report["hybrid"]]
    lines = [f"Retrieval, {report['benchmark']}: {report['questions']} questions, {report['documents']} documents "
             f"({report['chunks']} chunks)",
             "            " + "".join(f"{k:>11}" for k in ks)]
    for mode in MODES:
        lines.append(f"  {mode:<10}" + "".join(f"{report[mode][k]:>11.3f}" for k in ks))
    lines.append(f"  ingest {report['ingest_seconds']:.1f} s; {report['seconds_per_question'] * 1000:.0f} ms "
                 "per question (all three rankings)")
    return "\n".join(lines)
