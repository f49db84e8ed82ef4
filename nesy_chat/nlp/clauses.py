"""What a user's message states, clause by clause, in the terms a rule's question uses.

"I'm 67 and don't have a car, can I get it?" states two things: "you are 67" and, negated,
"you have a car". Questions (also indirect ones: "I'd like to know whether I can claim"),
suppositions ("if I move abroad"), what someone else said or thought ("they told me I am
eligible") and hedged clauses ("I probably earn enough") state nothing, and are left out.
Each clause keeps the user's own words, its polarity, its tense and the parts a question
must share with it to be answered by it (`Proposition`): the main verb, the content words
with the preposition each hangs on, names and numbers, and words of modality or of a
shifted sense ("want", "former", "outside").

A rule's fact ("you live in Spain") is described the same way (`proposition`), so a message
and a rule are compared part for part, never by similarity alone. The same clauses divide a
message into the question it asks and what it says of the writer's situation (`split`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Literal

from nesy_chat.nlp import lexicon, questions, wordforms
from nesy_chat.nlp.amounts import Amount, When, amounts, compared_person

Tense = Literal["present", "past", "perfect", "future"]
_CLAUSE_DEPS = ("ROOT", "conj", "ccomp", "advcl", "parataxis")
_CONTENT_POS = ("NOUN", "PROPN", "VERB", "ADJ", "NUM", "ADV")
_LIGHT_VERBS = frozenset({"be", "have", "do"})
_SUBJECTS = ("nsubj", "nsubjpass", "expl")
_SECOND_PERSON = {"i": "you", "me": "you", "my": "your", "mine": "yours", "myself": "yourself", "we": "you",
                  "us": "you", "our": "your", "ours": "yours", "ourselves": "yourselves"}
_CONTRACTED = {"'m": "am", "’m": "am", "'re": "are", "’re": "are", "'ve": "have", "’ve": "have", "'ll": "will",
               "’ll": "will", "'d": "would", "’d": "would", "ca": "can", "wo": "will", "sha": "shall"}
_WITH_YOU = {"am": "are", "was": "were", "is": "are", "has": "have", "does": "do"}


@dataclass(frozen=True)
class Word:
    """A content word: its forms, the preposition it hangs on ('' for none) and whose it is:
    "in Spain" and "outside Spain" differ there, and "your fault" and "someone else's fault"."""

    forms: frozenset[str]
    role: str = ""
    owner: str = ""
    kinds: frozenset[str] = frozenset()  # what else it names, as a statement ("my son": a child)


@dataclass(frozen=True)
class Proposition:
    """What must agree between a statement and a question for one to answer the other."""

    root: str  # the main verb's lemma ("be" for a copula), verbs of one sense made one
    subjects: frozenset[str]  # "you", "your partner", "it"
    words: tuple[Word, ...]  # content words besides the main verb
    names: frozenset[str]  # proper names and numbers, lower-cased
    marks: frozenset[str]  # modality and shifting words present
    tense: Tense


@dataclass(frozen=True)
class Quantity:
    """An amount or a date a clause states, and the rest of the clause: what it measures or dates."""

    what: Amount | When
    words: str  # the user's words for it: "67 years old", "£300 a week"
    context: Proposition


@dataclass(frozen=True)
class Clause:
    """One thing a message states: the user's words, and the statement they make, stated
    positively and to the user ("you live in Spain"), with its polarity."""

    words: str
    start: int  # character offsets of the words in the message as read (quotes straightened, spaces single)
    end: int
    statement: str
    negated: bool
    proposition: Proposition
    quantities: tuple[Quantity, ...] = ()


def clauses(text: str) -> tuple[Clause, ...]:
    """The clauses of a message that state something, in order."""
    return tuple(clause for _, clause in _stated(questions.parse(_plain(text))))


def supposed(text: str) -> tuple[Clause, ...]:
    """What a question supposes of its asker: "Can I claim my pension if I move abroad?" asks
    about the case where they move abroad, and is answered in that case ('you move abroad', as
    if said); an 'if' said of someone else, or one that asks ("whether"), supposes nothing of
    them."""
    doc = questions.parse(_plain(text))
    found = []
    for sentence in doc.sents:
        # a question typed without its mark asks too ('can i get council tax reduction as a student')
        asking = _asks(sentence) or questions.asks(sentence.text)
        heads = [t for t in sentence if _heads_clause(t)] if asking else []
        for head in heads:
            subject = next((c for c in head.children if c.dep_ in _SUBJECTS), None)
            if subject is None or not any(t.lower_ in lexicon.ASKER for t in subject.subtree):
                continue
            if head.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ in lexicon.CASES for c in head.children):
                found.append(_clause(head, heads))
            # hung on the verb or on its object ('get a loan as a borrower', 'a licence to export it')
            on = [t for t in head.subtree if t.head == head or t.head.dep_ == "dobj" and t.head.head == head]
            if head.dep_ == "ROOT" and head.lemma_.lower() in lexicon.NEEDING:
                found += [_purpose(t) for t in on if t.dep_ in ("advcl", "relcl", "acl", "ccomp")]
            if head.lemma_.lower() not in lexicon.ROLE_VERBS:
                found += [_asker_kind(t) for t in on if t.dep_ == "prep" and t.lower_ == "as"]
        # 'my business' in a question: the asker asks for it ('Can my business use Centrepay?')
        mine = [t for t in sentence if asking and t.dep_ == "poss" and t.lower_ in lexicon.ASKER]
        found += [_said_as(f"I am a {t.head.text}.", sentence.doc[t.i:t.head.i + 1]) for t in mine
                  if t.head.lemma_.lower() in lexicon.BODIES]
        found += [_aged(t) for t in mine]
    return tuple(clause for clause in found if clause is not None)


def _asker_kind(prep) -> Clause | None:
    """'as a first-time buyer' in 'How much will I pay as a first-time buyer?': the asker is
    one. Only a kind of person ('as a lump sum' is how, not who)."""
    kind = next((c for c in prep.children if c.dep_ == "pobj"), None)
    if kind is None or kind.lemma_.lower() not in questions.PEOPLE:
        return None
    kind = prep.doc[prep.i + 1:kind.i + 1]  # the kind, not where ("a patient in Washington")
    return _said_as(f"I am {kind.text}.", kind)


def _purpose(verb) -> Clause | None:
    """'to export these goods' in 'Do I need a licence to export these goods?': what the asker
    means to do, which the need is asked for. Not getting or claiming something ('What do I
    need to get Carer's Allowance?'): that is what is asked."""
    to = next((c for c in verb.children if c.dep_ == "aux" and c.lower_ == "to"), None)
    if to is None or verb.pos_ != "VERB" or verb.lemma_.lower() in lexicon.ASKED_VERBS:
        return None
    purpose = verb.doc[verb.i:verb.right_edge.i + 1]
    return _said_as(f"I {purpose.text}.", purpose)


def _aged(poss) -> Clause | None:
    """'my 7-year-old' in 'Can my 7-year-old get WIC?', 'my six year old daughter': the asker's
    child, daughter is that old. (A bare 'my 40-year-old' may be anyone: not read.)"""
    phrase = poss.doc[poss.i:poss.head.i + 1]
    age = next((f.what for f in amounts(list(phrase)) if getattr(f.what, "age", False)), None)
    named = poss.head.pos_ in ("NOUN", "PROPN")
    if age is None or not named and age.value >= 18:
        return None
    return _said_as(f"My {poss.head.lemma_.lower() if named else 'child'} is {age.value} years old.", phrase)


def _said_as(statement: str, words) -> Clause | None:
    """The clause the asker would have stated ('I am a student.'), its words the phrase's own
    place in the message."""
    said = clauses(statement)
    return replace(said[0], words=words.text, start=words.start_char, end=words.end_char) if said else None


def _stated(doc) -> list[tuple[object, Clause]]:
    """Each clause of the parse that states something, with the verb that heads it."""
    found = []
    for sentence in doc.sents:
        asks = _asks(sentence)
        heads = [t for t in sentence if _heads_clause(t)]
        for head in heads:
            if asks and (head.dep_ == "ROOT" or _timed(head) or _asking(head) or _asked_part(head)) \
                    or not _states(head):
                continue
            clause = _clause(head, heads)
            if clause is not None:
                found.append((head, clause))
    return found


def _asked_part(head) -> bool:
    """A clause of a question that is part of what it asks, not said of the asker: one with no
    finite verb or no subject ("Does this payment count as [paid work]?", "Is it a requirement
    for me [to inform them]?"), or the question's complement ("Is it possible [that I may have
    to pay]?"; but "now that I live in Spain" says so). What comes before what asks is the
    asker's ("I'm 67, can I get it?", "Moving to France next year - can I keep it?")."""
    if head.head.i == head.sent.start and head.head.pos_ == "AUX":
        return True  # hung on the question's opening auxiliary ('Can my partner and [I claim it]?')
    if head.i < head.head.i:
        return False  # before what asks: the asker's situation ('Moving to France next year - can I ...?')
    verbs = [head, *(c for c in head.children if c.dep_ in ("aux", "auxpass"))]
    subject = any(c.dep_ in _SUBJECTS for c in head.children) or head.dep_ == "conj"
    if not subject or not any(v.tag_ in ("VBZ", "VBP", "VBD", "MD") for v in verbs):
        return True
    opening = head.doc[head.left_edge.i - 1] if head.left_edge.i else None
    return head.dep_ == "ccomp" and not (opening is not None and opening.lower_ == "now")


def _asking(head) -> bool:
    """Whether a clause asks, opening as a question does ("..., and is it tax free?")."""
    words = [t for t in head.subtree if not (t.is_punct or t.dep_ == "cc")]
    return bool(words) and questions.asks(head.doc[words[0].i:words[-1].i + 1].text)


def split(text: str) -> tuple[str, str]:
    """The question a message asks, and what it states apart from it, the writer's situation:
    "I'm 67 and live in Wales. Can I get Carer's Allowance?" -> ("Can I get Carer's
    Allowance?", "I'm 67 and live in Wales."). The statements are the clauses `clauses` reads,
    each with what hangs on it ("I moved here when I was 20"). A sentence that does not end in
    "?" is all situation if it states anything; one that does gives up only stated clauses
    before the question, or after it behind a joining word ("Can I get it, as I live in
    Spain?"), else it is all question ("If I move abroad, can I keep my pension?"). A message
    that states nothing comes back as given, with no situation; one that asks nothing, with no
    question."""
    doc = questions.parse(_plain(text))
    stated = {head.i for head, _ in _stated(doc)}
    if not stated:
        return text, ""
    asked, told = [], []
    for sentence in doc.sents:
        situated = [_situated(t, stated) for t in sentence]
        if not _asks(sentence):
            situated = [any(situated)] * len(situated)
        elif not _apart(sentence, situated):
            situated = [False] * len(situated)
        asked.append(_part([t for t, s in zip(sentence, situated) if not s]))
        told.append(_part([t for t, s in zip(sentence, situated) if s]))
    question = " ".join(a for a in asked if a)
    return question[:1].upper() + question[1:], " ".join(t for t in told if t)


def _asks(sentence) -> bool:
    return sentence.text.rstrip().endswith("?")


def _timed(head) -> bool:
    """A clause of time ("before the course starts"): in a question, part of what it asks."""
    return head.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ in lexicon.TIMES for c in head.children)


