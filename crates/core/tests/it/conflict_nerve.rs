//! 1650 § Bruises, Bleeding and Death and § Every Man for Himself in play: the Dying boxes'
//! −1 on every Audacity roll, and an escaping pawn's recovery.

use super::conflict::{
    activate, card_where, content, deployed, duel, fire, fire_at, gun_of, pawn_of, place,
    plain_fighter, shooter, two_a_side,
};
use ysbilia_core::conflict::{Conflict, ConflictCommand, Gait};
use ysbilia_core::rules::audacity::Nerve;
use ysbilia_core::rules::cards::ContractCard;
use ysbilia_core::rules::damage::Defense;
use ysbilia_core::rules::vigour::VigourTable;
use ysbilia_core::session::Session;
use ysbilia_core::table::movement::Waypoint;

/// A pawn with no distance weapon, three Dying boxes and Defense 5: an Arquebus hit of SL 1
/// (Damage 5) marks its first Dying box, and the Audacity roll that colour calls for.
fn dying_target() -> ContractCard {
    let mut card = card_where(&content(), |card| {
        card.weapons.iter().all(|arm| arm.discharge.is_none())
    });
    card.vigour = VigourTable {
        bruises: 0,
        bleeding: 0,
        dying: 3,
    };
    card.defense = Defense {
        armoured: 5,
        unarmoured: 5,
    };
    card
}

fn log_text(session: &Session<Conflict>) -> Vec<String> {
    session.log().iter().map(ToString::to_string).collect()
}

fn line_with<'a>(log: &'a [String], words: &str) -> &'a str {
    log.iter().find(|line| line.contains(words)).map_or_else(
        || panic!("no line with {words:?} in {log:#?}"),
        String::as_str,
    )
}

/// § Bruises, Bleeding and Death: "from that moment on, it will have to apply a modifier of -1
/// to the results of all of its rolls": the Audacity roll the first Dying box calls for, and the
/// roll to recover when the escaping pawn is activated (§ Every Man for Himself).
#[test]
fn bruises_bleeding_and_death_dying_takes_one_from_every_audacity_roll() {
    let setup = duel(shooter(), dying_target());
    let gun = gun_of(&setup.sides[0].pawns[0]);
    let mut session = deployed(setup, place(30.0, 12.0, 90.0), place(30.0, 22.0, 270.0));
    activate(&mut session, 0);
    // The shot hits with SL 1 (4 + 1 against 4); the Audacity roll fails (1); the escape runs
    // 15 + 1 cm.
    session.script_dice(vec![4, 1, 1]);
    session.play(fire(gun)).expect("the shot");
    let log = log_text(&session);
    let shaken = line_with(&log, "Audacity roll (a new colour of Vigour marked)");
    assert!(shaken.contains("Dying"), "{shaken}");
    assert!(
        session.game().pawn(1).is_some(),
        "the escaping pawn stays on the table: {log:#?}"
    );
    session
        .play(ConflictCommand::EndActivation { pawn: 0 })
        .expect("active");
    session.script_dice(vec![10]);
    session
        .play(ConflictCommand::Activate { pawn: 1 })
        .expect("the escaping pawn's activation");
    let log = log_text(&session);
    let recovery = line_with(&log, "Audacity roll to recover");
    assert!(recovery.contains("Dying"), "{recovery}");
}

/// § Every Man for Himself: "If an escaping pawn is engaged in a clash, it will recover
/// automatically": at once, as the charge reaches it, not at its next activation.
#[test]
fn every_man_for_himself_an_escaping_pawn_engaged_in_a_clash_recovers_at_once() {
    let target = dying_target();
    let bystander = card_where(&content(), |card| {
        card.id != target.id && card.weapons.iter().all(|arm| arm.discharge.is_none())
    });
    let gunman = shooter();
    let gun = gun_of(&gunman);
    let fighter = plain_fighter();
    let mut session = two_a_side([
        [
            (gunman.clone(), place(30.0, 12.0, 90.0)),
            (fighter.clone(), place(36.0, 18.0, 90.0)),
        ],
        [
            (target.clone(), place(30.0, 22.0, 270.0)),
            (bystander.clone(), place(55.0, 35.0, 270.0)),
        ],
    ]);
    let [gunman, fighter, target, bystander] =
        [(0, &gunman), (0, &fighter), (1, &target), (1, &bystander)]
            .map(|(side, card)| pawn_of(&session, side, &card.id));
    let pass = |session: &mut Session<Conflict>, pawn| {
        session
            .play(ConflictCommand::Activate { pawn })
            .expect("its turn");
        session
            .play(ConflictCommand::EndActivation { pawn })
            .expect("active");
    };
    if session.game().side_to_act() == Some(1) {
        pass(&mut session, bystander);
    }
    session
        .play(ConflictCommand::Activate { pawn: gunman })
        .expect("its turn");
    // A hit of SL 1 marks the first Dying box; the Audacity roll fails; the run is 16 cm.
    session.script_dice(vec![4, 1, 1]);
    session
        .play(fire_at(gunman, target, gun))
        .expect("the shot");
    assert_eq!(
        session.game().pawn(target).map(|pawn| pawn.nerve),
        Some(Nerve::Escaping)
    );
    session
        .play(ConflictCommand::EndActivation { pawn: gunman })
        .expect("active");
    pass(&mut session, bystander);
    let fled = session
        .game()
        .pawn(target)
        .and_then(|pawn| pawn.placement)
        .expect("on the table");
    session
        .play(ConflictCommand::Activate { pawn: fighter })
        .expect("its turn");
    session.script_dice(vec![10]);
    session
        .play(ConflictCommand::Move {
            pawn: fighter,
            gait: Gait::Charge,
            path: vec![Waypoint {
                x: fled.x,
                y: fled.y - 2.5,
                level: None,
            }],
            facing: None,
        })
        .expect("a charge into its back");
    let log = log_text(&session);
    assert_eq!(
        session.game().pawn(target).map(|pawn| pawn.engaged),
        Some(vec![fighter]),
        "{log:#?}"
    );
    assert_eq!(
        session.game().pawn(target).map(|pawn| pawn.nerve),
        Some(Nerve::Steady),
        "{log:#?}"
    );
    line_with(&log, "recovers at once");
}
