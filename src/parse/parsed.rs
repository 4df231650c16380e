//! What the reader hands out for each puzzle it reads.

use crate::Puzzle;

/// A puzzle read from the input, with the line where it starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParsedPuzzle {
    /// The puzzle.
    pub puzzle: Puzzle,
    /// The 1-based line where the puzzle starts (its first row or frame line).
    pub line: usize,
    /// The givens its `# givens <line>` comment declares, if it has one: the
    /// puzzle a player's grid or a pencil-mark position started from.
    pub declared_givens: Option<[u8; 81]>,
}
