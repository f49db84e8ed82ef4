"""One assistant for every face: a question in, follow-ups out, an answer with its proof.

    turn = assistant.start("Can I get Winter Fuel Payment?")
    while turn.follow_up:
        turn = assistant.reply(turn.dialogue, True)     # True / False / None / a number
    turn.answer                                          # Answer: label, proof, open facts

The question's hull is retrieved, the claims of its best chunks ranked against it
(`matching.match_claim`, each with its chunk's text, title and headings as context), and a
conversation held on the best; none relevant is `irrelevant`. What the user says of their
situation apart from the question is weighed too: the best chunks for question and situation
together join the ranking, and the situation scores each text as the question does. When the user can answer
nothing the chosen claim asks, the claims of the whole hull are ranked (only then, so the
first follow-up waits on no more than the best chunks) and those that fit the question nearly
as well as the first are tried in turn: a vague question ("Can I get a CAS?") often fits
several texts on one subject, and only the conversation tells which the user meant. A claim
that fits much worse is about something else and is not tried. The first conversation the
user's replies bear on gives the answer, else the first one's, whose verdict says what is
still open. A conversation's scope is the claim's module and the modules it was
linked to, so a proof that crosses chunks cites each of them.

Each turn is a pure step over the engine and a `Dialogue`, which is plain data: a web session
keeps it between requests, the CLI between lines, the ShARC harness between simulated replies.

What the user's message already states (`qa.statements`: "I'm 67 and live in Spain") answers
the facts the claim depends on before the first follow-up (`take_stated`); the dialogue keeps
each such fact with the user's words, so a face can say where an answer came from, and the
user can take one back (`forget`).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from nesy_chat.core import formula as formulas
from nesy_chat.core.errors import EngineError, NotStatedError, ReplyError
from nesy_chat.core.module import NumericTest, Reply
from nesy_chat.kb.documents import index_text
from nesy_chat.nlp.clauses import split
from nesy_chat.nlp.person import Person, about, addressed, retold
from nesy_chat.nlp.polarity import asks_open, neutral
from nesy_chat.nlp.questions import is_statement
from nesy_chat.nlp.text import visible
from nesy_chat.prolog.engine import Engine, ProofResult
from nesy_chat.qa.dialogue import Answer, Conversation, ConversationState, FollowUp, irrelevant
from nesy_chat.qa.explain import choice_label
from nesy_chat.qa.knowledge import Knowledge
from nesy_chat.qa.matching import Candidate, ClaimMatch, Ranked, loosely_fits, match_claim, not_covered
from nesy_chat.qa.retrieval import LogicalHull, Retriever
from nesy_chat.qa.statements import Reader, Stated, StatementReader, askable

CLAIM_CHUNKS = 3  # the claims of the hull's best chunks are ranked; the rest are there as context
ALTERNATIVES = 6  # other claims of the hull tried when the user can answer nothing the first one asks
# An alternative must fit the question nearly as well as the first claim (score, text and claim
# together, and the situation when given, at most this much lower): a claim that fits much worse
# is about something else, and asking about it only tours unrelated rules. Measured on 300 ShARC
# questions over its 585 texts: where the question's own text came 2nd to 8th, it was within 0.5
# of the first for 75 of 100, and a question has 1.6 such alternatives on average rather than 6.
# The open setting (eval sharc --setting open, 585 texts) with the margin at 0.5 / 1.0 / 2.0 (no
# limit): accuracy 0.712 / 0.728 / 0.743, follow-ups per utterance 4.76 / 5.47 / 6.45. With the
# situation in the score (issue 34), 1.0 against the question's score alone: 0.732 / 0.727.
TOUR_MARGIN = 1.0
# Claims whose scores are at most this far apart fit the question about equally, and a face asks
# which one is meant before any follow-up (`choices`). A score is the sum of four parts from 0
# to 1 (coverage and cosine against the text, then against the claim; two more when a situation
# is given apart, as the chat and `ask` do with what a message states), so 0.1 is, say, one cosine a tenth lower.
# Measured on 300 ShARC questions over its 585 texts: where the question's own text came second
# or third, it was within 0.1 of the first for 30 of 60 (within 0.05 for 20); the choice is
# offered for a third of the questions there, texts split from one page often saying the same
# thing.
CHOICE_MARGIN = 0.1
CHOICES = 3  # at most this many claims are offered: more would be a list to read, not a choice

Matcher = Callable[[str, Sequence[Candidate], str], ClaimMatch]  # question, claims, the user's situation
Scope = Callable[[str], list[str]]  # a claim's chunk -> the modules its conversation runs on, loaded


@dataclass
class Dialogue:
    """Everything one question's dialogue is, as plain data."""

    question: str
    conversation: ConversationState | None  # the claim being asked about; None when irrelevant
    hull: LogicalHull | None = None
    match: ClaimMatch | None = None  # None: no other claim to turn to
    pending: str | None = None  # the fact of the follow-up waiting for a reply
    finished: bool = False
    alternatives: list[Ranked] | None = None  # the claims still to try; None until first needed
    held: ConversationState | None = None  # the first claim's conversation, while others are tried
    stated: tuple[Stated, ...] = ()  # what the user's message states, with their words ("from your message")
    choices: tuple[Ranked, ...] = ()  # claims that fit about equally, waiting for the user to say which is meant
    message: str = ""  # the question with the situation given apart: read again once a claim is chosen
    situation: str = ""  # what the user said of themselves apart from the question: weighed in ranking claims
    chosen: bool = False  # the user said which claim is meant (`choose`)
    person: Person | None = None  # whom the question asks about, when not the user: follow-ups name them


