//! The 1565 solo rules (1565-st-elmos-pay-solo-rules.txt), each test named after its section.

use super::*;

fn solo_setup() -> HebsSetup {
    HebsSetup {
        foe: Some(FoeSetup {
            difficulty: Difficulty::Normal,
            dial: vec![-1, 0, 1],
            ..FoeSetup::default()
        }),
        ..setup()
    }
}

#[test]
fn solo_setup_the_foe_opens_in_the_middle_column_rows_three_two_one() {
    let table = Table::new(solo_setup());
    let names: Vec<Option<&str>> = table.game.table.players[1].columns[1]
        .iter()
        .map(|card| card.map(|card| table.game.table.design(card).name.as_str()))
        .collect();
    assert_eq!(names, [Some("Scholar"), Some("Might Two"), Some("Leader")]);
    assert!(
        table.game.table.players[1].hand.is_empty(),
        "the Foe has no hand"
    );
    assert_eq!(table.game.phase, Phase::PlaceLeader(0));
}

#[test]
fn solo_foe_resource_dial_round_one_is_the_dial_plus_ready_resources() {
    let mut table = Table::new(solo_setup());
    table.play(HebsCommand::PlaceLeader { column: 0 });
    table.play(HebsCommand::Mulligan { redraw: false });
    // Dial -1; the opening cards print 0 (Leader) + 1 + 1 Resources.
    assert_eq!(table.game.foe_resources(), 1);
    let scholar = table.game.table.players[1].columns[1][0].expect("Row 1");
    table.game.table.card_mut(scholar).ready = false;
    assert_eq!(table.game.foe_resources(), 0);
}

#[test]
fn solo_foe_turns_the_foe_deploys_after_each_player_turn_and_passes_last() {
    let mut table = Table::new(solo_setup());
    table.play(HebsCommand::PlaceLeader { column: 0 });
    table.play(HebsCommand::Mulligan { redraw: false });
    table.play(HebsCommand::Pass);
    assert_eq!(
        table.game.round, 2,
        "the Foe passed after the player; a new round began"
    );
    assert!(table.game.table.conservation_problem().is_none());
}

#[test]
fn solo_scoring_rating_table() {
    assert_eq!(crate::hebs::foe::rating(57).to_string(), "King");
    assert_eq!(crate::hebs::foe::rating(10).to_string(), "Knave");
    assert_eq!(crate::hebs::foe::rating(61).to_string(), "Conqueror!");
    assert_eq!(Difficulty::Hard.score_bonus(), 10);
}

// ---- Helpers: a solo game set up, then the Foe's turns run on the table built ----

/// A solo game in round 1's deployment: the player's Leader in `leader_column`, the hand kept,
/// "Player's Choice" settled by `choices`.
fn solo_game(leader_column: u8, choices: ChoicePolicy) -> Table {
    let mut setup = solo_setup();
    if let Some(foe) = &mut setup.foe {
        foe.choices = choices;
    }
    let mut table = Table::new(setup);
    table.play(HebsCommand::PlaceLeader {
        column: leader_column,
    });
    table.play(HebsCommand::Mulligan { redraw: false });
    table
}

/// Puts a Foe card named `name` on top of the Foe's deck.
fn foe_draws_next(table: &mut Table, name: &str) -> CardId {
    let card = table.find(1, name);
    table.game.table.to_deck(card);
    card
}

/// Lets whatever waits on the stack resolve without a Response.
fn decline_all(table: &mut Table) -> Vec<String> {
    let mut log = Vec::new();
    while table.game.window.is_some() {
        log.extend(table.play(HebsCommand::Decline));
    }
    log
}

/// One Foe turn ("Foe Turns"), as it follows a player's turn; the player answers nothing.
fn foe_turn(table: &mut Table) -> Vec<String> {
    let mut log = table.run(|game, resolution| {
        game.phase = Phase::Deployment(1);
        game.foe_turn(resolution);
    });
    log.extend(decline_all(table));
    log
}

fn zone(table: &Table, card: CardId) -> Zone {
    table.game.table.card(card).zone
}

fn at(column: u8, row: u8) -> Zone {
    Zone::Battlefield { column, row }
}

// ---- "Playing Foe Cards", "End of Round Abilities" ----

/// "the action listed on that card is taken immediately if possible (... but excluding End of
/// Round abilities)": a Bold card waits for the end of the round, and is used once.
#[test]
fn solo_end_of_round_abilities_bold_fires_once_a_round() {
    let mut table = solo_game(0, ChoicePolicy::Kind);
    let gun = table.field(0, "Field Gun", 2);
    let bold = foe_draws_next(&mut table, "Bold Sortie");
    let log = foe_turn(&mut table);
    assert_eq!(zone(&table, bold), at(2, 0), "Bold faces the Artillery");
    assert_eq!(
        table.game.table.card(gun).damage,
        0,
        "not used when played: {log:?}"
    );
    // The last card of the round does nothing to the gun.
    foe_draws_next(&mut table, "Filler");
    let log = table.play(HebsCommand::Pass);
    assert_eq!(
        table.game.table.card(gun).damage,
        2,
        "Bold's 2 damage, once: {log:?}"
    );
}

