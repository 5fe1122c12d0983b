//! Building the world from a setup, and its snapshot: everything that decides what happens next,
//! in pawn order, for the state hash and for copying a conflict.

use crate::conflict::band::armament::Hampered;
use crate::conflict::band::peculiarities::SpentPeculiarities;
use crate::conflict::clash::responding::Leaning;
use crate::conflict::movement::hide::Hidden;
use crate::conflict::setup::ConflictSetup;
use crate::conflict::shooting::bombs::Bombs;
use crate::conflict::world::components::Reactions;
use crate::conflict::world::components::{
    Casualties, Conditions, Decks, Deeds, Engagement, Footing, HuntTable, Light, Loads, Looted,
    Luminaries, Morale, PanoplyUsed, Pending, Phase, Progress, SmokeMarkers, SmokeUsed, Spending,
    Table, Verdict,
};
use crate::conflict::world::pawn_index::PawnIndex;
use crate::conflict::world::spawn::spawn_pawns;
use crate::conflict::world::{ConflictWorld, HeldState};
use crate::rules::vigour::Vigour;
use crate::rules::weather::{MomentOfTruth, Weather};
use crate::table::base::{Placement, Point};
use crate::table::light::Quadrant;
use crate::table::scenery::Scenery;
use bevy_ecs::world::World;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// A new world: the scenery pieces, every pawn (not yet deployed), the resources at rest.
pub(in crate::conflict) fn build_world(
    setup: &Arc<ConflictSetup>,
    scenery: &Arc<Scenery>,
) -> ConflictWorld {
    let mut ecs = World::new();
    let count = setup.pawns().count();
    let mut index = PawnIndex::with_room(count);
    for (id, pawn) in (0u32..).zip(spawn_pawns(&mut ecs, setup)) {
        index.set(id, pawn.entity, pawn.start);
    }
    let held = HeldState {
        pawn_index: index,
        setup_of: crate::conflict::world::components::SetupOf(Arc::clone(setup)),
        table: Table(Arc::clone(scenery)),
        names: crate::conflict::names::Names::of(setup),
        progress: Progress {
            phase: Phase::ChooseDeployment { chooser: 0 },
            edges: None,
            first_deployer: None,
            turn: None,
            active: None,
        },
        conditions: Conditions {
            moment: MomentOfTruth::from_roll(1),
            weather: Weather::Sunny,
            fog_turns: 0,
        },
        pending: Pending::default(),
        next_step: crate::conflict::world::components::NextStep::default(),
        engagement: Engagement::default(),
        auctions: crate::conflict::band::auction::Auctions::default(),
        casualties: Casualties::default(),
        decks: Decks(
            setup
                .sides
                .iter()
                .map(|side| side.dexterity.clone())
                .collect(),
        ),
        smoke_used: SmokeUsed::default(),
        spending: Spending(vec![
            crate::rules::maravedies::TurnSpending::default();
            setup.sides.len()
        ]),
        verdict: Verdict::default(),
        panoply_used: PanoplyUsed::default(),
        light: Light::default(),
        bombs: Bombs::default(),
        hidden: Hidden::default(),
        reactions: Reactions::default(),
        leaning: Leaning::default(),
        spent_peculiarities: SpentPeculiarities::default(),
        hunt_table: HuntTable::default(),
        ruins: crate::conflict::world::components::Ruins::default(),
        returning: crate::conflict::world::components::Returning::default(),
        lanterns: crate::conflict::world::components::Lanterns::default(),
        luminaries: crate::conflict::world::components::Luminaries::default(),
        smoke_markers: SmokeMarkers::default(),
        looted: Looted::default(),
        hampered: Hampered::default(),
        playing: crate::conflict::world::components::Playing(setup.commission),
        enclaves: crate::conflict::world::components::Enclaves::default(),
        antagonists: crate::conflict::world::components::Antagonists::default(),
        satisfaction: crate::conflict::commission::Satisfaction::default(),
        guests: crate::conflict::commission::Guests::default(),
        solo: crate::conflict::solo::notes::Solo::default(),
        temperaments: crate::conflict::world::components::Temperaments {
            pawns: setup.commission.temperaments(setup),
            ..Default::default()
        },
        band_rules: crate::conflict::world::components::BandRules(
            setup
                .sides
                .iter()
                .map(|side| (side.faction, side.kind))
                .collect(),
        ),
    };
    ConflictWorld::new(ecs, held)
}

