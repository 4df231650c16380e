//! The path Sudoku Explainer takes, for its rating. SE rates a puzzle by solving
//! it its own way: at each step it asks its producers in a fixed order, easiest
//! first, and takes the first hint found; a chaining producer gathers all its
//! chains first and hands over the easiest by SE's scale, length included. ER is
//! the hardest step, EP the hardest up to the first placement, ED the first.
//!
//! This path uses only the techniques SE (and Sukaku Explainer, which rated the
//! rated-se set) has: singles, intersections, subsets, basic fish, the
//! skyscraper, kite, turbot fish and empty rectangle, XY- and XYZ-wings, unique
//! rectangles, BUG+1, then chains and forcing chains; SE's direct hints, its
//! Nishio and Sukaku's strong links are catalog techniques that only this path
//! takes by default, and so are SE's BUG types, aligned exclusions and unique
//! loops; Sukaku's wings are still found here for the rating only
//! (`sukaku.rs`). The other techniques of the
//! catalog (W-wing, colouring, finned fish, hidden rectangle, Sue de Coq, ALS)
//! are patterns SE finds only as chains, so here their eliminations come from
//! chains, rated as SE rates them. `explain` keeps its own easiest-first path,
//! which uses every technique; this one decides the puzzle's rating.

use super::scale::{ChainKind, chain_kind, step_difficulty, value_bounds};
use super::{Rating, SolvePath, StepValue, Valued, fold, levels, sukaku};
use crate::catalog::TechniqueId;
use crate::core::{Cell, Grid};
use crate::step::pattern::Parts;
use crate::step::{Deduction, Step};
use crate::techniques::{Analysis, Technique, chains, forcing};
use std::ops::ControlFlow;

