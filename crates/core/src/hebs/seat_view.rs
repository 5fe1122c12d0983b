//! What one seat may know of a HEBS game now (issue 67, "a view per seat"): the battlefield,
//! the reserves, the discard piles, the Objectives in play and the Response stack as both
//! players see them, its own hand, and only counts of what is face down ("Setup": the hands are
//! held in secret, the decks are shuffled; with the shuffled Objectives variant the next
//! Objective is unknown until the current one falls).
//!
//! Cards are named by id with their design: an id alone would give a hand away, since ids are
//! handed out design by design, so the other seat's hand and both decks appear only as counts.
//! The log is both seats' (draws and mulligans log counts, a card is named once it is played or
//! discarded); the test that checks this view reads the log with it.

use super::state::{CardId, ColumnState, Seat, Table, Zone};
use super::{Hebs, Phase, StackItem, Window};
use serde::Serialize;

/// One seat's view of a HEBS game. Serialisable, so a guest can be sent exactly this.
#[derive(Clone, Debug, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub round: u32,
    pub phase: Phase,
    pub first_player: Seat,
    pub to_act: Option<Seat>,
    /// This seat's hand.
    pub hand: Vec<SeenCard>,
    /// Both sides as everybody sees them, by seat.
    pub sides: [SideSight; 2],
    pub columns: Vec<ColumnState>,
    pub stack: Vec<StackItem>,
    pub window: Option<Window>,
}

/// A face-up card: its id, design and state.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeenCard {
    pub id: CardId,
    pub name: String,
    pub zone: Zone,
    pub ready: bool,
    pub damage: u8,
    pub boost: [i8; 2],
}

/// One side as both players see it.
#[derive(Clone, Debug, Serialize)]
pub struct SideSight {
    pub deck: usize,
    pub hand: usize,
    /// Bottom first, as the pile lies.
    pub discard: Vec<SeenCard>,
    /// The army cards on the battlefield, the reserve, the attachments, the cards being
    /// resolved and the solo Foe's piles set aside.
    pub in_play: Vec<SeenCard>,
    /// The Objective being attacked (its index), and how many are still to come after it.
    pub objective: Option<u8>,
    pub objectives_after: usize,
    pub objective_damage: u8,
    pub defeated_objectives: Vec<u8>,
    pub passed: bool,
}

fn seen(table: &Table, id: CardId) -> SeenCard {
    let state = table.card(id);
    SeenCard {
        id,
        name: table.design(id).name.clone(),
        zone: state.zone,
        ready: state.ready,
        damage: state.damage,
        boost: state.boost,
    }
}

fn side(table: &Table, seat: Seat) -> SideSight {
    let player = &table.players[seat];
    let face_up = |zone: &Zone| !matches!(zone, Zone::Deck | Zone::Hand | Zone::Discard);
    let in_play = (0..table.cards.len())
        .filter_map(|index| u16::try_from(index).ok().map(CardId))
        .filter(|id| table.card(*id).owner == seat && face_up(&table.card(*id).zone))
        .map(|id| seen(table, id))
        .collect();
    SideSight {
        deck: player.deck.len(),
        hand: player.hand.len(),
        discard: player.discard.iter().map(|id| seen(table, *id)).collect(),
        in_play,
        objective: player.objectives.first().copied(),
        objectives_after: player.objectives.len().saturating_sub(1),
        objective_damage: player.objective_damage,
        defeated_objectives: player.defeated_objectives.clone(),
        passed: player.passed,
    }
}

impl Hebs {
    /// What `seat`'s player may know now.
    pub fn seat_view(&self, seat: Seat) -> SeatView {
        let table = &self.table;
        SeatView {
            seat,
            round: self.round,
            phase: self.phase,
            first_player: self.first_player,
            to_act: self.to_act(),
            hand: table.players.get(seat).map_or_else(Vec::new, |player| {
                player.hand.iter().map(|id| seen(table, *id)).collect()
            }),
            sides: [side(table, 0), side(table, 1)],
            columns: table.columns.to_vec(),
            stack: self.stack.clone(),
            window: self.window,
        }
    }
}
