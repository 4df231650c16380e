//! The patterns a branch of SE's nested chains may use when its singles run
//! out, each found on the branch's candidates by the technique's own search
//! (through [`Candidates`]): pointing and claiming, hidden and naked pairs,
//! the X-wing (every level), then the chains inside the branch (`inner`). SE
//! takes every instance of the first of them that finds any.
//!
//! A branch only removes candidates, so a pattern whose cells and digits it
//! left as they were on a board where no pattern removes anything removes
//! nothing in the branch either: what it would remove is a subset of what it
//! removed there. SE reaches its nested chains only on such boards, so each
//! search looks only where the branch changed something ([`Changed`]).

use super::board::{BranchBoard, Cands};
use crate::core::{Candidate, CellSet, Digits, Unit};
use crate::step::branch::NodePattern;
use crate::technique_id::TechniqueId;
use crate::techniques::Candidates;
use crate::techniques::fish::BasicFish;
use crate::techniques::intersections::intersection::{confined, confined_to};
use crate::techniques::subsets::{HiddenSubset, NakedSubset};
use std::ops::ControlFlow;

/// What one pattern found inside a branch removes.
pub(super) struct BranchRemoval {
    /// The candidates it removes.
    pub removes: Vec<Candidate>,
    /// The nodes of the chain behind it; 0 for a pattern that is no chain.
    pub nodes: u32,
    /// The candidates whose absence it rests on: the branch's off nodes
    /// among them are its premises.
    pub basis: Cands,
    /// The pattern, for a pattern's removals (a chain's have none).
    pub why: Option<NodePattern>,
}

impl BranchRemoval {
    /// A pattern's removals, resting on the absence of the candidates
    /// `basis` holds.
    fn pattern(removes: Vec<Candidate>, basis: Cands, why: NodePattern) -> Self {
        BranchRemoval {
            removes,
            nodes: 0,
            basis,
            why: Some(why),
        }
    }
}

/// Per digit index, the cells where a branch's candidates differ from those
/// of a board on which no pattern removes anything (every cell when the board
/// it grew from is not one): the only places a pattern can be new.
pub(super) type Changed = Cands;

/// Every cell of every digit, for a board not known to be free of patterns.
pub(super) const EVERYWHERE: Changed = [CellSet::ALL; 9];

/// The units where any digit changed.
fn touched_units(changed: &Changed) -> impl Iterator<Item = Unit> {
    let cells = changed.iter().fold(CellSet::EMPTY, |acc, c| acc | *c);
    Unit::all().filter(move |u| cells.intersects(u.cells()))
}

/// Every removal of the first pattern that finds any (pointing and claiming,
/// hidden pairs, naked pairs, X-wings), looking only where `changed` says one
/// can be new.
pub(super) fn patterns(board: &BranchBoard, changed: &Changed) -> Vec<BranchRemoval> {
    let searches: [fn(&BranchBoard, &Changed) -> Vec<BranchRemoval>; 4] =
        [locking, hidden_pairs, naked_pairs, x_wings];
    searches
        .iter()
        .map(|search| search(board, changed))
        .find(|hints| !hints.is_empty())
        .unwrap_or_default()
}

/// The pattern of `technique` on `cells`, `digits` and `units`.
fn why(
    technique: TechniqueId,
    cells: CellSet,
    digits: impl IntoIterator<Item = u8>,
    units: &[Unit],
) -> NodePattern {
    let mut listed = [None; 4];
    for (slot, &u) in listed.iter_mut().zip(units) {
        *slot = Some(u);
    }
    NodePattern {
        technique,
        cells,
        digits: digits.into_iter().collect::<Digits>(),
        units: listed,
    }
}

/// `digits`' candidates in `cells`, as a basis.
fn of_digits(digits: impl IntoIterator<Item = u8>, cells: CellSet) -> Cands {
    let mut basis = [CellSet::EMPTY; 9];
    for d in digits {
        basis[d as usize - 1] = cells;
    }
    basis
}

