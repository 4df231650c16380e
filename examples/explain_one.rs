//! Explains one puzzle with the library: read it, solve it step by step, print
//! each step and the JSON trace.
//!
//! `cargo run --example explain_one -- '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79'`

use sudoku_explain::engine::Options;
use sudoku_explain::outcome::solve;
use sudoku_explain::parse::parse_one;
use sudoku_explain::render::json::{trace, write_trace};

fn main() {
    let text = std::env::args().nth(1).unwrap_or_else(|| {
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79".into()
    });
    let puzzle = match parse_one(&text) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    let outcome = solve(&puzzle, &Options::default());
    println!(
        "status: {:?}, {} steps",
        outcome.status,
        outcome.steps.len()
    );
    for (k, step) in outcome.steps.iter().enumerate() {
        println!(
            "{:>3}. {:<14} {}",
            k + 1,
            step.technique.name(),
            step.sentence
        );
    }
    write_trace(&mut std::io::stdout(), &trace(&outcome), false).expect("stdout");
}
