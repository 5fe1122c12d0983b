//! The systems that keep what follows from the pawns' places up to date after every command:
//! who is engaged with whom, the light of luminaries and smoke, which pawns are lit.

use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::{
    CarriesLight, Conditions, Light, Lit, PawnId, Progress, SmokeMarkers,
};
use crate::conflict::world::pawn_index::PawnIndex;
use crate::table::base::Base;
use crate::table::base::Point;
use crate::table::light::{Lighting, Smoke};
use bevy_ecs::prelude::{QueryState, With};

/// What follows from the pawns' places, brought up to date after each command, in this order:
/// engagements, then the light and which pawns it reaches. Plain functions over the world with
/// query states made on first use: a Bevy schedule cost more to run than these small steps.
#[derive(Default)]
pub(in crate::conflict) struct Settle {
    /// The pawns' revision (`PawnIndex::revision`) the engagements were last worked out for:
    /// while it stands nobody came, left, moved, fell unconscious or changed sides, and the
    /// lists stand (only this writes them). Most commands change none of it.
    engaged_at: Option<u64>,
    /// Who stood where at the last working-out, and the pairs engaged then: only the pairs
    /// with a pawn that changed since are weighed again.
    engagements: Engagements,
    queries: Option<SettleQueries>,
    /// Whether any pawn was lit after the last run (`None` before the first): by day, with
    /// none lit, there is nothing to put out.
    lit_any: Option<bool>,
    /// The pawns' revision the lit pawns were last worked out for: while it and the light
    /// stand, so do they.
    lit_at: Option<u64>,
    /// What the light was last gathered for (`None` before the first gathering): while no
    /// input was written (`ConflictWorld::take_light_inputs_written`), the turn stands and no
    /// carried light moved, the light stands.
    light_at: Option<LightAt>,
}

struct LightAt {
    turn: u32,
    /// The pawns' revision then: a bearer whose rows were written since may have moved.
    revision: u64,
    /// The pawns carrying a light then (by id): where they stand is an input.
    bearers: Vec<u32>,
}

struct SettleQueries {
    lanterns: QueryState<&'static PawnId, With<CarriesLight>>,
    lit: QueryState<(&'static PawnId, &'static mut Lit)>,
}

impl Settle {
    pub(in crate::conflict) fn run(&mut self, world: &mut ConflictWorld) {
        let queries = self.queries.get_or_insert_with(|| SettleQueries {
            lanterns: world.query_filtered(),
            lit: world.query(),
        });
        let revision = world.resource::<PawnIndex>().revision();
        if self.engaged_at != Some(revision) {
            self.engagements.track(world);
            self.engaged_at = Some(revision);
        }
        let turn = world
            .resource::<Progress>()
            .turn
            .as_ref()
            .map_or(1, |turn| turn.number);
        let inputs_written = world.take_light_inputs_written();
        let light_stands = !inputs_written
            && self.light_at.as_ref().is_some_and(|at| {
                let index = world.resource::<PawnIndex>();
                at.turn == turn
                    && at
                        .bearers
                        .iter()
                        .all(|&bearer| !index.written_since(bearer, Some(at.revision)))
            });
        let light_changed = !light_stands && {
            let (changed, bearers) = gather_light(world, queries, turn);
            self.light_at = Some(LightAt {
                turn,
                revision,
                bearers,
            });
            changed
        };
        if light_changed || self.lit_at != Some(revision) {
            // The same light: only the pawns written since can be lit otherwise.
            let since = if light_changed { None } else { self.lit_at };
            self.lit_any = Some(light_pawns(world, &mut queries.lit, self.lit_any, since));
            self.lit_at = Some(revision);
        }
    }
}

/// A deployed, conscious pawn as engagements read it: id, band, base and hand reach.
type Engager = (u32, usize, Base, f32);

