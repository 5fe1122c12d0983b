//! 1650 § Attacking and Responding Pawns, § Attack and Reply, § Pawns' Reactions, § Attack from
//! Behind, § A Draw During Clashes and § Block: one blow of a clash between two pawns.

use super::cards::{ContractCard, SpecialRule, Weapon};
use super::damage::{Hit, hit};
use super::rolls::{FaceOff, RollResult, face_off, roll};
use super::rule;
use super::vigour::{Marked, Vigour};
use crate::dice::Modifier;
use crate::record::{Rejection, Resolution};
use serde::{Deserialize, Serialize};

/// § Movement Maneuvers: a charge longer than this makes the charger the attacker, with +1.
pub const CHARGE_BONUS_CM: f32 = 15.0;

/// How the clash came about, which decides who attacks.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Arrival {
    /// `pawn` (0 or 1) charged `distance` cm into the clash.
    Charge { pawn: usize, distance: f32 },
    /// `pawn` walked, jumped, climbed or swam into contact.
    Engaged { pawn: usize },
    /// The clash was already there; `pawn` was activated first this turn.
    Ongoing { first_activated: usize },
}

/// How the target of the blow can answer it (§ Pawns' Reactions, § Attack from Behind, § Block).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    /// Not yet activated, engaged in its front: it fights (a face-off of Attack and Reply).
    #[default]
    Fights,
    /// Already activated this turn: it may only block, with a Block weapon.
    Blocks,
    /// Engaged from its Rearguard, or unable to reply: the attacker makes a single roll.
    Cannot,
}

/// A pawn in the blow: its card, the weapon in hand and how worn it is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Combatant {
    pub card: ContractCard,
    pub weapon: usize,
    pub vigour: Vigour,
}

impl Combatant {
    pub fn new(card: ContractCard, weapon: usize) -> Self {
        let vigour = Vigour::new(card.vigour);
        Self {
            card,
            weapon,
            vigour,
        }
    }

    fn weapon(&self) -> Result<&Weapon, Rejection> {
        self.card.weapons.get(self.weapon).ok_or_else(|| {
            Rejection::new(format!(
                "{} has no weapon {}",
                self.card.name,
                self.weapon + 1
            ))
        })
    }
}

/// § Attacking and Responding Pawns: who attacks (0 or 1), and whether it has the charge bonus.
pub fn attacker(combatants: [&Combatant; 2], arrival: Arrival) -> (usize, bool, String) {
    match arrival {
        Arrival::Charge { pawn, distance } if distance > CHARGE_BONUS_CM => (
            pawn,
            true,
            format!(
                "{} charged {distance:.1} cm: it attacks, +1 to its first roll",
                combatants[pawn].card.name
            ),
        ),
        Arrival::Charge { pawn, .. } | Arrival::Engaged { pawn } => {
            let [first, second] = combatants.map(|combatant| combatant.card.audacity);
            let chosen = match first.cmp(&second) {
                std::cmp::Ordering::Less => 0,
                std::cmp::Ordering::Greater => 1,
                std::cmp::Ordering::Equal => pawn,
            };
            (
                chosen,
                false,
                format!(
                    "Audacity {first} against {second}: {} attacks",
                    combatants[chosen].card.name
                ),
            )
        }
        Arrival::Ongoing { first_activated } => (
            first_activated,
            false,
            format!(
                "{} was activated first: it attacks",
                combatants[first_activated].card.name
            ),
        ),
    }
}

/// What one blow did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Blow {
    pub attack: RollResult,
    pub reply: Option<RollResult>,
    /// Who hit whom: (hitter, hit, the damage worked out).
    pub hits: Vec<(usize, usize, Hit)>,
    pub marked: Vec<(usize, Marked)>,
}