@dataclass(frozen=True)
class Turn:
    """What one step leaves: the dialogue, and a follow-up to ask or the answer."""

    dialogue: Dialogue
    follow_up: FollowUp | None = None
    answer: Answer | None = None
    proof: ProofResult | None = None  # the latest proof, mid-conversation too
    tried: tuple[Candidate, ...] = ()  # claims turned to in this step, the user having said nothing of the last
    choices: tuple[Ranked, ...] = ()  # the claims to choose from, before any follow-up (`Dialogue.choices`)


_NO_REPLY = object()


def divide(message: str, situation: str = "") -> tuple[str, str]:
    """The question a message asks, and what it and the `situation` given apart say of the
    user: "Water from my washing machine soaked the floor. Is this covered?" asks "Is this
    covered?" of that situation; what it states is weighed as the user's situation, not as
    words the claim must name (`nlp.clauses.split`). A message that asks nothing is all question."""
    question, told = split(message)
    if not question:
        question, told = message, ""
    return question, " ".join(t for t in (told, situation) if t)


def step(engine: Engine, dialogue: Dialogue, reply: object = _NO_REPLY, *, scope: Scope,
         wider: Callable[[], ClaimMatch] | None = None) -> Turn:
    """Send the reply (if any) to the pending follow-up and go on to the next follow-up or the
    answer, turning to other claims (those of `wider()`, else of the match) when nothing the
    user said bears on this one. The dialogue given is not changed: on ReplyError (a
    contradiction, a number out of range) or TypeError (a kind of reply the follow-up does not
    take) it still stands, its follow-up open. A dialogue waiting for a choice stays so."""
    if dialogue.choices:
        return Turn(dialogue, choices=dialogue.choices)
    dialogue = copy.deepcopy(dialogue)
    if dialogue.conversation is None:
        dialogue.finished = True
        return Turn(dialogue, answer=irrelevant())
    conversation = Conversation.resume(engine, dialogue.conversation)
    if asks_open(dialogue.question):
        dialogue.pending, dialogue.finished = None, True
        return _as_it_stands(dialogue, conversation)
    tried: list[Candidate] = []
    while True:
        try:
            follow_up = next(conversation)
            # After an upload changed the knowledge base, the pending question may be gone: ask anew.
            if reply is not _NO_REPLY and follow_up.fact == dialogue.pending:
                follow_up = conversation.send(reply)
            dialogue.conversation, dialogue.pending = conversation.state, follow_up.fact
            return Turn(dialogue, follow_up=follow_up.about(dialogue.person), proof=conversation.proof,
                        tried=tuple(tried))
        except StopIteration as stop:
            answer: Answer = stop.value
        reply = _NO_REPLY  # it was this conversation's
        if unanswered(answer) and (answer.label == "more" or dialogue.held is not None):
            option = _turn_to_next(dialogue, conversation.state, scope, wider)
            if option is not None:
                tried.append(option.candidate)
                dialogue.conversation = _with_stated(engine, dialogue.conversation, dialogue.stated)
                conversation = Conversation.resume(engine, dialogue.conversation)
                continue
            if dialogue.held is not None:  # back to the first, still open
                conversation = Conversation.resume(engine, dialogue.held)
                answer = _finish(conversation)
        dialogue.conversation, dialogue.pending, dialogue.finished = conversation.state, None, True
        return Turn(dialogue, answer=_as_asked(answer, dialogue), proof=conversation.proof, tried=tuple(tried))


