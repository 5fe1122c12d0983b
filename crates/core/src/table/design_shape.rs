//! The Scenery Designer's selection by box and its resize handles: selecting the pieces a drag
//! over the bare table encloses, and resizing the one selected piece by a corner (a circle by
//! its rim), the opposite corner staying put.

use super::design::Design;
use super::edit::{Edit, EditError, Measure, SNAP_CM};
use super::layout::{Footprint, Piece};
use parry3d::math::Vec2;

/// The smallest side (or radius) a handle leaves a piece, in cm.
pub const MIN_SIZE_CM: f32 = 0.5;

/// A handle of the one selected piece: dragging it resizes the piece.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SizeHandle {
    /// A rectangle's corner, in the order of `Piece::corners`; 0 for a circle's rim.
    pub index: usize,
    /// Where it is on the table.
    pub at: Vec2,
}

/// A rectangle's corners as signs along its width and depth, in the order of `Piece::corners`.
const CORNER_SIGNS: [(f32, f32); 4] = [(-1.0, -1.0), (1.0, -1.0), (1.0, 1.0), (-1.0, 1.0)];

/// A piece's resize handles: a rectangle's four corners, a circle's point on its rim along its
/// turn (the screen draws them on a piece being resized, too).
pub fn size_handles_of(piece: &Piece) -> Vec<SizeHandle> {
    match piece.shape {
        Footprint::Rect { .. } => piece
            .corners()
            .into_iter()
            .enumerate()
            .map(|(index, at)| SizeHandle { index, at })
            .collect(),
        Footprint::Circle { radius } => vec![SizeHandle {
            index: 0,
            at: piece.to_table(Vec2::new(radius, 0.0)),
        }],
    }
}

impl Design {
    /// Selects the pieces whose centres lie in the box with corners `from` and `to`; with
    /// `adding`, they join the selection.
    pub fn select_within(&mut self, from: Vec2, to: Vec2, adding: bool) {
        let (low, high) = (from.min(to), from.max(to));
        let inside: Vec<String> = self
            .layout()
            .pieces
            .iter()
            .filter(|piece| {
                let centre = piece.centre();
                centre.cmpge(low).all() && centre.cmple(high).all()
            })
            .map(|piece| piece.id.clone())
            .collect();
        if !adding {
            self.select(None, false);
        }
        for id in inside {
            if !self.is_selected(&id) {
                self.select(Some(&id), true);
            }
        }
    }

    /// The resize handles, when one piece is selected: a rectangle's four corners, a circle's
    /// point on its rim along its turn.
    pub fn size_handles(&self) -> Vec<SizeHandle> {
        self.only_selected().map_or_else(Vec::new, size_handles_of)
    }

    /// The selected piece as a drag of handle `index` to `to` leaves it: the opposite corner
    /// stays (a circle keeps its centre), sizes snap to 1 cm, none under `MIN_SIZE_CM`.
    pub fn resized(&self, index: usize, to: Vec2) -> Result<Piece, EditError> {
        if !(to.x.is_finite() && to.y.is_finite()) {
            return Err(EditError::NotFinite(Measure::HandlePlace));
        }
        let piece = self.only_selected().ok_or(EditError::NotOne)?;
        let mut resized = piece.clone();
        match piece.shape {
            Footprint::Circle { .. } => {
                let radius = self.snapped(piece.centre().distance(to), SNAP_CM);
                resized.shape = Footprint::Circle {
                    radius: radius.max(MIN_SIZE_CM),
                };
            }
            Footprint::Rect { .. } => {
                let &(along_sign, across_sign) =
                    CORNER_SIGNS.get(index).ok_or(EditError::NoHandle(index))?;
                let opposite = piece.corners()[(index + 2) % 4];
                let (sin, cos) = piece.rotation_degrees.to_radians().sin_cos();
                let (along, across) = (Vec2::new(cos, sin), Vec2::new(-sin, cos));
                let reach = to - opposite;
                let width = self
                    .snapped(reach.dot(along) * along_sign, SNAP_CM)
                    .max(MIN_SIZE_CM);
                let depth = self
                    .snapped(reach.dot(across) * across_sign, SNAP_CM)
                    .max(MIN_SIZE_CM);
                let centre = opposite
                    + along * (along_sign * width / 2.0)
                    + across * (across_sign * depth / 2.0);
                resized.shape = Footprint::Rect { width, depth };
                resized.x = centre.x;
                resized.y = centre.y;
            }
        }
        Ok(resized)
    }

    /// Resizes the selected piece by handle `index` dropped at `to`: one edit.
    pub fn drag_handle(&mut self, index: usize, to: Vec2) -> Result<(), EditError> {
        let piece = self.resized(index, to)?;
        self.make_edit(&Edit::Set(piece))
    }

    fn only_selected(&self) -> Option<&Piece> {
        let [id] = self.selected() else {
            return None;
        };
        self.layout().pieces.iter().find(|piece| &piece.id == id)
    }
}
