"""The page in a real headless Chromium, driven by Playwright, against a real server on loopback.

Debian's chromium (/usr/bin/chromium) is used where it is installed, else Playwright's own
build. Without either these tests fail, saying how to install one: they never skip.
"""

import json
import re

import pytest
from playwright.sync_api import expect
from visits import ready

import stonegame
from stonegame.catalogs import Msg, translate


@pytest.fixture
def page(browser, server):
    opened = browser.new_page(viewport={"width": 1100, "height": 900})
    opened.set_default_timeout(20_000)  # a loaded machine; nothing here waits on a timer of its own
    problems = []
    opened.on("pageerror", lambda error: problems.append(str(error)))
    yield opened
    opened.close()
    assert problems == [], f"the page raised: {problems}"


def said_moves(game, instance):
    """The optimal line's moves as the page says them: the story's phrases, in English."""
    from stonegame.catalogs import translate
    from stonegame.teach.explain import phrase

    solution = stonegame.solve(game, instance)
    position, found = solution.rules.start(), []
    for move in solution.line:
        found.append(translate(phrase(solution.scene, position, move.move), "en"))
        position = move.after
    return found


def visit(page, server, query):
    page.goto(f"{server}/?{query}")
    ready(page)


def test_shared_url_shows_the_scores(page, server):
    visit(page, server, "game=stone-game&values=5,3,4,5&step=2")
    expect(page.locator("#score")).to_contain_text("Alice 9, Bob 8")
    expect(page.locator("#step-label")).to_contain_text("move 2 of 4")
    left = stonegame.solve("stone-game", [5, 3, 4, 5]).line[1].position
    expect(page.locator("#board .count")).to_have_text([str(v) for v in left])
    assert "step=2" in page.url


def test_stepping_the_line_changes_the_board(page, server):
    visit(page, server, "game=stone-game-vii&values=5,3,1,4,2")
    line = stonegame.solve("stone-game-vii", [5, 3, 1, 4, 2]).line
    piles = page.locator("#board .count")
    expect(piles).to_have_text(["5", "3", "1", "4", "2"])
    page.keyboard.press("ArrowRight")
    expect(piles).to_have_text([str(v) for v in line[0].position])
    page.click("#next")
    expect(piles).to_have_text([str(v) for v in line[1].position])
    expect(page.locator("#moves .option")).to_have_count(len(line[2].alternatives))
    said = said_moves("stone-game-vii", [5, 3, 1, 4, 2])
    expect(page.locator("#moves .option.chosen")).to_have_text(said[2])  # the move in the story's words
    page.click("#moves .option.chosen")  # the line's own move plays it
    expect(piles).to_have_text([str(v) for v in line[2].position])
    page.keyboard.press("End")
    expect(page.locator("#move-caption")).to_contain_text("over")
    page.click("#first")
    expect(piles).to_have_text(["5", "3", "1", "4", "2"])
    assert "step" not in page.url


def test_moves_are_coloured_by_value(page, server):
    visit(page, server, "game=stone-game-iii&values=1,2,3,7")
    options = page.locator("#moves .option")
    expect(options).to_have_count(3)
    first = stonegame.solve("stone-game-iii", [1, 2, 3, 7]).line[0]
    for option, shown in zip(first.alternatives, options.all(), strict=True):
        kind = "win" if option.value > 0 else "lose" if option.value < 0 else "tie"
        assert kind in shown.get_attribute("class").split()
        assert f"{option.value:+d} for the mover".replace("+0", "0").replace("-", "−") in shown.get_attribute("title")


def test_play_a_whole_game_of_stone_game_iii(page, server):
    values = [1, 2, 3, -9, 4, 7, -2]
    visit(page, server, f"game=stone-game-iii&values={','.join(map(str, values))}")
    verdict = page.locator("#play-verdict")
    moves = 0
    while "Game over" not in verdict.inner_text():
        before = page.locator("#play-moves .option").all_inner_texts()
        assert before, "no legal move offered, but the game is not over"
        page.locator("#play-moves .option").last.click()  # the longest take: not always the best
        moves += 1
        expect(page.locator("#grades li")).to_have_count(moves)
    text = verdict.inner_text()
    assert re.search(r"Game over: Alice -?\d+, Bob -?\d+\. (You (win|lose) by \d+|A tie)\.", text)
    scores = [int(n) for n in re.findall(r"-?\d+", text)[:2]]
    assert scores[0] + scores[1] == sum(values)
    page.click("#undo")
    expect(verdict).to_contain_text("Your move")
    expect(page.locator("#grades li")).to_have_count(moves - 1)
    page.click("#new-game")
    expect(page.locator("#grades li")).to_have_count(0)


