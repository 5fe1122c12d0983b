//! A command in a player's words, for the computer's list of what it weighed.

use super::super::Hebs;
use super::super::command::{HebsCommand, Payment, Use};
use super::super::describe;
use super::super::state::CardId;
use crate::msg;
use crate::words::{Arg, Message};

impl Hebs {
    /// "Play Janissaries into St. Elmo, using its When Played ability, Tiring Galleys".
    pub fn command_words(&self, command: &HebsCommand) -> Message {
        self.command_words_hiding(command, None)
    }

    /// `command_words`, with the cards in `secret`'s hand not named ("a card from its hand"):
    /// what the computer weighed and did not do must not show the player its hand.
    pub fn command_words_hiding(&self, command: &HebsCommand, secret: Option<usize>) -> Message {
        let name = |card: CardId| -> Arg {
            if !self.table.exists(card) {
                msg!("hebs-reason-unknown-card").into()
            } else if secret.is_some_and(|seat| self.table.players[seat].hand.contains(&card)) {
                msg!("hebs-reason-hidden-card").into()
            } else {
                Arg::from(&self.table.design(card).name)
            }
        };
        match command {
            HebsCommand::PlaceLeader { column } => msg!(
                "hebs-reason-place-leader",
                column = self.column_name(usize::from(*column))
            ),
            HebsCommand::Mulligan { redraw: true } => msg!("hebs-reason-redraw"),
            HebsCommand::Mulligan { redraw: false } => msg!("hebs-reason-keep-hand"),
            HebsCommand::Discard { cards } => msg!(
                "hebs-reason-discard",
                cards = describe::comma_list(cards.iter().map(|&card| name(card)))
            ),
            HebsCommand::Play {
                card,
                column,
                host,
                payment,
                when_played,
            } => {
                let place: Arg = match (column, host) {
                    (Some(column), _) => msg!(
                        "hebs-reason-into",
                        column = self.column_name(usize::from(*column))
                    )
                    .into(),
                    (None, Some(host)) => msg!("hebs-reason-onto", host = name(*host)).into(),
                    (None, None) => nothing(),
                };
                msg!(
                    "hebs-reason-play",
                    card = name(*card),
                    place = place,
                    using = self.use_words(when_played.as_ref(), true),
                    payment = self.payment_words(payment)
                )
            }
            HebsCommand::Action {
                card,
                ability,
                payment,
            } => msg!(
                "hebs-reason-use",
                card = name(*card),
                using = self.use_words(Some(ability), false),
                payment = self.payment_words(payment)
            ),
            HebsCommand::Respond {
                card,
                ability,
                payment,
            } => msg!(
                "hebs-reason-respond",
                card = name(*card),
                using = self.use_words(Some(ability), false),
                payment = self.payment_words(payment)
            ),
            HebsCommand::Sacrifice { card } => msg!("hebs-reason-sacrifice", card = name(*card)),
            HebsCommand::Pass => msg!("hebs-reason-pass"),
            HebsCommand::Decline => msg!("hebs-reason-decline"),
            HebsCommand::ChooseForFoe { .. } => msg!("hebs-reason-choose-for-foe"),
        }
    }

    /// ", using its When Played ability, aimed at ...": the ability a command uses, if it says.
    fn use_words(&self, used: Option<&Use>, when_played: bool) -> Arg {
        match used {
            Some(used) if used.pick.card.is_some() || used.pick.column.is_some() => {
                let aim = describe::pick_message(self, used.pick);
                if when_played {
                    msg!("hebs-reason-when-played-aimed", aim = aim).into()
                } else {
                    msg!("hebs-reason-aimed", aim = aim).into()
                }
            }
            Some(_) if when_played => msg!("hebs-reason-when-played").into(),
            Some(_) | None => nothing(),
        }
    }

    /// ", Tiring Galleys and discarding 2 from hand": what a command pays with.
    fn payment_words(&self, payment: &Payment) -> Arg {
        let tired = || {
            describe::comma_list(
                payment
                    .tire
                    .iter()
                    .filter(|&&card| self.table.exists(card))
                    .map(|&card| Arg::from(&self.table.design(card).name)),
            )
        };
        let discarded = payment.discard.len();
        match (payment.tire.is_empty(), discarded) {
            (true, 0) => nothing(),
            (false, 0) => msg!("hebs-reason-tiring", cards = tired()).into(),
            (true, _) => msg!("hebs-reason-discarding", count = discarded).into(),
            (false, _) => msg!(
                "hebs-reason-tiring-discarding",
                cards = tired(),
                count = discarded
            )
            .into(),
        }
    }
}

/// A part of a command's words it does not have (no place, no payment): no text.
fn nothing() -> Arg {
    Arg::Text(String::new())
}
