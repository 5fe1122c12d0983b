//! One 1565/1066 game between two levels of the computer, for `crate::duel` (mirror seeds,
//! 95 % intervals, time per command).

use super::super::Hebs;
use super::super::card::HebsGame;
use super::super::computer::HebsSimulation;
use super::super::content::HebsLibrary;
use super::super::{EndReason, Outcome};
use super::Level;
use crate::dice::Dice;
use crate::duel::{DuelReport, Played};
use crate::msg;
use crate::record::Resolution;
use crate::simulate::Chooser;
use std::time::Instant;

/// A game longer than this is counted as an error (random-legal games end near 200).
const MOST_COMMANDS: usize = 20_000;

/// `games` games of `game` between `levels`, the settings from `library`.
pub fn duel(
    library: &HebsLibrary,
    game: HebsGame,
    levels: [Level; 2],
    games: usize,
    seed: u64,
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
) -> DuelReport {
    let simulation = HebsSimulation {
        library: library.clone(),
        solo: false,
    };
    crate::duel::duel(
        levels.map(|level| level.name().to_owned()),
        games,
        seed,
        threads,
        progress,
        &|seed, swapped| play_one(&simulation, game, levels, seed, swapped),
    )
}

/// One game: the setup drawn from `seed`; `levels[0]` sits first unless `swapped`.
fn play_one(
    simulation: &HebsSimulation,
    game: HebsGame,
    levels: [Level; 2],
    seed: u64,
    swapped: bool,
) -> Played {
    let rules = &simulation.library.opponent;
    let mut played = Played::default();
    let mut chooser = Chooser::new(seed);
    let Some(setup) = simulation.setup(game, &mut chooser) else {
        // The box as the code names it: a report for whoever runs the duel.
        played.error = Some(msg!("hebs-duel-no-factions", game = format!("{game:?}")).to_string());
        return played;
    };
    // The player at each seat, as an index into `levels`.
    let at: [usize; 2] = if swapped { [1, 0] } else { [0, 1] };
    let first_seat = usize::from(swapped);
    played.side = msg!(
        "hebs-duel-side",
        faction = &setup.factions[first_seat].name,
        seat = first_seat + 1
    )
    .to_string();
    let mut dice = Dice::unrecorded(seed);
    let mut state = match Hebs::build(&setup, game, &mut Resolution::new(&mut dice, None, false)) {
        Ok(state) => state,
        Err(rejection) => {
            played.error = Some(rejection.to_string());
            return played;
        }
    };
    for count in 0..MOST_COMMANDS {
        let Some(seat) = state.to_act() else { break };
        let player = at[seat];
        let started = Instant::now();
        let decision = state.computer_decision(
            levels[player],
            rules,
            seed.wrapping_mul(0x9E37_79B9).wrapping_add(count as u64),
        );
        played.seconds[player].push(started.elapsed().as_secs_f64());
        let Some(decision) = decision else { break };
        let mut resolution = Resolution::new(&mut dice, Some(count), false);
        if let Err(rejection) = state.apply_command(&decision.command, &mut resolution) {
            played.error = Some(
                msg!(
                    "hebs-duel-refused",
                    seed = seed.to_string(),
                    level = levels[player].name(),
                    command = format!("{:?}", decision.command),
                    problem = rejection.to_string()
                )
                .to_string(),
            );
            return played;
        }
    }
    if let Some(Outcome::Winner(_, reason) | Outcome::Tie(reason)) = state.outcome {
        played.ending = match reason {
            EndReason::Claims => msg!("hebs-duel-ending-claims"),
            EndReason::Leader => msg!("hebs-duel-ending-leader"),
            EndReason::Deck => msg!("hebs-duel-ending-deck"),
        }
        .to_string();
    }
    played.winner = match state.outcome {
        Some(Outcome::Winner(seat, _)) => Some(at[seat]),
        Some(Outcome::Tie(_)) => None,
        None => {
            played.error = Some(
                msg!(
                    "hebs-duel-no-end",
                    seed = seed.to_string(),
                    commands = MOST_COMMANDS
                )
                .to_string(),
            );
            None
        }
    };
    played
}
