// The playground page: everything is drawn here from the JSON API, no build step, no library.
// Words come from the catalogs (/api/words); the state lives in the URL so a link reproduces the view.
// One convention throughout: a position's value is the mover's own − the opponent's under best play
// (win/lose games: who wins, and in how many moves). Piles keep the index they had at the start.
"use strict";

const $ = (id) => document.getElementById(id);
const state = { game: "", values: "", method: "auto", step: 0, lang: "en", side: "alice" };
let words = {};
let catalog = null;     // /api/games
let solution = null;    // /api/solve
let trace = null;       // /api/trace
let play = null;        // /api/play
let selected = null;    // the key (as JSON) of the state chosen on the map, or null
let humanTurns = [];    // how many moves had been played before each of the human's moves (for undo)
let exampleIndex = 0;
let animation = null;
let mapCorner = null;  // the write-up table's corner ("i \\ j"): the names of the map's axes
let listing = null;    // /api/listing: the lesson's memo and table code, for the fill animation
let quiz = null;       // predicting the cells in the table's order: { order, index, right, asked }, or null
let practice = null;   // practice mode: { right, asked, phase: "winner" | "move" }, or null
let asked = 0;          // the latest solve: an older answer arriving late is dropped

// Words ------------------------------------------------------------------------------------

function t(id, params) {
  let text = words[id] || id;
  if (params) text = text.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
  return text;
}

async function loadWords() {
  const found = await api("words", { lang: state.lang });
  words = found.words;
  document.documentElement.lang = state.lang === "zh" ? "zh-Hans" : state.lang;
  for (const node of document.querySelectorAll("[data-t]")) node.textContent = t(node.dataset.t);
  $("lang").textContent = state.lang === "en" ? "中文" : "English";
}

const said = (both) => (both && typeof both === "object" ? both[state.lang] || both.en : both);

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

// Integers past 2^53 arrive as strings of digits (a double would lose some): they are shown as
// they are, or abbreviated with the whole value on hover; arithmetic on them is only for drawing.
const num = (value) => Number(value);
const LONGEST = 12;
function exact(value) {
  const text = String(value);
  const digits = text.replace("-", "");
  if (digits.length <= LONGEST) return { text, whole: null };
  return { text: `${text.startsWith("-") ? "-" : ""}${digits.slice(0, 4)}…${digits.slice(-3)} (${digits.length})`, whole: text };
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

function currentGame() {
  const name = state.game.trim().toLowerCase();
  return catalog.games.find((game) => game.names.some((alias) => alias.toLowerCase() === name)) || null;
}

// The board --------------------------------------------------------------------------------

const DISCS = 12;      // piles of at most this many stones are drawn stone by stone
const TALLEST = 130;   // px: the largest pile of the instance; the others in proportion

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
  values.forEach((value, i) => {
    const pile = stack(value, numbers ? numbers[i] : i, scale);
    if (reach && i < reach) pile.classList.add("reach");  // a move may take it (II's 2M, III's 3)
    line.append(pile);
  });
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
  if (Array.isArray(position)) return Math.max(1, ...position.map((v) => Math.abs(num(v))));
  if (position && typeof position === "object") {
    return Math.max(1, ...Object.values(position).filter((v) => typeof v !== "string").map(largest));
  }
  return Math.max(1, Math.abs(num(position)) || 1);
}

function boardOptions(reach) {
  return { scale: largest(solution.start), ends: takesEnds(), tags: solution.tags || [], reach };
}

function draw(position, numbers, fields, options) {
  // the position as Scene.show gives it: a row, a heap, rows side by side (VI), or named counts (IX)
  const { scale = largest(position), ends = false, tags = [], reach = null } = options || {};
  const box = el("div", { class: "position" });
  if (Array.isArray(position)) box.append(row(position, numbers, scale, ends, null, reach));
  else if (typeof position === "number" || typeof position === "string") box.append(heap(position));
  else if (position && typeof position === "object") {
    const entries = Object.entries(position).filter(([name]) => fields && name in fields);
    if (entries.every(([, value]) => Array.isArray(value))) {
      for (const [name, values] of entries) box.append(row(values, numbers, scale, ends, fields[name]));
    } else {
      // counts of stones are piles; the other fields (a sum so far, whose turn) are said in words
      const counts = el("div", { class: "row counts" });
      const told = el("div", { class: "tags" });
      for (const [name, value] of entries) {
        if (typeof value === "number" && !tags.includes(name)) {
          const pile = stack(value, null, scale);
          pile.append(el("span", { class: "label" }, fields[name]));
          counts.append(pile);
        } else told.append(el("span", { class: "tag" }, `${fields[name]}: `, el("strong", {}, String(value))));
      }
      box.append(counts, told);
    }
  }
  return box;
}

