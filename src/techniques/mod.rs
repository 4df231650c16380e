//! The solving techniques: the [`Technique`] trait, the [`TechniqueId`] of every
//! technique with its name, difficulty and level, and the registry whose order is
//! the solving order.
//!
//! Inside: one file per technique, or per family that shares a size parameter
//! (naked and hidden subsets, basic fish). Adding a technique touches one source
//! file, one enum variant, one row of [`TechniqueId::info`], one registry line,
//! one lesson file (`techniques/<id>.md`) and one row of the trace contract.

mod aic;
mod als_xy_wing;
mod als_xz;
mod basic_fish;
mod box_line;
mod bug_plus_one;
mod cell_forcing_chain;
mod chain_search;
mod combinations;
mod contradiction_chain;
mod death_blossom;
mod dynamic_forcing_chain;
mod empty_rectangle;
mod finned_fish;
mod full_house;
mod hidden_rectangle;
mod hidden_single;
mod hidden_subset;
mod intersection;
mod multi_coloring;
mod naked_single;
mod naked_subset;
mod nested_forcing_chain;
mod nice_loop;
mod pointing;
mod remote_pair;
mod simple_coloring;
mod skyscraper;
mod sue_de_coq;
mod turbot_fish;
mod two_string_kite;
mod unique_rectangle;
mod unit_forcing_chain;
mod w_wing;
mod x_chain;
mod xy_chain;
mod xy_wing;
mod xyz_wing;

use crate::grid::Grid;
use crate::sentence::Sentence;
use crate::step::Deduction;
use serde::Serialize;

pub use aic::Aic;
pub use als_xy_wing::AlsXyWing;
pub use als_xz::AlsXz;
pub use basic_fish::BasicFish;
pub use box_line::BoxLine;
pub use bug_plus_one::BugPlusOne;
pub use cell_forcing_chain::CellForcingChain;
pub use contradiction_chain::ContradictionChain;
pub use death_blossom::DeathBlossom;
pub use dynamic_forcing_chain::DynamicForcingChain;
pub use empty_rectangle::EmptyRectangle;
pub use finned_fish::FinnedFish;
pub use full_house::FullHouse;
pub use hidden_rectangle::HiddenRectangle;
pub use hidden_single::HiddenSingle;
pub use hidden_subset::HiddenSubset;
pub use multi_coloring::MultiColoring;
pub use naked_single::NakedSingle;
pub use naked_subset::NakedSubset;
pub use nested_forcing_chain::NestedForcingChain;
pub use nice_loop::NiceLoop;
pub use pointing::Pointing;
pub use remote_pair::RemotePair;
pub use simple_coloring::SimpleColoring;
pub use skyscraper::Skyscraper;
pub use sue_de_coq::SueDeCoq;
pub use turbot_fish::TurbotFish;
pub use two_string_kite::TwoStringKite;
pub use unique_rectangle::UniqueRectangle;
pub use unit_forcing_chain::UnitForcingChain;
pub use w_wing::WWing;
pub use x_chain::XChain;
pub use xy_chain::XyChain;
pub use xy_wing::XyWing;
pub use xyz_wing::XyzWing;

/// The stable id of a technique, as the trace contract spells it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, clap::ValueEnum)]
#[serde(rename_all = "snake_case")]
#[value(rename_all = "snake_case")]
pub enum TechniqueId {
    FullHouse,
    NakedSingle,
    HiddenSingle,
    Pointing,
    BoxLine,
    NakedPair,
    HiddenPair,
    NakedTriple,
    HiddenTriple,
    NakedQuad,
    HiddenQuad,
    XWing,
    Swordfish,
    Jellyfish,
    Skyscraper,
    TwoStringKite,
    XyWing,
    TurbotFish,
    EmptyRectangle,
    FinnedXWing,
    XyzWing,
    WWing,
    SimpleColoring,
    #[serde(rename = "unique_rectangle_1")]
    #[value(name = "unique_rectangle_1")]
    UniqueRectangle1,
    #[serde(rename = "unique_rectangle_2")]
    #[value(name = "unique_rectangle_2")]
    UniqueRectangle2,
    #[serde(rename = "unique_rectangle_3")]
    #[value(name = "unique_rectangle_3")]
    UniqueRectangle3,
    #[serde(rename = "unique_rectangle_4")]
    #[value(name = "unique_rectangle_4")]
    UniqueRectangle4,
    FinnedSwordfish,
    HiddenRectangle,
    MultiColoring,
    FinnedJellyfish,
    BugPlusOne,
    RemotePair,
    SueDeCoq,
    XChain,
    XyChain,
    Aic,
    NiceLoop,
    AlsXz,
    AlsXyWing,
    DeathBlossom,
    CellForcingChain,
    UnitForcingChain,
    ContradictionChain,
    DynamicForcingChain,
    NestedForcingChain,
    /// The fallback: a digit proved right by search, not by a technique.
    #[value(skip)]
    Backtrack,
}

