"""Words that stand for something named before, replaced by what they name.

A question must name what it asks about: 'Does she reach State Pension age?' cannot be answered
from the question alone, 'Does your wife reach ...' can. Each unit's text is rewritten in place;
its span still cites the original.
"""

from __future__ import annotations

import re

from nesy_chat.nlp import questions, wordforms
from nesy_chat.synthesis import numbers
from nesy_chat.synthesis.rules.constructs import construct
from nesy_chat.synthesis.rules.lexicon import _GENDERED, _NOT_A_THING, _PARTIES, _PLURAL_ONLY, _SINGULAR
from nesy_chat.synthesis.rules.normalise import _plain
from nesy_chat.synthesis.rules.realise import _SEVERAL, _person_word
from nesy_chat.synthesis.structure import Layout

_MARK_RE = re.compile(r"\b(only if|as long as|provided that|provided|providing|if|unless|whenever|when|where|once)\b",
                      re.IGNORECASE)


_THIRD_PARTY = re.compile(rf"\b(?:your|the|this)\s+(?:{_PARTIES}|representative)\b(?=\s+(?:is|are|was|were|has|have|"
                          r"had|must|can|could|may|might|will|would|should|does|did|\w+s|\w+ed)\b)", re.IGNORECASE)


_MENTION = re.compile(rf"\b((?:your|the|this)\s+(?:{_PARTIES})(?:\s+or\s+(?:civil partner|partner|spouse))?)"
                      r"(?:['’]s)?\b", re.IGNORECASE)  # a third party, as subject or not


_THEY = re.compile(r"\b(they|them|their|theirs|themselves)(?:(?:\s+|'|’)(are|were|have|do|re|ve|don['’]t|aren['’]t|"
                   r"weren['’]t|haven['’]t))?\b", re.IGNORECASE)


def resolve_pronouns(layout: Layout) -> None:
    """'This person must be 18. They shouldn't be your child': 'they' is the person named
    before, not the reader; so is 'they' in 'for your child if they're under 16', named
    earlier in the same sentence. Each unit's text is rewritten in place (its span still cites
    the original); without a third party named before, 'they' is left to mean the reader."""
    referent = None
    previous = ""
    names: dict[str, set[str]] = {}  # the names of things given so far, by their last word
    # the words 'the' stands before somewhere in the text: only a name ending in one is wanted
    wanted = set(re.findall(r"\b[Tt]he\s+([a-z]+)\b", "\n".join(unit.text for unit in layout.units)))
    for unit in layout.units:
        # a third party named as owner or after a preposition ('your partner's pension', 'for your
        # child'); as subject, the sentence is about them and 'they' is asked as it stands
        mentions = [m for m in _MENTION.finditer(unit.text) if m.group(0)[-2:] in ("'s", "’s")
                    or re.search(r"\b(?:for|to|of|with|from|about|on behalf of)\s+$", unit.text[:m.start()], re.I)]
        # the sentence's subject, for 'they' in its condition: 'Your landlord may be asked to repay
        # if they're responsible' (if they are the reader, the sentence would say 'you')
        mentions += [m for m in _THIRD_PARTY.finditer(unit.text)
                     if m.start() == len(unit.text) - len(unit.text.lstrip()) and _MARK_RE.search(unit.text, m.end())]
        mentions.sort(key=lambda m: m.start())
        named: set[int] = set()
        several = _SEVERAL.search(unit.text)
        kinds = _of_a_kind(unit.text)  # 'Agency workers can't apply, except when they're ...': they are those

        # B023: resolve is called only by this iteration's _THEY.sub below, so the loop's
        # variables it reads are this unit's
        def resolve(match: re.Match) -> str:
            if several and several.start() <= match.start():  # noqa: B023
                # 'the claim for both of them if they live with you': they are both of them
                after = several.end() <= match.start() and match.group(1).lower() == "they"  # noqa: B023
                return several.group(0).lower() + match.group(0)[4:] if after else match.group(0)  # noqa: B023
            before = [m for m in mentions if m.end() <= match.start()]  # noqa: B023
            # 'both of them' may be two; 'their' is asked as is; 'them' is who was named ('to your
            # partner if you earn less than them')
            if before and match.group(1).lower() in ("they", "them"):
                if before[-1].start() in named:  # noqa: B023
                    return match.group(0)  # named once: 'your partner died before they reached their ...'
                named.add(before[-1].start())  # noqa: B023
                return _replace_they(match, _party(before[-1]))
            if referent is None or -1 in named or kinds:  # noqa: B023
                return match.group(0)  # named once: 'your partner died while they were deferring their ...'
            if match.group(1).lower() == "they":
                named.add(-1)  # noqa: B023
            return _replace_they(match, referent)  # noqa: B023

        unit.text = _antecedents(_resolve_ellipsis(_THEY.sub(resolve, unit.text), previous), previous, names)
        previous = unit.text
        for head, name in _names(unit.text, wanted):
            names.setdefault(head, set()).add(name)
        found = list(_THIRD_PARTY.finditer(unit.text))
        if not found and unit.text.rstrip().endswith(":"):
            # 'your partner's pension if: * they died ...': the party the list's intro names
            found = mentions[-1:]
        if found:
            referent = _party(found[-1])


