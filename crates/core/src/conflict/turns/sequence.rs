//! The turns (1650 § The Turn): how a finished step hands on, each turn's beginning and its
//! Authority roll, activations, the end of each turn and of the conflict. The steps before the
//! turns are in `preparing` and `deploying`.

use crate::conflict::band::harm;
use crate::conflict::names::{band_name, pawn_name};
use crate::conflict::setup::ConflictSetup;
use crate::conflict::turns::preparing::after_auctions;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{
    Conditions, Deeds, Loads, Pending, Phase, Progress, SmokeMarkers, SmokeUsed,
};
use crate::conflict::world::pawns::{authority, finish_active, side_of_any};
use crate::conflict::world::pawns::{entity, footing, pawn_ids};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::Turn;
use crate::rules::audacity::Nerve;
use crate::rules::rule;
use crate::table::light::Quadrant;
use crate::words::Message;

/// Goes on with what a finished step handed on (`components::NextStep`), until nothing is
/// left: a step may hand on to one that finishes at once.
pub(in crate::conflict) fn hand_on(world: &mut ConflictWorld, resolution: &mut Resolution) {
    let setup = std::sync::Arc::clone(
        &world
            .resource::<crate::conflict::world::components::SetupOf>()
            .0,
    );
    while let Some(next) = world
        .resource_mut::<crate::conflict::world::components::NextStep>()
        .0
        .take()
    {
        match next {
            crate::conflict::world::components::Next::AfterAuctions => {
                after_auctions(world, &setup, resolution);
            }
            crate::conflict::world::components::Next::AfterArrival { turn } => {
                after_arrival(world, turn, resolution);
            }
            crate::conflict::world::components::Next::BeginTurn { turn } => {
                begin_turn(world, turn, resolution);
            }
            crate::conflict::world::components::Next::AfterDeployment => {
                crate::conflict::hunt::tracking::after_deployment(world, resolution);
            }
            crate::conflict::world::components::Next::AfterEnclaves => {
                crate::conflict::antagonists::townsfolk::after_enclaves(world, resolution);
            }
        }
    }
}

/// § The Weather Gets Worse (Bitter, Blizzard): a pawn that stood still and free of clashes
/// all last turn has −1 to its rolls this turn; in a Blizzard it also loses 1 Vigour. Read
/// from last turn's deeds, before they are cleared.
fn numb_with_cold(world: &mut ConflictWorld, number: u32, resolution: &mut Resolution) {
    let effects = world.resource::<Conditions>().weather.effects();
    if !effects.numbing {
        return;
    }
    for id in pawn_ids(world) {
        let Some(mut vigour) = harm::health(world, id) else {
            continue;
        };
        let done = crate::conflict::world::pawns::deeds(world, id);
        let stood = number > 1
            && footing(world, id).is_some()
            && matches!(
                done.moved,
                None | Some(crate::conflict::world::components::Moved::Turned)
            )
            && !done.fought
            && crate::conflict::world::pawns::engaged_with(world, id).is_empty();
        vigour.weathered = -i32::from(stood);
        harm::set_health(world, id, vigour);
        if !stood {
            continue;
        }
        resolution.explain_with(rule("The Weather Gets Worse"), || {
            msg!("conflict-turns-numb", pawn = pawn_name(world, id))
        });
        if effects.numbing_vigour_loss {
            let marked = vigour.mark(1);
            harm::set_health(world, id, vigour);
            resolution.explain_with(rule("The Weather Gets Worse"), || {
                msg!(
                    "conflict-turns-blizzard",
                    pawn = pawn_name(world, id),
                    left = vigour.remaining()
                )
            });
            harm::after_wound(world, id, &marked, None, resolution);
        }
    }
}

