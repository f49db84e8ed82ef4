"""The Prolog solver: forward chaining in SWI-Prolog (chain.pl) over a rule program.

Open world (ProofWriter's "true, false, or unknown"): a query is true when it is derived,
false when its negation is, unknown otherwise. Closed world (ProntoQA's "true or false"):
a positive literal that is not derived is false. Every call goes through the process-wide
lock of `nesy_chat.prolog.runtime`.
"""

from __future__ import annotations

import functools
import json
import time
from pathlib import Path

from nesy_chat.core.errors import InconsistentProgramError, MalformedProgramError, SolverError, SolverLimitError
from nesy_chat.core.terms import quote_atom
from nesy_chat.logic.solvers.base import Limits, SolverResult, Step, Verdict
from nesy_chat.logic.solvers.rule_program import Arg, Const, Fact, Literal, Rule, RuleProgram, check_rule_program
from nesy_chat.prolog import runtime

_CHAIN = Path(__file__).with_name("chain.pl")
_LIMIT_KINDS = ("time", "memory", "inferences", "facts")  # as chain.pl reports them


class PrologSolver:
    name = "prolog"

    def __init__(self, limits: Limits = Limits()):
        self.limits = limits
        self._program: RuleProgram | None = None

    def load(self, program: RuleProgram) -> None:
        size = len(program.facts) + len(program.rules) + len(program.queries)
        if size > self.limits.max_facts:
            raise SolverLimitError(
                f"the program has {size:,} statements; the limit is {self.limits.max_facts:,}", "size")
        check_rule_program(program)
        self._program = program

    def execute(self) -> SolverResult:
        if self._program is None:
            raise SolverError("nothing loaded: call load(program) first")
        start = time.perf_counter()
        program = self._program
        _consult()
        goal = (f"nesy_chain:chain_solve({runtime.string_literal(program_text(program))}, "
                f"{self.limits.seconds}, {self.limits.inferences}, {self.limits.max_facts}, "
                f"{self.limits.memory_mb * 1024 * 1024}, J)")
        data = json.loads(runtime.query_one(goal)["J"])
        seconds = time.perf_counter() - start
        if data["status"] != "ok":
            return SolverResult(self.name, error=_error(data, program), seconds=seconds)
        answer: list[Verdict] = []
        proof: list[Step | None] = []
        for query, outcome in zip(program.queries, data["queries"]):
            derived = outcome["derived"]
            if derived == "neither":
                # Closed world: the positive literal fails, so a negated query holds.
                answer.append(("true" if query.negated else "false") if program.closed_world else "unknown")
                proof.append(None)
            else:
                answer.append("true" if derived == "query" else "false")
                proof.append(_proof(outcome["support"], program))
        return SolverResult(self.name, answer=tuple(answer), proof=tuple(proof), seconds=seconds)


@functools.cache
def _consult() -> None:
    runtime.query_one(f"use_module({quote_atom(_CHAIN.as_posix())}, [])")


def program_text(program: RuleProgram) -> str:
    """The program as the f/2, r/3 and q/1 terms chain.pl reads."""
    lines = [f"f({i}, {_literal(fact.literal, {})})." for i, fact in enumerate(program.facts)]
    for i, rule in enumerate(program.rules):
        names: dict[str, str] = {}
        body = ", ".join(_literal(literal, names) for literal in rule.body)
        lines.append(f"r({i}, {_literal(rule.head, names)}, [{body}]).")
    lines += [f"q({_literal(query, {})})." for query in program.queries]
    return "\n".join(lines) + "\n"


def _literal(literal: Literal, names: dict[str, str]) -> str:
    args = ", ".join(_arg(arg, names) for arg in literal.args)
    return f"{'neg' if literal.negated else 'pos'}({quote_atom(literal.predicate)}, [{args}])"


def _arg(arg: Arg, names: dict[str, str]) -> str:
    if isinstance(arg, Const):
        return quote_atom(arg.name)
    return names.setdefault(arg.name, f"V{len(names)}")


def _literal_from(data: dict) -> Literal:
    return Literal(data["predicate"], tuple(Const(a) for a in data["args"]), data["negated"])


def _proof(support: list[dict], program: RuleProgram) -> Step:
    """Steps from chain.pl's justifications, which list premises before their conclusions."""
    steps: dict[Literal, Step] = {}
    for entry in support:
        literal = _literal_from(entry["literal"])
        premises = tuple(steps[_literal_from(p)] for p in entry.get("premises", ()))
        steps[literal] = Step(str(literal), _source(entry, program).sentence, premises)
    return steps[_literal_from(support[-1]["literal"])]


def _error(data: dict, program: RuleProgram) -> SolverError:
    kind, message = data["kind"], data["message"]
    if kind in _LIMIT_KINDS:
        return SolverLimitError(message, kind)
    if kind == "inconsistent":
        literal = _literal_from(data["literal"])
        sentences = sorted({_source(entry, program).sentence for entry in data["support"]} - {None})
        where = f" (sentences {', '.join(str(s + 1) for s in sentences)})" if sentences else ""
        return InconsistentProgramError(f"the program derives both {literal} and {literal.negate()}{where}")
    if kind == "malformed":
        return MalformedProgramError(message)
    return SolverError(f"the Prolog run failed: {message}")


def _source(entry: dict, program: RuleProgram) -> Fact | Rule:
    return program.facts[entry["fact"]] if "fact" in entry else program.rules[entry["rule"]]
