//! Fair's one look ahead and Hard's play-ons, on copies dealt from what the seat can see.

use super::super::Hebs;
use super::super::command::HebsCommand;
use super::super::state::{Seat, Zone, other};
use super::candidates::Breadth;
use super::{Considered, Decision, OpponentRules, Weights};
use crate::dice::Dice;
use crate::msg;
use crate::record::Resolution;

impl Hebs {
    /// A copy of the game as `seat` may know it: the other player's hand and deck dealt again
    /// from their cards together, `seat`'s own deck shuffled (its order is hidden too), and the
    /// Objectives not yet revealed dealt again.
    pub(super) fn determinised(&self, seat: Seat, dice: &mut Dice) -> Hebs {
        let mut copy = self.clone();
        let them = other(seat);
        let player = &mut copy.table.players[them];
        let in_hand = player.hand.len();
        let mut unseen: Vec<_> = player.hand.drain(..).chain(player.deck.drain(..)).collect();
        // Sorted first: the deal depends on which cards are unseen, never on where they lie.
        unseen.sort_unstable();
        dice.shuffle(msg!("hebs-roll-a-deal-of-the-hidden-cards"), &mut unseen);
        player.deck = unseen.split_off(in_hand);
        player.hand = unseen;
        for &card in &copy.table.players[them].hand {
            copy.table.cards[card.index()].zone = Zone::Hand;
        }
        for &card in &copy.table.players[them].deck {
            copy.table.cards[card.index()].zone = Zone::Deck;
        }
        let deck = &mut copy.table.players[seat].deck;
        deck.sort_unstable();
        dice.shuffle(msg!("hebs-roll-a-deal-of-the-own-deck"), deck);
        // With the shuffled Objectives ("Setup"), the ones after the current are hidden from
        // both players until the current falls.
        if copy.variants.shuffled_objectives {
            for player in &mut copy.table.players {
                if let Some(after) = player.objectives.get_mut(1..) {
                    after.sort_unstable();
                    dice.shuffle(msg!("hebs-roll-a-deal-of-the-hidden-objectives"), after);
                }
            }
        }
        copy
    }

    /// `command` applied to a copy, or `None` if the rules refuse it.
    fn after(&self, command: &HebsCommand, dice: &mut Dice) -> Option<Hebs> {
        let mut copy = self.clone();
        let mut resolution = Resolution::new(dice, None, false);
        copy.apply_command(command, &mut resolution).ok()?;
        Some(copy)
    }

    /// Each legal candidate with the value of the position it leads to, for `seat`, best first.
    fn one_ahead(
        &self,
        seat: Seat,
        breadth: Breadth,
        weights: &Weights,
        dice: &mut Dice,
    ) -> Vec<(HebsCommand, f32)> {
        let mut scored: Vec<(HebsCommand, f32)> = self
            .candidate_commands(seat, breadth)
            .into_iter()
            .filter_map(|command| {
                let after = self.after(&command, dice)?;
                let score = after.evaluate(seat, weights);
                Some((command, score))
            })
            .collect();
        // Stable: among equals the first listed (passing) wins, so nothing is done for nothing.
        scored.sort_by(|a, b| b.1.total_cmp(&a.1));
        scored
    }

    pub(super) fn fair_decision(
        &self,
        seat: Seat,
        rules: &OpponentRules,
        dice: &mut Dice,
    ) -> Option<Decision> {
        let seen = self.determinised(seat, dice);
        let scored = seen.one_ahead(seat, Breadth::Full, &rules.weights, dice);
        let command = scored.first()?.0.clone();
        Some(Decision {
            considered: self.considered(&scored, 0),
            plan: msg!("hebs-reason-plan-fair"),
            command,
        })
    }

    pub(super) fn hard_decision(
        &self,
        seat: Seat,
        rules: &OpponentRules,
        dice: &mut Dice,
    ) -> Option<Decision> {
        let first = self.determinised(seat, dice);
        let mut scored = first.one_ahead(seat, Breadth::Full, &rules.weights, dice);
        scored.truncate(rules.hard_options.max(1));
        if scored.len() == 1 {
            let command = scored[0].0.clone();
            return Some(Decision {
                considered: self.considered(&scored, 0),
                plan: msg!("hebs-reason-plan-hard-only"),
                command,
            });
        }
        let deals = rules.hard_deals.max(1);
        let mut totals = vec![0.0f32; scored.len()];
        for deal in 0..deals {
            let seen = if deal == 0 {
                first.clone()
            } else {
                self.determinised(seat, dice)
            };
            for (index, (command, _)) in scored.iter().enumerate() {
                let Some(mut after) = seen.after(command, dice) else {
                    // Legal on the first deal, so on every deal (what is dealt is never used).
                    totals[index] = f32::NEG_INFINITY;
                    continue;
                };
                after.play_on(rules, dice);
                totals[index] += after.evaluate(seat, &rules.weights);
            }
        }
        let mut averaged: Vec<(HebsCommand, f32)> = scored
            .into_iter()
            .zip(totals)
            .map(|((command, _), total)| (command, total / deals as f32))
            .collect();
        averaged.sort_by(|a, b| b.1.total_cmp(&a.1));
        let command = averaged.first()?.0.clone();
        Some(Decision {
            considered: self.considered(&averaged, deals as u32),
            plan: msg!(
                "hebs-reason-plan-hard",
                commands = averaged.len(),
                rounds = rules.hard_rounds,
                deals = deals
            ),
            command,
        })
    }

    /// Plays on, both sides looking one command ahead quickly, until `hard_rounds` rounds have
    /// ended, the game ends, or `hard_steps` commands.
    fn play_on(&mut self, rules: &OpponentRules, dice: &mut Dice) {
        let last = self.round + rules.hard_rounds as u32;
        for _ in 0..rules.hard_steps {
            if self.outcome.is_some() || self.round >= last {
                return;
            }
            let Some(seat) = self.to_act() else { return };
            let Some((command, _)) = self
                .one_ahead(seat, Breadth::Quick, &rules.weights, dice)
                .into_iter()
                .next()
            else {
                return;
            };
            let mut resolution = Resolution::new(dice, None, false);
            if self.apply_command(&command, &mut resolution).is_err() {
                return;
            }
        }
    }

    /// The commands weighed, in words: the chosen one (first) in full, the others without the
    /// names of cards in the acting seat's hand, which the other player may not see.
    fn considered(&self, scored: &[(HebsCommand, f32)], tries: u32) -> Vec<Considered> {
        let seat = self.to_act();
        scored
            .iter()
            .enumerate()
            .map(|(index, (command, score))| Considered {
                command: command.clone(),
                words: self.command_words_hiding(command, seat.filter(|_| index > 0)),
                score: *score,
                tries,
            })
            .collect()
    }
}
