"""Which claim a question asks about, with which polarity, or that none does (`irrelevant`).

The decision rule, in order; no threshold here was fitted to data:

1. Relevance comes from the text, never from the question's wording alone. A candidate is
   relevant when at least half of the question's content terms occur in its text (most of
   what the question names is there), or when question and text are close in meaning
   (cosine >= 0.4: the 99th percentile of question / unrelated-text pairs, so about 1% of
   unrelated texts pass on meaning alone, and related texts that name their subject
   differently from the question are not called irrelevant).
   Content terms are words minus function words and the vocabulary every eligibility
   question shares ("can I get / apply / qualify"); a run of capitalised words also
   matches its acronym ("Statutory Maternity Pay" ~ "SMP") and "the" with its last word
   ("Winter Fuel Payment" ~ "the payment": a page refers so to what its title names). A
   question with no content terms ("Does this apply to me?") can only be about the text at
   hand, so it is relevant to every candidate. A claim with none ("you won't qualify if you:
   ..." under "When you won't qualify") leaves what it is about to the context it was found
   in: a question asking its verb ("Do I qualify for Winter Fuel Payment?") is about it.
2. Texts are ranked by coverage + cosine against the question; within the best text,
   claims by coverage + cosine against the gloss, both with negation words removed, so
   "you can get SMP" and "you can't get SMP" score the same and polarity stays symbolic.
3. Of claims that tie (a claim and its stated negation), the one whose polarity agrees
   with the question wins; `negated` is whether the two polarities differ. Polarity is the
   parity of negation cues ("not", "can't", "never", "ineligible", "prohibited"...) in
   the main clause (its first clause, where clauses with their own subjects are joined),
   before any "if" / "unless" / "when" or relative "that" / "which" / "who";
   a main clause that compares the other way ("more than" against the gloss's "less than")
   flips it once more.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from . import wordforms
from .embeddings import Embedder, get_embedder
from .module import PrologModule

MIN_COVERAGE = 0.5  # a majority of the question's content terms occur in the text
MIN_COSINE = 0.4  # the question and the text are close in meaning

_STOP = frozenset("""
a an the and or but nor if then else of to in on at by for with from into onto about as than that this these those
there here it its itself is are was were be been being am do does did done doing have has had having can could
may might must shall should will would i me my mine myself you your yours yourself he him his she her hers they them
their theirs we us our ours who whom whose which what when where why how whether any all some each every either
neither both other another such same so too very just only also even still already now currently yet ever again
not no never get gets got getting able allow allowed eligible eligibility entitle entitled qualify qualified
apply applies applied claim need needs want wants one someone anyone anything something person people please yes ok
""".split())
_NEGATIONS = frozenset("""
not no never neither nor ineligible unable prohibited forbidden banned barred excluded exempt disqualified
""".split())  # contractions ("can't", "cannot") are counted by _CONTRACTED
_WORD = re.compile(r"[A-Za-z0-9]+(?:'[A-Za-z]+)?")
_SUBORDINATE = re.compile(r"\s(?:if|unless|when|whenever|while|because|as long as|provided|until|once|where|so that|"
                          r"(?<!true\s)(?<!false\s)(?<!sure\s)(?<!clear\s)(?<!says\s)(?<!means\s)that|"
                          r"which|who|whose|whom)\b", re.IGNORECASE)  # subordinate and relative clauses, not 'true that'
_COORDINATED_CLAUSE = re.compile(r",?\s+(?:and|or|but)\s+(?=(?:you|your|they|their|it|its|he|she|his|her)\b)",
                                 re.IGNORECASE)  # 'and your earnings are ...': a clause of its own
_CONTRACTED = re.compile(r"\b(\w+?)n't\b|\bcannot\b", re.IGNORECASE)
_UNDO_CONTRACTION = {"ca": "can", "wo": "will", "sha": "shall"}
_NEGATION_WORD = re.compile(r"\b(?:not|never|no)\b\s*", re.IGNORECASE)
_LEXICAL_NEGATIVES = {"ineligible": "eligible", "unable": "able"}
_COMPARISON = {"more than": 1, "greater than": 1, "higher than": 1, "less than": -1, "fewer than": -1,
               "lower than": -1}
_COMPARATIVE = re.compile(r"\b(?:" + "|".join(_COMPARISON) + r")\b", re.IGNORECASE)


@dataclass(frozen=True)
class Candidate:
    """A claim a question may be about, with the text of the chunk it came from."""

    module: str
    claim: str
    gloss: str
    context: str


@dataclass(frozen=True)
class Ranked:
    candidate: Candidate
    relevant: bool
    text_score: float  # coverage + cosine of the question against the candidate's text
    claim_score: float  # coverage + cosine against the gloss, both without negation
    negated: bool


@dataclass(frozen=True)
class ClaimMatch:
    """The claim a question asks about; module and claim are None when it is irrelevant."""

    module: str | None
    claim: str | None
    negated: bool
    score: float  # the best candidate's text score + claim score
    ranking: tuple[Ranked, ...]  # every candidate, best first

    @property
    def irrelevant(self) -> bool:
        return self.claim is None


def candidates(modules: Iterable[PrologModule]) -> list[Candidate]:
    """Every claim of the modules, each with its module's text (its glosses if it has none)."""
    found = []
    for module in modules:
        context = module.text or ". ".join(claim.gloss for claim in module.claims)
        found += [Candidate(module.id, claim.name, claim.gloss, context) for claim in module.claims]
    return found


