//! Nested forcing chains: a contradiction chain whose branch may also strike a
//! candidate by a contradiction chain of its own, run inside the branch. Assume
//! a candidate true and follow the basic rules; then, inside that branch, assume
//! each remaining candidate true in turn: one that breaks the branch's grid is
//! off in the branch, and the basic rules go on from there. When the branch
//! itself breaks, the first assumption was false.
//!
//! One level of nesting is enough for every puzzle of the shared sets (a
//! candidate struck inside a branch is struck by basic rules alone), and it keeps
//! every inner proof a plain branch a reader can replay.
//!
//! With the pattern forcing chain's patterns (`nested_pattern_forcing_chain`),
//! the branch's grid also loses what they remove whenever the basic rules
//! stop, a pattern's removal counting as no strike, and the proof names each
//! as a node of its own.
//!
//! The search works on grids: the branch's grid after its basic rules, then each
//! inner closure on that grid. Only the assumption that breaks gets a proof, built
//! node by node with the same builder as the other forcing chains and cut down to
//! the nodes the contradiction needs.

use super::closure::{Closure, Context, Rules, closure_sets};
use super::levels::BranchPatterns;
use super::proof::{Builder, Stop, Target};
use super::shape::Form;
use super::words::sentence;
use crate::core::Candidate;
use crate::core::Digits;
use crate::core::Grid;
use crate::core::{Cell, CellSet};
use crate::step::branch::{BranchNode, Broken};
use crate::step::pattern::ForcingParts;
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::Found;
use std::ops::ControlFlow;

/// How many refuted assumptions, those whose contradictions need the fewest
/// inner strikes, get a proof; the step is the one with the fewest nodes.
/// The strikes are cheap to count and the proof's size follows them (each
/// strike brings a proof of its own, 20 to 40 nodes on forum-hardest), but
/// not exactly: among every refuted assumption of forum-hardest's first
/// eight puzzles, the smallest of the 8 with the fewest strikes was 1.09
/// times the smallest of all on average, of 4 1.17, of 2 1.37.
const BUILT: usize = 8;

/// How many of the first refuted assumptions get a proof in
/// [`each_of_the_first`]; it keeps the smallest.
const FIRST: usize = 3;
/// How many it hands over when every instance is asked for.
const MORE_FIRST: usize = 6;

/// Hands `found` the nested contradiction chains: every candidate is assumed
/// and refuted where it can be, the [`BUILT`] refutations with the fewest
/// strikes get a proof, and the one with the fewest nodes comes first (the
/// engine's step), then the others by size; then every other refutation,
/// each proved and handed in turn (for a list of every step).
pub fn each(grid: &Grid, found: Found) -> ControlFlow<()> {
    let (built, rest) = smallest(grid, None);
    built
        .into_iter()
        .try_for_each(|deduction| hand(grid, deduction, found))?;
    the_others(grid, rest, None).try_for_each(|deduction| hand(grid, deduction, found))
}

/// Hands `found` the nested contradiction chains whose branch strikes by
/// the pattern forcing chain's patterns too, as [`each`] does, but only
/// those with a node a pattern strikes; none when the smallest has none (a
/// plain nested chain's, which that technique finds).
pub fn each_with_patterns(grid: &Grid, found: Found) -> ControlFlow<()> {
    let patterns = BranchPatterns::new(grid);
    let (built, rest) = smallest(grid, Some(&patterns));
    if !built.first().is_some_and(names_a_pattern) {
        return ControlFlow::Continue(());
    }
    built
        .into_iter()
        .chain(the_others(grid, rest, Some(&patterns)))
        .filter(names_a_pattern)
        .try_for_each(|deduction| hand(grid, deduction, found))
}

/// Whether some node of the step's branch is struck by a pattern.
fn names_a_pattern(d: &Deduction) -> bool {
    d.pattern.branches()[0].iter().any(|n| n.pattern.is_some())
}