/// The attacker (index `attacker`) strikes at the other pawn, who answers as `answer` allows.
pub fn blow(
    combatants: &mut [Combatant; 2],
    attacker: usize,
    charge_bonus: bool,
    answer: Answer,
    resolution: &mut Resolution,
) -> Result<Blow, Rejection> {
    let target = 1 - attacker;
    let weapon = combatants[attacker].weapon()?.clone();
    let target_weapon = combatants[target].weapon()?.clone();
    let Some(attack_value) = weapon.attack else {
        return Err(Rejection::by_rule(
            rule("Attack and Reply"),
            format!("{} is not a hand-to-hand weapon", weapon.name),
        ));
    };
    let mut attack_modifiers = Vec::new();
    if charge_bonus {
        attack_modifiers.push(Modifier::new("charge over 15 cm", 1));
    }
    let penalty = combatants[attacker].vigour.roll_penalty();
    if penalty != 0 {
        attack_modifiers.push(Modifier::new("Dying boxes marked", penalty));
    }
    let attack = roll(
        resolution.dice(),
        "Attack roll",
        attack_value,
        attack_modifiers,
        0,
    );
    let names = [
        combatants[0].card.name.clone(),
        combatants[1].card.name.clone(),
    ];
    // Who can answer, and with what.
    let reply_value = match answer {
        Answer::Fights => target_weapon.reply,
        Answer::Blocks => {
            let block = target_weapon.rules.iter().find_map(|used| match used.rule {
                SpecialRule::Block(limit) if !used.critical_only => Some(limit),
                _ => None,
            });
            match block {
                Some(limit) if limit >= weapon.damage.normal => target_weapon.reply,
                Some(limit) => {
                    resolution.explain_with(rule("Block"), || {
                        format!(
                            "{}'s Block ({limit}) cannot stop a weapon of Damage {}",
                            target_weapon.name, weapon.damage.normal
                        )
                    });
                    None
                }
                None => None,
            }
        }
        Answer::Cannot => None,
    };
    let mut outcome = Blow {
        attack: attack.clone(),
        reply: None,
        hits: Vec::new(),
        marked: Vec::new(),
    };
    let Some(reply_value) = reply_value else {
        // § Pawns' Reactions: no reply possible, a single Attack roll.
        resolution.explain_with(rule("Pawns' Reactions"), || {
            format!(
                "{} cannot reply: single Attack roll, {attack}",
                names[target]
            )
        });
        if attack.success {
            strike(combatants, attacker, &attack, resolution, &mut outcome);
        }
        return Ok(outcome);
    };
    let penalty = combatants[target].vigour.roll_penalty();
    let reply_modifiers = if penalty != 0 {
        vec![Modifier::new("Dying boxes marked", penalty)]
    } else {
        Vec::new()
    };
    let reply = roll(
        resolution.dice(),
        "Reply roll",
        reply_value,
        reply_modifiers,
        0,
    );
    outcome.reply = Some(reply.clone());
    let result = face_off(&attack, &reply);
    resolution.explain_with(rule("Attack and Reply"), || {
        format!(
            "{} attacks: {attack}; {} replies: {reply}",
            names[attacker], names[target]
        )
    });
    let blocking = answer == Answer::Blocks;
    match result {
        FaceOff::First => strike(combatants, attacker, &attack, resolution, &mut outcome),
        FaceOff::Second if blocking => resolution.explain_with(rule("Block"), || {
            format!("{} blocks the blow", names[target])
        }),
        FaceOff::Second => strike(combatants, target, &reply, resolution, &mut outcome),
        FaceOff::BothCritical if blocking => {
            strike(combatants, attacker, &attack, resolution, &mut outcome);
        }
        FaceOff::BothCritical => {
            resolution.explain_with(rule("Criticals"), || {
                "both roll a critical: both hit, with critical Damage".to_owned()
            });
            strike(combatants, attacker, &attack, resolution, &mut outcome);
            strike(combatants, target, &reply, resolution, &mut outcome);
        }
        FaceOff::Draw => {
            // § A Draw During Clashes: the lower Attribute strikes; equal, nobody does.
            match attack_value.cmp(&reply_value) {
                std::cmp::Ordering::Less => {
                    strike(combatants, attacker, &attack, resolution, &mut outcome);
                }
                std::cmp::Ordering::Greater if !blocking => {
                    strike(combatants, target, &reply, resolution, &mut outcome);
                }
                _ => resolution.explain_with(rule("A Draw During Clashes"), || {
                    "same SL and same Attribute: they stay engaged, nobody is hit".to_owned()
                }),
            }
        }
        FaceOff::NeitherSucceeds => resolution.explain_with(rule("Attack and Reply"), || {
            "neither reaches its Attribute: nobody is hit".to_owned()
        }),
    }
    Ok(outcome)
}