/// Tireless on a tactics card: kept for the end of the round too, where "any of its cards" use
/// their End of Round abilities (not only the army cards).
#[test]
fn solo_end_of_round_abilities_tireless_on_a_tactics_card_waits_for_the_end_of_the_round() {
    let mut table = solo_game(0, ChoicePolicy::Kind);
    let granary = foe_draws_next(&mut table, "Granary");
    let log = foe_turn(&mut table);
    assert_eq!(zone(&table, granary), Zone::Reserve);
    let used = |log: &[String]| {
        log.iter()
            .filter(|line| line.contains("The Foe uses Granary"))
            .count()
    };
    assert_eq!(used(&log), 0, "not when played: {log:?}");
    foe_draws_next(&mut table, "Filler");
    let log = table.play(HebsCommand::Pass);
    assert_eq!(used(&log), 1, "once at the end of the round: {log:?}");
}

// ---- "Artillery/Range Attacks" (B.A.R.) and "Playing Foe Cards" (most damaged first) ----

/// "The Foe's cards with 'Artillery X' ... always target the player's Bold, then Artillery, then
/// Range cards": not Row order, which the two-player rules give Artillery.
#[test]
fn solo_artillery_range_attacks_the_foes_artillery_hits_bold_then_artillery_before_row_order() {
    let mut table = solo_game(0, ChoicePolicy::Kind);
    let filler = table.field(0, "Filler", 2);
    let gun = table.field(0, "Field Gun", 2);
    let bold = table.field(0, "Bold Sortie", 2);
    table.field(1, "Great Bombard", 2);
    let log = foe_turn(&mut table);
    assert_eq!(zone(&table, bold), Zone::Discard, "Bold first: {log:?}");
    assert_eq!(table.game.table.card(gun).damage, 1, "then Artillery");
    assert_eq!(table.game.table.card(filler).damage, 0, "Row 1 last");
}

/// Range attacks by B.A.R. too: Bold, then Artillery, then Range, whatever their Row.
#[test]
fn solo_artillery_range_attacks_range_targets_bold_then_artillery_then_range() {
    let mut table = solo_game(0, ChoicePolicy::Kind);
    table.field(0, "Filler", 2);
    let crossbows = table.field(0, "Crossbows", 2);
    let gun = table.field(0, "Field Gun", 2);
    table.field(1, "Crossbows", 2);
    foe_turn(&mut table);
    assert_eq!(
        table.game.table.card(gun).damage,
        2,
        "Artillery before Range"
    );
    assert_eq!(table.game.table.card(crossbows).damage, 0);
}

/// "Any effects that ... add damage to Frontiers or the player's cards, will target the most
/// damaged card first": whatever the 'Player's Choice' setting, once B.A.R. finds nothing.
#[test]
fn solo_playing_foe_cards_damage_goes_to_the_players_most_damaged_card_on_every_policy() {
    for choices in [ChoicePolicy::Kind, ChoicePolicy::Hardest] {
        let mut table = solo_game(2, ChoicePolicy::Kind);
        if let Some(foe) = &mut table.game.foe {
            foe.choices = choices;
        }
        let leader = table.game.table.army_in(0, 2).next().expect("the Leader");
        table.game.table.card_mut(leader).damage = 1;
        // Sturdiest (Kind's pick) and nearest to falling (Hardest's): neither is damaged.
        let veterans = table.field(0, "Veterans", 2);
        let filler = table.field(0, "Filler", 2);
        table.field(1, "Crossbows", 2);
        foe_turn(&mut table);
        assert_eq!(table.game.table.card(leader).damage, 3, "{choices:?}");
        assert_eq!(table.game.table.card(veterans).damage, 0, "{choices:?}");
        assert_eq!(table.game.table.card(filler).damage, 0, "{choices:?}");
    }
}

// ---- "Foe Deployment" ----