@construct
def _antecedents(text: str, previous: str, names: dict[str, set[str]] | None = None) -> str:
    """A word that stands for something named before it, in the sentence or the one before,
    replaced by what it names: 'she' by 'your wife', 'one' by 'an interpreter', 'when this is
    reached' by 'the target amount', 'yours' by 'your State Pension age', 'that date' by the
    date, 'the card' by the Carer Concession Card named anywhere before it. A question must
    name what it asks about: 'Does she reach State Pension age?' cannot be answered from the
    question alone; and a rule on 'the card' is a rule on the card its text is about."""
    text = _resolve_one(_resolve_she(_resolve_the(text, names or {})))
    return _resolve_that_date(_resolve_yours(_resolve_this(text, previous)), previous)


_CAPITALISED = re.compile(r"\b[A-Z][\w’'-]*")


def _names(text: str, wanted: set[str]) -> list[tuple[str, str]]:
    """The names of things the text gives, each with its last word: ('card', 'a Carer
    Concession Card'), ('allowance', "Carer's Allowance"); a name is two or more capitalised
    words ('the Capital Gains Tax calculator' names a calculator, not a tax). Only names whose
    last word is `wanted` ('the card' somewhere in the text) are looked for: parsing is dear."""
    found = []
    capitalised = {word.lower() for word in _CAPITALISED.findall(text)}
    for chunk in questions.parse(text).noun_chunks if wanted & capitalised else ():
        words = [t for t in chunk if t.dep_ != "det" and t.tag_ != "POS"]
        if len(words) > 1 and all(t.text[:1].isupper() for t in words):
            article = chunk[0].lower_ if chunk[0].dep_ == "det" and chunk[0].lower_ in ("a", "an", "the") else ""
            found.append((chunk.root.lower_, f"{article} {text[words[0].idx:chunk.end_char]}".strip()))
    return found


def _resolve_the(text: str, names: dict[str, set[str]]) -> str:
    """'You can get a Carer Concession Card if ... You can't get the card if ...': the card is
    the one named before, anywhere above it in the text (its heading too), when only one name
    there ends in that word; kept as written when none does, or two do. It is named as it was
    ('a Carer Concession Card', 'Carer's Allowance'), so both sentences make one claim."""
    for chunk in reversed(list(questions.parse(text).noun_chunks) if names and "the " in text.lower() else []):
        found = names.get(chunk.root.lower_, ()) if len(chunk) == 2 and chunk[0].lower_ == "the" \
            and chunk.root.text.islower() else ()
        if len(found) == 1:
            text = f"{text[:chunk.start_char]}{next(iter(found))}{text[chunk.end_char:]}"
    return text


# 'she' or 'he' after a wife or husband, a mother or father, named before it
_SHE = re.compile(r"\b(she|he)\b", re.IGNORECASE)


def _resolve_she(text: str) -> str:
    """'If you're a man claiming the increase for your wife, you'll stop receiving it when she
    reaches State Pension age': she is your wife, named before in the sentence, as 'they' is
    ('Does your wife reach State Pension age?', not 'Does she ...?'); once, as 'they' is."""
    for match in _SHE.finditer(text):
        if named := [m for m in _MENTION.finditer(text[:match.start()])
                     if m.group(1).split()[-1].lower() in _GENDERED[match.group(1).lower()]]:
            return f"{text[:match.start()]}{_party(named[-1])}{text[match.end():]}"
    return text


# a sentence about a kind of person: 'Agency workers can't ...', 'All employees have ...'
_KIND_SUBJECT = re.compile(r"^\s*(?:all\s+|most\s+)?(?:[a-z-]+\s+){0,2}(?P<kind>[a-z-]+s)\s+(?:can|cannot|can['’]t|"
                           r"could|may|might|must|will|won['’]t|would|should|are|aren['’]t|have|do|don['’]t|need)\b",
                           re.IGNORECASE)


