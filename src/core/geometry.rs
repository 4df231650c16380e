//! The fixed shape of the board, computed once at compile time: 81 cells, 27 units
//! (rows, columns, boxes), the 20 peers of each cell and the 54 box/line
//! intersections. Inside, everything is 0-based; people read `r1c1` .. `r9c9`,
//! `row 3`, `column 3`, `box 5`, and JSON gets 1-based objects.

use crate::core::bitset::CellSet;
use crate::core::cell::Cell;
use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use std::fmt;

/// What the geometry tells about a cell.
impl Cell {
    /// The row, column and box that hold this cell.
    #[inline]
    pub const fn units(self) -> [Unit; 3] {
        [
            Unit::row(self.row()),
            Unit::col(self.col()),
            Unit::boxed(self.box_index()),
        ]
    }

    /// The 20 cells that share a unit with this one.
    #[inline]
    pub const fn peers(self) -> CellSet {
        PEERS[self.index()]
    }

    /// Whether the two cells are different and share a unit.
    #[inline]
    pub const fn sees(self, other: Cell) -> bool {
        PEERS[self.index()].contains(other)
    }
}

/// Row, column or box.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize)]
pub enum UnitKind {
    /// A row.
    #[serde(rename = "row")]
    Row,
    /// A column.
    #[serde(rename = "col")]
    Col,
    /// A 3x3 box.
    #[serde(rename = "box")]
    Box,
}

impl UnitKind {
    /// The word a sentence uses: `row`, `column`, `box`.
    pub const fn word(self) -> &'static str {
        match self {
            UnitKind::Row => "row",
            UnitKind::Col => "column",
            UnitKind::Box => "box",
        }
    }
}

/// One of the 27 units: rows 0-8, then columns 9-17, then boxes 18-26.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Unit(u8);

impl Unit {
    /// Row `r` (0-based).
    #[inline]
    pub const fn row(r: u8) -> Unit {
        Unit(r)
    }

    /// Column `c` (0-based).
    #[inline]
    pub const fn col(c: u8) -> Unit {
        Unit(9 + c)
    }

    /// Box `b` (0-based, row by row).
    #[inline]
    pub const fn boxed(b: u8) -> Unit {
        Unit(18 + b)
    }

    /// Unit number 0-26.
    #[inline]
    pub const fn new(id: u8) -> Unit {
        Unit(id)
    }

    /// Unit number 0-26 (rows, columns, boxes).
    #[inline]
    pub const fn id(self) -> usize {
        self.0 as usize
    }

    /// Row, column or box.
    #[inline]
    pub const fn kind(self) -> UnitKind {
        match self.0 / 9 {
            0 => UnitKind::Row,
            1 => UnitKind::Col,
            _ => UnitKind::Box,
        }
    }

    /// 0-based index among units of its kind.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0 % 9
    }

    /// Whether this is a row or a column.
    #[inline]
    pub const fn is_line(self) -> bool {
        self.0 < 18
    }

    /// The nine cells of the unit as a set.
    #[inline]
    pub const fn cells(self) -> CellSet {
        UNIT_SETS[self.0 as usize]
    }

    /// The nine cells of the unit, in reading order.
    #[inline]
    pub fn cell_list(self) -> [Cell; 9] {
        UNIT_CELLS[self.0 as usize].map(Cell::new)
    }

    /// All 27 units: rows, then columns, then boxes.
    pub fn all() -> impl Iterator<Item = Unit> {
        (0..27).map(Unit)
    }

    /// The nine rows, then the nine columns.
    pub fn lines() -> impl Iterator<Item = Unit> {
        (0..18).map(Unit)
    }

    /// The nine boxes.
    pub fn boxes() -> impl Iterator<Item = Unit> {
        (18..27).map(Unit)
    }

    /// The boxes, then the rows, then the columns: the order Sudoku
    /// Explainer meets units in (where it takes the first it meets, the
    /// order decides what it finds).
    pub fn boxes_first() -> impl Iterator<Item = Unit> {
        Unit::boxes().chain(Unit::lines())
    }

    /// The units that hold every one of `cells`, boxes first.
    pub fn holding_all(cells: &[Cell]) -> impl Iterator<Item = Unit> + '_ {
        Unit::boxes_first().filter(|u| cells.iter().all(|&c| u.cells().contains(c)))
    }
}

