//! Builds `src/generate/seeds.txt`, the puzzles `generate` starts from for
//! the techniques random puzzles almost never need (`src/generate/vicinity.rs`).
//!
//! `cargo run --release --example vicinity_seeds -- FILE... > src/generate/seeds.txt`
//!
//! With `--only ID`, the seeds of that technique alone, from the files given
//! (for a technique whose puzzles the other files lack: the tridagon's block
//! of the list is made so from `data/tridagon-class.txt`).
//!
//! Every puzzle of the files (`.gz` files are read through gzip) is solved
//! on the human path, as `explain` solves it; for each extreme technique of
//! that path, the puzzles whose hardest step it is are its candidates, at
//! most [`CANDIDATES`] of them, spread evenly over the puzzles found. A
//! technique with fewer than [`GROWN`] is grown to that many from neighbours (one given moved, as
//! `generate` moves one): neighbours of its candidates, or of every
//! candidate when it has none, whose hardest step it is join it, one copy of
//! each puzzle (by minlex form), trying at most [`GROW_TRIES`] neighbours a
//! technique. Each candidate then makes [`PROBES`] neighbours
//! ([`NESTED_PROBES`] for the nested chains), and the
//! [`PER_TECHNIQUE`] whose neighbours need the technique most often are the
//! seeds (none whose neighbours never do): an attempt of `generate` is one
//! such neighbour. The random streams
//! are fixed, so the list depends only on the files and the engine.

use rayon::prelude::*;
use std::collections::{BTreeMap, HashSet};
use std::io::Read;
use sudoku_explain::catalog::{Level, TechniqueId};
use sudoku_explain::generate::neighbour_of;
use sudoku_explain::parse::parse_str;
use sudoku_explain::{Options, Puzzle, minlex, solve};

/// The most seeds a technique keeps.
const PER_TECHNIQUE: usize = 32;
/// The most candidates a technique's seeds are chosen from.
const CANDIDATES: usize = 400;
/// How many candidates a technique with fewer is grown to.
const GROWN: usize = 160;
/// The neighbours each candidate makes to be scored.
const PROBES: u64 = 16;
/// The neighbours each candidate of the nested chains makes: their
/// generation is the slowest (a neighbour of a forum-hardest puzzle takes
/// some 30 ms to solve), so their seeds are chosen on more of them, where a
/// score of 16 overstated how often a seed's neighbours need it (80% of the
/// chosen seeds' probes, 57% of `generate`'s attempts).
const NESTED_PROBES: u64 = 64;

/// The neighbours a candidate of `id` makes to be scored.
fn probes(id: TechniqueId) -> u64 {
    if matches!(
        id,
        TechniqueId::NestedForcingChain | TechniqueId::NestedPatternForcingChain
    ) {
        NESTED_PROBES
    } else {
        PROBES
    }
}
/// How many neighbours a technique with too few seeds may try.
const GROW_TRIES: u64 = 12_800;
/// Neighbours tried at once while growing.
const BATCH: u64 = 64;

/// The technique of `givens`' hardest step on the human path.
fn hardest(givens: &[u8; 81]) -> Option<TechniqueId> {
    solve(&Puzzle::from_givens(*givens), &Options::default())
        .rating
        .and_then(|r| r.hardest)
}

fn read(file: &str) -> String {
    let bytes = std::fs::read(file).unwrap_or_else(|e| panic!("{file}: {e}"));
    if file.ends_with(".gz") {
        let mut text = String::new();
        flate2::read::GzDecoder::new(&bytes[..])
            .read_to_string(&mut text)
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        text
    } else {
        String::from_utf8(bytes).unwrap_or_else(|e| panic!("{file}: {e}"))
    }
}

/// `n` of `found`, spread evenly (all of them when there are no more).
fn spread(found: &[[u8; 81]], n: usize) -> Vec<[u8; 81]> {
    if found.len() <= n {
        return found.to_vec();
    }
    (0..n).map(|k| found[k * found.len() / n]).collect()
}

