//! The forcing chains (cell, unit, contradiction, dynamic) over samples of the
//! shared sets: every step is sound; every branch, replayed node by node on the
//! grid of that moment with this test's own reading of the basic rules, holds;
//! the branches' starts cover every case; each branch ends in the step's
//! conclusion or in a contradiction, with no node the conclusion does not need;
//! the step places and removes exactly what the branches imply; static steps use
//! single-premise on nodes only. The JSON form is read back into this test's own
//! types.

mod common;

use common::{puzzle, sample, shared_set};
use serde::Deserialize;
use std::collections::{BTreeMap, BTreeSet};
use sudoku_explain::bitset::CellSet;
use sudoku_explain::engine::{Options, apply, solve};
use sudoku_explain::forcing::BranchNode;
use sudoku_explain::geometry::{Cell, Unit};
use sudoku_explain::grid::Grid;
use sudoku_explain::step::Step;
use sudoku_explain::techniques::TechniqueId;

const MINE: [TechniqueId; 5] = [
    TechniqueId::CellForcingChain,
    TechniqueId::UnitForcingChain,
    TechniqueId::ContradictionChain,
    TechniqueId::DynamicForcingChain,
    TechniqueId::NestedForcingChain,
];

type Cand = (Cell, u8);

/// What one branch establishes: its on and off candidates, and whether it breaks.
struct Replay {
    on: BTreeSet<Cand>,
    off: BTreeSet<Cand>,
    broken: bool,
}

/// Whether node `k` of `nodes` follows from the nodes it names by one basic
/// rule on `grid` (this test's own reading of the rules).
fn follows(grid: &Grid, nodes: &[BranchNode], k: usize) -> bool {
    let node = &nodes[k];
    let premises = || node.from.iter().map(|&f| &nodes[f as usize]);
    let prem_on: BTreeSet<Cand> = premises()
        .filter(|p| p.on)
        .map(|p| (p.cell, p.digit))
        .collect();
    let prem_off: BTreeSet<Cand> = premises()
        .filter(|p| !p.on)
        .map(|p| (p.cell, p.digit))
        .collect();
    if !grid.candidates(node.cell).contains(node.digit) {
        return false;
    }
    if !node.on {
        return prem_on.iter().any(|&(pc, pd)| {
            (pc == node.cell && pd != node.digit) || (pd == node.digit && pc.sees(node.cell))
        });
    }
    let by_cell = grid
        .candidates(node.cell)
        .iter()
        .filter(|&e| e != node.digit)
        .all(|e| prem_off.contains(&(node.cell, e)));
    let by_unit = node.cell.units().iter().any(|&u: &Unit| {
        grid.positions_in(u, node.digit)
            .iter()
            .filter(|&q| q != node.cell)
            .all(|q| prem_off.contains(&(q, node.digit)))
    });
    by_cell || by_unit
}

/// Whether these on and off candidates break `grid`: a candidate both on and
/// off, two on candidates that clash, a cell or a unit's digit with every
/// candidate off.
fn breaks(grid: &Grid, on: &BTreeSet<Cand>, off: &BTreeSet<Cand>) -> bool {
    let mut broken = on.iter().any(|c| off.contains(c));
    broken |= on.iter().any(|&(a, d)| {
        on.iter()
            .any(|&(b, e)| (a == b && d != e) || (a != b && d == e && a.sees(b)))
    });
    for cell in grid.empty_cells() {
        broken |= grid
            .candidates(cell)
            .iter()
            .all(|d| off.contains(&(cell, d)));
    }
    for u in Unit::all() {
        for d in 1..=9 {
            let places = grid.positions_in(u, d);
            broken |= !places.is_empty()
                && !grid.unit_has(u, d)
                && places.iter().all(|q| off.contains(&(q, d)));
        }
    }
    broken
}

