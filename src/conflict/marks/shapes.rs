//! The shapes the table's marks are drawn with: rings and arcs at a height, hexagons, and the
//! ✓ and ✗ that go with a legal or refused mark so its meaning never rests on colour alone.

use super::super::scene::table_to_world;
use bevy::prelude::*;
use ysbilia_core::rules::hunt::MARKER_RADIUS_CM;
use ysbilia_core::table::layout::{TableSize, Zone};

/// Lines sit this far above what they mark, so the surface does not hide them.
pub(super) const LIFT: f32 = 0.15;

pub(super) fn at(size: TableSize, point: Vec2, level: f32) -> Vec3 {
    table_to_world(size, point.x, point.y, level + LIFT)
}

/// A circle on the table around `centre`.
pub(in crate::conflict) fn ring(
    gizmos: &mut Gizmos,
    size: TableSize,
    centre: Vec2,
    level: f32,
    radius: f32,
    colour: Color,
) {
    arc(gizmos, size, centre, level, radius, 0.0, 360.0, colour);
}

/// An arc from `from` to `to` degrees (counter-clockwise from east, as facings are).
#[expect(
    clippy::too_many_arguments,
    reason = "a drawing call: place, size, span and colour"
)]
pub(super) fn arc(
    gizmos: &mut Gizmos,
    size: TableSize,
    centre: Vec2,
    level: f32,
    radius: f32,
    from: f32,
    to: f32,
    colour: Color,
) {
    let steps = 40;
    let points = (0..=steps).map(|step| {
        let degrees = from + (to - from) * step as f32 / steps as f32;
        let radians = degrees.to_radians();
        at(
            size,
            centre + Vec2::new(radians.cos(), radians.sin()) * radius,
            level,
        )
    });
    gizmos.linestrip(points, colour);
}

pub(in crate::conflict) fn hexagon(
    gizmos: &mut Gizmos,
    size: TableSize,
    centre: Vec2,
    colour: Color,
) {
    let corners = (0..=6).map(|corner| {
        let angle = std::f32::consts::TAU * corner as f32 / 6.0;
        let point = centre + Vec2::new(angle.cos(), angle.sin()) * MARKER_RADIUS_CM;
        at(size, point, LIFT)
    });
    gizmos.linestrip(corners, colour);
}

/// A ✓ of `size` cm centred on `centre`.
pub(super) fn tick(
    gizmos: &mut Gizmos,
    size: TableSize,
    centre: Vec2,
    level: f32,
    span: f32,
    colour: Color,
) {
    let points = [
        centre + Vec2::new(-0.5, 0.0) * span,
        centre + Vec2::new(-0.15, -0.35) * span,
        centre + Vec2::new(0.5, 0.4) * span,
    ];
    gizmos.linestrip(points.map(|point| at(size, point, level)), colour);
}

/// A ✗ of `size` cm centred on `centre`.
pub(super) fn cross(
    gizmos: &mut Gizmos,
    size: TableSize,
    centre: Vec2,
    level: f32,
    span: f32,
    colour: Color,
) {
    let half = span / 2.0;
    for (from, to) in [
        (Vec2::new(-half, -half), Vec2::new(half, half)),
        (Vec2::new(-half, half), Vec2::new(half, -half)),
    ] {
        gizmos.line(
            at(size, centre + from, level),
            at(size, centre + to, level),
            colour,
        );
    }
}

/// A ring that says by its shape, as well as its colour, whether core allows it: a ✓ inside
/// when allowed, a ✗ when refused.
pub(super) fn verdict_ring(
    gizmos: &mut Gizmos,
    size: TableSize,
    centre: Vec2,
    level: f32,
    radius: f32,
    (allowed, colour): (bool, Color),
) {
    ring(gizmos, size, centre, level, radius, colour);
    let span = (radius * 0.9).clamp(0.8, 4.0);
    if allowed {
        tick(gizmos, size, centre, level, span, colour);
    } else {
        cross(gizmos, size, centre, level, span, colour);
    }
}

pub(super) fn grid(gizmos: &mut Gizmos, size: TableSize) {
    let colour = Color::srgba(1.0, 1.0, 1.0, 0.08);
    let mut x = 0.0;
    while x <= size.width + 0.01 {
        gizmos.line(
            at(size, Vec2::new(x, 0.0), 0.0),
            at(size, Vec2::new(x, size.depth), 0.0),
            colour,
        );
        x += 10.0;
    }
    let mut y = 0.0;
    while y <= size.depth + 0.01 {
        gizmos.line(
            at(size, Vec2::new(0.0, y), 0.0),
            at(size, Vec2::new(size.width, y), 0.0),
            colour,
        );
        y += 10.0;
    }
}

pub(super) fn zone_outline(gizmos: &mut Gizmos, size: TableSize, zone: Zone, colour: Color) {
    let corners = [
        Vec2::new(zone.x, zone.y),
        Vec2::new(zone.x + zone.width, zone.y),
        Vec2::new(zone.x + zone.width, zone.y + zone.depth),
        Vec2::new(zone.x, zone.y + zone.depth),
        Vec2::new(zone.x, zone.y),
    ];
    gizmos.linestrip(corners.map(|corner| at(size, corner, 0.0)), colour);
    // Hatching, so the area reads as an area.
    let mut offset = 0.0;
    while offset < zone.width + zone.depth {
        let start = Vec2::new(
            zone.x + offset.min(zone.width),
            zone.y + (offset - zone.width).max(0.0),
        );
        let end = Vec2::new(
            zone.x + (offset - zone.depth).max(0.0),
            zone.y + offset.min(zone.depth),
        );
        gizmos.line(
            at(size, start, 0.0),
            at(size, end, 0.0),
            colour.with_alpha(0.35),
        );
        offset += 5.0;
    }
}
