//! 1650 § Reloading Slow Weapons, with § The Weather Gets Worse's reloading rows: whether a pawn
//! may reload this activation, and the Audacity roll it may need.

use super::rolls::{RollResult, roll};
use super::rule;
use super::weather::WeatherEffects;
use crate::dice::Modifier;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::words::Message;
use serde::{Deserialize, Serialize};

/// § Reloading Slow Weapons: a reloading pawn walks at most 5 cm...
pub const RELOAD_WALK_CM: f32 = 5.0;
/// ...and needs an Audacity roll with an enemy 15 cm or less away.
pub const RELOAD_THREAT_CM: f32 = 15.0;
/// Peculiarity ids that ease reloading (assets/1650/peculiarities.ron).
pub const STEADY_HAND: &str = "steady-hand";
pub const COOL_UNDER_FIRE: &str = "cool-under-fire";

/// The pawn's activation as far as reloading cares.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ReloadAttempt {
    /// Reloading must be declared as the activation begins.
    pub declared_at_start: bool,
    pub engaged: bool,
    pub walked_cm: f32,
    /// The weapon was used this turn (no using and reloading in one turn).
    pub fired_this_turn: bool,
    pub nearest_enemy_cm: Option<f32>,
    /// The weapon burns powder (the weather rows only touch these).
    pub gunpowder: bool,
    /// Steady Hand invested: no walking limit.
    pub steady_hand: bool,
    /// Cool under Fire: no Audacity roll for enemies near.
    pub cool_under_fire: bool,
}

/// What the reload still needs once it is allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReloadNeed {
    Nothing,
    AudacityRoll { modifier: i32 },
}

/// § Reloading Slow Weapons: checks the attempt against the rules and the weather.
pub fn check_reload(
    attempt: ReloadAttempt,
    weather: WeatherEffects,
) -> Result<ReloadNeed, Rejection> {
    let section = rule("Reloading Slow Weapons");
    let refuse = |reason: Message| Err(Rejection::by_rule(section.clone(), reason));
    if !attempt.declared_at_start {
        return refuse(msg!("rules-reloading-declare-first"));
    }
    if attempt.engaged {
        return refuse(msg!("rules-reloading-engaged"));
    }
    if attempt.fired_this_turn {
        return refuse(msg!("rules-reloading-fired"));
    }
    let weather_binds = attempt.gunpowder && weather.reload_stationary;
    // Peculiarities that ease reloading do not work in the weather's reloading rows.
    let steady = attempt.steady_hand && !weather_binds;
    let cool = attempt.cool_under_fire && !(attempt.gunpowder && weather.reload_audacity);
    if weather_binds && attempt.walked_cm > 0.0 {
        return Err(Rejection::by_rule(
            rule("The Weather Gets Worse"),
            msg!("rules-reloading-weather-stationary"),
        ));
    }
    if !steady && attempt.walked_cm > RELOAD_WALK_CM {
        return refuse(msg!("rules-reloading-walked"));
    }
    let threatened = attempt
        .nearest_enemy_cm
        .is_some_and(|distance| distance <= RELOAD_THREAT_CM);
    if attempt.gunpowder && weather.reload_audacity {
        return Ok(ReloadNeed::AudacityRoll {
            modifier: if threatened { -1 } else { 0 },
        });
    }
    if threatened && !cool {
        return Ok(ReloadNeed::AudacityRoll { modifier: 0 });
    }
    Ok(ReloadNeed::Nothing)
}