def _situated(token, stated: set[int]) -> bool:
    """Whether a token belongs to a stated clause: the nearest clause above it that is no
    subordinate of another is one ("I moved here when I was 20", "I've been told I have a
    year"). Joining words and commas go with the clause they hang on; a question mark never."""
    if token.text == "?":
        return False
    while token.i not in stated:
        if token.head == token or _heads_clause(token) and token.dep_ not in ("advcl", "ccomp"):
            return False
        token = token.head
    return True


def _apart(sentence, situated: list[bool]) -> bool:
    """Whether a question's stated clauses stand apart from what it asks: all before it, or
    all after it behind a joining word, never inside it ("Is the rent my lodger pays taxable?")."""
    flags = [(t, s) for t, s in zip(sentence, situated) if not (t.is_punct or _joining(t))]
    changes = [k for k in range(1, len(flags)) if flags[k][1] != flags[k - 1][1]]
    if len(changes) != 1:
        return not changes
    first, after = flags[0][1], flags[changes[0]][0]
    return first or _joining(after.doc[after.i - 1])


def _joining(token) -> bool:
    return token.dep_ in ("cc", "mark", "intj") or token.is_punct and token.text not in ".?!"


def _part(tokens: list) -> str:
    """The words of these tokens of one sentence, without joining words or commas at either end."""
    while tokens and (tokens[0].is_punct or _joining(tokens[0])):
        tokens = tokens[1:]
    while tokens and _joining(tokens[-1]):
        tokens = tokens[:-1]
    if not any(not _joining(t) for t in tokens):
        return ""
    return re.sub(r"\s+([?!.,;:])", r"\1", "".join(t.text_with_ws for t in tokens)).strip()


