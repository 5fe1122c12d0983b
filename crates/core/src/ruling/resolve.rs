//! The rulings interface (`ysbilia ruling FILE.ron`): a small situation and the rolls to make,
//! resolved exactly as the game would, with the explanation of each ruling. The format is in
//! docs/rulings.md.

use crate::data::{DataError, parse_ron};
use crate::dice::Dice;
use crate::log::LogEntry;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::clash::{Answer, Arrival, Blow};
use crate::rules::content::Content;
use crate::rules::damage::{Defense, Penetration, WeaponDamage};
use crate::rules::devices::Burst;
use crate::rules::discharge::{Shot, ShotOutcome};
use crate::rules::honour::{ConflictTally, HonourScore};
use crate::rules::rolls::{FaceOff, RollResult};
use crate::rules::vigour::VigourTable;
use crate::rules::weather::{Climate, MomentOfTruth, Weather, roll_moment_of_truth, roll_weather};
use crate::ruling::rolls;
use crate::ruling::simulation_checks::ClashChoices;
use crate::ruling::table_shots::{self, DeviceRuling, TableShot, TableShotOutcome};
use crate::ruling::two_pawns::{self, ClashPawn};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RulingFile {
    /// What the file shows, for the reader.
    #[serde(default)]
    pub title: String,
    #[serde(default = "default_seed")]
    pub seed: u64,
    /// Die results to use first, in order, instead of the seed's.
    #[serde(default)]
    pub dice: Vec<u32>,
    pub rulings: Vec<Ruling>,
}

fn default_seed() -> u64 {
    1650
}

/// A roll's Attribute and modifiers, with Maravedies spent on extra dice.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Check {
    pub attribute: u32,
    #[serde(default)]
    pub modifiers: Vec<(String, i32)>,
    #[serde(default)]
    pub extra_dice: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Ruling {
    /// 1650 § Dice Rolls: a single roll.
    Roll(Check),
    /// 1650 § Dice Rolls: a face-off roll.
    FaceOff { first: Check, second: Check },
    /// 1650 § Multiple Attacks: the second weapon's roll.
    SecondWeapon {
        attribute: u32,
        opponent_first_result: u32,
        #[serde(default)]
        modifiers: Vec<(String, i32)>,
    },
    /// 1650 § Damage.
    Damage {
        success_level: u32,
        critical: bool,
        weapon: WeaponDamage,
        #[serde(default)]
        penetration: Penetration,
        defense: Defense,
    },
    /// 1650 § Authority Roll.
    Authority { leader_maravedies: (u32, u32) },
    /// 1650 § Bruises, Bleeding and Death: marking boxes one hit after another.
    Vigour {
        table: VigourTable,
        #[serde(default)]
        marked: u32,
        hits: Vec<u32>,
    },
    /// 1650 § Attacking and Responding Pawns, § Attack and Reply: one blow between two pawns
    /// of the shipped bands (cards by id, the weapon in hand by its place on the card).
    Clash {
        cards: (String, String),
        #[serde(default)]
        weapons: (usize, usize),
        #[serde(default)]
        marked: (u32, u32),
        arrival: Arrival,
        #[serde(default)]
        answer: Answer,
        /// Dexterity cards (by id) played by the first and second pawn.
        #[serde(default)]
        dexterity: (Option<String>, Option<String>),
        /// The attacker's second weapon, by its place on the card.
        #[serde(default)]
        second_weapon: Option<usize>,
        /// § Fighting from a Distance: engaged from afar.
        #[serde(default)]
        from_distance: bool,
    },
    /// 1650 § Line of Sight, § Discharge Rolls, § Immediate Target: a shot between pawns
    /// placed on a scenery layout; the table measures sight, distance and cover.
    TableShot(TableShot),
    /// 1650 § Devices of the Modern Era: a grenade or cannon at a target with pawns around.
    Device(DeviceRuling),
    /// 1650 § The Weather Gets Worse.
    Weather { climate: Climate },
    /// 1650 § The Moment of Truth.
    MomentOfTruth,
    /// 1650 § Obtaining Honour Points, § Honour and Dishonour.
    Honour {
        tally: ConflictTally,
        #[serde(default)]
        dishonourable: bool,
    },
    /// 1650 § Discharge Rolls: one shot by a card of the shipped bands at another.
    Discharge {
        shooter: (String, usize),
        target: String,
        shot: Shot,
    },
}

/// What a ruling decided.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Outcome {
    Roll(RollResult),
    FaceOff {
        first: RollResult,
        second: RollResult,
        winner: FaceOff,
    },
    Damage {
        vigour_lost: u32,
    },
    Authority {
        winner: usize,
        rounds: Vec<[u32; 2]>,
    },
    Vigour {
        remaining: u32,
        eliminated: bool,
        audacity_rolls: u32,
        roll_penalty: i32,
    },
    Clash {
        attacker: usize,
        blow: Blow,
        vigour_left: (u32, u32),
    },
    Discharge(ShotOutcome),
    TableShot(TableShotOutcome),
    Device(Burst),
    Weather(Weather),
    MomentOfTruth(MomentOfTruth),
    Honour(HonourScore),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RulingReport {
    pub log: Vec<LogEntry>,
    pub outcomes: Vec<Outcome>,
    /// Fixed dice the rulings did not use.
    pub dice_left: usize,
}

