"""Ctrl-C during `batch --dask`: the local cluster shuts down, one line, exit 130, and no process
of the run left (a terminal's Ctrl-C reaches the whole process group, Dask's workers included:
the test starts batch in a group of its own and signals that group, as the terminal would)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytest.importorskip("distributed")


def living(group: int) -> list[str]:
    """The processes of ``group`` that still run (zombies, waiting to be reaped, excluded)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[2]) == group and fields[0] != "Z":
            found.append(stat.parent.name)
    return found


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_ctrl_c_shuts_the_local_cluster_down_with_no_process_left():
    argv = ["batch", "--all", "stone-game-vii", "--n", "10", "--values", "1..9", "--sample", "10000000", "--dask",
            "--workers", "2", "--summary", "--progress-every", "0.2"]
    process = subprocess.Popen([sys.executable, "-m", "stonegame", *argv], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, start_new_session=True)
    assert process.stderr is not None
    first = process.stderr.readline()  # a progress line: the cluster is up and working
    assert first.startswith("stonegame batch: "), first
    assert len(living(process.pid)) >= 3  # this process, its two workers (and their nannies' helpers)
    os.killpg(process.pid, signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert "interrupted" in err.strip().splitlines()[-1] and "Traceback" not in err and "WARNING" not in err, err
    for _ in range(100):
        if not living(process.pid):
            break
        time.sleep(0.05)
    assert living(process.pid) == []
