//! The path planner (1650 § Movement Maneuvers, § Terrain, § Engaging an Enemy Pawn, § Every
//! Man for Himself): the shortest way a base can go to a place, into contact with a pawn or to
//! a line (an edge), round walls, rocks, other bases, impassable ground and water, through
//! doors, over levels by their climbs and jumps, and (for escapes) out of enemy Action Areas.
//!
//! How: a visibility graph. Every obstacle grown by the base's radius gives the corners a
//! shortest path can bend at; A* searches them, checking a leg only when the search reaches it
//! (most legs are never looked at). The path found is then checked whole by `check_move`, the
//! one judge of a move, so a planned path is always one the move check accepts.

mod climbs;
mod corners;
mod graph;
mod ground;
mod search;
mod spaces;
mod target;

pub use ground::GroundCorners;

use super::base::{Base, Point};
use super::movement::{
    Maneuver, MoveContext, MovePlan, MoveRejection, MoveRequest, Waypoint, check_move,
    check_standing,
};
use super::sight::SightPawn;
use crate::msg;
use crate::words::Arg;
use parry3d::math::Vec2;
use search::Planner;
use target::Target;

/// Ysbilia ruling: a climb or a jump is a roll that may fail, so the planner counts each as
/// this many cm more than its length and prefers a short walk round.
const LEVEL_CHANGE_COST_CM: f32 = 10.0;
/// Contact: centres this much farther apart than the two radii (touching, § Measurements).
const CONTACT_GAP_CM: f32 = 0.01;
/// Leeway for rounding between the planner's distances and the move check's.
const ROUNDING_CM: f32 = 1e-3;
/// Goals the search may try after the move check refuses the best one.
const GOAL_RETRIES: usize = 3;
/// A search over the whole table looks first within this many times the straight distance
/// (plus the slack), where nearly every way lies.
const NEAR_FIRST_FACTOR: f32 = 2.0;
const NEAR_FIRST_SLACK_CM: f32 = 20.0;

/// Where the path must end.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Goal {
    /// The base's centre here (a level in the waypoint climbs or jumps to it).
    Point(Waypoint),
    /// Base contact with this pawn, on the side that faced the start (§ Engaging an Enemy Pawn).
    Contact(u32),
    /// The base's centre anywhere on this segment (the line a base's radius inside an edge).
    Line { from: Point, to: Point },
}

/// What to plan.
#[derive(Clone, Debug)]
pub struct PathRequest<'a> {
    pub maneuver: Maneuver,
    /// Waypoints the player pinned: the path passes them first, in order.
    pub pinned: &'a [Waypoint],
    pub goal: Goal,
    /// The longest path to look for: the maneuver's reach, or more for a path to be cut later
    /// (`f32::INFINITY` for anywhere on the table).
    pub longest: f32,
    /// Bases whose Action Areas the path keeps out of (those it starts in excepted).
    pub avoid: &'a [Base],
    /// Only the pawns within this many cm of the start or the goal stand in the way: for a far
    /// plan whose first steps alone are walked (the others will have moved), and which the move
    /// check then checks against every pawn. `None`: every pawn.
    pub pawns_near: Option<f32>,
    pub final_facing_degrees: Option<f32>,
}

/// A path the move check accepted, and what it sets in motion.
#[derive(Clone, Debug, PartialEq)]
pub struct PlannedPath {
    pub waypoints: Vec<Waypoint>,
    pub plan: MovePlan,
    /// The planner went round something (the straight path was refused).
    pub detour: bool,
}