/// The engagements as last worked out: who stood where, and which pairs were engaged.
#[derive(Default)]
struct Engagements {
    /// The index's revision they were worked out at (`None` before the first).
    tracked_at: Option<u64>,
    /// Each pawn's entry then, by id (`None`: not deployed, or unconscious).
    placed: Vec<Option<Engager>>,
    /// Engaged pairs, the lower id first, in order.
    pairs: Vec<(u32, u32)>,
    /// The pairs of the working-out before (its allocation reused).
    pairs_before: Vec<(u32, u32)>,
    /// Whether each pawn (by id) may have come, left, moved or changed since the last
    /// working-out (its rows were written: `PawnIndex::written_since`).
    changed: Vec<bool>,
}

impl Engagements {
    /// 1650 § Engaging an Enemy Pawn: pawns stay engaged while in base contact with an enemy,
    /// or while an enemy stands within the Range of their hand-to-hand weapon (or theirs).
    fn track(&mut self, world: &mut ConflictWorld) {
        // Only the pawns whose rows were written since are read again: the index stamps each
        // write (every write to what this reads goes through it).
        let index = world.resource::<PawnIndex>();
        let since = self.tracked_at;
        self.tracked_at = Some(index.revision());
        let count = index.len();
        self.placed.resize(count, None);
        self.changed.clear();
        self.changed.resize(count, false);
        for id in (0..count as u32).filter(|&id| index.written_since(id, since)) {
            self.changed[id as usize] = true;
            self.placed[id as usize] = crate::conflict::world::pawns::engager(index, id)
                .map(|(base, reach)| (id, index.band(id), base, reach));
        }
        let changed = &self.changed;
        let is_changed = |id: u32| changed.get(id as usize).copied().unwrap_or(true);
        // A pair whose two pawns stand as they stood is engaged as it was (the rule reads
        // nothing else); every pair with a pawn that changed is weighed afresh, once (engaging
        // is mutual: every base here is `Base::at`'s, one size, so the test gives the same
        // answer, to the last bit, whichever of the two asks).
        self.pairs_before.clear();
        self.pairs_before.extend_from_slice(&self.pairs);
        self.pairs
            .retain(|&(one, other)| !is_changed(one) && !is_changed(other));
        let placed = || self.placed.iter().flatten();
        for one in placed().filter(|one| is_changed(one.0)) {
            for other in placed() {
                let weighed_from_other = is_changed(other.0) && other.0 < one.0;
                if other.0 != one.0 && !weighed_from_other && engage(one, other) {
                    self.pairs.push((one.0.min(other.0), one.0.max(other.0)));
                }
            }
        }
        self.pairs.sort_unstable();
        // The same pairs: every pawn's list stands as it was written from them (only this
        // writes the lists, and a pawn that comes or leaves changes the pairs it was in).
        if self.pairs == self.pairs_before {
            return;
        }
        let pairs = &self.pairs;
        let index = world.resource_mut::<PawnIndex>();
        for (id, engaged) in (0u32..).zip(&mut index.engaged) {
            // Refilled in place: its allocation is reused (a pawn out of the conflict keeps its
            // emptied list: it is in no pair).
            engaged.clear();
            // Only the placed pawns (deployed and conscious) engage anyone: the pairs hold no
            // other.
            engaged.extend(pairs.iter().filter_map(|&(one, other)| {
                if one == id {
                    Some(other)
                } else if other == id {
                    Some(one)
                } else {
                    None
                }
            }));
            engaged.sort_unstable();
        }
    }
}

/// 1650 § Engaging an Enemy Pawn: two pawns of different bands in base contact, or one within
/// the longer hand-weapon Range of the two (mutual: either may ask).
fn engage(one: &Engager, other: &Engager) -> bool {
    one.1 != other.1 && one.2.engages(&other.2, one.3.max(other.3))
}

/// The enemies `pawn` is engaged with where it stands now, by the rule `Engagements::track`
/// applies (for a move that has just ended, before the table settles).
pub(in crate::conflict) fn engaged_now(world: &ConflictWorld, pawn: u32) -> Vec<u32> {
    // Its base as the index keeps it (worked out once per place), not again from its footing.
    let (Some(own), Some(band)) = (
        crate::conflict::world::pawns::base(world, pawn),
        crate::conflict::world::pawns::side(world, pawn),
    ) else {
        return Vec::new();
    };
    let own = (pawn, band, own, reach_of(world, pawn));
    // One pass over the deployed, conscious pawns of the other bands (a friend engages
    // nobody: its base is not read).
    let index = world.resource::<PawnIndex>();
    (0..index.len() as u32)
        .filter(|&id| index.band(id) != band)
        .filter_map(|id| {
            crate::conflict::world::pawns::engager(index, id).map(|(base, reach)| (id, base, reach))
        })
        .filter(|&(id, base, reach)| engage(&own, &(id, index.band(id), base, reach)))
        .map(|(id, ..)| id)
        .collect()
}

