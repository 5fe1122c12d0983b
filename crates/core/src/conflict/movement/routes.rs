//! Where a pawn's move would go (1650 § Movement Maneuvers): the planner's way to a goal for
//! the app's ghost, the computer's long approach, and how far a pawn may walk now.

use super::maneuvers::{
    RELOADING_WALK_CM, check_may_move, check_plan_allowed, longest_maneuver, move_context,
    move_refusal, steady_hand_payer,
};
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Gait;
use crate::conflict::world::pawns::TablePawns;
use crate::conflict::world::pawns::{deeds, footing};
use crate::msg;
use crate::record::Rejection;
use crate::table::base::Base;
use crate::table::movement::{Maneuver, Waypoint};
use crate::table::path::{
    Goal, PathRequest, PlannedPath, farthest_along, find_route_nearby, plan_path,
};
use parry3d::math::Vec2;

/// § Movement Maneuvers: where `pawn` would go with `gait` through the `pinned` waypoints to
/// `goal`: straight if it may, else the planner's shortest way round (through a door, round a
/// wall, onto a level); what the app's ghost shows and its click sends.
pub fn plan_route(
    world: &ConflictWorld,
    pawn: u32,
    gait: Gait,
    pinned: &[Waypoint],
    goal: Goal,
    facing: Option<f32>,
) -> Result<PlannedPath, Rejection> {
    check_may_move(world, pawn, gait)?;
    let maneuver = longest_maneuver(gait);
    let longest = farthest_move(world, pawn, maneuver);
    let planned = route_for(world, pawn, maneuver, pinned, goal, facing, longest, &[])?;
    check_plan_allowed(world, pawn, gait, &planned.plan)?;
    let from = footing(world, pawn).map_or(Vec2::ZERO, |place| place.base().centre);
    crate::conflict::commission::barred::check_route(world, pawn, from, &planned.waypoints)?;
    Ok(planned)
}

/// The computer's long approach heeds the pawns this near its start or its enemy; the others
/// will have moved by the time it gets there (its first walk is checked against all of them).
const APPROACH_PAWNS_NEAR_CM: f32 = 15.0;

/// How far `pawn` may walk now (`farthest_move` of a walk).
pub(in crate::conflict) fn farthest_walk(world: &ConflictWorld, pawn: u32) -> f32 {
    farthest_move(world, pawn, Maneuver::Walk)
}

/// How far `pawn` may go with `maneuver`: its reach, or 5 cm for a reloading walker that
/// cannot pay Steady Hand's Maravedi (§ Reloading Slow Weapons).
fn farthest_move(world: &ConflictWorld, pawn: u32, maneuver: Maneuver) -> f32 {
    if maneuver == Maneuver::Walk
        && deeds(world, pawn).reloading
        && steady_hand_payer(world, pawn).is_err()
    {
        RELOADING_WALK_CM
    } else {
        maneuver.reach()
    }
}

/// § Movement Maneuvers: the first walk of the shortest way from `pawn` into contact with
/// `target`, however far: where the computer walks when no walk towards it, straight or
/// turning aside, is free.
pub(in crate::conflict) fn approach(
    world: &ConflictWorld,
    pawn: u32,
    target: u32,
) -> Option<Vec<Waypoint>> {
    let walk = farthest_move(world, pawn, Maneuver::Walk);
    approach_within(world, pawn, Gait::Walk, Goal::Contact(target), walk)
}

/// The first `reach` cm of the shortest way from `pawn` to `goal` with `gait` (the computer's
/// long approach; an Antagonist's 1D10 or 2D10 cm towards its enemy or its scenery element).
pub(in crate::conflict) fn approach_within(
    world: &ConflictWorld,
    pawn: u32,
    gait: Gait,
    goal: Goal,
    reach: f32,
) -> Option<Vec<Waypoint>> {
    check_may_move(world, pawn, gait).ok()?;
    let maneuver = longest_maneuver(gait);
    let table = TablePawns::for_pawn(world, pawn);
    let mover = table.pawns.iter().find(|other| other.id == pawn).copied()?;
    let context = move_context(world, &table, pawn);
    let request = PathRequest {
        maneuver,
        pinned: &[],
        goal,
        longest: f32::INFINITY,
        avoid: &[],
        pawns_near: Some(APPROACH_PAWNS_NEAR_CM),
        final_facing_degrees: None,
    };
    let route = find_route_nearby(&context, &mover, &request)?;
    let (path, plan) = farthest_along(&context, &mover, maneuver, &route.waypoints, reach)?;
    check_plan_allowed(world, pawn, gait, &plan).ok()?;
    crate::conflict::commission::barred::check_route(world, pawn, mover.base.centre, &path).ok()?;
    Some(path)
}

/// The planner for `pawn` on the table as it stands: `maneuver` within `longest` cm, keeping
/// out of the Action Areas of `avoid`.
#[expect(
    clippy::too_many_arguments,
    reason = "a path request is these eight things"
)]
pub(in crate::conflict) fn route_for(
    world: &ConflictWorld,
    pawn: u32,
    maneuver: Maneuver,
    pinned: &[Waypoint],
    goal: Goal,
    facing: Option<f32>,
    longest: f32,
    avoid: &[Base],
) -> Result<PlannedPath, Rejection> {
    let table = TablePawns::for_pawn(world, pawn);
    let Some(mover) = table.pawns.iter().find(|other| other.id == pawn).copied() else {
        return Err(Rejection::new(msg!(
            "conflict-movement-not-on-table",
            pawn = pawn_name(world, pawn)
        )));
    };
    let context = move_context(world, &table, pawn);
    plan_path(
        &context,
        &mover,
        &PathRequest {
            maneuver,
            pinned,
            goal,
            longest,
            avoid,
            pawns_near: None,
            final_facing_degrees: facing,
        },
    )
    .map_err(|problem| move_refusal(world, &problem))
}
