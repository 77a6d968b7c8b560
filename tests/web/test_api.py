"""The playground's JSON API: every endpoint against the library and the command line."""

import asyncio
import json
import re
import threading
import time
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from hypothesis import given, settings
from hypothesis import strategies as st

import stonegame
from stonegame.core.errors import Busy
from stonegame.core.instances import as_json, as_words
from stonegame.core.line import replay
from stonegame.core.search import Memo
from stonegame.games import BUILT_IN, FAMILIES, GAMES
from stonegame.web import api, words
from stonegame.web.app import STATIC, create_app
from stonegame.web.pool import Pool

SMALL = [(game, as_words(game.instance, game.validate(instance)))
         for game in BUILT_IN.values() for instance, _ in game.statement_examples
         if game.size(game.validate(instance)) <= 8]
"""Each game's statement examples small enough for every view (trace, brute force)."""


def without_time(found):
    found = dict(found)
    found["stats"] = {**found["stats"], "seconds": None}
    return found


@pytest.mark.parametrize("game, values", SMALL, ids=lambda x: x.slug if hasattr(x, "slug") else " ".join(x))
def test_solve_is_the_cli_json(client, cli, game, values):
    response = client.get("/api/solve", params={"game": game.slug, "values": " ".join(values)})
    assert response.status_code == 200
    found = response.json()
    code, out, _ = cli("solve", game.slug, *values, "--json")
    assert code == 0
    expected = json.loads(out)
    assert found["remarks"] == [{"en": note, "zh": found["remarks"][k]["zh"]} for k, note in enumerate(found["notes"])]
    assert {key: found[key] for key in expected} | {"stats": None, "line": None} == \
        without_time(expected) | {"stats": None, "line": None}
    assert cli_keys(found["line"]) == expected["line"]
    assert found["stats"]["positions"] == expected["stats"]["positions"]
    solution = stonegame.solve(game, game.instance.from_words(values))
    assert found["start"] == json.loads(json.dumps(solution.scene.show(solution.rules.start())))
    assert found["instance"] == as_json(game.instance, solution.instance)


PAGE_KEYS = {"said", "leaves", "leaves_said", "key", "numbers", "caption", "reach", "filed"}
"""What the page's line adds to each move (and alternative) of ``solve --json``'s: its words in every
language, what it leaves (and, where the game has words for it, those words in every language: IX's
counts by residue), the state's key and its piles' starting indexes, and the board's words beside them."""


def cli_keys(line):
    """A line of /api/solve without the page's additions: ``solve --json``'s."""
    if line is None:
        return None
    return [{key: value if key != "alternatives" else cli_keys(value) for key, value in move.items()
             if key not in PAGE_KEYS} for move in line]


def test_shared_url_instance_in_commas(client):
    found = client.get("/api/solve", params={"game": "877", "values": "5,3,4,5"}).json()
    assert (found["scores"], found["winner"], found["answer"]) == ({"alice": 9, "bob": 8}, "Alice", True)


@pytest.mark.parametrize("argv, status", [
    (["stone-game", "5", "x"], 422),
    (["stone-game", "5", "0", "4"], 422),
    (["stone-gam", "5"], 422),
    (["stone-game-iv", "1000000000000"], 413),  # TooLarge: refused before any work
    (["stone-game", "[5, 3"], 422),
    (["take-up-to:x", "1"], 422),
    (["stone-game-vi", "--alice", "1", "--bob", "2", "3"], 422),
])
def test_bad_input_is_the_cli_message(client, cli, argv, status):
    game, *values = argv
    code, _, err = cli("solve", *argv)
    assert code == 2
    response = client.get("/api/solve", params={"game": game, "values": " ".join(values)})
    assert response.status_code == status
    # the test-only games are registered in this process only (tests/conftest.py), not in the server's workers
    in_workers = err.strip()
    for own in set(GAMES.values()) - set(BUILT_IN.values()):
        in_workers = in_workers.replace(f", {own.slug};", ";")
    in_workers = in_workers.replace(f"the {len(GAMES)} games", f"the {len(BUILT_IN)} games")
    assert response.json()["error"] == in_workers
    assert response.json()["said"]["en"] == in_workers.removeprefix("stonegame: error: ")


NAMES = re.compile("|".join([r"'[^']*'", "`[^`]*`", r"--[a-z]+(?: [AB]\.\.\.)?",
                              *sorted((re.escape(name) for name in {*BUILT_IN, *(each.name for each in FAMILIES)}),
                                      key=len, reverse=True),
                              r"\b(?:alice|bob|auto|brute|memo|table|formula|fast|n)\b"]), re.IGNORECASE)
"""What a Chinese error may keep in Latin letters: a game's, a family's and a method's names, the
players', n, the user's own words (quoted), a command (`stonegame games`) and the options one may
write (--alice A...)."""


