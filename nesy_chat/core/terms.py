"""Prolog terms as plain Python values, and a writer that prints them as readable source.

Synthesized modules are data: we hold their clauses as these terms, check them in Python,
and print them back as SWI-Prolog text that SWI reads to the same terms.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class Atom:
    name: str


@dataclass(frozen=True)
class Var:
    name: str


@dataclass(frozen=True)
class Number:
    value: int | float


@dataclass(frozen=True)
class String:
    value: str


@dataclass(frozen=True)
class Compound:
    functor: str
    args: tuple[Term, ...]

    @property
    def arity(self) -> int:
        return len(self.args)


Term = Atom | Var | Number | String | Compound

NIL = Atom("[]")
TRUE = Atom("true")
FALSE = Atom("false")


def indicator(term: Term) -> tuple[str, int] | None:
    """Name and arity of a callable term, None for variables, numbers and strings."""
    if isinstance(term, Atom):
        return term.name, 0
    if isinstance(term, Compound):
        return term.functor, term.arity
    return None


CONTROL = {(",", 2), (";", 2), ("->", 2), ("*->", 2), ("\\+", 1), ("not", 1), ("group", 2)}


def goals(body: Term, control: frozenset | set = CONTROL) -> Iterator[Term]:
    """The goals of a body beneath its conjunctions, disjunctions, if-then-elses, negations
    (`control`: the constructs looked through)."""
    if isinstance(body, Compound) and (body.functor, body.arity) in control:
        for arg in body.args:
            yield from goals(arg, control)
    else:
        yield body


def conjuncts(body: Term) -> list[Term]:
    """Flatten a conjunction `a, b, c` into [a, b, c]."""
    if isinstance(body, Compound) and body.functor == "," and body.arity == 2:
        return conjuncts(body.args[0]) + conjuncts(body.args[1])
    return [body]


def disjuncts(body: Term) -> list[Term]:
    if isinstance(body, Compound) and body.functor == ";" and body.arity == 2:
        return disjuncts(body.args[0]) + disjuncts(body.args[1])
    return [body]


def conjunction(goals: list[Term]) -> Term:
    """`a, b, c` nested to the right, as SWI reads it back; nested conjunctions flatten."""
    goals = [g for goal in goals for g in conjuncts(goal)]
    if not goals:
        return TRUE
    result = goals[-1]
    for goal in reversed(goals[:-1]):
        result = Compound(",", (goal, result))
    return result


def disjunction(goals: list[Term]) -> Term:
    goals = [g for goal in goals for g in disjuncts(goal)]
    if not goals:
        return FALSE
    result = goals[-1]
    for goal in reversed(goals[:-1]):
        result = Compound(";", (goal, result))
    return result


def from_json(data: dict) -> Term:
    """Decode the JSON that `engine/reader.pl` writes for a term."""
    if "a" in data:
        return Atom(data["a"])
    if "v" in data:
        return Var(data["v"])
    if "n" in data:
        return Number(data["n"])
    if "s" in data:
        return String(data["s"])
    return Compound(data["f"], tuple(from_json(arg) for arg in data["args"]))


# --- writing ---------------------------------------------------------------------------

# SWI-Prolog's standard operators that rule bodies use: name -> (priority, type), as
# `current_op/3` gives them (tests/test_terms.py checks): a wrong priority writes a term
# that reads back as another.
_INFIX = {
    ":-": (1200, "xfx"), "-->": (1200, "xfx"),
    ";": (1100, "xfy"), "|": (1105, "xfy"),
    "->": (1050, "xfy"), "*->": (1050, "xfy"),
    ",": (1000, "xfy"),
    **{op: (700, "xfx") for op in
       ("=", "\\=", "==", "\\==", "@<", "@>", "@=<", "@>=", "=..", "is", "=:=", "=\\=",
        "<", ">", "=<", ">=", ">:<", ":<", "as")},
    ":": (600, "xfy"),
    **{op: (500, "yfx") for op in ("+", "-", "/\\", "\\/")},
    **{op: (400, "yfx") for op in ("*", "/", "//", "mod", "rem", "<<", ">>", "div", "rdiv", "xor")},
    "**": (200, "xfx"), "^": (200, "xfy"),
}
_PREFIX = {":-": (1200, "fx"), "?-": (1200, "fx"), "\\+": (900, "fy"), "dynamic": (1150, "fx"),
           "-": (200, "fy"), "+": (200, "fy"), "\\": (200, "fy")}

_SOLO = re.compile(r"[a-z][A-Za-z0-9_]*\Z")
_SYMBOL = re.compile(r"[+\-*/\\^<>=~:.?@#&$]+\Z")
_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r", "\a": "\\a", "\b": "\\b",
            "\f": "\\f", "\v": "\\v", "\0": "\\0\\"}


def _escape(text: str, quote: str) -> str:
    out = []
    for ch in text:
        if ch == quote:
            out.append("\\" + quote)
        elif ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ord(ch) < 32 or ord(ch) == 127:
            out.append(f"\\x{ord(ch):x}\\")
        else:
            out.append(ch)
    return "".join(out)


def quote_atom(name: str) -> str:
    """An atom as SWI-Prolog reads it back: bare when it can be, quoted otherwise.

    Symbol-char atoms stay bare only when they are operators, which `_write` brackets as
    operands: another one (`'+-+'`, `'/*'`) could run into a clause's full stop or open a
    comment.
    """
    if _SOLO.match(name) or name in ("[]", "!", ";", "{}") or (
            _SYMBOL.match(name) and (name in _INFIX or name in _PREFIX)):
        return name
    return "'" + _escape(name, "'") + "'"


def _number(value: int | float) -> str:
    if isinstance(value, bool):
        raise TypeError("booleans are atoms in Prolog")
    if isinstance(value, int):
        return str(value)
    if math.isnan(value):
        return "1.5NaN"  # SWI's syntax; bare nan and inf would read back as atoms
    if math.isinf(value):
        return "1.0Inf" if value > 0 else "-1.0Inf"
    return repr(value)


def _list(term: Compound, priority_arg: int) -> str:
    items: list[str] = []
    tail: Term = term
    while isinstance(tail, Compound) and tail.functor == "[|]" and tail.arity == 2:
        items.append(_write(tail.args[0], priority_arg))
        tail = tail.args[1]
    if tail == NIL:
        return "[" + ",".join(items) + "]"
    return "[" + ",".join(items) + "|" + _write(tail, priority_arg) + "]"


def _operand(term: Term) -> str:
    """An atom that is an operator must be bracketed when it stands as an operand."""
    if isinstance(term, Atom) and (term.name in _INFIX or term.name in _PREFIX):
        return "(" + quote_atom(term.name) + ")"
    return ""


def _write(term: Term, max_priority: int) -> str:
    if isinstance(term, Var):
        return term.name
    if isinstance(term, Number):
        return _number(term.value)
    if isinstance(term, String):
        return '"' + _escape(term.value, '"') + '"'
    if isinstance(term, Atom):
        text = quote_atom(term.name)
        if (term.name in _INFIX or term.name in _PREFIX) and max_priority < 1200:
            return f"({text})"
        return text
    if term.functor == "[|]" and term.arity == 2:
        return _list(term, 999)
    if term.functor == "{}" and term.arity == 1:
        return "{" + _write(term.args[0], 1200) + "}"
    if term.arity == 2 and term.functor in _INFIX:
        priority, kind = _INFIX[term.functor]
        left_max = priority if kind == "yfx" else priority - 1
        right_max = priority if kind == "xfy" else priority - 1
        left = _operand(term.args[0]) or _write(term.args[0], left_max)
        right = _operand(term.args[1]) or _write(term.args[1], right_max)
        if term.functor == ",":
            text = f"{left}, {right}"
        else:
            text = f"{left} {quote_atom(term.functor)} {right}"
        return f"({text})" if priority > max_priority else text
    if term.arity == 1 and term.functor in _PREFIX and not isinstance(term.args[0], Number):
        priority, kind = _PREFIX[term.functor]
        arg_max = priority if kind == "fy" else priority - 1
        arg = _operand(term.args[0]) or _write(term.args[0], arg_max)
        text = f"{quote_atom(term.functor)} {arg}"
        return f"({text})" if priority > max_priority else text
    args = ", ".join(_operand(arg) or _write(arg, 999) for arg in term.args)
    return f"{quote_atom(term.functor)}({args})"


def to_source(term: Term) -> str:
    """Print a term as SWI-Prolog source (no trailing full stop)."""
    return _write(term, 1200)


def clause_source(head: Term, body: Term | None) -> str:
    """A clause, one body goal per line when it has several, ending in a full stop."""
    if body is None:
        return _write(head, 1199) + "."
    goals = conjuncts(body)
    head_text = _write(head, 1199)
    if len(goals) == 1:
        return f"{head_text} :-\n    {_write(goals[0], 999)}."
    return head_text + " :-\n    " + ",\n    ".join(_write(goal, 999) for goal in goals) + "."
