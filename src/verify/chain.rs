//! Chains, link by link: every step that carries `pattern.chain` (single-digit
//! patterns, wings, colouring, remote pairs, X-/XY-chains, AICs, nice loops).
//!
//! A node is "d is in one of these cells". Each link is checked on the grid of
//! that moment as its label says, the labels must alternate, the ends must fit
//! the conclusion, and the conclusion must imply exactly the step's placements
//! and eliminations. Then the shape the technique's name promises is checked,
//! so that a skyscraper is a skyscraper and not merely some true chain.

use super::board::{Cand, ReplayBoard, cand_name, cells_name};
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use crate::core::{Cell, Unit, UnitKind};
use crate::core::{CellSet, Digits};
use serde_json::Value;
use std::collections::BTreeSet;

/// The techniques whose proof is `pattern.chain`.
pub(super) const TECHNIQUES: [&str; 15] = [
    "skyscraper",
    "two_string_kite",
    "turbot_fish",
    "empty_rectangle",
    "simple_coloring",
    "multi_coloring",
    "xy_wing",
    "w_wing",
    "remote_pair",
    "x_chain",
    "xy_chain",
    "aic",
    "nice_loop",
    "three_strong_links",
    "four_strong_links",
];

/// "`digit` is in one of `cells`".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Node {
    pub digit: u8,
    pub cells: CellSet,
}

impl Node {
    fn name(&self) -> String {
        let cells: Vec<String> = self.cells.iter().map(|c| c.to_string()).collect();
        format!("({}){}", self.digit, cells.join(","))
    }

    fn single(&self) -> Option<Cell> {
        (self.cells.len() == 1)
            .then(|| self.cells.first())
            .flatten()
    }

    fn candidates(&self) -> BTreeSet<Cand> {
        self.cells.iter().map(|c| (c, self.digit)).collect()
    }
}

/// Whether `cells` (two or more) lie in one box and one line.
fn in_one_intersection(cells: CellSet) -> bool {
    let Some(first) = cells.first() else {
        return false;
    };
    let [row, col, boxed] = first.units();
    cells.is_subset(boxed.cells()) && (cells.is_subset(row.cells()) || cells.is_subset(col.cells()))
}

fn node_of(v: &Value, board: &ReplayBoard) -> Read<Node> {
    let digit = read::digit(v.get("digit").ok_or("a node without `digit`")?)?;
    let cells = read::cell_set(v, "cells")?;
    let node = Node { digit, cells };
    if cells.is_empty() {
        return Err("a node without cells".into());
    }
    if cells.len() > 1 && !in_one_intersection(cells) {
        return Err(format!(
            "group node {} is not in one box/line intersection",
            node.name()
        ));
    }
    if let Some(c) = cells.iter().find(|&c| !board.has(c, digit)) {
        return Err(format!(
            "node {}: {digit} is not a candidate of {c}",
            node.name()
        ));
    }
    Ok(node)
}

/// A chain's `links`, each `true` when labelled strong.
pub(super) fn link_labels(pattern: &Value) -> Read<Vec<bool>> {
    read::array(pattern, "links")?
        .iter()
        .map(|l| match l.as_str() {
            Some("strong") => Ok(true),
            Some("weak") => Ok(false),
            _ => Err(format!("link label {l}, expected \"strong\" or \"weak\"")),
        })
        .collect()
}

/// Strong: the two nodes cannot both be false. The same digit with the two
/// nodes together every place of it in a unit, or two digits of a cell that
/// holds only them.
pub(super) fn is_strong(board: &ReplayBoard, x: &Node, y: &Node) -> bool {
    if x.digit == y.digit {
        let both = x.cells | y.cells;
        !x.cells.intersects(y.cells) && Unit::all().any(|u| board.places(u, x.digit) == both)
    } else {
        match (x.single(), y.single()) {
            (Some(a), Some(b)) => {
                a == b && board.candidates(a) == Digits::single(x.digit) | Digits::single(y.digit)
            }
            _ => false,
        }
    }
}

