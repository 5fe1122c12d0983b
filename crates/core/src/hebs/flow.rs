//! The order of play: "Setup", then rounds of "1. Preparation Phase", "2. Deployment Phase",
//! "3. Frontier Phase" and "4. Objective Phase". Steps that need no choice run on their own; the
//! game stops at the next step a player must decide.

use super::card::{CardKind, FactionSeat};
use super::setup::HebsSetup;
use super::state::{CardId, CardState, Seat, Table, Zone, other};
use super::{EndReason, HAND_LIMIT, Hebs, OPENING_HAND, Outcome, Phase};
use crate::msg;
use crate::record::{Rejection, Resolution};

/// Builds every card of both decks, shuffles the decks and lays out the Objective piles.
pub(super) fn deal(table: &mut Table, setup: &HebsSetup, resolution: &mut Resolution) {
    for seat in 0..2 {
        let faction = setup.factions[seat].clone();
        for (design, card) in faction.cards.iter().enumerate() {
            let traits = super::state::DesignTraits::of(card);
            for _ in 0..card.copies {
                let id = CardId(table.cards.len() as u16);
                table.cards.push(CardState {
                    owner: seat,
                    design: design as u16,
                    zone: Zone::Deck,
                    ready: true,
                    damage: 0,
                    boost: [0, 0],
                    traits,
                });
                table.players[seat].deck.push(id);
            }
        }
        let deck = &mut table.players[seat].deck;
        resolution
            .dice()
            .shuffle(msg!("hebs-roll-deck", faction = faction.name.clone()), deck);
        // "Setup" step 5: A on top, G at the bottom; the variant shuffles A..F only.
        // Seven in any checked setup; never cut short to a wrong count.
        let count = u8::try_from(faction.objectives.len()).unwrap_or(u8::MAX);
        let mut objectives: Vec<u8> = (0..count).collect();
        if setup.variants.shuffled_objectives && count > 1 {
            let last = objectives.len() - 1;
            resolution.dice().shuffle(
                msg!("hebs-roll-advanced-objective-variant"),
                &mut objectives[..last],
            );
        }
        table.players[seat].objectives = objectives;
    }
}

/// "Setup" step 2: the first faction takes the first player marker; two of a kind (a combined
/// game) draw for it (G1).
pub(super) fn first_player(setup: &HebsSetup, resolution: &mut Resolution) -> Seat {
    match (setup.factions[0].seat, setup.factions[1].seat) {
        (FactionSeat::First, FactionSeat::Second) => 0,
        (FactionSeat::Second, FactionSeat::First) => 1,
        _ => {
            let mut seats = [0, 1];
            resolution.dice().shuffle(
                msg!("hebs-roll-who-takes-the-first-player-marker"),
                &mut seats,
            );
            seats[0]
        }
    }
}

impl Hebs {
    /// Setup steps that need no choice, up to the first Leader placement.
    pub(super) fn begin(&mut self, resolution: &mut Resolution) {
        for seat in 0..2 {
            if self.has_hand(seat) {
                self.table.draw(seat, OPENING_HAND);
            }
        }
        if self.foe.is_some() {
            self.setup_foe(resolution);
            self.phase = Phase::PlaceLeader(0);
        }
        let names = [
            self.table.factions[0].name.clone(),
            self.table.factions[1].name.clone(),
        ];
        resolution.explain_with(self.rule("Setup"), || {
            msg!("hebs-setup-first", faction = &names[self.first_player])
        });
    }

    pub(super) fn place_leader(
        &mut self,
        seat: Seat,
        column: u8,
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        let column_index = usize::from(column);
        if column_index >= super::state::COLUMNS {
            return Err(Rejection::by_rule(
                self.rule("Setup"),
                msg!("hebs-three-columns"),
            ));
        }
        let leader = self.table.players[seat]
            .deck
            .iter()
            .chain(&self.table.players[seat].hand)
            .copied()
            .find(|&card| matches!(self.table.design(card).kind, CardKind::Leader));
        let Some(leader) = leader else {
            return Err(Rejection::new(msg!("hebs-no-leader")));
        };
        self.table.to_battlefield(leader, column_index, 0);
        resolution.explain_with(self.rule("Setup"), || {
            msg!(
                "hebs-leader-placed",
                faction = &self.table.factions[seat].name,
                card = &self.table.design(leader).name,
                column = self.column_name(column_index)
            )
        });
        let second = other(self.first_player);
        self.phase = if seat == self.first_player && self.foe.is_none() {
            Phase::PlaceLeader(second)
        } else {
            Phase::Mulligan(if self.foe.is_some() {
                0
            } else {
                self.first_player
            })
        };
        Ok(())
    }

