//! The rulings interface (`ysbilia ruling FILE.ron`): a small situation and the rolls to make,
//! resolved exactly as the game would, with the explanation of each ruling. The format is in
//! docs/rulings.md.

use crate::data::{DataError, parse_ron};
use crate::dice::{Dice, Modifier};
use crate::log::LogEntry;
use crate::record::{Rejection, Resolution};
use crate::rules::authority::{AuthorityEntry, authority_roll};
use crate::rules::clash::{Answer, Arrival, Blow, BlowOptions, Combatant, attacker, blow};
use crate::rules::content::Content;
use crate::rules::damage::{Defense, Penetration, WeaponDamage, hit};
use crate::rules::devices::Burst;
use crate::rules::dexterity::{DexterityUse, PlayContext, check_play};
use crate::rules::discharge::{Shot, ShotOutcome, discharge};
use crate::rules::honour::{ConflictTally, HonourScore};
use crate::rules::rolls::{FaceOff, RollResult, face_off, roll, second_weapon};
use crate::rules::rule;
use crate::rules::vigour::{Vigour, VigourTable};
use crate::rules::weather::{Climate, MomentOfTruth, Weather, roll_moment_of_truth, roll_weather};
use crate::ruling::table_shots::{DeviceRuling, TableShot, TableShotOutcome};
use serde::{Deserialize, Serialize};

/// 1650's Attributes run from 1 to 10 (a D10 must be able to reach them).
const ATTRIBUTES: std::ops::RangeInclusive<u32> = 1..=10;

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
                format!("a D10 shows 1 to 10; the fixed dice include {bad}"),
            ));
        }
        Ok(parsed)
    }
}

fn modifiers(pairs: &[(String, i32)]) -> Vec<Modifier> {
    pairs
        .iter()
        .map(|(reason, amount)| Modifier::new(reason.clone(), *amount))
        .collect()
}

