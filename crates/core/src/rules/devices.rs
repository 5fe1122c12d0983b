//! 1650 § Devices of the Modern Era: grenades (5 cm burst, the failure scatter table), bombs
//! (placed, a secret 1 to 3 turn fuse, 10 cm) and cannons (20 cm deviation).

use super::cards::{SpecialRule, Weapon};
use super::discharge::{Shot, discharge_modifiers};
use super::rolls::{RollResult, roll};
use super::rule;
use crate::dice::Die;
use crate::msg;
use crate::record::{Rejection, Resolution};
use serde::{Deserialize, Serialize};

/// § Devices: a grenade (and a cannon ball) catches everybody within 5 cm of its target...
pub const GRENADE_AREA_CM: f32 = 5.0;
/// ...a bomb within 10 cm.
pub const BOMB_AREA_CM: f32 = 10.0;
/// A failed throw that rolls a 10 lands this far off; a cannon's lands twice as far.
pub const GRENADE_DEVIATION_CM: f32 = 10.0;
pub const CANNON_DEVIATION_CM: f32 = 20.0;
/// A bomb goes off within this many turns, chosen in secret when it is placed.
pub const BOMB_LONGEST_FUSE: u32 = 3;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Device {
    Grenade,
    Bomb,
    Cannon,
}

impl Device {
    /// The device a weapon is, if any (§ Armament: Grenade, Bomb, Cannon).
    pub fn of(weapon: &Weapon) -> Option<Self> {
        weapon.rules.iter().find_map(|used| match used.rule {
            SpecialRule::Grenade => Some(Device::Grenade),
            SpecialRule::Bomb => Some(Device::Bomb),
            SpecialRule::Cannon => Some(Device::Cannon),
            _ => None,
        })
    }

    pub fn area_cm(self) -> f32 {
        match self {
            Device::Bomb => BOMB_AREA_CM,
            Device::Grenade | Device::Cannon => GRENADE_AREA_CM,
        }
    }

    pub fn deviation_cm(self) -> f32 {
        match self {
            Device::Cannon => CANNON_DEVIATION_CM,
            Device::Grenade | Device::Bomb => GRENADE_DEVIATION_CM,
        }
    }
}

/// A pawn near where a device lands, measured by the table.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Bystander {
    /// The caller's id for the pawn.
    pub pawn: usize,
    /// Edge to edge from the device's target (a pawn or a grenade marker), in cm.
    pub from_target_cm: f32,
    /// Behind a large obstacle that is not small for cover: untouched by devices.
    pub sheltered: bool,
}

/// Who a device strikes, with what SL (the roll's, or none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeviceHit {
    /// `None`: the thrower itself.
    pub pawn: Option<usize>,
    pub success_level: u32,
    pub critical: bool,
}

/// What a thrown or fired device did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Burst {
    /// `None` when the target was beyond Range: an automatic failure.
    pub roll: Option<RollResult>,
    /// The D10 of the failure table, when the throw failed.
    pub scatter: Option<u32>,
    pub hits: Vec<DeviceHit>,
    /// Small obstacles within this many cm of the blast are removed; `None` if nothing blew up.
    pub clears_small_obstacles_cm: Option<f32>,
}

/// Pawns within `area` of a point, except those sheltered, nearest first.
fn caught(bystanders: &[Bystander], offset_cm: f32, area: f32) -> Vec<usize> {
    let mut near: Vec<&Bystander> = bystanders
        .iter()
        .filter(|bystander| !bystander.sheltered && bystander.from_target_cm - offset_cm <= area)
        .collect();
    near.sort_by(|a, b| a.from_target_cm.total_cmp(&b.from_target_cm));
    near.into_iter().map(|bystander| bystander.pawn).collect()
}