impl fmt::Display for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind().word(), self.index() + 1)
    }
}

impl fmt::Debug for Unit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl Serialize for Unit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("Unit", 2)?;
        st.serialize_field("kind", &self.kind())?;
        st.serialize_field("index", &(self.index() + 1))?;
        st.end()
    }
}

/// The three cells where a box meets a row or a column.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Intersection {
    /// The box.
    pub box_unit: Unit,
    /// The row or column.
    pub line: Unit,
    /// The three shared cells.
    pub cells: CellSet,
}

const fn unit_cell(unit: usize, k: usize) -> u8 {
    match unit / 9 {
        0 => (unit * 9 + k) as u8,
        1 => (k * 9 + (unit - 9)) as u8,
        _ => {
            let b = unit - 18;
            (((b / 3) * 3 + k / 3) * 9 + (b % 3) * 3 + k % 3) as u8
        }
    }
}

const fn build_unit_cells() -> [[u8; 9]; 27] {
    let mut t = [[0u8; 9]; 27];
    let mut u = 0;
    while u < 27 {
        let mut k = 0;
        while k < 9 {
            t[u][k] = unit_cell(u, k);
            k += 1;
        }
        u += 1;
    }
    t
}

const fn build_unit_sets() -> [CellSet; 27] {
    let mut t = [CellSet::EMPTY; 27];
    let mut u = 0;
    while u < 27 {
        let mut bits = 0u128;
        let mut k = 0;
        while k < 9 {
            bits |= 1 << UNIT_CELLS[u][k];
            k += 1;
        }
        t[u] = CellSet::from_bits(bits);
        u += 1;
    }
    t
}

const fn build_peers() -> [CellSet; 81] {
    let mut t = [CellSet::EMPTY; 81];
    let mut i = 0;
    while i < 81 {
        let c = Cell::new(i as u8);
        let bits = UNIT_SETS[c.row() as usize].bits()
            | UNIT_SETS[9 + c.col() as usize].bits()
            | UNIT_SETS[18 + c.box_index() as usize].bits();
        t[i] = CellSet::from_bits(bits & !(1u128 << i));
        i += 1;
    }
    t
}

const fn build_intersections() -> [Intersection; 54] {
    let mut t = [Intersection {
        box_unit: Unit(18),
        line: Unit(0),
        cells: CellSet::EMPTY,
    }; 54];
    let mut b = 0;
    let mut n = 0;
    while b < 9 {
        let mut k = 0;
        while k < 3 {
            let row = Unit(((b / 3) * 3 + k) as u8);
            let col = Unit((9 + (b % 3) * 3 + k) as u8);
            let bx = UNIT_SETS[18 + b].bits();
            t[n] = Intersection {
                box_unit: Unit((18 + b) as u8),
                line: row,
                cells: CellSet::from_bits(bx & UNIT_SETS[row.0 as usize].bits()),
            };
            t[n + 1] = Intersection {
                box_unit: Unit((18 + b) as u8),
                line: col,
                cells: CellSet::from_bits(bx & UNIT_SETS[col.0 as usize].bits()),
            };
            n += 2;
            k += 1;
        }
        b += 1;
    }
    t
}

/// The cells of each unit, in reading order (unit id, then position).
pub const UNIT_CELLS: [[u8; 9]; 27] = build_unit_cells();
/// The cells of each unit as a set.
pub const UNIT_SETS: [CellSet; 27] = build_unit_sets();
/// The 20 peers of each cell.
pub const PEERS: [CellSet; 81] = build_peers();
/// Per cell, its row, column and box as bits of a mask over unit ids (rows
/// 0-8, columns 9-17, boxes 18-26, as in [`UNIT_SETS`]).
pub const CELL_UNITS: [u32; 81] = {
    let mut t = [0u32; 81];
    let mut i = 0;
    while i < 81 {
        let (r, c) = (i / 9, i % 9);
        t[i] = 1 << r | 1 << (9 + c) | 1 << (18 + (r / 3) * 3 + c / 3);
        i += 1;
    }
    t
};
/// The 54 box/line intersections, box by box, each box's rows and columns interleaved.
pub const INTERSECTIONS: [Intersection; 54] = build_intersections();

