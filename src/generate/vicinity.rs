//! Puzzles for the rarest techniques, made near puzzles known to need them.
//!
//! One random puzzle in hundreds needs a forcing chain as its hardest step,
//! one in thousands a contradiction chain, and none in more than a million
//! a nested forcing chain; but a puzzle that needs one usually still does
//! after a small change. So a request for such a technique starts from a
//! seed, a puzzle whose hardest step was that technique when the seed list
//! was made (`seeds.txt`, built by `examples/vicinity_seeds.rs` from the
//! public sets of `data/` and their neighbours), and makes a neighbour of
//! it: the seed written another way (digits relabelled, bands, stacks, rows
//! and columns reordered, perhaps transposed: the same puzzle), then one
//! given moved to another cell, with a digit that keeps the solution unique
//! (a new puzzle, usually with another solution). The solve then judges the
//! neighbour like any other candidate, so what is kept meets the request
//! exactly; a seed that no longer needs its technique only makes fewer
//! neighbours that do.

use crate::catalog::TechniqueId;
use crate::core::Cell;
use crate::core::canonical::Transform;
use crate::parse::parse_one;
use crate::solver::count_solutions_of_givens;
use rand::Rng;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The seed list: `<technique id> <81 characters>` a line, `#` comments.
const SEEDS: &str = include_str!("seeds.txt");

/// How many moves are tried before an attempt gives up: a move keeps one
/// solution about once in a few hundred tries on the seeds (a uniqueness
/// test is a few microseconds).
const MOVE_TRIES: usize = 20_000;

/// The seeds of each technique, in list order.
fn seeds() -> &'static BTreeMap<TechniqueId, Vec<[u8; 81]>> {
    static SEEDS_BY_TECHNIQUE: OnceLock<BTreeMap<TechniqueId, Vec<[u8; 81]>>> = OnceLock::new();
    SEEDS_BY_TECHNIQUE.get_or_init(|| parse(SEEDS))
}

/// The seed list's lines by technique. The list is part of the program:
/// a line it cannot read is a bug, caught by the tests, and skipped.
fn parse(text: &str) -> BTreeMap<TechniqueId, Vec<[u8; 81]>> {
    let mut by_technique: BTreeMap<TechniqueId, Vec<[u8; 81]>> = BTreeMap::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((key, puzzle)) = line.split_once(' ') else {
            continue;
        };
        let (Some(id), Ok(puzzle)) = (TechniqueId::from_key(key), parse_one(puzzle)) else {
            continue;
        };
        by_technique.entry(id).or_default().push(puzzle.givens);
    }
    by_technique
}

/// The seeds for `technique`, if the list has any.
pub(super) fn seeds_for(technique: TechniqueId) -> Option<&'static [[u8; 81]]> {
    seeds()
        .get(&technique)
        .map(Vec::as_slice)
        .filter(|s| !s.is_empty())
}

/// A neighbour of a seed drawn from `seeds`, with its one solution: the seed
/// written another way, then one given moved with a digit that keeps
/// exactly one solution. None when no move is found in [`MOVE_TRIES`] tries.
pub(super) fn neighbour(seeds: &[[u8; 81]], rng: &mut ChaCha8Rng) -> Option<([u8; 81], [u8; 81])> {
    let seed = seeds.get(rng.random_range(0..seeds.len()))?;
    let givens = random_transform(rng).apply(seed);
    moved(&givens, rng)
}

/// A random way of writing a puzzle: a transpose or not, the bands in any
/// order and the rows of each band in any order (the same for stacks and
/// columns), the digits renamed.
fn random_transform(rng: &mut ChaCha8Rng) -> Transform {
    let mut lines = || -> [u8; 9] {
        let mut bands = [0u8, 1, 2];
        bands.shuffle(rng);
        let mut order = [0u8; 9];
        for (b, &band) in bands.iter().enumerate() {
            let mut inside = [0u8, 1, 2];
            inside.shuffle(rng);
            for (k, &line) in inside.iter().enumerate() {
                order[b * 3 + k] = band * 3 + line;
            }
        }
        order
    };
    let rows = lines();
    let cols = lines();
    let mut names: Vec<u8> = (1..=9).collect();
    names.shuffle(rng);
    let mut digits = [0u8; 10];
    digits[1..].copy_from_slice(&names);
    Transform {
        transpose: rng.random_bool(0.5),
        rows,
        cols,
        digits,
    }
}

