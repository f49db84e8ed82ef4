"""Sentences that describe a programme: who it is for, what it provides, permits, bans or caps.

'The program provides loans to farmers' is a rule for its reader: you can get a loan if you are a
farmer. Opening hours, amounts up to a limit and bans on doing things to places read likewise.
"""

from __future__ import annotations

import re

from nesy_chat.nlp import questions
from nesy_chat.synthesis.rules.conditions import _ASIDE, _sentence_condition
from nesy_chat.synthesis.rules.constructs import construct
from nesy_chat.synthesis.rules.coordination import _a, _article, _lemma, _object_of
from nesy_chat.synthesis.rules.ir import All, Any, Condition, Leaf, Rule
from nesy_chat.synthesis.rules.lexicon import (
    _ACTIVITY,
    _ALLOW,
    _BENEFICIARIES,
    _GIVE,
    _OPEN_TO,
    _PLAIN_PEOPLE,
    _PROVIDE,
    _WHO_BY,
)
from nesy_chat.synthesis.rules.realise import (
    _fix_be,
    _leaf,
    _noun_lemma,
    _of_reader,
    _person_statement,
    _phrase,
)
from nesy_chat.synthesis.rules.requirements import _combined, _conclusion, _heading_conclusion, _kinds, _one_of

_DAY = r"(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|weekdays?|weekends?|bank holidays?"


_CLOCK = r"\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|noon|midday|midnight"


_WINDOW = re.compile(rf"(?:\b(?:from|between|on)\s+)?(?:{_DAY}|{_CLOCK})(?:(?:\s*(?:,|to|and|-|–|until|till)\s*|\s+)"
                     rf"(?:{_DAY}|{_CLOCK}|local time|\(?UK time\)?))*", re.IGNORECASE)


_HOURS = re.compile(rf"^(?:from\s+)?({_CLOCK})\s*(?:to|-|–|until|till)\s*({_CLOCK})(?=\s|$)", re.IGNORECASE)


@construct
def _time_rule(text: str, unit, heading: str) -> list[Rule]:
    """Opening hours: 'Monday to Friday, 8:30am to 5pm' under a heading, or 'You can get
    support from 8:30 am to 5 pm, Monday to Friday': it holds when it is that time."""
    if not (windows := [m for m in _WINDOW.finditer(text) if re.search(_CLOCK, m.group(), re.I) or re.search(
            r"\bto\b|-|–", m.group())]):
        return []
    # the days and the hours are two things to know: 'Monday to Friday', 'between 8:30am and 5pm'
    whens = [_HOURS.sub(r"between \1 and \2", re.sub(r"^(?:from|between|on)\s+", "", part.strip(" ,"), flags=re.I))
             for m in windows for part in re.split(r",\s*", m.group()) if part.strip(" ,")]
    rest = text
    for m in reversed(windows):  # the text without its windows
        rest = rest[:m.start()] + rest[m.end():]
    rest = re.sub(r"\s+([,.])", r"\1", " ".join(rest.split())).strip(" ,.;:")
    # hours alone under a heading say when one can call or visit for what it names
    conclusion = _conclusion(rest) if len(rest.split()) >= 2 else questions.Condition(
        f"you can call or visit now ({heading})" if heading else "you can call or visit now", False)
    leaves = tuple(Leaf(f"it is {when}", False, unit.index) for when in whens)
    # together: 'Is it Monday to Friday, between 8:30am and 5pm?' for who knows both
    condition = leaves[0] if len(leaves) == 1 else All(leaves, "it is " + ", ".join(whens))
    return [Rule(conclusion.text, conclusion.negated, condition, unit.index)]


