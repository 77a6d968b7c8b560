"""A load test of a running playground: many clients at once, each sending the page's requests
in a loop, and what came back: every status, the latency, and the responses lost.

Used by ``benchmarks/web_load.py`` (50 clients for 30 s) and, bounded, by the test suite.
A response is lost when a request raises instead of answering (a reset, a timeout): the
server must answer every request, with a refusal if it must, and never a 5xx.
"""

from __future__ import annotations

import asyncio
import random
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Tally:
    """What the clients saw."""

    statuses: Counter[int] = field(default_factory=Counter)
    lost: list[str] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    page_latencies: list[float] = field(default_factory=list)  # the page itself, under the load
    seconds: float = 0.0

    @property
    def answered(self) -> int:
        return sum(self.statuses.values())

    def report(self) -> dict[str, Any]:
        def percentile(values: list[float], p: float) -> float:
            return statistics.quantiles(values, n=100)[int(p) - 1] if len(values) > 1 else (values or [0.0])[0]

        return {
            "requests answered": self.answered,
            "responses lost": len(self.lost),
            "5xx": sum(count for status, count in self.statuses.items() if status >= 500),
            "statuses": dict(sorted(self.statuses.items())),
            "requests per second": self.answered / self.seconds if self.seconds else 0.0,
            "latency p50 ms": 1000 * percentile(self.latencies, 50),
            "latency p95 ms": 1000 * percentile(self.latencies, 95),
            "latency p99 ms": 1000 * percentile(self.latencies, 99),
            "latency max ms": 1000 * max(self.latencies, default=0.0),
            "page p95 ms": 1000 * percentile(self.page_latencies, 95),
            "page max ms": 1000 * max(self.page_latencies, default=0.0),
        }


def requests(games: list[dict[str, Any]], draw: random.Random) -> list[tuple[str, dict[str, Any]]]:
    """The page's requests on the games' statement examples (each with a bad one among them)."""
    found: list[tuple[str, dict[str, Any]]] = [("/api/games", {}), ("/api/words", {"lang": "zh"})]
    for game in games:
        for example in game["examples"]:
            instance = {"game": game["name"], "values": example["values"]}
            found += [("/api/solve", instance), ("/api/line", instance), ("/api/explain", {**instance, "lang": "zh"}),
                      ("/api/table", instance), ("/api/trace", instance), ("/api/play", {**instance, "moves": "[]"}),
                      ("/api/methods", instance)]
        found += [("/api/random", {"game": game["name"], "seed": draw.randrange(1000)}),
                  ("/api/solve", {"game": game["name"], "values": "1 x"})]
    return found


async def client(http: Any, mix: list[tuple[str, dict[str, Any]]], until: float, tally: Tally,
                 draw: random.Random) -> None:
    while time.perf_counter() < until:
        path, params = draw.choice(mix)
        began = time.perf_counter()
        try:
            response = await http.get(path, params=params)
        except Exception as error:  # a lost response: whatever the transport raised
            tally.lost.append(f"{path}: {error!r}")
            continue
        tally.latencies.append(time.perf_counter() - began)
        tally.statuses[response.status_code] += 1


async def watch_page(http: Any, until: float, tally: Tally) -> None:
    """The page and its script, fetched once every 0.2 s while the load runs: is it still quick?"""
    while time.perf_counter() < until:
        began = time.perf_counter()
        try:
            for path in ("/", "/static/app.js"):
                (await http.get(path)).raise_for_status()
        except Exception as error:
            tally.lost.append(f"page: {error!r}")
        else:
            tally.page_latencies.append(time.perf_counter() - began)
        await asyncio.sleep(0.2)


async def run(url: str, clients: int = 50, seconds: float = 30.0, seed: int = 0) -> Tally:
    """``clients`` clients sending the page's requests to ``url`` for ``seconds``."""
    import httpx

    draw = random.Random(seed)
    limits = httpx.Limits(max_connections=clients + 2, max_keepalive_connections=clients + 2)
    async with httpx.AsyncClient(base_url=url, timeout=120, limits=limits) as http:
        games = (await http.get("/api/games")).json()["games"]
        mix = requests(games, draw)
        tally = Tally()
        began = time.perf_counter()
        until = began + seconds
        await asyncio.gather(watch_page(http, until, tally),
                             *(client(http, mix, until, tally, random.Random(draw.random())) for _ in range(clients)))
        tally.seconds = time.perf_counter() - began
    return tally
