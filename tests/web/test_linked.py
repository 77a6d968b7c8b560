"""One picture that never disagrees (issue #38): every panel of the page shows the one current state.

One Chromium page walks every game's statement example and a few random instances: at every step
of the optimal line, and for every cell of the states' map, it reads the current state's value
from each panel (the map's lit cell, "Why this value", the story's lit sentence, the recursion
tree, the value history's note and the code's caption) and asserts that they agree in the page's
one convention (the mover's own − the opponent's; win/lose games: who wins, in how many moves).
It also checks that hovering or focusing moves no cell's box, that practice leaves no hidden value
in the page's text or attributes, and that the Chinese page says no English word outside code and
formulas. Nothing here is timed: each wait is for a state the page reaches.
"""

import json
import re

import pytest
from playwright.sync_api import expect
from visits import ready

import stonegame
from stonegame.core.instances import as_words
from stonegame.games import BUILT_IN

EXAMPLES = [(game.slug, " ".join(as_words(game.instance, game.validate(instance))))
            for game in BUILT_IN.values() for instance, _ in game.statement_examples[:1]]
"""Every built-in game's first statement example, as the page's instance field takes it."""

RANDOM = [("stone-game", 11), ("stone-game-ii", 12), ("stone-game-iii", 13), ("stone-game-vii", 14),
          ("stone-game-viii", 15)]
"""A few random instances (the page's own /api/random, seeded): the games whose maps are grids or rows."""

ALLOWED = {"Alice", "Bob", "LeetCode", "stonegame", "English", "Ctrl", "Home", "End", "JSON", "II", "III", "IV", "VI",
           "VII", "VIII", "IX", "mod", "true", "false", "return"}
ALLOWED |= {name for game in BUILT_IN.values() for name in game.problem.methods}
"""English a Chinese page may show: the players', the site's and the other language's names, keys, the
games' numerals, and the code's words a story quotes (``stoneGameII`` returns 10, ``return true``)."""


@pytest.fixture(scope="module")
def walk(browser):
    opened = browser.new_page(viewport={"width": 1280, "height": 900})
    opened.set_default_timeout(20_000)
    problems = []
    opened.on("pageerror", lambda error: problems.append(str(error)))
    yield opened
    opened.close()
    assert problems == [], f"the page raised: {problems}"


def visit(page, server, game, values, **more):
    query = "&".join(f"{key}={value}" for key, value in {"game": game, "values": values, **more}.items())
    page.goto(f"{server}/?{query.replace(' ', '+')}")
    ready(page)


READ = """() => {
  const text = (selector) => document.querySelector(selector)?.textContent ?? null;
  const why = document.getElementById('why');
  return {
    key: why.dataset.key, busy: why.hasAttribute('aria-busy'),
    cell: document.querySelector('#heat td.cell.here')?.dataset.key ?? null,
    map: text('#heat td.cell.here'),
    why: document.querySelector('#why [data-value]')?.dataset.value ?? null,  // a formula, or the end's sentence
    moves: byKey.get(why.dataset.key)?.children.length ?? null,  // none at the game's end: no formula
    steps: [...document.querySelectorAll('#why .formula .step')].map((step) => step.textContent.replace(/^=/, '')),
    story: [...document.querySelectorAll('#story .sentence.here')].map((s) => s.textContent).join(' '),
    tree: document.getElementById('tree-box').hidden ? null : text('#tree .call.here'),
    history: document.getElementById('chart-note').dataset.value ?? null,
    code: document.getElementById('code-box').hidden ? null
        : document.getElementById('code-caption').dataset.value ?? null,
    star: document.querySelector('#moves .option.chosen')?.title ?? null,
  };
}"""
"""What every panel says of the current state, in one read."""


def settled(page, key):
    """Every panel's reading once "Why this value" has worked out the state ``key`` (it answers last)."""
    page.wait_for_function("""(key) => { const why = document.getElementById('why');
        return why.dataset.key === key && !why.hasAttribute('aria-busy'); }""", arg=key)
    return page.evaluate(READ)


def mover_value(text, scoring):
    """A map cell's or tree call's value: a number; in a win/lose game (±1, the moves left) from W3 / L4."""
    found = re.search(r"(-?\d+|[WL]\d+)\s*$", text.replace("−", "-").replace(" ↺", ""))
    assert found, text
    said = found.group(1)
    if scoring:
        return int(said)
    return (1 if said[0] == "W" else -1, int(said[1:]))


def outcome(value, scoring):
    """A number as the map writes its state: the value, or (in a win/lose game) whether the mover wins."""
    return int(value) if scoring else (1 if int(value) > 0 else -1)


def said_once(steps):
    """The worked formula writes each form once: no step repeats the one before it (II's max(4 − 0) = max(4 − 0),
    a max of one option whose numbers plugged in are the formula itself), and a max of one option is no max."""
    assert steps, "no formula"
    assert all(step != before for before, step in zip(steps, steps[1:], strict=False)), steps
    assert not any(re.fullmatch(r"max\((?:[^(),]|\([^()]*\))*\)", step) for step in steps), steps