def current(engine: Engine, dialogue: Dialogue) -> Turn:
    """Where the dialogue stands, without changing it: the choice it waits for, its pending
    follow-up or its answer."""
    if dialogue.choices:
        return Turn(dialogue, choices=dialogue.choices)
    if dialogue.conversation is None:
        return Turn(dialogue, answer=irrelevant() if dialogue.finished else None)
    conversation = Conversation.resume(engine, dialogue.conversation)
    if asks_open(dialogue.question):
        return _as_it_stands(dialogue, conversation)
    try:
        return Turn(dialogue, follow_up=next(conversation).about(dialogue.person), proof=conversation.proof)
    except StopIteration as stop:
        return Turn(dialogue, answer=_as_asked(stop.value, dialogue), proof=conversation.proof)


def _as_it_stands(dialogue: Dialogue, conversation: Conversation) -> Turn:
    """The answer to a question that asks what, how or when, with no follow-up: what the
    claim's text says answers it ('How long is an export licence valid?'), not whether its
    rule holds for the user, which a yes/no question asks."""
    return Turn(dialogue, answer=_as_asked(conversation.as_it_stands(), dialogue), proof=conversation.proof)


def _as_asked(answer: Answer, dialogue: Dialogue) -> Answer:
    """The answer with what its verdict is said of: the question asked, and whom it asked about
    (the conversation that makes an answer knows neither)."""
    return replace(answer, person=dialogue.person, question=dialogue.question)


def begin(question: str, match: ClaimMatch, scope: Scope, hull: LogicalHull | None = None,
          message: str = "") -> Dialogue:
    """A dialogue about the matched claim (an irrelevant match: one with nothing to ask), and
    about the person the question asks for, whom the whole message may name."""
    if match.irrelevant:
        return Dialogue(question, None, hull, match, message=message)
    return Dialogue(question, ConversationState(match.claim, scope(match.module), {}, match.negated), hull, match,
                    message=message, person=about(question, message))


def offer_choice(dialogue: Dialogue) -> Dialogue:
    """The dialogue (a new one) waiting for the user to say which claim is meant, when two or
    three fit the question about equally; as it was when one fits best."""
    options = choices(dialogue.match) if dialogue.match is not None else ()
    if not options:
        return dialogue
    return replace(dialogue, conversation=None, choices=options)


def choose(dialogue: Dialogue, index: int, scope: Scope) -> Dialogue:
    """The dialogue about the claim the user chose from `dialogue.choices` (IndexError for
    none). The user said what is meant, so no other claim is tried when they can answer nothing."""
    option = dialogue.choices[index]
    candidate = option.candidate
    match = replace(dialogue.match, module=candidate.module, claim=candidate.claim, negated=option.negated)
    state = ConversationState(candidate.claim, scope(candidate.module), {}, option.negated)
    return replace(dialogue, conversation=state, match=match, choices=(), alternatives=[], chosen=True)


def choices(match: ClaimMatch) -> tuple[Ranked, ...]:
    """The claims that fit the question about equally (`CHOICE_MARGIN`), the chosen one first,
    each proposition once, at most `CHOICES`; empty when one fits better than the rest. A
    heading is offered only beside headings (a statement fits a question before one), and a
    stated claim the question does not ask only beside such claims (`Ranked.unasked`)."""
    if match.irrelevant:
        return ()
    chosen = _chosen(match)
    found = [chosen]
    for ranked in match.ranking:
        if (len(found) < CHOICES and ranked.relevant and chosen.score - ranked.score <= CHOICE_MARGIN
                and is_statement(ranked.candidate.gloss) >= is_statement(chosen.candidate.gloss)
                and ranked.unasked <= chosen.unasked
                and proposition(ranked) not in {proposition(f) for f in found}):
            found.append(ranked)
    return tuple(found) if len(found) > 1 else ()


