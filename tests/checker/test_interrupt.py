"""Ctrl-C during `check`: one line, exit 130, and no process of the checker's left behind.

A terminal's Ctrl-C signals the whole foreground process group (the checker, its reference
worker, the candidate's runners), so the test starts check in a group of its own and signals
that group, as the terminal would."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

SLOW = """\
import time


class Solution:
    def stoneGameVII(self, stones):
        time.sleep(0.02)
        n, d = len(stones), [0] * len(stones)
        prefix = [0]
        for s in stones:
            prefix.append(prefix[-1] + s)
        for i in range(n - 1, -1, -1):
            row = d[:]
            for j in range(i + 1, n):
                row[j] = max(prefix[j + 1] - prefix[i + 1] - d[j], prefix[j] - prefix[i] - row[j - 1])
            d = row
        return d[n - 1]
"""


def group_alive(group: int) -> bool:
    try:
        os.killpg(group, 0)
    except ProcessLookupError:
        return False
    return True


@pytest.mark.skipif(not hasattr(os, "killpg"), reason="process groups")
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_stops_check_in_one_line_with_no_process_left(tmp_path, jobs):
    candidate = tmp_path / "slow.py"
    candidate.write_text(SLOW)
    process = subprocess.Popen([sys.executable, "-m", "stonegame", "check", "1690", str(candidate), "--jobs", jobs],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    assert process.stderr is not None
    first = process.stderr.readline()  # the examples' progress line: the checker and its workers are running
    assert "statement examples" in first, first
    os.killpg(process.pid, signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert err.strip().splitlines()[-1] == "stonegame: interrupted" and "Traceback" not in err, err
    for _ in range(100):  # the group's processes are being reaped
        if not group_alive(process.pid):
            break
        time.sleep(0.05)
    assert not group_alive(process.pid)
