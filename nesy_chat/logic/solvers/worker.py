"""A child process that runs one call at a time, killed and replaced when a call overruns.

Z3 checks its own timeout only now and then (an all-different over 3,000 variables ran for
minutes past a 2-second timeout and past `Context.interrupt`), and its memory cap is
process-wide. So Z3 runs in a child: the parent waits for a reply until the deadline, then
kills the child; the next call starts a fresh one. Calls are serialised by a lock, like the
SWI-Prolog calls in `nesy_chat.prolog.runtime`. The child is a plain `python -m` process (not
multiprocessing's spawn, which re-runs the caller's main script).
"""

from __future__ import annotations

import importlib
import os
import pickle
import subprocess
import sys
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection
from pathlib import Path

from nesy_chat.core.errors import SolverError, SolverLimitError

_STARTUP_SECONDS = 60.0
_PACKAGE_ROOT = str(Path(__file__).resolve().parents[3])


class Worker:
    def __init__(self, module: str):
        """`module` is imported by the child before its first call, outside any deadline."""
        self.module = module
        self._lock = threading.Lock()
        self._process: subprocess.Popen | None = None
        self._requests: Connection | None = None
        self._replies: Connection | None = None

    def call(self, seconds: float, function: Callable, *args):
        """function(*args) in the child; its SolverError is re-raised here, SolverLimitError
        ("time") when no reply comes within `seconds`."""
        with self._lock:
            self._start()
            self._requests.send((function, args))
            if not self._replies.poll(seconds):
                self.stop()
                raise SolverLimitError("the run took longer than its time limit", "time")
            try:
                status, payload = self._replies.recv()
            except (EOFError, OSError):
                self.stop()
                raise SolverLimitError("the solver process died, most likely out of memory", "memory") from None
            if status == "error" and isinstance(payload, SolverLimitError):
                self.stop()  # Z3 keeps counting what a stopped run allocated: start afresh
        if status == "error":
            raise payload
        return payload

    def stop(self) -> None:
        if self._process is not None:
            self._process.kill()
            self._process.wait()
            self._requests.close()
            self._replies.close()
        self._process = self._requests = self._replies = None

    def _start(self) -> None:
        if self._process is not None and self._process.poll() is None:
            return
        self.stop()
        child_in, requests = os.pipe()
        replies, child_out = os.pipe()
        path = os.pathsep.join(filter(None, [_PACKAGE_ROOT, os.environ.get("PYTHONPATH")]))
        self._process = subprocess.Popen(
            [sys.executable, "-m", __name__, self.module, str(child_in), str(child_out)],
            pass_fds=(child_in, child_out), env={**os.environ, "PYTHONPATH": path}, stdin=subprocess.DEVNULL)
        os.close(child_in)
        os.close(child_out)
        self._requests = Connection(requests, readable=False)
        self._replies = Connection(replies, writable=False)
        try:
            ready = self._replies.poll(_STARTUP_SECONDS) and self._replies.recv() == "ready"
        except (EOFError, OSError):
            ready = False
        if not ready:
            self.stop()
            raise SolverError(f"the solver process for {self.module} did not start")


def _serve(module: str, requests: Connection, replies: Connection) -> None:
    importlib.import_module(module)
    replies.send("ready")
    while True:
        try:
            request = requests.recv_bytes()
        except EOFError:
            return
        try:
            function, args = pickle.loads(request)
            replies.send(("ok", function(*args)))
        except MemoryError:
            replies.send(("error", SolverLimitError("the run ran out of memory", "memory")))
        except SolverError as err:
            replies.send(("error", err))
        except Exception as err:  # a bug must reach the parent, not leave it waiting
            replies.send(("error", SolverError(f"the solver process failed: {err!r}")))


if __name__ == "__main__":
    os.dup2(2, 1)  # stray prints go to stderr; replies have a pipe of their own
    _serve(sys.argv[1], Connection(int(sys.argv[2]), writable=False), Connection(int(sys.argv[3]), readable=False))