def take_stated(engine: Engine, dialogue: Dialogue, stated: Sequence[Stated]) -> Dialogue:
    """The dialogue (a new one) knowing what the user's message states: each fact kept in
    `stated`, and those its claim depends on answered before the first follow-up. The rest
    waits for a claim that needs it: an answer is the user's reply to this claim only if the
    claim asks it (`unanswered` decides when to turn to another)."""
    dialogue = copy.deepcopy(dialogue)
    dialogue.stated = tuple(stated)
    if dialogue.conversation is not None:
        dialogue.conversation = _with_stated(engine, dialogue.conversation, dialogue.stated)
    return dialogue


def read_message(engine: Engine, dialogue: Dialogue, reader: Reader, text: str) -> Dialogue:
    """`take_stated` with what `reader` finds in the message about the facts in the conversation's
    scope; of the person asked about, when it is not the user ("My son is 10": 'you are 10' for
    the rule), each fact kept with the user's own words."""
    if dialogue.conversation is None:
        return dialogue
    facts = askable(engine.modules[m] for m in dialogue.conversation.modules if m in engine.modules)
    told = retold(text, dialogue.person)
    stated = [replace(s, words=told.original(s.words), question=addressed(s.question, dialogue.person))
              for s in reader.read(told.text, facts)]
    return take_stated(engine, dialogue, stated)


def forget(dialogue: Dialogue, *facts: str) -> Dialogue:
    """The dialogue (a new one) without facts it took from the message, which the user says
    are wrong: back to the first claim, where each is asked again if it matters."""
    dialogue = copy.deepcopy(dialogue)
    for fact in facts:
        if not any(s.fact == fact for s in dialogue.stated):
            raise NotStatedError(f"{fact!r} was not taken from the message")
    dialogue.stated = tuple(s for s in dialogue.stated if s.fact not in facts)
    if dialogue.held is not None:
        dialogue.conversation, dialogue.held, dialogue.alternatives = dialogue.held, None, None
    if dialogue.conversation is not None:
        for fact in facts:
            dialogue.conversation.answers.pop(fact, None)
    dialogue.pending, dialogue.finished = None, False
    return dialogue


def _with_stated(engine: Engine, state: ConversationState, stated: Sequence[Stated]) -> ConversationState:
    """The conversation with the stated facts its claim depends on answered, unless the user answered them."""
    if not stated:
        return state
    ahead = engine.prove(state.claim, state.modules, state.answers)
    needed = set(formulas.facts(ahead.formula))
    needed |= {test.fact for name in needed if (test := NumericTest.parse(name)) is not None}
    answers = dict(state.answers)
    for fact in stated:
        test = NumericTest.parse(fact.fact)
        if fact.fact not in answers and (fact.fact in needed or test is not None and test.fact in needed):
            answers[fact.fact] = fact.value
    return ConversationState(state.claim, state.modules, answers, state.negated)


def drive(turn: Turn, advance: Callable[[Dialogue, Reply], Turn], replies: Callable[[FollowUp], Reply]) -> Turn:
    """Reply to each follow-up with `replies` until the answer; for scripts and benchmarks.
    A reply the follow-up refuses (one that contradicts earlier ones, a number out of range)
    counts as "I don't know": a script cannot think again."""
    while turn.follow_up is not None:
        try:
            turn = advance(turn.dialogue, replies(turn.follow_up))
        except ReplyError:
            turn = advance(turn.dialogue, None)
    return turn


def nothing_bore_on(turn: Turn) -> Turn:
    """The turn, its answer 'not covered' when the user could answer none of the questions
    about the claim (nor of any other tried) and its text fits the question only loosely
    (`matching.loosely_fits`): the claim was the nearest rule, not one about the question, and
    'it depends' would send the user after conditions of something else. A claim the user chose
    stands."""
    answer, dialogue = turn.answer, turn.dialogue
    if (answer is None or answer.label != "more" or not unanswered(answer) or dialogue.chosen
            or dialogue.match is None or dialogue.match.irrelevant
            or not loosely_fits(dialogue.question, _chosen(dialogue.match))):
        return turn
    return replace(turn, dialogue=replace(dialogue, conversation=None, held=None), answer=irrelevant(), proof=None)