/// The longest Range among `pawn`'s hand-to-hand weapons, in cm (0 when none has one).
pub(in crate::conflict) fn reach_of(world: &ConflictWorld, pawn: u32) -> f32 {
    crate::conflict::world::pawns::entity(world, pawn)
        .map_or(0.0, |_| world.resource::<PawnIndex>().reach(pawn))
}

/// 1650 § Day and Night, § Luminaries, § Cloud of Smoke: the light, from the Moment of Truth,
/// the luminaries and the smoke markers in `turn`; whether it changed, and the pawns carrying
/// a light.
fn gather_light(
    world: &mut ConflictWorld,
    queries: &mut SettleQueries,
    turn: u32,
) -> (bool, Vec<u32>) {
    let mut smoke = Smoke::default();
    let markers = world.resource::<SmokeMarkers>();
    for quadrant in crate::table::light::Quadrant::ALL {
        // Only where there are markers: adding marks the quadrant as one with smoke.
        let count = markers.0[quadrant.index()];
        if count > 0 {
            smoke.add(quadrant, count);
        }
    }
    // Luminaries, and the lights pawns carry where they stand (§ Panoply Cards: Farol).
    let (enclaves, ruins, table) = (
        world.resource::<crate::conflict::world::components::Enclaves>(),
        world.resource::<crate::conflict::world::components::Ruins>(),
        world.resource::<crate::conflict::world::components::Table>(),
    );
    let index = world.resource::<PawnIndex>();
    let bearers: Vec<u32> = queries.lanterns.iter(world).map(|id| id.0).collect();
    let mut placed: Vec<_> = world
        .resource::<crate::conflict::world::components::Luminaries>()
        .0
        .iter()
        .copied()
        .chain(bearers.iter().filter_map(|&id| {
            let footing = index.footing(id)?;
            Some(Point {
                x: footing.0.x,
                y: footing.0.y,
            })
        }))
        // § Enclaves: one that lights at night is a luminary where it stands.
        .chain(crate::conflict::enclaves::auras::lights(
            enclaves,
            &ruins.0,
            table.0.removed(),
        ))
        .collect();
    placed.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
    let conditions = world.resource::<Conditions>();
    let night = conditions.night_in(turn);
    let lighting = Lighting {
        night,
        luminaries: placed,
        smoke,
        day_range_cap: conditions.weather.effects().day_range_cap,
    };
    let changed = world.resource::<Light>().0 != lighting;
    if changed {
        world.resource_mut::<Light>().0 = lighting;
    }
    (changed, bearers)
}

/// Which pawns the light reaches; whether any does. `lit_any` is the last run's answer: only
/// this writes `Lit`, and a pawn comes onto the table unlit. With the light as it was at the
/// index's revision `since`, a pawn whose rows were not written since is lit as it was.
fn light_pawns(
    world: &mut ConflictWorld,
    pawns: &mut QueryState<(&'static PawnId, &'static mut Lit)>,
    lit_any: Option<bool>,
    since: Option<u64>,
) -> bool {
    // By day nothing is lit.
    let night = world.resource::<Light>().0.night;
    if !night && lit_any == Some(false) {
        return false;
    }
    let mut any = false;
    let (ecs, index, light) = world.ecs_with_light();
    let light = night.then_some(&light.0);
    for (id, mut lit) in pawns.iter_mut(ecs) {
        if !index.written_since(id.0, since) {
            any |= lit.0;
            continue;
        }
        let base = index.base(id.0);
        let now = light
            .as_ref()
            .is_some_and(|light| base.is_some_and(|base| light.is_lit(&base)));
        if lit.0 != now {
            lit.0 = now;
        }
        any |= now;
    }
    any
}
