//! The Scenery Designer's working state (issue 22): the layout being drawn, its unlimited undo
//! (`edit::History`), the selection, the grid it snaps to, and whether it has changes not yet
//! saved. Every change is an `edit::Edit`, so the screen only asks and shows; the pieces it can
//! place come from the palette file (assets/designer/palette.ron).

use super::edit::{Edit, EditError, History, SNAP_CM, SNAP_DEGREES, snap};
use super::layout::{Layout, Piece, TableSize, Zone};
use super::layout_files::save_layout;
use crate::data::{DataError, parse_ron};
use crate::msg;
use crate::words::Message;
use parry3d::math::Vec2;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// Where the designer's palette lives, under the project root.
pub const PALETTE_FILE: &str = "assets/designer/palette.ron";

/// One thing the palette offers: a piece as it is first placed (the player resizes it after).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PaletteEntry {
    /// What the palette's button says.
    pub label: String,
    /// The piece placed; its `id` is the stem of the new pieces' names ("house", "house 2").
    pub piece: Piece,
}

/// The palette, in the order the screen lists it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Palette {
    pub pieces: Vec<PaletteEntry>,
}

impl Palette {
    pub fn parse(label: &str, text: &str) -> Result<Self, DataError> {
        parse_ron(label, text)
    }

    /// The palette under `root`, or why it cannot be read (`file:line:col: what`).
    pub fn load(root: &Path) -> Result<Self, DataError> {
        let text = std::fs::read_to_string(root.join(PALETTE_FILE))
            .map_err(|error| DataError::unreadable(PALETTE_FILE, &error))?;
        Self::parse(PALETTE_FILE, &text)
    }
}

/// A layout being designed.
#[derive(Clone, Debug)]
pub struct Design {
    layout: Layout,
    history: History,
    selected: Vec<String>,
    /// Positions to the 1 cm grid and turns to 15° (`edit::SNAP_CM`, `SNAP_DEGREES`).
    pub snapping: bool,
    /// The layout as last saved or opened: anything else is unsaved work.
    saved: Option<Layout>,
    /// What the last edit changed through a field of the panel: the next change of the same
    /// joins it, so a number dragged or typed is one undo step.
    live: Option<Live>,
}

/// What a panel's fields change, frame after frame.
#[derive(Clone, Debug, PartialEq)]
enum Live {
    Piece(String),
    Zones,
    Table,
}

impl Design {
    /// An empty table of the rules' default size (100 x 100 cm).
    pub fn empty(name: &str) -> Self {
        Self::unsaved(Layout {
            name: name.to_owned(),
            table: TableSize::default(),
            deployment_zones: Vec::new(),
            pieces: Vec::new(),
        })
    }

    /// A layout opened from a file: nothing to save until it changes.
    pub fn opened(layout: Layout) -> Self {
        let mut design = Self::unsaved(layout);
        design.saved = Some(design.layout.clone());
        design
    }

