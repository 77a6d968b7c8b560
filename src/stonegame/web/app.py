"""The playground's ASGI app: the page (static files, package data) and the JSON API.

Every answer that needs work comes from a worker process (``stonegame.web.pool``) under a
time cap; the event loop itself only routes, so the page and the game list stay quick while
solves run. Errors are the command line's: the same one-line message, as JSON
``{"error": "stonegame: error: ...", "said": {"en": "...", "zh": "..."}}`` (``said``: the
message alone in each language, for the page to show in its own), with the status saying whose
the problem is:

- 422 the input breaks the rules (an unknown game or method, a bad value, an illegal move);
- 413 the work is larger than this server does: refused before any work by the library's
  estimate (``TooLarge``), or stopped at the time cap; a smaller instance or a faster method
  fits, a retry does not;
- 429 too many requests are already waiting for a worker (with Retry-After);
- 500 a bug (its traceback goes to the server's log).
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Annotated, Any, Literal, TypedDict

from fastapi import APIRouter, FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from stonegame.catalogs import SOURCE, langs
from stonegame.core.errors import Busy, Overrun, StoneGameError, TooLarge
from stonegame.core.values import one_line
from stonegame.web import api
from stonegame.web.pool import Broken, Pool, in_every_language

STATIC = Path(__file__).parent / "static"
TIME_CAP = 10.0
"""Seconds one request's work may take before its worker is killed."""


class ServerSettings(TypedDict):
    """Settings for ``uvicorn.run`` and ``uvicorn.Config``, each checked against their parameters."""

    h11_max_incomplete_event_size: int
    http: Literal["h11"]


SERVER: ServerSettings = {"h11_max_incomplete_event_size": 4 << 20, "http": "h11"}
"""uvicorn's settings: a request line of up to 4 MiB, room for the longest parameters allowed
even when every character is percent-encoded UTF-8 (12 bytes); h11's default of 16 KiB drops a
longer request without an answer, and an instance travels in the URL."""

log = logging.getLogger("stonegame.web")

Game = Annotated[str, Query(description="a game: slug, LeetCode number, numeral or family (take-up-to:4, nim)",
                            min_length=1, max_length=200)]
Values = Annotated[str, Query(description="the instance as the command line takes it: values separated by spaces "
                              "or commas, '--alice 1 3 --bob 2 1' for a pair, or one JSON value",
                              max_length=50_000)]
Method = Annotated[str, Query(description="auto, brute, memo, table, formula or fast", max_length=20)]
Lang = Annotated[str, Query(description="the language of the words: en or zh", max_length=10)]


class Failure(BaseModel):
    """What every refusal answers: the command line's one line, and its message in each language."""

    error: str = Field(examples=["stonegame: error: 'x' is not an integer; values must be whole numbers"])
    said: dict[str, str] = Field(examples=[{"en": "'x' is not an integer; values must be whole numbers",
                                            "zh": "'x' 不是整数；每个值都必须是整数"}])


REFUSALS: dict[int | str, dict[str, Any]] = {
    413: {"model": Failure, "description": "More work than this server does: refused before any work by the "
          "library's estimate (TooLarge), or stopped at the time cap"},
    422: {"model": Failure, "description": "The input breaks the rules: an unknown game, method or language, "
          "a bad value, an illegal move"},
    429: {"model": Failure, "description": "Too many requests are waiting for a worker; retry after a second"},
}


ANSWERS: dict[int | str, dict[str, Any]] = {
    200: {"description": "The answer, as one JSON object (`stonegame solve --json`'s keys where it has them)",
          "content": {"application/json": {"schema": {"type": "object"}}}},
    **REFUSALS,
}


def failure(status: int, message: StoneGameError | str, **headers: str) -> JSONResponse:
    """The refusal's JSON: a library error said in every language, a server's own line in English."""
    said = (in_every_language(message) if isinstance(message, StoneGameError)
            else {lang: message for lang in langs()})
    return JSONResponse({"error": f"stonegame: error: {said[SOURCE]}", "said": said}, status_code=status,
                        headers=headers or None)