@construct
def _provision_rule(doc, unit) -> list[Rule]:
    """What a program is for, read as who can get it: 'Public Housing provides affordable homes
    for low-income families', 'FSA offers loans to family farmers and ranchers', 'Dental
    treatment is available to eligible Veterans', 'The fund was established to compensate
    fishermen', 'CSP helps agricultural producers maintain ...': you can get it if you are one
    of them (and, where it helps them do something, if you want to)."""
    if (root := questions.parse_root(doc)) is None:
        return []
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is not None and subject.lower_ == "you":
        return []  # 'You'll have to pay rent to your landlord': the reader gives, no program
    if subject is not None and subject.lemma_ in ("purpose", "aim", "goal"):
        # 'The purpose of the HFRP is to assist landowners': the program is the one that helps
        subject = _object_of(subject, "of") or subject
    # 'The SBA provides ...': you can get the SBA; a name keeps its capitals, 'It' does not
    name = "this" if subject is None else _phrase(
        subject.subtree, {t.i: t.lower_ for t in subject.subtree if t.dep_ == "det" or t.pos_ == "PRON"})
    verbs = [root, *(c for c in root.children if c.dep_ in ("xcomp", "advcl") and c.lemma_ in _PROVIDE)]
    # 'is available to eligible Veterans', 'makes home loans available to eligible Veterans'
    verbs += [c for c in root.children if c.dep_ in ("acomp", "ccomp", "oprd") and c.lower_ in _OPEN_TO]
    # 'FFP is a loan program that provides ...': what the program does
    verbs += [r for c in root.children if c.dep_ == "attr" and root.lemma_ == "be" for r in c.children
              if r.dep_ == "relcl" and r.lemma_ in _PROVIDE]
    if root.lemma_ in _ALLOW and (allowed := _allowed(root, unit)):
        return allowed
    for verb in (v for v in verbs if v.lemma_ in _PROVIDE | {"be"} or v.lower_ in _OPEN_TO):
        beneficiary = _beneficiary(verb)
        if beneficiary is None and (needed := _needed(verb)):
            # 'FFP provides long term financing for the cost of fishing vessels': no one named,
            # so it is for whoever needs what it provides, for what it is provided for
            return [Rule(f"you can get {name}", False, _sentence_condition(f"you need {needed}", unit.index),
                         unit.index)]
        if beneficiary is not None:
            direct = beneficiary.head.i == verb.i and beneficiary.dep_ == "dobj" or (
                beneficiary.head.head.i == verb.i and beneficiary.dep_ == "nsubj"
                and not any(c.dep_ == "mark" for c in beneficiary.head.children))  # 'helps producers maintain'
            kinds = _kinds(beneficiary, direct)
            if all(_anyone(kind) for kind in kinds):
                # 'is not paid to anyone on a short contract', 'helps people with rent': anyone, so
                # what follows says who, though the parse hangs it on the verb; else no case of it
                said = [c for c in verb.children if c.dep_ == "prep" and c.i > beneficiary.i and c.lower_ in _WHO_BY]
                kinds = [f"{beneficiary.text} {_phrase(said[0].subtree)}"] if said else _kinds(beneficiary, True)
                if all(_anyone(kind) for kind in kinds):
                    return []
            condition = _one_of([_kind_condition(member, unit.index) for member in kinds])
            if (wanted := _helped_to(verb, beneficiary)) is not None:
                # 'CSP helps agricultural producers maintain and improve their systems': what it
                # helps them do is what they want, a condition as the kind is
                condition = _wanting(condition, wanted, unit.index)
            # 'is not available to students', 'does not lend to businesses that ...': they can't
            denied = any(c.dep_ == "neg" for c in (*verb.children, *(root.children if verb.i != root.i else ())))
            conclusion = f"{name} can {verb.lemma_} you" if direct else f"you can get {name}"
            return [Rule(conclusion, denied, condition, unit.index)]
    return []


def _anyone(kind: str) -> bool:
    """Whether a kind of person says nothing of who ('people', 'anyone')."""
    return _person_statement(kind).strip() in ("you are", "you")


