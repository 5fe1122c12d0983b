//! Scenery as parry3d colliders in a BVH: what blocks a line (large obstacles, buildings' walls,
//! floors and roofs, levels, impassable rocks) and what gives cover (small obstacles).

use super::grid::Grid;
use super::layout::{
    Footprint, Layout, Opening, Piece, PieceKind, STOREY_HEIGHT_CM, WALL_THICKNESS_CM, Wall,
};
use super::outline::{Outline, line_box_span};
use super::path::GroundCorners;
use parry3d::bounding_volume::{Aabb, BoundingVolume as _};
use parry3d::math::{Pose3, Rot3, Vec2, Vec3};
use parry3d::partitioning::{Bvh, BvhBuildStrategy, BvhNode, TraversalAction};
use parry3d::query::{Ray, RayCast};
use parry3d::shape::Cuboid;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

/// Segments stop this far short of their end, so a point resting on a surface is not hidden by
/// the surface itself.
const END_MARGIN: f32 = 1e-3;
/// How much a collider's box is loosened for the quick tests before an exact cast.
const BOX_SLACK_CM: f32 = 1e-3;
/// The hair a quick test (a box, a bounding circle, an outline) leaves beyond the exact one it
/// stands in front of, so rounding never leaves out what the exact test would meet.
const SPARE_CM: f32 = 0.01;

#[derive(Clone, Debug)]
enum Solid {
    Cuboid(Cuboid),
    /// An upright cylinder, cast analytically: parry's general cylinder cast (GJK) costs several
    /// times more, and scenery cylinders never tilt.
    Upright(UprightCylinder),
}

/// One solid of a scenery piece, placed on the table.
#[derive(Clone, Debug)]
pub struct Collider {
    /// Index of the piece in the layout.
    pub piece: usize,
    solid: Solid,
    pose: Pose3,
    /// The same solid in plan, for paths.
    outline: Outline,
}

impl Collider {
    fn aabb(&self) -> Aabb {
        match &self.solid {
            Solid::Cuboid(cuboid) => cuboid.aabb(&self.pose),
            Solid::Upright(cylinder) => cylinder.aabb(),
        }
    }

    /// Whether an upright cylinder overlaps this collider. Scenery only turns about the
    /// vertical, so both tests are exact in plan and height.
    fn overlaps_upright(&self, centre: Vec2, radius: f32, bottom: f32, top: f32) -> bool {
        match &self.solid {
            Solid::Cuboid(cuboid) => {
                let local = self.pose.inverse_transform_point(Vec3::new(
                    centre.x,
                    centre.y,
                    (bottom + top) / 2.0,
                ));
                let half = cuboid.half_extents;
                let half_height = (top - bottom) / 2.0;
                let outside = Vec2::new(
                    (local.x.abs() - half.x).max(0.0),
                    (local.y.abs() - half.y).max(0.0),
                );
                outside.length() < radius && local.z.abs() < half.z + half_height
            }
            Solid::Upright(cylinder) => {
                centre.distance(cylinder.centre) < radius + cylinder.radius
                    && bottom < cylinder.top
                    && top > cylinder.bottom
            }
        }
    }

    fn cast(&self, ray: &Ray, max_time: f32) -> Option<f32> {
        match &self.solid {
            Solid::Cuboid(cuboid) => cuboid.cast_ray(&self.pose, ray, max_time, true),
            Solid::Upright(cylinder) => cylinder.cast(ray, max_time),
        }
    }
}

/// Where a line is stopped, and by which piece.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SceneryHit {
    pub piece: usize,
    pub point: Vec3,
}

/// A piece a base stands in (`Scenery::ground`): its index in the layout, centre, bounding
/// radius, and its outline when it is a rectangle.
#[derive(Clone, Debug)]
struct GroundPiece {
    index: usize,
    centre: Vec2,
    reach: f32,
    rect: Option<Outline>,
}

/// A piece a base may hide or take cover behind (small and large obstacles, buildings: what
/// `sight::obstacle_touching` asks about after every move): its index in the layout, centre,
/// bounding radius and top, worked out once.
#[derive(Clone, Copy, Debug)]
pub(crate) struct ObstaclePiece {
    pub(crate) index: usize,
    pub(crate) centre: Vec2,
    pub(crate) reach: f32,
    pub(crate) top: f32,
}

