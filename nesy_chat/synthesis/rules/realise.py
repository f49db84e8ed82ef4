"""Conditions as statements about the reader, the form every question is asked from.

'applicants must be 18' is asked 'Are you 18?': the subject becomes the reader (or the thing at
hand, 'it'), the modal goes, the verb agrees, and the result is one `Leaf` per statement.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import replace

from nesy_chat.nlp import questions, wordforms
from nesy_chat.synthesis.rules.constructs import construct
from nesy_chat.synthesis.rules.coordination import _a, _coordination, _lemma, _parsed, _unlike_complements
from nesy_chat.synthesis.rules.ir import All, Any, Condition, Leaf, Not
from nesy_chat.synthesis.rules.lexicon import (
    _ADDRESSEES,
    _ANYONE,
    _BENEFICIARIES,
    _BODIES,
    _DETERMINERS,
    _PEOPLE,
    _PLAIN_PEOPLE,
    _PLURAL_ONLY,
    _READER_ROLES,
    _THIRD_PLURAL,
)

_PERSON_SUBJECT = re.compile(r"^(?:you|you and your partner|you or your partner|your partner|they|he or she)\s+\w",
                             re.IGNORECASE)


_ITEM_LABEL = re.compile(r"\s*:\s+(?:up to|at least|from|£|\$|\d).*$", re.IGNORECASE)


_ROLES = f"(?:{'|'.join(_READER_ROLES)})"


_ROLE_SUBJECT = re.compile(
    rf"^(?:the|an?)\s+(?:eligible\s+)?{_ROLES}\b(?P<owner>['’]s\b(?:\s+or\s+(?:the\s+)?{_ROLES}['’]s\b)?)?",
    re.IGNORECASE)  # 'the veteran's discharge', 'the Veteran's or Servicemember's discharge': your discharge


_COUNTERPART = re.compile(r"^(?:the|an?)\s+(employer|landlord)\b", re.IGNORECASE)


_GENERIC_SUBJECT = re.compile(
    r"^(?:the person|a person|someone|anyone|the applicant|applicants|the claimant|claimants|the individual|"
    r"an individual|individuals|people|those)\b(?!\s+(?:you|your|whom|who\s+(?:has\s+|had\s+)?died)\b)",
    re.IGNORECASE)  # not 'the person you care for', nor 'the person who died'


_SEVERAL = re.compile(r"\b(?:both|all|each|either|neither)\s+of\s+them\b", re.IGNORECASE)  # 'they' after it is them


_DEATH = re.compile(r"^\S+(?:\s+\S+){0,3}\s+(?:has\s+|had\s+)?(?:died|dies|die|passed away|is deceased|was killed)\b",
                    re.IGNORECASE)


@construct
def _to_user(text: str, people: bool) -> str:
    """Generic people in a rule are the user: 'applicants must be' -> 'you must be'."""
    # 'you hire them', 'when they died': where the author says 'you', they are someone else
    others = bool(re.match(r"^you\s", text.strip(), re.IGNORECASE))
    text = _GENERIC_SUBJECT.sub("you", text.strip())
    if not _DEATH.match(text):  # 'the veteran died before ...' is not asked of the user
        text = _ROLE_SUBJECT.sub(lambda m: "your" if m.group("owner") else "you", text)
    # the other party to the user's contract: 'the employer can justify it' -> 'your employer
    # can justify it'; 'an employer owes them payments' -> 'your employer owes you payments'
    if counterpart := _COUNTERPART.match(text):
        text = f"your {counterpart.group(1)}{text[counterpart.end():]}"
    if people:
        if not counterpart and (re.match(r"^(?:the|a|an|this|that|your)\s", text, re.IGNORECASE)
                                or _SEVERAL.match(text)):
            return text  # 'the person you represent ... their affairs', 'both of them live ...': theirs, not yours
        text = _of_reader(text, _THIRD_PLURAL if others else ())
    return text


_ITEM_ADJUNCT = re.compile(r"^((?:for|in|on|under|during|after|before|with)\s+[^,]{2,60}),\s+(\w.*)$", re.IGNORECASE)


@construct
def _statement(prefix: str, item: str, people: bool, like: str = "") -> str:
    """An item as a whole clause: the prefix gives it the subject (and verb) it lacks; `like`
    is what every other item of its list is (`_form`), which a misread item is too."""
    prefix, item = _bare_item(prefix, item)
    if re.search(r"\bhave$", prefix) and re.match(r"(?:have|has|had|be|been)\b", item, re.IGNORECASE):
        prefix = _subject_of(prefix)  # 'you have' + '* have had a licence for 3 years': the item's own verb
    if re.match(r"^you\b", prefix, re.IGNORECASE) and not re.search(r"\btheir\b", prefix, re.IGNORECASE):
        item = _own_their(f"{prefix} {item}")[len(prefix) + 1:]  # '* in the first year of their apprenticeship'
    if negation := re.match(r"^(?:not|never)\s+(?=\w)", item, re.IGNORECASE):  # 'Not be delinquent on a federal debt'
        return _negate(_statement(prefix, item[negation.end():], people, like))
    doc = questions.parse(item)
    # 'Montenegro' among places, which the small model does not know for one
    place = like == "place" and bool(re.fullmatch(r"[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,2}", item))
    name = _is_name(item) or place
    item, doc = _lower_case_item(item, doc, name)
    doc, root, verb_first = _item_root(item, doc, like, name)
    if (clause := _clause_statement(prefix, item, doc, root, people)) is not None:
        return clause
    if verb_first:
        return _verb_statement(prefix, item, doc, root)
    return _noun_statement(prefix, item, doc, root, people, place)


def _bare_item(prefix: str, item: str) -> tuple[str, str]:
    """The item without what its place in a list gives it, and the prefix without its repeated preposition."""
    # '1. Whether you worked ...'
    item = re.sub(r"^whether\s+", "", _ITEM_LABEL.sub("", item.strip()), flags=re.IGNORECASE)
    if "," not in item:  # '* If your net earnings were $400 or more': the item is the condition; the list says 'if'
        item = re.sub(r"^(?:if|when|where)\s+(?=\S)", "", item, flags=re.IGNORECASE)
    item = re.sub(r"^(A|An|The)\s+(?=\S)", lambda m: m.group(1).lower() + " ", item)  # '* A corporation ...'
    if (adjunct := _ITEM_ADJUNCT.match(item)) and questions.parse(adjunct.group(2))[0].pos_ != "ADP":
        # '* For direct loans, be able to show ...': the adjunct goes after what is required (not
        # so '* for someone else, as a worker', where the adjunct is what is said)
        item = f"{adjunct.group(2)} ({adjunct.group(1)[0].lower()}{adjunct.group(1)[1:]})"
    if prefix.endswith((" in", " at")) and questions.parse(item)[0].pos_ == "ADP":
        prefix = prefix.rsplit(" ", 1)[0]  # 'located in any of: * Within one mile of ...': not 'in within'
    return prefix, item


def _lower_case_item(item: str, doc, name: bool) -> tuple:
    """The item in lower case when its capital only opens it, read as the verb the capital was read as."""
    if item[:1].isupper() and not item[:2].isupper() and not name and (
            (doc[0].pos_ != "PROPN" and (len(doc) == 1 or not doc[1].text[:1].isupper()))
            or set(wordforms.lemmas(doc[0].lower_)) == {"VERB"}):
        verb = doc[0].dep_ == "ROOT" and doc[0].pos_ == "VERB"
        item = item[0].lower() + item[1:]
        doc = questions.parse(item)
        if verb and doc[0].pos_ != "VERB" and (after := questions.parse(f"they {item}"))[1].dep_ == "ROOT" \
                and after[1].pos_ == "VERB":
            # '* Transfer or roll over your money ...': the verb the capital was read as, which in
            # lower case the small model takes for a noun ('Is it transfer or roll over ...?')
            doc = after[1:].as_doc()
    return item, doc


def _item_root(item: str, doc, like: str, name: bool) -> tuple:
    """The item's parse, root and whether it opens with its verb, read like its list's other items."""
    root = questions.parse_root(doc)
    # '* be available for work each week you claim': a bare infinitive opens the item, whatever
    # the parse makes its root ('claim', read as the main verb, asked 'Do you be ...?')
    infinitive = root is not None and root.i > 0 and doc[0].tag_ == "VB" and not name
    if infinitive:
        root = doc[0].head if doc[0].dep_ in ("aux", "auxpass") else doc[0]
    verb_first = infinitive or root is not None and root.i == 0 and root.pos_ in ("VERB", "AUX") and not name
    if verb_first and like == "noun" and "VERB" not in wordforms.lemmas(doc[0].lower_):
        # '* layby services' among '* registration', '* licensing and accreditation': a word the
        # lexicon knows as no verb, which the small model reads as one, opens a noun phrase like
        # the other items ('Do you have layby services?', not 'Do you layby services?')
        verb_first = False
    if like == "verb" and not verb_first and not name and root is not None and doc[0].pos_ == "NOUN" and len(doc) > 2 \
            and "VERB" in wordforms.lemmas(doc[0].lower_):
        # '* Wears or uses an appliance', '* Address barriers that ...' among items that open with
        # verbs: the small model reads the verb as a noun; after a subject it reads it as a verb
        verb = questions.parse(f"they {item}")[1]
        if verb.dep_ == "ROOT" and verb.tag_ in ("VBP", "VBZ") and not verb.lower_.endswith("ing") and any(
                c.dep_ in ("dobj", "prep") for c in (verb, *_conjuncts(verb)) for c in c.children):
            doc = verb.doc[1:].as_doc()
            verb_first, root = True, doc[0]
    return doc, root, verb_first


def _clause_statement(prefix: str, item: str, doc, root, people: bool) -> str | None:
    """An item that is a clause of its own (after a conjunction, or with its own subject); else None."""
    if prefix and re.search(r"\b(?:since|after|before|until|because|that|when|whether)$", prefix, re.IGNORECASE):
        return _fix_be(f"{prefix} {_to_user(item, people)}")  # 'returning to work since: * your child came'
    if _PERSON_SUBJECT.match(item) and len(item.split()) > 2 or root is not None and _finite(root) and any(
            # not '* as someone who's self-employed', which the small model reads as a clause
            c.dep_ in ("nsubj", "nsubjpass", "expl") and c.i < root.i and c.pos_ != "ADJ" and doc[0].lower_ != "as"
            and not any(t.dep_ == "cc" for t in doc[:c.left_edge.i])  # not '* ill or your X died'
            for c in root.children):
        return _fix_be(_to_user(item, people))
    return None


def _verb_statement(prefix: str, item: str, doc, root) -> str:
    """An item that opens with its verb, after the prefix's modal or copula, or after its subject."""
    if len(prefix.split()) > 2 and re.search(r"\b(?:will|would|can|could|may|might|must|should|to)$", prefix, re.I):
        return f"{prefix} {item}"  # 'engaged in a business that will: * provide employment'
    if root.tag_ in ("VBG", "VBN", "VBD") and prefix and re.search(r"(?:\b(?:are|is|am|be)|'re)$", prefix):
        return _fix_be(f"{prefix} {item}")  # 'if you're: * planning to come back', '* retired'
    subject = _subject_of(prefix) if prefix else "you"
    if root.tag_ == "VBN" and not re.search(r"\b(are|is|were|was|be|been|have|has)$", subject):
        passive = re.sub(r"^be\s+", "", item, flags=re.I)  # '* be found to be at risk': 'be' is the copula given
        return f"{subject} {'are' if subject == 'you' else 'is'} {passive}"
    if root.tag_ == "VBD" and subject != "you":
        return f"{subject} {item}"  # 'Veterans who: * Met the requirements': the veteran met them
    if root.tag_ == "VBZ":  # 'any Veteran who: * Uses medication': you use it
        item = questions.join_tokens(doc, {t.i: t.lemma_ for t in (root, *_conjuncts(root)) if t.tag_ == "VBZ"})
    return _fix_be(f"{subject} {item}") if subject == "you" else _drop_modal(f"{subject} must {item}")


