//! "Foe's Battlefield is full" and "'Commander' abilities": a card takes the place of a Foe card,
//! or a Commander moves. Where the text leaves a tie to the player ("the player chooses which
//! card to replace", "player breaks ties"), the Foe's turn waits for `ChooseForFoe`.

use super::aim::Sort;
use super::{FOE, FoeResume, PLAYER, solo};
use crate::hebs::card::{Attribute, CardKind, Title, UnitType};
use crate::hebs::command::HebsCommand;
use crate::hebs::state::{COLUMNS, CardId, ROWS, Zone};
use crate::hebs::{FoeChoice, FoeChoiceKind, Hebs, describe};
use crate::log::Rule;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::simulate::Chooser;
use crate::words::{Arg, Message};

const FULL: &str = "Foe's Battlefield is full";
const COMMANDER: &str = "'Commander' abilities";

impl Hebs {
    /// "Foe's Battlefield is full": the Foe cards a drawn `card` could replace, narrowed by the
    /// text's priorities to those still tied (the player's choice when more than one): the
    /// lowest cost among Ready cards that are neither Artillery nor Range (nor the Leader) in an
    /// existing Frontier, costing less than `card` (Artillery and Range: no more). Ties:
    /// Artillery and Range prefer the player Leader's Frontier, then a Frontier with the
    /// player's Artillery or Range, then Row 1 (Range) or Row 3 (Artillery); Cavalry, Row 3.
    pub(super) fn foe_replaceable(&self, card: CardId) -> Vec<CardId> {
        let sort = self.sort_of(card);
        let cost = self.table.design(card).cost;
        let cavalry = self.table.design(card).unit_type() == Some(UnitType::Cavalry);
        let gun = matches!(sort, Sort::Artillery | Sort::Range);
        let leader = self.table.leader_column(PLAYER);
        let player_guns = |column: usize| {
            self.table
                .army_in(PLAYER, column)
                .any(|enemy| matches!(self.sort_of(enemy), Sort::Artillery | Sort::Range))
        };
        let key = |old: CardId| {
            let (column, row) = match self.table.card(old).zone {
                Zone::Battlefield { column, row } => (usize::from(column), usize::from(row)),
                _ => (0, 0),
            };
            let row_wanted = match sort {
                Sort::Range => row == 0,
                Sort::Artillery => row == ROWS - 1,
                _ => cavalry && row == ROWS - 1,
            };
            (
                self.table.design(old).cost,
                gun && Some(column) != leader,
                gun && !player_guns(column),
                !row_wanted,
            )
        };
        let eligible: Vec<CardId> = self
            .foe_in_placement_order()
            .into_iter()
            .filter(|&old| {
                let design = self.table.design(old);
                design.kind != CardKind::Leader
                    && self.table.card(old).ready
                    && matches!(self.sort_of(old), Sort::Other | Sort::Bold)
                    && self
                        .table
                        .column_of(old)
                        .is_some_and(|column| self.table.columns[column].claimed_by.is_none())
                    && if gun {
                        design.cost <= cost
                    } else {
                        design.cost < cost
                    }
            })
            .collect();
        let Some(best) = eligible.iter().map(|&old| key(old)).min() else {
            return Vec::new();
        };
        eligible
            .into_iter()
            .filter(|&old| key(old) == best)
            .collect()
    }

    /// A drawn army card with no free space: it replaces the one card the text points to, waits
    /// for the player to break a tie, or is discarded when nothing may be replaced.
    pub(super) fn foe_play_into_full(
        &mut self,
        card: CardId,
        resume: &FoeResume,
        resolution: &mut Resolution,
    ) {
        let among = self.foe_replaceable(card);
        match among.as_slice() {
            [] => {
                resolution.explain_with(solo(FULL), || {
                    msg!("hebs-foe-no-place", card = &self.table.design(card).name)
                });
                self.table.to_discard(card);
            }
            [old] => self.foe_replace(card, *old, resolution),
            _ => self.ask_for_foe(
                FoeChoiceKind::Replace { card, among },
                resume.clone(),
                resolution,
            ),
        }
    }