/// The layout's colliders, split by what they do to a line, each set in its own BVH.
pub struct Scenery {
    layout: Layout,
    /// Pieces taken off the table (small obstacles blown away), by index, sorted: they keep
    /// their index in the layout but nothing of them remains.
    removed: Vec<usize>,
    /// The pieces a base stands in rather than against (impassable, water, rough ground and
    /// small obstacles), each with its centre and bounding radius: a place check reads only
    /// these, nearest first by a cheap bound. A rectangle also has its outline, worked out
    /// once (a turned one costs a sine and a cosine).
    ground: Vec<GroundPiece>,
    /// The obstacles still on the table, in the layout's order.
    obstacles: Vec<ObstaclePiece>,
    blocking: Arc<Blocking>,
    cover: Vec<Collider>,
    cover_bvh: Bvh,
    /// Each cover collider's box for `cast_boxed` (`test_boxes`).
    cover_boxes: Vec<Aabb>,
    /// Rooms (buildings, by index) with no Line of Sight from one to another (1650 § Now or
    /// Never!: the Country House), though there is inside each.
    sealed_rooms: Vec<usize>,
    /// This scenery's own number, no other scenery's in this run (sight answers are kept by
    /// it: `sight_kept`).
    serial: u64,
    /// Every height above the table a base can stand at, with the piece giving it, lowest
    /// first: `has_surface_at` reads only the pieces near the level asked about.
    surfaces: Vec<(f32, usize)>,
}

/// How far beyond the level's tolerance `has_surface_at` looks among the heights: the exact
/// test is made on each piece it finds (rounding in the bounds).
const SURFACE_SLACK_CM: f32 = 1e-3;

/// The numbers sceneries are given, one each.
static SERIALS: AtomicU64 = AtomicU64::new(0);

/// What blocks a line or a base (large obstacles, buildings' walls, floors and roofs, levels,
/// impassable rocks), in a BVH and a grid: built once for a layout and the pieces taken off it,
/// and shared by a scenery rebuilt with only small obstacles gone (they block nothing).
struct Blocking {
    colliders: Vec<Collider>,
    bvh: Bvh,
    grid: Grid,
    /// Each collider's box for `cast_boxed` (`test_boxes`).
    boxes: Vec<Aabb>,
    /// The path planner's corners and legs for a walking base, worked out on first use: read
    /// from what blocks, impassable ground and water, none of which a rebuild sharing this
    /// changes.
    ground_corners: OnceLock<GroundCorners>,
}

impl Blocking {
    fn new(colliders: Vec<Collider>, table: &super::layout::TableSize) -> Self {
        let bvh = bvh_of(&colliders);
        let grid = Grid::new(
            colliders.iter().map(Collider::aabb),
            table.width,
            table.depth,
        );
        let boxes = test_boxes(&colliders);
        Self {
            colliders,
            bvh,
            grid,
            boxes,
            ground_corners: OnceLock::new(),
        }
    }

    /// `cast_boxed` among these colliders.
    fn cast(&self, index: u32, ray: &Ray, slab: &Slab, limit: f32) -> Option<(f32, &Collider)> {
        cast_boxed(&self.colliders, &self.boxes, index, ray, slab, limit)
    }
}

impl Scenery {
    /// This scenery with no sight between the rooms `rooms` (buildings, by index).
    pub fn sealed(mut self, rooms: Vec<usize>) -> Self {
        self.sealed_rooms = rooms;
        // Another scenery now: its sight is not the unsealed one's.
        self.serial = SERIALS.fetch_add(1, Ordering::Relaxed);
        self
    }

    /// This scenery's own number (`serial`).
    pub(crate) fn serial(&self) -> u64 {
        self.serial
    }

    pub fn sealed_rooms(&self) -> &[usize] {
        &self.sealed_rooms
    }

