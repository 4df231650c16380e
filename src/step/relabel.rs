//! The same step on another copy of its grid. Relabelling the digits,
//! transposing, and reordering bands, stacks and the rows and columns inside
//! them make a copy of a grid on which every step has its copy: the same
//! technique, the same proof, each cell, digit and unit renamed. SE's path is
//! walked on a puzzle's minlex form (every copy of a puzzle gets one rating)
//! and shown on the puzzle as given: each of its steps is renamed back.
//!
//! A step of SE's path names cells, digits and units only through its typed
//! parts and sentence pieces, never inside plain words, so renaming those
//! renames the whole step. (The ALS family and Sue de Coq, which SE's path
//! never takes, still write their sets and Eureka nodes into words.) Lists keep their order (a chain's nodes, a wing's pivot
//! first); what a step lists as a set is listed as the step's own technique
//! would list it: digits ascending, cells a sentence lists in cell order in
//! cell order, removals by cell then digit. `tests/relabel.rs` checks the
//! words against the technique's own on the copy.

use super::branch::{Assertion, BranchNode, Broken, NodePattern};
use super::chain::{AlmostLockedSet, ChainNode};
use super::pattern::{
    ChainParts, ColoringParts, ConjugatePair, DigitCover, Emptied, ExocetParts, FishParts,
    ForcingParts, KrakenParts, LoopParts, LoopSet, Parts, Pattern, RectangleParts, RejectedWay,
    SueDeCoqParts, TemplateParts, WingParts,
};
use super::sentence::Piece;
use super::{Deduction, Step};
use crate::core::{Candidate, Cell, CellSet, Digits, Unit, UnitKind};

/// How the cells and digits of one copy of a grid name those of another.
#[derive(Clone, Copy, Debug)]
pub struct Renaming {
    /// The cell each cell (by index) is renamed to.
    cells: [Cell; 81],
    /// The digit each digit is renamed to (0 stays 0).
    digits: [u8; 10],
}

impl Renaming {
    /// The renaming that sends cell `k` to `cell(k)` and digit `d` to
    /// `digit(d)`; both must be one-to-one (the cells a relabelling,
    /// transposition and reordering of rows and columns within bands and
    /// stacks, so that every unit goes to a unit).
    pub fn new(cell: impl Fn(usize) -> usize, digit: impl Fn(u8) -> u8) -> Renaming {
        Renaming {
            cells: std::array::from_fn(|k| Cell::new(cell(k) as u8)),
            digits: std::array::from_fn(|d| if d == 0 { 0 } else { digit(d as u8) }),
        }
    }

    fn cell(&self, c: Cell) -> Cell {
        self.cells[c.index()]
    }

    fn digit(&self, d: u8) -> u8 {
        self.digits[d as usize]
    }

    fn candidate(&self, c: Candidate) -> Candidate {
        Candidate::new(self.cell(c.cell), self.digit(c.digit))
    }

    fn cell_list(&self, cells: &[Cell]) -> Vec<Cell> {
        cells.iter().map(|&c| self.cell(c)).collect()
    }

    fn cell_set(&self, cells: CellSet) -> CellSet {
        cells.iter().map(|c| self.cell(c)).collect()
    }

    fn digit_set(&self, digits: Digits) -> Digits {
        digits.iter().map(|d| self.digit(d)).collect()
    }

    /// The unit holding the renamed cells of `unit`.
    fn unit(&self, unit: Unit) -> Unit {
        let cells = self.cell_list(&unit.cell_list());
        Unit::holding_all(&cells)
            .next()
            .expect("a renaming sends every unit to a unit")
    }

    fn units(&self, units: &[Unit]) -> Vec<Unit> {
        units.iter().map(|&u| self.unit(u)).collect()
    }

    /// Digits listed ascending stay ascending; a list in an order of its own
    /// keeps it.
    fn digit_list(&self, digits: &[u8]) -> Vec<u8> {
        let mut renamed: Vec<u8> = digits.iter().map(|&d| self.digit(d)).collect();
        if digits.is_sorted() {
            renamed.sort_unstable();
        }
        renamed
    }

    /// The step's copy.
    pub fn step(&self, step: &Step) -> Step {
        Step {
            technique: step.technique,
            deduction: self.deduction(&step.deduction),
            sentence: step.sentence.map_pieces(&|p| self.piece(p)),
        }
    }

    fn deduction(&self, d: &Deduction) -> Deduction {
        let mut eliminations: Vec<Candidate> =
            d.eliminations.iter().map(|&c| self.candidate(c)).collect();
        eliminations.sort_unstable();
        Deduction {
            pattern: self.pattern(&d.pattern),
            placements: d.placements.iter().map(|&c| self.candidate(c)).collect(),
            eliminations,
        }
    }

    fn pattern(&self, p: &Pattern) -> Pattern {
        Pattern {
            cells: self.cell_list(&p.cells),
            digits: self.digit_list(&p.digits),
            units: self.units(&p.units),
            parts: self.parts(&p.parts),
        }
    }

