//! Junior exocet: two base cells in one mini-line of a box holding three or
//! four digits between them, and two target cells in the band's other two
//! boxes, one in each of the band's other two lines. Whichever two digits the
//! base cells take, each of them is in a target, so the targets hold exactly
//! the base cells' two digits.
//!
//! Why, told for a base in a row (a base in a column is the same turned): say
//! the base is r1c1,r1c2 and the targets r2c5 and r3c8. The *cross-lines* are
//! column 3 (the base box's third column) and the targets' columns 5 and 8.
//! Take a digit `a` the base cells hold. In the band, column 3 cannot hold `a`
//! (r1c3 shares row 1 with the base, r2c3 and r3c3 share its box); column 5
//! can hold it only in r2c5 (a target) or r3c5, and column 8 only in r3c8 (a
//! target) or r2c8: r1c5 and r1c8 share row 1 with the base. The *companions*
//! r3c5 and r2c8 hold no base digit, so in the band `a` can be in column 5 or
//! 8 only in a target. Outside the band (the *S cells*), the places of each
//! base digit in the three cross-lines lie in at most two lines (the *cover*),
//! and a line holds a digit once, so at most two of the three cross-lines take
//! `a` outside the band: the third takes it in the band, which is a target.
//! The same holds for the base's other digit, and two different digits in
//! two cells fill both targets.
//!
//! What follows, and is all this technique takes:
//! - a target's candidates outside the base digits go;
//! - a base digit the base box's own cross-line holds nowhere outside the
//!   band cannot be in the base (that cross-line would have no place for
//!   it), so it is in no target either;
//! - a base digit that the base box's cross-line and one target's cross-line
//!   hold outside the band only in one line is not in the other target: were
//!   it there, it would be in the base, the base box's cross-line would take
//!   it in that line, the first target's cross-line could then take it only
//!   in the band, in its target, and the two targets would hold it twice;
//! - a target digit its *mirror* cannot take goes: were r2c5 `a`, box 3
//!   would need `a` in row 3 (row 1 holds it in the base, row 2 at r2c5)
//!   and not at r3c8 (the other digit), so at r3c7 or r3c9;
//! - a base digit no target can take after these goes from the base cells;
//! - a base digit that no arrangement of two digits in the base cells and
//!   the same two in the targets puts in a cell, once the arrangements the
//!   singles break are set aside (`compatibility`), goes from that cell.

use super::compatibility;
use crate::core::{Candidate, Cell, Digits, Grid, Unit};
use crate::step::pattern::{DigitCover, Emptied, ExocetParts, RejectedWay};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// The junior exocet.
pub struct JuniorExocet;

/// Which way the base's mini-line runs: along a row (the band is three rows)
/// or along a column (three columns). A cell is named by its line (parallel
/// to the base) and its position along the line.
#[derive(Clone, Copy)]
enum Along {
    Rows,
    Cols,
}

impl Along {
    fn cell(self, line: u8, pos: u8) -> Cell {
        match self {
            Along::Rows => Cell::at(line, pos),
            Along::Cols => Cell::at(pos, line),
        }
    }

    /// The line parallel to the base through `line`.
    fn line(self, line: u8) -> Unit {
        match self {
            Along::Rows => Unit::row(line),
            Along::Cols => Unit::col(line),
        }
    }

    /// The cross-line (across the band) at position `pos`.
    fn cross(self, pos: u8) -> Unit {
        match self {
            Along::Rows => Unit::col(pos),
            Along::Cols => Unit::row(pos),
        }
    }
}

/// One junior exocet and what it removes.
struct Instance {
    base: [Cell; 2],
    digits: Digits,
    targets: [Cell; 2],
    companions: [Cell; 2],
    /// The base box's own cross-line, then the first and second target's.
    cross_lines: [Unit; 3],
    covers: Vec<DigitCover>,
    /// The base digits the base box's cross-line holds nowhere outside the
    /// band.
    nowhere: Digits,
    /// Per target, the base digits it cannot hold: the base box's
    /// cross-line and the other target's hold them outside the band in one
    /// line (`lines`: that line per digit).
    barred: [Digits; 2],
    lines: [Option<Unit>; 9],
    /// Per target, its mirror: the other target's mini-line but the other
    /// target, where the other target's box takes this target's digit.
    mirrors: [[Cell; 2]; 2],
    /// Per target, the base digits it holds that its mirror does not.
    unmirrored: [Digits; 2],
    /// The ways the singles break (`compatibility`), told when the test
    /// removes something.
    rejected: Vec<RejectedWay>,
    removed: Vec<Candidate>,
}