const takesEnds = () => (solution?.line || []).some((move) => move.alternatives.some((o) => o.move === "L" || o.move === "R"));

// Colours by value, from the mover's side ---------------------------------------------------

const verdict = (value) => (sign(value) > 0 ? "win" : sign(value) < 0 ? "lose" : "tie");

function shade(value, top) {
  // stronger colour for a bigger value; win/lose games have no margin, only the outcome
  return 0.35 + 0.65 * Math.min(1, Math.abs(num(value)) / Math.max(1, top));
}

function worth(value, remoteness) {
  // a value as this page says every value: the mover's own − opponent's, or win/lose in k moves
  if (!solution.scoring) {
    const wins = sign(value) > 0;
    return t(wins ? "the mover wins in {moves}" : "the mover loses in {moves}", { moves: remoteness ?? 0 });
  }
  return t("{value} for the mover (own − opponent's)", { value: signed(value) });
}

function leaves(picture) {
  if (Array.isArray(picture)) return picture.length ? `[${picture.map((v) => exact(v).text).join(", ")}]` : t("nothing left");
  if (picture && typeof picture === "object") {
    const fields = solution.fields[state.lang] || {};
    return Object.entries(picture).filter(([k]) => k in fields).map(([k, v]) => `${fields[k]} ${Array.isArray(v) ? `[${v.join(", ")}]` : v}`).join(", ");
  }
  return `n = ${picture}`;
}

