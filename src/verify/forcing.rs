//! Forcing chains: `cell_forcing_chain`, `unit_forcing_chain`,
//! `contradiction_chain`, `dynamic_forcing_chain` and `nested_forcing_chain`
//! (contract: `docs/trace-format.md`, section "Forcing chains").
//!
//! A forcing step carries its whole proof as `pattern.branches`: one branch per
//! starting assumption, each a list of nodes that follow one from another by a
//! basic rule. The check replays every branch node by node on the board of the
//! moment, with its own reading of those rules; it then checks that the starts
//! cover every case (or that a lone branch breaks the grid), derives what the
//! branches imply, and checks that no node is there for nothing and that the
//! technique named is the one the branches show.

use super::board::{Board, Cand};
use super::read::{self, Read};
use super::replay::{Implied, Moment};
use crate::bitset::CellSet;
use crate::geometry::{Cell, Unit};
use serde_json::Value;
use std::collections::BTreeSet;

/// One node of a branch or of a nested proof, as the JSON gives it.
#[derive(Debug)]
struct Node {
    cand: Cand,
    /// `"state": "on"` (the digit is in the cell) or `"off"` (it is not).
    on: bool,
    /// Indices of the nodes it follows from.
    from: Vec<usize>,
    /// The inner branch of a nested node; empty for every other node.
    proof: Vec<Node>,
}

impl Node {
    /// `r3c4=7` or `r3c4<>7`, as the step's sentences write it.
    fn name(&self) -> String {
        let (cell, d) = self.cand;
        format!("{cell}{}{d}", if self.on { "=" } else { "<>" })
    }

    /// The same candidate in the opposite state.
    fn opposite_name(&self) -> String {
        let (cell, d) = self.cand;
        format!("{cell}{}{d}", if self.on { "<>" } else { "=" })
    }
}

/// Whether `other` shares a cell with `cand`, or holds the same digit in a
/// peer: what a placement of `cand` removes, and how nodes gather around the
/// last node of a contradiction.
fn touches(&(cell, d): &Cand, &(other, e): &Cand) -> bool {
    cell == other || (d == e && cell.sees(other))
}

/// Where a node sits, for messages: `branch 2, node 5 (r3c4<>7)`. Branches
/// count from 1; nodes keep the 0-based index the `from` fields use.
fn at(b: usize, k: usize, node: &Node) -> String {
    format!("branch {}, node {k} ({})", b + 1, node.name())
}

// ---------------------------------------------------------------- reading

/// A node `{"row", "col", "digit", "state", "from"}`, with its `proof` if it
/// has one (read at any depth; the check allows one level).
fn read_node(v: &Value) -> Read<Node> {
    let cand = read::candidate(v)?;
    let on = match v.get("state").and_then(Value::as_str) {
        Some("on") => true,
        Some("off") => false,
        _ => return Err(format!("`state` is not \"on\" or \"off\" in {v}")),
    };
    let from = read::array(v, "from")?
        .iter()
        .map(|i| {
            i.as_u64()
                .map(|i| i as usize)
                .ok_or_else(|| format!("`from` holds {i}, not a node index"))
        })
        .collect::<Read<Vec<usize>>>()?;
    let proof = read::optional_array(v, "proof")?
        .iter()
        .enumerate()
        .map(|(j, p)| read_node(p).map_err(|e| format!("proof node {j}: {e}")))
        .collect::<Read<Vec<Node>>>()?;
    Ok(Node {
        cand,
        on,
        from,
        proof,
    })
}

/// `pattern.branches`: at least one branch, none empty.
fn read_branches(pattern: &Value) -> Read<Vec<Vec<Node>>> {
    let branches = read::array(pattern, "branches")?;
    if branches.is_empty() {
        return Err("`branches` is empty".into());
    }
    let read_branch = |(b, branch): (usize, &Value)| -> Read<Vec<Node>> {
        let nodes = branch
            .as_array()
            .ok_or_else(|| format!("branch {} is not an array", b + 1))?;
        if nodes.is_empty() {
            return Err(format!("branch {} has no node", b + 1));
        }
        nodes
            .iter()
            .enumerate()
            .map(|(k, n)| read_node(n).map_err(|e| format!("branch {}, node {k}: {e}", b + 1)))
            .collect()
    };
    branches.iter().enumerate().map(read_branch).collect()
}

// ---------------------------------------------------------------- the basic rules

/// Whether `node` follows by one basic rule from the nodes its `from` names
/// (indices into `nodes`, which the caller has checked). An off node needs an
/// on premise of another digit in its cell, or of its digit in a peer. An on
/// node needs, among its off premises, every other candidate of its cell or
/// every other place of its digit in one of its units; what the board has
/// already lost needs no premise.
fn follows(board: &Board, nodes: &[&Node], node: &Node) -> bool {
    let (cell, d) = node.cand;
    let mut premises = node.from.iter().map(|&f| nodes[f]);
    if !node.on {
        return premises.any(|p| p.on && p.cand != node.cand && touches(&p.cand, &node.cand));
    }
    let off: BTreeSet<Cand> = premises.filter(|p| !p.on).map(|p| p.cand).collect();
    let by_cell = board
        .candidates(cell)
        .iter()
        .filter(|&e| e != d)
        .all(|e| off.contains(&(cell, e)));
    let by_unit = cell.units().iter().any(|&u| {
        board
            .places(u, d)
            .iter()
            .filter(|&q| q != cell)
            .all(|q| off.contains(&(q, d)))
    });
    by_cell || by_unit
}

