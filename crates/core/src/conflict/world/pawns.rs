//! Per-pawn accessors every rule file shares (which entity a pawn is, its card, side, footing,
//! deeds, engagements; the deployed pawns as the table sees them; the active pawn and the turn).
//! The neutral bottom of `conflict/`: it imports only the data modules, so the rule files can
//! all use it without importing one another.

use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{self, Deeds, Footing, Progress, Table};
use crate::conflict::world::pawn_index::PawnIndex;
use crate::record::{Rejection, Resolution};
use crate::rules::activation::Turn;
use crate::rules::authority::{AuthorityEntry, authority_roll};
use crate::rules::cards::ContractCard;
use crate::rules::vigour::Vigour;
use crate::table::base::Placement;
use crate::table::sight::SightPawn;
use bevy_ecs::prelude::Entity;
use std::sync::Arc;

pub(in crate::conflict) use crate::table::sight::INLINE_PAWNS;

/// Pawn ids, in id order, held inline (`INLINE_PAWNS`).
pub(in crate::conflict) type PawnIds = smallvec::SmallVec<[u32; INLINE_PAWNS]>;

/// The entity of pawn `id`, if it is still in the conflict.
pub(in crate::conflict) fn entity(world: &ConflictWorld, id: u32) -> Option<Entity> {
    let index = world.resource::<PawnIndex>();
    let entity = *index.entities.get(id as usize)?;
    index.is_present(id).then_some(entity)
}

/// Takes pawn `id` out of the conflict: its entity despawned, its rows emptied (the index keeps
/// its band and card: the casualties and the record still name it).
pub(in crate::conflict) fn remove_pawn(world: &mut ConflictWorld, id: u32) {
    let Some(entity) = entity(world, id) else {
        return;
    };
    world.despawn(entity);
    world.resource_mut::<PawnIndex>().remove(id);
}

/// Every pawn still in the conflict (deployed or not), in id order.
pub(in crate::conflict) fn pawn_ids(world: &ConflictWorld) -> PawnIds {
    ids_where(world, |_, _| true)
}

/// Every pawn still in the conflict, in id order, without collecting them.
pub(in crate::conflict) fn live_pawns(world: &ConflictWorld) -> impl Iterator<Item = u32> + '_ {
    world.resource::<PawnIndex>().present_ids()
}

/// The bands that deploy before the first turn (`Commission::opening_bands`).
pub(in crate::conflict) fn opening_bands(world: &ConflictWorld) -> std::ops::Range<usize> {
    world.resource::<components::Playing>().0.opening_bands()
}

/// The other opening band than `band`, when two open the conflict.
pub(in crate::conflict) fn other_opening_band(world: &ConflictWorld, band: usize) -> Option<usize> {
    opening_bands(world).find(|&other| other != band)
}

/// Where `point` on `level` is, in words (`table::places`), on the table as it stands.
pub(in crate::conflict) fn place_of(
    world: &ConflictWorld,
    point: parry3d::math::Vec2,
    level: f32,
) -> String {
    crate::table::places::describe(&world.resource::<Table>().0, point, level).to_string()
}

pub(in crate::conflict) fn card(world: &ConflictWorld, id: u32) -> Option<Arc<ContractCard>> {
    row(world, id, |index| &index.cards).cloned()
}

pub(in crate::conflict) fn side(world: &ConflictWorld, id: u32) -> Option<usize> {
    entity(world, id)?;
    world.resource::<PawnIndex>().side(id)
}

/// Pawn `id`'s entry in one of the index's rows, while it is still in the conflict.
fn row<T>(world: &ConflictWorld, id: u32, rows: fn(&PawnIndex) -> &Vec<T>) -> Option<&T> {
    entity(world, id)?;
    rows(world.resource::<PawnIndex>()).get(id as usize)
}

