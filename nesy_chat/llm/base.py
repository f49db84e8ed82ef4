"""One interface for every language model, with its disk cache, prompt files and repair loop.

A backend (one file per backend in `nesy_chat/llm/`) turns messages into the reply's text,
JSON valid for a schema when one is given. Everything above it - synthesis, query
composition, the simulated user, the logic reader - speaks to `LLM` only. Replies are data
to check, never code to run: callers parse them into pydantic models or read them with
`source.read_module`, and `refine` sends each rejection back to the model with its error.
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from functools import partial
from pathlib import Path
from typing import Literal, Protocol, TypeVar

from pydantic import BaseModel, ValidationError

from nesy_chat.core.errors import LLMOutputError, NesyError, RefinementError

PROMPTS = Path(__file__).resolve().parents[2] / "prompts"
REPAIR_ROUNDS = 3

Role = Literal["system", "user", "assistant"]
M = TypeVar("M", bound=BaseModel)
T = TypeVar("T")


@dataclass(frozen=True)
class Message:
    role: Role
    content: str


@dataclass
class Usage:
    """What the model was asked for so far: the cost of a run, as the server reports it."""

    calls: int = 0
    cache_hits: int = 0
    prompt_tokens: int = 0
    output_tokens: int = 0
    seconds: float = 0.0

    def add(self, **amounts: float) -> None:
        """Count a call's amounts; safe when several calls are in flight (ingest's threads)."""
        with _USAGE_LOCK:
            for name, amount in amounts.items():
                setattr(self, name, getattr(self, name) + amount)


_USAGE_LOCK = threading.Lock()


class LLM(Protocol):
    name: str  # backend and model, e.g. "ollama/qwen2.5:7b": part of every cache key
    usage: Usage

    def complete(self, messages: Sequence[Message], schema: dict | None = None) -> str:
        """The reply's text (JSON for `schema` when given); raises an LLMError subclass."""


class CachedLLM:
    """Replies on disk by hash of (model, messages, schema): a second run asks nothing."""

    def __init__(self, inner: LLM, directory: Path):
        self.inner = inner
        self.name = inner.name
        self.usage = inner.usage
        self.directory = directory
        directory.mkdir(parents=True, exist_ok=True)

    def complete(self, messages: Sequence[Message], schema: dict | None = None) -> str:
        request = {"llm": self.name, "messages": [asdict(m) for m in messages], "schema": schema}
        key = hashlib.sha256(json.dumps(request, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()
        path = self.directory / f"{key[:40]}.json"
        if path.is_file():
            self.usage.add(cache_hits=1)
            return json.loads(path.read_text(encoding="utf-8"))["text"]
        text = self.inner.complete(messages, schema)
        tmp = path.with_suffix(f".{os.getpid()}.{threading.get_ident()}.tmp")  # writers never share one
        tmp.write_text(json.dumps({**request, "text": text}, ensure_ascii=False, indent=1), encoding="utf-8")
        tmp.replace(path)
        return text


def ask(llm: LLM, messages: Sequence[Message], model: type[M], rounds: int = REPAIR_ROUNDS) -> M:
    """A structured reply validated as `model`; one that does not fit goes back (`refine`)."""
    return refine(llm, messages, partial(parse, model), json_schema(model), rounds)


def parse(model: type[M], text: str) -> M:
    """The reply as `model`; LLMOutputError (keeping the text) when it does not fit."""
    try:
        return model.model_validate_json(unfence(text))
    except ValidationError as err:
        problems = "; ".join(f"{'.'.join(map(str, e['loc'])) or 'reply'}: {e['msg']}" for e in err.errors()[:5])
        raise LLMOutputError(f"the reply does not match the schema: {problems}", text) from None


def json_schema(model: type[BaseModel]) -> dict:
    """The model's JSON schema with every $ref inlined: Ollama's grammar ignores $defs."""
    schema = model.model_json_schema()
    definitions = schema.pop("$defs", {})

    def inline(node):
        if isinstance(node, dict):
            if "$ref" in node:
                return inline(copy.deepcopy(definitions[node["$ref"].rsplit("/", 1)[-1]]))
            return {key: inline(value) for key, value in node.items()}
        if isinstance(node, list):
            return [inline(item) for item in node]
        return node

    return inline(schema)


def refine(llm: LLM, messages: Sequence[Message], accept: Callable[[str], T], schema: dict | None = None,
           rounds: int = REPAIR_ROUNDS) -> T:
    """Ask, and give each rejected reply back with its error, at most `rounds` replies in all.

    `accept` turns a reply into the result or raises a NesyError saying what is wrong; that
    message and the faulty reply go back to the model (prompts/repair.md). Failures of the
    server itself (unreachable, timeout) are not the model's to repair and pass through.
    """
    history = list(messages)
    attempts: list[tuple[str, str]] = []
    for _ in range(rounds):
        try:
            text = llm.complete(history, schema)
        except LLMOutputError as err:  # empty or cut off: the model's to repair too
            text, error = err.output, str(err)
        else:
            try:
                return accept(text)
            except NesyError as err:
                error = str(err)
        attempts.append((text, error))
        history += [Message("assistant", text), *prompt("repair", error=error)]
    raise RefinementError(f"{llm.name} gave no valid answer in {rounds} rounds; the last error: {attempts[-1][1]}",
                          tuple(attempts))


_SECTION = re.compile(r"^@(system|user|assistant)[ \t]*$", re.MULTILINE)
_SLOT = re.compile(r"\{\{\s*(\w+)\s*\}\}")


def prompt(name: str, **values: object) -> list[Message]:
    """The messages of prompts/NAME.md, its {{slots}} filled; sections start with @system / @user."""
    template = (PROMPTS / f"{name}.md").read_text(encoding="utf-8")
    slots = set(_SLOT.findall(template))
    if slots != set(values):
        raise ValueError(f"prompt {name}: slots {sorted(slots)}, values given for {sorted(values)}")
    parts = _SECTION.split(template)
    # parts: [preamble, role, text, role, text, ...]; the preamble is a comment for maintainers
    return [Message(role, _SLOT.sub(lambda m: str(values[m.group(1)]), text).strip())  # type: ignore[arg-type]
            for role, text in zip(parts[1::2], parts[2::2])]


def prompt_digest(*names: str) -> str:
    """A digest of these prompt files: part of a cache key, so an edited prompt asks again."""
    digest = hashlib.sha256()
    for name in names:
        digest.update((PROMPTS / f"{name}.md").read_bytes())
    return digest.hexdigest()[:8]


_FENCE = re.compile(r"```[\w-]*[ \t]*\n(.*?)\n?```", re.DOTALL)


def unfence(text: str) -> str:
    """The code in the Markdown fence models like to wrap it in, prose around it dropped;
    blank lines stand in for the lines before it, so error lines count the reply's lines."""
    match = _FENCE.search(text)
    return "\n" * text[:match.start(1)].count("\n") + match.group(1) if match else text