/// § Grenades and § Cannons: throws (or fires) the device at a target `shot.distance` cm away.
/// `bystanders` are the pawns around the target (the target pawn at 0 cm, if it is a pawn).
pub fn throw(
    thrower_discharge: u32,
    weapon: &Weapon,
    shot: Shot,
    bystanders: &[Bystander],
    devices_work: bool,
    edge: crate::rules::vigour::RollEdge,
    resolution: &mut Resolution,
) -> Result<Burst, Rejection> {
    let section = rule("Devices of the Modern Era");
    let Some(device @ (Device::Grenade | Device::Cannon)) = Device::of(weapon) else {
        return Err(Rejection::by_rule(
            section,
            msg!("rules-devices-not-a-device", weapon = &weapon.name),
        ));
    };
    if !devices_work {
        return Err(Rejection::by_rule(
            rule("The Weather Gets Worse"),
            msg!("rules-devices-storm"),
        ));
    }
    let range = shot.light.range(weapon.range.unwrap_or(0));
    let roll_made = (shot.distance <= range as f32).then(|| {
        // § Grenades: no +1 for attacking from 20 cm or less.
        let modifiers = discharge_modifiers(weapon, false, shot, edge);
        // § Investing Maravedies: "an additional dice in any roll", a device's too.
        roll(
            resolution.dice(),
            msg!("rules-dice-discharge-roll-device"),
            thrower_discharge,
            modifiers,
            shot.extra_dice,
        )
    });
    let mut burst = Burst {
        roll: roll_made.clone(),
        scatter: None,
        hits: Vec::new(),
        clears_small_obstacles_cm: None,
    };
    if let Some(made) = roll_made.as_ref().filter(|made| made.success) {
        let struck = caught(bystanders, 0.0, device.area_cm());
        resolution.explain_with(section.clone(), || {
            msg!(
                "rules-devices-lands",
                weapon = &weapon.name,
                result = made.message(),
                pawns = struck.len(),
                area = device.area_cm().to_string()
            )
        });
        burst.hits = struck
            .into_iter()
            .map(|pawn| DeviceHit {
                pawn: Some(pawn),
                success_level: made.success_level,
                critical: made.critical,
            })
            .collect();
        burst.clears_small_obstacles_cm = Some(device.area_cm());
        return Ok(burst);
    }
    // § Grenades: a failure rolls 1D10: 1 hits the thrower, 10 deviates, else nothing; a
    // deviated device only does its base Damage (no SL).
    let scatter = resolution
        .dice()
        .roll(msg!("rules-dice-device-failure"), Die::D10);
    burst.scatter = Some(scatter);
    let base = |pawn| DeviceHit {
        pawn,
        success_level: 0,
        critical: false,
    };
    let why = match &roll_made {
        Some(made) => made.message(),
        None => msg!("rules-devices-beyond-range", range = range),
    };
    match scatter {
        1 => {
            burst.hits.push(base(None));
            burst.clears_small_obstacles_cm = Some(device.area_cm());
            resolution.explain_with(section, || msg!("rules-devices-strikes-thrower", why = why));
        }
        10 => {
            let deviation = device.deviation_cm();
            let others: Vec<&Bystander> = bystanders
                .iter()
                .filter(|bystander| bystander.from_target_cm > 0.0 && !bystander.sheltered)
                .collect();
            let bounce = others
                .iter()
                .filter(|bystander| bystander.from_target_cm <= deviation)
                .min_by(|a, b| a.from_target_cm.total_cmp(&b.from_target_cm));
            let struck: Vec<usize> = match bounce {
                // It bounces onto the nearest exposed pawn within the deviation
                // (docs/rules-gaps.md).
                Some(bystander) => vec![bystander.pawn],
                // Nobody near: it bursts `deviation` cm off, towards the nearest pawn.
                None => caught(bystanders, deviation, device.area_cm()),
            };
            resolution.explain_with(section, || {
                msg!(
                    "rules-devices-deviates",
                    why = why,
                    deviation = deviation.to_string(),
                    pawns = struck.len()
                )
            });
            burst.hits = struck.into_iter().map(|pawn| base(Some(pawn))).collect();
            burst.clears_small_obstacles_cm = Some(device.area_cm());
        }
        _ => resolution.explain_with(section, || {
            msg!("rules-devices-does-nothing", why = why, roll = scatter)
        }),
    }
    Ok(burst)
}