def agree(seen, scoring, on_line, listed):
    """The panels' values of one state, in the page's one convention, are one value."""
    value = mover_value(seen["map"], scoring)
    wins = value if scoring else value[0]
    assert outcome(seen["why"], scoring) == wins, seen
    if seen["moves"] != 0:  # the game's end is said in a sentence, not worked out
        said_once(seen["steps"])
    if seen["tree"] is not None:
        assert mover_value(seen["tree"], scoring) == value, seen
    if seen["code"] is not None and listed:
        assert outcome(seen["code"], scoring) == wins, seen
    if not on_line:
        assert seen["history"] is None, seen  # the chart follows the line: no value for a state off it (or past it)
        return
    assert outcome(seen["history"], scoring) == wins, seen
    worth = re.search(r"Worth ([+−-]?\d+) to (Alice|Bob)", seen["story"])
    if scoring and worth:
        assert int(worth.group(1).replace("−", "-")) == value, seen
    elif not scoring:
        assert ("Winning" in seen["story"]) == (wins > 0), seen
        # the ★ move's moves are counted as the state's: the mover wins or loses in k, this move included
        assert seen["star"] is None or f" in {value[1]};" in seen["star"], seen


def walk_instance(page, server, game, values):
    visit(page, server, game, values)
    spec = stonegame.get_game(game)
    scoring = spec.scoring
    line = page.evaluate("solution.line ? solution.line.length : 0")
    listed = page.evaluate("Boolean(listing && listing.agrees !== false)")
    cells = page.locator("#heat td.cell")
    expect(cells.first).to_be_visible()
    # every step of the line: the map's lit cell is the step's state, and every panel says its value
    for step in range(line + 1):
        key = page.evaluate(f"keyAt({step})")
        if step:
            page.click("#next")
        seen = settled(page, key)
        if seen["map"] is None:  # the game's end: no cell, nothing to work out
            assert step == line and seen["cell"] is None, seen
            continue
        assert seen["cell"] == key, seen
        agree(seen, scoring, step < line, listed)  # the end (IV's 0) has a cell; the history says the game is over
    # every cell of the map, selected: every panel follows it, on the line or off it
    keys = [cell.get_attribute("data-key") for cell in cells.all()]
    on_line = set(page.evaluate(f"[...Array({line}).keys()].map(keyAt)"))  # the states a move is played from
    for key in keys:
        page.locator(f"#heat td.cell[data-key='{key}']").click()
        seen = settled(page, key)
        assert seen["cell"] == key, seen
        agree(seen, scoring, key in on_line, listed)
    return keys


BOXES = """() => [...document.querySelectorAll('#heat td, #heat th, #moves .option')].map((box) => {
    const r = box.getBoundingClientRect();
    return [r.x + scrollX, r.y + scrollY, r.width, r.height];
})"""


def no_shift(page, keys):
    """Hovering or focusing any cell, and hovering any move, moves no box of the map or the moves."""
    before = page.evaluate(BOXES)
    for key in keys:
        cell = page.locator(f"#heat td.cell[data-key='{key}']")
        cell.hover()
        assert page.evaluate(BOXES) == before, f"hovering {key} moved a box"
        cell.focus()
        assert page.evaluate(BOXES) == before, f"focusing {key} moved a box"
    for option in page.locator("#moves .option").all():
        option.hover()
        assert page.evaluate(BOXES) == before, "hovering a move moved a box"
    page.mouse.move(0, 0)


@pytest.mark.parametrize("game, values", EXAMPLES, ids=[game for game, _ in EXAMPLES])
def test_every_panel_shows_the_current_state_of_each_statement_example(walk, server, game, values):
    keys = walk_instance(walk, server, game, values)
    # the line's position is lit again once a step is taken after an off-line cell
    walk.keyboard.press("Home")
    settled(walk, walk.evaluate("keyAt(0)"))
    expect(walk.locator("#heat td.cell.here")).to_have_attribute("data-key", walk.evaluate("keyAt(0)"))
    no_shift(walk, keys)


@pytest.mark.parametrize("game, seed", RANDOM, ids=[f"{game}-{seed}" for game, seed in RANDOM])
def test_every_panel_shows_the_current_state_of_random_instances(walk, server, game, seed):
    drawn = json.loads(walk.evaluate(f"fetch('/api/random?game={game}&n=4&seed={seed}').then(r => r.text())"))
    walk_instance(walk, server, game, drawn["values"])


def everything(page) -> str:
    """The page's whole text and every attribute of every element (input values aside: the instance)."""
    return page.evaluate("""() => [document.body.innerText, document.title,
        ...[...document.querySelectorAll('*')].flatMap((node) => [...node.attributes]
            .filter((a) => a.name !== 'style' && a.name !== 'data-line').map((a) => a.value)),
        ...[...document.querySelectorAll('#tree .call, #story, #dp, #why, #chart')].map((n) => n.textContent)]
        .join('\\n')""")


