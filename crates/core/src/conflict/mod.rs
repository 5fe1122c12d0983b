//! The 1650 conflict simulation: an ECS (`bevy_ecs`) of pawns, scenery pieces, luminaries and
//! smoke markers on a table, played by serialisable commands. The app draws it, the computer
//! plays it, tests and `ysbilia simulate --mode brawl` run it headless; only this module changes
//! it, one command at a time, each resolved to completion in a fixed order.

mod antagonist_play;
mod antagonists;
mod armament;
mod armament_play;
mod arrival;
mod auction;
mod awaiting;
mod blessing;
mod blow;
mod blow_answer;
mod bombs;
pub mod clash_preview;
mod command;
mod commission;
pub mod components;
pub mod computer;
mod computer_aims;
pub mod computer_hard;
pub mod computer_search;
mod computer_words;
mod concealed;
mod devices;
pub mod duel;
mod enclave_actions;
mod enclave_auras;
mod enclaves;
mod engage;
mod engaged;
mod factions;
mod fighting;
mod fire_check;
mod flight;
mod guest_computer;
mod harm;
mod hide;
pub mod history;
mod hunt;
mod hunt_computer;
mod hunt_fight;
mod items;
mod kept_move;
pub mod lab;
pub mod lab_chart;
mod leaving;
mod looting;
mod moves;
mod names;
mod notes;
mod orders;
mod pawn_index;
mod pawns;
mod peculiar;
mod placing;
mod preview;
mod purse;
mod reaction;
mod responding;
mod scoring;
mod setup;
mod setup_check;
mod shooting;
mod smoke;
mod snapshot;
mod solo;
mod solo_clash;
mod solo_notes;
mod spawn;
#[cfg(test)]
mod speed_tests;
mod state;
mod systems;
mod temperament;
mod turns;
mod verdict;
pub mod view;
mod waiting_for;
mod weapon_choice;
mod world;

pub use crate::rules::activation::ClashResult;
pub use arrival::{facing_into_table, where_to as arrival_place};
pub use blessing::CheckedBlessing;
pub use bombs::{Bomb, BombStage, SAPPER};
pub use commission::{
    Arrival, ArrivalEdges, CHURCH_RULE, COMMISSIONS_RON, DecreeFacts, GentlemanTerms, GuestTerms,
    GuestView, House, MomentRule, Role, SoloRules, SoloTerms, Terms, Venue, barred_weapon,
    church_candidates, country_house, default_church, default_venues, guest_antagonists_from,
    parse_catalogue, solo_rules, time_of_day_question, venue_candidates, venues_rule, weapons_rule,
};
pub use components::Gait;
pub use components::ReactionWindow;
pub use hide::HIDE_CONTACT_CM;
pub use names::Names;
pub use orders::{BlessOrder, BombardTarget, ConflictCommand, HuntOrder, RevealPrice};
pub use peculiar::{DUELLIST, INTIMIDATING, SURGEON, SWORN_GUARD};
pub use placing::EDGE_CONTACT_CM;
pub use preview::{MovePreview, ShotPreview, d10_chance};
pub use setup::{
    Commission, ConflictSetup, SideSetup, roster_names, roster_title, side_for_commission,
    side_from_hires, side_from_roster,
};
pub use setup_check::{BAND_VALUE_MAX, PAWNS_MAX, SIDES_MAX};
pub use solo_notes::{EnemyReport, HiddenMarker, PendingReveal};
pub use state::Conflict;
pub use temperament::TemperamentGoal;
pub use waiting_for::Awaiting;

use crate::hash::StateHash;
use crate::mode::Mode;
use crate::record::{Game, Rejection, Resolution};
use crate::table::layout::Layout;
use crate::table::scenery::Scenery;
use components::Phase;
use std::sync::Arc;

