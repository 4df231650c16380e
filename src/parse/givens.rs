//! Turning the cells a form parser read into a [`Puzzle`], with the check every
//! form shares: no digit given twice in a unit. A pencil-mark cell whose marks
//! are all ruled out by the givens it sees is no reading error: the puzzle reads,
//! and has no solution.

use super::error::{ParseErrorKind, Pos, Problem};
use crate::Puzzle;
use crate::core::Digits;
use crate::core::{Cell, CellSet};

/// The puzzle with these givens (0 = empty), each read at `at`.
pub(super) fn from_givens(givens: [u8; 81], at: &[Pos; 81]) -> Result<Puzzle, Problem> {
    let puzzle = Puzzle::from_givens(givens);
    check_duplicates(&givens, at).map_err(|p| p.written(puzzle.clone()))?;
    Ok(puzzle)
}

/// The puzzle with these pencil marks: a cell with one mark is a given, the
/// others keep the marks that no given they see rules out (perhaps none).
pub(super) fn from_marks(marks: &[Digits; 81], at: &[Pos; 81]) -> Result<Puzzle, Problem> {
    let mut givens = [0u8; 81];
    for (given, mark) in givens.iter_mut().zip(marks) {
        *given = mark.single_digit().unwrap_or(0);
    }
    let mut candidates = [Digits::EMPTY; 81];
    for cell in Cell::all() {
        let i = cell.index();
        if givens[i] != 0 {
            candidates[i] = Digits::single(givens[i]);
            continue;
        }
        candidates[i] = marks[i] - seen_by(&givens, cell);
    }
    let puzzle = Puzzle {
        givens,
        candidates: Some(candidates),
        placed: CellSet::EMPTY,
    };
    check_duplicates(&givens, at).map_err(|p| p.written(puzzle.clone()))?;
    Ok(puzzle)
}

/// The digits the filled peers of `cell` hold: what its candidates cannot be.
pub(super) fn seen_by(givens: &[u8; 81], cell: Cell) -> Digits {
    cell.peers()
        .iter()
        .filter_map(|peer| match givens[peer.index()] {
            0 => None,
            d => Some(d),
        })
        .collect()
}

/// The first pair of equal givens that see each other, in reading order of the
/// later cell; the error points at that later cell, where the reader noticed.
fn check_duplicates(givens: &[u8; 81], at: &[Pos; 81]) -> Result<(), Problem> {
    // For each unit and digit, the first cell holding it (81 = none yet).
    let mut first = [[81u8; 9]; 27];
    for cell in Cell::all() {
        let d = givens[cell.index()];
        if d == 0 {
            continue;
        }
        let units = cell.units();
        // Rows first, then columns, then boxes: the unit a reader checks first.
        for unit in units {
            let seen = first[unit.id()][d as usize - 1];
            if seen != 81 {
                return Err(Problem::at(
                    ParseErrorKind::DuplicateGiven {
                        digit: d,
                        unit,
                        first: Cell::new(seen),
                        second: cell,
                    },
                    at[cell.index()],
                ));
            }
        }
        for unit in units {
            first[unit.id()][d as usize - 1] = cell.index() as u8;
        }
    }
    Ok(())
}

/// Unused positions for tests that do not care where cells were read.
#[cfg(test)]
pub(super) fn nowhere() -> [Pos; 81] {
    [Pos::default(); 81]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn givens(s: &str) -> [u8; 81] {
        let mut g = [0u8; 81];
        for (i, ch) in s.bytes().enumerate().take(81) {
            if ch.is_ascii_digit() {
                g[i] = ch - b'0';
            }
        }
        g
    }

    #[test]
    fn accepts_a_sound_puzzle() {
        let g = givens(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        );
        assert_eq!(from_givens(g, &nowhere()).unwrap().givens, g);
    }

    #[test]
    fn names_the_first_duplicate_and_its_unit() {
        let mut at = nowhere();
        at[3] = Pos { line: 1, column: 4 };
        let err = from_givens(givens("5..5"), &at).unwrap_err();
        assert_eq!(err.kind.to_string(), "two 5s in row 1: r1c1 and r1c4");
        assert_eq!((err.line, err.column), (Some(1), Some(4)));

        let mut column = [0u8; 81];
        column[2] = 7;
        column[9 * 5 + 2] = 7;
        let err = from_givens(column, &nowhere()).unwrap_err();
        assert_eq!(err.kind.to_string(), "two 7s in column 3: r1c3 and r6c3");

        let mut boxed = [0u8; 81];
        boxed[9 * 3 + 3] = 2;
        boxed[9 * 5 + 5] = 2;
        let err = from_givens(boxed, &nowhere()).unwrap_err();
        assert_eq!(err.kind.to_string(), "two 2s in box 5: r4c4 and r6c6");
    }

    #[test]
    fn marks_lose_what_givens_rule_out() {
        let mut marks = [Digits::ALL; 81];
        marks[0] = Digits::single(5);
        marks[1] = Digits::single(5) | Digits::single(6);
        let puzzle = from_marks(&marks, &nowhere()).unwrap();
        assert_eq!(puzzle.givens[0], 5);
        let candidates = puzzle.candidates.unwrap();
        assert_eq!(candidates[1], Digits::single(6));
        assert_eq!(candidates[80], Digits::ALL);
    }

    #[test]
    fn a_cell_without_candidates_reads_as_a_puzzle_without_solution() {
        let mut marks = [Digits::ALL; 81];
        marks[27] = Digits::single(3);
        marks[28] = Digits::single(4);
        marks[33] = Digits::single(3) | Digits::single(4);
        let puzzle = from_marks(&marks, &nowhere()).unwrap();
        assert_eq!(puzzle.candidates.unwrap()[33], Digits::EMPTY);
        let search = crate::solver::count_solutions(&puzzle.grid(), 2);
        assert_eq!(search.count, 0);
        marks[33] = Digits::EMPTY;
        assert!(from_marks(&marks, &nowhere()).is_ok());
    }

    #[test]
    fn a_repeated_digit_is_refused_but_the_puzzle_as_written_comes_with_it() {
        let mut g = [0u8; 81];
        g[2] = 1;
        g[7] = 1;
        let err = from_givens(g, &nowhere()).unwrap_err();
        assert_eq!(err.kind.to_string(), "two 1s in row 1: r1c3 and r1c8");
        assert_eq!(err.written.unwrap().givens, g);
    }
}
