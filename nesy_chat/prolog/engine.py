"""Python side of the meta-interpreter in meta.pl: load modules, prove claims.

Answers travel with each proof as data (`[name-true, age-64, cmp(age, >=, 60)-true, ...]`),
so one engine serves any number of conversations at once; every Prolog call goes through
`runtime.query_one`'s lock.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from nesy_chat.core import formula as formulas
from nesy_chat.core.errors import EngineError, UndeclaredFactError, UnknownClaimError
from nesy_chat.core.module import NumericTest, PrologModule, Reply, UserFact, is_number, plain_number
from nesy_chat.core.terms import FALSE, TRUE, Atom, Compound, Number, quote_atom, to_source
from nesy_chat.prolog import runtime
from nesy_chat.prolog.validate import validate_module

_ENGINE_IDS = itertools.count(1)


@dataclass(frozen=True)
class ProofNode:
    """One step of a proof: a rule used, a user fact, a builtin test or a negation."""

    type: str  # rule | user | comparison | builtin | not | undefined
    goal: str  # for a comparison, its test's key: "age >= 60"
    value: str  # t, f or u (undecided)
    module: str | None = None
    sentence: int | None = None
    fact: str | None = None  # for a comparison, its numeric fact
    expected: str | None = None  # for user facts and comparisons: the value the rule needs
    answer: str | None = None  # true, false or unknown; for a comparison also the number given
    children: tuple[ProofNode, ...] = ()

    def walk(self) -> Iterable[ProofNode]:
        yield self
        for child in self.children:
            yield from child.walk()


@dataclass(frozen=True)
class ProofResult:
    value: str  # t, f or u
    formula: formulas.Formula
    proofs: tuple[tuple[ProofNode, ...], ...] = ()
    why_not: tuple[ProofNode, ...] = ()

    def nodes(self) -> Iterable[ProofNode]:
        for proof in (*self.proofs, self.why_not):
            for node in proof:
                yield from node.walk()


@dataclass
class Engine:
    """Loaded modules and the limits every proof runs under."""

    inference_limit: int = 500_000
    max_depth: int = 200
    modules: dict[str, PrologModule] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._prefix = f"e{next(_ENGINE_IDS)}/"

    def load(self, module: PrologModule, validate: bool = True) -> None:
        """Validate and load a module, replacing an earlier one with the same id.

        Its rules may call predicates that the modules loaded before it define.
        """
        if validate:
            try:
                validate_module(module)
            except UndeclaredFactError:
                # Only then collect what the others define: loading stays O(1) in their number.
                shared = {key for other in self.modules.values() if other.id != module.id for key in other.defined()}
                validate_module(module, shared=shared)
        lines = []
        for clause in module.clauses:
            sentence = Atom("null") if clause.sentence is None else Number(clause.sentence)
            body = TRUE if clause.body is None else clause.body
            lines.append(to_source(Compound("$c", (clause.head, body, sentence))) + ".")
        for fact in module.user_facts:
            lines.append(to_source(Compound("$u", (Atom(fact.name), Atom(fact.type)))) + ".")
        text = runtime.string_literal("\n".join(lines) + "\n")
        runtime.query_one(f"nesy_meta:nesy_load({quote_atom(self._key(module.id))}, {text})")
        self.modules[module.id] = module

    def unload(self, module_id: str) -> None:
        runtime.query_one(f"nesy_meta:nesy_unload({quote_atom(self._key(module_id))})")
        self.modules.pop(module_id, None)

    def close(self) -> None:
        for module_id in list(self.modules):
            self.unload(module_id)

    def user_fact(self, name: str, module_ids: Sequence[str]) -> tuple[str, UserFact] | None:
        """The declaration of a user fact, from the first module in scope that has it."""
        for module_id in module_ids:
            fact = self.modules[module_id].user_fact(name)
            if fact is not None:
                return module_id, fact
        return None

    def prove(self, claim: str, module_ids: Sequence[str], answers: Mapping[str, Reply]) -> ProofResult:
        """Prove `claim` of the first module, with the others in scope for shared predicates.

        `answers` maps user facts to True / False, numeric facts to numbers, and tests of
        numeric facts (keys such as "age >= 60") to True / False; None (don't know) and
        missing facts are unknown (`group/2` tells the two apart). Raises EngineError when the
        proof loops or explodes.
        """
        if not module_ids or module_ids[0] not in self.modules:
            raise UnknownClaimError(f"module {module_ids[0] if module_ids else '?'} is not loaded")
        if self.modules[module_ids[0]].claim(claim) is None and (claim, 0) not in self.modules[module_ids[0]].defined():
            raise UnknownClaimError(f"{claim} is not a claim of module {module_ids[0]}")
        for module_id in module_ids:
            if module_id not in self.modules:
                raise UnknownClaimError(f"module {module_id} is not loaded")
        scope = "[" + ",".join(quote_atom(self._key(m)) for m in module_ids) + "]"
        terms = (self._answer(name, value, module_ids) for name, value in answers.items())
        known = "[" + ",".join(to_source(term) for term in terms if term is not None) + "]"
        goal = (f"nesy_meta:nesy_prove({scope}, {quote_atom(claim)}, {known}, "
                f"{self.inference_limit}, {self.max_depth}, J)")
        data = json.loads(runtime.query_one(goal)["J"])
        if data["status"] != "ok":
            raise EngineError(data["message"], kind=data["kind"], module=module_ids[0])
        formula = formulas.from_json(data["formula"])
        value = "t" if formula is True else "f" if formula is False else "u"
        return ProofResult(
            value=value,
            formula=formula,
            proofs=tuple(tuple(self._node(n, module_ids) for n in proof) for proof in data["proofs"]),
            why_not=tuple(self._node(n, module_ids) for n in data["why_not"] or ()),
        )

    def _key(self, module_id: str) -> str:
        return self._prefix + module_id

    def _answer(self, name: str, value: Reply, scope: Sequence[str]) -> Compound | None:
        """One answer as the term meta.pl looks up: name-true, age-64 or cmp(age, >=, 60)-true;
        "I don't know" to a yes/no fact is name-unknown (a group question then gives way), and
        to anything else no term at all."""
        found = self.user_fact(name, scope)
        if value is None:
            return Compound("-", (Atom(name), Atom("unknown"))) if found and found[1].type == "bool" else None
        test = NumericTest.parse(name) if found is None else None
        number = is_number(value)
        wants_number = found is not None and found[1].type == "number"
        if test is not None and isinstance(value, bool):
            return Compound("-", (Compound("cmp", (Atom(test.fact), Atom(test.op), Number(test.bound))),
                                  TRUE if value else FALSE))
        if test is None and number and (wants_number or found is None):
            return Compound("-", (Atom(name), Number(value)))  # type: ignore[arg-type]
        if test is None and isinstance(value, bool) and not wants_number:
            return Compound("-", (Atom(name), TRUE if value else FALSE))
        wanted = "a number" if wants_number else "True or False"
        raise TypeError(f"answer {name!r} with {wanted} or None, not {value!r}")

    def _node(self, data: dict, scope: Sequence[str]) -> ProofNode:
        module, sentence = data.get("module"), data.get("sentence")
        if module:
            module = module[len(self._prefix):]
        if data["type"] == "user":
            found = self.user_fact(data["fact"], scope)
            if found:
                module, sentence = found[0], found[1].sentence
        answer, goal = data.get("answer"), data["goal"]
        if data["type"] == "comparison":
            test = NumericTest(data["fact"], data["op"], data["bound"])
            goal = test.key
            found = self.user_fact(test.fact, scope)
            if found:
                declared = found[1].comparison(test)
                module, sentence = found[0], declared.sentence if declared else found[1].sentence
            if isinstance(answer, (int, float)) and not isinstance(answer, bool):
                answer = repr(plain_number(answer))
        return ProofNode(
            type=data["type"],
            goal=goal,
            value=data["value"],
            module=module,
            sentence=sentence,
            fact=data.get("fact"),
            expected=data.get("expected"),
            answer={True: "true", False: "false"}.get(answer, answer),
            children=tuple(self._node(child, scope) for child in data.get("children", ())),
        )
