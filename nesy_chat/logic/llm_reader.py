"""An LLM reader of logic problems in free text (FOLIO, AR-LSAT): the `ProblemReader` seam.

The model fills a typed schema of the same meaning the grammar reads - facts, rules with
negation, objects in an order with their positions - and our code builds the `Problem`. As in
SymbolLKG's self-refine loop, the problem is then routed and solved; a reply that cannot be
built, routed or solved goes back with the solver's error, at most 3 rounds, after which
`read` raises ParseError like any reader. What the `Problem` cannot express (disjunctions,
counting, general constraints) is beyond this reader as well.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import partial
from typing import Literal as Kind

from pydantic import BaseModel, Field

from nesy_chat.core.errors import LLMError, ParseError
from nesy_chat.llm.base import LLM, json_schema, parse, prompt, refine
from nesy_chat.logic.form import Arrangement, Option, Order, Problem, Question, Rank, Statement
from nesy_chat.logic.grammar import parse_verdict
from nesy_chat.logic.lexicon import End
from nesy_chat.logic.reader import split_option, split_sentences
from nesy_chat.logic.router import solve_problem
from nesy_chat.logic.solvers.base import Limits
from nesy_chat.logic.solvers.rule_program import Const, Fact, Literal, Rule, Var

FIRST, LAST = End("order", "first", True), End("order", "last", False)


class StatementSpec(BaseModel):
    kind: Kind["fact", "position", "order"] = Field(
        description="fact: predicate(args); position: an object's place in the order; order: one object "
                    "comes before another")
    predicate: str = Field(description="fact: a lower-case name ('big', 'likes'); '' otherwise")
    args: list[str] = Field(description="fact: constants in lower case ('bob'), variables capitalised ('X')")
    entity: str = Field(description="position: the object; '' otherwise")
    place: int = Field(description="position: 1 for the first place; 0 otherwise")
    from_last: bool = Field(description="position: counted from the last place instead of the first")
    earlier: str = Field(description="order: the object nearer the first place; '' otherwise")
    later: str = Field(description="order: the object nearer the last place; '' otherwise")
    negated: bool = Field(description="the statement says this is not so")
    sentence: int = Field(description="the number of the sentence it comes from (-1 for the question)")


class RuleSpec(BaseModel):
    conditions: list[StatementSpec] = Field(description="facts that must all hold (variables allowed)")
    conclusion: StatementSpec = Field(description="the fact that then holds")
    sentence: int


class OptionSpec(BaseModel):
    label: str
    statement: StatementSpec


class ProblemSpec(BaseModel):
    objects: list[str] = Field(description="the objects placed in an order, if the problem has one; [] otherwise")
    statements: list[StatementSpec] = Field(description="facts, positions and orders the text states")
    rules: list[RuleSpec]
    question: StatementSpec = Field(description="the statement asked about, for a true/false/uncertain question")
    wanted: Kind["true", "false"] = Field(description="for a which-option question: is the option sought the "
                                                      "true one or the false one")
    options: list[OptionSpec] = Field(description="for a which-option question: each option's statement; [] else")


class LLMReader:
    name = "llm"

    def __init__(self, llm: LLM, limits: Limits = Limits()):
        self.llm = llm
        self.limits = limits

    def read(self, item: Mapping) -> Problem:
        """A problem the router can route and its solver run; ParseError after 3 rejected replies."""
        sentences = tuple(split_sentences(item["context"]))
        options = [split_option(text) for text in item["options"]]
        numbered = "\n".join(f"[{i}] {s}" for i, s in enumerate(sentences))
        listed = "\n".join(f"{label}) {text}" for label, text in options)
        try:
            return refine(self.llm, prompt("logic_reader", sentences=numbered, question=item["question"],
                                           options=listed),
                          partial(self._accept, sentences, item["question"], options), json_schema(ProblemSpec))
        except LLMError as err:  # no valid reply in 3 rounds, or no reply at all
            raise ParseError(str(err)) from None

    def _accept(self, sentences: tuple[str, ...], question: str, options: list[tuple[str, str]], reply: str) -> Problem:
        problem = build_problem(parse(ProblemSpec, reply), sentences, question, options)
        error = solve_problem(problem, self.limits).result.error
        if error is not None:
            raise error
        return problem


def build_problem(spec: ProblemSpec, sentences: tuple[str, ...], text: str,
                  options: list[tuple[str, str]]) -> Problem:
    """The problem the reply means; ParseError when it names options or sentences that do not exist."""
    facts, orderings = [], []
    for statement in spec.statements:
        meaning = _statement(statement, len(sentences))
        if isinstance(meaning, Literal):
            facts.append(Fact(meaning, _sentence(statement.sentence, len(sentences))))
        else:
            orderings.append(meaning)
    rules = [Rule(_literal(r.conclusion), tuple(_literal(c) for c in r.conditions),
                  _sentence(r.sentence, len(sentences)))
             for r in spec.rules]
    arrangements = (Arrangement("objects", tuple(spec.objects)),) if spec.objects else ()
    verdicts = _verdicts(options)
    if verdicts is not None:
        query = Question(text, verdicts, statement=_statement(spec.question, len(sentences)))
    else:  # options are statements: which one is true (or false)?
        given = {option.label.strip(" )."): option.statement for option in spec.options}
        missing = [label for label, _ in options if label not in given]
        if missing:
            raise ParseError(f"the reply gives no statement for option(s) {', '.join(missing)}")
        choices = tuple(Option(label, body, statement=_statement(given[label], len(sentences)))
                        for label, body in options)
        query = Question(text, choices, wanted=spec.wanted)
    return Problem(sentences, query, tuple(facts), tuple(rules), arrangements, tuple(orderings))


def _verdicts(options: list[tuple[str, str]]) -> tuple[Option, ...] | None:
    try:
        return tuple(Option(label, body, verdict=parse_verdict(body)) for label, body in options)
    except ParseError:
        return None


def _statement(spec: StatementSpec, count: int) -> Statement:
    sentence = _sentence(spec.sentence, count)
    if spec.kind == "position":
        return Rank(spec.entity, LAST if spec.from_last else FIRST, spec.place, spec.negated, sentence)
    if spec.kind == "order":
        return Order(spec.earlier, spec.later, FIRST, spec.negated, sentence)
    return _literal(spec)


def _literal(spec: StatementSpec) -> Literal:
    if spec.kind != "fact":
        raise ParseError(f"rules hold facts only, not a {spec.kind}")
    name = re.sub(r"\W+", "_", spec.predicate.strip().lower()).strip("_")
    args = tuple(Var(a.strip()) if a.strip()[:1].isupper() else Const(a.strip().lower()) for a in spec.args)
    return Literal(name, args, spec.negated)


def _sentence(index: int, count: int) -> int | None:
    if index == -1:
        return None
    if not 0 <= index < count:
        raise ParseError(f"sentence {index} does not exist; the sentences are numbered 0 to {count - 1}")
    return index
