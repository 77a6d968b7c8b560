// The playground page: everything is drawn here from the JSON API, no build step, no library.
// Words come from the catalogs (/api/words); the state lives in the URL so a link reproduces the view.
"use strict";

const $ = (id) => document.getElementById(id);
const state = { game: "", values: "", method: "auto", step: 0, lang: "en", side: "alice" };
let words = {};
let catalog = null;     // /api/games
let solution = null;    // /api/solve
let trace = null;       // /api/trace
let play = null;        // /api/play
let humanTurns = [];    // how many moves had been played before each of the human's moves (for undo)
let exampleIndex = 0;
let animation = null;

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

// The API ----------------------------------------------------------------------------------

class Refusal extends Error {}

async function api(name, params) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params || {})) if (value !== undefined && value !== null) query.set(key, value);
  const response = await fetch(`/api/${name}?${query}`);
  const body = await response.json().catch(() => ({ error: `stonegame: error: HTTP ${response.status}` }));
  if (!response.ok) throw new Refusal(body.error || `stonegame: error: HTTP ${response.status}`);
  return body;
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

const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function currentGame() {
  const name = state.game.trim().toLowerCase();
  return catalog.games.find((game) => game.names.some((alias) => alias.toLowerCase() === name)) || null;
}

// The board --------------------------------------------------------------------------------

const MOST_STONES = 12;

function stack(value, label) {
  // a pile as a stack of stones: one disc per stone up to MOST_STONES, its count beneath
  const column = el("div", { class: "pile" + (value < 0 ? " negative" : ""), title: String(value) });
  const discs = el("div", { class: "discs" });
  const count = Math.min(Math.abs(Number(value)), MOST_STONES);
  for (let i = 0; i < count; i++) discs.append(el("span", { class: "stone" }));
  if (Math.abs(Number(value)) > MOST_STONES) discs.append(el("span", { class: "more" }, "⋮"));
  column.append(discs, el("span", { class: "count" }, String(value)));
  if (label !== undefined) column.append(el("span", { class: "label" }, label));
  return column;
}

function row(values, title) {
  const line = el("div", { class: "row" });
  if (title) line.append(el("span", { class: "row-title" }, title));
  if (!values.length) {
    line.append(el("span", { class: "empty" }, t("nothing left")));
    return line;
  }
  line.append(el("span", { class: "end" }, "L"));
  values.forEach((value, i) => line.append(stack(value, String(i))));
  line.append(el("span", { class: "end" }, "R"));
  return line;
}

function heap(n) {
  const pile = el("div", { class: "heap", title: String(n) });
  const shown = Math.min(Number(n), 100);
  for (let i = 0; i < shown; i++) pile.append(el("span", { class: "stone" }));
  return el("div", { class: "heap-box" }, pile, el("span", { class: "count" }, `n = ${n}`));
}

function draw(position) {
  // the position as Rules.show gives it: a row, a heap, a pair of rows, or named counts
  const box = el("div", { class: "position" });
  if (Array.isArray(position)) box.append(row(position));
  else if (typeof position === "number" || typeof position === "string") box.append(heap(position));
  else if (position && typeof position === "object") {
    const entries = Object.entries(position);
    if (entries.every(([, value]) => Array.isArray(value))) {
      for (const [name, values] of entries) box.append(row(values, name));
    } else {
      const counts = el("div", { class: "row counts" });
      for (const [name, value] of entries) {
        if (typeof value === "number") counts.append(stack(value, name));
        else counts.append(el("span", { class: "tag" }, `${name}: ${value}`));
      }
      box.append(counts);
    }
  }
  return box;
}

// Colours by value, GAMESMAN-style ---------------------------------------------------------

function verdict(margin) {
  return margin > 0 ? "win" : margin < 0 ? "lose" : "tie";
}

function shade(margin, largest) {
  // stronger colour for a bigger margin; win/lose games have no margin, only the outcome
  return 0.35 + 0.65 * Math.min(1, Math.abs(margin) / Math.max(1, largest));
}

function optionButton(option, margin, largest, extra) {
  const kind = verdict(margin);
  const about = solution.scoring
    ? t("{move}: Alice − Bob at the end would be {margin} (worth {value} to the mover from here)",
        { move: option.name, margin: option.margin_alice, value: signed(option.value) })
    : t("{move}: the mover {outcome}, {moves} moves left after it",
        { move: option.name, outcome: option.value > 0 ? t("wins") : t("loses"), moves: option.remoteness });
  const button = el("button", { type: "button", class: `option ${kind}` + (extra || ""), title: about,
                                "aria-label": about }, option.name);
  button.style.setProperty("--strength", shade(margin, largest).toFixed(2));
  return button;
}

