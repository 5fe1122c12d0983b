//! The Historic Epic Battle System: *1565, St. Elmo's Pay* and *1066, Tears to Many Mothers*
//! (one engine, two rule sets of data in assets/hebs/) and the 1565 solo Foe. Rulings where the
//! books are silent follow docs/hebs-rules-digest.md §10 (G-numbers) and docs/rules-gaps.md.

mod battle;
pub mod card;
pub mod command;
pub mod computer;
pub mod content;
pub mod describe;
mod effects;
mod flow;
mod foe;
pub mod history;
pub mod intent;
pub mod limits;
pub mod opponent;
pub mod options;
mod pay;
pub use pay::DISCARD_RESOURCES;
mod seat_view;
pub use seat_view::{SeatView, SeenCard, SideSight};
pub mod setup;
mod stack;
pub mod state;
#[cfg(test)]
mod tests;
mod turns;
pub mod values;

use crate::hash::StateHash;
use crate::log::{Rule, Rulebook};
use crate::mode::Mode;
use crate::msg;
use crate::record::{Game, Rejection, Resolution};
use card::{ColumnSet, HebsGame};
use command::{HebsCommand, Pick};
use serde::Serialize;
use setup::{HebsSetup, Variants};
use state::{CardId, Seat, Table};
use std::sync::Arc;

/// "Setup" step 6: four cards in the opening hand.
pub const OPENING_HAND: usize = 4;
/// "Step 2: Draw Cards": hands are cut to six before drawing.
pub const HAND_LIMIT: usize = 6;
/// "Game Objective": two claimed Frontiers or Wedges win.
pub const CLAIMS_TO_WIN: usize = 2;

/// Where the game stands: who must decide what.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Phase {
    /// "Setup" step 4.
    PlaceLeader(Seat),
    /// "Setup" step 6.
    Mulligan(Seat),
    /// "Step 2: Draw Cards": more than six cards in hand.
    DiscardDown(Seat),
    /// Advanced Drafting Variant: discard after drawing.
    DraftDiscard(Seat),
    /// "2. Deployment Phase": whose turn it is.
    Deployment(Seat),
    Over,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum EndReason {
    /// Claimed two Frontiers / Wedges.
    Claims,
    /// The enemy Leader was destroyed.
    Leader,
    /// The opponent's deck was empty at the Victory Check.
    Deck,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Outcome {
    Winner(Seat, EndReason),
    Tie(EndReason),
}

/// Something waiting on the Response stack ("Response Abilities").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct StackItem {
    pub seat: Seat,
    pub source: CardId,
    pub kind: ItemKind,
    pub pick: Pick,
    pub cancelled: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum ItemKind {
    /// An ability being initiated (index into the source's abilities).
    Ability(u8),
    /// An army card was just played; its chosen When Played ability follows it.
    Played { when_played: Option<command::Use> },
}

/// Who may respond now: the player asked, and how many have declined in a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Window {
    pub responder: Seat,
    pub declines: u8,
}

/// A tie the solo rules leave to the player, on the Foe's behalf: the Foe's turn waits for
/// `HebsCommand::ChooseForFoe` ("Foe's Battlefield is full": "the player chooses which card to
/// replace"; "'Commander' abilities": "player breaks ties").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FoeChoice {
    pub kind: FoeChoiceKind,
    /// The Response window the Foe's earlier plays this turn opened: it waits for the choice.
    window: Option<Window>,
    /// Where the Foe's turn goes on afterwards.
    resume: foe::FoeResume,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum FoeChoiceKind {
    /// `card` (drawn, or a Commander on the move) replaces one of the Foe's cards in `among`.
    Replace { card: CardId, among: Vec<CardId> },
    /// The Commander `card` moves to one of the columns in `among` (the Foe's least Might).
    Column { card: CardId, among: Vec<u8> },
}

/// A HEBS game in progress.
#[derive(Clone, Debug, Serialize)]
pub struct Hebs {
    pub table: Table,
    #[serde(skip)]
    pub columns: Arc<ColumnSet>,
    #[serde(skip)]
    pub variants: Variants,
    pub phase: Phase,
    pub round: u32,
    pub first_player: Seat,
    /// Seats that have taken their mulligan decision.
    pub stack: Vec<StackItem>,
    pub window: Option<Window>,
    pub outcome: Option<Outcome>,
    /// Leaders destroyed during the command being applied (G18: both at once is a tie).
    leaders_lost: [bool; 2],
    pub foe: Option<setup::FoeSetup>,
    /// The player's choice the solo Foe's turn waits on, if any.
    pub foe_choice: Option<FoeChoice>,
}

impl Hebs {
    pub fn game(&self) -> HebsGame {
        self.columns.game
    }

    pub(crate) fn book(&self) -> Rulebook {
        match self.columns.game {
            HebsGame::StElmosPay1565 => Rulebook::StElmosPay1565,
            HebsGame::TearsToManyMothers1066 => Rulebook::TearsToManyMothers1066,
        }
    }

    pub(crate) fn rule(&self, section: &'static str) -> Rule {
        Rule::new(self.book(), section)
    }

