//! Single-use Panoply items in play (1650 § Panoply Cards): a bandage clears a marked Vigour
//! box, a spare powder flask reloads a Slow weapon at once. Each is spent when used.

use crate::conflict::band::harm;
use crate::conflict::band::not_on_table;
use crate::conflict::names::pawn_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{Loads, PanoplyUsed};
use crate::conflict::world::pawns::check_active;
use crate::conflict::world::pawns::{card, entity};
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::panoply::PanoplyEffect;
use crate::rules::rule;

/// `pawn`, being activated, uses the single-use item `item` it carries.
pub(in crate::conflict) fn use_item(
    world: &mut ConflictWorld,
    pawn: u32,
    item: &str,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let section = rule("Panoply Cards");
    check_active(world, pawn)?;
    let carried = crate::conflict::band::factions::carried(world, pawn);
    let Some(card_item) = carried.iter().find(|carried| carried.id == item) else {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-band-item-not-carried",
                pawn = pawn_name(world, pawn),
                item = item
            ),
        ));
    };
    if world
        .resource::<PanoplyUsed>()
        .0
        .iter()
        .any(|(user, used)| *user == pawn && used == item)
    {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-band-item-used", item = &card_item.name),
        ));
    }
    let effect = card_item
        .effects
        .iter()
        .copied()
        .find(|effect| effect.single_use());
    match effect {
        Some(PanoplyEffect::Bandage) => bandage(world, pawn)?,
        Some(PanoplyEffect::SpareCharge) => spare_charge(world, pawn)?,
        Some(PanoplyEffect::OneRollBonus(bonus)) => {
            one_roll_bonus(world, pawn, bonus, &card_item.name)?;
        }
        _ => {
            return Err(Rejection::by_rule(
                section,
                msg!("conflict-band-item-not-usable", item = &card_item.name),
            ));
        }
    }
    let (name, user) = (card_item.name.clone(), pawn_name(world, pawn));
    world
        .resource_mut::<PanoplyUsed>()
        .0
        .push((pawn, item.to_owned()));
    resolution.explain_with(rule("Panoply Cards"), || {
        msg!("conflict-band-item-spent", pawn = user, item = name)
    });
    Ok(())
}

/// A bandage clears one marked Vigour box.
fn bandage(world: &mut ConflictWorld, pawn: u32) -> Result<(), Rejection> {
    let Some(mut vigour) = harm::health(world, pawn) else {
        return Err(not_on_table(world, pawn));
    };
    if vigour.marked == 0 {
        return Err(Rejection::by_rule(
            rule("Panoply Cards"),
            msg!("conflict-band-item-no-marked-box"),
        ));
    }
    vigour.marked -= 1;
    harm::set_health(world, pawn, vigour);
    Ok(())
}

/// A spare powder flask reloads the first Slow weapon short of shots at once.
fn spare_charge(world: &mut ConflictWorld, pawn: u32) -> Result<(), Rejection> {
    let Some(shooter) = card(world, pawn) else {
        return Err(not_on_table(world, pawn));
    };
    let Some(mut loads) =
        entity(world, pawn).and_then(|entity| world.get::<Loads>(entity).cloned())
    else {
        return Err(not_on_table(world, pawn));
    };
    let empty = loads
        .short_of_shots(&shooter)
        .next()
        .map(|(index, full, _)| (index, full));
    let Some((index, full)) = empty else {
        return Err(Rejection::by_rule(
            rule("Panoply Cards"),
            msg!("conflict-band-item-nothing-to-reload"),
        ));
    };
    if let Some(slot) = loads.shots_left.get_mut(index) {
        *slot = Some(full);
    }
    if let Some(slot) = loads.reloading.get_mut(index) {
        *slot = false;
    }
    if let Some(entity) = entity(world, pawn) {
        world.entity_mut(entity).insert(loads);
    }
    Ok(())
}

/// A one-roll bonus (`name`), declared before rolling: it goes to the pawn's next Discharge
/// roll this activation (docs/rules-gaps.md).
fn one_roll_bonus(
    world: &mut ConflictWorld,
    pawn: u32,
    bonus: i32,
    name: &str,
) -> Result<(), Rejection> {
    let section = rule("Panoply Cards");
    let Some(shooter) = card(world, pawn) else {
        return Err(not_on_table(world, pawn));
    };
    if shooter
        .weapons
        .iter()
        .all(|weapon| weapon.discharge.is_none())
    {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "conflict-band-item-no-distance-weapon",
                item = name,
                pawn = pawn_name(world, pawn)
            ),
        ));
    }
    let mut done = crate::conflict::world::pawns::deeds(world, pawn).clone();
    if done.shot {
        return Err(Rejection::by_rule(
            section,
            msg!("conflict-band-item-discharge-made"),
        ));
    }
    done.luck += bonus;
    crate::conflict::world::pawns::set_deeds(world, pawn, done);
    Ok(())
}
