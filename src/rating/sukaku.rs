//! Patterns Sukaku Explainer (the fork of SE that rated the rated-se set) names
//! and rates below the chains. They are not techniques of ours: an X-chain of
//! three strong links stays an X-chain in a trace, and a wing is one of the
//! almost-locked-set patterns ALS-XZ covers. They only decide where SE's path
//! takes a step and what it is worth.
//!
//! The facts, from Sukaku Explainer's published rules:
//! - **Three or four strong links on one digit** (an X-chain of six or eight
//!   nodes), after the hidden quad and after BUG+1: 5.4 and 5.8 when every
//!   strong link lies in a row, or every one in a column ("skyscrapers"); 0.1
//!   more when rows and columns mix, or a box link joins lines of one kind;
//!   0.2 more when a box link joins rows and columns.
//! - **Wings of n cells holding n digits**, one of them (the pivot) seeing all
//!   the others, in which every digit but one (z) is restricted (all its
//!   candidates in the wing see each other): z goes from every cell that sees
//!   all of the wing's z, since without z the n cells would need n different
//!   digits from n - 1. WXYZ (4 cells) 5.5, plus 0.1 when the cell with most
//!   candidates has 3; VWXYZ (5 cells) 6.2, plus 0.2 for a largest cell of 3,
//!   0.1 for 2 or 4.

use super::Valued;
use crate::catalog::TechniqueId;
use crate::core::{Candidate, Cell, CellSet, Digits, Grid, Unit, UnitKind};
use crate::step::{Deduction, Pattern};

/// What kind of unit two cells share, as Sukaku names a strong link by it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LinkUnit {
    Row,
    Column,
    Box,
}

/// The unit a strong link between `a` and `b` lies in; a line when the two
/// cells share a box too, since then either names the link.
fn link_unit(a: Cell, b: Cell) -> Option<LinkUnit> {
    if a.row() == b.row() {
        Some(LinkUnit::Row)
    } else if a.col() == b.col() {
        Some(LinkUnit::Column)
    } else if a.box_index() == b.box_index() {
        Some(LinkUnit::Box)
    } else {
        None
    }
}

/// The value, in tenths, of `units.len()` strong links in these units: the
/// base for their number, plus 0.1 when they mix rows and columns or use a
/// box, 0.2 when they do both.
fn strong_links_value(units: &[LinkUnit]) -> u16 {
    let base = match units.len() {
        3 => 54,
        _ => 58,
    };
    let has = |u: LinkUnit| units.contains(&u);
    let mixed = has(LinkUnit::Row) && has(LinkUnit::Column);
    let boxed = has(LinkUnit::Box);
    base + u16::from(mixed) + u16::from(boxed)
}

/// `n` strong links on one digit with the lowest value (the first found of
/// equals) that remove something: `a=b-c=d-...=z`, each `=` a unit where the
/// digit has only those two places, each `-` two different cells that see
/// each other; the digit goes from every cell that sees both ends.
pub fn easiest_strong_links(grid: &Grid, n: usize) -> Option<Valued> {
    let mut best: Option<Valued> = None;
    for digit in 1..=9u8 {
        // Every strong link, both ways round, with its unit.
        let mut links: Vec<(Cell, Cell, LinkUnit)> = Vec::new();
        for unit in Unit::all() {
            let places = grid.positions_in(unit, digit);
            if places.len() != 2 {
                continue;
            }
            let (a, b) = (places.first()?, places.iter().nth(1)?);
            let kind = link_unit(a, b)?;
            // A pair in a line and a box is listed once, by its line.
            if unit.kind() == UnitKind::Box && kind != LinkUnit::Box {
                continue;
            }
            links.push((a, b, kind));
            links.push((b, a, kind));
        }
        let mut chain = Vec::with_capacity(n);
        extend_links(grid, digit, n, &links, &mut chain, &mut best);
    }
    best
}

/// Every way to add strong links of `links` to `chain` until it has `n`,
/// keeping in `best` the easiest that removes something.
fn extend_links(
    grid: &Grid,
    digit: u8,
    n: usize,
    links: &[(Cell, Cell, LinkUnit)],
    chain: &mut Vec<(Cell, Cell, LinkUnit)>,
    best: &mut Option<Valued>,
) {
    if chain.len() == n {
        offer_links(grid, digit, chain, best);
        return;
    }
    let used = |c: Cell| chain.iter().any(|l| l.0 == c || l.1 == c);
    let next: Vec<_> = links
        .iter()
        .filter(|l| match chain.last() {
            Some(last) => last.1 != l.0 && last.1.sees(l.0),
            None => true,
        })
        .filter(|l| !used(l.0) && !used(l.1))
        .copied()
        .collect();
    for link in next {
        chain.push(link);
        extend_links(grid, digit, n, links, chain, best);
        chain.pop();
    }
}

