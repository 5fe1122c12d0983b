//! 1650 § Devices of the Modern Era, bombs on the table. A pawn carrying a bomb declares it
//! first in its activation, which it then spends standing still; the bomb is placed where it
//! stands once it has stayed stationary and free of clashes over a full turn (at its next
//! activation; a Sapper at once). It goes off at the end of the turn its secret fuse names (1 to
//! 3 turns, the turn it is placed counting as the first) over every pawn within 10 cm not
//! sheltered behind a large obstacle, with base Damage. Choices the book leaves open are listed
//! in docs/rules-gaps.md.

use crate::conflict::names::{band_name, pawn_name};
use crate::conflict::shooting::devices::{
    BURST_HEIGHT_CM, blow_away_small_obstacles, bystanders, sheltered, strike,
};
use crate::conflict::shooting::smoke::smoke_at;
use crate::conflict::state::Conflict;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Conditions, Table};
pub use crate::conflict::world::notes::{Bomb, BombStage, Bombs};
use crate::conflict::world::pawns::{card, engaged_with, footing, pawn_ids, place_of};
use crate::conflict::world::pawns::{check_active, deeds};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::devices::{Device, bomb_blast, plant_bomb};
use crate::rules::rule;
use crate::table::base::{Placement, Point};
use crate::words::Message;
use parry3d::math::{Vec2, Vec3};

/// § Sapper (peculiarities.ron): places a bomb at the end of the activation it declares it in.
pub const SAPPER: &str = "sapper";

const SECTION: &str = "Devices of the Modern Era";

/// Declares `pawn`'s bomb `weapon` with a fuse of `fuse_turns`; its activation ends.
pub(in crate::conflict) fn declare(
    world: &mut ConflictWorld,
    pawn: u32,
    weapon: usize,
    fuse_turns: u32,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    check_declare(world, pawn, weapon)?;
    let (Some(carrier), Some(place)) = (card(world, pawn), footing(world, pawn)) else {
        return Err(Rejection::new(msg!(
            "conflict-clash-not-on-table",
            pawn = pawn_name(world, pawn)
        )));
    };
    let Some(arm) = carrier.weapons.get(weapon) else {
        return Err(Rejection::new(msg!(
            "conflict-clash-no-weapon",
            pawn = pawn_name(world, pawn),
            weapon = weapon + 1
        )));
    };
    let fuse = plant_bomb(true, false, fuse_turns)?;
    let band = crate::conflict::world::pawns::side(world, pawn).unwrap_or(0);
    let sapper = carrier.has_peculiarity(SAPPER);
    let stage = if sapper {
        BombStage::Placed {
            at: centre(place.0),
            level: place.0.level,
        }
    } else {
        BombStage::Placing { from: place.0 }
    };
    world.resource_mut::<Bombs>().0.push(Bomb {
        band,
        carrier: pawn,
        weapon,
        fuse,
        stage,
    });
    let (name, device) = (pawn_name(world, pawn), arm.name.clone());
    resolution.explain_with(rule(SECTION), || {
        if sapper {
            msg!(
                "conflict-shooting-bomb-sapper-places",
                pawn = name.as_str(),
                bomb = device.as_str()
            )
        } else {
            msg!(
                "conflict-shooting-bomb-begins",
                pawn = name.as_str(),
                bomb = device.as_str()
            )
        }
    });
    crate::conflict::world::pawns::finish_active(world, pawn);
    Ok(())
}

/// Whether the active `pawn` may declare its bomb `weapon` now (the fuse is checked apart).
fn check_declare(world: &ConflictWorld, pawn: u32, weapon: usize) -> Result<(), Rejection> {
    check_active(world, pawn)?;
    let refuse = |reason: Message| Err(Rejection::by_rule(rule(SECTION), reason));
    let Some(carrier) = card(world, pawn) else {
        return Err(Rejection::new(msg!(
            "conflict-clash-not-on-table",
            pawn = pawn_name(world, pawn)
        )));
    };
    let Some(arm) = carrier.weapons.get(weapon) else {
        return refuse(msg!(
            "conflict-clash-no-weapon",
            pawn = pawn_name(world, pawn),
            weapon = weapon + 1
        ));
    };
    if Device::of(arm) != Some(Device::Bomb) {
        return refuse(msg!("conflict-shooting-not-a-bomb", weapon = &arm.name));
    }
    let done = deeds(world, pawn);
    if done.moved.is_some() || done.shot || done.fought || done.reloading {
        return refuse(msg!("conflict-shooting-bomb-declare-first"));
    }
    if !engaged_with(world, pawn).is_empty() {
        return refuse(msg!("conflict-shooting-bomb-in-clash"));
    }
    if world.resource::<Conditions>().weather.effects().no_devices {
        return Err(Rejection::by_rule(
            rule("The Weather Gets Worse"),
            msg!("conflict-shooting-storm-no-devices"),
        ));
    }
    let declared = world
        .resource::<Bombs>()
        .0
        .iter()
        .any(|bomb| bomb.carrier == pawn && bomb.weapon == weapon);
    if declared {
        return refuse(msg!("conflict-shooting-bomb-used", weapon = &arm.name));
    }
    Ok(())
}

fn centre(placement: Placement) -> Point {
    Point {
        x: placement.x,
        y: placement.y,
    }
}

