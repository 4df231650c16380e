//! ALS-XZ: two almost locked sets A and B (n cells holding n+1 digits each) with
//! a restricted common digit x: every x of A sees every x of B, so x is in at
//! most one of them, and the other set, without x, is locked. Then every other
//! digit z the two share is in A or in B, and goes from every cell that sees all
//! the z of both.
//!
//! Doubly linked: with two restricted commons x and y, each set holds exactly
//! one of them and all of its other digits, so each set's other digits go from
//! the cells that see all of them in that set, and x and y from the cells that
//! see all of them in both sets.

use super::index::{Als, index, removals, seeing_all, set_digits, set_eureka, set_words};
use crate::core::Candidate;
use crate::core::Grid;
use crate::core::{CellSet, Digits};
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Pattern};
use crate::techniques::{Analysis, Technique};

/// ALS-XZ, singly or doubly linked.
pub struct AlsXz;

/// What the sets `a` and `b` with restricted commons `rcc` remove.
pub fn xz_removals(grid: &Grid, a: &Als, b: &Als, rcc: Digits) -> Vec<Candidate> {
    let inside = a.cells | b.cells;
    let mut out = Vec::new();
    for z in (a.digits & b.digits) - rcc {
        out.extend(removals(seeing_all(grid, &[a, b], z, inside), z));
    }
    if rcc.len() == 2 {
        for x in rcc {
            out.extend(removals(seeing_all(grid, &[a, b], x, inside), x));
        }
        for s in [a, b] {
            for z in s.digits - rcc {
                out.extend(removals(seeing_all(grid, &[s], z, inside), z));
            }
        }
    }
    out
}

impl AlsXz {
    fn deduce(&self, grid: &Grid, analysis: &Analysis) -> Option<Deduction> {
        let idx = index(analysis);
        let sets = &idx.sets;
        // The pair with the fewest cells, the first found among equals.
        let mut best: Option<(u32, usize, usize, Digits)> = None;
        for &(i, j, rcc) in &idx.links {
            let (a, b) = (&sets[i], &sets[j]);
            let size = a.len() + b.len();
            if rcc.len() > 2
                || (rcc.len() == 1 && (a.digits & b.digits).len() < 2)
                || best.is_some_and(|b| b.0 <= size)
            {
                continue;
            }
            if !xz_removals(grid, a, b, rcc).is_empty() {
                best = Some((size, i, j, rcc));
            }
        }
        let (_, i, j, rcc) = best?;
        let (a, b) = (&sets[i], &sets[j]);
        let cells: CellSet = a.cells | b.cells;
        let mut pattern = Pattern::new(cells.to_vec(), a.digits | b.digits, Vec::new());
        pattern.als = vec![a.record(), b.record()];
        pattern.rcc = rcc.iter().collect();
        Some(Deduction::elimination(
            pattern,
            xz_removals(grid, a, b, rcc),
        ))
    }

    fn sentence(&self, d: &Deduction) -> Sentence {
        let p = &d.pattern;
        let (a, b) = (&p.als[0], &p.als[1]);
        let rcc: Digits = p.rcc.iter().copied().collect();
        let s = Sentence::new().text(format!(
            "Almost locked sets A = {} and B = {}",
            set_words(a),
            set_words(b)
        ));
        if rcc.len() == 2 {
            let x = p.rcc[0];
            let y = p.rcc[1];
            let x1 = Digits::single(x);
            let y1 = Digits::single(y);
            s.text(format!(
                " are doubly linked by {x} and {y}: each of these is in at most one set, \
                 so each set holds exactly one of them and all its other digits, \
                 {}-{}-{} => ",
                set_eureka(a, x1, y1),
                set_eureka(b, y1, x1),
                set_eureka(a, x1, y1)
            ))
            .removals(&d.eliminations)
        } else {
            let x = p.rcc[0];
            let z = (set_digits(a) & set_digits(b)) - rcc;
            let x1 = Digits::single(x);
            s.text(format!(
                ": every {x} of A sees every {x} of B, so one set lacks {x} and is locked, \
                 and {} in A or B, {}-{} => ",
                each_in(z),
                set_eureka(a, z, x1),
                set_eureka(b, x1, z)
            ))
            .removals(&d.eliminations)
        }
    }
}

impl Technique for AlsXz {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }
}

/// `7 is` or `7 and 8 are each`.
pub fn each_in(z: Digits) -> String {
    let words: Vec<String> = z.iter().map(|d| d.to_string()).collect();
    if words.len() == 1 {
        format!("{} is", words[0])
    } else {
        format!("{} are each", crate::step::sentence::join_and(&words))
    }
}