    fn parts(&self, parts: &Parts) -> Parts {
        match parts {
            Parts::None => Parts::None,
            Parts::Search(nodes) => Parts::Search(*nodes),
            Parts::Fish(f) => Parts::Fish(FishParts {
                cover_units: self.units(&f.cover_units),
                fins: self.cell_list(&f.fins),
                sashimi: f.sashimi,
            }),
            Parts::Chain(c) => Parts::Chain(ChainParts {
                chain: c.chain.iter().map(|n| self.node(n)).collect(),
                links: c.links.clone(),
                conclusion: c.conclusion,
                assumed: c.assumed.map(|a| self.candidate(a)),
            }),
            Parts::AlsChain(a) => Parts::AlsChain(super::pattern::AlsChainParts {
                chain: ChainParts {
                    chain: a.chain.chain.iter().map(|n| self.node(n)).collect(),
                    links: a.chain.links.clone(),
                    conclusion: a.chain.conclusion,
                    assumed: a.chain.assumed.map(|c| self.candidate(c)),
                },
                als: a
                    .als
                    .iter()
                    .map(|s| {
                        let set = self.als(&AlmostLockedSet {
                            cells: s.cells.clone(),
                            digits: s.digits.clone(),
                        });
                        super::chain::ChainAls {
                            at: s.at,
                            cells: set.cells,
                            digits: set.digits,
                        }
                    })
                    .collect(),
            }),
            Parts::Als(a) => Parts::Als(super::pattern::AlsParts {
                als: a.als.iter().map(|s| self.als(s)).collect(),
                rcc: self.digit_list(&a.rcc),
            }),
            Parts::Wing(w) => Parts::Wing(WingParts {
                z: self.digit(w.z),
                cell_candidates: w
                    .cell_candidates
                    .iter()
                    .map(|d| self.digit_list(d))
                    .collect(),
            }),
            Parts::UniqueLoop(l) => Parts::UniqueLoop(LoopParts {
                extra_cells: self.cell_list(&l.extra_cells),
                set: l.set.as_ref().map(|set| LoopSet {
                    hidden: set.hidden,
                    cells: self.cell_list(&set.cells),
                    digits: self.digit_list(&set.digits),
                }),
            }),
            Parts::Locking(cells) => Parts::Locking(self.cell_list(cells)),
            Parts::Rectangle(r) => Parts::Rectangle(RectangleParts {
                form: r.form,
                missing: {
                    // Listed as the technique lists them: by cell.
                    let mut missing: Vec<Candidate> =
                        r.missing.iter().map(|&c| self.candidate(c)).collect();
                    missing.sort_by_key(|c| (c.cell.index(), c.digit));
                    missing
                },
                subset_cells: self.cell_list(&r.subset_cells),
            }),
            Parts::Excluders(cells) => Parts::Excluders(self.cell_list(cells)),
            Parts::Templates(t) => Parts::Templates(TemplateParts {
                ways: t.ways,
                // Each way from row 1 down, the ways in the order of their
                // cells, as the technique lists them.
                shown: {
                    let mut shown: Vec<Vec<Cell>> = t
                        .shown
                        .iter()
                        .map(|way| {
                            let mut way = self.cell_list(way);
                            way.sort();
                            way
                        })
                        .collect();
                    shown.sort();
                    shown
                },
                rounds: t
                    .rounds
                    .iter()
                    .map(|round| {
                        let mut round: Vec<Candidate> =
                            round.iter().map(|&c| self.candidate(c)).collect();
                        round.sort_by_key(|c| (c.cell.index(), c.digit));
                        round
                    })
                    .collect(),
            }),
            Parts::SueDeCoq(s) => Parts::SueDeCoq(SueDeCoqParts {
                line_cells: self.cell_list(&s.line_cells),
                box_cells: self.cell_list(&s.box_cells),
            }),
            Parts::Exocet(e) => Parts::Exocet(ExocetParts {
                targets: self.cell_list(&e.targets),
                companions: self.cell_list(&e.companions),
                covers: e
                    .covers
                    .iter()
                    .map(|c| DigitCover {
                        digit: self.digit(c.digit),
                        units: self.units(&c.units),
                    })
                    .collect(),
                rejected: e
                    .rejected
                    .iter()
                    .map(|r| RejectedWay {
                        digits: r.digits.map(|d| self.digit(d)),
                        singles: r.singles.iter().map(|&c| self.candidate(c)).collect(),
                        breaks: match r.breaks {
                            Emptied::Cell(cell) => Emptied::Cell(self.cell(cell)),
                            Emptied::Unit(unit, d) => Emptied::Unit(self.unit(unit), self.digit(d)),
                        },
                    })
                    .collect(),
            }),
            Parts::Sectors(covers) => {
                let mut covers: Vec<DigitCover> = covers
                    .iter()
                    .map(|c| DigitCover {
                        digit: self.digit(c.digit),
                        units: self.units(&c.units),
                    })
                    .collect();
                covers.sort_by_key(|c| c.digit);
                Parts::Sectors(covers)
            }
            Parts::Coloring(c) => Parts::Coloring(ColoringParts {
                // Each colour in cell order, as the technique lists it.
                colors: c
                    .colors
                    .iter()
                    .map(|cells| {
                        let mut cells = self.cell_list(cells);
                        cells.sort();
                        cells
                    })
                    .collect(),
                pairs: c
                    .pairs
                    .iter()
                    .map(|p| ConjugatePair {
                        cells: p.cells.map(|x| self.cell(x)),
                        unit: self.unit(p.unit),
                    })
                    .collect(),
                clash: c.clash.map(|pair| pair.map(|x| self.cell(x))),
                links: c
                    .links
                    .iter()
                    .map(|pair| pair.map(|x| self.cell(x)))
                    .collect(),
            }),
            Parts::Forcing(f) => Parts::Forcing(ForcingParts {
                branches: f
                    .branches
                    .iter()
                    .map(|b| b.iter().map(|n| self.branch_node(n)).collect())
                    .collect(),
                contradiction: f.contradiction.map(|b| self.broken(b)),
                nesting: f.nesting,
                kraken: f.kraken.as_ref().map(|k| KrakenParts {
                    cover_units: self.units(&k.cover_units),
                    fins: self.cell_list(&k.fins),
                    branch_cover: k.branch_cover.map(|u| self.unit(u)),
                }),
            }),
        }
    }

