//! HoDoKu's vocabulary for techniques, and its level and score as a fold over a
//! path's steps.
//!
//! HoDoKu names a technique by a four-character library code (`0100` for a
//! pointing locked candidate, `xxxx` for a family with no code of its own) and
//! a short argument name (`lc1`), and scores a solve by adding a base score per
//! step; its level is the highest level of a technique used, raised while the
//! score passes that level's ceiling. [`HODOKU_TYPES`] holds those facts as
//! HoDoKu 2.2.4's default configuration states them (its `SolutionType` and
//! `Options.DEFAULT_SOLVER_STEPS`), for the types this program has a technique
//! for or reads in library lines.
//!
//! The figures are HoDoKu's, the steps ours: [`hodoku_rating`] folds HoDoKu's
//! scores over the steps of our path, which is not HoDoKu's path, so the score
//! agrees with HoDoKu's on singles-only puzzles at best and otherwise says how
//! HoDoKu would weigh the steps we took.

use crate::step::Step;
use crate::step::pattern::Parts;
use crate::technique_id::TechniqueId;

/// One of HoDoKu's five levels.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum HodokuLevel {
    /// Singles only.
    Easy,
    /// Intersections, pairs, triples.
    Medium,
    /// Quads, basic fish, wings, single-digit patterns, uniqueness.
    Hard,
    /// Finned fish, chains, ALS, Sue de Coq.
    Unfair,
    /// Forcing chains and nets, big fish, guessing.
    Extreme,
}

impl HodokuLevel {
    /// Every level, easiest first.
    pub const ALL: [HodokuLevel; 5] = [
        HodokuLevel::Easy,
        HodokuLevel::Medium,
        HodokuLevel::Hard,
        HodokuLevel::Unfair,
        HodokuLevel::Extreme,
    ];

    /// The name HoDoKu prints (in English).
    pub const fn name(self) -> &'static str {
        match self {
            HodokuLevel::Easy => "Easy",
            HodokuLevel::Medium => "Medium",
            HodokuLevel::Hard => "Hard",
            HodokuLevel::Unfair => "Unfair",
            HodokuLevel::Extreme => "Extreme",
        }
    }

    /// The highest score a puzzle of this level may have before HoDoKu calls
    /// it the next level.
    pub const fn max_score(self) -> u32 {
        match self {
            HodokuLevel::Easy => 800,
            HodokuLevel::Medium => 1000,
            HodokuLevel::Hard => 1600,
            HodokuLevel::Unfair => 1800,
            HodokuLevel::Extreme => u32::MAX,
        }
    }

    fn next(self) -> HodokuLevel {
        let k = HodokuLevel::ALL
            .iter()
            .position(|&l| l == self)
            .unwrap_or(4);
        HodokuLevel::ALL[(k + 1).min(4)]
    }
}

/// One of HoDoKu's solution types.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HodokuType {
    /// The library code (`0603`; `xxxx` where HoDoKu has none).
    pub code: &'static str,
    /// The argument name of its command line (`u4`).
    pub arg: &'static str,
    /// HoDoKu's English name.
    pub name: &'static str,
    /// Its level in HoDoKu's default configuration.
    pub level: HodokuLevel,
    /// Its base score in HoDoKu's default configuration.
    pub score: u32,
}

macro_rules! hodoku_types {
    ($($code:literal, $arg:literal, $name:literal, $level:ident, $score:literal;)*) => {
        /// HoDoKu's solution types: library code, argument name, name, level and
        /// base score, as HoDoKu 2.2.4 defines them.
        pub const HODOKU_TYPES: &[HodokuType] = &[
            $(HodokuType {
                code: $code,
                arg: $arg,
                name: $name,
                level: HodokuLevel::$level,
                score: $score,
            },)*
        ];
    };
}