// The line ---------------------------------------------------------------------------------

function running() {
  // points of each player after each move of the line (index 0: the start)
  const totals = [{ Alice: 0, Bob: 0 }];
  for (const move of solution.line || []) {
    const last = { ...totals[totals.length - 1] };
    last[move.player] += move.gain;
    totals.push(last);
  }
  return totals;
}

function showStep() {
  const line = solution.line || [];
  state.step = Math.min(Math.max(0, state.step), line.length);
  writeUrl();
  const position = state.step === 0 ? solution.start : line[state.step - 1].position;
  const board = $("board");
  board.replaceChildren(draw(position));
  const totals = running()[state.step];
  const score = solution.scoring ? "  " + t("Score: Alice {alice}, Bob {bob}", { alice: totals.Alice, bob: totals.Bob }) : "";
  $("step-label").textContent = t("move {step} of {moves}", { step: state.step, moves: line.length }) + score;
  const moves = $("moves");
  moves.replaceChildren();
  if (state.step >= line.length) {
    $("move-caption").textContent = line.length ? t("The game is over.") : "";
  } else {
    const move = line[state.step];
    const ahead = totals[move.player] - totals[move.player === "Alice" ? "Bob" : "Alice"];
    $("move-caption").textContent = t("{player} to move; the optimal line plays {move} (★).",
                                      { player: move.player, move: move.name });
    const margins = move.alternatives.map((option) => (solution.scoring ? ahead + option.value : option.value));
    const largest = Math.max(...margins.map(Math.abs));
    move.alternatives.forEach((option, i) => {
      option.margin_alice = move.player === "Alice" ? margins[i] : -margins[i];
      const chosen = same(option.move, move.move);
      const button = optionButton(option, margins[i], largest, chosen ? " chosen" : "");
      if (chosen) button.addEventListener("click", () => go(state.step + 1));  // the line's move: play it
      moves.append(button);
    });
  }
  chart();
  for (const [id, disabled] of [["first", state.step === 0], ["prev", state.step === 0],
                                ["next", state.step >= line.length], ["last", state.step >= line.length]]) {
    $(id).disabled = disabled;
  }
}

function go(step) {
  state.step = step;
  showStep();
}

function chart() {
  // Alice − Bob after each move (scoring games), or the moves left signed by who is winning
  const line = solution.line || [];
  const box = $("chart");
  box.replaceChildren();
  if (!line.length) return;
  let points;
  if (solution.scoring) {
    points = running().map((totals) => totals.Alice - totals.Bob);
  } else {
    const aliceWins = solution.value > 0;
    points = [line.length, ...line.map((move) => move.remoteness)].map((left) => (aliceWins ? left : -left));
  }
  const width = 560, height = 160, pad = 28;
  const top = Math.max(1, ...points.map(Math.abs), Math.abs(solution.value || 0));
  const x = (i) => pad + (i * (width - 2 * pad)) / Math.max(1, points.length - 1);
  const y = (v) => height / 2 - (v * (height / 2 - 14)) / top;
  const picture = svg("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", class: "chart",
                               "aria-label": t("Value history") });
  picture.append(svg("line", { x1: pad, x2: width - pad, y1: y(0), y2: y(0), class: "axis" }));
  picture.append(svg("text", { x: 2, y: 12, class: "axis-label" },
                     solution.scoring ? t("Alice − Bob so far") : t("moves left (above: Alice wins)")));
  if (solution.scoring && solution.value !== null) {
    picture.append(svg("line", { x1: pad, x2: width - pad, y1: y(solution.value), y2: y(solution.value),
                                 class: "final" }));
  }
  picture.append(svg("polyline", { points: points.map((v, i) => `${x(i)},${y(v)}`).join(" "), class: "history" }));
  points.forEach((v, i) => {
    const dot = svg("circle", { cx: x(i), cy: y(v), r: i === state.step ? 6 : 3.5,
                                class: i === state.step ? "dot current" : "dot" });
    dot.append(svg("title", {}, `${i}: ${v}`));
    dot.addEventListener("click", () => go(i));
    picture.append(dot);
  });
  box.append(picture);
}

