"""Every game and family on the page, in Chromium: what a learner sees, in both languages.

One browser page visits them all in turn (a new page per game would cost a second each), and
checks what issue #23 asks of the linked picture: no raw error or internal name, the Chinese
page without English moves, stepping that lights the position's cell, a selected cell worked out
with the table's value, the value history flat along the optimal line and stepping after a
mistake, random instances of both signs, practice mode's checking; and it takes the screenshots
of five games at desktop and phone width that docs/ shows.
"""

import json
import re
from pathlib import Path

import httpx
import pytest
from playwright.sync_api import expect
from visits import ready

import stonegame
from stonegame.core.instances import as_words
from stonegame.games import BUILT_IN
from stonegame.web.api import plain

DOCS = Path(__file__).parents[2] / "docs"

EVERY = [("stone-game", "3 9 1 2"), ("predict-the-winner", "1 5 2"), ("stone-game-ii", "2 7 9 4 4"),
         ("stone-game-iii", "1 2 3 7"), ("stone-game-iv", "7"), ("stone-game-v", "6 2 3 4 5 5"),
         ("stone-game-vi", "--alice 1 3 --bob 2 1"), ("stone-game-vii", "5 3 1 4 2"),
         ("stone-game-viii", "-1 2 -3 4 -5"), ("stone-game-ix", "2 1 3"), ("take-up-to:2", "1 2 3"),
         ("subtraction:1,3,4", "7"), ("nim", "1 2 3"), ("misere-nim", "1 2")]
"""Every game, and a member of every family, on a small instance."""

RAW = re.compile(r"stonegame: error|removed_mod_3|to_move|\bc[012]\b|--table|--trace|Traceback|undefined|NaN|"
                 r"\[object Object\]")
"""What a learner must never read: the command line's prefix and flags, a picture's field names, a script's slips."""
ENGLISH_MOVE = re.compile(r"\b(take|takes|remove|merge|split|keep|left|right|heap|stone|first|last)\b(?!-up-to)", re.I)
"""A move said in English; a family's name (take-up-to:3) is a name, the same in every language."""


@pytest.fixture(scope="module")
def tour(browser):
    opened = browser.new_page(viewport={"width": 1280, "height": 900})
    opened.set_default_timeout(20_000)
    problems = []
    opened.on("pageerror", lambda error: problems.append(str(error)))
    yield opened
    opened.close()
    assert problems == [], f"the page raised: {problems}"


def visit(page, server, query):
    page.goto(f"{server}/?{query}")
    ready(page)


def query(game, values, **more):
    return "&".join(f"{key}={value}" for key, value in {"game": game, "values": values.replace(" ", "+"),
                                                         **more}.items())


def solved(game, values):
    spec = stonegame.get_game(game)
    return stonegame.solve(spec, spec.instance.from_words(values.split()))


def prose(page) -> str:
    """The page's text without its code listings (the lesson's code names its variables c0, c1, ...)."""
    return page.evaluate("""() => [...document.querySelectorAll('pre')].reduce(
        (text, listing) => text.replace(listing.innerText, ''), document.body.innerText)""")


@pytest.mark.parametrize("game, values", EVERY, ids=[game for game, _ in EVERY])
def test_each_game_reads_cleanly_and_its_cells_are_linked_in_both_languages(tour, server, game, values):
    visit(tour, server, query(game, values))
    expect(tour.locator("#heat td.cell").first).to_be_visible()
    assert not RAW.search(prose(tour)), RAW.search(prose(tour))
    solution = solved(game, values)
    # stepping lights the cell of the position reached
    tour.keyboard.press("ArrowRight")
    after = solution.line[0].after
    if solution.scene.show(after) != []:  # the empty row is the end of the game, not a cell
        expect(tour.locator("#heat td.cell.here")).to_have_attribute("data-key", json.dumps(plain(solution.rules.key(
            after)), separators=(",", ":")))
    # a selected cell is worked out, and its value is the map's (a state with a move: the end is said in words)
    with_a_move = "(td) => byKey.get(td.dataset.key)?.children.length"
    cell = tour.locator("#heat td.cell").nth(tour.evaluate(
        f"[...document.querySelectorAll('#heat td.cell')].findIndex({with_a_move})"))
    key = cell.get_attribute("data-key")
    cell.click()
    expect(tour.locator("#why")).to_have_attribute("data-key", key)  # worked out: the panel follows the cell
    expect(tour.locator("#why")).not_to_have_attribute("aria-busy", "true")
    formula = tour.locator("#why .formula")
    expect(formula).to_have_attribute("data-value", re.compile(r"^-?\d+$"))
    value = int(formula.get_attribute("data-value"))
    states = json.loads(tour.evaluate(f"fetch('/api/trace?{query(game, values)}').then(r => r.text())"))["states"]
    assert value == next(state["value"] for state in states if json.dumps(state["key"], separators=(",", ":")) == key)
    assert tour.locator("#why .formula-text").inner_text().replace("−", "-").endswith(f"= {value}")
    # the same page in Chinese (the language switch asks again for every word): no English move left
    tour.click("#lang")
    expect(tour.locator("h1")).to_contain_text("演练场")
    expect(tour.locator("#play-moves .option").first).not_to_have_text(ENGLISH_MOVE)
    expect(tour.locator("#step-label")).not_to_have_text(re.compile(r"\b(?!Alice\b|Bob\b)[A-Za-z]{2,}"))  # in Chinese
    expect(tour.locator("#why .said")).not_to_have_text(ENGLISH_MOVE)  # the selected cell, worked out again
    said = " ".join(tour.locator(selector).inner_text() for selector in ("#moves", "#move-caption", "#play-moves",
                                                                        "#board-section", "#about", "h1"))
    assert not ENGLISH_MOVE.search(said), ENGLISH_MOVE.search(said)
    assert not RAW.search(prose(tour))


def test_the_value_history_is_flat_along_the_line_and_steps_after_a_mistake(tour, server):
    visit(tour, server, query("stone-game", "3 9 1 2"))
    dots = tour.locator("#chart circle")
    expect(dots).to_have_count(5)
    assert {dot.get_attribute("data-value") for dot in dots.all()} == {"7"}  # Alice wins by 7 all along
    tour.locator("#play-moves .option").filter(has_text="left 3").click()  # worth −5 to her: gives away 12
    expect(tour.locator("#grades li")).to_have_count(1)
    values = [int(dot.get_attribute("data-value")) for dot in tour.locator("#play-chart circle").all()]
    assert values[0] == 7 and values[-1] == -5, values  # a step down of 12 where the mistake was made
    expect(tour.locator("#play-chart line.history.down")).to_have_count(1)


def test_random_instances_of_iii_and_viii_have_both_signs(tour, server):
    for game in ("stone-game-iii", "stone-game-viii"):
        visit(tour, server, query(game, "1 2"))
        drawn: list[int] = []
        for _ in range(12):  # random rows: both signs show within a few (3 rows of 5 values missed one in 30)
            before = tour.input_value("#values")
            tour.click("#random")
            expect(tour.locator("#values")).not_to_have_value(before)
            expect(tour.locator("#busy")).to_have_text("")
            drawn += [int(value) for value in tour.input_value("#values").split()]
            if min(drawn) < 0 < max(drawn):
                break
        assert min(drawn) < 0 < max(drawn) and max(map(abs, drawn)) <= 9, drawn


def test_practice_accepts_a_right_answer_and_rejects_a_wrong_one(tour, server):
    visit(tour, server, query("stone-game", "3 9 1 2"))
    tour.click("#practice-toggle")
    expect(tour.locator("#practice-ask")).to_contain_text("Who wins")
    assert "+7" not in tour.locator("#moves").inner_text()  # the values are hidden
    tour.click("#practice-winner [data-winner=Alice]")
    expect(tour.locator("#practice-verdict")).to_have_text("Right.")
    tour.locator("#moves .option").filter(has_text="left 3").click()  # worth −5; the right 2 is worth +7
    expect(tour.locator("#practice-verdict")).to_have_text(
        "Not best: take the left 3 is worth −5; the best is worth +7.")
    expect(tour.locator("#practice-score")).to_have_text("score: 1 of 2")
    expect(tour.locator("#step-label")).to_contain_text("move 1 of 4")
    tour.click("#practice-winner [data-winner=Bob]")  # Bob to move, and Alice still wins by 7
    expect(tour.locator("#practice-verdict")).to_have_class("wrong")


