// The playground page: everything is drawn here from the JSON API, no build step, no library.
// Words come from the catalogs (/api/words); the state lives in the URL so a link reproduces the view.
// One convention throughout: a position's value is the mover's own − the opponent's under best play
// (win/lose games: who wins, and in how many moves, this move included). Piles keep the index they
// had at the start. One shared current state: stepping the line, selecting a cell, playing a move and
// the fill animation all move it, and every panel (board, map, story, Why, tree, code, history) shows it.
"use strict";

const $ = (id) => document.getElementById(id);
const state = { game: "", values: "", method: "auto", step: 0, lang: "en", side: "alice" };
let words = {};
let catalog = null;     // /api/games
let solution = null;    // /api/solve
let trace = null;       // /api/trace
let byKey = new Map();  // the trace's states by key (as JSON)
let play = null;        // /api/play
let story = null;       // /api/explain
let dpView = null;      // /api/table
let current = null;     // the shared current state: { key (JSON), step (on the line) or null (off it) }
let humanTurns = [];    // how many moves had been played before each of the human's moves (for undo)
let exampleIndex = 0;
let animation = null;
let mapCorner = null;  // the write-up table's corner ("i \\ j"): the names of the map's axes
let listing = null;    // /api/listing: the lesson's memo and table code, and what the memo computes per state
let quiz = null;       // predicting the cells in the table's order: { order, index, right, asked, revealed, verdict }, or null
let practice = null;   // practice mode: { right, asked, phase: "winner" | "move", revealed, verdict, answers }, or null
let stepped = false;   // whether the learner has stepped the line yet (the first-step hint goes then)
let asked = 0;          // the latest solve: an older answer arriving late is dropped

// Words ------------------------------------------------------------------------------------

// a full-width mark brings its own space: a catalog sets none beside one, but a filled-in field may end with one
// (a long number's "（41 位）" before "分"), so the template's space after the field goes
const FULL_WIDTH_SPACE = /([\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]) (?=[\u2e80-\u9fff])|([\u2e80-\u9fff]) (?=[\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65])/g;
function t(id, params) {
  let text = words[id] || id;
  if (typeof text === "object") text = text[params?.n === 1 ? "one" : "other"];  // a word that counts: by its {n}
  // a number a sentence says takes a true minus (−6, as the lessons and the story write it); tables,
  // cells and charts keep ASCII, and they do not come through here
  if (params) {
    text = text.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]).replace(/^-(?=\d)/, "−")
                                                                      : all))
      .replace(FULL_WIDTH_SPACE, "$1$2");
  }
  return text;
}

async function loadWords() {
  const found = await api("words", { lang: state.lang });
  words = found.words;
  document.documentElement.lang = state.lang === "zh" ? "zh-Hans" : state.lang;
  for (const node of document.querySelectorAll("[data-t]")) node.replaceChildren(...notation(t(node.dataset.t)));
  // a button's hidden label and tooltip are words too
  for (const node of document.querySelectorAll("[data-t-title]")) node.title = t(node.dataset.tTitle);
  for (const node of document.querySelectorAll("[data-t-label]")) node.setAttribute("aria-label", t(node.dataset.tLabel));
  $("lang").textContent = state.lang === "en" ? "中文" : "English";
}

// sentences told one after another, texts or elements of their own (a reply, a verdict): between two, what
// the language puts between two sentences (catalogs.sentences: " " in English, nothing after a Chinese full
// stop), and nothing after the last; empty ones are left out
function spaced(...told) {
  const between = t("{sentence} {next}", { sentence: "", next: "" });
  return told.filter((node) => node).flatMap((node, i) => (i && between ? [between, node] : [node]));
}
const sentences = (...told) => spaced(...told).join("");

const said = (both) => (both && typeof both === "object" ? both[state.lang] || both.en : both);

const methodName = (method) => ({
  auto: t("auto"), brute: t("brute"), memo: t("memo"), table: t("table"), formula: t("formula"), fast: t("fast"),
})[method] || method;

// The API ----------------------------------------------------------------------------------

class Refusal extends Error {
  constructor(status, detail) {  // detail: the message in each language ({en, zh}), or one string
    super(typeof detail === "string" ? detail : detail.en);
    this.status = status;
    this.detail = detail;
  }
}

async function api(name, params) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params || {})) if (value !== undefined && value !== null) query.set(key, value);
  const response = await fetch(`/api/${name}?${query}`);
  const body = await response.json().catch(() => ({}));
  // the API's refusals are the command line's line, and its message in every language (said):
  // the page says it in its own language, inside a sentence of its own words
  if (!response.ok) throw new Refusal(response.status, body.said || String(body.error || "").replace(/^stonegame: error: /, ""));
  return body;
}

function refusal(error) {
  if (!(error instanceof Refusal)) throw error;
  if (error.status === 422) return t("Not accepted: {detail}", { detail: said(error.detail) });
  if (error.status === 413) return t("Too large for this server: {detail}", { detail: said(error.detail) });
  if (error.status === 429) return t("The server is busy; try again in a moment.");
  return t("An internal error (a bug in stonegame); the server's log has the details.");
}

// The URL ----------------------------------------------------------------------------------

function readUrl() {
  const query = new URLSearchParams(location.search);
  for (const key of ["game", "values", "method", "lang", "side"]) if (query.has(key)) state[key] = query.get(key);
  state.step = Math.max(0, parseInt(query.get("step") || "0", 10) || 0);
  if (state.step) stepped = true;
}

function writeUrl() {
  const query = new URLSearchParams();
  query.set("game", state.game);
  query.set("values", state.values);
  if (state.method !== "auto") query.set("method", state.method);
  if (state.step) query.set("step", state.step);
  if (state.lang !== "en") query.set("lang", state.lang);
  if (state.side !== "alice") query.set("side", state.side);
  history.replaceState(null, "", `/?${query.toString().replace(/%2C/g, ",")}`);
  $("lesson-link").href = `/lesson?game=${encodeURIComponent(state.game)}&values=${encodeURIComponent(state.values)}`
    + `&lang=${state.lang}`;
}

// Small helpers ----------------------------------------------------------------------------

function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

const SVG = "http://www.w3.org/2000/svg";
function svg(tag, attributes, text) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes || {})) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

// Notation inside a sentence (dp[i][j], max(M, X), solutions/memo.py, `stonegame serve`) is set as
// code: it reads the same in every language, and the page's words around it are translated
const NOTATION = /(`[^`]+`|[A-Za-z_][\w.]*\/[\w./]+|[A-Za-z_]\w*(?:\[[^\]]*\])+|[A-Za-z_]\w*\([^()]*\))/;
function notation(text) {
  return String(text).split(NOTATION).filter((part) => part !== "")
    .map((part, i, parts) => (NOTATION.test(part) && parts.length ? el("code", {}, part.replace(/^`|`$/g, "")) : part));
}

// Integers past 2^53 arrive as strings of digits (a double would lose some): they are shown as
// they are, or abbreviated with the whole value on hover; arithmetic on them is only for drawing.
const num = (value) => Number(value);
const LONGEST = 12;
function exact(value) {
  const text = String(value);
  const digits = text.replace("-", "");
  if (digits.length <= LONGEST) return { text, whole: null };
  const number = `${text.startsWith("-") ? "-" : ""}${digits.slice(0, 4)}…${digits.slice(-3)}`;
  return { text: t("{number} ({digits} digits)", { number, digits: digits.length }), whole: text };
}
function number(value, tag = "span", attributes = {}) {
  const shown = exact(value);
  const node = el(tag, attributes, shown.text);
  if (shown.whole) node.title = shown.whole;
  return node;
}
const sign = (value) => (String(value).startsWith("-") ? -1 : String(value) === "0" ? 0 : 1);
const signed = (value) => (sign(value) > 0 ? `+${exact(value).text}` : exact(value).text);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
// a label and the colon before what it names: Chinese text takes the full-width one, which brings its own space
const labelled = (label) => `${label}${/[\u2e80-\u9fff]/.test(label) ? "：" : ": "}`;

function currentGame() {
  const name = state.game.trim().toLowerCase();
  return catalog.games.find((game) => game.names.some((alias) => alias.toLowerCase() === name)) || null;
}

// What practice hides: a state's value is hidden until the learner has answered for it --------

function hidden(key) {
  return Boolean((practice && !practice.revealed.has(key)) || (quiz && !quiz.revealed.has(key)));
}

// in a win/lose game the line's length is its answer (who moves last), so while values are hidden
// the page says neither how many moves the line has nor draws the history past the current step
function lengthHidden() {
  return Boolean(solution && !solution.scoring && (practice || quiz));
}

// practising, the best move from a state is the move question's answer: it says what the states the
// moves lead to are worth, so it is hidden while one of them is (until the learner has picked a move)
function untold(next) {
  return Boolean(practice) && next.some((key) => !practice.revealed.has(JSON.stringify(key)));
}

function answered(step) {
  // a step of the line whose value and best move may be said: its position's, and its move's. Practising, a
  // step is a question until its move is picked there, even where every value it asks was revealed before (a
  // state met again as another step's option: VIII's last merge, IV's 17): › stops there, and nothing says
  // its best move before the learner picks one
  const move = (solution.line || [])[step];
  if (practice && move && !practice.answers[step]?.move) return false;
  return !hidden(keyAt(step)) && !(move && untold(move.alternatives.map((option) => option.key)));
}

const lineLength = () => (solution?.line || []).length;

// practising, whether `key` is the state the line's step shown asks about: its best move is the question, so
// neither "Why this value" nor the map's ★ says it, even where its values were revealed before
const inQuestion = (key) => Boolean(practice) && Number.isInteger(current?.step) && keyAt(current.step) === key
  && !answered(current.step);

// The board --------------------------------------------------------------------------------

const DISCS = 12;      // piles of at most this many stones are drawn stone by stone
const TALLEST = 130;   // px: the largest pile of the instance; the others in proportion
const DRAWN = 64;      // a longer row is drawn by its ends, the middle summarised
const ENDS = 12;       // piles drawn at each end of a long row

function stack(value, label, scale) {
  // a pile: its stones (few) or a bar as tall as its share of the largest pile, its count beneath
  const size = Math.abs(num(value));
  const column = el("div", { class: "pile" + (sign(value) < 0 ? " negative" : "") });
  const discs = el("div", { class: "discs" });
  if (scale <= DISCS) {
    for (let i = 0; i < size; i++) discs.append(el("span", { class: "stone" }));
  } else {
    const bar = el("span", { class: "bar" });
    bar.style.height = `${Math.max(3, Math.round((TALLEST * size) / scale))}px`;
    discs.append(bar);
  }
  column.append(discs, number(value, "span", { class: "count" }));
  if (label !== undefined && label !== null) column.append(el("span", { class: "label" }, `#${label}`));
  return column;
}

