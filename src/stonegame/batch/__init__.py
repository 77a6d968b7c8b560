"""Many instances at once: ``stonegame batch`` and ``solve_many``, on a process pool or a Dask
cluster; whole instance spaces (every row, or a sample) reduced to a summary or compared with a
strategy of your own; ``stonegame cases``, test data with expected outputs.

Modules: ``work`` (what a worker does with a chunk), ``execute`` (where chunks run), ``run``
(the command: input, output, resume, progress), ``tables`` (CSV and Parquet), ``api``
(``solve_many``), ``spaces`` (``--all``, ``--sample``, ``--summary``, ``--compare``) and
``testdata`` (``stonegame cases``).
"""
