//! The 1650 conflict simulation: an ECS (`bevy_ecs`) of pawns, scenery pieces, luminaries and
//! smoke markers on a table, played by serialisable commands. The app draws it, the computer
//! plays it, tests and `ysbilia simulate --mode brawl` run it headless; only this module changes
//! it, one command at a time, each resolved to completion in a fixed order.

mod antagonist_play;
mod antagonists;
mod armament;
mod arrival;
mod auction;
mod awaiting;
mod blessing;
mod blow_answer;
mod bombs;
pub mod clash_preview;
mod command;
mod commission;
pub mod components;
pub mod computer;
mod computer_aims;
mod concealed;
mod devices;
mod divided;
mod enclave_actions;
mod enclaves;
mod engage;
mod engaged;
mod factions;
mod fighting;
mod flight;
mod guest_computer;
mod harm;
mod hide;
pub mod history;
mod hunt;
mod hunt_computer;
mod hunt_fight;
mod items;
mod leaving;
mod looting;
mod moves;
mod names;
mod peculiar;
mod preview;
mod purse;
mod reaction;
mod responding;
mod setup;
mod setup_check;
mod shooting;
mod snapshot;
mod systems;
mod temperament;
mod turns;
mod verdict;
pub mod view;

pub use crate::rules::activation::ClashResult;
pub use arrival::{EDGE_CONTACT_CM, facing_into_table, where_to as arrival_place};
pub use awaiting::Awaiting;
pub use blessing::{BlessOrder, CheckedBlessing};
pub use bombs::{Bomb, BombStage, SAPPER};
pub use command::{BombardTarget, ConflictCommand, Gait};
pub use commission::{
    Arrival, ArrivalEdges, CHURCH_RULE, COMMISSIONS_RON, DecreeFacts, GentlemanTerms, GuestTerms,
    GuestView, MomentRule, Role, Terms, Venue, barred_weapon, church_candidates, default_church,
    default_venues, guest_antagonists_from, parse_catalogue, time_of_day_question,
    venue_candidates, venues_rule, weapons_rule,
};
pub use hide::HIDE_CONTACT_CM;
pub use hunt::HuntOrder;
pub use names::Names;
pub use peculiar::{DUELLIST, INTIMIDATING, SURGEON, SWORN_GUARD};
pub use preview::{MovePreview, ShotPreview, d10_chance};
pub use reaction::ReactionWindow;
pub use setup::{
    Commission, ConflictSetup, SideSetup, roster_names, roster_title, side_from_hires,
    side_from_roster,
};
pub use setup_check::{BAND_VALUE_MAX, PAWNS_MAX, SIDES_MAX};
pub use temperament::TemperamentGoal;

use crate::hash::StateHash;
use crate::mode::Mode;
use crate::record::{Game, Rejection, Resolution};
use crate::rules::cards::ContractCard;
use crate::table::layout::Layout;
use crate::table::scenery::Scenery;
use crate::table::sight::SightPawn;
use bevy_ecs::prelude::{Entity, Resource, Schedule, World};
use bevy_ecs::query::QueryState;
use components::{Card, Deeds, Engaged, Footing, PawnId, PawnIndex, Phase, Progress, Side, Table};
use std::fmt;
use std::sync::Arc;
use std::sync::{Mutex, MutexGuard, PoisonError};

/// A 1650 conflict in progress.
pub struct Conflict {
    setup: Arc<ConflictSetup>,
    scenery: Arc<Scenery>,
    world: World,
    settle: Schedule,
}

impl Conflict {
    /// The ECS world, for the app to read (it never writes to it: commands do).
    pub fn world(&self) -> &World {
        &self.world
    }

    pub fn setup(&self) -> &ConflictSetup {
        &self.setup
    }

    /// The scenery as it stands now (small obstacles blown away are gone from it).
    pub fn scenery(&self) -> &Scenery {
        &self.world.resource::<Table>().0
    }

    pub fn progress(&self) -> &Progress {
        self.world.resource::<Progress>()
    }

    /// The turn being played, once the turns have begun.
    pub fn turn_number(&self) -> Option<u32> {
        self.progress().turn.as_ref().map(|turn| turn.number)
    }

    /// What pawns and bands are called (by the log, the panels and the labels).
    pub fn names(&self) -> &Names {
        self.world.resource::<Names>()
    }
}

