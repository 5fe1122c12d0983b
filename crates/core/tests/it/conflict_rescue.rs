//! 1650 § Rescue: the captive in the middle, the defenders deployed round it and moved by their
//! Sanguine Temperament until roused, the attackers at the edges; § How Do Antagonists Work in
//! play, with scripted dice.

use super::conflict::{duel, place, plain_fighter, plain_leader, walk_facing};
use super::conflict_slaughter::play_whole;
use ysbilia_core::conflict::{
    Awaiting, Commission, Conflict, ConflictCommand, ConflictSetup, TemperamentGoal,
};
use ysbilia_core::conflict::{Fate, Phase};
use ysbilia_core::rules::antagonists::Temperament;
use ysbilia_core::session::Session;

const WARDEN: u32 = 0;
const GUARD: u32 = 1;
const CHIEF: u32 = 2;
const RAIDER: u32 = 3;
const HOSTAGE: u32 = 4;

/// Defenders: a Leader (the warden) and a guard; attackers: a Leader (the chief), a raider and
/// the hostage (their cheapest pawn that is not a Leader), on a bare 60 x 40 table.
fn rescue() -> ConflictSetup {
    let mut setup = duel(plain_leader("warden"), plain_leader("chief"));
    let mut guard = plain_fighter();
    guard.id = "guard".to_owned();
    setup.sides[0].pawns.push(guard.into());
    let mut raider = plain_fighter();
    raider.id = "raider".to_owned();
    let mut hostage = raider.clone();
    hostage.id = "hostage".to_owned();
    hostage.pay = raider.pay.saturating_sub(1);
    setup.sides[1].pawns.push(raider.into());
    setup.sides[1].pawns.push(hostage.into());
    setup.sides[0].value = 200;
    setup.sides[1].value = 400;
    setup.commission = Commission::Rescue;
    setup
}

/// The defenders round the captive (the guard facing `guard_facing`), then the attackers at
/// the edges: the raider at (`raider_x`, `raider_y`), the chief on the east edge. The
/// Authority roll is scripted so that the defenders move the Temperaments.
fn arrived(guard_facing: f32, raider_x: f32, raider_y: f32) -> Session<Conflict> {
    let mut session = Session::<Conflict>::start(rescue(), 3).expect("a legal setup");
    assert_eq!(
        session.game().progress().phase,
        Phase::Deployment { side: 0 }
    );
    session
        .play(ConflictCommand::Deploy {
            card: "warden".to_owned(),
            places: vec![place(30.0, 28.0, 0.0)],
        })
        .expect("inside the circle");
    session
        .play(ConflictCommand::Deploy {
            card: "guard".to_owned(),
            places: vec![place(17.0, 20.0, guard_facing)],
        })
        .expect("inside the circle");
    assert_eq!(session.game().progress().phase, Phase::Arrival { side: 1 });
    session
        .play(ConflictCommand::Deploy {
            card: "chief".to_owned(),
            places: vec![place(58.5, 20.0, 180.0)],
        })
        .expect("touching the east edge");
    // The Authority roll: the defenders 10, the attackers 1.
    session.script_dice(vec![10, 1]);
    session
        .play(ConflictCommand::Deploy {
            card: "raider".to_owned(),
            places: vec![place(raider_x, raider_y, 0.0)],
        })
        .expect("touching an edge");
    session
}

#[test]
fn rescue_the_captive_lies_in_the_middle_and_the_defenders_deploy_round_it() {
    let mut session = Session::<Conflict>::start(rescue(), 3).expect("a legal setup");
    let game = session.game();
    assert!(game.is_night(), "by night");
    assert_eq!(game.captive(), Some(HOSTAGE));
    assert!(game.is_unconscious(HOSTAGE));
    let lying = game
        .pawns()
        .into_iter()
        .find(|pawn| pawn.id == HOSTAGE)
        .and_then(|pawn| pawn.placement)
        .expect("on the table");
    assert_eq!((lying.x, lying.y), (30.0, 20.0), "in the middle");
    let outside = session
        .play(ConflictCommand::Deploy {
            card: "warden".to_owned(),
            places: vec![place(30.0, 34.0, 90.0)],
        })
        .expect_err("its base pokes out of the 30 cm circle");
    assert!(outside.reason().contains("circle"), "{outside}");
    session
        .play(ConflictCommand::Deploy {
            card: "warden".to_owned(),
            places: vec![place(30.0, 33.0, 90.0)],
        })
        .expect("inside it");
}

