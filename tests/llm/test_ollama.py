"""The Ollama backend through the real `ollama` client, against the fake server on loopback."""

from __future__ import annotations

import pytest
from fake_ollama import FakeOllama, closed_port, missing_model_server
from pydantic import BaseModel

from nesy_chat.core.errors import LLMError, LLMOutputError, LLMTimeoutError, LLMUnavailableError, ModelMissingError
from nesy_chat.llm import connect
from nesy_chat.llm.base import CachedLLM, Message, ask, json_schema, parse
from nesy_chat.llm.ollama import OllamaLLM, OllamaOptions

HELLO = [Message("user", "Say hello.")]


class Verdict(BaseModel):
    label: str
    sure: bool


def test_a_reply_with_the_settings_that_make_it_repeatable(ollama):
    ollama.reply("Hello.")
    llm = ollama.llm()
    assert llm.complete([Message("system", "Be brief."), *HELLO]) == "Hello."
    request = ollama.chats[0]
    assert request["model"] == "qwen2.5:7b" and request["stream"] is False
    assert request["messages"] == [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Say hello."}]
    assert request["options"] == {"temperature": 0.0, "seed": 0, "num_ctx": 8192, "num_predict": 2048}
    assert "think" not in request and "format" not in request  # not a reasoning model; no schema
    assert (llm.usage.calls, llm.usage.prompt_tokens, llm.usage.output_tokens) == (1, 587, 312)


def test_structured_output_sends_the_schema_inlined_and_validates_the_reply(ollama):
    ollama.reply({"label": "yes", "sure": True}, '```json\n{"label": "no", "sure": false}\n```',
                 '{"label": "yes"}', {"label": "yes", "sure": False})
    llm = ollama.llm()
    assert ask(llm, HELLO, Verdict) == Verdict(label="yes", sure=True)
    assert ollama.chats[0]["format"] == json_schema(Verdict)
    assert ask(llm, HELLO, Verdict) == Verdict(label="no", sure=False)  # a fenced reply is unwrapped
    assert ask(llm, HELLO, Verdict) == Verdict(label="yes", sure=False)  # after one repair
    assert ollama.chats[3]["messages"][-2:] == [
        {"role": "assistant", "content": '{"label": "yes"}'},
        {"role": "user", "content": "Your answer was rejected:\nthe reply does not match the schema: sure: Field "
                                    "required\n\nCorrect it and give the whole answer again, in the same format, "
                                    "with nothing else."}]
    with pytest.raises(LLMOutputError, match="sure: Field required") as caught:
        parse(Verdict, '{"label": "yes"}')
    assert caught.value.output == '{"label": "yes"}'


def test_nested_models_lose_their_refs_for_ollamas_grammar():
    class Outer(BaseModel):
        items: list[Verdict]

    schema = json_schema(Outer)
    assert "$defs" not in schema and "$ref" not in str(schema)
    assert schema["properties"]["items"]["items"]["properties"]["sure"]["type"] == "boolean"


def test_a_reasoning_model_is_asked_not_to_think_and_its_thoughts_are_dropped(ollama_http):
    server = FakeOllama(ollama_http, "qwen3:8b", ("completion", "thinking", "tools"))
    server.reply('{"label": "yes", "sure": true}', thinking="The user asks whether ... so the label is yes.")
    server.reply('<think>\nLet me check the conditions first.\n</think>\n\n{"label": "no", "sure": true}')
    llm = server.llm()
    assert ask(llm, HELLO, Verdict).label == "yes"
    assert ask(llm, HELLO, Verdict).label == "no"  # inline reasoning is stripped too
    request = server.chats[0]
    assert request["think"] is False
    assert request["options"]["num_predict"] == 2048 + 4096  # reasoning gets its own budget


def test_gpt_oss_cannot_stop_thinking_so_it_thinks_low(ollama_http):
    server = FakeOllama(ollama_http, "gpt-oss:20b", ("completion", "thinking", "tools"))
    server.reply("Hello.", thinking="Greeting requested.")
    assert server.llm().complete(HELLO) == "Hello."
    assert server.chats[0]["think"] == "low"


def test_reasoning_that_uses_up_the_budget_is_an_output_error(ollama_http):
    server = FakeOllama(ollama_http, "deepseek-r1:8b", ("completion", "thinking"))
    server.reply("", thinking="First, ... " * 500, done_reason="length")
    with pytest.raises(LLMOutputError, match="cut off at 6144 tokens after reasoning"):
        server.llm().complete(HELLO)


def test_an_empty_reply_is_an_output_error(ollama):
    ollama.reply("   ")
    with pytest.raises(LLMOutputError, match="empty"):
        ollama.llm().complete(HELLO)


def test_a_missing_model_says_how_to_pull_it(ollama_http):
    missing_model_server(ollama_http, "qwen2.5:7b")
    host = ollama_http.url_for("/").rstrip("/")
    with pytest.raises(ModelMissingError) as caught:
        connect("qwen2.5:7b", host, cache=None)
    message = str(caught.value)
    assert f"the Ollama server at {host} does not have the model 'qwen2.5:7b'" in message
    assert "run `ollama pull qwen2.5:7b` there" in message
    assert len(ollama_http.log) == 1  # a 404 is not retried


def test_a_model_removed_after_the_check_fails_the_same_way(ollama):
    ollama.fail(404, 'model "qwen2.5:7b" not found, try pulling it first')
    with pytest.raises(ModelMissingError, match="ollama pull qwen2.5:7b"):
        ollama.llm().complete(HELLO)


def test_an_unreachable_server_says_where_and_how_to_fix_it():
    host = closed_port()
    llm = OllamaLLM("qwen2.5:7b", host, OllamaOptions(backoff=0.0))
    with pytest.raises(LLMUnavailableError) as caught:
        llm.complete(HELLO)
    message = str(caught.value)
    assert f"cannot reach an Ollama server at {host}" in message
    assert "ollama serve" in message and "OLLAMA_HOST" in message and "--ollama-host" in message


def test_the_host_comes_from_ollama_host(monkeypatch, ollama):
    monkeypatch.setenv("OLLAMA_HOST", ollama.host)
    ollama.reply("Hello.")
    llm = OllamaLLM("qwen2.5:7b", options=OllamaOptions(backoff=0.0))
    assert llm.host == ollama.host and llm.complete(HELLO) == "Hello."


def test_a_busy_server_is_retried(ollama):
    ollama.fail(503, "server busy, please try again.  maximum pending requests exceeded")
    ollama.fail(502, "bad gateway")
    ollama.reply("Hello.")
    assert ollama.llm(retries=2).complete(HELLO) == "Hello."
    assert len(ollama.chats) == 3


def test_other_errors_are_not_retried(ollama):
    ollama.fail(400, "invalid JSON schema in format")
    with pytest.raises(LLMError, match=r"invalid JSON schema in format \(HTTP 400\)") as caught:
        ollama.llm(retries=2).complete(HELLO)
    assert type(caught.value) is LLMError and len(ollama.chats) == 1


def test_a_slow_server_times_out_after_its_retries(ollama):
    ollama.slow(0.6, "too late")
    ollama.slow(0.6, "too late")
    with pytest.raises(LLMTimeoutError, match=r"did not answer within 0.2 s \(2 attempts with qwen2.5:7b\)"):
        ollama.llm(timeout=0.2, retries=1).complete(HELLO)  # without the timeout: "too late" after 0.6 s
    ollama.settle()
    assert len(ollama.chats) == 2  # it retried once, then gave up


def test_a_timeout_then_an_answer(ollama):
    ollama.slow(0.6, "too late")
    ollama.reply("Hello.")
    assert ollama.llm(timeout=0.2, retries=1).complete(HELLO) == "Hello."


def test_the_disk_cache_answers_a_second_run_without_a_request(ollama, tmp_path):
    ollama.reply({"label": "yes", "sure": True})
    first = CachedLLM(ollama.llm(), tmp_path)
    assert ask(first, HELLO, Verdict).label == "yes"
    before = ollama.requests
    second = CachedLLM(ollama.llm(), tmp_path)  # a new process: only the files remain
    assert ask(second, HELLO, Verdict).label == "yes"
    assert ollama.requests == before and second.usage.cache_hits == 1 and second.usage.calls == 0
    assert len(list(tmp_path.glob("*.json"))) == 1


def test_the_cache_key_holds_model_prompt_and_schema(ollama, tmp_path):
    ollama.reply("one", "two", "three")
    llm = CachedLLM(ollama.llm(), tmp_path)
    llm.complete(HELLO)
    llm.complete([Message("user", "Say hello!")])
    llm.complete(HELLO, json_schema(Verdict))
    assert len(ollama.chats) == 3 and llm.complete(HELLO) == "one"
