//! `sudoku solve`: status and solution of every puzzle.

use super::{Tally, read_puzzles, with_status};
use crate::cli::{SolveArgs, SolveFormat};
use serde::Serialize;
use std::io::{self, Write};
use sudoku_explain::Grid;
use sudoku_explain::engine::Status;
use sudoku_explain::examples::example;
use sudoku_explain::render::board::write_board;
use sudoku_explain::render::json::solution_line;
use sudoku_explain::render::library::library_line;
use sudoku_explain::solver::count_solutions;

#[derive(Serialize)]
struct SolveRecord {
    puzzle: String,
    status: Status,
    solution: Option<String>,
}

pub fn run(args: &SolveArgs) -> io::Result<Tally> {
    let mut tally = Tally::default();
    let stdout = io::stdout();
    let mut out = io::BufWriter::new(stdout.lock());
    let puzzles = read_puzzles(
        args.input.file.as_deref(),
        example("classic").expect("built in"),
        &mut tally,
    );
    let mut first = true;
    for item in puzzles {
        let parsed = match item {
            Ok(p) => p,
            Err(e) => {
                tally.report(&e);
                continue;
            }
        };
        let search = count_solutions(&parsed.puzzle.grid(), 2);
        let status = Status::from_count(search.count);
        tally.unsolvable |= status == Status::NoSolution;
        match args.format {
            SolveFormat::Json => {
                let record = SolveRecord {
                    puzzle: parsed.puzzle.givens_line(),
                    status,
                    solution: search.solution.as_ref().map(solution_line),
                };
                serde_json::to_writer(&mut out, &record)?;
                writeln!(out)?;
            }
            SolveFormat::Line => match &search.solution {
                Some(s) => writeln!(out, "{}", with_status(&solution_line(s), status))?,
                None => writeln!(out, "no solution")?,
            },
            SolveFormat::Library => match &search.solution {
                Some(s) => {
                    // The solved digits are written `+d`, the givens plainly,
                    // as HoDoKu copies a solved grid.
                    let solved = Grid::new(s, None).with_givens(parsed.puzzle.given_cells());
                    let line = library_line(&solved, None);
                    writeln!(out, "{}", with_status(&line, status))?
                }
                None => writeln!(out, "no solution")?,
            },
            SolveFormat::Board => {
                if !first {
                    writeln!(out)?;
                }
                let words = match status {
                    Status::Solved => "solved",
                    Status::MultipleSolutions => "more than one solution; here is one",
                    Status::NoSolution => "no solution",
                };
                writeln!(out, "Puzzle at line {}: {words}", parsed.line)?;
                if let Some(s) = &search.solution {
                    write_board(&mut out, s)?;
                }
            }
        }
        first = false;
    }
    out.flush()?;
    Ok(tally)
}
