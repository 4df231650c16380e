//! Sudoku Explainer's scale for one step: a fixed value for each pattern SE
//! (or Sukaku Explainer, the fork that rated our rated-se set) knows, and for
//! chains and forcing chains a base value by kind plus a bonus for length.
//!
//! The facts, from SE's published behaviour: X- and Y-cycles 6.5, forcing X- and
//! Y-chains 6.6, chains and cycles mixing link kinds 7.0, static cell and unit
//! forcing chains 8.0 (a contradiction on one digit, SE's Nishio, 7.5), dynamic
//! forcing chains 8.5, nested forcing chains 9.5 or
//! 10.0 by what the inner chains need. The bonus: a chain's length is its
//! complexity (the number of distinct nodes over all branches, nested proofs'
//! nodes added) minus 2, and the value gains 0.1 for each threshold of 4, 6, 8,
//! 12, 16, 24, 32, ... (alternately x3/2 and x4/3) that the length passes.

use crate::core::UnitKind;
use crate::step::Pattern;
use crate::step::Step;
use crate::step::branch::{BranchNode, Broken};
use crate::step::chain::{Conclusion, Link};
use crate::step::pattern::{
    AlsChainParts, ChainParts, ExocetParts, ForcingParts, LoopParts, Parts, WingParts,
};
use crate::technique_id::TechniqueId;
use std::collections::HashSet;

/// The tenths a chain of this length gains: one for each threshold of 4, 6, 8,
/// 12, 16, 24, ... that it passes.
pub fn length_bonus(length: usize) -> u16 {
    let (mut bonus, mut ceiling, mut times_four_thirds) = (0, 4usize, false);
    while length > ceiling {
        bonus += 1;
        ceiling = if times_four_thirds {
            ceiling * 4 / 3
        } else {
            ceiling * 3 / 2
        };
        times_four_thirds = !times_four_thirds;
    }
    bonus
}

/// What links a chain uses, which sets its base value.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ChainKind {
    /// One digit, single cells: X-chains and X-cycles.
    X,
    /// Strong links only inside two-candidate cells, weak links on one digit
    /// between cells: Y-chains (XY-chains, remote pairs) and Y-cycles.
    Y,
    /// Anything else: groups, or strong and weak links of both kinds.
    Mixed,
}

/// The kind of links `chain` uses.
pub fn chain_kind(chain: &ChainParts) -> ChainKind {
    let nodes = &chain.chain;
    if nodes.iter().any(|n| n.cells.len() != 1) {
        return ChainKind::Mixed;
    }
    if nodes.iter().all(|n| n.digit == nodes[0].digit) {
        return ChainKind::X;
    }
    let pairs = nodes.iter().zip(nodes.iter().cycle().skip(1));
    let y = chain
        .links
        .iter()
        .zip(pairs)
        .all(|(link, (a, b))| match link {
            Link::Strong => a.cells == b.cells && a.digit != b.digit,
            Link::Weak => a.cells != b.cells && a.digit == b.digit,
        });
    if y { ChainKind::Y } else { ChainKind::Mixed }
}

/// Whether SE finds `chain` as a cycle (a continuous loop) rather than a
/// forcing chain, and its length as SE counts it (the distinct candidates,
/// each true or false, the chain passes, minus 2): what its value and SE's
/// short name for it rest on.
pub fn chain_shape(chain: &ChainParts) -> (bool, usize) {
    let nodes = chain.chain.len();
    let places_its_end = nodes > 1 && chain.chain.first() == chain.chain.last();
    match chain.conclusion {
        Conclusion::ContinuousLoop => (true, nodes.saturating_sub(2)),
        Conclusion::Contradiction => (false, nodes.saturating_sub(1)),
        Conclusion::FirstOrLast if places_its_end => (false, nodes.saturating_sub(2)),
        Conclusion::FirstOrLast => (false, nodes),
    }
}

