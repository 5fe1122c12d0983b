//! 1650 § Enclaves in play: bringing and placing them, conquering and holding them, their
//! Peculiarities' actions and the auras they give pawns nearby. Pure rules: `rules::enclaves`.

mod action_effects;
pub(super) mod actions;
pub(super) mod auras;
pub(super) mod on_table;
