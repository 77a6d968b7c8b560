"""The README and the documentation site (mkdocs.yml, docs/).

The first tests read the sources and always run. The others read the built site: `.ci/run` builds
it (`mkdocs build --strict`) and then runs this file with ``STONEGAME_SITE=site``, which makes a
missing site a failure; without that variable they read ``site/`` if it is there and are skipped
otherwise (the site takes about a minute to build: the suite does not build it).

A built page may load only what the site holds: every script, stylesheet, icon, image, frame and
font it names (in its HTML, its inline styles and the stylesheets it links) is a relative path to a
file of the site, or data. Nothing comes from another host, and no path starts at ``/`` (the site
must open from disk, or from any folder of any static server).
"""

from __future__ import annotations

import os
import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"

COMMANDS = (
    "pip install -e . && stonegame solve stone-game 5 3 4 5 --line",
    "apt-get update && apt-get install -y chromium fonts-noto-cjk clang-19 && npm install -g typescript"
    ' && pip install -e ".[test]" && python -m pytest -n 2',
)
"""The README's first block, exactly (CI runs its second line as it is)."""

GAME_PAGES = {
    "predict-the-winner": "predict-the-winner", "stone-game": "stone-game", "stone-game-ii": "stone-game-ii",
    "stone-game-iii": "stone-game-iii", "stone-game-iv": "stone-game-iv", "stone-game-v": "stone-game-v",
    "stone-game-vi": "stone-game-vi", "stone-game-vii": "stone-game-vii", "stone-game-viii": "stone-game-viii",
    "stone-game-ix": "stone-game-ix", "take-up-to": "take-up-to:4", "subtraction": "subtraction:1,3,4",
    "nim": "nim", "misere-nim": "misere-nim",
}
"""Each page of docs/games/ and the game whose lesson it holds (a family by one of its members)."""

ASSET_LINKS = {"stylesheet", "icon", "shortcut", "apple-touch-icon", "preload", "modulepreload", "prefetch",
               "preconnect", "dns-prefetch", "manifest", "mask-icon"}
"""The ``rel`` of a ``<link>`` that the browser fetches."""

ASSET_ATTRIBUTES = {
    "script": ("src",), "img": ("src", "srcset"), "source": ("src", "srcset"), "iframe": ("src",),
    "frame": ("src",), "embed": ("src",), "object": ("data",), "video": ("src", "poster"), "audio": ("src",),
    "track": ("src",), "input": ("src",), "image": ("href", "xlink:href"), "use": ("href", "xlink:href"),
    "feimage": ("href", "xlink:href"),
}
"""The attributes that make the browser fetch something, by element."""

CSS_URL = re.compile(r"""url\(\s*(?:"([^"]*)"|'([^']*)'|([^)'"\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')""")


# --- the sources -------------------------------------------------------------------------------------------


def test_the_readme_is_short_and_starts_with_the_two_commands():
    text = README.read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 150
    assert text.startswith("# stonegame\n\n```\n" + "\n".join(COMMANDS) + "\n```\n")
    assert f"\n{COMMANDS[1]}\n" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")  # CI runs it as it is


def test_the_readmes_links_into_the_site_lead_to_pages():
    text = README.read_text(encoding="utf-8")
    links = re.findall(r"\]\(((?:docs|examples)/[^)#\s]+)(?:#[^)]*)?\)", text)
    assert len(links) >= 10
    for link in links:
        assert (ROOT / link).is_file(), link


def test_every_game_and_family_has_a_page():
    from stonegame.games import BUILT_IN, FAMILIES

    nav = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    told = set()
    for page, game in GAME_PAGES.items():
        source = (DOCS / "games" / f"{page}.md").read_text(encoding="utf-8")
        assert f"\nlesson: {game}\n" in source
        assert f"games/{page}.md" in nav
        told |= {game, *re.findall(r"(?m)^family: (.+)$", source)}
    assert set(BUILT_IN) | {family.name for family in FAMILIES} <= told
    assert sorted(path.stem for path in (DOCS / "games").glob("*.md")) == sorted([*GAME_PAGES, "index", "index.zh"])


