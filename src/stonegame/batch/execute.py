"""Where chunks run: in this process, on a pool of processes (the default), or on a Dask cluster.

Each executor maps one worker function over a stream of chunks with a bounded number of
chunks in flight, so a run over 10^6 lines (or 10^9 rows of an instance space) holds a few
chunks in memory, never the whole input or output. Results come back in the chunks' order
(``ordered``), or as they finish.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
import warnings
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from stonegame.core.errors import StoneGameError
from stonegame.core.kernels import cores
from stonegame.core.values import shown

AHEAD = 4
"""Chunks in flight per worker: enough that no worker waits for the next, few enough that
memory stays flat (the output of a chunk waits for those before it, in order)."""


class Inline:
    """Every chunk in this process, one after another (``workers=0``; tests, tiny inputs)."""

    def __enter__(self) -> Inline:
        return self

    def __exit__(self, *exc: Any) -> None:
        pass

    def map(self, fn: Callable[..., Any], chunks: Iterable[Any], *args: Any, ordered: bool = True,
            stop: Callable[[], bool] = lambda: False) -> Iterator[Any]:
        for chunk in chunks:
            if stop():
                return
            yield fn(chunk, *args)


PR_SET_PDEATHSIG = 1
"""Linux's prctl option: the signal a process gets when its parent dies."""


def die_with_parent(parent: int) -> None:
    """Have the kernel send SIGTERM to this process when ``parent`` dies, however it dies
    (SIGKILL included: nothing of the parent runs then). Linux only; elsewhere the parent's
    own cleanup is all there is."""
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(ctypes.c_int(PR_SET_PDEATHSIG), ctypes.c_ulong(signal.SIGTERM), ctypes.c_ulong(0),
                   ctypes.c_ulong(0), ctypes.c_ulong(0))
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent died before the request took effect
        os._exit(1)


def _worker_start(parent: int) -> None:
    # Ctrl-C reaches the whole process group: the parent alone decides to stop, writes what is
    # complete and ends the workers; a worker's own KeyboardInterrupt would only add tracebacks.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    die_with_parent(parent)
    _arrow_without_pandas()


def _arrow_without_pandas() -> None:
    """pyarrow imports pandas (0.15 s) the first time it builds an array, only to ask whether its
    input is a pandas object. A worker's inputs never are: let that question find no pandas, once.
    ``to_pandas`` still imports it when asked (pyarrow tries again wherever pandas is needed)."""
    import sys

    if "pyarrow" not in sys.modules or "pandas" in sys.modules:
        return
    import pyarrow as pa

    sys.meta_path.insert(0, _NoPandas)
    try:
        pa.array([0])
    finally:
        sys.meta_path.remove(_NoPandas)


class _NoPandas:
    @staticmethod
    def find_spec(name: str, *_: Any) -> None:
        if name == "pandas":
            raise ImportError("pandas is not imported in a batch worker")


class Pool:
    """A pool of ``workers`` processes, forked from this one, so that they share what it has
    loaded: the package, the games resolved, a game registered or declared in Python."""

    def __init__(self, workers: int) -> None:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor

        self.workers = workers
        self.pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"),
                                        initializer=_worker_start, initargs=(os.getpid(),))

    def __enter__(self) -> Pool:
        self.pool.submit(int).result()  # start the workers now, before any thread of a progress bar
        return self

    def __exit__(self, *exc: Any) -> None:
        processes = list((getattr(self.pool, "_processes", None) or {}).values())  # shutdown forgets them
        self.pool.shutdown(wait=exc[0] is None, cancel_futures=True)
        if exc[0] is not None:  # a closed pipe, a dead worker, a bug: end the workers now
            for process in processes:
                process.terminate()
            for process in processes:
                process.join(timeout=5)

    def map(self, fn: Callable[..., Any], chunks: Iterable[Any], *args: Any, ordered: bool = True,
            stop: Callable[[], bool] = lambda: False) -> Iterator[Any]:
        from concurrent.futures import FIRST_COMPLETED, wait
        from concurrent.futures.process import BrokenProcessPool

        window = AHEAD * self.workers
        pending: deque[Any] = deque()
        source = iter(chunks)
        exhausted = False
        # a dead worker breaks the pool: the next result raises, and so does the next submit
        try:
            while True:
                while not exhausted and len(pending) < window and not stop():
                    chunk = next(source, None)
                    if chunk is None:
                        exhausted = True
                    else:
                        pending.append(self.pool.submit(fn, chunk, *args))
                if not pending or stop():
                    return
                if ordered:
                    yield pending.popleft().result()
                else:
                    done, _ = wait(pending, return_when=FIRST_COMPLETED)
                    for future in done:
                        pending.remove(future)
                        yield future.result()
        except BrokenProcessPool:
            raise StoneGameError("a worker process died (killed, or out of memory?); what was written ends "
                                 "on a complete line: run again with --resume to finish") from None


@contextmanager
def ctrl_c_ignored() -> Iterator[None]:
    """Inside the block, SIGINT is ignored, and so it is in every process started there for good
    (an ignored signal stays ignored across fork and exec, and Python and asyncio then leave it
    so). A terminal's Ctrl-C reaches the whole process group: Dask's workers would each die with
    a KeyboardInterrupt traceback, and the run would wait for their tasks without end."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, before)


TRIM = "MALLOC_TRIM_THRESHOLD_"
"""The variable a Dask nanny sets for its worker (distributed.nanny.pre-spawn-environ) so that
glibc gives freed memory back at once. It also fixes glibc's mmap threshold at 128 KiB: every
numpy array past that is then mapped and unmapped anew, and a batch task's arrays are (a chunk
of 16,384 rows ran 40% slower on 2·10^6 rows, the pool's processes as slow with it set)."""