/// A chain step's value as SE finds it.
///
/// - SE looks for cycles on X-links alone, on Y-links alone and on both, and
///   for forcing chains (a candidate true leads to itself false, or false to
///   true) on X-links alone and on both: an X- or Y-cycle is 6.5, a forcing
///   X-chain 6.6, and everything else SE finds only with both kinds of links, at
///   7.0. An XY-chain is one of those: a Y-chain cannot lead a candidate to its
///   own negation.
/// - The bonus is on SE's length: the distinct candidates, each true or false,
///   the chain passes, minus 2. An open chain's removal adds its target twice
///   (true, then false), so the length is the chain's nodes; a contradiction
///   loop repeats its first node once, so one less; a continuous loop, or a
///   chain that starts and ends on the candidate it places, two less.
pub fn chain_difficulty(chain: &ChainParts) -> u16 {
    let kind = chain_kind(chain);
    let (cycle, length) = chain_shape(chain);
    let base = match kind {
        ChainKind::X | ChainKind::Y if cycle => 65,
        ChainKind::X => 66,
        _ => 70,
    };
    base + length_bonus(length)
}

/// An ALS chain's value: the catalog's 8.1 plus the length bonus of its
/// size (its nodes, each set counted by its cells instead of its two nodes),
/// as an open AIC's bonus is on its nodes.
pub fn als_chain_value(chain: &AlsChainParts) -> u16 {
    TechniqueId::AlsChain.info().difficulty + length_bonus(chain.size())
}

/// How many nodes a forcing step's proof has: the distinct nodes of each
/// branch, summed over the branches, plus every node of the nested proofs.
pub fn forcing_complexity(forcing: &ForcingParts) -> usize {
    forcing
        .branches
        .iter()
        .map(|branch| {
            let distinct: HashSet<_> = branch.iter().map(|n| (n.cell, n.digit, n.on)).collect();
            distinct.len() + branch.iter().map(|n| proof_size(&n.proof)).sum::<usize>()
        })
        .sum()
}

fn proof_size(proof: &[BranchNode]) -> usize {
    proof.len() + proof.iter().map(|n| proof_size(&n.proof)).sum::<usize>()
}

/// Whether every nested proof is one line: each node follows from the one
/// before it alone, as in a plain forcing chain (SE's nesting level 2, 9.5); a
/// proof whose nodes need several premises is rated at level 3 (10.0), the
/// middle of the levels SE's nested chains reach on the hardest puzzles.
fn nested_proofs_are_lines(forcing: &ForcingParts) -> bool {
    forcing.branches.iter().flatten().all(|n| {
        n.proof
            .iter()
            .all(|p| p.from.len() <= 1 && p.proof.is_empty())
    })
}

/// Whether every node of every branch is about one digit: SE's Nishio, a
/// contradiction followed on one digit alone.
fn on_one_digit(forcing: &ForcingParts) -> bool {
    let mut nodes = forcing.branches.iter().flatten();
    let first = nodes.next().map(|n| n.digit);
    nodes.all(|n| Some(n.digit) == first)
}

/// SE's Nishio, a contradiction followed on one digit, before the bonus.
pub(super) const NISHIO: u16 = 75;

/// SE's dynamic forcing chains, before the bonus.
const DYNAMIC: u16 = 85;

/// SE's value of a Nishio: 7.5 plus the bonus for the nodes its contradiction
/// rests on (its branch is cut to them), where a candidate both on and off
/// counts the nodes each of the two rests on, for each.
fn nishio_value(forcing: &ForcingParts) -> u16 {
    let Some(branch) = forcing.branches.first() else {
        return NISHIO;
    };
    // The nodes `ends` follow from, themselves included.
    let rests_on = |ends: Vec<usize>| -> usize {
        let mut seen = vec![false; branch.len()];
        let mut stack = ends;
        while let Some(k) = stack.pop() {
            if k < branch.len() && !seen[k] {
                seen[k] = true;
                stack.extend(branch[k].from.iter().map(|&f| usize::from(f)));
            }
        }
        seen.iter().filter(|&&s| s).count()
    };
    let nodes_of = |keep: &dyn Fn(&BranchNode) -> bool| -> Vec<usize> {
        (0..branch.len()).filter(|&k| keep(&branch[k])).collect()
    };
    let count = match forcing.contradiction {
        Some(Broken::Both(cell, digit)) => [true, false]
            .into_iter()
            .map(|on| {
                rests_on(nodes_of(&|n| {
                    n.cell == cell && n.digit == digit && n.on == on
                }))
            })
            .sum(),
        Some(Broken::NoPlace(unit, digit)) => rests_on(nodes_of(&|n| {
            !n.on && n.digit == digit && unit.cells().contains(n.cell)
        })),
        _ => forcing_complexity(forcing),
    };
    NISHIO + length_bonus(count)
}

