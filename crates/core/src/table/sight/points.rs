//! The points of a target that lines of sight are traced to: the top of its base (centre and
//! rim), then its miniature (rings at three heights and the top of the head).

use crate::table::base::{BASE_THICKNESS_CM, Base, MINIATURE_HEIGHT_CM, MINIATURE_RADIUS_CM};
use parry3d::math::Vec3;

const RIM_SAMPLES: usize = 8;
const MINIATURE_SAMPLE_HEIGHTS: [f32; 3] = [0.5, 1.75, 3.0];
pub(super) const MINIATURE_SAMPLE_DIRECTIONS: usize = 4;

/// How many points of a target `target_points` samples.
pub(super) const TARGET_POINTS: usize =
    2 + RIM_SAMPLES + MINIATURE_SAMPLE_HEIGHTS.len() * MINIATURE_SAMPLE_DIRECTIONS;

/// Cosines and sines: of the rim samples' angles, then of the miniature rings' directions.
type SampleDirections = (
    [(f32, f32); RIM_SAMPLES],
    [(f32, f32); MINIATURE_SAMPLE_DIRECTIONS],
);

/// The cosine and sine of each rim sample's angle, then of each miniature ring's direction:
/// the same for every target (worked out once, as `target_points` worked them out each time).
static SAMPLE_DIRECTIONS: std::sync::LazyLock<SampleDirections> = std::sync::LazyLock::new(|| {
    let rim = std::array::from_fn(|step| {
        let angle = std::f32::consts::TAU * step as f32 / RIM_SAMPLES as f32;
        (angle.cos(), angle.sin())
    });
    let ring = std::array::from_fn(|step| {
        let angle =
            std::f32::consts::TAU * (step as f32 + 0.5) / MINIATURE_SAMPLE_DIRECTIONS as f32;
        (angle.cos(), angle.sin())
    });
    (rim, ring)
});

/// How far from a target's centre its sampled points (`target_points`) lie at most, and a hair.
pub(super) fn points_reach(target: &Base) -> f32 {
    target.radius.max(MINIATURE_RADIUS_CM) + 0.01
}

/// Points on the target: the top of its base (centre and rim), then its miniature (rings at
/// three heights and the top of the head). Returns the points and how many belong to the base.
pub(super) fn target_points(base: &Base) -> ([Vec3; TARGET_POINTS], usize) {
    let surface = base.level + BASE_THICKNESS_CM;
    let (rim_directions, ring_directions) = &*SAMPLE_DIRECTIONS;
    let mut points = [Vec3::ZERO; TARGET_POINTS];
    let mut count = 0;
    let mut push = |point: Vec3| {
        points[count] = point;
        count += 1;
    };
    push(Vec3::new(base.centre.x, base.centre.y, surface));
    let rim = base.radius * 0.95;
    for &(cos, sin) in rim_directions {
        push(Vec3::new(
            base.centre.x + rim * cos,
            base.centre.y + rim * sin,
            surface,
        ));
    }
    let base_points = 1 + RIM_SAMPLES;
    for height in MINIATURE_SAMPLE_HEIGHTS {
        for &(cos, sin) in ring_directions {
            push(Vec3::new(
                base.centre.x + MINIATURE_RADIUS_CM * cos,
                base.centre.y + MINIATURE_RADIUS_CM * sin,
                surface + height,
            ));
        }
    }
    push(Vec3::new(
        base.centre.x,
        base.centre.y,
        surface + MINIATURE_HEIGHT_CM - 0.05,
    ));
    (points, base_points)
}