/// The proofs of the [`BUILT`] refutations with the fewest strikes, the
/// branches striking by `patterns` too when given, the fewest nodes first;
/// and the other refutations, not proved yet.
fn smallest(grid: &Grid, patterns: Option<&BranchPatterns>) -> (Vec<Deduction>, Vec<Refuted>) {
    let Refutations { best, rest } = fewest_strikes(grid, patterns);
    let mut built: Vec<Deduction> = best
        .into_iter()
        .filter_map(|r| build(grid, r.cell, r.digit, &r.strikes, patterns))
        .collect();
    // A stable sort: of equal sizes, the one with fewer strikes stays first.
    built.sort_by_key(size);
    (built, rest)
}

/// The proofs of `rest`, each pruned and built only when the asker wants
/// the next: the engine takes the first step and never gets here; a list of
/// every step does, until its time runs out.
fn the_others<'a>(
    grid: &'a Grid,
    rest: Vec<Refuted>,
    patterns: Option<&'a BranchPatterns>,
) -> impl Iterator<Item = Deduction> + 'a {
    let ctx = Context::new(grid);
    let mut branch = Closure::empty();
    rest.into_iter().filter_map(move |r| {
        closure_sets(&ctx, r.cell, r.digit, true, Rules::Dynamic, &mut branch);
        let strikes = prune(grid, &branch, r.strikes, usize::MAX, patterns)?;
        build(grid, r.cell, r.digit, &strikes, patterns)
    })
}

/// Hands `found` the nested contradiction chains as SE's path takes them,
/// trying cells with few candidates first: the one with the fewest nodes
/// among the first [`FIRST`] refuted first, then the others of those, then
/// the next ones refuted, up to [`MORE_FIRST`] in all. Cheaper than [`each`]
/// by an order of magnitude on the hardest puzzles, where SE's path meets
/// many more of them than the human path does.
pub fn each_of_the_first(grid: &Grid, found: Found) -> ControlFlow<()> {
    let ctx = Context::new(grid);
    let mut branch = Closure::empty();
    // As in `fewest_strikes`: what a surviving branch placed survives too.
    let mut surviving = [CellSet::EMPTY; 9];
    let mut refuted = assumptions(grid).into_iter().filter_map(|(cell, digit)| {
        if surviving[usize::from(digit - 1)].contains(cell) {
            return None;
        }
        closure_sets(&ctx, cell, digit, true, Rules::Dynamic, &mut branch);
        if branch.contradiction {
            return None;
        }
        let mut inside = Inside::new(grid, &branch, None)?;
        let Some(strikes) = refute_in(&mut inside) else {
            survived(&mut surviving, &inside, grid);
            return None;
        };
        let strikes = prune(grid, &branch, strikes, usize::MAX, None)?;
        build(grid, cell, digit, &strikes, None)
    });
    let mut first: Vec<Deduction> = refuted.by_ref().take(FIRST).collect();
    // A stable sort: the first of the smallest stays first.
    first.sort_by_key(size);
    first
        .into_iter()
        .chain(refuted.take(MORE_FIRST - FIRST))
        .try_for_each(|deduction| hand(grid, deduction, found))
}

/// Hands `found` the step of `deduction`, in words.
fn hand(grid: &Grid, deduction: Deduction, found: Found) -> ControlFlow<()> {
    let sentence = sentence(grid, &deduction, Form::Contradiction, None);
    found(Finding {
        deduction,
        sentence,
    })
}

/// An assumption whose branch breaks once `strikes` are struck inside it.
struct Refuted {
    cell: Cell,
    digit: u8,
    /// The strikes the contradiction needs, in order.
    strikes: Vec<(Cell, u8)>,
    /// How many strikes the branch took before it broke, before pruning.
    struck: usize,
    /// Its place in [`assumptions`]' order.
    at: usize,
}

impl Refuted {
    /// Fewer strikes first, then fewer struck, then the earlier assumption.
    fn rank(&self) -> (usize, usize, usize) {
        (self.strikes.len(), self.struck, self.at)
    }
}

