"""Lessons (#22): every section for every game and family in every language, every number
computed, the formulas drawn three ways, the plot an SVG, Markdown that parses, HTML that
parses, a notebook that runs, and patterns that rediscover what the write-ups prove."""

from __future__ import annotations

import functools
import json
import operator
import re
import xml.etree.ElementTree as ElementTree
from functools import cache
from html.parser import HTMLParser
from pathlib import Path

import pytest

import stonegame
from stonegame.catalogs import Name, langs, translate
from stonegame.games import BUILT_IN, get_game
from stonegame.games.families import nim, subtraction, take_up_to
from stonegame.teach import document, growth, listings, patterns
from stonegame.teach import lesson as lessons
from stonegame.teach.growth import Point, fit
from stonegame.views import formulas
from stonegame.views import lesson as drawn

QUICK = lessons.Budget(agreement=12, run=0.002, ladder=0.01)
"""Budgets that keep a lesson under a second: the numbers are still computed, on less."""

FAMILIES = (take_up_to(2), subtraction({1, 3, 4}), nim())
GAMES = (*BUILT_IN.values(), *FAMILIES)


@cache
def made(slug: str, lang: str = "en") -> document.Lesson:
    game = next(game for game in GAMES if game.slug == slug)
    return lessons.lesson(game, lang=lang, budget=QUICK)


@pytest.mark.parametrize("lang", langs())
@pytest.mark.parametrize("slug", [game.slug for game in GAMES])
def test_every_game_has_its_sections_in_every_language(slug, lang):
    lesson = made(slug, lang)
    keys = [section.key for section in lesson.sections]
    assert keys[:3] == ["problem", "state", "recurrence"] and keys[-1] == "try"
    assert {"methods", "agreement", "growth", "patterns"} <= set(keys)
    game = lesson.game
    assert game.parts.teaching is not None  # every built-in game and family is taught
    assert "fast" in keys and "worked" in lesson.facts
    assert ("mistakes" in keys) == bool(game.parts.teaching.mistakes)
    assert lesson.facts["agreement"]["agreed"] == lesson.facts["agreement"]["instances"] > 0


def test_the_worked_cell_is_the_recurrence_with_its_numbers():
    lesson = lessons.lesson(get_game("stone-game"), [3, 9, 1, 2], budget=QUICK)
    worked = lesson.facts["worked"]
    # dp[0][3] = max(3 - dp[1][3], 2 - dp[0][2]): the intervals [9, 1, 2] (worth 8) and [3, 9, 1] (worth -5)
    assert worked["latex"] == (r"\mathrm{dp}[0][3] = \max(3 - \mathrm{dp}[1][3], 2 - \mathrm{dp}[0][2]) = "
                               r"\max(3 - 8, 2 - (-5)) = 7")
    assert worked["value"] == stonegame.solve("stone-game", [3, 9, 1, 2]).value and worked["move"] == "R"
    assert formulas.unicode(worked["latex"]) == "dp[0][3] = max(3 − dp[1][3], 2 − dp[0][2]) = max(3 − 8, 2 − (−5)) = 7"


def test_costs_are_counted_on_the_listings_they_stand_beside():
    """The counts the text states are the instrumented listings' (brute.py's calls, memo.py's states and
    cache hits, table.py's cells), and the text says exactly those numbers."""
    lesson = lessons.lesson(get_game("stone-game"), [5, 3, 4, 5], budget=QUICK)
    counted = lesson.facts["counted"]
    assert (counted["brute"].calls, counted["memo"].stored, counted["memo"].hits, counted["table"].writes) == (
        31, 15, 6, 10)  # 31 calls of dp(i, j); 10 intervals and 5 empty ones; a row of 4 has 10 cells
    said = drawn.text(lesson)
    assert "brute.py calls its function 31 times" in said and "memo.py computes 15 states, and 6 more" in said
    assert "table.py writes 10 cells of dp" in said
    assert lesson.facts["directions"] == {"depth": 5, "stored": 15, "hits": 6, "writes": 10}


