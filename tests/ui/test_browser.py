"""End to end in a real browser: Debian's chromium driven by Playwright (never a downloaded
browser). Ask, click the quick replies, check the answer, the trace's source link and the
Logical Hull graph drawn on a canvas inside its iframe.

Screenshots go to NESY_SCREENSHOTS when set (docs/screenshots/README.md), else to tmp_path.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from .test_api import NADL

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]
WAIT_MS = 30_000

pytestmark = pytest.mark.skipif(not shutil.which("chromium") and not Path(CHROMIUM).exists(),
                                reason="Debian's chromium is not installed (scripts/setup.sh with NESY_BROWSER=1)")


@pytest.fixture
def page(server):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        page = browser.new_page(viewport={"width": 1440, "height": 900})
        page.goto(server.url)
        yield page
        browser.close()


def test_ask_click_quick_replies_and_see_trace_and_graph(page, tmp_path):
    shots = _shots(tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    chat = page.locator("#chat")
    chat.get_by_role("button").first.wait_for(timeout=WAIT_MS)  # the example questions
    page.screenshot(path=str(shots / "start.png"))

    page.locator("#question textarea").fill(NADL)
    page.locator("#question textarea").press("Enter")
    yes = chat.get_by_role("button", name="Yes", exact=True)
    yes.wait_for(timeout=WAIT_MS)
    assert "Certificate of Eligibility" in chat.inner_text()
    page.screenshot(path=str(shots / "follow-up.png"))

    bot = '#chat [data-testid="bot"]'
    for _ in range(4):
        before = page.locator(bot).count()
        yes.last.click()
        page.wait_for_function("([sel, n]) => document.querySelectorAll(sel).length > n", arg=[bot, before],
                               timeout=WAIT_MS)
    page.get_by_text("Yes: you can obtain a NADL").first.wait_for(timeout=WAIT_MS)

    trace = page.locator("#trace")
    assert "you answered yes" in trace.inner_text()
    link = trace.locator('a[href="https://www.benefits.gov/benefits/benefit-details/4364"]').first
    assert link.count() == 1 and link.get_attribute("target") == "_blank"

    page.get_by_role("tab", name="Logical Hull").click()
    frame = page.frame_locator("#hull iframe")
    frame.locator("canvas").first.wait_for(timeout=WAIT_MS)
    page.wait_for_timeout(1500)  # let the layout settle for the picture
    page.screenshot(path=str(shots / "answer-graph.png"))


def _shots(tmp_path: Path) -> Path:
    return Path(os.environ.get("NESY_SCREENSHOTS") or tmp_path)


def _sender(page):
    """send(text) and click(button name), each waiting for the app's next message."""
    bot = '#chat [data-testid="bot"]'

    def wait(before: int) -> None:
        page.wait_for_function("([sel, n]) => document.querySelectorAll(sel).length > n", arg=[bot, before],
                               timeout=WAIT_MS)

    def send(text: str) -> None:
        before = page.locator(bot).count()
        page.locator("#question textarea").fill(text)
        page.locator("#question textarea").press("Enter")
        wait(before)

    def click(name: str) -> None:
        before = page.locator(bot).count()
        page.get_by_role("button", name=name, exact=True).last.click()
        wait(before)

    return send, click


def test_why_while_asked_a_switch_confirmed_undo_and_not_covered(page, tmp_path):
    chat = page.locator("#chat")
    chat.get_by_role("button").first.wait_for(timeout=WAIT_MS)
    bot = '#chat [data-testid="bot"]'
    send, click = _sender(page)
    send(NADL)
    first = page.locator(bot).last.inner_text()
    click("Why?")  # while the follow-up waits: why it is asked, and it is asked again
    assert "I ask “" in page.locator(bot).nth(-2).inner_text()
    assert page.locator(bot).last.inner_text() == first

    click("Yes")
    click("Undo last answer")
    assert "Your last answer is taken back." in page.locator(bot).nth(-2).inner_text()
    assert page.locator(bot).last.inner_text() == first

    send("How long should I knead sourdough bread?")  # a new question while one waits
    assert "Leave it and ask" in page.locator(bot).last.inner_text()
    click("Ask the new question")
    page.get_by_text("Not covered by these documents").first.wait_for(timeout=WAIT_MS)
    assert "The nearest documents:" in page.locator(bot).last.inner_text()
    page.screenshot(path=str(_shots(tmp_path) / "not-covered.png"))


def test_a_question_that_fits_two_rules_asks_which_with_buttons(page, tmp_path):
    chat = page.locator("#chat")
    chat.get_by_role("button").first.wait_for(timeout=WAIT_MS)
    page.locator("#question textarea").fill("Can I get the Garden Grant?")
    page.locator("#question textarea").press("Enter")
    tenants = chat.get_by_role("button", name="You can get the Garden Grant (Garden Grant for tenants)", exact=True)
    tenants.wait_for(timeout=WAIT_MS)
    assert chat.get_by_role("button", name="You can get the Garden Grant (Garden Grant for owners)",
                            exact=True).count() == 1
    assert "Which do you mean?" in chat.inner_text()
    page.screenshot(path=str(_shots(tmp_path) / "choice.png"))
    tenants.click()
    page.get_by_text("Do you rent an allotment?").first.wait_for(timeout=WAIT_MS)
    user = '#chat [data-testid="user"]'
    assert page.locator(user).last.inner_text().strip() == "You can get the Garden Grant (Garden Grant for tenants)"


