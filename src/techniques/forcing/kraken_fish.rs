//! Kraken fish: a fish on one digit whose base units also hold the digit
//! outside the cover units (the fins), anywhere. Either a fin holds the digit,
//! or none does and the fish holds: each cover unit then takes its digit
//! inside the base units. So
//! - (first form) a candidate of the digit in a cover unit outside the base
//!   units goes when every fin, assumed true, leads to its removal: the fish
//!   removes it in the remaining case;
//! - (second form) the base places in one cover unit, with the fins, hold
//!   the digit at least once between them: what every one of them leads to
//!   holds, as in a unit forcing chain.
//!
//! The branches are static forcing chains (`closure`, `proof`), the grid's
//! strong links alone; the fish is the finned fish's, its fins anywhere.
//! Only X-wings and swordfish with at most [`MAX_FINS`] fins are tried:
//! every fin is a branch the reader checks, and larger fish cost more time
//! than they find steps ([`MAX_SIZE`]).

use super::proof::{Target, branch};
use super::search::{Closures, common, with_static_closures};
use super::shape::Form;
use super::words::sentence;
use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Unit, bit_positions};
use crate::step::branch::BranchNode;
use crate::step::pattern::{ForcingParts, KrakenParts};
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::cell::RefCell;
use std::ops::ControlFlow;

/// The most fins a kraken fish may have.
const MAX_FINS: u32 = 3;
/// The largest fish tried: a swordfish. Jellyfish and a fourth fin find
/// a few more steps at a cost out of proportion (top1465: 306 puzzles
/// needing a forcing chain instead of 312, `explain` 8.6 s instead of 7.1;
/// docs/performance.md).
const MAX_SIZE: usize = 3;
/// How many of the cheapest conclusions get a real proof; the step is the
/// proof with the fewest nodes among them.
const TRIES: usize = 6;
/// How many get one when every instance is asked for (`hint --all`); past
/// them, each of the others gets one in turn, cheapest first, for as long
/// as the asker wants more.
const MORE_TRIES: usize = 24;

/// The technique.
pub struct KrakenFish;

impl Technique for KrakenFish {
    /// The proofs of the [`TRIES`] cheapest conclusions, fewest nodes first
    /// (the engine takes the first); asked for more, those of the next
    /// cheapest up to [`MORE_TRIES`].
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        let cheapest = |cap: usize| {
            with_static_closures(grid, analysis, |closures| {
                let mut best = Best::new(cap);
                for d in 1..=9 {
                    let pairs = Pairs::new(grid, closures, d);
                    for rows in [true, false] {
                        Fishes::new(grid, closures, d, rows, &pairs).each(&mut best);
                    }
                }
                best
            })
        };
        let best = cheapest(TRIES);
        hand_over(grid, &best.choices, found)?;
        if best.choices.len() < TRIES {
            return ControlFlow::Continue(());
        }
        // The enumeration is the same: the first TRIES are those above.
        let wider = cheapest(MORE_TRIES);
        hand_over(grid, &wider.choices[TRIES..], found)?;
        if wider.choices.len() < MORE_TRIES {
            return ControlFlow::Continue(());
        }
        // Every other conclusion, each handed as soon as its proof is built.
        let all = cheapest(usize::MAX);
        all.choices[MORE_TRIES..]
            .iter()
            .try_for_each(|c| match c.build(grid) {
                Some((_, finding)) => found(finding),
                None => ControlFlow::Continue(()),
            })
    }
}

/// Hands `found` the proofs of `choices`, fewest nodes first (the first
/// found among equals).
fn hand_over(grid: &Grid, choices: &[Choice], found: Found) -> ControlFlow<()> {
    let mut proofs: Vec<(usize, u32, Finding)> = choices
        .iter()
        .filter_map(|c| {
            let (size, finding) = c.build(grid)?;
            Some((size, c.order, finding))
        })
        .collect();
    proofs.sort_by_key(|&(size, order, _)| (size, order));
    proofs.into_iter().try_for_each(|(_, _, f)| found(f))
}