def match_claim(question: str, options: Sequence[Candidate], embedder: Embedder | None = None) -> ClaimMatch:
    """The best claim for the question by the rule in the module docstring."""
    embedder = embedder or get_embedder()
    if not options:
        return ClaimMatch(None, None, False, 0.0, ())
    terms = content_terms(question)
    contexts = list(dict.fromkeys(option.context for option in options))
    text_cosine = dict(zip(contexts, embedder.similarity([question], contexts)[0]))
    glosses = list(dict.fromkeys(neutral(option.gloss) for option in options))
    gloss_cosine = dict(zip(glosses, embedder.similarity([neutral(question)], glosses)[0]))
    asked_negative, asked_comparison = is_negative(question), comparison(question)
    ranked = []
    for option in options:
        text_coverage = coverage(terms, option.context + " " + option.gloss)
        cosine = float(text_cosine[option.context])
        relevant = (not terms or text_coverage >= MIN_COVERAGE or cosine >= MIN_COSINE
                    or _asks_unnamed(question, option.gloss))
        claim_score = coverage(terms, option.gloss) + float(gloss_cosine[neutral(option.gloss)])
        ranked.append(Ranked(option, relevant, text_coverage + cosine, claim_score,
                             (is_negative(option.gloss) != asked_negative) != _opposed(asked_comparison,
                                                                                       comparison(option.gloss))))
    order = sorted(range(len(ranked)), key=lambda i: (not ranked[i].relevant, -ranked[i].text_score,
                                                     -ranked[i].claim_score, ranked[i].negated, i))
    ranking = tuple(ranked[i] for i in order)
    best = ranking[0]
    if not best.relevant:
        return ClaimMatch(None, None, False, best.text_score + best.claim_score, ranking)
    return ClaimMatch(best.candidate.module, best.candidate.claim, best.negated, best.text_score + best.claim_score,
                      ranking)


def _asks_unnamed(question: str, gloss: str) -> bool:
    """A claim that names nothing ('you will qualify') is asked about by a question with its
    verb ('Do I qualify for Winter Fuel Payment?')."""
    verbs = _unnamed_verbs(gloss)
    return bool(verbs) and verbs <= _vocabulary(question)


@lru_cache(maxsize=4096)
def _unnamed_verbs(gloss: str) -> frozenset[str]:
    """The verbs of a claim that names nothing ('you will qualify' -> {'qualify'}); empty for
    one that names something. Cached: every question of a run is matched against it."""
    if content_terms(gloss):
        return frozenset()
    return frozenset(word.lower() for word in _WORD.findall(neutral(gloss))) - _FRAME


_FRAME = frozenset("you your can could may might will would must should shall still also be able to".split())


def prepare(questions: Iterable[str], options: Iterable[Candidate], embedder: Embedder | None = None) -> None:
    """Encode in a few batches everything matching these will need, so each match is fast."""
    embedder = embedder or get_embedder()
    questions = list(questions)
    texts = [*questions, *(neutral(q) for q in questions)]
    for option in options:
        texts += [option.context, neutral(option.gloss)]
        _vocabulary(option.context + " " + option.gloss)
    embedder.encode(list(dict.fromkeys(texts)))


