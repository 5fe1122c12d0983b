//! The card scene's choices, without a window: clicks and drops become the commands the
//! rulebooks describe, and the curtain keeps a hand hidden between players.

use super::HebsTable;
use super::clicks::{Click, Target};
use super::session::HebsSession;
use super::setup::SetupForm;
use ysbilia_core::hebs::Phase;
use ysbilia_core::hebs::card::HebsGame;
use ysbilia_core::hebs::command::{HebsCommand, Use};
use ysbilia_core::hebs::content::HebsLibrary;
use ysbilia_core::hebs::intent::Step;
use ysbilia_core::hebs::opponent::Level;
use ysbilia_core::hebs::state::{CardId, Seat, Zone};
use ysbilia_core::mode::Mode;
use ysbilia_core::simulate::Chooser;

fn table(against_foe: bool, seed: u64) -> HebsTable {
    table_of(Mode::StElmosPay1565, against_foe, None, seed)
}

/// A table for `mode`, optionally with these faction keys at the two seats.
fn table_of(mode: Mode, against_foe: bool, factions: Option<[&str; 2]>, seed: u64) -> HebsTable {
    let mut form = SetupForm::new(mode);
    form.opponent = if against_foe {
        super::setup::Opponent::Foe
    } else {
        super::setup::Opponent::Person
    };
    if let Some(keys) = factions {
        form.factions = keys.map(str::to_owned);
    }
    let setup = form.setup().expect("the form's default setup");
    let session = HebsSession::start(mode, setup, seed).expect("it starts");
    let mut table = HebsTable::new(session);
    table.autosave = None;
    table
}

/// Plays random-legal commands until the seat to act may play an army card from hand, and
/// shows that seat's hand.
fn to_a_playable_card(table: &mut HebsTable, seed: u64) -> (Seat, CardId) {
    let mut chooser = Chooser::new(seed);
    for _ in 0..2_000 {
        let game = table.session.game();
        if let Some(seat) = game.to_act()
            && game.window.is_none()
            && game.phase == Phase::Deployment(seat)
        {
            let playable = game.table.players[seat].hand.iter().copied().find(|&card| {
                !game.play_columns(seat, card).is_empty() && game.affordable(seat, card)
            });
            if let Some(card) = playable {
                table.revealed_to = Some(seat);
                return (seat, card);
            }
        }
        let command = game.random_command(&mut chooser).expect("someone acts");
        table.session.play(command).expect("legal");
    }
    panic!("no playable card came up");
}

/// Completes the intent the way a player taking the defaults does.
fn finish(table: &mut HebsTable) {
    for _ in 0..4 {
        match table.step() {
            Some(Step::WhenPlayed(_)) => table.use_when_played(None),
            Some(Step::Pay { .. }) => table.pay(),
            Some(Step::Aim(picks)) => table.set_pick(picks[0]),
            Some(Step::Ready(_)) | None => return,
        }
    }
}

/// "Setup" step 4: the first player places the Leader by clicking a column; nobody may act for
/// a seat whose hand is behind the curtain.
#[test]
fn setup_step_4_the_leader_goes_where_the_player_clicks() {
    let mut table = table(false, 7);
    let seat = table.session.game().to_act().expect("someone places first");
    table.click(Click::Column(2));
    assert!(table.session.commands().is_empty(), "the curtain is down");
    table.revealed_to = Some(seat);
    table.click(Click::Column(2));
    let game = table.session.game();
    let leader = game.table.players[seat].columns[2][0].expect("a card in Row 1");
    assert!(matches!(
        game.table.design(leader).kind,
        ysbilia_core::hebs::card::CardKind::Leader
    ));
}

/// "Playing A Card": click a card, its legal columns light up (those with a free Row), click
/// one, pay, and the card is in that column's lowest free Row.
#[test]
fn playing_a_card_by_click_lights_its_columns_and_plays_it() {
    for seed in 0..12 {
        let mut table = table(seed % 2 == 0, seed);
        let (seat, card) = to_a_playable_card(&mut table, seed);
        table.click(Click::Card(card));
        let columns = table.session.game().play_columns(seat, card);
        let lit: Vec<u8> = (0..3u8)
            .filter(|&column| table.highlights().slots[usize::from(column)])
            .collect();
        assert_eq!(lit, columns, "seed {seed}");
        let column = columns[0];
        let row = table
            .session
            .game()
            .table
            .free_row(seat, usize::from(column));
        table.click(Click::Column(column));
        finish(&mut table);
        let zone = table.session.game().table.card(card).zone;
        let expected = Zone::Battlefield {
            column,
            row: row.expect("a free Row") as u8,
        };
        // A Response may have destroyed it at once; otherwise it stands where it was played.
        assert!(
            zone == expected || zone == Zone::Discard,
            "seed {seed}: {zone:?}, {:?}",
            table.message
        );
        assert!(matches!(
            table.session.commands().last(),
            Some(HebsCommand::Play { card: played, .. }) if *played == card
        ));
    }
}

