"""The term writer: every term prints as SWI-Prolog source that SWI reads back to the same term.

Reading back goes through the real SWI reader (`parse_terms`), so these tests pin the
writer to what SWI actually accepts, not to strings we expect.
"""

from __future__ import annotations

import random

import pytest

from nesy_chat.core.errors import PrologSyntaxError
from nesy_chat.core.terms import (
    FALSE,
    NIL,
    TRUE,
    Atom,
    Compound,
    Number,
    String,
    Var,
    clause_source,
    conjunction,
    conjuncts,
    disjunction,
    from_json,
    indicator,
    quote_atom,
    to_source,
)
from nesy_chat.prolog.source import parse_terms


def C(functor: str, *args) -> Compound:
    return Compound(functor, tuple(args))


def plist(*items, tail=NIL):
    result = tail
    for item in reversed(items):
        result = C("[|]", item, result)
    return result


def read_back(term):
    """Write `term` as the argument of w/1, let SWI read it, return what it read."""
    [parsed] = parse_terms(to_source(C("w", term)) + ".")
    assert isinstance(parsed.term, Compound) and parsed.term.functor == "w"
    return parsed.term.args[0]


A, B = Atom("a"), Atom("b")
X, Y = Var("X"), Var("Y")

TRICKY = [
    Atom("hello"), Atom("Hello"), Atom("hello world"), Atom(""), Atom("it's"), Atom("back\\slash"),
    Atom("line\nbreak"), Atom("tab\there"), Atom("ünïcödé"), Atom("日本語"), Atom("emoji 😀"),
    Atom("[]"), Atom("{}"), Atom("!"), Atom(";"), Atom(","), Atom("|"), Atom("."), Atom("+"),
    Atom("-"), Atom("\\+"), Atom(":-"), Atom("dynamic"), Atom("is"), Atom("mod"),
    Atom("+-+"), Atom("/*"), Atom("=>"), Atom("%"), Atom("a.b"), Atom("_x"), Atom("0a"), Atom("\x7f\x01"),
    Number(0), Number(-1), Number(42), Number(10**18), Number(-(10**18)), Number(1.5), Number(-0.25),
    Number(1e100), Number(1.5e-07), Number(3.0),
    String(""), String('say "hi"'), String("it's"), String("back\\slash \\n"), String("a\nb\r\tc"),
    String("ünïcödé 日本語 😀"), String("x" * 5000), String("\x00nul"), String("\x07\x08\x0b\x0c"),
    X, Var("_Y"), Var("Long_Name1"),
    C("f", A), C("f", X, Y, X), C("f", Atom("+")), C("f", Atom("-"), Atom(",")), C("hello world", A),
    C("-", Number(1)), C("-", Number(-1)), C("-", A), C("-", C("-", A)), C("+", A), C("\\", X),
    C("-", Number(-1), Number(1)), C("-", A, Number(-1)), C("+", Number(1), Number(-2)),
    C("-", Number(1), C("-", Number(2), Number(3))), C("-", C("-", Number(1), Number(2)), Number(3)),
    C("*", C("+", Number(1), Number(2)), Number(3)), C("+", Number(1), C("*", Number(2), Number(3))),
    C("^", Number(-1), Number(2)), C("^", Number(1), C("^", Number(2), Number(3))),
    C("**", C("**", Number(1), Number(2)), Number(3)), C("-", C("^", Number(1), Number(2))),
    C("is", X, C("mod", Y, Number(2))), C("=<", X, Number(-3)), C("=..", X, Y),
    C(",", A, B), C(";", A, C(",", B, A)), C("->", A, B), C(";", C("->", A, B), TRUE),
    C("\\+", A), C("\\+", C("\\+", A)), C("\\+", C(",", A, B)), C("\\+", Number(1)),
    C(":-", A, B), C(":-", A), C("?-", A), C("dynamic", C("/", A, Number(1))), C(":", Atom("lists"), C("append", X, Y)),
    C("=", X, C("\\+", A)), C("=", X, Atom("=>")), C("=", X, Atom("+-+")),
    C("{}", C(",", A, B)), C("{}", A), C("|", A, B), C(";", A, C("|", A, B)), C("xor", X, C("+", Y, Number(1))),
    C("*", C(":", A, B), A), C(":", A, C("*", A, B)), C("[]", A), C("f"),
    plist(), plist(A), plist(Number(1), Number(-2), Number(3.5), String("s"), Atom("A b")),
    plist(A, B, tail=X), plist(plist(A), plist()), plist(Atom("+"), Atom("-"), Atom(",")),
    plist(C(",", A, B), C(":-", A, B)), C("[|]", A, B),
    C("member", X, plist(*(Number(i) for i in range(150)))),
]


@pytest.mark.parametrize("term", TRICKY, ids=lambda t: to_source(t)[:40])
def test_tricky_terms_read_back_identical(term):
    assert read_back(term) == term


