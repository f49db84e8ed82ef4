"""The shared knowledge: its reader/writer lock, an upload beside the questions, broken modules.

A real knowledge base on disk (Chroma, the embedding model, the rules compiler); the one
seam is the synthesizer an upload uses, wrapped to hold its first chunk until the test says.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from runaway_modules import fill_the_stack

from nesy_chat.core.errors import EngineError
from nesy_chat.kb.documents import load
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.kb.ingest import ingest, load_synthesizer
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.qa.assistant import Assistant
from nesy_chat.qa.knowledge import Knowledge, ReadWriteLock, knowledge_files

ROOT = Path(__file__).resolve().parents[2]
WAIT = 60  # seconds a step may take before the test calls it stuck

OWNERS = "# Garden Grant\n\nYou can get the Garden Grant if you own a garden.\n"
TENANTS = "# Boat Licence\n\nYou can get a Boat Licence if you have passed the boating test.\n"


def in_thread(target, *args) -> tuple[threading.Thread, dict]:
    result: dict = {}

    def run():
        try:
            result["value"] = target(*args)
        except BaseException as err:  # noqa: BLE001 - handed to the test
            result["error"] = err

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread, result


def test_readers_share_the_lock_and_a_writer_waits_for_them():
    lock = ReadWriteLock()
    inside, release = threading.Barrier(3), threading.Event()

    def reader():
        with lock.read():
            inside.wait(WAIT)  # both readers are in at once, or this times out
            release.wait(WAIT)

    readers = [in_thread(reader)[0] for _ in range(2)]
    inside.wait(WAIT)
    wrote = threading.Event()

    def write():
        with lock.write():
            wrote.set()

    writer, _ = in_thread(write)
    time.sleep(0.2)
    assert not wrote.is_set()  # the readers are still in
    release.set()
    for thread in [*readers, writer]:
        thread.join(WAIT)
    assert wrote.is_set()


def test_a_waiting_writer_holds_back_new_readers():
    lock = ReadWriteLock()
    first_in, release, order = threading.Event(), threading.Event(), []

    def first_reader():
        with lock.read():
            first_in.set()
            release.wait(WAIT)

    def writer():
        with lock.write():
            order.append("writer")

    def late_reader():
        with lock.read():
            order.append("reader")

    threads = [in_thread(first_reader)[0]]
    first_in.wait(WAIT)
    threads.append(in_thread(writer)[0])
    time.sleep(0.2)  # the writer is waiting now
    threads.append(in_thread(late_reader)[0])
    time.sleep(0.2)
    assert order == []  # the late reader did not slip in ahead of the writer
    release.set()
    for thread in threads:
        thread.join(WAIT)
    assert order == ["writer", "reader"]


@pytest.fixture()
def garden(tmp_path) -> Knowledge:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "owners.md").write_text(OWNERS, encoding="utf-8")
    kb = KnowledgeBase(tmp_path / "kb")
    ingest(kb, load([docs]).documents, load_synthesizer("rules"), get_embedder(), progress=False)
    found = Knowledge(kb)
    found.load_all()
    yield found
    found.close()


class HeldSynthesizer:
    """The rules synthesizer, holding its first chunk until released."""

    def __init__(self):
        self.inner = load_synthesizer("rules")
        self.name, self.version = self.inner.name, self.inner.version
        self.entered, self.release = threading.Event(), threading.Event()

    def synthesize(self, chunk):
        self.entered.set()
        assert self.release.wait(WAIT), "never released"
        return self.inner.synthesize(chunk)


def test_questions_go_on_while_an_upload_ingests_and_then_see_it_whole(garden, tmp_path):
    held = HeldSynthesizer()
    assistant = Assistant(garden)
    upload = tmp_path / "boats.md"
    upload.write_text(TENANTS, encoding="utf-8")
    old_engine = garden.engine

    adding, result = in_thread(garden.add_files, [str(upload)], held)
    assert held.entered.wait(WAIT)
    # mid-ingest: a question is answered from the knowledge as it was, without waiting
    asking, asked = in_thread(assistant.start, "Can I get the Garden Grant?")
    asking.join(WAIT)
    assert not asking.is_alive() and adding.is_alive()
    assert asked["value"].follow_up.question == "Do you own a garden?"
    assert assistant.start("Can I get a Boat Licence?").answer.label == "irrelevant"

    held.release.set()
    adding.join(WAIT)
    assert "error" not in result and result["value"][0].ok, result
    assert garden.engine is not old_engine and not old_engine.modules  # swapped in, the old one closed
    turn = assistant.start("Can I get a Boat Licence?")
    assert turn.follow_up.question == "Have you passed the boating test?"
    assert "2 documents" in garden.summary()


def test_a_module_that_cannot_load_is_reported_and_not_offered(garden):
    (chunk_id,) = [r.chunk.id for r in garden.kb.chunks()[0] if r.has_module]
    garden.kb.module_path(chunk_id).write_text("this is not :- prolog (", encoding="utf-8")
    knowledge = Knowledge(garden.kb)
    try:
        knowledge.load_all()
        assert list(knowledge.broken) == [chunk_id] and chunk_id not in knowledge.engine.modules
        turn = Assistant(knowledge).start("Can I get the Garden Grant?")
        assert turn.answer is not None and turn.answer.label == "irrelevant"
    finally:
        knowledge.close()


def test_a_module_whose_proof_runs_away_is_set_aside_after_the_first_time(garden):
    """A tampered module whose proof fills the stack: the turn fails with the engine's error,
    and later questions no longer go to it (each would hold the shared engine again)."""
    (chunk_id,) = [r.chunk.id for r in garden.kb.chunks()[0] if r.has_module]
    fill_the_stack(garden.kb, chunk_id)
    knowledge = Knowledge(garden.kb)
    assistant = Assistant(knowledge)
    try:
        with pytest.raises(EngineError) as failed:
            assistant.start("Can I get the Garden Grant?")
        assert failed.value.runaway and failed.value.module == chunk_id
        assert chunk_id in knowledge.broken
        assert assistant.start("Can I get the Garden Grant?").answer.label == "irrelevant"
    finally:
        knowledge.close()


def test_what_another_process_ingests_is_taken_in_at_the_next_question(garden, tmp_path):
    assistant = Assistant(garden)
    assert not garden.refresh()  # nothing changed: one stat
    assert assistant.start("Can I get a Boat Licence?").answer.label == "irrelevant"
    boats = tmp_path / "boats.md"
    boats.write_text(TENANTS, encoding="utf-8")
    ingested = subprocess.run([sys.executable, "-m", "nesy_chat", "ingest", str(boats), "--kb", str(garden.kb.folder)],
                              capture_output=True, text=True, timeout=300, cwd=ROOT,
                              env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert ingested.returncode == 0, ingested.stderr
    turn = assistant.start("Can I get a Boat Licence?")
    assert turn.follow_up is not None and turn.follow_up.question == "Have you passed the boating test?"
    assert not garden.refresh()


def test_the_app_seeds_its_knowledge_without_the_folders_readme_and_licence(tmp_path):
    seed = tmp_path / "seed"
    seed.mkdir()
    (seed / "rules.json").write_text('{"a": "You can get a permit if you live here."}', encoding="utf-8")
    (seed / "README.md").write_text("# About\n\nThese rule texts come from a public dataset.\n", encoding="utf-8")
    (seed / "LICENSE").write_text("Share alike.\n", encoding="utf-8")
    files, _ = knowledge_files([seed])
    assert [f.name for f in files] == ["rules.json"]