def _of_a_kind(text: str) -> bool:
    """Whether the sentence's subject is a kind of person, the one its own 'they' stands for."""
    found = _KIND_SUBJECT.match(text)
    return found is not None and _person_word(found.group("kind"))


def _party(match: re.Match) -> str:
    """The third party a match of _MENTION or _THIRD_PARTY names ('your partner' of 'Your partner's'),
    as it goes in running text."""
    party = match.group(1) if match.re is _MENTION else match.group(0)
    return party[0].lower() + party[1:]


_ELLIPSIS = re.compile(r"^(If you (?:do|did|don['’]t|do not|didn['’]t|did not))(?=\s*,)", re.IGNORECASE)


_YOU_DO = re.compile(r"\byou\s+((?!(?:can|could|may|might|must|will|would|should|are|were|'re|’re)\b)"
                     r"[a-z]+\b[^,.;:(]*)")


_STRANDED_TO = re.compile(r"\b(able|allowed|entitled|want|have|need|going)\s+to(?=\s+(?:if|unless|when|as long as|"
                         r"provided|once)\b)", re.IGNORECASE)  # 'you may be able to if ...'


_MODAL_VP = re.compile(r"\b(?:can|could|may|might|will|would|should|must)(?:n?'t|\s+not)?\s+"
                       r"(?:(?:normally|usually|also|still|only|generally|always)\s+)?(?P<vp>[a-z]+\b[^,.;:(]*)",
                       re.IGNORECASE)


@construct
def _resolve_ellipsis(text: str, previous: str) -> str:
    """'Check you have the latest version. If you don't, contact X': if you don't have the
    latest version; what is elided is the last thing the sentence before says you do, or may
    do ('You can choose to defer it. If you do, ...'). 'You can't normally get Child Tax Credit.
    However, you may be able to if ...': able to get it."""
    previous = _plain(previous)
    if (stranded := _STRANDED_TO.search(text)) and (said := _MODAL_VP.search(previous)) \
            and "VERB" in wordforms.lemmas(said.group("vp").split()[0]):
        text = f"{text[:stranded.end()]} {said.group('vp').strip()}{text[stranded.end():]}"
    if (match := _ELLIPSIS.match(text)) is None:
        return text
    done = [m.group(1) for m in _YOU_DO.finditer(previous)] or [m.group("vp") for m in _MODAL_VP.finditer(previous)]
    if not done or "VERB" not in wordforms.lemmas(done[-1].split()[0]):
        return text
    return f"{re.sub(r' do$', '', match.group(1), flags=re.I)} {done[-1].strip()}{text[match.end():]}"


# 'one' standing for a thing: 'asked for one', 'need one.' (not 'one of', 'one day')
_ONE = re.compile(r"\b(?:for|need|needs|have|has|get|want|got|had)\s+(one)\b(?=\s*(?:[,.;:)]|$|\s+(?:if|to|before|"
                  r"when|and|or|unless)\b))", re.IGNORECASE)


def _resolve_one(text: str) -> str:
    """'The tribunal will provide you with an interpreter if you've asked for one': one is an
    interpreter, the last thing named with 'a' or 'an' before it in the sentence."""
    match = _ONE.search(text)
    before = [c for c in questions.parse(text[:match.start(1)]).noun_chunks if c[0].lower_ in ("a", "an")] \
        if match else []
    return f"{text[:match.start(1)]}{before[-1].text}{_resolve_one(text[match.end(1):])}" if before else text


# 'When this is reached': 'this' done to, a thing the sentence before named
_THIS_DONE = re.compile(r"^((?:when|once|if|after)\s+)this(?=\s+(?:is|has been|was)\s+\w+ed\b)", re.IGNORECASE)


def _resolve_this(text: str, previous: str) -> str:
    """'You can set a target amount. When this is reached, deductions stop': the target
    amount, the last thing named with 'a' or 'an' before."""
    match = _THIS_DONE.match(text)
    named = [c for c in questions.parse(previous).noun_chunks if c[0].lower_ in ("a", "an")] if match else []
    return f"{match.group(1)}the {named[-1][1:].text}{text[match.end():]}" if named else text


# 'after you reached yours': your one of a thing of theirs named before it
_YOURS = re.compile(r"\byours\b", re.IGNORECASE)


