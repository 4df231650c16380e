//! Tridagon (also called trivalue oddagon or Thor's hammer): four boxes that
//! form a rectangle, two in each of two bands and two in each of two stacks;
//! in each box three empty cells, one in each of its rows and columns; and
//! three digits. The twelve cells cannot hold only those digits when an odd
//! number of the boxes hold their cells along an anti-diagonal.
//!
//! Why: read each box's cells from its top row down. Filled with the three
//! digits, the cells of two boxes side by side in a band must differ in every
//! row, so the second box's order of digits is the first's turned by a cycle
//! (an even permutation); the same holds down a stack, column by column. Going
//! round the four boxes, the cycles multiply to an even permutation, while the
//! change from reading by rows to reading by columns multiplies the boxes'
//! own permutations (a box on an anti-diagonal is odd). With an odd number of
//! odd boxes the two cannot agree. So some cell of the twelve holds another
//! digit: at least one guardian (a candidate of the twelve cells outside the
//! three digits) is true. One guardian is placed; with several, a candidate
//! that sees all of them is removed.
//!
//! When nothing sees all the guardians, they are still a set of which one
//! is true: each is assumed true in a static forcing chain of its own, and
//! what every branch leads to holds (`forcing::guardians`), as a kraken
//! fish's fins do. Only tridagons of at most [`MAX_GUARDIANS`] guardians are
//! read so: each is a branch the reader checks.

use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Unit};
use crate::step::pattern::ForcingParts;
use crate::step::sentence::{Sentence, join_and};
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::forcing::guardians;
use crate::techniques::forcing::one_of_sentence;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The tridagon.
pub struct Tridagon;

/// The most guardians whose branches a tridagon follows when nothing sees
/// them all.
const MAX_GUARDIANS: usize = 6;

/// The six ways to take one cell in each row and column of a box, as the
/// column offset of its top, middle and bottom row's cell; the last three
/// are the odd ones (anti-diagonals, wrapping round).
const TRANSVERSALS: [[u8; 3]; 6] = [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
    [0, 2, 1],
    [1, 0, 2],
];

/// Whether a box's transversal is odd (an anti-diagonal).
fn is_odd(t: usize) -> bool {
    t >= 3
}

/// One instance: its boxes, cells (three per box, box by box, top row
/// first), digits and guardians.
struct Instance {
    boxes: [u8; 4],
    cells: Vec<Cell>,
    digits: Digits,
    odd_boxes: Vec<u8>,
    guardians: Vec<Candidate>,
}

/// The cells of transversal `t` in box `b`.
fn cells_of(b: u8, t: usize) -> [Cell; 3] {
    let (r0, c0) = (b / 3 * 3, b % 3 * 3);
    let offsets = TRANSVERSALS[t];
    [0, 1, 2].map(|i| Cell::at(r0 + i, c0 + offsets[i as usize]))
}

/// The transversals of box `b` whose cells are empty and hold at least two of
/// `digits` each, as a set of indices into [`TRANSVERSALS`] (bit `t`).
fn transversals(grid: &Grid, b: u8, digits: Digits) -> u8 {
    let mut set = 0;
    for t in 0..6 {
        let fits = cells_of(b, t).iter().all(|&c| {
            grid.value(c).is_none()
                && Digits::from_bits(grid.candidates(c).bits() & digits.bits()).len() >= 2
        });
        set |= u8::from(fits) << t;
    }
    set
}

/// The indices in a set of transversals.
fn each(set: u8) -> impl Iterator<Item = usize> {
    (0..6).filter(move |t| set >> t & 1 == 1)
}

