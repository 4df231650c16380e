//! `sudoku techniques` and `sudoku learn`: what the engine knows, and a lesson
//! for each technique.

use super::Tally;
use crate::cli::LearnArgs;
use std::io::{self, Write};
use sudoku_explain::catalog::{TECHNIQUES, TechniqueId};
use sudoku_explain::engine::Order;
use sudoku_explain::lesson::{NOTATION, lesson, worked_lesson};
use sudoku_explain::rating::{HIDDEN_SINGLE_IN_BOX, technique_values, tenths, values_words};
use sudoku_explain::render::lesson::write_lesson;

/// Every technique in the order the engine tries them by default, easiest first.
pub fn list() -> io::Result<Tally> {
    let mut out = io::BufWriter::new(io::stdout().lock());
    // The columns as wide as their longest entry.
    let id_width = TECHNIQUES.iter().map(|t| t.key.len()).max().unwrap_or(2);
    let name_width = TECHNIQUES.iter().map(|t| t.name.len()).max().unwrap_or(4);
    writeln!(
        out,
        "{:>2}  {:<id_width$} {:<name_width$} {:>10}  level",
        "#", "id", "name", "difficulty"
    )?;
    for (k, t) in Order::default().arrange().into_iter().enumerate() {
        let difficulty = values_words(&technique_values(t.id));
        writeln!(
            out,
            "{:>2}  {:<id_width$} {:<name_width$} {:>10}  {}",
            k + 1,
            t.key,
            t.name,
            difficulty,
            t.level.name()
        )?;
    }
    writeln!(
        out,
        "\nA hidden single is {:.1} in a box and {:.1} in a row or column.",
        tenths(HIDDEN_SINGLE_IN_BOX as u32),
        tenths(TechniqueId::HiddenSingle.info().difficulty as u32)
    )?;
    writeln!(
        out,
        "The engine tries them in this order unless given `--order solving`."
    )?;
    // The techniques only SE's path takes, one per line under the sentence:
    // their ids are long, and a list wrapped in a terminal reads worse.
    writeln!(
        out,
        "Sudoku Explainer's path (sudoku rate) also takes these; explain, hint and\n\
         generate take them only when named with --techniques:"
    )?;
    for t in TECHNIQUES
        .iter()
        .filter(|t| t.id.se_only_base().is_some() && t.id.technique().is_some())
    {
        writeln!(out, "  {}", t.key)?;
    }
    writeln!(out, "sudoku learn <id> explains one of them.")?;
    // Techniques others replace are on neither path: named apart, with what
    // replaces them.
    for t in TECHNIQUES {
        if let Some(by) = t.id.replaced_by() {
            let keys: Vec<&str> = by.iter().map(|b| b.as_str()).collect();
            writeln!(
                out,
                "{} is kept for --techniques and older traces; the human path takes {} in its place.",
                t.key,
                keys.join(" and ")
            )?;
        }
    }
    for t in TECHNIQUES.iter().filter(|t| t.id.on_request()) {
        writeln!(
            out,
            "{} is taken only when named with --techniques (a search over a digit's every way, as HoDoKu leaves it off by default).",
            t.key
        )?;
    }
    writeln!(
        out,
        "sudoku learn notation explains how the steps are written."
    )?;
    out.flush()?;
    Ok(Tally::default())
}

/// The lesson of one technique, or `notation`: how to read the steps.
pub fn run(args: &LearnArgs) -> io::Result<Tally> {
    let mut tally = Tally::default();
    if args.id == "notation" {
        let mut out = io::BufWriter::new(io::stdout().lock());
        write_lesson(&mut out, &worked_lesson(NOTATION), args.color.resolve())?;
        out.flush()?;
        return Ok(tally);
    }
    let known = TECHNIQUES.iter().any(|t| t.key == args.id);
    let (true, Some(text)) = (known, lesson(&args.id)) else {
        eprintln!(
            "sudoku: no technique '{}' (`sudoku techniques` lists them)",
            args.id
        );
        tally.unreadable = true;
        return Ok(tally);
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    write_lesson(&mut out, &worked_lesson(text), args.color.resolve())?;
    out.flush()?;
    Ok(tally)
}
