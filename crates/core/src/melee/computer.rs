//! The computer's choices: legal plans and re-rolls, drawn from a `Chooser` (never the game's
//! dice), for computer seats and for `ysbilia simulate --mode melee`.

use super::exchange::{Action, DieResult, MAX_STRATEGY_VALUE, die_result};
use super::few::Few;
use super::trinkets::{FORESIGHT_COST, REWIND_COST};
use super::{
    ACTIONS_PER_PHASE, Cards, Melee, MeleeCommand, MeleeSetup, Phase, Plan, PlannedAction,
};
use crate::simulate::{Chooser, Simulate};

impl Melee {
    /// A legal command for the first seat awaited, or `None` when nobody is.
    pub fn computer_command(&self, chooser: &mut Chooser) -> Option<MeleeCommand> {
        self.computer_command_for(self.awaiting().next()?, chooser)
    }

    /// A legal command for `seat`, if the game awaits one from it.
    pub fn computer_command_for(&self, seat: usize, chooser: &mut Chooser) -> Option<MeleeCommand> {
        if !self.awaiting().any(|awaited| awaited == seat) {
            return None;
        }
        let team = self
            .fighters
            .iter()
            .position(|fighter| fighter.seat == seat)?;
        match &self.phase {
            Phase::Planning => Some(MeleeCommand::Plan {
                seat,
                plan: self.computer_plan(seat, chooser),
            }),
            Phase::Rolled { exchange, dice, .. } => {
                let plan = self.fighters[team].plan.as_ref()?;
                let value = plan.get(*exchange)?.value();
                let failed = || {
                    (0..dice[team].len())
                        .filter(|&index| die_result(dice[team][index], value) == DieResult::Miss)
                };
                let trinkets = if self.trinkets {
                    self.seats[seat].trinkets
                } else {
                    0
                };
                let unused = Action::ALL
                    .into_iter()
                    .find(|action| plan.iter().all(|step| step.action != *action));
                Some(match chooser.index(8) {
                    Some(0) if trinkets >= FORESIGHT_COST && unused.is_some() => {
                        MeleeCommand::RavensForesight {
                            seat,
                            action: unused.unwrap_or(Action::Defend),
                        }
                    }
                    // The rule's own check says when Mischief of the Flock may be spent
                    // (trinkets, a success left on the other side's roll).
                    Some(1..=2) if self.check_mischief(seat, team).is_ok() => {
                        MeleeCommand::Mischief { seat }
                    }
                    _ if trinkets >= REWIND_COST && failed().nth(1).is_some() => {
                        MeleeCommand::Rewind {
                            seat,
                            dice: failed().collect(),
                        }
                    }
                    // Re-roll the worst failed die, most of the time.
                    _ => match failed().max_by_key(|&index| dice[team][index]) {
                        Some(die) if chooser.index(4) != Some(0) => {
                            MeleeCommand::Reroll { seat, die }
                        }
                        _ => MeleeCommand::Keep { seat },
                    },
                })
            }
            Phase::Over { .. } => None,
        }
    }

    /// A random legal plan: three different actions, a card each, sometimes a second card
    /// (kept within 10), leaving a card for every action still to back.
    fn computer_plan(&self, seat: usize, chooser: &mut Chooser) -> Plan {
        let mut actions = Action::ALL;
        let mut actions_left = actions.len();
        let mut hand: Few<8> = self.seats[seat].hand.iter().copied().collect();
        let mut plan = [PlannedAction::new(Action::Defend, &[]); ACTIONS_PER_PHASE];
        for (step, planned) in plan.iter_mut().enumerate() {
            let pick = chooser.index(actions_left).unwrap_or(0);
            let action = actions[pick];
            actions[pick] = actions[actions_left - 1];
            actions_left -= 1;
            let pick = chooser.index(hand.len()).unwrap_or(0);
            let first = take(&mut hand, pick);
            let mut cards = Cards::from_slice(&[first]).unwrap_or_default();
            let spare = hand.len().saturating_sub(ACTIONS_PER_PHASE - step - 1);
            if spare > 0
                && chooser.index(2) == Some(0)
                && let Some(position) = hand
                    .iter()
                    .position(|&card| card + first <= MAX_STRATEGY_VALUE)
            {
                cards.push(take(&mut hand, position));
            }
            *planned = PlannedAction { action, cards };
        }
        plan
    }
}

/// Removes the value at `position`, the last one taking its place (as `Vec::swap_remove`).
fn take<const N: usize>(values: &mut Few<N>, position: usize) -> u32 {
    let Some(&value) = values.get(position) else {
        return 0;
    };
    let last = values.len() - 1;
    values[position] = values[last];
    values.truncate(last);
    value
}

impl Simulate for Melee {
    const MAX_COMMANDS: usize = 5_000;
    type Library = ();

    fn simulation_setup(_: &(), chooser: &mut Chooser, players: Option<usize>) -> MeleeSetup {
        let players = players.unwrap_or(2 + 2 * chooser.index(3).unwrap_or(0));
        // Half the simulated melees play with trinkets, so their powers are exercised too.
        MeleeSetup {
            trinkets: chooser.index(2) == Some(0),
            ..MeleeSetup::balanced(players, 0)
        }
    }

    fn choose(&self, chooser: &mut Chooser) -> Option<MeleeCommand> {
        self.computer_command(chooser)
    }
}
