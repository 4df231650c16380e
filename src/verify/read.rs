//! Reading the trace's JSON into the verifier's own values. Every reader says
//! what it expected when the JSON holds something else, so a damaged trace is
//! reported, never a panic.

use super::board::Cand;
use crate::core::{Cell, Unit};
use crate::core::{CellSet, Digits};
use serde_json::Value;

pub(crate) type Read<T> = Result<T, String>;

/// A field that must be an integer.
pub(crate) fn int(v: &Value, key: &str) -> Read<i64> {
    v.get(key)
        .and_then(Value::as_i64)
        .ok_or_else(|| format!("`{key}` missing or not an integer in {v}"))
}

/// A field that must be an array.
pub(crate) fn array<'a>(v: &'a Value, key: &str) -> Read<&'a Vec<Value>> {
    v.get(key)
        .and_then(Value::as_array)
        .ok_or_else(|| format!("`{key}` missing or not an array"))
}

/// A field that may be absent (then empty) but must be an array when present.
pub(crate) fn optional_array<'a>(v: &'a Value, key: &str) -> Read<&'a [Value]> {
    match v.get(key) {
        None | Some(Value::Null) => Ok(&[]),
        Some(Value::Array(a)) => Ok(a),
        Some(other) => Err(format!("`{key}` is not an array: {other}")),
    }
}

/// A boolean flag, false when absent.
pub(crate) fn flag(v: &Value, key: &str) -> Read<bool> {
    match v.get(key) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(other) => Err(format!("`{key}` is not a boolean: {other}")),
    }
}

/// A string field.
pub(crate) fn text<'a>(v: &'a Value, key: &str) -> Read<&'a str> {
    v.get(key)
        .and_then(Value::as_str)
        .ok_or_else(|| format!("`{key}` missing or not a string"))
}

pub(crate) fn digit(v: &Value) -> Read<u8> {
    match v.as_i64() {
        Some(d @ 1..=9) => Ok(d as u8),
        _ => Err(format!("{v} is not a digit 1-9")),
    }
}

/// `{"row": r, "col": c}` with 1-based row and column.
pub(crate) fn cell(v: &Value) -> Read<Cell> {
    let (r, c) = (int(v, "row")?, int(v, "col")?);
    if !(1..=9).contains(&r) || !(1..=9).contains(&c) {
        return Err(format!("cell outside the grid: {v}"));
    }
    Ok(Cell::at(r as u8 - 1, c as u8 - 1))
}

/// `{"row", "col", "digit"}`.
pub(crate) fn candidate(v: &Value) -> Read<Cand> {
    let d = v
        .get("digit")
        .ok_or_else(|| format!("`digit` missing in {v}"))?;
    Ok((cell(v)?, digit(d)?))
}

/// `{"kind": "row"|"col"|"box", "index": 1..9}`.
pub(crate) fn unit(v: &Value) -> Read<Unit> {
    let i = int(v, "index")?;
    if !(1..=9).contains(&i) {
        return Err(format!("unit index out of range: {v}"));
    }
    let i = i as u8 - 1;
    match v.get("kind").and_then(Value::as_str) {
        Some("row") => Ok(Unit::row(i)),
        Some("col") => Ok(Unit::col(i)),
        Some("box") => Ok(Unit::boxed(i)),
        _ => Err(format!("bad unit kind: {v}")),
    }
}

/// An array of cells, in the order given.
pub(crate) fn cell_list(v: &Value, key: &str) -> Read<Vec<Cell>> {
    array(v, key)?.iter().map(cell).collect()
}

/// An array of distinct cells as a set.
pub(crate) fn cell_set(v: &Value, key: &str) -> Read<CellSet> {
    let list = cell_list(v, key)?;
    let set: CellSet = list.iter().copied().collect();
    if set.len() as usize != list.len() {
        return Err(format!("`{key}` names a cell twice"));
    }
    Ok(set)
}

pub(crate) fn digit_list(v: &Value, key: &str) -> Read<Vec<u8>> {
    array(v, key)?.iter().map(digit).collect()
}

/// An array of distinct digits as a set.
pub(crate) fn digit_set(v: &Value, key: &str) -> Read<Digits> {
    let list = digit_list(v, key)?;
    let set: Digits = list.iter().copied().collect();
    if set.len() as usize != list.len() {
        return Err(format!("`{key}` names a digit twice"));
    }
    Ok(set)
}

pub(crate) fn unit_list(v: &Value, key: &str) -> Read<Vec<Unit>> {
    array(v, key)?.iter().map(unit).collect()
}

/// The one digit of a single-digit pattern's `digits`.
pub(crate) fn one_digit(v: &Value) -> Read<u8> {
    match digit_list(v, "digits")?[..] {
        [d] => Ok(d),
        ref other => Err(format!("`digits` should hold one digit, holds {other:?}")),
    }
}

/// An 81-character grid line: digits, `.` or `0` for empty.
pub(crate) fn grid_line(s: &str) -> Read<[u8; 81]> {
    let bytes = s.as_bytes();
    if bytes.len() != 81 {
        return Err(format!("{} characters, expected 81", bytes.len()));
    }
    let mut values = [0u8; 81];
    for (i, &ch) in bytes.iter().enumerate() {
        values[i] = match ch {
            b'1'..=b'9' => ch - b'0',
            b'.' | b'0' => 0,
            _ => {
                return Err(format!(
                    "character {} is {:?}, expected a digit or `.`",
                    i + 1,
                    ch as char
                ));
            }
        };
    }
    Ok(values)
}

/// The 729-character pencil-mark line: nine characters per cell, the digit
/// where it is a candidate, `.` where not.
pub(crate) fn marks_line(s: &str) -> Read<[Digits; 81]> {
    let bytes = s.as_bytes();
    if bytes.len() != 729 {
        return Err(format!("{} characters, expected 729", bytes.len()));
    }
    let mut marks = [Digits::EMPTY; 81];
    for (i, &ch) in bytes.iter().enumerate() {
        let d = (i % 9) as u8 + 1;
        match ch {
            b'.' => {}
            _ if ch == b'0' + d => marks[i / 9].insert(d),
            _ => {
                return Err(format!(
                    "character {} is {:?}, expected {d} or `.`",
                    i + 1,
                    ch as char
                ));
            }
        }
    }
    Ok(marks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn cells_units_and_digits_read_back() {
        assert_eq!(cell(&json!({"row": 2, "col": 3})), Ok(Cell::at(1, 2)));
        assert!(cell(&json!({"row": 0, "col": 3})).is_err());
        assert_eq!(
            unit(&json!({"kind": "box", "index": 9})),
            Ok(Unit::boxed(8))
        );
        assert!(unit(&json!({"kind": "band", "index": 1})).is_err());
        assert!(digit(&json!(10)).is_err());
        assert!(
            cell_set(
                &json!({"cells": [{"row": 1, "col": 1}, {"row": 1, "col": 1}]}),
                "cells"
            )
            .is_err()
        );
    }

    #[test]
    fn grid_and_mark_lines_are_checked_character_by_character() {
        assert!(grid_line(&".".repeat(81)).is_ok());
        assert!(grid_line(&".".repeat(80)).is_err());
        assert!(grid_line(&format!("x{}", ".".repeat(80))).is_err());
        let marks = marks_line(&"123456789".repeat(81)).unwrap();
        assert_eq!(marks[80], Digits::ALL);
        assert!(marks_line(&"213456789".repeat(81)).is_err());
    }
}
