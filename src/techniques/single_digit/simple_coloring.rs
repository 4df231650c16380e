//! Simple colouring: on one digit, the conjugate pairs (the only two places of
//! the digit in a unit) join into clusters, and the cells of a cluster take two
//! colours so that the two cells of every pair differ. One colour holds the
//! digit everywhere, the other nowhere.
//!
//! - Colour trap: a candidate that sees a cell of each colour is false. The step
//!   is the open chain along the cluster's pairs from one of those cells to the
//!   other (a conjugate pair is a strong and a weak link at once, so the links
//!   can be named alternately).
//! - Colour wrap: two cells of one colour see each other, so that colour is
//!   false. The step is a contradiction chain from one of them along the pairs to
//!   the other; it removes the digit from the chain's cells of the false colour
//!   (exactly what the chain proves; the rest of the colour follows by singles).
//!
//! The cluster search is shared with multi-colouring.

use crate::core::Candidate;
use crate::core::Grid;
use crate::core::{Cell, Unit};
use crate::core::{CellSet, Digits};
use crate::step::Finding;
use crate::step::chain::{ChainNode, Conclusion, Link};
use crate::step::pattern::{ChainParts, ColoringParts, ConjugatePair};
use crate::step::sentence::Sentence;
use crate::step::{Deduction, Parts, Pattern};
use crate::techniques::{Analysis, Found, Technique};
use std::ops::ControlFlow;

/// Simple colouring.
pub struct SimpleColoring;

/// "Not reached" in a distance table.
pub(super) const FAR: u8 = u8::MAX;

/// The conjugate pairs of one digit as a graph, and its clusters.
pub(super) struct Coloring {
    /// The digit.
    pub digit: u8,
    /// For each cell, its conjugate partners (empty for cells without one).
    adjacent: [CellSet; 81],
    /// The clusters (two or more cells), by their first cell: each as its two
    /// colours, the first colour holding the cluster's first cell.
    pub clusters: Vec<[CellSet; 2]>,
}

impl Coloring {
    /// The colouring of `digit` on `grid`.
    pub fn new(grid: &Grid, digit: u8) -> Coloring {
        let mut adjacent = [CellSet::EMPTY; 81];
        for unit in Unit::all() {
            let places = grid.positions_in(unit, digit);
            if places.len() != 2 {
                continue;
            }
            for cell in places {
                adjacent[cell.index()] |= places - CellSet::single(cell);
            }
        }
        let mut clusters = Vec::new();
        let mut seen = CellSet::EMPTY;
        for start in grid.positions(digit) {
            if seen.contains(start) || adjacent[start.index()].is_empty() {
                continue;
            }
            let mut colours = [CellSet::single(start), CellSet::EMPTY];
            let mut frontier = CellSet::single(start);
            let mut k = 0;
            while !frontier.is_empty() {
                let mut next = CellSet::EMPTY;
                for cell in frontier {
                    next |= adjacent[cell.index()];
                }
                k ^= 1;
                next = next - colours[0] - colours[1];
                colours[k] |= next;
                frontier = next;
            }
            seen |= colours[0] | colours[1];
            clusters.push(colours);
        }
        Coloring {
            digit,
            adjacent,
            clusters,
        }
    }

    /// The number of conjugate links from `from` to every cell of its cluster
    /// ([`FAR`] elsewhere).
    pub fn distances(&self, from: Cell) -> [u8; 81] {
        let mut dist = [FAR; 81];
        dist[from.index()] = 0;
        let mut reached = CellSet::single(from);
        let mut frontier = reached;
        let mut k = 0;
        while !frontier.is_empty() {
            k += 1;
            let mut next = CellSet::EMPTY;
            for cell in frontier {
                next |= self.adjacent[cell.index()];
            }
            next = next - reached;
            for cell in next {
                dist[cell.index()] = k;
            }
            reached |= next;
            frontier = next;
        }
        dist
    }

