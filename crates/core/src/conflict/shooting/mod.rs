//! Distance weapons in play (1650 § Distance Weapons, § Discharge Maneuvers, § Reaction Shot,
//! § Devices of the Modern Era, § Cloud of Smoke): whether a weapon may fire, the shot, grenades,
//! cannon and bombs, smoke. Pure rules: `rules::discharge`, `rules::devices`, `rules::reloading`.

pub(super) mod bombs;
pub(super) mod devices;
pub(super) mod discharge;
pub(super) mod fire_check;
pub(super) mod firing;
pub(super) mod reaction;
pub(super) mod smoke;