def _noun_statement(prefix: str, item: str, doc, root, people: bool, place: bool) -> str:
    """An item that is no clause and opens with no verb: a kind, a place, or what completes the prefix."""
    if root is None:
        return _fix_be(f"{prefix} {item}") if prefix else item
    if prefix == "it is" and root.tag_ == "NNS" and doc[0].dep_ != "det":
        # 'hand knotted carpets, rugs and tapestries': as written, not one of them; 'things like:
        # * business goods' -> 'it is a business good'
        return f"it is {item}" if any(t.dep_ == "cc" for t in doc) else _user_kind(doc, "it is")
    if people and root.pos_ in ("NOUN", "PROPN") and _noun_lemma(root) in _PEOPLE and \
            re.fullmatch(r"you\s+(?:meet|satisfy|fit)", prefix, re.IGNORECASE):
        return _user_kind(doc)  # 'you must meet one of the following: * A transitioning Servicemember ...': you are one
    if prefix:
        copula = re.match(r"^(.*?)(?:\s+(are|is|am)|'re)$", prefix)
        if copula and people and root.tag_ == "NNS" and doc[0].dep_ != "det" \
                and (root.lemma_.lower() in _PEOPLE | {"worker", "seafarer", "trainee"} or _may_be_person(root)):
            # 'if you're: * foreign workers' -> 'you are a foreign worker'; '* casual labourers'
            # asked 'Are you casual labourers ...?' before any noun of a person was taken
            return _user_kind(doc, f"{copula.group(1)} {copula.group(2) or 'are'}")
        return _fix_be(f"{prefix} {item}")
    if root.pos_ == "PROPN" and questions.is_place(item) or place:
        return f"you are in {item}"
    if people and root.pos_ in ("NOUN", "PROPN"):
        # 'you can claim expenses for: * meals', 'benefits including: * Carer's Allowance': a thing
        return _user_kind(doc, "you are" if _may_be_person(root) else "it is")
    if people and root.tag_ == "VBG" and any(
            c.dep_ == "nsubj" and c.tag_ == "NNS" and _noun_lemma(c) in _PEOPLE for c in root.children):
        # 'self-employed people running their own business': a kind of person, not a clause; theirs is yours
        return re.sub(r"\btheir\b", "your", _user_kind(doc))
    if people and doc[0].pos_ in ("ADJ", "ADP", "NUM") and root.pos_ not in ("VERB", "AUX"):
        return f"you are {item}"  # 'To qualify: * 18 or over * in full-time work': what the reader is
    return item


