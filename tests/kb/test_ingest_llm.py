"""Ingest with a model: the replies come from the fake Ollama server on loopback (no Ollama
server can run here); the reader, the whitelist, the rules compiler, the embedding model,
Chroma on disk and the graph are the real ones."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from llm_kb import GARDEN, reply, synthesizer, write_texts

from nesy_chat.kb.documents import load
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.kb.ingest import ingest, load_synthesizer, synthesizer_key
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.synthesis.rules import RulesSynthesizer

from .test_ingest import ROOT, check_consistent


@pytest.fixture(scope="module")
def embedder():
    return get_embedder()


@pytest.fixture
def docs(tmp_path) -> Path:
    return write_texts(tmp_path / "docs")


def grants(folder: Path, count: int) -> Path:
    """A folder of `count` one-rule texts (grant00.md, ...), for timing requests to the model."""
    folder.mkdir()
    for n in range(count):
        (folder / f"grant{n:02}.md").write_text(f"# Grant {n}\n\nYou can get grant {n} if you own a garden.\n",
                                                encoding="utf-8")
    return folder


def origins(kb: KnowledgeBase) -> dict[str, tuple[str, str, bool]]:
    """Per document file name: who made its module (synthesizer, model, whether it stands in)."""
    found = {}
    for entry in kb.manifest.documents.values():
        origin = kb.module(entry.chunks[0]).origin
        found[Path(entry.source).name] = (origin.synthesizer, origin.model, bool(origin.failed))
    return found


def test_valid_repaired_and_failed_modules_with_the_rules_module_standing_in(ollama, docs, tmp_path, embedder):
    ollama.answer(reply)
    kb = KnowledgeBase(tmp_path / "kb")
    model = synthesizer(ollama.host, tmp_path / "llm")
    report = ingest(kb, load([docs]).documents, model, embedder, jobs=3, progress=False)
    assert (report.added, report.chunks, report.modules, report.problems) == (3, 3, 3, [])
    assert len(ollama.chats) == 1 + 2 + 3  # garden once, boat repaired once, ferry three rounds
    assert origins(kb) == {"garden.md": ("llm", "ollama/qwen2.5:7b", False),
                           "boat.md": ("llm", "ollama/qwen2.5:7b", False),
                           "ferry.md": ("rules", "", True)}
    (stand_in,) = report.stand_ins
    assert stand_in.source.endswith("ferry.md") and stand_in.synthesizer == "rules"
    assert stand_in.reason.startswith("ollama/qwen2.5:7b gave no valid answer in 3 rounds")
    (notice,) = report.notices()
    assert "shell/1 is not allowed" in notice and notice.endswith(f"the rules module stands in for chunk "
                                                                   f"{stand_in.chunk}")
    assert report.usage.calls == 6 and report.usage.output_tokens == 6 * 312
    entries = {Path(e.source).name: e for e in kb.manifest.documents.values()}
    assert list(entries["ferry.md"].stand_ins) == [stand_in.chunk] and not entries["garden.md"].stand_ins
    assert {e.synthesizer for e in entries.values()} == {synthesizer_key(model)}
    check_consistent(kb)

    # Again: the two modules the model made are kept; the stand-in's document is compiled again,
    # its three replies answered from the reply cache (the server is asked nothing).
    again = ingest(KnowledgeBase(tmp_path / "kb"), load([docs]).documents, synthesizer(ollama.host, tmp_path / "llm"),
                   embedder, jobs=3, progress=False)
    assert (again.unchanged, again.replaced, len(again.stand_ins)) == (2, 1, 1)
    assert len(ollama.chats) == 6


def test_switching_models_compiles_again_and_switching_back_asks_nothing(ollama, docs, tmp_path, embedder):
    ollama.answer(reply)
    documents = load([docs]).documents
    ingest(KnowledgeBase(tmp_path / "kb"), documents, synthesizer(ollama.host, tmp_path / "llm"), embedder,
           progress=False)
    assert len(ollama.chats) == 6
    other = ingest(KnowledgeBase(tmp_path / "kb"), documents, synthesizer(ollama.host, tmp_path / "llm", "llama3.1:8b"),
                   embedder, progress=False)
    assert other.replaced == 3 and len(ollama.chats) == 12
    kb = KnowledgeBase(tmp_path / "kb")
    assert origins(kb)["garden.md"] == ("llm", "ollama/llama3.1:8b", False)
    back = ingest(kb, documents, synthesizer(ollama.host, tmp_path / "llm"), embedder, progress=False)
    assert back.replaced == 3 and len(ollama.chats) == 12  # modules from the module cache, replies from the reply cache
    assert origins(KnowledgeBase(tmp_path / "kb"))["garden.md"] == ("llm", "ollama/qwen2.5:7b", False)


def test_a_knowledge_base_holds_modules_of_both_kinds(ollama, docs, tmp_path, embedder):
    ollama.answer(reply)
    kb = KnowledgeBase(tmp_path / "kb")
    ingest(kb, load([docs / "garden.md"]).documents, synthesizer(ollama.host, tmp_path / "llm"), embedder, progress=False)
    ingest(kb, load([docs / "boat.md"]).documents, load_synthesizer("rules"), embedder, progress=False)
    made = origins(KnowledgeBase(tmp_path / "kb"))
    assert made == {"garden.md": ("llm", "ollama/qwen2.5:7b", False), "boat.md": ("rules", "", False)}
    assert kb.module(kb.manifest.documents[str((docs / "boat.md").resolve())].chunks[0]).origin.version == \
        RulesSynthesizer.version
    check_consistent(kb)


def test_chunks_are_in_flight_at_once(ollama, tmp_path, embedder):
    """Timestamps at the server: with 4 requests allowed, the 4 texts' requests overlap; with
    1 they follow one another (which shows the measure can tell them apart)."""
    held: list[tuple[float, float]] = []
    lock = threading.Lock()

    def slow(body: dict) -> str:
        start = time.monotonic()
        time.sleep(0.4)
        with lock:
            held.append((start, time.monotonic()))
        return GARDEN

    ollama.answer(slow)
    folder = grants(tmp_path / "docs", 4)
    for jobs in (4, 1):
        held.clear()
        report = ingest(KnowledgeBase(tmp_path / f"kb{jobs}"), load([folder]).documents,
                        synthesizer(ollama.host, tmp_path / f"llm{jobs}"), embedder, jobs=jobs, progress=False)
        assert report.modules == 4 and len(held) == 4
        most = max(sum(start <= moment < end for start, end in held) for moment, _ in held)
        assert most == jobs, (jobs, held)


@contextlib.contextmanager
def interruptible():
    """A child started inside gets Ctrl-C as a terminal gives it. A shell starts a background job
    (as CI runs the suite) with SIGINT ignored, and an ignored signal stays ignored across exec, so
    the child would run to the end; a handler of ours is reset to the default at exec instead."""
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


@pytest.mark.slow
def test_an_ingest_with_a_model_interrupted_and_run_again_asks_only_for_what_it_had_not_made(ollama, tmp_path):
    """Ctrl-C mid-run: the command says how to resume and ends at once; run again, it rolls the
    pending documents back and asks the model only for the chunks it had no module for."""
    # past the fourth request the model waits for the interrupt, so the model's pace does not
    # decide whether the interrupt comes in time
    asked_so_far, gate, lock = [], threading.Event(), threading.Lock()

    def slow(body: dict) -> str:
        with lock:
            asked_so_far.append(body)
            late = len(asked_so_far) > 4
        if late:
            gate.wait(60)
        time.sleep(0.5)
        return GARDEN

    ollama.answer(slow)
    folder = grants(tmp_path / "docs", 12)
    kb = tmp_path / "kb"
    command = [sys.executable, "-m", "nesy_chat", "ingest", str(folder), "--kb", str(kb), "--synth", "llm",
               "--ollama-host", ollama.host, "--jobs", "2"]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NESY_CACHE": str(tmp_path / "cache")}
    with interruptible():
        process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    deadline = time.monotonic() + 120
    while len(list((kb / "cache").glob("*.pl"))) < 4 and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    stopped = time.monotonic()
    process.send_signal(signal.SIGINT)
    gate.set()
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130 and time.monotonic() - stopped < 5, (out, err)
    assert "interrupted: the same command again resumes" in err and "Traceback" not in err
    made = len(list((kb / "cache").glob("*.pl")))
    time.sleep(1.0)  # the requests in flight at the kill are answered (to no one) and logged
    asked = len(ollama.chats)
    assert 4 <= made < 12 and asked <= made + 2  # at most the two in flight were asked and not kept

    result = subprocess.run(command, capture_output=True, text=True, env=env, timeout=300)
    assert result.returncode == 0, result.stderr
    assert "12 added" in result.stdout and "12 modules (0 stand-ins)" in result.stdout
    assert len(ollama.chats) - asked == 12 - made  # only the chunks without a module were asked for
    check_consistent(KnowledgeBase(kb))
