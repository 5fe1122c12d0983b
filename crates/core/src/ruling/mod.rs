//! `ysbilia ruling FILE.ron`: a small situation and the rolls to make, resolved exactly as the
//! game would, with each ruling's explanation (docs/rulings.md). It asks the rulebook's pure
//! rules (`rules/`) and the conflict's own checks; it is a tool, not a part of the rulebook.

pub mod checks;
pub mod resolve;
mod rolls;
pub mod simulation_checks;
pub mod table_shots;
mod two_pawns;
