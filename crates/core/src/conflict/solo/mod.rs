//! 1650 § Alone in the Face of Danger: one player's band against an enemy band no player
//! commands. The enemy never activates by choice: what the player's pawns do fires Activation
//! Triggers (`triggers`), and each triggered enemy pawn, lowest Audacity first, does what the
//! first fitting row of the Activation Priorities Table says (`priorities`). Its maneuvers are
//! ordinary commands played inside `apply` after the player's, so a record replays them
//! exactly; what it answers in a clash is `antagonist_play`'s (§ Enemy Pawns and Antagonists in
//! Clashes). Between the player's activations, as § Reaction Shot and the Temperaments are
//! (our reading, docs/rules-gaps.md).

mod placing;
mod priorities;
mod triggers;

pub(super) use placing::{arrive, turn_start};
pub(super) use triggers::{note_activated, note_activation_end, note_gunpowder, note_wound};

use super::components::{Playing, Progress};
use super::names::pawn_name;
use super::orders::ConflictCommand;
use crate::record::Resolution;
use crate::rules::rule;
use bevy_ecs::prelude::{Resource, World};
use serde::{Deserialize, Serialize};

const SECTION: &str = "Attitude of Enemy Pawns";

/// What the enemy no player commands has pending.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Solo {
    /// What happened since the enemy last answered, not yet weighed for triggers.
    pub(super) events: Vec<triggers::Event>,
    /// Enemy pawns an Activation Trigger fired for, in the order they activate, with why.
    pub(super) triggered: Vec<(u32, String)>,
    /// The enemy pawn activated now, and the maneuvers it has left.
    pub(super) acting: Option<(u32, Vec<ConflictCommand>)>,
    /// Enemy pawns hit by a discharge this turn (§ Activation Priorities Table, row 1).
    pub(super) shot_this_turn: Vec<u32>,
    /// (enemy, pawn) pairs already within the contact trigger's distance: it fires once for
    /// each pawn that comes that near.
    pub(super) close: Vec<(u32, u32)>,
    /// Every enemy activation: what fired it, the row it used and why the rows above did not fit.
    pub reports: Vec<EnemyReport>,
}

/// One enemy activation, as the log and the panel tell it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EnemyReport {
    pub turn: u32,
    pub pawn: u32,
    /// The Activation Trigger that fired, in words.
    pub trigger: String,
    /// The row of the Activation Priorities Table used (1 to 6; 0 when none fitted).
    pub row: u8,
    /// Why each row above it did not fit, in order.
    pub passed_over: Vec<String>,
    /// What the row makes it do.
    pub chose: String,
}

/// The band no player commands, in a Commission played alone.
pub(super) fn enemy_band(world: &World) -> Option<usize> {
    world.resource::<Playing>().0.enemy_band()
}

/// Whether `pawn` belongs to the band no player commands.
pub(super) fn is_enemy(world: &World, pawn: u32) -> bool {
    enemy_band(world).is_some_and(|band| super::pawns::side_of_any(world, pawn) == band)
}

/// § Attitude of Enemy Pawns: at the start of each turn the enemy band's pawns wait for
/// triggers, not for the alternation.
pub(super) fn open_turn(world: &World, turn: &mut crate::rules::activation::Turn) {
    if let Some(band) = enemy_band(world) {
        turn.set_enemy_side(band);
    }
}

/// After each command, between the player's activations: the enemy pawns the triggers fired
/// for activate, one at a time; the next one starts once the last has finished.
pub(super) fn after_command(world: &mut World, resolution: &mut Resolution) {
    if enemy_band(world).is_none() {
        return;
    }
    let active = world.resource::<Progress>().active;
    if let Some((pawn, _)) = world.resource::<Solo>().acting
        && active != Some(pawn)
    {
        // Its activation ended (it fled, fell or finished).
        world.resource_mut::<Solo>().acting = None;
    }
    triggers::weigh(world, resolution);
    let idle = active.is_none()
        && matches!(
            super::awaiting::awaiting(world),
            super::Awaiting::Phase(super::components::Phase::Turns)
        );
    if !idle {
        return;
    }
    while let Some((pawn, why)) = next_triggered(world) {
        if start(world, pawn, why, resolution) {
            return;
        }
    }
}

