"""The code listings the lessons show (#22): every LeetCode submission under a game's
``solutions/`` passes ``stonegame check``, every one under its ``mistakes/`` fails with a wrong
answer, and every game with a LeetCode problem has the whole progression.

The files are found by glob, so a listing is tested as soon as it is added. A brute force is
checked up to the game's ``small``; a listing written for small sizes only says so in its header
comment ("fast enough up to n = N") and is checked up to that n. Few cases each (the checker's
edge cases come first), and no speed phase: the whole suite must stay quick. A g++ build with the
sanitizers takes seconds (most of it in <bits/stdc++.h>), so the C++ listings are marked slow, as
in tests/checker/languages; builds are kept for the session (``STONEGAME_BUILDS``), as there.
"""

from __future__ import annotations

import importlib
import os
import re
import unicodedata
from pathlib import Path

import pytest

import stonegame
from stonegame.checker.languages import PYTHON, languages, of_path
from stonegame.games import BUILT_IN

GAMES_DIR = Path(stonegame.__file__).parent / "games"
KINDS = ("solutions", "mistakes")
LISTINGS = sorted(path for kind in KINDS for path in GAMES_DIR.glob(f"*/{kind}/*") if path.is_file())
PYTHON_CASES = 60
COMPILED_CASES = 30  # a C++ or Java check is mostly its build; the edge cases come first anyway
MISTAKE_CASES = 300  # a mistake's check ends at its first failure: more cases cost nothing, and miss less
MAX_N = re.compile(r"up to n = (\d+)")
HEADER_LINES = 3


def game_of(package: str):
    """The game the package games/<package> declares (its GAME), or None (games/families)."""
    return getattr(importlib.import_module(f"stonegame.games.{package}"), "GAME", None)


def game_folders() -> dict[str, Path]:
    """slug -> games/<package>, for every package of games/ that declares a game."""
    found = {}
    for folder in sorted(GAMES_DIR.iterdir()):
        game = game_of(folder.name) if (folder / "__init__.py").is_file() else None
        if game is not None:
            found[game.slug] = folder
    return found


def header(path: Path) -> list[str]:
    """The comment lines at the top of a listing."""
    lines = path.read_text(encoding="utf-8").splitlines()
    marker = "#" if of_path(path) == PYTHON else "//"
    top = []
    for line in lines:
        if not line.startswith(marker):
            break
        top.append(line)
    return top


def max_n(path: Path, small: int) -> int | None:
    """The largest n a listing is written for: its header's "fast enough up to n = N", a brute force's ``small``."""
    found = MAX_N.search("\n".join(header(path)))
    if found:
        return int(found[1])
    return small if path.stem == "brute" else None


def listing_id(path: Path) -> str:
    return str(path.relative_to(GAMES_DIR))


@pytest.fixture(scope="module", autouse=True)
def shared_builds(builds_root):
    """One build folder for every test here (and the run's other tests): a source is compiled once."""
    folder = builds_root
    before = os.environ.get("STONEGAME_BUILDS")
    os.environ["STONEGAME_BUILDS"] = folder
    yield
    if before is None:
        os.environ.pop("STONEGAME_BUILDS", None)
    else:
        os.environ["STONEGAME_BUILDS"] = before


def test_the_listings_are_found():
    assert len(LISTINGS) >= 60, [listing_id(path) for path in LISTINGS]


@pytest.mark.parametrize("path", [pytest.param(path, marks=pytest.mark.slow) if of_path(path) == "cpp" else path
                                  for path in LISTINGS], ids=listing_id)  # a C++ build takes seconds
def test_a_listing_passes_and_a_mistake_gets_a_wrong_answer(path):
    code = of_path(path)
    if code != PYTHON:
        missing = languages()[code].missing()
        if missing:
            pytest.skip(missing[0])
    game = game_of(path.parent.parent.name)
    mistake = path.parent.name == "mistakes"
    cases = MISTAKE_CASES if mistake else PYTHON_CASES if code == PYTHON else COMPILED_CASES
    report = stonegame.check_solution(game.slug, path, cases=cases, speed=False, max_n=max_n(path, game.small))
    if not mistake:
        assert report.passed, report.to_json()
    else:
        assert report.verdict == "wrong-answer", report.to_json()
        assert report.failure.actual != report.failure.expected


