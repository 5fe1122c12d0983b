//! The 1565 solo Foe (1565-st-elmos-pay-solo-rules.txt), seat 1.

use super::Hebs;
use super::state::Seat;
use crate::record::Resolution;

impl Hebs {
    pub(super) fn setup_foe(&mut self, _resolution: &mut Resolution) {
        self.first_player = 0;
    }

    pub(super) fn foe_round_start(&mut self, _resolution: &mut Resolution) {}

    pub(super) fn foe_turn(&mut self, resolution: &mut Resolution) {
        self.table.players[1].passed = true;
        self.end_turn(1, resolution);
    }

    pub(super) fn solo_objective_destroyed(&mut self, _seat: Seat, _resolution: &mut Resolution) {}
}
