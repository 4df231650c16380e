//! What a deduction rests on, as the trace records it: the cells, digits and
//! units every technique names, and the parts its family adds (a fish's cover
//! and fins, a chain, almost locked sets, forcing branches, ...). The parts are
//! typed per family, so a technique cannot fill another family's fields; the
//! JSON keeps the contract's one flat object, in the contract's field order.

use crate::catalog::TechniqueId;
use crate::core::{Candidate, Cell, Digits, Unit};
use crate::step::branch::{BranchNode, Broken};
use crate::step::chain::{AlmostLockedSet, ChainAls, ChainNode, Conclusion, Link};
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

/// What a deduction rests on.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Pattern {
    /// The cells of the pattern.
    pub cells: Vec<Cell>,
    /// The digits of the pattern.
    pub digits: Vec<u8>,
    /// The units of the pattern (for fish: the base units).
    pub units: Vec<Unit>,
    /// What the technique's family adds.
    pub parts: Parts,
}

/// The parts of a pattern that belong to one family of techniques.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub enum Parts {
    /// Nothing beyond cells, digits and units.
    #[default]
    None,
    /// Basic, finned and sashimi fish.
    Fish(FishParts),
    /// A chain or a loop: chains, wings and single-digit patterns told as one.
    Chain(ChainParts),
    /// Almost locked sets joined by restricted common digits.
    Als(AlsParts),
    /// An alternating chain some of whose strong links are almost locked sets.
    AlsChain(AlsChainParts),
    /// Unique rectangle type 3: the cells that lock the roof's extra digits.
    Locking(Vec<Cell>),
    /// A unique or hidden rectangle some of whose corners have lost one of
    /// its two digits: which type it is and what the corners lost.
    Rectangle(RectangleParts),
    /// Aligned exclusions: the small cells that see every base cell.
    Excluders(Vec<Cell>),
    /// Sukaku Explainer's WXYZ- and VWXYZ-wings: the unrestricted digit and
    /// each wing cell's candidates.
    Wing(WingParts),
    /// SE's unique loops: the loop cells holding more than its two digits,
    /// and type 3's locked set.
    UniqueLoop(LoopParts),
    /// Sue de Coq: the partner cells.
    SueDeCoq(SueDeCoqParts),
    /// Exocets: the targets, companions and each base digit's cover.
    Exocet(ExocetParts),
    /// Multi-sector locked sets: per digit, the rows or columns it is
    /// linked by.
    Sectors(Vec<DigitCover>),
    /// Colour traps and wraps: a cluster of conjugate pairs in two colours.
    Coloring(ColoringParts),
    /// Templates: how many ways the digit fits, and the overlays of every
    /// digit before it.
    Templates(TemplateParts),
    /// Forcing chains.
    Forcing(ForcingParts),
    /// Backtracking: how many positions the search visited.
    Search(u64),
}

/// The parts of a fish.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct FishParts {
    /// The units that hold every candidate of the base units.
    pub cover_units: Vec<Unit>,
    /// Finned fish: the candidates of the digit in the base units outside the
    /// cover units.
    pub fins: Vec<Cell>,
    /// Finned fish: a base unit lacks a candidate at a corner.
    pub sashimi: bool,
}

/// The parts of a chain.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ChainParts {
    /// The nodes, in order.
    pub chain: Vec<ChainNode>,
    /// The link between each pair of neighbouring nodes (a loop's last link
    /// closes it).
    pub links: Vec<Link>,
    /// What the chain proves; a continuous loop is the one chain whose last
    /// node links back to the first.
    pub conclusion: Conclusion,
    /// Contradiction chains: the candidate assumed true (the first node).
    pub assumed: Option<Candidate>,
}

impl ChainParts {
    /// An open chain: its first or its last node is true.
    pub fn open(chain: Vec<ChainNode>, links: Vec<Link>) -> ChainParts {
        ChainParts {
            chain,
            links,
            conclusion: Conclusion::FirstOrLast,
            assumed: None,
        }
    }

    /// Whether the last node links back to the first.
    pub fn is_loop(&self) -> bool {
        self.conclusion == Conclusion::ContinuousLoop
    }
}

/// The parts of an ALS chain: an open chain of candidates, groups and the
/// sets' cells holding one digit, where each set makes a strong link between
/// its cells holding the digit the chain enters on and those holding the
/// digit it leaves on.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AlsChainParts {
    /// The nodes and links; a set is two nodes with a strong link between.
    pub chain: ChainParts,
    /// The sets, in chain order, each with the strong link it makes.
    pub als: Vec<ChainAls>,
}

