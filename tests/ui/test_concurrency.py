"""20 sessions at once over the HTTP API for 60 s, each with its own answers: no errors, and
no session ever sees another's answers (every conversation's trace shows this session's answer
to its last question, so the check always has answers to compare)."""

from __future__ import annotations

import html
import random
import re
import threading
import time

import pytest
from gradio_client import Client

from .test_api import NADL, text_of

SESSIONS = 20
SECONDS = 60
REPLIES = ("yes", "no", "not sure")


def expected(replies: list[str]) -> str:
    """NADL needs all four conditions: a "no" decides it, an unknown leaves it open."""
    if "no" in replies:
        return "**No"
    return "**It depends" if "not sure" in replies else "**Yes"


def converse(client: Client, rng: random.Random) -> list[str]:
    """One conversation with random replies; returns the problems found (empty when fine)."""
    chat = client.predict(NADL, 5, api_name="/respond")[0]
    said: dict[str, str] = {}  # question -> this session's reply
    while chat[-1].get("options"):
        question = re.match(r"\*\*(.*?)\*\*", text_of(chat[-1])).group(1)
        said[html.unescape(question)] = reply = rng.choice(REPLIES)
        chat, _, trace, *_ = client.predict(reply, 5, api_name="/respond")
        if len(said) > 4:
            return [f"more than four follow-ups: {said}"]
    if not said:
        return [f"no follow-up question before {text_of(chat[-1])[:60]!r}: nothing to check"]
    problems = []
    if not text_of(chat[-1]).startswith(expected(list(said.values()))):
        problems.append(f"replies {said} gave {text_of(chat[-1])[:60]!r}")
    marked = _MARKED.findall(trace)
    for question, answered in marked:
        mine = {"yes": "yes", "no": "no", "not sure": "I don't know"}.get(said.get(html.unescape(question), ""))
        if html.unescape(answered) != mine:
            problems.append(f"the trace says {answered!r} to {question!r}; this session said {mine!r}")
    # The check above must have something to check: the proof shows at least the answer that
    # decided it, the reply to the last question (a "no", or the last of all four).
    last = list(said)[-1]
    if last not in {html.unescape(question) for question, _ in marked}:
        problems.append(f"the trace shows no answer to the last question {last!r} ({len(marked)} answers "
                        f"found; the trace begins {trace[:200]!r})")
    client.predict(api_name="/start_over")
    return problems


_MARKED = re.compile(r'<span class="nesy-question">(.*?)</span> <span class="nesy-answer">you answered (.*?)</span>')


@pytest.mark.slow
def test_twenty_sessions_for_a_minute(server):
    stop_at = time.monotonic() + SECONDS
    errors: list[str] = []
    leaks: list[str] = []
    done = [0] * SESSIONS

    def session(n: int) -> None:
        rng = random.Random(n)
        try:
            client = Client(server.url, verbose=False)
            while time.monotonic() < stop_at:
                leaks.extend(converse(client, rng))
                done[n] += 1
        except Exception as err:  # noqa: BLE001 - every failure is counted, none stops the others
            errors.append(f"session {n}: {type(err).__name__}: {err}")

    threads = [threading.Thread(target=session, args=(n,)) for n in range(SESSIONS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(SECONDS + 120)
    assert not any(thread.is_alive() for thread in threads), "a session hung"
    print(f"\n{SESSIONS} sessions, {SECONDS} s: {sum(done)} conversations, per session {done}")
    assert errors == []
    assert leaks == []
    assert all(done), "every session finished at least one conversation"
