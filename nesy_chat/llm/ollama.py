"""The Ollama backend: the `ollama` client against a local or remote server.

Replies are as repeatable as Ollama allows (temperature 0, a fixed seed). The context window
is set explicitly because Ollama's default silently cuts long prompts. Errors that pass (a
busy server, a dropped connection, a timeout) are retried with backoff; the rest become one
clear `LLMError` each. A reasoning model is asked not to reason (`think=False`; gpt-oss only
knows levels, so "low"); reasoning that still arrives, in the `thinking` field or inline in
<think> tags, is dropped, and it gets a token budget of its own so it cannot use up the
answer's.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

import httpx
import ollama

from nesy_chat.core.errors import LLMError, LLMOutputError, LLMTimeoutError, LLMUnavailableError, ModelMissingError
from nesy_chat.llm.base import Message, Usage

DEFAULT_HOST = "http://127.0.0.1:11434"
TRANSIENT_STATUS = frozenset({408, 429, 502, 503, 504})
_LEVELS_ONLY = ("gpt-oss",)  # reasoning models whose thinking cannot be switched off, only lowered
_THINK = re.compile(r"<think>.*?(?:</think>|\Z)\s*", re.DOTALL)
R = TypeVar("R")


@dataclass(frozen=True)
class OllamaOptions:
    temperature: float = 0.0
    seed: int = 0
    num_ctx: int = 8192  # tokens of prompt + reply; a rule text, its module and 2 repairs fit
    max_tokens: int = 2048  # the answer's budget (num_predict)
    think_tokens: int = 4096  # added to num_predict for a model that reasons anyway
    timeout: float = 300.0  # seconds for one reply: a 7B model on a CPU is slow
    connect_timeout: float = 5.0
    retries: int = 2
    backoff: float = 1.0  # seconds before the first retry, doubled for each next one


class OllamaLLM:
    def __init__(self, model: str, host: str | None = None, options: OllamaOptions = OllamaOptions()):
        self.model = model
        self.host = host or os.environ.get("OLLAMA_HOST") or DEFAULT_HOST
        self.options = options
        self.name = f"ollama/{model}"
        self.usage = Usage()
        self._reasons: bool | None = None  # whether the model has the "thinking" capability
        self._client = self._connect()

    def _connect(self) -> ollama.Client:
        timeout = httpx.Timeout(self.options.timeout, connect=self.options.connect_timeout)
        return ollama.Client(self.host, timeout=timeout)

    def __getstate__(self) -> dict:  # ingest runs synthesizers in worker processes
        return {key: value for key, value in self.__dict__.items() if key != "_client"}

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self._client = self._connect()

    def check(self) -> None:
        """Raise LLMUnavailableError (ModelMissingError) unless the server has the model."""
        info = self._call(lambda: self._client.show(self.model))
        self._reasons = "thinking" in (info.capabilities or ())

    def complete(self, messages: Sequence[Message], schema: dict | None = None) -> str:
        if self._reasons is None:
            self.check()
        think = (("low" if self.model.startswith(_LEVELS_ONLY) else False) if self._reasons else None)
        budget = self.options.max_tokens + (self.options.think_tokens if self._reasons else 0)
        start = time.perf_counter()
        response = self._call(lambda: self._client.chat(
            self.model, messages=[{"role": m.role, "content": m.content} for m in messages], format=schema,
            think=think, options={"temperature": self.options.temperature, "seed": self.options.seed,
                                  "num_ctx": self.options.num_ctx, "num_predict": budget}))
        self.usage.add(calls=1, prompt_tokens=response.prompt_eval_count or 0,
                       output_tokens=response.eval_count or 0, seconds=time.perf_counter() - start)
        text = _THINK.sub("", response.message.content or "").strip()
        if response.done_reason == "length":
            spent = " after reasoning" if response.message.thinking or "<think>" in (response.message.content or "") \
                else ""
            raise LLMOutputError(f"the reply was cut off at {budget} tokens{spent}: answer more briefly", text)
        if not text:
            raise LLMOutputError("the reply was empty", text)
        return text

    def _call(self, request: Callable[[], R]) -> R:
        """The request, retried on errors that pass; every failure as one LLMError."""
        attempts = self.options.retries + 1
        for attempt in range(attempts):
            try:
                return request()
            except ollama.ResponseError as err:
                if err.status_code == 404:
                    raise ModelMissingError(
                        f"the Ollama server at {self.host} does not have the model {self.model!r} ({err.error}): "
                        f"run `ollama pull {self.model}` there, or choose one it has with --model") from None
                failure: LLMError = LLMError(f"the Ollama server at {self.host} refused the request to "
                                             f"{self.model}: {err.error} (HTTP {err.status_code})")
                if err.status_code not in TRANSIENT_STATUS:
                    raise failure from None
            except (ConnectionError, httpx.ConnectTimeout):
                failure = LLMUnavailableError(
                    f"cannot reach an Ollama server at {self.host}: start one with `ollama serve` "
                    "(install it from https://ollama.com/download) or point nesy-chat at a running one "
                    "with OLLAMA_HOST or --ollama-host")
            except httpx.TimeoutException:
                failure = LLMTimeoutError(
                    f"the Ollama server at {self.host} did not answer within {self.options.timeout:g} s "
                    f"({attempts} attempts with {self.model}): try a smaller model or a faster server")
            except httpx.TransportError as err:
                failure = LLMUnavailableError(f"the connection to the Ollama server at {self.host} failed: {err}")
            if attempt + 1 < attempts:
                time.sleep(self.options.backoff * 2 ** attempt)
        raise failure
