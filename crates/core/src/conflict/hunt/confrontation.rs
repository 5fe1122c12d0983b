//! 1650 § Open Season and § The Hunt: a confrontation between Tracking Markers, fought with the
//! two pawns' cards off the table: within 5 cm a clash (the attacker counts as charging: +1 to
//! its first roll), beyond it distance weapons (the attacker fires first, then the other
//! answers). Vigour, Maravedies, Dexterity cards and spent shots stay spent for the Conflict.

use crate::conflict::clash::weapon_choice::{
    answering_weapon, attacking_weapon, dexterity_card, spend_dexterity,
};
use crate::conflict::names::pawn_name;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{HuntFight, Light, Loads};
use crate::conflict::world::pawns::{card, entity};
use crate::conflict::{band::harm, band::purse};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::clash_winner;
use crate::rules::audacity::Nerve;
use crate::rules::clash::{Answer, BlowOptions, Combatant, blow};
use crate::rules::devices::Device;
use crate::rules::dexterity::{DexterityUse, PlayContext, check_play};
use crate::rules::discharge::{DischargeManeuver, Shot, discharge};
use crate::rules::hunt::{Hunt, HuntOutcome};
use crate::rules::rule;
use crate::table::base::{Base, Placement};

/// Checks what `band` sends: dice it can pay for, and a Dexterity card only in a clash.
pub(in crate::conflict) fn check_send(
    world: &ConflictWorld,
    fight: &HuntFight,
    band: usize,
    pawn: u32,
    extra_dice: u32,
    dexterity: &Option<String>,
) -> Result<(), Rejection> {
    purse::plan_extra_dice(world, pawn, extra_dice)?;
    let Some(id) = dexterity else {
        return Ok(());
    };
    if !fight.confrontation.clash {
        return Err(Rejection::by_rule(
            rule("Dexterity Cards"),
            msg!("conflict-hunt-dexterity-in-clashes"),
        ));
    }
    let (Some(trick), Some(own)) = (dexterity_card(world, band, Some(id))?, card(world, pawn))
    else {
        return Ok(());
    };
    let attacks = band == fight.confrontation.attacker;
    let weapon = weapon_for_clash(&own, attacks);
    check_play(
        &own,
        weapon,
        &trick,
        PlayContext {
            using: if attacks {
                DexterityUse::Attack
            } else {
                DexterityUse::Reply
            },
            can_fight: true,
            played_this_turn: false,
        },
    )
}

fn weapon_for_clash(card: &crate::rules::cards::ContractCard, attacks: bool) -> usize {
    if attacks {
        attacking_weapon(card)
    } else {
        answering_weapon(card, false)
    }
}

/// Fights the confrontation and says how it ended.
pub(in crate::conflict) fn fight(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    hunt: &Hunt,
    fight: &HuntFight,
    resolution: &mut Resolution,
) -> HuntOutcome {
    let attacker_band = fight.confrontation.attacker;
    let bands = [attacker_band, 1 - attacker_band];
    let (Some(first), Some(second)) = (fight.pawns[bands[0]], fight.pawns[bands[1]]) else {
        return HuntOutcome::Stood;
    };
    let pawns = [first, second];
    for band in bands {
        if let Some(pawn) = fight.pawns[band]
            && let Ok(bought) = purse::plan_extra_dice(world, pawn, fight.extra_dice[band])
        {
            purse::pay(world, &bought, resolution);
        }
    }
    let dice = bands.map(|band| fight.extra_dice[band]);
    let hit = if fight.confrontation.clash {
        let cards = bands.map(|band| {
            fight.dexterity[band]
                .as_deref()
                .and_then(|id| dexterity_card(world, band, Some(id)).ok().flatten())
        });
        clash(world, pawns, dice, cards, resolution)
    } else {
        let spots = fight.confrontation.markers.map(|index| {
            hunt.markers.get(index).map_or(
                Base::at(Placement {
                    x: 0.0,
                    y: 0.0,
                    level: 0.0,
                    facing_degrees: 0.0,
                }),
                |marker| {
                    Base::at(Placement {
                        x: marker.at.x,
                        y: marker.at.y,
                        level: 0.0,
                        facing_degrees: 0.0,
                    })
                },
            )
        });
        // The markers are the choosing band's and its enemy's; the attacker may be either.
        let chooser = hunt
            .markers
            .get(fight.confrontation.markers[0])
            .map_or(0, |marker| marker.band);
        let places = if chooser == attacker_band {
            spots
        } else {
            [spots[1], spots[0]]
        };
        let light =
            world
                .resource::<Light>()
                .0
                .for_discharge(setup.layout.table, &places[0], &places[1]);
        let distance = fight.confrontation.distance_cm;
        let mut hit = [false; 2];
        for (shooter, target) in [(0, 1), (1, 0)] {
            let still = |pawn: u32| {
                entity(world, pawn).is_some() && harm::nerve(world, pawn) == Nerve::Steady
            };
            if still(pawns[shooter]) && still(pawns[target]) {
                hit[target] = fire(
                    world,
                    pawns[shooter],
                    pawns[target],
                    Shot {
                        distance,
                        cover: 0,
                        light,
                        maneuver: DischargeManeuver::Discharge,
                        moved: false,
                        slow_shots_left: None,
                        extra_dice: dice[shooter],
                        luck: 0,
                    },
                    resolution,
                );
            }
        }
        hit
    };
    let outcome = outcome(world, pawns, hit, fight.confrontation.clash);
    resolution.explain_with(rule("The Hunt"), || match outcome {
        HuntOutcome::Eliminated { pawn } => {
            msg!("conflict-hunt-eliminated", pawn = pawn_name(world, pawn))
        }
        HuntOutcome::Lost { pawn } => msg!("conflict-hunt-loses", pawn = pawn_name(world, pawn)),
        HuntOutcome::Left { pawn } => msg!("conflict-hunt-left", pawn = pawn_name(world, pawn)),
        HuntOutcome::Stood => msg!("conflict-hunt-stood"),
    });
    outcome
}

