//! Which techniques there are: each one's id, name, difficulty, level and
//! implementation, in solving order. One row per technique; adding a technique
//! means one file under `techniques/`, one row here, one lesson
//! (`techniques/<id>.md`) and one row of the trace contract.
//!
//! The catalog sits above the techniques: a technique never needs its own id
//! (sentences do not name the technique; renderers do), so the techniques do
//! not import this file and the crate has no import cycle through it.

use crate::techniques::Technique;
use crate::techniques::{
    als, chains, fish, forcing, intersections, single_digit, singles, subsets, uniqueness, wings,
};
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
    /// Forcing chains, or backtracking where even they fail.
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
            Level::Extreme => "Forcing chains, or backtracking where even they fail",
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
    /// X-wing, swordfish, jellyfish, with or without fins.
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
            Family::ForcingChain => "a forcing chain",
            Family::Search => "a guess",
        }
    }
}

/// The fixed facts about one technique: one row of the catalog.
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
    /// The implementation; `None` only for the fallback, which is a search.
    pub technique: Option<&'static dyn Technique>,
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
macro_rules! catalog {
    ($($id:ident: $key:literal, $name:literal, $tenths:literal, $level:ident, $technique:expr;)*) => {
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
                technique: Some($technique),
            },)*
            TechniqueInfo {
                id: TechniqueId::Backtrack,
                key: "backtrack",
                name: "Backtracking",
                difficulty: 100,
                level: Level::Extreme,
                technique: None,
            },
        ];
    };
}

