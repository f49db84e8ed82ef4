/*  The nesy-chat engine: a three-valued meta-interpreter over attributable modules.

    Modules are stored as data (m_clause/4) and never consulted; only the whitelisted
    builtins below are ever called. User answers arrive with each proof as a list of
    Name-Value pairs and are never asserted, so concurrent conversations cannot meet.

    Each solution of a goal carries a residual formula over the user facts that are still
    unknown: t, f, a(Name), n(F), and(F,G), or(F,G). A goal's value is the disjunction of
    its solutions' formulas, folded with Kleene's rules; Python decides from the formula
    which follow-up question can still change the answer.

    A numeric user fact binds its variable to '$quantity'(Name, Known), Known being
    known(Number) once the user gave it and unknown before. A comparison of a quantity
    with a number is then decided by the number, or, while it is unknown, by the user's
    yes or no to that test (an answer cmp(Name, Op, Bound)-true), or else it is the atom
    a(cmp(Name, Op, Bound)) of the formula, asked like any fact.
*/
:- module(nesy_meta, [nesy_load/2, nesy_unload/1, nesy_prove/6]).
:- use_module(library(http/json)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

:- dynamic m_clause/4.    % m_clause(Module, Head, Body, Sentence)
:- dynamic m_pred/3.      % m_pred(Module, Name, Arity): Module has clauses for Name/Arity
:- dynamic m_user/3.      % m_user(Module, Name, Type): user fact Name/1 asked of the user

%!  nesy_load(+Module:atom, +Text:string) is det.
%   Text holds '$c'(Head, Body, Sentence) and '$u'(Name, Type) terms written by
%   nesy_chat.engine from a validated module. Replaces any earlier version of Module.
nesy_load(Module, Text) :-
    nesy_unload(Module),
    setup_call_cleanup(open_string(Text, Stream), load_terms(Stream, Module), close(Stream)).

load_terms(Stream, Module) :-
    read_term(Stream, Term, [double_quotes(string), module(nesy_meta)]),
    (   Term == end_of_file
    ->  true
    ;   store(Term, Module),
        load_terms(Stream, Module)
    ).

store('$c'(Head, Body, Sentence), Module) :- !,
    assertz(m_clause(Module, Head, Body, Sentence)),
    functor(Head, Name, Arity),
    (   m_pred(Module, Name, Arity) -> true ; assertz(m_pred(Module, Name, Arity)) ).
store('$u'(Name, Type), Module) :- !,
    assertz(m_user(Module, Name, Type)).
store(Term, _) :-
    throw(error(domain_error(nesy_module_term, Term), _)).

nesy_unload(Module) :-
    retractall(m_clause(Module, _, _, _)),
    retractall(m_pred(Module, _, _)),
    retractall(m_user(Module, _, _)).

%!  nesy_prove(+Modules, +Claim, +Answers, +Limit, +MaxDepth, -Json) is det.
%   Proves Claim (defined in the first of Modules; the others may supply predicates it
%   uses) within Limit inferences and MaxDepth nested rules. Json is a string:
%   {"status": "ok", "formula": F, "proofs": [[Node]], "why_not": [Node] | null}
%   or {"status": "error", "kind": K, "message": M}.
nesy_prove(Modules, Claim, Answers, Limit, MaxDepth, Json) :-
    Modules = [Module|_],
    Ctx = ctx(Modules, Answers, MaxDepth),
    catch(with_stack_limit(call_with_inference_limit(prove(Claim, Module, Ctx, Result0), Limit, Outcome)),
          Error, true),
    (   nonvar(Error)
    ->  error_dict(Error, Dict)
    ;   Outcome == inference_limit_exceeded
    ->  format(string(M), "the proof needed more than ~D inferences; the module may loop or explode", [Limit]),
        Dict = _{status: error, kind: limit, message: M}
    ;   Result0 = Dict
    ),
    atom_json_dict(Json, Dict, [as(string), width(0)]).

%!  with_stack_limit(:Goal) is semidet.
%   Goal within proof_stack_limit/1 bytes of Prolog stacks. A proof that grows its terms
%   without end (\+ member(x, _L)) fills the default 1 GB in seconds, holding the one
%   Prolog every session shares; with this it ends, out of stack, in a fraction of one.
with_stack_limit(Goal) :-
    proof_stack_limit(Bytes),
    current_prolog_flag(stack_limit, Old),
    setup_call_cleanup(set_prolog_flag(stack_limit, Bytes), once(Goal), set_prolog_flag(stack_limit, Old)).

proof_stack_limit(128 000 000).

prove(Claim, Module, Ctx, _{status: ok, formula: FJ, proofs: PJ, why_not: WJ}) :-
    findall(F-P, sol(Claim, Module, Ctx, 0, F, P), Solutions),
    pairs_keys(Solutions, Formulas),
    f_or_list(Formulas, Formula),
    check_formula(Formula),
    formula_json(Formula, FJ),
    shown_proofs(Formula, Solutions, Proofs),
    maplist(nodes_json, Proofs, PJ),
    (   Formula == f
    ->  why_not(Claim, Module, Ctx, 0, Why), nodes_json(Why, WJ)
    ;   WJ = null
    ).

%   For a true claim, the first solution that is true outright; otherwise every open one.
shown_proofs(t, Solutions, [P]) :- member(F-P, Solutions), F == t, !.
shown_proofs(_, Solutions, Proofs) :- pairs_values(Solutions, Proofs).

error_dict(nesy_error(Kind, Message), _{status: error, kind: Kind, message: Message}) :- !.
error_dict(error(resource_error(What), _), _{status: error, kind: resource, message: M}) :- !,
    format(string(M), "the proof ran out of ~w", [What]).
error_dict(E, _{status: error, kind: error, message: M}) :-
    format(string(M), "~q", [E]).

% --- solutions -------------------------------------------------------------------------

%!  sol(+Goal, +Module, +Ctx, +Depth, -Formula, -Proof) is nondet.
%   Proof is a list of nodes; solutions whose formula is f are not solutions.
sol(G, _, _, _, _, _) :- var(G), !,
    throw(nesy_error(instantiation, "a goal is an unbound variable")).
sol(true, _, _, _, t, []) :- !.
sol(fail, _, _, _, _, _) :- !, fail.
sol(false, _, _, _, _, _) :- !, fail.
sol((A, B), M, C, D, F, Ps) :- !,
    sol(A, M, C, D, FA, PA),
    sol(B, M, C, D, FB, PB),
    f_and(FA, FB, F), F \== f,
    append(PA, PB, Ps).
sol((If -> Then ; Else), M, C, D, F, Ps) :- !,
    (   sol((If, Then), M, C, D, F, Ps)
    ;   sol((\+ If, Else), M, C, D, F, Ps)
    ).
sol((A ; B), M, C, D, F, Ps) :- !,
    (   sol(A, M, C, D, F, Ps)
    ;   sol(B, M, C, D, F, Ps)
    ).
sol((If -> Then), M, C, D, F, Ps) :- !,
    sol((If, Then), M, C, D, F, Ps).
sol(\+ G, M, C, D, F, [not(G, F, Sub)]) :- !,
    findall(FG-PG, sol(G, M, C, D, FG, PG), L),
    pairs_keys_values(L, Fs, Pss),
    f_or_list(Fs, FO),
    f_not(FO, F), F \== f,
    (   Pss = [Sub|_]
    ->  true
    ;   why_not(G, M, C, D, Sub)   % G failed: keep why, with the answers that made it fail
    ).
sol(not(G), M, C, D, F, Ps) :- !,
    sol(\+ G, M, C, D, F, Ps).
sol(group(G, Body), M, C, D, F, Ps) :- !,
    group_fact(G, C, Name),
    C = ctx(_, Answers, _),
    (   given(Name, Answers, Value)
    ->  Value == true, F = t, Ps = [user(Name, true, true, t)]
    ;   memberchk(Name-unknown, Answers)
    ->  sol(Body, M, C, D, F, Ps)
    ;   findall(FB-PB, sol(Body, M, C, D, FB, PB), Pairs),
        pairs_keys(Pairs, Fs),
        f_or_list(Fs, FBody),
        (   FBody == t
        ->  F = t, memberchk(t-Ps, Pairs)
        ;   FBody \== f,   % decided by earlier answers: nothing to ask
            (   member(F-Ps, Pairs)
            ;   ( \+ answered_within(Body, C) ; pair(Body, C) ),
                F = a(Name), Ps = [user(Name, true, unknown, F)]
            )
        )
    ).
sol(G, _, C, _, F, Nodes) :-
    user_goal(G, C, Name, Type, Arg), !,
    (   Type == number
    ->  quantity(Name, C, Arg), F = t, Nodes = []
    ;   user_sol(Name, Arg, C, F, Answer), Nodes = [user(Name, Arg, Answer, F)]
    ).
sol(G, _, C, _, F, [compare(Test, Answer, F)]) :-
    quantity_test(G, Test, Known), !,
    test_sol(Test, Known, C, F, Answer).
sol(G, _, _, _, t, [builtin(G)]) :-
    builtin(G), !,
    run_builtin(G).
%   A ground goal binds nothing, so its solutions differ only in their formulas: below the
%   claim, one solution with their disjunction (shown by a true alternative if there is
%   one) keeps a rule that is used several times from multiplying the solutions of the
%   rules that use it. Without it, a claim calling three "any of" rules had a product of
%   their alternatives, and a plain module could exceed the inference limit.
sol(G, M, C, D, F, [Node]) :-
    D > 0, callable(G), ground(G), !,
    findall(FG-N, rule_sol(G, M, C, D, FG, N), Pairs),
    pairs_keys(Pairs, Fs),
    f_or_list(Fs, F), F \== f,
    (   F == t
    ->  memberchk(t-Node, Pairs)
    ;   Pairs = [_-Node|_]
    ).
sol(G, M, C, D, F, [Node]) :-
    rule_sol(G, M, C, D, F, Node).

rule_sol(G, M, C, D, F, rule(G, M2, Sentence, F, Ps)) :-
    callable(G),
    C = ctx(_, _, MaxDepth),
    D1 is D + 1,
    (   D1 > MaxDepth
    ->  functor(G, N, A),
        format(string(Msg), "the proof went deeper than ~d rules at ~q; the module probably loops", [MaxDepth, N/A]),
        throw(nesy_error(depth, Msg))
    ;   true
    ),
    defining_module(G, M, C, M2),
    m_clause(M2, G, Body, Sentence),
    sol(Body, M2, C, D1, F, Ps).

%   A predicate is taken from the module that uses it when that module defines it,
%   otherwise from the other modules in scope: so a proof can cross chunks.
defining_module(G, M, ctx(Modules, _, _), M2) :-
    functor(G, N, A),
    (   m_pred(M, N, A)
    ->  M2 = M
    ;   member(M2, Modules), M2 \== M, m_pred(M2, N, A)
    ).

user_goal(G, ctx(Modules, _, _), Name, Type, Arg) :-
    compound(G), compound_name_arity(G, Name, 1),
    member(M, Modules), m_user(M, Name, Type), !,
    arg(1, G, Arg).

%   group(G, Body): G is a user fact that asks Body's conditions at once ("Are you any of
%   these: ...?"). Answered yes or no, it decides Body; answered "I don't know" (the answer
%   unknown), Body is proved instead. Not asked yet, the formula is Body or G: Body's own
%   facts come first, and G is asked when the user could answer none of them, or, for a
%   pair of alternatives ('contributions or credits'), when Body is still open after them:
%   the pair asked whole decides what 'contributions?' no and 'credits?' unknown leave open.
%   A longer list, one item answered, is asked item by item.
group_fact(G, C, Name) :-
    (   user_goal(G, C, Name, bool, Arg), Arg == true
    ->  true
    ;   format(string(M), "group/2 takes a yes/no user fact asked as true, not ~q", [G]),
        throw(nesy_error(group, M))
    ).

