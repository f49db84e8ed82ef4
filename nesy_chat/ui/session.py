"""One chat session as plain data, and what a message does to it: a reply, "why?" or a question.

gr.State deep-copies its value on every event, so a session holds no generator and no
engine: its `Dialogue` is plain data, and the assistant (shared by every session) steps it.
Concurrent sessions share the engine and the knowledge base, never answers.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from nesy_chat.core.errors import NesyError, ReplyError
from nesy_chat.core.module import PrologModule
from nesy_chat.nlp.person import addressed
from nesy_chat.qa.assistant import Assistant, Dialogue, Turn
from nesy_chat.qa.dialogue import FollowUp, parse_reply
from nesy_chat.ui import render

MAX_QUESTION_CHARS = 1000
NEAREST = 3  # documents named when nothing covers a question
_WHY = re.compile(r"^\s*(?:why|how come|explain|tell me more|more detail|details)\b[\s?!.]*(?:\w+[\s?!.]*){0,4}$",
                  re.IGNORECASE)
# Prolog, not a question: a rule or directive, a query, or a compound with a variable argument.
_PROLOG = re.compile(r":-|^\s*\?-|\b[a-z]\w*\(\s*[A-Z_]\w*\s*[,)]|\)\s*\.\s*$")
_REPLY_HINT = "Please answer yes, no or I don't know, or ask a new question."
_DONE_HINT = ("That question is answered. Ask a new one, ask “why?” for the whole proof, or press "
              "“Undo last answer” to change your last answer.")
_UNDO = re.compile(r"^\s*(?:undo|go back|back|change my (?:last )?answer)\s*[.!]*\s*$", re.IGNORECASE)
SWITCH, STAY = "ask the new question", "back to the question"
# what a button under "From your message: ..." sends, before the user's words it took wrongly
NOT_SAID = "that is not what I meant: "


class QuestionError(NesyError):
    """Input the app will not try to answer (empty, too long, code): the message says why."""


@dataclass
class Session:
    """Everything one browser session has: the chat, the dialogue of its latest question, the
    dialogues before each reply (for undo), and a new question waiting for the user to say
    whether to leave the one pending."""

    messages: list[dict] = field(default_factory=list)  # Gradio chat messages
    dialogue: Dialogue | None = None
    earlier: list[Dialogue] = field(default_factory=list)
    waiting: str | None = None
    whole_hull: bool = False  # the Logical Hull tab shows every node, not only the proof's neighbourhood


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


def respond(assistant: Assistant, session: Session, text: str, k: int) -> Turn | None:
    """One user message: the answer to a pending follow-up, "why?", "undo", the claim meant of
    those offered, the choice between a new question and the pending one, or a new question.
    Raises NesyError (bad input, an engine failure) for the caller to show; the session's
    dialogue is then as it was."""
    dialogue = session.dialogue
    if session.waiting is not None:
        choice, question, session.waiting = text.strip().lower(), session.waiting, None
        if choice == STAY:
            session.messages.append(user(text))
            return _again(assistant, session)
        if choice == SWITCH:
            return _new_question(assistant, session, question, k)
    if _UNDO.match(text):
        session.messages.append(user(text))
        return undo(assistant, session)
    if dialogue is not None and text.lower().startswith(NOT_SAID.lower()) and dialogue.stated:
        return _correct(assistant, session, text[len(NOT_SAID):].strip())
    if dialogue is not None and dialogue.choices:
        labels = assistant.choice_labels(dialogue)
        index = _choice_index(text, labels)
        if index is not None:
            session.messages.append(user(labels[index]))
            session.earlier.append(dialogue)  # undo comes back to the choice
            return _show(assistant, session, assistant.choose(dialogue, index))
        if _WHY.match(text):
            session.messages.append(user(text))
            return _again(assistant, session)
    if dialogue is not None and dialogue.pending is not None:
        follow_up = assistant.current(dialogue).follow_up
        if _WHY.match(text):
            session.messages += [user(text), bot(_why_asked(assistant, dialogue, follow_up))]
            return _again(assistant, session)
        try:
            value = parse_reply(text, numbers=follow_up is not None and follow_up.quantity is not None)
        except ValueError as err:
            numeric = follow_up is not None and follow_up.quantity is not None and any(c.isdigit() for c in text)
            if not numeric and (len(text.split()) > 3 or "?" in text):  # a question: ask before leaving this one
                session.waiting = check_question(text)
                session.messages += [user(text), bot(render.switch_message(follow_up, session.waiting),
                                                     options=((SWITCH, "Ask the new question"),
                                                              (STAY, "Back to the question")))]
                return assistant.current(dialogue)
            session.messages += [user(text), bot(render.esc(f"{str(err)[:1].upper()}{str(err)[1:]}. {_REPLY_HINT}"),
                                                 options=QUICK_REPLIES)]
            return assistant.current(dialogue)
        session.messages.append(user(text))
        try:
            turn = assistant.reply(dialogue, value)
        except ReplyError as err:  # a contradiction, a number out of range: the question stays
            session.messages.append(bot(render.esc(str(err)), options=True))
            return assistant.current(dialogue)
        session.earlier.append(dialogue)
        return _show(assistant, session, turn)
    if dialogue is not None and dialogue.finished:
        if _WHY.match(text):
            session.messages.append(user(text))
            turn = assistant.current(dialogue)
            session.messages.append(bot(render.why_message(turn.answer, assistant.knowledge.engine.modules)))
            return turn
        if _is_reply(text):
            session.messages += [user(text), bot(_DONE_HINT)]
            return assistant.current(dialogue)
    return _new_question(assistant, session, text, k)


def _new_question(assistant: Assistant, session: Session, text: str, k: int) -> Turn:
    question = check_question(text)
    session.messages.append(user(question))
    session.dialogue, session.earlier = None, []
    return _show(assistant, session, assistant.ask(question, k, ask_choice=True))


def _correct(assistant: Assistant, session: Session, words: str) -> Turn:
    """A fact taken from the message that the user says is wrong: taken back, and asked
    again if the answer depends on it."""
    dialogue = session.dialogue
    taken = [s for s in dialogue.stated if s.words.lower() == words.lower()]
    session.messages.append(user(f"That is not what I meant: “{words}”"))
    if not taken:
        session.messages.append(bot(render.esc(f"I took nothing from “{words}”. {_REPLY_HINT}")))
        return assistant.current(dialogue)
    turn = assistant.forget(dialogue, *(s.fact for s in taken))
    session.earlier.append(dialogue)
    said = "; ".join(render.esc(s.question) for s in taken)
    session.messages.append(bot(f"Taken back: {said}. I will ask it if the answer depends on it."))
    return _show(assistant, session, turn)


def undo(assistant: Assistant, session: Session) -> Turn | None:
    """Back to the dialogue as it was before the last reply, its question asked again."""
    session.waiting = None
    if not session.earlier:
        session.messages.append(bot("There is no answer to undo."))
        return assistant.current(session.dialogue) if session.dialogue else None
    session.dialogue = session.earlier.pop()
    session.messages.append(bot("Your last answer is taken back."))
    return _again(assistant, session)


def _why_asked(assistant: Assistant, dialogue: Dialogue, follow_up: FollowUp) -> str:
    knowledge = assistant.knowledge
    conversation = dialogue.conversation
    claim = knowledge.engine.modules[conversation.modules[0]].claim(conversation.claim)
    return render.why_asked_message(follow_up, claim.gloss if claim else "", knowledge.chunk(follow_up.module))


def _again(assistant: Assistant, session: Session) -> Turn | None:
    """Show the pending follow-up again (or the answer, if there is no longer one)."""
    if session.dialogue is None:
        return None
    return _show(assistant, session, assistant.current(session.dialogue))


def _choice_index(text: str, labels: list[str]) -> int | None:
    """Which offered claim a message picks: its number (a button's value) or its label typed out."""
    said = text.strip().rstrip(".").lower()
    if said.isdigit() and 1 <= int(said) <= len(labels):
        return int(said) - 1
    lowered = [label.lower() for label in labels]
    return lowered.index(said) if said in lowered else None


def _is_reply(text: str) -> bool:
    """A bare yes / no / don't know: after an answer it replies to nothing."""
    try:
        parse_reply(text)
    except ValueError:
        return False
    return len(text.split()) <= 3


def _show(assistant: Assistant, session: Session, turn: Turn) -> Turn:
    """The turn's messages: the claims to choose from; or what the message stated (once, as
    the conversation starts), each other claim turned to, then the follow-up or the answer."""
    earlier = session.dialogue
    session.dialogue = turn.dialogue
    knowledge = assistant.knowledge
    if turn.choices:
        labels = assistant.choice_labels(turn.dialogue)
        session.messages.append(bot(render.choice_message(), options=tuple((str(n), label) for n, label
                                                                           in enumerate(labels, 1))))
        return turn
    if turn.dialogue.stated and (earlier is None or not earlier.stated):
        session.messages.append(bot(render.stated_message(turn.dialogue.stated)))
    for candidate in turn.tried:
        session.messages.append(bot(render.alternative_message(addressed(candidate.gloss, turn.dialogue.person))))
    if turn.follow_up is not None:
        message = render.follow_up_message(turn.follow_up, knowledge.chunk(turn.follow_up.module))
        session.messages.append(bot(message, options=True))
    else:
        answer = turn.answer
        hull = turn.dialogue.hull
        covered = answer.label != "irrelevant" or hull is None
        nearest = [] if covered else list(knowledge.chunks(hull.chunks[:NEAREST]).values())
        session.messages.append(bot(render.answer_message(answer, knowledge.engine.modules,
                                                          knowledge.chunks(answer.modules), nearest)))
    _offer_take_back(session.messages[-1], turn.dialogue)
    return turn


def _offer_take_back(message: dict, dialogue: Dialogue) -> None:
    """A button per phrase taken from the message, under the turn's last message (the chat
    shows the buttons of the last message only), for as long as what it stated counts."""
    offered = [{"value": f"{NOT_SAID}{words}", "label": f"Not right: “{words}”"}
               for words in dict.fromkeys(s.words for s in dialogue.stated)]
    if offered:
        message["options"] = [*message.get("options", []), *offered]


def user(text: str) -> dict:
    return {"role": "user", "content": render.user_message(text)}


QUICK_REPLIES = (("yes", "Yes"), ("no", "No"), ("I don't know", "I don't know"))


def bot(content: str, options: bool | tuple[tuple[str, str], ...] = False) -> dict:
    """A chat message from the app; `options` adds buttons under it (True: the quick replies)."""
    message = {"role": "assistant", "content": content}
    if options:
        chosen = QUICK_REPLIES if options is True else options
        message["options"] = [{"value": value, "label": label} for value, label in chosen]
    return message


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
