//! One HEBS game of either box behind one type: the card scene plays *1565* (Frontiers) and
//! *1066* (Wedges) alike, and their records differ only by mode.

use crate::saves::{load_session, save_session};
use crate::tr;
use std::path::Path;
use ysbilia_core::hebs::command::HebsCommand;
use ysbilia_core::hebs::history::{RoundTotals, round_history};
use ysbilia_core::hebs::opponent::Level;
use ysbilia_core::hebs::setup::HebsSetup;
use ysbilia_core::hebs::{Hebs, StElmo, Tears};
use ysbilia_core::log::LogEntry;
use ysbilia_core::mode::Mode;
use ysbilia_core::record::Rejection;
use ysbilia_core::session::{ReplayError, Session};

#[derive(Clone, Debug)]
pub(crate) enum HebsSession {
    StElmo(Session<StElmo>),
    Tears(Session<Tears>),
}

/// Runs `$body` with `$session` bound to whichever session this is.
macro_rules! each {
    ($value:expr, $session:ident => $body:expr) => {
        match $value {
            HebsSession::StElmo($session) => $body,
            HebsSession::Tears($session) => $body,
        }
    };
}

impl HebsSession {
    pub(crate) fn start(mode: Mode, setup: HebsSetup, seed: u64) -> Result<Self, Rejection> {
        match mode {
            Mode::TearsToManyMothers1066 => Session::start(setup, seed).map(Self::Tears),
            _ => Session::start(setup, seed).map(Self::StElmo),
        }
    }

    pub(crate) fn load(mode: Mode, path: &Path) -> Result<Self, String> {
        let loaded = match mode {
            Mode::TearsToManyMothers1066 => load_session(path).map(Self::Tears),
            _ => load_session(path).map(Self::StElmo),
        };
        loaded.map_err(|error| error.to_string())
    }

    pub(crate) fn save(&self, path: &Path) -> Result<(), String> {
        each!(self, session => save_session(path, session))
    }

    pub(crate) fn game(&self) -> &Hebs {
        each!(self, session => &session.game().0)
    }

    pub(crate) fn play(&mut self, command: HebsCommand) -> Result<(), Rejection> {
        each!(self, session => session.play(command).map(|_| ()))
    }

    pub(crate) fn undo(&mut self) -> Result<bool, ReplayError> {
        each!(self, session => session.undo())
    }

    pub(crate) fn log(&self) -> &[LogEntry] {
        each!(self, session => session.log())
    }

    pub(crate) fn commands(&self) -> &[HebsCommand] {
        each!(self, session => session.commands())
    }

    /// The seats' names from the setup ("Player 1" where none was given).
    pub(crate) fn names(&self) -> [String; 2] {
        let names = each!(self, session => session.record().setup.names);
        [0, 1].map(|seat| {
            let name = names[seat].trim();
            if name.is_empty() {
                tr!("cards-player-name", seat = seat.saturating_add(1))
            } else {
                name.to_owned()
            }
        })
    }

    /// The computer opponent's level, when the setup seats one.
    pub(crate) fn opponent(&self) -> Option<Level> {
        each!(self, session => session.record().setup.opponent)
    }

    pub(crate) fn mode(&self) -> Mode {
        match self {
            Self::StElmo(_) => Mode::StElmosPay1565,
            Self::Tears(_) => Mode::TearsToManyMothers1066,
        }
    }

    /// The whole game round by round, replayed from its record (the charts).
    pub(crate) fn round_history(&self) -> Result<Vec<RoundTotals>, Rejection> {
        each!(self, session => round_history(&session.record()))
    }

    /// The game as it stood after its first `count` commands (the replay viewer).
    pub(crate) fn replayed_to(&self, count: usize) -> Result<Self, ReplayError> {
        each!(self, session => {
            let mut record = session.record();
            record.commands.truncate(count);
            Session::replay(&record).map(Into::into)
        })
    }
}

impl From<Session<StElmo>> for HebsSession {
    fn from(session: Session<StElmo>) -> Self {
        Self::StElmo(session)
    }
}

impl From<Session<Tears>> for HebsSession {
    fn from(session: Session<Tears>) -> Self {
        Self::Tears(session)
    }
}