/// Every refuted assumption: the [`BUILT`] with the fewest strikes, pruned,
/// in that order, and the others.
struct Refutations {
    best: Vec<Refuted>,
    /// Those not among the best, fewer strikes before pruning first (of
    /// equals, the earlier in [`assumptions`]' order); some pruned already.
    rest: Vec<Refuted>,
}

/// The [`BUILT`] refuted assumptions with the fewest strikes, in that order
/// (of equals, the one with fewer strikes before pruning, then the earlier
/// in [`assumptions`]' order), and every other one refuted.
///
/// Every candidate is refuted first, then the refutations are pruned, those
/// with the fewest strikes before pruning first. Three things keep the
/// search from doing all of it:
/// - a candidate is not assumed when every other candidate of its cell, or
///   every other place of its digit in a unit, is already refuted: it is
///   then in every solution, and assuming it breaks nothing in a grid that
///   has one;
/// - pruning stops as soon as the strikes it must keep reach those of the
///   last of the [`BUILT`] so far: the ones kept came earlier in the order
///   pruned in, which breaks the rank's ties, so such an assumption cannot
///   join them (and once the last needs a single strike, none can);
/// - the refutations with few strikes, pruned first, make that bound tight
///   early (the order pruned in changes nothing else: the rank decides).
fn fewest_strikes(grid: &Grid, patterns: Option<&BranchPatterns>) -> Refutations {
    let ctx = Context::new(grid);
    let mut branch = Closure::empty();
    let mut refuted = [CellSet::EMPTY; 9];
    // Candidates placed in the last grid of a branch that survived
    // ([`survived`]).
    let mut surviving = [CellSet::EMPTY; 9];
    let mut found: Vec<Refuted> = Vec::new();
    for (at, cell, digit) in refuting_order(&ctx, grid, &mut branch) {
        if forced(grid, &refuted, cell, digit) || surviving[usize::from(digit - 1)].contains(cell) {
            continue;
        }
        closure_sets(&ctx, cell, digit, true, Rules::Dynamic, &mut branch);
        if branch.contradiction {
            // A plain contradiction chain's, left to that technique.
            refuted[usize::from(digit - 1)].insert(cell);
            continue;
        }
        let Some(mut inside) = Inside::new(grid, &branch, patterns) else {
            // Broken by patterns alone: a pattern forcing chain's.
            refuted[usize::from(digit - 1)].insert(cell);
            continue;
        };
        let Some(strikes) = refute_in(&mut inside) else {
            survived(&mut surviving, &inside, grid);
            continue;
        };
        refuted[usize::from(digit - 1)].insert(cell);
        found.push(Refuted {
            cell,
            digit,
            struck: strikes.len(),
            strikes,
            at,
        });
    }
    found.sort_by_key(|r| (r.struck, r.at));
    let mut best: Vec<Refuted> = Vec::with_capacity(BUILT + 1);
    let mut rest: Vec<Refuted> = Vec::new();
    let mut found = found.into_iter();
    for mut r in found.by_ref() {
        // Every refutation kept so far comes before this one in the order
        // pruned in, which is the rank's after the strikes: this one joins
        // only with fewer strikes than the last kept.
        let most = match best.get(BUILT - 1) {
            Some(last) if last.strikes.len() == 1 => {
                rest.push(r);
                break;
            }
            Some(last) => last.strikes.len() - 1,
            None => usize::MAX,
        };
        closure_sets(&ctx, r.cell, r.digit, true, Rules::Dynamic, &mut branch);
        let Some(strikes) = prune(grid, &branch, r.strikes.clone(), most, patterns) else {
            rest.push(r);
            continue;
        };
        r.strikes = strikes;
        let at = best.partition_point(|b| b.rank() <= r.rank());
        best.insert(at, r);
        if best.len() > BUILT {
            rest.extend(best.pop());
        }
    }
    rest.extend(found);
    rest.sort_by_key(|r| (r.struck, r.at));
    Refutations { best, rest }
}