/// Dragging a hand card onto a column is the same as clicking it, then the column.
#[test]
fn dragging_a_card_onto_a_column_plays_it() {
    let mut table = table(true, 3);
    let (seat, card) = to_a_playable_card(&mut table, 3);
    let column = table.session.game().play_columns(seat, card)[0];
    table.click(Click::Drop(card, Target::Column(column)));
    finish(&mut table);
    assert!(matches!(
        table.session.commands().last(),
        Some(HebsCommand::Play { card: played, column: Some(into), .. })
            if *played == card && *into == column
    ));
}

/// "Generating Resources": the payment offered raises the cost, and a card taken out of it
/// leaves the cost unpaid, so the play is refused with the rule's reason.
#[test]
fn a_payment_short_of_the_cost_is_refused_with_the_reason() {
    for seed in 0..30 {
        let mut table = table(false, seed);
        let (seat, card) = to_a_playable_card(&mut table, seed);
        if table.session.game().cost(seat, card) == 0 {
            continue;
        }
        let column = table.session.game().play_columns(seat, card)[0];
        table.click(Click::Card(card));
        table.click(Click::Column(column));
        if let Some(Step::WhenPlayed(_)) = table.step() {
            table.use_when_played(None);
        }
        assert!(matches!(table.step(), Some(Step::Pay { .. })));
        let source = table
            .payment
            .discard
            .first()
            .or(table.payment.tire.first())
            .copied()
            .expect("a source in the payment");
        table.click(Click::Card(source));
        let commands = table.session.commands().len();
        table.pay();
        assert_eq!(table.session.commands().len(), commands, "not played");
        assert!(table.message.is_some(), "the refusal is explained");
        return;
    }
    panic!("no card with a cost came up");
}

/// A card that can do nothing now says why: another player's card, or one that can't be paid.
#[test]
fn a_card_without_options_is_explained() {
    let mut table = table(false, 11);
    let (seat, _) = to_a_playable_card(&mut table, 11);
    let game = table.session.game();
    let enemy = game.table.players[1 - seat]
        .columns
        .iter()
        .flatten()
        .flatten()
        .next()
        .copied();
    if let Some(enemy) = enemy {
        table.click(Click::Card(enemy));
        assert!(
            table
                .message
                .as_deref()
                .is_some_and(|text| text.contains("not yours"))
        );
    }
    let message = table.session.game().why_not(1 - seat, CardId(0));
    assert!(!message.to_string().is_empty());
}

/// Hotseat: once a player's move passes the turn (or a Response window) to the other player,
/// the hand hides until that player says they are at the screen.
#[test]
fn the_curtain_hides_a_hand_until_its_player_is_at_the_screen() {
    let mut table = table(false, 5);
    let (seat, _) = to_a_playable_card(&mut table, 5);
    assert_eq!(table.viewer(), Some(seat));
    table.play(HebsCommand::Pass);
    let next = table.session.game().to_act().expect("the game goes on");
    if next != seat {
        assert_eq!(table.viewer(), None, "the other hand stays hidden");
        assert_eq!(table.acting(), None);
    }
}

/// "When Played" abilities are optional: the scene offers each one with its aims, or none.
#[test]
fn when_played_abilities_are_offered_and_may_be_declined() {
    for seed in 0..200 {
        let mut table = table(true, seed);
        let (seat, card) = to_a_playable_card(&mut table, seed);
        let game = table.session.game();
        let has_when_played = game
            .table
            .design(card)
            .abilities
            .iter()
            .any(|ability| ability.timing == ysbilia_core::hebs::card::Timing::WhenPlayed);
        if !has_when_played {
            continue;
        }
        let column = game.play_columns(seat, card)[0];
        table.click(Click::Card(card));
        table.click(Click::Column(column));
        let Some(Step::WhenPlayed(choices)) = table.step() else {
            continue;
        };
        let choice = &choices[0];
        table.use_when_played(Some(Use {
            ability: choice.ability,
            pick: choice.picks[0],
        }));
        finish(&mut table);
        assert!(matches!(
            table.session.commands().last(),
            Some(HebsCommand::Play {
                when_played: Some(_),
                ..
            })
        ));
        return;
    }
    panic!("no card with a When Played ability came up");
}

