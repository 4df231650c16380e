//! A hint in words, at three levels of help: 1 names the technique and where to
//! look, 2 adds the digits and cells, 3 shows the whole step on the pencil marks.

use super::candidates::write_candidate_grid;
use super::text::{render_sentence, write_technique_name};
use crate::catalog::TechniqueId;
use crate::core::Unit;
use crate::core::{CellSet, Digits};
use crate::engine::Status;
use crate::hint::{Advice, WrongDigit};
use crate::step::Step;
use crate::step::sentence::join_and;
use std::io::{self, Write};

/// Writes `advice` at help `level` (1-3).
pub fn write_hint(out: &mut dyn Write, advice: &Advice, level: u8, color: bool) -> io::Result<()> {
    match advice {
        Advice::Solved => writeln!(out, "The grid is complete and right: nothing left to hint."),
        Advice::Unsolvable => writeln!(
            out,
            "This grid has no solution, and no single digit explains why: check the givens."
        ),
        Advice::WrongDigits(wrong) => write_wrong(out, wrong),
        Advice::Next {
            restored,
            status,
            grid,
            step,
        } => {
            for c in restored {
                writeln!(
                    out,
                    "{} has lost its candidate {}, which is its true digit: put it back.",
                    c.cell, c.digit
                )?;
            }
            if *status == Status::MultipleSolutions {
                writeln!(
                    out,
                    "Note: this grid has more than one solution; the hint holds for all of them."
                )?;
            }
            writeln!(out, "{}", first_words(step))?;
            if level >= 2 {
                writeln!(out, "{}", second_words(step))?;
            }
            if level >= 3 {
                write_candidate_grid(out, grid, Some(step), color)?;
                write_technique_name(out, step.technique, 0, color)?;
                writeln!(out, "  {}", render_sentence(&step.sentence, color))?;
            }
            Ok(())
        }
    }
}

fn write_wrong(out: &mut dyn Write, wrong: &[WrongDigit]) -> io::Result<()> {
    if wrong.iter().all(|w| w.right.is_some()) {
        for w in wrong {
            writeln!(
                out,
                "{} holds {}, but the solution has {} there: take the {} out.",
                w.placed.cell,
                w.placed.digit,
                w.right.unwrap_or(0),
                w.placed.digit
            )?;
        }
        return Ok(());
    }
    let names: Vec<String> = wrong
        .iter()
        .map(|w| format!("{}={}", w.placed.cell, w.placed.digit))
        .collect();
    writeln!(
        out,
        "The grid has no solution as it stands; one of these digits is wrong: {}.",
        join_or(&names)
    )
}

fn join_or(items: &[String]) -> String {
    join_and(items).replacen(" and ", " or ", 1)
}

/// Where to look: the step's first unit, or the box of its first cell.
fn area(step: &Step) -> Option<Unit> {
    let p = step.pattern();
    p.units.first().copied().or_else(|| {
        let cell = p
            .cells
            .first()
            .copied()
            .or_else(|| p.chain_nodes().first().and_then(|n| n.cells.first()))
            .or_else(|| step.placements().first().map(|c| c.cell))
            .or_else(|| step.eliminations().first().map(|c| c.cell))?;
        Some(Unit::boxed(cell.box_index()))
    })
}

/// Level 1: the technique and where to look.
fn first_words(step: &Step) -> String {
    let place = area(step).map(|u| format!(" in {u}")).unwrap_or_default();
    if step.technique == TechniqueId::Backtrack {
        return format!("No technique applies here: the next step is a guess{place}.");
    }
    format!(
        "Look for {}{place}.",
        super::names::with_article(step.technique)
    )
}

/// Level 2: the digits and cells it rests on.
fn second_words(step: &Step) -> String {
    let p = step.pattern();
    let mut digits: Digits = p.digits.iter().copied().collect();
    let mut cells: CellSet = p.cells.iter().copied().collect();
    for node in p.chain_nodes() {
        digits.insert(node.digit);
        cells |= node.cells;
    }
    let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    let which = if digits.len() == 1 { "digit" } else { "digits" };
    format!(
        "It rests on the {which} {} in {}.",
        digits.to_list(),
        join_and(&names)
    )
}
