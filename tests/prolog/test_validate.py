"""Hostile and broken modules: each is rejected with a specific error, and nothing runs.

The corpus is data: (id, source, the exact error class). Reading a module only parses it
(SWI's `read_term`, no consult) and validation only inspects terms, so none of these can
act; the marker-file tests below prove it for the ones that would leave a trace.
"""

from __future__ import annotations

import os

import pytest

from nesy_chat.core.errors import (
    ForbiddenDirectiveError,
    ForbiddenGoalError,
    InvalidClauseError,
    MissingClaimError,
    ModuleError,
    PrologSyntaxError,
    UndeclaredFactError,
)
from nesy_chat.core.module import Claim, Clause, PrologModule, UserFact
from nesy_chat.core.terms import TRUE, Atom, Compound, Number, Var
from nesy_chat.prolog import runtime
from nesy_chat.prolog.source import MAX_SOURCE_CHARS, read_module
from nesy_chat.prolog.validate import validate_module

D = ":- dynamic a/1.\n"
OK = "c :- a(true).\n"
Goal, Directive, Syntax = ForbiddenGoalError, ForbiddenDirectiveError, PrologSyntaxError
Invalid, Undeclared, NoClaim = InvalidClauseError, UndeclaredFactError, MissingClaimError

# (id, source, error class, line or None when the line is not checked)
HOSTILE: list[tuple[str, str, type, int | None]] = [
    # --- builtins outside the whitelist, called from a body
    ("shell1", D + "c :- a(true), shell('rm -rf /').", Goal, 2),
    ("shell2", D + "c :- a(true), shell('ls', Status), Status == 0.", Goal, 2),
    ("open3", D + "c :- a(true), open('/etc/passwd', read, S), S == S.", Goal, 2),
    ("open4", D + "c :- a(true), open('/tmp/x', write, S, []), S == S.", Goal, 2),
    ("assert", D + "c :- assert(a(true)).", Goal, 2),
    ("asserta", D + "c :- asserta(a(true)), a(true).", Goal, 2),
    ("assertz", D + "c :- a(true), assertz(c).", Goal, 2),
    ("retract", D + "c :- a(true), retract(a(true)).", Goal, 2),
    ("retractall", D + "c :- retractall(a(_)).", Goal, 2),
    ("consult", D + "c :- a(true), consult('/etc/passwd').", Goal, 2),
    ("ensure_loaded", D + "c :- a(true), ensure_loaded(library(process)).", Goal, 2),
    ("load_files", D + "c :- a(true), load_files(x, []).", Goal, 2),
    ("halt0", D + "c :- a(true), halt.", Goal, 2),
    ("halt1", D + "c :- a(false) ; halt(1).", Goal, 2),
    ("call1", D + "c :- call(a(true)).", Goal, 2),
    ("call3", D + "c :- a(true), call(member, X, [1]), X == 1.", Goal, 2),
    ("apply", D + "c :- a(true), apply(shell, ['ls']).", Goal, 2),
    ("findall", D + "c :- findall(X, a(X), L), L == [].", Goal, 2),
    ("forall", D + "c :- a(true), forall(a(X), a(X)).", Goal, 2),
    ("catch", D + "c :- a(true), catch(a(true), _, true).", Goal, 2),
    ("format1", D + "c :- a(true), format(\"hi~n\").", Goal, 2),
    ("format3", D + "c :- a(true), format(atom(A), \"~@\", [shell(x)]), A == ''.", Goal, 2),
    ("write", D + "c :- a(true), write(hello).", Goal, 2),
    ("tell", D + "c :- a(true), tell('/tmp/x').", Goal, 2),
    ("see", D + "c :- a(true), see('/etc/passwd').", Goal, 2),
    ("process_create", D + "c :- a(true), process_create(path(ls), [], []).", Goal, 2),
    ("setenv", D + "c :- a(true), setenv('PATH', '').", Goal, 2),
    ("delete_file", D + "c :- a(true), delete_file('/tmp/x').", Goal, 2),
    ("nb_setval", D + "c :- a(true), nb_setval(k, 1).", Goal, 2),
    ("set_prolog_flag", D + "c :- a(true), set_prolog_flag(double_quotes, codes).", Goal, 2),
    ("thread_create", D + "c :- a(true), thread_create(true, _, []).", Goal, 2),
    ("sleep", D + "c :- a(true), sleep(100).", Goal, 2),
    ("read_term", D + "c :- a(true), read_term(T, []), T == x.", Goal, 2),
    ("abort", D + "c :- a(false) ; abort.", Goal, 2),
    ("cut", D + "c :- a(true), !.", Goal, 2),
    ("soft_cut", D + "c :- ( a(true) *-> true ; fail ).", Goal, 2),
    ("univ", D + "c :- a(true), X =.. [shell, ls], X == X.", Goal, 2),
    ("functor", D + "c :- a(true), functor(X, f, 2), X == X.", Goal, 2),
    ("length", D + "c :- a(true), length(L, N), N > 10 ** 9.", Goal, 2),
    ("between", D + "c :- a(true), between(1, inf, X), X < 0.", Goal, 2),
    ("append", D + "c :- a(true), append(X, Y, [1]), X == Y.", Goal, 2),
    ("string_concat", D + "c :- a(true), string_concat(\"a\", \"b\", _).", Goal, 2),
    ("phrase", D + "c :- a(true), phrase(x, [a]).", Goal, 2),
    ("forbidden_in_condition", D + "c :- ( shell(x) -> a(true) ; a(false) ).", Goal, 2),
    ("forbidden_in_second_branch", D + "c :- a(true) ; ( a(false), shell(x) ).", Goal, 2),
    ("forbidden_under_negation", D + "c :- a(true), \\+ halt.", Goal, 2),
    ("forbidden_in_helper_rule", D + OK + "helper :- a(true),\n    shell(x).", Goal, 3),
    # --- module-qualified goals
    ("lists_append", D + "c :- a(true), lists:append([], [], []).", Goal, 2),
    ("system_shell", D + "c :- a(true), system:shell('touch x').", Goal, 2),
    ("user_goal", D + "c :- a(true), user:c.", Goal, 2),
    # --- goals built from data
    ("variable_goal", D + "c :- a(true), X = halt, X.", Goal, 2),
    ("variable_under_negation", D + "c :- a(true), \\+ X.", Goal, 2),
    ("variable_in_helper", D + "p(X) :- X.\nc :- p(a(true)).", Goal, 2),
    # --- arithmetic outside the whitelist
    ("pow_caret", D + "c :- a(true), X is 2 ^ 100000, X > 1.", Goal, 2),
    ("pow_star", D + "c :- a(true), X is 2 ** 100000, X > 1.", Goal, 2),
    ("shift_left", D + "c :- a(true), X is 1 << 100000, X > 1.", Goal, 2),
    ("shift_right", D + "c :- a(true), X is 2 >> 1, X > 0.", Goal, 2),
    ("random", D + "c :- a(true), 1 < random(10).", Goal, 2),
    ("cputime", D + "c :- a(true), X is cputime, X > 0.", Goal, 2),
    ("arith_atom", D + "c :- a(true), X is foo + 1, X > 1.", Goal, 2),
    ("arith_string", D + "c :- a(true), X is \"ab\" + 1, X > 1.", Goal, 2),
    ("arith_nested", D + "c :- a(true), X is max(1, 2 ** 3), X > 1.", Goal, 2),
    # --- directives and queries
    ("initialization_halt", ":- initialization(halt).\n" + D + OK, Directive, 1),
    ("initialization_main", D + OK + ":- initialization(main, main).\n", Directive, 3),
    ("use_module", ":- use_module(library(process)).\n" + D + OK, Directive, 1),
    ("ensure_loaded_directive", ":- ensure_loaded(library(lists)).\n" + D + OK, Directive, 1),
    ("consult_list", ":- [library(lists)].\n" + D + OK, Directive, 1),
    ("include", ":- include('/etc/passwd').\n" + D + OK, Directive, 1),
    ("op", ":- op(700, xfx, ===>).\n" + D + OK, Directive, 1),
    ("module", ":- module(evil, []).\n" + D + OK, Directive, 1),
    ("set_flag_directive", ":- set_prolog_flag(double_quotes, codes).\n" + D + OK, Directive, 1),
    ("shell_directive", D + ":- shell('touch /tmp/pwned').\n" + OK, Directive, 2),
    ("halt_directive", D + OK + ":- halt.\n", Directive, 3),
    ("assert_directive", ":- assert(user:evil).\n" + D + OK, Directive, 1),
    ("multifile", ":- multifile user:term_expansion/2.\n" + D + OK, Directive, 1),
    ("discontiguous", ":- discontiguous c/0.\n" + D + OK, Directive, 1),
    ("table", ":- table c/0.\n" + D + OK, Directive, 1),
    ("thread_initialization", ":- thread_initialization(halt).\n" + D + OK, Directive, 1),
    ("format_directive", D + ":- format(atom(_), \"~@\", [shell(x)]).\n" + OK, Directive, 2),
    ("query", D + "?- shell('touch /tmp/pwned').\n" + OK, Directive, 2),
    ("query_halt", "?- halt.\n" + D + OK, Directive, 1),
    ("dynamic_without_arity", ":- dynamic foo.\nc :- true.", Directive, 1),
    ("dynamic_as_incremental", ":- dynamic a/1 as incremental.\n" + OK, Directive, 1),
    ("metadata_in_paper_format", ":- claim(c, \"gloss\", none).\n" + D + OK, Directive, 1),
    # --- clause heads and shapes
    ("redefine_member", D + "member(X, [X]).\n" + OK, Invalid, 2),
    ("redefine_append", D + "append([], X, X).\n" + OK, Invalid, 2),
    ("redefine_is", D + "is(1, 1).\n" + OK, Invalid, 2),
    ("redefine_shell", D + "shell(X) :- a(X).\n" + OK, Invalid, 2),
    ("redefine_call", D + "call(X) :- a(X).\n" + OK, Invalid, 2),
    ("redefine_halt", D + "halt :- a(true).\n" + OK, Invalid, 2),
    ("redefine_true", D + "true :- a(true).\n" + OK, Invalid, 2),
    ("redefine_comma", D + "(a, b) :- a(true).\n" + OK, Invalid, 2),
    ("redefine_negation", D + "\\+(X) :- a(X).\n" + OK, Invalid, 2),
    ("term_expansion", D + "term_expansion(X, Y) :- a(X), a(Y).\n" + OK, Invalid, 2),
    ("goal_expansion", D + "goal_expansion(X, Y) :- a(X), a(Y).\n" + OK, Invalid, 2),
    ("number_head", D + "1 :- a(true).\n" + OK, Invalid, 2),
    ("negative_number_head", D + "-1.\n" + OK, Invalid, 2),
    ("string_head", D + "\"c\" :- a(true).\n" + OK, Invalid, 2),
    ("variable_head", D + "X :- a(true).\n" + OK, Invalid, 2),
    ("grammar_rule", D + OK + "greeting --> [hello].\n", Invalid, 3),
    ("user_fact_with_clauses", D + "a(true).\n" + OK, Invalid, None),
    ("dynamic_arity_2", ":- dynamic a/2.\nc :- a(true, true).", Invalid, 1),
    ("user_fact_bad_argument", D + "c :- a(yes).", Invalid, 2),
    ("user_fact_number_argument", D + "c :- a(1).", Invalid, 2),
    ("user_fact_string_argument", D + "c :- a(\"true\").", Invalid, 2),
    ("number_goal", D + "c :- a(true), 1.", Invalid, 2),
    ("string_goal", D + "c :- \"x\".", Invalid, 2),
    ("long_name", D + "c :- a(true), " + "x" * 300 + ".\n" + "x" * 300 + " :- a(false).", Invalid, 3),
    # --- undeclared predicates and misuse of user facts
    ("undeclared_0", D + "c :- a(true), b.", Undeclared, 2),
    ("undeclared_fact", D + "c :- a(true), b(true).", Undeclared, 2),
    ("typo_in_rule_name", D + "c :- eligble.\neligible :- a(true).", Undeclared, 2),
    ("user_fact_arity_2", D + "c :- a(true, false).", Undeclared, 2),
    ("user_fact_arity_0", D + "c :- a.", Undeclared, 2),
    ("undeclared_under_negation", D + "c :- a(true), \\+ missing(true).", Undeclared, 2),
    # --- no claim
    ("empty", "", NoClaim, None),
    ("only_comments", "% nothing here\n/* nor here */\n", NoClaim, None),
    ("only_declarations", D, NoClaim, None),
    ("only_facts", D + "c.\nd(1).", NoClaim, None),
    ("only_rules_with_arguments", D + "p(X) :- a(X).", NoClaim, None),
    ("ours_without_claim", ":- nesy_module(m).\n" + D + OK, NoClaim, None),
    ("ours_claim_without_rule", ":- nesy_module(m).\n" + D + ":- claim(d, \"d\", none).\n" + OK, NoClaim, None),
    # --- syntax and sizes
    ("unbalanced", D + "c :- a(true.\n", Syntax, 2),
    ("missing_full_stop", D + "c :- a(true)", Syntax, 2),
    ("unterminated_string", D + "c :- a(true), X = \"open.\n", Syntax, 2),
    ("unterminated_atom", D + "c :- a(true), X = 'open.\n", Syntax, 2),
    ("unterminated_block_comment", D + OK + "/* never closed\n", Syntax, None),
    ("bad_escape", D + "c :- a(true), X = \"bad \\q\", X == X.", Syntax, 2),
    ("dangling_comma", D + "c :- a(true), .", Syntax, 2),
    ("error_on_line_5", D + OK + "\n\nd :- ) .\n", Syntax, 5),
    ("binary_garbage", "\x01\x02\x03 :- ( \x7f", Syntax, 1),
    ("nul_byte", D + "c :- a(true).\x00\n", Syntax, None),
    ("nul_in_string", D + "c :- a(true), X = \"a\x00b\", X == X.", Syntax, None),
    ("huge_source", D + OK + "% " + "x" * MAX_SOURCE_CHARS, Syntax, None),
    ("huge_clause", D + "c :- a(true), X = \"" + "y" * MAX_SOURCE_CHARS + "\", X == X.", Syntax, None),
    ("quasi_quotation", D + "c :- a(true), X = {|string(Y)||hello|}, X == Y.", Syntax, 2),
    ("quasi_quotation_html", D + "c :- a(true), X = {|html(Y)||<p>Y</p>|}, X == X.", Syntax, 2),
    ("rational", D + "c :- a(true), X = 1r3, X == X.", Syntax, 2),
    ("bigint", D + "c :- a(true), X = " + "9" * 5000 + ", X > 1.", Syntax, 2),
    ("float_overflow", D + "c :- a(true), X = 1.0e400, X > 1.", Syntax, 2),
    ("dict", D + "c :- a(true), X = _{a: 1}, X == X.", Syntax, 2),
    ("deep_list", D + "c :- a(true), member(X, [" + ",".join(["1"] * 3000) + "]), X > 1.", Syntax, 2),
    ("deep_body", D + "c :- " + ", ".join(["a(true)"] * 3000) + ".", Syntax, 2),
    ("deep_negation", D + "c :- " + "\\+ " * 3000 + "a(true).", Syntax, 2),
    ("deep_term", D + "c :- a(true), X = " + "f(" * 3000 + "x" + ")" * 3000 + ", X == X.", Syntax, 2),
    # --- group/2 takes a yes/no user fact for its question, asked as true
    ("group_goal", D + "c :- group(shell(ls), a(true)).", Invalid, 2),
    ("group_false", ":- dynamic a/1, g/1.\nc :- group(g(false), a(true)).", Invalid, 2),
    ("group_rule", D + "h.\nc :- group(h, a(true)).", Invalid, 3),
]


