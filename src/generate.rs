//! Making new puzzles: a random full grid, givens removed (in symmetric orbits
//! when asked) while the solution stays unique, then a logical solve to rate the
//! result and keep only puzzles of the wanted level or technique.
//!
//! Every attempt draws from its own random stream (the seed, and the attempt's
//! index as the stream number), so a batch is the same on any machine and with
//! any number of threads: attempts run in parallel, and the accepted ones are
//! reported in attempt order.

use crate::catalog::{Level, TechniqueId};
use crate::core::Cell;
use crate::core::Grid;
use crate::core::Puzzle;
use crate::engine::{Options, Order, apply, solve};
use crate::rating::Rating;
use crate::solver::count_solutions;
use crate::step::Step;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use std::time::Instant;

/// Which givens must mirror each other.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Symmetry {
    /// No symmetry.
    #[default]
    None,
    /// Half-turn: r1c1 mirrors r9c9.
    Rotational,
    /// About the main diagonal: r1c2 mirrors r2c1.
    Diagonal,
    /// Left-right: r1c1 mirrors r1c9.
    Mirror,
}

impl Symmetry {
    /// Every symmetry, none first.
    pub const ALL: [Symmetry; 4] = [
        Symmetry::None,
        Symmetry::Rotational,
        Symmetry::Diagonal,
        Symmetry::Mirror,
    ];

    /// The symmetry's name, as options spell it.
    pub const fn name(self) -> &'static str {
        match self {
            Symmetry::None => "none",
            Symmetry::Rotational => "rotational",
            Symmetry::Diagonal => "diagonal",
            Symmetry::Mirror => "mirror",
        }
    }

    /// The symmetry in a few words.
    pub const fn about(self) -> &'static str {
        match self {
            Symmetry::None => "No symmetry",
            Symmetry::Rotational => "Half-turn: r1c1 mirrors r9c9",
            Symmetry::Diagonal => "About the main diagonal: r1c2 mirrors r2c1",
            Symmetry::Mirror => "Left-right: r1c1 mirrors r1c9",
        }
    }
}

/// What kind of puzzle to make.
#[derive(Clone, Debug, Default)]
pub struct Request {
    /// Keep only puzzles rated at this level.
    pub level: Option<Level>,
    /// Keep only puzzles whose logical solve uses this technique.
    pub needs: Option<TechniqueId>,
    /// The symmetry of the givens.
    pub symmetry: Symmetry,
    /// Keep only puzzles from which no single given can be removed.
    pub minimal: bool,
}

/// A puzzle that met the request.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The attempt that made it (with the seed, it makes it again).
    pub index: u64,
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its one solution.
    pub solution: [u8; 81],
    /// Its rating (easiest technique first, as `sudoku rate` rates).
    pub rating: Rating,
    /// The steps of the solve `sudoku explain` shows.
    pub steps: Vec<Step>,
    /// With `needs`: the position just before the first step that uses it.
    pub practice: Option<Grid>,
}

/// One attempt: the puzzle that attempt `index` of `seed` makes, if it meets `request`.
pub fn attempt(seed: u64, index: u64, request: &Request) -> Option<Generated> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(index);
    let solution = random_solution(&mut rng);
    let givens = remove_givens(&solution, request.symmetry, &mut rng);
    if request.minimal && !is_minimal(&givens) {
        return None;
    }
    let puzzle = Puzzle::from_givens(givens);
    let rated = solve(
        &puzzle,
        &Options {
            order: Order::Difficulty,
            ..Options::default()
        },
    );
    let rating = rated.rating()?;
    if request.level.is_some_and(|l| l != rating.level) {
        return None;
    }
    let shown = solve(&puzzle, &Options::default());
    let practice = match request.needs {
        None => None,
        Some(id) => Some(practice_position(&puzzle, &shown.steps, id, request.level)?),
    };
    Some(Generated {
        index,
        puzzle,
        solution,
        rating,
        steps: shown.steps,
        practice,
    })
}

/// The grid just before the first step that uses `id`, when the solve uses it
/// (and, unless the level asked for is extreme, needs no backtracking).
fn practice_position(
    puzzle: &Puzzle,
    steps: &[Step],
    id: TechniqueId,
    level: Option<Level>,
) -> Option<Grid> {
    let guessed = steps.iter().any(|s| s.technique == TechniqueId::Backtrack);
    if guessed && level != Some(Level::Extreme) {
        return None;
    }
    let mut grid = puzzle.grid();
    for step in steps {
        if step.technique == id {
            return Some(grid);
        }
        apply(&mut grid, &step.deduction);
    }
    None
}

