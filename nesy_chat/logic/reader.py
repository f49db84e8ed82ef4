"""Reading a logic problem in the Logic-LM format (context, question, options) into a Problem.

`ProblemReader` is the seam for other readers: `llm_reader.LLMReader`, for free text
(FOLIO, AR-LSAT), implements the same `read`, raising ParseError when it cannot, and
produces the same `Problem` for the router.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import replace
from typing import Protocol

from nesy_chat.core.errors import ParseError
from nesy_chat.logic.form import Arrangement, Option, Problem, Question
from nesy_chat.logic.grammar import parse_question, parse_sentence, parse_statement, parse_verdict, tokenize
from nesy_chat.logic.lexicon import Lexicon
from nesy_chat.logic.solvers.rule_program import Fact, Literal, Rule

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")
_OPTION = re.compile(r"\s*([A-Z])\s*[).:]\s*(.*\S)\s*\Z", re.S)


class ProblemReader(Protocol):
    name: str

    def read(self, item: Mapping) -> Problem:
        """A problem from {"context", "question", "options"}; ParseError when unreadable."""


class EnglishReader:
    """The controlled-English grammar: offline, deterministic, for ProntoQA, ProofWriter and
    LogicalDeduction-style text."""

    name = "english"

    def read(self, item: Mapping) -> Problem:
        sentences = tuple(split_sentences(item["context"]))
        question_text, _, statement_text = item["question"].partition("?")
        options = [split_option(text) for text in item["options"]]
        lexicon = Lexicon(tokenize(" ".join([item["context"], item["question"], *item["options"]])))
        facts, rules, arrangements, orderings = [], [], [], []
        for index, sentence in enumerate(sentences):
            for part in parse_sentence(sentence, lexicon):
                if isinstance(part, Literal):
                    facts.append(Fact(part, index))
                else:
                    bucket = rules if isinstance(part, Rule) else \
                        arrangements if isinstance(part, Arrangement) else orderings
                    bucket.append(replace(part, sentence=index))
        wanted = parse_question(question_text + "?")
        if wanted is None:  # is the statement after the question mark true?
            statement = parse_statement(statement_text.strip(), lexicon)
            choices = tuple(Option(label, text, verdict=parse_verdict(text)) for label, text in options)
            question = Question(item["question"], choices, statement)
        else:  # which option is true (or false)?
            choices = tuple(Option(label, text, statement=parse_statement(text, lexicon)) for label, text in options)
            question = Question(item["question"], choices, wanted=wanted)
        return Problem(sentences, question, tuple(facts), tuple(rules), tuple(arrangements), tuple(orderings))


def split_sentences(text: str) -> list[str]:
    return [sentence.strip() for sentence in _SENTENCE_END.split(text.strip()) if sentence.strip()]


def split_option(text: str) -> tuple[str, str]:
    match = _OPTION.match(text)
    if not match:
        raise ParseError("an option must look like 'A) text'", text)
    return match.group(1), match.group(2)
