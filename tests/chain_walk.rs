//! Walks every chain the engine writes, from outside the library.
//!
//! The binary solves the shared sets top1465, rated-se, forum-hardest-110626 and
//! levels-se-2000 (all of each, 5934 puzzles: about 10 s for this file in the
//! dev profile on two cores, most of it solving and parsing the JSON) and
//! writes its JSON trace. This test reads the trace into
//! plain `serde_json::Value`s, replays it on its own candidate grid, and checks
//! each step against the trace contract (`docs/trace-format.md`, "Chains")
//! with its own code, not the library's:
//!
//! - `pattern.chain`: every node's digit is a candidate of each of its cells, a
//!   group node lies in one box/line intersection, every link is the strong or
//!   weak link its label says on the grid of that moment, the labels alternate,
//!   the ends fit the conclusion, and the conclusion implies exactly the step's
//!   eliminations (`first_or_last`: the candidates weakly linked to both ends;
//!   `continuous_loop`: what every weak link of the loop removes;
//!   `contradiction`: the nodes the chain proves false once the assumed
//!   candidate is false, the assumed one first);
//! - `pattern.als` / `rcc`: every set is n cells of one unit holding n+1 digits,
//!   every rcc digit is restricted common, and the ALS rule implies exactly the
//!   eliminations;
//! - fish with `cover_units` (basic and finned): base and cover units, body,
//!   `fins`, `sashimi` (as `docs/trace-format.md` words it: a base unit with
//!   exactly one candidate in the cover; the contract's "no candidate at a
//!   corner" must then hold too), and exactly the eliminations the fish implies;
//! - every step changes the grid, and for a puzzle with one solution no step
//!   removes a digit of the solution or places a wrong one.

mod common;

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// The techniques that carry `pattern.chain`: each one the registry has must be
/// met (and checked) at least once in the sets, and always with its chain.
const CHAIN_TECHNIQUES: [&str; 8] = [
    "skyscraper",
    "two_string_kite",
    "turbot_fish",
    "empty_rectangle",
    "simple_coloring",
    "multi_coloring",
    "xy_wing",
    "w_wing",
];

/// The techniques that carry `pattern.als` / `rcc`.
const ALS_TECHNIQUES: [&str; 4] = ["xyz_wing", "als_xz", "als_xy_wing", "death_blossom"];

/// The fish, with their size.
const FISH: [(&str, usize); 6] = [
    ("x_wing", 2),
    ("swordfish", 3),
    ("jellyfish", 4),
    ("finned_x_wing", 2),
    ("finned_swordfish", 3),
    ("finned_jellyfish", 4),
];

/// The sets replayed, all of each.
const SETS: [&str; 4] = [
    "top1465.txt",
    "rated-se.txt",
    "forum-hardest-110626.txt",
    "levels-se-2000.txt",
];

// ---------------------------------------------------------------------------
// Geometry: cells 0..81 row by row, units 0..27 (rows, columns, boxes).

fn row(c: usize) -> usize {
    c / 9
}

fn col(c: usize) -> usize {
    c % 9
}

fn box_of(c: usize) -> usize {
    (c / 27) * 3 + (c % 9) / 3
}

fn sees(a: usize, b: usize) -> bool {
    a != b && (row(a) == row(b) || col(a) == col(b) || box_of(a) == box_of(b))
}

fn unit_cells(u: usize) -> [usize; 9] {
    std::array::from_fn(|k| match u {
        0..=8 => u * 9 + k,
        9..=17 => k * 9 + (u - 9),
        _ => {
            let b = u - 18;
            (b / 3) * 27 + (b % 3) * 3 + (k / 3) * 9 + k % 3
        }
    })
}

fn in_unit(u: usize, c: usize) -> bool {
    match u {
        0..=8 => row(c) == u,
        9..=17 => col(c) == u - 9,
        _ => box_of(c) == u - 18,
    }
}

fn cell_name(c: usize) -> String {
    format!("r{}c{}", row(c) + 1, col(c) + 1)
}

fn unit_name(u: usize) -> String {
    match u {
        0..=8 => format!("row {}", u + 1),
        9..=17 => format!("column {}", u - 8),
        _ => format!("box {}", u - 17),
    }
}

fn cand_name(&(c, d): &(usize, u8)) -> String {
    format!("{d}{}", cell_name(c))
}

fn cands_name(set: &BTreeSet<(usize, u8)>) -> String {
    let v: Vec<String> = set.iter().map(cand_name).collect();
    format!("[{}]", v.join(" "))
}

// ---------------------------------------------------------------------------
// The test's own candidate grid.

#[derive(Clone)]
struct Board {
    value: [u8; 81],
    /// Bit d set: d is a candidate (empty cells only).
    cand: [u16; 81],
}

impl Board {
    fn new(puzzle: &str, pencil: Option<&str>) -> Result<Board, String> {
        let bytes = puzzle.as_bytes();
        if bytes.len() != 81 {
            return Err(format!("puzzle has {} characters", bytes.len()));
        }
        let mut value = [0u8; 81];
        for (i, &ch) in bytes.iter().enumerate() {
            value[i] = match ch {
                b'1'..=b'9' => ch - b'0',
                b'.' | b'0' => 0,
                _ => return Err(format!("bad puzzle character {:?}", ch as char)),
            };
        }
        let mut cand = [0u16; 81];
        for c in 0..81 {
            if value[c] != 0 {
                continue;
            }
            let mut m = 0x3FEu16;
            for (p, &v) in value.iter().enumerate() {
                if sees(c, p) && v != 0 {
                    m &= !(1 << v);
                }
            }
            if let Some(pm) = pencil {
                let listed = &pm.as_bytes()[c * 9..c * 9 + 9];
                for d in 1..=9u8 {
                    if listed[usize::from(d) - 1] == b'.' {
                        m &= !(1 << d);
                    }
                }
            }
            cand[c] = m;
        }
        Ok(Board { value, cand })
    }

    fn has(&self, c: usize, d: u8) -> bool {
        self.value[c] == 0 && self.cand[c] & (1 << d) != 0
    }

    /// The cells of unit `u` where `d` is a candidate.
    fn places(&self, u: usize, d: u8) -> BTreeSet<usize> {
        unit_cells(u)
            .into_iter()
            .filter(|&c| self.has(c, d))
            .collect()
    }

