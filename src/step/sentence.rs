//! An explanation sentence built from typed pieces (text, cells, digits, units,
//! placements, removals). Its plain text is the JSON `text`; the terminal renderer
//! colours the same pieces, so both say the same words by construction.
//!
//! A sentence may carry *because-lines* after its main line: one inference each
//! (`r6c7<>5 because r6c7=4 (same cell)`), for the steps whose main line tells
//! only the story and leaves the rest of the proof to be listed. The plain text
//! puts each on a line of its own after the main line.
//!
//! A nested forcing chain's sentence also knows its *layers* ([`Layers`]):
//! which words of the main line tell its inner chains, and which because-lines
//! are each inner chain's. The plain text does not change with them; a
//! renderer uses them to show the outer chain first and each inner chain as a
//! block of its own.

use crate::core::{Candidate, Cell, CellSet, Digits, Unit, UnitKind};
use crate::step::branch::{Assertion, Broken};
use crate::step::chain::{ChainNode, Link, cells_eureka, eureka};
use std::borrow::Cow;
use std::fmt::{self, Write};
use std::ops::Range;

/// One piece of a sentence.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Piece {
    /// Plain words.
    Text(Cow<'static, str>),
    /// Cells of the pattern, joined with `and` (`r3c1 and r3c5`).
    Cells(Vec<Cell>),
    /// Digits of the pattern (`4,9`).
    Digits(Digits),
    /// Units, joined with `and`, sharing the kind word when they can (`rows 2 and 7`).
    Units(Vec<Unit>),
    /// A kind of unit, as a word (`row`): `same row`.
    Kind(UnitKind),
    /// The cells of a group node, as Eureka lists them (`r1c2,r1c3`).
    Group(CellSet),
    /// A digit placed in a cell (`r5c6=7`).
    Placement(Candidate),
    /// Candidates removed, grouped by digit (`remove 4 from r3c2 and r3c7, 9 from r3c7`).
    Removals(Vec<Candidate>),
    /// What a node of a forcing branch asserts (`r1c2=4`, `r1c2<>4`).
    Assertion(Assertion),
    /// What breaks at the end of a branch (`r6c6 would have no candidate left`).
    Broken(Broken),
    /// A chain in Eureka notation (`(4)r1c2=(4)r1c7-(4)r5c7=(4)r5c2`); a loop
    /// repeats its first node at the end.
    Chain {
        /// The nodes, in order.
        nodes: Vec<ChainNode>,
        /// The link after each node (a loop's last link closes it).
        links: Vec<Link>,
        /// Whether the chain closes into a loop.
        is_loop: bool,
    },
}

/// An explanation sentence: its main line, and the because-lines under it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Sentence {
    /// The main line's pieces.
    pieces: Vec<Piece>,
    /// The because-lines, in order; each has no because-lines of its own.
    because: Vec<Sentence>,
    /// How the sentence reads one layer at a time, for a proof with inner chains.
    layers: Option<Layers>,
    /// Which because-lines are each branch's, for a forcing step with several
    /// branches (empty otherwise).
    branches: Vec<BranchLines>,
}

/// The because-lines of one branch of a forcing step with several, so that
/// a renderer can group them under the branch's assumption without reading
/// words back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BranchLines {
    /// The branch's assumption (`r2c9=7`).
    pub assumption: Assertion,
    /// The because-lines that are the branch's.
    pub lines: Range<usize>,
    /// How many pieces each of those lines opens with to name the assumption
    /// (`if r2c9=7: `); a block under the branch's heading leaves them out.
    pub lead: usize,
}

/// Where a sentence tells its inner chains (a nested forcing chain's nodes
/// proved by a contradiction of their own), as ranges of its pieces and
/// because-lines, so that a renderer can lay the outer chain and each inner
/// chain out apart without reading words back.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Layers {
    /// The main line's pieces that tell every inner chain at once (the
    /// bracket a one-line sentence needs), left out of the outer layer.
    pub aside: Range<usize>,
    /// The inner chains, in the order of the nodes they prove.
    pub inner: Vec<InnerLayer>,
}

