//! 1650 § Devices of the Modern Era, bombs on the table: declared first in an activation, placed
//! over a full turn stationary and free of clashes (a Sapper at once), gone off at the end of the
//! turn its secret fuse names over every pawn within 10 cm.

use super::conflict::{
    activate, card_where, content, deployed, duel, finish_turn, place, walk_facing, weapon_index,
};
use ysbilia_core::conflict::{BombStage, Conflict, ConflictCommand, SAPPER};
use ysbilia_core::rules::cards::{ContractCard, Weapon};
use ysbilia_core::rules::devices::Device;
use ysbilia_core::session::Session;
use ysbilia_core::table::layout::{Footprint, Piece, PieceKind};

fn is_bomb(arm: &Weapon) -> bool {
    Device::of(arm) == Some(Device::Bomb)
}

/// A bomb carrier (with or without its Sapper peculiarity) and a bystander without bombs.
fn carrier_and_bystander(sapper: bool) -> (ContractCard, ContractCard) {
    let content = content();
    let mut carrier = card_where(&content, |card| card.weapons.iter().any(is_bomb));
    if !sapper {
        carrier
            .peculiarities
            .retain(|peculiarity| peculiarity.id != SAPPER);
    }
    let bystander = card_where(&content, |card| {
        !card.weapons.iter().any(is_bomb) && card.weapons.iter().any(|arm| arm.attack.is_some())
    });
    (carrier, bystander)
}

fn place_bomb(weapon: usize, fuse_turns: u32) -> ConflictCommand {
    ConflictCommand::PlaceBomb {
        pawn: 0,
        weapon,
        fuse_turns,
    }
}

fn log_text(session: &Session<Conflict>) -> Vec<String> {
    session.log().iter().map(ToString::to_string).collect()
}

#[test]
fn devices_of_the_modern_era_a_bomb_is_placed_over_a_full_turn_and_goes_off_after_its_fuse() {
    let (carrier, bystander) = carrier_and_bystander(false);
    let weapon = weapon_index(&carrier, is_bomb);
    let mut session = deployed(
        duel(carrier, bystander),
        place(30.0, 15.0, 90.0),
        place(30.0, 24.0, 270.0),
    );
    activate(&mut session, 0);
    let thrown = session
        .play(ConflictCommand::Shoot {
            pawn: 0,
            target: 1,
            weapon,
            accurate: false,
            extra_dice: 0,
        })
        .expect_err("a bomb is not thrown");
    assert!(thrown.to_string().contains("placed"), "{thrown}");
    let long_fuse = session
        .play(place_bomb(weapon, 4))
        .expect_err("fuses run 1 to 3 turns");
    assert!(long_fuse.to_string().contains("1 to 3"), "{long_fuse}");
    assert_eq!(session.game().plantable_bombs(0), vec![weapon]);
    session
        .play(place_bomb(weapon, 1))
        .expect("declared first in the activation");
    assert_eq!(
        session.game().progress().active,
        None,
        "the activation is spent"
    );
    assert!(matches!(
        session.game().bombs()[0].stage,
        BombStage::Placing { .. }
    ));
    let declared = log_text(&session);
    assert!(
        !declared
            .iter()
            .any(|line| line.contains("fuse of 1") || line.contains("1 turn(s)")),
        "the fuse stays secret: {declared:#?}"
    );
    finish_turn(&mut session);
    assert!(
        matches!(session.game().bombs()[0].stage, BombStage::Placing { .. }),
        "not placed before a full turn"
    );
    activate(&mut session, 0);
    assert!(
        matches!(session.game().bombs()[0].stage, BombStage::Placed { .. }),
        "{:#?}",
        log_text(&session)
    );
    // The carrier walks 10 cm clear; the bystander stays within 10 cm of the bomb.
    session
        .play(walk_facing(0, 30.0, 5.0, 270.0))
        .expect("a walk away");
    let before = session.game().pawn(1).map(|pawn| pawn.vigour.remaining());
    session
        .play(ConflictCommand::EndActivation { pawn: 0 })
        .expect("active");
    finish_turn(&mut session);
    let log = log_text(&session);
    assert!(log.iter().any(|line| line.contains("goes off")), "{log:#?}");
    assert!(matches!(
        session.game().bombs()[0].stage,
        BombStage::Exploded { .. }
    ));
    let after = session.game().pawn(1).map(|pawn| pawn.vigour.remaining());
    assert!(
        after < before || after.is_none() || log.iter().any(|line| line.contains("= 0 Vigour")),
        "the bystander within 10 cm is struck: {before:?} -> {after:?}"
    );
    let replayed = Session::<Conflict>::replay(&session.record()).expect("replays");
    assert_eq!(replayed.state_hash(), session.state_hash());
}

#[test]
fn devices_of_the_modern_era_a_bomb_is_not_placed_by_a_pawn_drawn_into_a_clash() {
    let (carrier, bystander) = carrier_and_bystander(false);
    let weapon = weapon_index(&carrier, is_bomb);
    let mut session = deployed(
        duel(carrier, bystander),
        place(30.0, 18.75, 90.0),
        place(30.0, 24.0, 270.0),
    );
    activate(&mut session, 0);
    session.play(place_bomb(weapon, 2)).expect("declared");
    activate(&mut session, 1);
    session
        .play(walk_facing(1, 30.0, 21.25, 270.0))
        .expect("into base contact");
    let log = log_text(&session);
    assert!(
        log.iter()
            .any(|line| line.contains("does not place its bomb: it was drawn into a clash")),
        "{log:#?}"
    );
    assert!(
        session.game().bombs().is_empty(),
        "the carrier keeps its bomb"
    );
}

