//! A command put together one choice at a time, as a player does at the table: a way to use a
//! card, then its aim, its When Played ability and its payment. The card scene shows each
//! `Step` and never decides what is legal; `why_not` says why a card cannot be used now.

use super::card::{CardKind, Timing};
use super::command::{HebsCommand, Payment, Pick, Use};
use super::options::Option_;
use super::state::{CardId, Seat, Zone};
use super::{Hebs, Phase, describe};
use crate::dice::Dice;
use crate::msg;
use crate::record::Resolution;
use crate::words::Message;

/// The choices made so far. `when_played: Some(None)` means the player chose not to use one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Intent {
    pub option: Option_,
    pub pick: Option<Pick>,
    pub when_played: Option<Option<Use>>,
    pub payment: Option<Payment>,
}

impl Intent {
    pub fn new(option: Option_) -> Self {
        Self {
            option,
            pick: None,
            when_played: None,
            payment: None,
        }
    }
}

/// A When Played ability the player may use, with its legal aims.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WhenPlayedChoice {
    pub ability: u8,
    pub text: String,
    pub picks: Vec<Pick>,
}

/// What the intent still needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Choose one of these aims for the ability.
    Aim(Vec<Pick>),
    /// Choose one of these When Played abilities (with its aim), or none.
    WhenPlayed(Vec<WhenPlayedChoice>),
    /// Raise `cost`; `proposal` raises exactly that much, when it can be raised at all.
    Pay {
        cost: u8,
        proposal: Option<Payment>,
    },
    Ready(HebsCommand),
}

impl Hebs {
    /// The next choice `intent` needs from `seat`, or the finished command.
    pub fn next_step(&self, seat: Seat, intent: &Intent) -> Step {
        let option = intent.option;
        let card = match option {
            Option_::Play { card, .. } | Option_::Use { card, .. } => card,
            Option_::Sacrifice(_) | Option_::Pass | Option_::Decline => {
                return Step::Ready(self.command_for(
                    option,
                    Pick::default(),
                    None,
                    Payment::default(),
                ));
            }
        };
        let pick = match (option, intent.pick) {
            (Option_::Use { ability, .. }, None) => {
                let picks = self.ability_picks(seat, card, ability, None);
                match picks.as_slice() {
                    [only] if *only == Pick::default() => *only,
                    _ => return Step::Aim(picks),
                }
            }
            (_, pick) => pick.unwrap_or_default(),
        };
        let when_played = match (option, intent.when_played) {
            (Option_::Play { column, host, .. }, None) => {
                let choices = self.when_played_choices(seat, card, column, host);
                if !choices.is_empty() {
                    return Step::WhenPlayed(choices);
                }
                None
            }
            (_, chosen) => chosen.flatten(),
        };
        let payment = match &intent.payment {
            Some(payment) => payment.clone(),
            None => {
                let paid_by_tiring =
                    matches!(option, Option_::Use { .. }) && self.table.in_play(card);
                let cost = if paid_by_tiring {
                    0
                } else {
                    self.cost(seat, card)
                };
                if cost > 0 {
                    let hand = &self.table.players[seat].hand;
                    return Step::Pay {
                        cost,
                        proposal: self.payment_for(seat, card, hand),
                    };
                }
                Payment::default()
            }
        };
        Step::Ready(self.command_for(option, pick, when_played, payment))
    }

    fn when_played_choices(
        &self,
        seat: Seat,
        card: CardId,
        column: Option<u8>,
        host: Option<CardId>,
    ) -> Vec<WhenPlayedChoice> {
        let column = column.or_else(|| {
            host.and_then(|host| self.table.column_of(host))
                .map(|column| column as u8)
        });
        let design = self.table.design(card);
        design
            .abilities
            .iter()
            .enumerate()
            .filter(|(_, ability)| ability.timing == Timing::WhenPlayed)
            .filter_map(|(index, ability)| {
                let picks = self.ability_picks(seat, card, index as u8, column);
                (!picks.is_empty()).then(|| WhenPlayedChoice {
                    ability: index as u8,
                    text: describe::ability(ability),
                    picks,
                })
            })
            .collect()
    }

    /// The command for a chosen option: an ability is a Response while the stack waits, an
    /// Action otherwise.
    pub fn command_for(
        &self,
        option: Option_,
        pick: Pick,
        when_played: Option<Use>,
        payment: Payment,
    ) -> HebsCommand {
        match option {
            Option_::Pass => HebsCommand::Pass,
            Option_::Decline => HebsCommand::Decline,
            Option_::Sacrifice(card) => HebsCommand::Sacrifice { card },
            Option_::Play { card, column, host } => HebsCommand::Play {
                card,
                column,
                host,
                payment,
                when_played,
            },
            Option_::Use { card, ability } => {
                let ability = Use { ability, pick };
                if self.window.is_some() {
                    HebsCommand::Respond {
                        card,
                        ability,
                        payment,
                    }
                } else {
                    HebsCommand::Action {
                        card,
                        ability,
                        payment,
                    }
                }
            }
        }
    }

