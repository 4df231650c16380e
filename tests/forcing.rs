//! The forcing chains' JSON form: the branches and nested proofs read back
//! into this test's own types say exactly what the engine's do. Whether the
//! branches hold is the verifier's business (`src/verify/forcing.rs`, run over
//! every set by `tests/verify_sets.rs`).

use crate::common;

use common::branch::JsonNode;
use common::{data_set, puzzle, sample};
use serde::Deserialize;
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::engine::Options;
use sudoku_explain::outcome::solve;
use sudoku_explain::step::branch::BranchNode;

const MINE: [TechniqueId; 5] = [
    TechniqueId::CellForcingChain,
    TechniqueId::UnitForcingChain,
    TechniqueId::ContradictionChain,
    TechniqueId::DynamicForcingChain,
    TechniqueId::NestedForcingChain,
];

#[derive(Deserialize)]
struct JsonPattern {
    branches: Vec<Vec<JsonNode>>,
}

#[derive(Deserialize)]
struct JsonStep {
    technique: String,
    pattern: JsonPattern,
    text: String,
}

/// The JSON nodes say what ours say, nested proofs included.
fn same_nodes(json: &[JsonNode], ours: &[BranchNode]) {
    assert_eq!(json.len(), ours.len());
    for (n, o) in json.iter().zip(ours) {
        assert_eq!(
            (n.row, n.col, n.digit),
            (o.cell.row() + 1, o.cell.col() + 1, o.digit)
        );
        assert_eq!(n.state, if o.on { "on" } else { "off" });
        assert_eq!(
            n.from,
            o.from.iter().map(|&f| f as usize).collect::<Vec<_>>()
        );
        same_nodes(&n.proof, &o.proof);
    }
}

#[test]
fn nested_proofs_read_back_from_json() {
    // forum-hardest #3: #1 needs none since the pattern forcing chain, #2
    // none since the junior exocet's compatibility test; its nested step
    // strikes by patterns too.
    let line = &data_set("forum-hardest-110626.txt")[2];
    let outcome = solve(&puzzle(line), &Options::default());
    let step = outcome
        .steps
        .iter()
        .find(|s| s.technique == TechniqueId::NestedPatternForcingChain)
        .expect("forum-hardest #3 needs a nested pattern forcing chain");
    let json = serde_json::to_string(step).unwrap();
    let back: JsonStep = serde_json::from_str(&json).unwrap();
    assert_eq!(back.technique, "nested_pattern_forcing_chain");
    assert!(back.pattern.branches[0].iter().any(|n| !n.proof.is_empty()));
    same_nodes(&back.pattern.branches[0], &step.pattern().branches()[0]);
    assert!(back.text.contains("inside that branch"), "{}", back.text);
}

#[test]
fn branches_read_back_from_json() {
    let outcome = sample(&[("top95.txt", 1)])
        .iter()
        .map(|line| solve(&puzzle(line), &Options::default()))
        .find(|o| o.steps.iter().any(|s| MINE.contains(&s.technique)))
        .expect("some puzzle of top95 needs a forcing chain");
    let step = outcome
        .steps
        .iter()
        .find(|s| MINE.contains(&s.technique))
        .unwrap();
    let json = serde_json::to_string(step).unwrap();
    let back: JsonStep = serde_json::from_str(&json).unwrap();
    assert_eq!(back.technique, step.technique.as_str());
    assert_eq!(back.text, step.sentence.plain());
    assert_eq!(back.pattern.branches.len(), step.pattern().branches().len());
    for (b, ours) in back.pattern.branches.iter().zip(step.pattern().branches()) {
        same_nodes(b, ours);
    }
    // Other techniques carry no branches field at all.
    let single = outcome
        .steps
        .iter()
        .find(|s| s.technique == TechniqueId::NakedSingle)
        .unwrap();
    assert!(!serde_json::to_string(single).unwrap().contains("branches"));
}
