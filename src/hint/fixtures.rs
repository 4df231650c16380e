//! Puzzles the hint tests share; kept apart so the tests of `culprits` can use them
//! without importing the module they test through `hint::tests`.

pub(super) const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/// The digits of an 81-character line, 0 for an empty cell.
pub(super) fn digits(s: &str) -> [u8; 81] {
    let mut g = [0u8; 81];
    for (i, ch) in s.bytes().enumerate() {
        if ch.is_ascii_digit() {
            g[i] = ch - b'0';
        }
    }
    g
}
