//! Solo "Foe's Battlefield is full" and "'Commander' abilities": the text's priorities, and the
//! ties it gives the player, asked with `HebsCommand::ChooseForFoe`.

use super::*;
use crate::hebs::FoeChoiceKind;

/// Fills St. Elmo and Birgu with the Foe's Fillers (cost 1), Row 1 first; the opening holds
/// Senglea. Returns them column by column.
fn full_foe(table: &mut Table) -> [[CardId; 3]; 2] {
    [0, 2].map(|column| [(); 3].map(|()| table.field(1, "Filler", column)))
}

fn tire(table: &mut Table, cards: &[CardId]) {
    for &card in cards {
        table.game.table.card_mut(card).ready = false;
    }
}

/// The Foe's card in `column`, `row` (0 = Row 1).
fn foe_at(table: &Table, column: usize, row: usize) -> CardId {
    table.game.table.players[1].columns[column][row].expect("a Foe card there")
}

fn choose_card(card: CardId) -> HebsCommand {
    HebsCommand::ChooseForFoe {
        card: Some(card),
        column: None,
    }
}

/// "If there is a tie for the lowest value card on the battlefield, the player chooses which
/// card to replace": the Foe's turn waits, and the chosen card gives up its exact space.
#[test]
fn solo_foes_battlefield_is_full_a_tie_for_the_lowest_cost_is_the_players_choice() {
    let mut table = solo_game(0, ChoicePolicy::Kind);
    let fillers = full_foe(&mut table);
    // The 0-cost Might Two is Tired, so it may not be replaced: seven cards tie at cost 1.
    let might_two = foe_at(&table, 1, 1);
    tire(&mut table, &[might_two]);
    let veterans = foe_draws_next(&mut table, "Veterans");
    let log = foe_turn(&mut table);
    let Some(choice) = &table.game.foe_choice else {
        panic!("the Foe waits for the player: {log:?}")
    };
    let FoeChoiceKind::Replace { card, among } = &choice.kind else {
        panic!("a card to replace")
    };
    assert_eq!((*card, among.len()), (veterans, 7));
    assert_eq!(zone(&table, veterans), Zone::Resolving);
    assert_eq!(table.game.to_act(), Some(0));
    assert!(table.game.options(0).is_empty(), "only the choice is open");
    assert_eq!(table.game.foe_choice_options().len(), 7);
    let leader = foe_at(&table, 1, 2);
    let hand = table.game.table.players[0].hand[0];
    let chosen = fillers[1][1];
    // Only the answers offered: a column answers no card choice, nor a card with a column.
    for refused in [
        choose_card(leader),
        choose_card(might_two),
        HebsCommand::Pass,
        into_column(hand, 1, &[]),
        HebsCommand::ChooseForFoe {
            card: None,
            column: Some(1),
        },
        HebsCommand::ChooseForFoe {
            card: Some(chosen),
            column: Some(1),
        },
    ] {
        assert!(table.try_play(refused.clone()).is_err(), "{refused:?}");
    }
    let log = table.play(choose_card(chosen));
    assert_eq!(zone(&table, veterans), at(2, 1), "{log:?}");
    assert_eq!(zone(&table, chosen), Zone::Discard);
    assert!(table.game.foe_choice.is_none());
    assert_eq!(table.game.phase, Phase::Deployment(0), "back to the player");
    assert!(table.game.table.conservation_problem().is_none());
}

