/*  Reads untrusted Prolog source as data.

    Nothing read here is ever called: terms are turned into JSON for Python, which checks
    them against the whitelist. Quasi-quotations are returned, not parsed, because parsing
    one runs the syntax's hook.
*/
:- module(nesy_reader, [read_source_json/2, term_json/3, system_predicate/2]).
:- use_module(library(http/json)).
:- use_module(library(lists)).

%!  read_source_json(+Text:string, -Json:string) is det.
%   Json: {"terms": [{"term": T, "line": L, "comments": [{"line": L, "text": C}]}],
%          "error": null | {"line": L, "message": M}}
read_source_json(Text, Json) :-
    setup_call_cleanup(open_string(Text, Stream),
                       read_all(Stream, Items, Error),
                       close(Stream)),
    atom_json_dict(Json, _{terms: Items, error: Error}, [as(string), width(0)]).

read_all(Stream, Items, Error) :-
    catch(read_one(Stream, Term, Item), E, true),
    (   nonvar(E)
    ->  Items = [], error_json(E, Stream, Error)
    ;   Term == end_of_file
    ->  Items = [], Error = null
    ;   Items = [Item|Rest],
        read_all(Stream, Rest, Error)
    ).

read_one(Stream, Term, _{term: J, line: Line, comments: Cs}) :-
    read_term(Stream, Term,
              [ variable_names(Names), term_position(Pos), comments(Comments),
                syntax_errors(error), quasi_quotations(QQ), module(nesy_reader),
                double_quotes(string), back_quotes(codes)
              ]),
    (   QQ \== [], nonvar(QQ)
    ->  stream_position_data(line_count, Pos, QLine),
        throw(nesy_source(QLine, "quasi-quotations are not allowed"))
    ;   true
    ),
    (   Term == end_of_file
    ->  J = null, Line = 0
    ;   stream_position_data(line_count, Pos, Line),
        catch(term_json(Term, Names, J), nesy_source(0, M), throw(nesy_source(Line, M)))
    ),
    findall(_{line: L, text: T},
            ( member(P-C, Comments), stream_position_data(line_count, P, L), string(C), T = C ),
            Cs0),
    Cs = Cs0.

error_json(nesy_source(Line, Message), _, _{line: Line, message: Message}) :- !.
error_json(error(syntax_error(What), Context), Stream, _{line: Line, message: Message}) :- !,
    (   Context = stream(_, Line0, _, _) -> Line = Line0
    ;   Context = string(_, _) -> line_count(Stream, Line)
    ;   line_count(Stream, Line)
    ),
    format(string(Message), "syntax error: ~w", [What]).
error_json(E, Stream, _{line: Line, message: Message}) :-
    line_count(Stream, Line),
    format(string(Message), "cannot read: ~q", [E]).

%!  term_json(+Term, +VariableNames, -Json) is det.
%   Variables keep their source names; anonymous ones are named _G1, _G2, ...
term_json(Term, Names, Json) :-
    term_variables(Term, Vars),
    name_vars(Vars, Names, 1, Map),
    to_json(Term, Map, 0, Json).

%   An anonymous variable's name must not be one the source uses (`_G1`), or writing the
%   clause back would join two variables into one.
name_vars([], _, _, []).
name_vars([V|Vs], Names, N, [V-Name|Map]) :-
    (   member(Name0=V0, Names), V0 == V
    ->  atom_string(Name0, Name), N1 = N
    ;   fresh_name(Names, N, Name, N1)
    ),
    name_vars(Vs, Names, N1, Map).

fresh_name(Names, N, Name, N1) :-
    format(atom(Name0), "_G~d", [N]),
    (   memberchk(Name0=_, Names)
    ->  N2 is N + 1, fresh_name(Names, N2, Name, N1)
    ;   atom_string(Name0, Name), N1 is N + 1
    ).

%   Python reads the JSON recursively and SWI integers have no bound: keep both within
%   what nesy-chat can handle (the engine's arithmetic stops at 10^18 too).
max_term_depth(200).

to_json(T, Map, _, _{v: Name}) :- var(T), !, member(V-Name, Map), V == T, !.
to_json([], _, _, _{a: "[]"}) :- !.
to_json(T, _, _, _{a: S}) :- atom(T), !, atom_string(T, S).
to_json(T, _, _, _{s: T}) :- string(T), !.
to_json(T, _, _, _{n: T}) :- integer(T), abs(T) =< 10^18, !.
to_json(T, _, _, _) :- integer(T), !, throw(nesy_source(0, "integer beyond 10^18")).
to_json(T, _, _, _{n: T}) :- float(T), T =:= T, abs(T) =\= inf, !.
to_json(T, _, _, _) :- number(T), !, throw(nesy_source(0, "unsupported number (rational, infinite or NaN)")).
to_json(T, _, _, _) :- is_dict(T), !, throw(nesy_source(0, "dicts are not allowed")).
to_json(_, _, Depth, _) :- max_term_depth(Max), Depth >= Max, !,
    format(string(Message), "a term is nested deeper than ~d levels (a very long list or body?)", [Max]),
    throw(nesy_source(0, Message)).
to_json(T, Map, Depth, _{f: S, args: Js}) :- compound(T), !,
    compound_name_arguments(T, Name, Args),
    (   Name == [] -> S = "[]" ; atom_string(Name, S) ),   % atom_string([], S) gives ""
    Depth1 is Depth + 1,
    args_json(Args, Map, Depth1, Js).
to_json(T, _, _, _) :-
    format(string(Message), "unsupported term ~q", [T]),
    throw(nesy_source(0, Message)).

args_json([], _, _, []).
args_json([A|As], Map, Depth, [J|Js]) :- to_json(A, Map, Depth, J), args_json(As, Map, Depth, Js).

%!  system_predicate(+Name, +Arity) is semidet.
%   Name/Arity is a Prolog builtin or library predicate: a module may neither call nor
%   redefine it (outside the engine's whitelist).
system_predicate(Name, Arity) :-
    functor(Head, Name, Arity),
    (   predicate_property(system:Head, defined)
    ;   '$in_library'(Name, Arity, _)
    ;   control(Name, Arity)
    ), !.

control(Name, Arity) :- memberchk(Name/Arity, [(',')/2, (;)/2, (->)/2, (*->)/2, (\+)/1, (:-)/1, (:-)/2, (?-)/1, (:)/2, (-->)/2, ('|')/2]).
