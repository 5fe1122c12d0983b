//! The 1650 conflict simulation (1650 § Rules of Engagement to § Every Man for Himself, and
//! § Brawl): whole seeded Brawls, and the rules that only show when pawns take turns on a table.

use std::path::Path;
use ysbilia_core::conflict::computer::ConflictLibrary;
use ysbilia_core::conflict::{Conflict, ConflictSetup};
use ysbilia_core::record::Game;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::{Chooser, Simulate, simulate_games_with};

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

fn library() -> ConflictLibrary {
    ConflictLibrary::load(root()).expect("the ready-made bands and layouts load")
}

fn brawl_setup(library: &ConflictLibrary, seed: u64) -> ConflictSetup {
    Conflict::simulation_setup(library, &mut Chooser::new(seed), None)
}

#[test]
fn brawl_simulated_games_end_without_errors() {
    let library = library();
    let summary = simulate_games_with::<Conflict>(&library, 40, 1650, None);
    assert_eq!(summary.errors, 0, "{:?}", summary.problems);
    println!("{}", summary.line());
}

#[test]
fn brawl_starts_with_moment_of_truth_weather_and_authority() {
    let library = library();
    let session = Session::<Conflict>::start(brawl_setup(&library, 7), 7).expect("a valid setup");
    let rules: Vec<String> = session.log().iter().map(|entry| entry.rule.to_string()).collect();
    for section in ["Moment of Truth", "The Weather Gets Worse", "Authority Roll", "Brawl"] {
        assert!(rules.iter().any(|rule| rule.contains(section)), "{section}: {rules:?}");
    }
    assert!(!session.game().is_over());
}

#[test]
fn print_one_game() {
    let library = library();
    let mut chooser = Chooser::new(99);
    let setup = Conflict::simulation_setup(&library, &mut chooser, None);
    let mut session = Session::<Conflict>::start(setup, 99).expect("setup");
    while !session.is_over() {
        let command = session.game().computer_command(&mut chooser).expect("a command");
        session.play(command.clone()).expect("legal");
    }
    for entry in session.log() {
        println!("[{}] {}", entry.rule, entry.text);
    }
}
