"""From a problem's meaning to a solver's program.

Facts and rules already are a rule program. Orderings become integer positions: on each
scale a problem uses, every object of the arrangement gets a position 1..n, all different;
"the k-th from an end" fixes a position and "nearer an end than" compares two.
"""

from __future__ import annotations

from nesy_chat.core.errors import ParseError
from nesy_chat.logic.form import Order, Ordering, Problem, Rank
from nesy_chat.logic.lexicon import End
from nesy_chat.logic.solvers.constraints import Apply, Constraint, ConstraintProgram, Expr, IntVar, Ref
from nesy_chat.logic.solvers.rule_program import Literal, RuleProgram


def rule_program(problem: Problem) -> RuleProgram:
    queries = problem.question.queries
    if not all(isinstance(query, Literal) and query.ground for query in queries):
        raise ParseError("a rule problem's question must state a fact about named things", problem.question.text)
    return RuleProgram(problem.facts, problem.rules, queries, problem.question.closed_world)


def constraint_program(problem: Problem) -> ConstraintProgram:
    if len(problem.arrangements) != 1:
        raise ParseError(f"an ordering problem needs one list of objects, not {len(problem.arrangements)}")
    arrangement = problem.arrangements[0]
    queries = problem.question.queries
    if not all(isinstance(query, (Rank, Order)) for query in queries):
        raise ParseError("an ordering problem's question must state orderings", problem.question.text)
    positions = _Positions(arrangement.objects)
    constraints = [Constraint(positions.expr(ordering), ordering.sentence) for ordering in problem.orderings]
    queries = tuple(positions.expr(query) for query in queries)
    distinct = [Constraint(Apply("distinct", tuple(Ref(positions.name(scale, o)) for o in arrangement.objects)),
                           arrangement.sentence) for scale in positions.scales]
    variables = tuple(IntVar(positions.name(scale, o), 1, len(arrangement.objects))
                      for scale in positions.scales for o in arrangement.objects)
    return ConstraintProgram(variables, tuple(distinct + constraints), queries)


class _Positions:
    """Position variables, one per object and scale, named like "owl (horizontal)"."""

    def __init__(self, objects: tuple[str, ...]):
        self.objects = objects
        self.scales: list[str] = []

    def name(self, scale: str, entity: str) -> str:
        return f"{entity} ({scale})"

    def ref(self, end: End, entity: str) -> Ref:
        if entity not in self.objects:
            raise ParseError(f"{entity!r} is not one of the objects: {', '.join(self.objects)}")
        if end.scale not in self.scales:
            self.scales.append(end.scale)
        return Ref(self.name(end.scale, entity))

    def expr(self, ordering: Ordering) -> Expr:
        if isinstance(ordering, Rank):
            count = len(self.objects)
            if not 1 <= ordering.place <= count:
                raise ParseError(f"there is no place {ordering.place} among {count} objects")
            place = ordering.place if ordering.end.first else count + 1 - ordering.place
            expr: Expr = Apply("=", (self.ref(ordering.end, ordering.entity), place))
        else:
            nearer, farther = self.ref(ordering.end, ordering.nearer), self.ref(ordering.end, ordering.farther)
            expr = Apply("<" if ordering.end.first else ">", (nearer, farther))
        return Apply("not", (expr,)) if ordering.negated else expr
