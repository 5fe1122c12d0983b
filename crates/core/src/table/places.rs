//! Places in words: where a point of the table is, told by what stands there ("by the church's
//! south door", "3 cm north of the well", "on the tavern's roof") instead of coordinates, for
//! the log and the panels. North is the table's `+y` edge.

use super::base::LEVEL_TOLERANCE_CM;
use super::layout::{Footprint, Piece, PieceKind, STOREY_HEIGHT_CM, Wall};
use super::scenery::Scenery;
use crate::msg;
use crate::words::{Arg, Message};
use parry3d::math::Vec2;

/// A door within this many cm of the point names the place.
const DOOR_NEAR_CM: f32 = 3.0;
/// A piece within this many cm (edge to point) names the place.
const PIECE_NEAR_CM: f32 = 12.0;
/// Touching a piece: "against" it.
const AGAINST_CM: f32 = 1.5;
/// Farther than this from every edge is the middle of the table.
const MIDDLE_CM: f32 = 30.0;

/// The eight directions of the compass, for a direction on the table, in English (for words
/// still written out; `compass_words` is the catalogue's).
pub fn compass(direction: Vec2) -> &'static str {
    const NAMES: [&str; 8] = [
        "east",
        "north-east",
        "north",
        "north-west",
        "west",
        "south-west",
        "south",
        "south-east",
    ];
    compass_point(direction).map_or("here", |index| NAMES[index])
}

/// The eight directions of the compass, for a direction on the table.
pub fn compass_words(direction: Vec2) -> Message {
    match compass_point(direction) {
        None => msg!("scenery-compass-here"),
        Some(0) => msg!("scenery-compass-east"),
        Some(1) => msg!("scenery-compass-north-east"),
        Some(2) => msg!("scenery-compass-north"),
        Some(3) => msg!("scenery-compass-north-west"),
        Some(4) => msg!("scenery-compass-west"),
        Some(5) => msg!("scenery-compass-south-west"),
        Some(6) => msg!("scenery-compass-south"),
        Some(_) => msg!("scenery-compass-south-east"),
    }
}

/// Which of the eight directions, counted anticlockwise from east; `None` for no direction.
fn compass_point(direction: Vec2) -> Option<usize> {
    if direction.length_squared() < 1e-8 {
        return None;
    }
    let turns = direction.y.atan2(direction.x) / std::f32::consts::TAU;
    Some((turns * 8.0).round().rem_euclid(8.0) as usize % 8)
}

/// A distance in whole cm, rounded as `{:.0}` rounds (half to even).
fn whole_cm(distance: f32) -> Arg {
    Arg::Int(distance.round_ties_even() as i64)
}

/// Where `point` (on `level`) is, in words.
pub fn describe(scenery: &Scenery, point: Vec2, level: f32) -> Message {
    if level > LEVEL_TOLERANCE_CM
        && let Some(place) = raised(scenery, point, level)
    {
        return place;
    }
    let pieces: Vec<&Piece> = scenery.pieces().map(|(_, piece)| piece).collect();
    if let Some(building) = pieces
        .iter()
        .find(|piece| matches!(piece.kind, PieceKind::Building { .. }) && piece.covers(point))
    {
        return match door_near(building, point) {
            Some(wall) => msg!(
                "scenery-place-inside-by-door",
                piece = &building.id,
                wall = wall
            ),
            None => msg!("scenery-place-inside", piece = &building.id),
        };
    }
    for piece in &pieces {
        if let Some(wall) = door_near(piece, point) {
            return msg!("scenery-place-by-door", piece = &piece.id, wall = wall);
        }
    }
    let nearest = pieces
        .iter()
        .map(|piece| (piece.footprint_distance(point), *piece))
        .filter(|(distance, _)| *distance <= PIECE_NEAR_CM)
        .min_by(|a, b| a.0.total_cmp(&b.0));
    if let Some((distance, piece)) = nearest {
        if distance <= 0.0 && matches!(piece.kind, PieceKind::Rough | PieceKind::Water) {
            return msg!("scenery-place-in", piece = &piece.id);
        }
        if distance <= AGAINST_CM {
            return msg!("scenery-place-against", piece = &piece.id);
        }
        return msg!(
            "scenery-place-near",
            distance = whole_cm(distance),
            direction = compass_words(point - piece.centre()),
            piece = &piece.id
        );
    }
    open_ground(scenery, point)
}

/// A point in the open: the middle of the table, or how far it is from the nearest edge.
fn open_ground(scenery: &Scenery, point: Vec2) -> Message {
    let table = scenery.layout().table;
    let edges = [
        (point.y, msg!("scenery-compass-south")),
        (table.depth - point.y, msg!("scenery-compass-north")),
        (point.x, msg!("scenery-compass-west")),
        (table.width - point.x, msg!("scenery-compass-east")),
    ];
    let Some((distance, edge)) = edges.into_iter().min_by(|a, b| a.0.total_cmp(&b.0)) else {
        return msg!("scenery-place-open");
    };
    if distance > MIDDLE_CM {
        msg!("scenery-place-open-middle")
    } else {
        msg!(
            "scenery-place-open-edge",
            distance = whole_cm(distance),
            edge = edge
        )
    }
}