/// One inner chain of a [`Layers`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InnerLayer {
    /// The node of the outer branch the inner chain proves.
    pub proves: Assertion,
    /// The main line's pieces that tell the inner chain's story
    /// (`r1c2<>1, because r1c2=1 would lead to ...`), inside `aside`.
    pub story: Range<usize>,
    /// The because-lines that are the inner chain's own.
    pub lines: Range<usize>,
    /// How many pieces each of those lines opens with to name the
    /// assumptions it holds under (`if r1c2=1: `); a block under the inner
    /// chain's heading leaves them out.
    pub lead: usize,
}

impl Sentence {
    /// An empty sentence to build on.
    pub fn new() -> Sentence {
        Sentence::default()
    }

    /// The main line's pieces in order.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The because-lines under the main line, in order (none for most steps).
    pub fn because_lines(&self) -> &[Sentence] {
        &self.because
    }

    /// Which because-lines are each branch's, for a forcing step with several
    /// branches (empty otherwise).
    pub fn branches(&self) -> &[BranchLines] {
        &self.branches
    }

    /// The same sentence, with which because-lines are each branch's. Set
    /// last, as [`Sentence::with_layers`].
    pub fn with_branches(mut self, branches: Vec<BranchLines>) -> Sentence {
        self.branches = branches;
        self
    }

    /// Where the sentence tells its inner chains, if it has any.
    pub fn layers(&self) -> Option<&Layers> {
        self.layers.as_ref()
    }

    /// The same sentence, with where it tells its inner chains. Set last:
    /// the ranges count this sentence's pieces and because-lines as they are.
    pub fn with_layers(mut self, layers: Layers) -> Sentence {
        self.layers = Some(layers);
        self
    }

    /// Appends a because-line: `line`'s main line, then its own because-lines.
    pub fn because(mut self, mut line: Sentence) -> Sentence {
        let more = std::mem::take(&mut line.because);
        self.because.push(line);
        self.because.extend(more);
        self
    }

    /// Appends plain words.
    pub fn text(mut self, s: impl Into<Cow<'static, str>>) -> Sentence {
        self.pieces.push(Piece::Text(s.into()));
        self
    }

    /// Appends one cell.
    pub fn cell(self, cell: Cell) -> Sentence {
        self.cells(vec![cell])
    }

    /// Appends cells joined with `and`.
    pub fn cells(mut self, cells: impl IntoIterator<Item = Cell>) -> Sentence {
        self.pieces.push(Piece::Cells(cells.into_iter().collect()));
        self
    }

    /// Appends one digit.
    pub fn digit(self, d: u8) -> Sentence {
        self.digits(Digits::single(d))
    }

    /// Appends digits joined with `,`.
    pub fn digits(mut self, digits: Digits) -> Sentence {
        self.pieces.push(Piece::Digits(digits));
        self
    }

    /// Appends one unit.
    pub fn unit(self, unit: Unit) -> Sentence {
        self.units(vec![unit])
    }

    /// Appends a kind of unit as a word.
    pub fn kind(mut self, kind: UnitKind) -> Sentence {
        self.pieces.push(Piece::Kind(kind));
        self
    }

    /// Appends the cells of a group node as Eureka lists them.
    pub fn group(mut self, cells: CellSet) -> Sentence {
        self.pieces.push(Piece::Group(cells));
        self
    }

    /// Appends units joined with `and`.
    pub fn units(mut self, units: impl IntoIterator<Item = Unit>) -> Sentence {
        self.pieces.push(Piece::Units(units.into_iter().collect()));
        self
    }

    /// Appends a placement.
    pub fn placement(mut self, c: Candidate) -> Sentence {
        self.pieces.push(Piece::Placement(c));
        self
    }

    /// Appends what a branch node asserts.
    pub fn assertion(mut self, a: Assertion) -> Sentence {
        self.pieces.push(Piece::Assertion(a));
        self
    }

