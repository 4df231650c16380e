//! Every step available at a position (`all_steps`), checked on positions
//! along the solutions of top95: every listed step of every technique is
//! sound against the solution, changes the grid and passes the independent
//! verifier; within a technique no two steps change the same; each
//! technique's first step is the one it finds alone; and the first step of
//! the list is the engine's next step. The JSON form reads back as an array
//! of step objects.

use crate::common;

use common::{data_set, on_every_core, puzzle};
use serde_json::{Value, json};
use std::collections::{BTreeMap, BTreeSet};
use sudoku_explain::all_steps::{AllSteps, Caps, all_steps};
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::{Options, Order, apply, find_step, next_step};
use sudoku_explain::outcome::solve;
use sudoku_explain::render::all_steps::write_all_steps_json;
use sudoku_explain::render::json::solution_line;
use sudoku_explain::step::Step;
use sudoku_explain::verify::{ProblemKind, verify_value};
use sudoku_explain::{Candidate, Grid, Status};

/// Every how many positions that need more than a single one is listed (all
/// of them take about twice as long: some 15 s in a debug build).
const EVERY_HARD_POSITION: usize = 2;

/// The positions of one solution worth listing: the start, and every few
/// positions where the engine's next step is not a single.
fn positions(line: &str) -> (Vec<Grid>, [u8; 81]) {
    let p = puzzle(line);
    let outcome = solve(&p, &Options::default());
    let solution = outcome.solution.expect("top95 puzzles have a solution");
    let mut grid = p.grid();
    let mut out = vec![grid.clone()];
    let mut hard = 0;
    for step in &outcome.steps {
        if !step.technique.is_single() && step.technique != TechniqueId::Backtrack {
            if hard % EVERY_HARD_POSITION == 0 {
                out.push(grid.clone());
            }
            hard += 1;
        }
        apply(&mut grid, &step.deduction);
    }
    (out, solution)
}

/// The step places only true digits in empty cells and removes only
/// candidates the grid has and the solution does not hold.
fn assert_sound(grid: &Grid, step: &Step, solution: &[u8; 81]) {
    assert!(
        !step.placements().is_empty() || !step.eliminations().is_empty(),
        "{step:?}"
    );
    for p in step.placements() {
        assert_eq!(solution[p.cell.index()], p.digit, "{step:?}");
        assert!(grid.value(p.cell).is_none(), "{step:?}");
    }
    for e in step.eliminations() {
        assert_ne!(solution[e.cell.index()], e.digit, "{step:?}");
        assert!(grid.candidates(e.cell).contains(e.digit), "{step:?}");
    }
}

/// What the independent verifier finds wrong with the step taken at `grid`,
/// as a one-step trace from that position. Taking a harder step while a
/// single is available is the point of the list, so that is not a problem.
fn verifier_problems(grid: &Grid, step: &Step, solution: &[u8; 81]) -> (Vec<String>, bool) {
    // The digits placed since the start are no givens (an avoidable
    // rectangle's corners).
    let placed: Vec<_> = (!grid.empty_cells() - grid.givens()).iter().collect();
    let trace = json!({
        "format": "sudoku-trace",
        "version": 1,
        "puzzle": grid.values_line(),
        "candidates": grid.candidates_line(),
        "placed": placed,
        "status": "solved",
        "solution": solution_line(solution),
        "steps": [step],
    });
    let report = verify_value(1, &trace);
    let problems = report
        .problems
        .iter()
        .filter(|p| p.kind != ProblemKind::Order)
        .map(|p| p.message.clone())
        .collect();
    (problems, report.verified == 1)
}

/// The verifier's complaints about a technique's own first step that the
/// engine's rules and the verifier's read differently: a dynamic forcing chain
/// that static rules give; a turbot fish on the corners of a rectangle (an
/// X-wing's cells, to the verifier); a continuous loop through a group that
/// keeps the group's cells the loop's weak links rule out (the verifier
/// removes them).
fn known_disagreement(step: &Step, problem: &str) -> bool {
    let through_group = step
        .pattern()
        .chain_nodes()
        .iter()
        .any(|n| n.cells.len() > 1);
    match step.technique {
        TechniqueId::DynamicForcingChain => problem.contains("a static technique gives this step"),
        TechniqueId::TurbotFish => problem.contains("an X-wing named a turbot fish"),
        TechniqueId::NiceLoop => {
            through_group && problem.contains("leaves out what its pattern implies")
        }
        _ => false,
    }
}