def test_practice_leaves_no_hidden_value_in_the_page(walk, server):
    piles = [12, 41, 3, 29]
    visit(walk, server, "stone-game", " ".join(map(str, piles)))
    walk.click("#dp-box summary")
    walk.click("#tree-box summary")
    found = json.loads(walk.evaluate("fetch('/api/trace?game=stone-game&values=12+41+3+29').then(r => r.text())"))
    visible = set(piles) | set(range(len(piles) + 2))  # the piles, their indices, n: on the board anyway
    secret = {abs(state["value"]) for state in found["states"]} - visible
    assert len(secret) >= 4, secret
    walk.click("#practice-toggle")
    expect(walk.locator("#practice-ask")).to_contain_text("Who wins")
    said = everything(walk)
    for value in secret:
        assert not re.search(rf"(?<![\d#.]){value}(?!\d)", said), f"{value} is in the page while practising"
    start = found["states"][0]
    start_key = json.dumps(start["key"], separators=(",", ":"))
    expect(walk.locator(f"#heat td.cell[data-key='{start_key}']")).to_have_text("?")
    # an answer reveals its state's value in the map; "Why this value" works it out once the move is picked
    # too (its working says what each move leads to: the next question's answer)
    walk.click("#practice-winner [data-winner=Alice]")
    expect(walk.locator("#heat td.cell.here")).to_have_text(str(start["value"]))
    expect(walk.locator("#why .formula")).to_have_count(0)
    walk.locator("#moves .option").first.click()
    walk.click("#first")
    expect(walk.locator("#why .formula")).to_have_attribute("data-value", str(start["value"]))
    walk.click("#practice-toggle")  # stop: every value is back
    expect(walk.locator("#heat td.cell.secret")).to_have_count(0)


PRACTISED = [("stone-game", "30 8 51 17"), ("stone-game-ii", "21 7 39 14 4"), ("stone-game-vii", "15 33 11 4 28"),
             ("stone-game-viii", "8 -17 33 -6 21")]
"""877, II, VII and VIII on instances whose moves lead to states of values said nowhere else on the page."""

READS = """() => {
    // what the learner reads: the page's text and every title, aria-label and data-* attribute, but the
    // move buttons and the Play section's piles, which name every move alike (the question's options), and
    // the story's sentences of the moves already played (a move told there may be this one's namesake)
    const played = [...document.querySelectorAll('#story .sentence')]
        .filter((sentence) => sentence.dataset.step > 0 && sentence.dataset.step <= state.step);
    const options = [...document.querySelectorAll('#moves .option, #play-moves .option, #play-board .pile'), ...played];
    for (const node of options) node.hidden = true;
    const text = document.body.innerText;
    for (const node of options) node.hidden = false;
    const attributes = [...document.querySelectorAll('*')].filter((node) => !options.some((o) => o.contains(node)))
        .flatMap((node) => [...node.attributes])
        .filter((a) => a.name === 'title' || a.name === 'aria-label' || a.name.startsWith('data-')).map((a) => a.value);
    return [text, document.title, ...attributes].join('\\n');
}"""

OPTIONS = """() => solution.line[state.step].alternatives.map((option) => ({
    said: said(option.said) || option.name, value: Number(option.value),
    state: byKey.get(JSON.stringify(option.key))?.value ?? null }))"""
"""The moves of the line's current step: each as the page says it, its value, and the value of the state it leads to."""

NUMBER = re.compile(r"(?<![\d#.])\d+(?![\d.])")


def numbers(text):
    return {int(found) for found in NUMBER.findall(text)}


def told(label):
    """A move's label as a sentence may say it: its verb conjugated (take, takes), the rest as it is."""
    verb, _, rest = label.partition(" ")
    return re.compile(re.escape(verb) + r"\w*" + (re.escape(" " + rest) if rest else "") + r"(?!\d)")