catalog! {
    // id: key, name, difficulty in tenths, level, implementation (in its family folder)
    FullHouse: "full_house", "Full house", 10, Easy, &singles::FullHouse;
    NakedSingle: "naked_single", "Naked single", 23, Easy, &singles::NakedSingle;
    HiddenSingle: "hidden_single", "Hidden single", 15, Easy, &singles::HiddenSingle;
    Pointing: "pointing", "Pointing", 26, Medium, &intersections::Pointing;
    BoxLine: "box_line", "Box-line", 28, Medium, &intersections::BoxLine;
    NakedPair: "naked_pair", "Naked pair", 30, Medium, &subsets::NakedSubset::PAIR;
    HiddenPair: "hidden_pair", "Hidden pair", 34, Medium, &subsets::HiddenSubset::PAIR;
    NakedTriple: "naked_triple", "Naked triple", 36, Hard, &subsets::NakedSubset::TRIPLE;
    HiddenTriple: "hidden_triple", "Hidden triple", 40, Hard, &subsets::HiddenSubset::TRIPLE;
    NakedQuad: "naked_quad", "Naked quad", 50, Hard, &subsets::NakedSubset::QUAD;
    HiddenQuad: "hidden_quad", "Hidden quad", 54, Hard, &subsets::HiddenSubset::QUAD;
    XWing: "x_wing", "X-wing", 32, Hard, &fish::BasicFish::X_WING;
    Swordfish: "swordfish", "Swordfish", 38, Hard, &fish::BasicFish::SWORDFISH;
    Jellyfish: "jellyfish", "Jellyfish", 52, Hard, &fish::BasicFish::JELLYFISH;
    Skyscraper: "skyscraper", "Skyscraper", 40, Expert, &single_digit::Skyscraper;
    TwoStringKite: "two_string_kite", "Two-string kite", 41, Expert, &single_digit::TwoStringKite;
    XyWing: "xy_wing", "XY-wing", 42, Expert, &wings::XyWing;
    TurbotFish: "turbot_fish", "Turbot fish", 42, Expert, &single_digit::TurbotFish;
    EmptyRectangle: "empty_rectangle", "Empty rectangle", 42, Expert, &single_digit::EmptyRectangle;
    FinnedXWing: "finned_x_wing", "Finned X-wing", 43, Expert, &fish::FinnedFish::X_WING;
    XyzWing: "xyz_wing", "XYZ-wing", 44, Expert, &wings::XyzWing;
    WWing: "w_wing", "W-wing", 44, Expert, &wings::WWing;
    SimpleColoring: "simple_coloring", "Simple colouring", 45, Expert, &single_digit::SimpleColoring;
    UniqueRectangle1: "unique_rectangle_1", "Unique rectangle type 1", 45, Expert, &uniqueness::UniqueRectangle::TYPE_1;
    UniqueRectangle2: "unique_rectangle_2", "Unique rectangle type 2", 46, Expert, &uniqueness::UniqueRectangle::TYPE_2;
    UniqueRectangle3: "unique_rectangle_3", "Unique rectangle type 3", 46, Expert, &uniqueness::UniqueRectangle::TYPE_3;
    UniqueRectangle4: "unique_rectangle_4", "Unique rectangle type 4", 46, Expert, &uniqueness::UniqueRectangle::TYPE_4;
    FinnedSwordfish: "finned_swordfish", "Finned swordfish", 46, Expert, &fish::FinnedFish::SWORDFISH;
    HiddenRectangle: "hidden_rectangle", "Hidden rectangle", 47, Expert, &uniqueness::HiddenRectangle;
    MultiColoring: "multi_coloring", "Multi-colouring", 50, Expert, &single_digit::MultiColoring;
    FinnedJellyfish: "finned_jellyfish", "Finned jellyfish", 54, Expert, &fish::FinnedFish::JELLYFISH;
    BugPlusOne: "bug_plus_one", "BUG+1", 56, Expert, &uniqueness::BugPlusOne;
    RemotePair: "remote_pair", "Remote pair", 57, Expert, &chains::RemotePair;
    SueDeCoq: "sue_de_coq", "Sue de Coq", 60, Expert, &als::SueDeCoq;
    XChain: "x_chain", "X-chain", 65, Expert, &chains::XChain;
    XyChain: "xy_chain", "XY-chain", 66, Expert, &chains::XyChain;
    Aic: "aic", "AIC", 70, Expert, &chains::Aic;
    NiceLoop: "nice_loop", "Nice loop", 71, Expert, &chains::NiceLoop;
    AlsXz: "als_xz", "ALS-XZ", 72, Expert, &als::AlsXz;
    AlsXyWing: "als_xy_wing", "ALS-XY-wing", 74, Expert, &als::AlsXyWing;
    DeathBlossom: "death_blossom", "Death blossom", 78, Expert, &als::DeathBlossom;
    CellForcingChain: "cell_forcing_chain", "Cell forcing chain", 82, Extreme, &forcing::CellForcingChain;
    UnitForcingChain: "unit_forcing_chain", "Unit forcing chain", 83, Extreme, &forcing::UnitForcingChain;
    ContradictionChain: "contradiction_chain", "Contradiction chain", 85, Extreme, &forcing::ContradictionChain;
    DynamicForcingChain: "dynamic_forcing_chain", "Dynamic forcing chain", 90, Extreme, &forcing::DynamicForcingChain;
    NestedForcingChain: "nested_forcing_chain", "Nested forcing chain", 95, Extreme, &forcing::NestedForcingChain;
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

    /// The implementation (`None` for the fallback).
    pub fn technique(self) -> Option<&'static dyn Technique> {
        self.info().technique
    }

    /// The kind of pattern the technique looks for.
    pub fn family(self) -> Family {
        use TechniqueId::*;
        match self {
            FullHouse | NakedSingle | HiddenSingle => Family::Single,
            Pointing | BoxLine => Family::Intersection,
            NakedPair | HiddenPair | NakedTriple | HiddenTriple | NakedQuad | HiddenQuad => {
                Family::Subset
            }
            XWing | Swordfish | Jellyfish | FinnedXWing | FinnedSwordfish | FinnedJellyfish => {
                Family::Fish
            }
            Skyscraper | TwoStringKite | TurbotFish | EmptyRectangle | SimpleColoring
            | MultiColoring => Family::SingleDigit,
            XyWing | XyzWing | WWing => Family::Wing,
            UniqueRectangle1 | UniqueRectangle2 | UniqueRectangle3 | UniqueRectangle4
            | HiddenRectangle | BugPlusOne => Family::Uniqueness,
            RemotePair | XChain | XyChain | Aic | NiceLoop => Family::Chain,
            SueDeCoq | AlsXz | AlsXyWing | DeathBlossom => Family::AlmostLockedSet,
            CellForcingChain | UnitForcingChain | ContradictionChain | DynamicForcingChain
            | NestedForcingChain => Family::ForcingChain,
            Backtrack => Family::Search,
        }
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

/// Every technique the engine can run (all but the fallback), in solving order.
pub fn techniques() -> impl Iterator<Item = (TechniqueId, &'static dyn Technique)> {
    TECHNIQUES
        .iter()
        .filter_map(|t| t.technique.map(|imp| (t.id, imp)))
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
