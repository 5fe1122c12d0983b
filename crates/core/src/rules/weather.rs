//! 1650 § The Moment of Truth (day or night, and luminaries) and § The Weather Gets Worse (the
//! four Climate Tables): rolled before deployment, each with the table row shown.

use super::rule;
use crate::dice::Die;
use crate::msg;
use crate::record::Resolution;
use crate::words::{Message, render};
use serde::{Deserialize, Serialize};

/// § The Moment of Truth: 1 to 6 is a daytime Conflict, 7 to 10 a nighttime one.
pub const LAST_DAYTIME_RESULT: u32 = 6;
/// § Luminaries: at night without a Moment of Truth roll, three luminaries.
pub const LUMINARIES_WITHOUT_ROLL: u32 = 3;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MomentOfTruth {
    pub roll: u32,
    pub night: bool,
    /// § Luminaries: half the roll, rounded down, at night; none by day.
    pub luminaries: u32,
}

impl MomentOfTruth {
    pub fn from_roll(roll: u32) -> Self {
        let night = roll > LAST_DAYTIME_RESULT;
        Self {
            roll,
            night,
            luminaries: if night { roll / 2 } else { 0 },
        }
    }
}

/// Rolls the Moment of Truth with the game's dice and explains the row.
pub fn roll_moment_of_truth(resolution: &mut Resolution) -> MomentOfTruth {
    let moment = MomentOfTruth::from_roll(
        resolution
            .dice()
            .roll(msg!("rules-dice-moment-of-truth"), Die::D10),
    );
    resolution.explain_with(rule("The Moment of Truth"), || {
        if moment.night {
            msg!(
                "rules-weather-night",
                roll = moment.roll,
                luminaries = moment.luminaries
            )
        } else {
            msg!("rules-weather-day", roll = moment.roll)
        }
    });
    moment
}

/// § The Weather Gets Worse: the four Climate Tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Climate {
    Hot,
    Warm,
    Cold,
    Freezing,
}

impl Climate {
    /// The Climate Table's name, as a message of the catalogue.
    pub fn message(self) -> Message {
        Message::new(match self {
            Climate::Hot => "rules-weather-climate-hot",
            Climate::Warm => "rules-weather-climate-warm",
            Climate::Cold => "rules-weather-climate-cold",
            Climate::Freezing => "rules-weather-climate-freezing",
        })
    }
}

/// A row of a Climate Table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Weather {
    ColdFront,
    Sunny,
    Heat,
    Drizzle,
    Flood,
    Fog,
    Cold,
    Storm,
    MorningFrost,
    /// The Freezing table's 2-4 "Cold" (stationary pawns are numbed).
    Bitter,
    Blizzard,
}

/// What a weather does to the Conflict, read by the rules it changes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeatherEffects {
    /// Reloading a gunpowder Slow weapon: stay stationary (no 5 cm walk); Peculiarities that
    /// reload automatically do not work.
    pub reload_stationary: bool,
    /// Reloading also needs an Audacity roll, −1 with an enemy within 15 cm.
    pub reload_audacity: bool,
    /// −1 to all rolls of pawns with any coloured box marked.
    pub wounded_penalty: bool,
    /// Daytime distance weapons reach at most 30 cm, as at night.
    pub day_range_cap: bool,
    /// Smoke markers removed from each quadrant at the end of a turn (1 normally).
    pub smoke_removed_per_turn: u32,
    /// Normal terrain counts as rough.
    pub normal_is_rough: bool,
    /// Climbing and jumping difficulty +1, and a 5+ roll before each charge.
    pub slippery: bool,
    /// Night for the first 1D5 turns (no distance weapons if it already was night).
    pub fog_turns: bool,
    /// The whole Conflict is at night (no distance weapons if it already was).
    pub night: bool,
    /// Devices of the Modern Era do not work.
    pub no_devices: bool,
    /// Stationary pawns free of clashes for a full turn: −1 to their rolls next turn...
    pub numbing: bool,
    /// ...and they lose 1 Vigour.
    pub numbing_vigour_loss: bool,
    /// Cloud of Smoke rules are not applied.
    pub no_smoke: bool,
}