@pytest.mark.parametrize("slug", ["stone-game", "stone-game-ii", "stone-game-iii", "stone-game-viii"])
def test_every_count_in_the_text_is_the_instrumented_listing_s(slug):
    from stonegame.teach import listings

    lesson = made(slug)
    teaching, said = lesson.game.parts.teaching, drawn.text(lesson)
    for method, field in (("brute", "calls"), ("memo", "stored"), ("table", "writes")):
        path = listings.solution_path(teaching, method)
        count = getattr(listings.counted(lesson.game, path, lesson.example, teaching.name), field)
        assert count == getattr(lesson.facts["counted"][method], field)
        assert f" {count:,} " in said, (method, count)


def test_every_mistake_has_a_smallest_counterexample_the_game_admits():
    lesson = made("stone-game")
    found = {each["name"]: each for each in lesson.facts["mistakes"]}
    assert set(found) == {mistake.name for mistake in lesson.game.parts.teaching.mistakes}
    for each in found.values():
        instance = each["instance"]
        assert lesson.game.problem.admits(instance, lesson.game.instance)
        assert each["wrong"] != each["right"] == stonegame.solve("stone-game", instance).answer


def test_growth_fits_a_power_and_an_exponential():
    model, base = fit([Point(n, 0.0, round(7 * 3.0 ** n)) for n in range(2, 9)], "exponential")
    assert model == "exponential" and round(base, 3) == 3
    model, slope = fit([Point(n, 0.0, 5 * n + 40) for n in (10**4, 10**5, 10**6)], "power")
    assert model == "power" and round(slope, 2) == 1
    lesson = made("stone-game-iii")
    assert set(lesson.facts["growth"]) == set(lesson.game.methods)


@pytest.mark.parametrize("slug", ["stone-game", "stone-game-ii", "stone-game-iii", "stone-game-v", "stone-game-viii"])
def test_two_builds_fit_the_same_slopes_and_o_n_fits_near_one(slug):
    """Growth is fitted on counted work, so it does not depend on the machine or its load: two builds
    (other random instances) agree within 0.25, and every O(n) method fits between n^0.8 and n^1.4."""
    game = get_game(slug)
    first, second = (growth.growth(game, 0.002, 0.01, seed) for seed in (0, 1))
    for one, other in zip(first, second, strict=True):
        if one.model == "power" and other.model == "power":
            assert abs(one.slope - other.slope) <= 0.25, (one.method, one.slope, other.slope)
        said = lessons.complexity(game, one.method, listings.solution_path(game.parts.teaching, one.method))
        if said == "O(n)":  # as the listing measured says (VIII's table.py is O(n²), its method O(n))
            assert one.model == "power" and 0.8 <= one.slope <= 1.4, (one.method, one.slope)
        if one.method == "brute" and one.model == "exponential":
            assert abs(one.slope - other.slope) <= 0.25


def test_the_plot_is_an_svg_that_parses():
    growth = next(block for block in made("stone-game").section("growth").blocks if isinstance(block, document.Growth))
    svg = drawn.plot_svg(growth)
    root = ElementTree.fromstring(svg)
    assert root.tag.endswith("svg") and len(list(root.iter())) > 50


@pytest.mark.parametrize("slug, said", [
    ("stone-game", "the answer is true on every instance"),
    ("stone-game-ix", "the answer depends only on the parity of the count of values ≡ 0 (mod 3) and the counts "
                      "of values ≡ 1 and 2"),
    ("stone-game-iv", "the answer is false at n = 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, …"),
    ("subtraction:1,3,4", "the answer is false exactly when n ≡ 0, 2 (mod 7)"),
])
def test_patterns_rediscover_what_the_write_ups_prove(slug, said):
    game = next(game for game in GAMES if game.slug == slug)
    holding = [str(each.said) for each in patterns.patterns(game) if each.holds]
    assert any(found.startswith(said) for found in holding), holding


