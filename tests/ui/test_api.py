"""The app through its HTTP API (gradio_client), against `python app.py` on loopback."""

from __future__ import annotations

import re

import pytest
from gradio_client import Client, handle_file

NADL = "Can I obtain a NADL?"


@pytest.fixture
def client(server) -> Client:
    return Client(server.url, verbose=False)


def text_of(message: dict) -> str:
    """A chat message's text (Gradio returns content as a list of parts)."""
    content = message["content"]
    return content if isinstance(content, str) else "".join(part.get("text", "") for part in content)


def say(client: Client, text: str) -> dict:
    chat, _, trace, hull, sources, module = client.predict(text, 5, api_name="/respond")
    return {"chat": chat, "last": text_of(chat[-1]) if chat else "", "trace": trace, "hull": hull,
            "sources": sources, "module": module}


def test_follow_ups_then_yes_with_trace_hull_sources_and_module(client):
    view = say(client, NADL)
    assert "Certificate of Eligibility" in view["last"]
    assert view["chat"][-1]["options"], "quick replies under the follow-up"
    for _ in range(3):
        view = say(client, "yes")
    view = say(client, "yes")
    assert view["last"].startswith("**Yes")
    assert "you answered yes" in view["trace"]
    assert 'href="https://www.benefits.gov/benefits/benefit-details/4364"' in view["trace"]
    assert "<mark>" in view["trace"]
    assert "<iframe" in view["hull"] and "srcdoc=" in view["hull"]
    assert len(view["hull"]) < 60_000, "vis-network is linked from the app, not sent with every turn"
    assert "/gradio_api/file=" in view["hull"] and "vis-network.min.js" in view["hull"]
    assert "cdn.jsdelivr" not in view["hull"] and not re.search(r"&lt;(script|link)[^&]*(src|href)=&quot;https?:", view["hull"])
    assert "score" in view["sources"].lower()
    assert "nesy_module" in view["module"] and "style=" in view["module"]


@pytest.mark.parametrize("reply, verdict", [("nope", "**No"), ("no", "**No")])
def test_a_no_decides_at_once(client, reply, verdict):
    say(client, NADL)
    view = say(client, reply)
    assert view["last"].startswith(verdict)
    assert "you answered no" in view["trace"]


def test_not_sure_leaves_it_open(client):
    say(client, NADL)
    for reply in ("not sure", "yes", "yes", "yes"):
        view = say(client, reply)
    assert view["last"].startswith("**It depends on whether")


def test_why_after_an_answer_gives_the_whole_proof(client):
    say(client, NADL)
    say(client, "no")
    chat = client.predict(5, api_name="/why")[0]
    assert text_of(chat[-2]) == "why?"
    assert "The condition that failed" in text_of(chat[-1])


def test_start_over_and_a_new_question_at_any_time(client):
    say(client, NADL)
    view = say(client, "Can I qualify for Guarantee Credit?")
    assert view["last"].endswith("Leave it and ask “Can I qualify for Guarantee Credit?”?")
    assert [o["value"] for o in view["chat"][-1]["options"]] == ["ask the new question", "back to the question"]
    view = say(client, "ask the new question")
    assert "England, Scotland or Wales" in view["last"]
    chat = client.predict(api_name="/start_over")[0]
    assert chat == []


def test_undo_asks_the_last_question_again(client):
    first = say(client, NADL)["last"]
    say(client, "yes")
    chat = client.predict(api_name="/undo")[0]
    assert text_of(chat[-2]) == "Your last answer is taken back." and text_of(chat[-1]) == first


def test_irrelevant_question(client):
    view = say(client, "How long should I knead sourdough bread?")
    assert view["last"].startswith("**Not covered by these documents")
    assert "The nearest documents: " in view["last"] and "<a href=" in view["last"]


@pytest.mark.parametrize("text, message", [
    ("", "Please type a question"),
    ("   ", "Please type a question"),
    ("x" * 10_000, "10,000 characters long"),
    ("can_get(X) :- lives_in_uk(X).", "looks like Prolog"),
    ("?- member(X, [1,2]).", "looks like Prolog"),
])
def test_bad_input_gets_a_clear_message(client, text, message):
    view = say(client, text)
    assert message in view["last"]
    assert len(text_of(view["chat"][-2])) < 400
    assert say(client, NADL)["last"], "the app still answers"


def test_html_in_a_question_is_escaped(client):
    view = say(client, "<script>alert('q')</script><img src=x onerror=alert(2)> Can I get SMP?")
    shown = text_of(view["chat"][-2])
    assert "<script>" not in shown and "<img" not in shown
    assert "&lt;script&gt;" in shown


def test_html_in_a_document_is_escaped_everywhere(client):
    view = say(client, "Can I get a parking permit?")
    everything = " ".join(str(v) for v in view.values())
    assert "<script>alert(" not in everything and "<img src=x" not in everything
    assert "&lt;script&gt;" in view["sources"] or "&lt;script&gt;" in view["trace"]


def test_upload_reports_each_file_and_keeps_the_good_ones(client, tmp_path):
    good = tmp_path / "ferry.md"
    good.write_text("# Ferry discount\n\nYou can get a ferry discount card if you live on the island "
                    "and you are over 60.\n", encoding="utf-8")
    bad = tmp_path / "noise.txt"
    bad.write_bytes(b"\x00\x01\x02binary")
    report, size = client.predict([handle_file(str(good)), handle_file(str(bad))], "rules", api_name="/upload")
    assert "ferry.md" in report and "noise.txt" in report and "binary" in report
    view = say(client, "Can I get a ferry discount card?")
    assert "island" in view["last"]


@pytest.mark.parametrize("text", ["no", "the of and a", "??? !!!", "🙂🙂🙂"])
def test_a_message_of_no_words_gets_an_answer_not_an_apology(client, text):
    view = say(client, text)
    assert "something went wrong" not in view["last"] and not view["last"].startswith("Sorry")
