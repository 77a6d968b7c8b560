"""One view of a result, many renderers.

``model`` turns a ``Solution`` or a check ``Report`` into a ``View`` (plain frozen data: facts,
paragraphs, tables, boards), ``grundy`` a Grundy report and ``study`` a study of an instance
space (``batch --all``); ``text`` draws it for a terminal (rich) or a pipe (plain), ``html``
as self-contained HTML (the notebook and the web page), and ``json`` writes the source's
stable JSON form. ``notebook`` draws the core's objects as HTML for IPython (called by
``stonegame``: see there).
"""