/// What the guardians imply: the one guardian placed, or every candidate
/// that sees all of them (the same cell and another digit, or the same digit
/// in a cell that shares a unit) removed.
fn conclusion(grid: &Grid, guardians: &[Candidate]) -> Option<Deduction> {
    let pattern = Pattern::default();
    match guardians {
        [] => None,
        [g] => Some(Deduction::placement(pattern, g.cell, g.digit)),
        _ => {
            // Per digit, the cells whose candidate sees every guardian so far:
            // usually none after two or three of them.
            let mut seeing: [CellSet; 9] = std::array::from_fn(|i| grid.positions(i as u8 + 1));
            for g in guardians {
                for (i, cells) in seeing.iter_mut().enumerate() {
                    *cells &= if i as u8 + 1 == g.digit {
                        g.cell.peers()
                    } else {
                        CellSet::single(g.cell)
                    };
                }
                if seeing.iter().all(|c| c.is_empty()) {
                    return None;
                }
            }
            let removed = (1..=9u8)
                .flat_map(|d| {
                    seeing[d as usize - 1]
                        .iter()
                        .map(move |c| Candidate::new(c, d))
                })
                .collect();
            Some(Deduction::elimination(pattern, removed))
        }
    }
}

/// Every instance on `grid`: those whose guardians change something by
/// themselves, with what they change, and then those of two to
/// [`MAX_GUARDIANS`] guardians that do not; each in scan order: rectangles of
/// boxes in order (bands, then stacks), digits ascending, transversals in
/// [`TRANSVERSALS`]' order.
fn instances(grid: &Grid) -> (Vec<(Instance, Deduction)>, Vec<Instance>) {
    let triples: Vec<Digits> = triples().collect();
    // Per box and set of digits, its transversals: each asked by four
    // rectangles.
    let choices: Vec<[u8; 84]> = (0..9u8)
        .map(|b| std::array::from_fn(|k| transversals(grid, b, triples[k])))
        .collect();
    let mut found = Vec::new();
    let mut guarded = Vec::new();
    // The candidates of an instance's cells outside its digits, kept for the
    // next instance tried (most change nothing and are dropped).
    let mut guardians: Vec<Candidate> = Vec::with_capacity(12 * 6);
    for (band_a, band_b) in [(0, 1), (0, 2), (1, 2)] {
        for (stack_a, stack_b) in [(0, 1), (0, 2), (1, 2)] {
            let boxes = [
                band_a * 3 + stack_a,
                band_a * 3 + stack_b,
                band_b * 3 + stack_a,
                band_b * 3 + stack_b,
            ];
            for (k, &digits) in triples.iter().enumerate() {
                let options = boxes.map(|b| choices[b as usize][k]);
                if options.contains(&0) {
                    continue;
                }
                for t0 in each(options[0]) {
                    for t1 in each(options[1]) {
                        for t2 in each(options[2]) {
                            for t3 in each(options[3]) {
                                let ts = [t0, t1, t2, t3];
                                if ts.iter().filter(|&&t| is_odd(t)).count() % 2 == 0 {
                                    continue;
                                }
                                guardians.clear();
                                for (&b, &t) in boxes.iter().zip(&ts) {
                                    for c in cells_of(b, t) {
                                        let others = grid.candidates(c).bits() & !digits.bits();
                                        for d in Digits::from_bits(others).iter() {
                                            guardians.push(Candidate::new(c, d));
                                        }
                                    }
                                }
                                match conclusion(grid, &guardians) {
                                    Some(d) => {
                                        found.push((instance(boxes, ts, digits, &guardians), d));
                                    }
                                    None if (2..=MAX_GUARDIANS).contains(&guardians.len()) => {
                                        guarded.push(instance(boxes, ts, digits, &guardians));
                                    }
                                    None => {}
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    (found, guarded)
}

/// The 84 sets of three digits, ascending.
fn triples() -> impl Iterator<Item = Digits> {
    (1..=7u8).flat_map(|a| {
        (a + 1..=8).flat_map(move |b| {
            (b + 1..=9).map(move |c| {
                let mut ds = Digits::single(a);
                ds.insert(b);
                ds.insert(c);
                ds
            })
        })
    })
}

/// The instance of these boxes, transversals and digits, whose guardians
/// the scan has listed.
fn instance(boxes: [u8; 4], ts: [usize; 4], digits: Digits, guardians: &[Candidate]) -> Instance {
    let cells: Vec<Cell> = boxes
        .iter()
        .zip(ts)
        .flat_map(|(&b, t)| cells_of(b, t))
        .collect();
    let odd_boxes = boxes
        .iter()
        .zip(ts)
        .filter(|&(_, t)| is_odd(t))
        .map(|(&b, _)| b + 1)
        .collect();
    // By cell, row by row, then by digit: the order the sentence names them
    // and their branches start in.
    let mut guardians = guardians.to_vec();
    guardians.sort();
    Instance {
        boxes,
        cells,
        digits,
        odd_boxes,
        guardians,
    }
}

/// The boxes of an instance, as units.
fn units(instance: &Instance) -> Vec<Unit> {
    instance.boxes.iter().map(|&b| Unit::boxed(b)).collect()
}

/// The step of an instance whose guardians change something by themselves:
/// its pattern and sentence.
fn finding(instance: Instance, deduction: Deduction) -> Finding {
    let pattern = Pattern::new(instance.cells.clone(), instance.digits, units(&instance));
    let deduction = Deduction {
        pattern,
        ..deduction
    };
    let sentence = what_cannot_be(&instance);
    let sentence = match instance.guardians.as_slice() {
        [g] => sentence
            .text(", so their one other candidate is true => ")
            .placement(*g),
        gs => one_of(sentence, gs)
            .text(" is true => ")
            .removals(&deduction.eliminations),
    };
    Finding {
        deduction,
        sentence,
    }
}

/// Hands `found` the steps of an instance whose guardians change nothing
/// by themselves, from what each leads to (see [`guardians::each_implied`]),
/// the engine's first.
fn guarded_findings(
    grid: &Grid,
    analysis: &Analysis,
    instance: &Instance,
    found: Found,
) -> ControlFlow<()> {
    guardians::each_implied(grid, analysis, &instance.guardians, |implied| {
        let pattern = Pattern::new(instance.cells.clone(), instance.digits, units(instance)).with(
            Parts::Forcing(ForcingParts {
                branches: implied.branches,
                contradiction: None,
                nesting: None,
                kraken: None,
            }),
        );
        let mut deduction = Deduction::elimination(pattern, implied.eliminations);
        deduction.placements = implied.placements;
        let intro = one_of(what_cannot_be(instance), &instance.guardians).text(" is true: ");
        let sentence = one_of_sentence(grid, &deduction, intro);
        found(Finding {
            deduction,
            sentence,
        })
    })
}

/// `s` naming each guardian: "..., so one of r1c1=4, r2c2=5 and r3c3=6".
fn one_of(s: Sentence, guardians: &[Candidate]) -> Sentence {
    let mut s = s.text(", so one of ");
    for (k, g) in guardians.iter().enumerate() {
        if k > 0 {
            s = s.text(if k + 1 == guardians.len() {
                " and "
            } else {
                ", "
            });
        }
        s = s.placement(*g);
    }
    s
}

/// The sentence's start: the twelve cells, their boxes and why they cannot
/// hold only the three digits.
fn what_cannot_be(instance: &Instance) -> Sentence {
    let odd = match instance.odd_boxes.as_slice() {
        [b] => format!("(box {b})"),
        bs => {
            let names: Vec<String> = bs.iter().map(|b| b.to_string()).collect();
            format!("(boxes {})", join_and(&names))
        }
    };
    Sentence::new()
        .text("The cells ")
        .cells(instance.cells.iter().copied())
        .text(" lie three in each of ")
        .units(units(instance))
        .text(format!(
            ", one in each row and column of the box, and an odd number of the boxes {odd} \
             hold theirs along an anti-diagonal: these cells cannot hold only "
        ))
        .digits(instance.digits)
        .text(" (a tridagon)")
}

impl Technique for Tridagon {
    /// Every tridagon whose guardians change something by themselves,
    /// fewest guardians first, then in scan order (see [`instances`]); then
    /// those whose guardians' branches do, in the same order.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        let (mut direct, mut guarded) = instances(grid);
        direct.sort_by_key(|(i, _)| i.guardians.len());
        for (instance, deduction) in direct {
            found(finding(instance, deduction))?;
        }
        guarded.sort_by_key(|i| i.guardians.len());
        for instance in &guarded {
            guarded_findings(grid, analysis, instance, found)?;
        }
        ControlFlow::Continue(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_odd_transversals_are_the_anti_diagonals() {
        // A transversal's parity: count the pairs of rows out of order.
        for (t, offsets) in TRANSVERSALS.iter().enumerate() {
            let inversions = (0..3)
                .flat_map(|i| (i + 1..3).map(move |j| (i, j)))
                .filter(|&(i, j)| offsets[i] > offsets[j])
                .count();
            assert_eq!(inversions % 2 == 1, is_odd(t), "{offsets:?}");
        }
    }

    #[test]
    fn no_filling_of_an_odd_pattern_exists_and_an_even_one_has_some() {
        // Try every filling of the twelve cells with 1, 2, 3 that keeps rows,
        // columns and boxes apart: none for an odd set of boxes, some for an
        // even one.
        let count = |ts: [usize; 4]| {
            let boxes = [0u8, 1, 3, 4];
            let cells: Vec<Cell> = boxes
                .iter()
                .zip(ts)
                .flat_map(|(&b, t)| cells_of(b, t))
                .collect();
            let perms: [[u8; 3]; 6] = [
                [1, 2, 3],
                [1, 3, 2],
                [2, 1, 3],
                [2, 3, 1],
                [3, 1, 2],
                [3, 2, 1],
            ];
            let mut fillings = 0;
            for p in 0..6usize.pow(4) {
                let mut digit = [0u8; 81];
                for (k, &b) in boxes.iter().enumerate() {
                    let _ = b;
                    let perm = perms[p / 6usize.pow(k as u32) % 6];
                    for i in 0..3 {
                        digit[cells[k * 3 + i].index()] = perm[i];
                    }
                }
                let clash = cells.iter().any(|&a| {
                    cells
                        .iter()
                        .any(|&b| a != b && a.sees(b) && digit[a.index()] == digit[b.index()])
                });
                fillings += usize::from(!clash);
            }
            fillings
        };
        assert_eq!(count([0, 0, 0, 3]), 0);
        assert_eq!(count([3, 4, 5, 1]), 0);
        assert!(count([0, 0, 0, 0]) > 0);
        assert!(count([3, 3, 1, 2]) > 0);
    }

    /// Boxes 1, 2, 4, 5: main diagonals except box 5 on its anti-diagonal,
    /// every cell holding only 1, 2, 3 but for `extra`.
    fn pattern_grid(extra: &[(Cell, u8)]) -> Grid {
        let mut grid = Grid::empty();
        let cells = [(0, 0), (1, 1), (2, 2), (0, 3), (1, 4), (2, 5)]
            .into_iter()
            .chain([(3, 0), (4, 1), (5, 2), (3, 5), (4, 4), (5, 3)])
            .map(|(r, c)| Cell::at(r, c));
        for c in cells {
            for d in 4..=9 {
                if !extra.contains(&(c, d)) {
                    grid.eliminate(c, d);
                }
            }
        }
        grid
    }

    fn find(grid: &Grid) -> Option<Finding> {
        Tridagon.find(grid, &Analysis::new(grid))
    }

    #[test]
    fn a_single_guardian_is_placed() {
        let step = find(&pattern_grid(&[(Cell::at(4, 4), 9)])).expect("a tridagon");
        assert_eq!(
            step.deduction.placements,
            vec![Candidate::new(Cell::at(4, 4), 9)]
        );
        assert_eq!(step.deduction.pattern.cells.len(), 12);
        let text = step.sentence.plain();
        assert!(
            text.contains("an odd number of the boxes (box 5)"),
            "{text}"
        );
        assert!(text.ends_with("=> r5c5=9"), "{text}");
    }

    #[test]
    fn guardians_in_one_cell_take_the_three_digits_from_it() {
        let r5c5 = Cell::at(4, 4);
        let step = find(&pattern_grid(&[(r5c5, 8), (r5c5, 9)])).expect("a tridagon");
        let removed: Vec<Candidate> = (1..=3).map(|d| Candidate::new(r5c5, d)).collect();
        assert_eq!(step.deduction.eliminations, removed);
        let text = step.sentence.plain();
        assert!(
            text.contains("so one of r5c5=8 and r5c5=9 is true"),
            "{text}"
        );
    }

    #[test]
    fn guardians_of_one_digit_take_it_from_the_cells_that_see_both() {
        // 9 in r4c1 and r6c3 (box 4): 9 goes from the rest of box 4.
        let step =
            find(&pattern_grid(&[(Cell::at(3, 0), 9), (Cell::at(5, 2), 9)])).expect("a tridagon");
        let removed: Vec<Cell> = step.deduction.eliminations.iter().map(|c| c.cell).collect();
        assert!(step.deduction.eliminations.iter().all(|c| c.digit == 9));
        assert!(removed.iter().all(|c| c.box_index() == 3), "{removed:?}");
        assert!(removed.contains(&Cell::at(3, 1)) && !removed.contains(&Cell::at(3, 0)));
        // Guardians that nothing sees together change nothing: no step.
        assert!(find(&pattern_grid(&[(Cell::at(0, 0), 9), (Cell::at(4, 4), 8)])).is_none());
    }

    #[test]
    fn guardians_nothing_sees_all_of_lead_somewhere_by_their_branches() {
        // Line 816 of a forum list of tridagon puzzles, step 40: boxes 2, 3,
        // 8 and 9 on 5,7,9 with guardians r2c6=4, r2c7=2 and r9c4=2.
        let start = "1.........2..5.7.9..34.......34.........5.7.9.....6....2....78..2.....8.....5.7.9.2.4.........5.7.9.2.4..7..1...............8....45.7.9.2..5.7.9..3...........6..........8.....567.9..3..6.......5.7.9.2.........3...7..1............5.7.9...4......2...6......4.........5.....23......1..........3....8..2...67.9.2....789..3...7.9..3.......2...6..........8.....5.7.9....5.7.9.2..5.7.9....56......4.....1..............7..1................9.2345.........6.....34...8..2..5..8..2..5..8...3.5.....2..5...9..3......12....7.......6.......5.7.912..........4.........5.7.9.......8....456..9.....67.....4.67.........8...3..........5.7.9....5.7.91.........2........2..5...9.......8.1.....7...2..5.7.9...4.....12....7....3...........6.......5.7.9";
        let grid = crate::parse::parse_one(start).expect("a position").grid();
        let step = find(&grid).expect("a tridagon");
        let d = &step.deduction;
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(8, 0), 2)]);
        let branches = d.pattern.branches();
        let starts: Vec<(Cell, u8, bool)> = branches
            .iter()
            .map(|b| (b[0].cell, b[0].digit, b[0].on))
            .collect();
        assert_eq!(
            starts,
            [
                (Cell::at(1, 5), 4, true),
                (Cell::at(1, 6), 2, true),
                (Cell::at(8, 3), 2, true)
            ]
        );
        for b in branches {
            let last = b.last().expect("a node");
            assert_eq!((last.cell, last.digit, last.on), (Cell::at(8, 0), 2, false));
        }
        let text = step.sentence.plain();
        assert!(
            text.contains("so one of r2c6=4, r2c7=2 and r9c4=2 is true: if r2c6=4, then"),
            "{text}"
        );
    }

    #[test]
    fn an_even_pattern_is_no_tridagon() {
        // Box 5 on its main diagonal too: all four even, and fillings exist.
        let mut grid = Grid::empty();
        let cells = [(0, 0), (1, 1), (2, 2), (0, 3), (1, 4), (2, 5)]
            .into_iter()
            .chain([(3, 0), (4, 1), (5, 2), (3, 3), (4, 4), (5, 5)])
            .map(|(r, c)| Cell::at(r, c));
        for c in cells {
            for d in 4..=8 {
                grid.eliminate(c, d);
            }
        }
        assert!(find(&grid).is_none());
    }
}
