//! Making new puzzles: a random full grid, givens removed (in symmetric orbits
//! when asked) while the solution stays unique (`givens`), then a logical solve
//! to rate the result and keep only puzzles of the wanted level or technique
//! (`request`), with the position to practise that technique on (`practice`).
//! For the techniques too rare among random puzzles (the forcing chains and
//! the other extreme techniques of the seed list), a candidate is instead a
//! neighbour of a puzzle known to need the technique (`vicinity`), judged by
//! the same solve.
//!
//! The solve runs with the engine's default options ([`Options::default`]) and
//! is rated by its own steps (the human path's rating, [`Outcome::rating`]), so
//! a kept puzzle's level and hardest step are what `explain` shows for it with
//! the default options, and its practice position leads to the same next step
//! there.
//!
//! Every attempt draws from its own random stream (the seed, and the attempt's
//! index as the stream number), so a batch is the same on any machine and with
//! any number of threads: attempts run in parallel, and the accepted ones are
//! reported in attempt order.

mod givens;
mod practice;
mod request;
mod vicinity;

pub use givens::{Symmetry, is_minimal};
pub use practice::{Form, Practice};
pub use request::{Need, Request, Unmakeable};

use crate::catalog::TechniqueId;
use crate::core::Puzzle;
use crate::core::canonical::minlex;
use crate::engine::{Options, Status, enabled_techniques};
use crate::outcome::{Outcome, solve};
use crate::rating::Rating;
use crate::step::Step;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use rayon::prelude::*;
use std::collections::HashSet;
use std::time::Instant;

/// A puzzle that met the request.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The attempt that made it (with the seed, it makes it again).
    pub index: u64,
    /// The puzzle.
    pub puzzle: Puzzle,
    /// Its one solution.
    pub solution: [u8; 81],
    /// The rating of the steps below (the human path's): its level is what
    /// `--level` asks for, its hardest step what `--needs` asks for.
    pub rating: Rating,
    /// The steps of the default solve, as `explain` shows them.
    pub steps: Vec<Step>,
    /// When the request asked for it: the position just before the first step
    /// that uses the technique of the need.
    pub practice: Option<Practice>,
    /// How the givens were made.
    pub origin: Origin,
}

/// How a puzzle's givens were made.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Origin {
    /// Removed from a random full grid.
    Random,
    /// A neighbour of a seed, a known puzzle that needed the technique asked
    /// for: the seed written another way, one given moved (see
    /// [`neighbour_of`]).
    Neighbour,
}

impl Origin {
    /// The origin's name in JSON.
    pub const fn name(self) -> &'static str {
        match self {
            Origin::Random => "random",
            Origin::Neighbour => "neighbour",
        }
    }
}

/// A neighbour of one of `puzzles` (their givens), as attempt `index` of
/// `seed` makes it: a puzzle drawn from them, written another way (digits
/// relabelled, bands, stacks, rows and columns reordered, perhaps
/// transposed), then one given moved to another cell with a digit that keeps
/// exactly one solution. None when `puzzles` is empty or no such move was
/// found.
pub fn neighbour_of(puzzles: &[[u8; 81]], seed: u64, index: u64) -> Option<[u8; 81]> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(index);
    vicinity::neighbour(puzzles, &mut rng).map(|(givens, _)| givens)
}

/// One attempt: the puzzle that attempt `index` of `seed` makes, if it meets
/// `request` (which should pass [`Request::check`]; one that does not meets
/// nothing).
pub fn attempt(seed: u64, index: u64, request: &Request) -> Option<Generated> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(index);
    let (givens, solution, origin) = match request.seeds() {
        Some(seeds) => {
            let (near, solution) = vicinity::neighbour(seeds, &mut rng)?;
            let givens = if request.minimal {
                givens::reduced(&near, &solution, &mut rng)
            } else {
                near
            };
            (givens, solution, Origin::Neighbour)
        }
        None => {
            let solution = givens::random_solution(&mut rng);
            let givens = givens::remove_givens(&solution, request.symmetry, &mut rng);
            if request.minimal && !is_minimal(&givens) {
                return None;
            }
            (givens, solution, Origin::Random)
        }
    };
    let puzzle = Puzzle::from_givens(givens);
    let (outcome, rating) = rated_solve(&puzzle, request)?;
    let practice = match (request.practice, request.needs) {
        (true, Some(need)) => Some(Practice::before_first(
            &puzzle,
            &outcome.steps,
            need.technique(),
        )?),
        (true, None) => return None,
        (false, _) => None,
    };
    Some(Generated {
        index,
        puzzle,
        solution,
        rating,
        steps: outcome.steps,
        practice,
        origin,
    })
}