/// Weak: the two nodes cannot both be true. The same digit in disjoint cells
/// that all see each other, or two digits of one cell.
pub(super) fn is_weak(x: &Node, y: &Node) -> bool {
    if x.digit == y.digit {
        !x.cells.intersects(y.cells) && x.cells.iter().all(|a| y.cells.iter().all(|b| a.sees(b)))
    } else {
        matches!((x.single(), y.single()), (Some(a), Some(b)) if a == b)
    }
}

/// Every candidate of the grid weakly linked to `node`.
pub(super) fn weakly_linked(board: &ReplayBoard, node: &Node) -> BTreeSet<Cand> {
    let mut out = board.seeing_all(node.digit, node.cells);
    if let Some(c) = node.single() {
        for d in board.candidates(c) - Digits::single(node.digit) {
            out.insert((c, d));
        }
    }
    out
}

/// The chain as read: nodes, link labels, loop flag, conclusion.
struct Chain {
    nodes: Vec<Node>,
    strong: Vec<bool>,
    is_loop: bool,
    conclusion: String,
}

impl Chain {
    fn read(m: &Moment) -> Read<Chain> {
        let nodes = read::array(m.pattern, "chain")?
            .iter()
            .map(|v| node_of(v, m.board))
            .collect::<Read<Vec<Node>>>()?;
        let strong = link_labels(m.pattern)?;
        let is_loop = read::flag(m.pattern, "loop")?;
        let conclusion = read::text(m.pattern, "conclusion")?.to_string();
        let n = nodes.len();
        let want = if is_loop { n } else { n.saturating_sub(1) };
        if n < 2 || strong.len() != want {
            return Err(format!(
                "{n} nodes and {} links (loop: {is_loop})",
                strong.len()
            ));
        }
        Ok(Chain {
            nodes,
            strong,
            is_loop,
            conclusion,
        })
    }

    fn link(&self, i: usize) -> (&Node, &Node) {
        (&self.nodes[i], &self.nodes[(i + 1) % self.nodes.len()])
    }

    fn text(&self) -> String {
        let mut s = self.nodes[0].name();
        for (i, &strong) in self.strong.iter().enumerate() {
            s.push(if strong { '=' } else { '-' });
            s.push_str(&self.link(i).1.name());
        }
        s
    }

    fn first(&self) -> &Node {
        &self.nodes[0]
    }

    fn last(&self) -> &Node {
        &self.nodes[self.nodes.len() - 1]
    }

    fn cells(&self) -> CellSet {
        self.nodes
            .iter()
            .fold(CellSet::EMPTY, |acc, n| acc | n.cells)
    }

    fn digits(&self) -> Digits {
        self.nodes.iter().map(|n| n.digit).collect()
    }
}

pub(super) fn check(m: &Moment) -> Read<Implied> {
    let chain = Chain::read(m)?;
    let implied =
        walk(m.board, m.pattern, &chain).map_err(|e| format!("chain {}: {e}", chain.text()))?;
    shape(m, &chain).map_err(|e| format!("chain {}: {e}", chain.text()))?;
    Ok(implied)
}

/// The links as labelled, their alternation and what the conclusion implies.
fn walk(board: &ReplayBoard, pattern: &Value, chain: &Chain) -> Read<Implied> {
    for (i, &strong) in chain.strong.iter().enumerate() {
        let (x, y) = chain.link(i);
        if strong && !is_strong(board, x, y) {
            return Err(format!(
                "link {} {}={} is labelled strong but is not a strong link",
                i + 1,
                x.name(),
                y.name()
            ));
        }
        if !strong && !is_weak(x, y) {
            return Err(format!(
                "link {} {}-{} is labelled weak but is not a weak link",
                i + 1,
                x.name(),
                y.name()
            ));
        }
    }
    if let Some(i) = (1..chain.strong.len()).find(|&i| chain.strong[i] == chain.strong[i - 1]) {
        return Err(format!("links {i} and {} do not alternate", i + 1));
    }
    let labels = &chain.strong;
    match chain.conclusion.as_str() {
        "first_or_last" => {
            if chain.is_loop {
                return Err("an open-chain conclusion on a loop".into());
            }
            if !labels[0] || !labels[labels.len() - 1] {
                return Err("an open chain must start and end with a strong link".into());
            }
            let (first, last) = (chain.first(), chain.last());
            if first.digit == last.digit && first.single().is_some() && first.cells == last.cells {
                return Ok(Implied {
                    placements: first.candidates(),
                    eliminations: BTreeSet::new(),
                });
            }
            let a = weakly_linked(board, first);
            let b = weakly_linked(board, last);
            Ok(Implied::removals(a.intersection(&b).copied().collect()))
        }
        "continuous_loop" => {
            if !chain.is_loop {
                return Err("a continuous loop without `loop: true`".into());
            }
            if !labels.len().is_multiple_of(2) {
                return Err("a continuous loop with an odd number of links".into());
            }
            let mut removed = BTreeSet::new();
            for (i, &strong) in labels.iter().enumerate() {
                let (x, y) = chain.link(i);
                if strong {
                    continue;
                }
                if x.digit == y.digit {
                    removed.extend(board.seeing_all(x.digit, x.cells | y.cells));
                } else if let Some(c) = x.single() {
                    let pair = Digits::single(x.digit) | Digits::single(y.digit);
                    removed.extend((board.candidates(c) - pair).iter().map(|d| (c, d)));
                }
            }
            Ok(Implied::removals(removed))
        }
        "contradiction" => contradiction(board, pattern, chain),
        other => Err(format!("unknown conclusion {other:?}")),
    }
}

