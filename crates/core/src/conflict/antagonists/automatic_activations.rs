//! 1650 § How Do Antagonists Work, between activations: each pawn its Temperament moves, not yet
//! activated, answers what stirs it (gunpowder fired within 30 cm, an enemy in its sight within
//! 20 cm, a pawn by its scenery element); an escaping one runs, an engaged Antagonist fights.

use super::temperament::{
    TemperamentGoal, activate, after_settling, carry_out, nearest_enemy, on_table,
};
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Progress, Temperaments};
use crate::conflict::world::pawns::{enemies_of, engaged_with};
use crate::msg;
use crate::record::Resolution;
use crate::rules::activation::Activation;
use crate::rules::antagonists::{
    ELEMENT_GUARD_CM, Heading, Pace, SIGHT_TRIGGER_CM, Stir, Temperament, automatic_activation,
};
use crate::rules::rule;
use crate::table::base::Base;
use crate::words::Message;
use std::ops::ControlFlow;

/// An Antagonist this near its scenery element has no way to go back to it.
const ALREADY_BESIDE_CM: f32 = 1.0;

/// § Every Man for Himself for a pawn no player activates: an escaping one is activated between
/// activations, as its Temperament's would be, to recover or run again (our reading,
/// docs/rules-gaps.md).
fn escape_on(world: &mut ConflictWorld, pawn: u32, resolution: &mut Resolution) -> bool {
    if !activate(world, pawn) {
        return false;
    }
    resolution.explain_with(rule("Every Man for Himself"), || {
        msg!(
            "conflict-antagonists-escaping-activated",
            pawn = pawn_name(world, pawn)
        )
    });
    crate::conflict::band::harm::escaping_activation_of(world, pawn, resolution);
    if world.resource::<Progress>().active == Some(pawn) {
        crate::conflict::world::pawns::finish_active(world, pawn);
    }
    true
}

/// § Antagonists in Clashes (our reading, docs/rules-gaps.md): an Antagonist engaged in a clash
/// and not yet activated this turn is activated to fight it (`antagonists::clash` strikes).
fn fight_on(world: &mut ConflictWorld, pawn: u32, resolution: &mut Resolution) -> bool {
    if !activate(world, pawn) {
        return false;
    }
    resolution.explain_with(rule("Antagonists"), || {
        msg!("conflict-antagonists-fights", pawn = pawn_name(world, pawn))
    });
    true
}

/// What a pawn moved by its Temperament does when something stirs it.
enum Stirred {
    Move {
        pace: Pace,
        goal: TemperamentGoal,
        cause: Message,
    },
    Fight,
    /// § Every Man for Himself: it is escaping, and runs (or recovers) when it is activated.
    Escape,
}

/// What stirs the first pawn moved by its Temperament that must answer now, if any: between
/// activations, with nothing else pending (our reading, docs/rules-gaps.md).
fn next_stirred(world: &ConflictWorld) -> Option<(u32, Stirred)> {
    let waiting: Vec<(u32, Temperament)> = on_table(world)
        .into_iter()
        .filter(|&(id, _)| {
            crate::conflict::world::pawns::activation_state(world, id)
                == Some(Activation::Temperament)
        })
        .collect();
    waiting
        .into_iter()
        .find_map(|(id, temperament)| Some((id, stirred(world, id, temperament)?)))
}

/// What stirs `pawn`, of `temperament`, now: a clash it is in (an Antagonist), gunpowder
/// fired near it, an enemy in its sight, a pawn by its scenery element.
fn stirred(world: &ConflictWorld, pawn: u32, temperament: Temperament) -> Option<Stirred> {
    if crate::conflict::band::harm::nerve(world, pawn) == crate::rules::audacity::Nerve::Escaping {
        return Some(Stirred::Escape);
    }
    let engaged = !engaged_with(world, pawn).is_empty();
    let antagonist = crate::conflict::antagonists::townsfolk::is_antagonist(world, pawn);
    if engaged && antagonist {
        return Some(Stirred::Fight);
    }
    let own = crate::conflict::world::pawns::base(world, pawn)?;
    let element = crate::conflict::antagonists::townsfolk::element_of(world, pawn);
    let pawn = StirredPawn {
        id: pawn,
        temperament,
        engaged,
        base: own,
    };
    if let ControlFlow::Break(answer) = stirred_by_gunpowder(world, &pawn, element) {
        return answer;
    }
    if let Some(answer) = stirred_by_enemy_in_sight(world, &pawn) {
        return Some(answer);
    }
    stirred_by_pawn_by_element(world, &pawn, element?)
}

/// The pawn a stir is asked of, with what `automatic_activation` reads of it.
struct StirredPawn {
    id: u32,
    temperament: Temperament,
    engaged: bool,
    base: Base,
}