    /// Appends what breaks at the end of a branch.
    pub fn broken(mut self, b: Broken) -> Sentence {
        self.pieces.push(Piece::Broken(b));
        self
    }

    /// Appends the sentence `other`: its main line to this main line, its
    /// because-lines to these.
    pub fn then(mut self, other: Sentence) -> Sentence {
        self.pieces.extend(other.pieces);
        self.because.extend(other.because);
        self
    }

    /// The same sentence with every piece replaced by `f`'s answer for it,
    /// the because-lines' too.
    pub fn map_pieces(&self, f: &dyn Fn(&Piece) -> Piece) -> Sentence {
        // What an inner chain proves and a branch assumes is renamed as the
        // pieces are.
        let renamed = |a: Assertion| match f(&Piece::Assertion(a)) {
            Piece::Assertion(b) => b,
            _ => a,
        };
        Sentence {
            pieces: self.pieces.iter().map(f).collect(),
            because: self.because.iter().map(|b| b.map_pieces(f)).collect(),
            // One piece for one: the ranges still hold.
            layers: self.layers.as_ref().map(|l| Layers {
                aside: l.aside.clone(),
                inner: l
                    .inner
                    .iter()
                    .map(|i| InnerLayer {
                        proves: renamed(i.proves),
                        ..i.clone()
                    })
                    .collect(),
            }),
            branches: self
                .branches
                .iter()
                .map(|b| BranchLines {
                    assumption: renamed(b.assumption),
                    ..b.clone()
                })
                .collect(),
        }
    }

    /// Whether nothing has been said yet.
    pub fn is_empty(&self) -> bool {
        self.pieces.is_empty() && self.because.is_empty()
    }

    /// Appends a chain.
    pub fn chain(mut self, nodes: &[ChainNode], links: &[Link], is_loop: bool) -> Sentence {
        self.pieces.push(Piece::Chain {
            nodes: nodes.to_vec(),
            links: links.to_vec(),
            is_loop,
        });
        self
    }

    /// Appends removals.
    pub fn removals(mut self, removed: &[Candidate]) -> Sentence {
        self.pieces.push(Piece::Removals(removed.to_vec()));
        self
    }

    /// Appends what a step places and removes: `r5c6=4, remove 4 from
    /// r1c4`.
    pub fn result(mut self, placements: &[Candidate], eliminations: &[Candidate]) -> Sentence {
        for (k, p) in placements.iter().enumerate() {
            if k > 0 {
                self = self.text(", ");
            }
            self = self.placement(*p);
        }
        if !eliminations.is_empty() {
            if !placements.is_empty() {
                self = self.text(", ");
            }
            self = self.removals(eliminations);
        }
        self
    }
}

/// Joins words as English lists them: `a`, `a and b`, `a, b and c`.
pub fn join_and<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [init @ .., last] => {
            let head: Vec<&str> = init.iter().map(|s| s.as_ref()).collect();
            format!("{} and {}", head.join(", "), last.as_ref())
        }
    }
}

/// The words of a list of units: `row 3`, `rows 2 and 7`, `row 3 and box 1`.
pub fn units_words(units: &[Unit]) -> String {
    let same_kind = units.windows(2).all(|w| w[0].kind() == w[1].kind());
    if units.len() > 1 && same_kind {
        let numbers: Vec<String> = units.iter().map(|u| (u.index() + 1).to_string()).collect();
        let kind = match units[0].kind() {
            UnitKind::Box => "boxes",
            UnitKind::Row => "rows",
            UnitKind::Col => "columns",
        };
        format!("{kind} {}", join_and(&numbers))
    } else {
        let words: Vec<String> = units.iter().map(|u| u.to_string()).collect();
        join_and(&words)
    }
}