function row(values, numbers, scale, ends, title, reach) {
  const line = el("div", { class: "row" + (values.length > 16 ? " long" : "") });
  if (title) line.append(el("span", { class: "row-title" }, title));
  if (!values.length) {
    line.append(el("span", { class: "empty" }, t("nothing left")));
    return line;
  }
  if (ends) line.append(el("span", { class: "end", title: t("left end"), "aria-label": t("left end") }, "⟦"));
  // a row too long to draw is drawn by its two ends, the piles between them counted
  const drawn = values.length > DRAWN
    ? [...Array.from({ length: ENDS }, (_, i) => i), -1, ...Array.from({ length: ENDS }, (_, i) => values.length - ENDS + i)]
    : [...values.keys()];
  for (const i of drawn) {
    if (i < 0) {
      line.append(el("span", { class: "gap" }, t("… {count} more piles …", { count: (values.length - 2 * ENDS).toLocaleString() })));
      continue;
    }
    const pile = stack(values[i], numbers ? numbers[i] : i, scale);
    if (reach && i < reach) pile.classList.add("reach");  // a move may take it (II's 2M, III's 3)
    pile.dataset.index = String(i);
    line.append(pile);
  }
  if (ends) line.append(el("span", { class: "end", title: t("right end"), "aria-label": t("right end") }, "⟧"));
  return line;
}

function heap(n) {
  const shown = Math.min(num(n), 120);
  const pile = el("div", { class: "heap" });
  for (let i = 0; i < shown; i++) pile.append(el("span", { class: "stone" }));
  if (num(n) > shown) pile.append(el("span", { class: "more" }, "…"));
  return el("div", { class: "heap-box" }, pile, el("span", { class: "count" }, "n = ", number(n)));
}

function largest(position) {
  // the largest pile of a picture: the scale every pile of the instance is drawn against
  if (Array.isArray(position)) return position.reduce((most, v) => Math.max(most, Math.abs(num(v))), 1);
  if (position && typeof position === "object") {
    return Math.max(1, ...Object.values(position).filter((v) => typeof v !== "string").map(largest));
  }
  return Math.max(1, Math.abs(num(position)) || 1);
}

let scaleOf = null;  // the start's largest pile, found once per solve (a long row is not scanned at each step)
function boardOptions(reach) {
  if (scaleOf === null) scaleOf = largest(solution.start);
  return { scale: scaleOf, ends: takesEnds(), tags: solution.tags || [], reach };
}

function rowsOf(position, fields) {
  // the rows a picture is drawn as, [name, piles] each, their piles numbered #0, #1, …: a row (its name null), or
  // rows side by side (VI); null for a heap (IV's n) or named counts (IX's), whose piles carry no index
  if (Array.isArray(position)) return [[null, position]];
  if (!position || typeof position !== "object") return null;
  const entries = Object.entries(position).filter(([name]) => fields && name in fields);
  return entries.length && entries.every(([, value]) => Array.isArray(value)) ? entries : null;
}

function draw(position, numbers, fields, options) {
  // the position as Scene.show gives it: a row, a heap, rows side by side (VI), or named counts (IX)
  const { scale = largest(position), ends = false, tags = [], reach = null } = options || {};
  const box = el("div", { class: "position" });
  const rows = rowsOf(position, fields);
  if (rows) {
    for (const [name, values] of rows) box.append(row(values, numbers, scale, ends, name && fields[name], name ? null : reach));
  } else if (typeof position === "number" || typeof position === "string") box.append(heap(position));
  else if (position && typeof position === "object") {
    // counts of stones are piles, named; the other fields (a sum so far, whose turn) are said in words
    const counts = el("div", { class: "row counts" });
    const told = el("div", { class: "tags" });
    for (const [name, value] of Object.entries(position).filter(([field]) => fields && field in fields)) {
      if (typeof value === "number" && !tags.includes(name)) {
        const pile = stack(value, null, scale);
        pile.append(el("span", { class: "label" }, fields[name]));
        counts.append(pile);
      } else told.append(el("span", { class: "tag" }, labelled(fields[name]), el("strong", {}, String(value))));
    }
    box.append(counts, told);
  }
  return box;
}

const takesEnds = () => (solution?.line || []).some((move) => move.alternatives.some((o) => o.move === "L" || o.move === "R"))
  || (play?.options || []).some((o) => o.move === "L" || o.move === "R");

// Colours and words by value, from the mover's side ------------------------------------------

const verdict = (value) => (sign(value) > 0 ? "win" : sign(value) < 0 ? "lose" : "tie");

function shade(value, top) {
  // stronger colour for a bigger value; win/lose games have no margin, only the outcome
  return 0.35 + 0.65 * Math.min(1, Math.abs(num(value)) / Math.max(1, top));
}

function worth(value, remoteness) {
  // a value as this page says every value: the mover's own − opponent's, or win/lose in k moves
  // (k counts the mover's own move: a state's remoteness; a move's is 1 + that of the state it leaves)
  if (!solution.scoring) {
    const wins = sign(value) > 0;
    return t(wins ? "the mover wins in {moves}" : "the mover loses in {moves}", { moves: remoteness ?? 0 });
  }
  return t("{value} for the mover (own − opponent's)", { value: signed(value) });
}

const moveWorth = (option) => worth(option.value, option.remoteness === undefined || option.remoteness === null
  ? option.remoteness : option.remoteness + 1);

function leaves(picture, told) {
  // the game's own words for what is left where it has them (IX: "0 stones ≡ 0, 1 ≡ 1 and 1 ≡ 2 (mod 3)",
  // the removed sum being the move's own words), else the picture: a row, or its named fields
  if (told) return said(told);
  if (Array.isArray(picture)) {
    if (!picture.length) return t("nothing left");
    const shown = picture.length > 12 ? [...picture.slice(0, 6).map((v) => exact(v).text), "…", ...picture.slice(-3).map((v) => exact(v).text)]
      : picture.map((v) => exact(v).text);
    return `[${shown.join(", ")}]`;
  }
  if (picture && typeof picture === "object") {
    const fields = solution.fields[state.lang] || {};
    return Object.entries(picture).filter(([k]) => k in fields).map(([k, v]) => `${fields[k]} ${Array.isArray(v) ? `[${v.join(", ")}]` : v}`).join(", ");
  }
  return `n = ${picture}`;
}

// a move's words in parts that a button too narrow for them wraps between, never inside one that fits a line
// (style.css .option): a bracketed aside, its comma with it, and the words before and after it
// ("take stone #1 | (worth 4 to Alice, 6 to Bob)", "split after #2 | (11 | 14), | keeping the left 11")
const ASIDE = /([(（][^()（）]*[)）][,，]?)/;
const parts = (text) => String(text).split(ASIDE).filter((part) => part.trim() !== "").map((part) => el("span", {}, part));

function optionButton(option, top, chosen) {
  const name = said(option.said) || option.name;
  const key = JSON.stringify(option.key);
  const secret = hidden(key);
  const left = leaves(option.leaves, option.leaves_said);
  const about = t("{move}: {worth}; leaves {left}", { move: name, worth: moveWorth(option), left });
  // the band under the moves says what the move hovered or focused is worth and leaves, not its name again:
  // the button beside it says that (and its label, read aloud, says all). Shorter, its room is no taller
  // than the legend it replaces: no blank band on a phone before a hover
  const told = t("{worth}; leaves {left}", { worth: moveWorth(option), left });
  // while practising, a move says nothing of its value, nor whether it is the line's: that is the question
  const button = el("button", { type: "button", class: secret ? "option" : `option ${verdict(option.value)}` + (chosen ? " chosen" : ""),
                                title: secret ? name : about, "aria-label": secret ? name : about }, ...parts(name));
  if (!secret) button.style.setProperty("--strength", shade(option.value, top).toFixed(2));
  // its words keep their room beside the others' while the moves are shown: the longest sizes the box
  if (!secret) $("move-info-box").append(el("span", { class: "room", "aria-hidden": "true" }, told));
  // the move's value in words, and the cell of the state it leads to lit on the map
  const inform = (on) => {
    $("move-info").textContent = on && !secret ? told : "";
    for (const td of $("heat").cells?.values() || []) td.classList.remove("preview");
    if (on && !secret) $("heat").cells?.get(key)?.classList.add("preview");
  };
  button.addEventListener("mouseenter", () => inform(true));
  button.addEventListener("focus", () => inform(true));
  button.addEventListener("mouseleave", () => inform(false));
  button.addEventListener("blur", () => inform(false));
  return button;
}

function clearInfo() {
  // the moves shown are gone: their words, and the room they kept
  $("move-info").textContent = "";
  for (const room of $("move-info-box").querySelectorAll(".room")) room.remove();
}

// The line ---------------------------------------------------------------------------------

function running() {
  // points of each player after each move of the line (index 0: the start)
  // BigInt: a score may pass 2^53, and the page says it exactly
  const totals = [{ Alice: 0n, Bob: 0n }];
  for (const move of solution.line || []) {
    const last = { ...totals[totals.length - 1] };
    last[move.player] += BigInt(String(move.gain));
    totals.push(last);
  }
  return totals;
}

function keyAt(step) {
  return JSON.stringify(step === 0 ? solution.key : solution.line[step - 1].key);
}

function stepOf(key) {
  // the step of the optimal line whose position is the state `key`, or undefined
  for (let step = 0; step <= lineLength(); step++) if (keyAt(step) === key) return step;
  return undefined;
}

function moverAt(step) {
  const line = solution.line || [];
  return step < line.length ? line[step].player : null;
}

function boardNote(shown, ...before) {
  // what a board says under its piles: the sentences given, the map's name for the state where it files it
  // under another (II's (4,2), M = 2, is the map's (4,1)), then the caption. The caption is a phrase (IV's "the
  // squares …"): after a sentence it starts one of its own. Where the map is not drawn (too many states) it
  // names no cell of it
  const caption = said(shown.caption) || "";
  const told = [...before, trace ? said(shown.filed) : null].filter((sentence) => sentence);
  return told.length ? sentences(...told, caption.charAt(0).toUpperCase() + caption.slice(1)) : caption;
}

function steady(board, ...drawn) {
  // a board is as tall as its content; it keeps the height of the tallest position it drew for this instance
  // (the start, mostly: piles go as the game goes), so stepping through a line moves nothing below it
  board.replaceChildren(...drawn);
  holdHeight(board);
}