impl Weather {
    /// The row's name as a player reads it.
    pub fn name(self) -> &'static str {
        match self {
            Weather::ColdFront => "Cold Front",
            Weather::Sunny => "Sunny",
            Weather::Heat => "Heat",
            Weather::Drizzle => "Drizzle",
            Weather::Flood => "Flood",
            Weather::Fog => "Fog",
            Weather::Cold => "Cold",
            Weather::Storm => "Storm",
            Weather::MorningFrost => "Morning Frost",
            Weather::Bitter => "Bitter Cold",
            Weather::Blizzard => "Blizzard",
        }
    }

    /// § The Weather Gets Worse: the row a D5 picks on `climate`'s table.
    pub fn from_roll(climate: Climate, roll: u32) -> Self {
        match (climate, roll) {
            (Climate::Hot, 1) => Weather::ColdFront,
            (Climate::Hot, 5) => Weather::Heat,
            (Climate::Hot | Climate::Warm, _) if (2..=4).contains(&roll) => Weather::Sunny,
            (Climate::Warm, 1) => Weather::Drizzle,
            (Climate::Warm, _) => Weather::Flood,
            (Climate::Cold, 1) => Weather::Fog,
            (Climate::Cold, 5) => Weather::Storm,
            (Climate::Cold, _) => Weather::Cold,
            (Climate::Freezing, 1) => Weather::MorningFrost,
            (Climate::Freezing, 5) => Weather::Blizzard,
            (Climate::Freezing, _) => Weather::Bitter,
            (Climate::Hot, _) => Weather::Heat,
        }
    }

    pub fn effects(self) -> WeatherEffects {
        let calm = WeatherEffects {
            smoke_removed_per_turn: 1,
            ..WeatherEffects::default()
        };
        match self {
            Weather::Sunny | Weather::Cold => calm,
            Weather::ColdFront => WeatherEffects {
                reload_stationary: true,
                ..calm
            },
            Weather::Heat => WeatherEffects {
                wounded_penalty: true,
                day_range_cap: true,
                ..calm
            },
            Weather::Drizzle => WeatherEffects {
                reload_stationary: true,
                smoke_removed_per_turn: 2,
                ..calm
            },
            Weather::Flood => WeatherEffects {
                normal_is_rough: true,
                slippery: true,
                ..calm
            },
            Weather::Fog => WeatherEffects {
                fog_turns: true,
                ..calm
            },
            Weather::Storm => WeatherEffects {
                reload_stationary: true,
                reload_audacity: true,
                smoke_removed_per_turn: 2,
                no_devices: true,
                ..calm
            },
            Weather::MorningFrost => WeatherEffects {
                normal_is_rough: true,
                ..calm
            },
            Weather::Bitter => WeatherEffects {
                numbing: true,
                ..calm
            },
            Weather::Blizzard => WeatherEffects {
                numbing: true,
                numbing_vigour_loss: true,
                night: true,
                no_smoke: true,
                smoke_removed_per_turn: 0,
                ..calm
            },
        }
    }

    /// The table row, in our words.
    pub fn message(self) -> Message {
        Message::new(match self {
            Weather::ColdFront => "rules-weather-row-cold-front",
            Weather::Sunny => "rules-weather-row-sunny",
            Weather::Heat => "rules-weather-row-heat",
            Weather::Drizzle => "rules-weather-row-drizzle",
            Weather::Flood => "rules-weather-row-flood",
            Weather::Fog => "rules-weather-row-fog",
            Weather::Cold => "rules-weather-row-cold",
            Weather::Storm => "rules-weather-row-storm",
            Weather::MorningFrost => "rules-weather-row-morning-frost",
            Weather::Bitter => "rules-weather-row-bitter",
            Weather::Blizzard => "rules-weather-row-blizzard",
        })
    }

    /// The table row, in the catalogue's language.
    pub fn describe(self) -> String {
        render(&self.message())
    }
}

/// § The Weather Gets Worse: one player rolls 1D5 on the agreed table.
pub fn roll_weather(climate: Climate, resolution: &mut Resolution) -> Weather {
    let d5 = resolution
        .dice()
        .roll(msg!("rules-dice-the-weather-gets-worse"), Die::D5);
    let weather = Weather::from_roll(climate, d5);
    resolution.explain_with(rule("The Weather Gets Worse"), || {
        msg!(
            "rules-weather-rolled",
            climate = climate.message(),
            roll = d5,
            row = weather.message()
        )
    });
    weather
}

/// Fog's length: night lasts for the first 1D5 turns.
pub fn roll_fog_turns(resolution: &mut Resolution) -> u32 {
    let turns = resolution
        .dice()
        .roll(msg!("rules-dice-fog-d5-turns"), Die::D5);
    resolution.explain_with(rule("The Weather Gets Worse"), || {
        msg!("rules-weather-fog-turns", turns = turns)
    });
    turns
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Dice;

    #[test]
    fn the_moment_of_truth_1_to_6_day_7_to_10_night_luminaries_half_the_roll() {
        assert!(!MomentOfTruth::from_roll(6).night);
        let night = MomentOfTruth::from_roll(7);
        assert!(night.night);
        assert_eq!(night.luminaries, 3);
        assert_eq!(MomentOfTruth::from_roll(10).luminaries, 5);
        assert_eq!(MomentOfTruth::from_roll(2).luminaries, 0);
    }

    #[test]
    fn the_weather_gets_worse_each_table_row() {
        use Climate::*;
        let rows = |climate| {
            (1..=5)
                .map(|roll| Weather::from_roll(climate, roll))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            rows(Hot),
            [
                Weather::ColdFront,
                Weather::Sunny,
                Weather::Sunny,
                Weather::Sunny,
                Weather::Heat
            ]
        );
        assert_eq!(rows(Warm)[0], Weather::Drizzle);
        assert_eq!(rows(Warm)[4], Weather::Flood);
        assert_eq!(rows(Cold)[0], Weather::Fog);
        assert_eq!(rows(Cold)[4], Weather::Storm);
        assert_eq!(rows(Freezing)[0], Weather::MorningFrost);
        assert_eq!(rows(Freezing)[2], Weather::Bitter);
        assert_eq!(rows(Freezing)[4], Weather::Blizzard);
    }

    #[test]
    fn the_weather_gets_worse_effects_reach_the_rules_they_change() {
        assert_eq!(Weather::Sunny.effects().smoke_removed_per_turn, 1);
        let storm = Weather::Storm.effects();
        assert!(storm.no_devices && storm.reload_audacity && storm.reload_stationary);
        assert_eq!(storm.smoke_removed_per_turn, 2);
        assert!(Weather::Flood.effects().slippery);
        let blizzard = Weather::Blizzard.effects();
        assert!(blizzard.night && blizzard.no_smoke && blizzard.numbing_vigour_loss);
    }

    #[test]
    fn the_weather_gets_worse_roll_is_a_seeded_d5() {
        let mut dice = Dice::scripted(1, vec![5, 1]);
        let mut resolution = Resolution::new(&mut dice, None, true);
        assert_eq!(roll_weather(Climate::Cold, &mut resolution), Weather::Storm);
        assert_eq!(roll_weather(Climate::Cold, &mut resolution), Weather::Fog);
    }
}