def test_play_by_clicking_the_piles(page, server):
    visit(page, server, "game=stone-game&values=5,3,4,5")
    piles = page.locator("#play-board .pile.clickable")
    expect(piles).to_have_count(2)  # the two ends
    piles.first.click()
    expect(page.locator("#grades li")).to_have_count(1)
    expect(page.locator("#grades li").first).to_have_text("take the left 5: best (+1 for you, the mover)")
    page.locator("#play-board .pile.clickable").last.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#grades li")).to_have_count(2)


def test_hint_points_at_the_best_move(page, server):
    visit(page, server, "game=stone-game&values=5,3,4,5")
    page.click("#hint")
    expect(page.locator("#play-moves .option.hinted")).to_have_count(1)
    expect(page.locator("#play-verdict")).to_contain_text("Hint: take the left 5")
    # signed as the value history signs it: Alice − Bob at the end is +1, not 1
    expect(page.locator("#play-verdict")).to_contain_text("; Alice − Bob at the end: +1.")
    expect(page.locator("#chart-note")).to_contain_text("Alice − Bob at the end is +1.")
    page.click("#last")
    expect(page.locator("#chart-note")).to_have_text("The game is over: Alice − Bob = +1.")


def test_switch_to_chinese(page, server):
    visit(page, server, "game=stone-game&values=5,3,4,5")
    page.click("#lang")
    expect(page.locator("h1")).to_have_text("stonegame 演练场 · 石子游戏（LeetCode 877）")
    last = stonegame.explain(stonegame.solve("877", [5, 3, 4, 5]), "zh").splitlines()[-1]
    expect(page.locator("#story")).to_contain_text(last)
    expect(page.locator("#score")).to_contain_text("Alice 9 分，Bob 8 分")
    assert "lang=zh" in page.url
    page.reload()
    expect(page.locator("h1")).to_contain_text("stonegame 演练场")


def test_bad_input_shows_the_message_beside_the_field(page, server, capsys):
    from stonegame.cli import main

    visit(page, server, "game=stone-game&values=5,3,4,5")
    page.fill("#values", "5 x 4")
    page.click("#solve")
    with pytest.raises(SystemExit):
        main(["solve", "stone-game", "5", "x", "4"])
    expected = capsys.readouterr().err.strip().removeprefix("stonegame: error: ")
    expect(page.locator("#error")).to_have_text(f"Not accepted: {expected}")  # the library's reason, no CLI prefix
    expect(page.locator("body")).to_have_class(re.compile("stale"))  # the old result is marked as not this one's
    board, why = page.locator("#board-section").bounding_box(), page.locator("#why-section").bounding_box()
    assert board["x"] < why["x"]  # marked, not moved: the board keeps its column (an empty ::before took it)
    assert page.locator("#values").get_attribute("aria-invalid") == "true"
    page.fill("#values", "5 3 4 5")
    page.keyboard.press("Enter")
    expect(page.locator("#error")).to_have_text("")
    expect(page.locator("body")).not_to_have_class(re.compile("stale"))


def test_bad_input_on_the_chinese_page_is_said_in_chinese(page, server):
    visit(page, server, "game=stone-game&values=5,3,4,5&lang=zh")
    page.fill("#values", "5 3 -4 5")
    page.click("#solve")
    with pytest.raises(stonegame.StoneGameError) as refused:
        stonegame.solve("stone-game", [5, 3, -4, 5])
    accepted = Msg("Not accepted: {detail}", detail=refused.value.said("zh"))
    expect(page.locator("#error")).to_have_text(translate(accepted, "zh"))
    # the library's reason in Chinese too: no English word in it but the game's name
    assert not re.search(r"[A-Za-z]", page.locator("#error").inner_text().replace("stone-game", ""))


def test_heatmap_and_animation(page, server):
    visit(page, server, "game=stone-game&values=5,3,4,5")
    cells = page.locator("#heat td.cell")
    found = json.loads(page.evaluate("fetch('/api/trace?game=stone-game&values=5,3,4,5').then(r => r.text())"))
    expect(cells).to_have_count(len([s for s in found["states"] if s["position"] != []]))  # no empty row
    root = found["states"][0]
    page.locator("#heat td.cell").filter(has_text=re.compile(rf"^{root['value']}$")).first.hover()
    expect(page.locator("#heat td.cell.dep")).to_have_count(len(set(map(json.dumps, root["children"]))))
    page.select_option("#order", "bottom_up")
    page.fill("#speed", "20")
    page.click("#animate")
    expect(page.locator("#anim-label")).to_have_text(re.compile("done"), timeout=30_000)
    expect(page.locator("#heat td.cell.unfilled")).to_have_count(0)


