//! The game log: each resolution appends entries naming the rule that applied and its numbers.

use crate::dice::Draw;
use crate::msg;
use crate::words::{Message, render};
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
    /// The book's short name, as a message of the catalogue.
    pub fn short_name(self) -> Message {
        Message::new(match self {
            Rulebook::CapaYEspada1650 => "book-1650",
            Rulebook::StElmosPay1565 => "book-1565",
            Rulebook::StElmosPaySolo1565 => "book-1565-solo",
            Rulebook::TearsToManyMothers1066 => "book-1066",
            Rulebook::MeleeEvent => "book-melee",
            Rulebook::YsbiliaRuling => "book-ysbilia",
        })
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
        write!(
            formatter,
            "{} § {}",
            render(&self.book.short_name()),
            self.section
        )
    }
}

/// One explained ruling: which command caused it, the rule, what it says (a message of the
/// catalogue), and the draws behind it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    /// Index of the command in the record; `None` for the game's setup.
    pub command: Option<usize>,
    pub rule: Rule,
    pub message: Message,
    pub draws: Vec<Draw>,
}

impl LogEntry {
    /// What the entry says, in the catalogue's language.
    pub fn text(&self) -> String {
        render(&self.message)
    }

    /// Every message the entry holds (its own, its rolls' purposes and modifiers' reasons, and
    /// the messages nested in them), added to `into`.
    pub fn collect_into(&self, into: &mut Vec<Message>) {
        self.message.collect_into(into);
        for draw in &self.draws {
            match draw {
                Draw::Roll(roll) => {
                    roll.purpose.collect_into(into);
                    for modifier in &roll.modifiers {
                        modifier.reason.collect_into(into);
                    }
                }
                Draw::Shuffle { purpose, .. } => purpose.collect_into(into),
            }
        }
    }
}

impl fmt::Display for LogEntry {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "[{}] {}", self.rule, self.text())?;
        for draw in &self.draws {
            match draw {
                Draw::Roll(roll) => write!(formatter, "; {roll}")?,
                Draw::Shuffle { purpose, cards } => {
                    let shuffle = msg!("dice-shuffle", purpose = purpose.clone(), cards = *cards);
                    write!(formatter, "; {}", render(&shuffle))?;
                }
            }
        }
        Ok(())
    }
}