impl RulingFile {
    pub fn parse(file: &str, text: &str) -> Result<Self, DataError> {
        let parsed: Self = parse_ron(file, text)?;
        if let Some(bad) = parsed.dice.iter().find(|die| !(1..=10).contains(*die)) {
            return Err(DataError::whole_file(
                file,
                msg!("ruling-fixed-die", die = *bad),
            ));
        }
        Ok(parsed)
    }
}

/// Resolves every ruling in order against the shipped `content`; the first illegal one stops
/// with its reason.
pub fn run(file: &RulingFile, content: &Content) -> Result<RulingReport, Rejection> {
    let mut dice = Dice::scripted(file.seed, file.dice.clone());
    let mut outcomes = Vec::new();
    let mut log = Vec::new();
    for (index, ruling) in file.rulings.iter().enumerate() {
        let mut resolution = Resolution::new(&mut dice, Some(index), true);
        let outcome = resolve(index, ruling, content, &mut resolution)?;
        log.extend(resolution.into_entries());
        outcomes.push(outcome);
    }
    Ok(RulingReport {
        log,
        outcomes,
        dice_left: dice.scripted_left(),
    })
}

/// One ruling, checked as the table would, then resolved by the rule its kind asks.
fn resolve(
    index: usize,
    ruling: &Ruling,
    content: &Content,
    resolution: &mut Resolution,
) -> Result<Outcome, Rejection> {
    let find = |id: &str| {
        content.card(id).cloned().ok_or_else(|| {
            Rejection::new(crate::ruling::checks::numbered(
                index,
                msg!("ruling-no-contract-card", card = id),
            ))
        })
    };
    crate::ruling::checks::ruling(index, ruling, content, &find)?;
    match ruling {
        Ruling::TableShot(shot) => {
            table_shots::table_shot(index, content, shot, &find, resolution).map(Outcome::TableShot)
        }
        Ruling::Device(device) => {
            table_shots::device(device, &find, resolution).map(Outcome::Device)
        }
        Ruling::Weather { climate } => Ok(Outcome::Weather(roll_weather(*climate, resolution))),
        Ruling::MomentOfTruth => Ok(Outcome::MomentOfTruth(roll_moment_of_truth(resolution))),
        Ruling::Honour {
            tally,
            dishonourable,
        } => Ok(Outcome::Honour(table_shots::honour(
            tally,
            *dishonourable,
            resolution,
        ))),
        Ruling::Discharge {
            shooter,
            target,
            shot,
        } => two_pawns::shot(&find, shooter, target, *shot, resolution),
        Ruling::Clash {
            cards,
            weapons,
            marked,
            arrival,
            answer,
            dexterity,
            second_weapon,
            from_distance,
        } => {
            let pawns = ClashPawn::pair(cards, *weapons, *marked);
            let choices = ClashChoices {
                arrival: *arrival,
                answer: *answer,
                dexterity: [dexterity.0.as_deref(), dexterity.1.as_deref()],
                second_weapon: *second_weapon,
                from_distance: *from_distance,
            };
            two_pawns::blow_in_clash(index, content, &find, &pawns, &choices, resolution)
        }
        Ruling::Roll(check) => rolls::single_roll(index, check, resolution),
        Ruling::FaceOff { first, second } => rolls::face_off_roll(index, first, second, resolution),
        Ruling::SecondWeapon {
            attribute,
            opponent_first_result,
            modifiers,
        } => rolls::second_weapon_roll(
            index,
            *attribute,
            *opponent_first_result,
            modifiers,
            resolution,
        ),
        Ruling::Damage {
            success_level,
            critical,
            weapon,
            penetration,
            defense,
        } => Ok(rolls::damage(
            *success_level,
            *critical,
            *weapon,
            *penetration,
            *defense,
            resolution,
        )),
        Ruling::Authority { leader_maravedies } => {
            Ok(rolls::authority(*leader_maravedies, resolution))
        }
        Ruling::Vigour {
            table,
            marked,
            hits,
        } => Ok(rolls::vigour_marked(*table, *marked, hits, resolution)),
    }
}

/// The report as the CLI prints it: the log, then the outcomes as RON.
pub fn render(report: &RulingReport) -> String {
    let mut text = String::new();
    for entry in &report.log {
        text.push_str(&entry.to_string());
        text.push('\n');
    }
    text.push_str(
        &crate::storage::to_pretty_ron(&report.outcomes).unwrap_or_else(|error| {
            msg!("ruling-outcomes-unwritten", error = error.to_string()).to_string()
        }),
    );
    text.push('\n');
    if report.dice_left > 0 {
        text.push_str(&msg!("ruling-dice-left", dice = report.dice_left).to_string());
        text.push('\n');
    }
    text
}
