//! The record contract every mode follows: a game is its setup, its seed and its commands.

use crate::dice::Dice;
use crate::hash::StateHash;
use crate::log::{LogEntry, Rule};
use crate::mode::Mode;
use crate::msg;
use crate::words::{Message, render};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A seat no player holds: every mode's `seat_view(SPECTATOR)` is what anybody at the table may
/// see (no hand, no card face down), as a shared screen shows it.
pub const SPECTATOR: usize = usize::MAX;

/// The version of the record format this build writes; it reads this one and every older one.
pub const RECORD_FORMAT: u32 = 1;

/// Why a command was refused, as a message of the catalogue. The state is left untouched.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rejection {
    pub rule: Option<Rule>,
    pub message: Message,
}

impl Rejection {
    pub fn new(message: impl Into<Message>) -> Self {
        Self {
            rule: None,
            message: message.into(),
        }
    }

    pub fn by_rule(rule: Rule, message: impl Into<Message>) -> Self {
        Self {
            rule: Some(rule),
            message: message.into(),
        }
    }

    /// The reason in the catalogue's language, without the rule.
    pub fn reason(&self) -> String {
        render(&self.message)
    }

    /// The reason and, where one applies, the rule: "... (1650 § Terrain)".
    pub fn in_full(&self) -> Message {
        match &self.rule {
            Some(rule) => msg!(
                "session-refusal-by-rule",
                reason = self.message.clone(),
                rule = rule.to_string()
            ),
            None => self.message.clone(),
        }
    }
}

impl fmt::Display for Rejection {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(&render(&self.in_full()))
    }
}

impl std::error::Error for Rejection {}

/// What a game rule needs while it resolves: the game's dice, and the log it explains itself in.
/// Draws made since the last explanation are attached to the next entry.
pub struct Resolution<'a> {
    dice: &'a mut Dice,
    /// False in headless simulation, where nobody reads the log: explanations are not written.
    explaining: bool,
    command: Option<usize>,
    first_unexplained_draw: usize,
    entries: Vec<LogEntry>,
}

impl<'a> Resolution<'a> {
    pub(crate) fn new(dice: &'a mut Dice, command: Option<usize>, explaining: bool) -> Self {
        let first_unexplained_draw = dice.draws().len();
        Self {
            dice,
            explaining,
            command,
            first_unexplained_draw,
            entries: Vec::new(),
        }
    }

    pub fn dice(&mut self) -> &mut Dice {
        self.dice
    }

    /// Appends a log entry for `rule`, carrying every draw made since the previous entry.
    pub fn explain(&mut self, rule: Rule, message: impl Into<Message>) {
        if self.explaining {
            self.push_entry(rule, message.into());
        }
    }

    /// `explain`, with the message made only when someone will read it.
    pub fn explain_with<M: Into<Message>>(&mut self, rule: Rule, message: impl FnOnce() -> M) {
        if self.explaining {
            self.push_entry(rule, message().into());
        }
    }

    fn push_entry(&mut self, rule: Rule, message: Message) {
        let draws = self.dice.draws()[self.first_unexplained_draw..].to_vec();
        self.first_unexplained_draw = self.dice.draws().len();
        self.entries.push(LogEntry {
            command: self.command,
            rule,
            message,
            draws,
        });
    }

    pub(crate) fn into_entries(self) -> Vec<LogEntry> {
        self.entries
    }
}

/// A game mode's rules engine. `apply` is the one function that changes its state: it checks the
/// command first and returns a `Rejection` rather than panicking. (If it rejects after changing
/// something, `Session` still restores the state from before the command.)
pub trait Game: Clone + Sized {
    const MODE: Mode;
    /// True when `apply` makes every check before it changes anything (its state or its dice),
    /// so `Session` need not keep a copy to restore after a rejection (a property test checks
    /// it through the state hash, which counts the draws).
    const CHECKS_BEFORE_CHANGING: bool = false;
    /// Room for a typical game's commands from the start (a Melee Event runs to about 40).
    const TYPICAL_COMMANDS: usize = 64;
    type Setup: Clone + fmt::Debug + Serialize + DeserializeOwned;
    type Command: Clone + fmt::Debug + Serialize + DeserializeOwned;

    /// Builds the starting state (decks may be shuffled with the game's dice).
    fn start(setup: &Self::Setup, resolution: &mut Resolution) -> Result<Self, Rejection>;

    /// `start` from a setup the session shares: a game that keeps its setup (a Conflict does)
    /// takes a share rather than a copy.
    fn start_shared(
        setup: &std::sync::Arc<Self::Setup>,
        resolution: &mut Resolution,
    ) -> Result<Self, Rejection> {
        Self::start(setup, resolution)
    }

    /// Every problem with a setup read from a file, in words naming the field and the rule: a
    /// saved game carries its whole setup (cards, decks, layout), so every number in it is
    /// player input, checked like the data files before anything is built from it (attributes
    /// in range, sizes and counts bounded, finite distances, ids that exist). Empty when the
    /// setup may be played.
    fn setup_problems(setup: &Self::Setup) -> Vec<String> {
        let _ = setup;
        Vec::new()
    }

    fn apply(
        &mut self,
        command: &Self::Command,
        resolution: &mut Resolution,
    ) -> Result<(), Rejection>;

    fn is_over(&self) -> bool;

    /// Whether `command` would be accepted now, and the reason if not: tried on a copy with a
    /// scratch set of dice (what a screen asks before it offers a button).
    fn would_accept(&self, command: &Self::Command) -> Result<(), Rejection> {
        let mut copy = self.clone();
        let mut dice = crate::dice::Dice::unrecorded(0);
        let mut resolution = Resolution::new(&mut dice, None, false);
        copy.apply(command, &mut resolution)
    }

    /// A hash of everything that decides what happens next (see `StateHash::of`).
    fn state_hash(&self) -> StateHash;

    /// Where the game stands, in a line for a list of saves: who plays and how far it got.
    fn describe(&self) -> Message {
        msg!("session-no-description")
    }
}

/// A saved game: mode, setup, seed and the commands in the order they were applied.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Record<G: Game> {
    pub format: u32,
    pub mode: Mode,
    pub seed: u64,
    pub setup: G::Setup,
    pub commands: Vec<G::Command>,
}

/// The start of any record, read first to learn which mode's types to parse the rest with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct RecordHeader {
    pub format: u32,
    pub mode: Mode,
}