function optionButton(option, top, chosen) {
  const name = said(option.said) || option.name;
  const about = t("{move}: {worth}; leaves {left}", { move: name, worth: worth(option.value, option.remoteness), left: leaves(option.leaves) });
  // while practising, a move says nothing of its value: that is the question
  const button = el("button", { type: "button", class: `option ${verdict(option.value)}` + (chosen ? " chosen" : ""),
                                title: practice ? name : about, "aria-label": practice ? name : about }, name);
  button.style.setProperty("--strength", shade(option.value, top).toFixed(2));
  // the move's value in words, and the cell of the state it leads to lit on the map
  const inform = (on) => {
    $("move-info").textContent = on && !practice ? about : "";
    for (const td of $("heat").cells?.values() || []) td.classList.remove("preview");
    if (on && !practice) $("heat").cells?.get(JSON.stringify(option.key))?.classList.add("preview");
  };
  button.addEventListener("mouseenter", () => inform(true));
  button.addEventListener("focus", () => inform(true));
  button.addEventListener("mouseleave", () => inform(false));
  button.addEventListener("blur", () => inform(false));
  return button;
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

function showStep() {
  const line = solution.line || [];
  state.step = Math.min(Math.max(0, state.step), line.length);
  writeUrl();
  const position = state.step === 0 ? solution.start : line[state.step - 1].position;
  const here = state.step === 0 ? solution : line[state.step - 1];
  $("board").replaceChildren(draw(position, here.numbers, solution.fields[state.lang], boardOptions(here.reach)));
  $("board-note").textContent = said(here.caption) || "";
  const totals = running()[state.step];
  const score = solution.scoring ? "  " + t("Score: Alice {alice}, Bob {bob}", { alice: exact(totals.Alice).text, bob: exact(totals.Bob).text }) : "";
  $("step-label").textContent = t("move {step} of {moves}", { step: state.step, moves: line.length }) + score;
  const moves = $("moves");
  moves.replaceChildren();
  $("move-info").textContent = "";
  if (state.step >= line.length) {
    $("move-caption").textContent = line.length ? t("The game is over.") : "";
  } else {
    const move = line[state.step];
    $("move-caption").textContent = t("{player} to move; the optimal line plays {move} (★).",
                                      { player: move.player, move: said(move.said) || move.name });
    const top = Math.max(...move.alternatives.map((o) => Math.abs(num(o.value))));
    for (const option of move.alternatives) {
      const chosen = same(option.move, move.move);
      const button = optionButton(option, top, chosen);
      if (practice) button.addEventListener("click", () => guessMove(option, move));
      else if (chosen) button.addEventListener("click", () => go(state.step + 1));  // the line's move: play it
      moves.append(button);
    }
  }
  chart($("chart"), lineOutlook(), state.step, go, (solution.line || []).map((move) => move.player));
  linkStep();
  if (practice) askPractice();
  for (const [id, disabled] of [["first", state.step === 0], ["prev", state.step === 0],
                                ["next", state.step >= line.length], ["last", state.step >= line.length]]) {
    $(id).disabled = disabled;
  }
}

function go(step) {
  state.step = step;
  showStep();
}

function linkStep() {
  // the position on the board is one cell of the map and one sentence of the story
  const cells = $("heat").cells;
  if (cells) {
    for (const td of cells.values()) td.classList.remove("here");
    const here = cells.get(keyAt(state.step));
    here?.classList.add("here");
  }
  const story = $("story");
  let first = null;
  for (const sentence of story.querySelectorAll(".sentence")) {
    const here = Number(sentence.dataset.step) === state.step;
    sentence.classList.toggle("here", here);
    if (here && !first) first = sentence;
  }
  // a long story scrolls in its own box: keep the move's sentence in view, without moving the page
  if (first && story.scrollHeight > story.clientHeight) story.scrollTop = first.offsetTop - story.offsetTop - 24;
}

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

function chart(box, points, current, pick, movers) {
  // the value history: moves played across, the outlook up (ticks and names on both axes)
  box.replaceChildren();
  if (points.length < 2) return;
  const width = 600, height = 200, left = 64, right = 12, top = 14, bottom = 36;
  const high = Math.max(1, ...points.map((v) => Math.abs(v)));
  const x = (i) => left + (i * (width - left - right)) / Math.max(1, points.length - 1);
  const y = (v) => top + ((high - v) * (height - top - bottom)) / (2 * high);
  const picture = svg("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", class: "chart",
                               "aria-label": t("Value history") });
  for (const v of [high, high / 2, 0, -high / 2, -high]) {
    // short tick labels: a value past a million in powers of ten, the exact ones are on the dots' hover
    const label = Math.abs(v) >= 1e6 ? v.toExponential(1) : Number.isInteger(v) ? String(v) : v.toFixed(1);
    picture.append(svg("line", { x1: left, x2: width - right, y1: y(v), y2: y(v), class: v === 0 ? "axis" : "grid" }));
    picture.append(svg("text", { x: left - 6, y: y(v) + 4, class: "tick", "text-anchor": "end" }, label));
  }
  const every = Math.max(1, Math.ceil((points.length - 1) / 12));
  points.forEach((_, i) => {
    if (i % every === 0 || i === points.length - 1) {
      picture.append(svg("text", { x: x(i), y: height - bottom + 14, class: "tick", "text-anchor": "middle" }, String(i)));
    }
  });
  picture.append(svg("text", { x: (left + width - right) / 2, y: height - 4, class: "axis-label", "text-anchor": "middle" },
                     t("moves played")));
  picture.append(svg("text", { x: 12, y: (top + height - bottom) / 2, class: "axis-label", "text-anchor": "middle",
                               transform: `rotate(-90 12 ${(top + height - bottom) / 2})` },
                     solution.scoring ? t("Alice − Bob at the end, best play") : t("moves left (+: Alice wins)")));
  for (let i = 1; i < points.length; i++) {
    // a step is coloured for the player who made the move: red when it gave value away (or the win)
    const side = movers && movers[i - 1] === "Bob" ? -1 : 1;
    const change = solution.scoring ? points[i] - points[i - 1] : (Math.sign(points[i]) !== Math.sign(points[i - 1])
                                                                   ? points[i] - points[i - 1] : 0);
    const kind = change === 0 ? "flat" : change * side > 0 ? "up" : "down";
    picture.append(svg("line", { x1: x(i - 1), y1: y(points[i - 1]), x2: x(i), y2: y(points[i]), class: `history ${kind}` }));
  }
  points.forEach((v, i) => {
    const dot = svg("circle", { cx: x(i), cy: y(v), r: i === current ? 6 : 3.5, class: i === current ? "dot current" : "dot",
                                "data-value": String(v) });
    dot.append(svg("title", {}, `${i}: ${v}`));
    if (pick) dot.addEventListener("click", () => pick(i));
    picture.append(dot);
  });
  box.append(picture);
}

// Practice ---------------------------------------------------------------------------------
// The values are hidden; at each position of the optimal line the learner says who wins from
// there with best play, then picks the best move; each answer is checked and scored.

function togglePractice() {
  practice = practice ? null : { right: 0, asked: 0, phase: "winner" };
  $("practice-winner").querySelector("[data-winner=tie]").hidden = !solution.scoring;  // win/lose games have no tie
  document.body.classList.toggle("practising", Boolean(practice));
  $("practice-toggle").textContent = t(practice ? "Stop practising: show the values" : "Practice: hide the values");
  $("practice-verdict").textContent = "";
  if (!practice) {
    $("practice-ask").textContent = "";
    $("practice-score").textContent = "";
    $("practice-winner").hidden = true;
  }
  showStep();
}

function askPractice() {
  const line = solution.line || [];
  $("practice-score").textContent = t("score: {right} of {asked}", practice);
  if (state.step >= line.length) {
    $("practice-ask").textContent = t("The game is over. Press « to practise again.");
    $("practice-winner").hidden = true;
    return;
  }
  $("practice-winner").hidden = practice.phase !== "winner";
  $("practice-ask").textContent = practice.phase === "winner"
    ? t("Who wins from here with best play on both sides?")
    : t("Which move is best here? Pick one.");
}

