//! 1650 § Blessings and § Faith Roll: the blessings (original, assets/1650/blessings.ron), the
//! single Faith roll without modifiers, and one effect a turn.

use super::cards::ContractCard;
use super::rolls::{RollResult, roll};
use super::rule;
use super::vigour::{RollEdge, edge_modifiers};
use crate::limits::in_context;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::words::{Arg, Message};
use serde::{Deserialize, Serialize};

/// The Peculiarity "Blessing (X)": X is the pawn's Faith.
pub const BLESSING: &str = "blessing";

/// What a blessing does to its target: Ysbilia's effect language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BlessingEffect {
    /// A friend clears this many marked Vigour boxes.
    Heal(u32),
    /// A friend adds this to its rolls until the end of the turn.
    Strengthen(i32),
    /// An escaping friend recovers at once, without a roll.
    Rally,
    /// An enemy loses this much Vigour (no Defense, no SL).
    Smite(u32),
    /// An enemy adds this (a penalty) to its rolls until the end of the turn.
    Curse(i32),
    /// An enemy makes an Audacity roll or escapes.
    Dread,
}

impl BlessingEffect {
    /// Whether the effect would change anything for a target with this Vigour and nerve (a
    /// heal needs a marked box, a rally an escaping pawn): the table offers only those.
    pub fn would_change(
        self,
        vigour: &super::vigour::Vigour,
        nerve: super::audacity::Nerve,
    ) -> bool {
        match self {
            BlessingEffect::Heal(_) => vigour.marked > 0,
            BlessingEffect::Rally => nerve == super::audacity::Nerve::Escaping,
            _ => true,
        }
    }

    /// The effect as the log names it: "Heal(2)".
    pub fn message(self) -> Message {
        match self {
            BlessingEffect::Heal(boxes) => msg!("rules-blessings-effect-heal", amount = boxes),
            BlessingEffect::Strengthen(bonus) => {
                msg!("rules-blessings-effect-strengthen", amount = bonus)
            }
            BlessingEffect::Rally => msg!("rules-blessings-effect-rally"),
            BlessingEffect::Smite(vigour) => msg!("rules-blessings-effect-smite", amount = vigour),
            BlessingEffect::Curse(penalty) => {
                msg!("rules-blessings-effect-curse", amount = penalty)
            }
            BlessingEffect::Dread => msg!("rules-blessings-effect-dread"),
        }
    }

