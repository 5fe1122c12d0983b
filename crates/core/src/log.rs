//! The game log: each resolution appends entries naming the rule that applied and its numbers.

use crate::dice::Draw;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;

/// The rulebooks Ysbilia implements, plus Ysbilia's own rulings where the books are silent
/// (each listed in docs/rules-gaps.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Rulebook {
    CapaYEspada1650,
    StElmosPay1565,
    StElmosPaySolo1565,
    TearsToManyMothers1066,
    MeleeEvent,
    /// A choice Ysbilia made where the rulebook is silent: see docs/rules-gaps.md.
    YsbiliaRuling,
}

impl Rulebook {
    pub const fn short_name(self) -> &'static str {
        match self {
            Rulebook::CapaYEspada1650 => "1650",
            Rulebook::StElmosPay1565 => "1565",
            Rulebook::StElmosPaySolo1565 => "1565 solo",
            Rulebook::TearsToManyMothers1066 => "1066",
            Rulebook::MeleeEvent => "Melee Event",
            Rulebook::YsbiliaRuling => "Ysbilia ruling",
        }
    }
}

/// A rule: its book and the section heading as the book prints it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rule {
    pub book: Rulebook,
    /// Borrowed for the sections the code names (nothing is allocated for a ruling that a
    /// headless game never writes out), owned when read back from a file.
    pub section: Cow<'static, str>,
}

impl Rule {
    pub fn new(book: Rulebook, section: impl Into<Cow<'static, str>>) -> Self {
        Self {
            book,
            section: section.into(),
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{} § {}", self.book.short_name(), self.section)
    }
}

/// One explained ruling: which command caused it, the rule, the text, and the draws behind it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    /// Index of the command in the record; `None` for the game's setup.
    pub command: Option<usize>,
    pub rule: Rule,
    pub text: String,
    pub draws: Vec<Draw>,
}

impl fmt::Display for LogEntry {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "[{}] {}", self.rule, self.text)?;
        for draw in &self.draws {
            match draw {
                Draw::Roll(roll) => write!(formatter, "; {roll}")?,
                Draw::Shuffle { purpose, cards } => {
                    write!(formatter, "; {purpose}: shuffled {cards} cards")?;
                }
            }
        }
        Ok(())
    }
}
