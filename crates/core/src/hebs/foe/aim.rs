//! Where the Foe aims: "Artillery/Range Attacks" (B.A.R.: Bold, then Artillery, then Range) and
//! "Playing Foe Cards" (damage to the player's most damaged card first, healing to the Foe's),
//! then "Player's Choice" by the setup's policy.

use super::{FOE, PLAYER, solo};
use crate::hebs::Hebs;
use crate::hebs::card::{Ability, Attribute, Effect, Timing, Title, UnitType};
use crate::hebs::command::Pick;
use crate::hebs::effects::Context;
use crate::hebs::setup::ChoicePolicy;
use crate::hebs::state::CardId;
use crate::msg;
use crate::record::Resolution;

/// What sort of card the Foe's rules single out ("B.A.R.", "Placement Order").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Sort {
    Bold,
    Artillery,
    Range,
    Other,
}

impl Sort {
    /// B.A.R.: how early the Foe aims at a player card of this sort (higher first).
    fn rank(self) -> i64 {
        match self {
            Sort::Bold => 3,
            Sort::Artillery => 2,
            Sort::Range => 1,
            Sort::Other => 0,
        }
    }
}

/// An aim's order of preference, compared left to right: for a card, its B.A.R. rank, how
/// damaged it is, then "Player's Choice"; then the column's own score.
type AimKey = [i64; 4];

impl Hebs {
    pub(super) fn sort_of(&self, card: CardId) -> Sort {
        let design = self.table.design(card);
        let has_effect = |wanted: fn(&Effect) -> bool| {
            design
                .abilities
                .iter()
                .any(|ability| ability.effects.iter().any(wanted))
        };
        if design.has_title(&Title::Bold) {
            Sort::Bold
        } else if has_effect(|effect| matches!(effect, Effect::Artillery(_)))
            || design.unit_type() == Some(UnitType::Artillery)
        {
            Sort::Artillery
        } else if has_effect(|effect| matches!(effect, Effect::Range(_))) {
            Sort::Range
        } else {
            Sort::Other
        }
    }

    pub(super) fn hardest(&self) -> bool {
        self.foe
            .as_ref()
            .is_some_and(|foe| foe.choices == ChoicePolicy::Hardest)
    }

    /// How the Foe ranks the player's `card` as a target: B.A.R., then (for damage) the most
    /// damaged, on every setting; then "Player's Choice": kindly the sturdiest card, hardest the
    /// nearest to falling.
    fn player_card_key(&self, card: CardId, damaging: bool) -> [i64; 3] {
        let damage = i64::from(self.table.card(card).damage);
        let left = i64::from(self.table.design(card).health) - damage;
        [
            self.sort_of(card).rank(),
            if damaging { damage } else { 0 },
            if self.hardest() { -left } else { left },
        ]
    }

    /// The aim the Foe takes: B.A.R. first, damage to the most damaged card, then "Player's
    /// choice" by the policy; columns favour existing Frontiers.
    pub(super) fn foe_pick(
        &self,
        card: CardId,
        ability: &Ability,
        only: Option<Sort>,
    ) -> Option<Pick> {
        let context = Context {
            seat: FOE,
            source: card,
            column: self.table.column_of(card),
            pick: Pick::default(),
            triggering: None,
        };
        // "Any effects that ... add damage to ... the player's cards, will target the most
        // damaged card first."
        let damaging = ability
            .effects
            .iter()
            .any(|effect| matches!(effect, Effect::Range(_) | Effect::Damage { .. }));
        let mut best: Option<(AimKey, Pick)> = None;
        self.for_each_pick(&context, ability, |pick| {
            let mut key = [0; 4];
            if let Some(target) = pick.card {
                if only.is_some_and(|wanted| wanted != self.sort_of(target)) {
                    return true;
                }
                if self.table.owner(target) == PLAYER {
                    key[..3].copy_from_slice(&self.player_card_key(target, damaging));
                } else {
                    // Foe cards: the most damaged first (healing), then the dearest.
                    let state = self.table.card(target);
                    key[1] = i64::from(state.damage);
                    key[2] = i64::from(self.table.design(target).cost);
                }
            }
            if let Some(column) = pick.column.map(usize::from) {
                let state = self.table.columns[column];
                let health = i64::from(self.column_health(column));
                // Unclaimed first; then the fewest Foe tokens still needed, with a small weight
                // for the player's army cards there (G24).
                key[3] = if state.claimed_by.is_none() { 500 } else { 0 } + 50
                    - (health - i64::from(state.tokens[FOE]))
                    + self.table.army_in(PLAYER, column).count() as i64;
            }
            if best.is_none_or(|(top, _)| key > top) {
                best = Some((key, pick));
            }
            true
        });
        best.map(|(_, pick)| pick)
    }

