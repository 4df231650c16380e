//! The four forms of forcing chain and the choice among them. Every assumption
//! (each candidate on, and for contradictions and the dynamic technique each
//! candidate off) gets its closure once per grid; a cell form intersects the
//! closures of the cell's candidates, a unit form those of a digit's places in a
//! unit, a contradiction is a closure that breaks, and the last form intersects a
//! candidate's on and off closures. Each possible conclusion is costed by how deep
//! it lies in its branches; the few cheapest get real proofs and the step keeps
//! the one with the fewest nodes. Asked for every instance, the search then
//! hands over the other proofs, and after them those of a wider pool of cheap
//! conclusions: a proof costs a breadth-first rebuild of every branch, and a
//! grid holds thousands of conclusions, most the same few candidates again.
//!
//! The closures are kept in the grid's [`Analysis`]: the engine asks the forcing
//! techniques one after the other about the same grid.

use super::closure::{Closure, Context, Rules, closure};
use super::proof::{Target, branch};
use super::shape::{Form, Mode};
use super::words::sentence;
use crate::core::Candidate;
use crate::core::CellSet;
use crate::core::Grid;
use crate::core::{Cell, Unit};
use crate::step::branch::BranchNode;
use crate::step::pattern::ForcingParts;
use crate::step::{Deduction, Finding, Parts, Pattern};
use crate::techniques::{Analysis, Found};
use std::ops::ControlFlow;

/// How many of the cheapest conclusions get a real proof.
const TRIES: usize = 6;
/// How many of the cheapest conclusions get one when every instance is asked
/// for (the first [`TRIES`] of them are the same); past them, each of the
/// others gets one in turn, cheapest first, for as long as the asker wants
/// more (`hint --all`, until its time runs out).
const MORE_TRIES: usize = 24;

/// A possible step before its proof is built.
#[derive(Clone, Debug)]
struct Choice {
    cost: u32,
    place: bool,
    order: u32,
    form: Form,
    /// The assumptions, one per branch: cell, digit, on.
    starts: Vec<(Cell, u8, bool)>,
    target: Target,
    unit: Option<Unit>,
    /// The fewest nodes its proof can have: each branch holds at least the
    /// links from its assumption to the target, plus the assumption.
    floor: usize,
}

impl Choice {
    fn key(&self) -> (u32, bool, u32) {
        (self.cost, !self.place, self.order)
    }
}

/// The closures of one grid.
pub(super) struct Closures {
    grid: Grid,
    rules: Rules,
    ctx: Context,
    /// Per candidate (`cell * 9 + d - 1`), its slot in `on` and `off`.
    slot: [u16; 729],
    on: Vec<Closure>,
    off: Vec<Closure>,
}

impl Closures {
    fn new(grid: &Grid, rules: Rules) -> Closures {
        let ctx = Context::new(grid);
        let mut slot = [u16::MAX; 729];
        let count = grid
            .empty_cells()
            .iter()
            .map(|c| grid.candidates(c).len())
            .sum::<u32>();
        // Each closure is about a kilobyte: growing the vector would copy them all.
        let mut on = Vec::with_capacity(count as usize);
        for cell in grid.empty_cells() {
            for d in grid.candidates(cell) {
                slot[cell.index() * 9 + d as usize - 1] = on.len() as u16;
                on.push(Closure::empty());
                let out = on.last_mut().expect("just pushed");
                closure(&ctx, cell, d, true, rules, out);
            }
        }
        Closures {
            grid: grid.clone(),
            rules,
            ctx,
            slot,
            on,
            off: Vec::new(),
        }
    }

    fn with_off(&mut self) {
        if !self.off.is_empty() || self.on.is_empty() {
            return;
        }
        self.off.reserve_exact(self.on.len());
        for cell in self.grid.empty_cells() {
            for d in self.grid.candidates(cell) {
                self.off.push(Closure::empty());
                let out = self.off.last_mut().expect("just pushed");
                closure(&self.ctx, cell, d, false, self.rules, out);
            }
        }
    }

    /// The closure of `d` in `cell` assumed on.
    pub(super) fn on(&self, cell: Cell, d: u8) -> &Closure {
        &self.on[self.slot[cell.index() * 9 + d as usize - 1] as usize]
    }