def words(server, lang):
    """The page's words in ``lang``, as /api/words gives them to the page."""
    return httpx.get(f"{server}/api/words", params={"lang": lang}).json()["words"]


SWITCHES = [("en", "zh"), ("zh", "en")]


@pytest.mark.parametrize("lang, other", SWITCHES, ids=["to-zh", "to-en"])
def test_switching_language_mid_practice_keeps_the_move_question(tour, server, lang, other):
    said = words(server, other)
    visit(tour, server, query("stone-game-vii", "5 3 1 4 2", lang=lang))
    expect(tour.locator("#heat td.cell").first).to_be_visible()
    tour.click("#practice-toggle")
    tour.click("#practice-winner [data-winner=Alice]")  # right: Alice wins by 6
    tour.click("#lang")
    expect(tour.locator("h1")).to_contain_text(said["stonegame playground"])
    # the other language asks the same question, and the answer so far is said in it too
    expect(tour.locator("#practice-ask")).to_have_text(said["Which move is best here? Pick one."])
    expect(tour.locator("#practice-toggle")).to_have_text(said["Stop practising: show the values"])
    expect(tour.locator("#practice-verdict")).to_have_text(said["Right."])
    expect(tour.locator("#heat td.cell.secret")).to_have_count(14)  # the start's value alone is revealed
    tour.locator("#moves .option").last.click()  # the right 2: the best
    expect(tour.locator("#practice-verdict")).to_have_class("right")
    expect(tour.locator("#practice-ask")).to_have_text(said["Who wins from here with best play on both sides?"])
    expect(tour.locator("#practice-winner")).to_be_visible()


@pytest.mark.parametrize("lang, other", SWITCHES, ids=["to-zh", "to-en"])
def test_switching_language_mid_practice_keeps_the_cell_question(tour, server, lang, other):
    said = words(server, other)
    visit(tour, server, query("stone-game-vii", "5 3 1 4 2", lang=lang))
    tour.click("#quiz-toggle")
    key = json.loads(tour.locator("#heat td.cell.ask").get_attribute("data-key"))
    states = httpx.get(f"{server}/api/trace", params={"game": "stone-game-vii", "values": "5 3 1 4 2"}).json()["states"]
    tour.fill("#quiz-guess", str(next(state["value"] for state in states if state["key"] == key)))
    tour.click("#quiz-check")
    tour.click("#lang")
    expect(tour.locator("h1")).to_contain_text(said["stonegame playground"])
    # the next cell is asked in the other language, with its field and its button; the answered one stays shown
    expect(tour.locator("#quiz-toggle")).to_have_text(said["Stop predicting"])
    expect(tour.locator("#quiz-verdict")).to_have_text(said["Right."])
    expect(tour.locator("#heat td.cell.secret")).to_have_count(14)
    expect(tour.locator("#heat td.cell.ask")).to_have_count(1)
    expect(tour.locator("#quiz-ask")).not_to_have_text("")
    expect(tour.locator("#quiz-guess")).to_be_visible()
    expect(tour.locator("#quiz-check")).to_have_text(said["Check"])
    tour.fill("#quiz-guess", "1000")
    tour.click("#quiz-check")
    expect(tour.locator("#quiz-verdict")).to_have_class("wrong")
    expect(tour.locator("#heat td.cell.secret")).to_have_count(13)


def test_practice_waits_at_each_question_without_the_first_step_hint(tour, server):
    tour.goto(f"{server}/?game=stone-game")
    expect(tour.locator("body")).to_have_attribute("data-ready", "true")
    expect(tour.locator("#first-step")).to_be_visible()
    tour.click("#practice-toggle")
    expect(tour.locator("#first-step")).to_be_hidden()  # "press ›": not while › waits for an answer
    expect(tour.locator("#next")).to_be_disabled()
    tour.keyboard.press("ArrowRight")
    tour.keyboard.press("End")
    expect(tour.locator("#step-label")).to_contain_text("move 0 of 4")
    tour.click("#practice-winner [data-winner=Alice]")
    expect(tour.locator("#next")).to_be_disabled()  # the move question waits too
    tour.keyboard.press("ArrowRight")
    expect(tour.locator("#step-label")).to_contain_text("move 0 of 4")
    tour.locator("#moves .option").first.click()
    expect(tour.locator("#step-label")).to_contain_text("move 1 of 4")
    tour.click("#prev")  # an answered step: › goes on to the question, and no further
    expect(tour.locator("#next")).to_be_enabled()
    tour.click("#last")
    expect(tour.locator("#step-label")).to_contain_text("move 1 of 4")
    expect(tour.locator("#next")).to_be_disabled()


def test_predicting_the_cells_hides_the_play_s_grades_and_chart(tour, server):
    visit(tour, server, query("stone-game", "3 9 1 2"))
    tour.locator("#play-moves .option").filter(has_text="left 3").click()  # a mistake: graded and charted
    expect(tour.locator("#grades li")).to_have_count(1)
    expect(tour.locator("#play-chart circle").first).to_be_visible()
    tour.click("#quiz-toggle")
    expect(tour.locator("#grades")).to_be_hidden()
    expect(tour.locator("#play-chart circle")).to_have_count(0)
    expect(tour.locator("#hint")).to_be_disabled()  # a hint says a move's value too
    tour.click("#quiz-toggle")
    expect(tour.locator("#grades li")).to_be_visible()
    expect(tour.locator("#play-chart circle").first).to_be_visible()
    tour.click("#practice-toggle")  # and along the line
    expect(tour.locator("#grades")).to_be_hidden()
    expect(tour.locator("#play-chart circle")).to_have_count(0)


def test_practice_shows_an_answered_step_as_answered_when_stepped_back_to(tour, server):
    """Stepping back (‹) to a step already answered asks nothing again: its value is shown, the answers
    given there and their grades are kept, and the score does not count them twice."""
    visit(tour, server, query("stone-game", "3 9 1 2"))
    tour.click("#practice-toggle")
    tour.click("#practice-winner [data-winner=Bob]")  # wrong: Alice wins by 7
    tour.locator("#moves .option").filter(has_text="left 3").click()  # not best: worth −5, the right 2 +7
    expect(tour.locator("#step-label")).to_contain_text("move 1 of 4")
    expect(tour.locator("#practice-score")).to_have_text("score: 0 of 2")
    tour.click("#prev")
    expect(tour.locator("#step-label")).to_contain_text("move 0 of 4")
    expect(tour.locator("#practice-winner")).to_be_hidden()
    expect(tour.locator("#practice-ask")).not_to_contain_text("Who wins")
    expect(tour.locator("#practice-ask")).not_to_contain_text("Which move")
    verdict = tour.locator("#practice-verdict")
    expect(verdict).to_contain_text("Not so: with best play, Alice wins.")
    expect(verdict).to_contain_text("Not best: take the left 3 is worth −5; the best is worth +7.")
    expect(tour.locator("#heat td.cell.here")).to_have_text("7")  # its value, revealed
    expect(tour.locator("#why .formula")).to_have_attribute("data-value", "7")
    expect(tour.locator("#practice-score")).to_have_text("score: 0 of 2")
    # its moves are no question any more: the line's move plays it, as outside practice, and grades nothing
    tour.locator("#moves .option").filter(has_text="right 2").click()
    expect(tour.locator("#step-label")).to_contain_text("move 1 of 4")
    expect(tour.locator("#practice-score")).to_have_text("score: 0 of 2")
    expect(tour.locator("#practice-ask")).to_have_text("Who wins from here with best play on both sides?")
    expect(tour.locator("#practice-winner")).to_be_visible()


