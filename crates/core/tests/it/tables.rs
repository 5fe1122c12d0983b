//! Table fixtures shared by the geometry tests: pawns, scenery pieces and a default table.

use ysbilia_core::table::base::{Base, Placement};
use ysbilia_core::table::layout::{Footprint, Layout, Piece, PieceKind, TableSize};
use ysbilia_core::table::scenery::Scenery;
use ysbilia_core::table::sight::SightPawn;

/// A pawn on a default base, at table level, not in a clash.
pub fn pawn(id: u32, x: f32, y: f32, facing: f32) -> SightPawn {
    SightPawn {
        id,
        base: Base::at(Placement {
            x,
            y,
            level: 0.0,
            facing_degrees: facing,
        }),
        in_clash: false,
    }
}

/// An unrotated scenery piece.
pub fn piece(id: &str, kind: PieceKind, shape: Footprint, x: f32, y: f32, height: f32) -> Piece {
    Piece {
        id: id.to_owned(),
        kind,
        shape,
        x,
        y,
        rotation_degrees: 0.0,
        height,
    }
}

/// A 100 x 100 cm table with `pieces`.
pub fn table(pieces: Vec<Piece>) -> Scenery {
    Scenery::new(Layout {
        name: "test".to_owned(),
        table: TableSize::default(),
        deployment_zones: Vec::new(),
        pieces,
    })
}
