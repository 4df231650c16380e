//! The search position: one candidate word per band and digit, and the unsettled
//! cells of each band. See the parent module for why it is laid out this way.

use super::tables::{BAND_PEERS, PERMUTATION_KEEP, ROW_TRIADS, TRIAD_KEEP};

/// The 27 bits of a band word.
const BAND: u32 = (1 << 27) - 1;
/// Multiplying a 9-bit column mask by this repeats it in the band's three rows.
const SPREAD_COLUMNS: u32 = 0x40201;

/// A position of the search. Small and `Copy`, so a guess is a plain copy.
#[derive(Clone, Copy)]
pub(super) struct SearchBoard {
    /// `cand[b][d]`: the cells of band `b` that may hold digit `d + 1`, settled
    /// ones included (a settled cell keeps its own digit only).
    cand: [[u32; 9]; 3],
    /// The cells of each band that are not settled yet.
    unsettled: [u32; 3],
    /// The words changed since they were last examined, bit `b * 9 + d`.
    dirty: u32,
}

/// Why the search gave up on a position.
pub(super) struct Contradiction;

impl SearchBoard {
    /// The board with `placed` digits settled and `open` candidates (both as
    /// `[band][digit]` words) for the other cells. Fails when two placed digits
    /// clash; clears any open candidate that a placed digit rules out.
    pub(super) fn new(
        open: &[[u32; 9]; 3],
        placed: &[[u32; 9]; 3],
    ) -> Result<SearchBoard, Contradiction> {
        let filled = placed.map(|band| band.iter().fold(0, |acc, w| acc | w));
        let mut cand = [[0u32; 9]; 3];
        for d in 0..9 {
            let given = [placed[0][d], placed[1][d], placed[2][d]].map(|w| w & BAND);
            let ruled_out = ruled_out_by(given)?;
            for b in 0..3 {
                cand[b][d] = open[b][d] & !filled[b] & !ruled_out[b] & BAND | given[b];
            }
        }
        Ok(SearchBoard {
            cand,
            unsettled: filled.map(|f| !f & BAND),
            dirty: BAND,
        })
    }

    /// Whether every cell is settled.
    #[inline]
    pub(super) fn is_solved(&self) -> bool {
        self.unsettled[0] | self.unsettled[1] | self.unsettled[2] == 0
    }

    /// The digits (bit `d` for digit `d + 1`) still possible in band `b`, cell `p`.
    #[inline]
    pub(super) fn digits_at(&self, b: usize, p: u32) -> u16 {
        let mut digits = 0;
        for (d, w) in self.cand[b].iter().enumerate() {
            digits |= ((w >> p & 1) as u16) << d;
        }
        digits
    }

    /// Puts digit `d + 1` in band `b`, cell `p`; [`SearchBoard::propagate`] settles it.
    #[inline]
    pub(super) fn assign(&mut self, d: usize, b: usize, p: u32) {
        self.clear(b, d, BAND_PEERS[p as usize]);
    }

    /// The solved grid, digits 1-9 row by row. Only meaningful when solved.
    pub(super) fn values(&self) -> [u8; 81] {
        // 32 slots a band, so a bit index needs no bounds check.
        let mut slots = [[0u8; 32]; 3];
        for (band, words) in slots.iter_mut().zip(&self.cand) {
            for (d, &word) in words.iter().enumerate() {
                let mut w = word;
                while w != 0 {
                    band[w.trailing_zeros() as usize & 31] = d as u8 + 1;
                    w &= w - 1;
                }
            }
        }
        let mut out = [0u8; 81];
        for (chunk, band) in out.chunks_exact_mut(27).zip(&slots) {
            chunk.copy_from_slice(&band[..27]);
        }
        out
    }

    /// Removes `cells` from word `(b, d)`, marking it for another look if that
    /// changed it.
    #[inline(always)]
    fn clear(&mut self, b: usize, d: usize, cells: u32) {
        let old = self.cand[b][d];
        let new = old & !cells;
        self.cand[b][d] = new;
        self.dirty |= ((old != new) as u32) << (b * 9 + d);
    }

    /// Draws every conclusion the triad trims and singles allow, until none is left.
    pub(super) fn propagate(&mut self) -> Result<(), Contradiction> {
        loop {
            while self.dirty != 0 {
                let i = self.dirty.trailing_zeros() as usize;
                self.dirty &= self.dirty - 1;
                let b = i / 9;
                self.examine(b, i - b * 9)?;
            }
            let naked = self.naked_singles()?;
            if !naked && !self.column_singles()? {
                return Ok(());
            }
        }
    }

