"""The command line with a model: notices instead of tracebacks, the model's module when it answers."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from fake_ollama import closed_port

from nesy_chat.cli import main
from nesy_chat.kb.store import KnowledgeBase

TEXT = "You can get the grant if you live in England."


def test_compile_without_a_server_prints_the_rules_module_and_a_notice(capsys):
    host = closed_port()
    assert main(["compile", TEXT, "--synth", "llm", "--ollama-host", host]) == 0
    captured = capsys.readouterr()
    assert captured.err.startswith(f"notice: cannot reach an Ollama server at {host}")
    assert "Using the rules synthesizer instead." in captured.err and "Traceback" not in captured.err
    assert ":- nesy_module(text)." in captured.out and "can_get_grant" in captured.out


def test_compile_with_the_model(ollama, tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)  # the reply cache goes to ./.cache/llm
    condition = {"statement": "you live in England", "negated": False, "question": "Is England your home?",
                 "sentence": 0}
    ollama.reply({"rules": [{"conclusion": "you can get the grant", "negated": False, "requirement": False,
                             "connective": "all", "conditions": [condition], "groups": [], "exceptions": [],
                             "sentence": 0}]})
    args = ["compile", TEXT, "--synth", "llm-structured", "--model", "qwen2.5:7b", "--ollama-host", ollama.host]
    assert main(args) == 0
    captured = capsys.readouterr()
    assert captured.err == "" and '"Is England your home?"' in captured.out
    assert len(list((tmp_path / ".cache" / "llm").glob("*.json"))) == 1
    assert main(args) == 0 and len(ollama.chats) == 1  # the second run is answered from the cache


def test_eval_logic_with_the_llm_reader_and_no_server_is_one_clear_error(tmp_path, capsys):
    data = tmp_path / "folio.json"
    data.write_text("[]", encoding="utf-8")
    assert main(["eval", "logic", "--data", str(data), "--reader", "llm", "--ollama-host", closed_port()]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: cannot reach an Ollama server") and "Traceback" not in err


GARDEN = "# Garden Grant\n\nYou can get the Garden Grant if you own a garden.\n"


@pytest.fixture
def garden(tmp_path, monkeypatch) -> Path:
    """A folder with one document; the working directory (where the reply cache goes) is tmp_path."""
    monkeypatch.chdir(tmp_path)
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "garden.md").write_text(GARDEN, encoding="utf-8")
    return docs


def test_ingest_with_an_unreachable_server_says_so_once_and_compiles_with_rules(garden, tmp_path, monkeypatch,
                                                                                 capsys):
    monkeypatch.setenv("OLLAMA_HOST", "http://127.0.0.1:9")
    assert main(["ingest", str(garden), "--synth", "llm", "--kb", str(tmp_path / "kb")]) == 0
    captured = capsys.readouterr()
    lines = [line for line in captured.err.splitlines() if "Ollama" in line]
    assert lines == ["notice: cannot reach an Ollama server at http://127.0.0.1:9: start one with `ollama serve` "
                     "(install it from https://ollama.com/download) or point nesy-chat at a running one with "
                     "OLLAMA_HOST or --ollama-host. Using the rules synthesizer instead."]
    assert "Traceback" not in captured.err and "1 added" in captured.out and "1 modules (0 stand-ins)" in captured.out
    kb = KnowledgeBase(tmp_path / "kb")
    (entry,) = kb.manifest.documents.values()
    assert entry.synthesizer.startswith("rules-") and kb.module(entry.chunks[0]).origin.synthesizer == "rules"


def test_ingest_with_the_model_reports_its_cost_and_each_stand_in(garden, tmp_path, ollama, capsys):
    (garden / "ferry.md").write_text("# Ferry\n\nYou can get a ferry discount if you live on the island.\n",
                                     encoding="utf-8")
    ollama.answer(lambda body: GARDEN_MODULE if "Garden" in body["messages"][1]["content"] else "no module, sorry")
    args = ["ingest", str(garden), "--synth", "llm", "--model", "qwen2.5:7b", "--ollama-host", ollama.host,
            "--kb", str(tmp_path / "kb")]
    assert main(args) == 0
    captured = capsys.readouterr()
    (notice,) = [line for line in captured.err.splitlines() if line.startswith("notice:")]
    assert notice.startswith("notice: ollama/qwen2.5:7b gave no valid answer in 3 rounds") and \
        notice.endswith("the rules module stands in for chunk " + _chunk_of(tmp_path / "kb", "ferry.md"))
    assert "2 modules (1 stand-ins)" in captured.out and "4 model calls (0 answered from the cache)" in captured.out
    assert "tokens/s" in captured.err  # the progress bar


def _chunk_of(folder: Path, name: str) -> str:
    return next(e.chunks[0] for e in KnowledgeBase(folder).manifest.documents.values() if e.source.endswith(name))


GARDEN_MODULE = """:- dynamic owns_garden/1.
% owns_garden(Boolean) indicates whether the user owns a garden (true) or not (false).