def proposition(statement: str) -> Proposition | None:
    """A rule's statement ("you live in Spain") described as a whole, as a message's clause is."""
    doc = questions.parse(_plain(statement.strip().rstrip(".")))
    root = questions.parse_root(doc)
    if root is None:
        return None
    tokens = [t for t in doc if not t.is_punct]
    return _proposition(root, tokens, _subjects(root))


def alternatives(statement: str) -> tuple[str, ...]:
    """The statement once with each alternative of its first "or" list alone: "you live in
    the UK, France or Spain" -> "you live in the UK", "you live in France", "you live in
    Spain". Stating one alternative states the whole; () when there is no such list."""
    plain = _plain(statement.strip().rstrip("."))
    if (named := _NAMED_OR.search(plain)) and not re.search(r"\b(?:and|either|neither|nor)\b", plain):
        # names of two words or more each ("Pension Credit or Income Support"), which the parser
        # often hangs one on the other: each is whole, so no words are shared
        names = [n for n in re.split(r",\s*|\s+or\s+", named.group(0)) if n]
        return tuple(f"{plain[:named.start()]}{name}{plain[named.end():]}" for name in names)
    doc = questions.parse(plain)
    if listed := _listed_after_verb(doc):
        return listed
    for token in doc:
        members = [token, *_conjuncts(token)]
        if token.dep_ == "conj" or len(members) < 2 or any(m.pos_ not in _LISTED for m in members):
            continue
        if token.dep_ in _MODIFIERS:
            return ()  # "Child or Working Tax Credit": which words the list shares is a guess
        joins = {c.lower_ for m in members for c in m.children if c.dep_ == "cc"}
        if joins != {"or"}:
            continue  # no list of alternatives, or one mixed with "and"
        spans = [_own_span(m) for m in members]
        before, after = doc[:spans[0][0]].text, doc[max(b for _, b in spans):].text
        return tuple(" ".join(f"{before} {doc[a:b].text} {after}".split()) for a, b in spans)
    return ()