hodoku_types! {
    "0000", "fh", "Full House", Easy, 4;
    "0002", "h1", "Hidden Single", Easy, 14;
    "0003", "n1", "Naked Single", Easy, 4;
    "0100", "lc1", "Locked Candidates Type 1 (Pointing)", Medium, 50;
    "0101", "lc2", "Locked Candidates Type 2 (Claiming)", Medium, 50;
    "0110", "l2", "Locked Pair", Medium, 40;
    "0111", "l3", "Locked Triple", Medium, 60;
    "0200", "n2", "Naked Pair", Medium, 60;
    "0201", "n3", "Naked Triple", Medium, 80;
    "0202", "n4", "Naked Quadruple", Hard, 120;
    "0210", "h2", "Hidden Pair", Medium, 70;
    "0211", "h3", "Hidden Triple", Medium, 100;
    "0212", "h4", "Hidden Quadruple", Hard, 150;
    "0300", "bf2", "X-Wing", Hard, 140;
    "0301", "bf3", "Swordfish", Hard, 150;
    "0302", "bf4", "Jellyfish", Hard, 160;
    "0310", "fbf2", "Finned X-Wing", Hard, 130;
    "0311", "fbf3", "Finned Swordfish", Unfair, 200;
    "0312", "fbf4", "Finned Jellyfish", Unfair, 250;
    "0320", "sbf2", "Sashimi X-Wing", Hard, 150;
    "0321", "sbf3", "Sashimi Swordfish", Unfair, 240;
    "0322", "sbf4", "Sashimi Jellyfish", Unfair, 260;
    "0330", "ff2", "Franken X-Wing", Unfair, 300;
    "0331", "ff3", "Franken Swordfish", Unfair, 350;
    "0340", "fff2", "Finned Franken X-Wing", Unfair, 390;
    "0341", "fff3", "Finned Franken Swordfish", Unfair, 410;
    "0350", "mf2", "Mutant X-Wing", Extreme, 450;
    "0351", "mf3", "Mutant Swordfish", Extreme, 450;
    "0360", "fmf2", "Finned Mutant X-Wing", Extreme, 470;
    "0361", "fmf3", "Finned Mutant Swordfish", Extreme, 470;
    "0371", "kf1", "Kraken Fish Type 1", Extreme, 500;
    "0372", "kf2", "Kraken Fish Type 2", Extreme, 500;
    "0400", "sk", "Skyscraper", Hard, 130;
    "0401", "2sk", "2-String Kite", Hard, 150;
    "0402", "er", "Empty Rectangle", Hard, 120;
    "0403", "tf", "Turbot Fish", Hard, 120;
    "0500", "sc1", "Simple Colors Trap", Hard, 150;
    "0501", "sc2", "Simple Colors Wrap", Hard, 150;
    "0502", "mc1", "Multi Colors 1", Hard, 200;
    "0503", "mc2", "Multi Colors 2", Hard, 200;
    "0600", "u1", "Uniqueness Test 1", Hard, 100;
    "0601", "u2", "Uniqueness Test 2", Hard, 100;
    "0602", "u3", "Uniqueness Test 3", Hard, 100;
    "0603", "u4", "Uniqueness Test 4", Hard, 100;
    "0604", "u5", "Uniqueness Test 5", Hard, 100;
    "0605", "u6", "Uniqueness Test 6", Hard, 100;
    "0606", "hr", "Hidden Rectangle", Hard, 100;
    "0607", "ar1", "Avoidable Rectangle Type 1", Hard, 100;
    "0608", "ar2", "Avoidable Rectangle Type 2", Hard, 100;
    "0610", "bug1", "Bivalue Universal Grave + 1", Hard, 100;
    "0701", "x", "X-Chain", Unfair, 260;
    "0702", "xyc", "XY-Chain", Unfair, 260;
    "0703", "rp", "Remote Pair", Hard, 110;
    "0706", "cnl", "Continuous Nice Loop", Unfair, 280;
    "0707", "dnl", "Discontinuous Nice Loop", Unfair, 280;
    "0708", "aic", "AIC", Unfair, 280;
    "0709", "gcnl", "Grouped Continuous Nice Loop", Unfair, 300;
    "0710", "gdnl", "Grouped Discontinuous Nice Loop", Unfair, 300;
    "0711", "gaic", "Grouped AIC", Unfair, 300;
    "0800", "xy", "XY-Wing", Hard, 160;
    "0801", "xyz", "XYZ-Wing", Hard, 180;
    "0803", "w", "W-Wing", Hard, 150;
    "0901", "axz", "Almost Locked Set XZ-Rule", Unfair, 300;
    "0902", "axy", "Almost Locked Set XY-Wing", Unfair, 320;
    "0903", "ach", "Almost Locked Set XY-Chain", Unfair, 340;
    "0904", "db", "Death Blossom", Unfair, 360;
    "1101", "sdc", "Sue de Coq", Unfair, 250;
    "1201", "ts", "Template Set", Extreme, 10000;
    "1202", "td", "Template Delete", Extreme, 10000;
    "1301", "fcc", "Forcing Chain Contradiction", Extreme, 500;
    "1302", "fcv", "Forcing Chain Verity", Extreme, 500;
    "1303", "fnc", "Forcing Net Contradiction", Extreme, 700;
    "1304", "fnv", "Forcing Net Verity", Extreme, 700;
    "xxxx", "sc", "Simple Colors", Hard, 150;
    "xxxx", "mc", "Multi Colors", Hard, 200;
    "xxxx", "nl", "Nice Loop/AIC", Unfair, 280;
    "xxxx", "bf", "Brute Force", Extreme, 10000;
}