/// Whether these on and off candidates break the grid: a candidate both on and
/// off, two on candidates that clash (one cell, or one digit in two peers), an
/// empty cell with every candidate off, or a unit that still needs a digit with
/// every place of it off.
fn breaks(board: &Board, on: &BTreeSet<Cand>, off: &BTreeSet<Cand>) -> bool {
    let both = on.iter().any(|c| off.contains(c));
    let clash = on
        .iter()
        .any(|a| on.iter().any(|b| a != b && touches(a, b)));
    let cell_emptied = board.empty_cells().iter().any(|cell| {
        board
            .candidates(cell)
            .iter()
            .all(|d| off.contains(&(cell, d)))
    });
    let unit_emptied = Unit::all().any(|u| {
        (1..=9).any(|d| {
            let places = board.places(u, d);
            !places.is_empty()
                && !board.unit_has(u, d)
                && places.iter().all(|q| off.contains(&(q, d)))
        })
    });
    both || clash || cell_emptied || unit_emptied
}

/// The on and off candidates of some nodes.
fn states<'a>(nodes: impl Iterator<Item = &'a Node>) -> (BTreeSet<Cand>, BTreeSet<Cand>) {
    let (mut on, mut off) = (BTreeSet::new(), BTreeSet::new());
    for n in nodes {
        if n.on { &mut on } else { &mut off }.insert(n.cand);
    }
    (on, off)
}

/// What holds of every node, whatever its rule: its candidate is still on the
/// board, and its premises come before it (index `index`).
fn well_placed(board: &Board, node: &Node, index: usize) -> Read<()> {
    let (cell, d) = node.cand;
    if !board.has(cell, d) {
        return Err(format!("{d} is not a candidate of {cell}"));
    }
    if let Some(f) = node.from.iter().find(|&&f| f >= index) {
        return Err(format!("names node {f}, which does not come before it"));
    }
    Ok(())
}

// ---------------------------------------------------------------- branches

/// What one branch establishes: its on and off candidates.
struct Established {
    on: BTreeSet<Cand>,
    off: BTreeSet<Cand>,
}

/// Replays branch `b` node by node: the assumption first (a candidate, no
/// premise), then every node by one basic rule, or, in a nested step, by its
/// proof.
fn replay_branch(board: &Board, branch: &[Node], b: usize, nested: bool) -> Read<Established> {
    let nodes: Vec<&Node> = branch.iter().collect();
    for (k, node) in branch.iter().enumerate() {
        let here = at(b, k, node);
        well_placed(board, node, k).map_err(|e| format!("{here}: {e}"))?;
        if k == 0 {
            if !node.from.is_empty() || !node.proof.is_empty() {
                return Err(format!(
                    "{here}: the assumption names premises or carries a proof"
                ));
            }
        } else if !node.proof.is_empty() {
            if !nested {
                return Err(format!(
                    "{here}: carries a proof, which only a nested_forcing_chain may"
                ));
            }
            check_proof(board, branch, k).map_err(|e| format!("{here}: {e}"))?;
        } else if !follows(board, &nodes, node) {
            return Err(format!(
                "{here}: does not follow from nodes {:?}",
                node.from
            ));
        }
    }
    let (on, off) = states(branch.iter());
    Ok(Established { on, off })
}

/// Checks the proof of nested node `k`: its opposite, assumed on top of the
/// branch nodes before `k`, breaks the grid by basic rules alone. Proof node
/// `j` has index `k + j`; lower indices name branch nodes.
fn check_proof(board: &Board, branch: &[Node], k: usize) -> Read<()> {
    let node = &branch[k];
    let first = &node.proof[0];
    if first.cand != node.cand || first.on == node.on || !first.from.is_empty() {
        return Err(format!(
            "its proof must start at {} with no premise, starts at {} from {:?}",
            node.opposite_name(),
            first.name(),
            first.from
        ));
    }
    let nodes: Vec<&Node> = branch[..k].iter().chain(&node.proof).collect();
    for (j, p) in nodes.iter().enumerate().skip(k) {
        let here = format!("proof node {j} ({})", p.name());
        if !p.proof.is_empty() {
            return Err(format!(
                "{here}: carries a proof of its own (one level only)"
            ));
        }
        well_placed(board, p, j).map_err(|e| format!("{here}: {e}"))?;
        if j > k && !follows(board, &nodes, p) {
            return Err(format!("{here}: does not follow from nodes {:?}", p.from));
        }
    }
    let named: BTreeSet<usize> = node.from.iter().copied().collect();
    let unnamed: BTreeSet<usize> = node
        .proof
        .iter()
        .flat_map(|p| p.from.iter().copied())
        .filter(|&f| f < k && !named.contains(&f))
        .collect();
    if !unnamed.is_empty() {
        return Err(format!(
            "its proof uses branch nodes {unnamed:?}, which the node does not name"
        ));
    }
    let used = nodes
        .iter()
        .enumerate()
        .filter(|&(i, _)| i >= k || named.contains(&i))
        .map(|(_, n)| *n);
    let (on, off) = states(used);
    if !breaks(board, &on, &off) {
        return Err(format!(
            "its proof, with the branch nodes it names {:?}, does not break the grid",
            node.from
        ));
    }
    needed_in_proof(&nodes, k, &node.from)
}

