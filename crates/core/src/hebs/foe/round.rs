//! "Passing (End of Round)" and "End of Round Abilities": once the player has passed, the Foe
//! sweeps with its Artillery and Range, uses Bold, Pulverise, Relentless and Tireless on any of
//! its cards in play, plays one more card, and passes.

use super::aim::Sort;
use super::{FOE, FoeResume, solo};
use crate::hebs::Hebs;
use crate::hebs::card::{Keyword, Timing, Title};
use crate::hebs::state::{CardId, Zone};
use crate::msg;
use crate::record::Resolution;

impl Hebs {
    /// Artillery and Range sweeps (not at the Great Siege, G27), then the End of Round abilities
    /// in the book's order, one more card, and the pass.
    pub(super) fn foe_end_of_round(&mut self, resolution: &mut Resolution) {
        if !self.at_final(FOE) {
            for sort in [Sort::Artillery, Sort::Range] {
                for (card, index) in self.foe_attackers(sort) {
                    if self.table.card(card).ready && self.outcome.is_none() {
                        self.table.card_mut(card).ready = false;
                        self.foe_use(card, index, None, resolution);
                    }
                }
            }
        }
        // Bold (only when it can take an Artillery card), then Pulverise.
        for title in [Title::Bold, Title::Pulverise] {
            for card in self.foe_cards_in_play() {
                if !self.table.card(card).ready || self.outcome.is_some() {
                    continue;
                }
                let only = (title == Title::Bold).then_some(Sort::Artillery);
                if let Some(index) = self.titled_action(card, &title)
                    && self.foe_use(card, index, only, resolution)
                {
                    self.table.card_mut(card).ready = false;
                }
            }
        }
        let relentless = self.foe_relentless_cards();
        self.foe_end_of_round_from(relentless, resolution);
    }

    /// The end of the round from its Relentless step on: `relentless` are the cards still to
    /// play, topmost first. A play that waits for the player's choice stops here, and the Foe
    /// comes back here once it is made.
    pub(super) fn foe_end_of_round_from(
        &mut self,
        relentless: Vec<CardId>,
        resolution: &mut Resolution,
    ) {
        let mut rest = relentless;
        while !rest.is_empty() && self.outcome.is_none() {
            let card = rest.remove(0);
            if self.table.card(card).zone != Zone::Discard {
                continue;
            }
            self.table.to_resolving(card);
            let played = self.foe_play(card, &FoeResume::Relentless(rest.clone()), resolution);
            if self.foe_choice.is_some() {
                return;
            }
            if !played && self.table.card(card).zone == Zone::Resolving {
                self.table.to_discard(card);
            }
        }
        // Tireless, unless at the Great Siege while the card's Frontier stands.
        for card in self.foe_cards_in_play() {
            let held = self.at_final(FOE)
                && self
                    .table
                    .column_of(card)
                    .is_some_and(|column| self.table.columns[column].claimed_by.is_none());
            if !self.table.card(card).ready || held || self.outcome.is_some() {
                continue;
            }
            if let Some(index) = self.titled_action(card, &Title::Tireless)
                && self.foe_use(card, index, None, resolution)
            {
                self.table.card_mut(card).ready = false;
            }
        }
        if self.outcome.is_none() {
            self.foe_deploy(&FoeResume::Pass, resolution);
            if self.foe_choice.is_some() {
                return;
            }
        }
        self.foe_pass(resolution);
    }

    /// The last step of the end of the round: the Deployment Phase is over for the Foe.
    pub(super) fn foe_pass(&mut self, resolution: &mut Resolution) {
        self.table.players[FOE].passed = true;
        resolution.explain_with(solo("Passing (End of Round)"), || msg!("hebs-foe-passes"));
    }

    /// "The Foe uses the following abilities on any of its cards": its army in Placement Order
    /// priority, then its attachments, then its reserve.
    fn foe_cards_in_play(&self) -> Vec<CardId> {
        let mut cards = self.foe_in_placement_order();
        let player = &self.table.players[FOE];
        cards.extend(player.attachments.iter().chain(&player.reserve));
        cards
    }

    fn titled_action(&self, card: CardId, title: &Title) -> Option<u8> {
        self.table
            .design(card)
            .abilities
            .iter()
            .position(|ability| {
                ability.timing == Timing::Action && ability.title.as_ref() == Some(title)
            })
            .map(|index| index as u8)
    }

    /// Relentless Foe cards in its discard pile that it can afford now, topmost first (G12).
    fn foe_relentless_cards(&self) -> Vec<CardId> {
        let resources = self.foe_resources();
        self.table.players[FOE]
            .discard
            .iter()
            .rev()
            .copied()
            .filter(|&card| {
                let design = self.table.design(card);
                design.keywords.contains(&Keyword::Relentless)
                    && u32::from(design.cost) <= resources
            })
            .collect()
    }
}
