//! Listing every step available at one position (`all_steps`, every technique
//! enabled, the default caps): the built-in classic puzzle at its start, and
//! the first puzzle of top1465 once its singles are played (where the hard
//! part starts). The sets live in `data/`.

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use sudoku_explain::all_steps::{Caps, all_steps};
use sudoku_explain::engine::{Options, apply, find_step};
use sudoku_explain::{Grid, TechniqueId, examples, parse};

#[path = "../tests/common/data.rs"]
mod data;

/// `grid` after its full houses, naked and hidden singles.
fn after_singles(mut grid: Grid) -> Grid {
    let singles = [
        TechniqueId::FullHouse,
        TechniqueId::NakedSingle,
        TechniqueId::HiddenSingle,
    ];
    while let Some(step) = singles.iter().find_map(|&id| find_step(&grid, id)) {
        apply(&mut grid, &step.deduction);
    }
    grid
}

fn list_positions(c: &mut Criterion) {
    let classic = examples::example("classic").expect("built in").puzzle;
    let classic = parse::parse_one(classic).expect("valid").grid();
    let top = data::puzzle(&data::data_set("top1465.txt")[0]).grid();
    let (options, caps) = (Options::default(), Caps::default());
    let mut group = c.benchmark_group("all_steps");
    group.sample_size(20);
    group.measurement_time(Duration::from_secs(10));
    for (name, grid) in [
        ("classic_start", classic),
        ("top1465_1_after_singles", after_singles(top)),
    ] {
        group.bench_function(name, |b| {
            b.iter(|| black_box(all_steps(&grid, &options, &caps)))
        });
    }
    group.finish();
}

criterion_group!(benches, list_positions);
criterion_main!(benches);