/// Every proof node but the last feeds a later proof node or is part of the
/// contradiction (around the last node); so is every branch node the nested
/// node names in `named`, or the proof would hide a dead node of the branch.
fn needed_in_proof(nodes: &[&Node], k: usize, named: &[usize]) -> Read<()> {
    let last = nodes[nodes.len() - 1];
    let needed = |i: usize| {
        nodes[(i + 1).max(k)..].iter().any(|m| m.from.contains(&i))
            || touches(&last.cand, &nodes[i].cand)
    };
    if let Some(j) = (k..nodes.len() - 1).find(|&j| !needed(j)) {
        return Err(format!(
            "proof node {j} ({}) is not needed",
            nodes[j].name()
        ));
    }
    if let Some(&f) = named.iter().find(|&&f| !needed(f)) {
        return Err(format!(
            "names branch node {f} ({}), which its proof does not use",
            nodes[f].name()
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------- forms

/// How the branches' starts cover every case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    /// One branch, which breaks: its assumption is false.
    Contradiction,
    /// Every candidate of one cell, in digit order, on.
    Cell,
    /// Every place of one digit in this unit, on.
    Unit(Unit),
    /// One candidate on, then off (or off, then on).
    OnOff,
}

impl Form {
    /// The form in words, for messages.
    fn words(self) -> String {
        match self {
            Form::Contradiction => "one branch (a contradiction)".into(),
            Form::Cell => "branches of the cell form".into(),
            Form::Unit(u) => format!("branches of the unit form ({u})"),
            Form::OnOff => "branches of the on/off form".into(),
        }
    }
}

/// The form the starts of the branches take, or an error when they leave a
/// case uncovered.
fn form_of(board: &Board, branches: &[Vec<Node>]) -> Read<Form> {
    if branches.len() == 1 {
        return Ok(Form::Contradiction);
    }
    let starts: Vec<&Node> = branches.iter().map(|b| &b[0]).collect();
    let (cell, d) = starts[0].cand;
    let all_on = starts.iter().all(|s| s.on);
    let digits: Vec<u8> = starts.iter().map(|s| s.cand.1).collect();
    if all_on
        && starts.iter().all(|s| s.cand.0 == cell)
        && digits == board.candidates(cell).iter().collect::<Vec<u8>>()
    {
        return Ok(Form::Cell);
    }
    let places: CellSet = starts.iter().map(|s| s.cand.0).collect();
    if all_on && digits.iter().all(|&e| e == d) && places.len() as usize == starts.len() {
        // Rows, then columns, then boxes: a line is named before a box.
        if let Some(u) = Unit::all().find(|&u| board.places(u, d) == places) {
            return Ok(Form::Unit(u));
        }
    }
    if starts.len() == 2 && starts[1].cand == starts[0].cand && starts[1].on != starts[0].on {
        return Ok(Form::OnOff);
    }
    let names: Vec<String> = starts.iter().map(|s| s.name()).collect();
    Err(format!(
        "the starts {} do not cover every case: not every candidate of one cell, \
         nor every place of one digit in one unit, nor one candidate on and off",
        names.join(", ")
    ))
}

/// The on node with several premises that makes a branch dynamic, if any.
fn multi_premise(branches: &[Vec<Node>]) -> Option<String> {
    branches.iter().enumerate().find_map(|(b, branch)| {
        let (k, n) = branch
            .iter()
            .enumerate()
            .skip(1)
            .find(|(_, n)| n.on && n.from.len() > 1)?;
        Some(at(b, k, n))
    })
}

/// The technique named is the one the branches show: the static three use
/// their own form and single-premise on nodes only; a dynamic step needs
/// dynamics; a nested step refutes one `on` assumption and carries a proof.
fn check_technique(technique: &str, form: Form, branches: &[Vec<Node>]) -> Read<()> {
    let multi = multi_premise(branches);
    let wanted = match technique {
        "cell_forcing_chain" => matches!(form, Form::Cell),
        "unit_forcing_chain" => matches!(form, Form::Unit(_)),
        "contradiction_chain" => form == Form::Contradiction,
        "nested_forcing_chain" => form == Form::Contradiction,
        _ => true,
    };
    if !wanted {
        return Err(format!("{technique} with {}", form.words()));
    }
    if technique == "nested_forcing_chain" && !branches[0][0].on {
        return Err("a nested step refutes an assumption `on`; its branch starts `off`".into());
    }
    match technique {
        "cell_forcing_chain" | "unit_forcing_chain" | "contradiction_chain" => {
            if let Some(node) = multi {
                return Err(format!(
                    "{node}: an on node with several premises in a static technique"
                ));
            }
        }
        "dynamic_forcing_chain" if multi.is_none() && form != Form::OnOff => {
            return Err("no on node with several premises and not the on/off form: \
                        a static technique gives this step"
                .into());
        }
        "nested_forcing_chain" if branches[0].iter().all(|n| n.proof.is_empty()) => {
            return Err("no node carries a proof".into());
        }
        _ => {}
    }
    Ok(())
}

/// The descriptive fields agree with the branches: `cells` = the start cells
/// in order, `digits` = the start digits ascending, `units` = [the unit] for
/// the unit form (the line, when the places lie in a line and a box) and []
/// otherwise.
fn check_fields(pattern: &Value, branches: &[Vec<Node>], form: Form) -> Read<()> {
    let mut cells: Vec<Cell> = Vec::new();
    for b in branches {
        if !cells.contains(&b[0].cand.0) {
            cells.push(b[0].cand.0);
        }
    }
    let digits: Vec<u8> = branches
        .iter()
        .map(|b| b[0].cand.1)
        .collect::<BTreeSet<u8>>()
        .into_iter()
        .collect();
    let units: Vec<Unit> = match form {
        Form::Unit(u) => vec![u],
        _ => Vec::new(),
    };
    let named = read::cell_list(pattern, "cells")?;
    if named != cells {
        return Err(format!(
            "`cells` is {named:?}, the branches start in {cells:?}"
        ));
    }
    let named = read::digit_list(pattern, "digits")?;
    if named != digits {
        return Err(format!(
            "`digits` is {named:?}, the branches start with {digits:?}"
        ));
    }
    let named = read::unit_list(pattern, "units")?;
    if named != units {
        return Err(format!(
            "`units` is {named:?}, the branches' form calls for {units:?}"
        ));
    }
    Ok(())
}

// ---------------------------------------------------------------- conclusions

/// A lone branch must break the grid; then its assumption is false: an `on`
/// assumption is removed, an `off` one placed.
fn refutation(board: &Board, branch: &[Node], found: &Established) -> Read<Implied> {
    if !breaks(board, &found.on, &found.off) {
        return Err(
            "the branch ends in no contradiction: no candidate both on and off, \
                    no clash, no cell or unit left without a place"
                .into(),
        );
    }
    let first = &branch[0];
    Ok(if first.on {
        Implied::removals(BTreeSet::from([first.cand]))
    } else {
        Implied::placement(first.cand)
    })
}

/// Several branches that cover every case must all hold; what they agree on
/// holds: the candidates on in every branch are placed, those off in every
/// branch removed, except what the placements remove themselves. Each branch
/// ends in that conclusion.
fn agreement(board: &Board, branches: &[Vec<Node>], found: &[Established]) -> Read<Implied> {
    if let Some(b) = found.iter().position(|f| breaks(board, &f.on, &f.off)) {
        return Err(format!(
            "branch {} breaks the grid: its assumption is false, a contradiction chain's case",
            b + 1
        ));
    }
    let mut placements = found[0].on.clone();
    let mut eliminations = found[0].off.clone();
    for f in &found[1..] {
        placements.retain(|c| f.on.contains(c));
        eliminations.retain(|c| f.off.contains(c));
    }
    eliminations.retain(|c| !placements.iter().any(|p| touches(p, c)));
    if placements.is_empty() && eliminations.is_empty() {
        return Err("the branches agree on nothing".into());
    }
    let implied = Implied {
        placements,
        eliminations,
    };
    for (b, branch) in branches.iter().enumerate() {
        let (k, last) = (branch.len() - 1, &branch[branch.len() - 1]);
        let removed = implied.placements.iter().any(|p| touches(p, &last.cand));
        if !concluded(&implied, last) && !removed {
            return Err(format!(
                "{}: the branch ends outside the conclusion",
                at(b, k, last)
            ));
        }
    }
    Ok(implied)
}

/// Whether `node` is one of the conclusions: an on node placed, an off node removed.
fn concluded(implied: &Implied, node: &Node) -> bool {
    if node.on {
        implied.placements.contains(&node.cand)
    } else {
        implied.eliminations.contains(&node.cand)
    }
}

/// No dead nodes: every node but the last feeds a later node, is a conclusion,
/// or (in a lone branch) is part of the contradiction around the last node.
fn check_needed(branches: &[Vec<Node>], implied: &Implied) -> Read<()> {
    let lone = branches.len() == 1;
    for (b, branch) in branches.iter().enumerate() {
        let used: BTreeSet<usize> = branch.iter().flat_map(|n| n.from.iter().copied()).collect();
        let last = &branch[branch.len() - 1];
        for (k, n) in branch.iter().enumerate() {
            let needed = used.contains(&k)
                || k == branch.len() - 1
                || (lone && touches(&last.cand, &n.cand))
                || concluded(implied, n);
            if !needed {
                return Err(format!("{}: not needed by any later node", at(b, k, n)));
            }
        }
    }
    Ok(())
}

/// Checks a forcing step and returns what its branches imply.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    let branches = read_branches(m.pattern)?;
    let nested = m.technique == "nested_forcing_chain";
    let found = branches
        .iter()
        .enumerate()
        .map(|(b, branch)| replay_branch(m.board, branch, b, nested))
        .collect::<Read<Vec<Established>>>()?;
    let form = form_of(m.board, &branches)?;
    check_technique(m.technique, form, &branches)?;
    check_fields(m.pattern, &branches, form)?;
    let implied = match form {
        Form::Contradiction => refutation(m.board, &branches[0], &found[0])?,
        _ => agreement(m.board, &branches, &found)?,
    };
    check_needed(&branches, &implied)?;
    Ok(implied)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitset::Digits;
    use crate::verify::fixture::{position, run_on};
    use serde_json::json;

    /// A board as a trace can describe it: the placed digits, and the
    /// candidates, nine characters a cell, one line a row.
    struct Position {
        values: &'static str,
        marks: [&'static str; 9],
    }

    impl Position {
        fn board(&self) -> Board {
            position(self.values, &self.marks.concat())
        }
    }

    /// An empty board where every cell holds every digit but the ones listed,
    /// which hold the candidates given.
    fn marked(cells: &[((u8, u8), &[u8])]) -> Board {
        let mut marks = [Digits::ALL; 81];
        for &((r, c), digits) in cells {
            marks[Cell::at(r - 1, c - 1).index()] = digits.iter().copied().collect();
        }
        Board::new(&[0; 81], Some(&marks))
    }

    fn node(state: &str, row: u8, col: u8, digit: u8, from: &[usize]) -> Value {
        json!({"row": row, "col": col, "digit": digit, "state": state, "from": from})
    }

    fn on(row: u8, col: u8, digit: u8, from: &[usize]) -> Value {
        node("on", row, col, digit, from)
    }

    fn off(row: u8, col: u8, digit: u8, from: &[usize]) -> Value {
        node("off", row, col, digit, from)
    }

    /// A nested node: `node` with its proof.
    fn proved(mut node: Value, proof: Vec<Value>) -> Value {
        node["proof"] = Value::Array(proof);
        node
    }

    fn pattern(
        cells: &[(u8, u8)],
        digits: &[u8],
        units: Value,
        branches: Vec<Vec<Value>>,
    ) -> Value {
        let cells: Vec<Value> = cells
            .iter()
            .map(|&(r, c)| json!({"row": r, "col": c}))
            .collect();
        json!({"cells": cells, "digits": digits, "units": units, "branches": branches})
    }

    fn cand(row: u8, col: u8, digit: u8) -> Cand {
        (Cell::at(row - 1, col - 1), digit)
    }

    /// The check as the replay runs it (it reads neither the step's lists nor
    /// `unique`).
    fn run(board: &Board, technique: &str, pattern: &Value) -> Read<Implied> {
        run_on(check, board, technique, pattern)
    }

    /// Expects the check to fail with a message that contains `what`.
    fn rejected(result: Read<Implied>, what: &str) {
        match result {
            Ok(implied) => panic!("passed, implying {implied:?}"),
            Err(e) => assert!(e.contains(what), "unexpected message: {e}"),
        }
    }

    #[test]
    fn a_cell_forcing_chain_places_what_every_branch_reaches() {
        let implied = run(&CELL.board(), "cell_forcing_chain", &cell_pattern());
        assert_eq!(implied, Ok(Implied::placement(cand(7, 9, 8))));
    }

    #[test]
    fn a_unit_forcing_chain_removes_what_every_branch_removes() {
        let implied = run(&UNIT.board(), "unit_forcing_chain", &unit_pattern());
        assert_eq!(
            implied,
            Ok(Implied::removals(BTreeSet::from([cand(1, 5, 7)])))
        );
    }

    #[test]
    fn a_contradiction_from_an_off_assumption_places_it() {
        let implied = run(
            &CONTRADICTION.board(),
            "contradiction_chain",
            &contradiction_pattern(),
        );
        assert_eq!(implied, Ok(Implied::placement(cand(4, 6, 7))));
    }

    #[test]
    fn a_dynamic_step_passes_but_not_under_a_static_name() {
        let board = DYNAMIC.board();
        let implied = run(&board, "dynamic_forcing_chain", &dynamic_pattern());
        assert_eq!(
            implied,
            Ok(Implied::removals(BTreeSet::from([cand(9, 5, 5)])))
        );
        rejected(
            run(&board, "cell_forcing_chain", &dynamic_pattern()),
            "branch 1, node 5 (r9c5=1): an on node with several premises in a static technique",
        );
    }

    #[test]
    fn the_on_off_form_is_dynamic_and_covers_both_cases() {
        let board = marked(&[((1, 1), &[1, 2]), ((1, 2), &[1, 3]), ((2, 1), &[2, 3])]);
        let if_on = vec![
            on(1, 1, 1, &[]),
            off(1, 2, 1, &[0]),
            on(1, 2, 3, &[1]),
            off(1, 3, 3, &[2]),
        ];
        let if_off = vec![
            off(1, 1, 1, &[]),
            on(1, 1, 2, &[0]),
            off(2, 1, 2, &[1]),
            on(2, 1, 3, &[2]),
            off(1, 3, 3, &[3]),
        ];
        let p = pattern(&[(1, 1)], &[1], json!([]), vec![if_on, if_off]);
        let implied = run(&board, "dynamic_forcing_chain", &p);
        assert_eq!(
            implied,
            Ok(Implied::removals(BTreeSet::from([cand(1, 3, 3)])))
        );
        rejected(run(&board, "cell_forcing_chain", &p), "on/off form");
    }

    #[test]
    fn a_nested_step_removes_its_refuted_assumption() {
        let implied = run(&NESTED.board(), "nested_forcing_chain", &nested_pattern());
        assert_eq!(
            implied,
            Ok(Implied::removals(BTreeSet::from([cand(1, 8, 5)])))
        );
    }

    #[test]
    fn a_node_whose_premises_are_removed_is_rejected() {
        let mut p = cell_pattern();
        p["branches"][1][2]["from"] = json!([]);
        rejected(
            run(&CELL.board(), "cell_forcing_chain", &p),
            "branch 2, node 2 (r5c9=5): does not follow from nodes []",
        );
    }

    #[test]
    fn a_node_nothing_needs_is_rejected() {
        let mut p = unit_pattern();
        let branch = p["branches"][0].as_array_mut().unwrap();
        branch.insert(1, off(1, 2, 7, &[0]));
        rejected(
            run(&UNIT.board(), "unit_forcing_chain", &p),
            "branch 1, node 1 (r1c2<>7): not needed",
        );
    }

    #[test]
    fn starts_that_leave_a_case_out_are_rejected() {
        let mut p = unit_pattern();
        p["branches"].as_array_mut().unwrap().pop();
        rejected(
            run(&UNIT.board(), "unit_forcing_chain", &p),
            "do not cover every case",
        );
    }

    #[test]
    fn the_descriptive_fields_follow_the_branches() {
        let mut p = unit_pattern();
        p["units"] = json!([]);
        rejected(run(&UNIT.board(), "unit_forcing_chain", &p), "`units`");
    }

    #[test]
    fn a_missing_contradiction_is_rejected() {
        let mut p = contradiction_pattern();
        p["branches"][0].as_array_mut().unwrap().pop();
        rejected(
            run(&CONTRADICTION.board(), "contradiction_chain", &p),
            "ends in no contradiction",
        );
    }

    /// The branch node of the nested example that carries the proof.
    const NESTED_AT: usize = 19;

    #[test]
    fn a_nested_proof_starting_in_the_wrong_state_is_rejected() {
        let mut p = nested_pattern();
        p["branches"][0][NESTED_AT]["proof"][0]["state"] = json!("off");
        rejected(
            run(&NESTED.board(), "nested_forcing_chain", &p),
            "branch 1, node 19 (r2c3<>7): its proof must start at r2c3=7",
        );
    }

    #[test]
    fn a_nested_proof_must_break_the_grid_with_what_it_names() {
        let board = NESTED.board();
        let mut p = nested_pattern();
        p["branches"][0][NESTED_AT]["proof"]
            .as_array_mut()
            .unwrap()
            .pop();
        rejected(
            run(&board, "nested_forcing_chain", &p),
            "does not break the grid",
        );
        let mut p = nested_pattern();
        p["branches"][0][NESTED_AT]["from"] = json!([5, 6, 7, 17]);
        rejected(
            run(&board, "nested_forcing_chain", &p),
            "its proof uses branch nodes {8}, which the node does not name",
        );
        let mut p = nested_pattern();
        p["branches"][0][NESTED_AT]["from"] = json!([0, 5, 6, 7, 8, 17]);
        rejected(
            run(&board, "nested_forcing_chain", &p),
            "names branch node 0 (r1c8=5), which its proof does not use",
        );
    }

    #[test]
    fn a_proof_belongs_to_nested_steps_only() {
        rejected(
            run(&NESTED.board(), "dynamic_forcing_chain", &nested_pattern()),
            "carries a proof, which only a nested_forcing_chain may",
        );
    }

    /// The board before a real step (top1465.txt, puzzle 696, step 19) and its branches:
    /// Whichever digit r8c8 takes (2,5,7), r7c9=8: if r8c8=2, then r7c9=8; if r8c8=5, then
    /// r5c9=5, r7c9=8; if r8c8=7, then r7c5=7, r7c9=8 => r7c9=8
    const CELL: Position = Position {
        values: "7.2.1....35...4...4.92..58.6....82.....7.....1.5.23..65....93..........48.7..2.6.",
        marks: [
            "..............6.8............3.56.89.............56......4.6..9..34....9..3.....9",
            "..................1....6.8......6.89.....6789.........1....67.912....7..12.......",
            ".........1....6.......................3..67.......67....................1.3...7..",
            "...........34..7.9..34.....1..45...9...45...9..................1.345...91.3...7..",
            ".2......9.234....9..34...8.............456..91...56...1..4...891.345...91.3.5..89",
            "...............78.............4....9........................78....4....9.........",
            ".........12.4.6...1..4.6...1..4.6......4.678...................12....7...2.....8.",
            ".2......9123..6..91.3..6...1.3.56.8...3.5678.1...567..1.....789.2..5.7...........",
            ".........1.34....9.........1.345......345.............1.......9.........1...5...9",
        ],
    };

    fn cell_pattern() -> Value {
        let branches = vec![
            vec![on(8, 8, 2, &[]), off(7, 9, 2, &[0]), on(7, 9, 8, &[1])],
            vec![
                on(8, 8, 5, &[]),
                off(9, 9, 5, &[0]),
                on(5, 9, 5, &[1]),
                off(5, 9, 8, &[2]),
                on(7, 9, 8, &[3]),
            ],
            vec![
                on(8, 8, 7, &[]),
                off(7, 8, 7, &[0]),
                on(7, 5, 7, &[1]),
                off(7, 5, 8, &[2]),
                on(7, 9, 8, &[3]),
            ],
        ];
        let units = json!([]);
        pattern(&[(8, 8)], &[2, 5, 7], units, branches)
    }

    /// The board before a real step (top1465.txt, puzzle 601, step 30) and its branches: If
    /// r4c6 were not 7, then r4c8=7, r1c8=9, r7c8<>9: row 7 would have no place left for 9
    /// => r4c6=7
    const CONTRADICTION: Position = Position {
        values: "1.5.32...7.9..1..34........6.....2..2....5.84..7...1..8...6.3.7.1...85.2.7.....4.",
        marks: [
            "..............6.8.............4...89.....................4.67.9......7.9.....6.89",
            "..........2...6.8.............456.8....45..8.............4.6.8..2..5.............",
            "..........23..6.8...3....8.....56789....5.789.....67.........8912..5....1...5....",
            "...........345..891......8.1.34...891..4...89......7.9...........3.5.7.9....5...9",
            "...........3.....91.3........3..67..1.....7.9..............67....................",
            "....5...9...4...89..........234...89.2.4...89..34.6..9...........3..6..9....56..9",
            ".............5...9.2.4.....12..5................4....9.........1.......9.........",
            "..3.....9............4.6.....34..7.9...4..7.9.......................6..9.........",
            "..3.5...9..........2...6...12..5....12..5......3.....9.....6.89.........1....6.89",
        ],
    };

    fn contradiction_pattern() -> Value {
        let branches = vec![vec![
            off(4, 6, 7, &[]),
            on(4, 6, 9, &[0]),
            on(4, 8, 7, &[0]),
            off(5, 5, 9, &[1]),
            off(7, 6, 9, &[1]),
            off(1, 8, 7, &[2]),
            on(5, 2, 9, &[3]),
            on(1, 8, 9, &[5]),
            off(7, 2, 9, &[6]),
            off(7, 8, 9, &[7]),
        ]];
        let units = json!([]);
        pattern(&[(4, 6)], &[7], units, branches)
    }

    /// The board before a real step (forum-hardest-110626.txt, puzzle 17, step 16) and its
    /// branches: Whichever digit r3c4 takes (1,9), r9c5<>5: if r3c4=1, then r2c9=1, r9c5=1,
    /// r9c5<>5; if r3c4=9, then r9c5=9, r9c5<>5 => remove 5 from r9c5
    const DYNAMIC: Position = Position {
        values: ".......58.56...7..842.75..3.....1.....9.2.1.....6.9...5...8...2..7...8..238....4.",
        marks: [
            "1.3...7.91.....7.91.3......1234.....1.34.6..9.234.6....2.4....9..................",
            "1.3.....9..................1234...8.1.34....9.234...8...........2......91..4....9",
            "...........................1.......9.......................6..91....6..9.........",
            "..34.67...2...678...345......345.78...345..............23456..9.23..6789...4567.9",
            "..34.67.......678............345.78............34..78............3..678....4567..",
            "1.34..7..12....78.1.345...............345..............2345.....23...78....45.7..",
            ".........1....6..91..4.....1.34..7.9...........34.67....3..6..91.3..67.9.........",
            "1..4.6..91....6..9.........12345...91.3456....234.6............1.3..6..91...56..9",
            "...........................1.....7.91...56..9.....67......56..9.........1...567.9",
        ],
    };

    fn dynamic_pattern() -> Value {
        let branches = vec![
            vec![
                on(3, 4, 1, &[]),
                off(3, 8, 1, &[0]),
                off(9, 4, 1, &[0]),
                on(2, 9, 1, &[1]),
                off(9, 9, 1, &[3]),
                on(9, 5, 1, &[2, 4]),
                off(9, 5, 5, &[5]),
            ],
            vec![
                on(3, 4, 9, &[]),
                off(1, 5, 9, &[0]),
                off(2, 5, 9, &[0]),
                on(9, 5, 9, &[1, 2]),
                off(9, 5, 5, &[3]),
            ],
        ];
        let units = json!([]);
        pattern(&[(3, 4)], &[1, 9], units, branches)
    }

    /// The board before a real step (forum-hardest-110626.txt, puzzle 131, step 3) and its
    /// branches: If r1c8 were 5, then r1c5=9, r5c4=9, r2c3<>7, r6c3=7, r6c7<>7: column 7
    /// would have no place left for 7 (inside that branch r2c3<>7, because r2c3=7 would
    /// lead to r9c3=9, r9c7<>9: column 7 would have no place left for 9) => remove 5 from
    /// r1c8
    const NESTED: Position = Position {
        values: "12.3....435....1....4........54..2..6...7.........8.9...31..5.......9.7.....6...8",
        marks: [
            ".......................6789.............5...9....5.7.......6789....56.8..........",
            ".......................6789.2...6789.2.4...89.2.4.67............2...6.8..2...67.9",
            "......789.....6789..........2..5678912..5..8912..567....3..6789.23.56.8..23.567.9",
            "......7891.3...789..................1.3.....91.3..6............1.3..6.8.1.3..67..",
            ".........1.34...8912.....89.2..5...9.........123.5......34...8.1.345..8.1.3.5....",
            ".2.4..7..1.34..7..12....7...2..56...123.5...............34.67...........1.3.567..",
            ".2.4..789...4.6789...................2.4...8..2.4..7............2.4.6....2...6..9",
            ".2.45..8.1..4.6.8.12...6.8..2..5..8..2345..8............34.6............123..6...",
            ".2.45.7.91..4..7.912....7.9.2..5.7............2345.7....34....91234..............",
        ],
    };

    fn nested_pattern() -> Value {
        let branches = vec![vec![
            on(1, 8, 5, &[]),
            off(1, 5, 5, &[0]),
            off(1, 6, 5, &[0]),
            on(1, 5, 9, &[1]),
            on(1, 6, 7, &[2]),
            off(1, 3, 9, &[3]),
            off(1, 7, 9, &[3]),
            off(2, 4, 9, &[3]),
            off(2, 5, 9, &[3]),
            off(3, 4, 9, &[3]),
            off(1, 3, 7, &[4]),
            off(1, 7, 7, &[4]),
            off(2, 4, 7, &[4]),
            off(2, 6, 7, &[4]),
            off(3, 4, 7, &[4]),
            on(5, 4, 9, &[7, 9]),
            on(9, 4, 7, &[12, 14]),
            off(5, 3, 9, &[15]),
            off(9, 3, 7, &[16]),
            proved(
                off(2, 3, 7, &[5, 6, 7, 8, 17]),
                vec![
                    on(2, 3, 7, &[]),
                    off(2, 3, 9, &[19]),
                    on(2, 9, 9, &[20, 7, 8]),
                    on(9, 3, 9, &[5, 20, 17]),
                    off(3, 7, 9, &[21]),
                    off(9, 7, 9, &[22]),
                ],
            ),
            on(2, 9, 7, &[19, 12, 13]),
            on(6, 3, 7, &[10, 19, 18]),
            off(3, 7, 7, &[20]),
            off(6, 7, 7, &[21]),
        ]];
        let units = json!([]);
        pattern(&[(1, 8)], &[5], units, branches)
    }

    /// The board before a real step (top1465.txt, puzzle 612, step 12) and its branches:
    /// Wherever 7 goes in column 1 (r1c1, r6c1, r7c1), r1c5<>7: if r1c1=7, then r1c5<>7; if
    /// r6c1=7, then r2c4=7, r1c5<>7; if r7c1=7, then r9c5=7, r1c5<>7 => remove 7 from r1c5
    const UNIT: Position = Position {
        values: "..82.4..16...5...9..1.....7...5.37..8..6..2.5..5..2.3..8.42...3.54....722..9.5..8",
        marks: [
            "..3.5.7.9..3...7.9.......................67.9...........3.56.......56............",
            "..........234..7...23...7..1.3...78..........1.....78...34...8..2.4...8..........",
            "..345...9.234....9...........3....8...3..6.89.....6.89..3456.8..2.456.8..........",
            "1..4....912.4.6..9.2...6..9.........1..4...89..................1......89...4.6...",
            ".........1.34..7.9..3...7.9.........1..4..7.91.....7.9.........1.......9.........",
            "1..4..7.91..4.67.9.........1.....78.1..4..789.........1......89............4.6...",
            "1.....7.9..............67.9..................1....67..1...56..91...56..9.........",
            "1.3.....9..................1.3....8.1.3..6.8.1....6.8.1....6..9..................",
            ".........1.3..67....3..67...........1.3..67...........1..4.6...1..4.6............",
        ],
    };

    fn unit_pattern() -> Value {
        let branches = vec![
            vec![on(1, 1, 7, &[]), off(1, 5, 7, &[0])],
            vec![
                on(6, 1, 7, &[]),
                off(6, 4, 7, &[0]),
                on(2, 4, 7, &[1]),
                off(1, 5, 7, &[2]),
            ],
            vec![
                on(7, 1, 7, &[]),
                off(7, 6, 7, &[0]),
                on(9, 5, 7, &[1]),
                off(1, 5, 7, &[2]),
            ],
        ];
        let units = json!([{"kind": "col", "index": 1}]);
        pattern(&[(1, 1), (6, 1), (7, 1)], &[7], units, branches)
    }
}
