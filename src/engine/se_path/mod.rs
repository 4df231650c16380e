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
//! loops and Sukaku's WXYZ- and VWXYZ-wings. The other techniques of the
//! catalog (W-wing, colouring, finned fish, hidden rectangle, Sue de Coq, ALS)
//! are patterns SE finds only as chains, so here their eliminations come from
//! chains, rated as SE rates them. The human path (`explain`'s default) is
//! the engine's easiest-first order over every technique; this one is what
//! `rate` rates and `explain --path se` shows, each step found again on the
//! puzzle as given ([`follow`]).

use super::{Options, Status, apply, backtrack_at, fewest_candidates};
use crate::catalog::TechniqueId;
use crate::core::canonical::{Transform, minlex};
use crate::core::{Candidate, Cell, Grid, Puzzle};
use crate::scale::{ChainKind, HIDDEN_SINGLE_IN_BOX, chain_kind, step_difficulty, value_bounds};
use crate::step::pattern::Parts;
use crate::step::relabel::Renaming;
use crate::step::{Deduction, Finding, Pattern, Sentence, Step};
use crate::techniques::chains::Rules;
use crate::techniques::{Analysis, Memory, Technique, chains, forcing};
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
    /// The producer given, asked only when the step the producers after it
    /// find would be harder than the path's hardest so far: otherwise taking
    /// theirs leaves the rating where it was. For the patterns SE and Sukaku
    /// find that are slow to look for and seldom there: Sukaku's strong links
    /// and wings, SE's aligned exclusions.
    Deferred(&'static Producer),
}

use Producer::{Deferred, Easiest, EasiestOf, First, OneSearch};
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
    Deferred(&Easiest(T::WxyzWing)),
    // SE's BUG, types 1 to 4, in the order SE asks them.
    First(T::BugType1),
    First(T::BugType2),
    First(T::BugType4),
    First(T::BugType3),
    Deferred(&Easiest(T::FourStrongLinks)),
    Deferred(&Easiest(T::VwxyzWing)),
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
            First(id) | Easiest(id) => vec![*id],
            EasiestOf(ids) | OneSearch(ids) => ids.to_vec(),
            Deferred(inner) => inner.techniques(),
        }
    }
}

/// SE's path's steps for `puzzle`, up to `options.max_steps`: walked on the
/// minlex form as `sudoku rate` walks it (so that the steps shown are the
/// steps rated) and found again on the puzzle as given
/// ([`follow`]); the fallback's steps are worded as the human
/// path's are.
pub(super) fn steps(
    puzzle: &Puzzle,
    status: Status,
    solution: &[u8; 81],
    options: &Options,
) -> Vec<Step> {
    let walked = walk(puzzle, status, solution, options);
    let taken = match walked.transform {
        None => walked.path.taken,
        Some(transform) => follow(&puzzle.grid(), &walked.path, &transform, solution),
    };
    let limit = options.max_steps.unwrap_or(usize::MAX);
    let mut grid = puzzle.grid();
    let mut steps = Vec::with_capacity(taken.len().min(limit));
    for t in taken.into_iter().take(limit) {
        let step = match t.step.technique {
            TechniqueId::Backtrack => {
                let placed = t.step.placements()[0];
                backtrack_at(&grid, placed.cell, placed.digit, status == Status::Solved)
            }
            _ => t.step,
        };
        apply(&mut grid, &step.deduction);
        steps.push(step);
    }
    steps
}

/// SE's path for `puzzle`, walked on its minlex form (the same copy for every
/// relabelling, transposition and band, stack, row or column swap), so that
/// every copy of a puzzle gets the same rating: SE's own choice among equally
/// easy steps follows cell order, and the path after it can differ by a
/// bonus step. A puzzle given with pencil marks is walked as given.
pub(super) fn walk(
    puzzle: &Puzzle,
    status: Status,
    solution: &[u8; 81],
    options: &Options,
) -> SeWalk {
    let uniqueness = options.uniqueness && status == Status::Solved;
    let (grid, solution, transform) = match puzzle.candidates {
        Some(_) => (puzzle.grid(), *solution, None),
        None => {
            let (form, transform) = minlex(&puzzle.givens);
            let grid = Puzzle::from_givens(form).grid();
            (grid, transform.apply(solution), Some(transform))
        }
    };
    let path = solve(
        &grid,
        &solution,
        &options.techniques,
        uniqueness,
        options.deep,
    );
    SeWalk { path, transform }
}