def _resolve_yours(text: str) -> str:
    """'if they died before they reached their State Pension age and after you reached yours':
    yours is your State Pension age, the thing of theirs named before it in the sentence
    ('Did your partner die after you reached yours?' names nothing)."""
    match = _YOURS.search(text)
    doc = questions.parse(text[:match.start()]) if match else ()
    theirs = [t for t in doc if t.lower_ in ("their", "his", "her") and t.dep_ == "poss" and t.head.pos_ == "NOUN"]
    if not theirs:
        return text
    thing = doc[theirs[-1].i + 1:theirs[-1].head.i + 1].text
    return f"{text[:match.start()]}your {thing}{text[match.end():]}"


# a date in full: '6 April 2016', 'April 6, 2016'
_DATE = re.compile(rf"\b(?:\d{{1,2}}\s+{numbers.MONTH}\s+\d{{4}}|{numbers.MONTH}\s+\d{{1,2}},?\s+\d{{4}})\b",
                   re.IGNORECASE)


# 'on or after that date': a date named before it
_THAT_DATE = re.compile(r"\b(?:that|this|the same)\s+date\b", re.IGNORECASE)


def _resolve_that_date(text: str, previous: str) -> str:
    """'they died before 6 April 2016 but would have reached State Pension age on or after that
    date': that date is the last date named before it, in the sentence or the one before
    ('Would your partner have reached State Pension age on or after 6 April 2016?'); 'that
    date' alone asks nothing a reader can answer. Left as it is when no date was named."""
    match = _THAT_DATE.search(text)
    dates = (_DATE.findall(text[:match.start()]) or _DATE.findall(previous)) if match else []
    return f"{text[:match.start()]}{dates[-1]}{_resolve_that_date(text[match.end():], dates[-1])}" if dates else text


@construct
def _replace_they(match: re.Match, referent: str) -> str:
    pronoun, verb = match.group(1).lower(), match.group(2)
    if pronoun == "themselves":
        return match.group(0)  # 'if they start claiming for themselves': the reflexive stays
    phrase = {"their": f"{referent}'s", "theirs": f"{referent}'s"}.get(pronoun, referent)
    if match.start() == 0 or match.string[:match.start()].rstrip().endswith((".", ":")):
        phrase = phrase[0].upper() + phrase[1:]
    return phrase if verb is None else f"{phrase} {_SINGULAR.get(verb.lower(), verb)}"


def resolve_it(layout: Layout) -> None:
    """'You can swap your licence if: * it is still valid', 'if you own the house, you live in
    it': 'it' is the thing named before it, in its sentence or in the sentence that opens its
    list ('Is your licence still valid?', 'Do you live in the house?'). A question must name
    what it asks about, and a reader of the question alone cannot tell what 'it' is. Left as
    written when nothing there is a thing, or 'it' stands for nothing ('if it takes longer').
    Likewise 'Claims must ...' is of the reader's claim (`_the_readers_own`)."""
    for block in layout.blocks:
        if block.kind == "paragraph":
            before = ""  # 'The warranty covers faults. It does not cover misuse': the sentence before's
            for unit in block.units:
                unit.text = _resolve_it(_the_readers_own(unit.text), before if _IT_OPENS.match(unit.text) else "",
                                        subject_only=True)
                before = unit.text
        elif block.kind == "list":
            intro = layout.units[block.items[0].unit.index - 1].text if block.items[0].unit.index else ""
            for item in _all_items(block.items):
                item.unit.text = _resolve_it(item.unit.text, intro if intro.rstrip().endswith(":") else "")


_IT_OPENS = re.compile(r"^\s*It\s+(?!is\s+(?:\w+\s+)?(?:to|that)\b)\w+", re.IGNORECASE)


# 'Claims must be submitted within 3 months', 'Items must be unused': a requirement of every one of a kind of thing
_THINGS_MUST = re.compile(r"^(\s*)([A-Z][a-z]+s)(?=\s+(?:must|should|need to|have to|will need to|will have to)\b)")


@construct
def _the_readers_own(text: str) -> str:
    """'Claims must be submitted within 3 months' asks of the reader's: 'Is your claim submitted
    within 3 months?', not 'Are claims submitted ...?' (a kind of person is the reader, as 'Employees
    must' is read elsewhere; a word only plural stays so: 'your goods')."""
    match = _THINGS_MUST.match(text)
    if match is None or _person_word(match.group(2)):
        return text
    plural = match.group(2).lower()
    one = plural if plural in _PLURAL_ONLY else wordforms.lemmas(plural).get("NOUN", ("",))[0]
    if not one or one == plural and plural not in _PLURAL_ONLY:
        return text
    rest = text[match.end():] if one == plural else re.sub(r"\btheir\b", "its", text[match.end():])
    return f"{match.group(1)}Your {one}{rest}"


