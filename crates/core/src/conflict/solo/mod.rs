//! 1650 § Alone in the Face of Danger: one player's band against an enemy band no player
//! commands. The enemy never activates by choice: what the player's pawns do fires Activation
//! Triggers (`triggers`), and each triggered enemy pawn, lowest Audacity first, does what the
//! first fitting row of the Activation Priorities Table says (`priorities`). Its maneuvers are
//! ordinary commands played inside `apply` after the player's, so a record replays them
//! exactly; what it answers in a clash is `antagonists::clash`'s (§ Enemy Pawns and Antagonists in
//! Clashes). Between the player's activations, as § Reaction Shot and the Temperaments are
//! (our reading, docs/rules-gaps.md).

pub(in crate::conflict) mod clash;
mod flight;
mod house;
mod informer;
mod marker_shot;
mod markers;
pub(in crate::conflict) mod notes;
mod placing;
mod priorities;
mod reveal;
mod rumours;
mod triggers;

pub(super) use super::solo::notes::{EnemyReport, Solo, enemy_band};
pub(in crate::conflict) use house::reveal_room;
pub(in crate::conflict) use informer::on_table as informer_on_table;
pub(in crate::conflict) use marker_shot::shoot_marker;
pub(in crate::conflict) use reveal::{answer as answer_reveal, computer_price};
pub(in crate::conflict) use rumours::coax;

/// Before the deployment: the enemy's deck and its Hidden Pawn Markers (§ Now or Never!: the
/// central room known already).
pub(super) fn lay_markers(world: &mut ConflictWorld, resolution: &mut Resolution) {
    markers::lay(world, resolution);
    house::lay(world);
}

use super::names::pawn_name;
use super::orders::ConflictCommand;
use super::solo::notes::Event;
use super::world::components::Progress;
use crate::conflict::world::ConflictWorld;
use crate::msg;
use crate::record::Resolution;
use crate::rules::rule;
use crate::words::Message;

const SECTION: &str = "Attitude of Enemy Pawns";

/// A distance the log gives in whole cm, rounded as `{:.0}` rounds (ties to even), so the
/// words read as they did when they were formatted here.
pub(super) fn whole_cm(cm: f32) -> i64 {
    cm.round_ties_even() as i64
}