def asked_move(page, before):
    """At the question "which move is best", nothing the learner reads says the answer: not the best move's
    words (the caption's "the optimal line plays …", the story's sentence, "Why this value"), not ★, and not
    the values of the moves and of the states they lead to. A number the page said already at the question
    "who wins" of the same step (``before``: a pile, an index, a score) is no secret, nor is the position's
    own value, which that answer revealed."""
    expect(page.locator("#practice-ask")).to_have_text(page.evaluate("t('Which move is best here? Pick one.')"))
    settled(page, page.evaluate("keyAt(state.step)"))
    read = page.evaluate(READS)
    options = page.evaluate(OPTIONS)
    best = max(option["value"] for option in options)
    for option in options:
        if option["value"] == best:
            assert not told(option["said"]).search(read), f"the page says the best move, {option['said']}"
    assert "★" not in read
    told_steps = page.evaluate("[...document.querySelectorAll('#story .sentence')].map((s) => Number(s.dataset.step))")
    assert max(told_steps, default=0) <= page.evaluate("state.step"), "the story tells this move, or a later one"
    expect(page.locator("#moves .option.chosen")).to_have_count(0)
    own = abs(int(page.evaluate("byKey.get(keyAt(state.step)).value")))
    secret = {abs(value) for option in options for value in (option["value"], option["state"]) if value is not None}
    secret -= before | {own}
    assert not secret & numbers(read), f"the page says the values {secret & numbers(read)} of the moves' states"
    return options, secret


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("game, values", PRACTISED, ids=[game for game, _ in PRACTISED])
def test_practice_gives_no_move_away_before_the_move_is_picked(walk, server, game, values, lang):
    if lang == "zh":
        walk.set_viewport_size({"width": 390, "height": 844})  # the phone the learner practised on
    try:
        visit(walk, server, game, values, lang=lang)
        expect(walk.locator("#heat td.cell").first).to_be_visible()
        walk.click("#practice-toggle")
        secrets = set()
        for step in range(2):  # the start, and the line's next position
            assert walk.evaluate("state.step") == step
            expect(walk.locator("#practice-winner")).to_be_visible()
            before = numbers(walk.evaluate(READS))
            walk.click("#practice-winner [data-winner=Alice]")
            options, secret = asked_move(walk, before)
            secrets |= secret
            # picked: the move's sentence is told, and the line goes on
            best = max(options, key=lambda option: option["value"])
            told_before = walk.locator("#story .sentence").count()
            walk.locator("#moves .option").filter(has_text=re.compile(f"^{re.escape(best['said'])}$")).click()
            expect(walk.locator("#practice-verdict")).to_have_class("right")
            expect(walk.locator("#story .sentence")).not_to_have_count(told_before)
            if walk.evaluate("state.step >= solution.line.length"):
                break
        assert secrets, "no value of the moves' states to look for: another instance is needed"
    finally:
        walk.set_viewport_size({"width": 1280, "height": 900})


ENGLISH = re.compile(r"[A-Za-z]{2,}")


SAID = """() => {
    // every text node shown, but code, listings and formulas; and every title and aria-label
    const skip = 'pre, code, math, .formula, .formula-text, datalist, script, style, input, [hidden]';
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement.closest(skip)) found.push(node.textContent);
    }
    for (const node of document.querySelectorAll('[title], [aria-label]')) {
        if (node.closest('pre, code, [hidden]')) continue;
        found.push(node.getAttribute('title') || '', node.getAttribute('aria-label') || '');
    }
    return found.join('\\n');
}"""


def english_on(page) -> list[str]:
    """English words the Chinese page says: its text but code, listings and formulas, and every
    title and aria-label (what hovering and a screen reader say)."""
    return sorted({word for word in ENGLISH.findall(page.evaluate(SAID)) if word not in ALLOWED})


@pytest.mark.parametrize("game, values", EXAMPLES, ids=[game for game, _ in EXAMPLES])
def test_the_chinese_page_says_no_english_word(walk, server, game, values):
    visit(walk, server, game, values, lang="zh", step=1)
    expect(walk.locator("#heat td.cell").first).to_be_visible()
    walk.locator("#heat td.cell").last.click()  # a state worked out, off the line or on it
    walk.wait_for_function("() => !document.getElementById('why').hasAttribute('aria-busy')")
    walk.click("#dp-box summary")
    assert english_on(walk) == [], game


def test_a_link_with_only_a_game_opens_its_example_solved_with_a_first_step(walk, server):
    walk.goto(f"{server}/?game=stone-game-ii")
    expect(walk.locator("body")).to_have_attribute("data-ready", "true")
    assert walk.input_value("#values") == "2 7 9 4 4"  # the statement's example
    expect(walk.locator("#heat td.cell.here")).to_have_attribute("data-key", "[0,1]")
    expect(walk.locator("#first-step")).to_be_visible()  # what to try first: step through the best play
    expect(walk.locator("#next")).to_be_enabled()
    walk.click("#next")
    expect(walk.locator("#first-step")).to_be_hidden()


def test_a_row_too_long_to_draw_is_summarised_and_what_cannot_work_is_hidden(walk, server):
    piles = [(7 * k) % 500 + 1 for k in range(10_000)]
    piles[0] += 1 - sum(piles) % 2  # LeetCode's promise: an odd total
    visit(walk, server, "stone-game", ",".join(map(str, piles)))
    expect(walk.locator("#board .pile")).to_have_count(24)  # both ends, the middle counted
    expect(walk.locator("#board .gap")).to_contain_text("9,976 more piles")
    for hidden in ("#steps", "#practice", "#history-box", "#fill-controls", "#quiz", "#tree-box", "#code-box"):
        expect(walk.locator(hidden)).to_be_hidden()
    expect(walk.locator("#summary")).to_contain_text("Alice wins by")


def test_a_map_too_large_to_draw_hides_what_needs_it_and_keeps_the_line(walk, server):
    """II on 100 piles: the line is short enough to step, play and practise, but the map has too many states to
    draw. The page says so, hides what needs the map (the fill order and its animation, predicting the cells,
    the recursion tree, the code lit beside the map) and keeps what works without it, which works (#38)."""
    visit(walk, server, "stone-game-ii", "+".join(str(k % 7 + 1) for k in range(100)))
    expect(walk.locator("#heat")).to_contain_text("too many states to draw")
    for hidden in ("#fill-controls", "#quiz", "#tree-box", "#code-box"):
        expect(walk.locator(hidden)).to_be_hidden()
    for shown in ("#steps", "#practice", "#history-box", "#play-section"):
        expect(walk.locator(shown)).to_be_visible()
    walk.click("#practice-toggle")
    walk.click("#practice-winner [data-winner=Bob]")
    expect(walk.locator("#practice-verdict")).to_have_class("right")
    walk.click("#practice-toggle")