#[test]
fn sapper_places_its_bomb_at_the_end_of_the_activation() {
    let (carrier, bystander) = carrier_and_bystander(true);
    assert!(
        carrier.has_peculiarity(SAPPER),
        "the content's bomb carrier is a Sapper"
    );
    let weapon = weapon_index(&carrier, is_bomb);
    let mut session = deployed(
        duel(carrier, bystander),
        place(30.0, 10.0, 90.0),
        place(30.0, 30.0, 270.0),
    );
    activate(&mut session, 0);
    let moved = ConflictCommand::TurnTo {
        pawn: 0,
        facing: 0.0,
    };
    session.play(moved).expect("turns on the spot");
    let refused = session
        .play(place_bomb(weapon, 3))
        .expect_err("declared first in the activation only");
    assert!(refused.to_string().contains("first"), "{refused}");
    session
        .play(ConflictCommand::EndActivation { pawn: 0 })
        .expect("active");
    finish_turn(&mut session);
    activate(&mut session, 0);
    session.play(place_bomb(weapon, 3)).expect("declared");
    assert!(matches!(
        session.game().bombs()[0].stage,
        BombStage::Placed { .. }
    ));
    finish_turn(&mut session);
    activate(&mut session, 0);
    assert!(session.game().plantable_bombs(0).is_empty());
    let again = session
        .play(place_bomb(weapon, 1))
        .expect_err("one bomb, placed once");
    assert!(again.to_string().contains("already been used"), "{again}");
}

/// § Devices of the Modern Era: "none of these devices affect pawns in cover behind large
/// obstacles". The same bomb, with and without a wall between it and a pawn 10 cm away.
#[test]
fn devices_of_the_modern_era_a_large_obstacle_shelters_a_pawn_from_the_blast() {
    use ysbilia_core::table::layout::{Footprint, Piece, PieceKind};
    let struck = |walled: bool| {
        let (carrier, bystander) = carrier_and_bystander(true);
        let weapon = weapon_index(&carrier, is_bomb);
        let mut setup = duel(carrier, bystander);
        if walled {
            setup.layout.pieces.push(Piece {
                id: "wall".to_owned(),
                kind: PieceKind::LargeObstacle,
                shape: Footprint::Rect {
                    width: 12.0,
                    depth: 1.0,
                },
                x: 30.0,
                y: 17.0,
                rotation_degrees: 0.0,
                height: 8.0,
            });
        }
        let mut session = deployed(setup, place(30.0, 12.0, 90.0), place(30.0, 22.0, 270.0));
        let before = session.game().pawn(1).map(|pawn| pawn.vigour.remaining());
        activate(&mut session, 0);
        session
            .play(place_bomb(weapon, 1))
            .expect("a Sapper places it");
        finish_turn(&mut session);
        let log = log_text(&session);
        assert!(log.iter().any(|line| line.contains("goes off")), "{log:#?}");
        let after = session.game().pawn(1).map(|pawn| pawn.vigour.remaining());
        after != before
    };
    assert!(struck(false), "in the open, 10 cm away: struck");
    assert!(!struck(true), "behind the wall: sheltered");
}

fn piece(id: &str, kind: PieceKind, x: f32, y: f32) -> Piece {
    Piece {
        id: id.to_owned(),
        kind,
        shape: Footprint::Rect {
            width: 3.0,
            depth: 3.0,
        },
        x,
        y,
        rotation_degrees: 0.0,
        height: 2.0,
    }
}

#[test]
fn devices_of_the_modern_era_an_explosion_removes_small_obstacles_in_range_but_never_large_ones() {
    let (carrier, bystander) = carrier_and_bystander(true);
    let weapon = weapon_index(&carrier, is_bomb);
    let mut setup = duel(carrier, bystander);
    // Within 10 cm of the carrier at (30, 10): a crate and a large rock; a barrel farther off.
    setup.layout.pieces = vec![
        piece("crate", PieceKind::SmallObstacle, 36.0, 10.0),
        piece("rock", PieceKind::LargeObstacle, 24.0, 10.0),
        piece("barrel", PieceKind::SmallObstacle, 50.0, 10.0),
    ];
    let mut session = deployed(setup, place(30.0, 10.0, 90.0), place(30.0, 30.0, 270.0));
    activate(&mut session, 0);
    session
        .play(place_bomb(weapon, 1))
        .expect("a Sapper places it at once");
    assert!(session.game().scenery().removed().is_empty());
    finish_turn(&mut session);
    let log = log_text(&session);
    assert!(
        log.iter()
            .any(|line| line.contains("blows away") && line.contains("'crate'")),
        "{log:#?}"
    );
    assert_eq!(
        session.game().scenery().removed(),
        &[0],
        "only the crate: {log:#?}"
    );
    // The crate no longer gives cover or hides anyone; it is gone from the table's surfaces.
    assert_eq!(session.game().surfaces_at(36.0, 10.0), vec![0.0]);
    // The state (with the crate gone) survives a replay and an undo's rebuild.
    let replayed = Session::replay_quiet(&session.record()).expect("replays");
    assert_eq!(replayed.game().scenery().removed(), &[0]);
    assert_eq!(replayed.state_hash(), session.state_hash());
}