def test_methods_side_by_side(page, server):
    visit(page, server, "game=stone-game&values=5,3,4,5")
    page.click("#run-methods")
    rows = page.locator("#methods tbody tr")
    expect(rows).to_have_count(len(stonegame.get_game("877").methods))


def test_phone_width_and_themes(browser, server):
    phone = browser.new_page(viewport={"width": 375, "height": 800})
    try:
        visit(phone, server, "game=stone-game-ii&values=2,7,9,4,4,1,8,3")
        width = phone.evaluate("document.documentElement.scrollWidth")
        assert width <= 375, f"the page is {width} px wide on a 375 px screen"
        before = phone.evaluate("getComputedStyle(document.body).backgroundColor")
        phone.click("#theme")
        after = phone.evaluate("getComputedStyle(document.body).backgroundColor")
        assert before != after
    finally:
        phone.close()


@pytest.mark.parametrize("lang, said", [
    ("en", ": best (you, the mover, still lose: no move wins here)"),
    ("zh", "：最好的一步（轮到的你仍会输：这里没有能赢的走法）")])
def test_a_best_move_in_a_lost_win_lose_game_is_said_plainly(page, server, lang, said):
    """IV with n = 2: Alice's one move loses, and it is still the best; the grade says so in words
    (it read "best (loses for you, the mover)", in Chinese "对轮到的你为 落败")."""
    visit(page, server, f"game=stone-game-iv&values=2&lang={lang}")
    page.locator("#play-moves .option").first.click()
    expect(page.locator("#grades li")).to_have_count(1)
    expect(page.locator("#grades li").first).to_contain_text(said)
    expect(page.locator("#grades li").first).not_to_contain_text("落败")


@pytest.mark.parametrize("values", ["1" + "0" * 40 + " 2", "1 2 " + "x" * 60])
def test_a_huge_value_or_a_long_bad_token_stays_inside_the_panel_on_a_phone(page, server, values):
    """At 390 px, the constraint note naming a 41-digit value (and the error quoting a long bad token)
    wraps inside its panel instead of running out of the box."""
    page.set_viewport_size({"width": 390, "height": 844})
    visit(page, server, "game=predict-the-winner&lang=zh")
    page.fill("#values", values)
    page.click("#solve")
    shown = page.locator("#notes li").first if values.endswith(" 2") else page.locator("#error")
    expect(shown).not_to_have_text("")
    outside = page.evaluate("""(node) => { const panel = node.closest('section').getBoundingClientRect();
        return [...node.querySelectorAll('*'), node].some((n) => n.getBoundingClientRect().right > panel.right + 0.5)
            || node.scrollWidth > node.clientWidth; }""", shown.element_handle())
    assert not outside


@pytest.mark.parametrize("lang, said, not_said", [
    ("en", "Game over: you lose. A move of yours threw away the win: its grade below says which.", "gave away"),
    ("zh", "你有一步把胜局走输了：下面的评语指出了是哪一步。", "分")])
def test_a_thrown_away_win_lose_game_counts_no_points(page, server, lang, said, not_said):
    """Nim 1 2: Alice wins by taking 1 from heap #1; taking 2 from it loses. The end of the game said
    "In all you gave away 2." (zh "你一共少得了 2 分"), points of a game that has none."""
    visit(page, server, f"game=nim&values=1+2&lang={lang}")
    page.locator("#play-moves .option").filter(has_text="#1").last.click()  # take 2 from heap #1
    expect(page.locator("#play-status")).to_contain_text(said)
    expect(page.locator("#play-status")).not_to_contain_text(not_said)


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_practice_on_a_win_lose_game_hides_the_lines_length(page, server, lang):
    """Nim 1 2 lasts 3 moves, so Alice (moves 1 and 3) moves last and wins: "move 0 of 3" and a history
    axis to 3 told the answer to practice's first question. Practising, neither says the line's length
    (once the start's value, "wins in 3", is answered, it is no secret)."""
    visit(page, server, f"game=nim&values=1+2&lang={lang}")
    expect(page.locator("#step-label")).to_contain_text("3")
    page.click("#practice-toggle")
    expect(page.locator("#practice-ask")).not_to_have_text("")
    expect(page.locator("#step-label")).to_have_text({"en": "move 0", "zh": "第 0 步"}[lang])
    ticks = page.locator("#chart text.tick").all_text_contents()  # no axis of moves played up to 3
    assert "3" not in ticks, ticks