function holdHeight(board) {
  board.style.minHeight = `${board.getBoundingClientRect().height}px`;
}

function showStep() {
  // the line's position at state.step: the board, its moves, the score; then every panel follows it
  const line = solution.line || [];
  state.step = Math.min(Math.max(0, state.step), line.length);
  writeUrl();
  const position = state.step === 0 ? solution.start : line[state.step - 1].position;
  const here = state.step === 0 ? solution : line[state.step - 1];
  steady($("board"), draw(position, here.numbers, solution.fields[state.lang], boardOptions(here.reach)));
  $("board-note").textContent = boardNote(here);
  const totals = running()[state.step];
  // the step and the score: two parts, the score on a line of its own where both do not fit (a phone)
  const score = solution.scoring ? t("Score: Alice {alice}, Bob {bob}", { alice: exact(totals.Alice).text, bob: exact(totals.Bob).text }) : "";
  const told = lengthHidden() ? t("move {step}", { step: state.step }) : t("move {step} of {moves}", { step: state.step, moves: line.length });
  $("step-label").replaceChildren(el("span", {}, told),
                                  ...(score ? [" ", el("span", {}, score)] : []));
  const moves = $("moves");
  moves.replaceChildren();
  clearInfo();
  const key = keyAt(state.step);
  if (state.step >= line.length) {
    $("move-caption").textContent = line.length ? t("The game is over.") : "";
  } else {
    const move = line[state.step];
    $("move-caption").textContent = !answered(state.step) ? t("{player} to move.", { player: move.player })
      : t("{player} to move; the optimal line plays {move} (★).", { player: move.player, move: said(move.said) || move.name });
    const top = Math.max(...move.alternatives.map((o) => Math.abs(num(o.value))));
    // a step answered already (stepped back to) is no question: its moves are the line's, as outside practice
    const asking = practice && !practice.answers[state.step]?.move;
    for (const option of move.alternatives) {
      const chosen = same(option.move, move.move);
      const button = optionButton(option, top, chosen && answered(state.step));
      if (asking) button.addEventListener("click", () => guessMove(option, move));
      else if (chosen) button.addEventListener("click", () => go(state.step + 1));  // the line's move: play it
      moves.append(button);
    }
  }
  $("first-step").hidden = stepped || !line.length || Boolean(practice || quiz);
  if (practice) askPractice();
  // practising, › and » do not pass a question not answered yet
  const onward = state.step < line.length && (!practice || answered(state.step));
  for (const [id, disabled] of [["first", state.step === 0], ["prev", state.step === 0],
                                ["next", !onward], ["last", !onward]]) {
    $(id).disabled = disabled;
  }
  follow(key, state.step);
}

function go(step) {
  // practising, stepping on stops at the first question not answered yet (› from off the line comes back to it)
  for (let s = state.step; practice && s < step; s++) {
    if (!answered(s)) {
      step = s;
      break;
    }
  }
  if (step !== state.step) stepped = true;
  state.step = step;
  showStep();
}

function showOff(s) {
  // a state off the optimal line, on the board alone: the line's moves and score describe another position
  steady($("board"), draw(s.position, s.numbers, solution.fields[state.lang], boardOptions(s.reach)));
  $("board-note").textContent = boardNote(s, t("Showing a state off the optimal line: {state}.", { state: said(s.label) }));
  $("moves").replaceChildren();
  clearInfo();
  $("step-label").textContent = t("off the optimal line");
  // practising, the map hides its values: the caption says how to come back to the question
  $("move-caption").textContent = practice
    ? t("Its moves are hidden while you practise; step through the line (‹ ›) to come back to the question.")
    : t("Its moves and values are in the map; step through the line (‹ ›) to come back to it.");
  follow(JSON.stringify(s.key), null);
  if (practice) {
    $("next").disabled = $("last").disabled = false;
    askPractice(true);
  }
}

// The shared current state -------------------------------------------------------------------

function follow(key, step) {
  // every panel shows the state `key` (on the line at `step`, or off it: null)
  current = { key, step };
  const cells = $("heat").cells;
  if (cells) {
    for (const td of cells.values()) td.classList.remove("here");
    cells.get(key)?.classList.add("here");
  }
  for (const call of $("tree").querySelectorAll(".call.here")) call.classList.remove("here");
  $("tree").querySelector(`.call:not(.hit)[data-key='${key}']`)?.classList.add("here");
  litStory();
  drawHistory();
  lightCode(false);
  why();
}

function litStory() {
  // the sentence of the move played from the current position (its "worth … from here on" is this
  // state's value); at the end of the line, the result; off the line, none
  const box = $("story");
  const step = current?.step;
  const sentences = [...box.querySelectorAll(".sentence")];
  const wanted = step === null || step === undefined ? null : step < lineLength() ? step + 1 : "end";
  const last = sentences.filter((s) => s.dataset.step === "-1").pop();
  let first = null;
  for (const sentence of sentences) {
    const here = wanted === "end" ? sentence === last : Number(sentence.dataset.step) === wanted;
    sentence.classList.toggle("here", here);
    if (here && !first) first = sentence;
  }
  // a long story scrolls in its own box: keep the move's sentence in view, without moving the page
  if (first && box.scrollHeight > box.clientHeight) box.scrollTop = first.offsetTop - box.offsetTop - 24;
}

// Why this value: the current state worked out, one request at a time (the latest state wins)
let whyBusy = false;
let whyDone = "";  // what the panel shows: key and language

function why(force) {
  const box = $("why");
  const key = current?.key;
  if (!key || !trace) {
    box.dataset.key = "";
    whyDone = "";
    box.replaceChildren(el("p", { class: "caption" }, mapping ? t("working it out…")
                                                              : t("This instance has too many states to work one out here.")));
    return;
  }
  const s = byKey.get(key);
  // the game's end (no move left: no stone, or IX's sum) has no recurrence to work: a sentence says what the
  // rules make of it (a win/lose game's end is a loss for the player to move, a misère one's a win; a scoring
  // game's end scores nothing more, or its formula says what it scores)
  if (!s || (!s.children.length && (!solution.scoring || sign(s.value) === 0))) {
    box.dataset.key = key;
    whyDone = "";
    const won = s && sign(s.value) > 0;
    const end = !s || solution.scoring ? t("The game is over: nothing is left to work out.")
      : hidden(key) ? t("Hidden while you practise: answer first, then it is worked out here.")
        : t(won ? "The game is over: no move is left, so the player to move has won."
          : "The game is over: no move is left, so the player to move has lost.");
    // the sentence says the value the map shows there (data-value, as a worked formula's)
    box.replaceChildren(el("p", { class: "caption", ...(s && !hidden(key) ? { "data-value": String(s.value) } : {}) }, end));
    return;
  }
  if (hidden(key) || untold(s.children) || inQuestion(key)) {  // its working says the values of the states it leads to
    box.dataset.key = key;
    whyDone = "";
    box.replaceChildren(el("p", { class: "caption" }, t("Hidden while you practise: answer first, then it is worked out here.")));
    return;
  }
  const wanted = `${key} ${state.lang}`;
  if ((whyDone === wanted && !force) || whyBusy) return;
  whyBusy = true;
  box.setAttribute("aria-busy", "true");
  api("cell", { game: state.game, values: state.values, key, lang: state.lang }).then((worked) => {
    whyBusy = false;
    box.removeAttribute("aria-busy");
    // the state moved on while it was worked out (or became a question)
    if (current?.key !== key || hidden(key) || untold(s.children) || inQuestion(key)) return why();
    // MathML the server made from the lesson's own LaTeX, one piece per "= …" step: MathML never
    // breaks a line, so the steps wrap as words do, and a step still too wide is drawn smaller (fit).
    // It is the formula seen; its plain text (.formula-text) is the one read aloud: each said once
    const formula = el("div", { class: "formula", "data-value": String(worked.value), "aria-hidden": "true" },
                       ...worked.steps.map((step) => {
                         const piece = el("span", { class: "step" });
                         piece.innerHTML = step;
                         return piece;
                       }));
    box.dataset.key = key;
    whyDone = wanted;
    box.replaceChildren(el("p", { class: "caption" }, t("The state lit on the map: {state}.", { state: said(s.label) })),
                        formula, el("p", { class: "formula-text" }, worked.text), el("p", { class: "said" }, worked.said),
                        el("p", { class: "caption" }, worth(worked.value, s.remoteness)));
    // II names a state by the map's cell where a larger M changes nothing: the panel says which
    if (worked.filed) box.append(el("p", { class: "caption" }, worked.filed));
    fit(formula);
  }, (error) => {
    whyBusy = false;
    box.removeAttribute("aria-busy");
    box.replaceChildren(el("p", { class: "caption" }, refusal(error)));
  });
}

const SMALLEST = 11;  // px: a step is never drawn smaller than this, whatever its width

function fit(formula) {
  // a step wider than the formula's box is scaled down to its width, but not below SMALLEST: a step
  // still too wide at that size scrolls sideways in its own box, by touch or pointer. Tab does not stop
  // on it: the formula is hidden from a screen reader (its plain text is the one read), and a stop there
  // would say nothing, or the formula a second time
  const least = Math.ceil((100 * SMALLEST) / parseFloat(getComputedStyle(formula).fontSize));
  for (const step of formula.querySelectorAll(".step")) {
    step.style.fontSize = "";
    step.classList.remove("wide");
    step.removeAttribute("tabindex");
    const over = step.scrollWidth / Math.max(1, formula.clientWidth);
    if (over <= 1) continue;
    const scaled = Math.floor(100 / over);
    step.style.fontSize = `${Math.max(least, scaled)}%`;
    if (scaled < least) {
      step.classList.add("wide");
      step.setAttribute("tabindex", "-1");  // a scroller is a Tab stop of its own in Chromium: not this one
    }
  }
}

