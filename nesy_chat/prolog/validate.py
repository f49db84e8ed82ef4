"""The whitelist every module passes before the engine may load it.

A body may use conjunction, disjunction, if-then-else, negation, comparison, arithmetic,
unification and member/2, and call predicates the module defines or user facts it declares.
Anything else is rejected with a specific error, so synthesized code never reaches a
Prolog builtin the engine did not choose.

A numeric user fact reads the user's number into a variable that may only be compared
with a number (`age(A), A >= 60`): while the number is unknown, the engine leaves each
comparison open as a yes/no question, which it could not do for arithmetic on it.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterator, Sequence

from nesy_chat.core.errors import (
    ForbiddenGoalError,
    InvalidClauseError,
    MissingClaimError,
    ModuleError,
    UndeclaredFactError,
)
from nesy_chat.core.module import Clause, PrologModule, UserFact
from nesy_chat.core.terms import Atom, Compound, Number, String, Term, Var, goals, indicator, quote_atom, to_source
from nesy_chat.nlp.text import visible
from nesy_chat.prolog import runtime

CONTROL = {(",", 2), (";", 2), ("->", 2), ("\\+", 1), ("not", 1), ("group", 2)}
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
    return runtime.query_one(goal) is not None


def validate_module(module: PrologModule, lines: Sequence[int] | None = None,
                    shared: Collection[tuple[str, int]] = ()) -> None:
    """Raise a ModuleError subclass for the first problem found; return None if sound.

    `shared`: predicates other modules define that this one's rules may call, so a proof
    can cross chunks (the engine looks a predicate up in the other modules in scope).
    """
    user = {fact.name for fact in module.user_facts}
    numeric = {fact.name for fact in module.user_facts if fact.type == "number"}
    defined = module.defined()
    check = _Checker(module, user, defined | set(shared))

    def each_clause(checks: Callable[[Clause], None]) -> None:
        """Run the checks on every clause; an error without a line gets its clause's."""
        for index, clause in enumerate(module.clauses):
            try:
                checks(clause)
            except ModuleError as err:
                line = lines[index] if lines and index < len(lines) else None
                if err.line is None and line is not None:
                    raise type(err)(str(err), line, module.id) from None
                raise

    def shape(clause: Clause) -> None:
        check.head(clause.head)
        if clause.body is not None:
            check.body(clause.body)
            if numeric:
                _check_numbers(clause.head, clause.body, numeric)

    each_clause(shape)
    for fact in module.user_facts:
        _check_name(fact.name)
        if (fact.name, 1) in defined:
            raise InvalidClauseError(f"{fact.name}/1 is a user fact and cannot also have clauses")
        if not fact.question.strip():
            raise ModuleError(f"user fact {fact.name} has no question")
        _check_fact_type(fact)
    yes_no = user - numeric  # their types are sound now
    each_clause(lambda clause: clause.body is None or _check_yes_no(clause.body, yes_no))
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


def _check_fact_type(fact: UserFact) -> None:
    if fact.type not in ("bool", "number"):
        raise ModuleError(f"user fact {fact.name} has type {fact.type!r}; it must be bool or number")
    if fact.type == "bool" and (fact.unit or fact.comparisons):
        raise ModuleError(f"user fact {fact.name} is yes/no: only a numeric fact has a unit and comparisons")
    for comparison in fact.comparisons:
        if comparison.op not in COMPARISON or isinstance(comparison.bound, bool) \
                or not isinstance(comparison.bound, (int, float)) or not math.isfinite(comparison.bound):
            raise ModuleError(f"comparison {fact.name} {comparison.op} {comparison.bound!r} "
                              "must compare with a finite number")
        if not comparison.question.strip():
            raise ModuleError(f"comparison {fact.name} {comparison.op} {comparison.bound!r} has no question")