fn conclusion(step: &Step) -> (Vec<Candidate>, Vec<Candidate>) {
    (step.placements().to_vec(), step.eliminations().to_vec())
}

/// Checks one listing; counts the steps verified and listed per technique.
fn check(
    grid: &Grid,
    solution: &[u8; 81],
    all: &AllSteps,
    caps: &Caps,
    counts: &mut BTreeMap<TechniqueId, (usize, usize)>,
) {
    assert_eq!(all.status, Status::Solved);
    // Every technique of the human path, in the order the default options
    // try them.
    let every: Vec<_> = Order::default()
        .arrange()
        .into_iter()
        .filter(|t| t.id.on_human_path())
        .filter_map(|t| Some((t.id, t.id.technique()?)))
        .collect();
    assert_eq!(all.first(), next_step(grid, &every).as_ref());
    for group in &all.techniques {
        let id = group.technique;
        assert!(!group.steps.is_empty(), "{id:?}");
        assert!(group.steps.len() <= caps.kept(id), "{id:?}");
        assert_eq!(group.steps.first(), find_step(grid, id).as_ref(), "{id:?}");
        let distinct: BTreeSet<_> = group.steps.iter().map(conclusion).collect();
        assert_eq!(distinct.len(), group.steps.len(), "{id:?}");
        for (k, step) in group.steps.iter().enumerate() {
            assert_eq!(step.technique, id);
            assert_sound(grid, step, solution);
            let (mut problems, verified) = verifier_problems(grid, step, solution);
            if k == 0 {
                // A technique's first step is what it finds alone, kept as the
                // engine has it; where easier techniques apply, the engine never
                // asks it, and its name may then disagree with the shape the
                // verifier sees (the steps after it leave such shapes out).
                problems.retain(|p| !known_disagreement(step, p));
            }
            assert!(
                problems.is_empty(),
                "{id:?} step {k} at {}: {problems:?}\n{}",
                grid.candidates_line(),
                step.sentence
            );
            let count = counts.entry(id).or_default();
            count.0 += usize::from(verified);
            count.1 += 1;
        }
    }
}

#[test]
fn every_listed_step_is_sound_verified_and_led_by_the_engines() {
    let caps = Caps::default();
    // Each puzzle's positions on a core of their own, counted apart and added
    // up in the set's order.
    let per_puzzle = on_every_core(&data_set("top95.txt"), |line| {
        let (grids, solution) = positions(line);
        let mut counts = BTreeMap::new();
        for grid in &grids {
            let all = all_steps(grid, &Options::default(), &caps);
            check(grid, &solution, &all, &caps, &mut counts);
        }
        (grids.len(), counts)
    });
    let mut counts: BTreeMap<TechniqueId, (usize, usize)> = BTreeMap::new();
    let mut listings = 0;
    for (positions, puzzle_counts) in per_puzzle {
        listings += positions;
        for (id, (verified, listed)) in puzzle_counts {
            let count = counts.entry(id).or_default();
            count.0 += verified;
            count.1 += listed;
        }
    }
    // The sample reaches far beyond singles: chains, ALS and forcing chains.
    for id in [
        TechniqueId::XWing,
        TechniqueId::Aic,
        TechniqueId::AlsXz,
        TechniqueId::CellForcingChain,
    ] {
        assert!(counts.contains_key(&id), "{id:?} never listed: {counts:?}");
    }
    let verified: usize = counts.values().map(|c| c.0).sum();
    let listed: usize = counts.values().map(|c| c.1).sum();
    eprintln!("{listings} positions, {listed} steps listed, {verified} verified: {counts:?}");
    assert!(verified * 2 > listed, "{verified} of {listed}");
}