// a box wider than its panel fades on each side it can still scroll to, so a column cut at the edge reads as
// "more this way" (VI's map of long state names); a mask moves nothing when it comes or goes
function scrollEdges(box) {
  box.classList.toggle("more-right", box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
  box.classList.toggle("more-left", box.scrollLeft > 1);
}
for (const box of document.querySelectorAll(".scroll")) {
  const look = () => scrollEdges(box);
  box.addEventListener("scroll", look, { passive: true });
  new MutationObserver(look).observe(box, { childList: true, subtree: true });
  new ResizeObserver(look).observe(box);
}

window.addEventListener("resize", () => {
  for (const board of [$("board"), $("play-board")]) {  // another width wraps the piles anew: measured again
    board.style.minHeight = "";
    holdHeight(board);
  }
  const formula = document.querySelector("#why .formula");
  if (formula) fit(formula);
  if (solution) drawHistory();
  if (play) playChart();
});

// The value history --------------------------------------------------------------------------

function lineOutlook() {
  // where the game is headed after each move of the line, from Alice's side: Alice − Bob at the end
  // under best play (flat along the optimal line), or the moves left, positive when Alice wins
  const line = solution.line || [];
  if (!solution.scoring) {
    const aliceWins = sign(solution.value) > 0 ? 1 : -1;
    return [line.length, ...line.map((move) => move.remoteness)].map((left) => aliceWins * left);
  }
  const totals = running();
  return totals.map((score, k) => {
    if (k === line.length) return num(solution.value);
    const next = line[k];
    return Number(score.Alice - score.Bob) + (next.player === "Alice" ? 1 : -1) * num(next.value);
  });
}

function drawHistory() {
  // the line's outlook, each point shown once its state is no secret; the current step marked, and
  // the conversion from the chart's Alice − Bob to the mover's value said beneath it
  const line = solution?.line || [];
  const note = $("chart-note");
  if (!line.length) {
    $("chart").replaceChildren();
    note.textContent = "";
    return;
  }
  let points = lineOutlook();
  let known = points.map((_, k) => !hidden(keyAt(k === line.length ? 0 : k)));
  const step = current?.step ?? null;
  if (lengthHidden()) {  // the axis ends at the current step (or the last answered): not at the line's end
    const end = Math.max(step ?? 0, known.slice(0, line.length).lastIndexOf(true)) + 1;  // [line.length] is the start's
    points = points.slice(0, end);
    known = known.slice(0, end);
  }
  chart($("chart"), points, step, go, line.map((move) => move.player), known);
  note.removeAttribute("data-value");
  if (step === null) {
    note.textContent = t("The state shown is off the optimal line: the chart follows the line.");
    return;
  }
  if (!known[step]) {
    note.textContent = t("Hidden while you practise: answer first, then it is worked out here.");
    return;
  }
  const mover = moverAt(step);
  if (!mover) {
    note.textContent = solution.scoring ? t("The game is over: Alice − Bob = {margin}.", { margin: signed(points[step]) }) : t("The game is over.");
    return;
  }
  const here = line[step];
  if (solution.scoring) {
    const totals = running()[step];
    note.textContent = t("Move {step}: {player} to move, worth {value} to {player} (own − opponent's); with Alice {alice} − Bob {bob} so far, Alice − Bob at the end is {margin}.",
                         { step, player: mover, value: signed(here.value), alice: exact(totals.Alice).text, bob: exact(totals.Bob).text, margin: signed(points[step]) });
  } else {
    const left = step === 0 ? line.length : line[step - 1].remoteness;
    note.textContent = t("Move {step}: {player} to move: {worth}. The chart counts the moves left, + when Alice wins.",
                         { step, player: mover, worth: worth(here.value, left) });
  }
  note.dataset.value = String(here.value);  // the mover's value, as the map writes it
}

function ticks(high) {
  // round steps for a value axis: integers for integer values, about two each side of 0
  const raw = high / 2;
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  const stepSize = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) || 10 * power;
  const top = (Math.floor(high / stepSize) + 1) * stepSize;  // room above the largest value: no dot on the top tick
  const found = [];
  for (let v = -top; v <= top + 1e-9; v += stepSize) found.push(v);
  return { top, found };
}

function chart(box, points, current, pick, movers, known) {
  // the value history: moves played across, the outlook up (integer ticks, titles in the box)
  box.replaceChildren();
  if (points.length < 2) return;
  const width = Math.max(280, Math.min(640, box.clientWidth || 600));
  const height = 210, left = 60, right = 14, top = 30, bottom = 40;  // left: room for a tick of 4.0e+6
  // the axis is scaled to the values shown: a hidden one would show through its ticks
  const high = Math.max(1, ...points.filter((_, i) => !known || known[i]).map((v) => Math.abs(v)));
  const { top: reach, found } = ticks(high);
  const x = (i) => left + (i * (width - left - right)) / Math.max(1, points.length - 1);
  const y = (v) => top + ((reach - v) * (height - top - bottom)) / (2 * reach);
  const picture = svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "img", class: "chart",
                               "aria-label": t("Value history") });
  for (const v of found) {
    // short tick labels: a value past a million in powers of ten, the exact ones are on the dots' hover
    const label = Math.abs(v) >= 1e6 ? v.toExponential(1) : String(v);
    picture.append(svg("line", { x1: left, x2: width - right, y1: y(v), y2: y(v), class: v === 0 ? "axis" : "grid" }));
    // set off from the axis by more than the current step's dot (r 6): the line's first dot is on the axis
    picture.append(svg("text", { x: left - 10, y: y(v) + 4, class: "tick", "text-anchor": "end" }, label));
  }
  const every = Math.max(1, Math.ceil((points.length - 1) / Math.max(4, Math.floor((width - left) / 40))));
  points.forEach((_, i) => {
    if (i % every === 0 || i === points.length - 1) {
      picture.append(svg("text", { x: x(i), y: height - bottom + 16, class: "tick", "text-anchor": "middle" }, String(i)));
    }
  });
  picture.append(svg("text", { x: (left + width - right) / 2, y: height - 6, class: "axis-label", "text-anchor": "middle" },
                     t("moves played")));
  picture.append(svg("text", { x: 4, y: 14, class: "axis-label", "text-anchor": "start" },
                     solution.scoring ? t("Alice − Bob at the end, best play") : t("moves left (+: Alice wins)")));
  for (let i = 1; i < points.length; i++) {
    if (known && !(known[i] && known[i - 1])) continue;
    // a step is coloured for the player who made the move: red when it gave value away (or the win)
    const side = movers && movers[i - 1] === "Bob" ? -1 : 1;
    // a win/lose game changes hands only when the winner does (the end, 0 moves left, is no change)
    const change = solution.scoring ? points[i] - points[i - 1] : (Math.sign(points[i]) * Math.sign(points[i - 1]) < 0
                                                                   ? points[i] - points[i - 1] : 0);
    const kind = change === 0 ? "flat" : change * side > 0 ? "up" : "down";
    picture.append(svg("line", { x1: x(i - 1), y1: y(points[i - 1]), x2: x(i), y2: y(points[i]), class: `history ${kind}` }));
  }
  points.forEach((v, i) => {
    if (known && !known[i]) return;
    const dot = svg("circle", { cx: x(i), cy: y(v), r: i === current ? 6 : 4, class: i === current ? "dot current" : "dot",
                                "data-value": String(v) });
    dot.append(svg("title", {}, `${i}: ${v}`));
    if (pick) dot.addEventListener("click", () => pick(i));
    picture.append(dot);
  });
  box.append(picture);
}

// Practice ---------------------------------------------------------------------------------
// The values are hidden (in the page's text and attributes, not only from sight); at each position
// of the optimal line the learner says who wins from there with best play, then picks the best move;
// each answer is checked and scored, and reveals the values it was about.

function togglePractice() {
  // answers[step]: the verdicts given at that step of the line ({ winner, move }), kept to show it answered
  practice = practice ? null : { right: 0, asked: 0, phase: "winner", revealed: new Set(), verdict: null, answers: [] };
  if (practice) stopAnimation();
  if (practice) {  // it starts at the line's first step, wherever the page was (a step, a state off the line, play's)
    current = null;
    state.step = 0;
  }
  $("practice-winner").querySelector("[data-winner=tie]").hidden = !solution.scoring;  // win/lose games have no tie
  document.body.classList.toggle("practising", Boolean(practice));
  if (!practice) {
    $("practice-toggle").textContent = t("Practice: hide the values");
    $("practice-ask").textContent = "";
    $("practice-verdict").textContent = "";
    $("practice-score").textContent = "";
    $("practice-winner").hidden = true;
  }
  $("methods").replaceChildren();
  revealed();  // practising, the step shown asks its question (askPractice)
}

function reveal(...keys) {
  for (const key of keys) practice?.revealed.add(key);
  revealed();
}

function revealed() {
  // what practice hides changed: every panel that says a value is drawn again
  summary();
  drawStory();
  drawDp();
  if (trace) {
    paintCells();
    recursionTree();
    mapCaption();
  }
  if (play) drawPlay(false);
  if (current?.step === null && current.key && byKey.get(current.key)) showOff(byKey.get(current.key));
  else showStep();
  why(true);
}

function askPractice(off) {
  // the practice box as practice's state says, in the page's language (a new language says it again)
  $("practice-toggle").textContent = t("Stop practising: show the values");
  $("practice-score").textContent = t("score: {right} of {asked}", practice);
  $("practice-verdict").textContent = practice.verdict ? practice.verdict.say() : "";
  $("practice-verdict").className = practice.verdict ? (practice.verdict.right ? "right" : "wrong") : "";
  if (off) {  // a state off the line: no question here (the caption says how to come back)
    $("practice-ask").textContent = "";
    $("practice-winner").hidden = true;
    return;
  }
  if (state.step >= lineLength()) {
    $("practice-ask").textContent = t("The game is over. Step back (‹) to see your answers; to practise again, stop and start anew.");
    $("practice-winner").hidden = true;
    return;
  }
  const given = practice.answers[state.step];
  if (given?.move) {  // stepped back to a step answered already: its answers and their grades stand, nothing is asked
    $("practice-ask").textContent = t("Your answers here:");
    $("practice-winner").hidden = true;
    $("practice-verdict").className = "";
    $("practice-verdict").replaceChildren(...spaced(...[given.winner, given.move].map((verdict) => el(
      "span", { class: verdict.right ? "right" : "wrong" }, verdict.say()))));
    return;
  }
  $("practice-winner").hidden = practice.phase !== "winner";
  $("practice-ask").textContent = practice.phase === "winner"
    ? t("Who wins from here with best play on both sides?")
    : t("Which move is best here? Pick one.");
}

function score(right, say, question) {
  // say: the verdict's words, said again in the page's language by askPractice; question: "winner" or "move"
  practice.asked += 1;
  if (right) practice.right += 1;
  practice.verdict = { right, say };
  practice.answers[state.step] = { ...practice.answers[state.step], [question]: practice.verdict };
}