/// Adds to `surviving` (per digit index) what the branch `inside`, which
/// survived every strike, placed in the empty cells of `grid`: each such
/// candidate's own branch grows inside that branch's grid, where no
/// candidate breaks anything, so it survives too.
fn survived(surviving: &mut [CellSet; 9], inside: &Inside, grid: &Grid) {
    for (d, placed) in surviving.iter_mut().enumerate() {
        *placed |= inside.grid.placed(d as u8 + 1) & grid.empty_cells();
    }
}

/// The assumptions with their place in [`assumptions`]' order, those whose
/// closure decides the most candidates first.
///
/// The order changes nothing but the time: a candidate is skipped only when
/// it is [`forced`] (then in every solution, so never refuted in any order)
/// or placed by a surviving branch (then surviving too). Refuted early,
/// more of the others are skipped, whose branches would have been searched
/// to the end for nothing: on forum-hardest's first 40 puzzles (before the
/// surviving branches were skipped) this order took 9.98 s, the order of
/// [`assumptions`] 10.37 s, the reverse of this one 10.56 s, and one that
/// knew the solution (true candidates last) 9.61 s.
fn refuting_order(ctx: &Context, grid: &Grid, branch: &mut Closure) -> Vec<(usize, Cell, u8)> {
    let mut weighed: Vec<(u32, usize, Cell, u8)> = assumptions(grid)
        .into_iter()
        .enumerate()
        .map(|(at, (cell, digit))| {
            closure_sets(ctx, cell, digit, true, Rules::Dynamic, branch);
            let decided = (0..9)
                .map(|d| branch.on[d].len() + branch.off[d].len())
                .sum::<u32>();
            (decided, at, cell, digit)
        })
        .collect();
    weighed.sort_by_key(|&(decided, at, _, _)| (std::cmp::Reverse(decided), at));
    weighed
        .into_iter()
        .map(|(_, at, cell, digit)| (at, cell, digit))
        .collect()
}

/// Whether `digit` in `cell` is the last candidate of its cell, or the last
/// place of its digit in some unit, that `refuted` (per digit index) leaves.
fn forced(grid: &Grid, refuted: &[CellSet; 9], cell: Cell, digit: u8) -> bool {
    let refuted_of = |d: u8| refuted[usize::from(d - 1)];
    let mut others = grid.candidates(cell).iter().filter(|&d| d != digit);
    if others.all(|d| refuted_of(d).contains(cell)) {
        return true;
    }
    let places = grid.positions(digit) - refuted_of(digit);
    cell.units()
        .iter()
        .any(|u| (places & u.cells()).is_single())
}

fn size(d: &Deduction) -> usize {
    d.pattern.branches()[0]
        .iter()
        .map(|n| 1 + n.proof.len())
        .sum()
}

/// Every candidate, cells with fewer candidates first.
fn assumptions(grid: &Grid) -> Vec<(Cell, u8)> {
    let mut cells: Vec<Cell> = grid.empty_cells().iter().collect();
    cells.sort_by_key(|&c| grid.candidates(c).len());
    cells
        .into_iter()
        .flat_map(|c| grid.candidates(c).iter().map(move |d| (c, d)))
        .collect()
}

/// Puts a closure's on candidates into `grid` and strikes its off candidates.
fn absorb(grid: &mut Grid, branch: &Closure) {
    for d in 0..9 {
        for c in branch.off[d] {
            grid.eliminate(c, d as u8 + 1);
        }
    }
    for d in 0..9 {
        for c in branch.on[d] {
            if grid.value(c).is_none() {
                grid.place(c, d as u8 + 1);
            }
        }
    }
}

/// The grid of a branch after its basic rules (and its patterns, when it has
/// them), where candidates are struck one by one by their own contradiction.
#[derive(Clone)]
struct Inside<'p> {
    grid: Grid,
    ctx: Context,
    trial: Closure,
    rest: Closure,
    patterns: Option<&'p BranchPatterns>,
    /// Candidates of the branch on which no pattern removes anything, the
    /// grid's as they are now or more: patterns are looked for only where
    /// the grid lost some since.
    quiet: Option<[CellSet; 9]>,
}

