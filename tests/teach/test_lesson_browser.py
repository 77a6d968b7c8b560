"""A lesson's HTML in Chromium (#22): its formulas are MathML, drawn by the browser itself with
no script, so each one takes up room on the page and sets its fraction-like parts apart; a
screenshot of the Chinese lesson of Stone Game VIII goes to docs/."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from playwright.sync_api import Error, sync_playwright

from stonegame.games import get_game
from stonegame.teach.lesson import Budget, lesson
from stonegame.views.lesson import html

DEBIAN_CHROMIUM = "/usr/bin/chromium"
DOCS = Path(__file__).resolve().parents[2] / "docs"


def test_the_formulas_are_drawn_by_chromium(tmp_path):
    made = lesson(get_game("stone-game-viii"), lang="zh", budget=Budget(agreement=12, run=0.002, ladder=0.01))
    page_file = tmp_path / "lesson.html"
    page_file.write_text(html(made), encoding="utf-8")
    with sync_playwright() as playwright:
        path = DEBIAN_CHROMIUM if Path(DEBIAN_CHROMIUM).exists() else shutil.which("chromium")
        try:
            browser = playwright.chromium.launch(executable_path=path) if path else playwright.chromium.launch()
        except Error as error:
            pytest.fail(f"no Chromium (apt-get install -y chromium): {error}")
        page = browser.new_page(viewport={"width": 1000, "height": 1400})
        page.goto(page_file.as_uri())
        boxes = page.eval_on_selector_all("math", "found => found.map(m => m.getBoundingClientRect().toJSON())")
        assert len(boxes) >= 4 and all(box["width"] > 0 and box["height"] > 8 for box in boxes)
        shown = page.eval_on_selector_all('math[display="block"]',
                                          "found => found.map(m => m.getBoundingClientRect().width)")
        assert len(shown) >= 4 and min(shown) > 60  # the recurrence's lines, each drawn whole
        # a sub- or superscript is drawn lower or higher than its base: MathML laid out, not text run together
        shifted = page.evaluate("""() => [...document.querySelectorAll('msub, munderover, msubsup')].some(node => {
            const [base, script] = [...node.children].map(child => child.getBoundingClientRect());
            return script && Math.abs((script.top + script.bottom) - (base.top + base.bottom)) > 2; })""")
        assert shifted
        DOCS.mkdir(exist_ok=True)
        page.screenshot(path=str(DOCS / "lesson-zh.png"))
        browser.close()
