//! Lists every step each technique can make at one position, with the time
//! the listing took. `--after-singles` first plays the singles out, the way a
//! player reaches the position where the hard part starts.
//!
//! `cargo run --release --example all_steps -- [--after-singles] [--color] '<puzzle>'`

use std::io::Write;
use std::time::Instant;
use sudoku_explain::all_steps::{Caps, all_steps};
use sudoku_explain::engine::{Options, apply, find_step};
use sudoku_explain::parse::parse_one;
use sudoku_explain::render::all_steps::write_all_steps;
use sudoku_explain::{Grid, TechniqueId};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str| args.iter().any(|a| a == name);
    let text = args
        .iter()
        .find(|a| !a.starts_with("--"))
        .cloned()
        .unwrap_or_else(|| {
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
                .into()
        });
    let puzzle = match parse_one(&text) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let mut grid = puzzle.grid();
    if flag("--after-singles") {
        play_singles(&mut grid);
    }
    let start = Instant::now();
    let all = all_steps(&grid, &Options::default(), &Caps::default());
    let took = start.elapsed();
    let counts: Vec<String> = all
        .techniques
        .iter()
        .map(|t| {
            let at_least = if t.counted_all() { "" } else { ">=" };
            format!("{} {at_least}{}", t.technique, t.steps.len() + t.more)
        })
        .collect();
    let mut out = std::io::stdout().lock();
    // A closed pipe (`| head`) ends the listing quietly.
    let _ = write_all_steps(&mut out, &all, flag("--color"))
        .and_then(|()| writeln!(out, "\n{}", counts.join(", ")))
        .and_then(|()| writeln!(out, "listed in {:.1} ms", took.as_secs_f64() * 1000.0));
}

/// Applies full houses, naked and hidden singles until none is left.
fn play_singles(grid: &mut Grid) {
    let singles = [
        TechniqueId::FullHouse,
        TechniqueId::NakedSingle,
        TechniqueId::HiddenSingle,
    ];
    while let Some(step) = singles.iter().find_map(|&id| find_step(grid, id)) {
        apply(grid, &step.deduction);
    }
}
