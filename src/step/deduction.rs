//! What a technique found: the pattern, the digits placed, the candidates removed.

use crate::core::{Candidate, Cell, Grid};
use crate::step::pattern::Pattern;
use crate::step::sentence::Sentence;

/// What a technique found, before the engine words it: the pattern, the digits
/// it places and the candidates it removes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Deduction {
    /// What the deduction rests on.
    pub pattern: Pattern,
    /// Digits placed, in the order given.
    pub placements: Vec<Candidate>,
    /// Candidates removed, sorted by cell then digit.
    pub eliminations: Vec<Candidate>,
}

impl Deduction {
    /// Makes the deduction on `grid`: placements first, then eliminations.
    pub fn apply_to(&self, grid: &mut Grid) {
        for p in &self.placements {
            grid.place(p.cell, p.digit);
        }
        for e in &self.eliminations {
            grid.eliminate(e.cell, e.digit);
        }
    }

    /// Whether it agrees with `solution`: every placement right, no elimination
    /// of a true digit.
    pub fn is_sound(&self, solution: &[u8; 81]) -> bool {
        self.placements
            .iter()
            .all(|p| solution[p.cell.index()] == p.digit)
            && self
                .eliminations
                .iter()
                .all(|e| solution[e.cell.index()] != e.digit)
    }

    /// A deduction that places `digit` in `cell`.
    pub fn placement(pattern: Pattern, cell: Cell, digit: u8) -> Deduction {
        Deduction {
            pattern,
            placements: vec![Candidate::new(cell, digit)],
            eliminations: Vec::new(),
        }
    }

    /// A deduction that removes these candidates (sorted here so traces are stable).
    pub fn elimination(pattern: Pattern, mut eliminations: Vec<Candidate>) -> Deduction {
        eliminations.sort();
        eliminations.dedup();
        Deduction {
            pattern,
            placements: Vec::new(),
            eliminations,
        }
    }
}

/// What a technique answers: the deduction and the sentence that explains it,
/// worded by the technique while it still holds the pattern's typed parts.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Finding {
    /// The pattern, placements and eliminations.
    pub deduction: Deduction,
    /// The explanation.
    pub sentence: Sentence,
}
