//! ALS-XY-wing: three almost locked sets A, B and C, where x is a restricted
//! common digit of A and C, and y (another digit) one of B and C. C cannot lack
//! both x and y (it would hold n-1 digits in n cells), so A lacks x or B lacks
//! y: one of them is locked. A digit z of both A and B (neither x nor y) is then
//! in A or in B, and goes from every cell that sees all the z of both.

use super::index::{Als, index, removals, seeing_all, set_digits, set_eureka, set_words};
use crate::core::Candidate;
use crate::core::Grid;
use crate::core::{CellSet, Digits};
use crate::step::Finding;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Pattern};
use crate::techniques::{Analysis, Technique};

/// The largest set the search tries, in cells.
const MAX_CELLS: usize = 4;

/// The ALS-XY-wing.
pub struct AlsXyWing;

/// What the wing removes: the digits of A and B other than x and y, from cells
/// outside the three sets that see all of that digit in A and B.
fn wing_removals(grid: &Grid, a: &Als, b: &Als, c: &Als, x: u8, y: u8) -> Vec<Candidate> {
    let inside = a.cells | b.cells | c.cells;
    let mut out = Vec::new();
    for z in a.digits & b.digits {
        if z != x && z != y {
            out.extend(removals(seeing_all(grid, &[a, b], z, inside), z));
        }
    }
    out
}

impl AlsXyWing {
    fn deduce(&self, grid: &Grid, analysis: &Analysis) -> Option<Deduction> {
        let idx = index(analysis);
        let sets = &idx.sets;
        let small = |i: usize| sets[i].len() as usize <= MAX_CELLS;
        // Per set C, the sets linked to it by a restricted common digit, and that digit.
        let mut wings: Vec<Vec<(usize, u8)>> = vec![Vec::new(); sets.len()];
        for &(i, j, rcc) in &idx.links {
            if small(i) && small(j) {
                for d in rcc {
                    wings[i].push((j, d));
                    wings[j].push((i, d));
                }
            }
        }
        let mut best: Option<(u32, [usize; 3], u8, u8)> = None;
        for (k, c) in sets.iter().enumerate() {
            let bound = best.map_or(u32::MAX, |b| b.0);
            if c.len() + 2 >= bound {
                break;
            }
            let around = &wings[k];
            for (m, &(i, x)) in around.iter().enumerate() {
                let a = &sets[i];
                for &(j, y) in &around[m + 1..] {
                    let b = &sets[j];
                    let bound = best.map_or(u32::MAX, |b| b.0);
                    if x == y
                        || i == j
                        || c.len() + a.len() + b.len() >= bound
                        || a.cells.intersects(b.cells)
                        || ((a.digits & b.digits) - Digits::single(x) - Digits::single(y))
                            .is_empty()
                    {
                        continue;
                    }
                    if !wing_removals(grid, a, b, c, x, y).is_empty() {
                        best = Some((c.len() + a.len() + b.len(), [i, j, k], x, y));
                    }
                }
            }
        }
        let (_, [i, j, k], x, y) = best?;
        let (a, b, c) = (&sets[i], &sets[j], &sets[k]);
        let cells: CellSet = a.cells | b.cells | c.cells;
        let mut pattern = Pattern::new(cells.to_vec(), a.digits | b.digits | c.digits, Vec::new());
        pattern.als = vec![a.record(), b.record(), c.record()];
        pattern.rcc = vec![x, y];
        Some(Deduction::elimination(
            pattern,
            wing_removals(grid, a, b, c, x, y),
        ))
    }

    fn sentence(&self, d: &Deduction) -> Sentence {
        let p = &d.pattern;
        let (a, b, c) = (&p.als[0], &p.als[1], &p.als[2]);
        let (x, y) = (p.rcc[0], p.rcc[1]);
        let (x1, y1) = (Digits::single(x), Digits::single(y));
        let z = (set_digits(a) & set_digits(b)) - x1 - y1;
        Sentence::new()
            .text(format!(
                "Almost locked sets A = {}, B = {} and C = {}: every {x} of A sees every {x} of C, \
             every {y} of B every {y} of C, and C holds {x} or {y}, so A or B is locked and \
             {} in A or B, {}-{}-{} => ",
                set_words(a),
                set_words(b),
                set_words(c),
                super::als_xz::each_in(z),
                set_eureka(a, z, x1),
                set_eureka(c, x1, y1),
                set_eureka(b, y1, z)
            ))
            .removals(&d.eliminations)
    }
}

impl Technique for AlsXyWing {
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let deduction = self.deduce(grid, analysis)?;
        let sentence = self.sentence(&deduction);
        Some(Finding {
            deduction,
            sentence,
        })
    }
}
