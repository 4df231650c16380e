//! Every step available now: what each enabled technique can do at one
//! position, not only the first step the engine would take (HoDoKu's "all
//! steps" view).
//!
//! The techniques are asked in the engine's order (see [`Options::order`]),
//! each for every instance its search yields (see
//! [`Technique::search`](crate::techniques::Technique::search)), and each
//! instance becomes a [`Step`] exactly as the engine makes one. So the first
//! step of the first technique listed is the engine's next step. Within one
//! technique, an instance that places and removes exactly what an earlier one
//! does is dropped; at most a few are kept (fewer for chains, almost locked
//! sets and forcing chains, whose sentences are long), and the rest are
//! counted. Backtracking is never listed: it is not a technique.
//!
//! ```
//! use sudoku_explain::all_steps::{Caps, all_steps};
//! use sudoku_explain::{Options, TechniqueId, parse, solve};
//!
//! // Singles only: the other techniques are asked too, but cost more.
//! let options = Options::up_to(TechniqueId::HiddenSingle);
//! let puzzle = parse::parse_one(
//!     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
//! )?;
//! let all = all_steps(&puzzle.grid(), &options, &Caps::default());
//! let engine = solve(&puzzle, &Options { max_steps: Some(1), ..options });
//! assert_eq!(all.first(), engine.steps.first());
//! let hidden = all.techniques.iter().find(|t| t.technique == TechniqueId::HiddenSingle);
//! assert!(hidden.is_some_and(|t| t.steps.len() > 1));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod listed;

pub use listed::{AllSteps, Stopped, TechniqueSteps};

use crate::catalog::TechniqueId;
use crate::core::{Candidate, Grid};
use crate::engine::{Options, Status, enabled_techniques};
use crate::solver::count_solutions;
use crate::step::Step;
use crate::techniques::Analysis;
use std::collections::{BTreeSet, HashSet};
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

/// How much of each technique's list is kept, and when its search stops.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Caps {
    /// Steps kept per technique.
    pub per_technique: usize,
    /// Steps kept per chain, almost-locked-set or forcing-chain technique.
    pub per_long_technique: usize,
    /// Distinct steps looked for per technique, if any limit: the search
    /// stops there, and the count of those left out is then only a lower
    /// bound.
    pub counted: Option<usize>,
    /// How long one technique's search may run, if any limit: it stops at the
    /// first step found after that. (A search is not interrupted between two
    /// steps.) Needs a clock, which WebAssembly in a page has not.
    pub time: Option<Duration>,
}

impl Default for Caps {
    /// A count limit, no clock: the same answer on every machine (the trainer
    /// page's).
    fn default() -> Caps {
        Caps {
            per_technique: 20,
            per_long_technique: 5,
            counted: Some(500),
            time: None,
        }
    }
}

impl Caps {
    /// No count limit, `limit` of search per technique: every step a
    /// technique's search yields is counted (and what it places and removes
    /// gathered) unless the search takes longer (`hint --all`).
    pub fn timed(limit: Duration) -> Caps {
        Caps {
            counted: None,
            time: Some(limit),
            ..Caps::default()
        }
    }

    /// How many steps of `id` are kept.
    pub fn kept(&self, id: TechniqueId) -> usize {
        if is_long(id) {
            self.per_long_technique
        } else {
            self.per_technique
        }
    }
}

/// Chains, almost locked sets and forcing chains: their sentences run to
/// several lines, and one position often holds hundreds of them.
fn is_long(id: TechniqueId) -> bool {
    use TechniqueId::*;
    matches!(
        id,
        RemotePair
            | XChain
            | XyChain
            | Aic
            | NiceLoop
            | SueDeCoq
            | AlsXz
            | AlsXyWing
            | DeathBlossom
            | CellForcingChain
            | UnitForcingChain
            | ContradictionChain
            | DynamicForcingChain
            | PatternForcingChain
            | NestedPatternForcingChain
            | NestedForcingChain
            | DeepForcingChain
    )
}

/// Every step each technique `options` enables can make on `grid`, in the
/// engine's order, at most `caps` of each. The solution counter decides the
/// status as the engine does: a grid without a solution lists nothing, and
/// the uniqueness techniques need a single solution (and
/// [`Options::uniqueness`]). [`Options::max_steps`] plays no part.
pub fn all_steps(grid: &Grid, options: &Options, caps: &Caps) -> AllSteps {
    let status = Status::from_count(count_solutions(grid, 2).count);
    let mut techniques = Vec::new();
    if status != Status::NoSolution {
        // One analysis for all, as the engine shares one for a step.
        let analysis = Analysis::new(grid);
        for (id, technique) in enabled_techniques(options, status) {
            let mut list = Listing::new(id, caps);
            let _ = technique.search(grid, &analysis, &mut |found| {
                list.take(Step::new(id, found))
            });
            if let Some(steps) = list.finish() {
                techniques.push(steps);
            }
        }
    }
    AllSteps { status, techniques }
}