/// SE's path as walked, and the transform that made the copy it was walked
/// on (`None` when it was walked on the puzzle as given).
pub(super) struct SeWalk {
    pub(super) path: SePath,
    transform: Option<Transform>,
}

/// What the path found: its steps, each with its value on SE's scale (the
/// rating folds them; the path only walks).
#[derive(Clone, Debug)]
pub struct SePath {
    /// Every step, in order, with its value.
    pub taken: Vec<Taken>,
}

impl SePath {
    /// How many steps the fallback took.
    pub fn guesses(&self) -> usize {
        self.taken
            .iter()
            .filter(|t| t.step.technique == TechniqueId::Backtrack)
            .count()
    }
}

/// Solves `grid` on SE's path with the `allowed` techniques (the uniqueness
/// ones only with `uniqueness`, which the caller sets only for a puzzle proved
/// to have one solution); where none applies, the solution's digit is placed in
/// a cell with fewest candidates, as the engine's fallback does. With `deep`,
/// the chains from 9.0 up are SE's nesting levels (`levels`).
pub fn solve(
    grid: &Grid,
    solution: &[u8; 81],
    allowed: &[TechniqueId],
    uniqueness: bool,
    deep: bool,
) -> SePath {
    let usable = usable(allowed, uniqueness);
    let mut grid = grid.clone();
    let mut taken: Vec<Taken> = Vec::new();
    // What the searches remember from one grid of this walk to the next.
    let memory = Memory::default();
    while !grid.is_full() {
        let hardest = taken.iter().map(|t| t.difficulty).max().unwrap_or(0);
        let analysis = Analysis::remembering(&grid, &memory);
        let next = next(&analysis, &usable, hardest, deep)
            .unwrap_or_else(|| fallback(&grid, fewest_candidates(&grid), solution));
        debug_assert!(
            next.step.deduction.is_sound(solution),
            "unsound {:?}",
            next.step
        );
        next.step.deduction.apply_to(&mut grid);
        taken.push(next);
    }
    SePath { taken }
}

/// SE's path for `grid`, step by step as it was walked on a copy of it:
/// `walked` is the path of the copy `transform` makes of `grid` (its minlex
/// form, which every copy of a puzzle shares, so that every copy gets one
/// rating). Each step of the copy is found again on `grid` by the search that
/// found it there: the same technique placing and removing the same
/// candidates, renamed back, at the same value; the fallback places the same
/// digit. A step the search does not hand over so (a forcing chain whose
/// proof meets equally short branches in another order on `grid`, a node
/// more or less) is the copy's step renamed back ([`Renaming`]) and, for a
/// forcing chain, restated in the contract's branch order with its sentence
/// worded on `grid` (`forcing::restated`), so that every step keeps its
/// value and the path its rating.
pub fn follow(
    grid: &Grid,
    walked: &SePath,
    transform: &Transform,
    solution: &[u8; 81],
) -> Vec<Taken> {
    let back = Renaming::new(|k| transform.source_cell(k), |d| transform.source_digit(d));
    let mut grid = grid.clone();
    let mut taken: Vec<Taken> = Vec::with_capacity(walked.taken.len());
    for image in &walked.taken {
        let copy = back.step(&image.step);
        let found = find_again(&grid, image, &copy, solution).unwrap_or_else(|| Taken {
            step: forcing::restated(&grid, copy),
            difficulty: image.difficulty,
            origin: image.origin,
        });
        found.step.deduction.apply_to(&mut grid);
        taken.push(found);
    }
    taken
}