/// The removals grouped by digit, each group in cell order:
/// `(digit, [cells])`, digits ascending.
pub fn removals_by_digit(removed: &[Candidate]) -> Vec<(u8, Vec<Cell>)> {
    let mut groups: Vec<(u8, Vec<Cell>)> = Vec::new();
    for d in 1..=9 {
        let mut cells: Vec<Cell> = removed
            .iter()
            .filter(|c| c.digit == d)
            .map(|c| c.cell)
            .collect();
        if !cells.is_empty() {
            cells.sort();
            groups.push((d, cells));
        }
    }
    groups
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Piece::Text(s) => f.write_str(s),
            Piece::Cells(cells) => {
                let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
                f.write_str(&join_and(&names))
            }
            Piece::Digits(d) => f.write_str(&d.to_list()),
            Piece::Units(units) => f.write_str(&units_words(units)),
            Piece::Kind(kind) => f.write_str(kind.word()),
            Piece::Group(cells) => f.write_str(&cells_eureka(*cells)),
            Piece::Placement(c) => write!(f, "{}={}", c.cell, c.digit),
            Piece::Assertion(a) => write!(f, "{a}"),
            Piece::Broken(b) => write!(f, "{b}"),
            Piece::Chain {
                nodes,
                links,
                is_loop,
            } => f.write_str(&eureka(nodes, links, *is_loop)),
            Piece::Removals(removed) => {
                let groups: Vec<String> = removals_by_digit(removed)
                    .into_iter()
                    .map(|(d, cells)| {
                        let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
                        format!("{} from {}", d, join_and(&names))
                    })
                    .collect();
                f.write_str("remove ")?;
                f.write_str(&groups.join(", "))
            }
        }
    }
}

impl fmt::Display for Sentence {
    /// The main line, then each because-line after a newline.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for piece in &self.pieces {
            write!(f, "{piece}")?;
        }
        for line in &self.because {
            write!(f, "\n{line}")?;
        }
        Ok(())
    }
}

impl Sentence {
    /// The plain text, as JSON carries it.
    pub fn plain(&self) -> String {
        let mut s = String::new();
        let _ = write!(s, "{self}");
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_english() {
        assert_eq!(join_and(&["a"]), "a");
        assert_eq!(join_and(&["a", "b"]), "a and b");
        assert_eq!(join_and(&["a", "b", "c"]), "a, b and c");
        assert_eq!(units_words(&[Unit::row(1), Unit::row(6)]), "rows 2 and 7");
        assert_eq!(
            units_words(&[Unit::row(2), Unit::boxed(0)]),
            "row 3 and box 1"
        );
    }

    #[test]
    fn because_lines_follow_the_main_line() {
        let on = Assertion {
            cell: Cell::at(5, 6),
            digit: 4,
            on: true,
        };
        let off = Assertion { on: false, ..on };
        let line = Sentence::new()
            .assertion(off)
            .text(" because ")
            .assertion(on);
        let s = Sentence::new().text("Main").because(line.clone());
        assert_eq!(s.plain(), "Main\nr6c7<>4 because r6c7=4");
        assert_eq!(s.pieces().len(), 1);
        // Joining sentences joins main lines and keeps every because-line.
        let joined = Sentence::new().text("A ").then(s).because(line);
        assert_eq!(
            joined.plain(),
            "A Main\nr6c7<>4 because r6c7=4\nr6c7<>4 because r6c7=4"
        );
        assert_eq!(joined.because_lines().len(), 2);
    }

    #[test]
    fn the_issue_example_sentence() {
        let removed = [
            Candidate::new(Cell::at(2, 1), 4),
            Candidate::new(Cell::at(2, 6), 4),
            Candidate::new(Cell::at(2, 6), 9),
        ];
        let s = Sentence::new()
            .text("Naked pair ")
            .digits(Digits::single(4) | Digits::single(9))
            .text(" in ")
            .cells([Cell::at(2, 0), Cell::at(2, 4)])
            .text(" (")
            .unit(Unit::row(2))
            .text("): ")
            .removals(&removed);
        assert_eq!(
            s.plain(),
            "Naked pair 4,9 in r3c1 and r3c5 (row 3): remove 4 from r3c2 and r3c7, 9 from r3c7"
        );
    }
}
