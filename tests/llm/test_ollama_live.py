"""Smoke test against a real Ollama server: runs when OLLAMA_HOST answers, skipped otherwise.

NESY_TEST_MODEL picks the model (default qwen2.5:7b); it must be pulled on that server.
"""

from __future__ import annotations

import os

import ollama
import pytest

from nesy_chat.core.errors import ModelMissingError
from nesy_chat.llm import connect
from nesy_chat.synthesis.base import Chunk
from nesy_chat.synthesis.llm import LLMSynthesizer
from nesy_chat.synthesis.rules import RulesSynthesizer

HOST = os.environ.get("OLLAMA_HOST", "")
MODEL = os.environ.get("NESY_TEST_MODEL", "qwen2.5:7b")
MCA = Chunk("mca", "If you don't claim marriage allowance and you or your partner were born before 6 April 1935, "
                   "you may be able to claim married couple's allowance.")


def _reachable() -> bool:
    if not HOST:
        return False
    try:
        ollama.Client(HOST, timeout=3).list()
        return True
    except Exception:  # noqa: BLE001 - any failure means: no server to test against
        return False


pytestmark = pytest.mark.skipif(not _reachable(), reason="no Ollama server answers at OLLAMA_HOST")


@pytest.fixture(scope="module")
def llm(tmp_path_factory):
    try:
        return connect(MODEL, HOST, cache=tmp_path_factory.mktemp("llm"))
    except ModelMissingError as err:
        pytest.skip(str(err))


@pytest.mark.parametrize("mode", ["structured", "prolog"])
def test_a_real_model_synthesizes_a_valid_module(llm, mode):
    synthesizer = LLMSynthesizer(llm, mode, fallback=RulesSynthesizer())
    module = synthesizer.synthesize(MCA)
    print(f"{mode}: {llm.usage}; fallback notices: {synthesizer.notices}")
    assert module.claims and module.user_facts
    if mode == "structured":  # the mode small models manage
        assert not synthesizer.notices