/// § Rules of Engagement: a new turn: the Authority roll, every card back.
pub(in crate::conflict) fn begin_turn(
    world: &mut ConflictWorld,
    number: u32,
    resolution: &mut Resolution,
) {
    numb_with_cold(world, number, resolution);
    for id in pawn_ids(world) {
        let Some(entity) = entity(world, id) else {
            continue;
        };
        crate::conflict::world::pawns::set_deeds(world, id, Deeds::default());
        let card = world
            .resource::<crate::conflict::world::pawn_index::PawnIndex>()
            .cards
            .get(id as usize)
            .cloned();
        if let Some(morale) = crate::conflict::world::pawns::morale_mut(world, id) {
            morale.only_turn = false;
        }
        let mut pawn = world.entity_mut(entity);
        if let (Some(mut loads), Some(card)) = (pawn.get_mut::<Loads>(), card) {
            reload_finished(&mut loads, &card);
        }
    }
    crate::conflict::clash::responding::new_turn(world, number);
    crate::conflict::band::armament::new_turn(world, number);
    crate::conflict::band::blessings::new_turn(world);
    // § Investing Maravedies: the two extra dice are a turn's allowance.
    for spent in &mut world
        .resource_mut::<crate::conflict::world::components::Spending>()
        .0
    {
        spent.new_turn();
    }
    come_back(world, resolution);
    if let Some(late) = crate::conflict::turns::arrival::arriving(world, number) {
        crate::conflict::turns::arrival::open(world, late, number, resolution);
        hand_on(world, resolution);
        return;
    }
    after_arrival(world, number, resolution);
}

/// § Artillery's Wearing Down: eliminated attackers come back, off the table, to arrive again
/// at their edge.
fn come_back(world: &mut ConflictWorld, resolution: &mut Resolution) {
    let returning = std::mem::take(
        &mut world
            .resource_mut::<crate::conflict::world::components::Returning>()
            .0,
    );
    let setup = std::sync::Arc::clone(
        &world
            .resource::<crate::conflict::world::components::SetupOf>()
            .0,
    );
    for pawn in returning {
        let Some(spawned) = crate::conflict::world::spawn::spawn_pawn(world, &setup, pawn) else {
            continue;
        };
        world.mark_light_bearers_changed();
        world
            .resource_mut::<crate::conflict::world::pawn_index::PawnIndex>()
            .set(pawn, spawned.entity, spawned.start);
        resolution.explain_with(rule("Artillery's Wearing Down"), || {
            msg!("conflict-turns-comes-back", pawn = pawn_name(world, pawn))
        });
    }
}

/// Once any late band has arrived: the Commission's turn-start rolls (§ Artillery's Wearing
/// Down), then the activations.
pub(in crate::conflict) fn after_arrival(
    world: &mut ConflictWorld,
    number: u32,
    resolution: &mut Resolution,
) {
    if crate::conflict::commission::roll_artillery(world, resolution) {
        return;
    }
    open_activations(world, number, resolution);
}

/// The turn whose opening steps (an arrival, an artillery roll) are under way: the one after
/// the last turn played.
pub(in crate::conflict) fn opening_turn(world: &ConflictWorld) -> u32 {
    world
        .resource::<Progress>()
        .turn
        .as_ref()
        .map_or(1, |turn| turn.number + 1)
}

/// § Rules of Engagement: the Authority roll, then every pawn on the table waits for its
/// activation, in the order the Commission gives the bands.
pub(in crate::conflict) fn open_activations(
    world: &mut ConflictWorld,
    number: u32,
    resolution: &mut Resolution,
) {
    let commission = world
        .resource::<crate::conflict::world::components::Playing>()
        .0;
    // With one opening band the Commission fixes the order: no roll decides it (nor on
    // § Feast of Eucharist's first turn: the band that placed the first marker).
    let placed_first = crate::conflict::commission::guests_open_turn(world, number);
    let winner = placed_first
        .or_else(|| (commission.opening_bands().len() > 1).then(|| authority(world, resolution)));
    let order = commission.activation_order(world, winner);
    let count = world
        .resource::<crate::conflict::world::pawn_index::PawnIndex>()
        .entities
        .len();
    let mut sides: Vec<usize> = (0..count as u32).map(|id| side_of_any(world, id)).collect();
    // § Feast of Eucharist: each Guest Marker waits for its band's activation too.
    sides.extend(crate::conflict::commission::guest_marker_bands(world));
    let mut turn = Turn::begin_in_order(number, sides, order.clone());
    crate::conflict::commission::rest_idle_markers(world, &mut turn);
    // § Alone in the Face of Danger: the enemy's pawns wait for triggers, not for the turn.
    if let Some(enemy) = commission.enemy_band() {
        turn.set_enemy_side(enemy);
    }
    for id in 0..count as u32 {
        // Gone, not on the table yet (a band arriving later), or unconscious: nothing to
        // activate.
        if entity(world, id).is_none()
            || footing(world, id).is_none()
            || crate::conflict::commission::unconscious(world, id)
        {
            turn.remove(id as usize);
        }
    }
    resolution.explain_with(rule("Rules of Engagement"), || {
        let first = order.first().copied().unwrap_or(0);
        if placed_first.is_some() {
            msg!(
                "conflict-turns-begins-guests",
                turn = number,
                band = band_name(world, first),
                commission = commission.name()
            )
        } else if let Some(winner) = winner.filter(|&winner| winner == first) {
            msg!(
                "conflict-turns-begins-authority",
                turn = number,
                band = band_name(world, winner)
            )
        } else if let Some(winner) = winner {
            msg!(
                "conflict-turns-begins-page-authority",
                turn = number,
                band = band_name(world, first),
                commission = commission.name(),
                winner = band_name(world, winner)
            )
        } else {
            msg!(
                "conflict-turns-begins-page",
                turn = number,
                band = band_name(world, first),
                commission = commission.name()
            )
        }
    });
    {
        let progress = world.resource_mut::<Progress>();
        progress.phase = Phase::Turns;
        progress.turn = Some(turn);
        progress.active = None;
    }
    crate::conflict::antagonists::authority_moves::open_turn(world, winner, resolution);
}

