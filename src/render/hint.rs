//! A hint in words, one level of help at a time. For the next step: 1 the kind
//! of pattern and where to look; 2 the technique and the cells of its pattern;
//! 3 the digits and what the step concludes; 4 the whole step drawn on the
//! pencil marks. A mistake in the grid comes first and is revealed the same way:
//! where, then which cell, then what belongs there. Each level repeats the lines
//! of the levels below it, so a player who asks again reads on from where they were.

use super::candidates::write_candidate_grid;
use super::text::{rating_words, render_sentence, write_technique_name};
use crate::catalog::TechniqueId;
use crate::core::{Candidate, Cell, CellSet, Digits, Unit};
use crate::engine::Status;
use crate::hint::{Hint, Mistake, Next};
use crate::step::Parts;
use crate::step::Step;
use crate::step::pattern::ColoringParts;
use crate::step::sentence::{Sentence, join_and};
use std::io::{self, Write};

/// The most help a hint gives: the whole step.
pub const LEVELS: u8 = 4;

/// Writes `hint` at help `level` (1 to [`LEVELS`]).
pub fn write_hint(out: &mut dyn Write, hint: &Hint, level: u8, color: bool) -> io::Result<()> {
    for mistake in &hint.mistakes {
        for line in mistake_lines(mistake, level) {
            writeln!(out, "{line}")?;
        }
    }
    let fixed_first = !hint.mistakes.is_empty();
    match &hint.next {
        Next::Solved if fixed_first => writeln!(out, "With that put right, the grid is complete."),
        Next::Solved => writeln!(out, "The grid is complete and right: nothing left to hint."),
        Next::Blocked if fixed_first => writeln!(
            out,
            "Put that right first: until then the grid has no solution to hint from."
        ),
        Next::Blocked => writeln!(
            out,
            "This grid has no solution, and no set of up to three filled digits explains why: check the givens."
        ),
        Next::Step {
            status,
            grid,
            step,
            rating,
        } => {
            if fixed_first {
                writeln!(out, "With that put right, the next step:")?;
            }
            if *status == Status::MultipleSolutions {
                writeln!(
                    out,
                    "Note: this grid has more than one solution; the hint holds for all of them."
                )?;
            }
            for line in step_lines(step, level.min(LEVELS - 1)) {
                writeln!(out, "{line}")?;
            }
            if level >= LEVELS {
                write_candidate_grid(out, grid, Some(step), color)?;
                write_technique_name(out, step.technique, 0, color)?;
                writeln!(out, "  {}", render_sentence(&step.sentence, color))?;
                if let Some(r) = rating {
                    writeln!(out, "From here: {}.", rating_words(r))?;
                }
            }
            Ok(())
        }
    }
}

/// The lines of a mistake at `level`, in plain words.
pub fn mistake_lines(mistake: &Mistake, level: u8) -> Vec<String> {
    let mut lines = Vec::new();
    match *mistake {
        Mistake::GivenMissing { cell, given } => {
            lines.push(format!(
                "{cell} is a given {given} of the puzzle, but it is empty here: put the {given} back."
            ));
        }
        Mistake::GivenChanged { cell, given, found } => {
            lines.push(format!(
                "{cell} holds {found}, but the puzzle gives {given} there: put the {given} back."
            ));
        }
        Mistake::WrongDigit {
            cell,
            digit,
            solution,
            repeats,
        } => {
            lines.push(match repeats {
                Some(clash) => format!("{} holds two {digit}s.", capital(clash.unit)),
                None => format!("A digit you filled in {} is wrong.", box_of(cell)),
            });
            if level >= 2 {
                let why = match repeats {
                    Some(c) if c.given => {
                        format!(" (it repeats the given {digit} of {})", c.cell)
                    }
                    Some(c) => format!(" (the {digit} of {} is the right one)", c.cell),
                    None => String::new(),
                };
                lines.push(format!("The {digit} in {cell} is wrong{why}: take it out."));
            }
            if level >= 3
                && let Some(right) = solution
            {
                lines.push(format!("The solution has {right} in {cell}."));
            }
        }
        Mistake::RepeatedDigit {
            digit,
            unit,
            cells: [a, b],
        } => {
            lines.push(format!("{} holds two {digit}s.", capital(unit)));
            if level >= 2 {
                lines.push(format!(
                    "{a} and {b} both hold {digit}: one of them is wrong, and the grid alone does not tell which. Take out the one that is not a given."
                ));
            }
        }
        Mistake::OneOf { ref sets, others } => {
            let several = sets.iter().any(|s| s.len() > 1);
            lines.push(format!(
                "The grid has no solution as it stands: {} you filled in {} wrong.",
                if several { "some digits" } else { "a digit" },
                if several { "are" } else { "is" },
            ));
            if level >= 2 {
                let options: Vec<String> = sets.iter().map(|s| set_words(s)).collect();
                let more = match others {
                    0 => String::new(),
                    n => format!(" ({n} more sets would too)"),
                };
                lines.push(format!(
                    "Taking out {} gives it one solution{more}. Check them against the givens, or pass them with --givens.",
                    options.join("; or ")
                ));
            }
        }
        Mistake::LostCandidate { cell, digit } => {
            lines.push(format!(
                "A pencil mark you crossed out in {} is needed.",
                box_of(cell)
            ));
            if level >= 2 {
                lines.push(format!("{cell} has lost a candidate it needs."));
            }
            if level >= 3 {
                lines.push(format!(
                    "{cell} has lost its candidate {digit}, which is its true digit: put it back."
                ));
            }
        }
    }
    lines
}