/// How hard a technique is, in words players use.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug, Serialize, clap::ValueEnum)]
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
}

/// The fixed facts about one technique.
#[derive(Clone, Copy, Debug)]
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

const fn info(
    id: TechniqueId,
    key: &'static str,
    name: &'static str,
    difficulty: u16,
    level: Level,
) -> TechniqueInfo {
    TechniqueInfo {
        id,
        key,
        name,
        difficulty,
        level,
    }
}

/// Every technique in solving order, with the fallback last.
pub const TECHNIQUES: [TechniqueInfo; 47] = {
    use Level::*;
    use TechniqueId::*;
    [
        info(FullHouse, "full_house", "Full house", 10, Easy),
        info(NakedSingle, "naked_single", "Naked single", 23, Easy),
        info(HiddenSingle, "hidden_single", "Hidden single", 15, Easy),
        info(Pointing, "pointing", "Pointing", 26, Medium),
        info(BoxLine, "box_line", "Box-line", 28, Medium),
        info(NakedPair, "naked_pair", "Naked pair", 30, Medium),
        info(HiddenPair, "hidden_pair", "Hidden pair", 34, Medium),
        info(NakedTriple, "naked_triple", "Naked triple", 36, Hard),
        info(HiddenTriple, "hidden_triple", "Hidden triple", 40, Hard),
        info(NakedQuad, "naked_quad", "Naked quad", 50, Hard),
        info(HiddenQuad, "hidden_quad", "Hidden quad", 54, Hard),
        info(XWing, "x_wing", "X-wing", 32, Hard),
        info(Swordfish, "swordfish", "Swordfish", 38, Hard),
        info(Jellyfish, "jellyfish", "Jellyfish", 52, Hard),
        info(Skyscraper, "skyscraper", "Skyscraper", 40, Expert),
        info(
            TwoStringKite,
            "two_string_kite",
            "Two-string kite",
            41,
            Expert,
        ),
        info(XyWing, "xy_wing", "XY-wing", 42, Expert),
        info(TurbotFish, "turbot_fish", "Turbot fish", 42, Expert),
        info(
            EmptyRectangle,
            "empty_rectangle",
            "Empty rectangle",
            42,
            Expert,
        ),
        info(FinnedXWing, "finned_x_wing", "Finned X-wing", 43, Expert),
        info(XyzWing, "xyz_wing", "XYZ-wing", 44, Expert),
        info(WWing, "w_wing", "W-wing", 44, Expert),
        info(
            SimpleColoring,
            "simple_coloring",
            "Simple colouring",
            45,
            Expert,
        ),
        info(
            UniqueRectangle1,
            "unique_rectangle_1",
            "Unique rectangle type 1",
            45,
            Expert,
        ),
        info(
            UniqueRectangle2,
            "unique_rectangle_2",
            "Unique rectangle type 2",
            46,
            Expert,
        ),
        info(
            UniqueRectangle3,
            "unique_rectangle_3",
            "Unique rectangle type 3",
            46,
            Expert,
        ),
        info(
            UniqueRectangle4,
            "unique_rectangle_4",
            "Unique rectangle type 4",
            46,
            Expert,
        ),
        info(
            FinnedSwordfish,
            "finned_swordfish",
            "Finned swordfish",
            46,
            Expert,
        ),
        info(
            HiddenRectangle,
            "hidden_rectangle",
            "Hidden rectangle",
            47,
            Expert,
        ),
        info(
            MultiColoring,
            "multi_coloring",
            "Multi-colouring",
            50,
            Expert,
        ),
        info(
            FinnedJellyfish,
            "finned_jellyfish",
            "Finned jellyfish",
            54,
            Expert,
        ),
        info(BugPlusOne, "bug_plus_one", "BUG+1", 56, Expert),
        info(RemotePair, "remote_pair", "Remote pair", 57, Expert),
        info(SueDeCoq, "sue_de_coq", "Sue de Coq", 60, Expert),
        info(XChain, "x_chain", "X-chain", 65, Expert),
        info(XyChain, "xy_chain", "XY-chain", 66, Expert),
        info(Aic, "aic", "AIC", 70, Expert),
        info(NiceLoop, "nice_loop", "Nice loop", 71, Expert),
        info(AlsXz, "als_xz", "ALS-XZ", 72, Expert),
        info(AlsXyWing, "als_xy_wing", "ALS-XY-wing", 74, Expert),
        info(DeathBlossom, "death_blossom", "Death blossom", 78, Expert),
        info(
            CellForcingChain,
            "cell_forcing_chain",
            "Cell forcing chain",
            82,
            Extreme,
        ),
        info(
            UnitForcingChain,
            "unit_forcing_chain",
            "Unit forcing chain",
            83,
            Extreme,
        ),
        info(
            ContradictionChain,
            "contradiction_chain",
            "Contradiction chain",
            85,
            Extreme,
        ),
        info(
            DynamicForcingChain,
            "dynamic_forcing_chain",
            "Dynamic forcing chain",
            90,
            Extreme,
        ),
        info(
            NestedForcingChain,
            "nested_forcing_chain",
            "Nested forcing chain",
            95,
            Extreme,
        ),
        info(Backtrack, "backtrack", "Backtracking", 100, Extreme),
    ]
};