/// A chain from the assumed candidate, starting weak and ending strong, whose
/// last node is weakly linked back to the first: the assumption is false, and
/// with it every node the links force false.
fn contradiction(board: &ReplayBoard, pattern: &Value, chain: &Chain) -> Read<Implied> {
    let assumed = read::candidate(
        pattern
            .get("assumed")
            .ok_or("a contradiction without `assumed`")?,
    )?;
    let first = chain.first();
    if first.digit != assumed.1 || first.single() != Some(assumed.0) {
        return Err(format!(
            "`assumed` {} is not the first node",
            cand_name(&assumed)
        ));
    }
    let labels = &chain.strong;
    let body = if chain.is_loop {
        &labels[..labels.len() - 1]
    } else {
        &labels[..]
    };
    if body.is_empty() || body[0] || !body[body.len() - 1] {
        return Err("a contradiction chain must start weak and end strong".into());
    }
    if chain.is_loop && labels[labels.len() - 1] {
        return Err("the closing link of a contradiction is not weak".into());
    }
    if !is_weak(chain.last(), first) {
        return Err(format!(
            "the last node {} is not weakly linked to the first {}",
            chain.last().name(),
            first.name()
        ));
    }
    // From "the first node is false", follow the links both ways (closing link
    // included) as they hold on the grid. Each node is settled once and then
    // looks at its two neighbours, so a chain of any length is walked in
    // linear time.
    let n = chain.nodes.len();
    let mut state: Vec<Option<bool>> = vec![None; n];
    state[0] = Some(false);
    let mut settled = vec![0];
    while let Some(a) = settled.pop() {
        for b in [(a + 1) % n, (a + n - 1) % n] {
            let (x, y) = (&chain.nodes[a], &chain.nodes[b]);
            let implied = match state[a] {
                Some(false) if is_strong(board, x, y) => true,
                Some(true) if is_weak(x, y) => false,
                _ => continue,
            };
            match state[b] {
                None => {
                    state[b] = Some(implied);
                    settled.push(b);
                }
                Some(s) if s != implied => {
                    return Err(format!("the chain forces {} both true and false", y.name()));
                }
                Some(_) => {}
            }
        }
    }
    Ok(Implied::removals(
        chain
            .nodes
            .iter()
            .zip(&state)
            .filter(|(_, s)| **s == Some(false))
            .flat_map(|(node, _)| node.candidates())
            .collect(),
    ))
}

/// The units where `a` and `b` are the only places of `d`.
fn conjugate_units(board: &ReplayBoard, a: Cell, b: Cell, d: u8) -> Vec<Unit> {
    let pair = CellSet::single(a) | CellSet::single(b);
    Unit::all()
        .filter(|&u| a != b && board.places(u, d) == pair)
        .collect()
}

/// The line of `kind` (rows when `rows`) through `cell`.
fn line_through(cell: Cell, rows: bool) -> Unit {
    if rows {
        Unit::row(cell.row())
    } else {
        Unit::col(cell.col())
    }
}

