//! The 1565 solo Foe (1565-st-elmos-pay-solo-rules.txt) at seat 1: no hand, a Resource Dial, a
//! draw-until-affordable deployment, B.A.R. targeting and its own placement order. Where the
//! Foe's choice is open, "Player's choice" settles it by the setup's `ChoicePolicy`. The Foe's
//! plays and abilities on its turn go on the Response stack, so the player may answer them; its
//! End of Round sweep resolves at once (docs/rules-gaps.md).

use super::card::{Ability, CardKind, Effect, Side, Target, Timing, Title, UnitType};
use super::command::{Pick, Use};
use super::effects::Context;
use super::setup::ChoicePolicy;
use super::state::{COLUMNS, CardId, ROWS, Seat, Zone};
use super::values::matches;
use super::{EndReason, Hebs, ItemKind, Outcome, StackItem};
use crate::log::{Rule, Rulebook};
use crate::record::Resolution;

const FOE: Seat = 1;
const PLAYER: Seat = 0;
/// "Setup": the Foe's three opening cards go to the middle column.
const OPENING_COLUMN: usize = 1;
/// A Foe turn draws at most this many cards (a deck of unaffordable cards is turned over once).
const MOST_DRAWS: usize = 200;

fn solo(section: &'static str) -> Rule {
    Rule::new(Rulebook::StElmosPaySolo1565, section)
}

/// What sort of card the Foe's rules single out ("B.A.R.", "Placement Order").
#[derive(Clone, Copy, PartialEq, Eq)]
enum Sort {
    Bold,
    Artillery,
    Range,
    Other,
}

