//! A command in a player's words, for the computer's list of what it weighed.

use super::super::Hebs;
use super::super::command::{HebsCommand, Payment, Use};
use super::super::describe;
use super::super::state::CardId;

impl Hebs {
    /// "Play Janissaries into St. Elmo, using its When Played ability, Tiring Galleys".
    pub fn command_words(&self, command: &HebsCommand) -> String {
        self.command_words_hiding(command, None)
    }

    /// `command_words`, with the cards in `secret`'s hand not named ("a card from its hand"):
    /// what the computer weighed and did not do must not show the player its hand.
    pub fn command_words_hiding(&self, command: &HebsCommand, secret: Option<usize>) -> String {
        let name = |card: CardId| {
            if !self.table.exists(card) {
                "an unknown card".to_owned()
            } else if secret.is_some_and(|seat| self.table.players[seat].hand.contains(&card)) {
                "a card from its hand".to_owned()
            } else {
                self.table.design(card).name.clone()
            }
        };
        match command {
            HebsCommand::PlaceLeader { column } => {
                format!(
                    "Place the Leader at {}",
                    self.column_name(usize::from(*column))
                )
            }
            HebsCommand::Mulligan { redraw: true } => "Draw a new opening hand".to_owned(),
            HebsCommand::Mulligan { redraw: false } => "Keep the opening hand".to_owned(),
            HebsCommand::Discard { cards } => {
                let names: Vec<String> = cards.iter().map(|&card| name(card)).collect();
                format!("Discard {}", names.join(", "))
            }
            HebsCommand::Play {
                card,
                column,
                host,
                payment,
                when_played,
            } => {
                let place = match (column, host) {
                    (Some(column), _) => {
                        format!(" into {}", self.column_name(usize::from(*column)))
                    }
                    (None, Some(host)) => format!(" onto {}", name(*host)),
                    (None, None) => String::new(),
                };
                format!(
                    "Play {}{place}{}{}",
                    name(*card),
                    self.use_words(when_played.as_ref(), true),
                    self.payment_words(payment)
                )
            }
            HebsCommand::Action {
                card,
                ability,
                payment,
            }
            | HebsCommand::Respond {
                card,
                ability,
                payment,
            } => {
                let verb = if matches!(command, HebsCommand::Respond { .. }) {
                    "Respond with"
                } else {
                    "Use"
                };
                format!(
                    "{verb} {}{}{}",
                    name(*card),
                    self.use_words(Some(ability), false),
                    self.payment_words(payment)
                )
            }
            HebsCommand::Sacrifice { card } => format!("Sacrifice {}", name(*card)),
            HebsCommand::Pass => "Pass".to_owned(),
            HebsCommand::Decline => "Let it resolve".to_owned(),
            HebsCommand::ChooseForFoe { .. } => "Choose for the Foe".to_owned(),
        }
    }

    fn use_words(&self, used: Option<&Use>, when_played: bool) -> String {
        let using = if when_played {
            ", using its When Played ability"
        } else {
            ""
        };
        match used {
            Some(used) if used.pick.card.is_some() || used.pick.column.is_some() => {
                format!("{using}, aimed at {}", describe::pick(self, used.pick))
            }
            Some(_) => using.to_owned(),
            None => String::new(),
        }
    }

    fn payment_words(&self, payment: &Payment) -> String {
        let mut parts = Vec::new();
        if !payment.tire.is_empty() {
            let names: Vec<&str> = payment
                .tire
                .iter()
                .filter(|&&card| self.table.exists(card))
                .map(|&card| self.table.design(card).name.as_str())
                .collect();
            parts.push(format!("Tiring {}", names.join(", ")));
        }
        if !payment.discard.is_empty() {
            parts.push(format!("discarding {} from hand", payment.discard.len()));
        }
        if parts.is_empty() {
            String::new()
        } else {
            format!(", {}", parts.join(" and "))
        }
    }
}
