//! Which techniques there are, as facts: each one's id, key, name, difficulty
//! on Sudoku Explainer's scale, level and family, in solving order. Steps, the
//! rating and the renderers name techniques by these ids; the implementations
//! sit above, in `techniques/`, and the catalog joins each id to its own. So
//! this table imports nothing of the solving code, and a file that only needs
//! a technique's name or value does not depend on the techniques.

use serde::{Serialize, Serializer};
use std::fmt;

/// How hard a technique is, in words players use.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    /// Singles only.
    Easy,
    /// Intersections and pairs.
    Medium,
    /// Triples, quads and basic fish.
    Hard,
    /// Wings, single-digit patterns, colouring, uniqueness, chains, ALS.
    Expert,
    /// The patterns of the hardest puzzles and forcing chains, or
    /// backtracking where even they fail.
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];

    /// The level's name, lower case.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
        }
    }

    /// What a puzzle of this level needs, in a few words.
    pub const fn about(self) -> &'static str {
        match self {
            Level::Easy => "Singles only",
            Level::Medium => "Intersections and pairs",
            Level::Hard => "Triples, quads and basic fish",
            Level::Expert => "Wings, single-digit patterns, colouring, uniqueness, chains, ALS",
            Level::Extreme => {
                "Exocets, tridagons, ALS chains, franken, mutant and kraken fish, multi-sector \
                 locked sets, forcing chains, or backtracking where even they fail"
            }
        }
    }

    /// The level with this name.
    pub fn from_name(name: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == name)
    }
}

/// The kind of pattern a technique looks for, as a first hint names it before
/// the technique itself ("look for a fish" before "look for an X-wing").
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Family {
    /// Full house, naked and hidden single.
    Single,
    /// Pointing and box-line: a digit locked in one box and one line.
    Intersection,
    /// Naked and hidden pairs, triples and quads.
    Subset,
    /// X-wing, swordfish, jellyfish, with or without fins; franken, mutant and kraken fish.
    Fish,
    /// Patterns of one digit: skyscraper, kite, turbot fish, empty rectangle, colouring.
    SingleDigit,
    /// XY-, XYZ- and W-wing.
    Wing,
    /// Unique rectangles, hidden rectangle and BUG+1.
    Uniqueness,
    /// Remote pair, X- and XY-chains, AIC and nice loops.
    Chain,
    /// Almost locked sets: Sue de Coq, ALS-XZ, ALS-XY-wing, death blossom.
    AlmostLockedSet,
    /// Aligned exclusions: choices of digits for a few cells ruled out one
    /// by one.
    Exclusion,
    /// Exocets: base cells whose digits must reappear in target cells.
    Exocet,
    /// Patterns no solution can fill with their digits alone: the tridagon.
    ImpossiblePattern,
    /// Cells of several rows and columns whose digits fill exactly as many
    /// row and column places.
    MultiSectorLockedSet,
    /// Forcing chains of every kind.
    ForcingChain,
    /// The fallback search.
    Search,
}

impl Family {
    /// The family as a hint names it, with its article: "a fish".
    pub const fn with_article(self) -> &'static str {
        match self {
            Family::Single => "a single",
            Family::Intersection => "an intersection (a digit locked in one box and one line)",
            Family::Subset => "a subset (a naked or hidden pair, triple or quad)",
            Family::Fish => "a fish",
            Family::SingleDigit => "a pattern of one digit",
            Family::Wing => "a wing",
            Family::Uniqueness => "a uniqueness pattern",
            Family::Chain => "a chain",
            Family::AlmostLockedSet => "an almost locked set pattern",
            Family::Exclusion => {
                "an exclusion (the digits a few cells could take, ruled out choice by choice)"
            }
            Family::Exocet => {
                "an exocet (two base cells whose two digits must reappear in two target cells)"
            }
            Family::ImpossiblePattern => {
                "an impossible pattern (cells that cannot hold only its digits)"
            }
            Family::MultiSectorLockedSet => {
                "a multi-sector locked set (cells of some rows and columns whose digits fill \
                 exactly as many row and column places)"
            }
            Family::ForcingChain => "a forcing chain",
            Family::Search => "a guess",
        }
    }
}

