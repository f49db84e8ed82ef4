"""Constraint programs: bounded integer and boolean variables, constraints, queries to decide.

Expressions are plain data - ints, bools, `Ref`s to variables and `Apply` of an operator
from `OPERATORS` - so a program from the parser or from an LLM is checked and translated,
never executed. This covers orderings (positions 1..n, all different), counting
("exactly two of ..."), arithmetic and numeric thresholds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from nesy_chat.core.errors import MalformedProgramError, SolverLimitError

Sort = Literal["int", "bool"]
MAX_DEPTH = 200


@dataclass(frozen=True)
class IntVar:
    name: str
    low: int
    high: int


@dataclass(frozen=True)
class BoolVar:
    name: str


@dataclass(frozen=True)
class Ref:
    name: str


@dataclass(frozen=True)
class Apply:
    op: str
    args: tuple[Expr, ...]


Expr = int | bool | Ref | Apply


@dataclass(frozen=True)
class Constraint:
    expr: Expr
    sentence: int | None = None


@dataclass(frozen=True)
class ConstraintProgram:
    variables: tuple[IntVar | BoolVar, ...]
    constraints: tuple[Constraint, ...]
    queries: tuple[Expr, ...]


@dataclass(frozen=True)
class Signature:
    """Argument sort ("any": both arguments of one sort), result sort, argument count range."""

    args: str
    result: str  # "int", "bool", or "arg" for the sort of the branches of "if"
    min_args: int
    max_args: int | None
    infix: str | None = None


OPERATORS: dict[str, Signature] = {
    "+": Signature("int", "int", 2, None, "+"),
    "-": Signature("int", "int", 2, 2, "-"),
    "*": Signature("int", "int", 2, None, "*"),
    "abs": Signature("int", "int", 1, 1),
    "=": Signature("any", "bool", 2, 2, "="),
    "!=": Signature("any", "bool", 2, 2, "!="),
    "<": Signature("int", "bool", 2, 2, "<"),
    "<=": Signature("int", "bool", 2, 2, "<="),
    ">": Signature("int", "bool", 2, 2, ">"),
    ">=": Signature("int", "bool", 2, 2, ">="),
    "and": Signature("bool", "bool", 1, None, "and"),
    "or": Signature("bool", "bool", 1, None, "or"),
    "not": Signature("bool", "bool", 1, 1),
    "implies": Signature("bool", "bool", 2, 2, "->"),
    "distinct": Signature("int", "bool", 2, None),
    "count": Signature("bool", "int", 1, None),  # how many of its arguments are true
    "if": Signature("if", "arg", 3, 3),
}


def sort_of(expr: Expr, sorts: dict[str, Sort]) -> Sort:
    """The sort of a well-formed expression; MalformedProgramError naming the fault otherwise."""
    if isinstance(expr, bool):
        return "bool"
    if isinstance(expr, int):
        return "int"
    if isinstance(expr, Ref):
        if expr.name not in sorts:
            raise MalformedProgramError(f"unknown variable {expr.name!r}")
        return sorts[expr.name]
    if not isinstance(expr, Apply):
        raise MalformedProgramError(f"not an expression: {expr!r}")
    signature = OPERATORS.get(expr.op)
    if signature is None:
        raise MalformedProgramError(f"unknown operator {expr.op!r}; known: {', '.join(OPERATORS)}")
    count = len(expr.args)
    if count < signature.min_args or (signature.max_args is not None and count > signature.max_args):
        most = "" if signature.max_args == signature.min_args else \
            " or more" if signature.max_args is None else f" to {signature.max_args}"
        raise MalformedProgramError(
            f"{expr.op} takes {signature.min_args}{most} arguments, not {count}: {render(expr)}")
    arg_sorts = [sort_of(arg, sorts) for arg in expr.args]
    if signature.args == "if":
        if arg_sorts[0] != "bool" or arg_sorts[1] != arg_sorts[2]:
            raise MalformedProgramError(f"if needs a condition and two branches of one sort: {render(expr)}")
        return arg_sorts[1]
    wanted = arg_sorts[0] if signature.args == "any" else signature.args
    if any(sort != wanted for sort in arg_sorts):
        raise MalformedProgramError(f"{expr.op} needs {wanted} arguments: {render(expr)}")
    return signature.result


def check_constraint_program(program: ConstraintProgram, max_nodes: int) -> None:
    """Raise MalformedProgramError for a fault, SolverLimitError when the program is too big."""
    sorts: dict[str, Sort] = {}
    for var in program.variables:
        if not var.name or var.name in sorts:
            raise MalformedProgramError(f"variable name {var.name!r} is empty or declared twice")
        if isinstance(var, IntVar) and var.low > var.high:
            raise MalformedProgramError(f"variable {var.name!r} has an empty range {var.low}..{var.high}")
        sorts[var.name] = "int" if isinstance(var, IntVar) else "bool"
    if not program.queries:
        raise MalformedProgramError("the program has no query")
    nodes = (len(program.variables) + sum(_size(c.expr) for c in program.constraints)
             + sum(map(_size, program.queries)))
    if nodes > max_nodes:
        raise SolverLimitError(f"the program has {nodes:,} parts; the limit is {max_nodes:,}", "size")
    for index, constraint in enumerate(program.constraints):
        _check_bool(constraint.expr, sorts, f"constraint {index}")
    for index, query in enumerate(program.queries):
        _check_bool(query, sorts, f"query {index}")


def _check_bool(expr: Expr, sorts: dict[str, Sort], where: str) -> None:
    try:
        sort = sort_of(expr, sorts)
    except MalformedProgramError as err:
        raise MalformedProgramError(f"{where}: {err}") from None
    if sort != "bool":
        raise MalformedProgramError(f"{where}: {render(expr)} is a number, not a statement")


def _size(expr: Expr) -> int:
    """Node count; nesting beyond MAX_DEPTH is refused, as checking and translating recurse."""
    size, stack = 0, [(expr, 1)]
    while stack:
        node, depth = stack.pop()
        size += 1
        if depth > MAX_DEPTH:
            raise MalformedProgramError(f"an expression is nested deeper than {MAX_DEPTH} levels")
        if isinstance(node, Apply):
            stack.extend((arg, depth + 1) for arg in node.args)
    return size


def render(expr: Expr) -> str:
    """Readable infix text of an expression, for proofs and error messages."""
    if isinstance(expr, bool):
        return "true" if expr else "false"
    if isinstance(expr, int):
        return str(expr)
    if isinstance(expr, Ref):
        return expr.name
    if not isinstance(expr, Apply):
        return repr(expr)
    if _infix(expr):
        operands = (f"({render(a)})" if _infix(a) else render(a) for a in expr.args)
        return f" {OPERATORS[expr.op].infix} ".join(operands)
    return f"{expr.op}({', '.join(render(a) for a in expr.args)})"


def _infix(expr: Expr) -> bool:
    return (isinstance(expr, Apply) and expr.op in OPERATORS and OPERATORS[expr.op].infix is not None
            and len(expr.args) >= 2)
