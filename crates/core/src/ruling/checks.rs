//! What the table refuses before a ruling resolves: every limit the game (the cards' limits,
//! the conflict simulation's checks) keeps, so no ruling a table would refuse resolves
//! silently. Each refusal names its ruling and its rule; the limits the rulebook does not print
//! are in docs/rules-gaps.md.

use crate::record::Rejection;
use crate::rules::cards::{ContractCard, Weapon};
use crate::rules::content::Content;
use crate::rules::damage::{Defense, WeaponDamage};
use crate::rules::honour::ConflictTally;
use crate::rules::limits::{
    DAMAGE_MAX, DEFENSE_MAX, INCENTIVE_MAX, LIST_MAX, MODIFIER_MAX, VIGOUR_BOXES_MAX,
};
use crate::rules::maravedies::EXTRA_DICE_PER_TURN;
use crate::rules::rule;
use crate::rules::vigour::VigourTable;
use crate::ruling::resolve::Ruling;
use crate::table::movement::CHARGE_BASE_CM;

/// Modifiers one roll may carry (a shot past more small obstacles is not a table's).
pub const MODIFIERS_MAX: usize = LIST_MAX;
/// The highest a roll can total: a natural 10 and every modifier at +5.
pub const ROLL_TOTAL_MAX: u32 = 10 + MODIFIERS_MAX as u32 * MODIFIER_MAX as u32;
/// The highest SL: that total against an Attribute of 1.
pub const SUCCESS_LEVEL_MAX: u32 = ROLL_TOTAL_MAX - 1;
/// § Movement Maneuvers: a charge runs at most 15 + 1D10 cm.
pub const LONGEST_CHARGE_CM: f32 = CHARGE_BASE_CM + 10.0;
/// § Obtaining Honour Points: Enclaves on a table, at most 3 a player (urban, 250 to 500 Mrv).
pub const ENCLAVES_MAX: u32 = 6;

pub(in crate::ruling) fn refuse(
    index: usize,
    section: &'static str,
    reason: impl std::fmt::Display,
) -> Rejection {
    Rejection::by_rule(rule(section), format!("ruling {}: {reason}", index + 1))
}

/// § Dice Roll Modifiers, § Investing Maravedies: a roll's modifiers and Maravedies.
pub fn roll(index: usize, modifiers: &[(String, i32)], extra_dice: u32) -> Result<(), Rejection> {
    if modifiers.len() > MODIFIERS_MAX {
        return Err(refuse(
            index,
            "Dice Roll Modifiers",
            format!(
                "{} modifiers on one roll; at most {MODIFIERS_MAX}",
                modifiers.len()
            ),
        ));
    }
    if let Some((reason, amount)) = modifiers
        .iter()
        .find(|(_, amount)| amount.abs() > MODIFIER_MAX)
    {
        return Err(refuse(
            index,
            "Dice Roll Modifiers",
            format!(
                "'{reason}' is {amount:+}; no rule or card changes a roll by more than {MODIFIER_MAX}"
            ),
        ));
    }
    extra_dice_at_most(index, extra_dice)
}

pub(in crate::ruling) fn extra_dice_at_most(
    index: usize,
    extra_dice: u32,
) -> Result<(), Rejection> {
    if extra_dice > EXTRA_DICE_PER_TURN {
        return Err(refuse(
            index,
            "Investing Maravedies",
            format!(
                "{extra_dice} extra dice; a band invests at most {EXTRA_DICE_PER_TURN} Maravedies a turn in extra dice"
            ),
        ));
    }
    Ok(())
}

/// § Multiple Attacks: the opponent's first roll is a roll's total.
pub fn opponent_result(index: usize, result: u32) -> Result<(), Rejection> {
    if result > ROLL_TOTAL_MAX {
        return Err(refuse(
            index,
            "Multiple Attacks",
            format!("no roll totals {result}; at most {ROLL_TOTAL_MAX}"),
        ));
    }
    Ok(())
}

