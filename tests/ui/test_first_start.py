"""The first start: the page is served at once while the knowledge is read in the background.

The app runs in this process (`ui.app.serve`) over a few short texts in an empty folder, its
ingest held mid-way by a synthesizer that waits on an event (tests/held.py), so what the page
and the API say meanwhile is checked at a known point, not raced.
"""

from __future__ import annotations

import html
import logging

import httpx
import pytest
from gradio_client import Client
from held import WAIT, HeldSynthesizer

from nesy_chat.kb.store import KnowledgeBase

from .conftest import InProcess
from .test_api import say, text_of

TEXTS = {"garden.md": "# Garden Grant\n\nYou can get Garden Grant if you own a garden.\n",
         "boats.md": "# Boat Licence\n\nYou can get a Boat Licence if you have passed the boating test.\n",
         "fishing.md": "# Fishing Permit\n\nYou can get a Fishing Permit if you live by the river.\n"}
QUESTION = "Can I get the Garden Grant?"


@pytest.fixture
def docs(tmp_path):
    folder = tmp_path / "docs"
    folder.mkdir()
    for name, text in TEXTS.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def test_the_page_is_served_while_the_documents_are_read_then_answers(docs, tmp_path, caplog):
    caplog.set_level(logging.INFO)
    held = HeldSynthesizer(hold=2)
    app = InProcess(docs, tmp_path / "kb", held)
    try:
        assert held.entered.wait(WAIT)
        assert httpx.get(app.url, timeout=WAIT).status_code == 200
        client = Client(app.url, verbose=False)
        chat, box, *_ = client.predict(QUESTION, 5, api_name="/respond")
        assert text_of(chat[-2]) == QUESTION
        assert text_of(chat[-1]) == ("Still reading the documents (1 of 3). Ask again in a moment. "
                                     "Your message is back in the box.")
        assert box == QUESTION  # not consumed: sent again with one key
        report, size = client.predict(None, "rules", api_name="/upload")
        assert "Still reading the documents (1 of 3). Add them again in a moment." in report
        assert "Reading the documents (1 of 3)…" in size
        assert text_of(client.predict(5, api_name="/why")[0][-1]).startswith("Still reading the documents")

        held.release.set()
        assert app.knowledge.wait(WAIT).ready
        view = say(client, QUESTION)
        assert "Do you own a garden?" in view["last"]
        assert "3 documents" in client.predict(None, "rules", api_name="/upload")[1]
    finally:
        held.release.set()
        app.close()
    said = [r.getMessage() for r in caplog.records]
    served = next(i for i, m in enumerate(said) if m.startswith(f"nesy-chat ready on {app.url}"))
    ready = next(i for i, m in enumerate(said) if m.startswith("knowledge ready in"))
    assert served < ready


def test_a_first_start_that_fails_says_why_on_the_page(docs, tmp_path):
    KnowledgeBase(tmp_path / "kb", model="no-such-embedding-model")  # empty, and cannot embed anything
    app = InProcess(docs, tmp_path / "kb", HeldSynthesizer(hold=None))
    try:
        assert app.knowledge.wait(WAIT).error
        client = Client(app.url, verbose=False)
        chat, box, *_ = client.predict(QUESTION, 5, api_name="/respond")
        said = html.unescape(text_of(chat[-1]))
        assert said.startswith("Sorry, the knowledge base could not be opened: cannot load the embedding model "
                               "'no-such-embedding-model'")
        assert said.endswith("mode'. Nothing can be answered until that is put right and the app started again.")
        report, size = client.predict(None, "rules", api_name="/upload")
        assert "could not be opened" in report and "could not be opened" in size
    finally:
        app.close()