    fn place(&mut self, c: usize, d: u8) -> Result<(), String> {
        if !self.has(c, d) {
            return Err(format!(
                "places {d} in {} where it is not a candidate",
                cell_name(c)
            ));
        }
        self.value[c] = d;
        self.cand[c] = 0;
        for p in 0..81 {
            if sees(c, p) {
                self.cand[p] &= !(1 << d);
            }
        }
        Ok(())
    }

    fn eliminate(&mut self, c: usize, d: u8) -> Result<(), String> {
        if !self.has(c, d) {
            return Err(format!(
                "removes {d} from {} where it is not a candidate",
                cell_name(c)
            ));
        }
        self.cand[c] &= !(1 << d);
        Ok(())
    }

    /// Every candidate of `d` outside `cells` that sees every one of `cells`.
    fn seeing_all(&self, d: u8, cells: &BTreeSet<usize>) -> BTreeSet<(usize, u8)> {
        (0..81)
            .filter(|&c| self.has(c, d) && cells.iter().all(|&x| sees(c, x)))
            .map(|c| (c, d))
            .collect()
    }
}

// ---------------------------------------------------------------------------
// Reading the JSON.

fn int(v: &Value, key: &str) -> Result<i64, String> {
    v.get(key)
        .and_then(Value::as_i64)
        .ok_or_else(|| format!("`{key}` missing or not an integer in {v}"))
}

fn array<'a>(v: &'a Value, key: &str) -> Result<&'a Vec<Value>, String> {
    v.get(key)
        .and_then(Value::as_array)
        .ok_or_else(|| format!("`{key}` missing or not an array"))
}

fn digit_of(v: &Value) -> Result<u8, String> {
    match v.as_i64() {
        Some(d @ 1..=9) => Ok(d as u8),
        _ => Err(format!("{v} is not a digit")),
    }
}

fn cell_of(v: &Value) -> Result<usize, String> {
    let (r, c) = (int(v, "row")?, int(v, "col")?);
    if !(1..=9).contains(&r) || !(1..=9).contains(&c) {
        return Err(format!("cell out of the grid: {v}"));
    }
    Ok((r as usize - 1) * 9 + c as usize - 1)
}

fn candidate_of(v: &Value) -> Result<(usize, u8), String> {
    let digit = v
        .get("digit")
        .ok_or_else(|| format!("`digit` missing in {v}"))?;
    Ok((cell_of(v)?, digit_of(digit)?))
}

fn cells_of(v: &Value, key: &str) -> Result<Vec<usize>, String> {
    array(v, key)?.iter().map(cell_of).collect()
}

fn digits_of(v: &Value, key: &str) -> Result<Vec<u8>, String> {
    array(v, key)?.iter().map(digit_of).collect()
}

fn unit_of(v: &Value) -> Result<usize, String> {
    let i = int(v, "index")?;
    if !(1..=9).contains(&i) {
        return Err(format!("unit index out of range: {v}"));
    }
    let base = match v.get("kind").and_then(Value::as_str) {
        Some("row") => 0,
        Some("col") => 9,
        Some("box") => 18,
        _ => return Err(format!("bad unit kind: {v}")),
    };
    Ok(base + i as usize - 1)
}

fn units_of(v: &Value, key: &str) -> Result<Vec<usize>, String> {
    array(v, key)?.iter().map(unit_of).collect()
}

/// Compares what a pattern implies with what the step lists.
fn same_set(
    errors: &mut Vec<String>,
    what: &str,
    implied: &BTreeSet<(usize, u8)>,
    listed: &BTreeSet<(usize, u8)>,
) {
    if implied != listed {
        let missing: BTreeSet<_> = implied.difference(listed).copied().collect();
        let extra: BTreeSet<_> = listed.difference(implied).copied().collect();
        errors.push(format!(
            "{what}: the pattern implies {}, the step lists {} (missing {}, not implied {})",
            cands_name(implied),
            cands_name(listed),
            cands_name(&missing),
            cands_name(&extra)
        ));
    }
}

// ---------------------------------------------------------------------------
// Chains.

#[derive(Clone, Debug)]
struct Node {
    digit: u8,
    cells: BTreeSet<usize>,
}

impl Node {
    fn name(&self) -> String {
        let cells: Vec<String> = self.cells.iter().map(|&c| cell_name(c)).collect();
        format!("({}){}", self.digit, cells.join("|"))
    }

    fn single(&self) -> Option<usize> {
        (self.cells.len() == 1).then(|| *self.cells.first().unwrap())
    }
}

fn node_of(v: &Value, board: &Board) -> Result<Node, String> {
    let digit = digit_of(v.get("digit").ok_or("node without `digit`")?)?;
    let list = cells_of(v, "cells")?;
    let cells: BTreeSet<usize> = list.iter().copied().collect();
    let node = Node { digit, cells };
    if list.is_empty() || list.len() != node.cells.len() {
        return Err(format!("node {v}: no cells, or a cell twice"));
    }
    if node.cells.len() > 1 {
        let first = list[0];
        let same_box = list.iter().all(|&c| box_of(c) == box_of(first));
        let same_line = list.iter().all(|&c| row(c) == row(first))
            || list.iter().all(|&c| col(c) == col(first));
        if !(same_box && same_line) {
            return Err(format!(
                "group node {} is not in one box/line intersection",
                node.name()
            ));
        }
    }
    for &c in &node.cells {
        if !board.has(c, digit) {
            return Err(format!(
                "node {}: {digit} is not a candidate of {}",
                node.name(),
                cell_name(c)
            ));
        }
    }
    Ok(node)
}

/// Strong: the two nodes cannot both be false.
fn is_strong(board: &Board, x: &Node, y: &Node) -> bool {
    if x.digit == y.digit {
        if !x.cells.is_disjoint(&y.cells) {
            return false;
        }
        let both: BTreeSet<usize> = x.cells.union(&y.cells).copied().collect();
        (0..27).any(|u| board.places(u, x.digit) == both)
    } else {
        match (x.single(), y.single()) {
            (Some(a), Some(b)) => {
                a == b && board.value[a] == 0 && board.cand[a] == (1 << x.digit) | (1 << y.digit)
            }
            _ => false,
        }
    }
}