/// The steps of one technique as its search yields them.
struct Listing {
    steps: TechniqueSteps,
    kept: usize,
    counted: Option<usize>,
    /// When the search must stop, and the limit it was given.
    deadline: Option<(Instant, Duration)>,
    /// What the distinct steps so far place and remove.
    seen: HashSet<(Vec<Candidate>, Vec<Candidate>)>,
    places: BTreeSet<Candidate>,
    removes: BTreeSet<Candidate>,
}

impl Listing {
    fn new(technique: TechniqueId, caps: &Caps) -> Listing {
        let kept = caps.kept(technique);
        Listing {
            steps: TechniqueSteps {
                technique,
                steps: Vec::new(),
                more: 0,
                stopped: None,
                places: Vec::new(),
                removes: Vec::new(),
            },
            kept,
            // Never stop before the kept steps are in.
            counted: caps.counted.map(|n| n.max(kept).max(1)),
            deadline: caps.time.map(|limit| (Instant::now() + limit, limit)),
            seen: HashSet::new(),
            places: BTreeSet::new(),
            removes: BTreeSet::new(),
        }
    }

    /// Keeps or counts `step` unless an earlier one changes exactly the same;
    /// breaks once [`Caps::counted`] distinct steps are in or
    /// [`Caps::time`] has passed.
    fn take(&mut self, step: Step) -> ControlFlow<()> {
        let conclusion = (
            step.deduction.placements.clone(),
            step.deduction.eliminations.clone(),
        );
        if self.seen.insert(conclusion) {
            self.places.extend(step.placements());
            self.removes.extend(step.eliminations());
            if self.steps.steps.len() < self.kept {
                self.steps.steps.push(step);
            } else {
                self.steps.more += 1;
            }
        }
        if let Some(n) = self.counted.filter(|&n| self.seen.len() >= n) {
            self.steps.stopped = Some(Stopped::AtCount(n));
            return ControlFlow::Break(());
        }
        if let Some((deadline, limit)) = self.deadline
            && Instant::now() >= deadline
        {
            self.steps.stopped = Some(Stopped::AfterTime(limit));
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }

    /// The listing, when the technique found anything.
    fn finish(mut self) -> Option<TechniqueSteps> {
        self.steps.places = self.places.into_iter().collect();
        self.steps.removes = self.removes.into_iter().collect();
        (!self.seen.is_empty()).then_some(self.steps)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Unit;
    use crate::engine::next_step;
    use crate::parse::parse_one;
    use std::collections::BTreeSet;

    const CLASSIC: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    fn singles() -> Options {
        Options::up_to(TechniqueId::HiddenSingle)
    }

    fn group(all: &AllSteps, id: TechniqueId) -> &TechniqueSteps {
        all.techniques
            .iter()
            .find(|t| t.technique == id)
            .expect("the technique found something")
    }

    /// Every (cell, digit) that is the one place of the digit in some unit.
    fn hidden_singles(grid: &Grid) -> BTreeSet<Candidate> {
        let mut out = BTreeSet::new();
        for unit in Unit::all() {
            for d in 1..=9 {
                let places = grid.positions_in(unit, d);
                if let (1, Some(cell)) = (places.len(), places.first()) {
                    out.insert(Candidate::new(cell, d));
                }
            }
        }
        out
    }

    #[test]
    fn a_placement_found_in_two_units_is_listed_once() {
        let grid = parse_one(CLASSIC).unwrap().grid();
        let all = all_steps(&grid, &singles(), &Caps::default());
        let hidden = group(&all, TechniqueId::HiddenSingle);
        let listed: Vec<Candidate> = hidden.steps.iter().map(|s| s.placements()[0]).collect();
        let distinct: BTreeSet<Candidate> = listed.iter().copied().collect();
        assert_eq!(distinct.len(), listed.len(), "{listed:?}");
        // Some of them lie alone in a box and in a line: found twice, kept once.
        assert_eq!(distinct, hidden_singles(&grid));
        let mut found = 0;
        let technique = TechniqueId::HiddenSingle.technique().unwrap();
        let _ = technique.search(&grid, &Analysis::new(&grid), &mut |_| {
            found += 1;
            ControlFlow::Continue(())
        });
        assert!(found > distinct.len(), "{found}");
        assert!(hidden.counted_all() && hidden.more == 0);
        // The first kept is the one the technique finds (a box before a line).
        let find = crate::engine::find_step(&grid, TechniqueId::HiddenSingle);
        assert_eq!(hidden.steps.first(), find.as_ref());
    }

    #[test]
    fn what_every_step_places_and_removes_is_gathered_listed_or_not() {
        let grid = parse_one(CLASSIC).unwrap().grid();
        let caps = Caps {
            per_technique: 1,
            ..Caps::timed(Duration::from_secs(3600))
        };
        let few = all_steps(&grid, &Options::default(), &caps);
        let every = all_steps(
            &grid,
            &Options::default(),
            &Caps {
                per_technique: usize::MAX,
                per_long_technique: usize::MAX,
                ..caps
            },
        );
        for (a, b) in few.techniques.iter().zip(&every.techniques) {
            assert_eq!(a.technique, b.technique);
            assert!(a.counted_all() && b.counted_all() && b.more == 0);
            let places: BTreeSet<Candidate> = b
                .steps
                .iter()
                .flat_map(|s| s.placements())
                .copied()
                .collect();
            let removes: BTreeSet<Candidate> = b
                .steps
                .iter()
                .flat_map(|s| s.eliminations())
                .copied()
                .collect();
            assert_eq!(a.places, places.into_iter().collect::<Vec<_>>());
            assert_eq!(a.removes, removes.into_iter().collect::<Vec<_>>());
        }
        let hidden = group(&few, TechniqueId::HiddenSingle);
        assert_eq!(hidden.steps.len(), 1);
        assert_eq!(hidden.places.len(), 1 + hidden.more);
    }

    #[test]
    fn a_search_out_of_time_stops_at_its_next_step_and_says_so() {
        let grid = parse_one(CLASSIC).unwrap().grid();
        let all = all_steps(&grid, &singles(), &Caps::timed(Duration::ZERO));
        let hidden = group(&all, TechniqueId::HiddenSingle);
        assert_eq!(hidden.steps.len() + hidden.more, 1);
        assert_eq!(hidden.stopped, Some(Stopped::AfterTime(Duration::ZERO)));
    }

    #[test]
    fn the_caps_keep_a_few_and_count_the_rest() {
        let grid = parse_one(CLASSIC).unwrap().grid();
        let every = hidden_singles(&grid).len();
        assert!(every > 3, "{every}");
        let caps = Caps {
            per_technique: 3,
            per_long_technique: 1,
            counted: Some(500),
            time: None,
        };
        let all = all_steps(&grid, &singles(), &caps);
        let hidden = group(&all, TechniqueId::HiddenSingle);
        assert_eq!(hidden.steps.len(), 3);
        assert_eq!(hidden.more, every - 3);
        assert!(hidden.counted_all());
        // The search stops at the counting limit; what it counted is a lower bound.
        let stopped = all_steps(
            &grid,
            &singles(),
            &Caps {
                counted: Some(4),
                ..caps
            },
        );
        let hidden = group(&stopped, TechniqueId::HiddenSingle);
        assert_eq!((hidden.steps.len(), hidden.more), (3, 1));
        assert_eq!(hidden.stopped, Some(Stopped::AtCount(4)));
        assert_eq!(caps.kept(TechniqueId::Aic), 1);
        assert_eq!(caps.kept(TechniqueId::XWing), 3);
    }

    #[test]
    fn the_first_step_is_the_engines_in_either_order() {
        let grid = parse_one(CLASSIC).unwrap().grid();
        for order in crate::engine::Order::ALL {
            let options = Options {
                order,
                ..Options::default()
            };
            let all = all_steps(&grid, &options, &Caps::default());
            let enabled = enabled_techniques(&options, Status::Solved);
            assert_eq!(all.first(), next_step(&grid, &enabled).as_ref());
            // Groups follow the order the engine asks in.
            let asked: Vec<TechniqueId> = enabled.iter().map(|(id, _)| *id).collect();
            let listed: Vec<usize> = all
                .techniques
                .iter()
                .map(|t| asked.iter().position(|&id| id == t.technique).unwrap())
                .collect();
            assert!(listed.windows(2).all(|w| w[0] < w[1]), "{order:?}");
        }
    }

    #[test]
    fn nothing_is_listed_without_a_solution() {
        // Row 1 has no place left for 1.
        let mut grid = Grid::empty();
        for cell in Unit::row(0).cells() {
            grid.eliminate(cell, 1);
        }
        let all = all_steps(&grid, &Options::default(), &Caps::default());
        assert_eq!(all.status, Status::NoSolution);
        assert!(all.techniques.is_empty() && all.first().is_none());
    }
}