impl Clone for Conflict {
    /// A world cannot be copied: a copy is rebuilt from the snapshot of this one.
    fn clone(&self) -> Self {
        let snapshot = snapshot::Snapshot::of(&self.world);
        let mut world = snapshot::build_world(&self.setup, &self.scenery);
        snapshot.restore(&mut world);
        let mut settle = systems::Settle::default();
        settle.run(&mut world);
        Self {
            setup: Arc::clone(&self.setup),
            scenery: Arc::clone(&self.scenery),
            awaiting: awaiting::awaiting(&world),
            world,
            settle,
        }
    }
}

impl Game for Conflict {
    const MODE: Mode = Mode::Conflict1650;
    /// Every command is checked in full before it rolls a die or moves a pawn.
    const CHECKS_BEFORE_CHANGING: bool = true;
    /// A Brawl runs to about 200 commands (grown from 64, the list was copied twice a game).
    const TYPICAL_COMMANDS: usize = 256;
    type Setup = ConflictSetup;
    type Command = ConflictCommand;

    fn setup_problems(setup: &ConflictSetup) -> Vec<String> {
        setup.problems()
    }

    fn start(setup: &ConflictSetup, resolution: &mut Resolution) -> Result<Self, Rejection> {
        Self::start_shared(&Arc::new(setup.clone()), resolution)
    }

    fn start_shared(
        setup: &Arc<ConflictSetup>,
        resolution: &mut Resolution,
    ) -> Result<Self, Rejection> {
        turns::check_setup(setup)?;
        let setup = Arc::clone(setup);
        let scenery = scenery_for(&setup.layout, setup.commission.sealed_rooms(&setup.layout))?;
        let mut world = snapshot::build_world(&setup, &scenery);
        turns::before_deployment(&mut world, &setup, resolution);
        turns::hand_on(&mut world, resolution);
        let mut settle = systems::Settle::default();
        settle.run(&mut world);
        Ok(Self {
            setup,
            scenery,
            awaiting: awaiting::awaiting(&world),
            world,
            settle,
        })
    }

    fn apply(
        &mut self,
        command: &ConflictCommand,
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        // What it waits for is worked out again after every command, refused or not: the
        // command takes the one it was given rather than a copy.
        let awaiting = std::mem::replace(&mut self.awaiting, Awaiting::Phase(Phase::Over));
        let outcome = command::apply(
            &mut self.world,
            &mut self.settle,
            &self.setup,
            awaiting,
            command,
            resolution,
        );
        // What it waits for now, as the table's last step found it; else worked out here (a
        // refused command changed nothing, but working it out again keeps the cache true
        // whatever happened).
        match outcome {
            Ok(Some(now)) => {
                self.awaiting = now;
                Ok(())
            }
            other => {
                self.awaiting = awaiting::awaiting(&self.world);
                other.map(|_| ())
            }
        }
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
/// conflicts on a few layouts, and building a layout's colliders cost a tenth of each. Room for
/// every layout the game ships (13), with their sealed variants: with 8, most starts rebuilt.
const SCENERY_CACHE_SIZE: usize = 16;

/// A layout, its sealed rooms, and the scenery built of them.
type CachedScenery = (Layout, Vec<usize>, Arc<Scenery>);

thread_local! {
    static SCENERY_CACHE: std::cell::RefCell<Vec<CachedScenery>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// The scenery of a sound `layout` with the rooms `sealed` (immutable, so one build serves every
/// conflict on it).
fn scenery_for(layout: &Layout, sealed: Vec<usize>) -> Result<Arc<Scenery>, Rejection> {
    SCENERY_CACHE.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some((_, _, scenery)) = cache
            .iter()
            .find(|(built, rooms, _)| built == layout && *rooms == sealed)
        {
            return Ok(Arc::clone(scenery));
        }
        turns::check_layout(layout)?;
        let scenery = Arc::new(Scenery::new(layout.clone()).sealed(sealed.clone()));
        if cache.len() >= SCENERY_CACHE_SIZE {
            cache.remove(0);
        }
        cache.push((layout.clone(), sealed, Arc::clone(&scenery)));
        Ok(scenery)
    })
}
