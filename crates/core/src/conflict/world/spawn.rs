//! Putting a pawn's entity into the world (at the start, and when § Artillery's Wearing Down
//! brings one back).

use crate::conflict::setup::ConflictSetup;
use crate::conflict::world::components::{Lit, Loads, PawnId};
use crate::conflict::world::pawn_index::PawnStart;
use crate::rules::cards::Weapon;
use crate::rules::vigour::Vigour;
use bevy_ecs::prelude::Entity;
use std::sync::Arc;

/// A pawn just put into the world: its entity, and what it brings for the index.
pub(in crate::conflict) struct Spawned {
    pub(in crate::conflict) entity: Entity,
    pub(in crate::conflict) start: PawnStart,
}

/// The components a pawn's entity starts with.
type PawnBundle = (
    PawnId,
    Loads,
    crate::conflict::world::components::Carried,
    Lit,
    crate::conflict::world::components::Gear,
);

/// Pawn `id` as the setup brings it to the conflict, off the table: at the start, and again
/// when a Commission sends an eliminated pawn back (§ Artillery's Wearing Down).
pub(in crate::conflict) fn spawn_pawn(
    world: &mut bevy_ecs::world::World,
    setup: &ConflictSetup,
    id: u32,
) -> Option<Spawned> {
    let (bundle, start) = pawn_of(setup, id)?;
    let entity = world.spawn(bundle).id();
    give_light(world, setup, id, entity);
    Some(Spawned { entity, start })
}

/// Every pawn of the setup, `spawn_pawn`'s each, in id order, spawned together: one spawner
/// and the table sized once (every game's start spawns them all).
pub(in crate::conflict) fn spawn_pawns(
    world: &mut bevy_ecs::world::World,
    setup: &ConflictSetup,
) -> Vec<Spawned> {
    let (bundles, starts): (Vec<PawnBundle>, Vec<PawnStart>) =
        (0u32..).map_while(|id| pawn_of(setup, id)).unzip();
    let entities: Vec<Entity> = world.spawn_batch(bundles).collect();
    (0u32..)
        .zip(entities)
        .zip(starts)
        .map(|((id, entity), start)| {
            give_light(world, setup, id, entity);
            Spawned { entity, start }
        })
        .collect()
}

/// A light it carries (§ Panoply Cards: Farol), after its other components, as the game has
/// always added it.
fn give_light(world: &mut bevy_ecs::world::World, setup: &ConflictSetup, id: u32, entity: Entity) {
    if setup.carries_light(id) {
        world
            .entity_mut(entity)
            .insert(crate::conflict::world::components::CarriesLight);
    }
}

/// Pawn `id`'s components and what it brings for the index.
fn pawn_of(setup: &ConflictSetup, id: u32) -> Option<(PawnBundle, PawnStart)> {
    let (side, card) = setup.pawns().nth(id as usize)?;
    // § Royal Salary: purses as the Leaders left them (the setup was checked).
    let first_of_side: usize = setup.sides.iter().take(side).map(|s| s.pawns.len()).sum();
    let purse = setup
        .sides
        .get(side)
        // A pawn a Commission adds to the band (§ Guardians' Gentleman) keeps its card's.
        .filter(|band| (id as usize) < first_of_side + band.pawns.len())
        .and_then(|band| crate::conflict::band::factions::incentives(band).ok())
        .and_then(|purses| purses.get(id as usize - first_of_side).copied())
        .unwrap_or(card.incentive);
    let shots_left = card.weapons.iter().map(Weapon::slow_shots).collect();
    let bundle = (
        PawnId(id),
        Loads {
            shots_left,
            reloading: vec![false; card.weapons.len()],
        },
        crate::conflict::world::components::Carried(
            setup.panoply_of(id).into_iter().cloned().collect(),
        ),
        Lit::default(),
        setup.gear_of(id),
    );
    let start = PawnStart {
        side,
        card: setup.commission.card_in_play(
            side,
            setup
                .band_card(id)
                .map_or_else(|| Arc::new(card.clone()), Arc::clone),
        ),
        reach: card.hand_reach() as f32,
        vigour: Vigour::new(if setup.is_antagonist_side(side) {
            crate::rules::antagonists::VIGOUR
        } else {
            card.vigour
        }),
        purse,
    };
    Some((bundle, start))
}