/// Weak: the two nodes cannot both be true.
fn is_weak(x: &Node, y: &Node) -> bool {
    if x.digit == y.digit {
        x.cells.is_disjoint(&y.cells)
            && x.cells.iter().all(|&a| y.cells.iter().all(|&b| sees(a, b)))
    } else {
        matches!((x.single(), y.single()), (Some(a), Some(b)) if a == b)
    }
}

/// Every candidate of the grid weakly linked to `node`.
fn weakly_linked(board: &Board, node: &Node) -> BTreeSet<(usize, u8)> {
    let mut out = BTreeSet::new();
    for c in 0..81 {
        for d in 1..=9u8 {
            if !board.has(c, d) {
                continue;
            }
            let cand = Node {
                digit: d,
                cells: BTreeSet::from([c]),
            };
            if is_weak(&cand, node) {
                out.insert((c, d));
            }
        }
    }
    out
}

fn node_candidates(node: &Node) -> BTreeSet<(usize, u8)> {
    node.cells.iter().map(|&c| (c, node.digit)).collect()
}

/// What a contradiction chain proves: the assumed first node is false, and
/// from there every node the chain's links (as they hold on the grid, in both
/// directions, the closing link included) force. Returns the false nodes'
/// candidates, or a message if the chain forces a node both ways.
fn contradiction_removals(board: &Board, nodes: &[Node]) -> Result<BTreeSet<(usize, u8)>, String> {
    let n = nodes.len();
    let mut state: Vec<Option<bool>> = vec![None; n];
    state[0] = Some(false);
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..n {
            for (a, b) in [(i, (i + 1) % n), ((i + 1) % n, i)] {
                let implied = match state[a] {
                    Some(false) if is_strong(board, &nodes[a], &nodes[b]) => true,
                    Some(true) if is_weak(&nodes[a], &nodes[b]) => false,
                    _ => continue,
                };
                match state[b] {
                    None => {
                        state[b] = Some(implied);
                        changed = true;
                    }
                    Some(s) if s != implied => {
                        return Err(format!(
                            "the chain forces {} both true and false",
                            nodes[b].name()
                        ));
                    }
                    _ => {}
                }
            }
        }
    }
    Ok(nodes
        .iter()
        .zip(&state)
        .filter(|(_, s)| **s == Some(false))
        .flat_map(|(node, _)| node_candidates(node))
        .collect())
}

struct ChainSeen {
    conclusion: String,
    links: usize,
    group_nodes: usize,
}

/// Checks `pattern.chain` of a step against the grid just before it.
fn check_chain(
    board: &Board,
    technique: &str,
    pattern: &Value,
    placements: &BTreeSet<(usize, u8)>,
    eliminations: &BTreeSet<(usize, u8)>,
    errors: &mut Vec<String>,
) -> Option<ChainSeen> {
    let before = errors.len();
    let mut nodes = Vec::new();
    for v in array(pattern, "chain").map_err(|e| errors.push(e)).ok()? {
        match node_of(v, board) {
            Ok(node) => nodes.push(node),
            Err(e) => errors.push(e),
        }
    }
    let labels: Vec<&str> = match array(pattern, "links") {
        Ok(a) => a.iter().map(|l| l.as_str().unwrap_or("?")).collect(),
        Err(e) => {
            errors.push(e);
            return None;
        }
    };
    let is_loop = match pattern.get("loop") {
        None => false,
        Some(Value::Bool(b)) => *b,
        Some(other) => {
            errors.push(format!("`loop` is not a boolean: {other}"));
            false
        }
    };
    let Some(conclusion) = pattern.get("conclusion").and_then(Value::as_str) else {
        errors.push("a chain without `conclusion`".into());
        return None;
    };
    if errors.len() > before {
        return None;
    }
    let n = nodes.len();
    let want_links = if is_loop { n } else { n.saturating_sub(1) };
    if n < 2 || labels.len() != want_links {
        errors.push(format!(
            "{n} nodes and {} links (loop: {is_loop})",
            labels.len()
        ));
        return None;
    }
    let chain_text = {
        let mut s = nodes[0].name();
        for (i, l) in labels.iter().enumerate() {
            s.push(if *l == "strong" { '=' } else { '-' });
            s.push_str(&nodes[(i + 1) % n].name());
        }
        s
    };
    let mut bad = |msg: String| errors.push(format!("chain {chain_text}: {msg}"));

    // Every link holds on the grid as labelled.
    for (i, label) in labels.iter().enumerate() {
        let (x, y) = (&nodes[i], &nodes[(i + 1) % n]);
        match *label {
            "strong" if !is_strong(board, x, y) => bad(format!(
                "link {} {}={} is labelled strong but is not a strong link",
                i + 1,
                x.name(),
                y.name()
            )),
            "weak" if !is_weak(x, y) => bad(format!(
                "link {} {}-{} is labelled weak but is not a weak link",
                i + 1,
                x.name(),
                y.name()
            )),
            "strong" | "weak" => {}
            other => bad(format!("link {} has label {other:?}", i + 1)),
        }
    }
    // Labels alternate (round a continuous loop, the even count checked below
    // makes the closing link alternate too).
    for i in 1..labels.len() {
        if labels[i] == labels[i - 1] {
            bad(format!("links {} and {} do not alternate", i, i + 1));
        }
    }

    let mut implied_placements = BTreeSet::new();
    let mut implied = BTreeSet::new();
    match conclusion {
        "first_or_last" => {
            if is_loop {
                bad("an open-chain conclusion on a loop".into());
            }
            if labels[0] != "strong" || labels[labels.len() - 1] != "strong" {
                bad("an open chain must start and end with a strong link".into());
            }
            let (first, last) = (&nodes[0], &nodes[n - 1]);
            if first.digit == last.digit && first.single().is_some() && first.cells == last.cells {
                implied_placements = node_candidates(first);
            } else {
                let a = weakly_linked(board, first);
                let b = weakly_linked(board, last);
                implied = a.intersection(&b).copied().collect();
            }
        }
        "continuous_loop" => {
            if !is_loop {
                bad("a continuous loop without `loop: true`".into());
            }
            if !labels.len().is_multiple_of(2) {
                bad("a continuous loop with an odd number of links".into());
            }
            for (i, label) in labels.iter().enumerate() {
                let (x, y) = (&nodes[i], &nodes[(i + 1) % n]);
                if *label != "weak" {
                    continue;
                }
                if x.digit == y.digit {
                    let both: BTreeSet<usize> = x.cells.union(&y.cells).copied().collect();
                    implied.extend(board.seeing_all(x.digit, &both));
                } else if let Some(c) = x.single() {
                    for d in 1..=9u8 {
                        if d != x.digit && d != y.digit && board.has(c, d) {
                            implied.insert((c, d));
                        }
                    }
                }
            }
        }
        "contradiction" => {
            match pattern.get("assumed").map(candidate_of) {
                Some(Ok((c, d))) => {
                    if nodes[0].digit != d || nodes[0].single() != Some(c) {
                        bad(format!(
                            "`assumed` {} is not the first node",
                            cand_name(&(c, d))
                        ));
                    }
                }
                Some(Err(e)) => bad(e),
                None => bad("a contradiction without `assumed`".into()),
            }
            // The links of the chain proper (without a closing link named last).
            let body = if is_loop {
                &labels[..labels.len() - 1]
            } else {
                &labels[..]
            };
            if body.is_empty() || body[0] != "weak" || body[body.len() - 1] != "strong" {
                bad("a contradiction chain must start weak and end strong".into());
            }
            if is_loop {
                if labels[labels.len() - 1] != "weak" {
                    bad("the closing link of a contradiction is not weak".into());
                }
            } else if !is_weak(&nodes[n - 1], &nodes[0]) {
                bad(format!(
                    "the last node {} is not weakly linked to the first {}",
                    nodes[n - 1].name(),
                    nodes[0].name()
                ));
            }
            match contradiction_removals(board, &nodes) {
                Ok(set) => implied = set,
                Err(e) => bad(e),
            }
        }
        other => bad(format!("unknown conclusion {other:?}")),
    }
    same_set(errors, "chain placements", &implied_placements, placements);
    same_set(errors, "chain eliminations", &implied, eliminations);

    // The documented shapes of the techniques this engine has.
    let digits: BTreeSet<u8> = digits_of(pattern, "digits")
        .map_err(|e| errors.push(e))
        .unwrap_or_default()
        .into_iter()
        .collect();
    let chain_digits: BTreeSet<u8> = nodes.iter().map(|x| x.digit).collect();
    let shape = match technique {
        "skyscraper" | "two_string_kite" | "turbot_fish" | "empty_rectangle" => Some(4),
        "xy_wing" | "w_wing" => Some(6),
        "simple_coloring" | "multi_coloring" => None,
        _ => return Some(seen(conclusion, &labels, &nodes)),
    };
    if chain_digits != digits {
        errors.push(format!(
            "chain digits {chain_digits:?} are not the pattern's digits {digits:?}"
        ));
    }
    if shape.is_some_and(|len| len != n) {
        errors.push(format!("{technique} with a chain of {n} nodes"));
    }
    if technique != "empty_rectangle" && nodes.iter().any(|x| x.cells.len() > 1) {
        errors.push(format!("{technique} with a group node"));
    }
    if technique != "simple_coloring" && conclusion != "first_or_last" {
        errors.push(format!("{technique} with conclusion {conclusion}"));
    }
    Some(seen(conclusion, &labels, &nodes))
}