/// One producer of SE's order.
enum Producer {
    /// The technique's first instance.
    First(TechniqueId),
    /// The easiest instance of the technique (hidden singles: one in a box, 1.2,
    /// before one in a line, 1.5).
    Easiest(TechniqueId),
    /// The easiest instance of all the techniques' searches (a tie goes to
    /// the one named first), as SE sorts its chains; the search stops at the
    /// first step that leaves the rating where it is, since then any will do.
    /// SE's chaining producers.
    EasiestOf(&'static [TechniqueId]),
    /// Techniques SE finds in one search, switched on and off as one: the
    /// easiest of their first instances (each hands its easiest first; a tie
    /// goes to the one named first), asked only where the first is usable
    /// and taken only where the one it finds is. SE's unique rectangles and
    /// loops, whose search is asked where SE's rectangle type 1 is.
    OneSearch(&'static [TechniqueId]),
    /// A pattern the catalog does not name (Sukaku's wings), found on the grid by the function at its value and reported as
    /// the technique the finding names; asked only when both that technique
    /// and the one given here are allowed.
    Finder(TechniqueId, fn(&Grid) -> Option<Valued>),
    /// The producer given, asked only when the step the producers after it
    /// find would be harder than the path's hardest so far: otherwise taking
    /// theirs leaves the rating where it was. For the patterns SE and Sukaku
    /// find that are slow to look for and seldom there: Sukaku's strong links
    /// and wings, SE's aligned exclusions.
    Deferred(&'static Producer),
}

use Producer::{Deferred, Easiest, EasiestOf, Finder, First, OneSearch};
use TechniqueId as T;

/// SE's producers in SE's order, with the techniques of ours that find what
/// each finds.
const PRODUCERS: &[Producer] = &[
    First(T::FullHouse),
    Easiest(T::HiddenSingle),
    // SE's direct hints, each usable where its base technique is.
    First(T::DirectPointing),
    First(T::DirectClaiming),
    First(T::DirectHiddenPair),
    First(T::NakedSingle),
    First(T::DirectHiddenTriple),
    First(T::Pointing),
    First(T::BoxLine),
    First(T::NakedPair),
    First(T::XWing),
    First(T::HiddenPair),
    First(T::NakedTriple),
    First(T::Swordfish),
    First(T::HiddenTriple),
    First(T::Skyscraper),
    First(T::TwoStringKite),
    First(T::TurbotFish),
    First(T::EmptyRectangle),
    First(T::XyWing),
    First(T::XyzWing),
    // SE's unique rectangles and loops, in one search.
    OneSearch(&[
        T::UniqueLoop1,
        T::UniqueLoop2,
        T::UniqueLoop3,
        T::UniqueLoop4,
    ]),
    First(T::NakedQuad),
    First(T::Jellyfish),
    First(T::HiddenQuad),
    Deferred(&Easiest(T::ThreeStrongLinks)),
    Deferred(&Finder(T::AlsXz, |grid| sukaku::easiest_wing(grid, 4))),
    // SE's BUG, types 1 to 4, in the order SE asks them.
    First(T::BugType1),
    First(T::BugType2),
    First(T::BugType4),
    First(T::BugType3),
    Deferred(&Easiest(T::FourStrongLinks)),
    Deferred(&Finder(T::AlsXz, |grid| sukaku::easiest_wing(grid, 5))),
    Deferred(&First(T::AlignedPairExclusion)),
    // SE's "forcing chains and cycles": X-, Y- and mixed chains and cycles.
    // An open chain through two-candidate cells is among the AICs at the
    // AICs' value, so the XY-chain and remote pair need no search of their
    // own; one the AIC search finds is reported as what it is.
    EasiestOf(&[T::XChain, T::NiceLoop, T::Aic]),
    Deferred(&First(T::AlignedTripleExclusion)),
    Easiest(T::Nishio),
    // SE's static multiple forcing chains: cell and unit forms only (SE looks
    // for contradictions only in its Nishio and its dynamic chains).
    EasiestOf(&[T::CellForcingChain, T::UnitForcingChain]),
    First(T::DynamicForcingChain),
    First(T::NestedForcingChain),
];

/// The techniques this path can use, in its order (the fallback aside).
pub fn techniques() -> impl Iterator<Item = TechniqueId> {
    PRODUCERS.iter().flat_map(Producer::techniques)
}

impl Producer {
    /// The techniques the producer asks for.
    fn techniques(&self) -> Vec<TechniqueId> {
        match self {
            First(id) | Easiest(id) | Finder(id, _) => vec![*id],
            EasiestOf(ids) | OneSearch(ids) => ids.to_vec(),
            Deferred(inner) => inner.techniques(),
        }
    }
}

/// What the path found: its steps, as their values, and its rating.
#[derive(Clone, Debug)]
pub struct SePath {
    /// Every step, in order.
    pub steps: Vec<StepValue>,
    /// ER (`difficulty`), EP and ED, and the rest of [`Rating`], folded from
    /// the steps.
    pub rating: Rating,
}

impl SePath {
    /// How many steps the fallback took.
    pub fn guesses(&self) -> usize {
        self.steps
            .iter()
            .filter(|m| m.technique == TechniqueId::Backtrack)
            .count()
    }
}

/// Solves `grid` on SE's path with the `allowed` techniques (the uniqueness
/// ones only with `uniqueness`, which the caller sets only for a puzzle proved
/// to have one solution); where none applies, the solution's digit is placed in
/// a cell with fewest candidates, as the engine's fallback does. With `deep`,
/// the chains from 9.0 up are SE's nesting levels ([`levels`]).
pub fn solve(
    grid: &Grid,
    solution: &[u8; 81],
    allowed: &[TechniqueId],
    uniqueness: bool,
    deep: bool,
) -> SePath {
    let usable = |id: TechniqueId| {
        (allowed.contains(&id)
            || id
                .se_only_base()
                .is_some_and(|base| allowed.contains(&base)))
            && id
                .technique()
                .is_some_and(|t| uniqueness || !t.needs_unique_solution())
    };
    let mut grid = grid.clone();
    let mut steps: Vec<StepValue> = Vec::new();
    while !grid.is_full() {
        let hardest = steps.iter().map(|m| m.difficulty).max().unwrap_or(0);
        let value = match next(&grid, &usable, hardest, deep) {
            Some(Taken {
                technique,
                deduction,
                difficulty,
            }) => {
                debug_assert!(deduction.is_sound(solution), "unsound {deduction:?}");
                deduction.apply_to(&mut grid);
                StepValue {
                    technique,
                    difficulty,
                    places: !deduction.placements.is_empty(),
                }
            }
            None => {
                let cell = fewest_candidates(&grid);
                grid.place(cell, solution[cell.index()]);
                StepValue {
                    technique: TechniqueId::Backtrack,
                    difficulty: TechniqueId::Backtrack.info().difficulty,
                    places: true,
                }
            }
        };
        steps.push(value);
    }
    let rating = fold(SolvePath::Se, steps.iter().copied());
    SePath { steps, rating }
}

/// A step SE's order took, and its value on SE's scale.
struct Taken {
    technique: TechniqueId,
    deduction: Deduction,
    difficulty: u16,
}

impl Taken {
    fn new(difficulty: u16, step: Step) -> Taken {
        Taken {
            technique: step.technique,
            deduction: step.deduction,
            difficulty,
        }
    }
}

/// The step SE's order takes on `grid`, the path's hardest step so far being
/// `hardest`.
fn next(
    grid: &Grid,
    usable: &dyn Fn(TechniqueId) -> bool,
    hardest: u16,
    deep: bool,
) -> Option<Taken> {
    let analysis = Analysis::new(grid);
    let plain = |id: TechniqueId, t: &dyn Technique| -> Option<Step> {
        t.find(grid, &analysis).map(|f| Step::new(id, f))
    };
    let first = |id: TechniqueId| plain(id, id.technique()?);
    // SE takes the easiest of all its chains and static forcing chains; the
    // first found is enough when it would not raise the rating.
    let every_chain = |id: TechniqueId, t: &dyn Technique| -> Option<Step> {
        let found = plain(id, t)?;
        if step_difficulty(&found) <= hardest {
            return Some(found);
        }
        easiest_with(grid, &analysis, id, t, 0)
    };
    let rated = |step: Step| Taken::new(step_difficulty(&step), step);
    let valued = |v: Valued| Taken {
        technique: v.technique,
        deduction: v.deduction,
        difficulty: v.value,
    };
    let take = |producer: &Producer| match producer {
        // SE's nesting levels, where asked for; our nested chain where they
        // find nothing.
        First(T::NestedForcingChain) if deep && usable(T::NestedForcingChain) => {
            levels::easiest(grid, hardest)
                .map(valued)
                .or_else(|| first(T::NestedForcingChain).map(rated))
        }
        First(id) => usable(*id).then(|| first(*id)).flatten().map(rated),
        Easiest(id) => usable(*id)
            .then(|| easiest(grid, &analysis, *id))
            .flatten()
            .map(rated),
        EasiestOf(ids) => {
            let mut best = None;
            let searches = ids
                .iter()
                .filter(|id| usable(**id))
                .flat_map(|&id| chain_searches(id).into_iter().map(move |t| (id, t)));
            for (id, t) in searches {
                if best
                    .as_ref()
                    .is_some_and(|b: &Taken| b.difficulty <= hardest)
                {
                    break;
                }
                if let Some(step) = every_chain(id, t) {
                    best = easier(best, rated(named_by_links(step)));
                }
            }
            best
        }
        OneSearch(ids) => {
            if !ids.first().is_some_and(|&id| usable(id)) {
                return None;
            }
            let mut best: Option<Taken> = None;
            for (k, &id) in ids.iter().enumerate() {
                // None of the rest can be easier than what is in hand.
                let floor = ids[k..].iter().map(|&t| value_bounds(t).0).min();
                if best
                    .as_ref()
                    .is_some_and(|b| floor.is_some_and(|f| b.difficulty <= f))
                {
                    break;
                }
                if let Some(step) = first(id) {
                    best = easier(best, rated(step));
                }
            }
            best.filter(|b| usable(b.technique))
        }
        // `ask` unwraps a deferred producer before it is taken.
        Deferred(inner) => unreachable!("deferred {:?}", inner.techniques()),
        Finder(id, find) => usable(*id)
            .then(|| find(grid))
            .flatten()
            .filter(|v| usable(v.technique))
            .map(valued),
    };
    ask(PRODUCERS, &take, hardest)
}

/// The easier of `best` and `t`, the first of equals.
fn easier(best: Option<Taken>, t: Taken) -> Option<Taken> {
    match best {
        Some(b) if b.difficulty <= t.difficulty => Some(b),
        _ => Some(t),
    }
}

/// The searches behind a technique of a chaining producer. SE's chains have
/// no group nodes (what needs one, SE proves with a forcing chain on a unit);
/// SE looks for cycles on X-links, on Y-links and on both apart, and rates
/// the single-kind ones lower; its static forcing chains notice a
/// contradiction only as a candidate both on and off (the `Se` searches).
fn chain_searches(id: TechniqueId) -> Vec<&'static dyn Technique> {
    match id {
        TechniqueId::XChain => vec![&chains::SeXChain],
        TechniqueId::Aic => vec![&chains::PlainAic],
        TechniqueId::NiceLoop => vec![
            &chains::XNiceLoop,
            &chains::XyNiceLoop,
            &chains::PlainNiceLoop,
        ],
        TechniqueId::CellForcingChain => vec![&forcing::SeCellForcingChain],
        TechniqueId::UnitForcingChain => vec![&forcing::SeUnitForcingChain],
        _ => id.technique().into_iter().collect(),
    }
}

/// An AIC of one digit is an X-chain, one through two-candidate cells an
/// XY-chain: the step is named so.
fn named_by_links(mut step: Step) -> Step {
    if step.technique != TechniqueId::Aic {
        return step;
    }
    if let Parts::Chain(chain) = &step.pattern().parts {
        step.technique = match chain_kind(chain) {
            ChainKind::X => TechniqueId::XChain,
            ChainKind::Y => TechniqueId::XyChain,
            ChainKind::Mixed => TechniqueId::Aic,
        };
    }
    step
}

/// The first step `producers` give in order, a [`Deferred`] one asked only
/// when the step the producers after it give is harder than `hardest`.
fn ask(
    producers: &[Producer],
    take: &dyn Fn(&Producer) -> Option<Taken>,
    hardest: u16,
) -> Option<Taken> {
    for (i, producer) in producers.iter().enumerate() {
        if let Deferred(inner) = producer {
            let after = ask(&producers[i + 1..], take, hardest);
            if after.as_ref().is_some_and(|t| t.difficulty <= hardest) {
                return after;
            }
            return take(inner).or(after);
        }
        if let Some(taken) = take(producer) {
            return Some(taken);
        }
    }
    None
}

/// The easiest instance of technique `id` (the first of equals).
fn easiest(grid: &Grid, analysis: &Analysis, id: TechniqueId) -> Option<Step> {
    let floor = match id {
        TechniqueId::HiddenSingle => super::HIDDEN_SINGLE_IN_BOX,
        _ => id.info().difficulty,
    };
    easiest_with(grid, analysis, id, id.technique()?, floor)
}

/// The easiest instance `t` hands over (the first of equals), as technique
/// `id`; the search stops at one no harder than `floor`.
fn easiest_with(
    grid: &Grid,
    analysis: &Analysis,
    id: TechniqueId,
    t: &dyn Technique,
    floor: u16,
) -> Option<Step> {
    let mut best: Option<(u16, Step)> = None;
    let _ = t.search(grid, analysis, &mut |found| {
        let step = Step::new(id, found);
        let d = step_difficulty(&step);
        if best.as_ref().is_none_or(|(b, _)| d < *b) {
            best = Some((d, step));
        }
        if d <= floor {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    best.map(|(_, step)| step)
}

fn fewest_candidates(grid: &Grid) -> Cell {
    grid.empty_cells()
        .iter()
        .min_by_key(|&c| grid.candidates(c).len())
        .expect("called only while the grid has an empty cell")
}
