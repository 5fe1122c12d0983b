//! The conflict's state (its setup, scenery and world), what it waits for as data (`awaiting`
//! works that out from the world; kept here so the struct can hold the answer between commands),
//! and the plain accessors every part reads; how commands change it lives in the rule files,
//! which add their own `impl`s.

use super::names::Names;
use super::setup::ConflictSetup;
use super::world::components::{ClashVerdict, PendingBlow, Phase, ReactionWindow};
use super::world::components::{Progress, Table};
use crate::conflict::world::ConflictWorld;
use crate::table::scenery::Scenery;
use std::fmt;
use std::sync::Arc;

/// A 1650 conflict in progress.
pub struct Conflict {
    pub(super) setup: Arc<ConflictSetup>,
    pub(super) scenery: Arc<Scenery>,
    pub(super) world: ConflictWorld,
    pub(super) settle: super::world::systems::Settle,
    /// What the world waits for, worked out once after each change (`awaiting::awaiting`):
    /// the computer, the app and the next command's check all ask it.
    pub(super) awaiting: Awaiting,
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

/// The choice the conflict waits for, most urgent first.
#[derive(Clone, Debug, PartialEq)]
pub enum Awaiting {
    /// § Raid in the Compas: a Hidden Pawn Marker is being revealed; your Leader may pay to keep
    /// it hidden (`KeepHidden`).
    KeepHidden(super::solo::notes::PendingReveal),
    /// § Reaction Shot: an enemy stirred in the sight of waiting pawns; their player fires or
    /// holds.
    ReactionShot(ReactionWindow),
    /// § Pawns' Reactions: `pawn`, engaged by `engager`'s maneuver and activated at once,
    /// chooses to fight or retreat.
    FightOrRetreat { engager: u32, pawn: u32 },
    /// The target of a blow answers (§ Attack and Reply).
    Blow(PendingBlow),
    /// The winner of a clash chooses its result (§ Resolution of Clashes).
    Verdict(ClashVerdict),
    /// § How Do Antagonists Work: before its first activation of the turn, band `by` may move
    /// up to `left` more pawns that their Temperament drives (`MoveByTemperament`), or stop.
    Temperaments { by: usize, left: u32 },
    /// Nothing is pending: the phase's own step (during the turns: activate, act, end).
    Phase(Phase),
}
