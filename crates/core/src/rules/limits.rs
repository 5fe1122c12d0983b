//! The limits every number on a 1650 card may reach (Ysbilia rulings; docs/rules-gaps.md),
//! checked alike for the data files and for the setups saved games carry: a save holds its
//! bands' whole cards, so a damaged or edited one must be refused, never played. Each limit is
//! far above what the rulebook's cards and ours use; within them no sum the rules make can
//! overflow.

use super::blessings::{Blessing, BlessingEffect};
use super::cards::{ContractCard, SpecialRule};
use super::dexterity::{DexterityCard, DexterityEffect};
use super::panoply::{PanoplyCard, PanoplyEffect};
/// Named from here by `conflict/setup_check.rs`.
pub use crate::limits::NAME_MAX;
use crate::limits::{at_most, at_most_named, check_name, list, within, words};

/// A card's Pay and Incentive in Maravedies (ours reach 65 and 5).
pub const PAY_MAX: u32 = 500;
pub const INCENTIVE_MAX: u32 = 50;
/// Each Defense (ours reach 5).
pub const DEFENSE_MAX: u32 = 10;
/// Boxes of each colour of a Vigour table (ours reach 4).
pub const VIGOUR_BOXES_MAX: u32 = 10;
/// Weapons on a card, their Range in cm (ours reach 30) and Damage (ours reach 7).
pub const WEAPONS_MAX: usize = 6;
pub const RANGE_MAX_CM: u32 = 150;
pub const DAMAGE_MAX: u32 = 20;
/// The number a weapon rule carries: Block (X), Easily Thrown (X), Slow (X), Smoke (X).
pub const RULE_VALUE_MAX: u32 = 50;
/// A Peculiarity's value, as Leader (20).
pub const PECULIARITY_VALUE_MAX: u32 = 100;
/// Lists on a card, and any text (names: `limits::NAME_MAX`).
pub const LIST_MAX: usize = 20;
pub const TEXT_MAX: usize = 2_000;
/// A bonus or penalty a card adds to a roll, and extra dice.
pub const MODIFIER_MAX: i32 = 5;
pub const EXTRA_DICE_MAX: u32 = 3;
/// Vigour a card or a blessing adds, heals or takes, and a Panoply card's cost.
pub const VIGOUR_EFFECT_MAX: u32 = 10;
pub const PANOPLY_COST_MAX: u32 = 100;

/// Every number of a Contract Card beyond the card limits.
pub fn card_limit_problems(card: &ContractCard) -> Vec<String> {
    let mut problems = Vec::new();
    check_name(&mut problems, "its id", &card.id);
    check_name(&mut problems, "its name", &card.name);
    at_most(&mut problems, "Pay", card.pay, PAY_MAX);
    at_most(&mut problems, "Incentive", card.incentive, INCENTIVE_MAX);
    at_most(
        &mut problems,
        "the first Defense",
        card.defense.armoured,
        DEFENSE_MAX,
    );
    at_most(
        &mut problems,
        "the second Defense",
        card.defense.unarmoured,
        DEFENSE_MAX,
    );
    for (colour, boxes) in [
        ("first", card.vigour.bruises),
        ("second", card.vigour.bleeding),
        ("third", card.vigour.dying),
    ] {
        at_most_named(
            &mut problems,
            || format!("the Vigour table's {colour} colour"),
            boxes,
            VIGOUR_BOXES_MAX,
        );
    }
    if card.weapons.len() > WEAPONS_MAX {
        problems.push(format!(
            "it carries {} weapons; at most {WEAPONS_MAX}",
            card.weapons.len()
        ));
    }
    for weapon in card.weapons.iter() {
        check_name(&mut problems, "a weapon's name", &weapon.name);
        list(
            &mut problems,
            "weapon colours",
            weapon.colours.len(),
            LIST_MAX,
        );
        if let Some(range) = weapon.range {
            at_most_named(
                &mut problems,
                || format!("{}'s Range", weapon.name),
                range,
                RANGE_MAX_CM,
            );
        }
        at_most_named(
            &mut problems,
            || format!("{}'s Damage", weapon.name),
            weapon.damage.normal,
            DAMAGE_MAX,
        );
        at_most_named(
            &mut problems,
            || format!("{}'s critical Damage", weapon.name),
            weapon.damage.critical,
            DAMAGE_MAX,
        );
        list(&mut problems, "weapon rules", weapon.rules.len(), LIST_MAX);
        for used in &weapon.rules {
            if let SpecialRule::Block(value)
            | SpecialRule::EasilyThrown(value)
            | SpecialRule::Slow(value)
            | SpecialRule::Smoke(value) = used.rule
            {
                at_most_named(
                    &mut problems,
                    || format!("{}'s {:?}", weapon.name, used.rule),
                    value,
                    RULE_VALUE_MAX,
                );
            }
        }
    }
    list(
        &mut problems,
        "Peculiarities",
        card.peculiarities.len(),
        LIST_MAX,
    );
    for used in &card.peculiarities {
        check_name(&mut problems, "a Peculiarity's id", &used.id);
        if let Some(value) = used.value {
            at_most_named(
                &mut problems,
                || format!("{}'s value", used.id),
                value,
                PECULIARITY_VALUE_MAX,
            );
        }
    }
    list(&mut problems, "blessings", card.blessings.len(), LIST_MAX);
    problems
}

