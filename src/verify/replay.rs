//! The replay of one trace: the trace's own fields against an exact search,
//! then every step on the verifier's board, in order.

use super::board::{Cand, ReplayBoard, cands_name};
use super::moment::{Implied, Moment};
use super::read::{self, Read};
use super::{Problem, ProblemKind, TraceReport};
use super::{
    als, als_chain, avoidable_rectangle, basic, chain, coloring, direct, exclusion, fish, forcing,
    franken_fish, junior_exocet, kraken_fish, multi_sector_locked_set, mutant_fish, size,
    sue_de_coq, templates, tridagon, uniqueness, wing,
};
use crate::core::{CellSet, Grid};
use crate::solver::count_solutions;
use serde_json::Value;
use std::collections::BTreeSet;

/// The singles: the only steps allowed while a single is available.
const SINGLES: [&str; 3] = ["full_house", "naked_single", "hidden_single"];

/// SE's direct hints valued below the naked single (1.7 to 2.0): allowed
/// while a naked single is available, not while a hidden single is (1.2 or
/// 1.5). The direct hidden triple (2.5) waits like any other step.
const BELOW_NAKED_SINGLE: [&str; 3] = ["direct_pointing", "direct_claiming", "direct_hidden_pair"];

/// The pattern check of `m.technique`: `Ok(None)` for a technique the contract
/// does not describe (soundness only), `Err` when the pattern does not hold.
fn pattern_check(m: &Moment) -> Read<Option<Implied>> {
    let t = m.technique;
    let implied = match t {
        "full_house" | "naked_single" | "hidden_single" => basic::single(m)?,
        "naked_pair" | "naked_triple" | "naked_quad" => basic::naked_subset(m)?,
        "hidden_pair" | "hidden_triple" | "hidden_quad" => basic::hidden_subset(m)?,
        "pointing" | "box_line" => basic::intersection(m)?,
        "direct_pointing" | "direct_claiming" | "direct_hidden_pair" | "direct_hidden_triple" => {
            direct::check(m)?
        }
        "backtrack" => basic::backtrack(m)?,
        "x_wing" | "swordfish" | "jellyfish" | "finned_x_wing" | "finned_swordfish"
        | "finned_jellyfish" => fish::check(m)?,
        "franken_fish" => franken_fish::check(m)?,
        "mutant_fish" => mutant_fish::check(m)?,
        "kraken_fish" => kraken_fish::check(m)?,
        "als_xz" | "xyz_wing" | "als_xy_wing" | "death_blossom" => als::check(m)?,
        "aligned_pair_exclusion" | "aligned_triple_exclusion" => exclusion::check(m)?,
        "wxyz_wing" | "vwxyz_wing" => wing::check(m)?,
        "cell_forcing_chain"
        | "unit_forcing_chain"
        | "contradiction_chain"
        | "dynamic_forcing_chain"
        | "nested_forcing_chain"
        | "nested_pattern_forcing_chain"
        | "deep_forcing_chain"
        | "pattern_forcing_chain"
        | "nishio" => forcing::check(m)?,
        "unique_rectangle_1"
        | "unique_rectangle_2"
        | "unique_rectangle_3"
        | "unique_rectangle_4"
        | "unique_rectangle_5"
        | "unique_rectangle_6"
        | "hidden_rectangle"
        | "rectangle_missing_candidates"
        | "bug_plus_one"
        | "bug_type_1"
        | "bug_type_2"
        | "bug_type_3"
        | "bug_type_4"
        | "unique_loop_1"
        | "unique_loop_2"
        | "unique_loop_3"
        | "unique_loop_4" => uniqueness::check(m)?,
        "avoidable_rectangle_1" | "avoidable_rectangle_2" => avoidable_rectangle::check(m)?,
        "sue_de_coq" => sue_de_coq::check(m)?,
        "tridagon" => tridagon::check(m)?,
        "templates" => templates::check(m)?,
        "coloring_wrap" | "coloring_trap" | "multi_coloring_wrap" | "multi_coloring_trap" => {
            coloring::check(m)?
        }
        "multi_sector_locked_set" => multi_sector_locked_set::check(m)?,
        "als_chain" => als_chain::check(m)?,
        "junior_exocet" => junior_exocet::check(m)?,
        _ if chain::TECHNIQUES.contains(&t) || m.pattern.get("chain").is_some() => chain::check(m)?,
        _ => return Ok(None),
    };
    Ok(Some(implied))
}

