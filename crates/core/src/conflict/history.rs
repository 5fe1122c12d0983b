//! A played conflict turn by turn, for the end screen's charts: each band's Vigour left and
//! Honour as each turn began, and at the end, from replaying its record (`replay_sampled`).

use super::state::Conflict;
use crate::record::{Record, Rejection};
use crate::session::replay_sampled;

/// Where the bands stood at one moment of the conflict.
#[derive(Clone, Debug, PartialEq)]
pub struct TurnTotals {
    /// The turn that was beginning (after the last turn: the number past it, the end).
    pub turn: u32,
    /// Each band's Vigour boxes left on its pawns still in the conflict.
    pub vigour_left: Vec<u32>,
    /// Each band's Honour (or Dishonour) points as things stood.
    pub honour: Vec<f32>,
}

impl Conflict {
    /// Each band's Vigour left and Honour now.
    pub fn totals_now(&self, turn: u32) -> TurnTotals {
        let bands = self.setup.sides.len();
        let mut vigour_left = vec![0; bands];
        for pawn in self.pawns() {
            if let Some(left) = vigour_left.get_mut(pawn.side) {
                *left += pawn.vigour.remaining();
            }
        }
        TurnTotals {
            turn,
            vigour_left,
            honour: (0..bands).map(|band| self.honour(band).total).collect(),
        }
    }
}

/// The conflict `record` played again, sampled as each turn began and at the end.
pub fn turn_history(record: &Record<Conflict>) -> Result<Vec<TurnTotals>, Rejection> {
    replay_sampled(record, Conflict::turn_number, Conflict::totals_now)
}
