"""The real app (`python app.py`) with a language model: over a knowledge base a model wrote
(the fake Ollama server on loopback stands in for the model: no Ollama server can run here),
and with no server at all."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from gradio_client import Client, handle_file
from llm_kb import reply, synthesizer, write_texts

from nesy_chat.kb.documents import load
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.kb.ingest import ingest
from nesy_chat.kb.store import KnowledgeBase

from .conftest import Server
from .test_api import say
from .test_browser import CHROMIUM, FLAGS, WAIT_MS
from .test_browser import pytestmark as needs_chromium

pytestmark = pytest.mark.slow


@pytest.fixture
def model_app(ollama, tmp_path):
    """The app over a knowledge base the scripted model wrote, the fake server its model
    server: it picks claims with the model too (--matcher llm)."""
    ollama.answer(reply)
    docs = write_texts(tmp_path / "docs")
    ingest(KnowledgeBase(tmp_path / "kb"), load([docs]).documents, synthesizer(ollama.host, tmp_path / "llm"),
           get_embedder(), progress=False)
    running = Server(docs, tmp_path / "kb", tmp_path / "app.log", ["--synth", "llm", "--matcher", "llm"],
                     {"OLLAMA_HOST": ollama.host, "NESY_MODEL": "qwen2.5:7b", "NESY_CACHE": str(tmp_path / "cache")})
    yield running
    running.stop()


@needs_chromium
def test_the_module_tab_names_the_model_and_the_stand_in_says_why(model_app, ollama, tmp_path):
    from playwright.sync_api import sync_playwright

    shots = Path(os.environ.get("NESY_SCREENSHOTS") or tmp_path)  # as test_browser.py
    shots.mkdir(parents=True, exist_ok=True)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={"width": 1440, "height": 900})
        page.goto(model_app.url)
        question = page.locator("#question textarea")
        question.fill("Can I get the Garden Grant?")
        question.press("Enter")
        page.locator("#chat").get_by_role("button", name="Yes", exact=True).wait_for(timeout=WAIT_MS)
        assert "Do you own a garden?" in page.locator("#chat").inner_text()
        assert "by ollama/qwen2.5:7b" in page.locator("#trace").inner_text()
        page.get_by_role("tab", name="Module").click()
        module = page.locator("#module")
        module.get_by_text("Made by ollama/qwen2.5:7b (llm synthesizer, prompt").wait_for(timeout=WAIT_MS)
        page.screenshot(path=str(shots / "model-module.png"))

        question.fill("Can I get a ferry discount card?")
        question.press("Enter")  # while a follow-up waits: the chat asks before leaving it
        page.locator("#chat").get_by_role("button", name="Ask the new question").last.click()
        page.get_by_role("tab", name="Module").click()
        module.get_by_text("standing in: ollama/qwen2.5:7b gave no valid answer in 3 rounds").wait_for(timeout=WAIT_MS)
        assert "Made by the rules synthesizer" in module.inner_text()

        page.get_by_text("Knowledge and settings").click()
        status = page.locator("#model-status")
        status.get_by_text("answers").wait_for(timeout=WAIT_MS)
        assert f"qwen2.5:7b on {ollama.host}" in status.inner_text()
        page.screenshot(path=str(shots / "model-settings.png"), full_page=True)
        browser.close()
    picked = [chat for chat in ollama.chats if "claim" in (chat.get("format") or {}).get("properties", {})]
    assert len(picked) == 2  # each question's claim was the model's choice

    # An upload with the model: the file whose module the model failed on says so.
    upload = tmp_path / "ferry-timetable.md"
    upload.write_text("# Ferry timetable\n\nYou can book a seat if you have a ferry discount card.\n",
                      encoding="utf-8")
    report, size = Client(model_app.url, verbose=False).predict([handle_file(str(upload))], "llm",
                                                                 api_name="/upload")
    assert "ferry-timetable.md" in report and "1 chunks, 1 modules" in report
    assert "gave no valid answer in 3 rounds" in report and "the rules module stands in for chunk" in report
    assert "4 documents" in size


def test_with_no_server_the_app_runs_on_rules_and_embeddings_with_one_notice_each(tmp_path):
    docs = write_texts(tmp_path / "docs")
    running = Server(docs, tmp_path / "kb", tmp_path / "app.log", ["--synth", "llm-structured", "--matcher", "llm"],
                     {"OLLAMA_HOST": "http://127.0.0.1:9", "NESY_CACHE": str(tmp_path / "cache")})
    try:
        client = Client(running.url, verbose=False)
        view = say(client, "Can I get the Garden Grant?")
        assert "Do you own a garden?" in view["last"]
        assert "Made by the rules synthesizer" in view["module"]
        status = client.predict(api_name="/model_status")
        assert "does not answer: cannot reach an Ollama server at http://127.0.0.1:9" in status
    finally:
        running.stop()
    log = running.log.read_text(encoding="utf-8")
    notices = [line for line in log.splitlines() if line.startswith("notice:")]
    assert len(notices) == 2 and all("cannot reach an Ollama server at http://127.0.0.1:9" in n for n in notices)
    assert notices[0].endswith("Using the rules synthesizer instead.")
    assert notices[1].endswith("Matching claims by embedding instead.")
    assert "Traceback" not in log