/// The unit tests' bare table, `width` by `depth` cm, with nothing on it.
#[cfg(test)]
pub(in crate::conflict) fn bare_layout(width: f32, depth: f32) -> crate::table::layout::Layout {
    crate::table::layout::Layout {
        name: "bare".to_owned(),
        table: crate::table::layout::TableSize { width, depth },
        deployment_zones: Vec::new(),
        pieces: Vec::new(),
    }
}

/// The unit tests' world: a Brawl between two bands of one test pawn each
/// (`SideSetup::one_test_pawn`, 250 Maravedies) named `names`, on `layout`, pawns 0 and 1
/// standing at `places`.
#[cfg(test)]
pub(in crate::conflict) fn test_world(
    layout: crate::table::layout::Layout,
    names: [&str; 2],
    places: [Placement; 2],
) -> ConflictWorld {
    let side = |name: &str| crate::conflict::SideSetup::one_test_pawn(name, 250);
    let setup = ConflictSetup {
        commission: crate::conflict::Commission::Brawl,
        climate: crate::rules::weather::Climate::Warm,
        layout: layout.clone(),
        sides: names.map(side).to_vec(),
        church: None,
        setting: None,
        middle_enclave: None,
        venues: Vec::new(),
        townsfolk: Vec::new(),
    };
    let mut world = build_world(&Arc::new(setup), &Arc::new(Scenery::new(layout)));
    for (pawn, place) in (0u32..).zip(places) {
        crate::conflict::world::pawns::set_footing(&mut world, pawn, Some(Footing(place)));
    }
    world
}

/// Pawn `id`'s entry in one of the index's rows, for a pawn still in the conflict (a removed
/// pawn's snapshot holds none).
fn present_row<T: Clone>(present: bool, rows: &[T], id: u32) -> Option<T> {
    rows.get(id as usize).filter(|_| present).cloned()
}

/// One pawn's changing state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct PawnSnapshot {
    id: u32,
    /// Still in the conflict (not killed, not run off).
    present: bool,
    footing: Option<Placement>,
    health: Option<Vigour>,
    morale: Option<Morale>,
    deeds: Option<Deeds>,
    loads: Option<Loads>,
    purse: Option<u32>,
    #[serde(default)]
    unconscious: Option<crate::conflict::world::components::Unconscious>,
    /// Its side now (§ Guardians: a provoked Guarnicionero joins the defenders).
    #[serde(default)]
    side: Option<usize>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(in crate::conflict) struct Snapshot {
    pawns: Vec<PawnSnapshot>,
    luminaries: Vec<Point>,
    /// Smoke markers, sorted by quadrant.
    smoke: Vec<Quadrant>,
    progress: Progress,
    conditions: Conditions,
    pending: Pending,
    engagement: Engagement,
    auctions: crate::conflict::band::auction::Auctions,
    casualties: Casualties,
    decks: Decks,
    smoke_used: SmokeUsed,
    spending: Spending,
    verdict: Verdict,
    panoply_used: PanoplyUsed,
    bombs: Bombs,
    hidden: Hidden,
    #[serde(default)]
    reactions: Reactions,
    /// Scenery pieces blown away (§ Devices of the Modern Era), by layout index.
    #[serde(default)]
    removed_scenery: Vec<usize>,
    #[serde(default)]
    leaning: Leaning,
    #[serde(default)]
    spent_peculiarities: SpentPeculiarities,
    #[serde(default)]
    hunt: HuntTable,
    #[serde(default)]
    looted: Looted,
    #[serde(default)]
    hampered: Hampered,
    #[serde(default)]
    ruins: crate::conflict::world::components::Ruins,
    #[serde(default)]
    returning: crate::conflict::world::components::Returning,
    #[serde(default)]
    lanterns: crate::conflict::world::components::Lanterns,
    #[serde(default)]
    temperaments: crate::conflict::world::components::Temperaments,
    #[serde(default)]
    enclaves: crate::conflict::world::components::Enclaves,
    #[serde(default)]
    antagonists: crate::conflict::world::components::Antagonists,
    #[serde(default)]
    satisfaction: crate::conflict::commission::Satisfaction,
    /// § Alone in the Face of Danger: the enemy's triggers and activation under way.
    #[serde(default)]
    solo: crate::conflict::solo::notes::Solo,
    #[serde(default)]
    guests: crate::conflict::commission::Guests,
}

