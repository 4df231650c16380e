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

use super::index::{Als, AlsIndex, index, removals, seeing_all};
use crate::core::Candidate;
use crate::core::Grid;
use crate::core::{CellSet, Digits};
use crate::step::Finding;
use crate::step::pattern::AlsParts;
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Parts, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// ALS-XZ, singly or doubly linked.
pub struct AlsXz;

/// How two sets are linked: by one restricted common digit, or doubly by two.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Link {
    Single { x: u8 },
    Double { x: u8, y: u8 },
}

impl Link {
    /// The link made by these restricted commons, when they are one or two digits.
    fn of(rcc: Digits) -> Option<Link> {
        let mut digits = rcc.iter();
        match (digits.next(), digits.next(), digits.next()) {
            (Some(x), None, _) => Some(Link::Single { x }),
            (Some(x), Some(y), None) => Some(Link::Double { x, y }),
            _ => None,
        }
    }

    /// The restricted common digits.
    fn digits(self) -> Digits {
        match self {
            Link::Single { x } => Digits::single(x),
            Link::Double { x, y } => Digits::single(x) | Digits::single(y),
        }
    }
}

/// What the sets `a` and `b` with restricted commons `rcc` remove.
pub fn xz_removals(grid: &Grid, a: &Als, b: &Als, rcc: Digits) -> Vec<Candidate> {
    let mut out = Vec::new();
    let _ = xz_targets(grid, a, b, rcc, &mut |cells, z| {
        out.extend(removals(cells, z));
        ControlFlow::Continue(())
    });
    out
}

/// Whether the sets remove something, without listing it: the search asks
/// for every linked pair.
fn xz_removes(grid: &Grid, a: &Als, b: &Als, rcc: Digits) -> bool {
    xz_targets(grid, a, b, rcc, &mut |cells, _| {
        if cells.is_empty() {
            ControlFlow::Continue(())
        } else {
            ControlFlow::Break(())
        }
    })
    .is_break()
}

/// Hands `f` each digit the sets remove with the cells it goes from (maybe
/// none), in [`xz_removals`]' order, until `f` breaks.
fn xz_targets(
    grid: &Grid,
    a: &Als,
    b: &Als,
    rcc: Digits,
    f: &mut dyn FnMut(CellSet, u8) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let inside = a.cells | b.cells;
    for z in (a.digits & b.digits) - rcc {
        f(seeing_all(grid, &[a, b], z, inside), z)?;
    }
    if rcc.len() == 2 {
        for x in rcc {
            f(seeing_all(grid, &[a, b], x, inside), x)?;
        }
        for s in [a, b] {
            for z in s.digits - rcc {
                f(seeing_all(grid, &[s], z, inside), z)?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The sentence up to its removals: the two sets and why their link locks one
/// (singly) or both (doubly).
fn xz_words(a: &Als, b: &Als, link: Link) -> Sentence {
    let sets = Sentence::new().text(format!(
        "Almost locked sets A = {} and B = {}",
        a.words(),
        b.words()
    ));
    match link {
        Link::Double { x, y } => {
            let (x1, y1) = (Digits::single(x), Digits::single(y));
            sets.text(format!(
                " are doubly linked by {x} and {y}: each of these is in at most one set, \
                 so each set holds exactly one of them and all its other digits, \
                 {}-{}-{} => ",
                a.eureka(x1, y1),
                b.eureka(y1, x1),
                a.eureka(x1, y1)
            ))
        }
        Link::Single { x } => {
            let x1 = Digits::single(x);
            let z = (a.digits & b.digits) - x1;
            sets.text(format!(
                ": every {x} of A sees every {x} of B, so one set lacks {x} and is locked, \
                 and {} in A or B, {}-{} => ",
                each_in(z),
                a.eureka(z, x1),
                b.eureka(x1, z)
            ))
        }
    }
}

/// A linked pair of sets: its size in cells, the sets' indices and the link.
type Pair = (u32, usize, usize, Link);

/// The pair of sets `(i, j)` as a pair that may remove something: disjoint,
/// linked by one or two digits and, singly linked, sharing another digit.
/// The index also links sets that share cells (the ALS-XY-wing takes
/// those): the doubly linked rule counts on the sets' cells apart, and
/// HoDoKu's library of positions has no singly linked pair that shares one,
/// so the ALS-XZ keeps its sets apart.
fn pair(idx: &AlsIndex, i: usize, j: usize, rcc: Digits) -> Option<Pair> {
    let (a, b) = (&idx.sets[i], &idx.sets[j]);
    if a.cells.intersects(b.cells) {
        return None;
    }
    let link = Link::of(rcc)?;
    // Singly linked, the sets need another common digit to remove.
    let nothing_to_remove = matches!(link, Link::Single { .. }) && (a.digits & b.digits).len() < 2;
    (!nothing_to_remove).then_some((a.len() + b.len(), i, j, link))
}

/// The pair with the fewest cells that removes something, the first found
/// among equals: the engine's step.
fn smallest(grid: &Grid, idx: &AlsIndex) -> Option<Pair> {
    let mut best: Option<Pair> = None;
    for &(i, j, rcc) in &idx.links {
        let Some(p) = pair(idx, i, j, rcc) else {
            continue;
        };
        if best.is_some_and(|b| b.0 <= p.0) {
            continue;
        }
        if xz_removes(grid, &idx.sets[i], &idx.sets[j], rcc) {
            best = Some(p);
        }
    }
    best
}

/// The step of `pair`.
fn finding(grid: &Grid, idx: &AlsIndex, (_, i, j, link): Pair) -> Finding {
    let (a, b) = (&idx.sets[i], &idx.sets[j]);
    let rcc = link.digits();
    let cells: CellSet = a.cells | b.cells;
    let pattern =
        Pattern::new(cells.to_vec(), a.digits | b.digits, Vec::new()).with(Parts::Als(AlsParts {
            als: vec![a.record(), b.record()],
            rcc: rcc.iter().collect(),
        }));
    let deduction = Deduction::elimination(pattern, xz_removals(grid, a, b, rcc));
    let sentence = xz_words(a, b, link).removals(&deduction.eliminations);
    Finding {
        deduction,
        sentence,
    }
}

impl Technique for AlsXz {
    /// The smallest pair first (the first found among equals), then every
    /// other pair that removes something, the fewest cells first.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        let idx = index(analysis);
        let Some(best) = smallest(grid, &idx) else {
            return ControlFlow::Continue(());
        };
        found(finding(grid, &idx, best))?;
        let mut rest: Vec<Pair> = idx
            .links
            .iter()
            .filter_map(|&(i, j, rcc)| {
                let p = pair(&idx, i, j, rcc)?;
                let removes = xz_removes(grid, &idx.sets[i], &idx.sets[j], rcc);
                (removes && p != best).then_some(p)
            })
            .collect();
        rest.sort_by_key(|p| p.0);
        rest.into_iter()
            .try_for_each(|p| found(finding(grid, &idx, p)))
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
