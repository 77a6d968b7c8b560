"""Fixtures of the playground's tests: the app in a TestClient, and a real server on loopback."""

import shutil
import socket
import threading
import time
from pathlib import Path

import httpx
import pytest
import uvicorn
from fastapi.testclient import TestClient
from playwright.sync_api import Error, expect, sync_playwright

from stonegame.web.app import SERVER, create_app

UNREACHED = 600.0
"""The time cap of the apps the tests share: one no request reaches on a loaded machine (a lesson
took over the served 10 s under a load of 8), so no test depends on the machine's speed; the
cap's own tests make an app with theirs."""


expect.set_options(timeout=20_000)
"""``expect``'s hang guard, as the pages' own (``set_default_timeout(20_000)``): its default of 5 s failed a page
that a loaded machine drew in 6 (test_linked.py under a load of 18 on 2 cores), a test that depended on the
machine's speed. A page that is ready is seen as soon as it is: this only bounds the wait."""


@pytest.fixture(scope="module")
def client():
    with TestClient(create_app(cap=UNREACHED)) as started:
        yield started


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Server(uvicorn.Server):
    """uvicorn in a thread of the test process (it cannot install signal handlers there)."""

    def install_signal_handlers(self) -> None:
        pass


def running(app, port: int):
    """Start ``app`` on 127.0.0.1:``port``; returns (url, stop)."""
    server = Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", **SERVER))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{port}"
    for _ in range(300):  # the workers start in well under a second; a loaded machine is slower
        try:
            if httpx.get(f"{url}/api/games", timeout=5).status_code == 200:
                break
        except httpx.TransportError:
            time.sleep(0.05)
    else:
        raise RuntimeError("the playground did not start within 15 s")

    def stop() -> None:
        server.should_exit = True
        thread.join(timeout=10)

    return url, stop


@pytest.fixture(scope="session")
def server():
    """The playground on a free loopback port, as `stonegame serve` runs it (uvicorn, workers)."""
    url, stop = running(create_app(cap=UNREACHED), free_port())
    yield url
    stop()


DEBIAN_CHROMIUM = "/usr/bin/chromium"
INSTALL = ("no Chromium for Playwright: install Debian's (apt-get install -y chromium) or Playwright's own "
           "(python -m playwright install --with-deps chromium)")


@pytest.fixture(scope="module")
def browser():
    """Chromium for the browser tests (test_browser.py, test_pages.py): Debian's where it is installed."""
    with sync_playwright() as playwright:
        path = DEBIAN_CHROMIUM if Path(DEBIAN_CHROMIUM).exists() else shutil.which("chromium")
        try:
            launched = playwright.chromium.launch(executable_path=path) if path else playwright.chromium.launch()
        except Error as error:
            pytest.fail(f"{INSTALL}\n{error}")
        yield launched
        launched.close()