def test_patterns_are_tried_on_admitted_instances_and_never_refute_the_lesson():
    """877's parity argument proves true on every row the problem admits: no conjecture is refuted with a
    row it does not admit ([1, 1]), and nothing is said for nothing ("always 1: no")."""
    found = patterns.patterns(get_game("stone-game"))
    assert [each.holds for each in found] == [True] and found[0].evidence > 100
    for slug in ("stone-game-ix", "stone-game-ii", "stone-game-vii"):
        game = get_game(slug)
        told = [each for each in patterns.patterns(game) if each.teaches]
        assert len(told) <= 1 and all(not each.holds and each.counterexample for each in told)
        for each in told:
            first, second = each.counterexample
            assert game.problem.admits(first, game.instance) and game.problem.admits(second, game.instance)


def test_markdown_parses_with_its_math_code_and_tables():
    from markdown_it import MarkdownIt

    text = drawn.markdown(made("stone-game"))
    tokens = MarkdownIt("commonmark").enable("table").parse(text)
    kinds = {token.type for token in tokens}
    assert {"heading_open", "fence", "table_open", "bullet_list_open"} <= kinds
    assert re.search(r"\$\$.*\\max.*\$\$", text)
    fences = [token.info for token in tokens if token.type == "fence"]
    assert {"python", "cpp", "java"} <= set(fences)


