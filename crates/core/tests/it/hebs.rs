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

pub fn root() -> &'static Path {
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

/// The 100,000 seeded games: two-player 1565 and 1066 and solo 1565, card
/// conservation checked after every command, one game in 16 replayed to the same hash.
#[test]
fn a_hundred_thousand_seeded_games_keep_every_card_in_one_zone() {
    let two_players = HebsSimulation {
        library: library(),
        solo: false,
    };
    let solo = HebsSimulation {
        library: library(),
        solo: true,
    };
    for seed in 0..40_000 {
        let session = play_checked::<StElmo>(&two_players, HebsGame::StElmosPay1565, seed);
        let other = play_checked::<Tears>(&two_players, HebsGame::TearsToManyMothers1066, seed);
        let against_foe =
            (seed < 20_000).then(|| play_checked::<StElmo>(&solo, HebsGame::StElmosPay1565, seed));
        if seed % 16 == 0 {
            let replayed = Session::replay_quiet(&session.record()).expect("replays");
            assert_eq!(replayed.state_hash(), session.state_hash(), "seed {seed}");
            let replayed = Session::replay_quiet(&other.record()).expect("replays");
            assert_eq!(replayed.state_hash(), other.state_hash(), "seed {seed}");
            if let Some(session) = against_foe {
                let replayed = Session::replay_quiet(&session.record()).expect("replays");
                assert_eq!(replayed.state_hash(), session.state_hash(), "seed {seed}");
            }
        }
    }
}

#[test]
fn every_faction_file_loads_with_its_foe_opening_and_seven_objectives() {
    let library = library();
    assert_eq!(library.factions.len(), 4);
    for faction in &library.factions {
        assert!(faction.deck_size() >= 50, "{}", faction.name);
        assert_eq!(faction.objectives.len(), 7);
        assert_eq!(faction.foe_opening.len(), 3);
    }
    for name in [
        "Jean Parisot de Valette",
        "Francisco Balbi di Correggio",
        "Galley Slaves",
    ] {
        let malta = library.faction("malta").expect("Malta");
        assert!(malta.cards.iter().any(|card| card.name == name), "{name}");
    }
    for name in ["Mustafa Pasha", "Turgut's Corsairs", "Candelissa"] {
        let ottoman = library.faction("ottoman").expect("Ottoman");
        assert!(ottoman.cards.iter().any(|card| card.name == name), "{name}");
    }
}

/// "Foe Resource Dial": round 1, with Balbi or Turgut's Corsairs, the Foe has 0 Resources.
#[test]
fn solo_foe_resource_dial_round_one_is_nought_for_both_foes() {
    let library = library();
    for foe in ["malta", "ottoman"] {
        let player = if foe == "malta" { "ottoman" } else { "malta" };
        let setup = ysbilia_core::hebs::setup::HebsSetup {
            columns: library
                .columns(HebsGame::StElmosPay1565)
                .expect("columns")
                .clone(),
            factions: [
                library.faction(player).expect("player").clone(),
                library.faction(foe).expect("foe").clone(),
            ],
            variants: Default::default(),
            foe: Some(ysbilia_core::hebs::setup::FoeSetup {
                dial: library.solo.dial(Default::default()),
                ..Default::default()
            }),
            names: Default::default(),
            opponent: None,
        };
        let mut session = Session::<StElmo>::start(setup, 1).expect("a valid setup");
        session
            .play(ysbilia_core::hebs::command::HebsCommand::PlaceLeader { column: 0 })
            .expect("the Leader is placed");
        session
            .play(ysbilia_core::hebs::command::HebsCommand::Mulligan { redraw: false })
            .expect("the hand is kept");
        assert_eq!(session.game().foe_resources(), 0, "{foe} Foe");
    }
}

/// Completes `option` the way the card scene does: the first aim, the first When Played
/// ability, the proposed payment.
fn complete(
    game: &ysbilia_core::hebs::Hebs,
    seat: usize,
    option: ysbilia_core::hebs::options::Option_,
) -> ysbilia_core::hebs::command::HebsCommand {
    use ysbilia_core::hebs::command::Use;
    use ysbilia_core::hebs::intent::{Intent, Step};
    let mut intent = Intent::new(option);
    for _ in 0..4 {
        match game.next_step(seat, &intent) {
            Step::Ready(command) => return command,
            Step::Aim(picks) => intent.pick = Some(*picks.first().expect("an aim is offered")),
            Step::WhenPlayed(choices) => {
                let choice = choices.first().expect("a choice is offered");
                intent.when_played = Some(Some(Use {
                    ability: choice.ability,
                    pick: *choice.picks.first().expect("an aim is offered"),
                }));
            }
            Step::Pay { cost, proposal } => {
                let payment = proposal.expect("an offered option can be paid for");
                assert!(
                    game.payment_value(&payment) >= u32::from(cost),
                    "the proposal raises the cost"
                );
                intent.payment = Some(payment);
            }
        }
    }
    panic!("{option:?} never became a command");
}