/// SE's base value of a chain found at nesting `level`, in tenths: 8.5 for
/// its plain dynamic chains (level 0), 9.0 for its "Dynamic Forcing Chains
/// (+)" (level 1), then 9.5, 10.0, 10.5 for its nested levels 2 to 4.
pub fn nesting_base(level: u8) -> u16 {
    match level {
        0 => 85,
        1 => DEEP_FLOOR,
        l => 95 + 5 * (u16::from(l) - 2),
    }
}

/// The least a deep forcing chain is worth: SE's level 1 without bonus.
const DEEP_FLOOR: u16 = 90;

/// The value of a chain SE's nesting levels find: the level's base plus the
/// length bonus of its complexity minus 2.
pub fn nesting_value(level: u8, complexity: u32) -> u16 {
    nesting_base(level) + length_bonus(complexity.saturating_sub(2) as usize)
}

/// A forcing step's base value on SE's scale.
fn forcing_base(technique: TechniqueId, forcing: &ForcingParts) -> u16 {
    match technique {
        TechniqueId::ContradictionChain if on_one_digit(forcing) => NISHIO,
        TechniqueId::DynamicForcingChain => DYNAMIC,
        TechniqueId::NestedForcingChain | TechniqueId::NestedPatternForcingChain
            if nested_proofs_are_lines(forcing) =>
        {
            95
        }
        TechniqueId::NestedForcingChain | TechniqueId::NestedPatternForcingChain => 100,
        // Static cell, unit and contradiction chains.
        _ => 80,
    }
}

/// A forcing step's value: its base plus the bonus for its complexity minus 2.
pub fn forcing_difficulty(technique: TechniqueId, forcing: &ForcingParts) -> u16 {
    let base = forcing_base(technique, forcing);
    // SE sees a contradiction only as a candidate both on and off: its Nishio
    // ends on two nodes where our branch ends on one broken rule, and its
    // dynamic chain reaches a cell or unit left empty one node later (the last
    // candidate or place turned on, then off). The extra node is counted in.
    let emptied = matches!(
        forcing.contradiction,
        Some(Broken::NoCandidate(_) | Broken::NoPlace(..))
    );
    let extra = usize::from(base == NISHIO || (base == DYNAMIC && emptied));
    base + length_bonus((forcing_complexity(forcing) + extra).saturating_sub(2))
}

/// The least and the most a step of technique `id` can be worth on SE's
/// scale ([`step_difficulty`]), in tenths; `None` for no upper bound (a
/// chain's length bonus has none). What lets `generate` turn a puzzle down
/// without valuing the step it has not found.
pub fn value_bounds(id: TechniqueId) -> (u16, Option<u16>) {
    let catalog = id.info().difficulty;
    match id {
        TechniqueId::HiddenSingle => (HIDDEN_SINGLE_IN_BOX, Some(catalog)),
        TechniqueId::UniqueRectangle2 | TechniqueId::UniqueRectangle4 => (45, Some(45)),
        TechniqueId::EmptyRectangle => (43, Some(43)),
        // A locked set of one to eight cells beyond the roof.
        TechniqueId::UniqueRectangle3 => (catalog.min(46), Some(catalog.max(53))),
        // SE's cycles on one kind of link are its cheapest chains.
        TechniqueId::XChain
        | TechniqueId::XyChain
        | TechniqueId::RemotePair
        | TechniqueId::Aic
        | TechniqueId::NiceLoop => (catalog.min(65), None),
        TechniqueId::ContradictionChain | TechniqueId::Nishio => (NISHIO, None),
        TechniqueId::AlsChain => (catalog, None),
        // A locked set of two to six digits.
        TechniqueId::BugType3 => (58, Some(62)),
        // A rectangle to a loop of ten cells or more.
        TechniqueId::UniqueLoop1 | TechniqueId::UniqueLoop2 | TechniqueId::UniqueLoop4 => {
            (45, Some(50))
        }
        // A hidden pair of the loop's digits to a naked set of seven.
        TechniqueId::UniqueLoop3 => (45, Some(56)),
        TechniqueId::ThreeStrongLinks | TechniqueId::FourStrongLinks => {
            (catalog, Some(catalog + 2))
        }
        // A bonus of 0.1 (WXYZ) or 0.2 (VWXYZ) at most for the fullest cell.
        TechniqueId::WxyzWing => (catalog, Some(catalog + 1)),
        TechniqueId::VwxyzWing => (catalog, Some(catalog + 2)),
        // A tridagon's guardians may lead to its conclusion through
        // branches, which earn the length bonus.
        TechniqueId::CellForcingChain
        | TechniqueId::UnitForcingChain
        | TechniqueId::KrakenFish
        | TechniqueId::Tridagon => (80, None),
        TechniqueId::DynamicForcingChain => (DYNAMIC, None),
        TechniqueId::NestedForcingChain | TechniqueId::NestedPatternForcingChain => (95, None),
        TechniqueId::DeepForcingChain | TechniqueId::PatternForcingChain => (DEEP_FLOOR, None),
        _ => (catalog, Some(catalog)),
    }
}

