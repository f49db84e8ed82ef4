"""A controlled-English grammar for logic problems, read by a backtracking recursive descent.

In the spirit of Attempto Controlled English: function words are fixed (lexicon.py), every
other word is a content word whose role follows from where it stands, and a sentence means
what its first complete reading says. Indefinites ("someone", "something") and quantified
nouns introduce variables; pronouns ("it", "they") pick up the latest fitting one.

    sentence     = preamble | setup | conditional | universal | clause
    conditional  = "if" clause {"and" clause} [","] "then" clause
    universal    = quantifier nominal [relative] vp        All rough, nice people are not big.
                 | plural-nominal [relative] vp            Jompuses are yumpuses.
                 | generic-pronoun relative vp             Someone who is red is kind.
    clause       = np vp                                   The cow does not like the dog.
    np           = name | "the" word {word} | pronoun | indefinite
    nominal      = {adjective [","|"and"]} noun            rough, nice people / cat
    relative     = ("who"|"that"|"which") vp
    vp           = predicate {[","] "and" predicate}
    predicate    = copula complements                      is big and not red
                 | ("does"|"do") "not" verb np | verb np   chases the dog
                 | finish-verb finish                      finished second-to-last
    complements  = ["not"] complement {("," | [","] "and") ["not"] complement}
    complement   = ("a"|"an") {adjective} noun             is a big cat
                 | "the" ordinal "from" "the" pole         is the second from the left
                 | "the" [ordinal "-"] superlative         is the third-newest / the cheapest
                 | "the" [ordinal "-"] ("most"|"least") adjective   is the second-most expensive
                 | "to" "the" pole "of" np                 is to the right of the crow
                 | comparative "than" np                   is older than the bus
                 | ("more"|"less") adjective "than" np     is less expensive than the pears
                 | ("above"|"below") np
                 | adjective                               is big
    finish       = ["in"] ordinal ["place"] | ordinal "-" "to" "-" "last" | "last"
                 | ("above"|"below"|"ahead of"|"behind"|"before"|"after") np
    setup        = {word | ","} number noun ":" item {"," item} [","] "and" item
    preamble     = "the following" ... | "the statements are" ...     (framing, no content)

Conditionals and universals become rules (one per concluded literal), clauses about names
and definites become facts, and ordering complements become `Rank`s and `Order`s.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import chain

from nesy_chat.core.errors import ParseError
from nesy_chat.logic.form import Arrangement, Order, Rank, Statement
from nesy_chat.logic.lexicon import (
    AUXILIARIES,
    COPULAS,
    FINISH_VERBS,
    GENERIC,
    INDEFINITES,
    PRONOUNS,
    QUANTIFIERS,
    RELATIVES,
    UNIVERSAL_PRONOUNS,
    End,
    Lexicon,
    comparative,
    is_content,
    number,
    ordinal,
    pole,
    superlative,
)
from nesy_chat.logic.solvers.base import Verdict
from nesy_chat.logic.solvers.rule_program import Arg, Const, Literal, Rule, Var

Part = Literal | Rule | Rank | Order | Arrangement

_TOKEN = re.compile(r"\d+(?:st|nd|rd|th)\b|[A-Za-z]+|\d+|[,:;?-]")
_VERDICT_WORDS: dict[str, Verdict] = {"true": "true", "correct": "true", "false": "false",
                                      "incorrect": "false", "unknown": "unknown", "uncertain": "unknown"}
_FIRST, _LAST = pole("first"), pole("last")


def tokenize(text: str) -> list[str]:
    """Words and the punctuation the grammar uses; "doesn't" reads as "does not"."""
    return _TOKEN.findall(re.sub(r"n't\b", " not", text))


def parse_sentence(text: str, lexicon: Lexicon) -> tuple[Part, ...]:
    """The meaning of one context sentence; ParseError when the grammar has no reading."""
    return _Reading(text, lexicon).sentence()


def parse_statement(text: str, lexicon: Lexicon) -> Statement:
    """A single fact or ordering, as questions and options state them."""
    parts = parse_sentence(text, lexicon)
    if len(parts) != 1 or not isinstance(parts[0], (Literal, Rank, Order)):
        raise ParseError("a question or option must state exactly one fact or ordering", text)
    return parts[0]


def parse_question(text: str) -> Verdict | None:
    """None for "Is the following statement true or false?", else the verdict "Which of the
    following is true?" asks for."""
    words = [word.lower() for word in tokenize(text)]
    if words[:4] == ["which", "of", "the", "following"]:
        wanted = [_VERDICT_WORDS[word] for word in words[4:] if word in _VERDICT_WORDS]
        if len(wanted) == 1:
            return wanted[0]
    elif _contains(words, ["is", "the", "following"]) and \
            any(word in ("statement", "claim", "conclusion") for word in words):
        return None
    raise ParseError("not a question the grammar knows", text)


