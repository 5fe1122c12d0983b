//! What the conflict waits for, as data (`awaiting` works it out from the world): in the base
//! of `conflict/`, so the conflict's own struct can keep the answer between commands.

use super::components::{ClashVerdict, PendingBlow, Phase, ReactionWindow};

/// The choice the conflict waits for, most urgent first.
#[derive(Clone, Debug, PartialEq)]
pub enum Awaiting {
    /// § Raid in the Compas: a Hidden Pawn Marker is being revealed; your Leader may pay to keep
    /// it hidden (`KeepHidden`).
    KeepHidden(super::solo_notes::PendingReveal),
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
