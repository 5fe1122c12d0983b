//! Scenery as parry3d colliders in a BVH: what blocks a line (large obstacles, buildings' walls,
//! floors and roofs, levels, impassable rocks) and what gives cover (small obstacles). Here, what
//! a scenery keeps; how it is made and what it answers of lines and bases, in the files beside.

mod bases;
mod collider;
mod from_layout;
mod lines;
mod solids;

pub use collider::{Collider, UprightCylinder};
pub use solids::building_boxes;

use super::grid::Grid;
use super::layout::{Layout, Piece};
use super::outline::Outline;
use super::path::GroundCorners;
use collider::{Slab, bvh_of, cast_boxed, test_boxes};
use parry3d::bounding_volume::Aabb;
use parry3d::math::{Vec2, Vec3};
use parry3d::partitioning::Bvh;
use parry3d::query::Ray;
use std::sync::{Arc, OnceLock};

/// The hair a quick test (a box, a bounding circle, an outline) leaves beyond the exact one it
/// stands in front of, so rounding never leaves out what the exact test would meet.
const SPARE_CM: f32 = 0.01;

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
    /// This scenery's own number (`serial`).
    pub(crate) fn serial(&self) -> u64 {
        self.serial
    }

    pub fn sealed_rooms(&self) -> &[usize] {
        &self.sealed_rooms
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

    /// The pieces still on the table, with their index in the layout.
    pub fn pieces(&self) -> impl Iterator<Item = (usize, &Piece)> {
        self.layout.pieces.iter().enumerate().filter(|(index, _)| {
            self.removed.is_empty() || self.removed.binary_search(index).is_err()
        })
    }
}
