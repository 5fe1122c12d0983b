//! What a line meets: the first blocker on it (through the grid, the BVH, a few candidates or
//! every collider), the cover it crosses, and the sealed rooms nothing sees across.

use super::collider::{Slab, cast_boxed};
use super::{SPARE_CM, Scenery, SceneryHit};
use crate::table::outline::line_box_span;
use parry3d::bounding_volume::Aabb;
use parry3d::math::{Vec2, Vec3};
use parry3d::partitioning::{BvhNode, TraversalAction};
use parry3d::query::Ray;

/// Segments stop this far short of their end, so a point resting on a surface is not hidden by
/// the surface itself.
const END_MARGIN: f32 = 1e-3;

impl Scenery {
    /// The sealed room `to` stands in, when `from` stands in another one: nothing sees across.
    pub fn room_between(&self, from: Vec2, to: Vec2) -> Option<usize> {
        if self.sealed_rooms.is_empty() {
            return None;
        }
        let room_of = |point: Vec2| {
            self.sealed_rooms.iter().copied().find(|&room| {
                self.layout
                    .pieces
                    .get(room)
                    .is_some_and(|piece| piece.covers(point))
            })
        };
        match (room_of(from), room_of(to)) {
            (Some(here), Some(there)) if here != there => Some(there),
            _ => None,
        }
    }

    /// The first blocking piece on the segment `from`→`to`, nearest `from`: walks the grid's
    /// cells from `from` and stops at the first cell whose colliders stop the line inside it.
    pub fn first_blocker(&self, from: Vec3, to: Vec3) -> Option<SceneryHit> {
        let on_table = |point: Vec3| {
            (0.0..=self.layout.table.width).contains(&point.x)
                && (0.0..=self.layout.table.depth).contains(&point.y)
        };
        if !(on_table(from) && on_table(to)) {
            return self.first_blocker_bvh(from, to);
        }
        let ray = Ray::new(from, to - from);
        let mut nearest: Option<(f32, usize)> = None;
        let mut limit = 1.0 - END_MARGIN;
        self.blocking
            .grid
            .walk(from, to, |colliders, leaves_cell_at| {
                for &index in colliders {
                    let collider = &self.blocking.colliders[index as usize];
                    if let Some(time) = collider.cast(&ray, limit) {
                        limit = time;
                        nearest = Some((time, collider.piece));
                    }
                }
                nearest.is_none_or(|(time, _)| time > leaves_cell_at)
            });
        nearest.map(|(time, piece)| SceneryHit {
            piece,
            point: ray.point_at(time),
        })
    }

    /// The blocking colliders whose box, seen from above, comes within `reach` of the plan
    /// segment `from`→`to`: a segment from `from` to any point within `reach` of `to` can meet
    /// no other (a sight line gathers them once for all the points it samples on a target).
    pub fn blockers_near(&self, from: Vec2, to: Vec2, reach: f32) -> Vec<u32> {
        boxes_near(&self.blocking.boxes, from, to, reach)
    }

    /// `blockers_near` for the cover (small obstacles): a segment from `from` to any point
    /// within `reach` of `to` can cross no other (`crosses_cover_among`).
    pub fn cover_near(&self, from: Vec2, to: Vec2, reach: f32) -> Vec<u32> {
        boxes_near(&self.cover_boxes, from, to, reach)
    }

    /// `crosses_cover`'s answer, testing only the cover colliders `candidates` (from
    /// `cover_near`), each as the BVH would (its box, then the exact cast).
    pub fn crosses_cover_among(&self, candidates: &[u32], from: Vec3, to: Vec3) -> bool {
        let ray = Ray::new(from, to - from);
        let limit = 1.0 - END_MARGIN;
        let slab = Slab::new(&ray);
        candidates.iter().any(|&index| {
            cast_boxed(&self.cover, &self.cover_boxes, index, &ray, &slab, limit).is_some()
        })
    }

    /// `first_blocker`'s answer, testing only the colliders `candidates` (from `blockers_near`).
    pub fn first_blocker_among(
        &self,
        candidates: &[u32],
        from: Vec3,
        to: Vec3,
    ) -> Option<SceneryHit> {
        let ray = Ray::new(from, to - from);
        let slab = Slab::new(&ray);
        let mut nearest: Option<(f32, usize)> = None;
        let mut limit = 1.0 - END_MARGIN;
        let blocking = &self.blocking;
        for &index in candidates {
            if let Some((time, collider)) = blocking.cast(index, &ray, &slab, limit) {
                limit = time;
                nearest = Some((time, collider.piece));
            }
        }
        nearest.map(|(time, piece)| SceneryHit {
            piece,
            point: ray.point_at(time),
        })
    }

    /// Whether any of the colliders `candidates` blocks the segment (`first_blocker_among` is
    /// `Some`), trying `last` first (the one that blocked a line beside this one, mostly the one
    /// that blocks this too) and stopping at the first hit: `last` becomes it.
    pub fn blocked_among(
        &self,
        candidates: &[u32],
        from: Vec3,
        to: Vec3,
        last: &mut Option<u32>,
    ) -> bool {
        let ray = Ray::new(from, to - from);
        let slab = Slab::new(&ray);
        let limit = 1.0 - END_MARGIN;
        let blocking = &self.blocking;
        let blocks = |index: u32| blocking.cast(index, &ray, &slab, limit).is_some();
        if last.is_some_and(blocks) {
            return true;
        }
        match candidates.iter().copied().find(|&index| blocks(index)) {
            Some(index) => {
                *last = Some(index);
                true
            }
            None => false,
        }
    }

