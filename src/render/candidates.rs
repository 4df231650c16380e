//! The pencil-mark grid: every cell a 3x3 block of its candidates, boxes split by
//! heavy lines, with a step drawn on it. With a step, a filled cell is its digit
//! in brackets (`[5]`), so it never looks like a cell left with one candidate;
//! without one the grid stays the pencil-mark form the parser reads back. The marks come
//! from [`drawing`](super::drawing) and work without colour: a sign before the
//! candidate (`*` pattern, `=` placed, `x` removed, letters for chain nodes and
//! sets, `f` fins) and the legend under the grid; colour adds to the same marks.

use super::drawing::{Mark, Panel, Role, drawing};
use crate::core::Cell;
use crate::core::Grid;
use crate::step::Step;
use owo_colors::OwoColorize;
use std::io::{self, Write};

fn slot(mark: Option<Mark>, d: u8, color: bool) -> String {
    let Some(mark) = mark else {
        return format!(" {d}");
    };
    let raw = format!("{}{d}", mark.sign);
    if !color {
        return raw;
    }
    match mark.role {
        Role::Pattern => raw.cyan().bold().to_string(),
        Role::Placed => raw.green().bold().to_string(),
        Role::Removed => raw.red().strikethrough().to_string(),
        Role::Node => raw.yellow().bold().to_string(),
        Role::Set => raw.magenta().bold().to_string(),
        Role::Fin => raw.blue().bold().to_string(),
        Role::Premise => raw.yellow().bold().underline().to_string(),
        Role::Rcc => raw.magenta().bold().underline().to_string(),
        Role::Held => raw.dimmed().to_string(),
    }
}

/// One of the three text lines of a cell (7 characters wide).
fn cell_line(grid: &Grid, panel: Option<&Panel>, cell: Cell, band: u8, color: bool) -> String {
    if let Some(v) = grid.value(cell) {
        return if band == 1 {
            // Plain pencil marks are an input form too, which reads a lone
            // digit as a filled cell; a drawn step brackets it.
            let digit = match panel {
                Some(_) => format!("[{v}]"),
                None => format!(" {v} "),
            };
            let digit = if color {
                digit.bold().to_string()
            } else {
                digit
            };
            format!("  {digit}  ")
        } else {
            "       ".to_string()
        };
    }
    let mut line = String::new();
    for d in band * 3 + 1..=band * 3 + 3 {
        if grid.candidates(cell).contains(d) {
            line.push_str(&slot(panel.and_then(|p| p.mark(cell, d)), d, color));
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

/// Draws `grid` with `step` on it: one grid and its legend, or one per forcing
/// branch (plain pencil marks when `step` is `None`).
pub fn write_candidate_grid(
    out: &mut dyn Write,
    grid: &Grid,
    step: Option<&Step>,
    color: bool,
) -> io::Result<()> {
    let Some(step) = step else {
        return write_grid(out, grid, None, color);
    };
    for (k, panel) in drawing(step, grid).layers().enumerate() {
        if k > 0 {
            writeln!(out)?;
        }
        if let Some(title) = &panel.title {
            writeln!(out, "{title}")?;
        }
        write_grid(out, grid, Some(panel), color)?;
        for line in &panel.legend {
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

fn write_grid(
    out: &mut dyn Write,
    grid: &Grid,
    panel: Option<&Panel>,
    color: bool,
) -> io::Result<()> {
    writeln!(out, "{}", border("┏", true, "┯", "┳", "┓"))?;
    for r in 0..9u8 {
        for band in 0..3 {
            let mut line = String::from("┃");
            for c in 0..9u8 {
                line.push_str(&cell_line(grid, panel, Cell::at(r, c), band, color));
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
    Ok(())
}
