//! Where the human path's time goes, technique by technique and family by
//! family: each puzzle is explained, then its path is walked again, asking
//! the enabled techniques in the engine's order on each step's grid with one
//! shared analysis and the walk's memory (as the engine has) and timing
//! every search until the technique that took the step. A search that
//! builds something the analysis shares (the chain graph, the forcing
//! closures, the ALS index) is charged for it; those after it reuse it.
//!
//! `cargo run --release --example technique_time -- data/top1465.txt`
//!
//! A measurement tool for `docs/performance.md`: the figures vary with the
//! machine and its load, the shares much less.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};
use sudoku_explain::catalog::{Family, TechniqueId};
use sudoku_explain::engine::{Options, apply, enabled_techniques};
use sudoku_explain::outcome::solve;
use sudoku_explain::parse::parse_str;
use sudoku_explain::techniques::{Analysis, Memory};

/// What one technique cost over the run.
#[derive(Default, Clone, Copy)]
struct Cost {
    /// Searches asked.
    calls: u64,
    /// Searches that found the step taken.
    hits: u64,
    time: Duration,
}

impl Cost {
    fn add(&mut self, other: Cost) {
        self.calls += other.calls;
        self.hits += other.hits;
        self.time += other.time;
    }
}

fn main() {
    let Some(file) = std::env::args().nth(1) else {
        eprintln!("usage: technique_time <puzzle file>");
        std::process::exit(2);
    };
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| {
        eprintln!("{file}: {e}");
        std::process::exit(2);
    });
    let options = Options::default();
    let mut costs: BTreeMap<TechniqueId, Cost> = BTreeMap::new();
    let (mut puzzles, mut steps, mut differ) = (0usize, 0usize, 0usize);
    let mut solving = Duration::ZERO;
    let started = Instant::now();
    for parsed in parse_str(&file, &text).into_iter().flatten() {
        puzzles += 1;
        let began = Instant::now();
        let outcome = solve(&parsed.puzzle, &options);
        solving += began.elapsed();
        let enabled = enabled_techniques(&options, outcome.status);
        let mut grid = parsed.puzzle.grid();
        // One memory for the walk, as the engine keeps: the searches that
        // remember what they found barren (the fish, the subsets) cost here
        // what they cost there.
        let memory = Memory::default();
        for step in &outcome.steps {
            steps += 1;
            let analysis = Analysis::remembering(&grid, &memory);
            let mut taken = None;
            for &(id, technique) in &enabled {
                let began = Instant::now();
                let found = technique.find(&grid, &analysis).is_some();
                let cost = costs.entry(id).or_default();
                cost.calls += 1;
                cost.time += began.elapsed();
                if found {
                    cost.hits += 1;
                    taken = Some(id);
                    break;
                }
            }
            // The fallback's steps are taken when no search finds anything.
            let expected = (step.technique != TechniqueId::Backtrack).then_some(step.technique);
            if taken != expected {
                differ += 1;
            }
            apply(&mut grid, &step.deduction);
        }
    }
    let searching: Duration = costs.values().map(|c| c.time).sum();
    println!(
        "{file}: {puzzles} puzzles, {steps} steps; explain {:.2} s, the searches again {:.2} s ({:.2} s in all)",
        solving.as_secs_f64(),
        searching.as_secs_f64(),
        started.elapsed().as_secs_f64()
    );
    if differ > 0 {
        println!("warning: {differ} steps were not taken by the technique the walk found");
    }
    let mut families: BTreeMap<String, Cost> = BTreeMap::new();
    for (id, cost) in &costs {
        families
            .entry(family_name(id.family()))
            .or_default()
            .add(*cost);
    }
    print_table("family", families.into_iter().collect(), searching);
    let by_technique = costs
        .into_iter()
        .map(|(id, c)| (id.as_str().to_string(), c))
        .collect();
    print_table("technique", by_technique, searching);
}

fn family_name(family: Family) -> String {
    format!("{family:?}")
}

/// The rows, most time first, with each one's share of `total`.
fn print_table(what: &str, mut rows: Vec<(String, Cost)>, total: Duration) {
    rows.sort_by_key(|row| std::cmp::Reverse(row.1.time));
    println!();
    println!("| {what} | searches | found | seconds | share | µs a search |");
    println!("|---|---:|---:|---:|---:|---:|");
    for (name, c) in rows {
        let share = 100.0 * c.time.as_secs_f64() / total.as_secs_f64().max(1e-9);
        let per = c.time.as_secs_f64() * 1e6 / (c.calls.max(1) as f64);
        println!(
            "| {name} | {} | {} | {:.3} | {share:.1}% | {per:.1} |",
            c.calls,
            c.hits,
            c.time.as_secs_f64()
        );
    }
}