/// What assuming a candidate true inside the branch gives.
enum Strike {
    /// No contradiction: the candidate stays.
    Holds,
    /// A contradiction: the candidate is struck and the basic rules go on.
    Struck,
    /// Striking it breaks the branch itself.
    Breaks,
}

impl<'p> Inside<'p> {
    /// The branch's grid; `None` when its patterns break it.
    fn new(grid: &Grid, branch: &Closure, patterns: Option<&'p BranchPatterns>) -> Option<Self> {
        let mut grid = grid.clone();
        absorb(&mut grid, branch);
        let mut inside = Inside {
            ctx: Context::new(&grid),
            grid,
            trial: Closure::empty(),
            rest: Closure::empty(),
            patterns,
            quiet: patterns.and_then(BranchPatterns::quiet),
        };
        inside.settle().then_some(inside)
    }

    /// Strikes what the patterns remove, with the basic rules after each
    /// strike, until they remove nothing; false when that breaks the grid.
    fn settle(&mut self) -> bool {
        let Some(patterns) = self.patterns else {
            return true;
        };
        loop {
            let pos = patterns.candidates_of(&self.grid);
            let removed = patterns.removed(&pos, self.quiet.as_ref());
            if removed.is_empty() {
                self.quiet = Some(pos);
                return true;
            }
            for x in removed {
                if self.grid.candidates(x.cell).contains(x.digit) && !self.off(x.cell, x.digit) {
                    return false;
                }
            }
        }
    }

    /// Strikes `y` in `cell` with the basic rules after it; false when that
    /// breaks the grid.
    fn off(&mut self, cell: Cell, y: u8) -> bool {
        closure_sets(&self.ctx, cell, y, false, Rules::Dynamic, &mut self.rest);
        if self.rest.contradiction {
            return false;
        }
        absorb(&mut self.grid, &self.rest);
        self.ctx = Context::new(&self.grid);
        true
    }

    /// Assumes `y` in `cell` true; strikes it when that breaks the grid.
    fn strike(&mut self, cell: Cell, y: u8) -> Strike {
        closure_sets(&self.ctx, cell, y, true, Rules::Dynamic, &mut self.trial);
        if !self.trial.contradiction {
            return Strike::Holds;
        }
        if !self.off(cell, y) || !self.settle() {
            return Strike::Breaks;
        }
        Strike::Struck
    }
}

/// The candidates struck inside the branch `inside`, in order, when striking
/// them breaks the branch; `None` when the branch survives.
fn refute(mut inside: Inside) -> Option<Vec<(Cell, u8)>> {
    refute_in(&mut inside)
}

/// [`refute`], leaving in `inside` the branch's grid as the strikes left it:
/// when the branch survives, a grid on which no candidate breaks anything.
fn refute_in(inside: &mut Inside) -> Option<Vec<(Cell, u8)>> {
    let mut strikes = Vec::new();
    // Where the last strike was (cell * 9 + digit index), in this pass or
    // the one before: the candidates after it were tried on the grid as it
    // is, so a pass that reaches them with nothing struck has come round.
    let mut last: Option<usize> = None;
    // Candidates that hold on the grid as it is, untried: each is on in the
    // closure of a candidate that held, so its own closure lies inside that
    // one, which breaks nothing. Forgotten at every strike.
    let mut holding = [CellSet::EMPTY; 9];
    loop {
        let since = last;
        let mut changed = false;
        for cell in inside.grid.empty_cells() {
            for y in inside.grid.candidates(cell) {
                if !inside.grid.candidates(cell).contains(y) {
                    continue;
                }
                let at = cell.index() * 9 + usize::from(y - 1);
                if !changed && since.is_some_and(|l| at > l) {
                    return None;
                }
                if holding[usize::from(y - 1)].contains(cell) {
                    continue;
                }
                match inside.strike(cell, y) {
                    Strike::Holds => {
                        for (known, on) in holding.iter_mut().zip(&inside.trial.on) {
                            *known |= *on;
                        }
                    }
                    Strike::Struck => {
                        strikes.push((cell, y));
                        changed = true;
                        last = Some(at);
                        holding = [CellSet::EMPTY; 9];
                    }
                    Strike::Breaks => {
                        strikes.push((cell, y));
                        return Some(strikes);
                    }
                }
            }
        }
        if !changed {
            return None;
        }
    }
}

