//! Round bases: distances measured from base edges, contact, the Action Area and Rearguard, which
//! side of a base faces a point, and how many bases fit around one.

use crate::msg;
use crate::words::Message;
use parry3d::math::{Vec2, Vec3};
use serde::{Deserialize, Serialize};

/// 1650 § Measurements in Centimetres: everything is measured from the edge of bases. The
/// rulebook gives no base size; 25 mm round bases suit its 35 mm pawns (docs/rules-gaps.md).
pub const DEFAULT_BASE_DIAMETER_CM: f32 = 2.5;
/// 1650 § Action Area: 180° in front of and beside the base, out to 5 cm from its edge.
pub const ACTION_AREA_REACH_CM: f32 = 5.0;
/// 1650 § Scale of Pawns: pawns are about 35 mm tall.
pub const MINIATURE_HEIGHT_CM: f32 = 3.5;
/// Ysbilia ruling: eyes at 3.1 cm above the base's surface (docs/rules-gaps.md).
pub const EYE_HEIGHT_CM: f32 = 3.1;
/// Ysbilia ruling: the miniature is a 0.8 cm radius upright cylinder on its base.
pub const MINIATURE_RADIUS_CM: f32 = 0.8;
/// Ysbilia ruling: bases are 3 mm thick.
pub const BASE_THICKNESS_CM: f32 = 0.3;
/// Bases closer than this count as touching (tape-measure precision, 0.5 mm).
pub const CONTACT_TOLERANCE_CM: f32 = 0.05;
/// Bases whose surfaces differ by more than this stand on different levels.
pub const LEVEL_TOLERANCE_CM: f32 = 0.5;

/// A point on the table, as data files and commands give it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Point {
    pub x: f32,
    pub y: f32,
}

impl From<Point> for Vec2 {
    fn from(point: Point) -> Vec2 {
        Vec2::new(point.x, point.y)
    }
}

/// Where a pawn stands, as data files and commands give it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Placement {
    pub x: f32,
    pub y: f32,
    /// Height of the surface the base stands on (0 on the table).
    #[serde(default)]
    pub level: f32,
    /// The Approach, degrees counter-clockwise from `+x`.
    #[serde(default)]
    pub facing_degrees: f32,
}

/// A round base on the table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Base {
    pub centre: Vec2,
    pub radius: f32,
    pub level: f32,
    /// Unit vector of the Approach (where the miniature's head looks).
    pub facing: Vec2,
}

/// The four sides of a base, each a quarter turn centred on the Approach, its left, its right
/// and its back (1650 § Engaging an Enemy Pawn; docs/rules-gaps.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BaseSide {
    Front,
    Left,
    Right,
    Rear,
}

impl BaseSide {
    /// The side's name, as a refusal names it ("its Front side").
    pub fn words(self) -> Message {
        match self {
            BaseSide::Front => msg!("scenery-side-front"),
            BaseSide::Left => msg!("scenery-side-left"),
            BaseSide::Right => msg!("scenery-side-right"),
            BaseSide::Rear => msg!("scenery-side-rear"),
        }
    }
}

impl Base {
    pub fn new(centre: Vec2, radius: f32, level: f32, facing_degrees: f32) -> Self {
        Self {
            centre,
            radius,
            level,
            facing: facing_vector(facing_degrees),
        }
    }

    /// A default-sized base at `placement`.
    pub fn at(placement: Placement) -> Self {
        Self::new(
            Vec2::new(placement.x, placement.y),
            DEFAULT_BASE_DIAMETER_CM / 2.0,
            placement.level,
            placement.facing_degrees,
        )
    }

    /// The shortest distance between the two bases' edges (0 when they touch or overlap), in 3D
    /// when they stand on different levels.
    pub fn edge_distance(&self, other: &Base) -> f32 {
        let gap = (self.centre.distance(other.centre) - self.radius - other.radius).max(0.0);
        let rise = self.level - other.level;
        (gap * gap + rise * rise).sqrt()
    }

    /// Planar distance from this base's edge to a point on the table (0 inside the base).
    pub fn edge_distance_to_point(&self, point: Vec2) -> f32 {
        (self.centre.distance(point) - self.radius).max(0.0)
    }

    /// Base-to-base contact: touching, on the same level.
    pub fn in_contact(&self, other: &Base) -> bool {
        (self.level - other.level).abs() <= LEVEL_TOLERANCE_CM
            && self.centre.distance(other.centre) - self.radius - other.radius
                <= CONTACT_TOLERANCE_CM
    }

