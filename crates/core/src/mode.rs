//! The modes Ysbilia offers, with the names the CLI and the saves use for them.

use crate::words::Message;
use serde::{Deserialize, Serialize};
use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Mode {
    /// A 1650: A Capa y Espada Conflict on the 3D table.
    Conflict1650,
    /// 1650's solo commissions, "Alone in the Face of Danger".
    AloneInTheFaceOfDanger,
    /// Lays out scenery for 1650 tables (saves layouts, not game records).
    SceneryDesigner,
    StElmosPay1565,
    TearsToManyMothers1066,
    MeleeEvent,
}

impl Mode {
    pub const ALL: [Mode; 6] = [
        Mode::Conflict1650,
        Mode::AloneInTheFaceOfDanger,
        Mode::SceneryDesigner,
        Mode::StElmosPay1565,
        Mode::TearsToManyMothers1066,
        Mode::MeleeEvent,
    ];

    /// The name typed on the command line (`ysbilia simulate --mode NAME`).
    pub const fn cli_name(self) -> &'static str {
        match self {
            // The conflict mode plays the Brawl commission (more commissions will share it).
            Mode::Conflict1650 => "brawl",
            Mode::AloneInTheFaceOfDanger => "solo",
            Mode::SceneryDesigner => "designer",
            Mode::StElmosPay1565 => "st-elmo",
            Mode::TearsToManyMothers1066 => "tears",
            Mode::MeleeEvent => "melee",
        }
    }

    /// The mode's name on the menu and in the saves list.
    pub fn title(self) -> Message {
        Message::new(match self {
            Mode::Conflict1650 => "mode-brawl",
            Mode::AloneInTheFaceOfDanger => "mode-solo",
            Mode::SceneryDesigner => "mode-designer",
            Mode::StElmosPay1565 => "mode-st-elmo",
            Mode::TearsToManyMothers1066 => "mode-tears",
            Mode::MeleeEvent => "mode-melee",
        })
    }

    /// One or two sentences a new player reads before choosing.
    pub fn summary(self) -> Message {
        Message::new(match self {
            Mode::Conflict1650 => "mode-brawl-summary",
            Mode::AloneInTheFaceOfDanger => "mode-solo-summary",
            Mode::SceneryDesigner => "mode-designer-summary",
            Mode::StElmosPay1565 => "mode-st-elmo-summary",
            Mode::TearsToManyMothers1066 => "mode-tears-summary",
            Mode::MeleeEvent => "mode-melee-summary",
        })
    }

    /// Who plays it, and how.
    pub fn players(self) -> Message {
        Message::new(match self {
            Mode::Conflict1650 => "mode-brawl-players",
            Mode::AloneInTheFaceOfDanger => "mode-solo-players",
            Mode::SceneryDesigner => "mode-designer-players",
            Mode::StElmosPay1565 => "mode-st-elmo-players",
            Mode::TearsToManyMothers1066 => "mode-tears-players",
            Mode::MeleeEvent => "mode-melee-players",
        })
    }

    pub fn from_cli_name(name: &str) -> Option<Mode> {
        if name == "conflict" {
            return Some(Mode::Conflict1650);
        }
        Mode::ALL.into_iter().find(|mode| mode.cli_name() == name)
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{}", self.title())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mode_round_trips_through_its_cli_name() {
        for mode in Mode::ALL {
            assert_eq!(Mode::from_cli_name(mode.cli_name()), Some(mode));
        }
        assert_eq!(Mode::from_cli_name("nonexistent"), None);
    }
}