class Tags(HTMLParser):
    """Every element opened and closed in order (self-closing ones aside)."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.seen: set[str] = set()
        self.mismatched = 0

    def handle_starttag(self, tag: str, attrs: list) -> None:
        self.seen.add(tag)
        if tag not in ("meta", "br", "img"):
            self.open.append(tag)

    def handle_startendtag(self, tag: str, attrs: list) -> None:
        self.seen.add(tag)

    def handle_endtag(self, tag: str) -> None:
        if self.open and self.open[-1] == tag:
            self.open.pop()
        else:
            self.mismatched += 1


@pytest.mark.parametrize("lang", langs())
def test_html_is_one_balanced_page_with_mathml_and_no_script(lang):
    page = drawn.html(made("stone-game", lang))
    tags = Tags()
    tags.feed(page)
    assert tags.mismatched == 0 and tags.open == []
    assert {"math", "svg", "table", "pre"} <= tags.seen
    assert "<script" not in page and "http://" not in page.split("<body>")[0]


def test_a_notebook_runs_under_nbclient():
    import nbformat
    from nbclient import NotebookClient

    notebook = nbformat.reads(drawn.ipynb(made("stone-game")), as_version=4)
    nbformat.validate(notebook)
    NotebookClient(notebook, timeout=60, kernel_name="python3").execute()
    outputs = [output for cell in notebook.cells if cell.cell_type == "code" for output in cell.outputs]
    assert outputs and all(output["output_type"] == "execute_result" for output in outputs)
    answer = stonegame.solve("stone-game", made("stone-game").example).answer
    assert {output["data"]["text/plain"] for output in outputs} == {repr(answer)}


def test_a_variant_from_a_rules_file_gets_a_lesson(cli, tmp_path):
    code, out, err = cli("lesson", "--rules", "examples/take_k_from_ends.py", "3", "1", "4", "1", "5", "--quick")
    assert code == 0, err
    assert "Patterns found" in out and "v(p) = end(p)" in out  # the engine's own recurrence
    written = tmp_path / "variant.md"
    code, _, err = cli("lesson", "--rules", "examples/take_k_from_ends.py", "--format", "md", "--out", str(written),
                       "--quick")
    assert code == 0 and written.read_text(encoding="utf-8").startswith("# Lesson: take-k-from-ends")


def test_the_command_writes_every_format_and_refuses_a_bad_one(cli, tmp_path, monkeypatch):
    make, made_once = lessons.lesson, {}

    def once(*args, **kwargs):  # the four commands ask for the same lesson: it is made once, then drawn four ways
        key = repr((args, sorted(kwargs.items())))
        if key not in made_once:
            made_once[key] = make(*args, **kwargs)
        return made_once[key]

    monkeypatch.setattr(lessons, "lesson", once)
    for form in ("text", "md", "html", "ipynb"):
        path = tmp_path / f"lesson.{form}"
        code, _, err = cli("lesson", "stone-game", "--lang", "zh", "--format", form, "--out", str(path), "--quick")
        assert code == 0 and "lesson written to" in err
        assert "石子游戏" in path.read_text(encoding="utf-8")
    json.loads((tmp_path / "lesson.ipynb").read_text(encoding="utf-8"))
    code, _, err = cli("lesson", "stone-game", "--format", "pdf")
    assert code == 2 and err.count("\n") == 1 and "text, md, html, ipynb" in err
    assert len(made_once) == 1


def test_the_python_api_returns_a_view_a_notebook_shows(monkeypatch):
    # the API has no budget to pass: the lesson it makes measures less
    monkeypatch.setattr(lessons.lesson, "__defaults__", (*lessons.lesson.__defaults__[:-1], QUICK))
    view = stonegame.lesson("stone-game", [5, 3, 4, 5])
    assert view.markdown().startswith("# Lesson: Stone Game (LeetCode 877)")
    assert "<math" in view._repr_html_() and view.facts["answer"] is True


def test_an_impartial_game_is_taught_its_grundy_values_and_a_scoring_one_is_not():
    taught = made("subtraction:1,3,4")
    assert "grundy" in [section.key for section in taught.sections]
    assert taught.facts["grundy"]["sequence"][:8] == [0, 1, 0, 1, 2, 3, 2, 0]
    assert taught.facts["grundy"]["period"] == 7
    heaps = made("nim")
    assert heaps.facts["grundy"] == {"value": functools.reduce(operator.xor, heaps.example)}  # Bouton
    assert "grundy" not in [section.key for section in made("stone-game").sections]


def variants():
    """Every rules file in examples/ that declares a game (a strategy file declares none)."""
    root = Path(__file__).resolve().parents[2]
    return sorted(path.relative_to(root) for path in (root / "examples").glob("*.py")
                  if "declare(" in path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("path", variants(), ids=str)
def test_every_variant_gets_a_lesson_whose_try_it_commands_run(path):
    """The statement is the file's docstring, its parameters are named, and every command "Try it"
    prints runs as printed (with --rules), from the project's folder."""
    import os
    import shlex
    import subprocess
    import sys

    from stonegame.core.rules_file import load_rules_file

    root = Path(__file__).resolve().parents[2]
    here = os.getcwd()
    os.chdir(root)
    try:
        game = load_rules_file(path)
        lesson = lessons.lesson(game, lang="en", budget=QUICK)
    finally:
        os.chdir(here)
    said = drawn.text(lesson)
    assert game.summary.split(";")[0] in said and "K = 2" in said
    assert "(0, " not in lesson.section("state").blocks[-1].items[0]  # a state said as a row, not a raw tuple
    commands = next(block for block in lesson.section("try").blocks if isinstance(block, document.Code))
    env = {**os.environ, "PYTHONPATH": str(root / "src")}
    for line in commands.source.splitlines():
        words = shlex.split(line)
        assert words[0] == "stonegame" and "--rules" in words
        ran = subprocess.run([sys.executable, "-m", *words], cwd=root, env=env, input="", capture_output=True,
                             text=True, timeout=120)
        assert ran.returncode == 0, (line, ran.stderr[-1000:])


NAMES = {"Alice", "Bob", "LeetCode", "Python", "true", "false", "Tie", "first", "second", "Grundy", "Nim", "max",
         "min", "mod", "sum"}
"""English a Chinese lesson keeps: the players' and tools' names, LeetCode's literals, the functions
of the notation (max, min, mod, sum) and the write-up's own notation (first, second); code, math,
file names and identifiers of the listings are left out before words are looked for."""


