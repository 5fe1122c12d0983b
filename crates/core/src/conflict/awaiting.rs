//! What the conflict waits for next: the one place that orders its pending choices. `apply`,
//! `side_to_act`, the computer and the app all match on it.

use super::state::Awaiting;
use super::state::Conflict;
use super::world::components::Reactions;
use super::world::components::Temperaments;
use super::world::components::{Pending, Phase, Progress, Verdict};
use super::world::pawns::footing;
use crate::conflict::world::ConflictWorld;

pub(super) fn awaiting(world: &ConflictWorld) -> Awaiting {
    // Once the conflict is over nothing is revealed any more.
    if let Some(pending) = world
        .resource::<super::solo::notes::Solo>()
        .pending_reveals
        .first()
        && world.resource::<Progress>().phase == Phase::Turns
    {
        return Awaiting::KeepHidden(pending.clone());
    }
    if let Some(window) = &world.resource::<Reactions>().0 {
        return Awaiting::ReactionShot(window.clone());
    }
    if let Some(question) = super::clash::fight_or_retreat::question(world)
        && let Some(&pawn) = question.to_answer.first()
    {
        return Awaiting::FightOrRetreat {
            engager: question.engager,
            pawn,
        };
    }
    if let Some(blow) = &world.resource::<Pending>().0 {
        return Awaiting::Blow(blow.clone());
    }
    if let Some(verdict) = world.resource::<Verdict>().0 {
        return Awaiting::Verdict(verdict);
    }
    // Progress read once: this runs several times a command.
    let progress = world.resource::<Progress>();
    if progress.phase == super::world::components::Phase::Turns
        && let Some((by, left)) = mover_with(world, progress)
    {
        return Awaiting::Temperaments { by, left };
    }
    Awaiting::Phase(progress.phase.clone())
}

/// Drops questions to pawns that left the table meanwhile (a Reaction Shot, a bomb).
pub(super) fn tidy(world: &mut ConflictWorld) {
    let Some(question) = super::clash::fight_or_retreat::question(world).cloned() else {
        return;
    };
    let present = footing(world, question.engager).is_some();
    let to_answer: Vec<u32> = question
        .to_answer
        .into_iter()
        .filter(|&pawn| present && footing(world, pawn).is_some())
        .collect();
    world
        .resource_mut::<super::world::components::Engagement>()
        .0 = (!to_answer.is_empty()).then_some(super::world::components::EngagedQuestion {
        engager: question.engager,
        to_answer,
    });
}

impl Conflict {
    /// What the conflict waits for next (worked out when the last command was applied).
    pub fn awaiting(&self) -> Awaiting {
        self.awaiting.clone()
    }
}

/// The band that may still move pawns by their Temperament before the turn's first
/// activation, and how many (what `awaiting` reports).
pub(super) fn mover(world: &ConflictWorld) -> Option<(usize, u32)> {
    mover_with(world, world.resource::<Progress>())
}

/// `mover` with the progress already read.
fn mover_with(world: &ConflictWorld, progress: &Progress) -> Option<(usize, u32)> {
    if progress.active.is_some() {
        return None;
    }
    let (by, left) = world.resource::<Temperaments>().moves?;
    (left > 0).then_some((by, left))
}
