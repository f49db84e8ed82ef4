"""Rule programs: ground facts and universally quantified rules over literals.

This is Datalog with classical negation: arguments are constants or variables (no function
symbols), a literal may be negated ("The cow is not big."), and every variable of a rule's
conclusion occurs in its conditions. So the set of derivable literals is finite and
forward chaining always ends; the solver's bounds only guard against its size.
"""

from __future__ import annotations

from dataclasses import dataclass

from nesy_chat.core.errors import MalformedProgramError

MAX_ARITY = 8  # chain.pl stores literals flat, one clause argument per literal argument


@dataclass(frozen=True)
class Const:
    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class Var:
    name: str

    def __str__(self) -> str:
        return self.name.upper()


Arg = Const | Var


@dataclass(frozen=True)
class Literal:
    """`predicate(args...)`, or its negation: red(cow), like(cow, dog), not big(X)."""

    predicate: str
    args: tuple[Arg, ...]
    negated: bool = False

    def negate(self) -> Literal:
        return Literal(self.predicate, self.args, not self.negated)

    @property
    def ground(self) -> bool:
        return all(isinstance(arg, Const) for arg in self.args)

    def variables(self) -> set[str]:
        return {arg.name for arg in self.args if isinstance(arg, Var)}

    def __str__(self) -> str:
        atom = f"{self.predicate}({', '.join(map(str, self.args))})"
        return f"not {atom}" if self.negated else atom


@dataclass(frozen=True)
class Fact:
    literal: Literal
    sentence: int | None = None


@dataclass(frozen=True)
class Rule:
    """If every literal of `body` holds, `head` holds; variables are universally quantified."""

    head: Literal
    body: tuple[Literal, ...]
    sentence: int | None = None

    def __str__(self) -> str:
        return f"{self.head} :- {', '.join(map(str, self.body))}"


@dataclass(frozen=True)
class RuleProgram:
    """Facts and rules, and the ground literals to decide.

    Open world (the default): a query no rule decides is unknown. Closed world: a positive
    literal that cannot be derived is false (negation as failure, for the final answer only).
    """

    facts: tuple[Fact, ...]
    rules: tuple[Rule, ...]
    queries: tuple[Literal, ...]
    closed_world: bool = False


def check_rule_program(program: RuleProgram) -> None:
    """Raise MalformedProgramError unless the program is well-formed Datalog as described above."""
    if not program.queries:
        raise MalformedProgramError("the program has no query")
    arities: dict[str, int] = {}
    for where, literal in _literals(program):
        if not literal.predicate or not all(arg.name for arg in literal.args):
            raise MalformedProgramError(f"{where}: empty predicate or argument name in {literal}")
        if len(literal.args) > MAX_ARITY:
            raise MalformedProgramError(f"{where}: {literal.predicate} has more than {MAX_ARITY} arguments")
        known = arities.setdefault(literal.predicate, len(literal.args))
        if known != len(literal.args):
            raise MalformedProgramError(
                f"{where}: {literal.predicate} has {len(literal.args)} arguments here and {known} elsewhere")
    for index, fact in enumerate(program.facts):
        if not fact.literal.ground:
            raise MalformedProgramError(f"fact {index}: {fact.literal} has a variable")
    for index, query in enumerate(program.queries):
        if not query.ground:
            raise MalformedProgramError(f"query {index}: {query} has a variable")
    for index, rule in enumerate(program.rules):
        if not rule.body:
            raise MalformedProgramError(f"rule {index}: {rule.head} has no conditions")
        bound = set().union(*(literal.variables() for literal in rule.body))
        unbound = rule.head.variables() - bound
        if unbound:
            raise MalformedProgramError(
                f"rule {index}: {', '.join(sorted(unbound))} in the conclusion of {rule} "
                "occurs in no condition")


def _literals(program: RuleProgram):
    for index, fact in enumerate(program.facts):
        yield f"fact {index}", fact.literal
    for index, rule in enumerate(program.rules):
        yield f"rule {index}", rule.head
        for literal in rule.body:
            yield f"rule {index}", literal
    for index, query in enumerate(program.queries):
        yield f"query {index}", query