_AGENT = re.compile(r"(?:er|or|ist|ee|ian|ant|ent)$")


@construct
def _may_be_person(noun) -> bool:
    """A noun that may name a person or body ('a carer', 'a landlord', 'a resident'); a name
    ('Carer's Allowance') or a thing ('meals') may not."""
    lemma = _noun_lemma(noun)
    return lemma in _BENEFICIARIES | _BODIES or (
        noun.pos_ == "NOUN" and bool(_AGENT.search(lemma)) and not lemma.endswith("ment"))


def _is_name(item: str) -> bool:
    """'Montenegro', 'Jobseeker's Allowance': a name keeps its capitals (and is no verb)."""
    words = [w for w in re.findall(r"[A-Za-z][\w'’-]*", item) if len(w) > 3 or w[:1].isupper()]
    if len(words) == 1 and len(item.split()) == 1:
        return questions.is_place(item) or "VERB" not in wordforms.lemmas(item.lower()) and item[1:].islower()
    return len(words) > 1 and all(w[:1].isupper() for w in words)


@construct
def _user_kind(doc, subject: str = "you are") -> str:
    """'share fishermen' -> 'you are a share fisherman'; 'people living in X' -> 'you are living
    in X'; with subject 'it is', 'pension contributions' -> 'it is a pension contribution'."""
    root = questions.parse_root(doc) or doc[-1]
    if root.i == 0 and root.tag_ == "VBZ" and doc[0].lower_ not in _DETERMINERS:
        # 'graduates' alone reads as a verb; a kind it is, as 'the graduates' shows the parse
        doc = questions.parse(f"the {doc.text}")[1:].as_doc()
        root = questions.parse_root(doc) or doc[-1]
    if root.pos_ not in ("NOUN", "PROPN"):  # 'Veterans with VA rated conditions': the parse lost the noun
        root = next((t for t in doc[:max(3, root.i)] if t.tag_ in ("NNS", "NNPS") and _noun_lemma(t) in _PEOPLE),
                    root)
    generic = root.lower_ in ("people", "persons", "those", "anyone", "someone") or (
        root.lemma_ in _PLAIN_PEOPLE and len(doc) > 1
        and all(t.i == root.i or t.dep_ == "amod" and t.pos_ == "ADJ" for t in doc))  # 'pregnant women': pregnant
    keep = [t for t in doc if not (t.i == root.i and generic) and not (t.i < root.i and t.dep_ == "det")]
    kind = root.tag_ in ("NNPS", "NNP") and _noun_lemma(root) in _PEOPLE  # 'Veterans with ...': a kind, not a name
    acronym = re.fullmatch(r"([A-Z]{2,})s", root.text)  # 'MREIDLs': a kind named by its acronym
    lemma = acronym.group(1) if acronym else _noun_lemma(root) if kind or root.tag_ == "NNS" else root.lemma_
    plural_only = root.lower_ in _PLURAL_ONLY  # 'business goods' are not 'a business good'
    phrase = questions.join_tokens(keep, {**_one_of_them(root), **({root.i: lemma} if root.tag_ in ("NNS", "NNPS")
                                                                   and not plural_only or acronym else {})})
    if keep and keep[0].lower_ in ("certain", "various", "some") and keep[0].dep_ in ("amod", "det") and len(keep) > 1:
        phrase = phrase.split(" ", 1)[1]  # 'certain benefits': a benefit
    if generic or plural_only or root.tag_ not in ("NN", "NNS") and not (kind or acronym) or (
            subject == "it is" and root.text[:1].isupper() and not acronym):
        return f"{subject} {phrase}"  # 'it is Carer's Allowance': a name takes no article
    owner = next((c for c in root.children if c.dep_ == "poss" and c.pos_ in ("NOUN", "PROPN")), None)
    if owner is not None and root.tag_ == "NNS" and subject == "you are":
        # "the Veteran's dependents": you are one of them, a dependent of the Veteran
        return f"{subject} {_a(lemma)} of {doc[owner.left_edge.i:owner.i + 1].text}"
    if doc[0].dep_ == "det" and doc[0].lower_ not in ("a", "an"):
        return f"{subject} {doc.text}"
    return f"{subject} {_a(phrase)}"


