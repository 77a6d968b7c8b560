"""The layout keeps game knowledge in games/ and sentences in catalogs/.

Generic modules (everything outside ``games/`` and ``catalogs/``) must work for any game and
any language: they name no game (slug, title, LeetCode number, numeral, family), import no
game's module, and never ask which language is spoken. A failure names the file and line.

What is looked at is code: string and int constants, imports and comparisons. Docstrings and
comments are left out (a doctest may solve a real game as an example), and so is text written
for the reader of ``--help`` (``help=``, ``epilog=`` and the CLI's example lists).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import stonegame
from stonegame.games import BUILT_IN, FAMILIES

PACKAGE = Path(stonegame.__file__).parent
GAME_SPECIFIC = ("games", "catalogs")
"""Where game knowledge and sentences live: not generic."""

GENERIC = sorted(path for path in PACKAGE.rglob("*.py")
                 if path.relative_to(PACKAGE).parts[0] not in GAME_SPECIFIC)

READER_TEXT = {"help", "epilog", "short_help", "rich_help_panel", "examples", "description"}
"""Keywords and names whose text is written for the reader of --help or of the web API's docs:
examples there may name games."""

ALLOWED: dict[tuple[str, str], str] = {
    # (path relative to the package, the name found): why it may stay
    ("cli/games.py", "Stone Game"): "the title of `stonegame games` names the whole family, not stone-game",
}
"""Exceptions, each with its reason. Keep it short: the fix is nearly always a field of Game."""


def names() -> dict[str, str]:
    """Every way a built-in game or a family is named, mapped to what it names."""
    found = {}
    for game in BUILT_IN.values():
        found[game.slug] = found[game.title] = game.slug
        if game.problem is not None:
            found[str(game.problem.number)] = game.slug
            for alias in (game.problem.numeral, *game.problem.aliases):
                if alias:
                    found[alias] = game.slug
    for family in FAMILIES:
        found[family.prefix] = family.name
    return found


NAMES = names()
NUMBERS = {int(name) for name in NAMES if name.isdigit()}
PLAIN_WORDS = {family.prefix for family in FAMILIES if "-" not in family.prefix}
"""Families named by an English word ("nim", "subtraction"): prose may use the word for the
idea; only a string that is the name (``"nim"``, ``"subtraction:1,3,4"``) names the family."""
WORDS = re.compile("|".join(rf"(?<![\w-]){re.escape(name)}(?![\w-])"
                            for name in sorted(NAMES, key=len, reverse=True)
                            if not name.isdigit() and name not in PLAIN_WORDS))
FAMILY_NAME = re.compile(rf"({'|'.join(map(re.escape, sorted(PLAIN_WORDS)))})([:-].*)?",
                         re.IGNORECASE | re.DOTALL)
LANG = re.compile(r"\blang\w*\s*(==|!=)|(==|!=)\s*lang\w*\b|\blang\w*\s+(not\s+)?in\s*[(\[{]")
"""A branch on the language: ``lang == "zh"``, ``lang in ("zh", ...)`` (``lang in langs()`` is no branch)."""
SHARED_MATH = {"periodicity"}
"""Modules of games/ that hold no game: the one-heap math the subtraction family and the Grundy
tool share."""
GAME_MODULES = {(path.parent.name if path.stem == "__init__" else path.stem)
                for path in (PACKAGE / "games").rglob("*.py")
                if path.parent != PACKAGE / "games" or path.stem != "__init__"} - {"families", "kernels", *SHARED_MATH}
"""The names of the games' packages and modules (``stone_game_v``, ``subtraction``): an import
naming one of them is a game's."""


def reader_text(tree: ast.AST) -> set[int]:
    """ids of the constants that are docstrings or --help text."""
    skipped = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                skipped.add(id(body[0].value))
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            skipped.add(id(node.value))  # an attribute's docstring, a bare string
        for text in text_for_readers(node):
            skipped.update(id(inner) for inner in ast.walk(text) if isinstance(inner, ast.Constant))
    return skipped


def text_for_readers(node: ast.AST) -> list[ast.AST]:
    if isinstance(node, ast.keyword) and node.arg in READER_TEXT:
        return [node.value]
    if isinstance(node, (ast.Assign, ast.AnnAssign)):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        if any(isinstance(t, ast.Name) and t.id.lower() in READER_TEXT for t in targets) and node.value:
            return [node.value]
    return []


