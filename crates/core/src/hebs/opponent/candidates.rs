//! The commands the computer weighs: every option `Hebs::options` lists, each with its aims and
//! two ways of paying (Tiring cards first, or discarding from hand first: Tired cards add
//! nothing to this round's battles, discarded ones are gone).

use super::super::card::Keyword;
use super::super::command::{HebsCommand, Payment, Pick, Use};
use super::super::options::Option_;
use super::super::state::{CardId, Seat, Zone};
use super::super::{Hebs, Phase};

/// How many aims of one ability are weighed (the rest are seldom better than the best of these).
const AIMS_MOST: usize = 12;

/// How thoroughly to list: all aims and both payments, or the first of each (rollouts).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Breadth {
    Full,
    Quick,
}

impl Hebs {
    /// The commands `seat` may give now, as the computer weighs them; empty when it is not to
    /// act. Each is legal as far as the options go (the caller applies it to a copy and drops
    /// one that is refused).
    pub(super) fn candidate_commands(&self, seat: Seat, breadth: Breadth) -> Vec<HebsCommand> {
        if self.to_act() != Some(seat) || self.foe_choice.is_some() {
            return Vec::new();
        }
        if self.window.is_none() {
            match self.phase {
                Phase::PlaceLeader(_) => {
                    return (0..3)
                        .map(|column| HebsCommand::PlaceLeader { column })
                        .collect();
                }
                Phase::Mulligan(_) => {
                    return vec![
                        HebsCommand::Mulligan { redraw: false },
                        HebsCommand::Mulligan { redraw: true },
                    ];
                }
                Phase::DiscardDown(_) | Phase::DraftDiscard(_) => {
                    let mut hand = self.table.players[seat].hand.clone();
                    hand.sort_by_key(|&card| (self.keep_value(card), card));
                    hand.truncate(self.discards_due(seat));
                    return vec![HebsCommand::Discard { cards: hand }];
                }
                Phase::Over => return Vec::new(),
                Phase::Deployment(_) => {}
            }
        }
        let mut commands = Vec::new();
        for option in self.options(seat) {
            self.commands_of(seat, option, breadth, &mut commands);
        }
        commands
    }

    fn commands_of(
        &self,
        seat: Seat,
        option: Option_,
        breadth: Breadth,
        commands: &mut Vec<HebsCommand>,
    ) {
        match option {
            // Sacrificing only makes room in a full column, and never a Relentless card: played
            // again from the discard pile, it would go round for ever.
            Option_::Sacrifice(card)
                if self
                    .table
                    .column_of(card)
                    .is_none_or(|column| self.table.free_row(seat, column).is_some())
                    || self
                        .table
                        .design(card)
                        .keywords
                        .contains(&Keyword::Relentless) => {}
            Option_::Pass | Option_::Decline | Option_::Sacrifice(_) => {
                commands.push(self.command_for(option, Pick::default(), None, Payment::default()));
            }
            Option_::Play { card, column, host } => {
                let (column_hint, when_played) = self.when_played_of(card, column, host);
                let mut uses: Vec<Option<Use>> = vec![None];
                if let Some(ability) = when_played {
                    let aims = self.aims(seat, card, ability, column_hint, breadth);
                    // A When Played ability is optional, but nearly always worth using.
                    uses = aims
                        .into_iter()
                        .map(|pick| Some(Use { ability, pick }))
                        .chain(std::iter::once(None))
                        .collect();
                    if breadth == Breadth::Quick {
                        uses.truncate(1);
                    }
                }
                for payment in self.payments(seat, card, breadth) {
                    for when_played in &uses {
                        commands.push(self.command_for(
                            option,
                            Pick::default(),
                            *when_played,
                            payment.clone(),
                        ));
                    }
                }
            }
            Option_::Use { card, ability } => {
                let payments = if self.table.in_play(card) {
                    vec![Payment::default()]
                } else {
                    self.payments(seat, card, breadth)
                };
                for pick in self.aims(seat, card, ability, None, breadth) {
                    for payment in &payments {
                        commands.push(self.command_for(option, pick, None, payment.clone()));
                    }
                }
            }
        }
    }

    fn aims(
        &self,
        seat: Seat,
        card: CardId,
        ability: u8,
        column: Option<u8>,
        breadth: Breadth,
    ) -> Vec<Pick> {
        let most = match breadth {
            Breadth::Full => AIMS_MOST,
            Breadth::Quick => 1,
        };
        let mut picks = Vec::new();
        self.visit_picks(seat, card, ability, column, |pick| {
            if picks.len() < most {
                picks.push(pick);
            }
        });
        picks
    }

    /// Ways to pay for `card`: Tiring first (the engine's own order), and discarding the least
    /// useful cards from hand first.
    fn payments(&self, seat: Seat, card: CardId, breadth: Breadth) -> Vec<Payment> {
        let mut hand: Vec<CardId> = self.table.players[seat]
            .hand
            .iter()
            .copied()
            .filter(|&held| held != card)
            .collect();
        hand.sort_by_key(|&held| (self.keep_value(held), held));
        let mut payments = Vec::with_capacity(2);
        if let Some(tiring) = self.payment_for(seat, card, &hand) {
            payments.push(tiring);
        }
        if breadth == Breadth::Full
            && let Some(discarding) = self.discarding_first(seat, card, &hand)
            && !payments.contains(&discarding)
        {
            payments.push(discarding);
        }
        payments
    }

    /// A payment from the hand (least useful first), Tiring only for what the hand lacks.
    fn discarding_first(&self, seat: Seat, card: CardId, hand: &[CardId]) -> Option<Payment> {
        let cost = usize::from(self.cost(seat, card));
        if cost == 0 {
            return Some(Payment::default());
        }
        if hand.len() >= cost {
            let mut payment = Payment::default();
            for &held in &hand[..cost] {
                payment.discard.push(held);
            }
            return Some(payment);
        }
        // The whole hand, and the smallest set of Tired cards for the rest.
        let short = (cost - hand.len()) as u32;
        let mut tired: Vec<(u32, CardId)> = self
            .table
            .controlled(seat)
            .filter(|&held| held != card && self.table.card(held).ready)
            .map(|held| (u32::from(self.table.traits_of(held).resources), held))
            .filter(|&(resources, _)| resources > 0)
            .collect();
        tired.sort();
        // The one card that covers the rest alone, else the largest ones.
        let mut payment = Payment::default();
        if let Some(&(_, held)) = tired.iter().find(|(resources, _)| *resources >= short) {
            payment.tire.push(held);
        } else {
            let mut raised = 0;
            for &(resources, held) in tired.iter().rev() {
                if raised >= short {
                    break;
                }
                payment.tire.push(held);
                raised += resources;
            }
            if raised < short {
                return None;
            }
        }
        for &held in hand {
            payment.discard.push(held);
        }
        Some(payment)
    }

    /// How much a card in hand is worth keeping: what it would bring into play (its cost is
    /// the designers' measure of it).
    pub(super) fn keep_value(&self, card: CardId) -> u8 {
        let design = self.table.design(card);
        if self.table.card(card).zone != Zone::Hand {
            return 0;
        }
        design
            .cost
            .saturating_add(design.might / 2)
            .saturating_add(design.zeal / 2)
    }
}