def english_words(lesson: document.Lesson) -> dict[str, str]:
    """Words in Latin letters in a lesson's sentences (not its code or math), each with its section."""
    game = lesson.game
    allowed = set(NAMES) | set(re.findall(r"[A-Za-z_]\w*", game.problem.constraints))
    folder = game.parts.teaching.folder
    for path in [*folder.glob("solutions/*"), *folder.glob("mistakes/*")]:
        allowed |= set(re.findall(r"[A-Za-z_]\w*", path.read_text(encoding="utf-8")))
    found: dict[str, str] = {}
    for section in lesson.sections:
        for block in section.blocks:
            texts = {document.Text: lambda b: [b.text], document.Math: lambda b: [b.said],
                     document.Items: lambda b: list(b.items), document.Terms: lambda b: [m for _, m in b.terms],
                     document.Grid: lambda b: [b.caption, *b.headers, *(row[0] for row in b.rows)],
                     document.Growth: lambda b: [b.caption, *b.axes, *b.names.values()]}.get(type(block))
            for text in [] if texts is None else texts(block):
                text = re.sub(rf"\$[^$]*\$|https?://\S+|{game.slug}|[\w/]+\.(?:py|cpp|java)\b|O\([^()]*(?:\([^()]*\))?[^()]*\)",
                              "", text)
                for word in re.findall(r"[A-Za-z][A-Za-z_]+", text):
                    if word not in allowed and not re.fullmatch(r"[IVX]+", word):
                        found.setdefault(word, section.key)
    return found


@pytest.mark.parametrize("slug", [slug for slug, game in BUILT_IN.items() if game.problem is not None])
def test_a_chinese_lesson_says_no_english_word_outside_code_and_math(slug):
    assert english_words(made(slug, "zh")) == {}


@pytest.mark.parametrize("slug, cells", [("stone-game", r"dp\[(\d+)\]\[(\d+)\]"), ("stone-game-iii", r"dp\[(\d+)\]"),
                                         ("stone-game-vii", r"dp\[(\d+)\]\[(\d+)\]")])
def test_the_fill_order_lists_cells_of_the_table_and_no_end_of_the_game(slug, cells):
    """The fill order is the table's: no state with nothing left (VII's dp[5][4], past the last of
    5 stones), and where table.py writes every cell it shows (877, III), as many cells as it writes."""
    from stonegame.views.lesson import text

    told = text(made(slug))
    order = told.split("The fill order on the example")[1].split("\n\n", 2)[1]
    n = len(BUILT_IN[slug].statement_examples[0][0])
    found = [tuple(map(int, match)) if isinstance(match, tuple) else (int(match),)
             for match in re.findall(cells, order)]
    assert found and all(index < n for cell in found for index in cell), order
    written = int(re.search(r"table\.py writes (\d+) cells", told).group(1))
    if slug != "stone-game-vii":  # VII's table.py leaves the single stones at their 0
        assert len(found) == written, (found, written)


# --- what a learner reads: the review of 877, II, III and VIII -------------------------------------

REVIEWED = ("stone-game", "stone-game-ii", "stone-game-iii", "stone-game-viii")
"""The lessons a reviewer read beside the write-ups."""


def prose(lesson: document.Lesson, key: str | None = None) -> list[str]:
    """The sentences of a lesson (of its section ``key``) as the text view draws them: titles,
    paragraphs, list items, what a formula says, the glossary, the growth's caption; never code,
    formulas or the cells of a table."""
    lines: list[str] = []
    for section in lesson.sections:
        if key is not None and section.key != key:
            continue
        lines.append(section.title)
        for block in section.blocks:
            if isinstance(block, (document.Text, document.Items)):
                lines += drawn._text_block(block, lesson.lang)
            elif isinstance(block, document.Math) and block.said:
                lines.append(drawn._text_block(block, lesson.lang)[-1])
            elif isinstance(block, document.Terms):
                lines += [meaning for _, meaning in block.terms]
            elif isinstance(block, document.Growth):
                lines.append(block.caption)
    return lines