def unanswered(answer: Answer) -> bool:
    """Whether no reply of the user's went into the answer: 'more' after nothing but 'I don't
    know', or a verdict reached without asking (then nothing the user said supports it)."""
    return not any(value is not None for value in answer.answers.values())


def alternatives(match: ClaimMatch, wider: ClaimMatch | None = None) -> list[Ranked]:
    """The next relevant claims of `wider` (a ranking over more chunks; else of `match`) that
    fit the question nearly as well as the chosen one (`TOUR_MARGIN`), best first: where to
    turn when the user can answer none of the questions about the chosen one (the question was
    likely about another). A claim's stated negation is the same proposition, and is not
    tried again."""
    chosen = _chosen(match)
    seen = {proposition(chosen)}
    found = []
    for ranked in (wider or match).ranking:
        if (ranked.relevant and ranked.score >= chosen.score - TOUR_MARGIN and proposition(ranked) not in seen
                and len(found) < ALTERNATIVES):
            seen.add(proposition(ranked))
            found.append(ranked)
    return found


def proposition(ranked: Ranked) -> tuple[str, str]:
    """What a claim says, whichever way round: its module and its gloss without negation."""
    return ranked.candidate.module, neutral(ranked.candidate.gloss).lower()


def _turn_to_next(dialogue: Dialogue, finished: ConversationState, scope: Scope,
                  wider: Callable[[], ClaimMatch] | None) -> Ranked | None:
    """Make the next claim to try the dialogue's conversation; None when none is left."""
    if dialogue.match is None:
        return None
    if dialogue.alternatives is None:
        dialogue.alternatives = alternatives(dialogue.match, wider() if wider else None)
    if not dialogue.alternatives:
        return None
    if dialogue.held is None:
        dialogue.held = finished
    option = dialogue.alternatives.pop(0)
    # what the user could not say is not asked again
    dialogue.conversation = ConversationState(option.candidate.claim, scope(option.candidate.module),
                                              dict(finished.answers), option.negated)
    dialogue.pending = None
    return option


def _finish(conversation: Conversation) -> Answer:
    """The answer of a held conversation: it asks nothing new, its answers being unchanged."""
    try:
        follow_up = next(conversation)
    except StopIteration as stop:
        return stop.value
    raise RuntimeError(f"a held conversation asked {follow_up.fact!r} again")


def _chosen(match: ClaimMatch) -> Ranked:
    """The matched claim's entry in the ranking (not always its first: an LLM matcher may pick another)."""
    return next(r for r in match.ranking if (r.candidate.module, r.candidate.claim) == (match.module, match.claim))


def rank_claims(retriever: Retriever, chunks: Sequence[str], question: str, matcher: Matcher,
                usable: Callable[[str], bool] = lambda chunk_id: True, situation: str = "") -> ClaimMatch:
    """The claims of these chunks of a hull (each with its chunk's text, title and headings as
    context) ranked against the question and the user's situation; a chunk without a module,
    or not `usable`, has none.
    The claims come from the graph: only the module a conversation runs on need be loaded."""
    stored = [r for r in retriever.stored(chunks) if r.has_module and usable(r.chunk.id)]
    options = [Candidate(r.chunk.id, name, gloss, index_text(r.chunk), stated)
               for r in stored for name, gloss, stated in retriever.graph.claims(r.chunk.id)]
    retriever.remember(stored, [f"{o.module}::{o.claim}" for o in options], [neutral(o.gloss) for o in options])
    return matcher(question, options, situation)