/// A point on a roof, a floor, a level or an obstacle's top.
fn raised(scenery: &Scenery, point: Vec2, level: f32) -> Option<Message> {
    scenery.pieces().find_map(|(_, piece)| {
        if piece.footprint_distance(point) > 0.0 {
            return None;
        }
        let near = |height: f32| (height - level).abs() <= LEVEL_TOLERANCE_CM;
        match &piece.kind {
            PieceKind::Building { storeys, .. } => {
                if near(piece.top()) {
                    Some(msg!("scenery-place-roof", piece = &piece.id))
                } else {
                    (1..*storeys)
                        .find(|storey| near(f32::from(*storey) * STOREY_HEIGHT_CM))
                        .map(|storey| {
                            msg!("scenery-place-floor", piece = &piece.id, storey = storey)
                        })
                }
            }
            PieceKind::Level | PieceKind::LargeObstacle | PieceKind::SmallObstacle
                if near(piece.height) =>
            {
                Some(msg!("scenery-place-on-top", piece = &piece.id))
            }
            _ => None,
        }
    })
}

/// The compass side of the building's door nearest `point`, if one is within reach.
fn door_near(piece: &Piece, point: Vec2) -> Option<Message> {
    let PieceKind::Building { openings, .. } = &piece.kind else {
        return None;
    };
    let Footprint::Rect { width, depth } = piece.shape else {
        return None;
    };
    let (half_width, half_depth) = (width / 2.0, depth / 2.0);
    openings
        .iter()
        .filter(|opening| opening.kind == super::layout::OpeningKind::Door)
        .map(|door| {
            let middle = door.along + door.width / 2.0;
            // Along each wall from its left end as seen from outside (layout.rs).
            let (local, outward) = match door.wall {
                Wall::South => (
                    Vec2::new(-half_width + middle, -half_depth),
                    Vec2::new(0.0, -1.0),
                ),
                Wall::North => (
                    Vec2::new(half_width - middle, half_depth),
                    Vec2::new(0.0, 1.0),
                ),
                Wall::East => (
                    Vec2::new(half_width, -half_depth + middle),
                    Vec2::new(1.0, 0.0),
                ),
                Wall::West => (
                    Vec2::new(-half_width, half_depth - middle),
                    Vec2::new(-1.0, 0.0),
                ),
            };
            let at = piece.to_table(local);
            let facing = piece.to_table(local + outward) - at;
            (at.distance(point), facing)
        })
        .filter(|(distance, _)| *distance <= DOOR_NEAR_CM)
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, side)| compass_words(side))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::layout::{Layout, Opening, OpeningKind, TableSize};

    fn scenery() -> Scenery {
        let church = Piece {
            id: "church".to_owned(),
            kind: PieceKind::Building {
                storeys: 2,
                openings: vec![Opening {
                    wall: Wall::South,
                    kind: OpeningKind::Door,
                    along: 13.0,
                    width: 4.0,
                    bottom: 0.0,
                    height: 6.0,
                }],
            },
            shape: Footprint::Rect {
                width: 30.0,
                depth: 20.0,
            },
            x: 50.0,
            y: 90.0,
            rotation_degrees: 0.0,
            height: 0.0,
        };
        let well = Piece {
            id: "well".to_owned(),
            kind: PieceKind::SmallObstacle,
            shape: Footprint::Circle { radius: 2.5 },
            x: 50.0,
            y: 50.0,
            rotation_degrees: 0.0,
            height: 3.0,
        };
        Scenery::new(Layout {
            name: "places".to_owned(),
            table: TableSize::default(),
            deployment_zones: Vec::new(),
            pieces: vec![church, well],
        })
    }

    #[test]
    fn places_are_told_by_what_stands_there() {
        let scenery = scenery();
        assert_eq!(
            describe(&scenery, Vec2::new(50.0, 78.5), 0.0).to_string(),
            "by the church's south door"
        );
        assert_eq!(
            describe(&scenery, Vec2::new(50.0, 81.5), 0.0).to_string(),
            "inside the church, by its south door"
        );
        assert_eq!(
            describe(&scenery, Vec2::new(40.0, 92.0), 0.0).to_string(),
            "inside the church"
        );
        assert_eq!(
            describe(&scenery, Vec2::new(50.0, 55.5), 0.0).to_string(),
            "3 cm north of the well"
        );
        assert_eq!(
            describe(&scenery, Vec2::new(45.0, 92.0), 12.0).to_string(),
            "on the church's roof"
        );
        assert_eq!(
            describe(&scenery, Vec2::new(10.0, 30.0), 0.0).to_string(),
            "in the open, 10 cm from the west edge"
        );
        assert_eq!(compass(Vec2::new(1.0, 1.0)), "north-east");
        assert_eq!(compass(Vec2::new(0.0, -3.0)), "south");
        assert_eq!(
            compass_words(Vec2::new(-1.0, 1.0)).to_string(),
            "north-west"
        );
        assert_eq!(compass_words(Vec2::ZERO).to_string(), "here");
    }
}