%   Whether the user gave yes or no to a fact of Body's own (not of the rules it calls).
answered_within(Body, C) :-
    sub_term(G, Body), compound(G),
    user_goal(G, C, Name, _, _),
    C = ctx(_, Answers, _),
    given(Name, Answers, _), !.

%   Whether Body is two alternatives of its own: a pair joined by 'or', not a list. (Asked
%   whole after 'A?' yes, 'A and B?' only asks B again.)
pair(Body, C) :-
    Body = (_ ; _),
    findall(Name, (sub_term(G, Body), compound(G), user_goal(G, C, Name, _, _)), Names),
    sort(Names, [_, _]).

%   The user's yes, no or number for Name; an answer "unknown" (the user does not know)
%   leaves the fact open, like no answer.
given(Name, Answers, Value) :-
    memberchk(Name-Value, Answers), Value \== unknown.

user_sol(Name, Arg, ctx(_, Answers, _), F, Answer) :-
    (   given(Name, Answers, Value)
    ->  Answer = Value, Arg = Value, F = t
    ;   Answer = unknown,
        (   Arg = true, F = a(Name)
        ;   Arg = false, F = n(a(Name))
        )
    ).

% --- numeric user facts ----------------------------------------------------------------

quantity(Name, ctx(_, Answers, _), '$quantity'(Name, Known)) :-
    (   memberchk(Name-V, Answers), number(V)
    ->  Known = known(V)
    ;   Known = unknown
    ).

