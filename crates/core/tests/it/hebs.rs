//! The Historic Epic Battle System (1565 / 1066 rules), played through the record contract.

use std::path::Path;
use ysbilia_core::hebs::StElmo;
use ysbilia_core::hebs::Tears;
use ysbilia_core::hebs::card::HebsGame;
use ysbilia_core::hebs::computer::HebsSimulation;
use ysbilia_core::hebs::content::HebsLibrary;
use ysbilia_core::record::Game;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::Chooser;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

pub fn library() -> HebsLibrary {
    match HebsLibrary::load(root()) {
        Ok(library) => library,
        Err(error) => panic!("HEBS content should load: {error}"),
    }
}

/// Plays one random-legal game, checking card conservation after every command.
fn play_checked<G>(simulation: &HebsSimulation, game: HebsGame, seed: u64) -> Session<G>
where
    G: Game<
            Setup = ysbilia_core::hebs::setup::HebsSetup,
            Command = ysbilia_core::hebs::command::HebsCommand,
        > + std::ops::Deref<Target = ysbilia_core::hebs::Hebs>,
{
    let mut chooser = Chooser::new(seed);
    let setup = simulation.setup(game, &mut chooser).expect("two factions");
    let mut session = Session::<G>::start_quiet(setup, seed).expect("a valid setup");
    let mut commands = 0;
    while !session.is_over() {
        let command = session
            .game()
            .random_command(&mut chooser)
            .unwrap_or_else(|| panic!("seed {seed}: nobody can act in {:?}", session.game().phase));
        if let Err(rejection) = session.play(command.clone()) {
            panic!("seed {seed}: {command:?} refused: {rejection}");
        }
        if let Some(problem) = session.game().table.conservation_problem() {
            panic!("seed {seed} after {command:?}: {problem}");
        }
        commands += 1;
        assert!(commands < 20_000, "seed {seed}: no end");
    }
    session
}

#[test]
fn random_legal_games_keep_every_card_in_one_zone() {
    let simulation = HebsSimulation {
        library: library(),
        solo: false,
    };
    for seed in 0..200 {
        let session = play_checked::<StElmo>(&simulation, HebsGame::StElmosPay1565, seed);
        let replayed = Session::replay_quiet(&session.record()).expect("replays");
        assert_eq!(replayed.state_hash(), session.state_hash());
        play_checked::<Tears>(&simulation, HebsGame::TearsToManyMothers1066, seed);
    }
}
