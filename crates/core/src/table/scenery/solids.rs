//! The solids a piece is made of: its footprint filled to its height, or a building's walls with
//! their openings cut out, a floor under each upper storey and the roof.

use super::collider::{Collider, Solid, UprightCylinder};
use crate::table::layout::{Footprint, Opening, Piece, STOREY_HEIGHT_CM, WALL_THICKNESS_CM, Wall};
use crate::table::outline::Outline;
use parry3d::math::{Pose3, Rot3, Vec2, Vec3};
use parry3d::shape::Cuboid;

/// A solid filling the piece's footprint from `bottom` to `top`.
pub(super) fn block(index: usize, piece: &Piece, bottom: f32, top: f32) -> Collider {
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
pub(super) fn building(
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
