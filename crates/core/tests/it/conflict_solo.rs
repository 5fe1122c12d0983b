//! 1650 § Alone in the Face of Danger: the enemy band no player commands activates only on
//! Activation Triggers and does what the Activation Priorities Table's first fitting row says;
//! § Defence to the Bitter End played whole.

use super::conflict::{
    card_where, content, duel, library, plain_leader, play_to_end, refusal_of, shooter,
};
use ysbilia_core::conflict::Phase;
use ysbilia_core::conflict::{Awaiting, Commission, Conflict, ConflictCommand, ConflictSetup};
use ysbilia_core::rules::activation::Activation;
use ysbilia_core::rules::cards::ContractCard;
use ysbilia_core::session::Session;
use ysbilia_core::table::base::Placement;
use ysbilia_core::table::layout::{Footprint, Piece, PieceKind, TableSize};

const LEADER: u32 = 0;
const ENEMY: u32 = 1;

/// § Defence to the Bitter End on a 40 x 40 table with a low hill (radius 3) in the middle:
/// your Leader alone against one enemy pawn.
fn alone(enemy: ContractCard) -> ConflictSetup {
    let mut setup = duel(plain_leader("defender"), enemy);
    setup.commission = Commission::DefenceToTheBitterEnd;
    setup.layout.table = TableSize {
        width: 40.0,
        depth: 40.0,
    };
    setup.layout.pieces = vec![Piece {
        id: "hill".to_owned(),
        kind: PieceKind::Level,
        shape: Footprint::Circle { radius: 3.0 },
        x: 20.0,
        y: 20.0,
        rotation_degrees: 0.0,
        height: 0.5,
    }];
    setup
}

/// A card with no distance weapon.
fn brawler() -> ContractCard {
    card_where(&content(), |card| {
        card.weapons.iter().all(|arm| arm.discharge.is_none())
            && card.weapons.iter().any(|arm| arm.attack.is_some())
    })
}

/// The Leader deployed in the ruins beside the hill (12, 20), and the enemy come in at the south edge
/// (the two D10 of its spot scripted: 3 and 5 give the 37th of the 152 spots, x 19.5), closed
/// in 10 cm: turn 1, the Leader to act.
fn first_turn(setup: ConflictSetup) -> Session<Conflict> {
    let card = setup.sides[0].pawns[0].id.clone();
    let mut session = Session::<Conflict>::start(setup, 7).expect("a valid setup");
    assert_eq!(
        session.game().progress().phase,
        Phase::Deployment { side: 0 },
        "your band deploys first, in the ruins"
    );
    session.script_dice(vec![3, 5]);
    session
        .play(ConflictCommand::Deploy {
            card,
            places: vec![Placement {
                x: 12.0,
                y: 20.0,
                level: 0.0,
                facing_degrees: 270.0,
            }],
        })
        .expect("the Leader deploys in the ruins");
    assert_eq!(session.game().progress().phase, Phase::Turns);
    session
}

fn state_of(session: &Session<Conflict>, pawn: u32) -> Option<Activation> {
    let turn = session.game().progress().turn.as_ref()?;
    turn.states.get(pawn as usize).copied()
}

/// § Attitude of Enemy Pawns, § Defence to the Bitter End: the enemy comes in at the edge by
/// the dice and closes in 10 cm before you act; it waits for no turn of its own, and no player
/// may activate it.
#[test]
fn attitude_of_enemy_pawns_the_enemy_comes_in_closes_in_and_is_never_activated_by_choice() {
    let mut session = first_turn(alone(brawler()));
    let enemy = session.game().pawn(ENEMY).and_then(|view| view.placement);
    let enemy = enemy.expect("the enemy is on the table");
    assert!(
        (enemy.x - 19.5).abs() < 1.0 && (enemy.y - 11.5).abs() < 0.6,
        "in at the south edge, then 10 cm towards the middle: {enemy:?}"
    );
    assert!(
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains("closes in (up to 10 cm)")),
        "the log says why it moved"
    );
    assert_eq!(state_of(&session, ENEMY), Some(Activation::Enemy));
    assert_eq!(session.game().side_to_act(), Some(0));
    let refusal = session
        .play(ConflictCommand::Activate { pawn: ENEMY })
        .expect_err("no player activates an enemy pawn");
    assert!(!refusal.to_string().is_empty());
}

