"""The catalogs: every id the code says is in every catalog, a new language is one file, and
no generic module decides by language or names a game."""

import ast
import functools
import re
import string
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import stonegame
from stonegame import catalogs, games, solve
from stonegame.catalogs import Msg, Name, Plural, langs, language, translate
from stonegame.cli import main
from stonegame.core.game import ENGINE_COMPLEXITY
from stonegame.teach.play import Session, Terminal

PACKAGE = Path(stonegame.__file__).parent
MACHINERY = PACKAGE / "catalogs" / "__init__.py"
"""The one module that builds messages from variables (``Plural``, ``Msg.add``)."""
GAMES = games.BUILT_IN
"""The package's own games; one registered from outside (tests/divisor_game/) is said as named."""

MARKERS = ("Msg", "Plural")


@functools.cache
def marker_calls():
    """(file, line, call) for every call of a marker in the package's source (parsed once, when a test
    first asks: not at collection, in every worker)."""
    return tuple((path, node.lineno, node) for path in sorted(PACKAGE.rglob("*.py"))
                 for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
                 if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS)


def literal(node):
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


@functools.cache
def extracted():
    """Every message id the code uses, with its English plural form (None for a plain Msg)."""
    found = {}
    for _path, _, call in marker_calls():
        if call.args and literal(call.args[0]):
            plural = call.args[1].value if call.func.id == "Plural" and literal(call.args[1]) else None
            found[call.args[0].value] = plural
    return found


TITLES = {game.title for game in GAMES.values()}
"""The registered games' titles: names a catalog translates by lookup (``Name``)."""
CONSTRAINTS = {game.problem.constraints for game in GAMES.values() if game.problem}
CONSTRAINTS |= {"length >= 1, values[i] any integer"}  # take-up-to:K's
"""The problems' constraints, notation with a few words ("piles.length even"), which the playground says
by lookup (``Name``) too: a catalog holds those with words to translate."""
COMPLEXITIES = set(ENGINE_COMPLEXITY.values())
"""The searches' complexities, in words ("exponential"): a lesson says them by lookup (``Name``)."""
TRANSLATED = [code for code in langs() if code != catalogs.SOURCE]


def fields(template):
    """The names of the fields a template fills."""
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


def forms_of(entry):
    return (entry,) if isinstance(entry, str) else entry


def test_the_extraction_finds_the_code_s_messages():
    assert len(extracted()) > 150  # explain, play, trace, the games' phrases, insights and tables
    assert "take the left {pile}" in extracted() and extracted()["after {n} more move"] == "after {n} more moves"


def test_every_marker_call_names_its_id_literally():
    """An id built at run time would escape the extraction, and so the completeness check."""
    built = [(path.name, line) for path, line, call in marker_calls()
             if path != MACHINERY
             and not (call.args and all(map(literal, call.args[: 2 if call.func.id == "Plural" else 1])))]
    assert built == []


def test_english_is_the_source_and_comes_first():
    assert langs()[0] == catalogs.SOURCE == "en" and "zh" in langs()


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_catalog_has_every_id_and_every_title(code):
    messages = language(code).messages
    missing = sorted(set(extracted()) - set(messages)) + sorted(TITLES - set(messages))
    assert missing == []


@pytest.mark.parametrize("code", langs())
def test_no_catalog_keeps_a_stale_id(code):
    assert sorted(set(language(code).messages) - set(extracted()) - TITLES - CONSTRAINTS - COMPLEXITIES) == []


@pytest.mark.parametrize("code", langs())
def test_translations_name_only_fields_of_their_id_and_fill_in(code):
    """A translation may leave a field out (Chinese needs no {summary} in play's greeting),
    never invent one; its specs are forms of its language or format specs that work."""
    said = language(code)
    for key, entry in said.messages.items():
        if key in TITLES or key in CONSTRAINTS or key in COMPLEXITIES:
            assert isinstance(entry, str) and not fields(entry), key
            continue
        allowed = fields(key) | fields(extracted()[key] or "")
        for form in forms_of(entry):
            assert fields(form) <= allowed, (key, form)
            template, inflected = catalogs.prepared(form, code)
            template.format_map(dict.fromkeys(allowed | {slot for slot, _, _ in inflected}, 12345))  # a bad spec raises


@pytest.mark.parametrize("code", langs())
def test_plural_entries_have_one_form_per_plural_form_of_the_language(code):
    said = language(code)
    number = 1 + max(said.plural(n) for n in range(1000))
    for key, entry in said.messages.items():
        if not isinstance(entry, str):
            assert extracted().get(key) is not None and len(entry) == number, key


def test_plurals_follow_each_language():
    move = [Plural("after {n} more move", "after {n} more moves", n) for n in (1, 2)]
    assert [translate(m, "en") for m in move] == ["after 1 more move", "after 2 more moves"]
    assert [translate(m, "zh") for m in move] == ["再走 1 步后", "再走 2 步后"]


def test_a_name_is_looked_up_never_formatted():
    assert translate(Name("Predict the Winner"), "zh") == "预测赢家"
    assert translate(Name("Subtraction game {1, 3, 4}"), "zh") == "Subtraction game {1, 3, 4}"


def test_a_missing_id_falls_back_to_english_all_through():
    """gettext's fallback, for a whole sentence: English grammar is never applied to Chinese words."""
    story = Msg("{said:gerund|capital} instead: nothing new.", said=Msg("take the left {pile}", pile=5))
    assert translate(story, "zh") == "Taking the left 5 instead: nothing new."
    assert translate(Msg("You {said}.", said=story.params["said"]), "zh") == "你拿走左边的 5。"


