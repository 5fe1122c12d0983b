//! Where a base may be: one place of a move's path checked against the table (the table's
//! edges, solid scenery, ground pieces, other bases), and what a leg of a move could meet
//! anywhere along it, gathered once for all its samples.

use super::{
    EDGE_HALVINGS, Leg, Maneuver, MoveContext, MovePlan, MoveRejection, Point, Step, refuse,
};
use crate::msg;
use crate::table::base::{LEVEL_TOLERANCE_CM, MINIATURE_HEIGHT_CM};
use crate::table::layout::PieceKind;
use crate::table::outline::segment_distance;
use crate::table::sight::SightPawn;
use crate::words::Arg;
use parry3d::math::Vec2;

/// Whether `mover`'s base may stand at `point` on `level`: on the table, clear of solid
/// scenery, impassable terrain, water and every other base (used to deploy pawns).
pub fn check_standing(
    context: &MoveContext,
    mover: &SightPawn,
    point: Vec2,
    level: f32,
) -> Result<(), MoveRejection> {
    let mut plan = MovePlan::standing(point, level);
    check_place(
        context,
        mover,
        &Near::everything(context, mover, point, mover.base.radius),
        point,
        level,
        Maneuver::Walk,
        &mut plan,
        &mut Vec::new(),
    )
    .map_err(|refusal| refusal.in_words(context, point))
}

/// Why a place was refused (`check_place`), written out only when wanted (`in_words`): the
/// computer's many tries want only the answer.
#[derive(Clone, Copy, Debug)]
pub(super) enum PlaceRefusal {
    OffTable,
    /// A solid piece (its index in the layout) is in the way.
    Solid(usize),
    /// All the ground is rough (the weather) and the maneuver is a charge.
    RoughWeatherCharge,
    /// The piece (its index in the layout) is impassable terrain.
    Impassable(usize),
    /// A charge through the rough piece (its index in the layout).
    RoughCharge(usize),
    Water,
    /// The base would overlap this pawn's.
    Pawn(u32),
}

impl PlaceRefusal {
    /// The refusal at `point` in words.
    pub(super) fn in_words(self, context: &MoveContext, point: Vec2) -> MoveRejection {
        let piece_name = |index: usize| -> Arg {
            match context.scenery.piece(index) {
                Some(piece) => Arg::from(&piece.id),
                None => msg!("scenery-piece-unnamed").into(),
            }
        };
        let (section, reason) = match self {
            PlaceRefusal::OffTable => (
                "Measurements in Centimetres",
                msg!("scenery-move-off-table"),
            ),
            PlaceRefusal::Solid(piece) => (
                "Terrain",
                msg!("scenery-move-solid", piece = piece_name(piece)),
            ),
            PlaceRefusal::RoughWeatherCharge => (
                "The Weather Gets Worse",
                msg!("scenery-move-weather-no-charge"),
            ),
            PlaceRefusal::Impassable(piece) => (
                "Terrain",
                msg!("scenery-move-impassable", piece = piece_name(piece)),
            ),
            PlaceRefusal::RoughCharge(piece) => (
                "Terrain",
                msg!("scenery-move-rough-charge", piece = piece_name(piece)),
            ),
            PlaceRefusal::Water => ("Movement Maneuvers", msg!("scenery-move-water")),
            PlaceRefusal::Pawn(id) => ("Movement", msg!("scenery-move-into-pawn", pawn = id)),
        };
        refuse(section, reason, Some(point))
    }
}

/// What a base may meet on a leg of a move: the other bases near it and the solids whose
/// bounds it crosses (`None`: ask the whole table, for a single place).
pub(super) struct Near<'a> {
    pub(super) others: Vec<&'a SightPawn>,
    pub(super) solids: Option<Vec<u32>>,
    /// Positions among the scenery's ground pieces (`Scenery::ground_near_segment`).
    pub(super) ground: Vec<u32>,
}

impl<'a> Near<'a> {
    /// Everything that could meet a base at `point` (a climb's or a jump's end).
    pub(super) fn everything(
        context: &MoveContext<'a>,
        mover: &SightPawn,
        point: Vec2,
        radius: f32,
    ) -> Self {
        // Sized for every pawn at once (collected from a filter, the list grew step by step).
        let mut others = Vec::with_capacity(context.pawns.len());
        others.extend(context.pawns.iter().filter(|pawn| pawn.id != mover.id));
        Self {
            others,
            solids: None,
            ground: context.scenery.ground_near_segment(point, point, radius),
        }
    }

    /// Nothing at all to meet: no base, no solid, no ground piece.
    pub(super) fn is_empty(&self) -> bool {
        self.others.is_empty()
            && self.solids.as_ref().is_some_and(Vec::is_empty)
            && self.ground.is_empty()
    }

    /// A superset of what the base overlaps at any point of `leg`, in the order the checks
    /// try them, so the answers (and the piece or pawn named) are those of the whole table.
    pub(super) fn along(context: &MoveContext<'a>, mover: &SightPawn, leg: &Leg) -> Self {
        let radius = mover.base.radius;
        let others = context
            .pawns
            .iter()
            .filter(|other| {
                other.id != mover.id
                    && segment_distance(other.base.centre, leg.from, leg.to)
                        < radius + other.base.radius + 0.01
            })
            .collect();
        let (bottom, top) = standing_heights(leg.level);
        let solids = context
            .scenery
            .solids_near_segment(leg.from, leg.to, radius, bottom, top);
        Self {
            others,
            solids: Some(solids),
            ground: context
                .scenery
                .ground_near_segment(leg.from, leg.to, radius),
        }
    }
}

