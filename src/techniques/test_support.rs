//! What the technique tests share: a grid from a puzzle line, every instance a
//! technique finds on it, and the check that a chain step's links hold and
//! imply exactly its removals.

use crate::core::Grid;
use crate::parse::parse_one;
use crate::step::chain::Conclusion;
use crate::step::{Deduction, Finding};
use crate::techniques::chains::links::{links_hold, seen_by_both_ends};
use crate::techniques::{Analysis, Technique};
use std::ops::ControlFlow;

/// The grid of a puzzle or pencil-mark line.
pub fn grid_of(line: &str) -> Grid {
    parse_one(line).expect("a valid test position").grid()
}

/// Every instance `technique` hands over on `grid`, in its order.
pub fn every_finding(technique: &dyn Technique, grid: &Grid) -> Vec<Finding> {
    let mut all = Vec::new();
    let _ = technique.search(grid, &Analysis::new(grid), &mut |f| {
        all.push(f);
        ControlFlow::Continue(())
    });
    all
}

/// The grids of a walk from the puzzle `line`: each removes one more
/// candidate the solution does not hold (every fifth such candidate in turn,
/// so that the walk touches every part of the grid), and places a cell left
/// with one candidate, until `count` grids or no wrong candidate is left.
pub fn grids_along_a_walk(line: &str, count: usize) -> Vec<Grid> {
    let mut grid = grid_of(line);
    let solution = crate::solver::count_solutions(&grid, 2)
        .solution
        .expect("a test puzzle has a solution");
    let mut grids = vec![grid.clone()];
    let mut turn = 0;
    while grids.len() < count {
        let wrong: Vec<(crate::core::Cell, u8)> = grid
            .empty_cells()
            .iter()
            .flat_map(|c| grid.candidates(c).iter().map(move |d| (c, d)))
            .filter(|&(c, d)| solution[c.index()] != d)
            .collect();
        if wrong.is_empty() {
            break;
        }
        turn += 5;
        let (cell, d) = wrong[turn % wrong.len()];
        grid.eliminate(cell, d);
        if grid.candidates(cell).len() == 1 {
            grid.place(cell, solution[cell.index()]);
        }
        grids.push(grid.clone());
    }
    grids
}

/// The chain of a deduction holds on `grid` and implies exactly its removals.
pub fn assert_open_chain_exact(grid: &Grid, d: &Deduction) {
    let p = &d.pattern;
    assert!(links_hold(
        grid,
        p.chain_nodes(),
        &p.chain().unwrap().links,
        p.chain().unwrap().is_loop()
    ));
    assert_eq!(
        p.chain().map(|c| c.conclusion),
        Some(Conclusion::FirstOrLast)
    );
    let mut implied = seen_by_both_ends(
        grid,
        &p.chain_nodes()[0],
        &p.chain_nodes()[p.chain_nodes().len() - 1],
    );
    implied.sort();
    assert_eq!(implied, d.eliminations);
}
