//! Putting a pawn's entity into the world (at the start, and when § Artillery's Wearing Down
//! brings one back).

use super::components::{Lit, Loads, PawnId};
use super::pawn_index::PawnStart;
use super::setup::ConflictSetup;
use crate::rules::cards::Weapon;
use crate::rules::vigour::Vigour;
use bevy_ecs::prelude::Entity;
use std::sync::Arc;

/// A pawn just put into the world: its entity, and what it brings for the index.
pub(super) struct Spawned {
    pub(super) entity: Entity,
    pub(super) start: PawnStart,
}

/// Pawn `id` as the setup brings it to the conflict, off the table: at the start, and again
/// when a Commission sends an eliminated pawn back (§ Artillery's Wearing Down).
pub(super) fn spawn_pawn(
    world: &mut bevy_ecs::world::World,
    setup: &ConflictSetup,
    id: u32,
) -> Option<Spawned> {
    let (side, card) = setup.pawns().nth(id as usize)?;
    // § Royal Salary: purses as the Leaders left them (the setup was checked).
    let first_of_side: usize = setup.sides.iter().take(side).map(|s| s.pawns.len()).sum();
    let purse = setup
        .sides
        .get(side)
        // A pawn a Commission adds to the band (§ Guardians' Gentleman) keeps its card's.
        .filter(|band| (id as usize) < first_of_side + band.pawns.len())
        .and_then(|band| super::factions::incentives(band).ok())
        .and_then(|purses| purses.get(id as usize - first_of_side).copied())
        .unwrap_or(card.incentive);
    let shots_left = card.weapons.iter().map(Weapon::slow_shots).collect();
    let pawn = (
        PawnId(id),
        Loads {
            shots_left,
            reloading: vec![false; card.weapons.len()],
        },
        super::components::Carried(setup.panoply_of(id).into_iter().cloned().collect()),
        Lit::default(),
        setup.gear_of(id),
    );
    // Spawned with its light, if it carries one: inserted after, the entity moved tables.
    let entity = if setup.carries_light(id) {
        world.spawn((pawn, super::components::CarriesLight)).id()
    } else {
        world.spawn(pawn).id()
    };
    Some(Spawned {
        entity,
        start: PawnStart {
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
        },
    })
}