def random_term(rng: random.Random, depth: int):
    atoms = [A, Atom("B c"), Atom("+"), Atom("[]"), Atom("'"), Atom("é"), Atom("/*"), Atom("is"), Atom("-")]
    if depth == 0 or rng.random() < 0.25:
        kind = rng.randrange(5)
        if kind == 0:
            return rng.choice(atoms)
        if kind == 1:
            return Number(rng.choice([rng.randint(-10**18, 10**18), rng.randint(-5, 5), rng.uniform(-1e6, 1e6)]))
        if kind == 2:
            return String("".join(rng.choice("ab'\"\\\n é😀") for _ in range(rng.randrange(6))))
        return Var(rng.choice(["X", "Y", "_Z", "Abc"]))
    kind = rng.randrange(4)
    if kind == 0:
        op = rng.choice(["+", "-", "*", "/", "^", "**", "=", "is", ",", ";", "->", ":-", "mod", "=<", ":"])
        return C(op, random_term(rng, depth - 1), random_term(rng, depth - 1))
    if kind == 1:
        return C(rng.choice(["-", "+", "\\+", "\\", "dynamic", "?-"]), random_term(rng, depth - 1))
    if kind == 2:
        return plist(*(random_term(rng, depth - 1) for _ in range(rng.randrange(4))))
    return C(rng.choice(["f", "g h", "[]", "{}"]), *(random_term(rng, depth - 1) for _ in range(rng.randint(1, 3))))


def test_random_terms_read_back_identical():
    rng = random.Random(20240607)
    terms = [random_term(rng, 4) for _ in range(400)]
    source = "".join(to_source(C("t", Number(i), term)) + ".\n" for i, term in enumerate(terms))
    parsed = parse_terms(source)
    assert len(parsed) == len(terms)
    for i, (item, term) in enumerate(zip(parsed, terms)):
        assert item.term == C("t", Number(i), term), to_source(term)
        assert item.line == i + 1


@pytest.mark.parametrize("name, expected", [
    ("hello", "hello"), ("helloWorld_1", "helloWorld_1"), ("Hello", "'Hello'"), ("_x", "'_x'"),
    ("hello world", "'hello world'"), ("it's", "'it\\'s'"), ("", "''"), ("[]", "[]"), ("!", "!"),
    ("+", "+"), ("\\+", "\\+"), ("=..", "=.."), ("+-+", "'+-+'"), ("/*", "'/*'"), (".", "'.'"),
    ("a\nb", "'a\\nb'"),
])
def test_quote_atom(name, expected):
    assert quote_atom(name) == expected


def test_operator_table_matches_swi():
    """A priority that differs from SWI's writes a term that reads back as another one."""
    from nesy_chat.core.terms import _INFIX, _PREFIX
    from nesy_chat.prolog import runtime

    for table, kinds in ((_INFIX, "[xfx, xfy, yfx]"), (_PREFIX, "[fx, fy]")):
        for op, expected in table.items():
            found = runtime.query_one(f"current_op(P, T, {quote_atom(op)}), memberchk(T, {kinds})")
            assert found is not None and (found["P"], found["T"]) == expected, op


def test_non_operator_symbol_atom_at_clause_end_stays_an_atom():
    # Bare, `X = +-+.` would read as one token `+-+.` and break the clause.
    text = clause_source(Atom("c"), C("=", X, Atom("+-+")))
    [parsed] = parse_terms(text)
    assert parsed.term == C(":-", Atom("c"), C("=", X, Atom("+-+")))


@pytest.mark.parametrize("value", [float("inf"), float("-inf"), float("nan")])
def test_non_finite_floats_are_not_written_as_atoms(value):
    text = to_source(Number(value))
    assert text not in ("inf", "-inf", "nan")
    with pytest.raises(PrologSyntaxError, match="unsupported number"):
        parse_terms(f"w({text}).")


def test_booleans_are_not_numbers():
    with pytest.raises(TypeError):
        to_source(Number(True))


def test_clause_source_puts_one_goal_a_line_and_reads_back():
    body = C(",", C("a", TRUE), C(",", C(";", C("b", FALSE), C("\\+", C("c", TRUE))), C("<", X, Number(3))))
    text = clause_source(Atom("claim"), body)
    assert text.endswith(".")
    assert text.splitlines() == ["claim :-", "    a(true),", "    (b(false) ; \\+ c(true)),", "    X < 3."]
    [parsed] = parse_terms(text)
    assert parsed.term == C(":-", Atom("claim"), body)
    assert clause_source(C("p", Number(1)), None) == "p(1)."


def test_clause_source_of_an_operator_head():
    head = C("-", A, B)
    [parsed] = parse_terms(clause_source(head, TRUE))
    assert parsed.term == C(":-", head, TRUE)


def test_conjuncts_and_conjunction_invert_each_other():
    goals = [C("a", TRUE), C(";", A, B), C(",", A, B), Atom("d")]
    # A conjunction nested inside a goal list is flattened by conjuncts.
    flat = [C("a", TRUE), C(";", A, B), A, B, Atom("d")]
    assert conjuncts(conjunction(goals)) == flat
    assert conjunction([]) == TRUE
    assert conjunction([A]) == A
    assert conjunction([A, B, A]) == C(",", A, C(",", B, A))
    assert conjuncts(A) == [A]


def test_disjunction():
    assert disjunction([]) == FALSE
    assert disjunction([A]) == A
    assert disjunction([A, B, A]) == C(";", A, C(";", B, A))


def test_indicator():
    assert indicator(A) == ("a", 0)
    assert indicator(C("f", A, B)) == ("f", 2)
    assert indicator(X) is None
    assert indicator(Number(1)) is None
    assert indicator(String("s")) is None


def test_from_json_decodes_every_kind():
    data = {"f": "f", "args": [{"a": "x"}, {"v": "V"}, {"n": 1}, {"n": 1.5}, {"s": "str"},
                               {"f": "g", "args": [{"a": "[]"}]}]}
    assert from_json(data) == C("f", Atom("x"), Var("V"), Number(1), Number(1.5), String("str"), C("g", NIL))
