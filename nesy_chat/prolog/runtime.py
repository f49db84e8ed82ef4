"""The one SWI-Prolog instance of this process, behind one lock.

pyswip is not thread-safe: two threads querying at once raise errors, so every call goes
through `query_one`, which holds a process-wide lock.
"""

from __future__ import annotations

import threading
from pathlib import Path

_LOCK = threading.RLock()
_PROLOG = None
_PL_DIR = Path(__file__).parent


def _prolog():
    global _PROLOG
    if _PROLOG is None:
        from pyswip import Prolog

        prolog = Prolog()
        for name in ("reader.pl", "meta.pl"):
            path = (_PL_DIR / name).as_posix()
            list(prolog.query(f"consult('{path}')"))
        _PROLOG = prolog
    return _PROLOG


def query_one(goal: str) -> dict | None:
    """First solution of `goal` (text we built, never user text), or None if it fails."""
    with _LOCK:
        prolog = _prolog()
        for solution in prolog.query(goal, maxresult=1):
            return {key: _plain(value) for key, value in solution.items()}
        return None


def _plain(value):
    if isinstance(value, bytes):
        return value.decode("utf-8")
    return value


def string_literal(text: str) -> str:
    """A Python string as a Prolog string literal, for building goals."""
    from nesy_chat.core.terms import String, to_source

    return to_source(String(text))