    fn node(&self, n: &ChainNode) -> ChainNode {
        ChainNode {
            digit: self.digit(n.digit),
            cells: self.cell_set(n.cells),
        }
    }

    fn als(&self, s: &AlmostLockedSet) -> AlmostLockedSet {
        let mut cells = self.cell_list(&s.cells);
        cells.sort_unstable();
        AlmostLockedSet {
            cells,
            digits: self.digit_list(&s.digits),
        }
    }

    fn branch_node(&self, n: &BranchNode) -> BranchNode {
        BranchNode {
            cell: self.cell(n.cell),
            digit: self.digit(n.digit),
            on: n.on,
            from: n.from.clone(),
            proof: n.proof.iter().map(|p| self.branch_node(p)).collect(),
            broken: n.broken.map(|b| self.broken(b)),
            pattern: n.pattern.map(|p| NodePattern {
                technique: p.technique,
                cells: self.cell_set(p.cells),
                digits: self.digit_set(p.digits),
                units: p.units.map(|u| u.map(|u| self.unit(u))),
            }),
        }
    }

    fn broken(&self, b: Broken) -> Broken {
        match b {
            Broken::Both(c, d) => Broken::Both(self.cell(c), self.digit(d)),
            Broken::NoCandidate(c) => Broken::NoCandidate(self.cell(c)),
            Broken::NoPlace(u, d) => Broken::NoPlace(self.unit(u), self.digit(d)),
        }
    }

    fn piece(&self, piece: &Piece) -> Piece {
        match piece {
            Piece::Text(t) => Piece::Text(t.clone()),
            Piece::Cells(cells) => {
                // Cells a sentence lists in cell order stay in cell order.
                let mut renamed = self.cell_list(cells);
                if cells.is_sorted() {
                    renamed.sort_unstable();
                }
                Piece::Cells(renamed)
            }
            Piece::Digits(d) => Piece::Digits(self.digit_set(*d)),
            Piece::Units(units) => Piece::Units(self.units(units)),
            Piece::Kind(kind) => {
                // The kind of unit two cells share: a transposition swaps
                // rows and columns.
                let unit = match kind {
                    UnitKind::Row => Unit::row(0),
                    UnitKind::Col => Unit::col(0),
                    UnitKind::Box => Unit::boxed(0),
                };
                Piece::Kind(self.unit(unit).kind())
            }
            Piece::Group(cells) => Piece::Group(self.cell_set(*cells)),
            Piece::Placement(c) => Piece::Placement(self.candidate(*c)),
            Piece::Removals(removed) => {
                let mut renamed: Vec<Candidate> =
                    removed.iter().map(|&c| self.candidate(c)).collect();
                renamed.sort_unstable();
                Piece::Removals(renamed)
            }
            Piece::Assertion(a) => Piece::Assertion(Assertion {
                cell: self.cell(a.cell),
                digit: self.digit(a.digit),
                on: a.on,
            }),
            Piece::Broken(b) => Piece::Broken(self.broken(*b)),
            Piece::Chain {
                nodes,
                links,
                is_loop,
            } => Piece::Chain {
                nodes: nodes.iter().map(|n| self.node(n)).collect(),
                links: links.clone(),
                is_loop: *is_loop,
            },
        }
    }
}
