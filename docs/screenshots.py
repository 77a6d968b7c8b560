"""The site's screenshots in docs/images/: a game page in English and Chinese, at desktop and phone width.

    mkdocs build && python docs/screenshots.py [--page games/stone-game-ii.html] [--site site]

Serves the built site on a free port of 127.0.0.1 (as any static server would) and draws each page in
Debian's Chromium (``/usr/bin/chromium``, else Playwright's own) through Playwright, with no network
beyond that server: what the pictures show is what a reader without internet gets.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import threading
from pathlib import Path

HERE = Path(__file__).resolve().parent
SIZES = {"desktop": (1280, 900), "phone": (390, 844)}
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=HERE.parent / "site")
    parser.add_argument("--page", default="games/stone-game-ii.html")
    parser.add_argument("--out", type=Path, default=HERE / "images")
    parser.add_argument("--name", default="site-stone-game-ii")
    options = parser.parse_args()

    from playwright.sync_api import sync_playwright

    handler = functools.partial(Quiet, directory=str(options.site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    options.out.mkdir(parents=True, exist_ok=True)
    chromium = Path("/usr/bin/chromium")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(chromium) if chromium.exists() else None,
                                                 args=ARGS)
            for lang, prefix in (("en", ""), ("zh", "zh/")):
                for size, (width, height) in SIZES.items():
                    page = browser.new_page(viewport={"width": width, "height": height},
                                            device_scale_factor=2 if size == "phone" else 1)
                    outside = []
                    page.route("**/*", lambda route, outside=outside: route.continue_()
                               if route.request.url.startswith(base) else (outside.append(route.request.url),
                                                                           route.abort()))
                    page.goto(f"{base}/{prefix}{options.page}#recurrence", wait_until="networkidle")
                    if outside:
                        raise SystemExit(f"{prefix}{options.page} asked for {outside}")
                    path = options.out / f"{options.name}-{lang}-{size}.png"
                    page.screenshot(path=str(path))
                    print(path)
                    page.close()
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