@pytest.mark.parametrize("game, values, method", [
    ("stone-game", "5 3 -4 5", "auto"),  # a value below the least
    ("stone-game", "5 x 4", "auto"),  # not an integer
    ("stone-game", "5 3 4", "formula"),  # a method that does not apply
    ("stone-game", "5 3 4", "tabel"),  # no such method
    ("stone-game-iv", "0", "auto"),  # n out of range
    ("stone-game-vi", "--alice 1 3 --bob 2", "auto"),  # rows of different lengths
    ("stone-game-vi", "1 3 2", "auto"),  # not a pair
    ("stone-game", " ".join(["5"] * 40), "brute"),  # too large for the method
    ("stone-gme", "5 3", "auto"),  # no such game
])
def test_an_error_is_said_in_every_language(client, game, values, method):
    response = client.get("/api/solve", params={"game": game, "values": values, "method": method})
    assert response.status_code in (413, 422)
    said = response.json()["said"]
    assert set(said) == {"en", "zh"}
    assert response.json()["error"] == f"stonegame: error: {said['en']}"
    leftover = NAMES.sub("", said["zh"])
    assert said["zh"] != said["en"] and not re.search(r"[A-Za-z]{2,}|\b[A-Za-z]\b", leftover), said["zh"]


def trace_states(client, game, values):
    return client.get("/api/trace", params={"game": game, "values": values}).json()["states"]


@pytest.mark.parametrize("game, values", [("stone-game-vi", "--alice 1 3 5 --bob 2 1 4"),
                                          ("stone-game-ix", "2 1 3 5 4"), ("nim", "1 2 3")])
def test_states_without_an_index_are_named_in_words_in_each_language(client, game, values):
    states = trace_states(client, game, values)
    for state in states:
        assert set(state["label"]) == {"en", "zh"}
        assert not any(re.search(r"\(\d+(?:,\d+)+", label) for label in state["label"].values())  # no raw tuple
        words = re.sub(r"\b(?:Alice|Bob)\b", "", state["label"]["zh"])  # the players' names, as the page writes them
        assert not re.search(r"[A-Za-z]", words), state["label"]["zh"]  # no English
    for lang in ("en", "zh"):  # each names one state
        assert len({state["label"][lang] for state in states}) == len(states)


def test_vi_s_states_name_the_stones_left_from_0_as_the_board_does(client):
    for state in trace_states(client, "stone-game-vi", "--alice 1 3 5 --bob 2 1 4"):
        mask, _ = state["key"]
        named = [int(index) for index in re.findall(r"#(\d+)", state["label"]["en"])]
        assert named == [i for i in range(3) if mask >> i & 1]
        assert named == [int(number) for number in state["numbers"]]  # the board's own numbers


def test_ix_s_states_name_the_counts_left_the_removed_sum_and_the_mover(client):
    for state in trace_states(client, "stone-game-ix", "2 1 3 5 4"):
        c0, c1, c2, s, mover = state["key"]
        assert state["label"]["en"] == f"{c0}, {c1}, {c2} left; sum ≡ {s}; {mover} to move"
        assert state["label"]["zh"].endswith(f"轮到 {mover}")  # the names the rest of the page uses
        assert state["position"]["removed_sum"] % 3 == s


def test_no_values(client, cli):
    code, _, err = cli("solve", "stone-game")
    response = client.get("/api/solve", params={"game": "stone-game", "values": " "})
    assert (code, response.status_code, response.json()["error"]) == (2, 422, err.strip())


def test_missing_parameter_is_one_line(client):
    response = client.get("/api/solve", params={"game": "stone-game"})
    assert response.status_code == 422
    assert re.fullmatch(r"stonegame: error: values: [^\n]+", response.json()["error"])


def test_unknown_method_and_language(client, cli):
    for argv, params in [(["solve", "877", "5", "3", "--method", "tabel"], {"method": "tabel"}),
                         (["solve", "877", "5", "3", "--explain", "--lang", "fr"], {"lang": "fr"})]:
        _, _, err = cli(*argv)
        endpoint = "explain" if "lang" in params else "solve"
        response = client.get(f"/api/{endpoint}", params={"game": "877", "values": "5 3", **params})
        # the command line refuses them in the library's words: the same message
        assert (response.status_code, response.json()["error"]) == (422, err.strip())


@pytest.mark.parametrize("game, values", SMALL[:6], ids=str)
def test_line_is_the_solutions(client, game, values):
    found = client.get("/api/line", params={"game": game.slug, "values": " ".join(values)}).json()
    solution = stonegame.solve(game, game.instance.from_words(values))
    assert found["line"] == json.loads(json.dumps([move.to_json() for move in solution.line]))
    assert replay(solution.rules, [move.move for move in solution.line])[0] == solution.value