    /// `layout` with the pieces `removed` taken away, as this scenery's rooms are sealed: what a
    /// rule that changes the table (a blast, a ruin, an Enclave) builds.
    pub fn rebuilt(&self, layout: Layout, mut removed: Vec<usize>) -> Self {
        removed.sort_unstable();
        removed.dedup();
        // Only small obstacles taken off or put back: the same things block as here.
        let small_obstacle = |index: &usize| {
            layout
                .pieces
                .get(*index)
                .is_some_and(|piece| piece.kind == PieceKind::SmallObstacle)
        };
        let blocks_alike = layout == self.layout
            && removed
                .iter()
                .filter(|index| self.removed.binary_search(index).is_err())
                .chain(
                    self.removed
                        .iter()
                        .filter(|index| removed.binary_search(index).is_err()),
                )
                .all(small_obstacle);
        let blocking = blocks_alike.then(|| Arc::clone(&self.blocking));
        Self::with_blocking(layout, removed, blocking).sealed(self.sealed_rooms.clone())
    }

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

    pub fn new(layout: Layout) -> Self {
        Self::without(layout, Vec::new())
    }

    /// The layout's scenery with the pieces `removed` (indices into the layout) taken away.
    pub fn without(layout: Layout, mut removed: Vec<usize>) -> Self {
        removed.sort_unstable();
        removed.dedup();
        Self::with_blocking(layout, removed, None)
    }