impl TraceReport {
    /// Records a problem of trace `trace` (of the step `step`, 1-based, when
    /// it is a step's).
    fn problem(
        &mut self,
        trace: usize,
        step: Option<(usize, &str)>,
        kind: ProblemKind,
        message: String,
    ) {
        self.problems.push(Problem {
            trace,
            step: step.map(|(k, t)| (k, t.to_string())),
            kind,
            message,
        });
    }
}

/// The solutions the exact search finds: none, one, or two (then "several").
struct Search {
    count: usize,
    solution: Option<[u8; 81]>,
}

/// The exact search; clashing givens count as no solution.
fn search(givens: &[u8; 81], marks: Option<&[crate::core::Digits; 81]>) -> Search {
    let found = count_solutions(&Grid::new(givens, marks), 2);
    Search {
        count: found.count,
        solution: found.solution,
    }
}

/// Verifies one trace, the `number`-th of its input (1-based), given as the
/// text of its JSON line.
pub fn verify_trace(number: usize, json: &str) -> TraceReport {
    match serde_json::from_str::<Value>(json) {
        Ok(trace) => verify_value(number, &trace),
        Err(e) => {
            let mut report = TraceReport::default();
            report.problem(
                number,
                None,
                ProblemKind::Malformed,
                format!("not JSON: {e}"),
            );
            report
        }
    }
}

/// Verifies one trace already read as JSON.
pub fn verify_value(number: usize, trace: &Value) -> TraceReport {
    let mut report = TraceReport::default();
    replay(trace, number, &mut report);
    report.solved_by_logic &= report.problems.is_empty();
    report
}

fn replay(trace: &Value, number: usize, report: &mut TraceReport) {
    let malformed = |report: &mut TraceReport, what: String| {
        report.problem(number, None, ProblemKind::Malformed, what)
    };
    if trace.get("format").and_then(Value::as_str) != Some("sudoku-trace")
        || trace.get("version").and_then(Value::as_i64) != Some(1)
    {
        malformed(report, "not a version 1 \"sudoku-trace\"".into());
    }
    match trace.get("path") {
        None => {}
        Some(Value::String(p)) if p == "human" || p == "se" => {}
        Some(other) => malformed(
            report,
            format!("path {other}: expected \"human\" or \"se\""),
        ),
    }
    let givens = match read::text(trace, "puzzle").and_then(read::grid_line) {
        Ok(g) => g,
        Err(e) => return malformed(report, format!("puzzle: {e}")),
    };
    let marks = match trace.get("candidates") {
        None | Some(Value::Null) => None,
        Some(v) => match v
            .as_str()
            .ok_or("not a string".to_string())
            .and_then(read::marks_line)
        {
            Ok(m) => Some(m),
            Err(e) => return malformed(report, format!("candidates: {e}")),
        },
    };
    let search = search(&givens, marks.as_ref());
    let expected = match search.count {
        0 => "no_solution",
        1 => "solved",
        _ => "multiple_solutions",
    };
    let status = trace.get("status").and_then(Value::as_str);
    if status != Some(expected) {
        malformed(
            report,
            format!("status {status:?}, but an exact search finds {expected}"),
        );
    }
    let unique = search.count == 1;
    let truth = search.solution.filter(|_| unique);
    match (trace.get("solution"), search.count) {
        (None | Some(Value::Null), 0) => {}
        (None | Some(Value::Null), _) => {
            malformed(report, "no `solution` for a puzzle that has one".into())
        }
        (Some(_), 0) => malformed(report, "a `solution` for a puzzle that has none".into()),
        (Some(v), _) => match v
            .as_str()
            .ok_or("not a string".to_string())
            .and_then(read::grid_line)
        {
            Err(e) => malformed(report, format!("solution: {e}")),
            Ok(s) => {
                if let Some(t) = truth
                    && s != t
                {
                    malformed(report, "`solution` is not the puzzle's one solution".into());
                }
                if let Err(e) = check_solution(&s, &givens, marks.as_ref()) {
                    malformed(report, format!("`solution` is not a solution: {e}"));
                }
            }
        },
    }
    let steps = match read::array(trace, "steps") {
        Ok(s) => s,
        Err(e) => return malformed(report, e),
    };
    // The filled cells placed before the trace began, not given.
    let placed = match trace.get("placed") {
        None => CellSet::EMPTY,
        Some(_) => match read::cell_set(trace, "placed") {
            Ok(cells) if cells.iter().all(|c| givens[c.index()] != 0) => cells,
            Ok(_) => return malformed(report, "placed: names an empty cell".into()),
            Err(e) => return malformed(report, format!("placed: {e}")),
        },
    };
    let mut board = ReplayBoard::new(&givens, marks.as_ref()).with_placed(placed);
    // With several solutions no step may leave the grid with none: a solution
    // that still fits the board stands witness, and the search looks for
    // another only when a step rules the witness out.
    let mut witness = search.solution.filter(|_| search.count > 1);
    for (k, step) in steps.iter().enumerate() {
        report.steps += 1;
        let technique = step
            .get("technique")
            .and_then(Value::as_str)
            .unwrap_or("?")
            .to_string();
        let mut problems = Vec::new();
        let outcome = replay_step(
            &mut board,
            step,
            &technique,
            unique,
            truth.as_ref(),
            &mut problems,
        );
        match outcome {
            StepOutcome::Verified => {
                report.verified += 1;
                *report
                    .verified_by_technique
                    .entry(technique.clone())
                    .or_default() += 1;
            }
            StepOutcome::Unverified => report.unverified += 1,
            StepOutcome::Failed => {}
        }
        if let Some(w) = witness
            && !board.admits(&w)
        {
            witness = board.a_solution();
            if witness.is_none() {
                problems.push((
                    ProblemKind::Unsound,
                    "leaves the grid with no solution: it places a digit that is in no \
                     solution, or removes one that every solution needs"
                        .into(),
                ));
            }
        }
        report.guesses += usize::from(technique == "backtrack");
        for (kind, message) in problems {
            report.problem(number, Some((k + 1, &technique)), kind, message);
        }
        if report.problems.len() > 50 {
            malformed(
                report,
                "more than 50 problems: the rest of this trace is not read".into(),
            );
            return;
        }
    }
    report.solved_by_logic = status == Some("solved") && report.guesses == 0 && board.is_full();
    if let Err(e) = check_hardest_step(trace, steps) {
        malformed(report, format!("summary.rating: {e}"));
    }
    if let Err(e) = size::check_largest(trace, steps) {
        malformed(report, format!("summary.largest_step: {e}"));
    }
}

