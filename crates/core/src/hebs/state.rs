//! The zones of a HEBS game and the only functions that move cards between them, so every card
//! is always in exactly one zone ("Card Decks", "Playing A Card", "Common Terms").

use super::card::{CardDef, Faction, ObjectiveDef};
use serde::Serialize;
use std::sync::Arc;

/// A player's place at the table: 0 or 1.
pub type Seat = usize;

/// "Setup": the battlefield has three columns; each side holds at most three army cards in each.
pub const COLUMNS: usize = 3;
pub const ROWS: usize = 3;

pub const fn other(seat: Seat) -> Seat {
    1 - seat
}

/// One physical card: an index into the game's card table.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, serde::Deserialize,
)]
pub struct CardId(pub u16);

impl CardId {
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Where a card is. The per-zone lists in `PlayerState` hold the order; this mirrors them so a
/// card's zone is found without searching.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Zone {
    Deck,
    Hand,
    Discard,
    /// On its owner's side of the battlefield: column and Row index (0 = Row 1).
    Battlefield {
        column: u8,
        row: u8,
    },
    Reserve,
    /// Attached to an army card (an Attachment).
    Attached(CardId),
    /// An event being resolved: paid, waiting on the Response stack.
    Resolving,
    /// Set aside: the solo Foe's cost piles not yet shuffled in ("Quick-Play Setup").
    Aside,
}

/// A physical card's state.
#[derive(Clone, Debug, Serialize)]
pub struct CardState {
    pub owner: Seat,
    /// Index of its design in its owner's `Faction::cards`.
    pub design: u16,
    pub zone: Zone,
    /// "Readying and Tiring Cards": cards enter play Ready.
    pub ready: bool,
    pub damage: u8,
    /// Zeal and Might changes that last until the end of the round.
    pub boost: [i8; 2],
    /// Its design's summary flags, kept beside the state the many checks of a turn read.
    #[serde(skip)]
    pub traits: DesignTraits,
}

/// Everything one player has.
#[derive(Clone, Debug, Default, Serialize)]
pub struct PlayerState {
    /// Top of the deck is the end of the vector.
    pub deck: Vec<CardId>,
    pub hand: Vec<CardId>,
    /// Top of the pile is the end of the vector.
    pub discard: Vec<CardId>,
    /// `columns[c][r]`: the army card in Row r+1 of column c. A human side never has a gap before
    /// a card (it shifts); the solo Foe's side may ("Playing Foe Cards": Foe cards do not shift).
    pub columns: [[Option<CardId>; ROWS]; COLUMNS],
    pub reserve: Vec<CardId>,
    pub attachments: Vec<CardId>,
    pub aside: Vec<CardId>,
    /// Objective indices still to defeat, the current one first.
    pub objectives: Vec<u8>,
    pub objective_damage: u8,
    pub defeated_objectives: Vec<u8>,
    pub passed: bool,
    /// Destroyed an Objective this round ("A player can only destroy one Objective per round").
    pub destroyed_objective_this_round: bool,
    /// At the final Objective when this round began ("Frontier Phase").
    pub at_final_at_round_start: bool,
    /// Damage tokens placed on columns over the game (solo "Scoring").
    pub tokens_placed: u32,
}

/// A Frontier or Wedge: each side's tokens and who claimed it.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct ColumnState {
    pub tokens: [u8; 2],
    pub claimed_by: Option<Seat>,
}

/// The shared card table and zones. Mutation of zones happens only through these methods.
#[derive(Clone, Debug, Serialize)]
pub struct Table {
    #[serde(skip)]
    pub factions: [Arc<Faction>; 2],
    pub cards: Vec<CardState>,
    pub players: [PlayerState; 2],
    pub columns: [ColumnState; COLUMNS],
    /// The Foe's side does not shift ("Playing Foe Cards").
    pub shifts: [bool; 2],
}