    /// The seat that must act now (a Response window first), or `None` when the game is over.
    pub fn to_act(&self) -> Option<Seat> {
        if self.foe_choice.is_some() {
            // The Foe's turn stops until the player chooses for it.
            return Some(0);
        }
        if let Some(window) = self.window {
            return Some(window.responder);
        }
        match self.phase {
            Phase::PlaceLeader(seat)
            | Phase::Mulligan(seat)
            | Phase::DiscardDown(seat)
            | Phase::DraftDiscard(seat)
            | Phase::Deployment(seat) => Some(seat),
            Phase::Over => None,
        }
    }

    /// The player's current Objective is the final one (Great Siege / Hastings).
    pub fn at_final(&self, seat: Seat) -> bool {
        self.table.players[seat].objectives.len() <= 1
    }

    pub fn claims(&self, seat: Seat) -> usize {
        self.table
            .columns
            .iter()
            .filter(|column| column.claimed_by == Some(seat))
            .count()
    }

    fn build(
        setup: &HebsSetup,
        game: HebsGame,
        resolution: &mut Resolution,
    ) -> Result<Self, Rejection> {
        limits::check_setup(setup, game)?;
        let mut table = Table {
            factions: setup.factions.clone(),
            cards: Vec::new(),
            players: Default::default(),
            columns: Default::default(),
            shifts: [true, setup.foe.is_none()],
        };
        flow::deal(&mut table, setup, resolution);
        let first_player = flow::first_player(setup, resolution);
        let mut game = Self {
            table,
            columns: setup.columns.clone(),
            variants: setup.variants,
            phase: Phase::PlaceLeader(first_player),
            round: 0,
            first_player,
            stack: Vec::new(),
            window: None,
            outcome: None,
            leaders_lost: [false; 2],
            foe: setup.foe.clone(),
            foe_choice: None,
        };
        game.begin(resolution);
        Ok(game)
    }

    fn apply_command(
        &mut self,
        command: &HebsCommand,
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        let Some(seat) = self.to_act() else {
            return Err(Rejection::new(msg!("hebs-game-over")));
        };
        if self.foe_choice.is_some() {
            return self.choose_for_foe(command, resolution);
        }
        if self.window.is_some() {
            return self.respond(seat, command, resolution);
        }
        match (self.phase, command) {
            (Phase::PlaceLeader(_), HebsCommand::PlaceLeader { column }) => {
                self.place_leader(seat, *column, resolution)
            }
            (Phase::Mulligan(_), HebsCommand::Mulligan { redraw }) => {
                self.mulligan(seat, *redraw, resolution);
                Ok(())
            }
            (Phase::DiscardDown(_) | Phase::DraftDiscard(_), HebsCommand::Discard { cards }) => {
                self.discard_step(seat, cards, resolution)
            }
            (Phase::Deployment(_), _) => self.deployment_turn(seat, command, resolution),
            (phase, _) => Err(Rejection::new(msg!(
                "hebs-not-now",
                phase = describe::phase_message(phase)
            ))),
        }
    }
}

/// Implements the record contract for one HEBS box: both share the engine, each has its mode.
macro_rules! hebs_mode {
    ($name:ident, $mode:expr, $game:expr) => {
        #[derive(Clone, Debug)]
        pub struct $name(pub Hebs);

        impl std::ops::Deref for $name {
            type Target = Hebs;
            fn deref(&self) -> &Hebs {
                &self.0
            }
        }

        impl Game for $name {
            const MODE: Mode = $mode;
            const CHECKS_BEFORE_CHANGING: bool = true;
            /// Random-legal games run to about 180.
            const TYPICAL_COMMANDS: usize = 256;
            type Setup = HebsSetup;
            type Command = HebsCommand;

            fn start(setup: &HebsSetup, resolution: &mut Resolution) -> Result<Self, Rejection> {
                Hebs::build(setup, $game, resolution).map($name)
            }

            fn setup_problems(setup: &HebsSetup) -> Vec<String> {
                limits::setup_problems(setup, $game)
            }

            fn apply(
                &mut self,
                command: &HebsCommand,
                resolution: &mut Resolution,
            ) -> Result<(), Rejection> {
                self.0.apply_command(command, resolution)
            }

            fn is_over(&self) -> bool {
                self.0.outcome.is_some()
            }

            fn state_hash(&self) -> StateHash {
                StateHash::of(&self.0)
            }

            /// "Ottoman Empire against Knights of Malta, round 3".
            fn describe(&self) -> crate::words::Message {
                let [first, second] = &self.0.table.factions;
                let when = if self.0.outcome.is_some() {
                    msg!("session-describe-over")
                } else {
                    msg!("session-describe-round", round = self.0.round)
                };
                msg!(
                    "session-describe-battle",
                    first = &first.name,
                    second = &second.name,
                    when = when
                )
            }
        }
    };
}

hebs_mode!(StElmo, Mode::StElmosPay1565, HebsGame::StElmosPay1565);
hebs_mode!(
    Tears,
    Mode::TearsToManyMothers1066,
    HebsGame::TearsToManyMothers1066
);
