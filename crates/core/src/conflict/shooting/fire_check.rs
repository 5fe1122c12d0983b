//! Whether a distance weapon may fire now (1650 § Distance Weapons, § Devices of the Modern Era,
//! § Movement Maneuvers, § Reloading Slow Weapons, § Armament): asked of every weapon whenever
//! the computer weighs a shot or a Reaction Shot's wait looks for a ready one, so the answer is
//! found first and written out only for whoever reads it.

use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Conditions, Loads, Moved};
use crate::conflict::world::pawns::{card, check_active, deeds, engaged_with, entity, is_active};
use crate::record::Rejection;
use crate::rules::devices::Device;
use crate::rules::rule;

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
        let name = arm.map_or("weapon", |arm| arm.name.as_str());
        let distance = |reason: &str| Rejection::by_rule(rule("Distance Weapons"), reason);
        match self {
            NoFire::NotOnTable => {
                Rejection::new(format!("{} is not on the table", pawn_name(world, pawn)))
            }
            NoFire::NoSuchWeapon => Rejection::new(format!(
                "{} has no weapon {}",
                pawn_name(world, pawn),
                weapon + 1
            )),
            NoFire::NotDistance => distance(&format!("the {name} is not a distance weapon")),
            NoFire::Bomb => Rejection::by_rule(
                rule("Devices of the Modern Era"),
                format!(
                    "the {name} is a bomb: bombs are not thrown but placed (declare it first in an activation: Place bomb)"
                ),
            ),
            NoFire::Storm => Rejection::by_rule(
                rule("The Weather Gets Worse"),
                "in this Storm, Devices of the Modern Era do not work",
            ),
            NoFire::DoneThisActivation => {
                distance("one Discharge Maneuver or one clash per activation")
            }
            NoFire::Charged => Rejection::by_rule(
                rule("Movement Maneuvers"),
                "pawns who charge cannot use distance weapons before or after moving",
            ),
            NoFire::Swimming => Rejection::by_rule(
                rule("Movement Maneuvers"),
                "a swimming pawn cannot use distance weapons",
            ),
            NoFire::Reloading => Rejection::by_rule(
                rule("Reloading Slow Weapons"),
                "a pawn cannot use and reload a distance weapon in the same turn",
            ),
            NoFire::Engaged => distance("a pawn engaged in a clash cannot use distance weapons"),
            NoFire::Heavy => match arm.map(|arm| arm.check_heavy(true)) {
                Some(Err(rejection)) => rejection,
                _ => Rejection::new(format!("the {name} is Heavy")),
            },
            NoFire::Unloaded => Rejection::by_rule(
                rule("Reloading Slow Weapons"),
                format!("the {name} must be reloaded before it fires again"),
            ),
        }
    }
}