/// The next enemy pawn to activate, taken off the list.
fn next_triggered(world: &mut World) -> Option<(u32, String)> {
    let mut solo = world.resource_mut::<Solo>();
    (!solo.triggered.is_empty()).then(|| solo.triggered.remove(0))
}

/// Activates `pawn` for the trigger `why` and chooses its row; false when it cannot be
/// activated now (off the table, already activated by a clash).
fn start(world: &mut World, pawn: u32, why: String, resolution: &mut Resolution) -> bool {
    if super::pawns::footing(world, pawn).is_none() {
        return false;
    }
    let started = super::pawns::turn_mut(world, |turn| turn.activate_by_trigger(pawn as usize));
    if !matches!(started, Some(Ok(()))) {
        return false;
    }
    world.resource_mut::<Progress>().active = Some(pawn);
    // Each trigger's activation is a whole one: an enemy pawn may move again for the next
    // (§ Multiple Movements and Activations).
    super::pawns::set_deeds(world, pawn, Default::default());
    let decision = priorities::decide(world, pawn);
    let turn = world
        .resource::<Progress>()
        .turn
        .as_ref()
        .map_or(0, |turn| turn.number);
    let name = pawn_name(world, pawn).to_owned();
    resolution.explain_with(rule(SECTION), || {
        format!("{why}: {name} is activated (an Activation Trigger)")
    });
    resolution.explain_with(rule("Activation Priorities Table"), || {
        let mut words = String::new();
        for skipped in &decision.passed_over {
            words.push_str(skipped);
            words.push_str("; ");
        }
        if decision.row > 0 {
            format!("{words}row {}: {name} {}", decision.row, decision.chose)
        } else {
            format!("{words}{name} {}", decision.chose)
        }
    });
    if decision.flees {
        super::harm::escaping_activation_of(world, pawn, resolution);
    }
    let mut solo = world.resource_mut::<Solo>();
    solo.reports.push(EnemyReport {
        turn,
        pawn,
        trigger: why,
        row: decision.row,
        passed_over: decision.passed_over,
        chose: decision.chose,
    });
    solo.acting = Some((pawn, decision.orders));
    true
}

/// The command the acting enemy pawn plays next, when nothing else waits: its row's
/// maneuvers, then a blow at the pawn it is engaged with, then the end of its activation.
pub(super) fn next_order(world: &World) -> Option<ConflictCommand> {
    let (pawn, orders) = world.resource::<Solo>().acting.as_ref()?;
    if world.resource::<Progress>().active != Some(*pawn)
        || !matches!(
            super::awaiting::awaiting(world),
            super::Awaiting::Phase(super::components::Phase::Turns)
        )
    {
        return None;
    }
    orders
        .first()
        .cloned()
        .or_else(|| super::antagonist_play::strike(world, *pawn))
        .or(Some(ConflictCommand::EndActivation { pawn: *pawn }))
}

/// `order` was played (or refused): it is done with either way, so an enemy never tries the
/// same maneuver twice.
pub(super) fn played(world: &mut World, order: &ConflictCommand, accepted: bool) {
    let mut solo = world.resource_mut::<Solo>();
    let Some((pawn, orders)) = solo.acting.as_mut() else {
        return;
    };
    let pawn = *pawn;
    match orders.first() {
        Some(first) if first == order => {
            orders.remove(0);
        }
        _ if matches!(order, ConflictCommand::EndActivation { .. }) => solo.acting = None,
        // A blow it could not strike: its activation ends.
        _ if !accepted => *orders = vec![ConflictCommand::EndActivation { pawn }],
        _ => {}
    }
}

/// A new turn: row 1's "harmed by discharges during the turn" starts afresh.
pub(super) fn new_turn(world: &mut World) {
    if enemy_band(world).is_some() {
        world.resource_mut::<Solo>().shot_this_turn.clear();
    }
}
