//! The sentence of a forcing-chain step: one short story per branch, the on
//! nodes along the branch's longest line of reasoning, and the conclusion, as
//! the main line; then the because-lines (`because`), every node the conclusion
//! rests on with its premises and rule, so the words alone prove the step.

use super::because::{because_lines, listed};
use super::shape::Form;
use crate::core::{Candidate, Cell, Grid, Unit};
use crate::step::branch::{Assertion, BranchNode, Broken};
use crate::step::pattern::KrakenParts;
use crate::step::sentence::{InnerLayer, Layers, Sentence};
use crate::step::{Deduction, Parts, Step};
use crate::techniques::fish::fins_sentence;
use std::ops::Range;

/// The line of reasoning from the assumption to node `end`: walk back through the
/// latest premise of each node, keep the on nodes, the nested ones and the end
/// itself.
fn story(branch: &[BranchNode], end: usize) -> Vec<Assertion> {
    story_from(branch, end, 0)
}

/// The same for the assumption at `start`: premises before it are not followed,
/// and the assumption itself is not told (a walk that stops elsewhere, at a
/// nested node that names no premise, keeps the node it stops at).
fn story_from(nodes: &[BranchNode], end: usize, start: usize) -> Vec<Assertion> {
    let mut path = vec![end];
    let mut k = end;
    while let Some(&prev) = nodes[k].from.iter().filter(|&&f| f as usize >= start).max() {
        k = prev as usize;
        path.push(k);
    }
    path.reverse();
    path.iter()
        .filter(|&&k| k != start)
        .filter(|&&k| k == end || nodes[k].on || !nodes[k].proof.is_empty())
        .map(|&k| nodes[k].assertion())
        .collect()
}

/// Appends `, then ` and the story, or nothing when the story is empty.
fn then_told(s: Sentence, nodes: &[Assertion]) -> Sentence {
    if nodes.is_empty() {
        s
    } else {
        told(s.text(", then "), nodes)
    }
}

/// Appends `nodes` joined with `, `.
fn told(mut s: Sentence, nodes: &[Assertion]) -> Sentence {
    for (k, &a) in nodes.iter().enumerate() {
        if k > 0 {
            s = s.text(", ");
        }
        s = s.assertion(a);
    }
    s
}

/// What breaks, or "a contradiction" when the proof does not say.
fn breaks(s: Sentence, broken: Option<Broken>) -> Sentence {
    match broken {
        Some(b) => s.broken(b),
        None => s.text("a contradiction"),
    }
}

/// Why each nested node of `branch` holds: `r4c4<>7, because r4c4=7 would lead to
/// r5c5=2: r6c6 would have no candidate left`, the reasons joined with `; `;
/// and each reason's node index and pieces.
fn nested_reasons(branch: &[BranchNode]) -> (Sentence, Vec<(usize, Range<usize>)>) {
    let mut s = Sentence::new();
    let mut stories = Vec::new();
    for (k, node) in branch.iter().enumerate() {
        let Some(first) = node.proof.first() else {
            continue;
        };
        let nodes: Vec<BranchNode> = branch[..k].iter().chain(&node.proof).cloned().collect();
        let inner = story_from(&nodes, nodes.len() - 1, k);
        if !s.is_empty() {
            s = s.text("; ");
        }
        let start = s.pieces().len();
        s = s.assertion(node.assertion()).text(", because ");
        s = if inner.is_empty() {
            breaks(
                s.text("with ").assertion(first.assertion()).text(", "),
                node.broken,
            )
        } else {
            let s = s.assertion(first.assertion()).text(" would lead to ");
            breaks(told(s, &inner).text(": "), node.broken)
        };
        stories.push((k, start..s.pieces().len()));
    }
    (s, stories)
}

/// The node of `branch` that states `c` in the given state, or its last node.
fn end_of(branch: &[BranchNode], c: Option<(Candidate, bool)>) -> usize {
    c.and_then(|(c, on)| {
        branch
            .iter()
            .position(|n| n.cell == c.cell && n.digit == c.digit && n.on == on)
    })
    .unwrap_or(branch.len() - 1)
}

/// Every conclusion of the step as an assertion, placements first.
fn conclusions(d: &Deduction) -> Vec<Assertion> {
    let on = d.placements.iter().map(|p| (p, true));
    let off = d.eliminations.iter().map(|e| (e, false));
    on.chain(off)
        .map(|(c, on)| Assertion {
            cell: c.cell,
            digit: c.digit,
            on,
        })
        .collect()
}