    /// The Foe's "Artillery X" in `column`: one point at a time, each at the player's card ranked
    /// first by B.A.R., then the most damaged, then "Player's Choice", and only then Row order
    /// (the two-player rule for Artillery).
    pub(in crate::hebs) fn foe_artillery(
        &mut self,
        column: usize,
        amount: u8,
        resolution: &mut Resolution,
    ) {
        if self.table.army_in(PLAYER, column).next().is_none() {
            return;
        }
        resolution.explain_with(solo("Artillery/Range Attacks"), || {
            msg!("hebs-foe-artillery")
        });
        for _ in 0..amount {
            let target = self
                .table
                .army_in(PLAYER, column)
                .enumerate()
                .max_by_key(|&(row, card)| (self.player_card_key(card, true), usize::MAX - row))
                .map(|(_, card)| card);
            let Some(card) = target else { break };
            self.damage_card(card, 1, resolution);
        }
    }

    /// The Foe's Ready Artillery (then Range) cards that could attack now.
    pub(super) fn foe_attackers(&self, sort: Sort) -> Vec<(CardId, u8)> {
        let mut attackers = Vec::new();
        for card in self.foe_in_placement_order() {
            if !self.table.card(card).ready || self.sort_of(card) != sort {
                continue;
            }
            let design = self.table.design(card);
            for (index, ability) in design.abilities.iter().enumerate() {
                let attack = ability.effects.iter().any(|effect| match sort {
                    Sort::Artillery => matches!(effect, Effect::Artillery(_)),
                    _ => matches!(effect, Effect::Range(_)),
                });
                let column_ready = match sort {
                    Sort::Artillery => self
                        .table
                        .column_of(card)
                        .is_some_and(|column| self.table.army_in(PLAYER, column).next().is_some()),
                    _ => true,
                };
                if attack
                    && column_ready
                    && matches!(ability.timing, Timing::Action | Timing::Solo)
                    && self.foe_pick(card, ability, None).is_some()
                {
                    attackers.push((card, index as u8));
                }
            }
        }
        attackers
    }

    /// "Artillery/Range Attacks": one attack, and the attacker Tires. At the Great Siege (both
    /// players), a Range attack only when the Foe is losing that column's Might battle.
    pub(super) fn foe_attack(&mut self, resolution: &mut Resolution) -> bool {
        let both_final = self.at_final(PLAYER) && self.at_final(FOE);
        let mut choices = self.foe_attackers(Sort::Artillery);
        for (card, index) in self.foe_attackers(Sort::Range) {
            let losing = self.table.column_of(card).is_some_and(|column| {
                self.battle_value(FOE, Some(column), Attribute::Might)
                    < self.battle_value(PLAYER, Some(column), Attribute::Might)
            });
            if !both_final || losing {
                choices.push((card, index));
            }
        }
        let Some(&(card, index)) = choices.first() else {
            return false;
        };
        self.table.card_mut(card).ready = false;
        self.foe_initiate(card, index, resolution)
    }
}