// Solve ------------------------------------------------------------------------------------

function summary() {
  const parts = [t("answer: {answer}", { answer: JSON.stringify(solution.answer) })];
  if (solution.scores) parts.push(t("Alice {alice}, Bob {bob}", solution.scores));
  if (solution.value === null) parts.push(solution.reason || "");
  else if (!solution.scoring) parts.push(t("{winner} wins", { winner: solution.winner }));
  else if (solution.value === 0) parts.push(t("a tie"));
  else parts.push(t("{winner} wins by {margin}", { winner: solution.winner, margin: Math.abs(solution.value) }));
  const title = solution.titles[state.lang] || solution.game;
  $("summary").replaceChildren(el("strong", {}, title), ` · ${t("method {method}", { method: solution.method })} · `,
                               el("span", { id: "score" }, parts.join(" · ")));
  $("notes").replaceChildren(...(solution.notes || []).map((note) => el("li", {}, note)));
}

function showError(message) {
  $("error").textContent = message;
  $("values").setAttribute("aria-invalid", message ? "true" : "false");
}

async function solve(keepStep) {
  state.game = $("game").value.trim();
  state.values = $("values").value.trim();
  state.method = $("method").value;
  if (!keepStep) state.step = 0;
  writeUrl();
  describe();
  try {
    solution = await api("solve", { game: state.game, values: state.values, method: state.method });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    showError(error.message);
    return;
  }
  showError("");
  summary();
  showStep();
  await Promise.all([explain(), table(), newGame()]);
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
    $("about").textContent = family ? family.about[state.lang] || family.about.en : "";
    return;
  }
  $("about").textContent = `${game.titles[state.lang] || game.name}: ${game.summary[state.lang] || game.summary.en} (${game.constraints})`;
}

// Explanation, table, trace ----------------------------------------------------------------

async function explain() {
  try {
    const story = await api("explain", { game: state.game, values: state.values, method: state.method, lang: state.lang });
    $("story").textContent = story.text;
    $("insight").textContent = story.insight && !story.text.includes(story.insight) ? story.insight : "";
  } catch (error) {
    $("story").textContent = error.message;
  }
}

async function table() {
  const dp = $("dp");
  try {
    const view = await api("table", { game: state.game, values: state.values, lang: state.lang });
    const head = el("tr", {}, el("th", {}, view.corner), ...view.columns.map((c) => el("th", { scope: "col" }, c)));
    const body = view.rows.map((r) => el("tr", {}, el("th", { scope: "row" }, r.label),
                                          ...r.cells.map((cell) => el("td", {}, cell))));
    dp.replaceChildren(el("table", { class: "dp" }, el("caption", {}, view.title), el("thead", {}, head),
                          el("tbody", {}, ...body)), el("p", { class: "caption" }, view.caption));
  } catch (error) {
    dp.replaceChildren(el("p", { class: "caption" }, error.message));
  }
  try {
    trace = await api("trace", { game: state.game, values: state.values });
    heatmap();
  } catch (error) {
    trace = null;
    $("heat").replaceChildren(el("p", { class: "caption" }, error.message));
  }
}

function heatmap() {
  // each state a cell: (i, j) keys on a grid, single numbers on one row, other keys in order
  stopAnimation();
  const box = $("heat");
  const states = trace.states;
  const grid = states.every((s) => Array.isArray(s.key) && s.key.length === 2 && s.key.every(Number.isInteger));
  const single = states.every((s) => Number.isInteger(s.key));
  const largest = Math.max(1, ...states.map((s) => Math.abs(s.value)));
  const cells = new Map();
  const table = el("table", { class: "heat" });
  const cell = (s) => {
    const td = el("td", { class: "cell", tabindex: "0", title: `${s.label} = ${s.value}` }, String(s.value));
    td.style.setProperty("--heat", (s.value / largest).toFixed(3));
    td.dataset.sign = s.value > 0 ? "plus" : s.value < 0 ? "minus" : "zero";
    td.addEventListener("mouseenter", () => depend(s));
    td.addEventListener("focus", () => depend(s));
    td.addEventListener("mouseleave", () => depend(null));
    td.addEventListener("blur", () => depend(null));
    cells.set(JSON.stringify(s.key), td);
    return td;
  };
  if (grid) {
    const rows = [...new Set(states.map((s) => s.key[0]))].sort((a, b) => a - b);
    const columns = [...new Set(states.map((s) => s.key[1]))].sort((a, b) => a - b);
    table.append(el("tr", {}, el("th", {}, ""), ...columns.map((c) => el("th", { scope: "col" }, String(c)))));
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
    table.append(el("tr", {}, ...sorted.map((s) => el("th", { scope: "col" }, s.label))));
    table.append(el("tr", {}, ...sorted.map(cell)));
  }
  box.replaceChildren(table);
  box.cells = cells;
  $("heat-caption").textContent = t("{states} states. Hover or focus one: outlined, what it depends on; ★, where its best move leads.",
                                    { states: states.length });
  $("anim-label").textContent = "";
}