fn main() {
    let mut files: Vec<String> = std::env::args().skip(1).collect();
    // `--only ID`: that technique's seeds alone.
    let only = match files.iter().position(|a| a == "--only") {
        Some(at) if at + 1 < files.len() => {
            let key = files.remove(at + 1);
            files.remove(at);
            match TechniqueId::from_key(&key) {
                Some(id) => Some(id),
                None => {
                    eprintln!("vicinity_seeds: no technique {key}");
                    std::process::exit(2);
                }
            }
        }
        _ => None,
    };
    if files.is_empty() {
        eprintln!("usage: vicinity_seeds [--only ID] FILE... > src/generate/seeds.txt");
        std::process::exit(2);
    }
    let wanted: Vec<TechniqueId> = sudoku_explain::catalog::techniques()
        .map(|(id, _)| id)
        .filter(|id| id.on_human_path() && id.info().level == Level::Extreme)
        .filter(|&id| id != TechniqueId::Backtrack)
        .filter(|&id| only.is_none_or(|o| o == id))
        .collect();
    let mut found: BTreeMap<TechniqueId, Vec<[u8; 81]>> = BTreeMap::new();
    let mut read_count = 0;
    for file in &files {
        let text = read(file);
        let puzzles: Vec<[u8; 81]> = parse_str(file, &text)
            .into_iter()
            .flatten()
            .map(|p| p.puzzle.givens)
            .collect();
        read_count += puzzles.len();
        let rated: Vec<Option<TechniqueId>> = puzzles.par_iter().map(hardest).collect();
        for (givens, id) in puzzles.iter().zip(rated) {
            if let Some(id) = id.filter(|id| wanted.contains(id)) {
                found.entry(id).or_default().push(*givens);
            }
        }
        eprintln!("{file}: {} puzzles", puzzles.len());
    }
    let mut seeds: BTreeMap<TechniqueId, Vec<[u8; 81]>> = found
        .iter()
        .map(|(&id, list)| (id, spread(list, CANDIDATES)))
        .collect();
    let every: Vec<[u8; 81]> = seeds.values().flatten().copied().collect();
    let mut grown: BTreeMap<TechniqueId, usize> = BTreeMap::new();
    for &id in &wanted {
        let list = seeds.entry(id).or_default();
        if list.len() >= GROWN {
            continue;
        }
        let mut forms: HashSet<[u8; 81]> = every.iter().map(|g| minlex(g).0).collect();
        let mut next = 0u64;
        while list.len() < GROWN && next < GROW_TRIES {
            let from = if list.is_empty() { &every } else { &*list };
            let from = from.clone();
            let batch: Vec<Option<([u8; 81], Option<TechniqueId>)>> = (next..next + BATCH)
                .into_par_iter()
                .map(|i| neighbour_of(&from, id as u64, i).map(|g| (g, hardest(&g))))
                .collect();
            next += BATCH;
            for (g, h) in batch.into_iter().flatten() {
                if h == Some(id) && list.len() < GROWN && forms.insert(minlex(&g).0) {
                    list.push(g);
                    *grown.entry(id).or_default() += 1;
                }
            }
        }
    }
    // Each candidate's score: how many of its neighbours need the technique.
    let mut scored: BTreeMap<TechniqueId, (usize, u64)> = BTreeMap::new();
    for (&id, list) in seeds.iter_mut() {
        let scores: Vec<u64> = list
            .par_iter()
            .enumerate()
            .map(|(k, givens)| {
                (0..probes(id))
                    .filter(|&p| {
                        let near = neighbour_of(&[*givens], 1_000 + k as u64, p);
                        near.is_some_and(|g| hardest(&g) == Some(id))
                    })
                    .count() as u64
            })
            .collect();
        let mut order: Vec<usize> = (0..list.len()).filter(|&k| scores[k] > 0).collect();
        // The highest scores, candidates in list order among equals.
        order.sort_by_key(|&k| std::cmp::Reverse(scores[k]));
        order.truncate(PER_TECHNIQUE);
        order.sort_unstable();
        let kept: u64 = order.iter().map(|&k| scores[k]).sum();
        scored.insert(id, (list.len(), kept));
        *list = order.iter().map(|&k| list[k]).collect();
    }
    println!("# The seeds of `sudoku generate` for the techniques random puzzles");
    println!("# almost never need (src/generate/vicinity.rs): `<technique id> <puzzle>`.");
    println!("# Made by `cargo run --release --example vicinity_seeds -- FILE...` from");
    println!("# {read_count} puzzles of: {}", files.join(", "));
    println!("# (public sets, data/SOURCES.md), and grown from their neighbours where a");
    println!(
        "# technique had fewer than {GROWN} candidates (at most {CANDIDATES} are taken); of those,"
    );
    println!(
        "# the {PER_TECHNIQUE} whose neighbours ({PROBES} each, {NESTED_PROBES} for the nested"
    );
    println!("# chains) most often needed the technique. Each line's hardest step on the");
    println!("# human path was its technique when the list was made.");
    for (id, list) in seeds.iter().filter(|(_, list)| !list.is_empty()) {
        let (candidates, kept) = scored.get(id).copied().unwrap_or((0, 0));
        println!(
            "# {}: {} of {candidates} candidates ({} found in the files, {} grown); \
             {kept} of their {} neighbours needed it",
            id.as_str(),
            list.len(),
            found.get(id).map_or(0, Vec::len),
            grown.get(id).copied().unwrap_or(0),
            list.len() as u64 * probes(*id),
        );
    }
    for (id, list) in &seeds {
        for givens in list {
            println!(
                "{} {}",
                id.as_str(),
                Puzzle::from_givens(*givens).givens_line()
            );
        }
    }
}