    fn off(&self, cell: Cell, d: u8) -> &Closure {
        &self.off[self.slot[cell.index() * 9 + d as usize - 1] as usize]
    }
}

/// The static and the dynamic closures of one grid, each built when a forcing
/// technique of that mode first asks: the forcing techniques ask about the same
/// grid one after the other. The third slot holds static closures that go on
/// past a cell or unit left empty, for SE's path.
#[derive(Default)]
struct ClosuresByMode([Option<Box<Closures>>; 3]);

/// The cheapest choices seen so far, at most `cap`, cheapest first.
struct Best {
    cap: usize,
    choices: Vec<Choice>,
}

impl Best {
    fn new(cap: usize) -> Best {
        Best {
            cap,
            choices: Vec::with_capacity(cap.min(MORE_TRIES)),
        }
    }

    fn worst(&self) -> Option<(u32, bool, u32)> {
        (self.choices.len() == self.cap).then(|| self.choices[self.cap - 1].key())
    }

    fn would_take(&self, cost: u32, place: bool, order: u32) -> bool {
        self.worst().is_none_or(|w| (cost, !place, order) < w)
    }

    fn offer(&mut self, c: Choice) {
        if !self.would_take(c.cost, c.place, c.order) {
            return;
        }
        let at = self.choices.partition_point(|x| x.key() <= c.key());
        self.choices.insert(at, c);
        self.choices.truncate(self.cap);
    }
}

/// Offers every conclusion common to `branches`.
fn offer_common(
    best: &mut Best,
    broken_ok: bool,
    branches: &[&Closure],
    starts: &dyn Fn() -> Vec<(Cell, u8, bool)>,
    form: Form,
    unit: Option<Unit>,
    order: &mut u32,
) {
    // A branch that breaks proves its assumption false: a contradiction
    // chain's case, unless asked for as SE's static chains see it.
    if !broken_ok && branches.iter().any(|b| b.contradiction) {
        return;
    }
    for d in 0..9u8 {
        for place in [true, false] {
            let common = branches.iter().fold(CellSet::ALL, |acc, b| {
                acc & if place {
                    b.on[d as usize]
                } else {
                    b.off[d as usize]
                }
            });
            for cell in common {
                *order += 1;
                let cost: u32 = branches.iter().map(|b| b.depth_of(cell, d + 1)).sum();
                if best.would_take(cost, place, *order) {
                    let floor = branches
                        .iter()
                        .map(|b| b.links_to(cell, d + 1) as usize + 1)
                        .sum();
                    best.offer(Choice {
                        cost,
                        place,
                        order: *order,
                        form,
                        starts: starts(),
                        target: Target::Node(cell, d + 1, place),
                        unit,
                        floor,
                    });
                }
            }
        }
    }
}

/// The `cap` cheapest choices among `forms`, with the grid's closures of
/// `mode` (kept in `analysis` for the next forcing technique).
fn cheapest(
    grid: &Grid,
    analysis: &Analysis,
    mode: Mode,
    forms: &[Form],
    cap: usize,
    broken_ok: bool,
) -> Best {
    let static_only = mode == Mode::Static;
    let (rules, m) = slot_of(mode, broken_ok);
    let mut closures = taken(grid, analysis, rules, m);
    // The dynamic search assumes candidates false only when assuming them true
    // gives nothing: those closures are the most expensive and the least useful.
    let needs_off = forms.contains(&Form::Contradiction) || forms.contains(&Form::Both);
    if needs_off && static_only {
        closures.with_off();
    }
    let mut best = choices(grid, &closures, forms, cap, broken_ok);
    if needs_off && !static_only && best.choices.is_empty() {
        closures.with_off();
        best = choices(grid, &closures, forms, cap, broken_ok);
    }
    kept(analysis, m, closures);
    best
}

/// The rules of `mode` and their slot in [`ClosuresByMode`].
fn slot_of(mode: Mode, broken_ok: bool) -> (Rules, usize) {
    match mode {
        Mode::Static if broken_ok => (Rules::StaticPastEmpty, 2),
        Mode::Static => (Rules::Static, 0),
        Mode::Dynamic => (Rules::Dynamic, 1),
    }
}

