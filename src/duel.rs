//! `ysbilia duel`: the 1565/1066 computer's levels against each other, figures printed.

use crate::paths::project_root;
use std::io::IsTerminal as _;
use std::process::ExitCode;
use ysbilia_core::hebs::card::HebsGame;
use ysbilia_core::hebs::content::HebsLibrary;
use ysbilia_core::hebs::opponent::Level;
use ysbilia_core::hebs::opponent::duel::duel;

pub struct DuelArguments {
    pub mode: String,
    pub levels: [String; 2],
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
}

pub fn run(arguments: &DuelArguments) -> ExitCode {
    let game = match arguments.mode.as_str() {
        "st-elmo" => HebsGame::StElmosPay1565,
        "tears" => HebsGame::TearsToManyMothers1066,
        other => {
            eprintln!("duel: unknown mode '{other}'; modes are st-elmo, tears");
            return ExitCode::from(2);
        }
    };
    let mut levels = [Level::Random; 2];
    for (slot, name) in levels.iter_mut().zip(&arguments.levels) {
        match Level::parse(name) {
            Some(level) => *slot = level,
            None => {
                eprintln!("duel: unknown level '{name}'; levels are random, fair, hard");
                return ExitCode::from(2);
            }
        }
    }
    let library = match HebsLibrary::load(&project_root()) {
        Ok(library) => library,
        Err(error) => {
            eprintln!("duel: {error}");
            return ExitCode::FAILURE;
        }
    };
    let games = arguments.games.max(2);
    let showing = std::io::stderr().is_terminal();
    let progress = |done: usize| {
        if showing && (done.is_multiple_of(10) || done == games) {
            eprint!("\r{done} of {games} games");
        }
    };
    let report = duel(
        &library,
        game,
        levels,
        games,
        arguments.seed,
        arguments.threads,
        &progress,
    );
    if showing {
        eprintln!();
    }
    for problem in &report.problems {
        eprintln!("{problem}");
    }
    for line in report.lines() {
        println!("{line}");
    }
    if report.errors == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