@construct
def _one_of_them(root) -> dict[int, str]:
    """A plural kind said of one: the kinds it is joined to in the singular too ('volunteers
    or voluntary workers': a volunteer or voluntary worker), and adjectives joined by 'and'
    as alternatives ('current and former members': a current or former member)."""
    replace = {noun.i: _noun_lemma(noun) for noun in root.children if noun.dep_ in ("conj", "appos")
               and noun.tag_ == "NNS" and noun.text.islower() and root.doc[noun.i - 1].text != "("}  # not '(CASCs)
    if root.tag_ in ("NNS", "NNPS"):
        for clause in (t for t in root.children if t.dep_ == "relcl"):  # 'businesses that are': a business that is
            finite = next((t for t in (*(c for c in clause.children if c.dep_ in ("aux", "auxpass")), clause)
                           if t.tag_ == "VBP"), None)
            if finite is not None and any(c.dep_ in ("nsubj", "nsubjpass") and c.tag_ in ("WDT", "WP")
                                          for c in clause.children):
                replace[finite.i] = questions.SINGULAR_AUXILIARY.get(finite.lower_) or next(
                    iter(wordforms.inflections(finite.lemma_, "VBZ")), finite.text)
        for adjective in (t for t in root.children if t.dep_ in ("amod", "nmod")):  # 'State and local governments'
            replace.update({cc.i: "or" for cc in adjective.children if cc.dep_ == "cc" and cc.lower_ == "and"
                            and cc.i + 1 < len(root.doc) and root.doc[cc.i + 1].pos_ == "ADJ"
                            and root.doc[cc.i + 1].dep_ in ("amod", "conj")})
    return replace