def test_a_move_played_and_the_fill_animation_move_the_current_state(walk, server):
    visit(walk, server, "stone-game", "3 9 1 2")
    # a mistake played against the perfect opponent: the map, the board and "Why" follow the game off the line
    walk.locator("#play-moves .option").filter(has_text="left 3").click()  # then Bob answers
    expect(walk.locator("#step-label")).to_have_text("off the optimal line")
    reached = walk.evaluate("JSON.stringify(play.key)")
    settled(walk, reached)
    expect(walk.locator("#heat td.cell.here")).to_have_attribute("data-key", reached)
    expect(walk.locator("#board .count")).to_have_text(walk.locator("#play-board .count").all_inner_texts())
    # the cell the animation fills is the current state of every panel
    walk.select_option("#order", "bottom_up")
    walk.fill("#speed", "20")
    walk.click("#animate")
    walk.wait_for_function("() => document.querySelector('#heat td.cell.now.here')")
    walk.click("#animate")  # pause: the cell being filled stays the current one
    filled = walk.locator("#heat td.cell.now").get_attribute("data-key")
    expect(walk.locator("#heat td.cell.here")).to_have_attribute("data-key", filled)
    settled(walk, filled)  # "Why this value" works out the cell being filled
    # the code's caption tells of that cell: the line of table.py that wrote it, or why none is lit
    expect(walk.locator("#code-caption")).to_contain_text(walk.evaluate(f"said(byKey.get('{filled}').label)"))


def test_a_map_whose_table_is_too_large_to_draw_is_still_a_grid(walk, server):
    # V's write-up table stops at 24 piles; with 25 its map keeps the table's axes, i by j
    visit(walk, server, "stone-game-v", "+".join(str(k % 7 + 1) for k in range(25)))
    expect(walk.locator("#dp")).to_contain_text("too large to draw its table")
    expect(walk.locator("#heat th.corner")).to_have_text("i \\ j")
    expect(walk.locator("#heat caption")).to_have_text("rows: i; columns: j")
    rows = walk.evaluate("new Set(trace.states.filter((s) => s.position.length).map((s) => s.key[0])).size")
    expect(walk.locator("#heat tr")).to_have_count(1 + rows)  # the columns' heads, then a row per first pile i


def test_a_state_of_the_line_reached_by_other_moves_shows_the_game_s_own_score(walk, server):
    # VII on 5 3 1 4 2: the line plays R then L; playing L, Bob answers R, and [3, 1, 4] is the line's
    # state after two moves, reached another way: Alice 10, Bob 8 here, where the line has Alice 13, Bob 8
    visit(walk, server, "stone-game-vii", "5 3 1 4 2")
    walk.locator("#play-moves .option").filter(has_text="left 5").click()
    expect(walk.locator("#play-status")).to_contain_text("Your move")
    expect(walk.locator("#step-label")).to_have_text("off the optimal line")
    settled(walk, walk.evaluate("JSON.stringify(play.key)"))
    expect(walk.locator("#play-section")).to_contain_text("Score: Alice 10, Bob 8")
    expect(walk.locator("#board-section")).not_to_contain_text("Alice 13")


@pytest.mark.parametrize("game, values", [(game, values) for game, values in EXAMPLES
                                          if game in ("stone-game", "stone-game-ii", "stone-game-iii")])
def test_where_the_map_counts_other_states_than_the_lesson_its_caption_says_the_lesson_s_count(walk, server, game,
                                                                                                  values):
    """The map draws the states a player moves from; the lesson counts the states its memo.py computes,
    base cases included. Where the two differ (877's empty intervals, II's states where M no longer
    matters, III's dp[n]) the map's caption gives the lesson's count, the number the lesson prints."""
    from stonegame.teach.lesson import QUICK, lesson
    from stonegame.views.lesson import text

    visit(walk, server, game, values)
    caption = walk.locator("#heat-caption")
    expect(caption).to_contain_text("memo.py, run on this instance, computes")
    said = caption.text_content()
    drawn = walk.locator("#heat td.cell").count()
    assert said.startswith(f"{drawn} states."), said
    computed = re.search(r"computes ([\d,]+) states, (\d+) of them cells of this map; (\d+) of its states", said)
    assert computed and int(computed.group(2)) <= drawn < int(computed.group(1).replace(",", "")), said
    bases = int(computed.group(3))  # III's one base case, dp(n): "is", as for one state
    assert f"; {bases} of its states {'is a base case' if bases == 1 else 'are base cases'}, answered" in said, said
    told = text(lesson(BUILT_IN[game], lang="en", budget=QUICK))
    assert f"memo.py computes {computed.group(1)} state" in told, "the lesson counts another number"


CODE = """() => ({said: document.getElementById('code-caption').textContent,
    lit: [...document.querySelectorAll('#code .code-line.lit')].map((line) => line.textContent.trim())})"""
