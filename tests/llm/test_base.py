"""The LLM interface's own parts: prompt files, fences, the repair loop's limits."""

from __future__ import annotations

import re

import pytest
from fake_ollama import closed_port

from nesy_chat.core.errors import LLMUnavailableError, ParseError, RefinementError
from nesy_chat.llm.base import PROMPTS, Message, prompt, refine, unfence
from nesy_chat.llm.ollama import OllamaLLM, OllamaOptions


def test_every_prompt_file_has_its_messages_and_slots():
    for path in sorted(PROMPTS.glob("*.md")):
        slots = set(re.findall(r"\{\{\s*(\w+)\s*\}\}", path.read_text(encoding="utf-8")))
        messages = prompt(path.stem, **{slot: f"<{slot}>" for slot in slots})
        assert messages and messages[-1].role == "user", path.name
        assert all(f"<{slot}>" in "".join(m.content for m in messages) for slot in slots)


def test_a_prompt_needs_exactly_its_slots():
    with pytest.raises(ValueError, match="slots"):
        prompt("repair")
    with pytest.raises(ValueError, match="slots"):
        prompt("repair", error="x", extra="y")
    assert prompt("repair", error="{{not a slot}}")[0].content.count("{{not a slot}}") == 1


def test_fences_and_prose_around_code_keep_the_line_count():
    reply = "Here is the module:\n\n```prolog\na :- b.\n```\nHope this helps."
    assert unfence(reply) == "\n\n\na :- b."
    assert unfence('{"a": 1}') == '{"a": 1}'


def test_a_server_failure_is_not_sent_back_for_repair():
    llm = OllamaLLM("qwen2.5:7b", closed_port(), OllamaOptions(backoff=0.0, retries=0))
    with pytest.raises(LLMUnavailableError):
        refine(llm, [Message("user", "hi")], lambda text: text)


def test_the_repair_loop_stops_after_its_rounds(ollama):
    ollama.reply("one", "two")

    def reject(text: str) -> str:
        raise ParseError(f"not {text}")

    with pytest.raises(RefinementError, match="in 2 rounds; the last error: not two") as caught:
        refine(ollama.llm(), [Message("user", "count")], reject, rounds=2)
    assert caught.value.attempts == (("one", "not one"), ("two", "not two"))