/// A kraken fish and one conclusion, before its proof is built.
#[derive(Clone, Debug)]
struct Choice {
    /// How deep the conclusion lies, summed over the branches.
    cost: u32,
    /// Found order, for ties.
    order: u32,
    digit: u8,
    base: Vec<Unit>,
    cover: Vec<Unit>,
    fins: CellSet,
    /// The base places inside the cover units.
    body: CellSet,
    /// The digit in the cover units outside the base units: what the fish
    /// removes (the first form's conclusions).
    targets: CellSet,
    /// The second form's cover unit.
    branch_cover: Option<Unit>,
    /// The candidates of `digit` assumed true, one per branch.
    starts: CellSet,
    /// The conclusion: this candidate on (placed) or off (removed).
    target: (Cell, u8, bool),
}

/// The `cap` cheapest choices, cheapest first (first found among equals),
/// and how many conclusions were seen.
struct Best {
    cap: usize,
    choices: Vec<Choice>,
    seen: u32,
}

impl Best {
    fn new(cap: usize) -> Best {
        Best {
            cap,
            choices: Vec::with_capacity(cap.min(MORE_TRIES) + 1),
            seen: 0,
        }
    }

    /// Whether a choice of this cost and number of branches would be kept
    /// (counting it as seen).
    fn would_take(&mut self, cost: u32, branches: u32) -> bool {
        self.seen += 1;
        self.choices.len() < self.cap || {
            let worst = &self.choices[self.cap - 1];
            (cost, branches) < (worst.cost, worst.starts.len())
        }
    }

    fn offer(&mut self, c: Choice) {
        let key = |c: &Choice| (c.cost, c.starts.len(), c.order);
        let at = self.choices.partition_point(|x| key(x) <= key(&c));
        self.choices.insert(at, c);
        self.choices.truncate(self.cap);
    }
}

/// The kraken fish of one digit with base lines one way (rows, or columns).
struct Fishes<'a> {
    grid: &'a Grid,
    closures: &'a Closures,
    digit: u8,
    rows: bool,
    /// Per base line, the positions across it where the digit is a candidate.
    masks: [u16; 9],
    pairs: &'a Pairs<'a>,
}

