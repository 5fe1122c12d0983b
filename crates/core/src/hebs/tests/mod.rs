//! Rulings of the HEBS engine, each named after the rulebook section it checks (1565 / 1066
//! two-player rules, and the 1565 solo rules). Situations are built on the table directly.

use super::battle::battle_damage;
use super::card::Attribute;
use super::command::{CardList, HebsCommand, Payment, Pick, Use};
use super::setup::{ChoicePolicy, Difficulty, FoeSetup, HebsSetup};
use super::state::{CardId, Seat, Zone};
use super::{EndReason, Outcome, Phase};

mod fixtures;
use fixtures::*;

#[test]
fn might_combat_example_three_against_one_places_two() {
    assert_eq!(battle_damage(Attribute::Might, [3, 1]), [2, 0]);
}

#[test]
fn might_combat_example_nought_against_nought_places_one_each() {
    assert_eq!(battle_damage(Attribute::Might, [0, 0]), [1, 1]);
}

#[test]
fn zeal_combat_higher_places_one_ties_above_nought_each_one_nought_none() {
    assert_eq!(battle_damage(Attribute::Zeal, [4, 1]), [1, 0]);
    assert_eq!(battle_damage(Attribute::Zeal, [2, 2]), [1, 1]);
    assert_eq!(battle_damage(Attribute::Zeal, [0, 0]), [0, 0]);
}

fn at_final(table: &mut Table, seats: &[Seat]) {
    for &seat in seats {
        let player = &mut table.game.table.players[seat];
        player.objectives = vec![super::content::OBJECTIVES as u8 - 1];
        player.at_final_at_round_start = true;
    }
}

#[test]
fn frontier_phase_only_a_player_at_the_final_objective_deals_damage() {
    let mut table = Table::deploying();
    at_final(&mut table, &[0]);
    table.field(0, "Might Three", 1);
    table.field(1, "Might Three", 1);
    table.field(1, "Might Two", 1);
    table.run(|game, resolution| game.frontier_phase(resolution));
    // No Might battle (only one player at the final Objective); Zeal in Senglea: 0 against 1,
    // so nobody places; St. Elmo: Leaders 1 against 1, only seat 0 may place.
    assert_eq!(table.game.table.columns[1].tokens, [0, 0]);
    assert_eq!(table.game.table.columns[0].tokens, [1, 0]);
}

#[test]
fn winning_a_frontier_tie_breaker_goes_to_the_higher_might() {
    let mut table = Table::deploying();
    at_final(&mut table, &[0, 1]);
    table.game.table.columns[2].tokens = [11, 11];
    table.field(0, "Might Three", 2);
    table.field(1, "Might Two", 2);
    table.field(1, "Might Three", 2);
    // Might 3 against 5: seat 1 places 2 and claims Birgu (Health 12).
    table.run(|game, resolution| game.frontier_phase(resolution));
    assert_eq!(table.game.table.columns[2].claimed_by, Some(1));
    // A fresh tie: both reach Health in one Zeal battle; Might decides.
    let mut table = Table::deploying();
    at_final(&mut table, &[0, 1]);
    table.game.table.columns[2].tokens = [11, 11];
    table.field(0, "Might Three", 2);
    table.field(0, "Scholar", 2);
    table.field(1, "Scholar", 2);
    table.field(1, "Might Two", 2);
    for seat in 0..2 {
        for card in table.game.table.army_of(seat).collect::<Vec<_>>() {
            table.game.table.card_mut(card).ready = table.game.table.column_of(card) == Some(2);
        }
    }
    // Might 3 vs 2 at Birgu: seat 0 places 1 and claims before Zeal.
    table.run(|game, resolution| game.frontier_phase(resolution));
    assert_eq!(table.game.table.columns[2].claimed_by, Some(0));
}

#[test]
fn game_objective_two_claimed_frontiers_win_at_once() {
    let mut table = Table::deploying();
    table.game.table.columns[0].claimed_by = Some(1);
    table.run(|game, resolution| game.place_tokens(1, 2, 12, resolution));
    assert_eq!(
        table.game.outcome,
        Some(Outcome::Winner(1, EndReason::Claims))
    );
}

// ---- "4. Objective Phase" ----

