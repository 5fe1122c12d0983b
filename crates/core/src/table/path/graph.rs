//! The planner's graph: for each level the path may use, the obstacles a base must keep its
//! radius from (grown outlines, other bases, Action Areas to keep out of), the corners a
//! shortest path bends at, climbs and jumps linking levels, and the leg and place checks.

use super::ground::{GROUND_RADIUS_CM, GroundCorners};
use super::{CONTACT_GAP_CM, PathRequest, ROUNDING_CM, pinned_end};
use crate::table::base::{Base, LEVEL_TOLERANCE_CM, MINIATURE_HEIGHT_CM};
use crate::table::layout::PieceKind;
use crate::table::movement::{CLIMB_CM, JUMP_DOWN_CM, Maneuver, MoveContext};
use crate::table::outline::{Outline, OutlineShape, segment_distance, segment_to_half_disc};
use crate::table::path::Goal;
use crate::table::sight::SightPawn;
use parry3d::math::Vec2;

/// Pairs of nodes whose leg (`Graph::legs`) one word holds.
const LEGS_PER_WORD: usize = 32;
/// How far outside a grown obstacle the path's corners sit: clear of rounding in the checks.
const CORNER_CLEARANCE_CM: f32 = 0.05;
/// Contact points tried round a pawn to engage, every this many degrees.
const CONTACT_STEP_DEGREES: f32 = 15.0;
/// The path's support on a raised level is checked at this spacing, as `check_move` does.
const SUPPORT_SAMPLE_CM: f32 = 0.5;

/// The obstacles of one level, grown by nothing: a leg is clear when every outline stays at
/// least the base's radius from it.
pub(super) struct Space {
    pub(super) height: f32,
    pub(super) outlines: Vec<Outline>,
    /// Each outline's bounding box grown by the base's radius, to skip far ones.
    pub(super) boxes: Vec<(Vec2, Vec2)>,
    /// Action Areas kept out of (bases, their level checked when gathered).
    pub(super) areas: Vec<Base>,
    /// The scenery's own obstacles are the cached ground's (`ground`), not in `outlines`.
    pub(super) ground: bool,
}

/// One corner of the graph.
#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    pub(super) at: Vec2,
    pub(super) space: usize,
    /// The other end of a climb or a jump from here.
    pub(super) link: Option<usize>,
    /// A corner's neighbours on its obstacle's outline: a shortest path only bends at a corner
    /// it meets along a tangent (both neighbours on one side of the way in). Checked for ways
    /// from other corners only: the start, a goal or a climb may lie within an outline's
    /// corners (they round circles and Action Areas outwards).
    pub(super) sides: Option<(Vec2, Vec2)>,
    /// The corner's place in the cached ground's corners, if it is one of them.
    pub(super) ground: Option<usize>,
}

impl Node {
    pub(super) fn at(at: Vec2, space: usize) -> Self {
        Self {
            at,
            space,
            link: None,
            sides: None,
            ground: None,
        }
    }

    /// Whether a way between here and `from` could bend here (always, but for corners): it
    /// must not cut into the corner's own obstacle, going in or coming out.
    pub(super) fn tangent_from(&self, from: Vec2) -> bool {
        self.sides.is_none_or(|sides| tangent(self.at, sides, from))
    }
}

/// Whether a way from `from` meets the corner `at`, whose outline's neighbours are `sides`,
/// along a tangent: both neighbours on one side of it.
pub(super) fn tangent(at: Vec2, (previous, next): (Vec2, Vec2), from: Vec2) -> bool {
    let way = at - from;
    way.perp_dot(previous - at) * way.perp_dot(next - at) >= 0.0
}