/// `row`, to change.
fn row_mut<T>(
    world: &mut ConflictWorld,
    id: u32,
    rows: fn(&mut PawnIndex) -> &mut Vec<T>,
) -> Option<&mut T> {
    entity(world, id)?;
    rows(world.resource_mut::<PawnIndex>()).get_mut(id as usize)
}

/// Pawn `id`'s Vigour table as marked so far.
pub(in crate::conflict) fn vigour(world: &ConflictWorld, id: u32) -> Option<Vigour> {
    row(world, id, |index| &index.health).copied()
}

pub(in crate::conflict) fn vigour_mut(world: &mut ConflictWorld, id: u32) -> Option<&mut Vigour> {
    row_mut(world, id, |index| &mut index.health)
}

/// Pawn `id`'s nerve (§ Every Man for Himself).
pub(in crate::conflict) fn morale(world: &ConflictWorld, id: u32) -> Option<components::Morale> {
    row(world, id, |index| &index.morale).copied()
}

pub(in crate::conflict) fn morale_mut(
    world: &mut ConflictWorld,
    id: u32,
) -> Option<&mut components::Morale> {
    row_mut(world, id, |index| &mut index.morale)
}

/// The Maravedies of Incentive left on pawn `id`'s card.
pub(in crate::conflict) fn purse(world: &ConflictWorld, id: u32) -> Option<u32> {
    row(world, id, |index| &index.purses).copied()
}

pub(in crate::conflict) fn purse_mut(world: &mut ConflictWorld, id: u32) -> Option<&mut u32> {
    row_mut(world, id, |index| &mut index.purses)
}

/// Where pawn `id` stands, when it is on the table.
pub(in crate::conflict) fn footing(world: &ConflictWorld, id: u32) -> Option<Footing> {
    entity(world, id)?;
    world.resource::<PawnIndex>().footing(id)
}

/// Puts pawn `id` at `footing` (`None`: off the table), if it is still in the conflict.
pub(in crate::conflict) fn set_footing(
    world: &mut ConflictWorld,
    id: u32,
    footing: Option<Footing>,
) {
    if entity(world, id).is_some() {
        world.resource_mut::<PawnIndex>().place(id, footing);
    }
}

/// § To Seek Sanctuary: pawn `id`'s unconsciousness, when it is unconscious.
pub(in crate::conflict) fn unconscious(
    world: &ConflictWorld,
    id: u32,
) -> Option<components::Unconscious> {
    entity(world, id)?;
    world.resource::<PawnIndex>().unconscious(id)
}

/// Knocks pawn `id` unconscious as `state` says, or (`None`) brings it round.
pub(in crate::conflict) fn set_unconscious(
    world: &mut ConflictWorld,
    id: u32,
    state: Option<components::Unconscious>,
) {
    if entity(world, id).is_some() {
        world.resource_mut::<PawnIndex>().set_unconscious(id, state);
    }
}

/// `Deeds::default()`, for a pawn that has none: lent, so that reading one flag copies nothing.
static NO_DEEDS: Deeds = Deeds {
    moved: None,
    walked_cm: 0.0,
    charged_into: None,
    walked_into: Vec::new(),
    shot: false,
    fought: false,
    reloading: false,
    played_dexterity: false,
    fallen: false,
    luck: 0,
    intimidated: Vec::new(),
    cowed: Vec::new(),
    guarded: false,
    stands_against: Vec::new(),
};

/// What the pawn has done this turn (moved, fought, shot...).
pub(in crate::conflict) fn deeds(world: &ConflictWorld, pawn: u32) -> &Deeds {
    row(world, pawn, |index| &index.deeds).map_or(&NO_DEEDS, |deeds| deeds)
}

pub(in crate::conflict) fn set_deeds(world: &mut ConflictWorld, pawn: u32, deeds: Deeds) {
    if let Some(row) = row_mut(world, pawn, |index| &mut index.deeds) {
        // Written in place when nobody else holds these deeds (a view of the pawns may).
        match Arc::get_mut(row) {
            Some(held) => *held = deeds,
            None => *row = Arc::new(deeds),
        }
    }
}

