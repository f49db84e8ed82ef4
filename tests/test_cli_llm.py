"""The command line with a model: notices instead of tracebacks, the model's module when it answers."""

from __future__ import annotations

from fake_ollama import closed_port

from nesy_chat.cli import main

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