@pytest.mark.parametrize("lang", langs())
def test_an_answer_the_lesson_proves_constant_is_no_conjecture(lang):
    """877's answer is true on every row it admits, and the fast section proves it (its O(1) formula): the
    patterns section says so as proved, in no words of a conjecture, and points at the proof."""
    lesson = made("stone-game", lang)
    assert lesson.facts["proved"]["answer"] is True
    said = " ".join(prose(lesson, "patterns"))
    assert "conjecture" not in said and "猜想" not in said, said
    assert lesson.section("fast").title in said


@pytest.mark.parametrize("lang", langs())
@pytest.mark.parametrize("slug", REVIEWED)
def test_the_agreement_is_called_a_check_not_a_proof(slug, lang):
    """Some random instances solved alike are evidence: the title never says proof, and the text says check."""
    section = made(slug, lang).section("agreement")
    assert not re.search("proof|证明", section.title, re.IGNORECASE), section.title
    assert re.search("check|检验", " ".join(prose(made(slug, lang), "agreement")), re.IGNORECASE)


@pytest.mark.parametrize("lang", langs())
@pytest.mark.parametrize("slug", [game.slug for game in GAMES])
def test_prose_writes_a_negative_number_with_a_true_minus(slug, lang):
    """A number in a sentence is written with − (U+2212), as the formulas write it: never "Bob -3" beside
    "Worth −3", nor [-1, 2] in a paragraph; code and tables keep ASCII."""
    hyphens = [line for line in prose(made(slug, lang)) if re.search(r"-\d", line)]
    assert hyphens == []


@pytest.mark.parametrize("slug", [game.slug for game in GAMES])
def test_chinese_prose_separates_with_full_width_commas_and_semicolons(slug):
    """A list in a Chinese sentence is separated as Chinese separates it (、，；): never "暴力搜索, 记忆化搜索"
    nor "代码行数; solutions/…"; and the constraints are listed with ，as 877's are."""
    half = [line for line in prose(made(slug, "zh"))
            if re.search(r"[\u4e00-\u9fff][,;] |[,;] [\u4e00-\u9fff]", line)]
    assert half == []
    game = made(slug, "zh").game
    if game.problem is not None:
        assert ", " not in translate(Name(game.problem.constraints), "zh")


@pytest.mark.parametrize("lang", langs())
@pytest.mark.parametrize("slug", [game.slug for game in GAMES])
def test_patterns_tell_no_raw_list_and_no_guess_nobody_made(slug, lang):
    """What the patterns section says is a conjecture that holds, or the nearest miss told in words with its
    instances written as the lesson writes them (never "[[1, -1], [-1, 1]]"); where nothing simple holds,
    no order-of-the-values guess is refuted for nothing."""
    lesson = made(slug, lang)
    said = " ".join(prose(lesson, "patterns"))
    assert "[[" not in said and "{'" not in said, said
    if not any(each["holds"] for each in lesson.facts["patterns"]):
        assert "multiset" not in said and "多重集" not in said, said


def test_the_fast_method_is_named_fast_in_chinese_and_the_growth_tables_name_it_alike():
    """Nothing in the fast listings is compiled: 快速, not 快速（编译）; both growth tables name the methods in
    Chinese."""
    lesson = made("stone-game", "zh")
    told = drawn.text(lesson)
    assert "快速（编译）" not in told and "快速（O(n)）" in told
    growth_text = told.split(lesson.section("growth").title)[1].split(lesson.section("mistakes").title)[0]
    assert not re.search(r"^(brute|memo|table|formula|fast)\s", growth_text, re.MULTILINE), growth_text


@pytest.mark.parametrize("slug", REVIEWED)
def test_a_move_s_value_is_said_as_the_position_s_from_here_on(slug):
    """"Worth +4 to Bob from here on" is the value of the position from here on, not the value of the step."""
    said = " ".join(prose(made(slug, "zh"), "problem"))
    assert "这一步对" not in said and "从这里开始" in said
