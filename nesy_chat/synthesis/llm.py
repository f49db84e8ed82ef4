"""The `llm` synthesizers: rule text to module by a language model, checked by our own code.

`llm` (the paper's mode, section 3.1 and Appendix A): the model writes the Prolog module, user
facts declared `:- dynamic f/1.` with the comment that becomes their question, and 0-arity
claims. The source is only ever read by `source.read_module`, which validates it.
`llm-structured`: the model fills a typed rule schema (conditions, connectives, polarity,
conclusions, questions) and the rules compiler's own `build_module` writes the Prolog, which
small models manage far better than Prolog syntax.
Either way a rejected reply goes back with its error (at most 3 rounds, `llm.refine`), then
the chunk fails with SynthesisError, or gets the fallback synthesizer's module if one is set;
that module's origin says why it stands in. Once the server cannot be reached, the rest of
the run goes to the fallback at once rather than waiting on a server that is gone.
The version (the cache key) names the model and the prompt's digest, and so does each
module's origin: switching models or editing a prompt compiles again.
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, Field

from nesy_chat.core.errors import LLMError, LLMUnavailableError, SynthesisError
from nesy_chat.core.module import Origin, PrologModule, Span
from nesy_chat.llm import DEFAULT_CACHE, connect
from nesy_chat.llm.base import LLM, json_schema, parse, prompt, prompt_digest, refine, unfence
from nesy_chat.prolog.source import read_module
from nesy_chat.prolog.validate import validate_module
from nesy_chat.synthesis.base import Chunk, Synthesizer, source_version
from nesy_chat.synthesis.rules import All, Any, Leaf, Not, Rule, RulesSynthesizer, build_module
from nesy_chat.synthesis.structure import Layout, heading_text
from nesy_chat.synthesis.structure import parse as parse_layout

Mode = Literal["prolog", "structured"]
MODES: dict[str, Mode] = {"llm": "prolog", "llm-structured": "structured"}
PROMPTS: dict[Mode, str] = {"prolog": "synthesize_prolog", "structured": "synthesize_rules"}
Connective = Literal["all", "any"]


class ConditionSpec(BaseModel):
    statement: str = Field(description="the condition stated positively, to the user: 'you are 18 or over'")
    negated: bool = Field(description="true when the rule needs the statement to be false")
    question: str = Field(description="the yes/no question that asks the user whether the statement is true")
    sentence: int = Field(description="the number of the sentence the condition comes from")


class GroupSpec(BaseModel):
    connective: Connective = Field(description="all: every condition must hold; any: one is enough")
    conditions: list[ConditionSpec]


class RuleSpec(BaseModel):
    conclusion: str = Field(description="what the rule concludes, stated positively, to the user: "
                                        "'you can get Carer's Allowance'")
    negated: bool = Field(description="true when the text concludes the opposite ('you can't get ...')")
    requirement: bool = Field(description="true for a requirement every case must meet ('to qualify you must "
                                          "...'); false for conditions that are enough ('you can get X if ...')")
    connective: Connective = Field(description="how the conditions and groups combine: all or any")
    conditions: list[ConditionSpec]
    groups: list[GroupSpec] = Field(description="nested lists, each combined by its own connective")
    exceptions: list[ConditionSpec] = Field(description="'unless' conditions: any one of them blocks the conclusion")
    sentence: int = Field(description="the number of the sentence the conclusion comes from")


class RuleTextSpec(BaseModel):
    rules: list[RuleSpec]


class LLMSynthesizer:
    io_bound = True  # it waits on the server: ingest keeps several chunks in flight

    def __init__(self, llm: LLM, mode: Mode = "prolog", fallback: Synthesizer | None = None):
        self.llm = llm
        self.usage = llm.usage  # what the model was asked so far: ingest shows its tokens per second
        self.mode = mode
        self.fallback = fallback
        self.name = "llm" if mode == "prolog" else "llm-structured"
        # llm-structured: the rules compiler's build_module writes the Prolog, so its version counts too
        code = source_version(sys.modules[__name__]) + ("" if mode == "prolog" else f".{RulesSynthesizer.version}")
        digest = prompt_digest(PROMPTS[mode], "repair")
        self.origin = Origin(self.name, code, llm.name, digest)
        model = re.sub(r"[^\w.-]+", "_", llm.name)
        self.version = f"{code}-{model}-{digest}"  # the cache key names the model and the prompt
        self._unreachable: LLMUnavailableError | None = None  # once the server is gone, it is not asked again

    def synthesize(self, chunk: Chunk) -> PrologModule:
        failure: LLMError | None = self._unreachable
        if failure is None:
            try:
                return replace(self._ask(chunk), origin=self.origin)
            except LLMUnavailableError as err:
                failure = self._unreachable = err
            except LLMError as err:
                failure = err
        if self.fallback is None:
            raise SynthesisError(f"{self.name} synthesizer, chunk {chunk.id}: {failure}", module_id=chunk.id)
        module = self.fallback.synthesize(chunk)
        return replace(module, origin=Origin(self.fallback.name, self.fallback.version, failed=str(failure)))

    def _ask(self, chunk: Chunk) -> PrologModule:
        layout = parse_layout(chunk.text)
        context = [heading_text(h) for h in (*chunk.headings, *layout.headings())]
        headings = " > ".join(context) or "(none)"
        if self.mode == "prolog":
            return refine(self.llm, prompt(PROMPTS["prolog"], context=headings, text=chunk.text),
                          partial(_read_prolog, chunk, layout))
        numbered = "\n".join(f"[{u.index}] {u.text}" for u in layout.units)
        return refine(self.llm, prompt(PROMPTS["structured"], context=headings, sentences=numbered),
                      partial(_build, chunk, layout, context), json_schema(RuleTextSpec))


def _spans(layout: Layout) -> tuple[Span, ...]:
    return tuple(Span(u.start, u.end) for u in layout.units)


def _read_prolog(chunk: Chunk, layout: Layout, reply: str) -> PrologModule:
    module = read_module(unfence(reply), module_id=chunk.id)
    module = replace(module, id=chunk.id, text=chunk.text, sentences=_spans(layout))
    validate_module(module)
    return module


def _build(chunk: Chunk, layout: Layout, context: list[str], reply: str) -> PrologModule:
    spec = parse(RuleTextSpec, reply)
    module = build_module(chunk, layout, [_rule(rule) for rule in spec.rules], context)
    asked = {c.statement: c.question.strip() for rule in spec.rules
             for c in (*rule.conditions, *rule.exceptions, *(c for g in rule.groups for c in g.conditions))}
    facts = tuple(replace(fact, question=asked[fact.description]) if asked.get(fact.description, "").endswith("?")
                  else fact for fact in module.user_facts)
    module = replace(module, user_facts=facts)
    validate_module(module)
    return module


def _rule(spec: RuleSpec) -> Rule:
    parts = [_leaf(c) for c in spec.conditions]
    parts += [group for g in spec.groups if (group := _combine(g.connective, [_leaf(c) for c in g.conditions]))]
    condition = _combine(spec.connective, parts)
    if spec.exceptions:
        blocked = Not(_combine("any", [_leaf(c) for c in spec.exceptions]))
        condition = blocked if condition is None else All((condition, blocked))
    return Rule(spec.conclusion, spec.negated, condition, spec.sentence, spec.requirement)


def _leaf(spec: ConditionSpec) -> Leaf:
    return Leaf(spec.statement, spec.negated, spec.sentence)


def _combine(connective: Connective, parts: list):
    if len(parts) <= 1:
        return parts[0] if parts else None
    return All(tuple(parts)) if connective == "all" else Any(tuple(parts))


@dataclass(frozen=True)
class Picked:
    synthesizer: Synthesizer
    notice: str | None = None  # why it is not the synthesizer asked for


def pick_synthesizer(name: str = "rules", model: str | None = None, host: str | None = None,
                     fallback: bool = True, cache: Path | None = DEFAULT_CACHE) -> Picked:
    """The synthesizer called `name` ("rules", "llm", "llm-structured"), or the rules one with a
    notice to show when the model cannot be used (no server, model not pulled).

    `fallback`: also give a chunk the rules module when the model's stays invalid.
    """
    if name == "rules":
        return Picked(RulesSynthesizer())
    if name not in MODES:
        raise ValueError(f"unknown synthesizer {name!r}: rules, {', '.join(MODES)}")
    try:
        llm = connect(model, host, cache)
    except LLMError as err:
        return Picked(RulesSynthesizer(), f"{err}. Using the rules synthesizer instead.")
    return Picked(LLMSynthesizer(llm, MODES[name], RulesSynthesizer() if fallback else None))