def test_practice_started_off_the_line_asks_the_line_s_question(tour, server):
    visit(tour, server, query("stone-game", "5 3 4 5"))
    tour.click("#heat td.cell[data-key='[0,1]']")  # off the optimal line
    expect(tour.locator("#step-label")).to_have_text("off the optimal line")
    tour.click("#practice-toggle")
    expect(tour.locator("#practice-ask")).to_have_text("Who wins from here with best play on both sides?")
    expect(tour.locator("#practice-winner")).to_be_visible()
    expect(tour.locator("#step-label")).to_contain_text("move 0 of 4")
    expect(tour.locator("#heat td.cell.here")).to_have_attribute("data-key", "[0,3]")
    # practising, a state selected off the line says no value is in the map, and › comes back to the question
    tour.click("#heat td.cell[data-key='[0,1]']")
    expect(tour.locator("#move-caption")).not_to_contain_text("in the map")
    expect(tour.locator("#practice-winner")).to_be_hidden()
    tour.click("#next")
    expect(tour.locator("#step-label")).to_contain_text("move 0 of 4")
    expect(tour.locator("#practice-ask")).to_have_text("Who wins from here with best play on both sides?")


SHOTS = [("stone-game", "3 9 1 2", 1), ("stone-game-ii", "2 7 9 4 4", 1), ("stone-game-iv", "7", 1),
         ("stone-game-vi", "--alice 1 3 5 --bob 2 1 4", 0), ("stone-game-viii", "-1 2 -3 4 -5", 1),
         ("stone-game-ix", "2 1 3 5", 1)]
"""The games docs/ shows, each a move in (VI at its start), in English and in Chinese."""


SIDEWAYS = """() => [...document.querySelectorAll('#why .formula, #why .formula .step, #code')]
    .filter((box) => box.scrollWidth > box.clientWidth + 1 || box.getBoundingClientRect().right
                     > document.querySelector('#why').getBoundingClientRect().right
                     && box.closest('#why'))
    .map((box) => `${box.id || box.className}: ${box.scrollWidth} > ${box.clientWidth}`)"""
"""The worked formula, its steps and the code listing that would scroll sideways (or stick out of their box)."""


@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
def test_screenshots_of_five_games(browser, server, width):
    shot = browser.new_page(viewport={"width": width, "height": 900}, device_scale_factor=1)
    try:
        for game, values, step in SHOTS:
            for lang in ("en", "zh"):
                visit(shot, server, query(game, values, lang=lang, step=step))
                expect(shot.locator("#heat td.cell.here")).to_be_visible()
                # the position shown is worked out beside the board without a click: every panel follows the line
                expect(shot.locator("#why")).to_have_attribute("data-key", shot.locator("#heat td.cell.here")
                                                                .get_attribute("data-key"))
                expect(shot.locator("#why .formula .step").first).to_be_visible()
                assert shot.evaluate(SIDEWAYS) == [], f"{game} at {width} px"
                scroll = shot.evaluate("document.documentElement.scrollWidth")
                assert scroll <= width + 1, f"{game} is {scroll} px wide on a {width} px screen"
                suffix = "" if lang == "en" else f"-{lang}"
                name = DOCS / f"playground-{game}-{'phone' if width < 600 else 'desktop'}{suffix}.png"
                bottom = shot.evaluate("document.getElementById('stage').getBoundingClientRect().bottom + scrollY")
                shot.screenshot(path=str(name), clip={"x": 0, "y": 0, "width": width, "height": bottom + 12},
                                full_page=True)
                assert name.stat().st_size > 10_000
    finally:
        shot.close()


def test_the_fill_animation_lights_the_line_of_the_lessons_code(tour, server):
    visit(tour, server, query("stone-game", "3 9 1 2"))
    tour.select_option("#order", "bottom_up")
    expect(tour.locator("#code-caption")).to_contain_text("solutions/table.py")
    tour.fill("#speed", "20")
    tour.click("#animate")
    expect(tour.locator("#code .code-line.lit")).to_contain_text("max(piles[i] - dp[i + 1][j]")
    expect(tour.locator("#anim-label")).to_have_text(re.compile("done"), timeout=30_000)


def test_the_recursion_tree_prunes_memo_hits(tour, server):
    visit(tour, server, query("stone-game", "3 9 1 2"))
    tour.click("#tree-box summary")
    calls = tour.locator("#tree .call")
    found = json.loads(tour.evaluate(f"fetch('/api/trace?{query('stone-game', '3 9 1 2')}').then(r => r.text())"))
    hits = sum(visit["cached"] for visit in found["top_down"])
    expect(tour.locator("#tree .call.hit")).to_have_count(hits)  # as many ↺ as the memo's own order has
    expect(calls).to_have_count(len(found["states"]) + hits)  # each state expanded once, each hit a leaf


def test_predicting_the_cells_accepts_a_right_value_and_rejects_a_wrong_one(tour, server):
    visit(tour, server, query("stone-game", "3 9 1 2"))
    tour.click("#quiz-toggle")
    expect(tour.locator("#heat td.cell.secret")).to_have_count(10)  # hidden: "?" in the page, not a transparent value
    asked = tour.locator("#heat td.cell.ask")
    key = json.loads(asked.get_attribute("data-key"))
    states = json.loads(tour.evaluate(f"fetch('/api/trace?{query('stone-game', '3 9 1 2')}').then(r => r.text())"))
    value = next(state["value"] for state in states["states"] if state["key"] == key)
    tour.fill("#quiz-guess", str(value))
    tour.click("#quiz-check")
    expect(tour.locator("#quiz-verdict")).to_have_text("Right.")
    tour.fill("#quiz-guess", "1000")
    tour.keyboard.press("Enter")
    expect(tour.locator("#quiz-verdict")).to_have_class("wrong")
    expect(tour.locator("#quiz-score")).to_have_text("score: 1 of 2")
    expect(tour.locator("#heat td.cell.secret")).to_have_count(8)


def test_the_start_page_is_877_and_a_new_game_loads_its_first_example(tour, server):
    tour.goto(f"{server}/")
    expect(tour.locator("body")).to_have_attribute("data-ready", "true")
    assert tour.input_value("#game") == "stone-game" and tour.input_value("#values") == "5 3 4 5"
    expect(tour.locator("h1")).to_contain_text("Stone Game (LeetCode 877)")
    tour.fill("#game", "stone-game-vi")
    tour.keyboard.press("Tab")  # the field's change: the old row would mean nothing to VI
    expect(tour.locator("#values")).to_have_value("--alice 1 3 --bob 2 1")
    expect(tour.locator("h1")).to_contain_text("Stone Game VI")
    expect(tour.locator("#error")).to_have_text("")
    tour.fill("#game", "stone-game-iv")
    tour.keyboard.press("Enter")  # a change and a submit at once: the example, not the old pair
    expect(tour.locator("#values")).to_have_value("1")
    expect(tour.locator("h1")).to_contain_text("Stone Game IV")
    expect(tour.locator("#error")).to_have_text("")
    assert tour.evaluate("fetch('/favicon.ico').then(r => r.status)") == 200
    # a solve in progress says so (the words are set before the request leaves), and the words go when it is done
    assert tour.evaluate("() => { document.getElementById('form').requestSubmit(); "
                         "return document.getElementById('busy').textContent; }") == "Solving…"
    expect(tour.locator("#busy")).to_have_text("")


