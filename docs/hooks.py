"""The site's build hooks (mkdocs.yml: ``hooks``): every game's lesson, generated while the site is built.

A page of ``docs/games/`` names its game in its front matter (``lesson: stone-game-ii``); this hook
asks the library for that game's lesson in the language being built (English, then Chinese: the
i18n plugin builds the site once per language and sets the theme's language each time) and puts it
in the page, as ``stonegame lesson GAME --lang LANG --format html`` draws it: formulas as MathML,
which the browser draws with no script, and the growth plot as inline SVG. Each lesson section
becomes a heading of the page, so that the table of contents and the search list them.

``STONEGAME_DOCS_QUICK=1`` makes the lessons with ``stonegame lesson --quick``'s budgets (agreement on
30 instances, growth up to 5 ms a run): a build in less than half the time, for editing the site.
Without it every lesson is the one ``stonegame lesson`` writes (agreement on 300 instances).

A lesson page carries its stylesheet, the library's own (scoped to the lesson), as every HTML view
of the library does: a lesson looks the same on the site as in its own HTML page.
"""

from __future__ import annotations

import os
import re
import sys
import types
from html import unescape
from pathlib import Path
from typing import Any

SRC = str(Path(__file__).resolve().parents[1] / "src")

LANGS = ("en", "zh")
MARK = "STONEGAME-LESSON-SECTION-{}"
"""A section's place in the page's Markdown, replaced by its HTML once the Markdown is converted."""

SAID = {
    "en": {
        "made": "This lesson is `stonegame lesson {game}`, generated when this site was built: every number in it "
                "was computed then. On your own instance: `stonegame lesson {game} VALUES...` "
                "(`--format html`, `md`, `ipynb` or `text`).",
        "family": "The family `{family}`, told on its member `{game}`: any other member has a lesson of its own "
                  "(`stonegame lesson` with its name in place of `{game}`).",
    },
    "zh": {
        "made": "本讲解即 `stonegame lesson {game} --lang zh` 的输出，在构建本站时生成，其中每个数字都是当时算出的。"
                "换成你自己的实例：`stonegame lesson {game} 数值... --lang zh`"
                "（`--format html`、`md`、`ipynb` 或 `text`）。",
        "family": "游戏族 `{family}`，以其成员 `{game}` 为例讲解；"
                  "其他成员各有自己的讲解（把 `stonegame lesson` 后的 `{game}` 换成它的名字）。",
    },
}
"""The two sentences the site adds to a lesson, in each language."""

_sections: dict[str, list[str]] = {}
"""Each lesson page's sections as HTML, from its Markdown to its content (keyed by the page's path)."""


def _made() -> dict[tuple[str, str, bool], Any]:
    """Lessons already made in this process. ``mkdocs serve`` loads this file again at each rebuild,
    while the library it imported stays loaded: so do the lessons it made (restart it to see a change
    of the library)."""
    holder = sys.modules.setdefault("stonegame_site_lessons", types.ModuleType("stonegame_site_lessons"))
    return holder.__dict__.setdefault("made", {})


def on_config(config: Any) -> Any:
    # the checkout's own stonegame, installed or not (MkDocs restores sys.path after loading this file)
    if SRC not in sys.path:
        sys.path.insert(0, SRC)
    return config


def language(config: Any) -> str:
    """The language being built: the theme's, which the i18n plugin sets for each build."""
    lang = str(config.theme.get("language") or "en")
    return lang if lang in LANGS else "en"


def quick() -> bool:
    return os.environ.get("STONEGAME_DOCS_QUICK", "") not in ("", "0")


def lesson_of(game: str, lang: str) -> Any:
    """The lesson of ``game`` in ``lang`` (``stonegame.teach.document.Lesson``)."""
    key, made = (game, lang, quick()), _made()
    if key not in made:
        from stonegame import get_game
        from stonegame.teach.lesson import lesson

        if quick():
            from stonegame.teach.lesson import QUICK

            made[key] = lesson(get_game(game), None, lang, QUICK)
        else:
            made[key] = lesson(get_game(game), None, lang)
    return made[key]


def sections(lesson: Any) -> list[tuple[str, str, str]]:
    """Each section of the lesson's HTML fragment: (key, heading, body), as ``stonegame lesson`` draws it."""
    from stonegame.views.lesson import fragment

    html = fragment(lesson)
    keys = [section.key for section in lesson.sections]
    starts = [html.index(f'<section id="{key}"><h2>') for key in keys] + [html.rindex("</article>")]
    found = []
    for key, start, end in zip(keys, starts, starts[1:], strict=False):
        part = html[start:end].removeprefix(f'<section id="{key}"><h2>').removesuffix("</section>")
        heading, body = part.split("</h2>", 1)
        found.append((key, heading, body))
    return found


CODE = re.compile(r'<pre><code class="language-([\w+-]*)">(.*?)</code></pre>', re.DOTALL)
BLOCK_MATH = re.compile(r'<math [^>]*display="block"[^>]*>.*?</math>', re.DOTALL)