/// The difficulty of a hidden single in a box, in tenths: easier (1.2) than one
/// in a row or column (1.5, the catalog's figure for the technique).
pub const HIDDEN_SINGLE_IN_BOX: u16 = 12;

/// One step's difficulty by its technique alone, in tenths: the catalog's
/// value, except that a hidden single in a box is [`HIDDEN_SINGLE_IN_BOX`].
/// It orders techniques (`--max-technique`, `generate --needs`), where a
/// chain's length must not make it outrank a harder technique.
pub fn technique_difficulty(step: &Step) -> u16 {
    match step.technique {
        TechniqueId::HiddenSingle if in_box(step) => HIDDEN_SINGLE_IN_BOX,
        id => id.info().difficulty,
    }
}

/// Every value [`technique_difficulty`] gives a step of `id`, in tenths,
/// lowest first: two for a hidden single (in a box, in a line), one for the
/// rest. What a list of techniques says each is worth.
pub fn technique_values(id: TechniqueId) -> Vec<u16> {
    match id {
        TechniqueId::HiddenSingle => vec![HIDDEN_SINGLE_IN_BOX, id.info().difficulty],
        id => vec![id.info().difficulty],
    }
}

fn in_box(step: &Step) -> bool {
    step.pattern()
        .units
        .first()
        .is_some_and(|u| u.kind() == UnitKind::Box)
}

/// One step's difficulty on SE's scale, in tenths.
///
/// - A hidden single in a box is 1.2, in a line 1.5.
/// - A unique rectangle of type 3 gains 0.1 for each cell of its locked set
///   beyond the roof (a pair 4.6, a triple 4.7, a quad 4.8); types 1, 2 and 4
///   are 4.5, as Sukaku Explainer rates them.
/// - SE's unique rectangles and loops by their length and type 3's set
///   ([`unique_loop_value`], with the search that sorts by it).
/// - X-chains, XY-chains, remote pairs, AICs and nice loops are rated as SE rates
///   the chain they are ([`chain_difficulty`]).
/// - Forcing chains by their kind and size ([`forcing_difficulty`]).
/// - A junior exocet's compatibility test by the ways it follows
///   (`exocet_value`).
/// - A tridagon whose guardians lead to its conclusion through branches as
///   a static forcing chain: 8.0 and the branches' length bonus.
/// - Every other step has its technique's catalog value (the patterns SE has at
///   SE's value; wings, colouring, finned fish, ALS and the rest at ours).
pub fn step_difficulty(step: &Step) -> u16 {
    let pattern = step.pattern();
    match (step.technique, &pattern.parts) {
        (TechniqueId::HiddenSingle, _) if in_box(step) => HIDDEN_SINGLE_IN_BOX,
        (TechniqueId::UniqueRectangle2 | TechniqueId::UniqueRectangle4, _) => 45,
        (TechniqueId::EmptyRectangle, _) => 43,
        (TechniqueId::UniqueRectangle3, Parts::Locking(cells)) => 45 + cells.len() as u16,
        (
            TechniqueId::XChain
            | TechniqueId::XyChain
            | TechniqueId::RemotePair
            | TechniqueId::Aic
            | TechniqueId::NiceLoop,
            Parts::Chain(chain),
        ) => chain_difficulty(chain),
        (TechniqueId::AlsChain, Parts::AlsChain(chain)) => als_chain_value(chain),
        (TechniqueId::Nishio, Parts::Forcing(forcing)) => nishio_value(forcing),
        (
            TechniqueId::DeepForcingChain | TechniqueId::PatternForcingChain,
            Parts::Forcing(ForcingParts {
                nesting: Some(n), ..
            }),
        ) => nesting_value(n.level, n.complexity),
        // SE's BUG type 3: 5.7 plus 0.1 for each digit of its locked set
        // beyond one.
        (TechniqueId::BugType3, _) => 56 + pattern.digits.len() as u16,
        (
            TechniqueId::UniqueLoop1
            | TechniqueId::UniqueLoop2
            | TechniqueId::UniqueLoop3
            | TechniqueId::UniqueLoop4,
            _,
        ) => unique_loop_value(pattern),
        (_, Parts::Forcing(forcing)) => forcing_difficulty(step.technique, forcing),
        (TechniqueId::ThreeStrongLinks | TechniqueId::FourStrongLinks, Parts::Chain(chain)) => {
            strong_links_value(step.technique, chain)
        }
        (TechniqueId::WxyzWing | TechniqueId::VwxyzWing, Parts::Wing(wing)) => {
            sukaku_wing_value(step.technique, wing)
        }
        (TechniqueId::JuniorExocet, Parts::Exocet(exocet)) => exocet_value(exocet),
        _ => step.technique.info().difficulty,
    }
}

