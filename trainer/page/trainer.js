"use strict";
// Script errors are kept for the tests, which assert there are none.
window.trainerErrors = [];
window.addEventListener("error", (e) => window.trainerErrors.push(String(e.message)));
window.addEventListener("unhandledrejection", (e) => window.trainerErrors.push(String(e.reason && e.reason.message || e.reason)));
// The trainer: the board a player fills, and the library (compiled to
// WebAssembly, inlined in this page) answering on its own thread, JSON in,
// JSON out. Nothing here decides Sudoku logic: every check, hint, explanation
// and puzzle comes from the library, which says the same as the command line.

// ---- The engine ---------------------------------------------------------

// The library runs on its own threads (Web Workers), never on the page's: a
// long explanation or generation leaves the board to the player. Each worker
// is started from a Blob holding the worker script inlined in this page, and
// gets the module compiled from the bytes inlined too, so the page still makes
// no request. Every call goes through `engine.ask(request, lane)`, a promise
// of the answer. A lane is one worker: quick questions (read, hint, check,
// lessons) do not wait behind a long explanation ("explain") or generation
// ("generate"), and cancelling ends that lane's worker alone (its requests
// answer `{ cancelled: true }`; the next request starts a fresh worker).
const engine = (() => {
  const source = document.getElementById("worker-src").textContent;
  const url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
  // The module's bytes follow this script in the page: they are read once
  // the page is parsed, decoded and compiled then, so that a saved game is
  // drawn first (parsing and decoding a megabyte of base64 takes a while on
  // a phone).
  const parsed = new Promise((resolve) => {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", resolve);
    else resolve();
  });
  let bytes = null;
  let compiled = null;
  function compile() {
    compiled = compiled || parsed.then(() => {
      const bin = atob(document.getElementById("wasm").textContent.trim());
      bytes = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
      return WebAssembly.compile(bytes);
    });
    return compiled;
  }
  const lanes = new Map();
  let nextId = 1;
  let sent = 0;
  let answers = 0;

  // A worker, or where workers are refused, the same script on this thread.
  function spawn() {
    try {
      return new Worker(url);
    } catch (e) {
      const scope = { postMessage: (m) => setTimeout(() => fake.onmessage({ data: m }), 0) };
      new Function("self", source)(scope);
      const fake = {
        onmessage: null,
        postMessage: (m) => setTimeout(() => scope.onmessage({ data: m }), 0),
        terminate: () => { scope.onmessage = () => {}; },
      };
      return fake;
    }
  }

  function lane(name) {
    let l = lanes.get(name);
    if (l) return l;
    l = { name, pending: new Map(), worker: spawn() };
    const own = l;
    l.worker.onmessage = (e) => answered(own, e.data);
    l.worker.onerror = (e) => {
      e.preventDefault && e.preventDefault();
      broken(own, String(e.message || "the engine stopped"));
    };
    compile().then((module) => {
      if (lanes.get(name) !== own) return;
      try {
        own.worker.postMessage({ module });
      } catch (e) {
        own.worker.postMessage({ bytes });
      }
    });
    lanes.set(name, l);
    return l;
  }

  function answered(l, m) {
    const p = l.pending.get(m.id);
    if (!p) return;
    l.pending.delete(m.id);
    answers++;
    if (m.failed !== undefined) {
      broken(l, m.failed);
      p.resolve({ error: `The engine stopped: ${m.failed}` });
      return;
    }
    p.resolve(JSON.parse(m.text));
  }

  // A worker that failed is replaced; what it still had to answer says so.
  function broken(l, why) {
    window.trainerErrors.push(`engine: ${why}`);
    end(l.name, { error: `The engine stopped: ${why}` });
  }

  function end(name, answer) {
    const l = lanes.get(name);
    if (!l) return;
    lanes.delete(name);
    l.worker.terminate();
    for (const p of l.pending.values()) p.resolve(answer);
    l.pending.clear();
  }

  function ask(req, name = "quick") {
    const l = lane(name);
    const id = nextId++;
    sent++;
    return new Promise((resolve) => {
      l.pending.set(id, { resolve, op: req.op });
      l.worker.postMessage({ id, text: JSON.stringify(req) });
    });
  }

  // Warms the engine's code for the player's first explanation. A fresh page
  // runs the module cold: the browser compiles each function when it is first
  // called, with a quick compiler, and recompiles the ones that run long with
  // its optimising one, in the background. A hard puzzle explained first paid
  // for all of that (forum-hardest #1: 0.2-0.7 s in headless Chromium on a
  // busy machine, 0.09-0.16 s once warm). So a worker of its own explains
  // `digits` `times` times and ends; the workers share the module's compiled
  // code, so the other lanes find it warm, and none waits behind it. Only
  // with real workers: on the page's thread it would hold the page up.
  // Resolves true once warm. (tests/trainer_browser/speed.rs measures it.)
  function warm(digits, times) {
    if (typeof Worker !== "function" || !(times > 0)) return Promise.resolve(false);
    const req = { op: "explain", position: { digits } };
    let done = Promise.resolve();
    for (let i = 0; i < times; i++) done = done.then(() => ask(req, "warm"));
    return done.then(() => {
      end("warm", null);
      return true;
    });
  }

  return {
    ask,
    warm,
    // Stops what lane `name` is doing: its worker ends, its requests answer
    // `{ cancelled: true }`.
    cancel: (name) => end(name, { cancelled: true }),
    busy: (name) => name ? !!(lanes.get(name) && lanes.get(name).pending.size) : [...lanes.values()].some((l) => l.pending.size),
    // How many requests the page has made, and whether a real worker answers.
    sent: () => sent,
    // How many answers came back: none yet when a saved game is first shown.
    answered: () => answers,
    threaded: typeof Worker === "function",
  };
})();
window.trainer = {
  engine,
  // "running" from when the page is ready until the engine's code is warm,
  // then "done" ("skipped" without workers or with `?warm=0`): see `engine.warm`.
  warm: "waiting",
  // What the board holds, for tests and for anyone scripting the page.
  state: () => game && {
    puzzle: game.puzzle, digits: digitsLine(game.digits), marks: game.marks.slice(), selected, markMode,
    id: game.id, solvedIn: game.solvedIn === undefined ? null : game.solvedIn, elapsed: game.elapsed,
    colours: Object.assign({}, game.colours), highlight, pairs, colouring, autoClean: settings.autoClean,
    kept: kept.map((g) => ({ id: g.id, puzzle: g.puzzle, digits: digitsLine(g.digits) })),
    back: backTarget() ? backTarget().id : null,
  },
  // The engine's answer the list of every step shows, for tests.
  listed: () => (listing && listing.answer) || null,
  // The drawing the board shows (the library's model of the step), for tests.
  drawn: () => (drawing && drawing.model) || null,
  // The long requests running: [{ lane, what, detail, shown }] (`shown`:
  // its progress line is up, which a quick answer never needs).
  jobs: () => [...jobs.values()].map((j) => ({ lane: j.lane, what: j.what, detail: j.detail, shown: !j.row.hidden })),
  // Resolves true once no request is waiting for its answer (and the page
  // has shown it), false when `ms` pass first: how a test waits for the page.
  idle: (ms = 10000) => new Promise((resolve) => {
    const until = performance.now() + ms;
    let quiet = 0;
    const look = () => {
      quiet = engine.busy() ? 0 : quiet + 1;
      if (quiet >= 2) resolve(true);
      else if (performance.now() > until) resolve(false);
      else setTimeout(look, 10);
    };
    look();
  }),
};

// ---- State ----------------------------------------------------------------

