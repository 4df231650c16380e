//! Typed bitsets: [`Digits`] (a set of the digits 1-9, such as one cell's
//! candidates) and [`CellSet`] (a set of the 81 cells). Keeping them apart in the
//! type system means a set of digits can never be mixed up with a set of cells.

use crate::core::cell::Cell;
use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not, Sub};

/// The positions of the set bits of `mask`, lowest first: the ids in a mask
/// of units, or the numbers in a word of numbered things.
pub(crate) fn bit_positions(mask: u64) -> impl Iterator<Item = usize> {
    let mut rest = mask;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let at = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            at
        })
    })
}

/// A set of digits 1-9; digit `d` is bit `d - 1`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Digits(u16);

impl Digits {
    /// No digit.
    pub const EMPTY: Digits = Digits(0);
    /// All nine digits.
    pub const ALL: Digits = Digits(0x1FF);

    /// The set holding only `d` (1-9).
    #[inline]
    pub const fn single(d: u8) -> Digits {
        Digits(1 << (d - 1))
    }

    /// The set from its raw bits (bit `d - 1` for digit `d`); bits above 8 are dropped.
    #[inline]
    pub const fn from_bits(bits: u16) -> Digits {
        Digits(bits & 0x1FF)
    }

    /// The raw bits (bit `d - 1` for digit `d`).
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Whether `d` is in the set.
    #[inline]
    pub const fn contains(self, d: u8) -> bool {
        self.0 >> (d - 1) & 1 == 1
    }

    /// Adds `d`.
    #[inline]
    pub fn insert(&mut self, d: u8) {
        self.0 |= 1 << (d - 1);
    }

    /// Removes `d`; returns whether it was there.
    #[inline]
    pub fn remove(&mut self, d: u8) -> bool {
        let had = self.contains(d);
        self.0 &= !(1 << (d - 1));
        had
    }

    /// How many digits the set holds.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit, if any.
    #[inline]
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8 + 1)
        }
    }

    /// The only digit, when the set holds exactly one.
    #[inline]
    pub const fn single_digit(self) -> Option<u8> {
        if self.0.count_ones() == 1 {
            self.first()
        } else {
            None
        }
    }

    /// Whether every digit of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: Digits) -> bool {
        self.0 & !other.0 == 0
    }

    /// The digits in ascending order.
    #[inline]
    pub fn iter(self) -> DigitIter {
        DigitIter(self.0)
    }

    /// The digits joined by `,`, as sentences write them (`4,9`).
    pub fn to_list(self) -> String {
        let parts: Vec<String> = self.iter().map(|d| d.to_string()).collect();
        parts.join(",")
    }
}

impl fmt::Debug for Digits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{{}}}", self.to_list())
    }
}

impl IntoIterator for Digits {
    type Item = u8;
    type IntoIter = DigitIter;
    fn into_iter(self) -> DigitIter {
        self.iter()
    }
}

/// Iterator over the digits of a [`Digits`], ascending.
#[derive(Clone)]
pub struct DigitIter(u16);

impl Iterator for DigitIter {
    type Item = u8;
    #[inline]
    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let d = self.0.trailing_zeros() as u8 + 1;
        self.0 &= self.0 - 1;
        Some(d)
    }
}

/// A set of cells; cell `i` (row-major, 0-80) is bit `i`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct CellSet(u128);

const CELL_MASK: u128 = (1u128 << 81) - 1;

impl CellSet {
    /// No cell.
    pub const EMPTY: CellSet = CellSet(0);
    /// All 81 cells.
    pub const ALL: CellSet = CellSet(CELL_MASK);

    /// The set holding only `cell`.
    #[inline]
    pub const fn single(cell: Cell) -> CellSet {
        CellSet(1 << cell.index())
    }

    /// The set from raw bits; bits above 80 are dropped.
    #[inline]
    pub const fn from_bits(bits: u128) -> CellSet {
        CellSet(bits & CELL_MASK)
    }

    /// The raw bits.
    #[inline]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// Whether `cell` is in the set.
    #[inline]
    pub const fn contains(self, cell: Cell) -> bool {
        self.0 >> cell.index() & 1 == 1
    }