function score(right, said) {
  practice.asked += 1;
  if (right) practice.right += 1;
  $("practice-verdict").textContent = said;
  $("practice-verdict").className = right ? "right" : "wrong";
}

function guessWinner(who) {
  if (!practice || practice.phase !== "winner") return;
  const outlook = lineOutlook()[state.step];
  const truth = outlook > 0 ? "Alice" : outlook < 0 ? "Bob" : "tie";
  score(who === truth, who === truth ? t("Right.") : t("Not so: with best play, {truth}.",
                                                        { truth: truth === "tie" ? t("a tie") : t("{winner} wins", { winner: truth }) }));
  practice.phase = "move";
  askPractice();
}

function guessMove(option, move) {
  if (!practice || practice.phase !== "move") return;
  const best = Math.max(...move.alternatives.map((o) => num(o.value)));
  const right = num(option.value) === best;
  const name = said(option.said) || option.name;
  score(right, right ? t("Right: {move} is best.", { move: name })
                     : t("Not best: {move} is worth {value}; the best is worth {best}.",
                         { move: name, value: signed(option.value), best: signed(best) }));
  practice.phase = "winner";
  go(state.step + 1);  // on along the optimal line
}

// Predicting the cells: bottom-up, each cell after the cells it depends on, its value hidden until
// the learner has said it (a number; W or L in a win/lose game).

function toggleQuiz() {
  const cells = $("heat").cells;
  if (!trace || !cells) return;
  stopAnimation();
  quiz = quiz ? null : { order: trace.bottom_up.flat().map((key) => JSON.stringify(key)).filter((key) => cells.has(key)),
                         index: 0, right: 0, asked: 0 };
  $("quiz-toggle").textContent = t(quiz ? "Stop predicting" : "Practice: predict each cell");
  $("quiz-guess").hidden = $("quiz-check").hidden = !quiz;
  $("quiz-verdict").textContent = "";
  $("quiz-score").textContent = "";
  for (const td of cells.values()) td.classList.toggle("unfilled", Boolean(quiz));
  for (const td of cells.values()) td.classList.remove("ask");
  askCell();
}

function askCell() {
  const cells = $("heat").cells;
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
  const s = trace.states.find((each) => JSON.stringify(each.key) === key);
  for (const td of cells.values()) td.classList.remove("ask");
  cells.get(key).classList.add("ask");
  $("quiz-ask").textContent = solution.scoring ? t("The value of {state}?", { state: said(s.label) })
                                                : t("W or L at {state}?", { state: said(s.label) });
  $("quiz-guess").value = "";
}

function checkCell(event) {
  event.preventDefault();
  if (!quiz || quiz.index >= quiz.order.length) return;
  const key = quiz.order[quiz.index];
  const s = trace.states.find((each) => JSON.stringify(each.key) === key);
  const guess = $("quiz-guess").value.trim().replace("−", "-").toUpperCase();
  const truth = solution.scoring ? String(s.value) : (sign(s.value) > 0 ? "W" : "L");
  const right = guess === truth || (!solution.scoring && guess === t(truth));
  quiz.asked += 1;
  if (right) quiz.right += 1;
  $("quiz-verdict").textContent = right ? t("Right.") : t("Not so: it is {value}.", { value: cellText(s) });
  $("quiz-verdict").className = right ? "right" : "wrong";
  $("quiz-score").textContent = t("score: {right} of {asked}", quiz);
  const td = $("heat").cells.get(key);
  td.classList.remove("unfilled", "ask");
  quiz.index += 1;
  askCell();
}

// Solve ------------------------------------------------------------------------------------

function summary() {
  const parts = [t("answer: {answer}", { answer: JSON.stringify(solution.answer) })];
  if (solution.scores) parts.push(t("Alice {alice}, Bob {bob}", { alice: exact(solution.scores.alice).text, bob: exact(solution.scores.bob).text }));
  if (solution.value === null) parts.push(solution.reason || "");
  else if (!solution.scoring) parts.push(t("{winner} wins", { winner: solution.winner }));
  else if (sign(solution.value) === 0) parts.push(t("a tie"));
  else parts.push(t("{winner} wins by {margin}", { winner: solution.winner, margin: exact(String(solution.value).replace("-", "")).text }));
  const title = solution.titles[state.lang] || solution.titles.en;
  $("game-title").textContent = ` · ${title}`;
  document.title = `${title} · ${t("stonegame playground")}`;
  $("summary").replaceChildren(el("strong", {}, title), ` · ${t("method {method}", { method: solution.method })} · `,
                               el("span", { id: "score" }, parts.join(" · ")));
  $("notes").replaceChildren(...(solution.remarks || []).map((note) => el("li", {}, said(note))));
  $("convention").textContent = (solution.scoring
    ? t("Every value on this page is the player to move's own points − the opponent's, under best play from there.")
    : t("Every value on this page says whether the player to move wins under best play, and in how many moves."))
    + " " + t("Piles keep the index they had at the start, counted from 0 as the code counts (#0, #1, …).");
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
  solution = found;
  selected = null;
  showError("");
  summary();
  showStep();
  await Promise.all([explain(), table(), newGame()]);
  busy(false);
  $("why").replaceChildren(el("p", { class: "caption" },
                              t("Select a cell of the states' map to see its recurrence with the numbers plugged in.")));
  $("methods").replaceChildren();
}

