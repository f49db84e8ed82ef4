"""Modules as plain SWI-Prolog source: our own format, and the paper's (Appendix A).

Our format keeps the metadata in declarations that SWI reads as ordinary terms:

    :- nesy_module('sharc_12').
    :- made_by("rules", "0f3e9a1c2b4d", "", "", "").
    :- text("If you don't claim ...").
    :- sentence(0, 0, 132).
    :- dynamic claims_marriage_allowance/1.
    :- ask(claims_marriage_allowance, bool, "Do you claim Marriage Allowance?", "", 0).
    :- claim(could_claim_mca, "you could claim Married Couple's Allowance", 0).
    :- from(0).
    could_claim_mca :- claims_marriage_allowance(false), born_before_6_april_1935(true).

A numeric user fact declares its type as `number` or `number("years")` (with its unit), and
each test the text states on it, with the yes/no question in the text's words:

    :- ask(age, number("years"), "How old are you?", "your age", 1).
    :- comparison(age >= 60, "Are you 60 or over?", 1).

`made_by(Synthesizer, Version, Model, Prompt, Failed)` says who wrote the module (its
`Origin`): the rules compiler and its version, or a model and its prompt's digest; `Failed`
is why the synthesizer asked for could not, when this module stands in for its.

`from(N)` ties the clauses after it to sentence N. A file without `nesy_module` is read as
plain Prolog as in the paper: every 0-arity rule is a claim, and the follow-up question of
each `:- dynamic f/1.` comes from the `%` comment after it, or from its name.

Reading never runs anything: SWI parses the text to terms, and we interpret the terms.
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection
from dataclasses import dataclass, field, replace

from nesy_chat.core.errors import ForbiddenDirectiveError, InvalidClauseError, ModuleError, PrologSyntaxError
from nesy_chat.core.module import OPERATORS, Claim, Clause, Comparison, Origin, PrologModule, Span, UserFact
from nesy_chat.core.terms import Atom, Compound, Number, String, Term, clause_source, from_json, quote_atom, to_source
from nesy_chat.nlp import questions
from nesy_chat.prolog import runtime

MAX_SOURCE_CHARS = 1_000_000
# As reader.pl's max_term_depth: a term nested deeper is refused anyway. Brackets nested some
# thousands deep exhaust the C stack inside SWI's read_term, which kills the whole process
# (a segfault, no message), so they are counted here first.
MAX_NESTING = 200
_SYMBOL_CHARS = frozenset("#$&*+-./:<=>?@^~\\")
_RADIX = re.compile(r"(?:[2-9]|[12][0-9]|3[0-6])'[0-9a-zA-Z]")  # 16'FF: a number, not a quote
_METADATA = {("nesy_module", 1), ("made_by", 5), ("text", 1), ("sentence", 3), ("ask", 5), ("comparison", 3),
             ("claim", 3), ("from", 1)}


# --- writing ---------------------------------------------------------------------------

def write_module(module: PrologModule) -> str:
    out = ["% nesy-chat module: clauses are data, interpreted by nesy_chat/prolog/meta.pl",
           f":- nesy_module({quote_atom(module.id)})."]
    if module.origin is not None:
        made = module.origin
        fields = (made.synthesizer, made.version, made.model, made.prompt, made.failed)
        out.append(f":- made_by({', '.join(_str(field) for field in fields)}).")
    out.append(f":- text({_str(module.text)}).")
    out += [f":- sentence({i}, {s.start}, {s.end})." for i, s in enumerate(module.sentences)]
    out.append("")
    for fact in module.user_facts:
        out.append(f":- dynamic {quote_atom(fact.name)}/1.")
        out.append(f":- ask({quote_atom(fact.name)}, {_type(fact)}, {_str(fact.question)}, "
                   f"{_str(fact.description)}, {_sentence(fact.sentence)}).")
        for comparison in fact.comparisons:
            test = Compound(comparison.op, (Atom(fact.name), Number(comparison.bound)))
            out.append(f":- comparison({to_source(test)}, {_str(comparison.question)}, "
                       f"{_sentence(comparison.sentence)}).")
    for claim in module.claims:
        out.append(f":- claim({quote_atom(claim.name)}, {_str(claim.gloss)}, {_sentence(claim.sentence)}).")
    current: object = object()
    for clause in module.clauses:
        if clause.sentence != current:
            current = clause.sentence
            out.append("")
            text = module.sentence_text(clause.sentence)
            if text:
                out.append("% " + " ".join(text.split())[:200])
            out.append(f":- from({_sentence(clause.sentence)}).")
        out.append(clause_source(clause.head, clause.body))
    return "\n".join(out) + "\n"


def _str(text: str) -> str:
    return to_source(String(text))


def _type(fact: UserFact) -> str:
    return f"number({_str(fact.unit)})" if fact.type == "number" and fact.unit else fact.type


def _sentence(index: int | None) -> str:
    return "none" if index is None else str(index)


# --- reading ---------------------------------------------------------------------------

@dataclass
class ParsedTerm:
    term: Term
    line: int
    comments: list[tuple[int, str]]


def parse_terms(text: str) -> list[ParsedTerm]:
    """Parse Prolog text into terms with their lines and preceding comments."""
    if len(text) > MAX_SOURCE_CHARS:
        raise PrologSyntaxError(f"source is {len(text):,} characters; the limit is {MAX_SOURCE_CHARS:,}")
    if "\0" in text:
        raise PrologSyntaxError("source contains a NUL character")
    deep = too_deep(text)
    if deep is not None:
        raise PrologSyntaxError(f"brackets are nested deeper than {MAX_NESTING} levels", line=deep)
    answer = runtime.query_one(f"nesy_reader:read_source_json({runtime.string_literal(text)}, J)")
    if answer is None:
        raise PrologSyntaxError("the Prolog reader could not read the source")
    data = json.loads(answer["J"])
    if data["error"]:
        raise PrologSyntaxError(data["error"]["message"], line=data["error"]["line"] or None)
    return [ParsedTerm(from_json(item["term"]), item["line"],
                       [(c["line"], c["text"]) for c in item["comments"]])
            for item in data["terms"]]


def too_deep(text: str, limit: int = MAX_NESTING) -> int | None:
    """The line where ( [ { first nest deeper than `limit`, outside quotes, comments and
    character codes (0'( is a number); None when they never do. Where a quote or a comment
    begins follows SWI's tokenizer: `+/*` is one symbol atom; 0''' and 0'' are codes."""
    depth, line, i, n = 0, 1, 0, len(text)
    while i < n:
        c = text[i]
        start = i
        if c in "([{":
            depth += 1
            if depth > limit:
                return line
        elif c in ")]}":
            depth = max(0, depth - 1)
        elif c == "%":
            i = text.find("\n", i)
            i = n if i < 0 else i - 1
        elif text.startswith("/*", i) and (i == 0 or text[i - 1] not in _SYMBOL_CHARS):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 1
        elif c in "'\"`":
            i += 1
            while i < n and not (text[i] == c and text[i + 1:i + 2] != c):
                i += 2 if text[i] in ("\\", c) else 1  # an escape, or a doubled quote
        elif c.isdigit() and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            if text.startswith("0'''", i):
                i += 3
            elif text.startswith("0'", i):
                i += 3 if text[i + 2:i + 3] == "\\" else 2  # 0'c, 0'\n, 0''
            elif match := _RADIX.match(text, i):
                i = match.end() - 1
        line += text.count("\n", start, i + 1)
        i += 1
    return None


@dataclass
class _Reader:
    module_id: str
    ours: bool = False
    origin: Origin | None = None
    text: str = ""
    sentences: dict[int, Span] = field(default_factory=dict)
    clauses: list[Clause] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)
    declared: dict[str, int] = field(default_factory=dict)
    asks: dict[str, UserFact] = field(default_factory=dict)
    comparisons: dict[str, list[Comparison]] = field(default_factory=dict)
    claims: list[Claim] = field(default_factory=list)
    descriptions: dict[str, str] = field(default_factory=dict)
    glosses: dict[str, str] = field(default_factory=dict)
    current_sentence: int | None = None
    pending_dynamic: list[str] = field(default_factory=list)


def read_module(source: str, module_id: str | None = None, validate: bool = True,
                shared: Collection[tuple[str, int]] = ()) -> PrologModule:
    """Read a module from either format; validate it unless told not to.

    `shared`: predicates of other modules its rules may call (see `validate_module`).
    Raises a `ModuleError` subclass naming the line and the reason.
    """
    terms = parse_terms(source)
    reader = _Reader(module_id or "module")
    reader.ours = any(_directive_indicator(t.term) == ("nesy_module", 1) for t in terms)
    for parsed in terms:
        _attach_comments(reader, parsed)
        _read_term(reader, parsed)
    module = _build(reader)
    if validate:
        from nesy_chat.prolog.validate import validate_module

        validate_module(module, reader.lines, shared)
    return module


def _directive_indicator(term: Term) -> tuple[str, int] | None:
    if isinstance(term, Compound) and term.functor == ":-" and term.arity == 1:
        body = term.args[0]
        if isinstance(body, Atom):
            return body.name, 0
        if isinstance(body, Compound):
            return body.functor, body.arity
    return None


def _attach_comments(reader: _Reader, parsed: ParsedTerm) -> None:
    """In the paper's format a comment describes the dynamic fact declared just before it,
    or the rule just after it."""
    pending, reader.pending_dynamic = reader.pending_dynamic, []
    if not parsed.comments:
        return
    if pending:
        first_line, first_text = parsed.comments[0]
        reader.descriptions.setdefault(pending[-1], _comment_text(first_text))
        rest = parsed.comments[1:]
    else:
        rest = parsed.comments
    if rest and isinstance(parsed.term, (Atom, Compound)) and _directive_indicator(parsed.term) is None:
        head = parsed.term.args[0] if isinstance(parsed.term, Compound) and parsed.term.functor == ":-" else parsed.term
        if isinstance(head, Atom):
            reader.glosses.setdefault(head.name, _gloss(head.name, _comment_text(rest[-1][1])))


def _gloss(name: str, comment: str) -> str:
    """'x is true when the user is eligible.' -> 'the user is eligible'"""
    match = re.match(rf"(?:the\s+)?{re.escape(name)}(?:\s+rule)?\s+is\s+true\s+(?:when|if)\s+(.*)",
                     comment, re.IGNORECASE | re.DOTALL)
    return (match.group(1) if match else comment).rstrip(". ")


def _comment_text(comment: str) -> str:
    lines = []
    for line in comment.splitlines():
        line = line.strip()
        if line.startswith("/*"):
            line = line[2:]
        if line.endswith("*/"):
            line = line[:-2]
        lines.append(line.lstrip("%* ").strip())
    return " ".join(line for line in lines if line)


def _read_term(reader: _Reader, parsed: ParsedTerm) -> None:
    term, line = parsed.term, parsed.line
    if isinstance(term, Compound) and term.functor == ":-" and term.arity == 1:
        _directive(reader, term.args[0], line)
        return
    if isinstance(term, Compound) and term.functor == "?-" and term.arity == 1:
        raise ForbiddenDirectiveError("queries (?- ...) are not allowed in a module", line)
    if isinstance(term, Compound) and term.functor == ":-" and term.arity == 2:
        head, body = term.args
    elif isinstance(term, Compound) and term.functor == "-->" and term.arity == 2:
        raise InvalidClauseError("grammar rules (-->) are not allowed", line)
    else:
        head, body = term, None
    if not isinstance(head, (Atom, Compound)):
        raise InvalidClauseError(f"a clause head must be an atom or a compound term, not {to_source(head)[:60]}", line)
    reader.clauses.append(Clause(head, body, reader.current_sentence))
    reader.lines.append(line)


def _directive(reader: _Reader, body: Term, line: int) -> None:
    key = (body.functor, body.arity) if isinstance(body, Compound) else (getattr(body, "name", None), 0)
    if key == ("dynamic", 1):
        names = _dynamic_names(body.args[0], line)
        for name in names:
            reader.declared.setdefault(name, line)
        reader.pending_dynamic = names
        return
    if key not in _METADATA:
        shown = to_source(body)[:80]
        raise ForbiddenDirectiveError(
            f"directive ':- {shown}' is not allowed; only ':- dynamic Name/1.' and nesy-chat metadata are", line)
    if not reader.ours:
        raise ForbiddenDirectiveError(f"metadata directive {key[0]}/{key[1]} outside a nesy-chat module", line)
    args = body.args
    try:
        if key == ("nesy_module", 1):
            reader.module_id = _atom(args[0])
        elif key == ("made_by", 5):
            reader.origin = Origin(*(_string(arg) for arg in args))
        elif key == ("text", 1):
            reader.text = _string(args[0])
        elif key == ("sentence", 3):
            reader.sentences[_int(args[0])] = Span(_int(args[1]), _int(args[2]))
        elif key == ("from", 1):
            reader.current_sentence = _opt_int(args[0])
        elif key == ("ask", 5):
            name = _atom(args[0])
            fact_type, unit = _fact_type(args[1])
            reader.asks[name] = UserFact(name, _string(args[2]), fact_type, _opt_int(args[4]), _string(args[3]), unit)
        elif key == ("comparison", 3):
            test = args[0]
            if not (isinstance(test, Compound) and test.arity == 2 and test.functor in OPERATORS
                    and isinstance(test.args[1], Number)):
                raise ValueError(f"expected Fact Op Number (age >= 60), got {to_source(test)[:40]}")
            reader.comparisons.setdefault(_atom(test.args[0]), []).append(
                Comparison(test.functor, test.args[1].value, _string(args[1]), _opt_int(args[2])))  # type: ignore[arg-type]
        elif key == ("claim", 3):
            reader.claims.append(Claim(_atom(args[0]), _string(args[1]), _opt_int(args[2])))
    except ValueError as err:
        raise ModuleError(f"malformed {key[0]}/{key[1]} declaration: {err}", line) from None


def _dynamic_names(spec: Term, line: int) -> list[str]:
    if isinstance(spec, Compound) and spec.functor in (",", "[|]") and spec.arity == 2:
        return _dynamic_names(spec.args[0], line) + _dynamic_names(spec.args[1], line)
    if spec == Atom("[]"):
        return []
    if (isinstance(spec, Compound) and spec.functor == "/" and spec.arity == 2
            and isinstance(spec.args[0], Atom) and isinstance(spec.args[1], Number)):
        if spec.args[1].value != 1:
            raise InvalidClauseError(
                f"user fact {spec.args[0].name}/{spec.args[1].value}: user facts take one argument "
                "(true or false, or a number)", line)
        return [spec.args[0].name]
    raise ForbiddenDirectiveError(f"malformed dynamic declaration {to_source(spec)[:60]}", line)


def _fact_type(term: Term) -> tuple[str, str]:
    """`bool`, `number` or `number("unit")`: the type and the unit."""
    if term in (Atom("bool"), Atom("number")):
        return term.name, ""  # type: ignore[union-attr]
    if isinstance(term, Compound) and term.functor == "number" and term.arity == 1:
        return "number", _string(term.args[0])
    raise ValueError(f"user fact type must be bool, number or number(\"unit\"), not {to_source(term)[:40]}")


def _atom(term: Term) -> str:
    if isinstance(term, Atom):
        return term.name
    raise ValueError(f"expected an atom, got {to_source(term)[:40]}")


def _string(term: Term) -> str:
    if isinstance(term, String):
        return term.value
    raise ValueError(f"expected a string, got {to_source(term)[:40]}")


def _int(term: Term) -> int:
    if isinstance(term, Number) and isinstance(term.value, int) and term.value >= 0:
        return term.value
    raise ValueError(f"expected a natural number, got {to_source(term)[:40]}")


def _opt_int(term: Term) -> int | None:
    return None if term == Atom("none") else _int(term)


def _build(reader: _Reader) -> PrologModule:
    user_facts = []
    for name in reader.declared:
        fact = reader.asks.get(name)
        if fact is None:
            description = reader.descriptions.get(name, "")
            question = (questions.question_from_description(name, description) if description
                        else questions.question_from_name(name))
            fact = UserFact(name, question, "bool", None, description)
        user_facts.append(fact)
    for name in reader.asks:
        if name not in reader.declared:
            raise ModuleError(f"ask/5 for {name}, which has no ':- dynamic {name}/1.' declaration")
    by_name = {fact.name: k for k, fact in enumerate(user_facts)}
    for name, comparisons in reader.comparisons.items():
        if name not in by_name or user_facts[by_name[name]].type != "number":
            raise ModuleError(f"comparison/3 on {name}, which is not declared a numeric user fact "
                              f"(':- ask({name}, number, ...)')")
        user_facts[by_name[name]] = replace(user_facts[by_name[name]], comparisons=tuple(comparisons))
    claims = reader.claims
    if not reader.ours:
        seen: list[str] = []
        for clause in reader.clauses:
            if isinstance(clause.head, Atom) and clause.body is not None and clause.head.name not in seen:
                seen.append(clause.head.name)
        claims = [Claim(name, reader.glosses.get(name) or questions.gloss_from_name(name)) for name in seen]
    count = max(reader.sentences) + 1 if reader.sentences else 0
    if set(reader.sentences) != set(range(count)):
        raise ModuleError("sentence declarations must be numbered 0, 1, 2, ... without gaps")
    return PrologModule(
        id=reader.module_id,
        text=reader.text,
        sentences=tuple(reader.sentences[i] for i in range(count)),
        clauses=tuple(reader.clauses),
        user_facts=tuple(user_facts),
        claims=tuple(claims),
        origin=reader.origin,
    )