/// The strikes the contradiction needs: each is dropped, last first, when the
/// branch still breaks without it (every later strike still refuted on the way).
///
/// Dropping strike `i` leaves the strikes before it as they came, so the
/// branch after them is taken from the first run through the list rather
/// than struck again for every strike tried. `None` as soon as more than
/// `most` strikes must stay.
fn prune(
    grid: &Grid,
    branch: &Closure,
    strikes: Vec<(Cell, u8)>,
    most: usize,
    patterns: Option<&BranchPatterns>,
) -> Option<Vec<(Cell, u8)>> {
    let mut keep = strikes;
    let Some(last) = keep.len().checked_sub(1) else {
        return Some(keep);
    };
    // `before[i]`: the branch with strikes 0..i struck, as `refute` struck
    // them (each in turn was refuted, and struck, on the grid before it).
    let mut before = Vec::with_capacity(last);
    let mut inside = Inside::new(grid, branch, patterns)?;
    for &(cell, y) in &keep[..last] {
        before.push(inside.clone());
        if inside.grid.candidates(cell).contains(y) {
            let struck = inside.strike(cell, y);
            debug_assert!(matches!(struck, Strike::Struck), "a strike of `refute`");
        }
    }
    // The last strike is always kept: it is the one that breaks the branch.
    let mut kept = 1;
    for i in (0..last).rev() {
        if breaks(before[i].clone(), &keep[i + 1..]) {
            keep.remove(i);
        } else {
            kept += 1;
            if kept > most {
                return None;
            }
        }
    }
    Some(keep)
}

/// Whether striking `strikes` in order inside the branch `inside`, each
/// refuted by its own contradiction there, breaks the branch.
fn breaks(mut inside: Inside, strikes: &[(Cell, u8)]) -> bool {
    for &(cell, y) in strikes {
        if !inside.grid.candidates(cell).contains(y) {
            continue;
        }
        match inside.strike(cell, y) {
            Strike::Holds => return false,
            Strike::Struck => {}
            Strike::Breaks => return true,
        }
    }
    false
}

/// The step: `digit` in `cell` is false, with the branch that proves it
/// (striking by `patterns` too, when given).
fn build(
    grid: &Grid,
    cell: Cell,
    digit: u8,
    strikes: &[(Cell, u8)],
    patterns: Option<&BranchPatterns>,
) -> Option<Deduction> {
    let mut b = Builder::new(grid, false, Target::Contradiction);
    let first = b.add(cell, digit, true, &[]);
    let (ends, broken) = run_striking(&mut b, first, strikes, patterns)?;
    let (nodes, _) = b.cut(&ends, 0);
    // Broken without an inner contradiction: a pattern forcing chain's.
    if nodes.iter().all(|n| n.proof.is_empty()) {
        return None;
    }
    let pattern = Pattern::new(vec![cell], Digits::single(digit), Vec::new()).with(Parts::Forcing(
        ForcingParts {
            branches: vec![nodes],
            contradiction: Some(broken),
            nesting: None,
            kraken: None,
        },
    ));
    Some(Deduction::elimination(
        pattern,
        vec![Candidate::new(cell, digit)],
    ))
}