    /// The cards `seat` could put towards paying for `source` ("Generating Resources"): Ready
    /// cards it controls with Resources to Tire, and the other cards in its hand to discard.
    pub fn payment_sources(&self, seat: Seat, source: CardId) -> Vec<CardId> {
        let mut sources: Vec<CardId> = self
            .table
            .controlled(seat)
            .filter(|&card| self.table.card(card).ready && self.table.traits_of(card).resources > 0)
            .collect();
        sources.extend(&self.table.players[seat].hand);
        sources.retain(|&card| card != source);
        sources
    }

    /// The Resources a payment raises for `seat`: each Tired card's Resources, 1 per discard.
    pub fn payment_value(&self, payment: &Payment) -> u32 {
        let tired: u32 = payment
            .tire
            .iter()
            .filter(|&&card| self.table.exists(card))
            .map(|&card| u32::from(self.table.traits_of(card).resources))
            .sum();
        tired + payment.discard.len() as u32
    }

    /// Why `seat` cannot do anything with `card` now, in the words of the rule that stops it.
    pub fn why_not(&self, seat: Seat, card: CardId) -> Message {
        if !self.table.exists(card) || self.table.owner(card) != seat {
            return msg!("hebs-why-not-yours");
        }
        if self.to_act() != Some(seat) {
            return msg!("hebs-why-not-your-turn");
        }
        if let Some(choice) = &self.foe_choice {
            return describe::foe_choice_message(self, choice);
        }
        let design = self.table.design(card);
        let in_play = self.table.in_play(card);
        if !in_play && self.window.is_none() && !matches!(self.phase, Phase::Deployment(_)) {
            return msg!(
                "hebs-why-now-is-the-time",
                phase = describe::phase_message(self.phase)
            );
        }
        if !in_play && !self.playable_from_zone(seat, card) {
            return match self.table.card(card).zone {
                Zone::Discard => msg!("hebs-why-relentless-only"),
                _ => msg!("hebs-why-not-from-here"),
            };
        }
        let purse = self.purse(seat);
        let cost = purse.cost(self, card);
        if !in_play && !purse.affords(self, card) {
            let own = u32::from(self.table.card(card).zone == Zone::Hand);
            return msg!(
                "hebs-why-cannot-afford",
                card = &design.name,
                cost = cost,
                raised = purse.resources(self).saturating_sub(own),
                each = super::DISCARD_RESOURCES
            );
        }
        let ability = design
            .abilities
            .iter()
            .position(|ability| match self.window {
                Some(_) => matches!(ability.timing, Timing::Response(_)),
                None => ability.timing == Timing::Action,
            });
        let trial = if in_play || design.kind == CardKind::Event || self.window.is_some() {
            let Some(ability) = ability else {
                return match self.window {
                    Some(_) => msg!("hebs-why-no-response", card = &design.name),
                    None => msg!("hebs-why-no-action", card = &design.name),
                };
            };
            let picks = self.ability_picks(seat, card, ability as u8, None);
            let option = Option_::Use {
                card,
                ability: ability as u8,
            };
            let payment = if in_play {
                Payment::default()
            } else {
                self.payment_for(seat, card, &self.table.players[seat].hand)
                    .unwrap_or_default()
            };
            self.command_for(
                option,
                picks.first().copied().unwrap_or_default(),
                None,
                payment,
            )
        } else {
            let column = self.play_columns(seat, card).first().copied();
            let host = self.hosts(seat, card).first().copied();
            let payment = self
                .payment_for(seat, card, &self.table.players[seat].hand)
                .unwrap_or_default();
            HebsCommand::Play {
                card,
                column: design.is_army().then(|| column.unwrap_or(0)),
                host,
                payment,
                when_played: None,
            }
        };
        let mut game = self.clone();
        let mut dice = Dice::new(0);
        let mut resolution = Resolution::new(&mut dice, None, false);
        match game.apply_command(&trial, &mut resolution) {
            // The refusal as the log would cite it: its reason, then its rule.
            Err(rejection) => match rejection.rule {
                Some(rule) => msg!(
                    "hebs-why-refused",
                    reason = rejection.message,
                    book = rule.book.short_name(),
                    section = rule.section.into_owned()
                ),
                None => rejection.message,
            },
            Ok(()) => msg!("hebs-why-usable"),
        }
    }
}