/// "Playing A Card", "Executing An Action", "Response Abilities": every option the table offers,
/// completed step by step, is a command the engine accepts; a card with no option is explained
/// by the rule that stops it. So is every answer to a choice the solo Foe waits on.
#[test]
fn every_option_the_table_offers_completes_to_a_legal_command() {
    use ysbilia_core::hebs::Phase;
    let library = library();
    for seed in 0..60 {
        let simulation = HebsSimulation {
            library: library.clone(),
            solo: seed % 3 == 0,
        };
        let mut chooser = Chooser::new(seed);
        let setup = simulation
            .setup(HebsGame::StElmosPay1565, &mut chooser)
            .expect("two factions");
        let mut session = Session::<StElmo>::start_quiet(setup, seed).expect("a valid setup");
        while !session.is_over() && session.commands().len() < 400 {
            let game = session.game();
            // Solo: a tie the Foe's turn waits on; every answer offered is accepted.
            for (label, command) in game.foe_choice_options() {
                if let Err(rejection) = session.clone().play(command.clone()) {
                    panic!(
                        "seed {seed}: {label} ({command:?}) was offered but refused: {rejection}"
                    );
                }
            }
            if let Some(seat) = game.to_act()
                && (game.window.is_some() || matches!(game.phase, Phase::Deployment(_)))
            {
                let options = game.options(seat);
                for option in &options {
                    let command = complete(game, seat, *option);
                    if let Err(rejection) = session.clone().play(command.clone()) {
                        panic!("seed {seed}: {command:?} was offered but refused: {rejection}");
                    }
                }
                for &card in &game.table.players[seat].hand {
                    let usable = options.iter().any(|option| match option {
                        ysbilia_core::hebs::options::Option_::Play { card: used, .. }
                        | ysbilia_core::hebs::options::Option_::Use { card: used, .. } => {
                            *used == card
                        }
                        _ => false,
                    });
                    if !usable {
                        let reason = game.why_not(seat, card).to_string();
                        assert!(
                            !reason.is_empty() && !reason.starts_with("It can be used"),
                            "seed {seed}: {} has no option, yet {reason}",
                            game.table.design(card).name
                        );
                    }
                }
            }
            let command = session
                .game()
                .random_command(&mut chooser)
                .expect("someone acts");
            session
                .play(command)
                .expect("random-legal commands are legal");
        }
    }
}

/// Solo "Playing Foe Cards" with "Response Abilities": the Foe's plays and abilities go on the
/// stack, and the player is asked whenever they hold a Response that answers them.
#[test]
fn solo_response_abilities_the_player_may_answer_what_the_foe_does() {
    let simulation = HebsSimulation {
        library: library(),
        solo: true,
    };
    let mut windows = 0;
    for seed in 0..200 {
        let mut chooser = Chooser::new(seed);
        let setup = simulation
            .setup(HebsGame::StElmosPay1565, &mut chooser)
            .expect("two factions");
        let mut session = Session::<StElmo>::start_quiet(setup, seed).expect("a valid setup");
        while !session.is_over() {
            let game = session.game();
            if let (Some(window), Some(top)) = (game.window, game.stack.last()) {
                assert_eq!(window.responder, 0, "the Foe is never asked");
                if top.seat == 1 {
                    assert!(game.can_respond(0), "asked only with a Response to make");
                    windows += 1;
                }
            }
            let command = game.random_command(&mut chooser).expect("the player acts");
            session.play(command).expect("legal");
        }
    }
    assert!(windows > 0, "no Foe play was ever answerable");
}

/// Solo "Foe's Battlefield is full" and "'Commander' abilities": in random-legal games the Foe's
/// turn sometimes waits for the player to break a tie; only the player is asked, the computer
/// answers, and the game goes on to its end.
#[test]
fn solo_ties_the_text_gives_the_player_are_asked_and_answered_in_play() {
    let simulation = HebsSimulation {
        library: library(),
        solo: true,
    };
    let mut asked = 0;
    for seed in 0..300 {
        let mut chooser = Chooser::new(seed);
        let setup = simulation
            .setup(HebsGame::StElmosPay1565, &mut chooser)
            .expect("two factions");
        let mut session = Session::<StElmo>::start_quiet(setup, seed).expect("a valid setup");
        while !session.is_over() {
            let game = session.game();
            if game.foe_choice.is_some() {
                asked += 1;
                assert_eq!(game.to_act(), Some(0), "seed {seed}: the player is asked");
                assert!(game.options(0).is_empty(), "seed {seed}: only the choice");
                assert!(game.window.is_none(), "seed {seed}: no Response meanwhile");
            }
            let command = game.random_command(&mut chooser).expect("someone acts");
            session.play(command).expect("legal");
        }
    }
    assert!(asked > 0, "no tie was ever left to the player");
}