    /// Trims word `(b, d)` to the triads that fit a permutation, then settles
    /// the cells left alone in their band row.
    #[inline(always)]
    fn examine(&mut self, b: usize, d: usize) -> Result<(), Contradiction> {
        let x = self.cand[b][d];
        let pattern = ROW_TRIADS[(x & 0x1FF) as usize] as usize
            | (ROW_TRIADS[(x >> 9 & 0x1FF) as usize] as usize) << 3
            | (ROW_TRIADS[(x >> 18 & 0x1FF) as usize] as usize) << 6;
        let x = x & TRIAD_KEEP[pattern & 0x1FF];
        if x == 0 {
            return Err(Contradiction);
        }
        self.cand[b][d] = x;
        let fresh = row_singles(x) & self.unsettled[b];
        if fresh != 0 {
            self.settle(b, d, fresh);
        }
        Ok(())
    }

    /// Settles `cells` of band `b` as digit `d + 1`. Their row and box peers
    /// are already gone (the triad trim did that); the other digits and the
    /// column in the other bands are left.
    #[inline(always)]
    fn settle(&mut self, b: usize, d: usize, cells: u32) {
        self.unsettled[b] &= !cells;
        let own = self.cand[b][d];
        let changed = clear_all(&mut self.cand[b], cells);
        self.cand[b][d] = own;
        self.dirty |= (changed & !(1 << d)) << (b * 9);
        let column_cells = (cells | cells >> 9 | cells >> 18) & 0x1FF;
        let column_cells = column_cells * SPREAD_COLUMNS;
        self.clear((b + 1) % 3, d, column_cells);
        self.clear((b + 2) % 3, d, column_cells);
    }

    /// Finds the unsettled cells with one candidate and makes that digit the only
    /// one in their row; fails on a cell with none. Returns whether it found any.
    fn naked_singles(&mut self) -> Result<bool, Contradiction> {
        let mut found = false;
        for b in 0..3 {
            let open = self.unsettled[b];
            if open == 0 {
                continue;
            }
            let (mut one, mut two) = (0u32, 0u32);
            for &c in &self.cand[b] {
                two |= one & c;
                one |= c;
            }
            if open & !one != 0 {
                return Err(Contradiction);
            }
            let singles = open & !two;
            if singles == 0 {
                continue;
            }
            found = true;
            for d in 0..9 {
                let s = self.cand[b][d] & singles;
                if s != 0 {
                    self.clear(b, d, peers_of(s));
                }
            }
        }
        Ok(found)
    }

    /// Looks at each unfinished digit stack by stack: trims the columns that fit
    /// no pairing of the stack's columns with its bands (a box's digit locked in
    /// one column, or a column's in one box), then settles the cells left alone
    /// in their column. Fails when no pairing fits. Returns whether it found any.
    fn column_singles(&mut self) -> Result<bool, Contradiction> {
        let mut found = false;
        for d in 0..9 {
            let w = [self.cand[0][d], self.cand[1][d], self.cand[2][d]];
            let open =
                w[0] & self.unsettled[0] | w[1] & self.unsettled[1] | w[2] & self.unsettled[2];
            if open == 0 {
                continue;
            }
            let cols = stack_trim(w.map(|x| (x | x >> 9 | x >> 18) & 0x1FF))?;
            for b in 0..3 {
                let trimmed = w[b] & (cols[b] * SPREAD_COLUMNS);
                let only_here = cols[b] & !cols[(b + 1) % 3] & !cols[(b + 2) % 3];
                let s = alone_in_column(trimmed) & (only_here * SPREAD_COLUMNS) & self.unsettled[b];
                if s != 0 {
                    found = true;
                }
                if trimmed != w[b] || s != 0 {
                    self.clear(b, d, !trimmed | peers_of(s));
                }
            }
        }
        Ok(found)
    }

    /// The unsettled cell to guess on, as (band, bit): a cell with two
    /// candidates, so either guess is right half the time, in the band with the
    /// most unsettled cells and pairs, where a guess sets off the most
    /// propagation (on top1465 this visits a quarter fewer positions than taking
    /// the first pair found). Falls back to the fewest candidates.
    pub(super) fn pick_cell(&self) -> (usize, u32) {
        let mut best = (0, 0, 0);
        for b in 0..3 {
            let open = self.unsettled[b];
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for &w in &self.cand[b] {
                let c = w & open;
                three |= two & c;
                two |= one & c;
                one |= c;
            }
            let pairs = two & !three;
            let score = open.count_ones() + 2 * pairs.count_ones();
            if pairs != 0 && score > best.0 {
                best = (score, b, pairs.trailing_zeros());
            }
        }
        match best {
            (0, _, _) => self.pick_fewest(),
            (_, b, p) => (b, p),
        }
    }