    /// A shortest path of conjugate links from `from` to `to` (both in one
    /// cluster), taking the first cell in row-major order at each step.
    pub fn path(&self, from: Cell, to: Cell) -> Vec<Cell> {
        let dist = self.distances(to);
        let mut path = vec![from];
        let mut at = from;
        while at != to {
            let want = dist[at.index()] - 1;
            at = self.adjacent[at.index()]
                .iter()
                .find(|c| dist[c.index()] == want)
                .expect("a cluster is connected");
            path.push(at);
        }
        path
    }

    /// The nodes of a path on the digit.
    pub fn nodes(&self, path: &[Cell]) -> Vec<ChainNode> {
        path.iter()
            .map(|&c| ChainNode::cell(c, self.digit))
            .collect()
    }

    /// The parts of a multi-colour trap or wrap on the clusters `one` and
    /// `two` (colours A and B, then C and D), with the `links` between them.
    pub fn parts_of_two(
        &self,
        grid: &Grid,
        one: &[CellSet; 2],
        two: &[CellSet; 2],
        links: Vec<[Cell; 2]>,
    ) -> ColoringParts {
        let first = self.parts(grid, one, None);
        let second = self.parts(grid, two, None);
        ColoringParts {
            colors: first.colors.into_iter().chain(second.colors).collect(),
            pairs: first.pairs.into_iter().chain(second.pairs).collect(),
            clash: None,
            links,
        }
    }

    /// The parts of a colour trap or wrap on the cluster `colours`: each
    /// colour in cell order, and the pairs a reader colours along, breadth
    /// first from the cluster's first cell (cells in cell order at each
    /// distance), each with the first of its units (row, column, box) that
    /// holds the digit only in its two cells.
    pub fn parts(
        &self,
        grid: &Grid,
        colours: &[CellSet; 2],
        clash: Option<[Cell; 2]>,
    ) -> ColoringParts {
        let first = colours[0].iter().next().expect("a cluster has cells");
        let mut pairs = Vec::new();
        let mut reached = CellSet::single(first);
        let mut frontier = reached;
        while !frontier.is_empty() {
            let mut next = CellSet::EMPTY;
            for cell in frontier {
                for partner in self.adjacent[cell.index()] - reached {
                    reached.insert(partner);
                    next.insert(partner);
                    let unit = cell
                        .units()
                        .into_iter()
                        .find(|u| {
                            grid.positions_in(*u, self.digit)
                                == CellSet::single(cell) | CellSet::single(partner)
                        })
                        .expect("partners are the only two places of a unit");
                    pairs.push(ConjugatePair {
                        cells: [cell, partner],
                        unit,
                    });
                }
            }
            frontier = next;
        }
        ColoringParts {
            colors: colours.iter().map(|c| c.to_vec()).collect(),
            pairs,
            clash,
            links: Vec::new(),
        }
    }
}

/// Each of `targets` with the first cell (in cell order) of each of the two
/// `colours` it sees, named by `letters`, the places apart by `separator`:
/// "r4c5 sees r4c8 (A) and r5c5 (B); r4c6 sees ...".
pub(super) fn trapped_words(
    mut sentence: Sentence,
    targets: CellSet,
    colours: [CellSet; 2],
    letters: [char; 2],
    separator: &'static str,
) -> Sentence {
    for (k, t) in targets.iter().enumerate() {
        let seen = |colour: CellSet| (colour & t.peers()).iter().next().expect("seen");
        sentence = sentence
            .text(if k == 0 { "" } else { separator })
            .cell(t)
            .text(" sees ")
            .cell(seen(colours[0]))
            .text(format!(" ({}) and ", letters[0]))
            .cell(seen(colours[1]))
            .text(format!(" ({})", letters[1]));
    }
    sentence
}

/// "Colouring the conjugate pairs of 5 from r1c1, colour A is r1c1, r5c5 and
/// r8c9, colour B r1c5 and r8c1" (and "; from r4c4, colour C is ..., colour D
/// ..." for a second cluster): how the colour steps open.
pub(super) fn colours_sentence(digit: u8, clusters: &[&[CellSet; 2]]) -> Sentence {
    let mut sentence = Sentence::new()
        .text("Colouring the conjugate pairs of ")
        .digit(digit)
        .text(" ");
    for (k, colours) in clusters.iter().enumerate() {
        let first = colours[0].iter().next().expect("a cluster has cells");
        let (a, b) = (
            char::from(b'A' + 2 * k as u8),
            char::from(b'B' + 2 * k as u8),
        );
        sentence = sentence
            .text(if k == 0 { "from " } else { "; from " })
            .cell(first)
            .text(format!(", colour {a} is "))
            .cells(colours[0])
            .text(format!(", colour {b} "))
            .cells(colours[1]);
    }
    sentence
}

