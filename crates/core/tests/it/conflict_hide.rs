//! 1650 § Hide: walked into contact with an obstacle, a pawn hides behind it; a hidden pawn
//! cannot be shot at and is the responding pawn of its clash; it stops hiding when it shoots or
//! an enemy sees all of it.

use super::conflict::{
    activate, attack, card_where, content, deployed, deployed_seeds, duel, finish_turn, fire,
    gun_of, place, shooter, walk_facing, weapon_index,
};
use ysbilia_core::conflict::{Conflict, ConflictCommand, ConflictSetup};
use ysbilia_core::rules::cards::ContractCard;
use ysbilia_core::session::Session;
use ysbilia_core::table::base::Placement;
use ysbilia_core::table::layout::{Footprint, Piece, PieceKind};

/// Two shooters facing each other across the middle, and a low wall (a small obstacle) on the
/// north side, beside the north pawn's path.
fn across_a_wall() -> ConflictSetup {
    let mut setup = duel(shooter(), shooter());
    setup.layout.pieces.push(Piece {
        id: "low wall".to_owned(),
        kind: PieceKind::SmallObstacle,
        shape: Footprint::Rect {
            width: 8.0,
            depth: 1.0,
        },
        x: 45.0,
        y: 25.0,
        rotation_degrees: 0.0,
        height: 2.0,
    });
    setup
}

fn log_text(session: &Session<Conflict>) -> Vec<String> {
    session.log().iter().map(ToString::to_string).collect()
}

/// Pawn 1 has walked up to the wall's north face (the wall spans y 24.5..25.5; a base's radius
/// is 1.25 cm); its activation goes on. Also the shooters' gun.
fn hidden_at_the_wall() -> (Session<Conflict>, usize) {
    hidden_at_the_wall_with(place(30.0, 12.0, 90.0))
}

/// `hidden_at_the_wall` with the south pawn deployed at `south`.
fn hidden_at_the_wall_with(south: Placement) -> (Session<Conflict>, usize) {
    hidden_at_a_wall_of(2.0, south)
}

/// `hidden_at_the_wall_with` behind a wall `height` cm high.
fn hidden_at_a_wall_of(height: f32, south: Placement) -> (Session<Conflict>, usize) {
    let mut setup = across_a_wall();
    setup.layout.pieces[0].height = height;
    let gun = gun_of(&setup.sides[0].pawns[0]);
    let mut session = deployed(setup, south, place(45.0, 32.0, 270.0));
    activate(&mut session, 1);
    session
        .play(walk_facing(1, 45.0, 26.9, 270.0))
        .expect("a walk to the wall");
    (session, gun)
}

#[test]
fn hide_a_pawn_that_walks_to_an_obstacle_is_hidden_and_cannot_be_shot_at() {
    let (mut session, gun) = hidden_at_the_wall();
    let log = log_text(&session);
    assert_eq!(session.game().hidden_behind(1), Some(0), "{log:#?}");
    assert!(
        log.iter()
            .any(|line| line.contains("[1650 § Hide]") && line.contains("low wall")),
        "{log:#?}"
    );
    session
        .play(ConflictCommand::EndActivation { pawn: 1 })
        .expect("active");
    activate(&mut session, 0);
    let refused = session
        .play(fire(gun))
        .expect_err("a hidden pawn is not a target");
    assert!(refused.to_string().contains("hidden"), "{refused}");
    assert!(session.game().preview_shot(0, 1, gun, false).is_err());
    let replayed = Session::<Conflict>::replay(&session.record()).expect("replays");
    assert_eq!(replayed.state_hash(), session.state_hash());
}