fn seen(conclusion: &str, labels: &[&str], nodes: &[Node]) -> ChainSeen {
    ChainSeen {
        conclusion: conclusion.to_string(),
        links: labels.len(),
        group_nodes: nodes.iter().filter(|x| x.cells.len() > 1).count(),
    }
}

// ---------------------------------------------------------------------------
// Almost locked sets.

struct Als {
    cells: BTreeSet<usize>,
    digits: u16,
}

impl Als {
    /// The cells of the set holding `d`.
    fn places(&self, board: &Board, d: u8) -> BTreeSet<usize> {
        self.cells
            .iter()
            .copied()
            .filter(|&c| board.has(c, d))
            .collect()
    }
}

fn digits_in(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |d| mask & (1 << d) != 0)
}

fn als_of(v: &Value, board: &Board) -> Result<Als, String> {
    let list = cells_of(v, "cells")?;
    let cells: BTreeSet<usize> = list.iter().copied().collect();
    if list.is_empty() || list.len() != cells.len() {
        return Err(format!("ALS {v}: no cells, or a cell twice"));
    }
    let mut digits = 0u16;
    for d in digits_of(v, "digits")? {
        digits |= 1 << d;
    }
    let mut held = 0u16;
    for &c in &cells {
        if board.value[c] != 0 {
            return Err(format!("ALS {v}: {} is filled", cell_name(c)));
        }
        held |= board.cand[c];
    }
    if held != digits {
        return Err(format!(
            "ALS {v}: its cells hold {:?}",
            digits_in(held).collect::<Vec<_>>()
        ));
    }
    if digits.count_ones() as usize != cells.len() + 1 {
        return Err(format!(
            "ALS {v}: {} cells, not one digit fewer",
            cells.len()
        ));
    }
    if !(0..27).any(|u| cells.iter().all(|&c| in_unit(u, c))) {
        return Err(format!("ALS {v}: its cells share no unit"));
    }
    Ok(Als { cells, digits })
}

/// `d` is in both sets and every candidate of it in one sees every one in the other.
fn restricted(board: &Board, a: &Als, b: &Als, d: u8) -> bool {
    let (pa, pb) = (a.places(board, d), b.places(board, d));
    !pa.is_empty() && !pb.is_empty() && pa.iter().all(|&x| pb.iter().all(|&y| sees(x, y)))
}

/// Candidates of `d` that see every candidate of it in all of `sets`.
fn seeing_all_in(board: &Board, d: u8, sets: &[&Als]) -> BTreeSet<(usize, u8)> {
    let mut cells = BTreeSet::new();
    for s in sets {
        cells.extend(s.places(board, d));
    }
    board.seeing_all(d, &cells)
}

