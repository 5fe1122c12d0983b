//! A game in progress: applies commands in order, keeps the log, replays and undoes.

use crate::dice::Dice;
use crate::hash::StateHash;
use crate::log::LogEntry;
use crate::msg;
use crate::record::{Game, RECORD_FORMAT, Record, Rejection, Resolution};
use crate::words::Message;
use std::fmt;
use std::sync::Arc;

#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    /// Shared with the game when it keeps its setup (`Game::start_shared`).
    setup: Arc<G::Setup>,
    seed: u64,
    game: G,
    dice: Dice,
    commands: Vec<G::Command>,
    log: Vec<LogEntry>,
    /// False for headless simulation: rulings are not written out (the dice still are).
    explaining: bool,
}

/// A record whose commands no longer apply (a hand-edited file, or rules that changed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReplayError {
    Setup(Rejection),
    Command { index: usize, rejection: Rejection },
}

impl ReplayError {
    /// What went wrong, with the refusal and its rule.
    pub fn message(&self) -> Message {
        match self {
            ReplayError::Setup(rejection) => {
                msg!("session-setup-invalid", rejection = rejection.in_full())
            }
            ReplayError::Command { index, rejection } => msg!(
                "session-command-refused",
                command = index + 1,
                rejection = rejection.in_full()
            ),
        }
    }
}

impl fmt::Display for ReplayError {
    /// In the catalogue's language.
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.message().fmt(formatter)
    }
}

impl std::error::Error for ReplayError {}

impl<G: Game> Session<G> {
    pub fn start(setup: G::Setup, seed: u64) -> Result<Self, Rejection> {
        Self::start_with(setup, seed, true)
    }

    /// A session that keeps no log text: for simulating many games fast.
    pub fn start_quiet(setup: G::Setup, seed: u64) -> Result<Self, Rejection> {
        Self::start_with(setup, seed, false)
    }

    /// For tests that need the opening rolls (the Moment of Truth, the weather) to fall a
    /// certain way: the first dice rolled give `results`, in order. Like `script_dice`, such a
    /// session no longer replays from its record.
    pub fn start_scripted(
        setup: G::Setup,
        seed: u64,
        results: Vec<u32>,
    ) -> Result<Self, Rejection> {
        let mut dice = Dice::new(seed);
        dice.script(results);
        Self::start_rolling(setup, seed, dice, true)
    }

    fn start_with(setup: G::Setup, seed: u64, explaining: bool) -> Result<Self, Rejection> {
        let dice = if explaining {
            Dice::new(seed)
        } else {
            Dice::unrecorded(seed)
        };
        Self::start_rolling(setup, seed, dice, explaining)
    }

    fn start_rolling(
        setup: G::Setup,
        seed: u64,
        mut dice: Dice,
        explaining: bool,
    ) -> Result<Self, Rejection> {
        let mut resolution = Resolution::new(&mut dice, None, explaining);
        let setup = Arc::new(setup);
        let game = G::start_shared(&setup, &mut resolution)?;
        let log = resolution.into_entries();
        Ok(Self {
            setup,
            seed,
            game,
            dice,
            commands: Vec::with_capacity(G::TYPICAL_COMMANDS),
            log,
            explaining,
        })
    }

    /// Applies one command. On rejection nothing changes: not the state, the dice or the log.
    pub fn play(&mut self, command: G::Command) -> Result<&[LogEntry], Rejection> {
        if self.game.is_over() {
            return Err(Rejection::new(msg!("session-game-over")));
        }
        // Games whose `apply` might change something (state or dice) before refusing get a copy
        // of the state and a checkpoint of the dice to go back to; the others need neither.
        let checkpoint = (!G::CHECKS_BEFORE_CHANGING).then(|| self.dice.checkpoint());
        let backup = (!G::CHECKS_BEFORE_CHANGING).then(|| self.game.clone());
        let mut resolution =
            Resolution::new(&mut self.dice, Some(self.commands.len()), self.explaining);
        let outcome = self.game.apply(&command, &mut resolution);
        let entries = resolution.into_entries();
        if let Err(rejection) = outcome {
            if let Some(checkpoint) = checkpoint {
                self.dice.restore(checkpoint);
            }
            if let Some(backup) = backup {
                self.game = backup;
            }
            return Err(rejection);
        }
        self.commands.push(command);
        let first_new = self.log.len();
        self.log.extend(entries);
        Ok(&self.log[first_new..])
    }