%   quantity_test(+Goal, -Test, -Known): Goal compares a quantity with a number; Test is
%   cmp(Name, Op, Bound) with the quantity on the left.
quantity_test(G, cmp(Name, Op, Bound), Known) :-
    compound(G), compound_name_arguments(G, Op0, [X, Y]), comparison(Op0),
    (   nonvar(X), X = '$quantity'(Name, Known)
    ->  Op = Op0, test_bound(Y, Bound)
    ;   nonvar(Y), Y = '$quantity'(Name, Known)
    ->  flipped(Op0, Op), test_bound(X, Bound)
    ).

flipped(<, >).
flipped(>, <).
flipped(=<, >=).
flipped(>=, =<).
flipped(=:=, =:=).
flipped(=\=, =\=).

%   A whole float is an integer, so A >= 60.0 and A >= 60 are one test (module.py agrees).
test_bound(E, B) :-
    arith(E, B0),
    (   float(B0), B0 =:= truncate(B0), abs(B0) < 1.0e15
    ->  B is truncate(B0)
    ;   B = B0
    ).

test_sol(cmp(_, Op, B), known(V), _, t, V) :- !,
    G =.. [Op, V, B],
    call(G).
test_sol(Test, unknown, ctx(_, Answers, _), F, Answer) :-
    (   memberchk(Test-Answer, Answers)
    ->  Answer == true, F = t
    ;   Answer = unknown, F = a(Test)
    ).