"""The code's caption, and the lines of the lesson's memo.py lit beside it."""

II_RECURRENCE = "return max(suffix[i] - suffix[i + x] - dp(i + x, max(m, x)) for x in range(1, 2 * m + 1))"
LIT = [("stone-game-ii", "2 7 9 4 4", "[0,1]", "the line lit computes (0,1), the state lit on the map: −6",
        [II_RECURRENCE]),
       ("stone-game-ii", "2 7 9 4 4", "[3,1]", "the line lit is a base case: it answers without calling dp() "
        "again. The state: (3,1); its value: 8", ["return suffix[i]"]),
       ("stone-game-ii", "2 7 9 4 4", "[4,1]", "(4,1) on the map is dp(4, 2) in the lesson's code "
        "(solutions/memo.py): one state, which the map files under its memo key; the line lit is a base case: "
        "it answers dp(4, 2) without calling dp() again: 4", ["return suffix[i]"]),
       ("stone-game", "5 3 4 5", None, "it answers without calling dp() again. The state: (2,1)", ["return 0"]),
       ("stone-game-iv", "1", "0", "it answers without calling win() again. The state: (0)", ["return False"]),
       ("stone-game-iv", "1", "1", "the line lit computes (1)", ["if not win(k - s * s):"]),
       ("stone-game-vi", "--alice 1 3 --bob 2 1", None,
        "it answers without calling dp() again. The state: no stone left;", ["return 0"]),
       ("stone-game-viii", "-1 2 -3 4 -5", None, "it answers without calling f() again. The state: (4);", ["return 0"]),
       ("stone-game-ix", "2 1", '[0,0,1,1,"Bob"]', "the line lit is a base case", ["return False"]),
       ("stone-game-ix", "2 1", None, "never computes 0, 0, 0 left", [])]
"""A state, its caption's words and the lines lit: by the recurrence, a base case (the game's end when the
key is None: no cell, the line's last step), or never computed by the listing (no line lit); a state the
listing calls by another name (II's (4,1), memo.py's dp(4, 2)) is said by both names (#38)."""


@pytest.mark.parametrize("game, values, key, said, lit", LIT, ids=[f"{game}-{key}" for game, _, key, _, _ in LIT])
def test_the_code_lights_the_line_that_answers_the_state_or_none(walk, server, game, values, key, said, lit):
    visit(walk, server, game, values)
    if key is None:
        walk.keyboard.press("End")
        expect(walk.locator("#next")).to_be_disabled()
    else:
        walk.locator(f"#heat td.cell[data-key='{key}']").click()
    expect(walk.locator("#code-caption")).to_contain_text(said)
    assert walk.evaluate(CODE)["lit"] == lit


def test_the_code_caption_names_ii_s_state_by_the_map_s_cell_and_the_listing_s_call_in_chinese(walk, server):
    """The map files II's (4, M = 2) as (4,1); memo.py calls it dp(4, 2): the Chinese caption says both
    names, and lights the base case that answers it (#38)."""
    visit(walk, server, "stone-game-ii", "2 7 9 4 4", lang="zh")
    walk.locator("#heat td.cell[data-key='[4,1]']").click()
    expect(walk.locator("#code-caption")).to_contain_text(
        "状态图上的 (4,1) 就是课程中的代码（solutions/memo.py）里的 dp(4, 2)")
    assert walk.evaluate(CODE)["lit"] == ["return suffix[i]"]


TABLE_LIT = {
    "stone-game": ("5 3 4 5", [
        ("[1,1]", "the line lit is a base case: it writes (1,1) without reading another cell of dp: 3",
         ["dp[i][i] = piles[i]"]),
        ("[0,3]", "the line lit computes (0,3), the state lit on the map: 1",
         ["dp[i][j] = max(piles[i] - dp[i + 1][j], piles[j] - dp[i][j - 1])"]),
        (None, "never writes (2,1): on this instance no line of it stores or reads dp at (2,1)", [])]),
    "stone-game-ii": ("2 7 9 4 4", [
        ("[4,1]", "the line lit is a base case: it writes (4,1) without reading another cell of dp: 4",
         ["dp[i][m] = suffix[i]"]),
        ("[0,1]", "the line lit computes (0,1), the state lit on the map: −6",
         ["dp[i][m] = max(suffix[i] - suffix[i + x] - dp[i + x][max(m, x)] for x in range(1, 2 * m + 1))"]),
        (None, "never writes (5,0)", [])]),
    "stone-game-iii": ("1 2 3 7", [
        (None, "the line lit makes dp, and no line writes (4) after it: (4) keeps the value the table starts with, 0",
         ["dp = [0] * (n + 1)"]),
        ("1", "the line lit computes (1), the state lit on the map: 12",
         ["for k in range(i, min(i + 3, n)):", "best = max(best, taken - dp[k + 1])", "dp[i] = best"])]),
    "stone-game-viii": ("-1 2 -3 4 -5", [
        (None, "the line lit makes f, and no line writes (4) after it: (4) keeps the value the table starts with, 0",
         ["f = [0] * n"]),
        ("3", "the line lit computes (3), the state lit on the map: −3",
         ["f[i] = max(prefix[j] - f[j] for j in range(i + 1, n))"])]),
    "stone-game-iv": ("1", [
        ("0", "the line lit makes win, and no line writes (0) after it", ["win = [False] * (n + 1)"]),
        ("1", "the line lit computes (1)", ["if not win[k - s * s]:", "win[k] = True"])]),
    "stone-game-vii": ("5 3 1 4 2", [
        ("[0,4]", "keeps dp in another shape than the map: its cells are not the map's states, so no line is lit "
         "for (0,4)", [])]),
    "stone-game-ix": ("2 1", [
        (None, "holds False in its cell of win for 0, 0, 0 left", []),
        ('[0,1,1,0,"Alice"]', "the line lit computes", ["if min(a, b, c) >= 0 and (total + r) % 3 != 0 and not "
                                                        "win[a][b][c][(total + r) % 3]:",
                                                        "win[c0][c1][c2][total] = True"])]),
}
"""Bottom-up: table.py's line that wrote each state's cell (a base case's own line, the line that made the
table where a cell keeps the value it starts with, the recurrence's lines), or none where table.py never
writes the state, holds another quantity there or keeps another shape (VII's one row); a key None is the
game's end (no cell: the line's last step)."""