/// § Attitude of Enemy Pawns, the third trigger, and § Activation Priorities Table, row 5:
/// your pawn ends its activation within 30 cm of an enemy pawn in its sight; the enemy, with
/// no distance weapon, charges it and strikes; the log and the report give the trigger, the
/// row and why rows 1 to 4 did not fit.
#[test]
fn activation_priorities_table_row_5_an_activation_ended_in_sight_makes_a_brawler_charge() {
    let mut session = first_turn(alone(brawler()));
    session
        .play(ConflictCommand::Activate { pawn: LEADER })
        .expect("the Leader activates");
    assert!(
        session.game().enemy_reports().is_empty(),
        "nothing fired yet"
    );
    session
        .play(ConflictCommand::EndActivation { pawn: LEADER })
        .expect("its activation ends");
    let reports = session.game().enemy_reports();
    assert_eq!(reports.len(), 1, "{reports:?}");
    let report = &reports[0];
    assert_eq!((report.pawn, report.row), (ENEMY, 5), "{report:?}");
    assert!(
        report
            .trigger
            .to_string()
            .contains("ended its activation within 30 cm"),
        "{report:?}"
    );
    assert!(
        report.chose.to_string().starts_with("charges"),
        "{report:?}"
    );
    assert_eq!(report.passed_over.len(), 3, "{report:?}");
    assert!(
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains("row 5:")),
        "the log names the row"
    );
    let engaged = session.game().pawn(ENEMY).map(|view| view.engaged);
    assert_eq!(engaged, Some(vec![LEADER]), "the charge reached the Leader");
    // It strikes the Leader it reached (which, already activated, cannot reply), and winning
    // the clash pushes it back (§ Enemy Pawns and Antagonists in Clashes, row 4).
    let said = |words: &str| {
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains(words))
    };
    assert!(said("attacks"), "the enemy strikes");
    assert!(said("pushes the clash back"), "and wins, and pushes back");
    assert_eq!(
        session
            .game()
            .progress()
            .turn
            .as_ref()
            .map(|turn| turn.number),
        Some(2),
        "its activation over, your turn ended: the next begins"
    );
}

/// § Activation Priorities Table, row 2: an enemy with a distance weapon ready fires at the
/// nearest of your pawns in its sight.
#[test]
fn activation_priorities_table_row_2_a_ready_shooter_fires() {
    let mut session = first_turn(alone(shooter()));
    session
        .play(ConflictCommand::Activate { pawn: LEADER })
        .expect("the Leader activates");
    session
        .play(ConflictCommand::EndActivation { pawn: LEADER })
        .expect("its activation ends");
    let report = session.game().enemy_reports().first().cloned();
    let report = report.expect("the enemy was triggered");
    assert_eq!(report.row, 2, "{report:?}");
    assert!(
        report.chose.to_string().starts_with("fires its"),
        "{report:?}"
    );
    assert_eq!(report.passed_over.len(), 1, "{report:?}");
}

/// § Defence to the Bitter End: the page's limits are the setup's: an enemy band worth more than
/// 300 Maravedies, or a layout with no hill in the middle, is refused with the reason.
#[test]
fn defence_to_the_bitter_end_a_band_over_its_value_or_no_hill_is_refused() {
    let mut rich = alone(brawler());
    rich.sides[1].value = 301;
    let refusal = refusal_of(rich);
    assert!(refusal.contains("300"), "{refusal}");
    let mut flat = alone(brawler());
    flat.layout.pieces.clear();
    let refusal = refusal_of(flat);
    assert!(refusal.contains("hill"), "{refusal}");
}

