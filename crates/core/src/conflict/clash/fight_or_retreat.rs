//! 1650 § Activation, § Pawns' Reactions: "every pawn engaged in a clash by an enemy will be
//! activated automatically". The enemies a Movement Maneuver engages are activated as it ends;
//! each that may fight (not activated yet, not engaged from behind, not fallen) chooses at once
//! to fight or to retreat, whatever the engaging pawn does next.

use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{EngagedQuestion, Engagement, Progress};
use crate::conflict::world::pawns::deeds;
use crate::conflict::world::pawns::{card, footing};
use crate::msg;
use crate::record::Resolution;
use crate::rules::activation::EngagedReaction;
use crate::rules::rule;

/// The question waiting for an answer, if any.
pub(in crate::conflict) fn question(world: &ConflictWorld) -> Option<&EngagedQuestion> {
    world.resource::<Engagement>().0.as_ref()
}

/// Whether `pawn` chose to fight `engager` when it engaged it this turn.
pub(in crate::conflict) fn stands_against(world: &ConflictWorld, pawn: u32, engager: u32) -> bool {
    deeds(world, pawn).stands_against.contains(&engager)
}

/// § Armament, Ready: a charge attack is made "without the usual rules", so the target of a
/// charger that may make one is activated only when the charger chooses its attack.
fn ready_charge(world: &ConflictWorld, engager: u32, enemy: u32) -> bool {
    let weapons = card(world, engager).map_or(0, |card| card.weapons.len());
    (0..weapons).any(|weapon| {
        crate::conflict::band::armament::check_charge_attack(world, engager, enemy, weapon).is_ok()
    })
}

/// After `engager`'s Movement Maneuver engaged `engaged`: activates each one and asks those
/// that may fight.
pub(in crate::conflict) fn activate(
    world: &mut ConflictWorld,
    engager: u32,
    engaged: &[u32],
    resolution: &mut Resolution,
) {
    activate_each(world, engager, engaged, true, resolution);
}

/// § Armament, Ready: a charger that ends its activation without attacking leaves its target
/// engaged, and so activated now like any engaged pawn.
pub(in crate::conflict) fn at_end_of_activation(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut Resolution,
) {
    let done = deeds(world, pawn);
    let Some((target, _)) = done.charged_into else {
        return;
    };
    if !done.fought && crate::conflict::world::pawns::engaged_with(world, pawn).contains(&target) {
        activate_each(world, pawn, &[target], false, resolution);
    }
}

fn activate_each(
    world: &mut ConflictWorld,
    engager: u32,
    engaged: &[u32],
    ready_waits: bool,
    resolution: &mut Resolution,
) {
    // Nobody engaged (most moves end so): nothing to activate, and no copy of the turn.
    if engaged.is_empty() {
        return;
    }
    let Some(mut turn) = world.resource::<Progress>().turn.clone() else {
        return;
    };
    let mut to_answer = Vec::new();
    for &enemy in engaged {
        let (Some(own), Some(theirs)) = (footing(world, engager), footing(world, enemy)) else {
            continue;
        };
        let waiting = turn
            .states
            .get(enemy as usize)
            .is_some_and(|state| state.not_yet_activated());
        if !waiting {
            // Already activated: it may only block when attacked (§ Pawns' Reactions).
            continue;
        }
        if ready_waits && ready_charge(world, engager, enemy) {
            resolution.explain_with(rule("Armament"), || {
                msg!(
                    "conflict-clash-ready-charge-waits",
                    pawn = pawn_name(world, engager),
                    enemy = pawn_name(world, enemy)
                )
            });
            continue;
        }
        let from_rearguard = theirs.base().has_in_rearguard(&own.base());
        let Ok(reaction) = turn.engaged(enemy as usize, from_rearguard) else {
            continue;
        };
        let name = pawn_name(world, enemy);
        match reaction {
            EngagedReaction::FightOrRetreat if deeds(world, enemy).fallen => {
                resolution.explain_with(rule("Pawns' Reactions"), || {
                    msg!("conflict-clash-engaged-fallen", pawn = name.as_str())
                });
            }
            EngagedReaction::FightOrRetreat => {
                to_answer.push(enemy);
                resolution.explain_with(rule("Pawns' Reactions"), || {
                    msg!("conflict-clash-engaged-at-once", pawn = name.as_str())
                });
            }
            EngagedReaction::StandStill => {
                resolution.explain_with(rule("Attack from Behind"), || {
                    msg!(
                        "conflict-clash-engaged-from-rearguard",
                        pawn = name.as_str()
                    )
                });
            }
            EngagedReaction::BlockOnly | EngagedReaction::Nothing => {}
        }
    }
    world.resource_mut::<Progress>().turn = Some(turn);
    if !to_answer.is_empty() {
        world.resource_mut::<Engagement>().0 = Some(EngagedQuestion { engager, to_answer });
    }
}
