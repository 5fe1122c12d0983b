//! What the table refuses before a ruling resolves: every limit the game (the cards' limits,
//! the conflict simulation's checks) keeps, so no ruling a table would refuse resolves
//! silently. Each refusal names its ruling and its rule; the limits the rulebook does not print
//! are in docs/rules-gaps.md.

use crate::msg;
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
use crate::words::Message;

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
    reason: impl Into<Message>,
) -> Rejection {
    Rejection::by_rule(rule(section), numbered(index, reason))
}

/// `reason`, said of the ruling at `index` (counted from 0; the file counts from 1).
pub(in crate::ruling) fn numbered(index: usize, reason: impl Into<Message>) -> Message {
    msg!("ruling-refused", ruling = index + 1, reason = reason.into())
}

/// § Dice Roll Modifiers, § Investing Maravedies: a roll's modifiers and Maravedies.
pub fn roll(index: usize, modifiers: &[(String, i32)], extra_dice: u32) -> Result<(), Rejection> {
    if modifiers.len() > MODIFIERS_MAX {
        return Err(refuse(
            index,
            "Dice Roll Modifiers",
            msg!(
                "ruling-modifiers-too-many",
                count = modifiers.len(),
                most = MODIFIERS_MAX
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
            msg!(
                "ruling-modifier-too-big",
                reason = reason,
                amount = format!("{amount:+}"),
                most = MODIFIER_MAX
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
            msg!(
                "ruling-extra-dice",
                dice = extra_dice,
                most = EXTRA_DICE_PER_TURN
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
            msg!("ruling-roll-total", total = result, most = ROLL_TOTAL_MAX),
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
    let limits = [
        ("sl", success_level, SUCCESS_LEVEL_MAX),
        ("damage", weapon.normal, DAMAGE_MAX),
        ("critical-damage", weapon.critical, DAMAGE_MAX),
        ("first-defense", defense.armoured, DEFENSE_MAX),
        ("second-defense", defense.unarmoured, DEFENSE_MAX),
    ];
    let problem = if let Some((what, value, most)) =
        limits.into_iter().find(|(_, value, most)| value > most)
    {
        Some(msg!(
            "ruling-damage-over",
            what = what,
            value = value,
            most = most
        ))
    } else if weapon.critical < weapon.normal {
        Some(msg!("ruling-damage-critical-below"))
    } else if defense.unarmoured > defense.armoured {
        Some(msg!("ruling-defense-order"))
    } else {
        None
    };
    match problem {
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
            msg!("ruling-leader-purse", held = held, most = most),
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
    for (colour, boxes) in [(1, table.bruises), (2, table.bleeding), (3, table.dying)] {
        if boxes > VIGOUR_BOXES_MAX {
            return Err(refuse(
                index,
                section,
                msg!(
                    "ruling-vigour-colour-boxes",
                    colour = colour,
                    boxes = boxes,
                    most = VIGOUR_BOXES_MAX
                ),
            ));
        }
    }
    let total = table.total();
    if total == 0 {
        return Err(refuse(index, section, msg!("ruling-vigour-empty")));
    }
    if marked >= total {
        return Err(refuse(
            index,
            section,
            msg!("ruling-vigour-all-marked", marked = marked, total = total),
        ));
    }
    let biggest = SUCCESS_LEVEL_MAX + DAMAGE_MAX;
    let mut left = total - marked;
    for (number, &boxes) in hits.iter().enumerate() {
        if left == 0 {
            return Err(refuse(
                index,
                "Bruises, Bleeding and Death",
                msg!("ruling-vigour-hit-removed", hit = number + 1),
            ));
        }
        if boxes > biggest {
            return Err(refuse(
                index,
                "Damage",
                msg!("ruling-vigour-hit-big", boxes = boxes, most = biggest),
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
            msg!(
                "ruling-honour-pay-beaten",
                pay = tally.enemy_pay_beaten,
                most = band_value
            ),
        ));
    }
    let pawns = crate::conflict::PAWNS_MAX as u32;
    for (what, count) in [
        ("enemy-leaders", tally.enemy_leaders_eliminated),
        (
            "dishonourable-leaders",
            tally.dishonourable_leaders_eliminated,
        ),
        ("dishonourable-pawns", tally.dishonourable_pawns_eliminated),
        ("antagonists", tally.peaceful_antagonists_eliminated),
        ("rearguard", tally.eliminated_from_rearguard),
        ("escaping", tally.escaping_eliminated),
        ("faithful", tally.faithful_eliminated),
    ] {
        if count > pawns {
            return Err(refuse(
                index,
                section,
                msg!(
                    "ruling-honour-count",
                    count = count,
                    what = what,
                    pawns = pawns
                ),
            ));
        }
    }
    if tally.enclaves_conquered > ENCLAVES_MAX {
        return Err(refuse(
            index,
            "Number of Enclaves per Conflict",
            msg!(
                "ruling-honour-enclaves",
                count = tally.enclaves_conquered,
                most = ENCLAVES_MAX
            ),
        ));
    }
    if tally.other.len() > LIST_MAX {
        return Err(refuse(
            index,
            section,
            msg!(
                "ruling-honour-other-count",
                count = tally.other.len(),
                most = LIST_MAX
            ),
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
            msg!(
                "ruling-honour-other-big",
                reason = reason,
                points = format!("{points:+}"),
                most = MODIFIER_MAX
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
                msg!("ruling-no-weapon", card = &card.name, weapon = weapon),
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
                    msg!("ruling-bystander-distance"),
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
