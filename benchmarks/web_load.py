"""The playground under load: 50 clients at once for 30 s on loopback (issue #13).

    python benchmarks/web_load.py [--clients 50] [--seconds 30] [--port 8765]

Starts `stonegame serve` as a user would (its own process: 2 workers, a 10 s cap), sends the
page's requests from every client in a loop (solve, line, table, trace, explain, play, methods,
random, and a bad instance now and then) while fetching the page itself every 0.2 s, then
prints what came back: statuses, responses lost, requests per second, latencies. It must
answer every request (none lost) and never with a 5xx; the page must stay quick.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import time

import httpx

from stonegame.web.load import run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--port", type=int, default=8765)
    options = parser.parse_args()
    url = f"http://127.0.0.1:{options.port}"
    server = subprocess.Popen([sys.executable, "-m", "stonegame", "serve", "--port", str(options.port)])
    try:
        for _ in range(600):
            try:
                if httpx.get(f"{url}/api/games", timeout=5).status_code == 200:
                    break
            except httpx.TransportError:
                time.sleep(0.05)
        tally = asyncio.run(run(url, options.clients, options.seconds))
    finally:
        server.terminate()
        server.wait(timeout=10)
    found = tally.report()
    print(f"{options.clients} clients for {options.seconds:g} s on loopback:")
    for key, value in found.items():
        print(f"  {key:<22} {value:,.1f}" if isinstance(value, float) else f"  {key:<22} {value}")
    if tally.lost:
        print("lost:", json.dumps(tally.lost[:5]))
    sys.exit(1 if tally.lost or found["5xx"] else 0)


if __name__ == "__main__":
    main()