def test_the_speed_table_lives_in_the_speed_page():
    text = (DOCS / "how-it-works" / "speed.md").read_text(encoding="utf-8")
    assert text.count("<!-- speed-table:begin -->") == 1 and text.count("<!-- speed-table:end -->") == 1
    assert "--write docs/how-it-works/speed.md" in (ROOT / "benchmarks" / "speed_table.py").read_text()


# --- the checker of assets -------------------------------------------------------------------------------


class Assets(HTMLParser):
    """Every address a page makes the browser fetch, and every link it follows, with its tag."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.fetched: list[tuple[str, str]] = []
        self.links: list[str] = []
        self._style = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = {key: value or "" for key, value in attrs}
        if tag == "link" and set(named.get("rel", "").lower().split()) & ASSET_LINKS:
            self.fetched.append((tag, named.get("href", "")))
        for attribute in ASSET_ATTRIBUTES.get(tag, ()):
            if attribute in named:
                values = named[attribute].split(",") if attribute == "srcset" else [named[attribute]]
                self.fetched += [(tag, value.strip().split(" ")[0]) for value in values]
        if "style" in named:
            self.fetched += [("style", address) for address in css_addresses(named["style"])]
        if tag == "a" and "href" in named:
            self.links.append(named["href"])
        self._style = tag == "style"

    def handle_endtag(self, tag: str) -> None:
        self._style = False

    def handle_data(self, data: str) -> None:
        if self._style:
            self.fetched += [("style", address) for address in css_addresses(data)]


def css_addresses(css: str) -> list[str]:
    return [next(group for group in found.groups() if group is not None) for found in CSS_URL.finditer(css)]


def not_local(address: str, page: Path, site: Path) -> str | None:
    """Why the browser could not take ``address`` from the site's own files, or None."""
    parts = urlsplit(address.strip())
    if parts.scheme == "data" or (not parts.scheme and not parts.netloc and not parts.path):
        return None  # data, or a place in the page itself
    if parts.scheme or parts.netloc:
        return "another host"
    if parts.path.startswith("/"):
        return "a path from the server's root (the site must open from disk)"
    target = (page.parent / unquote(parts.path)).resolve()
    if not target.is_relative_to(site.resolve()):
        return "outside the site"
    if not target.exists():
        return "no such file in the site"
    return None


def foreign_assets(site: Path) -> list[str]:
    """Every asset of every page and stylesheet of the site that is not one of its own files."""
    found = []
    for page in sorted(site.rglob("*.html")):
        parser = Assets()
        parser.feed(page.read_text(encoding="utf-8"))
        # a server shows 404.html at any address that has no page: it names the site's files from the root
        missing = page.relative_to(site) == Path("404.html")
        for tag, address in parser.fetched:
            why = not_local(address, page, site)
            if why and not (missing and why.startswith("a path from the server's root")):
                found.append(f"{page.relative_to(site)}: <{tag}> {address[:100]}: {why}")
        for address in parser.links:
            if not missing and urlsplit(address).path.startswith("/") and not urlsplit(address).netloc:
                found.append(f"{page.relative_to(site)}: <a> {address}: a path from the server's root")
    for sheet in sorted(site.rglob("*.css")):
        for address in css_addresses(sheet.read_text(encoding="utf-8")):
            why = not_local(address, sheet, site)
            if why:
                found.append(f"{sheet.relative_to(site)}: url({address[:100]}): {why}")
    return found


def broken_links(site: Path) -> list[str]:
    """Every link of a page to a file of the site that is not there (the theme's too: navigation, language)."""
    found = []
    for page in sorted(site.rglob("*.html")):
        if page.relative_to(site) == Path("404.html"):
            continue
        parser = Assets()
        parser.feed(page.read_text(encoding="utf-8"))
        for address in parser.links:
            parts = urlsplit(address)
            if parts.scheme or parts.netloc or not parts.path:
                continue
            target = (page.parent / unquote(parts.path)).resolve()
            if not (target / "index.html" if target.is_dir() else target).is_file():
                found.append(f"{page.relative_to(site)}: <a> {address}")
    return found


