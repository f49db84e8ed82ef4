"""The synthesizer interface's helpers."""

from __future__ import annotations

from pathlib import Path

from nesy_chat.synthesis import rules as compiler
from nesy_chat.synthesis.base import source_version


def test_the_compilers_version_follows_its_source(tmp_path):
    """The version is a digest of the compiler's source files: another byte, another version."""
    copy = tmp_path / "rules.py"
    copy.write_bytes(Path(compiler.__file__).read_bytes())

    class Module:
        __file__ = str(copy)

    before = source_version(Module)
    assert before == source_version(compiler)  # the same bytes
    copy.write_bytes(copy.read_bytes() + b"\n")
    assert source_version(Module) != before
