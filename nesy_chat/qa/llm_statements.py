"""Facts from the user's own words, read by a language model (`--reader llm`): the `Reader`
seam of `statements.py`.

The model sees the message and the facts the conversation could ask, numbered, and names
those the message states, with the value and the user's words. A reading is kept only when
our code can check it: the fact is one of those listed (once), a yes/no fact got true or false
and a numeric one a finite number, and the words occur in the message as written. What fails
a check, or what the model does not name, is asked as usual: the model can only spare a
question, never answer one the user did not. When the model fails (no server, a reply that
stayed invalid), the rules reader reads the message instead, and `notice` says so once.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import BaseModel, Field

from nesy_chat.core.errors import LLMError
from nesy_chat.core.module import UserFact
from nesy_chat.kb.embeddings import Embedder
from nesy_chat.llm import connect
from nesy_chat.llm.base import LLM, ask, prompt
from nesy_chat.qa.statements import Reader, Stated, StatementReader

READERS = ("rules", "llm")


class StatedSpec(BaseModel):
    fact: int = Field(description="the number of the fact in the list")
    value: bool | float = Field(description="true or false for a yes/no fact; the number for a number fact")
    words: str = Field(description="the person's words that state it, copied exactly")


class Reading(BaseModel):
    stated: list[StatedSpec] = Field(description="only the facts the message clearly states")


def read_with_llm(llm: LLM, text: str, facts: Sequence[UserFact]) -> tuple[Stated, ...]:
    """What the model finds the message to state of `facts`, each reading checked; LLMError
    when the model cannot be asked or its reply stays invalid."""
    if not facts or not text.strip():
        return ()
    listing = "\n".join(f"{n}. ({'number, ' + (f.unit or 'a number') if f.type == 'number' else 'yes/no'}) "
                        f"{f.question}" for n, f in enumerate(facts, start=1))
    reading = ask(llm, prompt("read_statements", message=text, facts=listing), Reading)
    kept: dict[str, Stated] = {}
    for spec in reading.stated:
        fact = facts[spec.fact - 1] if 1 <= spec.fact <= len(facts) else None
        value = _checked(fact, spec.value) if fact is not None else None
        words = spec.words.strip()
        if value is not None and words and words.lower() in text.lower() and fact.name not in kept:
            kept[fact.name] = Stated(fact.name, value, words, fact.question)
    return tuple(kept.values())


def _checked(fact: UserFact, value: bool | float) -> bool | int | float | None:
    """The value if it has the fact's type, else None."""
    if fact.type == "bool":
        return value if isinstance(value, bool) else None
    if isinstance(value, bool) or not math.isfinite(value):
        return None
    return int(value) if float(value).is_integer() else value


class LLMStatementReader:
    """`read_with_llm` for every message; when the model fails, `fallback` reads it and
    `notice` says why, once."""

    def __init__(self, llm: LLM, fallback: Reader):
        self.llm, self.fallback = llm, fallback
        self.notice: str | None = None

    def read(self, text: str, facts: Sequence[UserFact]) -> tuple[Stated, ...]:
        try:
            return read_with_llm(self.llm, text, facts)
        except LLMError as err:
            self.notice = self.notice or f"{err}. Reading messages by their words instead."
            return self.fallback.read(text, facts)


@dataclass(frozen=True)
class PickedReader:
    reader: Reader
    notice: str | None = None  # why it is not the reader asked for


def pick_reader(name: str, embedder: Embedder, model: str | None = None, host: str | None = None) -> PickedReader:
    """The reader called `name` ("rules", "llm"); the rules reader with a notice to show when
    the model cannot be used (no server, model not pulled)."""
    if name not in READERS:
        raise ValueError(f"unknown reader {name!r}: {', '.join(READERS)}")
    rules = StatementReader(embedder)
    if name == "rules":
        return PickedReader(rules)
    try:
        return PickedReader(LLMStatementReader(connect(model, host), rules))
    except LLMError as err:
        return PickedReader(rules, f"{err}. Reading messages by their words instead.")
