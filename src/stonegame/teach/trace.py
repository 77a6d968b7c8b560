"""The order states are computed in: top-down (the memo's recursion) and bottom-up (a table's fill order).

Both come from the engine, so every game has them. Top-down is what ``Memo`` does,
recorded through its ``on_state`` hook: each state when its value is computed, and each
time a finished state is looked up again (a memo hit). Bottom-up fills the states in
stages: stage h holds the states from which the longest play left has h moves, so every
state comes after all the states it depends on. For the interval games a stage is a
diagonal of the table (the intervals of one length, the ends first as stage 0); for
games over a suffix (ii, iii, viii) it is one step further from the end, which is the
order their table solvers fill in.

Glossary: state = a memo key (``Rules.key``) standing for its positions; value = the mover's
best own − opponent's from the state; hit = a state answered from the memo.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from stonegame.catalogs import Msg, Plural, translate
from stonegame.core.errors import StoneGameError, TooLarge
from stonegame.core.rules import Rules, compact
from stonegame.core.search import Memo, post_order
from stonegame.teach import ORDERS

MAX_STATES = 100
"""Most states a trace shows: 91 for 12 piles of an interval game, beyond that a wall of text."""

WIDTH = 96
"""Characters per line of a trace before it wraps."""


@dataclass(frozen=True, slots=True)
class Visit:
    """One answer in a trace: a state, its value, and whether it came from the memo."""

    key: Hashable
    value: int
    cached: bool = False


def reachable(
    rules: Rules[Any, Any], limit: int = MAX_STATES
) -> tuple[dict[Hashable, Any], dict[Hashable, list[Hashable]]]:
    """Every state reachable from the start (a position for each) and the states each one leads to.

    >>> from stonegame.games.stone_game import Interval
    >>> positions, children = reachable(Interval([5, 3, 4]))
    >>> children[(0, 2)]
    [(1, 2), (0, 1)]

    Raises ``TooLarge`` beyond ``limit`` states, before doing more work than that.
    """
    start = rules.start()
    root = rules.key(start)
    positions, children = {root: start}, {}
    queue = [root]
    for key in queue:  # the queue grows while it is read: breadth first
        position = positions[key]
        found = []
        for move in rules.moves(position):
            child = rules.play(position, move).position
            child_key = rules.key(child)
            found.append(child_key)
            if child_key not in positions:
                if len(positions) >= limit:
                    raise TooLarge(
                        f"this instance has more than {limit} states; --trace shows at most {limit} "
                        "(about 12 piles for the interval games)"
                    )
                positions[child_key] = child
                queue.append(child_key)
        children[key] = found
    return positions, children


def top_down(rules: Rules[Any, Any], limit: int = MAX_STATES) -> list[Visit]:
    """The memo's order: each state when it is computed, and each memo hit, from the start.

    >>> from stonegame.games.stone_game import Interval
    >>> [(v.key, v.value, v.cached) for v in top_down(Interval([5, 3]))][:3]
    [((2, 1), 0, False), ((1, 1), 3, False), ((1, 0), 0, False)]
    """
    reachable(rules, limit)  # refuse a large instance before searching it
    visits: list[Visit] = []
    memo = Memo(rules, on_state=lambda key, value, cached: visits.append(Visit(key, value, cached)))
    memo.value(rules.start())
    return visits


def bottom_up(rules: Rules[Any, Any], limit: int = MAX_STATES) -> list[list[Visit]]:
    """The states in stages: stage h holds those whose longest play left has h moves, in key order.

    >>> from stonegame.games.stone_game import Interval
    >>> [[v.key for v in stage] for stage in bottom_up(Interval([5, 3]))]
    [[(1, 0), (2, 1)], [(0, 0), (1, 1)], [(0, 1)]]

    Each state depends only on states of earlier stages, so filling stage by stage is a
    valid bottom-up order; within a stage any order works, and key order is the one the
    table solvers use.
    """
    positions, children = reachable(rules, limit)
    height: dict[Hashable, int] = {}

    def settle(key: Hashable) -> int:
        return 1 + max((height[child] for child in children[key]), default=-1)

    for root in positions:
        post_order(root, children.__getitem__, settle, height)
    value_of = Memo(rules).value
    stages: list[list[Visit]] = [[] for _ in range(max(height.values()) + 1)]
    for key in in_order(positions):
        stages[height[key]].append(Visit(key, value_of(positions[key])))
    return stages


def in_order(keys: Any) -> list[Hashable]:
    """The keys sorted when they compare (tuples, ints), else as found."""
    try:
        return sorted(keys)
    except TypeError:
        return list(keys)


def render(rules: Rules[Any, Any], order: str, lang: str = "en") -> list[str]:
    """The trace as lines of text: a heading, then the states wrapped to ``WIDTH`` characters."""
    if order not in ORDERS:
        raise StoneGameError(f"no trace {order!r}; choose from {', '.join(ORDERS)}")
    start = compact(rules.key(rules.start()))
    if order == "top-down":
        visits = top_down(rules)
        computed = sum(not visit.cached for visit in visits)
        hits = len(visits) - computed
        heading = [
            Msg("top-down (memo) from the start {start}: {computed}, {hits} (↺).", start=start,
                computed=Plural("{n} state computed", "{n} states computed", computed),
                hits=Plural("{n} memo hit", "{n} memo hits", hits)),
            Msg("Each entry is state=value: the mover's best own − opponent's from that state."),
        ]
        entries: list[str] = []
        number = 0
        for visit in visits:
            if visit.cached:
                entries.append(f"↺{compact(visit.key)}={visit.value}")
            else:
                number += 1
                entries.append(f"{number}.{compact(visit.key)}={visit.value}")
        return [translate(line, lang) for line in heading] + wrap(entries, "  ")
    stages = bottom_up(rules)
    count = sum(map(len, stages))
    title = Msg("bottom-up: {states} in {stages}; stage h holds the states with at most h moves left and needs "
                "only earlier stages.\nEach entry is state=value.",
                states=Plural("{n} state", "{n} states", count),
                stages=Plural("{n} stage", "{n} stages", len(stages)))
    lines = translate(title, lang).splitlines()
    for h, stage in enumerate(stages):
        label = translate(Msg("stage {h}: ", h=h), lang)
        lines += wrap([f"{compact(visit.key)}={visit.value}" for visit in stage], label)
    return lines


def wrap(entries: list[str], lead: str) -> list[str]:
    """Entries two spaces apart, lines of at most ``WIDTH`` characters, continuation lines indented."""
    lines, current, fresh = [], lead, True
    for entry in entries:
        if not fresh and len(current) + 2 + len(entry) > WIDTH:
            lines.append(current)
            current, fresh = " " * len(lead), True
        current += entry if fresh else "  " + entry
        fresh = False
    lines.append(current)
    return lines