    /// [`SearchBoard::pick_cell`] when no cell has two candidates: count them all.
    #[cold]
    fn pick_fewest(&self) -> (usize, u32) {
        let mut best = (u32::MAX, 0, 0);
        for b in 0..3 {
            let open = self.unsettled[b];
            let mut counter = [0u32; 4];
            for &w in &self.cand[b] {
                let mut carry = w & open;
                for bit in counter.iter_mut() {
                    let next = *bit & carry;
                    *bit ^= carry;
                    carry = next;
                }
            }
            let mut m = open;
            while m != 0 {
                let p = m.trailing_zeros();
                m &= m - 1;
                let n: u32 = (0..4).map(|k| (counter[k] >> p & 1) << k).sum();
                if n < best.0 {
                    best = (n, b, p);
                }
            }
        }
        (best.1, best.2)
    }
}

/// For one digit's columns in each band (9 bits a band), the columns that fit
/// a pairing of columns with bands in every stack.
#[inline(always)]
fn stack_trim(cols: [u32; 3]) -> Result<[u32; 3], Contradiction> {
    let mut keep = [0u32; 3];
    for s in [0, 3, 6] {
        let pattern = (cols[0] >> s & 7) | (cols[1] >> s & 7) << 3 | (cols[2] >> s & 7) << 6;
        let allowed = PERMUTATION_KEEP[pattern as usize] as u32;
        if allowed == 0 {
            return Err(Contradiction);
        }
        for (b, k) in keep.iter_mut().enumerate() {
            *k |= (allowed >> (3 * b) & 7) << s;
        }
    }
    Ok(keep)
}

/// Removes `cells` from the nine words of a band; returns which words changed.
#[inline(always)]
fn clear_all(words: &mut [u32; 9], cells: u32) -> u32 {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::*;
        // SAFETY: SSE2 is part of every x86_64 target, and both 16-byte
        // accesses (words 0-3 and 4-7) lie inside the nine-word array.
        let same = unsafe {
            let keep = _mm_set1_epi32(!cells as i32);
            let low = words.as_mut_ptr().cast::<__m128i>();
            let high = words[4..].as_mut_ptr().cast::<__m128i>();
            let (a, c) = (_mm_loadu_si128(low), _mm_loadu_si128(high));
            let (a2, c2) = (_mm_and_si128(a, keep), _mm_and_si128(c, keep));
            _mm_storeu_si128(low, a2);
            _mm_storeu_si128(high, c2);
            let same_a = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(a, a2)));
            let same_c = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(c, c2)));
            (same_a | same_c << 4) as u32
        };
        let last = ((words[8] & cells != 0) as u32) << 8;
        words[8] &= !cells;
        !same & 0xFF | last
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let mut changed = 0;
        for (e, w) in words.iter_mut().enumerate() {
            changed |= ((*w & cells != 0) as u32) << e;
            *w &= !cells;
        }
        changed
    }
}

/// For one digit's placed cells (one word per band), the cells each band loses
/// to them: their rows, columns and boxes. Fails when two of them share a unit.
fn ruled_out_by(placed: [u32; 3]) -> Result<[u32; 3], Contradiction> {
    let cols = placed.map(|w| (w | w >> 9 | w >> 18) & 0x1FF);
    if cols[0] & cols[1] | cols[0] & cols[2] | cols[1] & cols[2] != 0 {
        return Err(Contradiction);
    }
    let columns = (cols[0] | cols[1] | cols[2]) * SPREAD_COLUMNS;
    let mut lost = [0u32; 3];
    for (b, &w) in placed.iter().enumerate() {
        let peers = peers_of(w);
        if peers & w != 0 {
            return Err(Contradiction);
        }
        lost[b] = peers | columns;
    }
    Ok(lost)
}

/// The top bit (8, 17 or 26) of each non-empty band row of `x`, folding each
/// row's bits onto it triad by triad so no bit crosses into another row.
#[inline(always)]
fn nonempty_rows(x: u32) -> u32 {
    let triads = (x | x << 1 | x << 2) & 0o444_444_444;
    (triads | triads << 3 | triads << 6) & 0o400_400_400
}

/// The band cells that share a row, box or column with some cell of `cells`.
#[inline]
fn peers_of(cells: u32) -> u32 {
    let mut s = cells;
    let mut peers = 0;
    while s != 0 {
        peers |= BAND_PEERS[s.trailing_zeros() as usize];
        s &= s - 1;
    }
    peers
}

/// The cells of `x` that are alone in their column within the band.
#[inline(always)]
fn alone_in_column(x: u32) -> u32 {
    let (r0, r1, r2) = (x & 0x1FF, x >> 9 & 0x1FF, x >> 18 & 0x1FF);
    (r0 & !(r1 | r2)) | (r1 & !(r0 | r2)) << 9 | (r2 & !(r0 | r1)) << 18
}

/// The cells of `x` that are alone in their band row. Every row must hold at
/// least one cell (the triad trim guarantees it), so subtracting one from each
/// 9-bit row borrows only inside that row, and leaves bits only in crowded rows.
#[inline(always)]
fn row_singles(x: u32) -> u32 {
    let crowded = x & x.wrapping_sub(0x40201);
    x & !((nonempty_rows(crowded) >> 8) * 0x1FF)
}