function depend(s) {
  const cells = $("heat").cells;
  for (const td of cells.values()) td.classList.remove("dep", "best", "focus");
  if (!s) return;
  cells.get(JSON.stringify(s.key)).classList.add("focus");
  for (const child of s.children) cells.get(JSON.stringify(child))?.classList.add("dep");
  if (s.best !== null) cells.get(JSON.stringify(s.best))?.classList.add("best");
}

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
    $("play-status").textContent = error.message;
    return;
  }
  drawPlay(false);
}

function drawPlay(hinted) {
  $("play-board").replaceChildren(draw(play.position));
  const score = play.scoring ? t("Score: Alice {alice}, Bob {bob}", play.points) : "";
  const replies = play.replies.map((reply) => t("{player} (computer) plays {move}.", { player: reply.player, move: reply.said }));
  let status;
  if (play.over) {
    const mine = (play.points.alice - play.points.bob) * (play.human === "Alice" ? 1 : -1);
    if (!play.scoring) status = t(mine > 0 ? "Game over: you win." : "Game over: you lose.");
    else if (mine > 0) status = t("Game over: Alice {alice}, Bob {bob}. You win by {margin}.", { ...play.points, margin: mine });
    else if (mine < 0) status = t("Game over: Alice {alice}, Bob {bob}. You lose by {margin}.", { ...play.points, margin: -mine });
    else status = t("Game over: Alice {alice}, Bob {bob}. A tie.", play.points);
    if (play.grades.length) status += " " + (play.given_away === 0 ? t("You played perfectly.")
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
  $("grades").replaceChildren(...play.grades.map((grade) => el("li", { class: grade.given_away ? "lost" : "kept" },
    grade.given_away === 0 ? t("{move}: best", { move: grade.name })
      : play.scoring ? t("{move}: gave away {lost} (best: {best})", { move: grade.name, lost: grade.given_away, best: grade.best_name })
        : t("{move}: threw away the win (best: {best})", { move: grade.name, best: grade.best_name }))));
  $("undo").disabled = humanTurns.length === 0;
  $("hint").disabled = play.over;
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
  const worth = play.scoring ? t("Alice − Bob at the end: {margin}", { margin: best.margin })
                             : (best.value > 0 ? t("wins") : t("loses"));
  $("play-verdict").textContent = t("Hint: {move} ({worth}).", { move: best.said, worth });
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
    box.replaceChildren(el("caption", {}, error.message));
    return;
  }
  const head = [t("method"), t("value"), t("answer"), t("seconds"), t("positions"), t("complexity")]
    .map((c) => el("th", { scope: "col" }, c));
  box.replaceChildren(el("thead", {}, el("tr", {}, ...head)), el("tbody", {}, ...found.methods.map((m) =>
    el("tr", {}, el("th", { scope: "row" }, m.method),
       ...(m.refused ? [el("td", { colspan: "4", class: "refused" }, m.refused)]
                     : [el("td", {}, String(m.value ?? "—")), el("td", {}, JSON.stringify(m.answer)),
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
    const drawn = await api("random", { game: $("game").value.trim() });
    $("values").value = drawn.values;
  } catch (error) {
    showError(error.message);
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
  $("game").addEventListener("change", () => {
    describe();
    const game = currentGame();
    if (game && game.examples.length) {
      exampleIndex = 0;
      $("values").value = game.examples[0].values;
      solve();
    } else if (game || catalog.families.some((f) => $("game").value.startsWith(f.name.split(":")[0]))) random();
  });
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
  document.addEventListener("keydown", keys);
  await solve(true);
  document.body.dataset.ready = "true";
}

start();
