//! What one seat may know of a Melee Event now (issue 67, "a view per seat"): every Squire's
//! HP, the discard piles, the dice, its own hand, and of a plan laid face down only the
//! exchanges revealed so far (§ Combat Phase: the plans are chosen in secret; § Action roll &
//! resolution: each exchange turns one action over, with its Strategy value).
//!
//! The log is every seat's: a plan is logged as laid face down, an exchange names its action and
//! value as it is revealed; the test that checks this view reads the log with it.

use super::{Action, Melee, Phase, Squire};
use serde::Serialize;

/// One seat's view of a Melee. Serialisable, so a guest can be sent exactly this.
#[derive(Clone, Debug, Serialize)]
pub struct SeatView {
    pub seat: usize,
    pub round: u32,
    pub trinkets: bool,
    pub phase: Phase,
    /// This seat's Strategy cards in hand.
    pub hand: Vec<u32>,
    pub seats: Vec<SeatSight>,
    /// Each team's fighter this combat phase.
    pub fighters: Vec<FighterSight>,
}

/// A seat as everybody sees it.
#[derive(Clone, Debug, Serialize)]
pub struct SeatSight {
    pub name: String,
    pub team: u8,
    pub computer: bool,
    pub squires: Vec<Squire>,
    pub deck: usize,
    pub hand: usize,
    pub discard: Vec<u32>,
    pub trinkets: u32,
}

/// A team's fighter, its plan as this seat may know it.
#[derive(Clone, Debug, Serialize)]
pub struct FighterSight {
    pub seat: usize,
    pub squire: usize,
    /// Whether its plan is laid.
    pub planned: bool,
    /// The actions of its plan this seat may see: all three for its own, the revealed exchanges
    /// for the others'.
    pub actions: Vec<SeenAction>,
    pub protection: u32,
    pub rerolls: u32,
    pub taken: u32,
}

/// An action of a plan: the card and its Strategy value.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct SeenAction {
    pub action: Action,
    pub value: u32,
}

impl Melee {
    /// What `seat`'s player may know now.
    pub fn seat_view(&self, seat: usize) -> SeatView {
        let revealed = match &self.phase {
            Phase::Rolled { exchange, .. } => exchange + 1,
            Phase::Planning | Phase::Over { .. } => 0,
        };
        let fighters = self
            .fighters
            .iter()
            .map(|fighter| {
                let shown = if fighter.seat == seat {
                    usize::MAX
                } else {
                    revealed
                };
                FighterSight {
                    seat: fighter.seat,
                    squire: fighter.squire,
                    planned: fighter.plan.is_some(),
                    actions: fighter
                        .plan
                        .iter()
                        .flatten()
                        .take(shown)
                        .map(|step| SeenAction {
                            action: step.action,
                            value: step.value(),
                        })
                        .collect(),
                    protection: fighter.protection,
                    rerolls: fighter.rerolls,
                    taken: fighter.taken,
                }
            })
            .collect();
        SeatView {
            seat,
            round: self.round,
            trinkets: self.trinkets,
            phase: self.phase.clone(),
            hand: self
                .seats
                .get(seat)
                .map_or_else(Vec::new, |own| own.hand.clone()),
            seats: self
                .seats
                .iter()
                .map(|other| SeatSight {
                    name: other.name.clone(),
                    team: other.team,
                    computer: other.computer,
                    squires: other.squires.clone(),
                    deck: other.deck.len(),
                    hand: other.hand.len(),
                    discard: other.discard.clone(),
                    trinkets: other.trinkets,
                })
                .collect(),
            fighters,
        }
    }
}