pub(super) struct Graph<'a> {
    pub(super) context: &'a MoveContext<'a>,
    pub(super) radius: f32,
    pub(super) table: (Vec2, Vec2),
    pub(super) spaces: Vec<Space>,
    pub(super) nodes: Vec<Node>,
    pub(super) goals: Vec<usize>,
    /// Legs already checked, by pair of nodes, two bits each (checked, clear): a graph of
    /// hundreds of corners has tens of thousands of pairs, zeroed for each graph.
    pub(super) legs: Vec<u64>,
    /// The number of nodes `legs` is laid out for (pairs are placed by it).
    pub(super) legs_for: usize,
}

impl Graph<'_> {
    /// The scenery's cached ground (what walking bases of the usual size go round).
    pub(super) fn ground(&self) -> &GroundCorners {
        self.context
            .scenery
            .ground_corners(|scenery| GroundCorners::of(scenery, CORNER_CLEARANCE_CM))
    }

    pub(super) fn point_clear(&self, space: usize, point: Vec2) -> bool {
        self.point_clear_of_the_moment(space, point)
            && (!self.spaces[space].ground || self.ground().point_clear(point, self.radius))
    }

    /// `point_clear` but for the cached scenery: the table's bounds, this plan's pawns and
    /// Action Areas, and a raised level's support.
    pub(super) fn point_clear_of_the_moment(&self, space: usize, point: Vec2) -> bool {
        let (low, high) = self.table;
        if point.x < low.x || point.y < low.y || point.x > high.x || point.y > high.y {
            return false;
        }
        let level = &self.spaces[space];
        // An outline whose grown box misses the point is farther than the radius (most are).
        level
            .outlines
            .iter()
            .zip(&level.boxes)
            .filter(|(_, (low, high))| {
                point.x >= low.x && point.y >= low.y && point.x <= high.x && point.y <= high.y
            })
            .all(|(outline, _)| outline.distance_to_point(point) >= self.radius - ROUNDING_CM)
            && level
                .areas
                .iter()
                .all(|area| !reaches(area, point, self.radius, level.height))
            && (level.height <= LEVEL_TOLERANCE_CM
                || self.context.scenery.has_surface_at(point, level.height))
    }

    /// Whether the base may go straight from node `from` to node `to` (same level).
    pub(super) fn leg_clear(&mut self, from: usize, to: usize) -> bool {
        let count = self.nodes.len();
        if self.legs_for != count {
            self.legs = vec![0; (count * count).div_ceil(LEGS_PER_WORD)];
            self.legs_for = count;
        }
        let key = from.min(to) * count + from.max(to);
        let (word, shift) = (key / LEGS_PER_WORD, 2 * (key % LEGS_PER_WORD));
        match self.legs.get(word).map(|bits| (bits >> shift) & 0b11) {
            Some(0b11) => return true,
            Some(0b01) => return false,
            _ => {}
        }
        let (a, b) = (self.nodes[from], self.nodes[to]);
        let clear = a.link == Some(to)
            || match (a.ground, b.ground) {
                (Some(first), Some(second)) if self.spaces[a.space].ground => {
                    self.ground().leg_clear(first, second)
                        && self.segment_clear_of_the_moment(a.space, a.at, b.at)
                }
                _ => self.segment_clear(a.space, a.at, b.at),
            };
        if let Some(bits) = self.legs.get_mut(word) {
            *bits |= (if clear { 0b11 } else { 0b01 }) << shift;
        }
        clear
    }

    /// The levels (spaces) the start's level leads to by climbs and jumps, its own first.
    pub(super) fn linked_spaces(&self) -> Vec<usize> {
        let mut reached = vec![self.nodes[0].space];
        let mut index = 0;
        while let Some(&space) = reached.get(index) {
            for node in &self.nodes {
                if node.space == space
                    && let Some(other) = node.link.and_then(|link| self.nodes.get(link))
                    && !reached.contains(&other.space)
                {
                    reached.push(other.space);
                }
            }
            index += 1;
        }
        reached
    }

    pub(super) fn segment_clear(&self, space: usize, from: Vec2, to: Vec2) -> bool {
        self.segment_clear_of_the_moment(space, from, to)
            && (!self.spaces[space].ground || self.ground().segment_clear(from, to, self.radius))
    }

    /// `segment_clear` but for the cached scenery.
    fn segment_clear_of_the_moment(&self, space: usize, from: Vec2, to: Vec2) -> bool {
        let level = &self.spaces[space];
        let (low, high) = (from.min(to), from.max(to));
        let clear_of_outlines = level
            .outlines
            .iter()
            .zip(&level.boxes)
            .filter(|(_, (box_low, box_high))| {
                box_low.x <= high.x
                    && box_low.y <= high.y
                    && box_high.x >= low.x
                    && box_high.y >= low.y
            })
            .all(|(outline, _)| outline.keeps_from_segment(from, to, self.radius - ROUNDING_CM));
        if !clear_of_outlines {
            return false;
        }
        let clear_of_areas = level.areas.iter().all(|area| {
            let reach = area.radius + crate::table::base::ACTION_AREA_REACH_CM;
            // An area whose whole disc is farther than the radius (with a hair's margin) is
            // passed by the half disc's geometry too.
            segment_distance(area.centre, from, to) > reach + self.radius + 0.01
                || segment_to_half_disc(from, to, area.centre, area.facing, reach) > self.radius
        });
        if !clear_of_areas {
            return false;
        }
        if level.height <= LEVEL_TOLERANCE_CM {
            return true;
        }
        let samples = ((from.distance(to) / SUPPORT_SAMPLE_CM).ceil() as usize).max(1);
        (0..=samples).all(|index| {
            let point = from.lerp(to, index as f32 / samples as f32);
            self.context.scenery.has_surface_at(point, level.height)
        })
    }
}