def test_hovering_a_move_says_its_value_and_lights_the_state_it_leads_to(tour, server):
    visit(tour, server, query("stone-game", "3 9 1 2"))
    tour.locator("#moves .option").filter(has_text="left 3").hover()
    expect(tour.locator("#move-info")).to_have_text(
        "−5 for the mover (own − opponent's); leaves [9, 1, 2]")
    expect(tour.locator("#heat td.cell.preview")).to_have_attribute("data-key", "[1,3]")
    # the story's lit sentence tells the move played from the position shown, and its worth is this state's
    lit = tour.locator("#story .sentence.here").first
    expect(lit).to_have_text(re.compile(r"^1\. Alice takes the right 2.*Worth \+7 to Alice"))
    tour.keyboard.press("ArrowRight")  # Bob to move at (0,2), worth −5 to him: the sentence of his move
    expect(tour.locator("#heat td.cell.here")).to_have_text("-5")
    expect(lit).to_have_text(re.compile(r"^2\. Bob takes the left 3.*Worth −5 to Bob"))
    visit(tour, server, query("stone-game", "3 9 1 2", lang="zh", step=3))
    expect(tour.locator("#story .sentence.here").first).to_have_text(re.compile("^第 4 步"))


def test_a_mistake_by_bob_is_red_for_bob(tour, server):
    visit(tour, server, query("stone-game", "5 3 4 5", side="bob"))
    expect(tour.locator("#play-chart circle")).to_have_count(2)  # the computer's (Alice's) first move
    tour.locator("#play-moves .option").filter(has_text="left 3").click()  # Bob's best is the right 5
    expect(tour.locator("#grades li.lost")).to_have_count(1)
    expect(tour.locator("#play-chart line.history.down")).to_have_count(1)  # up for Alice, but Bob's loss


def test_the_write_ups_table_is_beside_with_its_conversion(tour, server):
    visit(tour, server, query("stone-game-ii", "2 7 9 4 4"))
    tour.click("#dp-box summary")
    expect(tour.locator("#dp table.dp")).to_contain_text("10")  # the write-up's "most stones": Alice's 10
    expect(tour.locator("#dp-convert")).to_have_text(
        "On this page the start is worth −6 to Alice: her 10 − Bob's 16, whatever form the write-up's cells take.")
    expect(tour.locator("#heat td.cell[data-key='[0,1]']")).to_have_text("-6")  # the map's start: the same −6


PANELS = """() => [...document.querySelectorAll(
        'header, main section, #moves, #move-info-box, #moves-legend, #history-box')]
    .map((box) => { const r = box.getBoundingClientRect();
                    return [box.id || box.tagName, r.x + scrollX, r.y + scrollY, r.width, r.height]; })"""
"""Where the page's panels are, and how large: what a layout shift would change."""


@pytest.mark.parametrize("width", [1280, 390], ids=["desktop", "phone"])
def test_hovering_or_focusing_a_move_shifts_nothing_on_the_page(browser, server, width):
    """A move's words (its value, what it leaves) show on hover or focus in a room kept for the longest
    of them: no panel below the moves moves, in either language, on a laptop or a phone. Each game is read in one
    language, in turn: the walk of everything pointed at (below) covers every move's box on 877 and IX."""
    page = browser.new_page(viewport={"width": width, "height": 900})
    try:
        for game, values, langs in [("stone-game", "3 9 1 2", ("zh",)), ("stone-game-ix", "2 1 3", ("en",)),
                                    ("stone-game-viii", "-1 2 -3 4 -5", ("en", "zh"))]:
            for lang in langs:
                visit(page, server, query(game, values, lang=lang))
                expect(page.locator("#why .formula")).to_be_visible()  # every panel drawn: nothing else arrives
                before = page.evaluate(PANELS)
                options = page.locator("#moves .option")
                assert options.count() >= 2, game
                for option in options.all():
                    option.hover()
                    expect(page.locator("#move-info")).not_to_be_empty()
                    assert page.evaluate(PANELS) == before, f"hovering a move of {game} ({lang}) moved a panel"
                    page.mouse.move(0, 0)
                    option.focus()
                    expect(page.locator("#move-info")).not_to_be_empty()
                    assert page.evaluate(PANELS) == before, f"focusing a move of {game} ({lang}) moved a panel"
                    option.blur()
                    expect(page.locator("#move-info")).to_be_empty()
    finally:
        page.close()


LAID_OUT = """() => [...document.querySelectorAll(`header, main section, details, #moves, #move-info-box, #moves-legend,
        #history-box, #why, #story, #heat td, #heat th, #tree .call, #board .pile, #play-board .pile`)].map((box) => {
    // where each box sits in the page, scrolled boxes unscrolled: focusing a cell scrolls the map into view,
    // which moves nothing in the page's layout
    const r = box.getBoundingClientRect();
    let x = r.x, y = r.y;  // the page's own scroll is its root's, counted below
    for (let above = box.parentElement; above; above = above.parentElement) {
        x += above.scrollLeft;
        y += above.scrollTop;
    }
    return [x, y, r.width, r.height].map((v) => Math.round(v * 10) / 10);
})"""

POINTED = ("button, [tabindex], a[href], select, summary, #tree .call, #story .sentence, #chart circle, "
           "#play-chart circle, #board .pile")
"""Everything a learner may point at or focus: buttons, the map's cells, piles, the tree's calls, the chart's dots."""

KINDS = """(targets) => {
    // the visible targets, two of each kind (tag, classes, the panel it is in): a rule for :hover or :focus
    // styles a kind, so a third cell of the map or dot of a chart tells nothing the first two did not
    const seen = new Map();
    return targets.flatMap((node, k) => {
        if (!node.checkVisibility()) return [];
        const kind = `${node.tagName} ${node.className.baseVal ?? node.className} ${node.closest('[id]')?.id}`;
        seen.set(kind, (seen.get(kind) || 0) + 1);
        return seen.get(kind) <= 2 ? [k] : [];
    });
}"""


@pytest.mark.parametrize("width, game, values, lang", [(1280, "stone-game", "3 9 1 2", "en"),
                                                      (390, "stone-game-ix", "2 1 3 5", "zh")],
                         ids=["desktop", "phone"])
def test_pointing_at_or_focusing_anything_shifts_nothing_on_the_page(browser, server, width, game, values, lang):
    """Not only the map's cells and the moves: hovering or focusing any button, pile, call of the recursion tree,
    sentence of the story or dot of a chart moves no box of the page, with every panel open and a game being
    played: 877 in English on a desktop, IX in Chinese on a phone (#38)."""
    page = browser.new_page(viewport={"width": width, "height": 900})
    try:
        visit(page, server, query(game, values, lang=lang, step=1))
        expect(page.locator("#why .formula")).to_be_visible()
        page.click("#tree-box summary")
        page.click("#dp-box summary")
        page.locator("#play-moves .option").first.click()
        expect(page.locator("#play-chart circle").first).to_be_attached()
        page.mouse.move(0, 0)
        before = page.evaluate(LAID_OUT)
        targets = page.locator(POINTED)
        for k in targets.evaluate_all(KINDS):
            target = targets.nth(k)
            said = target.evaluate("(node) => `${node.tagName} ${node.id} ${node.textContent.slice(0, 30)}`")
            target.hover()
            assert page.evaluate(LAID_OUT) == before, f"pointing at {said} ({game}, {lang}) moved a box"
            page.mouse.move(0, 0)
            target.focus()
            assert page.evaluate(LAID_OUT) == before, f"focusing {said} ({game}, {lang}) moved a box"
            target.blur()
    finally:
        page.close()


