"""The command line as a user discovers it: --version, -h, choices in the help and in the shell,
examples on every command, and docs/reference/cli.md generated from the app and kept current."""

import importlib.metadata
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import click
import pytest

import stonegame
from stonegame.catalogs import langs
from stonegame.cli import command
from stonegame.cli.options import METHODS, source_langs
from stonegame.cli_help import reference
from stonegame.games import GAMES
from stonegame.teach.trace import ORDERS

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = sorted(command().commands)


@pytest.mark.parametrize("flag", ["--version", "-V"])
def test_version_is_the_installed_one(cli, flag):
    code, out, _ = cli(flag)
    assert code == 0
    assert out == f"stonegame {importlib.metadata.version('stonegame')}\n"
    assert stonegame.__version__ == importlib.metadata.version("stonegame")


@pytest.mark.parametrize("name", [None, *COMMANDS])
def test_h_is_help(cli, name):
    words = [name] if name else []
    code, short, _ = cli(*words, "-h")
    assert code == 0
    code, long, _ = cli(*words, "--help")
    assert code == 0 and short == long and "Usage" in short


def help_of(cli, name):
    code, out, _ = cli(name, "--help")
    assert code == 0
    return " ".join(out.split())


@pytest.mark.parametrize(
    "name, option, choices",
    [
        ("solve", "--method", METHODS),
        ("solve", "--lang", langs()),
        ("solve", "--trace", ORDERS),
        ("play", "--as", ("alice", "bob")),
        ("play", "--lang", langs()),
        ("games", "--lang", langs()),
        ("check", "--lang", (*langs(), *source_langs())),
    ],
)
def test_choices_are_listed_in_the_help_and_checked(cli, name, option, choices):
    param = next(p for p in command().commands[name].params if option in p.opts)
    assert isinstance(param.type, click.Choice) and tuple(param.type.choices) == tuple(choices)
    markdown = reference()
    section = markdown.split(f"## `stonegame {name}`")[1].split("\n## ")[0]
    assert f"{option} [{'|'.join(choices)}]" in section
    argv = {"solve": ["solve", "stone-game", "5"], "play": ["play", "stone-game", "5"], "games": ["games"],
            "check": ["check", "stone-game", "x.py"]}[name]
    code, _, err = cli(*argv, option, "klingon")
    assert code == 2 and err.count("\n") == 1
    named = " for stone-game" if option == "--method" else ""  # a method is refused by the game, naming it
    assert f"no {param.type.what} 'klingon'{named}; choose from {', '.join(choices)}" in err


def test_solve_help_shows_game_as_needed_arguments_with_help_and_the_pair_words(cli):
    text = help_of(cli, "solve")
    assert "solve [OPTIONS] GAME [VALUES]..." in text
    assert "slug, LeetCode number or numeral" in text and "the instance: integers" in text
    assert "--alice" in text and "--bob" in text


def test_the_pair_words_listed_in_the_help_still_read_as_the_instance(cli):
    code, out, _ = cli("solve", "stone-game-vi", "--alice", "1", "3", "--bob", "2", "1", "--json")
    import json

    assert code == 0 and json.loads(out)["answer"] == stonegame.solve("vi", ([1, 3], [2, 1])).answer


@pytest.mark.parametrize("name", COMMANDS)
def test_every_command_has_two_to_four_examples_that_parse(name):
    sub = command().commands[name]
    examples = re.findall(r"(?m)^  (\S.*)$", sub.epilog or "")
    assert 2 <= len(examples) <= 4
    for example in examples:
        words = shlex.split(example.split("|")[-1])
        assert words[:2] == ["stonegame", name]
        sub.make_context(name, words[2:], resilient_parsing=False)  # every option and choice exists


def test_every_argument_has_help():
    for name in COMMANDS:
        for param in command().commands[name].params:
            assert param.help, f"{name} {param.name}"


def complete(words, shell="bash"):
    env = {**os.environ, "_STONEGAME_COMPLETE": f"complete_{shell}", "COMP_WORDS": words,
           "COMP_CWORD": str(len(words.split()) - (0 if words.endswith(" ") else 1)),
           "_TYPER_COMPLETE_ARGS": words}
    done = subprocess.run([sys.executable, "-m", "stonegame"], env=env, capture_output=True, text=True, timeout=60)
    return done.returncode, done.stdout