def _all_items(items):
    """A list's items and, after each, the items of its own list."""
    for item in items:
        yield item
        yield from _all_items(item.children)


@construct
def _resolve_it(text: str, intro: str, subject_only: bool = False) -> str:
    """`text` with each 'it' that stands for a thing named before it (in `intro` or earlier in
    `text`, in another clause) replaced by that thing; of `intro`, only the thing its main
    clause is about when `subject_only` (the sentence before: 'An EIDL can help you ... had the
    disaster not occurred. It provides relief': the EIDL)."""
    if not re.search(r"\bit\b", text, re.IGNORECASE):
        return text
    doc = questions.parse(f"{intro} {text}" if intro else text)
    offset = len(intro) + 1 if intro else 0
    out, last = [], offset
    for token in (t for t in doc if t.lower_ == "it" and t.idx >= offset and not _dummy(t)):
        clause = _clause(token)
        named = [c for c in doc.noun_chunks if c.end <= token.i and _clause(c.root) != clause and (
            _subject_thing(c) if subject_only and c.start_char < offset else _a_thing(c))]
        if not named:
            continue
        # a subject before an object: 'if your property can't be lived in, we pay the rent until it is fit'
        thing = ([c for c in named if c.root.dep_ != "dobj"] or named)[-1]
        # all the things named together: 'your phone, tablet or laptop'
        end = max([thing.end - 1] + [c.right_edge.i for c in thing.root.children if c.dep_ == "conj"])
        words = doc[thing.start:end + 1].text
        words = words if thing[0].pos_ == "PROPN" else words[0].lower() + words[1:]
        out += [doc.text[last:token.idx], words[0].upper() + words[1:] if token.text == "It" else words]
        last = token.idx + len(token.text)
        if token.i + 1 < len(doc) and doc[token.i + 1].lower_ in ("'s", "’s"):  # "it's": the house is
            out.append(" is" if doc[token.i + 1].lemma_ == "be" else " has")
            last = doc[token.i + 1].idx + len(doc[token.i + 1].text)
    return "".join(out) + doc.text[last:] if out else text


def _a_thing(chunk) -> bool:
    """A thing named as subject or object, one and known ('your licence', 'the house',
    'alcohol'), not a person, a time or a thing named in passing ('a driving test')."""
    root = chunk.root
    first = chunk[0]
    return root.pos_ == "NOUN" and root.tag_ == "NN" and root.dep_ in ("nsubj", "nsubjpass", "dobj") \
        and root.lemma_.lower() not in _NOT_A_THING and not _person_word(root.text) \
        and (first.lower_ in ("the", "your", "this", "that", "our", "their") or first.dep_ == "poss"
             or first.dep_ != "det" and root.dep_ in ("nsubj", "nsubjpass"))


def _subject_thing(chunk) -> bool:
    """The subject of its sentence's main verb, a thing ('An EIDL', 'The warranty')."""
    root = chunk.root
    return root.dep_ in ("nsubj", "nsubjpass") and root.head.dep_ == "ROOT" and root.pos_ in ("NOUN", "PROPN") \
        and root.tag_ in ("NN", "NNP") and not _person_word(root.text)


def _dummy(token) -> bool:
    """'it' that stands for nothing, or for what a sentence says: 'it takes longer', 'it is
    more than 3 months since', 'it is hard to walk', 'makes it hard', 'it was your fault'."""
    head = token.head
    if token.dep_ == "pobj":  # 'live in it', not 'next to it'
        return head.head.pos_ not in ("VERB", "AUX")
    return token.dep_ not in ("nsubj", "nsubjpass", "dobj") or head.lemma_ in ("take", "seem", "appear") \
        or any(c.dep_ in ("ccomp", "xcomp", "csubj") or c.dep_ == "aux" and c.lower_ == "to"  # 'for it to go on'
               or c.dep_ == "advcl" and any(m.lower_ == "since" for m in c.children) for c in head.children) \
        or token.dep_ == "dobj" and token.i + 1 < len(token.doc) and token.doc[token.i + 1].pos_ == "ADJ" \
        or head.pos_ == "ADJ" and head.dep_ in ("ccomp", "xcomp", "oprd") \
        or head.lemma_ == "be" and any(c.dep_ == "attr" and any(p.dep_ == "poss" for p in c.children)
                                       for c in head.children)  # 'if it was your fault'


def _clause(token):
    """The verb whose clause a token is in."""
    while token.pos_ not in ("VERB", "AUX") and token.head is not token:
        token = token.head
    return token
