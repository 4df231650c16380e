//! A step's `size` and the summary's `largest_step`, counted again from the
//! pattern as written: the figures a reader is told about how much a step asks
//! of them must match the step they can read.

use super::read::{self, Read};
use serde_json::Value;

/// The size the contract gives `step`: the entries of `pattern.chain`, or the
/// nodes of `pattern.branches` with every `proof`'s nodes counted too, or else
/// the pattern's cells (at least one) and, for an exocet, each of `rejected`'s
/// ways: four placements and its singles.
pub(super) fn of_step(step: &Value) -> Read<usize> {
    let empty = Value::Object(Default::default());
    let pattern = step.get("pattern").unwrap_or(&empty);
    if let Some(chain) = pattern.get("chain") {
        return chain
            .as_array()
            .map(Vec::len)
            .ok_or_else(|| "`pattern.chain` is not an array".into());
    }
    // An ALS chain: its nodes, each set counted by its cells instead of the
    // two nodes it stands for.
    if pattern.get("nodes").is_some() {
        let nodes = read::array(pattern, "nodes")?.len();
        let sets = read::optional_array(pattern, "als")?;
        let mut cells = 0;
        for set in sets {
            cells += read::array(set, "cells")?.len();
        }
        return Ok((nodes + cells).saturating_sub(2 * sets.len()));
    }
    if pattern.get("branches").is_some() {
        let mut size = 0;
        for branch in read::array(pattern, "branches")? {
            size += nodes(branch)?;
        }
        return Ok(size);
    }
    let cells = read::optional_array(pattern, "cells")?.len().max(1);
    // An exocet's compatibility test: each rejected way's four placements
    // and the singles its break rests on.
    let mut ways = 0;
    for way in read::optional_array(pattern, "rejected")? {
        ways += 4 + read::optional_array(way, "singles")?.len();
    }
    Ok(cells + ways)
}

/// The nodes of a branch (or of a proof), with their proofs' nodes.
fn nodes(branch: &Value) -> Read<usize> {
    let list = branch
        .as_array()
        .ok_or_else(|| "a branch or a proof is not an array".to_string())?;
    let mut size = list.len();
    for node in list {
        if let Some(proof) = node.get("proof") {
            size += nodes(proof)?;
        }
    }
    Ok(size)
}

/// Checks a step's `size`, when it has one.
pub(super) fn check_step(step: &Value) -> Result<(), String> {
    let Some(given) = step.get("size") else {
        return Ok(());
    };
    let given = given
        .as_u64()
        .ok_or_else(|| format!("`size` {given} is not a count"))?;
    let counted = of_step(step)?;
    if given as usize != counted {
        return Err(format!(
            "`size` is {given}, but the pattern holds {counted} nodes to check"
        ));
    }
    Ok(())
}

/// Checks `summary.largest_step`, when the trace has one: the first of the
/// steps with the largest size, its technique and its size.
pub(super) fn check_largest(trace: &Value, steps: &[Value]) -> Result<(), String> {
    let Some(largest) = trace.get("summary").and_then(|s| s.get("largest_step")) else {
        return Ok(());
    };
    let mut first: Option<(usize, usize)> = None;
    for (k, step) in steps.iter().enumerate() {
        let size = of_step(step)?;
        if first.is_none_or(|(_, s)| size > s) {
            first = Some((k + 1, size));
        }
    }
    let (k, size) = first.ok_or("a largest step, but the trace has no steps")?;
    let technique = steps[k - 1].get("technique").and_then(Value::as_str);
    let told = (
        read::int(largest, "step")?,
        read::int(largest, "size")?,
        largest.get("technique").and_then(Value::as_str),
    );
    if told != (k as i64, size as i64, technique) {
        return Err(format!(
            "names step {} of size {}, but the first largest is step {k} ({}) of size {size}",
            told.0,
            told.1,
            technique.unwrap_or("?")
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_proof_s_nodes_count_with_its_branch() {
        let node =
            |from: Vec<u16>| json!({"row": 1, "col": 1, "digit": 1, "state": "on", "from": from});
        let mut nested = node(vec![0]);
        nested["proof"] = json!([node(vec![]), node(vec![1])]);
        let step =
            json!({"pattern": {"branches": [[node(vec![]), nested], [node(vec![])]]}, "size": 5});
        assert_eq!(of_step(&step), Ok(5));
        assert_eq!(check_step(&step), Ok(()));
        let mut lied = step.clone();
        lied["size"] = json!(4);
        assert!(check_step(&lied).is_err());
    }

    #[test]
    fn a_chain_counts_its_nodes_and_a_pattern_its_cells() {
        let chain = json!({"pattern": {"cells": [], "chain": [{}, {}, {}, {}]}});
        assert_eq!(of_step(&chain), Ok(4));
        let single = json!({"pattern": {"cells": []}});
        assert_eq!(of_step(&single), Ok(1));
        let pair = json!({"pattern": {"cells": [{"row": 1, "col": 1}, {"row": 1, "col": 2}]}});
        assert_eq!(of_step(&pair), Ok(2));
    }

    #[test]
    fn the_largest_step_is_the_first_of_the_largest() {
        let step =
            |t: &str, n: usize| json!({"technique": t, "pattern": {"cells": vec![json!({}); n]}});
        let steps = vec![step("a", 1), step("b", 3), step("c", 3)];
        let trace = |k: i64, t: &str, s: i64| json!({"summary": {"largest_step": {"step": k, "technique": t, "size": s}}});
        assert_eq!(check_largest(&trace(2, "b", 3), &steps), Ok(()));
        assert!(check_largest(&trace(3, "c", 3), &steps).is_err());
        assert!(check_largest(&trace(2, "b", 2), &steps).is_err());
        assert_eq!(check_largest(&json!({"summary": {}}), &steps), Ok(()));
    }
}
