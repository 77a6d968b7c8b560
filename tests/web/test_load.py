"""The load test, bounded: 50 clients for 5 s against `stonegame serve` started as a user would."""

import asyncio
import socket
import subprocess
import sys
import time

import httpx
import pytest

from stonegame.web.load import run


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def served():
    """`python -m stonegame serve --port P`, its first line, and its URL."""
    port = free_port()
    process = subprocess.Popen([sys.executable, "-m", "stonegame", "serve", "--port", str(port)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    url = f"http://127.0.0.1:{port}"
    try:
        for _ in range(600):
            try:
                if httpx.get(f"{url}/api/games", timeout=5).status_code == 200:
                    break
            except httpx.TransportError:
                assert process.poll() is None, process.communicate()[1]
                time.sleep(0.05)
        else:
            pytest.fail("stonegame serve did not answer within 30 s")
        yield process, url
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_serve_says_where_and_how_to_stop(served):
    process, url = served
    first = process.stdout.readline()
    assert first.strip() == f"stonegame playground at http://localhost:{url.rsplit(':', 1)[1]}/ (press Ctrl+C to stop)"
    page = httpx.get(url).text
    assert "Ctrl+C" in page


@pytest.mark.slow
def test_fifty_clients_lose_nothing(served):
    _, url = served
    tally = asyncio.run(run(url, clients=50, seconds=5))
    found = tally.report()
    assert tally.lost == []
    assert found["5xx"] == 0
    assert tally.answered >= 50  # every client was answered at least once
    assert set(found["statuses"]) <= {200, 413, 422}  # a bad instance is refused as the CLI refuses it
    assert found["statuses"][200] > found["statuses"].get(422, 0)


def test_serve_refuses_a_broken_rules_file(tmp_path):
    rules = tmp_path / "broken.py"
    rules.write_text("this is not python\n")
    done = subprocess.run([sys.executable, "-m", "stonegame", "serve", "--rules", str(rules), "--port", "1"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert done.stderr.startswith("stonegame: error: ") and done.stderr.count("\n") == 1


def test_a_port_in_use_is_one_line():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run([sys.executable, "-m", "stonegame", "serve", "--port", str(port)],
                              capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (f"stonegame: error: cannot listen on 127.0.0.1:{port}: Address already in use; "
                           "choose another --port (or --host)\n")
