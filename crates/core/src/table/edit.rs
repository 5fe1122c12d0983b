//! The Scenery Designer's edits (issue 22): each a pure function from one layout to the next
//! that also gives back the edit undoing it, so undo and redo are exact (no float drift from
//! moving back by the same amount) and unlimited without keeping whole copies of the layout.
//!
//! An edit may leave the layout with problems (a piece off the table, a door wider than its
//! wall): the designer keeps such a draft and shows `Layout::problems`; what an edit refuses is
//! only what has no meaning (an unknown or repeated id, a number that is not finite).

use super::layout::{Footprint, Layout, Piece, TableSize, Zone};
use crate::msg;
use crate::words::Message;
use std::collections::BTreeSet;
use std::fmt;

/// The grid the designer snaps to unless the player turns it off: 1 cm and 15°.
pub const SNAP_CM: f32 = 1.0;
pub const SNAP_DEGREES: f32 = 15.0;

/// One change to a layout.
#[derive(Clone, Debug, PartialEq)]
pub enum Edit {
    /// New pieces, added after the others (each id new to the layout).
    Place(Vec<Piece>),
    /// Pieces moved by `dx`, `dy` cm.
    Move {
        ids: Vec<String>,
        dx: f32,
        dy: f32,
    },
    /// Pieces turned by `degrees` about their own centres.
    Rotate {
        ids: Vec<String>,
        degrees: f32,
    },
    /// A piece's footprint and height.
    Resize {
        id: String,
        shape: Footprint,
        height: f32,
    },
    /// The piece of the same id, replaced whole (numbers typed in the panel, its openings).
    Set(Piece),
    Delete {
        ids: Vec<String>,
    },
    /// Copies of pieces `dx`, `dy` cm away, named after them (`cart` → `cart 2`).
    Duplicate {
        ids: Vec<String>,
        dx: f32,
        dy: f32,
    },
    /// The table's size.
    Table(TableSize),
    /// The deployment zones, all of them.
    Zones(Vec<Zone>),
    /// What undo does: takes out the pieces named in `removed` and in `pieces`, then puts each
    /// of `pieces` back at its place in the list, and the table's size if given.
    Restore {
        removed: Vec<String>,
        pieces: Vec<(usize, Piece)>,
        table: Option<TableSize>,
        zones: Option<Vec<Zone>>,
    },
}

/// Why an edit was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditError {
    Unknown(String),
    Taken(String),
    NotFinite(Measure),
    NothingSelected,
    NotOne,
    NoHandle(usize),
}

/// What an edit gave a number for that is not finite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Measure {
    Distance,
    Angle,
    TableSize,
    Zone,
    Place,
    Rotation,
    Height,
    Size,
    Radius,
    HandlePlace,
}

impl EditError {
    /// The refusal, as the designer shows it.
    pub fn message(&self) -> Message {
        match self {
            EditError::Unknown(id) => msg!("scenery-edit-unknown", piece = id),
            EditError::Taken(id) => msg!("scenery-edit-taken", piece = id),
            EditError::NotFinite(measure) => {
                msg!("scenery-edit-not-finite", what = measure.words())
            }
            EditError::NothingSelected => msg!("scenery-edit-nothing-selected"),
            EditError::NotOne => msg!("scenery-edit-not-one"),
            EditError::NoHandle(handle) => msg!("scenery-edit-no-handle", handle = *handle),
        }
    }
}

impl Measure {
    fn words(self) -> Message {
        match self {
            Measure::Distance => msg!("scenery-edit-measure-distance"),
            Measure::Angle => msg!("scenery-edit-measure-angle"),
            Measure::TableSize => msg!("scenery-edit-measure-table-size"),
            Measure::Zone => msg!("scenery-edit-measure-zone"),
            Measure::Place => msg!("scenery-edit-measure-place"),
            Measure::Rotation => msg!("scenery-edit-measure-rotation"),
            Measure::Height => msg!("scenery-edit-measure-height"),
            Measure::Size => msg!("scenery-edit-measure-size"),
            Measure::Radius => msg!("scenery-edit-measure-radius"),
            Measure::HandlePlace => msg!("scenery-edit-measure-handle-place"),
        }
    }
}

impl fmt::Display for EditError {
    /// In the catalogue's language.
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(formatter)
    }
}

