//! Outlines in plan: a solid or a ground piece seen from above (a turned rectangle or a circle)
//! with the heights it spans, and the distances a path needs: from a point and from a segment.
//! They answer the same question as a move's place check ("is the base's centre nearer than
//! its radius?") for a whole straight leg at once, and give the corners a path goes round.

use super::layout::{Footprint, Piece};
use parry3d::math::Vec2;

/// A footprint in plan, placed on the table, from `bottom` to `top`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Outline {
    pub centre: Vec2,
    pub shape: OutlineShape,
    pub bottom: f32,
    pub top: f32,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum OutlineShape {
    /// Half its width and depth, turned by the angle whose cosine and sine are given.
    Rect {
        half: Vec2,
        cos: f32,
        sin: f32,
    },
    Circle {
        radius: f32,
    },
}

/// How far past the gap the circle round a rectangle must keep before its answer is taken
/// without the rectangle's own (rounding in the two measures).
const FAR_MARGIN_CM: f32 = 1e-3;

/// Corners of a circle's surrounding polygon: eight, so a path round a rock is at most 8 %
/// longer than the arc.
pub(crate) const CIRCLE_CORNERS: usize = 8;

impl Outline {
    /// A rectangle `width` x `depth` centred on `centre`, turned `rotation_degrees`.
    pub fn rect(centre: Vec2, half: Vec2, rotation_degrees: f32, bottom: f32, top: f32) -> Self {
        let (sin, cos) = rotation_degrees.to_radians().sin_cos();
        Self {
            centre,
            shape: OutlineShape::Rect { half, cos, sin },
            bottom,
            top,
        }
    }

    pub fn circle(centre: Vec2, radius: f32, bottom: f32, top: f32) -> Self {
        Self {
            centre,
            shape: OutlineShape::Circle { radius },
            bottom,
            top,
        }
    }

    /// A layout piece's footprint, from the table to its top.
    pub fn of_piece(piece: &Piece) -> Self {
        match piece.shape {
            Footprint::Rect { width, depth } => Self::rect(
                piece.centre(),
                Vec2::new(width / 2.0, depth / 2.0),
                piece.rotation_degrees,
                0.0,
                piece.top(),
            ),
            Footprint::Circle { radius } => Self::circle(piece.centre(), radius, 0.0, piece.top()),
        }
    }

    /// Whether the heights `bottom`..`top` meet this outline's.
    pub fn spans(&self, bottom: f32, top: f32) -> bool {
        bottom < self.top && top > self.bottom
    }

    /// A point in the outline's own frame (a rectangle's centre at the origin, unturned).
    fn local(&self, point: Vec2) -> Vec2 {
        let offset = point - self.centre;
        match self.shape {
            OutlineShape::Rect { cos, sin, .. } => Vec2::new(
                cos * offset.x + sin * offset.y,
                -sin * offset.x + cos * offset.y,
            ),
            OutlineShape::Circle { .. } => offset,
        }
    }

    fn table_point(&self, local: Vec2) -> Vec2 {
        match self.shape {
            OutlineShape::Rect { cos, sin, .. } => {
                self.centre
                    + Vec2::new(cos * local.x - sin * local.y, sin * local.x + cos * local.y)
            }
            OutlineShape::Circle { .. } => self.centre + local,
        }
    }

    /// Planar distance from the outline to `point` (0 inside).
    pub fn distance_to_point(&self, point: Vec2) -> f32 {
        let local = self.local(point);
        match self.shape {
            OutlineShape::Rect { half, .. } => box_distance(local, half),
            OutlineShape::Circle { radius } => (local.length() - radius).max(0.0),
        }
    }

    /// Whether the segment `from`→`to` stays at least `gap` from the outline (the answer of
    /// `distance_to_segment(from, to) >= gap`). A rectangle the segment passes far off is told
    /// by the circle round it, without its sides (most that a box round the segment holds).
    pub fn keeps_from_segment(&self, from: Vec2, to: Vec2, gap: f32) -> bool {
        if let OutlineShape::Rect { half, .. } = self.shape
            && segment_distance(self.centre, from, to) - half.length() >= gap + FAR_MARGIN_CM
        {
            return true;
        }
        self.distance_to_segment(from, to) >= gap
    }

    /// Planar distance from the outline to the segment `from`→`to` (0 when they meet).
    pub fn distance_to_segment(&self, from: Vec2, to: Vec2) -> f32 {
        let (from, to) = (self.local(from), self.local(to));
        match self.shape {
            OutlineShape::Circle { radius } => {
                (segment_distance(Vec2::ZERO, from, to) - radius).max(0.0)
            }
            OutlineShape::Rect { half, .. } => {
                if segment_meets_box(from, to, half) {
                    return 0.0;
                }
                let corners = [
                    Vec2::new(-half.x, -half.y),
                    Vec2::new(half.x, -half.y),
                    Vec2::new(half.x, half.y),
                    Vec2::new(-half.x, half.y),
                ];
                corners
                    .iter()
                    .map(|corner| segment_distance(*corner, from, to))
                    .fold(
                        box_distance(from, half).min(box_distance(to, half)),
                        f32::min,
                    )
            }
        }
    }

