//! The conflict's state (its setup, scenery and world) and the plain accessors every
//! part reads; how commands change it lives in the rule files, which add their own `impl`s.

use super::components::{Progress, Table};
use super::names::Names;
use super::setup::ConflictSetup;
use crate::conflict::world::ConflictWorld;
use crate::table::scenery::Scenery;
use std::fmt;
use std::sync::Arc;

/// A 1650 conflict in progress.
pub struct Conflict {
    pub(super) setup: Arc<ConflictSetup>,
    pub(super) scenery: Arc<Scenery>,
    pub(super) world: ConflictWorld,
    pub(super) settle: super::systems::Settle,
    /// What the world waits for, worked out once after each change (`awaiting::awaiting`):
    /// the computer, the app and the next command's check all ask it.
    pub(super) awaiting: super::waiting_for::Awaiting,
}

impl Conflict {
    pub fn setup(&self) -> &ConflictSetup {
        &self.setup
    }

    /// The scenery as it stands now (small obstacles blown away are gone from it).
    pub fn scenery(&self) -> &Scenery {
        &self.world.resource::<Table>().0
    }

    pub fn progress(&self) -> &Progress {
        self.world.resource::<Progress>()
    }

    /// The turn being played, once the turns have begun.
    pub fn turn_number(&self) -> Option<u32> {
        self.progress().turn.as_ref().map(|turn| turn.number)
    }

    /// What pawns and bands are called (by the log, the panels and the labels).
    pub fn names(&self) -> &Names {
        self.world.resource::<Names>()
    }
}

impl fmt::Debug for Conflict {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter
            .debug_struct("Conflict")
            .field("progress", self.progress())
            .finish_non_exhaustive()
    }
}
