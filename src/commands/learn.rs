//! `sudoku techniques` and `sudoku learn`: what the engine knows, and a lesson
//! for each technique.

use super::Tally;
use crate::cli::LearnArgs;
use std::io::{self, Write};
use sudoku_explain::catalog::TECHNIQUES;
use sudoku_explain::lesson::{lesson, worked_lesson};
use sudoku_explain::rating::tenths;
use sudoku_explain::render::lesson::write_lesson;

/// Every technique in solving order.
pub fn list() -> io::Result<Tally> {
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(
        out,
        "{:>2}  {:<21} {:<24} {:>10}  level",
        "#", "id", "name", "difficulty"
    )?;
    for (k, t) in TECHNIQUES.iter().enumerate() {
        writeln!(
            out,
            "{:>2}  {:<21} {:<24} {:>10.1}  {}",
            k + 1,
            t.key,
            t.name,
            tenths(t.difficulty as u32),
            t.level.name()
        )?;
    }
    writeln!(out, "\nsudoku learn <id> explains one of them.")?;
    out.flush()?;
    Ok(Tally::default())
}

/// The lesson of one technique.
pub fn run(args: &LearnArgs) -> io::Result<Tally> {
    let mut tally = Tally::default();
    let info = TECHNIQUES.iter().find(|t| t.key == args.id);
    let (Some(info), Some(text)) = (info, lesson(&args.id)) else {
        eprintln!(
            "sudoku: no technique '{}' (`sudoku techniques` lists them)",
            args.id
        );
        tally.unreadable = true;
        return Ok(tally);
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    let parts = worked_lesson(info.id, text);
    write_lesson(&mut out, info.id, &parts, args.color.resolve())?;
    out.flush()?;
    Ok(tally)
}
