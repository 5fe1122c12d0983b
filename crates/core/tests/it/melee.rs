//! The Melee Event (melee-event-rules.txt), played through the record contract.

use ysbilia_core::melee::exchange::Action;
use ysbilia_core::melee::{
    HAND_SIZE, Melee, MeleeCommand, MeleeSetup, Phase, Plan, PlannedAction, SQUIRE_HP,
};
use ysbilia_core::record::Game;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::{Chooser, simulate_games};

fn two_players() -> Session<Melee> {
    Session::start(MeleeSetup::balanced(2, 2), 1650).expect("a valid setup")
}

fn step(action: Action, cards: &[u32]) -> PlannedAction {
    PlannedAction::new(action, cards)
}

/// A legal plan from the seat's own hand: singles from its first three cards.
fn singles(session: &Session<Melee>, seat: usize, actions: [Action; 3]) -> Plan {
    let hand = &session.game().seats[seat].hand;
    [0, 1, 2].map(|index| step(actions[index], &hand[index..=index]))
}

#[test]
fn setup_squires_of_4_hp_and_five_strategy_cards() {
    let session = two_players();
    for seat in &session.game().seats {
        assert_eq!(seat.squires.len(), 4);
        assert!(seat.squires.iter().all(|squire| squire.hp == SQUIRE_HP));
        assert_eq!(seat.hand.len(), HAND_SIZE);
        assert_eq!(
            seat.deck.len() + seat.hand.len(),
            36,
            "number cards 2 to 10 in four suits"
        );
    }
}

#[test]
fn optional_rules_multiplayer_teams_share_their_squires() {
    let three = MeleeSetup::balanced(3, 3);
    let squires: Vec<u8> = three.seats.iter().map(|seat| seat.squires).collect();
    assert_eq!(squires, vec![2, 4, 2], "the lone player on team 2 has four");
    let mut uneven = MeleeSetup::balanced(2, 2);
    uneven.seats[0].squires = 3;
    let refused = Session::<Melee>::start(uneven, 1).expect_err("unbalanced");
    assert!(refused.reason().contains("same number of Squires"));
}

#[test]
fn optional_rules_game_duration_squires_per_team() {
    let short = MeleeSetup::balanced_with(2, 1, 2);
    assert_eq!(
        short
            .seats
            .iter()
            .map(|seat| seat.squires)
            .collect::<Vec<_>>(),
        vec![1, 1]
    );
    let long = MeleeSetup::balanced_with(4, 6, 4);
    assert_eq!(
        long.seats
            .iter()
            .map(|seat| seat.squires)
            .collect::<Vec<_>>(),
        vec![3, 3, 3, 3]
    );
    let too_few = MeleeSetup::balanced_with(4, 1, 4);
    let refused = Session::<Melee>::start(too_few, 1).expect_err("a player without a Squire");
    assert!(
        refused.reason().contains("needs 1 to 4 Squires"),
        "{refused}"
    );
}

#[test]
fn hp_stays_between_0_and_4_in_every_state() {
    for seed in 0..300 {
        let mut session =
            Session::<Melee>::start_quiet(MeleeSetup::balanced(2 + (seed as usize % 5), 0), seed)
                .expect("valid");
        let mut chooser = Chooser::new(seed);
        while let Some(command) = session.game().computer_command(&mut chooser) {
            session.play(command).expect("legal");
            for seat in &session.game().seats {
                assert!(
                    seat.squires.iter().all(|squire| squire.hp <= SQUIRE_HP),
                    "seed {seed}"
                );
                assert!(seat.hand.len() <= HAND_SIZE);
            }
        }
        assert!(
            session.game().winner().is_some(),
            "seed {seed} ends with a winner"
        );
    }
}

