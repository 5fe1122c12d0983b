//! Ysbilia's rules core: dice, the record contract, data files and the game modes.
//! Everything that decides an outcome lives here; nothing here draws or needs a window.

pub mod conflict;
pub mod data;
pub mod dice;
pub mod duel;
// The tests' fixture game is always built (hidden from the docs, unused by the game): a feature
// for it would build this crate and the app once for the tests and again for the game.
#[doc(hidden)]
pub mod fixtures;
pub mod fuzz;
pub mod hash;
pub mod hebs;
pub mod limits;
pub mod log;
pub mod melee;
pub mod mode;
pub mod record;
pub mod rules;
pub mod ruling;
pub mod session;
pub mod simulate;
pub mod storage;
pub mod table;
pub mod words;
