//! Single-digit patterns: short chains and colourings on one digit. `turbot_fish`
//! holds the four-node chain search that the skyscraper, the two-string kite and the
//! turbot fish share; `simple_coloring` holds the colouring that the colour and
//! multi-colour wraps and traps and multi-colouring build on; `templates`
//! every way a digit can fill the grid.

mod coloring_trap;
mod coloring_wrap;
mod empty_rectangle;
mod multi_coloring;
mod multi_coloring_trap;
mod multi_coloring_wrap;
mod simple_coloring;
mod skyscraper;
mod templates;
mod turbot_fish;
mod two_string_kite;

pub use coloring_trap::ColoringTrap;
pub use coloring_wrap::ColoringWrap;
pub use empty_rectangle::EmptyRectangle;
pub use multi_coloring::MultiColoring;
pub use multi_coloring_trap::MultiColoringTrap;
pub use multi_coloring_wrap::MultiColoringWrap;
pub use simple_coloring::SimpleColoring;
pub use skyscraper::Skyscraper;
pub use templates::Templates;
pub use turbot_fish::TurbotFish;
pub use two_string_kite::TwoStringKite;
