"""One chat session as plain data, and what a message does to it: a reply, "why?" or a question.

gr.State deep-copies its value on every event, so a session holds no generator and no
engine: its `Dialogue` is plain data, and the assistant (shared by every session) steps it.
Concurrent sessions share the engine and the knowledge base, never answers.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from nesy_chat.core.errors import NesyError
from nesy_chat.core.module import PrologModule
from nesy_chat.qa.assistant import Assistant, Dialogue, Turn
from nesy_chat.qa.dialogue import parse_reply
from nesy_chat.ui import render

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
    """Everything one browser session has: the chat, and the dialogue of its latest question."""

    messages: list[dict] = field(default_factory=list)  # Gradio chat messages
    dialogue: Dialogue | None = None


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


def respond(assistant: Assistant, session: Session, text: str, k: int) -> Turn:
    """One user message: a reply to the pending follow-up, "why?" after an answer, or a new
    question. Raises NesyError (bad input, an engine failure) for the caller to show; the
    session's dialogue is then as it was."""
    dialogue = session.dialogue
    if dialogue is not None and dialogue.pending is not None:
        try:
            value = parse_reply(text)
        except ValueError:
            if len(text.split()) <= 3 and "?" not in text:  # a garbled reply, not a new question
                session.messages += [user(text), bot(_REPLY_HINT, options=True)]
                return assistant.current(dialogue)
        else:
            session.messages.append(user(text))
            return _show(assistant, session, assistant.reply(dialogue, value))
    if dialogue is not None and dialogue.finished and _WHY.match(text):
        session.messages.append(user(text))
        turn = assistant.current(dialogue)
        session.messages.append(bot(render.why_message(turn.answer, assistant.knowledge.engine.modules)))
        return turn
    question = check_question(text)
    session.messages.append(user(question))
    session.dialogue = None
    return _show(assistant, session, assistant.start(question, k))


def _show(assistant: Assistant, session: Session, turn: Turn) -> Turn:
    """The turn's messages: each other claim turned to, then the follow-up or the answer."""
    session.dialogue = turn.dialogue
    knowledge = assistant.knowledge
    for candidate in turn.tried:
        session.messages.append(bot(render.alternative_message(candidate.gloss)))
    if turn.follow_up is not None:
        message = render.follow_up_message(turn.follow_up, knowledge.chunk(turn.follow_up.module))
        session.messages.append(bot(message, options=True))
    else:
        answer = turn.answer
        session.messages.append(bot(render.answer_message(answer, knowledge.engine.modules,
                                                          knowledge.chunks(answer.modules))))
    return turn


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
