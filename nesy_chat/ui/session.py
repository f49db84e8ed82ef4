"""One chat session as plain data, and what one turn of it does.

gr.State deep-copies its value on every event, so a session holds no generator and no
engine: each turn re-creates the conversation from its `ConversationState`
(`Conversation.resume`), which asks its pending follow-up again, and sends it the reply.
Concurrent sessions share the engine and the knowledge base, never answers.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from nesy_chat.core.errors import NesyError
from nesy_chat.core.module import PrologModule
from nesy_chat.prolog.engine import ProofResult
from nesy_chat.qa.assistant import alternatives, unanswered
from nesy_chat.qa.dialogue import Answer, Conversation, ConversationState, FollowUp, irrelevant, parse_reply
from nesy_chat.qa.matching import ClaimMatch
from nesy_chat.qa.retrieval import LogicalHull
from nesy_chat.ui import render
from nesy_chat.ui.knowledge import Knowledge

MAX_QUESTION_CHARS = 1000
_WHY = re.compile(r"^\s*(?:why|how come|explain|tell me more|more detail|details)\b[\s?!.]*(?:\w+[\s?!.]*){0,4}$",
                  re.IGNORECASE)
# Prolog, not a question: a rule or directive, a query, or a compound with a variable argument.
_PROLOG = re.compile(r":-|^\s*\?-|\b[a-z]\w*\(\s*[A-Z_]\w*\s*[,)]|\)\s*\.\s*$")
_REPLY_HINT = "Please answer yes, no or I don't know, or ask a new question."


class QuestionError(NesyError):
    """Input the app will not try to answer (empty, too long, code): the message says why."""


@dataclass
class Session:
    """Everything one browser session has: the chat and the conversation in progress."""

    messages: list[dict] = field(default_factory=list)  # Gradio chat messages
    question: str = ""
    conversation: ConversationState | None = None
    hull: LogicalHull | None = None
    pending: str | None = None  # the user fact of the follow-up on screen
    answered: bool = False
    # When the user can answer nothing about the chosen claim, the next best claims of the
    # hull are tried (ranked only then: None until they are); the first conversation is held
    # to fall back on.
    match: ClaimMatch | None = None
    alternatives: list[ConversationState] | None = None
    held: ConversationState | None = None


@dataclass(frozen=True)
class Turn:
    """What one turn leaves to show beside the chat."""

    session: Session
    proof: ProofResult | None = None
    answer: Answer | None = None
    follow_up: FollowUp | None = None


def check_question(text: str) -> str:
    """The question, stripped; QuestionError when it cannot be a question."""
    question = " ".join(text.split())
    if not question:
        raise QuestionError("Please type a question, for example one of those shown at the start.")
    if len(question) > MAX_QUESTION_CHARS:
        raise QuestionError(f"That message is {len(question):,} characters long. Please ask one question in "
                            f"at most {MAX_QUESTION_CHARS:,} characters.")
    if _PROLOG.search(question):
        raise QuestionError("That looks like Prolog. nesy-chat never runs code typed into the chat: please ask "
                            "your question in plain English, e.g. “Can I get Statutory Sick Pay?”.")
    return question



def respond(kb: Knowledge, session: Session, text: str, k: int) -> Turn:
    """One user message: a reply to the pending follow-up, "why?" after an answer, or a new
    question. Raises NesyError (bad input, an engine failure) for the caller to show."""
    if session.pending is not None:
        try:
            value = parse_reply(text)
        except ValueError:
            if len(text.split()) <= 3 and "?" not in text:  # a garbled reply, not a new question
                session.messages += [user(text), bot(_REPLY_HINT, options=True)]
                return current(kb, session)
        else:
            session.messages.append(user(text))
            return _advance(kb, session, value)
    if session.answered and _WHY.match(text):
        session.messages.append(user(text))
        turn = current(kb, session)
        session.messages.append(bot(render.why_message(turn.answer, kb.engine.modules)))
        return turn
    return ask(kb, session, text, k)


def ask(kb: Knowledge, session: Session, text: str, k: int) -> Turn:
    """A new question, whatever came before: retrieve, pick the claim, ask its first follow-up."""
    question = check_question(text)
    session.messages.append(user(question))
    session.question, session.conversation, session.pending, session.answered = question, None, None, False
    session.alternatives, session.held = None, None
    found = kb.retrieve(question, k)
    session.hull, session.match = found.hull, found.match
    if found.match.irrelevant:
        session.answered = True
        session.messages.append(bot(render.answer_message(irrelevant(), kb.engine.modules, {})))
        return Turn(session, answer=irrelevant())
    session.conversation = ConversationState(found.match.claim, list(found.scope), {}, found.match.negated)
    return _advance(kb, session)


def current(kb: Knowledge, session: Session) -> Turn:
    """Where the conversation stands, without changing it: its follow-up or its answer."""
    if session.conversation is None:
        return Turn(session, answer=irrelevant() if session.answered else None)
    conversation = Conversation.resume(kb.engine, session.conversation)
    try:
        return Turn(session, conversation.proof, follow_up=next(conversation))
    except StopIteration as stop:
        return Turn(session, conversation.proof, answer=stop.value)


_NO_REPLY = object()


def _advance(kb: Knowledge, session: Session, reply: object = _NO_REPLY) -> Turn:
    """Resume the conversation, send the reply to its pending follow-up, show what comes next."""
    conversation = Conversation.resume(kb.engine, session.conversation)
    try:
        follow_up = next(conversation)
        # After an upload changed the knowledge base, the pending question may be gone: ask anew.
        if reply is not _NO_REPLY and follow_up.fact == session.pending:
            follow_up = conversation.send(reply)
    except StopIteration as stop:
        answer = stop.value
        if unanswered(answer) and (answer.label == "more" or session.held is not None):
            # nothing the user said bears on this claim: try the next one, or go back to the first
            turn = _try_alternative(kb, session, conversation.state)
            if turn is not None:
                return turn
            if session.held is not None:
                conversation = Conversation.resume(kb.engine, session.held)  # back to the first, still open
                answer = _finish(conversation)
        session.conversation, session.pending, session.answered = conversation.state, None, True
        session.messages.append(bot(render.answer_message(answer, kb.engine.modules, kb.chunks(answer.modules))))
        return Turn(session, conversation.proof, answer=answer)
    session.conversation, session.pending = conversation.state, follow_up.fact
    session.messages.append(bot(render.follow_up_message(follow_up, kb.chunk(follow_up.module)), options=True))
    return Turn(session, conversation.proof, follow_up=follow_up)


def _try_alternative(kb: Knowledge, session: Session, finished: ConversationState) -> Turn | None:
    """The next claim to try when nothing the user said bears on this one; None when none is left."""
    if session.alternatives is None:
        session.alternatives = [ConversationState(r.candidate.claim, kb.scope(r.candidate.module), {}, r.negated)
                                for r in alternatives(session.match, kb.wider(session.question, session.hull))]
    if not session.alternatives:
        return None
    if session.held is None:
        session.held = finished
    session.conversation, session.pending = session.alternatives.pop(0), None
    session.conversation.answers.update(finished.answers)  # what the user could not say is not asked again
    gloss = kb.engine.modules[session.conversation.modules[0]].claim(session.conversation.claim).gloss
    session.messages.append(bot(render.alternative_message(gloss)))
    return _advance(kb, session)


def _finish(conversation: Conversation) -> Answer:
    try:
        next(conversation)
    except StopIteration as stop:
        return stop.value
    raise AssertionError("a held conversation asks nothing new: its answers are unchanged")


def user(text: str) -> dict:
    return {"role": "user", "content": render.user_message(text)}


def bot(content: str, options: bool = False) -> dict:
    """A chat message from the app; `options` adds the quick replies under it."""
    message = {"role": "assistant", "content": content}
    if options:
        message["options"] = [{"value": value, "label": label} for value, label in QUICK_REPLIES]
    return message


QUICK_REPLIES = (("yes", "Yes"), ("no", "No"), ("I don't know", "I don't know"))


def example_questions(modules: list[PrologModule], count: int = 4, seed: int = 0) -> list[str]:
    """Questions a user could ask, from claims about a named benefit or scheme that need follow-ups:
    "you can get SSP" -> "Can I get SSP?"."""
    found = []
    for module in modules:
        if not module.user_facts:
            continue
        for claim in module.claims:
            match = _EXAMPLE.match(claim.gloss)
            if match and len(claim.gloss.split()) <= 8:
                found.append(f"{match.group(1).capitalize()} I {match.group(2)} {match.group(3)}?")
    unique = sorted(set(found))
    return random.Random(seed).sample(unique, min(count, len(unique)))


_EXAMPLE = re.compile(r"^you (can|could) (get|claim|apply for|qualify for) "
                      r"((?!(?:The|This|These|That|Those|It|Its|Dependent)\b)[A-Z][\w'’()-]*(?: [\w'’()-]+)*)$")
