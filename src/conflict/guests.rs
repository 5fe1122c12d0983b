//! § Feast of Eucharist at the table: whose eyes are on the screen (a band sees what its own
//! Guest Markers hide, never another's), the curtain that hands the screen over between two
//! people, and the markers drawn on the table.

use super::ConflictTable;
use super::marks::{band_colour, hexagon, ring};
use bevy::prelude::*;
use ysbilia_core::conflict::GuestView;
use ysbilia_core::table::base::DEFAULT_BASE_DIAMETER_CM;
use ysbilia_core::table::layout::TableSize;

impl ConflictTable {
    /// Whether the game hides pawns under Guest Markers.
    pub(super) fn has_guests(&self) -> bool {
        self.game().setup().commission.terms().guests.is_some()
    }

    /// The bands people play (not the computer).
    fn human_bands(&self) -> Vec<usize> {
        (0..self.game().setup().sides.len())
            .filter(|&band| !self.is_computer(band))
            .collect()
    }

    /// The band whose markers' contents the screen shows: the only person's band against the
    /// computer; between two people, the band that lifted the curtain last; none otherwise.
    pub(super) fn guest_viewer(&self) -> Option<usize> {
        match self.human_bands().as_slice() {
            [only] => Some(*only),
            _ => self.guests_shown,
        }
    }

    /// The band a person must take the screen for before anything shows (two people at a
    /// feast, the screen not yet handed to the band to act).
    pub(super) fn curtain(&self) -> Option<usize> {
        if !self.has_guests() {
            return None;
        }
        let band = self.human_to_act()?;
        (self.human_bands().len() > 1 && self.guests_shown != Some(band)).then_some(band)
    }

    /// The Guest Markers as the screen's viewer may know them.
    pub(super) fn guests(&self) -> Vec<GuestView> {
        self.game().guest_markers(self.guest_viewer())
    }

    /// The marker a click on the table moves (the band to act's, still waiting).
    pub(super) fn guest_to_move(&self, band: usize) -> Option<usize> {
        let waiting: Vec<usize> = self
            .guests()
            .into_iter()
            .filter(|marker| marker.band == band && marker.waiting)
            .map(|marker| marker.marker)
            .collect();
        self.guest_choice.filter(|choice| waiting.contains(choice))
    }
}

/// Each covered Guest Marker as a hexagon in its band's colour; the one chosen to move with the
/// reach of the longest roll round it.
pub(super) fn guest_marks(gizmos: &mut Gizmos, table: &ConflictTable, size: TableSize) {
    if !table.has_guests() {
        return;
    }
    let chosen = table
        .game()
        .side_to_act()
        .and_then(|band| table.guest_to_move(band));
    // The farthest a marker may go: the page's die at its highest.
    let reach = ysbilia_core::conflict::GuestTerms::of(table.game().setup().commission)
        .map_or(0.0, |terms| terms.move_die.sides() as f32);
    for marker in table.guests() {
        let Some(at) = marker.at else {
            continue;
        };
        let centre = Vec2::new(at.x, at.y);
        hexagon(gizmos, size, centre, band_colour(marker.band));
        ring(gizmos, size, centre, 0.0, 0.6, band_colour(marker.band));
        if chosen == Some(marker.marker) {
            ring(
                gizmos,
                size,
                centre,
                0.0,
                reach + DEFAULT_BASE_DIAMETER_CM / 2.0,
                Color::srgb(1.0, 0.85, 0.2),
            );
        }
    }
}