/// Every pointing and claiming: a digit's places in a box all in one line
/// leave the rest of the line, and the other way round (digit by digit, box
/// by box, its rows then its columns, pointing before claiming).
fn locking(board: &BranchBoard, changed: &Changed) -> Vec<BranchRemoval> {
    let mut hints = Vec::new();
    for d in 1..=9 {
        // Pointing is new only where the box's places changed, claiming where
        // the line's did.
        let new = changed[usize::from(d - 1)];
        if new.is_empty() || !may_lock(board.positions(d)) {
            continue;
        }
        for (b, bx) in Unit::boxes().enumerate() {
            let places = board.positions_in(bx, d);
            if places.len() < 2 {
                continue;
            }
            let pointing = new.intersects(bx.cells());
            let (rows, cols) = (b as u8 / 3 * 3, b as u8 % 3 * 3);
            let lines = (rows..rows + 3)
                .map(Unit::row)
                .chain((cols..cols + 3).map(Unit::col));
            for line in lines {
                let claiming = new.intersects(line.cells());
                if pointing && let Some(c) = confined_to(board, bx, places, line, d) {
                    hints.push(BranchRemoval::pattern(
                        c.removed,
                        of_digits([d], bx.cells()),
                        why(TechniqueId::Pointing, c.places, [d], &[bx, line]),
                    ));
                }
                if claiming && let Some(c) = confined(board, line, bx, d) {
                    hints.push(BranchRemoval::pattern(
                        c.removed,
                        of_digits([d], line.cells()),
                        why(TechniqueId::BoxLine, c.places, [d], &[line, bx]),
                    ));
                }
            }
        }
    }
    hints
}

/// Per band (or stack) of a digit's places, as a 3x3 matrix of the
/// segments where a line crosses a box (bit `3 * line + box`, set where the
/// digit has a place): whether some box has its places in one line that has
/// places outside the box, or some line its places in one box that has places
/// outside the line. A locking that removes anything is one of these.
const LOCKS: [bool; 512] = locks();

const fn locks() -> [bool; 512] {
    let mut table = [false; 512];
    let mut m = 0;
    while m < 512 {
        let mut i = 0;
        while i < 3 {
            let row = (m >> (3 * i)) & 7;
            let mut k = 0;
            while k < 3 {
                let col = (m >> k) & 0o111;
                let here = 1 << (3 * i + k);
                if m & here != 0 {
                    // The box's places only in this line, the line's elsewhere
                    // too; or the other way round.
                    let pointing = col == 1 << (3 * i) && row != 1 << k;
                    let claiming = row == 1 << k && col != 1 << (3 * i);
                    table[m] |= pointing || claiming;
                }
                k += 1;
            }
            i += 1;
        }
        m += 1;
    }
    table
}

/// Whether `places`, a digit's, may hold a box confined to a line or a line
/// confined to a box with something to remove: false rules out every
/// pointing and claiming of the digit, at a few shifts per row (true may
/// also be a lone place, which is no locking).
fn may_lock(places: CellSet) -> bool {
    let p = places.bits();
    let row = |r: usize| (p >> (9 * r)) as u32 & 0x1ff;
    // A row's three segments (one per box), as bits 0-2.
    let segments = |x: u32| {
        let t = x | x >> 1 | x >> 2;
        (t & 1) | (t >> 2 & 2) | (t >> 4 & 4)
    };
    // Three bits to bits 0, 3 and 6.
    let spread = |x: u32| (x & 1) | (x & 2) << 2 | (x & 4) << 4;
    let mut bands = [0u32; 3];
    for (b, band) in bands.iter_mut().enumerate() {
        let (a, m, z) = (row(3 * b), row(3 * b + 1), row(3 * b + 2));
        let matrix = segments(a) | segments(m) << 3 | segments(z) << 6;
        if LOCKS[matrix as usize] {
            return true;
        }
        *band = a | m | z;
    }
    (0..3).any(|s| {
        let matrix = (0..3).fold(0, |acc, b| acc | spread(bands[b] >> (3 * s) & 7) << b);
        LOCKS[matrix as usize]
    })
}

/// Every hidden pair: two digits with the same two places in a unit take
/// those cells, whose other candidates go.
fn hidden_pairs(board: &BranchBoard, changed: &Changed) -> Vec<BranchRemoval> {
    let mut hints = Vec::new();
    for unit in touched_units(changed) {
        let _ = HiddenSubset::PAIR.each_in(board, unit, &mut |locked| {
            let basis = of_digits(locked.digits.iter(), unit.cells());
            let pair = why(
                TechniqueId::HiddenPair,
                locked.cells,
                locked.digits.iter(),
                &[unit],
            );
            hints.push(BranchRemoval::pattern(locked.removed, basis, pair));
            ControlFlow::Continue(())
        });
    }
    hints
}