#[test]
fn combat_phase_plans_need_three_different_actions_and_cards_in_hand() {
    let mut session = two_players();
    let hand = session.game().seats[0].hand.clone();
    let twice = [
        step(Action::Attack, &[hand[0]]),
        step(Action::Attack, &[hand[1]]),
        step(Action::Defend, &[hand[2]]),
    ];
    assert!(
        session
            .play(MeleeCommand::Plan {
                seat: 0,
                plan: twice
            })
            .expect_err("twice")
            .reason()
            .contains("twice")
    );
    let missing = [
        step(Action::Attack, &[11]),
        step(Action::Defend, &[hand[1]]),
        step(Action::Outflank, &[hand[2]]),
    ];
    assert!(
        session
            .play(MeleeCommand::Plan {
                seat: 0,
                plan: missing
            })
            .is_err()
    );
    let mut high: Vec<u32> = hand.clone();
    high.sort_unstable();
    if high[3] + high[4] > 10 {
        let too_much = [
            step(Action::Attack, &[high[3], high[4]]),
            step(Action::Defend, &[high[0]]),
            step(Action::Outflank, &[high[1]]),
        ];
        assert!(
            session
                .play(MeleeCommand::Plan {
                    seat: 0,
                    plan: too_much
                })
                .expect_err("over 10")
                .reason()
                .contains("at most 10")
        );
    }
    let plan = singles(
        &session,
        0,
        [Action::Attack, Action::Defend, Action::Outflank],
    );
    session
        .play(MeleeCommand::Plan { seat: 0, plan })
        .expect("legal");
    assert_eq!(
        session.game().awaiting().collect::<Vec<_>>(),
        vec![1],
        "waits for the other fighter"
    );
}

#[test]
fn revealing_both_plans_rolls_the_first_exchange_and_rerolls_replace_a_die() {
    let mut session = two_players();
    for seat in 0..2 {
        let plan = singles(
            &session,
            seat,
            [Action::Knockdown, Action::Defend, Action::Attack],
        );
        session
            .play(MeleeCommand::Plan { seat, plan })
            .expect("legal");
    }
    let Phase::Rolled {
        exchange: 0, dice, ..
    } = session.game().phase.clone()
    else {
        panic!("rolled")
    };
    assert_eq!(
        (dice[0].len(), dice[1].len()),
        (3, 3),
        "Knockdown against Knockdown is a standard roll"
    );
    session
        .play(MeleeCommand::Reroll { seat: 0, die: 1 })
        .expect("one re-roll");
    assert!(
        session
            .play(MeleeCommand::Reroll { seat: 0, die: 0 })
            .is_err(),
        "only one"
    );
    session.play(MeleeCommand::Keep { seat: 1 }).expect("keeps");
    let rerolled = session
        .log()
        .iter()
        .any(|entry| entry.text().contains("re-rolls"));
    assert!(rerolled, "the re-roll is in the log");
}

#[test]
fn a_whole_game_ends_with_a_team_standing_and_replays_exactly() {
    let mut session = two_players();
    let mut chooser = Chooser::new(5);
    while let Some(command) = session.game().computer_command(&mut chooser) {
        session.play(command).expect("computer commands are legal");
    }
    let winner = session.game().winner().expect("someone wins");
    let loser = 1 - usize::from(winner);
    assert!(
        session
            .game()
            .seats
            .iter()
            .filter(|seat| usize::from(seat.team) == loser)
            .all(|seat| seat.standing_squire().is_none())
    );
    let replayed = Session::<Melee>::replay(&session.record()).expect("replays");
    assert_eq!(replayed.state_hash(), session.state_hash());
}

#[test]
fn many_seeded_games_of_two_to_six_players_end_without_error() {
    for players in 2..=6 {
        let summary = simulate_games::<Melee>(200, 1650, Some(players));
        assert_eq!(
            summary.errors, 0,
            "{players} players: {:?}",
            summary.problems
        );
    }
}

mod atomic {
    use super::*;
    use proptest::prelude::*;

