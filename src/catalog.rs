//! Which implementation each technique has: the id table of
//! [`technique_id`](crate::technique_id) joined to the searches under
//! `techniques/`. Adding a technique means one file under `techniques/`, one row
//! in the id table, one arm here (the match is exhaustive, so a row without an
//! implementation does not compile), one lesson (`techniques/<id>.md`) and one
//! row of the trace contract.
//!
//! The catalog sits above the techniques: a technique never needs its own id
//! (sentences do not name the technique; renderers do), so the techniques do
//! not import this file and the crate has no import cycle through it.

pub use crate::technique_id::{Family, Level, TECHNIQUES, TechniqueId, TechniqueInfo};

use crate::techniques::Technique;
use crate::techniques::{
    als, chains, direct, exclusion, exocet, fish, forcing, impossible, intersections, sectors,
    single_digit, singles, subsets, uniqueness, wings,
};

impl TechniqueId {
    /// The implementation (`None` for the fallback, which is a search).
    pub fn technique(self) -> Option<&'static dyn Technique> {
        use TechniqueId::*;
        Some(match self {
            FullHouse => &singles::FullHouse,
            NakedSingle => &singles::NakedSingle,
            HiddenSingle => &singles::HiddenSingle,
            Pointing => &intersections::Pointing,
            BoxLine => &intersections::BoxLine,
            NakedPair => &subsets::NakedSubset::PAIR,
            HiddenPair => &subsets::HiddenSubset::PAIR,
            NakedTriple => &subsets::NakedSubset::TRIPLE,
            HiddenTriple => &subsets::HiddenSubset::TRIPLE,
            NakedQuad => &subsets::NakedSubset::QUAD,
            HiddenQuad => &subsets::HiddenSubset::QUAD,
            DirectPointing => &direct::Direct::POINTING,
            DirectClaiming => &direct::Direct::CLAIMING,
            DirectHiddenPair => &direct::Direct::HIDDEN_PAIR,
            DirectHiddenTriple => &direct::Direct::HIDDEN_TRIPLE,
            XWing => &fish::BasicFish::X_WING,
            Swordfish => &fish::BasicFish::SWORDFISH,
            Jellyfish => &fish::BasicFish::JELLYFISH,
            Skyscraper => &single_digit::Skyscraper,
            TwoStringKite => &single_digit::TwoStringKite,
            XyWing => &wings::XyWing,
            TurbotFish => &single_digit::TurbotFish,
            EmptyRectangle => &single_digit::EmptyRectangle,
            FinnedXWing => &fish::FinnedFish::X_WING,
            XyzWing => &wings::XyzWing,
            WWing => &wings::WWing,
            ColoringWrap => &single_digit::ColoringWrap,
            ColoringTrap => &single_digit::ColoringTrap,
            SimpleColoring => &single_digit::SimpleColoring,
            UniqueRectangle1 => &uniqueness::UniqueRectangle::TYPE_1,
            UniqueRectangle2 => &uniqueness::UniqueRectangle::TYPE_2,
            UniqueRectangle3 => &uniqueness::UniqueRectangle::TYPE_3,
            UniqueRectangle4 => &uniqueness::UniqueRectangle::TYPE_4,
            UniqueRectangle5 => &uniqueness::UniqueRectangle::TYPE_5,
            UniqueRectangle6 => &uniqueness::UniqueRectangle::TYPE_6,
            AvoidableRectangle1 => &uniqueness::AvoidableRectangle::TYPE_1,
            AvoidableRectangle2 => &uniqueness::AvoidableRectangle::TYPE_2,
            FinnedSwordfish => &fish::FinnedFish::SWORDFISH,
            HiddenRectangle => &uniqueness::HiddenRectangle,
            RectangleMissingCandidates => &uniqueness::RectangleMissingCandidates,
            MultiColoringWrap => &single_digit::MultiColoringWrap,
            MultiColoringTrap => &single_digit::MultiColoringTrap,
            MultiColoring => &single_digit::MultiColoring,
            Templates => &single_digit::Templates,
            FinnedJellyfish => &fish::FinnedFish::JELLYFISH,
            ThreeStrongLinks => &chains::StrongLinks::THREE,
            FourStrongLinks => &chains::StrongLinks::FOUR,
            WxyzWing => &wings::SukakuWing::WXYZ,
            VwxyzWing => &wings::SukakuWing::VWXYZ,
            BugPlusOne => &uniqueness::BugPlusOne,
            BugType1 => &uniqueness::BugType::ONE,
            BugType2 => &uniqueness::BugType::TWO,
            BugType3 => &uniqueness::BugType::THREE,
            UniqueLoop1 => &uniqueness::UniqueLoop::ONE,
            UniqueLoop2 => &uniqueness::UniqueLoop::TWO,
            UniqueLoop3 => &uniqueness::UniqueLoop::THREE,
            UniqueLoop4 => &uniqueness::UniqueLoop::FOUR,
            BugType4 => &uniqueness::BugType::FOUR,
            RemotePair => &chains::RemotePair,
            SueDeCoq => &als::SueDeCoq,
            XChain => &chains::XChain(chains::Rules::X_CHAIN),
            XyChain => &chains::XyChain,
            Aic => &chains::Aic(chains::Rules::ANY),
            NiceLoop => &chains::NiceLoop(chains::Rules::ANY),
            AlsXz => &als::AlsXz,
            AlsXyWing => &als::AlsXyWing,
            DeathBlossom => &als::DeathBlossom,
            JuniorExocet => &exocet::JuniorExocet,
            Tridagon => &impossible::Tridagon,
            AlsChain => &chains::AlsChain,
            FrankenFish => &fish::FrankenFish,
            MutantFish => &fish::MutantFish,
            KrakenFish => &forcing::KrakenFish,
            MultiSectorLockedSet => &sectors::MultiSectorLockedSet,
            AlignedPairExclusion => &exclusion::AlignedExclusion::PAIR,
            AlignedTripleExclusion => &exclusion::AlignedExclusion::TRIPLE,
            Nishio => &forcing::Nishio,
            CellForcingChain => &forcing::CellForcingChain {
                broken_branches_count: false,
            },
            UnitForcingChain => &forcing::UnitForcingChain {
                broken_branches_count: false,
            },
            ContradictionChain => &forcing::ContradictionChain,
            DynamicForcingChain => &forcing::DynamicForcingChain,
            PatternForcingChain => &forcing::PatternForcingChain,
            NestedPatternForcingChain => &forcing::NestedPatternForcingChain,
            NestedForcingChain => &forcing::NestedForcingChain::Smallest,
            DeepForcingChain => &forcing::DeepForcingChain,
            Backtrack => return None,
        })
    }
}

/// Every technique the engine can run (all but the fallback), in solving order.
pub fn techniques() -> impl Iterator<Item = (TechniqueId, &'static dyn Technique)> {
    TECHNIQUES
        .iter()
        .filter_map(|t| t.id.technique().map(|imp| (t.id, imp)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_technique_but_the_fallback_has_an_implementation() {
        for t in TECHNIQUES {
            assert_eq!(
                t.id.technique().is_none(),
                t.id == TechniqueId::Backtrack,
                "{}",
                t.key
            );
        }
        assert_eq!(techniques().count(), TECHNIQUES.len() - 1);
    }
}