/// "Artillery and Range cards replace lower cost and same cost cards - if there is a tie ...
/// they prioritise: Player Leader's Frontier, Player Artillery/Range card's Frontier, Row 1 for
/// Range, Row 3 for Artillery, Player's choice."
#[test]
fn solo_foes_battlefield_is_full_artillery_prefers_the_players_artillery_frontier_to_row_three() {
    let mut table = solo_game(1, ChoicePolicy::Kind);
    let fillers = full_foe(&mut table);
    // Nothing to replace in the player Leader's Frontier (Senglea).
    let senglea = [foe_at(&table, 1, 0), foe_at(&table, 1, 1)];
    tire(&mut table, &senglea);
    // St. Elmo offers a Row 3 card; Birgu, where the player's Artillery stands, a Row 1 card.
    tire(
        &mut table,
        &[fillers[0][0], fillers[0][1], fillers[1][1], fillers[1][2]],
    );
    table.field(0, "Field Gun", 2);
    let bombard = foe_draws_next(&mut table, "Great Bombard");
    let log = foe_turn(&mut table);
    assert!(table.game.foe_choice.is_none(), "no tie: {log:?}");
    assert_eq!(zone(&table, bombard), at(2, 0), "{log:?}");
    assert_eq!(zone(&table, fillers[1][0]), Zone::Discard);
    assert_eq!(zone(&table, fillers[0][2]), at(0, 2));
}

/// A full battlefield at the end of the round: the Foe's last card waits for the choice, then
/// the Foe passes and the round ends.
#[test]
fn solo_foes_battlefield_is_full_the_end_of_the_round_waits_for_the_choice_then_passes() {
    let mut table = solo_game(0, ChoicePolicy::Hardest);
    let fillers = full_foe(&mut table);
    let might_two = foe_at(&table, 1, 1);
    tire(&mut table, &[might_two]);
    foe_draws_next(&mut table, "Veterans");
    table.play(HebsCommand::Pass);
    assert!(table.game.foe_choice.is_some());
    assert_eq!(table.game.round, 1);
    assert!(!table.game.table.players[1].passed);
    let log = table.play(choose_card(fillers[0][2]));
    assert!(
        log.iter().any(|line| line.contains("The Foe passes")),
        "{log:?}"
    );
    assert_eq!(table.game.round, 2, "{log:?}");
}

/// "Each Commander moves to a space in another Frontier (with the least total Might - player
/// breaks ties) ..., following Placement Order, replacing the lowest cost card if necessary."
#[test]
fn solo_commander_abilities_the_player_breaks_a_tie_and_a_full_frontier_is_joined_by_replacing() {
    let mut table = solo_game(0, ChoicePolicy::Kind);
    let commander = table.field(1, "Commander", 0);
    table.game.table.columns[0].claimed_by = Some(0);
    // Senglea's opening and Birgu's three Fillers: Might 3 each, both full.
    let fillers = [(); 3].map(|()| table.field(1, "Filler", 2));
    let log = foe_turn(&mut table);
    let Some(FoeChoiceKind::Column { card, among }) =
        table.game.foe_choice.as_ref().map(|choice| &choice.kind)
    else {
        panic!("the player breaks the tie: {log:?}")
    };
    assert_eq!((*card, among.as_slice()), (commander, &[1, 2][..]));
    let log = table.play(HebsCommand::ChooseForFoe {
        card: None,
        column: Some(2),
    });
    let Some(FoeChoiceKind::Replace { among, .. }) =
        table.game.foe_choice.as_ref().map(|choice| &choice.kind)
    else {
        panic!("Birgu is full: which card goes? {log:?}")
    };
    assert_eq!(among.as_slice(), &fillers[..], "all cost 1");
    table.play(choose_card(fillers[1]));
    assert_eq!(zone(&table, commander), at(2, 1));
    assert_eq!(zone(&table, fillers[1]), Zone::Discard);
    assert_eq!(table.game.phase, Phase::Deployment(0));
}

/// A Commander with a clear least-Might Frontier moves there at once, into its first empty space,
/// in place of the Foe's draw.
#[test]
fn solo_commander_abilities_a_taken_frontiers_commander_moves_instead_of_drawing() {
    let mut table = solo_game(0, ChoicePolicy::Kind);
    let commander = table.field(1, "Commander", 0);
    table.game.table.columns[0].claimed_by = Some(0);
    let deck = table.game.table.players[1].deck.len();
    let log = foe_turn(&mut table);
    assert_eq!(zone(&table, commander), at(2, 0), "{log:?}");
    assert_eq!(
        table.game.table.players[1].deck.len(),
        deck,
        "no card drawn"
    );
}