BAND = """() => {
    // the band under the moves as a learner sees it: its height, the words shown in it (not the room kept
    // for a move's words, which is unseen) and how much of its height they cover
    const box = document.getElementById('move-info-box');
    const shown = [...box.children].filter((node) => node.innerText.trim()
        && getComputedStyle(node).visibility === 'visible' && !node.closest('[hidden]'));
    const rects = shown.map((node) => { const words = document.createRange(); words.selectNodeContents(node);
                                        return words.getBoundingClientRect(); });  // the words, not their box
    return { height: box.getBoundingClientRect().height, line: parseFloat(getComputedStyle(box).lineHeight),
             words: shown.map((node) => node.innerText).join(' '),
             covered: rects.length ? Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top))
                                   : 0 };
}"""


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_band_under_the_moves_is_not_blank_before_a_move_is_hovered_on_a_phone(browser, server, lang):
    """The band kept for a move's words (so that hovering shifts nothing) says something before any move
    is hovered or focused, in the page's language: no band of nothing at phone width. IX's moves say what
    they leave in the game's own words (its counts by residue), not every field of its picture: the room
    kept for the longest is no taller than the legend shown before a hover (#38)."""
    page = browser.new_page(viewport={"width": 390, "height": 844})
    try:
        for game, values in [("stone-game", "3 9 1 2"), ("stone-game-ii", "2 7 9 4 4"), ("stone-game-ix", "2 1 3 5")]:
            visit(page, server, query(game, values, lang=lang, step=1))
            expect(page.locator("#why .formula")).to_be_visible()
            band = page.evaluate(BAND)
            assert band["words"], f"{game} ({lang}): the band under the moves is blank"
            assert band["height"] - band["covered"] < band["line"], f"{game} ({lang}): a blank line in the band {band}"
            if lang == "zh":
                assert not re.search(r"[A-Za-z]{2,}", band["words"]), band["words"]
    finally:
        page.close()


@pytest.mark.parametrize("values", ["6 2 3 4 5 5", "6 2 3 4 5 5 7 1 2 8 3 9"], ids=["example", "12-stones"])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_why_formula_is_never_drawn_below_11_px_on_a_phone(browser, server, values, lang):
    """A step of V's worked formula too wide for a phone is drawn smaller, down to 11 px and no further:
    one still too wide scrolls sideways inside its own box (by touch or pointer: the formula is hidden from a
    screen reader, which reads its plain text, so Tab never stops on it), and nothing sticks out of the panel."""
    page = browser.new_page(viewport={"width": 390, "height": 900})
    try:
        visit(page, server, query("stone-game-v", values, lang=lang))
        expect(page.locator("#why .formula .step").first).to_be_visible()
        steps = page.evaluate("""() => [...document.querySelectorAll('#why .formula .step')].map((step) => ({
            size: parseFloat(getComputedStyle(step).fontSize), wide: step.scrollWidth > step.clientWidth + 1,
            scrolls: getComputedStyle(step).overflowX === 'auto',
            right: step.getBoundingClientRect().right
                   - document.getElementById('why').getBoundingClientRect().right}))""")
        assert min(step["size"] for step in steps) >= 11, steps
        assert all(step["scrolls"] for step in steps if step["wide"]), steps  # too wide: it scrolls
        assert all(step["right"] <= 1 for step in steps), steps
        assert hidden_tab_stops(page, "#why") == [], "Tab stops on a formula hidden from a screen reader"
    finally:
        page.close()


def hidden_tab_stops(page, panel):
    """The elements of ``panel`` that Tab reaches though they are hidden from a screen reader (inside
    aria-hidden): a stop where it hears nothing, or the formula said a second time (#38)."""
    page.evaluate("""(panel) => { const start = document.querySelector(panel);
        start.tabIndex = -1; start.focus(); start.removeAttribute('tabindex'); }""", panel)
    found = []
    for _ in range(20):  # Tab out of the panel: its few stops (a move's button, a link), then on
        page.keyboard.press("Tab")
        where = page.evaluate("""(panel) => { const at = document.activeElement;
            return at.closest(panel) ? [at.className, Boolean(at.closest('[aria-hidden=true]'))] : null; }""", panel)
        if where is None:
            break
        if where[1]:
            found.append(where[0])
    return found


CHARTS = """() => [...document.querySelectorAll('#chart svg, #play-chart svg')].map((picture) => {
    // each value history as drawn: its texts' size on the screen (the font scaled as the picture is), whether a
    // text sticks out of the picture, the value ticks, and how far the highest dot is below the top tick
    const box = picture.getBoundingClientRect();
    const scale = box.width / picture.viewBox.baseVal.width;
    const texts = [...picture.querySelectorAll('text')].map((text) => {
        const r = text.getBoundingClientRect();
        return { said: text.textContent, px: parseFloat(getComputedStyle(text).fontSize) * scale,
                 out: r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5
                      || r.bottom > box.bottom + 0.5 };
    });
    const ticks = [...picture.querySelectorAll('text.tick[text-anchor=end]')];
    const top = Math.min(...ticks.map((tick) => tick.getBoundingClientRect().top
                                                + tick.getBoundingClientRect().height / 2));
    const dots = [...picture.querySelectorAll('circle')].map((dot) => dot.getBoundingClientRect().top
                                                                       + dot.getBoundingClientRect().height / 2);
    const over = (a, b) => a.left < b.right + 2 && b.left < a.right + 2 && a.top < b.bottom + 2
                           && b.top < a.bottom + 2;  // within 2 px: touching reads as one mark ("5●")
    const covered = [...picture.querySelectorAll('text')].filter((text) => [...picture.querySelectorAll('circle')]
        .some((dot) => over(text.getBoundingClientRect(), dot.getBoundingClientRect())))
        .map((text) => text.textContent);
    return { id: picture.parentElement.id, texts, values: ticks.map((tick) => tick.textContent),
             room: Math.min(...dots) - top, covered };
})"""
"""The value histories on the page (the line's, and the game played's once a move is made), as a learner reads them."""


@pytest.mark.parametrize("width", [390, 1280], ids=["phone", "desktop"])
def test_the_value_history_reads_at_phone_and_desktop_width(browser, server, width):
    """The value history (the line's and the game played's) has integer ticks for integer values, text at least
    11 px high on the screen, titles inside the picture, and no dot on the top tick or on a tick's label (the
    line's first dot beside the value axis), in both languages (#38:
    a phone's 5 px text, ticks 0.5, 46.5, 3.5, a marker over the top tick; the y-axis title cut on a desktop)."""
    page = browser.new_page(viewport={"width": width, "height": 900})
    try:
        # the axes' titles are the words that differ: both languages on the first row, then one a row, in turn
        for game, values, langs in [("stone-game", "3 9 1 2", ("en", "zh")), ("stone-game", "300 900 100 201", ("zh",)),
                                    ("stone-game-iv", "7", ("en",)), ("stone-game-iv", "1", ("zh",)),
                                    ("stone-game-viii", "-1 2 -3 4 -5", ("en",)),
                                    ("stone-game-vi", "--alice 1 3 5 --bob 2 1 4", ("zh",)),  # the first dot on 5
                                    ("stone-game-viii", " ".join(["10000"] * 300), ("en",))]:  # ticks of 4.0e+6
            for lang in langs:
                visit(page, server, query(game, values, lang=lang))
                expect(page.locator("#chart circle").first).to_be_attached()
                charts = page.evaluate(CHARTS)  # at the start, its dot the larger: the current step's
                page.locator("#play-moves .option").first.click()  # a move played: its own history is drawn
                expect(page.locator("#play-chart circle").first).to_be_attached()
                charts += page.evaluate(CHARTS)
                assert [chart["id"] for chart in charts] == ["chart", "chart", "play-chart"], charts
                for chart in charts:
                    where = (game, values, lang, chart["id"])
                    integers = r"-?\d+|-?\d\.\de\+\d+"  # past a million in powers of ten: 4.0e+6
                    assert all(re.fullmatch(integers, value) for value in chart["values"]), (where, chart["values"])
                    assert min(text["px"] for text in chart["texts"]) >= 11, (where, chart["texts"])
                    assert not [text["said"] for text in chart["texts"] if text["out"]], (where, chart["texts"])
                    assert chart["room"] > 1, (where, chart["room"])  # the highest dot is below the top tick
                    assert chart["covered"] == [], (where, chart["covered"])  # no dot on or against a tick's label
    finally:
        page.close()


