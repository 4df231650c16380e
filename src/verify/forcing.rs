//! Forcing chains: `cell_forcing_chain`, `unit_forcing_chain`,
//! `contradiction_chain`, `dynamic_forcing_chain`, `pattern_forcing_chain`,
//! `nested_pattern_forcing_chain`, `nested_forcing_chain` and
//! `deep_forcing_chain` (contract: `docs/trace-format.md`, section "Forcing
//! chains").
//!
//! A forcing step carries its whole proof as `pattern.branches`: one branch per
//! starting assumption, each a list of nodes that follow one from another by a
//! basic rule. The check replays every branch node by node on the board of the
//! moment, with its own reading of those rules; it then checks that the starts
//! cover every case (or that a lone branch breaks the grid), derives what the
//! branches imply, and checks that no node is there for nothing and that the
//! technique named is the one the branches show.

use super::board::{Cand, ReplayBoard};
use super::moment::{Implied, Moment};
use super::pattern_node;
use super::read::{self, Read};
use crate::core::CellSet;
use crate::core::{Cell, Unit};
use serde_json::Value;
use std::collections::BTreeSet;

/// One node of a branch or of a nested proof, as the JSON gives it.
#[derive(Debug)]
pub(super) struct Node {
    pub(super) cand: Cand,
    /// `"state": "on"` (the digit is in the cell) or `"off"` (it is not).
    pub(super) on: bool,
    /// Indices of the nodes it follows from.
    from: Vec<usize>,
    /// The inner branch of a nested node; empty for every other node.
    proof: Vec<Node>,
    /// The pattern that strikes a node of a pattern forcing chain.
    pattern: Option<pattern_node::NodePattern>,
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

/// The nodes a `from` index may name: the nodes of a branch, or, inside a
/// node's proof, the nodes before that node (of the branch, and of the proofs
/// it sits in) followed by the proof's own. At most three slices, so a long
/// branch with many proofs is still read in time linear in its size.
#[derive(Clone)]
struct Nodes<'a> {
    head: Vec<&'a [Node]>,
    tail: &'a [Node],
}

impl<'a> Nodes<'a> {
    fn of(branch: &'a [Node]) -> Nodes<'a> {
        Nodes {
            head: Vec::new(),
            tail: branch,
        }
    }

    fn get(&self, mut i: usize) -> &'a Node {
        for part in &self.head {
            match i.checked_sub(part.len()) {
                None => return &part[i],
                Some(rest) => i = rest,
            }
        }
        &self.tail[i]
    }

    fn len(&self) -> usize {
        self.head.iter().map(|p| p.len()).sum::<usize>() + self.tail.len()
    }