/// The type with this argument name (`u4`).
pub fn by_arg(arg: &str) -> Option<&'static HodokuType> {
    HODOKU_TYPES.iter().find(|t| t.arg == arg)
}

/// The type a library line's code names: the four characters, without the
/// `1` HoDoKu appends for a siamese fish or a reglib variant (`-1`, `-x`).
/// `xxxx` names no one type, so it gives `None`.
pub fn by_code(code: &str) -> Option<&'static HodokuType> {
    let base = code.get(..4)?;
    if base == "xxxx" {
        return None;
    }
    HODOKU_TYPES.iter().find(|t| t.code == base)
}

/// How HoDoKu would count a step of `id`: the type whose level and score it
/// takes, and whether that type is the same technique (`false`: the nearest
/// HoDoKu has, as a unique loop counts as a uniqueness test).
pub fn for_technique(id: TechniqueId) -> (&'static HodokuType, bool) {
    use TechniqueId::*;
    let (arg, same) = match id {
        FullHouse => ("fh", true),
        NakedSingle => ("n1", true),
        HiddenSingle => ("h1", true),
        Pointing => ("lc1", true),
        BoxLine => ("lc2", true),
        NakedPair => ("n2", true),
        HiddenPair => ("h2", true),
        NakedTriple => ("n3", true),
        HiddenTriple => ("h3", true),
        NakedQuad => ("n4", true),
        HiddenQuad => ("h4", true),
        // SE's direct techniques place the digit a pattern leaves: HoDoKu takes
        // the pattern and then a single.
        DirectPointing => ("lc1", false),
        DirectClaiming => ("lc2", false),
        DirectHiddenPair => ("h2", false),
        DirectHiddenTriple => ("h3", false),
        XWing => ("bf2", true),
        Swordfish => ("bf3", true),
        Jellyfish => ("bf4", true),
        Skyscraper => ("sk", true),
        TwoStringKite => ("2sk", true),
        XyWing => ("xy", true),
        TurbotFish => ("tf", true),
        EmptyRectangle => ("er", true),
        FinnedXWing => ("fbf2", true),
        XyzWing => ("xyz", true),
        WWing => ("w", true),
        ColoringWrap | ColoringTrap | SimpleColoring => ("sc", true),
        UniqueRectangle1 => ("u1", true),
        UniqueRectangle2 => ("u2", true),
        UniqueRectangle3 => ("u3", true),
        UniqueRectangle4 => ("u4", true),
        UniqueRectangle5 => ("u5", true),
        UniqueRectangle6 => ("u6", true),
        AvoidableRectangle1 => ("ar1", true),
        AvoidableRectangle2 => ("ar2", true),
        // HoDoKu has no unique loops; its rectangles are the same idea.
        UniqueLoop1 => ("u1", false),
        UniqueLoop2 => ("u2", false),
        UniqueLoop3 => ("u3", false),
        UniqueLoop4 => ("u4", false),
        FinnedSwordfish => ("fbf3", true),
        HiddenRectangle => ("hr", true),
        // HoDoKu's rectangle types allow missing candidates: a step is its
        // form's type (`for_step`); every one scores the same.
        RectangleMissingCandidates => ("u1", false),
        MultiColoringWrap | MultiColoringTrap | MultiColoring => ("mc", true),
        // A step that places is HoDoKu's template set (`for_step`).
        Templates => ("td", true),
        FinnedJellyfish => ("fbf4", true),
        // Single-digit chains of three and four strong links are X-chains.
        ThreeStrongLinks | FourStrongLinks => ("x", false),
        // Wings of four and five cells are ALS eliminations in HoDoKu's terms.
        WxyzWing | VwxyzWing => ("axz", false),
        BugPlusOne => ("bug1", true),
        BugType1 | BugType2 | BugType3 | BugType4 => ("bug1", false),
        RemotePair => ("rp", true),
        SueDeCoq => ("sdc", true),
        XChain => ("x", true),
        XyChain => ("xyc", true),
        Aic => ("aic", true),
        NiceLoop => ("nl", true),
        AlsXz => ("axz", true),
        AlsXyWing => ("axy", true),
        DeathBlossom => ("db", true),
        // HoDoKu types franken fish by size and fins; one id covers them
        // all and counts as the finned swordfish, what the sets use.
        FrankenFish => ("fff3", false),
        // Mutant fish likewise: every one counts as the finned swordfish.
        MutantFish => ("fmf3", false),
        // HoDoKu's first type; both score the same.
        KrakenFish => ("kf1", false),
        // HoDoKu has no exocet: it takes these positions with forcing nets.
        JuniorExocet => ("fnv", false),
        // HoDoKu has no tridagon: it takes these positions with forcing nets.
        Tridagon => ("fnv", false),
        // Nor a multi-sector locked set.
        MultiSectorLockedSet => ("fnv", false),
        // HoDoKu's ALS-XY-chain joins sets by restricted commons only; an AIC
        // whose nodes may be sets is its nearest.
        AlsChain => ("ach", false),
        AlignedPairExclusion | AlignedTripleExclusion => ("axz", false),
        CellForcingChain | UnitForcingChain => ("fcv", true),
        Nishio | ContradictionChain => ("fcc", true),
        DynamicForcingChain
        | PatternForcingChain
        | NestedPatternForcingChain
        | NestedForcingChain
        | DeepForcingChain => ("fnv", false),
        Backtrack => ("bf", true),
    };
    (
        by_arg(arg).expect("every argument named above is in the table"),
        same,
    )
}

