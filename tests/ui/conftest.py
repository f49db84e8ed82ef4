"""The real app, started as `python app.py` on a free loopback port over a small knowledge
base built in a temporary folder (five ShARC rule texts, a hostile document, and two texts
that fit one question about equally); or in this process (`serve`), where a test can hold
its knowledge's ingest mid-way."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]
SHARC = ROOT / "knowledge" / "sharc"
RULE_TEXTS = ("1", "28", "190", "459", "547")  # NADL, SSP, Public Housing, SMP, Guarantee Credit
HOSTILE = """# Parking permits <script>alert('doc')</script>

You can get a parking permit <img src=x onerror=alert(1)> if you live in the zone and you own a car.
"""
GARDEN = {"garden-owners.md": "# Garden Grant for owners\n\nYou can get the Garden Grant if you own a garden.\n",
          "garden-tenants.md": "# Garden Grant for tenants\n\nYou can get the Garden Grant if you rent an allotment.\n"}
STARTUP_SECONDS = 300


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="session")
def knowledge(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("knowledge")
    texts = json.loads((SHARC / "rule_texts.json").read_text(encoding="utf-8"))
    sources = json.loads((SHARC / "rule_text_sources.json").read_text(encoding="utf-8"))
    (folder / "rule_texts.json").write_text(json.dumps({k: texts[k] for k in RULE_TEXTS}), encoding="utf-8")
    (folder / "rule_text_sources.json").write_text(json.dumps({k: sources[k] for k in RULE_TEXTS}), encoding="utf-8")
    (folder / "parking.md").write_text(HOSTILE, encoding="utf-8")
    for name, text in GARDEN.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


class Server:
    """A running `python app.py`, its URL and its log; `args` and `env` are added to its own."""

    def __init__(self, knowledge: Path, kb: Path, log: Path, args: Sequence[str] = (),
                 env: Mapping[str, str] | None = None):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = log
        env = {**os.environ, "GRADIO_ANALYTICS_ENABLED": "False", "NESY_HOST": "127.0.0.1",
               "NESY_PORT": str(self.port), **(env or {})}
        with log.open("wb") as out:
            self.process = subprocess.Popen([sys.executable, str(ROOT / "app.py"), "--kb", str(kb),
                                             "--knowledge", str(knowledge), *args],
                                            cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT)
        self.wait()

    def wait(self) -> None:
        """Until the page is served and its knowledge open (the log says so: it opens after)."""
        deadline = time.monotonic() + STARTUP_SECONDS
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"app.py exited with {self.process.returncode}:\n{self.log.read_text()[-3000:]}")
            log = self.log.read_text(encoding="utf-8", errors="replace")
            if "knowledge failed" in log:
                self.stop()
                raise RuntimeError(f"app.py could not open its knowledge:\n{log[-3000:]}")
            try:
                if "knowledge ready" in log and httpx.get(f"{self.url}/gradio_api/info", timeout=2).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.5)
        self.stop()
        raise RuntimeError(f"app.py did not start in {STARTUP_SECONDS} s:\n{self.log.read_text()[-3000:]}")

    def stop(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@pytest.fixture(scope="session")
def server(knowledge, tmp_path_factory):
    folder = tmp_path_factory.mktemp("app")
    running = Server(knowledge, folder / "kb", folder / "app.log")
    yield running
    running.stop()


class InProcess:
    """`ui.app.serve` in this process on a free loopback port, with the synthesizer given (one
    that holds the ingest, say); `close()` once its knowledge has settled."""

    def __init__(self, knowledge: Path, kb: Path, synthesizer):
        from nesy_chat.synthesis.llm import Picked
        from nesy_chat.ui.app import AppOptions, serve

        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.demo, self.knowledge = serve(AppOptions("127.0.0.1", self.port, kb, (knowledge,)), Picked(synthesizer))

    def close(self) -> None:
        self.knowledge.wait(STARTUP_SECONDS)
        self.demo.close()
        self.knowledge.close()