    /// `without`, `removed` sorted and without repeats, with what blocks (and the planner's
    /// cache of it) already built when it is given.
    fn with_blocking(layout: Layout, removed: Vec<usize>, blocking: Option<Arc<Blocking>>) -> Self {
        // The pieces still on the table, with their index in the layout.
        let standing = || {
            layout
                .pieces
                .iter()
                .enumerate()
                .filter(|(index, _)| removed.binary_search(index).is_err())
        };
        let cover: Vec<Collider> = standing()
            .filter(|(_, piece)| piece.kind == PieceKind::SmallObstacle)
            .map(|(index, piece)| block(index, piece, 0.0, piece.height))
            .collect();
        let blocking = blocking.unwrap_or_else(|| {
            let mut colliders = Vec::new();
            for (index, piece) in standing() {
                match &piece.kind {
                    PieceKind::LargeObstacle | PieceKind::Level => {
                        colliders.push(block(index, piece, 0.0, piece.height));
                    }
                    PieceKind::Impassable if piece.height > 0.0 => {
                        colliders.push(block(index, piece, 0.0, piece.height));
                    }
                    PieceKind::Building { storeys, openings } => {
                        building(index, piece, *storeys, openings, &mut colliders);
                    }
                    PieceKind::SmallObstacle
                    | PieceKind::Impassable
                    | PieceKind::Water
                    | PieceKind::Rough => {}
                }
            }
            Arc::new(Blocking::new(colliders, &layout.table))
        });
        let ground = standing()
            .filter(|(_, piece)| {
                matches!(
                    piece.kind,
                    PieceKind::Impassable
                        | PieceKind::Water
                        | PieceKind::Rough
                        | PieceKind::SmallObstacle
                )
            })
            .map(|(index, piece)| GroundPiece {
                index,
                centre: piece.centre(),
                reach: piece.bounding_radius(),
                rect: matches!(piece.shape, Footprint::Rect { .. })
                    .then(|| Outline::of_piece(piece)),
            })
            .collect();
        let obstacles = standing()
            .filter(|(_, piece)| {
                matches!(
                    piece.kind,
                    PieceKind::SmallObstacle
                        | PieceKind::LargeObstacle
                        | PieceKind::Building { .. }
                )
            })
            .map(|(index, piece)| ObstaclePiece {
                index,
                centre: piece.centre(),
                reach: piece.bounding_radius(),
                top: piece.top(),
            })
            .collect();
        let cover_bvh = bvh_of(&cover);
        let cover_boxes = test_boxes(&cover);
        let mut surfaces: Vec<(f32, usize)> = standing()
            .flat_map(|(index, piece)| piece_surfaces(piece).map(move |height| (height, index)))
            .collect();
        surfaces.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        Self {
            layout,
            removed,
            ground,
            obstacles,
            blocking,
            cover,
            cover_bvh,
            cover_boxes,
            sealed_rooms: Vec::new(),
            serial: SERIALS.fetch_add(1, Ordering::Relaxed),
            surfaces,
        }
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The path planner's cache of this scenery (`path::ground`), filled on first use.
    pub(crate) fn ground_corners(
        &self,
        build: impl FnOnce(&Self) -> GroundCorners,
    ) -> &GroundCorners {
        self.blocking.ground_corners.get_or_init(|| build(self))
    }

    /// The layout's piece `index`, on the table or removed (its name is still told).
    pub fn piece(&self, index: usize) -> Option<&Piece> {
        self.layout.pieces.get(index)
    }

    /// Pieces taken off the table, by index.
    pub fn removed(&self) -> &[usize] {
        &self.removed
    }

    /// The ground pieces (impassable, water, rough, small obstacles) still on the table whose
    /// footprint comes within `radius` of some point of the segment `from`→`to` (or nearly), as
    /// positions among them for `ground_near_among`: gathered once for a whole leg of a move.
    pub fn ground_near_segment(&self, from: Vec2, to: Vec2, radius: f32) -> Vec<u32> {
        // The segment's box: a piece whose circle misses it grown by the radius (with a margin
        // rounding never crosses) misses the segment too (most do), with no distance worked out.
        let (low, high) = (from.min(to), from.max(to));
        (0u32..)
            .zip(&self.ground)
            .filter(|(_, ground)| {
                let beyond = ground.reach + radius + 2.0 * SPARE_CM;
                ground.centre.x >= low.x - beyond
                    && ground.centre.x <= high.x + beyond
                    && ground.centre.y >= low.y - beyond
                    && ground.centre.y <= high.y + beyond
            })
            .filter(|(_, ground)| {
                super::outline::segment_distance(ground.centre, from, to) - ground.reach
                    < radius + SPARE_CM
                    // A rectangle's circle reaches past its corners: its own outline says
                    // whether it comes near (with the same margin).
                    && ground.rect.is_none_or(|outline| {
                        !outline.keeps_from_segment(from, to, radius + SPARE_CM)
                    })
            })
            .map(|(position, _)| position)
            .collect()
    }

    /// The pieces among `candidates` (from `ground_near_segment` over a leg holding `point`)
    /// whose bounding circle comes within `radius` of `point`, with their index in the layout.
    pub fn ground_near_among<'a>(
        &'a self,
        candidates: &'a [u32],
        point: Vec2,
        radius: f32,
    ) -> impl Iterator<Item = (usize, &'a Piece)> + 'a {
        candidates
            .iter()
            .filter_map(|&position| self.ground.get(position as usize))
            .filter(move |ground| ground.centre.distance(point) - ground.reach < radius)
            .filter_map(|ground| Some((ground.index, self.layout.pieces.get(ground.index)?)))
    }

    /// The bounding circle (centre, radius) of the ground piece at `position` (from
    /// `ground_near_segment`): `ground_near_among` names it only for a base's centre within
    /// the two radii of its centre.
    pub(crate) fn ground_circle(&self, position: u32) -> Option<(Vec2, f32)> {
        let ground = self.ground.get(position as usize)?;
        Some((ground.centre, ground.reach))
    }

    /// The obstacles still on the table (small and large ones, buildings), in the layout's
    /// order.
    pub(crate) fn obstacles(&self) -> &[ObstaclePiece] {
        &self.obstacles
    }

    /// The pieces still on the table, with their index in the layout.
    pub fn pieces(&self) -> impl Iterator<Item = (usize, &Piece)> {
        self.layout.pieces.iter().enumerate().filter(|(index, _)| {
            self.removed.is_empty() || self.removed.binary_search(index).is_err()
        })
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

    /// The first blocking piece that an upright cylinder (a pawn's base and miniature at a
    /// place) would overlap: `radius` around `centre`, from `bottom` to `top`.
    pub fn solid_overlapping(
        &self,
        centre: Vec2,
        radius: f32,
        bottom: f32,
        top: f32,
    ) -> Option<usize> {
        let probe = Aabb::new(
            Vec3::new(centre.x - radius, centre.y - radius, bottom),
            Vec3::new(centre.x + radius, centre.y + radius, top),
        );
        self.blocking
            .bvh
            .intersect_aabb(&probe)
            .map(|leaf| &self.blocking.colliders[leaf as usize])
            .find(|collider| collider.overlaps_upright(centre, radius, bottom, top))
            .map(|collider| collider.piece)
    }

    /// The blocking solids whose bounds meet the box `low`..`high` between `bottom` and `top`,
    /// in the order `solid_overlapping` tries them: gathered once for a whole leg of a move,
    /// then asked per sample by `solid_overlapping_among`.
    pub fn solids_near(&self, low: Vec2, high: Vec2, bottom: f32, top: f32) -> Vec<u32> {
        let probe = Aabb::new(
            Vec3::new(low.x, low.y, bottom),
            Vec3::new(high.x, high.y, top),
        );
        self.blocking.bvh.intersect_aabb(&probe).collect()
    }

    /// The blocking solids between `bottom` and `top` that come within `radius` of the segment
    /// `from`→`to` in plan (with a hair's margin: none left out overlaps a base of `radius`
    /// anywhere on it), in `solids_near`'s order.
    pub fn solids_near_segment(
        &self,
        from: Vec2,
        to: Vec2,
        radius: f32,
        bottom: f32,
        top: f32,
    ) -> Vec<u32> {
        let margin = Vec2::splat(radius + SPARE_CM);
        let mut solids =
            self.solids_near(from.min(to) - margin, from.max(to) + margin, bottom, top);
        // The box round the segment holds solids that pass it by, diagonal or turned walls
        // most: their plan outline says so, once for the whole segment.
        solids.retain(|&leaf| {
            self.blocking
                .colliders
                .get(leaf as usize)
                .is_none_or(|collider| {
                    !collider
                        .outline
                        .keeps_from_segment(from, to, radius + SPARE_CM)
                })
        });
        solids
    }

    /// The plan box (x and y, loosened a little) holding the blocking solid `leaf` (from
    /// `solids_near`): a base overlaps the solid only with its centre within its radius of it.
    pub(crate) fn solid_plan_box(&self, leaf: u32) -> Option<(Vec2, Vec2)> {
        let aabb = self.blocking.boxes.get(leaf as usize)?;
        Some((
            Vec2::new(aabb.mins.x, aabb.mins.y),
            Vec2::new(aabb.maxs.x, aabb.maxs.y),
        ))
    }

    /// `solid_overlapping` among `candidates` (from `solids_near` over a box holding the base).
    pub fn solid_overlapping_among(
        &self,
        candidates: &[u32],
        centre: Vec2,
        radius: f32,
        bottom: f32,
        top: f32,
    ) -> Option<usize> {
        candidates
            .iter()
            .filter_map(|&leaf| self.blocking.colliders.get(leaf as usize))
            .find(|collider| collider.overlaps_upright(centre, radius, bottom, top))
            .map(|collider| collider.piece)
    }

    /// The outlines of the blocking solids (walls, rocks, levels) over the plan rectangle
    /// `low`..`high` that meet the heights `bottom`..`top`, with their piece: what a path at a
    /// level must go round.
    pub fn solids_in(&self, low: Vec2, high: Vec2, bottom: f32, top: f32) -> Vec<(usize, Outline)> {
        let probe = Aabb::new(
            Vec3::new(low.x, low.y, bottom),
            Vec3::new(high.x, high.y, top),
        );
        self.blocking
            .bvh
            .intersect_aabb(&probe)
            .map(|leaf| &self.blocking.colliders[leaf as usize])
            .filter(|collider| collider.outline.spans(bottom, top))
            .map(|collider| (collider.piece, collider.outline))
            .collect()
    }

    /// Whether a base can stand at `point` on `level`: the table, or a top, floor or roof there
    /// (as `surfaces_at`, without gathering them).
    pub fn has_surface_at(&self, point: Vec2, level: f32) -> bool {
        use super::base::LEVEL_TOLERANCE_CM;
        if level <= LEVEL_TOLERANCE_CM {
            return true;
        }
        // Only the surfaces near the level, each then tested as exactly as ever.
        let low = level - LEVEL_TOLERANCE_CM - SURFACE_SLACK_CM;
        let first = self.surfaces.partition_point(|(height, _)| *height < low);
        self.surfaces[first..]
            .iter()
            .take_while(|(height, _)| *height <= level + LEVEL_TOLERANCE_CM + SURFACE_SLACK_CM)
            .any(|&(height, index)| {
                (height - level).abs() <= LEVEL_TOLERANCE_CM
                    && self
                        .layout
                        .pieces
                        .get(index)
                        .is_some_and(|piece| piece.covers(point))
            })
    }

    /// The heights a base can stand at on `point`: the table unless something covers it, the tops
    /// of levels and small obstacles, and each floor and the roof of buildings.
    pub fn surfaces_at(&self, point: Vec2) -> Vec<f32> {
        sorted_surfaces(self.covering(point))
    }

    /// The pieces on the table whose footprint covers `point`.
    fn covering(&self, point: Vec2) -> impl Iterator<Item = &Piece> {
        self.pieces()
            .map(|(_, piece)| piece)
            .filter(move |piece| piece.covers(point))
    }

    /// The highest of `surfaces_at(point)` lower than `below` (the table's own, 0, at least):
    /// the planner asks it at every edge a climb could cross, and needs no list.
    pub fn highest_surface_below(&self, point: Vec2, below: f32) -> f32 {
        self.covering(point)
            .flat_map(piece_surfaces)
            .filter(|&surface| surface < below)
            .fold(0.0f32, f32::max)
    }

    /// Every height anything on the table can stand at (the app points at these).
    pub fn surface_heights(&self) -> Vec<f32> {
        sorted_surfaces(self.pieces().map(|(_, piece)| piece))
    }
}

/// The table and the surfaces of `pieces`, lowest first, each height once.
fn sorted_surfaces<'a>(pieces: impl Iterator<Item = &'a Piece>) -> Vec<f32> {
    let mut surfaces = vec![0.0];
    surfaces.extend(pieces.flat_map(piece_surfaces));
    surfaces.sort_by(f32::total_cmp);
    surfaces.dedup();
    surfaces
}

/// The heights above the table `piece` gives a base to stand at: a level's or an obstacle's
/// top, each floor and the roof of a building.
fn piece_surfaces(piece: &Piece) -> impl Iterator<Item = f32> + '_ {
    let (first, last) = match &piece.kind {
        PieceKind::Level | PieceKind::SmallObstacle | PieceKind::LargeObstacle => (0, 0),
        PieceKind::Building { storeys, .. } => (1, *storeys),
        PieceKind::Impassable | PieceKind::Water | PieceKind::Rough => (1, 0),
    };
    (first..=last).map(move |storey| {
        if storey == 0 {
            piece.height
        } else {
            f32::from(storey) * STOREY_HEIGHT_CM
        }
    })
}

