//! 1650 § Resolution of Clashes, Engage: a winner whose enemies are all beaten walks up to 5 cm
//! in any direction and may engage new enemies there. It counts as activated; an enemy not yet
//! activated is activated to fight as usual (it strikes, the winner may only block) or retreat.

use crate::conflict::movement::{maneuvers, moving, routes};
use crate::conflict::names::{pawn_list, pawn_name};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Gait;
use crate::conflict::world::components::{Pending, PendingBlow, Progress};
use crate::conflict::world::pawns::{card, footing};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::{EngagedReaction, RESOLUTION_MOVE_CM};
use crate::rules::rule;
use crate::table::movement::{Maneuver, MovePlan, Waypoint};
use crate::table::path::{Goal, PlannedPath};
use crate::table::sight::SightPawn;
use crate::words::Arg;

/// Rounding room on the 5 cm, as the table measures paths.
const LENGTH_TOLERANCE_CM: f32 = 0.01;

/// The winner's walk, checked: at most 5 cm, by the walking rules.
pub(in crate::conflict) fn check_path(
    world: &ConflictWorld,
    winner: u32,
    path: &[Waypoint],
    facing: Option<f32>,
) -> Result<MovePlan, Rejection> {
    planned(world, winner, path, facing).map(|(plan, _)| plan)
}

/// The winner's walk to `goal` through `pinned`: straight, or the planner's way round
/// within the 5 cm.
pub(in crate::conflict) fn plan_route(
    world: &ConflictWorld,
    winner: u32,
    pinned: &[Waypoint],
    goal: Goal,
    facing: Option<f32>,
) -> Result<PlannedPath, Rejection> {
    let route = routes::route_for(
        world,
        winner,
        Maneuver::Walk,
        pinned,
        goal,
        facing,
        RESOLUTION_MOVE_CM,
        &[],
    )?;
    planned(world, winner, &route.waypoints, facing)?;
    Ok(route)
}

fn planned(
    world: &ConflictWorld,
    winner: u32,
    path: &[Waypoint],
    facing: Option<f32>,
) -> Result<(MovePlan, SightPawn), Rejection> {
    let (plan, mover) = maneuvers::context_plan(world, winner, Maneuver::Walk, path, facing)?;
    if plan.length > RESOLUTION_MOVE_CM + LENGTH_TOLERANCE_CM {
        return Err(Rejection::by_rule(
            rule("Resolution of Clashes"),
            msg!(
                "conflict-clash-walk-too-long",
                most = RESOLUTION_MOVE_CM as i64,
                length = Arg::tenths(plan.length)
            ),
        ));
    }
    Ok((plan, mover))
}

/// Walks the winner and activates whom it engages.
pub(in crate::conflict) fn engage(
    world: &mut ConflictWorld,
    winner: u32,
    path: &[Waypoint],
    facing: Option<f32>,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let (plan, mover) = planned(world, winner, path, facing)?;
    let section = rule("Resolution of Clashes");
    let before = crate::conflict::world::systems::engaged_now(world, winner);
    // Checked: from here on the winner walks.
    resolution.explain_with(section.clone(), || {
        msg!(
            "conflict-clash-winner-walks",
            pawn = pawn_name(world, winner),
            walk = moving::move_words(world, Gait::Walk, mover.base.centre, &plan)
        )
    });
    if !moving::steps_succeed(world, winner, &plan, &mover, resolution) {
        return Ok(());
    }
    crate::conflict::world::pawns::stand_at_end(world, winner, &plan);
    moving::face_the_engager(world, winner, &plan);
    moving::attacks_of_opportunity(world, winner, &plan, &[], resolution);
    if footing(world, winner).is_none() {
        return Ok(());
    }
    crate::conflict::movement::hide::after_move(world, winner, Gait::Walk, resolution);
    let engaged: Vec<u32> = crate::conflict::world::systems::engaged_now(world, winner)
        .into_iter()
        .filter(|enemy| !before.contains(enemy))
        .collect();
    if engaged.is_empty() {
        return Ok(());
    }
    activate_the_engaged(world, winner, &engaged, resolution);
    Ok(())
}

/// The winner counts as activated; the first enemy it engaged that had not activated yet is
/// activated now to fight or retreat (its player answers); the others stand engaged.
fn activate_the_engaged(
    world: &mut ConflictWorld,
    winner: u32,
    engaged: &[u32],
    resolution: &mut Resolution,
) {
    let section = rule("Resolution of Clashes");
    for &enemy in engaged {
        crate::conflict::clash::responding::when_engaged(world, enemy, resolution);
    }
    let Some(mut turn) = world.resource::<Progress>().turn.clone() else {
        return;
    };
    turn.count_as_activated(winner as usize);
    let waiting = engaged.iter().copied().find(|&enemy| {
        turn.states
            .get(enemy as usize)
            .is_some_and(|state| state.not_yet_activated())
    });
    let mut fighter = None;
    if let Some(enemy) = waiting
        && let (Some(own), Some(theirs)) = (footing(world, winner), footing(world, enemy))
    {
        let from_rearguard = theirs.base().has_in_rearguard(&own.base());
        if let Ok(reaction) = turn.engaged(enemy as usize, from_rearguard) {
            fighter = (reaction == EngagedReaction::FightOrRetreat).then_some(enemy);
            if reaction == EngagedReaction::StandStill {
                resolution.explain_with(rule("Attack from Behind"), || {
                    msg!(
                        "conflict-clash-engaged-from-rearguard",
                        pawn = pawn_name(world, enemy)
                    )
                });
            }
        }
    }
    world.resource_mut::<Progress>().turn = Some(turn);
    let weapon = card(world, winner).map_or(0, |card| {
        crate::conflict::clash::weapon_choice::answering_weapon(&card, true)
    });
    resolution.explain_with(section, || match fighter {
        Some(enemy) => msg!(
            "conflict-clash-winner-engages-fighter",
            pawn = pawn_name(world, winner),
            enemies = pawn_list(world, engaged),
            fighter = pawn_name(world, enemy)
        ),
        None => msg!(
            "conflict-clash-winner-engages",
            pawn = pawn_name(world, winner),
            enemies = pawn_list(world, engaged)
        ),
    });
    if let Some(enemy) = fighter {
        world.resource_mut::<Pending>().0 = Some(PendingBlow {
            attacker: winner,
            target: enemy,
            weapon,
            second_weapon: None,
            charge_bonus: false,
            dexterity: None,
            extra_dice: 0,
            target_strikes: true,
            active_replies: false,
            active_repeats_reply: false,
            fight_chosen: false,
            then: None,
        });
    }
}