/// A forcing-chain step made on another copy of `grid` and renamed to it
/// (`step::relabel`), restated as this technique states its own steps: its
/// branches in the order the contract lists them (a cell's candidates in
/// digit order, a unit's places in cell order; a renaming can reorder
/// either) and its sentence worded afresh on `grid`. Any other step is
/// returned as it is.
pub fn restated(grid: &Grid, mut step: Step) -> Step {
    let Parts::Forcing(forcing) = &mut step.deduction.pattern.parts else {
        return step;
    };
    let starts: Vec<(Cell, u8, bool)> = forcing
        .branches
        .iter()
        .map(|b| (b[0].cell, b[0].digit, b[0].on))
        .collect();
    let form = match starts.as_slice() {
        [_] => Form::Contradiction,
        [a, b] if (a.0, a.1) == (b.0, b.1) && a.2 != b.2 => Form::Both,
        [a, ..] if starts.iter().all(|s| s.0 == a.0) => Form::Cell,
        _ => Form::Unit,
    };
    match form {
        Form::Cell => forcing.branches.sort_by_key(|b| b[0].digit),
        Form::Unit => {
            forcing.branches.sort_by_key(|b| b[0].cell);
            // The unit's places, listed as the branches start.
            let places = forcing.branches.iter().map(|b| b[0].cell).collect();
            step.deduction.pattern.cells = places;
        }
        Form::Contradiction | Form::Both => {}
    }
    let unit = match form {
        Form::Unit => step.deduction.pattern.units.first().copied(),
        _ => None,
    };
    step.sentence = sentence(grid, &step.deduction, form, unit);
    step
}

/// The sentence of a forcing-chain step of `form` on `grid` (for the unit form,
/// the unit whose places start the branches). A contradiction tells its one
/// branch and what breaks; the other forms tell each branch up to the step's
/// first conclusion. The because-lines follow.
pub fn sentence(grid: &Grid, d: &Deduction, form: Form, unit: Option<Unit>) -> Sentence {
    let (main, told) = match d.pattern.forcing().and_then(|f| f.kraken.as_ref()) {
        Some(kraken) => (kraken_line(d, kraken), None),
        None => main_line(d, form, unit),
    };
    let told_nested = form == Form::Contradiction;
    let (lines, proofs, branches) = because_lines(grid, d.pattern.branches(), told_nested);
    // The main line tells the proofs of the branch's nodes; a proof's own
    // proofs are lines inside theirs.
    let proofs: Vec<_> = proofs.into_iter().filter(|p| p.outer).collect();
    let s = lines
        .into_iter()
        .fold(main, Sentence::because)
        .with_branches(branches);
    match told {
        Some((aside, stories)) if stories.len() == proofs.len() => {
            let branch = &d.pattern.branches()[0];
            let inner = stories
                .into_iter()
                .zip(proofs)
                .map(|((k, story), p)| InnerLayer {
                    proves: branch[k].assertion(),
                    story,
                    lines: p.lines,
                    lead: p.lead,
                })
                .collect();
            s.with_layers(Layers { aside, inner })
        }
        _ => s,
    }
}

/// The sentence of a step whose branches start at candidates of which one
/// at least is true for a reason `intro` tells (a tridagon's guardians):
/// `intro`, each branch's story up to the conclusion and what the step
/// places and removes, then the because-lines, as a kraken fish's.
pub(crate) fn one_of_sentence(grid: &Grid, d: &Deduction, intro: Sentence) -> Sentence {
    let main = told_branches(intro, d);
    let (lines, _, branches) = because_lines(grid, d.pattern.branches(), false);
    lines
        .into_iter()
        .fold(main, Sentence::because)
        .with_branches(branches)
}