impl Clone for Conflict {
    /// A world cannot be copied: a copy is rebuilt from the snapshot of this one.
    fn clone(&self) -> Self {
        let snapshot = snapshot::Snapshot::of(&self.world);
        let mut world = snapshot::build_world(&self.setup, &self.scenery);
        snapshot.restore(&mut world);
        let mut settle = systems::settle_schedule();
        settle.run(&mut world);
        Self {
            setup: Arc::clone(&self.setup),
            scenery: Arc::clone(&self.scenery),
            world,
            settle,
        }
    }
}

impl fmt::Debug for Conflict {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter
            .debug_struct("Conflict")
            .field("progress", self.progress())
            .finish_non_exhaustive()
    }
}

impl Game for Conflict {
    const MODE: Mode = Mode::Conflict1650;
    /// Every command is checked in full before it rolls a die or moves a pawn.
    const CHECKS_BEFORE_CHANGING: bool = true;
    type Setup = ConflictSetup;
    type Command = ConflictCommand;

    fn setup_problems(setup: &ConflictSetup) -> Vec<String> {
        setup.problems()
    }

    fn start(setup: &ConflictSetup, resolution: &mut Resolution) -> Result<Self, Rejection> {
        turns::check_setup(setup)?;
        let setup = Arc::new(setup.clone());
        let scenery = scenery_for(&setup.layout)?;
        let mut world = snapshot::build_world(&setup, &scenery);
        turns::before_deployment(&mut world, &setup, resolution);
        let mut settle = systems::settle_schedule();
        settle.run(&mut world);
        Ok(Self {
            setup,
            scenery,
            world,
            settle,
        })
    }

    fn apply(
        &mut self,
        command: &ConflictCommand,
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        command::apply(
            &mut self.world,
            &mut self.settle,
            &self.setup,
            command,
            resolution,
        )
    }

    fn is_over(&self) -> bool {
        self.progress().phase == Phase::Over
    }

    fn state_hash(&self) -> StateHash {
        StateHash::of(&snapshot::Snapshot::of(&self.world))
    }

    /// "Feast of Eucharist: A against B, turn 3 of 20".
    fn describe(&self) -> String {
        let bands: Vec<&str> = self
            .setup
            .sides
            .iter()
            .map(|side| side.name.as_str())
            .collect();
        let commission = self.setup.commission;
        let when = match (&self.progress().phase, self.turn_number()) {
            (Phase::Over, _) => "over".to_owned(),
            (_, Some(number)) => format!("turn {number} of {}", commission.turns()),
            (_, None) => "before the first turn".to_owned(),
        };
        format!("{}: {}, {when}", commission.name(), bands.join(" against "))
    }
}

/// Layouts recently built into scenery, on this thread: a simulation plays thousands of
/// conflicts on a few layouts, and building a layout's colliders cost a tenth of each.
const SCENERY_CACHE_SIZE: usize = 8;

thread_local! {
    static SCENERY_CACHE: std::cell::RefCell<Vec<(Layout, Arc<Scenery>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The scenery of a sound `layout` (immutable, so one build serves every conflict on it).
fn scenery_for(layout: &Layout) -> Result<Arc<Scenery>, Rejection> {
    SCENERY_CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some((_, scenery)) = cache.iter().find(|(built, _)| built == layout) {
            return Ok(Arc::clone(scenery));
        }
        turns::check_layout(layout)?;
        let scenery = Arc::new(Scenery::new(layout.clone()));
        if cache.len() >= SCENERY_CACHE_SIZE {
            cache.remove(0);
        }
        cache.push((layout.clone(), Arc::clone(&scenery)));
        Ok(scenery)
    })
}

/// The entity of pawn `id`, if it is still in the conflict.
fn entity(world: &World, id: u32) -> Option<Entity> {
    let index = world.resource::<PawnIndex>();
    let entity = *index.0.get(id as usize)?;
    world.get_entity(entity).is_ok().then_some(entity)
}

/// Every pawn still in the conflict (deployed or not), in id order.
fn pawn_ids(world: &World) -> Vec<u32> {
    world
        .resource::<PawnIndex>()
        .0
        .iter()
        .zip(0u32..)
        .filter(|(entity, _)| world.get_entity(**entity).is_ok())
        .map(|(_, id)| id)
        .collect()
}

/// The bands that deploy before the first turn (`Commission::opening_bands`).
fn opening_bands(world: &World) -> std::ops::Range<usize> {
    world.resource::<components::Playing>().0.opening_bands()
}