impl std::error::Error for EditError {}

/// `layout` after `edit`, and the edit that takes it back.
pub fn apply(layout: &Layout, edit: &Edit) -> Result<(Layout, Edit), EditError> {
    let mut next = layout.clone();
    let touched = change(&mut next, edit)?;
    let undo = Edit::Restore {
        removed: touched
            .iter()
            .filter(|id| index_of(layout, id).is_none())
            .cloned()
            .collect(),
        pieces: layout
            .pieces
            .iter()
            .enumerate()
            .filter(|(_, piece)| touched.contains(&piece.id))
            .map(|(index, piece)| (index, piece.clone()))
            .collect(),
        table: (next.table != layout.table).then_some(layout.table),
        zones: (next.deployment_zones != layout.deployment_zones)
            .then(|| layout.deployment_zones.clone()),
    };
    Ok((next, undo))
}

/// Makes the change in place; the ids of the pieces it added, changed or removed.
fn change(layout: &mut Layout, edit: &Edit) -> Result<BTreeSet<String>, EditError> {
    let mut touched = BTreeSet::new();
    match edit {
        Edit::Place(pieces) => {
            for piece in pieces {
                finite_piece(piece)?;
                if index_of(layout, &piece.id).is_some() {
                    return Err(EditError::Taken(piece.id.clone()));
                }
                touched.insert(piece.id.clone());
                layout.pieces.push(piece.clone());
            }
        }
        Edit::Move { ids, dx, dy } => {
            finite(Measure::Distance, &[*dx, *dy])?;
            for index in indices(layout, ids)? {
                let piece = &mut layout.pieces[index];
                piece.x += dx;
                piece.y += dy;
                touched.insert(piece.id.clone());
            }
        }
        Edit::Rotate { ids, degrees } => {
            finite(Measure::Angle, &[*degrees])?;
            for index in indices(layout, ids)? {
                let piece = &mut layout.pieces[index];
                piece.rotation_degrees = (piece.rotation_degrees + degrees).rem_euclid(360.0);
                touched.insert(piece.id.clone());
            }
        }
        Edit::Resize { id, shape, height } => {
            let index = index_of(layout, id).ok_or_else(|| EditError::Unknown(id.clone()))?;
            let piece = &mut layout.pieces[index];
            piece.shape = *shape;
            piece.height = *height;
            finite_piece(piece)?;
            touched.insert(id.clone());
        }
        Edit::Set(piece) => {
            finite_piece(piece)?;
            let index =
                index_of(layout, &piece.id).ok_or_else(|| EditError::Unknown(piece.id.clone()))?;
            layout.pieces[index] = piece.clone();
            touched.insert(piece.id.clone());
        }
        Edit::Delete { ids } => {
            indices(layout, ids)?;
            layout.pieces.retain(|piece| !ids.contains(&piece.id));
            touched.extend(ids.iter().cloned());
        }
        Edit::Duplicate { ids, dx, dy } => {
            finite(Measure::Distance, &[*dx, *dy])?;
            let mut copies = Vec::new();
            for index in indices(layout, ids)? {
                let mut copy = layout.pieces[index].clone();
                copy.id = fresh_id(layout, &copies, &copy.id);
                copy.x += dx;
                copy.y += dy;
                copies.push(copy);
            }
            touched.extend(copies.iter().map(|copy| copy.id.clone()));
            layout.pieces.extend(copies);
        }
        Edit::Table(size) => {
            finite(Measure::TableSize, &[size.width, size.depth])?;
            layout.table = *size;
        }
        Edit::Zones(zones) => {
            for zone in zones {
                finite(Measure::Zone, &[zone.x, zone.y, zone.width, zone.depth])?;
            }
            layout.deployment_zones.clone_from(zones);
        }
        Edit::Restore {
            removed,
            pieces,
            table,
            zones,
        } => {
            touched.extend(removed.iter().cloned());
            touched.extend(pieces.iter().map(|(_, piece)| piece.id.clone()));
            layout.pieces.retain(|piece| !touched.contains(&piece.id));
            let mut back: Vec<&(usize, Piece)> = pieces.iter().collect();
            back.sort_by_key(|(index, _)| *index);
            for (index, piece) in back {
                let at = (*index).min(layout.pieces.len());
                layout.pieces.insert(at, piece.clone());
            }
            if let Some(size) = table {
                layout.table = *size;
            }
            if let Some(zones) = zones {
                layout.deployment_zones.clone_from(zones);
            }
        }
    }
    Ok(touched)
}