/// After each command: a bomb being placed whose carrier moved, was engaged or left the table
/// is not placed (the carrier keeps it and may try again).
pub(in crate::conflict) fn watch(world: &mut ConflictWorld, resolution: &mut Resolution) {
    if world.resource::<Bombs>().0.is_empty() {
        return;
    }
    let interrupted: Vec<(usize, u32, Message)> = world
        .resource::<Bombs>()
        .0
        .iter()
        .enumerate()
        .filter_map(|(index, bomb)| {
            let BombStage::Placing { from } = bomb.stage else {
                return None;
            };
            let why = match footing(world, bomb.carrier) {
                None => msg!("conflict-shooting-bomb-carrier-gone"),
                Some(place) if place.0 != from => msg!("conflict-shooting-bomb-carrier-moved"),
                Some(_) if !engaged_with(world, bomb.carrier).is_empty() => {
                    msg!("conflict-shooting-bomb-carrier-engaged")
                }
                Some(_) => return None,
            };
            Some((index, bomb.carrier, why))
        })
        .collect();
    for (index, carrier, why) in interrupted.into_iter().rev() {
        world.resource_mut::<Bombs>().0.remove(index);
        resolution.explain_with(rule(SECTION), || {
            msg!(
                "conflict-shooting-bomb-not-placed",
                pawn = pawn_name(world, carrier),
                reason = why
            )
        });
    }
}

/// At the start of `pawn`'s activation: a bomb it has been placing over a full turn is placed.
pub(in crate::conflict) fn on_activation(
    world: &mut ConflictWorld,
    pawn: u32,
    resolution: &mut Resolution,
) {
    if world.resource::<Bombs>().0.is_empty() {
        return;
    }
    watch(world, resolution);
    let mut bombs = std::mem::take(&mut world.resource_mut::<Bombs>().0);
    for bomb in &mut bombs {
        if let (true, BombStage::Placing { from }) = (bomb.carrier == pawn, bomb.stage) {
            bomb.stage = BombStage::Placed {
                at: centre(from),
                level: from.level,
            };
            resolution.explain_with(rule(SECTION), || {
                msg!(
                    "conflict-shooting-bomb-placed",
                    pawn = pawn_name(world, pawn)
                )
            });
        }
    }
    world.resource_mut::<Bombs>().0 = bombs;
}

/// At the end of a turn: each placed bomb's fuse burns down; those at 0 go off.
pub(in crate::conflict) fn turn_ends(world: &mut ConflictWorld, resolution: &mut Resolution) {
    if world.resource::<Bombs>().0.is_empty() {
        return;
    }
    let mut bombs = std::mem::take(&mut world.resource_mut::<Bombs>().0);
    let mut bursting = Vec::new();
    for bomb in &mut bombs {
        if let BombStage::Placed { at, level } = bomb.stage
            && bomb.fuse.tick()
        {
            bomb.stage = BombStage::Exploded { at, level };
            bursting.push(bomb.clone());
        }
    }
    world.resource_mut::<Bombs>().0 = bombs;
    for bomb in bursting {
        if let BombStage::Exploded { at, level } = bomb.stage {
            explode(world, &bomb, at, level, resolution);
        }
    }
}

/// § Bombs: every pawn within 10 cm of the bomb takes its base Damage (no roll, so no SL).
fn explode(
    world: &mut ConflictWorld,
    bomb: &Bomb,
    at: Point,
    level: f32,
    resolution: &mut Resolution,
) {
    let arm =
        card(world, bomb.carrier).and_then(|carrier| carrier.weapons.get(bomb.weapon).cloned());
    let Some(arm) = arm else {
        return;
    };
    let point = Vec2::new(at.x, at.y);
    let burst = Vec3::new(at.x, at.y, level + BURST_HEIGHT_CM);
    let on_table: Vec<(u32, f32, bool)> = pawn_ids(world)
        .into_iter()
        .filter_map(|id| {
            let place = footing(world, id)?;
            let distance = place.base().edge_distance_to_point(point).max(0.0);
            Some((id, distance, sheltered(world, burst, id)))
        })
        .collect();
    let bystanders = bystanders(&on_table);
    let blast = bomb_blast(&bystanders);
    resolution.explain_with(rule(SECTION), || {
        msg!(
            "conflict-shooting-bomb-goes-off",
            band = band_name(world, bomb.band),
            bomb = &arm.name,
            place = place_of(world, point, level),
            count = blast.hits.len()
        )
    });
    for struck in &blast.hits {
        let Some(&(victim, _, _)) = struck.pawn.and_then(|index| on_table.get(index)) else {
            continue;
        };
        strike(world, victim, struck, &arm, bomb.carrier, resolution);
    }
    if let Some(area) = blast.clears_small_obstacles_cm {
        blow_away_small_obstacles(world, point, level, area, resolution);
    }
    let table = world.resource::<Table>().size();
    smoke_at(world, &arm, table, point, resolution);
}

impl Conflict {
    /// The bombs declared so far (a bomb's fuse is a secret: the table shows it to nobody).
    pub fn bombs(&self) -> &[Bomb] {
        &self.world.resource::<Bombs>().0
    }

    /// The bomb weapons the activated `pawn` could declare now (empty when it may not).
    pub fn plantable_bombs(&self, pawn: u32) -> Vec<usize> {
        let weapons = card(&self.world, pawn).map_or(0, |carrier| carrier.weapons.len());
        (0..weapons)
            .filter(|&weapon| check_declare(&self.world, pawn, weapon).is_ok())
            .collect()
    }
}