/// A rating that names its hardest step by number names a step of this trace,
/// of the technique it says: every difficulty printed rests on a step the
/// reader can see. (The difficulty itself is informational: valuing steps is
/// the rating's scale, not the contract's.)
fn check_hardest_step(trace: &Value, steps: &[Value]) -> Result<(), String> {
    let Some(rating) = trace.get("summary").and_then(|s| s.get("rating")) else {
        return Ok(());
    };
    let Some(number) = rating.get("hardest_step").filter(|v| !v.is_null()) else {
        return Ok(());
    };
    let walked = trace.get("path").and_then(Value::as_str).unwrap_or("human");
    if let Some(path) = rating.get("path").and_then(Value::as_str)
        && path != walked
    {
        return Err(format!(
            "rates the {path} path, but the steps are the {walked} path's"
        ));
    }
    let k = number
        .as_u64()
        .ok_or_else(|| format!("hardest_step {number} is not a step number"))?;
    let hardest = read::text(rating, "hardest")?;
    let step = usize::try_from(k)
        .ok()
        .and_then(|k| k.checked_sub(1))
        .and_then(|i| steps.get(i))
        .ok_or_else(|| format!("hardest_step {k}, but the trace has {} steps", steps.len()))?;
    match step.get("technique").and_then(Value::as_str) {
        Some(t) if t == hardest => Ok(()),
        t => Err(format!(
            "the hardest step is {hardest}, but step {k} is {}",
            t.unwrap_or("?")
        )),
    }
}

/// Whether `s` is a solution of the puzzle: every cell filled, every unit
/// holding each digit once, the givens kept and, from a pencil-mark start,
/// every digit one of its cell's marks.
fn check_solution(
    s: &[u8; 81],
    givens: &[u8; 81],
    marks: Option<&[crate::core::Digits; 81]>,
) -> Result<(), String> {
    use crate::core::{Cell, Unit};
    if let Some(cell) = Cell::all().find(|c| s[c.index()] == 0) {
        return Err(format!("{cell} is empty"));
    }
    for unit in Unit::all() {
        let mut seen = crate::core::Digits::EMPTY;
        for cell in unit.cells().iter() {
            let d = s[cell.index()];
            if seen.contains(d) {
                return Err(format!("two {d}s in {unit}"));
            }
            seen.insert(d);
        }
    }
    // The replay's own start: a solution keeps its givens and, in every other
    // cell, one of the candidates the givens and the marks leave.
    if !ReplayBoard::new(givens, marks).admits(s) {
        return Err("it changes a given or holds a digit its cell's candidates lack".into());
    }
    Ok(())
}

enum StepOutcome {
    Verified,
    Unverified,
    Failed,
}