impl AlsChainParts {
    /// The nodes a reader checks: every node of the chain, each set counted
    /// by its cells instead of its two nodes.
    pub fn size(&self) -> usize {
        let cells: usize = self.als.iter().map(|a| a.cells.len()).sum();
        self.chain.chain.len() + cells - 2 * self.als.len()
    }
}

/// The parts of an almost-locked-set step.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct AlsParts {
    /// The sets.
    pub als: Vec<AlmostLockedSet>,
    /// The restricted common digits.
    pub rcc: Vec<u8>,
}

/// The parts of Sukaku Explainer's wings of n cells holding n digits (the
/// pattern's `cells`, pivot first, and `digits`).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct WingParts {
    /// The one digit whose places in the wing do not all see each other: it
    /// goes from the cells that see every place of it in the wing.
    pub z: u8,
    /// Each wing cell's candidates at the step, in `cells` order: the size of
    /// the largest sets the wing's value on SE's scale, so the step carries it.
    pub cell_candidates: Vec<Vec<u8>>,
}

impl WingParts {
    /// How many candidates the wing's fullest cell holds.
    pub fn largest_cell(&self) -> usize {
        self.cell_candidates.iter().map(Vec::len).max().unwrap_or(0)
    }
}

/// The parts of a unique loop (a rectangle is the loop of four cells).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LoopParts {
    /// The loop cells holding candidates besides the loop's two digits, in
    /// loop order.
    pub extra_cells: Vec<Cell>,
    /// Type 3: the set the extra cells make with other cells of a unit.
    pub set: Option<LoopSet>,
}

/// The parts of a unique or hidden rectangle with missing candidates.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RectangleParts {
    /// Which of the rectangle techniques' arguments it makes.
    pub form: RectangleForm,
    /// The rectangle's digits its corners no longer hold, corner by corner.
    pub missing: Vec<Candidate>,
    /// Type 3: the cells that lock the roof's extra digits.
    pub subset_cells: Vec<Cell>,
}

/// The argument a rectangle with missing candidates makes: one of the unique
/// rectangle types, or the hidden rectangle's.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RectangleForm {
    /// Three corners hold only the pair: the fourth holds neither.
    Type1,
    /// The roof cells add one same digit: it leaves their common peers.
    Type2,
    /// The roof's extra digits lock with other cells of a unit.
    Type3,
    /// A digit confined to the roof in a unit: the other leaves the roof.
    Type4,
    /// Two diagonal corners or three add one same digit: it leaves the cells
    /// seeing them all.
    Type5,
    /// A digit confined to the rectangle in both its rows or columns, the
    /// floor diagonal: it leaves the roof.
    Type6,
    /// A digit confined to the rectangle in a corner's row and column: that
    /// corner loses the other.
    Hidden,
}

impl RectangleForm {
    /// Every form, in the order the search tries them.
    pub const ALL: [RectangleForm; 7] = [
        RectangleForm::Type1,
        RectangleForm::Type2,
        RectangleForm::Type3,
        RectangleForm::Type4,
        RectangleForm::Type5,
        RectangleForm::Type6,
        RectangleForm::Hidden,
    ];

    /// The technique whose argument it makes.
    pub fn technique(self) -> TechniqueId {
        match self {
            RectangleForm::Type1 => TechniqueId::UniqueRectangle1,
            RectangleForm::Type2 => TechniqueId::UniqueRectangle2,
            RectangleForm::Type3 => TechniqueId::UniqueRectangle3,
            RectangleForm::Type4 => TechniqueId::UniqueRectangle4,
            RectangleForm::Type5 => TechniqueId::UniqueRectangle5,
            RectangleForm::Type6 => TechniqueId::UniqueRectangle6,
            RectangleForm::Hidden => TechniqueId::HiddenRectangle,
        }
    }

    /// Its name in the trace: that technique's id.
    pub fn key(self) -> &'static str {
        self.technique().as_str()
    }
}

/// The locked set of a unique loop of type 3.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct LoopSet {
    /// A hidden set (the loop's two digits and others, placed in the unit
    /// only in these cells and one extra cell) rather than a naked one (the
    /// extra cells' extra digits, as one cell, with these cells' digits).
    pub hidden: bool,
    /// The set's cells besides the extra cells.
    pub cells: Vec<Cell>,
    /// The set's digits.
    pub digits: Vec<u8>,
}

/// The partner cells of a Sue de Coq.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct SueDeCoqParts {
    /// The partner cells in the line, outside the box.
    pub line_cells: Vec<Cell>,
    /// The partner cells in the box, outside the line.
    pub box_cells: Vec<Cell>,
}

