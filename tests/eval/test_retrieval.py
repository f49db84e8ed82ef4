"""`eval retrieval` on small slices of the real HotpotQA, MuSiQue and ShARC data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nesy_chat.cli import main
from nesy_chat.core.errors import EvaluationError
from nesy_chat.eval.retrieval import RetrievalOptions, load_benchmark, rule_text_documents, run_retrieval
from nesy_chat.eval.sharc_data import load_sharc
from nesy_chat.kb.store import KnowledgeBase

MULTIHOP = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "multihop"
HOTPOTQA = MULTIHOP / "hipporag_hotpotqa_train100_with_context.json"
MUSIQUE = MULTIHOP / "hipporag_musique_train100_with_context.json"


def first(path: Path, n: int, into: Path) -> Path:
    if not path.is_file():
        pytest.skip(f"multi-hop data not found at {path}")
    into.write_text(json.dumps(json.loads(path.read_text(encoding="utf-8"))[:n]), encoding="utf-8")
    return into


def test_hotpotqa_pools_every_paragraph_once(tmp_path):
    benchmark = load_benchmark(first(HOTPOTQA, 5, tmp_path / "hotpot.json"))
    assert benchmark.name == "hotpotqa" and benchmark.ks == (2, 5) and benchmark.synthesizer == "none"
    assert len(benchmark.questions) == 5
    ids = {d.id for d in benchmark.documents}
    assert len(ids) == len(benchmark.documents) <= 50
    assert all(len(gold) == 2 and gold <= ids for _, gold in benchmark.questions)
    titles = {d.id: d.title for d in benchmark.documents}
    assert titles[sorted(benchmark.questions[0][1])[0]] in {"Alû", "Lilu (mythology)"}


def test_musique_gold_paragraphs_are_the_supporting_ones(tmp_path):
    benchmark = load_benchmark(first(MUSIQUE, 3, tmp_path / "musique.json"))
    assert benchmark.name == "musique" and len(benchmark.questions) == 3
    raw = json.loads((tmp_path / "musique.json").read_text(encoding="utf-8"))
    assert [len(gold) for _, gold in benchmark.questions] == [
        sum(p["is_supporting"] for p in item["paragraphs"]) for item in raw]


def test_sharc_rule_texts_with_an_extra_haystack(sharc_utterances, tmp_path):
    records = [json.loads(line) for line in sharc_utterances.read_text(encoding="utf-8").splitlines()[:6]]
    data = tmp_path / "sharc.jsonl"
    data.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    extra = tmp_path / "extra.json"
    extra.write_text(json.dumps({"a": records[0]["snippet"], "b": "You can get a bus pass if you are over 66."}),
                     encoding="utf-8")
    dataset = load_sharc(data)
    documents = rule_text_documents(dataset, extra)
    assert len(documents) == len(dataset.rule_texts) + 1  # the known text is not added twice
    benchmark = load_benchmark(data, extra)
    assert benchmark.ks == (1, 5) and benchmark.synthesizer == "rules"
    assert all(len(gold) == 1 for _, gold in benchmark.questions)


def test_unusable_data_is_an_evaluation_error(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"question": "?"}]), encoding="utf-8")
    with pytest.raises(EvaluationError, match="neither HotpotQA"):
        load_benchmark(bad)
    with pytest.raises(EvaluationError, match="no such file"):
        run_retrieval(RetrievalOptions(tmp_path / "none.json"))


def test_a_run_reports_recall_for_each_retriever(tmp_path, capsys):
    data = first(HOTPOTQA, 3, tmp_path / "hotpot.json")
    out = tmp_path / "report.json"
    assert main(["eval", "retrieval", "--data", str(data), "--out", str(out), "--kb", str(tmp_path / "kb")]) == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    for mode in ("dense", "bm25", "hybrid"):
        assert set(report[mode]) == {"recall@2", "recall@5"}
        assert all(0.0 <= value <= 1.0 for value in report[mode].values())
    assert report["hybrid"]["recall@5"] >= 0.5
    assert report["questions"] == 3 and report["documents"] == 30
    printed = capsys.readouterr().out
    assert "hybrid" in printed and "recall@2" in printed
    # the knowledge base was kept: a second run ingests nothing
    revision = KnowledgeBase(tmp_path / "kb").revision
    again = run_retrieval(RetrievalOptions(data, kb=tmp_path / "kb"))
    assert again["hybrid"] == report["hybrid"]
    assert KnowledgeBase(tmp_path / "kb").revision == revision  # nothing was written