#[test]
fn objective_phase_example_might_eight_against_two_destroys_a_six_health_objective() {
    let mut table = Table::deploying();
    table.field(0, "Might Three", 0);
    table.field(0, "Might Three Again", 1);
    table.field(0, "Might Two", 1);
    // The Leader's Might 1 is left out by Tiring it, as in the book's three units.
    let leader = table.game.table.army_in(0, 0).next().expect("the Leader");
    table.game.table.card_mut(leader).ready = false;
    assert_eq!(table.game.battle_value(0, None, Attribute::Might), 8);
    let log = table.run(|game, resolution| game.objective_phase(resolution));
    assert!(
        log.iter()
            .any(|line| line.contains("Might 8 against 2, 6 damage")),
        "{log:?}"
    );
    let player = &table.game.table.players[0];
    assert_eq!(player.defeated_objectives, vec![0]);
    assert_eq!(
        player.objective_damage, 0,
        "the next Objective starts undamaged"
    );
}

#[test]
fn objective_phase_equal_values_deal_nothing_and_tired_cards_do_not_count() {
    let mut table = Table::deploying();
    let unit = table.field(0, "Might Two", 1);
    let leader = table.game.table.army_in(0, 0).next().expect("the Leader");
    table.game.table.card_mut(leader).ready = false;
    table.run(|game, resolution| game.objective_phase(resolution));
    assert_eq!(
        table.game.table.players[0].objective_damage, 0,
        "2 against 2"
    );
    table.game.table.card_mut(unit).ready = false;
    assert_eq!(table.game.battle_value(0, None, Attribute::Might), 0);
}

#[test]
fn objective_phase_excess_damage_is_lost() {
    let mut table = Table::deploying();
    table.game.table.players[0].objective_damage = 4;
    table.run(|game, resolution| game.damage_objective(0, 5, resolution));
    let player = &table.game.table.players[0];
    assert_eq!(player.defeated_objectives.len(), 1);
    assert_eq!(player.objective_damage, 0);
}

// ---- "1. Preparation Phase" ----

#[test]
fn draw_cards_round_one_leaves_six_in_hand() {
    let table = Table::deploying();
    for seat in 0..2 {
        assert_eq!(table.game.table.players[seat].hand.len(), 6);
    }
    assert_eq!(table.game.phase, Phase::Deployment(0));
}

#[test]
fn victory_check_an_empty_deck_loses_and_two_empty_decks_tie() {
    let mut table = Table::deploying();
    let deck = std::mem::take(&mut table.game.table.players[1].deck);
    for card in deck {
        table.game.table.players[1].discard.push(card);
        table.game.table.card_mut(card).zone = Zone::Discard;
    }
    table.run(|game, resolution| game.start_round(resolution));
    assert_eq!(
        table.game.outcome,
        Some(Outcome::Winner(0, EndReason::Deck))
    );
}

#[test]
fn draw_cards_discard_down_to_six_then_draw_what_is_left() {
    let mut table = Table::deploying();
    table.game.table.draw(0, 2);
    let deck = std::mem::take(&mut table.game.table.players[0].deck);
    for card in deck.iter().skip(1) {
        table.game.table.players[0].discard.push(*card);
        table.game.table.card_mut(*card).zone = Zone::Discard;
    }
    table.game.table.players[0].deck = vec![deck[0]];
    table.run(|game, resolution| game.start_round(resolution));
    assert_eq!(table.game.phase, Phase::DiscardDown(0));
    assert_eq!(table.game.discards_due(0), 2);
    let hand = table.game.table.players[0].hand.clone();
    assert!(
        table
            .try_play(HebsCommand::Discard {
                cards: vec![hand[0]]
            })
            .is_err()
    );
    table.play(HebsCommand::Discard {
        cards: vec![hand[0], hand[1]],
    });
    assert_eq!(
        table.game.table.players[0].hand.len(),
        7,
        "6 kept, the last card drawn"
    );
}

// ---- "2. Deployment Phase" ----

