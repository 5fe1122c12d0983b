//! A HEBS game round by round, for the end screen's charts and the replay viewer's: each seat's
//! damage tokens on the Frontiers (Wedges in 1066) and its claims as each round began, and at
//! the end, from replaying its record (`replay_sampled`).

use super::Hebs;
use crate::record::{Game, Record, Rejection};
use crate::session::replay_sampled;
use std::ops::Deref;

/// Where the two seats stood at one moment of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundTotals {
    /// The round that was beginning (after the last round: the number past it, the end).
    pub round: u32,
    /// Each seat's damage tokens on the Frontiers or Wedges: the ones of its colour, which it
    /// placed toward its own claim ("Winning a Frontier"), on claimed ones too.
    pub tokens: [u32; 2],
    /// Frontiers or Wedges each seat has claimed.
    pub claims: [usize; 2],
    /// Damage on each seat's current Objective (back to 0 when one falls).
    pub objective_damage: [u8; 2],
    /// Objectives each seat has destroyed.
    pub objectives_destroyed: [usize; 2],
}

impl Hebs {
    /// Each seat's tokens, claims and Objectives now.
    pub fn totals_now(&self, round: u32) -> RoundTotals {
        let players = &self.table.players;
        RoundTotals {
            round,
            tokens: [0, 1].map(|seat| {
                self.table
                    .columns
                    .iter()
                    .map(|column| u32::from(column.tokens[seat]))
                    .sum::<u32>()
            }),
            claims: [0, 1].map(|seat| self.claims(seat)),
            objective_damage: [0, 1].map(|seat| players[seat].objective_damage),
            objectives_destroyed: [0, 1].map(|seat| players[seat].defeated_objectives.len()),
        }
    }
}

/// A game of either box (`StElmo`, `Tears`) played again from its `record`, sampled as each
/// round began and at the end.
pub fn round_history<G>(record: &Record<G>) -> Result<Vec<RoundTotals>, Rejection>
where
    G: Game + Deref<Target = Hebs>,
{
    // Round 0 is the setup (Leaders, mulligans): nothing to chart yet.
    replay_sampled(
        record,
        |game: &G| (game.round > 0).then_some(game.round),
        |game: &G, round| game.totals_now(round),
    )
}