    /// `card` (drawn, or a Commander on the move) takes `old`'s exact space; `old` goes to the
    /// Foe's discard pile (G29). A drawn card is then played as usual.
    pub(super) fn foe_replace(&mut self, card: CardId, old: CardId, resolution: &mut Resolution) {
        let Zone::Battlefield { column, row } = self.table.card(old).zone else {
            return;
        };
        let moving = matches!(self.table.card(card).zone, Zone::Battlefield { .. });
        let section = if moving { COMMANDER } else { FULL };
        resolution.explain_with(solo(section), || {
            msg!(
                "hebs-foe-replaces",
                card = &self.table.design(card).name,
                old = &self.table.design(old).name,
                row = row + 1,
                column = self.column_name(usize::from(column))
            )
        });
        self.table.to_discard(old);
        self.table
            .to_battlefield(card, usize::from(column), usize::from(row));
        if !moving {
            self.foe_log_play(card, resolution);
            self.foe_on_play(card, resolution);
        }
    }

    /// "'Commander' abilities": a Foe Commander whose column was claimed moves, in place of the
    /// draw, to another existing Frontier where the Foe has the least Ready Might (G33); the
    /// player breaks ties.
    pub(super) fn foe_commander(&mut self, resolution: &mut Resolution) -> bool {
        for card in self.foe_in_placement_order() {
            let Some(from) = self.table.column_of(card) else {
                continue;
            };
            let commander = self.table.design(card).has_title(&Title::Commander);
            if !commander || self.table.columns[from].claimed_by.is_none() {
                continue;
            }
            let might = |column: usize| self.battle_value(FOE, Some(column), Attribute::Might);
            // A full Frontier is joined by replacing a card: every other existing one will do.
            let open = (0..COLUMNS).filter(|&column| {
                column != from
                    && self.table.columns[column].claimed_by.is_none()
                    && (self.foe_row_in(column).is_some()
                        || !self.commander_replaceable(column).is_empty())
            });
            let Some(least) = open.clone().map(might).min() else {
                continue;
            };
            let among: Vec<u8> = open
                .filter(|&column| might(column) == least)
                .map(|column| column as u8)
                .collect();
            resolution.explain_with(solo(COMMANDER), || {
                msg!(
                    "hebs-foe-commander",
                    card = &self.table.design(card).name,
                    might = least
                )
            });
            match among.as_slice() {
                [column] => self.foe_commander_to(card, usize::from(*column), resolution),
                _ => self.ask_for_foe(
                    FoeChoiceKind::Column { card, among },
                    FoeResume::Turn,
                    resolution,
                ),
            }
            return true;
        }
        false
    }

    /// The cards a Commander joining the full `column` could replace: "the lowest cost card"
    /// there (never the Foe's Leader), all of those tied.
    fn commander_replaceable(&self, column: usize) -> Vec<CardId> {
        let candidates = || {
            self.table
                .army_in(FOE, column)
                .filter(|&card| self.table.design(card).kind != CardKind::Leader)
        };
        let Some(lowest) = candidates().map(|card| self.table.design(card).cost).min() else {
            return Vec::new();
        };
        candidates()
            .filter(|&card| self.table.design(card).cost == lowest)
            .collect()
    }

    /// The Commander moves into `column` "following Placement Order" (its first empty space),
    /// "replacing the lowest cost card if necessary".
    fn foe_commander_to(&mut self, card: CardId, column: usize, resolution: &mut Resolution) {
        if let Some(row) = self.foe_row_in(column) {
            self.table.to_battlefield(card, column, row);
            resolution.explain_with(solo(COMMANDER), || {
                msg!(
                    "hebs-foe-commander-moves",
                    card = &self.table.design(card).name,
                    row = row + 1,
                    column = self.column_name(column)
                )
            });
            return;
        }
        let among = self.commander_replaceable(column);
        match among.as_slice() {
            [] => {}
            [old] => self.foe_replace(card, *old, resolution),
            _ => self.ask_for_foe(
                FoeChoiceKind::Replace { card, among },
                FoeResume::Turn,
                resolution,
            ),
        }
    }

    /// Stops the Foe's turn for the player's choice; the Response window its earlier plays
    /// opened waits with it.
    fn ask_for_foe(&mut self, kind: FoeChoiceKind, resume: FoeResume, resolution: &mut Resolution) {
        let choice = FoeChoice {
            kind,
            window: self.window.take(),
            resume,
        };
        resolution.explain_with(self.foe_choice_rule(&choice), || {
            describe::foe_choice_message(self, &choice)
        });
        self.foe_choice = Some(choice);
    }

