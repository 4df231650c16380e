//! Tests of the ALS checks on small boards: sets that share a cell.

use super::*;
use crate::core::Cell;
use crate::verify::fixture::{cell, run_on, synthetic};
use serde_json::json;

/// A = r1c1,r1c2 and B = r1c2,r1c3, sharing r1c2, linked by `rcc`.
fn xz(board: &ReplayBoard, a_digits: &[u8], b_digits: &[u8], rcc: &[u8]) -> Read<Implied> {
    let pattern = json!({
        "cells": [cell(1, 1), cell(1, 2), cell(1, 3)],
        "digits": [1, 2, 3],
        "units": [],
        "als": [
            {"cells": [cell(1, 1), cell(1, 2)], "digits": a_digits},
            {"cells": [cell(1, 2), cell(1, 3)], "digits": b_digits},
        ],
        "rcc": rcc,
    });
    run_on(check, board, "als_xz", &pattern)
}

#[test]
fn singly_linked_sets_may_share_a_cell_without_the_digit_but_not_doubly_linked_ones() {
    let (a, shared, b) = (Cell::at(0, 0), Cell::at(0, 1), Cell::at(0, 2));
    // r1c1 and r1c3 hold 1,2 and the shared r1c2 only 3.
    let board = synthetic(&[(a, &[1, 2]), (shared, &[3]), (b, &[1, 2])]);
    let implied = xz(&board, &[1, 2, 3], &[1, 2, 3], &[1]).expect("singly linked");
    // 2 is in r1c1 or r1c3: it goes from the rest of row 1 and of box 1
    // (six cells each); 3 is
    // in r1c2, the one holder of both sets: it goes from its twenty peers
    // but r1c1 and r1c3, which lack it.
    let twos = implied.eliminations.iter().filter(|c| c.1 == 2).count();
    let threes: Vec<Cell> = implied
        .eliminations
        .iter()
        .filter(|c| c.1 == 3)
        .map(|c| c.0)
        .collect();
    assert_eq!(twos, 12);
    assert_eq!(threes.len(), 18);
    assert!(threes.iter().all(|c| c.sees(shared)));
    assert!(implied.eliminations.iter().all(|c| c.1 != 1));
    let e = xz(&board, &[1, 2, 3], &[1, 2, 3], &[1, 2]).unwrap_err();
    assert!(e.contains("doubly linked sets share r1c2"), "{e}");
}

#[test]
fn a_restricted_common_digit_in_the_shared_cell_is_refused() {
    let (a, shared, b) = (Cell::at(0, 0), Cell::at(0, 1), Cell::at(0, 2));
    // 1 in the shared r1c2: both sets could hold it there.
    let board = synthetic(&[(a, &[2, 3]), (shared, &[1, 3]), (b, &[1, 2])]);
    let e = xz(&board, &[1, 2, 3], &[1, 2, 3], &[1]).unwrap_err();
    assert!(
        e.contains("1 is not a restricted common digit of the sets"),
        "{e}"
    );
}