@contextmanager
def _default_malloc() -> Iterator[None]:
    """Within the block, a Dask nanny starts its worker with glibc's own malloc settings."""
    import dask

    environ = dict(dask.config.get("distributed.nanny.pre-spawn-environ", {}))
    environ.pop(TRIM, None)
    with dask.config.set({"distributed.nanny.pre-spawn-environ": environ}):
        yield


class Dask:
    """Chunks as tasks of a Dask cluster: the scheduler at ``address``, or a ``LocalCluster``
    started here (``address`` None) with ``workers`` processes; or a ``distributed.Client``.

    A task is plain data and a function of this package, so the workers need stonegame
    installed, nothing else; a worker lost mid-task has its tasks run again elsewhere.
    """

    def __init__(self, address: str | None = None, workers: int | None = None, client: Any = None) -> None:
        try:
            import distributed
        except ImportError:
            raise StoneGameError("Dask is not installed: pip install 'stonegame[dask]'") from None
        self.own = client is None
        self.cluster = None
        if client is None:
            if address is None:
                with ctrl_c_ignored(), warnings.catch_warnings(), _default_malloc():  # workers born ignoring Ctrl-C
                    warnings.filterwarnings("ignore", "Port .* is already in use")  # another cluster's dashboard
                    # our own cluster's workers log no WARNING to the user's terminal (a task cancelled by
                    # Ctrl-C is one, in some versions of distributed): the run says what happened in one line
                    self.cluster = distributed.LocalCluster(n_workers=workers or cores(), threads_per_worker=1,
                                                            processes=True, dashboard_address=None,
                                                            silence_logs=logging.ERROR)
                address = self.cluster.scheduler_address
            try:
                client = distributed.Client(address, timeout="10s")
            except OSError as error:
                raise StoneGameError(f"cannot reach the Dask scheduler at {address}: {error}") from None
        self.client = client
        self.workers = max(1, len(client.scheduler_info().get("workers", {})) or workers or 1)

    def __enter__(self) -> Dask:
        return self

    def __exit__(self, *exc: Any) -> None:
        if self.own:
            self.client.close()
            if self.cluster is not None:
                self.cluster.close()

    def map(self, fn: Callable[..., Any], chunks: Iterable[Any], *args: Any, ordered: bool = True,
            stop: Callable[[], bool] = lambda: False) -> Iterator[Any]:
        from distributed import as_completed

        window = AHEAD * self.workers
        pending: deque[Any] = deque()
        finished = as_completed()
        source = iter(chunks)
        exhausted = False
        while True:
            while not exhausted and len(pending) < window and not stop():
                chunk = next(source, None)
                if chunk is None:
                    exhausted = True
                else:
                    future = self.client.submit(fn, chunk, *args, pure=False)
                    pending.append(future)
                    if not ordered:
                        finished.add(future)
            if not pending or stop():
                for future in pending:
                    future.cancel()
                return
            if ordered:
                future = pending.popleft()
            else:
                future = next(finished)
                pending.remove(future)
            result = future.result()
            future.release()
            yield result

    def reduce(self, fn: Callable[..., Any], merge: Callable[[Any, Any], Any], chunks: Iterable[Any],
               *args: Any, stop: Callable[[], bool] = lambda: False, seen: Callable[[Any], None] = lambda _: None
               ) -> Any:
        """``merge`` over ``fn`` of every chunk, as a Dask reduction: partial results merge on the
        workers, pairwise as they finish, and only the total comes back here. ``seen`` is told of
        each chunk's partial result's size (for progress) through a small count the task returns."""
        from distributed import as_completed

        window = AHEAD * self.workers
        source = iter(chunks)
        running = as_completed()
        total = None
        exhausted = False
        inflight = 0
        while True:
            while not exhausted and inflight < window and not stop():
                chunk = next(source, None)
                if chunk is None:
                    exhausted = True
                else:
                    running.add(self.client.submit(fn, chunk, *args, pure=False))
                    inflight += 1
            if inflight == 0 or stop():
                break
            future = next(running)
            inflight -= 1
            seen(self.client.submit(_size, future).result())
            total = future if total is None else self.client.submit(merge, total, future, pure=False)
        return None if total is None else total.result()


def _size(partial: Any) -> int:
    return int(getattr(partial, "count", 0)) + int(getattr(partial, "errors", 0))


def executor(workers: int | None = None, dask: bool = False, scheduler: str | None = None,
             client: Any = None) -> Inline | Pool | Dask:
    """The executor a run asks for: a Dask cluster (``client``, ``scheduler``, or ``dask``
    for a local one), else a pool of ``workers`` processes (None: every core), else, for
    ``workers=0``, this process."""
    if client is not None or scheduler is not None or dask:
        return Dask(scheduler, workers, client)
    if workers is not None and (isinstance(workers, bool) or not isinstance(workers, int)):
        raise StoneGameError(f"workers is {shown(workers)}; give a whole number of processes, 0 (this process) "
                             "or more, or None (every core)")
    count = cores() if workers is None else workers
    if count < 0:
        raise StoneGameError(f"--workers must be 0 (this process) or more, not {count}")
    return Inline() if count == 0 else Pool(count)