/// The fixed facts about one technique: one row of the table.
#[derive(Clone, Copy)]
pub struct TechniqueInfo {
    /// The id.
    pub id: TechniqueId,
    /// The id as the trace contract spells it (`hidden_single`).
    pub key: &'static str,
    /// The name people read (`Hidden single`).
    pub name: &'static str,
    /// Difficulty on Sudoku Explainer's scale, in tenths (`15` is 1.5); for a
    /// hidden single the line case (in a box it is 1.2, see `rating`).
    pub difficulty: u16,
    /// The level a puzzle needing it reaches.
    pub level: Level,
}

impl fmt::Debug for TechniqueInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("TechniqueInfo")
            .field("key", &self.key)
            .field("difficulty", &self.difficulty)
            .field("level", &self.level)
            .finish()
    }
}

/// Declares [`TechniqueId`] and [`TECHNIQUES`] from one list of rows, so an id,
/// its facts and its place in the solving order cannot drift apart.
macro_rules! technique_table {
    ($($id:ident: $key:literal, $name:literal, $tenths:literal, $level:ident;)*) => {
        /// The stable id of a technique, as the trace contract spells it. The
        /// variants are in solving order, the fallback last.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub enum TechniqueId {
            $(#[doc = $name] $id,)*
            /// The fallback: a digit proved right by search, not by a technique.
            Backtrack,
        }

        /// Every technique in solving order, with the fallback last.
        pub const TECHNIQUES: &[TechniqueInfo] = &[
            $(TechniqueInfo {
                id: TechniqueId::$id,
                key: $key,
                name: $name,
                difficulty: $tenths,
                level: Level::$level,
            },)*
            TechniqueInfo {
                id: TechniqueId::Backtrack,
                key: "backtrack",
                name: "Backtracking",
                difficulty: 100,
                level: Level::Extreme,
            },
        ];
    };
}

