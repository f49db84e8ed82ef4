"""Facts from the user's words read by a model: fake Ollama (the one fake), real checks.

Every reading the model gives is checked by our code before it answers a question; these
tests give readings that must be kept and readings that must be dropped."""

from __future__ import annotations

from nesy_chat.core.module import UserFact
from nesy_chat.kb.embeddings import get_embedder
from nesy_chat.qa.llm_statements import LLMStatementReader, pick_reader, read_with_llm
from nesy_chat.qa.statements import StatementReader

FACTS = (UserFact("live_in_spain", "Do you live in Spain?", "bool"),
         UserFact("age", "How old are you?", "number", unit="years"),
         UserFact("own_car", "Do you own a car?", "bool"))
MESSAGE = "I'm 67 and live in Spain, can I get the Winter Fuel Payment?"


def test_readings_the_message_bears_out_are_kept(ollama):
    ollama.reply({"stated": [{"fact": 1, "value": True, "words": "live in Spain"},
                             {"fact": 2, "value": 67, "words": "I'm 67"}]})
    stated = read_with_llm(ollama.llm(), MESSAGE, FACTS)
    assert [(s.fact, s.value, s.words, s.question) for s in stated] == [
        ("live_in_spain", True, "live in Spain", "Do you live in Spain?"), ("age", 67, "I'm 67", "How old are you?")]
    request = ollama.chats[0]["messages"][1]["content"]
    assert MESSAGE in request and "2. (number, years) How old are you?" in request and "3. (yes/no)" in request


def test_readings_the_message_does_not_bear_out_are_dropped(ollama):
    ollama.reply({"stated": [
        {"fact": 3, "value": False, "words": "I have no car"},  # words the message does not contain
        {"fact": 2, "value": True, "words": "I'm 67"},  # a yes for a number
        {"fact": 1, "value": 1.0, "words": "live in Spain"},  # a number for a yes/no fact
        {"fact": 9, "value": True, "words": "Spain"},  # no such fact
        {"fact": 2, "value": float("inf"), "words": "67"},
    ]})
    assert read_with_llm(ollama.llm(), MESSAGE, FACTS) == ()


def test_nothing_to_read_asks_nothing(ollama):
    assert read_with_llm(ollama.llm(), MESSAGE, ()) == () and read_with_llm(ollama.llm(), "  ", FACTS) == ()
    assert ollama.requests == 0


def test_a_model_that_fails_gives_way_to_the_rules_reader_with_one_notice(ollama):
    ollama.reply("not json", "still not json", "no")
    rules = StatementReader(get_embedder())
    reader = LLMStatementReader(ollama.llm(), rules)
    stated = reader.read(MESSAGE, FACTS)
    assert stated == rules.read(MESSAGE, FACTS) and "age" in {s.fact for s in stated}  # the rules reader read it
    assert reader.notice and "Reading messages by their words instead." in reader.notice


def test_picking_the_llm_reader_without_a_server_says_why():
    picked = pick_reader("llm", get_embedder(), host="http://127.0.0.1:9")
    assert isinstance(picked.reader, StatementReader) and "cannot reach an Ollama server" in picked.notice
    assert isinstance(pick_reader("rules", get_embedder()).reader, StatementReader)
