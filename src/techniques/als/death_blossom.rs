//! Death blossom: a stem cell and, for each of its candidates d, a petal: an
//! almost locked set (not holding the stem) in which every d sees the stem.
//! Whatever the stem is, its petal loses that digit and is locked; so a digit z
//! that every petal holds (and the stem does not) is in one of the petals, and
//! goes from every cell that sees all the z of all petals.
//!
//! Petals may share cells (HoDoKu's "ALS overlap"): each petal loses its
//! own stem digit whatever the others hold; one set may even be the petal of
//! several stem digits.

use super::als_xz::each_in;
use super::index::{Als, AlsIndex, index, removals, seeing_all, shared_cells};
use crate::core::Candidate;
use crate::core::Cell;
use crate::core::Grid;
use crate::core::{CellSet, Digits};
use crate::step::Finding;
use crate::step::chain::cells_eureka;
use crate::step::pattern::AlsParts;
use crate::step::sentence::{Sentence, join_and};
use crate::step::{Deduction, Parts, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The death blossom.
pub struct DeathBlossom;

/// What the blossom removes.
fn blossom_removals(grid: &Grid, stem: Cell, petals: &[&Als]) -> Vec<Candidate> {
    let inside = petals
        .iter()
        .fold(CellSet::single(stem), |acc, p| acc | p.cells);
    let common = petals
        .iter()
        .fold(Digits::ALL - grid.candidates(stem), |acc, p| acc & p.digits);
    let mut out = Vec::new();
    for z in common {
        out.extend(removals(seeing_all(grid, petals, z, inside), z));
    }
    out
}

/// The search for one stem: a petal per stem digit, with the fewest cells
/// (petals may share cells: each loses its own digit whatever the others do).
struct Search<'a> {
    grid: &'a Grid,
    stem: Cell,
    sets: &'a [Als],
    /// Per stem digit (in order), the sets that may be its petal: one list
    /// after the other, the `k`th from `starts[k]` to `starts[k + 1]`.
    choices: &'a [usize],
    starts: &'a [usize],
    chosen: Vec<usize>,
    best: Option<(u32, Vec<usize>)>,
}

impl Search<'_> {
    /// Picks a petal for stem digit `k` onwards; `cells` are the petals' cells so
    /// far, `size` their count, `common` the digits every petal so far holds.
    fn go(&mut self, k: usize, cells: CellSet, common: Digits) {
        let size = cells.len();
        let digits = self.starts.len() - 1;
        if k == digits {
            let petals: Vec<&Als> = self.chosen.iter().map(|&i| &self.sets[i]).collect();
            if !blossom_removals(self.grid, self.stem, &petals).is_empty() {
                self.best = Some((size, self.chosen.clone()));
            }
            return;
        }
        for n in self.starts[k]..self.starts[k + 1] {
            let i = self.choices[n];
            let p = &self.sets[i];
            let bound = self.best.as_ref().map_or(u32::MAX, |b| b.0);
            // Petals may share cells, so a petal adds its cells outside the
            // others, at least its own count less theirs; petals come
            // smallest first, so once one alone reaches the bound the rest do.
            if p.len() >= bound {
                break;
            }
            // A set already chosen may be chosen again: one set may be the
            // petal of several stem digits (the stem sees it lose whichever
            // of them the stem is), and then adds no cells.
            let next = common & p.digits;
            if size + (p.cells - cells).len() >= bound
                || next.is_empty()
                || !self.any_target(i, next)
            {
                continue;
            }
            self.chosen.push(i);
            self.go(k + 1, cells | p.cells, next);
            self.chosen.pop();
        }
    }

    /// Whether some digit of `common` still has a cell seeing all of it in the
    /// petals chosen so far and `petal` (a cheap bound: later petals only shrink it).
    fn any_target(&self, petal: usize, common: Digits) -> bool {
        common.iter().any(|z| {
            let mut seen = self.grid.positions(z) & self.sets[petal].seers(z);
            for &i in &self.chosen {
                seen &= self.sets[i].seers(z);
            }
            !seen.is_empty()
        })
    }
}

/// A blossom found: the stem, its digits, and for each digit in order its petal.
struct Blossom<'a> {
    stem: Cell,
    stem_digits: Digits,
    petals: Vec<&'a Als>,
}