fn index_of(layout: &Layout, id: &str) -> Option<usize> {
    layout.pieces.iter().position(|piece| piece.id == id)
}

/// The pieces `ids` names, each once, in the layout's order.
fn indices(layout: &Layout, ids: &[String]) -> Result<Vec<usize>, EditError> {
    if ids.is_empty() {
        return Err(EditError::NothingSelected);
    }
    let mut found = BTreeSet::new();
    for id in ids {
        found.insert(index_of(layout, id).ok_or_else(|| EditError::Unknown(id.clone()))?);
    }
    Ok(found.into_iter().collect())
}

fn finite(what: Measure, numbers: &[f32]) -> Result<(), EditError> {
    if numbers.iter().all(|number| number.is_finite()) {
        Ok(())
    } else {
        Err(EditError::NotFinite(what))
    }
}

fn finite_piece(piece: &Piece) -> Result<(), EditError> {
    finite(Measure::Place, &[piece.x, piece.y])?;
    finite(Measure::Rotation, &[piece.rotation_degrees])?;
    finite(Measure::Height, &[piece.height])?;
    match piece.shape {
        Footprint::Rect { width, depth } => finite(Measure::Size, &[width, depth]),
        Footprint::Circle { radius } => finite(Measure::Radius, &[radius]),
    }
}

/// `base` with the first number after it that no piece (nor a copy being made) has.
fn fresh_id(layout: &Layout, copies: &[Piece], base: &str) -> String {
    let taken =
        |id: &str| index_of(layout, id).is_some() || copies.iter().any(|copy| copy.id == id);
    (2..)
        .map(|number| format!("{base} {number}"))
        .find(|id| !taken(id))
        .unwrap_or_else(|| base.to_owned())
}

/// `value` to the nearest multiple of `step` (a step of 0 or less leaves it as it is).
pub fn snap(value: f32, step: f32) -> f32 {
    if step > 0.0 && value.is_finite() {
        (value / step).round() * step
    } else {
        value
    }
}

/// The designer's edits so far: undo as far back as the first, redo what was undone until a new
/// edit is made.
#[derive(Clone, Debug, Default)]
pub struct History {
    undo: Vec<Edit>,
    redo: Vec<Edit>,
}

impl History {
    /// Makes `edit` on `layout` (unchanged if refused); what was undone can no longer be redone.
    pub fn make(&mut self, layout: &mut Layout, edit: &Edit) -> Result<(), EditError> {
        let (next, undo) = apply(layout, edit)?;
        *layout = next;
        self.undo.push(undo);
        self.redo.clear();
        Ok(())
    }

    /// Makes `edit` as part of the last edit, so one undo takes both back (a number dragged or
    /// typed in a field, frame after frame). The last edit's undo must restore all that `edit`
    /// changes: the same piece, or the zones.
    pub fn amend(&mut self, layout: &mut Layout, edit: &Edit) -> Result<(), EditError> {
        let (next, _) = apply(layout, edit)?;
        *layout = next;
        self.redo.clear();
        Ok(())
    }

    /// Takes back the last edit; false when there is none.
    pub fn undo(&mut self, layout: &mut Layout) -> bool {
        Self::swap(&mut self.undo, &mut self.redo, layout)
    }

    /// Makes again the last edit undone; false when there is none.
    pub fn redo(&mut self, layout: &mut Layout) -> bool {
        Self::swap(&mut self.redo, &mut self.undo, layout)
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    fn swap(from: &mut Vec<Edit>, to: &mut Vec<Edit>, layout: &mut Layout) -> bool {
        let Some(edit) = from.pop() else {
            return false;
        };
        // A Restore made from this very layout always applies; if it somehow did not, the
        // edit stays where it was rather than being lost.
        match apply(layout, &edit) {
            Ok((next, back)) => {
                *layout = next;
                to.push(back);
                true
            }
            Err(_) => {
                from.push(edit);
                false
            }
        }
    }
}

#[cfg(test)]
#[path = "edit_tests.rs"]
mod tests;
