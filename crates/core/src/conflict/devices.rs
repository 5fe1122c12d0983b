//! 1650 § Devices of the Modern Era on the table: a grenade thrown (or a cannon fired) at an
//! enemy bursts over every pawn within its area, or fails on the scatter table
//! (`rules::devices::throw`); each pawn struck takes the damage formula like any hit.

use super::shooting::make_smoke;
use super::{card, footing, harm, pawn_ids};
use crate::record::{Rejection, Resolution};
use crate::rules::damage::hit;
use crate::rules::devices::{Bystander, throw};
use crate::rules::discharge::Shot;
use crate::rules::rule;
use crate::rules::vigour::Vigour;
use bevy_ecs::prelude::World;

/// Throws `pawn`'s device `weapon` at `target`, measured as `shot`. Its checks (a grenade or a
/// cannon, not in a Storm) were made with the shot's.
pub(super) fn throw_device(
    world: &mut World,
    pawn: u32,
    target: u32,
    weapon: usize,
    shot: Shot,
    thrower_vigour: Vigour,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let (Some(thrower), Some(aimed)) = (card(world, pawn), footing(world, target)) else {
        return Err(Rejection::new("both pawns must be on the table"));
    };
    let Some(arm) = thrower.weapons.get(weapon).cloned() else {
        return Err(Rejection::new(format!(
            "{} has no weapon {}",
            thrower.name,
            weapon + 1
        )));
    };
    // Every pawn on the table, by its distance from the target's base (the target at 0 cm).
    // Shelter behind large obstacles is not measured yet (docs/rules-gaps.md).
    let on_table: Vec<(u32, f32)> = pawn_ids(world)
        .into_iter()
        .filter_map(|id| {
            let place = footing(world, id)?;
            let distance = if id == target {
                0.0
            } else {
                place.base().edge_distance(&aimed.base()).max(f32::EPSILON)
            };
            Some((id, distance))
        })
        .collect();
    let bystanders: Vec<Bystander> = on_table
        .iter()
        .enumerate()
        .map(|(index, &(_, from_target_cm))| Bystander {
            pawn: index,
            from_target_cm,
            sheltered: false,
        })
        .collect();
    let burst = throw(
        arm.discharge.unwrap_or(0),
        &arm,
        shot,
        &bystanders,
        true,
        thrower_vigour.roll_penalty(),
        resolution,
    )?;
    for struck in &burst.hits {
        let victim = match struck.pawn {
            Some(index) => on_table.get(index).map(|&(id, _)| id),
            None => Some(pawn),
        };
        let Some(victim) = victim else { continue };
        let (Some(victim_card), Some(mut vigour)) =
            (card(world, victim), harm::health(world, victim))
        else {
            continue;
        };
        let damage = hit(
            struck.success_level,
            struck.critical,
            arm.damage,
            arm.penetration(struck.critical),
            victim_card.defense,
        );
        let marked = vigour.mark(damage.vigour_lost);
        resolution.explain_with(rule("Damage"), || {
            format!(
                "{}: (SL {} + Damage {}) - Defense {} = {} Vigour lost, {} left",
                victim_card.name,
                damage.success_level,
                damage.damage,
                damage.defense,
                damage.vigour_lost,
                vigour.remaining()
            )
        });
        harm::set_health(world, victim, vigour);
        harm::after_wound(world, victim, &marked, Some(pawn), resolution);
    }
    make_smoke(world, pawn, weapon, resolution);
    Ok(())
}
