"""A time limit on asking for something, read as the case in which it can be asked.

'You must apply for your visa no more than 6 months after you receive the CAS' does not require
the reader to apply; it says when applying is still open. Read as written, the time limit ends up
inside the action ('Have you no more than 6 months received the CAS?') or the action becomes a
requirement of nothing in particular. Rewritten, the sentence says what its readers ask ('Can I
still apply?') and the one thing that decides it: 'You can apply for your visa unless it has
been more than 6 months since you received the CAS'. Only asking, applying, claiming and the
like are read so: a limit on a duty ('You must tell us within 30 days of the change') bounds
when the duty is done, not whether it holds; and one that a rule before it requires ('You can
get the grant if ... You must apply within 3 months of ...') stays its requirement
(`document._deadline_read`).
"""

from __future__ import annotations

import re

from nesy_chat.nlp import questions, wordforms
from nesy_chat.synthesis.rules.constructs import construct
from nesy_chat.synthesis.rules.coordination import _parsed
from nesy_chat.synthesis.rules.lexicon import _SEEKING, _SOUGHT
from nesy_chat.synthesis.rules.requirements import _MUST

_NUMBER = r"(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirty|sixty|ninety)"

_DEADLINE = re.compile(
    rf"\b(?P<modal>{_MUST}|should)(?P<negated>\s+not)?\s+"
    r"(?:(?:usually|normally|generally|also|still|always)\s+)?(?P<action>[a-z][^.;:()]*?(?:\([^()]*\)[^.;:()]*?)?)\s+"
    rf"(?P<bound>within|no more than|not more than|no later than|more than|less than|at least)\s+"
    rf"(?P<span>{_NUMBER}\s+(?:calendar\s+|working\s+)?(?:day|week|month|year)s?)\s+"
    r"(?P<relation>of|from|after|before|since)\b", re.IGNORECASE)

_CONSEQUENCE = re.compile(r",\s+(?:or|but|otherwise|and you)\b|;")

# a bound that says how late, as the lateness it rules out: 'no more than 6 months after'
_RULES_OUT = {"no more than": "more than", "not more than": "more than", "no later than": "more than"}


@construct
def _deadline(text: str) -> str:
    """'You must apply no more than 6 months after you receive it' -> 'You can apply unless it
    has been more than 6 months since you received it'; 'You need to ask for a review within 1
    month of the decision' -> 'You can ask for a review if it is within 1 month of the
    decision'; 'You should not file more than 180 days before it expires' -> 'You can file
    unless it is more than 180 days before it expires'."""
    if (match := _DEADLINE.search(text)) is None or not _seeks(match.group("action")):
        return text
    bound = match.group("bound").lower()
    ruled_out = (bound in _RULES_OUT) != bool(match.group("negated"))
    # what follows the limit up to a clause of its own: ', or you may lose it' warns, it is no case
    relation, rest = match.group("relation").lower(), _CONSEQUENCE.split(text[match.end():], maxsplit=1)[0]
    if relation in ("after", "since") and (since := _since(rest)) is not None:
        case = f"it has been {_RULES_OUT.get(bound, bound)} {match.group('span')} since {since}"
    else:
        who = _doing(text[:match.start()], match.group("action")) if bound == "within" else "it is"
        case = f"{who} {_RULES_OUT.get(bound, bound)} {match.group('span')} {relation}{rest}"
    return f"{text[:match.start()]}can {match.group('action')} {'unless' if ruled_out else 'if'} {case}"


def _doing(before: str, action: str) -> str:
    """Who does the action, doing it: 'you are applying for a review' (the reader's words for
    it: 'Are you applying within 1 month of the decision?', not 'Is it within ...?'); 'it is'
    when the action is another's. (A bound of more or less stays 'it is': 'Is it more than 90
    days before it expires?' asks one thing, where 'Are you filing more than ...' asks a number.)"""
    verb, _, rest = action.partition(" ")
    doing = wordforms.inflections(verb.lower(), "VBG")
    if not re.search(r"\byou\s*$", before, re.IGNORECASE) or not doing:
        return "it is"
    return f"you are {doing[0]} {rest}".rstrip()


def _seeks(action: str) -> bool:
    """Whether an action asks for something: its verb ('apply', 'appeal') or what it sends
    ('receive an application')."""
    words = action.lower().split()
    return bool(words) and (words[0] in _SEEKING or any(w.strip(",").removesuffix("s") in _SOUGHT for w in words))


def _since(text: str) -> str | None:
    """'you receive the CAS.' -> 'you received the CAS.': since when, asked of what happened;
    None when the words after 'after' are a time ('the date of discharge'), not a clause."""
    doc, root = _parsed(text.strip())
    if root is None or root.pos_ not in ("VERB", "AUX") or not any(
            c.dep_ in ("nsubj", "nsubjpass") for c in root.children):
        return None
    done = root.tag_ not in ("VBP", "VBZ", "VB") or any(c.dep_ in ("aux", "auxpass") for c in root.children)
    past = () if done else wordforms.inflections(root.lemma_, "VBD")
    return questions.join_tokens(doc, {root.i: past[0]}) if past else doc.text
