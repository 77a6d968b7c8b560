"""A check report, a Grundy report and a study of an instance space as views: the report's
own sentences, structured (the title, findings as items, the summary line), the optimal line
of a failing instance as a table; drawn as plain text and as well-formed HTML, said in
English and in Chinese."""

import io
import re
from pathlib import Path

import pytest
from test_html import Checked

from stonegame import get_game
from stonegame.batch import study
from stonegame.batch.space import Scope
from stonegame.checker.judge import check
from stonegame.checker.report import closing, describe, findings
from stonegame.checker.runners import PythonFile
from stonegame.tools.grundy import grundy_report
from stonegame.views import html, text
from stonegame.views.grundy import grundy_view, report_lines
from stonegame.views.model import TONES, Facts, Paragraph, Table, check_view
from stonegame.views.study import study_view

CANDIDATES = Path(__file__).parents[1] / "checker" / "candidates"


class Terminal(io.StringIO):
    def isatty(self):
        return True


@pytest.fixture(scope="module")
def failing():
    return check(get_game("iii"), PythonFile(CANDIDATES / "stone_game_iii_no_tie.py", None), cases=20, speed=False,
                 time_limit=60.0)


@pytest.fixture(scope="module")
def passing():
    return check(get_game("iii"), PythonFile(CANDIDATES / "stone_game_iii_dp.py", None), cases=20, speed=False,
                 time_limit=60.0)


def test_a_failing_report_has_its_findings_its_line_and_its_summary(failing):
    view = check_view(failing)
    assert view.title[0].text == "WRONG ANSWER" and view.title[0].tone == "fail"
    items = [block for block in view.blocks if isinstance(block, Paragraph) and block.role == "item"]
    assert any(block.text.startswith("failing instance: [0]") for block in items)
    (line,) = [block for block in view.blocks if isinstance(block, Table)]
    assert line.role == "line" and len(line.rows) == len(failing.solution.line)
    summary = view.blocks[-1]
    assert summary.role == "summary" and summary.text.startswith("wrong answer: ") and summary.spans[0].tone == "fail"
    plain = text.plain(view).splitlines()
    assert plain[0] == describe(failing)[0] == "WRONG ANSWER  stone-game-iii: " + failing.candidate
    assert plain[-1].strip("= ") == summary.text and len(plain[-1]) == text.SUMMARY_WIDTH


def test_the_report_is_structure_never_markup(failing, tmp_path):
    found, ending = findings(failing), closing(failing)
    assert {tone for line in [*found, *ending] for _, tone in line.runs} <= {None, *TONES}
    assert [line.role for line in found][:2] == ["text", "item"]
    assert [line.role for line in ending] == ["text", "summary"]
    view = check_view(failing)
    (table,) = [block for block in view.blocks if isinstance(block, Table)]
    assert text.plain(view).splitlines() == [*describe(failing), *text.plain_table(table, False),
                                             ending[0].text, text.rule(ending[1].text)]
    folder = tmp_path / "[red]x[bold]"  # a path that looks like rich markup is said as it is
    folder.mkdir()
    path = folder / "solution.py"
    path.write_text((CANDIDATES / "stone_game_iii_no_tie.py").read_text())
    report = check(get_game("iii"), PythonFile(path, None), cases=5, speed=False, time_limit=60.0)
    assert str(path) in text.plain(check_view(report)).splitlines()[0]
    terminal = Terminal()
    text.write(check_view(report), terminal, color=False)
    assert "[red]x[bold]" in "".join(terminal.getvalue().split())  # rich may wrap a long path


def test_a_passing_report_is_green(passing):
    view = check_view(passing)
    assert view.title[0].tone == "pass" and view.blocks[-1].spans[0].tone == "pass"
    assert not any(isinstance(block, Table) for block in view.blocks)


@pytest.mark.parametrize("which", ["failing", "passing"])
def test_reports_render_well_formed_html(which, request):
    report = request.getfixturevalue(which)
    page = Checked(html.page(check_view(report)))
    assert "h3" in page.tags and "stone-game-iii" in page.said


@pytest.mark.parametrize("words, upto", [(["3", "4", "5"], None), (["10", "+", "nim", "3", "4"], None), ([], 30)])
def test_a_grundy_report_says_its_lines(words, upto):
    game = get_game("subtraction:1,3,4") if upto or words[0] == "10" else get_game("nim")
    report = grundy_report(game, words, upto=upto)
    view = grundy_view(report)
    assert text.plain(view).splitlines() == report_lines(report)
    Checked(html.render(view))


def test_a_grundy_sequence_is_a_heatmap_in_html_only():
    report = grundy_report(get_game("subtraction:1,3,4"), [], upto=30)
    values = report["sequence"]["values"]
    view = grundy_view(report)
    (table,) = [block for block in view.blocks if isinstance(block, Table)]
    cells = [cell for row in table.rows for cell in row[1:] if cell.text]
    assert [int(cell.text) for cell in cells] == values
    assert [cell.heat for cell in cells] == [g / max(values) for g in values]
    assert text.plain(view).splitlines() == report_lines(report)  # text has them in its sentence
    page = Checked(html.render(view))
    assert ("table", "heatmap") in page.classes and "g(30) = 0" in page.titles


def test_a_grundy_report_is_said_in_chinese_its_heatmap_too():
    report = grundy_report(get_game("subtraction:1,3,4"), [], upto=30, lang="zh")
    view = grundy_view(report, "zh")
    assert text.plain(view).splitlines()[0].startswith("subtraction:1,3,4：g(0..30) = 0 1 0 1 2 3 2")
    (table,) = [block for block in view.blocks if isinstance(block, Table)]
    assert table.title == "subtraction:1,3,4 的 g(n)"


@pytest.mark.parametrize("asked", ["summary", "compare"])
def test_a_study_says_the_same_numbers_in_english_and_in_chinese(asked, tmp_path):
    greedy = tmp_path / "greedy.py"
    greedy.write_text('def strategy(row):\n    return "L" if row[0] <= row[-1] else "R"\n')
    question = study.Question(summary=True) if asked == "summary" else study.Question(compare=greedy)
    found = study.run(study.Study(scope=Scope(game="stone-game", sizes="2..4", values="1..3", sample=50, seed=2),
                                  question=question, running=study.Running(workers=0, quiet=True)))
    en, zh = (text.plain(study_view(found.report, lang)) for lang in ("en", "zh"))
    assert en.splitlines()[0] == "stone-game, n = 2..4, values 1..3: a sample of 50 (seed 2) of 117 instances"
    assert zh.splitlines()[0] == "stone-game，n = 2..4，数值范围 1..3：从 117 个实例中随机抽取 50 个（种子 2）"
    numbers = re.compile(r"-?[\d,.]*\d%?")
    assert sorted(numbers.findall(en)) == sorted(numbers.findall(zh)) and len(en.splitlines()) == len(zh.splitlines())
    said = re.sub(r"stone-game|/\S+", "", zh)
    assert set(re.findall(r"[A-Za-z]{2,}", said)) <= {"Alice", "Bob", "id"}
    view = study_view(found.report)
    assert any(isinstance(block, Facts) for block in view.blocks) == (asked == "summary")
    Checked(html.render(view))