    /// Whether the effect targets a friend (helpful) or an enemy (harmful).
    pub fn helpful(self) -> bool {
        matches!(
            self,
            BlessingEffect::Heal(_) | BlessingEffect::Strengthen(_) | BlessingEffect::Rally
        )
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Blessing {
    pub id: String,
    pub name: String,
    /// In cm, with Line of Sight, as a distance weapon.
    pub range: u32,
    /// § Blessings: every blessing has a helpful and a harmful effect.
    pub helpful: BlessingEffect,
    pub harmful: BlessingEffect,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlessingCatalogue {
    pub blessings: Vec<Blessing>,
}

impl BlessingCatalogue {
    pub fn get(&self, id: &str) -> Option<&Blessing> {
        self.blessings.iter().find(|blessing| blessing.id == id)
    }

    pub fn problems(&self) -> Vec<String> {
        let mut problems = super::repeated_ids(
            "blessing",
            self.blessings.iter().map(|blessing| blessing.id.as_str()),
        );
        for blessing in &self.blessings {
            if !blessing.helpful.helpful() {
                problems.push(format!("{}'s helpful effect harms", blessing.name));
            }
            if blessing.harmful.helpful() {
                problems.push(format!("{}'s harmful effect helps", blessing.name));
            }
            in_context(
                &mut problems,
                || blessing.name.clone(),
                |problems| problems.extend(super::limits::blessing_limit_problems(blessing)),
            );
        }
        problems
    }
}

/// Which of the two effects the pawn calls on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Invocation {
    Helpful,
    Harmful,
}

impl Invocation {
    /// Which effect, as the log names it.
    pub fn message(self) -> Message {
        Message::new(match self {
            Invocation::Helpful => "rules-blessings-helpful",
            Invocation::Harmful => "rules-blessings-harmful",
        })
    }
}

/// The caster's situation for this blessing.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Casting {
    pub target_distance_cm: f32,
    pub target_in_sight: bool,
    /// A blessing effect already used by this pawn this turn.
    pub used_this_turn: bool,
    /// The caster's own Dying −1 (§ Bruises, Bleeding and Death: all rolls) and any boon.
    pub edge: RollEdge,
    /// Panoply bonuses to Faith rolls (a reliquary).
    #[serde(default)]
    pub faith_bonus: i32,
}

/// The Faith roll's modifiers: never range or cover ("no kind of modifier"), but the caster's
/// own state (wounds, a boon, the weather) and a reliquary.
pub fn faith_modifiers(casting: &Casting) -> Vec<crate::dice::Modifier> {
    let mut modifiers = edge_modifiers(casting.edge);
    if casting.faith_bonus != 0 {
        modifiers.push(crate::dice::Modifier::new(
            msg!("rules-dice-panoply"),
            casting.faith_bonus,
        ));
    }
    modifiers
}

/// § Faith Roll: checks the casting, then makes a single Faith roll. Returns the roll and the
/// effect it brings about when it succeeds.
pub fn invoke(
    caster: &ContractCard,
    blessing: &Blessing,
    invocation: Invocation,
    casting: Casting,
    resolution: &mut Resolution,
) -> Result<(RollResult, Option<BlessingEffect>), Rejection> {
    let section = rule("Faith Roll");
    let refuse = |reason: Message| Err(Rejection::by_rule(section.clone(), reason));
    let Some(faith) = caster.faith() else {
        return refuse(msg!("rules-blessings-no-faith", caster = &caster.name));
    };
    if !caster.blessings.contains(&blessing.id) {
        return refuse(msg!(
            "rules-blessings-not-known",
            blessing = &blessing.name,
            caster = &caster.name
        ));
    }
    if casting.used_this_turn {
        return refuse(msg!("rules-blessings-used", caster = &caster.name));
    }
    if !casting.target_in_sight {
        return refuse(msg!("rules-blessings-out-of-sight"));
    }
    if casting.target_distance_cm > blessing.range as f32 {
        return refuse(msg!(
            "rules-blessings-out-of-range",
            distance = Arg::tenths(casting.target_distance_cm),
            blessing = &blessing.name,
            range = blessing.range
        ));
    }
    // "Blessings don't apply any kind of modifier": no range, cover or maneuver modifiers. The
    // caster's own Dying −1 still applies to all its rolls (docs/rules-gaps.md).
    let modifiers = faith_modifiers(&casting);
    let faith_roll = roll(
        resolution.dice(),
        msg!("rules-dice-faith-roll"),
        faith,
        modifiers,
        0,
    );
    let effect = match invocation {
        Invocation::Helpful => blessing.helpful,
        Invocation::Harmful => blessing.harmful,
    };
    resolution.explain_with(section, || {
        if faith_roll.success {
            msg!(
                "rules-blessings-invoked",
                caster = &caster.name,
                blessing = &blessing.name,
                invocation = invocation.message(),
                faith = faith,
                result = faith_roll.message(),
                effect = effect.message()
            )
        } else {
            msg!(
                "rules-blessings-invoked-in-vain",
                caster = &caster.name,
                blessing = &blessing.name,
                invocation = invocation.message(),
                faith = faith,
                result = faith_roll.message()
            )
        }
    });
    let success = faith_roll.success;
    Ok((faith_roll, success.then_some(effect)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Dice;
    use crate::record::Resolution;
    use crate::rules::cards::{CardPeculiarity, Weapon, WeaponColour, test_card};
    use crate::rules::damage::WeaponDamage;

    fn friar() -> ContractCard {
        let mut card = test_card(
            5,
            Weapon {
                name: "Staff".to_owned(),
                colours: vec![WeaponColour::Blue],
                range: None,
                attack: Some(6),
                reply: Some(5),
                discharge: None,
                damage: WeaponDamage {
                    normal: 1,
                    critical: 3,
                },
                rules: Vec::new(),
            },
        );
        card.peculiarities.push(CardPeculiarity {
            id: BLESSING.to_owned(),
            value: Some(5),
        });
        card.blessings.push("psalm".to_owned());
        card
    }

    fn psalm() -> Blessing {
        Blessing {
            id: "psalm".to_owned(),
            name: "Psalm".to_owned(),
            range: 20,
            helpful: BlessingEffect::Heal(1),
            harmful: BlessingEffect::Curse(-1),
            text: String::new(),
        }
    }

    const IN_REACH: Casting = Casting {
        target_distance_cm: 12.0,
        target_in_sight: true,
        used_this_turn: false,
        edge: RollEdge {
            dying: 0,
            blessed: 0,
            weathered: 0,
        },
        faith_bonus: 0,
    };

    fn cast(
        dice: Vec<u32>,
        casting: Casting,
    ) -> Result<(RollResult, Option<BlessingEffect>), Rejection> {
        let mut dice = Dice::scripted(1, dice);
        let mut resolution = Resolution::new(&mut dice, None, true);
        invoke(
            &friar(),
            &psalm(),
            Invocation::Helpful,
            casting,
            &mut resolution,
        )
    }

    #[test]
    fn faith_roll_a_single_roll_against_faith_without_modifiers() {
        let (made, effect) = cast(vec![5], IN_REACH).expect("legal");
        assert!(made.modifiers.is_empty() && made.success);
        assert_eq!(effect, Some(BlessingEffect::Heal(1)));
        let (missed, effect) = cast(vec![4], IN_REACH).expect("legal");
        assert!(!missed.success && effect.is_none());
    }

    #[test]
    fn blessings_one_effect_a_turn_in_range_and_sight() {
        let again = Casting {
            used_this_turn: true,
            ..IN_REACH
        };
        assert!(cast(vec![9], again).is_err());
        let far = Casting {
            target_distance_cm: 21.0,
            ..IN_REACH
        };
        assert!(cast(vec![9], far).is_err());
        let hidden = Casting {
            target_in_sight: false,
            ..IN_REACH
        };
        assert!(cast(vec![9], hidden).is_err());
    }
    #[test]
    fn blessings_a_heal_needs_a_marked_box_and_a_rally_an_escaping_pawn() {
        use crate::rules::audacity::Nerve;
        use crate::rules::vigour::{Vigour, VigourTable};
        let mut vigour = Vigour::new(VigourTable {
            bruises: 2,
            bleeding: 2,
            dying: 1,
        });
        assert!(!BlessingEffect::Heal(1).would_change(&vigour, Nerve::Steady));
        vigour.mark(1);
        assert!(BlessingEffect::Heal(1).would_change(&vigour, Nerve::Steady));
        assert!(!BlessingEffect::Rally.would_change(&vigour, Nerve::Steady));
        assert!(BlessingEffect::Rally.would_change(&vigour, Nerve::Escaping));
        assert!(BlessingEffect::Strengthen(1).would_change(&vigour, Nerve::Steady));
    }
}