/// The main line of a kraken fish: the fish, the case where it holds (the
/// first form) or the cover unit whose places start the branches (the
/// second), the story of each branch and the conclusion.
fn kraken_line(d: &Deduction, kraken: &KrakenParts) -> Sentence {
    let b = d.pattern.branches();
    let digit = b[0][0].digit;
    let base = d.pattern.units.iter().copied();
    let cover = kraken.cover_units.iter().copied();
    let one = kraken.fins.len() == 1;
    let s = fins_sentence(
        digit,
        &d.pattern.units,
        &kraken.cover_units,
        kraken.fins.iter().copied(),
        one,
    );
    let s = s.text(": ");
    let s = match kraken.branch_cover {
        None => {
            let s = s
                .text(if one {
                    "unless the fin holds "
                } else {
                    "unless a fin holds "
                })
                .digit(digit)
                .text(", ")
                .units(cover)
                .text(" take their ")
                .digit(digit)
                .text(" in ")
                .units(base)
                .text(", so ");
            listed(s, &conclusions(d)).text(if one {
                "; the fin leads there too: "
            } else {
                "; each fin leads there too: "
            })
        }
        Some(unit) => {
            let body: Vec<Cell> = b
                .iter()
                .map(|br| br[0].cell)
                .filter(|c| !kraken.fins.contains(c))
                .collect();
            let s = s
                .unit(unit)
                .text(" takes its ")
                .digit(digit)
                .text(" in ")
                .cells(body)
                .text(if one {
                    " or the fin holds it, and each leads to "
                } else {
                    " or a fin holds it, and each leads to "
                });
            listed(s, &conclusions(d)).text(": ")
        }
    };
    told_branches(s, d)
}

/// Appends each branch's story, up to the step's first conclusion (where
/// every branch ends), and what
/// the step places and removes: `if r1c1=9, then ...; if ... => remove ...`.
fn told_branches(mut s: Sentence, d: &Deduction) -> Sentence {
    let target = d
        .placements
        .first()
        .map(|c| (*c, true))
        .or_else(|| d.eliminations.first().map(|c| (*c, false)));
    for (k, br) in d.pattern.branches().iter().enumerate() {
        if k > 0 {
            s = s.text("; ");
        }
        s = s.text("if ").assertion(br[0].assertion());
        s = then_told(s, &story(br, end_of(br, target)));
    }
    s.text(" => ").result(&d.placements, &d.eliminations)
}

/// Where a main line tells its inner chains: the bracket, and each nested
/// node's index and story.
type Told = (Range<usize>, Vec<(usize, Range<usize>)>);

