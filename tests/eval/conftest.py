"""Paths to the shared ShARC data (read in place, never copied into the repository)."""

from pathlib import Path

import pytest

SHARC = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "sharc"


@pytest.fixture(scope="session")
def sharc_utterances() -> Path:
    path = SHARC / "or_sharc_train_utterances.jsonl"
    if not path.is_file():
        pytest.skip(f"ShARC data not found at {path}")
    return path