def test_the_checker_finds_every_kind_of_foreign_asset(tmp_path):
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "here.css").write_text(
        "a { background: url('data:image/svg+xml;charset=utf-8,<svg/>'); }"
        "@font-face { src: url(fonts/x.woff2); } @import 'https://fonts.googleapis.com/css';", encoding="utf-8")
    (tmp_path / "page.html").write_text(
        '<!DOCTYPE html><html><head><link rel="stylesheet" href="assets/here.css">'
        '<link rel="preconnect" href="https://fonts.gstatic.com"><link rel="alternate" href="https://x.org/">'
        '<script src="https://unpkg.com/iframe-worker/shim"></script><script src="assets/here.css"></script>'
        '<style>body { background: url(//cdn.example/bg.png) }</style></head><body>'
        '<img src="/root.png"><img srcset="a.png 1x, http://x.org/b.png 2x"><a href="https://leetcode.com/">ok</a>'
        '<a href="/zh/index.html">root</a><a href="nowhere.html#x">gone</a><a href="page.html#top">here</a>'
        '<svg><use href="#here"/><image href="http://x.org/i.png"/></svg>'
        '<p style="background: url(\'missing.png\')">x</p></body></html>', encoding="utf-8")
    found = "\n".join(foreign_assets(tmp_path))
    for expected in ("<link> https://fonts.gstatic.com: another host", "unpkg.com/iframe-worker/shim: another host",
                     "//cdn.example/bg.png: another host", "<img> /root.png: a path from the server's root",
                     "http://x.org/b.png: another host", "<a> /zh/index.html", "<image> http://x.org/i.png",
                     "missing.png: no such file", "here.css: url(fonts/x.woff2): no such file",
                     "here.css: url(https://fonts.googleapis.com/css): another host", "a.png: no such file"):
        assert expected in found, expected
    assert "x.org/\n" not in found + "\n" and "leetcode" not in found and "#here" not in found
    assert len(found.splitlines()) == 11
    assert broken_links(tmp_path) == ["page.html: <a> /zh/index.html", "page.html: <a> nowhere.html#x"]


# --- the built site ------------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def site() -> Path:
    named = os.environ.get("STONEGAME_SITE")
    built = Path(named) if named else ROOT / "site"
    if not (built / "index.html").is_file():
        if named:
            pytest.fail(f"STONEGAME_SITE={named}: no built site there (mkdocs build --strict)")
        pytest.skip("the site is not built (mkdocs build --strict); .ci/run builds it and runs these")
    return built


def test_every_page_loads_only_the_sites_own_files(site):
    assert len(list(site.rglob("*.html"))) >= 2 * (len(GAME_PAGES) + 10)
    assert foreign_assets(site) == []
    assert broken_links(site) == []
    assert [path for path in site.rglob("*") if path.suffix in (".py", ".pyc")] == []  # the build scripts stay out


@pytest.mark.parametrize("page", sorted(GAME_PAGES))
def test_every_game_page_holds_its_lesson_in_both_languages(site, page):
    for lang, folder in (("en", site), ("zh", site / "zh")):
        html = (folder / "games" / f"{page}.html").read_text(encoding="utf-8")
        assert f'<html lang="{lang}"' in html
        assert html.count(f'<div class="lesson" lang="{lang}">') >= 9
        for key in ("problem", "state", "recurrence", "methods", "agreement", "try"):
            assert f'id="{key}"' in html
        assert "<math" in html  # the recurrence, as MathML: drawn by the browser with no script
        assert f"stonegame lesson {GAME_PAGES[page]}" in html
    english = (site / "games" / f"{page}.html").read_text(encoding="utf-8")
    chinese = (site / "zh" / "games" / f"{page}.html").read_text(encoding="utf-8")
    assert "The problem" in english and "The problem" not in chinese
    # the lesson itself is in Chinese: a page's worth of characters (a lesson has well over 1,000), not a stray title
    assert len(re.findall(r"[\u4e00-\u9fff]", chinese.split('<div class="lesson"', 1)[1])) >= 1000


def test_the_api_reference_shows_solve_with_its_docstring(site):
    html = (site / "reference" / "api.html").read_text(encoding="utf-8")
    assert 'id="stonegame.solve"' in html
    assert "Solve one instance of a game exactly" in html and "InvalidInstance" in html
    for name in ("solve_many", "solve_columns", "lesson", "explain", "check_solution", "declare", "get_game",
                 "Solution", "StoneGameError", "TooLarge"):
        assert f'id="stonegame.{name}"' in html or re.search(rf'id="stonegame\.[\w.]*{name}"', html), name
