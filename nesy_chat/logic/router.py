"""The logic router: picks a solver from a problem's structure, says why, runs it, picks the option.

Orderings, positions and counts are integer constraints: Z3. Facts and rules that chain
through shared properties are Horn clauses: Prolog. As in SymbolLKG (section 3.3) the choice
follows the structure of the statements, not the dataset they come from.
"""

from __future__ import annotations

from dataclasses import dataclass

from nesy_chat.core.errors import RoutingError
from nesy_chat.logic.compile import constraint_program, rule_program
from nesy_chat.logic.form import Problem
from nesy_chat.logic.solvers.base import Limits, SolverResult, solve
from nesy_chat.logic.solvers.constraints import ConstraintProgram
from nesy_chat.logic.solvers.prolog import PrologSolver
from nesy_chat.logic.solvers.rule_program import Rule, RuleProgram
from nesy_chat.logic.solvers.z3 import Z3Solver

SOLVERS = {"prolog": PrologSolver, "z3": Z3Solver}


@dataclass(frozen=True)
class Route:
    solver: str
    reason: str
    program: RuleProgram | ConstraintProgram


@dataclass(frozen=True)
class Solution:
    route: Route
    result: SolverResult
    choice: str | None  # the option label the verdicts select; None on error or no single option


def route(problem: Problem) -> Route:
    """The solver for the problem and the program it gets; RoutingError when none fits."""
    if problem.orderings and (problem.facts or problem.rules):
        raise RoutingError("the problem mixes orderings with facts and rules; no solver takes both yet")
    if problem.orderings or problem.arrangements:
        program = constraint_program(problem)
        objects = problem.arrangements[0].objects
        scales = sorted({o.end.scale for o in (*problem.orderings, *problem.question.queries)})
        reason = (f"{_count(len(problem.orderings), 'ordering statement')} about {len(objects)} "
                  f"{problem.arrangements[0].kind} on the {' and '.join(scales)} scale, each in its own "
                  "position: integer positions with all-different and order constraints go to Z3")
        return Route("z3", reason, program)
    if problem.facts or problem.rules:
        program = rule_program(problem)
        negated = sum(1 for rule in problem.rules if rule.head.negated or any(literal.negated for literal in rule.body))
        depth = chain_depth(problem.rules)
        chains = "in a cycle" if depth is None else f"up to {depth} deep"
        world = "closed" if program.closed_world else "open"
        reason = (f"{_count(len(problem.facts), 'fact')} and {_count(len(problem.rules), 'rule')} "
                  f"({negated} with negation) that chain {chains}, with no orderings or numbers: "
                  f"forward chaining in Prolog, {world} world")
        return Route("prolog", reason, program)
    raise RoutingError("the problem states nothing to reason from")


def solve_problem(problem: Problem, limits: Limits = Limits()) -> Solution:
    """Route, run the chosen solver within `limits`, and pick the option its verdicts select."""
    chosen = route(problem)
    result = solve(SOLVERS[chosen.solver](limits), chosen.program)
    choice = None if result.error else problem.question.choose(result.answer)
    return Solution(chosen, result, choice)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def chain_depth(rules: tuple[Rule, ...]) -> int | None:
    """The most rules that feed one another in a row (None when some feed in a cycle)."""
    concluding: dict[tuple[str, bool], list[Rule]] = {}
    for rule in rules:
        concluding.setdefault((rule.head.predicate, rule.head.negated), []).append(rule)
    done: dict[tuple[str, bool], int] = {}
    active: set[tuple[str, bool]] = set()

    def depth(key: tuple[str, bool]) -> int | None:
        if key in done:
            return done[key]
        if key in active:
            return None
        active.add(key)
        depths = [depth((literal.predicate, literal.negated))
                  for rule in concluding.get(key, ()) for literal in rule.body]
        active.discard(key)
        if None in depths:
            return None
        done[key] = 1 + max(depths, default=0) if key in concluding else 0
        return done[key]

    depths = [depth(key) for key in concluding]
    return None if None in depths else max(depths, default=0)