/// After each command, between the player's activations: the enemy pawns the triggers fired
/// for activate, one at a time; the next one starts once the last has finished.
pub(super) fn after_command(
    world: &mut ConflictWorld,
    settle: &mut super::world::systems::Settle,
    resolution: &mut Resolution,
) {
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
    watch(world, active, resolution);
    flight::after_clash(world, resolution);
    house::inspect_doors(world, resolution);
    let events = world.resource::<Solo>().events.clone();
    reveal::reveal_due(world, &events, resolution);
    triggers::weigh(world, resolution);
    // Pawns fled, came out from under markers or were pushed above: who is engaged now (and
    // so what the table waits for, and what the next command may do) follows from where they
    // stand, as a copy of this conflict would find it.
    settle.run(world);
    let idle = active.is_none()
        && matches!(
            super::awaiting::awaiting(world),
            super::Awaiting::Phase(super::world::components::Phase::Turns)
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
fn next_triggered(world: &mut ConflictWorld) -> Option<(u32, Message)> {
    let solo = world.resource_mut::<Solo>();
    (!solo.triggered.is_empty()).then(|| solo.triggered.remove(0))
}

/// Activates `pawn` for the trigger `why` and chooses its row; false when it cannot be
/// activated now (off the table, already activated by a clash).
fn start(world: &mut ConflictWorld, pawn: u32, why: Message, resolution: &mut Resolution) -> bool {
    if super::world::pawns::footing(world, pawn).is_none() {
        return false;
    }
    let started =
        super::world::pawns::turn_mut(world, |turn| turn.activate_by_trigger(pawn as usize));
    if !matches!(started, Some(Ok(()))) {
        return false;
    }
    world.resource_mut::<Progress>().active = Some(pawn);
    // Each trigger's activation is a whole one: an enemy pawn may move again for the next
    // (§ Multiple Movements and Activations).
    super::world::pawns::set_deeds(world, pawn, Default::default());
    let decision = priorities::decide(world, pawn);
    let turn = world
        .resource::<Progress>()
        .turn
        .as_ref()
        .map_or(0, |turn| turn.number);
    let name = pawn_name(world, pawn).to_owned();
    resolution.explain_with(rule(SECTION), || {
        msg!("conflict-solo-triggered", why = why.clone(), pawn = &name)
    });
    resolution.explain_with(rule("Activation Priorities Table"), || {
        // The rows passed over come first, each before the next: "row 1 ...; row 2 ...; row 3: X".
        let taken = if decision.row > 0 {
            msg!(
                "conflict-solo-row-taken",
                row = decision.row,
                pawn = &name,
                chose = decision.chose.clone()
            )
        } else {
            msg!(
                "conflict-solo-no-row-taken",
                pawn = &name,
                chose = decision.chose.clone()
            )
        };
        decision
            .passed_over
            .iter()
            .rev()
            .fold(taken, |then, passed| {
                msg!(
                    "conflict-solo-row-passed-over",
                    passed = passed.clone(),
                    then = then
                )
            })
    });
    if decision.flees {
        super::band::harm::escaping_activation_of(world, pawn, resolution);
    }
    if decision.informer_runs {
        informer::run(
            world,
            msg!("conflict-solo-informer-when-activated"),
            resolution,
        );
        if super::world::pawns::footing(world, pawn).is_some() {
            super::world::pawns::finish_active(world, pawn);
        }
    }
    let solo = world.resource_mut::<Solo>();
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
pub(super) fn next_order(world: &ConflictWorld) -> Option<ConflictCommand> {
    let (pawn, orders) = world.resource::<Solo>().acting.as_ref()?;
    if world.resource::<Progress>().active != Some(*pawn)
        || !matches!(
            super::awaiting::awaiting(world),
            super::Awaiting::Phase(super::world::components::Phase::Turns)
        )
    {
        return None;
    }
    orders
        .first()
        .cloned()
        .or_else(|| super::antagonists::clash::strike(world, *pawn))
        .or(Some(ConflictCommand::EndActivation { pawn: *pawn }))
}

/// `order` was played (or refused): it is done with either way, so an enemy never tries the
/// same maneuver twice.
pub(super) fn played(world: &mut ConflictWorld, order: &ConflictCommand, accepted: bool) {
    let solo = world.resource_mut::<Solo>();
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

/// What changed since the last command, seen from here so the rule files need not call in:
/// a new turn (the enemy closes in; row 1's discharges start afresh), and the player's pawn
/// activated or finished (a trigger for the enemies near it, or in its clash).
fn watch(world: &mut ConflictWorld, active: Option<u32>, resolution: &mut Resolution) {
    let turn = world
        .resource::<Progress>()
        .turn
        .as_ref()
        .map(|turn| turn.number);
    let (seen_turn, seen_active) = {
        let solo = world.resource::<Solo>();
        (solo.seen_turn, solo.seen_active)
    };
    if turn != seen_turn
        && world.resource::<Progress>().phase == super::world::components::Phase::Turns
    {
        {
            let solo = world.resource_mut::<Solo>();
            solo.seen_turn = turn;
            solo.shot_this_turn.clear();
        }
        placing::turn_start(world, resolution);
    }
    if active == seen_active {
        return;
    }
    // Markers kept hidden may be asked about again once another of your activations begins.
    let yours = active.is_some_and(|pawn| !super::solo::notes::is_enemy(world, pawn));
    {
        let solo = world.resource_mut::<Solo>();
        solo.seen_active = active;
        solo.looked = false;
        solo.coaxed = false;
        if yours {
            solo.spared.clear();
        }
    }
    let players =
        |pawn: Option<u32>| pawn.filter(|&pawn| !super::solo::notes::is_enemy(world, pawn));
    let mut events = Vec::new();
    if let Some(pawn) = players(seen_active) {
        events.push(Event::ActivationEnded { pawn });
    }
    if let Some(pawn) = players(active) {
        events.push(Event::Activated { pawn });
    }
    world.resource_mut::<Solo>().events.extend(events);
}
