//! Exact solution counting by depth-first search over band bitboards.
//!
//! The counter decides whether a puzzle has none, one or several solutions, and it
//! runs inside the puzzle generator's loop, so it is built for speed rather than
//! for explaining anything.
//!
//! # Representation
//!
//! The board is held digit by digit: for each of the three bands (rows 1-3, 4-6,
//! 7-9) and each digit one `u32` word marks the 27 cells of the band where the
//! digit may still go. Those 27 words, one "unsettled cells" word per band and a
//! word of pending changes make a 124-byte `Copy` value, so a guess is a plain
//! copy of the position and undoing it is dropping the copy.
//!
//! Splitting by band is what makes the words cheap to reason about. Inside a
//! band a digit fills each of the three rows once and each of the three boxes
//! once, so the row/box pairs (triads) it uses form a permutation. One table
//! lookup on a word's 9-bit triad pattern keeps only the triads that fit some
//! permutation: that covers hidden singles in rows and boxes and pointing and
//! claiming inside the band, in a handful of instructions. A cell left alone in
//! its band row is then settled: the other digits lose it (nine words at once)
//! and its column is cleared in the two other bands. Only words that changed are
//! looked at again.
//!
//! When that runs dry, two cheaper-per-result passes follow. Naked singles come
//! from counting candidates across the nine words of a band with bit-sliced
//! adds, which also finds a cell without candidates (a contradiction). Then each
//! unfinished digit is looked at stack by stack, where its columns and bands
//! pair up one to one just as rows and boxes do in a band: the same permutation
//! table trims it, and a cell left alone in its column is settled.
//!
//! When nothing more follows, the search guesses on a cell with two candidates
//! (the fewest possible, almost always available), chosen in the least settled
//! band, and tries each candidate on a copy.
//!
//! The search starts from the [`Grid`]'s own candidates, not only its placed
//! digits, so pencil marks that exclude every solution give a count of zero.

mod board;
mod tables;

use crate::core::Grid;
use board::{Contradiction, SearchBoard};

/// What [`count_solutions`] found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SearchOutcome {
    /// Solutions found, at most the limit; equal to the limit means "at least".
    pub count: usize,
    /// The first solution found, digits 1-9 row by row.
    pub solution: Option<[u8; 81]>,
    /// Search positions visited: the start plus one for every guess tried.
    pub nodes: u64,
}

/// Counts the solutions of `grid`'s candidate position, stopping at `limit`.
///
/// Placed digits and the candidates of the empty cells are both respected. Clashing
/// placed digits, or an empty cell without candidates, give a count of zero. Never
/// panics; the empty grid with `limit` 2 returns 2 at once.
pub fn count_solutions(grid: &Grid, limit: usize) -> SearchOutcome {
    count_on(limit, || board_of(grid))
}

/// Counts the solutions of the board `board` builds (built only when `limit`
/// asks for any), stopping at `limit`.
fn count_on(
    limit: usize,
    board: impl FnOnce() -> Result<SearchBoard, Contradiction>,
) -> SearchOutcome {
    let mut search = Search {
        limit,
        count: 0,
        solution: None,
        nodes: 0,
    };
    if limit > 0 {
        match board() {
            Ok(board) => search.run(board),
            Err(Contradiction) => search.nodes = 1,
        }
    }
    SearchOutcome {
        count: search.count,
        solution: search.solution,
        nodes: search.nodes,
    }
}

/// Counts the solutions of the puzzle with these `givens` (0 for an empty
/// cell) in which no cell of `barred` holds the digit paired with it, stopping
/// at `limit`: what [`count_solutions`] finds for the grid of the givens with
/// those candidates struck, without building that grid. Built for the puzzle
/// generator, which asks this for every given it tries to remove.
pub fn count_solutions_of_givens(
    givens: &[u8; 81],
    barred: &[(usize, u8)],
    limit: usize,
) -> SearchOutcome {
    let mut open = [[(1u32 << 27) - 1; 9]; 3];
    for &(i, d) in barred {
        open[i / 27][d as usize - 1] &= !(1 << (i % 27));
    }
    count_on(limit, || {
        SearchBoard::new(&open, &placed_from_values(givens))
    })
}

/// The grid as bitboards, `[band][digit]` words for the candidates of the empty
/// cells and for the placed digits. Both come from the grid's per-digit cell
/// sets, which the grid keeps in step with its cells, so this is a few shifts.
fn board_of(grid: &Grid) -> Result<SearchBoard, Contradiction> {
    let mut open = [[0u32; 9]; 3];
    let mut placed = [[0u32; 9]; 3];
    let mut filled = 0u128;
    let mut overlap = 0u128;
    for d in 0..9 {
        let positions = grid.positions(d as u8 + 1).bits();
        let here = grid.placed(d as u8 + 1).bits();
        overlap |= filled & here;
        filled |= here;
        for b in 0..3 {
            open[b][d] = (positions >> (27 * b)) as u32;
            placed[b][d] = (here >> (27 * b)) as u32;
        }
    }
    if overlap != 0 {
        placed = placed_from_values(grid.values());
    }
    SearchBoard::new(&open, &placed)
}

/// The placed-digit words read cell by cell: for givens, and the slow way for
/// a grid whose per-digit sets disagree with its values (a digit placed over
/// another).
fn placed_from_values(values: &[u8; 81]) -> [[u32; 9]; 3] {
    let mut placed = [[0u32; 9]; 3];
    for (i, &v) in values.iter().enumerate() {
        if let 1..=9 = v {
            placed[i / 27][v as usize - 1] |= 1 << (i % 27);
        }
    }
    placed
}

/// The state of one count: the limit and what has been found so far.
struct Search {
    limit: usize,
    count: usize,
    solution: Option<[u8; 81]>,
    nodes: u64,
}

impl Search {
    /// Propagates `board`, then guesses on its most constrained cell, each
    /// candidate in turn, until the limit is reached.
    fn run(&mut self, mut board: SearchBoard) {
        self.nodes += 1;
        if board.propagate().is_err() {
            return;
        }
        if board.is_solved() {
            if self.count == 0 {
                self.solution = Some(board.values());
            }
            self.count += 1;
            return;
        }
        let (band, bit) = board.pick_cell();
        let mut digits = board.digits_at(band, bit);
        while digits != 0 {
            let d = digits.trailing_zeros() as usize;
            digits &= digits - 1;
            if digits == 0 {
                // The last candidate may take over this position: no copy needed.
                board.assign(d, band, bit);
                return self.run(board);
            }
            let mut child = board;
            child.assign(d, band, bit);
            self.run(child);
            if self.count >= self.limit {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests;