def _check_numbers(head: Term, body: Term, numeric: set[str]) -> None:
    """Each variable a numeric user fact binds is compared with a number, and used nowhere else."""
    bound_by: dict[str, str] = {}
    for goal in _goals(body):
        if isinstance(goal, Compound) and goal.functor in numeric and goal.arity == 1:
            var = goal.args[0]
            if bound_by.setdefault(var.name, goal.functor) != goal.functor:  # type: ignore[union-attr]
                raise InvalidClauseError(
                    f"numeric user fact {goal.functor} needs a variable of its own, to compare with a number")
    if not bound_by:
        return
    compared: set[str] = set()
    for goal in _goals(body):
        if isinstance(goal, Compound) and goal.functor in numeric and goal.arity == 1:
            continue
        if isinstance(goal, Compound) and goal.functor in COMPARISON and goal.arity == 2:
            sides = [arg for arg in goal.args if isinstance(arg, Var) and arg.name in bound_by]
            if len(sides) == 2:
                raise InvalidClauseError(f"{to_source(goal)[:60]} compares two numbers the user gives; "
                                         "compare each with a number")
            compared.update(var.name for var in sides)
            others = [arg for arg in goal.args if arg not in sides]
        else:
            others = [goal]
        _check_unused(others, bound_by)
    _check_unused([head], bound_by, "in the head")
    for name, fact in bound_by.items():
        if name not in compared:
            raise InvalidClauseError(f"the number of {fact} is read into {name} but never compared")


def _check_yes_no(body: Term, yes_no: set[str]) -> None:
    """A yes/no user fact read into a variable gives true or false, which arithmetic cannot use:
    refused here, with the module and line, rather than failing in every proof."""
    read = {goal.args[0].name: goal.functor for goal in _goals(body)
            if isinstance(goal, Compound) and goal.functor in yes_no and goal.arity == 1
            and isinstance(goal.args[0], Var)}
    if not read:
        return
    for goal in _goals(body):
        if isinstance(goal, Compound) and goal.arity == 2 and (goal.functor in COMPARISON or goal.functor == "is"):
            used = sorted(set(_variables(goal)) & set(read))
            if used:
                fact = read[used[0]]
                raise InvalidClauseError(f"{to_source(goal)[:60]} does arithmetic on {used[0]}, but {fact} is a "
                                         f"yes/no user fact (true or false): declare it a number to compare it")


def _check_unused(terms: list[Term], bound_by: dict[str, str], where: str = "outside a comparison") -> None:
    for term in terms:
        for var in _variables(term):
            if var in bound_by:
                raise InvalidClauseError(f"{var}, the number of user fact {bound_by[var]}, is used {where}; "
                                         "it may only be compared with a number (A >= 60)")


def _goals(body: Term) -> Iterator[Term]:
    """The goals of a body, through the control constructs the engine allows."""
    return goals(body, CONTROL)


def _variables(term: Term) -> Iterator[str]:
    stack = [term]
    while stack:
        node = stack.pop()
        if isinstance(node, Var):
            yield node.name
        elif isinstance(node, Compound):
            stack.extend(node.args)


def _check_name(name: str) -> None:
    if len(name) > MAX_NAME:
        raise InvalidClauseError(f"predicate name of {len(name)} characters (limit {MAX_NAME})")
    if visible(name) != name:
        raise InvalidClauseError(f"predicate name {visible(name)!r} holds invisible characters (bidirectional "
                                 "controls or zero-width): it would show as another name")


class _Checker:
    def __init__(self, module: PrologModule, user: set[str], defined: set[tuple[str, int]]):
        self.module = module
        self.user = user
        self.numeric = {fact.name for fact in module.user_facts if fact.type == "number"}
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
            if name == "group":  # group(g(true), Body): g is the yes/no question that asks Body at once
                question = goal.args[0]  # type: ignore[union-attr]
                if not (isinstance(question, Compound) and question.arity == 1 and question.functor in self.user
                        and question.functor not in self.numeric and question.args[0] == Atom("true")):
                    raise InvalidClauseError(f"group/2 takes a yes/no user fact asked as true, not "
                                             f"{to_source(question)[:60]}")
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
        if name in self.numeric:
            if not isinstance(arg, Var):
                raise InvalidClauseError(f"numeric user fact {name} takes a variable to compare, "
                                         f"not {to_source(arg)[:40]}")
        elif not (isinstance(arg, Var) or arg in (Atom("true"), Atom("false"))):
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
