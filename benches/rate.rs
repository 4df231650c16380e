//! Rating whole collections: puzzles per second on one thread and on every core
//! (rayon), for the hard top1465 set and the 17-clue set (every 5th puzzle).
//! The sets live in `data/` (the 17-clue set gzip-compressed).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rayon::prelude::*;
use std::hint::black_box;
use std::time::Duration;
use sudoku_explain::Puzzle;
use sudoku_explain::engine::{Options, solve};

/// The text of `data/<name>`, decompressed when `name` ends with `.gz`.
fn read_data(name: &str) -> String {
    use std::io::Read;
    let path = format!("{}/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let fail = |e: std::io::Error| -> ! { panic!("{path}: {e}") };
    if name.ends_with(".gz") {
        let file = std::fs::File::open(&path).unwrap_or_else(|e| fail(e));
        let mut text = String::new();
        flate2::read::GzDecoder::new(file)
            .read_to_string(&mut text)
            .unwrap_or_else(|e| fail(e));
        text
    } else {
        std::fs::read_to_string(&path).unwrap_or_else(|e| fail(e))
    }
}

fn load(name: &str, every: usize) -> Vec<Puzzle> {
    let text = read_data(name);
    text.lines()
        .step_by(every)
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

fn rate(p: &Puzzle, options: &Options) {
    black_box(solve(p, options).rating());
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

criterion_group!(benches, rate_sets);
criterion_main!(benches);