impl TechniqueId {
    /// The technique's fixed facts.
    pub fn info(self) -> &'static TechniqueInfo {
        TECHNIQUES
            .iter()
            .find(|t| t.id == self)
            .expect("every id has a row")
    }

    /// The name people read.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The snake_case id of the trace contract.
    pub fn as_str(self) -> &'static str {
        self.info().key
    }

    /// Whether the technique places a digit on its own (the singles).
    pub fn is_single(self) -> bool {
        matches!(
            self,
            TechniqueId::FullHouse | TechniqueId::NakedSingle | TechniqueId::HiddenSingle
        )
    }
}

impl std::fmt::Display for TechniqueId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One solving technique.
pub trait Technique: Send + Sync {
    /// The stable id.
    fn id(&self) -> TechniqueId;

    /// The next instance on `grid` in the fixed scan order (units row, column,
    /// box; digits ascending; cells row-major), or `None` when the technique would
    /// change nothing. Never changes the grid.
    fn find(&self, grid: &Grid) -> Option<Deduction>;

    /// The sentence that explains a deduction this technique found.
    fn sentence(&self, deduction: &Deduction) -> Sentence;

    /// The name people read.
    fn name(&self) -> &'static str {
        self.id().name()
    }

    /// Difficulty on Sudoku Explainer's scale, in tenths.
    fn difficulty(&self) -> u16 {
        self.id().info().difficulty
    }

    /// Whether the technique holds only for a puzzle with a single solution (the
    /// engine uses it only when the solution counter has proved that).
    fn needs_unique_solution(&self) -> bool {
        false
    }
}

static REGISTRY: [&dyn Technique; 46] = [
    &FullHouse,
    &NakedSingle,
    &HiddenSingle,
    &Pointing,
    &BoxLine,
    &NakedSubset::PAIR,
    &HiddenSubset::PAIR,
    &NakedSubset::TRIPLE,
    &HiddenSubset::TRIPLE,
    &NakedSubset::QUAD,
    &HiddenSubset::QUAD,
    &BasicFish::X_WING,
    &BasicFish::SWORDFISH,
    &BasicFish::JELLYFISH,
    &Skyscraper,
    &TwoStringKite,
    &XyWing,
    &TurbotFish,
    &EmptyRectangle,
    &FinnedFish::X_WING,
    &XyzWing,
    &WWing,
    &SimpleColoring,
    &UniqueRectangle::TYPE_1,
    &UniqueRectangle::TYPE_2,
    &UniqueRectangle::TYPE_3,
    &UniqueRectangle::TYPE_4,
    &FinnedFish::SWORDFISH,
    &HiddenRectangle,
    &MultiColoring,
    &FinnedFish::JELLYFISH,
    &BugPlusOne,
    &RemotePair,
    &SueDeCoq,
    &XChain,
    &XyChain,
    &Aic,
    &NiceLoop,
    &AlsXz,
    &AlsXyWing,
    &DeathBlossom,
    &CellForcingChain,
    &UnitForcingChain,
    &ContradictionChain,
    &DynamicForcingChain,
    &NestedForcingChain,
];

/// Every technique, in the default solving order.
pub fn registry() -> &'static [&'static dyn Technique] {
    &REGISTRY
}

/// The technique with this id, if the engine has one (the fallback is not a technique).
pub fn technique(id: TechniqueId) -> Option<&'static dyn Technique> {
    REGISTRY.iter().copied().find(|t| t.id() == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registry_order_is_the_table_order() {
        let ids: Vec<TechniqueId> = registry().iter().map(|t| t.id()).collect();
        let table: Vec<TechniqueId> = TECHNIQUES.iter().map(|t| t.id).collect();
        assert_eq!(ids, table[..table.len() - 1]);
    }

    #[test]
    fn ids_are_snake_case() {
        assert_eq!(TechniqueId::XWing.as_str(), "x_wing");
        for t in TECHNIQUES {
            let json = serde_json::to_string(&t.id).unwrap();
            assert_eq!(json, format!("\"{}\"", t.key));
        }
        assert_eq!(TechniqueId::BoxLine.as_str(), "box_line");
        assert_eq!(
            serde_json::to_string(&TechniqueId::HiddenSingle).unwrap(),
            "\"hidden_single\""
        );
    }
}
