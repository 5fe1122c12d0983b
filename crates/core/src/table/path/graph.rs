//! The planner's graph: for each level the path may use, the obstacles a base must keep its
//! radius from (grown outlines, other bases, Action Areas to keep out of), its nodes, and the
//! leg and place checks. Building it: `target`, `spaces`, `corners`, `climbs`.

use super::ROUNDING_CM;
use super::ground::GroundCorners;
use crate::table::base::{Base, LEVEL_TOLERANCE_CM};
use crate::table::movement::MoveContext;
use crate::table::outline::{Outline, segment_distance, segment_to_half_disc};
use parry3d::math::Vec2;

/// Pairs of nodes whose leg (`Graph::legs`) one word holds.
const LEGS_PER_WORD: usize = 32;
/// How far outside a grown obstacle the path's corners sit: clear of rounding in the checks.
pub(super) const CORNER_CLEARANCE_CM: f32 = 0.05;
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