/// The parts of an exocet besides its base cells (`cells`), base digits
/// (`digits`) and cross-lines (`units`).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ExocetParts {
    /// The two target cells, in the order of the cross-lines they lie on.
    pub targets: Vec<Cell>,
    /// Each target's cross-line in the other target's line: cells that hold
    /// no base digit, in the order of the targets.
    pub companions: Vec<Cell>,
    /// Per base digit, ascending: at most two lines that hold every place
    /// of the digit in the cross-lines outside the band (the S cells).
    pub covers: Vec<DigitCover>,
    /// The ways the compatibility test rejects (told only when it removes
    /// something).
    pub rejected: Vec<RejectedWay>,
}

impl ExocetParts {
    /// What a reader follows besides the pattern: each rejected way's four
    /// placements and the singles its break rests on.
    pub fn followed(&self) -> usize {
        self.rejected.iter().map(|w| 4 + w.singles.len()).sum()
    }
}

/// A way for an exocet's base cells and targets to take two digits that
/// singles break: the four placed, the singles that follow leave a cell
/// without a candidate or a unit without a place for a digit.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RejectedWay {
    /// The digits of the two base cells, then of the two targets.
    pub digits: [u8; 4],
    /// The singles the break rests on, in the order they follow.
    pub singles: Vec<Candidate>,
    /// What the singles leave empty.
    pub breaks: Emptied,
}

/// A cell left without a candidate, or a unit without a place for a digit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Emptied {
    /// The cell.
    Cell(Cell),
    /// The unit and the digit.
    Unit(Unit, u8),
}

impl Serialize for RejectedWay {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("digits", &self.digits)?;
        m.serialize_entry("singles", &self.singles)?;
        match self.breaks {
            Emptied::Cell(cell) => m.serialize_entry("cell", &cell)?,
            Emptied::Unit(unit, d) => {
                m.serialize_entry("unit", &unit)?;
                m.serialize_entry("digit", &d)?;
            }
        }
        m.end()
    }
}

/// The lines that cover a digit's S cells in an exocet.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize)]
pub struct DigitCover {
    /// The base digit.
    pub digit: u8,
    /// The lines (none when no S cell holds the digit).
    pub units: Vec<Unit>,
}

/// One or two clusters of conjugate pairs on the pattern's digit, each
/// The parts of a templates step: the digit's ways of filling one cell in
/// each row, column and box that fit the grid.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct TemplateParts {
    /// How many ways the digit fits.
    pub ways: u32,
    /// Those ways, each its nine cells from row 1 down, when there are few
    /// enough to list; else empty.
    pub shown: Vec<Vec<Cell>>,
    /// The overlays before this digit's: per round, the cells each digit
    /// newly holds in every way it fits avoiding the cells of the rounds
    /// before (the first round, each digit alone), by cell; the digit's
    /// ways avoid every other digit's.
    pub rounds: Vec<Vec<Candidate>>,
}

/// coloured so that the two cells of every pair differ: in a cluster, one
/// colour holds the digit in all its cells, the other in none.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ColoringParts {
    /// The cells of each colour, each list in cell order: two colours per
    /// cluster (A and B, then C and D), the first of each holding its
    /// cluster's first cell.
    pub colors: Vec<Vec<Cell>>,
    /// Conjugate pairs that join every cell of each cluster, each from a cell
    /// already reached: the order a reader colours in, cluster by cluster.
    pub pairs: Vec<ConjugatePair>,
    /// A colour wrap: two cells of one colour that see each other (none for
    /// a trap).
    pub clash: Option<[Cell; 2]>,
    /// Two clusters: cells of different clusters that see each other, so
    /// that their colours are not both true (one for a trap; for a wrap two,
    /// each from the false colour to a colour of the other cluster).
    pub links: Vec<[Cell; 2]>,
}

/// The only two places of a digit in a unit.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
pub struct ConjugatePair {
    /// The two cells: the one reached first, then its partner.
    pub cells: [Cell; 2],
    /// The unit they are the only places of the digit in.
    pub unit: Unit,
}

/// The parts of a forcing-chain step.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ForcingParts {
    /// One branch per starting assumption, each a list of nodes that follow from
    /// earlier nodes of the same branch by one basic rule.
    pub branches: Vec<Vec<BranchNode>>,
    /// Contradiction forms: what breaks at the end of the branch (for the
    /// sentence; the branch itself is the proof, and the JSON leaves this out).
    pub contradiction: Option<Broken>,
    /// Deep forcing chains only: SE's nesting level and complexity, which
    /// price the step on SE's scale.
    pub nesting: Option<Nesting>,
    /// Kraken fish only: the fish whose fins (and, in the second form, one
    /// cover unit's places) start the branches.
    pub kraken: Option<KrakenParts>,
}

