//! Hints for a player in the middle of a puzzle: first what is wrong with their
//! grid (a digit that contradicts the solution, a pencil mark wrongly crossed
//! out), then the next step the engine would take.

use crate::core::Candidate;
use crate::core::Grid;
use crate::core::Puzzle;
use crate::engine::{Options, Status, solve};
use crate::solver::count_solutions;
use crate::step::Step;
use serde::Serialize;
use serde::ser::SerializeStruct;

/// A filled digit that is not the solution's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WrongDigit {
    /// The cell and the digit the player put there.
    pub placed: Candidate,
    /// The solution's digit, when it is known.
    pub right: Option<u8>,
}

impl Serialize for WrongDigit {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("WrongDigit", 4)?;
        st.serialize_field("row", &(self.placed.cell.row() + 1))?;
        st.serialize_field("col", &(self.placed.cell.col() + 1))?;
        st.serialize_field("digit", &self.placed.digit)?;
        st.serialize_field("solution", &self.right)?;
        st.end()
    }
}

/// What the player should hear.
#[derive(Clone, Debug)]
pub enum Advice {
    /// Every cell is filled, and rightly.
    Solved,
    /// These filled digits contradict the solution (or, without the original
    /// puzzle, are the digits whose removal makes the grid solvable again).
    WrongDigits(Vec<WrongDigit>),
    /// The grid has no solution, and no single filled digit explains it.
    Unsolvable,
    /// The next step, taken on the grid after `restored` candidates were put back.
    Next {
        /// True digits the pencil marks had lost, put back before the step.
        restored: Vec<Candidate>,
        /// Whether the grid has more than one solution.
        status: Status,
        /// The grid the step is taken on (boxed, like the step: both dwarf the other variants).
        grid: Box<Grid>,
        /// The step.
        step: Box<Step>,
    },
}

/// Advice for the position `puzzle` (givens plus the player's digits, perhaps
/// with pencil marks); `original`, when given, holds the puzzle's real givens.
pub fn hint(puzzle: &Puzzle, original: Option<&[u8; 81]>, options: &Options) -> Advice {
    if let Some(wrong) = original.and_then(|o| wrong_against(puzzle, o)) {
        return Advice::WrongDigits(wrong);
    }
    let plain = Grid::new(&puzzle.givens, None);
    let search = count_solutions(&plain, 2);
    let Some(solution) = search.solution else {
        let suspects = suspects(puzzle);
        return if suspects.is_empty() {
            Advice::Unsolvable
        } else {
            Advice::WrongDigits(suspects)
        };
    };
    if plain.is_full() {
        return Advice::Solved;
    }
    let (corrected, restored) = restore_marks(puzzle, &solution);
    let outcome = solve(
        &corrected,
        &Options {
            max_steps: Some(1),
            ..options.clone()
        },
    );
    match outcome.steps.into_iter().next() {
        Some(step) => Advice::Next {
            restored,
            status: Status::from_count(search.count),
            grid: Box::new(corrected.grid()),
            step: Box::new(step),
        },
        None => Advice::Solved,
    }
}

/// The player's digits that differ from the original puzzle's unique solution.
fn wrong_against(puzzle: &Puzzle, original: &[u8; 81]) -> Option<Vec<WrongDigit>> {
    let solution = count_solutions(&Grid::new(original, None), 2);
    let truth = solution.solution.filter(|_| solution.count == 1)?;
    let wrong: Vec<WrongDigit> = crate::core::Cell::all()
        .filter_map(|cell| {
            let d = puzzle.givens[cell.index()];
            (d != 0 && d != truth[cell.index()]).then_some(WrongDigit {
                placed: Candidate::new(cell, d),
                right: Some(truth[cell.index()]),
            })
        })
        .collect();
    (!wrong.is_empty()).then_some(wrong)
}

/// Filled digits whose removal alone makes an unsolvable grid solvable; the
/// right digit is named only when one digit is to blame.
fn suspects(puzzle: &Puzzle) -> Vec<WrongDigit> {
    let mut found: Vec<WrongDigit> = crate::core::Cell::all()
        .filter(|c| puzzle.givens[c.index()] != 0)
        .filter_map(|cell| {
            let mut fewer = puzzle.givens;
            fewer[cell.index()] = 0;
            let search = count_solutions(&Grid::new(&fewer, None), 2);
            search.solution.map(|s| WrongDigit {
                placed: Candidate::new(cell, puzzle.givens[cell.index()]),
                right: (search.count == 1).then_some(s[cell.index()]),
            })
        })
        .collect();
    if found.len() > 1 {
        for w in &mut found {
            w.right = None;
        }
    }
    found
}

/// The puzzle with every true digit its pencil marks lost put back, and those digits.
fn restore_marks(puzzle: &Puzzle, solution: &[u8; 81]) -> (Puzzle, Vec<Candidate>) {
    let Some(marks) = puzzle.candidates else {
        return (puzzle.clone(), Vec::new());
    };
    let mut fixed = marks;
    let mut restored = Vec::new();
    for cell in crate::core::Cell::all() {
        let i = cell.index();
        if puzzle.givens[i] == 0 && !marks[i].contains(solution[i]) {
            fixed[i].insert(solution[i]);
            restored.push(Candidate::new(cell, solution[i]));
        }
    }
    let corrected = Puzzle {
        givens: puzzle.givens,
        candidates: Some(fixed),
    };
    (corrected, restored)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn givens(s: &str) -> [u8; 81] {
        let mut g = [0u8; 81];
        for (i, ch) in s.bytes().enumerate() {
            if ch.is_ascii_digit() {
                g[i] = ch - b'0';
            }
        }
        g
    }

    #[test]
    fn a_wrong_digit_is_named_with_the_right_one() {
        let mut now = givens(CLASSIC);
        now[2] = 1; // the solution has 4 in r1c3
        let advice = hint(
            &Puzzle::from_givens(now),
            Some(&givens(CLASSIC)),
            &Options::default(),
        );
        let Advice::WrongDigits(w) = advice else {
            panic!("{advice:?}")
        };
        assert_eq!(w.len(), 1);
        assert_eq!(w[0].placed.cell.to_string(), "r1c3");
        assert_eq!(w[0].right, Some(4));
    }

    #[test]
    fn without_the_original_a_lone_culprit_is_still_found() {
        let mut now = givens(CLASSIC);
        now[2] = 1;
        let Advice::WrongDigits(w) = hint(&Puzzle::from_givens(now), None, &Options::default())
        else {
            panic!()
        };
        assert!(w.iter().any(|s| s.placed.cell.to_string() == "r1c3"));
    }

    #[test]
    fn lost_true_candidates_come_back_before_the_hint() {
        let p = Puzzle::from_givens(givens(CLASSIC));
        let mut marks = [crate::core::Digits::ALL; 81];
        marks[2] = crate::core::Digits::single(1) | crate::core::Digits::single(2);
        let with_marks = Puzzle {
            givens: p.givens,
            candidates: Some(marks),
        };
        let Advice::Next { restored, .. } = hint(&with_marks, None, &Options::default()) else {
            panic!()
        };
        assert_eq!(restored, vec![Candidate::new(crate::core::Cell::new(2), 4)]);
    }
}