/// Four single cells A=B-C=D of one digit, as a skyscraper: A=B and C=D
/// conjugate in two parallel lines, B and C on one cross line, A and D not.
fn is_skyscraper(board: &ReplayBoard, [a, b, c, d]: [Cell; 4], digit: u8) -> bool {
    [true, false].into_iter().any(|rows| {
        let parallel = |x: Cell, y: Cell| {
            conjugate_units(board, x, y, digit)
                .into_iter()
                .any(|u| u == line_through(x, rows) && u == line_through(y, rows))
        };
        parallel(a, b)
            && parallel(c, d)
            && line_through(a, rows) != line_through(c, rows)
            && line_through(b, !rows) == line_through(c, !rows)
            && line_through(a, !rows) != line_through(d, !rows)
    })
}

/// A=B conjugate in a row (column), C=D in a column (row), B and C different
/// cells of one box that holds neither A nor D.
fn is_kite(board: &ReplayBoard, [a, b, c, d]: [Cell; 4], digit: u8) -> bool {
    let in_line = |x: Cell, y: Cell, rows: bool| {
        conjugate_units(board, x, y, digit).contains(&line_through(x, rows))
    };
    let boxed = |x: Cell| x.box_index();
    [true, false].into_iter().any(|rows| {
        in_line(a, b, rows)
            && in_line(c, d, !rows)
            && b != c
            && boxed(b) == boxed(c)
            && boxed(a) != boxed(b)
            && boxed(d) != boxed(b)
    })
}

/// The four cells are the corners of a rectangle (two rows, two columns).
fn is_rectangle(cells: [Cell; 4]) -> bool {
    let rows: BTreeSet<u8> = cells.iter().map(|c| c.row()).collect();
    let cols: BTreeSet<u8> = cells.iter().map(|c| c.col()).collect();
    rows.len() == 2 && cols.len() == 2
}

