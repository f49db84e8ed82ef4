"""The LLM interface (base.py) and its backends, one file each; `connect` gives a checked, cached model.

Imports only core.
"""

from __future__ import annotations

import os
from pathlib import Path

from nesy_chat.llm.base import LLM, CachedLLM
from nesy_chat.llm.ollama import OllamaLLM, OllamaOptions

DEFAULT_MODEL = "qwen2.5:7b"
MODEL_ENV = "NESY_MODEL"
DEFAULT_CACHE = Path(os.environ.get("NESY_CACHE", ".cache")) / "llm"


def model_name(model: str | None = None) -> str:
    """The model asked for, else NESY_MODEL, else the default."""
    return model or os.environ.get(MODEL_ENV) or DEFAULT_MODEL


def connect(model: str | None = None, host: str | None = None, cache: Path | None = DEFAULT_CACHE,
            options: OllamaOptions = OllamaOptions()) -> LLM:
    """The model (default: `model_name()`) on the Ollama server at `host` (default OLLAMA_HOST),
    its replies cached in `cache` (None: not cached). Checks the server first, so a missing
    server or model is one LLMUnavailableError up front rather than a failure on every call."""
    backend = OllamaLLM(model_name(model), host, options)
    backend.check()
    return backend if cache is None else CachedLLM(backend, cache)