/// Summary flags of a card design, so the many "could this card do anything now?" questions of
/// a turn skip most cards at once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DesignTraits {
    pub resources: u8,
    pub constant: bool,
    pub action: bool,
    pub solo: bool,
    pub answers_ability: bool,
    pub answers_play: bool,
    /// Constant effects of each kind, so costs and values skip every other card.
    pub discount: bool,
    pub aura: bool,
    pub host_bonus: bool,
}

impl DesignTraits {
    pub fn of(design: &CardDef) -> Self {
        use super::card::{Effect, Timing, Trigger};
        let has = |wanted: Timing| {
            design
                .abilities
                .iter()
                .any(|ability| ability.timing == wanted)
        };
        let constant =
            |wanted: fn(&Effect) -> bool| super::values::constant_effects(design).any(wanted);
        Self {
            resources: design.resources,
            constant: has(Timing::Constant),
            action: has(Timing::Action),
            solo: has(Timing::Solo),
            answers_ability: has(Timing::Response(Trigger::EnemyAbility)),
            answers_play: has(Timing::Response(Trigger::EnemyPlaysCard)),
            discount: constant(|effect| matches!(effect, Effect::CostDiscount { .. })),
            aura: constant(|effect| matches!(effect, Effect::Aura { .. })),
            host_bonus: constant(|effect| matches!(effect, Effect::HostBonus { .. })),
        }
    }
}

impl Table {
    /// What a card's abilities can ever do, worked out once per game.
    pub fn traits_of(&self, card: CardId) -> DesignTraits {
        self.cards[card.index()].traits
    }

    pub fn design(&self, card: CardId) -> &CardDef {
        let state = &self.cards[card.index()];
        &self.factions[state.owner].cards[usize::from(state.design)]
    }

    pub fn card(&self, card: CardId) -> &CardState {
        &self.cards[card.index()]
    }

    pub fn card_mut(&mut self, card: CardId) -> &mut CardState {
        &mut self.cards[card.index()]
    }

    pub fn owner(&self, card: CardId) -> Seat {
        self.cards[card.index()].owner
    }

    /// The card exists in this game (ids come from players and files).
    pub fn exists(&self, card: CardId) -> bool {
        card.index() < self.cards.len()
    }

    pub fn objective(&self, seat: Seat) -> Option<&ObjectiveDef> {
        self.objective_in(&self.factions[seat], seat)
    }

