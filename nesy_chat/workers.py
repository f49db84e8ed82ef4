"""Per-item work in spawned processes while this process does the rest.

Ingest and the ShARC harness both compile many texts (CPU-bound Python, so threads would
only take turns on the GIL) while this process embeds: embedding stays here because loading
the model costs a process some 8 s (measured: two workers that also embed, 51 s for the 585
ShARC rule texts; one worker and embedding here, 47 s). The processes are spawned, not
forked (a fork would copy SWI-Prolog's and torch's threads mid-flight), so a script that
uses workers needs the usual `if __name__ == "__main__":` guard.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Generic, TypeVar

Item = TypeVar("Item")
State = TypeVar("State")
Result = TypeVar("Result")


class Workers(Generic[Item, State, Result]):
    """`with Workers(work, state, jobs) as run: results = run(items)`: `work(item, state)` for
    each item, in order, lazily. Made here (jobs 1, or fewer than `least` items: a process
    takes seconds to start) or in `jobs - 1` processes, each with its own copy of `state`.
    `work` must be a module-level function and `state` picklable."""

    def __init__(self, work: Callable[[Item, State], Result], state: State, jobs: int, least: int = 2):
        self.work, self.state, self.jobs, self.least = work, state, jobs, least
        self.pool: ProcessPoolExecutor | None = None

    def __enter__(self) -> Callable[[Sequence[Item]], Iterator[Result]]:
        return self.run

    def run(self, items: Sequence[Item]) -> Iterator[Result]:
        if self.jobs <= 1 or len(items) < self.least:
            return (self.work(item, self.state) for item in items)
        self.pool = ProcessPoolExecutor(self.jobs - 1, mp_context=multiprocessing.get_context("spawn"),
                                        initializer=_init_worker, initargs=(self.work, self.state))
        return self.pool.map(_in_worker, items, chunksize=4)

    def __exit__(self, *exc) -> None:
        if self.pool is not None:
            self.pool.shutdown(cancel_futures=True)


_WORKER: tuple[Callable, object] | None = None


def _init_worker(work: Callable, state: object) -> None:
    global _WORKER
    _WORKER = (work, state)


def _in_worker(item: object) -> object:
    work, state = _WORKER
    return work(item, state)