impl<'a> Fishes<'a> {
    fn new(
        grid: &'a Grid,
        closures: &'a Closures,
        digit: u8,
        rows: bool,
        pairs: &'a Pairs<'a>,
    ) -> Fishes<'a> {
        let mut masks = [0u16; 9];
        for cell in grid.positions(digit) {
            let (line, across) = if rows {
                (cell.row(), cell.col())
            } else {
                (cell.col(), cell.row())
            };
            masks[line as usize] |= 1 << across;
        }
        Fishes {
            grid,
            closures,
            digit,
            rows,
            masks,
            pairs,
        }
    }

    fn line(&self, k: usize) -> Unit {
        if self.rows {
            Unit::row(k as u8)
        } else {
            Unit::col(k as u8)
        }
    }

    fn cross(&self, k: usize) -> Unit {
        if self.rows {
            Unit::col(k as u8)
        } else {
            Unit::row(k as u8)
        }
    }

    fn lines_cells(&self, mask: u16, cross: bool) -> CellSet {
        // Rows `mask` are nine copies of the row mask 0x1FF spread to their
        // rows; columns `mask` are the mask repeated in every row (no carry:
        // each copy stays in its own nine bits).
        let (rows, cols) = (
            SPREAD[mask as usize] * 0x1FF,
            u128::from(mask) * SPREAD[0x1FF],
        );
        CellSet::from_bits(if self.rows != cross { rows } else { cols })
    }

    /// The cells of base line `k` at the positions of `mask`.
    fn cells_at(&self, k: usize, mask: u16) -> CellSet {
        // A cell's index is 9 * row + column.
        let bits = if self.rows {
            u128::from(mask) << (9 * k)
        } else {
            SPREAD[mask as usize] << k
        };
        CellSet::from_bits(bits)
    }

    /// Every kraken fish conclusion of this digit and way, in a fixed order.
    fn each(&self, best: &mut Best) {
        // Base lines: the digit still to place, in two places or more.
        let lines = (0..9)
            .filter(|&k| self.masks[k].count_ones() >= 2)
            .fold(0u16, |acc, k| acc | 1 << k);
        for n in 2..=MAX_SIZE as u32 {
            for base in submasks(lines, n) {
                self.with_base(base, n, best);
            }
        }
    }

    /// The kraken fish with base lines `base` (`n` of them).
    fn with_base(&self, base: u16, n: u32, best: &mut Best) {
        let mut used = 0;
        // Per position across, how many base lines have a place there: a
        // cover line left out makes that many fins.
        let mut count = [0u32; 9];
        for k in bit_positions(u64::from(base)) {
            used |= self.masks[k];
            for j in bit_positions(u64::from(self.masks[k])) {
                count[j] += 1;
            }
        }
        // The positions left out of the cover: at least one (no fin is a
        // basic fish, taken earlier), and at most as many fins as allowed.
        let out = used.count_ones().saturating_sub(n);
        if out == 0 || out > MAX_FINS {
            return;
        }
        let droppable = bit_positions(u64::from(used))
            .filter(|&j| count[j] <= MAX_FINS + 1 - out)
            .fold(0u16, |acc, j| acc | 1 << j);
        // The second form's start sets seen with this base, by their lines.
        let mut seen = [0u64; 8];
        for left in submasks(droppable, out) {
            let fins: u32 = bit_positions(u64::from(left)).map(|j| count[j]).sum();
            let cover = used & !left;
            if fins > MAX_FINS || bit_positions(u64::from(base)).any(|k| self.masks[k] & cover == 0)
            {
                continue;
            }
            self.first_form(base, cover, best);
            // The second form's branches start at the places in the fins'
            // lines and one more cover line: each such set once, whichever
            // fish it comes from.
            for k in bit_positions(u64::from(cover)) {
                let lines = left | 1 << k;
                let (word, bit) = (usize::from(lines) / 64, lines % 64);
                if seen[word] >> bit & 1 == 0 {
                    seen[word] |= 1 << bit;
                    self.second_form(base, (cover, k), best);
                }
            }
        }
    }

    /// The places of base lines `base` at positions `across`.
    fn places(&self, base: u16, across: u16) -> CellSet {
        bit_positions(u64::from(base)).fold(CellSet::EMPTY, |acc, k| {
            acc | self.cells_at(k, self.masks[k] & across)
        })
    }

    /// The digit in the cover lines outside the base lines.
    fn targets(&self, base: u16, cover: u16) -> CellSet {
        let base_cells = self.lines_cells(base, false);
        let cover_cells = self.lines_cells(cover, true);
        (self.grid.positions(self.digit) & cover_cells) - base_cells
    }

    /// The first form: the digit in the cover outside the base, removed by
    /// every fin (and by the fish).
    fn first_form(&self, base: u16, cover: u16, best: &mut Best) {
        let mut removed = self.targets(base, cover);
        if removed.is_empty() {
            return;
        }
        let fins = self.places(base, !cover);
        let d = self.digit;
        for f in fins {
            let c = self.closures.on(f, d);
            if c.contradiction {
                return;
            }
            removed &= c.off[d as usize - 1];
        }
        for t in removed {
            self.take(best, (base, cover), (fins, fins), None, (t, d, false));
        }
    }

    /// The second form: the places of the base lines in cover line `k` and
    /// the fins of the fish with cover lines `cover` hold the digit once at
    /// least.
    fn second_form(&self, base: u16, (cover, k): (u16, usize), best: &mut Best) {
        let lines = !cover | 1 << k;
        let d = self.digit;
        let starts = self.places(base, lines);
        // The conclusions' kinds that every pair of branches shares.
        let first = starts.first().expect("a place");
        let kinds = starts
            .iter()
            .skip(1)
            .fold(ALL_KINDS, |acc, s| acc & self.pairs.shared(first, s));
        if kinds == 0 {
            return;
        }
        let mut closures = [self.closures.on(first, d); MAX_SIZE + MAX_FINS as usize];
        for (slot, s) in closures.iter_mut().zip(starts) {
            *slot = self.closures.on(s, d);
        }
        let closures = &closures[..starts.len() as usize];
        if closures.iter().any(|c| c.contradiction) {
            return;
        }
        let unit = self.cross(k);
        let fins = starts - unit.cells();
        // The first form tells its own removals.
        let told = self.targets(base, cover);
        for i in bit_positions(u64::from(kinds)) {
            let (x, place) = (i % 9, i < 9);
            let mut common = if x + 1 == d as usize && !place {
                CellSet::ALL - told
            } else {
                CellSet::ALL
            };
            for c in closures {
                common &= if place { c.on[x] } else { c.off[x] };
                if common.is_empty() {
                    break;
                }
            }
            for cell in common {
                let target = (cell, x as u8 + 1, place);
                self.take(best, (base, cover), (fins, starts), Some(unit), target);
            }
        }
    }

    /// Offers the conclusion `target` of the fish (base lines, cover lines)
    /// with these fins, its branches starting at `starts`: the fins and, in
    /// the second form, the base places of `unit`.
    fn take(
        &self,
        best: &mut Best,
        (base, cover): (u16, u16),
        (fins, starts): (CellSet, CellSet),
        unit: Option<Unit>,
        target: (Cell, u8, bool),
    ) {
        let d = self.digit;
        let (cell, x, _) = target;
        let cost = starts
            .iter()
            .map(|s| self.closures.on(s, d).depth_of(cell, x))
            .sum();
        if !best.would_take(cost, starts.len()) {
            return;
        }
        let order = best.seen;
        best.offer(Choice {
            cost,
            order,
            digit: d,
            base: bit_positions(u64::from(base))
                .map(|k| self.line(k))
                .collect(),
            cover: bit_positions(u64::from(cover))
                .map(|k| self.cross(k))
                .collect(),
            fins,
            body: self.places(base, cover),
            targets: self.targets(base, cover),
            branch_cover: unit,
            starts,
            target,
        });
    }
}

