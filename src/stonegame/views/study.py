"""A study of an instance space (``stonegame batch --all ... --summary`` or ``--compare``) as a
view: the report ``stonegame.batch.study.describe`` makes (the JSON ``--json`` prints), said in
a language. The title names the space; a summary is facts (winners, Alice − Bob, the most
common values, the extremes), a comparison a sentence and its findings as items; a last
paragraph counts the instances that erred.

>>> report = {"game": "nim", "n": "1", "values": "0..1", "space": 2, "sample": None, "seed": None,
...           "errors": 0, "first_error": None, "instances": 2, "winners": {"Alice": 1, "Bob": 1},
...           "value": {"min": -1, "max": 1, "mean": 0.0, "distribution": {"-1": 1, "1": 1}},
...           "largest": [{"value": 1, "id": 1, "instance": [1]}],
...           "smallest": [{"value": -1, "id": 0, "instance": [0]}]}
>>> from stonegame.views.text import plain
>>> print(plain(study_view(report)))
nim, n = 1, values 0..1: all 2 instances
winners: Alice 1 (50.00%), Bob 1 (50.00%)
Alice − Bob: min -1, mean 0, max 1
most common: -1: 1 (50.00%), 1: 1 (50.00%)
largest: 1 on [1]
smallest: -1 on [0]
>>> print(plain(study_view(report, "zh")).splitlines()[0])
nim，n = 1，数值范围 0..1：全部 2 个实例
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from stonegame.catalogs import Msg, translate
from stonegame.teach.explain import listed
from stonegame.views.model import Block, Fact, Facts, Paragraph, Span, View

COMMON = 8
"""Values of Alice − Bob listed as the most common."""

WINNERS = {"Tie": Msg("Tie"), "undecided": Msg("undecided")}
"""The report's winners that are words, not players' names."""


def study_view(report: dict[str, Any], lang: str = "en") -> View:
    """The report of a study: a summary of a space, or a strategy compared with optimal play."""
    count = report["instances"]

    def part(k: int) -> str:
        """A count, and its share of the instances."""
        return f"{k:,} ({k / count:.2%})" if count else f"{k:,}"

    head = (Msg("{game}, n = {n}", game=report["game"], n=report["n"]) if report["values"] is None
            else Msg("{game}, n = {n}, values {values}", game=report["game"], n=report["n"], values=report["values"]))
    title = (Msg("{space}: a sample of {sample:,} (seed {seed}) of {count:,} instances", space=head,
                 sample=report["sample"], seed=report["seed"], count=report["space"]) if report["sample"]
             else Msg("{space}: all {count:,} instances", space=head, count=report["space"]))
    blocks: list[Block] = []
    if "strategy" in report:
        blocks.append(paragraph(Msg("{strategy} as Alice against optimal play, over {count:,} instances:",
                                    strategy=report["strategy"], count=count), lang))
        blocks.append(paragraph(Msg("loses {part} where optimal play does not lose", part=part(report["lost"])),
                                lang, "item"))
        blocks.append(paragraph(Msg("ends below optimal play on {part}, by {mean:.3g} on average over all",
                                    part=part(report["short"]), mean=report["mean_shortfall"]), lang, "item"))
        for worst in report["worst"]:
            blocks.append(paragraph(Msg("short by {shortfall} on {instance} (id {id})", shortfall=worst["shortfall"],
                                        instance=json.dumps(worst["instance"]), id=worst["id"]), lang, "item"))
    else:
        blocks.append(summary_facts(report, part, lang))
    if report["errors"]:
        blocks.append(paragraph(Msg("{errors:,} instances erred; the first: {first}", errors=report["errors"],
                                    first=report["first_error"]), lang, tone="warn"))
    return View((Span(translate(title, lang), "strong"),), tuple(blocks))


def summary_facts(report: dict[str, Any], part: Callable[[int], str], lang: str) -> Facts:
    """A summary's facts: who wins how often, and, when some instance has a value, Alice − Bob's
    range and mean, its most common values and the instances at either end."""
    winners = [f"{translate(WINNERS.get(name, name), lang)} {part(k)}" for name, k in report["winners"].items()]
    facts = [Fact(translate(Msg("winners"), lang), listed(winners, lang))]
    value = report["value"]
    if value["min"] is not None:
        facts.append(Fact("Alice − Bob", translate(Msg("min {min}, mean {mean:.4g}, max {max}", min=value["min"],
                                                       mean=value["mean"], max=value["max"]), lang)))
        common = sorted(value["distribution"].items(), key=lambda item: -item[1])[:COMMON]
        facts.append(Fact(translate(Msg("most common"), lang),
                          listed([f"{v}: {part(k)}" for v, k in common], lang)))
        for label, key in ((Msg("largest"), "largest"), (Msg("smallest"), "smallest")):
            ends = [Msg("{value} on {instance}", value=end["value"], instance=json.dumps(end["instance"]))
                    for end in report[key]]
            facts.append(Fact(translate(label, lang), listed(ends, lang, Msg("{items}; {item}"))))
    return Facts(tuple(facts))


def paragraph(message: Msg, lang: str, role: str = "text", tone: str | None = None) -> Paragraph:
    return Paragraph((Span(translate(message, lang), tone),), role)
