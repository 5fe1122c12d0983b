//! 1650 § Attitude of Enemy Pawns: the Activation Triggers. The rule files note what happened
//! (an activation ended, gunpowder fired, a pawn wounded); between the player's activations
//! each note is weighed against every enemy pawn on the table, and the pawns it fires for line
//! up to activate, lowest Audacity first, ties by a die (§ Multiple Movements and Activations).

use super::super::solo::notes::Event;
use super::{Solo, enemy_band};
use crate::conflict::commission::SoloRules;
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::pawns::{card, enemies_of, engaged_with, sight_pawns};
use crate::dice::Die;
use crate::msg;
use crate::record::Resolution;
use crate::rules::rule;
use crate::table::scenery::Scenery;
use crate::table::sight::{SightOptions, SightPawn, line_of_sight};
use crate::words::Message;

/// Weighs the events noted against each enemy pawn on the table and the pawns now within the
/// contact distance; the pawns fired for join the queue in activation order.
pub(super) fn weigh(world: &mut ConflictWorld, resolution: &mut Resolution) {
    let Some(band) = enemy_band(world) else {
        return;
    };
    let events = std::mem::take(&mut world.resource_mut::<Solo>().events);
    let Ok(rules) = crate::conflict::commission::solo_rules() else {
        return;
    };
    let rules = *rules;
    let pawns = sight_pawns(world);
    let scenery = std::sync::Arc::clone(
        &world
            .resource::<crate::conflict::world::components::Table>()
            .0,
    );
    let enemies: Vec<u32> = pawns
        .iter()
        .map(|pawn| pawn.id)
        .filter(|&id| crate::conflict::world::pawns::side(world, id) == Some(band))
        .collect();
    let mut fired: Vec<(u32, Message)> = Vec::new();
    for &enemy in &enemies {
        let Some(own) = pawns.iter().find(|pawn| pawn.id == enemy) else {
            continue;
        };
        let engaged = !engaged_with(world, enemy).is_empty();
        // The first event that fires for it is its reason.
        let mut why = events.iter().find_map(|event| {
            activation_trigger(world, &rules, &scenery, &pawns, own, engaged, event)
        });
        if why.is_none() && !engaged {
            why = newcomer_in_contact(world, band, &rules, &pawns, own);
        }
        if let Some(why) = why
            && may_line_up(world, &fired, enemy)
        {
            fired.push((enemy, why));
        }
    }
    if fired.is_empty() {
        return;
    }
    order(world, &mut fired, resolution);
    world.resource_mut::<Solo>().triggered.extend(fired);
}

/// § Attitude of Enemy Pawns: why `event` fires for the enemy pawn `own`, if it does.
fn activation_trigger(
    world: &ConflictWorld,
    rules: &SoloRules,
    scenery: &Scenery,
    pawns: &[SightPawn],
    own: &SightPawn,
    engaged: bool,
    event: &Event,
) -> Option<Message> {
    let enemy = own.id;
    let near = |other: u32, cm: f32| {
        pawns
            .iter()
            .find(|pawn| pawn.id == other)
            .is_some_and(|theirs| own.base.edge_distance(&theirs.base) <= cm)
    };
    match *event {
        // § Attitude of Enemy Pawns: engaged, it ignores every trigger but its clash.
        Event::Activated { pawn } if engaged_with(world, pawn).contains(&enemy) => Some(msg!(
            "conflict-solo-trigger-engaged",
            pawn = pawn_name(world, pawn)
        )),
        _ if engaged => None,
        Event::ActivationEnded { pawn }
            if near(pawn, rules.activation_end_cm)
                && pawns.iter().find(|p| p.id == pawn).is_some_and(|theirs| {
                    line_of_sight(scenery, pawns, theirs, own, SightOptions::default()).clear
                }) =>
        {
            Some(msg!(
                "conflict-solo-trigger-activation-ended",
                pawn = pawn_name(world, pawn),
                distance = super::whole_cm(rules.activation_end_cm)
            ))
        }
        Event::Revealed { pawn } if pawn != enemy && near(pawn, rules.revealed_cm) => Some(msg!(
            "conflict-solo-trigger-revealed",
            pawn = pawn_name(world, pawn),
            distance = super::whole_cm(rules.revealed_cm)
        )),
        Event::Gunpowder { shooter } if near(shooter, rules.gunpowder_cm) => Some(msg!(
            "conflict-solo-trigger-gunpowder",
            pawn = pawn_name(world, shooter),
            distance = super::whole_cm(rules.gunpowder_cm)
        )),
        Event::Wounded {
            victim,
            x,
            y,
            by,
            shot,
        } if victim != enemy
            && own.base.centre.distance(parry3d::math::Vec2::new(x, y))
                // Edge to edge, the wounded pawn's base taken as wide as this one's.
                <= rules.hurt_cm + own.base.radius * 2.0 =>
        {
            let (by, victim) = (pawn_name(world, by), pawn_name(world, victim));
            let distance = super::whole_cm(rules.hurt_cm);
            Some(if shot {
                msg!(
                    "conflict-solo-trigger-shot",
                    by = by,
                    victim = victim,
                    distance = distance
                )
            } else {
                msg!(
                    "conflict-solo-trigger-hurt",
                    by = by,
                    victim = victim,
                    distance = distance
                )
            })
        }
        _ => None,
    }
}

