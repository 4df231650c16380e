use super::fixtures::{CLASSIC, digits};
use super::*;
use crate::core::Candidate;

fn cell(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell::at(b[1] - b'1', b[3] - b'1')
}

fn run(now: [u8; 81], givens: Option<&str>) -> Hint {
    let givens = givens.map(digits);
    hint(
        &Puzzle::from_givens(now),
        givens.as_ref(),
        &Options::default(),
    )
    .unwrap()
}

#[test]
fn a_wrong_digit_is_named_with_the_right_one_and_the_hint_goes_on() {
    let mut now = digits(CLASSIC);
    now[2] = 1; // the solution has 4 in r1c3
    let h = run(now, Some(CLASSIC));
    assert_eq!(
        h.mistakes,
        vec![Mistake::WrongDigit {
            cell: cell("r1c3"),
            digit: 1,
            solution: Some(4),
            repeats: None
        }]
    );
    assert!(matches!(h.next, Next::Step { .. }));
}

#[test]
fn a_digit_repeating_a_given_is_the_wrong_one_with_or_without_the_givens() {
    let mut now = digits(CLASSIC);
    now[2] = 3; // repeats the given 3 of r1c2
    for givens in [Some(CLASSIC), None] {
        let h = run(now, givens);
        let [
            Mistake::WrongDigit {
                cell: c,
                digit: 3,
                solution: Some(4),
                repeats: Some(clash),
            },
        ] = h.mistakes.as_slice()
        else {
            panic!("{:?}", h.mistakes)
        };
        assert_eq!(*c, cell("r1c3"));
        assert_eq!(clash.cell, cell("r1c2"));
        assert_eq!(clash.unit, crate::core::Unit::row(0));
        assert_eq!(clash.given, givens.is_some());
        assert!(matches!(h.next, Next::Step { .. }), "{givens:?}");
    }
}

#[test]
fn givens_missing_or_changed_are_noted_and_put_back() {
    let mut now = digits(CLASSIC);
    now[0] = 0; // the given 5 erased
    now[1] = 4; // the given 3 changed
    let h = run(now, Some(CLASSIC));
    assert_eq!(
        h.mistakes,
        vec![
            Mistake::GivenMissing {
                cell: cell("r1c1"),
                given: 5
            },
            Mistake::GivenChanged {
                cell: cell("r1c2"),
                given: 3,
                found: 4
            },
        ]
    );
    let Next::Step { grid, .. } = h.next else {
        panic!()
    };
    assert_eq!(grid.value(cell("r1c1")), Some(5));
}

#[test]
fn another_puzzles_givens_are_refused() {
    let tour = crate::examples::example("tour").unwrap();
    let err = hint(
        &Puzzle::from_givens(digits(CLASSIC)),
        Some(&digits(tour.puzzle)),
        &Options::default(),
    )
    .unwrap_err();
    assert!(matches!(err, GivensError::Mismatch { .. }), "{err}");
}

#[test]
fn two_wrong_digits_are_among_the_smallest_sets_without_the_givens_and_named_with_them() {
    // From the reliability report: r3c5 and r3c7 are wrong. Without the givens,
    // five pairs of digits each leave a grid with one solution, so all five are
    // offered; with the givens the two are named.
    let now =
        digits("6..53.21..35...84.1...8.73...1.274..39.46..7.....1....4..6...295.31.....2.....3..");
    let h = run(now, None);
    let [Mistake::OneOf { sets, others: 0 }] = h.mistakes.as_slice() else {
        panic!("{:?}", h.mistakes)
    };
    let names: Vec<String> = sets
        .iter()
        .map(|s| {
            s.iter()
                .map(|c| c.cell.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    assert_eq!(names.len(), 5, "{names:?}");
    assert!(names.contains(&"r3c5 r3c7".to_string()), "{names:?}");
    assert!(matches!(h.next, Next::Blocked));
    let mut original = now;
    original[2 * 9 + 4] = 0;
    original[2 * 9 + 6] = 0;
    let line: String = original.iter().map(|&d| (b'0' + d) as char).collect();
    let named = run(now, Some(&line));
    let wrong: Vec<String> = named
        .mistakes
        .iter()
        .map(|m| m.cell().to_string())
        .collect();
    assert_eq!(wrong, ["r3c5", "r3c7"], "{:?}", named.mistakes);
    assert!(matches!(named.next, Next::Step { .. }));
}

#[test]
fn a_lost_true_candidate_is_put_back_even_when_every_mark_left_clashes() {
    // r1c8=1 and r1c9=2 are right; r1c3 is marked 1 and 2 only, both taken by
    // them, so the cell has no candidate left: its true digit 4 was lost.
    let mut givens = digits(CLASSIC);
    givens[7] = 1;
    givens[8] = 2;
    let mut marks = [Digits::ALL; 81];
    marks[2] = Digits::EMPTY;
    let position = Puzzle {
        givens,
        candidates: Some(marks),
        placed: CellSet::EMPTY,
    };
    let h = hint(&position, None, &Options::default()).unwrap();
    assert_eq!(
        h.mistakes,
        vec![Mistake::LostCandidate {
            cell: cell("r1c3"),
            digit: 4
        }]
    );
    assert!(matches!(h.next, Next::Step { .. }));
}

#[test]
fn a_mark_taken_out_by_a_wrong_digit_is_not_blamed_on_the_player() {
    // r1c3=9 is wrong (4); it took 9 out of r1c9's marks, and 9 is r1c9's...
    // no: r1c9 is 2. Use r1c4, whose digit is 6: a wrong 6 in r1c3 takes it.
    let mut givens = digits(CLASSIC);
    givens[2] = 6;
    let position = Puzzle {
        givens,
        candidates: Some([Digits::ALL; 81]),
        placed: CellSet::EMPTY,
    };
    let h = hint(&position, Some(&digits(CLASSIC)), &Options::default()).unwrap();
    assert_eq!(h.mistakes.len(), 1, "{:?}", h.mistakes);
    assert!(matches!(h.mistakes[0], Mistake::WrongDigit { .. }));
}

#[test]
fn a_complete_right_grid_is_solved() {
    let solution = count_solutions(&Grid::new(&digits(CLASSIC), None), 1)
        .solution
        .unwrap();
    let h = run(solution, Some(CLASSIC));
    assert!(h.mistakes.is_empty());
    assert!(matches!(h.next, Next::Solved));
}

#[test]
fn a_repeat_that_either_digit_could_mend_names_both() {
    // An empty grid but for two 1s in row 1: taking out either leaves a grid
    // with many solutions, so nothing tells which is wrong.
    let mut now = [0u8; 81];
    now[0] = 1;
    now[4] = 1;
    let h = run(now, None);
    assert_eq!(
        h.mistakes,
        vec![Mistake::RepeatedDigit {
            digit: 1,
            unit: crate::core::Unit::row(0),
            cells: [cell("r1c1"), cell("r1c5")]
        }]
    );
    assert!(matches!(h.next, Next::Blocked));
    let _ = Candidate::new(cell("r1c1"), 1);
}