/// Plays one whole game through the table as a person does: the curtain button, clicks on
/// columns and cards, the option buttons, the steps' first choices, Pay, Pass and Decline.
fn play_through_the_table(mut table: HebsTable, seed: u64) -> HebsTable {
    use ysbilia_core::hebs::options::Option_;
    let mut chooser = Chooser::new(seed);
    for _ in 0..20_000 {
        let game = table.session.game().clone();
        if game.outcome.is_some() {
            return table;
        }
        let seat = game.to_act().expect("someone acts");
        if table.acting().is_none() {
            table.revealed_to = Some(seat);
        }
        let before = table.session.commands().len();
        match game.phase {
            _ if game.window.is_some() => {}
            Phase::PlaceLeader(_) => {
                let column = chooser.index(3).expect("a column") as u8;
                table.click(Click::Column(column));
            }
            Phase::Mulligan(_) => table.play(HebsCommand::Mulligan { redraw: false }),
            Phase::DiscardDown(_) | Phase::DraftDiscard(_) => {
                let due = game.discards_due(seat);
                for &card in game.table.players[seat].hand.iter().take(due) {
                    table.click(Click::Card(card));
                }
                let cards = table.discards.clone();
                table.play(HebsCommand::Discard { cards });
            }
            _ => {}
        }
        if table.session.commands().len() > before {
            continue;
        }
        // A tie the solo rules give the player: the prompt's buttons, one per answer.
        let answers = game.foe_choice_options();
        if let Some((_, command)) = chooser.pick(&answers) {
            table.play(command.clone());
            assert!(
                table.session.commands().len() > before,
                "seed {seed}: the Foe's question was not answered: {:?}",
                table.message
            );
            continue;
        }
        let options = game.options(seat);
        let option = *chooser.pick(&options).expect("Pass or Decline at least");
        match option {
            Option_::Pass => table.play(HebsCommand::Pass),
            Option_::Decline => table.play(HebsCommand::Decline),
            Option_::Play { card, .. } | Option_::Use { card, .. } | Option_::Sacrifice(card) => {
                table.click(Click::Card(card));
                table.choose(ysbilia_core::hebs::intent::Intent::new(option));
                finish(&mut table);
            }
        }
        assert!(
            table.session.commands().len() > before,
            "seed {seed}: {option:?} played nothing: {:?}",
            table.message
        );
    }
    panic!("seed {seed}: the game never ended");
}

/// "Game Objective": whole games played through the table's clicks and buttons end with a
/// winner or a tie: both boxes, at one screen and against the Foe, and factions of different
/// boxes against each other.
#[test]
fn whole_games_are_played_to_the_end_through_the_table() {
    let keys = |game: HebsGame| {
        let library = HebsLibrary::load(&crate::paths::project_root()).expect("content loads");
        library
            .factions_of(game)
            .map(|faction| faction.key.clone())
            .collect::<Vec<_>>()
    };
    let (elmo, tears) = (
        keys(HebsGame::StElmosPay1565),
        keys(HebsGame::TearsToManyMothers1066),
    );
    for seed in 0..24 {
        let mode = if seed % 3 == 0 {
            Mode::TearsToManyMothers1066
        } else {
            Mode::StElmosPay1565
        };
        let combined = (seed % 4 == 2).then(|| [tears[0].as_str(), elmo[1].as_str()]);
        let table = table_of(mode, seed % 2 == 1, combined, seed);
        let table = play_through_the_table(table, seed);
        let game = table.session.game();
        assert!(game.outcome.is_some(), "seed {seed}");
        assert!(game.table.conservation_problem().is_none(), "seed {seed}");
        if let Some([first, _]) = combined {
            assert_eq!(game.table.factions[0].key, first);
        }
    }
}

/// Issue 24: "The computer" on the set-up screen seats it at the top; it plays its seat on its
/// own after a pause, keeps what it weighed for the "Why" panel, hides its hand from the
/// player, and Undo takes back the player's move with the computer's answers.
#[test]
fn the_computer_opponent_plays_its_seat_and_says_why() {
    let mut form = SetupForm::new(Mode::StElmosPay1565);
    form.opponent = super::setup::Opponent::Computer(Level::Fair);
    let setup = form.setup().expect("the form's setup");
    assert_eq!(setup.opponent, Some(Level::Fair));
    assert!(setup.names[1].contains("computer"), "{:?}", setup.names);
    let mut table =
        HebsTable::new(HebsSession::start(Mode::StElmosPay1565, setup, 11).expect("it starts"));
    table.autosave = None;
    assert!(!table.hotseat());
    assert_eq!(table.viewer(), Some(0), "the player's hand only");
    let mut chooser = Chooser::new(11);
    let mut computer_moves = 0;
    for _ in 0..400 {
        if table.session.game().outcome.is_some() {
            break;
        }
        if table.computer_to_act() {
            let before = table.session.commands().len();
            table.computer_turn(0.1);
            assert_eq!(
                table.session.commands().len(),
                before,
                "it waits a moment first"
            );
            table.computer_turn(1.0);
            assert_eq!(table.session.commands().len(), before + 1, "then it moves");
            computer_moves += 1;
        } else {
            let command = table
                .session
                .game()
                .random_command(&mut chooser)
                .expect("the player acts");
            table.play(command);
        }
    }
    assert!(computer_moves > 10, "{computer_moves} computer moves");
    let last = table
        .computer
        .as_ref()
        .and_then(|computer| computer.last.as_ref());
    let (_, decision) = last.expect("its last decision is kept");
    assert!(!decision.considered.is_empty() && !decision.plan.to_string().is_empty());
    if table.session.game().outcome.is_none() {
        table.undo_to_the_player();
        assert!(!table.computer_to_act(), "undo stops at the player's move");
    }
}
