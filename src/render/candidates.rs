//! The pencil-mark grid: every cell a 3x3 block of its candidates, boxes split by
//! heavy lines, with a step drawn on it. Marks work without colour: `*` before a
//! candidate of the pattern, `=` before the digit placed, `-` before a candidate
//! removed; colour adds cyan, green and red to the same marks.

use crate::core::Cell;
use crate::core::Grid;
use crate::step::Step;
use owo_colors::OwoColorize;
use std::io::{self, Write};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mark {
    Plain,
    Pattern,
    Placed,
    Removed,
}

fn mark_of(step: Option<&Step>, cell: Cell, d: u8) -> Mark {
    let Some(step) = step else {
        return Mark::Plain;
    };
    let is = |c: &&crate::core::Candidate| c.cell == cell && c.digit == d;
    if step.eliminations().iter().any(|c| is(&c)) {
        return Mark::Removed;
    }
    if step.placements().iter().any(|c| is(&c)) {
        return Mark::Placed;
    }
    let p = step.pattern();
    let digit_in_pattern = p.digits.is_empty() || p.digits.contains(&d);
    if p.cells.contains(&cell) && digit_in_pattern {
        Mark::Pattern
    } else {
        Mark::Plain
    }
}

fn slot(mark: Mark, d: u8, color: bool) -> String {
    let (sign, text) = match mark {
        Mark::Plain => (' ', d.to_string()),
        Mark::Pattern => ('*', d.to_string()),
        Mark::Placed => ('=', d.to_string()),
        Mark::Removed => ('-', d.to_string()),
    };
    let raw = format!("{sign}{text}");
    if !color {
        return raw;
    }
    match mark {
        Mark::Plain => raw,
        Mark::Pattern => raw.cyan().bold().to_string(),
        Mark::Placed => raw.green().bold().to_string(),
        Mark::Removed => raw.red().to_string(),
    }
}

/// One of the three text lines of a cell (7 characters wide).
fn cell_line(grid: &Grid, step: Option<&Step>, cell: Cell, band: u8, color: bool) -> String {
    if let Some(v) = grid.value(cell) {
        return if band == 1 {
            let digit = if color {
                v.bold().to_string()
            } else {
                v.to_string()
            };
            format!("   {digit}   ")
        } else {
            "       ".to_string()
        };
    }
    let mut line = String::new();
    for d in band * 3 + 1..=band * 3 + 3 {
        if grid.candidates(cell).contains(d) {
            line.push_str(&slot(mark_of(step, cell, d), d, color));
        } else {
            line.push_str("  ");
        }
    }
    line.push(' ');
    line
}

fn border(left: &str, heavy: bool, cross_light: &str, cross_heavy: &str, right: &str) -> String {
    let bar = if heavy {
        "━━━━━━━"
    } else {
        "───────"
    };
    let mut s = String::from(left);
    for c in 0..9 {
        s.push_str(bar);
        s.push_str(match c {
            8 => right,
            2 | 5 => cross_heavy,
            _ => cross_light,
        });
    }
    s
}

/// Draws `grid` with `step` marked on it (or plain when `step` is `None`).
pub fn write_candidate_grid(
    out: &mut dyn Write,
    grid: &Grid,
    step: Option<&Step>,
    color: bool,
) -> io::Result<()> {
    writeln!(out, "{}", border("┏", true, "┯", "┳", "┓"))?;
    for r in 0..9u8 {
        for band in 0..3 {
            let mut line = String::from("┃");
            for c in 0..9u8 {
                line.push_str(&cell_line(grid, step, Cell::at(r, c), band, color));
                line.push_str(if c % 3 == 2 { "┃" } else { "│" });
            }
            writeln!(out, "{line}")?;
        }
        match r {
            8 => writeln!(out, "{}", border("┗", true, "┷", "┻", "┛"))?,
            2 | 5 => writeln!(out, "{}", border("┣", true, "┿", "╋", "┫"))?,
            _ => writeln!(out, "{}", border("┠", false, "┼", "╂", "┨"))?,
        }
    }
    if step.is_some() {
        writeln!(out, "*n pattern   =n placed   -n removed")?;
    }
    Ok(())
}
