//! Hints for a player in the middle of a puzzle. First the diagnosis: what is
//! wrong with their grid (givens missing or changed, filled digits that repeat
//! or contradict the solution, true digits crossed out of the pencil marks);
//! then, from the grid with those mistakes put right, the next step the engine
//! would take, which a renderer reveals one level at a time.
//!
//! Without the puzzle's givens the diagnosis cannot tell a given from a digit
//! the player filled in: a grid with no solution is mended by the smallest set
//! of filled digits whose removal gives it one (see `culprits`), and when
//! several sets do, the hint names them and stops there.

mod answer;
mod culprits;
mod mistake;

pub use answer::{GivensError, Hint, Next};
pub use mistake::{Clash, Mistake};

use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Puzzle};
use crate::engine::Options;
use crate::outcome::solve;
use crate::solver::count_solutions;
use culprits::{Removal, smallest_removals};

/// The most filled digits the diagnosis takes out at once when it must guess
/// which are wrong (each more multiplies the search).
const MOST_WRONG: usize = 3;

/// The most alternative sets a [`Mistake::OneOf`] lists.
const MOST_SETS: usize = 6;

/// The diagnosis and next step for `position` (the givens and the player's
/// digits, perhaps with pencil marks, read as written even when a digit
/// repeats); `givens`, when known, are the puzzle's own.
pub fn hint(
    position: &Puzzle,
    givens: Option<&[u8; 81]>,
    options: &Options,
) -> Result<Hint, GivensError> {
    let mut mistakes = Vec::new();
    let digits = match givens {
        Some(g) => against_givens(position, g, &mut mistakes)?,
        None => inferred(&position.givens, CellSet::ALL, |_| false, &mut mistakes),
    };
    let blocked = |mistakes| Hint {
        mistakes,
        next: Next::Blocked,
    };
    let Some(digits) = digits else {
        return Ok(blocked(mistakes));
    };
    let search = count_solutions(&Grid::new(&digits, None), 2);
    let Some(solution) = search.solution else {
        return Ok(blocked(mistakes));
    };
    let corrected = with_marks(position, &digits, &solution, &mut mistakes);
    // The player's digits are placed, not given: an avoidable rectangle's
    // corners.
    let corrected = match givens {
        Some(g) => corrected.with_declared_givens(g),
        None => corrected,
    };
    if digits.iter().all(|&d| d != 0) {
        return Ok(Hint {
            mistakes,
            next: Next::Solved,
        });
    }
    let outcome = solve(&corrected, options);
    let rating = outcome.rating;
    let next = match outcome.steps.into_iter().next() {
        Some(step) => Next::Step {
            status: outcome.status,
            grid: Box::new(corrected.grid()),
            step: Box::new(step),
            rating,
        },
        None => Next::Blocked,
    };
    Ok(Hint { mistakes, next })
}

/// The grid's digits with the givens put back and the digits that contradict the
/// givens' solution taken out, noting each; an error when the givens cannot be
/// this grid's.
fn against_givens(
    position: &Puzzle,
    givens: &[u8; 81],
    mistakes: &mut Vec<Mistake>,
) -> Result<Option<[u8; 81]>, GivensError> {
    let search = count_solutions(&Grid::new(givens, None), 2);
    if search.count == 0 {
        return Err(GivensError::NoSolution);
    }
    let is_given = |c: Cell| givens[c.index()] != 0;
    let given_count = Cell::all().filter(|&c| is_given(c)).count();
    let differ: Vec<Cell> = Cell::all()
        .filter(|&c| is_given(c) && position.givens[c.index()] != givens[c.index()])
        .collect();
    if differ.len() * 2 > given_count {
        return Err(GivensError::Mismatch {
            differ: differ.len(),
            givens: given_count,
        });
    }
    let mut digits = position.givens;
    for &cell in &differ {
        let (given, found) = (givens[cell.index()], position.givens[cell.index()]);
        mistakes.push(match found {
            0 => Mistake::GivenMissing { cell, given },
            _ => Mistake::GivenChanged { cell, given, found },
        });
        digits[cell.index()] = given;
    }
    let player: CellSet = Cell::all()
        .filter(|&c| !is_given(c) && digits[c.index()] != 0)
        .collect();
    let Some(truth) = search.solution.filter(|_| search.count == 1) else {
        // Givens with several solutions cannot judge a digit by the solution:
        // only the player's digits are suspects, the givens are sure.
        return Ok(inferred(&digits, player, is_given, mistakes));
    };
    for cell in player {
        let digit = digits[cell.index()];
        if digit != truth[cell.index()] {
            mistakes.push(Mistake::WrongDigit {
                cell,
                digit,
                solution: Some(truth[cell.index()]),
                repeats: mistake::clash(&position.givens, cell, digit, is_given),
            });
        }
    }
    for m in mistakes.iter() {
        if let Mistake::WrongDigit { cell, .. } = m {
            digits[cell.index()] = 0;
        }
    }
    Ok(Some(digits))
}