/// The grid's closures under `rules`, taken from slot `m` of `analysis`
/// (built when no technique has built them yet).
fn taken(grid: &Grid, analysis: &Analysis, rules: Rules, m: usize) -> Box<Closures> {
    analysis
        .with(
            |_| ClosuresByMode::default(),
            |c: &mut ClosuresByMode| c.0[m].take(),
        )
        .unwrap_or_else(|| Box::new(Closures::new(grid, rules)))
}

/// Puts `closures` back in slot `m` of `analysis` for the next technique.
fn kept(analysis: &Analysis, m: usize, closures: Box<Closures>) {
    analysis.with(
        |_| ClosuresByMode::default(),
        |c: &mut ClosuresByMode| c.0[m] = Some(closures),
    );
}

/// Runs `f` on the grid's static closures (each candidate assumed on), kept
/// in `analysis` for the forcing techniques that ask after it.
pub(super) fn with_static_closures<R>(
    grid: &Grid,
    analysis: &Analysis,
    f: impl FnOnce(&Closures) -> R,
) -> R {
    let (rules, m) = slot_of(Mode::Static, false);
    let closures = taken(grid, analysis, rules, m);
    let answer = f(&closures);
    kept(analysis, m, closures);
    answer
}

/// Hands `found` the proofs of `choices`, fewest nodes first (the first choice
/// among equals). A proof whose branches share an off node that the placement
/// already removes implies an elimination the step cannot list: it comes
/// after the others.
///
/// The engine takes only the first, so the proofs are built cheapest floor
/// first (see [`Choice::floor`]) until no proof left unbuilt can be smaller
/// than the best in hand; the rest are built only when `found` asks for more.
fn hand_over(grid: &Grid, choices: &[Choice], mode: Mode, found: Found) -> ControlFlow<()> {
    let static_only = mode == Mode::Static;
    // Per choice: not built yet (`None`), or built, with its proof if it has one.
    let mut proofs: Vec<Option<Option<Proof>>> = vec![None; choices.len()];
    let mut by_floor: Vec<usize> = (0..choices.len()).collect();
    by_floor.sort_by_key(|&i| choices[i].floor);
    // The best proof so far: (redundant, size, index).
    let mut best: Option<(bool, usize, usize)> = None;
    for i in by_floor {
        if let Some((false, size, at)) = best {
            let floor = choices[i].floor;
            if floor > size {
                break;
            }
            if floor == size && i > at {
                continue;
            }
        }
        let proof = build(grid, &choices[i], static_only);
        if let Some(p) = &proof {
            debug_assert!(p.size >= choices[i].floor, "a proof under its floor");
            let key = (p.redundant, p.size, i);
            if best.is_none_or(|b| key < b) {
                best = Some(key);
            }
        }
        proofs[i] = Some(proof);
    }
    let Some((_, _, first)) = best else {
        return ControlFlow::Continue(());
    };
    let mut hand = |i: usize, proof: Proof| found(finding(grid, &choices[i], proof));
    let proof = proofs[first].take().flatten().expect("the best is built");
    hand(first, proof)?;
    let mut rest: Vec<(usize, Proof)> = proofs
        .into_iter()
        .enumerate()
        .filter(|(i, _)| *i != first)
        .filter_map(|(i, p)| {
            let proof = p.unwrap_or_else(|| build(grid, &choices[i], static_only))?;
            Some((i, proof))
        })
        .collect();
    // A stable sort: the first of the smallest stays first.
    rest.sort_by_key(|(_, p)| (p.redundant, p.size));
    rest.into_iter().try_for_each(|(i, proof)| hand(i, proof))
}

/// The step of `choice`'s proof, in words.
fn finding(grid: &Grid, choice: &Choice, proof: Proof) -> Finding {
    let sentence = sentence(grid, &proof.deduction, choice.form, choice.unit);
    Finding {
        deduction: proof.deduction,
        sentence,
    }
}

/// Hands `found` the forcing-chain steps among `forms`: the shortest proof of
/// the [`TRIES`] cheapest conclusions first (the engine's step), then the other
/// proofs of those, then the proofs of the next cheapest up to [`MORE_TRIES`],
/// then those of every other conclusion, cheapest first.
/// After the first, a dynamic search leaves out the steps the static rules
/// prove (the static techniques list those).
pub fn each(
    grid: &Grid,
    analysis: &Analysis,
    mode: Mode,
    forms: &[Form],
    found: Found,
) -> ControlFlow<()> {
    each_with(grid, analysis, mode, forms, false, found)
}