impl Snapshot {
    pub(in crate::conflict) fn of(world: &ConflictWorld) -> Self {
        let index = world.resource::<PawnIndex>();
        let pawns = index
            .entities
            .iter()
            .zip(0u32..)
            .map(|(&entity, id)| {
                let present = index.is_present(id);
                PawnSnapshot {
                    id,
                    present,
                    footing: present
                        .then(|| index.footing(id))
                        .flatten()
                        .map(|footing| footing.0),
                    health: present_row(present, &index.health, id),
                    morale: present_row(present, &index.morale, id),
                    deeds: present_row(present, &index.deeds, id).map(|deeds| Deeds::clone(&deeds)),
                    loads: world.get::<Loads>(entity).cloned(),
                    purse: present_row(present, &index.purses, id),
                    unconscious: present.then(|| index.unconscious(id)).flatten(),
                    side: present.then(|| index.side(id)).flatten(),
                }
            })
            .collect();
        let mut luminaries = world.resource::<Luminaries>().0.clone();
        luminaries.sort_by(|a, b| a.x.total_cmp(&b.x).then(a.y.total_cmp(&b.y)));
        let mut smoke: Vec<Quadrant> = world.resource::<SmokeMarkers>().quadrants().collect();
        smoke.sort();
        Self {
            pawns,
            luminaries,
            smoke,
            progress: world.resource::<Progress>().clone(),
            conditions: *world.resource::<Conditions>(),
            pending: world.resource::<Pending>().clone(),
            engagement: world.resource::<Engagement>().clone(),
            auctions: world
                .resource::<crate::conflict::band::auction::Auctions>()
                .clone(),
            casualties: world.resource::<Casualties>().clone(),
            decks: world.resource::<Decks>().clone(),
            smoke_used: *world.resource::<SmokeUsed>(),
            spending: world.resource::<Spending>().clone(),
            verdict: *world.resource::<Verdict>(),
            panoply_used: world.resource::<PanoplyUsed>().clone(),
            bombs: world.resource::<Bombs>().clone(),
            hidden: world.resource::<Hidden>().clone(),
            reactions: world.resource::<Reactions>().clone(),
            removed_scenery: world.resource::<Table>().0.removed().to_vec(),
            leaning: world.resource::<Leaning>().clone(),
            spent_peculiarities: world.resource::<SpentPeculiarities>().clone(),
            hunt: world.resource::<HuntTable>().clone(),
            ruins: world
                .resource::<crate::conflict::world::components::Ruins>()
                .clone(),
            returning: world
                .resource::<crate::conflict::world::components::Returning>()
                .clone(),
            lanterns: world
                .resource::<crate::conflict::world::components::Lanterns>()
                .clone(),
            temperaments: world
                .resource::<crate::conflict::world::components::Temperaments>()
                .clone(),
            enclaves: world
                .resource::<crate::conflict::world::components::Enclaves>()
                .clone(),
            antagonists: world
                .resource::<crate::conflict::world::components::Antagonists>()
                .clone(),
            satisfaction: world
                .resource::<crate::conflict::commission::Satisfaction>()
                .clone(),
            solo: world
                .resource::<crate::conflict::solo::notes::Solo>()
                .clone(),
            guests: world
                .resource::<crate::conflict::commission::Guests>()
                .clone(),
            looted: world.resource::<Looted>().clone(),
            hampered: world.resource::<Hampered>().clone(),
        }
    }