/// Checks the proof of nested node `k`: its opposite, assumed on top of the
/// branch's nodes before `k`, breaks the grid by basic rules alone.
fn check_nested(grid: &Grid, branch: &[BranchNode], k: usize, here: &str) {
    let node = &branch[k];
    let first = &node.proof[0];
    assert!(
        (first.cell, first.digit, first.on, first.from.is_empty())
            == (node.cell, node.digit, !node.on, true),
        "{here}: the proof starts at the node's opposite"
    );
    let nodes: Vec<BranchNode> = branch[..k].iter().chain(&node.proof).cloned().collect();
    for j in k + 1..nodes.len() {
        assert!(nodes[j].proof.is_empty(), "{here}: one level of nesting");
        assert!(
            nodes[j].from.iter().all(|&f| (f as usize) < j),
            "{here}: proof node {j}: premises come before"
        );
        assert!(
            follows(grid, &nodes, j),
            "{here}: proof node {j} does not follow"
        );
    }
    // The node names the branch nodes its proof rests on: premises of proof
    // nodes and the part of the contradiction that lies in the branch.
    let from: BTreeSet<u16> = node.from.iter().copied().collect();
    let named: BTreeSet<u16> = node
        .proof
        .iter()
        .flat_map(|p| p.from.iter().copied())
        .collect();
    assert!(
        named.iter().all(|&f| f as usize >= k || from.contains(&f)),
        "{here}: the node names the branch nodes its proof uses"
    );
    let used = nodes
        .iter()
        .enumerate()
        .filter(|&(i, _)| i >= k || from.contains(&(i as u16)));
    let set = |on: bool| -> BTreeSet<Cand> {
        used.clone()
            .filter(|(_, n)| n.on == on)
            .map(|(_, n)| (n.cell, n.digit))
            .collect()
    };
    assert!(
        breaks(grid, &set(true), &set(false)),
        "{here}: the proof breaks the grid"
    );
    let last = nodes.last().unwrap();
    for j in k..nodes.len() - 1 {
        let n = &nodes[j];
        let used = nodes[j + 1..].iter().any(|m| m.from.contains(&(j as u16)));
        let at_end = n.cell == last.cell || (n.digit == last.digit && n.cell.sees(last.cell));
        assert!(used || at_end, "{here}: proof node {j} is not needed");
    }
}

/// Replays `branch` on `grid`, checking every node against its premises.
fn replay(grid: &Grid, branch: &[BranchNode], what: &str) -> Replay {
    let mut on = BTreeSet::new();
    let mut off = BTreeSet::new();
    for (k, node) in branch.iter().enumerate() {
        let here = format!("{what}: node {k} {}", node.words());
        assert!(
            node.from.iter().all(|&f| (f as usize) < k),
            "{here}: premises come before"
        );
        if k == 0 {
            assert!(
                node.from.is_empty() && node.proof.is_empty(),
                "{here}: the assumption has no premise"
            );
            assert!(
                grid.candidates(node.cell).contains(node.digit),
                "{here}: the assumption is a candidate"
            );
        } else if !node.proof.is_empty() {
            check_nested(grid, branch, k, &here);
        } else {
            assert!(follows(grid, branch, k), "{here}: does not follow");
        }
        if node.on { &mut on } else { &mut off }.insert((node.cell, node.digit));
    }
    let broken = breaks(grid, &on, &off);
    Replay { on, off, broken }
}

