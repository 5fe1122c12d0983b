//! 1650 § Attack and Reply, § Resolution of Clashes: one blow struck between two pawns (the
//! rolls in `rules::clash::blow`) and what it leaves: wounds, a pawn turned away or disrupted,
//! panic, a retreat, and the clash's Vigour counted again. Every clash strikes through here:
//! an Attack, a charge attack's strike back, an attack of opportunity.

use crate::conflict::band::armament::Lasting;
use crate::conflict::band::harm;
use crate::conflict::clash::weapon_choice::spend_dexterity;
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Footing, Progress};
use crate::conflict::world::pawns::{card, footing, pawn_ids, side};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::Activation;
use crate::rules::audacity::AudacityTrigger;
use crate::rules::clash::{Blow, BlowEffect, BlowOptions, Combatant, blow};
use crate::rules::rule;
use crate::table::base::Placement;
use crate::words::Arg;
/// § Bruises, Bleeding and Death: Panic shakes friends within 15 cm.
const PANIC_AROUND_CM: f32 = crate::rules::audacity::SHAKEN_WITHIN_CM;

/// Strikes the blow between `pawns` (the active pawn first) and applies all it leaves; the
/// blow, unless a pawn was missing.
pub(in crate::conflict) fn strike(
    world: &mut ConflictWorld,
    pawns: [u32; 2],
    weapons: [usize; 2],
    attacker_index: usize,
    options: &BlowOptions,
    resolution: &mut Resolution,
) -> Result<Option<Blow>, Rejection> {
    let mut combatants = Vec::new();
    for (pawn, weapon) in pawns.iter().zip(weapons) {
        let (Some(card), Some(vigour)) = (card(world, *pawn), harm::health(world, *pawn)) else {
            return Ok(None);
        };
        combatants.push(Combatant {
            card: crate::conflict::names::named_card(world, *pawn, &card),
            weapon,
            vigour,
        });
    }
    let Ok(mut combatants) = <[Combatant; 2]>::try_from(combatants) else {
        return Ok(None);
    };
    let before = [combatants[0].vigour, combatants[1].vigour];
    let outcome = blow(&mut combatants, attacker_index, options, resolution)?;
    for (index, pawn) in pawns.iter().enumerate() {
        harm::set_health(world, *pawn, combatants[index].vigour);
        if let Some(played) = &options.dexterity[index] {
            spend_dexterity(world, *pawn, played);
        }
    }
    for (index, effect) in &outcome.effects {
        blow_effect(world, pawns, *index, *effect, resolution);
    }
    for (index, marked) in &outcome.marked {
        let hitter = pawns[1 - index];
        let wounded = pawns[*index];
        let guarded = crate::conflict::band::peculiarities::guard_the_leader(
            world,
            wounded,
            before[*index],
            combatants[*index].vigour,
            resolution,
        );
        match guarded {
            Some((guard, guard_marked)) => {
                harm::after_wound(world, guard, &guard_marked, Some(hitter), resolution);
            }
            None => harm::after_wound(world, wounded, marked, Some(hitter), resolution),
        }
    }
    let retreated = [0, 1].map(|index| {
        outcome
            .effects
            .iter()
            .any(|(hit, effect)| *hit == index && *effect == BlowEffect::Retreated)
    });
    crate::conflict::clash::verdict::count_vigour(world, pawns, retreated, resolution);
    Ok(Some(outcome))
}

fn blow_effect(
    world: &mut ConflictWorld,
    pawns: [u32; 2],
    index: usize,
    effect: BlowEffect,
    resolution: &mut Resolution,
) {
    let pawn = pawns[index];
    let other = pawns[1 - index];
    match effect {
        BlowEffect::TurnedAway => {
            if let (Some(mut place), Some(hitter)) = (footing(world, pawn), footing(world, other)) {
                let away = place.base().centre - hitter.base().centre;
                place.0.facing_degrees = away.y.atan2(away.x).to_degrees();
                set_footing(world, pawn, place);
                crate::conflict::band::armament::struck(
                    world,
                    pawn,
                    other,
                    Lasting::TurnedAway,
                    resolution,
                );
            }
        }
        BlowEffect::Disrupted => {
            crate::conflict::band::armament::struck(
                world,
                pawn,
                other,
                Lasting::Disrupted,
                resolution,
            );
            let progress = world.resource_mut::<Progress>();
            if let Some(turn) = progress.turn.as_mut()
                && let Some(state) = turn.states.get_mut(pawn as usize)
                && matches!(*state, Activation::Waiting | Activation::Temperament)
            {
                *state = Activation::Done;
            }
        }
        BlowEffect::PanicRoll => {
            harm::shake(
                world,
                pawn,
                AudacityTrigger::Panic { modifier: 0 },
                resolution,
            );
        }
        BlowEffect::PanicAround => {
            let (Some(place), Some(band)) = (footing(world, pawn), side(world, pawn)) else {
                return;
            };
            for friend in pawn_ids(world) {
                let near = footing(world, friend).is_some_and(|other| {
                    other.base().edge_distance(&place.base()) <= PANIC_AROUND_CM
                });
                if friend != pawn && side(world, friend) == Some(band) && near {
                    harm::shake(
                        world,
                        friend,
                        AudacityTrigger::Panic { modifier: -1 },
                        resolution,
                    );
                }
            }
        }
        BlowEffect::Retreated => retreat(world, pawn, other, resolution),
        BlowEffect::MayDisengage => {}
    }
}

fn set_footing(world: &mut ConflictWorld, pawn: u32, place: Footing) {
    crate::conflict::world::pawns::set_footing(world, pawn, Some(place));
}

/// § Pawns' Reactions: it turns its back to the attacker and walks away, up to 10 cm, round
/// what is in the way (`flight::retreat`).
fn retreat(world: &mut ConflictWorld, pawn: u32, from: u32, resolution: &mut Resolution) {
    let (Some(place), Some(enemy)) = (footing(world, pawn), footing(world, from)) else {
        return;
    };
    let attacker = enemy.base().centre;
    let away = (place.base().centre - attacker).normalize_or_zero();
    let facing = away.y.atan2(away.x).to_degrees();
    let Some(plan) = crate::conflict::movement::flight::retreat(world, pawn, attacker) else {
        set_footing(
            world,
            pawn,
            Footing(Placement {
                facing_degrees: facing,
                ..place.0
            }),
        );
        resolution.explain_with(rule("Pawns' Reactions"), || {
            msg!(
                "conflict-clash-retreat-nowhere",
                pawn = pawn_name(world, pawn)
            )
        });
        return;
    };
    crate::conflict::world::pawns::stand_at_end(world, pawn, &plan);
    resolution.explain_with(rule("Pawns' Reactions"), || {
        msg!(
            "conflict-clash-retreat-walks",
            pawn = pawn_name(world, pawn),
            distance = Arg::tenths(plan.length)
        )
    });
}
