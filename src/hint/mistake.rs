//! What can be wrong with a player's grid, one finding per cell.

use crate::core::{Candidate, Cell, Unit};
use serde::Serialize;

/// A filled digit that another cell of the same unit also holds.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct Clash {
    /// The other cell holding the digit.
    pub cell: Cell,
    /// The row, column or box both are in.
    pub unit: Unit,
    /// Whether the other cell is one of the puzzle's givens (`false` also when
    /// the givens are not known).
    pub given: bool,
}

/// Something wrong with a player's grid, found before the hint.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Mistake {
    /// A given of the puzzle is missing: its cell is empty in the grid.
    GivenMissing {
        /// The cell.
        cell: Cell,
        /// The given digit.
        given: u8,
    },
    /// A given of the puzzle holds another digit in the grid.
    GivenChanged {
        /// The cell.
        cell: Cell,
        /// The given digit.
        given: u8,
        /// The digit the grid holds there.
        found: u8,
    },
    /// A filled digit that is not the solution's.
    WrongDigit {
        /// The cell.
        cell: Cell,
        /// The digit the player put there.
        digit: u8,
        /// The solution's digit, when the grid without the wrong digits has
        /// exactly one solution.
        solution: Option<u8>,
        /// Another cell of a unit that holds the same digit, if any.
        repeats: Option<Clash>,
    },
    /// Two equal digits in one unit, and nothing tells which of them is wrong.
    RepeatedDigit {
        /// The digit.
        digit: u8,
        /// The unit holding it twice.
        unit: Unit,
        /// The two cells.
        cells: [Cell; 2],
    },
    /// The grid has no solution, and emptying the cells of any one of these sets
    /// gives it one: some set of them is wrong, but not which.
    OneOf {
        /// The sets, in reading order of their cells (each a list of filled
        /// cells and their digits), at most six.
        sets: Vec<Vec<Candidate>>,
        /// How many more sets there are beyond those listed.
        others: usize,
    },
    /// A true digit the player crossed out of a cell's pencil marks.
    LostCandidate {
        /// The cell.
        cell: Cell,
        /// The digit, which is the solution's.
        digit: u8,
    },
}

impl Mistake {
    /// The cell the mistake is about (the first of several): where a first hint
    /// points, by its box.
    pub fn cell(&self) -> Cell {
        match self {
            Mistake::GivenMissing { cell, .. }
            | Mistake::GivenChanged { cell, .. }
            | Mistake::WrongDigit { cell, .. }
            | Mistake::LostCandidate { cell, .. } => *cell,
            Mistake::RepeatedDigit { cells, .. } => cells[0],
            Mistake::OneOf { sets, .. } => sets
                .first()
                .and_then(|s| s.first())
                .map_or(Cell::new(0), |c| c.cell),
        }
    }
}

/// The first cell other than `cell` that holds `digit` in one of `cell`'s units
/// (rows first, then columns, then boxes), with that unit.
pub(super) fn clash(
    digits: &[u8; 81],
    cell: Cell,
    digit: u8,
    is_given: impl Fn(Cell) -> bool,
) -> Option<Clash> {
    cell.units().into_iter().find_map(|unit| {
        unit.cell_list()
            .into_iter()
            .find(|&other| other != cell && digits[other.index()] == digit)
            .map(|other| Clash {
                cell: other,
                unit,
                given: is_given(other),
            })
    })
}