/// The step of `grid` that the copy's step `image` is a copy of (`renamed`
/// back), as its search hands it over.
fn find_again(grid: &Grid, image: &Taken, renamed: &Step, solution: &[u8; 81]) -> Option<Taken> {
    let (id, search) = match image.origin {
        Origin::Search(id, search) => (id, search),
        Origin::Fallback => {
            let placed = renamed.placements().first()?;
            return Some(fallback(grid, placed.cell, solution));
        }
        Origin::Levels => return None,
    };
    let analysis = Analysis::new(grid);
    let mut hit = None;
    let _ = search.search(grid, &analysis, &mut |found| {
        let candidate = named_by_links(Taken::found(id, search, Step::new(id, found)));
        let same = candidate.step.technique == image.step.technique
            && candidate.difficulty == image.difficulty
            && same_candidates(candidate.step.placements(), renamed.placements())
            && same_candidates(candidate.step.eliminations(), renamed.eliminations());
        if same {
            hit = Some(candidate);
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    hit
}

/// Whether the two lists hold the same candidates.
fn same_candidates(a: &[Candidate], b: &[Candidate]) -> bool {
    let (mut a, mut b) = (a.to_vec(), b.to_vec());
    a.sort_unstable();
    b.sort_unstable();
    a == b
}

/// Whether SE's path may take technique `id` when the `allowed` ones are
/// enabled: an SE-only technique wherever its base is.
fn usable(allowed: &[TechniqueId], uniqueness: bool) -> impl Fn(TechniqueId) -> bool + '_ {
    move |id: TechniqueId| {
        (allowed.contains(&id)
            || id
                .se_only_base()
                .is_some_and(|base| allowed.contains(&base)))
            && id
                .technique()
                .is_some_and(|t| uniqueness || !t.needs_unique_solution())
    }
}

/// The fallback's step: `cell` gets the solution's digit.
fn fallback(grid: &Grid, cell: Cell, solution: &[u8; 81]) -> Taken {
    let digit = solution[cell.index()];
    let pattern = Pattern::new(vec![cell], grid.candidates(cell), Vec::new());
    Taken {
        step: Step {
            technique: TechniqueId::Backtrack,
            deduction: Deduction::placement(pattern, cell, digit),
            sentence: Sentence::new(),
        },
        difficulty: TechniqueId::Backtrack.info().difficulty,
        origin: Origin::Fallback,
    }
}

/// A step SE's order took, and its value on SE's scale.
#[derive(Clone, Debug)]
pub struct Taken {
    /// The step: technique, deduction and, where a catalog search found it,
    /// its sentence.
    pub step: Step,
    /// Its value on SE's scale, in tenths.
    pub difficulty: u16,
    /// What found it, so that the same step can be found again on another
    /// copy of the grid ([`follow`]).
    origin: Origin,
}

/// What found a step of SE's path.
#[derive(Clone, Copy)]
enum Origin {
    /// A catalog search, run as the technique given (an AIC search's steps
    /// may be renamed by their links).
    Search(TechniqueId, &'static dyn Technique),
    /// SE's nesting levels (`--deep`): a search of seconds, so the step is
    /// not searched for again on another copy of the grid but renamed back
    /// and restated there.
    Levels,
    /// The fallback: the solution's digit in a cell with fewest candidates.
    Fallback,
}

impl std::fmt::Debug for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Origin::Search(id, _) => write!(f, "Search({id})"),
            Origin::Levels => f.write_str("Levels"),
            Origin::Fallback => f.write_str("Fallback"),
        }
    }
}

impl Taken {
    fn found(id: TechniqueId, search: &'static dyn Technique, step: Step) -> Taken {
        Taken {
            difficulty: step_difficulty(&step),
            step,
            origin: Origin::Search(id, search),
        }
    }

    /// A step SE's nesting levels found.
    fn deep(found: Finding) -> Taken {
        let step = Step::new(TechniqueId::DeepForcingChain, found);
        Taken {
            difficulty: step_difficulty(&step),
            step,
            origin: Origin::Levels,
        }
    }
}