/// Checks one forcing step on the grid before it.
fn check(grid: &Grid, step: &Step, solution: &[u8; 81], what: &str) {
    let p = step.pattern();
    let branches = &p.branches;
    assert!(!branches.is_empty(), "{what}: branches");
    for c in step.placements() {
        assert_eq!(solution[c.cell.index()], c.digit, "{what}: unsound");
    }
    for c in step.eliminations() {
        assert_ne!(solution[c.cell.index()], c.digit, "{what}: unsound");
    }
    let replays: Vec<Replay> = branches
        .iter()
        .enumerate()
        .map(|(b, br)| replay(grid, br, &format!("{what} branch {b}")))
        .collect();
    // No dead nodes: every node but the last feeds a later node, or is a conclusion.
    let concluded: BTreeSet<(Cell, u8, bool)> = step
        .placements()
        .iter()
        .map(|c| (c.cell, c.digit, true))
        .chain(step.eliminations().iter().map(|c| (c.cell, c.digit, false)))
        .collect();
    for br in branches {
        let used: BTreeSet<u16> = br.iter().flat_map(|n| n.from.iter().copied()).collect();
        let last = br.last().unwrap();
        for (k, n) in br.iter().enumerate() {
            // A contradiction may rest on several last nodes: the off candidates of
            // one cell, or of one digit in one unit, or a candidate on and off.
            let part_of_contradiction = branches.len() == 1
                && (n.cell == last.cell || (n.digit == last.digit && n.cell.sees(last.cell)));
            let needed = used.contains(&(k as u16))
                || k == br.len() - 1
                || part_of_contradiction
                || concluded.contains(&(n.cell, n.digit, n.on));
            assert!(needed, "{what}: node {k} is not needed");
        }
    }
    let starts: Vec<&BranchNode> = branches.iter().map(|b| &b[0]).collect();
    let first = starts[0];
    let mut implied_on: BTreeSet<Cand>;
    let mut implied_off: BTreeSet<Cand>;
    if branches.len() == 1 {
        assert!(
            replays[0].broken,
            "{what}: a single branch ends in a contradiction"
        );
        implied_on = BTreeSet::new();
        implied_off = BTreeSet::new();
        if first.on {
            implied_off.insert((first.cell, first.digit));
        } else {
            implied_on.insert((first.cell, first.digit));
        }
    } else {
        let cell_form = starts.iter().all(|s| s.on && s.cell == first.cell)
            && starts.iter().map(|s| s.digit).collect::<Vec<_>>()
                == grid.candidates(first.cell).iter().collect::<Vec<_>>();
        let places: CellSet = starts.iter().map(|s| s.cell).collect();
        let unit_form = starts.iter().all(|s| s.on && s.digit == first.digit)
            && places.len() as usize == starts.len()
            && Unit::all().any(|u| grid.positions_in(u, first.digit) == places);
        let both = starts.len() == 2
            && starts[1].cell == first.cell
            && starts[1].digit == first.digit
            && first.on != starts[1].on;
        assert!(
            cell_form || unit_form || both,
            "{what}: starts cover every case"
        );
        assert!(
            replays.iter().all(|r| !r.broken),
            "{what}: the engine's branches all hold"
        );
        implied_on = replays[0].on.clone();
        implied_off = replays[0].off.clone();
        for r in &replays[1..] {
            implied_on = implied_on.intersection(&r.on).copied().collect();
            implied_off = implied_off.intersection(&r.off).copied().collect();
        }
        // What the placements remove themselves is not listed again.
        implied_off.retain(|&(c, d)| {
            !implied_on
                .iter()
                .any(|&(pc, pd)| pc == c || (pd == d && pc.sees(c)))
        });
        // Each branch ends in the conclusion.
        for br in branches {
            let last = br.last().unwrap();
            assert!(
                concluded.contains(&(last.cell, last.digit, last.on))
                    || implied_on.iter().any(
                        |&(pc, pd)| pc == last.cell || (pd == last.digit && pc.sees(last.cell))
                    ),
                "{what}: a branch ends in the conclusion"
            );
        }
    }
    let placed: BTreeSet<Cand> = step
        .placements()
        .iter()
        .map(|c| (c.cell, c.digit))
        .collect();
    let removed: BTreeSet<Cand> = step
        .eliminations()
        .iter()
        .map(|c| (c.cell, c.digit))
        .collect();
    assert_eq!(placed, implied_on, "{what}: placements");
    assert_eq!(removed, implied_off, "{what}: eliminations");
    let multi = branches
        .iter()
        .flat_map(|b| b.iter().skip(1))
        .any(|n| n.on && n.from.len() > 1);
    let both = branches.len() == 2 && branches[0][0].on != branches[1][0].on;
    let nested = branches.iter().flatten().any(|n| !n.proof.is_empty());
    assert_eq!(
        nested,
        step.technique == TechniqueId::NestedForcingChain,
        "{what}: nested proofs in nested steps only"
    );
    if step.technique == TechniqueId::DynamicForcingChain {
        assert!(
            multi || both,
            "{what}: a dynamic step the static ones could give"
        );
    } else if step.technique == TechniqueId::NestedForcingChain {
        assert!(
            branches.len() == 1 && first.on,
            "{what}: a nested step refutes one assumption"
        );
    } else {
        assert!(!multi, "{what}: a static step with a multi-premise on node");
    }
}

#[test]
fn forcing_steps_hold_on_shared_sets() {
    let lines = sample(&[
        ("top1465.txt", 5),
        ("top95.txt", 3),
        ("forum-hardest-110626.txt", 8),
        ("rated-se.txt", 30),
    ]);
    let mut counts: BTreeMap<TechniqueId, usize> = BTreeMap::new();
    for line in &lines {
        let outcome = solve(&puzzle(line), &Options::default());
        let solution = outcome.solution.expect("solvable");
        let mut grid = outcome.puzzle.grid();
        for (k, step) in outcome.steps.iter().enumerate() {
            if MINE.contains(&step.technique) {
                *counts.entry(step.technique).or_default() += 1;
                check(&grid, step, &solution, &format!("{line} step {k}"));
            }
            apply(&mut grid, &step.deduction);
        }
    }
    for id in MINE {
        assert!(
            counts.get(&id).copied().unwrap_or(0) > 0,
            "{id} never fired"
        );
    }
}

#[derive(Deserialize)]
struct JsonNode {
    row: u8,
    col: u8,
    digit: u8,
    state: String,
    from: Vec<usize>,
    #[serde(default)]
    proof: Vec<JsonNode>,
}