impl Blossom<'_> {
    /// The blossom as the trace records it: the stem, the petals, and the stem
    /// digits as the restricted commons (one per petal).
    fn pattern(&self) -> Pattern {
        let digits = self
            .petals
            .iter()
            .fold(self.stem_digits, |acc, p| acc | p.digits);
        Pattern::new(vec![self.stem], digits, Vec::new()).with(Parts::Als(AlsParts {
            als: self.petals.iter().map(|p| p.record()).collect(),
            rcc: self.stem_digits.iter().collect(),
        }))
    }

    /// The sentence up to its removals.
    fn words(&self) -> Sentence {
        let stem = self.stem;
        let common = self
            .petals
            .iter()
            .fold(Digits::ALL - self.stem_digits, |acc, p| acc & p.digits);
        // A set that is the petal of several digits is listed once, with them.
        let digits: Vec<u8> = self.stem_digits.iter().collect();
        let mut sets: Vec<(Vec<String>, &Als)> = Vec::new();
        for (x, p) in digits.iter().zip(&self.petals) {
            match sets.iter_mut().find(|(_, q)| q.cells == p.cells) {
                Some((xs, _)) => xs.push(x.to_string()),
                None => sets.push((vec![x.to_string()], p)),
            }
        }
        let petals: Vec<String> = sets
            .iter()
            .map(|(xs, p)| format!("{}: {}", join_and(xs), p.words()))
            .collect();
        let eureka: Vec<String> = self
            .stem_digits
            .iter()
            .zip(&self.petals)
            .map(|(x, p)| format!("({x}){stem}-{}", p.eureka(Digits::single(x), common)))
            .collect();
        let distinct: Vec<&Als> = sets.iter().map(|(_, p)| *p).collect();
        let shared: Vec<String> = shared_cells(&distinct)
            .into_iter()
            .map(|(i, j, cells)| {
                format!(
                    " (the petals of {} and {} share {})",
                    join_and(&sets[i].0),
                    join_and(&sets[j].0),
                    cells_eureka(cells)
                )
            })
            .collect();
        Sentence::new().text("The stem ").cell(stem).text(format!(
            " holds {}, with a petal for each: {}{}; every petal digit sees the stem, so \
             whichever digit the stem is, its petal lacks it and is locked, and {} in a \
             petal, {} => ",
            self.stem_digits.to_list(),
            petals.join("; "),
            shared.concat(),
            each_in(common),
            eureka.join("; ")
        ))
    }
}

/// A blossom by its stem and the indices of its petals, with its size in cells.
type Key = (u32, Cell, Vec<usize>);

/// The smallest blossom on `stem` that removes something and has fewer cells
/// than `bound` (the first found among equals), its petals among the sets of
/// `idx`. `choices` is room for the petal choices, kept from stem to stem.
fn on_stem(
    grid: &Grid,
    idx: &AlsIndex,
    stem: Cell,
    bound: Option<u32>,
    choices: &mut Vec<usize>,
) -> Option<Key> {
    let digits = grid.candidates(stem);
    if digits.len() < 2 {
        return None;
    }
    let sets = &idx.sets[..];
    // A petal of d holds d and every holder of it sees the stem (so the stem
    // is not in it): the index lists those sets by digit and cell. A petal
    // also holds a digit the stem lacks. Most stems lack a petal for some
    // digit, and go as soon as it shows.
    choices.clear();
    let mut starts = [0usize; 10];
    for (k, d) in digits.iter().enumerate() {
        let petals = idx.seeing(d, stem).iter().map(|&i| usize::from(i));
        choices.extend(petals.filter(|&i| !(sets[i].digits - digits).is_empty()));
        if choices.len() == starts[k] {
            return None;
        }
        starts[k + 1] = choices.len();
    }
    let mut search = Search {
        grid,
        stem,
        sets,
        choices,
        starts: &starts[..=digits.len() as usize],
        chosen: Vec::new(),
        best: bound.map(|b| (b, Vec::new())),
    };
    search.go(0, CellSet::EMPTY, Digits::ALL - digits);
    let (size, chosen) = search.best?;
    (!chosen.is_empty()).then_some((size, stem, chosen))
}