/// § Defence to the Bitter End played whole by the computer for the player's band: 1,000 seeded
/// games end and replay to their hash; the enemy comes in at the edges and acts only on
/// triggers, each activation naming its row of the Activation Priorities Table and why the
/// rows above did not fit; no command is ever the enemy's own choice.
#[test]
fn defence_to_the_bitter_end_1000_seeded_games_end_and_replay_exactly() {
    let mut library = library();
    library.commission = Commission::DefenceToTheBitterEnd;
    let mut rows = [0usize; 7];
    for seed in 0..1000u64 {
        let session = play_to_end(&library, seed, 0xB177, 6_000, |session, command| {
            let game = session.game();
            assert!(
                Commission::DefenceToTheBitterEnd
                    .layout_problem(&game.setup().layout)
                    .is_none(),
                "seed {seed}: a layout with a hill in the middle"
            );
            if let ConflictCommand::Activate { pawn } = command {
                assert_ne!(
                    game.pawn(*pawn).map(|view| view.side),
                    game.enemy_band(),
                    "seed {seed}: an enemy pawn is never activated by choice"
                );
            }
        });
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
    }
    println!("enemy activations by row (0 = none fitted): {rows:?}");
    assert!(
        rows[2] > 0 && rows[5] + rows[4] > 0 && rows[6] > 0,
        "{rows:?}"
    );
}

/// § Clearing the Parish played whole: 1,000 seeded games end and replay; the enemy starts with
/// a Hidden Pawn Marker for each of its cards (none on the table), markers are revealed as
/// your pawns come near, the Leader's card is always the last drawn, and markers never
/// outnumber the cards left.
#[test]
fn clearing_the_parish_1000_seeded_games_reveal_markers_leader_last_and_replay() {
    let mut library = library();
    library.commission = Commission::ClearingTheParish;
    let (mut revealed, mut hired, mut coaxed) = (0, 0, 0);
    for seed in 0..1000u64 {
        // An auction may take a Personality from the enemy: its deck is what is left.
        let mut cards = 0;
        let mut leader = None;
        let session = play_to_end(&library, seed, 0x9A21, 6_000, |session, command| {
            coaxed += usize::from(matches!(command, ConflictCommand::Coax { .. }));
            let game = session.game();
            let enemy = game.enemy_band().expect("an enemy band");
            if cards == 0 && matches!(game.progress().phase, Phase::Deployment { .. }) {
                // Before the first turn (after any auction): the whole deck, all hidden.
                assert!(
                    Commission::ClearingTheParish
                        .layout_problem(&game.setup().layout)
                        .is_none(),
                    "seed {seed}: a layout with the Parish"
                );
                let band: Vec<_> = game
                    .pawns()
                    .into_iter()
                    .filter(|pawn| pawn.side == enemy)
                    .collect();
                // The Antagonists it hired are cards of its deck too.
                hired += game.setup().sides[enemy].antagonists.len();
                cards = band.len() + game.setup().sides[enemy].antagonists.len();
                leader = band
                    .iter()
                    .find(|pawn| {
                        pawn.card
                            .has_peculiarity(ysbilia_core::rules::hiring::LEADER)
                    })
                    .map(|pawn| pawn.id);
                assert_eq!(
                    game.enemy_cards_left(),
                    cards,
                    "seed {seed}: the whole deck"
                );
                assert!(
                    band.iter().all(|pawn| pawn.placement.is_none()),
                    "seed {seed}: the enemy starts hidden"
                );
                assert!(
                    !game.hidden_markers().is_empty(),
                    "seed {seed}: markers laid"
                );
            }
            assert!(
                game.hidden_markers().len() <= game.enemy_cards_left(),
                "seed {seed}: a marker for each card left, no more"
            );
            if let Some(leader) = leader
                && game
                    .pawn(leader)
                    .is_some_and(|view| view.placement.is_some())
            {
                assert_eq!(
                    game.enemy_cards_left(),
                    0,
                    "seed {seed}: the Leader comes last"
                );
            }
        });
        assert!(cards > 0, "seed {seed}: a deployment");
        revealed += cards - session.game().enemy_cards_left();
    }
    println!(
        "enemy pawns revealed in 1,000 games: {revealed}; Antagonists hired: {hired}; coaxed: {coaxed}"
    );
    assert!(revealed > 1000, "markers are revealed in play");
    assert!(
        hired > 0 && coaxed > 0,
        "the enemy hires Antagonists, and they are coaxed"
    );
}