    /// `objective`, looked up in a faction the caller holds (so the table may change meanwhile).
    pub fn objective_in<'a>(&self, faction: &'a Faction, seat: Seat) -> Option<&'a ObjectiveDef> {
        let index = *self.players[seat].objectives.first()?;
        faction.objectives.get(usize::from(index))
    }

    /// In play: on the battlefield, in a reserve, or attached ("Common Terms": control).
    pub fn in_play(&self, card: CardId) -> bool {
        matches!(
            self.card(card).zone,
            Zone::Battlefield { .. } | Zone::Reserve | Zone::Attached(_)
        )
    }

    /// The column an army card stands in (an attachment: its host's column).
    pub fn column_of(&self, card: CardId) -> Option<usize> {
        match self.card(card).zone {
            Zone::Battlefield { column, .. } => Some(usize::from(column)),
            Zone::Attached(host) => self.column_of(host),
            _ => None,
        }
    }

    /// The army cards of `seat` in `column`, Row 1 first (none in a column that does not exist:
    /// columns come from players and files).
    pub fn army_in(&self, seat: Seat, column: usize) -> impl Iterator<Item = CardId> + '_ {
        self.players[seat]
            .columns
            .get(column)
            .into_iter()
            .flatten()
            .flatten()
            .copied()
    }

    /// Column by column, Row 1 first.
    pub fn army_of(&self, seat: Seat) -> impl Iterator<Item = CardId> + '_ {
        self.players[seat]
            .columns
            .as_flattened()
            .iter()
            .filter_map(|card| *card)
    }

    /// Every card `seat` has in play: army, attachments, reserve.
    pub fn controlled(&self, seat: Seat) -> impl Iterator<Item = CardId> + '_ {
        let player = &self.players[seat];
        self.army_of(seat)
            .chain(player.attachments.iter().copied())
            .chain(player.reserve.iter().copied())
    }

    /// The lowest free Row of `seat` in `column`, if any (none in a column that does not exist).
    pub fn free_row(&self, seat: Seat, column: usize) -> Option<usize> {
        self.players[seat]
            .columns
            .get(column)?
            .iter()
            .position(Option::is_none)
    }

    pub fn leader_column(&self, seat: Seat) -> Option<usize> {
        self.army_of(seat)
            .find(|&card| matches!(self.design(card).kind, super::card::CardKind::Leader))
            .and_then(|card| self.column_of(card))
    }

    // ---- moves between zones ----

    /// Takes a card out of whatever zone holds it. Army cards leave a gap that closes at once on
    /// a shifting side ("Playing A Card": the cards behind move up one Row).
    fn lift(&mut self, card: CardId) {
        let state = &self.cards[card.index()];
        let (owner, zone) = (state.owner, state.zone);
        let player = &mut self.players[owner];
        match zone {
            Zone::Deck => remove_from(&mut player.deck, card),
            Zone::Hand => remove_from(&mut player.hand, card),
            Zone::Discard => remove_from(&mut player.discard, card),
            Zone::Reserve => remove_from(&mut player.reserve, card),
            Zone::Attached(_) => remove_from(&mut player.attachments, card),
            Zone::Aside => remove_from(&mut player.aside, card),
            Zone::Resolving => {}
            Zone::Battlefield { column, row } => {
                let column = usize::from(column);
                player.columns[column][usize::from(row)] = None;
                if self.shifts[owner] {
                    self.close_gaps(owner, column);
                }
            }
        }
    }

    fn close_gaps(&mut self, seat: Seat, column: usize) {
        let slots = self.players[seat].columns[column];
        let mut packed = [None; ROWS];
        for (row, card) in slots.iter().flatten().enumerate() {
            packed[row] = Some(*card);
        }
        self.players[seat].columns[column] = packed;
        for (row, card) in packed.iter().enumerate() {
            if let Some(card) = card {
                self.cards[card.index()].zone = Zone::Battlefield {
                    column: column as u8,
                    row: row as u8,
                };
            }
        }
    }

    /// Leaves play: attachments on it are discarded first ("Attachments"), damage and changes go.
    fn leave_play(&mut self, card: CardId) {
        // Found one at a time: most cards leaving play carry none, and nothing is allocated.
        while let Some(attachment) = self
            .players
            .iter()
            .flat_map(|player| player.attachments.iter().copied())
            .find(|&attached| self.cards[attached.index()].zone == Zone::Attached(card))
        {
            self.to_discard(attachment);
        }
        self.lift(card);
        let state = &mut self.cards[card.index()];
        state.damage = 0;
        state.boost = [0, 0];
        state.ready = true;
    }

    /// To its owner's discard pile, from anywhere (destroyed, sacrificed, discarded, resolved).
    pub fn to_discard(&mut self, card: CardId) {
        self.leave_play(card);
        let owner = self.owner(card);
        self.players[owner].discard.push(card);
        self.cards[card.index()].zone = Zone::Discard;
    }

    pub fn to_hand(&mut self, card: CardId) {
        self.leave_play(card);
        let owner = self.owner(card);
        self.players[owner].hand.push(card);
        self.cards[card.index()].zone = Zone::Hand;
    }

    /// Puts a card on top of its owner's deck (a mulligan shuffles afterwards).
    pub fn to_deck(&mut self, card: CardId) {
        self.leave_play(card);
        let owner = self.owner(card);
        self.players[owner].deck.push(card);
        self.cards[card.index()].zone = Zone::Deck;
    }

    pub fn to_resolving(&mut self, card: CardId) {
        self.lift(card);
        self.cards[card.index()].zone = Zone::Resolving;
    }

    /// Into `column`, `row` on its owner's side (the caller found the row free).
    pub fn to_battlefield(&mut self, card: CardId, column: usize, row: usize) {
        let attachments_follow = matches!(self.card(card).zone, Zone::Battlefield { .. });
        if attachments_follow {
            // A move: the card keeps its attachments, damage and state (G13).
            self.lift(card);
        } else {
            self.leave_play(card);
        }
        let owner = self.owner(card);
        self.players[owner].columns[column][row] = Some(card);
        self.cards[card.index()].zone = Zone::Battlefield {
            column: column as u8,
            row: row as u8,
        };
    }

    pub fn to_aside(&mut self, card: CardId) {
        self.leave_play(card);
        let owner = self.owner(card);
        self.players[owner].aside.push(card);
        self.cards[card.index()].zone = Zone::Aside;
    }

    pub fn to_reserve(&mut self, card: CardId) {
        self.leave_play(card);
        let owner = self.owner(card);
        self.players[owner].reserve.push(card);
        self.cards[card.index()].zone = Zone::Reserve;
    }

    pub fn attach(&mut self, card: CardId, host: CardId) {
        self.leave_play(card);
        let owner = self.owner(card);
        self.players[owner].attachments.push(card);
        self.cards[card.index()].zone = Zone::Attached(host);
    }

    /// Draws up to `count` cards from the top of `seat`'s deck; returns how many came.
    pub fn draw(&mut self, seat: Seat, count: usize) -> usize {
        let mut drawn = 0;
        while drawn < count {
            let Some(card) = self.players[seat].deck.pop() else {
                break;
            };
            self.players[seat].hand.push(card);
            self.cards[card.index()].zone = Zone::Hand;
            drawn += 1;
        }
        drawn
    }

    /// Every card in exactly one zone, and each zone's list agreeing with the cards' own record
    /// (the card-conservation invariant the simulation checks after each command).
    pub fn conservation_problem(&self) -> Option<String> {
        let mut seen = vec![0u8; self.cards.len()];
        for (seat, player) in self.players.iter().enumerate() {
            let mut listed = |card: CardId, zone: Zone| -> Option<String> {
                let state = self.cards.get(card.index())?;
                seen[card.index()] += 1;
                (state.owner != seat || state.zone != zone).then(|| {
                    format!(
                        "card {} is listed in {zone:?} of seat {seat} but records {:?} of seat {}",
                        card.0, state.zone, state.owner
                    )
                })
            };
            let lists = [
                (&player.deck, Zone::Deck),
                (&player.hand, Zone::Hand),
                (&player.discard, Zone::Discard),
                (&player.reserve, Zone::Reserve),
                (&player.aside, Zone::Aside),
            ];
            for (list, zone) in lists {
                for &card in list {
                    if let Some(problem) = listed(card, zone) {
                        return Some(problem);
                    }
                }
            }
            for &card in &player.attachments {
                let zone = self.cards[card.index()].zone;
                if !matches!(zone, Zone::Attached(host) if self.in_play(host)) {
                    return Some(format!("attachment {} has no host in play", card.0));
                }
                if let Some(problem) = listed(card, zone) {
                    return Some(problem);
                }
            }
            for (column, rows) in player.columns.iter().enumerate() {
                for (row, card) in rows.iter().enumerate() {
                    if let Some(card) = card {
                        let zone = Zone::Battlefield {
                            column: column as u8,
                            row: row as u8,
                        };
                        if let Some(problem) = listed(*card, zone) {
                            return Some(problem);
                        }
                    }
                }
                if self.shifts[seat] && gap_before_card(rows) {
                    return Some(format!("seat {seat} has a gap in column {column}"));
                }
            }
        }
        for (index, state) in self.cards.iter().enumerate() {
            let expected = u8::from(state.zone != Zone::Resolving);
            if seen[index] != expected {
                return Some(format!(
                    "card {index} ({:?}) is in {} zone lists",
                    state.zone, seen[index]
                ));
            }
        }
        None
    }
}

fn gap_before_card(rows: &[Option<CardId>; ROWS]) -> bool {
    rows.windows(2)
        .any(|pair| pair[0].is_none() && pair[1].is_some())
}

fn remove_from(list: &mut Vec<CardId>, card: CardId) {
    if let Some(position) = list.iter().position(|&listed| listed == card) {
        list.remove(position);
    }
}
