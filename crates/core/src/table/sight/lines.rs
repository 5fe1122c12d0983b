//! The lines from an observer's eye to a target's sampled points (1650 § Line of Sight and
//! Approach): what they may meet (the arc, another room, scenery, other pawns) and where each
//! ends up.

use super::points::{TARGET_POINTS, points_reach, target_points};
use super::{Obstruction, Sight, SightPawn};
use crate::table::base::{BASE_THICKNESS_CM, Base, MINIATURE_HEIGHT_CM, MINIATURE_RADIUS_CM};
use crate::table::outline::segment_distance;
use crate::table::scenery::{Scenery, UprightCylinder};
use parry3d::math::{Vec2, Vec3};
use parry3d::query::Ray;

/// Where a sampled line ends up.
#[derive(Clone, Debug)]
pub(super) enum LineState {
    Clear,
    PawnsOnly(Vec<(f32, u32)>),
    Blocked(Obstruction),
}

/// The lines from an observer's eye to the sampled points of a target, with what they may meet:
/// what `line_of_sight` and `sees_whole` both trace.
pub(super) struct Lines<'a> {
    viewer: Base,
    pub(super) eye: Vec3,
    /// The other pawns near the eye-to-target line.
    pub(super) others: Vec<&'a SightPawn>,
    pub(super) points: [Vec3; TARGET_POINTS],
    /// How many of `points` are on the base (the rest are on the miniature).
    pub(super) base_points: usize,
    /// The scenery's blockers near the eye-to-target line.
    near: Vec<u32>,
    /// The cover near it, gathered when first asked (`cover_near`).
    pub(super) cover: std::cell::OnceCell<Vec<u32>>,
    /// The target's centre, and how far from it every sampled point lies at most.
    target_centre: Vec2,
    reach: f32,
}

/// Why no line need be traced.
pub(super) enum Unseen {
    OutsideArc,
    /// Another room of the building `piece`; `at` is the target's feet.
    Room {
        piece: usize,
        at: Vec3,
    },
}

impl Unseen {
    pub(super) fn sight(self) -> Sight {
        match self {
            Unseen::OutsideArc => Sight::outside_arc(),
            Unseen::Room { piece, at } => Sight {
                obstruction: Some(Obstruction::Scenery { piece, at }),
                ..Sight::outside_arc()
            },
        }
    }
}

impl<'a> Lines<'a> {
    /// Why no line need be traced, when none need be: outside the arc, or in another room.
    pub(super) fn to(
        scenery: &Scenery,
        pawns: &'a [SightPawn],
        observer: &SightPawn,
        target: &SightPawn,
    ) -> Result<Self, Unseen> {
        Self::with_points(
            scenery,
            pawns,
            observer,
            target,
            target_points(&target.base),
        )
    }

    /// `to`, with the target's sampled points (`target_points`) already worked out.
    pub(super) fn with_points(
        scenery: &Scenery,
        pawns: &'a [SightPawn],
        observer: &SightPawn,
        target: &SightPawn,
        (points, base_points): ([Vec3; TARGET_POINTS], usize),
    ) -> Result<Self, Unseen> {
        let viewer = observer.base;
        if viewer.facing.dot(target.base.centre - viewer.centre) < -target.base.radius {
            return Err(Unseen::OutsideArc);
        }
        if let Some(piece) = scenery.room_between(viewer.centre, target.base.centre) {
            let (centre, level) = (target.base.centre, target.base.level);
            return Err(Unseen::Room {
                piece,
                at: Vec3::new(centre.x, centre.y, level),
            });
        }
        let eye = viewer.eye();
        // Every sampled point lies within the target's radius of its centre, so a line to one
        // passes within that of the eye-to-centre line: pawns farther off can stand in none.
        let eye_plan = Vec2::new(eye.x, eye.y);
        let others: Vec<&SightPawn> = pawns
            .iter()
            .filter(|pawn| pawn.id != observer.id && pawn.id != target.id)
            .filter(|pawn| {
                let reach = pawn.base.radius.max(MINIATURE_RADIUS_CM)
                    + target.base.radius.max(MINIATURE_RADIUS_CM)
                    + 0.01;
                segment_distance(pawn.base.centre, eye_plan, target.base.centre) <= reach
            })
            .collect();
        // Every sampled point lies within this reach of the target's centre: the scenery the
        // lines can meet is gathered once (`blockers_near`), not walked again for each of them.
        let reach = points_reach(&target.base);
        let near = scenery.blockers_near(eye_plan, target.base.centre, reach);
        Ok(Self {
            viewer,
            eye,
            others,
            points,
            base_points,
            near,
            cover: std::cell::OnceCell::new(),
            target_centre: target.base.centre,
            reach,
        })
    }