def test_small_words_read_right_in_both_languages(tour, server):
    """A Chinese label takes the full-width colon; a board's caption after a sentence starts with a capital."""
    visit(tour, server, query("stone-game-iii", "1 2 3 7", lang="zh"))
    expect(tour.locator("#about")).to_contain_text("石子游戏 III（LeetCode 1406）：拿走")
    visit(tour, server, query("stone-game-ix", "2 1 3", lang="zh"))
    expect(tour.locator("#board .tags")).to_contain_text("已拿走的总和 mod 3：0")
    assert tour.locator("#heat td.cell").first.get_attribute("title").count("：") == 1  # the state's name: its value
    visit(tour, server, query("stone-game-iii", "1 2 3 7"))
    expect(tour.locator("#about")).to_contain_text("Stone Game III (LeetCode 1406): take")
    visit(tour, server, query("stone-game-iv", "7"))
    tour.locator("#heat td.cell[data-key='2']").click()
    expect(tour.locator("#board-note")).to_have_text(
        "Showing a state off the optimal line: (2). The squares the player to move may remove: 1")
    # Chinese sentences follow one another without a space; II's last pile is said as one pile, not "1 to 1"
    visit(tour, server, query("stone-game-ii", "2 7 9 4 4", lang="zh"))
    tour.locator("#heat td.cell[data-key='[4,1]']").click()
    expect(tour.locator("#board-note")).to_have_text(
        "正在显示一个不在最优路线上的状态：(4,1)。状态图把这个状态 (4,2) 记在它的记忆化键 (4,1) 之下："
        "键相同的状态，值也相同。M = 2：只剩一堆，轮到的一方只能拿走它")
    expect(tour.locator("#convention")).to_have_text(re.compile(r"得分。每堆石子"))
    visit(tour, server, query("stone-game-ii", "2 7 9 4 4"))
    tour.locator("#heat td.cell[data-key='[4,1]']").click()
    expect(tour.locator("#board-note")).to_have_text(
        "Showing a state off the optimal line: (4,1). The map files this state, (4,2), under its memo key "
        "(4,1): states with one key have one value. M = 2: one pile is left, and the player to move must take it")
    expect(tour.locator("#convention")).to_have_text(re.compile(r"from there\. Piles keep"))


WRAPPED = """() => [...document.querySelectorAll('#moves .option')].map((option) => {
    const style = getComputedStyle(option);
    const inside = option.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    return [option.innerText, Math.round(inside / parseFloat(style.lineHeight))];
}).filter(([, lines]) => lines > 1)"""
"""The moves under the board whose button takes more than one line (its ★ included)."""

IX_MOVES = {"en": ["remove a stone ≡ 0 (sum 3 ≡ 0)", "remove a stone ≡ 1 (sum 1 ≡ 1)",
                   "remove a stone ≡ 2 (sum 5 ≡ 2)"],
            "zh": ["拿走一颗余 0 的石子（总和 3 ≡ 0）", "拿走一颗余 1 的石子（总和 1 ≡ 1）",
                   "拿走一颗余 2 的石子（总和 5 ≡ 2）"]}
"""IX's first moves on 5 1 2 4 3, as its buttons say them."""


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_ix_s_moves_are_short_enough_for_one_line_each_on_a_phone(browser, server, lang):
    """IX's move says the residue it removes and the removed sum it makes, as the board names them, and no
    more: at 390 px each move's button is one line at every step of the line, in both languages (#38)."""
    page = browser.new_page(viewport={"width": 390, "height": 844})
    try:
        visit(page, server, query("stone-game-ix", "5 1 2 4 3", lang=lang))
        expect(page.locator("#moves .option")).to_have_text(IX_MOVES[lang])  # stones ≡ 2, 1, 2, 1, 0: sums 3, 1, 5
        label = words(server, lang)["move {step} of {moves}"]
        for step in range(5):
            expect(page.locator("#step-label")).to_contain_text(label.format(step=step, moves=5))
            expect(page.locator("#moves .option").first).to_be_visible()
            assert page.evaluate(WRAPPED) == [], f"move {step} ({lang})"
            page.click("#next")
    finally:
        page.close()



LINES = """(selector) => [...document.querySelectorAll(selector)].map((option) => {
    // the text of each line of an element, as laid out: its characters grouped by the line they sit on
    const lines = [];
    const walker = document.createTreeWalker(option, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const box = range.getClientRects()[0];
            if (!box || !box.width) continue;
            const last = lines[lines.length - 1];
            if (last && Math.abs(box.top - last.top) < box.height / 2) last.text += node.data[i];
            else lines.push({ top: box.top, text: node.data[i] });
        }
    }
    return lines.map((line) => line.text.trim());
})"""
"""Each element the selector names (the moves' buttons under the board), as the lines a learner reads."""

STATEMENT = [(game.slug, " ".join(as_words(game.instance, game.validate(game.statement_examples[0][0]))))
             for game in BUILT_IN.values()]
"""The first statement example of every built-in game: the one a link with only the game opens."""


def badly_wrapped(lines):
    """Why a button's lines read badly: more than two, a line that ends inside a bracketed aside
    ("(11 |" over "14)"), or a last line of a few characters ("2)", "Bob)")."""
    opened = [line.count("(") + line.count("（") - line.count(")") - line.count("）") for line in lines]
    if len(lines) > 2:
        return "more than two lines"
    if any(opened[:-1]):
        return "a line ends inside an aside"
    if len(lines) == 2 and 4 * len(lines[1]) < len("".join(lines)):
        return "a short last line"
    return None


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_every_move_reads_in_at_most_two_even_lines_on_a_phone(browser, server, lang):
    """At 390 px a move too long for one line wraps between its parts, before or after a bracketed aside: no line
    ends inside one, and no last line is a short orphan ("(M becomes / 2)", VI's "Bob)", V's "11"), at every step
    of each game's first statement example, in both languages (#38)."""
    page = browser.new_page(viewport={"width": 390, "height": 844})
    bad = []
    try:
        for game, values in STATEMENT:
            visit(page, server, query(game, values, lang=lang))
            moves = page.evaluate("solution.line.length")
            for step in range(moves):
                page.wait_for_function(f"state.step === {step}")
                expect(page.locator("#moves .option").first).to_be_visible()
                buttons = page.evaluate(LINES, "#moves .option")
                bad += [(game, values, step, lines, badly_wrapped(lines)) for lines in buttons if badly_wrapped(lines)]
                page.click("#next")
    finally:
        page.close()
    assert bad == []



@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_step_label_puts_the_score_on_a_line_of_its_own_on_a_phone(browser, server, lang):
    """At 390 px "move 1 of 3" and "Score: Alice 2, Bob 0" do not fit one line beside the step buttons: the score
    takes the second line whole, never broken after "Alice 2," (#38); at 1280 px both share one line."""
    said = words(server, lang)
    for width, rows in ((390, 2), (1280, 1)):
        page = browser.new_page(viewport={"width": width, "height": 844})
        try:
            for game, values in (("stone-game-ii", "2 7 9 4 4"), ("stone-game-vii", "7 90 5 1 100 10 10 2")):
                visit(page, server, query(game, values, lang=lang))
                moves = page.evaluate("solution.line.length")
                totals = {"Alice": 0, "Bob": 0}
                for step in range(moves + 1):
                    page.wait_for_function(f"state.step === {step}")
                    parts = [said["move {step} of {moves}"].format(step=step, moves=moves),
                             said["Score: Alice {alice}, Bob {bob}"].format(alice=totals["Alice"], bob=totals["Bob"])]
                    [lines] = page.evaluate(LINES, "#step-label")
                    assert lines == parts if rows == 2 else lines == ["".join(parts)], (width, step, lines)
                    if step < moves:
                        move = page.evaluate("solution.line[state.step]")
                        totals[move["player"]] += move["gain"]
                        page.click("#next")
        finally:
            page.close()


PILES_KEEP = "Piles keep the index they had at the start, counted from 0 as the code counts (#0, #1, …)."
"""The sentence that says what the board's #0, #1, … are."""