    /// A layout to start from that has no file of the player's yet (a shipped one, a copy).
    pub fn unsaved(layout: Layout) -> Self {
        Self {
            layout,
            history: History::default(),
            selected: Vec::new(),
            snapping: true,
            saved: None,
            live: None,
        }
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    pub fn selected(&self) -> &[String] {
        &self.selected
    }

    pub fn is_selected(&self, id: &str) -> bool {
        self.selected.iter().any(|selected| selected == id)
    }

    /// Selects the piece `id` alone, or adds it to (or takes it from) the selection; `None`
    /// clears the selection unless adding.
    pub fn select(&mut self, id: Option<&str>, adding: bool) {
        self.live = None;
        match (id, adding) {
            (Some(id), true) => {
                if let Some(at) = self.selected.iter().position(|selected| selected == id) {
                    self.selected.remove(at);
                } else {
                    self.selected.push(id.to_owned());
                }
            }
            (Some(id), false) => self.selected = vec![id.to_owned()],
            (None, true) => {}
            (None, false) => self.selected.clear(),
        }
    }

    /// The topmost piece under `point` (the last drawn), if any.
    pub fn piece_at(&self, point: Vec2) -> Option<&Piece> {
        self.layout
            .pieces
            .iter()
            .rev()
            .find(|piece| piece.footprint_distance(point) <= 0.0)
    }

    /// Places a copy of `template` centred at `at` (snapped), named after the template's id,
    /// and selects it; the new piece's id.
    pub fn place(&mut self, template: &Piece, at: Vec2) -> Result<String, EditError> {
        let mut piece = template.clone();
        piece.id = self.free_id(&template.id);
        piece.x = self.snapped(at.x, SNAP_CM);
        piece.y = self.snapped(at.y, SNAP_CM);
        self.make(&Edit::Place(vec![piece.clone()]), None)?;
        self.selected = vec![piece.id.clone()];
        Ok(piece.id)
    }

    /// Moves the selection so that piece `anchor` (one of it, the one dragged) ends centred at
    /// `to`, snapped: one edit however long the drag was.
    pub fn drag_selected(&mut self, anchor: &str, to: Vec2) -> Result<(), EditError> {
        let by = self.drag_offset(anchor, to)?;
        self.move_selected(by.x, by.y)
    }

    /// How far a drag of piece `anchor` to `to` moves the selection, snapped as the drop will
    /// be (the screen draws the pieces there while the drag lasts).
    pub fn drag_offset(&self, anchor: &str, to: Vec2) -> Result<Vec2, EditError> {
        let piece = self
            .layout
            .pieces
            .iter()
            .find(|piece| piece.id == anchor)
            .ok_or_else(|| EditError::Unknown(anchor.to_owned()))?;
        Ok(Vec2::new(
            self.snapped(to.x, SNAP_CM) - piece.x,
            self.snapped(to.y, SNAP_CM) - piece.y,
        ))
    }

    /// Moves the selection by `dx`, `dy` cm (the arrow keys; no move is no edit).
    pub fn move_selected(&mut self, dx: f32, dy: f32) -> Result<(), EditError> {
        if dx == 0.0 && dy == 0.0 {
            return Ok(());
        }
        let ids = self.selection()?;
        self.make(&Edit::Move { ids, dx, dy }, None)
    }

    /// Turns each selected piece about its centre by `degrees`; with snapping on, each ends on
    /// a multiple of 15°.
    pub fn rotate_selected(&mut self, degrees: f32) -> Result<(), EditError> {
        let ids = self.selection()?;
        if !self.snapping {
            return self.make(&Edit::Rotate { ids, degrees }, None);
        }
        // One piece may stand off the grid (opened from a file): each turns to its own next
        // multiple, so they are set one by one, as one edit each.
        for id in ids {
            let Some(piece) = self.layout.pieces.iter().find(|piece| piece.id == id) else {
                continue;
            };
            let mut turned = piece.clone();
            turned.rotation_degrees =
                snap(piece.rotation_degrees + degrees, SNAP_DEGREES).rem_euclid(360.0);
            self.make(&Edit::Set(turned), None)?;
        }
        Ok(())
    }

    pub fn delete_selected(&mut self) -> Result<(), EditError> {
        let ids = self.selection()?;
        self.make(&Edit::Delete { ids }, None)?;
        self.selected.clear();
        Ok(())
    }

    /// Copies of the selection 5 cm to the east and north; the copies become the selection.
    pub fn duplicate_selected(&mut self) -> Result<(), EditError> {
        let ids = self.selection()?;
        let before = self.layout.pieces.len();
        self.make(
            &Edit::Duplicate {
                ids,
                dx: 5.0,
                dy: 5.0,
            },
            None,
        )?;
        self.selected = self.layout.pieces[before..]
            .iter()
            .map(|piece| piece.id.clone())
            .collect();
        Ok(())
    }

    /// The piece of the same id replaced by `piece` (numbers typed in the panel); a new id
    /// keeps it selected.
    pub fn set_piece(&mut self, old_id: &str, piece: Piece) -> Result<(), EditError> {
        if old_id == piece.id {
            let live = Live::Piece(piece.id.clone());
            return self.make(&Edit::Set(piece), Some(live));
        }
        if self.layout.pieces.iter().any(|other| other.id == piece.id) {
            return Err(EditError::Taken(piece.id));
        }
        // A renamed piece: taken out and put back under its new name, at the same place in
        // the list (one edit for undo: a Restore does both).
        let index = self
            .layout
            .pieces
            .iter()
            .position(|other| other.id == old_id)
            .ok_or_else(|| EditError::Unknown(old_id.to_owned()))?;
        let new_id = piece.id.clone();
        self.make(
            &Edit::Restore {
                removed: vec![old_id.to_owned()],
                pieces: vec![(index, piece)],
                table: None,
                zones: None,
            },
            None,
        )?;
        for selected in &mut self.selected {
            if selected == old_id {
                selected.clone_from(&new_id);
            }
        }
        Ok(())
    }

    pub fn set_table(&mut self, size: TableSize) -> Result<(), EditError> {
        self.make(&Edit::Table(size), Some(Live::Table))
    }

    /// The deployment zones, replaced whole (the panel edits them as a list).
    pub fn set_zones(&mut self, zones: Vec<Zone>) -> Result<(), EditError> {
        // Numbers changed field by field join; a zone added or taken out is a step of its own.
        let live = (zones.len() == self.layout.deployment_zones.len()).then_some(Live::Zones);
        self.make(&Edit::Zones(zones), live)
    }

    pub fn rename(&mut self, name: &str) {
        name.clone_into(&mut self.layout.name);
    }

    pub fn undo(&mut self) -> bool {
        self.live = None;
        let undone = self.history.undo(&mut self.layout);
        self.forget_missing();
        undone
    }

    pub fn redo(&mut self) -> bool {
        self.live = None;
        let redone = self.history.redo(&mut self.layout);
        self.forget_missing();
        redone
    }

    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// What keeps the layout from being played (the checks of `ysbilia validate`); a layout
    /// with problems is still saved, as a draft.
    pub fn problems(&self) -> Vec<Message> {
        self.layout.problem_messages()
    }

    /// Changes since the layout was last saved or opened.
    pub fn unsaved_changes(&self) -> bool {
        self.saved.as_ref() != Some(&self.layout)
    }

    /// Saves into `folder` (atomically, the previous file kept as `.prev`); the file written.
    pub fn save(&mut self, folder: &Path) -> Result<PathBuf, Message> {
        if self.layout.name.trim().is_empty() {
            return Err(msg!("scenery-layout-unnamed"));
        }
        std::fs::create_dir_all(folder).map_err(|error| {
            msg!(
                "scenery-layout-folder-not-made",
                folder = folder.display().to_string(),
                error = error.to_string()
            )
        })?;
        let path = save_layout(folder, &self.layout)?;
        self.saved = Some(self.layout.clone());
        Ok(path)
    }

    /// Makes `edit`; a change through the same field as the last edit (`live`) joins it.
    fn make(&mut self, edit: &Edit, live: Option<Live>) -> Result<(), EditError> {
        if live.is_some() && live == self.live && self.history.can_undo() {
            self.history.amend(&mut self.layout, edit)?;
        } else {
            self.history.make(&mut self.layout, edit)?;
        }
        self.live = live;
        Ok(())
    }

    /// One edit, not joined with the field edits before it (the handles' resize).
    pub(super) fn make_edit(&mut self, edit: &Edit) -> Result<(), EditError> {
        self.make(edit, None)
    }

    fn selection(&self) -> Result<Vec<String>, EditError> {
        if self.selected.is_empty() {
            Err(EditError::NothingSelected)
        } else {
            Ok(self.selected.clone())
        }
    }

    pub(super) fn snapped(&self, value: f32, step: f32) -> f32 {
        if self.snapping {
            snap(value, step)
        } else {
            value
        }
    }

    /// `stem` if no piece has it, else the first `stem N` free.
    fn free_id(&self, stem: &str) -> String {
        let taken = |id: &str| self.layout.pieces.iter().any(|piece| piece.id == id);
        if !taken(stem) {
            return stem.to_owned();
        }
        (2..)
            .map(|number| format!("{stem} {number}"))
            .find(|id| !taken(id))
            .unwrap_or_else(|| stem.to_owned())
    }

    /// An undo may take away a selected piece: the selection keeps only what is there.
    fn forget_missing(&mut self) {
        let pieces = &self.layout.pieces;
        self.selected
            .retain(|id| pieces.iter().any(|piece| &piece.id == id));
    }
}

#[cfg(test)]
#[path = "design_tests.rs"]
mod tests;
