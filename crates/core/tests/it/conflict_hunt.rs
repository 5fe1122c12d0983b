//! 1650 § The Hunt on the table: with Stealthy or Scout pawns in both bands, those pawns wait
//! while the others deploy; then § Lying in Wait (Tracking Markers in turn, out of the enemy's
//! area), § Open Season (markers within 15 cm confront: a clash within 5 cm), § The Hunt (the
//! band with more markers sends its pawn first and attacks; the replying pawn may leave) and
//! § Deployment of Concealed Pawns (on the band's markers; a pawn without one is eliminated).

use super::conflict::{
    card_where, content, deploying_by_day, deployment_chosen, duel, place, plain_fighter,
};
use ysbilia_core::conflict::{Conflict, ConflictCommand, HuntOrder};
use ysbilia_core::conflict::{Fate, Phase};
use ysbilia_core::rules::cards::ContractCard;
use ysbilia_core::rules::hunt::HuntPhase;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::Chooser;

fn stealthy() -> ContractCard {
    card_where(&content(), |card| {
        card.has_peculiarity("stealthy") && !card.has_peculiarity("scout")
    })
}

fn scout() -> ContractCard {
    card_where(&content(), |card| card.has_peculiarity("scout"))
}

fn hunt(order: HuntOrder) -> ConflictCommand {
    ConflictCommand::Hunt(order)
}

fn marker(pawn: u32, x: f32, y: f32) -> ConflictCommand {
    hunt(HuntOrder::PlaceMarker { pawn, x, y })
}

fn hunt_phase(session: &Session<Conflict>) -> Option<HuntPhase> {
    session.game().hunt().map(|play| play.hunt.phase)
}

fn texts(session: &Session<Conflict>) -> Vec<String> {
    session.log().iter().map(ToString::to_string).collect()
}

/// Band 0: a plain pawn (0) and a Stealthy one (1); band 1: a plain pawn (2), a Scout (3);
/// deploying by day.
fn hunters_deploying() -> (ysbilia_core::conflict::ConflictSetup, Session<Conflict>) {
    let mut setup = duel(plain_fighter(), plain_fighter());
    setup.sides[0].pawns.push(stealthy().into());
    setup.sides[1].pawns.push(scout().into());
    let session = deploying_by_day(setup.clone())
        .next()
        .expect("a daylight seed");
    (setup, session)
}

/// The plain pawns deploy first, one at each end: The Hunt begins.
fn deploy_the_plain_pawns(
    session: &mut Session<Conflict>,
    setup: &ysbilia_core::conflict::ConflictSetup,
) {
    for (band, at) in [(0, place(30.0, 5.0, 90.0)), (1, place(30.0, 35.0, 270.0))] {
        session
            .play(ConflictCommand::Deploy {
                card: setup.sides[band].pawns[0].id.clone(),
                places: vec![at],
            })
            .expect("the plain pawns deploy first");
    }
}

/// Tracking Markers placed in this order, each legal.
fn place_markers(session: &mut Session<Conflict>, markers: &[(u32, f32, f32)]) {
    for &(pawn, x, y) in markers {
        session.play(marker(pawn, x, y)).expect("a legal marker");
    }
}

#[test]
fn the_hunt_in_play_markers_meet_fight_and_the_pawns_deploy_on_them() {
    let (setup, mut session) = hunters_deploying();
    let refusal = session
        .play(ConflictCommand::Deploy {
            card: setup.sides[0].pawns[1].id.clone(),
            places: vec![place(10.0, 5.0, 90.0)],
        })
        .expect_err("the Stealthy pawn waits for The Hunt");
    assert!(refusal.to_string().contains("The Hunt"), "{refusal}");
    deploy_the_plain_pawns(&mut session, &setup);
    assert_eq!(session.game().progress().phase, Phase::Hunt);
    assert_eq!(hunt_phase(&session), Some(HuntPhase::Placing { band: 0 }));

    let refusal = session
        .play(marker(1, 20.0, 30.0))
        .expect_err("band 1's deployment area");
    assert!(
        refusal.to_string().contains("enemy's deployment area"),
        "{refusal}"
    );
    let refusal = session
        .play(marker(3, 20.0, 17.0))
        .expect_err("band 0 places first");
    assert!(refusal.to_string().contains("The Hunt"), "{refusal}");
    // In turn: band 0 has two markers (Stealthy), band 1 three (Scout).
    place_markers(
        &mut session,
        &[
            (1, 20.0, 17.0),
            (3, 20.0, 22.0),
            (1, 45.0, 10.0),
            (3, 50.0, 35.0),
            (3, 5.0, 35.0),
        ],
    );
    assert_eq!(
        hunt_phase(&session),
        Some(HuntPhase::OpenSeason { band: 0 })
    );
    let refusal = session
        .play(hunt(HuntOrder::Confront { own: 2, enemy: 3 }))
        .expect_err("25 cm apart");
    assert!(refusal.to_string().contains("The Hunt"), "{refusal}");
    session
        .play(hunt(HuntOrder::Confront { own: 0, enemy: 1 }))
        .expect("2.5 cm apart: a clash");
    let fight = session
        .game()
        .hunt()
        .and_then(|play| play.fight.clone())
        .expect("a confrontation");
    assert!(fight.confrontation.clash);
    assert_eq!(
        fight.confrontation.attacker, 1,
        "band 1 has more markers: it attacks"
    );
    assert_eq!(
        session.game().side_to_act(),
        Some(1),
        "and sends its pawn first"
    );
    session
        .play(hunt(HuntOrder::SendPawn {
            pawn: 3,
            extra_dice: 0,
            dexterity: None,
        }))
        .expect("the Scout goes");
    let before = session.log().len();
    session
        .play(hunt(HuntOrder::SendPawn {
            pawn: 1,
            extra_dice: 0,
            dexterity: None,
        }))
        .expect("the Stealthy pawn answers");
    let fought = texts(&session)[before..].join("\n");
    assert!(fought.contains("Attack"), "{fought}");
    assert!(
        fought.contains("loses the confrontation")
            || fought.contains("eliminated")
            || fought.contains("neither pawn loses"),
        "{fought}"
    );

    // The rest as the computer plays it, to the first turn.
    let mut chooser = Chooser::new(3);
    while session.game().progress().phase == Phase::Hunt {
        let command = session
            .game()
            .computer_command(&mut chooser)
            .expect("a choice");
        session
            .play(command)
            .expect("the computer's choice is legal");
    }
    assert_eq!(hunt_phase(&session), Some(HuntPhase::Over));
    for hunter in [1, 3] {
        let view = session.game().pawn(hunter);
        let deployed = view.as_ref().and_then(|pawn| pawn.placement);
        let fallen = session
            .game()
            .casualties()
            .iter()
            .any(|casualty| casualty.pawn == hunter);
        assert!(
            deployed.is_some() || fallen,
            "pawn {hunter} deploys on a marker or is a casualty"
        );
    }
}

