//! Sudoku Explainer's short technique names (serate's `%S %T %U`): the name
//! SE gives a hint of the same kind as a step of ours, derived from the
//! step's parts where SE's name depends on the instance (sizes, chain kinds,
//! the units of strong links).
//!
//! Where the names come from: each hint class's `getShortName()` in Sukaku
//! Explainer (github.com/SudokuMonster/SukakuExplainer, commit `362854e`,
//! `diuf/sudoku/solver/rules/`), read for what it returns; [`SHORT`] is that
//! reading, written down as data. `tests/data/formats/serate-stu-*.txt` hold
//! the names the real `serate` printed for the same puzzles.

use crate::core::CellSet;
use crate::rating::Rating;
use crate::scale::{ChainKind, chain_kind, chain_shape};
use crate::step::Step;
use crate::step::chain::Link;
use crate::step::pattern::{ChainParts, ForcingParts, Parts, WingParts};
use crate::technique_id::TechniqueId;

/// How SE names a kind of hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Short {
    /// One name for every instance.
    Fixed(&'static str),
    /// `UniqueLoopHint`: `U`, `R` for a rectangle (four cells) or `L` with
    /// the loop's length, then the type.
    UniqueLoop(u8),
    /// `StrongLinksHint` (which finds SE's skyscraper, kite and turbot fish
    /// in Sukaku Explainer): the links' count, a kind, the grouped links'
    /// count and the units of the links.
    StrongLinks,
    /// `WXYZWingHint`, `VWXYZWingHint`: the prefix, then how the wing is
    /// linked, its fullest cell and its size.
    Wing(&'static str),
    /// `ForcingChainHint` and `CycleHint` of SE's "forcing chains and
    /// cycles": by the links the chain uses and whether it is a cycle.
    Chain,
    /// `BinaryChainingHint`, `CellChainingHint`, `RegionChainingHint`: a
    /// prefix for the search (`N` Nishio, `D` dynamic), the form, `C`, and a
    /// nesting level's mark.
    Forcing(Search),
}

/// Which of SE's chaining searches finds a forcing step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Search {
    /// Nishio (`NFC`).
    Nishio,
    /// Multiple static chains: cell (`LFC`) and region (`RFC`) forms.
    Static,
    /// Dynamic chains at a nesting level (0: none).
    Dynamic(u8),
}

use Short::{Chain, Fixed, Forcing, StrongLinks, UniqueLoop, Wing};
use TechniqueId as T;

/// SE's short name for each technique of ours that SE has, as the hint
/// class SE finds the same deduction with names it. A full house is SE's
/// hidden single; SE's direct hidden pair and direct pointing share `DP`.
pub const SHORT: &[(TechniqueId, Short)] = &[
    (T::FullHouse, Fixed("HS")),
    (T::HiddenSingle, Fixed("HS")),
    (T::NakedSingle, Fixed("NS")),
    (T::DirectPointing, Fixed("DP")),
    (T::DirectClaiming, Fixed("DC")),
    (T::DirectHiddenPair, Fixed("DP")),
    (T::DirectHiddenTriple, Fixed("DT")),
    (T::Pointing, Fixed("Po")),
    (T::BoxLine, Fixed("Cl")),
    (T::NakedPair, Fixed("NP")),
    (T::NakedTriple, Fixed("NT")),
    (T::NakedQuad, Fixed("NQ")),
    (T::HiddenPair, Fixed("HP")),
    (T::HiddenTriple, Fixed("HT")),
    (T::HiddenQuad, Fixed("HQ")),
    (T::XWing, Fixed("XW")),
    (T::Swordfish, Fixed("SF")),
    (T::Jellyfish, Fixed("JF")),
    (T::XyWing, Fixed("XYW")),
    (T::XyzWing, Fixed("XYZW")),
    (T::Skyscraper, StrongLinks),
    (T::TwoStringKite, StrongLinks),
    (T::TurbotFish, StrongLinks),
    (T::EmptyRectangle, StrongLinks),
    (T::ThreeStrongLinks, StrongLinks),
    (T::FourStrongLinks, StrongLinks),
    (T::UniqueRectangle1, UniqueLoop(1)),
    (T::UniqueRectangle2, UniqueLoop(2)),
    (T::UniqueRectangle3, UniqueLoop(3)),
    (T::UniqueRectangle4, UniqueLoop(4)),
    (T::UniqueLoop1, UniqueLoop(1)),
    (T::UniqueLoop2, UniqueLoop(2)),
    (T::UniqueLoop3, UniqueLoop(3)),
    (T::UniqueLoop4, UniqueLoop(4)),
    (T::WxyzWing, Wing("WXY")),
    (T::VwxyzWing, Wing("VXY")),
    (T::BugPlusOne, Fixed("BUG1")),
    (T::BugType1, Fixed("BUG1")),
    (T::BugType2, Fixed("BUG2")),
    (T::BugType3, Fixed("BUG3")),
    (T::BugType4, Fixed("BUG4")),
    (T::AlignedPairExclusion, Fixed("APE")),
    (T::AlignedTripleExclusion, Fixed("ATE")),
    (T::XChain, Chain),
    (T::XyChain, Chain),
    (T::RemotePair, Chain),
    (T::Aic, Chain),
    (T::NiceLoop, Chain),
    (T::Nishio, Forcing(Search::Nishio)),
    (T::CellForcingChain, Forcing(Search::Static)),
    (T::UnitForcingChain, Forcing(Search::Static)),
    (T::DynamicForcingChain, Forcing(Search::Dynamic(0))),
    (T::PatternForcingChain, Forcing(Search::Dynamic(1))),
    (T::NestedPatternForcingChain, Forcing(Search::Dynamic(1))),
    (T::NestedForcingChain, Forcing(Search::Dynamic(1))),
    (T::DeepForcingChain, Forcing(Search::Dynamic(1))),
];