/// Where in [`INTERSECTIONS`] the intersection of `cell`'s box with its row
/// (`along_row`) or its column lies.
pub const fn intersection_index(cell: Cell, along_row: bool) -> usize {
    let (k, line) = if along_row {
        (cell.row() % 3, 0)
    } else {
        (cell.col() % 3, 1)
    };
    6 * cell.box_index() as usize + 2 * k as usize + line
}

/// Per cell, the intersections inside its row, its column or its box, as bits
/// of a mask over [`INTERSECTIONS`]: two or more cells of any other
/// intersection never all see it.
pub const INTERSECTIONS_NEAR: [u64; 81] = {
    let mut t = [0u64; 81];
    let mut i = 0;
    while i < 81 {
        let cell = Cell::new(i as u8);
        let mut mask = 0b11_1111u64 << (6 * cell.box_index() as usize);
        let mut band = 0;
        while band < 3 {
            // The same row in the boxes of its band, the same column in
            // the boxes of its stack.
            let across = Cell::at(cell.row(), (band * 3) as u8);
            let down = Cell::at((band * 3) as u8, cell.col());
            mask |= 1 << intersection_index(across, true);
            mask |= 1 << intersection_index(down, false);
            band += 1;
        }
        t[i] = mask;
        i += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_has_twenty_peers_and_three_units() {
        for c in Cell::all() {
            assert_eq!(c.peers().len(), 20);
            assert!(!c.peers().contains(c));
            for u in c.units() {
                assert!(u.cells().contains(c));
            }
        }
    }

    #[test]
    fn units_partition_the_board_by_kind() {
        for kind in [0u8, 9, 18] {
            let mut all = CellSet::EMPTY;
            for k in 0..9 {
                let cells = Unit::new(kind + k).cells();
                assert_eq!(cells.len(), 9);
                assert!(!all.intersects(cells));
                all |= cells;
            }
            assert_eq!(all, CellSet::ALL);
        }
    }

    #[test]
    fn names_are_one_based() {
        let c = Cell::at(2, 4);
        assert_eq!(c.to_string(), "r3c5");
        assert_eq!(c.box_index(), 1);
        assert_eq!(Unit::col(2).to_string(), "column 3");
        assert_eq!(Unit::boxed(4).to_string(), "box 5");
        assert_eq!(serde_json::to_string(&c).unwrap(), r#"{"row":3,"col":5}"#);
        assert_eq!(
            serde_json::to_string(&Unit::col(2)).unwrap(),
            r#"{"kind":"col","index":3}"#
        );
    }

    #[test]
    fn intersections_are_three_cells_of_a_box_and_a_line() {
        for x in INTERSECTIONS {
            assert_eq!(x.cells.len(), 3);
            assert_eq!(x.cells, x.box_unit.cells() & x.line.cells());
            assert!(x.line.is_line());
            assert_eq!(x.box_unit.kind(), UnitKind::Box);
        }
    }

    #[test]
    fn each_cell_indexes_its_intersections_and_the_ones_near_it() {
        for c in Cell::all() {
            let row = INTERSECTIONS[intersection_index(c, true)];
            let col = INTERSECTIONS[intersection_index(c, false)];
            assert!(row.cells.contains(c) && row.line == Unit::row(c.row()));
            assert!(col.cells.contains(c) && col.line == Unit::col(c.col()));
            for (i, x) in INTERSECTIONS.iter().enumerate() {
                let near = c.units().iter().any(|u| x.cells.is_subset(u.cells()));
                assert_eq!(INTERSECTIONS_NEAR[c.index()] >> i & 1 == 1, near, "{c} {i}");
            }
        }
    }
}