/// Links that alternate, starting with `first`.
pub(super) fn alternating(first: Link, count: usize) -> Vec<Link> {
    let other = match first {
        Link::Strong => Link::Weak,
        Link::Weak => Link::Strong,
    };
    (0..count)
        .map(|k| if k % 2 == 0 { first } else { other })
        .collect()
}

/// The colour wraps in the cluster: every two same-coloured cells that see
/// each other, the fewest links between them first (pairs in cell order on a
/// tie).
fn wraps(c: &Coloring, colours: &[CellSet; 2]) -> Vec<(Cell, Cell)> {
    let mut found: Vec<(u8, Cell, Cell)> = Vec::new();
    for colour in colours {
        for x in *colour {
            let clash = *colour & x.peers();
            let later = clash.iter().filter(|&y| y > x);
            let mut dist = None;
            for y in later {
                let d = dist.get_or_insert_with(|| c.distances(x))[y.index()];
                found.push((d, x, y));
            }
        }
    }
    // A stable sort: the first of the shortest stays first.
    found.sort_by_key(|&(d, ..)| d);
    found.into_iter().map(|(_, x, y)| (x, y)).collect()
}

/// The colour traps in the cluster: every pair of differently coloured cells
/// whose common peers hold the digit, the fewest links between them first
/// (pairs in cell order on a tie).
fn traps(grid: &Grid, c: &Coloring, colours: &[CellSet; 2]) -> Vec<(Cell, Cell, CellSet)> {
    let places = grid.positions(c.digit);
    let all = colours[0] | colours[1];
    let mut found: Vec<(u8, Cell, Cell, CellSet)> = Vec::new();
    for p in all {
        let other = if colours[0].contains(p) {
            colours[1]
        } else {
            colours[0]
        };
        let mut dist = None;
        for q in other.iter().filter(|&q| q > p) {
            let targets = places & p.peers() & q.peers();
            if targets.is_empty() {
                continue;
            }
            let d = dist.get_or_insert_with(|| c.distances(p))[q.index()];
            found.push((d, p, q, targets));
        }
    }
    found.sort_by_key(|&(d, ..)| d);
    found.into_iter().map(|(_, p, q, t)| (p, q, t)).collect()
}

/// The pattern shared by the colouring steps: the clusters' cells and the digit,
/// and the chain that tells the step.
pub(super) fn coloring_pattern(cells: CellSet, digit: u8, chain: ChainParts) -> Pattern {
    Pattern::new(cells.to_vec(), Digits::single(digit), Vec::new()).with(Parts::Chain(chain))
}

/// The deduction of a colour or multi-colour wrap or trap: the cells of the
/// colours in `parts` on `digit`, removing it from `removed`.
pub(super) fn colour_deduction(digit: u8, parts: ColoringParts, removed: CellSet) -> Deduction {
    let cells: CellSet = parts.colors.iter().flatten().copied().collect();
    let pattern = Pattern::new(cells.to_vec(), Digits::single(digit), Vec::new())
        .with(Parts::Coloring(parts));
    Deduction::elimination(pattern, removals(removed, digit))
}

fn removals(cells: impl IntoIterator<Item = Cell>, digit: u8) -> Vec<Candidate> {
    cells
        .into_iter()
        .map(|cell| Candidate::new(cell, digit))
        .collect()
}

/// The colour wraps and traps of `digit`: clusters in order, in each the
/// wraps before the traps, the shortest first.
fn for_digit(grid: &Grid, digit: u8, found: Found) -> ControlFlow<()> {
    let c = Coloring::new(grid, digit);
    for colours in &c.clusters {
        let cells = colours[0] | colours[1];
        for (x, y) in wraps(&c, colours) {
            found(wrap_finding(&c, cells, x, y))?;
        }
        for (p, q, targets) in traps(grid, &c, colours) {
            found(trap_finding(&c, cells, p, q, targets))?;
        }
    }
    ControlFlow::Continue(())
}