def _listed_after_verb(doc) -> tuple[str, ...]:
    """"you are pregnant, a veteran, or experiencing homelessness": a list of three or more
    things the verb takes, split on its commas, since the parser hangs the first ones on the
    verb or on each other; () for any other statement."""
    root = questions.parse_root(doc)
    text = doc.text
    if root is None or text.count(" or ") != 1 or re.search(r"\b(?:and|either|neither|nor|not)\b", text):
        return ()
    start = root.i + 1
    while start < len(doc) and doc[start].pos_ in ("ADV", "PART", "ADP"):  # 'live in', 'work for'
        start += 1
    rest = doc[start:].text
    members = [m for m in re.split(r"\s*,\s*(?:or\s+)?|\s+or\s+", rest) if m]
    if "," not in rest or len(members) < 3 or any(len(m.split()) > 5 for m in members):
        return ()
    return tuple(f"{doc[:start].text} {m}" for m in members)


_NAME = r"[A-Z][\w’'-]*(?:\s+(?:of\s+|for\s+)?[A-Z][\w’'-]*)+"  # 'Pension Credit', 'Secretary of State'
_NAMED_OR = re.compile(rf"\b{_NAME}(?:,\s*{_NAME})*,?\s+or\s+{_NAME}(?![\w’'-]| [A-Z])")
_LISTED = ("NOUN", "PROPN", "ADJ", "VERB")
_MODIFIERS = ("compound", "poss", "amod", "nmod")


def _conjuncts(token) -> list:
    found = []
    for child in token.children:
        if child.dep_ == "conj":
            found += [child, *_conjuncts(child)]
    return found


def _own_span(token) -> tuple[int, int]:
    """A list member's own words, without the members, "or" and commas the parse hangs below it."""
    left_out: set[int] = set()
    for child in token.children:
        if child.dep_ in ("conj", "cc") or child.dep_ == "punct" and child.text in (",", ";"):
            left_out |= _subtree(child)
    words = [t.i for t in token.subtree if t.i not in left_out]
    return min(words), max(words) + 1


def _plain(text: str) -> str:
    return " ".join(text.replace("’", "'").replace("‘", "'").split())


