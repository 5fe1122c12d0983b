//! The planner's spaces: the obstacles a base keeps its radius from on one level (scenery,
//! ground it may not cross, other bases, Action Areas to keep out of), gathered once a level.

use super::graph::{Graph, Space, area_distance};
use super::ground::GROUND_RADIUS_CM;
use super::target::Target;
use super::{PathRequest, pinned_end};
use crate::table::base::{LEVEL_TOLERANCE_CM, MINIATURE_HEIGHT_CM};
use crate::table::layout::PieceKind;
use crate::table::movement::{Maneuver, MoveContext};
use crate::table::outline::{Outline, OutlineShape};
use crate::table::sight::SightPawn;
use parry3d::math::Vec2;

/// The space (obstacles at a level) for `height`, gathered once.
pub(super) fn space_at(
    graph: &mut Graph,
    mover: &SightPawn,
    request: &PathRequest,
    height: f32,
    region: (Vec2, Vec2),
) -> usize {
    if let Some(index) = graph
        .spaces
        .iter()
        .position(|space| (space.height - height).abs() <= LEVEL_TOLERANCE_CM)
    {
        return index;
    }
    let context = graph.context;
    let radius = mover.base.radius;
    let charging = matches!(request.maneuver, Maneuver::Charge { .. }) && !context.street_wise;
    // A walk (or a run) on the table's ground by a base of the usual size: the scenery's own
    // obstacles are the cached ground's; only this plan's pawns are gathered here.
    let ground = height <= LEVEL_TOLERANCE_CM
        && (radius - GROUND_RADIUS_CM).abs() < 1e-4
        && request.maneuver != Maneuver::Swim
        && !charging;
    let mut outlines = scenery_outlines(context, request, height, region, ground, charging);
    push_pawn_outlines(&mut outlines, context, mover, request, height);
    let start = mover.base.centre;
    let areas = request
        .avoid
        .iter()
        .filter(|area| {
            (area.level - height).abs() <= crate::table::base::ACTION_AREA_REACH_CM
                && area_distance(area, start) > radius
        })
        .copied()
        .collect();
    let boxes = outlines
        .iter()
        .map(|outline| {
            let reach = Vec2::splat(bounding(outline) + radius);
            (outline.centre - reach, outline.centre + reach)
        })
        .collect();
    graph.spaces.push(Space {
        height,
        outlines,
        boxes,
        areas,
        ground,
    });
    graph.spaces.len() - 1
}

/// The scenery a base keeps its radius from on the level at `height` within `region`: the
/// solids, and the pieces it may not cross (none on the cached `ground`, which has them).
fn scenery_outlines(
    context: &MoveContext,
    request: &PathRequest,
    height: f32,
    region: (Vec2, Vec2),
    ground: bool,
    charging: bool,
) -> Vec<Outline> {
    let mut outlines: Vec<Outline> = if ground {
        Vec::new()
    } else {
        context
            .scenery
            .solids_in(
                region.0,
                region.1,
                height + 0.05,
                height + MINIATURE_HEIGHT_CM,
            )
            .into_iter()
            .map(|(_, outline)| outline)
            .collect()
    };
    for (_, piece) in context.scenery.pieces().filter(|_| !ground) {
        if height > piece.top() + LEVEL_TOLERANCE_CM {
            continue;
        }
        let blocks = match piece.kind {
            PieceKind::Impassable => true,
            PieceKind::Water => request.maneuver != Maneuver::Swim && height <= LEVEL_TOLERANCE_CM,
            PieceKind::Rough => charging,
            _ => false,
        };
        if blocks && in_region(piece.centre(), piece.bounding_radius(), region) {
            outlines.push(Outline::of_piece(piece));
        }
    }
    outlines
}

/// Adds the other pawns' bases on the level at `height` (only those near the start or the goal
/// when the request says so) to `outlines`.
fn push_pawn_outlines(
    outlines: &mut Vec<Outline>,
    context: &MoveContext,
    mover: &SightPawn,
    request: &PathRequest,
    height: f32,
) {
    let near = request.pawns_near.map(|within| {
        let start = pinned_end(mover, request.pinned).0;
        let goal = Target::of(context, mover, request.goal);
        move |point: Vec2| point.distance(start) <= within || goal.distance(point) <= within
    });
    for pawn in context.pawns {
        if pawn.id != mover.id
            && (pawn.base.level - height).abs() <= LEVEL_TOLERANCE_CM
            && near.as_ref().is_none_or(|near| near(pawn.base.centre))
        {
            outlines.push(Outline::circle(
                pawn.base.centre,
                (pawn.base.radius - crate::table::base::CONTACT_TOLERANCE_CM).max(0.0),
                height,
                height + MINIATURE_HEIGHT_CM,
            ));
        }
    }
}

/// Whether a circle of `reach` round `centre` meets the box `region`.
pub(super) fn in_region(centre: Vec2, reach: f32, region: (Vec2, Vec2)) -> bool {
    centre.x + reach >= region.0.x
        && centre.y + reach >= region.0.y
        && centre.x - reach <= region.1.x
        && centre.y - reach <= region.1.y
}

pub(super) fn bounding(outline: &Outline) -> f32 {
    match outline.shape {
        OutlineShape::Rect { half, .. } => half.length(),
        OutlineShape::Circle { radius } => radius,
    }
}
