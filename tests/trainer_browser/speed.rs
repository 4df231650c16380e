//! How fast the trainer explains in headless Chromium: a measurement run by
//! hand, never by `cargo test` (it is ignored, and it asserts nothing about
//! time). It opens the packed page from `file://` in a fresh profile, waits
//! until it is ready, and asks the engine for explanations as the page's
//! Explain does (`engine.ask` on the "explain" lane: the worker, the request's
//! and the trace's trip through `postMessage`, and the page's `JSON.parse` of
//! the trace are all in the time):
//!
//! - forum-hardest #1 as the first request of a fresh page, on the lane's
//!   fresh worker, three ways: cold (`?warm=0`: the module compiled by the
//!   page, its functions compiled as they are first called), as soon as the
//!   page is ready (the page's warming running beside it), and once the page
//!   has warmed its engine (`engine.warm` in `trainer/page/trainer.js`); then
//!   five times again on that worker;
//! - then every puzzle of top1465 in order, on that worker: median, 99th
//!   percentile, maximum, how many took over 200 ms, and the slowest five.
//!
//! ```sh
//! cargo trainer
//! cargo test --release --test suite -- --ignored --nocapture explain_speed
//! ```
//!
//! `SUDOKU_TRAINER_SPEED_SET=FILE` (a file under `data/`) times that set in
//! place of top1465.

use super::player::*;
use crate::common::chromium::{connect, start_driver};
use crate::common::data_set;
use serde_json::json;
use std::time::{Duration, Instant};

/// Explains each of `lines` in order on the "explain" lane; the milliseconds
/// each took, after checking it was explained by logic.
async fn explain_times(p: &Player<'_>, lines: &[String]) -> Vec<f64> {
    p.explain_times(lines, "explain")
        .await
        .into_iter()
        .map(|(ms, steps)| {
            assert!(steps > 0, "{ms} ms, no steps");
            ms
        })
        .collect()
}

/// The value at fraction `q` of the sorted `sorted` (nearest rank).
fn quantile(sorted: &[f64], q: f64) -> f64 {
    let rank = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
    sorted[rank - 1]
}

/// Opens the page at `query` and waits until it is ready; when `warm`, also
/// until the page has warmed its engine.
async fn open(p: &Player<'_>, page: &std::path::Path, query: &str, warm: bool) {
    p.client
        .goto(&format!("file://{}{query}", page.display()))
        .await
        .unwrap();
    wait_ready(p).await;
    let deadline = Instant::now() + Duration::from_secs(60);
    while warm && p.js("return window.trainer.warm;").await != json!("done") {
        assert!(
            Instant::now() < deadline,
            "the page did not warm its engine"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "current_thread")]
#[ignore = "a measurement, run by hand (see tests/trainer_browser/speed.rs)"]
async fn explain_speed() {
    let Some(page) = page() else {
        return;
    };
    let set = std::env::var("SUDOKU_TRAINER_SPEED_SET").unwrap_or("top1465.txt".into());
    let dir = std::env::temp_dir().join(format!("sudoku-speed-{}", std::process::id()));
    let (_driver, port) = start_driver();
    let client = connect(port, &dir.join("profile")).await;
    client.set_window_size(1280, 900).await.unwrap();
    let p = Player {
        client: &client,
        shots: dir.clone(),
        width: 1280,
    };
    let hardest = data_set("forum-hardest-110626.txt")[..1].to_vec();
    // forum-hardest #1 as the first request of a fresh page: cold, with the
    // page's warming left out; as soon as the page is ready, its warming
    // running beside it; and once warm.
    open(&p, &page, "?warm=0", false).await;
    let cold = explain_times(&p, &hardest).await[0];
    open(&p, &page, "", false).await;
    let ready = p.js("return window.trainer.readyMs;").await;
    let at_ready = explain_times(&p, &hardest).await[0];
    open(&p, &page, "", true).await;
    let warm = explain_times(&p, &hardest).await[0];
    let mut again: Vec<f64> = Vec::new();
    for _ in 0..5 {
        again.extend(explain_times(&p, &hardest).await);
    }
    let lines = data_set(&set);
    let times = explain_times(&p, &lines).await;
    let version = p.js("return navigator.userAgent;").await;
    p.no_errors("explain_speed").await;
    client.close().await.unwrap();
    std::fs::remove_dir_all(&dir).ok();

    let mut sorted = times.clone();
    sorted.sort_by(f64::total_cmp);
    let mut slowest: Vec<(usize, f64)> = times.iter().copied().enumerate().collect();
    slowest.sort_by(|a, b| b.1.total_cmp(&a.1));
    let slowest: Vec<String> = slowest[..5.min(slowest.len())]
        .iter()
        .map(|(i, t)| format!("#{} {t:.1} ms", i + 1))
        .collect();
    let again: Vec<String> = again.iter().map(|t| format!("{t:.1}")).collect();
    eprintln!("trainer speed in {}", version.as_str().unwrap_or("?"));
    eprintln!(
        "forum-hardest #1, first request: cold {cold:.1} ms; at ready ({:.0} ms after \
         opening, warming beside it) {at_ready:.1} ms; once warm {warm:.1} ms, then {} ms",
        ready.as_f64().unwrap(),
        again.join(", ")
    );
    eprintln!(
        "{set}, {} puzzles: median {:.1} ms, 99th percentile {:.1} ms, max {:.1} ms, \
         {} over 200 ms, total {:.1} s; slowest {}",
        times.len(),
        quantile(&sorted, 0.5),
        quantile(&sorted, 0.99),
        sorted[sorted.len() - 1],
        times.iter().filter(|&&t| t > 200.0).count(),
        times.iter().sum::<f64>() / 1000.0,
        slowest.join(", ")
    );
}