/// The path to `request.goal`: straight when the move check accepts that, otherwise the
/// shortest way round; either way checked whole by `check_move`.
pub fn plan_path(
    context: &MoveContext,
    mover: &SightPawn,
    request: &PathRequest,
) -> Result<PlannedPath, MoveRejection> {
    let start = pinned_end(mover, request.pinned);
    let direct = direct_goal(context, mover, start.0, request.goal)?;
    let mut asked = request.pinned.to_vec();
    asked.push(direct);
    let straight = check_move(
        context,
        mover,
        &MoveRequest {
            maneuver: request.maneuver,
            waypoints: asked.clone(),
            final_facing_degrees: request.final_facing_degrees,
        },
    );
    let refusal = match straight {
        Ok(plan) => {
            return Ok(PlannedPath {
                waypoints: asked,
                plan,
                detour: false,
            });
        }
        Err(refusal) => refusal,
    };
    if request.maneuver == Maneuver::Swim {
        return Err(refusal);
    }
    if matches!(request.maneuver, Maneuver::Charge { .. })
        && matches!(request.goal, Goal::Contact(_))
    {
        return Err(MoveRejection {
            // Where a charge that engages cannot go round anything.
            reason: msg!("scenery-path-charge-straight", reason = refusal.reason),
            ..refusal
        });
    }
    if let Goal::Point(waypoint) = request.goal {
        let level = waypoint.level.unwrap_or(start.1);
        check_standing(context, mover, Vec2::new(waypoint.x, waypoint.y), level)?;
    }
    let mut excluded = Vec::new();
    let mut last = refusal.clone();
    let mut planner = Planner::new(context, mover, request);
    for _ in 0..GOAL_RETRIES {
        let Some(route) = planner.next(&excluded) else {
            break;
        };
        let mut waypoints = request.pinned.to_vec();
        waypoints.extend(route.waypoints);
        match check_move(
            context,
            mover,
            &MoveRequest {
                maneuver: request.maneuver,
                waypoints: waypoints.clone(),
                final_facing_degrees: request.final_facing_degrees,
            },
        ) {
            Ok(plan) => {
                return Ok(PlannedPath {
                    waypoints,
                    plan,
                    detour: true,
                });
            }
            Err(refused) => {
                last = refused;
                excluded.push(route.goal);
            }
        }
    }
    Err(no_way(request, &last, &refusal))
}

/// The reason no path was found: the straight path's refusal, and that no way round it fits.
fn no_way(request: &PathRequest, last: &MoveRejection, straight: &MoveRejection) -> MoveRejection {
    let reason = straight.reason.clone();
    let section = straight.section.clone();
    let no_way = if request.longest.is_finite() {
        msg!(
            "scenery-path-no-way-within",
            reason = reason,
            section = section,
            within = Arg::tenths(request.longest)
        )
    } else {
        msg!("scenery-path-no-way", reason = reason, section = section)
    };
    let reason = if last != straight {
        msg!(
            "scenery-path-nearest-way",
            no_way = no_way,
            nearest = last.reason.clone()
        )
    } else {
        no_way
    };
    MoveRejection {
        section: straight.section.clone(),
        reason,
        at: straight.at,
    }
}

/// A route found by the search: its waypoints (from the last pinned one) and which goal
/// node it reached.
#[derive(Clone, Debug)]
pub struct Route {
    pub waypoints: Vec<Waypoint>,
    /// The route's length in cm, climbs and jumps included.
    pub length: f32,
    goal: GoalKey,
}

/// Which of the goals a route reached (to try another when the move check refuses it).
#[derive(Clone, Copy, Debug, PartialEq)]
enum GoalKey {
    Node(usize),
    Foot(usize),
}

/// The shortest route to `request.goal` from the last pinned waypoint, not checked by the move
/// check (a route longer than the maneuver's reach, to be cut, is allowed here).
pub fn find_route(
    context: &MoveContext,
    mover: &SightPawn,
    request: &PathRequest,
) -> Option<Route> {
    route_searched(context, mover, request, true)
}

/// `find_route` with every search run in full, none answered early (what the tests compare
/// `find_route`'s shortcuts with).
#[doc(hidden)]
pub fn find_route_searched_in_full(
    context: &MoveContext,
    mover: &SightPawn,
    request: &PathRequest,
) -> Option<Route> {
    route_searched(context, mover, request, false)
}

/// `find_route`, its searches answering early where they may when `shortcuts`.
fn route_searched(
    context: &MoveContext,
    mover: &SightPawn,
    request: &PathRequest,
    shortcuts: bool,
) -> Option<Route> {
    let search = |request: &PathRequest| {
        Planner::with_shortcuts(context, mover, request, shortcuts).next(&[])
    };
    if request.longest.is_finite() {
        return search(request);
    }
    // Anywhere on the table: most ways bend little, so look near the straight line first,
    // and over the whole table only when that finds none.
    search(&nearby(context, mover, request)).or_else(|| search(request))
}

/// A route that bends little: at most twice the straight distance and 20 cm (what the
/// computer looks for when it walks towards an enemy; farther ways are not worth its walk).
pub fn find_route_nearby(
    context: &MoveContext,
    mover: &SightPawn,
    request: &PathRequest,
) -> Option<Route> {
    Planner::new(context, mover, &nearby(context, mover, request)).next(&[])
}

