"""Whole-file writes: a reader, or a writer killed half-way, never sees half a file."""

from __future__ import annotations

import os
import threading
from pathlib import Path


def atomic_write(path: Path, text: str) -> None:
    # A temporary file per process and thread: two threads writing one path never share one.
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)