fn check_als(
    board: &Board,
    technique: &str,
    pattern: &Value,
    placements: &BTreeSet<(usize, u8)>,
    eliminations: &BTreeSet<(usize, u8)>,
    errors: &mut Vec<String>,
) -> bool {
    let sets: Vec<Als> =
        match array(pattern, "als").and_then(|a| a.iter().map(|v| als_of(v, board)).collect()) {
            Ok(s) => s,
            Err(e) => {
                errors.push(e);
                return false;
            }
        };
    let rcc = match digits_of(pattern, "rcc") {
        Ok(r) => r,
        Err(e) => {
            errors.push(e);
            return false;
        }
    };
    if !placements.is_empty() {
        errors.push("an ALS step places a digit".into());
    }
    let mut implied = BTreeSet::new();
    match technique {
        "als_xz" | "xyz_wing" => {
            let [a, b] = &sets[..] else {
                errors.push(format!("{technique} with {} sets", sets.len()));
                return false;
            };
            if rcc.is_empty() || rcc.len() > 2 || (rcc.len() == 2 && rcc[0] == rcc[1]) {
                errors.push(format!("{technique} with rcc {rcc:?}"));
                return false;
            }
            for &x in &rcc {
                if !restricted(board, a, b, x) {
                    errors.push(format!("{x} is not a restricted common digit of the sets"));
                }
            }
            for z in digits_in(a.digits & b.digits).filter(|z| !rcc.contains(z)) {
                implied.extend(seeing_all_in(board, z, &[a, b]));
            }
            if rcc.len() == 2 {
                for &x in &rcc {
                    implied.extend(seeing_all_in(board, x, &[a, b]));
                }
                // The contract takes these only outside both sets (a cell of the
                // other set could lose one too; the contract leaves that out).
                for s in [a, b] {
                    for z in digits_in(s.digits).filter(|z| !rcc.contains(z)) {
                        implied.extend(
                            seeing_all_in(board, z, &[s])
                                .into_iter()
                                .filter(|(c, _)| !a.cells.contains(c) && !b.cells.contains(c)),
                        );
                    }
                }
            }
        }
        "als_xy_wing" => {
            let [a, b, c] = &sets[..] else {
                errors.push(format!("{technique} with {} sets", sets.len()));
                return false;
            };
            let [x, y] = rcc[..] else {
                errors.push(format!("{technique} with rcc {rcc:?}"));
                return false;
            };
            if x == y || !restricted(board, a, c, x) || !restricted(board, b, c, y) {
                errors.push(format!("rcc {rcc:?} do not link A to C and B to C"));
            }
            // The contract takes these outside the three sets only (a cell of C
            // seeing every z of A and B could lose z too; the contract leaves it).
            for z in digits_in(a.digits & b.digits).filter(|&z| z != x && z != y) {
                implied.extend(
                    seeing_all_in(board, z, &[a, b])
                        .into_iter()
                        .filter(|(cell, _)| !c.cells.contains(cell)),
                );
            }
        }
        "death_blossom" => {
            let stem = match cells_of(pattern, "cells") {
                Ok(v) if v.len() == 1 => v[0],
                _ => {
                    errors.push("a death blossom names one stem cell".into());
                    return false;
                }
            };
            let stem_digits: Vec<u8> = digits_in(board.cand[stem]).collect();
            if board.value[stem] != 0 || rcc.len() != sets.len() || {
                let mut r = rcc.clone();
                r.sort();
                r != stem_digits
            } {
                errors.push(format!(
                    "rcc {rcc:?} are not the stem's candidates {stem_digits:?}, one per petal"
                ));
                return false;
            }
            for (petal, &d) in sets.iter().zip(&rcc) {
                let p = petal.places(board, d);
                if p.is_empty() || !p.iter().all(|&c| sees(c, stem)) {
                    errors.push(format!("petal for {d} does not see the stem"));
                }
            }
            let common = sets.iter().fold(0x3FEu16, |m, s| m & s.digits) & !board.cand[stem];
            let petals: Vec<&Als> = sets.iter().collect();
            for z in digits_in(common) {
                implied.extend(seeing_all_in(board, z, &petals));
            }
        }
        other => {
            errors.push(format!("no ALS rule known for {other}"));
            return false;
        }
    }
    same_set(errors, "ALS eliminations", &implied, eliminations);
    true
}

// ---------------------------------------------------------------------------
// Fish.

fn check_fish(
    board: &Board,
    size: usize,
    finned: bool,
    pattern: &Value,
    placements: &BTreeSet<(usize, u8)>,
    eliminations: &BTreeSet<(usize, u8)>,
    errors: &mut Vec<String>,
) -> bool {
    let parsed = (|| -> Result<_, String> {
        let digits = digits_of(pattern, "digits")?;
        let [d] = digits[..] else {
            return Err(format!("fish with digits {digits:?}"));
        };
        Ok((
            d,
            units_of(pattern, "units")?,
            units_of(pattern, "cover_units")?,
        ))
    })();
    let (d, base, cover) = match parsed {
        Ok(p) => p,
        Err(e) => {
            errors.push(e);
            return false;
        }
    };
    let kind = |u: usize| u / 9;
    let distinct = |v: &[usize]| v.iter().collect::<BTreeSet<_>>().len() == v.len();
    if base.len() != size
        || cover.len() != size
        || !distinct(&base)
        || !distinct(&cover)
        || base
            .iter()
            .any(|&u| kind(u) != kind(base[0]) || kind(u) == 2)
        || cover.iter().any(|&u| kind(u) + kind(base[0]) != 1)
    {
        errors.push(format!(
            "fish of size {size} with base {:?} and cover {:?}",
            base.iter().map(|&u| unit_name(u)).collect::<Vec<_>>(),
            cover.iter().map(|&u| unit_name(u)).collect::<Vec<_>>()
        ));
        return false;
    }
    let in_base = |c: usize| base.iter().any(|&u| in_unit(u, c));
    let in_cover = |c: usize| cover.iter().any(|&u| in_unit(u, c));
    let base_places: BTreeSet<usize> = (0..81).filter(|&c| in_base(c) && board.has(c, d)).collect();
    let fins: BTreeSet<usize> = base_places
        .iter()
        .copied()
        .filter(|&c| !in_cover(c))
        .collect();
    let body: BTreeSet<usize> = base_places
        .iter()
        .copied()
        .filter(|&c| in_cover(c))
        .collect();
    let outside: BTreeSet<usize> = (0..81)
        .filter(|&c| in_cover(c) && !in_base(c) && board.has(c, d))
        .collect();
    if !placements.is_empty() {
        errors.push("a fish places a digit".into());
    }
    let listed_cells: BTreeSet<usize> = cells_of(pattern, "cells")
        .map_err(|e| errors.push(e))
        .unwrap_or_default()
        .into_iter()
        .collect();
    let implied: BTreeSet<(usize, u8)> = if finned {
        let listed_fins: BTreeSet<usize> = cells_of(pattern, "fins")
            .map_err(|e| errors.push(e))
            .unwrap_or_default()
            .into_iter()
            .collect();
        if listed_fins != fins || fins.is_empty() {
            errors.push(format!(
                "fins {:?} but the base candidates outside the cover are {:?}",
                listed_fins
                    .iter()
                    .map(|&c| cell_name(c))
                    .collect::<Vec<_>>(),
                fins.iter().map(|&c| cell_name(c)).collect::<Vec<_>>()
            ));
        }
        let fin_boxes: BTreeSet<usize> = fins.iter().map(|&c| box_of(c)).collect();
        if fin_boxes.len() > 1 {
            errors.push("fins in more than one box".into());
        }
        if listed_cells != body {
            errors.push("`cells` is not the fish's body".into());
        }
        let per_base: Vec<usize> = base
            .iter()
            .map(|&u| body.iter().filter(|&&c| in_unit(u, c)).count())
            .collect();
        if per_base.contains(&0) {
            errors.push(format!(
                "a base unit with no candidate in the cover: {per_base:?}"
            ));
        }
        // The project's rule; the contract's ("a base unit holds no candidate
        // at a corner") must hold whenever the flag is set.
        let sashimi = pattern
            .get("sashimi")
            .and_then(Value::as_bool)
            .unwrap_or(false);
        if sashimi != per_base.contains(&1) {
            errors.push(format!(
                "sashimi is {sashimi}, base candidates in the cover {per_base:?}"
            ));
        }
        let empty_corner = base.iter().any(|&b| {
            cover
                .iter()
                .any(|&cu| (0..81).all(|c| !(in_unit(b, c) && in_unit(cu, c) && board.has(c, d))))
        });
        if sashimi && !empty_corner {
            errors.push("sashimi but every corner holds the digit".into());
        }
        outside
            .into_iter()
            .filter(|&c| fins.iter().all(|&f| sees(c, f)))
            .map(|c| (c, d))
            .collect()
    } else {
        if !fins.is_empty() {
            errors.push(format!(
                "a basic fish with base candidates outside the cover: {:?}",
                fins.iter().map(|&c| cell_name(c)).collect::<Vec<_>>()
            ));
        }
        if listed_cells != base_places {
            errors.push("`cells` is not every candidate of the base units".into());
        }
        outside.into_iter().map(|c| (c, d)).collect()
    };
    same_set(errors, "fish eliminations", &implied, eliminations);
    true
}

