//! What a band's pawns carry and suffer in play (1650 § Maravedies, § Panoply Cards, § Armament,
//! § Peculiarities, § Blessings, § Factions, § Everybody Has a Price, § Bruises, Bleeding and
//! Death). Pure rules: `rules::maravedies`, `rules::panoply`, `rules::blessings`, `rules::vigour`.

pub(super) mod armament;
pub(super) mod armament_play;
pub(super) mod auction;
pub(super) mod blessings;
pub(super) mod factions;
pub(super) mod harm;
pub(super) mod items;
pub(super) mod peculiarities;
pub(super) mod purse;

use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::msg;
use crate::record::Rejection;

/// "{pawn} is not on the table".
pub(in crate::conflict) fn not_on_table(world: &ConflictWorld, pawn: u32) -> Rejection {
    Rejection::new(msg!(
        "conflict-band-not-on-table",
        pawn = pawn_name(world, pawn)
    ))
}