/// § Damage: the numbers a card and a roll can give.
pub fn damage(
    index: usize,
    success_level: u32,
    weapon: WeaponDamage,
    defense: Defense,
) -> Result<(), Rejection> {
    let mut problems = Vec::new();
    crate::limits::at_most(&mut problems, "the SL", success_level, SUCCESS_LEVEL_MAX);
    crate::limits::at_most(&mut problems, "the Damage", weapon.normal, DAMAGE_MAX);
    crate::limits::at_most(
        &mut problems,
        "the critical Damage",
        weapon.critical,
        DAMAGE_MAX,
    );
    crate::limits::at_most(
        &mut problems,
        "the first Defense",
        defense.armoured,
        DEFENSE_MAX,
    );
    crate::limits::at_most(
        &mut problems,
        "the second Defense",
        defense.unarmoured,
        DEFENSE_MAX,
    );
    if weapon.critical < weapon.normal {
        problems.push("the critical Damage is below the normal Damage".to_owned());
    }
    if defense.unarmoured > defense.armoured {
        problems.push("the second Defense (without armour) is above the first".to_owned());
    }
    match problems.first() {
        Some(problem) => Err(refuse(index, "Damage", problem)),
        None => Ok(()),
    }
}

/// § Authority Roll: a Leader holds its own Incentive and, at most, a Royal Salary from each
/// other pawn of its band.
pub fn authority(index: usize, leader_maravedies: (u32, u32)) -> Result<(), Rejection> {
    let most = INCENTIVE_MAX * crate::conflict::PAWNS_MAX as u32;
    if let Some(held) = [leader_maravedies.0, leader_maravedies.1]
        .into_iter()
        .find(|held| *held > most)
    {
        return Err(refuse(
            index,
            "Authority Roll",
            format!(
                "a Leader with {held} Maravedies; a band's Leader holds at most {most} (its Incentive and a Royal Salary from each of its pawns)"
            ),
        ));
    }
    Ok(())
}

/// § Vigour Table, § Bruises, Bleeding and Death: a card's table, boxes already marked, hits.
pub fn vigour(
    index: usize,
    table: VigourTable,
    marked: u32,
    hits: &[u32],
) -> Result<(), Rejection> {
    let section = "Vigour and Vigour Table";
    for (colour, boxes) in [
        ("first", table.bruises),
        ("second", table.bleeding),
        ("third", table.dying),
    ] {
        if boxes > VIGOUR_BOXES_MAX {
            return Err(refuse(
                index,
                section,
                format!(
                    "the table's {colour} colour has {boxes} boxes; a card has at most {VIGOUR_BOXES_MAX}"
                ),
            ));
        }
    }
    let total = table.total();
    if total == 0 {
        return Err(refuse(
            index,
            section,
            "a Vigour table has at least one box",
        ));
    }
    if marked >= total {
        return Err(refuse(
            index,
            section,
            format!(
                "{marked} boxes marked on a table of {total}: the pawn was removed from the table"
            ),
        ));
    }
    let biggest = SUCCESS_LEVEL_MAX + DAMAGE_MAX;
    let mut left = total - marked;
    for (number, &boxes) in hits.iter().enumerate() {
        if left == 0 {
            return Err(refuse(
                index,
                "Bruises, Bleeding and Death",
                format!(
                    "hit {} falls on a pawn already removed from the table",
                    number + 1
                ),
            ));
        }
        if boxes > biggest {
            return Err(refuse(
                index,
                "Damage",
                format!("a hit of {boxes} boxes; no blow takes more than {biggest}"),
            ));
        }
        left = left.saturating_sub(boxes);
    }
    Ok(())
}

