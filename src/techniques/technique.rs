//! The trait every technique implements.

use crate::core::Grid;
use crate::step::Finding;
use crate::techniques::analysis::Analysis;
use std::ops::ControlFlow;

/// Where a technique's search hands each instance it finds: the receiver
/// answers [`ControlFlow::Continue`] for the next one or [`ControlFlow::Break`]
/// to stop the search there.
pub type Found<'f> = &'f mut dyn FnMut(Finding) -> ControlFlow<()>;

/// One solving technique.
pub trait Technique: Send + Sync {
    /// Hands every instance on `grid` to `found`, each with the sentence that
    /// explains it, in the technique's fixed order, and stops as soon as
    /// `found` breaks (the search then returns that break). The first instance
    /// is the one the engine takes (see [`Technique::find`]); a technique that
    /// picks the best of several (the shortest chain, the smallest sets) hands
    /// that one first and the others after it. Never an instance that changes
    /// nothing, never a change to the grid. `analysis` holds what the
    /// techniques share about this grid (see [`Analysis`]).
    ///
    /// Scan order: units row, column, box; digits ascending; cells row-major,
    /// unless the technique's docs say otherwise.
    fn search(&self, grid: &Grid, analysis: &Analysis, found: Found) -> ControlFlow<()>;

    /// The instance the engine takes: the first [`Technique::search`] hands
    /// over, or `None` when the technique would change nothing.
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding> {
        let mut first = None;
        let _ = self.search(grid, analysis, &mut |finding| {
            first = Some(finding);
            ControlFlow::Break(())
        });
        first
    }

    /// Whether the technique holds only for a puzzle with a single solution (the
    /// engine uses it only when the solution counter has proved that).
    fn needs_unique_solution(&self) -> bool {
        false
    }
}
