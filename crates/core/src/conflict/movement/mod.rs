//! Movement in play (1650 § Movement Maneuvers, § Hide, § Every Man for Himself): walks,
//! charges, climbs and jumps, hiding against scenery, escapes and retreats, leaving the table.
//! The geometry is `table::movement` and `table::path`; the rolls are `rules::rolls`.

pub(super) mod flight;
pub(super) mod hide;
pub(super) mod kept;
pub(super) mod leaving;
pub(super) mod maneuvers;
pub(super) mod moving;
pub(super) mod routes;