def fitted(body: str) -> str:
    """A section's HTML as the site shows it: each listing coloured by Pygments as the theme colours
    every code block, and each displayed formula in a box that scrolls sideways on a narrow screen."""
    from pygments import highlight
    from pygments.formatters import HtmlFormatter
    from pygments.lexers import get_lexer_by_name
    from pygments.util import ClassNotFound

    def coloured(found: re.Match[str]) -> str:
        try:
            lexer = get_lexer_by_name({"shell": "bash"}.get(found.group(1), found.group(1)))
        except ClassNotFound:
            return found.group(0)
        return highlight(unescape(found.group(2)), lexer, HtmlFormatter(cssclass="highlight", wrapcode=True))

    body = CODE.sub(coloured, body)
    return BLOCK_MATH.sub(lambda found: f'<div class="formula">{found.group(0)}</div>', body)


def markdown_text(html: str) -> str:
    """An escaped heading of the HTML fragment as Markdown text: no character read as Markdown."""
    return re.sub(r"([\\`*_{}\[\]()#+!|<>])", r"\\\1", html)


def family_table(lang: str) -> str:
    """``stonegame games`` as a Markdown table in ``lang``, each game linked to its page."""
    from stonegame.catalogs import Msg, translate
    from stonegame.games import BUILT_IN, FAMILIES

    def cell(text: str) -> str:
        return text.replace("|", "\\|")

    headers = [translate(Msg(text), lang) for text in ("game", "aliases", "rules", "methods (time)")]
    rows = ["| " + " | ".join(headers) + " |", "|---|---|---|---|"]
    for game in sorted(BUILT_IN.values(), key=lambda g: g.problem.number if g.problem else float("inf")):
        methods = ", ".join(f"{m} {game.solver(m).complexity}".strip() for m in game.methods)
        rows.append(f"| [{game.slug}]({game.slug}.md) | {', '.join(game.names[1:3])} | "
                    f"{cell(translate(game.summary, lang))} | {cell(methods)} |")
    for each in FAMILIES:
        rows.append(f"| [{each.name}]({each.name.split(':')[0]}.md) | {translate(Msg('family'), lang)} | "
                    f"{cell(translate(each.about, lang))} | {', '.join(each.methods)} |")
    return "\n".join(rows)


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    if page.meta.get("family_table"):
        return markdown.replace("<!-- stonegame games -->", family_table(language(config)))
    game = page.meta.get("lesson")
    if not game:
        return markdown
    from stonegame import get_game
    from stonegame.catalogs import translate
    from stonegame.teach.explain import game_name

    lang = language(config)
    lesson = lesson_of(game, lang)
    page.meta["title"] = translate(game_name(get_game(game)), lang)
    parts = [f"# {markdown_text(lesson.title)}", "", markdown.strip(), ""]
    if page.meta.get("family"):
        parts += [SAID[lang]["family"].format(family=page.meta["family"], game=game), ""]
    parts += [SAID[lang]["made"].format(game=game), ""]
    bodies = []
    for number, (key, heading, body) in enumerate(sections(lesson)):
        parts += [f"## {markdown_text(heading)} {{ #{key} }}", "", MARK.format(number), ""]
        bodies.append(f'<div class="lesson" lang="{lang}">{fitted(body)}</div>')
    _sections[page.file.src_uri] = bodies
    return "\n".join(parts)


def on_page_content(html: str, page: Any, config: Any, files: Any) -> str:
    bodies = _sections.pop(page.file.src_uri, None)
    if bodies is None:
        return html
    for number, body in enumerate(bodies):
        mark = f"<p>{MARK.format(number)}</p>"
        if html.count(mark) != 1:
            raise ValueError(f"{page.file.src_uri}: the lesson's section {number} has no place in the page")
        html = html.replace(mark, body)
    return f"<style>{stylesheet()}</style>{html}"


def stylesheet() -> str:
    """The library's stylesheets of a lesson and of its tables, for the site: scoped to ``.lesson``."""
    from stonegame.views import html as html_views
    from stonegame.views import lesson as lesson_views

    rules = []
    for selectors, body in re.findall(r"([^{}]+)\{([^}]*)\}", lesson_views.STYLE):
        names = [name.strip() for name in selectors.split(",")]
        if "body" in names:
            continue  # the page's layout is the theme's
        rules.append(", ".join(f".lesson {name}" for name in names) + " {" + body + "}")
    # A displayed formula too wide for a phone scrolls sideways: a thin scrollbar, and a shadow at the edge
    # that hides more (the background gradients: the shadows stay, the covers scroll with the formula).
    extra = (".lesson .formula { overflow-x: auto; overflow-y: hidden; padding: 0.2em 0; scrollbar-width: thin;\n"
             "  background: linear-gradient(to right, var(--md-default-bg-color) 30%, transparent) left / 2em 100% "
             "no-repeat local, linear-gradient(to left, var(--md-default-bg-color) 30%, transparent) right / 2em 100% "
             "no-repeat local, radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.25), transparent) left / "
             "0.8em 100% no-repeat scroll, radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.25), "
             "transparent) right / 0.8em 100% no-repeat scroll; }\n"
             "@media (max-width: 44.9375em) { .lesson .formula math { font-size: 0.85em; } }\n"
             ".lesson .formula math { margin: 0; }\n"
             ".lesson figure { display: block; width: auto; margin: 1em 0; text-align: left; }\n"
             ".lesson figure > svg { max-width: 100%; height: auto; }\n"
             ".lesson figcaption { font-style: normal; margin: 0 0 0.3em; max-width: none; text-align: left; }\n"
             ".lesson table.grid, .lesson .stonegame { display: block; overflow-x: auto; max-width: 100%; }\n"
             ".lesson .stonegame { font-family: inherit; }\n")
    return "\n".join(rules) + "\n" + html_views.STYLE + extra

