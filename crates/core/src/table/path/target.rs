//! The goal as the search measures it (`Target`), and the graph's first nodes: the start and
//! the places that reach the goal, with the box and the bound the search keeps within.

use super::graph::{Graph, Node};
use super::spaces::space_at;
use super::{CONTACT_GAP_CM, Goal, PathRequest};
use crate::table::movement::MoveContext;
use crate::table::outline::segment_distance;
use crate::table::sight::SightPawn;
use parry3d::math::Vec2;

/// Contact points tried round a pawn to engage, every this many degrees.
const CONTACT_STEP_DEGREES: f32 = 15.0;

/// The goal as the search measures it.
#[derive(Clone, Copy, Debug)]
pub(super) enum Target {
    Point { at: Vec2, level: Option<f32> },
    Contact { centre: Vec2, reach: f32, pawn: u32 },
    Line { from: Vec2, to: Vec2 },
}

impl Target {
    pub(super) fn of(context: &MoveContext, mover: &SightPawn, goal: Goal) -> Self {
        match goal {
            Goal::Point(waypoint) => Target::Point {
                at: Vec2::new(waypoint.x, waypoint.y),
                level: waypoint.level,
            },
            Goal::Contact(pawn) => context.pawns.iter().find(|other| other.id == pawn).map_or(
                Target::Point {
                    at: mover.base.centre,
                    level: None,
                },
                |other| Target::Contact {
                    centre: other.base.centre,
                    reach: other.base.radius + mover.base.radius + CONTACT_GAP_CM,
                    pawn,
                },
            ),
            Goal::Line { from, to } => Target::Line {
                from: from.into(),
                to: to.into(),
            },
        }
    }

    /// A lower bound of the way left from `point` (in plan).
    pub(super) fn distance(&self, point: Vec2) -> f32 {
        match *self {
            Target::Point { at, .. } => point.distance(at),
            Target::Contact { centre, reach, .. } => (point.distance(centre) - reach).max(0.0),
            Target::Line { from, to } => segment_distance(point, from, to),
        }
    }

    /// The level the goal is on, when it says (a point's waypoint, a pawn's base).
    pub(super) fn level(&self, context: &MoveContext) -> Option<f32> {
        match *self {
            Target::Point { level, .. } => level,
            Target::Contact { pawn, .. } => context
                .pawns
                .iter()
                .find(|other| other.id == pawn)
                .map(|other| other.base.level),
            Target::Line { .. } => None,
        }
    }

    /// Where the search looks: around the start and the goal.
    pub(super) fn anchor(&self) -> Vec2 {
        match *self {
            Target::Point { at, .. } => at,
            Target::Contact { centre, .. } => centre,
            Target::Line { from, to } => from.lerp(to, 0.5),
        }
    }
}

/// The search stays within `longest` of the start: a box round the start does.
pub(super) fn search_region(
    size: (f32, f32),
    radius: f32,
    start: Vec2,
    longest: f32,
) -> (Vec2, Vec2) {
    if longest.is_finite() {
        let reach = Vec2::splat(longest + radius);
        (start - reach, start + reach)
    } else {
        (Vec2::ZERO, Vec2::new(size.0, size.1))
    }
}

/// Whether a node at `point` can lie on a way within `longest` (by the start and the goal).
pub(super) fn useful(start: Vec2, target: &Target, longest: f32, radius: f32, point: Vec2) -> bool {
    !longest.is_finite() || start.distance(point) + target.distance(point) <= longest + radius
}

/// The graph's start, goals and the spaces they stand in; the corners come with
/// `add_corners` (after them, so the nodes keep one order).
pub(super) fn start_graph<'a>(
    context: &'a MoveContext<'a>,
    mover: &SightPawn,
    request: &PathRequest,
    (start, start_level): (Vec2, f32),
    target: &Target,
    longest: f32,
) -> Graph<'a> {
    let radius = mover.base.radius;
    let size = context.scenery.layout().table;
    let table = (
        Vec2::splat(radius),
        Vec2::new(size.width - radius, size.depth - radius),
    );
    let region = search_region((size.width, size.depth), radius, start, longest);
    let mut graph = Graph {
        context,
        radius,
        table,
        spaces: Vec::new(),
        nodes: Vec::new(),
        goals: Vec::new(),
        legs: Vec::new(),
        legs_for: 0,
    };
    let start_space = space_at(&mut graph, mover, request, start_level, region);
    graph.nodes.push(Node::at(start, start_space));
    match *target {
        Target::Point { at, level } => {
            let height = level.unwrap_or(start_level);
            let space = space_at(&mut graph, mover, request, height, region);
            if graph.point_clear(space, at) {
                graph.goals.push(graph.nodes.len());
                graph.nodes.push(Node::at(at, space));
            }
        }
        Target::Contact {
            centre,
            reach,
            pawn,
        } => {
            let other = context.pawns.iter().find(|other| other.id == pawn);
            let side = other.map(|other| other.base.side_facing(mover.base.centre));
            // Contact is on the other pawn's level (§ Engaging an Enemy Pawn).
            let height = other.map_or(start_level, |other| other.base.level);
            let space = space_at(&mut graph, mover, request, height, region);
            let mut angle: f32 = 0.0;
            while angle < 360.0 {
                let at = centre + crate::table::base::facing_vector(angle) * reach;
                angle += CONTACT_STEP_DEGREES;
                if other.is_some_and(|other| Some(other.base.side_facing(at)) != side)
                    || !graph.point_clear(space, at)
                {
                    continue;
                }
                graph.goals.push(graph.nodes.len());
                graph.nodes.push(Node::at(at, space));
            }
        }
        Target::Line { .. } => {}
    }
    graph
}