@pytest.mark.parametrize("lang", ["zh"])  # the page decides it before it says it in a language
def test_the_piles_index_is_explained_only_where_the_board_numbers_piles(tour, server, lang):
    """The convention says piles keep their index (#0, #1, …) where the board draws one under each pile (a row:
    877, VI's two rows, nim's heaps), and not on IV's heap of n stones nor IX's counts by residue (#38)."""
    said = words(server, lang)[PILES_KEEP]
    numbered = {}
    for game, values in EVERY:
        visit(tour, server, query(game, values, lang=lang))
        expect(tour.locator("#convention")).not_to_be_empty()
        indices = [label for label in tour.locator("#board .pile .label").all_inner_texts() if label.startswith("#")]
        numbered[game] = bool(indices)
        assert (said in tour.locator("#convention").inner_text()) == bool(indices), (game, indices)
    assert not numbered["stone-game-iv"] and not numbered["stone-game-ix"]
    assert numbered["stone-game"] and numbered["stone-game-vi"] and numbered["nim"]


SPACED = {"en": ["Alice (computer) plays take the right 2. Your move, Bob. Score: Alice 2, Bob 0",
                 "Not so: with best play, Alice wins. Right: take the right 2 is best."],
          "zh": ["Alice（电脑）拿走右边的 2。轮到你了，Bob。比分：Alice 2，Bob 0",
                 "不对：双方都走最优策略时，Alice 获胜。答对了：拿走右边的 2 是最好的一步。"]}
"""The play's status after the computer's first move, and a step's two practice verdicts, as each language
joins sentences: a space between two in English, none in Chinese, and nothing after the last."""


HAN_SPACE_HAN = re.compile(r"[\u4e00-\u9fff] [\u4e00-\u9fff]")
"""A space between two Chinese characters: Chinese words take none (a move's phrase filled in after "最好的一步")."""


def test_the_chinese_summary_and_grades_put_no_space_between_two_chinese_words(tour, server):
    """The summary's method and a grade's best move are Chinese words filled into a Chinese sentence: no space
    between them (it read "方法 自底向上填表", "最好的一步 拿走右边的 2") (#38)."""
    for game, values, mistake in (("stone-game", "3 9 1 2", 0), ("stone-game-ii", "1 2 3 4 5 100", 1)):
        visit(tour, server, query(game, values, lang="zh"))
        tour.locator("#play-moves .option").nth(mistake).click()  # not the best: graded with the best named
        expect(tour.locator("#grades li.lost")).to_have_count(1)
        for selector in ("#summary", "#grades", "#play-status"):
            said = tour.locator(selector).inner_text()
            assert not HAN_SPACE_HAN.search(said), (game, selector, said)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_sentences_in_elements_of_their_own_are_spaced_as_the_language_spaces_them(tour, server, lang):
    """The play's status (the computer's reply, "your move", the score) and the verdicts of a step answered in
    practice are elements of their own, joined as the catalogs join two sentences: no "。 " in Chinese, and no
    element ends with a space (#38)."""
    status, verdicts = SPACED[lang]
    visit(tour, server, query("stone-game", "3 9 1 2", side="bob", lang=lang))
    expect(tour.locator("#play-status")).to_have_text(status, use_inner_text=False)
    tour.click("#practice-toggle")
    tour.click("#practice-winner [data-winner=Bob]")  # wrong: Alice wins by 7
    tour.locator("#moves .option").nth(1).click()  # right: the right 2
    tour.click("#prev")
    expect(tour.locator("#practice-verdict")).to_have_text(verdicts)
    for selector in ("#play-status > *", "#practice-verdict > *"):
        assert not [text for text in tour.locator(selector).all_text_contents() if text != text.strip()], selector
    tour.click("#practice-toggle")


@pytest.mark.parametrize("game, values, again", [("stone-game-viii", "-1 2 -3 4 -5", 1), ("stone-game-iv", "17", 6)],
                         ids=["viii", "iv"])
def test_practice_stops_at_every_step_even_one_whose_values_were_revealed_before(tour, server, game, values, again):
    """Practising, › (and », →, End) stops at every step of the line until its move is picked there, even at a
    step whose state and options were all revealed before, as other steps' options (VIII's last merge; IV's 17 at
    move 6): the step asks its questions, and neither its caption, its moves nor "Why this value" says its best
    move before the learner picks one (#38)."""
    visit(tour, server, query(game, values))
    expect(tour.locator("#heat td.cell").first).to_be_visible()
    moves = tour.evaluate("solution.line.length")
    tour.click("#practice-toggle")
    for step in range(moves):
        # a win/lose game's label keeps the line's length to itself while practising: it tells who moves last
        label = re.compile(rf"^move {step}( of {moves})?(\D|$)")
        expect(tour.locator("#step-label")).to_have_text(label)
        if step == again:  # every value this step asks about is in the map already
            assert tour.evaluate("[keyAt(state.step), ...solution.line[state.step].alternatives.map((o) => "
                                 "JSON.stringify(o.key))].every((key) => practice.revealed.has(key))"), game
        for question in ("winner", "move"):
            expect(tour.locator("#next")).to_be_disabled()
            for key in ("ArrowRight", "End"):
                tour.keyboard.press(key)
                expect(tour.locator("#step-label")).to_have_text(label)
            expect(tour.locator("#moves .option.chosen")).to_have_count(0)
            expect(tour.locator("#move-caption")).not_to_contain_text("★")
            if question == "winner":
                tour.click("#practice-winner [data-winner=Alice]")
            else:
                expect(tour.locator("#why .formula")).to_have_count(0)
                best = tour.evaluate("said(solution.line[state.step].said)")
                tour.locator("#moves .option").filter(has_text=re.compile(f"^{re.escape(best)}$")).click()
                expect(tour.locator("#practice-verdict")).to_have_class("right")
    expect(tour.locator("#step-label")).to_have_text(re.compile(rf"^move {moves}( of {moves})?(\D|$)"))
    tour.click("#first")  # every step answered: › goes one step at a time, stopping at each
    for step in range(1, moves + 1):
        tour.click("#next")
        expect(tour.locator("#step-label")).to_have_text(re.compile(rf"^move {step}( of {moves})?(\D|$)"))


ENDINGS = [("stone-game-ii", "2 7 9 4 4", "The map files this state, (3,2), under its memo key (3,1): states with one "
            "key have one value. M = 2: the player to move may take the first 1 to 2 piles (at most 2M)", ""),
           ("stone-game-iii", "1 2 3 7", "the player to move must take the first stone", ""),
           ("stone-game-viii", "-1 2 -3 4 -5", "the first stone is #0–#3 merged, 2: a move merges it with 1 or more "
            "of the next and scores the sum", "every stone is merged into one, −3: the game is over")]
"""The board's caption at the line's last move and at its end: what the rules let the player to move do there."""


@pytest.mark.parametrize("game, values, last, end", ENDINGS, ids=[game for game, *_ in ENDINGS])
def test_the_board_s_caption_says_what_is_left_to_do_at_the_last_move_and_at_the_end(tour, server, game, values,
                                                                                       last, end):
    """Where one stone is left the caption says so, not "the first 1 to 1 stones"; at the end of the line it says
    no move ("the first 1 to 0 piles", or VIII's "a move merges it with 1 or more of the next") (#38)."""
    visit(tour, server, query(game, values))
    moves = tour.evaluate("solution.line.length")
    tour.keyboard.press("End")
    tour.keyboard.press("ArrowLeft")
    expect(tour.locator("#step-label")).to_contain_text(f"move {moves - 1} of {moves}")
    expect(tour.locator("#board-note")).to_have_text(last)
    tour.keyboard.press("End")
    expect(tour.locator("#step-label")).to_contain_text(f"move {moves} of {moves}")
    expect(tour.locator("#board-note")).to_have_text(end)