/// A target's mirror, given the other target's (line, position): the two
/// cells of the other target's mini-line besides it.
fn mirror(along: Along, (line, pos): (u8, u8)) -> [Cell; 2] {
    let first = pos / 3 * 3;
    let mut rest = (first..first + 3).filter(|&p| p != pos);
    let mut next = || along.cell(line, rest.next().unwrap_or(pos));
    [next(), next()]
}

/// Per digit and position, the lines where the cell of that line and
/// position holds the digit (a candidate or its value), as a 9-bit set: the
/// S cells of a digit are read from here, once per grid and direction.
fn holders(grid: &Grid, along: Along) -> [[u16; 9]; 9] {
    let mut masks = [[0u16; 9]; 9];
    for line in 0..9u8 {
        for pos in 0..9u8 {
            let cell = along.cell(line, pos);
            let held = match grid.value(cell) {
                Some(v) => Digits::single(v),
                None => grid.candidates(cell),
            };
            for d in held.iter() {
                masks[d as usize - 1][pos as usize] |= 1 << line;
            }
        }
    }
    masks
}

/// The lines in a 9-bit set, ascending.
fn lines_of(along: Along, set: u16) -> impl Iterator<Item = Unit> {
    (0..9u8)
        .filter(move |l| set >> l & 1 == 1)
        .map(move |l| along.line(l))
}

/// At most two lines that hold every S cell of a digit, given the lines
/// where each cross-line holds it outside the band: lines parallel to the
/// base first, then one cross-line with one parallel line, then two
/// cross-lines. `None` when two lines cannot.
fn cover(along: Along, outside: [u16; 3], cross: [Unit; 3]) -> Option<Vec<Unit>> {
    let all = outside[0] | outside[1] | outside[2];
    if all.count_ones() <= 2 {
        return Some(lines_of(along, all).collect());
    }
    for (i, &line) in cross.iter().enumerate() {
        let rest = (0..3).filter(|&j| j != i).fold(0, |m, j| m | outside[j]);
        if rest.count_ones() <= 1 {
            return Some(std::iter::once(line).chain(lines_of(along, rest)).collect());
        }
    }
    // Two cross-lines hold the digit once each outside the band when the
    // third holds it nowhere there.
    let empty = (0..3).find(|&i| outside[i] == 0)?;
    Some((0..3).filter(|&j| j != empty).map(|j| cross[j]).collect())
}