@construct
def _needed(verb) -> str:
    """What a programme's giving verb gives, with what it is for ('relief from economic injury
    caused by the disaster', 'assistance to help conserve wetlands'); '' when it gives a person,
    a thing it names ('the convenience of'), to someone ('money to states'), or the giver is
    another ('may ask you to provide')."""
    thing = next((c for c in verb.children if c.dep_ == "dobj"), None)
    named = thing is not None and any(c.lower_ in ("the", "this", "that") for c in thing.children)
    if verb.lemma_ not in _GIVE or verb.dep_ not in ("ROOT", "relcl") or thing is None or thing.pos_ != "NOUN" \
            or named or _noun_lemma(thing) in _BENEFICIARIES \
            or any(c.dep_ == "dative" or c.lower_ == "to" and c.dep_ == "prep" for c in verb.children):
        return ""
    # the thing's own phrase, and what the verb adds after it before another clause begins
    end = thing.right_edge.i
    for edge in sorted(c.right_edge.i for c in verb.children
                       if c.i > thing.i and c.dep_ in ("prep", "advcl") and c.lower_ != "in"):
        if edge > end and verb.doc[end + 1].dep_ not in ("cc", "punct", "conj"):
            end = edge
    return verb.doc[thing.left_edge.i:end + 1].text


@construct
def _allowed(verb, unit) -> list[Rule]:
    """'The law allows patients who hold a card to buy seeds': you can buy seeds if you are one
    of them. 'Having a Green Card allows you to live here': you can if you have one ('This lets
    you ...': whatever 'this' is, you can). What they may do is the conclusion, not the law."""
    doc = verb.doc
    # the people as its object, or as the subject of the verb it takes ('lets businesses borrow')
    beneficiary = next((t for t in doc[verb.i + 1:] if t.dep_ in ("dobj", "nsubj") and t.head.i in (
        verb.i, *(c.i for c in verb.children)) and (t.lower_ == "you" or _noun_lemma(t) in _BENEFICIARIES)), None)
    # what they may do, from its 'to' ('to buy seeds'), or its bare verb after 'let' ('borrow')
    cut = next((t for t in doc[beneficiary.i + 1:] if t.tag_ == "TO" and t.head.pos_ == "VERB"
                or verb.lemma_ == "let" and t.tag_ == "VB"), None) if beneficiary is not None else None
    if cut is None:
        return []
    words = re.sub(r"\btheir\b", "your", doc[cut.i + (cut.tag_ == "TO"):].text.rstrip(" ."))  # theirs is yours
    if beneficiary.lower_ == "you":
        return [Rule(f"you can {words}", False, _enabler(verb, unit.index), unit.index)]
    # the people parsed again in the sentence cut before what they may do: still its object
    head = next((t for t in questions.parse(doc[:cut.i].text) if t.i == beneficiary.i), None)
    if head is None or head.pos_ not in ("NOUN", "PROPN"):
        return []
    leaves = [_kind_condition(member, unit.index) for member in _kinds(head, True)]
    return [Rule(f"you can {words}", False, _one_of(leaves), unit.index)]


def _enabler(verb, unit: int) -> Condition | None:
    """What lets you do it, as what you have or do: 'Having a Green Card' -> 'you have a Green
    Card', 'A licence' -> 'you have a licence'; None for 'this' or 'it', which names nothing, and
    for what is yours already ('Your policy lets you ...')."""
    subject = next((c for c in verb.children if c.dep_ in ("nsubj", "csubj")), None)
    if subject is None or subject.pos_ == "PRON" or any(c.lower_ == "your" for c in subject.children):
        return None
    words = questions.join_tokens(subject.subtree).split(" (")[0]  # '(officially known as ...)': no part of it
    if subject.tag_ == "VBG":  # 'Having a Green Card': you have one
        return Leaf(f"you {_lemma(subject.lower_, 'VERB')}{words[len(subject.text):]}", False, unit)
    if subject.left_edge.dep_ == "det":  # 'A licence': 'you have a licence'
        words = subject.left_edge.lower_ + words[len(subject.left_edge.text):]
    return Leaf(f"you have {words if subject.pos_ == 'PROPN' else _a(words)}", False, unit)