/// Distance from `point` to `area`'s Action Area (the half disc in front of it).
pub(super) fn area_distance(area: &Base, point: Vec2) -> f32 {
    area.action_area_distance(point)
}

/// Whether a base of `radius` at `point` on `height` reaches into `area`'s Action Area.
pub(super) fn reaches(area: &Base, point: Vec2, radius: f32, height: f32) -> bool {
    // Most areas are far off: the disc round the whole area (with a hair's margin) says so
    // before the half disc's geometry.
    let near = area.radius + crate::table::base::ACTION_AREA_REACH_CM + radius + 0.01;
    (area.level - height).abs() <= crate::table::base::ACTION_AREA_REACH_CM
        && area.centre.distance_squared(point) <= near * near
        && area_distance(area, point) <= radius
}

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
fn search_region(size: (f32, f32), radius: f32, start: Vec2, longest: f32) -> (Vec2, Vec2) {
    if longest.is_finite() {
        let reach = Vec2::splat(longest + radius);
        (start - reach, start + reach)
    } else {
        (Vec2::ZERO, Vec2::new(size.0, size.1))
    }
}

/// Whether a node at `point` can lie on a way within `longest` (by the start and the goal).
fn useful(start: Vec2, target: &Target, longest: f32, radius: f32, point: Vec2) -> bool {
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

/// The climbs and jumps `add_corners` adds when it `climbs` (each a pair of linked nodes), on
/// their own: after the rest of a graph's nodes.
pub(super) fn add_climbs(
    graph: &mut Graph,
    mover: &SightPawn,
    request: &PathRequest,
    start: Vec2,
    target: &Target,
    longest: f32,
) {
    let radius = mover.base.radius;
    let size = graph.context.scenery.layout().table;
    let region = search_region((size.width, size.depth), radius, start, longest);
    let useful = |point: Vec2| useful(start, target, longest, radius, point);
    add_level_changes(graph, mover, request, start, target, region, &useful);
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

/// The space (obstacles at a level) for `height`, gathered once.
pub(super) fn space_at(
    graph: &mut Graph,
    mover: &SightPawn,
    request: &PathRequest,
    height: f32,
    region: (Vec2, Vec2),
) -> usize {
    if let Some(index) = graph
        .spaces
        .iter()
        .position(|space| (space.height - height).abs() <= LEVEL_TOLERANCE_CM)
    {
        return index;
    }
    let context = graph.context;
    let radius = mover.base.radius;
    let charging = matches!(request.maneuver, Maneuver::Charge { .. }) && !context.street_wise;
    // A walk (or a run) on the table's ground by a base of the usual size: the scenery's own
    // obstacles are the cached ground's; only this plan's pawns are gathered here.
    let ground = height <= LEVEL_TOLERANCE_CM
        && (radius - GROUND_RADIUS_CM).abs() < 1e-4
        && request.maneuver != Maneuver::Swim
        && !charging;
    let mut outlines: Vec<Outline> = if ground {
        Vec::new()
    } else {
        context
            .scenery
            .solids_in(
                region.0,
                region.1,
                height + 0.05,
                height + MINIATURE_HEIGHT_CM,
            )
            .into_iter()
            .map(|(_, outline)| outline)
            .collect()
    };
    for (_, piece) in context.scenery.pieces().filter(|_| !ground) {
        if height > piece.top() + LEVEL_TOLERANCE_CM {
            continue;
        }
        let blocks = match piece.kind {
            PieceKind::Impassable => true,
            PieceKind::Water => request.maneuver != Maneuver::Swim && height <= LEVEL_TOLERANCE_CM,
            PieceKind::Rough => charging,
            _ => false,
        };
        if blocks && in_region(piece.centre(), piece.bounding_radius(), region) {
            outlines.push(Outline::of_piece(piece));
        }
    }
    let near = request.pawns_near.map(|within| {
        let start = pinned_end(mover, request.pinned).0;
        let goal = Target::of(context, mover, request.goal);
        move |point: Vec2| point.distance(start) <= within || goal.distance(point) <= within
    });
    for pawn in context.pawns {
        if pawn.id != mover.id
            && (pawn.base.level - height).abs() <= LEVEL_TOLERANCE_CM
            && near.as_ref().is_none_or(|near| near(pawn.base.centre))
        {
            outlines.push(Outline::circle(
                pawn.base.centre,
                (pawn.base.radius - crate::table::base::CONTACT_TOLERANCE_CM).max(0.0),
                height,
                height + MINIATURE_HEIGHT_CM,
            ));
        }
    }
    let start = mover.base.centre;
    let areas = request
        .avoid
        .iter()
        .filter(|area| {
            (area.level - height).abs() <= crate::table::base::ACTION_AREA_REACH_CM
                && area_distance(area, start) > radius
        })
        .copied()
        .collect();
    let boxes = outlines
        .iter()
        .map(|outline| {
            let reach = Vec2::splat(bounding(outline) + radius);
            (outline.centre - reach, outline.centre + reach)
        })
        .collect();
    graph.spaces.push(Space {
        height,
        outlines,
        boxes,
        areas,
        ground,
    });
    graph.spaces.len() - 1
}

/// Whether a circle of `reach` round `centre` meets the box `region`.
fn in_region(centre: Vec2, reach: f32, region: (Vec2, Vec2)) -> bool {
    centre.x + reach >= region.0.x
        && centre.y + reach >= region.0.y
        && centre.x - reach <= region.1.x
        && centre.y - reach <= region.1.y
}

pub(super) fn bounding(outline: &Outline) -> f32 {
    match outline.shape {
        OutlineShape::Rect { half, .. } => half.length(),
        OutlineShape::Circle { radius } => radius,
    }
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

/// Climbs onto and jumps down from the pieces near the way (§ Movement Maneuvers): for each
/// level, rooftop or obstacle top within reach, pairs of nodes across its sides, one outside
/// on the level below and one just on top, linked.
fn add_level_changes(
    graph: &mut Graph,
    mover: &SightPawn,
    request: &PathRequest,
    start: Vec2,
    target: &Target,
    region: (Vec2, Vec2),
    useful: &dyn Fn(Vec2) -> bool,
) {
    let radius = mover.base.radius;
    let inset = radius + CORNER_CLEARANCE_CM;
    let context = graph.context;
    let tops: Vec<(Outline, f32)> = context
        .scenery
        .pieces()
        .filter(|(_, piece)| {
            matches!(
                piece.kind,
                PieceKind::Level
                    | PieceKind::LargeObstacle
                    | PieceKind::SmallObstacle
                    | PieceKind::Building { .. }
            )
        })
        .filter(|(_, piece)| in_region(piece.centre(), piece.bounding_radius(), region))
        .map(|(_, piece)| (Outline::of_piece(piece), piece.top()))
        .collect();
    let anchors = [start, target.anchor()];
    // Two nodes for each of a piece's edge points at most (`edge_points`): the nodes grow once.
    graph.nodes.reserve(2 * EDGE_POINTS_MOST * tops.len());
    for (outline, top) in tops {
        for (edge_point, outward) in edge_points(&outline, &anchors, inset) {
            let outside = edge_point + outward * inset;
            let on_top = edge_point - outward * inset;
            if !useful(outside) && !useful(on_top) {
                continue;
            }
            let below = context
                .scenery
                .highest_surface_below(outside, top - LEVEL_TOLERANCE_CM);
            let rise = top - below;
            if rise > CLIMB_CM.min(JUMP_DOWN_CM) {
                continue;
            }
            let low = space_at(graph, mover, request, below, region);
            let high = space_at(graph, mover, request, top, region);
            if !graph.point_clear(low, outside) || !graph.point_clear(high, on_top) {
                continue;
            }
            let first = graph.nodes.len();
            graph.nodes.push(Node {
                link: Some(first + 1),
                ..Node::at(outside, low)
            });
            graph.nodes.push(Node {
                link: Some(first),
                ..Node::at(on_top, high)
            });
        }
    }
}

/// The most points `edge_points` gives: a rectangle's three a side (a circle's eight and two).
const EDGE_POINTS_MOST: usize = 12;

/// Points on an outline's edge with their outward direction: on each side of a rectangle, the
/// points nearest the anchors (kept `inset` from the corners) and the middle; round a circle,
/// eight directions and those of the anchors.
fn edge_points(outline: &Outline, anchors: &[Vec2; 2], inset: f32) -> Vec<(Vec2, Vec2)> {
    let mut points = Vec::with_capacity(EDGE_POINTS_MOST);
    match outline.shape {
        OutlineShape::Rect { half, cos, sin } => {
            let x_axis = Vec2::new(cos, sin);
            let y_axis = Vec2::new(-sin, cos);
            for (normal, along, half_normal, half_along) in [
                (x_axis, y_axis, half.x, half.y),
                (-x_axis, y_axis, half.x, half.y),
                (y_axis, x_axis, half.y, half.x),
                (-y_axis, x_axis, half.y, half.x),
            ] {
                let middle = outline.centre + normal * half_normal;
                let limit = (half_along - inset).max(0.0);
                let offset_of = |anchor: Vec2| (anchor - middle).dot(along).clamp(-limit, limit);
                for offset in [0.0, offset_of(anchors[0]), offset_of(anchors[1])] {
                    points.push((middle + along * offset, normal));
                }
            }
        }
        OutlineShape::Circle { radius } => {
            let mut directions: Vec<Vec2> = (0..8)
                .map(|index| crate::table::base::facing_vector(index as f32 * 45.0))
                .collect();
            directions.extend(
                anchors
                    .iter()
                    .map(|anchor| (*anchor - outline.centre).normalize_or_zero())
                    .filter(|direction| direction.length() > 0.5),
            );
            for direction in directions {
                points.push((outline.centre + direction * radius, direction));
            }
        }
    }
    points
}
