//! Multi-colour trap: on one digit, colour two clusters of conjugate pairs as
//! simple colouring does, A and B in one, C and D in the other. When a cell of
//! one colour of the first (say A) sees a cell of one colour of the second
//! (say C), A and C are not both true, so B or D holds the digit in all its
//! cells: every place of the digit that sees a cell of B and a cell of D is
//! false. One step removes them all, with those of every other pair of linked
//! colours of the same two clusters (A and D, B and C, B and D).
//!
//! Multi-colouring tells each such place as a chain through the two clusters;
//! this step names both clusters, their pairs and the links between them.

use super::simple_coloring::{Coloring, colour_deduction, colours_sentence, trapped_words};
use crate::core::{Cell, CellSet, Grid};
use crate::step::Finding;
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Multi-colour trap.
pub struct MultiColoringTrap;

/// The first cell of `from` (in cell order) that sees a cell of `to`, with
/// the first cell of `to` it sees.
pub(super) fn first_link(from: CellSet, to: CellSet) -> Option<[Cell; 2]> {
    from.iter()
        .find_map(|x| (to & x.peers()).iter().next().map(|y| [x, y]))
}

/// One pair of linked colours: the link, the two opposite colours (one of
/// which holds the digit, with their letters) and the places it traps that
/// an earlier pair of the same clusters did not.
struct Linked {
    link: [Cell; 2],
    letters: [char; 4],
    held: [CellSet; 2],
    targets: CellSet,
}

/// The traps of `digit`: pairs of clusters in order, one step per pair of
/// clusters that traps something, with every pair of linked colours (A or B
/// of the first with C or D of the second, in that order) that adds a place.
fn for_digit(grid: &Grid, digit: u8, found: Found) -> ControlFlow<()> {
    let c = Coloring::new(grid, digit);
    let places = grid.positions(digit);
    let name = |k: usize| char::from(b'A' + k as u8);
    for (i, one) in c.clusters.iter().enumerate() {
        for two in &c.clusters[i + 1..] {
            let mut linked: Vec<Linked> = Vec::new();
            let mut all = CellSet::EMPTY;
            for x in 0..2 {
                for y in 0..2 {
                    let Some(link) = first_link(one[x], two[y]) else {
                        continue;
                    };
                    // One of the opposite colours holds the digit.
                    let (p, q) = (one[1 - x], two[1 - y]);
                    let targets: CellSet = (places - p - q - all)
                        .iter()
                        .filter(|t| p.intersects(t.peers()) && q.intersects(t.peers()))
                        .collect();
                    if targets.is_empty() {
                        continue;
                    }
                    all |= targets;
                    linked.push(Linked {
                        link,
                        letters: [name(x), name(2 + y), name(1 - x), name(3 - y)],
                        held: [p, q],
                        targets,
                    });
                }
            }
            if !linked.is_empty() {
                found(finding(grid, &c, [one, two], &linked, all))?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// The trap on clusters `one` and `two` with the `linked` colours, removing
/// the digit from `targets`.
fn finding(
    grid: &Grid,
    c: &Coloring,
    [one, two]: [&[CellSet; 2]; 2],
    linked: &[Linked],
    targets: CellSet,
) -> Finding {
    let digit = c.digit;
    let links = linked.iter().map(|l| l.link).collect();
    let parts = c.parts_of_two(grid, one, two, links);
    let deduction = colour_deduction(digit, parts, targets);
    // "...; r2c2 (A) sees r2c7 (C), so A and C are not both true and B or D
    // holds 5 in all its cells: r5c5 sees r5c1 (B) and r6c5 (D) => ..."
    let mut sentence = colours_sentence(digit, &[one, two]);
    for l in linked {
        let [x, y, held_x, held_y] = l.letters;
        sentence = sentence
            .text("; ")
            .cell(l.link[0])
            .text(format!(" ({x}) sees "))
            .cell(l.link[1])
            .text(format!(
                " ({y}), so {x} and {y} are not both true and {held_x} or {held_y} holds "
            ))
            .digit(digit)
            .text(" in all its cells: ");
        sentence = trapped_words(sentence, l.targets, l.held, [held_x, held_y], ", ");
    }
    let sentence = sentence.text(" => ").removals(&deduction.eliminations);
    Finding {
        deduction,
        sentence,
    }
}

impl Technique for MultiColoringTrap {
    /// Digits ascending.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // Each digit's colouring lies in its places alone.
        analysis.each_digit("multi-colour trap", found, |digit, found| {
            for_digit(grid, digit, found)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Candidate;
    use crate::step::Parts;
    use crate::techniques::single_digit::MultiColoring;
    use crate::techniques::test_support::grid_of;

    /// The lesson's trap: r1c4 (A) sees r4c4 (D), so B or C holds 3.
    const TRAP: &str = "1.........23.5..8..23.5..8...345.......45..8......6.........7.........89....5..89...4.........56.8......678.....5.7.9....5.789......7.91..........3.......2.........3...7......5..8.........9.2.......1..........3...7......56......4.6.8....45..8..2...6...123..6......4.......3...7.9.2....7.9....5...........8.12....7.91.....7.9.......8.......7..1.3.5......34....9.2.4....91234....9.23.5...912.4....9.....6...........9123.5....123.5...........8......6...12.4..7...23.5....12.4..7.....45......3...7..1.3....891.3...78....4.67.9.2.4..7.9.2.4..7.9.2...6.......5....1......8.....5.......4......2...6...1..........3.............8..2......9.2...67.9......7.9.2...6...1......891.....78.....567.9.2..5.7.9.2....7.9...4.....1......8...3......";

    #[test]
    fn a_trap_removes_what_sees_both_opposite_colours() {
        let grid = grid_of(TRAP);
        let d = MultiColoringTrap
            .find(&grid, &Analysis::new(&grid))
            .expect("a multi-colour trap")
            .deduction;
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(6, 1), 3)]);
        let Parts::Coloring(parts) = &d.pattern.parts else {
            panic!("colouring parts");
        };
        assert_eq!(parts.colors.len(), 4);
        assert_eq!(parts.links, vec![[Cell::at(0, 3), Cell::at(3, 3)]]);
        assert!(parts.clash.is_none());
        // The pairs of both clusters: one less than each cluster's cells.
        let cells: usize = parts.colors.iter().map(Vec::len).sum();
        assert_eq!(parts.pairs.len(), cells - 2);
    }

    #[test]
    fn the_trap_removes_what_the_chains_of_its_colours_remove() {
        let grid = grid_of(TRAP);
        let analysis = Analysis::new(&grid);
        let trap = MultiColoringTrap
            .find(&grid, &analysis)
            .expect("a trap")
            .deduction;
        let mut chains: Vec<Candidate> = Vec::new();
        let _ = MultiColoring.search(&grid, &analysis, &mut |found| {
            if found.deduction.pattern.cells[..2] == [Cell::at(0, 3), Cell::at(3, 3)] {
                chains.extend(found.deduction.eliminations);
            }
            ControlFlow::Continue(())
        });
        chains.sort();
        chains.dedup();
        assert_eq!(chains, trap.eliminations);
    }
}