    pub fn replay(record: &Record<G>) -> Result<Self, ReplayError> {
        Self::replay_with(record, true)
    }

    /// `replay` without writing the log (to check a hash).
    pub fn replay_quiet(record: &Record<G>) -> Result<Self, ReplayError> {
        Self::replay_with(record, false)
    }

    fn replay_with(record: &Record<G>, explaining: bool) -> Result<Self, ReplayError> {
        let mut session = Self::start_with(record.setup.clone(), record.seed, explaining)
            .map_err(ReplayError::Setup)?;
        for (index, command) in record.commands.iter().enumerate() {
            session
                .play(command.clone())
                .map_err(|rejection| ReplayError::Command { index, rejection })?;
        }
        Ok(session)
    }

    /// Takes back the last command by replaying the game without it. Returns false when there is
    /// nothing to undo.
    pub fn undo(&mut self) -> Result<bool, ReplayError> {
        let mut record = self.record();
        if record.commands.pop().is_none() {
            return Ok(false);
        }
        *self = Self::replay_with(&record, self.explaining)?;
        Ok(true)
    }

    pub fn record(&self) -> Record<G> {
        Record {
            format: RECORD_FORMAT,
            mode: G::MODE,
            seed: self.seed,
            setup: G::Setup::clone(&self.setup),
            commands: self.commands.clone(),
        }
    }

    /// The game's own hash folded with the count of draws, so two states that would roll
    /// different dice next never share a hash.
    pub fn state_hash(&self) -> StateHash {
        self.game
            .state_hash()
            .combine(StateHash(self.dice.draw_count() as u64))
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn log(&self) -> &[LogEntry] {
        &self.log
    }

    pub fn commands(&self) -> &[G::Command] {
        &self.commands
    }

    /// The last command played and the log entries it wrote (none in a quiet session).
    pub fn last_played(&self) -> Option<(&G::Command, &[LogEntry])> {
        let index = self.commands.len().checked_sub(1)?;
        let first = self
            .log
            .iter()
            .rposition(|entry| entry.command != Some(index))
            .map_or(0, |before| before + 1);
        Some((&self.commands[index], &self.log[first..]))
    }

    /// For tests that need the dice to fall a certain way: the next dice rolled give `results`,
    /// in order (`Dice::scripted`). A session so scripted no longer replays from its record.
    pub fn script_dice(&mut self, results: Vec<u32>) {
        self.dice.script(results);
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }
}

/// `record` played again (quietly), sampled for a chart of the game over its turns or rounds:
/// `sample(game, number)` whenever `key` (the turn or round under way; `None` while setting up)
/// changes, as the game stands at the start or after the command that changed it, and once
/// more at the end if the game is over, numbered one past the last.
pub fn replay_sampled<G: Game, T>(
    record: &Record<G>,
    key: impl Fn(&G) -> Option<u32>,
    sample: impl Fn(&G, u32) -> T,
) -> Result<Vec<T>, Rejection> {
    let mut session = Session::<G>::start_quiet(record.setup.clone(), record.seed)?;
    let mut samples = Vec::new();
    let mut last = key(session.game());
    if let Some(number) = last {
        samples.push(sample(session.game(), number));
    }
    for command in &record.commands {
        session.play(command.clone())?;
        let now = key(session.game());
        if now != last
            && let Some(number) = now
        {
            samples.push(sample(session.game(), number));
            last = now;
        }
    }
    if session.is_over() {
        let past = last.map_or(1, |number| number.saturating_add(1));
        samples.push(sample(session.game(), past));
    }
    Ok(samples)
}