def refusal(status: int, **headers: str) -> Callable[[Request, StoneGameError], Coroutine[Any, Any, Response]]:
    """The handler that answers an error with ``status``, its message said in every language."""

    async def refuse(request: Request, error: StoneGameError) -> Response:
        return failure(status, error, **headers)

    return refuse


async def broken(request: Request, error: Broken) -> JSONResponse:
    log.error("a worker failed:\n%s", error)
    return failure(500, "an internal error (a bug in stonegame); the server's log has its traceback")


async def bad_request(request: Request, error: RequestValidationError) -> JSONResponse:
    first = error.errors()[0] if error.errors() else {}
    where = ".".join(str(part) for part in first.get("loc", ())[1:]) or "request"
    return failure(422, one_line(f"{where}: {first.get('msg', 'invalid')}"))


REFUSED: dict[int | type[Exception], Callable[[Request, Any], Coroutine[Any, Any, Response]]] = {
    TooLarge: refusal(413), Overrun: refusal(413), Busy: refusal(429, **{"Retry-After": "1"}),
    StoneGameError: refusal(422), Broken: broken, RequestValidationError: bad_request,
}
"""Each refusal's status (see the module's docstring), by the error that says it."""


def pool_of(request: Request) -> Pool:
    """The app's worker pool (``create_app`` starts it with the app)."""
    pool: Pool = request.app.state.pool
    return pool


async def work(request: Request, name: str, **arguments: Any) -> Response:
    # the worker writes the JSON: the event loop only passes the bytes on
    return Response(await pool_of(request).run(name, **arguments), media_type="application/json")


routes = APIRouter()
"""Every page and endpoint; the app includes them."""


@routes.get("/", include_in_schema=False)
async def page() -> FileResponse:
    return FileResponse(STATIC / "index.html")


@routes.get("/api/games")
async def games(request: Request) -> Response:
    """Every game: the ten, the families (with a sample parameter) and a --rules file's."""
    return await work(request, "games")


@routes.get("/api/words")
async def words(request: Request, lang: Lang = "en") -> Response:
    """The page's words in a language (from the catalogs)."""
    return await work(request, "words", lang=lang)


@routes.get("/api/solve")
async def solve(request: Request, game: Game, values: Values, method: Method = "auto") -> Response:
    """`stonegame solve --json`: answer, value, winner, scores, line, stats, notes; and the board."""
    return await work(request, "solve", game=game, values=values, method=method)


@routes.get("/api/line")
async def line(request: Request, game: Game, values: Values, method: Method = "auto") -> Response:
    """The optimal line: each move with every alternative's value (remoteness in win/lose games)."""
    return await work(request, "line", game=game, values=values, method=method)


@routes.get("/api/table")
async def table(request: Request, game: Game, values: Values, lang: Lang = "en") -> Response:
    """`--table`: the DP table the write-ups fill, as rows of cells."""
    return await work(request, "table", game=game, values=values, lang=lang)


@routes.get("/api/trace")
async def trace(request: Request, game: Game, values: Values, lang: Lang = "en") -> Response:
    """`--trace`: every state with its value and dependencies; the memo's order and the stages."""
    return await work(request, "trace", game=game, values=values, lang=lang)


@routes.get("/api/cell")
async def cell(request: Request, game: Game, values: Values,
               key: Annotated[str, Query(description="a state's key, as /api/trace gives it (JSON)",
                                         max_length=2_000)],
               lang: Lang = "en") -> Response:
    """One state worked out as the lesson works its cell: the recurrence, its numbers plugged in."""
    return await work(request, "cell", game=game, values=values, key=key, lang=lang)


@routes.get("/api/explain")
async def explain(request: Request, game: Game, values: Values, method: Method = "auto", lang: Lang = "en") -> Response:
    """`--explain`: the optimal play narrated, and the closed form's argument where there is one."""
    return await work(request, "explain", game=game, values=values, method=method, lang=lang)


class Play(BaseModel):
    """What ``/api/play`` is asked: the instance, the moves so far, the human's side, the language."""

    game: Game
    values: Values
    moves: Annotated[str, Query(description="the moves so far, as a JSON list", max_length=50_000)] = "[]"
    side: Annotated[str, Query(description="the side you play: alice or bob", max_length=10)] = "alice"
    lang: Lang = "en"


