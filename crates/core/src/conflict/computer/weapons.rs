//! The Easy computer's shots and other actions at a distance: a shot at the nearest enemy it
//! can hit, a bomb, a blessing, a reload, and now and then a Maravedi for an extra die.

use super::ground::nearest_enemy;
use crate::conflict::orders::BlessOrder;
use crate::conflict::orders::ConflictCommand;
use crate::conflict::shooting::discharge::aim_among;
use crate::conflict::state::Conflict;
use crate::conflict::view::PawnRef;
use crate::conflict::world::pawns::TablePawns;
use crate::rules::blessings::Invocation;
use crate::simulate::Chooser;
use crate::table::base::Base;

/// A bomb is placed when the nearest enemy is this far (cm): near the blast, not yet upon it.
const BOMB_ENEMY_CM: (f32, f32) = (4.0, 20.0);

impl Conflict {
    /// Now and then a Maravedi for an extra die, when the purses and the allowance allow it.
    pub(super) fn extra_die(&self, pawn: u32, chooser: &mut Chooser) -> u32 {
        let affordable =
            crate::conflict::band::purse::plan_extra_dice(&self.world, pawn, 1).is_ok();
        u32::from(affordable && chooser.index(3) == Some(0))
    }

    /// A shot at the nearest enemy it can hit, with the first distance weapon that can fire.
    pub(super) fn shot(
        &self,
        me: &PawnRef,
        enemies: &[PawnRef],
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        let accurate = me.deeds.moved.is_none();
        let mut table = None;
        for (weapon, arm) in me.card.weapons.iter().enumerate() {
            // Only a distance weapon can pass the check: the others are not asked.
            if !arm.is_distance()
                || !crate::conflict::shooting::fire_check::may_shoot(&self.world, me.id, weapon)
            {
                continue;
            }
            let range = me.card.weapons[weapon].range.unwrap_or(0);
            let own = Base::at(me.placement?);
            // Sight is costly to trace: only enemies within the weapon's Range are aimed at,
            // nearest first, and the first that can be hit is the target.
            let mut near: Vec<(f32, u32)> = enemies
                .iter()
                .filter_map(|enemy| {
                    Some((own.edge_distance(&Base::at(enemy.placement?)), enemy.id))
                })
                .filter(|&(distance, _)| distance <= range as f32)
                .collect();
            near.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            let target = near.into_iter().find_map(|(_, enemy)| {
                let table = table.get_or_insert_with(|| TablePawns::for_pawn(&self.world, me.id));
                // Out of the light's reach, it is passed over before its sight is traced (the
                // same test as below, on the same distance and light).
                if !crate::conflict::shooting::discharge::light_reaches(
                    &self.world,
                    table,
                    me.id,
                    enemy,
                    range,
                ) {
                    return None;
                }
                let aimed = aim_among(&self.world, table, me.id, enemy).ok()?;
                (aimed.shot.light.reaches(aimed.shot.distance, range) && !aimed.past_pawns)
                    .then_some(enemy)
            });
            if let Some(target) = target {
                return Some(ConflictCommand::Shoot {
                    pawn: me.id,
                    target,
                    weapon,
                    accurate,
                    extra_dice: self.extra_die(me.id, chooser),
                });
            }
        }
        None
    }

    /// A bomb carrier with enemies near but not upon it places its bomb, now and then, with
    /// the shortest fuse.
    pub(super) fn bomb(
        &self,
        me: &PawnRef,
        enemies: &[PawnRef],
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        let carries = me.card.weapons.iter().any(|arm| {
            crate::rules::devices::Device::of(arm) == Some(crate::rules::devices::Device::Bomb)
        });
        if !carries {
            return None;
        }
        let nearest = nearest_enemy(me, enemies)?.1;
        if !(BOMB_ENEMY_CM.0..=BOMB_ENEMY_CM.1).contains(&nearest) || chooser.index(2) != Some(0) {
            return None;
        }
        let weapon = *self.plantable_bombs(me.id).first()?;
        Some(ConflictCommand::PlaceBomb {
            pawn: me.id,
            weapon,
            fuse_turns: 1,
        })
    }

    /// A pawn with Blessing (X) now and then calls on a blessing's harm on the nearest enemy it
    /// reaches, else its help on itself when it is hurt.
    pub(super) fn blessing(
        &self,
        me: &PawnRef,
        enemies: &[PawnRef],
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        if me.card.blessings.is_empty() || chooser.index(2) != Some(0) {
            return None;
        }
        let own = Base::at(me.placement?);
        let mut near: Vec<(f32, u32)> = enemies
            .iter()
            .filter_map(|enemy| Some((own.edge_distance(&Base::at(enemy.placement?)), enemy.id)))
            .collect();
        near.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
        let hurt = me.vigour.marked > 0;
        let orders = me.card.blessings.iter().flat_map(|blessing| {
            let harm = near.iter().take(2).map(|&(_, enemy)| BlessOrder {
                pawn: me.id,
                blessing: blessing.clone(),
                target: enemy,
                invocation: Invocation::Harmful,
            });
            let help = hurt.then(|| BlessOrder {
                pawn: me.id,
                blessing: blessing.clone(),
                target: me.id,
                invocation: Invocation::Helpful,
            });
            harm.chain(help).collect::<Vec<_>>()
        });
        for order in orders {
            if crate::conflict::band::blessings::bless_passes(&self.world, &self.setup, &order) {
                return Some(ConflictCommand::Bless(order));
            }
        }
        None
    }

    pub(super) fn reload(&self, me: &PawnRef, enemies: &[PawnRef]) -> Option<ConflictCommand> {
        if me.deeds.moved.is_some() || me.deeds.shot || me.deeds.fought {
            return None;
        }
        let loads = self
            .world
            .get::<crate::conflict::world::components::Loads>(
                crate::conflict::world::pawns::entity(&self.world, me.id)?,
            )?;
        let weapon = loads
            .shots_left
            .iter()
            .enumerate()
            .find_map(|(index, left)| {
                (*left == Some(0) && !loads.reloading.get(index).copied().unwrap_or(true))
                    .then_some(index)
            })?;
        let nearest = nearest_enemy(me, enemies)?.1;
        // Reloading with an enemy close makes it roll; it reloads only when there is time.
        (nearest > 15.0).then_some(ConflictCommand::Reload {
            pawn: me.id,
            weapon,
        })
    }
}
