"""Shared fixtures: the real SWI-Prolog engine (through pyswip) and small module builders.

Nothing here is mocked: modules are read by SWI's reader, checked by the validator and
proved by meta.pl, exactly as in production.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

import pytest

from nesy_chat.core.module import PrologModule
from nesy_chat.prolog.engine import Engine
from nesy_chat.prolog.source import read_module
from nesy_chat.qa.dialogue import Answer, Conversation, FollowUp, run

ROOT = Path(__file__).resolve().parents[1]
MCA_PATH = ROOT / "knowledge" / "examples" / "married_couples_allowance.pl"


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: takes over about 10 s on 2 cores; "
                                       "`pytest -m \"not slow\"` runs everything else")


@pytest.fixture(scope="session")
def mca_source() -> str:
    return MCA_PATH.read_text(encoding="utf-8")


@pytest.fixture(scope="session")
def mca_module(mca_source: str) -> PrologModule:
    """The paper's Appendix A module, read as module `mca`."""
    return read_module(mca_source, module_id="mca")


@pytest.fixture
def engine():
    """A fresh engine per test: its modules live under their own prefix in SWI."""
    eng = Engine()
    yield eng
    eng.close()


def _paper_module(body: str, facts: Iterable[str], module_id: str = "m", engine: Engine | None = None
                  ) -> PrologModule:
    source = "".join(f":- dynamic {name}/1.\n" for name in facts) + body
    module = read_module(source, module_id=module_id)
    if engine is not None:
        engine.load(module)
    return module


@pytest.fixture
def paper_module():
    """paper_module(body, facts, module_id="m", engine=None): a module in the paper's plain
    format, `:- dynamic f/1.` for each fact then `body`; loaded into `engine` if given."""
    return _paper_module


def _scripted(replies: Sequence[bool | None]) -> Callable[[FollowUp], bool | None]:
    """Replies in order; running out of replies fails the test (a question too many)."""
    pending = list(replies)

    def reply(follow_up: FollowUp) -> bool | None:
        assert pending, f"asked {follow_up.fact} after all scripted replies were used"
        return pending.pop(0)

    return reply


def _converse(engine: Engine, claim: str, modules: list[str], replies: Sequence[bool | None] | dict
              ) -> tuple[list[str], Answer]:
    if isinstance(replies, dict):
        def by_fact(follow_up: FollowUp) -> bool | None:
            assert follow_up.fact in replies, f"unexpected question about {follow_up.fact}"
            return replies[follow_up.fact]

        asked, answer = run(Conversation(engine, claim, modules), by_fact)
    else:
        asked, answer = run(Conversation(engine, claim, modules), _scripted(replies))
    return [f.fact for f in asked], answer


@pytest.fixture
def converse():
    """converse(engine, claim, modules, replies) -> (facts asked in order, Answer); replies
    are a list used in order, or a dict from fact to reply."""
    return _converse


@pytest.fixture(scope="session")
def _ollama_server():
    from pytest_httpserver import HTTPServer

    server = HTTPServer(host="127.0.0.1", port=0, threaded=True)  # threaded: a slow reply blocks no other
    server.start()
    yield server
    server.clear()
    server.stop()


@pytest.fixture
def ollama_http(_ollama_server):
    """The loopback HTTP server behind the fake Ollama, cleared for each test."""
    _ollama_server.clear()
    return _ollama_server


@pytest.fixture
def ollama(ollama_http):
    """A fake Ollama server on loopback serving qwen2.5:7b (tests/fake_ollama.py)."""
    from fake_ollama import FakeOllama

    fake = FakeOllama(ollama_http)
    yield fake
    fake.settle()