/// SE's short names of the steps ER, EP and ED rest on (serate's `%S %T
/// %U`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShortNames {
    /// ER's step's.
    pub er: String,
    /// EP's step's.
    pub ep: String,
    /// ED's (the first step's).
    pub ed: String,
}

impl ShortNames {
    /// The names of the steps `rating` names, `step(k)` being step `k` of
    /// the path it folds.
    pub fn of<'a>(rating: &Rating, step: impl Fn(usize) -> Option<&'a Step>) -> ShortNames {
        let name = |k: Option<usize>| k.and_then(&step).map_or(String::new(), short_name);
        ShortNames {
            er: name(rating.hardest_step),
            ep: name(rating.ep_step),
            ed: name(Some(0)),
        }
    }
}

/// SE's short name for `step`. A technique SE does not have (it finds those
/// deductions only as chains, so no hint of its names them) gets its key
/// here; the fallback's guess is `xx`, serate's name for a puzzle beyond its
/// solver.
pub fn short_name(step: &Step) -> String {
    if step.technique == T::Backtrack {
        return "xx".to_string();
    }
    let Some(&(_, short)) = SHORT.iter().find(|(id, _)| *id == step.technique) else {
        return step.technique.as_str().to_string();
    };
    let parts = &step.pattern().parts;
    match (short, parts) {
        (Fixed(name), _) => name.to_string(),
        (UniqueLoop(kind), _) => {
            let cells = step.pattern().cells.len();
            if cells == 4 {
                format!("UR{kind}")
            } else {
                format!("UL{cells}{kind}")
            }
        }
        (StrongLinks, Parts::Chain(chain)) => strong_links(chain),
        (Wing(prefix), Parts::Wing(wing)) => format!("{prefix}{}", wing_suffix(wing)),
        (Chain, Parts::Chain(chain)) => chain_name(chain),
        (Forcing(search), Parts::Forcing(forcing)) => forcing_name(search, forcing),
        // A step without the parts its name reads: the technique's key.
        _ => step.technique.as_str().to_string(),
    }
}

/// `StrongLinksHint`: each strong link is in a box (0), a row (1) or a
/// column (2), a pair in a line and a box being the line's; the links read
/// in the order SE reads them, or backwards, and rows and columns swapped,
/// whichever is least, after the count of grouped links. Then the name: all
/// in parallel lines `SS` (with the count from three links up), any box or
/// more than three links `SL`, else `SK`; `g` before it when a link is
/// grouped.
fn strong_links(chain: &ChainParts) -> String {
    let mut kinds = Vec::new();
    let mut grouped = 0;
    for (k, link) in chain.links.iter().enumerate() {
        let (Link::Strong, Some(a), Some(b)) = (link, chain.chain.get(k), chain.chain.get(k + 1))
        else {
            continue;
        };
        let cells: CellSet = a.cells.iter().chain(b.cells.iter()).collect();
        let first = cells.iter().next().expect("a node has a cell");
        kinds.push(if cells.iter().all(|c| c.row() == first.row()) {
            1
        } else if cells.iter().all(|c| c.col() == first.col()) {
            2
        } else {
            0
        });
        grouped += usize::from(a.cells.len() > 1 || b.cells.len() > 1);
    }
    let lines = least_lines(&kinds);
    let count = kinds.len();
    let name = if !lines.contains('0') && !lines.contains('2') {
        if count < 3 {
            "SS".to_string()
        } else {
            format!("{count}SS")
        }
    } else if lines.contains('0') || count > 3 {
        format!("{count}SL")
    } else {
        format!("{count}SK")
    };
    let g = if grouped > 0 { "g" } else { "" };
    format!("{g}{name}{grouped}{lines}")
}