#[test]
fn rescue_bands_worth_more_than_the_page_allows_are_refused_with_the_rule() {
    let mut setup = rescue();
    setup.sides[0].value = 250;
    let refusal = Session::<Conflict>::start(setup, 1).expect_err("250 > 200");
    assert!(refusal.to_string().contains("Rescue"), "{refusal}");
    assert!(refusal.to_string().contains("200"), "{refusal}");
}

/// § How Do Antagonists Work: the Authority roll's winner moves a Sanguine pawn: a 2D10 charge
/// that engages an attacker rouses it; it acts for its player from then on.
#[test]
fn how_do_antagonists_work_the_authority_winner_charges_a_sanguine_pawn_into_an_enemy() {
    let mut session = arrived(180.0, 1.5, 20.0);
    assert_eq!(
        session.game().awaiting(),
        Awaiting::Temperaments { by: 0, left: 2 },
        "one move for each band playing, before any activation"
    );
    assert_eq!(
        session.game().temperament(GUARD),
        Some(Temperament::Sanguine)
    );
    session
        .play(ConflictCommand::Activate { pawn: CHIEF })
        .expect_err("the Temperaments move first");
    session
        .play(ConflictCommand::Activate { pawn: GUARD })
        .expect_err("no player activates a pawn its Temperament moves");
    assert_eq!(
        session.game().check_move_by_temperament(GUARD, None),
        Ok(TemperamentGoal::Pawn(RAIDER)),
        "the nearest enemy"
    );
    session.script_dice(vec![9, 9]);
    session
        .play(ConflictCommand::MoveByTemperament {
            pawn: GUARD,
            charge: true,
            to: None,
        })
        .expect("a Sanguine charge");
    let game = session.game();
    assert_eq!(game.temperament(GUARD), None, "roused by the clash");
    assert_eq!(game.progress().active, Some(GUARD), "its player acts on");
    assert!(
        session.log().iter().any(|entry| entry
            .text()
            .contains("acts normally for the rest of the Conflict")),
        "the log says so"
    );
    session
        .play(ConflictCommand::EndActivation { pawn: GUARD })
        .expect("the guard ends without attacking");
    // § Armament, Ready: the raider, charged, is activated once the charger ends.
    assert_eq!(
        session.game().awaiting(),
        Awaiting::FightOrRetreat {
            engager: GUARD,
            pawn: RAIDER
        }
    );
    session
        .play(ConflictCommand::FightOrRetreat { retreat: false })
        .expect("the raider stands");
    assert_eq!(
        session.game().awaiting(),
        Awaiting::Temperaments { by: 0, left: 1 }
    );
    session
        .play(ConflictCommand::StopTemperaments)
        .expect("no more");
    assert_eq!(session.game().side_to_act(), Some(1), "the attackers first");
}

/// § How Do Antagonists Work: a Sanguine pawn not yet activated charges the nearest enemy in
/// its sight within 20 cm as soon as the activation that brought it there ends.
#[test]
fn how_do_antagonists_work_a_sanguine_pawn_charges_an_enemy_that_comes_within_20_cm_in_sight() {
    let mut session = arrived(270.0, 1.5, 38.5);
    session
        .play(ConflictCommand::StopTemperaments)
        .expect("the defenders let them be");
    assert_eq!(session.game().progress().active, None, "nobody stirred yet");
    session
        .play(ConflictCommand::Activate { pawn: CHIEF })
        .expect("the attackers first");
    session
        .play(walk_facing(CHIEF, 48.5, 20.0, 180.0))
        .expect("10 cm west");
    session.script_dice(vec![10, 10]);
    session
        .play(ConflictCommand::EndActivation { pawn: CHIEF })
        .expect("ends");
    let game = session.game();
    assert_eq!(game.progress().active, Some(WARDEN), "the warden charged");
    assert_eq!(game.temperament(WARDEN), None, "and is roused");
    assert!(
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains("an enemy in its sight")),
        "the log names what stirred it"
    );
}

/// § Rescue played whole: 1,000 seeded games by the computer end and replay; the attackers reach
/// the captive, drag it, and now and then bring it off the table.
#[test]
fn rescue_1000_seeded_games_end_and_replay_exactly() {
    let played = play_whole(Commission::Rescue, 1000, 0x2E5C);
    assert_eq!(played.arrivals, 1000, "the attackers arrive in every game");
    let rescued = played
        .fates
        .iter()
        .filter(|fate| matches!(fate, Fate::Left { .. }))
        .count();
    println!("{} drags, {rescued} left the table", played.drags);
    assert!(played.drags > 50, "the captive is dragged");
    assert!(rescued > 10, "and brought off the table");
}