def test_table_in_both_languages(client, cli):
    english = client.get("/api/table", params={"game": "877", "values": "5 3 4 5"}).json()
    chinese = client.get("/api/table", params={"game": "877", "values": "5 3 4 5", "lang": "zh"}).json()
    _, out, _ = cli("solve", "877", "5", "3", "4", "5", "--table")
    assert english["title"] in " ".join(out.split())
    for row in english["rows"]:
        assert all(cell in out for cell in row["cells"])
    assert english["rows"] == chinese["rows"] and english["title"] != chinese["title"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_a_game_without_a_table_says_so_in_words(client, lang):
    response = client.get("/api/table", params={"game": "nim", "values": "1 2", "lang": lang})
    assert response.status_code == 200
    absent = response.json()["absent"]
    assert "stonegame" not in absent and ("no DP table" in absent if lang == "en" else "没有 DP 表" in absent)


def test_subtraction_games_have_their_table(client, cli):
    found = client.get("/api/table", params={"game": "subtraction:1,3,4", "values": "7"}).json()
    _, out, _ = cli("solve", "subtraction:1,3,4", "7", "--table")
    assert "absent" not in found and found["rows"][0]["cells"][:8] == ["L", "W −1", "L", "W −1", "W −4", "W −3", "W −4",
                                                                        "L"]
    assert found["title"] in out


def test_too_large_a_table_or_map_is_said_without_the_command_lines_flags(client):
    values = " ".join(["7"] * 39 + ["8"])
    for name in ("table", "trace"):
        found = client.get(f"/api/{name}", params={"game": "877", "values": values, "lang": "zh"}).json()
        assert "--" not in found["absent"] and "小" in found["absent"]


@pytest.mark.parametrize("game, values", SMALL, ids=str)
def test_trace_states_and_orders(client, game, values):
    response = client.get("/api/trace", params={"game": game.slug, "values": " ".join(values)})
    found = response.json()
    if "absent" in found:
        assert "states" in found["absent"]
        return
    solution = stonegame.solve(game, game.instance.from_words(values))
    memo = Memo(solution.rules)
    keys = {json.dumps(state["key"]) for state in found["states"]}
    for state in found["states"]:
        assert all(json.dumps(child) in keys for child in state["children"])
        assert state["best"] is None if not state["children"] else state["best"] in state["children"]
    root = found["states"][0]
    assert root["value"] == memo.value(solution.rules.start())
    computed = [visit for visit in found["top_down"] if not visit["cached"]]
    assert sorted(json.dumps(v["key"]) for v in computed) == sorted(keys)  # each state computed once
    settled = set()
    for stage in found["bottom_up"]:  # a state comes after every state it depends on
        for key in stage:
            state = next(s for s in found["states"] if s["key"] == key)
            assert all(json.dumps(child) in settled for child in state["children"])
        settled |= {json.dumps(key) for key in stage}


def test_trace_refuses_a_large_instance(client, cli):
    values = [str(v) for v in range(1, 30)]
    _, out, _ = cli("solve", "877", *values, "--trace", "top-down")
    response = client.get("/api/trace", params={"game": "877", "values": " ".join(values)})
    assert response.status_code == 200 and "--trace" in out  # the command line names its flag; the page does not
    assert "states" in response.json()["absent"] and "--" not in response.json()["absent"]


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_explain_is_the_story(client, lang):
    found = client.get("/api/explain", params={"game": "877", "values": "5 3 4 5", "lang": lang}).json()
    solution = stonegame.solve("877", [5, 3, 4, 5])
    assert found["text"] == stonegame.explain(solution, lang)
    assert found["insight"] and found["insight"] in found["text"]


def play(client, game, values, moves, side="alice"):
    response = client.get("/api/play", params={"game": game, "values": values, "moves": json.dumps(moves),
                                               "side": side})
    assert response.status_code == 200, response.text
    return response.json()


@pytest.mark.parametrize("game, values", SMALL, ids=str)
@pytest.mark.parametrize("side", ["alice", "bob"])
def test_play_best_moves_reaches_the_value(client, game, values, side):
    text = " ".join(values)
    state = play(client, game.slug, text, [], side)
    while not state["over"]:
        assert state["to_move"] == side.capitalize()
        best = [option for option in state["options"] if option["best"]]
        assert len(best) == 1
        state = play(client, game.slug, text, [*state["moves"], best[0]["move"]], side)
    solution = stonegame.solve(game, game.instance.from_words(values))
    assert state["points"]["alice"] - state["points"]["bob"] == solution.value
    assert state["given_away"] == 0 and all(grade["given_away"] == 0 for grade in state["grades"])
    assert state["moves"] == json.loads(json.dumps([move.move for move in solution.line]))


@settings(max_examples=25, deadline=None)
@given(choices=st.lists(st.integers(0, 10), max_size=12), side=st.sampled_from(["alice", "bob"]))
def test_play_any_moves_is_graded_by_what_they_cost(client, choices, side):
    game, values = "stone-game-iii", "1 2 3 -9 4 7 -2"
    state = play(client, game, values, [], side)
    for choice in choices:
        if state["over"]:
            break
        option = state["options"][choice % len(state["options"])]
        before = state
        state = play(client, game, values, [*state["moves"], option["move"]], side)
        grade = state["grades"][-1]
        assert grade["given_away"] == max(o["value"] for o in before["options"]) - option["value"] >= 0
        if option.get("margin") is not None:  # the margin is the end result if both then play perfectly
            rest = state
            while not rest["over"]:
                best = next(o for o in rest["options"] if o["best"])
                rest = play(client, game, values, [*rest["moves"], best["move"]], side)
            assert rest["points"]["alice"] - rest["points"]["bob"] == option["margin"]
    rules = stonegame.get_game(game).rules((1, 2, 3, -9, 4, 7, -2))
    if state["over"]:
        difference, alice, _ = replay(rules, state["moves"])
        assert (difference, alice) == (state["points"]["alice"] - state["points"]["bob"], state["points"]["alice"])


def test_play_undo_is_fewer_moves(client):
    first = play(client, "877", "5 3 4 5", ["L"])
    again = play(client, "877", "5 3 4 5", first["moves"][:0])
    assert again["moves"] == [] and again["to_move"] == "Alice" and again["grades"] == []


def test_illegal_move_is_one_line(client):
    response = client.get("/api/play", params={"game": "877", "values": "5 3 4 5", "moves": '["L", "L", "X"]'})
    assert response.status_code == 422
    assert re.fullmatch(r"stonegame: error: move 3, 'X', is not legal here; legal moves: \"L\", \"R\"",
                        response.json()["error"])
    response = client.get("/api/play", params={"game": "877", "values": "5 3 4 5", "moves": "[L"})
    assert response.status_code == 422 and "\n" not in response.json()["error"]


def test_methods_agree(client):
    found = client.get("/api/methods", params={"game": "877", "values": "5 3 4 5 1 2"}).json()
    assert [row["method"] for row in found["methods"]] == list(stonegame.get_game("877").methods)
    valued = [row for row in found["methods"] if row.get("value") is not None]
    assert {row["value"] for row in valued} == {stonegame.solve("877", [5, 3, 4, 5, 1, 2], "brute").value}
    assert all(row["complexity"] for row in found["methods"])
    assert all(row["seconds"] >= 0 for row in found["methods"] if "refused" not in row)
    assert [row["method"] for row in found["methods"] if "refused" in row] == ["formula"]  # equal sums: no parity
    assert next(row for row in found["methods"] if row["method"] == "memo")["positions"] > 0


def test_methods_refuse_what_does_not_fit(client):
    values = " ".join(["7"] * 40)
    found = client.get("/api/methods", params={"game": "877", "values": values}).json()
    brute = next(row for row in found["methods"] if row["method"] == "brute")
    assert "refused" in brute and "brute force" in brute["refused"]


@pytest.mark.parametrize("game", [*BUILT_IN.values()], ids=lambda g: g.slug)
def test_random_is_within_the_constraints(client, game):
    for seed in range(5):
        found = client.get("/api/random", params={"game": game.slug, "seed": seed}).json()
        instance = game.validate(game.instance.from_words(found["values"].split()))
        assert game.remarks(instance) == []  # no note: inside the original constraints
        assert client.get("/api/random", params={"game": game.slug, "seed": seed}).json() == found


def test_random_size_and_families(client):
    found = client.get("/api/random", params={"game": "877", "n": 6}).json()
    assert len(found["instance"]) == 6
    for name in ("nim", "take-up-to:2", "subtraction:1,2"):
        response = client.get("/api/random", params={"game": name})
        assert response.status_code == 200
        assert client.get("/api/solve", params={"game": name, "values": response.json()["values"]}).status_code == 200
    assert client.get("/api/random", params={"game": "877", "n": 0}).status_code == 422


@pytest.mark.parametrize("game", [*BUILT_IN, "take-up-to:2", "subtraction:1,2", "nim", "misere-nim"])
def test_random_instances_are_small_enough_for_the_map(client, game):
    """A family opens on a random instance (and Random draws one): the map and "Why this value" show its
    states, not "This instance has too many states to draw" (Nim's eight heaps, VI's twenty stones)."""
    for seed in range(12):
        values = client.get("/api/random", params={"game": game, "seed": seed}).json()["values"]
        drawn = client.get("/api/trace", params={"game": game, "values": values}).json()
        assert "absent" not in drawn, (seed, values, drawn["absent"])


def test_games_lists_the_registry_and_families(client):
    found = client.get("/api/games").json()
    assert found["games"][0]["name"] == "stone-game"  # the page opens on it
    assert sorted(game["name"] for game in found["games"]) == sorted(BUILT_IN)
    for listed in found["games"]:
        game = BUILT_IN[listed["name"]]
        assert listed["methods"] == list(game.methods)
        for example in listed["examples"]:
            instance = game.instance.from_words(example["values"].split())
            assert stonegame.solve(game, instance).answer == example["answer"]
    for family in found["families"]:
        assert stonegame.get_game(family["sample"]).methods
    assert set(found["languages"]) == {"en", "zh"}


def test_words_are_the_pages(client):
    english = client.get("/api/words").json()["words"]
    chinese = client.get("/api/words", params={"lang": "zh"}).json()["words"]
    assert set(english) == set(chinese) == {message.text for message in words.PAGE}
    # a word that counts is its form for one and for any other count (the base cases of the map's caption)
    counting = {message.text: message.plural for message in words.PAGE if message.plural}
    assert counting and all(english[key] == {"one": key, "other": plural} for key, plural in counting.items())
    assert all(english[key] == key for key in english if key not in counting)
    assert all(chinese[key]["one"] == chinese[key]["other"] != key for key in counting)  # one form in Chinese
    assert sum(chinese[key] != key for key in chinese) == len(chinese)  # every word translated


def page_ids() -> set[str]:
    script = (STATIC / "app.js").read_text()
    html = (STATIC / "index.html").read_text()
    found = set(re.findall(r'\bt\(\s*"((?:[^"\\]|\\.)*)"', script))
    found |= {one for pair in re.findall(r't\([^()]*\?\s*"([^"]*)"\s*:\s*"([^"]*)"', script) for one in pair}
    return found | set(re.findall(r'data-t(?:-title|-label)?="([^"]*)"', html))


def test_the_page_says_only_catalog_words():
    assert page_ids() == {message.text for message in words.PAGE}


def test_page_and_assets_are_local(client):
    page = client.get("/")
    assert page.status_code == 200 and "Ctrl+C" in page.text
    for asset in re.findall(r'(?:src|href)="([^"]+)"', page.text):
        assert asset.startswith("/static/") or asset in ("/favicon.ico", "/lesson"), asset
        assert client.get(asset).status_code == 200
    for path in STATIC.iterdir():  # no CDN, no web font: nothing is fetched from elsewhere
        if path.suffix == ".ico":
            continue  # the icon: an image, no text to fetch anything with
        text = path.read_text()
        assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", text), path.name
        assert "@import" not in text and "@font-face" not in text


def test_openapi_lists_every_endpoint(client):
    paths = client.get("/openapi.json").json()["paths"]
    assert set(paths) == {f"/api/{name}" for name in api.WORK if name != "lesson"}  # /lesson is a page
    assert client.get("/docs").status_code == 404  # Swagger's page would load its scripts from a CDN


def test_own_rules_file(tmp_path):
    rules = Path(__file__).parents[2] / "examples" / "take_k_from_ends.py"
    game = stonegame.get_game(rules)
    with TestClient(create_app(rules=rules)) as own:
        listed = own.get("/api/games").json()["games"]
        assert listed[-1]["name"] == game.slug
        values = "3 1 4 1 5"
        found = own.get("/api/solve", params={"game": game.slug, "values": values}).json()
        assert found["value"] == stonegame.solve(game, [3, 1, 4, 1, 5]).value


SLOW = {"game": "stone-game-vii", "values": " ".join(str(v % 97 + 1) for v in range(1000)), "method": "memo"}
"""Half a million positions of memo and its line: seconds of work on any machine."""


def test_overrun_is_stopped_and_the_server_goes_on():
    with TestClient(create_app(workers=2, cap=0.5)) as capped:
        response = capped.get("/api/solve", params=SLOW)
        assert response.status_code == 413
        assert response.json()["error"] == ("stonegame: error: the work took more than 0.5 s and was stopped; "
                                             "try a smaller instance or a faster method")
        assert len(capped.app.state.pool.workers) == 2  # the killed worker was replaced
        assert capped.get("/api/solve", params={"game": "877", "values": "5 3 4 5"}).json()["value"] == 1


@pytest.mark.slow
def test_a_long_solve_blocks_nothing():
    with TestClient(create_app(workers=2, cap=60)) as both:
        slow: dict = {}
        worker = threading.Thread(target=lambda: slow.update(response=both.get("/api/solve", params=SLOW)))
        worker.start()
        answered = [both.get("/api/solve", params={"game": "877", "values": "5 3 4 5"}).status_code
                    for _ in range(20)]
        assert "response" not in slow  # the long solve was still running while these were answered
        assert answered == [200] * 20 and both.get("/").status_code == 200
        worker.join()
        assert slow["response"].status_code == 200


BUSY = {**SLOW, "values": " ".join(str(v % 97 + 1) for v in range(300))}
"""A tenth of SLOW's positions: the one job holding the only worker below. Which job gets the
worker, which waits and which is refused is settled in the loop's first turn, before any answer
can come back, so that job needs no seconds of work."""


def test_a_full_queue_is_refused_at_once():
    async def scenario():
        pool = Pool(size=1, cap=60, waiting=1)
        await pool.start()
        try:
            jobs = [asyncio.ensure_future(pool.run("solve", **BUSY)),
                    asyncio.ensure_future(pool.run("solve", game="877", values="5 3 4 5", method="auto")),
                    asyncio.ensure_future(pool.run("games"))]
            return await asyncio.gather(*jobs, return_exceptions=True)
        finally:
            pool.stop()

    slow, waited, refused = asyncio.run(scenario())
    assert json.loads(slow)["game"] == BUSY["game"] and json.loads(waited)["value"] == 1
    assert isinstance(refused, Busy) and "waiting for a worker" in str(refused)


def test_a_dead_worker_is_a_500_and_is_replaced(client):
    pool = client.app.state.pool
    victims = list(pool.workers)
    answer: dict = {}
    asker = threading.Thread(target=lambda: answer.update(response=client.get("/api/solve", params=SLOW)))
    asker.start()
    while not answer and all(worker.process.poll() is None for worker in victims):
        for worker in victims:
            if worker not in pool.workers or pool.idle is None:
                continue
            if all(worker is not idle for idle in pool.idle._queue):  # busy with the slow solve: kill it
                worker.process.kill()
                break
        else:
            time.sleep(0.01)
            continue
        break
    asker.join()
    response = answer["response"]
    assert response.status_code == 500
    assert response.json()["error"] == ("stonegame: error: an internal error (a bug in stonegame); the server's log "
                                        "has its traceback")
    assert len(pool.workers) == 2 and all(worker.process.poll() is None for worker in pool.workers)
    assert client.get("/api/solve", params={"game": "877", "values": "5 3 4 5"}).json()["value"] == 1


def test_workers_keep_small_solutions_only():
    small = api.solved("877", "5 3 4 5", "auto")
    assert api.solved("877", "5 3 4 5", "auto") is small
    big = " ".join(["7"] * (api.KEPT_SIZE + 2))
    assert api.solved("877", big, "fast") is not api.solved("877", big, "fast")
    for n in range(api.KEPT + 3):
        api.solved("877", f"{n + 1} 1", "auto")
    assert len(api._kept) == api.KEPT and api.solved("877", "5 3 4 5", "auto") is not small


def test_a_python_file_named_as_a_game_is_not_run(client, tmp_path):
    marker = tmp_path / "ran"
    planted = tmp_path / "planted.py"
    planted.write_text(f"from pathlib import Path\nPath({str(marker)!r}).write_text('ran')\n")
    for endpoint in ("solve", "line", "table", "explain", "play", "random", "methods"):
        for name in (str(planted), f" {planted} "):
            response = client.get(f"/api/{endpoint}", params={"game": name, "values": "1", "moves": "[]"})
            assert response.status_code == 422, (endpoint, response.text)
            assert "no game" in response.json()["error"]
    assert not marker.exists()


def test_integers_past_2_53_arrive_as_their_digits(client):
    big = 10**30 + 1
    found = client.get("/api/solve", params={"game": "stone-game-iii", "values": f"{big} 1"}).json()
    assert found["value"] == str(big + 1) and found["line"][0]["alternatives"][0]["value"] == str(big - 1)
    assert client.get("/api/solve", params={"game": "877", "values": "5 3 4 5"}).json()["value"] == 1


@pytest.mark.parametrize("moves", ["[" * 10_000, "[" * 50 + "]" * 50, '[["L", [[[[[[[[[1]]]]]]]]]]'],
                         ids=["open", "closed", "in a move"])
def test_deeply_nested_moves_are_refused_not_crashed_on(client, moves):
    response = client.get("/api/play", params={"game": "877", "values": "5 3 4 5", "moves": moves})
    assert response.status_code == 422


def test_a_cell_is_worked_out_as_the_lesson_works_its_own(client):
    from stonegame.teach.lesson import Budget, lesson

    found = client.get("/api/cell", params={"game": "877", "values": "3 9 1 2", "key": "[1, 3]"}).json()
    assert found["text"] == "dp[1][3] = max(9 − dp[2][3], 2 − dp[1][2]) = max(9 − 1, 2 − 8) = 8"
    assert found["value"] == 8 and found["best"] == "L" and found["said"] == "so the best move is to take the left 9"
    assert "<math" in found["mathml"]
    taught = lesson(stonegame.get_game("877"), [3, 9, 1, 2], budget=Budget(agreement=5, run=0.001, ladder=0.01))
    start = client.get("/api/cell", params={"game": "877", "values": "3 9 1 2", "key": "[0, 3]"}).json()
    assert start["latex"] == taught.facts["worked"]["latex"]
    chinese = client.get("/api/cell", params={"game": "877", "values": "3 9 1 2", "key": "[1,3]", "lang": "zh"}).json()
    assert chinese["said"] == "所以最好的一步是拿走左边的 9"
    assert client.get("/api/cell", params={"game": "877", "values": "3 9 1 2", "key": "[9, 9]"}).status_code == 422


@pytest.mark.parametrize("game", ["stone-game-iii", "stone-game-viii"])
def test_random_instances_have_both_signs_and_stay_small(client, game):
    drawn = [client.get("/api/random", params={"game": game, "seed": seed}).json()["instance"] for seed in range(8)]
    values = [value for instance in drawn for value in instance]
    assert min(values) < 0 < max(values) and max(map(abs, values)) <= api.SMALL
    full = [client.get("/api/random", params={"game": game, "seed": seed, "full": True}).json()["instance"]
            for seed in range(8)]
    assert max(abs(value) for instance in full for value in instance) > api.SMALL


def test_the_favicon_and_the_lesson_are_served(client):
    icon = client.get("/favicon.ico")
    assert icon.status_code == 200 and icon.content[:4] == b"\0\0\1\0"
    page = client.get("/lesson", params={"game": "877", "values": "3 9 1 2", "lang": "zh"})
    assert page.status_code == 200 and "<math" in page.text and "石子游戏" in page.text


@pytest.mark.parametrize("values, worked", [("3 9 1 2", True), (" ".join(["5"] * 10_000), False), ("3 x", False)])
def test_a_lesson_says_when_it_works_the_example_instead_of_the_page_s_instance(client, values, worked):
    for lang, said in (("en", "is not worked here"), ("zh", "没有演算页面上的输入")):
        page = client.get("/lesson", params={"game": "877", "values": values, "lang": lang})
        assert page.status_code == 200 and (said in page.text) != worked


def test_constraints_and_titles_in_each_language(client):
    first = client.get("/api/games").json()["games"][0]
    assert "偶数" in first["constraints"]["zh"] and "even" in first["constraints"]["en"]
    assert first["titles"]["zh"].startswith("石子游戏")


@pytest.mark.parametrize("game", ["877", "II", "III", "VIII", "take-up-to:2"])
def test_brute_force_on_40_piles_is_refused_before_any_work(client, game):
    response = client.get("/api/solve", params={"game": game, "values": " ".join(["7"] * 39 + ["8"]),
                                                 "method": "brute"})
    assert response.status_code == 413
    # counted from the game's estimate ("would meet about ..."), not walked until the walk's own
    # limit ("stops at 2,000,000 positions"), which took 4-6 s
    assert "would meet about" in response.json()["error"] and "stops at" not in response.json()["error"]


def test_listings_name_the_lines_that_compute_a_state(client):
    found = client.get("/api/listing", params={"game": "877"}).json()
    memo = found["memo"]["code"].splitlines()
    assert all("max(" in memo[number - 1] for number in found["memo"]["computes"])
    assert memo[found["memo"]["hit"] - 1].strip() == "@cache"
    assert client.get("/api/listing", params={"game": "nim"}).json() == {"game": "nim"}  # no lesson code


def test_play_of_a_count_too_large_for_its_table_is_refused_up_front(client):
    response = client.get("/api/play", params={"game": "stone-game-iv", "values": str(10**104)})
    assert response.status_code == 413  # TooLarge, as a solve past its limits: never a 500
    said = response.json()["error"]
    assert "perfect play" in said and "needs about" in said and "over the limit" in said and "\n" not in said


def test_the_listing_run_says_which_states_its_memo_computes_and_which_are_base_cases(client):
    """The memo listing run on the instance: the map's states it computes, and among them its base cases,
    each with the line that answered it (II's ``return suffix[i]``). A state the listing calls by another
    name than the map's is matched by the map's key (``Rules.key``) and its call named: II's (4,1) is
    dp(4, 2) in memo.py, which keys (i, M) as they come (#38). VI's and IX's keys, one part longer than
    the calls (whose turn it is), are matched too."""
    found = client.get("/api/listing", params={"game": "II", "values": "2 7 9 4 4"}).json()
    code = found["memo"]["code"].splitlines()
    assert found["cells"]["[4,1]"] == 4 and found["cells"]["[3,1]"] == 8
    assert found["named"] == {"[4,1]": "dp(4, 2)"}  # (3,1) is called as it is: it keeps its own name
    assert {key: code[line - 1].strip() for key, line in found["base_lines"].items()} == {
        "[3,1]": "return suffix[i]", "[2,2]": "return suffix[i]", "[4,1]": "return suffix[i]"}
    assert found["bases"] == 4 and found["computed"] == 7  # dp(3, 2) and dp(4, 2) too: base cases
    ix = client.get("/api/listing", params={"game": "IX", "values": "2 1"}).json()
    code = ix["memo"]["code"].splitlines()
    assert ix["cells"] == {'[0,1,1,0,"Alice"]': True, '[0,0,1,1,"Bob"]': False} and ix["agrees"]
    assert code[ix["base_lines"]['[0,0,1,1,"Bob"]'] - 1].strip() == "return False"  # no move left that keeps the sum
    vi = client.get("/api/listing", params={"game": "VI", "values": "--alice 1 3 --bob 2 1"}).json()
    assert vi["agrees"] and set(vi["cells"]) == {"[3,0]", "[1,1]", "[2,1]", "[0,0]"}
    assert vi["memo"]["code"].splitlines()[vi["base_lines"]["[0,0]"] - 1].strip() == "return 0"


def test_the_listing_run_says_which_line_of_table_py_wrote_each_state_s_cell(client):
    """table.py run on the instance, traced: for each state of the map, the line that wrote its cell's value
    (the last write into it) and whether that write read other cells (the recurrence) or none (a base case);
    the line that made the table where the cell keeps the value it starts with and the listing reads it
    (VIII's f[n - 1]); nothing where no line writes or reads the cell (877's empty intervals); a cell whose
    value is not the map's is another quantity (IX's win[0][0][0][0], a sum no move makes); and VII's one
    row dp[j] is another shape than the map's (i, j)."""
    found = client.get("/api/listing", params={"game": "877", "values": "5 3 4 5"}).json()
    table = found["table"]
    code = table["code"].splitlines()
    assert table["name"] == "dp" and table["shaped"]
    assert {key: (code[line - 1].strip(), table["kinds"][key]) for key, line in table["lines"].items()} == {
        **{f"[{i},{i}]": ("dp[i][i] = piles[i]", "base") for i in range(4)},
        **{f"[{i},{j}]": ("dp[i][j] = max(piles[i] - dp[i + 1][j], piles[j] - dp[i][j - 1])", "recurrence")
           for i in range(4) for j in range(i + 1, 4)}}
    assert table["values"]["[1,1]"] == 3 and table["values"]["[0,3]"] == 1  # the map's numbers
    viii = client.get("/api/listing", params={"game": "VIII", "values": "-1 2 -3 4 -5"}).json()["table"]
    code = viii["code"].splitlines()
    assert code[viii["lines"]["4"] - 1].strip() == "f = [0] * n" and viii["kinds"]["4"] == "made"
    assert code[viii["lines"]["0"] - 1].strip().startswith("f[i] = max(") and viii["values"]["0"] == 5
    ii = client.get("/api/listing", params={"game": "II", "values": "2 7 9 4 4"}).json()["table"]
    # memo.py never reaches (4,1); table.py writes it as a base case
    assert ii["code"].splitlines()[ii["lines"]["[4,1]"] - 1].strip() == "dp[i][m] = suffix[i]"
    assert "[5,0]" not in ii["lines"]  # the game's end: dp[5][0] is neither written nor read
    ix = client.get("/api/listing", params={"game": "IX", "values": "2 1"}).json()["table"]
    assert ix["kinds"]['[0,0,0,0,"Alice"]'] == "other" and ix["values"]['[0,0,0,0,"Alice"]'] is False
    assert ix["kinds"]['[0,0,1,1,"Bob"]'] == "made"  # a loss: no line writes True there, the move to it reads it
    vii = client.get("/api/listing", params={"game": "VII", "values": "5 3 1 4 2"}).json()["table"]
    assert not vii["shaped"] and vii["lines"] == {}
    assert "lines" not in client.get("/api/listing", params={"game": "877"}).json()["table"]  # no instance, no run


LESSONED = [(game, values) for game, values in SMALL if game.parts.teaching is not None]
"""The small statement examples of the games with a lesson: each has a memo listing beside the map."""


@pytest.mark.parametrize("game, values", LESSONED, ids=[f"{game.slug}-{'-'.join(values)}" for game, values in LESSONED])
def test_every_lesson_s_memo_listing_computes_the_map_s_number_in_each_state(client, game, values):
    """The code beside the map computes what the map shows, for every game (#38: II's listing counted the
    mover's stones while its map showed the difference): run on the instance, the memo listing's number in
    each state it computes is the map's (a win/lose game's True/False: whether the mover wins), and it
    computes at least the start. The browser's walk reads the code's caption only where this holds."""
    found = client.get("/api/listing", params={"game": game.slug, "values": " ".join(values)}).json()
    rules = game.rules(game.validate(game.instance.from_words(values)))
    start = json.dumps(api.plain(rules.key(rules.start())), separators=(",", ":"))
    assert found.get("agrees") is True, found.get("cells")
    assert start in found["cells"], (start, found["cells"])


@pytest.mark.parametrize("game, values", [("stone-game", "[5, 3 4]"), ("stone-game", "[5, 3,"),
                                          ("stone-game-vi", '{"alice": [1, 3], "bob": [2 }'),
                                          ("stone-game-vi", '{alice: [1, 3], "bob": [2, 1]}')])
def test_a_json_parse_error_is_said_in_chinese_too(client, game, values):
    """Values written as JSON that does not parse: the parser's reason is said in Chinese too (#38: the Chinese
    page read "（Expecting ',' delimiter）"); the format's name, JSON, stays."""
    said = client.get("/api/solve", params={"game": game, "values": values}).json()["said"]
    assert "JSON" in said["en"] and "JSON" in said["zh"], said
    assert not re.search(r"[A-Za-z]{2,}", said["zh"].replace("JSON", "")), said["zh"]
