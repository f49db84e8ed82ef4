"""Modules whose proofs run away, each stopped by a limit of the engine; the tests assert
which limit (tests/prolog/test_engine.py), benchmarks/bench_limits.py times them."""

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