function guessWinner(who) {
  if (!practice || practice.phase !== "winner") return;
  const outlook = lineOutlook()[state.step];
  const truth = outlook > 0 ? "Alice" : outlook < 0 ? "Bob" : "tie";
  score(who === truth, () => (who === truth ? t("Right.") : t("Not so: with best play, {truth}.",
                                                              { truth: truth === "tie" ? t("a tie") : t("{winner} wins", { winner: truth }) })),
        "winner");
  practice.phase = "move";
  reveal(keyAt(state.step));
}

function guessMove(option, move) {
  if (!practice || practice.phase !== "move") return;
  const best = Math.max(...move.alternatives.map((o) => num(o.value)));
  const right = num(option.value) === best;
  score(right, () => (right ? t("Right: {move} is best.", { move: said(option.said) || option.name })
                           : t("Not best: {move} is worth {value}; the best is worth {best}.",
                               { move: said(option.said) || option.name, value: signed(option.value), best: signed(best) })),
        "move");
  practice.phase = "winner";
  for (const each of move.alternatives) practice.revealed.add(JSON.stringify(each.key));
  state.step += 1;  // on along the optimal line
  stepped = true;
  revealed();
}

// Predicting the cells: bottom-up, each cell after the cells it depends on, its value hidden until
// the learner has said it (a number; W or L in a win/lose game).

function toggleQuiz() {
  const cells = $("heat").cells;
  if (!trace || !cells) return;
  stopAnimation();
  quiz = quiz ? null : { order: trace.bottom_up.flat().map((key) => JSON.stringify(key)).filter((key) => cells.has(key)),
                         index: 0, right: 0, asked: 0, revealed: new Set(), verdict: null };
  askCell();
  revealed();
}

function askCell() {
  // the quiz's box as its state says, in the page's language: a new map (a new language) asks the same cell
  const cells = $("heat").cells;
  $("quiz-toggle").textContent = quiz ? t("Stop predicting") : t("Practice: predict each cell");
  $("quiz-guess").hidden = $("quiz-check").hidden = !quiz;
  $("quiz-verdict").textContent = quiz?.verdict ? quiz.verdict.say() : "";
  $("quiz-verdict").className = quiz?.verdict ? (quiz.verdict.right ? "right" : "wrong") : "";
  $("quiz-score").textContent = quiz?.asked ? t("score: {right} of {asked}", quiz) : "";
  for (const td of cells?.values() || []) td.classList.remove("ask");
  if (!quiz) {
    $("quiz-ask").textContent = "";
    return;
  }
  if (quiz.index >= quiz.order.length) {
    $("quiz-ask").textContent = t("Every cell is filled.");
    $("quiz-guess").hidden = $("quiz-check").hidden = true;
    return;
  }
  const key = quiz.order[quiz.index];
  const s = byKey.get(key);
  cells.get(key).classList.add("ask");
  $("quiz-ask").textContent = solution.scoring ? t("The value of {state}?", { state: said(s.label) })
                                                : t("W or L at {state}?", { state: said(s.label) });
  $("quiz-guess").value = "";
}

function checkCell(event) {
  event.preventDefault();
  if (!quiz || quiz.index >= quiz.order.length) return;
  const key = quiz.order[quiz.index];
  const s = byKey.get(key);
  const guess = $("quiz-guess").value.trim().replace("−", "-").toUpperCase();
  const truth = solution.scoring ? String(s.value) : (sign(s.value) > 0 ? "W" : "L");
  const right = guess === truth || (!solution.scoring && guess === t(truth));
  quiz.asked += 1;
  if (right) quiz.right += 1;
  quiz.revealed.add(key);
  quiz.verdict = { right, say: () => (right ? t("Right.") : t("Not so: it is {value}.", { value: cellText(s) })) };
  quiz.index += 1;
  askCell();
  revealed();
}

// Solve ------------------------------------------------------------------------------------

function summary() {
  if (!solution) return;
  const parts = [];
  const secret = hidden(JSON.stringify(solution.key));
  if (!secret) parts.push(t("answer: {answer}", { answer: JSON.stringify(solution.answer) }));
  if (solution.scores && !secret) parts.push(t("Alice {alice}, Bob {bob}", { alice: exact(solution.scores.alice).text, bob: exact(solution.scores.bob).text }));
  if (secret) parts.push(t("the result is hidden while you practise"));
  else if (solution.value === null) parts.push(solution.reason || "");
  else if (!solution.scoring) parts.push(t("{winner} wins", { winner: solution.winner }));
  else if (sign(solution.value) === 0) parts.push(t("a tie"));
  else parts.push(t("{winner} wins by {margin}", { winner: solution.winner, margin: exact(String(solution.value).replace("-", "")).text }));
  const title = solution.titles[state.lang] || solution.titles.en;
  $("game-title").textContent = ` · ${title}`;
  document.title = `${title} · ${t("stonegame playground")}`;
  $("summary").replaceChildren(el("strong", {}, title), ` · ${t("method {method}", { method: methodName(solution.method) })} · `,
                               el("span", { id: "score" }, parts.join(" · ")));
  $("notes").replaceChildren(...(solution.remarks || []).map((note) => el("li", {}, said(note))));
  // piles are said to keep their index where the board numbers them: a row, not IV's heap nor IX's counts
  const numbered = rowsOf(solution.start, solution.fields[state.lang]);
  $("convention").textContent = sentences(solution.scoring
    ? t("Every value on this page is the player to move's own points − the opponent's, under best play from there.")
    : t("Every value on this page says whether the player to move wins under best play, and in how many moves."),
  numbered ? t("Piles keep the index they had at the start, counted from 0 as the code counts (#0, #1, …).") : null);
}

function showError(message) {
  $("error").textContent = message;
  $("values").setAttribute("aria-invalid", message ? "true" : "false");
  // the views below still show the last instance solved: say so, rather than pass them off as this one's
  document.body.classList.toggle("stale", Boolean(message) && solution !== null);
}

function busy(on) {
  document.body.classList.toggle("working", on);
  $("busy").textContent = on ? t("Solving…") : "";
  $("solve").disabled = on;
}

function controls() {
  // what cannot work on this instance is not offered: no line (too long to write), no map (too many states)
  const line = lineLength() > 0;
  for (const id of ["steps", "practice", "history-box", "move-info-box"]) $(id).hidden = !line;
  if (!line && practice) togglePractice();
  const mapped = Boolean(trace);
  for (const id of ["fill-controls", "quiz", "heat-legend", "heat-caption"]) $(id).hidden = !mapped;
  $("moves-legend").querySelector(".chip.tie").hidden = !solution.scoring;  // a win/lose game has no tie
  if (!mapped) {
    $("tree-box").hidden = true;
    $("code-box").hidden = true;
  }
}

async function solve(keepStep) {
  state.game = $("game").value.trim();
  state.values = $("values").value.trim();
  state.method = $("method").value;
  if (!keepStep) state.step = 0;
  writeUrl();
  describe();
  if (!state.values) {
    showError(t("Write the instance's values first (or press Example)."));
    return;
  }
  const mine = ++asked;
  busy(true);
  let found;
  try {
    found = await api("solve", { game: state.game, values: state.values, method: state.method });
  } catch (error) {
    if (mine === asked) {
      busy(false);
      showError(refusal(error));
    }
    return;
  }
  if (mine !== asked) return;
  stopAnimation();
  solution = found;
  scaleOf = null;
  current = null;
  trace = null;
  byKey = new Map();
  whyDone = "";
  if (practice) togglePractice();
  quiz = null;
  showError("");
  summary();
  $("heat").cells = null;
  $("heat").replaceChildren();
  $("tree").replaceChildren();
  for (const board of ["board", "play-board"]) $(board).style.minHeight = "";  // a new instance: as tall as it is
  showStep();
  await Promise.all([explain(), table(), newGame()]);
  if (mine !== asked) return;
  busy(false);
  controls();
  $("methods").replaceChildren();
  showStep();  // now that the map and the story are here, every panel shows the line's position
  if (play) drawPlay(false);  // its board names the map's cell where the map is drawn
}

function describe() {
  const game = currentGame();
  const methods = game ? game.methods : ["brute", "memo", "table", "formula", "fast"];
  const select = $("method");
  const wanted = state.method;
  select.replaceChildren(...["auto", ...methods].map((m) => el("option", { value: m }, methodName(m))));
  select.value = methods.includes(wanted) ? wanted : "auto";
  state.method = select.value;
  if (!game) {
    const family = catalog.families.find((each) => state.game.toLowerCase().startsWith(each.name.split(":")[0]));
    $("about").textContent = family ? said(family.about) : "";
    return;
  }
  // the constraints are notation, as the statement writes them: set as code, after what the language puts
  // between a summary and its constraints (a space; Chinese, whose words take no spaces, a sentence's end)
  const between = t("{summary} {constraints}", { summary: "", constraints: "" });
  $("about").replaceChildren(labelled(said(game.titles)), ...notation(said(game.summary)), between,
                             el("code", { class: "constraints" }, said(game.constraints)));
}

// Explanation, table, map ------------------------------------------------------------------

async function explain() {
  const mine = asked;  // a newer solve's story wins over this one's, arriving late
  story = null;
  try {
    const found = await api("explain", { game: state.game, values: state.values, method: state.method, lang: state.lang });
    if (mine !== asked) return;
    story = found;
  } catch (error) {
    if (mine !== asked) return;
    $("story").replaceChildren(el("p", { class: "caption" }, refusal(error)));
    $("insight").textContent = "";
    return;
  }
  drawStory();
}

function drawStory() {
  // one sentence per move, its alternatives under it: the API says which move each line tells. While
  // practising, a move's sentences appear once its position and its best move are answered (the
  // opening and the result with the start's)
  if (!story) return;
  const start = hidden(keyAt(0));
  // a closed form's argument (877's parity) says who wins and which piles to take all along the line: it
  // waits until every question is answered
  const argued = !start && (solution.line || []).every((_, step) => answered(step));
  const lines = story.text.split("\n").map((text, i) => ({ text, step: story.steps[i] ?? -1 }))
    .filter((line) => (line.text === story.insight ? argued
      : line.step <= 0 ? !start : answered(Math.min(line.step - 1, lineLength()))));
  $("story").replaceChildren(...lines.map((line) => el("p", { class: "sentence", "data-step": String(line.step) }, line.text)));
  if (practice && lines.length < story.text.split("\n").length) {
    $("story").append(el("p", { class: "caption" }, t("The rest of the story appears as you answer.")));
  }
  $("insight").textContent = argued && story.insight && !story.text.includes(story.insight) ? story.insight : "";
  // no line to step through (too long a row to write move by move): the board says why, in the story's words
  if (!lineLength() && solution) $("board-note").textContent = story.text.split("\n")[0];
  litStory();
}

