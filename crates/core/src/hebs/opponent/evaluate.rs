//! How good a position looks to one seat, from what that seat may see: the table, both discard
//! piles, its own hand, and only the sizes of the other's hand and deck. The weights are ours
//! (docs/rules-gaps.md, "the two-player computer opponent"); they are data in `assets/hebs/opponent.ron`.

use super::super::card::{Attribute, CardKind, Timing};
use super::super::state::{COLUMNS, Seat, other};
use super::super::{Hebs, Outcome};
use serde::Deserialize;

/// A won game is worth more than any position short of it.
pub const WON: f32 = 100_000.0;

/// The weights of one position's features (the file `assets/hebs/opponent.ron`).
#[derive(Clone, Debug, Default, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Weights {
    /// Each Frontier or Wedge claimed ("Game Objective": two win).
    pub claim: f32,
    /// Tokens of one's colour on an unclaimed column, as a share of its Health.
    pub column_share: f32,
    /// Each Objective destroyed (the way to the final one, which opens the columns).
    pub objective: f32,
    /// Damage on the current Objective, as a share of its Health.
    pub objective_share: f32,
    /// What the current Objective would take this round from the Ready cards now, per token.
    pub objective_reach: f32,
    /// At the final Objective: each column the Ready cards there would win this round.
    pub column_lead: f32,
    /// Each point of Might and Zeal on the battlefield (Ready or not: it is Ready next round).
    pub battle_value: f32,
    /// Each point of Health left on army cards.
    pub health: f32,
    /// Each army card, attachment or tactics card in play (its abilities).
    pub in_play: f32,
    /// Each card in hand (resources and choices).
    pub hand: f32,
    /// Each point of Health the Leader has lost ("Leader": losing it loses the game).
    pub leader_wound: f32,
    /// The same, once its enemy is out of time: it cannot claim two columns before the decks run
    /// out and would not win when they do, so the Leader is the enemy's one way left to win.
    pub leader_wound_out_of_time: f32,
    /// Once out of time, the share of the way to two claims still counted (0 to 1).
    pub progress_out_of_time: f32,
    /// Once out of time, each point of damage the army's Actions could deal the enemy Leader
    /// where it stands (a card with Range or a column-wide blow in the Leader's column).
    pub leader_threat: f32,
    /// Ahead in the race to an empty deck: the deck still passes more Victory Checks than the
    /// enemy's (an extra draw can lose it; when both run out together the game is a tie).
    pub deck_race: f32,
    /// Each round fewer than this the deck can still be drawn from (V3: an empty deck loses).
    pub deck_rounds_safe: f32,
    /// Each round short of `deck_rounds_safe`.
    pub deck_round_short: f32,
}

impl Weights {
    pub(super) fn all_finite(&self) -> bool {
        [
            self.claim,
            self.column_share,
            self.objective,
            self.objective_share,
            self.objective_reach,
            self.column_lead,
            self.battle_value,
            self.health,
            self.in_play,
            self.hand,
            self.leader_wound,
            self.leader_wound_out_of_time,
            self.leader_threat,
            self.progress_out_of_time,
            self.deck_race,
            self.deck_rounds_safe,
            self.deck_round_short,
        ]
        .iter()
        .all(|weight| weight.is_finite())
    }
}

impl Hebs {
    /// The position as `seat` sees it: positive is good for it. Reads nothing hidden from it.
    pub fn evaluate(&self, seat: Seat, weights: &Weights) -> f32 {
        if let Some(outcome) = self.outcome {
            return match outcome {
                // A quicker win is a surer one.
                Outcome::Winner(winner, _) if winner == seat => WON - self.round as f32,
                Outcome::Winner(..) => -WON + self.round as f32,
                Outcome::Tie(_) => 0.0,
            };
        }
        // Worked out once for both sides: each side's value reads both.
        let out_of_time = [0, 1].map(|side| self.out_of_time(side));
        self.side_value(seat, weights, out_of_time)
            - self.side_value(other(seat), weights, out_of_time)
    }