/// Checks one step on `board` and applies it.
fn replay_step(
    board: &mut ReplayBoard,
    step: &Value,
    technique: &str,
    unique: bool,
    truth: Option<&[u8; 81]>,
    problems: &mut Vec<(ProblemKind, String)>,
) -> StepOutcome {
    use ProblemKind::*;
    let list = |key: &str| -> Read<Vec<Cand>> {
        read::optional_array(step, key)?
            .iter()
            .map(read::candidate)
            .collect()
    };
    let (placements, eliminations) = match (list("placements"), list("eliminations")) {
        (Ok(p), Ok(e)) => (p, e),
        (Err(e), _) | (_, Err(e)) => {
            problems.push((Malformed, e));
            return StepOutcome::Failed;
        }
    };
    if step.get("technique").and_then(Value::as_str).is_none() {
        problems.push((Malformed, "`technique` missing or not a string".into()));
    }
    if step
        .get("text")
        .and_then(Value::as_str)
        .is_none_or(|t| t.trim().is_empty())
    {
        problems.push((Malformed, "no explanation `text`".into()));
    }
    if placements.is_empty() && eliminations.is_empty() {
        problems.push((Malformed, "changes nothing".into()));
    }
    if let Err(e) = size::check_step(step) {
        problems.push((Malformed, e));
    }
    let placed: BTreeSet<Cand> = placements.iter().copied().collect();
    let removed: BTreeSet<Cand> = eliminations.iter().copied().collect();
    if placed.len() != placements.len() || removed.len() != eliminations.len() {
        problems.push((
            Malformed,
            "lists a placement or an elimination twice".into(),
        ));
    }
    let waited = if SINGLES.contains(&technique) {
        true
    } else if BELOW_NAKED_SINGLE.contains(&technique) {
        !board.hidden_single_available()
    } else {
        !board.single_available()
    };
    if !waited {
        problems.push((Order, "taken while a single was available".into()));
    }

    let empty = Value::Object(Default::default());
    let moment = Moment {
        board,
        technique,
        pattern: step.get("pattern").unwrap_or(&empty),
        placements: &placed,
        unique,
    };
    let outcome = match pattern_check(&moment) {
        Err(e) => {
            problems.push((BadPattern, format!("the pattern does not hold: {e}")));
            StepOutcome::Failed
        }
        Ok(None) => StepOutcome::Unverified,
        Ok(Some(implied)) => {
            let extra: BTreeSet<Cand> = removed
                .difference(&implied.eliminations)
                .chain(placed.difference(&implied.placements))
                .copied()
                .collect();
            let missing: BTreeSet<Cand> = implied
                .eliminations
                .difference(&removed)
                .chain(implied.placements.difference(&placed))
                .copied()
                .collect();
            let mut ok = true;
            if !extra.is_empty() {
                problems.push((
                    BadPattern,
                    format!(
                        "places or removes what its pattern does not imply: {}",
                        cands_name(&extra)
                    ),
                ));
                ok = false;
            }
            if !missing.is_empty() {
                problems.push((
                    Incomplete,
                    format!(
                        "leaves out what its pattern implies: {}",
                        cands_name(&missing)
                    ),
                ));
                ok = false;
            }
            if ok {
                StepOutcome::Verified
            } else {
                StepOutcome::Failed
            }
        }
    };

    if let Some(truth) = truth {
        for &(cell, d) in &placements {
            if truth[cell.index()] != d {
                problems.push((
                    Unsound,
                    format!(
                        "places {d} in {cell}, but the solution has {}",
                        truth[cell.index()]
                    ),
                ));
            }
        }
        for &(cell, d) in &eliminations {
            if truth[cell.index()] == d {
                problems.push((Unsound, format!("removes {d} from {cell}, the true digit")));
            }
        }
    }
    for &(cell, d) in &placements {
        if let Err(e) = board.place(cell, d) {
            problems.push((Malformed, e));
        }
    }
    for &(cell, d) in &eliminations {
        // A placement of this step may already have removed it from a peer.
        if placed.iter().any(|&(p, pd)| pd == d && p.sees(cell)) {
            problems.push((
                Malformed,
                format!("removes {d} from {cell}, which the step's own placement removes"),
            ));
            continue;
        }
        if let Err(e) = board.eliminate(cell, d) {
            problems.push((Malformed, e));
        }
    }
    outcome
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clashing_givens_have_no_solution() {
        let mut givens = [0u8; 81];
        givens[0] = 1;
        givens[5] = 1;
        assert_eq!(search(&givens, None).count, 0);
        givens[5] = 0;
        assert_eq!(search(&givens, None).count, 2);
    }
}