/// Every subset of `mask` with `k` bits, in increasing order.
fn submasks(mask: u16, k: u32) -> impl Iterator<Item = u16> {
    // The k-bit numbers below 2^n in increasing order (Gosper's step), each
    // spread onto the n set bits of `mask`: spreading keeps the order.
    let mut at = [0u8; 16];
    let n = mask.count_ones();
    for (i, p) in bit_positions(u64::from(mask)).enumerate() {
        at[i] = p as u8;
    }
    let mut next = (k <= n).then(|| (1u32 << k) - 1);
    std::iter::from_fn(move || {
        let c = next?;
        next = if c == 0 {
            None
        } else {
            let low = c & c.wrapping_neg();
            let ripple = c + low;
            let following = (((ripple ^ c) >> 2) / low) | ripple;
            (following < 1 << n).then_some(following)
        };
        Some(bit_positions(u64::from(c)).fold(0u16, |acc, i| acc | 1 << at[i]))
    })
}

/// Each conclusion's kind as a bit: digit `x` (0-based) on is bit `x`, off
/// is bit `9 + x`.
const ALL_KINDS: u32 = (1 << 18) - 1;

/// For pairs of candidates of one digit, the kinds of conclusion their
/// closures share (some candidate on in both, or off in both), each worked
/// out when first asked: a second-form branch set can only conclude what
/// every pair of its branches shares, and most share little.
struct Pairs<'a> {
    closures: &'a Closures,
    digit: u8,
    /// Per cell, its index among the digit's candidates.
    index: [u8; 81],
    /// How many candidates the digit has.
    count: usize,
    /// Per pair of candidates (by index, `a * count + b`), its kinds, or
    /// `u32::MAX` before it is asked.
    kinds: RefCell<Vec<u32>>,
}