/// Lists every step `technique` finds at the position `start`, with no cap
/// but its search's end, and checks the list: more than `more_than` steps,
/// the engine's step first, each sound and verified.
fn assert_lists_every_proof(start: &str, technique: TechniqueId, more_than: usize) {
    let position = sudoku_explain::parse::parse_one(start).unwrap();
    let grid = position.grid();
    let solution = solve(&position, &Options::default())
        .solution
        .expect("a solution");
    let caps = Caps {
        per_technique: usize::MAX,
        per_long_technique: usize::MAX,
        counted: None,
        time: None,
    };
    let options = Options {
        techniques: vec![technique],
        ..Options::default()
    };
    let all = all_steps(&grid, &options, &caps);
    let group = &all.techniques[0];
    assert_eq!(group.technique, technique);
    assert!(group.counted_all());
    assert!(group.steps.len() > more_than, "{} steps", group.steps.len());
    let engine = solve(
        &position,
        &Options {
            max_steps: Some(1),
            ..options.clone()
        },
    );
    assert_eq!(engine.steps.first(), group.steps.first());
    for step in &group.steps {
        assert_sound(&grid, step, &solution);
        let (problems, verified) = verifier_problems(&grid, step, &solution);
        assert!(
            problems.is_empty() && verified,
            "{problems:?}\n{}",
            step.sentence
        );
    }
}

/// Past the cheapest conclusions it proves for the engine (24 at most when
/// more are asked for), a forcing chain lists every other one, each proof
/// sound and verified: the position before top95's first unit forcing chain,
/// where the dynamic forcing chain has more than 24 conclusions.
#[test]
fn a_forcing_chain_lists_every_conclusion_it_can_prove() {
    assert_lists_every_proof(
        "....5.7...2.4............8...3..............9.2.4.....1.............67......567..1.3.....9.....6.........7.9....5....1..4..78.1..4...8....4..789.2.........3....8.1.3.....912.4....9.2..5.7.9.2.....8.12....78......6......45..89..34....9..3.5..8......6.89..3.......2...6..91.........2.4.6.8.......7.....4.6.8.....5.....2...6.8.1...56.8.12.....8.....5.7...2.4.6.8...3.......2.45..8....4..7..1..4.6...........9....567..12.....8....4......2...6.89.2..56.8.....5..89..3......1....67..12...6.8....4.6.89....5....1.3..6......4.6..91..4.6.8.1..4...89.2.......1.3..67.91.3...7.....4.6..9......7..1....6..9.2.4.6..912.456.....3..........56..9.......8.1...56....2..............891.3..6.........7..1...56.8.1...5..89....56...1.3..6..9...4.....",
        TechniqueId::DynamicForcingChain,
        24,
    );
}

/// Past the eight refutations it proves for the engine, the nested forcing
/// chain lists every other candidate it refutes, each proof sound and
/// verified: the position before forum-hardest's first nested forcing chain.
#[test]
fn a_nested_forcing_chain_lists_every_refutation() {
    assert_lists_every_proof(
        "1.34.6....23..6.......5....123.....9..34...8.12.4....9......7.......6.891.3..6.8.1.3...7.........8.123.......2..5.7.9.2....7.9.....6...1.3.....9...4.....1.3.5............9..3..67..1.34.6...1.3.5.7....34...8.1..45.7..1.3..6.8.....56.8..2...........5678....4......2...6.89.2....7.91..........3.......2...6.89.2..5.7.9....5678.1.3....8..2....7.91.3....8......6.......5.....2....7.9..34...8..2....7.9..34...8...3.567...2..5...9.23..6..9...4......2....7.9.......8..23..6..91..........3.567...2.........3.56.....34.6.8.1.3.5.7....34.6...1..45.7..1..4.6.8......678.........9...456...1...........4.6..9.......8..2....7.9.2..5...9.2.4.6.....3.........4.67....34.6.8...3..6..9......7..123.....9..34.6...12.4....9....5.....2...6.8.1..4.6.8.",
        TechniqueId::NestedForcingChain,
        8,
    );
}

#[test]
fn the_json_form_is_the_array_of_listed_step_objects() {
    let line = &data_set("top95.txt")[0];
    let grid = puzzle(line).grid();
    let all = all_steps(&grid, &Options::default(), &Caps::default());
    let mut out = Vec::new();
    write_all_steps_json(&mut out, &all, false).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert_eq!(text.lines().count(), 1);
    let read: Vec<Value> = serde_json::from_str(&text).unwrap();
    let listed: Vec<&Step> = all.steps().collect();
    assert_eq!(read.len(), listed.len());
    for (value, step) in read.iter().zip(listed) {
        assert_eq!(value["technique"], step.technique.as_str());
        assert_eq!(value["text"], step.sentence.to_string());
        let removed = value["eliminations"].as_array().unwrap();
        assert_eq!(removed.len(), step.eliminations().len());
    }
}