    /// Points just clear of the outline grown by `clearance`: a rectangle's four corners, a
    /// polygon round a circle. A path that must go round the outline bends at these.
    pub fn corners_around(&self, clearance: f32, corners: &mut Vec<Vec2>) {
        match self.shape {
            OutlineShape::Rect { half, .. } => {
                let grown = half + Vec2::splat(clearance);
                for (x, y) in [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)] {
                    corners.push(self.table_point(Vec2::new(grown.x * x, grown.y * y)));
                }
            }
            OutlineShape::Circle { radius } => {
                let step = std::f32::consts::TAU / CIRCLE_CORNERS as f32;
                // The polygon's sides, not its corners, must clear the grown circle.
                let reach = (radius + clearance) / (step / 2.0).cos();
                for index in 0..CIRCLE_CORNERS {
                    let angle = step * index as f32;
                    corners.push(self.centre + Vec2::new(angle.cos(), angle.sin()) * reach);
                }
            }
        }
    }
}

/// Distance from `point` to the box `-half..half` (0 inside).
fn box_distance(point: Vec2, half: Vec2) -> f32 {
    Vec2::new(
        (point.x.abs() - half.x).max(0.0),
        (point.y.abs() - half.y).max(0.0),
    )
    .length()
}

/// Distance from `point` to the segment `from`→`to`.
pub fn segment_distance(point: Vec2, from: Vec2, to: Vec2) -> f32 {
    let along = to - from;
    let length_squared = along.length_squared();
    if length_squared <= f32::EPSILON {
        return point.distance(from);
    }
    let fraction = ((point - from).dot(along) / length_squared).clamp(0.0, 1.0);
    point.distance(from + along * fraction)
}

/// Whether the segment `from`→`to` touches the box `-half..half` (clipped slab by slab).
fn segment_meets_box(from: Vec2, to: Vec2, half: Vec2) -> bool {
    line_box_span(from, to - from, -half, half, (0.0, 1.0)).is_some()
}

/// The values of `t` within `span` for which `from + t * along` lies in the box `low..high`
/// (clipped slab by slab; an axis the line barely moves along is inside or out as `from` is),
/// or `None` when there are none.
pub fn line_box_span(
    from: Vec2,
    along: Vec2,
    low: Vec2,
    high: Vec2,
    span: (f32, f32),
) -> Option<(f32, f32)> {
    let (mut enter, mut exit) = span;
    for (start, step, low, high) in [
        (from.x, along.x, low.x, high.x),
        (from.y, along.y, low.y, high.y),
    ] {
        if step.abs() < 1e-9 {
            if start < low || start > high {
                return None;
            }
            continue;
        }
        let (first, second) = ((low - start) / step, (high - start) / step);
        enter = enter.max(first.min(second));
        exit = exit.min(first.max(second));
    }
    (enter <= exit).then_some((enter, exit))
}

/// Distance between the segments `a`→`b` and `c`→`d` (0 when they cross).
pub fn segments_distance(a: Vec2, b: Vec2, c: Vec2, d: Vec2) -> f32 {
    let (first, second) = (b - a, d - c);
    let denominator = first.perp_dot(second);
    if denominator.abs() > f32::EPSILON {
        let along_first = (c - a).perp_dot(second) / denominator;
        let along_second = (c - a).perp_dot(first) / denominator;
        if (0.0..=1.0).contains(&along_first) && (0.0..=1.0).contains(&along_second) {
            return 0.0;
        }
    }
    segment_distance(a, c, d)
        .min(segment_distance(b, c, d))
        .min(segment_distance(c, a, b))
        .min(segment_distance(d, a, b))
}