/// A ray prepared for many box tests (the slab method with the direction inverted once).
struct Slab {
    origin: Vec3,
    inverse: Vec3,
}

impl Slab {
    fn new(ray: &Ray) -> Self {
        Self {
            origin: ray.origin,
            inverse: ray.dir.recip(),
        }
    }

    /// Whether the ray passes through `aabb` at some time in `0..=limit`.
    fn reaches(&self, aabb: &Aabb, limit: f32) -> bool {
        let first = (aabb.mins - self.origin) * self.inverse;
        let second = (aabb.maxs - self.origin) * self.inverse;
        let enter = first.min(second).max_element().max(0.0);
        let exit = first.max(second).min_element().min(limit);
        enter <= exit
    }
}

/// An upright cylinder: `radius` around `centre`, from `bottom` to `top`.
#[derive(Clone, Copy, Debug)]
pub struct UprightCylinder {
    pub centre: Vec2,
    pub radius: f32,
    pub bottom: f32,
    pub top: f32,
}

impl UprightCylinder {
    fn aabb(&self) -> Aabb {
        Aabb::new(
            Vec3::new(
                self.centre.x - self.radius,
                self.centre.y - self.radius,
                self.bottom,
            ),
            Vec3::new(
                self.centre.x + self.radius,
                self.centre.y + self.radius,
                self.top,
            ),
        )
    }

