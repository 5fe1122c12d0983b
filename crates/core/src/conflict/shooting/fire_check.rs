//! Whether a distance weapon may fire now (1650 § Distance Weapons, § Devices of the Modern Era,
//! § Movement Maneuvers, § Reloading Slow Weapons, § Armament): asked of every weapon whenever
//! the computer weighs a shot or a Reaction Shot's wait looks for a ready one, so the answer is
//! found first and written out only for whoever reads it.

use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Conditions, Loads, Moved};
use crate::conflict::world::pawns::{card, check_active, deeds, engaged_with, entity, is_active};
use crate::msg;
use crate::record::Rejection;
use crate::rules::devices::Device;
use crate::rules::rule;
use crate::words::Message;

/// Why a weapon cannot fire, before it is put in words (`NoFire::rejection`).
#[derive(Clone, Copy, Debug, PartialEq)]
enum NoFire {
    NotOnTable,
    NoSuchWeapon,
    NotDistance,
    Bomb,
    Storm,
    DoneThisActivation,
    Charged,
    Swimming,
    Reloading,
    Engaged,
    Heavy,
    Unloaded,
}

/// Why `pawn` may not fire `weapon` now (before anything is measured).
pub fn check_may_shoot(world: &ConflictWorld, pawn: u32, weapon: usize) -> Result<(), Rejection> {
    check_active(world, pawn)?;
    check_weapon_fires(world, pawn, weapon)
}

/// Whether `check_may_shoot` lets `pawn` fire `weapon`, nothing written out.
pub(in crate::conflict) fn may_shoot(world: &ConflictWorld, pawn: u32, weapon: usize) -> bool {
    is_active(world, pawn) && weapon_fires(world, pawn, weapon).is_ok()
}

/// Why `pawn`'s `weapon` cannot fire, whoever is active: the weapon, the weather, what the pawn
/// has done this turn, clashes and loads (a Reaction Shot checks this out of turn).
pub(in crate::conflict) fn check_weapon_fires(
    world: &ConflictWorld,
    pawn: u32,
    weapon: usize,
) -> Result<(), Rejection> {
    weapon_fires(world, pawn, weapon).map_err(|no| no.rejection(world, pawn, weapon))
}

/// Whether `check_weapon_fires` lets `pawn`'s `weapon` fire, nothing written out.
pub(in crate::conflict) fn weapon_may_fire(
    world: &ConflictWorld,
    pawn: u32,
    weapon: usize,
) -> bool {
    weapon_fires(world, pawn, weapon).is_ok()
}

/// The checks themselves, in the order their refusals are given.
fn weapon_fires(world: &ConflictWorld, pawn: u32, weapon: usize) -> Result<(), NoFire> {
    let shooter = card(world, pawn).ok_or(NoFire::NotOnTable)?;
    let arm = shooter.weapons.get(weapon).ok_or(NoFire::NoSuchWeapon)?;
    if !arm.is_distance() {
        return Err(NoFire::NotDistance);
    }
    match Device::of(arm) {
        Some(Device::Bomb) => return Err(NoFire::Bomb),
        Some(_) if world.resource::<Conditions>().weather.effects().no_devices => {
            return Err(NoFire::Storm);
        }
        _ => {}
    }
    let done = deeds(world, pawn);
    if done.shot || done.fought {
        return Err(NoFire::DoneThisActivation);
    }
    match done.moved {
        Some(Moved::Charged) => return Err(NoFire::Charged),
        Some(Moved::Swam) => return Err(NoFire::Swimming),
        _ => {}
    }
    if done.reloading {
        return Err(NoFire::Reloading);
    }
    if !engaged_with(world, pawn).is_empty() {
        return Err(NoFire::Engaged);
    }
    if arm.heavy_bars(done.walked_cm > 0.0) {
        return Err(NoFire::Heavy);
    }
    let loads = entity(world, pawn).and_then(|entity| world.get::<Loads>(entity));
    if loads.and_then(|loads| loads.shots_left.get(weapon).copied().flatten()) == Some(0) {
        return Err(NoFire::Unloaded);
    }
    Ok(())
}

impl NoFire {
    /// The refusal in words, with the rule that gives it.
    fn rejection(self, world: &ConflictWorld, pawn: u32, weapon: usize) -> Rejection {
        let shooter = card(world, pawn);
        let arm = shooter
            .as_ref()
            .and_then(|shooter| shooter.weapons.get(weapon));
        // The weapon's name from the card (every refusal that names it comes after
        // `NoSuchWeapon`, so the fallback is never read).
        let name = arm.map_or("weapon", |arm| arm.name.as_str());
        let distance = |reason: Message| Rejection::by_rule(rule("Distance Weapons"), reason);
        match self {
            NoFire::NotOnTable => Rejection::new(msg!(
                "conflict-clash-not-on-table",
                pawn = pawn_name(world, pawn)
            )),
            NoFire::NoSuchWeapon => Rejection::new(msg!(
                "conflict-clash-no-weapon",
                pawn = pawn_name(world, pawn),
                weapon = weapon + 1
            )),
            NoFire::NotDistance => distance(msg!("conflict-shooting-not-distance", weapon = name)),
            NoFire::Bomb => Rejection::by_rule(
                rule("Devices of the Modern Era"),
                msg!("conflict-shooting-bomb-not-thrown", weapon = name),
            ),
            NoFire::Storm => Rejection::by_rule(
                rule("The Weather Gets Worse"),
                msg!("conflict-shooting-storm-no-devices"),
            ),
            NoFire::DoneThisActivation => distance(msg!("conflict-shooting-one-per-activation")),
            NoFire::Charged => Rejection::by_rule(
                rule("Movement Maneuvers"),
                msg!("conflict-shooting-charged"),
            ),
            NoFire::Swimming => Rejection::by_rule(
                rule("Movement Maneuvers"),
                msg!("conflict-shooting-swimming"),
            ),
            NoFire::Reloading => Rejection::by_rule(
                rule("Reloading Slow Weapons"),
                msg!("conflict-shooting-reloading"),
            ),
            NoFire::Engaged => distance(msg!("conflict-shooting-engaged")),
            NoFire::Heavy => match arm.map(|arm| arm.check_heavy(true)) {
                Some(Err(rejection)) => rejection,
                _ => Rejection::new(msg!("conflict-shooting-heavy", weapon = name)),
            },
            NoFire::Unloaded => Rejection::by_rule(
                rule("Reloading Slow Weapons"),
                msg!("conflict-shooting-unloaded", weapon = name),
            ),
        }
    }
}
