"""Worker processes that do the API's work off the event loop, each job under a time cap.

A solve can take seconds (a memo of millions of positions) and holds the GIL while it runs,
so no thread can share it with the server: each job goes to one of a few worker processes
over a pipe, and the event loop only waits for the pipe to become readable. A job that
passes its time cap is not waited for: its worker is killed (SIGKILL: a compiled kernel
cannot be interrupted politely) and a fresh one takes its place, so a cap is a hard bound
on the work one request can cause. A worker is a fresh interpreter (``python -m
stonegame.web.pool FD``), talking over a socket pair: nothing of the server's threads or
state is inherited, and a replacement is ready in the time stonegame takes to import.

Glossary: job = (name of an ``api.WORK`` function, its keyword arguments); cap = seconds a
job may run; idle = workers waiting for a job.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from stonegame.catalogs import SOURCE, Msg, langs
from stonegame.core.errors import Busy, Overrun, StoneGameError, TooLarge
from stonegame.core.values import one_line


class Broken(Exception):
    """A worker died or raised something that is not a ``StoneGameError``: a bug."""


class Relayed(StoneGameError):
    """A job's own error, as its worker said it in every language: the ``Msg`` and its params
    stay in the worker's process, the sentences travel (a param may be any value of a game)."""

    def __init__(self, told: dict[str, str]) -> None:
        super().__init__(told[SOURCE])
        self.told = told

    def said(self, lang: str) -> str:
        return self.told.get(lang, self.told[SOURCE])


class RelayedTooLarge(Relayed, TooLarge):
    """A job refused as too large, said in every language."""


def in_every_language(error: StoneGameError) -> dict[str, str]:
    """The error's one line in each catalog's language."""
    return {lang: one_line(error.said(lang)) for lang in langs()}


def serve_jobs(conn: Connection, rules: str | None) -> None:
    """A worker's life: answer jobs from the pipe until it closes."""
    from stonegame.core import reading
    from stonegame.web import api

    if rules:
        api.serve_rules(Path(rules))
    limit_memory(MEMORY)
    reading.lift_digit_limit()  # results are written out in full, as the command line writes them
    os.environ.setdefault("STONEGAME_THREADS", "1")  # many workers share the cores
    while True:
        try:
            name, arguments = conn.recv()
        except (EOFError, OSError):
            return
        try:
            found = api.WORK[name](**arguments)
            # integers past 2^53 as strings: the page's JSON.parse would round them (api.exact)
            answer = json.dumps(api.exact(found), ensure_ascii=False, separators=(",", ":"))
            reply: tuple[str, Any] = ("ok", answer.encode())
        except TooLarge as refusal:
            reply = ("too-large", in_every_language(refusal))
        except StoneGameError as error:
            reply = ("error", in_every_language(error))
        except MemoryError:
            reply = ("too-large", in_every_language(TooLarge(Msg(
                "out of memory: the instance is too large for this machine with this method"))))
        except Exception:  # a bug: its traceback goes to the server's log, and the client gets a 500
            reply = ("bug", traceback.format_exc())
        try:
            conn.send(reply)
        except (BrokenPipeError, OSError):
            return


MEMORY = 4 << 30
"""Bytes of address space a worker may hold: the library's own limit is 2 GiB per method, and
past this a job fails with MemoryError (a one-line refusal) instead of starving the machine."""


def limit_memory(most: int) -> None:
    try:
        import resource
    except ImportError:  # not on POSIX: the library's own limits still hold
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    if soft == resource.RLIM_INFINITY or soft > most:
        resource.setrlimit(resource.RLIMIT_AS, (most, hard))


@dataclass
class Worker:
    process: subprocess.Popen[bytes]
    conn: Connection


