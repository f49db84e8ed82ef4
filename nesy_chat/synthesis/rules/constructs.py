"""The constructs of English the rules compiler knows, and a record of which ones fired.

A construct that only one or two texts use is a patch for those texts, not knowledge of
English: documents nobody here has read will not contain that sentence. Counting, over a
corpus, how many texts each construct fires on (`compile --constructs`) makes that visible
without unseen data. Recording costs one context-variable read per call when nothing records.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from typing import TypeVar

F = TypeVar("F", bound=Callable)

# every construct, by name, in the order the compiler defines them
NAMES: list[str] = []


@dataclass
class Trace:
    """What one compilation used: how often each construct fired, what each said (the
    statements of the conditions it returned), and the rules it ended with."""

    fired: Counter = field(default_factory=Counter)
    said: dict[str, set[str]] = field(default_factory=dict)
    rules: list = field(default_factory=list)


_current: ContextVar[Trace | None] = ContextVar("construct_trace", default=None)


def construct(function: F) -> F:
    """Name a function as a construct. It fired when it returned something: a non-empty result
    that is not one of its arguments back unchanged, alone or as a list of one (a rewrite or
    split that found nothing to do).
    Rules it returns carry its name unless a more specific construct named them first."""
    name = function.__name__.strip("_")
    if name in NAMES:
        raise ValueError(f"two constructs are named {name!r}: their counts would be one")
    NAMES.append(name)

    @functools.wraps(function)
    def recorded(*args, **kwargs):
        result = function(*args, **kwargs)
        trace = _current.get()
        if trace is not None and result and not any(result in (arg, [arg]) for arg in (*args, *kwargs.values())):
            trace.fired[name] += 1
            trace.said.setdefault(name, set()).update(statements(result))
            if isinstance(result, list):
                result = [replace(rule, construct=name) if getattr(rule, "construct", None) == "" else rule
                          for rule in result]
        return result

    return recorded  # type: ignore[return-value]


def statements(value) -> Iterator[str]:
    """The statements a construct's result holds: a condition's leaves, a rule's condition's, or
    the statements it returns as text ('you are a student', or a connective and its members)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list | tuple):
        for part in value:
            yield from statements(part)
    elif hasattr(value, "condition"):  # a Rule
        yield from statements(value.condition)
    elif hasattr(value, "parts"):  # All, Any
        yield from statements(value.parts)
    elif hasattr(value, "part"):  # Not
        yield from statements(value.part)
    elif hasattr(value, "negated") and hasattr(value, "text"):  # a Leaf
        yield value.text


@contextmanager
def recording():
    """Record the constructs of the compilations run inside the block."""
    trace = Trace()
    token = _current.set(trace)
    try:
        yield trace
    finally:
        _current.reset(token)


def record_rules(rules: list) -> None:
    """The rules a compilation ended with, for the construct that made each."""
    if (trace := _current.get()) is not None:
        trace.rules = list(rules)
