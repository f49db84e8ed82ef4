"""The LLM interface (base.py) and its backends, one file each; `connect` gives a checked, cached model.

Imports only core.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from nesy_chat.core.errors import LLMError
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


@dataclass(frozen=True)
class Status:
    """Whether the model can be used now, for a status line (`doctor`, the app's settings)."""

    model: str
    host: str
    problem: str | None  # why not (no server, model not pulled), with its fix; None: it answers


def status(model: str | None = None, host: str | None = None) -> Status:
    """The model's status on the server at `host`: one try, no retries."""
    backend = OllamaLLM(model_name(model), host, OllamaOptions(retries=0))
    try:
        backend.check()
    except LLMError as err:
        return Status(backend.model, backend.host, str(err))
    return Status(backend.model, backend.host, None)