def test_the_first_start_shows_its_progress_then_the_examples(tmp_path):
    """The page while the knowledge is read (the ingest held mid-way), then without a reload
    once it is ready: the question sent meanwhile is kept in the box and answered when sent
    again, and the example questions appear."""
    from held import WAIT, HeldSynthesizer
    from playwright.sync_api import sync_playwright

    from .conftest import InProcess
    from .test_first_start import QUESTION, TEXTS

    docs = tmp_path / "docs"
    docs.mkdir()
    for name, text in TEXTS.items():
        (docs / name).write_text(text, encoding="utf-8")
    held = HeldSynthesizer(hold=2)
    app = InProcess(docs, tmp_path / "kb", held)
    try:
        assert held.entered.wait(WAIT)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            page = browser.new_page(viewport={"width": 1440, "height": 900})
            page.goto(app.url)
            chat = page.locator("#chat")
            chat.get_by_text("Still reading the documents (1 of 3)…").wait_for(timeout=WAIT_MS)
            page.get_by_text("Knowledge and settings").click()
            page.locator("#knowledge-status").get_by_text("Reading the documents (1 of 3)…").wait_for(timeout=WAIT_MS)
            shots = Path(os.environ.get("NESY_SCREENSHOTS") or tmp_path)
            shots.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(shots / "first-start.png"))

            box = page.locator("#question textarea")
            box.fill(QUESTION)
            box.press("Enter")
            bot = chat.locator('[data-testid="bot"]')
            bot.last.get_by_text("Your message is back in the box.").wait_for(timeout=WAIT_MS)
            assert box.input_value() == QUESTION

            held.release.set()  # the page learns of it by itself
            page.locator("#knowledge-status").get_by_text("3 documents").wait_for(timeout=WAIT_MS)
            box.press("Enter")
            chat.get_by_text("Do you own a garden?").wait_for(timeout=WAIT_MS)

            page.get_by_role("button", name="Start over").click()
            examples = chat.get_by_role("button", name="Can I get Garden Grant?")
            examples.wait_for(timeout=WAIT_MS)
            fresh = browser.new_page()
            fresh.goto(app.url)  # a page loaded once the knowledge is ready shows them from the start
            fresh.locator("#chat").get_by_role("button", name="Can I get Garden Grant?").wait_for(timeout=WAIT_MS)
            browser.close()
    finally:
        held.release.set()
        app.close()


def test_a_fact_taken_from_the_question_is_taken_back_with_its_button(page, tmp_path):
    chat = page.locator("#chat")
    chat.get_by_role("button").first.wait_for(timeout=WAIT_MS)
    send, click = _sender(page)
    send("I own a garden, can I get the Garden Grant?")  # fits the owners' text better: no choice
    taken = chat.get_by_role("button", name="Not right: “I own a garden”", exact=True)
    taken.wait_for(timeout=WAIT_MS)
    assert "From your message:" in chat.inner_text()
    assert "from your message (“I own a garden”): yes" in page.locator("#trace").inner_text()
    page.screenshot(path=str(_shots(tmp_path) / "take-back.png"))
    click("Not right: “I own a garden”")
    page.get_by_text("Taken back: Do you own a garden?").first.wait_for(timeout=WAIT_MS)
    assert "Do you own a garden?" in page.locator('#chat [data-testid="bot"]').last.inner_text()


def test_what_the_message_states_chooses_the_section_without_asking_which(page, tmp_path):
    """'Can I get the Garden Grant?' alone fits both sections and asks which is meant; said with
    the user's situation it goes to the section that situation speaks of, and answers from it."""
    chat = _sent_stating(page, "Can I get the Garden Grant? I rent an allotment near the station.",
                         "I rent an allotment near the station")
    said = chat.inner_text()
    assert "Which do you mean?" not in said and "Yes" in page.locator('#chat [data-testid="bot"]').last.inner_text()
    trace = page.locator("#trace").inner_text()
    assert "Garden Grant for tenants" in trace and "Garden Grant for owners" not in trace


def test_a_question_for_someone_else_is_read_answered_and_said_of_them(page, tmp_path):
    """'My mum rents an allotment. Can she ...?': what the message says of her answers her
    questions, and the verdict is said of her."""
    chat = _sent_stating(page, "My mum rents an allotment near the station. Can she get the Garden Grant?",
                         "My mum rents an allotment near the station")
    assert "→ Does your mum rent an allotment? yes" in chat.inner_text()
    answer = page.locator('#chat [data-testid="bot"]').last.inner_text()
    assert "Yes: your mum can get the Garden Grant." in answer
    assert "Your answers that decided it: yes to \"Does your mum rent an allotment?\"" in answer
    page.screenshot(path=str(_shots(tmp_path) / "someone-else.png"))


def _sent_stating(page, message: str, stated: str):
    """The chat once the message is sent and the button that takes back what it states is shown."""
    chat = page.locator("#chat")
    chat.get_by_role("button").first.wait_for(timeout=WAIT_MS)
    send, _ = _sender(page)
    send(message)
    chat.get_by_role("button", name=f"Not right: “{stated}”", exact=True).wait_for(timeout=WAIT_MS)
    return chat