/// Hands every junior exocet on `grid` that removes something to `found`: rows before
/// columns, then bands, base boxes and base lines in order, base pairs left
/// to right, targets with the first target's line first, then positions
/// ascending.
fn scan(
    grid: &Grid,
    test: bool,
    found: &mut dyn FnMut(Instance) -> ControlFlow<()>,
) -> ControlFlow<()> {
    for along in [Along::Rows, Along::Cols] {
        let mut held: Option<[[u16; 9]; 9]> = None;
        for band in 0..3u8 {
            let band_lines = [band * 3, band * 3 + 1, band * 3 + 2];
            let outside_band: u16 = !(0b111 << (band * 3)) & 0x1ff;
            for base_box in 0..3u8 {
                for &base_line in &band_lines {
                    for (i, j, k) in [(0, 1, 2), (0, 2, 1), (1, 2, 0)] {
                        let base = [
                            along.cell(base_line, base_box * 3 + i),
                            along.cell(base_line, base_box * 3 + j),
                        ];
                        if base.iter().any(|&c| grid.value(c).is_some()) {
                            continue;
                        }
                        let digits = Digits::from_bits(
                            grid.candidates(base[0]).bits() | grid.candidates(base[1]).bits(),
                        );
                        if !(3..=4).contains(&digits.len()) {
                            continue;
                        }
                        let held = held.get_or_insert_with(|| holders(grid, along));
                        let frame = Frame {
                            along,
                            base,
                            digits,
                            own_cross: base_box * 3 + k,
                            outside_band,
                            held,
                        };
                        let (box_1, box_2) = match base_box {
                            0 => (1, 2),
                            1 => (0, 2),
                            _ => (0, 1),
                        };
                        let [l1, l2] = others(&band_lines, base_line);
                        for (line_1, line_2) in [(l1, l2), (l2, l1)] {
                            for pos_1 in box_1 * 3..box_1 * 3 + 3 {
                                for pos_2 in box_2 * 3..box_2 * 3 + 3 {
                                    let spots = [(line_1, pos_1), (line_2, pos_2)];
                                    if let Some(i) = frame.instance(grid, spots, test) {
                                        found(i)?;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    ControlFlow::Continue(())
}

/// The two lines of a band besides `line`.
fn others(band_lines: &[u8; 3], line: u8) -> [u8; 2] {
    let mut rest = band_lines.iter().copied().filter(|&l| l != line);
    [rest.next().unwrap_or(line), rest.next().unwrap_or(line)]
}

/// What every target pair of one base shares.
struct Frame<'a> {
    along: Along,
    base: [Cell; 2],
    digits: Digits,
    /// The position of the base box's cross-line.
    own_cross: u8,
    outside_band: u16,
    held: &'a [[u16; 9]; 9],
}

impl Frame<'_> {
    /// The exocet with targets at these (line, position) spots, if it holds
    /// and removes something.
    fn instance(&self, grid: &Grid, spots: [(u8, u8); 2], test: bool) -> Option<Instance> {
        let along = self.along;
        let targets = spots.map(|(l, p)| along.cell(l, p));
        let base_bits = self.digits.bits();
        // A target is empty and holds a base digit.
        if targets
            .iter()
            .any(|&t| grid.value(t).is_some() || grid.candidates(t).bits() & base_bits == 0)
        {
            return None;
        }
        // A companion: a target's cross-line in the other target's line.
        let companions = [
            along.cell(spots[1].0, spots[0].1),
            along.cell(spots[0].0, spots[1].1),
        ];
        let holds_base = |c: Cell| match grid.value(c) {
            Some(v) => self.digits.contains(v),
            None => grid.candidates(c).bits() & base_bits != 0,
        };
        if companions.iter().any(|&c| holds_base(c)) {
            return None;
        }
        let positions = [self.own_cross, spots[0].1, spots[1].1];
        let cross = positions.map(|p| along.cross(p));
        let mut covers = Vec::with_capacity(4);
        let mut nowhere = Digits::default();
        let mut barred = [Digits::default(); 2];
        let mut lines = [None; 9];
        for d in self.digits.iter() {
            let row = &self.held[d as usize - 1];
            let outside = positions.map(|p| row[p as usize] & self.outside_band);
            covers.push(DigitCover {
                digit: d,
                units: cover(along, outside, cross)?,
            });
            if outside[0] == 0 {
                nowhere.insert(d);
                continue;
            }
            // Target 0 is barred when cross-lines 0 and 2 share one line
            // outside the band, target 1 when cross-lines 0 and 1 do.
            for (t, other) in [(0, 2), (1, 1)] {
                let shared = outside[0] | outside[other];
                // Told only where the target holds the digit.
                if shared.count_ones() == 1 && grid.candidates(targets[t]).contains(d) {
                    barred[t].insert(d);
                    lines[d as usize - 1] = lines_of(along, shared).next();
                }
            }
        }
        // Were a target `d`, the other target's box would need `d` in the
        // other target's line (the base's line and this target's hold it),
        // beside the other target (which holds the other digit).
        let holds = |c: Cell, d: u8| grid.value(c) == Some(d) || grid.candidates(c).contains(d);
        let mirrors = [mirror(along, spots[1]), mirror(along, spots[0])];
        let mut unmirrored = [Digits::default(); 2];
        for t in 0..2 {
            let told = self.digits.bits() & !nowhere.bits() & !barred[t].bits();
            for d in grid.candidates(targets[t]).iter() {
                if told >> (d - 1) & 1 == 1 && !mirrors[t].iter().any(|&m| holds(m, d)) {
                    unmirrored[t].insert(d);
                }
            }
        }
        let not_in = [0, 1].map(|t| Digits::from_bits(barred[t].bits() | unmirrored[t].bits()));
        let mut removed = removals(grid, self.base, self.digits, targets, nowhere, not_in);
        let mut rejected = Vec::new();
        if test {
            // The ways are tested on the candidates the rules above leave;
            // an instance is handed with the test only when it takes more.
            let mut left = grid.clone();
            for c in &removed {
                left.eliminate(c.cell, c.digit);
            }
            let tested = compatibility::test(&left, self.base, targets);
            if tested.removed.is_empty() {
                return None;
            }
            rejected = tested.rejected;
            removed.extend(tested.removed);
        }
        if removed.is_empty() {
            return None;
        }
        Some(Instance {
            base: self.base,
            digits: self.digits,
            targets,
            companions,
            cross_lines: cross,
            covers,
            nowhere,
            barred,
            lines,
            mirrors,
            unmirrored,
            rejected,
            removed,
        })
    }
}

/// What the exocet removes: every target candidate outside the base digits
/// or barred from it, and from the base cells every base digit no target
/// can take.
fn removals(
    grid: &Grid,
    base: [Cell; 2],
    digits: Digits,
    targets: [Cell; 2],
    nowhere: Digits,
    barred: [Digits; 2],
) -> Vec<Candidate> {
    let mut removed = Vec::new();
    let mut takeable = Digits::default();
    for (i, t) in targets.into_iter().enumerate() {
        let kept = digits.bits() & !nowhere.bits() & !barred[i].bits();
        for d in grid.candidates(t).iter() {
            if kept >> (d - 1) & 1 == 1 {
                takeable.insert(d);
            } else {
                removed.push(Candidate::new(t, d));
            }
        }
    }
    for d in digits.iter().filter(|&d| !takeable.contains(d)) {
        for b in base {
            if grid.candidates(b).contains(d) {
                removed.push(Candidate::new(b, d));
            }
        }
    }
    removed
}

/// The line through `cell` parallel to the base, whose cross-lines run like
/// `cross`.
fn along_line(cell: Cell, cross: Unit) -> Unit {
    match cross.kind() {
        crate::core::UnitKind::Col => Unit::row(cell.row()),
        _ => Unit::col(cell.col()),
    }
}

/// The step of an instance: its pattern and sentence.
fn finding(instance: Instance) -> Finding {
    let Instance {
        base,
        digits,
        targets,
        companions,
        cross_lines,
        covers,
        nowhere,
        barred,
        lines,
        mirrors,
        unmirrored,
        rejected,
        removed,
    } = instance;
    let mut sentence = Sentence::new()
        .text("The base cells ")
        .cells(base)
        .text(" hold two of ")
        .digits(digits)
        .text("; outside their band, ")
        .units(cross_lines)
        .text(" hold ");
    for (n, c) in covers.iter().enumerate() {
        if n > 0 {
            sentence = sentence.text(if n + 1 == covers.len() { " and " } else { ", " });
        }
        sentence = sentence.digit(c.digit);
        sentence = if c.units.is_empty() {
            sentence.text(" nowhere")
        } else {
            sentence.text(" only in ").units(c.units.iter().copied())
        };
    }
    let sentence = sentence
        .text(", so each of the two digits, which the base's box keeps from ")
        .unit(cross_lines[0])
        .text(" in the band, is in the band in ")
        .unit(cross_lines[1])
        .text(" or ")
        .unit(cross_lines[2])
        .text(", where only the targets ")
        .cells(targets)
        .text(" can take it (the companions ")
        .cells(companions)
        .text(" hold none of ")
        .digits(digits)
        .text("): the targets hold the base cells' two digits (a junior exocet)");
    let mut sentence = sentence;
    if !nowhere.is_empty() {
        sentence = sentence
            .text("; ")
            .unit(cross_lines[0])
            .text(" holds no ")
            .digits(nowhere)
            .text(" outside the band, so the base holds none, nor do the targets");
    }
    for (t, other) in [(0, 1), (1, 0)] {
        for d in barred[t].iter() {
            let line = lines[d as usize - 1].map(|l| vec![l]).unwrap_or_default();
            sentence = sentence
                .text("; ")
                .units([cross_lines[0], cross_lines[other + 1]])
                .text(" hold ")
                .digit(d)
                .text(" outside the band only in ")
                .units(line)
                .text(", so were ")
                .digit(d)
                .text(" in the base, ")
                .unit(cross_lines[other + 1])
                .text(" would take it in the band, at ")
                .cell(targets[other])
                .text(", and not at ")
                .cell(targets[t]);
        }
    }
    for (t, other) in [(0, 1), (1, 0)] {
        let ds = unmirrored[t];
        if ds.is_empty() {
            continue;
        }
        let (is, holds) = if ds.len() == 1 {
            (" is not ", " holds it")
        } else {
            (" is none of ", " holds any")
        };
        sentence = sentence
            .text("; ")
            .cell(targets[t])
            .text(is)
            .digits(ds)
            .text(", since ")
            .unit(Unit::boxed(targets[other].box_index()))
            .text(" would then need its digit in ")
            .unit(along_line(targets[other], cross_lines[0]))
            .text(" beside ")
            .cell(targets[other])
            .text(", and neither ")
            .cell(mirrors[t][0])
            .text(" nor ")
            .cell(mirrors[t][1])
            .text(holds);
    }
    let cells = [base[0], base[1], targets[0], targets[1]];
    if !rejected.is_empty() {
        // What the test takes: the removals some rejected way puts back.
        let taken: Vec<Candidate> = removed
            .iter()
            .copied()
            .filter(|&c| {
                rejected
                    .iter()
                    .any(|w| compatibility::puts(cells, w.digits, c))
            })
            .collect();
        sentence = sentence.text(
            "; every way for the base cells and the targets to take two of those digits \
             that puts ",
        );
        for (n, c) in taken.iter().enumerate() {
            if n > 0 {
                sentence = sentence.text(if n + 1 == taken.len() { " or " } else { ", " });
            }
            sentence = sentence.digit(c.digit).text(" in ").cell(c.cell);
        }
        sentence = sentence.text(match rejected.len() {
            1 => " breaks by singles (on the line below)",
            _ => " breaks by singles (a line each below)",
        });
    }
    let mut sentence = sentence.text(" => ").removals(&removed);
    for way in &rejected {
        sentence = sentence.because(told_way(cells, way));
    }
    let parts = ExocetParts {
        targets: targets.to_vec(),
        companions: companions.to_vec(),
        covers,
        rejected,
    };
    let pattern =
        Pattern::new(base.to_vec(), digits, cross_lines.to_vec()).with(Parts::Exocet(parts));
    Finding {
        deduction: Deduction::elimination(pattern, removed),
        sentence,
    }
}

/// `way` as a because-line tells it: its four placements, the singles its
/// break rests on, and what they leave empty.
fn told_way(cells: [Cell; 4], way: &RejectedWay) -> Sentence {
    let mut sentence = Sentence::new();
    for (k, (&cell, &d)) in cells.iter().zip(&way.digits).enumerate() {
        if k > 0 {
            sentence = sentence.text(" ");
        }
        sentence = sentence.placement(Candidate::new(cell, d));
    }
    if !way.singles.is_empty() {
        sentence = sentence.text(", then singles ");
        for (k, &c) in way.singles.iter().enumerate() {
            if k > 0 {
                sentence = sentence.text(" ");
            }
            sentence = sentence.placement(c);
        }
    }
    match way.breaks {
        Emptied::Cell(cell) => sentence
            .text(": ")
            .cell(cell)
            .text(" has no candidate left"),
        Emptied::Unit(unit, d) => sentence
            .text(": ")
            .unit(unit)
            .text(" has no place left for ")
            .digit(d),
    }
}

impl Technique for JuniorExocet {
    /// Every junior exocet that removes something, in scan order (see
    /// [`scan`]).
    fn search(&self, grid: &Grid, _: &Analysis, found: Found) -> ControlFlow<()> {
        // The rules alone first, then the compatibility test: a step that
        // needs no line of singles is the smaller one to read.
        scan(grid, false, &mut |instance| found(finding(instance)))?;
        scan(grid, true, &mut |instance| found(finding(instance)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(set: &[u8]) -> u16 {
        set.iter().fold(0, |m, l| m | 1 << l)
    }

    #[test]
    fn a_cover_takes_parallel_lines_first_then_cross_lines() {
        let cross = [Unit::col(2), Unit::col(4), Unit::col(7)];
        let rows = Along::Rows;
        // Two rows hold every place.
        assert_eq!(
            cover(rows, [lines(&[4]), lines(&[4, 6]), lines(&[6])], cross),
            Some(vec![Unit::row(4), Unit::row(6)])
        );
        // Column 5's places need the column itself, the rest one row.
        assert_eq!(
            cover(rows, [lines(&[8]), lines(&[3, 4, 5]), lines(&[8])], cross),
            Some(vec![Unit::col(4), Unit::row(8)])
        );
        // Two cross-lines when the third holds the digit nowhere.
        assert_eq!(
            cover(rows, [0, lines(&[3, 4, 5]), lines(&[6, 7, 8])], cross),
            Some(vec![Unit::col(4), Unit::col(7)])
        );
        // No place at all: an empty cover.
        assert_eq!(cover(rows, [0, 0, 0], cross), Some(vec![]));
        // Three rows in every cross-line: no cover of two lines.
        let three = lines(&[3, 4, 5]);
        assert_eq!(cover(rows, [three, three, three], cross), None);
    }

    #[test]
    fn a_base_in_a_column_is_the_row_case_turned() {
        assert_eq!(Along::Cols.cell(1, 7), Cell::at(7, 1));
        assert_eq!(Along::Cols.line(1), Unit::col(1));
        assert_eq!(Along::Cols.cross(7), Unit::row(7));
    }

    #[test]
    fn nothing_fires_on_an_empty_grid() {
        // Every base pair holds nine digits.
        let grid = Grid::empty();
        assert!(JuniorExocet.find(&grid, &Analysis::new(&grid)).is_none());
    }
}