/// Whether a base of `radius` at `point` is on the table with a little to spare: every point
/// between two such places is on it too, whatever the rounding.
pub(super) fn well_inside(context: &MoveContext, radius: f32, point: Vec2) -> bool {
    const SPARE_CM: f32 = 0.01;
    let table = context.scenery.layout().table;
    let least = radius + SPARE_CM;
    point.x >= least
        && point.y >= least
        && point.x <= table.width - least
        && point.y <= table.depth - least
}

/// The point between `from` and `to` (on either side of an edge: `test` differs there) where
/// `test` changes, found by halving: the samples are coarse, the gap's edges are not.
pub(super) fn edge_between(mut from: Vec2, mut to: Vec2, test: impl Fn(Vec2) -> bool) -> Vec2 {
    let at_from = test(from);
    for _ in 0..EDGE_HALVINGS {
        let middle = from.lerp(to, 0.5);
        if test(middle) == at_from {
            from = middle;
        } else {
            to = middle;
        }
    }
    from.lerp(to, 0.5)
}

/// Whether the base may be at `point` on `level`: on the table, clear of solid scenery,
/// impassable ground, water (unless swimming) and other bases; notes rough ground.
#[expect(
    clippy::too_many_arguments,
    reason = "one place check needs the whole move's state"
)]
pub(super) fn check_place(
    context: &MoveContext,
    mover: &SightPawn,
    near: &Near,
    point: Vec2,
    level: f32,
    maneuver: Maneuver,
    plan: &mut MovePlan,
    jumped_obstacles: &mut Vec<usize>,
) -> Result<(), PlaceRefusal> {
    let radius = mover.base.radius;
    if off_table(context, radius, point) {
        return Err(PlaceRefusal::OffTable);
    }
    if let Some(piece) = solid_at(context, near.solids.as_deref(), point, radius, level) {
        return Err(PlaceRefusal::Solid(piece));
    }
    if context.ground_rough {
        if matches!(maneuver, Maneuver::Charge { .. }) && !context.street_wise {
            return Err(PlaceRefusal::RoughWeatherCharge);
        }
        plan.crosses_rough = true;
    }
    let mut in_water = false;
    for (index, piece) in context
        .scenery
        .ground_near_among(&near.ground, point, radius)
    {
        if level > piece.top() + LEVEL_TOLERANCE_CM || piece.footprint_distance(point) >= radius {
            continue;
        }
        match piece.kind {
            PieceKind::Impassable => {
                return Err(PlaceRefusal::Impassable(index));
            }
            PieceKind::Water => in_water = true,
            PieceKind::Rough => {
                if matches!(maneuver, Maneuver::Charge { .. }) && !context.street_wise {
                    return Err(PlaceRefusal::RoughCharge(index));
                }
                plan.crosses_rough = true;
            }
            PieceKind::SmallObstacle if level + LEVEL_TOLERANCE_CM < piece.top() => {
                plan.crosses_rough = true;
                if matches!(maneuver, Maneuver::Charge { .. }) && !jumped_obstacles.contains(&index)
                {
                    jumped_obstacles.push(index);
                    plan.steps.push(Step::JumpObstacle {
                        piece: index,
                        at: Point {
                            x: point.x,
                            y: point.y,
                        },
                    });
                }
            }
            _ => {}
        }
    }
    if in_water && maneuver != Maneuver::Swim && level <= LEVEL_TOLERANCE_CM {
        return Err(PlaceRefusal::Water);
    }
    if let Some(other) = pawn_overlapped(near.others.iter().copied(), mover, point, level) {
        return Err(PlaceRefusal::Pawn(other.id));
    }
    Ok(())
}

/// The heights a base and its miniature standing on `level` fill, as the solids are asked.
fn standing_heights(level: f32) -> (f32, f32) {
    (level + 0.05, level + MINIATURE_HEIGHT_CM)
}

/// The first of `others` that `mover`'s base at `point` on `level` would overlap: touching a
/// base is fine (that is how pawns engage); overlapping it is not.
fn pawn_overlapped<'p>(
    others: impl IntoIterator<Item = &'p SightPawn>,
    mover: &SightPawn,
    point: Vec2,
    level: f32,
) -> Option<&'p SightPawn> {
    let mut moved = mover.base;
    moved.centre = point;
    moved.level = level;
    others.into_iter().find(|other| moved.overlaps(&other.base))
}

/// Whether `check_place` refuses the base at `point` on `level` for its commonest reasons (off
/// the table, on another base, in a solid), asked of the whole table with nothing gathered:
/// `true` is a refusal; `false` says nothing of the ground.
pub(super) fn off_table_or_blocked(
    context: &MoveContext,
    mover: &SightPawn,
    point: Vec2,
    level: f32,
) -> bool {
    let radius = mover.base.radius;
    if off_table(context, radius, point) {
        return true;
    }
    let others = context.pawns.iter().filter(|other| other.id != mover.id);
    if pawn_overlapped(others, mover, point, level).is_some() {
        return true;
    }
    solid_at(context, None, point, radius, level).is_some()
}

/// The solid a base of `radius` at `point` on `level` would overlap: among `candidates` (those
/// gathered for a leg) or, with none, the whole table's.
fn solid_at(
    context: &MoveContext,
    candidates: Option<&[u32]>,
    point: Vec2,
    radius: f32,
    level: f32,
) -> Option<usize> {
    let (bottom, top) = standing_heights(level);
    match candidates {
        Some(candidates) => context
            .scenery
            .solid_overlapping_among(candidates, point, radius, bottom, top),
        None => context
            .scenery
            .solid_overlapping(point, radius, bottom, top),
    }
}

/// Whether a base of `radius` at `point` reaches past the table's edge.
fn off_table(context: &MoveContext, radius: f32, point: Vec2) -> bool {
    let table = context.scenery.layout().table;
    point.x < radius
        || point.y < radius
        || point.x > table.width - radius
        || point.y > table.depth - radius
}