/// Keeps `chain` in `best` when it removes something and is easier.
fn offer_links(
    grid: &Grid,
    digit: u8,
    chain: &[(Cell, Cell, LinkUnit)],
    best: &mut Option<Valued>,
) {
    let (a, z) = (chain[0].0, chain[chain.len() - 1].1);
    // Each chain is met both ways round: take it once.
    if a.index() > z.index() {
        return;
    }
    let units: Vec<LinkUnit> = chain.iter().map(|l| l.2).collect();
    let value = strong_links_value(&units);
    if best.as_ref().is_some_and(|s| s.value <= value) {
        return;
    }
    let cells: Vec<Cell> = chain.iter().flat_map(|l| [l.0, l.1]).collect();
    let inside: CellSet = cells.iter().copied().collect();
    let seen = grid.positions(digit) & a.peers() & z.peers();
    let removed: Vec<Candidate> = (seen - inside)
        .iter()
        .map(|x| Candidate::new(x, digit))
        .collect();
    if removed.is_empty() {
        return;
    }
    let pattern = Pattern::new(cells, Digits::single(digit), Vec::new());
    *best = Some(Valued {
        technique: TechniqueId::XChain,
        deduction: Deduction::elimination(pattern, removed),
        value,
    });
}

/// The wing of `size` cells with the lowest value (the first of equals by
/// pivot, then by wing cells, in cell order) that removes something.
///
/// The cells of a wing hold exactly `size` digits between them, so the search
/// goes digit set by digit set, among the cells whose candidates lie inside
/// the set: a handful, where the pivot's peers are a score.
pub fn easiest_wing(grid: &Grid, size: usize) -> Option<Valued> {
    base_value(size)?;
    let fits: CellSet = grid
        .empty_cells()
        .iter()
        .filter(|&c| (2..=size as u32).contains(&grid.candidates(c).len()))
        .collect();
    // The value, then the cells in the order the tie goes by.
    let mut best: Option<(u16, Vec<usize>, Valued)> = None;
    let mut chosen = Vec::with_capacity(size);
    for set in (0u16..1 << 9).filter(|b| b.count_ones() as usize == size) {
        let digits = Digits::from_bits(set);
        let inside = (1..=9u8)
            .filter(|&d| !digits.contains(d))
            .fold(fits, |acc, d| acc - grid.positions(d));
        if (inside.len() as usize) < size {
            continue;
        }
        for pivot in inside {
            chosen.clear();
            chosen.push(pivot);
            let start = Sets {
                digits: grid.candidates(pivot),
                unrestricted: Digits::default(),
            };
            let wings = inside & pivot.peers();
            extend(grid, size, wings, start, &mut chosen, &mut |cells| {
                let Some(wing) = wing_of(grid, cells) else {
                    return;
                };
                let order: Vec<usize> = cells.iter().map(|c| c.index()).collect();
                if best
                    .as_ref()
                    .is_none_or(|(v, o, _)| (wing.value, &order) < (*v, o))
                {
                    best = Some((wing.value, order, wing));
                }
            });
        }
    }
    best.map(|(_, _, wing)| wing)
}

/// The value of a wing of `size` cells before the bonus for its largest cell.
fn base_value(size: usize) -> Option<u16> {
    match size {
        4 => Some(55),
        5 => Some(62),
        _ => None,
    }
}

/// The digits of the cells chosen so far, and those among them already
/// unrestricted (in two cells that do not see each other).
#[derive(Clone, Copy)]
struct Sets {
    digits: Digits,
    unrestricted: Digits,
}

/// Every way to add cells of `wings` (in cell order) to `chosen` until it has
/// `size` cells, pruned where two digits are unrestricted.
fn extend(
    grid: &Grid,
    size: usize,
    wings: CellSet,
    sets: Sets,
    chosen: &mut Vec<Cell>,
    visit: &mut dyn FnMut(&[Cell]),
) {
    if chosen.len() == size {
        visit(chosen);
        return;
    }
    let needed = size - chosen.len();
    let mut rest = wings;
    while let Some(wing) = rest.first() {
        rest.remove(wing);
        if (rest.len() as usize) < needed - 1 {
            break;
        }
        let candidates = grid.candidates(wing);
        let digits = sets.digits | candidates;
        let unrestricted = chosen
            .iter()
            .filter(|c| !c.sees(wing))
            .fold(sets.unrestricted, |acc, &c| {
                acc | (grid.candidates(c) & candidates)
            });
        if digits.len() as usize > size || unrestricted.len() > 1 {
            continue;
        }
        chosen.push(wing);
        let with = Sets {
            digits,
            unrestricted,
        };
        extend(grid, size, rest, with, chosen, visit);
        chosen.pop();
    }
}

