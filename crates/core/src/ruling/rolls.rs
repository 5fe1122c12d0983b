//! The rulings on dice and numbers alone, no card needed: a single roll, a face-off, the second
//! weapon's roll, Damage, the Authority roll, and Vigour boxes marked hit after hit.

use crate::dice::Modifier;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::authority::{AuthorityEntry, authority_roll};
use crate::rules::damage::{Defense, Penetration, WeaponDamage, hit};
use crate::rules::rolls::{FaceOff, face_off, roll, second_weapon};
use crate::rules::rule;
use crate::rules::vigour::{Vigour, VigourTable};
use crate::ruling::checks::numbered;
use crate::ruling::resolve::{Check, Outcome};

/// 1650's Attributes run from 1 to 10 (a D10 must be able to reach them).
const ATTRIBUTES: std::ops::RangeInclusive<u32> = 1..=10;

fn modifiers(pairs: &[(String, i32)]) -> Vec<Modifier> {
    pairs
        .iter()
        .map(|(reason, amount)| {
            // The ruling file's own words for the modifier, shown as written.
            Modifier::new(msg!("ruling-modifier", reason = reason), *amount)
        })
        .collect()
}

fn check_attribute(index: usize, attribute: u32) -> Result<(), Rejection> {
    if ATTRIBUTES.contains(&attribute) {
        Ok(())
    } else {
        Err(Rejection::by_rule(
            rule("Dice Rolls"),
            numbered(index, msg!("ruling-attribute-range", attribute = attribute)),
        ))
    }
}

/// A single roll against an Attribute.
pub(super) fn single_roll(
    index: usize,
    check: &Check,
    resolution: &mut Resolution,
) -> Result<Outcome, Rejection> {
    check_attribute(index, check.attribute)?;
    let result = roll(
        resolution.dice(),
        msg!("ruling-roll-single"),
        check.attribute,
        modifiers(&check.modifiers),
        check.extra_dice,
    );
    resolution.explain_with(rule("Dice Rolls"), || {
        msg!("ruling-single-roll", result = result.message())
    });
    Ok(Outcome::Roll(result))
}

/// Two rolls face to face: the first's, then the second's.
pub(super) fn face_off_roll(
    index: usize,
    first: &Check,
    second: &Check,
    resolution: &mut Resolution,
) -> Result<Outcome, Rejection> {
    check_attribute(index, first.attribute)?;
    check_attribute(index, second.attribute)?;
    let first = roll(
        resolution.dice(),
        msg!("ruling-roll-face-off-first"),
        first.attribute,
        modifiers(&first.modifiers),
        first.extra_dice,
    );
    let second = roll(
        resolution.dice(),
        msg!("ruling-roll-face-off-second"),
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
        msg!(
            "ruling-face-off",
            first = first.message(),
            second = second.message(),
            winner = match winner {
                FaceOff::First => "first",
                FaceOff::Second => "second",
                FaceOff::BothCritical => "both-critical",
                FaceOff::Draw => "draw",
                FaceOff::NeitherSucceeds => "neither",
            }
        )
    });
    Ok(Outcome::FaceOff {
        first,
        second,
        winner,
    })
}

/// The second weapon's roll, against the greater of its Attribute and the opponent's first
/// roll.
pub(super) fn second_weapon_roll(
    index: usize,
    attribute: u32,
    opponent_first_result: u32,
    pairs: &[(String, i32)],
    resolution: &mut Resolution,
) -> Result<Outcome, Rejection> {
    check_attribute(index, attribute)?;
    let result = second_weapon(
        resolution.dice(),
        attribute,
        opponent_first_result,
        modifiers(pairs),
    );
    resolution.explain_with(rule("Multiple Attacks"), || {
        msg!(
            "ruling-second-weapon",
            attribute = attribute,
            opponent = opponent_first_result,
            result = result.message()
        )
    });
    Ok(Outcome::Roll(result))
}

/// The Vigour a hit takes: Success Level and Damage against Defense.
pub(super) fn damage(
    success_level: u32,
    critical: bool,
    weapon: WeaponDamage,
    penetration: Penetration,
    defense: Defense,
    resolution: &mut Resolution,
) -> Outcome {
    let blow = hit(success_level, critical, weapon, penetration, defense);
    resolution.explain_with(rule("Damage"), || {
        msg!(
            "ruling-damage",
            sl = blow.success_level,
            damage = blow.damage,
            defense = blow.defense,
            lost = blow.vigour_lost,
            penetration = match penetration {
                Penetration::Normal => "normal",
                Penetration::Smashing => "smashing",
                Penetration::Piercing => "piercing",
            }
        )
    });
    Outcome::Damage {
        vigour_lost: blow.vigour_lost,
    }
}

/// The Authority roll between two Leaders with the Maravedies they have left.
pub(super) fn authority(leader_maravedies: (u32, u32), resolution: &mut Resolution) -> Outcome {
    let entries = [
        AuthorityEntry {
            leader_maravedies: leader_maravedies.0,
        },
        AuthorityEntry {
            leader_maravedies: leader_maravedies.1,
        },
    ];
    let result = authority_roll(entries, resolution);
    Outcome::Authority {
        winner: result.winner,
        rounds: result.rounds,
    }
}

/// Boxes marked on a Vigour table one hit after another, with the Audacity rolls they call for.
pub(super) fn vigour_marked(
    table: VigourTable,
    marked: u32,
    hits: &[u32],
    resolution: &mut Resolution,
) -> Outcome {
    let mut vigour = Vigour {
        marked,
        ..Vigour::new(table)
    };
    let mut audacity_rolls = 0;
    for &boxes in hits {
        let marked = vigour.mark(boxes);
        audacity_rolls += u32::from(marked.calls_for_audacity_roll());
        resolution.explain_with(rule("Bruises, Bleeding and Death"), || {
            msg!(
                "ruling-vigour-marked",
                boxes = marked.boxes,
                left = vigour.remaining(),
                audacity = if marked.calls_for_audacity_roll() {
                    "yes"
                } else {
                    "no"
                },
                removed = if marked.eliminated { "yes" } else { "no" }
            )
        });
    }
    Outcome::Vigour {
        remaining: vigour.remaining(),
        eliminated: vigour.remaining() == 0,
        audacity_rolls,
        roll_penalty: vigour.roll_penalty(),
    }
}