#[test]
fn hide_ends_when_the_hidden_pawn_shoots_or_walks_away() {
    let (mut session, gun) = hidden_at_the_wall();
    assert!(session.game().hidden_behind(1).is_some());
    // It shoots from hiding: the shot is taken and it is hidden no more.
    let shot = session.play(ConflictCommand::Shoot {
        pawn: 1,
        target: 0,
        weapon: gun,
        accurate: false,
        extra_dice: 0,
    });
    if shot.is_ok() {
        assert_eq!(session.game().hidden_behind(1), None);
        assert!(
            log_text(&session)
                .iter()
                .any(|line| line.contains("no longer hidden: it uses a ranged weapon"))
        );
    }
    // Walked away from the wall, a pawn is not hidden.
    let (mut session, _) = hidden_at_the_wall();
    session
        .play(ConflictCommand::EndActivation { pawn: 1 })
        .expect("active");
    activate(&mut session, 0);
    session
        .play(ConflictCommand::EndActivation { pawn: 0 })
        .expect("active");
    activate(&mut session, 1);
    session
        .play(walk_facing(1, 52.0, 30.0, 270.0))
        .expect("a walk away");
    assert_eq!(
        session.game().hidden_behind(1),
        None,
        "{:#?}",
        log_text(&session)
    );
}

/// § Discharge Roll Modifiers: "an obstacle that the firing pawn is hidden behind won't be taken
/// into account". The hidden pawn's shot to the enemy's feet crosses its own wall (3.2 cm high,
/// above the line from its eye) with no cover against it, and is rolled without the -1.
#[test]
fn discharge_roll_modifiers_the_obstacle_a_shooter_hides_behind_gives_its_target_no_cover() {
    let (mut session, gun) = hidden_at_a_wall_of(3.2, place(30.0, 12.0, 90.0));
    let preview = session
        .game()
        .preview_shot(1, 0, gun, false)
        .expect("the hidden pawn may shoot over its wall");
    assert_eq!(preview.cover, 0, "{preview:?}");
    session
        .play(ConflictCommand::Shoot {
            pawn: 1,
            target: 0,
            weapon: gun,
            accurate: false,
            extra_dice: 0,
        })
        .expect("the shot");
    let log = log_text(&session);
    assert!(
        !log.iter().any(|line| line.contains("cover")),
        "no cover is counted against the shot: {log:#?}"
    );
}

/// § Hide: "any enemy pawn has a clear Line of Sight, with no obstructions, to all of its base".
#[test]
fn hide_ends_when_an_enemy_sees_all_of_the_hidden_pawn() {
    let (mut session, _) = hidden_at_the_wall_with(place(32.0, 18.5, 90.0));
    assert!(session.game().hidden_behind(1).is_some());
    session
        .play(ConflictCommand::EndActivation { pawn: 1 })
        .expect("active");
    activate(&mut session, 0);
    // Round the wall's west end, level with the hidden pawn, facing it: nothing in between.
    session
        .play(walk_facing(0, 37.0, 26.5, 0.0))
        .expect("a walk past the wall");
    let log = log_text(&session);
    assert_eq!(session.game().hidden_behind(1), None, "{log:#?}");
    let seen = format!(
        "no longer hidden: {} sees all of it",
        session.game().names().pawn(0)
    );
    assert!(log.iter().any(|line| line.contains(&seen)), "{log:#?}");
}

/// A pikeman (a hand weapon reaching 5 cm) and a braver enemy with a hand weapon: by their
/// Audacity alone the enemy would attack the pikeman.
fn pikeman_and_braver_enemy() -> (ContractCard, ContractCard) {
    let content = content();
    let reach = |card: &ContractCard| {
        card.weapons
            .iter()
            .any(|arm| arm.attack.is_some() && arm.discharge.is_none() && arm.range >= Some(5))
    };
    let pikeman = card_where(&content, reach);
    let braver = card_where(&content, |card| {
        card.audacity < pikeman.audacity && card.weapons.iter().any(|arm| arm.attack.is_some())
    });
    (pikeman, braver)
}