    /// The first time in `0..=max_time` (in units of the ray's direction) the ray is inside the
    /// cylinder; 0 when it starts inside.
    pub fn cast(&self, ray: &Ray, max_time: f32) -> Option<f32> {
        let start = Vec2::new(ray.origin.x, ray.origin.y) - self.centre;
        let flat = Vec2::new(ray.dir.x, ray.dir.y);
        let (mut enter, mut exit) = (0.0f32, max_time);
        let a = flat.length_squared();
        let c = start.length_squared() - self.radius * self.radius;
        if a < 1e-12 {
            if c > 0.0 {
                return None;
            }
        } else {
            let b = start.dot(flat);
            let discriminant = b * b - a * c;
            if discriminant < 0.0 {
                return None;
            }
            let root = discriminant.sqrt();
            enter = enter.max((-b - root) / a);
            exit = exit.min((-b + root) / a);
        }
        if ray.dir.z.abs() < 1e-12 {
            if ray.origin.z < self.bottom || ray.origin.z > self.top {
                return None;
            }
        } else {
            let first = (self.bottom - ray.origin.z) / ray.dir.z;
            let second = (self.top - ray.origin.z) / ray.dir.z;
            enter = enter.max(first.min(second));
            exit = exit.min(first.max(second));
        }
        (enter <= exit).then_some(enter)
    }
}