/// The step of the blossom `key`.
fn finding(grid: &Grid, sets: &[Als], (_, stem, chosen): &Key) -> Finding {
    let blossom = Blossom {
        stem: *stem,
        stem_digits: grid.candidates(*stem),
        petals: chosen.iter().map(|&i| &sets[i]).collect(),
    };
    let removed = blossom_removals(grid, *stem, &blossom.petals);
    let deduction = Deduction::elimination(blossom.pattern(), removed);
    let sentence = blossom.words().removals(&deduction.eliminations);
    Finding {
        deduction,
        sentence,
    }
}

impl Technique for DeathBlossom {
    /// The smallest blossom first (the first stem among equals), then the
    /// smallest blossom of each other stem, the fewest cells first. One per
    /// stem: the petal choices of one stem multiply to millions, and another
    /// choice of petals mostly removes the same candidates.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // Every set of the index may be a petal (up to its eight cells), and a
        // stem may have any number of candidates, each with its petal.
        let idx = index(analysis);
        let sets = &idx.sets[..];
        let mut best: Option<Key> = None;
        let mut choices = Vec::new();
        for stem in grid.empty_cells() {
            let bound = best.as_ref().map(|b| b.0);
            if let Some(smaller) = on_stem(grid, &idx, stem, bound, &mut choices) {
                best = Some(smaller);
            }
        }
        let Some(best) = best else {
            return ControlFlow::Continue(());
        };
        found(finding(grid, sets, &best))?;
        let mut rest: Vec<Key> = grid
            .empty_cells()
            .iter()
            .filter(|&stem| stem != best.1)
            .filter_map(|stem| on_stem(grid, &idx, stem, None, &mut choices))
            .collect();
        rest.sort_by_key(|b| b.0);
        rest.iter().try_for_each(|b| found(finding(grid, sets, b)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::step::Parts;
    use crate::techniques::test_support::every_finding;

    #[test]
    fn the_petals_may_share_cells() {
        // Line 1473 of HoDoKu's regression library (reglib-1.3.txt, "with ALS
        // overlap"): its position and the elimination HoDoKu's blossom makes.
        let line = ":0904-2:3:5.+6.+281.3.2.6.....1..5..6.+2+9.7.6.+82.6.+38.2..9+48+2.9.3+6.+8.\
                    1.+57..6....+86.5.2+654....8:927 728 374 978 787 789 998:384::";
        let grid = crate::parse::parse_one(line).unwrap().grid();
        let all = every_finding(&DeathBlossom, &grid);
        // The first blossom found removes it, two of its petals sharing r4c4.
        assert_eq!(
            all[0].deduction.eliminations,
            vec![Candidate::new(Cell::at(7, 3), 3)]
        );
        assert_eq!(
            all[0].sentence.plain(),
            "The stem r6c9 holds 1,5,7, with a petal for each: 1: r8c1,r8c2,r8c3,r8c9 \
             (1,3,4,7,9); 5: r4c4,r6c6 (1,3,5); 7: r4c4,r6c4 (1,3,7) (the petals of 5 and 7 \
             share r4c4); every petal digit sees the stem, so whichever digit the stem is, its \
             petal lacks it and is locked, and 3 is in a petal, (1)r6c9-(1=3)r8c1,r8c2,r8c3,\
             r8c9; (5)r6c9-(5=3)r4c4,r6c6; (7)r6c9-(7=3)r4c4,r6c4 => remove 3 from r8c4"
        );
    }

    #[test]
    fn a_petal_may_hold_up_to_eight_cells() {
        // Line 1470 of HoDoKu's regression library (reglib-1.3.txt): its
        // position and the elimination HoDoKu's blossom makes there, which
        // needs a petal of more than five cells.
        let line = ":0904-1:4:.....87.3..82+3.5.....+71.+428.8..7193....+8..+2...9652+3+18.84+7+1\
                    6.+3..+9+25+3+876..3+619..+8..:411 498 499:426::";
        let grid = crate::parse::parse_one(line).unwrap().grid();
        let all = every_finding(&DeathBlossom, &grid);
        let expected = vec![Candidate::new(Cell::at(1, 5), 4)];
        let blossom = all
            .iter()
            .find(|f| f.deduction.eliminations == expected)
            .expect("HoDoKu's blossom");
        let Parts::Als(parts) = &blossom.deduction.pattern.parts else {
            panic!("not an ALS step");
        };
        let largest = parts.als.iter().map(|a| a.cells.len()).max();
        assert!(largest > Some(5), "petals of {largest:?} cells at most");
    }
}