@given(st.text(max_size=30))
def test_params_are_filled_in_never_read_as_templates(text):
    assert translate(Msg("You {said}.", said=text), "en") == f"You {text}."
    assert translate(Msg("You {said}.", said=text), "zh") == f"你{text}。"


def test_an_unknown_language_is_a_lookup_error_naming_the_languages():
    with pytest.raises(LookupError, match="no language 'xx'; choose from en, zh"):
        language("xx")


# A third language is one new file -----------------------------------------------------------

FRENCH = '''
"""French, for the test: a few sentences; the rest fall back to English."""


def plural(n):
    return 0 if n <= 1 else 1


def elided(text):
    return text


FORMS = {"elided": elided}

MESSAGES = {
    "Stone Game": "Jeu de pierres",
    "{sentence} {next}": "{sentence} {next}",
    "{title} (LeetCode {number})": "{title} (LeetCode {number})",
    "{game} on {row}. Alice moves first. With best play on both sides, {verdict}.":
        "{game} sur {row}. Alice commence. Si chacun joue au mieux, {verdict}.",
    "{winner} wins {won} to {lost}": "{winner} gagne {won} à {lost}",
    "take the left {pile}": "prendre le tas de gauche, {pile}",
    "{number}. {mover} {said:third}, {left}. Score: Alice {alice}, Bob {bob}.":
        "{number}. {mover} : {said:elided}, {left}. Score : Alice {alice}, Bob {bob}.",
    "Result: Alice {alice}, Bob {bob}: {outcome}. {answer}":
        "Résultat : Alice {alice}, Bob {bob} : {outcome}. {answer}",
    "{winner} wins by {margin}": "{winner} gagne de {margin}",
    "after {n} more move": ("après encore {n} coup", "après encore {n} coups"),
    "Left: {left}   Score: Alice {alice}, Bob {bob}": "Reste : {left}   Score : Alice {alice}, Bob {bob}",
}
'''


@pytest.fixture
def french(tmp_path, monkeypatch):
    """A French catalog in a folder of its own, found through the package's path."""
    (tmp_path / "fr.py").write_text(FRENCH, encoding="utf-8")
    monkeypatch.setattr(catalogs, "__path__", [*catalogs.__path__, str(tmp_path)])
    monkeypatch.setattr(catalogs, "_loaded", {})
    catalogs.prepared.cache_clear()
    yield "fr"
    sys.modules.pop("stonegame.catalogs.fr", None)
    catalogs.prepared.cache_clear()


def test_a_third_language_is_one_new_file(french):
    assert french in langs()
    story = stonegame.explain(solve("stone-game", [5, 3, 4, 5]), french).splitlines()
    assert story[0] == ("Jeu de pierres (LeetCode 877) sur [5, 3, 4, 5]. Alice commence. "
                        "Si chacun joue au mieux, Alice gagne 9 à 8.")
    assert story[1].startswith("Why Alice cannot lose")  # what the catalog lacks is said in English
    assert "1. Alice : prendre le tas de gauche, 5, leaving [3, 4, 5]. Score : Alice 5, Bob 0." in story[2]
    assert story[-1] == "Résultat : Alice 9, Bob 8 : Alice gagne de 1. stoneGame returns true."
    counted = [translate(Plural("after {n} more move", "after {n} more moves", n), french) for n in (0, 1, 2)]
    assert counted == ["après encore 0 coup", "après encore 1 coup", "après encore 2 coups"]  # French's own plural rule


def test_a_third_language_reaches_the_command_line_and_play(french, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["solve", "stone-game", "5", "3", "4", "5", "--explain", "--lang", french])
    assert exit_info.value.code == 0 and "Résultat : Alice 9, Bob 8" in capsys.readouterr().out
    said = []
    Session(GAMES["stone-game"], [5, 3, 4, 5], lang=french,
            terminal=Terminal(lambda prompt: "quit", said.append)).run()
    assert "Reste : [5, 3, 4, 5]   Score : Alice 0, Bob 0" in said


# No generic module decides by language or names a game ----------------------------------------

GENERIC = ("core", "teach", "checker", "tools", "views")
"""The packages that must work for any game and any language (cli.py's help texts name
games as examples for the reader, and are left out)."""


def code_constants(path):
    """The string and int constants of a module's code: its docstrings and comments left out
    (a doctest may solve a real game as an example)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, (str, int)) and id(node) not in docs:
            yield node.lineno, str(node.value)


def test_no_module_but_the_catalogs_asks_which_language():
    found = [(str(path.relative_to(PACKAGE)), number)
             for path in PACKAGE.rglob("*.py") if path.parent.name != "catalogs"
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"\blang\s*[!=]=", line)]
    assert found == []


def test_no_generic_module_names_a_game():
    names = {name for game in GAMES.values() for name in (game.slug, game.title, str(game.problem.number))}
    longest_first = sorted(names, key=len, reverse=True)
    pattern = re.compile("|".join(rf"(?<![\w-]){re.escape(name)}(?![\w-])" for name in longest_first))
    found = [(str(path.relative_to(PACKAGE)), line, text[:60])
             for package in GENERIC for path in sorted((PACKAGE / package).rglob("*.py"))
             for line, text in code_constants(path) if pattern.search(text)]
    assert found == []


def test_the_json_readers_own_words_are_said_in_chinese():
    """A parse error of JSON input names json's own message: each is in the catalog."""
    import json

    from stonegame.catalogs import translate
    from stonegame.core.reading import JSON_ERRORS

    for text in ("[1,", "[1 2]", '{"a" 1}', '["a', "[1]]", "{1: 2}", '["\\q"]', '["\x01"]'):
        with pytest.raises(json.JSONDecodeError) as error:
            json.loads(text)
        assert error.value.msg in JSON_ERRORS
    for text, said in JSON_ERRORS.items():
        assert translate(said, "zh") != text
