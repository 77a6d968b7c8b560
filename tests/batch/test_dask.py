"""The same batch on a Dask cluster (a LocalCluster the test starts): identical output, also
when a worker dies mid-run, and the summary of a space reduced on the cluster."""

from __future__ import annotations

import json
import os
import signal
import threading
import time

import pytest
from batch_lines import mixed_lines, write_lines

from stonegame.batch import study
from stonegame.batch.run import Job, run
from stonegame.batch.space import Scope

distributed = pytest.importorskip("distributed")


@pytest.fixture(scope="module")
def cluster():
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  silence_logs=50) as local:
        yield local


def test_a_dask_cluster_writes_what_the_pool_writes(tmp_path, cluster):
    lines = mixed_lines(3_000, seed=11, built_in=True)
    write_lines(tmp_path / "in.jsonl", lines)
    assert run(Job(tmp_path / "in.jsonl", tmp_path / "pool.jsonl", workers=2, quiet=True)) == 1
    assert run(Job(tmp_path / "in.jsonl", tmp_path / "dask.jsonl", scheduler=cluster.scheduler_address,
                   chunk=64, quiet=True)) == 1
    assert (tmp_path / "dask.jsonl").read_bytes() == (tmp_path / "pool.jsonl").read_bytes()


def test_a_space_summary_reduced_on_the_cluster_is_the_local_one(cluster):
    def summary(**where) -> dict:
        chosen = study.Study(scope=Scope(game="stone-game-vii", sizes="3..5", values="1..4"),
                             question=study.Question(summary=True),
                             running=study.Running(**{"workers": 0, "chunk": 50, "quiet": True, **where}))
        return study.run(chosen).report

    assert summary(scheduler=cluster.scheduler_address) == summary()


@pytest.mark.slow
def test_a_worker_killed_mid_run_loses_no_line(tmp_path, cluster):
    lines = mixed_lines(12_000, seed=12, built_in=True)
    write_lines(tmp_path / "in.jsonl", lines)
    assert run(Job(tmp_path / "in.jsonl", tmp_path / "pool.jsonl", workers=2, quiet=True)) == 1
    with distributed.Client(cluster.scheduler_address) as client:
        pids = list(client.run(os.getpid).values())
    out = tmp_path / "dask.jsonl"
    killed = []

    def kill_one() -> None:
        deadline = time.monotonic() + 60
        while (not out.exists() or out.stat().st_size < 80_000) and time.monotonic() < deadline:
            time.sleep(0.01)
        os.kill(pids[0], signal.SIGKILL)
        killed.append(out.stat().st_size)

    killer = threading.Thread(target=kill_one)
    killer.start()
    code = run(Job(tmp_path / "in.jsonl", out, scheduler=cluster.scheduler_address, chunk=100, quiet=True))
    killer.join()
    assert killed and killed[0] < out.stat().st_size  # the worker died while lines were still to come
    assert code == 1
    assert out.read_bytes() == (tmp_path / "pool.jsonl").read_bytes()
    assert len(out.read_text().splitlines()) == len(lines)
    assert all("id" in json.loads(text) for text in out.read_text().splitlines())


def test_solve_many_on_a_dask_client_is_solve(cluster):
    import stonegame
    from stonegame.core.errors import StoneGameError

    rows = [[5, 3, 4, 5], [], [3, 7, 2, 3], [1, 2]]
    with distributed.Client(cluster.scheduler_address) as client:
        found = list(stonegame.solve_many(rows, game="stone-game", client=client))
    assert isinstance(found[1], StoneGameError)
    for row, got in zip(rows, found, strict=True):
        if row:
            want = stonegame.solve("stone-game", row)
            assert (got.value, got.answer, got.scores) == (want.value, want.answer, want.scores)
    with pytest.raises(StoneGameError), distributed.Client(cluster.scheduler_address) as client:
        list(stonegame.solve_many(rows, game=stonegame.get_game("I"), client=client))


@pytest.mark.slow
def test_the_dask_flag_starts_a_local_cluster_and_writes_what_the_pool_writes(tmp_path):
    import subprocess
    import sys

    write_lines(tmp_path / "in.jsonl", mixed_lines(1_000, seed=13, built_in=True))
    command = [sys.executable, "-m", "stonegame", "batch", str(tmp_path / "in.jsonl"), "-q"]
    pool = subprocess.run([*command, "-w", "2"], capture_output=True)
    dask = subprocess.run([*command, "--dask", "-w", "2", "--chunk", "50"], capture_output=True)
    assert pool.returncode == dask.returncode == 1
    assert dask.stdout == pool.stdout and len(dask.stdout.splitlines()) == 1_000