@construct
def _helped_to(verb, beneficiary) -> str | None:
    """What the verb helps its beneficiaries do, or None: the bare verb after them, parsed as
    their own verb ('helps agricultural producers maintain ...') or as the helping verb's
    ('helps Indian tribes, State and local governments ... protect working agricultural lands')."""
    helped = beneficiary.head
    if beneficiary.dep_ == "nsubj" and helped.head.i == verb.i and helped.tag_ in ("VB", "VBP"):
        inside = set(beneficiary.subtree)
        doing = [t for t in helped.subtree if t not in inside]
    elif beneficiary.dep_ == "dobj" and helped.i == verb.i and verb.lemma_ in ("help", "assist"):
        helped = next((c for c in verb.children if c.dep_ == "xcomp" and c.tag_ in ("VB", "VBP")
                       and c.i > beneficiary.right_edge.i), None)
        doing = list(helped.subtree) if helped is not None else []
    else:
        return None
    if not doing or doing[0] != helped:
        return None
    return re.sub(r"\btheir\b", "your", questions.join_tokens(doing)).rstrip(" .")


@construct
def _wanting(kinds: Condition, wanted: str, unit: int) -> Condition:
    """Being one of the kinds helped and wanting what they are helped to do. Each kind is asked
    with it at once too ('Are you an Indian tribe that wants to protect working agricultural
    lands?'), for a user who can answer neither part alone."""
    want = Leaf(f"you want to {wanted}", False, unit)
    members = kinds.parts if isinstance(kinds, Any) and not kinds.together else (kinds,)
    if not all(isinstance(kind, Leaf) and not kind.negated and re.match(r"^you are (?!your\b)", kind.text, re.I)
               for kind in members):
        return All((kinds, want))  # 'you are your business' is no kind to ask 'that wants to' of
    # 'you are a farmer that wants to ...', but 'you are low-income and you want to ...': no noun
    return _one_of([All((kind, want), f"{kind.text} that wants to {wanted}" if _A_NOUN.match(kind.text)
                        else f"{kind.text} and you want to {wanted}") for kind in members])


_A_NOUN = re.compile(r"^you are (?:an?|the) ", re.IGNORECASE)


@construct
def _bare_phrase(noun) -> str:
    """A noun with its modifiers before it, without its determiner: 'a one-time payment' ->
    'one-time payment'."""
    return questions.join_tokens(t for t in noun.subtree if t.i <= noun.i and t.dep_ != "det")


@construct
def _kind_condition(phrase: str, unit: int) -> Condition:
    """A kind of person with a clause on it: what you are and what holds of you, asked one at a
    time ('for-profit businesses that are not able to get other financing': 'Are you a for-profit
    business?', 'Are you able to get other financing?', which must be no), and together when
    neither can be answered."""
    doc = questions.parse(phrase)
    root = questions.parse_root(doc) or doc[-1]
    # 'who ...', 'that ...', 'whose income is ...'; not a participle ('farmers removing land from
    # production'), which annotators ask with the kind
    clause = next((c for c in root.children if c.dep_ == "relcl" and c.i > root.i), None)
    who = next((t for t in clause.subtree if t.tag_ in ("WDT", "WP", "WP$") and t.i < clause.i), None) \
        if clause is not None else None
    whole = _person_statement(phrase)
    if clause is None or who is None or root.lemma_.lower() in _PLAIN_PEOPLE | {"people", "person", "those", "anyone"}:
        return _leaf(whole, unit)
    inside = set(clause.subtree)
    kind = questions.join_tokens(t for t in doc if t not in inside)
    said = questions.join_tokens(t for t in clause.subtree if t.i != who.i)
    what = _fix_be(("your " if who.tag_ == "WP$" else "you ") + _of_reader(said))
    return All((_leaf(_person_statement(kind), unit), _sentence_condition(what, unit)), whole)


@construct
def _beneficiary(verb):
    """Who the verb gives to or helps: the object of a 'to' / 'for' anywhere in its phrase ('in
    exchange for farmers removing ...'), its dative, a person it takes as object, or the subject
    of the clause it takes ('helps producers maintain', 'for recipients to receive'). The
    subject's own 'for' names who only when the rest names no one: 'Loans for farmers are
    available', but 'Youth Allowance for students is a payment for full-time students'."""
    subject = {t.i for c in verb.children if c.dep_ in ("nsubj", "nsubjpass") for t in c.subtree}
    for token in sorted(verb.subtree, key=lambda t: t.i in subject):
        own = token.head.i == verb.i and verb.lemma_ != "be"  # what the verb itself takes
        if token.dep_ == "dative" or (token.dep_ == "prep" and token.lower_ in ("to", "for")
                                      and (verb.lemma_ != "be" or token.lower_ == "for")):
            found = next((c for c in token.children if c.dep_ == "pobj"), None) if token.pos_ == "ADP" else token
        elif token.dep_ == "mark" and token.lower_ == "for" or own and token.dep_ in ("ccomp", "xcomp"):
            clause = token.head if token.dep_ == "mark" else token  # the subject of the clause
            found = next((c for c in clause.children if c.dep_ == "nsubj"), None)
        else:
            found = token if own and token.dep_ == "dobj" else None
        if found is not None and _noun_lemma(found) in _BENEFICIARIES and found.lower_ not in ("you", "your"):
            return found
    return None