def test_the_why_formula_is_seen_once_and_read_once(tour, server):
    """"Why this value" draws its formula once (the MathML); its plain text is kept for a screen reader, which
    reads it alone (the MathML is hidden from it), and takes no room on the screen (#38)."""
    visit(tour, server, query("stone-game", "3 9 1 2"))
    expect(tour.locator("#why .formula")).to_have_attribute("data-value", "7")
    text = tour.locator("#why .formula-text")
    assert text.inner_text() == "dp[0][3] = max(3 − dp[1][3], 2 − dp[0][2]) = max(3 − 8, 2 − (−5)) = 7"
    box = text.bounding_box()
    assert box["width"] <= 1 and box["height"] <= 1, box
    assert tour.locator("#why").aria_snapshot().count("= 7") == 1


@pytest.mark.parametrize("game, values", [("stone-game-iv", "7"), ("nim", "1 2 3"), ("stone-game", "3 9 1 2")],
                         ids=["iv", "nim", "877"])
def test_the_board_is_as_tall_as_its_content_and_steady_while_stepping(tour, server, game, values):
    """No empty band under a short board (IV's heap); stepping through the line (the piles go) moves nothing
    below the board (#38)."""
    visit(tour, server, query(game, values))
    board = tour.locator("#board").bounding_box()
    drawn = tour.locator("#board > *").first.bounding_box()
    assert board["height"] <= drawn["height"] + 12 + 1, (board, drawn)  # its padding: 6 px above and below
    for step in range(1, tour.evaluate("solution.line.length") + 1):
        tour.keyboard.press("ArrowRight")
        expect(tour.locator("#step-label")).to_contain_text(f"move {step} of")
        assert abs(tour.locator("#board").bounding_box()["height"] - board["height"]) < 0.5, step


def test_a_board_names_no_cell_of_a_map_that_is_not_drawn(tour, server):
    """Stone Game II on 100 piles has too many states for the map: the board's note does not say where the map
    files the state (#38)."""
    visit(tour, server, query("stone-game-ii", "+".join(str(i % 7 + 1) for i in range(100))))
    expect(tour.locator("#heat")).to_contain_text("too many states to draw")
    tour.keyboard.press("End")
    tour.keyboard.press("ArrowLeft")
    expect(tour.locator("#board-note")).to_contain_text("M = 24")  # the state the map would file under (78,11)
    expect(tour.locator("#board-note")).not_to_contain_text("map")
    expect(tour.locator("#play-board")).not_to_contain_text("map")


ENDS = [("nim", "1 2 3", "en", "The game is over: no move is left, so the player to move has lost."),
        ("nim", "1 2 3", "zh", "对局已结束：已经无路可走，轮到的一方输了。"),
        ("misere-nim", "1 2", "en", "The game is over: no move is left, so the player to move has won."),
        ("stone-game-iv", "7", "zh", "对局已结束：已经无路可走，轮到的一方输了。"),
        ("stone-game-vi", "--alice 1 3 --bob 2 1", "en", "The game is over: nothing is left to work out.")]


@pytest.mark.parametrize("game, values, lang, end", ENDS, ids=[f"{game}-{lang}" for game, _, lang, _ in ENDS])
def test_why_this_value_says_the_end_of_the_game_in_a_sentence(tour, server, game, values, lang, end):
    """At the end of the line "Why this value" says what the rules make of it, not "the state no stone left" nor
    a formula on an empty key (Nim's win() = −1) (#38)."""
    visit(tour, server, query(game, values, lang=lang))
    expect(tour.locator("#heat td.cell").first).to_be_visible()
    tour.keyboard.press("End")
    expect(tour.locator("#why")).to_have_text(end)


def test_practice_after_playing_starts_at_the_line_s_first_step(tour, server):
    """A game played against the perfect opponent moves the page to play's state; practice then starts at the
    line's first step (#38)."""
    visit(tour, server, query("stone-game", "3 9 1 2"))
    tour.locator("#play-moves .option").filter(has_text="right 2").click()  # the line's move: play stays on it
    expect(tour.locator("#play-status")).to_contain_text("(computer) plays")
    expect(tour.locator("#step-label")).to_contain_text("move 2 of 4")
    tour.click("#practice-toggle")
    expect(tour.locator("#step-label")).to_contain_text("move 0 of 4")
    expect(tour.locator("#practice-ask")).to_have_text("Who wins from here with best play on both sides?")
    expect(tour.locator("#heat td.cell.here")).to_have_attribute("data-key", "[0,3]")
    tour.click("#practice-toggle")


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_big_values_and_constraints_read_in_the_page_s_language(tour, server, lang):
    """The Chinese page says the constraints without an English word, a digit count in full-width brackets with no
    space after them, and ends the summary's sentence before the constraints, with no space (its words take none),
    where the English page sets a space as it did (#38)."""
    visit(tour, server, query("stone-game", "1" + "0" * 40 + " 2", lang=lang))
    notes, summary = tour.locator("#notes").inner_text(), tour.locator("#summary").inner_text()
    before = tour.evaluate("document.querySelector('#about .constraints').previousSibling.textContent")
    if lang == "zh":
        assert "（1 <= 数值 <= 500）" in notes and "values" not in notes, notes
        assert "1000…000（41 位）" in summary and "(" not in summary, summary
        # a full-width bracket brings its own space: none between it and the word after (Alice's 分)
        assert "Alice 1000…000（41 位）分，Bob 2 分" in summary and "（40 位）分" in summary, summary
        assert before == "。约束：", before
    else:
        assert "(1 <= values <= 500)" in notes, notes
        assert "1000…000 (41 digits)" in summary, summary
        assert before == " ", before


def test_the_moves_legend_offers_a_tie_only_where_the_game_can_tie(tour, server):
    """A win/lose game's moves are a win or a loss: its legend showed a "tie" chip all the same (IV) (#38)."""
    for game, values, tie in (("stone-game-iv", "7", False), ("stone-game", "3 9 1 2", True)):
        visit(tour, server, query(game, values))
        expect(tour.locator("#moves-legend .chip.win")).to_be_visible()
        chip = expect(tour.locator("#moves-legend .chip.tie"))
        if tie:
            chip.to_be_visible()
        else:
            chip.to_be_hidden()


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_why_this_value_names_its_state_last_where_a_label_is_a_phrase(tour, server, lang):
    """IX's state is a phrase ("0, 1, 1 left; sum ≡ 0; Bob to move"): "The state 0, 1, 1 left; …, lit on the map:"
    did not read; the state now ends the sentence (#38)."""
    visit(tour, server, query("stone-game-ix", "5 1 2 4 3", lang=lang))
    tour.keyboard.press("ArrowRight")
    lead = "The state lit on the map: " if lang == "en" else "状态图上点亮的状态："
    expect(tour.locator("#why .caption").first).to_contain_text(lead)
    caption = tour.locator("#why .caption").first.inner_text()
    assert caption.startswith(lead) and caption.endswith("." if lang == "en" else "。"), caption


def test_a_map_wider_than_its_panel_fades_on_the_side_it_scrolls_to(tour, server):
    """VI's map, one row of long state names, is cut at the panel's edge: the cut side fades (a mask,
    so no box moves), and after a scroll to the end the other side does; a map that fits does not fade."""
    visit(tour, server, query("stone-game-vi", "--alice 1 3 5 --bob 2 1 4"))
    heat = tour.locator("#heat")
    expect(heat).to_have_class(re.compile(r"\bmore-right\b"))
    expect(heat).not_to_have_class(re.compile(r"\bmore-left\b"))
    mask = heat.evaluate("(box) => getComputedStyle(box).maskImage || getComputedStyle(box).webkitMaskImage")
    assert "linear-gradient" in mask
    heat.evaluate("(box) => { box.scrollLeft = box.scrollWidth; }")
    expect(heat).to_have_class(re.compile(r"\bmore-left\b"))
    expect(heat).not_to_have_class(re.compile(r"\bmore-right\b"))
    visit(tour, server, query("stone-game", "5 3 4 5"))
    expect(heat).not_to_have_class(re.compile(r"\bmore-(left|right)\b"))