/// A pawn hostile to the enemy pawn `own` newly within the contact distance (our reading of
/// "an enemy pawn or an Antagonist within 5 cm of it", docs/rules-gaps.md); the pairs noted.
fn newcomer_in_contact(
    world: &mut ConflictWorld,
    band: usize,
    rules: &SoloRules,
    pawns: &[SightPawn],
    own: &SightPawn,
) -> Option<Message> {
    let close: Vec<u32> = enemies_of(world, band)
        .into_iter()
        .filter(|&other| {
            pawns
                .iter()
                .find(|pawn| pawn.id == other)
                .is_some_and(|theirs| own.base.edge_distance(&theirs.base) <= rules.contact_cm)
        })
        .collect();
    let newcomer = note_close(world.resource_mut::<Solo>(), own.id, &close);
    newcomer.map(|other| {
        msg!(
            "conflict-solo-trigger-contact",
            pawn = pawn_name(world, other),
            distance = super::whole_cm(rules.contact_cm)
        )
    })
}

/// Whether `enemy` may join the queue: not fired already, nor the pawn acting now.
fn may_line_up(world: &ConflictWorld, fired: &[(u32, Message)], enemy: u32) -> bool {
    let solo = world.resource::<Solo>();
    let already = fired.iter().any(|(pawn, _)| *pawn == enemy)
        || solo.triggered.iter().any(|(pawn, _)| *pawn == enemy);
    !already && solo.acting.as_ref().map(|(pawn, _)| *pawn) != Some(enemy)
}

/// Keeps the pairs (enemy, pawn) within the contact distance up to date; the first pawn that
/// has just come that near, if any.
fn note_close(solo: &mut Solo, enemy: u32, close: &[u32]) -> Option<u32> {
    solo.close
        .retain(|(pawn, other)| *pawn != enemy || close.contains(other));
    let newcomer = close
        .iter()
        .copied()
        .find(|&other| !solo.close.contains(&(enemy, other)));
    for &other in close {
        if !solo.close.contains(&(enemy, other)) {
            solo.close.push((enemy, other));
        }
    }
    newcomer
}

/// § Multiple Movements and Activations: lowest Audacity first; pawns tied roll a die each,
/// the highest first (again while tied).
fn order(world: &ConflictWorld, fired: &mut [(u32, Message)], resolution: &mut Resolution) {
    let audacity = |id: u32| card(world, id).map_or(u32::MAX, |card| card.audacity);
    let mut keyed: Vec<(u32, u32, usize)> = fired
        .iter()
        .enumerate()
        .map(|(index, (id, _))| (audacity(*id), 0, index))
        .collect();
    keyed.sort_by_key(|&(audacity, _, index)| (audacity, index));
    let mut start = 0;
    while start < keyed.len() {
        let end = keyed[start..]
            .iter()
            .position(|key| key.0 != keyed[start].0)
            .map_or(keyed.len(), |offset| start + offset);
        if end - start > 1 {
            for key in &mut keyed[start..end] {
                // Ties broken for good: a second roll is added below the first.
                let first = resolution
                    .dice()
                    .roll(msg!("conflict-solo-roll-tied-audacity"), Die::D10);
                let second = resolution
                    .dice()
                    .roll(msg!("conflict-solo-roll-tied-audacity"), Die::D10);
                key.1 = first * 10 + second;
            }
            keyed[start..end].sort_by(|a, b| b.1.cmp(&a.1).then(a.2.cmp(&b.2)));
            resolution.explain_with(rule("Multiple Movements and Activations"), || {
                msg!("conflict-solo-tied-audacity")
            });
        }
        start = end;
    }
    let original: Vec<(u32, Message)> = fired.to_vec();
    for (slot, (_, _, index)) in fired.iter_mut().zip(keyed) {
        *slot = original[index].clone();
    }
}
