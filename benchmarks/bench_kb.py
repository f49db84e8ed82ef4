"""Benchmark: the knowledge base of the 585 ShARC rule texts, and questions against it.

    .venv/bin/python benchmarks/bench_kb.py [--runs 3] [--questions 200] [--jobs N]

Ingest cold: `python -m nesy_chat ingest` into a new folder (empty synthesis cache, a fresh
process, so nothing is cached anywhere), wall-clock time including start-up and loading the
models. Ingest warm: the same command again, nothing changed: its wall-clock time, and the
time of the ingest itself as the command reports it (the rest is Python importing spaCy and
torch, which lemminflect pulls in, before any ingest code runs). Question -> first follow-up:
in one process with the knowledge base open (as a server holds it), the time from a ShARC
question to its first follow-up question (or its answer, when none is needed), after 20
warm-up questions. Prints the median of each (and the p90 of the questions).
Targets on 2 cores: cold <= 60 s, warm <= 2 s, question -> first follow-up p50 <= 50 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from nesy_chat.kb.store import KnowledgeBase  # noqa: E402
from nesy_chat.qa.assistant import Assistant  # noqa: E402
from nesy_chat.qa.knowledge import Knowledge  # noqa: E402

RULE_TEXTS = ROOT / "knowledge" / "sharc" / "rule_texts.json"
SOURCES = ROOT / "knowledge" / "sharc" / "rule_text_sources.json"
QUESTIONS = ROOT.parent / "shared" / "data" / "sharc" / "or_sharc_train_utterances.jsonl"
WARM_UP = 20


def ingest(kb: Path, jobs: int) -> tuple[float, float]:
    """Wall-clock seconds of the command, and the seconds of the ingest it reports."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "nesy_chat", "ingest", str(RULE_TEXTS), "--sources", str(SOURCES),
                           "--kb", str(kb), "--jobs", str(jobs)], check=True, cwd=ROOT, capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    wall = time.perf_counter() - start
    return wall, float(done.stdout.strip().rsplit(";", 1)[-1].removesuffix(" s"))


def first_follow_ups(kb: Path, count: int) -> list[float]:
    questions = list(dict.fromkeys(json.loads(line)["question"]
                                   for line in QUESTIONS.read_text(encoding="utf-8").splitlines()))
    knowledge = Knowledge(KnowledgeBase(kb, create=False))
    assistant = Assistant(knowledge)
    times = []
    for n, question in enumerate(questions[:WARM_UP + count]):
        start = time.perf_counter()
        assistant.start(question)
        if n >= WARM_UP:
            times.append(time.perf_counter() - start)
    knowledge.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="cold and warm ingests (default 3)")
    parser.add_argument("--questions", type=int, default=200, help="questions timed (default 200)")
    parser.add_argument("--jobs", type=int, default=min(4, os.cpu_count() or 1), help="ingest processes")
    args = parser.parse_args()
    cold, warm, warm_ingest = [], [], []
    with tempfile.TemporaryDirectory(prefix="bench-kb-") as scratch:
        for run in range(args.runs):
            kb = Path(scratch) / f"kb{run}"
            cold.append(ingest(kb, args.jobs)[0])
            wall, itself = ingest(kb, args.jobs)
            warm.append(wall)
            warm_ingest.append(itself)
            print(f"run {run + 1}: cold {cold[-1]:.1f} s, warm {wall:.2f} s (ingest itself {itself:.2f} s)", flush=True)
        times = sorted(first_follow_ups(Path(scratch) / "kb0", args.questions))
    print(f"ingest of {RULE_TEXTS.name} (585 rule texts), {args.jobs} jobs, median of {args.runs}: "
          f"cold {statistics.median(cold):.1f} s (target <= 60); warm {statistics.median(warm):.2f} s "
          f"(target <= 2), of which the ingest itself {statistics.median(warm_ingest):.2f} s")
    print(f"question -> first follow-up over {len(times)} questions: p50 {1000 * statistics.median(times):.1f} ms "
          f"(target <= 50), p90 {1000 * times[int(0.9 * (len(times) - 1))]:.1f} ms")


if __name__ == "__main__":
    main()