    /// Adds `cell`.
    #[inline]
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= 1 << cell.index();
    }

    /// Removes `cell`; returns whether it was there.
    #[inline]
    pub fn remove(&mut self, cell: Cell) -> bool {
        let had = self.contains(cell);
        self.0 &= !(1 << cell.index());
        had
    }

    /// How many cells the set holds.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set holds exactly one cell (cheaper than counting them
    /// where the CPU has no instruction that counts bits).
    #[inline]
    pub const fn is_single(self) -> bool {
        self.0 != 0 && self.0 & (self.0 - 1) == 0
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The first cell in row-major order, if any.
    #[inline]
    pub const fn first(self) -> Option<Cell> {
        if self.0 == 0 {
            None
        } else {
            Some(Cell::new(self.0.trailing_zeros() as u8))
        }
    }

    /// Whether every cell of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: CellSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether the two sets share a cell.
    #[inline]
    pub const fn intersects(self, other: CellSet) -> bool {
        self.0 & other.0 != 0
    }

    /// The cells in row-major order.
    #[inline]
    pub fn iter(self) -> CellIter {
        CellIter(self.0)
    }

    /// The cells, row-major, as a vector.
    pub fn to_vec(self) -> Vec<Cell> {
        self.iter().collect()
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl IntoIterator for CellSet {
    type Item = Cell;
    type IntoIter = CellIter;
    fn into_iter(self) -> CellIter {
        self.iter()
    }
}

/// Iterator over the cells of a [`CellSet`], row-major.
#[derive(Clone)]
pub struct CellIter(u128);

impl Iterator for CellIter {
    type Item = Cell;
    #[inline]
    fn next(&mut self) -> Option<Cell> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Cell::new(i))
    }
}

/// The set operators of a bit set whose valid bits are `$mask`:
/// union, intersection, difference, complement (within the mask), and
/// collecting from members. One definition for both sets.
macro_rules! set_operators {
    ($set:ident, $member:ty, $mask:expr) => {
        impl BitOr for $set {
            type Output = $set;
            #[inline]
            fn bitor(self, rhs: $set) -> $set {
                $set(self.0 | rhs.0)
            }
        }

        impl BitOrAssign for $set {
            #[inline]
            fn bitor_assign(&mut self, rhs: $set) {
                self.0 |= rhs.0;
            }
        }

        impl BitAnd for $set {
            type Output = $set;
            #[inline]
            fn bitand(self, rhs: $set) -> $set {
                $set(self.0 & rhs.0)
            }
        }

        impl BitAndAssign for $set {
            #[inline]
            fn bitand_assign(&mut self, rhs: $set) {
                self.0 &= rhs.0;
            }
        }

        impl Sub for $set {
            type Output = $set;
            #[inline]
            fn sub(self, rhs: $set) -> $set {
                $set(self.0 & !rhs.0)
            }
        }

        impl Not for $set {
            type Output = $set;
            #[inline]
            fn not(self) -> $set {
                $set(!self.0 & $mask)
            }
        }

        impl FromIterator<$member> for $set {
            fn from_iter<I: IntoIterator<Item = $member>>(iter: I) -> $set {
                let mut set = $set::EMPTY;
                for m in iter {
                    set.insert(m);
                }
                set
            }
        }
    };
}

set_operators!(Digits, u8, 0x1FF);
set_operators!(CellSet, Cell, CELL_MASK);

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn digits_basics() {
        let mut s = Digits::EMPTY;
        s.insert(4);
        s.insert(9);
        assert_eq!(s.len(), 2);
        assert!(s.contains(4) && s.contains(9) && !s.contains(5));
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![4, 9]);
        assert_eq!(s.to_list(), "4,9");
        assert_eq!((!s).len(), 7);
        assert!(s.remove(4));
        assert!(!s.remove(4));
        assert_eq!(s.single_digit(), Some(9));
    }

    #[test]
    fn cellset_basics() {
        let mut s = CellSet::EMPTY;
        s.insert(Cell::new(0));
        s.insert(Cell::new(80));
        assert_eq!(s.len(), 2);
        assert_eq!(s.first(), Some(Cell::new(0)));
        assert_eq!((!s).len(), 79);
        assert_eq!(CellSet::ALL.len(), 81);
    }

    proptest! {
        #[test]
        fn digits_set_laws(a in 0u16..512, b in 0u16..512) {
            let (x, y) = (Digits::from_bits(a), Digits::from_bits(b));
            prop_assert_eq!((x | y).len() + (x & y).len(), x.len() + y.len());
            prop_assert_eq!(x - y, x & !y);
            prop_assert_eq!(!(x | y), !x & !y);
            prop_assert_eq!(x.iter().collect::<Digits>(), x);
        }

        #[test]
        fn cellset_set_laws(a in any::<u128>(), b in any::<u128>()) {
            let (x, y) = (CellSet::from_bits(a), CellSet::from_bits(b));
            prop_assert_eq!((x | y).len() + (x & y).len(), x.len() + y.len());
            prop_assert_eq!(x - y, x & !y);
            prop_assert_eq!(!(x | y), !x & !y);
            prop_assert_eq!(x.iter().collect::<CellSet>(), x);
            prop_assert!((x & y).is_subset(x));
        }

        #[test]
        fn single_is_a_count_of_one(cells in proptest::collection::vec(0u8..81, 0..4)) {
            let x: CellSet = cells.iter().map(|&i| Cell::new(i)).collect();
            prop_assert_eq!(x.is_single(), x.len() == 1);
        }
    }
}