/// Distance from the segment `from`→`to` to the half disc of `radius` round `centre` on the
/// side `facing` points to (an Action Area), 0 when they meet: its ends, its crossing of the
/// diameter, or its closest approach to the arc.
pub fn segment_to_half_disc(from: Vec2, to: Vec2, centre: Vec2, facing: Vec2, radius: f32) -> f32 {
    let side = facing.perp() * radius;
    let point_distance = |point: Vec2| {
        let offset = point - centre;
        if facing.dot(offset) >= 0.0 {
            (offset.length() - radius).max(0.0)
        } else {
            segment_distance(point, centre - side, centre + side)
        }
    };
    let mut least = point_distance(from)
        .min(point_distance(to))
        .min(segments_distance(from, to, centre - side, centre + side));
    let along = to - from;
    let length_squared = along.length_squared();
    if length_squared > f32::EPSILON {
        let fraction = ((centre - from).dot(along) / length_squared).clamp(0.0, 1.0);
        let nearest = from + along * fraction;
        if facing.dot(nearest - centre) >= 0.0 {
            least = least.min((nearest.distance(centre) - radius).max(0.0));
        }
    }
    least
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn turned_box() -> Outline {
        Outline::rect(Vec2::new(10.0, 10.0), Vec2::new(4.0, 1.0), 30.0, 0.0, 5.0)
    }

    #[test]
    fn a_segment_through_a_box_touches_it_and_one_beside_it_keeps_its_distance() {
        let wall = Outline::rect(Vec2::new(0.0, 0.0), Vec2::new(5.0, 0.25), 0.0, 0.0, 6.0);
        assert_eq!(
            wall.distance_to_segment(Vec2::new(0.0, -3.0), Vec2::new(0.0, 3.0)),
            0.0
        );
        let beside = wall.distance_to_segment(Vec2::new(-8.0, 2.25), Vec2::new(8.0, 2.25));
        assert!((beside - 2.0).abs() < 1e-5, "{beside}");
        // Past the wall's end: the corner is nearest.
        let past = wall.distance_to_segment(Vec2::new(8.0, -3.0), Vec2::new(8.0, 3.0));
        assert!((past - 3.0).abs() < 1e-5, "{past}");
    }

    #[test]
    fn corners_around_are_clear_of_the_grown_outline() {
        let mut corners = Vec::new();
        turned_box().corners_around(1.25, &mut corners);
        Outline::circle(Vec2::new(30.0, 30.0), 3.0, 0.0, 3.0).corners_around(1.25, &mut corners);
        for corner in &corners[..4] {
            assert!(turned_box().distance_to_point(*corner) >= 1.25);
        }
        let rock = Outline::circle(Vec2::new(30.0, 30.0), 3.0, 0.0, 3.0);
        for pair in corners[4..].windows(2) {
            assert!(rock.distance_to_segment(pair[0], pair[1]) >= 1.25 - 1e-4);
        }
    }

    proptest! {
        /// The quick test of a segment's gap gives the exact distance's answer, for gaps round
        /// the distance and far from it.
        #[test]
        fn a_segment_keeps_its_gap_as_its_distance_says(
            ax in -10.0f32..30.0, ay in -10.0f32..30.0, bx in -10.0f32..30.0, by in -10.0f32..30.0,
            turn in 0.0f32..360.0, nudge in -0.01f32..0.01, gap in 0.0f32..20.0,
        ) {
            let (from, to) = (Vec2::new(ax, ay), Vec2::new(bx, by));
            let outline = Outline::rect(Vec2::new(10.0, 10.0), Vec2::new(4.0, 1.0), turn, 0.0, 5.0);
            let exact = outline.distance_to_segment(from, to);
            for gap in [gap, exact + nudge, exact] {
                prop_assert_eq!(outline.keeps_from_segment(from, to, gap), exact >= gap);
            }
        }

        /// The segment's distance is the least of its points' distances (sampled finely).
        #[test]
        fn segment_distance_is_the_least_over_its_points(
            ax in 0.0f32..20.0, ay in 0.0f32..20.0, bx in 0.0f32..20.0, by in 0.0f32..20.0,
        ) {
            let (from, to) = (Vec2::new(ax, ay), Vec2::new(bx, by));
            for outline in [turned_box(), Outline::circle(Vec2::new(9.0, 12.0), 2.0, 0.0, 1.0)] {
                let sampled = (0..=400)
                    .map(|step| outline.distance_to_point(from.lerp(to, step as f32 / 400.0)))
                    .fold(f32::INFINITY, f32::min);
                let exact = outline.distance_to_segment(from, to);
                prop_assert!(exact <= sampled + 1e-4, "{exact} > {sampled}");
                prop_assert!(sampled - exact <= from.distance(to) / 400.0 + 1e-3);
            }
        }

        /// The half disc's segment distance is the least of its points' distances.
        #[test]
        fn segment_to_half_disc_is_the_least_over_its_points(
            ax in 0.0f32..20.0, ay in 0.0f32..20.0, bx in 0.0f32..20.0, by in 0.0f32..20.0,
            turn in 0.0f32..360.0,
        ) {
            let (from, to) = (Vec2::new(ax, ay), Vec2::new(bx, by));
            let (centre, facing) = (Vec2::new(10.0, 10.0), Vec2::from_angle(turn.to_radians()));
            let exact = segment_to_half_disc(from, to, centre, facing, 4.0);
            let sampled = (0..=400)
                .map(|step| {
                    let point = from.lerp(to, step as f32 / 400.0);
                    segment_to_half_disc(point, point, centre, facing, 4.0)
                })
                .fold(f32::INFINITY, f32::min);
            prop_assert!(exact <= sampled + 1e-4, "{exact} > {sampled}");
            prop_assert!(sampled - exact <= from.distance(to) / 400.0 + 1e-3);
        }
    }
}
