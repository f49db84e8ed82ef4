"""Modules as SWI-Prolog source: our format round-trips losslessly, the paper's format reads."""

from __future__ import annotations

from dataclasses import replace

import pytest

from nesy_chat.core.errors import ForbiddenDirectiveError, ModuleError, PrologSyntaxError
from nesy_chat.core.module import Claim, Clause, Origin, PrologModule, Span, UserFact
from nesy_chat.core.terms import FALSE, NIL, TRUE, Atom, Compound, Number, String, Var
from nesy_chat.prolog.source import MAX_NESTING, MAX_SOURCE_CHARS, parse_terms, read_module, too_deep, write_module

MCA_CLAIM = "could_claim_married_couples_allowance"


def C(functor, *args):
    return Compound(functor, tuple(args))


def plist(*items):
    result = NIL
    for item in reversed(items):
        result = C("[|]", item, result)
    return result


def chunk(*sentences: str) -> tuple[str, tuple[Span, ...]]:
    """A chunk's text and the spans of its sentences."""
    text, spans = "", []
    for sentence in sentences:
        if text:
            text += " "
        spans.append(Span(len(text), len(text) + len(sentence)))
        text += sentence
    return text, tuple(spans)


def roundtrip(module: PrologModule) -> PrologModule:
    return read_module(write_module(module))


MCA_TEXT, MCA_SPANS = chunk(
    "You can claim Married Couple's Allowance if you're married or in a civil partnership.",
    "You or your partner must have been born before 6 April 1935.",
    "You cannot claim it if you already claim Marriage Allowance.",
)


def mca_chunk_module(module_id: str = "gov_uk_mca_1") -> PrologModule:
    X = Var("X")
    return PrologModule(
        id=module_id,
        text=MCA_TEXT,
        sentences=MCA_SPANS,
        clauses=(
            Clause(Atom("could_claim_mca"), C(",", C("married", TRUE), C(",", Atom("born_early"),
                                                                         C("\\+", C("claims_ma", TRUE)))), 0),
            Clause(Atom("born_early"), C("born_before_1935", TRUE), 1),
            Clause(C("threshold", Number(1935)), None, 1),
            Clause(C("old_enough", X), C(",", C("threshold", Var("Y")), C("<", X, Var("Y"))), 1),
        ),
        user_facts=(
            UserFact("married", "Are you married or in a civil partnership?", "bool", 0, "whether the user is married"),
            UserFact("born_before_1935", "Were you or your partner born before 6 April 1935?", "bool", 1),
            UserFact("claims_ma", "Do you claim Marriage Allowance?", "bool", 2),
        ),
        claims=(Claim("could_claim_mca", "you could claim Married Couple's Allowance", 0),
                Claim("born_early", "you or your partner were born before 6 April 1935", 1)),
    )


def test_round_trip_of_a_typical_module():
    module = mca_chunk_module()
    again = roundtrip(module)
    assert again == module
    assert again.sentence_text(2) == "You cannot claim it if you already claim Marriage Allowance."


def test_who_made_a_module_survives_the_round_trip_and_a_model_cannot_claim_it():
    made = Origin("rules", "0f3e9a1c2b4d", failed='ollama/qwen2.5:7b gave no valid answer: "line 3: ..."')
    module = replace(mca_chunk_module(), origin=made)
    assert roundtrip(module) == module
    assert ':- made_by("rules", "0f3e9a1c2b4d", "", "", "ollama/qwen2.5:7b' in write_module(module)
    assert roundtrip(mca_chunk_module()).origin is None  # not recorded: nothing is written or read
    # In the paper's format (a model's reply), our metadata is not allowed: it cannot say who made it.
    with pytest.raises(ModuleError, match="metadata directive made_by/5 outside a nesy-chat module"):
        read_module(':- made_by("rules", "", "", "", "").\n:- dynamic a/1.\nc :- a(true).')


TRICKY_TEXTS = [
    "",
    "It's \"quoted\" and 'single' and `back`.",
    "back\\slash \\n and a real\nnewline\r\nand\ttab",
    "ünïcödé — 日本語 — emoji 😀 — ligature ﬁ — RTL עברית",
    "% not a comment */ /* not a block\n:- halt.\n",
    "control \x01\x02\x1f\x7f chars",
    "word " * 40_000,  # 200,000 characters
]