    /// The first blocker found through the BVH instead of the grid (kept to compare the two).
    pub fn first_blocker_bvh(&self, from: Vec3, to: Vec3) -> Option<SceneryHit> {
        let ray = Ray::new(from, to - from);
        let slab = Slab::new(&ray);
        let mut nearest: Option<(f32, usize)> = None;
        let mut limit = 1.0 - END_MARGIN;
        self.blocking.bvh.traverse(|node: &BvhNode| {
            if !slab.reaches(&node.aabb(), limit) {
                return TraversalAction::Prune;
            }
            if let Some(leaf) = node.leaf_data() {
                let collider = &self.blocking.colliders[leaf as usize];
                if let Some(time) = collider.cast(&ray, limit) {
                    limit = time;
                    nearest = Some((time, collider.piece));
                }
            }
            TraversalAction::Continue
        });
        nearest.map(|(time, piece)| SceneryHit {
            piece,
            point: ray.point_at(time),
        })
    }

    /// Whether anything blocks the segment (stops at the first hit found, in any order).
    pub fn is_blocked(&self, from: Vec3, to: Vec3) -> bool {
        let ray = Ray::new(from, to - from);
        let limit = 1.0 - END_MARGIN;
        let slab = Slab::new(&ray);
        let mut blocked = false;
        self.blocking.bvh.traverse(|node: &BvhNode| {
            if !slab.reaches(&node.aabb(), limit) {
                return TraversalAction::Prune;
            }
            if let Some(leaf) = node.leaf_data()
                && self.blocking.colliders[leaf as usize]
                    .cast(&ray, limit)
                    .is_some()
            {
                blocked = true;
                return TraversalAction::EarlyExit;
            }
            TraversalAction::Continue
        });
        blocked
    }

    /// The same answer as `first_blocker` by testing every collider: the benchmark's baseline.
    pub fn first_blocker_brute_force(&self, from: Vec3, to: Vec3) -> Option<SceneryHit> {
        let ray = Ray::new(from, to - from);
        self.blocking
            .colliders
            .iter()
            .filter_map(|collider| {
                collider
                    .cast(&ray, 1.0 - END_MARGIN)
                    .map(|time| (time, collider.piece))
            })
            .min_by(|first, second| first.0.total_cmp(&second.0))
            .map(|(time, piece)| SceneryHit {
                piece,
                point: ray.point_at(time),
            })
    }

    /// The same answer as `is_blocked` by testing every collider: the benchmark's baseline.
    pub fn is_blocked_brute_force(&self, from: Vec3, to: Vec3) -> bool {
        let ray = Ray::new(from, to - from);
        self.blocking
            .colliders
            .iter()
            .any(|collider| collider.cast(&ray, 1.0 - END_MARGIN).is_some())
    }

    /// The small obstacles the segment passes through, each once, in layout order.
    pub fn cover_crossed(&self, from: Vec3, to: Vec3) -> Vec<usize> {
        let ray = Ray::new(from, to - from);
        let limit = 1.0 - END_MARGIN;
        let slab = Slab::new(&ray);
        let mut pieces: Vec<usize> = self
            .cover_bvh
            .leaves(|node: &BvhNode| slab.reaches(&node.aabb(), limit))
            .map(|leaf| &self.cover[leaf as usize])
            .filter(|collider| collider.cast(&ray, limit).is_some())
            .map(|collider| collider.piece)
            .collect();
        pieces.sort_unstable();
        pieces.dedup();
        pieces
    }

    /// Whether the segment `from`→`to` crosses any cover (`cover_crossed` is not empty).
    pub fn crosses_cover(&self, from: Vec3, to: Vec3) -> bool {
        let ray = Ray::new(from, to - from);
        let limit = 1.0 - END_MARGIN;
        let slab = Slab::new(&ray);
        self.cover_bvh
            .leaves(|node: &BvhNode| slab.reaches(&node.aabb(), limit))
            .any(|leaf| self.cover[leaf as usize].cast(&ray, limit).is_some())
    }
}

/// The indices of `boxes` whose box, seen from above, comes within `reach` of the plan segment
/// `from`→`to` (`Scenery::blockers_near`, `Scenery::cover_near`).
fn boxes_near(boxes: &[Aabb], from: Vec2, to: Vec2, reach: f32) -> Vec<u32> {
    let direction = to - from;
    // The segment's own box, a little larger than rounding could ever matter: a box wholly
    // beside it is beside the segment too (most are), with no division.
    let (low, high) = (
        from.min(to) - Vec2::splat(reach + SPARE_CM),
        from.max(to) + Vec2::splat(reach + SPARE_CM),
    );
    (0u32..)
        .zip(boxes)
        .filter(|(_, aabb)| {
            aabb.maxs.x >= low.x
                && aabb.mins.x <= high.x
                && aabb.maxs.y >= low.y
                && aabb.mins.y <= high.y
        })
        .filter(|(_, aabb)| {
            // The segment against the box grown by `reach` (its corners squared: a few more
            // candidates, never one missed).
            line_box_span(
                from,
                direction,
                Vec2::new(aabb.mins.x - reach, aabb.mins.y - reach),
                Vec2::new(aabb.maxs.x + reach, aabb.maxs.y + reach),
                (0.0, 1.0),
            )
            .is_some()
        })
        .map(|(index, _)| index)
        .collect()
}