/// The digits, mended when they have no solution: when one smallest set of
/// `removable` cells explains it, its digits are noted as wrong and taken out;
/// when several do, they are noted and `None` says the player must choose.
fn inferred(
    digits: &[u8; 81],
    removable: CellSet,
    is_given: impl Fn(Cell) -> bool,
    mistakes: &mut Vec<Mistake>,
) -> Option<[u8; 81]> {
    if count_solutions(&Grid::new(digits, None), 1).count > 0 {
        return Some(*digits);
    }
    let removals = smallest_removals(digits, removable, MOST_WRONG);
    // The player's grid without its wrong digits still holds the givens, so it
    // has the puzzle's one solution: a set that leaves several cannot be the
    // wrong digits (unless the puzzle itself has several solutions).
    let unique: Vec<&Removal> = removals.iter().filter(|r| r.solution.is_some()).collect();
    let believable: Vec<&Removal> = if unique.is_empty() {
        removals.iter().collect()
    } else {
        unique
    };
    if let [removal] = believable.as_slice() {
        let mut mended = *digits;
        for &cell in &removal.cells {
            let digit = digits[cell.index()];
            mistakes.push(Mistake::WrongDigit {
                cell,
                digit,
                solution: removal.solution.map(|s| s[cell.index()]),
                repeats: mistake::clash(digits, cell, digit, &is_given),
            });
            mended[cell.index()] = 0;
        }
        return Some(mended);
    }
    if let Some(repeat) = repeated_pair(digits, &believable) {
        mistakes.push(repeat);
    } else if !believable.is_empty() {
        mistakes.push(Mistake::OneOf {
            sets: believable
                .iter()
                .take(MOST_SETS)
                .map(|r| {
                    r.cells
                        .iter()
                        .map(|&c| Candidate::new(c, digits[c.index()]))
                        .collect()
                })
                .collect(),
            others: believable.len().saturating_sub(MOST_SETS),
        });
    }
    None
}

/// Two single-cell removals of one digit in one unit: a repeated digit, either
/// of which may be the wrong one.
fn repeated_pair(digits: &[u8; 81], removals: &[&Removal]) -> Option<Mistake> {
    let [a, b] = removals else { return None };
    let ([x], [y]) = (a.cells.as_slice(), b.cells.as_slice()) else {
        return None;
    };
    let digit = digits[x.index()];
    let unit = x
        .units()
        .into_iter()
        .find(|u| u.cells().contains(*y) && digits[y.index()] == digit)?;
    Some(Mistake::RepeatedDigit {
        digit,
        unit,
        cells: [*x, *y],
    })
}

/// The position to hint from: `digits`, and when the player keeps pencil marks,
/// their marks with every true digit they lack put back. A true digit is noted
/// as lost only when no digit of the player's grid took it out (a wrong digit
/// beside it did, and is noted itself).
fn with_marks(
    position: &Puzzle,
    digits: &[u8; 81],
    solution: &[u8; 81],
    mistakes: &mut Vec<Mistake>,
) -> Puzzle {
    let Some(marks) = position.candidates else {
        return Puzzle {
            placed: position.placed,
            ..Puzzle::from_givens(*digits)
        };
    };
    let mut fixed = [Digits::EMPTY; 81];
    for cell in Cell::all().filter(|c| digits[c.index()] == 0) {
        let i = cell.index();
        let mut here = if position.givens[i] == 0 {
            marks[i]
        } else {
            Digits::ALL
        };
        let truth = solution[i];
        if !here.contains(truth) {
            here.insert(truth);
            let taken_by_a_digit = cell
                .peers()
                .iter()
                .any(|p| position.givens[p.index()] == truth);
            if !taken_by_a_digit {
                mistakes.push(Mistake::LostCandidate { cell, digit: truth });
            }
        }
        fixed[i] = here;
    }
    Puzzle {
        givens: *digits,
        candidates: Some(fixed),
        placed: position.placed,
    }
}

#[cfg(test)]
mod fixtures;
#[cfg(test)]
mod tests;