@pytest.mark.parametrize("text", TRICKY_TEXTS, ids=lambda t: repr(t[:20]))
def test_round_trip_of_tricky_strings(text):
    question = "Is it " + text[:300] + "?"
    module = PrologModule(
        id="it's a \"module\" ü\\",
        text=text,
        sentences=(Span(0, len(text)),) if text else (),
        clauses=(Clause(Atom("claim 1"), C(",", C("fact'x", TRUE), C("=", Var("S"), String(text[:1000]))),
                        0 if text else None),),
        user_facts=(UserFact("fact'x", question, "bool", 0 if text else None, text[:500]),),
        claims=(Claim("claim 1", "gloss: " + text[:2000], None),),
    )
    again = roundtrip(module)
    assert again == module
    assert again.text == text


def test_round_trip_of_operators_numbers_and_lists():
    X, Y, Z = Var("X"), Var("Y"), Var("Z")
    bodies = [
        C(",", C("age", X), C(",", C("is", Y, C("-", C("*", C("+", X, Number(-3)), Number(2)), C("//", X, Number(7)))),
                               C(">=", Y, Number(-1)))),
        C(";", C("->", C("<", Number(-1.5), Number(2.25e-07)), TRUE), C("=:=", C("mod", Number(7), Number(3)), Number(1))),
        C(",", C("member", X, plist(Number(1), Number(-2), Atom("three"), String("four"), plist(), plist(Atom("a")))),
          C("\\==", X, Atom("three"))),
        C("\\+", C(",", C("=", X, C("-", Number(1))), C("==", X, Number(-1)))),
        C("not", C(";", C("=", X, Atom("+")), C("=", X, Atom("-")))),
        C(",", C("=", X, C("f", Atom("A b"), Atom("[]"), Atom("{}"), C("{}", Atom("x")))), C("@<", X, Y)),
        C(",", C("=", Z, C("-", C("-", Atom("a")))), C("=", Z, C("-", Number(-1), Number(1)))),
        C("\\=", X, C("max", Number(10**18), Number(-(10**18)))),
        C(",", C("=", X, Number(0.1)), C("=\\=", X, Number(1e-300))),
    ]
    module = PrologModule(
        id="ops",
        clauses=tuple(Clause(Atom(f"c{i}"), body) for i, body in enumerate(bodies))
        + (Clause(C("age", Number(70)), None), Clause(C("age", Number(-5)), None)),
        claims=tuple(Claim(f"c{i}", f"claim {i}") for i in range(len(bodies))),
    )
    assert roundtrip(module) == module


def test_written_module_is_plain_swi_source_with_metadata_directives():
    text = write_module(mca_chunk_module())
    lines = text.splitlines()
    assert ":- nesy_module(gov_uk_mca_1)." in lines
    assert ":- sentence(1, 86, 146)." in lines
    assert ":- dynamic married/1." in lines
    assert any(line.startswith(":- ask(married, bool, \"Are you married") for line in lines)
    assert ":- from(1)." in lines
    # Each block of clauses is preceded by its sentence, as a comment for the reader.
    assert "% You or your partner must have been born before 6 April 1935." in lines
    # SWI reads every line as a term (no syntax the reader would choke on).
    assert len(parse_terms(text)) > 10


def test_long_sentence_comment_stays_one_line():
    text = "A long sentence with\nline breaks " * 50
    module = PrologModule(id="m", text=text, sentences=(Span(0, len(text)),),
                          clauses=(Clause(Atom("c"), TRUE, 0),), claims=(Claim("c", "c", 0),))
    written = write_module(module)
    comments = [line for line in written.splitlines() if line.startswith("% A long")]
    assert len(comments) == 1 and len(comments[0]) <= 202
    assert roundtrip(module) == module


def test_module_id_defaults_and_our_format_overrides_it():
    module = mca_chunk_module("from_metadata")
    assert read_module(write_module(module), module_id="ignored").id == "from_metadata"
    assert read_module(":- dynamic a/1.\nc :- a(true).\n").id == "module"
    assert read_module(":- dynamic a/1.\nc :- a(true).\n", module_id="given").id == "given"


# --- the paper's format (Appendix A) ----------------------------------------------------