test_answer(_, known(V), _, V) :- !.
test_answer(Test, unknown, ctx(_, Answers, _), Answer) :-
    (   memberchk(Test-Answer, Answers) -> true ; Answer = unknown ).

% --- the whitelist ---------------------------------------------------------------------

builtin(G) :- compound(G), compound_name_arity(G, N, A), builtin_pi(N, A), !.

builtin_pi(N, 2) :- memberchk(N, [=, \=, ==, \==, @<, @>, @=<, @>=]).
builtin_pi(N, 2) :- comparison(N).
builtin_pi(is, 2).
builtin_pi(member, 2).

comparison(N) :- memberchk(N, [<, >, =<, >=, =:=, =\=]).

run_builtin(X = Y) :- !, unify_with_occurs_check(X, Y).
run_builtin(X is E) :- !, arith(E, V), X = V.
run_builtin(G) :-
    compound_name_arguments(G, N, [X, Y]), comparison(N), !,
    arith(X, VX), arith(Y, VY),
    G2 =.. [N, VX, VY], call(G2).
run_builtin(member(X, L)) :- !, member(X, L).
run_builtin(G) :- call(G).   % the term comparisons: ==, \==, \=, @<, ...

%   Arithmetic on our own terms: only these functions, and no integer beyond 10^18,
%   so a hostile module cannot make SWI build a huge number inside one builtin call.
arith(X, _) :- var(X), !,
    throw(nesy_error(instantiation, "arithmetic on an unknown value")).
arith(X, X) :- number(X), !, check_size(X).
arith('$quantity'(Name, _), _) :- !,
    format(string(M), "the number of ~w can only be compared with a number", [Name]),
    throw(nesy_error(arithmetic, M)).
arith(E, V) :-
    compound(E), compound_name_arguments(E, N, Args),
    length(Args, A), arith_fn(N, A), !,
    maplist(arith, Args, Vs),
    E2 =.. [N|Vs],
    catch(V is E2, Err, arith_error(E, Err)),
    check_size(V).
arith(E, _) :-
    format(string(M), "~q is not allowed in arithmetic", [E]),
    throw(nesy_error(arithmetic, M)).

