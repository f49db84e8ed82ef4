"""Modules whose proofs run away, each stopped by a limit of the engine; the tests assert
which limit (tests/prolog/test_engine.py), benchmarks/bench_limits.py times them."""

from dataclasses import replace

from nesy_chat.core.module import Clause, PrologModule
from nesy_chat.core.terms import Atom, Compound, Var, conjunction
from nesy_chat.kb.store import KnowledgeBase
from nesy_chat.prolog.source import write_module

LOOPING = {
    "self_loop": "q :- p.\np :- p.",
    "mutual": "q :- p.\np :- r.\nr :- p.",
    "counting": "q :- p(0).\np(X) :- Y is X + 1, p(Y).",
    "left_recursion": "q :- p(_), a(true).\np(s(X)) :- p(X).\np(z).",
    "exponential": "q :- p(40), a(true).\np(0).\np(N) :- N > 0, M is N - 1, ( p(M) ; p(M) ).",
    "member_crossed": "q :- items(L), member(X, L), member(Y, L), member(Z, L), X + Y + Z > 1000, a(true).\n"
                      "items([" + ",".join(str(i) for i in range(150)) + "]).",
    "open_alternatives": "q :- a(_), b(_), c(_), d(_), e(_), f(_), g(_), h(_), i(_), j(_), k(_), l(_).",
    "growing_number": "q :- p(2).\np(X) :- Y is X * X, p(Y).",
    "division_by_zero": "q :- a(true), X is 1 / 0, X > 0.",
    "unbound_arithmetic": "q :- a(true), X > 0.",
}
LOOP_HEAD = ":- dynamic a/1, b/1, c/1, d/1, e/1, f/1, g/1, h/1, i/1, j/1, k/1, l/1.\n"


def fill_the_stack(kb: KnowledgeBase, chunk_id: str) -> None:
    """Tamper with a stored module: every rule first grows lists without end (\\+ member(x, _L)),
    so its proof fills the stack."""
    module: PrologModule = kb.module(chunk_id)
    greedy = Compound("\\+", (Compound("member", (Atom("x"), Var("_L"))),))
    clauses = tuple(Clause(c.head, conjunction([greedy, c.body]) if c.body else None, c.sentence)
                    for c in module.clauses)
    kb.module_path(chunk_id).write_text(write_module(replace(module, clauses=clauses)), encoding="utf-8")