/// Each collider's bounding box for the box test before its exact cast (`cast_boxed`), loosened
/// a little: a ray along a box's face (a zero direction on that axis) is not turned away.
fn test_boxes(colliders: &[Collider]) -> Vec<Aabb> {
    colliders
        .iter()
        .map(|collider| collider.aabb().loosened(BOX_SLACK_CM))
        .collect()
}

/// Where `ray` meets collider `index` of `colliders` within `limit` (and the collider), its box
/// in `boxes` asked first: most candidates lie beside a line, or above it.
fn cast_boxed<'c>(
    colliders: &'c [Collider],
    boxes: &[Aabb],
    index: u32,
    ray: &Ray,
    slab: &Slab,
    limit: f32,
) -> Option<(f32, &'c Collider)> {
    let (collider, aabb) = (colliders.get(index as usize)?, boxes.get(index as usize)?);
    if !slab.reaches(aabb, limit) {
        return None;
    }
    collider.cast(ray, limit).map(|time| (time, collider))
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

fn bvh_of(colliders: &[Collider]) -> Bvh {
    Bvh::from_iter(
        BvhBuildStrategy::Ploc,
        colliders
            .iter()
            .enumerate()
            .map(|(index, collider)| (index, collider.aabb())),
    )
}

/// A solid filling the piece's footprint from `bottom` to `top`.
fn block(index: usize, piece: &Piece, bottom: f32, top: f32) -> Collider {
    let half_height = ((top - bottom) / 2.0).max(1e-3);
    let centre = Vec3::new(piece.x, piece.y, bottom + half_height);
    let turn = Rot3::from_rotation_z(piece.rotation_degrees.to_radians());
    let top = bottom + 2.0 * half_height;
    match piece.shape {
        Footprint::Rect { width, depth } => Collider {
            piece: index,
            solid: Solid::Cuboid(Cuboid::new(Vec3::new(
                width / 2.0,
                depth / 2.0,
                half_height,
            ))),
            pose: Pose3::from_parts(centre, turn),
            outline: Outline::rect(
                piece.centre(),
                Vec2::new(width / 2.0, depth / 2.0),
                piece.rotation_degrees,
                bottom,
                top,
            ),
        },
        Footprint::Circle { radius } => Collider {
            piece: index,
            solid: Solid::Upright(UprightCylinder {
                centre: piece.centre(),
                radius,
                bottom,
                top,
            }),
            pose: Pose3::from_translation(centre),
            outline: Outline::circle(piece.centre(), radius, bottom, top),
        },
    }
}

/// A box in the piece's own frame: `min`..`max` in local x, y and height.
fn local_box(index: usize, piece: &Piece, min: Vec3, max: Vec3) -> Collider {
    let half = (max - min) / 2.0;
    let local_centre = min + half;
    let table_centre = piece.to_table(Vec2::new(local_centre.x, local_centre.y));
    let half = half.max(Vec3::splat(1e-3));
    Collider {
        piece: index,
        solid: Solid::Cuboid(Cuboid::new(half)),
        pose: Pose3::from_parts(
            Vec3::new(table_centre.x, table_centre.y, local_centre.z),
            Rot3::from_rotation_z(piece.rotation_degrees.to_radians()),
        ),
        outline: Outline::rect(
            table_centre,
            Vec2::new(half.x, half.y),
            piece.rotation_degrees,
            local_centre.z - half.z,
            local_centre.z + half.z,
        ),
    }
}

/// Walls with their openings cut out, a floor slab under each upper storey, and the roof.
fn building(
    index: usize,
    piece: &Piece,
    storeys: u8,
    openings: &[Opening],
    colliders: &mut Vec<Collider>,
) {
    for (min, max) in building_boxes(piece, storeys, openings) {
        colliders.push(local_box(index, piece, min, max));
    }
}

/// A building's solid parts as boxes (min and max corners) in its own frame, z up: the walls
/// with their openings cut out, a floor slab under each upper storey, and the roof. The app
/// draws exactly what lines of sight and movement collide with.
pub fn building_boxes(piece: &Piece, storeys: u8, openings: &[Opening]) -> Vec<(Vec3, Vec3)> {
    let mut boxes = Vec::new();
    let Footprint::Rect { width, depth } = piece.shape else {
        return boxes;
    };
    let (half_width, half_depth) = (width / 2.0, depth / 2.0);
    let height = f32::from(storeys) * STOREY_HEIGHT_CM;
    let thickness = WALL_THICKNESS_CM;
    for wall in [Wall::South, Wall::East, Wall::North, Wall::West] {
        let length = match wall {
            Wall::South | Wall::North => width,
            Wall::East | Wall::West => depth,
        };
        // A wall section from `start` to `end` along the wall (from its left end seen from
        // outside) and from `bottom` to `top`, as a box in the building's frame.
        let section = |start: f32, end: f32, bottom: f32, top: f32| {
            let (min, max) = match wall {
                Wall::South => (
                    Vec2::new(-half_width + start, -half_depth),
                    Vec2::new(-half_width + end, -half_depth + thickness),
                ),
                Wall::North => (
                    Vec2::new(half_width - end, half_depth - thickness),
                    Vec2::new(half_width - start, half_depth),
                ),
                Wall::East => (
                    Vec2::new(half_width - thickness, -half_depth + start),
                    Vec2::new(half_width, -half_depth + end),
                ),
                Wall::West => (
                    Vec2::new(-half_width, half_depth - end),
                    Vec2::new(-half_width + thickness, half_depth - start),
                ),
            };
            (
                Vec3::new(min.x, min.y, bottom),
                Vec3::new(max.x, max.y, top),
            )
        };
        let mut gaps: Vec<&Opening> = openings
            .iter()
            .filter(|opening| opening.wall == wall)
            .collect();
        gaps.sort_by(|first, second| first.along.total_cmp(&second.along));
        let mut solid_from = 0.0;
        for gap in gaps {
            if gap.along > solid_from {
                boxes.push(section(solid_from, gap.along, 0.0, height));
            }
            let gap_end = (gap.along + gap.width).min(length);
            if gap.bottom > 0.0 {
                boxes.push(section(gap.along, gap_end, 0.0, gap.bottom));
            }
            if gap.bottom + gap.height < height {
                boxes.push(section(gap.along, gap_end, gap.bottom + gap.height, height));
            }
            solid_from = solid_from.max(gap_end);
        }
        if solid_from < length {
            boxes.push(section(solid_from, length, 0.0, height));
        }
    }
    for storey in 1..=storeys {
        let top = f32::from(storey) * STOREY_HEIGHT_CM;
        boxes.push((
            Vec3::new(-half_width, -half_depth, top - thickness),
            Vec3::new(half_width, half_depth, top),
        ));
    }
    boxes
}
