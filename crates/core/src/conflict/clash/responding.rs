//! Pawns the rules make the responding pawn of their clash, whatever § Attacking and Responding
//! Pawns would say: a hidden pawn (§ Hide), a pawn engaged while reloading (§ Reloading Slow
//! Weapons), and a pawn whose card leans after a push back into an obstacle (§ Resolution of
//! Clashes: "during the next turn's clash").

use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Progress;
pub use crate::conflict::world::notes::Leaning;
use crate::conflict::world::pawns::deeds;
use crate::msg;
use crate::words::Message;

/// The number of the turn being played (0 before the first).
pub(in crate::conflict) fn turn_number(world: &ConflictWorld) -> u32 {
    world
        .resource::<Progress>()
        .turn
        .as_ref()
        .map_or(0, |turn| turn.number)
}

/// Whether `pawn`'s card leans this turn.
pub(in crate::conflict) fn is_leaning(world: &ConflictWorld, pawn: u32) -> bool {
    let now = turn_number(world);
    world
        .resource::<Leaning>()
        .0
        .iter()
        .any(|&(leaning, turn)| leaning == pawn && turn == now)
}

/// § Resolution of Clashes: `pawn` was pushed into an obstacle; it responds next turn.
pub(in crate::conflict) fn lean(world: &mut ConflictWorld, pawn: u32) {
    let next = turn_number(world) + 1;
    let leaning = world.resource_mut::<Leaning>();
    leaning.0.retain(|&(listed, _)| listed != pawn);
    leaning.0.push((pawn, next));
    leaning.0.sort_unstable();
}

/// At a new turn, cards that leaned for an earlier turn stand up again.
pub(in crate::conflict) fn new_turn(world: &mut ConflictWorld, number: u32) {
    world
        .resource_mut::<Leaning>()
        .0
        .retain(|&(_, turn)| turn >= number);
}

/// Why `pawn` must be the responding pawn of its clash with `opponent` now, if it must.
pub(in crate::conflict) fn must_respond(
    world: &ConflictWorld,
    pawn: u32,
    opponent: u32,
) -> Option<Message> {
    if deeds(world, opponent).cowed.contains(&pawn) {
        Some(msg!("conflict-clash-responds-intimidated"))
    } else if crate::conflict::movement::hide::hidden_behind(world, pawn).is_some() {
        Some(msg!("conflict-clash-responds-hidden"))
    } else if deeds(world, pawn).reloading {
        Some(msg!("conflict-clash-responds-reloading"))
    } else if is_leaning(world, pawn) {
        Some(msg!("conflict-clash-responds-leaning"))
    } else {
        None
    }
}

impl crate::conflict::state::Conflict {
    /// Whether `pawn`'s card leans this turn: it is the responding pawn of its clash.
    pub fn is_leaning(&self, pawn: u32) -> bool {
        is_leaning(&self.world, pawn)
    }
}

/// What being engaged in a clash does at once to `pawn`: its reloading is lost, and an escaping
/// pawn recovers.
pub(in crate::conflict) fn when_engaged(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut crate::record::Resolution,
) {
    engaged_while_reloading(world, pawn, resolution);
    recovers_when_engaged(world, pawn, resolution);
}

/// § Every Man for Himself: "If an escaping pawn is engaged in a clash, it will recover
/// automatically", at once, with no roll; as after any recovery it may only turn this turn
/// (besides fighting its clash).
fn recovers_when_engaged(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut crate::record::Resolution,
) {
    if crate::conflict::band::harm::nerve(world, pawn) != crate::rules::audacity::Nerve::Escaping {
        return;
    }
    crate::conflict::band::harm::recover(world, pawn);
    let name = crate::conflict::names::pawn_name(world, pawn);
    resolution.explain_with(crate::rules::rule("Every Man for Himself"), || {
        msg!("conflict-clash-escaping-recovers", pawn = name.as_str())
    });
}

/// § Reloading Slow Weapons: "any pawn engaged while reloading ... won't have the chance to
/// reload": the weapons it was reloading stay unloaded.
fn engaged_while_reloading(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut crate::record::Resolution,
) {
    if !deeds(world, pawn).reloading {
        return;
    }
    let Some(entity) = crate::conflict::world::pawns::entity(world, pawn) else {
        return;
    };
    let name = crate::conflict::names::pawn_name(world, pawn);
    let Some(mut loads) = world.get_mut::<crate::conflict::world::components::Loads>(entity) else {
        return;
    };
    if !loads.reloading.contains(&true) {
        return;
    }
    loads
        .reloading
        .iter_mut()
        .for_each(|reloading| *reloading = false);
    resolution.explain_with(crate::rules::rule("Reloading Slow Weapons"), || {
        msg!("conflict-clash-reloading-lost", pawn = name.as_str())
    });
}
