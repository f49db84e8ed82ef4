"""Benchmark: normal sessions' turn times while hostile ones ask a module whose proof runs away.

    .venv/bin/python benchmarks/bench_sessions.py [--seconds 20] [--sessions 16] [--hostile 4]

One process, as the app is: a knowledge base of five ShARC rule texts and one grant page
whose stored module has been tampered with so that its proof fills the Prolog stacks
(\\+ member(x, _L)); one Knowledge and Assistant shared by every session; turns run on four
worker threads (the app's Gradio concurrency limit), each session submitting its next turn
when the last one is back. A normal session asks the NADL question and answers every
follow-up yes; a hostile one asks about the grant, again and again. A turn's time runs from
its submission to its result, queueing included, as a user would wait.

Quiet run: the normal sessions alone. Hostile run: the same, plus the hostile sessions.
Prints the median and p95 of the normal sessions' turns in each, and their ratio.
Target (issue 37): the hostile run's p95 within 2x of the quiet run's.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from runaway_modules import fill_the_stack  # noqa: E402

from nesy_chat.core.errors import NesyError  # noqa: E402
from nesy_chat.kb.documents import load  # noqa: E402
from nesy_chat.kb.embeddings import get_embedder  # noqa: E402
from nesy_chat.kb.ingest import ingest, load_synthesizer  # noqa: E402
from nesy_chat.kb.store import KnowledgeBase  # noqa: E402
from nesy_chat.qa.assistant import Assistant  # noqa: E402
from nesy_chat.qa.knowledge import Knowledge  # noqa: E402

SHARC = ROOT / "knowledge" / "sharc"
RULE_TEXTS = ("1", "28", "190", "459", "547")  # as tests/ui/conftest.py
NORMAL = "Can I get a National Agricultural Direct Loan?"
HOSTILE = "Can I get the Garden Grant?"
GRANT = "# Garden Grant\n\nYou can get the Garden Grant if you own a garden.\n"
WORKERS = 4  # the app's default_concurrency_limit


def build(folder: Path) -> KnowledgeBase:
    texts = json.loads((SHARC / "rule_texts.json").read_text(encoding="utf-8"))
    (folder / "rules.json").write_text(json.dumps({k: texts[k] for k in RULE_TEXTS}), encoding="utf-8")
    (folder / "grant.md").write_text(GRANT, encoding="utf-8")
    kb = KnowledgeBase(folder / "kb")
    ingest(kb, load([folder / "rules.json", folder / "grant.md"]).documents, load_synthesizer("rules"),
           get_embedder(), progress=False)
    [grant] = [r.chunk.id for r in kb.chunks()[0] if r.chunk.id.startswith("grant-")]
    fill_the_stack(kb, grant)
    return kb


def run(kb: KnowledgeBase, normal: int, hostile: int, seconds: float) -> tuple[list[float], int, int]:
    """The normal sessions' turn times, the hostile turns made and the proofs that ran away."""
    knowledge = Knowledge(kb)
    knowledge.load_all()
    assistant = Assistant(knowledge)
    assistant.start(NORMAL)  # warm: the embedding model, Chroma
    times: list[float] = []
    counts = {"hostile": 0, "runaway": 0}
    lock = threading.Lock()
    deadline = time.monotonic() + seconds
    with ThreadPoolExecutor(WORKERS) as pool:
        def timed(call, *args):
            submitted = time.perf_counter()
            return pool.submit(call, *args).result(), time.perf_counter() - submitted

        def normal_session() -> None:
            while time.monotonic() < deadline:
                turn, spent = timed(assistant.start, NORMAL)
                found = [spent]
                while turn.follow_up is not None:
                    turn, spent = timed(assistant.reply, turn.dialogue, True)
                    found.append(spent)
                with lock:
                    times.extend(found)

        def hostile_session() -> None:
            while time.monotonic() < deadline:
                try:
                    timed(assistant.start, HOSTILE)
                except NesyError:
                    with lock:
                        counts["runaway"] += 1
                with lock:
                    counts["hostile"] += 1

        threads = [threading.Thread(target=normal_session) for _ in range(normal)]
        threads += [threading.Thread(target=hostile_session) for _ in range(hostile)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    knowledge.close()
    return times, counts["hostile"], counts["runaway"]


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[int(0.95 * (len(ordered) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20, help="length of each run (default 20)")
    parser.add_argument("--sessions", type=int, default=16, help="normal sessions (default 16)")
    parser.add_argument("--hostile", type=int, default=4, help="hostile sessions in the second run (default 4)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="bench-sessions-") as scratch:
        kb = build(Path(scratch))
        quiet, _, _ = run(kb, args.sessions, 0, args.seconds)
        loud, hostile, runaway = run(kb, args.sessions, args.hostile, args.seconds)
    print(f"{args.sessions} normal sessions, {WORKERS} worker threads, {args.seconds:.0f} s a run; "
          f"turn time from submission to result")
    for name, times in (("quiet", quiet), (f"+{args.hostile} hostile", loud)):
        print(f"  {name:<11} {len(times):>6} turns  p50 {1000 * statistics.median(times):7.1f} ms  "
              f"p95 {1000 * p95(times):7.1f} ms")
    print(f"  hostile turns: {hostile}, of which proofs that ran away: {runaway} (then the module is set aside)")
    ratio = p95(loud) / p95(quiet)
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}")
    print(f"target p95 with hostile sessions <= 2x quiet: {'met' if ratio <= 2 else 'not met'} ({ratio:.2f}x)")


if __name__ == "__main__":
    main()
