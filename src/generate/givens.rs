//! Where a new puzzle's givens come from: a random full grid, then givens
//! removed in random order (in symmetric orbits when asked) for as long as the
//! solution stays unique.

use crate::core::Cell;
use crate::core::Grid;
use crate::solver::{count_solutions, count_solutions_of_givens};
use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

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

/// A random full grid: a few random givens, completed by the solution counter,
/// then relabelled at random.
pub(super) fn random_solution(rng: &mut ChaCha8Rng) -> [u8; 81] {
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

pub(super) fn has_one_solution(givens: &[u8; 81]) -> bool {
    count_solutions_of_givens(givens, &[], 2).count == 1
}

/// Whether `solution` is still the one solution once the cells of `orbit` are
/// left out of `givens` (where they are 0 already), given that it was the one
/// solution with them. Another solution would differ from it somewhere in the
/// orbit: in its first cell, or agree there and differ in the next, and so
/// on. So one search per cell, for a solution with that cell's digit barred,
/// answers, and one that finds nothing ends without looking for a first
/// solution to count a second against.
fn still_unique(givens: &[u8; 81], solution: &[u8; 81], orbit: &[usize]) -> bool {
    let mut agreeing = *givens;
    orbit.iter().all(|&i| {
        let other = count_solutions_of_givens(&agreeing, &[(i, solution[i])], 1).count;
        agreeing[i] = solution[i];
        other == 0
    })
}

/// Removes orbits of givens in random order while the solution stays unique.
pub(super) fn remove_givens(
    solution: &[u8; 81],
    symmetry: Symmetry,
    rng: &mut ChaCha8Rng,
) -> [u8; 81] {
    remove_orbits(solution, solution, orbits(symmetry), rng)
}

/// `givens` (whose one solution is `solution`) with givens removed in random
/// order while the solution stays unique: a minimal puzzle.
pub(super) fn reduced(givens: &[u8; 81], solution: &[u8; 81], rng: &mut ChaCha8Rng) -> [u8; 81] {
    let each: Vec<Vec<usize>> = (0..81)
        .filter(|&i| givens[i] != 0)
        .map(|i| vec![i])
        .collect();
    remove_orbits(givens, solution, each, rng)
}

/// `givens` with the cells of `orbits`, in random order, left out one orbit
/// at a time while `solution` stays the one solution.
fn remove_orbits(
    givens: &[u8; 81],
    solution: &[u8; 81],
    mut orbits: Vec<Vec<usize>>,
    rng: &mut ChaCha8Rng,
) -> [u8; 81] {
    let mut givens = *givens;
    orbits.shuffle(rng);
    for orbit in orbits {
        for &i in &orbit {
            givens[i] = 0;
        }
        if !still_unique(&givens, solution, &orbit) {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Removing givens decides each orbit as counting the solutions to two
    /// decides it, in every symmetry.
    #[test]
    fn a_removal_keeps_the_solution_unique_exactly_when_the_count_says_so() {
        use rand::SeedableRng;
        let mut decided = [0; 2];
        for (seed, symmetry) in (0..12).zip(Symmetry::ALL.iter().cycle()) {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let solution = random_solution(&mut rng);
            let mut order = orbits(*symmetry);
            order.shuffle(&mut rng);
            let mut givens = solution;
            for orbit in order {
                for &i in &orbit {
                    givens[i] = 0;
                }
                let unique = still_unique(&givens, &solution, &orbit);
                assert_eq!(unique, has_one_solution(&givens), "seed {seed}");
                assert_eq!(
                    has_one_solution(&givens),
                    count_solutions(&Grid::new(&givens, None), 2).count == 1
                );
                decided[usize::from(unique)] += 1;
                if !unique {
                    for &i in &orbit {
                        givens[i] = solution[i];
                    }
                }
            }
        }
        assert!(decided.iter().all(|&n| n > 100), "{decided:?}");
    }

    #[test]
    fn orbits_cover_every_cell_once() {
        for s in Symmetry::ALL {
            let mut seen: Vec<usize> = orbits(s).into_iter().flatten().collect();
            seen.sort();
            assert_eq!(seen, (0..81).collect::<Vec<_>>(), "{s:?}");
        }
    }
}
