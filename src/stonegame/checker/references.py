"""The reference answers of the large cases, computed on the other core while the candidate
runs the small ones.

The large instances (sized cases, the largest ones) are known once the cases are drawn; their
reference answers come from the compiled kernels, whose import and loading cost about as much
as the candidate's small cases. So a forked worker process imports them and solves those
instances while the checker feeds the candidate; the small instances are solved in the
checker, where they are quickest. Where a worker cannot be forked, everything is solved in the
checker, as before.
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from stonegame.checker.cases import key_of

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

Solver = Callable[[Any, bool], "tuple[Any, float]"]
"""(instance, timed) -> (the reference answer, its seconds): ``Judge.solved``."""

_SOLVER: Solver | None = None  # the forked worker's: inherited from the checker at the fork


def _solve(instance: Any, timed: bool) -> tuple[Any, float]:
    assert _SOLVER is not None
    return _SOLVER(instance, timed)


def _bound_to_checker() -> None:
    """The worker ends with the checker, however the checker ends (SIGKILL included). Ctrl-C
    reaches the whole process group: the checker alone decides to stop and ends the worker,
    which ignores it (its KeyboardInterrupt would only print a ForkProcess traceback)."""
    from stonegame.checker.supervisor import PR_SET_PDEATHSIG, prctl

    signal.signal(signal.SIGINT, signal.SIG_IGN)

    prctl(PR_SET_PDEATHSIG, signal.SIGTERM)
    if os.getppid() == 1:  # the checker ended before the line above ran
        os._exit(0)


class References:
    """Reference answers, each computed once: in the worker for the instances handed to
    ``ahead``, else here."""

    def __init__(self, solver: Solver):
        self.solver = solver
        self.pool: ProcessPoolExecutor | None = None
        self.pending: dict[Any, Future] = {}

    def ahead(self, instances: Iterable[tuple[Any, bool]]) -> None:
        """Start solving these (instance, timed) pairs in a forked worker."""
        global _SOLVER
        if self.pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            try:
                context = multiprocessing.get_context("fork")
            except ValueError:  # no fork on this platform: solved here, when asked
                return
            _SOLVER = self.solver
            self.pool = ProcessPoolExecutor(1, mp_context=context, initializer=_bound_to_checker)
        for instance, timed in instances:
            key = (key_of(instance), timed)
            if key not in self.pending:
                self.pending[key] = self.pool.submit(_solve, instance, timed)

    def get(self, instance: Any, timed: bool = False) -> tuple[Any, float]:
        """The answer and its seconds: the worker's when it has it in hand, else solved here."""
        future = self.pending.pop((key_of(instance), timed), None)
        if future is not None:
            try:
                return future.result()
            except Exception:  # noqa: BLE001, S110 (the worker died or raised: solved here, where an error is raised as it should be)
                pass
        return self.solver(instance, timed)

    def close(self) -> None:
        """End the worker at once: no answer it may still be computing is needed any more (after
        a Ctrl-C, say), and none is waited for."""
        if self.pool is not None:
            for future in self.pending.values():
                future.cancel()
            processes = list((getattr(self.pool, "_processes", None) or {}).values())  # shutdown forgets them
            manager = getattr(self.pool, "_executor_manager_thread", None)
            self.pool.shutdown(wait=False, cancel_futures=True)
            for process in processes:
                process.terminate()
            for process in processes:
                process.join(5)
            if manager is not None:  # gone before the interpreter's exit wakes it through a closed pipe
                manager.join(5)
            self.pool = None