@pytest.mark.parametrize("game", TABLE_LIT)
def test_bottom_up_the_code_lights_the_line_of_table_py_that_wrote_the_cell(walk, server, game):
    values, cells = TABLE_LIT[game]
    visit(walk, server, game, values)
    walk.select_option("#order", "bottom_up")
    expect(walk.locator("#code-caption")).to_contain_text("solutions/table.py")
    for key, said, lit in cells:
        if key is None:  # the game's end: no cell of the map, the line's last step
            walk.keyboard.press("End")
            expect(walk.locator("#next")).to_be_disabled()
            key = walk.evaluate("current.key")
        else:
            walk.locator(f"#heat td.cell[data-key='{key}']").click()
        expect(walk.locator("#code-caption")).to_contain_text(said)
        assert walk.evaluate(CODE)["lit"] == lit, key
        value = walk.locator("#code-caption").get_attribute("data-value")
        if lit:  # the value the lit line gives the cell is the map's
            assert outcome(value, spec_scoring(game)) == outcome(walk.evaluate(f"byKey.get('{key}').value"),
                                                                 spec_scoring(game)), key
        else:
            assert value is None, key


def spec_scoring(game):
    return stonegame.get_game(game).scoring


KNOWN = """() => {
    // the numbers a learner may read at this question: the values revealed (states and the moves leading to
    // them), both players' points along the line, and the value history's ticks (scaled to the values shown)
    const shown = (key) => !hidden(JSON.stringify(key));
    const moves = (solution.line || []).flatMap((move) => move.alternatives).filter((option) => shown(option.key));
    const totals = running().flatMap((total) => [total.Alice, total.Bob]);
    return [...trace.states.filter((s) => shown(s.key)).map((s) => s.value), ...moves.map((option) => option.value),
            ...totals, ...[...document.querySelectorAll('#chart .tick')].map((tick) => tick.textContent)]
        .map((value) => Math.abs(Number(value)));
}"""


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("game, values", PRACTISED[:2], ids=[game for game, _ in PRACTISED[:2]])
def test_practice_says_no_value_or_outcome_before_it_is_answered(walk, server, game, values, lang):
    """Practising 877 and II through the whole line, at every question nothing in the page's text or
    attributes says a value not yet revealed; and 877's parity argument (Alice cannot lose, and which
    piles she takes) waits in the story until every question is answered, the moves it names included."""
    visit(walk, server, game, values, lang=lang)
    expect(walk.locator("#heat td.cell").first).to_be_visible()
    argument = json.loads(walk.evaluate(f"fetch('/api/explain?game={game}&values={values.replace(' ', '+')}"
                                        f"&lang={lang}').then(r => r.text())"))["insight"]
    assert (argument is not None) == (game == "stone-game")
    walk.click("#practice-toggle")
    anyway = numbers(everything(walk))  # before any answer: the piles, their indices, the constraints
    while walk.evaluate("state.step < solution.line.length"):
        for question in ("#practice-winner [data-winner=Alice]", "#moves .option >> nth=0"):
            settled(walk, walk.evaluate("keyAt(state.step)"))
            said = everything(walk)
            if argument:
                assert argument.split("：" if lang == "zh" else ":")[0] not in said, "the parity argument is told"
            hidden = {abs(int(state["value"])) for state in walk.evaluate(
                "trace.states.filter((s) => hidden(JSON.stringify(s.key)))")}
            secret = hidden - anyway - set(walk.evaluate(KNOWN))
            step = walk.evaluate("state.step")
            assert not secret & numbers(said), f"the page says {secret & numbers(said)} at step {step}"
            walk.click(question)
    if argument:  # every question answered: the story tells it
        expect(walk.locator("#explain-section")).to_contain_text(argument.split("：" if lang == "zh" else ":")[0])


