"""Linking the modules of one document, so a proof can cross its chunks.

Each chunk is compiled alone, so a condition that another chunk of the same document
defines ("You can apply online if you're eligible for the grant", where the eligibility
section concludes "you're eligible for the grant") arrives as a user fact with the same
name as the other module's claim. Linking turns that user fact into a call: `f(true)`
becomes `f`, `f(false)` becomes `\\+ f`, and the proof of the first chunk's claim runs
through the second chunk's rules, citing both.

Only within a document: its chunks are one author's terms, parts of one text. Between
documents a shared name is a hint for retrieval (the graph records it), but the user is
still asked, as the page that asks it intends. A link that would make modules depend on
each other in a circle is left out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from nesy_chat.core.module import Clause, PrologModule
from nesy_chat.core.terms import CONTROL, Atom, Compound, Term, goals
from nesy_chat.prolog.validate import validate_module

_VALUES = {"true": True, "false": False}


@dataclass(frozen=True)
class Linked:
    modules: tuple[PrologModule, ...]  # in the order given, rewritten where linked
    requires: dict[str, tuple[str, ...]]  # module id -> the modules it calls into


def link(modules: Sequence[PrologModule]) -> Linked:
    """The modules of one document, each user fact that another of them defines (as a
    0-arity predicate) turned into a call to it."""
    definers: dict[str, list[str]] = {}
    for module in modules:
        for name, arity in module.defined():
            if arity == 0:
                definers.setdefault(name, []).append(module.id)
    requires: dict[str, set[str]] = {m.id: set() for m in modules}
    out = []
    for module in modules:
        names = set()
        for fact in module.user_facts:
            targets = [m for m in definers.get(fact.name, ()) if m != module.id]
            if targets and _only_boolean(module, fact.name) and not any(_reaches(requires, t, module.id)
                                                                         for t in targets):
                names.add(fact.name)
                requires[module.id].update(targets)
        out.append(_rewrite(module, names) if names else module)
    return Linked(tuple(out), {key: tuple(sorted(value)) for key, value in requires.items() if value})


def _only_boolean(module: PrologModule, name: str) -> bool:
    """Every use of the fact is `name(true)` or `name(false)`, so a call can stand for it."""
    for clause in module.clauses:
        for goal in goals(clause.body) if clause.body is not None else ():
            if isinstance(goal, Compound) and goal.functor == name and goal.arity == 1:
                if not (isinstance(goal.args[0], Atom) and goal.args[0].name in _VALUES):
                    return False
    return True


def _reaches(requires: dict[str, set[str]], start: str, goal: str) -> bool:
    seen, todo = set(), [start]
    while todo:
        current = todo.pop()
        if current == goal:
            return True
        if current not in seen:
            seen.add(current)
            todo += requires.get(current, ())
    return False


def _rewrite(module: PrologModule, names: set[str]) -> PrologModule:
    clauses = tuple(Clause(c.head, None if c.body is None else _call(c.body, names), c.sentence)
                    for c in module.clauses)
    rewritten = replace(module, clauses=clauses, user_facts=tuple(f for f in module.user_facts if f.name not in names))
    validate_module(rewritten, shared={(name, 0) for name in names})
    return rewritten


def _call(body: Term, names: set[str]) -> Term:
    if isinstance(body, Compound) and (body.functor, body.arity) == ("group", 2):
        return Compound("group", (body.args[0], _call(body.args[1], names)))  # its question stays a question
    if isinstance(body, Compound) and (body.functor, body.arity) in CONTROL:
        return Compound(body.functor, tuple(_call(arg, names) for arg in body.args))
    if isinstance(body, Compound) and body.functor in names and body.arity == 1:
        call = Atom(body.functor)
        return call if _VALUES[body.args[0].name] else Compound("\\+", (call,))
    return body
