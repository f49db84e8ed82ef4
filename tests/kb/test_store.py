"""The knowledge-base folder: Chroma on disk, or a real `chroma run` server; modules as files."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from nesy_chat.core.errors import KnowledgeBaseError
from nesy_chat.kb.documents import Chunk, load
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.kb.ingest import ingest
from nesy_chat.kb.store import ClaimRecord, KnowledgeBase, StoredDocument
from nesy_chat.prolog.source import read_module

ROOT = Path(__file__).resolve().parents[2]
CHROMA = Path(sys.executable).with_name("chroma")
MODULE = """\
:- nesy_module('doc-1-0').
:- text("You get Pension Credit if you live in the UK.").
:- sentence(0, 0, 45).
:- dynamic lives_in_uk/1.
:- ask(lives_in_uk, bool, "Do you live in the UK?", "", 0).
:- claim(gets_pension_credit, "you get Pension Credit", 0).
:- from(0).
gets_pension_credit :- lives_in_uk(true).
"""


def unit(*values: float) -> np.ndarray:
    vector = np.zeros(384, dtype=np.float32)
    vector[:len(values)] = values
    return vector / np.linalg.norm(vector)


def fill(kb: KnowledgeBase) -> None:
    module = read_module(MODULE, module_id="doc-1-0")
    chunks = [Chunk("doc-1-0", "You get Pension Credit if you live in the UK.", ("Pension Credit", "Eligibility"),
                    "Pension Credit", "https://www.gov.uk/pension-credit"),
              Chunk("doc-1-1", "Apply by phone.", ("Pension Credit", "How to claim"), "Pension Credit",
                    "https://www.gov.uk/pension-credit")]
    claims = [ClaimRecord("doc-1-0", "doc-1", "gets_pension_credit", "you get Pension Credit")]
    kb.put([StoredDocument("doc-1", chunks, np.stack([unit(1, 0), unit(0, 1)]), {"doc-1-0": module}, claims,
                           np.stack([unit(1, 1)])),
            StoredDocument("doc-2", [Chunk("doc-2-0", "Winter Fuel Payment.", (), "Winter Fuel", "/docs/winter.md")],
                           np.stack([unit(1, 0.2)]), {}, [], np.zeros((0, 384), dtype=np.float32))])


def check_contents(kb: KnowledgeBase) -> None:
    nearest = kb.nearest(unit(1, 0.3), 2)
    assert [c for c, _ in nearest] == ["doc-2-0", "doc-1-0"]
    assert [s for _, s in nearest] == pytest.approx([0.9956, 0.9578], abs=1e-3)
    records, vectors = kb.chunks(["doc-1-1", "doc-1-0", "nope"], with_vectors=True)
    assert [r.chunk.id for r in records] == ["doc-1-1", "doc-1-0"]
    assert records[1].chunk == Chunk("doc-1-0", "You get Pension Credit if you live in the UK.",
                                     ("Pension Credit", "Eligibility"), "Pension Credit",
                                     "https://www.gov.uk/pension-credit")
    assert (records[1].document, records[1].has_module, records[0].has_module) == ("doc-1", True, False)
    assert np.allclose(vectors[1], unit(1, 0), atol=1e-6)
    claims, claim_vectors = kb.claims(with_vectors=True)
    assert claims == [ClaimRecord("doc-1-0", "doc-1", "gets_pension_credit", "you get Pension Credit")]
    assert np.allclose(claim_vectors[0], unit(1, 1), atol=1e-6)
    assert set(kb.vectors("claims", ["doc-1-0::gets_pension_credit"])) == {"doc-1-0::gets_pension_credit"}


def test_chunks_claims_and_modules_on_disk(tmp_path):
    kb = KnowledgeBase(tmp_path / "kb")
    fill(kb)
    check_contents(kb)
    module = kb.module("doc-1-0")
    assert module.id == "doc-1-0" and module.claims[0].name == "gets_pension_credit"
    assert kb.module("doc-2-0") is None
    # a second process sees the same (a fresh client on the same folder)
    check_contents(KnowledgeBase(tmp_path / "kb"))


def test_remove_takes_everything_of_a_document_and_can_run_twice(tmp_path):
    kb = KnowledgeBase(tmp_path / "kb")
    fill(kb)
    for _ in range(2):
        kb.remove({"doc-1": ["doc-1-0", "doc-1-1"], "never-stored": ["x-0"]})
    assert [r.chunk.id for r in kb.chunks()[0]] == ["doc-2-0"]
    assert kb.claims()[0] == [] and not kb.module_path("doc-1-0").exists()
    fill(kb)  # and putting it back gives each chunk once
    assert sorted(r.chunk.id for r in kb.chunks()[0]) == ["doc-1-0", "doc-1-1", "doc-2-0"]


def test_the_manifest_is_written_whole_and_read_back(tmp_path):
    kb = KnowledgeBase(tmp_path / "kb")
    kb.manifest.revision = 7
    kb.save_manifest()
    assert KnowledgeBase(tmp_path / "kb").revision == 7
    assert [p.name for p in (tmp_path / "kb").iterdir() if p.name.endswith(".tmp")] == []
    (tmp_path / "kb" / "manifest.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(KnowledgeBaseError, match="manifest .* is damaged"):
        KnowledgeBase(tmp_path / "kb")


def test_a_missing_knowledge_base_another_model_or_a_foreign_collection_is_an_error(tmp_path):
    with pytest.raises(KnowledgeBaseError, match="run `python -m nesy_chat ingest` first"):
        KnowledgeBase(tmp_path / "none", create=False)
    KnowledgeBase(tmp_path / "kb")
    with pytest.raises(KnowledgeBaseError, match="built with the embedding model"):
        KnowledgeBase(tmp_path / "kb", model="another-model")
    first = KnowledgeBase(tmp_path / "kb")
    first.collection("chunks")
    manifest = json.loads((tmp_path / "kb" / "manifest.json").read_text())
    manifest["kb"] = "someone-else"
    (tmp_path / "kb" / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(KnowledgeBaseError, match="belongs to another knowledge base"):
        KnowledgeBase(tmp_path / "kb").collection("chunks")


# --- a real `chroma run` server ------------------------------------------------------------

def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture
def chroma_server(tmp_path_factory):
    """`chroma run` on a free loopback port, stopped after the test (a server holds one
    knowledge base)."""
    port = free_port()
    data = tmp_path_factory.mktemp("chroma-server")
    process = subprocess.Popen([str(CHROMA), "run", "--path", str(data), "--host", "127.0.0.1", "--port", str(port)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                break
        except OSError:
            assert process.poll() is None, "chroma run exited"
            time.sleep(0.2)
    else:
        process.kill()
        pytest.fail("chroma run did not start within 60 s")
    yield url
    process.terminate()
    process.wait(timeout=30)


def test_the_same_code_against_a_chroma_server(chroma_server, tmp_path):
    kb = KnowledgeBase(tmp_path / "kb", chroma_url=chroma_server)
    fill(kb)
    check_contents(kb)
    assert not (tmp_path / "kb" / "chroma").exists()  # the data lives in the server
    assert kb.module("doc-1-0") is not None  # modules stay in the folder


@pytest.mark.slow
def test_ingest_and_a_question_against_the_server(chroma_server, tmp_path):
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "winter.md").write_text("# Winter Fuel Payment\n\nYou can get a Winter Fuel Payment if you were born "
                                    "before 1955 and you live in the UK.\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NESY_CHROMA_URL": chroma_server}
    kb = tmp_path / "kb"
    ingested = subprocess.run([sys.executable, "-m", "nesy_chat", "ingest", str(docs), "--kb", str(kb)],
                              capture_output=True, text=True, env=env, timeout=300)
    assert ingested.returncode == 0, ingested.stderr
    asked = subprocess.run([sys.executable, "-m", "nesy_chat", "ask", "Can I get a Winter Fuel Payment?",
                            "--kb", str(kb), "--json"], input="yes\nyes\n", capture_output=True, text=True,
                           env=env, timeout=300)
    assert asked.returncode == 0, asked.stderr
    events = [json.loads(line) for line in asked.stdout.splitlines()]
    assert events[0]["event"] == "hull" and events[-1]["event"] == "answer"
    assert events[-1]["label"] == "yes"
    assert not (kb / "chroma").exists()
    with pytest.raises(KnowledgeBaseError, match="belongs to another knowledge base"):
        KnowledgeBase(tmp_path / "other", chroma_url=chroma_server).collection("chunks")


def test_the_manifest_says_where_the_collections_live_and_a_mismatch_is_an_error(chroma_server, tmp_path):
    """Opened without its server, a knowledge base answered 'irrelevant' from an empty local
    Chroma it had just made: now the mismatch is an error naming both places."""
    served = KnowledgeBase(tmp_path / "served", chroma_url=chroma_server)
    fill(served)
    with pytest.raises(KnowledgeBaseError, match=f"on the server {chroma_server}, not in the folder .*--chroma-url"):
        KnowledgeBase(tmp_path / "served", chroma_url="")
    assert not (tmp_path / "served" / "chroma").exists()
    asked = subprocess.run([sys.executable, "-m", "nesy_chat", "ask", "Anything?", "--kb", str(tmp_path / "served")],
                           capture_output=True, text=True, timeout=300,
                           env={**{k: v for k, v in os.environ.items() if k != "NESY_CHROMA_URL"},
                                "PYTHONPATH": str(ROOT)})
    assert asked.returncode == 1 and asked.stderr.startswith("error: ") and "on the server" in asked.stderr
    assert "Traceback" not in asked.stderr
    check_contents(KnowledgeBase(tmp_path / "served", chroma_url=chroma_server.replace("http://", "")))
    KnowledgeBase(tmp_path / "embedded", chroma_url="")
    with pytest.raises(KnowledgeBaseError, match="in the folder \\(embedded\\), not on the server"):
        KnowledgeBase(tmp_path / "embedded", chroma_url=chroma_server)


class CountingSynthesizer:
    name, version = "counting", "1"

    def __init__(self):
        self.calls = 0

    def synthesize(self, chunk):
        self.calls += 1
        raise AssertionError("a store that refuses the knowledge base must be found out before compiling")


def test_a_server_holding_another_knowledge_base_is_found_out_before_compiling(chroma_server, tmp_path):
    fill(KnowledgeBase(tmp_path / "first", chroma_url=chroma_server))
    second = KnowledgeBase(tmp_path / "second", chroma_url=chroma_server)
    synthesizer = CountingSynthesizer()
    document = load([write_doc(tmp_path / "doc.md")]).documents
    with pytest.raises(KnowledgeBaseError, match="belongs to another knowledge base"):
        ingest(second, document, synthesizer, get_embedder(), progress=False)
    assert synthesizer.calls == 0 and not KnowledgeBase(tmp_path / "second", chroma_url=chroma_server).manifest.documents


def test_an_unreachable_server_is_named_with_a_reason(tmp_path):
    with pytest.raises(KnowledgeBaseError, match=r"cannot open Chroma at http://127.0.0.1:9 \(\w.*\): is `chroma run`"):
        KnowledgeBase(tmp_path / "kb", chroma_url="http://127.0.0.1:9").collection("chunks")


def write_doc(path: Path) -> Path:
    path.write_text("# Boat Licence\n\nYou can get a Boat Licence if you have passed the boating test.\n",
                    encoding="utf-8")
    return path
