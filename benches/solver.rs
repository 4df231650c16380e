//! Solution counting (up to 2, as the puzzle status check does) over whole puzzle
//! sets, against the `sudoku` crate's `solutions_count_up_to(2)` as reference.
//! Both sides parse before timing; throughput is in puzzles. The sets live in
//! `data/` (the 17-clue set gzip-compressed).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use sudoku_explain::Grid;
use sudoku_explain::solver::count_solutions;

/// The sets, each with the stride of its fixed sample (1 = every puzzle).
const SETS: [(&str, usize); 3] = [("top1465", 1), ("seventeen-clue", 10), ("everyday-1000", 1)];

#[path = "../tests/common/data.rs"]
mod data;

/// Every `stride`-th line of `data/<name>.txt`, or of `data/<name>.txt.gz`
/// when the set is stored compressed.
fn lines(name: &str, stride: usize) -> Vec<String> {
    let plain = format!("{name}.txt");
    let file = if data::data_path(&plain).exists() {
        plain
    } else {
        format!("{plain}.gz")
    };
    data::data_set(&file).into_iter().step_by(stride).collect()
}

fn grid(line: &str) -> Grid {
    let mut givens = [0u8; 81];
    for (g, ch) in givens.iter_mut().zip(line.bytes()) {
        if ch.is_ascii_digit() {
            *g = ch - b'0';
        }
    }
    Grid::new(&givens, None)
}

fn count_to_two(c: &mut Criterion) {
    for (name, stride) in SETS {
        let lines = lines(name, stride);
        let ours: Vec<Grid> = lines.iter().map(|l| grid(l)).collect();
        let reference: Vec<sudoku::Sudoku> = lines
            .iter()
            .map(|l| sudoku::Sudoku::from_str_line(l).expect("valid puzzle line"))
            .collect();

        let mut group = c.benchmark_group(name);
        group.throughput(Throughput::Elements(lines.len() as u64));
        group.sample_size(10);
        group.warm_up_time(Duration::from_secs(1));
        group.measurement_time(Duration::from_secs(4));
        group.bench_function("ours", |b| {
            b.iter(|| {
                for g in &ours {
                    black_box(count_solutions(black_box(g), 2).count);
                }
            })
        });
        group.bench_function("reference", |b| {
            b.iter(|| {
                for s in &reference {
                    black_box(black_box(*s).solutions_count_up_to(2));
                }
            })
        });
        group.finish();
    }
}

criterion_group!(benches, count_to_two);
criterion_main!(benches);