technique_table! {
    // id: key, name, difficulty in tenths, level
    FullHouse: "full_house", "Full house", 10, Easy;
    NakedSingle: "naked_single", "Naked single", 23, Easy;
    HiddenSingle: "hidden_single", "Hidden single", 15, Easy;
    Pointing: "pointing", "Pointing", 26, Medium;
    BoxLine: "box_line", "Box-line", 28, Medium;
    NakedPair: "naked_pair", "Naked pair", 30, Medium;
    HiddenPair: "hidden_pair", "Hidden pair", 34, Medium;
    NakedTriple: "naked_triple", "Naked triple", 36, Hard;
    HiddenTriple: "hidden_triple", "Hidden triple", 40, Hard;
    NakedQuad: "naked_quad", "Naked quad", 50, Hard;
    HiddenQuad: "hidden_quad", "Hidden quad", 54, Hard;
    DirectPointing: "direct_pointing", "Direct pointing", 17, Medium;
    DirectClaiming: "direct_claiming", "Direct claiming", 19, Medium;
    DirectHiddenPair: "direct_hidden_pair", "Direct hidden pair", 20, Medium;
    DirectHiddenTriple: "direct_hidden_triple", "Direct hidden triple", 25, Hard;
    XWing: "x_wing", "X-wing", 32, Hard;
    Swordfish: "swordfish", "Swordfish", 38, Hard;
    Jellyfish: "jellyfish", "Jellyfish", 52, Hard;
    Skyscraper: "skyscraper", "Skyscraper", 40, Expert;
    TwoStringKite: "two_string_kite", "Two-string kite", 41, Expert;
    XyWing: "xy_wing", "XY-wing", 42, Expert;
    TurbotFish: "turbot_fish", "Turbot fish", 42, Expert;
    EmptyRectangle: "empty_rectangle", "Empty rectangle", 42, Expert;
    FinnedXWing: "finned_x_wing", "Finned X-wing", 43, Expert;
    XyzWing: "xyz_wing", "XYZ-wing", 44, Expert;
    WWing: "w_wing", "W-wing", 44, Expert;
    ColoringWrap: "coloring_wrap", "Colour wrap", 45, Expert;
    ColoringTrap: "coloring_trap", "Colour trap", 45, Expert;
    SimpleColoring: "simple_coloring", "Simple colouring", 45, Expert;
    UniqueRectangle1: "unique_rectangle_1", "Unique rectangle type 1", 45, Expert;
    UniqueRectangle2: "unique_rectangle_2", "Unique rectangle type 2", 46, Expert;
    UniqueRectangle3: "unique_rectangle_3", "Unique rectangle type 3", 46, Expert;
    UniqueRectangle4: "unique_rectangle_4", "Unique rectangle type 4", 46, Expert;
    UniqueRectangle5: "unique_rectangle_5", "Unique rectangle type 5", 46, Expert;
    UniqueRectangle6: "unique_rectangle_6", "Unique rectangle type 6", 46, Expert;
    AvoidableRectangle1: "avoidable_rectangle_1", "Avoidable rectangle type 1", 45, Expert;
    AvoidableRectangle2: "avoidable_rectangle_2", "Avoidable rectangle type 2", 45, Expert;
    UniqueLoop1: "unique_loop_1", "Unique loop type 1", 45, Expert;
    UniqueLoop2: "unique_loop_2", "Unique loop type 2", 45, Expert;
    UniqueLoop3: "unique_loop_3", "Unique loop type 3", 45, Expert;
    UniqueLoop4: "unique_loop_4", "Unique loop type 4", 45, Expert;
    FinnedSwordfish: "finned_swordfish", "Finned swordfish", 46, Expert;
    HiddenRectangle: "hidden_rectangle", "Hidden rectangle", 47, Expert;
    RectangleMissingCandidates: "rectangle_missing_candidates", "Rectangle missing digits", 48, Expert;
    MultiColoringWrap: "multi_coloring_wrap", "Multi-colour wrap", 50, Expert;
    MultiColoringTrap: "multi_coloring_trap", "Multi-colour trap", 50, Expert;
    MultiColoring: "multi_coloring", "Multi-colouring", 50, Expert;
    FinnedJellyfish: "finned_jellyfish", "Finned jellyfish", 54, Expert;
    ThreeStrongLinks: "three_strong_links", "Three strong links", 54, Expert;
    WxyzWing: "wxyz_wing", "WXYZ-wing", 55, Expert;
    FourStrongLinks: "four_strong_links", "Four strong links", 58, Expert;
    VwxyzWing: "vwxyz_wing", "VWXYZ-wing", 62, Expert;
    BugPlusOne: "bug_plus_one", "BUG+1", 56, Expert;
    BugType1: "bug_type_1", "BUG type 1", 56, Expert;
    BugType2: "bug_type_2", "BUG type 2", 57, Expert;
    BugType4: "bug_type_4", "BUG type 4", 57, Expert;
    BugType3: "bug_type_3", "BUG type 3", 58, Expert;
    RemotePair: "remote_pair", "Remote pair", 57, Expert;
    SueDeCoq: "sue_de_coq", "Sue de Coq", 60, Expert;
    XChain: "x_chain", "X-chain", 65, Expert;
    XyChain: "xy_chain", "XY-chain", 66, Expert;
    Aic: "aic", "AIC", 70, Expert;
    NiceLoop: "nice_loop", "Nice loop", 71, Expert;
    AlsXz: "als_xz", "ALS-XZ", 72, Expert;
    AlsXyWing: "als_xy_wing", "ALS-XY-wing", 74, Expert;
    DeathBlossom: "death_blossom", "Death blossom", 78, Expert;
    Templates: "templates", "Templates", 80, Extreme;
    JuniorExocet: "junior_exocet", "Junior exocet", 79, Extreme;
    Tridagon: "tridagon", "Tridagon", 80, Extreme;
    AlsChain: "als_chain", "ALS chain", 81, Extreme;
    FrankenFish: "franken_fish", "Franken fish", 81, Extreme;
    MutantFish: "mutant_fish", "Mutant fish", 82, Extreme;
    KrakenFish: "kraken_fish", "Kraken fish", 82, Extreme;
    AlignedPairExclusion: "aligned_pair_exclusion", "Aligned pair exclusion", 62, Expert;
    AlignedTripleExclusion: "aligned_triple_exclusion", "Aligned triple exclusion", 75, Expert;
    Nishio: "nishio", "Nishio", 75, Extreme;
    CellForcingChain: "cell_forcing_chain", "Cell forcing chain", 82, Extreme;
    UnitForcingChain: "unit_forcing_chain", "Unit forcing chain", 83, Extreme;
    ContradictionChain: "contradiction_chain", "Contradiction chain", 85, Extreme;
    DynamicForcingChain: "dynamic_forcing_chain", "Dynamic forcing chain", 90, Extreme;
    MultiSectorLockedSet: "multi_sector_locked_set", "Multi-sector locked set", 92, Extreme;
    PatternForcingChain: "pattern_forcing_chain", "Pattern forcing chain", 93, Extreme;
    NestedPatternForcingChain: "nested_pattern_forcing_chain", "Nested pattern forcing chain", 95, Extreme;
    NestedForcingChain: "nested_forcing_chain", "Nested forcing chain", 95, Extreme;
    DeepForcingChain: "deep_forcing_chain", "Deep forcing chain", 90, Extreme;
}