/// Gives `entity` the component `value`: written in place when it has one (Bevy's `insert`
/// looks up the bundle and runs the archetype move's bookkeeping even then), else inserted.
pub(in crate::conflict) fn put<
    C: bevy_ecs::component::Component<Mutability = bevy_ecs::component::Mutable>,
>(
    world: &mut ConflictWorld,
    entity: Entity,
    value: C,
) {
    match world.get_mut::<C>(entity) {
        Some(mut held) => *held = value,
        None => {
            world.entity_mut(entity).insert(value);
        }
    }
}

/// The pawn must be the one being activated.
pub(in crate::conflict) fn check_active(world: &ConflictWorld, pawn: u32) -> Result<(), Rejection> {
    if is_active(world, pawn) {
        Ok(())
    } else {
        Err(Rejection::by_rule(
            crate::rules::rule("Activation"),
            crate::msg!(
                "conflict-world-not-active",
                pawn = crate::conflict::names::pawn_name(world, pawn)
            ),
        ))
    }
}

/// Whether `pawn` is the pawn being activated (`check_active`, nothing written out).
pub(in crate::conflict) fn is_active(world: &ConflictWorld, pawn: u32) -> bool {
    world.resource::<Progress>().active == Some(pawn)
}

/// The enemies pawn `id` is engaged with, in id order.
pub(in crate::conflict) fn engaged_with(world: &ConflictWorld, id: u32) -> Vec<u32> {
    engaged_ids(world, id).to_vec()
}

/// `engaged_with`, lent.
pub(in crate::conflict) fn engaged_ids(world: &ConflictWorld, id: u32) -> &[u32] {
    row(world, id, |index| &index.engaged).map_or(&[], Vec::as_slice)
}

/// The deployed pawns as the table module sees them, in id order.
pub(in crate::conflict) fn sight_pawns(world: &ConflictWorld) -> Vec<SightPawn> {
    let index = world.resource::<PawnIndex>();
    let mut pawns = Vec::with_capacity(index.entities.len());
    pawns.extend(index.placed().map(|(id, base)| seen(index, id, base)));
    pawns
}

/// Pawn `id` as `sight_pawns` lists it, if it is deployed.
pub(in crate::conflict) fn sight_pawn(world: &ConflictWorld, id: u32) -> Option<SightPawn> {
    let index = world.resource::<PawnIndex>();
    let base = index.base(id).filter(|_| index.is_present(id))?;
    Some(seen(index, id, &base))
}

fn seen(index: &PawnIndex, id: u32, base: &crate::table::base::Base) -> SightPawn {
    SightPawn {
        id,
        base: *base,
        in_clash: index
            .engaged
            .get(id as usize)
            .is_some_and(|engaged| !engaged.is_empty()),
    }
}

/// The ids of the pawns still in the conflict that pass `keep` (given the index and the id),
/// in id order.
fn ids_where(world: &ConflictWorld, keep: impl Fn(&PawnIndex, u32) -> bool) -> PawnIds {
    let index = world.resource::<PawnIndex>();
    let mut ids = PawnIds::new();
    // A plain loop of pushes: `SmallVec::extend` left the ids' iterator out of line.
    for id in index.present_ids() {
        if keep(index, id) {
            ids.push(id);
        }
    }
    ids
}

/// Whether pawn `id` of the index is on the table.
fn on_table(index: &PawnIndex, id: u32) -> bool {
    index.footing(id).is_some()
}

/// Whether pawn `id` of the index is unconscious.
fn out_cold(index: &PawnIndex, id: u32) -> bool {
    index.unconscious(id).is_some()
}

/// Whether pawn `id` of the index fights for `band`.
fn of_band(index: &PawnIndex, id: u32, band: usize) -> bool {
    index.side(id) == Some(band)
}