def findings(path: Path) -> list[tuple[int, str, str]]:
    """(line, what was found, the name it names) for every place ``path`` names a game or a language."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    skipped = reader_text(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and id(node) not in skipped:
            if isinstance(node.value, str):
                found += [(node.lineno, f"the string {match.group()!r}", match.group())
                          for match in WORDS.finditer(node.value)]
                family = FAMILY_NAME.fullmatch(node.value)
                if family:
                    found.append((node.lineno, f"the string {node.value!r}", family.group(1).lower()))
            elif type(node.value) is int and node.value in NUMBERS:
                found.append((node.lineno, f"the number {node.value}", str(node.value)))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for module in imported(node):
                parts = module.split(".")
                if parts[:2] == ["stonegame", "games"] and set(parts[2:]) & GAME_MODULES:
                    found.append((node.lineno, f"an import of {module}", module))
                    break  # one finding an import
    for number, line in enumerate(source.splitlines(), 1):
        code = line.split("#", 1)[0]
        if LANG.search(code):
            found.append((number, "a test of the language", "lang"))
    return found


def imported(node: ast.Import | ast.ImportFrom) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level or not node.module:
        return []
    return [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]


def test_the_generic_modules_are_listed():
    listed = {str(path.relative_to(PACKAGE)) for path in GENERIC}
    assert {"cli/app.py", "core/search.py", "core/solution.py", "teach/explain.py", "tools/grundy.py"} <= listed
    assert not any(name.startswith(GAME_SPECIFIC) for name in listed)


@pytest.mark.parametrize("path", GENERIC, ids=lambda path: str(path.relative_to(PACKAGE)))
def test_a_generic_module_names_no_game_and_no_language(path):
    where = str(path.relative_to(PACKAGE))
    found = [f"src/stonegame/{where}:{line}: {what} ({NAMES.get(name, name)})"
             for line, what, name in findings(path) if (where, name) not in ALLOWED]
    assert not found, "game knowledge outside games/ (make it a field of Game):\n" + "\n".join(found)


def test_the_allow_list_is_current():
    stale = [key for key in ALLOWED if not any(name == key[1] for _, _, name in findings(PACKAGE / key[0]))]
    assert stale == []


def test_the_check_sees_what_it_must(tmp_path):
    """The grep itself: each kind of naming is found, docstrings and --help examples are not."""
    sample = tmp_path / "sample.py"
    sample.write_text('''"""A docstring may say stone-game-iii and 1406."""
from stonegame.games.stone_game_iii import GAME
from stonegame.games import GAMES, resolve
EPILOG = "stonegame solve stone-game-iv 7"
if game.slug == "stone-game-ix" or number == 1510:  # a comment may say VIII
    words = ("Alice", "Bob", "Tie")
option = typer.Option(help="e.g. take-up-to:3")
if lang == "zh":
    title = "Stone Game II"
family, note = "Nim", "every finite subtraction game is eventually periodic"
if lang in ("zh", "ja") or lang in langs():
    pass
''')
    found = sorted((line, name) for line, _, name in findings(sample))
    assert found == [(2, "stonegame.games.stone_game_iii"), (5, "1510"), (5, "stone-game-ix"), (8, "lang"),
                     (9, "Stone Game II"), (10, "nim"), (11, "lang")]


@pytest.mark.parametrize("game", [game for game in BUILT_IN.values() if game.problem], ids=lambda game: game.slug)
def test_every_game_module_has_references_with_its_problem(game):
    """Numpydoc References in the game's own module: the problem's page, the editorial's
    method, and the source of any algorithm beyond it."""
    import importlib
    import pkgutil

    import stonegame.games

    packages = [importlib.import_module(f"stonegame.games.{info.name}")
                for info in pkgutil.iter_modules(stonegame.games.__path__)]
    (module,) = [package for package in packages if getattr(package, "GAME", None) is game]
    doc = module.__doc__ or ""
    assert "References\n----------\n" in doc, module.__name__
    assert game.problem.url in doc, (module.__name__, game.problem.url)


# --- the shape issue #36 set: measured by benchmarks/architecture.py, held here -------------------


def _architecture():
    import importlib.util

    path = PACKAGE.parents[1] / "benchmarks" / "architecture.py"
    spec = importlib.util.spec_from_file_location("architecture", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_idea_s_surroundings_stay_small():
    """declare() takes at most 8 parameters; no class in core has more than 15 methods, no dataclass there more
    than 10 fields; `solve stone-game 5 3 4 5 --line` loads at most 50 stonegame modules; no higher layer fills
    a core list at import time, and no import is kept for its side effect. (A lesson's new notation came in as
    an eleventh field of Teaching, and no test said so.)"""
    measured = _architecture()
    (methods, widest), (fields, fullest) = measured.largest_in_core()
    assert measured.declare_parameters() <= 8
    assert methods <= 15, widest
    assert fields <= 10, fullest
    assert measured.modules_on_the_small_path() <= 50
    assert measured.upward_registrations() == []
    assert measured.kept_for_side_effects() == []