/// Every number of a Dexterity card beyond the card limits.
pub fn dexterity_limit_problems(card: &DexterityCard) -> Vec<String> {
    let mut problems = Vec::new();
    check_name(&mut problems, "its name", &card.name);
    words(&mut problems, "its text", &card.text, TEXT_MAX);
    list(&mut problems, "colours", card.colours.len(), LIST_MAX);
    list(&mut problems, "effects", card.effects.len(), LIST_MAX);
    for effect in &card.effects {
        match *effect {
            DexterityEffect::RollBonus(value) => {
                within(&mut problems, "a roll bonus", value, MODIFIER_MAX);
            }
            DexterityEffect::OpponentRoll(value) => {
                within(&mut problems, "the opponent's roll", value, MODIFIER_MAX);
            }
            DexterityEffect::ExtraDice(dice) => {
                at_most(&mut problems, "extra dice", dice, EXTRA_DICE_MAX);
            }
            DexterityEffect::DamageBonus(damage) => {
                at_most(&mut problems, "a Damage bonus", damage, DAMAGE_MAX);
            }
            _ => {}
        }
    }
    problems
}

/// Every number of a Panoply card beyond the card limits.
pub fn panoply_limit_problems(card: &PanoplyCard) -> Vec<String> {
    let mut problems = Vec::new();
    check_name(&mut problems, "its name", &card.name);
    words(&mut problems, "its text", &card.text, TEXT_MAX);
    at_most(&mut problems, "its cost", card.cost, PANOPLY_COST_MAX);
    list(&mut problems, "effects", card.effects.len(), LIST_MAX);
    for effect in &card.effects {
        match *effect {
            PanoplyEffect::Armour(value) => at_most(&mut problems, "Armour", value, DEFENSE_MAX),
            PanoplyEffect::ExtraVigour(value) => {
                at_most(&mut problems, "extra Vigour", value, VIGOUR_EFFECT_MAX);
            }
            PanoplyEffect::RangeBonus(value) => {
                at_most(&mut problems, "a Range bonus", value, RANGE_MAX_CM);
            }
            PanoplyEffect::OneRollBonus(value)
            | PanoplyEffect::ClimbBonus(value)
            | PanoplyEffect::AudacityBonus(value)
            | PanoplyEffect::FaithBonus(value) => {
                within(&mut problems, "a bonus", value, MODIFIER_MAX);
            }
            _ => {}
        }
    }
    problems
}

/// Every number of a blessing beyond the card limits.
pub fn blessing_limit_problems(blessing: &Blessing) -> Vec<String> {
    let mut problems = Vec::new();
    check_name(&mut problems, "its name", &blessing.name);
    words(&mut problems, "its text", &blessing.text, TEXT_MAX);
    at_most(&mut problems, "its range", blessing.range, RANGE_MAX_CM);
    for effect in [blessing.helpful, blessing.harmful] {
        match effect {
            BlessingEffect::Heal(value) | BlessingEffect::Smite(value) => {
                at_most(
                    &mut problems,
                    "Vigour healed or smitten",
                    value,
                    VIGOUR_EFFECT_MAX,
                );
            }
            BlessingEffect::Strengthen(value) | BlessingEffect::Curse(value) => {
                within(&mut problems, "a boon or curse", value, MODIFIER_MAX);
            }
            BlessingEffect::Rally | BlessingEffect::Dread => {}
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::cards::{test_card, test_hand_weapon};

    #[test]
    fn a_card_with_a_vigour_colour_of_4294967295_breaks_the_card_limits() {
        let mut card = test_card(5, test_hand_weapon("sword"));
        assert!(card_limit_problems(&card).is_empty());
        card.vigour.dying = u32::MAX;
        let problems = card_limit_problems(&card);
        assert!(
            problems
                .iter()
                .any(|problem| problem.contains("third colour is 4294967295")),
            "{problems:?}"
        );
    }
}