/// The default solve of `puzzle` and its rating, when they meet `request`.
///
/// The request is checked first on a solve with only the techniques it allows
/// up to the first it does not, in the engine's order (see
/// [`Request::allows`]): cheap, because it never tries the chains a harder
/// puzzle would send it to. At every step the engine takes the first technique
/// in its order that finds something, so such a solve that never falls back on
/// search is the very same solve as the full one, and decides. One that falls
/// back met a position where only a later technique applies: that turns the
/// puzzle down when the request says it must
/// ([`Request::fallback_settles`]); otherwise the full solve decides.
fn rated_solve(puzzle: &Puzzle, request: &Request) -> Option<(Outcome, Rating)> {
    let options = Options::default();
    // A generated puzzle has one solution: the engine's order for it.
    let order: Vec<TechniqueId> = enabled_techniques(&options, Status::Solved)
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    let first = order.iter().take_while(|&&id| request.allows(id)).count();
    let outcome = if first < order.len() {
        let narrow = solve(
            puzzle,
            &Options {
                techniques: order[..first].to_vec(),
                ..options.clone()
            },
        );
        match narrow.summary().guesses {
            0 => narrow,
            _ if request.fallback_settles(order[first..].iter().copied()) => return None,
            _ => solve(puzzle, &options),
        }
    } else {
        solve(puzzle, &options)
    };
    let rating = outcome.rating?;
    (request.needs_met(&outcome.steps, &rating) && request.level_met(&rating))
        .then_some((outcome, rating))
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
/// attempts made. Attempts run in parallel on the current rayon pool. A request
/// no puzzle can meet is refused at once, with the reason. Neighbours of
/// seeds can meet again, written another way: a puzzle that is a copy of one
/// already made (the same minlex form) is passed over.
pub fn generate(
    seed: u64,
    count: usize,
    request: &Request,
    deadline: Option<Instant>,
    mut found: impl FnMut(Generated) -> bool,
    mut progress: impl FnMut(u64),
) -> Result<Finish, Unmakeable> {
    request.check()?;
    let threads = rayon::current_num_threads();
    let mut next = 0u64;
    let mut made = 0;
    let mut forms: HashSet<[u8; 81]> = HashSet::new();
    while made < count {
        // Up to eight attempts a thread, but no more than puzzles are still
        // wanted: when most attempts succeed (neighbours of seeds), a last
        // batch of eight would mostly be thrown away.
        let batch = (threads * (count - made).clamp(1, 8)) as u64;
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return Ok(Finish::TimedOut);
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
            if g.origin == Origin::Neighbour && !forms.insert(minlex(&g.puzzle.givens).0) {
                continue;
            }
            made += 1;
            if !found(g) {
                return Ok(Finish::Complete);
            }
        }
    }
    Ok(Finish::Complete)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::{Level, TechniqueId};
    use crate::engine::apply;

    #[test]
    fn an_attempt_is_unique_symmetric_and_repeatable() {
        let request = Request {
            symmetry: Symmetry::Rotational,
            ..Request::default()
        };
        let a = attempt(7, 3, &request).expect("no filter: every attempt is kept");
        let b = attempt(7, 3, &request).unwrap();
        assert_eq!(a.puzzle, b.puzzle);
        assert!(givens::has_one_solution(&a.puzzle.givens));
        for i in 0..81 {
            assert_eq!(a.puzzle.givens[i] == 0, a.puzzle.givens[80 - i] == 0);
            assert!(a.puzzle.givens[i] == 0 || a.puzzle.givens[i] == a.solution[i]);
        }
    }

    #[test]
    fn a_kept_puzzle_rates_as_the_default_solve_rates_it() {
        let g = attempt(7, 3, &Request::default()).unwrap();
        let outcome = solve(&g.puzzle, &Options::default());
        assert_eq!(Some(g.rating), outcome.rating);
        assert_eq!(g.steps, outcome.steps);
    }

    /// The attempts that keep nothing but every puzzle: what filtering them by
    /// hand must agree with.
    fn unfiltered(seed: u64, count: u64) -> Vec<Generated> {
        (0..count)
            .map(|i| attempt(seed, i, &Request::default()).unwrap())
            .collect()
    }

    #[test]
    fn needs_keeps_exactly_the_puzzles_whose_hardest_step_is_the_technique() {
        // Every technique that can be asked for, so that the narrow solve's
        // shortcuts are tested against each: those that are some puzzle's
        // hardest step here are kept exactly there, the rest turned down.
        let all = unfiltered(21, 120);
        let mut kept = 0;
        for (id, _) in crate::catalog::techniques().filter(|(id, _)| *id != TechniqueId::Backtrack)
        {
            let request = Request {
                needs: Some(Need::Hardest(id)),
                ..Request::default()
            };
            for g in &all {
                // The judging alone: a request with seeds makes other
                // puzzles than these (`a_rare_technique_starts_near_a_seed`).
                let made = rated_solve(&g.puzzle, &request);
                assert_eq!(
                    made.is_some(),
                    g.rating.hardest == Some(id),
                    "{id} at attempt {}",
                    g.index
                );
                kept += usize::from(made.is_some());
            }
        }
        assert_eq!(kept, all.len(), "each puzzle is kept for its hardest step");
    }

    #[test]
    fn a_rare_technique_starts_near_a_seed() {
        let id = TechniqueId::KrakenFish;
        let seeds = vicinity::seeds_for(id).expect("the list has kraken fish");
        let request = Request {
            needs: Some(Need::Hardest(id)),
            ..Request::default()
        };
        let made: Vec<Generated> = (0..40).filter_map(|i| attempt(8, i, &request)).collect();
        assert!(
            !made.is_empty(),
            "no kraken fish near the seeds in 40 attempts"
        );
        for g in &made {
            assert_eq!(g.origin, Origin::Neighbour);
            assert_eq!(g.rating.hardest, Some(id));
            assert!(givens::has_one_solution(&g.puzzle.givens));
            let form = minlex(&g.puzzle.givens).0;
            assert!(seeds.iter().all(|s| minlex(s).0 != form), "a seed again");
            // The attempt makes it again.
            assert_eq!(attempt(8, g.index, &request).unwrap().puzzle, g.puzzle);
        }
        // With a symmetry, or without a need, the puzzles are random ones.
        for request in [
            Request {
                needs: Some(Need::Hardest(id)),
                symmetry: Symmetry::Rotational,
                ..Request::default()
            },
            Request::default(),
        ] {
            assert_eq!(request.seeds(), None);
        }
        assert_eq!(
            attempt(8, 0, &Request::default()).unwrap().origin,
            Origin::Random
        );
    }

    #[test]
    fn the_tridagon_has_seeds_of_its_own() {
        // No random puzzle and no puzzle of the other sets needs it: its
        // seeds come from the tridagon class's set.
        let id = TechniqueId::Tridagon;
        assert!(vicinity::seeds_for(id).is_some_and(|s| s.len() >= 8));
        let request = Request {
            needs: Some(Need::Hardest(id)),
            ..Request::default()
        };
        let made: Vec<Generated> = (0..16).filter_map(|i| attempt(1, i, &request)).collect();
        // Of the seeds' neighbours, 323 of 512 needed it when they were made.
        assert!(made.len() >= 4, "{} of 16 attempts", made.len());
        for g in &made {
            assert_eq!(g.rating.hardest, Some(id));
            assert!(
                g.steps.iter().any(|s| s.technique == id),
                "the path shows the tridagon"
            );
        }
    }

    #[test]
    fn minimal_neighbours_lose_every_given_they_can() {
        let request = Request {
            needs: Some(Need::Hardest(TechniqueId::KrakenFish)),
            minimal: true,
            ..Request::default()
        };
        let made: Vec<Generated> = (0..40).filter_map(|i| attempt(9, i, &request)).collect();
        assert!(!made.is_empty(), "no minimal kraken fish in 40 attempts");
        for g in made {
            assert_eq!(g.origin, Origin::Neighbour);
            assert!(is_minimal(&g.puzzle.givens));
        }
    }

    #[test]
    fn a_level_keeps_exactly_the_puzzles_rated_at_it() {
        let all = unfiltered(22, 200);
        for level in Level::ALL {
            let request = Request {
                level: Some(level),
                ..Request::default()
            };
            for g in &all {
                let kept = attempt(22, g.index, &request);
                assert_eq!(kept.is_some(), g.rating.level == level, "{level:?}");
            }
        }
    }

    #[test]
    fn every_made_puzzle_is_within_the_levels_its_needs_allow() {
        for g in unfiltered(23, 200) {
            let hardest = g.rating.hardest.unwrap();
            // `check` bounds a need's level by its technique: every puzzle
            // made is within those bounds.
            let as_hardest = Request {
                level: Some(g.rating.level),
                needs: Some(Need::Hardest(hardest)),
                ..Request::default()
            };
            assert_eq!(as_hardest.check(), Ok(()), "{}", g.puzzle.givens_line());
            for step in &g.steps {
                let somewhere = Request {
                    level: Some(g.rating.level),
                    needs: Some(Need::Somewhere(step.technique)),
                    ..Request::default()
                };
                assert_eq!(somewhere.check(), Ok(()));
            }
        }
    }

    #[test]
    fn the_practice_position_is_just_before_the_first_step_of_the_technique() {
        for (need, id) in [
            (
                Need::Hardest(TechniqueId::NakedSingle),
                TechniqueId::NakedSingle,
            ),
            (
                Need::Somewhere(TechniqueId::FullHouse),
                TechniqueId::FullHouse,
            ),
            (Need::Hardest(TechniqueId::Pointing), TechniqueId::Pointing),
        ] {
            let request = Request {
                needs: Some(need),
                practice: true,
                ..Request::default()
            };
            let g = (0..400)
                .find_map(|i| attempt(5, i, &request))
                .expect("found within 400 attempts");
            let practice = g.practice.expect("asked for");
            let first = g.steps.iter().position(|s| s.technique == id).unwrap();
            let mut grid = g.puzzle.grid();
            for step in &g.steps[..first] {
                apply(&mut grid, &step.deduction);
            }
            assert_eq!(practice.grid, grid);
            if first == 0 || g.steps[..first].iter().all(|s| s.technique.is_single()) {
                assert_eq!(practice.form, Form::Digits, "{id}");
            }
        }
    }

    #[test]
    fn an_avoidable_rectangle_is_practised_on_a_library_line_that_keeps_the_placed_digits() {
        let id = TechniqueId::AvoidableRectangle1;
        let request = Request {
            needs: Some(Need::Somewhere(id)),
            practice: true,
            ..Request::default()
        };
        let g = (0..2000)
            .find_map(|i| attempt(1, i, &request))
            .expect("found within 2000 attempts");
        let practice = g.practice.expect("asked for");
        assert_eq!(practice.form, Form::Library);
        let line = practice.line();
        assert!(line.contains('+'), "{line}");
        let back = crate::parse::parse_one(&line).unwrap().grid();
        assert_eq!(back, practice.grid);
        assert_eq!(back.givens(), practice.grid.givens());
        assert_eq!(back.givens(), g.puzzle.grid().givens());
        let step = crate::engine::find_step(&back, id).expect("the technique applies there");
        assert_eq!(step.technique, id);
    }

    #[test]
    fn an_impossible_request_is_refused_before_any_attempt() {
        let request = Request {
            level: Some(Level::Easy),
            needs: Some(Need::Hardest(TechniqueId::XWing)),
            ..Request::default()
        };
        let mut tried = 0;
        let result = generate(1, 1, &request, None, |_| true, |n| tried = n);
        assert!(matches!(result, Err(Unmakeable::Level { .. })));
        assert_eq!(tried, 0);
    }
}
