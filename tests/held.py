"""A synthesizer that holds the ingest mid-way until the test releases it: the rules compiler,
made to wait on a threading.Event before one chunk (no sleeps as synchronisation)."""

from __future__ import annotations

import threading

from nesy_chat.kb.ingest import load_synthesizer

WAIT = 60  # seconds a step may take before the test calls it stuck


class HeldSynthesizer:
    """The rules synthesizer, holding chunk number `hold` (1: the first) until `release` is set;
    `entered` is set when it gets there. `name` and `version` are the rules compiler's unless
    given (a knowledge base compiled by "an older version")."""

    def __init__(self, hold: int | None = 1, name: str | None = None, version: str | None = None):
        self.inner = load_synthesizer("rules")
        self.name, self.version = name or self.inner.name, version or self.inner.version
        self.hold = hold
        self.entered, self.release = threading.Event(), threading.Event()
        self.compiled: list[str] = []  # the chunks it was asked for, in order

    def synthesize(self, chunk):
        self.compiled.append(chunk.id)
        if len(self.compiled) == self.hold:
            self.entered.set()
            assert self.release.wait(WAIT), "never released"
        return self.inner.synthesize(chunk)