#[test]
fn hide_a_hidden_pawn_engaged_in_a_clash_is_the_responding_pawn() {
    let (pikeman, braver) = pikeman_and_braver_enemy();
    let pike = weapon_index(&pikeman, |arm| arm.attack.is_some() && arm.range >= Some(5));
    let mut setup = duel(pikeman, braver);
    // A wall high enough (4.5 cm) to hide a pawn's base and most of its miniature.
    setup.layout.pieces.push(Piece {
        id: "garden wall".to_owned(),
        kind: PieceKind::SmallObstacle,
        shape: Footprint::Rect {
            width: 10.0,
            depth: 1.0,
        },
        x: 30.0,
        y: 24.0,
        rotation_degrees: 0.0,
        height: 4.5,
    });
    // Turn 1: pawn 1 walks up to the wall's north face and hides; turn 2 must start with band
    // 0, so that pawn 1 has not been activated yet when the pikeman engages it.
    let mut session = deployed_seeds(setup, place(30.0, 17.5, 90.0), place(30.0, 30.0, 270.0))
        .find_map(|mut session| {
            activate(&mut session, 1);
            session.play(walk_facing(1, 30.0, 25.9, 270.0)).ok()?;
            session
                .play(ConflictCommand::EndActivation { pawn: 1 })
                .ok()?;
            finish_turn(&mut session);
            let turn = session.game().progress().turn.clone()?;
            (turn.number == 2 && turn.to_act == 0 && session.game().hidden_behind(1).is_some())
                .then_some(session)
        })
        .expect("a seed where band 0 acts first in turn 2");
    session
        .play(ConflictCommand::Activate { pawn: 0 })
        .expect("band 0 first");
    // Into the pike's reach (4.4 cm edge to edge), the wall still between them.
    session
        .play(walk_facing(0, 30.0, 19.0, 90.0))
        .expect("a short walk");
    assert_eq!(session.game().hidden_behind(1), Some(0), "still hidden");
    super::conflict::stand_and_fight(&mut session);
    session
        .play(attack(0, 1, pike))
        .expect("the pike reaches over the wall");
    let log = log_text(&session);
    let hidden = format!("{} is hidden", session.game().names().pawn(1));
    assert!(
        log.iter()
            .any(|line| line.contains(&hidden) && line.contains("it is the responding pawn")),
        "{log:#?}"
    );
}

/// § Movement Maneuvers, § Troubles when Climbing and Jumping: a charge over a small obstacle
/// (rough terrain) jumps it, a 5+ roll; failed, the pawn falls where it set off and its
/// activation ends.
#[test]
fn movement_maneuvers_a_charge_over_a_small_obstacle_jumps_it_with_a_roll() {
    let charge = |session: &mut Session<Conflict>| {
        session
            .play(ConflictCommand::Move {
                pawn: 1,
                gait: ysbilia_core::conflict::Gait::Charge,
                path: vec![ysbilia_core::table::movement::Waypoint {
                    x: 45.0,
                    y: 16.0,
                    level: None,
                }],
                facing: None,
            })
            .map(|_| ())
    };
    let start = || {
        let mut session = deployed(
            across_a_wall(),
            place(10.0, 5.0, 90.0),
            place(45.0, 32.0, 270.0),
        );
        activate(&mut session, 1);
        session
    };
    // The charge reaches 25 cm; the jump fails (1).
    let mut session = start();
    session.script_dice(vec![10, 1]);
    charge(&mut session).expect("the charge is tried");
    let log = log_text(&session);
    assert!(
        log.iter()
            .any(|line| line.contains("jump over the low wall") && line.contains("falls")),
        "{log:#?}"
    );
    let at = session
        .game()
        .pawn(1)
        .and_then(|pawn| pawn.placement)
        .expect("on the table");
    assert!(
        (at.y - 32.0).abs() < 0.01,
        "it falls where it set off: {at:?}"
    );
    // Made (5), the charge goes on over the wall.
    let mut session = start();
    session.script_dice(vec![10, 5]);
    charge(&mut session).expect("the charge");
    let log = log_text(&session);
    assert!(
        log.iter()
            .any(|line| line.contains("jump over the low wall") && line.contains("made it")),
        "{log:#?}"
    );
    let at = session
        .game()
        .pawn(1)
        .and_then(|pawn| pawn.placement)
        .expect("on the table");
    assert!((at.y - 16.0).abs() < 0.01, "{at:?}");
}