def is_negative(text: str) -> bool:
    """Odd number of negation cues in the main clause: "you can't get SMP" -> True. Cues count
    within the first of coordinated clauses: "you are not a contractor and your earnings are not
    taxed" is negative, not a double negation."""
    main = _COORDINATED_CLAUSE.split(_main_clause(text))[0]
    cues = len(_CONTRACTED.findall(main))
    words = _WORD.findall(main)
    # a title-like phrase that starts with 'No' ('No risk of losing money') names a thing
    cues += sum(1 for k, word in enumerate(words) if word.lower() in _NEGATIONS and not (k == 0 and word == "No"))
    return cues % 2 == 1


def comparison(text: str) -> int | None:
    """Which way the main clause compares, when it does one way: 1 for "more than", -1 for
    "less than"; "Will my pension be more than £122?" asks the negation of "your pension will
    be less than £122"."""
    senses = {_COMPARISON[m.group(0).lower()] for m in _COMPARATIVE.finditer(_main_clause(text))}
    return senses.pop() if len(senses) == 1 else None


def _opposed(asked: int | None, claimed: int | None) -> bool:
    return asked is not None and claimed is not None and asked != claimed


def neutral(text: str) -> str:
    """The text with its negation removed: "you can't get SMP" -> "you can get SMP"."""
    text = _CONTRACTED.sub(_undo_contraction, text.replace("’", "'"))
    text = _NEGATION_WORD.sub("", text)
    for negative, positive in _LEXICAL_NEGATIVES.items():
        text = re.sub(rf"\b{negative}\b", positive, text, flags=re.IGNORECASE)
    return " ".join(text.split())


def _undo_contraction(match: re.Match) -> str:
    stem = match.group(1)
    return "can" if stem is None else _UNDO_CONTRACTION.get(stem.lower(), stem)


def content_terms(text: str) -> list[frozenset[str]]:
    """The words a question names, each as the set of its forms (and its run's acronym)."""
    terms = []
    for run in _runs(text):
        # a name is also met by 'the' and its last word: 'Winter Fuel Payment' by 'the payment'
        other = {_acronym(run), *(f"the {form}" for form in _forms(run[-1]))} if len(run) > 1 else set()
        for word in run:
            forms = _forms(word)
            if not forms & _STOP:
                terms.append(frozenset(forms | other))
    return terms


def coverage(terms: Sequence[frozenset[str]], text: str) -> float:
    """Share of the terms that occur in the text (0 when there are none)."""
    if not terms:
        return 0.0
    vocabulary = _vocabulary(text)
    return sum(1 for term in terms if term & vocabulary) / len(terms)


@lru_cache(maxsize=4096)
def _vocabulary(text: str) -> frozenset[str]:
    words: set[str] = set()
    for run in _runs(text):
        for word in run:
            words |= _forms(word)
        if len(run) > 1:
            words.add(_acronym(run))
    for match in _THE_NOUN.finditer(text):
        words |= {f"the {form}" for form in _forms(match.group(1))}
    return frozenset(words)


_THE_NOUN = re.compile(r"\bthe ([a-z]+)\b")  # a definite description in lower case: 'the payment'


def _runs(text: str) -> list[list[str]]:
    """Words grouped into runs of capitalised words (names: not "Is" or "The", broken by
    punctuation or a line break) and single other words."""
    runs: list[list[str]] = []
    previous_capital, end = False, 0
    for match in _WORD.finditer(text.replace("’", "'")):
        word = match.group()
        capital = word[:1].isupper() and not word.isupper() and word.lower() not in _STOP
        if capital and previous_capital and match.string[end:match.start()] == " ":
            runs[-1].append(word)
        else:
            runs.append([word])
        previous_capital, end = capital, match.end()
    return runs


def _acronym(run: list[str]) -> str:
    return "".join(word[0] for word in run).lower()


@lru_cache(maxsize=65536)
def _forms(word: str) -> frozenset[str]:
    lower = re.sub(r"'s$", "", word.lower())
    forms = {lower}
    for lemmas in wordforms.lemmas(lower).values():
        forms.update(lemmas)
    return frozenset(forms)


def _main_clause(text: str) -> str:
    text = re.sub(r"\([^)]*\)", " ", text.replace("’", "'"))
    cut = _SUBORDINATE.search(text)
    return text[:cut.start()] if cut else text