def test_the_completion_scripts_call_back_the_command():
    # typer detects the shell it runs in (shellingham); told not to, --show-completion takes its name
    env = {**os.environ, "_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION": "1"}
    for shell, marker in (("bash", "complete -o default -F"), ("zsh", "compdef"), ("fish", "complete --command")):
        done = subprocess.run([sys.executable, "-m", "stonegame", "--show-completion", shell],
                              capture_output=True, text=True, timeout=60, env=env)
        assert done.returncode == 0, done.stderr
        assert "_STONEGAME_COMPLETE" in done.stdout and marker in done.stdout


@pytest.mark.parametrize(
    "words, expected",
    [
        ("stonegame solve stone-game 5 --method ", list(METHODS)),
        ("stonegame play stone-game 5 --as ", ["alice", "bob"]),
        ("stonegame solve stone-game-v", [slug for slug in GAMES if slug.startswith("stone-game-v")]),
        ("stonegame gr", ["grundy"]),
    ],
)
def test_the_shell_completes_commands_games_and_choices(words, expected):
    code, out = complete(words)
    assert code == 0 and out.split() == expected


def test_check_lang_takes_one_language_of_each_kind(cli, tmp_path):
    assert source_langs() == ("py", "cpp", "java", "js", "ts") and not set(source_langs()) & set(langs())
    solution = tmp_path / "solution.py"
    solution.write_text("class Solution:\n    def stoneGame(self, piles):\n        return True\n")
    code, _, err = cli("check", "stone-game", str(solution), "--lang", "py", "--lang", "cpp")
    assert code == 2 and "give one language for the file" in err and err.count("\n") == 1
    code, _, err = cli("check", "stone-game", str(solution), "--lang", "en", "--lang", "zh")
    assert code == 2 and "give one language for the report" in err


def test_docs_cli_md_is_current():
    """Regenerate with: python -m stonegame.cli_help docs/reference/cli.md"""
    written = (ROOT / "docs" / "reference" / "cli.md").read_text(encoding="utf-8")
    assert written == reference(), "stale: run python -m stonegame.cli_help docs/reference/cli.md"


def test_the_reference_lists_every_command_and_option():
    markdown = reference()
    for name in COMMANDS:
        assert f"## `stonegame {name}`" in markdown
        for param in command().commands[name].params:
            if isinstance(param, click.Option) and not param.hidden:
                assert param.opts[0] in markdown
    assert "```console\n$ stonegame solve stone-game 5 3 4 5 --line\n" in markdown
    assert not re.search(r"[ \t]$", markdown, re.MULTILINE)


def recipes():
    """The commands of README's Recipes section."""
    text = (ROOT / "README.md").read_text(encoding="utf-8").split("## Recipes")[1].split("```")[1]
    return [shlex.split(line.split("  #")[0]) for line in text.splitlines() if line.startswith("stonegame ")]


def test_the_readme_recipes_cover_the_issue_and_parse():
    found = recipes()
    assert [words[1] for words in found] == ["solve", "check", "play", "solve", "solve", "bench"]
    for words in found:
        command().commands[words[1]].make_context(words[1], words[2:], resilient_parsing=False)


@pytest.mark.parametrize("index", [0, 3, 4])
def test_the_solve_recipes_run(cli, monkeypatch, index):
    monkeypatch.chdir(ROOT)  # the variant recipe names examples/ from the repository's root
    code, out, err = cli(*recipes()[index][1:])
    assert code == 0 and out and err == ""


def test_a_leetcode_test_case_of_stone_game_vi_is_its_two_lists(cli, tmp_path):
    code, out, _ = cli("solve", "stone-game-vi", "[1,3]", "[2,1]", "--json")
    import json

    assert code == 0 and json.loads(out)["answer"] == stonegame.solve("vi", ([1, 3], [2, 1])).answer
    written = tmp_path / "case.txt"
    written.write_text("[2,4,3]\n[1,6,7]\n")  # LeetCode's example 3, as its test case box holds it
    code, out, _ = cli("solve", "stone-game-vi", "--file", str(written), "--json")
    assert code == 0 and json.loads(out)["answer"] == -1
