//! What a page painted, read back from its board, compared with the drawing
//! (the library's model of the step) it was given. Both pages paint with the
//! same script, so one probe reads both: the cells of `#board`, candidates
//! carrying `data-role`, the SVG elements of `#overlay` with their data
//! attributes, and the keys of `#legend`.
//!
//! Besides "painted = model", the probe measures what a reader sees: no link
//! runs over a placed digit; every
//! arrowhead's tip lies outside the glyph of the candidate it points at, and
//! near a candidate of its own target node (so a group node's arrow lands in
//! one of the group's cells).

use serde_json::{Value, json};
use std::collections::BTreeSet;

/// Reads the painting back. `arguments[0]` is the panel shown (-1 for all).
pub const PROBE: &str = r#"
const q = (s) => [...document.querySelectorAll(s)];
const cells = q('#board .cell');
const spans = (i) => [...cells[i].querySelectorAll('[data-role]')];
const shades = [];
cells.forEach((el, i) => { for (const c of el.classList) if (/^pm-/.test(c)) shades.push([i, c]); });
const cands = [];
cells.forEach((el, i) => { for (const s of spans(i)) cands.push([i, Number(s.textContent), s.dataset.role]); });
const ov = document.getElementById('overlay');
const box = ov.getBoundingClientRect();
const rings = q('#overlay [data-node]').map((e) => [Number(e.dataset.panel), Number(e.dataset.node), Number(e.dataset.cell), Number(e.dataset.digit), e.dataset.kind]);
const links = q('#overlay path[data-link]').map((e) => [Number(e.dataset.panel), Number(e.dataset.link), e.dataset.kind, Number(e.dataset.from), Number(e.dataset.to)]);
const groups = q('#overlay [data-group]').map((e) => [Number(e.dataset.panel), Number(e.dataset.group)]);
// The glyph box of digit d in cell i: the text itself, not its span.
function glyph(i, d) {
  for (const s of cells[i].querySelectorAll('span')) {
    if (s.textContent !== String(d) || s.classList.contains('value')) continue;
    const r = document.createRange();
    r.selectNodeContents(s);
    return r.getBoundingClientRect();
  }
  return null;
}
const heads = q('#overlay polygon[data-tip]').map((e) => {
  const [tx, ty] = e.dataset.tip.split(',').map(Number);
  const x = box.left + tx / 900 * box.width, y = box.top + ty / 900 * box.height;
  const path = ov.querySelector(`path[data-panel="${e.dataset.panel}"][data-link="${e.dataset.link}"]`);
  return { panel: Number(e.dataset.panel), to: Number(path.dataset.to), tip: [tx, ty], x, y, scale: box.width / 900 };
});
const glyphs = {};
for (const h of heads) for (const e of q(`#overlay [data-panel="${h.panel}"][data-node="${h.to}"]`)) {
  const k = e.dataset.cell + ',' + e.dataset.digit;
  const g = glyph(Number(e.dataset.cell), Number(e.dataset.digit));
  glyphs[k] = g && [g.left, g.top, g.right, g.bottom];
}
// The links that run over a placed digit (it would read as struck out):
// [panel, link, cell], the path sampled every few units.
const digitBoxes = cells.map((el) => {
  const v = el.querySelector('.value') || (el.querySelector('.marks') ? null : el);
  if (!v || !/^[1-9]$/.test(v.textContent.trim())) return null;
  const r = document.createRange();
  r.selectNodeContents(v);
  return r.getBoundingClientRect();
});
const struck = [];
for (const e of q('#overlay path[data-link]')) {
  const len = e.getTotalLength();
  const hit = new Set();
  for (let t = 0; t <= len; t += 4) {
    const pt = e.getPointAtLength(t);
    const x = box.left + pt.x / 900 * box.width, y = box.top + pt.y / 900 * box.height;
    // The digit's ink: its text box less the line's room above and below.
    digitBoxes.forEach((g, i) => { if (g && x > g.left + 1 && x < g.right - 1 && y > g.top + g.height * 0.2 && y < g.bottom - g.height * 0.2) hit.add(i); });
  }
  for (const i of hit) struck.push([Number(e.dataset.panel), Number(e.dataset.link), i]);
}
return {
  shades, cands, rings, links, groups, heads, glyphs, struck,
  legend: q('#legend li[data-key]').map((li) => li.dataset.key),
};
"#;

/// The page's own legend keys (digit colours, mistakes), not the step's.
const PAGE_KEYS: [&str; 5] = ["given", "solved", "yours", "by-step", "wrong"];

fn list(v: &Value) -> Vec<Value> {
    v.as_array().cloned().unwrap_or_default()
}

fn at(cell: &Value) -> u64 {
    (cell["row"].as_u64().unwrap() - 1) * 9 + cell["col"].as_u64().unwrap() - 1
}

fn sorted(v: &Value) -> Vec<String> {
    let mut out: Vec<String> = list(v).iter().map(Value::to_string).collect();
    out.sort();
    out.dedup();
    out
}

/// The centre of candidate `d` of cell `i`, in the overlay's 900 units.
fn spot(i: u64, d: u64) -> (f64, f64) {
    let third = 100.0 / 3.0;
    (
        (i % 9) as f64 * 100.0 + ((d - 1) % 3) as f64 * third + third / 2.0,
        (i / 9) as f64 * 100.0 + ((d - 1) / 3) as f64 * third + third / 2.0,
    )
}