// ---------------------------------------------------------------------------
// Whole traces.

#[derive(Default)]
struct Tally {
    traces: usize,
    steps: usize,
    /// Steps checked, by kind of check and technique.
    checked: BTreeMap<(&'static str, String), usize>,
    conclusions: BTreeMap<String, usize>,
    links: usize,
    group_nodes: usize,
}

impl Tally {
    fn merge(&mut self, other: Tally) {
        self.traces += other.traces;
        self.steps += other.steps;
        for (k, v) in other.checked {
            *self.checked.entry(k).or_default() += v;
        }
        for (k, v) in other.conclusions {
            *self.conclusions.entry(k).or_default() += v;
        }
        self.links += other.links;
        self.group_nodes += other.group_nodes;
    }

    fn count(&self, kind: &str, technique: &str) -> usize {
        self.checked
            .iter()
            .filter(|((k, t), _)| *k == kind && t == technique)
            .map(|(_, v)| v)
            .sum()
    }
}

/// Replays one trace and checks every step; returns the problems found, each
/// naming the step.
fn check_trace(trace: &Value, tally: &mut Tally) -> Vec<String> {
    let mut problems = Vec::new();
    let puzzle = trace.get("puzzle").and_then(Value::as_str).unwrap_or("");
    if trace.get("format").and_then(Value::as_str) != Some("sudoku-trace")
        || trace.get("version").and_then(Value::as_i64) != Some(1)
    {
        problems.push(format!("{puzzle}: not a version 1 sudoku-trace"));
    }
    let pencil = trace.get("candidates").and_then(Value::as_str);
    let mut board = match Board::new(puzzle, pencil) {
        Ok(b) => b,
        Err(e) => return vec![format!("{puzzle}: {e}")],
    };
    let status = trace.get("status").and_then(Value::as_str).unwrap_or("");
    // The solution, when it is the only one: no step may contradict it.
    let solution: Option<Vec<u8>> = (status == "solved")
        .then(|| trace.get("solution").and_then(Value::as_str))
        .flatten()
        .map(|s| s.bytes().map(|b| b - b'0').collect());
    let steps = match array(trace, "steps") {
        Ok(s) => s,
        Err(e) => return vec![format!("{puzzle}: {e}")],
    };
    tally.traces += 1;
    for (k, step) in steps.iter().enumerate() {
        tally.steps += 1;
        let technique = step.get("technique").and_then(Value::as_str).unwrap_or("?");
        let mut errors = Vec::new();
        let list = |key: &str, errors: &mut Vec<String>| -> Vec<(usize, u8)> {
            match array(step, key).and_then(|a| a.iter().map(candidate_of).collect()) {
                Ok(v) => v,
                Err(e) => {
                    errors.push(e);
                    Vec::new()
                }
            }
        };
        let placements = list("placements", &mut errors);
        let eliminations = list("eliminations", &mut errors);
        let place_set: BTreeSet<_> = placements.iter().copied().collect();
        let elim_set: BTreeSet<_> = eliminations.iter().copied().collect();
        if placements.is_empty() && eliminations.is_empty() {
            errors.push("the step changes nothing".into());
        }
        let empty = Value::Null;
        let pattern = step.get("pattern").unwrap_or(&empty);

        if pattern.get("chain").is_some() {
            if let Some(seen) = check_chain(
                &board,
                technique,
                pattern,
                &place_set,
                &elim_set,
                &mut errors,
            ) {
                *tally
                    .checked
                    .entry(("chain", technique.into()))
                    .or_default() += 1;
                *tally.conclusions.entry(seen.conclusion).or_default() += 1;
                tally.links += seen.links;
                tally.group_nodes += seen.group_nodes;
            }
        } else if CHAIN_TECHNIQUES.contains(&technique) {
            errors.push("a chain technique without `pattern.chain`".into());
        }
        let als_step = pattern.get("als").is_some() || ALS_TECHNIQUES.contains(&technique);
        if als_step
            && check_als(
                &board,
                technique,
                pattern,
                &place_set,
                &elim_set,
                &mut errors,
            )
        {
            *tally.checked.entry(("als", technique.into())).or_default() += 1;
        }
        if let Some(&(name, size)) = FISH.iter().find(|(name, _)| *name == technique) {
            let finned = name.starts_with("finned_");
            if check_fish(
                &board,
                size,
                finned,
                pattern,
                &place_set,
                &elim_set,
                &mut errors,
            ) {
                *tally.checked.entry(("fish", technique.into())).or_default() += 1;
            }
        } else if pattern.get("fins").is_some() {
            errors.push("`fins` on a technique that is not a known fish".into());
        }

        // Soundness against the one solution.
        if let Some(sol) = &solution {
            for &(c, d) in &placements {
                if sol[c] != d {
                    errors.push(format!(
                        "places {d} in {}, the solution has {}",
                        cell_name(c),
                        sol[c]
                    ));
                }
            }
            for &(c, d) in &eliminations {
                if sol[c] == d {
                    errors.push(format!(
                        "removes {d} from {}, the solution's digit",
                        cell_name(c)
                    ));
                }
            }
        }
        // Apply the step.
        for &(c, d) in &placements {
            if let Err(e) = board.place(c, d) {
                errors.push(e);
            }
        }
        for &(c, d) in &eliminations {
            if let Err(e) = board.eliminate(c, d) {
                errors.push(e);
            }
        }
        for e in errors {
            problems.push(format!("{puzzle} step {} ({technique}): {e}", k + 1));
        }
    }
    if let Some(sol) = &solution
        && board.value[..] != sol[..]
    {
        problems.push(format!("{puzzle}: the steps do not end at the solution"));
    }
    problems
}

/// Runs `sudoku explain --format json` on `input` (a file, or `-` with `stdin`)
/// and parses one trace per line.
fn traces(input: &str, stdin: &str) -> Vec<Value> {
    let run = common::sudoku(&["explain", "--format", "json", input], stdin);
    assert_eq!(run.code, 0, "sudoku explain failed: {}", run.stderr);
    run.stdout
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is one JSON object"))
        .collect()
}

/// The technique ids of the registry, from `sudoku techniques`.
fn registry() -> BTreeSet<String> {
    let run = common::sudoku(&["techniques"], "");
    assert_eq!(run.code, 0, "{}", run.stderr);
    run.stdout
        .lines()
        .filter_map(|l| {
            let mut words = l.split_whitespace();
            let number = words.next()?;
            number.parse::<usize>().ok()?;
            words.next().map(str::to_string)
        })
        .collect()
}

#[test]
fn every_chain_holds_link_by_link_on_the_shared_sets() {
    let start = std::time::Instant::now();
    let results: Vec<(&str, Tally, Vec<String>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = SETS
            .iter()
            .map(|&name| {
                scope.spawn(move || {
                    let path = common::shared_data(name);
                    let all = traces(path.to_str().unwrap(), "");
                    let lines = common::shared_set(name);
                    assert_eq!(all.len(), lines.len(), "{name}: one trace per puzzle");
                    let mut tally = Tally::default();
                    let mut problems = Vec::new();
                    for (i, (trace, line)) in all.iter().zip(&lines).enumerate() {
                        let puzzle = trace.get("puzzle").and_then(Value::as_str).unwrap_or("");
                        if puzzle != line.replace('0', ".") {
                            problems
                                .push(format!("{name} line {}: trace of another puzzle", i + 1));
                        }
                        for p in check_trace(trace, &mut tally) {
                            problems.push(format!("{name} line {}: {p}", i + 1));
                        }
                    }
                    (name, tally, problems)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });

    let mut tally = Tally::default();
    let mut problems = Vec::new();
    for (name, t, p) in results {
        eprintln!(
            "{name}: {} traces, {} steps, {} problems",
            t.traces,
            t.steps,
            p.len()
        );
        tally.merge(t);
        problems.extend(p);
    }
    eprintln!("steps checked, by check and technique:");
    for ((kind, technique), n) in &tally.checked {
        eprintln!("  {kind:5} {technique:18} {n:6}");
    }
    eprintln!(
        "chain conclusions {:?}; {} links and {} group nodes walked; {:.1?}",
        tally.conclusions,
        tally.links,
        tally.group_nodes,
        start.elapsed()
    );

    assert!(
        problems.is_empty(),
        "{} problems, the first ones:\n{}",
        problems.len(),
        problems
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );

    // Not vacuous: every such technique the registry has was met and checked.
    let registry = registry();
    for id in CHAIN_TECHNIQUES {
        if registry.contains(id) {
            assert!(
                tally.count("chain", id) > 0,
                "no {id} chain met in the sets"
            );
        }
    }
    for id in ALS_TECHNIQUES {
        if registry.contains(id) {
            assert!(tally.count("als", id) > 0, "no {id} ALS met in the sets");
        }
    }
    for (id, _) in FISH {
        if registry.contains(id) {
            assert!(tally.count("fish", id) > 0, "no {id} met in the sets");
        }
    }
    assert!(
        tally
            .conclusions
            .get("first_or_last")
            .is_some_and(|&n| n > 0)
    );
    if registry.contains("simple_coloring") {
        assert!(
            tally
                .conclusions
                .get("contradiction")
                .is_some_and(|&n| n > 0),
            "no colour wrap (contradiction) met in the sets"
        );
    }
    assert!(tally.group_nodes > 0, "no group node met in the sets");
}

// ---------------------------------------------------------------------------
// The checker itself catches what it should.

#[test]
fn the_link_rules_follow_the_contract() {
    // An empty grid: every digit everywhere.
    let mut board = Board::new(&".".repeat(81), None).unwrap();
    let node = |d: u8, cells: &[usize]| Node {
        digit: d,
        cells: cells.iter().copied().collect(),
    };
    let (r1c1, r1c2, r1c5, r2c4) = (0, 1, 4, 13);
    assert!(!is_strong(&board, &node(5, &[r1c1]), &node(5, &[r1c2])));
    assert!(is_weak(&node(5, &[r1c1]), &node(5, &[r1c2])));
    assert!(!is_weak(&node(5, &[r1c1]), &node(5, &[r2c4])));
    assert!(is_weak(&node(5, &[r1c1]), &node(6, &[r1c1])));
    assert!(!is_weak(&node(5, &[r1c1]), &node(6, &[r1c2])));
    // 5 only in r1c1 and r1c2 in row 1: a conjugate pair.
    for c in 2..9 {
        board.eliminate(c, 5).unwrap();
    }
    assert!(is_strong(&board, &node(5, &[r1c1]), &node(5, &[r1c2])));
    assert!(!is_strong(&board, &node(5, &[r1c1]), &node(5, &[r1c5])));
    // A group node: 7 in row 1 only in r1c1, r1c2 (box 1) and r1c5.
    for c in [2, 3, 5, 6, 7, 8] {
        board.eliminate(c, 7).unwrap();
    }
    assert!(is_strong(
        &board,
        &node(7, &[r1c1, r1c2]),
        &node(7, &[r1c5])
    ));
    assert!(is_weak(&node(7, &[r1c1, r1c2]), &node(7, &[r1c5])));
    assert!(!is_strong(&board, &node(7, &[r1c1]), &node(7, &[r1c5])));
    // A bivalue cell: strong between its two digits, not with a third.
    for d in [1, 2, 3, 4, 6, 7, 8] {
        let _ = board.eliminate(r2c4, d);
    }
    assert!(is_strong(&board, &node(5, &[r2c4]), &node(9, &[r2c4])));
    assert!(!is_strong(&board, &node(5, &[r1c1]), &node(9, &[r1c1])));
}

/// The first trace (of the first puzzles of top1465) with a step of `technique`,
/// and that step's index.
fn first_with(traces: &[Value], technique: &str, conclusion: Option<&str>) -> (Value, usize) {
    for t in traces {
        for (k, s) in t["steps"].as_array().unwrap().iter().enumerate() {
            if s["technique"] == technique
                && conclusion.is_none_or(|c| s["pattern"]["conclusion"] == c)
            {
                return (t.clone(), k);
            }
        }
    }
    panic!("no {technique} step in the sample");
}

fn problems_of(trace: &Value) -> Vec<String> {
    check_trace(trace, &mut Tally::default())
}

#[test]
fn a_corrupted_chain_is_caught() {
    let lines = common::shared_set("top1465.txt");
    let mut sample = lines[..400].join("\n");
    sample.push('\n');
    sample.push_str(&common::shared_set("rated-se.txt")[..400].join("\n"));
    let all = traces("-", &sample);

    let corrupt = |trace: &Value, k: usize, edit: &dyn Fn(&mut Value)| -> Vec<String> {
        let mut t = trace.clone();
        edit(&mut t["steps"][k]);
        problems_of(&t)
    };

    // Each genuine trace is clean.
    let (kite, k) = first_with(&all, "two_string_kite", None);
    assert_eq!(problems_of(&kite), Vec::<String>::new());

    // A flipped link label: the weak middle link of a kite called strong.
    let p = corrupt(&kite, k, &|s| s["pattern"]["links"][1] = "strong".into());
    assert!(p.iter().any(|e| e.contains("do not alternate")), "{p:?}");

    // Swapping the kite's last two nodes: the second string's far end does not
    // see the first string's end in the box (it is outside the box, on another
    // row and column), so the weak link is no link at all.
    let p = corrupt(&kite, k, &|s| {
        let chain = s["pattern"]["chain"].as_array_mut().unwrap();
        chain.swap(2, 3);
    });
    assert!(
        p.iter()
            .any(|e| e.contains("link 2") && e.contains("not a weak link")),
        "{p:?}"
    );

    // An elimination the chain does not prove, or one it proves left out.
    let p = corrupt(&kite, k, &|s| {
        s["eliminations"].as_array_mut().unwrap().pop();
    });
    assert!(p.iter().any(|e| e.contains("chain eliminations")), "{p:?}");

    // A strong link that is not one: the kite's first end joined to the far
    // end of the box link (a cell off its row, off its column, outside its box).
    let p = corrupt(&kite, k, &|s| {
        let chain = s["pattern"]["chain"].as_array_mut().unwrap();
        chain.swap(1, 2);
    });
    assert!(
        p.iter()
            .any(|e| e.contains("link 1") && e.contains("not a strong link")),
        "{p:?}"
    );

    // A node on a digit that is not there.
    let (sky, k) = first_with(&all, "skyscraper", None);
    let p = corrupt(&sky, k, &|s| {
        let chain = s["pattern"]["chain"].as_array_mut().unwrap();
        chain[1]["cells"] = chain[2]["cells"].clone();
        let d = chain[1]["digit"].as_i64().unwrap();
        chain[1]["digit"] = (d % 9 + 1).into();
    });
    assert!(!p.is_empty());

    // A colour wrap that removes a candidate of the true colour.
    let (wrap, k) = first_with(&all, "simple_coloring", Some("contradiction"));
    assert_eq!(problems_of(&wrap), Vec::<String>::new());
    let p = corrupt(&wrap, k, &|s| {
        let second = s["pattern"]["chain"][1].clone();
        let cell = &second["cells"][0];
        let e =
            serde_json::json!({"row": cell["row"], "col": cell["col"], "digit": second["digit"]});
        s["eliminations"].as_array_mut().unwrap().push(e);
    });
    assert!(p.iter().any(|e| e.contains("chain eliminations")), "{p:?}");

    // An ALS whose rcc digit is not restricted, and a fish with a fin left out.
    let (xyz, k) = first_with(&all, "xyz_wing", None);
    assert_eq!(problems_of(&xyz), Vec::<String>::new());
    let p = corrupt(&xyz, k, &|s| {
        let z = s["pattern"]["digits"]
            .as_array()
            .unwrap()
            .iter()
            .find(|d| {
                !s["pattern"]["rcc"].as_array().unwrap().contains(d) && {
                    let b = &s["pattern"]["als"][1]["digits"];
                    b.as_array().unwrap().contains(d)
                }
            })
            .unwrap()
            .clone();
        s["pattern"]["rcc"] = serde_json::json!([z]);
    });
    assert!(!p.is_empty(), "{p:?}");
    let (fish, k) = first_with(&all, "finned_x_wing", None);
    assert_eq!(problems_of(&fish), Vec::<String>::new());
    let p = corrupt(&fish, k, &|s| {
        s["pattern"]["fins"].as_array_mut().unwrap().pop();
    });
    assert!(p.iter().any(|e| e.contains("fins")), "{p:?}");
}