/// Reloads if allowed: true when the weapon will be ready at the start of the next turn.
/// `standing`: what the pawn adds to every Audacity roll (Panoply, Dying boxes).
pub fn reload(
    audacity: u32,
    attempt: ReloadAttempt,
    weather: WeatherEffects,
    standing: Vec<Modifier>,
    resolution: &mut Resolution,
) -> Result<(bool, Option<RollResult>), Rejection> {
    let need = check_reload(attempt, weather)?;
    let section = rule("Reloading Slow Weapons");
    match need {
        ReloadNeed::Nothing => {
            resolution.explain(section, msg!("rules-reloading-reloaded"));
            Ok((true, None))
        }
        ReloadNeed::AudacityRoll { modifier } => {
            let mut modifiers = if modifier == 0 {
                Vec::new()
            } else {
                vec![Modifier::new(
                    msg!("rules-dice-enemy-within-15-cm-in-the-storm"),
                    modifier,
                )]
            };
            modifiers.extend(standing);
            let made = roll(
                resolution.dice(),
                msg!("rules-dice-audacity-roll-reloading"),
                audacity,
                modifiers,
                0,
            );
            resolution.explain_with(section, || {
                if made.success {
                    msg!("rules-reloading-threat-reloaded", result = made.message())
                } else {
                    msg!("rules-reloading-threat-empty", result = made.message())
                }
            });
            Ok((made.success, Some(made)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::weather::Weather;

    const QUIET: ReloadAttempt = ReloadAttempt {
        declared_at_start: true,
        engaged: false,
        walked_cm: 3.0,
        fired_this_turn: false,
        nearest_enemy_cm: Some(30.0),
        gunpowder: true,
        steady_hand: false,
        cool_under_fire: false,
    };

    fn calm() -> WeatherEffects {
        Weather::Sunny.effects()
    }

    #[test]
    fn reloading_slow_weapons_declared_unengaged_5_cm_and_not_after_firing() {
        assert_eq!(check_reload(QUIET, calm()), Ok(ReloadNeed::Nothing));
        for bad in [
            ReloadAttempt {
                declared_at_start: false,
                ..QUIET
            },
            ReloadAttempt {
                engaged: true,
                ..QUIET
            },
            ReloadAttempt {
                walked_cm: 6.0,
                ..QUIET
            },
            ReloadAttempt {
                fired_this_turn: true,
                ..QUIET
            },
        ] {
            assert!(check_reload(bad, calm()).is_err(), "{bad:?}");
        }
        let steady = ReloadAttempt {
            walked_cm: 12.0,
            steady_hand: true,
            ..QUIET
        };
        assert!(check_reload(steady, calm()).is_ok());
    }

    #[test]
    fn reloading_slow_weapons_audacity_roll_with_an_enemy_within_15_cm() {
        let near = ReloadAttempt {
            nearest_enemy_cm: Some(15.0),
            ..QUIET
        };
        assert_eq!(
            check_reload(near, calm()),
            Ok(ReloadNeed::AudacityRoll { modifier: 0 })
        );
        let cool = ReloadAttempt {
            cool_under_fire: true,
            ..near
        };
        assert_eq!(check_reload(cool, calm()), Ok(ReloadNeed::Nothing));
    }

    #[test]
    fn the_weather_gets_worse_reloading_in_drizzle_and_storm() {
        let drizzle = Weather::Drizzle.effects();
        assert!(
            check_reload(QUIET, drizzle).is_err(),
            "must stay stationary"
        );
        let still = ReloadAttempt {
            walked_cm: 0.0,
            steady_hand: true,
            ..QUIET
        };
        assert_eq!(check_reload(still, drizzle), Ok(ReloadNeed::Nothing));
        let storm = Weather::Storm.effects();
        assert_eq!(
            check_reload(still, storm),
            Ok(ReloadNeed::AudacityRoll { modifier: 0 })
        );
        let threatened = ReloadAttempt {
            nearest_enemy_cm: Some(10.0),
            cool_under_fire: true,
            ..still
        };
        assert_eq!(
            check_reload(threatened, storm),
            Ok(ReloadNeed::AudacityRoll { modifier: -1 })
        );
        let crossbow = ReloadAttempt {
            gunpowder: false,
            ..QUIET
        };
        assert_eq!(check_reload(crossbow, storm), Ok(ReloadNeed::Nothing));
    }
}
