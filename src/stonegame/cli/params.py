"""The click classes the commands are built with: typer's, with stonegame's repairs.

typer builds a command's parameters from its function; the command class (``cls=`` of each
command) receives them and builds its own where typer's fall short:

- ``OneOf``: click's Choice, listed in --help and completed in the shell, with a one-line
  refusal worded as the library words it;
- ``Command``: every command; its arguments are built as ``Argument``, which keeps its help
  text (click 8.5's Argument sets its own ``help``, to None, after typer's);
- ``InstanceCommand``: ``solve`` and ``play``, whose GAME is shown as needed although
  ``--rules`` may stand in for it, and whose instance may hold the words --alice and --bob.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import click
from typer.core import TyperArgument, TyperCommand, TyperOption
from typer.main import get_param_completion
from typer.models import ArgumentInfo
from typer.utils import get_params_from_function

from stonegame.core.values import shown


@dataclass(eq=False)
class OneOf(click.Choice):
    """click's Choice (listed in --help, completed in the shell) with stonegame's one-line
    refusal: "no method 'tabel'; choose from auto, brute, ...". The choices may be a function,
    asked each time: the languages are the catalogs found, and a catalog may be added later."""

    listed: tuple[str, ...] | Callable[[], tuple[str, ...]]
    what: str
    case_sensitive: bool = True
    refuse: bool = True  # False: another word goes on, for the library to refuse in its own words

    @property
    def choices(self) -> tuple[str, ...]:  # type: ignore[override]  # asked each time, not stored
        return self.listed() if callable(self.listed) else self.listed

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        wanted = value if self.case_sensitive else str(value).lower()
        for choice in self.choices:
            if wanted == (choice if self.case_sensitive else str(choice).lower()):
                return choice
        if not self.refuse:
            return value
        # worded as the library words it (teach.explain.check_lang: "no language 'fr'; choose from en, zh")
        raise click.UsageError(f"no {self.what} {shown(str(value))}; choose from {', '.join(map(str, self.choices))}",
                               ctx)


class Argument(TyperArgument):
    """typer's argument, its help text kept: click 8.5's Argument sets its own ``help`` (None)
    after typer's, and an argument's help would be lost from --help and docs/reference/cli.md."""

    def __init__(self, *, help: str | None = None, **settings: Any) -> None:
        super().__init__(help=help, **settings)
        self.help = help

    @classmethod
    def like(cls, built: TyperArgument, declared: ArgumentInfo) -> Argument:
        """The argument typer ``built`` from what the function ``declared``, built as this class."""
        return cls(param_decls=[built.name or ""], type=built.type, required=built.required, default=built.default,
                   callback=built.callback, nargs=built.nargs, metavar=built.metavar,
                   expose_value=built.expose_value, is_eager=built.is_eager, envvar=built.envvar,
                   shell_complete=declared.shell_complete, autocompletion=get_param_completion(declared.autocompletion),
                   show_default=built.show_default, show_choices=built.show_choices, show_envvar=built.show_envvar,
                   help=declared.help, hidden=built.hidden, rich_help_panel=built.rich_help_panel)


class NeededArgument(Argument):
    """An argument shown as needed (``GAME``, not ``[GAME]``) that may still be left out: with
    --rules, which stands in for GAME; its absence otherwise is one line saying so."""

    def make_metavar(self, ctx: click.Context) -> str:
        return (self.name or "").upper()


class PairWord(TyperOption):
    """--alice or --bob (stone-game-vi's two rows): listed in --help as an option, but read as
    a word of the instance, since a click option cannot take a varying number of values; the
    parser is never told of it."""

    def add_to_parser(self, parser: Any, ctx: click.Context) -> None:
        pass


class Command(TyperCommand):
    """A stonegame command: typer's, its arguments built as ``Argument`` (those named in
    ``needed`` as ``NeededArgument``)."""

    needed: tuple[str, ...] = ()

    def __init__(self, *, params: list[click.Parameter], callback: Callable[..., Any] | None = None,
                 **settings: Any) -> None:
        declared = get_params_from_function(callback) if callback is not None else {}
        built = []
        for param in params:
            info = declared[param.name].default if param.name in declared else None
            if isinstance(param, TyperArgument) and isinstance(info, ArgumentInfo):
                param = (NeededArgument if param.name in self.needed else Argument).like(param, info)
            built.append(param)
        super().__init__(params=built, callback=callback, **settings)


class InstanceCommand(Command):
    """A command given a game and its instance (``solve``, ``play``): GAME is shown as needed,
    and the instance may hold the words --alice and --bob, listed in --help as options."""

    needed = ("game",)

    def __init__(self, *, params: list[click.Parameter], **settings: Any) -> None:
        super().__init__(params=[*params, *pair_words()], **settings)


def pair_words() -> list[click.Parameter]:
    """--alice and --bob, as --help lists them (in their own panel)."""
    return [
        PairWord(param_decls=["alice", "--alice"], is_flag=True, default=False, expose_value=False,
                 help="stone-game-vi: Alice's values follow (--alice 1 3 --bob 2 1)", rich_help_panel="Stone Game VI"),
        PairWord(param_decls=["bob", "--bob"], is_flag=True, default=False, expose_value=False,
                 help="stone-game-vi: Bob's values follow", rich_help_panel="Stone Game VI"),
    ]