/// [`each`], where with `broken_ok` a static cell or unit form may have a
/// branch that breaks the grid, for what it reached before: as SE's static
/// chains see it, which notice only a candidate both on and off. Such a step
/// is sound but never shown (its broken branch is a contradiction chain).
pub fn each_with(
    grid: &Grid,
    analysis: &Analysis,
    mode: Mode,
    forms: &[Form],
    broken_ok: bool,
    found: Found,
) -> ControlFlow<()> {
    // How many proofs came out: counted in the closure, read here too.
    let handed = std::cell::Cell::new(0usize);
    let mut hand = |f: Finding| {
        handed.set(handed.get() + 1);
        if handed.get() == 1 || mode == Mode::Static || needs_dynamic_rules(&f.deduction) {
            found(f)
        } else {
            ControlFlow::Continue(())
        }
    };
    let best = cheapest(grid, analysis, mode, forms, TRIES, broken_ok);
    hand_over(grid, &best.choices, mode, &mut hand)?;
    // Without a step among the cheapest, the engine has none: nor has the list.
    if handed.get() == 0 || best.choices.len() < TRIES {
        return ControlFlow::Continue(());
    }
    let wider = cheapest(grid, analysis, mode, forms, MORE_TRIES, broken_ok);
    hand_over(grid, &wider.choices[TRIES..], mode, &mut hand)?;
    if wider.choices.len() < MORE_TRIES {
        return ControlFlow::Continue(());
    }
    // Every other conclusion, each proof handed as soon as it is built, so
    // that an asker out of time stops at the next one.
    let all = cheapest(grid, analysis, mode, forms, usize::MAX, broken_ok);
    let static_only = mode == Mode::Static;
    all.choices[MORE_TRIES..]
        .iter()
        .try_for_each(|choice| match build(grid, choice, static_only) {
            Some(proof) => hand(finding(grid, choice, proof)),
            None => ControlFlow::Continue(()),
        })
}

/// Whether a forcing step needs the dynamic rules: an on node with several
/// premises, or one candidate assumed both on and off.
fn needs_dynamic_rules(d: &Deduction) -> bool {
    let b = d.pattern.branches();
    let on_and_off = b.len() == 2
        && (b[0][0].cell, b[0][0].digit) == (b[1][0].cell, b[1][0].digit)
        && b[0][0].on != b[1][0].on;
    on_and_off || b.iter().flatten().any(|n| n.on && n.from.len() > 1)
}

fn choices(grid: &Grid, cl: &Closures, forms: &[Form], cap: usize, broken_ok: bool) -> Best {
    let mut best = Best::new(cap);
    let mut order = 0u32;
    let mut branches: Vec<&Closure> = Vec::with_capacity(9);
    for &form in forms {
        match form {
            Form::Cell => {
                for cell in grid.empty_cells() {
                    let cands = grid.candidates(cell);
                    if cands.len() < 2 {
                        continue;
                    }
                    branches.clear();
                    branches.extend(cands.iter().map(|d| cl.on(cell, d)));
                    let starts = || cands.iter().map(|d| (cell, d, true)).collect();
                    offer_common(
                        &mut best, broken_ok, &branches, &starts, form, None, &mut order,
                    );
                }
            }
            Form::Unit => {
                for u in Unit::all() {
                    for d in 1..=9 {
                        let places = grid.positions_in(u, d);
                        if places.len() < 2 || grid.unit_has(u, d) {
                            continue;
                        }
                        // A box whose places lie on one line repeats that line.
                        let on_a_line = |c: Cell| {
                            places.iter().all(|p| p.row() == c.row())
                                || places.iter().all(|p| p.col() == c.col())
                        };
                        if !u.is_line() && places.first().is_some_and(on_a_line) {
                            continue;
                        }
                        branches.clear();
                        branches.extend(places.iter().map(|c| cl.on(c, d)));
                        let starts = || places.iter().map(|c| (c, d, true)).collect();
                        offer_common(
                            &mut best,
                            broken_ok,
                            &branches,
                            &starts,
                            form,
                            Some(u),
                            &mut order,
                        );
                    }
                }
            }
            Form::Contradiction => {
                for cell in grid.empty_cells() {
                    for d in grid.candidates(cell) {
                        for on in [true, false] {
                            if !on && cl.off.is_empty() {
                                continue;
                            }
                            order += 1;
                            let b = if on { cl.on(cell, d) } else { cl.off(cell, d) };
                            if b.contradiction {
                                best.offer(Choice {
                                    cost: u32::from(b.rounds),
                                    place: !on,
                                    order,
                                    form,
                                    starts: vec![(cell, d, on)],
                                    target: Target::Contradiction,
                                    unit: None,
                                    floor: 1,
                                });
                            }
                        }
                    }
                }
            }
            Form::Both if !cl.off.is_empty() => {
                for cell in grid.empty_cells() {
                    for d in grid.candidates(cell) {
                        let both = [cl.on(cell, d), cl.off(cell, d)];
                        let starts = || vec![(cell, d, true), (cell, d, false)];
                        offer_common(&mut best, broken_ok, &both, &starts, form, None, &mut order);
                    }
                }
            }
            Form::Both => {}
        }
    }
    best
}

