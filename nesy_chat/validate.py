"""The whitelist every module passes before the engine may load it.

A body may use conjunction, disjunction, if-then-else, negation, comparison, arithmetic,
unification and member/2, and call predicates the module defines or user facts it declares.
Anything else is rejected with a specific error, so synthesized code never reaches a
Prolog builtin the engine did not choose.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from . import swipl
from .errors import (ForbiddenGoalError, InvalidClauseError, MissingClaimError, ModuleError,
                     UndeclaredFactError)
from .module import PrologModule
from .terms import Atom, Compound, Number, String, Term, Var, indicator, quote_atom, to_source

CONTROL = {(",", 2), (";", 2), ("->", 2), ("\\+", 1), ("not", 1)}
CONSTANT_GOALS = {"true", "fail", "false"}
COMPARISON = {"<", ">", "=<", ">=", "=:=", "=\\="}
TERM_BUILTINS = {("=", 2), ("\\=", 2), ("==", 2), ("\\==", 2), ("@<", 2), ("@>", 2), ("@=<", 2),
                 ("@>=", 2), ("is", 2), ("member", 2)} | {(op, 2) for op in COMPARISON}
ARITHMETIC = {("+", 2), ("-", 2), ("*", 2), ("/", 2), ("//", 2), ("mod", 2), ("rem", 2), ("min", 2),
              ("max", 2), ("-", 1), ("+", 1), ("abs", 1), ("sign", 1), ("truncate", 1), ("round", 1),
              ("ceiling", 1), ("floor", 1), ("float", 1), ("integer", 1)}
MAX_NAME = 200


def is_system_predicate(name: str, arity: int) -> bool:
    goal = f"nesy_reader:system_predicate({quote_atom(name)}, {arity})"
    return swipl.query_one(goal) is not None


def validate_module(module: PrologModule, lines: Sequence[int] | None = None,
                    shared: Collection[tuple[str, int]] = ()) -> None:
    """Raise a ModuleError subclass for the first problem found; return None if sound.

    `shared`: predicates other modules define that this one's rules may call, so a proof
    can cross chunks (the engine looks a predicate up in the other modules in scope).
    """
    user = {fact.name for fact in module.user_facts}
    defined = module.defined()
    check = _Checker(module, user, defined | set(shared))
    for index, clause in enumerate(module.clauses):
        line = lines[index] if lines and index < len(lines) else None
        try:
            check.head(clause.head)
            if clause.body is not None:
                check.body(clause.body)
        except ModuleError as err:
            if err.line is None and line is not None:
                raise type(err)(str(err), line, module.id) from None
            raise
    for fact in module.user_facts:
        _check_name(fact.name)
        if (fact.name, 1) in defined:
            raise InvalidClauseError(f"{fact.name}/1 is a user fact and cannot also have clauses")
        if not fact.question.strip():
            raise ModuleError(f"user fact {fact.name} has no question")
    if not module.claims:
        raise MissingClaimError("the module has no claim (a 0-arity rule a question can be about)")
    names = [claim.name for claim in module.claims]
    for claim in module.claims:
        if names.count(claim.name) > 1:
            raise ModuleError(f"claim {claim.name} is declared twice")
        if (claim.name, 0) not in defined:
            raise MissingClaimError(f"claim {claim.name} has no rule {claim.name} :- ...")
    for item in (*module.clauses, *module.user_facts, *module.claims):
        if item.sentence is not None and not 0 <= item.sentence < len(module.sentences):
            raise ModuleError(f"sentence {item.sentence} is cited but the module has "
                              f"{len(module.sentences)} sentences")


def _check_name(name: str) -> None:
    if len(name) > MAX_NAME:
        raise InvalidClauseError(f"predicate name of {len(name)} characters (limit {MAX_NAME})")


class _Checker:
    def __init__(self, module: PrologModule, user: set[str], defined: set[tuple[str, int]]):
        self.module = module
        self.user = user
        self.defined = defined

    def head(self, head: Term) -> None:
        found = indicator(head)
        if found is None:
            raise InvalidClauseError(f"{to_source(head)[:60]} cannot be a clause head")
        name, arity = found
        _check_name(name)
        if (name, arity) in CONTROL or name in CONSTANT_GOALS and arity == 0 \
                or (name, arity) in TERM_BUILTINS or is_system_predicate(name, arity):
            raise InvalidClauseError(f"{name}/{arity} is a Prolog builtin and cannot be redefined")

    def body(self, goal: Term) -> None:
        if isinstance(goal, Var):
            raise ForbiddenGoalError(
                f"the variable {goal.name} is used as a goal: goals cannot be built from data (call/N)")
        if isinstance(goal, (Number, String)):
            raise InvalidClauseError(f"{to_source(goal)[:40]} is not a goal")
        name, arity = indicator(goal)  # type: ignore[misc]
        if (name, arity) in CONTROL:
            for arg in goal.args:  # type: ignore[union-attr]
                self.body(arg)
            return
        if arity == 0 and name in CONSTANT_GOALS:
            return
        if (name, arity) in TERM_BUILTINS:
            self._builtin(goal)  # type: ignore[arg-type]
            return
        if (name, arity) in self.defined:
            return
        if name in self.user:
            self._user_fact(goal, name, arity)
            return
        if name == ":" and arity == 2:
            raise ForbiddenGoalError(f"module-qualified goal {to_source(goal)[:60]} is not allowed")
        if is_system_predicate(name, arity):
            raise ForbiddenGoalError(f"{name}/{arity} is not allowed in a rule body (not on the whitelist)")
        raise UndeclaredFactError(
            f"{name}/{arity} is used but neither defined nor declared; "
            f"declare ':- dynamic {name}/1.' if the user should be asked")

    def _user_fact(self, goal: Term, name: str, arity: int) -> None:
        if arity != 1:
            raise UndeclaredFactError(f"user fact {name} takes one argument, but is used as {name}/{arity}")
        arg = goal.args[0]  # type: ignore[union-attr]
        if not (isinstance(arg, Var) or arg in (Atom("true"), Atom("false"))):
            raise InvalidClauseError(f"user fact {name} takes true or false, not {to_source(arg)[:40]}")

    def _builtin(self, goal: Compound) -> None:
        if goal.functor == "is":
            self._arithmetic(goal.args[1])
        elif goal.functor in COMPARISON:
            for arg in goal.args:
                self._arithmetic(arg)
        elif goal.functor == "member":
            return

    def _arithmetic(self, expr: Term) -> None:
        if isinstance(expr, (Var, Number)):
            return
        if isinstance(expr, Compound) and (expr.functor, expr.arity) in ARITHMETIC:
            for arg in expr.args:
                self._arithmetic(arg)
            return
        raise ForbiddenGoalError(f"{to_source(expr)[:60]} is not allowed in arithmetic")
