"""Per-item work in spawned processes while this process does the rest.

Ingest and the ShARC harness both compile many texts (CPU-bound Python, so threads would
only take turns on the GIL) while this process embeds: embedding stays here because loading
the model costs a process some 8 s (measured: two workers that also embed, 51 s for the 585
ShARC rule texts; one worker and embedding here, 47 s). The processes are spawned, not
forked (a fork would copy SWI-Prolog's and torch's threads mid-flight), so a script that
uses workers needs the usual `if __name__ == "__main__":` guard.

This process is not idle while it waits: when the next batch is not back yet, it takes the
last batch no worker has started and does it itself, so on 2 cores both compile whenever the
embedding is ahead (cold ingest of the 585 ShARC rule texts, alternating runs: 52.7 and
53.3 s against 54.3 and 58.8 s with the worker alone).

Work that mostly waits (a model server's replies) runs in threads of this process instead,
`jobs` items in flight at once: the server serves them side by side, and a thread costs
nothing while it waits. They are daemon threads, and a run left early cancels the items not
started but cannot stop a reply in flight: an interrupted face ends its process at once
(`ingest.exit_interrupted`).
"""

from __future__ import annotations

import multiprocessing
import queue
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Generic, TypeVar

Item = TypeVar("Item")
State = TypeVar("State")
Result = TypeVar("Result")

BATCH = 4  # items a worker takes at a time


class Workers(Generic[Item, State, Result]):
    """`with Workers(work, state, jobs) as run: results = run(items)`: `work(item, state)` for
    each item, in order, lazily. Made here (jobs 1, or fewer than `least` items: a process
    takes seconds to start) or in `jobs - 1` processes, each with its own copy of `state`.
    `work` must be a module-level function and `state` picklable. With `threads`, made in
    `jobs` threads of this process sharing `state` instead (work that waits)."""

    def __init__(self, work: Callable[[Item, State], Result], state: State, jobs: int, least: int = 2,
                 threads: bool = False):
        self.work, self.state, self.jobs, self.least, self.threads = work, state, jobs, least, threads
        self.pool: ProcessPoolExecutor | None = None
        self._futures: list[Future] = []

    def __enter__(self) -> Callable[[Sequence[Item]], Iterator[Result]]:
        return self.run

    def run(self, items: Sequence[Item]) -> Iterator[Result]:
        if self.threads and self.jobs > 1 and len(items) > 1:
            return self._in_threads(items)
        if self.threads or self.jobs <= 1 or len(items) < self.least:
            return (self.work(item, self.state) for item in items)
        self.pool = ProcessPoolExecutor(self.jobs - 1, mp_context=multiprocessing.get_context("spawn"),
                                        initializer=_init_worker, initargs=(self.work, self.state))
        batches = [items[i:i + BATCH] for i in range(0, len(items), BATCH)]
        return self._gather(batches, [self.pool.submit(_in_worker, batch) for batch in batches])

    def _gather(self, batches: list[Sequence[Item]], futures: list[Future]) -> Iterator[Result]:
        """The results in order. While the next batch is not back, do the last batch no worker
        has started here: the workers take batches in order, so it is the one that would be
        waited for longest, and a started one cannot be taken back (`cancel` says so)."""
        here: dict[int, list[Result]] = {}
        last = len(futures) - 1
        for i, future in enumerate(futures):
            while i not in here and last >= i and not future.done() and futures[last].cancel():
                here[last] = [self.work(item, self.state) for item in batches[last]]
                last -= 1
            yield from here.pop(i) if i in here else future.result()

    def _in_threads(self, items: Sequence[Item]) -> Iterator[Result]:
        self._futures = [Future() for _ in items]
        todo: queue.SimpleQueue[tuple[Item, Future]] = queue.SimpleQueue()
        for pair in zip(items, self._futures):
            todo.put(pair)

        def serve() -> None:
            while True:
                try:
                    item, future = todo.get_nowait()
                except queue.Empty:
                    return
                if future.set_running_or_notify_cancel():  # False: the run was left
                    try:
                        future.set_result(self.work(item, self.state))
                    except BaseException as err:  # noqa: BLE001 - handed to the consumer, raised there
                        future.set_exception(err)

        for _ in range(min(self.jobs, len(items))):
            threading.Thread(target=serve, name="nesy-worker", daemon=True).start()
        return (future.result() for future in self._futures)

    def __exit__(self, *exc) -> None:
        for future in self._futures:
            future.cancel()  # those not started; a thread in a request finishes it unheard
        if self.pool is not None:
            self.pool.shutdown(cancel_futures=True)


_WORKER: tuple[Callable, object] | None = None


def _init_worker(work: Callable, state: object) -> None:
    global _WORKER
    _WORKER = (work, state)


def _in_worker(batch: Sequence) -> list:
    work, state = _WORKER
    return [work(item, state) for item in batch]
