//! 1650 § Distance Weapons, § Discharge Rolls, § Discharge Maneuvers, § Discharge Roll
//! Modifiers, § Reloading Slow Weapons, § Day and Night and § Armament (Tardy): one shot.

use super::cards::{SpecialRule, Weapon};
use super::clash::Combatant;
use super::damage::{Hit, hit};
use super::rolls::{RollResult, roll};
use super::rule;
use super::vigour::{Marked, RollEdge, edge_modifiers};
use crate::dice::Modifier;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::table::light::DischargeLight;
use crate::words::Arg;
use serde::{Deserialize, Serialize};

/// § Discharge Roll Modifiers: an Accurate Shot adds this to the Discharge roll.
pub const ACCURATE_SHOT_BONUS: i32 = 1;

/// § Discharge Roll Modifiers: +1 within 20 cm (not for weapons of Range 20 or less).
pub const SHORT_RANGE_CM: f32 = 20.0;
/// § Discharge Roll Modifiers (the table is garbled; Ysbilia ruling): −1 at 40 cm or more.
pub const LONG_RANGE_CM: f32 = 40.0;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum DischargeManeuver {
    /// Before, during or after moving.
    #[default]
    Discharge,
    /// Stationary all activation: +1.
    AccurateShot,
    /// Out of turn, at an enemy activating or moving in sight.
    ReactionShot,
}

/// Everything about the shot that the table decides (distance, light, cover) and the pawn's turn.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Shot {
    /// Edge to edge, in cm (`table::base::Base::edge_distance`).
    pub distance: f32,
    /// Small obstacles on the path plus partial cover (`table::sight::Sight::cover_count`).
    #[serde(default)]
    pub cover: u32,
    #[serde(default = "daylight")]
    pub light: DischargeLight,
    #[serde(default)]
    pub maneuver: DischargeManeuver,
    /// The shooter moved this turn (no Accurate Shot; Tardy weapons −1).
    #[serde(default)]
    pub moved: bool,
    /// Shots left in a Slow (X) weapon; `None` for other weapons.
    #[serde(default)]
    pub slow_shots_left: Option<u32>,
    /// § Investing Maravedies: extra dice bought for the roll (the lowest are dropped).
    #[serde(default)]
    pub extra_dice: u32,
    /// § Panoply Cards: a Lucky Real declared for this roll.
    #[serde(default)]
    pub luck: i32,
}

