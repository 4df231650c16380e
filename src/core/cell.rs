//! A cell of the board: its number, row, column and box, and how people and JSON
//! name it (`r1c1` .. `r9c9`; `{"row": 1, "col": 1}`). What a cell sees lives in
//! `geometry`, which is built on the cell sets.

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use std::fmt;

/// One of the 81 cells, numbered 0-80 row by row.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The cell with row-major index `index` (0-80).
    #[inline]
    pub const fn new(index: u8) -> Cell {
        debug_assert!(index < 81);
        Cell(index)
    }

    /// The cell at 0-based `row` and `col`.
    #[inline]
    pub const fn at(row: u8, col: u8) -> Cell {
        Cell(row * 9 + col)
    }

    /// Row-major index, 0-80.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0-based row.
    #[inline]
    pub const fn row(self) -> u8 {
        self.0 / 9
    }

    /// 0-based column.
    #[inline]
    pub const fn col(self) -> u8 {
        self.0 % 9
    }

    /// 0-based box, numbered row by row.
    #[inline]
    pub const fn box_index(self) -> u8 {
        (self.0 / 27) * 3 + (self.0 % 9) / 3
    }

    /// All 81 cells, row-major.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..81).map(Cell)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}", self.row() + 1, self.col() + 1)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Serialize for Cell {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Cell", 2)?;
        st.serialize_field("row", &(self.row() + 1))?;
        st.serialize_field("col", &(self.col() + 1))?;
        st.end()
    }
}
