//! One 1650 conflict between two levels of the computer, for `crate::duel`: the bands, layout
//! and Commission drawn as `ysbilia simulate` draws them, the winner the band with more Honour.

use crate::conflict::computer::hard::ComputerLevel;
use crate::conflict::computer::library::ConflictLibrary;
use crate::conflict::state::Conflict;
use crate::dice::Dice;
use crate::duel::{DuelReport, Played};
use crate::msg;
use crate::record::{Game, Resolution};
use crate::simulate::{Chooser, Simulate};
use std::time::Instant;

/// `games` conflicts of `library`'s Commission between `levels`.
pub fn duel(
    library: &ConflictLibrary,
    levels: [ComputerLevel; 2],
    games: usize,
    seed: u64,
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
) -> DuelReport {
    crate::duel::duel(
        levels.map(|level| level.name().to_owned()),
        games,
        seed,
        threads,
        progress,
        &|seed, swapped| play_one(library, levels, seed, swapped, None),
    )
}

/// One conflict: `levels[0]` plays band 0 (and every even band) unless `swapped`; the bands are
/// the ready-made ones `bands` names, where given, else drawn.
pub(in crate::conflict) fn play_one(
    library: &ConflictLibrary,
    levels: [ComputerLevel; 2],
    seed: u64,
    swapped: bool,
    bands: Option<&[usize]>,
) -> Played {
    let mut played = Played::default();
    let mut chooser = Chooser::new(seed);
    let setup = library.drawn_setup(bands, &mut chooser);
    let player_of = |band: usize| (band % 2) ^ usize::from(swapped);
    played.side = if swapped {
        msg!("conflict-computer-duel-second-band")
    } else {
        msg!("conflict-computer-duel-first-band")
    }
    .to_string();
    // § Alone in the Face of Danger: the book's enemy plays itself; the other band is the
    // player's, commanded by whichever level sits at its seat.
    played.against_script = setup.commission.enemy_band().map(|enemy| {
        let own = (0..setup.sides.len())
            .find(|&band| band != enemy)
            .unwrap_or(0);
        player_of(own)
    });
    let mut dice = Dice::unrecorded(seed);
    let mut state = match Conflict::start(&setup, &mut Resolution::new(&mut dice, None, false)) {
        Ok(state) => state,
        Err(rejection) => {
            played.error = Some(
                msg!(
                    "conflict-computer-duel-start-refused",
                    seed = seed.to_string(),
                    problem = rejection.to_string()
                )
                .to_string(),
            );
            return played;
        }
    };
    for count in 0..Conflict::MAX_COMMANDS {
        if state.is_over() {
            break;
        }
        let Some(band) = state.side_to_act() else {
            break;
        };
        let player = player_of(band);
        let started = Instant::now();
        let command = state.computer_command_at(levels[player], &library.search, &mut chooser);
        played.seconds[player].push(started.elapsed().as_secs_f64());
        let Some(command) = command else {
            // What the conflict waits for, as the code names it: a report for whoever looks
            // into the computer.
            played.error = Some(
                msg!(
                    "conflict-computer-duel-no-command",
                    seed = seed.to_string(),
                    level = levels[player].name(),
                    awaiting = format!("{:?}", state.awaiting())
                )
                .to_string(),
            );
            return played;
        };
        let mut resolution = Resolution::new(&mut dice, Some(count), false);
        if let Err(rejection) = state.apply(&command, &mut resolution) {
            played.error = Some(
                msg!(
                    "conflict-computer-duel-refused",
                    seed = seed.to_string(),
                    level = levels[player].name(),
                    command = format!("{command:?}"),
                    problem = rejection.to_string()
                )
                .to_string(),
            );
            return played;
        }
    }
    if !state.is_over() {
        played.error = Some(
            msg!(
                "conflict-computer-duel-no-end",
                seed = seed.to_string(),
                commands = Conflict::MAX_COMMANDS
            )
            .to_string(),
        );
        return played;
    }
    let mut honour = [0.0f32; 2];
    for band in 0..setup.sides.len() {
        honour[player_of(band)] += state.honour(band).total;
    }
    played.margin = (honour[0] - honour[1]).abs();
    played.winner = if honour[0] > honour[1] {
        Some(0)
    } else if honour[1] > honour[0] {
        Some(1)
    } else {
        None
    };
    played
}