    /// The cover the lines can cross (`Scenery::cover_near`), gathered on first asking.
    pub(super) fn cover_near(&self, scenery: &Scenery) -> &[u32] {
        self.cover.get_or_init(|| {
            scenery.cover_near(
                Vec2::new(self.eye.x, self.eye.y),
                self.target_centre,
                self.reach,
            )
        })
    }

    /// Where the line to `point` ends up: outside the arc, stopped by scenery, past pawns, clear.
    pub(super) fn state(&self, scenery: &Scenery, point: Vec3) -> LineState {
        if !self.viewer.faces(Vec2::new(point.x, point.y)) {
            return LineState::Blocked(Obstruction::OutsideArc);
        }
        if let Some(hit) = scenery.first_blocker_among(&self.near, self.eye, point) {
            return LineState::Blocked(Obstruction::Scenery {
                piece: hit.piece,
                at: hit.point,
            });
        }
        let crossing = self.pawns_crossed(point);
        if crossing.is_empty() {
            LineState::Clear
        } else {
            LineState::PawnsOnly(crossing)
        }
    }

    /// The other pawns the line to `point` passes, nearest first (where it meets each, as a
    /// fraction of the line).
    pub(super) fn pawns_crossed(&self, point: Vec3) -> Vec<(f32, u32)> {
        let mut crossing: Vec<(f32, u32)> = self
            .others
            .iter()
            .filter_map(|pawn| pawn_hit(self.eye, point, &pawn.base).map(|time| (time, pawn.id)))
            .collect();
        crossing.sort_by(|first, second| first.0.total_cmp(&second.0));
        crossing
    }

    /// Whether the viewer's arc or some scenery stops the line to `point` (not which piece:
    /// `last_blocker` as `Scenery::blocked_among` keeps it).
    pub(super) fn stopped(
        &self,
        scenery: &Scenery,
        point: Vec3,
        last_blocker: &mut Option<u32>,
    ) -> bool {
        !self.viewer.faces(Vec2::new(point.x, point.y))
            || scenery.blocked_among(&self.near, self.eye, point, last_blocker)
    }

    /// The line to `point` is clear and crosses no cover either (§ Hide: "a clear Line of
    /// Sight, with no obstructions"); `last_blocker` as `stopped` keeps it.
    pub(super) fn unobstructed(
        &self,
        scenery: &Scenery,
        point: Vec3,
        last_blocker: &mut Option<u32>,
    ) -> bool {
        !self.stopped(scenery, point, last_blocker)
            && !self
                .others
                .iter()
                .any(|pawn| pawn_hit(self.eye, point, &pawn.base).is_some())
            && !scenery.crosses_cover_among(self.cover_near(scenery), self.eye, point)
    }
}

/// Where the segment `from`→`to` first enters a pawn's base or miniature, as a fraction of it.
fn pawn_hit(from: Vec3, to: Vec3, base: &Base) -> Option<f32> {
    let surface = base.level + BASE_THICKNESS_CM;
    let ray = Ray::new(from, to - from);
    let base_disc = UprightCylinder {
        centre: base.centre,
        radius: base.radius,
        bottom: base.level,
        top: surface,
    };
    let miniature = UprightCylinder {
        centre: base.centre,
        radius: MINIATURE_RADIUS_CM,
        bottom: surface,
        top: surface + MINIATURE_HEIGHT_CM,
    };
    [base_disc.cast(&ray, 1.0), miniature.cast(&ray, 1.0)]
        .into_iter()
        .flatten()
        .min_by(f32::total_cmp)
}
