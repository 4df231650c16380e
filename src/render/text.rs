//! The terminal trace for people: the puzzle, one numbered line per step, the
//! solved board and a summary. Colour carries meaning (technique names by level,
//! pattern cells, placements green, removals red, units) and is only ever added
//! on top of words that read the same without it.

use super::blocks::{BECAUSE_INDENT, by_branch, layered};
use super::board::write_board;
use super::candidates::write_candidate_grid;
use crate::catalog::{Level, TechniqueId};
use crate::engine::Status;
use crate::outcome::{Outcome, Summary};
use crate::rating::{Rating, tenths};
use crate::step::sentence::{Piece, Sentence, join_and, removals_by_digit, units_words};
use crate::step::{Parts, Step};
use owo_colors::OwoColorize;
use std::io::{self, Write};

/// How the trace is drawn.
#[derive(Clone, Debug, Default)]
pub struct TextOptions {
    /// Colour with ANSI escape codes.
    pub color: bool,
    /// Draw the pencil-mark grid before each step.
    pub grid: bool,
    /// Only the summary line.
    pub quiet: bool,
    /// The puzzle's number in its collection and the line it starts on, for a
    /// collection of more than one (`Puzzle 3 (line 5)`).
    pub number: Option<(usize, usize)>,
    /// Another path's rating of the puzzle, printed under the steps' own.
    pub compared: Option<Rating>,
    /// A line about the input printed under the status, such as what a HoDoKu
    /// library line says its technique does.
    pub note: Option<String>,
}

/// The one line `--quiet` prints for a puzzle: its givens, rating and summary.
pub fn quiet_line(outcome: &Outcome, compared: Option<&Rating>) -> String {
    let summary = outcome.summary();
    let rated = rating_line(outcome)
        .into_iter()
        .chain(compared.map(compared_rating_words))
        .map(|r| format!("{r}; "))
        .collect::<String>();
    format!(
        "{}  {rated}{}",
        outcome.puzzle.givens_line(),
        summary_words(outcome.status, &summary, outcome.final_grid().is_full())
    )
}

/// Writes the whole explanation of one puzzle.
pub fn write_explanation(
    out: &mut dyn Write,
    outcome: &Outcome,
    opts: &TextOptions,
) -> io::Result<()> {
    if opts.quiet {
        return writeln!(out, "{}", quiet_line(outcome, opts.compared.as_ref()));
    }
    let summary = outcome.summary();
    let rating = rating_line(outcome);
    match opts.number {
        Some((n, line)) => writeln!(out, "Puzzle {n} (line {line})")?,
        None => writeln!(out, "Puzzle")?,
    }
    write_board(out, &outcome.puzzle.givens)?;
    writeln!(out, "Status: {}", status_words(outcome.status))?;
    if let Some(note) = &opts.note {
        writeln!(out, "{note}")?;
    }
    if outcome.status == Status::NoSolution {
        return Ok(());
    }
    writeln!(out)?;
    let width = outcome
        .steps
        .iter()
        .map(|s| s.technique.name().len())
        .max()
        .unwrap_or(0);
    let number_width = outcome.steps.len().to_string().len();
    let mut pointed = false;
    for (k, (before, step)) in outcome.replay().enumerate() {
        if opts.grid {
            write_candidate_grid(out, &before, Some(step), opts.color)?;
        }
        write!(out, "{:>number_width$}. ", k + 1)?;
        write_technique_name(out, step.technique, width, opts.color)?;
        // The because-lines line up under the sentence.
        let indent = number_width + 2 + width + 2;
        writeln!(
            out,
            "  {}",
            render_sentence_indented(&step.sentence, opts.color, indent)
        )?;
        if !pointed && told_in_notation(step) {
            pointed = true;
            writeln!(out, "{:w$}  {NOTATION_POINTER}", "", w = number_width)?;
        }
        if opts.grid {
            writeln!(out)?;
        }
    }
    let last = outcome.final_grid();
    writeln!(out)?;
    if last.is_full() {
        writeln!(out, "Solution")?;
    } else {
        writeln!(out, "Position after {} steps", outcome.steps.len())?;
    }
    write_board(out, last.values())?;
    writeln!(
        out,
        "{}",
        summary_words(outcome.status, &summary, last.is_full())
    )?;
    for line in rating
        .into_iter()
        .chain(opts.compared.as_ref().map(compared_rating_words))
    {
        writeln!(out, "{line}")?;
    }
    if let Some(line) = largest_step_words(outcome, &summary) {
        writeln!(out, "{line}")?;
    }
    Ok(())
}

/// The line naming the step a reader checks most nodes to follow, when the
/// path has a step told as a chain or branches (for the others, every step is
/// a pattern of a few cells).
fn largest_step_words(outcome: &Outcome, summary: &Summary) -> Option<String> {
    let largest = summary.largest?;
    let step = &outcome.steps[largest.step - 1];
    told_in_notation(step).then(|| {
        format!(
            "Largest step: step {} ({}), {} nodes to check",
            largest.step,
            super::names::in_sentence(largest.technique),
            largest.size
        )
    })
}

/// The line under the first step written in chain notation.
pub const NOTATION_POINTER: &str = "(How to read this notation: sudoku learn notation)";

/// Whether a step is written with chains, sets or branches, the notation
/// `sudoku learn notation` teaches.
fn told_in_notation(step: &Step) -> bool {
    matches!(
        step.pattern().parts,
        Parts::Chain(_) | Parts::AlsChain(_) | Parts::Als(_) | Parts::Forcing(_)
    )
}