def _heads_clause(token) -> bool:
    if token.dep_ not in _CLAUSE_DEPS:
        return False
    if token.dep_ == "conj":  # a verb joined to a verb, not a noun of a list
        return token.pos_ in ("VERB", "AUX") and token.head.pos_ in ("VERB", "AUX")
    return token.pos_ in ("VERB", "AUX") or token.dep_ == "ROOT"


def _states(head) -> bool:
    """Whether a clause asserts: not a question, a supposition or a report (a hedge: `_clause`)."""
    subject = next((c for c in head.children if c.dep_ in _SUBJECTS), None)
    if subject is not None and any(c.i < subject.i and c.dep_ in ("aux", "auxpass") for c in head.children):
        return False  # "can I get", an inversion
    if subject is not None and head.pos_ == "AUX" and head.i < subject.i and head.dep_ != "conj":
        return False  # "am I eligible"
    if subject is not None and subject.tag_ in ("WP", "WDT"):
        return False
    if any(t.tag_ in ("WP", "WRB", "WDT") and t.i == head.left_edge.i for t in head.subtree):
        return False
    if any(c.dep_ in ("advcl", "ccomp") and _supposed(c) for c in head.children):
        return False  # "I will apply unless I find work": true only if
    if any(_indirect_question(c) for verb in _chain(head) for c in verb.children):
        return False  # "I want to know if I can claim", "tell me what I can get": it asks
    token = head
    while True:
        if _supposed(token):
            return False
        if token.dep_ in ("ccomp", "xcomp") and token.head.lemma_.lower() in lexicon.REPORTING:
            return False
        if token.head == token:
            return True
        token = token.head


def _supposed(head) -> bool:
    return any(c.dep_ == "mark" and c.lower_ in lexicon.SUPPOSING for c in head.children)


def _chain(head) -> list:
    """A verb and the verbs it governs as one predicate: "want to know", "like to ask"."""
    found = [head]
    while (following := next((c for c in found[-1].children if c.dep_ == "xcomp"), None)) is not None:
        found.append(following)
    return found


def _indirect_question(clause) -> bool:
    """A complement that is a question put as a clause: "whether I can claim", "what I can
    get" (an adverbial "when I was 20" states a time)."""
    return clause.dep_ == "ccomp" and (_supposed(clause) or clause.left_edge.tag_ in ("WP", "WRB", "WDT"))


def _clause(head, heads) -> Clause | None:
    inner = {h.i for h in heads if h != head and head in h.ancestors}
    tokens = [t for t in head.subtree if not any(t.i == i or t.i in _subtree(head.doc[i]) for i in inner)]
    subjects = [c for c in head.children if c.dep_ in _SUBJECTS]
    borrowed = []
    if not subjects and head.dep_ == "conj":  # "I'm 67 and live in Spain": the subject of the first verb
        first = head
        while first.dep_ == "conj" and not any(c.dep_ in _SUBJECTS for c in first.children):
            first = first.head
        subjects = [c for c in first.children if c.dep_ in _SUBJECTS]
        borrowed = [t for s in subjects for t in s.subtree]
    auxes = _auxiliaries(head)
    borrowed += [a for a in auxes if a.head != head]
    tokens = _trim(tokens)
    if not tokens or any(t.lower_ in lexicon.HEDGES for t in tokens):
        return None
    negations, drop, replace = _negations(head, tokens, subjects)
    if negations is None:
        return None
    negations += _shared_negation(head, subjects)
    kept = sorted({*borrowed, *tokens}, key=lambda t: t.i)
    _second_person(kept, subjects, replace)
    statement = " ".join(questions.join_tokens([t for t in kept if t.i not in drop], replace).split())
    span = head.doc[tokens[0].i:tokens[-1].i + 1]
    content = [t for t in kept if t.i not in drop]
    who = _subjects(head, subjects)
    quantities = tuple(Quantity(found.what, _words(head.doc, found.tokens),
                                _proposition(head, [t for t in content if t.i not in found.tokens],
                                             _of_whom(head, found, who), auxes))
                       for found in amounts([t for t in tokens if t.i not in drop]))
    return Clause(span.text, span.start_char, span.end_char, statement, negations % 2 == 1,
                  _proposition(head, content, who, auxes), quantities)


