//! 1650 § Ambush: the travellers (defenders) deploy along the edge they choose; once they stand,
//! the attackers choose day or night (at night two travellers carry a Farol, at no Pay) and come
//! in at the two edges beside theirs, more than 45 cm away. Any traveller wounded alone may fall
//! unconscious and be dragged (`unconscious`). The travellers want three of theirs off the table
//! by the far edge; the attackers want one of them dragged off.

use super::terms::{Commission, DecreeFacts, Role};
use crate::conflict::names::{band_name, pawn_name};
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{
    CarriesLight, Conditions, Lanterns, Phase, Playing, Progress,
};
use crate::conflict::world::pawns::{card, entity, pawn_ids, side};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::honour::Decree;
use crate::rules::rule;
use crate::rules::weather::MomentOfTruth;
use crate::words::{Message, render};

const SECTION: &str = "Ambush";

/// Whether the attackers have still to choose day or night (after the travellers deployed).
pub fn chooses_time_of_day(world: &ConflictWorld) -> bool {
    let commission = world.resource::<Playing>().0;
    commission.terms().moment == super::terms::MomentRule::AttackerChooses
        && world.resource::<Progress>().turn.is_none()
}

/// The attackers choose now.
pub fn ask_time_of_day(world: &mut ConflictWorld, resolution: &mut Resolution) {
    let commission = world.resource::<Playing>().0;
    let attacker = commission.attacker();
    resolution.explain_with(rule(commission.name()), || {
        if commission == Commission::Ambush {
            msg!(
                "conflict-commission-ambush-ask-time",
                band = band_name(world, attacker)
            )
        } else {
            msg!(
                "conflict-commission-ask-time",
                band = band_name(world, attacker)
            )
        }
    });
    world.resource_mut::<Progress>().phase = Phase::ChooseTimeOfDay { by: attacker };
}

/// What the attackers are asked once the defenders stand, in words (the panel's question), for
/// `band` by its name, in the catalogue's language.
pub fn time_of_day_question(commission: Commission, band: &str) -> String {
    render(&time_of_day_message(commission, band))
}

/// `time_of_day_question` as a message.
pub fn time_of_day_message(commission: Commission, band: &str) -> Message {
    if commission == Commission::Ambush {
        msg!(
            "conflict-commission-ambush-time-question",
            band = band,
            farols = commission.terms().farols_at_night
        )
    } else {
        msg!(
            "conflict-commission-time-question",
            commission = commission.title(),
            band = band
        )
    }
}

/// The attackers' choice: at night the two travellers of highest Pay (their Leader first) carry a
/// Farol; then turn 1 begins.
pub fn choose_time_of_day(
    world: &mut ConflictWorld,
    night: bool,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    if !matches!(
        world.resource::<Progress>().phase,
        Phase::ChooseTimeOfDay { .. }
    ) {
        return Err(Rejection::new(msg!(
            "conflict-commission-not-choosing-time"
        )));
    }
    world.resource_mut::<Conditions>().moment = MomentOfTruth {
        roll: 0,
        night,
        luminaries: 0,
    };
    let commission = world.resource::<Playing>().0;
    resolution.explain_with(rule(commission.name()), || {
        match (commission == Commission::Ambush, night) {
            (true, true) => msg!("conflict-commission-ambush-falls-by-night"),
            (true, false) => msg!("conflict-commission-ambush-falls-by-day"),
            (false, true) => msg!("conflict-commission-attackers-choose-night"),
            (false, false) => msg!("conflict-commission-attackers-choose-day"),
        }
    });
    let farols = commission.terms().farols_at_night;
    if night && farols > 0 {
        let mut travellers: Vec<(u32, u32, bool)> = pawn_ids(world)
            .into_iter()
            .filter(|&id| {
                side(world, id).is_some_and(|band| commission.role_of(band) == Role::Defender)
            })
            .filter(|&id| {
                entity(world, id).is_some_and(|pawn| world.get::<CarriesLight>(pawn).is_none())
            })
            .filter_map(|id| {
                card(world, id).map(|card| {
                    (
                        id,
                        card.pay,
                        card.has_peculiarity(crate::rules::hiring::LEADER),
                    )
                })
            })
            .collect();
        // The Leader first, then by Pay, then by id (our reading, rules-gaps).
        travellers.sort_by(|a, b| b.2.cmp(&a.2).then(b.1.cmp(&a.1)).then(a.0.cmp(&b.0)));
        let bearers: Vec<u32> = travellers
            .iter()
            .take(farols)
            .map(|(id, _, _)| *id)
            .collect();
        for &bearer in &bearers {
            if let Some(pawn) = entity(world, bearer) {
                world.entity_mut(pawn).insert(CarriesLight);
                world.mark_light_bearers_changed();
            }
            resolution.explain_with(rule(SECTION), || {
                msg!(
                    "conflict-commission-ambush-farol",
                    pawn = pawn_name(world, bearer)
                )
            });
        }
        world.resource_mut::<Lanterns>().0.extend(bearers);
    }
    super::townsfolk::place_day_antagonists(world, night, resolution);
    crate::conflict::world::components::finish_step(
        world,
        crate::conflict::world::components::Next::BeginTurn { turn: 1 },
    );
    Ok(())
}

/// § Ambush: Main: the attackers drag an unconscious traveller off the table; the travellers
/// bring 3 of theirs off it by the far edge. Secondary: each keeps the other from its Main.
pub(super) fn decree(facts: &DecreeFacts, role: Role, defender: usize) -> Decree {
    let count = Commission::Ambush.decree_pawns();
    let through = facts.left_by_far_edge.get(defender).copied().unwrap_or(0);
    match role {
        Role::Attacker => super::terms::decree_of(facts.enemies_dragged_off > 0, through < count),
        Role::Defender | Role::Band => {
            super::terms::decree_of(through >= count, facts.own_dragged_off == 0)
        }
    }
}

pub(super) fn decrees(role: Role) -> [Message; 2] {
    let count = Commission::Ambush.decree_pawns();
    match role {
        Role::Attacker => [
            msg!("conflict-commission-ambush-attacker-main"),
            msg!(
                "conflict-commission-ambush-attacker-secondary",
                count = count
            ),
        ],
        Role::Defender | Role::Band => [
            msg!("conflict-commission-ambush-defender-main", count = count),
            msg!("conflict-commission-ambush-defender-secondary"),
        ],
    }
}

/// Who may leave the table: any traveller, and a pawn dragging another.
pub fn may_leave(world: &ConflictWorld, pawn: u32) -> bool {
    let commission = world.resource::<Playing>().0;
    side(world, pawn).is_some_and(|band| commission.role_of(band) == Role::Defender)
        || super::unconscious::dragged_by(world, pawn).is_some()
}