class Assistant:
    """Questions and replies over shared `Knowledge`; `matcher` picks the claim among the
    hull's (default: `matching.match_claim`). Holds nothing of any one dialogue."""

    def __init__(self, knowledge: Knowledge, matcher: Matcher | None = None, reader: Reader | None = None):
        self.knowledge = knowledge
        self.matcher = matcher or (lambda question, options, situation: match_claim(question, options,
                                                                                     knowledge.embedder, situation))
        self.reader = reader or StatementReader(knowledge.embedder)

    def start(self, question: str, k: int = CLAIM_CHUNKS, *, situation: str = "", ask_choice: bool = False) -> Turn:
        """A new question: retrieve its hull, pick the claim, take what the message (the
        question and the user's `situation`, if given apart) states, ask the first follow-up.
        With `ask_choice` (a face with a user to ask), claims that fit about equally are
        offered first (`Turn.choices`; answer with `choose`); a script goes on with the best."""
        question, situation = visible(question), visible(situation)
        return self._start(question, situation, f"{question} {situation}".strip(), k, ask_choice)

    def ask(self, message: str, k: int = CLAIM_CHUNKS, *, situation: str = "", ask_choice: bool = False) -> Turn:
        """`start` on a message as a user types it, question and statements together: what it
        states of the user (`nlp.clauses.split`) joins the `situation`, and the facts are read
        from the message as typed. A message that states nothing is the question as before; one
        that asks nothing ("I care for my mother") is the question too, since it is all there is
        to retrieve by, and then also only the `situation` given apart is weighed."""
        message, situation = visible(message), visible(situation)
        question, situation = divide(message, situation)
        return self._start(question, situation, f"{message} {situation}".strip(), k, ask_choice)

    def _start(self, question: str, situation: str, message: str, k: int, ask_choice: bool) -> Turn:
        self.knowledge.refresh()
        with self.knowledge.reading():
            hull = self.knowledge.retriever.hull(question)
            first = hull.chunks[:k]
            if situation:  # the texts that fit the whole message are weighed too; the question decides relevance
                told = self.knowledge.retriever.hull(message)
                first, hull = tuple(dict.fromkeys((*first, *told.chunks[:k]))), hull.joined(told)
            match = self._rank(question, first, situation)
            if not_covered(question, match, self.knowledge.retriever.lexical.knows):
                match = ClaimMatch(None, None, False, match.score, match.ranking)
            dialogue = begin(question, match, self.knowledge.scope, hull, message)
            dialogue.situation = situation
            if ask_choice and (offered := offer_choice(dialogue)).choices:
                return current(self.knowledge.engine, offered)
            return self._step(read_message(self.knowledge.engine, dialogue, self.reader, dialogue.message))

    def choice_labels(self, dialogue: Dialogue) -> list[str]:
        """The claims a dialogue offers, each as a face shows it: button, numbered line."""
        return [choice_label(r.candidate, self.knowledge.chunk(r.candidate.module), dialogue.person)
                for r in dialogue.choices]

    def choose(self, dialogue: Dialogue, index: int) -> Turn:
        """The claim the user chose of `dialogue.choices` (IndexError for none): what the message
        states about it is taken, and its first follow-up asked."""
        with self.knowledge.reading():
            chosen = choose(dialogue, index, self.knowledge.scope)
            return self._step(read_message(self.knowledge.engine, chosen, self.reader, chosen.message))

    def forget(self, dialogue: Dialogue, *facts: str) -> Turn:
        """Take back facts read from the message (the user says they are wrong) and go on without them."""
        with self.knowledge.reading():
            return self._step(forget(dialogue, *facts))

    def reply(self, dialogue: Dialogue, value: Reply) -> Turn:
        """The user's reply to the pending follow-up (True, False, None for "I don't know", or a number)."""
        with self.knowledge.reading():
            return self._step(dialogue, value)

    def current(self, dialogue: Dialogue) -> Turn:
        with self.knowledge.reading():
            return current(self.knowledge.engine, dialogue)

    def _step(self, dialogue: Dialogue, reply: object = _NO_REPLY) -> Turn:
        def wider() -> ClaimMatch:
            return self._rank(dialogue.question, dialogue.hull.chunks, dialogue.situation)

        try:
            return nothing_bore_on(step(self.knowledge.engine, dialogue, reply, scope=self.knowledge.scope,
                                        wider=wider if dialogue.hull is not None else None))
        except EngineError as err:
            if err.runaway and err.module:
                self.knowledge.set_aside(err.module, str(err))
            raise

    def _rank(self, question: str, chunks: Sequence[str], situation: str) -> ClaimMatch:
        return rank_claims(self.knowledge.retriever, chunks, question, self.matcher, usable=self.knowledge.usable,
                           situation=situation)
