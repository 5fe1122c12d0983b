//! 1650 § Enclaves: what an Enclave's action does once its pawn may use it (`actions::use_action`
//! checks and records the use).

use crate::conflict::band::harm;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Decks, Enclaves, Loads};
use crate::conflict::world::pawns::{card, entity};
use crate::msg;
use crate::record::Resolution;
use crate::rules::enclaves::EnclaveAction;
use crate::rules::rule;
use crate::words::Message;

pub(super) const SECTION: &str = "Enclaves";
/// The page whose fuse a defender may put out.
pub(super) const FUSE_SECTION: &str = "Assault the Powder Magazine";

/// The Audacity roll an action asks for; told whether `name` passed it.
pub(super) fn audacity_passes(
    world: &ConflictWorld,
    pawn: u32,
    name: &str,
    chosen: &EnclaveAction,
    enclave: &str,
    resolution: &mut Resolution,
) -> bool {
    let nerve = harm::roll_audacity(
        world,
        pawn,
        msg!("conflict-enclaves-roll-action"),
        resolution,
    );
    let passed = nerve.success;
    resolution.explain_with(rule(SECTION), || {
        if passed {
            msg!(
                "conflict-enclaves-action-roll",
                pawn = name,
                action = &chosen.name,
                enclave = enclave,
                result = nerve.message()
            )
        } else {
            msg!(
                "conflict-enclaves-action-roll-failed",
                pawn = name,
                action = &chosen.name,
                enclave = enclave,
                result = nerve.message()
            )
        }
    });
    passed
}

/// To plunder: Maravedies added to the pawn's Incentive.
pub(super) fn plunder(
    world: &mut ConflictWorld,
    pawn: u32,
    maravedies: u32,
    words: &Message,
    resolution: &mut Resolution,
) {
    if let Some(purse) = crate::conflict::world::pawns::purse_mut(world, pawn) {
        *purse += maravedies;
    }
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-enclaves-plundered",
            action = words.clone(),
            maravedies = maravedies
        )
    });
}

/// To tend: up to `boxes` marked Vigour boxes cleared.
pub(super) fn tend(
    world: &mut ConflictWorld,
    pawn: u32,
    boxes: u32,
    words: &Message,
    resolution: &mut Resolution,
) {
    if let Some(mut vigour) = harm::health(world, pawn) {
        vigour.marked = vigour.marked.saturating_sub(boxes);
        harm::set_health(world, pawn, vigour);
        resolution.explain_with(rule(SECTION), || {
            msg!(
                "conflict-enclaves-tended",
                action = words.clone(),
                boxes = boxes,
                vigour = vigour.remaining()
            )
        });
    }
}

/// To rearm: every Slow weapon loaded again.
pub(super) fn rearm(
    world: &mut ConflictWorld,
    pawn: u32,
    words: &Message,
    resolution: &mut Resolution,
) {
    if let (Some(pawn_card), Some(pawn_entity)) = (card(world, pawn), entity(world, pawn))
        && let Some(mut loads) = world.get_mut::<Loads>(pawn_entity)
    {
        for (weapon, arm) in pawn_card.weapons.iter().enumerate() {
            if let Some(slot) = loads.shots_left.get_mut(weapon) {
                *slot = arm.slow_shots();
            }
            if let Some(reloading) = loads.reloading.get_mut(weapon) {
                *reloading = false;
            }
        }
    }
    resolution.explain_with(rule(SECTION), || {
        msg!("conflict-enclaves-rearmed", action = words.clone())
    });
}

/// To recover: the band takes a `played` Dexterity card (`dexterity`, or the first played) back.
pub(super) fn recover(
    world: &mut ConflictWorld,
    band: usize,
    dexterity: Option<&str>,
    played: &[String],
    words: &Message,
    resolution: &mut Resolution,
) {
    let id = dexterity
        .map(str::to_owned)
        .or_else(|| played.first().cloned())
        .unwrap_or_default();
    let setup = std::sync::Arc::clone(
        &world
            .resource::<crate::conflict::world::components::SetupOf>()
            .0,
    );
    if let Some(card) = setup
        .sides
        .get(band)
        .and_then(|side| side.dexterity.iter().find(|card| card.id == id))
        && let Some(hand) = world.resource_mut::<Decks>().0.get_mut(band)
    {
        hand.push(card.clone());
    }
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-enclaves-recovered",
            action = words.clone(),
            card = id
        )
    });
}

/// § Assault the Powder Magazine, when the terms have a fuse: To explode lights it, and the
/// Enclave at `index` blows up when the turn ends unless a defender puts it out.
pub(super) fn light_fuse(
    world: &mut ConflictWorld,
    index: usize,
    pawn: u32,
    enclave: &str,
    words: &Message,
    resolution: &mut Resolution,
) {
    world.resource_mut::<Enclaves>().fuse = Some(crate::conflict::world::components::Fuse {
        enclave: index,
        lit_by: pawn,
        tried: Vec::new(),
    });
    resolution.explain_with(rule(FUSE_SECTION), || {
        msg!(
            "conflict-enclaves-fuse-lit",
            action = words.clone(),
            enclave = enclave
        )
    });
}
