//! What the reader hands out for each puzzle it reads.

use crate::Puzzle;
use crate::core::Candidate;

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
    /// When the puzzle was a HoDoKu library line, what the line says besides
    /// its position: the technique code, the expected eliminations and
    /// placements. Its givens (the digits without `+`) are in
    /// `declared_givens` when some digits were placed.
    pub library: Option<Box<LibraryLine>>,
}

/// What a library line says besides its position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LibraryLine {
    /// The technique code as written (`0603`, `0110-1`, `0000`).
    pub code: String,
    /// The digits field as written (`8`, `28`, `x`, or empty).
    pub digits: String,
    /// The eliminations the line expects of its technique.
    pub eliminations: Vec<Candidate>,
    /// The placements the line expects of its technique.
    pub placements: Vec<Candidate>,
    /// The extra field (a chain's length), empty when absent.
    pub extra: String,
}

impl LibraryLine {
    /// Whether the line is a case where the technique must not fire (its code
    /// ends in `-x`).
    pub fn must_not_fire(&self) -> bool {
        self.code.ends_with("-x")
    }
}