fn daylight() -> DischargeLight {
    DischargeLight::Day
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShotOutcome {
    /// `None` when the target was out of range: the shot fails without a roll.
    pub roll: Option<RollResult>,
    pub hit: Option<Hit>,
    pub marked: Option<Marked>,
    /// A Slow weapon's shot was spent (even out of range).
    pub shot_spent: bool,
}

/// `shooter` fires the weapon in its hand at `target`.
pub fn discharge(
    shooter: &Combatant,
    target: &mut Combatant,
    shot: Shot,
    resolution: &mut Resolution,
) -> Result<ShotOutcome, Rejection> {
    let weapon = shooter.card.weapons.get(shooter.weapon).ok_or_else(|| {
        Rejection::new(msg!(
            "rules-discharge-no-weapon",
            pawn = &shooter.card.name,
            weapon = shooter.weapon + 1
        ))
    })?;
    let (Some(discharge_value), Some(range)) = (weapon.discharge, weapon.range) else {
        return Err(Rejection::by_rule(
            rule("Distance Weapons"),
            msg!("rules-discharge-not-distance", weapon = &weapon.name),
        ));
    };
    let has = |wanted: fn(&SpecialRule) -> bool| weapon.rules.iter().any(|used| wanted(&used.rule));
    if shot.slow_shots_left == Some(0) {
        return Err(Rejection::by_rule(
            rule("Reloading Slow Weapons"),
            msg!("rules-discharge-reload-first", weapon = &weapon.name),
        ));
    }
    if shot.maneuver == DischargeManeuver::AccurateShot && shot.moved {
        return Err(Rejection::by_rule(
            rule("Discharge Maneuvers"),
            msg!("rules-discharge-accurate-moved"),
        ));
    }
    if shot.light == DischargeLight::SmokeForbids {
        return Err(Rejection::by_rule(
            rule("Cloud of Smoke"),
            msg!("rules-discharge-smoke"),
        ));
    }
    let slow = has(|rule| matches!(rule, SpecialRule::Slow(_)));
    let effective_range = shot.light.range(range);
    if !shot.distance.is_finite() || shot.distance < 0.0 {
        return Err(Rejection::new(msg!("rules-discharge-bad-distance")));
    }
    if shot.distance > effective_range as f32 {
        resolution.explain_with(rule("Discharge Rolls"), || {
            let distance = Arg::tenths(shot.distance);
            if slow {
                msg!(
                    "rules-discharge-out-of-range-spent",
                    distance = distance,
                    weapon = &weapon.name,
                    range = effective_range
                )
            } else {
                msg!(
                    "rules-discharge-out-of-range",
                    distance = distance,
                    weapon = &weapon.name,
                    range = effective_range
                )
            }
        });
        return Ok(ShotOutcome {
            roll: None,
            hit: None,
            marked: None,
            shot_spent: slow,
        });
    }
    let modifiers = discharge_modifiers(weapon, range > 20, shot, shooter.vigour.roll_edge());
    let result = roll(
        resolution.dice(),
        msg!("rules-dice-discharge-roll"),
        discharge_value,
        modifiers,
        shot.extra_dice,
    );
    resolution.explain_with(rule("Discharge Roll Modifiers"), || {
        msg!(
            "rules-discharge-fires",
            pawn = &shooter.card.name,
            weapon = &weapon.name,
            distance = Arg::tenths(shot.distance),
            result = result.message()
        )
    });
    let mut outcome = ShotOutcome {
        roll: Some(result.clone()),
        hit: None,
        marked: None,
        shot_spent: slow,
    };
    if result.success {
        let penetration = weapon.penetration(result.critical);
        let damage = hit(
            result.success_level,
            result.critical,
            weapon.damage,
            penetration,
            target.card.defense,
        );
        let marked = target.vigour.mark(damage.vigour_lost);
        let remaining = target.vigour.remaining();
        resolution.explain_with(rule("Damage"), || {
            if marked.eliminated {
                msg!(
                    "rules-discharge-damage-removed",
                    sl = damage.success_level,
                    damage = damage.damage,
                    defense = damage.defense,
                    lost = damage.vigour_lost,
                    target = &target.card.name,
                    remaining = remaining
                )
            } else {
                msg!(
                    "rules-discharge-damage",
                    sl = damage.success_level,
                    damage = damage.damage,
                    defense = damage.defense,
                    lost = damage.vigour_lost,
                    target = &target.card.name,
                    remaining = remaining
                )
            }
        });
        outcome.hit = Some(damage);
        outcome.marked = Some(marked);
    }
    Ok(outcome)
}

/// § Discharge Roll Modifiers, § Day and Night and § Armament (Tardy): the modifiers of a
/// Discharge roll. `short_range_bonus` is false for weapons of Range 20 or less and grenades.
pub fn discharge_modifiers(
    weapon: &Weapon,
    short_range_bonus: bool,
    shot: Shot,
    edge: RollEdge,
) -> Vec<Modifier> {
    let has = |wanted: fn(&SpecialRule) -> bool| weapon.rules.iter().any(|used| wanted(&used.rule));
    let mut modifiers = Vec::new();
    if shot.distance <= SHORT_RANGE_CM && short_range_bonus {
        modifiers.push(Modifier::new(msg!("rules-dice-0-to-20-cm"), 1));
    } else if shot.distance >= LONG_RANGE_CM {
        modifiers.push(Modifier::new(msg!("rules-dice-40-cm-or-more"), -1));
    }
    for _ in 0..shot.cover {
        modifiers.push(Modifier::new(
            msg!("rules-dice-small-obstacle-in-the-way"),
            -1,
        ));
    }
    if shot.maneuver == DischargeManeuver::AccurateShot {
        modifiers.push(Modifier::new(
            msg!("rules-dice-accurate-shot"),
            ACCURATE_SHOT_BONUS,
        ));
    }
    if has(|rule| *rule == SpecialRule::Tardy) {
        if shot.maneuver == DischargeManeuver::AccurateShot {
            modifiers.push(Modifier::new(msg!("rules-dice-tardy-accurate-shot"), 1));
        }
        if shot.moved {
            modifiers.push(Modifier::new(msg!("rules-dice-tardy-moved-this-turn"), -1));
        }
    }
    match shot.light {
        DischargeLight::Night { smoke: true, .. } => {
            modifiers.push(Modifier::new(
                msg!("rules-dice-night-thick-smoke-in-the-quadrant"),
                -1,
            ));
        }
        DischargeLight::Night { .. } => modifiers.push(Modifier::new(msg!("rules-dice-night"), -1)),
        DischargeLight::Day | DischargeLight::HeatHaze | DischargeLight::SmokeForbids => {}
    }
    modifiers.extend(edge_modifiers(edge));
    if shot.luck != 0 {
        modifiers.push(Modifier::new(msg!("rules-dice-lucky-real"), shot.luck));
    }
    modifiers
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Dice;
    use crate::rules::cards::{Weapon, WeaponColour, WeaponRule, test_card};
    use crate::rules::damage::WeaponDamage;

    fn pawn(range: u32, rules: Vec<SpecialRule>) -> Combatant {
        let weapon = Weapon {
            name: "arquebus".to_owned(),
            colours: vec![WeaponColour::Green],
            range: Some(range),
            attack: None,
            reply: None,
            discharge: Some(5),
            damage: WeaponDamage {
                normal: 4,
                critical: 6,
            },
            rules: rules
                .into_iter()
                .map(|rule| WeaponRule {
                    rule,
                    critical_only: false,
                })
                .collect(),
        };
        Combatant::new(test_card(5, weapon), 0)
    }

    fn shoot(die: u32, shooter: &Combatant, shot: Shot) -> Result<ShotOutcome, Rejection> {
        let mut target = pawn(30, Vec::new());
        let mut dice = Dice::scripted(1, vec![die]);
        discharge(
            shooter,
            &mut target,
            shot,
            &mut Resolution::new(&mut dice, None, true),
        )
    }

    fn at(distance: f32) -> Shot {
        Shot {
            distance,
            cover: 0,
            light: DischargeLight::Day,
            maneuver: DischargeManeuver::Discharge,
            moved: false,
            slow_shots_left: None,
            extra_dice: 0,
            luck: 0,
        }
    }

    fn total_modifier(outcome: &ShotOutcome) -> i32 {
        outcome
            .roll
            .as_ref()
            .map_or(0, |roll| Modifier::total(&roll.modifiers))
    }

    #[test]
    fn discharge_roll_modifiers_range_cover_and_accurate_shot() {
        let shooter = pawn(45, Vec::new());
        assert_eq!(
            total_modifier(&shoot(5, &shooter, at(15.0)).expect("legal")),
            1,
            "0 to 20 cm"
        );
        assert_eq!(
            total_modifier(&shoot(5, &shooter, at(30.0)).expect("legal")),
            0
        );
        assert_eq!(
            total_modifier(&shoot(5, &shooter, at(42.0)).expect("legal")),
            -1,
            "40 cm or more"
        );
        let covered = Shot {
            cover: 2,
            maneuver: DischargeManeuver::AccurateShot,
            ..at(30.0)
        };
        assert_eq!(
            total_modifier(&shoot(5, &shooter, covered).expect("legal")),
            -1,
            "−2 cover, +1 Accurate Shot"
        );
        let short_weapon = pawn(20, Vec::new());
        assert_eq!(
            total_modifier(&shoot(5, &short_weapon, at(15.0)).expect("legal")),
            0,
            "no short-range bonus for Range 20 or less"
        );
    }

    #[test]
    fn discharge_rolls_out_of_range_fail_and_spend_a_slow_shot() {
        let shooter = pawn(45, vec![SpecialRule::Slow(1)]);
        let missed = shoot(
            10,
            &shooter,
            Shot {
                slow_shots_left: Some(1),
                ..at(46.0)
            },
        )
        .expect("legal");
        assert!(missed.roll.is_none() && missed.shot_spent);
        let empty = shoot(
            10,
            &shooter,
            Shot {
                slow_shots_left: Some(0),
                ..at(10.0)
            },
        );
        assert!(empty.is_err_and(|rejection| rejection.reason().contains("reloaded")));
    }

    #[test]
    fn day_and_night_halves_the_range_and_takes_one_off() {
        let shooter = pawn(45, Vec::new());
        let dark = Shot {
            light: DischargeLight::Night {
                smoke: false,
                target_lit: false,
            },
            ..at(35.0)
        };
        assert!(
            shoot(9, &shooter, dark).expect("legal").roll.is_none(),
            "45 cm halves to 30 at night"
        );
        let lit = Shot {
            light: DischargeLight::Night {
                smoke: false,
                target_lit: true,
            },
            ..at(35.0)
        };
        assert_eq!(
            total_modifier(&shoot(9, &shooter, lit).expect("legal")),
            -1,
            "lit target: full range, still −1"
        );
    }

    #[test]
    fn armament_tardy_and_accurate_shot_needs_standing_still() {
        let tardy = pawn(45, vec![SpecialRule::Tardy]);
        let accurate = Shot {
            maneuver: DischargeManeuver::AccurateShot,
            ..at(30.0)
        };
        assert_eq!(
            total_modifier(&shoot(5, &tardy, accurate).expect("legal")),
            2
        );
        assert_eq!(
            total_modifier(
                &shoot(
                    5,
                    &tardy,
                    Shot {
                        moved: true,
                        ..at(30.0)
                    }
                )
                .expect("legal")
            ),
            -1
        );
        assert!(
            shoot(
                5,
                &tardy,
                Shot {
                    moved: true,
                    ..accurate
                }
            )
            .is_err()
        );
    }
}