/// The wing these cells make (the first is the pivot, which sees the others),
/// if they hold as many digits as cells, exactly one of them unrestricted, and
/// that digit goes from somewhere.
fn wing_of(grid: &Grid, cells: &[Cell]) -> Option<Valued> {
    let size = cells.len();
    let digits = cells
        .iter()
        .fold(Digits::default(), |acc, &c| acc | grid.candidates(c));
    if digits.len() as usize != size {
        return None;
    }
    let holders = |d: u8| {
        cells
            .iter()
            .copied()
            .filter(move |&c| grid.candidates(c).contains(d))
    };
    let restricted = |d: u8| holders(d).all(|a| holders(d).all(|b| a == b || a.sees(b)));
    let mut unrestricted = digits.iter().filter(|&d| !restricted(d));
    let z = unrestricted.next()?;
    if unrestricted.next().is_some() {
        return None;
    }
    let inside: CellSet = cells.iter().copied().collect();
    let seen = holders(z).fold(grid.positions(z), |acc, c| acc & c.peers()) - inside;
    if seen.is_empty() {
        return None;
    }
    let biggest = cells
        .iter()
        .map(|&c| grid.candidates(c).len())
        .max()
        .unwrap_or(0) as i32;
    // Sukaku: a largest cell of middling size (3) is harder than the extremes.
    let bonus = (size as i32 - 3 - (3 - biggest).abs()).max(0) as u16;
    let value = base_value(size)? + bonus;
    let pattern = Pattern::new(cells.to_vec(), digits, Vec::new());
    let removals = seen.iter().map(|c| Candidate::new(c, z)).collect();
    Some(Valued {
        technique: TechniqueId::AlsXz,
        deduction: Deduction::elimination(pattern, removals),
        value,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::test_grid_with as grid_with;

    #[test]
    fn three_strong_links_are_valued_by_their_units() {
        use LinkUnit::{Box, Column, Row};
        assert_eq!(strong_links_value(&[Row, Row, Row]), 54);
        assert_eq!(strong_links_value(&[Column, Column, Column]), 54);
        assert_eq!(strong_links_value(&[Row, Box, Row]), 55);
        assert_eq!(strong_links_value(&[Row, Column, Row]), 55);
        assert_eq!(strong_links_value(&[Box, Row, Column]), 56);
        assert_eq!(strong_links_value(&[Row, Row, Row, Row]), 58);
        assert_eq!(strong_links_value(&[Row, Box, Column, Row]), 60);
    }

    #[test]
    fn three_skyscrapers_remove_the_digit_seen_by_both_ends() {
        // r1c1=r1c6-r4c6=r4c8-r7c8=r7c2 on 5, all in rows, removes r2c2 (box
        // 1, column 2); the same cells read by columns give r1c1's 5 too.
        let grid = crate::core::test_grid_with_digit(
            5,
            &[
                (0, 0),
                (0, 5),
                (3, 5),
                (3, 7),
                (6, 7),
                (6, 1),
                (1, 1),
                (8, 8),
            ],
        );
        let found = easiest_strong_links(&grid, 3).expect("three strong links");
        assert_eq!(found.value, 54);
        let removed = &found.deduction.eliminations;
        assert!(!removed.is_empty());
        assert!(
            removed
                .iter()
                .all(|r| [Cell::at(0, 0), Cell::at(1, 1)].contains(&r.cell))
        );
    }

    #[test]
    fn a_wxyz_wing_removes_z_from_the_cells_that_see_every_z() {
        // Pivot r1c1 {1,2,3,9}, wings r1c5 {1,9}, r2c2 {2,9}, r3c1 {3,9}: only
        // r1c2 and r1c3 (row 1 and box 1) see all four 9s; r5c5 sees none.
        let grid = grid_with(&[
            (Cell::at(0, 0), &[1, 2, 3, 9]),
            (Cell::at(0, 4), &[1, 9]),
            (Cell::at(1, 1), &[2, 9]),
            (Cell::at(2, 0), &[3, 9]),
            (Cell::at(0, 2), &[5, 9]),
            (Cell::at(4, 4), &[6, 9]),
        ]);
        let wing = easiest_wing(&grid, 4).expect("a WXYZ-wing");
        assert_eq!(
            wing.deduction.eliminations,
            [
                Candidate::new(Cell::at(0, 1), 9),
                Candidate::new(Cell::at(0, 2), 9)
            ]
        );
        // Largest cell 4: 5.5.
        assert_eq!(wing.value, 55);
    }

    #[test]
    fn two_unrestricted_digits_make_no_wing() {
        // Four cells, four digits, but both 1 and 9 sit in r1c5 and r3c1, which
        // do not see each other.
        let grid = grid_with(&[
            (Cell::at(0, 0), &[2, 9]),
            (Cell::at(0, 4), &[1, 9]),
            (Cell::at(1, 1), &[2, 3]),
            (Cell::at(2, 0), &[1, 3, 9]),
            (Cell::at(0, 2), &[5, 9]),
        ]);
        assert!(easiest_wing(&grid, 4).is_none());
    }
}