/// The step SE's order takes on `grid`, the path's hardest step so far being
/// `hardest`.
fn next(
    analysis: &Analysis,
    usable: &dyn Fn(TechniqueId) -> bool,
    hardest: u16,
    deep: bool,
) -> Option<Taken> {
    let grid = analysis.grid();
    let plain = |id: TechniqueId, t: &'static dyn Technique| -> Option<Taken> {
        let found = t.find(grid, analysis)?;
        Some(Taken::found(id, t, Step::new(id, found)))
    };
    let first = |id: TechniqueId| plain(id, id.technique()?);
    // The nested chain as SE's path asks it: of the first few refuted.
    let nested = || {
        plain(
            T::NestedForcingChain,
            &forcing::NestedForcingChain::FirstRefuted,
        )
    };
    // SE takes the easiest of all its chains and static forcing chains; the
    // first found is enough when it would not raise the rating.
    let every_chain = |id: TechniqueId, t: &'static dyn Technique| -> Option<Taken> {
        let found = plain(id, t)?;
        if found.difficulty <= hardest {
            return Some(found);
        }
        easiest_with(grid, analysis, id, t, 0)
    };
    let take = |producer: &Producer| match producer {
        // SE's nesting levels, where asked for; our nested chain where they
        // find nothing.
        First(T::NestedForcingChain) => match usable(T::NestedForcingChain) {
            true if deep => forcing::levels::easiest(analysis, hardest)
                .map(Taken::deep)
                .or_else(nested),
            true => nested(),
            false => None,
        },
        First(id) => usable(*id).then(|| first(*id)).flatten(),
        Easiest(id) => usable(*id).then(|| easiest(grid, analysis, *id)).flatten(),
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
                if let Some(taken) = every_chain(id, t) {
                    best = easier(best, named_by_links(taken));
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
                if let Some(taken) = first(id) {
                    best = easier(best, taken);
                }
            }
            best.filter(|b| usable(b.step.technique))
        }
        // `ask` unwraps a deferred producer before it is taken.
        Deferred(inner) => unreachable!("deferred {:?}", inner.techniques()),
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
/// no group nodes (what needs one, SE proves with a forcing chain on a unit)
/// and may be longer than the catalog's; SE looks for cycles on X-links, on
/// Y-links and on both apart, and rates the single-kind ones lower; its static
/// forcing chains notice a contradiction only as a candidate both on and off,
/// so a branch that breaks the grid still counts for what it reached.
fn chain_searches(id: TechniqueId) -> Vec<&'static dyn Technique> {
    match id {
        TechniqueId::XChain => vec![&SE_X_CHAIN],
        TechniqueId::Aic => vec![&SE_AIC],
        TechniqueId::NiceLoop => vec![&SE_X_CYCLE, &SE_Y_CYCLE, &SE_NICE_LOOP],
        TechniqueId::CellForcingChain => vec![&SE_CELL_FORCING_CHAIN],
        TechniqueId::UnitForcingChain => vec![&SE_UNIT_FORCING_CHAIN],
        _ => id.technique().into_iter().collect(),
    }
}

/// The longest chain SE's path looks for, in nodes. SE's own walk has no
/// bound, and its long cycles and chains (a Y-cycle through eight cells is 16
/// nodes and a loop back) rate with their length: 24 finds every one the
/// rated sets need (32 finds no more), where the catalog stops at
/// 16 (`MAX_NODES` in the chain graph).
const SE_CHAIN_NODES: usize = 24;

/// `rules` as SE's chains use them: longer, without group nodes.
const fn se_rules(rules: Rules) -> Rules {
    Rules {
        groups: false,
        max_nodes: SE_CHAIN_NODES,
        ..rules
    }
}

static SE_X_CHAIN: chains::XChain = chains::XChain(se_rules(Rules::X_CHAIN));
static SE_AIC: chains::Aic = chains::Aic(se_rules(Rules::ANY));
/// SE's X-cycles: nice loops on one digit.
static SE_X_CYCLE: chains::NiceLoop = chains::NiceLoop(se_rules(Rules::X_CHAIN));
/// SE's Y-cycles: nice loops through two-candidate cells.
static SE_Y_CYCLE: chains::NiceLoop = chains::NiceLoop(se_rules(Rules::XY_CHAIN));
static SE_NICE_LOOP: chains::NiceLoop = chains::NiceLoop(se_rules(Rules::ANY));
static SE_CELL_FORCING_CHAIN: forcing::CellForcingChain = forcing::CellForcingChain {
    broken_branches_count: true,
};
static SE_UNIT_FORCING_CHAIN: forcing::UnitForcingChain = forcing::UnitForcingChain {
    broken_branches_count: true,
};

/// An AIC of one digit is an X-chain, one through two-candidate cells an
/// XY-chain: the step is named so (its value stays the AIC's).
fn named_by_links(mut taken: Taken) -> Taken {
    taken.step = step_named_by_links(taken.step);
    taken
}

fn step_named_by_links(mut step: Step) -> Step {
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
fn easiest(grid: &Grid, analysis: &Analysis, id: TechniqueId) -> Option<Taken> {
    let floor = match id {
        TechniqueId::HiddenSingle => HIDDEN_SINGLE_IN_BOX,
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
    t: &'static dyn Technique,
    floor: u16,
) -> Option<Taken> {
    let mut best: Option<Taken> = None;
    let _ = t.search(grid, analysis, &mut |found| {
        let taken = Taken::found(id, t, Step::new(id, found));
        let d = taken.difficulty;
        if best.as_ref().is_none_or(|b| d < b.difficulty) {
            best = Some(taken);
        }
        if d <= floor {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    best
}