const $ = (id) => document.getElementById(id);
const SAVE_KEY = "sudoku-trainer-game";
// The other unfinished games, most recent first, and the player's settings.
const GAMES_KEY = "sudoku-trainer-games";
const SETTINGS_KEY = "sudoku-trainer-settings";
const MOST_KEPT = 12;
const ALL = 0x1ff;
const bit = (d) => 1 << (d - 1);
const rc = (i) => [Math.floor(i / 9), i % 9];
const cellName = (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
const boxOf = (i) => Math.floor(Math.floor(i / 9) / 3) * 3 + Math.floor((i % 9) / 3);
const sees = (a, b) => a !== b && (rc(a)[0] === rc(b)[0] || rc(a)[1] === rc(b)[1] || boxOf(a) === boxOf(b));
const count = (m) => { let n = 0; for (; m; m &= m - 1) n++; return n; };

// game: { id, puzzle, digits[81], marks[81], colours, origin, start, elapsed, solvedIn?, from? }
// `start` is the position it began at (so an untouched game is not kept),
// `elapsed` the milliseconds played, `solvedIn` the time it was finished in,
// `from` the kept game it replaced (what "Back to your game" returns to).
let game = null;
let kept = []; // the other unfinished games
const stacksOf = new Map(); // a kept game's undo and redo, for this visit
let settings = { autoClean: true };
let selected = 40;
let markMode = false;
let undoStack = [];
let redoStack = [];
let hintLevel = 0;
let hintAnswer = null;
let explained = null; // { trace, k, start }
let drawing = null; // what the board shows besides the game: { step, branch }
let checkAnswer = null;
let techniques = [];
let highlight = 0; // the digit shown everywhere, 0 for none
let pairs = false; // the cells with two candidates shown
let colouring = 0; // the colour a click puts on, 0 when not colouring
// Counts the changes to the grid: an answer asked for before the last change
// is about a grid the player has left, and is dropped.
let version = 0;
let explaining = null; // the explanation being worked out: { version }
let finishing = null; // the full game whose digits the engine is checking
const jobs = new Map(); // the long requests running, by lane
// A number the page's address may set (`?generate-limit=2`), else `fallback`.
function setting(name, fallback) {
  const v = new URLSearchParams(location.search).get(name);
  return v !== null && Number(v) >= 0 ? Number(v) : fallback;
}
// How many times the engine is warmed once the page is ready (`?warm=0`
// leaves it cold, to measure what warming saves): see `engine.warm`.
const WARM_TIMES = setting("warm", 2);
// Generation gives up after this many seconds (`?generate-limit=S` changes it).
const GENERATE_LIMIT = setting("generate-limit", 20) || 20;
// Check, Hint and the list of every step show their progress line only once
// they have run this long (`?progress-after=MS`): most answer at once, and a
// line flashing up for each would distract.
const PROGRESS_AFTER = setting("progress-after", 400);

function makeGame(puzzle, digits, marks, origin) {
  const g = {
    id: `g${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`,
    puzzle,
    digits: digits ? digits.slice() : [...puzzle].map((c) => (c >= "1" && c <= "9" ? +c : 0)),
    marks: marks ? marks.slice() : new Array(81).fill(0),
    colours: {},
    origin: origin || {},
    elapsed: 0,
  };
  g.start = { digits: digitsLine(g.digits), marks: g.marks.join() };
  return g;
}

// A game worth keeping: not finished, and played (a digit, a mark or a colour
// of the player's). A game saved before `start` was kept counts as played.
function worthKeeping(g) {
  if (!g || g.solvedIn !== undefined) return false;
  if (!g.start) return true;
  return digitsLine(g.digits) !== g.start.digits || g.marks.join() !== g.start.marks || Object.keys(g.colours || {}).length > 0;
}

// Every new puzzle comes here: the game it replaces is kept when unfinished,
// "Back to your game" returns to it, and Undo too.
function newGame(puzzle, digits, marks, origin) {
  const next = makeGame(puzzle, digits, marks, origin);
  if (game) next.from = worthKeeping(game) ? game.id : game.from;
  const back = game ? [{ game, undo: undoStack, redo: redoStack }] : [];
  enter(next, back, []);
}

// Makes `next` the game played, with its undo and redo; the game it leaves
// goes into the kept list if it is worth keeping.
function enter(next, undo, redo) {
  if (game && game !== next) {
    stacksOf.set(game.id, { undo: undoStack, redo: redoStack });
    if (worthKeeping(game)) kept = [game, ...kept.filter((k) => k.id !== game.id)].slice(0, MOST_KEPT);
  }
  kept = kept.filter((k) => k.id !== next.id);
  game = next;
  game.colours = game.colours || {};
  undoStack = undo;
  redoStack = redo;
  selected = game.digits.findIndex((d) => d === 0);
  if (selected < 0) selected = 0;
  saveKept();
  changed();
  history.replaceState(null, "", "#" + game.puzzle);
  showShare();
}

// A kept game played again; Undo comes back to the one left.
function resume(id) {
  const g = kept.find((k) => k.id === id);
  if (!g) return;
  const own = stacksOf.get(id) || { undo: [], redo: [] };
  enter(g, own.undo.concat([{ game, undo: undoStack, redo: redoStack }]), own.redo.slice());
}

function forget(id) {
  kept = kept.filter((k) => k.id !== id);
  stacksOf.delete(id);
  saveKept();
  renderGames();
  renderBack();
}

// The kept game "Back to your game" returns to.
function backTarget() {
  return game && game.from ? kept.find((k) => k.id === game.from) || null : null;
}

const isGiven = (i) => game.puzzle[i] >= "1" && game.puzzle[i] <= "9";

function snapshot() {
  return { digits: game.digits.slice(), marks: game.marks.slice(), colours: Object.assign({}, game.colours) };
}

function edit(fn) {
  const before = snapshot();
  fn();
  if (JSON.stringify(before) === JSON.stringify(snapshot())) return;
  undoStack.push(before);
  if (undoStack.length > 500) undoStack.shift();
  redoStack = [];
  changed();
}

function restore(from, to) {
  const s = from.pop();
  if (!s) return;
  if (s.game) {
    // Undoing (or redoing) a new puzzle: the game it replaced comes back
    // whole, and the one left waits on the other stack.
    const undoing = from === undoStack;
    const back = { game, undo: undoStack, redo: redoStack };
    enter(s.game, s.undo, s.redo);
    (undoing ? redoStack : undoStack).push(back);
    return;
  }
  to.push(snapshot());
  game.digits = s.digits;
  game.marks = s.marks;
  game.colours = s.colours || {};
  changed();
}

// Any change to the grid makes earlier answers stale, and an explanation
// being worked out too: it starts again from the new grid.
function changed() {
  version++;
  if (explaining) {
    explaining = null;
    engine.cancel("explain");
    setTimeout(() => {
      if (!explaining && !explained && $("panel-explain").classList.contains("on")) runExplain();
    }, 0);
  }
  hintLevel = 0;
  hintAnswer = null;
  checkAnswer = null;
  explained = null;
  drawing = null;
  $("hint-out").innerHTML = "";
  $("check-out").innerHTML = "";
  $("check-reveal").hidden = true;
  $("ex-step").textContent = "";
  $("ex-list").innerHTML = "";
  $("ex-summary").textContent = "";
  $("ex-pos").textContent = "";
  $("ex-branches").innerHTML = "";
  $("ex-layers").hidden = true;
  const again = listAgain;
  listAgain = false;
  if (engine.busy("steps")) engine.cancel("steps");
  listing = null;
  $("steps-out").innerHTML = "";
  $("steps-chosen").hidden = true;
  $("steps-sum").textContent = "";
  if (again) setTimeout(listSteps, 0);
  finishedYet();
  save();
  render();
  renderGames();
  renderBack();
}

// A full grid is finished when the library says it is solved: the time it
// took stays with the game. Emptied again, it is not finished any more.
function finishedYet() {
  const full = game.digits.every((d) => d);
  if (!full) {
    delete game.solvedIn;
    return;
  }
  if (game.solvedIn !== undefined) return;
  const g = game;
  const asked = version;
  finishing = g;
  engine.ask({ op: "hint", position: { digits: digitsLine(g.digits) }, givens: g.puzzle }).then((a) => {
    if (finishing === g) finishing = null;
    if (g !== game || asked !== version || g.solvedIn !== undefined) return;
    if (a.status !== "solved" || a.mistakes.length) {
      render();
      return;
    }
    tick();
    g.solvedIn = g.elapsed || 0;
    save();
    render();
    renderGames();
  });
}

function save() {
  try {
    localStorage.setItem(SAVE_KEY, JSON.stringify(game));
  } catch (e) {
    // Storage may be off (private windows): the game still plays.
  }
}

function saveKept() {
  try {
    localStorage.setItem(GAMES_KEY, JSON.stringify(kept));
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
  } catch (e) {
    // As above.
  }
}

const aGame = (g) => g && typeof g.puzzle === "string" && g.puzzle.length === 81 && Array.isArray(g.digits) && g.digits.length === 81 && Array.isArray(g.marks);

function load() {
  try {
    const g = JSON.parse(localStorage.getItem(SAVE_KEY) || "null");
    const list = JSON.parse(localStorage.getItem(GAMES_KEY) || "[]");
    if (Array.isArray(list)) kept = list.filter(aGame);
    settings = Object.assign(settings, JSON.parse(localStorage.getItem(SETTINGS_KEY) || "{}"));
    if (aGame(g)) {
      g.id = g.id || `g${Date.now().toString(36)}`;
      g.elapsed = g.elapsed || 0;
      g.colours = g.colours || {};
      kept = kept.filter((k) => k.id !== g.id);
      return g;
    }
  } catch (e) {
    // A broken save starts a fresh game.
  }
  return null;
}

// ---- The clock ------------------------------------------------------------------

// Time runs while the page is in view and the game unfinished: only the
// time since the last tick that found it running counts (a hidden page's
// timers are slowed, not stopped).
let lastTick = performance.now();
let running = false;
let ticks = 0;
function tick() {
  const now = performance.now();
  const runs = !!game && game.solvedIn === undefined && document.visibilityState === "visible";
  if (runs && running) {
    game.elapsed = (game.elapsed || 0) + (now - lastTick);
    if (++ticks % 5 === 0) save();
  }
  running = runs;
  lastTick = now;
  showClock();
}

function clock(ms) {
  const s = Math.floor((ms || 0) / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor(s / 60) % 60);
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${mm.padStart(2, "0")}:${ss}` : `${mm}:${ss}`;
}

function showClock() {
  if (game) $("clock").textContent = clock(game.solvedIn !== undefined ? game.solvedIn : game.elapsed);
}

// ---- The games kept ---------------------------------------------------------------

function gameName(g) {
  const o = g.origin || {};
  if (o.example) return `Built-in: ${o.example}`;
  if (o.lesson) return `Example of ${techName(o.lesson)}`;
  if (o.practice) return `Practice: ${techName(o.practice)}`;
  if (o.seed !== undefined) return `Generated (seed ${o.seed}, attempt ${o.index})`;
  return `Puzzle ${g.puzzle.slice(0, 9).replace(/[^1-9]/g, ".")}…`;
}

function gameWords(g) {
  const filled = g.digits.filter((d) => d).length;
  if (g.solvedIn !== undefined) return `${gameName(g)} · solved in ${clock(g.solvedIn)}`;
  return `${gameName(g)} · ${filled}/81 · ${clock(g.elapsed)}`;
}

function renderGames() {
  const list = $("games");
  if (!list || !game) return;
  list.innerHTML = "";
  const now = document.createElement("li");
  now.className = "now";
  now.append(Object.assign(document.createElement("span"), { className: "what", textContent: `Playing now: ${gameWords(game)}` }));
  list.appendChild(now);
  for (const g of kept) {
    const item = document.createElement("li");
    item.dataset.id = g.id;
    item.append(Object.assign(document.createElement("span"), { className: "what", textContent: gameWords(g) }));
    const go = Object.assign(document.createElement("button"), { textContent: "Resume", className: "resume" });
    go.addEventListener("click", () => resume(g.id));
    const del = Object.assign(document.createElement("button"), { textContent: "Delete", className: "forget" });
    del.addEventListener("click", () => forget(g.id));
    item.append(go, del);
    list.appendChild(item);
  }
}

function renderBack() {
  const to = backTarget();
  $("kept-bar").hidden = !to;
  $("kept-what").textContent = to ? `kept: ${gameWords(to)}` : "";
  $("back-game").title = to ? `Kept: ${gameWords(to)}` : "";
}

// ---- What is sent to the engine --------------------------------------------

function digitsLine(digits) {
  return digits.map((d) => (d ? String(d) : ".")).join("");
}

// The player's pencil marks, when they use them: a cell they have not marked
// yet counts as open to every digit.
function candidatesLine() {
  if (!game.marks.some((m) => m)) return null;
  let s = "";
  for (let i = 0; i < 81; i++) {
    const m = game.digits[i] ? bit(game.digits[i]) : game.marks[i] || ALL;
    for (let d = 1; d <= 9; d++) s += m & bit(d) ? String(d) : ".";
  }
  return s;
}

function position() {
  const p = { digits: digitsLine(game.digits) };
  const c = candidatesLine();
  if (c) p.candidates = c;
  // The puzzle's givens: the player's digits are placed, which an avoidable
  // rectangle needs to know.
  if (game.puzzle && game.puzzle.length === 81) p.givens = game.puzzle;
  return p;
}

// ---- Drawing the board --------------------------------------------------------

function buildBoard() {
  const board = $("board");
  for (let i = 0; i < 81; i++) {
    const [r, c] = rc(i);
    const cell = document.createElement("div");
    cell.className = `cell r${r} c${c}`;
    cell.setAttribute("role", "gridcell");
    cell.dataset.i = i;
    cell.addEventListener("click", (e) => {
      selected = i;
      // Colouring: a click on a candidate colours it, elsewhere the cell.
      const span = e.target.closest(".marks span");
      if (colouring && !explained && span && span.textContent) paintColour(`${i}.${span.textContent}`);
      else if (colouring && !explained) paintColour(String(i));
      else render();
      board.focus();
    });
    board.appendChild(cell);
  }
  const pad = $("digits");
  for (let d = 1; d <= 9; d++) {
    const b = document.createElement("button");
    b.textContent = d;
    b.setAttribute("aria-label", `Digit ${d}`);
    b.addEventListener("click", () => input(d, markMode));
    pad.appendChild(b);
    const h = document.createElement("button");
    h.textContent = d;
    h.dataset.digit = d;
    h.setAttribute("aria-pressed", "false");
    h.setAttribute("aria-label", `Show every ${d}`);
    h.title = `Show every ${d}: placed, and among the candidates (Alt+${d})`;
    h.addEventListener("click", () => showDigit(d));
    $("look-digits").appendChild(h);
  }
}

// Where each candidate's centre is in the overlay's 900 units, measured from
// the cells themselves: their borders differ (thin, thick), so a formula
// would put rings and arrowheads a few pixels off their digits.
function candidatePlace() {
  const ov = $("overlay").getBoundingClientRect();
  const boxes = [...$("board").children].map((c) => {
    const r = c.getBoundingClientRect();
    return { left: r.left + c.clientLeft, top: r.top + c.clientTop, width: c.clientWidth, height: c.clientHeight };
  });
  return (i, d) => {
    const b = boxes[i];
    return {
      x: (b.left - ov.left + (b.width * ((d - 1) % 3) + b.width / 2) / 3) * 900 / ov.width,
      y: (b.top - ov.top + (b.height * Math.floor((d - 1) / 3) + b.height / 2) / 3) * 900 / ov.height,
    };
  };
}

// What the current drawing puts on the board: the library's drawing of the
// step (the model the terminal and the static page draw too), painted by
// paint.js. The hint ladder shows it a part at a time: from level 2 the
// pattern's cells and candidates, from level 3 what the step places and
// removes, at level 4 the nodes and links.
function drawingMarks() {
  let model = drawing && drawing.model;
  const show = drawing && drawing.level !== undefined ? drawing.level : 4;
  if (model && show < 4) {
    const hidden = show < 3 ? ["placed", "removed"] : [];
    model = {
      panels: show < 2 ? [] : model.panels.map((p) => Object.assign({}, p, {
        candidates: p.candidates.filter((m) => !hidden.includes(m.role)),
        nodes: [], links: [],
      })),
    };
  }
  const digits = shownGrid().digits;
  // One layer at a time: a nested chain's outer branch, or one inner chain.
  const branch = drawing && drawing.branch !== undefined ? drawing.branch : -1;
  const view = Paint.layer(model, branch, drawing && drawing.inner !== undefined ? drawing.inner : -1);
  const shown = view !== model ? 0 : branch;
  const m = Paint.marks(view, shown, candidatePlace(), (i) => !!digits[i], show === 4 ? chooseLayer : null);
  m.view = view;
  m.shown = shown;
  m.inner = view !== model;
  m.wrong = new Set();
  if (checkAnswer) for (const x of checkAnswer.mistakes) for (const i of mistakeCells(x)) m.wrong.add(i);
  return m;
}

function mistakeCells(m) {
  const at = (c) => (c.row - 1) * 9 + c.col - 1;
  if (m.cell) return [at(m.cell)];
  if (m.cells) return m.cells.map(at);
  if (m.sets) return m.sets.flat().map((x) => at(x.cell || x));
  return [];
}

// The grid the board shows: the game, or the explanation at its step.
function shownGrid() {
  if (explained) return explained.grids[explained.k];
  const marks = game.marks.slice();
  return { digits: game.digits, marks, playerMarks: true };
}

function render() {
  // Before the engine's first answers there is no game to draw.
  if (!game) return;
  const board = $("board");
  const grid = shownGrid();
  // While a step of the explanation is shown the board takes no input: on a
  // phone the pad gives its room to the legend.
  document.body.classList.toggle("explaining", !!explained);
  // A step drawn: the selection's outline goes quiet, or it would read as
  // one of the step's marks.
  board.classList.toggle("drawn", !!drawing);
  const m = drawingMarks();
  const selDigit = grid.digits[selected];
  const used = new Set();
  // What the tools read as candidates: the marks shown, or where none are
  // written, what the digits leave.
  const look = (highlight || pairs) && !drawing ? toolCandidates(grid) : null;
  const colours = explained ? {} : game.colours;
  for (let i = 0; i < 81; i++) {
    const el = board.children[i];
    const d = grid.digits[i];
    const cls = ["cell", `r${Math.floor(i / 9)}`, `c${i % 9}`];
    if (m.wrong.has(i)) { cls.push("wrong"); used.add("wrong"); }
    // The selection is an outline, never a fill: a fill would read as part of
    // the step drawn.
    if (i === selected) cls.push("sel");
    const shades = m.cells.get(i);
    if (shades) cls.push(...shades);
    // The player's own colours stay; while a step is drawn, its shading alone
    // besides them: peers or a highlight would read as part of it.
    else if (colours[i]) cls.push(`col-${colours[i]}`);
    else if (look && highlight && d === highlight) { cls.push("hl-digit"); used.add("hl-digit"); }
    else if (look && highlight && !d && look[i] & bit(highlight)) { cls.push("hl-cand"); used.add("hl-cand"); }
    else if (look && pairs && !d && count(look[i]) === 2) { cls.push("bival"); used.add("bival"); }
    else if (!drawing && !look && selDigit && d === selDigit && i !== selected) cls.push("same");
    else if (!drawing && sees(i, selected)) cls.push("peer");
    if (d) {
      // A digit the explanation placed is not the player's own.
      const kind = isGiven(i) ? "given" : game.digits[i] === d ? "yours" : "by-step";
      cls.push(kind);
      used.add(kind);
    }
    el.className = cls.join(" ");
    el.innerHTML = "";
    const label = `${cellName(i)}: ${d ? d : "empty"}${isGiven(i) ? ", given" : ""}`;
    el.setAttribute("aria-label", label);
    if (d) {
      el.textContent = d;
      continue;
    }
    const marks = grid.marks[i];
    const placedHere = [1, 2, 3, 4, 5, 6, 7, 8, 9].some((k) => m.cands.get(i * 10 + k) === "placed");
    if (!marks && !placedHere) continue;
    const box = document.createElement("div");
    box.className = "marks";
    for (let k = 1; k <= 9; k++) {
      const s = document.createElement("span");
      const role = m.cands.get(i * 10 + k);
      if (marks & bit(k) || role === "placed") {
        s.textContent = k;
        if (role) {
          s.className = `pm-cand pm-${role}`;
          s.dataset.role = role;
        } else if (colours[`${i}.${k}`]) s.className = `ccol-${colours[`${i}.${k}`]}`;
        else if (look && highlight === k) s.className = "hl";
      }
      box.appendChild(s);
    }
    el.appendChild(box);
  }
  $("overlay").replaceChildren(...m.svg);
  const keys = {
    given: "given", yours: "yours", "by-step": "placed by the explanation", wrong: "mistake",
    "hl-digit": `a ${highlight} placed`, "hl-cand": `a cell ${highlight} can go in`, bival: "a cell with two candidates",
  };
  const extra = Object.entries(keys).filter(([k]) => used.has(k)).map(([k, words]) => {
    const sw = document.createElement("span");
    sw.className = `pm-sw key-${k}`;
    sw.textContent = k === "wrong" || k === "hl-cand" || k === "bival" ? "" : k === "hl-digit" ? String(highlight) : "5";
    return [k, sw, words];
  });
  Paint.legend($("legend"), m, m.view, m.shown, extra);
  if (drawing && explained && drawing.level === undefined) {
    const branch = drawing.branch !== undefined ? drawing.branch : -1, inner = m.inner ? drawing.inner : -1;
    Paint.layers($("ex-layers"), drawing.model, branch, inner, chooseLayer);
    // The words of the layer drawn: one branch of several, a nested chain's
    // outer chain or the inner chain open; else the step's text whole.
    const layerWords = Paint.words(drawing.model, branch, inner) || drawing.step.text;
    $("ex-step").textContent = `${techName(drawing.step.technique)}: ${layerWords}`;
  } else $("ex-layers").hidden = true;
  board.dataset.layer = m.inner ? `inner ${drawing.inner}` : "outer";
  // The words of each key in a span of their own, which a phone shows only
  // when Key is open.
  for (const item of $("legend").children) {
    for (const n of [...item.childNodes]) if (n.nodeType === Node.TEXT_NODE) n.replaceWith(Object.assign(document.createElement("span"), { className: "words", textContent: n.textContent }));
  }
  $("key").hidden = !$("legend").children.length;
  $("mode").textContent = markMode ? "Mark" : "Digit";
  $("mode").setAttribute("aria-pressed", String(markMode));
  for (const b of $("look-digits").children) b.setAttribute("aria-pressed", String(+b.dataset.digit === highlight));
  $("pairs").setAttribute("aria-pressed", String(pairs));
  for (const b of document.querySelectorAll("#paint .swatch")) b.setAttribute("aria-pressed", String(+b.dataset.colour === colouring));
  $("auto-clean").setAttribute("aria-pressed", String(settings.autoClean));
  const filled = game.digits.filter((d) => d).length;
  const status = $("status");
  status.classList.toggle("done", !explained && game.solvedIn !== undefined);
  if (explained) status.textContent = `The grid before step ${explained.k + 1} of ${explained.trace.steps.length}`;
  else if (game.solvedIn !== undefined) status.textContent = `Solved in ${clock(game.solvedIn)}: every digit is right.`;
  else if (filled === 81 && finishing === game) status.textContent = "81/81 filled …";
  else if (filled === 81) status.textContent = "81/81 filled, but not every digit is right: Check finds the mistake.";
  else {
    const doing = colouring ? `colouring ${colouring === 1 ? "A" : "B"}` : markMode ? "writing pencil marks" : "writing digits";
    status.textContent = `${cellName(selected)} · ${filled}/81 filled · ${doing}`;
  }
  showClock();
}

// The candidates the tools look at: the marks the board shows, or where the
// player writes none, every digit the placed digits leave open.
function toolCandidates(grid) {
  if (grid.marks.some((m) => m)) return grid.marks;
  const out = new Array(81).fill(0);
  for (let i = 0; i < 81; i++) {
    if (grid.digits[i]) continue;
    let m = ALL;
    for (let j = 0; j < 81; j++) if (grid.digits[j] && sees(i, j)) m &= ~bit(grid.digits[j]);
    out[i] = m;
  }
  return out;
}

// ---- The player's tools --------------------------------------------------------

function showDigit(d) {
  highlight = highlight === d ? 0 : d;
  render();
}

function showPairs() {
  pairs = !pairs;
  render();
}

function chooseColour(c) {
  colouring = colouring === c ? 0 : c;
  render();
}

// Puts the chosen colour on a cell ("40") or a candidate ("40.5"), or takes
// it off when it is there already; undone as any edit is.
function paintColour(key) {
  if (!game || explained || !colouring) return;
  edit(() => {
    if (game.colours[key] === colouring) delete game.colours[key];
    else game.colours[key] = colouring;
  });
  render();
}

function clearColours() {
  if (!game) return;
  edit(() => {
    game.colours = {};
  });
}

function toggleAutoClean() {
  settings.autoClean = !settings.autoClean;
  saveKept();
  render();
}

// ---- Input --------------------------------------------------------------------

function input(d, asMark) {
  if (!game || explained) return;
  if (colouring) {
    // While colouring, a digit colours that candidate of the selected cell.
    if (!game.digits[selected]) paintColour(`${selected}.${d}`);
    return;
  }
  if (isGiven(selected)) {
    flash("Givens cannot be changed.");
    return;
  }
  edit(() => {
    if (asMark) {
      if (game.digits[selected]) return;
      game.marks[selected] = (game.marks[selected] || 0) ^ bit(d);
    } else {
      game.digits[selected] = game.digits[selected] === d ? 0 : d;
      // The digit leaves the pencil marks of every cell it sees.
      if (game.digits[selected] && settings.autoClean) {
        for (let j = 0; j < 81; j++) if (sees(selected, j)) game.marks[j] &= ~bit(d);
      }
    }
  });
}

function erase() {
  if (!game || explained || isGiven(selected)) return;
  edit(() => {
    if (game.digits[selected]) game.digits[selected] = 0;
    else game.marks[selected] = 0;
  });
}

function fillMarks() {
  edit(() => {
    for (let i = 0; i < 81; i++) {
      if (game.digits[i]) continue;
      let m = ALL;
      for (let j = 0; j < 81; j++) if (game.digits[j] && sees(i, j)) m &= ~bit(game.digits[j]);
      game.marks[i] = m;
    }
  });
}

function flash(text) {
  $("status").textContent = text;
}

function onKey(e) {
  if (e.target.closest("textarea, input, select")) return;
  const [r, c] = rc(selected);
  const move = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[e.key];
  if (move) {
    selected = ((r + move[0] + 9) % 9) * 9 + ((c + move[1] + 9) % 9);
    render();
    e.preventDefault();
    return;
  }
  if ((e.ctrlKey || e.metaKey) && (e.key === "z" || e.key === "Z")) {
    if (e.shiftKey) restore(redoStack, undoStack);
    else restore(undoStack, redoStack);
    e.preventDefault();
    return;
  }
  if ((e.ctrlKey || e.metaKey) && (e.key === "y" || e.key === "Y")) {
    restore(redoStack, undoStack);
    e.preventDefault();
    return;
  }
  if (e.ctrlKey || e.metaKey) return;
  const digit = /^Digit([1-9])$/.exec(e.code) || /^Numpad([1-9])$/.exec(e.code);
  if (e.altKey) {
    // Alt+digit shows that digit everywhere.
    if (digit) {
      showDigit(+digit[1]);
      e.preventDefault();
    }
    return;
  }
  if (digit) {
    input(+digit[1], markMode !== e.shiftKey);
    e.preventDefault();
  } else if (e.key === "Backspace" || e.key === "Delete" || e.key === "0") {
    erase();
    e.preventDefault();
  } else if (e.key === "m" || e.key === "M") {
    markMode = !markMode;
    render();
  } else if (e.key === "b" || e.key === "B") {
    showPairs();
  } else if (e.key === "c" || e.key === "C") {
    colouring = (colouring + 1) % 3;
    render();
  } else if (e.key === "Escape") {
    highlight = 0;
    pairs = false;
    colouring = 0;
    render();
  }
}

// ---- Long requests -------------------------------------------------------------

// A long request shows under the board what it is doing and for how long,
// with a Cancel that ends its lane's worker (the game is left as it is).
function startJob(lane, what, after = 0) {
  const old = jobs.get(lane);
  if (old) endJob(old);
  const job = { lane, what, detail: "", started: performance.now(), after };
  const row = document.createElement("div");
  row.className = "job";
  row.dataset.lane = lane;
  const spin = document.createElement("span");
  spin.className = "spin";
  spin.setAttribute("aria-hidden", "true");
  // What it does, then how long and how far: on a phone the figures go
  // under the words rather than being cut off.
  const words = document.createElement("span");
  words.className = "what";
  const label = Object.assign(document.createElement("span"), { className: "label", textContent: what });
  const figures = Object.assign(document.createElement("span"), { className: "figures" });
  words.append(label, figures);
  const cancel = document.createElement("button");
  cancel.className = "cancel";
  cancel.dataset.lane = lane;
  cancel.textContent = "Cancel";
  cancel.addEventListener("click", () => engine.cancel(lane));
  row.append(spin, words, cancel);
  job.row = row;
  job.figures = figures;
  row.hidden = after > 0;
  jobs.set(lane, job);
  $("busy").appendChild(row);
  showJobs();
  return job;
}

function endJob(job) {
  if (jobs.get(job.lane) !== job) return;
  jobs.delete(job.lane);
  job.row.remove();
  showJobs();
}

function showJobs() {
  for (const j of jobs.values()) {
    const ms = performance.now() - j.started;
    if (j.row.hidden && ms >= j.after) j.row.hidden = false;
    const s = (ms / 1000).toFixed(1);
    // "Generating … 1.8/20 s · 120 attempts".
    j.figures.textContent = ` … ${s}${j.limit ? `/${j.limit}` : ""}\u00a0s${j.detail ? ` · ${j.detail}` : ""}`;
  }
  $("busy").hidden = ![...jobs.values()].some((j) => !j.row.hidden);
}

// ---- Panels ---------------------------------------------------------------------

function openTab(name) {
  for (const b of document.querySelectorAll("#tabs button")) b.classList.toggle("on", b.dataset.tab === name);
  for (const p of document.querySelectorAll(".pane")) p.classList.toggle("on", p.id === `panel-${name}`);
  if (name !== "explain" && explained) {
    explained = null;
    drawing = null;
    render();
  }
  if (name !== "explain" && explaining) {
    explaining = null;
    engine.cancel("explain");
  }
  if (name === "check") runCheck(false);
  if (name === "explain") runExplain();
  if (name === "learn" && !$("learn-list").children.length && techniques.length) listTechniques();
}

function li(text) {
  const el = document.createElement("li");
  el.textContent = text;
  return el;
}

function hintRequest() {
  return { op: "hint", position: position(), givens: game.puzzle };
}

// Check and Hint read the game on their own lane ("check"), so their Cancel
// stops nothing else; like Explain, they show their progress line once they
// take long (a hard grid's next step can be a forcing chain).
async function runCheck(reveal) {
  const asked = version;
  const job = startJob("check", "Checking", PROGRESS_AFTER);
  const a = await engine.ask(hintRequest(), "check");
  endJob(job);
  // The grid changed meanwhile, or another panel is open: the answer is old.
  if (asked !== version || !$("panel-check").classList.contains("on")) return;
  const out = $("check-out");
  out.innerHTML = "";
  if (a.cancelled) {
    out.textContent = "Check stopped. Open Check again to start it over.";
    return;
  }
  if (a.error) {
    out.textContent = named(a.error);
    return;
  }
  checkAnswer = a;
  if (!a.mistakes.length) {
    const solvedIn = game.solvedIn !== undefined ? ` in ${clock(game.solvedIn)}` : "";
    out.appendChild(Object.assign(document.createElement("p"), { textContent: a.status === "solved" ? `Solved${solvedIn}, and every digit is right.` : "No mistakes: every digit and pencil mark agrees with the solution." }));
    $("check-reveal").hidden = true;
  } else {
    // Level 2 names the cells; level 3 says what belongs there, on request.
    for (const l of a.ladder[reveal ? 2 : 1].mistakes) out.appendChild(Object.assign(document.createElement("p"), { textContent: l }));
    $("check-reveal").hidden = reveal;
  }
  // Marks that repeat a digit placed where they see it are not wrong, but
  // they are out of date (with auto-clean off).
  const stale = [];
  for (let i = 0; i < 81; i++) {
    if (game.digits[i] || !game.marks[i]) continue;
    for (let j = 0; j < 81; j++) if (game.digits[j] && sees(i, j) && game.marks[i] & bit(game.digits[j])) { stale.push(i); break; }
  }
  if (stale.length) {
    out.appendChild(Object.assign(document.createElement("p"), {
      textContent: `${stale.length} cell${stale.length > 1 ? "s" : ""} (${stale.slice(0, 4).map(cellName).join(", ")}${stale.length > 4 ? ", …" : ""}) still ${stale.length > 1 ? "have" : "has"} a pencil mark for a digit placed in ${stale.length > 1 ? "their" : "its"} row, column or box.`,
    }));
  }
  render();
}

let hinting = false;

async function runHint() {
  if (hinting) return;
  if (!hintAnswer) {
    const asked = version;
    hinting = true;
    const job = startJob("check", "Finding a hint", PROGRESS_AFTER);
    const a = await engine.ask(hintRequest(), "check");
    endJob(job);
    hinting = false;
    if (asked !== version || !$("panel-hint").classList.contains("on")) return;
    if (a.cancelled) {
      $("hint-out").replaceChildren(li("Hint stopped. Press Hint to start it over."));
      return;
    }
    hintAnswer = a;
    hintLevel = 0;
  }
  const a = hintAnswer;
  const out = $("hint-out");
  if (a.error) {
    out.innerHTML = "";
    out.appendChild(li(named(a.error)));
    return;
  }
  hintLevel = Math.min(hintLevel + 1, a.ladder.length);
  out.innerHTML = "";
  const rung = a.ladder[hintLevel - 1];
  for (const l of rung.mistakes.concat(rung.step)) out.appendChild(li(l));
  if (a.status === "solved") out.appendChild(li("The grid is complete and right."));
  if (a.status === "no_solution" && !a.mistakes.length) out.appendChild(li("This grid has no solution: check the digits."));
  drawing = a.step ? { step: a.step, model: a.drawing, level: hintLevel } : null;
  checkAnswer = hintLevel >= 2 ? a : null;
  render();
}

// Replays a trace: the grid before each step and after the last.
function replay(trace) {
  const digits = [...trace.puzzle].map((c) => (c >= "1" && c <= "9" ? +c : 0));
  const marks = new Array(81).fill(0);
  for (let i = 0; i < 81; i++) {
    if (digits[i]) continue;
    let m = ALL;
    if (trace.candidates) {
      m = 0;
      for (let d = 1; d <= 9; d++) if (trace.candidates[i * 9 + d - 1] !== ".") m |= bit(d);
    }
    for (let j = 0; j < 81; j++) if (digits[j] && sees(i, j)) m &= ~bit(digits[j]);
    marks[i] = m;
  }
  const grids = [{ digits: digits.slice(), marks: marks.slice() }];
  for (const s of trace.steps) {
    for (const p of s.placements) {
      const i = (p.row - 1) * 9 + p.col - 1;
      digits[i] = p.digit;
      marks[i] = 0;
      for (let j = 0; j < 81; j++) if (sees(i, j)) marks[j] &= ~bit(p.digit);
    }
    for (const x of s.eliminations) marks[(x.row - 1) * 9 + x.col - 1] &= ~bit(x.digit);
    grids.push({ digits: digits.slice(), marks: marks.slice() });
  }
  return grids;
}

// The explanation from the grid as it is, worked out on the "explain" lane
// while the board stays the player's: a change to the grid starts it again,
// leaving the tab or Cancel stops it.
async function runExplain() {
  if (explaining) engine.cancel("explain");
  const mine = { version };
  explaining = mine;
  const job = startJob("explain", "Explaining");
  // What an earlier explanation left in the panel goes.
  $("ex-step").textContent = "Working out the explanation from this grid (Cancel under the board stops it) …";
  $("ex-list").innerHTML = "";
  $("ex-summary").textContent = "";
  $("ex-pos").textContent = "";
  $("ex-branches").innerHTML = "";
  $("ex-layers").hidden = true;
  const t0 = performance.now();
  const pos = position();
  let trace = await engine.ask({ op: "explain", position: pos }, "explain");
  let note = "";
  // Pencil marks that lost a true digit leave no solution; the digits alone
  // may still have one, and the explanation can start from them.
  if (explaining === mine && trace.status === "no_solution" && pos.candidates) {
    trace = await engine.ask({ op: "explain", position: { digits: pos.digits, givens: pos.givens } }, "explain");
    note = "Some of your pencil marks have lost a true digit (Check finds them): this explanation starts from your digits alone. ";
  }
  endJob(job);
  if (explaining !== mine) return;
  explaining = null;
  $("ex-step").textContent = "";
  if (trace.cancelled) {
    $("ex-step").textContent = "Explanation stopped. Open Explain again to start it over.";
    return;
  }
  const took = performance.now() - t0;
  if (trace.error) {
    $("ex-step").textContent = named(trace.error);
    return;
  }
  if (trace.status === "no_solution") {
    explained = null;
    $("ex-step").textContent = "This grid has no solution from here: use Check to find the mistake.";
    return;
  }
  explained = { trace, k: 0, grids: replay(trace) };
  const list = $("ex-list");
  list.innerHTML = "";
  trace.steps.forEach((s, k) => {
    // A nested chain is listed by its outer chain's words (without the
    // bracket that tells every inner chain at once).
    const words = Paint.words(trace.drawings[k], -1, -1) || s.text;
    const item = li(`${techniques.length ? techName(s.technique) : s.technique}: ${words.split("\n")[0]}`);
    item.addEventListener("click", () => showStep(k));
    list.appendChild(item);
  });
  const r = trace.summary.rating;
  const summary = $("ex-summary");
  summary.textContent = note;
  if (!trace.steps.length) {
    // A full grid: no difficulty, no hardest step to name.
    explained = null;
    summary.append(trace.status === "solved" ? "The grid is full and right: nothing to explain." : "Nothing to explain from here.");
    render();
    return;
  }
  if (r && r.hardest) {
    // The hardest step is one of the steps listed: its number shows it.
    const jump = document.createElement("a");
    jump.href = "#";
    jump.textContent = `step ${r.hardest_step}`;
    jump.addEventListener("click", (e) => { e.preventDefault(); showStep(r.hardest_step - 1); });
    summary.append(
      `Difficulty ${r.difficulty.toFixed(1)} (${r.level}) on the human path: hardest step ${techName(r.hardest)} (`,
      jump,
      "). ");
  }
  summary.append(
    `${trace.steps.length} steps, explained in ${Math.round(took)} ms.` +
    (trace.status === "multiple_solutions" ? " This grid has more than one solution." : ""));
  showStep(0);
}

// The engine's messages name techniques by id, as the command line does
// (where ids are typed); the page says their names.
function named(text) {
  return String(text).replace(/\b[a-z0-9]+(?:_[a-z0-9]+)+\b|\b[a-z]+\b/g, (w) => {
    const t = techniques.find((x) => x.id === w);
    return t ? t.name : w;
  });
}

function techName(id) {
  const t = techniques.find((x) => x.id === id);
  return t ? t.name : id;
}

function showStep(k) {
  if (!explained) return;
  const steps = explained.trace.steps;
  if (!steps.length) {
    $("ex-step").textContent = "Nothing left to explain: the grid is full.";
    return;
  }
  k = Math.max(0, Math.min(k, steps.length - 1));
  explained.k = k;
  const s = steps[k];
  drawing = { step: s, model: explained.trace.drawings[k], branch: undefined, inner: -1 };
  $("ex-pos").textContent = `step ${k + 1} of ${steps.length}`;
  $("ex-step").textContent = `${techName(s.technique)}: ${s.text}`;
  for (const [j, item] of [...$("ex-list").children].entries()) item.classList.toggle("on", j === k);
  const active = $("ex-list").children[k];
  if (active) {
    // Scroll the list itself, never the window: the board stays where it is.
    const list = $("ex-list");
    list.scrollTop = Math.max(0, active.offsetTop - list.offsetTop - list.clientHeight / 2);
  }
  // A forcing chain's branches by their assumptions; a junior exocet's
  // rejected ways by the base cells' two digits.
  const branches = (s.pattern && s.pattern.branches) || [];
  const ways = (s.pattern && s.pattern.rejected) || [];
  const bar = $("ex-branches");
  bar.innerHTML = "";
  if (branches.length > 1 || ways.length > 1) {
    const pick = (b, text) => {
      const button = document.createElement("button");
      button.textContent = text;
      if (b !== undefined) button.style.borderColor = button.style.color = Paint.BRANCH[b % Paint.BRANCH.length];
      button.addEventListener("click", () => {
        drawing.branch = b;
        drawing.inner = -1;
        render();
      });
      bar.appendChild(button);
    };
    pick(undefined, branches.length ? "All branches" : "All ways");
    branches.forEach((br, b) => pick(b, `Branch ${b + 1}: ${cellName((br[0].row - 1) * 9 + br[0].col - 1)}${br[0].state === "on" ? "=" : "<>"}${br[0].digit}`));
    ways.forEach((way, b) => pick(b, `Way ${b + 1}: base ${way.digits[0]}/${way.digits[1]}`));
  }
  render();
}

// Opens inner chain `k` of panel `b` of the step drawn (k -1: back to its
// outer chain).
function chooseLayer(b, k) {
  if (!drawing) return;
  if (drawing.model && drawing.model.panels.length > 1) drawing.branch = b;
  drawing.inner = k;
  render();
}

// Moves the player's own grid on by the shown step.
function applyStep() {
  if (!explained) return;
  const s = explained.trace.steps[explained.k];
  if (!s) return;
  applyToGame(s, explained.grids[explained.k].marks);
  openTab("explain");
}

// Moves the player's grid on by step `s`, taken on a grid whose candidates
// are `marks` (a mask per cell).
function applyToGame(s, marks) {
  edit(() => {
    // A step's removals need pencil marks: start from the candidates the
    // step was taken on, where the player has none.
    if (s.eliminations.length && !game.marks.some((m) => m)) {
      for (let i = 0; i < 81; i++) if (!game.digits[i]) game.marks[i] = marks[i];
    }
    for (const p of s.placements) {
      const i = (p.row - 1) * 9 + p.col - 1;
      game.digits[i] = p.digit;
      game.marks[i] = 0;
      for (let j = 0; j < 81; j++) if (sees(i, j)) game.marks[j] &= ~bit(p.digit);
    }
    for (const x of s.eliminations) game.marks[(x.row - 1) * 9 + x.col - 1] &= ~bit(x.digit);
  });
}

// ---- Every step here -------------------------------------------------------------

// The steps listed for the grid as it is (`hint --all`, grouped by technique
// as the library words it), on their own lane with a progress line and
// Cancel: a hard grid's forcing chains take a while. A change to the grid
// empties the list; after an applied step it is listed again.
let listing = null; // { answer, marks, chosen: [g, k] }
let listAgain = false;

// The candidate masks of a 729-character line.
function masksOf(line) {
  const out = [];
  for (let i = 0; i < 81; i++) {
    let m = 0;
    for (let d = 1; d <= 9; d++) if (line[i * 9 + d - 1] !== ".") m |= bit(d);
    out.push(m);
  }
  return out;
}

async function listSteps() {
  const asked = version;
  listing = null;
  $("steps-out").innerHTML = "";
  $("steps-chosen").hidden = true;
  $("steps-sum").textContent = "Looking for every step …";
  const job = startJob("steps", "Listing steps", PROGRESS_AFTER);
  const a = await engine.ask({ op: "all_steps", position: position() }, "steps");
  endJob(job);
  if (asked !== version) return;
  const sum = $("steps-sum");
  if (a.cancelled) {
    sum.textContent = "Listing stopped. Press List every step to start it over.";
    return;
  }
  if (a.error) {
    sum.textContent = named(a.error);
    return;
  }
  if (a.status === "no_solution") {
    sum.textContent = "This grid has no solution from here: Check finds the mistake.";
    return;
  }
  if (!a.groups.length) {
    sum.textContent = game.digits.every((d) => d) ? "The grid is full: no step left." : "No technique finds a step here.";
    return;
  }
  listing = { answer: a, marks: masksOf(a.grid.candidates), chosen: null };
  const listed = a.groups.reduce((n, g) => n + g.steps.length, 0);
  const cut = a.groups.filter((g) => g.left_out).length;
  const from = `${a.groups.length} technique${a.groups.length > 1 ? "s" : ""}`;
  sum.textContent = `${listed} step${listed > 1 ? "s" : ""} listed from ${from}` +
    (cut ? `; ${cut === 1 ? "one has" : `${cut} have`} more, counted at the end of ${cut === 1 ? "its" : "their"} list.` : ".");
  const out = $("steps-out");
  a.groups.forEach((g, gi) => {
    // The first groups open; the rest say what they hold and open on a click.
    const group = Object.assign(document.createElement("details"), { className: "steps-group", open: gi < 3 });
    group.dataset.technique = g.technique;
    group.appendChild(Object.assign(document.createElement("summary"), { textContent: `${g.name}, ${g.values}: ${g.count}` }));
    const list = document.createElement("ol");
    g.steps.forEach((x, k) => {
      const item = document.createElement("li");
      const b = Object.assign(document.createElement("button"), { className: "step-item" });
      b.dataset.g = gi;
      b.dataset.k = k;
      b.setAttribute("aria-label", `${g.name} (${x.value.toFixed(1)}): ${x.conclusion}`);
      b.append(
        Object.assign(document.createElement("span"), { className: "conc", textContent: x.conclusion }),
        Object.assign(document.createElement("span"), { className: "val", textContent: x.value.toFixed(1) }),
        Object.assign(document.createElement("span"), { className: "gist", textContent: gist(x.step.text) }));
      b.addEventListener("click", () => chooseListed(gi, k));
      item.appendChild(b);
      list.appendChild(item);
    });
    if (g.left_out) list.appendChild(Object.assign(document.createElement("li"), { className: "left-out", textContent: `${g.left_out} (not listed)` }));
    // Then what all of them remove together: every elimination on the page.
    if (g.gathered) list.appendChild(Object.assign(document.createElement("li"), { className: "left-out gathered", textContent: g.gathered }));
    group.appendChild(list);
    out.appendChild(group);
  });
}

// A step's sentence cut to one short line (its first): beside the
// conclusion, what the step looks at; the whole sentence shows when chosen.
function gist(text) {
  const first = text.split("\n")[0];
  return first.length > 90 ? `${first.slice(0, 88)}…` : first;
}

function chooseListed(gi, k) {
  if (!listing) return;
  const x = listing.answer.groups[gi].steps[k];
  listing.chosen = [gi, k];
  for (const b of $("steps-out").querySelectorAll(".step-item")) b.classList.toggle("on", +b.dataset.g === gi && +b.dataset.k === k);
  $("steps-text").textContent = `${listing.answer.groups[gi].name}: ${x.step.text}`;
  $("steps-chosen").hidden = false;
  drawing = { step: x.step, model: x.drawing };
  render();
}

function applyListed() {
  if (!listing || !listing.chosen) return;
  const [gi, k] = listing.chosen;
  // The change the step makes lists the steps again (see `changed`).
  listAgain = true;
  applyToGame(listing.answer.groups[gi].steps[k].step, listing.marks);
  listAgain = false;
}

function listTechniques() {
  const list = $("learn-list");
  list.innerHTML = "";
  const notation = document.createElement("button");
  notation.textContent = "How to read the steps";
  notation.dataset.id = "notation";
  notation.addEventListener("click", () => showLesson({ id: "notation", name: "How to read the steps" }));
  list.appendChild(notation);
  for (const t of techniques) {
    const b = document.createElement("button");
    // The library's words for the value: "1.2 or 1.5" for a hidden single.
    b.textContent = `${t.name} (${t.values})`;
    b.dataset.id = t.id;
    b.className = t.level === "extreme" ? "tech-extreme" : "";
    b.addEventListener("click", () => showLesson(t));
    list.appendChild(b);
  }
}

let lessonShown = null;

async function showLesson(t) {
  const box = $("lesson");
  lessonShown = t.id;
  const lesson = await engine.ask({ op: "lesson", id: t.id });
  // Another technique was picked meanwhile: its lesson shows, not this one.
  if (lessonShown !== t.id) return;
  box.innerHTML = "";
  const head = document.createElement("h3");
  head.textContent = t.level ? `${t.name}: ${t.values}, ${t.level}` : t.name;
  box.appendChild(head);
  // Practice puzzles are judged by the human path: a technique only SE's
  // path takes (its direct hints) has no practice puzzles.
  if (t.level && t.id !== "backtrack" && t.human_path) {
    const practise = document.createElement("button");
    practise.id = "practise";
    practise.textContent = "Practise this";
    practise.addEventListener("click", () => startGenerate({ needs: t.id, practice: true }));
    box.appendChild(practise);
  }
  if (lesson.error) {
    box.appendChild(Object.assign(document.createElement("p"), { textContent: named(lesson.error) }));
    return;
  }
  let para = null;
  let cases = 0;
  for (const part of lesson.parts) {
    if (part.case !== undefined) {
      para = null;
      if (!part.case) continue;
      cases++;
      const c = part.case;
      const b = document.createElement("button");
      b.textContent = `Show example ${cases} on the board`;
      b.addEventListener("click", () => {
        const marks = [];
        for (let i = 0; i < 81; i++) {
          let m = 0;
          for (let d = 1; d <= 9; d++) if (c.candidates[i * 9 + d - 1] !== "." && c.digits[i] === ".") m |= bit(d);
          marks.push(m);
        }
        const digits = [...c.digits].map((x) => (x === "." ? 0 : +x));
        newGame(c.digits, digits, marks, { lesson: t.id });
        drawing = c.step ? { step: c.step, model: c.drawing } : null;
        render();
        flash(c.step ? `${techName(c.step.technique)}: ${c.step.text.split("\n")[0]}` : "Here the technique finds nothing.");
      });
      box.appendChild(b);
      continue;
    }
    const line = part.line;
    if (/^#+ /.test(line)) {
      para = null;
      const h = document.createElement("h4");
      h.textContent = line.replace(/^#+ /, "");
      box.appendChild(h);
    } else if (!line.trim()) {
      para = null;
    } else {
      if (!para) {
        para = document.createElement("p");
        box.appendChild(para);
      } else para.textContent += " ";
      para.textContent += line.replace(/\*\*|`/g, "");
    }
  }
}

