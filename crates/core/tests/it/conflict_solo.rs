//! 1650 § Alone in the Face of Danger: the enemy band no player commands activates only on
//! Activation Triggers and does what the Activation Priorities Table's first fitting row says;
//! § Defence to the Bitter End played whole.

use super::conflict::{check_invariants, library};
use ysbilia_core::conflict::components::Phase;
use ysbilia_core::conflict::{Commission, Conflict, ConflictCommand};
use ysbilia_core::session::Session;
use ysbilia_core::simulate::{Chooser, Simulate};

/// § Defence to the Bitter End played whole by the computer for the player's band: 200 seeded
/// games end and replay to their hash; the enemy comes in at the edges and acts only on
/// triggers, each activation naming its row of the Activation Priorities Table and why the
/// rows above did not fit; no command is ever the enemy's own choice.
#[test]
fn defence_to_the_bitter_end_200_seeded_games_end_and_replay_exactly() {
    let mut library = library();
    library.commission = Commission::DefenceToTheBitterEnd;
    let mut rows = [0usize; 7];
    for seed in 0..200u64 {
        let mut chooser = Chooser::new(seed ^ 0xB177);
        let setup = Conflict::simulation_setup(&library, &mut chooser, None);
        assert!(
            Commission::DefenceToTheBitterEnd
                .layout_problem(&setup.layout)
                .is_none(),
            "seed {seed}: a layout with a hill in the middle"
        );
        let mut session = Session::<Conflict>::start_quiet(setup, seed).expect("a valid setup");
        let enemy = session.game().enemy_band().expect("an enemy band");
        while !session.is_over() {
            assert!(session.commands().len() < 6_000, "seed {seed}: no end");
            let command = session
                .game()
                .computer_command(&mut chooser)
                .unwrap_or_else(|| {
                    panic!(
                        "seed {seed}: nobody acts: {:?} {:?}",
                        session.game().awaiting(),
                        session.game().progress()
                    )
                });
            if let ConflictCommand::Activate { pawn } = command {
                assert_ne!(
                    session.game().pawn(pawn).map(|view| view.side),
                    Some(enemy),
                    "seed {seed}: an enemy pawn is never activated by choice"
                );
            }
            session
                .play(command.clone())
                .unwrap_or_else(|refusal| panic!("seed {seed}: {command:?} refused: {refusal}"));
            check_invariants(session.game(), seed);
        }
        assert_eq!(session.game().progress().phase, Phase::Over, "seed {seed}");
        for report in session.game().enemy_reports() {
            rows[usize::from(report.row).min(6)] += 1;
            // Rows 3 and 4 are passed over together, with one reason.
            let above = match report.row {
                1 => 0,
                2 => 1,
                3 => 2,
                4 | 5 => 3,
                _ => 4,
            };
            assert_eq!(report.passed_over.len(), above, "seed {seed}: {report:?}");
        }
        let replayed = Session::replay_quiet(&session.record()).expect("the record replays");
        assert_eq!(replayed.state_hash(), session.state_hash(), "seed {seed}");
    }
    println!("enemy activations by row (0 = none fitted): {rows:?}");
    assert!(
        rows[2] > 0 && rows[5] + rows[4] > 0 && rows[6] > 0,
        "{rows:?}"
    );
}
