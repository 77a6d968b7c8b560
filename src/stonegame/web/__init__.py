"""The web playground: ``stonegame serve``, its JSON API and its page (see app.py)."""
