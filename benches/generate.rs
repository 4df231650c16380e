//! Making puzzles: puzzles per second for each level and for `--needs x_wing`
//! (an X-wing as the hardest step), on one thread (per core) and on every core.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::time::Duration;
use sudoku_explain::catalog::{Level, TechniqueId};
use sudoku_explain::generate::{Need, Request, generate};

fn make(count: usize, request: &Request, threads: usize) {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap();
    pool.install(|| generate(7, count, request, None, |_| true, |_| {}))
        .expect("every case here can be made");
}

fn generate_levels(c: &mut Criterion) {
    let mut group = c.benchmark_group("generate");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(10));
    let cases: [(&str, Request, usize); 7] = [
        ("any", Request::default(), 200),
        (
            "easy",
            Request {
                level: Some(Level::Easy),
                ..Request::default()
            },
            100,
        ),
        (
            "medium",
            Request {
                level: Some(Level::Medium),
                ..Request::default()
            },
            100,
        ),
        (
            "hard",
            Request {
                level: Some(Level::Hard),
                ..Request::default()
            },
            20,
        ),
        (
            "expert",
            Request {
                level: Some(Level::Expert),
                ..Request::default()
            },
            20,
        ),
        (
            "extreme",
            Request {
                level: Some(Level::Extreme),
                ..Request::default()
            },
            20,
        ),
        (
            "needs_x_wing",
            Request {
                needs: Some(Need::Hardest(TechniqueId::XWing)),
                ..Request::default()
            },
            10,
        ),
    ];
    for (name, request, count) in cases {
        group.throughput(Throughput::Elements(count as u64));
        group.bench_function(format!("{name}/one_thread"), |b| {
            b.iter(|| make(count, &request, 1))
        });
        group.bench_function(format!("{name}/all_cores"), |b| {
            b.iter(|| make(count, &request, 0))
        });
    }
    group.finish();
}

criterion_group!(benches, generate_levels);
criterion_main!(benches);
