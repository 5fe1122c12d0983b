//! Climbs and jumps: pairs of linked nodes across the sides of levels, rooftops and obstacle
//! tops near the way, one outside on the level below and one just on top.

use super::PathRequest;
use super::graph::{CORNER_CLEARANCE_CM, Graph, Node};
use super::spaces::{in_region, space_at};
use super::target::{Target, search_region, useful};
use crate::table::base::LEVEL_TOLERANCE_CM;
use crate::table::layout::PieceKind;
use crate::table::movement::{CLIMB_CM, JUMP_DOWN_CM};
use crate::table::outline::{Outline, OutlineShape};
use crate::table::sight::SightPawn;
use parry3d::math::Vec2;

/// The climbs and jumps `add_corners` adds when it `climbs` (each a pair of linked nodes), on
/// their own: after the rest of a graph's nodes.
pub(super) fn add_climbs(
    graph: &mut Graph,
    mover: &SightPawn,
    request: &PathRequest,
    start: Vec2,
    target: &Target,
    longest: f32,
) {
    let radius = mover.base.radius;
    let size = graph.context.scenery.layout().table;
    let region = search_region((size.width, size.depth), radius, start, longest);
    let useful = |point: Vec2| useful(start, target, longest, radius, point);
    add_level_changes(graph, mover, request, start, target, region, &useful);
}

/// Climbs onto and jumps down from the pieces near the way (§ Movement Maneuvers): for each
/// level, rooftop or obstacle top within reach, pairs of nodes across its sides, one outside
/// on the level below and one just on top, linked.
fn add_level_changes(
    graph: &mut Graph,
    mover: &SightPawn,
    request: &PathRequest,
    start: Vec2,
    target: &Target,
    region: (Vec2, Vec2),
    useful: &dyn Fn(Vec2) -> bool,
) {
    let radius = mover.base.radius;
    let inset = radius + CORNER_CLEARANCE_CM;
    let context = graph.context;
    let tops: Vec<(Outline, f32)> = context
        .scenery
        .pieces()
        .filter(|(_, piece)| {
            matches!(
                piece.kind,
                PieceKind::Level
                    | PieceKind::LargeObstacle
                    | PieceKind::SmallObstacle
                    | PieceKind::Building { .. }
            )
        })
        .filter(|(_, piece)| in_region(piece.centre(), piece.bounding_radius(), region))
        .map(|(_, piece)| (Outline::of_piece(piece), piece.top()))
        .collect();
    let anchors = [start, target.anchor()];
    // Two nodes for each of a piece's edge points at most (`edge_points`): the nodes grow once.
    graph.nodes.reserve(2 * EDGE_POINTS_MOST * tops.len());
    for (outline, top) in tops {
        for (edge_point, outward) in edge_points(&outline, &anchors, inset) {
            let outside = edge_point + outward * inset;
            let on_top = edge_point - outward * inset;
            if !useful(outside) && !useful(on_top) {
                continue;
            }
            let below = context
                .scenery
                .highest_surface_below(outside, top - LEVEL_TOLERANCE_CM);
            let rise = top - below;
            if rise > CLIMB_CM.min(JUMP_DOWN_CM) {
                continue;
            }
            let low = space_at(graph, mover, request, below, region);
            let high = space_at(graph, mover, request, top, region);
            if !graph.point_clear(low, outside) || !graph.point_clear(high, on_top) {
                continue;
            }
            let first = graph.nodes.len();
            graph.nodes.push(Node {
                link: Some(first + 1),
                ..Node::at(outside, low)
            });
            graph.nodes.push(Node {
                link: Some(first),
                ..Node::at(on_top, high)
            });
        }
    }
}

/// The most points `edge_points` gives: a rectangle's three a side (a circle's eight and two).
const EDGE_POINTS_MOST: usize = 12;

/// Points on an outline's edge with their outward direction: on each side of a rectangle, the
/// points nearest the anchors (kept `inset` from the corners) and the middle; round a circle,
/// eight directions and those of the anchors.
fn edge_points(outline: &Outline, anchors: &[Vec2; 2], inset: f32) -> Vec<(Vec2, Vec2)> {
    let mut points = Vec::with_capacity(EDGE_POINTS_MOST);
    match outline.shape {
        OutlineShape::Rect { half, cos, sin } => {
            let x_axis = Vec2::new(cos, sin);
            let y_axis = Vec2::new(-sin, cos);
            for (normal, along, half_normal, half_along) in [
                (x_axis, y_axis, half.x, half.y),
                (-x_axis, y_axis, half.x, half.y),
                (y_axis, x_axis, half.y, half.x),
                (-y_axis, x_axis, half.y, half.x),
            ] {
                let middle = outline.centre + normal * half_normal;
                let limit = (half_along - inset).max(0.0);
                let offset_of = |anchor: Vec2| (anchor - middle).dot(along).clamp(-limit, limit);
                for offset in [0.0, offset_of(anchors[0]), offset_of(anchors[1])] {
                    points.push((middle + along * offset, normal));
                }
            }
        }
        OutlineShape::Circle { radius } => {
            let mut directions: Vec<Vec2> = (0..8)
                .map(|index| crate::table::base::facing_vector(index as f32 * 45.0))
                .collect();
            directions.extend(
                anchors
                    .iter()
                    .map(|anchor| (*anchor - outline.centre).normalize_or_zero())
                    .filter(|direction| direction.length() > 0.5),
            );
            for direction in directions {
                points.push((outline.centre + direction * radius, direction));
            }
        }
    }
    points
}