/// "Do not shuffle the Foe's discard pile if it runs out of cards, simply turn it over ... and
/// the Foe skips this turn"; cards it cannot afford are discarded on the way.
#[test]
fn solo_foe_deployment_an_empty_deck_is_turned_over_unshuffled_and_the_foe_skips_its_turn() {
    let mut table = solo_game(0, ChoicePolicy::Kind);
    for card in table.game.table.players[1].deck.clone() {
        table.game.table.to_discard(card);
    }
    // The Foe has 1 Resource: both cost more.
    let veterans = foe_draws_next(&mut table, "Veterans");
    let event = foe_draws_next(&mut table, "Pay Event");
    let mut pile = table.game.table.players[1].discard.clone();
    pile.extend([event, veterans]);
    let field: Vec<CardId> = table.game.table.army_of(1).collect();
    let draws = table.dice.draws().len();
    let log = foe_turn(&mut table);
    let foe = &table.game.table.players[1];
    assert!(foe.discard.is_empty());
    // The oldest discard is on top (the end of the deck): the pile as it lay, turned over.
    let turned: Vec<CardId> = pile.iter().rev().copied().collect();
    assert_eq!(foe.deck, turned, "not shuffled");
    assert_eq!(table.dice.draws().len(), draws, "no shuffle was rolled");
    assert_eq!(table.game.table.army_of(1).collect::<Vec<_>>(), field);
    assert!(
        log.iter().any(|line| line.contains("turned over")),
        "{log:?}"
    );
    assert_eq!(table.game.phase, Phase::Deployment(0), "back to the player");
}

// ---- "Placement Order" ----

/// Plain cards take the first free space of an existing Frontier: Row 1 left to right, then
/// Row 2 (the opening holds Senglea).
#[test]
fn solo_placement_order_row_one_left_to_right_then_row_two_in_existing_frontiers() {
    let mut table = solo_game(0, ChoicePolicy::Kind);
    let first = foe_draws_next(&mut table, "Filler");
    foe_turn(&mut table);
    assert_eq!(zone(&table, first), at(0, 0), "priority 1");
    let second = foe_draws_next(&mut table, "Filler");
    foe_turn(&mut table);
    assert_eq!(zone(&table, second), at(2, 0), "priority 3");
    table.game.table.columns[0].claimed_by = Some(0);
    let third = foe_draws_next(&mut table, "Filler");
    foe_turn(&mut table);
    assert_eq!(
        zone(&table, third),
        at(2, 1),
        "St. Elmo is taken: priority 6"
    );
}

/// "Artillery/Range cards - always place in the first available space in the same Frontier as
/// the player's Leader"; "Bold - always place opposite Artillery if possible".
#[test]
fn solo_placement_order_range_joins_the_players_leader_and_bold_faces_artillery() {
    let mut table = solo_game(2, ChoicePolicy::Kind);
    let crossbows = foe_draws_next(&mut table, "Crossbows");
    foe_turn(&mut table);
    assert_eq!(zone(&table, crossbows), at(2, 0));
    table.field(0, "Field Gun", 0);
    let bold = foe_draws_next(&mut table, "Bold Sortie");
    foe_turn(&mut table);
    assert_eq!(zone(&table, bold), at(0, 0));
}

/// "Artillery are placed opposite the Frontier with the most enemies first, but only place
/// opposite Bold or Artillery cards if there is no other choice."
#[test]
fn solo_placement_order_artillery_faces_the_most_enemies_but_not_bold_or_artillery() {
    let mut table = solo_game(0, ChoicePolicy::Kind);
    table.field(0, "Filler", 0);
    for name in ["Bold Sortie", "Filler", "Filler"] {
        table.field(0, name, 2);
    }
    let bombard = foe_draws_next(&mut table, "Great Bombard");
    foe_turn(&mut table);
    assert_eq!(zone(&table, bombard), at(0, 0), "Birgu has more, and Bold");
}

// ---- "Quick-Play Setup" ----

/// "Only play with the 0 Cost cards to start with. Once the Foe's Resource value reaches a total
/// of 1, shuffle the 1 Cost cards together with the 0 Cost cards", and so on.
#[test]
fn solo_quick_play_setup_starts_with_the_nought_pile_and_adds_each_cost_the_resources_reach() {
    let mut setup = solo_setup();
    if let Some(foe) = &mut setup.foe {
        foe.quick_play = true;
    }
    let mut table = Table::new(setup);
    table.play(HebsCommand::PlaceLeader { column: 0 });
    table.play(HebsCommand::Mulligan { redraw: false });
    let cost = |table: &Table, card: &CardId| table.game.table.design(*card).cost;
    let foe = &table.game.table.players[1];
    assert!(foe.deck.iter().all(|card| cost(&table, card) == 0));
    assert!(foe.aside.iter().all(|card| cost(&table, card) > 0));
    assert_eq!(table.game.foe_resources(), 1);
    let draws = table.dice.draws().len();
    let log = foe_turn(&mut table);
    let foe = &table.game.table.players[1];
    assert!(
        foe.aside.iter().all(|card| cost(&table, card) >= 2),
        "the 1-cost pile joined: {log:?}"
    );
    assert!(!foe.aside.is_empty(), "dearer piles wait");
    assert!(table.dice.draws().len() > draws, "shuffled in");
}

mod replace;
