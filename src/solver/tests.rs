use super::*;
use crate::core::Cell;
use crate::core::Digits;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const CLASSIC_SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn digits(line: &str) -> [u8; 81] {
    let mut out = [0u8; 81];
    for (v, ch) in out.iter_mut().zip(line.bytes()) {
        if ch.is_ascii_digit() {
            *v = ch - b'0';
        }
    }
    out
}

fn grid(line: &str) -> Grid {
    Grid::new(&digits(line), None)
}

/// Every row, column and box holds 1-9, and every given is kept.
fn assert_solves(solution: &[u8; 81], givens: &[u8; 81]) {
    for unit in crate::core::geometry::UNIT_CELLS {
        let seen: Digits = unit.iter().map(|&i| solution[i as usize]).collect();
        assert_eq!(seen, Digits::ALL);
    }
    for (s, g) in solution.iter().zip(givens) {
        assert!(*g == 0 || s == g);
    }
}

#[test]
fn the_classic_puzzle_has_its_one_solution() {
    let out = count_solutions(&grid(CLASSIC), 2);
    assert_eq!(out.count, 1);
    assert_eq!(out.solution, Some(digits(CLASSIC_SOLUTION)));
    assert!(out.nodes >= 1);
}

#[test]
fn the_empty_grid_has_many_solutions() {
    let out = count_solutions(&Grid::empty(), 2);
    assert_eq!(out.count, 2);
    assert_solves(&out.solution.unwrap(), &[0; 81]);
}

#[test]
fn limit_one_stops_at_the_first_solution() {
    let out = count_solutions(&Grid::empty(), 1);
    assert_eq!(out.count, 1);
    assert_solves(&out.solution.unwrap(), &[0; 81]);
}

#[test]
fn limit_zero_searches_nothing() {
    let out = count_solutions(&grid(CLASSIC), 0);
    assert_eq!((out.count, out.solution, out.nodes), (0, None, 0));
}

/// The cells of a rectangle in two rows of one band and two columns of
/// different stacks whose digits read `a b / b a`: swapping them gives a second
/// solution (a deadly pattern).
fn deadly_rectangle(sol: &[u8; 81]) -> Option<[usize; 4]> {
    for r1 in 0..9 {
        for r2 in r1 + 1..(r1 / 3 + 1) * 3 {
            for c1 in 0..9 {
                for c2 in (c1 / 3 + 1) * 3..9 {
                    let cells = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
                    if sol[cells[0]] == sol[cells[3]] && sol[cells[1]] == sol[cells[2]] {
                        return Some(cells);
                    }
                }
            }
        }
    }
    None
}

#[test]
fn a_deadly_pattern_gives_exactly_two_solutions() {
    let mut givens = digits(CLASSIC_SOLUTION);
    let cells = deadly_rectangle(&givens).expect("the classic solution has one");
    for i in cells {
        givens[i] = 0;
    }
    let out = count_solutions(&Grid::new(&givens, None), 3);
    assert_eq!(out.count, 2);
    assert_solves(&out.solution.unwrap(), &givens);
}

#[test]
fn givens_that_cannot_be_completed_have_no_solution() {
    // r1c9 must be 9, but column 9 already has one; no two givens clash.
    let line = format!("12345678.........9{}", ".".repeat(63));
    assert_eq!(count_solutions(&grid(&line), 2).count, 0);
    // The classic puzzle with r1c1 changed from 5 to 1: still no clash.
    let changed = format!("1{}", &CLASSIC[1..]);
    assert_eq!(count_solutions(&grid(&changed), 2).count, 0);
}

#[test]
fn clashing_givens_have_no_solution() {
    let line = format!("5...5{}", ".".repeat(76));
    assert_eq!(count_solutions(&grid(&line), 2).count, 0);
}

#[test]
fn pencil_marks_that_exclude_the_true_digit_have_no_solution() {
    let mut marks = [Digits::ALL; 81];
    // r1c3 is 4 in the only solution.
    marks[2] = Digits::ALL - Digits::single(4);
    let grid = Grid::new(&digits(CLASSIC), Some(&marks));
    assert_eq!(count_solutions(&grid, 2).count, 0);
}

#[test]
fn pencil_marks_that_keep_the_true_digit_keep_the_solution() {
    let mut marks = [Digits::ALL; 81];
    marks[2] = Digits::single(4) | Digits::single(2);
    let grid = Grid::new(&digits(CLASSIC), Some(&marks));
    let out = count_solutions(&grid, 2);
    assert_eq!(out.count, 1);
    assert_eq!(out.solution, Some(digits(CLASSIC_SOLUTION)));
}

#[test]
fn a_cell_without_candidates_has_no_solution() {
    let mut grid = Grid::empty();
    for d in 1..=9 {
        grid.eliminate(Cell::new(40), d);
    }
    assert_eq!(count_solutions(&grid, 2).count, 0);
}

#[test]
fn a_solved_grid_is_its_own_only_solution() {
    let out = count_solutions(&grid(CLASSIC_SOLUTION), 2);
    assert_eq!((out.count, out.nodes), (1, 1));
    assert_eq!(out.solution, Some(digits(CLASSIC_SOLUTION)));
}