@routes.get("/api/play")
async def play(request: Request, asked: Annotated[Play, Query()]) -> Response:
    """`stonegame play`, stateless: the position after `moves`, the computer's reply, every legal
    move with its value, and your moves graded."""
    return await work(request, "play", **asked.model_dump())


@routes.get("/api/methods")
async def methods(request: Request, game: Game, values: Values) -> Response:
    """Every method on the instance: value, answer, seconds, positions, complexity."""
    return await work(request, "methods", game=game, values=values)


@routes.get("/api/random")
async def random(request: Request, game: Game,
                 n: Annotated[int | None, Query(description="the size (default: a small one)", ge=1,
                                                le=api.SHOWN_VALUES)] = None,
                 seed: Annotated[int | None, Query(description="the same seed draws the same instance",
                                                   ge=0, le=2**32)] = None,
                 full: Annotated[bool, Query(description="values anywhere in the game's range (default: "
                                             "small ones, readable on the board)")] = False) -> Response:
    """A random instance within the original constraints."""
    return await work(request, "random", game=game, n=n, seed=seed, full=full)


@routes.get("/lesson", include_in_schema=False)
async def lesson(request: Request, game: Game = api.START, values: Annotated[str, Query(max_length=50_000)] = "",
                 lang: Lang = "en") -> Response:
    """The game's lesson (``stonegame lesson --format html``), one click from the page."""
    found = json.loads(await pool_of(request).run("lesson", game=game, values=values, lang=lang))
    return HTMLResponse(found["html"])


@routes.get("/api/listing")
async def listing(request: Request, game: Game, values: Annotated[str, Query(max_length=50_000, description=(
        "an instance (optional): the memo listing is run on it, and what it computes in each state is "
        "compared with the map's number; the table listing is run on it too, traced: the line that "
        "wrote each state's cell"))] = "") -> Response:
    """The lesson's Python listings of the memo and the table, with the lines that compute a state."""
    return await work(request, "listing", game=game, values=values)


@routes.get("/favicon.ico", include_in_schema=False)
async def favicon() -> FileResponse:
    return FileResponse(STATIC / "favicon.ico", media_type="image/x-icon")


def create_app(rules: Path | None = None, workers: int = 2, cap: float = TIME_CAP) -> FastAPI:
    """The app; ``rules`` is a Python file declaring a game to offer beside the built-in ones."""
    pool = Pool(size=workers, cap=cap, rules=rules)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await pool.start()
        try:
            yield
        finally:
            pool.stop()

    app = FastAPI(title="stonegame playground", version="0.1.0", lifespan=lifespan, responses=ANSWERS,
                  docs_url=None, redoc_url=None,  # their pages load scripts from a CDN; /openapi.json stays
                  exception_handlers=REFUSED,
                  description="The Stone Game family solved exactly: the same answers and JSON keys as "
                              "`stonegame solve --json`, the line, the DP table, the trace, the story and "
                              "play against the perfect opponent.")
    app.state.pool = pool
    app.include_router(routes)
    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    return app


def serve(host: str = "127.0.0.1", port: int = 8000, open_browser: bool = False, rules: Path | None = None) -> None:
    """Run the playground on uvicorn until Ctrl+C."""
    import os
    import socket

    import uvicorn

    try:  # a port in use is one line, as every usage error, not uvicorn's log and exit 3
        with socket.create_server((host, port)):
            pass
    except OSError as error:
        raise StoneGameError(f"cannot listen on {host}:{port}: {os.strerror(error.errno) if error.errno else error}; "
                             "choose another --port (or --host)") from None
    url = f"http://{'localhost' if host in ('127.0.0.1', '0.0.0.0') else host}:{port}/"
    if open_browser:
        import threading
        import webbrowser

        threading.Timer(1.0, webbrowser.open, args=(url,)).start()
    print(f"stonegame playground at {url} (press Ctrl+C to stop)", flush=True)
    uvicorn.run(create_app(rules), host=host, port=port, log_level="warning", **SERVER)
