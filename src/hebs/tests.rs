//! The card scene's choices, without a window: clicks and drops become the commands the
//! rulebooks describe, and the curtain keeps a hand hidden between players.

use super::HebsTable;
use super::clicks::{Click, Target};
use super::session::HebsSession;
use super::setup::SetupForm;
use ysbilia_core::hebs::Phase;
use ysbilia_core::hebs::command::{HebsCommand, Use};
use ysbilia_core::hebs::intent::Step;
use ysbilia_core::hebs::state::{CardId, Seat, Zone};
use ysbilia_core::mode::Mode;
use ysbilia_core::simulate::Chooser;

fn table(against_foe: bool, seed: u64) -> HebsTable {
    let mut form = SetupForm::new(Mode::StElmosPay1565);
    form.against_foe = against_foe;
    let setup = form.setup().expect("the form's default setup");
    let session = HebsSession::start(Mode::StElmosPay1565, setup, seed).expect("it starts");
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
    assert!(!message.is_empty());
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