/// The wrap between `x` and `y` of the cluster `cells`: a contradiction chain
/// from `x` to `y` that removes the digit from its cells of their colour.
fn wrap_finding(c: &Coloring, cells: CellSet, x: Cell, y: Cell) -> Finding {
    let digit = c.digit;
    let path = c.path(x, y);
    let nodes = c.nodes(&path);
    let links = alternating(Link::Weak, path.len() - 1);
    let told = ChainParts {
        chain: nodes.clone(),
        links: links.clone(),
        conclusion: Conclusion::Contradiction,
        assumed: Some(Candidate::new(x, digit)),
    };
    let pattern = coloring_pattern(cells, digit, told);
    let removed = removals(path.iter().copied().step_by(2), digit);
    let deduction = Deduction::elimination(pattern, removed);
    // "Colouring the conjugate pairs of 7, r1c1 and r1c5 take the same colour but
    // see each other, so that colour is false and its cells on the chain lose 7:
    // <chain> => ..."
    let sentence = opening(digit, [x, y])
        .text(" take the same colour but see each other, so that colour is false and its cells on the chain lose ")
        .digit(digit);
    let sentence = proof(sentence, &nodes, &links, &deduction.eliminations);
    Finding {
        deduction,
        sentence,
    }
}

/// The trap between the differently coloured `p` and `q`: an open chain from
/// `p` to `q` that removes the digit from `targets`.
fn trap_finding(c: &Coloring, cells: CellSet, p: Cell, q: Cell, targets: CellSet) -> Finding {
    let digit = c.digit;
    let path = c.path(p, q);
    let nodes = c.nodes(&path);
    let links = alternating(Link::Strong, path.len() - 1);
    let told = ChainParts::open(nodes.clone(), links.clone());
    let pattern = coloring_pattern(cells, digit, told);
    let deduction = Deduction::elimination(pattern, removals(targets, digit));
    // "Colouring the conjugate pairs of 7, r2c3 and r8c9 take opposite colours,
    // so one of them is 7: <chain> => ..."
    let sentence = opening(digit, [p, q])
        .text(" take opposite colours, so one of them is ")
        .digit(digit);
    let sentence = proof(sentence, &nodes, &links, &deduction.eliminations);
    Finding {
        deduction,
        sentence,
    }
}

/// "Colouring the conjugate pairs of 7, r2c3 and r8c9"
fn opening(digit: u8, ends: [Cell; 2]) -> Sentence {
    Sentence::new()
        .text("Colouring the conjugate pairs of ")
        .digit(digit)
        .text(", ")
        .cells(ends)
}

/// Ends a sentence with the chain and what it removes: ": <chain> => ...".
pub(super) fn proof(
    sentence: Sentence,
    nodes: &[ChainNode],
    links: &[Link],
    removed: &[Candidate],
) -> Sentence {
    sentence
        .text(": ")
        .chain(nodes, links, false)
        .text(" => ")
        .removals(removed)
}

