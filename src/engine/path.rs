//! The paths the engine walks: which producers, in which order.

use serde::Serialize;

/// Which path the engine walks: the human path or SE's. A rating folds the
/// steps of one path, and every rating says which it is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SolvePath {
    /// The engine's easiest-first path with every technique of the catalog:
    /// what `explain`, `hint`, `generate` and the trainer show.
    #[default]
    Human,
    /// Sudoku Explainer's producers in SE's order: what `rate` rates by
    /// default, to agree with the ratings puzzle makers publish.
    Se,
}

impl SolvePath {
    /// Both paths, the default first.
    pub const ALL: [SolvePath; 2] = [SolvePath::Human, SolvePath::Se];

    /// The path's name, as options and JSON spell it.
    pub const fn as_str(self) -> &'static str {
        match self {
            SolvePath::Human => "human",
            SolvePath::Se => "se",
        }
    }

    /// What the path is, for `--help`.
    pub const fn about(self) -> &'static str {
        match self {
            SolvePath::Human => {
                "Easiest first, every technique of the catalog: what explain, hint, generate and the trainer show by default"
            }
            SolvePath::Se => {
                "Sudoku Explainer's producers in SE's order, as puzzle makers' ratings are made: what rate rates by default"
            }
        }
    }

    /// The path in words, for a sentence ("on the human path").
    pub const fn words(self) -> &'static str {
        match self {
            SolvePath::Human => "the human path",
            SolvePath::Se => "SE's path",
        }
    }
}
