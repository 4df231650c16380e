//! The trait every technique implements.

use crate::core::Grid;
use crate::step::Finding;
use crate::techniques::analysis::Analysis;

/// One solving technique.
pub trait Technique: Send + Sync {
    /// The next instance on `grid` in the fixed scan order (units row, column,
    /// box; digits ascending; cells row-major), or `None` when the technique would
    /// change nothing, with the sentence that explains it. Never changes the
    /// grid. `analysis` holds what the techniques share about this grid (see
    /// [`Analysis`]).
    fn find(&self, grid: &Grid, analysis: &Analysis) -> Option<Finding>;

    /// Whether the technique holds only for a puzzle with a single solution (the
    /// engine uses it only when the solution counter has proved that).
    fn needs_unique_solution(&self) -> bool {
        false
    }
}
