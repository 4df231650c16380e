//! Tests of the mutant fish check, in their own file: they read a made-up
//! board through the test fixture, which sits above the checks.

use super::*;
use crate::core::Cell;
use crate::verify::fixture::{cell, run_on, synthetic};
use serde_json::json;

/// The technique's endo-fin test, as a trace writes it: 4 only in r1c5,
/// r1c6, r2c5 and r2c8; base row 2 and column 5 (sharing r2c5), cover
/// row 1 and column 8.
fn endo_fin_x_wing() -> (crate::verify::board::ReplayBoard, serde_json::Value) {
    let places = [
        Cell::at(0, 4),
        Cell::at(0, 5),
        Cell::at(1, 4),
        Cell::at(1, 7),
    ];
    let without: Vec<u8> = (1..=9).filter(|&d| d != 4).collect();
    let all: Vec<u8> = (1..=9).collect();
    let marks: Vec<(Cell, &[u8])> = Cell::all()
        .map(|c| {
            (
                c,
                if places.contains(&c) {
                    &all[..]
                } else {
                    &without[..]
                },
            )
        })
        .collect();
    let unit = |kind: &str, index: u8| json!({"kind": kind, "index": index});
    let pattern = json!({
        "cells": [cell(1, 5), cell(2, 8)],
        "digits": [4],
        "units": [unit("row", 2), unit("col", 5)],
        "cover_units": [unit("row", 1), unit("col", 8)],
        "fins": [cell(2, 5)],
    });
    (synthetic(&marks), pattern)
}

#[test]
fn an_endo_fin_is_a_fin() {
    let (board, pattern) = endo_fin_x_wing();
    let implied = run_on(check, &board, "mutant_fish", &pattern).unwrap();
    let removed: Vec<_> = implied.eliminations.iter().copied().collect();
    assert_eq!(removed, vec![(Cell::at(0, 5), 4)]);
    // Left out of the fins, it is caught.
    let mut bare = pattern.clone();
    bare.as_object_mut().unwrap().remove("fins");
    assert!(run_on(check, &board, "mutant_fish", &bare).is_err());
    // Counted in the body, too.
    let mut body = pattern;
    body["cells"] = json!([cell(1, 5), cell(2, 5), cell(2, 8)]);
    assert!(run_on(check, &board, "mutant_fish", &body).is_err());
}

#[test]
fn a_mutant_fish_is_neither_basic_nor_franken() {
    let (r, c, b) = (Unit::row, Unit::col, Unit::boxed);
    assert!(!is_mutant(&[r(0), r(4)], &[c(1), c(6)]));
    assert!(!is_mutant(&[c(0), c(4)], &[r(1), r(6)]));
    assert!(!is_mutant(&[r(0), b(4)], &[c(1), c(6)]));
    assert!(!is_mutant(&[c(0), c(4)], &[r(1), b(6)]));
    assert!(is_mutant(&[r(0), c(4)], &[b(1), r(6)]));
    assert!(is_mutant(&[r(0), b(4)], &[r(1), c(6)]));
    assert!(is_mutant(&[b(0), b(4)], &[c(1), c(6)]));
}