impl Hebs {
    fn sort_of(&self, card: CardId) -> Sort {
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

    fn hardest(&self) -> bool {
        self.foe
            .as_ref()
            .is_some_and(|foe| foe.choices == ChoicePolicy::Hardest)
    }

    /// "Setup" (solo): the opening cards in Row 3, 2, 1 of the middle column; quick play sets the
    /// deck aside by cost, the 0-cost pile first.
    pub(super) fn setup_foe(&mut self, resolution: &mut Resolution) {
        self.first_player = PLAYER;
        let names = self.table.factions[FOE].foe_opening.clone();
        for (index, name) in names.iter().take(ROWS).enumerate() {
            let card = self.table.players[FOE]
                .deck
                .iter()
                .copied()
                .find(|&card| &self.table.design(card).name == name);
            if let Some(card) = card {
                self.table
                    .to_battlefield(card, OPENING_COLUMN, ROWS - 1 - index);
            }
        }
        // A faction that names no opening still fields its Leader.
        let leader = self.table.players[FOE]
            .deck
            .iter()
            .copied()
            .find(|&card| self.table.design(card).kind == CardKind::Leader);
        if let Some(leader) = leader {
            let column = (0..COLUMNS)
                .map(|offset| (OPENING_COLUMN + offset) % COLUMNS)
                .find(|&column| self.table.free_row(FOE, column).is_some());
            if let Some(column) = column {
                let row = self.table.free_row(FOE, column).unwrap_or(0);
                self.table.to_battlefield(leader, column, row);
            }
        }
        if self.foe.as_ref().is_some_and(|foe| foe.quick_play) {
            let deck = self.table.players[FOE].deck.clone();
            for card in deck {
                if self.table.design(card).cost > 0 {
                    self.table.to_aside(card);
                }
            }
        }
        resolution.explain_with(solo("Setup"), || {
            format!(
                "The Foe ({}) sets up in {}: {}.",
                self.table.factions[FOE].name,
                self.column_name(OPENING_COLUMN),
                names.join(", ")
            )
        });
    }

    pub(super) fn foe_round_start(&mut self, resolution: &mut Resolution) {
        resolution.explain_with(solo("Foe Resource Dial"), || {
            format!(
                "The Resource Dial reads {}; the Foe's Resources are {}.",
                self.dial_value(),
                self.foe_resources()
            )
        });
    }

    fn dial_value(&self) -> i32 {
        let Some(foe) = &self.foe else { return 0 };
        let round = (self.round.max(1) - 1) as usize;
        foe.dial
            .get(round)
            .or(foe.dial.last())
            .map_or(0, |value| i32::from(*value))
    }

    /// "Foe Resource Dial": the dial plus the Foe's Ready cards' Resources, never below 0.
    pub fn foe_resources(&self) -> u32 {
        let ready: i32 = self
            .table
            .controlled(FOE)
            .filter(|&card| self.table.card(card).ready)
            .map(|card| i32::from(self.table.design(card).resources))
            .sum();
        (self.dial_value() + ready).max(0) as u32
    }

    /// "Foe Turns".
    pub(super) fn foe_turn(&mut self, resolution: &mut Resolution) {
        if self.outcome.is_none() {
            if self.table.players[PLAYER].passed {
                self.foe_end_of_round(resolution);
                self.table.players[FOE].passed = true;
                resolution.explain_with(solo("Passing (End of Round)"), || {
                    "The Foe passes.".to_owned()
                });
            } else if !self.foe_attack(resolution) && !self.foe_commander(resolution) {
                self.foe_deploy(resolution);
            }
        }
        if self.stack.is_empty() {
            self.check_leaders(resolution);
            self.end_turn(FOE, resolution);
        } else {
            // The player may answer what the Foe did; the turn ends once the stack resolves.
            self.settle(resolution);
        }
    }

    /// The Foe's usable abilities of `card`: its Solo: ability when it has one, otherwise its
    /// Actions, without the kinds the Foe ignores ("Playing Foe Cards").
    fn foe_abilities(&self, card: CardId) -> Vec<u8> {
        let design = self.table.design(card);
        let solo_only = design
            .abilities
            .iter()
            .any(|ability| ability.timing == Timing::Solo);
        design
            .abilities
            .iter()
            .enumerate()
            .filter(|(_, ability)| {
                if solo_only {
                    ability.timing == Timing::Solo
                } else {
                    ability.timing == Timing::Action && !ignored_by_foe(ability)
                }
            })
            .map(|(index, _)| index as u8)
            .collect()
    }

    /// The aim the Foe takes: B.A.R. first, then "Player's choice" by the policy; columns
    /// favour existing Frontiers.
    fn foe_pick(&self, card: CardId, ability: &Ability, only: Option<Sort>) -> Option<Pick> {
        let context = Context {
            seat: FOE,
            source: card,
            column: self.table.column_of(card),
            pick: Pick::default(),
            triggering: None,
        };
        let hardest = self.hardest();
        let mut best: Option<(i64, Pick)> = None;
        self.for_each_pick(&context, ability, |pick| {
            let mut score: i64 = 0;
            if let Some(target) = pick.card {
                let sort = self.sort_of(target);
                if only.is_some_and(|wanted| wanted != sort) {
                    return true;
                }
                let state = self.table.card(target);
                let design = self.table.design(target);
                let left = i64::from(design.health) - i64::from(state.damage);
                if self.table.owner(target) == PLAYER {
                    score += match sort {
                        Sort::Bold => 3_000,
                        Sort::Artillery => 2_000,
                        Sort::Range => 1_000,
                        Sort::Other => 0,
                    };
                    // Player's choice: kindly, the sturdiest card; hardest, the nearest to falling.
                    score += if hardest { 100 - left } else { left };
                } else {
                    // Foe cards: the most damaged first (healing), then the dearest.
                    score += i64::from(state.damage) * 10 + i64::from(design.cost);
                }
            }
            if let Some(column) = pick.column.map(usize::from) {
                let state = self.table.columns[column];
                if state.claimed_by.is_none() {
                    score += 500;
                }
                let health = i64::from(self.column_health(column));
                score += 50 - (health - i64::from(state.tokens[FOE]));
                score += self.table.army_in(PLAYER, column).count() as i64;
            }
            if best.is_none_or(|(top, _)| score > top) {
                best = Some((score, pick));
            }
            true
        });
        best.map(|(_, pick)| pick)
    }

    /// Uses ability `index` of the Foe's `card` with its best aim at once (its End of Round
    /// sweep); returns whether it could.
    fn foe_use(
        &mut self,
        card: CardId,
        index: u8,
        only: Option<Sort>,
        resolution: &mut Resolution,
    ) -> bool {
        let design = self.table.design(card);
        let Some(ability) = design.abilities.get(usize::from(index)) else {
            return false;
        };
        let Some(pick) = self.foe_pick(card, ability, only) else {
            return false;
        };
        let effects = ability.effects.clone();
        self.foe_log_use(card, index, resolution);
        let context = Context {
            seat: FOE,
            source: card,
            column: self.table.column_of(card).or(pick.column.map(usize::from)),
            pick,
            triggering: None,
        };
        self.run(&context, &effects, resolution);
        true
    }

    /// The Foe's Ready Artillery (then Range) cards that could attack now.
    fn foe_attackers(&self, sort: Sort) -> Vec<(CardId, u8)> {
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

    /// The Foe's army cards in "Placement Order" priority (Row 1 left to right, then Row 2...).
    fn foe_in_placement_order(&self) -> Vec<CardId> {
        let columns = &self.table.players[FOE].columns;
        (0..ROWS)
            .flat_map(|row| (0..COLUMNS).filter_map(move |column| columns[column][row]))
            .collect()
    }

    /// "Artillery/Range Attacks": one attack, and the attacker Tires. At the Great Siege (both
    /// players), a Range attack only when the Foe is losing that column's Might battle.
    fn foe_attack(&mut self, resolution: &mut Resolution) -> bool {
        let both_final = self.at_final(PLAYER) && self.at_final(FOE);
        let mut choices = self.foe_attackers(Sort::Artillery);
        for (card, index) in self.foe_attackers(Sort::Range) {
            let losing = self.table.column_of(card).is_some_and(|column| {
                let might = super::card::Attribute::Might;
                self.battle_value(FOE, Some(column), might)
                    < self.battle_value(PLAYER, Some(column), might)
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

    /// "'Commander' abilities": a Foe Commander whose column was claimed moves, in place of the
    /// draw, to the unclaimed column where the Foe has least Ready Might (G33).
    fn foe_commander(&mut self, resolution: &mut Resolution) -> bool {
        for card in self.foe_in_placement_order() {
            let Some(from) = self.table.column_of(card) else {
                continue;
            };
            let commander = self.table.design(card).has_title(&Title::Commander);
            if !commander || self.table.columns[from].claimed_by.is_none() {
                continue;
            }
            let might = super::card::Attribute::Might;
            let target = (0..COLUMNS)
                .filter(|&column| {
                    column != from
                        && self.table.columns[column].claimed_by.is_none()
                        && self.table.free_row(FOE, column).is_some()
                })
                .min_by_key(|&column| (self.battle_value(FOE, Some(column), might), column));
            let Some(column) = target else { continue };
            let row = self.foe_row_in(column).unwrap_or(0);
            self.table.to_battlefield(card, column, row);
            resolution.explain_with(solo("'Commander' abilities"), || {
                format!(
                    "The Foe's {} leaves its taken column for {}.",
                    self.table.design(card).name,
                    self.column_name(column)
                )
            });
            return true;
        }
        false
    }

    /// The first empty space in `column` by the placement order (Row 1 first).
    fn foe_row_in(&self, column: usize) -> Option<usize> {
        self.table.free_row(FOE, column)
    }

    /// "Placement Order" and its special cases for `card`: a free space in an unclaimed column.
    fn foe_space(&self, card: CardId) -> Option<(usize, usize)> {
        let open = |column: usize| {
            self.table.columns[column].claimed_by.is_none() && self.foe_row_in(column).is_some()
        };
        let player_has = |column: usize, sorts: &[Sort]| {
            self.table
                .army_in(PLAYER, column)
                .any(|enemy| sorts.contains(&self.sort_of(enemy)))
        };
        let leader = self.table.leader_column(PLAYER);
        let preferred: Vec<usize> = match self.sort_of(card) {
            Sort::Range => leader
                .into_iter()
                .chain(
                    (0..COLUMNS)
                        .filter(|&column| player_has(column, &[Sort::Artillery, Sort::Range])),
                )
                .collect(),
            Sort::Artillery => {
                let mut columns: Vec<usize> = (0..COLUMNS).collect();
                columns.sort_by_key(|&column| {
                    let avoid = player_has(column, &[Sort::Bold, Sort::Artillery]);
                    let enemies = self.table.army_in(PLAYER, column).count();
                    let ties = (
                        Some(column) != leader,
                        !player_has(column, &[Sort::Artillery, Sort::Range]),
                        column,
                    );
                    (avoid, std::cmp::Reverse(enemies), ties)
                });
                columns
            }
            Sort::Bold => (0..COLUMNS)
                .filter(|&column| player_has(column, &[Sort::Artillery]))
                .collect(),
            Sort::Other => Vec::new(),
        };
        if let Some(column) = preferred.into_iter().find(|&column| open(column)) {
            return self.foe_row_in(column).map(|row| (column, row));
        }
        // The table: Row 1 of each column left to right, then Row 2, then Row 3.
        for row in 0..ROWS {
            for column in 0..COLUMNS {
                if self.table.columns[column].claimed_by.is_none()
                    && self.table.players[FOE].columns[column][row].is_none()
                {
                    return Some((column, row));
                }
            }
        }
        None
    }

    /// "Foe's Battlefield is full": the cheapest Ready, non-Artillery, non-Range Foe card in an
    /// unclaimed column that costs less (Artillery and Range: no more) than `card`.
    fn foe_replacement(&self, card: CardId) -> Option<CardId> {
        let sort = self.sort_of(card);
        let cost = self.table.design(card).cost;
        let cavalry = self.table.design(card).unit_type() == Some(UnitType::Cavalry);
        let leader = self.table.leader_column(PLAYER);
        let hardest = self.hardest();
        self.foe_in_placement_order()
            .into_iter()
            .filter(|&old| {
                let design = self.table.design(old);
                let column = self.table.column_of(old);
                design.kind != CardKind::Leader
                    && self.table.card(old).ready
                    && matches!(self.sort_of(old), Sort::Other | Sort::Bold)
                    && column.is_some_and(|column| self.table.columns[column].claimed_by.is_none())
                    && match sort {
                        Sort::Artillery | Sort::Range => design.cost <= cost,
                        _ => design.cost < cost,
                    }
            })
            .min_by_key(|&old| {
                let design = self.table.design(old);
                let (column, row) = match self.table.card(old).zone {
                    Zone::Battlefield { column, row } => (usize::from(column), usize::from(row)),
                    _ => (0, 0),
                };
                let row_wanted = match sort {
                    Sort::Range => row == 0,
                    Sort::Artillery => row == ROWS - 1,
                    _ => cavalry && row == ROWS - 1,
                };
                let choice = if hardest {
                    design.health
                } else {
                    u8::MAX - design.health
                };
                (
                    design.cost,
                    Some(column) != leader && matches!(sort, Sort::Artillery | Sort::Range),
                    !row_wanted,
                    choice,
                )
            })
    }

    /// "Foe Deployment": draw until a card costs no more than the Foe's Resources, and play it.
    fn foe_deploy(&mut self, resolution: &mut Resolution) {
        let resources = self.foe_resources();
        self.quick_play_piles(resources, resolution);
        for _ in 0..MOST_DRAWS {
            let Some(card) = self.table.players[FOE].deck.pop() else {
                // Turned over as it lies, oldest discard drawn first; the Foe skips this turn.
                let discard = std::mem::take(&mut self.table.players[FOE].discard);
                for &old in discard.iter().rev() {
                    self.table.players[FOE].deck.push(old);
                    self.table.card_mut(old).zone = Zone::Deck;
                }
                resolution.explain_with(solo("Foe Deployment"), || {
                    "The Foe's deck is empty: its discard pile is turned over, and it skips this turn.".to_owned()
                });
                return;
            };
            self.table.to_resolving(card);
            let cost = u32::from(self.table.design(card).cost);
            if cost > resources {
                self.table.to_discard(card);
                continue;
            }
            if self.foe_play(card, resolution) {
                return;
            }
        }
    }

    /// "Quick-Play Setup": when the Foe's Resources first reach a cost, that pile is shuffled
    /// into its deck (G34).
    fn quick_play_piles(&mut self, resources: u32, resolution: &mut Resolution) {
        let waiting: Vec<CardId> = self.table.players[FOE]
            .aside
            .iter()
            .copied()
            .filter(|&card| u32::from(self.table.design(card).cost) <= resources)
            .collect();
        if waiting.is_empty() {
            return;
        }
        for card in &waiting {
            self.table.to_deck(*card);
        }
        resolution.dice().shuffle(
            "the Foe's deck (quick play)",
            &mut self.table.players[FOE].deck,
        );
        resolution.explain_with(solo("Quick-Play Setup"), || {
            format!(
                "{} cards costing up to {resources} join the Foe's deck.",
                waiting.len()
            )
        });
    }

    /// Plays a drawn Foe card (`Resolving`); false (and discarded) when it cannot be played, so
    /// the Foe draws again. An army card with no place ends the turn.
    fn foe_play(&mut self, card: CardId, resolution: &mut Resolution) -> bool {
        let design = self.table.design(card).clone();
        match &design.kind {
            CardKind::Event => {
                let usable = self.foe_abilities(card).into_iter().find(|&index| {
                    self.foe_pick(card, &design.abilities[usize::from(index)], None)
                        .is_some()
                });
                let used = usable.is_some_and(|index| self.foe_initiate(card, index, resolution));
                if !used {
                    self.table.to_discard(card);
                }
                used
            }
            CardKind::Tactics => {
                self.table.to_reserve(card);
                self.foe_log_play(card, resolution);
                self.foe_on_play(card, resolution);
                true
            }
            CardKind::Attachment { side, host } => {
                let side = match side {
                    Side::Own => FOE,
                    Side::Enemy => PLAYER,
                };
                let leader = self.table.leader_column(PLAYER);
                let hosts = self
                    .table
                    .army_of(side)
                    .filter(|&target| {
                        matches(host, self.table.design(target))
                            && self.table.column_of(target).is_some_and(|column| {
                                self.table.columns[column].claimed_by.is_none()
                            })
                    })
                    .min_by_key(|&target| (self.table.column_of(target) != leader, target));
                let Some(target) = hosts else {
                    self.table.to_discard(card);
                    return false;
                };
                self.table.attach(card, target);
                self.foe_log_play(card, resolution);
                true
            }
            CardKind::Leader => {
                self.table.to_discard(card);
                false
            }
            CardKind::Unit(_) | CardKind::Character => {
                if let Some((column, row)) = self.foe_space(card) {
                    self.table.to_battlefield(card, column, row);
                } else if let Some(old) = self.foe_replacement(card) {
                    let Zone::Battlefield { column, row } = self.table.card(old).zone else {
                        self.table.to_discard(card);
                        return true;
                    };
                    resolution.explain_with(solo("Foe's Battlefield is full"), || {
                        format!(
                            "{} replaces the Foe's {}.",
                            design.name,
                            self.table.design(old).name
                        )
                    });
                    self.table.to_discard(old);
                    self.table
                        .to_battlefield(card, usize::from(column), usize::from(row));
                } else {
                    resolution.explain_with(solo("Foe's Battlefield is full"), || {
                        format!("{} finds no place and is discarded.", design.name)
                    });
                    self.table.to_discard(card);
                    return true;
                }
                self.foe_log_play(card, resolution);
                self.foe_on_play(card, resolution);
                true
            }
        }
    }

    fn foe_log_play(&self, card: CardId, resolution: &mut Resolution) {
        resolution.explain_with(solo("Foe Deployment"), || {
            let place = match self.table.card(card).zone {
                Zone::Battlefield { column, row } => {
                    format!(
                        " into Row {} of {}",
                        row + 1,
                        self.column_name(usize::from(column))
                    )
                }
                Zone::Attached(host) => format!(" onto {}", self.table.design(host).name),
                _ => " into its reserve".to_owned(),
            };
            format!("The Foe plays {}{place}.", self.table.design(card).name)
        });
    }

    /// "Playing Foe Cards": a played card's action happens at once if it can (an attack Tires).
    /// An army card's play and its action go on the stack as a player's would, so the player
    /// may answer either ("Response Abilities").
    fn foe_on_play(&mut self, card: CardId, resolution: &mut Resolution) {
        let mut action = None;
        for index in self.foe_abilities(card) {
            let ability = &self.table.design(card).abilities[usize::from(index)];
            let Some(pick) = self.foe_pick(card, ability, None) else {
                continue;
            };
            let attack = ability
                .effects
                .iter()
                .any(|effect| matches!(effect, Effect::Artillery(_) | Effect::Range(_)));
            self.foe_log_use(card, index, resolution);
            if attack {
                self.table.card_mut(card).ready = false;
            }
            action = Some(Use {
                ability: index,
                pick,
            });
            break;
        }
        if self.table.design(card).is_army() {
            self.push_item(StackItem {
                seat: FOE,
                source: card,
                kind: ItemKind::Played {
                    when_played: action,
                },
                pick: Pick::default(),
                cancelled: false,
            });
        } else if let Some(used) = action {
            self.push_item(StackItem::ability(FOE, card, used));
        }
    }

    /// An ability the Foe uses on its turn goes on the stack, so the player may answer it.
    fn foe_initiate(&mut self, card: CardId, index: u8, resolution: &mut Resolution) -> bool {
        let design = self.table.design(card);
        let Some(ability) = design.abilities.get(usize::from(index)) else {
            return false;
        };
        let Some(pick) = self.foe_pick(card, ability, None) else {
            return false;
        };
        self.foe_log_use(card, index, resolution);
        self.push_item(StackItem::ability(
            FOE,
            card,
            Use {
                ability: index,
                pick,
            },
        ));
        true
    }

    fn foe_log_use(&self, card: CardId, index: u8, resolution: &mut Resolution) {
        resolution.explain_with(solo("Playing Foe Cards"), || {
            format!(
                "The Foe uses {}: {}",
                self.table.design(card).name,
                super::describe::ability_of(self, card, index)
            )
        });
    }

    /// "Passing (End of Round)": Artillery and Range sweeps (not at the Great Siege, G27), End
    /// of Round abilities, one more card.
    fn foe_end_of_round(&mut self, resolution: &mut Resolution) {
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
        // "End of Round Abilities": Bold (when it can take an Artillery card), Pulverise,
        // Relentless, Tireless (not at the Great Siege while its column stands).
        for title in [Title::Bold, Title::Pulverise] {
            for card in self.foe_in_placement_order() {
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
        self.foe_relentless(resolution);
        for card in self.foe_in_placement_order() {
            let Some(column) = self.table.column_of(card) else {
                continue;
            };
            let held = self.at_final(FOE) && self.table.columns[column].claimed_by.is_none();
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
            self.foe_deploy(resolution);
        }
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

    /// Relentless Foe cards in its discard pile come back if affordable, topmost first (G12).
    fn foe_relentless(&mut self, resolution: &mut Resolution) {
        let resources = self.foe_resources();
        let relentless: Vec<CardId> = self.table.players[FOE]
            .discard
            .iter()
            .rev()
            .copied()
            .filter(|&card| {
                let design = self.table.design(card);
                design.keywords.contains(&super::card::Keyword::Relentless)
                    && u32::from(design.cost) <= resources
            })
            .collect();
        for card in relentless {
            if self.outcome.is_some() {
                return;
            }
            self.table.to_resolving(card);
            if !self.foe_play(card, resolution) && self.table.card(card).zone == Zone::Resolving {
                self.table.to_discard(card);
            }
        }
    }

    /// "Objectives" (solo): no "When destroyed"; after Objective A the player draws 1 for each
    /// Objective destroyed.
    pub(super) fn solo_objective_destroyed(&mut self, seat: Seat, resolution: &mut Resolution) {
        if seat == PLAYER && self.table.players[PLAYER].defeated_objectives.len() >= 2 {
            let drawn = self.table.draw(PLAYER, 1);
            resolution.explain_with(solo("Objectives"), || {
                format!("Past Objective A, the player draws {drawn} for destroying an Objective.")
            });
        }
    }

    /// "Scoring": tokens the player placed, +5 for a win, +5 a level above Easy, +30 for the
    /// Foe's Leader; and the rating.
    pub fn solo_score(&self) -> Option<(u32, &'static str)> {
        let foe = self.foe.as_ref()?;
        let mut score = self.table.players[PLAYER]
            .tokens_placed
            .saturating_add(foe.difficulty.score_bonus());
        if matches!(self.outcome, Some(Outcome::Winner(PLAYER, _))) {
            score = score.saturating_add(5);
        }
        if matches!(
            self.outcome,
            Some(Outcome::Winner(PLAYER, EndReason::Leader))
        ) || (matches!(self.outcome, Some(Outcome::Tie(EndReason::Leader))))
        {
            score = score.saturating_add(30);
        }
        Some((score, rating(score)))
    }
}

/// "Scoring" rating table (G35: 51-60 is KING).
pub fn rating(score: u32) -> &'static str {
    match score {
        0..=10 => "Knave",
        11..=20 => "Soldier",
        21..=30 => "Knight",
        31..=40 => "Vassal",
        41..=50 => "Duke",
        51..=60 => "King",
        _ => "Conqueror!",
    }
}

/// "Playing Foe Cards": the Foe ignores movement (Agile), self-damage (Bloodlust), cost
/// discounts (Family/Leader) and card draw (Learned/Recon/Scholarly).
fn ignored_by_foe(ability: &Ability) -> bool {
    let titled = matches!(
        ability.title,
        Some(
            Title::Agile
                | Title::Bloodlust
                | Title::Family
                | Title::Leader
                | Title::Learned
                | Title::Recon
                | Title::Scholarly
        )
    );
    titled
        || ability.effects.iter().any(|effect| {
            matches!(
                effect,
                Effect::Move(_)
                    | Effect::Draw(_)
                    | Effect::Damage {
                        target: Target::This,
                        ..
                    }
            )
        })
}