def _of_whom(head, found, who: frozenset[str]) -> frozenset[str]:
    """Whom an age is said of: the person it describes ("I have a 3-year-old son", "a son who
    is 3", "a child aged 3", "a child under 5"), not the clause's subject, unless that is the person ("I'm a
    45-year-old mother", "my 6-year-old daughter lives with me")."""
    if not getattr(found.what, "age", False):
        return who
    token = head.doc[min(found.tokens)]
    while token != head and token.head != token:
        noun = compared_person(token) if token.dep_ == "prep" else token.head
        if token.dep_ in ("amod", "acl", "relcl", "prep") and noun is not None and noun.pos_ in ("NOUN", "PROPN"):
            if noun.head == head and noun.dep_ in (*_SUBJECTS, "attr"):
                return who
            # what the writer has is theirs ("I have a son": your son)
            mine = noun.dep_ == "dobj" and head.lemma_ == "have" and who == {"you"}
            return frozenset(_named(noun, _owner(noun) or ("your" if mine else "")))
        token = token.head
    return who


def _auxiliaries(head) -> list:
    """A verb's auxiliaries; a participle joined to another verb without its own shares that
    verb's ("I have never had benefits or committed fraud": "have committed")."""
    own = [c for c in head.children if c.dep_ in ("aux", "auxpass")]
    # a past form after a participle is one too ("have never claimed X or worked Y")
    if own or head.dep_ != "conj" or head.tag_ not in ("VBN", "VBG", "VBD") or head.head.tag_ not in ("VBN", "VBG"):
        return own
    return [c for c in head.head.children if c.dep_ in ("aux", "auxpass")]


def _words(doc, indices: frozenset[int]) -> str:
    return doc[min(indices):max(indices) + 1].text


def _shared_negation(head, subjects: list) -> int:
    """The negation a verb shares with the one it is an alternative to: "I have never had
    benefits or committed fraud" denies both; after "and" the second verb stands alone."""
    if head.dep_ != "conj" or any(c.dep_ in _SUBJECTS for c in head.children) or any(
            c.dep_ in ("aux", "auxpass") for c in head.children):
        return 0
    first = head.head
    joint = next((t for t in reversed(head.doc[first.i:head.left_edge.i]) if t.dep_ == "cc"), None)
    if joint is None or joint.lower_ not in ("or", "nor"):  # the parse may hang it on a noun before
        return 0
    return sum(1 for v in (first, *(c for c in first.children if c.dep_ in ("aux", "auxpass")))
               for c in v.children if c.dep_ == "neg")


def _subtree(token) -> set[int]:
    return {t.i for t in token.subtree}


def _trim(tokens: list) -> list:
    """Without the joining words and punctuation at either end, nor a leading "Yes," / "No,"."""
    while tokens and (tokens[0].is_punct or tokens[0].dep_ in ("cc", "mark", "intj")
                      or tokens[0].lower_ in lexicon.INTERJECTIONS and tokens[0].dep_ in ("intj", "advmod", "det")
                      and len(tokens) > 1 and tokens[1].is_punct):
        tokens = tokens[1:]
    while tokens and (tokens[-1].is_punct or tokens[-1].dep_ == "cc"):
        tokens = tokens[:-1]
    return tokens


