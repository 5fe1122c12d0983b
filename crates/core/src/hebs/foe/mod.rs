//! The 1565 solo Foe (1565-st-elmos-pay-solo-rules.txt) at seat 1: no hand, a Resource Dial, a
//! draw-until-affordable deployment, B.A.R. targeting and its own placement order. Where the
//! Foe's choice is open, "Player's choice" settles it by the setup's `ChoicePolicy`, except the
//! ties the text hands to the player, which wait for `HebsCommand::ChooseForFoe`. The Foe's
//! plays and abilities on its turn go on the Response stack, so the player may answer them; its
//! End of Round sweep resolves at once (docs/rules-gaps.md).
//!
//! `aim`: where it aims. `deploy`: the draw loop and Placement Order. `replace`: a full
//! battlefield and Commanders. `round`: Passing (End of Round).

mod aim;
mod deploy;
mod replace;
mod round;

use super::card::{Ability, CardKind, Effect, Target, Timing, Title};
use super::command::Use;
use super::effects::Context;
use super::state::{COLUMNS, CardId, ROWS, Seat};
use super::{EndReason, Hebs, Outcome, StackItem};
use crate::log::{Rule, Rulebook};
use crate::msg;
use crate::record::Resolution;
use crate::words::Message;
use aim::Sort;
use serde::Serialize;

const FOE: Seat = 1;
const PLAYER: Seat = 0;
/// "Setup": the Foe's three opening cards go to the middle column.
const OPENING_COLUMN: usize = 1;
/// A Foe turn draws at most this many cards (a deck of unaffordable cards is turned over once).
const MOST_DRAWS: usize = 200;

fn solo(section: &'static str) -> Rule {
    Rule::new(Rulebook::StElmosPaySolo1565, section)
}

impl Hebs {
    /// "Setup" (solo): the opening cards in Row 3, 2, 1 of the middle column; quick play sets the
    /// deck aside by cost, the 0-cost pile first.
    pub(in crate::hebs) fn setup_foe(&mut self, resolution: &mut Resolution) {
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
            msg!(
                "hebs-foe-setup",
                faction = &self.table.factions[FOE].name,
                column = self.column_name(OPENING_COLUMN),
                cards = super::describe::comma_list(names.iter().map(Into::into))
            )
        });
    }

    pub(in crate::hebs) fn foe_round_start(&mut self, resolution: &mut Resolution) {
        resolution.explain_with(solo("Foe Resource Dial"), || {
            msg!(
                "hebs-foe-dial",
                dial = self.dial_value(),
                resources = self.foe_resources()
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

    /// "Foe Turns": an Artillery or Range attack, or a Commander's move, or a card drawn and
    /// played; once the player has passed, the end of the round. The turn may stop for the
    /// player's choice ("Foe's Battlefield is full", "'Commander' abilities").
    pub(in crate::hebs) fn foe_turn(&mut self, resolution: &mut Resolution) {
        if self.outcome.is_none() {
            if self.table.players[PLAYER].passed {
                self.foe_end_of_round(resolution);
            } else if !self.foe_attack(resolution) && !self.foe_commander(resolution) {
                self.foe_deploy(&FoeResume::Turn, resolution);
            }
        }
        if self.foe_choice.is_none() {
            self.foe_turn_over(resolution);
        }
    }

    /// The Foe's turn is done: the player may answer what it did; the turn ends once the stack
    /// resolves.
    fn foe_turn_over(&mut self, resolution: &mut Resolution) {
        if self.stack.is_empty() {
            self.check_leaders(resolution);
            self.end_turn(FOE, resolution);
        } else {
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
            msg!(
                "hebs-foe-uses",
                card = &self.table.design(card).name,
                ability = super::describe::ability_of_message(self, card, index)
            )
        });
    }

    /// "Objectives" (solo): no "When destroyed"; after Objective A the player draws 1 for each
    /// Objective destroyed.
    pub(in crate::hebs) fn solo_objective_destroyed(
        &mut self,
        seat: Seat,
        resolution: &mut Resolution,
    ) {
        if seat == PLAYER && self.table.players[PLAYER].defeated_objectives.len() >= 2 {
            let drawn = self.table.draw(PLAYER, 1);
            resolution.explain_with(solo("Objectives"), || msg!("hebs-solo-draw", count = drawn));
        }
    }

    /// "Scoring": tokens the player placed, +5 for a win, +5 a level above Easy, +30 for the
    /// Foe's Leader; and the rating.
    pub fn solo_score(&self) -> Option<(u32, Message)> {
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
pub fn rating(score: u32) -> Message {
    match score {
        0..=10 => msg!("hebs-rating-knave"),
        11..=20 => msg!("hebs-rating-soldier"),
        21..=30 => msg!("hebs-rating-knight"),
        31..=40 => msg!("hebs-rating-vassal"),
        41..=50 => msg!("hebs-rating-duke"),
        51..=60 => msg!("hebs-rating-king"),
        _ => msg!("hebs-rating-conqueror"),
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

/// "End of Round Abilities": Bold, Pulverise and Tireless (Relentless is a keyword, played from
/// the discard pile). A Foe card in play keeps them for the end of the round.
fn end_of_round(ability: &Ability) -> bool {
    matches!(
        ability.title,
        Some(Title::Bold | Title::Pulverise | Title::Tireless)
    )
}

/// Where the Foe's turn goes on once the player has made the choice it waits on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub(in crate::hebs) enum FoeResume {
    /// An ordinary turn: it ends after this play.
    Turn,
    /// The end of the round: these Relentless cards (topmost first) are still to come, then
    /// Tireless, the last card and the pass.
    Relentless(Vec<CardId>),
    /// The end of the round's last card: then the Foe passes.
    Pass,
}
