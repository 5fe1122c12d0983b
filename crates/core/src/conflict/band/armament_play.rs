//! 1650 § Armament in play, where it moves or strikes: a beaten (turned-away) pawn's move check
//! and a Ready charge attack's aftermath (the target immobilised, or striking back). Above the
//! blow and the move checks, which `armament.rs`'s lasting effects sit below.

use crate::conflict::band::armament::{refuse_turning, turned_away};
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Progress, Verdict};
use crate::conflict::world::pawns::{engaged_with, footing};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::EngagedReaction;
use crate::rules::clash::{Answer, Blow, BlowOptions};
use crate::rules::rule;
use crate::table::base::Base;
use parry3d::math::Vec2;

/// Beating: a turned-away pawn may walk away from its clash, but not step round to face an
/// enemy behind it: a move that ends still engaged with an enemy now in its Rearguard, with that
/// enemy no longer in its Rearguard, is refused.
pub(in crate::conflict) fn check_move(
    world: &ConflictWorld,
    pawn: u32,
    gait: crate::conflict::world::components::Gait,
    path: &[crate::table::movement::Waypoint],
    facing: Option<f32>,
) -> Result<(), Rejection> {
    if !turned_away(world, pawn) {
        return Ok(());
    }
    let Some(now) = crate::conflict::world::pawns::base(world, pawn) else {
        return Ok(());
    };
    // A path the move check refuses is refused there, with its own reason.
    let Ok(plan) =
        crate::conflict::movement::maneuvers::check_path(world, pawn, gait, path, facing)
    else {
        return Ok(());
    };
    let end = Base::new(
        Vec2::new(plan.end.x, plan.end.y),
        now.radius,
        plan.end_level,
        plan.end_facing_degrees,
    );
    let faces_one_behind = engaged_with(world, pawn).into_iter().any(|enemy| {
        footing(world, enemy).is_some_and(|theirs| {
            let theirs = theirs.base();
            let reach = crate::conflict::world::systems::reach_of(world, pawn)
                .max(crate::conflict::world::systems::reach_of(world, enemy));
            let still_engaged = end.engages(&theirs, reach);
            now.has_in_rearguard(&theirs) && still_engaged && !end.has_in_rearguard(&theirs)
        })
    });
    if faces_one_behind {
        return Err(refuse_turning(world, pawn));
    }
    Ok(())
}

/// How a Ready charge attack went, for what follows it.
pub(in crate::conflict) struct ChargeAttack<'a> {
    pub charger: u32,
    pub target: u32,
    /// The charger's weapon (for the target's strike back, should it come).
    pub weapon: usize,
    /// What the target could do, engaged as it was (§ Activation).
    pub reaction: EngagedReaction,
    pub blow: &'a Blow,
}

/// § Armament, Ready: after the charge attack's single Attack roll (the blow in `attack`, with
/// the target's card not yet moved forward). A target that lost Vigour is immobilised: its card
/// moves forward. A failed roll ends the charger's activation; the target, free to act as
/// normal this turn, strikes back at once with a single Attack roll if it could fight (not
/// activated, not engaged from its Rearguard) and is still engaged with the charger.
pub(in crate::conflict) fn after_charge_attack(
    world: &mut ConflictWorld,
    charge: &ChargeAttack,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let section = rule("Armament");
    let (charger, target) = (charge.charger, charge.target);
    let wounded = charge
        .blow
        .hits
        .iter()
        .any(|(_, struck, hit)| *struck == 1 && hit.vigour_lost > 0);
    let could_act = matches!(
        charge.reaction,
        EngagedReaction::FightOrRetreat | EngagedReaction::StandStill
    );
    if wounded {
        if footing(world, target).is_some() && could_act {
            crate::conflict::world::pawns::turn_mut(world, |turn| {
                turn.count_as_activated(target as usize);
            });
            resolution.explain_with(section, || {
                msg!(
                    "conflict-band-ready-immobilised",
                    pawn = pawn_name(world, target)
                )
            });
        }
        return Ok(());
    }
    if charge.blow.attack.success {
        resolution.explain_with(section, || {
            msg!(
                "conflict-band-ready-not-immobilised",
                pawn = pawn_name(world, target)
            )
        });
        return Ok(());
    }
    resolution.explain_with(section.clone(), || {
        msg!(
            "conflict-band-ready-fails",
            charger = pawn_name(world, charger),
            target = pawn_name(world, target)
        )
    });
    let strikes_back = charge.reaction == EngagedReaction::FightOrRetreat
        && footing(world, charger).is_some()
        && engaged_with(world, target).contains(&charger);
    if strikes_back && let Some(enemy) = crate::conflict::world::pawns::card(world, target) {
        resolution.explain_with(section, || {
            msg!(
                "conflict-band-ready-strikes-back",
                target = pawn_name(world, target),
                charger = pawn_name(world, charger)
            )
        });
        // The clash's Vigour is counted again after this blow, for both.
        world.resource_mut::<Verdict>().0 = None;
        let options = BlowOptions {
            answer: Answer::Cannot,
            from_distance: footing(world, charger)
                .zip(footing(world, target))
                .is_some_and(|(a, b)| !a.base().in_contact(&b.base())),
            ..BlowOptions::default()
        };
        crate::conflict::clash::blow::strike(
            world,
            [charger, target],
            [
                charge.weapon,
                crate::conflict::clash::weapon_choice::attacking_weapon(&enemy),
            ],
            1,
            &options,
            resolution,
        )?;
    }
    if world.resource::<Progress>().active == Some(charger) {
        crate::conflict::world::pawns::finish_active(world, charger);
    }
    Ok(())
}
