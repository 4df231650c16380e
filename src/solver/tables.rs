//! Lookup tables for the band bitboards, built at compile time.
//!
//! A band word holds one digit's candidates in one band: bit `r * 9 + c` for the
//! band's row `r` (0-2) and column `c` (0-8). A *triad* is the three cells where a
//! band row meets a box; a triad pattern has bit `r * 3 + k` set when row `r`
//! still has the digit in box `k`.

/// Bits of one 9-bit band row that fall in box `k` (0-2) of the band.
const BOX_OF_ROW: [u32; 3] = [0o007, 0o070, 0o700];

/// Which triads of one band row (9 bits) are non-empty, as 3 bits.
pub(super) const ROW_TRIADS: [u8; 512] = build_row_triads();

/// For a 3x3 pattern (bit `i * 3 + j`), the pairs `(i, j)` that belong to some
/// permutation inside the pattern; zero when none fits. Used for the columns
/// and bands of a stack, which a digit also pairs up one to one.
pub(super) const PERMUTATION_KEEP: [u16; 512] = build_permutation_keep();

/// For a triad pattern (9 bits), the band cells that can still hold the digit.
///
/// The digit fills each band row once and each box once, so the triads it uses
/// form a permutation: row `r` goes with box `p(r)`. A triad that belongs to no
/// permutation inside the pattern cannot hold the digit. Keeping only the union
/// of those permutations does, in one lookup, what a human calls pointing and
/// claiming inside the band and the hidden singles of its rows and boxes. Zero
/// means no permutation fits: the position is a contradiction.
pub(super) const TRIAD_KEEP: [u32; 512] = build_triad_keep();

/// For each band cell, the other cells of the band in its row, box or column.
pub(super) const BAND_PEERS: [u32; 27] = build_band_peers();

const fn build_row_triads() -> [u8; 512] {
    let mut t = [0u8; 512];
    let mut row = 0;
    while row < 512 {
        let mut k = 0;
        while k < 3 {
            if row as u32 & BOX_OF_ROW[k] != 0 {
                t[row] |= 1 << k;
            }
            k += 1;
        }
        row += 1;
    }
    t
}

const PERMUTATIONS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

const fn build_permutation_keep() -> [u16; 512] {
    let mut t = [0u16; 512];
    let mut pattern = 0;
    while pattern < 512 {
        let mut p = 0;
        while p < 6 {
            let perm = PERMUTATIONS[p];
            let m = 1 << perm[0] | 1 << (3 + perm[1]) | 1 << (6 + perm[2]);
            if pattern & m == m {
                t[pattern] |= m as u16;
            }
            p += 1;
        }
        pattern += 1;
    }
    t
}

const fn build_triad_keep() -> [u32; 512] {
    let mut t = [0u32; 512];
    let mut pattern = 0;
    while pattern < 512 {
        let allowed = PERMUTATION_KEEP[pattern];
        let mut bit = 0;
        while bit < 9 {
            if allowed >> bit & 1 == 1 {
                t[pattern] |= 7 << ((bit / 3) * 9 + (bit % 3) * 3);
            }
            bit += 1;
        }
        pattern += 1;
    }
    t
}

const fn build_band_peers() -> [u32; 27] {
    let mut t = [0u32; 27];
    let mut p = 0;
    while p < 27 {
        let mut q = 0;
        while q < 27 {
            let same_row = p / 9 == q / 9;
            let same_col = p % 9 == q % 9;
            let same_box = (p % 9) / 3 == (q % 9) / 3;
            if q != p && (same_row || same_col || same_box) {
                t[p] |= 1 << q;
            }
            q += 1;
        }
        p += 1;
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_band_keeps_everything_and_a_blocked_row_keeps_nothing() {
        assert_eq!(TRIAD_KEEP[0o777], (1 << 27) - 1);
        assert_eq!(TRIAD_KEEP[0o770], 0);
        // Row 0 only in box 0: box 0 is taken, rows 1 and 2 lose it.
        assert_eq!(TRIAD_KEEP[0o771], 0o770_770_007);
    }

    #[test]
    fn every_cell_has_fourteen_band_peers() {
        for peers in BAND_PEERS {
            // 8 in the row, 6 more in the box; the column's are in the box.
            assert_eq!(peers.count_ones(), 14);
        }
    }
}