/// § Open Season: once two markers confront, that confrontation is fought out (its pawns
/// sent, or one leaves) before any band chooses another.
#[test]
fn open_season_no_other_confrontation_is_chosen_while_one_is_fought() {
    let (setup, mut session) = hunters_deploying();
    deploy_the_plain_pawns(&mut session, &setup);
    // Two pairs of markers 5 cm apart: (0, 1) and (2, 3).
    place_markers(
        &mut session,
        &[
            (1, 20.0, 17.0),
            (3, 20.0, 22.0),
            (1, 45.0, 17.0),
            (3, 45.0, 22.0),
            (3, 5.0, 35.0),
        ],
    );
    session
        .play(hunt(HuntOrder::Confront { own: 0, enemy: 1 }))
        .expect("5 cm apart: they meet");
    assert!(
        session
            .game()
            .hunt()
            .is_some_and(|play| play.fight.is_some())
    );
    let refusal = session
        .play(hunt(HuntOrder::Confront { own: 2, enemy: 3 }))
        .expect_err("the first confrontation is not over");
    assert!(refusal.to_string().contains("The Hunt"), "{refusal}");
}

#[test]
fn deployment_of_concealed_pawns_a_pawn_whose_markers_are_gone_is_eliminated() {
    // Only hunters: the deployment has nothing to place and The Hunt begins at once.
    let setup = duel(stealthy(), scout());
    let mut session = deployment_chosen(setup)
        .find(|session| session.game().progress().phase == Phase::Hunt)
        .expect("a daylight seed");
    for (pawn, x, y) in [
        (0, 20.0, 17.0),
        (1, 20.0, 22.0),
        (0, 45.0, 10.0),
        (1, 50.0, 35.0),
        (1, 5.0, 35.0),
    ] {
        session.play(marker(pawn, x, y)).expect("a legal marker");
    }
    session
        .play(hunt(HuntOrder::Confront { own: 0, enemy: 1 }))
        .expect("markers 2.5 cm apart");
    let refusal = session
        .play(hunt(HuntOrder::Leave { pawn: 1 }))
        .expect_err("the attacking band does not leave");
    assert!(refusal.to_string().contains("replying"), "{refusal}");
    session
        .play(hunt(HuntOrder::SendPawn {
            pawn: 1,
            extra_dice: 0,
            dexterity: None,
        }))
        .expect("the Scout attacks");
    session
        .play(hunt(HuntOrder::Leave { pawn: 0 }))
        .expect("the replying pawn leaves");
    assert_eq!(
        hunt_phase(&session),
        Some(HuntPhase::Deploying { band: 1 }),
        "band 0 has no marker left to confront or deploy on"
    );
    session
        .play(hunt(HuntOrder::DeployOnMarker {
            pawn: 1,
            marker: 3,
            facing: 270.0,
        }))
        .expect("the Scout deploys on its marker");
    let scout = session.game().pawn(1).and_then(|pawn| pawn.placement);
    assert_eq!(scout.map(|at| (at.x, at.y)), Some((50.0, 35.0)));
    assert!(
        session
            .game()
            .casualties()
            .iter()
            .any(|casualty| casualty.pawn == 0 && casualty.fate == Fate::NoMarker),
        "{:#?}",
        texts(&session)
    );
    assert_eq!(
        session.game().progress().phase,
        Phase::Over,
        "band 0 has nobody on the table"
    );
}