    fn arbitrary_command() -> impl Strategy<Value = MeleeCommand> {
        let action = prop_oneof![
            Just(Action::Attack),
            Just(Action::Defend),
            Just(Action::Outflank),
            Just(Action::Knockdown)
        ];
        let planned = (action, prop::collection::vec(1u32..12, 0..3))
            .prop_map(|(action, cards)| PlannedAction::new(action, &cards));
        prop_oneof![
            (0usize..3, planned.clone(), planned.clone(), planned).prop_map(
                |(seat, first, second, third)| MeleeCommand::Plan {
                    seat,
                    plan: [first, second, third]
                }
            ),
            (0usize..3, 0usize..4).prop_map(|(seat, die)| MeleeCommand::Reroll { seat, die }),
            (0usize..3).prop_map(|seat| MeleeCommand::Keep { seat }),
            (0usize..3, prop::collection::vec(0usize..4, 0..4))
                .prop_map(|(seat, dice)| MeleeCommand::Rewind { seat, dice }),
            (0usize..3, 0usize..4).prop_map(|(seat, action)| MeleeCommand::RavensForesight {
                seat,
                action: Action::ALL[action]
            }),
            (0usize..3).prop_map(|seat| MeleeCommand::Mischief { seat }),
        ]
    }

    proptest! {
        // Melee declares CHECKS_BEFORE_CHANGING, so Session keeps no copy to restore: a refused
        // command must leave the state exactly as it was.
        #[test]
        fn a_refused_command_changes_nothing(seed in any::<u64>(), commands in prop::collection::vec(arbitrary_command(), 1..60)) {
            let setup = MeleeSetup { trinkets: seed % 2 == 0, ..MeleeSetup::balanced(2, 2) };
            let mut session = Session::<Melee>::start(setup, seed).expect("valid");
            let mut chooser = Chooser::new(seed);
            for command in commands {
                let before = session.state_hash();
                if session.play(command).is_err() {
                    prop_assert_eq!(session.state_hash(), before);
                }
                // Keep the game moving with a legal command now and then.
                if let Some(legal) = session.game().computer_command(&mut chooser) {
                    let _ = session.play(legal);
                }
            }
        }
    }
}

#[test]
fn a_quiet_simulation_reaches_the_same_state_as_a_logged_game() {
    let mut logged = two_players();
    let mut chooser = Chooser::new(8);
    while let Some(command) = logged.game().computer_command(&mut chooser) {
        logged.play(command).expect("legal");
    }
    let quiet = Session::<Melee>::replay_quiet(&logged.record()).expect("replays");
    assert_eq!(quiet.state_hash(), logged.state_hash());
    assert!(quiet.log().is_empty());
    assert!(!logged.log().is_empty());
}

#[test]
fn the_log_shows_each_exchange_with_its_dice_as_numbers() {
    let mut session = two_players();
    let mut chooser = Chooser::new(21);
    while let Some(command) = session.game().computer_command(&mut chooser) {
        session.play(command).expect("legal");
    }
    let exchange = session
        .log()
        .iter()
        .find(|entry| entry.text().starts_with("Exchange 1:"))
        .expect("an exchange is logged");
    assert!(exchange.text().contains("rolls ["), "{}", exchange.text());
    assert!(!exchange.text().contains("Few"), "{}", exchange.text());
}

/// § Objective: the melee ends when a team has no Squire standing. The end screen's chart plays
/// it again combat phase by combat phase: every Squire whole as phase 1 begins, and at the end
/// the HP the melee ended with, none on the beaten team's side.
#[test]
fn objective_hp_chart_ends_where_the_melee_did() {
    use ysbilia_core::melee::history::round_history;
    for seed in 0..20 {
        let players = 2 + (seed as usize % 3);
        let mut session =
            Session::<Melee>::start_quiet(MeleeSetup::balanced(players, 0), seed).expect("valid");
        let mut chooser = Chooser::new(seed);
        while let Some(command) = session.game().computer_command(&mut chooser) {
            session.play(command).expect("legal");
        }
        let game = session.game();
        let Some(winner) = game.winner() else {
            panic!("seed {seed}: no winner");
        };
        let history = round_history(&session.record()).expect("the record plays again");
        let (first, last) =
            super::hebs::rounds_rise_from_one(&history, |totals| totals.round, seed);
        let whole: Vec<u32> = game
            .seats
            .iter()
            .map(|seat| seat.squires.len() as u32 * SQUIRE_HP)
            .collect();
        assert_eq!(first.hp_left, whole, "seed {seed}");
        assert_eq!(
            last.round,
            game.round + 1,
            "seed {seed}: the end, past the last phase"
        );
        let left: Vec<u32> = game
            .seats
            .iter()
            .map(|seat| seat.squires.iter().map(|squire| squire.hp).sum::<u32>())
            .collect();
        assert_eq!(last.hp_left, left, "seed {seed}");
        let beaten: u32 = game
            .seats
            .iter()
            .zip(&last.hp_left)
            .filter(|(seat, _)| seat.team != winner)
            .map(|(_, hp)| hp)
            .sum();
        assert_eq!(beaten, 0, "seed {seed}: the beaten team has no HP left");
    }
}