/// § Enemy Pawns and Antagonists in Clashes, row 1: an enemy pawn that loses a clash makes an
/// Audacity roll once the winner has chosen the result; failing it, it flees (with no Hidden
/// Pawn Marker on the table, for the nearest edge, § Defence to the Bitter End).
#[test]
fn enemy_pawns_in_clashes_row_1_a_beaten_enemy_failing_its_audacity_roll_flees() {
    let mut session = first_turn(alone(brawler()));
    // The enemy charges your Leader and misses (row 5); the clash is its.
    session
        .play(ConflictCommand::Activate { pawn: LEADER })
        .expect("the Leader activates");
    session.script_dice(vec![5, 1]);
    session
        .play(ConflictCommand::EndActivation { pawn: LEADER })
        .expect("its activation ends");
    // Next turn your Leader strikes home (9) and the enemy's reply fails (1): your clash.
    session
        .play(ConflictCommand::Activate { pawn: LEADER })
        .expect("the Leader activates");
    session.script_dice(vec![9, 1]);
    session
        .play(super::conflict::attack(LEADER, ENEMY, 0))
        .expect("the Leader attacks");
    assert!(
        matches!(session.game().awaiting(), Awaiting::Verdict(verdict) if verdict.winner == LEADER),
        "{:?}",
        session.game().awaiting()
    );
    let before = session.game().pawn(ENEMY).and_then(|view| view.placement);
    // You hold; the enemy rolls its Audacity (1: a failure) and runs (15 + 5 cm).
    session.script_dice(vec![1, 5]);
    session
        .play(ConflictCommand::ResolveClash {
            result: ysbilia_core::rules::activation::ClashResult::Hold,
        })
        .expect("the Leader holds");
    let said = |words: &str| {
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains(words))
    };
    assert!(said("it lost a clash"), "the Audacity roll is made");
    assert!(said("row 1:"), "the log names the row");
    let after = session.game().pawn(ENEMY).and_then(|view| view.placement);
    assert_ne!(before, after, "the enemy fled: {before:?} -> {after:?}");
    assert!(said("runs for the nearest edge"), "no marker: for the edge");
}

/// § Enemy Pawns and Antagonists in Clashes, row 3: an enemy pawn that wins a clash and is no
/// longer engaged engages another of your pawns within 5 cm of it (or moves 5 cm towards the
/// nearest). The enemy charges your Leader (row 5) and kills it (10: a critical); your second
/// pawn stands beside it, and the enemy steps into contact with it.
#[test]
fn enemy_pawns_in_clashes_row_3_a_winner_left_alone_engages_another_pawn_within_5_cm() {
    const SECOND: u32 = 1;
    const CAPTAIN: u32 = 2;
    let mut setup = alone(brawler());
    let mut second = super::conflict::plain_fighter();
    second.id = "second".to_owned();
    setup.sides[0].pawns.push(second.into());
    let mut session = Session::<Conflict>::start(setup, 7).expect("a valid setup");
    let place = |y: f32| Placement {
        x: 12.0,
        y,
        level: 0.0,
        facing_degrees: 270.0,
    };
    session
        .play(ConflictCommand::Deploy {
            card: "defender".to_owned(),
            places: vec![place(20.0)],
        })
        .expect("the Leader deploys");
    session.script_dice(vec![3, 5]);
    session
        .play(ConflictCommand::Deploy {
            card: "second".to_owned(),
            places: vec![place(26.0)],
        })
        .expect("the second pawn deploys");
    session
        .play(ConflictCommand::Activate { pawn: LEADER })
        .expect("the Leader activates");
    session.script_dice(vec![5, 10]);
    session
        .play(ConflictCommand::EndActivation { pawn: LEADER })
        .expect("its activation ends");
    let said = |words: &str| {
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains(words))
    };
    assert!(said("wins it with every enemy beaten"), "the Leader falls");
    assert!(said("after winning its clash"), "row 3: it moves on");
    let engaged = session.game().pawn(CAPTAIN).map(|view| view.engaged);
    assert_eq!(
        engaged,
        Some(vec![SECOND]),
        "into contact with your other pawn"
    );
}
