"""Per-item work in spawned processes, with this process taking part while it waits."""

from __future__ import annotations

import os
import time

from nesy_chat.kb.workers import Workers


def slow_square(item: int, delay: float) -> tuple[int, int]:
    time.sleep(delay)
    return item * item, os.getpid()


def test_results_come_in_order_and_this_process_takes_batches_while_it_waits():
    items = list(range(40))
    with Workers(slow_square, 0.1, jobs=2) as run:  # 4 s here alone
        results = list(run(items))
    assert [square for square, _ in results] == [i * i for i in items]
    pids = [pid for _, pid in results]
    # a spawned worker takes a second or more to start: meanwhile this process did the last batches
    assert pids[-1] == os.getpid() and len(set(pids)) == 2
    assert pids[0] != os.getpid()


def test_one_job_or_few_items_stay_in_this_process():
    with Workers(slow_square, 0.0, jobs=1) as run:
        assert {pid for _, pid in run(range(10))} == {os.getpid()}
    with Workers(slow_square, 0.0, jobs=2, least=20) as run:
        assert [square for square, _ in run(range(10))] == [i * i for i in range(10)]
