//! § Feast of Eucharist: what each band may see of the Guest Markers (what one hides only for
//! its own band's eyes), and the questions the panels ask of them.

use super::guest_placing::{check_place, spacing_now};
use super::guest_play::{check_uncover, has_pawn_on_table};
use super::{Guests, marker_name};
use crate::conflict::state::Conflict;
use crate::record::Rejection;
use crate::table::base::Point;

/// What a band may know of one Guest Marker still covered.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct GuestView {
    pub marker: usize,
    pub band: usize,
    pub at: Option<Point>,
    /// The pawn under it: only for its own band's eyes (none for everybody else's).
    pub hides: Option<u32>,
    /// Still to activate this turn.
    pub waiting: bool,
}

impl Conflict {
    /// The Guest Markers still covered, as band `viewer` may know them: what one hides only for
    /// its own band (none: nobody's eyes, the spectator's).
    pub fn guest_markers(&self, viewer: Option<usize>) -> Vec<GuestView> {
        let guests = self.world.resource::<Guests>();
        let turn = self.progress().turn.as_ref();
        guests
            .markers
            .iter()
            .enumerate()
            .filter(|(_, marker)| !marker.uncovered)
            .map(|(index, marker)| GuestView {
                marker: index,
                band: marker.band,
                at: marker.at,
                hides: (viewer == Some(marker.band)).then_some(marker.hides),
                waiting: turn.is_some_and(|turn| {
                    turn.states.get(super::slot(&self.world, index))
                        == Some(&crate::rules::activation::Activation::Waiting)
                }),
            })
            .collect()
    }

    /// A copy in which what band `band`'s covered markers hide goes round by one: the same
    /// table as every other band sees it (the hidden-information test's).
    #[doc(hidden)]
    pub fn with_guests_swapped_for_test(&self, band: usize) -> Conflict {
        let mut copy = self.clone();
        let guests = copy.world.resource_mut::<Guests>();
        let covered: Vec<usize> = guests
            .markers
            .iter()
            .enumerate()
            .filter(|(_, marker)| marker.band == band && !marker.uncovered)
            .map(|(index, _)| index)
            .collect();
        let hidden: Vec<u32> = covered
            .iter()
            .map(|&index| guests.markers[index].hides)
            .collect();
        for (slot, &index) in covered.iter().enumerate() {
            guests.markers[index].hides = hidden[(slot + 1) % hidden.len()];
        }
        copy.awaiting = crate::conflict::awaiting::awaiting(&copy.world);
        copy
    }

    /// Markers the active `pawn` may try to uncover now.
    pub fn uncoverable_markers(&self, pawn: u32) -> Vec<usize> {
        self.world
            .resource::<Guests>()
            .covered()
            .map(|(index, _)| index)
            .filter(|&index| check_uncover(&self.world, pawn, index).is_ok())
            .collect()
    }

    /// Whether band `band` may turn over the marker it activates (no pawn of its own on the
    /// table yet).
    pub fn may_turn_over(&self, band: usize) -> bool {
        !has_pawn_on_table(&self.world, band)
    }

    /// "Guest Marker 3 (Band A's)": what the log and the panels call marker `marker`.
    pub fn guest_marker_name(&self, marker: usize) -> String {
        marker_name(&self.world, marker)
    }

    /// How far apart the next Guest Marker must go (cm; 0: anywhere).
    pub fn guest_spacing(&self) -> f32 {
        spacing_now(&self.world)
    }

    /// Why band `by` may not place its next marker at `at`.
    pub fn check_guest_place(&self, by: usize, at: Point) -> Result<(), Rejection> {
        check_place(&self.world, by, at).map(|_| ())
    }
}