/// What the technique's name promises beyond a true chain.
fn shape(m: &Moment, chain: &Chain) -> Read<()> {
    let nodes = &chain.nodes;
    let n = nodes.len();
    let listed_cells = read::cell_set(m.pattern, "cells")?;
    let listed_digits = read::digit_set(m.pattern, "digits")?;
    if !chain.cells().is_subset(listed_cells) {
        return Err(format!(
            "`cells` leaves out chain cells {}",
            cells_name(chain.cells() - listed_cells)
        ));
    }
    if listed_digits != chain.digits() {
        return Err(format!(
            "`digits` {} are not the chain's digits {}",
            listed_digits.to_list(),
            chain.digits().to_list()
        ));
    }
    let t = m.technique;
    let one_digit = chain.digits().len() == 1;
    let singles: Option<Vec<Cell>> = nodes.iter().map(Node::single).collect();
    let group_allowed = matches!(t, "empty_rectangle" | "aic" | "nice_loop");
    if !group_allowed && singles.is_none() {
        return Err(format!("{t} with a group node"));
    }
    let open = chain.conclusion == "first_or_last";
    let ends_weak = is_weak(chain.first(), chain.last());
    let d = nodes[0].digit;
    let four = |len: usize| -> Read<[Cell; 4]> {
        match (one_digit, len == 4, open, singles.as_deref()) {
            (true, true, true, Some(&[a, b, c, e])) => Ok([a, b, c, e]),
            _ => Err(format!("{t} is a four-cell open chain of one digit")),
        }
    };
    let board = m.board;
    match t {
        "skyscraper" if !is_skyscraper(board, four(n)?, d) => {
            Err("not two parallel conjugate pairs joined on a cross line".into())
        }
        "two_string_kite" if !is_kite(board, four(n)?, d) => {
            Err("not a row pair and a column pair joined in a box".into())
        }
        "skyscraper" | "two_string_kite" => four_cell_units(m, chain),
        "turbot_fish" => {
            let cells = four(n)?;
            if is_skyscraper(board, cells, d) || is_kite(board, cells, d) || is_rectangle(cells) {
                Err("a skyscraper, a kite or an X-wing named a turbot fish".into())
            } else {
                four_cell_units(m, chain)
            }
        }
        "empty_rectangle" => {
            let expected = empty_rectangle(board, chain)?;
            let named = read::unit_list(m.pattern, "units")?;
            if named != expected {
                Err(format!(
                    "`units` is {named:?}, the box and lines of the pattern are {expected:?}"
                ))
            } else {
                Ok(())
            }
        }
        "simple_coloring" | "multi_coloring" => {
            let conjugate = |i: usize| {
                let (x, y) = chain.link(i);
                !conjugate_units(board, x.cells.first().unwrap(), y.cells.first().unwrap(), d)
                    .is_empty()
            };
            let not_conjugate = (0..chain.strong.len()).filter(|&i| !conjugate(i)).count();
            let wanted = usize::from(t == "multi_coloring");
            if !one_digit || not_conjugate != wanted {
                Err(format!(
                    "{t}: {not_conjugate} links are not conjugate pairs of one digit"
                ))
            } else if t == "multi_coloring" && !open {
                Err("multi-colouring with a conclusion other than first_or_last".into())
            } else {
                Ok(())
            }
        }
        "xy_wing" | "w_wing" => wing(m, chain),
        "remote_pair" | "xy_chain" => {
            let cells = singles.unwrap_or_default();
            let bivalue = cells.iter().all(|&c| board.candidates(c).len() == 2);
            let strong_in_cells = (0..chain.strong.len())
                .all(|i| chain.strong[i] == (chain.link(i).0.cells == chain.link(i).1.cells));
            let pair = board.candidates(cells[0]);
            if !open || !bivalue || !strong_in_cells || ends_weak {
                Err(format!(
                    "{t}: not an open chain of bivalue cells, strong inside each, with ends not weakly linked"
                ))
            } else if t == "remote_pair" && cells.iter().any(|&c| board.candidates(c) != pair) {
                Err("remote pair cells that do not all hold the same two digits".into())
            } else {
                Ok(())
            }
        }
        "three_strong_links" | "four_strong_links" => {
            let links = if t == "three_strong_links" { 3 } else { 4 };
            let conjugate = (0..chain.strong.len()).all(|i| chain.strong[i] == (i % 2 == 0));
            if !one_digit || !open || singles.is_none() || n != 2 * links || !conjugate {
                Err(format!(
                    "{t}: not {links} conjugate pairs of one digit, joined by weak links, as an open chain"
                ))
            } else {
                Ok(())
            }
        }
        "x_chain" if !one_digit || !open || ends_weak => {
            Err("an X-chain is open, of one digit, its ends not seeing each other".into())
        }
        "aic" if !open || ends_weak || chain.first() == chain.last() => {
            Err("an AIC is open, with distinct ends not weakly linked".into())
        }
        "nice_loop"
            if !(chain.is_loop && chain.conclusion == "continuous_loop"
                || open && chain.first() == chain.last() && chain.first().single().is_some()) =>
        {
            Err("a nice loop is continuous, or discontinuous on one candidate".into())
        }
        _ => Ok(()),
    }
}

/// XY-wing `(z)P1=(x)P1-(x)V=(y)V-(y)P2=(z)P2` over three bivalue cells;
/// W-wing `(x)A=(y)A-(y)S1=(y)S2-(y)B=(x)B` with A and B holding the same pair
/// and not seeing each other.
fn wing(m: &Moment, chain: &Chain) -> Read<()> {
    let nodes = &chain.nodes;
    if nodes.len() != 6 || chain.conclusion != "first_or_last" {
        return Err(format!("{} is a six-node open chain", m.technique));
    }
    let cell = |i: usize| nodes[i].single().expect("single nodes only");
    let bivalue = |c: Cell| m.board.candidates(c).len() == 2;
    if m.technique == "xy_wing" {
        let (p1, pivot, p2) = (cell(0), cell(2), cell(4));
        let ok = cell(1) == p1
            && cell(3) == pivot
            && cell(5) == p2
            && [p1, pivot, p2].into_iter().all(bivalue)
            && nodes[0].digit == nodes[5].digit
            && chain.digits().len() == 3;
        if !ok {
            return Err("not a pivot and two pincers, three bivalue cells".into());
        }
    } else {
        let (a, b) = (cell(0), cell(5));
        let ok = cell(1) == a
            && cell(4) == b
            && bivalue(a)
            && m.board.candidates(a) == m.board.candidates(b)
            && !a.sees(b);
        if !ok {
            return Err("not two cells with the same pair, apart, joined by a strong link".into());
        }
    }
    Ok(())
}