/// Gunpowder fired by an enemy near `pawn`: it walks at the shooter, or back to its scenery
/// element. Break with the answer (none where no spot beside its element is left: nothing else
/// is asked then); Continue where no shot stirs it.
fn stirred_by_gunpowder(
    world: &ConflictWorld,
    pawn: &StirredPawn,
    element: Option<usize>,
) -> ControlFlow<Option<Stirred>> {
    let shooters = world.resource::<Temperaments>().gunpowder.clone();
    for shooter in shooters {
        let Some(theirs) = crate::conflict::world::pawns::base(world, shooter) else {
            continue;
        };
        if crate::conflict::world::pawns::side(world, shooter)
            == crate::conflict::world::pawns::side(world, pawn.id)
        {
            continue;
        }
        let stir = Stir::Gunpowder {
            distance_cm: pawn.base.edge_distance(&theirs),
        };
        match automatic_activation(pawn.temperament, pawn.engaged, stir)
            .map(|reaction| reaction.heading)
        {
            Some(Heading::Shooter) => {
                return ControlFlow::Break(Some(Stirred::Move {
                    pace: Pace::Walk1D10,
                    goal: TemperamentGoal::Pawn(shooter),
                    cause: msg!("conflict-antagonists-cause-gunpowder"),
                }));
            }
            Some(Heading::AssignedElement) => {
                let Some(element) = element else { continue };
                if crate::conflict::antagonists::townsfolk::distance_to_element(
                    world, pawn.id, element,
                )
                .is_some_and(|far| far < ALREADY_BESIDE_CM)
                {
                    continue;
                }
                let Some(to) = crate::conflict::antagonists::townsfolk::beside_element(
                    world,
                    element,
                    pawn.base.centre,
                ) else {
                    return ControlFlow::Break(None);
                };
                return ControlFlow::Break(Some(Stirred::Move {
                    pace: Pace::Walk1D10,
                    goal: TemperamentGoal::Point(to),
                    cause: msg!("conflict-antagonists-cause-gunpowder-back"),
                }));
            }
            _ => {}
        }
    }
    ControlFlow::Continue(())
}

/// The nearest enemy in `pawn`'s sight, within 20 cm: it charges it.
fn stirred_by_enemy_in_sight(world: &ConflictWorld, pawn: &StirredPawn) -> Option<Stirred> {
    let enemy = nearest_enemy(world, pawn.id, SIGHT_TRIGGER_CM, true)?;
    let theirs = crate::conflict::world::pawns::base(world, enemy)?;
    let stir = Stir::PawnInSight {
        distance_cm: pawn.base.edge_distance(&theirs),
    };
    automatic_activation(pawn.temperament, pawn.engaged, stir)
        .is_some_and(|reaction| reaction.heading == Heading::NearestPawn)
        .then_some(Stirred::Move {
            pace: Pace::Charge2D10,
            goal: TemperamentGoal::Pawn(enemy),
            cause: msg!("conflict-antagonists-cause-enemy-in-sight"),
        })
}

/// The nearest enemy standing by the scenery element `pawn` keeps: it charges it.
fn stirred_by_pawn_by_element(
    world: &ConflictWorld,
    pawn: &StirredPawn,
    element: usize,
) -> Option<Stirred> {
    let base_of = |id: u32| crate::conflict::world::pawns::base(world, id);
    let element_cm =
        crate::conflict::antagonists::townsfolk::distance_to_element(world, pawn.id, element)?;
    let side = crate::conflict::world::pawns::side(world, pawn.id)?;
    let by_element = enemies_of(world, side)
        .into_iter()
        .filter(|&enemy| !crate::conflict::commission::fellow_townsfolk(world, pawn.id, enemy))
        .filter_map(|enemy| {
            let near = crate::conflict::antagonists::townsfolk::distance_to_element(
                world, enemy, element,
            )?;
            Some((pawn.base.edge_distance(&base_of(enemy)?), near, enemy))
        })
        .filter(|&(_, near, _)| near <= ELEMENT_GUARD_CM)
        .min_by(|a, b| a.0.total_cmp(&b.0).then(a.2.cmp(&b.2)))?;
    let stir = Stir::PawnNearElement {
        pawn_cm: by_element.1,
        element_cm,
    };
    automatic_activation(pawn.temperament, pawn.engaged, stir).map(|_| Stirred::Move {
        pace: Pace::Charge2D10,
        goal: TemperamentGoal::Pawn(by_element.2),
        cause: msg!("conflict-antagonists-cause-pawn-by-element"),
    })
}

/// After each command: while no pawn is being activated and nothing else is pending, each
/// pawn its Temperament moves answers what stirs it, one at a time.
pub(in crate::conflict) fn after_command(
    world: &mut ConflictWorld,
    settle: &mut crate::conflict::world::systems::Settle,
    resolution: &mut Resolution,
) {
    if after_settling(world, resolution) {
        settle.run(world);
    }
    loop {
        // Most conflicts have no pawn moved by a Temperament: asked first, it spares the rest.
        if world.resource::<Temperaments>().pawns.is_empty() {
            return;
        }
        let idle = world.resource::<Progress>().active.is_none()
            && matches!(
                crate::conflict::awaiting::awaiting(world),
                crate::conflict::Awaiting::Phase(crate::conflict::world::components::Phase::Turns)
            );
        if !idle {
            return;
        }
        let Some((pawn, stirred)) = next_stirred(world) else {
            world.resource_mut::<Temperaments>().gunpowder.clear();
            return;
        };
        let acted = match stirred {
            Stirred::Move { pace, goal, cause } => {
                carry_out(world, pawn, pace, goal, cause, resolution)
            }
            Stirred::Fight => fight_on(world, pawn, resolution),
            Stirred::Escape => escape_on(world, pawn, resolution),
        };
        if !acted {
            return;
        }
        settle.run(world);
        if after_settling(world, resolution) {
            settle.run(world);
        }
    }
}