def _negations(head, tokens: list, subjects: list) -> tuple[int | None, set[int], dict[int, str]]:
    """How many negations the clause's own verb carries, the tokens that carry them (left out
    of the positive statement), and the words that change without them ("did not go" -> "went")."""
    auxes = [c for c in head.children if c.dep_ in ("aux", "auxpass")]
    verbs = [head, *auxes]
    negs = [c for v in verbs for c in v.children if c.dep_ == "neg"]
    drop = {t.i for t in negs}
    replace: dict[int, str] = {}
    nominals = [c for c in head.children if c.dep_ in ("dobj", "attr", "nsubj", "nsubjpass", "pobj")]
    nominals += [g for c in head.children if c.dep_ == "prep" for g in c.children if g.dep_ == "pobj"]
    for nominal in nominals:
        for det in nominal.children:
            if det.dep_ == "det" and det.lower_ in lexicon.NEGATIVE_DETERMINERS:
                negs.append(det)
                drop.add(det.i)
    count = len(negs)
    for subject in subjects:
        if subject.lower_ in lexicon.NEGATIVE_PRONOUNS:
            of = next((c for c in subject.children if c.dep_ == "prep" and c.lower_ == "of"), None)
            if of is None:
                return None, drop, replace  # "nothing is", "nobody has": no positive statement
            count += 1
            drop |= {subject.i, of.i}
    if any(t.lower_ in lexicon.NEGATIONS and t.i not in drop for t in tokens):
        return None, drop, replace  # a negation the clause's verb does not carry: what it denies is unclear
    do = next((a for a in auxes if a.lemma_ == "do" and a.i not in drop), None)
    if do is not None and negs and head.pos_ == "VERB":
        drop.add(do.i)
        tag = {"VBD": "VBD", "VBZ": "VBZ"}.get(do.tag_)
        if tag:
            replace[head.i] = (wordforms.inflections(head.lemma_, tag) or (head.text,))[0]
    for token in tokens:
        if token.lower_ in _CONTRACTED and token.pos_ in ("AUX", "VERB"):
            replace[token.i] = f" {_CONTRACTED[token.lower_]}" if not token.text[:1].isalpha() else \
                _CONTRACTED[token.lower_]
        elif token.lower_ in ("'s", "’s") and token.pos_ == "AUX":
            replace[token.i] = " has" if token.head.tag_ == "VBN" and token.head.lemma_ != "be" else " is"
    return count, drop, replace


def _second_person(tokens: list, subjects: list, replace: dict[int, str]) -> None:
    """The writer as "you", in `replace`: "I was" -> "you were", "my" -> "your"."""
    replace.update({t.i: _SECOND_PERSON[t.lower_] for t in tokens if t.lower_ in _SECOND_PERSON
                    and t.pos_ == "PRON" and not (t.lower_ == "us" and t.text == "US")})
    if not any(s.lower_ in ("i", "we") for s in subjects):
        return
    for token in tokens:
        if token.pos_ in ("AUX", "VERB") and any(s.head == token for s in subjects) or (
                token.dep_ in ("aux", "auxpass") and any(s.head == token.head for s in subjects)):
            word = replace.get(token.i, token.lower_).strip()
            if word in _WITH_YOU:
                replace[token.i] = f" {_WITH_YOU[word]}" if not token.text[:1].isalpha() else _WITH_YOU[word]


def _subjects(head, subjects: list | None = None) -> frozenset[str]:
    """Who or what the clause is about, as a question would name it: "you", "your partner", "it"."""
    if subjects is None:
        subjects = [c for c in head.children if c.dep_ in _SUBJECTS] or [
            g for c in head.children if c.dep_ in ("aux", "auxpass") for g in c.children if g.dep_ in _SUBJECTS]
        # ('you are married': the small model hangs 'you' on 'are', not on 'married')
    found = set()
    for subject in subjects:
        for member in (subject, *_conjuncts(subject)):
            if member.lower_ in lexicon.NEGATIVE_PRONOUNS:
                member = next((g for c in member.children if c.lower_ == "of" for g in c.children), member)
            word = _SECOND_PERSON.get(member.lower_, member.lower_)
            if member.pos_ == "PRON" or member.dep_ == "expl":
                found.add("it" if word in lexicon.THINGS else word)
                continue
            found |= _named(member)
    return frozenset(found)


def _named(noun, owner: str | None = None) -> set[str]:
    """A noun as a question names who it is ("your daughter"), and as the kinds it is ("your
    child"): a statement of one is said of the other, not the other way round."""
    if owner is None:
        owner = _owner(noun)
    lemma = noun.lemma_.lower()
    return {f"{owner} {kind}" if owner else kind for kind in (lemma, *lexicon.KINDS_OF.get(lemma, ()))}


