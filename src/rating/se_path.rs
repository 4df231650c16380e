//! The path Sudoku Explainer takes, for its rating. SE rates a puzzle by solving
//! it its own way: at each step it asks its producers in a fixed order, easiest
//! first, and takes the first hint found; a chaining producer gathers all its
//! chains first and hands over the easiest by SE's scale, length included. ER is
//! the hardest step, EP the hardest up to the first placement, ED the first.
//!
//! This path uses only the techniques SE (and Sukaku Explainer, which rated the
//! rated-se set) has: singles, intersections, subsets, basic fish, the
//! skyscraper, kite, turbot fish and empty rectangle, XY- and XYZ-wings, unique
//! rectangles, BUG+1, then chains and forcing chains. The other techniques of the
//! catalog (W-wing, colouring, finned fish, hidden rectangle, Sue de Coq, ALS)
//! are patterns SE finds only as chains, so here their eliminations come from
//! chains, rated as SE rates them. `explain` keeps its own easiest-first path,
//! which uses every technique; this one decides the puzzle's rating.

use super::scale::step_difficulty;
use super::{Mark, Rating, rate_marks};
use crate::catalog::TechniqueId;
use crate::core::{Cell, Grid};
use crate::step::Step;
use crate::techniques::{Analysis, Technique};
use std::ops::ControlFlow;

/// One producer of SE's order.
enum Producer {
    /// The technique's first instance.
    First(TechniqueId),
    /// The easiest instance of the technique (hidden singles: one in a box, 1.2,
    /// before one in a line, 1.5).
    Easiest(TechniqueId),
    /// The first instance of each technique, the easiest of them taken (a tie
    /// goes to the one named first): SE's chaining producers.
    EasiestOf(&'static [TechniqueId]),
}

use Producer::{Easiest, EasiestOf, First};
use TechniqueId as T;

/// SE's producers in SE's order, with the techniques of ours that find what
/// each finds.
const PRODUCERS: &[Producer] = &[
    First(T::FullHouse),
    Easiest(T::HiddenSingle),
    First(T::NakedSingle),
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
    EasiestOf(&[
        T::UniqueRectangle1,
        T::UniqueRectangle2,
        T::UniqueRectangle4,
        T::UniqueRectangle3,
    ]),
    First(T::NakedQuad),
    First(T::Jellyfish),
    First(T::HiddenQuad),
    First(T::BugPlusOne),
    // SE's "forcing chains and cycles": X-, Y- and mixed chains and cycles.
    EasiestOf(&[T::XChain, T::XyChain, T::RemotePair, T::NiceLoop, T::Aic]),
    // SE's static multiple forcing chains.
    EasiestOf(&[
        T::CellForcingChain,
        T::UnitForcingChain,
        T::ContradictionChain,
    ]),
    First(T::DynamicForcingChain),
    First(T::NestedForcingChain),
];

/// The techniques this path can use, in its order (the fallback aside).
pub fn techniques() -> impl Iterator<Item = TechniqueId> {
    PRODUCERS.iter().flat_map(|p| {
        match p {
            First(id) | Easiest(id) => std::slice::from_ref(id),
            EasiestOf(ids) => ids,
        }
        .iter()
        .copied()
    })
}

/// What the path found: its steps, as marks, and its rating.
#[derive(Clone, Debug)]
pub struct SePath {
    /// Every step, in order.
    pub marks: Vec<Mark>,
    /// ER (`difficulty`), EP and ED, and the rest of [`Rating`], from the marks.
    pub rating: Rating,
}

impl SePath {
    /// How many steps the fallback took.
    pub fn guesses(&self) -> usize {
        self.marks
            .iter()
            .filter(|m| m.technique == TechniqueId::Backtrack)
            .count()
    }
}

/// Solves `grid` on SE's path with the `allowed` techniques (the uniqueness
/// ones only with `uniqueness`, which the caller sets only for a puzzle proved
/// to have one solution); where none applies, the solution's digit is placed in
/// a cell with fewest candidates, as the engine's fallback does.
pub fn solve(
    grid: &Grid,
    solution: &[u8; 81],
    allowed: &[TechniqueId],
    uniqueness: bool,
) -> SePath {
    let usable = |id: TechniqueId| {
        allowed.contains(&id)
            && id
                .technique()
                .is_some_and(|t| uniqueness || !t.needs_unique_solution())
    };
    let mut grid = grid.clone();
    let mut marks = Vec::new();
    while !grid.is_full() {
        let mark = match next(&grid, &usable) {
            Some(step) => {
                debug_assert!(step.deduction.is_sound(solution), "unsound {step:?}");
                step.deduction.apply_to(&mut grid);
                Mark {
                    technique: step.technique,
                    difficulty: step_difficulty(&step),
                    places: !step.placements().is_empty(),
                }
            }
            None => {
                let cell = fewest_candidates(&grid);
                grid.place(cell, solution[cell.index()]);
                Mark {
                    technique: TechniqueId::Backtrack,
                    difficulty: TechniqueId::Backtrack.info().difficulty,
                    places: true,
                }
            }
        };
        marks.push(mark);
    }
    let rating = rate_marks(&marks);
    SePath { marks, rating }
}

/// The step SE's order takes on `grid`.
fn next(grid: &Grid, usable: &dyn Fn(TechniqueId) -> bool) -> Option<Step> {
    let analysis = Analysis::new(grid);
    let first = |id: TechniqueId| -> Option<Step> {
        let t: &dyn Technique = id.technique()?;
        t.find(grid, &analysis).map(|f| Step::new(id, f))
    };
    // SE's chains have no group nodes: what needs one, SE proves with a
    // forcing chain on a unit.
    let first_plain = |id: TechniqueId| -> Option<Step> {
        let mut plain = None;
        let _ = id.technique()?.search(grid, &analysis, &mut |found| {
            let step = Step::new(id, found);
            if step
                .pattern()
                .chain_nodes()
                .iter()
                .all(|n| n.cells.len() == 1)
            {
                plain = Some(step);
                ControlFlow::Break(())
            } else {
                ControlFlow::Continue(())
            }
        });
        plain
    };
    PRODUCERS.iter().find_map(|producer| match producer {
        First(id) => usable(*id).then(|| first(*id)).flatten(),
        Easiest(id) => usable(*id).then(|| easiest(grid, &analysis, *id)).flatten(),
        EasiestOf(ids) => ids
            .iter()
            .filter(|id| usable(**id))
            .filter_map(|&id| match id {
                TechniqueId::Aic | TechniqueId::NiceLoop => first_plain(id),
                _ => first(id),
            })
            .min_by_key(step_difficulty),
    })
}

/// The easiest instance of technique `id` (the first of equals).
fn easiest(grid: &Grid, analysis: &Analysis, id: TechniqueId) -> Option<Step> {
    let floor = match id {
        TechniqueId::HiddenSingle => super::HIDDEN_SINGLE_IN_BOX,
        _ => id.info().difficulty,
    };
    let mut best: Option<(u16, Step)> = None;
    let _ = id.technique()?.search(grid, analysis, &mut |found| {
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
