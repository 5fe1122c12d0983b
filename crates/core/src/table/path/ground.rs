//! What the planner keeps of a scenery between plans: for a base of the usual size on the
//! table's ground, walking (or running for its life), the scenery's own obstacles, the corners
//! round them and which straight legs between those corners the scenery lets through. Pawns
//! and Action Areas change with every plan and are checked each time; this never does (a
//! scenery with pieces blown away is a new scenery).

use crate::table::base::{DEFAULT_BASE_DIAMETER_CM, LEVEL_TOLERANCE_CM, MINIATURE_HEIGHT_CM};
use crate::table::layout::PieceKind;
use crate::table::outline::Outline;
use crate::table::scenery::Scenery;
use parry3d::math::Vec2;
use std::sync::atomic::{AtomicU8, Ordering};

/// The base the cache is for: every pawn's (bases have one size today).
pub const GROUND_RADIUS_CM: f32 = DEFAULT_BASE_DIAMETER_CM / 2.0;

/// Legs between the scenery's corners: not checked yet, clear of the scenery, or blocked.
const UNKNOWN: u8 = 0;
const CLEAR: u8 = 1;
const BLOCKED: u8 = 2;

/// The scenery's ground-level obstacles for a walking base, and their corners.
pub struct GroundCorners {
    pub(super) outlines: Vec<Outline>,
    /// Each outline's bounding box grown by the base's radius.
    pub(super) boxes: Vec<(Vec2, Vec2)>,
    /// Corners clear of the scenery, each with its outline's neighbours.
    pub(super) corners: Vec<(Vec2, (Vec2, Vec2))>,
    legs: Vec<AtomicU8>,
}

impl GroundCorners {
    pub(super) fn of(scenery: &Scenery, clearance: f32) -> Self {
        let size = scenery.layout().table;
        let radius = GROUND_RADIUS_CM;
        let mut outlines: Vec<Outline> = scenery
            .solids_in(
                Vec2::ZERO,
                Vec2::new(size.width, size.depth),
                0.05,
                MINIATURE_HEIGHT_CM,
            )
            .into_iter()
            .map(|(_, outline)| outline)
            .collect();
        // § Terrain: impassable ground and water stop a walk at table level.
        outlines.extend(
            scenery
                .pieces()
                .filter(|(_, piece)| {
                    matches!(piece.kind, PieceKind::Impassable | PieceKind::Water)
                        && piece.top() + LEVEL_TOLERANCE_CM >= 0.0
                })
                .map(|(_, piece)| Outline::of_piece(piece)),
        );
        let boxes = outlines
            .iter()
            .map(|outline| {
                let reach = Vec2::splat(super::spaces::bounding(outline) + radius);
                (outline.centre - reach, outline.centre + reach)
            })
            .collect();
        let mut ground = Self {
            outlines,
            boxes,
            corners: Vec::new(),
            legs: Vec::new(),
        };
        let (low, high) = (
            Vec2::splat(radius),
            Vec2::new(size.width - radius, size.depth - radius),
        );
        for outline in &ground.outlines {
            let mut corners = Vec::new();
            outline.corners_around(radius + clearance, &mut corners);
            let count = corners.len();
            for (index, &corner) in corners.iter().enumerate() {
                let on_table = corner.x >= low.x
                    && corner.y >= low.y
                    && corner.x <= high.x
                    && corner.y <= high.y;
                if on_table && ground.point_clear(corner, radius) {
                    let sides = (
                        corners[(index + count - 1) % count],
                        corners[(index + 1) % count],
                    );
                    ground.corners.push((corner, sides));
                }
            }
        }
        let count = ground.corners.len();
        ground.legs = (0..count * count).map(|_| AtomicU8::new(UNKNOWN)).collect();
        ground
    }

    /// Whether a base of `radius` at `point` is clear of the scenery.
    pub(super) fn point_clear(&self, point: Vec2, radius: f32) -> bool {
        self.outlines
            .iter()
            .zip(&self.boxes)
            .filter(|(_, (low, high))| {
                point.x >= low.x && point.y >= low.y && point.x <= high.x && point.y <= high.y
            })
            .all(|(outline, _)| outline.distance_to_point(point) >= radius - super::ROUNDING_CM)
    }

    /// Whether a base of `radius` may go straight from `from` to `to` past the scenery.
    pub(super) fn segment_clear(&self, from: Vec2, to: Vec2, radius: f32) -> bool {
        let (low, high) = (from.min(to), from.max(to));
        self.outlines
            .iter()
            .zip(&self.boxes)
            .filter(|(_, (box_low, box_high))| {
                box_low.x <= high.x
                    && box_low.y <= high.y
                    && box_high.x >= low.x
                    && box_high.y >= low.y
            })
            .all(|(outline, _)| outline.keeps_from_segment(from, to, radius - super::ROUNDING_CM))
    }

    /// Whether the scenery lets a base through between corners `first` and `second`, worked
    /// out once.
    pub(super) fn leg_clear(&self, first: usize, second: usize) -> bool {
        let count = self.corners.len();
        let Some(slot) = self.legs.get(first.min(second) * count + first.max(second)) else {
            return false;
        };
        match slot.load(Ordering::Relaxed) {
            CLEAR => true,
            BLOCKED => false,
            _ => {
                let (Some((from, _)), Some((to, _))) =
                    (self.corners.get(first), self.corners.get(second))
                else {
                    return false;
                };
                let clear = self.segment_clear(*from, *to, GROUND_RADIUS_CM);
                slot.store(if clear { CLEAR } else { BLOCKED }, Ordering::Relaxed);
                clear
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use parry3d::math::Vec3;

    /// Every shipped layout's scenery.
    fn shipped() -> Vec<Scenery> {
        let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
        crate::conflict::computer::library::load_layouts(root)
            .expect("the shipped layouts")
            .into_iter()
            .map(Scenery::new)
            .collect()
    }

    /// § Movement Maneuvers: a leg whose very centre line the scenery stops (its ray, a hand's
    /// height up) is refused by the outlines too, so they alone decide (`segment_clear`):
    /// legs between the scenery's corners and legs across the table, on every shipped layout.
    #[test]
    fn movement_maneuvers_a_leg_the_scenery_stops_the_outlines_refuse() {
        let mut state = 0x2545_f491_u32;
        let mut next = move |limit: f32| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            limit * (state as f32 / u32::MAX as f32)
        };
        let (mut stopped, mut legs) = (0, 0);
        for scenery in shipped() {
            let ground = GroundCorners::of(&scenery, 0.05);
            let size = scenery.layout().table;
            let corners: Vec<Vec2> = ground.corners.iter().map(|(corner, _)| *corner).collect();
            let mut segments: Vec<(Vec2, Vec2)> = corners
                .iter()
                .flat_map(|&from| corners.iter().map(move |&to| (from, to)))
                .take(3000)
                .collect();
            segments.extend((0..1000).map(|_| {
                (
                    Vec2::new(next(size.width), next(size.depth)),
                    Vec2::new(next(size.width), next(size.depth)),
                )
            }));
            for (from, to) in segments {
                legs += 1;
                let ray =
                    scenery.is_blocked(Vec3::new(from.x, from.y, 1.0), Vec3::new(to.x, to.y, 1.0));
                if ray {
                    stopped += 1;
                    assert!(
                        !ground.segment_clear(from, to, GROUND_RADIUS_CM),
                        "{from:?} -> {to:?}: the ray is stopped, the outlines let it through"
                    );
                }
            }
        }
        // Not vacuous: many of the legs run into something.
        assert!(stopped * 4 > legs, "{stopped} of {legs} legs stopped");
    }
}