def test_appendix_a_user_facts_and_questions_from_comments(mca_module):
    facts = {fact.name: fact for fact in mca_module.user_facts}
    assert list(facts) == ["claims_marriage_allowance", "born_before_6_april_1935"]
    assert facts["claims_marriage_allowance"].question == "Do you or your partner currently claim Marriage Allowance?"
    assert facts["born_before_6_april_1935"].question == "Were you or your partner born before 6 April 1935?"
    assert facts["claims_marriage_allowance"].description.startswith(
        "claims_marriage_allowance(Boolean) indicates whether the user or their partner currently claims")
    assert all(fact.type == "bool" for fact in facts.values())


def test_appendix_a_claims_are_the_zero_arity_rules_with_glosses(mca_module):
    names = [claim.name for claim in mca_module.claims]
    assert names == [
        "eligible_for_married_couples_allowance", "not_eligible_for_married_couples_allowance",
        MCA_CLAIM, "can_not_claim_married_couples_allowance",
        "can_answer_married_couples_allowance_question", "user_is_claiming_marriage_allowance",
        "user_is_not_claiming_marriage_allowance", "born_before_6_april_1935", "not_born_before_6_april_1935",
    ]
    glosses = {claim.name: claim.gloss for claim in mca_module.claims}
    assert glosses[MCA_CLAIM] == "the user may be able to claim Married Couple's Allowance because they are eligible"
    # "The X rule is true when ..." is reduced to what follows "when".
    assert glosses["born_before_6_april_1935"] == (
        "the stored fact indicates that either the user or their partner was born before 6 April 1935")


def test_appendix_a_clauses_as_written(mca_module):
    by_head = {clause.head: clause for clause in mca_module.clauses}
    assert by_head[Atom("eligible_for_married_couples_allowance")].body == C(
        ",", C("claims_marriage_allowance", FALSE), C("born_before_6_april_1935", TRUE))
    assert by_head[Atom("not_eligible_for_married_couples_allowance")].body == C(
        ";", C("claims_marriage_allowance", TRUE), C("born_before_6_april_1935", FALSE))
    assert len(mca_module.clauses) == 9
    assert all(clause.sentence is None for clause in mca_module.clauses)


def test_appendix_a_reading_round_trips_through_our_format(mca_module):
    written = write_module(mca_module)
    assert ":- nesy_module(mca)." in written
    assert roundtrip(mca_module) == mca_module


def test_paper_format_without_comment_asks_from_the_name():
    module = read_module(":- dynamic lives_in_cyprus/1.\n:- dynamic is_married/1.\n"
                         "c :- lives_in_cyprus(true), is_married(false).\n")
    questions = {fact.name: fact.question for fact in module.user_facts}
    assert questions == {"lives_in_cyprus": "Do you live in cyprus?", "is_married": "Are you married?"}
    assert [(c.name, c.gloss) for c in module.claims] == [("c", "c")]


def test_paper_format_comment_belongs_to_the_declaration_just_before_it():
    source = (":- dynamic a/1.\n"
              "% a(Boolean) indicates whether the user is a farmer (true) or not (false).\n"
              ":- dynamic b/1.\n"
              "c :- a(true), b(true).\n")
    module = read_module(source)
    assert module.user_fact("a").description.startswith("a(Boolean) indicates whether the user is a farmer")
    assert module.user_fact("b").description == ""


def test_paper_format_multi_declaration():
    module = read_module(":- dynamic a/1, b/1.\n:- dynamic [d/1, e/1].\nc :- a(true), b(true), d(true), e(true).\n")
    assert [fact.name for fact in module.user_facts] == ["a", "b", "d", "e"]


def test_paper_format_only_rules_with_bodies_are_claims():
    module = read_module(":- dynamic a/1.\nfact_only.\nc :- a(true).\nd :- true.\np(X) :- a(X).\nc :- a(false).\n")
    assert [claim.name for claim in module.claims] == ["c", "d"]


# --- errors while reading ----------------------------------------------------------------

def test_syntax_error_reports_its_line():
    source = ":- dynamic a/1.\n\n% comment\nc :-\n    a(true),\n    b(.\n"
    with pytest.raises(PrologSyntaxError) as info:
        read_module(source)
    assert info.value.line == 6
    assert str(info.value).startswith("line 6: syntax error")


def test_syntax_error_after_good_clauses():
    source = ":- dynamic a/1.\nc :- a(true).\nd :- a(false).\ne :- ) .\n"
    with pytest.raises(PrologSyntaxError) as info:
        read_module(source)
    assert info.value.line == 4