#[test]
fn deployment_phase_the_first_to_pass_takes_the_first_player_marker() {
    let mut table = Table::deploying();
    assert_eq!(table.game.first_player, 0);
    table.play(HebsCommand::Pass);
    assert_eq!(table.game.first_player, 0);
    let mut table = Table::deploying();
    let card = table.hand(0, "Might Two");
    table.play(into_column(card, 1, &[]));
    table.play(HebsCommand::Pass);
    assert_eq!(table.game.first_player, 1, "seat 1 passed first");
    assert_eq!(
        table.game.phase,
        Phase::Deployment(0),
        "seat 0 goes on alone"
    );
}

#[test]
fn playing_a_card_goes_to_the_lowest_free_row_and_a_full_column_refuses() {
    let mut table = Table::deploying();
    table.field(0, "Might Three", 0);
    table.field(0, "Might Three Again", 0);
    let card = table.hand(0, "Might Two");
    let refused = table.try_play(into_column(card, 0, &[]));
    assert!(refused.is_err_and(|rejection| rejection.reason().contains("three")));
    table.play(into_column(card, 2, &[]));
    assert_eq!(
        table.game.table.card(card).zone,
        Zone::Battlefield { column: 2, row: 0 }
    );
}

#[test]
fn playing_a_card_shift_note_cards_behind_move_up_a_row() {
    let mut table = Table::deploying();
    let second = table.field(0, "Might Three", 0);
    let third = table.field(0, "Might Two", 0);
    let leader = table.game.table.army_in(0, 0).next().expect("the Leader");
    table.run(|game, resolution| game.destroy(leader, resolution));
    assert_eq!(
        table.game.table.card(second).zone,
        Zone::Battlefield { column: 0, row: 0 }
    );
    assert_eq!(
        table.game.table.card(third).zone,
        Zone::Battlefield { column: 0, row: 1 }
    );
}

#[test]
fn sacrificing_a_card_never_the_leader_and_it_is_not_destroyed() {
    let mut table = Table::deploying();
    let leader = table.game.table.army_in(0, 0).next().expect("the Leader");
    assert!(
        table
            .try_play(HebsCommand::Sacrifice { card: leader })
            .is_err()
    );
    let unit = table.field(0, "Might Two", 1);
    let log = table.play(HebsCommand::Sacrifice { card: unit });
    assert_eq!(table.game.table.card(unit).zone, Zone::Discard);
    assert!(log.iter().all(|line| !line.contains("is destroyed")));
}

#[test]
fn generating_resources_no_saving_and_a_card_cannot_pay_for_itself() {
    let mut table = Table::deploying();
    let card = table.hand(0, "Might Three");
    let hand: Vec<CardId> = table.game.table.players[0]
        .hand
        .iter()
        .copied()
        .filter(|&other| other != card)
        .collect();
    let too_much = into_column(card, 1, &[hand[0], hand[1]]);
    assert!(
        table
            .try_play(too_much)
            .is_err_and(|r| r.reason().contains("saved"))
    );
    assert!(table.try_play(into_column(card, 1, &[card])).is_err());
    table.play(into_column(card, 1, &[hand[0]]));
    assert_eq!(table.game.table.card(hand[0]).zone, Zone::Discard);
}

#[test]
fn common_terms_cost_minus_x_stacks_and_never_goes_below_nought() {
    let mut table = Table::deploying();
    let patron = table.find(0, "Patron");
    table.game.table.to_reserve(patron);
    let event = table.hand(0, "Pay Event");
    assert_eq!(table.game.cost(0, event), 2);
    let second = table.find(1, "Patron");
    // An opponent's discount is not ours.
    table.game.table.to_reserve(second);
    assert_eq!(table.game.cost(0, event), 2);
    let levy = table.hand(0, "Might Two");
    assert_eq!(table.game.cost(0, levy), 0);
}

#[test]
fn generating_resources_relentless_is_played_from_the_top_of_the_discard_pile() {
    let mut table = Table::deploying();
    let levy = table.find(0, "Relentless Levy");
    table.game.table.to_discard(levy);
    let payer = table.game.table.players[0].hand[0];
    table.play(into_column(levy, 2, &[payer]));
    assert!(matches!(
        table.game.table.card(levy).zone,
        Zone::Battlefield { .. }
    ));
    assert_eq!(table.game.table.players[0].discard.last(), Some(&payer));
}

