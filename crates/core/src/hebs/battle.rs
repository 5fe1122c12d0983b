//! "3. Frontier Phase" (Wedge Phase in 1066): Might and Zeal battles at each unclaimed column,
//! claiming with its tie breaker; and "4. Objective Phase": one attempt at the current Objective.

use super::card::Attribute;
use super::describe::attribute_message;
use super::state::{COLUMNS, Seat, other};
use super::{CLAIMS_TO_WIN, EndReason, Hebs, Outcome};
use crate::msg;
use crate::record::Resolution;

/// How many tokens each side places in one battle at one column (before the restriction that
/// only a player at the final Objective deals damage).
pub fn battle_damage(attribute: Attribute, values: [u32; 2]) -> [u32; 2] {
    let [first, second] = values;
    match attribute {
        // "Step 1: Might Combat": the difference; a draw (0 = 0 too) is 1 each.
        Attribute::Might => {
            if first > second {
                [first - second, 0]
            } else if second > first {
                [0, second - first]
            } else {
                [1, 1]
            }
        }
        // "Step 2: Zeal Combat": 1 to the higher; a draw above 0 is 1 each; 0 = 0 is none.
        Attribute::Zeal => {
            if first > second {
                [1, 0]
            } else if second > first {
                [0, 1]
            } else if first > 0 {
                [1, 1]
            } else {
                [0, 0]
            }
        }
    }
}