def test_forbidden_directive_reports_its_line():
    with pytest.raises(ForbiddenDirectiveError) as info:
        read_module(":- dynamic a/1.\nc :- a(true).\n\n:- initialization(main).\n")
    assert info.value.line == 4


def test_source_size_limit():
    body = ":- dynamic a/1.\nc :- a(true).\n"
    read_module(body + "%" * (MAX_SOURCE_CHARS - len(body) - 1) + "\n")
    with pytest.raises(PrologSyntaxError, match="limit"):
        read_module(body + "%" * (MAX_SOURCE_CHARS - len(body)) + "\n")


def test_long_lists_and_bodies_read_up_to_the_nesting_limit():
    items = ",".join(str(i) for i in range(150))
    goals = ", ".join("a(true)" for _ in range(150))
    module = read_module(f":- dynamic a/1.\nc :- member(X, [{items}]), X > 148, {goals}.\n")
    assert roundtrip(module) == module
    with pytest.raises(PrologSyntaxError, match="nested deeper"):
        read_module(":- dynamic a/1.\nc :- member(X, [" + ",".join(["1"] * 5000) + "]), a(X).\n")


DEEP = "(" * (MAX_NESTING + 1)


@pytest.mark.parametrize("text, line", [
    ("a :- b(c(d)).", None),
    ("\n" + "[" * (MAX_NESTING + 1), 2),
    ("x :- X = " + "{" * (MAX_NESTING + 1), 1),
    ("x('" + DEEP + "').", None),  # inside a quoted atom
    ('x("' + DEEP + '").', None),  # a string
    ("% " + DEEP + "\na.", None),  # a line comment
    ("/* " + DEEP + " */ a.", None),  # a block comment
    ("x :- X = a+/* " + DEEP, 1),  # '+/*' is one symbol atom to SWI, not a comment
    ("x :- X = 0'(, " + "(" * MAX_NESTING, None),  # 0'( is a character code
    ("x :- X = 0'(, " + DEEP, 1),
    ("x('it''s (', " + DEEP, 1),  # a doubled quote does not end the atom
    ("x('a\\'(', " + DEEP, 1),  # nor does an escaped one
    ("x :- X = 0''' + " + DEEP, 1),  # the code of a quote, then brackets
    ("x :- X = 16'FF, " + DEEP, 1),  # a number in base 16, not a quote
    ("x('a\nb''\nc', " + DEEP, 3),
])
def test_brackets_are_counted_as_the_reader_sees_them(text, line):
    assert too_deep(text) == line


@pytest.mark.parametrize("opening, closing", [("f(", ")"), ("[", "]"), ("{", "}")])
def test_brackets_nested_thousands_deep_are_refused_before_swi_reads_them(opening, closing):
    """20,000 levels exhaust the C stack inside SWI's reader and kill the process."""
    nested = opening * 20_000 + "x" + closing * 20_000
    with pytest.raises(PrologSyntaxError, match="nested deeper than 200") as caught:
        read_module(f":- dynamic a/1.\n% c is true when the user is deep.\nc :- X = {nested}, a(X).\n")
    assert caught.value.line == 3


def test_anonymous_variables_stay_distinct_from_named_ones():
    module = read_module(":- dynamic a/1, b/1.\nc :- a(_G1), b(_), _G1 == true.\n")
    [clause] = module.clauses
    first, second, test = clause.body.args[0], clause.body.args[1].args[0], clause.body.args[1].args[1]
    assert first.args[0] == test.args[0] == Var("_G1")
    assert second.args[0] != Var("_G1")