function describe() {
  const game = currentGame();
  const methods = game ? game.methods : ["brute", "memo", "table", "formula", "fast"];
  const select = $("method");
  const wanted = state.method;
  select.replaceChildren(...["auto", ...methods].map((m) => el("option", { value: m }, m)));
  select.value = methods.includes(wanted) ? wanted : "auto";
  state.method = select.value;
  if (!game) {
    const family = catalog.families.find((each) => state.game.toLowerCase().startsWith(each.name.split(":")[0]));
    $("about").textContent = family ? said(family.about) : "";
    return;
  }
  $("about").textContent = `${said(game.titles)}: ${said(game.summary)} (${said(game.constraints)})`;
}

// Explanation, table, map ------------------------------------------------------------------

async function explain() {
  const box = $("story");
  try {
    const story = await api("explain", { game: state.game, values: state.values, method: state.method, lang: state.lang });
    // one sentence per move, its alternatives under it: the API says which move each line tells
    const lines = story.text.split("\n").map((text, i) => ({ text, step: story.steps[i] ?? -1 }));
    box.replaceChildren(...lines.map((line) => el("p", { class: "sentence", "data-step": String(line.step) }, line.text)));
    $("insight").textContent = story.insight && !story.text.includes(story.insight) ? story.insight : "";
  } catch (error) {
    box.replaceChildren(el("p", { class: "caption" }, refusal(error)));
  }
  linkStep();
}

async function table() {
  const dp = $("dp");
  let corner = null;
  try {
    const view = await api("table", { game: state.game, values: state.values, lang: state.lang });
    if (view.absent) {
      dp.replaceChildren(el("p", { class: "caption" }, view.absent));
    } else {
      corner = view.corner;
      const head = el("tr", {}, el("th", {}, view.corner), ...view.columns.map((c) => el("th", { scope: "col" }, c)));
      const body = view.rows.map((r) => el("tr", {}, el("th", { scope: "row" }, r.label),
                                            ...r.cells.map((cell) => el("td", {}, cell))));
      dp.replaceChildren(el("table", { class: "dp" }, el("caption", {}, view.title), el("thead", {}, head),
                            el("tbody", {}, ...body)), el("p", { class: "caption" }, view.caption));
      // the bridge from the write-up's form to this page's one value, on this instance
      $("dp-convert").textContent = solution.scoring && solution.scores
        ? t("On this page the start is worth {value} to Alice: her {alice} − Bob's {bob}, whatever form the write-up's cells take.",
            { value: signed(solution.value), alice: exact(solution.scores.alice).text, bob: exact(solution.scores.bob).text })
        : "";
    }
  } catch (error) {
    dp.replaceChildren(el("p", { class: "caption" }, refusal(error)));
  }
  try {
    listing = await api("listing", { game: state.game });
  } catch (error) {
    listing = null;
  }
  try {
    trace = await api("trace", { game: state.game, values: state.values, lang: state.lang });
    if (trace.absent) {
      $("heat").replaceChildren(el("p", { class: "caption" }, trace.absent));
      $("heat").cells = null;
      $("heat-caption").textContent = "";
      trace = null;
    } else {
      mapCorner = corner;
      heatmap();
    }
  } catch (error) {
    trace = null;
    $("heat").cells = null;
    $("heat").replaceChildren(el("p", { class: "caption" }, refusal(error)));
  }
  linkStep();
}

function cellText(s) {
  if (!solution.scoring) return `${sign(s.value) > 0 ? t("W") : t("L")}${s.remoteness ?? ""}`;
  return exact(s.value).text;
}