class Pool:
    """``size`` worker processes, each doing one job at a time under ``cap`` seconds.

    ``waiting`` bounds the requests queued for a worker: past it a job is refused at once
    (``Busy``) rather than held for ever, so a flood cannot build an unbounded queue.
    """

    def __init__(self, size: int = 2, cap: float = 10.0, waiting: int = 500, rules: Path | None = None):
        self.size, self.cap, self.waiting = size, cap, waiting
        self.rules = str(rules) if rules else None
        self.idle: asyncio.Queue[Worker] | None = None
        self.queued = 0
        self.workers: list[Worker] = []

    def spawn(self) -> Worker:
        ours, theirs = socket.socketpair()
        command = [sys.executable, "-m", "stonegame.web.pool", str(theirs.fileno()), self.rules or ""]
        process = subprocess.Popen(command, pass_fds=[theirs.fileno()], stdin=subprocess.DEVNULL)
        theirs.close()
        worker = Worker(process, Connection(ours.detach()))
        self.workers.append(worker)
        return worker

    async def start(self) -> None:
        self.idle = asyncio.Queue()
        loop = asyncio.get_running_loop()
        for worker in await asyncio.gather(*(loop.run_in_executor(None, self.spawn) for _ in range(self.size))):
            self.idle.put_nowait(worker)

    def stop(self) -> None:
        for worker in self.workers:
            worker.process.kill()
            worker.conn.close()
        for worker in self.workers:
            worker.process.wait(timeout=5)
        self.workers.clear()

    def retire(self, worker: Worker) -> None:
        worker.process.kill()
        worker.conn.close()
        worker.process.wait(timeout=5)
        self.workers.remove(worker)

    async def run(self, name: str, **arguments: Any) -> Any:
        """The job's result; ``Overrun`` past the cap, ``Busy`` past the queue's bound, the
        job's own ``StoneGameError`` (as ``TooLarge`` or ``StoneGameError``), or ``Broken``."""
        assert self.idle is not None, "start the pool first"
        if self.queued >= self.waiting:
            raise Busy(Msg("{count} requests are waiting for a worker; try again in a moment", count=self.queued))
        self.queued += 1
        try:
            worker = await self.idle.get()
        finally:
            self.queued -= 1
        healthy = False
        try:
            status, value = await self.exchange(worker, name, arguments)
            healthy = True
        except TimeoutError:
            raise Overrun(Msg("the work took more than {cap:g} s and was stopped; "
                              "try a smaller instance or a faster method", cap=self.cap)) from None
        finally:
            if healthy:
                self.idle.put_nowait(worker)
            else:  # overrun, cancelled (the client left) or dead: a fresh worker takes its place
                self.retire(worker)
                self.idle.put_nowait(await asyncio.get_running_loop().run_in_executor(None, self.spawn))
        if status == "ok":
            return value
        if status == "too-large":
            raise RelayedTooLarge(value)
        if status == "error":
            raise Relayed(value)
        raise Broken(value)

    async def exchange(self, worker: Worker, name: str, arguments: dict[str, Any]) -> tuple[str, Any]:
        """The job sent to ``worker`` and its (status, value) back within the cap (else ``TimeoutError``);
        ``Broken`` when the worker is dead. The pipe is watched by the event loop, never read blocking."""
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[tuple[str, Any]] = loop.create_future()

        def readable() -> None:
            if answer.done():
                return
            try:
                answer.set_result(worker.conn.recv())
            except (EOFError, OSError) as error:
                answer.set_exception(Broken(f"a worker died: {error!r}"))

        try:
            worker.conn.send((name, arguments))
        except OSError as error:
            raise Broken(f"a worker died: {error!r}") from None
        loop.add_reader(worker.conn.fileno(), readable)
        try:
            return await asyncio.wait_for(answer, self.cap)
        finally:
            loop.remove_reader(worker.conn.fileno())


if __name__ == "__main__":  # a worker: python -m stonegame.web.pool FD [RULES]
    serve_jobs(Connection(int(sys.argv[1])), sys.argv[2] if len(sys.argv) > 2 else None)
