//! One solid of a piece (a turned box or an upright cylinder), and the box and exact ray tests
//! every query of the scenery runs on it.

use crate::table::outline::Outline;
use parry3d::bounding_volume::{Aabb, BoundingVolume as _};
use parry3d::math::{Pose3, Vec2, Vec3};
use parry3d::partitioning::{Bvh, BvhBuildStrategy};
use parry3d::query::{Ray, RayCast};
use parry3d::shape::Cuboid;

/// How much a collider's box is loosened for the quick tests before an exact cast.
const BOX_SLACK_CM: f32 = 1e-3;

#[derive(Clone, Debug)]
pub(super) enum Solid {
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
    pub(super) solid: Solid,
    pub(super) pose: Pose3,
    /// The same solid in plan, for paths.
    pub(super) outline: Outline,
}

impl Collider {
    pub(super) fn aabb(&self) -> Aabb {
        match &self.solid {
            Solid::Cuboid(cuboid) => cuboid.aabb(&self.pose),
            Solid::Upright(cylinder) => cylinder.aabb(),
        }
    }

    /// Whether an upright cylinder overlaps this collider. Scenery only turns about the
    /// vertical, so both tests are exact in plan and height.
    pub(super) fn overlaps_upright(
        &self,
        centre: Vec2,
        radius: f32,
        bottom: f32,
        top: f32,
    ) -> bool {
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

    pub(super) fn cast(&self, ray: &Ray, max_time: f32) -> Option<f32> {
        match &self.solid {
            Solid::Cuboid(cuboid) => cuboid.cast_ray(&self.pose, ray, max_time, true),
            Solid::Upright(cylinder) => cylinder.cast(ray, max_time),
        }
    }
}

/// A ray prepared for many box tests (the slab method with the direction inverted once).
pub(super) struct Slab {
    origin: Vec3,
    inverse: Vec3,
}

impl Slab {
    pub(super) fn new(ray: &Ray) -> Self {
        Self {
            origin: ray.origin,
            inverse: ray.dir.recip(),
        }
    }

    /// Whether the ray passes through `aabb` at some time in `0..=limit`.
    pub(super) fn reaches(&self, aabb: &Aabb, limit: f32) -> bool {
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
pub(super) fn test_boxes(colliders: &[Collider]) -> Vec<Aabb> {
    colliders
        .iter()
        .map(|collider| collider.aabb().loosened(BOX_SLACK_CM))
        .collect()
}

/// Where `ray` meets collider `index` of `colliders` within `limit` (and the collider), its box
/// in `boxes` asked first: most candidates lie beside a line, or above it.
pub(super) fn cast_boxed<'c>(
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

pub(super) fn bvh_of(colliders: &[Collider]) -> Bvh {
    Bvh::from_iter(
        BvhBuildStrategy::Ploc,
        colliders
            .iter()
            .enumerate()
            .map(|(index, collider)| (index, collider.aabb())),
    )
}