def _finite(verb) -> bool:
    """A verb that makes a clause: 'your benefits stop', not 'Adoption Leave'."""
    if verb.i > 0 and verb.text[:1].isupper():
        return False  # 'Adoption Leave' is a name, not a verb
    return verb.pos_ in ("VERB", "AUX") and (verb.tag_ in ("VBZ", "VBP", "VBD", "MD") or any(
        c.dep_ in ("aux", "auxpass") and c.tag_ in ("VBZ", "VBP", "VBD", "MD") for c in verb.children))


@construct
def _subject_of(prefix: str) -> str:
    doc = questions.parse(prefix)
    if (subject := next((t for t in doc if t.dep_ in ("nsubj", "nsubjpass", "expl")), None)) is None:
        # 'your children' (from 'your children must:') is itself the subject
        return prefix if all(t.pos_ in ("DET", "PRON", "NOUN", "PROPN", "ADJ") for t in doc) else "you"
    return doc[subject.left_edge.i: subject.right_edge.i + 1].text


_AGREEMENT = [(re.compile(r"\byou (?:be|is|am)\b", re.I), "you are"), (re.compile(r"\byou was\b", re.I), "you were"),
              (re.compile(r"\byou has\b", re.I), "you have"), (re.compile(r"\byou does\b", re.I), "you do"),
              (re.compile(r"^it (?:are|be)\b", re.I), "it is"), (re.compile(r"^it were\b", re.I), "it was"),
              (re.compile(r"^it have\b", re.I), "it has"), (re.compile(r"^it do\b", re.I), "it does"),
              (re.compile(r"^you to (?=be|have)\b", re.I), "you ")]  # 'to be living here and to have ...'


_IT_VERB = re.compile(r"^(it) ([a-z]+)\b")


_YOU_VERB = re.compile(r"^(you) ([a-z]+s)\b")


@construct
def _fix_be(text: str) -> str:
    """Agreement after the subject became 'you' or 'it': 'you is' -> 'you are', 'you studying'
    -> 'you are studying', 'it are used' -> 'it is used', 'it contain' -> 'it contains'."""
    for pattern, replacement in _AGREEMENT:
        text = pattern.sub(replacement, text)
    # 'products that contain X': it contains X
    if (verb := _IT_VERB.match(text)) and wordforms.lemmas(verb.group(2)).get("VERB", ())[:1] == (verb.group(2),) \
            and verb.group(2) not in ("is", "was", "has", "does", "can", "will", "may", "must"):
        text = f"it {(wordforms.inflections(verb.group(2), 'VBZ') or (verb.group(2),))[0]}{text[verb.end():]}"
    # 'a producer who agrees to forgo the loan': you agree to
    if (verb := _YOU_VERB.match(text)) and (lemma := (wordforms.lemmas(verb.group(2)).get("VERB") or ("",))[0]) \
            and lemma != verb.group(2) and verb.group(2) in wordforms.inflections(lemma, "VBZ"):
        text = f"{verb.group(1)} {lemma}{text[verb.end():]}"
    if (participle := _YOU_ING.match(text)) and questions.is_gerund(participle.group(2)):
        text = f"{participle.group(1)} are {text[participle.start(2):]}"
    return text


_YOU_ING = re.compile(r"^(you(?: or your partner| and your partner)?) (\w+ing)\b", re.IGNORECASE)


_CONDITION_MODAL = re.compile(r"^(.*?)(?:\s+(?:also|still|usually|normally|only))?"
                              r"\s+(?:must|shall|will need to|need to|needs to|have to|has to|should)\s+(not\s+)?"
                              r"(?:(?:also|still|always|usually|normally|only|then)\s+)?(\w+)(.*)$",
                              re.IGNORECASE | re.DOTALL)