def _proposition(head, tokens: list, subjects: frozenset[str], auxes: list | None = None) -> Proposition:
    subject_tokens = {t.i for t in tokens if any(a.dep_ in _SUBJECTS and (
        a.head == head or a.head.head == head and a.head.dep_ in ("aux", "auxpass")) for a in [t, *t.ancestors])}
    words, names, marks = [], set(), set()
    particle = _particle(head)
    for token in tokens:
        lower = token.lower_
        lemma = _CONTRACTED.get(lower, token.lemma_.lower())
        if lemma in lexicon.MODALITY and token.pos_ in ("VERB", "AUX", "ADJ"):
            marks.add(lemma)
        if lower in lexicon.SHIFTING:
            marks.add(lower)
        if token.pos_ in ("PROPN", "NUM") or token.ent_type_ in ("GPE", "ORG", "NORP", "LOC"):
            names.add(lower)
        if _owning(token) is not None or token == particle:
            continue  # "a relative of yours" is your relative (`_owner`); "pass away" is "die"
        if token.pos_ == "PRON" and token.dep_ == "pobj" and token.lower_ not in lexicon.THINGS:
            words.append(Word(frozenset({_SECOND_PERSON.get(lower, lower)}), _role(token)))  # "between you"
        if token == head or token.i in subject_tokens or token.pos_ not in _CONTENT_POS:
            continue
        if token.lemma_.lower() in _LIGHT_VERBS or lower in lexicon.EMPTY_ADVERBS or lower in lexicon.MODALITY:
            continue
        words.append(Word(_forms(token), _role(token), _owner(token), lexicon.KINDS_OF.get(token.lemma_.lower(),
                                                                                          frozenset())))
    verb = head.lemma_.lower() if particle is None else lexicon.PHRASAL[f"{head.lemma_.lower()} {particle.lower_}"]
    root, tense = _same_verb(verb), _tense(head, auxes)
    if head.lower_ == "got" and tense == "perfect":
        root, tense = "have", "present"  # "I've got a car" has one
    if head.tag_ == "VBN" and any(a.dep_ == "auxpass" and a.lemma_ == "be" for a in (auxes or head.children)) \
            and not any(c.dep_ == "agent" for c in head.children):
        # "you are disabled": the parser reads a participle as the verb or as an adjective, by context
        root = "be"
        if any(t.i == head.i for t in tokens):  # not when it is the amount's own word ("aged 60")
            words.append(Word(_forms(head)))
    return Proposition(root, subjects, tuple(words), frozenset(names), frozenset(marks), tense)


def _forms(token) -> frozenset[str]:
    lower = token.lower_
    forms = {lower, token.lemma_.lower()}
    for lemmas in wordforms.lemmas(lower).values():
        forms.update(lemmas)
    return frozenset(forms)


def _role(token) -> str:
    """The preposition a word hangs on, through a list it is part of ("in the UK or France")."""
    while token.dep_ == "conj":
        token = token.head
    return token.head.lemma_.lower() if token.dep_ == "pobj" and token.head.dep_ in ("prep", "agent") else ""


def _owner(token) -> str:
    owner = next((c for c in token.children if c.dep_ == "poss"), None)
    if owner is not None:
        return _SECOND_PERSON.get(owner.lower_, owner.lower_)
    return next((whose for c in token.children if c.dep_ == "prep" for o in c.children if (whose := _owning(o))), "")


def _owning(token) -> str | None:
    """'your' for the 'yours' of "a relative of yours" ("a cousin of mine"): whose the noun it
    hangs on is; None for any other word."""
    if token.dep_ != "pobj" or token.head.lower_ != "of" or token.head.head.pos_ not in ("NOUN", "PROPN"):
        return None
    return _OWNING.get(_SECOND_PERSON.get(token.lower_, token.lower_))


_OWNING = {"yours": "your", "theirs": "their", "his": "his", "hers": "her"}


def _particle(verb):
    """The particle of a phrasal verb that says one word of a rule's ("pass away": "die",
    `lexicon.PHRASAL`), or None."""
    return next((c for c in verb.children if c.dep_ in ("prt", "advmod")
                 and f"{verb.lemma_.lower()} {c.lower_}" in lexicon.PHRASAL), None)


def _same_verb(lemma: str) -> str:
    return next((min(group) for group in lexicon.SAME_VERB if lemma in group), lemma)


def _tense(head, auxes: list | None = None) -> Tense:
    if auxes is None:
        auxes = [c for c in head.children if c.dep_ in ("aux", "auxpass")]
    if any(_CONTRACTED.get(a.lower_, a.lemma_.lower()) in ("will", "shall") for a in auxes):
        return "future"
    if any(a.lemma_ == "have" for a in auxes) and (head.tag_ == "VBN" or any(a.lower_ == "been" for a in auxes)):
        return "past" if any(a.tag_ == "VBD" and a.lemma_ == "have" for a in auxes) else "perfect"
    if head.tag_ == "VBD" or any(a.tag_ == "VBD" for a in auxes):
        return "past"
    return "present"
