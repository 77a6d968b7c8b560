"""A command's views, written to stdout in the colour the root options asked.

``stonegame --color/--no-color COMMAND`` is an option of the root command: each command reads
it off its context's root and hands it to the text renderer (``views.text``), which is told,
never set: nothing is stored in a module.
"""

from __future__ import annotations

from typing import Any

import click

from stonegame.views import text
from stonegame.views.model import View


def colour(ctx: click.Context) -> bool | None:
    """What ``--color`` / ``--no-color`` asked (None: neither; the output decides)."""
    return ctx.find_root().params.get("color")


def write(ctx: click.Context, view: View) -> None:
    """``view`` on stdout: rich on a terminal, plain elsewhere."""
    text.write(view, color=colour(ctx))


def write_table(ctx: click.Context, drawn: Any) -> None:
    """A rich ``Table`` on stdout: as it is on a terminal, as aligned columns elsewhere."""
    text.write_table(drawn, color=colour(ctx))
