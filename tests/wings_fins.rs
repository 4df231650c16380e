//! XY-wing, XYZ-wing, W-wing and the finned fish over a sample of top1465: every
//! step of these techniques is sound, its proof holds in the grid of that moment
//! (chains link by link, fish and almost locked sets by their definition), and it
//! removes exactly what its pattern implies.

use crate::common;

use common::links::{common_peers, links_hold, seen_by_both_ends};
use common::{assert_sound_removals, sample, visit_steps};
use sudoku_explain::Candidate;
use sudoku_explain::CellSet;
use sudoku_explain::Grid;
use sudoku_explain::catalog::TechniqueId;
use sudoku_explain::step::Step;

const MINE: [TechniqueId; 6] = [
    TechniqueId::XyWing,
    TechniqueId::XyzWing,
    TechniqueId::WWing,
    TechniqueId::FinnedXWing,
    TechniqueId::FinnedSwordfish,
    TechniqueId::FinnedJellyfish,
];

fn sorted(mut v: Vec<Candidate>) -> Vec<Candidate> {
    v.sort();
    v.dedup();
    v
}

/// What a chain step's pattern implies (an open chain: candidates seeing both ends).
fn chain_implies(grid: &Grid, step: &Step) -> Vec<Candidate> {
    let p = step.pattern();
    assert!(
        links_hold(grid, p.chain_nodes(), &p.chain().unwrap().links, false),
        "links do not hold: {step:?}"
    );
    assert_eq!(p.chain_nodes().len(), 6, "{step:?}");
    sorted(seen_by_both_ends(
        grid,
        &p.chain_nodes()[0],
        &p.chain_nodes()[5],
    ))
}

/// What a finned fish implies, checked as the trace contract defines it.
fn fish_implies(grid: &Grid, step: &Step) -> Vec<Candidate> {
    let p = step.pattern();
    let d = p.digits[0];
    let n = p.units.len();
    assert_eq!(p.fish().unwrap().cover_units.len(), n, "{step:?}");
    let base = p
        .units
        .iter()
        .fold(CellSet::EMPTY, |acc, u| acc | u.cells());
    let cover = p
        .fish()
        .unwrap()
        .cover_units
        .iter()
        .fold(CellSet::EMPTY, |acc, u| acc | u.cells());
    let fins: CellSet = p.fish().unwrap().fins.iter().copied().collect();
    assert!(!fins.is_empty(), "{step:?}");
    assert_eq!(
        (grid.positions(d) & base) - cover,
        fins,
        "fins are the base candidates outside the cover: {step:?}"
    );
    let boxes: std::collections::BTreeSet<u8> = p
        .fish()
        .unwrap()
        .fins
        .iter()
        .map(|c| c.box_index())
        .collect();
    assert_eq!(boxes.len(), 1, "fins in one box: {step:?}");
    for u in &p.units {
        assert!(
            grid.positions_in(*u, d).intersects(cover),
            "every base line reaches the cover: {step:?}"
        );
    }
    let sashimi = p
        .units
        .iter()
        .any(|u| (grid.positions_in(*u, d) & cover).len() == 1);
    assert_eq!(p.fish().unwrap().sashimi, sashimi, "{step:?}");
    let targets = ((grid.positions(d) & cover) - base) & common_peers(fins);
    targets.iter().map(|c| Candidate::new(c, d)).collect()
}

/// What an XYZ-wing implies as an ALS-XZ step.
fn als_implies(grid: &Grid, step: &Step) -> Vec<Candidate> {
    let p = step.pattern();
    assert_eq!(p.als().unwrap().als.len(), 2, "{step:?}");
    assert_eq!(p.als().unwrap().rcc.len(), 1, "{step:?}");
    let mut inside = CellSet::EMPTY;
    let mut digit_sets = Vec::new();
    for set in &p.als().unwrap().als {
        let cells: CellSet = set.cells.iter().copied().collect();
        let digits = cells.iter().fold(sudoku_explain::Digits::EMPTY, |acc, c| {
            acc | grid.candidates(c)
        });
        assert_eq!(digits.len() as usize, cells.len() as usize + 1, "{step:?}");
        assert_eq!(digits.iter().collect::<Vec<_>>(), set.digits, "{step:?}");
        assert!(
            cells
                .iter()
                .all(|a| cells.iter().all(|b| a == b || a.sees(b))),
            "{step:?}"
        );
        inside |= cells;
        digit_sets.push((cells, digits));
    }
    let x = p.als().unwrap().rcc[0];
    let (a, b) = (&digit_sets[0], &digit_sets[1]);
    let (ha, hb) = (a.0 & grid.positions(x), b.0 & grid.positions(x));
    assert!(!ha.is_empty() && !hb.is_empty(), "{step:?}");
    assert!(
        ha.iter().all(|i| hb.iter().all(|j| i.sees(j))),
        "restricted common: {step:?}"
    );
    let mut out = Vec::new();
    for z in a.1 & b.1 {
        if z == x {
            continue;
        }
        let holders = (a.0 | b.0) & grid.positions(z);
        let targets = (grid.positions(z) & common_peers(holders)) - inside;
        out.extend(targets.iter().map(|c| Candidate::new(c, z)));
    }
    sorted(out)
}

#[test]
fn every_step_of_these_techniques_is_sound_and_exact() {
    let lines = sample(&[("top1465.txt", 5)]);
    let counts = visit_steps(&lines, &MINE, |grid, step, solution, line| {
        assert_sound_removals(grid, step, solution, line);
        let implied = match step.technique {
            TechniqueId::XyWing | TechniqueId::WWing => chain_implies(grid, step),
            TechniqueId::XyzWing => als_implies(grid, step),
            _ => fish_implies(grid, step),
        };
        assert_eq!(
            implied,
            step.eliminations(),
            "{line}: removes exactly what the pattern implies: {step:?}"
        );
        assert!(!step.sentence.plain().is_empty());
    });
    eprintln!("steps per technique: {counts:?}");
    for id in MINE {
        if id != TechniqueId::FinnedJellyfish {
            assert!(
                counts.get(&id).copied().unwrap_or(0) > 0,
                "{id} never fired"
            );
        }
    }
}
