// paint.js: paints one step's drawing, the model the library computes
// (src/render/drawing), on a 9x9 board. Shared by the static page
// (`explain --format html`, included by src/render/html.rs) and the trainer
// (inlined by trainer/pack): the two pages differ in layout, never in what a
// step marks, because neither works marks out; they only paint these.
//
// `Paint.marks(drawing, shown, place, holds)` returns what to put on the
// board: classes for cells and candidates, SVG elements for the overlay (900
// units a side, about 100 a cell; `place(i, d)` gives a candidate's centre
// where the page's borders make it differ; `holds(i)` whether cell i shows a
// placed digit, which links bend round), and the set of legend keys in use. `Paint.legend` fills a list with
// those keys only. Every painted SVG element carries data attributes naming
// the model part it paints, so the browser tests can read the drawing back.
//
// A nested forcing chain is shown one layer at a time: `Paint.layer(drawing,
// branch, inner)` is what to paint (the outer panels, or one inner chain's
// panel alone), `Paint.layers(box, ...)` fills a bar with the inner chains to
// open or the way back, and a node with an inner chain of its own is ringed
// twice and opens it when clicked (the `open` argument of `Paint.marks`).
"use strict";
const Paint = (() => {
  // The SVG namespace as the HTML parser gives it (no address written here).
  const SVG = (() => { const t = document.createElement("div"); t.innerHTML = "<svg></svg>"; return t.firstChild.namespaceURI; })();
  const BRANCH = ["#1747a6", "#b0188a", "#0f7a6c", "#a34f00", "#5b3fc4", "#6b7a00"];
  const INK = { chain: "#1747a6", rcc: "#7a3db8", held: "#6b7785" };
  // A ring's radius around a candidate, and how far from the candidate's
  // centre a link starts and an arrowhead's tip stops: past the ring, so a
  // head never covers the digit it points at.
  const RING = 15, START = 18, TIP = 23, HEAD = 12;
  const STYLE = `
  .pm-shade-pattern { background: #fff1b8; }
  .pm-shade-unit { background: #e3eef9; }
  .pm-shade-base { background: #cfe0f6; }
  .pm-shade-cover { background: #efdcf5; }
  .pm-shade-rectangle { box-shadow: inset 0 0 0 3px #c2410c; }
  .pm-shade-broken { box-shadow: inset 0 0 0 3px #b91c1c; }
  .pm-shade-base.pm-shade-cover { background: linear-gradient(135deg, #cfe0f6 50%, #efdcf5 50%); }
  .pm-cand.pm-pattern, .pm-cand.pm-node, .pm-cand.pm-premise { color: #1747a6; font-weight: 700; }
  .pm-cand.pm-set { color: #5a3b00; font-weight: 700; }
  .pm-cand.pm-rcc { color: #7a3db8; font-weight: 700; }
  .pm-cand.pm-held { color: #4b5563; font-weight: 700; }
  .pm-overlay .pm-opens { pointer-events: all; cursor: pointer; }
  .pm-layers { display: flex; gap: .3rem; flex-wrap: wrap; align-items: center; font-size: .85rem; }
  .pm-layers[hidden] { display: none; }
  .pm-layers button { padding: .1rem .5rem; font-weight: 600; }
  .pm-layers .pm-layer-title { font-weight: 600; }
  .pm-cand.pm-placed { color: #fff; background: #1f8a3b; border-radius: 50%; font-weight: 700; }
  .pm-cand.pm-removed { color: #b3261e; text-decoration: line-through 2px; font-weight: 700; }
  .pm-cand.pm-fin { color: #fff; background: #e07b00; border-radius: 25%; font-weight: 700; }
  .pm-overlay { filter: drop-shadow(0 0 1px #fff); overflow: visible; pointer-events: none; }
  .pm-overlay *, .pm-sw * { fill: none; stroke-linecap: round; }
  .pm-overlay .pm-head, .pm-sw .pm-head { fill: currentColor; stroke: none; }
  .pm-sw { display: inline-flex; align-items: center; justify-content: center; width: 1.6em; height: 1.2em;
           border: 1px solid #9aa6b2; font-size: .8rem; line-height: 1; flex: none; }
  svg.pm-sw { border: 0; width: 2.2em; }
  .pm-legend { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .1rem 1rem; font-size: .8rem; }
  .pm-legend li { display: flex; align-items: center; gap: .35em; }`;
  // The sets' shades, and a cell that two sets share split between their two.
  const SET_SHADES = ["#ffd9b3", "#c9ecd0", "#d9d4fb", "#fbd0dc", "#c8e9f2", "#eadfc8"];
  const SET_STYLE = SET_SHADES.map((c, i) => `.pm-set${i} { background: ${c}; }`)
    .concat(SET_SHADES.flatMap((a, i) => SET_SHADES.slice(i + 1).map((b, k) =>
      `.pm-set${i}.pm-set${i + 1 + k} { background: linear-gradient(135deg, ${a} 50%, ${b} 50%); }`)))
    .join("\n");
  const style = document.createElement("style");
  style.textContent = STYLE + "\n" + SET_STYLE;
  document.head.appendChild(style);

  const at = (c) => (c.row - 1) * 9 + (c.col - 1);
  function shape(tag, attrs) {
    const el = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, typeof v === "number" ? v.toFixed(1) : v);
    return el;
  }
  // The centre of candidate d of cell i on a board whose cells fill the
  // overlay exactly; a page whose borders shift the cells passes its own.
  let spot, filled;
  const grid = (i, d) => ({ x: (i % 9) * 100 + ((d - 1) % 3) * 100 / 3 + 50 / 3, y: Math.floor(i / 9) * 100 + Math.floor((d - 1) / 3) * 100 / 3 + 50 / 3 });
  // The pair of points, one from each list, that lie closest together.
  function nearest(as, bs) {
    let best = [as[0], bs[0]], dist = Infinity;
    for (const a of as) for (const b of bs) {
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      if (d < dist) { dist = d; best = [a, b]; }
    }
    return best;
  }
  // The cell (0-80) under a point of the board.
  const cellAt = (q) => Math.min(8, Math.max(0, Math.floor(q.y / 100))) * 9 + Math.min(8, Math.max(0, Math.floor(q.x / 100)));
  // How often the bend a -> c -> b passes over the middle of a cell that
  // holds a digit (every cell, when the page does not say which), the cells
  // of the link's ends `from` and `to` aside: a line through a digit reads
  // as striking it out.
  function crossings(a, c, b, from, to) {
    const ends = [cellAt(from), cellAt(to)];
    let n = 0;
    for (let t = 0; t <= 1; t += 0.01) {
      const u = 1 - t;
      const q = { x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y };
      const i = cellAt(q);
      if (ends.includes(i) || !filled(i)) continue;
      // The digit's box round the cell's middle (its candidate 5's place, as
      // the page measures it: thick box lines shift cells off an even
      // grid), with a margin: it is taller than wide.
      const m = spot(i, 5);
      if (Math.abs(q.x - m.x) < 24 && Math.abs(q.y - m.y) < 26) n++;
    }
    return n;
  }
  // A gently bent line from candidate centre a to candidate centre b, bent
  // towards the board's middle (so it never leaves the board) and clear of
  // both candidates; bent the other way or further where that would cross
  // the middle of a cell on its way. With `ink`, an arrowhead whose tip
  // stops TIP short of b.
  function curve(a, b, attrs, ink, add) {
    const dx = b.x - a.x, dy = b.y - a.y, len = Math.hypot(dx, dy) || 1;
    const ux = dx / len, uy = dy / len;
    const mx = (a.x + b.x) / 2, my = (a.y + b.y) / 2;
    // Short links bend more, so they arc round the digits between their ends.
    let off = Math.max(22, len * 0.14);
    if ((-uy) * (450 - mx) + ux * (450 - my) < 0) off = -off;
    const bend = (o) => ({ x: mx - uy * o, y: my + ux * o });
    const inside = (q) => q.x >= 5 && q.x <= 895 && q.y >= 5 && q.y <= 895;
    // Leave a and arrive at b along the bend c, each a set distance out.
    const away = (p, q, r) => { const l = Math.hypot(q.x - p.x, q.y - p.y) || 1; return { x: p.x + (q.x - p.x) / l * r, y: p.y + (q.y - p.y) / l * r }; };
    const route = (c) => {
      const s = away(a, c, START), tip = away(b, c, ink ? TIP : START);
      const l = Math.hypot(tip.x - c.x, tip.y - c.y) || 1, dir = { x: (tip.x - c.x) / l, y: (tip.y - c.y) / l };
      const end = ink ? { x: tip.x - dir.x * (HEAD - 3), y: tip.y - dir.y * (HEAD - 3) } : tip;
      return { c, s, tip, dir, end };
    };
    // The first bend whose path crosses no digit, tried in this order: the
    // usual one, the other way, slight ones (a long link along a line of
    // candidates at a cell's edge runs in the margin between digits), then
    // ever deeper ones; else the one that crosses fewest.
    const sign = Math.sign(off);
    const offsets = [off, -off].concat([15, 30, 50].flatMap((o) => [o * sign, -o * sign]))
      .concat([1.6, 2.4, 3.4, 4.6].flatMap((k) => [k * off, -k * off]));
    let best = null, least = Infinity;
    for (const o of offsets) {
      const q = bend(o);
      // The bend's farthest point from the line a-b is halfway to q.
      if (!inside(bend(o / 2))) continue;
      const r = route(q);
      const n = crossings(r.s, q, r.tip, a, b);
      if (n < least) { least = n; best = r; }
      if (!n) break;
    }
    // Where every bend above crosses a digit (a long link across a crowded
    // board), a lopsided one: pulled towards a corner where four cells meet,
    // which no digit covers, the nearest such corner that clears them all.
    if (least > 0) {
      let shortest = Infinity;
      for (let i = 1; i < 9; i++) for (let j = 1; j < 9; j++) {
        const q = { x: i * 100, y: j * 100 };
        const far = Math.hypot(q.x - mx, q.y - my);
        if (far >= shortest) continue;
        const r = route(q);
        if (crossings(r.s, q, r.tip, a, b) === 0) { shortest = far; best = r; least = 0; }
      }
    }
    // Else a curve through such a corner: two bends that meet there smoothly
    // (the second mirrors the first), the corner nearest the straight line's
    // middle that clears every digit.
    let through = null;
    if (least > 0) {
      let shortest = Infinity;
      for (let i = 1; i < 9; i++) for (let j = 1; j < 9; j++) {
        const k = { x: i * 100, y: j * 100 };
        const s = away(a, k, START), tip = away(b, k, ink ? TIP : START);
        const c1 = { x: k.x - (tip.x - s.x) / 4, y: k.y - (tip.y - s.y) / 4 };
        const c2 = { x: 2 * k.x - c1.x, y: 2 * k.y - c1.y };
        const far = Math.hypot(k.x - mx, k.y - my);
        if (far >= shortest || !inside(c1) || !inside(c2)) continue;
        if (crossings(s, c1, k, a, b) + crossings(k, c2, tip, a, b) > 0) continue;
        const l = Math.hypot(tip.x - c2.x, tip.y - c2.y) || 1, dir = { x: (tip.x - c2.x) / l, y: (tip.y - c2.y) / l };
        const end = ink ? { x: tip.x - dir.x * (HEAD - 3), y: tip.y - dir.y * (HEAD - 3) } : tip;
        shortest = far;
        through = { c: c1, k, s, tip, dir, end };
      }
    }
    const { c, s, tip, dir, end } = through || best || route(bend(off));
    const d = through
      ? `M${s.x.toFixed(1)} ${s.y.toFixed(1)} Q${c.x.toFixed(1)} ${c.y.toFixed(1)} ${through.k.x.toFixed(1)} ${through.k.y.toFixed(1)} T${end.x.toFixed(1)} ${end.y.toFixed(1)}`
      : `M${s.x.toFixed(1)} ${s.y.toFixed(1)} Q${c.x.toFixed(1)} ${c.y.toFixed(1)} ${end.x.toFixed(1)} ${end.y.toFixed(1)}`;
    const path = shape("path", Object.assign({ d }, attrs));
    add(path);
    if (ink) {
      const bx = tip.x - dir.x * HEAD, by = tip.y - dir.y * HEAD;
      const pts = [[tip.x, tip.y], [bx - dir.y * 6.5, by + dir.x * 6.5], [bx + dir.y * 6.5, by - dir.x * 6.5]];
      const head = shape("polygon", { points: pts.map((q) => q.map((v) => v.toFixed(1)).join(",")).join(" "), class: "pm-head", style: `color:${ink}` });
      head.dataset.tip = tip.x.toFixed(1) + "," + tip.y.toFixed(1);
      head.dataset.link = attrs["data-link"];
      add(head);
    }
    return path;
  }

  // What one panel paints; `colour` is the panel's ink (a branch's own).
  function panelMarks(panel, p, colour, out, open) {
    const add = (el) => { el.dataset.panel = String(p); out.svg.push(el); };
    for (const m of panel.cells) {
      const i = at(m.cell);
      if (!out.cells.has(i)) out.cells.set(i, new Set());
      const cls = m.shade === "set" ? "pm-set" + (m.set % 6) : "pm-shade-" + m.shade;
      out.cells.get(i).add(cls);
      out.used.add(m.shade === "set" ? "set" + m.set : "shade-" + m.shade);
    }
    for (const m of panel.candidates) {
      const k = at(m.cell) * 10 + m.digit;
      if (!out.cands.has(k)) out.cands.set(k, m.role);
      out.used.add("cand-" + m.role);
    }
    panel.nodes.forEach((n, k) => {
      const ink = n.kind === "rcc" ? INK.rcc : n.kind === "held" ? INK.held : colour;
      for (const c of n.cells) {
        const q = spot(at(c), n.digit);
        const attrs = { stroke: ink, "stroke-width": n.kind === "held" ? 2.5 : 4 };
        let el;
        if (n.kind === "premise") el = shape("rect", Object.assign({ x: q.x - RING, y: q.y - RING, width: 2 * RING, height: 2 * RING }, attrs));
        else el = shape("circle", Object.assign({ cx: q.x, cy: q.y, r: RING }, attrs, n.kind === "off" ? { "stroke-dasharray": "5 5" } : {}));
        el.dataset.node = String(k);
        el.dataset.cell = String(at(c));
        el.dataset.digit = String(n.digit);
        el.dataset.kind = n.kind;
        add(el);
        if (n.inner !== undefined) {
          // The second ring opens the node's inner chain.
          const ring = shape("circle", { cx: q.x, cy: q.y, r: RING + 6, stroke: ink, "stroke-width": 3, "data-nested": String(k), "data-inner": String(n.inner) });
          if (open) {
            ring.classList.add("pm-opens");
            ring.appendChild(shape("title", {})).textContent = "Open inner chain " + (n.inner + 1);
            ring.addEventListener("click", (e) => { e.stopPropagation(); open(p, n.inner); });
          }
          add(ring);
          out.used.add("nested");
        }
      }
      out.used.add("node-" + n.kind);
      // A group node: a dashed outline round each of its candidates, never
      // one box round them all (that would take in cells not in the group).
      if (n.cells.length > 1 && n.kind === "chain") {
        for (const c of n.cells) {
          const q = spot(at(c), n.digit), r = RING + 5;
          add(shape("rect", { x: q.x - r, y: q.y - r, width: 2 * r, height: 2 * r, rx: 8,
            stroke: ink, "stroke-width": 2.5, "stroke-dasharray": "2 5", "data-group": String(k), "data-cell": String(at(c)) }));
        }
        out.used.add("group");
      }
    });
    panel.links.forEach((l, k) => {
      const from = panel.nodes[l.from], to = panel.nodes[l.to];
      const [a, b] = nearest(from.cells.map((c) => spot(at(c), from.digit)), to.cells.map((c) => spot(at(c), to.digit)));
      const ink = l.kind === "rcc" ? INK.rcc : colour;
      const attrs = { stroke: ink, "stroke-width": l.kind === "forces" ? 3 : 4, "data-link": String(k), "data-kind": l.kind, "data-from": String(l.from), "data-to": String(l.to) };
      if (l.kind === "weak" || l.kind === "rcc") attrs["stroke-dasharray"] = "9 8";
      if (l.kind === "forces" && to.kind === "off") attrs["stroke-dasharray"] = "5 5";
      curve(a, b, attrs, l.kind === "rcc" ? "" : ink, add);
      out.used.add("link-" + (l.kind === "forces" ? "forces-" + to.kind : l.kind));
    });
  }

  // Everything a step's drawing puts on the board; `shown` picks one panel
  // (a forcing branch) or, when negative, lays every panel over the others.
  function marks(drawing, shown, place, holds, open) {
    spot = place || grid;
    filled = holds || (() => true);
    const out = { cells: new Map(), cands: new Map(), svg: [], used: new Set(), sets: [] };
    if (!drawing) return out;
    const many = drawing.panels.length > 1;
    drawing.panels.forEach((panel, p) => {
      if (shown >= 0 && shown !== p) return;
      panelMarks(panel, p, many ? BRANCH[p % BRANCH.length] : INK.chain, out, open);
      if (!out.sets.length) out.sets = panel.sets;
    });
    return out;
  }

  // What each legend key means, and how its swatch looks.
  const WORDS = {
    "shade-pattern": ["cell", "pm-shade-pattern", "the cells of the pattern"],
    "shade-unit": ["cell", "pm-shade-unit", "the unit it looks at"],
    "shade-base": ["cell", "pm-shade-base", "base units: every place of the digit there is in the cover units (or a fin)"],
    "shade-cover": ["cell", "pm-shade-cover", "cover units: unless a fin holds the digit, they take it in the base units"],
    "shade-rectangle": ["cell", "pm-shade-rectangle", "the uniqueness rectangle's corners or loop's cells"],
    "shade-broken": ["cell", "pm-shade-broken", "where the way breaks: a cell with no candidate left, or a unit with no place left for a digit"],
    "cand-pattern": ["cand", "pm-pattern", "a candidate of the pattern"],
    "cand-node": ["cand", "pm-node", "a node's candidate"],
    "cand-premise": ["cand", "pm-premise", "the assumption"],
    "cand-set": ["cand", "pm-set", "a digit of a set"],
    "cand-rcc": ["cand", "pm-rcc", "a restricted common digit: in only one of the sets it links"],
    "cand-held": ["cand", "pm-held", "a node of the outer branch"],
    "cand-fin": ["cand", "pm-fin", "a fin"],
    "cand-placed": ["cand", "pm-placed", "the digit the step places"],
    "cand-removed": ["cand", "pm-removed", "a candidate the step removes"],
    "node-chain": ["ring", "", "a chain node"],
    "node-premise": ["square", "", "the branch's assumption (or the way's placements)"],
    "node-on": ["ring", "", "a node that is true in the branch (or way)"],
    "node-off": ["ring", "5 5", "a node that is false in the branch"],
    "node-held": ["held", "", "held in the outer branch: the inner chain rests on it"],
    "nested": ["double", "", "proved by an inner chain: click to open it"],
    "group": ["group", "2 6", "a group node: the digit is in one of these cells"],
    "link-strong": ["line", "", "strong link: if one end is false, the other is true"],
    "link-weak": ["line", "9 8", "weak link: not both ends true"],
    "link-rcc": ["rcc", "9 8", "the restricted common digit's link"],
    "link-forces-on": ["arrow", "", "forces the digit in"],
    "link-forces-off": ["arrow", "5 5", "forces the digit out"],
  };
  function swatch(kind, arg, ink) {
    if (kind === "cell" || kind === "cand") {
      const s = document.createElement("span");
      s.className = "pm-sw " + (kind === "cand" ? "pm-cand " : "") + arg;
      s.textContent = kind === "cand" ? "5" : "";
      return s;
    }
    const s = shape("svg", { viewBox: "0 0 44 24", class: "pm-sw", "aria-hidden": "true" });
    const stroke = kind === "rcc" ? INK.rcc : ink;
    const dash = arg ? { "stroke-dasharray": arg } : {};
    if (kind === "ring") s.appendChild(shape("circle", Object.assign({ cx: 22, cy: 12, r: 8, stroke, "stroke-width": 2.5 }, dash)));
    else if (kind === "held") s.appendChild(shape("circle", { cx: 22, cy: 12, r: 8, stroke: INK.held, "stroke-width": 2 }));
    else if (kind === "double") for (const r of [6, 10.5]) s.appendChild(shape("circle", { cx: 22, cy: 12, r, stroke, "stroke-width": 2 }));
    else if (kind === "square") s.appendChild(shape("rect", { x: 14, y: 4, width: 16, height: 16, stroke, "stroke-width": 2.5 }));
    else if (kind === "group") s.appendChild(shape("rect", Object.assign({ x: 4, y: 3, width: 36, height: 18, rx: 8, stroke, "stroke-width": 2.5 }, dash)));
    else {
      s.appendChild(shape("path", Object.assign({ d: kind === "arrow" ? "M4 12 L30 12" : "M4 12 L40 12", stroke, "stroke-width": 3 }, dash)));
      if (kind === "arrow") s.appendChild(shape("polygon", { points: "40,12 29,6 29,18", class: "pm-head", style: `color:${stroke}` }));
    }
    return s;
  }
  // Fills `list` with the keys `used` holds, in a fixed order, then the sets
  // by name; `extra` are the page's own entries ([key, swatch element, words])
  // listed first.
  function legend(list, out, drawing, shown, extra) {
    list.replaceChildren();
    const many = drawing && drawing.panels.length > 1;
    const ink = many && shown >= 0 ? BRANCH[shown % BRANCH.length] : INK.chain;
    const item = (key, sw, words) => {
      const li = document.createElement("li");
      li.dataset.key = key;
      li.append(sw, words);
      list.appendChild(li);
    };
    for (const [key, sw, words] of extra || []) item(key, sw, words);
    for (const [key, [kind, arg, words]] of Object.entries(WORDS)) if (out.used.has(key)) item(key, swatch(kind, arg, ink), words);
    out.sets.forEach((set, k) => { if (out.used.has("set" + k)) item("set" + k, swatch("cell", "pm-set" + (k % 6)), set.words); });
  }
  // What to paint of a step's drawing: the outer panels, or with `inner` >= 0
  // the inner chain `inner` of panel `branch` (0 when all are shown) alone,
  // as a drawing of one panel.
  function layer(drawing, branch, inner) {
    if (!drawing || !(inner >= 0)) return drawing;
    const panel = drawing.panels[Math.max(0, branch)];
    const chain = panel && panel.inner && panel.inner[inner];
    return chain ? { panels: [chain] } : drawing;
  }
  // The words of the layer `layer(drawing, branch, inner)` shows, where the
  // drawing cuts its step's words by panel (one branch of several: the main
  // line and that branch's lines; a nested chain: the outer chain's words, or
  // one inner chain's alone); `undefined` where the step's text is read whole.
  function words(drawing, branch, inner) {
    // All of several branches at once: the step's text, whole.
    if (drawing && branch < 0 && drawing.panels.length > 1) return undefined;
    const panel = drawing && drawing.panels[Math.max(0, branch)];
    if (!panel) return undefined;
    const chain = inner >= 0 && panel.inner ? panel.inner[inner] : undefined;
    return (chain || panel).text;
  }
  // Fills `box` with the layers the view can go to: with the outer chain
  // shown, a button per inner chain of the panels shown ("Inner chain 1:
  // r1c5<>4"); with an inner chain open, its title and the way back.
  // `choose(branch, inner)` goes there (inner -1: the outer chain). Hidden
  // when the step has no inner chain.
  function layers(box, drawing, branch, inner, choose) {
    box.replaceChildren();
    box.classList.add("pm-layers");
    const button = (words, b, k, key) => {
      const el = document.createElement("button");
      el.type = "button";
      el.textContent = words;
      el.dataset.layer = key;
      el.addEventListener("click", () => choose(b, k));
      box.appendChild(el);
    };
    const open = layer(drawing, branch, inner);
    if (drawing && open !== drawing) {
      button("\u2190 Outer chain", branch, -1, "outer");
      const title = document.createElement("span");
      title.className = "pm-layer-title";
      title.textContent = open.panels[0].title;
      box.appendChild(title);
      box.hidden = false;
      return;
    }
    const chains = [];
    (drawing ? drawing.panels : []).forEach((panel, p) => {
      if (branch >= 0 && p !== branch) return;
      panel.nodes.forEach((n) => {
        if (n.inner === undefined) return;
        const c = n.cells[0];
        chains.push([p, n.inner, "r" + c.row + "c" + c.col + (n.kind === "on" ? "=" : "<>") + n.digit]);
      });
    });
    box.hidden = !chains.length;
    if (!chains.length) return;
    box.appendChild(document.createTextNode("Inner chains:"));
    for (const [p, k, words] of chains) button((k + 1) + ": " + words, p, k, p + "." + k);
  }
  return { marks, legend, layer, layers, words, BRANCH };
})();