/// § Obtaining Honour Points: counts a Conflict can reach.
pub fn honour(index: usize, tally: &ConflictTally) -> Result<(), Rejection> {
    let section = "Obtaining Honour Points";
    let band_value = crate::conflict::BAND_VALUE_MAX;
    if tally.enemy_pay_beaten > band_value {
        return Err(refuse(
            index,
            section,
            format!(
                "{} Mrv of enemies beaten; a band is worth at most {band_value}",
                tally.enemy_pay_beaten
            ),
        ));
    }
    let pawns = crate::conflict::PAWNS_MAX as u32;
    for (what, count) in [
        ("enemy Leaders eliminated", tally.enemy_leaders_eliminated),
        (
            "dishonourable Leaders eliminated",
            tally.dishonourable_leaders_eliminated,
        ),
        (
            "dishonourable pawns eliminated",
            tally.dishonourable_pawns_eliminated,
        ),
        (
            "Antagonists eliminated",
            tally.peaceful_antagonists_eliminated,
        ),
        (
            "enemies eliminated from the Rearguard",
            tally.eliminated_from_rearguard,
        ),
        ("escaping pawns eliminated", tally.escaping_eliminated),
        ("pawns with Faith eliminated", tally.faithful_eliminated),
    ] {
        if count > pawns {
            return Err(refuse(
                index,
                section,
                format!("{count} {what}; a band hires at most {pawns} pawns"),
            ));
        }
    }
    if tally.enclaves_conquered > ENCLAVES_MAX {
        return Err(refuse(
            index,
            "Number of Enclaves per Conflict",
            format!(
                "{} Enclaves conquered; a Conflict has at most {ENCLAVES_MAX}",
                tally.enclaves_conquered
            ),
        ));
    }
    if tally.other.len() > LIST_MAX {
        return Err(refuse(
            index,
            section,
            format!("{} other modifiers; at most {LIST_MAX}", tally.other.len()),
        ));
    }
    if let Some((reason, points)) = tally
        .other
        .iter()
        .find(|(_, points)| points.abs() > MODIFIER_MAX)
    {
        return Err(refuse(
            index,
            section,
            format!(
                "'{reason}' gives {points:+}; a Peculiarity, Enclave or Antagonist gives at most {MODIFIER_MAX} either way"
            ),
        ));
    }
    Ok(())
}

/// Every check a ruling gets before it resolves (a clash's, which needs its attacker, and a
/// table shot's, which needs the table, come where those are known).
pub fn ruling(
    index: usize,
    ruling: &Ruling,
    content: &Content,
    find: &dyn Fn(&str) -> Result<ContractCard, Rejection>,
) -> Result<(), Rejection> {
    let weapon_of = |card: &str, weapon: usize| -> Result<Weapon, Rejection> {
        let card = find(card)?;
        card.weapons.get(weapon).cloned().ok_or_else(|| {
            refuse(
                index,
                "Distance Weapons",
                format!("{} has no weapon {weapon} (counting from 0)", card.name),
            )
        })
    };
    match ruling {
        Ruling::Roll(check) => roll(index, &check.modifiers, check.extra_dice),
        Ruling::FaceOff { first, second } => {
            roll(index, &first.modifiers, first.extra_dice)?;
            roll(index, &second.modifiers, second.extra_dice)
        }
        Ruling::SecondWeapon {
            opponent_first_result,
            modifiers,
            ..
        } => {
            roll(index, modifiers, 0)?;
            opponent_result(index, *opponent_first_result)
        }
        Ruling::Damage {
            success_level,
            weapon,
            defense,
            ..
        } => damage(index, *success_level, *weapon, *defense),
        Ruling::Authority { leader_maravedies } => authority(index, *leader_maravedies),
        Ruling::Vigour {
            table,
            marked,
            hits,
        } => vigour(index, *table, *marked, hits),
        Ruling::Honour { tally, .. } => honour(index, tally),
        Ruling::Discharge {
            shooter,
            shot: fired,
            ..
        } => crate::ruling::simulation_checks::shot(
            index,
            &weapon_of(&shooter.0, shooter.1)?,
            fired,
            false,
            content,
        ),
        Ruling::Device(device) => {
            let weapon = weapon_of(&device.thrower.0, device.thrower.1)?;
            crate::ruling::simulation_checks::shot(index, &weapon, &device.shot, true, content)?;
            if device
                .bystanders
                .iter()
                .any(|near| !near.from_target_cm.is_finite() || near.from_target_cm < 0.0)
            {
                return Err(refuse(
                    index,
                    "Devices of the Modern Era",
                    "a bystander's distance from the target must be a number of cm, 0 or more",
                ));
            }
            Ok(())
        }
        Ruling::Clash { arrival: how, .. } => {
            crate::ruling::simulation_checks::arrival(index, *how)
        }
        Ruling::TableShot(_) | Ruling::Weather { .. } | Ruling::MomentOfTruth => Ok(()),
    }
}