// ---- Starting a puzzle ------------------------------------------------------------

async function playText(text) {
  const a = await engine.ask({ op: "read", text });
  const errors = $("read-errors");
  errors.textContent = a.errors.map((e) => e.message).join("\n");
  const first = a.puzzles[0] || (a.errors[0] && a.errors[0].written);
  if (!first) {
    if (!a.errors.length) errors.textContent = "No puzzle found.";
    return false;
  }
  // A grid with its own givens comment plays those givens; otherwise the
  // digits read are the givens.
  const givens = first.declared_givens || first.digits;
  const digits = [...first.digits].map((c) => (c === "." ? 0 : +c));
  let marks = null;
  if (first.candidates) {
    marks = [];
    for (let i = 0; i < 81; i++) {
      let m = 0;
      for (let d = 1; d <= 9; d++) if (first.candidates[i * 9 + d - 1] !== ".") m |= bit(d);
      marks.push(digits[i] ? 0 : m);
    }
  }
  newGame(givens, digits, marks, {});
  if (a.puzzles.length > 1) flash(`Playing the first of ${a.puzzles.length} puzzles.`);
  return true;
}

let generating = null;
// Attempts asked for at a time: the count shown moves on at each answer.
const ATTEMPTS_AT_ONCE = 5;

// Generation on the "generate" lane, a few attempts at a time, until a puzzle
// meets the request, Cancel, or GENERATE_LIMIT seconds (when the worker is
// ended, mid-attempt if need be). The game played meanwhile is kept as any
// game a new puzzle replaces.
async function startGenerate(opts) {
  const seedText = $("gen-seed").value.trim();
  const seed = /^\d+$/.test(seedText) ? Number(seedText) : Math.floor(Math.random() * 1e9);
  const req = { op: "generate", seed, from: 0, attempts: ATTEMPTS_AT_ONCE };
  if (opts.level) req.level = opts.level;
  if (opts.needs) req.needs = opts.needs;
  if (opts.practice) req.practice = true;
  const status = $("gen-status");
  openTab("start");
  if (generating) engine.cancel("generate");
  const mine = { timedOut: false };
  generating = mine;
  const wanted = [opts.needs ? `needing ${techName(opts.needs)}` : "", opts.level ? `at level ${opts.level}` : ""].filter((w) => w).join(" ");
  const job = startJob("generate", opts.practice ? `Practise ${techName(opts.needs)}` : "Generating");
  job.limit = GENERATE_LIMIT;
  const limit = setTimeout(() => {
    if (generating !== mine) return;
    mine.timedOut = true;
    engine.cancel("generate");
  }, GENERATE_LIMIT * 1000);
  const progress = () => {
    job.detail = `${req.from} attempt${req.from === 1 ? "" : "s"}`;
    status.textContent = `Seed ${seed}: ${req.from} attempts …`;
    showJobs();
  };
  progress();
  let a;
  for (;;) {
    a = await engine.ask(req, "generate");
    if (generating !== mine || a.error || a.found || a.cancelled) break;
    req.from = a.next;
    progress();
  }
  clearTimeout(limit);
  endJob(job);
  if (generating !== mine) return;
  generating = null;
  if (a.cancelled) {
    const tried = `${req.from} attempt${req.from === 1 ? "" : "s"}`;
    status.textContent = mine.timedOut
      ? `No puzzle${wanted ? " " + wanted : ""} found in ${GENERATE_LIMIT} s (seed ${seed}, ${tried}): try again or pick another ${opts.needs ? "technique" : "level"}.`
      : `Generation stopped after ${tried} (seed ${seed}); your game is as it was.`;
    // Under the board too, where a phone shows it without scrolling.
    flash(status.textContent);
    return;
  }
  if (a.error) {
    status.textContent = named(a.error);
    flash(status.textContent);
    return;
  }
  const f = a.found;
  const p = f.practice;
  if (p) {
    const digits = [...p.digits].map((c) => (c === "." ? 0 : +c));
    const marks = [];
    for (let i = 0; i < 81; i++) {
      let m = 0;
      for (let d = 1; d <= 9; d++) if (p.candidates[i * 9 + d - 1] !== ".") m |= bit(d);
      marks.push(digits[i] ? 0 : m);
    }
    // Pencil marks when the position needs them to be exact, or when the
    // technique is read from them (everything but the singles).
    const singles = ["full_house", "naked_single", "hidden_single"];
    const needMarks = p.line.length === 729 || !singles.includes(opts.needs);
    newGame(f.puzzle, digits, needMarks ? marks : null, { seed, index: f.index, practice: opts.needs });
  } else {
    newGame(f.puzzle, null, null, { seed, index: f.index });
  }
  // The rating is the explained solve's own (the human path's): its
  // hardest step is the one Explain shows with that number.
  const rated = `Seed ${seed}, attempt ${f.index}: difficulty ${f.rating.difficulty.toFixed(1)} (${f.rating.level}) on the human path, hardest step ${techName(f.rating.hardest)} (step ${f.rating.hardest_step} in Explain)`;
  status.textContent = p ? `${rated}. Practise it from here.` : `${rated}.`;
}