@pytest.mark.parametrize("path", LISTINGS, ids=listing_id)
def test_a_listing_opens_with_a_short_comment(path):
    """The idea and the complexity (a mistake: what it gets wrong), in 1 to 3 lines."""
    top = header(path)
    assert 1 <= len(top) <= HEADER_LINES, top
    if path.parent.name == "mistakes":
        assert top[0].startswith("# Wrong: "), top[0]
    assert path.stem in ("brute", "memo", "table", "fast", "formula") or path.parent.name == "mistakes"


CJK_BREAKS = "。，；：、）"
"""What a header line with Chinese in it may end with when another line follows."""
PHRASE_OPENERS = frozenset("a an the of to in on at by for from with and or is are its their each every than as that "
                           "which then into over".split())
"""Words that cannot end an English phrase: a line ending in one ("…then take the") breaks it."""


def is_cjk(char: str) -> bool:
    return unicodedata.east_asian_width(char) in ("W", "F")


def header_text(line: str) -> str:
    """A header line as a reader reads it: without its comment marker and the spaces around."""
    return line.lstrip("#/").strip()


def mid_phrase(text: str) -> bool:
    """Whether a header line that another follows breaks a phrase: a line with Chinese in it must end with
    one of 。，；：、）; an English line must not end with a word from PHRASE_OPENERS (a word followed by
    a stop, as in "from stone i on.", ends its phrase)."""
    if any(is_cjk(char) for char in text):
        return text[-1] not in CJK_BREAKS
    last = re.search(r"[A-Za-z]+$", text)
    return last is not None and last[0].lower() in PHRASE_OPENERS


def test_mid_phrase_is_told_from_a_natural_break():
    assert mid_phrase("O(n) time and memory: merge every x <= y >= z into one pile x - y + z, then take the")
    assert mid_phrase("the mover's best lead from stone i ON")
    assert mid_phrase("暴力：dp(i, j) 为轮到的一方在 nums[i..j] 上的最大")
    assert not mid_phrase("the mover's best lead from stone i on.")
    assert not mid_phrase("O(n) time and memory: merge every x <= y >= z into one pile x - y + z,")
    assert not mid_phrase("Player 1 wins ties. O(n²). / 自底向上：从最后一行往上填 dp[i][j]，")
    assert not mid_phrase("取走一端的得分（分差均为自己 - 对手）")


@pytest.mark.parametrize("path", LISTINGS, ids=listing_id)
def test_a_listing_header_breaks_its_lines_between_phrases(path):
    """Every header line but the last ends at a natural break, so the comment reads as wrapped text: never
    "…then take the" / "larger end", nor a Chinese sentence cut mid-phrase."""
    lines = [header_text(line) for line in header(path)]
    broken = [text for text in lines[:-1] if mid_phrase(text)]
    assert not broken, broken


COMMENT = re.compile(r"(?:#|//)(.*)$")


def comment_blocks(lines: list[str]) -> list[str]:
    """A listing's comments as a reader meets them: each run of whole-line comments one block, together
    with a comment after code on the line just below the run or just above it (its other language may
    stand on its own line, above or below); any other comment after code one more."""
    blocks: list[str] = []
    before = None  # what the line before held: a "whole"-line comment, a comment after code ("after"), or None
    for line in lines:
        found = COMMENT.search(line)
        kind = None if found is None else "after" if line[:found.start()].strip() else "whole"
        if found and (before == "whole" or (before == "after" and kind == "whole")):
            blocks[-1] += " " + found[1]
        elif found:
            blocks.append(found[1])
        before = kind
    return blocks


@pytest.mark.parametrize("path", LISTINGS, ids=listing_id)
def test_a_listing_says_each_of_its_comments_in_chinese_too(path):
    """A Chinese lesson shows the listings as they are: every comment in words (not a formula of the code's
    own names, such as "prefix[k] = piles[0] + ... + piles[k - 1]") says it in Chinese too."""
    lines = path.read_text(encoding="utf-8").splitlines()
    named = set(re.findall(r"[A-Za-z_]\w*", " ".join(COMMENT.sub("", line) for line in lines)))
    in_words = [block for block in comment_blocks(lines)
                if len([w for w in re.findall(r"[A-Za-z]{2,}", block) if w not in named]) >= 2]
    english_only = [block for block in in_words if not any(is_cjk(char) for char in block)]
    assert not english_only, english_only