/// Runs branch `b`, its assumption just added (`stop`: what adding it
/// stopped), to a contradiction, striking `strikes` in order on the way, each
/// by the contradiction its own assumption leads to on top of the branch,
/// and whatever `patterns` remove whenever the basic rules run out; the
/// nodes of the contradiction and what breaks, or `None` when the branch
/// does not break so.
fn run_striking(
    b: &mut Builder,
    stop: Stop,
    strikes: &[(Cell, u8)],
    patterns: Option<&BranchPatterns>,
) -> Option<(Vec<usize>, Broken)> {
    let settle = |b: &mut Builder| b.run().or_else(|| patterns?.strike_all(b));
    let mut stop = stop.or_else(|| settle(b));
    for &(c, y) in strikes {
        if stop.is_some() {
            break;
        }
        if b.holds(c, y, false) {
            continue;
        }
        stop = strike(b, c, y)?.or_else(|| settle(b));
    }
    let (ends, broken) = stop?;
    Some((ends, broken?))
}

/// Adds `digit` in `cell` off to branch `b`, proved by its opposite breaking
/// the grid on top of the branch: by the basic rules alone when they break
/// it (a proof of one level), or else with candidates struck inside that
/// proof by their own contradictions (a proof whose nodes carry proofs: two
/// levels). `None` when neither breaks it.
pub(super) fn prove_off(b: &mut Builder, cell: Cell, digit: u8) -> Option<Stop> {
    if let Some(stop) = strike(b, cell, digit) {
        return Some(stop);
    }
    let grid = b.grid_now();
    let mut assumed = Closure::empty();
    closure_sets(
        &Context::new(&grid),
        cell,
        digit,
        true,
        Rules::Dynamic,
        &mut assumed,
    );
    if assumed.contradiction {
        return None;
    }
    let strikes = refute(Inside::new(&grid, &assumed, None)?)?;
    let strikes = prune(&grid, &assumed, strikes, usize::MAX, None)?;
    proved_off(b, cell, digit, &strikes)
}

/// Adds `digit` in `cell` off to the branch, proved by the contradiction that
/// assuming it on (inside the branch) leads to; `None` when there is none.
fn strike(b: &mut Builder, cell: Cell, digit: u8) -> Option<Stop> {
    proved_off(b, cell, digit, &[])
}