/// The fish of a kraken fish step: base units (the pattern's `units`), cover
/// units and fins. Either a fin holds the digit, or the fish holds and every
/// cover unit takes the digit inside the base units.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct KrakenParts {
    /// The units that hold every place of the base units but the fins.
    pub cover_units: Vec<Unit>,
    /// The base places outside the cover units.
    pub fins: Vec<Cell>,
    /// The second form: the cover unit whose base places, with the fins,
    /// start the branches (one of them holds the digit). The first form has
    /// none: the fins start the branches, and the fish itself removes the
    /// target.
    pub branch_cover: Option<Unit>,
}

/// What prices a deep forcing chain on SE's scale (`docs/rating.md`): the
/// nesting level SE found it at and SE's complexity, the nodes its
/// conclusion rests on as SE counts them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Nesting {
    /// 1 (the branches use pointing and claiming, pairs and the X-wing) to 4
    /// (dynamic forcing chains inside the branches).
    pub level: u8,
    /// SE's complexity: the distinct nodes each branch's conclusion rests
    /// on, summed over the branches, plus the nodes of every inner chain
    /// among them.
    pub complexity: u32,
}

impl Pattern {
    /// A pattern of these cells, digits and units.
    pub fn new(cells: Vec<Cell>, digits: Digits, units: Vec<Unit>) -> Pattern {
        Pattern {
            cells,
            digits: digits.iter().collect(),
            units,
            parts: Parts::None,
        }
    }

    /// The same pattern with its family's parts.
    pub fn with(self, parts: Parts) -> Pattern {
        Pattern { parts, ..self }
    }

    /// The fish parts, if the pattern is a fish's.
    pub fn fish(&self) -> Option<&FishParts> {
        match &self.parts {
            Parts::Fish(f) => Some(f),
            _ => None,
        }
    }

    /// The chain, if the pattern is told as one.
    pub fn chain(&self) -> Option<&ChainParts> {
        match &self.parts {
            Parts::Chain(c) => Some(c),
            _ => None,
        }
    }

    /// The chain's nodes (none for a pattern without a chain).
    pub fn chain_nodes(&self) -> &[ChainNode] {
        self.chain().map_or(&[], |c| &c.chain)
    }

    /// The almost locked sets, if the pattern has them.
    pub fn als(&self) -> Option<&AlsParts> {
        match &self.parts {
            Parts::Als(a) => Some(a),
            _ => None,
        }
    }

    /// The forcing branches, if the pattern is a forcing chain's.
    pub fn forcing(&self) -> Option<&ForcingParts> {
        match &self.parts {
            Parts::Forcing(f) => Some(f),
            _ => None,
        }
    }

    /// The forcing branches (none for a pattern without them).
    pub fn branches(&self) -> &[Vec<BranchNode>] {
        self.forcing().map_or(&[], |f| &f.branches)
    }
}