# 'In general, loan funds may be used for X', 'MREIDL funds cannot be used to Y or to Z'
_USED = re.compile(r"^(?:[^,]*,\s*)?(?P<what>[\w'’ -]+?)\s+(?P<modal>can|may|must|will|cannot|can['’]t|may not|"
                   r"must not|will not|won['’]t)\s+(?:only\s+)?(?:not\s+)?be\s+used\s+(?P<how>for|to)\b\s*"
                   r"(?P<purposes>.*?)[\s.:]*$", re.IGNORECASE)


# where one purpose ends and the next begins: '; to', ', and to', ' or to', ';'
_PURPOSES = re.compile(r"\s*(?:[;,]\s*(?:and\s+|or\s+)?|\s(?:and|or)\s+)to\s+(?=\w)|\s*;\s*(?:and\s+|or\s+)?")


def _use_of(text: str) -> tuple[str, str, bool, str] | None:
    """What money or a thing may be used for, as (the conclusion 'you can use loan funds', the
    stem each purpose is read after, 'you will use loan funds for', whether it is barred, the
    purposes as written); None when the text says nothing of its use."""
    if (match := _USED.match(text.strip())) is None:
        return None
    what = match.group("what").strip()
    what = what[:1].lower() + what[1:] if not what.split()[0].isupper() else what  # 'Loan funds'
    barred = bool(re.search(r"not|n['’]t", match.group("modal"), re.IGNORECASE))
    return f"you can use {what}", f"you will use {what} {match.group('how').lower()}", barred, \
        match.group("purposes")


@construct
def _use_rule(text: str, unit) -> list[Rule]:
    """'Loan funds may be used for operating expenses, equipment and refinancing debt': you can
    use them if you will use them for any of these; 'Funds cannot be used to refinance debt or
    to expand the business': not if you will use them for either."""
    if (used := _use_of(text)) is None or not used[3]:
        return []
    conclusion, stem, barred, purposes = used
    # 'to purchase a site; to construct housing, ...; and to pay interest': one purpose each
    pieces = [p for p in _PURPOSES.split(purposes) if p.strip(" ,.")]
    if stem.endswith(" for"):  # 'for operating expenses, machinery and equipment, and refinancing debt'
        pieces = [p for piece in pieces for p in re.split(r",\s*(?:and\s+|or\s+)?", piece) if p.strip(" ,.")]
    parts = [_sentence_condition(f"{stem} {piece.strip(' ,.')}", unit.index) for piece in pieces]
    return [Rule(conclusion, barred, _one_of(parts), unit.index)]


# 'a ban on exporting caviar to North Korea'; a ban on what an activity's noun names is read first ('a ban on most
# food exports to Russia': on exporting food)
_BAN = re.compile(r"^there(?:'s| is| are)\s+(?:a\s+)?(?:ban|bans|prohibition|embargo)\s+on\s+(?:(?:most\s+|all\s+)?"
                  r"(?P<things>.+?)\s+(?P<act>" + "|".join(_ACTIVITY) + r")\s+(?P<rest>(?:to|from|into)\s+.+?)"
                  r"|(?:most\s+)?(?P<verbing>\w+ing)\s+(?P<banned>.+?))\.?$", re.IGNORECASE)


