"""The paper's two LLM baselines (section 4.2) for the ShARC harness: the model answers, no Prolog.

`llm-upper`: the utterance's own rule text, the question and the user's whole context at once;
one prediction (an approximate upper bound: nothing has to be asked). `llm-rag`: one relevance
call per candidate rule text, `irrelevant` when none is relevant; otherwise a prediction from
the relevant texts and the question alone; on `more`, the model's follow-up questions go to the
simulated user and the label is predicted again with the answers. Labels come through a JSON
schema whose enum is the four labels.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel

from nesy_chat.eval.simulated_user import User
from nesy_chat.llm.base import LLM, ask, prompt
from nesy_chat.qa.dialogue import Label

SYSTEMS = ("llm-rag", "llm-upper")


class Prediction(BaseModel):
    label: Literal["yes", "no", "more", "irrelevant"]


class Relevance(BaseModel):
    relevant: bool


class FollowUps(BaseModel):
    questions: list[str]


def upper(llm: LLM, question: str, text: str, context: str) -> Label:
    return ask(llm, prompt("upper_predict", question=question, text=text, context=context), Prediction).label


def rag(llm: LLM, question: str, texts: Sequence[str], user: User) -> Label:
    relevant = [text for text in texts
                if ask(llm, prompt("rag_relevance", question=question, text=text), Relevance).relevant]
    if not relevant:
        return "irrelevant"
    quoted = "\n\n".join(f'"""\n{text}\n"""' for text in relevant)
    label = ask(llm, prompt("rag_predict", question=question, texts=quoted, answers="(nothing yet)"), Prediction).label
    if label != "more":
        return label
    asked = ask(llm, prompt("rag_follow_ups", question=question, texts=quoted), FollowUps).questions
    answers = [(q, user.reply(q)) for q in asked if q.strip()]
    said = "\n".join(f"Q: {q} A: {'Yes' if a else 'No' if a is not None else 'I do not know'}" for q, a in answers)
    return ask(llm, prompt("rag_predict", question=question, texts=quoted, answers=said or "(nothing)"),
               Prediction).label
