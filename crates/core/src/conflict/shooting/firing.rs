//! A shot taken (1650 § Distance Weapons, § Immediate Target, § Reloading Slow Weapons): the
//! steps of `discharge::shoot` once the shot is checked, kept apart to keep that file short.

use crate::conflict::band::harm;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Deeds, Loads};
use crate::conflict::world::pawns::{entity, set_deeds};
use crate::msg;
use crate::record::Resolution;
use crate::rules::antagonists::is_gunpowder;
use crate::rules::rolls::roll;
use crate::rules::rule;

/// The shot is taken: the shooter shows itself, pays for its extra dice, is heard if the
/// weapon is gunpowder, and has shot this activation.
pub(super) fn open_fire(
    world: &mut ConflictWorld,
    pawn: u32,
    weapon: usize,
    shooter_card: &crate::rules::cards::ContractCard,
    bought: &crate::conflict::band::purse::ExtraDice,
    mut done: Deeds,
    resolution: &mut Resolution,
) {
    crate::conflict::movement::hide::reveal(
        world,
        pawn,
        msg!("conflict-shooting-reveal-ranged"),
        resolution,
    );
    crate::conflict::band::purse::pay(world, bought, resolution);
    if is_gunpowder(shooter_card, weapon) {
        crate::conflict::antagonists::temperament::heard_gunpowder(world, pawn);
        crate::conflict::solo::notes::note_gunpowder(world, pawn);
    }
    done.shot = true;
    done.luck = 0;
    set_deeds(world, pawn, done);
}

/// § Immediate Target: firing past pawns in the line takes an Audacity roll; a failed one ends
/// the activation (false: no shot).
pub(super) fn dares_fire_past_pawns(
    world: &mut ConflictWorld,
    pawn: u32,
    shooter_card: &crate::rules::cards::ContractCard,
    reaction: bool,
    resolution: &mut Resolution,
) -> bool {
    let nerve = roll(
        resolution.dice(),
        msg!("conflict-shooting-roll-past-pawns"),
        shooter_card.audacity,
        harm::audacity_modifiers(world, pawn),
        0,
    );
    let passed = nerve.success;
    resolution.explain_with(rule("Immediate Target"), || {
        if passed {
            msg!(
                "conflict-shooting-past-pawns-fires",
                result = nerve.message()
            )
        } else {
            msg!(
                "conflict-shooting-past-pawns-fails",
                result = nerve.message()
            )
        }
    });
    // A reacting pawn's one action was this shot: only an active pawn has more to end.
    if !passed && !reaction {
        crate::conflict::world::pawns::finish_active(world, pawn);
    }
    passed
}

/// § Reloading Slow Weapons: a Slow weapon's shot (or a device) is used up.
pub(super) fn spend_slow_shot(pawn_loads: &mut Loads, weapon: usize) {
    if let Some(Some(left)) = pawn_loads.shots_left.get_mut(weapon) {
        *left = left.saturating_sub(1);
    }
}

pub(super) fn store_loads(world: &mut ConflictWorld, pawn: u32, pawn_loads: Loads) {
    if let Some(entity) = entity(world, pawn) {
        crate::conflict::world::pawns::put(world, entity, pawn_loads);
    }
}

/// A hit rouses an Antagonist; a wound is taken by the target, or by a guard for its leader.
pub(super) fn after_the_hit(
    world: &mut ConflictWorld,
    pawn: u32,
    target: u32,
    (before, after): (crate::rules::vigour::Vigour, crate::rules::vigour::Vigour),
    outcome: &crate::rules::discharge::ShotOutcome,
    resolution: &mut Resolution,
) {
    if outcome.hit.is_some() {
        crate::conflict::antagonists::temperament::rouse(
            world,
            target,
            msg!("conflict-shooting-rouse-hit"),
            resolution,
        );
    }
    if let Some(marked) = &outcome.marked {
        match crate::conflict::band::peculiarities::guard_the_leader(
            world, target, before, after, resolution,
        ) {
            Some((guard, guard_marked)) => {
                harm::after_wound(world, guard, &guard_marked, Some(pawn), resolution);
            }
            None => harm::after_wound(world, target, marked, Some(pawn), resolution),
        }
    }
}