/// `request` kept to the ways that bend little (`find_route_nearby`).
fn nearby<'r>(
    context: &MoveContext,
    mover: &SightPawn,
    request: &PathRequest<'r>,
) -> PathRequest<'r> {
    let start = pinned_end(mover, request.pinned).0;
    let target = Target::of(context, mover, request.goal);
    PathRequest {
        longest: request.longest.min(
            path_length(mover, request.pinned)
                + NEAR_FIRST_FACTOR * target.distance(start)
                + NEAR_FIRST_SLACK_CM,
        ),
        ..request.clone()
    }
}

/// The first `length` cm of `path` from `start`, levels kept.
pub fn cut_path(start: Vec2, path: &[Waypoint], length: f32) -> Vec<Waypoint> {
    let mut cut = Vec::new();
    let (mut from, mut left) = (start, length);
    for waypoint in path {
        let to = Vec2::new(waypoint.x, waypoint.y);
        let leg = from.distance(to);
        if leg >= left {
            // A climb or jump is not cut in the middle: it happens whole or not at all.
            if waypoint.level.is_none() && left > 0.0 {
                let point = from + (to - from) * (left / leg.max(f32::EPSILON));
                cut.push(Waypoint {
                    x: point.x,
                    y: point.y,
                    level: None,
                });
            }
            return cut;
        }
        cut.push(*waypoint);
        left -= leg;
        from = to;
    }
    cut
}

/// Steps back along a cut path to find where the base fits.
const CUT_STEP_CM: f32 = 0.5;

/// The farthest the pawn gets along `path` within `length` cm, where its base fits: the plan
/// of that part of the path, or `None` when it cannot move along it at all.
pub fn farthest_along(
    context: &MoveContext,
    mover: &SightPawn,
    maneuver: Maneuver,
    path: &[Waypoint],
    length: f32,
) -> Option<(Vec<Waypoint>, MovePlan)> {
    let mut left = length;
    while left > 0.0 {
        let cut = cut_path(mover.base.centre, path, left);
        if !cut.is_empty()
            && let Ok(plan) = check_move(
                context,
                mover,
                &MoveRequest {
                    maneuver,
                    waypoints: cut.clone(),
                    final_facing_degrees: None,
                },
            )
        {
            return Some((cut, plan));
        }
        left -= CUT_STEP_CM;
    }
    None
}

/// Where the pinned waypoints leave the base: the point and level.
fn pinned_end(mover: &SightPawn, pinned: &[Waypoint]) -> (Vec2, f32) {
    let mut end = (mover.base.centre, mover.base.level);
    for waypoint in pinned {
        end = (
            Vec2::new(waypoint.x, waypoint.y),
            waypoint.level.unwrap_or(end.1),
        );
    }
    end
}

/// The straight path's end for a goal: the point itself, the contact point on the line to the
/// pawn, or the foot of the perpendicular on the line.
fn direct_goal(
    context: &MoveContext,
    mover: &SightPawn,
    from: Vec2,
    goal: Goal,
) -> Result<Waypoint, MoveRejection> {
    let point = match goal {
        Goal::Point(waypoint) => return Ok(waypoint),
        Goal::Contact(target) => {
            let Some(other) = context.pawns.iter().find(|pawn| pawn.id == target) else {
                return Err(MoveRejection {
                    section: "Engaging an Enemy Pawn".to_owned(),
                    reason: msg!("scenery-path-pawn-missing", pawn = target),
                    at: None,
                });
            };
            let towards = (other.base.centre - from).normalize_or_zero();
            other.base.centre - towards * (other.base.radius + mover.base.radius + CONTACT_GAP_CM)
        }
        Goal::Line { from: start, to } => foot_on(from, start.into(), to.into()),
    };
    Ok(Waypoint {
        x: point.x,
        y: point.y,
        level: None,
    })
}

/// The nearest point to `point` on the segment `from`→`to`.
fn foot_on(point: Vec2, from: Vec2, to: Vec2) -> Vec2 {
    let along = to - from;
    let length_squared = along.length_squared();
    if length_squared <= f32::EPSILON {
        return from;
    }
    from + along * ((point - from).dot(along) / length_squared).clamp(0.0, 1.0)
}

/// The length of the pinned legs, as `check_move` counts them.
fn path_length(mover: &SightPawn, path: &[Waypoint]) -> f32 {
    let (mut from, mut level) = (mover.base.centre, mover.base.level);
    let mut length = 0.0;
    for waypoint in path {
        let to = Vec2::new(waypoint.x, waypoint.y);
        let next = waypoint.level.unwrap_or(level);
        let (across, rise) = (from.distance(to), next - level);
        length += (across * across + rise * rise).sqrt();
        (from, level) = (to, next);
    }
    length
}