function drawDp() {
  const dp = $("dp");
  $("dp-convert").textContent = "";
  if (!dpView) return;
  if (dpView.absent) {
    dp.replaceChildren(el("p", { class: "caption" }, dpView.absent));
    return;
  }
  if (practice || quiz) {
    dp.replaceChildren(el("p", { class: "caption" }, t("Hidden while you practise: the table shows every value.")));
    return;
  }
  const view = dpView;
  // the write-up's own table in its own notation: a cell or header without a word of the page's language
  // ("(5, 3)", "LW | LL", a field name) is set as code; the title's cell notation too ("dp[i][j] = (first, second)")
  const written = (text) => (/[\u2e80-\u9fff]/.test(text) || !/[A-Za-z]/.test(text) ? notation(text) : [el("code", {}, text)]);
  const titled = (text) => {
    const colon = String(text).search(/：|: /);
    return colon > 0 ? [el("code", {}, text.slice(0, colon)), ...notation(text.slice(colon))] : notation(text);
  };
  const head = el("tr", {}, el("th", {}, ...written(view.corner)), ...view.columns.map((c) => el("th", { scope: "col" }, ...written(c))));
  const body = view.rows.map((r) => el("tr", {}, el("th", { scope: "row" }, ...written(r.label)),
                                        ...r.cells.map((cell) => el("td", {}, ...written(cell)))));
  dp.replaceChildren(el("table", { class: "dp" }, el("caption", {}, ...titled(view.title)), el("thead", {}, head),
                        el("tbody", {}, ...body)), el("p", { class: "caption" }, ...titled(view.caption)));
  // the bridge from the write-up's form to this page's one value, on this instance
  $("dp-convert").textContent = solution.scoring && solution.scores
    ? t("On this page the start is worth {value} to Alice: her {alice} − Bob's {bob}, whatever form the write-up's cells take.",
        { value: signed(solution.value), alice: exact(solution.scores.alice).text, bob: exact(solution.scores.bob).text })
    : "";
}

let mapping = false;  // the map is on its way (the Why panel waits for it)

async function table() {
  mapping = true;
  const mine = asked;  // a newer solve's map wins over this one's, arriving late
  let corner = null;
  dpView = null;
  try {
    const found = await api("table", { game: state.game, values: state.values, lang: state.lang });
    if (mine !== asked) return;
    dpView = found;
    corner = dpView.corner ?? null;  // a table too large to draw still names the map's axes
  } catch (error) {
    if (mine !== asked) return;
    $("dp").replaceChildren(el("p", { class: "caption" }, refusal(error)));
  }
  drawDp();
  try {
    const found = await api("trace", { game: state.game, values: state.values, lang: state.lang });
    if (mine !== asked) return;
    trace = found;
    if (trace.absent) {
      $("heat").replaceChildren(el("p", { class: "caption" }, trace.absent));
      $("heat").cells = null;
      $("heat-caption").textContent = "";
      trace = null;
    } else {
      byKey = new Map(trace.states.map((s) => [JSON.stringify(s.key), s]));
      mapCorner = corner;
    }
  } catch (error) {
    if (mine !== asked) return;
    trace = null;
    $("heat").cells = null;
    $("heat").replaceChildren(el("p", { class: "caption" }, refusal(error)));
  }
  listing = null;
  if (trace) {
    let found = null;
    try {
      found = await api("listing", { game: state.game, values: state.values });
    } catch (error) {
      found = null;
    }
    if (mine !== asked) return;
    listing = found;
    heatmap();
  }
  mapping = false;
}

function cellText(s) {
  if (!solution.scoring) return `${sign(s.value) > 0 ? t("W") : t("L")}${s.remoteness ?? ""}`;
  return exact(s.value).text;
}

function paintCell(td, s) {
  // a cell's number, colour and words; a hidden one keeps its place and says only its name
  const key = JSON.stringify(s.key);
  const secret = hidden(key);
  const about = secret ? said(s.label) : labelled(said(s.label)) + worth(s.value, s.remoteness);
  td.textContent = secret ? "?" : cellText(s);
  td.title = about;
  td.setAttribute("aria-label", about);
  td.classList.toggle("secret", secret);
  if (secret) {
    td.style.removeProperty("--heat");
    td.dataset.sign = "secret";
  } else {
    td.style.setProperty("--heat", (Math.abs(num(s.value)) / mapTop).toFixed(3));
    td.dataset.sign = verdict(s.value);
  }
}

let mapTop = 1;
function paintCells() {
  const cells = $("heat").cells;
  if (!cells) return;
  for (const [key, td] of cells) paintCell(td, byKey.get(key));
}

function mapCaption() {
  // the lesson counts the states its memo.py computes; where that is not the map's count, the caption says
  // how the two differ (not while practising: no number but the map's own is said then)
  if (!$("heat").cells) return;  // no map drawn: its place says why
  const cells = [...$("heat").cells.keys()];
  $("heat-caption").replaceChildren(...notation(
    !practice && listing?.computed !== undefined && listing.computed !== cells.length && listing.memo
      ? t("{states} states. Hover or focus one: outlined, what it depends on; ★, where its best move leads. Select one to see why. The lesson's {path}, run on this instance, computes {computed} states, {shared} of them cells of this map; {n} of its states is a base case, answered without calling itself again.",
          { states: cells.length, path: listing.memo.path, computed: listing.computed, n: listing.bases,
            shared: cells.filter((key) => key in (listing.cells || {}) && !(key in (listing.named || {}))).length })
      : practice  // where a best move leads is the move question's answer: no ★ to look for while practising
        ? t("{states} states. Hover or focus one: outlined, what it depends on. Select one to see why.", { states: cells.length })
        : t("{states} states. Hover or focus one: outlined, what it depends on; ★, where its best move leads. Select one to see why.",
            { states: cells.length })));
}

function heatmap() {
  // each reachable state a cell: (i, j) keys on a grid, single numbers on one row, other keys in order;
  // a state with nothing left is the game's end, not a cell of any table: it is left out
  stopAnimation();
  const box = $("heat");
  const states = trace.states.filter((s) => !(Array.isArray(s.position) && s.position.length === 0));
  // a grid where the write-up's table is one (its corner names two axes, "i \\ j"): VI's (set, turn) keys are not
  const grid = states.length && mapCorner && mapCorner.includes("\\")
    && states.every((s) => Array.isArray(s.key) && s.key.length === 2 && s.key.every(Number.isInteger));
  const single = states.every((s) => Number.isInteger(s.key));
  mapTop = Math.max(1, ...states.map((s) => Math.abs(num(s.value))));
  const cells = new Map();
  const table = el("table", { class: "heat" });
  const corner = mapCorner;
  const [rowName, columnName] = (corner && corner.includes("\\") ? corner.split("\\").map((part) => part.trim())
                                                                  : [corner || "", ""]);
  const cell = (s) => {
    const td = el("td", { class: "cell", tabindex: "0", "data-key": JSON.stringify(s.key) });
    td.addEventListener("mouseenter", () => depend(s));
    td.addEventListener("focus", () => depend(s));
    td.addEventListener("mouseleave", () => depend(null));
    td.addEventListener("blur", () => depend(null));
    td.addEventListener("click", () => choose(s));
    td.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        choose(s);
      }
    });
    cells.set(JSON.stringify(s.key), td);
    return td;
  };
  if (grid) {
    const rows = [...new Set(states.map((s) => s.key[0]))].sort((a, b) => a - b);
    const columns = [...new Set(states.map((s) => s.key[1]))].sort((a, b) => a - b);
    table.append(el("caption", {}, t("rows: {rows}; columns: {columns}", { rows: rowName || "1", columns: columnName || "2" })));
    table.append(el("tr", {}, el("th", { class: "corner" }, corner || ""), ...columns.map((c) => el("th", { scope: "col" }, String(c)))));
    const drawn = new Map(states.map((s) => [JSON.stringify(s.key), s]));  // the game's end is no cell
    for (const r of rows) {
      table.append(el("tr", {}, el("th", { scope: "row" }, String(r)),
                      ...columns.map((c) => {
                        const s = drawn.get(JSON.stringify([r, c]));
                        return s ? cell(s) : el("td", { class: "none" });
                      })));
    }
  } else {
    const sorted = single ? [...states].sort((a, b) => a.key - b.key) : states;
    if (single && corner) table.append(el("caption", {}, t("columns: {columns}", { columns: corner })));
    table.append(el("tr", {}, ...sorted.map((s) => (single ? el("th", { scope: "col" }, String(s.key))
                                                           : el("th", { scope: "col", class: "named" }, said(s.label))))));
    table.append(el("tr", {}, ...sorted.map(cell)));
  }
  box.replaceChildren(table);
  box.cells = cells;
  askCell();  // a quiz goes on in the new map (the same instance said in another language)
  paintCells();
  $("heat-legend").textContent = solution.scoring
    ? t("Each cell: the value of that state for the player to move; blue ahead, red behind.")
    : t("Each cell: W (the player to move wins) or L (loses), then the moves left under best play.");
  mapCaption();
  $("anim-label").textContent = "";
  showCode();
  recursionTree();
}

const TREE_STATES = 40;  // more calls than a learner can follow on one screen

function recursionTree() {
  // the memo's recursion unfolded from the start, children in the rules' move order: a state met
  // again is a memo hit (a leaf marked ↺), so the tree shows what the memo saves
  const root = trace.states[0];
  const small = trace.states.length <= TREE_STATES;
  $("tree-box").hidden = !small;
  if (!small) return;
  const seen = new Set();
  const node = (s) => {
    const key = JSON.stringify(s.key);
    const hit = seen.has(key);
    seen.add(key);
    const value = hidden(key) ? "?" : cellText(s);
    const label = el("span", { class: "call" + (hit ? " hit" : "") + (current?.key === key && !hit ? " here" : ""), "data-key": key },
                     `${said(s.label)} = ${value}` + (hit ? " ↺" : ""));
    label.addEventListener("click", () => choose(s));
    const item = el("li", {}, label);
    if (!hit && s.children.length) {
      item.append(el("ul", {}, ...s.children.map((child) => byKey.get(JSON.stringify(child))).filter(Boolean).map(node)));
    }
    return item;
  };
  $("tree").replaceChildren(el("ul", {}, node(root)));
}

function shownListing() {
  return listing && listing[$("order").value === "top_down" ? "memo" : "table"];
}

