//! What a player may do now, for the table (legal columns, hosts and aims) and for the
//! random-legal player of `ysbilia simulate`.

use super::card::{CardKind, Side, Timing, Trigger};
use super::command::{HebsCommand, Payment, Pick, Use};
use super::effects::Context;
use super::state::{COLUMNS, CardId, Seat, Zone};
use super::values::matches;
use super::{Hebs, Phase};
use crate::simulate::Chooser;

/// A way to use one card now, before its payment is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Option_ {
    Play {
        card: CardId,
        column: Option<u8>,
        host: Option<CardId>,
    },
    /// An Action (or, answering the stack, a Response) of `card`.
    Use {
        card: CardId,
        ability: u8,
    },
    Sacrifice(CardId),
    Pass,
    Decline,
}

impl Hebs {
    /// Columns `card` could be played into (army cards only).
    pub fn play_columns(&self, seat: Seat, card: CardId) -> Vec<u8> {
        self.columns_for(seat, card).collect()
    }

    fn columns_for(&self, seat: Seat, card: CardId) -> impl Iterator<Item = u8> + '_ {
        let army = self.table.design(card).is_army();
        (0..COLUMNS)
            .filter(move |&column| army && self.table.free_row(seat, column).is_some())
            .map(|column| column as u8)
    }

    /// Cards an attachment could go on.
    pub fn hosts(&self, seat: Seat, card: CardId) -> Vec<CardId> {
        self.hosts_for(seat, card).collect()
    }

    fn hosts_for(&self, seat: Seat, card: CardId) -> impl Iterator<Item = CardId> + '_ {
        let wanted = match &self.table.design(card).kind {
            CardKind::Attachment { side, host } => Some((
                match side {
                    Side::Own => seat,
                    Side::Enemy => 1 - seat,
                },
                host,
            )),
            _ => None,
        };
        let side = wanted.map_or(seat, |(side, _)| side);
        self.table.army_of(side).filter(move |&target| {
            wanted.is_some_and(|(_, host)| matches(host, self.table.design(target)))
        })
    }

    /// Can `seat` pay `cost` for `card` (which cannot pay for itself)?
    pub fn affordable(&self, seat: Seat, card: CardId) -> bool {
        self.purse(seat).affords(self, card)
    }

    /// The abilities of `card` that `seat` could initiate now: Actions on its turn, Responses
    /// when the stack waits on them.
    pub fn usable_abilities(&self, seat: Seat, card: CardId) -> Vec<u8> {
        let mut usable = Vec::new();
        self.usable_abilities_with(&self.purse(seat), seat, card, &mut |option| {
            usable.push(option);
        });
        usable
            .into_iter()
            .map(|option| match option {
                Option_::Use { ability, .. } => ability,
                _ => 0,
            })
            .collect()
    }

    /// Pushes an `Option_::Use` for each ability of `card` that `seat` could initiate now.
    fn usable_abilities_with(
        &self,
        purse: &super::values::Purse,
        seat: Seat,
        card: CardId,
        push: &mut impl FnMut(Option_),
    ) {
        if !self.table.exists(card) || self.table.owner(card) != seat {
            return;
        }
        let state = self.table.card(card);
        let design = self.table.design(card);
        let solo = self.foe.is_some();
        let trigger: Option<Trigger> = match self.window {
            Some(window) if window.responder == seat => self
                .stack
                .last()
                .filter(|top| top.seat != seat)
                .map(|top| top.trigger()),
            Some(_) => return,
            None if self.phase == Phase::Deployment(seat) => None,
            None => return,
        };
        let fits = |timing: Timing| match trigger {
            Some(trigger) => timing == Timing::Response(trigger),
            None => timing == Timing::Action || (solo && timing == Timing::Solo),
        };
        let traits = self.table.traits_of(card);
        let may = match trigger {
            Some(Trigger::EnemyAbility) => traits.answers_ability,
            Some(Trigger::EnemyPlaysCard) => traits.answers_play,
            None => traits.action || (solo && traits.solo),
        };
        if !may {
            return;
        }
        let ready_in_play = state.ready && self.table.in_play(card);
        let event_in_hand =
            state.zone == Zone::Hand && design.kind == CardKind::Event && purse.affords(self, card);
        if !ready_in_play && !event_in_hand {
            return;
        }
        for (index, ability) in design.abilities.iter().enumerate() {
            if fits(ability.timing) && self.has_pick(seat, card, index as u8) {
                push(Option_::Use {
                    card,
                    ability: index as u8,
                });
            }
        }
    }

    fn pick_context(&self, seat: Seat, card: CardId, column: Option<u8>) -> Context {
        Context {
            seat,
            source: card,
            column: column.map(usize::from).or(self.table.column_of(card)),
            pick: Pick::default(),
            triggering: self.stack.last().map(|top| top.source),
        }
    }

    /// The 1066 Advanced Range Attacks Variant holds Range abilities back until both players
    /// are at the final Objective.
    fn held_back(&self, ability: &super::card::Ability) -> bool {
        self.variants.range_only_at_final
            && ability
                .effects
                .iter()
                .any(|effect| matches!(effect, super::card::Effect::Range(_)))
            && !(self.at_final(0) && self.at_final(1))
    }

    fn has_pick(&self, seat: Seat, card: CardId, index: u8) -> bool {
        let Some(ability) = self.table.design(card).abilities.get(usize::from(index)) else {
            return false;
        };
        !self.held_back(ability) && self.any_pick(&self.pick_context(seat, card, None), ability)
    }

    /// Every legal aim for ability `index` of `card`; `column` is where the card is about to
    /// be played (for When Played), otherwise its own column.
    pub fn ability_picks(
        &self,
        seat: Seat,
        card: CardId,
        index: u8,
        column: Option<u8>,
    ) -> Vec<Pick> {
        let mut picks = Vec::new();
        self.visit_picks(seat, card, index, column, |pick| picks.push(pick));
        picks
    }

    /// Calls `visit` with each legal aim of `ability_picks`, allocating nothing.
    pub(super) fn visit_picks(
        &self,
        seat: Seat,
        card: CardId,
        index: u8,
        column: Option<u8>,
        mut visit: impl FnMut(Pick),
    ) {
        let Some(ability) = self.table.design(card).abilities.get(usize::from(index)) else {
            return;
        };
        if !self.held_back(ability) {
            self.for_each_pick(&self.pick_context(seat, card, column), ability, |pick| {
                visit(pick);
                true
            });
        }
    }

    /// A payment of `cost` for `source` that raises exactly enough: Tired cards (most Resources
    /// first) then cards from hand in `discard_order`.
    pub fn payment_for(
        &self,
        seat: Seat,
        source: CardId,
        discard_order: &[CardId],
    ) -> Option<Payment> {
        let cost = u32::from(self.cost(seat, source));
        self.payment_from(seat, source, cost, discard_order.iter().copied())
    }

    /// `payment_for` with the cost known and the discards drawn as they are needed.
    fn payment_from(
        &self,
        seat: Seat,
        source: CardId,
        cost: u32,
        discard_order: impl Iterator<Item = CardId>,
    ) -> Option<Payment> {
        let mut payment = Payment::default();
        if cost == 0 {
            return Some(payment);
        }
        // Tired cards first, most Resources first, then discards: (card, value, tired).
        const MOST: usize = 24;
        let mut sources = [(CardId(0), 0u32, false); MOST];
        let mut count = 0;
        for card in self.table.controlled(seat) {
            let value = u32::from(self.table.traits_of(card).resources);
            if card != source && value > 0 && self.table.card(card).ready && count < MOST {
                sources[count] = (card, value, true);
                count += 1;
            }
        }
        sources[..count].sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let mut total = 0;
        let mut chosen = 0;
        while total < cost && chosen < count {
            total += sources[chosen].1;
            chosen += 1;
        }
        for card in discard_order {
            if total >= cost || chosen == MOST {
                break;
            }
            if card != source && self.table.card(card).zone == Zone::Hand {
                sources[chosen] = (card, 1, false);
                total += 1;
                chosen += 1;
            }
        }
        if total < cost {
            return None;
        }
        // No saving: drop sources the cost does not need, smallest first.
        let mut kept = [true; MOST];
        loop {
            let smallest = (0..chosen)
                .filter(|&index| kept[index])
                .min_by_key(|&index| sources[index].1);
            match smallest {
                Some(index) if total - sources[index].1 >= cost => {
                    total -= sources[index].1;
                    kept[index] = false;
                }
                _ => break,
            }
        }
        for index in (0..chosen).filter(|&index| kept[index]) {
            let (card, _, tire) = sources[index];
            // At most `cost` cards are kept (each raises 1 or more), within a list's room.
            let listed = if tire {
                payment.tire.push(card)
            } else {
                payment.discard.push(card)
            };
            if !listed {
                return None;
            }
        }
        Some(payment)
    }

    /// The options `seat` has on a deployment turn or in a Response window.
    pub fn options(&self, seat: Seat) -> Vec<Option_> {
        let mut options = Vec::new();
        // A choice for the solo Foe is answered with `foe_choice_options` instead.
        if self.to_act() != Some(seat) || self.foe_choice.is_some() {
            return options;
        }
        let purse = self.purse(seat);
        options.push(if self.window.is_some() {
            Option_::Decline
        } else {
            Option_::Pass
        });
        for card in self.candidates(seat) {
            self.card_options(&purse, seat, card, &mut |option| options.push(option));
        }
        options
    }

    /// The cards `seat` might do something with: hand, the top of the discard pile (Relentless),
    /// and every card it controls.
    fn candidates(&self, seat: Seat) -> impl Iterator<Item = CardId> + '_ {
        let player = &self.table.players[seat];
        player
            .hand
            .iter()
            .copied()
            .chain(player.discard.last().copied())
            .chain(self.table.controlled(seat))
    }

    /// How many cards `candidates` lists, counted without walking them.
    fn candidate_count(&self, seat: Seat) -> usize {
        let player = &self.table.players[seat];
        let army = player.columns.as_flattened().iter().flatten().count();
        player.hand.len()
            + usize::from(!player.discard.is_empty())
            + army
            + player.attachments.len()
            + player.reserve.len()
    }

    /// The `index`-th card of `candidates`, found without walking the lists before it.
    fn candidate(&self, seat: Seat, index: usize) -> Option<CardId> {
        let player = &self.table.players[seat];
        let mut index = index;
        if let Some(&card) = player.hand.get(index) {
            return Some(card);
        }
        index -= player.hand.len();
        if let Some(&card) = player.discard.last() {
            if index == 0 {
                return Some(card);
            }
            index -= 1;
        }
        let army = player.columns.as_flattened().iter().flatten().count();
        if index < army {
            return self.table.army_of(seat).nth(index);
        }
        index -= army;
        if let Some(&card) = player.attachments.get(index) {
            return Some(card);
        }
        player
            .reserve
            .get(index - player.attachments.len())
            .copied()
    }

    /// Pushes what `seat` could do with `card` now.
    pub fn card_options(
        &self,
        purse: &super::values::Purse,
        seat: Seat,
        card: CardId,
        push: &mut impl FnMut(Option_),
    ) {
        let deploying = self.window.is_none() && self.phase == Phase::Deployment(seat);
        let zone = self.table.card(card).zone;
        if deploying && self.playable_from_zone(seat, card) {
            let design = self.table.design(card);
            if design.kind != CardKind::Event && purse.affords(self, card) {
                match design.kind {
                    CardKind::Unit(_) | CardKind::Character => {
                        for column in self.columns_for(seat, card) {
                            push(Option_::Play {
                                card,
                                column: Some(column),
                                host: None,
                            });
                        }
                    }
                    CardKind::Attachment { .. } => {
                        for host in self.hosts_for(seat, card) {
                            push(Option_::Play {
                                card,
                                column: None,
                                host: Some(host),
                            });
                        }
                    }
                    CardKind::Tactics => push(Option_::Play {
                        card,
                        column: None,
                        host: None,
                    }),
                    CardKind::Leader | CardKind::Event => {}
                }
            }
        }
        if zone == Zone::Discard {
            return;
        }
        if deploying
            && matches!(zone, Zone::Battlefield { .. } | Zone::Attached(_))
            && self.table.design(card).kind != CardKind::Leader
        {
            push(Option_::Sacrifice(card));
        }
        self.usable_abilities_with(purse, seat, card, push);
    }

    /// A random legal option: a random card of the seat's (or passing), tried a few times;
    /// cheaper than listing every option, and still only legal moves.
    fn random_option(
        &self,
        purse: &super::values::Purse,
        seat: Seat,
        chooser: &mut Chooser,
    ) -> Option<Option_> {
        const TRIES: usize = 6;
        let fallback = if self.window.is_some() {
            Option_::Decline
        } else {
            Option_::Pass
        };
        let count = self.candidate_count(seat);
        // One card's options: at most a host per army card, a sacrifice and a few abilities;
        // any beyond room are left out of the draw (the rest are still legal).
        let mut options = [Option_::Pass; 32];
        for _ in 0..TRIES {
            let index = chooser.index(count + 1)?;
            if index == count {
                return Some(fallback);
            }
            let mut listed = 0;
            let Some(card) = self.candidate(seat, index) else {
                return Some(fallback);
            };
            self.card_options(purse, seat, card, &mut |option| {
                if let Some(slot) = options.get_mut(listed) {
                    *slot = option;
                    listed += 1;
                }
            });
            if let Some(option) = chooser.pick(&options[..listed]) {
                return Some(*option);
            }
        }
        Some(fallback)
    }

    /// A random legal aim for ability `index` of `card` (see `ability_picks`).
    fn random_pick(
        &self,
        seat: Seat,
        card: CardId,
        index: u8,
        column: Option<u8>,
        chooser: &mut Chooser,
    ) -> Option<Pick> {
        // Every card on the battlefield (or none) times every column (or none).
        let mut picks = [Pick::default(); 2 * COLUMNS * super::state::ROWS * COLUMNS + COLUMNS];
        let mut count = 0;
        self.visit_picks(seat, card, index, column, |pick| {
            if let Some(slot) = picks.get_mut(count) {
                *slot = pick;
                count += 1;
            }
        });
        chooser.pick(&picks[..count]).copied()
    }

    /// A payment for `source` with the hand's discards in a random order, drawn as needed.
    fn random_payment(
        &self,
        purse: &super::values::Purse,
        seat: Seat,
        source: CardId,
        chooser: &mut Chooser,
    ) -> Option<Payment> {
        let cost = u32::from(purse.cost(self, source));
        let hand = &self.table.players[seat].hand;
        // A payment never needs more discards than its cost; costs are far below this.
        let mut order = [CardId(0); 32];
        let count = hand.len().min(order.len());
        order[..count].copy_from_slice(&hand[..count]);
        let mut drawn = 0;
        let discards = std::iter::from_fn(|| {
            let index = drawn + chooser.index(count - drawn)?;
            order.swap(drawn, index);
            drawn += 1;
            Some(order[drawn - 1])
        });
        self.payment_from(seat, source, cost, discards)
    }

    /// Where `card` is about to be played (the column, or its host's for an attachment) and its
    /// first When Played ability, if it has one: what that ability's aims depend on.
    pub(super) fn when_played_of(
        &self,
        card: CardId,
        column: Option<u8>,
        host: Option<CardId>,
    ) -> (Option<u8>, Option<u8>) {
        let column_hint =
            column.or_else(|| host.and_then(|host| self.table.column_of(host).map(|c| c as u8)));
        let when_played = self
            .table
            .design(card)
            .abilities
            .iter()
            .position(|ability| ability.timing == Timing::WhenPlayed)
            .map(|index| index as u8);
        (column_hint, when_played)
    }

    /// A random legal command for whoever must act (the random-legal player).
    pub fn random_command(&self, chooser: &mut Chooser) -> Option<HebsCommand> {
        if self.foe_choice.is_some() {
            return self.random_foe_choice(chooser);
        }
        let seat = self.to_act()?;
        let player = &self.table.players[seat];
        if self.window.is_none() {
            match self.phase {
                Phase::PlaceLeader(_) => {
                    return Some(HebsCommand::PlaceLeader {
                        column: chooser.index(COLUMNS)? as u8,
                    });
                }
                Phase::Mulligan(_) => {
                    return Some(HebsCommand::Mulligan {
                        redraw: chooser.index(4)? == 0,
                    });
                }
                Phase::DiscardDown(_) | Phase::DraftDiscard(_) => {
                    let mut hand = player.hand.clone();
                    let due = self.discards_due(seat);
                    let mut cards = Vec::with_capacity(due);
                    for _ in 0..due {
                        let index = chooser.index(hand.len())?;
                        cards.push(hand.swap_remove(index));
                    }
                    return Some(HebsCommand::Discard { cards });
                }
                Phase::Deployment(_) => {}
                Phase::Over => return None,
            }
        }
        let purse = self.purse(seat);
        let option = self.random_option(&purse, seat, chooser)?;
        let (pick, when_played, payment) = match option {
            Option_::Pass | Option_::Decline | Option_::Sacrifice(_) => {
                (Pick::default(), None, Payment::default())
            }
            Option_::Play { card, column, host } => {
                let payment = self.random_payment(&purse, seat, card, chooser)?;
                let (column_hint, when_played) = self.when_played_of(card, column, host);
                let when_played = when_played.and_then(|ability| {
                    self.random_pick(seat, card, ability, column_hint, chooser)
                        .map(|pick| Use { ability, pick })
                });
                (Pick::default(), when_played, payment)
            }
            Option_::Use { card, ability } => {
                let pick = self.random_pick(seat, card, ability, None, chooser)?;
                let payment = if self.table.in_play(card) {
                    Payment::default()
                } else {
                    self.random_payment(&purse, seat, card, chooser)?
                };
                (pick, None, payment)
            }
        };
        Some(self.command_for(option, pick, when_played, payment))
    }
}