/// The contract's field order; a family writes its own fields, and empty ones
/// are left out as the contract allows.
impl Serialize for Pattern {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("cells", &self.cells)?;
        m.serialize_entry("digits", &self.digits)?;
        m.serialize_entry("units", &self.units)?;
        match &self.parts {
            Parts::None => {}
            Parts::Fish(f) => {
                if !f.cover_units.is_empty() {
                    m.serialize_entry("cover_units", &f.cover_units)?;
                }
                if !f.fins.is_empty() {
                    m.serialize_entry("fins", &f.fins)?;
                }
                if f.sashimi {
                    m.serialize_entry("sashimi", &true)?;
                }
            }
            Parts::Search(nodes) => m.serialize_entry("search_nodes", nodes)?,
            Parts::Chain(c) => {
                if !c.chain.is_empty() {
                    m.serialize_entry("chain", &c.chain)?;
                }
                if !c.links.is_empty() {
                    m.serialize_entry("links", &c.links)?;
                }
                if c.is_loop() {
                    m.serialize_entry("loop", &true)?;
                }
                m.serialize_entry("conclusion", &c.conclusion)?;
                if let Some(a) = &c.assumed {
                    m.serialize_entry("assumed", a)?;
                }
            }
            Parts::Als(a) => {
                if !a.als.is_empty() {
                    m.serialize_entry("als", &a.als)?;
                }
                if !a.rcc.is_empty() {
                    m.serialize_entry("rcc", &a.rcc)?;
                }
            }
            Parts::AlsChain(a) => {
                m.serialize_entry("nodes", &a.chain.chain)?;
                m.serialize_entry("links", &a.chain.links)?;
                m.serialize_entry("conclusion", &a.chain.conclusion)?;
                m.serialize_entry("als", &a.als)?;
            }
            Parts::Locking(cells) => {
                if !cells.is_empty() {
                    m.serialize_entry("subset_cells", cells)?;
                }
            }
            Parts::Rectangle(r) => {
                m.serialize_entry("form", r.form.key())?;
                m.serialize_entry("missing", &r.missing)?;
                if !r.subset_cells.is_empty() {
                    m.serialize_entry("subset_cells", &r.subset_cells)?;
                }
            }
            Parts::Excluders(cells) => {
                if !cells.is_empty() {
                    m.serialize_entry("excluders", cells)?;
                }
            }
            Parts::Wing(w) => {
                m.serialize_entry("z", &w.z)?;
                m.serialize_entry("cell_candidates", &w.cell_candidates)?;
            }
            Parts::UniqueLoop(p) => {
                m.serialize_entry("extra_cells", &p.extra_cells)?;
                if let Some(set) = &p.set {
                    m.serialize_entry("subset", if set.hidden { "hidden" } else { "naked" })?;
                    m.serialize_entry("subset_cells", &set.cells)?;
                    m.serialize_entry("subset_digits", &set.digits)?;
                }
            }
            Parts::SueDeCoq(p) => {
                if !p.line_cells.is_empty() {
                    m.serialize_entry("line_cells", &p.line_cells)?;
                }
                if !p.box_cells.is_empty() {
                    m.serialize_entry("box_cells", &p.box_cells)?;
                }
            }
            Parts::Exocet(e) => {
                m.serialize_entry("targets", &e.targets)?;
                m.serialize_entry("companions", &e.companions)?;
                m.serialize_entry("covers", &e.covers)?;
                if !e.rejected.is_empty() {
                    m.serialize_entry("rejected", &e.rejected)?;
                }
            }
            Parts::Sectors(covers) => m.serialize_entry("covers", covers)?,
            Parts::Coloring(c) => {
                m.serialize_entry("colors", &c.colors)?;
                m.serialize_entry("pairs", &c.pairs)?;
                if let Some(clash) = &c.clash {
                    m.serialize_entry("clash", clash)?;
                }
                if !c.links.is_empty() {
                    m.serialize_entry("links", &c.links)?;
                }
            }
            Parts::Templates(t) => {
                m.serialize_entry("ways", &t.ways)?;
                if !t.shown.is_empty() {
                    m.serialize_entry("shown_ways", &t.shown)?;
                }
                if !t.rounds.is_empty() {
                    m.serialize_entry("rounds", &t.rounds)?;
                }
            }
            Parts::Forcing(f) => {
                if let Some(k) = &f.kraken {
                    m.serialize_entry("cover_units", &k.cover_units)?;
                    m.serialize_entry("fins", &k.fins)?;
                    if let Some(u) = &k.branch_cover {
                        m.serialize_entry("branch_cover", u)?;
                    }
                }
                if !f.branches.is_empty() {
                    m.serialize_entry("branches", &f.branches)?;
                }
                if let Some(n) = f.nesting {
                    m.serialize_entry("level", &n.level)?;
                    m.serialize_entry("complexity", &n.complexity)?;
                }
            }
        }
        m.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_family_writes_its_fields_in_the_contract_order() {
        let base = Pattern::new(vec![Cell::at(0, 0)], Digits::single(4), vec![Unit::row(0)]);
        let plain = serde_json::to_string(&base).unwrap();
        assert_eq!(
            plain,
            r#"{"cells":[{"row":1,"col":1}],"digits":[4],"units":[{"kind":"row","index":1}]}"#
        );
        let fish = base.clone().with(Parts::Fish(FishParts {
            cover_units: vec![Unit::col(0)],
            fins: vec![Cell::at(1, 1)],
            sashimi: true,
        }));
        let json = serde_json::to_string(&fish).unwrap();
        let order: Vec<usize> = ["\"cover_units\"", "\"fins\"", "\"sashimi\":true"]
            .iter()
            .map(|k| json.find(k).expect(k))
            .collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "{json}");
        let chain = base.with(Parts::Chain(ChainParts::open(
            vec![ChainNode::cell(Cell::at(0, 0), 4)],
            vec![Link::Strong],
        )));
        let json = serde_json::to_string(&chain).unwrap();
        assert!(
            !json.contains("\"loop\"") && !json.contains("assumed"),
            "{json}"
        );
        assert!(json.ends_with(r#""conclusion":"first_or_last"}"#), "{json}");
    }
}