@pytest.mark.parametrize("source, message", [
    (":- nesy_module(m).\n:- ask(b, bool, \"Q?\", \"\", none).\n:- dynamic a/1.\n:- claim(c, \"g\", none).\nc :- a(true).",
     "no ':- dynamic b/1.' declaration"),
    (":- nesy_module(m).\n:- dynamic a/1.\n:- ask(a, text, \"Q?\", \"\", none).\n:- claim(c, \"g\", none).\nc :- a(true).",
     "user fact type must be bool, number or number"),
    (":- nesy_module(m).\n:- dynamic a/1.\n:- ask(a, bool, 'Q?', \"\", none).\n:- claim(c, \"g\", none).\nc :- a(true).",
     "expected a string"),
    (":- nesy_module(m).\n:- text(\"ab\").\n:- sentence(1, 0, 1).\n:- dynamic a/1.\n:- claim(c, \"g\", none).\nc :- a(true).",
     "without gaps"),
    (":- nesy_module(m).\n:- sentence(-1, 0, 1).\n:- dynamic a/1.\n:- claim(c, \"g\", none).\nc :- a(true).",
     "natural number"),
    (":- nesy_module(m).\n:- dynamic a/1.\n:- claim(c, \"g\", none).\n:- from(3).\nc :- a(true).",
     "sentence 3 is cited"),
    (":- nesy_module(m).\n:- dynamic a/1.\n:- claim(c, \"g\", none).\n:- claim(c, \"h\", none).\nc :- a(true).",
     "declared twice"),
    (":- nesy_module(m).\n:- dynamic a/1.\n:- ask(a, bool, \"  \", \"\", none).\n:- claim(c, \"g\", none).\nc :- a(true).",
     "has no question"),
    (":- nesy_module(\"m\").\n:- dynamic a/1.\n:- claim(c, \"g\", none).\nc :- a(true).",
     "expected an atom"),
])
def test_malformed_metadata_is_rejected(source, message):
    with pytest.raises(ModuleError, match=message):
        read_module(source)


# --- numeric user facts ---------------------------------------------------------------------

def numeric_module() -> PrologModule:
    from nesy_chat.core.module import Comparison

    text, spans = chunk("You get it if you are 60 or over.", "You cannot get it if you earn more than £12,570.50 a year.")
    A, E = Var("Age"), Var("Earnings")
    too_much = C("\\+", C(",", C("earnings", E), C(">", E, Number(12570.5))))
    return PrologModule(
        id="numeric", text=text, sentences=spans,
        clauses=(Clause(Atom("gets"), C(",", C("age", A), C(",", C(">=", A, Number(60)), too_much)), 0),),
        user_facts=(
            UserFact("age", "How old are you?", "number", 0, "your age", "years",
                     (Comparison(">=", 60, "Are you 60 or over?", 0), Comparison("<", 16, "Are you under 16?", None))),
            UserFact("earnings", "How much do you earn a year?", "number", 1, "", "£ a year",
                     (Comparison(">", 12570.5, "Do you earn more than £12,570.50 a year?", 1),)),
            UserFact("count", "How many?", "number"),
            UserFact("married", "Are you married?"),
        ),
        claims=(Claim("gets", "you get it", 0),),
    )


def test_round_trip_of_numeric_facts_with_units_and_comparisons():
    module = numeric_module()
    source = write_module(module)
    assert ':- ask(age, number("years"), "How old are you?", "your age", 0).' in source
    assert ':- comparison(age >= 60, "Are you 60 or over?", 0).' in source
    assert ':- comparison(earnings > 12570.5, "Do you earn more than £12,570.50 a year?", 1).' in source
    assert ':- ask(count, number, "How many?", "", none).' in source  # no unit: the plain type
    assert roundtrip(module) == module


def test_old_files_still_read_as_yes_no_facts(mca_module):
    assert {fact.type for fact in mca_module.user_facts} == {"bool"}
    assert all(fact.unit == "" and fact.comparisons == () for fact in mca_module.user_facts)
    old = read_module(':- nesy_module(m).\n:- dynamic a/1.\n:- ask(a, bool, "A?", "", none).\n'
                      ':- claim(c, "g", none).\nc :- a(true).\n')
    assert old.user_facts == (UserFact("a", "A?", "bool", None, ""),)


@pytest.mark.parametrize("declarations, message", [
    (':- comparison(age >= 60, "Q?", none).', "not declared a numeric user fact"),
    (':- ask(age, bool, "Q?", "", none).\n:- comparison(age >= 60, "Q?", none).', "not declared a numeric"),
    (':- ask(age, number, "Q?", "", none).\n:- comparison(age is 60, "Q?", none).', "expected Fact Op Number"),
    (':- ask(age, number, "Q?", "", none).\n:- comparison(age >= old, "Q?", none).', "expected Fact Op Number"),
    (':- ask(age, number(years), "Q?", "", none).', "expected a string"),
    (':- ask(age, number, "Q?", "", none).\n:- comparison(age >= 60, "", none).', "has no question"),
])
def test_malformed_numeric_metadata_is_rejected(declarations, message):
    source = f":- nesy_module(m).\n:- dynamic age/1.\n{declarations}\n:- claim(c, \"g\", none).\nc :- age(A), A >= 60.\n"
    with pytest.raises(ModuleError, match=message):
        read_module(source)
