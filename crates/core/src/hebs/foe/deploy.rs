//! "Foe Deployment" (draw until a card costs no more than the Foe's Resources; an empty deck is
//! turned over, not shuffled) and "Placement Order": where a drawn card goes, and what it does
//! when played ("Playing Foe Cards": its action at once, End of Round abilities excepted).

use super::aim::Sort;
use super::{FOE, FoeResume, MOST_DRAWS, PLAYER, end_of_round, solo};
use crate::hebs::card::{CardKind, Effect, Side};
use crate::hebs::command::{Pick, Use};
use crate::hebs::state::{COLUMNS, CardId, ROWS, Zone};
use crate::hebs::values::matches;
use crate::hebs::{Hebs, ItemKind, StackItem};
use crate::msg;
use crate::record::Resolution;

impl Hebs {
    /// The Foe's army cards in "Placement Order" priority (Row 1 left to right, then Row 2...).
    pub(super) fn foe_in_placement_order(&self) -> Vec<CardId> {
        let columns = &self.table.players[FOE].columns;
        (0..ROWS)
            .flat_map(|row| (0..COLUMNS).filter_map(move |column| columns[column][row]))
            .collect()
    }

    /// The first empty space in `column` by the placement order (Row 1 first).
    pub(super) fn foe_row_in(&self, column: usize) -> Option<usize> {
        self.table.free_row(FOE, column)
    }

    /// "Placement Order" and its special cases for `card`: a free space in an unclaimed column.
    pub(super) fn foe_space(&self, card: CardId) -> Option<(usize, usize)> {
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

    /// "Foe Deployment": draw until a card costs no more than the Foe's Resources, and play it.
    /// `resume` says where the Foe's turn goes on if the play waits for the player's choice.
    pub(super) fn foe_deploy(&mut self, resume: &FoeResume, resolution: &mut Resolution) {
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
                resolution.explain_with(solo("Foe Deployment"), || msg!("hebs-foe-deck-turned"));
                return;
            };
            self.table.to_resolving(card);
            let cost = u32::from(self.table.design(card).cost);
            if cost > resources {
                self.table.to_discard(card);
                continue;
            }
            if self.foe_play(card, resume, resolution) {
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
            msg!("hebs-roll-the-foe-s-deck-quick-play"),
            &mut self.table.players[FOE].deck,
        );
        resolution.explain_with(solo("Quick-Play Setup"), || {
            msg!(
                "hebs-foe-quick-play",
                count = waiting.len(),
                resources = resources
            )
        });
    }

    /// Plays a drawn Foe card (`Resolving`); false (and discarded) when it cannot be played, so
    /// the Foe draws again. An army card with no place ends the turn; one that replaces a card
    /// may wait for the player to break a tie (then `resume` is kept for afterwards).
    pub(super) fn foe_play(
        &mut self,
        card: CardId,
        resume: &FoeResume,
        resolution: &mut Resolution,
    ) -> bool {
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
                    self.foe_log_play(card, resolution);
                    self.foe_on_play(card, resolution);
                } else {
                    self.foe_play_into_full(card, resume, resolution);
                }
                true
            }
        }
    }

    pub(super) fn foe_log_play(&self, card: CardId, resolution: &mut Resolution) {
        resolution.explain_with(solo("Foe Deployment"), || {
            let name = &self.table.design(card).name;
            match self.table.card(card).zone {
                Zone::Battlefield { column, row } => msg!(
                    "hebs-foe-plays-row",
                    card = name,
                    row = row + 1,
                    column = self.column_name(usize::from(column))
                ),
                Zone::Attached(host) => msg!(
                    "hebs-foe-plays-onto",
                    card = name,
                    host = &self.table.design(host).name
                ),
                _ => msg!("hebs-foe-plays-reserve", card = name),
            }
        });
    }

    /// "Playing Foe Cards": a played card's action happens at once if it can (an attack Tires),
    /// "excluding End of Round abilities": those wait for "Passing (End of Round)". An army
    /// card's play and its action go on the stack as a player's would, so the player may answer
    /// either ("Response Abilities").
    pub(super) fn foe_on_play(&mut self, card: CardId, resolution: &mut Resolution) {
        let mut action = None;
        for index in self.foe_abilities(card) {
            let ability = &self.table.design(card).abilities[usize::from(index)];
            if end_of_round(ability) {
                resolution.explain_with(solo("Playing Foe Cards"), || {
                    msg!(
                        "hebs-foe-keeps",
                        card = &self.table.design(card).name,
                        ability = crate::hebs::describe::ability_message(ability)
                    )
                });
                continue;
            }
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
}
