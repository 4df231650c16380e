//! Explaining whole puzzle sets (every step, no rendering), single thread:
//! puzzles per second on the hard top1465 set and the easy everyday set.
//! The sets live in `data/`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use sudoku_explain::Puzzle;
use sudoku_explain::engine::Options;
use sudoku_explain::outcome::solve;

#[path = "../tests/common/data.rs"]
mod data;

fn load(name: &str) -> Vec<Puzzle> {
    let lines = data::data_set(name);
    lines.iter().map(|l| data::puzzle(l)).collect()
}

fn explain_sets(c: &mut Criterion) {
    let options = Options::default();
    let mut group = c.benchmark_group("explain");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(20));
    for name in ["top1465.txt", "everyday-1000.txt"] {
        let puzzles = load(name);
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.bench_function(name.trim_end_matches(".txt"), |b| {
            b.iter(|| {
                for p in &puzzles {
                    black_box(solve(p, &options));
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, explain_sets);
criterion_main!(benches);
