//! The computer opponent of the two-player game (1565 and 1066, any faction against any), at
//! two levels, and the random-legal player the benchmarks measure them against. It never reads
//! what its seat could not see: every decision is made on a copy where the other player's hand
//! and both decks are dealt again at random from the cards they could be (`determinised`).
//!
//! - **Fair** looks one command ahead: it tries each command on the copy and keeps the one whose
//!   position it values most (`evaluate`).
//! - **Hard** takes Fair's best few and plays each on to the end of the next round several
//!   times, on fresh deals, both sides playing as Fair would (quickly); it keeps the best
//!   average.

mod candidates;
pub mod duel;
mod evaluate;
mod search;
mod words;

pub use evaluate::Weights;

use super::Hebs;
use super::command::HebsCommand;
use crate::msg;
use crate::words::Message;
use serde::{Deserialize, Serialize};

/// How strong the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Level {
    /// A random legal command (the baseline of the benchmarks; not offered to players).
    Random,
    /// One command ahead.
    Fair,
    /// Plays its best options on, rounds ahead.
    Hard,
}

impl Level {
    /// The levels a player may choose on the set-up screen.
    pub const OFFERED: [Level; 2] = [Level::Fair, Level::Hard];

    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Fair => "fair",
            Level::Hard => "hard",
        }
    }

    pub fn parse(name: &str) -> Option<Self> {
        [Level::Random, Level::Fair, Level::Hard]
            .into_iter()
            .find(|level| level.name() == name.trim().to_lowercase())
    }
}

/// The computer's settings (`assets/hebs/opponent.ron`): its valuation and how far Hard looks.
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct OpponentRules {
    pub weights: Weights,
    /// Hard plays on this many of Fair's best commands.
    pub hard_options: usize,
    /// Deals of the hidden cards each of them is played on.
    pub hard_deals: usize,
    /// Rounds a play-on runs to the end of (1: the end of this round).
    pub hard_rounds: usize,
    /// Commands a play-on runs at most.
    pub hard_steps: usize,
}

impl OpponentRules {
    pub const FILE: &'static str = "assets/hebs/opponent.ron";
    /// Hard's search is bounded so that a command takes well under a second on a slow machine.
    const SEARCH_MOST: usize = 200;

    /// The settings from `root`'s file.
    pub fn load(root: &std::path::Path) -> Result<Self, crate::data::DataError> {
        let text = std::fs::read_to_string(root.join(Self::FILE)).map_err(|error| {
            crate::data::DataError::whole_file(Self::FILE, format!("cannot be read: {error}"))
        })?;
        Self::parse(Self::FILE, &text)
    }

    /// The settings read from `text`, every weight finite and the search bounded.
    pub fn parse(label: &str, text: &str) -> Result<Self, crate::data::DataError> {
        let rules: Self = crate::data::parse_ron(label, text)?;
        let mut problems = Vec::new();
        if !rules.weights.all_finite() {
            problems.push("every weight must be a finite number".to_owned());
        }
        for (name, value) in [
            ("hard_options", rules.hard_options),
            ("hard_deals", rules.hard_deals),
            ("hard_rounds", rules.hard_rounds),
            ("hard_steps", rules.hard_steps),
        ] {
            if value == 0 || value > Self::SEARCH_MOST {
                problems.push(format!(
                    "{name} must be 1 to {}, not {value}",
                    Self::SEARCH_MOST
                ));
            }
        }
        if problems.is_empty() {
            Ok(rules)
        } else {
            Err(crate::data::DataError::whole_file(
                label,
                problems.join("; "),
            ))
        }
    }
}

/// One command the computer weighed.
#[derive(Clone, Debug, PartialEq)]
pub struct Considered {
    pub command: HebsCommand,
    /// The command in words ("Play Janissaries into St. Elmo, discarding 2 from hand"); for any
    /// but the chosen one, cards in the computer's hand are not named.
    pub words: Message,
    /// How it valued the position it leads to (Hard: the mean over its play-ons).
    pub score: f32,
    /// Play-ons to the end of the round it was valued over (0: valued one command ahead).
    pub tries: u32,
}

/// What the computer chose, and what it weighed.
#[derive(Clone, Debug, PartialEq)]
pub struct Decision {
    pub command: HebsCommand,
    /// Best first.
    pub considered: Vec<Considered>,
    /// How it decided, in a line.
    pub plan: Message,
}

impl Hebs {
    /// The command the computer at `level` gives for whoever must act now (`None` when the game
    /// is over). `seed` drives its deals of the hidden cards and its play-ons; the command is
    /// recorded like a player's, so a game replays without it.
    pub fn computer_decision(
        &self,
        level: Level,
        rules: &OpponentRules,
        seed: u64,
    ) -> Option<Decision> {
        let seat = self.to_act()?;
        let mut dice = crate::dice::Dice::unrecorded(seed);
        match level {
            Level::Random => {
                let mut chooser = crate::simulate::Chooser::new(seed);
                let command = self.random_command(&mut chooser)?;
                Some(Decision {
                    considered: Vec::new(),
                    plan: msg!("hebs-reason-plan-random"),
                    command,
                })
            }
            Level::Fair => self.fair_decision(seat, rules, &mut dice),
            Level::Hard => self.hard_decision(seat, rules, &mut dice),
        }
    }
}