    /// § Attacking and Responding Pawns, § Fighting from a Distance: two enemies are engaged in
    /// base contact, or within `reach_cm` (the longer hand-to-hand Range of the two) edge to edge.
    pub fn engages(&self, other: &Base, reach_cm: f32) -> bool {
        // Most pairs are far apart: a squared distance (with a hair's margin, so rounding
        // never decides) spares the square roots.
        let near = self.radius + other.radius + reach_cm.max(CONTACT_TOLERANCE_CM) + 0.01;
        if self.centre.distance_squared(other.centre) > near * near {
            return false;
        }
        self.in_contact(other) || self.edge_distance(other) <= reach_cm
    }

    /// Whether two bases overlap (beyond contact), which no legal position allows.
    pub fn overlaps(&self, other: &Base) -> bool {
        (self.level - other.level).abs() <= LEVEL_TOLERANCE_CM
            && self.centre.distance(other.centre)
                < self.radius + other.radius - CONTACT_TOLERANCE_CM
    }

    /// How far `point` lies ahead of the base's centre along the Approach.
    fn ahead(&self, point: Vec2) -> f32 {
        self.facing.dot(point - self.centre)
    }

    /// 1650 § Action Area / Line of Sight: the point lies in the 180° in front of the base.
    pub fn faces(&self, point: Vec2) -> bool {
        self.ahead(point) >= 0.0
    }

    /// 1650 § Action Area: `other`'s base reaches into this base's Action Area: the half disc in
    /// front of and beside the base, out to 5 cm from its edge.
    pub fn action_area_reaches(&self, other: &Base) -> bool {
        let reach = self.radius + ACTION_AREA_REACH_CM;
        // Most bases are far off: a distance check spares the half disc's geometry.
        let near = reach + other.radius;
        (self.level - other.level).abs() <= ACTION_AREA_REACH_CM
            && self.centre.distance_squared(other.centre) <= near * near
            && distance_to_half_disc(other.centre, self.centre, self.facing, reach) <= other.radius
    }

    /// Planar distance from `point` to this base's Action Area (0 inside it).
    pub fn action_area_distance(&self, point: Vec2) -> f32 {
        distance_to_half_disc(
            point,
            self.centre,
            self.facing,
            self.radius + ACTION_AREA_REACH_CM,
        )
    }

    /// 1650 § Action Area: `other` stands in this base's Rearguard (its centre behind the line
    /// through this base's sides), so it attacks from behind (§ Attack from Behind).
    pub fn has_in_rearguard(&self, other: &Base) -> bool {
        self.ahead(other.centre) < 0.0
    }

    /// Which side of this base faces `point` (1650 § Engaging an Enemy Pawn).
    pub fn side_facing(&self, point: Vec2) -> BaseSide {
        let offset = point - self.centre;
        let forward = self.facing.dot(offset);
        let left = self.facing.perp_dot(offset);
        if forward.abs() >= left.abs() {
            if forward >= 0.0 {
                BaseSide::Front
            } else {
                BaseSide::Rear
            }
        } else if left > 0.0 {
            BaseSide::Left
        } else {
            BaseSide::Right
        }
    }

    /// The eye of the pawn on this base, for lines of sight.
    pub fn eye(&self) -> Vec3 {
        Vec3::new(
            self.centre.x,
            self.centre.y,
            self.level + BASE_THICKNESS_CM + EYE_HEIGHT_CM,
        )
    }
}

/// A unit vector for a facing given in degrees counter-clockwise from `+x`.
pub fn facing_vector(degrees: f32) -> Vec2 {
    let radians = degrees.to_radians();
    Vec2::new(radians.cos(), radians.sin())
}

/// 1650 § Action Area: "a pawn can be struck by, at the most, 6 enemy pawns". How many bases of
/// `other_radius` fit in contact around a base of `radius`: six for equal bases.
pub fn contact_capacity(radius: f32, other_radius: f32) -> usize {
    let half_angle = (other_radius / (radius + other_radius))
        .clamp(0.0, 1.0)
        .asin();
    if half_angle <= 0.0 {
        return 0;
    }
    // A little slack so six equal bases count as six despite rounding.
    (std::f32::consts::PI / half_angle + 1e-4).floor() as usize
}