function showCode() {
  // the lesson's listing of the fill order chosen: memo for top-down, table for bottom-up
  const shown = shownListing();
  $("code-box").hidden = !shown;
  if (!shown) return;
  // a long line wraps under its own indentation, one step further in, instead of scrolling the panel
  $("code").replaceChildren(...shown.code.split("\n").map((text, i) => {
    const line = el("span", { class: "code-line", "data-line": String(i + 1) }, text + "\n");
    line.style.setProperty("--indent", `${text.length - text.trimStart().length}ch`);
    return line;
  }));
  lightCode(false);
}

function lightCode(cached) {
  // the line that computes the current state's cell is lit, and the caption says what it computes
  // there: the map's own number, or (a listing of another quantity) both numbers, side by side. The memo
  // listing's run on the instance says more: a state it answers by a base case lights that case's
  // return; a state it never computes (no call reaches it) lights nothing, and the caption says so (not
  // while its value is hidden: a base case's return may say it). The table listing's traced run lights
  // the line that wrote the state's cell (tableLines)
  const shown = shownListing();
  if (!shown || !trace) return;
  const key = current?.key;
  const s = key && byKey.get(key);
  const run = s && !hidden(key) && shown === listing.memo && listing.cells ? listing : null;
  const table = s && !hidden(key) && shown === listing.table && shown.kinds ? shown : null;
  const base = run?.base_lines?.[key];
  const never = Boolean(run) && !(key in run.cells);
  const lit = table ? tableLines(table, key)
    : cached && shown.hit ? [shown.hit] : base ? [base] : never ? [] : shown.computes;
  for (const line of $("code").querySelectorAll(".code-line")) {
    line.classList.toggle("lit", lit.includes(Number(line.dataset.line)));
  }
  const caption = $("code-caption");
  caption.removeAttribute("data-value");
  if (!s || hidden(key)) {
    caption.replaceChildren(...notation(t("The lesson's code ({path}); the line lit computes the state lit on the map.", { path: shown.path })));
    return;
  }
  const theirs = listing.cells?.[key];
  const told = { path: shown.path, function: `${listing.function}()`, state: said(s.label), value: cellText(s) };
  if (table) {
    tableCaption(caption, table, key, told);
    return;
  }
  if (never) {
    caption.replaceChildren(...notation(t("The lesson's code ({path}) never computes {state}: on this instance no call of {function} reaches it, so no line is lit. The map's value there is {value}.", told)));
    return;
  }
  // the listing calls this state by another name (II's dp(4, 2), the map's (4,1): the map files a state under
  // its memo key): the caption says both names, so that the learner finds the call the lit line makes
  const call = run?.named?.[key];
  if (call && listing.agrees !== false) {
    caption.replaceChildren(...notation(t(base
      ? "{state} on the map is {call} in the lesson's code ({path}): one state, which the map files under its memo key; the line lit is a base case: it answers {call} without calling {function} again: {value}."
      : "{state} on the map is {call} in the lesson's code ({path}): one state, which the map files under its memo key; the line lit computes {call}: {value}.",
    { ...told, call })));
  } else if (listing.agrees === false && theirs !== undefined) {
    caption.replaceChildren(...notation(t("The lesson's code ({path}) computes {function}, another quantity than the map: at {state} the code's {function} is {code}, while the map's value (the mover's own − the opponent's) is {value}.",
                                          { ...told, code: String(theirs) })));
  } else if (base) {
    caption.replaceChildren(...notation(t("The lesson's code ({path}); the line lit is a base case: it answers without calling {function} again. The state: {state}; its value: {value}.", told)));
  } else {
    caption.replaceChildren(...notation(t("The lesson's code ({path}); the line lit computes {state}, the state lit on the map: {value}.", told)));
  }
  caption.dataset.value = String(s.value);
}

// the table listing (bottom-up), traced on the instance: the line that wrote the state's cell is lit,
// with the lines that compute a value where that write read other cells (the recurrence); a base case's
// write, or the line that made the table where the cell keeps the value it was made with, alone; nothing
// where the listing never writes the cell, holds another quantity there, or keeps another shape
function tableLines(table, key) {
  const line = table.lines[key];
  const kind = table.kinds[key];
  if (kind === "recurrence") return [...table.computes, line];
  return kind === "base" || kind === "made" ? [line] : [];
}

const PYTHON = (value) => (value === true ? "True" : value === false ? "False" : String(value));

function tableCaption(caption, table, key, told) {
  const kind = table.kinds[key];
  const value = table.values[key];
  const words = { ...told, table: `\`${table.name}\``, code: `\`${PYTHON(value)}\`` };
  let text;
  if (!table.shaped) {
    text = t("The lesson's code ({path}) keeps {table} in another shape than the map: its cells are not the map's states, so no line is lit for {state}. The map's value there is {value}.", words);
  } else if (kind === undefined) {
    text = t("The lesson's code ({path}) never writes {state}: on this instance no line of it stores or reads {table} at {state}, so no line is lit. The map's value there is {value}.", words);
  } else if (kind === "other") {
    text = t("The lesson's code ({path}) holds {code} in its cell of {table} for {state}, not the map's value there ({value}): that cell stands for another quantity, so no line is lit.", words);
  } else if (kind === "base") {
    text = t("The lesson's code ({path}); the line lit is a base case: it writes {state} without reading another cell of {table}: {value}.", words);
  } else if (kind === "made") {
    text = t("The lesson's code ({path}); the line lit makes {table}, and no line writes {state} after it: {state} keeps the value the table starts with, {value}.", words);
  } else {
    text = t("The lesson's code ({path}); the line lit computes {state}, the state lit on the map: {value}.", words);
  }
  caption.replaceChildren(...notation(text));
  // the value the lit line gives the cell (a win/lose game's True/False: whether the mover wins)
  if (tableLines(table, key).length) caption.dataset.value = String(value === true ? 1 : value === false ? -1 : value);
}

function depend(s) {
  const cells = $("heat").cells;
  for (const td of cells.values()) td.classList.remove("dep", "best", "focus");
  if (!s) return;
  cells.get(JSON.stringify(s.key))?.classList.add("focus");
  for (const child of s.children) cells.get(JSON.stringify(child))?.classList.add("dep");
  // where the best move leads is itself a value: not while it is hidden
  if (s.best !== null && !hidden(JSON.stringify(s.key)) && !untold(s.children) && !inQuestion(JSON.stringify(s.key))) {
    cells.get(JSON.stringify(s.best))?.classList.add("best");
  }
}

function choose(s) {
  // a selected state becomes the current one: on the line, that step of the line; off it, the state alone
  const key = JSON.stringify(s.key);
  const onLine = stepOf(key);
  if (onLine !== undefined) go(onLine);
  else showOff(s);
}

function stopAnimation() {
  if (animation) clearInterval(animation.timer);
  animation = null;
  $("animate").textContent = t("Play");
  for (const td of $("heat").cells?.values() || []) td.classList.remove("unfilled", "hit", "now");
}

function animate() {
  // the fill order, one answer per tick: memo hits flash, bottom-up goes stage by stage; the cell
  // being filled is the current state of every panel
  if (!trace) return;
  if (animation) {
    if (animation.timer) {
      clearInterval(animation.timer);
      animation.timer = null;
      $("animate").textContent = t("Play");
    } else tick();
    return;
  }
  const cells = $("heat").cells;
  for (const td of cells.values()) td.classList.add("unfilled");
  const order = $("order").value;
  const steps = order === "top_down"
    ? trace.top_down.map((visit) => ({ key: visit.key, cached: visit.cached }))
    : trace.bottom_up.flatMap((stage, h) => stage.map((key) => ({ key, stage: h })));
  animation = { steps, index: 0, timer: null };
  tick();
}

function tick() {
  const cells = $("heat").cells;
  const speed = Number($("speed").value);
  clearInterval(animation?.timer);
  animation.timer = setInterval(() => {
    for (const td of cells.values()) td.classList.remove("hit", "now");
    if (animation.index >= animation.steps.length) {
      clearInterval(animation.timer);
      animation = null;
      $("animate").textContent = t("Play");
      $("anim-label").textContent = t("done");
      return;
    }
    const step = animation.steps[animation.index++];
    const key = JSON.stringify(step.key);
    const td = cells.get(key);
    td?.classList.remove("unfilled");
    td?.classList.add(step.cached ? "hit" : "now");
    const s = byKey.get(key);
    if (td && s) choose(s);  // the cell being filled is the current state (the game's end is no cell)
    lightCode(step.cached);
    const hits = animation.steps.slice(0, animation.index).filter((each) => each.cached).length;
    $("anim-label").textContent = step.stage !== undefined
      ? t("stage {stage}", { stage: step.stage }) + ` · ${animation.index}/${animation.steps.length}`
      : t("{computed} computed, {hits} memo hits (↺)", { computed: animation.index - hits, hits });
  }, 1000 / speed);
  $("animate").textContent = t("Pause");
}

// Play -------------------------------------------------------------------------------------

async function newGame() {
  humanTurns = [];
  await playMoves([], false);
}

async function playMoves(moves, followed = true) {
  state.side = $("side").value;
  writeUrl();
  const mine = asked;
  try {
    const found = await api("play", { game: state.game, values: state.values, moves: JSON.stringify(moves),
                                      side: state.side, lang: state.lang });
    if (mine !== asked) return;
    play = found;
  } catch (error) {
    if (mine !== asked) return;
    $("play-status").textContent = refusal(error);
    return;
  }
  drawPlay(false);
  if (!followed || !solution) return;
  // a move played is the current state of every panel: a step of the line, or a state off it.
  // In a scoring game the line's step is this state only if play got there by the line's moves:
  // the points so far (the line's score, its "Alice − Bob at the end") depend on the way there.
  const key = JSON.stringify(play.key);
  const onLine = stepOf(key);
  const sameWay = !play.scoring || JSON.stringify(play.moves)
    === JSON.stringify((solution.line || []).slice(0, onLine).map((step) => step.move));
  if (onLine !== undefined && sameWay) go(onLine);
  else if (byKey.get(key)) showOff(byKey.get(key));
}