/// The main line: the story of each branch and the conclusion; for a
/// contradiction with nested nodes, where it tells their inner chains.
fn main_line(d: &Deduction, form: Form, unit: Option<Unit>) -> (Sentence, Option<Told>) {
    let b = d.pattern.branches();
    let assumed = b[0][0].assertion();
    let s = Sentence::new();
    if form == Form::Contradiction {
        let (cell, digit) = (assumed.cell, assumed.digit);
        let were = if assumed.on { " were " } else { " were not " };
        let s = s.text("If ").cell(cell).text(were).digit(digit);
        let story = story(&b[0], b[0].len() - 1);
        let s = if story.is_empty() {
            s.text(", ")
        } else {
            then_told(s, &story).text(": ")
        };
        let s = breaks(s, d.pattern.forcing().and_then(|f| f.contradiction));
        let (nested, stories) = nested_reasons(&b[0]);
        let (s, told) = if nested.is_empty() {
            (s, None)
        } else {
            let start = s.pieces().len();
            let s = s.text(" (inside that branch ");
            let offset = s.pieces().len();
            let s = s.then(nested).text(")");
            let stories = stories
                .into_iter()
                .map(|(k, r)| (k, r.start + offset..r.end + offset))
                .collect();
            let end = s.pieces().len();
            (s, Some((start..end, stories)))
        };
        return (s.text(" => ").result(&d.placements, &d.eliminations), told);
    }
    let starts = || b.iter().map(|br| br[0].assertion());
    // Cells, digits and units are pieces of their own, never inside words,
    // so that a step renamed onto another copy of the grid says the same.
    let s = match form {
        Form::Both => s
            .text("Whether or not ")
            .cell(assumed.cell)
            .text(" is ")
            .digit(assumed.digit),
        Form::Cell => s
            .text("Whichever digit ")
            .cell(assumed.cell)
            .text(" takes (")
            .digits(starts().map(|a| a.digit).collect())
            .text(")"),
        Form::Unit | Form::Contradiction => {
            let s = s.text("Wherever ").digit(assumed.digit).text(" goes");
            let s = match unit {
                Some(u) => s.text(" in ").unit(u),
                None => s,
            };
            let mut s = s.text(" (");
            for (k, a) in starts().enumerate() {
                if k > 0 {
                    s = s.text(", ");
                }
                s = s.cell(a.cell);
            }
            s.text(")")
        }
    };
    let s = listed(s.text(", "), &conclusions(d)).text(": ");
    (told_branches(s, d), None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Cell, Digits};
    use crate::step::pattern::ForcingParts;
    use crate::step::{Parts, Pattern};

    fn node(r: u8, c: u8, digit: u8, on: bool, from: &[u16]) -> BranchNode {
        BranchNode {
            cell: Cell::at(r, c),
            digit,
            on,
            from: from.to_vec(),
            proof: Vec::new(),
            broken: None,
            pattern: None,
        }
    }

    /// The step removing `digit` from the assumption's cell by `branch`.
    fn refutation(branch: Vec<BranchNode>, broken: Broken) -> Deduction {
        let (cell, digit) = (branch[0].cell, branch[0].digit);
        let pattern = Pattern::new(vec![cell], Digits::single(digit), Vec::new()).with(
            Parts::Forcing(ForcingParts {
                branches: vec![branch],
                contradiction: Some(broken),
                nesting: None,
                kraken: None,
            }),
        );
        Deduction::elimination(pattern, vec![Candidate::new(cell, digit)])
    }

    /// r1c1 and r1c2 hold only 1 and 2.
    fn grid() -> Grid {
        let mut grid = Grid::empty();
        for d in 3..=9 {
            grid.eliminate(Cell::at(0, 0), d);
            grid.eliminate(Cell::at(0, 1), d);
        }
        grid
    }

    #[test]
    fn every_node_has_a_because_line_with_its_rule() {
        let branch = vec![
            node(0, 2, 1, true, &[]),
            node(0, 0, 1, false, &[0]),
            node(0, 1, 1, false, &[0]),
            node(0, 0, 2, true, &[1]),
            node(0, 1, 2, true, &[2]),
            node(0, 1, 2, false, &[3]),
        ];
        let d = refutation(branch, Broken::Both(Cell::at(0, 1), 2));
        let s = sentence(&grid(), &d, Form::Contradiction, None);
        assert_eq!(
            s.plain(),
            "If r1c3 were 1, then r1c1=2, r1c2<>2: r1c2 would be 2 and not 2 => remove 1 from r1c3\n\
             r1c1<>1 and r1c2<>1 because r1c3=1 (same row)\n\
             r1c1=2 because r1c1<>1 (last candidate of r1c1)\n\
             r1c2=2 because r1c2<>1 (last candidate of r1c2)\n\
             r1c2<>2 because r1c1=2 (same row)"
        );
        assert_eq!(s.because_lines().len(), 4);
    }

    /// A story walked back to a nested node that names no premise of the branch
    /// used to drop that node and leave `then :` with nothing after it.
    #[test]
    fn an_empty_story_leaves_no_dangling_then() {
        let mut struck = node(0, 1, 2, false, &[]);
        struck.proof = vec![node(0, 1, 2, true, &[]), node(0, 0, 2, false, &[1])];
        struck.broken = Some(Broken::NoPlace(Unit::row(0), 2));
        let branch = vec![node(0, 0, 1, true, &[]), struck];
        let d = refutation(branch, Broken::NoCandidate(Cell::at(0, 1)));
        let text = sentence(&grid(), &d, Form::Contradiction, None).plain();
        let main = text.lines().next().unwrap();
        assert!(!text.contains("then :"), "{text}");
        assert_eq!(
            main,
            "If r1c1 were 1, then r1c2<>2: r1c2 would have no candidate left \
             (inside that branch r1c2<>2, because r1c2=2 would lead to r1c1<>2: row 1 \
             would have no place left for 2) => remove 1 from r1c1"
        );
        // The proof's own node is told under the assumption it refutes.
        assert!(
            text.contains("\nif r1c2=2: r1c1<>2 because r1c2=2 (same row)"),
            "{text}"
        );

        // A branch with nothing to tell says what breaks right after the "if".
        let d = refutation(
            vec![node(0, 0, 1, true, &[])],
            Broken::NoCandidate(Cell::at(0, 0)),
        );
        let text = sentence(&grid(), &d, Form::Contradiction, None).plain();
        assert_eq!(
            text,
            "If r1c1 were 1, r1c1 would have no candidate left => remove 1 from r1c1"
        );
    }
}
