/*  Forward chaining over a rule program, for nesy_chat.solvers.prolog.

    A program arrives as text of three kinds of terms, written by Python:
        f(I, L).        fact I, a ground literal
        r(I, H, Body).  rule I: literal H holds when every literal of the list Body does
        q(L).           a ground literal to decide
    where a literal is pos(Predicate, Args) or neg(Predicate, Args), Args a list of atoms
    (constants) and Prolog variables. Literals are data: they are only ever unified with
    stored facts, never called, so a program cannot run Prolog of its own.

    Forward: the rules are applied until nothing new follows (the program is Datalog, so
    this ends). Each derived literal keeps the rule and the premises that first gave it.
    Backward: a query's proof is read back from those justifications.
*/
:- module(nesy_chain, [chain_solve/6]).
:- use_module(library(http/json)).
:- use_module(library(lists)).
:- use_module(library(solution_sequences)).
:- use_module(library(time)).

%   A known literal Sign(P, [A1, ..., An]) is stored flat, as k(P, Sign, Run, Why, A1, ..., An),
%   so that SWI indexes the arguments a rule's condition has bound (Why = fact(I) or
%   rule(I, Premises)), and once more under its hash, h(Hash, Run, Literal), so that
%   "is this literal known?" costs one lookup. Predicates have at most 8 arguments.
:- dynamic k/4, k/5, k/6, k/7, k/8, k/9, k/10, k/11, k/12.
:- dynamic h/3.
:- dynamic rule/4.     % rule(Run, I, Head, Body)

%!  chain_solve(+Text, +Seconds, +Inferences, +MaxFacts, +StackBytes, -Json) is det.
%   Json is a string: {"status": "ok", "facts": N, "queries": [Answer]} with
%   Answer = {"derived": "query" | "negation" | "neither", "support": [Justification]},
%   or {"status": "error", "kind": K, "message": M, ...}.
chain_solve(Text, Seconds, Inferences, MaxFacts, StackBytes, Json) :-
    gensym(nesy_chain_run_, Run),
    catch(setup_call_cleanup(true,
                             bounded(Run, Text, Seconds, Inferences, MaxFacts, StackBytes, Dict),
                             forget(Run)),
          Error, error_dict(Error, Dict)),
    atom_json_dict(Json, Dict, [as(string), width(0)]).

bounded(Run, Text, Seconds, Inferences, MaxFacts, StackBytes, Dict) :-
    current_prolog_flag(stack_limit, Old),
    setup_call_cleanup(
        set_prolog_flag(stack_limit, StackBytes),
        call_with_time_limit(Seconds,
            call_with_inference_limit(run(Run, Text, MaxFacts, Dict0), Inferences, Outcome)),
        set_prolog_flag(stack_limit, Old)),
    (   Outcome == inference_limit_exceeded
    ->  throw(chain_limit(inferences, Inferences))
    ;   Dict = Dict0
    ).

forget(Run) :-
    forall(between(4, 12, Arity), ( functor(T, k, Arity), arg(3, T, Run), retractall(T) )),
    retractall(h(_, Run, _)),
    retractall(rule(Run, _, _, _)),
    flag(Run, _, 0).

stored(Run, L, Why, T) :-
    L =.. [Sign, P, Args],
    T =.. [k, P, Sign, Run, Why|Args].

known(Run, L, Why) :-
    stored(Run, L, Why, T),
    call(T).

known(Run, L) :-
    term_hash(L, Hash),
    h(Hash, Run, L), !.

add(Run, L, Why) :-
    (   known(Run, L)
    ->  true
    ;   stored(Run, L, Why, T),
        assertz(T),
        term_hash(L, Hash),
        assertz(h(Hash, Run, L)),
        flag(Run, N, N + 1)
    ).

run(Run, Text, MaxFacts, _{status: ok, facts: N, queries: Answers}) :-
    setup_call_cleanup(open_string(Text, Stream), load(Stream, Run, Queries), close(Stream)),
    saturate(Run, MaxFacts),
    consistent(Run),
    maplist(answer(Run), Queries, Answers),
    get_flag(Run, N).

load(Stream, Run, Queries) :-
    read_term(Stream, Term, []),
    (   Term == end_of_file
    ->  Queries = []
    ;   store(Term, Run, Queries, Rest),
        load(Stream, Run, Rest)
    ).

store(f(I, L), Run, Qs, Qs) :- literal(L), !,
    add(Run, L, fact(I)).
store(r(I, H, B), Run, Qs, Qs) :- literal(H), is_list(B), maplist(literal, B), !,
    assertz(rule(Run, I, H, B)).