/// The other opening band than `band`, when two open the conflict.
fn other_opening_band(world: &World, band: usize) -> Option<usize> {
    opening_bands(world).find(|&other| other != band)
}

/// Where `point` on `level` is, in words (`table::places`), on the table as it stands.
fn place_of(world: &World, point: parry3d::math::Vec2, level: f32) -> String {
    crate::table::places::describe(&world.resource::<Table>().0, point, level)
}

fn card(world: &World, id: u32) -> Option<Arc<ContractCard>> {
    entity(world, id).and_then(|entity| world.get::<Card>(entity).map(|card| Arc::clone(&card.0)))
}

fn side(world: &World, id: u32) -> Option<usize> {
    entity(world, id).and_then(|entity| world.get::<Side>(entity).map(|side| side.0))
}

fn footing(world: &World, id: u32) -> Option<Footing> {
    entity(world, id).and_then(|entity| world.get::<Footing>(entity).copied())
}

/// What the pawn has done this turn (moved, fought, shot...).
fn deeds(world: &World, pawn: u32) -> Deeds {
    entity(world, pawn)
        .and_then(|entity| world.get::<Deeds>(entity).cloned())
        .unwrap_or_default()
}

fn set_deeds(world: &mut World, pawn: u32, deeds: Deeds) {
    if let Some(entity) = entity(world, pawn) {
        world.entity_mut(entity).insert(deeds);
    }
}

/// The pawn must be the one being activated.
fn check_active(world: &World, pawn: u32) -> Result<(), Rejection> {
    if world.resource::<Progress>().active == Some(pawn) {
        Ok(())
    } else {
        Err(Rejection::by_rule(
            crate::rules::rule("Activation"),
            format!(
                "{} is not the pawn being activated: activate it first",
                names::pawn_name(world, pawn)
            ),
        ))
    }
}

fn engaged_with(world: &World, id: u32) -> Vec<u32> {
    entity(world, id)
        .and_then(|entity| {
            world
                .get::<Engaged>(entity)
                .map(|engaged| engaged.0.clone())
        })
        .unwrap_or_default()
}

type SightQuery = QueryState<(&'static PawnId, &'static Footing, &'static Engaged)>;
type ViewQuery = QueryState<(
    &'static PawnId,
    &'static Side,
    &'static Card,
    Option<&'static Footing>,
    &'static components::Health,
    &'static components::Morale,
    &'static components::Deeds,
    &'static Engaged,
    &'static components::Purse,
)>;

/// Query states made once per world: making one per call cost a tenth of a simulated Brawl.
/// (A `Mutex` because iterating updates a state's archetypes, and resources must be `Sync`.)
#[derive(Resource)]
struct Queries {
    sight: Mutex<SightQuery>,
    view: Mutex<ViewQuery>,
    sides: Mutex<QueryState<&'static Side>>,
}

impl Queries {
    fn new(world: &mut World) -> Self {
        Self {
            sight: Mutex::new(QueryState::new(world)),
            view: Mutex::new(QueryState::new(world)),
            sides: Mutex::new(QueryState::new(world)),
        }
    }
}

/// A cached query state, even if a panic once poisoned its lock (its state is still sound).
fn locked<T>(state: &Mutex<T>) -> MutexGuard<'_, T> {
    state.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The deployed pawns as the table module sees them, in id order.
fn sight_pawns(world: &World) -> Vec<SightPawn> {
    let mut query = locked(&world.resource::<Queries>().sight);
    let mut pawns: Vec<SightPawn> = query
        .iter(world)
        .map(|(id, footing, engaged)| SightPawn {
            id: id.0,
            base: footing.base(),
            in_clash: !engaged.0.is_empty(),
        })
        .collect();
    pawns.sort_by_key(|pawn| pawn.id);
    pawns
}

/// The deployed enemies of `side`, by id.
fn enemies_of(world: &World, own_side: usize) -> Vec<u32> {
    world
        .resource::<PawnIndex>()
        .0
        .iter()
        .zip(0u32..)
        .filter(|(entity, _)| {
            world.get_entity(**entity).is_ok_and(|pawn| {
                pawn.get::<Side>().is_some_and(|side| side.0 != own_side)
                    && pawn.contains::<Footing>()
                    // § To Seek Sanctuary: an unconscious pawn is nobody's target.
                    && !pawn.contains::<components::Unconscious>()
            })
        })
        .map(|(_, id)| id)
        .collect()
}