impl Hebs {
    fn frontier_section(&self) -> &'static str {
        match self.game() {
            super::card::HebsGame::StElmosPay1565 => "3. Frontier Phase",
            super::card::HebsGame::TearsToManyMothers1066 => "3. Wedge Phase",
        }
    }

    fn claim_section(&self) -> &'static str {
        match self.game() {
            super::card::HebsGame::StElmosPay1565 => "Winning a Frontier",
            super::card::HebsGame::TearsToManyMothers1066 => "Winning a Wedge",
        }
    }

    pub(super) fn frontier_phase(&mut self, resolution: &mut Resolution) {
        let at_final = [0, 1].map(|seat| self.table.players[seat].at_final_at_round_start);
        if !at_final[0] && !at_final[1] {
            return;
        }
        resolution.explain_with(self.rule(self.frontier_section()), || {
            let name = |seat: usize| self.table.factions[seat].name.as_str();
            if at_final[0] && at_final[1] {
                msg!("hebs-frontier-both", first = name(0), second = name(1))
            } else {
                let seat = usize::from(at_final[1]);
                msg!("hebs-frontier-one", faction = name(seat))
            }
        });
        if at_final[0] && at_final[1] {
            for column in 0..COLUMNS {
                self.battle(column, Attribute::Might, at_final, resolution);
                if self.outcome.is_some() {
                    return;
                }
            }
        }
        for column in 0..COLUMNS {
            self.battle(column, Attribute::Zeal, at_final, resolution);
            if self.outcome.is_some() {
                return;
            }
        }
    }

    fn battle(
        &mut self,
        column: usize,
        attribute: Attribute,
        at_final: [bool; 2],
        resolution: &mut Resolution,
    ) {
        if self.table.columns[column].claimed_by.is_some() {
            return;
        }
        let values = [0, 1].map(|seat| self.battle_value(seat, Some(column), attribute));
        let mut damage = battle_damage(attribute, values);
        // Only a player at the final Objective since the round began deals column damage.
        for seat in 0..2 {
            if !at_final[seat] {
                damage[seat] = 0;
            }
        }
        let step = match attribute {
            Attribute::Might => "Step 1: Might Combat",
            Attribute::Zeal => "Step 2: Zeal Combat",
        };
        resolution.explain_with(self.rule(step), || {
            msg!(
                "hebs-battle",
                column = self.column_name(column),
                first = &self.table.factions[0].name,
                attribute = attribute_message(attribute),
                first_value = values[0],
                second = &self.table.factions[1].name,
                second_value = values[1],
                first_tokens = damage[0],
                second_tokens = damage[1]
            )
        });
        let health = u32::from(self.column_health(column));
        let tokens = self.table.columns[column].tokens.map(u32::from);
        let reaches = [0, 1]
            .map(|seat| damage[seat] > 0 && tokens[seat].saturating_add(damage[seat]) >= health);
        if reaches[0] && reaches[1] {
            // "Tie Breaker": Might, then Zeal, then the first player marker.
            let might = [0, 1].map(|seat| self.battle_value(seat, Some(column), Attribute::Might));
            let zeal = [0, 1].map(|seat| self.battle_value(seat, Some(column), Attribute::Zeal));
            let winner = if might[0] != might[1] {
                usize::from(might[1] > might[0])
            } else if zeal[0] != zeal[1] {
                usize::from(zeal[1] > zeal[0])
            } else {
                self.first_player
            };
            resolution.explain_with(self.rule(self.claim_section()), || {
                msg!(
                    "hebs-tie-breaker",
                    column = self.column_name(column),
                    first_might = might[0],
                    second_might = might[1],
                    first_zeal = zeal[0],
                    second_zeal = zeal[1],
                    winner = &self.table.factions[winner].name
                )
            });
            // The loser's tokens still go on, short of a claim.
            let loser = other(winner);
            let room = health.saturating_sub(1).saturating_sub(tokens[loser]);
            self.place_tokens(loser, column, damage[loser].min(room), resolution);
            self.place_tokens(winner, column, damage[winner], resolution);
            return;
        }
        for (seat, amount) in damage.into_iter().enumerate() {
            self.place_tokens(seat, column, amount, resolution);
        }
    }

    pub fn column_health(&self, column: usize) -> u8 {
        self.columns
            .columns
            .get(column)
            .map_or(u8::MAX, |card| card.health)
    }

    /// Places `seat`'s tokens on a column one by one; at its Health the column is claimed and
    /// the rest are lost (G10). Two claims win at once (G11).
    pub(super) fn place_tokens(
        &mut self,
        seat: Seat,
        column: usize,
        amount: u32,
        resolution: &mut Resolution,
    ) {
        let health = self.column_health(column);
        for _ in 0..amount {
            let state = &mut self.table.columns[column];
            if state.claimed_by.is_some() {
                return;
            }
            // A column is claimed at its Health (a u8), so neither count can wrap; saturating
            // all the same, as the Health comes from the setup.
            state.tokens[seat] = state.tokens[seat].saturating_add(1);
            let placed = &mut self.table.players[seat].tokens_placed;
            *placed = placed.saturating_add(1);
            if self.table.columns[column].tokens[seat] >= health {
                self.table.columns[column].claimed_by = Some(seat);
                resolution.explain_with(self.rule(self.claim_section()), || {
                    msg!(
                        "hebs-claims",
                        faction = &self.table.factions[seat].name,
                        column = self.column_name(column),
                        health = health
                    )
                });
                if self.claims(seat) >= CLAIMS_TO_WIN {
                    self.finish(Outcome::Winner(seat, EndReason::Claims), resolution);
                }
                return;
            }
        }
    }

    pub(super) fn objective_phase(&mut self, resolution: &mut Resolution) {
        for seat in [self.first_player, other(self.first_player)] {
            if self.at_final(seat) {
                continue;
            }
            // Shared, unchanging designs: held while the table changes.
            let faction = std::sync::Arc::clone(&self.table.factions[seat]);
            let Some(objective) = self.table.objective_in(&faction, seat) else {
                continue;
            };
            let (attribute, value, name) = (objective.attribute, objective.value, &objective.name);
            let total = self.battle_value(seat, None, attribute);
            let damage = total.saturating_sub(u32::from(value));
            resolution.explain_with(self.rule("4. Objective Phase"), || {
                msg!(
                    "hebs-objective-attack",
                    faction = &self.table.factions[seat].name,
                    objective = name,
                    attribute = attribute_message(attribute),
                    total = total,
                    value = value,
                    damage = damage
                )
            });
            self.damage_objective(seat, damage, resolution);
            if self.outcome.is_some() {
                return;
            }
        }
    }

    /// Damage on `seat`'s current Objective; at its Health it is destroyed, its "When destroyed"
    /// effects resolve (not in solo play), and the next one is revealed. Excess is lost.
    pub(super) fn damage_objective(
        &mut self,
        seat: Seat,
        amount: u32,
        resolution: &mut Resolution,
    ) {
        if amount == 0 || self.at_final(seat) {
            return;
        }
        let faction = std::sync::Arc::clone(&self.table.factions[seat]);
        let Some(objective) = self.table.objective_in(&faction, seat) else {
            return;
        };
        let (health, effects, name) = (
            u32::from(objective.health),
            &objective.when_destroyed,
            &objective.name,
        );
        let player = &mut self.table.players[seat];
        let total = u32::from(player.objective_damage).saturating_add(amount);
        if total < health {
            player.objective_damage = total as u8;
            return;
        }
        if player.destroyed_objective_this_round {
            // "A player can only destroy one Objective per round", by cards too: it stands one
            // short, the rest of the damage lost (Ysbilia ruling, docs/rules-gaps.md).
            let kept = u8::try_from(health.saturating_sub(1)).unwrap_or(u8::MAX);
            player.objective_damage = kept;
            resolution.explain_with(self.rule("4. Objective Phase"), || {
                msg!(
                    "hebs-objective-holds",
                    faction = &self.table.factions[seat].name,
                    objective = name,
                    kept = kept
                )
            });
            return;
        }
        player.destroyed_objective_this_round = true;
        player.objective_damage = 0;
        let defeated = player.objectives.remove(0);
        player.defeated_objectives.push(defeated);
        resolution.explain_with(self.rule("4. Objective Phase"), || {
            let excess = total - health;
            match self.table.objective(seat) {
                Some(next) => msg!(
                    "hebs-objective-destroyed-next",
                    objective = name,
                    excess = excess,
                    next = &next.name
                ),
                None => msg!(
                    "hebs-objective-destroyed",
                    objective = name,
                    excess = excess
                ),
            }
        });
        if self.foe.is_some() {
            self.solo_objective_destroyed(seat, resolution);
            return;
        }
        if !effects.is_empty() {
            let context = super::effects::Context {
                seat,
                source: super::state::CardId(0),
                column: None,
                pick: Default::default(),
                triggering: None,
            };
            self.run(&context, effects, resolution);
        }
    }
}
