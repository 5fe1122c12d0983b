//! The record contract (docs/architecture.md): commands applied in order by one function,
//! rejections that change nothing, replay to the same state hash, undo as replay minus one.

use proptest::prelude::*;
use ysbilia_core::dice::Draw;
use ysbilia_core::fixtures::{Pig, PigCommand, PigSetup};
use ysbilia_core::record::Record;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::{Chooser, Simulate, replay_summary, simulate_games};
use ysbilia_core::storage::{record_to_ron, replay_text};

fn setup() -> PigSetup {
    PigSetup {
        players: 2,
        target: 30,
    }
}

/// Plays `moves` random-legal commands from `seed`.
fn played(seed: u64, moves: usize) -> Session<Pig> {
    let mut session = Session::<Pig>::start(setup(), seed).expect("a valid setup starts");
    let mut chooser = Chooser::new(seed);
    for _ in 0..moves {
        let Some(command) = session.game().choose(&mut chooser) else {
            break;
        };
        session.play(command).expect("a chosen command is legal");
    }
    session
}

#[test]
fn a_record_replays_to_the_same_state_hash() {
    let session = played(11, 40);
    let replayed = Session::<Pig>::replay(&session.record()).expect("the record replays");
    assert_eq!(replayed.state_hash(), session.state_hash());
    assert_eq!(replayed.log(), session.log());
}

#[test]
fn a_record_survives_being_saved_as_ron() {
    let session = played(12, 25);
    let text = record_to_ron(&session.record()).expect("records serialise");
    let replayed = replay_text::<Pig>("pig.ron", &text).expect("the saved text replays");
    assert_eq!(replayed.state_hash(), session.state_hash());
    let summary = replay_summary::<Pig>("pig.ron", &text).expect("summary");
    assert_eq!(summary.commands, session.commands().len());
}

#[test]
fn an_illegal_command_is_rejected_with_a_reason_and_changes_nothing() {
    let mut session = played(13, 0);
    let before = session.state_hash();
    let rejection = session
        .play(PigCommand::Hold { player: 1 })
        .expect_err("not player 2's turn");
    assert!(
        rejection.to_string().contains("player 1's turn"),
        "{rejection}"
    );
    let rejection = session
        .play(PigCommand::Hold { player: 0 })
        .expect_err("nothing to hold");
    assert!(rejection.reason().contains("roll at least once"));
    assert_eq!(session.state_hash(), before);
    assert!(session.commands().is_empty());
}

#[test]
fn undo_is_replay_without_the_last_command() {
    let mut session = played(14, 10);
    let mut shorter: Record<Pig> = session.record();
    shorter.commands.pop();
    let expected = Session::<Pig>::replay(&shorter)
        .expect("replays")
        .state_hash();
    assert!(session.undo().expect("undo replays"));
    assert_eq!(session.state_hash(), expected);
}

#[test]
fn every_roll_is_logged_with_the_rule_that_used_it() {
    let session = played(15, 30);
    let rolls_logged: usize = session
        .log()
        .iter()
        .flat_map(|entry| &entry.draws)
        .filter(|draw| matches!(draw, Draw::Roll(_)))
        .count();
    let rolls_made = session
        .commands()
        .iter()
        .filter(|command| matches!(command, PigCommand::Roll { .. }))
        .count();
    assert_eq!(rolls_logged, rolls_made);
}

#[test]
fn simulation_plays_whole_games_and_replays_each() {
    let summary = simulate_games::<Pig>(50, 3, None);
    assert_eq!(
        (summary.games, summary.errors),
        (50, 0),
        "{:?}",
        summary.problems
    );
    assert!(summary.line().contains("games=50 errors=0 games_per_s="));
}

proptest! {
    #[test]
    fn any_game_replays_exactly(seed in any::<u64>(), moves in 0usize..80) {
        let session = played(seed, moves);
        let replayed = Session::<Pig>::replay(&session.record()).expect("replays");
        prop_assert_eq!(replayed.state_hash(), session.state_hash());
    }
}

#[test]
fn a_seeded_game_logs_the_same_rulings_golden() {
    let session = played(1650, 12);
    insta::assert_ron_snapshot!(session.log());
}