/// Every naked pair: two cells of a unit with the same two candidates take
/// those digits from the unit's other cells (a pair in a row and a box is
/// found in each, taking that unit's).
fn naked_pairs(board: &BranchBoard, changed: &Changed) -> Vec<BranchRemoval> {
    let mut hints = Vec::new();
    for unit in touched_units(changed) {
        let _ = NakedSubset::PAIR.each_in(board, unit, &mut |two, digits| {
            let removed: Vec<Candidate> = digits
                .iter()
                .flat_map(|d| {
                    let gone = board.positions_in(unit, d) - two;
                    gone.iter().map(move |c| Candidate::new(c, d))
                })
                .collect();
            if !removed.is_empty() {
                // It rests on the two cells' other candidates being gone.
                let pair = why(TechniqueId::NakedPair, two, digits.iter(), &[unit]);
                hints.push(BranchRemoval::pattern(removed, [two; 9], pair));
            }
            ControlFlow::Continue(())
        });
    }
    hints
}

/// Every X-wing: a digit with the same two places in two rows (columns)
/// leaves the rest of those columns (rows).
fn x_wings(board: &BranchBoard, changed: &Changed) -> Vec<BranchRemoval> {
    let mut hints = Vec::new();
    // A digit whose places changed changed in a row and in a column.
    for d in (1..=9).filter(|&d| !changed[usize::from(d - 1)].is_empty()) {
        for rows in [true, false] {
            let _ = BasicFish::X_WING.each_with_base(board, d, rows, &mut |fish| {
                let lines = fish
                    .base
                    .iter()
                    .fold(CellSet::EMPTY, |acc, u| acc | u.cells());
                let units = [fish.base[0], fish.base[1], fish.cover[0], fish.cover[1]];
                let wing = why(TechniqueId::XWing, fish.places, [d], &units);
                hints.push(BranchRemoval::pattern(
                    fish.removed,
                    of_digits([d], lines),
                    wing,
                ));
                ControlFlow::Continue(())
            });
        }
    }
    hints
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Cell, Grid};

    /// An empty grid's board with digit index `d` removed from `cells`.
    fn without(d: usize, cells: &[(u8, u8)]) -> BranchBoard {
        let mut grid = Grid::empty();
        for &(r, c) in cells {
            grid.eliminate(Cell::at(r, c), d as u8 + 1);
        }
        BranchBoard::from_grid(&grid)
    }

    fn removes(hints: &[BranchRemoval]) -> Vec<Vec<(String, usize)>> {
        hints
            .iter()
            .map(|h| {
                h.removes
                    .iter()
                    .map(|c| (c.cell.to_string(), usize::from(c.digit - 1)))
                    .collect()
            })
            .collect()
    }

    #[test]
    fn pointing_takes_the_digit_from_the_rest_of_the_line() {
        // 1 (index 0) in box 1 only in row 1.
        let board = without(0, &[(1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)]);
        let found = removes(&locking(&board, &EVERYWHERE));
        let row: Vec<(String, usize)> = (3..9).map(|c| (format!("r1c{}", c + 1), 0)).collect();
        assert!(found.contains(&row), "{found:?}");
        // The rows 2 and 3 of boxes 2 and 3 keep only two rows for 1 there,
        // which is no locking; nothing else is found.
        assert_eq!(found.len(), 1);
    }

    #[test]
    fn hidden_and_naked_pairs_remove_what_the_pair_rules_out() {
        // 1 and 2 only in r1c1 and r1c2 within row 1.
        let mut grid = Grid::empty();
        for c in 2..9 {
            grid.eliminate(Cell::at(0, c), 1);
            grid.eliminate(Cell::at(0, c), 2);
        }
        let found = hidden_pairs(&BranchBoard::from_grid(&grid), &EVERYWHERE);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].removes.len(), 14, "seven others in each cell");
        // Now make them a naked pair: only 1 and 2 left in those cells.
        for d in 3..=9 {
            grid.eliminate(Cell::at(0, 0), d);
            grid.eliminate(Cell::at(0, 1), d);
        }
        let board = BranchBoard::from_grid(&grid);
        assert!(hidden_pairs(&board, &EVERYWHERE).is_empty());
        let found = naked_pairs(&board, &EVERYWHERE);
        // In row 1 nothing is left to remove; in box 1, 1 and 2 leave the
        // six other cells that hold them (r1c3 lost them with the row).
        assert_eq!(removes(&found).concat().len(), 12);
    }

    /// The board of `line` with every pattern's removals taken until none
    /// removes anything.
    fn quiet_board(line: &str) -> BranchBoard {
        let mut board = BranchBoard::from_grid(&crate::techniques::test_support::grid_of(line));
        loop {
            let hints = patterns(&board, &EVERYWHERE);
            if hints.is_empty() {
                return board;
            }
            let mut pos = board.pos;
            for c in hints.iter().flat_map(|h| &h.removes) {
                pos[usize::from(c.digit - 1)].remove(c.cell);
            }
            board = BranchBoard::with(pos, board.empty, board.open);
        }
    }

    #[test]
    fn a_new_pattern_lies_where_the_board_changed() {
        let mut found = [0; 4];
        for line in [
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "12.3....435....1....4........54..2..6...7.........8.9...31..5.......9.7.....6...8",
        ] {
            let root = quiet_board(line);
            let candidates: Vec<(usize, Cell)> = (0..9)
                .flat_map(|d| root.pos[d].iter().map(move |c| (d, c)))
                .collect();
            // Boards with a few candidates struck, picked by a fixed
            // sequence: anywhere, as a branch strikes them.
            let mut at = 7usize;
            for strikes in 1..=300 {
                let mut pos = root.pos;
                for _ in 0..1 + strikes % 12 {
                    at = (at * 31 + 17) % candidates.len();
                    let (d, c) = candidates[at];
                    pos[d].remove(c);
                }
                let board = BranchBoard::with(pos, root.empty, root.open);
                let changed = std::array::from_fn(|d| root.pos[d] - pos[d]);
                for (k, search) in [locking, hidden_pairs, naked_pairs, x_wings]
                    .into_iter()
                    .enumerate()
                {
                    let everywhere = removes(&search(&board, &EVERYWHERE));
                    assert_eq!(removes(&search(&board, &changed)), everywhere);
                    found[k] += everywhere.len();
                }
            }
        }
        // The struck boards do hold new patterns of each kind.
        assert!(found.iter().all(|&n| n >= 10), "patterns found: {found:?}");
    }

    #[test]
    fn may_lock_is_false_only_where_no_locking_removes_anything() {
        // Every digit's places on boards struck at random, against the
        // search itself.
        let mut seed = 12345u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        let (mut locking_seen, mut none_seen) = (0, 0);
        for _ in 0..3000 {
            let mut grid = Grid::empty();
            let keep = 5 + next() % 60;
            for cell in 0..81 {
                if next() % 81 >= keep {
                    grid.eliminate(Cell::new(cell as u8), 1);
                }
            }
            let board = BranchBoard::from_grid(&grid);
            let locks = !locking(&board, &EVERYWHERE)
                .iter()
                .all(|h| h.removes.iter().all(|c| c.digit != 1));
            let may = may_lock(board.pos[0]);
            assert!(may || !locks, "{:?}", board.pos[0]);
            // It may say yes for a lone place (a hidden single, which the
            // search leaves to the singles), never no for a locking.
            if locks {
                locking_seen += 1;
            } else if !may {
                none_seen += 1;
            }
        }
        assert!(
            locking_seen > 100 && none_seen > 100,
            "{locking_seen} {none_seen}"
        );
    }

    #[test]
    fn an_x_wing_clears_its_columns() {
        // 5 (index 4) in rows 1 and 6 only in columns 2 and 7.
        let mut cells = Vec::new();
        for r in [0u8, 5] {
            for c in (0..9).filter(|c| *c != 1 && *c != 6) {
                cells.push((r, c));
            }
        }
        let found = x_wings(&without(4, &cells), &EVERYWHERE);
        assert_eq!(found.len(), 1);
        assert_eq!(
            found[0].removes.len(),
            14,
            "seven other cells in each column"
        );
        assert!(
            found[0]
                .removes
                .iter()
                .all(|c| c.digit == 5 && (c.cell.col() == 1 || c.cell.col() == 6))
        );
    }
}
