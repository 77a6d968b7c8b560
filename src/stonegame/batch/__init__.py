"""Many instances at once: ``stonegame batch`` and ``solve_many``, on a process pool or a Dask
cluster; whole instance spaces (every row, or a sample) reduced to a summary or compared with a
strategy of your own; ``stonegame cases``, test data with expected outputs.

Modules: ``work`` (what a worker does with a chunk, row by row), ``columnar`` (the same, a
group of rows solved at once), ``execute`` (where chunks run), ``run``
(the command: input, output, resume, progress), ``tables`` (CSV and Parquet), ``api``
(``solve_many``, ``solve_columns``), ``space`` (an instance space, ``--all`` and ``--sample``, cut into tasks),
``study`` (what a space's answers are reduced to: ``--summary``, ``--compare``), ``strategy``
(the user's own, played against optimal play) and ``testdata`` (``stonegame cases``).
"""