@construct
def _ban_rule(text: str, unit) -> list[Rule]:
    """'There's a ban on exporting caviar and truffles to North Korea': you can't export
    them there; the condition is that you are doing what is banned."""
    if (ban := _BAN.match(text.strip())) is None:
        return []
    if ban.group("act"):
        verbing, banned = _ACTIVITY[ban.group("act").lower()], f"{ban.group('things')} {ban.group('rest')}"
    else:
        verbing, banned = ban.group("verbing").lower(), ban.group("banned")
    things, _, where = banned.rpartition(" to ") if " to " in banned else (banned, "", "")
    # what is banned, and where to: 'caviar and truffles to North Korea' is any of them, going there
    condition = _sentence_condition(f"it is {things}", unit.index)
    if where:
        condition = All((condition, _sentence_condition(f"you are {verbing} it to {where}", unit.index)))
    return [Rule(f"you can {_lemma(verbing, 'VERB')} {banned}", True, condition, unit.index)]


_GRANT = re.compile(r"^(?P<who>(?!(?:it|this|that|these|they|we|he|she|you)\b).+?)\s+(?:gives?|grants?)\s+"
                    r"(?:you\s+)?(?:automatic\s+|full\s+)?(?P<what>authority|access|permission|the right)\s+to\b"
                    r"\s*(?P<to>.*?)[\s.]*$", re.IGNORECASE)


@construct
def _grant_rule(text: str, unit, holders_at: int | None = None) -> list[Rule]:
    """'Residential Care level 8 and Home Care level 10 give authority to view claims': you have
    that authority if you have either (`holders_at`: the sentence that names them, when not unit)."""
    if (match := _GRANT.match(text)) is None or not match.group("to"):
        return []
    holders = [h for h in re.split(r"\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+", match.group("who")) if h]
    what = match.group("what").lower()
    # what the holder is: 'Residential Care level 8 authority', not the bare 'Residential Care level 8'
    kind = f" {what}" if what != "the right" else ""
    leaves = [_leaf(f"you have {holder}{kind}", unit.index if holders_at is None else holders_at) for holder in holders]
    return [Rule(f"you have {what} to {match.group('to')}", False, _one_of(leaves), unit.index)]


_MAXIMUM = re.compile(r"^(?:the\s+)?maximum\s+(?P<what>.+?)\s+(?:is|are|will be)\s+(?P<limits>[^.;]+?)\.?$",
                      re.IGNORECASE)


_DURATION = re.compile(r"\b(?:years?|months?|weeks?|days?)\b", re.IGNORECASE)


@construct
def _maximum_rule(text: str, unit, heading: str) -> list[Rule]:
    """'The maximum loan amount is $2 million': a requirement that what you need is not more
    ('Do you need a loan of more than $2 million?' must be no). 'The maximum length of the loan
    is 25 years for real estate and seven years for working capital': a limit for each purpose."""
    if (match := _MAXIMUM.match(text.strip())) is None or not re.search(
            r"\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b", match.group("limits"), re.I):
        return []
    doc = questions.parse(match.group("what"))
    root = questions.parse_root(doc) or doc[-1]
    owner = next((g for c in root.subtree if c.dep_ == "prep" and c.lower_ in ("of", "for") for g in c.children
                  if g.dep_ == "pobj"), None)  # 'length of the loan', 'term allowed for a microloan'
    name = _bare_phrase(owner if owner is not None else next((c for c in root.children if c.dep_ == "compound"), root))
    parts = []
    # a limit for each purpose, without its aside '(amount adjusted annually for inflation)'
    for limit in re.split(r"\s+and\s+", _ASIDE.sub("", match.group("limits"))):
        amount, _, purpose = (part.strip() for part in limit.partition(" for "))
        # what the user needs, which they know, not what the loan is, which is not yet decided
        need = (f"you need the {name} for more than {amount}" if _DURATION.search(amount)
                else f"you need {_article(name)} {name} of more than {amount}")
        cap = Leaf(need, True, unit.index)
        parts.append(All((Leaf(f"the {name} is for {purpose}", False, unit.index), cap)) if purpose else cap)
    return [Rule(_heading_conclusion(heading) if heading else f"you can get the {name}", False,
                 _combined(parts, any_of=True), unit.index, required=True)]

