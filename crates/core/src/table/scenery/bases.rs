//! What a base at a place meets: the ground pieces it stands in, the obstacles it may hide behind,
//! the blocking solids it overlaps or a path goes round, and the surfaces it can stand at.

use super::{ObstaclePiece, SPARE_CM, Scenery};
use crate::table::layout::{Piece, PieceKind, STOREY_HEIGHT_CM};
use crate::table::outline::Outline;
use parry3d::bounding_volume::Aabb;
use parry3d::math::{Vec2, Vec3};

/// How far beyond the level's tolerance `has_surface_at` looks among the heights: the exact
/// test is made on each piece it finds (rounding in the bounds).
const SURFACE_SLACK_CM: f32 = 1e-3;

impl Scenery {
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
                crate::table::outline::segment_distance(ground.centre, from, to) - ground.reach
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
        use crate::table::base::LEVEL_TOLERANCE_CM;
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
pub(super) fn piece_surfaces(piece: &Piece) -> impl Iterator<Item = f32> + '_ {
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
