"""Which claim a question asks about, with which polarity, or that none does (`irrelevant`).

The decision rule, in order; no threshold here was fitted to data, and one weight was chosen
of three (rule 2):

1. Relevance comes from the text, never from the question's wording alone. A candidate is
   relevant when at least half of the question's content terms occur in its text (most of
   what the question names is there), or when question and text are close in meaning
   (cosine >= 0.4: the 99th percentile of question / unrelated-text pairs, so about 1% of
   unrelated texts pass on meaning alone, and related texts that name their subject
   differently from the question are not called irrelevant).
   Content terms are words minus function words and the vocabulary every eligibility
   question shares ("can I get / apply / qualify"), and minus what a relative clause says of
   the asker ("a jumper I don't like" asks about a jumper); a run of capitalised words also
   matches its acronym ("Statutory Maternity Pay" ~ "SMP") and "the" with its last word
   ("Winter Fuel Payment" ~ "the payment": a page refers so to what its title names). A
   question with no content terms ("Does this apply to me?") can only be about the text at
   hand, so it is relevant to every candidate. A claim with none ("you won't qualify if you:
   ..." under "When you won't qualify") leaves what it is about to the context it was found
   in: a question asking its verb ("Do I qualify for Winter Fuel Payment?") is about it.
2. Claims are ranked by how well their text fits the question (coverage + cosine), counted
   twice, plus how well the claim's gloss does (coverage + cosine, both with negation words
   removed, so "you can get SMP" and "you can't get SMP" score the same and polarity stays
   symbolic). The text counts more because it is the author's words, and the gloss our
   reading of one sentence of them, the part that fails first on a document nobody here has
   read ("Financial help if you're 24 or younger ..." under "# Youth Allowance" glossed badly
   lost "Can I get Youth Allowance?" to "you might be eligible for Maternity Allowance");
   the gloss still decides between texts that fit about equally (texts split from one page).
   Twice was chosen of once, twice and text first on the development questions and the
   ShARC open setting (docs/evaluation.md, stop 48).
   What the user says of their situation, given apart from the question ("I am 17 and have
   been offered a place on a course"), scores the texts the same way, coverage + cosine, and
   adds to the text's fit: a vague question ("Can I apply for this visa?") fits every
   section of a page alike, and the section whose conditions speak of the user's situation is
   the one it is asked of. It moves no claim within one text, nor decides relevance.
   A claim that states something comes before a heading or a description's name
   ("Childcare costs") for a yes/no question, which wants a rule; a question that asks what,
   how or when ("What is Dad and Partner Pay?") takes whichever fits best, a text's own words
   answering it. A claim the text states of every reader, asking nothing ("DSAs don't have to
   be paid back"), is not what a yes/no question asks (`Ranked.unasked`, ranked after the
   claims that are) when the question asks whether the asker can have something ("Can I get
   DSAs?", "Is this loan for me?": that wants a rule with its conditions, though "WIC serves
   low-income families" names WIC and "you can qualify" does not) or what the asker has done
   ("Have I paid enough contributions?": no statement of the rules settles it), or when a
   claim with conditions of its own text names more of what the question names, or it names
   none ("Do I have to pay DSAs back?" asks the statement; "Can I ask for flexible working?"
   does not ask "you can make up to 2 applications a year").
3. Of claims that tie (a claim and its stated negation), the one whose polarity agrees
   with the question wins; `negated` is whether the two polarities differ. Polarity is the
   parity of negation cues ("not", "can't", "never", "ineligible", "prohibited"...) in
   the main clause (its first clause, where clauses with their own subjects are joined),
   before any "if" / "unless" / "when" or relative "that" / "which" / "who";
   a main clause that compares the other way ("more than" against the gloss's "less than")
   flips it once more.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from nesy_chat.core.module import PrologModule
from nesy_chat.kb.embeddings import Embedder, get_embedder
from nesy_chat.nlp.polarity import asks_open, comparison, is_negative, modality, neutral, opposed
from nesy_chat.nlp.questions import asked_nouns, asked_words, asks_eligibility, asks_history, is_statement
from nesy_chat.nlp.vocabulary import WORD, content_terms, coverage, names, names_in, vocabulary

MIN_COVERAGE = 0.5  # a majority of the question's content terms occur in the text
MIN_COSINE = 0.4  # the question and the text are close in meaning
TEXT_WEIGHT = 2  # how many times a text's fit counts against its claim's in ranking (rule 2)
MODALITY = 0.5  # what a claim whose must / may agrees with the question's gains (one disagreeing loses)



@dataclass(frozen=True)
class Candidate:
    """A claim a question may be about, with the text of the chunk it came from."""

    module: str
    claim: str
    gloss: str
    context: str
    stated: bool = False  # it asks the user nothing: the text states it of every reader


@dataclass(frozen=True)
class Ranked:
    candidate: Candidate
    relevant: bool
    text_score: float  # coverage + cosine of the question against the candidate's text
    claim_score: float  # coverage + cosine against the gloss, both without negation
    negated: bool
    near: bool = False  # relevant on its text's words alone, the claim naming none of them (`_only_near`)
    situation_score: float = 0.0  # coverage + cosine of the user's situation against the text (0: none given)
    close: bool = True  # its text is close in meaning to the question (cosine >= MIN_COSINE; unmeasured: True)
    claim_coverage: float = 0.0  # how much of what the question names the gloss names
    unasked: bool = False  # a stated claim the question does not ask (rule 2)

    @property
    def order(self) -> float:
        """What ranks candidates (rule 2): the text's fit counted `TEXT_WEIGHT` times, and the claim's."""
        return TEXT_WEIGHT * (self.text_score + self.situation_score) + self.claim_score

    @property
    def score(self) -> float:
        """How well the claim fits the user's message: question against text and claim, and
        the situation against the text (`ClaimMatch.score` of the best)."""
        return self.text_score + self.claim_score + self.situation_score


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
        found += [Candidate(module.id, claim.name, claim.gloss, context, not module.asks_user(claim.name))
                  for claim in module.claims]
    return found


def match_claim(question: str, options: Sequence[Candidate], embedder: Embedder | None = None,
                situation: str = "") -> ClaimMatch:
    """The best claim for the question, the user's `situation` (what they say of themselves,
    apart from the question) weighed with it, by the rule in the module docstring."""
    embedder = embedder or get_embedder()
    if not options:
        return ClaimMatch(None, None, False, 0.0, ())
    terms = _asked_terms(question)
    contexts = list(dict.fromkeys(option.context for option in options))
    text_cosine = dict(zip(contexts, embedder.similarity([question], contexts)[0]))
    situation_terms = content_terms(situation)
    situation_cosine = dict(zip(contexts, embedder.similarity([situation], contexts)[0])) if situation_terms else {}
    glosses = list(dict.fromkeys(neutral(option.gloss) for option in options))
    gloss_cosine = dict(zip(glosses, embedder.similarity([neutral(question)], glosses)[0]))
    asked_negative, asked_comparison = is_negative(question), comparison(question)
    ranked = []
    for option in options:
        text_coverage = coverage(terms, option.context + " " + option.gloss)
        cosine = float(text_cosine[option.context])
        relevant = (not terms or text_coverage >= MIN_COVERAGE or cosine >= MIN_COSINE
                    or _asks_unnamed(question, option.gloss))
        claim_coverage, claim_cosine = coverage(terms, option.gloss), float(gloss_cosine[neutral(option.gloss)])
        ranked.append(Ranked(option, relevant, text_coverage + cosine, claim_coverage + claim_cosine,
                             (is_negative(option.gloss) != asked_negative) != opposed(asked_comparison,
                                                                                       comparison(option.gloss)),
                             bool(terms) and _only_near(option, terms, cosine, claim_coverage, claim_cosine),
                             coverage(situation_terms, option.context + " " + option.gloss)
                             + float(situation_cosine.get(option.context, 0.0)), cosine >= MIN_COSINE,
                             claim_coverage))
    asked, open_question, eligibility = modality(question), asks_open(question), asks_eligibility(question)
    history = asks_history(question)

    def agreement(option: Candidate) -> float:
        """+1 when the claim says what the question asks (must / may), -1 when the other."""
        said = modality(option.gloss)
        return 0.0 if asked is None or said is None else 1.0 if said == asked else -1.0

    ruled: dict[str, float] = {}  # module -> how much of the question its best claim with conditions names
    for r in ranked:
        if r.relevant and not r.candidate.stated:
            ruled[r.candidate.module] = max(ruled.get(r.candidate.module, 0.0), r.claim_coverage)

    ranked = [replace(r, unasked=not open_question and r.candidate.stated and (
        eligibility or history or r.candidate.module in ruled and (
            not r.claim_coverage or r.claim_coverage < ruled[r.candidate.module]))) for r in ranked]
    indices = sorted(range(len(ranked)), key=lambda i: (not ranked[i].relevant,
                                                       not (open_question or is_statement(ranked[i].candidate.gloss)),
                                                       ranked[i].unasked,
                                                       -(ranked[i].order + MODALITY * agreement(ranked[i].candidate)),
                                                       ranked[i].negated, i))
    ranking = tuple(ranked[i] for i in indices)
    best = ranking[0]
    if not best.relevant:
        return ClaimMatch(None, None, False, best.score, ranking)
    return ClaimMatch(best.candidate.module, best.candidate.claim, best.negated, best.score, ranking)


def not_covered(question: str, match: ClaimMatch, known: Callable[[str], bool]) -> bool:
    """Whether the claim matched is only near the question, so no document covers it. Either
    the question asks about a thing no document mentions (`known`: some chunk has the word) and
    most of what it names is not in the claim's text either: 'Do I need a licence to sell
    alcohol?' over a knowledge base that never says 'alcohol' is not answered from a licence
    for something else, while a thing named in other words ('my bike' for a text on bicycles)
    keeps the claim when the rest of the question is in its text. Or the claim is `near` only:
    its text shares the question's words ('Do I qualify for the housing grant?' against a text
    that lists the grant as one way into another scheme) but neither means the same. Or the
    question asks what the asker has done, and the best the documents have is a statement of
    what is (`Ranked.unasked`)."""
    if match.irrelevant:
        return False
    chosen = next(r for r in match.ranking if (r.candidate.module, r.candidate.claim) == (match.module, match.claim))
    if chosen.near or chosen.unasked and asks_history(question):
        return True
    if not any(not known(noun) for noun in asked_nouns(question)):
        return False
    return coverage(_asked_terms(question), f"{chosen.candidate.context} {chosen.candidate.gloss}") < MIN_COVERAGE


def _asked_terms(question: str) -> list[frozenset[str]]:
    """The content terms of what the question asks, not of what it says of the asker (`asked_words`)."""
    return content_terms(asked_words(question))


def loosely_fits(question: str, ranked: Ranked) -> bool:
    """Whether a claim is about the question only loosely, relevant on one ground of the
    relevance rule without the other. On meaning alone: its text holds under half of what the
    question names (below `MIN_COVERAGE`), or the question uses a name or acronym the text never
    uses ('Parenting Payment' against a text on Crisis Payment, which shares the word
    'Payment'); a misspelt word counts as the word it misspells. On words alone: the text is
    not close in meaning (`close`) and the claim does not name all the question names (a
    question in the claim's own words stands, however far the embedding puts the text).
    ShARC texts often leave their programme unnamed
    and talk about it in other words, so this alone does not refuse a claim: it is weighed once
    the user could answer none of its questions (`assistant.nothing_bore_on`)."""
    candidate = ranked.candidate
    text, terms = f"{candidate.context} {candidate.gloss}", content_terms(question)
    return (coverage(terms, text, slips=True) < MIN_COVERAGE
            or any(not names_in(name, text) for name in names(question))
            or not ranked.close and coverage(terms, candidate.gloss, slips=True) < 1)


def _only_near(option: Candidate, terms: Sequence[frozenset[str]], text_cosine: float, claim_coverage: float,
               claim_cosine: float) -> bool:
    """Whether a claim is relevant to a question on its text's words alone: the claim names
    none of the question's terms, and neither it nor its text is close in meaning (cosine
    below `MIN_COSINE`). A text about something else often mentions what the question asks
    about in passing; the claim made of it is then about that other thing. A claim that names
    nothing ('you will qualify') is about what its text is about, and is never near only; nor
    is one under headings that name most of what the question names ('Can I get Help to Buy?'
    under '# Help to Buy equity loan', whose claim is 'you can get a low-interest loan'): its
    text is about that, not mentioning it in passing."""
    return (claim_coverage == 0 and max(text_cosine, claim_cosine) < MIN_COSINE and bool(content_terms(option.gloss))
            and coverage(terms, _headings(option.context)) < MIN_COVERAGE)


def _headings(text: str) -> str:
    """The markdown headings of a text ('# Help to Buy equity loan'), one a line."""
    return "\n".join(line for line in text.splitlines() if line.lstrip().startswith("#"))


def _asks_unnamed(question: str, gloss: str) -> bool:
    """A claim that names nothing ('you will qualify') is asked about by a question with its
    verb ('Do I qualify for Winter Fuel Payment?')."""
    verbs = _unnamed_verbs(gloss)
    return bool(verbs) and verbs <= vocabulary(question)


@lru_cache(maxsize=4096)
def _unnamed_verbs(gloss: str) -> frozenset[str]:
    """The verbs of a claim that names nothing ('you will qualify' -> {'qualify'}); empty for
    one that names something. Cached: every question of a run is matched against it."""
    if content_terms(gloss):
        return frozenset()
    return frozenset(word.lower() for word in WORD.findall(neutral(gloss))) - _FRAME


_FRAME = frozenset("you your can could may might will would must should shall still also be able to".split())


def prepare(questions: Iterable[str], options: Iterable[Candidate], embedder: Embedder | None = None) -> None:
    """Encode in a few batches everything matching these will need, so each match is fast."""
    embedder = embedder or get_embedder()
    questions = list(questions)
    texts = [*questions, *(neutral(q) for q in questions)]
    for option in options:
        texts += [option.context, neutral(option.gloss)]
        vocabulary(option.context + " " + option.gloss)
    embedder.encode(list(dict.fromkeys(texts)))