/// Asserts that `seen` (the probe's answer with panel `shown` painted) is
/// exactly `drawing`, that no link runs over a placed digit, and that
/// arrowheads stop outside their targets' glyphs and point into their
/// target nodes' own cells. Returns how many heads it
/// measured.
pub fn assert_painted(drawing: &Value, shown: i64, seen: &Value, at_step: &str) -> usize {
    assert_eq!(
        seen["struck"],
        json!([]),
        "{at_step}: links over placed digits ([panel, link, cell])"
    );
    let panels: Vec<(usize, Value)> = list(&drawing["panels"])
        .into_iter()
        .enumerate()
        .filter(|(p, _)| shown < 0 || *p as i64 == shown)
        .collect();
    let mut shades = Vec::new();
    let mut cands = Vec::new();
    let mut taken = BTreeSet::new();
    let mut rings = Vec::new();
    let mut links = Vec::new();
    let mut groups = Vec::new();
    let mut keys = BTreeSet::new();
    for (p, panel) in &panels {
        for m in list(&panel["cells"]) {
            let shade = m["shade"].as_str().unwrap();
            if shade == "set" {
                let k = m["set"].as_u64().unwrap();
                shades.push(json!([at(&m["cell"]), format!("pm-set{}", k % 6)]));
                keys.insert(format!("set{k}"));
            } else {
                shades.push(json!([at(&m["cell"]), format!("pm-shade-{shade}")]));
                keys.insert(format!("shade-{shade}"));
            }
        }
        for m in list(&panel["candidates"]) {
            // Panels laid over each other: the first panel's mark shows.
            if taken.insert((at(&m["cell"]), m["digit"].as_u64().unwrap())) {
                cands.push(json!([at(&m["cell"]), m["digit"], m["role"]]));
            }
            keys.insert(format!("cand-{}", m["role"].as_str().unwrap()));
        }
        let nodes = list(&panel["nodes"]);
        for (k, n) in nodes.iter().enumerate() {
            for c in list(&n["cells"]) {
                rings.push(json!([p, k, at(&c), n["digit"], n["kind"]]));
            }
            // A restricted common's rings are keyed by its link.
            if n["kind"] != "rcc" {
                keys.insert(format!("node-{}", n["kind"].as_str().unwrap()));
            }
            // A node with an inner chain of its own is ringed twice.
            if n.get("inner").is_some() {
                keys.insert("nested".to_string());
            }
            if list(&n["cells"]).len() > 1 && n["kind"] == "chain" {
                groups.push(json!([p, k]));
                keys.insert("group".to_string());
            }
        }
        for (k, l) in list(&panel["links"]).iter().enumerate() {
            links.push(json!([p, k, l["kind"], l["from"], l["to"]]));
            let kind = l["kind"].as_str().unwrap();
            keys.insert(match kind {
                "forces" => {
                    let to = &nodes[l["to"].as_u64().unwrap() as usize];
                    format!("link-forces-{}", to["kind"].as_str().unwrap())
                }
                _ => format!("link-{kind}"),
            });
        }
    }
    for (part, want, what) in [
        ("shades", shades, "shaded cells"),
        ("cands", cands, "candidate marks"),
        ("rings", rings, "node rings"),
        ("links", links, "links"),
        ("groups", groups, "group outlines"),
    ] {
        assert_eq!(
            sorted(&seen[part]),
            sorted(&json!(want)),
            "{at_step}: {what}"
        );
    }
    let legend: BTreeSet<String> = list(&seen["legend"])
        .iter()
        .map(|k| k.as_str().unwrap().to_string())
        .filter(|k| !PAGE_KEYS.contains(&k.as_str()))
        .collect();
    assert_eq!(
        legend, keys,
        "{at_step}: the legend lists the marks in use, only those"
    );
    let heads = list(&seen["heads"]);
    for h in &heads {
        let (p, to) = (
            h["panel"].as_u64().unwrap() as usize,
            h["to"].as_u64().unwrap() as usize,
        );
        let panel = &list(&drawing["panels"])[p];
        let node = &list(&panel["nodes"])[to];
        let digit = node["digit"].as_u64().unwrap();
        let tip = (h["tip"][0].as_f64().unwrap(), h["tip"][1].as_f64().unwrap());
        let (x, y) = (h["x"].as_f64().unwrap(), h["y"].as_f64().unwrap());
        // The nearest candidate of the target node: the head points at it,
        // within a ring's width of its edge, so into the node's own cell.
        // Measured from the digit as the page lays it out: at phone width the
        // box lines shift a corner cell's digits by several units from an
        // even grid, and the page aims at where they are.
        let cell = list(&node["cells"])
            .iter()
            .map(|c| {
                let (cx, cy) = spot(at(c), digit);
                (at(c), ((cx - tip.0).powi(2) + (cy - tip.1).powi(2)).sqrt())
            })
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .unwrap()
            .0;
        let g = &seen["glyphs"][format!("{cell},{digit}")];
        let g: Vec<f64> = list(g).iter().map(|v| v.as_f64().unwrap()).collect();
        assert_eq!(
            g.len(),
            4,
            "{at_step}: the target r{}c{} {digit} is on the board",
            cell / 9 + 1,
            cell % 9 + 1
        );
        let scale = h["scale"].as_f64().unwrap();
        let (gx, gy) = ((g[0] + g[2]) / 2.0, (g[1] + g[3]) / 2.0);
        let dist = ((gx - x).powi(2) + (gy - y).powi(2)).sqrt() / scale;
        assert!(
            dist < 30.0,
            "{at_step}: an arrowhead into node {to} stops {dist:.1} units from its nearest cell r{}c{}",
            cell / 9 + 1,
            cell % 9 + 1
        );
        let inside = x > g[0] && x < g[2] && y > g[1] && y < g[3];
        assert!(
            !inside,
            "{at_step}: an arrowhead's tip ({x:.1},{y:.1}) is on the digit {digit} of r{}c{} ({g:?})",
            cell / 9 + 1,
            cell % 9 + 1
        );
    }
    heads.len()
}
