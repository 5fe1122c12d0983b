//! `ysbilia simulate --mode st-elmo|tears|hebs-solo`: whole games with random-legal players
//! (against the Foe in solo games).

use super::card::HebsGame;
use super::content::HebsLibrary;
use super::setup::{ChoicePolicy, Difficulty, Drafting, FoeSetup, HebsSetup, Variants};
use super::{StElmo, Tears};
use crate::simulate::{Chooser, Simulate};
use std::sync::Arc;

/// The content simulated games draw from, and whether seat 1 is the solo Foe.
#[derive(Clone, Debug)]
pub struct HebsSimulation {
    pub library: HebsLibrary,
    pub solo: bool,
}

impl HebsSimulation {
    /// A setup of `game`'s two factions in a random order, with random variants.
    pub fn setup(&self, game: HebsGame, chooser: &mut Chooser) -> Option<HebsSetup> {
        let columns = self.library.columns(game)?.clone();
        let mut factions: Vec<_> = self.library.factions_of(game).cloned().collect();
        if factions.len() < 2 {
            return None;
        }
        let first = chooser.index(factions.len())?;
        let first = factions.swap_remove(first);
        let second = factions.swap_remove(chooser.index(factions.len())?);
        let drafting = match chooser.index(4)? {
            0 => Drafting::DrawThreeDiscardOne,
            1 => Drafting::DrawFourDiscardTwo,
            _ => Drafting::Standard,
        };
        let variants = Variants {
            drafting,
            shuffled_objectives: chooser.index(2)? == 0,
            range_only_at_final: game == HebsGame::TearsToManyMothers1066 && chooser.index(4)? == 0,
        };
        let difficulty = Difficulty::ALL[chooser.index(3).unwrap_or(1)];
        let foe = self.solo.then(|| FoeSetup {
            difficulty,
            dial: self.library.solo.dial(difficulty),
            choices: if chooser.index(2) == Some(0) {
                ChoicePolicy::Kind
            } else {
                ChoicePolicy::Hardest
            },
            quick_play: chooser.index(2) == Some(0),
        });
        Some(HebsSetup {
            columns: Arc::clone(&columns),
            factions: [first, second],
            variants,
            foe,
            names: Default::default(),
            opponent: None,
        })
    }
}

/// Random-legal games end long before this (a deck runs out in about 30 rounds).
const MAX_COMMANDS: usize = 20_000;

macro_rules! simulate_box {
    ($name:ident, $game:expr) => {
        impl Simulate for $name {
            const MAX_COMMANDS: usize = MAX_COMMANDS;
            type Library = HebsSimulation;

            fn simulation_setup(
                library: &HebsSimulation,
                chooser: &mut Chooser,
                _players: Option<usize>,
            ) -> HebsSetup {
                match library.setup($game, chooser) {
                    Some(setup) => setup,
                    None => placeholder_setup(library, $game),
                }
            }

            fn choose(&self, chooser: &mut Chooser) -> Option<super::command::HebsCommand> {
                self.0.random_command(chooser)
            }
        }
    };
}

simulate_box!(StElmo, HebsGame::StElmosPay1565);
simulate_box!(Tears, HebsGame::TearsToManyMothers1066);

/// A setup the engine refuses (no factions loaded), so the simulation reports the problem.
fn placeholder_setup(library: &HebsSimulation, game: HebsGame) -> HebsSetup {
    let columns = library.library.columns(game).cloned().unwrap_or_else(|| {
        Arc::new(super::card::ColumnSet {
            game,
            term: String::new(),
            final_objective: String::new(),
            columns: Vec::new(),
        })
    });
    let empty = Arc::new(super::card::Faction {
        key: String::new(),
        name: crate::msg!("hebs-simulation-no-faction").to_string(),
        game,
        seat: super::card::FactionSeat::First,
        colour: (0, 0, 0),
        foe_opening: Vec::new(),
        cards: Vec::new(),
        objectives: Vec::new(),
    });
    HebsSetup {
        columns,
        factions: [empty.clone(), empty],
        variants: Variants::default(),
        foe: None,
        names: Default::default(),
        opponent: None,
    }
}
