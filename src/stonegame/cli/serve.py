"""``stonegame serve``: the web playground, on this machine."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from stonegame.cli import options
from stonegame.cli.params import Command
from stonegame.core.errors import StoneGameError
from stonegame.games import resolve


def register(app: typer.Typer) -> None:
    app.command(
        "serve",
        cls=Command,
        epilog="Examples:\n\n"
        "  stonegame serve --open\n\n"
        "  stonegame serve --port 8080 --rules examples/take_k_from_ends.py",
    )(serve_command)


def serve_command(
    host: Annotated[str, typer.Option("--host", help="the address to listen on (127.0.0.1: this machine only)")]
    = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="the port to listen on", min=1, max=65535)] = 8000,
    open_browser: Annotated[bool, typer.Option("--open", help="open the page in a web browser")] = False,
    rules: Annotated[
        Path | None, options.rules_option(help="a Python file declaring your own game, offered beside the others")
    ] = None,
) -> None:
    """The web playground: a local page to solve, step through, play and compare (Ctrl+C stops it)."""
    try:
        from stonegame.web.app import serve
    except ImportError as missing:
        raise StoneGameError(f"serve needs the web extra ({missing.name} is missing): "
                             "pip install 'stonegame[web]'") from None
    if rules is not None:
        resolve(rules)  # a broken file is one line now, not a failure in every worker
    serve(host, port, open_browser, rules)
