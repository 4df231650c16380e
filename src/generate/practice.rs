//! The position to practise a technique on: the grid just before the first step
//! that uses it, written so that reading it back gives exactly that grid, and so
//! the same next step.
//!
//! No pencil-mark form can carry an empty cell with one candidate: the parser,
//! like the programs these lines are exchanged with, reads it as a filled cell.
//! A full house or a naked single is exactly such a cell. So the position is
//! written as its digits alone whenever they say everything (its candidates are
//! what the digits leave, which is always so when only singles came before),
//! and as pencil marks otherwise, which is exact when no empty cell is down to
//! one candidate (always so before any step that is not a single: every order
//! takes singles first). A position that fits neither form, a single after some
//! elimination, is not offered. For a technique that tells the givens from the
//! digits placed since (an avoidable rectangle), neither form keeps that
//! difference: the position is written as HoDoKu's library line, `+d` for a
//! placed digit.

use crate::catalog::TechniqueId;
use crate::core::{Grid, Puzzle};
use crate::engine::apply;
use crate::render::library::library_line;
use crate::step::Step;

/// How a practice position is written.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Form {
    /// The placed digits (an 81-character line, or a plain board): the
    /// candidates are what the digits leave.
    Digits,
    /// The pencil marks (a 729-character line, or a candidate grid): some
    /// candidates went to steps other than placements.
    PencilMarks,
    /// HoDoKu's library line: the givens, the placed digits (`+d`) and the
    /// removed candidates.
    Library,
}

/// A position to practise on, and the form that carries it exactly.
#[derive(Clone, Debug)]
pub struct Practice {
    /// The position.
    pub grid: Grid,
    /// How to write it.
    pub form: Form,
}

impl Practice {
    /// The position just before the first of `steps` (solving `puzzle`) that
    /// uses `id`, when there is one and it can be written exactly.
    pub fn before_first(puzzle: &Puzzle, steps: &[Step], id: TechniqueId) -> Option<Practice> {
        let mut grid = puzzle.grid();
        for step in steps {
            if step.technique == id {
                if id.reads_givens() && grid.givens() != !grid.empty_cells() {
                    return Some(Practice {
                        grid,
                        form: Form::Library,
                    });
                }
                return Practice::of(grid);
            }
            apply(&mut grid, &step.deduction);
        }
        None
    }

    /// `grid` in the form that reads back as itself, if any does.
    pub fn of(grid: Grid) -> Option<Practice> {
        let form = if Grid::new(grid.values(), None) == grid {
            Form::Digits
        } else if grid
            .empty_cells()
            .iter()
            .all(|cell| grid.candidates(cell).len() > 1)
        {
            Form::PencilMarks
        } else {
            return None;
        };
        Some(Practice { grid, form })
    }

    /// The one-line form: 81 characters of digits, 729 of pencil marks, or a
    /// library line.
    pub fn line(&self) -> String {
        match self.form {
            Form::Digits => self.grid.values_line(),
            Form::PencilMarks => self.grid.candidates_line(),
            Form::Library => library_line(&self.grid, None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Cell;
    use crate::parse::parse_one;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn reads_back(practice: &Practice) -> Grid {
        parse_one(&practice.line()).unwrap().grid()
    }

    #[test]
    fn each_form_reads_back_as_the_same_position() {
        let start = parse_one(CLASSIC).unwrap().grid();
        // r5c5 is a naked single (5): the digits carry it, the cell stays empty.
        assert_eq!(start.candidates(Cell::at(4, 4)).len(), 1);
        let digits = Practice::of(start.clone()).unwrap();
        assert_eq!(digits.form, Form::Digits);
        assert_eq!(digits.line().len(), 81);
        assert_eq!(reads_back(&digits), start);

        // With a candidate gone that no digit explains, only the pencil marks
        // carry the position, and they carry it exactly as long as no empty
        // cell is down to one candidate.
        let mut marked = parse_one(&format!("5{}3{}", ".".repeat(39), ".".repeat(40)))
            .unwrap()
            .grid();
        marked.eliminate(Cell::at(0, 1), 9);
        let pencil = Practice::of(marked.clone()).unwrap();
        assert_eq!(pencil.form, Form::PencilMarks);
        assert_eq!(pencil.line().len(), 729);
        assert_eq!(reads_back(&pencil), marked);
    }

    #[test]
    fn a_one_candidate_cell_among_pencil_marks_has_no_form() {
        let mut grid = parse_one(CLASSIC).unwrap().grid();
        // r1c3 has 1,2,4: remove 1 and 2 by hand, so only pencil marks show it,
        // and they would show r1c3 as a filled 4.
        let cell = Cell::at(0, 2);
        assert_eq!(grid.candidates(cell).to_list(), "1,2,4");
        grid.eliminate(cell, 1);
        grid.eliminate(cell, 2);
        assert!(Practice::of(grid).is_none());
    }
}