@construct
def _drop_modal(statement: str) -> str:
    """A requirement is a condition: 'you or your partner must be 60' -> 'you or your partner are 60'."""
    # 'You'll still need to meet the other rules': you meet them
    statement = re.sub(r"^(you|they|we)(?:['’]ll|\s+will)\s+(?:(?:still|also|usually|normally)\s+)?"
                       r"(?=(?:need|have) to\b)", r"\1 ", statement, flags=re.IGNORECASE)
    match = _CONDITION_MODAL.match(statement)
    words = len(match.group(1).split()) if match else 0
    if not match or words > 12 or words > 6 and any(t.pos_ in ("VERB", "AUX") for t in questions.parse(match.group(1))):
        return statement  # what comes before the modal is a clause, not a subject
    subject, negation, verb, rest = match.groups()
    plural = subject.lower().split()[0] in ("you", "they", "we") or " and " in subject.lower() or (
        questions.parse(subject)[-1].tag_ in ("NNS", "NNPS"))
    if verb.lower() == "be":
        verb = ("are" if plural else "is") + (" not" if negation else "")
    elif negation:
        verb = f"{'do' if plural else 'does'} not {verb}"
    elif not plural:
        verb = "has" if verb.lower() == "have" else (wordforms.inflections(verb, "VBZ") or (verb,))[0]
    if not negation:  # 'must have sustained injury and (must) be located in X': and are located in X
        rest = re.sub(r"\b(and|or)\s+(?:must\s+)?be\b", rf"\1 {'are' if plural else 'is'}", rest)
    return f"{subject} {verb}{rest}"


# what explains a condition at its end is no part of it: a reason (not 'since': it is mostly 'from
# when'), an illustration ('casual labourers, for example someone hired for one day')
_EXPLANATION = re.compile(r",?\s+(?:because(?!\s+of\b)|so that)\b.*$|,\s*(?:for example|for instance)\b[^,;()]*$", re.I)


# 'you have also been employed', 'you also live in England': 'also' points at a sentence the question is not in
_ALSO = re.compile(r"^((?:you|they|we)(?:\s+(?:have|are|were|had|do|did|can|could|may|might|will|would))?)\s+also\b",
                   re.IGNORECASE)


@construct
def _as_asked(statement: str) -> str:
    """A condition as the user is asked it: a requirement without its modal, what explains it
    dropped ('you must live in England because ...' -> 'you live in England'), its opening
    word lowered as inside a sentence ('Is all overtime ...?', 'Are unused items ...?')."""
    statement = _ALSO.sub(r"\1", _drop_modal(_EXPLANATION.sub("", statement)))
    return _phrase(questions.parse(statement)) if statement[:1].isupper() else statement


def _own_their(statement: str) -> str:
    """'you are in the first year of their apprenticeship': with no one else named before it,
    'their' is the reader's own ('your apprenticeship'), the subject having been 'they'."""
    if not re.match(r"^you\b", statement, re.IGNORECASE) or not re.search(r"\btheir\b", statement, re.IGNORECASE):
        return statement
    doc = questions.parse(statement)
    first = next(t for t in doc if t.lower_ == "their")
    if any(t.tag_ in ("NNS", "NNPS") or t.lower_ in _THIRD_PLURAL or t.pos_ == "NOUN" and _may_be_person(t)
           for t in doc[1:first.i]):
        return statement  # 'you hire carers and pay their wages': theirs
    return re.sub(r"\btheir\b", "your", re.sub(r"\bthemselves\b", "yourself", statement))


@construct
def _leaf(statement: str, unit: int, item: bool = False) -> Condition:
    """One condition; one that names alternatives or several things ('you live in Cyprus,
    France or Spain', 'your browser allows SSL, cookies and JavaScript') becomes one fact
    per member, as a reader would ask them one at a time. A list item is one condition as its
    author wrote it, unless it enumerates three or more named alternatives (places, benefits)."""
    statement = _as_asked(statement)
    if excepted := _KIND_EXCEPT.match(statement):  # 'all businesses except partnerships': a business, not a partnership
        kind, other = excepted.groups()
        other_leaf = _leaf(_user_kind(questions.parse(other)), unit, item)
        return All((_leaf(kind, unit, item), replace(other_leaf, negated=not other_leaf.negated)
                    if isinstance(other_leaf, Leaf) else Not(other_leaf)))
    condition = questions.positive(statement)
    split = _unlike_complements(condition.text) or _restricted_kind(condition.text) \
        or _coordination(condition.text, item)
    if split is None:
        return Leaf(condition.text, condition.negated, unit)
    connective, members = split
    parts = tuple(_leaf(member, unit) for member in members)
    # the whole as written, for a user who can answer none of the members
    together = "" if condition.negated else condition.text
    combined = Any(parts, together) if connective == "or" else All(parts, together)
    return Not(combined) if condition.negated else combined