/// `(d)E=(d)N-(d)near=(d)far`: the box's places of d are the near and far arms,
/// one on a row and one on a column of the box; N is on the near arm's line
/// outside the box; E is outside the box's band and stack.
/// Checks the empty rectangle's shape; returns the units its `units` must
/// name: the box, the near arm's line, the far arm's line, the strong link's
/// line.
fn empty_rectangle(board: &ReplayBoard, chain: &Chain) -> Read<[Unit; 4]> {
    let [e, n, near, far] = chain.nodes[..] else {
        return Err("an empty rectangle has four nodes".into());
    };
    let bad = |why: &str| Err(format!("not an empty rectangle: {why}"));
    let (Some(e_cell), Some(n_cell)) = (e.single(), n.single()) else {
        return bad("E and N are single cells");
    };
    if chain.digits().len() != 1 || chain.conclusion != "first_or_last" {
        return bad("one digit, an open chain");
    }
    let Some(boxed) = far.cells.first().map(|c| Unit::boxed(c.box_index())) else {
        return bad("no far arm");
    };
    let places = board.places(boxed, e.digit);
    if near.cells | far.cells != places || !(near.cells | far.cells).is_subset(boxed.cells()) {
        return bad("the arms are not the box's places of the digit");
    }
    // The near arm's line is the one through N that holds the near arm; the far
    // arm lies on a line of the other kind.
    let near_line = [Unit::row(n_cell.row()), Unit::col(n_cell.col())]
        .into_iter()
        .find(|u| near.cells.is_subset(u.cells()));
    let Some(near_line) = near_line else {
        return bad("N is not on a line with the near arm");
    };
    let far_first = far.cells.first().expect("nodes have cells");
    let far_line = if near_line.kind() == UnitKind::Row {
        Unit::col(far_first.col())
    } else {
        Unit::row(far_first.row())
    };
    if !far.cells.is_subset(far_line.cells())
        || !places.is_subset(near_line.cells() | far_line.cells())
    {
        return bad("the box's places are not on one row and one column");
    }
    if !near_line.cells().contains(n_cell) || boxed.cells().contains(n_cell) {
        return bad("N is not on the near arm's line outside the box");
    }
    let band = |c: Cell| c.row() / 3;
    let stack = |c: Cell| c.col() / 3;
    let corner = boxed.cells().first().expect("a box has cells");
    if band(e_cell) == band(corner) || stack(e_cell) == stack(corner) {
        return bad("E is in the box's band or stack");
    }
    let strong_line = line_through(e_cell, e_cell.row() == n_cell.row());
    Ok([boxed, near_line, far_line, strong_line])
}