FILED = [(0, []), (1, ["(3,2) → (3,1)"]), (2, ["(3,2) → (3,1)", "(4,2) → (4,1)"])]
"""II on its example, step by step: the states (i, M) the Why panel names that the map files under a smaller M
(once 2M covers every pile left a larger M changes nothing: Bob's move 2 makes M = 2 at (3, 2), the map's (3,1))."""


@pytest.mark.parametrize("step, filed", FILED, ids=[f"step-{step}" for step, _ in FILED])
def test_the_why_formula_names_ii_s_states_as_the_map_files_them_and_says_so(walk, server, step, filed):
    visit(walk, server, "stone-game-ii", "2 7 9 4 4", step=step)
    lit = walk.locator("#heat td.cell.here").get_attribute("data-key")
    settled(walk, lit)
    formula = walk.locator("#why .formula-text").inner_text()
    named = [f"[{i},{m}]" for i, m in re.findall(r"dp\[(\d+)\]\[(\d+)\]", formula)]
    assert named[0] == lit, formula  # the state worked out is the map's lit cell
    cells = set(walk.evaluate("[...document.querySelectorAll('#heat td.cell')].map((td) => td.dataset.key)"))
    assert set(named) <= cells, formula  # each state it reads is a cell of the map (the game's end is written 0)
    said = walk.locator("#why").inner_text()
    for renamed in filed:
        assert renamed in said, said
    if not filed:
        assert "→" not in said, said


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_ii_s_board_says_the_map_s_name_of_a_state_whose_m_it_files_under_a_smaller_one(walk, server, lang):
    """Where II's board says M = 2 and the map lights (4,1) (or (3,1)), the board says once that the map files
    (4,2) under its memo key (4,1), as "Why this value" does: the three name one state, at every step of the line
    and for every cell selected (#38)."""
    visit(walk, server, "stone-game-ii", "2 7 9 4 4", lang=lang)
    cells = walk.evaluate("[...document.querySelectorAll('#heat td.cell')].map((td) => td.dataset.key)")
    seen = set()
    for target in [*range(walk.evaluate("solution.line.length") + 1), *cells]:
        if isinstance(target, int):
            walk.evaluate(f"go({target})")
        else:
            walk.locator(f"#heat td.cell[data-key='{target}']").click()
        note = walk.locator("#board-note").inner_text()
        said = re.search(r"M = (\d+)", note)
        if said is None:
            continue  # the game's end: no cell, no M
        lit = walk.locator("#heat td.cell.here").get_attribute("data-key")
        settled(walk, lit)
        i, m = json.loads(lit)
        if int(said.group(1)) == m:
            continue
        position, key = f"({i},{said.group(1)})", f"({i},{m})"
        seen.add(key)
        assert position in note and key in note, note  # the board's M = 2 is the map's (4,1), said once
        assert note.count(position) == 1, note
        assert f"{position} → {key}" in walk.locator("#why").inner_text()
    assert seen == {"(3,1)", "(4,1)"}


ENDS = [("stone-game-ii", "2 7 9 4 4", "[2,2]", "17 − 0", "en",
         "A move that leaves nothing ends the game: there the value is 0, written as 0 in the formula."),
        ("stone-game", "5 3 4 5", "[3,3]", "5 − 0", "en",
         "A move that leaves nothing ends the game: there the value is 0, written as 0 in the formula."),
        ("stone-game-ii", "2 7 9 4 4", "[4,1]", "4 − 0", "zh", "一步拿完之后什么都不剩，游戏就结束了：那里的值是 0"),
        ("stone-game", "5 3 4 5", "[3,3]", "5 − 0", "zh", "一步拿完之后什么都不剩，游戏就结束了：那里的值是 0")]
"""A cell whose move may end the game: the formula's term for the game's end, and what the panel says of it."""


@pytest.mark.parametrize("game, values, key, term, lang, said", ENDS,
                         ids=[f"{game}-{key}-{lang}" for game, _, key, _, lang, _ in ENDS])
def test_the_why_formula_names_no_state_that_is_not_a_cell_and_says_the_game_s_end_is_0(walk, server, game, values,
                                                                                          key, term, lang, said):
    """The game's end (II's dp[5][0], 877's empty interval dp[4][3]) is no cell of the map: the worked formula
    writes its value where it would name it, and the panel says why, in the page's language (#38)."""
    visit(walk, server, game, values, lang=lang)
    walk.locator(f"#heat td.cell[data-key='{key}']").click()
    settled(walk, key)
    formula = walk.locator("#why .formula-text").inner_text()
    cells = set(walk.evaluate("[...document.querySelectorAll('#heat td.cell')].map((td) => td.dataset.key)"))
    named = {f"[{','.join(parts.split('][')) }]" for parts in re.findall(r"dp\[(\d+(?:\]\[\d+)*)\]", formula)}
    assert named <= cells, f"{formula} names {named - cells}, no cell of the map"
    assert term in formula.split(" = ")[1], formula  # the symbolic step writes the end's value
    said_once(formula.split(" = "))
    expect(walk.locator("#why .said")).to_contain_text(said)