fn check_attribute(index: usize, attribute: u32) -> Result<(), Rejection> {
    if ATTRIBUTES.contains(&attribute) {
        Ok(())
    } else {
        Err(Rejection::by_rule(
            rule("Dice Rolls"),
            format!(
                "ruling {}: an Attribute runs from 1 to 10, not {attribute}",
                index + 1
            ),
        ))
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

fn resolve(
    index: usize,
    ruling: &Ruling,
    content: &Content,
    resolution: &mut Resolution,
) -> Result<Outcome, Rejection> {
    let find = |id: &str| {
        content.card(id).cloned().ok_or_else(|| {
            Rejection::new(format!(
                "ruling {}: no Contract Card '{id}' in assets/1650/bands",
                index + 1
            ))
        })
    };
    crate::ruling::checks::ruling(index, ruling, content, &find)?;
    match ruling {
        Ruling::TableShot(shot) => {
            crate::ruling::table_shots::table_shot(index, content, shot, &find, resolution)
                .map(Outcome::TableShot)
        }
        Ruling::Device(device) => {
            crate::ruling::table_shots::device(device, &find, resolution).map(Outcome::Device)
        }
        Ruling::Weather { climate } => Ok(Outcome::Weather(roll_weather(*climate, resolution))),
        Ruling::MomentOfTruth => Ok(Outcome::MomentOfTruth(roll_moment_of_truth(resolution))),
        Ruling::Honour {
            tally,
            dishonourable,
        } => Ok(Outcome::Honour(crate::ruling::table_shots::honour(
            tally,
            *dishonourable,
            resolution,
        ))),
        Ruling::Discharge {
            shooter,
            target,
            shot,
        } => {
            let shooter = Combatant::new(find(&shooter.0)?, shooter.1);
            let mut target = Combatant::new(find(target)?, 0);
            discharge(&shooter, &mut target, *shot, resolution).map(Outcome::Discharge)
        }
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
            let mut combatants = [
                Combatant::new(find(&cards.0)?, weapons.0),
                Combatant::new(find(&cards.1)?, weapons.1),
            ];
            for (combatant, boxes) in combatants.iter_mut().zip([marked.0, marked.1]) {
                if boxes >= combatant.vigour.table.total() {
                    return Err(Rejection::by_rule(
                        rule("Vigour and Vigour Table"),
                        format!(
                            "ruling {}: {} has only {} Vigour",
                            index + 1,
                            combatant.card.name,
                            combatant.vigour.table.total()
                        ),
                    ));
                }
                combatant.vigour.marked = boxes;
            }
            let (attacker, charge_bonus, why) =
                attacker([&combatants[0], &combatants[1]], *arrival);
            let choices = crate::ruling::simulation_checks::ClashChoices {
                arrival: *arrival,
                answer: *answer,
                dexterity: [dexterity.0.as_deref(), dexterity.1.as_deref()],
                second_weapon: *second_weapon,
                from_distance: *from_distance,
            };
            crate::ruling::simulation_checks::clash(index, &combatants, attacker, &choices)?;
            resolution.explain_with(rule("Attacking and Responding Pawns"), || why);
            let mut played = [None, None];
            for (pawn, id) in [&dexterity.0, &dexterity.1].into_iter().enumerate() {
                let Some(id) = id else { continue };
                let card = content.dexterity.get(id).cloned().ok_or_else(|| {
                    Rejection::new(format!(
                        "ruling {}: no Dexterity card '{id}' in assets/1650/dexterity.ron",
                        index + 1
                    ))
                })?;
                let context = PlayContext {
                    using: if pawn == attacker {
                        DexterityUse::Attack
                    } else {
                        DexterityUse::Reply
                    },
                    can_fight: pawn == attacker || *answer == Answer::Fights,
                    played_this_turn: false,
                };
                check_play(
                    &combatants[pawn].card,
                    combatants[pawn].weapon,
                    &card,
                    context,
                )?;
                played[pawn] = Some(card);
            }
            let options = BlowOptions {
                charge_bonus,
                answer: *answer,
                dexterity: played,
                from_distance: *from_distance,
                second_weapon: *second_weapon,
                extra_dice: [0, 0],
                repeat_failed_reply: [false, false],
            };
            let blow = blow(&mut combatants, attacker, &options, resolution)?;
            Ok(Outcome::Clash {
                attacker,
                blow,
                vigour_left: (
                    combatants[0].vigour.remaining(),
                    combatants[1].vigour.remaining(),
                ),
            })
        }
        Ruling::Roll(check) => {
            check_attribute(index, check.attribute)?;
            let result = roll(
                resolution.dice(),
                "Single roll",
                check.attribute,
                modifiers(&check.modifiers),
                check.extra_dice,
            );
            resolution.explain_with(rule("Dice Rolls"), || format!("Single roll: {result}"));
            Ok(Outcome::Roll(result))
        }
        Ruling::FaceOff { first, second } => {
            check_attribute(index, first.attribute)?;
            check_attribute(index, second.attribute)?;
            let first = roll(
                resolution.dice(),
                "Face-off, first",
                first.attribute,
                modifiers(&first.modifiers),
                first.extra_dice,
            );
            let second = roll(
                resolution.dice(),
                "Face-off, second",
                second.attribute,
                modifiers(&second.modifiers),
                second.extra_dice,
            );
            let winner = face_off(&first, &second);
            let section = if matches!(winner, FaceOff::BothCritical) {
                "Criticals"
            } else {
                "Dice Rolls"
            };
            resolution.explain_with(rule(section), || {
                format!("Face-off: first {first}; second {second}; {winner:?}")
            });
            Ok(Outcome::FaceOff {
                first,
                second,
                winner,
            })
        }
        Ruling::SecondWeapon {
            attribute,
            opponent_first_result,
            modifiers: pairs,
        } => {
            check_attribute(index, *attribute)?;
            let result = second_weapon(
                resolution.dice(),
                *attribute,
                *opponent_first_result,
                modifiers(pairs),
            );
            resolution.explain_with(rule("Multiple Attacks"), || {
                format!("Second weapon: the difficulty is the greater of the Attribute {attribute} and the opponent's first roll {opponent_first_result}; {result} (no SL is added to its Damage)")
            });
            Ok(Outcome::Roll(result))
        }
        Ruling::Damage {
            success_level,
            critical,
            weapon,
            penetration,
            defense,
        } => {
            let blow = hit(*success_level, *critical, *weapon, *penetration, *defense);
            resolution.explain_with(rule("Damage"), || {
                format!(
                    "(SL {} + Damage {}) - Defense {} = {} Vigour lost{}",
                    blow.success_level,
                    blow.damage,
                    blow.defense,
                    blow.vigour_lost,
                    match penetration {
                        Penetration::Normal => "",
                        Penetration::Smashing => " (Smashing: the second Defense value)",
                        Penetration::Piercing => " (Piercing: Defense ignored)",
                    }
                )
            });
            Ok(Outcome::Damage {
                vigour_lost: blow.vigour_lost,
            })
        }
        Ruling::Authority { leader_maravedies } => {
            let entries = [
                AuthorityEntry {
                    leader_maravedies: leader_maravedies.0,
                },
                AuthorityEntry {
                    leader_maravedies: leader_maravedies.1,
                },
            ];
            let result = authority_roll(entries, resolution);
            Ok(Outcome::Authority {
                winner: result.winner,
                rounds: result.rounds,
            })
        }
        Ruling::Vigour {
            table,
            marked,
            hits,
        } => {
            let mut vigour = Vigour {
                marked: *marked,
                ..Vigour::new(*table)
            };
            let mut audacity_rolls = 0;
            for &boxes in hits {
                let marked = vigour.mark(boxes);
                audacity_rolls += u32::from(marked.calls_for_audacity_roll());
                resolution.explain_with(rule("Bruises, Bleeding and Death"), || {
                    format!(
                        "{} box(es) marked, {} Vigour left{}{}",
                        marked.boxes,
                        vigour.remaining(),
                        if marked.calls_for_audacity_roll() {
                            "; first box of a new colour: Audacity roll"
                        } else {
                            ""
                        },
                        if marked.eliminated {
                            "; the pawn is removed from the table"
                        } else {
                            ""
                        }
                    )
                });
            }
            Ok(Outcome::Vigour {
                remaining: vigour.remaining(),
                eliminated: vigour.remaining() == 0,
                audacity_rolls,
                roll_penalty: vigour.roll_penalty(),
            })
        }
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
        &crate::storage::to_pretty_ron(&report.outcomes)
            .unwrap_or_else(|error| format!("(outcomes could not be written: {error})")),
    );
    text.push('\n');
    if report.dice_left > 0 {
        text.push_str(&format!("{} fixed dice were not used\n", report.dice_left));
    }
    text
}