// ---- "Card Abilities" ----

#[test]
fn card_abilities_learned_is_a_title_the_effect_draws_one() {
    let mut table = Table::deploying();
    let scholar = table.hand(0, "Scholar");
    let payer = table.game.table.players[0].hand[0];
    let before = table.game.table.players[0].hand.len();
    let mut play = into_column(scholar, 1, &[payer]);
    if let HebsCommand::Play { when_played, .. } = &mut play {
        *when_played = Some(Use {
            ability: 0,
            pick: Pick::default(),
        });
    }
    table.play(play);
    // The scholar and the payment left the hand; one card came back.
    assert_eq!(table.game.table.players[0].hand.len(), before - 2 + 1);
}

/// Seat 0 pays 3 for its event; seat 1, on seat 0's turn, pays 2 for a Response that cancels it.
#[test]
fn response_abilities_example_a_cancelled_event_does_nothing_and_both_costs_stay_paid() {
    let mut table = Table::deploying();
    let pay = table.hand(0, "Pay Event");
    let cancel = table.hand(1, "Cancel Event");
    let target = table.field(1, "Might Three", 2);
    let discards: Vec<CardId> = table.game.table.players[0]
        .hand
        .iter()
        .copied()
        .filter(|&card| card != pay)
        .take(3)
        .collect();
    table.play(HebsCommand::Action {
        card: pay,
        ability: Use {
            ability: 0,
            pick: Pick {
                card: Some(target),
                column: None,
            },
        },
        payment: Payment {
            tire: CardList::default(),
            discard: CardList::of(&discards).expect("a short payment"),
        },
    });
    assert_eq!(table.game.to_act(), Some(1), "seat 1 may respond");
    let payers: Vec<CardId> = table.game.table.players[1]
        .hand
        .iter()
        .copied()
        .filter(|&card| card != cancel)
        .take(2)
        .collect();
    let log = table.play(HebsCommand::Respond {
        card: cancel,
        ability: Use {
            ability: 0,
            pick: Pick::default(),
        },
        payment: Payment {
            tire: CardList::default(),
            discard: CardList::of(&payers).expect("a short payment"),
        },
    });
    assert!(log.iter().any(|line| line.contains("cancelled")), "{log:?}");
    assert_eq!(
        table.game.table.card(target).damage,
        0,
        "the event had no effect"
    );
    assert_eq!(table.game.table.card(pay).zone, Zone::Discard);
    assert_eq!(table.game.table.card(cancel).zone, Zone::Discard);
    assert_eq!(
        table.game.table.players[0].discard.len(),
        4,
        "3 paid + the event"
    );
    assert_eq!(
        table.game.table.players[1].discard.len(),
        3,
        "2 paid + the event"
    );
}

#[test]
fn multiple_abilities_only_one_resolves_per_play() {
    let mut table = Table::deploying();
    table.play(HebsCommand::Pass);
    let cancel = table.hand(1, "Cancel Event");
    let payers: Vec<CardId> = table.game.table.players[1]
        .hand
        .iter()
        .copied()
        .filter(|&card| card != cancel)
        .take(2)
        .collect();
    let before = table.game.table.players[1].hand.len();
    table.play(HebsCommand::Action {
        card: cancel,
        ability: Use {
            ability: 1,
            pick: Pick::default(),
        },
        payment: Payment {
            tire: CardList::default(),
            discard: CardList::of(&payers).expect("a short payment"),
        },
    });
    // The event and 2 payments left, the Action drew 1; the event is spent.
    assert_eq!(table.game.table.players[1].hand.len(), before - 3 + 1);
    assert_eq!(table.game.table.card(cancel).zone, Zone::Discard);
}

// ---- "Game Objective" ----

#[test]
fn game_objective_a_destroyed_leader_loses() {
    let mut table = Table::deploying();
    let leader = table.game.table.army_in(1, 0).next().expect("the Leader");
    table.run(|game, resolution| {
        game.damage_card(leader, 6, resolution);
        game.check_leaders(resolution);
    });
    assert_eq!(
        table.game.outcome,
        Some(Outcome::Winner(0, EndReason::Leader))
    );
}

mod frontier;
mod solo;