/// How HoDoKu would count `step`: as [`for_technique`] counts its
/// technique, but a rectangle with missing candidates as the type its form
/// is, which HoDoKu finds with missing candidates too, and a templates step
/// that places a digit as HoDoKu's template set.
pub fn for_step(step: &Step) -> (&'static HodokuType, bool) {
    match &step.pattern().parts {
        Parts::Rectangle(r) => for_technique(r.form.technique()),
        Parts::Templates(_) if !step.placements().is_empty() => {
            (by_arg("ts").expect("template set is in the table"), true)
        }
        _ => for_technique(step.technique),
    }
}

/// HoDoKu's level and score for a path's techniques.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct HodokuRating {
    /// The level, raised while the score passes its ceiling, as HoDoKu does.
    pub level: HodokuLevel,
    /// The sum of the steps' base scores.
    pub score: u32,
    /// Whether a step guessed (HoDoKu marks such a puzzle `bf`).
    pub guessed: bool,
}

/// HoDoKu's level and score for the techniques of a path, in order.
pub fn hodoku_rating(techniques: impl IntoIterator<Item = TechniqueId>) -> HodokuRating {
    let mut tally = HodokuTally::default();
    techniques.into_iter().for_each(|id| tally.add(id));
    tally.rating()
}

/// A [`HodokuRating`] being added up, one step at a time, so that the rating's
/// fold can keep it beside SE's figures in one pass.
#[derive(Clone, Copy, Default, Debug)]
pub struct HodokuTally {
    level: Option<HodokuLevel>,
    score: u32,
    guessed: bool,
}

impl HodokuTally {
    /// Counts one step of technique `id`.
    pub fn add(&mut self, id: TechniqueId) {
        let (t, _) = for_technique(id);
        self.level = self.level.max(Some(t.level));
        self.score = self.score.saturating_add(t.score);
        self.guessed |= id == TechniqueId::Backtrack;
    }

    /// The rating of the steps counted.
    pub fn rating(self) -> HodokuRating {
        let mut level = self.level.unwrap_or(HodokuLevel::Easy);
        // As HoDoKu: a long solve of easy steps is not an easy puzzle.
        while self.score > level.max_score() {
            level = level.next();
        }
        HodokuRating {
            level,
            score: self.score,
            guessed: self.guessed,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_and_arguments_name_one_type_each() {
        for (k, t) in HODOKU_TYPES.iter().enumerate() {
            assert_eq!(by_arg(t.arg), Some(t), "{}", t.arg);
            if t.code != "xxxx" {
                assert_eq!(by_code(t.code).map(|t| t.arg), Some(t.arg));
            }
            assert!(HODOKU_TYPES[..k].iter().all(|u| u.arg != t.arg));
        }
        assert_eq!(by_code("0603-x").map(|t| t.arg), Some("u4"));
        assert_eq!(by_code("03101").map(|t| t.arg), Some("fbf2"));
        assert_eq!(by_code("xxxx"), None);
        assert_eq!(by_code("06"), None);
    }

    #[test]
    fn the_level_rises_with_the_score_as_hodoku_raises_it() {
        let singles = hodoku_rating([TechniqueId::HiddenSingle; 14]);
        assert_eq!((singles.level, singles.score), (HodokuLevel::Easy, 196));
        let many = hodoku_rating([TechniqueId::HiddenSingle; 60]);
        assert_eq!((many.level, many.score), (HodokuLevel::Medium, 840));
        let guess = hodoku_rating([TechniqueId::Backtrack]);
        assert!(guess.guessed);
        assert_eq!(guess.level, HodokuLevel::Extreme);
    }
}