impl<'a> Pairs<'a> {
    fn new(grid: &Grid, closures: &'a Closures, digit: u8) -> Pairs<'a> {
        let mut index = [0u8; 81];
        let mut count = 0;
        for cell in grid.positions(digit) {
            index[cell.index()] = count as u8;
            count += 1;
        }
        Pairs {
            closures,
            digit,
            index,
            count,
            kinds: RefCell::new(vec![u32::MAX; count * count]),
        }
    }

    fn shared(&self, a: Cell, b: Cell) -> u32 {
        let (i, j) = (self.index[a.index()], self.index[b.index()]);
        let at = usize::from(i) * self.count + usize::from(j);
        let known = self.kinds.borrow()[at];
        if known != u32::MAX {
            return known;
        }
        let (p, q) = (
            self.closures.on(a, self.digit),
            self.closures.on(b, self.digit),
        );
        let mut kinds = 0;
        for x in 0..9 {
            if !(p.on[x] & q.on[x]).is_empty() {
                kinds |= 1 << x;
            }
            if !(p.off[x] & q.off[x]).is_empty() {
                kinds |= 1 << (9 + x);
            }
        }
        self.kinds.borrow_mut()[at] = kinds;
        kinds
    }
}

/// Per mask of rows, the cells of column 1 in those rows: shifted by `k`,
/// those of column `k + 1`.
static SPREAD: [u128; 512] = {
    let mut table = [0u128; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut row = 0;
        while row < 9 {
            if mask >> row & 1 == 1 {
                table[mask] |= 1 << (9 * row);
            }
            row += 1;
        }
        mask += 1;
    }
    table
};

impl Choice {
    /// The step and its size (nodes over every branch), or `None` when a
    /// branch does not reach the conclusion.
    fn build(&self, grid: &Grid) -> Option<(usize, Finding)> {
        let d = self.digit;
        let (cell, x, place) = self.target;
        let mut branches: Vec<Vec<BranchNode>> = Vec::new();
        for start in self.starts {
            let (nodes, _) = branch(grid, start, d, true, true, Target::Node(cell, x, place))?;
            branches.push(nodes);
        }
        let size = branches.iter().map(Vec::len).sum();
        let (placements, eliminations) = match self.branch_cover {
            // The fish removes what the fins' branches all remove of the
            // digit in the cover outside the base.
            None => {
                let removed = self
                    .targets
                    .iter()
                    .filter(|&t| {
                        branches
                            .iter()
                            .all(|b| b.iter().any(|n| n.cell == t && n.digit == d && !n.on))
                    })
                    .map(|t| Candidate::new(t, d))
                    .collect();
                (Vec::new(), removed)
            }
            Some(_) => {
                let (placements, eliminations, _) = common(&branches);
                (placements, eliminations)
            }
        };
        let pattern = Pattern::new(
            (self.body | self.fins).to_vec(),
            Digits::single(d),
            self.base.clone(),
        )
        .with(Parts::Forcing(ForcingParts {
            branches,
            contradiction: None,
            nesting: None,
            kraken: Some(KrakenParts {
                cover_units: self.cover.clone(),
                fins: self.fins.to_vec(),
                branch_cover: self.branch_cover,
            }),
        }));
        let mut deduction = Deduction::elimination(pattern, eliminations);
        deduction.placements = placements;
        // The kraken's parts choose its words; the form is not read.
        let sentence = sentence(grid, &deduction, Form::Unit, None);
        Some((
            size,
            Finding {
                deduction,
                sentence,
            },
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::parse_one;

    /// The positions of the lesson's cases that find a step: top1465 #2
    /// before its tenth step (the first form), #433 before its seventeenth
    /// (the second).
    fn lesson_grids() -> Vec<Grid> {
        // Read from the file, not through `lesson`, which sits above the
        // techniques.
        let lesson = include_str!("../../../techniques/kraken_fish.md");
        let mut starts: Vec<&str> = lesson
            .lines()
            .filter_map(|l| l.strip_prefix("start: "))
            .collect();
        // The second case is the one that finds nothing.
        starts.remove(1);
        starts
            .iter()
            .map(|s| parse_one(s).unwrap().grid())
            .collect()
    }

    #[test]
    fn submasks_are_every_subset_of_that_size_in_order() {
        let got: Vec<u16> = submasks(0b1011, 2).collect();
        assert_eq!(got, vec![0b0011, 0b1001, 0b1010]);
        assert_eq!(submasks(0b1_1111_1111, 4).count(), 126);
        assert_eq!(submasks(0b101, 3).count(), 0);
        assert_eq!(submasks(0b101, 0).collect::<Vec<_>>(), vec![0]);
        // Every mask and size against the plain filter, in the same order.
        for mask in 0u16..512 {
            for k in 0..=9 {
                let plain: Vec<u16> = (0u16..512)
                    .filter(|&s| s & !mask == 0 && s.count_ones() == k)
                    .collect();
                assert_eq!(submasks(mask, k).collect::<Vec<_>>(), plain, "{mask} {k}");
            }
        }
    }

    #[test]
    fn lines_and_places_are_the_cells_they_name() {
        let grid = Grid::empty();
        let analysis = Analysis::new(&grid);
        with_static_closures(&grid, &analysis, |closures| {
            let pairs = Pairs::new(&grid, closures, 1);
            for rows in [true, false] {
                let fishes = Fishes::new(&grid, closures, 1, rows, &pairs);
                for mask in 0u16..512 {
                    for cross in [false, true] {
                        let named = bit_positions(u64::from(mask)).fold(CellSet::EMPTY, |a, k| {
                            a | if cross {
                                fishes.cross(k)
                            } else {
                                fishes.line(k)
                            }
                            .cells()
                        });
                        assert_eq!(fishes.lines_cells(mask, cross), named, "{rows} {mask}");
                    }
                    for k in 0..9 {
                        let at = fishes.line(k).cells() & fishes.lines_cells(mask, true);
                        assert_eq!(fishes.cells_at(k, mask), at, "{rows} {k} {mask}");
                    }
                }
            }
        });
    }

    /// Every step the search hands over on the lesson's positions removes
    /// no digit of the solution and places none but the solution's; each
    /// branch starts at a fin or, in the second form, at a base place of
    /// its cover line.
    #[test]
    fn every_step_found_is_sound_and_starts_where_its_form_says() {
        for grid in lesson_grids() {
            let solution = crate::solver::count_solutions(&grid, 2).solution.unwrap();
            let analysis = Analysis::new(&grid);
            let mut steps = 0;
            let _ = KrakenFish.search(&grid, &analysis, &mut |f: Finding| {
                steps += 1;
                let d = &f.deduction;
                assert!(
                    d.eliminations
                        .iter()
                        .all(|c| solution[c.cell.index()] != c.digit)
                );
                assert!(
                    d.placements
                        .iter()
                        .all(|c| solution[c.cell.index()] == c.digit)
                );
                let forcing = d.pattern.forcing().unwrap();
                let kraken = forcing.kraken.as_ref().unwrap();
                let digit = d.pattern.digits[0];
                for b in &forcing.branches {
                    let start = &b[0];
                    assert!(start.on && start.digit == digit);
                    let in_cover = kraken
                        .branch_cover
                        .is_some_and(|u| u.cells().contains(start.cell));
                    assert!(kraken.fins.contains(&start.cell) || in_cover);
                }
                ControlFlow::Continue(())
            });
            assert!(steps > 0);
        }
    }
}
