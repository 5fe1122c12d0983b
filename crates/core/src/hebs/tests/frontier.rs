//! "Winning a Frontier" (its Tie Breaker) and "4. Objective Phase" (one Objective a round), named
//! after the 1565 sections they check.

use super::*;

/// Both players at the final Objective, Birgu's tokens at `tokens` (Health 12).
fn at_birgu(tokens: [u8; 2]) -> Table {
    let mut table = Table::deploying();
    at_final(&mut table, &[0, 1]);
    table.game.table.columns[2].tokens = tokens;
    table
}

fn birgu(table: &Table) -> (Option<Seat>, [u8; 2]) {
    let column = table.game.table.columns[2];
    (column.claimed_by, column.tokens)
}

/// "If both players place their final damage token on a Frontier at the same time: the player
/// with the highest Might Total Battle Value at that Frontier claims it." Both reach Health in the
/// Zeal battle, after Might 3 against 0 brought the first to 11.
#[test]
fn winning_a_frontier_tie_breaker_both_reach_health_together_the_higher_might_claims() {
    let mut table = at_birgu([8, 11]);
    table.field(0, "Might Three", 2);
    table.field(0, "Scholar", 2);
    table.field(1, "Scholar", 2);
    let log = table.run(|game, resolution| game.frontier_phase(resolution));
    assert!(
        log.iter().any(|line| line.contains("Both reach Birgu")),
        "{log:?}"
    );
    assert_eq!(
        birgu(&table),
        (Some(0), [12, 11]),
        "the loser stops one short"
    );
}

/// "If there is still a tie, the player with the highest Zeal Total Battle Value at that Frontier
/// claims it": equal Might places 1 each, both reach 12 in the Might battle.
#[test]
fn winning_a_frontier_tie_breaker_equal_might_the_higher_zeal_claims() {
    let mut table = at_birgu([11, 11]);
    table.field(0, "Might Two", 2);
    table.field(1, "Might Two", 2);
    table.field(1, "Scholar", 2);
    let log = table.run(|game, resolution| game.frontier_phase(resolution));
    assert!(
        log.iter().any(|line| line.contains("Both reach Birgu")),
        "{log:?}"
    );
    assert_eq!(birgu(&table), (Some(1), [11, 12]));
}

/// "If there is still a tie, the player with the first player marker claims it."
#[test]
fn winning_a_frontier_tie_breaker_all_equal_the_first_player_marker_claims() {
    for marker in [0, 1] {
        let mut table = at_birgu([11, 11]);
        table.game.first_player = marker;
        table.field(0, "Might Two", 2);
        table.field(1, "Might Two", 2);
        table.run(|game, resolution| game.frontier_phase(resolution));
        assert_eq!(birgu(&table).0, Some(marker), "marker with seat {marker}");
    }
}

/// Plays a Sapper Mine (an event: 6 damage to the player's current Objective) for seat 0.
fn sapper_mine(table: &mut Table) -> Vec<String> {
    let mine = table.hand(0, "Sapper Mine");
    let mut log = table.play(HebsCommand::Action {
        card: mine,
        ability: Use {
            ability: 0,
            pick: Pick::default(),
        },
        payment: Payment::default(),
    });
    while table.game.window.is_some() {
        log.extend(table.play(HebsCommand::Decline));
    }
    log
}

/// "A player can only destroy one Objective per round. If an Objective is not destroyed, its
/// damage remains." Objective damage from cards counts, not only the Objective Phase's attempt.
#[test]
fn objective_phase_one_objective_a_round_also_when_cards_deal_the_damage() {
    let mut table = Table::deploying();
    sapper_mine(&mut table);
    assert_eq!(table.game.table.players[0].defeated_objectives, vec![0]);
    table.play(HebsCommand::Pass);
    let log = sapper_mine(&mut table);
    let player = &table.game.table.players[0];
    assert_eq!(
        player.defeated_objectives,
        vec![0],
        "B stands this round: {log:?}"
    );
    assert_eq!(player.objective_damage, 3, "B (Health 4) is left one short");
    // The Objective Phase's attempt cannot destroy it either, this round.
    table.field(0, "Scholar", 1);
    table.field(0, "Might Two", 1);
    table.field(0, "Relentless Levy", 1);
    table.run(|game, resolution| game.objective_phase(resolution));
    assert_eq!(table.game.table.players[0].defeated_objectives, vec![0]);
    // Next round it falls to the next damage.
    table.run(|game, resolution| game.start_round(resolution));
    table.run(|game, resolution| game.damage_objective(0, 1, resolution));
    assert_eq!(table.game.table.players[0].defeated_objectives, vec![0, 1]);
}