#[derive(Deserialize)]
struct JsonPattern {
    branches: Vec<Vec<JsonNode>>,
}

#[derive(Deserialize)]
struct JsonStep {
    technique: String,
    pattern: JsonPattern,
    text: String,
}

/// The JSON nodes say what ours say, nested proofs included.
fn same_nodes(json: &[JsonNode], ours: &[BranchNode]) {
    assert_eq!(json.len(), ours.len());
    for (n, o) in json.iter().zip(ours) {
        assert_eq!(
            (n.row, n.col, n.digit),
            (o.cell.row() + 1, o.cell.col() + 1, o.digit)
        );
        assert_eq!(n.state, if o.on { "on" } else { "off" });
        assert_eq!(
            n.from,
            o.from.iter().map(|&f| f as usize).collect::<Vec<_>>()
        );
        same_nodes(&n.proof, &o.proof);
    }
}

#[test]
fn nested_proofs_read_back_from_json() {
    let line = &shared_set("forum-hardest-110626.txt")[0];
    let outcome = solve(&puzzle(line), &Options::default());
    let step = outcome
        .steps
        .iter()
        .find(|s| s.technique == TechniqueId::NestedForcingChain)
        .expect("the hardest puzzle needs a nested forcing chain");
    let json = serde_json::to_string(step).unwrap();
    let back: JsonStep = serde_json::from_str(&json).unwrap();
    assert_eq!(back.technique, "nested_forcing_chain");
    assert!(back.pattern.branches[0].iter().any(|n| !n.proof.is_empty()));
    same_nodes(&back.pattern.branches[0], &step.pattern().branches[0]);
    assert!(back.text.contains("inside that branch"), "{}", back.text);
}

#[test]
fn branches_read_back_from_json() {
    let outcome = sample(&[("top95.txt", 1)])
        .iter()
        .map(|line| solve(&puzzle(line), &Options::default()))
        .find(|o| o.steps.iter().any(|s| MINE.contains(&s.technique)))
        .expect("some puzzle of top95 needs a forcing chain");
    let step = outcome
        .steps
        .iter()
        .find(|s| MINE.contains(&s.technique))
        .unwrap();
    let json = serde_json::to_string(step).unwrap();
    let back: JsonStep = serde_json::from_str(&json).unwrap();
    assert_eq!(back.technique, step.technique.as_str());
    assert_eq!(back.text, step.sentence.plain());
    assert_eq!(back.pattern.branches.len(), step.pattern().branches.len());
    for (b, ours) in back.pattern.branches.iter().zip(&step.pattern().branches) {
        same_nodes(b, ours);
    }
    // Other techniques carry no branches field at all.
    let single = outcome
        .steps
        .iter()
        .find(|s| s.technique == TechniqueId::NakedSingle)
        .unwrap();
    assert!(!serde_json::to_string(single).unwrap().contains("branches"));
}

/// The first nested step of the hardest puzzle, with the grid before it and the
/// solution.
fn first_nested() -> (Grid, Step, [u8; 81]) {
    let line = &shared_set("forum-hardest-110626.txt")[0];
    let outcome = solve(&puzzle(line), &Options::default());
    let solution = outcome.solution.expect("solvable");
    let mut grid = outcome.puzzle.grid();
    for step in &outcome.steps {
        if step.technique == TechniqueId::NestedForcingChain {
            return (grid, step.clone(), solution);
        }
        apply(&mut grid, &step.deduction);
    }
    panic!("no nested step");
}

#[test]
fn a_damaged_nested_proof_is_rejected() {
    let (grid, step, solution) = first_nested();
    check(&grid, &step, &solution, "as found");
    let at = step.pattern().branches[0]
        .iter()
        .position(|n| !n.proof.is_empty())
        .unwrap();
    let damaged = |damage: &dyn Fn(&mut BranchNode)| {
        let mut bad = step.clone();
        damage(&mut bad.deduction.pattern.branches[0][at]);
        let caught = std::panic::catch_unwind(|| check(&grid, &bad, &solution, "damaged"));
        assert!(caught.is_err(), "a damaged proof passed");
    };
    // The contradiction gone.
    damaged(&|n| {
        n.proof.pop();
    });
    // A proof node's premises gone.
    damaged(&|n| {
        let last = n.proof.len() - 1;
        n.proof[last].from.clear();
    });
    // The proof starting at the node itself, not at its opposite.
    damaged(&|n| n.proof[0].on = n.on);
    // The branch nodes the proof uses not named.
    damaged(&|n| n.from.clear());
}