    /// "Setup" step 6: the hand may be shuffled back once for a new four (G5: the first player
    /// decides first; the new hand is kept).
    pub(super) fn mulligan(&mut self, seat: Seat, redraw: bool, resolution: &mut Resolution) {
        if redraw {
            let hand = std::mem::take(&mut self.table.players[seat].hand);
            for card in hand.iter().rev() {
                self.table.players[seat].deck.push(*card);
                self.table.card_mut(*card).zone = Zone::Deck;
            }
            let name = self.table.factions[seat].name.clone();
            resolution.dice().shuffle(
                msg!("hebs-roll-deck-mulligan", faction = name),
                &mut self.table.players[seat].deck,
            );
            self.table.draw(seat, OPENING_HAND);
        }
        resolution.explain_with(self.rule("Setup"), || {
            let name = &self.table.factions[seat].name;
            if redraw {
                msg!("hebs-mulligan-redraw", faction = name)
            } else {
                msg!("hebs-mulligan-keep", faction = name)
            }
        });
        let last = if self.foe.is_some() {
            0
        } else {
            other(self.first_player)
        };
        if seat == last {
            self.start_round(resolution);
        } else {
            self.phase = Phase::Mulligan(last);
        }
    }

    /// Seat order within a step: the marker holder first ("2. Deployment Phase"; G5).
    fn order(&self) -> [Seat; 2] {
        [self.first_player, other(self.first_player)]
    }

    /// The seats that keep a hand (the Foe has none).
    fn has_hand(&self, seat: Seat) -> bool {
        !(self.foe.is_some() && seat == 1)
    }

    pub(super) fn start_round(&mut self, resolution: &mut Resolution) {
        self.round += 1;
        resolution.explain_with(self.rule("1. Preparation Phase"), || {
            msg!("hebs-round-begins", round = self.round)
        });
        // "Step 1: Victory Check".
        let empty =
            [0, 1].map(|seat| self.table.players[seat].deck.is_empty() && self.has_hand(seat));
        match empty {
            [true, true] => return self.finish(Outcome::Tie(EndReason::Deck), resolution),
            [true, false] => return self.finish(Outcome::Winner(1, EndReason::Deck), resolution),
            [false, true] => return self.finish(Outcome::Winner(0, EndReason::Deck), resolution),
            [false, false] => {}
        }
        // G9: who is at the final Objective is fixed as the round begins.
        for seat in 0..2 {
            self.table.players[seat].at_final_at_round_start = self.at_final(seat);
            self.table.players[seat].passed = false;
            self.table.players[seat].destroyed_objective_this_round = false;
        }
        self.discard_down_from(0, resolution);
    }

    fn discard_down_from(&mut self, index: usize, resolution: &mut Resolution) {
        for seat in self.order().into_iter().skip(index) {
            if self.table.players[seat].hand.len() > HAND_LIMIT {
                self.phase = Phase::DiscardDown(seat);
                return;
            }
        }
        let draws = self.variants.drafting.draws();
        for seat in self.order() {
            if self.has_hand(seat) {
                let drawn = self.table.draw(seat, draws);
                resolution.explain_with(self.rule("Step 2: Draw Cards"), || {
                    msg!(
                        "hebs-draws",
                        faction = &self.table.factions[seat].name,
                        count = drawn
                    )
                });
            }
        }
        self.draft_from(0, resolution);
    }

    fn draft_from(&mut self, index: usize, resolution: &mut Resolution) {
        if self.variants.drafting.discards() > 0 {
            for seat in self.order().into_iter().skip(index) {
                if self.has_hand(seat) && !self.table.players[seat].hand.is_empty() {
                    self.phase = Phase::DraftDiscard(seat);
                    return;
                }
            }
        }
        // "Step 3: Ready Cards"; changes "until the end of the round" end here too.
        for card in &mut self.table.cards {
            card.ready = true;
            card.boost = [0, 0];
        }
        self.begin_deployment(resolution);
    }