/// `hitter` lands a blow with the weapon in hand, judged by `roll`.
fn strike(
    combatants: &mut [Combatant; 2],
    hitter: usize,
    roll: &RollResult,
    resolution: &mut Resolution,
    outcome: &mut Blow,
) {
    let struck = 1 - hitter;
    let Ok(weapon) = combatants[hitter].weapon().cloned() else {
        return;
    };
    let penetration = weapon.penetration(roll.critical);
    let damage = hit(
        roll.success_level,
        roll.critical,
        weapon.damage,
        penetration,
        combatants[struck].card.defense,
    );
    let marked = combatants[struck].vigour.mark(damage.vigour_lost);
    let (hitter_name, struck_name) = (
        combatants[hitter].card.name.clone(),
        combatants[struck].card.name.clone(),
    );
    let remaining = combatants[struck].vigour.remaining();
    resolution.explain_with(rule("Damage"), || {
        let mut text = format!(
            "{hitter_name} hits {struck_name} with the {}: (SL {} + Damage {}) - Defense {} = {} Vigour lost, {remaining} left",
            weapon.name, damage.success_level, damage.damage, damage.defense, damage.vigour_lost
        );
        if marked.calls_for_audacity_roll() {
            text.push_str("; a new colour of the Vigour table is marked: Audacity roll");
        }
        if marked.eliminated {
            text.push_str("; the pawn is removed from the table");
        }
        text
    });
    outcome.hits.push((hitter, struck, damage));
    outcome.marked.push((struck, marked));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Dice;
    use crate::rules::cards::{Weapon, WeaponColour, WeaponRule, test_card};
    use crate::rules::damage::WeaponDamage;

    fn fighter(
        name: &str,
        audacity: u32,
        attack: u32,
        reply: u32,
        block: Option<u32>,
    ) -> Combatant {
        let weapon = Weapon {
            name: "sword".to_owned(),
            colours: vec![WeaponColour::Red],
            range: None,
            attack: Some(attack),
            reply: Some(reply),
            discharge: None,
            damage: WeaponDamage {
                normal: 3,
                critical: 5,
            },
            rules: block
                .map(|limit| WeaponRule {
                    rule: SpecialRule::Block(limit),
                    critical_only: false,
                })
                .into_iter()
                .collect(),
        };
        Combatant::new(
            test_card(
                audacity,
                Weapon {
                    name: name.to_owned(),
                    ..weapon
                },
            ),
            0,
        )
    }

    fn fight(dice: Vec<u32>, combatants: &mut [Combatant; 2], answer: Answer) -> Blow {
        let mut dice = Dice::scripted(1, dice);
        let mut resolution = Resolution::new(&mut dice, None, true);
        blow(combatants, 0, false, answer, &mut resolution).expect("a legal blow")
    }

    #[test]
    fn attacking_and_responding_pawns_lower_audacity_attacks_and_a_long_charge_wins() {
        let (bold, shy) = (
            fighter("bold", 3, 5, 5, None),
            fighter("shy", 6, 5, 5, None),
        );
        assert_eq!(attacker([&shy, &bold], Arrival::Engaged { pawn: 0 }).0, 1);
        assert_eq!(
            attacker([&bold, &bold], Arrival::Engaged { pawn: 1 }).0,
            1,
            "a tie goes to the one who engaged"
        );
        let (who, bonus, _) = attacker(
            [&shy, &bold],
            Arrival::Charge {
                pawn: 0,
                distance: 16.0,
            },
        );
        assert_eq!((who, bonus), (0, true));
        assert!(
            !attacker(
                [&shy, &bold],
                Arrival::Charge {
                    pawn: 0,
                    distance: 15.0
                }
            )
            .1,
            "more than 15 cm"
        );
        assert_eq!(
            attacker([&shy, &bold], Arrival::Ongoing { first_activated: 0 }).0,
            0
        );
    }

    #[test]
    fn a_draw_during_clashes_the_lower_attribute_strikes() {
        // Attack 4 rolls 6 (SL 2), Reply 5 rolls 7 (SL 2): the attacker's lower Attribute hits.
        let mut pair = [fighter("a", 5, 4, 4, None), fighter("b", 5, 5, 5, None)];
        let done = fight(vec![6, 7], &mut pair, Answer::Fights);
        assert_eq!(
            done.hits
                .iter()
                .map(|(hitter, struck, _)| (*hitter, *struck))
                .collect::<Vec<_>>(),
            vec![(0, 1)]
        );
        // Equal Attributes and equal SL: nobody is hit.
        let mut even = [fighter("a", 5, 5, 5, None), fighter("b", 5, 5, 5, None)];
        assert!(fight(vec![7, 7], &mut even, Answer::Fights).hits.is_empty());
    }

    #[test]
    fn attack_and_reply_the_responding_pawn_can_hit_back() {
        let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, None)];
        let done = fight(vec![7, 8], &mut pair, Answer::Fights);
        assert_eq!(done.hits[0].0, 1, "the higher SL hits, whoever attacked");
        assert_eq!(pair[0].vigour.marked, done.hits[0].2.vigour_lost);
    }

    #[test]
    fn block_stops_a_blow_but_never_hits_back() {
        let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, Some(3))];
        let done = fight(vec![7, 9], &mut pair, Answer::Blocks);
        assert!(done.hits.is_empty(), "blocked");
        let mut weak = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, Some(2))];
        let done = fight(vec![7], &mut weak, Answer::Blocks);
        assert!(
            done.reply.is_none(),
            "Block (2) cannot stop Damage 3: a single Attack roll"
        );
        assert_eq!(done.hits.len(), 1);
    }

    #[test]
    fn attack_from_behind_is_a_single_attack_roll() {
        let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, None)];
        let done = fight(vec![5], &mut pair, Answer::Cannot);
        assert!(done.reply.is_none());
        assert!(done.hits.is_empty(), "5 against Attack 6 misses");
    }
}