/// The session names the last command played with exactly the log lines it wrote (the app's
/// sound cues read them).
#[test]
fn the_last_command_played_comes_with_its_own_log_lines() {
    let mut session = Session::<Melee>::start(MeleeSetup::balanced(2, 0), 7).expect("valid");
    assert!(session.last_played().is_none(), "nothing played yet");
    let mut chooser = Chooser::new(7);
    for _ in 0..12 {
        let Some(command) = session.game().computer_command(&mut chooser) else {
            break;
        };
        let written = session.play(command.clone()).expect("legal").len();
        let index = session.commands().len() - 1;
        let (played, said) = session.last_played().expect("one was played");
        assert_eq!(played, &command);
        assert_eq!(said.len(), written);
        assert!(said.iter().all(|entry| entry.command == Some(index)));
    }
}

/// Every command a seat might give on its dice, drawn without reading the options: keep, each
/// re-roll, every choice of dice to Rewind (in any order), each Raven's Foresight, Mischief.
fn every_dice_command(seat: usize) -> Vec<MeleeCommand> {
    let mut all = vec![MeleeCommand::Keep { seat }, MeleeCommand::Mischief { seat }];
    for die in 0..4 {
        all.push(MeleeCommand::Reroll { seat, die });
    }
    for first in 0..3 {
        all.push(MeleeCommand::Rewind {
            seat,
            dice: vec![first],
        });
        for second in 0..3 {
            all.push(MeleeCommand::Rewind {
                seat,
                dice: vec![first, second],
            });
        }
    }
    all.push(MeleeCommand::Rewind {
        seat,
        dice: vec![2, 0, 1],
    });
    for action in Action::ALL {
        all.push(MeleeCommand::RavensForesight { seat, action });
    }
    all
}

/// A Rewind names its dice as a set: the same dice in another order are the same command.
fn normalised(command: &MeleeCommand) -> MeleeCommand {
    let mut command = command.clone();
    if let MeleeCommand::Rewind { dice, .. } = &mut command {
        dice.sort_unstable();
    }
    command
}

/// Optional Rules, Trinkets Points System, and § Rolling the Dice: the dice options core gives
/// a seat agree with `apply` both ways, in whole games with trinkets in play: each option's
/// answer is `apply`'s, and every command `apply` accepts on the dice is an accepted option.
#[test]
fn trinkets_points_system_the_dice_options_agree_with_apply_both_ways() {
    let mut checked = 0;
    for seed in 0..40_u64 {
        let mut setup = MeleeSetup::balanced(2 + (seed % 3) as usize, 0);
        setup.trinkets = true;
        let mut session = Session::<Melee>::start(setup, seed).expect("a valid setup");
        let mut chooser = Chooser::new(seed);
        while let Some(command) = session.game().computer_command(&mut chooser) {
            let game = session.game();
            let seats: Vec<usize> = game.awaiting().collect();
            for seat in seats {
                let options = game.dice_options(seat);
                for option in &options {
                    assert_eq!(
                        option.answer,
                        game.would_accept(&option.command),
                        "seed {seed}: {:?}",
                        option.command
                    );
                }
                for command in every_dice_command(seat) {
                    if game.would_accept(&command).is_ok() {
                        checked += 1;
                        assert!(
                            options.iter().any(|option| option.answer.is_ok()
                                && normalised(&option.command) == normalised(&command)),
                            "seed {seed}: {command:?} is accepted but not an option: {options:?}"
                        );
                    }
                }
            }
            session.play(command).expect("computer commands are legal");
        }
    }
    assert!(
        checked > 1_000,
        "only {checked} accepted dice commands seen"
    );
}