# BUILT_IN, not GAMES: the game registered by tests/conftest.py has a problem too, and no listings
@pytest.mark.parametrize("slug", [slug for slug, game in BUILT_IN.items() if game.problem is not None])
def test_every_game_has_the_whole_progression_and_a_mistake(slug):
    folder = game_folders()[slug]
    solutions = {path.name for path in (folder / "solutions").glob("*")}
    assert {"brute.py", "memo.py", "table.py"} <= solutions, sorted(solutions)
    assert any(name.endswith(".cpp") for name in solutions), sorted(solutions)
    assert any(name.endswith(".java") for name in solutions), sorted(solutions)
    assert list((folder / "mistakes").glob("*.py")), f"{slug} has no mistake"
    # the listings are data, not modules: pytest's doctest collection must not import them
    assert not (folder / "solutions" / "__init__.py").exists() and not (folder / "mistakes" / "__init__.py").exists()


def test_ten_games_have_listings():
    assert len([game for game in BUILT_IN.values() if game.problem is not None]) == 10


@pytest.mark.parametrize("slug", [slug for slug, game in BUILT_IN.items() if game.problem is not None])
def test_a_listing_s_recursion_is_named_as_the_lesson_names_its_quantity(slug):
    """One notation per lesson (#37): the function a Python listing recurses on is named by a symbol of the
    lesson's glossary (dp, f, win, best), so the listing, the formulas and the table say the same thing the same
    way; a quantity the glossary does not name is said in a comment right above it ("meant: the most the mover
    collects"). II's mistakes recursed on ``most`` where the lesson names that quantity best[i][M]."""
    import ast

    teaching = BUILT_IN[slug].parts.teaching
    named = {re.match(r"\\mathrm\{(\w+)\}", symbol)[1] for symbol, _ in teaching.terms
             if re.match(r"\\mathrm\{(\w+)\}", symbol)}
    folder = game_folders()[slug]
    for path in sorted([*folder.glob("solutions/*.py"), *folder.glob("mistakes/*.py")]):
        lines = path.read_text(encoding="utf-8").splitlines()
        for node in ast.walk(ast.parse("\n".join(lines))):
            inner = [each for each in ast.walk(node) if isinstance(each, ast.FunctionDef) and each is not node]
            if not isinstance(node, ast.FunctionDef) or node.name != BUILT_IN[slug].problem.method:
                continue
            for function in inner:
                above = lines[min(d.lineno for d in [function, *function.decorator_list]) - 2].strip()
                assert function.name in named or above.startswith("#"), (path.name, function.name, sorted(named))


@pytest.mark.parametrize("path", LISTINGS, ids=listing_id)
def test_a_listing_is_leetcode_code_with_no_hint_of_this_tool(path):
    """Said once, in prose (#37): a listing is what a learner submits to LeetCode, so it names no command of this
    tool (VIII's listing once carried such a hint); the lesson says what to run, under "Try it"."""
    assert not re.search(r"\bstonegame\b|--(?:method|rules|lang)\b", path.read_text(encoding="utf-8"))


LESSONED = [slug for slug, game in BUILT_IN.items() if game.parts.teaching is not None]
"""Every game with a lesson: each walks every step in Python, C++ and Java, as the write-ups the project grew from
(../shared/seeds) show brute force and the memo in Java, not only the table (#37)."""


def test_every_built_in_game_has_a_lesson():
    assert len(LESSONED) == 10, LESSONED


@pytest.mark.parametrize("slug", LESSONED)
def test_every_game_shows_every_step_in_three_languages(slug):
    folder = game_folders()[slug] / "solutions"
    fast = [method for method in ("formula", "fast") if (folder / f"{method}.py").is_file()]
    steps = ["brute", "memo", "table", *fast]
    missing = [f"{step}.{language}" for step in steps for language in ("py", "cpp", "java")
               if not (folder / f"{step}.{language}").is_file()]
    assert not missing, missing
