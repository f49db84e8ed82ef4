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
from held import WAIT, HeldSynthesizer
from runaway_modules import fill_the_stack

from nesy_chat.core.errors import EngineError, KnowledgeBaseError
from nesy_chat.kb.documents import load
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.kb.ingest import ingest, load_synthesizer
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.qa.assistant import Assistant
from nesy_chat.qa.knowledge import SEEDING, Knowledge, ReadWriteLock, knowledge_files

ROOT = Path(__file__).resolve().parents[2]

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


# --- opening the knowledge in the background (the app's start) -----------------------------

BOATS = "# Boat Licence\n\nYou can get a Boat Licence if you have passed the boating test.\n"
FISHING = "# Fishing Permit\n\nYou can get a Fishing Permit if you live by the river.\n"


def write_docs(folder: Path, **texts: str) -> Path:
    folder.mkdir(exist_ok=True)
    for name, text in texts.items():
        (folder / f"{name}.md").write_text(text, encoding="utf-8")
    return folder


def test_a_first_start_opens_in_the_background_with_its_progress(tmp_path):
    docs = write_docs(tmp_path / "docs", garden=OWNERS, boats=BOATS, fishing=FISHING)
    held = HeldSynthesizer(hold=2)
    knowledge = Knowledge.start(tmp_path / "kb", [docs], held)
    try:
        assert held.entered.wait(WAIT)
        status = knowledge.status()  # the first chunk made, the second held
        assert (status.stage, status.done, status.total) == ("reading", 1, 3)
        assert status.describe() == "reading the documents (1 of 3)"
        assert "Reading the documents (1 of 3)…" in knowledge.summary()
        with pytest.raises(KnowledgeBaseError, match=r"not yet: reading the documents \(1 of 3\)"):
            knowledge.add_files([str(docs / "boats.md")], held)
        assert knowledge.chunks(["anything"]) == {}
        held.release.set()
        assert knowledge.wait(WAIT).ready
        assert "3 documents" in knowledge.summary()
        assert not (tmp_path / "kb" / SEEDING).exists()
        assert Assistant(knowledge).start("Can I get a Boat Licence?").follow_up.question == \
            "Have you passed the boating test?"
    finally:
        held.release.set()
        knowledge.wait(WAIT)
        knowledge.close()


def test_a_start_ingests_again_only_what_an_older_compiler_compiled(tmp_path):
    docs = write_docs(tmp_path / "docs", garden=OWNERS, boats=BOATS, fishing=FISHING)
    kb = KnowledgeBase(tmp_path / "kb")
    loaded = {Path(d.source).stem: d for d in load([docs]).documents}
    ingest(kb, [loaded["garden"]], HeldSynthesizer(hold=None, version="older"), get_embedder(), progress=False)
    ingest(kb, [loaded["boats"]], HeldSynthesizer(hold=None), get_embedder(), progress=False)
    ingest(kb, [loaded["fishing"]], HeldSynthesizer(hold=None, name="llm", version="some-model"), get_embedder(),
           progress=False)
    entries = kb.manifest.documents
    before = {key: entry.synthesizer for key, entry in entries.items()}
    uploads = write_docs(tmp_path / "kb" / "uploads", notes="# Notes\n\nYou can get a note if you ask.\n")
    ingest(kb, load([uploads]).documents, HeldSynthesizer(hold=None, version="older"), get_embedder(),
           progress=False)

    counting = HeldSynthesizer(hold=None)
    knowledge = Knowledge.start(tmp_path / "kb", [docs], counting)
    try:
        assert knowledge.wait(WAIT).ready
        garden, notes = loaded["garden"].id, str((uploads / "notes.md").resolve())
        entries = knowledge.kb.manifest.documents
        assert sorted(counting.compiled) == sorted([*entries[garden].chunks, *entries[notes].chunks])
        current = f"rules-{counting.version}"
        assert entries[garden].synthesizer == entries[notes].synthesizer == current
        assert entries[loaded["boats"].id].synthesizer == before[loaded["boats"].id] == current
        assert entries[loaded["fishing"].id].synthesizer == "llm-some-model"  # another synthesizer's: left alone
        assert len(knowledge.engine.modules) == 4
    finally:
        knowledge.close()


def test_a_first_start_cut_short_is_finished_at_the_next(tmp_path):
    docs = write_docs(tmp_path / "docs", garden=OWNERS, boats=BOATS)
    kb = KnowledgeBase(tmp_path / "kb")
    garden = [d for d in load([docs]).documents if d.source.endswith("garden.md")]
    ingest(kb, garden, load_synthesizer("rules"), get_embedder(), progress=False)
    (tmp_path / "kb" / SEEDING).touch()  # as the first start leaves it when killed after the garden
    counting = HeldSynthesizer(hold=None)
    knowledge = Knowledge.start(tmp_path / "kb", [docs], counting)
    try:
        assert knowledge.wait(WAIT).ready
        assert len(counting.compiled) == 1 and counting.compiled[0].startswith("boats")  # the garden is done
        assert len(knowledge.kb.manifest.documents) == 2
        assert not (tmp_path / "kb" / SEEDING).exists()
    finally:
        knowledge.close()


def test_a_first_start_that_fails_says_why_and_is_tried_again_next_time(tmp_path, caplog):
    docs = write_docs(tmp_path / "docs", garden=OWNERS)
    KnowledgeBase(tmp_path / "kb", model="no-such-embedding-model")  # an empty one that cannot embed
    knowledge = Knowledge.start(tmp_path / "kb", [docs], HeldSynthesizer(hold=None))
    status = knowledge.wait(WAIT)
    assert status.stage == "failed" and "cannot load the embedding model 'no-such-embedding-model'" in status.error
    assert status.describe().startswith("the knowledge base could not be opened: cannot load the embedding model")
    assert "could not be opened" in knowledge.summary()
    assert any(r.getMessage().startswith("knowledge failed: cannot load") for r in caplog.records)
    assert (tmp_path / "kb" / SEEDING).exists()
    with pytest.raises(KnowledgeBaseError, match="not yet: the knowledge base could not be opened"):
        knowledge.add_files([str(docs / "garden.md")], HeldSynthesizer(hold=None))
    knowledge.close()