/// A choice's proof.
#[derive(Clone)]
struct Proof {
    /// Its nodes, over every branch.
    size: usize,
    /// Whether the branches share off nodes that its placements make redundant.
    redundant: bool,
    deduction: Deduction,
}

/// The proof of a choice.
fn build(grid: &Grid, choice: &Choice, static_only: bool) -> Option<Proof> {
    let mut broken = None;
    let mut branches: Vec<Vec<BranchNode>> = Vec::new();
    for &(cell, d, on) in &choice.starts {
        let (nodes, how) = branch(grid, cell, d, on, static_only, choice.target)?;
        broken = broken.or(how);
        branches.push(nodes);
    }
    let size = branches.iter().map(Vec::len).sum();
    let (cell, d, _) = choice.starts[0];
    let mut pattern = match choice.form {
        Form::Cell => Pattern::new(vec![cell], grid.candidates(cell), Vec::new()),
        Form::Unit => {
            let cells = choice.starts.iter().map(|s| s.0).collect();
            let unit = choice.unit.expect("a unit form names its unit");
            Pattern::new(cells, crate::core::Digits::single(d), vec![unit])
        }
        Form::Contradiction | Form::Both => {
            Pattern::new(vec![cell], crate::core::Digits::single(d), Vec::new())
        }
    };
    let mut redundant = false;
    let deduction = if choice.form == Form::Contradiction {
        pattern.parts = Parts::Forcing(ForcingParts {
            branches,
            contradiction: broken,
            nesting: None,
            kraken: None,
        });
        if choice.place {
            Deduction::placement(pattern, cell, d)
        } else {
            Deduction::elimination(pattern, vec![Candidate::new(cell, d)])
        }
    } else {
        let (placements, eliminations, dropped) = common(&branches);
        redundant = dropped;
        pattern.parts = Parts::Forcing(ForcingParts {
            branches,
            contradiction: None,
            nesting: None,
            kraken: None,
        });
        let mut deduction = Deduction::elimination(pattern, eliminations);
        deduction.placements = placements;
        deduction
    };
    Some(Proof {
        size,
        redundant,
        deduction,
    })
}

/// What every branch holds: the on nodes as placements, and the off nodes that
/// those placements do not already remove as eliminations (and whether there were
/// such).
pub(super) fn common(branches: &[Vec<BranchNode>]) -> (Vec<Candidate>, Vec<Candidate>, bool) {
    let mut on: Vec<Candidate> = Vec::new();
    let mut off: Vec<Candidate> = Vec::new();
    for node in &branches[0] {
        let c = Candidate::new(node.cell, node.digit);
        let everywhere = branches[1..].iter().all(|b| {
            b.iter()
                .any(|n| n.cell == node.cell && n.digit == node.digit && n.on == node.on)
        });
        if everywhere {
            if node.on { &mut on } else { &mut off }.push(c);
        }
    }
    on.sort();
    on.dedup();
    let all = off.len();
    off.retain(|e| {
        !on.iter()
            .any(|p| p.cell == e.cell || (p.digit == e.digit && p.cell.sees(e.cell)))
    });
    let dropped = off.len() < all;
    off.sort();
    off.dedup();
    (on, off, dropped)
}
