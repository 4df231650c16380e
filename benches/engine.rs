//! Explaining whole puzzle sets (every step, no rendering), single thread:
//! puzzles per second on the hard top1465 set and the easy everyday set.
//! The sets live in `data/`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use sudoku_explain::Puzzle;
use sudoku_explain::engine::{Options, solve};

fn load(name: &str) -> Vec<Puzzle> {
    let path = format!("{}/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|l| l.len() >= 81)
        .map(|l| {
            let mut givens = [0u8; 81];
            for (i, ch) in l.bytes().take(81).enumerate() {
                if ch.is_ascii_digit() {
                    givens[i] = ch - b'0';
                }
            }
            Puzzle::from_givens(givens)
        })
        .collect()
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
