//! The 1650 conflict simulation: an ECS (`bevy_ecs`) of pawns, scenery pieces, luminaries and
//! smoke markers on a table, played by serialisable commands. The app draws it, the computer
//! plays it, tests and `ysbilia simulate --mode brawl` run it headless; only this module changes
//! it, one command at a time, each resolved to completion in a fixed order.

// The simulation's base, what every rule file reads: the world, its components and the
// per-pawn accessors (`world/`), the conflict's own struct and what it waits for (`state`),
// the setup and its checks, the commands as data, the names.
mod names;
mod orders;
mod rosters;
mod setup;
mod setup_check;
mod state;
mod world;

// The rules in play, one folder per part of the rulebook.
mod antagonists;
mod band;
mod clash;
mod enclaves;
mod hunt;
mod movement;
mod shooting;
mod turns;

// The Commissions and the solo mode, and the computer players.
mod commission;
pub mod computer;
mod solo;

// Asking and changing the conflict: the one `apply`, what it waits for, what a player sees.
mod awaiting;
mod command;
pub mod history;
mod legal;
mod preview;
pub mod seat_view;
#[cfg(test)]
mod speed_tests;
pub mod view;

pub use crate::rules::activation::ClashResult;
pub use antagonists::temperament::TemperamentGoal;
pub use band::blessings::CheckedBlessing;
pub use band::peculiarities::{DUELLIST, INTIMIDATING, SURGEON, SWORN_GUARD};
pub use commission::{
    Arrival, ArrivalEdges, CHURCH_RULE, COMMISSIONS_RON, DecreeFacts, GentlemanTerms, GuestTerms,
    GuestView, House, MomentRule, Role, SoloRules, SoloTerms, Terms, Venue, barred_weapon,
    church_candidates, country_house, default_church, default_venues, guest_antagonists_from,
    parse_catalogue, solo_rules, time_of_day_question, venue_candidates, venues_rule, weapons_rule,
};
pub use legal::{Action, Choice, Extras, Legal, Offer, Place, Reach, Refusal};
pub use movement::hide::HIDE_CONTACT_CM;
pub use names::Names;
pub use orders::{BlessOrder, BombardTarget, ConflictCommand, HuntOrder, RevealPrice};
pub use preview::{MovePreview, ShotPreview, d10_chance};
pub use rosters::{
    roster_names, roster_title, side_for_commission, side_from_hires, side_from_roster,
};
pub use setup::{Commission, ConflictSetup, SideSetup};
pub use setup_check::{BAND_VALUE_MAX, PAWNS_MAX, SIDES_MAX};
pub use shooting::bombs::{Bomb, BombStage, SAPPER};
pub use solo::notes::{EnemyReport, HiddenMarker, PendingReveal};
pub use state::{Awaiting, Conflict};
pub use turns::arrival::{facing_into_table, where_to as arrival_place};
pub use turns::deployment::EDGE_CONTACT_CM;
pub use world::components::{
    ClashVerdict, Edge, Fate, Gait, HuntFight, HuntPlay, PendingBlow, Phase, ReactionWindow,
};

use crate::hash::StateHash;
use crate::mode::Mode;
use crate::record::{Game, Rejection, Resolution};
use crate::table::layout::Layout;
use crate::table::scenery::Scenery;
use std::sync::Arc;

impl Clone for Conflict {
    /// A world cannot be copied: a copy is rebuilt from the snapshot of this one.
    fn clone(&self) -> Self {
        let snapshot = world::snapshot::Snapshot::of(&self.world);
        let mut world = world::snapshot::build_world(&self.setup, &self.scenery);
        snapshot.restore(&mut world);
        let mut settle = world::systems::Settle::default();
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
        turns::preparing::check_setup(setup)?;
        let setup = Arc::clone(setup);
        let scenery = scenery_for(&setup.layout, setup.commission.sealed_rooms(&setup.layout))?;
        let mut world = world::snapshot::build_world(&setup, &scenery);
        turns::preparing::before_deployment(&mut world, &setup, resolution);
        turns::sequence::hand_on(&mut world, resolution);
        let mut settle = world::systems::Settle::default();
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
        StateHash::of(&world::snapshot::Snapshot::of(&self.world))
    }

    /// "Feast of Eucharist: A against B, turn 3 of 20".
    fn describe(&self) -> crate::words::Message {
        use crate::msg;
        use crate::words::Arg;
        // "A against B against C", built from the last band.
        let mut names = self
            .setup
            .sides
            .iter()
            .rev()
            .map(|side| Arg::from(&side.name));
        let last = names.next().unwrap_or_else(|| Arg::from(""));
        let bands = names.fold(last, |rest, first| {
            msg!("session-describe-against", first = first, rest = rest).into()
        });
        let commission = self.setup.commission;
        let when = match (&self.progress().phase, self.turn_number()) {
            (Phase::Over, _) => msg!("session-describe-over"),
            (_, Some(number)) => msg!(
                "session-describe-turn",
                turn = number,
                turns = commission.turns()
            ),
            (_, None) => msg!("session-describe-before-first-turn"),
        };
        msg!(
            "session-describe-conflict",
            commission = commission.name(),
            bands = bands,
            when = when
        )
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
        turns::preparing::check_layout(layout)?;
        let scenery = Arc::new(Scenery::new(layout.clone()).sealed(sealed.clone()));
        if cache.len() >= SCENERY_CACHE_SIZE {
            cache.remove(0);
        }
        cache.push((layout.clone(), sealed, Arc::clone(&scenery)));
        Ok(scenery)
    })
}