function heatmap() {
  // each reachable state a cell: (i, j) keys on a grid, single numbers on one row, other keys in order;
  // a state with nothing left is the game's end, not a cell of any table: it is left out
  stopAnimation();
  quiz = null;
  $("quiz-toggle").textContent = t("Practice: predict each cell");
  $("quiz-guess").hidden = $("quiz-check").hidden = true;
  $("quiz-ask").textContent = $("quiz-verdict").textContent = $("quiz-score").textContent = "";
  const box = $("heat");
  const states = trace.states.filter((s) => !(Array.isArray(s.position) && s.position.length === 0));
  // a grid where the write-up's table is one (its corner names two axes, "i \\ j"): VI's (set, turn) keys are not
  const grid = states.length && mapCorner && mapCorner.includes("\\")
    && states.every((s) => Array.isArray(s.key) && s.key.length === 2 && s.key.every(Number.isInteger));
  const single = states.every((s) => Number.isInteger(s.key));
  const top = Math.max(1, ...states.map((s) => Math.abs(num(s.value))));
  const cells = new Map();
  const table = el("table", { class: "heat" });
  const corner = mapCorner;
  const [rowName, columnName] = (corner && corner.includes("\\") ? corner.split("\\").map((part) => part.trim())
                                                                  : [corner || "", ""]);
  const cell = (s) => {
    const about = `${said(s.label)}: ${worth(s.value, s.remoteness)}`;
    const td = el("td", { class: "cell", tabindex: "0", title: about, "aria-label": about, "data-key": JSON.stringify(s.key) },
                  cellText(s));
    td.style.setProperty("--heat", (Math.abs(num(s.value)) / top).toFixed(3));
    td.dataset.sign = verdict(s.value);
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
    const at = new Map(states.map((s) => [JSON.stringify(s.key), s]));
    for (const r of rows) {
      table.append(el("tr", {}, el("th", { scope: "row" }, String(r)),
                      ...columns.map((c) => {
                        const s = at.get(JSON.stringify([r, c]));
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
  $("heat-legend").textContent = solution.scoring
    ? t("Each cell: the value of that state for the player to move (own − opponent's); blue ahead, red behind.")
    : t("Each cell: W (the player to move wins) or L (loses), then the moves left under best play.");
  $("heat-caption").textContent = t("{states} states. Hover or focus one: outlined, what it depends on; ★, where its best move leads. Select one to see why.",
                                    { states: states.length });
  $("anim-label").textContent = "";
  if (selected) cells.get(selected)?.classList.add("chosen");
  showCode();
  recursionTree();
}

const TREE_STATES = 40;  // more calls than a learner can follow on one screen

function recursionTree() {
  // the memo's recursion unfolded from the start, children in the rules' move order: a state met
  // again is a memo hit (a leaf marked ↺), so the tree shows what the memo saves
  const byKey = new Map(trace.states.map((s) => [JSON.stringify(s.key), s]));
  const root = trace.states[0];
  const small = trace.states.length <= TREE_STATES;
  $("tree-box").hidden = !small;
  if (!small) return;
  const seen = new Set();
  const node = (s) => {
    const key = JSON.stringify(s.key);
    const hit = seen.has(key);
    seen.add(key);
    const label = el("span", { class: "call" + (hit ? " hit" : ""), "data-key": key }, `${said(s.label)} = ${cellText(s)}`
                     + (hit ? " ↺" : ""));
    label.addEventListener("click", () => choose(s));
    const item = el("li", {}, label);
    if (!hit && s.children.length) {
      item.append(el("ul", {}, ...s.children.map((child) => byKey.get(JSON.stringify(child))).filter(Boolean).map(node)));
    }
    return item;
  };
  $("tree").replaceChildren(el("ul", {}, node(root)));
}

function showCode() {
  // the lesson's listing of the fill order chosen: memo for top-down, table for bottom-up
  const shown = listing && listing[$("order").value === "top_down" ? "memo" : "table"];
  $("code-box").hidden = !shown;
  if (!shown) return;
  $("code-caption").textContent = t("The lesson's code ({path}); the line lit computes the cell being filled.",
                                    { path: shown.path });
  // a long line wraps under its own indentation, one step further in, instead of scrolling the panel
  $("code").replaceChildren(...shown.code.split("\n").map((text, i) => {
    const line = el("span", { class: "code-line", "data-line": String(i + 1) }, text + "\n");
    line.style.setProperty("--indent", `${text.length - text.trimStart().length}ch`);
    return line;
  }));
}

function lightCode(cached) {
  const shown = listing && listing[$("order").value === "top_down" ? "memo" : "table"];
  if (!shown) return;
  const lit = cached && shown.hit ? [shown.hit] : shown.computes;
  for (const line of $("code").querySelectorAll(".code-line")) {
    line.classList.toggle("lit", lit.includes(Number(line.dataset.line)));
  }
}

function depend(s) {
  const cells = $("heat").cells;
  for (const td of cells.values()) td.classList.remove("dep", "best", "focus");
  if (!s) return;
  cells.get(JSON.stringify(s.key))?.classList.add("focus");
  for (const child of s.children) cells.get(JSON.stringify(child))?.classList.add("dep");
  if (s.best !== null) cells.get(JSON.stringify(s.best))?.classList.add("best");
}

async function choose(s) {
  // a selected state: its recurrence with the numbers plugged in (the lesson's worked cell), and the
  // board replays it (on the line: that step of the line; off it, the state alone)
  selected = JSON.stringify(s.key);
  const cells = $("heat").cells;
  for (const td of cells.values()) td.classList.remove("chosen");
  cells.get(selected)?.classList.add("chosen");
  const onLine = [0, ...(solution.line || []).map((_, i) => i + 1)].find((step) => keyAt(step) === selected);
  if (onLine !== undefined) go(onLine);
  else {
    $("board").replaceChildren(draw(s.position, s.numbers, solution.fields[state.lang], boardOptions(s.reach)));
    $("board-note").textContent = `${t("Showing the selected state {state}, off the optimal line.", { state: said(s.label) })} `
      + (said(s.caption) || "");
    // the line's step, its moves and score describe another position: they give way until a step is taken
    $("moves").replaceChildren();
    $("move-info").textContent = "";
    $("move-caption").textContent = t("Its moves and values are in the map; step through the line (‹ ›) to come back to it.");
    for (const td of cells.values()) td.classList.remove("here");
  }
  const box = $("why");
  box.replaceChildren(el("p", { class: "caption" }, t("working it out…")));
  try {
    const worked = await api("cell", { game: state.game, values: state.values, key: JSON.stringify(s.key), lang: state.lang });
    // MathML the server made from the lesson's own LaTeX, one piece per "= …" step: MathML never
    // breaks a line, so the steps wrap as words do, and a step still too wide is drawn smaller
    const formula = el("div", { class: "formula", "data-value": String(worked.value) },
                       ...worked.steps.map((step) => {
                         const piece = el("span", { class: "step" });
                         piece.innerHTML = step;
                         return piece;
                       }));
    box.replaceChildren(formula, el("p", { class: "formula-text" }, worked.text), el("p", { class: "said" }, worked.said),
                        el("p", { class: "caption" }, worth(worked.value, s.remoteness)));
    fit(formula);
  } catch (error) {
    box.replaceChildren(el("p", { class: "caption" }, refusal(error)));
  }
}

function fit(formula) {
  // a step wider than the formula's box is scaled down to its width (no scrolling inside the box)
  for (const step of formula.querySelectorAll(".step")) {
    step.style.fontSize = "";
    const over = step.scrollWidth / Math.max(1, formula.clientWidth);
    if (over > 1) step.style.fontSize = `${Math.floor(100 / over)}%`;
  }
}

window.addEventListener("resize", () => {
  const formula = document.querySelector("#why .formula");
  if (formula) fit(formula);
});

function stopAnimation() {
  if (animation) clearInterval(animation.timer);
  animation = null;
  $("animate").textContent = t("Play");
}

function animate() {
  // the fill order, one answer per tick: memo hits flash, bottom-up goes stage by stage
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
    const td = cells.get(JSON.stringify(step.key));
    td?.classList.remove("unfilled");
    td?.classList.add(step.cached ? "hit" : "now");
    lightCode(step.cached);
    const hits = animation.steps.slice(0, animation.index).filter((s) => s.cached).length;
    $("anim-label").textContent = step.stage !== undefined
      ? t("stage {stage}", { stage: step.stage }) + ` · ${animation.index}/${animation.steps.length}`
      : t("{computed} computed, {hits} memo hits (↺)", { computed: animation.index - hits, hits });
  }, 1000 / speed);
  $("animate").textContent = t("Pause");
}

// Play -------------------------------------------------------------------------------------

async function newGame() {
  humanTurns = [];
  await playMoves([]);
}

async function playMoves(moves) {
  state.side = $("side").value;
  writeUrl();
  try {
    play = await api("play", { game: state.game, values: state.values, moves: JSON.stringify(moves),
                               side: state.side, lang: state.lang });
  } catch (error) {
    $("play-status").textContent = refusal(error);
    return;
  }
  drawPlay(false);
}

function drawPlay(hinted) {
  $("play-board").replaceChildren(draw(play.position, play.numbers, play.fields, boardOptions(play.reach)),
                                  el("p", { class: "caption" }, said(play.caption) || ""));
  const score = play.scoring ? t("Score: Alice {alice}, Bob {bob}", play.points) : "";
  const replies = play.replies.map((reply) => t("{player} (computer) plays {move}.", { player: reply.player, move: reply.said }));
  let status;
  if (play.over) {
    const mine = (num(play.points.alice) - num(play.points.bob)) * (play.human === "Alice" ? 1 : -1);
    if (!play.scoring) status = t(mine > 0 ? "Game over: you win." : "Game over: you lose.");
    else if (mine > 0) status = t("Game over: Alice {alice}, Bob {bob}. You win by {margin}.", { ...play.points, margin: mine });
    else if (mine < 0) status = t("Game over: Alice {alice}, Bob {bob}. You lose by {margin}.", { ...play.points, margin: -mine });
    else status = t("Game over: Alice {alice}, Bob {bob}. A tie.", play.points);
    if (play.grades.length) status += " " + (sign(play.given_away) === 0 ? t("You played perfectly.")
                                                                      : t("In all you gave away {lost}.", { lost: play.given_away }));
  } else {
    status = t("Your move, {human}.", { human: play.human });
  }
  $("play-status").replaceChildren(...replies.map((text) => el("span", { class: "reply" }, text + " ")),
                                   el("span", { id: "play-verdict" }, status), score ? ` ${score}` : "");
  clickablePiles();
  const box = $("play-moves");
  box.replaceChildren();
  for (const option of play.options) {
    const classes = "option plain" + (hinted && option.best ? " hinted" : "");
    const button = el("button", { type: "button", class: classes }, option.said);
    button.addEventListener("click", () => playOption(option));
    box.append(button);
  }
  $("grades").replaceChildren(...play.grades.map((grade) => el("li", { class: sign(grade.given_away) ? "lost" : "kept" },
    sign(grade.given_away) === 0 ? t("{move}: best", { move: grade.name })
      : play.scoring ? t("{move}: gave away {lost} (best: {best})", { move: grade.name, lost: grade.given_away, best: grade.best_name })
        : t("{move}: threw away the win (best: {best})", { move: grade.name, best: grade.best_name }))));
  $("undo").disabled = humanTurns.length === 0;
  $("hint").disabled = play.over;
  chart($("play-chart"), play.outlook.map(num), play.outlook.length - 1, null, play.movers);
}

function playOption(option) {
  humanTurns.push(play.moves.length);
  playMoves([...play.moves, option.move]);
}

function clickablePiles() {
  // a pile of the row plays the move that takes the piles up to it from its end (ends, a prefix)
  if (!Array.isArray(play.position) || play.over) return;
  const row = play.position;
  $("play-board").querySelectorAll(".pile").forEach((pile, i) => {
    const option = play.options.find((o) => same(o.position, row.slice(i + 1)) || same(o.position, row.slice(0, i)));
    if (!option) return;
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
  });
}

function hint() {
  if (!play || play.over) return;
  drawPlay(true);
  const best = play.options.find((option) => option.best);
  const worthIt = play.scoring ? t("Alice − Bob at the end: {margin}", { margin: best.margin })
                               : (sign(best.value) > 0 ? t("wins") : t("loses"));
  $("play-verdict").textContent = t("Hint: {move} ({worth}).", { move: best.said, worth: worthIt });
}

function undo() {
  if (!humanTurns.length) return;
  playMoves(play.moves.slice(0, humanTurns.pop()));
}

// Methods ----------------------------------------------------------------------------------

async function methods() {
  const box = $("methods");
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
    el("tr", {}, el("th", { scope: "row" }, m.method),
       ...(m.refused ? [el("td", { colspan: "4", class: "refused" }, t("refused: too large for this method"))]
                     : [number(m.value ?? "—", "td"), el("td", {}, JSON.stringify(m.answer)),
                        el("td", {}, m.seconds < 1e-3 ? `${(m.seconds * 1e6).toFixed(0)} µs` : `${(m.seconds * 1e3).toFixed(2)} ms`),
                        el("td", {}, m.positions === null ? "—" : m.positions.toLocaleString())]),
       el("td", {}, m.complexity || "")))));
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
  if (solution) {
    summary();
    describe();
    showStep();
    await Promise.all([explain(), table(), play ? playMoves(play.moves) : null]);
    const chosen = selected && trace?.states.find((s) => JSON.stringify(s.key) === selected);
    if (chosen) await choose(chosen);  // its recurrence and best move, said again in the new language
  }
}

function keys(event) {
  if (!solution || event.target.closest("input, select, textarea") || event.altKey || event.ctrlKey || event.metaKey) return;
  const line = solution.line || [];
  const moves = { ArrowLeft: state.step - 1, ArrowRight: state.step + 1, Home: 0, End: line.length };
  if (event.key in moves) {
    event.preventDefault();
    go(moves[event.key]);
  }
}

function gameChanged() {
  // a new game opens on its first example: the old instance would rarely fit its rules
  state.game = $("game").value.trim();
  describe();
  const game = currentGame();
  if (game && game.examples.length) {
    exampleIndex = 0;
    $("values").value = game.examples[0].values;
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
  if (!state.game) {
    const first = catalog.games[0];
    state.game = first.name;
    state.values = first.examples.length ? first.examples[0].values : "";
  }
  $("game").value = state.game;
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
  $("last").addEventListener("click", () => go((solution.line || []).length));
  $("lang").addEventListener("click", switchLang);
  $("theme").addEventListener("click", theme);
  $("animate").addEventListener("click", animate);
  $("order").addEventListener("change", () => { stopAnimation(); if (trace) heatmap(); });
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
  await solve(true);
  document.body.dataset.ready = "true";
}

start();
