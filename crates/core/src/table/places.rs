//! Places in words: where a point of the table is, told by what stands there ("by the church's
//! south door", "3 cm north of the well", "on the tavern's roof") instead of coordinates, for
//! the log and the panels. North is the table's `+y` edge.

use super::base::LEVEL_TOLERANCE_CM;
use super::layout::{Footprint, Piece, PieceKind, STOREY_HEIGHT_CM, Wall};
use super::scenery::Scenery;
use parry3d::math::Vec2;

/// A door within this many cm of the point names the place.
const DOOR_NEAR_CM: f32 = 3.0;
/// A piece within this many cm (edge to point) names the place.
const PIECE_NEAR_CM: f32 = 12.0;
/// Touching a piece: "against" it.
const AGAINST_CM: f32 = 1.5;
/// Farther than this from every edge is the middle of the table.
const MIDDLE_CM: f32 = 30.0;

/// The eight directions of the compass, for a direction on the table.
pub fn compass(direction: Vec2) -> &'static str {
    if direction.length_squared() < 1e-8 {
        return "here";
    }
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
    let turns = direction.y.atan2(direction.x) / std::f32::consts::TAU;
    let index = (turns * 8.0).round().rem_euclid(8.0) as usize;
    NAMES[index % 8]
}

/// Where `point` (on `level`) is, in words.
pub fn describe(scenery: &Scenery, point: Vec2, level: f32) -> String {
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
            Some(wall) => format!("inside the {}, by its {wall} door", building.id),
            None => format!("inside the {}", building.id),
        };
    }
    for piece in &pieces {
        if let Some(wall) = door_near(piece, point) {
            return format!("by the {}'s {wall} door", piece.id);
        }
    }
    let nearest = pieces
        .iter()
        .map(|piece| (piece.footprint_distance(point), *piece))
        .filter(|(distance, _)| *distance <= PIECE_NEAR_CM)
        .min_by(|a, b| a.0.total_cmp(&b.0));
    if let Some((distance, piece)) = nearest {
        if distance <= 0.0 && matches!(piece.kind, PieceKind::Rough | PieceKind::Water) {
            return format!("in the {}", piece.id);
        }
        if distance <= AGAINST_CM {
            return format!("against the {}", piece.id);
        }
        return format!(
            "{distance:.0} cm {} of the {}",
            compass(point - piece.centre()),
            piece.id
        );
    }
    open_ground(scenery, point)
}

/// A point in the open: the middle of the table, or how far it is from the nearest edge.
fn open_ground(scenery: &Scenery, point: Vec2) -> String {
    let table = scenery.layout().table;
    let edges = [
        (point.y, "south"),
        (table.depth - point.y, "north"),
        (point.x, "west"),
        (table.width - point.x, "east"),
    ];
    let Some((distance, edge)) = edges.into_iter().min_by(|a, b| a.0.total_cmp(&b.0)) else {
        return "in the open".to_owned();
    };
    if distance > MIDDLE_CM {
        "in the open, in the middle of the table".to_owned()
    } else {
        format!("in the open, {distance:.0} cm from the {edge} edge")
    }
}

/// A point on a roof, a floor, a level or an obstacle's top.
fn raised(scenery: &Scenery, point: Vec2, level: f32) -> Option<String> {
    scenery.pieces().find_map(|(_, piece)| {
        if piece.footprint_distance(point) > 0.0 {
            return None;
        }
        let near = |height: f32| (height - level).abs() <= LEVEL_TOLERANCE_CM;
        match &piece.kind {
            PieceKind::Building { storeys, .. } => {
                if near(piece.top()) {
                    Some(format!("on the {}'s roof", piece.id))
                } else {
                    (1..*storeys)
                        .find(|storey| near(f32::from(*storey) * STOREY_HEIGHT_CM))
                        .map(|storey| format!("on the {}'s {} floor", piece.id, ordinal(storey)))
                }
            }
            PieceKind::Level | PieceKind::LargeObstacle | PieceKind::SmallObstacle
                if near(piece.height) =>
            {
                Some(format!("on top of the {}", piece.id))
            }
            _ => None,
        }
    })
}

fn ordinal(storey: u8) -> String {
    match storey {
        1 => "first".to_owned(),
        2 => "second".to_owned(),
        3 => "third".to_owned(),
        other => format!("{other}th"),
    }
}

/// The compass side of the building's door nearest `point`, if one is within reach.
fn door_near(piece: &Piece, point: Vec2) -> Option<&'static str> {
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
            (at.distance(point), compass(facing))
        })
        .filter(|(distance, _)| *distance <= DOOR_NEAR_CM)
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, side)| side)
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
            describe(&scenery, Vec2::new(50.0, 78.5), 0.0),
            "by the church's south door"
        );
        assert_eq!(
            describe(&scenery, Vec2::new(50.0, 81.5), 0.0),
            "inside the church, by its south door"
        );
        assert_eq!(
            describe(&scenery, Vec2::new(40.0, 92.0), 0.0),
            "inside the church"
        );
        assert_eq!(
            describe(&scenery, Vec2::new(50.0, 55.5), 0.0),
            "3 cm north of the well"
        );
        assert_eq!(
            describe(&scenery, Vec2::new(45.0, 92.0), 12.0),
            "on the church's roof"
        );
        assert_eq!(
            describe(&scenery, Vec2::new(10.0, 30.0), 0.0),
            "in the open, 10 cm from the west edge"
        );
        assert_eq!(compass(Vec2::new(1.0, 1.0)), "north-east");
        assert_eq!(compass(Vec2::new(0.0, -3.0)), "south");
    }
}