/// A random full grid: a few random givens, completed by the solution counter,
/// then relabelled at random.
fn random_solution(rng: &mut ChaCha8Rng) -> [u8; 81] {
    loop {
        let mut grid = Grid::empty();
        let mut cells: Vec<Cell> = Cell::all().collect();
        cells.shuffle(rng);
        for &cell in cells.iter().take(11) {
            let options: Vec<u8> = grid.candidates(cell).iter().collect();
            if let Some(&d) = options.get(rng.random_range(0..options.len().max(1))) {
                grid.place(cell, d);
            }
        }
        if let Some(found) = count_solutions(&grid, 1).solution {
            let mut labels: Vec<u8> = (1..=9).collect();
            labels.shuffle(rng);
            return found.map(|d| labels[d as usize - 1]);
        }
    }
}

/// The cells that must be given or removed together.
fn orbits(symmetry: Symmetry) -> Vec<Vec<usize>> {
    let partner = |i: usize| -> usize {
        let (r, c) = (i / 9, i % 9);
        match symmetry {
            Symmetry::None => i,
            Symmetry::Rotational => 80 - i,
            Symmetry::Diagonal => c * 9 + r,
            Symmetry::Mirror => r * 9 + (8 - c),
        }
    };
    (0..81)
        .filter(|&i| partner(i) >= i)
        .map(|i| {
            let mut orbit = vec![i];
            if partner(i) != i {
                orbit.push(partner(i));
            }
            orbit
        })
        .collect()
}

fn has_one_solution(givens: &[u8; 81]) -> bool {
    count_solutions(&Grid::new(givens, None), 2).count == 1
}

/// Removes orbits of givens in random order while the solution stays unique.
fn remove_givens(solution: &[u8; 81], symmetry: Symmetry, rng: &mut ChaCha8Rng) -> [u8; 81] {
    let mut givens = *solution;
    let mut order = orbits(symmetry);
    order.shuffle(rng);
    for orbit in order {
        for &i in &orbit {
            givens[i] = 0;
        }
        if !has_one_solution(&givens) {
            for &i in &orbit {
                givens[i] = solution[i];
            }
        }
    }
    givens
}

/// Whether removing any single given loses the unique solution.
pub fn is_minimal(givens: &[u8; 81]) -> bool {
    (0..81).filter(|&i| givens[i] != 0).all(|i| {
        let mut fewer = *givens;
        fewer[i] = 0;
        !has_one_solution(&fewer)
    })
}

/// Why a batch stopped.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Finish {
    /// Every puzzle asked for was found.
    Complete,
    /// The time limit came first.
    TimedOut,
}

/// Makes up to `count` puzzles meeting `request`, calling `found` with each in
/// attempt order as soon as it is certain, and `progress` with the number of
/// attempts made. Attempts run in parallel on the current rayon pool.
pub fn generate(
    seed: u64,
    count: usize,
    request: &Request,
    deadline: Option<Instant>,
    mut found: impl FnMut(Generated) -> bool,
    mut progress: impl FnMut(u64),
) -> Finish {
    let batch = (rayon::current_num_threads() * 8) as u64;
    let mut next = 0u64;
    let mut made = 0;
    while made < count {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return Finish::TimedOut;
        }
        let results: Vec<Option<Generated>> = (next..next + batch)
            .into_par_iter()
            .map(|i| attempt(seed, i, request))
            .collect();
        next += batch;
        progress(next);
        for g in results.into_iter().flatten() {
            if made == count {
                break;
            }
            made += 1;
            if !found(g) {
                return Finish::Complete;
            }
        }
    }
    Finish::Complete
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_cover_every_cell_once() {
        for s in [
            Symmetry::None,
            Symmetry::Rotational,
            Symmetry::Diagonal,
            Symmetry::Mirror,
        ] {
            let mut seen: Vec<usize> = orbits(s).into_iter().flatten().collect();
            seen.sort();
            assert_eq!(seen, (0..81).collect::<Vec<_>>(), "{s:?}");
        }
    }

    #[test]
    fn an_attempt_is_unique_symmetric_and_repeatable() {
        let request = Request {
            symmetry: Symmetry::Rotational,
            ..Request::default()
        };
        let a = attempt(7, 3, &request).expect("no filter: every attempt is kept");
        let b = attempt(7, 3, &request).unwrap();
        assert_eq!(a.puzzle, b.puzzle);
        assert!(has_one_solution(&a.puzzle.givens));
        for i in 0..81 {
            assert_eq!(a.puzzle.givens[i] == 0, a.puzzle.givens[80 - i] == 0);
            assert!(a.puzzle.givens[i] == 0 || a.puzzle.givens[i] == a.solution[i]);
        }
    }
}
