//! A digit in a cell: what a step places or removes.

use crate::core::cell::Cell;
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

/// A digit in a cell: a placement or an eliminated candidate.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit, 1-9.
    pub digit: u8,
}

impl Candidate {
    /// `digit` in `cell`.
    pub const fn new(cell: Cell, digit: u8) -> Candidate {
        Candidate { cell, digit }
    }
}

impl Serialize for Candidate {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Candidate", 3)?;
        st.serialize_field("row", &(self.cell.row() + 1))?;
        st.serialize_field("col", &(self.cell.col() + 1))?;
        st.serialize_field("digit", &self.digit)?;
        st.end()
    }
}
