//! `explain --path se --deep` shows the path `rate --deep` rates: the same
//! difficulty, hardest technique and hardest step, that step a step of the
//! trace, and every step of the trace verified, the deep forcing chains
//! (SE's nesting levels, proofs two levels deep included) by the verifier's
//! own rules.

use crate::common;

use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::Options;
use sudoku_explain::engine::SolvePath;
use sudoku_explain::outcome::{rate_puzzle, solve};
use sudoku_explain::render::json::trace;
use sudoku_explain::step::Parts;
use sudoku_explain::step::branch::BranchNode;
use sudoku_explain::verify::verify_value;

/// Three puzzles of forum-hardest whose hardest steps are deep chains, of
/// levels 1 to 4 between them; the third holds a chain whose proofs carry
/// proofs of their own (two levels deep).
const SAMPLE: [usize; 3] = [0, 77, 108];

fn deep() -> Options {
    Options {
        path: SolvePath::Se,
        deep: true,
        ..Options::default()
    }
}

/// How deep the proofs of `nodes` nest.
fn depth(nodes: &[BranchNode]) -> usize {
    nodes
        .iter()
        .filter(|n| !n.proof.is_empty())
        .map(|n| 1 + depth(&n.proof))
        .max()
        .unwrap_or(0)
}

#[test]
fn the_deep_trace_is_the_path_rate_deep_rates_and_verifies() {
    let set = common::data_set("forum-hardest-110626.txt");
    let (mut levels, mut deepest) = (std::collections::BTreeSet::new(), 0);
    for k in SAMPLE {
        let puzzle = common::puzzle(&set[k]);
        let outcome = solve(&puzzle, &deep());
        let shown = outcome.rating.expect("a solved puzzle is rated");
        let rated = rate_puzzle(&puzzle, &deep(), SolvePath::Se)
            .rating
            .expect("rated");
        let what = format!("forum-hardest puzzle {}", k + 1);
        assert_eq!(shown.difficulty, rated.difficulty, "{what}");
        assert_eq!(shown.hardest, rated.hardest, "{what}");
        assert_eq!(shown.hardest_step, rated.hardest_step, "{what}");
        assert_eq!(shown.steps, rated.steps, "{what}");
        // Counted from 0 here; the trace and `rate` print it from 1.
        let at = shown.hardest_step.expect("a hardest step");
        assert_eq!(Some(outcome.steps[at].technique), shown.hardest, "{what}");
        assert_eq!(shown.hardest, Some(TechniqueId::DeepForcingChain), "{what}");

        let json = serde_json::to_value(trace(&outcome)).unwrap();
        let report = verify_value(1, &json);
        assert!(report.problems.is_empty(), "{what}: {:?}", report.problems);
        assert_eq!(report.verified, outcome.steps.len(), "{what}");
        assert!(
            report.verified_by_technique["deep_forcing_chain"] > 0,
            "{what}"
        );
        for step in &outcome.steps {
            if let Parts::Forcing(f) = &step.pattern().parts
                && let Some(n) = f.nesting
            {
                levels.insert(n.level);
                deepest = deepest.max(f.branches.iter().map(|b| depth(b)).max().unwrap_or(0));
            }
        }
    }
    assert_eq!(levels.into_iter().collect::<Vec<_>>(), [1, 2, 3, 4]);
    assert_eq!(deepest, 2);
}