/// A junior exocet's value: 7.9, and for a step of its compatibility test
/// SE's length bonus on what the reader follows besides the pattern (each
/// rejected way's four placements and its singles), as a forcing chain's
/// branches earn it: the lines of singles are the test's work.
fn exocet_value(exocet: &ExocetParts) -> u16 {
    TechniqueId::JuniorExocet.info().difficulty + length_bonus(exocet.followed())
}

/// Sukaku Explainer's value of a wing of n cells holding n digits, by its
/// fullest cell: WXYZ (four cells) 5.5, plus 0.1 when that cell holds 3
/// candidates; VWXYZ (five) 6.2, plus 0.2 for a fullest cell of 3, 0.1 for 2
/// or 4. A fullest cell of middling size is the harder to see.
fn sukaku_wing_value(id: TechniqueId, wing: &WingParts) -> u16 {
    let cells = wing.cell_candidates.len() as i32;
    let largest = wing.largest_cell() as i32;
    let bonus = (cells - 3 - (3 - largest).abs()).max(0) as u16;
    id.info().difficulty + bonus
}

/// Sukaku Explainer's value of three or four strong links on one digit, by
/// the units its strong links lie in (a pair in a line and a box counts as
/// the line's): the technique's base (5.4 for three, 5.8 for four) when
/// every one is in a row or every one in a column; 0.1 more when rows and
/// columns mix, or a box link joins them; 0.2 more when both.
fn strong_links_value(id: TechniqueId, chain: &ChainParts) -> u16 {
    let kinds: Vec<UnitKind> = chain
        .chain
        .chunks(2)
        .filter_map(|pair| {
            let [a, b] = pair else { return None };
            let (a, b) = (a.cells.first()?, b.cells.first()?);
            Some(if a.row() == b.row() {
                UnitKind::Row
            } else if a.col() == b.col() {
                UnitKind::Col
            } else {
                UnitKind::Box
            })
        })
        .collect();
    let has = |k: UnitKind| kinds.contains(&k);
    let mixed = has(UnitKind::Row) && has(UnitKind::Col);
    id.info().difficulty + u16::from(mixed) + u16::from(has(UnitKind::Box))
}

