//! The puzzle sets in `data/`, read the same way by the integration tests and
//! the benchmarks (which include this file by path).
#![allow(dead_code)]

use std::io::Read;
use std::path::PathBuf;
use sudoku_explain::Puzzle;

/// `data/<name>` in the project.
pub fn data_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(name)
}

/// Every puzzle set in `data/`, as stored.
pub const SETS: [&str; 10] = [
    "easy50.txt",
    "everyday-1000.txt",
    "forum-hardest-110626.txt",
    "levels-se-2000.txt",
    "norvig-hardest.txt",
    "rated-se.txt",
    "seventeen-clue.txt.gz",
    "top1465.txt",
    "top95.txt",
    "tridagon-class.txt",
];

/// The puzzle lines of a set in `data/` (one 81-character puzzle per line),
/// decompressed first when `name` ends with `.gz`.
pub fn data_set(name: &str) -> Vec<String> {
    let path = data_path(name);
    let fail = |e: std::io::Error| -> ! { panic!("cannot read {}: {e}", path.display()) };
    let text = if name.ends_with(".gz") {
        let file = std::fs::File::open(&path).unwrap_or_else(|e| fail(e));
        let mut text = String::new();
        flate2::read::GzDecoder::new(file)
            .read_to_string(&mut text)
            .unwrap_or_else(|e| fail(e));
        text
    } else {
        std::fs::read_to_string(&path).unwrap_or_else(|e| fail(e))
    };
    text.lines()
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

/// A puzzle from an 81-character line (`.` or `0` for empty).
pub fn puzzle(line: &str) -> Puzzle {
    let mut givens = [0u8; 81];
    for (i, ch) in line.bytes().take(81).enumerate() {
        if ch.is_ascii_digit() {
            givens[i] = ch - b'0';
        }
    }
    Puzzle::from_givens(givens)
}