    /// Puts this snapshot's state into a world just built from the same setup.
    pub(in crate::conflict) fn restore(self, world: &mut ConflictWorld) {
        let index = world.resource::<PawnIndex>().entities.clone();
        for (pawn, entity) in self.pawns.into_iter().zip(index) {
            if !pawn.present {
                crate::conflict::world::pawns::remove_pawn(world, pawn.id);
                continue;
            }
            let id = pawn.id as usize;
            let rows = world.resource_mut::<PawnIndex>();
            if let Some(side) = pawn.side {
                rows.set_side(pawn.id, side);
            }
            if let (Some(deeds), Some(row)) = (pawn.deeds, rows.deeds.get_mut(id)) {
                *row = std::sync::Arc::new(deeds);
            }
            rows.place(pawn.id, pawn.footing.map(Footing));
            rows.set_unconscious(pawn.id, pawn.unconscious);
            if let (Some(health), Some(row)) = (pawn.health, rows.health.get_mut(id)) {
                *row = health;
            }
            if let (Some(morale), Some(row)) = (pawn.morale, rows.morale.get_mut(id)) {
                *row = morale;
            }
            if let (Some(purse), Some(row)) = (pawn.purse, rows.purses.get_mut(id)) {
                *row = purse;
            }
            let mut pawn_entity = world.entity_mut(entity);
            if let Some(loads) = pawn.loads {
                pawn_entity.insert(loads);
            }
        }
        world.insert_resource(Luminaries(self.luminaries));
        let mut smoke = SmokeMarkers::default();
        for quadrant in self.smoke {
            smoke.0[quadrant.index()] += 1;
        }
        world.insert_resource(smoke);
        world.insert_resource(self.progress);
        world.insert_resource(self.conditions);
        world.insert_resource(self.pending);
        world.insert_resource(self.engagement);
        world.insert_resource(self.auctions);
        world.insert_resource(self.casualties);
        world.insert_resource(self.decks);
        world.insert_resource(self.smoke_used);
        world.insert_resource(self.spending);
        world.insert_resource(self.verdict);
        world.insert_resource(self.panoply_used);
        world.insert_resource(self.bombs);
        world.insert_resource(self.hidden);
        world.insert_resource(self.reactions);
        world.insert_resource(self.leaning);
        world.insert_resource(self.spent_peculiarities);
        world.insert_resource(self.hunt);
        world.insert_resource(self.looted);
        world.insert_resource(self.hampered);
        world.insert_resource(self.guests);
        if !self.removed_scenery.is_empty()
            || !self.ruins.0.is_empty()
            || !self.enclaves.placed.is_empty()
        {
            // The Enclaves stand as pieces after the layout's own, in the order placed.
            let mut layout = world.resource::<Table>().0.layout().clone();
            for placed in &self.enclaves.placed {
                layout
                    .pieces
                    .push(crate::conflict::enclaves::on_table::piece_of(
                        &placed.enclave,
                        placed.at,
                    ));
            }
            let layout = crate::conflict::commission::ruined_layout(&layout, &self.ruins.0);
            let scenery = world
                .resource::<Table>()
                .0
                .rebuilt(layout, self.removed_scenery);
            world.insert_resource(Table(Arc::new(scenery)));
        }
        world.insert_resource(self.ruins);
        world.insert_resource(self.returning);
        for &bearer in &self.lanterns.0 {
            if let Some(pawn) = crate::conflict::world::pawns::entity(world, bearer) {
                world
                    .entity_mut(pawn)
                    .insert(crate::conflict::world::components::CarriesLight);
            }
        }
        world.insert_resource(self.lanterns);
        world.insert_resource(self.temperaments);
        world.insert_resource(self.enclaves);
        world.insert_resource(self.antagonists);
        world.insert_resource(self.satisfaction);
        world.insert_resource(self.solo);
    }
}