/// § Reloading Slow Weapons: a weapon reloaded last turn is ready at the start of this one.
fn reload_finished(loads: &mut Loads, card: &crate::rules::cards::ContractCard) {
    for (weapon, reloading) in loads.reloading.iter_mut().enumerate() {
        if *reloading {
            *reloading = false;
            let full = card
                .weapons
                .get(weapon)
                .and_then(|weapon| weapon.slow_shots());
            if let Some(slot) = loads.shots_left.get_mut(weapon) {
                *slot = full;
            }
        }
    }
}

/// § Activation: the side to act moves a pawn's card forward.
pub(in crate::conflict) fn activate(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    if world.resource::<Progress>().turn.is_none() {
        return Err(Rejection::new(msg!("conflict-turns-no-turn")));
    }
    if footing(world, pawn).is_none() {
        return Err(crate::conflict::band::not_on_table(world, pawn));
    }
    {
        // In place: `Turn::activate` checks before it changes anything.
        let progress = world.resource_mut::<Progress>();
        if let Some(turn) = progress.turn.as_mut() {
            turn.activate(pawn as usize)?;
        }
        progress.active = Some(pawn);
    }
    // Named only when explained (a simulated game keeps no lines).
    resolution.explain_with(rule("Activation"), || {
        msg!("conflict-turns-activated", pawn = pawn_name(world, pawn))
    });
    let setup = std::sync::Arc::clone(
        &world
            .resource::<crate::conflict::world::components::SetupOf>()
            .0,
    );
    crate::conflict::commission::seek_sanctuary(world, &setup, pawn, resolution);
    if entity(world, pawn).is_none() {
        return Ok(());
    }
    crate::conflict::shooting::bombs::on_activation(world, pawn, resolution);
    if harm::nerve(world, pawn) == Nerve::Escaping {
        harm::escaping_activation_of(world, pawn, resolution);
        return Ok(());
    }
    harm::shaken_by_escaping_friends(world, pawn, resolution);
    Ok(())
}

pub(in crate::conflict) fn end_activation(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    if world.resource::<Progress>().active != Some(pawn) {
        return Err(Rejection::by_rule(
            rule("Activation"),
            msg!("conflict-turns-not-active", pawn = pawn_name(world, pawn)),
        ));
    }
    crate::conflict::clash::fight_or_retreat::at_end_of_activation(world, pawn, resolution);
    finish_active(world, pawn);
    resolution.explain_with(rule("Activation"), || {
        msg!(
            "conflict-turns-activation-over",
            pawn = pawn_name(world, pawn)
        )
    });
    Ok(())
}

