//! The corners a shortest path bends at: round the cached ground's obstacles, every other
//! outline and the Action Areas kept out of, on every level; and whether any lies near enough.

use super::PathRequest;
use super::climbs::add_climbs;
use super::graph::{CORNER_CLEARANCE_CM, Graph, Node};
use super::target::{Target, useful};
use crate::table::base::Base;
use crate::table::sight::SightPawn;
use parry3d::math::Vec2;

/// Adds the corners a way bends at (and, when it `climbs`, the climbs and jumps) to a graph
/// from `start_graph`.
pub(super) fn add_corners(
    graph: &mut Graph,
    mover: &SightPawn,
    request: &PathRequest,
    start: Vec2,
    target: &Target,
    longest: f32,
    climbs: bool,
) {
    if graph.goals.is_empty() && !matches!(target, Target::Line { .. }) {
        // Nowhere to stand at the goal: no way there, whatever the corners.
        return;
    }
    if climbs {
        add_climbs(graph, mover, request, start, target, longest);
    }
    let radius = mover.base.radius;
    // Within reach: a node farther than `longest` by the start and the goal is never used.
    add_obstacle_corners(graph, &|point: Vec2| {
        useful(start, target, longest, radius, point)
    });
}

/// The corners of the ground's obstacles and every other, on every level (`add_corners`).
fn add_obstacle_corners(graph: &mut Graph, useful: &dyn Fn(Vec2) -> bool) {
    let radius = graph.radius;
    // The cached scenery's corners on the ground (where this plan's pawns leave them clear).
    let ground = graph
        .spaces
        .iter()
        .position(|space| space.ground)
        .map(|space| {
            let corners: Vec<(usize, Vec2, (Vec2, Vec2))> = graph
                .ground()
                .corners
                .iter()
                .enumerate()
                .filter(|(_, (corner, _))| useful(*corner))
                .map(|(index, (corner, sides))| (index, *corner, *sides))
                .collect();
            (space, corners)
        });
    // Those, and at most a circle's corners for each other shape: the nodes grow once.
    let shapes: usize = graph
        .spaces
        .iter()
        .map(|space| space.outlines.len() + space.areas.len())
        .sum();
    let ground_count = ground.as_ref().map_or(0, |(_, corners)| corners.len());
    graph
        .nodes
        .reserve(ground_count + shapes * crate::table::outline::CIRCLE_CORNERS);
    if let Some((space, corners)) = ground {
        for (index, corner, sides) in corners {
            if graph.point_clear_of_the_moment(space, corner) {
                graph.nodes.push(Node {
                    sides: Some(sides),
                    ground: Some(index),
                    ..Node::at(corner, space)
                });
            }
        }
    }
    // Corners of every other obstacle, on every level, each with its outline's neighbours
    // (outlines first, then Action Areas; one buffer for all of them).
    let mut corners = Vec::with_capacity(crate::table::outline::CIRCLE_CORNERS);
    for space in 0..graph.spaces.len() {
        let (outlines, areas) = (
            graph.spaces[space].outlines.len(),
            graph.spaces[space].areas.len(),
        );
        for shape in 0..outlines + areas {
            corners.clear();
            let level = &graph.spaces[space];
            match level.outlines.get(shape) {
                Some(outline) => outline.corners_around(radius + CORNER_CLEARANCE_CM, &mut corners),
                None => area_corners(
                    &level.areas[shape - outlines],
                    radius + CORNER_CLEARANCE_CM,
                    &mut corners,
                ),
            }
            let count = corners.len();
            for (index, &corner) in corners.iter().enumerate() {
                if !(useful(corner) && graph.point_clear(space, corner)) {
                    continue;
                }
                let previous = corners[(index + count - 1) % count];
                let next = corners[(index + 1) % count];
                graph.nodes.push(Node {
                    sides: Some((previous, next)),
                    ..Node::at(corner, space)
                });
            }
        }
    }
}

/// Whether no corner `add_corners` could add lies where a way through it might measure at
/// most `bound` from the start to the target: where each corner is, without asking whether a
/// base fits there (the cheap half of adding them).
pub(super) fn no_corner_within(
    graph: &Graph,
    start: Vec2,
    target: &Target,
    longest: f32,
    bound: f32,
) -> bool {
    let radius = graph.radius;
    // Farther than `bound` from the start, the way through a corner is longer whatever the
    // rest: only the corners in a disc round the start are measured.
    let near = (bound + 1.0) * (bound + 1.0);
    let beyond = |corner: Vec2| {
        start.distance_squared(corner) > near
            || !useful(start, target, longest, radius, corner)
            || (start.distance(corner) + target.distance(corner)).total_cmp(&bound)
                == std::cmp::Ordering::Greater
    };
    if graph.spaces.iter().any(|space| space.ground)
        && !graph
            .ground()
            .corners
            .iter()
            .all(|(corner, _)| beyond(*corner))
    {
        return false;
    }
    let mut corners = Vec::new();
    graph.spaces.iter().all(|space| {
        corners.clear();
        for outline in &space.outlines {
            outline.corners_around(radius + CORNER_CLEARANCE_CM, &mut corners);
        }
        for area in &space.areas {
            area_corners(area, radius + CORNER_CLEARANCE_CM, &mut corners);
        }
        corners.iter().all(|corner| beyond(*corner))
    })
}

/// Corners round an Action Area (a half disc of `area.radius` + 5 cm in front of the base),
/// grown by `clearance`.
fn area_corners(area: &Base, clearance: f32, corners: &mut Vec<Vec2>) {
    let reach = area.radius + crate::table::base::ACTION_AREA_REACH_CM + clearance;
    let forward = area.facing;
    let side = forward.perp();
    let arc = reach / (std::f32::consts::FRAC_PI_8).cos();
    for degrees in [-90.0f32, -45.0, 0.0, 45.0, 90.0] {
        let (sin, cos) = degrees.to_radians().sin_cos();
        corners.push(area.centre + (forward * cos + side * sin) * arc);
    }
    // Round the outline in order: the arc from one side to the other, then back along it.
    for sign in [1.0, -1.0] {
        corners.push(area.centre - forward * clearance + side * (sign * reach));
    }
}
