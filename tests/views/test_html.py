"""HTML: well-formed (every tag closed, in order), escaped, self-contained; the board, the
coloured moves and the heatmap are there; the notebook display of a solution, its line and table."""

from html.parser import HTMLParser

import pytest
from view_cases import CASES

import stonegame
from declared import declared
from stonegame import solve
from stonegame.views import html
from stonegame.views.model import solution_view, tone_of
from stonegame.views.notebook import html_of, show_in_notebooks

VOID = {"meta", "br", "hr", "img", "input", "link", "col", "wbr", "source"}


class Checked(HTMLParser):
    """Parses a fragment, checking that every tag is closed in order; keeps tags, classes and text."""

    def __init__(self, markup):
        super().__init__(convert_charrefs=True)
        self.open, self.tags, self.classes, self.text, self.titles = [], [], [], [], []
        self.feed(markup)
        self.close()
        assert not self.open, f"never closed: {self.open}"

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        attributes = dict(attrs)
        self.classes.append((tag, attributes.get("class") or ""))
        if "title" in attributes:
            self.titles.append(attributes["title"])
        for name in ("src", "href"):
            assert name not in attributes, f"an external asset: {tag} {name}"
        if tag not in VOID:
            self.open.append(tag)

    def handle_endtag(self, tag):
        assert self.open and self.open[-1] == tag, f"</{tag}> closes {self.open[-1:]}"
        self.open.pop()

    def handle_data(self, data):
        self.text.append(data)

    @property
    def said(self):
        return " ".join(" ".join(self.text).split())


@pytest.mark.parametrize("game, instance", CASES)
def test_every_game_renders_well_formed_html(game, instance):
    solution = solve(game, instance)
    page = Checked(html.page(solution_view(solution, line=True, table=True)))
    assert {"html", "head", "body", "section", "style", "dl", "figure"} <= set(page.tags)
    assert "script" not in page.tags and "link" not in page.tags
    assert f"answer {html.escape(str(solution.answer)).lower()}" in page.said.lower()


@pytest.mark.parametrize("game, instance", CASES)
def test_moves_are_coloured_by_what_they_secure_with_the_value_on_hover(game, instance):
    solution = solve(game, instance)
    page = Checked(html.line_html(solution.line, solution.game.scoring, solution.scene))
    chips = [classes.split() for tag, classes in page.classes if tag == "li"]
    expected = [tone_of(option.value) for move in solution.line for option in move.alternatives]
    assert [next(c for c in classes if c in ("win", "lose", "tie")) for classes in chips] == expected
    assert sum("chosen" in classes for classes in chips) == len(solution.line)
    hovers = [title for title in page.titles if title.startswith(("value", "wins", "loses", "draws"))]
    assert len(hovers) >= len(expected)


def test_the_board_is_a_row_of_piles():
    page = Checked(html.solution_html(solve("stone-game", [5, 3, 4, 5])))
    piles = [classes for tag, classes in page.classes if tag == "div" and classes.startswith("pile")]
    assert len(piles) == 4
    assert "pile #0: 5" in page.titles and "pile #3: 5" in page.titles  # from #0, as the playground numbers them
    pair = Checked(html.solution_html(solve("stone-game-vi", ([1, 3], [2, 1]))))
    assert pair.said.count("Alice") >= 2 and len([c for t, c in pair.classes if c == "board-row"]) == 2


def test_the_dp_table_is_a_heatmap():
    solution = solve("stone-game-vii", [5, 3, 1, 4, 2])
    fragment = html.table_html(solution.table)
    page = Checked(fragment)
    assert ("table", "heatmap") in page.classes
    assert fragment.count("background: rgba(46, 160, 67") == sum(  # green: the mover's best is above 0
        1 for _, cells in solution.table.rows for cell in cells if str(cell).isdigit() and int(str(cell)) > 0)


def test_text_is_escaped():
    sly = declared("sly", start=tuple, moves=lambda row: ["<b>x</b>&"] if row else [],
                  play=lambda row, m: (row[0], row[1:]), move_name=lambda row, m: f"<script>{m}</script>",
                  kind="row")
    solution = solve(sly, [1, 2])
    fragment = html.solution_html(solution)
    page = Checked(fragment)
    assert "script" not in page.tags and "b" not in page.tags
    assert "<script>" not in fragment and "&lt;script&gt;" in fragment
    assert "<script><b>x</b>&</script>" in page.said


def test_the_notebook_shows_a_solution_its_line_and_its_table():
    s = stonegame.solve("stone-game", [5, 3, 4, 5])
    shown = Checked(html_of(s))
    assert "Alice 9, Bob 8" in shown.said and ("table", "line") in shown.classes
    line = Checked(html_of(s.line))
    assert ("table", "line") in line.classes and "left 5" in line.said
    table = Checked(html_of(s.table))
    assert ("table", "heatmap") in table.classes and "(9, 8)" in table.said
    assert stonegame.solve("nim", [1, 2]).table is None


def test_in_ipython_the_core_objects_draw_themselves():
    """The views fill IPython's own registry of HTML formatters: the core keeps no list of its own."""
    pytest.importorskip("IPython")
    from IPython.core.interactiveshell import InteractiveShell

    shell = InteractiveShell.instance()
    try:
        assert show_in_notebooks()
        s = stonegame.solve("stone-game", [5, 3, 4, 5])
        data, _ = shell.display_formatter.format(s)
        assert "Alice 9, Bob 8" in Checked(data["text/html"]).said
    finally:
        InteractiveShell.clear_instance()


def test_a_long_row_shows_no_line_in_the_notebook():
    s = stonegame.solve("stone-game-vii", list(range(1, 502)))
    fragment = html_of(s)
    Checked(fragment)
    assert "line not drawn: 501 values" in fragment and len(fragment) < 20_000


def test_a_long_row_whose_scores_need_the_line_shows_its_value():
    s = stonegame.solve("stone-game-viii", [(-1) ** k * (k % 7) for k in range(3_000)])
    said = Checked(html_of(s)).said
    assert f"(Alice − Bob = {s.value})" in said and "line not drawn: 3,000 values" in said
    assert f"Alice {s.value}" not in said and ", Bob " not in said  # no scores: they would need the line