/// After each command: a turn whose cards are all forward ends; the last turn, or a band with
/// nobody left, ends the conflict. `Ok` when the turn or the conflict ended (the table must
/// settle again); otherwise nothing changed, and the error holds what the world waits for when
/// it was worked out (`now`, what the caller knew of it, or here).
pub(in crate::conflict) fn advance(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
    now: Option<crate::conflict::Awaiting>,
) -> Result<(), Option<crate::conflict::Awaiting>> {
    if world.resource::<Progress>().phase != Phase::Turns {
        return Err(now);
    }
    // Pawns yet to arrive count: a band is in the conflict while it has pawns in it. Only
    // whether two bands are in it is asked: the first band from the front of the index, and
    // another from its back (the bands' pawns come in id order), say so.
    let count = setup.sides.len();
    let mut bands = world
        .resource::<crate::conflict::world::pawn_index::PawnIndex>()
        .present_bands()
        .filter(|&band| band < count);
    let first = bands.next();
    let other = first.and_then(|first| bands.rev().find(|&band| band != first));
    let returning = world
        .resource::<crate::conflict::world::components::Returning>()
        .0
        .iter()
        .map(|&pawn| side_of_any(world, pawn))
        .filter(|&band| band < count);
    let mut in_conflict = [first, other].into_iter().flatten().chain(returning);
    let two_bands = in_conflict
        .next()
        .is_some_and(|one| in_conflict.any(|band| band != one));
    if let Some(why) = setup.commission.end_message(world) {
        end_conflict(world, setup, resolution, why);
        return Ok(());
    }
    if !two_bands && !setup.commission.plays_on(world) {
        let why = if setup.sides.len() > 2 {
            msg!("conflict-turns-one-band-left")
        } else {
            msg!("conflict-turns-band-gone")
        };
        end_conflict(world, setup, resolution, why);
        return Ok(());
    }
    // A clash's result may be chosen in the next turn; the other answers belong to this one.
    // Nothing above changed the world when it gets here: what it waits for stands.
    let awaiting = now.unwrap_or_else(|| crate::conflict::awaiting::awaiting(world));
    let pending = match &awaiting {
        crate::conflict::Awaiting::ReactionShot(_)
        | crate::conflict::Awaiting::FightOrRetreat { .. }
        | crate::conflict::Awaiting::Blow(_) => true,
        crate::conflict::Awaiting::Temperaments { .. }
        | crate::conflict::Awaiting::KeepHidden(_) => true,
        crate::conflict::Awaiting::Verdict(_) | crate::conflict::Awaiting::Phase(_) => false,
    };
    let over = world
        .resource::<Progress>()
        .turn
        .as_ref()
        .is_some_and(|turn| turn.over());
    if pending || !over {
        return Err(Some(awaiting));
    }
    let number = world
        .resource::<Progress>()
        .turn
        .as_ref()
        .map_or(1, |turn| turn.number);
    crate::conflict::shooting::bombs::turn_ends(world, resolution);
    crate::conflict::enclaves::actions::fuse_burns_out(world, resolution);
    crate::conflict::commission::satisfy(world, number, resolution);
    clear_smoke(world);
    resolution.explain_with(rule("Activation"), || {
        msg!("conflict-turns-turn-ends", turn = number)
    });
    if number >= setup.commission.turns() {
        end_conflict(world, setup, resolution, msg!("conflict-turns-last-turn"));
    } else {
        begin_turn(world, number + 1, resolution);
    }
    Ok(())
}

/// § Cloud of Smoke: at the end of a turn, quadrants where no smoke weapon fired lose markers.
fn clear_smoke(world: &mut ConflictWorld) {
    let used = world.resource::<SmokeUsed>().0;
    let removed = world
        .resource::<Conditions>()
        .weather
        .effects()
        .smoke_removed_per_turn;
    let markers = *world.resource::<SmokeMarkers>();
    let mut left = markers;
    for quadrant in Quadrant::ALL {
        if !used[quadrant.index()] {
            let here = &mut left.0[quadrant.index()];
            *here = here.saturating_sub(removed);
        }
    }
    if left != markers {
        world.insert_resource(left);
    }
    world.insert_resource(SmokeUsed::default());
}

fn end_conflict(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
    why: impl Into<Message>,
) {
    {
        let progress = world.resource_mut::<Progress>();
        progress.phase = Phase::Over;
        progress.active = None;
    }
    // Nothing is left to choose once the conflict is over.
    world
        .resource_mut::<crate::conflict::world::components::Verdict>()
        .0 = None;
    world.resource_mut::<Pending>().0 = None;
    world
        .resource_mut::<crate::conflict::world::components::Reactions>()
        .0 = None;
    world
        .resource_mut::<crate::conflict::world::components::Engagement>()
        .0 = None;
    resolution.explain_with(rule(setup.commission.name()), || {
        msg!("conflict-turns-conflict-ends", why = why.into())
    });
    for band in 0..setup.sides.len() {
        let score = crate::conflict::turns::honour::honour(world, setup, band);
        resolution.explain_with(rule("Honour and Dishonour"), || {
            msg!(
                "conflict-turns-honour",
                band = &setup.sides[band].name,
                score = crate::conflict::turns::honour::score_message(&score)
            )
        });
    }
}
