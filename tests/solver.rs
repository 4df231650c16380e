//! The solution counter over every puzzle set in `data/`, each solution checked on its
//! own terms, and the count cross-checked against the `sudoku` crate.

use crate::common;

use proptest::prelude::*;
use sudoku_explain::Grid;
use sudoku_explain::solver::count_solutions;

/// Every set in `data/` (`*.txt`, and `*.txt.gz` read decompressed): its name
/// and its puzzle lines.
fn puzzle_sets() -> Vec<(String, Vec<String>)> {
    let mut sets = Vec::new();
    let dir = common::data_path("");
    for entry in std::fs::read_dir(&dir).expect("data/ exists") {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        if name.ends_with(".txt") || name.ends_with(".txt.gz") {
            let lines = common::data_set(&name);
            sets.push((name, lines));
        }
    }
    sets.sort();
    assert!(sets.len() >= 3, "expected the puzzle sets in data/");
    sets
}

fn givens(line: &str) -> [u8; 81] {
    assert_eq!(line.len(), 81, "{line}");
    let mut g = [0u8; 81];
    for (v, ch) in g.iter_mut().zip(line.bytes()) {
        *v = if ch == b'.' { 0 } else { ch - b'0' };
    }
    g
}

fn line_of(givens: &[u8; 81]) -> String {
    givens
        .iter()
        .map(|&v| if v == 0 { '.' } else { (b'0' + v) as char })
        .collect()
}

/// A complete grid whose rows, columns and boxes each hold 1-9, keeping every given.
fn is_solution_of(solution: &[u8; 81], givens: &[u8; 81]) -> bool {
    let unit_ok = |cells: &mut dyn Iterator<Item = usize>| {
        let mut seen = 0u16;
        for i in cells {
            seen |= 1 << solution[i];
        }
        seen == 0x3FE
    };
    (0..9).all(|k| {
        unit_ok(&mut (0..9).map(|j| k * 9 + j))
            && unit_ok(&mut (0..9).map(|j| j * 9 + k))
            && unit_ok(&mut (0..9).map(|j| (k / 3 * 3 + j / 3) * 9 + k % 3 * 3 + j % 3))
    }) && solution.iter().zip(givens).all(|(s, g)| *g == 0 || s == g)
}

/// The reference count, capped at 2.
fn reference_count(givens: &[u8; 81]) -> usize {
    sudoku::Sudoku::from_str_line(&line_of(givens))
        .expect("a line the reference parses")
        .solutions_count_up_to(2)
}

/// A small deterministic generator, so every run checks the same mutations.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

#[test]
fn every_shared_puzzle_has_exactly_one_solution() {
    for (name, lines) in puzzle_sets() {
        for line in &lines {
            let g = givens(line);
            let out = count_solutions(&Grid::new(&g, None), 2);
            assert_eq!(out.count, 1, "{name}: {line}");
            let solution = out
                .solution
                .expect("a count of one comes with its solution");
            assert!(is_solution_of(&solution, &g), "{name}: {line}");
        }
    }
}

#[test]
fn counts_agree_with_the_reference_on_samples_and_mutations() {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let mut seen = [0usize; 3];
    for (name, lines) in puzzle_sets() {
        for line in lines.iter().step_by(50) {
            let original = givens(line);
            let filled: Vec<usize> = (0..81).filter(|&i| original[i] != 0).collect();
            let mut fewer = original;
            for _ in 0..1 + rng.below(3) {
                fewer[filled[rng.below(filled.len())]] = 0;
            }
            let mut changed = original;
            let i = filled[rng.below(filled.len())];
            changed[i] = (changed[i] + rng.below(8) as u8) % 9 + 1;
            for g in [original, fewer, changed] {
                let ours = count_solutions(&Grid::new(&g, None), 2).count;
                assert_eq!(ours, reference_count(&g), "{name}: {}", line_of(&g));
                seen[ours] += 1;
            }
        }
    }
    // The mutations must reach all three answers, or the check proves little.
    assert!(seen.iter().all(|&n| n > 0), "counts 0/1/2+: {seen:?}");
}

/// A solved grid: a pattern grid, shuffled by digit relabelling and by swapping
/// rows inside bands, columns inside stacks, bands and stacks.
fn solved_grid(rng: &mut XorShift) -> [u8; 81] {
    let mut digits: Vec<u8> = (1..=9).collect();
    for i in (1..9).rev() {
        digits.swap(i, rng.below(i + 1));
    }
    let mut order = || {
        let mut groups = [0usize, 1, 2];
        let mut inner = [[0usize, 1, 2]; 3];
        groups.swap(2, rng.below(3));
        groups.swap(1, rng.below(2));
        for g in inner.iter_mut() {
            g.swap(2, rng.below(3));
            g.swap(1, rng.below(2));
        }
        std::array::from_fn::<usize, 9, _>(|k| groups[k / 3] * 3 + inner[k / 3][k % 3])
    };
    let (rows, cols) = (order(), order());
    std::array::from_fn(|i| {
        let (r, c) = (rows[i / 9], cols[i % 9]);
        digits[(r * 3 + r / 3 + c) % 9]
    })
}

proptest! {
    #[test]
    fn a_solved_grid_with_givens_removed_keeps_a_solution(
        seed in 1u64..,
        removed in prop::collection::vec(any::<bool>(), 81),
    ) {
        let full = solved_grid(&mut XorShift(seed));
        prop_assert!(is_solution_of(&full, &full));
        let mut g = full;
        for (v, &gone) in g.iter_mut().zip(&removed) {
            if gone {
                *v = 0;
            }
        }
        let out = count_solutions(&Grid::new(&g, None), 2);
        prop_assert!(out.count >= 1);
        prop_assert!(is_solution_of(&out.solution.unwrap(), &g));
    }
}

/// Givens from a vector of 81 entries, mostly empty, clashes allowed.
fn sparse_givens() -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec(prop_oneof![5 => Just(0u8), 1 => 1u8..=9], 81)
}

proptest! {
    #[test]
    fn any_grid_is_counted_without_panic_and_like_the_reference(
        cells in sparse_givens(),
        eliminations in prop::collection::vec((0u8..81, 1u8..=9), 0..40),
    ) {
        let g: [u8; 81] = cells.try_into().unwrap();
        let plain = Grid::new(&g, None);
        prop_assert_eq!(count_solutions(&plain, 2).count, reference_count(&g));

        let mut marked = plain;
        for &(cell, d) in &eliminations {
            marked.eliminate(sudoku_explain::Cell::new(cell), d);
        }
        let out = count_solutions(&marked, 2);
        if let Some(solution) = out.solution {
            prop_assert!(is_solution_of(&solution, &g));
            for cell in marked.empty_cells() {
                prop_assert!(marked.candidates(cell).contains(solution[cell.index()]));
            }
        } else {
            prop_assert_eq!(out.count, 0);
        }
    }
}