/// § Bombs: a placed bomb and its secret fuse.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlantedBomb {
    /// Turns left before it goes off, hidden from the other player until then.
    pub turns_left: u32,
}

/// § Bombs: the carrier stayed stationary and out of clashes for a full turn.
pub fn plant_bomb(
    stationary_full_turn: bool,
    in_clash: bool,
    fuse_turns: u32,
) -> Result<PlantedBomb, Rejection> {
    let section = rule("Devices of the Modern Era");
    if !stationary_full_turn || in_clash {
        return Err(Rejection::by_rule(
            section,
            msg!("rules-devices-bomb-placing"),
        ));
    }
    if !(1..=BOMB_LONGEST_FUSE).contains(&fuse_turns) {
        return Err(Rejection::by_rule(
            section,
            msg!("rules-devices-bomb-fuse", turns = fuse_turns),
        ));
    }
    Ok(PlantedBomb {
        turns_left: fuse_turns,
    })
}

impl PlantedBomb {
    /// Counts a turn down at its end; true when the bomb goes off now.
    pub fn tick(&mut self) -> bool {
        self.turns_left = self.turns_left.saturating_sub(1);
        self.turns_left == 0
    }
}

/// § Bombs: everybody within 10 cm, with base Damage (no roll, so no SL).
pub fn bomb_blast(bystanders: &[Bystander]) -> Burst {
    Burst {
        roll: None,
        scatter: None,
        hits: caught(bystanders, 0.0, BOMB_AREA_CM)
            .into_iter()
            .map(|pawn| DeviceHit {
                pawn: Some(pawn),
                success_level: 0,
                critical: false,
            })
            .collect(),
        clears_small_obstacles_cm: Some(BOMB_AREA_CM),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Dice;
    use crate::rules::cards::{WeaponColour, WeaponRule};
    use crate::rules::damage::WeaponDamage;
    use crate::rules::vigour::RollEdge;
    use crate::table::light::DischargeLight;

    fn grenade(kind: SpecialRule, range: u32) -> Weapon {
        Weapon {
            name: "grenade".to_owned(),
            colours: vec![WeaponColour::Green],
            range: Some(range),
            attack: None,
            reply: None,
            discharge: Some(5),
            damage: WeaponDamage {
                normal: 4,
                critical: 6,
            },
            rules: vec![WeaponRule {
                rule: kind,
                critical_only: false,
            }],
        }
    }

    fn at(distance: f32) -> Shot {
        Shot {
            distance,
            cover: 0,
            light: DischargeLight::Day,
            maneuver: Default::default(),
            moved: false,
            slow_shots_left: None,
            extra_dice: 0,
            luck: 0,
        }
    }

    fn crowd() -> Vec<Bystander> {
        vec![
            Bystander {
                pawn: 0,
                from_target_cm: 0.0,
                sheltered: false,
            },
            Bystander {
                pawn: 1,
                from_target_cm: 4.0,
                sheltered: false,
            },
            Bystander {
                pawn: 2,
                from_target_cm: 3.0,
                sheltered: true,
            },
            Bystander {
                pawn: 3,
                from_target_cm: 8.0,
                sheltered: false,
            },
        ]
    }

    fn thrown(dice: Vec<u32>, weapon: &Weapon, shot: Shot, bystanders: &[Bystander]) -> Burst {
        let mut dice = Dice::scripted(1, dice);
        let mut resolution = Resolution::new(&mut dice, None, true);
        throw(
            5,
            weapon,
            shot,
            bystanders,
            true,
            RollEdge::default(),
            &mut resolution,
        )
        .expect("a device")
    }

    #[test]
    fn grenades_a_hit_catches_every_pawn_within_5_cm_with_the_same_roll_but_not_the_sheltered() {
        let burst = thrown(
            vec![7],
            &grenade(SpecialRule::Grenade, 20),
            at(10.0),
            &crowd(),
        );
        let struck: Vec<_> = burst.hits.iter().map(|hit| hit.pawn).collect();
        assert_eq!(struck, [Some(0), Some(1)]);
        assert!(burst.hits.iter().all(|hit| hit.success_level == 2));
        let made = burst.roll.expect("rolled");
        assert!(made.modifiers.is_empty(), "no +1 within 20 cm for grenades");
        assert_eq!(burst.clears_small_obstacles_cm, Some(GRENADE_AREA_CM));
    }

    #[test]
    fn grenades_failure_table_1_hits_the_thrower_10_deviates_else_nothing() {
        let weapon = grenade(SpecialRule::Grenade, 20);
        let own = thrown(vec![2, 1], &weapon, at(10.0), &crowd());
        assert_eq!(own.hits.len(), 1);
        assert_eq!(own.hits[0].pawn, None);
        let nothing = thrown(vec![2, 5], &weapon, at(10.0), &crowd());
        assert!(nothing.hits.is_empty() && nothing.clears_small_obstacles_cm.is_none());
        let bounced = thrown(vec![2, 10], &weapon, at(10.0), &crowd());
        assert_eq!(
            bounced.hits[0].pawn,
            Some(1),
            "the nearest other pawn within 10 cm"
        );
        assert_eq!(bounced.hits[0].success_level, 0, "base Damage only");
    }

    #[test]
    fn grenades_beyond_range_fail_automatically_and_roll_the_failure_table() {
        let burst = thrown(
            vec![1],
            &grenade(SpecialRule::Grenade, 20),
            at(25.0),
            &crowd(),
        );
        assert!(burst.roll.is_none());
        assert_eq!(burst.scatter, Some(1));
    }

    #[test]
    fn cannons_deviate_20_cm() {
        let far = [Bystander {
            pawn: 7,
            from_target_cm: 18.0,
            sheltered: false,
        }];
        let cannon = thrown(
            vec![2, 10],
            &grenade(SpecialRule::Cannon, 60),
            at(30.0),
            &far,
        );
        assert_eq!(cannon.hits[0].pawn, Some(7));
        let grenade = thrown(
            vec![2, 10],
            &grenade(SpecialRule::Grenade, 60),
            at(30.0),
            &far,
        );
        assert!(
            grenade.hits.is_empty(),
            "18 cm is beyond a grenade's 10 cm deviation"
        );
    }

    #[test]
    fn bombs_are_planted_in_a_full_still_turn_and_burst_after_their_secret_fuse() {
        assert!(plant_bomb(false, false, 2).is_err());
        assert!(plant_bomb(true, true, 2).is_err());
        assert!(plant_bomb(true, false, 4).is_err());
        let mut bomb = plant_bomb(true, false, 2).expect("placed");
        assert!(!bomb.tick());
        assert!(bomb.tick());
        let blast = bomb_blast(&crowd());
        let struck: Vec<_> = blast.hits.iter().map(|hit| hit.pawn).collect();
        assert_eq!(struck, [Some(0), Some(1), Some(3)]);
        assert!(blast.hits.iter().all(|hit| hit.success_level == 0));
    }

    #[test]
    fn devices_do_not_work_in_a_storm() {
        let mut dice = Dice::scripted(1, vec![7]);
        let mut resolution = Resolution::new(&mut dice, None, true);
        let weapon = grenade(SpecialRule::Grenade, 20);
        assert!(
            throw(
                5,
                &weapon,
                at(10.0),
                &crowd(),
                false,
                RollEdge::default(),
                &mut resolution
            )
            .is_err()
        );
    }
}