/// SE's value of a unique rectangle or loop, in tenths: 4.5 for the
/// rectangle, 4.6 for six cells, 4.7 for eight, 5.0 for ten or more; a type 3
/// set adds 0.1 per digit beyond one (naked) or beyond the loop's two
/// (hidden). Read from the pattern alone: the
/// scale values a step by it, and SE's search sorts its loops by it.
pub fn unique_loop_value(pattern: &Pattern) -> u16 {
    let length = match pattern.cells.len() {
        0..=5 => 45,
        6..=7 => 46,
        8..=9 => 47,
        _ => 50,
    };
    let bonus = match &pattern.parts {
        Parts::UniqueLoop(LoopParts { set: Some(set), .. }) => {
            let free = if set.hidden { 2 } else { 1 };
            set.digits.len().saturating_sub(free) as u16
        }
        _ => 0,
    };
    length + bonus
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Cell;
    use crate::step::chain::ChainNode;
    use crate::step::pattern::ChainParts;

    /// A cell as `(row, col)`, from 0.
    type At = (u8, u8);

    /// Strong links of one digit between these cells, weak links between
    /// them.
    fn strong_links(pairs: &[(At, At)]) -> ChainParts {
        let mut nodes = Vec::new();
        let mut links = Vec::new();
        for &((r1, c1), (r2, c2)) in pairs {
            if !nodes.is_empty() {
                links.push(Link::Weak);
            }
            nodes.push(ChainNode::cell(Cell::at(r1, c1), 5));
            nodes.push(ChainNode::cell(Cell::at(r2, c2), 5));
            links.push(Link::Strong);
        }
        ChainParts::open(nodes, links)
    }

    #[test]
    fn a_nishio_counts_what_both_ends_share_twice() {
        use crate::step::branch::BranchNode;
        // A on; B off from A; C on from B's off; C off from A: C's on rests
        // on C, B, A (3) and its off on C, A (2): 5 nodes, bonus 1.
        let (a, b, c) = (Cell::at(0, 0), Cell::at(0, 4), Cell::at(4, 4));
        let node = |cell, on, from: Vec<u16>| BranchNode {
            cell,
            digit: 7,
            on,
            from,
            proof: Vec::new(),
            broken: None,
            pattern: None,
        };
        let forcing = ForcingParts {
            branches: vec![vec![
                node(a, true, vec![]),
                node(b, false, vec![0]),
                node(c, false, vec![0]),
                node(c, true, vec![1]),
            ]],
            contradiction: Some(Broken::Both(c, 7)),
            nesting: None,
            kraken: None,
        };
        assert_eq!(nishio_value(&forcing), NISHIO + length_bonus(5));
        assert_eq!(length_bonus(5), 1);
    }

    #[test]
    fn sukaku_wings_are_valued_by_their_fullest_cell() {
        use TechniqueId::{VwxyzWing, WxyzWing};
        // Cells of these many candidates (their digits do not matter here).
        let wing = |sizes: &[usize]| WingParts {
            z: 9,
            cell_candidates: sizes.iter().map(|&n| (1..=n as u8).collect()).collect(),
        };
        assert_eq!(sukaku_wing_value(WxyzWing, &wing(&[4, 2, 2, 2])), 55);
        assert_eq!(sukaku_wing_value(WxyzWing, &wing(&[3, 2, 3, 2])), 56);
        assert_eq!(sukaku_wing_value(WxyzWing, &wing(&[2, 2, 2, 2])), 55);
        assert_eq!(sukaku_wing_value(VwxyzWing, &wing(&[5, 2, 2, 2, 2])), 62);
        assert_eq!(sukaku_wing_value(VwxyzWing, &wing(&[4, 2, 2, 2, 2])), 63);
        assert_eq!(sukaku_wing_value(VwxyzWing, &wing(&[3, 3, 2, 2, 2])), 64);
        assert_eq!(sukaku_wing_value(VwxyzWing, &wing(&[2, 2, 2, 2, 2])), 63);
        for id in [WxyzWing, VwxyzWing] {
            let (low, high) = value_bounds(id);
            assert_eq!(
                (low, high),
                (
                    id.info().difficulty,
                    Some(low + (id == VwxyzWing) as u16 + 1)
                )
            );
        }
    }

    #[test]
    fn strong_links_are_valued_by_their_units() {
        use TechniqueId::{FourStrongLinks as Four, ThreeStrongLinks as Three};
        let rows = strong_links(&[((0, 0), (0, 5)), ((3, 5), (3, 7)), ((6, 7), (6, 1))]);
        assert_eq!(strong_links_value(Three, &rows), 54);
        let cols = strong_links(&[((0, 0), (5, 0)), ((5, 3), (7, 3)), ((7, 6), (1, 6))]);
        assert_eq!(strong_links_value(Three, &cols), 54);
        // A box pair (r1c1, r2c2) between rows: 0.1 more.
        let boxed = strong_links(&[((0, 4), (0, 0)), ((1, 1), (0, 2)), ((4, 2), (4, 8))]);
        assert_eq!(strong_links_value(Three, &boxed), 55);
        let mixed = strong_links(&[((0, 0), (0, 5)), ((3, 5), (7, 5)), ((7, 6), (7, 1))]);
        assert_eq!(strong_links_value(Three, &mixed), 55);
        let both = strong_links(&[((0, 4), (0, 0)), ((1, 1), (0, 2)), ((4, 2), (8, 2))]);
        assert_eq!(strong_links_value(Three, &both), 56);
        let four = strong_links(&[
            ((0, 0), (0, 5)),
            ((3, 5), (3, 7)),
            ((6, 7), (6, 1)),
            ((8, 1), (8, 4)),
        ]);
        assert_eq!(strong_links_value(Four, &four), 58);
    }

    /// The XY-chain or loop through two-candidate cells `(row, col, a, b)`:
    /// a strong link inside each cell, a weak one on the shared digit
    /// between cells.
    fn through_pairs(cells: &[(u8, u8, u8, u8)], conclusion: Conclusion) -> ChainParts {
        let mut nodes = Vec::new();
        let mut links = Vec::new();
        for &(r, c, a, b) in cells {
            if !nodes.is_empty() {
                links.push(Link::Weak);
            }
            nodes.push(ChainNode::cell(Cell::at(r, c), a));
            nodes.push(ChainNode::cell(Cell::at(r, c), b));
            links.push(Link::Strong);
        }
        if conclusion == Conclusion::ContinuousLoop {
            links.push(Link::Weak);
        }
        ChainParts {
            conclusion,
            ..ChainParts::open(nodes, links)
        }
    }

    #[test]
    fn a_y_cycle_is_6_5_and_an_xy_chain_7_0_as_se_finds_them() {
        // Four two-candidate cells round a rectangle: 8 nodes. As a loop SE's
        // length is 6 (6.5 + 0.1); open, SE finds it only as a forcing chain
        // mixing links (7.0), of length 8 (+ 0.2).
        let cells = [(0, 0, 1, 2), (0, 4, 2, 3), (4, 4, 3, 4), (4, 0, 4, 1)];
        let cycle = through_pairs(&cells, Conclusion::ContinuousLoop);
        assert_eq!(chain_kind(&cycle), ChainKind::Y);
        assert_eq!(chain_difficulty(&cycle), 66);
        let open = through_pairs(&cells, Conclusion::FirstOrLast);
        assert_eq!(chain_difficulty(&open), 72);
    }

    #[test]
    fn an_x_chain_is_6_6_plus_its_nodes_bonus() {
        let nodes: Vec<ChainNode> = [(0, 0), (0, 5), (3, 5), (3, 8), (7, 8), (7, 1)]
            .into_iter()
            .map(|(r, c)| ChainNode::cell(Cell::at(r, c), 5))
            .collect();
        let links = vec![
            Link::Strong,
            Link::Weak,
            Link::Strong,
            Link::Weak,
            Link::Strong,
        ];
        let chain = ChainParts::open(nodes, links);
        assert_eq!(chain_kind(&chain), ChainKind::X);
        assert_eq!(chain_difficulty(&chain), 67);
    }

    #[test]
    fn the_bonus_thresholds_are_4_6_8_12_16_24_32() {
        let bonuses: Vec<u16> = [0, 4, 5, 6, 7, 8, 9, 12, 13, 16, 17, 24, 25, 32, 33, 48, 49]
            .into_iter()
            .map(length_bonus)
            .collect();
        assert_eq!(bonuses, [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8]);
        // Then 64, 96, 128, 192.
        assert_eq!(length_bonus(64), 8);
        assert_eq!(length_bonus(65), 9);
        assert_eq!(length_bonus(96), 9);
        assert_eq!(length_bonus(97), 10);
        assert_eq!(length_bonus(128), 10);
        assert_eq!(length_bonus(129), 11);
        assert_eq!(length_bonus(192), 11);
        assert_eq!(length_bonus(193), 12);
    }
}