/// The line under the summary: the rating, or why a puzzle that has solutions
/// has none (`None` for no solution, or steps that stopped early).
fn rating_line(outcome: &Outcome) -> Option<String> {
    match outcome.rating {
        Some(r) => Some(rating_words(&r)),
        None if outcome.status == Status::MultipleSolutions => {
            Some("Not rated: the puzzle has more than one solution".to_string())
        }
        None => None,
    }
}

/// `Difficulty 3.2 (hard) on the human path: hardest step X-wing (step 14),
/// total 96.4`: the rating of the steps shown.
pub fn rating_words(r: &Rating) -> String {
    words_of(r, "")
}

/// The rating of a path whose steps are not shown (`--compare`), which says
/// how long that path is: `(step 23 of 40)`.
pub fn compared_rating_words(r: &Rating) -> String {
    words_of(r, &format!(" of {}", r.steps))
}

fn words_of(r: &Rating, of: &str) -> String {
    let hardest = match (r.hardest, r.hardest_step) {
        (Some(id), Some(k)) => format!(" hardest step {} (step {}{of}),", id.name(), k + 1),
        _ => String::new(),
    };
    format!(
        "Difficulty {:.1} ({}) on {}:{hardest} total {:.1}",
        tenths(r.difficulty as u32),
        r.level.name(),
        r.path.words(),
        tenths(r.total)
    )
}

/// The technique name, padded to `width`, coloured by its level.
pub fn write_technique_name(
    out: &mut dyn Write,
    id: TechniqueId,
    width: usize,
    color: bool,
) -> io::Result<()> {
    let name = format!("{:<width$}", id.name());
    if !color {
        return write!(out, "{name}");
    }
    match id.info().level {
        Level::Easy => write!(out, "{}", name.blue()),
        Level::Medium => write!(out, "{}", name.cyan()),
        Level::Hard => write!(out, "{}", name.yellow()),
        Level::Expert => write!(out, "{}", name.magenta()),
        // Not red: red is what a step removes.
        Level::Extreme => write!(out, "{}", name.bright_white().on_magenta().bold()),
    }
}

/// The sentence, coloured piece by piece when `color`; its because-lines each
/// on a line of their own, indented.
pub fn render_sentence(sentence: &Sentence, color: bool) -> String {
    render_sentence_indented(sentence, color, BECAUSE_INDENT)
}

/// The sentence as [`render_sentence`] gives it, with the because-lines
/// indented by `indent` spaces and two more, so they read as under the
/// sentence that starts at column `indent`. A sentence with inner chains
/// ([`Sentence::layers`]) reads one layer at a time, and one with several
/// branches branch by branch (`blocks`).
pub fn render_sentence_indented(sentence: &Sentence, color: bool, indent: usize) -> String {
    let line = |pieces: &[Piece]| -> String {
        if color {
            pieces.iter().map(colour_piece).collect()
        } else {
            pieces.iter().map(|p| p.to_string()).collect()
        }
    };
    if let Some(layers) = sentence.layers() {
        return layered(sentence, layers, &line, indent);
    }
    if !sentence.branches().is_empty() {
        return by_branch(sentence, &line, indent);
    }
    let mut s = line(sentence.pieces());
    for because in sentence.because_lines() {
        s.push('\n');
        s.push_str(&" ".repeat(indent + 2));
        s.push_str(&line(because.pieces()));
    }
    s
}

fn colour_piece(piece: &Piece) -> String {
    match piece {
        Piece::Text(s) => s.to_string(),
        Piece::Chain { .. } | Piece::Assertion(_) | Piece::Broken(_) => piece.to_string(),
        Piece::Cells(_) => piece.to_string().bold().to_string(),
        Piece::Digits(_) => piece.to_string().bold().to_string(),
        Piece::Units(units) => units_words(units).underline().to_string(),
        Piece::Kind(_) => piece.to_string(),
        Piece::Group(_) => piece.to_string().bold().to_string(),
        Piece::Placement(_) => piece.to_string().green().bold().to_string(),
        Piece::Removals(removed) => {
            let groups: Vec<String> = removals_by_digit(removed)
                .into_iter()
                .map(|(d, cells)| {
                    let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
                    format!("{} from {}", d.red(), join_and(&names).red())
                })
                .collect();
            format!("remove {}", groups.join(", "))
        }
    }
}

fn status_words(status: Status) -> &'static str {
    match status {
        Status::Solved => "one solution",
        Status::MultipleSolutions => "more than one solution; the steps follow one of them",
        Status::NoSolution => "no solution",
    }
}

/// One line: how the puzzle went and which techniques it took (`complete`: the
/// steps fill the grid, rather than stopping early).
pub fn summary_words(status: Status, summary: &Summary, complete: bool) -> String {
    if status == Status::NoSolution {
        return "no solution".to_string();
    }
    let counts: Vec<String> = summary
        .techniques
        .iter()
        // `×` keeps the count apart from names that end in a number
        // ("unique rectangle type 1 ×2").
        .map(|(id, n)| format!("{} ×{}", super::names::in_sentence(*id), n))
        .collect();
    let how = if !complete {
        "stopped early".to_string()
    } else if summary.guesses == 0 {
        "solved by logic alone".to_string()
    } else {
        match summary.guesses {
            1 => "1 backtracking step".to_string(),
            n => format!("{n} backtracking steps"),
        }
    };
    format!(
        "{} steps, {}: {}",
        summary.steps,
        how,
        if counts.is_empty() {
            "nothing to do".to_string()
        } else {
            counts.join(", ")
        }
    )
}