def parse_verdict(text: str) -> Verdict:
    """An option naming a verdict: "True", "False", "Unknown", "Uncertain"."""
    words = [word.lower() for word in tokenize(text)]
    if len(words) != 1 or words[0] not in _VERDICT_WORDS:
        raise ParseError("an option of a true-or-false question must be a verdict", text)
    return _VERDICT_WORDS[words[0]]


def _contains(words: list[str], sequence: list[str]) -> bool:
    return any(words[i:i + len(sequence)] == sequence for i in range(len(words)))


@dataclass(frozen=True)
class _Referent:
    """A variable a sentence has introduced, and whether it stands for people (for pronouns)."""

    var: Var
    person: bool | None


Scope = tuple[_Referent, ...]
_Parses = Iterator[tuple[tuple[Part, ...], Scope, int]]  # meaning, referents so far, next position
_Sentences = Iterator[tuple[tuple[Part, ...], int]]


class _Reading:
    """The parses of one sentence. Each rule is a generator of (meaning, ..., next position),
    so alternatives are tried lazily, in the order written, until one reaches the end."""

    def __init__(self, text: str, lexicon: Lexicon):
        self.text = text
        self.tokens = tokenize(text)
        self.words = [token.lower() for token in self.tokens]
        self.lexicon = lexicon
        self.furthest = 0

    # --- tokens --------------------------------------------------------------------------

    def word(self, i: int) -> str | None:
        self.furthest = max(self.furthest, i)
        return self.words[i] if i < len(self.words) else None

    def is_(self, i: int, *options: str) -> bool:
        return self.word(i) in options

    def content(self, i: int) -> bool:
        word = self.word(i)
        return word is not None and is_content(word)

    def conjunction(self, i: int) -> int | None:
        """The position after "and", "," or ", and" at i."""
        if self.is_(i, ",") and self.is_(i + 1, "and"):
            return i + 2
        return i + 1 if self.is_(i, ",", "and") else None

    def agrees(self, i: int, plural: bool) -> bool:
        """Whether the verb at i agrees in number: tells "Max is" (a name) from "Cats are"."""
        word = self.word(i)
        if word in ("is", "was", "does"):
            return not plural
        if word in ("are", "were", "do"):
            return plural
        if word is not None and is_content(word) and word not in FINISH_VERBS:
            return word.endswith("s") != plural
        return True

    # --- sentences -----------------------------------------------------------------------

    def sentence(self) -> tuple[Part, ...]:
        end = len(self.words)
        readings = chain(self.preamble(), self.setup(), self.conditional(), self.universal(), self.fact())
        for parts, i in readings:
            if i == end:
                return parts
        stuck = self.tokens[self.furthest] if self.furthest < end else "the end"
        raise ParseError(f"no reading in the grammar (stuck at {stuck!r})", self.text)

    def preamble(self) -> _Sentences:
        if self.words[:2] == ["the", "following"] or self.words[:3] == ["the", "statements", "are"]:
            yield (), len(self.words)

    def setup(self) -> _Sentences:
        if ":" not in self.words:
            return
        colon = self.words.index(":")
        count = number(self.words[colon - 2]) if colon >= 2 else None
        if count is None or not self.content(colon - 1):
            return
        objects: list[str] = []
        item: list[str] = []
        for word in self.words[colon + 1:] + [","]:
            if word in (",", "and"):
                if item:
                    objects.append(" ".join(item))
                item = []
            elif item or word not in ("a", "an", "the"):
                if not is_content(word):
                    return
                item.append(word)
        if len(objects) != count:
            announced = f"{self.words[colon - 2]} {self.words[colon - 1]}"
            raise ParseError(f"{announced} announced but {len(objects)} listed", self.text)
        yield (Arrangement(self.words[colon - 1], tuple(objects)),), len(self.words)

    def conditional(self) -> _Sentences:
        if not self.is_(0, "if"):
            return
        for body, scope, i in self.conditions(1, ()):
            j = i + 1 if self.is_(i, ",") else i
            if not self.is_(j, "then"):
                continue
            for heads, _, k in self.clause(j + 1, scope, indefinite=False):
                rules = _rules(heads, body, negate=False)
                if rules:
                    yield rules, k

    def conditions(self, i: int, scope: Scope) -> Iterator[tuple[tuple[Literal, ...], Scope, int]]:
        for parts, scope1, j in self.clause(i, scope, indefinite=True):
            if not all(isinstance(part, Literal) for part in parts):
                continue
            yield parts, scope1, j
            if self.is_(j, "and"):
                for more, scope2, k in self.conditions(j + 1, scope1):
                    yield parts + more, scope2, k

    def universal(self) -> _Sentences:
        first = self.word(0)
        if first in QUANTIFIERS:
            for referent, restrictions, _, i in self.nominal(1):
                yield from self.universal_rest(referent, restrictions, i, negate=first == "no")
        elif first in INDEFINITES or first in UNIVERSAL_PRONOUNS:
            referent = _Referent(Var("X0"), GENERIC[first])
            yield from self.universal_rest(referent, (), 1, negate=False)
        else:
            for referent, restrictions, plural, i in self.nominal(0):
                if plural:
                    yield from self.universal_rest(referent, restrictions, i, negate=False, bare_plural=True)

    def universal_rest(self, referent: _Referent, restrictions: tuple[Literal, ...], i: int,
                       negate: bool, bare_plural: bool = False) -> _Sentences:
        """[relative] vp after the subject of a universal; a bare plural needs a plural verb."""
        for extra, scope, j in self.relative(i, referent):
            body = restrictions + extra
            if not body or (bare_plural and not self.agrees(j, plural=True)):
                continue
            for heads, _, k in self.vp(j, referent.var, scope):
                rules = _rules(heads, body, negate)
                if rules:
                    yield rules, k

    def fact(self) -> _Sentences:
        for parts, _, i in self.clause(0, (), indefinite=False):
            if all(not isinstance(part, Literal) or part.ground for part in parts):
                yield parts, i

    # --- phrases -------------------------------------------------------------------------

    def clause(self, i: int, scope: Scope, indefinite: bool) -> _Parses:
        for subject, scope1, j in self.np(i, scope, indefinite):
            yield from self.vp(j, subject, scope1)

    def np(self, i: int, scope: Scope, indefinite: bool = True) -> Iterator[tuple[Arg, Scope, int]]:
        word = self.word(i)
        if word is None:
            return
        if word == "the":
            j = i + 1
            while self.content(j):
                yield Const(" ".join(self.words[i + 1:j + 1])), scope, j + 1
                j += 1
        elif word in PRONOUNS:
            referent = _resolve(scope, PRONOUNS[word])
            if referent is not None:
                yield referent.var, scope, i + 1
        elif word in INDEFINITES:
            if indefinite:
                referent = _Referent(Var(f"X{len(scope)}"), GENERIC[word])
                yield referent.var, scope + (referent,), i + 1
        elif is_content(word) and self.tokens[i][0].isupper() and self.agrees(i + 1, plural=False):
            yield Const(word), scope, i + 1

    def nominal(self, i: int) -> Iterator[tuple[_Referent, tuple[Literal, ...], bool, int]]:
        """{adjective [","|"and"]} noun: each content word may be the head, the ones before it
        its adjectives. Yields the new variable, its restrictions, whether the head is plural."""
        adjectives: list[str] = []
        while (word := self.word(i)) is not None:
            if word in GENERIC or is_content(word):
                generic = word in GENERIC
                var = Var("X0")
                restrictions = [Literal(self.lexicon.predicate(a), (var,)) for a in adjectives]
                if not generic:
                    restrictions.append(Literal(self.lexicon.predicate(word), (var,)))
                plural = word in ("people", "things", "ones") or (not generic and word.endswith("s"))
                yield _Referent(var, GENERIC.get(word)), tuple(restrictions), plural, i + 1
            if not is_content(word):
                return
            adjectives.append(word)
            i += 1
            if self.is_(i, ",", "and"):
                i += 1

    def relative(self, i: int, referent: _Referent) -> Iterator[tuple[tuple[Literal, ...], Scope, int]]:
        scope = (referent,)
        yield (), scope, i
        if self.is_(i, *RELATIVES):
            for parts, scope1, j in self.vp(i + 1, referent.var, scope):
                if all(isinstance(part, Literal) for part in parts):
                    yield parts, scope1, j

    def vp(self, i: int, subject: Arg, scope: Scope) -> _Parses:
        for parts, scope1, j in self.predicate(i, subject, scope):
            yield parts, scope1, j
            if self.is_(j, "and") or (self.is_(j, ",") and self.is_(j + 1, "and")):
                for more, scope2, k in self.vp(self.conjunction(j), subject, scope1):
                    yield parts + more, scope2, k

    def predicate(self, i: int, subject: Arg, scope: Scope) -> _Parses:
        word = self.word(i)
        if word in COPULAS:
            yield from self.complements(i + 1, subject, scope)
        elif word in AUXILIARIES and self.is_(i + 1, "not"):
            yield from self.transitive(i + 2, subject, scope, negated=True)
        elif word in FINISH_VERBS:
            yield from self.finish(i + 1, subject, scope)
        elif self.content(i):
            yield from self.transitive(i, subject, scope, negated=False)

    def transitive(self, i: int, subject: Arg, scope: Scope, negated: bool) -> _Parses:
        if not self.content(i):
            return
        verb = self.lexicon.verb(self.words[i])
        for obj, scope1, j in self.np(i + 1, scope):
            yield (Literal(verb, (subject, obj), negated),), scope1, j

    def complements(self, i: int, subject: Arg, scope: Scope) -> _Parses:
        negated = self.is_(i, "not")
        for parts, scope1, j in self.complement(i + negated, subject, scope, negated):
            yield parts, scope1, j
            after = self.conjunction(j)
            if after is not None:
                for more, scope2, k in self.complements(after, subject, scope1):
                    yield parts + more, scope2, k

    def complement(self, i: int, subject: Arg, scope: Scope, negated: bool) -> _Parses:
        word = self.word(i)
        if word in ("a", "an"):
            j = i + 1
            while self.content(j):
                names = [self.lexicon.predicate(w) for w in self.words[i + 1:j + 1]]
                if not negated or len(names) == 1:  # "is not a big cat" is no single literal
                    yield tuple(Literal(name, (subject,), negated) for name in names), scope, j + 1
                j += 1
            return
        if isinstance(subject, Const):  # orderings are about named objects only
            yield from self.ordering(i, subject.name, scope, negated)
        if self.content(i) and not self.is_(i + 1, "than"):
            yield (Literal(self.lexicon.predicate(word), (subject,), negated),), scope, i + 1

    def ordering(self, i: int, entity: str, scope: Scope, negated: bool) -> _Parses:
        word = self.word(i)
        if word == "the":
            yield from self.rank(i + 1, entity, scope, negated)
        elif word == "to" and self.is_(i + 1, "the") and self.is_(i + 3, "of") and pole(self.word(i + 2) or ""):
            yield from self.order(i + 4, entity, pole(self.words[i + 2]), scope, negated)
        elif word in ("more", "less") and self.content(i + 1) and self.is_(i + 2, "than"):
            end = _base(self.words[i + 1])
            yield from self.order(i + 3, entity, end if word == "more" else end.opposite(), scope, negated)
        elif word in ("above", "below"):
            yield from self.order(i + 1, entity, pole("top" if word == "above" else "bottom"), scope, negated)
        elif word is not None and self.is_(i + 1, "than") and (end := comparative(word)) is not None:
            yield from self.order(i + 2, entity, end, scope, negated)

    def rank(self, i: int, entity: str, scope: Scope, negated: bool) -> _Parses:
        """After "the": "second from the left", "third-newest", "second-most expensive", "cheapest"."""
        place = ordinal(self.word(i) or "")
        if place and self.is_(i + 1, "from") and self.is_(i + 2, "the") and pole(self.word(i + 3) or ""):
            yield (Rank(entity, pole(self.words[i + 3]), place, negated),), scope, i + 4
            return
        if place and self.is_(i + 1, "-"):
            i += 2
        else:
            place = 1
        word = self.word(i)
        if word in ("most", "least") and self.content(i + 1):
            end = _base(self.words[i + 1])
            yield (Rank(entity, end if word == "most" else end.opposite(), place, negated),), scope, i + 2
        elif word is not None and (end := superlative(word)) is not None:
            yield (Rank(entity, end, place, negated),), scope, i + 1

    def finish(self, i: int, subject: Arg, scope: Scope) -> _Parses:
        if not isinstance(subject, Const):
            return
        j = i + 1 if self.is_(i, "in") else i
        place = ordinal(self.word(j) or "")
        if place and self.words[j + 1:j + 5] == ["-", "to", "-", "last"]:
            yield (Rank(subject.name, _LAST, place),), scope, j + 5
        elif place:
            yield (Rank(subject.name, _FIRST, place),), scope, j + 2 if self.is_(j + 1, "place") else j + 1
        elif self.is_(j, "last"):
            yield (Rank(subject.name, _LAST, 1),), scope, j + 1
        elif self.is_(i, "ahead") and self.is_(i + 1, "of"):
            yield from self.order(i + 2, subject.name, _FIRST, scope, False)
        elif self.is_(i, "above", "before"):
            yield from self.order(i + 1, subject.name, _FIRST, scope, False)
        elif self.is_(i, "below", "behind", "after"):
            yield from self.order(i + 1, subject.name, _LAST, scope, False)

    def order(self, i: int, entity: str, end: End, scope: Scope, negated: bool) -> _Parses:
        for obj, scope1, j in self.np(i, scope, indefinite=False):
            if isinstance(obj, Const):
                yield (Order(entity, obj.name, end, negated),), scope1, j


def _base(word: str) -> End:
    """The end a base adjective points to; one outside the lexicon gets a scale of its own."""
    return pole(word) or End(word, word, True)


def _resolve(scope: Scope, person: bool) -> _Referent | None:
    """The latest referent a pronoun fits: people for "they", things for "it", else the latest."""
    for referent in reversed(scope):
        if referent.person is person:
            return referent
    for referent in reversed(scope):
        if referent.person is None:
            return referent
    return scope[-1] if scope else None


def _rules(heads: tuple[Part, ...], body: tuple[Literal, ...], negate: bool) -> tuple[Rule, ...]:
    """One rule per concluded literal; none when a conclusion is no literal or names a
    variable its conditions do not bind (such a reading is not the sentence's)."""
    bound = set().union(*(literal.variables() for literal in body))
    if not heads or not all(isinstance(head, Literal) and head.variables() <= bound for head in heads):
        return ()
    return tuple(Rule(head.negate() if negate else head, body) for head in heads)
