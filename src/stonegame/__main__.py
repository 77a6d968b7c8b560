"""``python -m stonegame`` is the ``stonegame`` command."""

from stonegame.cli import main

main()