    /// What the proof of the node at index `k` sees: every node before it,
    /// then the proof's own nodes.
    fn inside(&self, k: usize, proof: &'a [Node]) -> Nodes<'a> {
        let before = k - (self.len() - self.tail.len());
        let mut head = self.head.clone();
        head.push(&self.tail[..before]);
        Nodes { head, tail: proof }
    }
}

/// Where a node sits, for messages: `branch 2, node 5 (r3c4<>7)`. Branches
/// count from 1; nodes keep the 0-based index the `from` fields use.
pub(super) fn at(b: usize, k: usize, node: &Node) -> String {
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
    let pattern = match v.get("pattern") {
        Some(p) => Some(pattern_node::read(p).map_err(|e| format!("`pattern`: {e}"))?),
        None => None,
    };
    Ok(Node {
        cand,
        on,
        from,
        proof,
        pattern,
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
fn follows(board: &ReplayBoard, nodes: Nodes, node: &Node) -> bool {
    let (cell, d) = node.cand;
    let mut premises = node.from.iter().map(|&f| nodes.get(f));
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
fn breaks(board: &ReplayBoard, on: &BTreeSet<Cand>, off: &BTreeSet<Cand>) -> bool {
    let both = on.iter().any(|c| off.contains(c));
    // Two on candidates clash when they share a cell or one unit holds the
    // digit of both; counting them per cell and per unit and digit finds that
    // in one pass.
    let mut in_cell = [0u8; 81];
    let mut in_unit = [[0u8; 9]; 27];
    let clash = on.iter().any(|&(cell, d)| {
        let mut twice = bump(&mut in_cell[cell.index()]);
        for (kind, u) in cell.units().into_iter().enumerate() {
            let unit = kind * 9 + usize::from(u.index());
            twice |= bump(&mut in_unit[unit][usize::from(d) - 1]);
        }
        twice
    });
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

/// Counts one more in `count`; whether it was already one or more.
fn bump(count: &mut u8) -> bool {
    *count = count.saturating_add(1);
    *count > 1
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
fn well_placed(board: &ReplayBoard, node: &Node, index: usize) -> Read<()> {
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
pub(super) struct Established {
    on: BTreeSet<Cand>,
    pub(super) off: BTreeSet<Cand>,
}

/// Replays branch `b` node by node: the assumption first (a candidate, no
/// premise), then every node by one basic rule, or, in a nested or deep step,
/// by its proof (proofs nest at most `depth` levels), or, in a pattern
/// forcing chain (`patterns`), by the pattern it names.
fn replay_branch(
    board: &ReplayBoard,
    branch: &[Node],
    b: usize,
    depth: usize,
    patterns: bool,
) -> Read<Established> {
    let nodes = Nodes::of(branch);
    for (k, node) in branch.iter().enumerate() {
        let here = at(b, k, node);
        well_placed(board, node, k).map_err(|e| format!("{here}: {e}"))?;
        if k == 0 {
            if !node.from.is_empty() || !node.proof.is_empty() || node.pattern.is_some() {
                return Err(format!(
                    "{here}: the assumption names premises, a proof or a pattern"
                ));
            }
        } else if let Some(pattern) = &node.pattern {
            if !patterns {
                return Err(format!(
                    "{here}: names a pattern, which only a node of a pattern_forcing_chain \
                     or of a nested_pattern_forcing_chain's branch may"
                ));
            }
            struck_by_pattern(board, nodes.clone(), node, pattern)
                .map_err(|e| format!("{here}: {e}"))?;
        } else if !node.proof.is_empty() {
            if depth == 0 {
                return Err(format!(
                    "{here}: carries a proof, which only a nested_forcing_chain, \
                     a nested_pattern_forcing_chain or a deep_forcing_chain may"
                ));
            }
            check_proof(board, &nodes, k, depth).map_err(|e| format!("{here}: {e}"))?;
        } else if !follows(board, nodes.clone(), node) {
            return Err(format!(
                "{here}: does not follow from nodes {:?}",
                node.from
            ));
        }
    }
    let (on, off) = states(branch.iter());
    Ok(Established { on, off })
}

/// Checks a node a pattern strikes: an off node with no proof, whose
/// premises are off nodes, struck by the pattern on the board less them.
fn struck_by_pattern(
    board: &ReplayBoard,
    nodes: Nodes,
    node: &Node,
    pattern: &pattern_node::NodePattern,
) -> Read<()> {
    if node.on || !node.proof.is_empty() {
        return Err("a node a pattern strikes is off and carries no proof".into());
    }
    let mut gone = BTreeSet::new();
    for &f in &node.from {
        let p = nodes.get(f);
        if p.on {
            return Err(format!(
                "names {} as a premise: a pattern rests on off nodes",
                p.name()
            ));
        }
        gone.insert(p.cand);
    }
    pattern_node::check(board, &gone, node.cand, pattern)
}

/// Checks the proof of node `k` of `list` (a branch, or a proof whose node
/// it is): its opposite, assumed on top of the nodes before `k`, breaks the
/// grid by basic rules, and by proof nodes that carry proofs of their own
/// when `depth` allows more than one level. Proof node `j` has index
/// `k + j`; lower indices name the nodes before `k`.
fn check_proof(board: &ReplayBoard, list: &Nodes, k: usize, depth: usize) -> Read<()> {
    let node = list.get(k);
    let first = &node.proof[0];
    if first.cand != node.cand || first.on == node.on || !first.from.is_empty() {
        return Err(format!(
            "its proof must start at {} with no premise, starts at {} from {:?}",
            node.opposite_name(),
            first.name(),
            first.from
        ));
    }
    let nodes = list.inside(k, &node.proof);
    for (j, p) in (k..).zip(&node.proof) {
        let here = format!("proof node {j} ({})", p.name());
        well_placed(board, p, j).map_err(|e| format!("{here}: {e}"))?;
        if p.pattern.is_some() {
            return Err(format!(
                "{here}: names a pattern; a proof uses the basic rules"
            ));
        }
        if !p.proof.is_empty() {
            if depth < 2 {
                return Err(format!(
                    "{here}: carries a proof of its own (one level only)"
                ));
            }
            if j == k {
                return Err(format!("{here}: the assumption carries a proof"));
            }
            check_proof(board, &nodes, j, depth - 1).map_err(|e| format!("{here}: {e}"))?;
        } else if j > k && !follows(board, nodes.clone(), p) {
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
    let used = named.iter().map(|&i| list.get(i)).chain(&node.proof);
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
fn needed_in_proof(nodes: &Nodes, k: usize, named: &[usize]) -> Read<()> {
    let last = nodes.get(nodes.len() - 1);
    // A node's premises come before it, so whatever a proof node names is
    // named by a later node: the proof nodes' premises are all that is used.
    let used: BTreeSet<usize> = nodes
        .tail
        .iter()
        .flat_map(|m| m.from.iter().copied())
        .collect();
    let needed = |i: usize| used.contains(&i) || touches(&last.cand, &nodes.get(i).cand);
    if let Some(j) = (k..nodes.len() - 1).find(|&j| !needed(j)) {
        return Err(format!(
            "proof node {j} ({}) is not needed",
            nodes.get(j).name()
        ));
    }
    if let Some(&f) = named.iter().find(|&&f| !needed(f)) {
        return Err(format!(
            "names branch node {f} ({}), which its proof does not use",
            nodes.get(f).name()
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
fn form_of(board: &ReplayBoard, branches: &[Vec<Node>]) -> Read<Form> {
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

/// A Nishio refutes an `on` assumption following its digit alone.
fn nishio_shape(branches: &[Vec<Node>]) -> bool {
    let start = &branches[0][0];
    start.on
        && branches
            .iter()
            .flatten()
            .all(|n| n.cand.1 == start.cand.1 && n.proof.is_empty())
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
        "nishio" => form == Form::Contradiction,
        "nested_forcing_chain" | "nested_pattern_forcing_chain" => form == Form::Contradiction,
        _ => true,
    };
    if !wanted {
        return Err(format!("{technique} with {}", form.words()));
    }
    if technique == "nishio" && !nishio_shape(branches) {
        return Err("a Nishio refutes an `on` assumption following its one digit alone".into());
    }
    let nested = matches!(
        technique,
        "nested_forcing_chain" | "nested_pattern_forcing_chain"
    );
    if nested && !branches[0][0].on {
        return Err("a nested step refutes an assumption `on`; its branch starts `off`".into());
    }
    match technique {
        "cell_forcing_chain" | "unit_forcing_chain" | "contradiction_chain" => {
            single_premises(branches)?;
        }
        "dynamic_forcing_chain" if multi.is_none() && form != Form::OnOff => {
            return Err("no on node with several premises and not the on/off form: \
                        a static technique gives this step"
                .into());
        }
        _ if nested && branches[0].iter().all(|n| n.proof.is_empty()) => {
            return Err("no node carries a proof".into());
        }
        "nested_pattern_forcing_chain" if branches[0].iter().all(|n| n.pattern.is_none()) => {
            return Err("no node names a pattern: a nested_forcing_chain's step".into());
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
fn refutation(board: &ReplayBoard, branch: &[Node], found: &Established) -> Read<Implied> {
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
pub(super) fn agreement(
    board: &ReplayBoard,
    branches: &[Vec<Node>],
    found: &[Established],
) -> Read<Implied> {
    none_breaks(board, found)?;
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
pub(super) fn check_needed(branches: &[Vec<Node>], implied: &Implied) -> Read<()> {
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

/// No branch breaks the grid: one that does proves its assumption false, a
/// contradiction chain's case, not a branch of a step that covers every case.
fn none_breaks(board: &ReplayBoard, found: &[Established]) -> Read<()> {
    match found.iter().position(|f| breaks(board, &f.on, &f.off)) {
        Some(b) => Err(format!(
            "branch {} breaks the grid: its assumption is false, a contradiction chain's case",
            b + 1
        )),
        None => Ok(()),
    }
}

/// Every on node has one premise, as a static technique's must.
fn single_premises(branches: &[Vec<Node>]) -> Read<()> {
    match multi_premise(branches) {
        Some(node) => Err(format!(
            "{node}: an on node with several premises in a static technique"
        )),
        None => Ok(()),
    }
}

/// Replays every branch (see [`replay_branch`]); what each establishes.
fn replayed(
    board: &ReplayBoard,
    branches: &[Vec<Node>],
    depth: usize,
    patterns: bool,
) -> Read<Vec<Established>> {
    branches
        .iter()
        .enumerate()
        .map(|(b, branch)| replay_branch(board, branch, b, depth, patterns))
        .collect()
}

/// The branches of a step whose starts another rule accounts for (a kraken
/// fish's fins): each replayed by the basic rules, every on node with one
/// premise (static), and none breaking the grid; with what each establishes.
pub(super) fn static_branches(m: &Moment) -> Read<(Vec<Vec<Node>>, Vec<Established>)> {
    let branches = read_branches(m.pattern)?;
    let found = replayed(m.board, &branches, 0, false)?;
    single_premises(&branches)?;
    none_breaks(m.board, &found)?;
    Ok((branches, found))
}

/// Checks a forcing step and returns what its branches imply.
pub(super) fn check(m: &Moment) -> Read<Implied> {
    let branches = read_branches(m.pattern)?;
    let level_one = m.technique == "pattern_forcing_chain";
    // A nested pattern chain's branch nodes may name patterns as a pattern
    // forcing chain's do, and carry proofs as a nested chain's do.
    let patterns = level_one || m.technique == "nested_pattern_forcing_chain";
    // A pattern forcing chain is SE's level 1 with its patterns as nodes:
    // its conclusion is told as a deep chain's.
    let deep = m.technique == "deep_forcing_chain" || level_one;
    let depth = match m.technique {
        "nested_forcing_chain" | "nested_pattern_forcing_chain" => 1,
        "deep_forcing_chain" => 2,
        _ => 0,
    };
    let found = replayed(m.board, &branches, depth, patterns)?;
    let form = form_of(m.board, &branches)?;
    check_technique(m.technique, form, &branches)?;
    check_fields(m.pattern, &branches, form)?;
    if level_one {
        check_pattern_level(m.pattern, &branches)?;
    } else if deep {
        check_nesting(m.pattern, &branches)?;
    }
    let implied = match form {
        Form::Contradiction if deep => {
            eliminated(m.board, refutation(m.board, &branches[0], &found[0])?)
        }
        Form::Contradiction => refutation(m.board, &branches[0], &found[0])?,
        _ if deep => eliminated(m.board, common_end(m.board, &branches, &found)?),
        _ => agreement(m.board, &branches, &found)?,
    };
    check_needed(&branches, &implied)?;
    Ok(implied)
}

// ---------------------------------------------------------------- deep chains

/// A deep step makes eliminations only, as SE's chains do: a candidate
/// proved true is stated by removing the other candidates of its cell (the
/// naked single that follows places it).
fn eliminated(board: &ReplayBoard, implied: Implied) -> Implied {
    let mut eliminations = implied.eliminations;
    for &(cell, d) in &implied.placements {
        eliminations.extend(
            board
                .candidates(cell)
                .iter()
                .filter(|&e| e != d)
                .map(|e| (cell, e)),
        );
    }
    Implied::removals(eliminations)
}

/// A deep step's branches, which cover every case, all end in one node: the
/// step's conclusion (what else they may share is not claimed).
fn common_end(board: &ReplayBoard, branches: &[Vec<Node>], found: &[Established]) -> Read<Implied> {
    if let Some(b) = found.iter().position(|f| breaks(board, &f.on, &f.off)) {
        return Err(format!(
            "branch {} breaks the grid: its assumption is false, a contradiction's case",
            b + 1
        ));
    }
    let end = branches[0].last().expect("a branch has a node");
    for (b, branch) in branches.iter().enumerate() {
        let (k, last) = (branch.len() - 1, &branch[branch.len() - 1]);
        if (last.cand, last.on) != (end.cand, end.on) {
            return Err(format!(
                "{}: the branch ends elsewhere than branch 1 ({})",
                at(b, k, last),
                end.name()
            ));
        }
    }
    Ok(if end.on {
        Implied::placement(end.cand)
    } else {
        Implied::removals(BTreeSet::from([end.cand]))
    })
}

/// How deep the proofs of `nodes` nest: 0 for none.
fn proof_depth(nodes: &[Node]) -> usize {
    nodes
        .iter()
        .filter(|n| !n.proof.is_empty())
        .map(|n| 1 + proof_depth(&n.proof))
        .max()
        .unwrap_or(0)
}

/// A deep step's `level` (SE's nesting level, 1 to 4) and `complexity` (SE's
/// count of the nodes its conclusion rests on) against its branches: some
/// node carries a proof; proofs two levels deep come only from the forcing
/// chains of levels 3 and 4; SE's complexity counts at least the branch
/// nodes the conclusion rests on, the start included, less one a branch (SE
/// counts a conclusion on its cell only once). What the proofs rest on (a
/// pattern or a chain, as the level allows) is not told by their shape, and
/// SE's count of its own search's nodes is not the proof's: the verifier
/// cannot check those.
fn check_nesting(pattern: &Value, branches: &[Vec<Node>]) -> Read<()> {
    let level = read::int(pattern, "level")?;
    let complexity = read::int(pattern, "complexity")?;
    if !(1..=4).contains(&level) {
        return Err(format!(
            "`level` is {level}, not a nesting level from 1 to 4"
        ));
    }
    let depth = branches.iter().map(|b| proof_depth(b)).max().unwrap_or(0);
    if depth == 0 {
        return Err("no node carries a proof: a dynamic forcing chain, not a deep one".into());
    }
    if depth == 2 && level < 3 {
        return Err(format!(
            "`level` is {level}, yet a proof carries proofs of its own: a forcing chain \
             inside a branch, level 3 or 4"
        ));
    }
    if complexity < branches.len() as i64 {
        return Err(format!(
            "`complexity` is {complexity}, less than one node for each of the {} branches",
            branches.len()
        ));
    }
    Ok(())
}

/// A pattern forcing chain's `level` is 1 (SE's first level, patterns and no
/// chain inside) and its `complexity` counts at least one node a branch; some
/// node names a pattern, or a dynamic forcing chain would be the step.
fn check_pattern_level(pattern: &Value, branches: &[Vec<Node>]) -> Read<()> {
    let level = read::int(pattern, "level")?;
    let complexity = read::int(pattern, "complexity")?;
    if level != 1 {
        return Err(format!(
            "`level` is {level}: a pattern forcing chain is level 1"
        ));
    }
    if complexity < branches.len() as i64 {
        return Err(format!(
            "`complexity` is {complexity}, less than one node for each of the {} branches",
            branches.len()
        ));
    }
    if branches.iter().flatten().all(|n| n.pattern.is_none()) {
        return Err(
            "no node names a pattern: a dynamic forcing chain, not one with patterns".into(),
        );
    }
    Ok(())
}

#[cfg(test)]
#[path = "tests/forcing.rs"]
mod tests;
