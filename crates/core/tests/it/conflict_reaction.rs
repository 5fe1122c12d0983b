//! 1650 § Discharge Maneuvers, Reaction Shot, in play: a pawn that waits instead of activating
//! fires at an enemy the moment it activates or moves in its sight, then the enemy goes on.

use super::conflict::{card_where, content, deployed, duel, gun_of, place, shooter, walk_facing};
use ysbilia_core::conflict::{Conflict, ConflictCommand};
use ysbilia_core::rules::activation::Activation;
use ysbilia_core::session::Session;
use ysbilia_core::table::base::Placement;

/// Two shooters 20 cm apart, the south one at `south`; the north one faces south. Returns the
/// session at turn 1 and the pawn whose side activates first.
fn two_shooters(south: Placement) -> (Session<Conflict>, u32) {
    let session = deployed(duel(shooter(), shooter()), south, place(30.0, 33.0, 270.0));
    let first = session
        .game()
        .progress()
        .turn
        .as_ref()
        .expect("turn 1")
        .to_act as u32;
    (session, first)
}

fn state(session: &Session<Conflict>, pawn: u32) -> Activation {
    session
        .game()
        .progress()
        .turn
        .as_ref()
        .expect("a turn")
        .states[pawn as usize]
}

fn log_text(session: &Session<Conflict>) -> Vec<String> {
    session.log().iter().map(ToString::to_string).collect()
}

fn react(pawn: u32) -> ConflictCommand {
    ConflictCommand::ReactionShot {
        pawn,
        weapon: gun_of(&shooter()),
        extra_dice: 0,
    }
}

/// The first side's pawn waits; the other is activated in its sight.
fn waiting_in_sight() -> (Session<Conflict>, u32, u32) {
    let (mut session, waiter) = two_shooters(place(30.0, 12.0, 90.0));
    let enemy = 1 - waiter;
    session
        .play(ConflictCommand::AwaitReaction { pawn: waiter })
        .expect("a loaded gun and its side's turn");
    assert_eq!(state(&session, waiter), Activation::ReactionReady);
    session
        .play(ConflictCommand::Activate { pawn: enemy })
        .expect("the other side's turn");
    (session, waiter, enemy)
}

#[test]
fn reaction_shot_a_waiting_pawn_fires_at_an_enemy_that_activates_in_its_sight() {
    let (mut session, waiter, enemy) = waiting_in_sight();
    let window = session.game().reaction_window().cloned().expect("a window");
    assert_eq!(window.enemy, enemy);
    assert_eq!(window.shooters, vec![waiter]);
    assert_eq!(session.game().side_to_act(), Some(waiter as usize));
    // Until the waiting pawn's player decides, the enemy cannot go on.
    let refused = session
        .play(walk_facing(enemy, 30.0, 30.0, 270.0))
        .expect_err("the window is open");
    assert!(refused.to_string().contains("Reaction Shot"), "{refused}");
    session.play(react(waiter)).expect("in sight, loaded");
    let log = log_text(&session);
    assert!(
        log.iter()
            .any(|line| line.contains("fires a Reaction Shot")),
        "{log:#?}"
    );
    assert!(
        log.iter().any(|line| line.contains("Discharge roll")),
        "{log:#?}"
    );
    assert_eq!(state(&session, waiter), Activation::Done);
    assert!(session.game().reaction_window().is_none());
    if session
        .game()
        .pawn(enemy)
        .is_some_and(|pawn| pawn.placement.is_some())
    {
        // § Reaction Shot: "If the target survives the shot, it will be able to continue
        // with its activation normally".
        assert_eq!(session.game().progress().active, Some(enemy));
    }
}

#[test]
fn reaction_shot_holding_fire_keeps_the_pawn_waiting_until_the_enemy_moves() {
    let (mut session, waiter, enemy) = waiting_in_sight();
    session.play(ConflictCommand::HoldFire).expect("a window");
    assert_eq!(state(&session, waiter), Activation::ReactionReady);
    assert!(session.game().reaction_window().is_none());
    session
        .play(walk_facing(enemy, 36.0, 30.0, 270.0))
        .expect("the enemy goes on");
    let window = session.game().reaction_window().cloned();
    assert_eq!(
        window.map(|window| window.enemy),
        Some(enemy),
        "moved in sight"
    );
    session.play(react(waiter)).expect("fires now");
    assert_eq!(state(&session, waiter), Activation::Done);
}

#[test]
fn reaction_shot_an_enemy_out_of_sight_does_not_stir_the_waiting_pawn() {
    // The south pawn faces away (south): the north pawn is outside its 180°.
    let (mut session, first) = two_shooters(place(30.0, 12.0, 270.0));
    let south = 0;
    if first == 1 {
        session
            .play(ConflictCommand::Activate { pawn: 1 })
            .expect("first");
        session
            .play(ConflictCommand::EndActivation { pawn: 1 })
            .expect("active");
        session
            .play(ConflictCommand::AwaitReaction { pawn: south })
            .expect("waits");
        // Nobody is left to stir: the turn ends, the waiting pawn's activation unused.
        assert_eq!(session.game().turn_number(), Some(2));
        return;
    }
    session
        .play(ConflictCommand::AwaitReaction { pawn: south })
        .expect("waits");
    session
        .play(ConflictCommand::Activate { pawn: 1 })
        .expect("its turn");
    assert!(session.game().reaction_window().is_none());
    assert_eq!(state(&session, south), Activation::ReactionReady);
    let refused = session
        .play(react(south))
        .expect_err("nothing stirred in sight");
    assert!(refused.to_string().contains("stirred"), "{refused}");
}

#[test]
fn reaction_shot_needs_a_distance_weapon_ready() {
    let brawler = card_where(&content(), |card| {
        card.weapons.iter().all(|arm| arm.discharge.is_none())
    });
    let session = deployed(
        duel(brawler.clone(), brawler),
        place(30.0, 12.0, 90.0),
        place(30.0, 33.0, 270.0),
    );
    let first = session
        .game()
        .progress()
        .turn
        .as_ref()
        .expect("turn")
        .to_act as u32;
    let refused = session
        .game()
        .check_reaction_declare(first)
        .expect_err("no gun");
    assert!(
        refused.to_string().contains("no distance weapon"),
        "{refused}"
    );
}