@construct
def _restricted_kind(statement: str) -> tuple[str, list[str]] | None:
    """'you are a veteran with service-connected conditions' -> ('and', ['you are a veteran',
    'you have service-connected conditions']): a kind of person and what restricts it ('with ...', 'who ...', 'that
    ...') are two things a reader answers apart, the kind first; asked whole, the question is
    one few can answer. Only a modifier of the kind itself that ends the statement; not a
    participle ('a man born after 1951', 'a farmer removing land'), which the texts' readers
    answer as one; None for anything else."""
    doc, root = _parsed(statement)
    if root is None or root.lemma_ != "be" or "(" in statement or doc[0].lower_ != "you":
        return None
    kind = next((c for c in root.children if c.dep_ == "attr" and c.pos_ == "NOUN"), None)
    if kind is None or not (_may_be_person(kind) or _noun_lemma(kind) in _PEOPLE):
        return None
    end = len(doc) - 1 - doc[-1].is_punct
    modifier = next((c for c in kind.children if c.i > kind.i and c.right_edge.i == end and (
        c.dep_ == "prep" and c.lower_ == "with" or c.dep_ == "relcl" and _relative_subject(c))), None)
    if modifier is None or any(c.dep_ == "conj" for c in kind.children):
        return None
    lead = doc[:modifier.left_edge.i].text.strip(" ,")
    if modifier.dep_ == "prep":
        said = "you have " + doc[modifier.i + 1:end + 1].text
    else:
        who = _relative_subject(modifier)
        said = _fix_be("you " + questions.join_tokens(t for t in modifier.subtree if t.i != who.i))
    return "and", [lead, said]


def _relative_subject(clause):
    """The 'who' / 'that' a relative clause starts with as its subject, or None."""
    return next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass") and c.lower_ in ("who", "that")
                 and c.i < clause.i), None)


_KIND_EXCEPT = re.compile(r"^(you are an? [\w-]+(?: [\w-]+)?) (?:except|apart from|other than) (?:for )?"
                          r"([\w-]+(?: [\w-]+){0,2})$", re.IGNORECASE)


def _noun_lemma(token) -> str:
    """'Veterans' -> 'veteran': the small model leaves a capitalised plural unlemmatised."""
    return _lemma(token.lower_, "NOUN", token.lemma_.lower())


def _person_word(word: str) -> bool:
    """Whether a noun names a kind of person or body ('workers', 'employer', 'council')."""
    return _lemma(word.lower(), "NOUN", "") in _PEOPLE


@construct
def _conjuncts(token) -> list:
    """The verbs coordinated with a verb, each followed by its own, in the parse's order."""
    return [verb for child in token.children if child.dep_ == "conj" and child.pos_ in ("VERB", "AUX")
            for verb in (child, *_conjuncts(child))]


def _opening_lowered(tokens) -> dict[int, str]:
    """For `questions.join_tokens`: the sentence's first word in lower case when the phrase
    starts the sentence ('Cultural goods include', 'Part-time workers get'), unless it is a name
    or an acronym ('ATV riders')."""
    first = next(iter(tokens), None)
    if first is None or first.i != 0 or first.pos_ == "PROPN" or len(first.text) > 1 and not first.text[1:].islower():
        return {}
    following = next((t for t in first.doc[first.i + 1:first.i + 3] if t.text not in ("'s", "’s")), None)
    if first.pos_ not in ("DET", "PRON") and following is not None and following.text[:1].isupper():
        return {}  # the first word of a name ('Carer's Credit is ...'), not 'A Blue Badge', 'Your State Pension'
    return {first.i: first.lower_}


def _phrase(tokens, replace: dict | None = None) -> str:
    """The tokens as words inside a sentence: its opening word lowered (`_opening_lowered`),
    and any other `replace` as `questions.join_tokens` takes it."""
    tokens = list(tokens)
    return questions.join_tokens(tokens, {**_opening_lowered(tokens), **(replace or {})})


def _lower_start(text: str) -> str:
    """A gloss goes inside a sentence ('Yes: you can get SMP.', '... whether you can get SMP'):
    its first word lowered as `_opening_lowered` decides."""
    if not text[:1].isupper() or not _opening_lowered(questions.parse(text)):
        return text
    return text[:1].lower() + text[1:]


