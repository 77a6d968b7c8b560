"""Inputs for the batch tests: mixed lines over every registered game, bad lines among them."""

from __future__ import annotations

import json
import random

from stonegame.checker.cases import Shape, limits_of
from stonegame.games import BUILT_IN, GAMES

BAD = [
    "not json at all",
    "[1, 2, 3]",
    '{"game": "no-such-game", "instance": [1, 2]}',
    '{"instance": [1, 2], "game": null}',
    '{"game": "%s"}',
    '{"game": "%s", "instance": [], "id": "empty"}',
    '{"game": "%s", "instance": "x y", "id": "words"}',
    '{"game": "%s", "instance": [1, 2], "method": "tabel"}',
    '{"game": "%s", "instance": [[[[1]]]]}',
]


def mixed_lines(count: int, seed: int = 0, bad_every: int = 13, built_in: bool = False) -> list[str]:
    """``count`` lines: small random instances of every registered game (ids on some, not
    others; methods named on some), and one bad line of every kind in each ``bad_every``.
    ``built_in``: only the games a fresh process knows (no test-only game, and no unknown game,
    whose message lists the registry)."""
    rng = random.Random(seed)
    bad = [line for line in BAD if not (built_in and "no-such-game" in line)]
    games = list((BUILT_IN if built_in else GAMES).values())
    lines = []
    for number in range(count):
        game = games[number % len(games)]
        if number % bad_every == bad_every - 1:
            lines.append(bad[rng.randrange(len(bad))].replace("%s", game.slug))
            continue
        shape = Shape(game, limits_of(game))
        if game.instance.one_per_size:
            instance = rng.randint(shape.limits.min_n, min(300, shape.limits.max_n))
        else:
            n = rng.randint(max(shape.limits.min_n, 1), max(shape.limits.min_n, min(8, shape.limits.max_n)))
            instance = shape.random_instance(n, rng, rng.choice(("small", "full", "ties")))
        record = {"game": rng.choice(game.names), "instance": instance}
        if rng.random() < 0.5:
            record["id"] = f"x{number}"
        if rng.random() < 0.2:
            record["method"] = rng.choice(game.methods[1:] or game.methods)
        lines.append(json.dumps(record))
    return lines


def write_lines(path, lines: list[str]) -> None:
    path.write_text("\n".join(lines) + "\n")