/// The lines of the next step at `level` (1 to 3; level 4 draws the step).
pub fn step_lines(step: &Step, level: u8) -> Vec<String> {
    let place = area(step).map(|u| format!(" in {u}")).unwrap_or_default();
    let mut lines = Vec::new();
    if step.technique == TechniqueId::Backtrack {
        lines.push(format!(
            "No technique applies here: the next step is a guess{place}."
        ));
        return lines;
    }
    // The place first: a family's name may end in words in brackets.
    let family = step.technique.family().with_article();
    lines.push(match area(step) {
        Some(u) => format!("Look in {u} for {family}."),
        None => format!("Look for {family}."),
    });
    if level >= 2 {
        let names: Vec<String> = pattern_cells(step).iter().map(|c| c.to_string()).collect();
        let look = if names.is_empty() {
            String::new()
        } else {
            format!(": look at {}", join_and(&names))
        };
        lines.push(format!(
            "It is {}{look}.",
            super::names::with_article(step.technique)
        ));
    }
    if level >= 3 {
        lines.push(conclusion(step).plain());
    }
    lines
}

/// Level 3: the digits the pattern is made of, then what the step does.
fn conclusion(step: &Step) -> Sentence {
    let p = step.pattern();
    let mut digits: Digits = p.digits.iter().copied().collect();
    for node in p.chain_nodes() {
        digits.insert(node.digit);
    }
    let which = if digits.len() == 1 { "digit" } else { "digits" };
    let list: Vec<String> = digits.iter().map(|d| d.to_string()).collect();
    let start = Sentence::new().text(format!("It rests on the {which} {}", join_and(&list)));
    let placements = step.placements();
    let eliminations = step.eliminations();
    match (placements.first(), eliminations.is_empty()) {
        (Some(&first), _) if placements.len() == 1 => start.text(", and places ").placement(first),
        (Some(_), _) => {
            let words: Vec<String> = placements
                .iter()
                .map(|c| format!("{}={}", c.cell, c.digit))
                .collect();
            start.text(format!(", and places {}", join_and(&words)))
        }
        (None, false) => start.text(", and lets you ").removals(eliminations),
        (None, true) => start,
    }
    .text(".")
}

/// The cells of the step's pattern: its cells and the cells of its chain.
fn pattern_cells(step: &Step) -> Vec<Cell> {
    let p = step.pattern();
    let mut cells: CellSet = p.cells.iter().copied().collect();
    for node in p.chain_nodes() {
        cells |= node.cells;
    }
    cells.iter().collect()
}

/// Where to look: the step's first unit; for a colour wrap, the unit its two
/// clashing cells share (the cluster's first cell says little of where the
/// step is); else the box of its first cell.
fn area(step: &Step) -> Option<Unit> {
    let p = step.pattern();
    if let Parts::Coloring(ColoringParts {
        clash: Some([x, y]),
        ..
    }) = &p.parts
    {
        return x.units().into_iter().find(|u| u.cells().contains(*y));
    }
    p.units.first().copied().or_else(|| {
        let cell = p
            .cells
            .first()
            .copied()
            .or_else(|| p.chain_nodes().first().and_then(|n| n.cells.first()))
            .or_else(|| step.placements().first().map(|c| c.cell))
            .or_else(|| step.eliminations().first().map(|c| c.cell))?;
        Some(box_of(cell))
    })
}

fn box_of(cell: Cell) -> Unit {
    Unit::boxed(cell.box_index())
}

/// `Row 1`: a unit at the start of a sentence.
fn capital(unit: Unit) -> String {
    let words = unit.to_string();
    let mut chars = words.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => words,
    }
}

/// `r1c3=1 and r2c5=7`: one set of suspect digits.
fn set_words(set: &[Candidate]) -> String {
    let names: Vec<String> = set
        .iter()
        .map(|c| format!("{}={}", c.cell, c.digit))
        .collect();
    join_and(&names)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Options;
    use crate::outcome::solve;

    #[test]
    fn a_colour_wrap_points_at_the_unit_of_its_clash() {
        let lesson = crate::lesson::lesson("coloring_wrap").expect("a lesson");
        let case = crate::lesson::parse_cases(lesson)
            .expect("cases")
            .into_iter()
            .find(|c| c.expect.is_some())
            .expect("a case that fires");
        let puzzle = crate::parse::parse_one(&case.start).expect("a position");
        let options = Options {
            techniques: vec![TechniqueId::ColoringWrap],
            max_steps: Some(1),
            ..Options::default()
        };
        let step = &solve(&puzzle, &options).steps[0];
        // r3c7 and r3c8 are both A; the cluster starts in r1c1 (box 1).
        assert_eq!(
            step_lines(step, 1),
            ["Look in row 3 for a pattern of one digit."]
        );
    }
}