def _negate(conclusion: str) -> str:
    """'you can get SMP' -> 'you can not get SMP'."""
    conclusion = re.sub(r"['’]ll\b", " will", _lower_start(conclusion))
    match = re.search(r"\b(can|could|may|might|will|would|should|must|are|is|am|were|was|have|has)\b",
                      conclusion, re.IGNORECASE)
    # 'you need to have claimed': 'have' follows 'to', the verb before it is negated ('you do
    # not need to have claimed', not 'you need to have not claimed')
    if match and not re.search(r"\bto\s+$", conclusion[:match.start()], re.IGNORECASE):
        if re.match(r"\s+to\b", conclusion[match.end():]):  # 'you have to pay': you do not have to
            does = "does" if match.group(1).lower() == "has" else "do"
            return f"{conclusion[:match.start()]}{does} not have{conclusion[match.end():]}"
        return f"{conclusion[:match.end()]} not{conclusion[match.end():]}"
    words = conclusion.split()
    if len(words) > 1 and words[0].lower() in ("you", "they", "we"):
        return f"{words[0]} do not {' '.join(words[1:])}"
    doc, root = _parsed(conclusion)
    if root is not None and root.tag_ in ("VBZ", "VBP") and root.text.isalpha() and root.lemma_ not in ("be", "have") \
            and any(c.dep_ == "nsubj" for c in root.children):
        # 'the certificates expire' -> 'the certificates do not expire'
        return questions.join_tokens(doc, {root.i: f"{'does' if root.tag_ == 'VBZ' else 'do'} not {root.lemma_}"})
    return f"it is not the case that {conclusion}"


@construct
def _person_statement(phrase: str) -> str:
    """'people who are elderly' -> 'you are elderly'; 'people with disabilities' -> 'you have
    disabilities'; 'those affected by the flood' -> 'you are affected by the flood';
    'low-income families' -> 'you are a low-income family'. What the phrase says of the people
    it says of the reader: 'people who lost their jobs' -> 'you lost your jobs'."""
    match = _ANY_PEOPLE.match(phrase)
    joint = match.group("joint").lower() if match else ""
    lead = {"with": "have ", "who": "", "that": ""}.get(joint, f"are {joint} ")
    if match is None or lead.startswith("are") and "VERB" not in wordforms.lemmas(joint):
        return _user_kind(questions.parse(phrase))  # 'people interested in X' is no participle
    return _fix_be(f"you {lead}{_of_reader(match.group('said'))}")


@construct
def _kind_of_reader(conclusion: str, *conditions: str) -> tuple[str, str | None] | None:
    """'Apprentices are entitled to the apprentice rate' if they ... (one of the `conditions`
    says 'they'): said to a reader who asks about it, the conclusion ('you are entitled to the
    apprentice rate') and the kind the reader must be ('apprentices'), one more condition, as
    the kind is when no 'they' follows ('Apprentices under 19 get it'), unless the reader is
    taken to be one ('workers'). A kind anyone asking is ('applicants', 'people') is left as it
    is, unless it is named by what they are ('self-employed people'); a few of them ('some
    workers') are not the reader."""
    if not any(re.match(r"^they\b", condition, re.IGNORECASE) for condition in conditions):
        return None
    doc, root = _parsed(conclusion)
    subject = next((c for c in root.children if c.dep_ in ("nsubj", "nsubjpass") and c.i < root.i), None) \
        if root is not None else None
    if subject is None or subject.tag_ not in ("NNS", "NNPS") or subject.left_edge.i != 0 or not (
            _noun_lemma(subject) in _PEOPLE or _may_be_person(subject)) or _noun_lemma(subject) in _ANYONE and not any(
                c.dep_ in ("amod", "compound") for c in subject.children) \
            or any(t.dep_ in ("det", "poss", "amod") and t.lower_ in _FEW for t in subject.subtree) \
            or any(c.dep_ == "conj" for c in subject.children):
        return None  # kinds joined ('providers and staff members') are read where kinds are listed
    kind = _phrase([t for t in subject.subtree if t.dep_ not in ("det", "predet")])
    return f"you {_of_reader(doc[subject.right_edge.i + 1:].text)}", (
        None if _noun_lemma(subject) in _ADDRESSEES and subject.n_lefts == 0 else kind)


_FEW = {"some", "many", "few", "most", "your", "my", "their", "these", "those", "other"}


def _of_reader(said: str, theirs: Collection[str] = ()) -> str:
    """What a phrase says of the people it names, said of the reader: 'their jobs' -> 'your jobs';
    the pronouns in `theirs` (lower case) stay, being someone else's."""
    for pattern, replacement in questions.THIRD_TO_SECOND:
        said = pattern.sub(lambda m, yours=replacement: m.group(0) if m.group(0).lower() in theirs else yours, said)
    return said


# people named only by what the rest of the phrase says of them: 'people who ...', 'those with
# ...', 'anyone affected by ...', 'individuals living in ...'
_ANY_PEOPLE = re.compile(r"^(?:people|persons|individuals|those|anyone|anybody|someone|everyone)\s+"
                         r"(?P<joint>who|that|with|\w+(?:ed|en|ing))\s+(?P<said>.*)$", re.IGNORECASE)