/// The clash: `pawns[0]` attacks as if it had charged, `pawns[1]` replies. Returns who was
/// hit.
fn clash(
    world: &mut ConflictWorld,
    pawns: [u32; 2],
    dice: [u32; 2],
    cards: [Option<crate::rules::dexterity::DexterityCard>; 2],
    resolution: &mut Resolution,
) -> [bool; 2] {
    let mut combatants = Vec::new();
    for (index, &pawn) in pawns.iter().enumerate() {
        let (Some(own), Some(vigour)) = (card(world, pawn), harm::health(world, pawn)) else {
            return [false; 2];
        };
        combatants.push(Combatant {
            weapon: weapon_for_clash(&own, index == 0),
            card: crate::conflict::names::named_card(world, pawn, &own),
            vigour,
        });
    }
    let Ok(mut combatants) = <[Combatant; 2]>::try_from(combatants) else {
        return [false; 2];
    };
    let options = BlowOptions {
        charge_bonus: true,
        answer: Answer::Fights,
        dexterity: cards.clone(),
        extra_dice: dice,
        ..BlowOptions::default()
    };
    let Ok(outcome) = blow(&mut combatants, 0, &options, resolution) else {
        return [false; 2];
    };
    let mut hit = [false; 2];
    for (index, &pawn) in pawns.iter().enumerate() {
        harm::set_health(world, pawn, combatants[index].vigour);
        if let Some(played) = &cards[index] {
            spend_dexterity(world, pawn, played);
        }
    }
    for (index, marked) in &outcome.marked {
        hit[*index] = true;
        harm::after_wound(
            world,
            pawns[*index],
            marked,
            Some(pawns[1 - index]),
            resolution,
        );
    }
    hit
}

/// `shooter` fires its first loaded distance weapon (devices need the table) at `target`.
/// Returns whether it hit.
fn fire(
    world: &mut ConflictWorld,
    shooter: u32,
    target: u32,
    mut shot: Shot,
    resolution: &mut Resolution,
) -> bool {
    let (Some(own), Some(theirs)) = (card(world, shooter), card(world, target)) else {
        return false;
    };
    let (Some(own_vigour), Some(their_vigour)) =
        (harm::health(world, shooter), harm::health(world, target))
    else {
        return false;
    };
    let mut loads = entity(world, shooter)
        .and_then(|id| world.get::<Loads>(id).cloned())
        .unwrap_or(Loads {
            shots_left: Vec::new(),
            reloading: Vec::new(),
        });
    let loaded = |index: usize| loads.shots_left.get(index).copied().flatten() != Some(0);
    let Some(weapon) = (0..own.weapons.len()).find(|&index| {
        let arm = &own.weapons[index];
        arm.discharge.is_some() && Device::of(arm).is_none() && loaded(index)
    }) else {
        resolution.explain_with(rule("The Hunt"), || {
            msg!(
                "conflict-hunt-nothing-loaded",
                pawn = pawn_name(world, shooter)
            )
        });
        return false;
    };
    shot.slow_shots_left = loads.shots_left.get(weapon).copied().flatten();
    let firer = Combatant {
        card: crate::conflict::names::named_card(world, shooter, &own),
        weapon,
        vigour: own_vigour,
    };
    let mut aimed = Combatant {
        card: crate::conflict::names::named_card(world, target, &theirs),
        weapon: 0,
        vigour: their_vigour,
    };
    let Ok(outcome) = discharge(&firer, &mut aimed, shot, resolution) else {
        return false;
    };
    if outcome.shot_spent
        && let Some(Some(left)) = loads.shots_left.get_mut(weapon)
    {
        *left = left.saturating_sub(1);
    }
    if let Some(id) = entity(world, shooter) {
        world.entity_mut(id).insert(loads);
    }
    harm::set_health(world, target, aimed.vigour);
    match outcome.marked {
        Some(marked) => {
            harm::after_wound(world, target, &marked, Some(shooter), resolution);
            true
        }
        None => false,
    }
}

/// § The Hunt: eliminated, fled, or (a clash) the less Vigour, or (shots) the only one hit,
/// loses; otherwise both stand.
fn outcome(world: &ConflictWorld, pawns: [u32; 2], hit: [bool; 2], clash: bool) -> HuntOutcome {
    if let Some(&pawn) = pawns.iter().find(|&&pawn| entity(world, pawn).is_none()) {
        return HuntOutcome::Eliminated { pawn };
    }
    if let Some(&pawn) = pawns
        .iter()
        .rev()
        .find(|&&pawn| harm::nerve(world, pawn) == Nerve::Escaping)
    {
        return HuntOutcome::Lost { pawn };
    }
    if clash {
        let totals = pawns.map(|pawn| harm::health(world, pawn).map_or(0, |v| v.remaining()));
        return match clash_winner(&totals) {
            Some(winner) => HuntOutcome::Lost {
                pawn: pawns[1 - winner],
            },
            None => HuntOutcome::Stood,
        };
    }
    match hit {
        [true, false] => HuntOutcome::Lost { pawn: pawns[0] },
        [false, true] => HuntOutcome::Lost { pawn: pawns[1] },
        _ => HuntOutcome::Stood,
    }
}
