"""Ingest with the real parts: rules synthesizer, embedding model, Chroma on disk, the graph."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from nesy_chat.kb import concepts
from nesy_chat.kb.documents import load
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.kb.graph import CHUNK, KnowledgeGraph
from nesy_chat.kb.ingest import drop, ingest, load_synthesizer, missing, under
from nesy_chat.kb.lexical import LexicalIndex
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.qa.retrieval import Retriever

ROOT = Path(__file__).resolve().parents[2]
SHARC = ROOT.parent / "shared" / "data" / "sharc" / "rule_texts.json"

WINTER = "# Winter Fuel Payment\n\nYou can get a Winter Fuel Payment if you were born before 1955.\n"
COLD = ("# Cold Weather Payment\n\nYou can get a Cold Weather Payment if you get Pension Credit.\n\n"
        "You can't get a Cold Weather Payment if you live in a care home.\n")
SECTION = ("## {name}\n\nYou can get the {name} grant if you live in {place} and you are a carer. "
           + "The grant helps with the cost of care and can be paid weekly or monthly into your bank account. " * 6
           + "\n\n")


@pytest.fixture(scope="module")
def rules():
    return load_synthesizer("rules")


@pytest.fixture(scope="module")
def embedder():
    return get_embedder()


def run_ingest(kb: KnowledgeBase, paths, rules, embedder):
    loaded = load(paths)
    return ingest(kb, loaded.documents, rules, embedder, progress=False), loaded


def winter_and_cold(tmp_path: Path) -> Path:
    """A folder of two one-chunk documents."""
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "winter.md").write_text(WINTER, encoding="utf-8")
    (docs / "cold.md").write_text(COLD, encoding="utf-8")
    return docs


def stored_ids(kb: KnowledgeBase) -> list[str]:
    return sorted(r.chunk.id for r in kb.chunks()[0])


def check_consistent(kb: KnowledgeBase) -> None:
    """Manifest, Chroma, module files and graph agree: every chunk exactly once."""
    reopened = KnowledgeBase(kb.folder)
    entries = reopened.manifest.documents
    assert not any(e.pending for e in entries.values())
    expected = sorted(c for e in entries.values() for c in e.chunks)
    records, _ = reopened.chunks()
    assert sorted(r.chunk.id for r in records) == expected
    assert reopened.collection("chunks").count() == len(expected)
    with_module = sorted(r.chunk.id for r in records if r.has_module)
    assert sorted(p.stem for p in reopened.modules_dir.glob("*.pl")) == with_module
    claims, _ = reopened.claims()
    assert len({c.id for c in claims}) == len(claims) == reopened.collection("claims").count()
    assert sorted(c.id for c in claims) == sorted(f"{m}::{c.name}" for m in with_module
                                                   for c in reopened.module(m).claims)
    graph = KnowledgeGraph.load(reopened.graph_path)
    chunks = sorted(d["chunk"] for _, d in graph.graph.nodes(data=True) if d["type"] == CHUNK)
    assert chunks == expected
    assert LexicalIndex.saved_revision(reopened.lexical_path) == reopened.revision
    assert sorted(LexicalIndex.load(reopened.lexical_path).ids) == expected


def test_ingest_then_again_does_no_work(tmp_path, rules, embedder):
    docs = winter_and_cold(tmp_path)
    kb = KnowledgeBase(tmp_path / "kb")
    report, _ = run_ingest(kb, [docs], rules, embedder)
    assert (report.added, report.replaced, report.unchanged, report.chunks, report.modules) == (2, 0, 0, 2, 2)
    assert report.problems == []
    check_consistent(kb)
    again = KnowledgeBase(tmp_path / "kb")
    report, _ = run_ingest(again, [docs], rules, embedder)
    assert (report.added, report.replaced, report.unchanged, report.chunks) == (0, 0, 2, 0)
    assert again._client is None  # Chroma was not even opened
    assert KnowledgeBase(tmp_path / "kb").revision == kb.revision  # nothing was written either


def test_a_compiler_change_compiles_every_document_again(tmp_path, rules, embedder):
    """Unchanged files compiled by another version of the synthesizer are not kept as they
    were: the knowledge base gets what the compiler now makes of them."""
    docs = winter_and_cold(tmp_path)
    kb = KnowledgeBase(tmp_path / "kb")
    run_ingest(kb, [docs], rules, embedder)
    assert {e.synthesizer for e in kb.manifest.documents.values()} == {f"rules-{rules.version}"}
    newer = load_synthesizer("rules")
    newer.version = "newer"  # as a changed compiler's source would make it
    report, _ = run_ingest(KnowledgeBase(tmp_path / "kb"), [docs], newer, embedder)
    assert (report.added, report.replaced, report.unchanged) == (0, 2, 0)
    reopened = KnowledgeBase(tmp_path / "kb")
    assert {e.synthesizer for e in reopened.manifest.documents.values()} == {"rules-newer"}
    check_consistent(reopened)
    report, _ = run_ingest(reopened, [docs], newer, embedder)
    assert (report.added, report.replaced, report.unchanged) == (0, 0, 2)


def test_a_graph_whose_concepts_an_older_version_keyed_is_rebuilt_from_the_store(tmp_path, rules, embedder):
    """A knowledge base ingested before concept keys changed ('Tekezé' became 'tekeze') would
    keep keys no question meets; opening it rebuilds the graph from the stored chunks and modules."""
    docs = winter_and_cold(tmp_path)
    kb = KnowledgeBase(tmp_path / "kb")
    run_ingest(kb, [docs], rules, embedder)
    saved = json.loads(kb.graph_path.read_text(encoding="utf-8"))
    assert saved["graph"]["concepts"] == concepts.VERSION
    built = KnowledgeGraph.load(kb.graph_path).graph
    saved["graph"]["concepts"] = concepts.VERSION - 1  # as an older version saved it, with other keys
    for node in saved["nodes"]:
        if node["id"].startswith("concept:"):
            node["id"] = node["id"].upper()
    for edge in saved["edges"]:
        edge["target"] = edge["target"].upper() if edge["target"].startswith("concept:") else edge["target"]
        edge["source"] = edge["source"].upper() if edge["source"].startswith("concept:") else edge["source"]
    kb.graph_path.write_text(json.dumps(saved), encoding="utf-8")
    assert not KnowledgeGraph.load(kb.graph_path).current
    graph = Retriever(KnowledgeBase(tmp_path / "kb"), embedder).graph.graph
    assert "concept:pension credit" in graph
    assert set(graph.nodes) == set(built.nodes)
    assert set(graph.edges) == set(built.edges)
    assert KnowledgeGraph.load(kb.graph_path).current


def test_a_changed_file_replaces_its_chunks(tmp_path, rules, embedder):
    docs = tmp_path / "docs"
    docs.mkdir()
    guide = docs / "grants.md"
    guide.write_text("# Grants\n\n" + "".join(SECTION.format(name=n, place=p) for n, p in
                                                [("Alpha", "England"), ("Beta", "Wales"), ("Gamma", "Scotland")]),
                     encoding="utf-8")
    (docs / "winter.md").write_text(WINTER, encoding="utf-8")
    kb = KnowledgeBase(tmp_path / "kb")
    run_ingest(kb, [docs], rules, embedder)
    before = stored_ids(kb)
    old = kb.manifest.documents[str(guide.resolve())].chunks
    assert len(old) == 3
    guide.write_text("# Grants\n\n" + SECTION.format(name="Delta", place="Ireland"), encoding="utf-8")
    report, _ = run_ingest(kb, [docs], rules, embedder)
    assert (report.added, report.replaced, report.unchanged) == (0, 1, 1)
    new = kb.manifest.documents[str(guide.resolve())].chunks
    assert len(new) == 1
    assert stored_ids(kb) == sorted(set(before) - set(old) | set(new))
    records, _ = kb.chunks(new)
    assert "Delta" in records[0].chunk.text
    check_consistent(kb)


def test_bad_files_are_named_and_the_rest_is_ingested(tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "winter.md").write_text(WINTER, encoding="utf-8")
    (docs / "empty.md").write_text("", encoding="utf-8")
    (docs / "binary.txt").write_bytes(b"\x00\x01\x02" * 100)
    (docs / "latin.txt").write_bytes("Vous êtes âgé.".encode("latin-1"))
    with open(docs / "noise.txt", "wb") as out:
        out.write(os.urandom(10 * 1024 * 1024))
    result = subprocess.run([sys.executable, "-m", "nesy_chat", "ingest", str(docs), "--kb", str(tmp_path / "kb")],
                            capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=300)
    assert result.returncode == 0, result.stderr
    skipped = sorted(line.split(":", 1)[0].removeprefix("skipped ") for line in result.stderr.splitlines()
                     if line.startswith("skipped "))
    assert [Path(s).name for s in skipped] == ["binary.txt", "empty.md", "latin.txt", "noise.txt"]
    assert "1 added" in result.stdout and "4 skipped" in result.stdout
    assert "Traceback" not in result.stderr


def test_drop_named_and_missing_documents(tmp_path, rules, embedder):
    docs = winter_and_cold(tmp_path)
    rule_texts = tmp_path / "rules.json"
    rule_texts.write_text(json.dumps({"1": "You can get it if you are 18.", "2": "You must be a carer."}),
                          encoding="utf-8")
    kb = KnowledgeBase(tmp_path / "kb")
    run_ingest(kb, [docs, rule_texts], rules, embedder)
    assert len(kb.manifest.documents) == 4
    assert missing(kb) == []
    (docs / "cold.md").unlink()
    rule_texts.write_text(json.dumps({"1": "You can get it if you are 18."}), encoding="utf-8")
    gone = missing(kb)
    assert sorted(gone) == sorted([str((docs / "cold.md").resolve()), f"{rule_texts.resolve()}#2"])
    assert drop(kb, gone) == 2
    assert under(kb, [docs]) == [str((docs / "winter.md").resolve())]
    result = subprocess.run([sys.executable, "-m", "nesy_chat", "drop", str(docs), "--kb", str(kb.folder)],
                            capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=300)
    assert result.returncode == 0 and "dropped 1 documents" in result.stdout, result.stderr
    reopened = KnowledgeBase(kb.folder)
    assert list(reopened.manifest.documents) == [f"{rule_texts.resolve()}#1"]
    check_consistent(reopened)


@pytest.mark.slow
def test_an_ingest_killed_half_way_and_run_again_has_every_chunk_once(tmp_path):
    if not SHARC.is_file():
        pytest.skip("ShARC data not found")
    texts = dict(list(json.loads(SHARC.read_text(encoding="utf-8")).items())[:70])
    data = tmp_path / "rules.json"
    data.write_text(json.dumps(texts), encoding="utf-8")
    kb = tmp_path / "kb"
    command = [sys.executable, "-m", "nesy_chat", "ingest", str(data), "--kb", str(kb), "--jobs", "1"]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    deadline = time.monotonic() + 300
    while not list((kb / "modules").glob("*.pl")) and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)  # until the first document's chunks are being stored
    process.send_signal(signal.SIGKILL)
    process.wait()
    manifest = json.loads((kb / "manifest.json").read_text(encoding="utf-8"))
    assert any(e["pending"] for e in manifest["documents"].values()), "the ingest was not killed half-way"
    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=600)
    assert result.returncode == 0, result.stderr
    assert "70 added" in result.stdout
    check_consistent(KnowledgeBase(kb))
    assert len(KnowledgeBase(kb).manifest.documents) == 70


@pytest.mark.slow
def test_an_ingest_in_two_processes_stores_what_one_process_does(tmp_path, rules, embedder):
    """Enough chunks for the pool: a spawned worker compiles, this process embeds and stores."""
    if not SHARC.is_file():
        pytest.skip("ShARC data not found")
    data = tmp_path / "rules.json"
    data.write_text(json.dumps(dict(list(json.loads(SHARC.read_text(encoding="utf-8")).items())[:130])),
                    encoding="utf-8")
    result = subprocess.run([sys.executable, "-m", "nesy_chat", "ingest", str(data), "--kb", str(tmp_path / "two"),
                             "--jobs", "2"], capture_output=True, text=True, timeout=600,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 0, result.stderr
    two = KnowledgeBase(tmp_path / "two")
    one = KnowledgeBase(tmp_path / "one", create=True)
    run_ingest(one, [data], rules, embedder)
    assert sorted(p.name for p in two.modules_dir.glob("*.pl")) == sorted(p.name for p in one.modules_dir.glob("*.pl"))
    assert len(list(one.modules_dir.glob("*.pl"))) == 130
    for path in one.modules_dir.glob("*.pl"):
        assert (two.modules_dir / path.name).read_text(encoding="utf-8") == path.read_text(encoding="utf-8")
    ids = stored_ids(one)
    assert stored_ids(two) == ids
    vectors_one, vectors_two = one.vectors("chunks", ids), two.vectors("chunks", ids)
    assert all(np.allclose(vectors_one[i], vectors_two[i], atol=1e-5) for i in ids)
    claims = [{r.id: (r, v) for r, v in zip(*kb.claims(with_vectors=True))} for kb in (one, two)]
    assert claims[0].keys() == claims[1].keys() and len(claims[0]) >= 130
    assert all(claims[0][k][0] == claims[1][k][0] and np.allclose(claims[0][k][1], claims[1][k][1], atol=1e-5)
               for k in claims[0])
    check_consistent(two)