    /// How many cards `seat` must discard in the current discard step.
    pub fn discards_due(&self, seat: Seat) -> usize {
        let hand = self.table.players[seat].hand.len();
        match self.phase {
            Phase::DiscardDown(_) => hand.saturating_sub(HAND_LIMIT),
            Phase::DraftDiscard(_) => self.variants.drafting.discards().min(hand),
            _ => 0,
        }
    }

    pub(super) fn discard_step(
        &mut self,
        seat: Seat,
        cards: &[CardId],
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        let due = self.discards_due(seat);
        let section = "Step 2: Draw Cards";
        if cards.len() != due {
            return Err(Rejection::by_rule(
                self.rule(section),
                msg!("hebs-discard-count", count = due),
            ));
        }
        for (index, card) in cards.iter().enumerate() {
            let in_hand = self.table.exists(*card)
                && self.table.card(*card).zone == Zone::Hand
                && self.table.owner(*card) == seat;
            if !in_hand || cards[..index].contains(card) {
                return Err(Rejection::by_rule(
                    self.rule(section),
                    msg!("hebs-discard-own"),
                ));
            }
        }
        for &card in cards {
            self.table.to_discard(card);
        }
        resolution.explain_with(self.rule(section), || {
            let names = cards
                .iter()
                .map(|&card| self.table.design(card).name.as_str().into());
            msg!(
                "hebs-discards",
                faction = &self.table.factions[seat].name,
                cards = super::describe::comma_list(names)
            )
        });
        // The next seat in marker order continues the same step.
        let next = if seat == self.first_player { 1 } else { 2 };
        if matches!(self.phase, Phase::DiscardDown(_)) {
            self.discard_down_from(next, resolution);
        } else {
            self.draft_from(next, resolution);
        }
        Ok(())
    }

    fn begin_deployment(&mut self, resolution: &mut Resolution) {
        self.phase = Phase::Deployment(self.first_player);
        resolution.explain_with(self.rule("2. Deployment Phase"), || {
            msg!(
                "hebs-deploys-first",
                faction = &self.table.factions[self.first_player].name
            )
        });
        if self.foe.is_some() {
            self.foe_round_start(resolution);
        }
    }

    /// After a deployment turn (its stack resolved): the other player goes unless they passed.
    pub(super) fn end_turn(&mut self, seat: Seat, resolution: &mut Resolution) {
        if self.outcome.is_some() {
            return;
        }
        let players = &self.table.players;
        if players[0].passed && players[1].passed {
            self.end_deployment(resolution);
            return;
        }
        let next = if players[other(seat)].passed {
            seat
        } else {
            other(seat)
        };
        self.phase = Phase::Deployment(next);
        if self.foe.is_some() && next == 1 {
            self.foe_turn(resolution);
        }
    }

    pub(super) fn end_deployment(&mut self, resolution: &mut Resolution) {
        self.frontier_phase(resolution);
        if self.outcome.is_some() {
            return;
        }
        self.objective_phase(resolution);
        if self.outcome.is_some() {
            return;
        }
        self.start_round(resolution);
    }

    pub(super) fn finish(&mut self, outcome: Outcome, resolution: &mut Resolution) {
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
        self.window = None;
        resolution.explain_with(self.rule("Game Objective"), || {
            super::describe::outcome_message(self, outcome)
        });
    }

    /// G18: Leaders destroyed during a command end the game once it has resolved.
    pub(super) fn check_leaders(&mut self, resolution: &mut Resolution) {
        match self.take_leaders_lost() {
            [true, true] => self.finish(Outcome::Tie(EndReason::Leader), resolution),
            [true, false] => self.finish(Outcome::Winner(1, EndReason::Leader), resolution),
            [false, true] => self.finish(Outcome::Winner(0, EndReason::Leader), resolution),
            [false, false] => {}
        }
    }

    pub fn column_name(&self, column: usize) -> &str {
        self.columns
            .columns
            .get(column)
            .map_or("?", |card| card.name.as_str())
    }
}