/// The `units` of a skyscraper, two-string kite or turbot fish
/// `(d)A=(d)B-(d)C=(d)D`: the unit of the strong link A=B, that of C=D, and the
/// unit B and C share (a skyscraper's strong links and cross unit are lines, a
/// kite's cross unit is the box; a turbot fish names the first unit, rows
/// before columns before boxes, that B and C share).
fn four_cell_units(m: &Moment, chain: &Chain) -> Read<()> {
    let t = m.technique;
    let units = read::unit_list(m.pattern, "units")?;
    let [u_ab, u_cd, u_bc] = units[..] else {
        return Err(format!("`units` names {} units, not 3", units.len()));
    };
    let d = chain.nodes[0].digit;
    let cells = |i: usize| chain.nodes[i].cells;
    let cell = |i: usize| chain.nodes[i].single().expect("checked a four-cell chain");
    let line_only = t != "turbot_fish";
    let strong_in = |u: Unit, a: usize, b: usize| {
        conjugate_units(m.board, cell(a), cell(b), d).contains(&u) && (u.is_line() || !line_only)
    };
    if !strong_in(u_ab, 0, 1) || !strong_in(u_cd, 2, 3) {
        return Err(format!(
            "`units` {u_ab} and {u_cd} are not the {} of its strong links",
            if line_only { "lines" } else { "units" }
        ));
    }
    let bc = cells(1) | cells(2);
    let cross = match t {
        "skyscraper" => Unit::lines().find(|u| bc.is_subset(u.cells())),
        "two_string_kite" => Unit::boxes().find(|u| bc.is_subset(u.cells())),
        _ => Unit::all().find(|u| bc.is_subset(u.cells())),
    };
    if Some(u_bc) != cross {
        return Err(format!(
            "`units` names {u_bc} for the weak link, not the unit B and C share"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn node(digit: u8, cells: &[(u8, u8)]) -> Node {
        Node {
            digit,
            cells: cells.iter().map(|&(r, c)| Cell::at(r, c)).collect(),
        }
    }

    #[test]
    fn the_link_rules_follow_the_contract() {
        // An empty grid: every digit everywhere.
        let mut board = ReplayBoard::new(&[0; 81], None);
        let (r1c1, r1c2, r1c5, r2c4) = ((0, 0), (0, 1), (0, 4), (1, 3));
        assert!(!is_strong(&board, &node(5, &[r1c1]), &node(5, &[r1c2])));
        assert!(is_weak(&node(5, &[r1c1]), &node(5, &[r1c2])));
        assert!(!is_weak(&node(5, &[r1c1]), &node(5, &[r2c4])));
        assert!(is_weak(&node(5, &[r1c1]), &node(6, &[r1c1])));
        assert!(!is_weak(&node(5, &[r1c1]), &node(6, &[r1c2])));
        // 5 only in r1c1 and r1c2 in row 1: a conjugate pair.
        for c in 2..9 {
            board.eliminate(Cell::at(0, c), 5).unwrap();
        }
        assert!(is_strong(&board, &node(5, &[r1c1]), &node(5, &[r1c2])));
        assert!(!is_strong(&board, &node(5, &[r1c1]), &node(5, &[r1c5])));
        // A group node: 7 in row 1 only in r1c1, r1c2 (box 1) and r1c5.
        for c in [2, 3, 5, 6, 7, 8] {
            board.eliminate(Cell::at(0, c), 7).unwrap();
        }
        let group = node(7, &[r1c1, r1c2]);
        assert!(is_strong(&board, &group, &node(7, &[r1c5])));
        assert!(is_weak(&group, &node(7, &[r1c5])));
        assert!(!is_strong(&board, &node(7, &[r1c1]), &node(7, &[r1c5])));
        assert!(in_one_intersection(group.cells));
        assert!(!in_one_intersection(node(7, &[r1c1, r1c5]).cells));
        // A bivalue cell: strong between its two digits, not with a third.
        for d in [1, 2, 3, 4, 6, 7, 8] {
            board.eliminate(Cell::at(1, 3), d).unwrap();
        }
        assert!(is_strong(&board, &node(5, &[r2c4]), &node(9, &[r2c4])));
        assert!(!is_strong(&board, &node(5, &[r1c1]), &node(9, &[r1c1])));
    }

    #[test]
    fn the_named_shapes_are_told_apart() {
        // Digit 1 only twice in rows 1 and 5 (columns 2,7 and 2,8): a skyscraper
        // A=r1c7, B=r1c2, C=r5c2, D=r5c8.
        let mut board = ReplayBoard::new(&[0; 81], None);
        for (row, keep) in [(0u8, [1u8, 6]), (4, [1, 7])] {
            for c in (0..9).filter(|c| !keep.contains(c)) {
                board.eliminate(Cell::at(row, c), 1).unwrap();
            }
        }
        let cells = [
            Cell::at(0, 6),
            Cell::at(0, 1),
            Cell::at(4, 1),
            Cell::at(4, 7),
        ];
        assert!(is_skyscraper(&board, cells, 1));
        assert!(!is_kite(&board, cells, 1));
        assert!(!is_rectangle(cells));
        // The same two pairs with B and C swapped are no skyscraper.
        let swapped = [
            Cell::at(0, 1),
            Cell::at(0, 6),
            Cell::at(4, 1),
            Cell::at(4, 7),
        ];
        assert!(!is_skyscraper(&board, swapped, 1));
    }
}