/// The unconscious pawns (§ To Seek Sanctuary, § Rescue), by id.
pub(in crate::conflict) fn unconscious_ids(world: &ConflictWorld) -> PawnIds {
    if !world.resource::<PawnIndex>().any_unconscious() {
        return PawnIds::new();
    }
    ids_where(world, out_cold)
}

/// The pawns of `band` on the table, by id.
pub(in crate::conflict) fn deployed_of(world: &ConflictWorld, band: usize) -> PawnIds {
    deployed_of_where(world, band, |_| true)
}

/// `deployed_of`, those `keep` keeps (no list of the others is made).
pub(in crate::conflict) fn deployed_of_where(
    world: &ConflictWorld,
    band: usize,
    keep: impl Fn(u32) -> bool,
) -> PawnIds {
    ids_where(world, |index, id| {
        on_table(index, id) && of_band(index, id, band) && keep(id)
    })
}

/// The deployed enemies of `side`, by id.
pub(in crate::conflict) fn enemies_of(world: &ConflictWorld, own_side: usize) -> PawnIds {
    ids_where(world, |index, id| {
        on_table(index, id) && is_enemy_of(index, id, own_side)
    })
}

/// Whether pawn `id`, on the table, is an enemy of `own_side` (`enemies_of`).
fn is_enemy_of(index: &PawnIndex, id: u32, own_side: usize) -> bool {
    enemy_to(own_side, index.side(id), out_cold(index, id))
}

/// Whether a pawn of band `side`, unconscious or not, is an enemy of `own_side`'s pawns.
fn enemy_to(own_side: usize, side: Option<usize>, unconscious: bool) -> bool {
    // § To Seek Sanctuary: an unconscious pawn is nobody's target.
    !unconscious && side != Some(own_side)
}

/// What engaging reads of pawn `id` (its base and hand reach), when it is deployed and
/// conscious: an unconscious pawn engages nobody and nobody engages it (§ To Seek Sanctuary).
pub(in crate::conflict) fn engager(
    index: &PawnIndex,
    id: u32,
) -> Option<(crate::table::base::Base, f32)> {
    if !index.is_present(id) || out_cold(index, id) {
        return None;
    }
    Some((index.base(id)?, index.reach(id)))
}

/// Pawn `id`'s base where it stands, when it is on the table.
pub(in crate::conflict) fn base(
    world: &ConflictWorld,
    id: u32,
) -> Option<crate::table::base::Base> {
    entity(world, id)?;
    world.resource::<PawnIndex>().base(id)
}

/// § Authority Roll: a D10 plus the Maravedies left on each band's (first living) Leader.
pub(in crate::conflict) fn authority(world: &ConflictWorld, resolution: &mut Resolution) -> usize {
    let entries = [0, 1].map(|band| AuthorityEntry {
        leader_maravedies: leader_purse(world, band),
    });
    let result = authority_roll(entries, resolution);
    result.winner
}

/// The Maravedies on the band's Leader's card (0 without a Leader).
pub(in crate::conflict) fn leader_purse(world: &ConflictWorld, band: usize) -> u32 {
    leader_of(world, band)
        .and_then(|leader| purse(world, leader))
        .unwrap_or(0)
}

/// The band's first Leader still in the conflict (§ Guardians: the Gentleman leads only as
/// a payer, `purse::paying_leader`).
pub(in crate::conflict) fn leader_of(world: &ConflictWorld, band: usize) -> Option<u32> {
    // The index's rows read in place: no list of ids, no copy of a card.
    let index = world.resource::<PawnIndex>();
    let setup = &world
        .resource::<crate::conflict::world::components::SetupOf>()
        .0;
    index.present_ids().find(|&id| {
        index.side(id) == Some(band)
            && index
                .cards
                .get(id as usize)
                .is_some_and(|card| setup.leads_band(id, card))
    })
}