arith_fn(N, 2) :- memberchk(N, [+, -, *, /, //, mod, rem, min, max]).
arith_fn(N, 1) :- memberchk(N, [-, +, abs, sign, truncate, round, ceiling, floor, float, integer]).

check_size(V) :- integer(V), abs(V) > 10^18, !,
    throw(nesy_error(arithmetic, "an integer grew beyond 10^18")).
check_size(_).

arith_error(E, Err) :-
    format(string(M), "cannot evaluate ~q: ~q", [E, Err]),
    throw(nesy_error(arithmetic, M)).

% --- formulas --------------------------------------------------------------------------

f_and(t, X, X) :- !.
f_and(X, t, X) :- !.
f_and(f, _, f) :- !.
f_and(_, f, f) :- !.
f_and(X, Y, X) :- X == Y, !.
f_and(X, Y, and(X, Y)).

f_or(f, X, X) :- !.
f_or(X, f, X) :- !.
f_or(t, _, t) :- !.
f_or(_, t, t) :- !.
f_or(X, Y, X) :- X == Y, !.
f_or(X, Y, or(X, Y)).

f_not(t, f) :- !.
f_not(f, t) :- !.
f_not(n(X), X) :- !.
f_not(X, n(X)).

%   Balanced, so the many solutions of an open claim make a shallow formula (Python
%   reads it recursively), in the order the proof met them.
f_or_list([], f) :- !.
f_or_list([F], F) :- !.
f_or_list(Fs, R) :-
    length(Fs, N), Half is N // 2,
    length(Left, Half), append(Left, Right, Fs),
    f_or_list(Left, RL), f_or_list(Right, RR),
    f_or(RL, RR, R).

%   Python decides which question to ask by evaluating the formula, recursively and once
%   per assignment of its facts: bound its size and depth so a module whose open
%   solutions multiply gives a clear error, not a stalled or crashed conversation.
max_formula_nodes(20000).
max_formula_depth(100).

check_formula(F) :-
    max_formula_nodes(MaxN), max_formula_depth(MaxD),
    (   formula_size(F, 1, MaxD, 0, _)
    ->  true
    ;   format(string(M), "the claim's open alternatives grew beyond ~D formula nodes or ~d levels; the module may explode", [MaxN, MaxD]),
        throw(nesy_error(limit, M))
    ).

%   formula_size(+F, +Depth, +MaxDepth, +N0, -N): fails beyond the bounds.
formula_size(F, D, MaxD, N0, N) :-
    D =< MaxD, N1 is N0 + 1, max_formula_nodes(MaxN), N1 =< MaxN,
    D1 is D + 1,
    (   F = n(X) -> formula_size(X, D1, MaxD, N1, N)
    ;   F = and(X, Y) -> formula_size(X, D1, MaxD, N1, N2), formula_size(Y, D1, MaxD, N2, N)
    ;   F = or(X, Y) -> formula_size(X, D1, MaxD, N1, N2), formula_size(Y, D1, MaxD, N2, N)
    ;   N = N1
    ).

% --- why a goal failed -----------------------------------------------------------------

%!  why_not(+Goal, +Module, +Ctx, +Depth, -Nodes) is det.
%   For a false goal: the condition that failed, under each rule that could conclude it.
why_not(_, _, ctx(_, _, MaxDepth), D, []) :- D > MaxDepth, !.
why_not((A, B), M, C, D, Nodes) :- !,
    (   once(sol(A, M, C, D, _, _))
    ->  why_not(B, M, C, D, Nodes)
    ;   why_not(A, M, C, D, Nodes)
    ).
why_not((If -> Then ; Else), M, C, D, Nodes) :- !,
    why_not(((If, Then) ; (\+ If, Else)), M, C, D, Nodes).
why_not((A ; B), M, C, D, Nodes) :- !,
    why_not(A, M, C, D, NA),
    why_not(B, M, C, D, NB),
    append(NA, NB, Nodes).
why_not((If -> Then), M, C, D, Nodes) :- !,
    why_not((If, Then), M, C, D, Nodes).
why_not(\+ G, M, C, D, [not(G, f, P)]) :- !,
    (   sol(G, M, C, D, F, P0), F == t
    ->  P = P0
    ;   P = []
    ).
why_not(not(G), M, C, D, Nodes) :- !,
    why_not(\+ G, M, C, D, Nodes).
why_not(group(G, Body), M, C, D, Nodes) :- !,
    group_fact(G, C, Name),
    C = ctx(_, Answers, _),
    (   given(Name, Answers, Value)
    ->  Nodes = [user(Name, true, Value, f)]
    ;   why_not(Body, M, C, D, Nodes)
    ).
why_not(G, _, C, _, [user(Name, Arg, Answer, f)]) :-
    user_goal(G, C, Name, bool, Arg), !,
    C = ctx(_, Answers, _),
    ( memberchk(Name-Answer, Answers) -> true ; Answer = unknown ).
why_not(G, _, C, _, []) :-
    user_goal(G, C, _, number, _), !.      % reading a number never fails
why_not(G, _, C, _, [compare(Test, Answer, f)]) :-
    quantity_test(G, Test, Known), !,
    test_answer(Test, Known, C, Answer).
why_not(G, _, _, _, [builtin(G, f)]) :-
    builtin(G), !.
why_not(G, M, C, D, Nodes) :-
    callable(G), !,
    D1 is D + 1,
    findall(rule(G, M2, Sentence, f, Sub),
            ( defining_module(G, M, C, M2),
              m_clause(M2, G, Body, Sentence),
              why_not(Body, M2, C, D1, Sub)
            ),
            Rules),
    (   Rules == []
    ->  Nodes = [undefined(G)]
    ;   Nodes = Rules
    ).
why_not(_, _, _, _, []).

% --- JSON ------------------------------------------------------------------------------

formula_json(t, true) :- !.
formula_json(f, false) :- !.
formula_json(a(cmp(N, Op, B)), _{cmp: _{fact: N, op: Op, bound: B}}) :- !.
formula_json(a(N), _{fact: N}) :- !.
formula_json(n(X), _{not: J}) :- !, formula_json(X, J).
formula_json(and(X, Y), _{and: [JX, JY]}) :- !, formula_json(X, JX), formula_json(Y, JY).
formula_json(or(X, Y), _{or: [JX, JY]}) :- formula_json(X, JX), formula_json(Y, JY).

value(t, t) :- !.
value(f, f) :- !.
value(_, u).

nodes_json(Nodes, Js) :- maplist(node_json, Nodes, Js).

node_json(rule(G, M, S, F, Ps), _{type: rule, goal: T, module: M, sentence: S, value: V, children: Js}) :-
    goal_text(G, T), value(F, V), nodes_json(Ps, Js).
node_json(user(N, Arg, A, F), _{type: user, fact: N, goal: T, expected: E, answer: A, value: V}) :-
    goal_text(Arg, E), G =.. [N, Arg], goal_text(G, T), value(F, V).
node_json(compare(cmp(N, Op, B), A, F), _{type: comparison, goal: T, fact: N, op: Op, bound: B,
                                        expected: "true", answer: A, value: V}) :-
    format(string(T), "~w ~w ~w", [N, Op, B]), value(F, V).
node_json(builtin(G), _{type: builtin, goal: T, value: t}) :- goal_text(G, T).
node_json(builtin(G, V), _{type: builtin, goal: T, value: V}) :- goal_text(G, T).
node_json(not(G, F, Ps), _{type: not, goal: T, value: V, children: Js}) :-
    goal_text(\+ G, T), value(F, V), nodes_json(Ps, Js).
node_json(undefined(G), _{type: undefined, goal: T, value: f}) :- goal_text(G, T).

%   max_depth: a term built by repeated sharing (X1 = f(X0, X0), ...) is small in memory
%   but exponential when printed in full, and printing is not counted as inferences.
%   A quantity prints as its name: \+ (earnings(Earnings), Earnings>12570).
goal_text(G, T) :-
    copy_term(G, G2),
    numbervars(G2, 0, _),
    format(string(T), "~W", [G2, [quoted(true), numbervars(true), spacing(next_argument), max_depth(10),
                                  portray_goal(portray_quantity)]]).

portray_quantity('$quantity'(Name, _), _) :-
    sub_atom(Name, 0, 1, _, First), upcase_atom(First, Up), sub_atom(Name, 1, _, 0, Rest),
    format("~w~w", [Up, Rest]).