/// The units of strong links as SE writes them: the order or its reverse,
/// whichever reads first; then, when a row is among them, that or its rows
/// and columns swapped (forwards or backwards), whichever reads first;
/// without a row, columns are written as rows.
fn least_lines(kinds: &[u8]) -> String {
    let text = |k: &[u8]| k.iter().map(|d| (b'0' + d) as char).collect::<String>();
    let forwards = text(kinds);
    let backwards: Vec<u8> = kinds.iter().rev().copied().collect();
    let chosen = if forwards <= text(&backwards) {
        kinds.to_vec()
    } else {
        backwards
    };
    let swap = |k: u8| match k {
        1 => 2,
        2 => 1,
        other => other,
    };
    if !chosen.contains(&1) {
        return text(
            &chosen
                .iter()
                .map(|&k| if k == 2 { 1 } else { k })
                .collect::<Vec<_>>(),
        );
    }
    let swapped: Vec<u8> = chosen.iter().map(|&k| swap(k)).collect();
    let swapped_back: Vec<u8> = swapped.iter().rev().copied().collect();
    let least_swap = text(&swapped).min(text(&swapped_back));
    text(&chosen).min(least_swap)
}

/// Sukaku Explainer's wing suffix: 1 for a singly linked wing (ours all are:
/// one digit's places do not all see each other), the fullest cell's count,
/// and the candidates of the cells other than the two-candidate `yz` cell.
fn wing_suffix(wing: &WingParts) -> String {
    let total: usize = wing.cell_candidates.iter().map(Vec::len).sum();
    format!("1{}{}", wing.largest_cell(), total.saturating_sub(2))
}

/// SE's chains and cycles: a cycle on one digit is `BiXCy` (`GXW` round four
/// cells), on two-candidate cells `BiYCy`, mixed `BiCy`; a forcing chain on
/// one digit is `FXC` (`TF` at SE's length 4), any other `FC` (SE does not
/// look for forcing chains on two-candidate cells alone).
fn chain_name(chain: &ChainParts) -> String {
    let (cycle, length) = chain_shape(chain);
    let kind = chain_kind(chain);
    let name = match (cycle, kind) {
        (true, ChainKind::X) => {
            let cells: CellSet = chain.chain.iter().flat_map(|n| n.cells.iter()).collect();
            if cells.len() == 4 { "GXW" } else { "BiXCy" }
        }
        (true, ChainKind::Y) => "BiYCy",
        (true, ChainKind::Mixed) => "BiCy",
        (false, ChainKind::X) if length == 4 => "TF",
        (false, ChainKind::X) => "FXC",
        (false, _) => "FC",
    };
    name.to_string()
}

/// SE's forcing chains: `N` for Nishio, `D` for a dynamic search; the form
/// (`F` Nishio's, `CF` a contradiction, `dF` a candidate on and off, `LF`
/// a cell's candidates, `RF` a digit's places in a unit); `C`; and the
/// nesting level's mark (`+`, `+FC`, `+MFC`, `+DFC`).
fn forcing_name(search: Search, forcing: &ForcingParts) -> String {
    let starts: Vec<_> = forcing.branches.iter().filter_map(|b| b.first()).collect();
    let form = match starts.as_slice() {
        [_] => "CF",
        [a, b] if (a.cell, a.digit) == (b.cell, b.digit) => "dF",
        [a, rest @ ..] if rest.iter().all(|s| s.cell == a.cell) => "LF",
        _ => "RF",
    };
    match search {
        Search::Nishio => "NFC".to_string(),
        Search::Static => format!("{form}C"),
        Search::Dynamic(level) => {
            let level = forcing.nesting.map_or(level, |n| n.level);
            format!("D{form}C{}", nesting_mark(level))
        }
    }
}

/// SE's mark for a nesting level (`Chaining.getShortNestedSuffix`).
fn nesting_mark(level: u8) -> String {
    match level {
        0 => String::new(),
        1 => "+".to_string(),
        2 => "+FC".to_string(),
        3 => "+MFC".to_string(),
        4 => "+DFC".to_string(),
        _ => format!("+DFC{}", nesting_mark(level - 3)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strong_link_units_read_as_se_writes_them() {
        // Two rows: a skyscraper; a row and a column: a kite; a box: links.
        assert_eq!(least_lines(&[1, 1]), "11");
        assert_eq!(least_lines(&[2, 2]), "11");
        assert_eq!(least_lines(&[2, 1]), "12");
        assert_eq!(least_lines(&[1, 0]), "01");
        assert_eq!(least_lines(&[2, 0, 2]), "101");
        assert_eq!(least_lines(&[1, 1, 1]), "111");
    }

    #[test]
    fn nesting_marks_follow_se() {
        assert_eq!(nesting_mark(0), "");
        assert_eq!(nesting_mark(2), "+FC");
        assert_eq!(nesting_mark(5), "+DFC+FC");
    }

    #[test]
    fn every_technique_is_named_once() {
        for (k, (id, _)) in SHORT.iter().enumerate() {
            assert!(SHORT[..k].iter().all(|(other, _)| other != id), "{id:?}");
        }
    }
}
