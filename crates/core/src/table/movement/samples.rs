//! Which samples of a leg can meet anything: the others pass every check of a place on the
//! table's surface (nothing is near enough to refuse it, and the base is outside every Action
//! Area), so only these are checked one by one.

use super::place::Near;
use super::{AreaWatch, Leg, MoveContext};
use crate::table::base::ACTION_AREA_REACH_CM;
use crate::table::outline::line_box_span;
use crate::table::sight::SightPawn;
use parry3d::math::Vec2;

/// Added to every reach: far more than any rounding of a sample's place, so no sample that
/// could meet something is left out (one left in costs only its check).
const MARGIN_CM: f32 = 0.05;

/// The most samples a leg's mask holds (bits 1 to 63).
const MASK_SAMPLES: usize = 63;

/// The samples `1..=samples` of `leg` (at `index / samples` along it) that come near a base,
/// solid or ground piece of `near` or a watched enemy's Action Area, as bits; `None` when the
/// leg has too many samples for a mask (then every one is checked). For a leg on the table's
/// surface, well inside its edges, on ground that is not all rough: the caller's conditions
/// for leaving a sample unchecked.
pub(super) fn worth_checking(
    context: &MoveContext,
    mover: &SightPawn,
    near: &Near,
    watches: &[AreaWatch],
    leg: &Leg,
    samples: usize,
) -> Option<u64> {
    if samples > MASK_SAMPLES {
        return None;
    }
    let along = leg.to - leg.from;
    if along.length_squared() < 1e-6 {
        return None;
    }
    let radius = mover.base.radius;
    let mut mask = 0u64;
    let mut mark = |span: Option<(f32, f32)>| {
        if let Some(span) = span {
            mask |= bits(span, samples);
        }
    };
    for other in &near.others {
        mark(within_circle(
            leg,
            other.base.centre,
            radius + other.base.radius,
        ));
    }
    // Without the leg's own list of solids (`None`: the whole table's) nothing is left out.
    for &leaf in near.solids.as_ref()? {
        let (low, high) = context.scenery.solid_plan_box(leaf)?;
        mark(within_box(leg, low, high, radius));
    }
    for &position in &near.ground {
        let (centre, reach) = context.scenery.ground_circle(position)?;
        mark(within_circle(leg, centre, reach + radius));
    }
    for watch in watches.iter().filter(|watch| watch.near_leg) {
        let enemy = watch.enemy.base;
        mark(within_circle(
            leg,
            enemy.centre,
            enemy.radius + ACTION_AREA_REACH_CM + radius,
        ));
    }
    Some(mask)
}

/// The part of the leg (as fractions of it, 0 to 1) within `reach` of `centre`, if any.
fn within_circle(leg: &Leg, centre: Vec2, reach: f32) -> Option<(f32, f32)> {
    let along = leg.to - leg.from;
    let start = leg.from - centre;
    let reach = reach + MARGIN_CM;
    let a = along.length_squared();
    let b = start.dot(along);
    let c = start.length_squared() - reach * reach;
    let discriminant = b * b - a * c;
    if discriminant < 0.0 {
        return None;
    }
    let root = discriminant.sqrt();
    Some(((-b - root) / a, (-b + root) / a))
}

/// The part of the leg (as fractions of it) within `reach` of the box `low`..`high`, if any
/// (a superset: the box grown by `reach` on every side).
fn within_box(leg: &Leg, low: Vec2, high: Vec2, reach: f32) -> Option<(f32, f32)> {
    let grow = Vec2::splat(reach + MARGIN_CM);
    line_box_span(
        leg.from,
        leg.to - leg.from,
        low - grow,
        high + grow,
        (f32::NEG_INFINITY, f32::INFINITY),
    )
}

/// The samples `1..=samples` whose fractions `index / samples` fall in `span`, widened to the
/// sample before and after (the margin already covers any rounding), as bits; every sample
/// when the span is not a number.
fn bits((enter, exit): (f32, f32), samples: usize) -> u64 {
    if enter.is_nan() || exit.is_nan() {
        return span_bits(1, samples);
    }
    if enter > 1.0 || exit < 0.0 {
        return 0;
    }
    let count = samples as f32;
    // Clamped before the cast: the span may reach far past the leg's ends. A cast of a value
    // not below 0 rounds down (no call to floor or ceil): the sample at or before the span's
    // start, and the one after its end.
    let first = ((enter.max(0.0) * count) as usize).max(1);
    let last = ((exit.min(1.0) * count) as usize + 1).min(samples);
    span_bits(first, last)
}

/// Bits `first..=last` (`last` at most 63), none when `first > last`.
fn span_bits(first: usize, last: usize) -> u64 {
    if first > last {
        return 0;
    }
    let upto = if last >= 63 {
        u64::MAX
    } else {
        (1u64 << (last + 1)) - 1
    };
    upto & !((1u64 << first) - 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_cover_the_span_and_a_sample_either_side() {
        // Samples 1..=10 at 0.1 apart: 0.35..0.55 holds 4 and 5; 3 and 6 are added.
        assert_eq!(bits((0.35, 0.55), 10), 0b111_1000);
        // A span ending on a sample: the one after it too.
        assert_eq!(bits((0.35, 0.5), 10), 0b111_1000);
        // Past the leg's ends: clamped to 1..=samples.
        assert_eq!(bits((-5.0, 7.0), 10), 0b111_1111_1110);
        assert_eq!(bits((1.5, 2.0), 10), 0);
        assert_eq!(bits((-2.0, -1.0), 10), 0);
        assert_eq!(bits((0.0, 1.0), 63), !1);
        assert_eq!(bits((f32::NAN, 1.0), 10), 0b111_1111_1110);
    }
}