/// `givens` with one given moved to an empty cell, holding a digit no given
/// it sees holds, such that the puzzle keeps exactly one solution; with that
/// solution.
fn moved(givens: &[u8; 81], rng: &mut ChaCha8Rng) -> Option<([u8; 81], [u8; 81])> {
    let filled: Vec<usize> = (0..81).filter(|&i| givens[i] != 0).collect();
    let empty: Vec<usize> = (0..81).filter(|&i| givens[i] == 0).collect();
    if filled.is_empty() || empty.is_empty() {
        return None;
    }
    for _ in 0..MOVE_TRIES {
        let from = filled[rng.random_range(0..filled.len())];
        let to = empty[rng.random_range(0..empty.len())];
        let mut next = *givens;
        next[from] = 0;
        let seen = seen_digits(&next, to);
        let free: Vec<u8> = (1..=9u8).filter(|&d| seen >> d & 1 == 0).collect();
        let Some(&digit) = free.get(rng.random_range(0..free.len().max(1))) else {
            continue;
        };
        next[to] = digit;
        let found = count_solutions_of_givens(&next, &[], 2);
        if let (1, Some(solution)) = (found.count, found.solution) {
            return Some((next, solution));
        }
    }
    None
}

/// The digits (bit `d`) of the givens that share a row, column or box with
/// cell `at`.
fn seen_digits(givens: &[u8; 81], at: usize) -> u16 {
    let peers = Cell::new(at as u8).peers();
    peers
        .iter()
        .fold(0u16, |seen, p| seen | 1 << givens[p.index()])
        & !1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Options;
    use crate::generate::givens::has_one_solution;
    use crate::outcome::solve;
    use rand::SeedableRng;

    #[test]
    fn every_line_of_the_list_is_read() {
        let lines = SEEDS
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
            .count();
        let read: usize = seeds().values().map(Vec::len).sum();
        assert_eq!(read, lines, "a seed line the list cannot read");
        for (id, list) in seeds() {
            assert!(id.on_human_path(), "{id}: not a step of the human path");
            for givens in list {
                assert!(
                    has_one_solution(givens),
                    "{id}: a seed without one solution"
                );
            }
        }
    }

    #[test]
    fn the_first_seed_of_each_technique_needs_it() {
        // The list is made from the engine's own solves: the first seed of
        // each technique is still a puzzle whose hardest step it is.
        for (id, list) in seeds() {
            let puzzle = crate::core::Puzzle::from_givens(list[0]);
            let outcome = solve(&puzzle, &Options::default());
            let hardest = outcome.rating.and_then(|r| r.hardest);
            assert_eq!(hardest, Some(*id), "{}", puzzle.givens_line());
        }
    }

    #[test]
    fn a_transform_writes_the_same_puzzle_another_way() {
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let seed = seeds().values().next().expect("a seed")[0];
        let solution = count_solutions_of_givens(&seed, &[], 1).solution.unwrap();
        for _ in 0..20 {
            let t = random_transform(&mut rng);
            let copy = t.apply(&seed);
            assert_eq!(
                copy.iter().filter(|&&d| d != 0).count(),
                seed.iter().filter(|&&d| d != 0).count()
            );
            // The copy's one solution is the seed's, written the same way.
            let found = count_solutions_of_givens(&copy, &[], 2);
            assert_eq!(found.count, 1);
            assert_eq!(found.solution, Some(t.apply(&solution)));
        }
    }

    #[test]
    fn a_move_takes_one_given_and_adds_one_keeping_one_solution() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        for list in seeds().values() {
            let seed = list[0];
            let (next, solution) = moved(&seed, &mut rng).expect("a move within the tries");
            let gone: Vec<usize> = (0..81).filter(|&i| seed[i] != 0 && next[i] == 0).collect();
            let added: Vec<usize> = (0..81).filter(|&i| seed[i] == 0 && next[i] != 0).collect();
            assert_eq!((gone.len(), added.len()), (1, 1));
            assert!((0..81).all(|i| next[i] == seed[i] || i == gone[0] || i == added[0]));
            assert!(has_one_solution(&next));
            assert_eq!(
                count_solutions_of_givens(&next, &[], 1).solution,
                Some(solution)
            );
            // The digit added is none its row, column and box hold.
            let mut without = next;
            without[added[0]] = 0;
            assert_eq!(seen_digits(&without, added[0]) >> next[added[0]] & 1, 0);
        }
    }

    #[test]
    fn the_digits_a_cell_sees_are_its_peers_givens() {
        let mut givens = [0u8; 81];
        givens[8] = 4; // r1c9: row 1
        givens[72] = 7; // r9c1: column 1
        givens[10] = 2; // r2c2: box 1
        givens[40] = 9; // r5c5: none
        assert_eq!(seen_digits(&givens, 0), 1 << 4 | 1 << 7 | 1 << 2);
    }
}