function showShare() {
  // The page's settings (`?generate-limit=`) stay out of the link.
  const link = location.href.split(/[?#]/)[0] + "#" + game.puzzle;
  const origin = game.origin || {};
  $("share").textContent = `Link to this puzzle: ${link}` + (origin.seed !== undefined ? ` (seed ${origin.seed}, attempt ${origin.index})` : "");
}

// ---- Wiring -------------------------------------------------------------------------

// The saved game is on the board, playable, before the engine's first
// answer: the board needs no engine, only the lists (techniques, built-in
// puzzles) and the panels do.
async function init() {
  buildBoard();
  $("gen-limit").textContent = `Gives up after ${GENERATE_LIMIT} s.`;
  for (const l of ["easy", "medium", "hard", "expert", "extreme"]) {
    $("gen-level").appendChild(Object.assign(document.createElement("option"), { value: l, textContent: l }));
  }
  for (const b of document.querySelectorAll("#tabs button")) b.addEventListener("click", () => openTab(b.dataset.tab));
  $("mode").addEventListener("click", () => {
    markMode = !markMode;
    render();
  });
  $("erase").addEventListener("click", erase);
  $("undo").addEventListener("click", () => restore(undoStack, redoStack));
  $("redo").addEventListener("click", () => restore(redoStack, undoStack));
  $("fill").addEventListener("click", fillMarks);
  $("auto-clean").addEventListener("click", toggleAutoClean);
  $("more").addEventListener("click", () => {
    const open = $("pad").classList.toggle("more");
    $("more").setAttribute("aria-expanded", String(open));
  });
  $("key-toggle").addEventListener("click", () => {
    const open = $("key").classList.toggle("open");
    document.body.classList.toggle("key-open", open);
    $("key-toggle").setAttribute("aria-expanded", String(open));
  });
  $("pairs").addEventListener("click", showPairs);
  for (const b of document.querySelectorAll("#paint .swatch")) b.addEventListener("click", () => chooseColour(+b.dataset.colour));
  $("colour-clear").addEventListener("click", clearColours);
  $("back-game").addEventListener("click", () => backTarget() && resume(backTarget().id));
  $("play-paste").addEventListener("click", () => playText($("paste").value));
  $("gen-go").addEventListener("click", () => startGenerate({ level: $("gen-level").value, needs: $("gen-needs").value }));
  $("check-reveal").addEventListener("click", () => runCheck(true));
  $("hint-more").addEventListener("click", runHint);
  $("steps-go").addEventListener("click", listSteps);
  $("steps-apply").addEventListener("click", applyListed);
  $("ex-first").addEventListener("click", () => showStep(0));
  $("ex-prev").addEventListener("click", () => explained && showStep(explained.k - 1));
  $("ex-next").addEventListener("click", () => explained && showStep(explained.k + 1));
  $("ex-apply").addEventListener("click", applyStep);
  document.addEventListener("keydown", onKey);
  setInterval(tick, 1000);
  document.addEventListener("visibilitychange", tick);
  setInterval(() => jobs.size && showJobs(), 100);

  const fromUrl = decodeURIComponent(location.hash.slice(1));
  const saved = load();
  const other = fromUrl && !(saved && saved.puzzle === fromUrl);
  if (saved) {
    game = saved;
    game.origin = game.origin || {};
    selected = Math.max(0, game.digits.findIndex((d) => d === 0));
    render();
    renderGames();
    renderBack();
    showShare();
    if (!other) openTab("hint");
    playable();
  }
  const [list, examples] = await Promise.all([engine.ask({ op: "techniques" }), engine.ask({ op: "examples" })]);
  techniques = list;
  for (const t of techniques) {
    if (t.id === "backtrack") continue;
    $("gen-needs").appendChild(Object.assign(document.createElement("option"), { value: t.id, textContent: t.name }));
  }
  for (const e of examples) {
    const b = document.createElement("button");
    b.textContent = e.name;
    b.title = e.about;
    b.dataset.name = e.name;
    b.addEventListener("click", () => newGame(e.puzzle, null, null, { example: e.name }));
    $("examples").appendChild(b);
  }
  // Learn opened before the list came: it fills now.
  if ($("panel-learn").classList.contains("on")) listTechniques();
  if (other) {
    // A link to another puzzle: the saved game is kept, not lost.
    if (!(await playText(fromUrl))) newGame(examples[0].puzzle);
    openTab("start");
  } else if (!saved) {
    newGame(examples[0].puzzle, null, null, { example: "tour" });
    openTab("start");
  }
  if (window.trainer.playableMs === undefined) playable();
  window.trainer.readyMs = performance.now();
  document.body.dataset.ready = "true";
  // forum-hardest-110626 #36, one of its quickest: singles to nested forcing
  // chains, so its explanation runs most of what a hard one runs.
  window.trainer.warm = "running";
  engine.warm(".....1..7....6..2.8..9..3...954....3..3...4..4......8......7..6.1..2....5..3..9..", WARM_TIMES)
    .then((warmed) => { window.trainer.warm = warmed ? "done" : "skipped"; });
}

// The board shows a game and takes input: when, and how many engine answers
// had come by then (none, with a saved game).
function playable() {
  window.trainer.playableMs = performance.now();
  window.trainer.answersWhenPlayable = engine.answered();
  document.body.dataset.playable = "true";
}

init();
