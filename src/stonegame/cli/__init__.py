"""The ``stonegame`` command: a thin typer layer over the library; all I/O lives here.

Usage errors (bad input, unknown game or method, bad options) print one line on stderr and
exit with code 2. Any other exception is a bug and keeps its traceback.

One module a command (``games``, ``solve``, ``play``, ``lesson``, ``check``, ``bench``,
``grundy``, ``batch``, ``cases``, ``serve``: ``app.COMMANDS``), each registered on the app by
``app``, which also holds the root options and ``main``; beside them: ``options`` (the options several commands share,
declared once), ``params`` (the click classes they are built with), ``instance`` (the game and
instance a command line names), ``output`` (views written in the colour asked) and
``streams`` (closed stdin, full disk, SIGPIPE, one-line errors and warnings).
"""

from stonegame.cli.app import app, command, main, run_app

__all__ = ["app", "command", "main", "run_app"]