    fn foe_choice_rule(&self, choice: &FoeChoice) -> Rule {
        match choice.kind {
            FoeChoiceKind::Replace { card, .. }
                if !matches!(self.table.card(card).zone, Zone::Battlefield { .. }) =>
            {
                solo(FULL)
            }
            _ => solo(COMMANDER),
        }
    }

    /// `HebsCommand::ChooseForFoe`: the player breaks the tie the Foe waits on, and the Foe's
    /// turn goes on from where it stopped. Checked in full before anything changes.
    pub(in crate::hebs) fn choose_for_foe(
        &mut self,
        command: &HebsCommand,
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        let Some(choice) = self.foe_choice.clone() else {
            return Err(Rejection::new(msg!("hebs-foe-not-waiting")));
        };
        let rule = self.foe_choice_rule(&choice);
        let refuse = || {
            Err(Rejection::by_rule(
                self.foe_choice_rule(&choice),
                describe::foe_choice_message(self, &choice),
            ))
        };
        // The answers offered are the answers accepted: a card for a card, a column for a column.
        if !self
            .foe_choice_options()
            .iter()
            .any(|(_, option)| option == command)
        {
            return refuse();
        }
        let chosen = match command {
            HebsCommand::ChooseForFoe {
                card: Some(card), ..
            } => Chosen::Card(*card),
            HebsCommand::ChooseForFoe {
                column: Some(column),
                ..
            } => Chosen::Column(usize::from(*column)),
            _ => return refuse(),
        };
        self.foe_choice = None;
        self.window = choice.window;
        resolution.explain_with(rule, || {
            let what: Arg = match chosen {
                Chosen::Card(card) => describe::card_at(self, card).into(),
                Chosen::Column(column) => self.column_name(column).into(),
            };
            msg!("hebs-player-chooses", choice = what)
        });
        match (choice.kind, chosen) {
            (FoeChoiceKind::Replace { card, .. }, Chosen::Card(old)) => {
                self.foe_replace(card, old, resolution);
            }
            (FoeChoiceKind::Column { card, .. }, Chosen::Column(column)) => {
                self.foe_commander_to(card, column, resolution);
            }
            _ => {}
        }
        if self.foe_choice.is_some() {
            // A Commander bound for a full Frontier: now which card it replaces.
            return Ok(());
        }
        match choice.resume {
            FoeResume::Turn => {}
            FoeResume::Relentless(rest) => self.foe_end_of_round_from(rest, resolution),
            FoeResume::Pass => self.foe_pass(resolution),
        }
        if self.foe_choice.is_none() {
            self.foe_turn_over(resolution);
        }
        Ok(())
    }

    /// The commands that answer the choice the Foe waits on, each with its words for a button.
    pub fn foe_choice_options(&self) -> Vec<(Message, HebsCommand)> {
        let Some(choice) = &self.foe_choice else {
            return Vec::new();
        };
        match &choice.kind {
            FoeChoiceKind::Replace { among, .. } => among
                .iter()
                .map(|&card| {
                    (
                        describe::card_at(self, card),
                        HebsCommand::ChooseForFoe {
                            card: Some(card),
                            column: None,
                        },
                    )
                })
                .collect(),
            FoeChoiceKind::Column { among, .. } => among
                .iter()
                .map(|&column| {
                    (
                        msg!(
                            "hebs-answer-column",
                            column = self.column_name(usize::from(column))
                        ),
                        HebsCommand::ChooseForFoe {
                            card: None,
                            column: Some(column),
                        },
                    )
                })
                .collect(),
        }
    }

    /// A random answer among `foe_choice_options` (the random-legal player).
    pub(in crate::hebs) fn random_foe_choice(&self, chooser: &mut Chooser) -> Option<HebsCommand> {
        let options = self.foe_choice_options();
        chooser.pick(&options).map(|(_, command)| command.clone())
    }
}

/// What the player chose, checked.
#[derive(Clone, Copy)]
enum Chosen {
    Card(CardId),
    Column(usize),
}