/// `ysbilia simulate` shares games among threads: each game's seed depends only on its index,
/// so the games played, and so the summary, are the same for any number of threads.
#[test]
fn simulated_games_are_the_same_on_any_number_of_threads() {
    use ysbilia_core::simulate::{simulate_games_on, simulate_games_with};
    let simulation = HebsSimulation {
        library: library(),
        solo: false,
    };
    let alone = simulate_games_with::<StElmo>(&simulation, 40, 77, None);
    let shared = simulate_games_on::<StElmo>(&simulation, 40, 77, None, 3);
    assert_eq!(shared.threads, 3);
    assert_eq!(
        (
            alone.commands,
            alone.replayed,
            alone.errors,
            &alone.problems
        ),
        (
            shared.commands,
            shared.replayed,
            shared.errors,
            &shared.problems
        )
    );
    assert!(alone.commands > 40 * 20, "whole games were played");
}

/// "Generating Resources": a payment lists each side's cards in place; a file may not list more
/// than a payment can ever need, and cards taken out leave nothing behind.
#[test]
fn generating_resources_a_payment_lists_at_most_the_cards_a_cost_can_need() {
    use ysbilia_core::hebs::command::{CardList, PAYMENT_MOST, Payment};
    use ysbilia_core::hebs::state::CardId;
    let mut list = CardList::of(&[CardId(4), CardId(9), CardId(2)]).expect("three fit");
    assert!(list.toggle(CardId(9)), "taken out");
    assert_eq!(&*list, &[CardId(4), CardId(2)]);
    assert_eq!(
        list,
        CardList::of(&[CardId(4), CardId(2)]).expect("two fit")
    );
    let text = ron::to_string(&Payment {
        tire: list,
        discard: CardList::default(),
    })
    .expect("writes");
    let back: Payment = ron::from_str(&text).expect("reads back");
    assert_eq!(&*back.tire, &[CardId(4), CardId(2)]);
    let too_many: Vec<CardId> = (0..=PAYMENT_MOST as u16).map(CardId).collect();
    assert!(CardList::of(&too_many).is_none());
    let text = format!(
        "(tire: {}, discard: [])",
        ron::to_string(&too_many).expect("writes")
    );
    let refused = ron::from_str::<Payment>(&text).expect_err("too many cards");
    assert!(refused.to_string().contains("at most"), "{refused}");
}

/// "Game Objective": two claimed Frontiers (Wedges in 1066) win. The end screen's charts play a
/// game again round by round: nothing is claimed as round 1 begins, tokens and claims only grow
/// ("Winning a Frontier": tokens stay), and the last point is the table the game ended with.
#[test]
fn game_objective_claims_chart_ends_where_the_game_did() {
    let two_players = HebsSimulation {
        library: library(),
        solo: false,
    };
    for seed in 0..12 {
        let session = play_checked::<StElmo>(&two_players, HebsGame::StElmosPay1565, seed);
        check_round_history(&session, seed);
        let session = play_checked::<Tears>(&two_players, HebsGame::TearsToManyMothers1066, seed);
        check_round_history(&session, seed);
    }
}

/// A chart's history: its rounds rise from 1, one point each; its first and last points.
pub(super) fn rounds_rise_from_one<T>(
    history: &[T],
    round: impl Fn(&T) -> u32,
    seed: u64,
) -> (&T, &T) {
    let rounds: Vec<u32> = history.iter().map(round).collect();
    assert_eq!(rounds.first(), Some(&1), "seed {seed}: {rounds:?}");
    assert!(
        rounds.windows(2).all(|pair| pair[0] < pair[1]),
        "seed {seed}: {rounds:?}"
    );
    let (Some(first), Some(last)) = (history.first(), history.last()) else {
        panic!("seed {seed}: no history");
    };
    (first, last)
}

fn check_round_history<G>(session: &Session<G>, seed: u64)
where
    G: Game + std::ops::Deref<Target = ysbilia_core::hebs::Hebs>,
{
    use ysbilia_core::hebs::history::round_history;
    use ysbilia_core::hebs::{CLAIMS_TO_WIN, EndReason, Outcome};
    let history = round_history(&session.record()).expect("the record plays again");
    let (first, last) = rounds_rise_from_one(&history, |totals| totals.round, seed);
    assert_eq!(
        first.claims,
        [0, 0],
        "seed {seed}: no battle before round 1"
    );
    assert_eq!(
        first.tokens,
        [0, 0],
        "seed {seed}: no battle before round 1"
    );
    for pair in history.windows(2) {
        for seat in 0..2 {
            assert!(
                pair[0].tokens[seat] <= pair[1].tokens[seat]
                    && pair[0].claims[seat] <= pair[1].claims[seat],
                "seed {seed}: seat {seat} lost tokens or a claim: {pair:?}"
            );
        }
    }
    let game = session.game();
    assert_eq!(
        last.round,
        game.round + 1,
        "seed {seed}: the end, past the last round"
    );
    assert_eq!(last.claims, [game.claims(0), game.claims(1)], "seed {seed}");
    let tokens = [0, 1].map(|seat| {
        game.table
            .columns
            .iter()
            .map(|column| u32::from(column.tokens[seat]))
            .sum::<u32>()
    });
    assert_eq!(last.tokens, tokens, "seed {seed}");
    if let Some(Outcome::Winner(seat, EndReason::Claims)) = game.outcome {
        assert!(last.claims[seat] >= CLAIMS_TO_WIN, "seed {seed}: {last:?}");
    }
}
