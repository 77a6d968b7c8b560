"""Teaching: the story of a solution, the lesson, play against the perfect opponent, traces.

``ORDERS`` are the two orders a trace shows the states in (``trace``): the memo's and the
table's; the command line offers them before it loads the trace.
"""

ORDERS = ("top-down", "bottom-up")