/// The side of a pawn, in the conflict or not (from the setup order kept in the index).
pub(in crate::conflict) fn side_of_any(world: &ConflictWorld, id: u32) -> usize {
    side(world, id).unwrap_or_else(|| {
        world
            .resource::<crate::conflict::world::components::SetupOf>()
            .0
            .pawns()
            .nth(id as usize)
            .map_or(0, |(side, _)| side)
    })
}

pub(in crate::conflict) fn turn_mut<R>(
    world: &mut ConflictWorld,
    change: impl FnOnce(&mut Turn) -> R,
) -> Option<R> {
    world.resource_mut::<Progress>().turn.as_mut().map(change)
}

/// Ends the active pawn's activation (its card stays forward).
pub(in crate::conflict) fn finish_active(world: &mut ConflictWorld, pawn: u32) {
    turn_mut(world, |turn| {
        let _ = turn.finish(pawn as usize);
    });
    world.resource_mut::<Progress>().active = None;
}

/// Pawns of `band` not yet on the table, by id.
pub(in crate::conflict) fn undeployed(world: &ConflictWorld, band: usize) -> PawnIds {
    ids_where(world, |index, id| off_table_of(index, id, band))
}

/// `undeployed`, read in place from `index` (no list made).
pub(in crate::conflict) fn undeployed_in(
    index: &PawnIndex,
    band: usize,
) -> impl Iterator<Item = u32> + '_ {
    index
        .present_ids()
        .filter(move |&id| off_table_of(index, id, band))
}

/// Whether pawn `id` of the index fights for `band` and is not on the table yet.
fn off_table_of(index: &PawnIndex, id: u32, band: usize) -> bool {
    !on_table(index, id) && of_band(index, id, band)
}

/// The deployed pawns stand where they were placed.
pub(in crate::conflict) fn set_footings(
    world: &mut ConflictWorld,
    pawns: &[u32],
    places: &[Placement],
) {
    for (&id, place) in pawns.iter().zip(places) {
        set_footing(world, id, Some(Footing(*place)));
    }
}

/// The pawns on the table and the mover's enemies, gathered once for many paths (held inline:
/// `INLINE_PAWNS`).
#[derive(Default)]
pub struct TablePawns {
    pub pawns: smallvec::SmallVec<[SightPawn; INLINE_PAWNS]>,
    pub enemies: PawnIds,
}

impl TablePawns {
    pub fn for_pawn(world: &ConflictWorld, pawn: u32) -> Self {
        let mut table = Self::default();
        table.gather(world, pawn);
        table
    }

    /// `for_pawn` into an empty list the caller holds: returned, the lists' inline room is
    /// copied whole (880 bytes), and the computer's advance gathers them for every walk it tries.
    pub fn gather(&mut self, world: &ConflictWorld, pawn: u32) {
        let band = side(world, pawn).unwrap_or(0);
        // `sight_pawns` and `enemies_of` in one pass over the placed pawns.
        let index = world.resource::<PawnIndex>();
        for row in index.sight_rows() {
            self.pawns.push(row.sight_pawn());
            if enemy_to(band, Some(row.side), row.unconscious) {
                self.enemies.push(row.id);
            }
        }
    }
}

/// Puts `pawn` where `plan` ends, facing as it says.
pub(in crate::conflict) fn stand_at_end(
    world: &mut ConflictWorld,
    pawn: u32,
    plan: &crate::table::movement::MovePlan,
) {
    set_footing(
        world,
        pawn,
        Some(Footing(Placement {
            x: plan.end.x,
            y: plan.end.y,
            level: plan.end_level,
            facing_degrees: plan.end_facing_degrees,
        })),
    );
}

/// Where pawn `pawn` stands in this turn's activations (waiting, ready to react...), once the
/// turns have begun.
pub(in crate::conflict) fn activation_state(
    world: &ConflictWorld,
    pawn: u32,
) -> Option<crate::rules::activation::Activation> {
    let turn = world.resource::<Progress>().turn.as_ref()?;
    turn.states.get(pawn as usize).copied()
}
