"""Polarity of a sentence's main clause, and the sentence with its negation removed.

Polarity is the parity of negation cues ("not", "can't", "never", "ineligible", "prohibited"...)
in the main clause (its first clause, where clauses with their own subjects are joined), before
any "if" / "unless" / "when" or relative "that" / "which" / "who"; a main clause that compares
the other way ("more than" against "less than") is the opposite claim.
"""

from __future__ import annotations

import re

from nesy_chat.nlp.vocabulary import WORD

_NEGATIONS = frozenset("""
not no never neither nor ineligible unable prohibited forbidden banned barred excluded exempt disqualified
""".split())  # contractions ("can't", "cannot") are counted by _CONTRACTED
# subordinate and relative clauses, not 'true that'
_SUBORDINATE = re.compile(r"\s(?:if|unless|when|whenever|while|because|as long as|provided|until|once|where|so that|"
                          r"(?:even\s+)?though|although|despite|"
                          r"(?<!true\s)(?<!false\s)(?<!sure\s)(?<!clear\s)(?<!says\s)(?<!means\s)that|"
                          r"which|who|whose|whom)\b", re.IGNORECASE)
_COORDINATED_CLAUSE = re.compile(r",?\s+(?:and|or|but)\s+(?=(?:you|your|they|their|it|its|he|she|his|her)\b)",
                                 re.IGNORECASE)  # 'and your earnings are ...': a clause of its own
_CONTRACTED = re.compile(r"\b(\w+?)n't\b|\bcannot\b", re.IGNORECASE)
_UNDO_CONTRACTION = {"ca": "can", "wo": "will", "sha": "shall"}
_NEGATION_WORD = re.compile(r"\b(?:not|never|no)\b\s*", re.IGNORECASE)
_LEXICAL_NEGATIVES = {"ineligible": "eligible", "unable": "able"}
_COMPARISON = {"more than": 1, "greater than": 1, "higher than": 1, "less than": -1, "fewer than": -1,
               "lower than": -1}
_COMPARATIVE = re.compile(r"\b(?:" + "|".join(_COMPARISON) + r")\b", re.IGNORECASE)


def is_negative(text: str) -> bool:
    """Odd number of negation cues in the main clause: "you can't get SMP" -> True. Cues count
    within the first of coordinated clauses: "you are not a contractor and your earnings are not
    taxed" is negative, not a double negation."""
    main = _COORDINATED_CLAUSE.split(_main_clause(text))[0]
    cues = len(_CONTRACTED.findall(main))
    words = WORD.findall(main)
    # a title-like phrase that starts with 'No' ('No risk of losing money') names a thing
    cues += sum(1 for k, word in enumerate(words) if word.lower() in _NEGATIONS and not (k == 0 and word == "No"))
    return cues % 2 == 1


def comparison(text: str) -> int | None:
    """Which way the main clause compares, when it does one way: 1 for "more than", -1 for
    "less than"; "Will my pension be more than £122?" asks the negation of "your pension will
    be less than £122"."""
    senses = {_COMPARISON[m.group(0).lower()] for m in _COMPARATIVE.finditer(_main_clause(text))}
    return senses.pop() if len(senses) == 1 else None


def opposed(asked: int | None, claimed: int | None) -> bool:
    return asked is not None and claimed is not None and asked != claimed


def neutral(text: str) -> str:
    """The text with its negation removed: "you can't get SMP" -> "you can get SMP"."""
    # do-support goes with its 'not': 'you don't need to' -> 'you need to', as the claim's positive says it
    text = re.sub(r"\bdo(?:\s+not|n't)\s+", "", text.replace("’", "'"), flags=re.IGNORECASE)
    text = _CONTRACTED.sub(_undo_contraction, text)
    text = _NEGATION_WORD.sub("", text)
    for negative, positive in _LEXICAL_NEGATIVES.items():
        text = re.sub(rf"\b{negative}\b", positive, text, flags=re.IGNORECASE)
    return " ".join(text.split())


def _undo_contraction(match: re.Match) -> str:
    stem = match.group(1)
    return "can" if stem is None else _UNDO_CONTRACTION.get(stem.lower(), stem)


def _main_clause(text: str) -> str:
    text = re.sub(r"\([^)]*\)", " ", text.replace("’", "'"))
    cut = _SUBORDINATE.search(text)
    return text[:cut.start()] if cut else text


# What a main clause says of its subject: that it must (obligation) or may (permission).
_OBLIGATION = re.compile(r"\b(?:must|have to|has to|had to|need to|needs to|required|obliged|obligated|"
                         r"should|shall|(?:i|you|we|they|he|she|it|do|does|don't|doesn't|will|would|may|might|"
                         r"could|also|still|usually|only|normally)\s+needs?)\b", re.IGNORECASE)
_PERMISSION = re.compile(r"\b(?:can|could|may|might|eligible|entitled|qualify|qualifies|allowed)\b", re.IGNORECASE)
# 'may need', 'might have to': an obligation hedged, not a permission
_HEDGE = re.compile(r"\b(?:may|might|could)(?=\s+(?:also\s+|still\s+)?(?:need|have to|be required)\b)", re.IGNORECASE)


_WH = re.compile(r"^\s*(?:(?:from|since|until|till|by|for|to|in|at|on|with)\s+)?"
                 r"(?:what|whats|what's|how|when|where|which|who|whom|whose|why)\b", re.IGNORECASE)
# 'How do I know if I qualify?': a yes/no question inside the open one
_WHETHER = re.compile(r"\b(?:know|check|find out|tell|see|work out)\s+(?:if|whether)\b", re.IGNORECASE)


def asks_open(question: str) -> bool:
    """Whether a question asks what, how, when ... rather than yes or no ("What is Dad and
    Partner Pay?", "For how long is it paid?"): what a text says answers it, where a yes/no
    question wants a rule. "How do I know if I qualify?" asks yes or no."""
    return bool(_WH.match(question)) and not _WHETHER.search(question)


def states_requirement(text: str) -> bool:
    """Whether a sentence says what one must do or be, anywhere in it ("To qualify, you must
    be 65 or over"): a rule made of it holds when that is met, whatever else the document
    requires."""
    return bool(_OBLIGATION.search(text))


def modality(text: str) -> str | None:
    """'obligation' for "Do I have to register?" / "you must register" / "you may need a
    licence", 'permission' for
    "Can I get it?" / "you may be eligible", None when the main clause says neither or both,
    or asks what / how / when ("What is the most I can claim?" asks an amount, not leave)."""
    if asks_open(text):
        return None
    main = _main_clause(text)
    must, may = bool(_OBLIGATION.search(main)), bool(_PERMISSION.search(_HEDGE.sub(" ", main)))
    return "obligation" if must and not may else "permission" if may and not must else None
