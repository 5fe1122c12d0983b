//! A fixture game for tests of the record contract (built always, used by no mode of the game):
//! Pig, the d6 push-your-luck game. Small enough to read in one go, with dice, choices,
//! rejections and an end, like every real mode.

use crate::dice::Die;
use crate::hash::StateHash;
use crate::log::{Rule, Rulebook};
use crate::mode::Mode;
use crate::msg;
use crate::record::{Game, Rejection, Resolution};
use crate::simulate::{Chooser, Simulate};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PigSetup {
    pub players: usize,
    pub target: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PigCommand {
    Roll { player: usize },
    Hold { player: usize },
}

#[derive(Clone, Debug, Serialize)]
pub struct Pig {
    pub scores: Vec<u32>,
    pub turn_total: u32,
    pub to_act: usize,
    pub target: u32,
}

fn rule() -> Rule {
    Rule::new(Rulebook::YsbiliaRuling, "Pig (test fixture)")
}

impl Game for Pig {
    // The fixture borrows a mode tag; it is never registered with the CLI.
    const MODE: Mode = Mode::MeleeEvent;
    type Setup = PigSetup;
    type Command = PigCommand;

    fn start(setup: &PigSetup, resolution: &mut Resolution) -> Result<Self, Rejection> {
        if !(2..=6).contains(&setup.players) {
            return Err(Rejection::new(msg!("pig-players")));
        }
        resolution.explain(
            rule(),
            msg!("pig-start", players = setup.players, target = setup.target),
        );
        Ok(Self {
            scores: vec![0; setup.players],
            turn_total: 0,
            to_act: 0,
            target: setup.target,
        })
    }

    fn apply(
        &mut self,
        command: &PigCommand,
        resolution: &mut Resolution,
    ) -> Result<(), Rejection> {
        let (PigCommand::Roll { player } | PigCommand::Hold { player }) = *command;
        if player != self.to_act {
            return Err(Rejection::by_rule(
                rule(),
                msg!("pig-not-your-turn", player = self.to_act + 1),
            ));
        }
        match command {
            PigCommand::Roll { .. } => {
                let result = resolution.dice().roll(msg!("pig-roll"), Die::D6);
                if result == 1 {
                    self.turn_total = 0;
                    self.to_act = (self.to_act + 1) % self.scores.len();
                    resolution.explain(rule(), msg!("pig-rolled-one"));
                } else {
                    self.turn_total += result;
                    resolution.explain(rule(), msg!("pig-turn-total", total = self.turn_total));
                }
            }
            PigCommand::Hold { .. } => {
                if self.turn_total == 0 {
                    return Err(Rejection::by_rule(rule(), msg!("pig-hold-first")));
                }
                self.scores[player] += self.turn_total;
                self.turn_total = 0;
                self.to_act = (self.to_act + 1) % self.scores.len();
                resolution.explain(
                    rule(),
                    msg!(
                        "pig-banks",
                        player = player + 1,
                        score = self.scores[player]
                    ),
                );
            }
        }
        Ok(())
    }

    fn is_over(&self) -> bool {
        self.scores.iter().any(|&score| score >= self.target)
    }

    fn state_hash(&self) -> StateHash {
        StateHash::of(self)
    }
}

impl Simulate for Pig {
    const MAX_COMMANDS: usize = 10_000;
    type Library = ();

    fn simulation_setup(_: &(), chooser: &mut Chooser, players: Option<usize>) -> PigSetup {
        PigSetup {
            players: players.unwrap_or_else(|| 2 + chooser.index(5).unwrap_or(0)),
            target: 30,
        }
    }

    fn choose(&self, chooser: &mut Chooser) -> Option<PigCommand> {
        if self.is_over() {
            return None;
        }
        let player = self.to_act;
        let mut choices = vec![PigCommand::Roll { player }];
        if self.turn_total > 0 {
            choices.push(PigCommand::Hold { player });
        }
        chooser.pick(&choices).copied()
    }
}
