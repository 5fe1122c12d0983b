//! How a move ends against enemies (1650 § Engaging an Enemy Pawn, § Engaging Several Pawns,
//! § Attack of Opportunity): whom it engages and on which side, whether a charge or a walk may,
//! and which Action Areas it entered, left or passed through.

use super::walk::AreaWatch;
use super::{AreaCrossing, Engagement, Maneuver, MoveContext, MovePlan, MoveRejection, refuse};
use crate::msg;
use crate::table::sight::{SightOptions, SightPawn, line_of_sight};
use parry3d::math::Vec2;

/// The enemies the plan's end is in contact with, in the table's order, each engaged on the
/// side that faced the start of the movement; `first_leg` is where a charge set off.
pub(super) fn engage(
    context: &MoveContext,
    mover: &SightPawn,
    maneuver: Maneuver,
    straight: bool,
    first_leg: Option<Vec2>,
    plan: &mut MovePlan,
) -> Result<(), MoveRejection> {
    let start = mover.base.centre;
    let end_point = Vec2::new(plan.end.x, plan.end.y);
    let mut end_base = mover.base;
    end_base.centre = end_point;
    end_base.level = plan.end_level;
    let is_enemy = enemy_test(context.enemies);
    // Enemies in contact at the end are engaged; they may be touched, nobody else overlapped.
    let engaged = context
        .pawns
        .iter()
        .filter(|pawn| is_enemy(pawn.id) && end_base.in_contact(&pawn.base));
    for enemy in engaged {
        let side = enemy.base.side_facing(start);
        let contact_side = enemy.base.side_facing(end_point);
        if side != contact_side {
            return Err(refuse(
                "Engaging an Enemy Pawn",
                msg!(
                    "scenery-engage-wrong-side",
                    pawn = enemy.id,
                    side = side.words(),
                    contact = contact_side.words()
                ),
                Some(end_point),
            ));
        }
        if let Some(occupant) = context.pawns.iter().find(|other| {
            other.id != mover.id
                && other.id != enemy.id
                && other.base.in_contact(&enemy.base)
                && enemy.base.side_facing(other.base.centre) == side
        }) {
            return Err(refuse(
                "Engaging an Enemy Pawn",
                msg!(
                    "scenery-engage-side-taken",
                    pawn = enemy.id,
                    side = side.words(),
                    occupant = occupant.id
                ),
                Some(end_point),
            ));
        }
        let charge = matches!(maneuver, Maneuver::Charge { .. });
        if charge {
            may_charge(context, mover, straight, first_leg, enemy)?;
        } else if !mover.base.in_contact(&enemy.base) {
            // § Engaging an Enemy Pawn: "If the enemy is out of the Line of Sight of the pawn
            // who tries to engage it, the pawn will not be able to attack": a walk or swim
            // engages only an enemy seen from its start, turning to look (walkers may turn).
            let towards = enemy.base.centre - mover.base.centre;
            if !sees_facing(context, mover, Some(towards), enemy) {
                return Err(refuse(
                    "Engaging an Enemy Pawn",
                    msg!("scenery-engage-unseen", pawn = enemy.id),
                    None,
                ));
            }
        }
        plan.engagements.push(Engagement {
            enemy: enemy.id,
            side,
            // The clash compares with `>`: which the book means is a rules question (issue 71).
            charge_bonus: charge && plan.length >= crate::rules::clash::CHARGE_BONUS_CM,
        });
    }
    Ok(())
}

/// A charge engages only on a straight path, and only an enemy seen at its start.
fn may_charge(
    context: &MoveContext,
    mover: &SightPawn,
    straight: bool,
    first_leg: Option<Vec2>,
    enemy: &SightPawn,
) -> Result<(), MoveRejection> {
    if !straight {
        return Err(refuse(
            "Movement Maneuvers",
            msg!("scenery-charge-turns"),
            None,
        ));
    }
    if !sees_facing(context, mover, first_leg, enemy) {
        return Err(refuse(
            "Movement Maneuvers",
            msg!("scenery-charge-unseen", pawn = enemy.id),
            None,
        ));
    }
    Ok(())
}

/// How the path met each watched enemy's Action Area, leaving out the enemies it engages.
pub(super) fn action_area_crossings<'a>(
    watches: impl IntoIterator<Item = AreaWatch<'a>>,
    engagements: &[Engagement],
) -> Vec<(u32, AreaCrossing)> {
    watches
        .into_iter()
        .filter(|watch| {
            !engagements
                .iter()
                .any(|engagement| engagement.enemy == watch.enemy.id)
        })
        .filter_map(|watch| {
            let crossing = match (watch.entered, watch.left, watch.inside) {
                (true, true, false) => AreaCrossing::PassesThrough,
                (true, _, true) => AreaCrossing::Enters,
                (_, true, false) => AreaCrossing::Leaves,
                _ => return None,
            };
            Some((watch.enemy.id, crossing))
        })
        .collect()
}

/// Whether a pawn id is among `enemies`: by a mask of ids when all are small (as they are:
/// a conflict numbers its pawns from 0), else by a search (a move is checked many times).
pub(super) fn enemy_test(enemies: &[u32]) -> impl Fn(u32) -> bool + '_ {
    let mask = enemies.iter().try_fold(0u128, |mask, &id| {
        (id < u128::BITS).then(|| mask | (1u128 << id))
    });
    move |id| match mask {
        Some(mask) => id < u128::BITS && mask & (1u128 << id) != 0,
        None => enemies.contains(&id),
    }
}

/// Whether `mover`, turned towards `direction` where it has one, has `enemy` in its Line of
/// Sight (what a charge or a walk that engages asks at its start).
fn sees_facing(
    context: &MoveContext,
    mover: &SightPawn,
    direction: Option<Vec2>,
    enemy: &SightPawn,
) -> bool {
    let mut looking = *mover;
    if let Some(direction) = direction.filter(|direction| direction.length() > 1e-4) {
        looking.base.facing = direction.normalize();
    }
    line_of_sight(
        context.scenery,
        context.pawns,
        &looking,
        enemy,
        SightOptions::default(),
    )
    .clear
}