impl TechniqueId {
    /// The technique's fixed facts.
    pub fn info(self) -> &'static TechniqueInfo {
        // The enum and the table come from the same rows, in the same order.
        &TECHNIQUES[self as usize]
    }

    /// The name people read.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The snake_case id of the trace contract.
    pub fn as_str(self) -> &'static str {
        self.info().key
    }

    /// The id with this snake_case key.
    pub fn from_key(key: &str) -> Option<TechniqueId> {
        TECHNIQUES.iter().find(|t| t.key == key).map(|t| t.id)
    }

    /// The kind of pattern the technique looks for.
    pub fn family(self) -> Family {
        use TechniqueId::*;
        match self {
            FullHouse | NakedSingle | HiddenSingle => Family::Single,
            Pointing | BoxLine | DirectPointing | DirectClaiming => Family::Intersection,
            NakedPair | HiddenPair | NakedTriple | HiddenTriple | NakedQuad | HiddenQuad
            | DirectHiddenPair | DirectHiddenTriple => Family::Subset,
            XWing | Swordfish | Jellyfish | FinnedXWing | FinnedSwordfish | FinnedJellyfish
            | FrankenFish | MutantFish | KrakenFish => Family::Fish,
            Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle | ColoringWrap
            | ColoringTrap | SimpleColoring | MultiColoringWrap | MultiColoringTrap
            | MultiColoring | Templates => Family::SingleDigit,
            XyWing | XyzWing | WWing | WxyzWing | VwxyzWing => Family::Wing,
            UniqueRectangle1
            | UniqueRectangle2
            | UniqueRectangle3
            | UniqueRectangle4
            | UniqueRectangle5
            | UniqueRectangle6
            | AvoidableRectangle1
            | AvoidableRectangle2
            | UniqueLoop1
            | UniqueLoop2
            | UniqueLoop3
            | UniqueLoop4
            | HiddenRectangle
            | RectangleMissingCandidates
            | BugPlusOne
            | BugType1
            | BugType2
            | BugType3
            | BugType4 => Family::Uniqueness,
            RemotePair | XChain | XyChain | Aic | NiceLoop | ThreeStrongLinks | FourStrongLinks
            | AlsChain => Family::Chain,
            SueDeCoq | AlsXz | AlsXyWing | DeathBlossom => Family::AlmostLockedSet,
            AlignedPairExclusion | AlignedTripleExclusion => Family::Exclusion,
            JuniorExocet => Family::Exocet,
            Tridagon => Family::ImpossiblePattern,
            MultiSectorLockedSet => Family::MultiSectorLockedSet,
            CellForcingChain
            | UnitForcingChain
            | ContradictionChain
            | DynamicForcingChain
            | PatternForcingChain
            | NestedPatternForcingChain
            | NestedForcingChain
            | DeepForcingChain
            | Nishio => Family::ForcingChain,
            Backtrack => Family::Search,
        }
    }

    /// For a technique only SE's path takes by default, the human path's
    /// technique that stands for it: enabled, it enables this one on SE's
    /// path, since the options callers give name the human path's
    /// techniques. SE's direct hints stand on the intersection or subset they
    /// tell with the hidden single it leaves (the human path shows the two
    /// steps; rated below the naked single, they would otherwise come before
    /// every naked single); Sukaku's strong links on the X-chain they are; the
    /// Nishio on the contradiction chain it is; SE's BUG types on BUG+1; SE's
    /// aligned exclusions on the death blossom whose eliminations they make;
    /// Sukaku's WXYZ- and VWXYZ-wings on the ALS-XZ that makes theirs.
    /// SE's unique loops (rectangles among them) on the unique rectangle of
    /// their type.
    /// `None` for the human path's own techniques.
    pub const fn se_only_base(self) -> Option<TechniqueId> {
        use TechniqueId::*;
        match self {
            DirectPointing => Some(Pointing),
            DirectClaiming => Some(BoxLine),
            DirectHiddenPair => Some(HiddenPair),
            DirectHiddenTriple => Some(HiddenTriple),
            ThreeStrongLinks | FourStrongLinks => Some(XChain),
            Nishio => Some(ContradictionChain),
            DeepForcingChain => Some(NestedForcingChain),
            BugType1 | BugType2 | BugType3 | BugType4 => Some(BugPlusOne),
            AlignedPairExclusion | AlignedTripleExclusion => Some(DeathBlossom),
            WxyzWing | VwxyzWing => Some(AlsXz),
            UniqueLoop1 => Some(UniqueRectangle1),
            UniqueLoop2 => Some(UniqueRectangle2),
            UniqueLoop3 => Some(UniqueRectangle3),
            UniqueLoop4 => Some(UniqueRectangle4),
            _ => None,
        }
    }

    /// For a technique the human path no longer takes because others make
    /// all its eliminations and more in one step each, those techniques:
    /// simple colouring tells a colour wrap or trap as a chain that proves
    /// part of what the colour wrap and the colour trap remove, and
    /// multi-colouring one removal of a multi-colour trap or wrap at a time.
    /// They stay in the catalog for `--techniques` and for traces written
    /// with them.
    pub const fn replaced_by(self) -> Option<&'static [TechniqueId]> {
        use TechniqueId::*;
        match self {
            SimpleColoring => Some(&[ColoringWrap, ColoringTrap]),
            MultiColoring => Some(&[MultiColoringWrap, MultiColoringTrap]),
            _ => None,
        }
    }

    /// Whether the technique is taken only when asked for by name
    /// (`--techniques`), as HoDoKu leaves it off by default: the templates,
    /// a search across all of a digit's ways that a player checks by trying
    /// them, not a pattern to spot. `hint --all` still lists its steps.
    pub const fn on_request(self) -> bool {
        matches!(self, TechniqueId::Templates)
    }

    /// Whether the human path (what `explain`, `hint`, `generate` and the
    /// trainer walk) takes the technique when no technique list is given: all
    /// but those only SE's path takes (see [`TechniqueId::se_only_base`]),
    /// those others replace (see [`TechniqueId::replaced_by`]) and those
    /// taken on request (see [`TechniqueId::on_request`]).
    pub const fn on_human_path(self) -> bool {
        self.se_only_base().is_none() && self.replaced_by().is_none() && !self.on_request()
    }

    /// Whether the technique tells the puzzle's givens from the digits placed
    /// since (the avoidable rectangles): a position for it must be written
    /// in a form that keeps the difference.
    pub fn reads_givens(self) -> bool {
        matches!(
            self,
            TechniqueId::AvoidableRectangle1 | TechniqueId::AvoidableRectangle2
        )
    }

    /// Whether the technique places a digit on its own (the singles).
    pub fn is_single(self) -> bool {
        matches!(
            self,
            TechniqueId::FullHouse | TechniqueId::NakedSingle | TechniqueId::HiddenSingle
        )
    }
}

impl fmt::Display for TechniqueId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for TechniqueId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_indexed_by_id() {
        for (k, t) in TECHNIQUES.iter().enumerate() {
            assert_eq!(t.id as usize, k);
            assert_eq!(TechniqueId::from_key(t.key), Some(t.id));
        }
        assert_eq!(
            TECHNIQUES.last().map(|t| t.id),
            Some(TechniqueId::Backtrack)
        );
    }

    #[test]
    fn ids_are_snake_case() {
        assert_eq!(TechniqueId::XWing.as_str(), "x_wing");
        assert_eq!(TechniqueId::BoxLine.as_str(), "box_line");
        assert_eq!(TechniqueId::UniqueRectangle1.as_str(), "unique_rectangle_1");
        for t in TECHNIQUES {
            let json = serde_json::to_string(&t.id).unwrap();
            assert_eq!(json, format!("\"{}\"", t.key));
            assert!(
                t.key
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
            );
        }
    }

    #[test]
    fn levels_have_names_and_words() {
        for l in Level::ALL {
            assert_eq!(Level::from_name(l.name()), Some(l));
            assert!(!l.about().is_empty());
        }
    }
}