function drawPlay(hinted) {
  steady($("play-board"), draw(play.position, play.numbers, play.fields, boardOptions(play.reach)),
         el("p", { class: "caption" }, boardNote(play)));
  const score = play.scoring ? t("Score: Alice {alice}, Bob {bob}", play.points) : "";
  const replies = play.replies.map((reply) => t("{player} (computer) plays {move}.", { player: reply.player, move: reply.said }));
  let status;
  if (play.over) {
    const mine = (num(play.points.alice) - num(play.points.bob)) * (play.human === "Alice" ? 1 : -1);
    if (!play.scoring) status = t(mine > 0 ? "Game over: you win." : "Game over: you lose.");
    else if (mine > 0) status = t("Game over: Alice {alice}, Bob {bob}. You win by {margin}.", { ...play.points, margin: mine });
    else if (mine < 0) status = t("Game over: Alice {alice}, Bob {bob}. You lose by {margin}.", { ...play.points, margin: -mine });
    else status = t("Game over: Alice {alice}, Bob {bob}. A tie.", play.points);
    // a win/lose game has no points to give away: its ±1 values say only that a win was thrown away
    if (play.grades.length) status = sentences(status, sign(play.given_away) === 0 ? t("You played perfectly.")
      : play.scoring ? t("In all you gave away {lost}.", { lost: play.given_away })
        : t("A move of yours threw away the win: its grade below says which."));
  } else {
    status = t("Your move, {human}.", { human: play.human });
  }
  $("play-status").replaceChildren(...spaced(...replies.map((text) => el("span", { class: "reply" }, text)),
                                             el("span", { id: "play-verdict" }, status), score));
  clickablePiles();
  const box = $("play-moves");
  box.replaceChildren();
  for (const option of play.options) {
    const classes = "option plain" + (hinted && option.best ? " hinted" : "");
    const button = el("button", { type: "button", class: classes }, ...parts(option.said));
    button.addEventListener("click", () => playOption(option));
    box.append(button);
  }
  // a grade in the page's one convention: the move's value to its mover, the best move's, the difference
  const best = (grade) => (play.scoring
    ? t("{move}: best ({value} for you, the mover)", { move: grade.name, value: signed(grade.value) })
    : sign(grade.value) > 0 ? t("{move}: best (you, the mover, win from here)", { move: grade.name })
      : t("{move}: best (you, the mover, still lose: no move wins here)", { move: grade.name }));
  $("grades").replaceChildren(...play.grades.map((grade) => el("li", { class: sign(grade.given_away) ? "lost" : "kept" },
    sign(grade.given_away) === 0 ? best(grade)
      : play.scoring ? t("{move}: {value} for you, the mover; the best, {best}, is {best_value}: you gave away {lost}.",
                         { move: grade.name, value: signed(grade.value), best: grade.best_name, best_value: signed(grade.best_value), lost: grade.given_away })
        : t("{move}: threw away the win (best: {best})", { move: grade.name, best: grade.best_name }))));
  $("undo").disabled = humanTurns.length === 0;
  $("hint").disabled = play.over || Boolean(practice || quiz);  // a hint says a value practice hides
  playChart();
}

function playChart() {
  // while practising (either way) the game's values are the question: the chart of where this game is
  // headed and the grades of its moves wait
  $("grades").hidden = Boolean(practice || quiz);
  if (practice || quiz) {
    $("play-chart").replaceChildren();
    return;
  }
  chart($("play-chart"), play.outlook.map(num), play.outlook.length - 1, null, play.movers);
}

function playOption(option) {
  humanTurns.push(play.moves.length);
  playMoves([...play.moves, option.move]);
}

function clickablePiles() {
  // a pile of the row plays the move that takes the piles up to it from its end (ends, a prefix):
  // each move is matched to the pile it would take last, by what it leaves (a long row is not sliced per pile)
  if (!Array.isArray(play.position) || play.over) return;
  const row = play.position;
  const piles = new Map([...$("play-board").querySelectorAll(".pile")].map((pile) => [Number(pile.dataset.index), pile]));
  for (const option of play.options) {
    if (!Array.isArray(option.position)) continue;
    const left = option.position.length;
    const found = [];
    if (left < row.length && same(option.position, row.slice(row.length - left))) found.push(row.length - left - 1);
    if (left < row.length && same(option.position, row.slice(0, left))) found.push(left);
    for (const i of found) {
      const pile = piles.get(i);
      if (!pile || pile.classList.contains("clickable")) continue;
      pile.classList.add("clickable");
      pile.setAttribute("role", "button");
      pile.setAttribute("tabindex", "0");
      pile.setAttribute("aria-label", option.said);
      pile.title = option.said;
      pile.addEventListener("click", () => playOption(option));
      pile.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          playOption(option);
        }
      });
    }
  }
}

function hint() {
  if (!play || play.over) return;
  drawPlay(true);
  const best = play.options.find((option) => option.best);
  $("play-verdict").textContent = play.scoring
    ? t("Hint: {move}: {worth}; Alice − Bob at the end: {margin}.", { move: best.said, worth: moveWorth(best), margin: signed(best.margin) })
    : t("Hint: {move}: {worth}.", { move: best.said, worth: moveWorth(best) });
}

function undo() {
  if (!humanTurns.length) return;
  playMoves(play.moves.slice(0, humanTurns.pop()));
}

// Methods ----------------------------------------------------------------------------------

async function methods() {
  const box = $("methods");
  if (practice) return;  // every method's value is the answer practice hides
  box.replaceChildren(el("caption", {}, t("running…")));
  let found;
  try {
    found = await api("methods", { game: state.game, values: state.values });
  } catch (error) {
    box.replaceChildren(el("caption", {}, refusal(error)));
    return;
  }
  const head = [t("method"), t("value"), t("answer"), t("seconds"), t("positions"), t("complexity")]
    .map((c) => el("th", { scope: "col" }, c));
  box.replaceChildren(el("thead", {}, el("tr", {}, ...head)), el("tbody", {}, ...found.methods.map((m) =>
    el("tr", {}, el("th", { scope: "row" }, methodName(m.method)),
       ...(m.refused ? [el("td", { colspan: "4", class: "refused" }, t("refused: too large for this method"))]
                     : [number(m.value ?? "—", "td"), el("td", {}, JSON.stringify(m.answer)),
                        el("td", {}, m.seconds < 1e-3 ? `${(m.seconds * 1e6).toFixed(0)} µs` : `${(m.seconds * 1e3).toFixed(2)} ms`),
                        el("td", {}, m.positions === null ? "—" : m.positions.toLocaleString())]),
       el("td", {}, el("code", {}, m.complexity || ""))))));
}

// Start ------------------------------------------------------------------------------------

async function example() {
  const game = currentGame() || catalog.games[0];
  if (!game.examples.length) return random();
  exampleIndex = (exampleIndex + 1) % game.examples.length;
  $("values").value = game.examples[exampleIndex].values;
  await solve();
}

async function random() {
  try {
    const drawn = await api("random", { game: $("game").value.trim(), full: $("full").checked ? "true" : undefined });
    $("values").value = drawn.values;
  } catch (error) {
    showError(refusal(error));
    return;
  }
  await solve();
}

function theme() {
  const dark = document.documentElement.dataset.theme
    ? document.documentElement.dataset.theme === "dark"
    : matchMedia("(prefers-color-scheme: dark)").matches;
  document.documentElement.dataset.theme = dark ? "light" : "dark";
  localStorage.setItem("stonegame-theme", document.documentElement.dataset.theme);
}

async function switchLang() {
  state.lang = state.lang === "en" ? "zh" : "en";
  writeUrl();
  await loadWords();
  describe();
  if (solution) {
    summary();
    const was = current;
    await Promise.all([explain(), table(), play ? playMoves(play.moves, false) : null]);
    controls();
    // the same state, said again in the new language
    if (was?.step === null && byKey.get(was.key)) showOff(byKey.get(was.key));
    else showStep();
    why(true);
  }
}

function keys(event) {
  if (!solution || event.target.closest("input, select, textarea") || event.altKey || event.ctrlKey || event.metaKey) return;
  const line = solution.line || [];
  const moves = { ArrowLeft: state.step - 1, ArrowRight: state.step + 1, Home: 0, End: line.length };
  if (event.key in moves) {
    event.preventDefault();
    go(Math.min(Math.max(0, moves[event.key]), line.length));
  }
}

function firstExample(game) {
  return game && game.examples.length ? game.examples[0].values : "";
}

function gameChanged() {
  // a new game opens on its first example: the old instance would rarely fit its rules
  state.game = $("game").value.trim();
  describe();
  const game = currentGame();
  if (game && game.examples.length) {
    exampleIndex = 0;
    $("values").value = firstExample(game);
    solve();
  } else if (game || catalog.families.some((f) => state.game.startsWith(f.name.split(":")[0]))) random();
}

async function start() {
  const saved = localStorage.getItem("stonegame-theme");
  if (saved) document.documentElement.dataset.theme = saved;
  readUrl();
  await loadWords();
  catalog = await api("games");
  const names = [...catalog.games.map((g) => g.name), ...catalog.families.map((f) => f.sample)];
  $("game-list").replaceChildren(...names.map((name) => el("option", { value: name })));
  if (!state.game) state.game = catalog.games[0].name;
  $("game").value = state.game;
  // a link with only a game opens its statement's example, solved (a family: a random instance)
  if (!state.values) state.values = firstExample(currentGame());
  $("values").value = state.values;
  $("side").value = state.side === "bob" ? "bob" : "alice";
  describe();
  $("method").value = state.method;
  $("form").addEventListener("submit", (event) => { event.preventDefault(); solve(); });
  $("example").addEventListener("click", example);
  $("random").addEventListener("click", random);
  $("game").addEventListener("change", gameChanged);
  $("first").addEventListener("click", () => go(0));
  $("prev").addEventListener("click", () => go(state.step - 1));
  $("next").addEventListener("click", () => go(state.step + 1));
  $("last").addEventListener("click", () => go(lineLength()));
  $("lang").addEventListener("click", switchLang);
  $("theme").addEventListener("click", theme);
  $("animate").addEventListener("click", animate);
  $("order").addEventListener("change", () => { stopAnimation(); $("anim-label").textContent = ""; showCode(); });
  $("speed").addEventListener("input", () => { if (animation?.timer) tick(); });
  $("new-game").addEventListener("click", newGame);
  $("side").addEventListener("change", newGame);
  $("hint").addEventListener("click", hint);
  $("undo").addEventListener("click", undo);
  $("run-methods").addEventListener("click", methods);
  $("practice-toggle").addEventListener("click", togglePractice);
  $("quiz-toggle").addEventListener("click", toggleQuiz);
  $("quiz").addEventListener("submit", checkCell);
  for (const button of $("practice-winner").querySelectorAll("button")) {
    button.addEventListener("click", () => guessWinner(button.dataset.winner));
  }
  document.addEventListener("keydown", keys);
  if (state.values) await solve(true);
  else if (catalog.families.some((f) => state.game.startsWith(f.name.split(":")[0]))) await random();
  document.body.dataset.ready = "true";
}

start();