/// Distance from `point` to the half disc of `radius` around `centre` on the side `facing`
/// points to (the diameter line included).
fn distance_to_half_disc(point: Vec2, centre: Vec2, facing: Vec2, radius: f32) -> f32 {
    let offset = point - centre;
    if facing.dot(offset) >= 0.0 {
        return (offset.length() - radius).max(0.0);
    }
    // Behind the diameter: the nearest point of the half disc lies on the diameter segment.
    let along = facing.perp_dot(offset).clamp(-radius, radius);
    let nearest = centre + facing.perp() * along;
    point.distance(nearest)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn base(x: f32, y: f32, facing: f32) -> Base {
        Base::at(Placement {
            x,
            y,
            level: 0.0,
            facing_degrees: facing,
        })
    }

    #[test]
    fn measurements_in_centimetres_are_from_base_edges() {
        // Centres 10 cm apart, two 2.5 cm bases: 7.5 cm from edge to edge.
        assert!((base(0.0, 0.0, 0.0).edge_distance(&base(10.0, 0.0, 0.0)) - 7.5).abs() < 1e-5);
        // A 3-4-5 triangle between the edges: 3 cm apart on the table, 4 cm up.
        let mut raised = base(5.5, 0.0, 0.0);
        raised.level = 4.0;
        assert!((base(0.0, 0.0, 0.0).edge_distance(&raised) - 5.0).abs() < 1e-5);
    }

    #[test]
    fn bases_touching_edge_to_edge_are_in_contact() {
        assert!(base(0.0, 0.0, 0.0).in_contact(&base(2.5, 0.0, 0.0)));
        assert!(!base(0.0, 0.0, 0.0).in_contact(&base(2.7, 0.0, 0.0)));
        assert!(base(0.0, 0.0, 0.0).overlaps(&base(2.0, 0.0, 0.0)));
    }

    #[test]
    fn action_area_is_180_degrees_and_5_cm_from_the_base() {
        let watcher = base(50.0, 50.0, 90.0); // looking along +y
        // In front: 5 cm of gap reaches; 5.5 cm does not.
        assert!(watcher.action_area_reaches(&base(50.0, 57.5, 0.0)));
        assert!(!watcher.action_area_reaches(&base(50.0, 58.1, 0.0)));
        // Beside (on the side line): still in the Action Area.
        assert!(watcher.action_area_reaches(&base(57.4, 50.0, 0.0)));
        // Behind: the Rearguard, even in contact.
        assert!(!watcher.action_area_reaches(&base(50.0, 46.0, 0.0)));
        assert!(watcher.has_in_rearguard(&base(50.0, 47.5, 0.0)));
        assert!(!watcher.has_in_rearguard(&base(50.0, 52.5, 0.0)));
    }

    #[test]
    fn a_base_slightly_behind_the_side_line_still_reaches_the_action_area() {
        // Centre 1 cm behind the side line; its edge pokes past the diameter into the area.
        let watcher = base(50.0, 50.0, 90.0);
        assert!(watcher.action_area_reaches(&base(54.0, 49.0, 0.0)));
    }

    #[test]
    fn engaging_an_enemy_pawn_uses_the_side_facing_the_start() {
        let target = base(50.0, 50.0, 0.0); // looking along +x
        assert_eq!(target.side_facing(Vec2::new(60.0, 52.0)), BaseSide::Front);
        assert_eq!(target.side_facing(Vec2::new(51.0, 60.0)), BaseSide::Left);
        assert_eq!(target.side_facing(Vec2::new(49.0, 40.0)), BaseSide::Right);
        assert_eq!(target.side_facing(Vec2::new(40.0, 45.0)), BaseSide::Rear);
    }

    #[test]
    fn action_area_six_equal_bases_fit_around_a_base() {
        let radius = DEFAULT_BASE_DIAMETER_CM / 2.0;
        assert_eq!(contact_capacity(radius, radius), 6);
        assert!(contact_capacity(radius, radius / 2.0) > 6);
    }

    proptest! {
        #[test]
        fn distance_is_symmetric_and_never_negative(
            ax in 0.0f32..100.0, ay in 0.0f32..100.0, bx in 0.0f32..100.0, by in 0.0f32..100.0,
            level in 0.0f32..20.0,
        ) {
            let first = base(ax, ay, 0.0);
            let mut second = base(bx, by, 0.0);
            second.level = level;
            let there = first.edge_distance(&second);
            let back = second.edge_distance(&first);
            prop_assert!(there >= 0.0);
            prop_assert!((there - back).abs() < 1e-4);
        }

        #[test]
        fn front_and_rearguard_split_every_point(
            facing in 0.0f32..360.0, x in 0.0f32..100.0, y in 0.0f32..100.0,
        ) {
            let watcher = base(50.0, 50.0, facing);
            let other = base(x, y, 0.0);
            prop_assert_ne!(watcher.faces(other.centre), watcher.has_in_rearguard(&other));
        }
    }
}