    /// `out_of_time`: whether each seat is (`Hebs::out_of_time`).
    fn side_value(&self, seat: Seat, weights: &Weights, out_of_time: [bool; 2]) -> f32 {
        let table = &self.table;
        let player = &table.players[seat];
        // The way to two claims: worth less once it cannot be walked before the decks run out.
        let mut progress = 0.0;
        let at_final = self.at_final(seat);
        for column in 0..COLUMNS {
            let state = &table.columns[column];
            if state.claimed_by.is_some() {
                continue;
            }
            let health = f32::from(self.column_health(column).max(1));
            progress += weights.column_share * f32::from(state.tokens[seat]) / health;
            if at_final {
                let zeal = [seat, other(seat)]
                    .map(|side| self.battle_value(side, Some(column), Attribute::Zeal));
                let might = [seat, other(seat)]
                    .map(|side| self.battle_value(side, Some(column), Attribute::Might));
                let lead = f32::from(u8::from(zeal[0] > zeal[1]))
                    + (might[0] as f32 - might[1] as f32).max(0.0);
                progress += weights.column_lead * lead / health;
            }
        }
        progress += weights.objective * player.defeated_objectives.len() as f32;
        if let Some(objective) = self.table.objective(seat).filter(|_| !at_final) {
            let health = f32::from(objective.health.max(1));
            progress += weights.objective_share * f32::from(player.objective_damage) / health;
            // The next attempt, from the Ready cards now: tiring a card to pay for another
            // shows here.
            {
                let reach = self
                    .battle_value(seat, None, objective.attribute)
                    .saturating_sub(u32::from(objective.value));
                let left = f32::from(objective.health.saturating_sub(player.objective_damage));
                progress += weights.objective_reach * (reach as f32).min(left) / health;
            }
        }
        if out_of_time[seat] {
            progress *= weights.progress_out_of_time;
        }
        let mut value = weights.claim * self.claims(seat) as f32 + progress;
        let leader_wound = if out_of_time[other(seat)] {
            weights.leader_wound_out_of_time
        } else {
            weights.leader_wound
        };
        for card in table.army_of(seat) {
            let design = table.design(card);
            let state = table.card(card);
            let points = u32::from(self.attribute(card, Attribute::Might))
                + u32::from(self.attribute(card, Attribute::Zeal));
            value += weights.battle_value * points as f32;
            let left = design.health.saturating_sub(state.damage);
            value += weights.health * f32::from(left);
            if design.kind == CardKind::Leader {
                value -= leader_wound * f32::from(state.damage);
            }
        }
        if out_of_time[seat] {
            value += weights.leader_threat * self.leader_threat(seat) as f32;
        }
        let in_play = table.controlled(seat).count();
        value += weights.in_play * in_play as f32;
        value += weights.hand * player.hand.len() as f32;
        let rounds_left = player.deck.len() as f32 / self.draws() as f32;
        value -= weights.deck_round_short * (weights.deck_rounds_safe - rounds_left).max(0.0);
        if self.deck_rounds(seat) > self.deck_rounds(other(seat)) {
            value += weights.deck_race;
        }
        value
    }

    fn draws(&self) -> usize {
        self.variants.drafting.draws().max(1)
    }

    /// Victory Checks `seat`'s deck still passes, drawing as the variant does ("Victory Check").
    fn deck_rounds(&self, seat: Seat) -> usize {
        self.table.players[seat].deck.len().div_ceil(self.draws())
    }

    /// The damage `seat`'s army cards could deal the enemy Leader with their Actions, once
    /// each, from where they stand.
    fn leader_threat(&self, seat: Seat) -> u32 {
        let table = &self.table;
        let Some(leader) = table
            .army_of(other(seat))
            .find(|&card| table.design(card).kind == CardKind::Leader)
        else {
            return 0;
        };
        table
            .army_of(seat)
            .map(|card| {
                table
                    .design(card)
                    .abilities
                    .iter()
                    .filter(|ability| ability.timing == Timing::Action)
                    .map(|ability| {
                        ability
                            .effects
                            .iter()
                            .map(|effect| {
                                u32::from(self.damage_reaching(seat, card, effect, leader))
                            })
                            .sum::<u32>()
                    })
                    .max()
                    .unwrap_or(0)
            })
            .sum()
    }

    /// Whether `seat` can no longer win but by the enemy Leader: its deck would not outlast the
    /// enemy's, and the decks run out before it could claim two columns at one Objective a
    /// round, then a token a round from Zeal on each column. Never once the enemy is at its
    /// final Objective: Might battles, fought when both are, may claim sooner.
    fn out_of_time(&self, seat: Seat) -> bool {
        let them = other(seat);
        let (ours, theirs) = (self.deck_rounds(seat), self.deck_rounds(them));
        if ours > theirs || self.at_final(them) {
            return false;
        }
        let objectives = self.table.players[seat].objectives.len().saturating_sub(1);
        let mut short: Vec<u8> = (0..COLUMNS)
            .filter(|&column| self.table.columns[column].claimed_by.is_none())
            .map(|column| {
                self.column_health(column)
                    .saturating_sub(self.table.columns[column].tokens[seat])
            })
            .collect();
        short.sort_unstable();
        let wanted = 2usize.saturating_sub(self.claims(seat));
        let Some(&slowest) = short.get(wanted.saturating_sub(1)) else {
            return true;
        };
        objectives + usize::from(slowest) > ours.min(theirs)
    }
}
