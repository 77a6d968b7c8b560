"""stonegame cases: each file read back is the instance, each expected output is solve's, the
breaking cases break what they say, and the formats are what check --cmd and LeetCode take."""

from __future__ import annotations

import json

import pytest

import stonegame
from stonegame.batch import testdata
from stonegame.checker.cases import Shape, limits_of
from stonegame.cli import main
from stonegame.core.instances import as_arguments, from_rows
from stonegame.games import BUILT_IN, GAMES


@pytest.mark.parametrize("slug", list(BUILT_IN))
def test_every_stdin_file_reads_back_and_its_output_is_solves(tmp_path, capsys, slug):
    game = GAMES[slug]
    with pytest.raises(SystemExit) as stop:
        main(["cases", slug, "--count", "8", "--out", str(tmp_path), "--format", "stdin"])
    assert stop.value.code == 0
    listing = capsys.readouterr().err.splitlines()
    inputs = sorted(tmp_path.glob("*.in"))
    assert len(inputs) == len(listing) >= len(game.statement_examples) + 8
    shape = Shape(game, limits_of(game))
    labels = " ".join(listing)
    assert "statement example" in labels and "edge case" in labels and "largest" in labels
    for path in inputs:
        instance = read_stdin_format(game, path.read_text())
        assert shape.allowed(instance)
        solution = stonegame.solve(game, shape.for_solver(instance))
        lines = path.with_suffix(".out").read_text().splitlines()
        shown = solution.answer
        assert lines[0] == (("true" if shown else "false") if isinstance(shown, bool) else str(shown))
        assert lines[1:] == ([str(solution.value)] if game.scoring and solution.value is not None else [])
    for instance, answer in game.statement_examples:
        assert stonegame.solve(game, instance).answer == answer


def read_stdin_format(game, text: str):
    """The anchors' format read as they read it: n, then each row of n values on its line."""
    n, *rows = text.splitlines()
    if game.instance.one_per_size:
        assert rows == []
        return int(n)
    values = [[int(word) for word in row.split()] for row in rows]
    assert [len(row) for row in values] == [int(n)] * game.instance.value_lines
    return from_rows(game.instance, values)


def replay_greedy(game, instance) -> int:
    """Both players take the move that scores most now, by the rules alone (the test's own loop)."""
    rules = game.rules(game.validate(instance))
    position, turn, diff = rules.start(), 1, 0
    while rules.moves(position):
        options = [(rules.play(position, m).gain, i, m) for i, m in enumerate(rules.moves(position))]
        gain, _, move = max(options, key=lambda o: (o[0], -o[1]))
        step = rules.play(position, move)
        diff += turn * step.gain
        position = step.position
        turn = turn if step.again else -turn
    return diff + turn * rules.end(position)


@pytest.mark.parametrize("slug", list(BUILT_IN))
def test_breaking_cases_break_what_they_say(slug):
    game = GAMES[slug]
    found = [case for case in testdata.cases(game, count=0) if "breaks" in case.label]
    assert found, "a small search finds at least one breaking case for every game of the family"
    for case in found:
        answer = case.solution.answer
        assert answer == stonegame.solve(game, case.instance).answer
        if "breaks greedy" in case.label:
            assert game.answer.of(replay_greedy(game, case.instance), case.instance) != answer
        if "breaks off by one" in case.label:
            shorter = game.instance.cut(case.instance, game.size(case.instance) - 1)
            assert stonegame.solve(game, shorter).answer != answer
        if "breaks no tie" in case.label:
            assert case.solution.value == 0


def test_leetcode_and_jsonl_formats(tmp_path, capsys):
    pair = next(g for g in BUILT_IN.values() if g.instance.value_lines == 2)
    with pytest.raises(SystemExit):
        main(["cases", pair.slug, "--count", "3", "--format", "leetcode"])
    box = capsys.readouterr().out.splitlines()
    made = testdata.cases(pair, count=3)
    assert len(box) == 2 * len(made)  # one argument a line, two arguments a case
    assert [json.loads(line) for line in box[:2]] == as_arguments(pair.instance, made[0].instance)
    with pytest.raises(SystemExit):
        main(["cases", pair.slug, "--count", "3", "--format", "jsonl", "--out", str(tmp_path)])
    rows = [json.loads(line) for line in (tmp_path / "cases.jsonl").read_text().splitlines()]
    assert [r["answer"] for r in rows] == [stonegame.solve(pair, r["instance"]).answer for r in rows]
    with pytest.raises(SystemExit) as stop:
        main(["cases", pair.slug, "--format", "xml"])
    assert stop.value.code == 2 and "choose from" in capsys.readouterr().err
