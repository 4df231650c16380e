//! Rating whole collections: puzzles per second on one thread and on every core
//! (rayon), for the hard top1465 set and the 17-clue set (every 5th puzzle).
//! The sets live in `data/` (the 17-clue set gzip-compressed). Also the
//! minlex form the rating starts from, against counting solutions.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rayon::prelude::*;
use std::hint::black_box;
use std::time::Duration;
use sudoku_explain::engine::Options;
use sudoku_explain::engine::SolvePath;
use sudoku_explain::outcome::rate_puzzle;
use sudoku_explain::solver::count_solutions;
use sudoku_explain::{Puzzle, minlex};

#[path = "../tests/common/data.rs"]
mod data;

fn load(name: &str, every: usize) -> Vec<Puzzle> {
    let lines = data::data_set(name);
    lines
        .iter()
        .step_by(every)
        .map(|l| data::puzzle(l))
        .collect()
}

fn rate(p: &Puzzle, options: &Options) {
    black_box(rate_puzzle(p, options, SolvePath::Se).rating);
}

fn rate_sets(c: &mut Criterion) {
    let options = Options::default();
    let mut group = c.benchmark_group("rate");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(15));
    for (name, every) in [("top1465.txt", 1), ("seventeen-clue.txt.gz", 5)] {
        let puzzles = load(name, every);
        let label = name.trim_end_matches(".gz").trim_end_matches(".txt");
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.bench_function(format!("{label}/one_thread"), |b| {
            b.iter(|| puzzles.iter().for_each(|p| rate(p, &options)))
        });
        group.bench_function(format!("{label}/all_cores"), |b| {
            b.iter(|| puzzles.par_iter().for_each(|p| rate(p, &options)))
        });
    }
    group.finish();
}

/// The minlex form every rating starts from, against what the rating does
/// first anyway (counting solutions, to two) on the same puzzles: its share of
/// a rating's work. The 17-clue set's sparse rows tie the most column orders.
fn minlex_sets(c: &mut Criterion) {
    let mut group = c.benchmark_group("minlex");
    group.sample_size(10);
    for (name, every) in [
        ("top1465.txt", 1),
        ("seventeen-clue.txt.gz", 5),
        ("everyday-1000.txt", 1),
    ] {
        let puzzles = load(name, every);
        let label = name.trim_end_matches(".gz").trim_end_matches(".txt");
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.bench_function(format!("{label}/minlex"), |b| {
            b.iter(|| {
                puzzles.iter().for_each(|p| {
                    black_box(minlex(&p.givens));
                })
            })
        });
        group.bench_function(format!("{label}/count_solutions"), |b| {
            b.iter(|| {
                puzzles.iter().for_each(|p| {
                    black_box(count_solutions(&p.grid(), 2));
                })
            })
        });
    }
    group.finish();
}

criterion_group!(benches, rate_sets, minlex_sets);
criterion_main!(benches);