/// Adds `digit` in `cell` off to branch `b`, proved by the contradiction its
/// being on leads to on top of the branch, `strikes` struck on the way (each
/// by a proof of its own); `None` when it leads to none.
fn proved_off(b: &mut Builder, cell: Cell, digit: u8, strikes: &[(Cell, u8)]) -> Option<Stop> {
    let base = b.nodes.len();
    let mut inner = b.for_proof();
    let first = inner.add(cell, digit, true, &[]);
    let (ends, broken) = run_striking(&mut inner, first, strikes, None)?;
    let (proof, named) = inner.cut(&ends, base);
    Some(b.add_node(BranchNode {
        cell,
        digit,
        on: false,
        from: named,
        proof,
        broken: Some(broken),
        pattern: None,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::techniques::test_support::grid_of;

    /// The lesson's position (techniques/nested_forcing_chain.md), where the
    /// human path takes a nested forcing chain.
    const LESSON: &str = "......7..1...5..89....56.8.12...6..91.3.56..9.23.56..9...4.....12..5....123......1..456..9.2..........456...1..4....9......7....345...91...56..........8.1.3......1..456...1..45......3......12.4.6...1...56..........8.12..567..12..5.7..........9.2.4...89...4..789.2.4..78.....5....1....6.89...4.6.....3......12.4..7..12.4..78...3.5..8......6......45.7..1......8..2.........34.....1...5.78.........91..4..78..2345..89...45..891...........4...89..3.....9......7...2..5..8..2.45.........6...12..56.8.1...5.78..2..5678...3..........56.8..2..5............912.4..7..12.4..78.12..5..8...3.......2..5.78..2....789...4......2..5...912....78......6...12....78..2.4.6.8....4..78.........9.2...678......6.8.1.........2....78...3..........5....";

    fn handed(search: fn(&Grid, Found) -> ControlFlow<()>, grid: &Grid) -> Vec<Finding> {
        let mut all = Vec::new();
        let _ = search(grid, &mut |f: Finding| {
            all.push(f);
            ControlFlow::Continue(())
        });
        all
    }

    #[test]
    fn the_step_is_the_smallest_and_no_larger_than_the_first_refuted() {
        let grid = grid_of(LESSON);
        let smallest: Vec<usize> = handed(each, &grid)
            .iter()
            .map(|f| size(&f.deduction))
            .collect();
        let first: Vec<usize> = handed(each_of_the_first, &grid)
            .iter()
            .map(|f| size(&f.deduction))
            .collect();
        // The proofs built for the engine, smallest first, then every other
        // refutation.
        assert!(smallest.len() > BUILT, "{}", smallest.len());
        assert_eq!(first.len(), MORE_FIRST);
        assert!(smallest[..BUILT].is_sorted(), "{smallest:?}");
        // The first three refuted are among the candidates the search tries,
        // so the smallest it keeps is no larger than theirs; here it is
        // smaller than all six.
        assert!(
            first.iter().all(|&f| smallest[0] < f),
            "{smallest:?} {first:?}"
        );
    }

    /// Forum-hardest #1 after its hidden single (r2c9=2), where the human
    /// path without the locked sets takes a nested chain.
    const FH1: &str =
        "........8..3...4.2.9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";

    /// There the step strikes by patterns inside its branch and is smaller
    /// than the smallest without them, with fewer inner chains: pattern
    /// nodes stand for inner chains of a dozen nodes or more. (Not on every
    /// position: the 8 built are those with the fewest inner strikes, and a
    /// pattern's strike is none, so on the lesson's the smallest without
    /// patterns, 75 nodes, is not among them, and the step has 85.)
    #[test]
    fn patterns_inside_the_branch_make_the_step_smaller() {
        let grid = grid_of(FH1);
        let patterns = BranchPatterns::new(&grid);
        let (with, _) = smallest(&grid, Some(&patterns));
        let (without, _) = smallest(&grid, None);
        let branch = &with[0].pattern.branches()[0];
        assert!(branch.iter().any(|n| n.pattern.is_some()));
        assert!(branch.iter().any(|n| !n.proof.is_empty()));
        // Proofs use the basic rules only.
        assert!(
            branch
                .iter()
                .flat_map(|n| &n.proof)
                .all(|p| p.pattern.is_none())
        );
        assert!(
            without[0].pattern.branches()[0]
                .iter()
                .all(|n| n.pattern.is_none())
        );
        let inner = |d: &Deduction| {
            d.pattern.branches()[0]
                .iter()
                .filter(|n| !n.proof.is_empty())
                .count()
        };
        assert!(inner(&with[0]) < inner(&without[0]));
        assert!(
            size(&with[0]) < size(&without[0]),
            "{} {}",
            size(&with[0]),
            size(&without[0])
        );
    }

    #[test]
    fn a_candidate_left_alone_by_refutations_is_forced() {
        let grid = grid_of(LESSON);
        let cell = grid
            .empty_cells()
            .iter()
            .find(|&c| grid.candidates(c).len() == 3)
            .unwrap();
        let digits: Vec<u8> = grid.candidates(cell).iter().collect();
        let mut refuted = [CellSet::EMPTY; 9];
        assert!(!forced(&grid, &refuted, cell, digits[2]));
        refuted[usize::from(digits[0] - 1)].insert(cell);
        assert!(!forced(&grid, &refuted, cell, digits[2]));
        refuted[usize::from(digits[1] - 1)].insert(cell);
        assert!(forced(&grid, &refuted, cell, digits[2]));
        // The last place of a digit in its row, the other places refuted.
        let d = digits[0];
        let mut refuted = [CellSet::EMPTY; 9];
        let row = grid.positions(d) & cell.units()[0].cells();
        assert!(row.len() >= 2);
        for other in row.iter().filter(|&c| c != cell) {
            assert!(!forced(&grid, &refuted, cell, d));
            refuted[usize::from(d - 1)].insert(other);
        }
        assert!(forced(&grid, &refuted, cell, d));
    }
}