def test_the_corpus_is_large_and_ids_are_unique():
    assert len(HOSTILE) >= 50
    assert len({case[0] for case in HOSTILE}) == len(HOSTILE)


@pytest.mark.parametrize("source, error, line", [case[1:] for case in HOSTILE], ids=[case[0] for case in HOSTILE])
def test_hostile_module_is_rejected_with_a_specific_error(source, error, line):
    with pytest.raises(ModuleError) as info:
        read_module(source, module_id="hostile")
    assert type(info.value) is error, f"{type(info.value).__name__}: {info.value}"
    assert str(info.value).strip()
    if line is not None:
        assert info.value.line == line, str(info.value)
        assert str(info.value).startswith(f"line {line}: ")


# --- none executed ---------------------------------------------------------------------

def _atom(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


DANGEROUS = [
    "c :- a(true), shell({touch}).",
    "c :- a(true), shell({touch}, _).",
    "c :- a(true), open({marker}, write, S), close(S).",
    "c :- a(true), tell({marker}), told.",
    "c :- a(true), X = shell({touch}), X.",
    "c :- a(true), call(shell, {touch}).",
    "c :- a(true), system:shell({touch}).",
    "c :- a(true), format(atom(_), \"~@\", [shell({touch})]).",
    ":- initialization(shell({touch})).\nc :- a(true).",
    ":- initialization(open({marker}, write, _)).\nc :- a(true).",
    ":- shell({touch}).\nc :- a(true).",
    "?- shell({touch}).\nc :- a(true).",
    ":- format(atom(_), \"~@\", [shell({touch})]).\nc :- a(true).",
    "term_expansion(_, _) :- shell({touch}).\nc :- a(true).",
    "c :- a(true), X = \"{{|string(Y)||\" , shell({touch}).",
]


@pytest.mark.parametrize("template", DANGEROUS)
def test_dangerous_module_is_never_executed(template, tmp_path):
    marker = tmp_path / "pwned"
    source = D + template.format(touch=_atom(f"touch {marker}"), marker=_atom(str(marker)))
    with pytest.raises(ModuleError):
        read_module(source, module_id="dangerous")
    assert not marker.exists()
    # The embedded SWI-Prolog is still there and answering.
    assert runtime.query_one("X = ok")["X"] == "ok"


@pytest.mark.parametrize("directive", [":- initialization(halt).", ":- halt.", "?- halt.",
                                       ":- initialization(halt(3), now)."])
def test_halt_is_not_run_and_the_process_stays_alive(directive):
    pid = os.getpid()
    with pytest.raises(ForbiddenDirectiveError):
        read_module(directive + "\n" + D + OK)
    assert os.getpid() == pid
    assert runtime.query_one("X is 1 + 1")["X"] == 2


@pytest.mark.parametrize("body", [
    "shell({touch})",
    "call(shell({touch}))",
    "X = shell({touch}), X",
    "findall(_, shell({touch}), _)",
    "open({marker}, write, S), close(S)",
    "tell({marker})",
    "system:shell({touch})",
    "halt",
])
def test_engine_treats_an_unvalidated_body_as_data(body, tmp_path, engine):
    """Even a module that skipped validation cannot make the meta-interpreter call a builtin."""
    marker = tmp_path / "pwned"
    text = body.format(touch=_atom(f"touch {marker}"), marker=_atom(str(marker)))
    module = read_module(D + f"c :- a(true), {text}.\n", module_id="unvalidated", validate=False)
    engine.load(module, validate=False)
    result = engine.prove("c", ["unvalidated"], {"a": True})
    assert result.value == "f"
    assert not marker.exists()
    assert runtime.query_one("X = alive")["X"] == "alive"


# --- what the whitelist allows -------------------------------------------------------------

@pytest.mark.parametrize("body", [
    "a(true), b(false)",
    "a(true) ; b(true)",
    "( a(true) -> b(true) ; b(false) )",
    "( a(true) -> b(true) )",
    "\\+ a(true)",
    "not(a(true))",
    "a(X), X == true",
    "X = 3, Y is X * 2 + 1 - 4 / 2 // 1 mod 3 rem 2, Y >= 0, Y =< 10, Y =:= Y, Y =\\= -1, a(true)",
    "X is max(1, 2) + min(3, 4) + abs(-5) + sign(-1) + truncate(2.5) + round(2.5) + ceiling(1.2) + floor(1.8) + "
    "float(1) + integer(2.4) + -(1) + +(1), X > 0, a(true)",
    "member(X, [1, 2, 3]), X > 2, a(true)",
    "X = f(Y), Y = 1, X \\= f(2), X @< g(0), X @> a, X @=< X, X @>= X, X \\== Y, a(true)",
    "true, a(true)",
    "a(true), ( fail ; false ; b(true) )",
    "helper(3), a(true)",
    "group(b(true), (a(true) ; helper(3)))",
])
def test_whitelisted_bodies_are_accepted(body):
    module = read_module(":- dynamic a/1, b/1.\nhelper(X) :- X > 2.\n" + f"c :- {body}.\n")
    assert module.claim("c") is not None


def test_validation_without_reading_catches_hand_built_modules():
    good = PrologModule(id="m", clauses=(Clause(Atom("c"), Compound("a", (Atom("true"),))),),
                        user_facts=(UserFact("a", "A?"),), claims=(Claim("c", "c"),))
    validate_module(good)
    bad = PrologModule(id="m", clauses=(Clause(Atom("c"), Compound("shell", (Atom("ls"),))),),
                       claims=(Claim("c", "c"),))
    with pytest.raises(ForbiddenGoalError):
        validate_module(bad)
    var_goal = PrologModule(id="m", clauses=(Clause(Atom("c"), Var("G")),), claims=(Claim("c", "c"),))
    with pytest.raises(ForbiddenGoalError):
        validate_module(var_goal)
    dangling = PrologModule(id="m", clauses=(Clause(Atom("c"), TRUE, 4),), claims=(Claim("c", "c"),))
    with pytest.raises(ModuleError, match="sentence 4"):
        validate_module(dangling)


def test_shared_predicates_may_be_called_but_not_claimed():
    """A rule may call a predicate another module defines, when told which ones are shared."""
    source = ":- dynamic a/1.\nc :- a(true), eligible.\n"
    with pytest.raises(UndeclaredFactError):
        read_module(source)
    module = read_module(source, shared={("eligible", 0)})
    assert module.claim("c") is not None
    with pytest.raises(UndeclaredFactError):
        read_module(source, shared={("eligible", 1)})
    with pytest.raises(MissingClaimError):
        validate_module(PrologModule(id="m", claims=(Claim("eligible", "e"),)), shared={("eligible", 0)})


# --- numeric user facts ---------------------------------------------------------------------

NUMERIC = ':- nesy_module(m).\n:- dynamic age/1, a/1.\n:- ask(age, number("years"), "How old are you?", "", none).\n'


@pytest.mark.parametrize("body", [
    "age(A), A >= 60",
    "age(A), 60 =< A, A < 75",
    "age(A), ( A < 16 ; A >= 60 )",
    "\\+ ( age(A), A > 18 ), a(true)",
    "limit(L), age(A), A < L * 2",
    "age(A), A >= 60, age(B), B < 75",
])
def test_a_numeric_fact_may_be_compared_with_a_number(body):
    module = read_module(NUMERIC + f':- claim(c, "c", none).\nlimit(16).\nc :- {body}.\n')
    assert module.user_fact("age").type == "number"


@pytest.mark.parametrize("body, message", [
    ("age(60)", "takes a variable to compare"),
    ("age(true)", "takes a variable to compare"),
    ("age(_)", "never compared"),
    ("age(A), a(true)", "never compared"),
    ("age(A), B is A + 1, B > 60", "used outside a comparison"),
    ("age(A), A + 1 > 60", "used outside a comparison"),
    ("age(A), A == 60", "used outside a comparison"),
    ("age(A), member(A, [60, 61])", "used outside a comparison"),
    ("age(A), helper(A)", "used outside a comparison"),
    ("age(A), age(B), A > B", "compares two numbers the user gives"),
])
def test_a_numeric_fact_used_otherwise_is_rejected(body, message):
    with pytest.raises(InvalidClauseError, match=message):
        read_module(NUMERIC + f':- claim(c, "c", none).\nhelper(X) :- X > 1.\nc :- {body}.\n')


def test_a_numeric_fact_cannot_leak_through_a_head():
    with pytest.raises(InvalidClauseError, match="in the head"):
        read_module(NUMERIC + ':- claim(c, "c", none).\nolder(A) :- age(A), A > 1.\nc :- older(_).\n')


def test_hand_built_numeric_facts_are_checked():
    from nesy_chat.core.module import Comparison

    def module(fact: UserFact) -> PrologModule:
        body = Compound(",", (Compound("age", (Var("A"),)), Compound(">=", (Var("A"), Number(60)))))
        return PrologModule(id="m", clauses=(Clause(Atom("c"), body),), user_facts=(fact,), claims=(Claim("c", "c"),))

    validate_module(module(UserFact("age", "Age?", "number", comparisons=(Comparison(">=", 60, "60+?"),))))
    with pytest.raises(ModuleError, match="must be bool or number"):
        validate_module(module(UserFact("age", "Age?", "text")))  # type: ignore[arg-type]
    with pytest.raises(ModuleError, match="only a numeric fact"):
        validate_module(module(UserFact("age", "Age?", "bool", unit="years")))
    with pytest.raises(ModuleError, match="finite number"):
        validate_module(module(UserFact("age", "Age?", "number", comparisons=(Comparison(">=", float("inf"), "Q?"),))))
    with pytest.raises(ModuleError, match="has no question"):
        validate_module(module(UserFact("age", "Age?", "number", comparisons=(Comparison(">=", 60, " "),))))


@pytest.mark.parametrize("body", ["age(A), A >= 60", "age(A), B is A * 2, B > 1", "a(X), ( X > 1 ; a(true) )"])
def test_arithmetic_on_a_yes_no_fact_is_refused_with_its_line(body):
    """In the paper's plain format a fact is yes/no unless declared a number: its variable
    holds true or false, and every proof failed with 'true is not allowed in arithmetic'."""
    source = (":- dynamic age/1, a/1.\n% age(Boolean) indicates whether the user is old (true) or not (false).\n"
              f"% c is true when the user can get a pass.\nc :- {body}.\n")
    with pytest.raises(InvalidClauseError, match="is a yes/no user fact") as refused:
        read_module(source)
    assert refused.value.line == 4


def test_a_yes_no_fact_read_into_a_variable_may_still_be_tested_as_a_term():
    read_module(":- dynamic a/1.\n% c is true when a holds.\nc :- a(X), X == true.\n")


def test_a_name_with_invisible_characters_is_refused():
    with pytest.raises(InvalidClauseError, match="invisible characters"):
        read_module(":- dynamic 'a\u200bdmin'/1.\n% c is true when the user is an admin.\nc :- 'a\u200bdmin'(true).\n")
