//! The two-player computer opponent at the table: when its seat is to act, core decides (never
//! seeing the player's hand); each move waits a moment so the person sees it land, and what it
//! weighed stays on the side panel under "Why the computer did that".

use super::{HebsScreen, HebsTable};
use crate::paths::project_root;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::egui;
use ysbilia_core::hebs::opponent::{Decision, Level, OpponentRules};
use ysbilia_core::hebs::state::Seat;

/// The computer sits at seat 1 (the top of the table).
pub(super) const COMPUTER_SEAT: Seat = 1;
/// A pause before each of its moves, so they can be followed one by one.
const PAUSE_SECONDS: f32 = 0.7;

pub(super) struct ComputerSeat {
    level: Level,
    rules: Result<OpponentRules, String>,
    waited: f32,
    /// Its last decision and the round it was made in.
    pub(super) last: Option<(u32, Decision)>,
}

impl ComputerSeat {
    pub(super) fn new(level: Level) -> Self {
        Self {
            level,
            rules: OpponentRules::load(&project_root()).map_err(|error| error.to_string()),
            waited: 0.0,
            last: None,
        }
    }
}

pub(super) fn play_computer(time: Res<Time>, screen: Option<ResMut<HebsScreen>>) {
    let Some(mut screen) = screen else { return };
    if let HebsScreen::Playing(table) = screen.as_mut() {
        table.computer_turn(time.delta_secs());
    }
}

impl HebsTable {
    /// Whether the computer is the one to act now.
    pub(super) fn computer_to_act(&self) -> bool {
        self.computer.is_some()
            && self.replay.is_none()
            && self.session.game().to_act() == Some(COMPUTER_SEAT)
    }

    /// Counts down the pause and plays the computer's move when it is due.
    pub(super) fn computer_turn(&mut self, seconds: f32) {
        let due = self.computer_to_act();
        let Some(computer) = &mut self.computer else {
            return;
        };
        if !due {
            computer.waited = 0.0;
            return;
        }
        computer.waited += seconds;
        if computer.waited < PAUSE_SECONDS {
            return;
        }
        computer.waited = 0.0;
        let rules = match &computer.rules {
            Ok(rules) => rules,
            Err(problem) => {
                self.message = Some(tr!(
                    "cards-computer-cannot-play",
                    problem = problem.as_str()
                ));
                return;
            }
        };
        let game = self.session.game();
        // Its own seeded choices: the same position always gets the same move.
        let seed = 0x1565_1066 ^ self.session.commands().len() as u64;
        let Some(decision) = game.computer_decision(computer.level, rules, seed) else {
            return;
        };
        let round = game.round;
        let command = decision.command.clone();
        computer.last = Some((round, decision));
        self.play(command);
    }

    /// Takes back the player's last move and every computer move after it.
    pub(super) fn undo_to_the_player(&mut self) {
        self.undo();
        while self.computer_to_act() && !self.session.commands().is_empty() {
            self.undo();
        }
    }
}

/// The computer's last decision: its plan and the options it weighed with their values.
pub(super) fn why_panel(ui: &mut egui::Ui, table: &HebsTable) {
    let Some(computer) = &table.computer else {
        return;
    };
    if table.computer_to_act() {
        ui.label(egui::RichText::new(tr!("cards-computer-thinking")).size(18.0));
    }
    let Some((round, decision)) = &computer.last else {
        return;
    };
    let words: Vec<(String, f32)> = decision
        .considered
        .iter()
        .map(|option| (option.words.to_string(), option.score))
        .collect();
    let options: Vec<(&str, f32)> = words
        .iter()
        .map(|(words, score)| (words.as_str(), *score))
        .collect();
    crate::screens::widgets::why_the_computer(
        ui,
        "hebs-why",
        &tr!(
            "cards-computer-plan",
            round = round.to_owned(),
            plan = decision.plan.clone()
        ),
        &options,
        0,
        &tr!("cards-computer-values"),
    );
}
