//! A Melee Event combat phase by combat phase, for the end screen's chart: each seat's HP left
//! over its Squires as each phase began, and at the end, from replaying its record
//! (`replay_sampled`).

use super::Melee;
use crate::record::{Record, Rejection};
use crate::session::replay_sampled;

/// Where the seats stood at one moment of the melee.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundTotals {
    /// The combat phase that was beginning (after the last: the number past it, the end).
    pub round: u32,
    /// Each seat's HP left, summed over its Squires.
    pub hp_left: Vec<u32>,
}

impl Melee {
    /// Each seat's HP left now.
    pub fn totals_now(&self, round: u32) -> RoundTotals {
        RoundTotals {
            round,
            hp_left: self
                .seats
                .iter()
                .map(|seat| seat.squires.iter().map(|squire| squire.hp).sum::<u32>())
                .collect(),
        }
    }
}

/// The melee `record` played again, sampled as each combat phase began and at the end.
pub fn round_history(record: &Record<Melee>) -> Result<Vec<RoundTotals>, Rejection> {
    // Combat phase 1 begins with the game: its point is the Squires fresh from setup.
    replay_sampled(record, |melee: &Melee| Some(melee.round), Melee::totals_now)
}