% can_get_garden_grant is true when the user can get the Garden Grant.
can_get_garden_grant :-
    owns_garden(true)."""


def test_ask_with_the_model_choosing_the_claim(garden, tmp_path, ollama, monkeypatch, capsys):
    kb = str(tmp_path / "kb")
    assert main(["ingest", str(garden), "--kb", kb]) == 0
    claim = KnowledgeBase(Path(kb)).module(_chunk_of(Path(kb), "garden.md")).claims[0].name
    ollama.reply({"claim": claim, "negated": False})
    monkeypatch.setattr("sys.stdin", io.StringIO("yes\n"))
    capsys.readouterr()
    assert main(["ask", "Is the Garden Grant for me?", "--kb", kb, "--matcher", "llm",
                 "--ollama-host", ollama.host]) == 0
    captured = capsys.readouterr()
    assert captured.err == "" and f"Claim: {claim}" in captured.out and "Yes" in captured.out
    assert ollama.chats[0]["format"]["properties"]["claim"]["enum"] == [claim, "none"]
    assert "module by the rules synthesizer" in captured.out


@pytest.mark.parametrize("option, notice", [("--matcher", "Matching claims by embedding instead."),
                                            ("--reader", "Reading messages by their words instead.")])
def test_ask_with_a_model_part_and_no_server_goes_on_without_it_with_one_notice(garden, tmp_path, monkeypatch,
                                                                                capsys, option, notice):
    kb = str(tmp_path / "kb")
    assert main(["ingest", str(garden), "--kb", kb]) == 0
    monkeypatch.setattr("sys.stdin", io.StringIO("yes\n"))
    capsys.readouterr()
    assert main(["ask", "Can I get the Garden Grant?", "--kb", kb, option, "llm", "--ollama-host", closed_port()]) == 0
    captured = capsys.readouterr()
    assert captured.err.count("notice:") == 1 and notice in captured.err
    assert "Claim: can_get_garden_grant" in captured.out and "Yes" in captured.out
    assert "Traceback" not in captured.err


def test_doctor_says_what_works_and_exits_0_without_a_model(garden, tmp_path, capsys):
    kb = str(tmp_path / "kb")
    assert main(["ingest", str(garden), "--kb", kb]) == 0
    capsys.readouterr()
    assert main(["doctor", "--kb", kb, "--ollama-host", closed_port()]) == 0
    out = capsys.readouterr().out
    for line in ("ok       SWI-Prolog: 9.", "ok       spaCy: ", "ok       embedding model: all-MiniLM-L6-v2",
                 f"ok       knowledge base: {kb}: 1 documents (1 by rules), 1 chunks, 1 modules, 0 stand-ins",
                 f"ok       Chroma: embedded, in {kb}/chroma: 1 chunks", "optional Ollama: cannot reach",
                 "The offline defaults work."):
        assert line in out, line


def test_doctor_names_the_fix_and_exits_1_when_a_part_is_broken(tmp_path, ollama, capsys):
    (tmp_path / "kb").mkdir()
    (tmp_path / "kb" / "manifest.json").write_text("{", encoding="utf-8")
    assert main(["doctor", "--kb", str(tmp_path / "kb"), "--ollama-host", ollama.host]) == 1
    out = capsys.readouterr().out
    assert "missing  knowledge base: the manifest" in out and "Not ready: knowledge base." in out
    assert f"ok       Ollama: {ollama.host} answers and has qwen2.5:7b" in out


def test_ask_with_the_model_reading_the_question(garden, tmp_path, ollama, monkeypatch, capsys):
    kb = str(tmp_path / "kb")
    assert main(["ingest", str(garden), "--kb", kb]) == 0
    ollama.reply({"stated": [{"fact": 1, "value": True, "words": "I own a garden"}]})
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    capsys.readouterr()
    assert main(["ask", "I own a garden, can I get the Garden Grant?", "--kb", kb, "--reader", "llm",
                 "--ollama-host", ollama.host]) == 0
    captured = capsys.readouterr()
    assert captured.err == "" and "From your message: “I own a garden”" in captured.out and "Yes" in captured.out
    assert "Do you own a garden?" in ollama.chats[0]["messages"][1]["content"]
