//! Which placed Enclaves still stand, who holds them, and the auras they give the pawns near
//! them: read by the rule files (morale, cover), below the Enclaves' own placing and actions.

use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Enclaves, PlacedEnclave, Table};
use crate::table::base::Point;

/// Whether the Enclave at `index` still stands (not fallen to ruins, not blown away).
pub(in crate::conflict) fn standing(world: &ConflictWorld, index: usize) -> bool {
    world
        .resource::<Enclaves>()
        .placed
        .get(index)
        .is_some_and(|placed| {
            stands(
                placed,
                &world
                    .resource::<crate::conflict::world::components::Ruins>()
                    .0,
                world.resource::<Table>().0.removed(),
            )
        })
}

/// Whether `placed` stands, given the pieces fallen to ruins and those gone from the table.
pub(in crate::conflict) fn stands(
    placed: &PlacedEnclave,
    ruins: &[usize],
    removed: &[usize],
) -> bool {
    !ruins.contains(&placed.piece) && !removed.contains(&placed.piece)
}

/// The Enclaves band `band` holds and that still stand (+1 Honour each at the end).
pub(in crate::conflict) fn held_by(world: &ConflictWorld, band: usize) -> u32 {
    let placed = &world.resource::<Enclaves>().placed;
    (0..placed.len())
        .filter(|&index| placed[index].holder == Some(band) && standing(world, index))
        .count() as u32
}

/// The auras of the standing Enclaves whose rim is within `within` cm of `pawn`'s base, with the
/// Enclave's name and holder.
pub(in crate::conflict) fn auras_near(
    world: &ConflictWorld,
    pawn: u32,
    within: f32,
) -> Vec<(crate::rules::enclaves::EnclaveAura, String, Option<usize>)> {
    let placed = &world.resource::<Enclaves>().placed;
    if placed.is_empty() {
        return Vec::new();
    }
    let Some(base) = crate::conflict::world::pawns::base(world, pawn) else {
        return Vec::new();
    };
    placed
        .iter()
        .enumerate()
        .filter(|&(index, enclave)| standing(world, index) && enclave.rim_distance(&base) <= within)
        .flat_map(|(_, enclave)| {
            enclave
                .enclave
                .auras
                .iter()
                .map(|aura| (*aura, enclave.enclave.name.clone(), enclave.holder))
        })
        .collect()
}

/// Where the standing Enclaves that light at night stand: each lights as a luminary does.
pub(in crate::conflict) fn lights<'a>(
    enclaves: &'a Enclaves,
    ruins: &'a [usize],
    removed: &'a [usize],
) -> impl Iterator<Item = Point> + 'a {
    enclaves
        .placed
        .iter()
        .filter(move |placed| {
            stands(placed, ruins, removed)
                && placed
                    .enclave
                    .auras
                    .contains(&crate::rules::enclaves::EnclaveAura::Light)
        })
        .map(|placed| placed.at)
}