impl Technique for SimpleColoring {
    /// Digits ascending.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()> {
        // Each digit's colouring lies in its places alone.
        analysis.each_digit("simple colouring", found, |digit, found| {
            for_digit(grid, digit, found)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::chains::links::{is_strong, is_weak, links_hold};
    use crate::techniques::test_support::{assert_open_chain_exact, grid_of};

    /// What the checker's contradiction rule derives from a wrap: the assumed
    /// candidate and, along the prefix of conjugate links, every second node.
    fn wrap_removals(grid: &Grid, d: &Deduction) -> Vec<Candidate> {
        let chain = d.pattern.chain_nodes();
        let mut out = vec![
            d.pattern
                .chain()
                .and_then(|c| c.assumed)
                .expect("an assumed candidate"),
        ];
        for k in 0..chain.len() - 1 {
            let (x, y) = (&chain[k], &chain[k + 1]);
            if !(is_weak(x, y) && is_strong(grid, x, y)) {
                break;
            }
            if k % 2 == 1 {
                out.extend(y.cells.iter().map(|c| Candidate::new(c, y.digit)));
            }
        }
        out.sort();
        out
    }

    #[test]
    fn a_wrap_removes_what_its_contradiction_proves() {
        let grid = grid_of(
            "1...5.....2.........3.........4.........5.7..1.....7.......6..........8.........9...4.....1...5.........6...1...5...........8.........9.2.............7....3............7.........8.........9..3.......2............6......45....1...5....1..45.....2...............91...5....1...5.........6..........8...3.........4...........7.......6.........7.....4.............91...5......3.............8.1...5.....2..............8...3......1...5.....2..........4..7.....4..7..........9.....6...1...5......3.........4............8.......7..........9....5....1.........2............6...1...5.........6....2..............8...3......1..4...........7..........9...45............91...5..........7.......6...1..4......2..........45......3.............8.",
        );
        let d = SimpleColoring
            .find(&grid, &Analysis::new(&grid))
            .expect("a colour wrap")
            .deduction;
        let p = &d.pattern;
        assert!(links_hold(
            &grid,
            p.chain_nodes(),
            &p.chain().unwrap().links,
            false
        ));
        assert_eq!(
            p.chain().map(|c| c.conclusion),
            Some(Conclusion::Contradiction)
        );
        assert!(is_weak(
            &p.chain_nodes()[p.chain_nodes().len() - 1],
            &p.chain_nodes()[0]
        ));
        assert_eq!(wrap_removals(&grid, &d), d.eliminations);
        assert!(d.placements.is_empty());
    }

    #[test]
    fn a_trap_is_an_exact_open_chain() {
        let grid = grid_of(
            "....5...........8..2.............7.....4.....1.............6...........9..3............7.....4.............9.....6.....3..........5.....2.......1...............8.1.3......1.3..6...1.3..6...........9.......8..2...........5..........7.....4.............9.2....7........78.1......8.12....7....3.........4..........6.......5....1......8.1.3..6.......5.......4.............9.....6.8...3....8..2.............7.....4......23..67....3..678..2.....8.....5.........67..........9..3....8.1........12.....8.1.....7.91.....78...3...........6......4.....1......8.....5.....2......9123....8.....5.......4.....12.....8.12...............9......7....3....8......6........6...1.3.....91.3..........5....12....7........78.1.3....8....4......2......9",
        );
        let d = SimpleColoring
            .find(&grid, &Analysis::new(&grid))
            .expect("a colour trap")
            .deduction;
        assert_open_chain_exact(&grid, &d);
        assert_eq!(d.eliminations, vec![Candidate::new(Cell::at(2, 1), 3)]);
    }

    /// Digit 1 open in only these cells; every other digit everywhere.
    fn grid_with(cells: &[(u8, u8)]) -> Grid {
        crate::core::test_grid_with_digit(1, cells)
    }

    #[test]
    fn clusters_alternate_colours_and_paths_are_shortest() {
        // A chain r1c1 - r1c5 - r5c5 - r5c9 of conjugate pairs (rows and columns
        // hold two places each), plus r9c1 and r9c9 closing columns 1 and 9.
        let grid = grid_with(&[(0, 0), (0, 4), (4, 4), (4, 8), (8, 0), (8, 8)]);
        let c = Coloring::new(&grid, 1);
        assert_eq!(c.clusters.len(), 1);
        let [a, b] = c.clusters[0];
        assert_eq!(a.len() + b.len(), 6);
        assert!(a.contains(Cell::at(0, 0)) && b.contains(Cell::at(0, 4)));
        assert!(a.contains(Cell::at(4, 4)) && b.contains(Cell::at(4, 8)));
        let path = c.path(Cell::at(0, 0), Cell::at(4, 8));
        assert_eq!(path.len(), 4);
        assert_eq!(c.distances(Cell::at(0, 0))[Cell::at(8, 8).index()], 2);
    }

    #[test]
    fn alternating_links() {
        assert_eq!(
            alternating(Link::Weak, 4),
            vec![Link::Weak, Link::Strong, Link::Weak, Link::Strong]
        );
    }
}