store(q(L), _, [L|Qs], Qs) :- literal(L), !.
store(Term, _, _, _) :-
    throw(chain_malformed(Term)).

literal(L) :-
    nonvar(L), ( L = pos(P, A) ; L = neg(P, A) ), atom(P), is_list(A),
    length(A, N), N =< 8, !.

% --- forward -----------------------------------------------------------------------------

%   One round applies every rule to the literals known before it; rounds go on until a
%   round adds nothing. A rule's conditions are matched against known literals only. A
%   round collects at most MaxFacts conclusions, so one round cannot outgrow the bound.
saturate(Run, MaxFacts) :-
    findall(H-rule(I, B),
            limit(MaxFacts, ( rule(Run, I, H, B), holds_all(B, Run), \+ known(Run, H) )),
            New),
    (   New == []
    ->  true
    ;   forall(member(H-Why, New), add(Run, H, Why)),
        get_flag(Run, Count),
        (   Count > MaxFacts
        ->  throw(chain_limit(facts, MaxFacts))
        ;   true
        ),
        saturate(Run, MaxFacts)
    ).

holds_all([], _).
holds_all([L|Ls], Run) :-
    known(Run, L, _),
    holds_all(Ls, Run).

consistent(Run) :-
    (   between(0, 8, Arity), length(A, Arity),
        known(Run, pos(P, A), _), known(Run, neg(P, A))
    ->  support(Run, pos(P, A), S1), support(Run, neg(P, A), S2),
        append(S1, S2, S),
        throw(chain_inconsistent(pos(P, A), S))
    ;   true
    ).

% --- backward ----------------------------------------------------------------------------

answer(Run, Q, _{derived: query, support: S}) :-
    known(Run, Q), !,
    support(Run, Q, S).
answer(Run, Q, _{derived: negation, support: S}) :-
    complement(Q, C), known(Run, C), !,
    support(Run, C, S).
answer(_, _, _{derived: neither, support: []}).

complement(pos(P, A), neg(P, A)).
complement(neg(P, A), pos(P, A)).

%!  support(+Run, +Literal, -Justifications) is det.
%   The justification of Literal and of every literal its proof uses, each once, premises
%   before the literals that use them.
support(Run, L, Justifications) :-
    support(Run, L, [], _, [], Reversed),
    reverse(Reversed, Justifications).

support(_, L, Seen, Seen, Acc, Acc) :-
    memberchk(L, Seen), !.
support(Run, L, Seen0, Seen, Acc0, [J|Acc]) :-
    known(Run, L, Why), !,
    (   Why = rule(_, Premises) -> true ; Premises = [] ),
    foldl2(support(Run), Premises, [L|Seen0], Seen, Acc0, Acc),
    justification_json(L, Why, J).

foldl2(_, [], S, S, A, A).
foldl2(G, [X|Xs], S0, S, A0, A) :-
    call(G, X, S0, S1, A0, A1),
    foldl2(G, Xs, S1, S, A1, A).

% --- JSON --------------------------------------------------------------------------------

justification_json(L, fact(I), _{literal: J, fact: I}) :-
    literal_json(L, J).
justification_json(L, rule(I, Premises), _{literal: J, rule: I, premises: Ps}) :-
    literal_json(L, J),
    maplist(literal_json, Premises, Ps).

literal_json(L, _{negated: Neg, predicate: P, args: A}) :-
    (   L = pos(P, A) -> Neg = false ; L = neg(P, A), Neg = true ).

error_dict(time_limit_exceeded, _{status: error, kind: time, message: "the run took longer than its time limit"}) :- !.
error_dict(chain_limit(inferences, N), _{status: error, kind: inferences, message: M}) :- !,
    format(string(M), "the run needed more than ~D inferences", [N]).
error_dict(chain_limit(facts, N), _{status: error, kind: facts, message: M}) :- !,
    format(string(M), "the program derives more than ~D literals", [N]).
error_dict(error(resource_error(_), _), _{status: error, kind: memory, message: "the run ran out of its memory limit"}) :- !.
error_dict(chain_inconsistent(L, S), _{status: error, kind: inconsistent, literal: J, support: S,
                                         message: "the program derives a literal and its negation"}) :- !,
    literal_json(L, J).
error_dict(chain_malformed(T), _{status: error, kind: malformed, message: M}) :- !,
    format(string(M), "not a fact, rule or query: ~q", [T]).
error_dict(E, _{status: error, kind: error, message: M}) :-
    format(string(M), "~q", [E]).
