//! 1650 § The Weather Gets Worse in play: the rows beyond night, reloading and smoke (Heat,
//! Flood, Morning Frost, Bitter and Blizzard).

use super::conflict::{
    activate, card_where, content, deployed_seeds, duel, finish_turn, fire_at, gun_of, place,
    shooter,
};
use ysbilia_core::conflict::{Conflict, ConflictCommand, ConflictSetup, Gait};
use ysbilia_core::rules::weather::{Climate, Weather};
use ysbilia_core::session::Session;
use ysbilia_core::table::base::Placement;
use ysbilia_core::table::movement::Waypoint;

/// Sessions of `setup` under `climate` whose weather roll gave `weather`, deployed by day.
fn under(
    mut setup: ConflictSetup,
    climate: Climate,
    weather: Weather,
    south: Placement,
    north: Placement,
) -> impl Iterator<Item = Session<Conflict>> {
    setup.climate = climate;
    deployed_seeds(setup, south, north)
        .filter(move |session| session.game().conditions().weather == weather)
}

fn has_line(session: &Session<Conflict>, wanted: &str) -> bool {
    session
        .log()
        .iter()
        .any(|entry| entry.to_string().contains(wanted))
}

#[test]
fn the_weather_gets_worse_heat_caps_daytime_ranges_at_30_cm() {
    let gunner = card_where(&content(), |card| {
        card.weapons
            .iter()
            .any(|arm| arm.discharge.is_some() && arm.range > Some(30))
    });
    let gun = gunner
        .weapons
        .iter()
        .position(|arm| arm.discharge.is_some() && arm.range > Some(30))
        .expect("a long gun");
    let target = card_where(&content(), |card| {
        card.weapons.iter().all(|arm| arm.discharge.is_none())
    });
    // 32 cm apart, edge to edge: within the gun's Range, beyond the Heat's 30 cm.
    let mut session = under(
        duel(gunner, target),
        Climate::Hot,
        Weather::Heat,
        place(30.0, 4.0, 90.0),
        place(30.0, 38.5, 270.0),
    )
    .next()
    .expect("a seed with Heat by day");
    activate(&mut session, 0);
    let preview = session
        .game()
        .preview_shot(0, 1, gun, false)
        .expect("in sight");
    assert_eq!(preview.range_cm, 30, "{preview:?}");
    assert!(!preview.in_range());
}

#[test]
fn the_weather_gets_worse_heat_weighs_on_a_wounded_pawn() {
    let setup = duel(shooter(), shooter());
    let gun = gun_of(&setup.sides[0].pawns[0]);
    let found = under(
        setup,
        Climate::Hot,
        Weather::Heat,
        place(30.0, 12.0, 90.0),
        place(30.0, 30.0, 270.0),
    )
    .find_map(|mut session| {
        activate(&mut session, 0);
        session.play(fire_at(0, 1, gun)).ok()?;
        let wounded = session.game().pawn(1)?;
        (wounded.vigour.marked > 0).then_some(wounded.vigour.weathered)
    });
    assert_eq!(
        found,
        Some(-1),
        "a hit pawn has -1 to its rolls in the Heat"
    );
}

#[test]
fn the_weather_gets_worse_flood_makes_the_ground_rough_and_charges_slip() {
    let charge = ConflictCommand::Move {
        pawn: 0,
        gait: Gait::Charge,
        path: vec![Waypoint {
            x: 30.0,
            y: 20.0,
            level: None,
        }],
        facing: None,
    };
    let plain = card_where(&content(), |card| {
        !card.has_peculiarity("street-wise") && card.weapons.iter().any(|arm| arm.attack.is_some())
    });
    // A charger 16 cm from its enemy, in a Flood, activated.
    let flooded = |charger: ysbilia_core::rules::cards::ContractCard| {
        let mut session = under(
            duel(charger, plain.clone()),
            Climate::Warm,
            Weather::Flood,
            place(30.0, 4.0, 90.0),
            place(30.0, 22.5, 270.0),
        )
        .next()
        .expect("a seed with a Flood");
        activate(&mut session, 0);
        session
    };
    let mut session = flooded(plain.clone());
    let before = session
        .game()
        .check_gait(0, Gait::Charge)
        .expect_err("the Charge button is closed before any path");
    assert!(before.to_string().contains("rough"), "{before}");
    assert!(session.game().check_gait(0, Gait::Walk).is_ok());
    let refused = session
        .play(charge.clone())
        .expect_err("all ground is rough");
    assert!(refused.to_string().contains("rough"), "{refused}");
    // Street-wise ignores rough ground, but must first keep its feet (5+).
    let wise = card_where(&content(), |card| card.has_peculiarity("street-wise"));
    let mut session = flooded(wise);
    assert!(session.game().check_gait(0, Gait::Charge).is_ok());
    session.play(charge).expect("Street-wise charges");
    assert!(has_line(&session, "slippery ground"));
}

#[test]
fn the_weather_gets_worse_bitter_cold_numbs_pawns_that_stood_still_a_turn() {
    let setup = duel(shooter(), shooter());
    let mut session = under(
        setup,
        Climate::Freezing,
        Weather::Bitter,
        place(10.0, 4.0, 90.0),
        place(50.0, 36.0, 270.0),
    )
    .next()
    .expect("a seed with Bitter cold");
    finish_turn(&mut session);
    assert!(has_line(&session, "stood still in the cold"));
    for pawn in [0, 1] {
        assert_eq!(
            session.game().pawn(pawn).map(|view| view.vigour.weathered),
            Some(-1),
            "pawn {pawn} did nothing all turn 1"
        );
    }
}

/// 1650 § Luminaries: "starting with the loser of the initial Authority roll, the players
/// alternate placing a luminary each".
#[test]
fn luminaries_the_loser_of_the_authority_roll_places_the_first() {
    use ysbilia_core::conflict::{Edge, Phase};
    let mut setup = super::conflict::duel(super::conflict::shooter(), super::conflict::shooter());
    // 60 cm deep: a strip between the two deployment areas for the luminaries.
    setup.layout.table.depth = 60.0;
    let mut nights = 0;
    for seed in 0..200 {
        let mut session = Session::<Conflict>::start(setup.clone(), seed).expect("a Brawl starts");
        let Phase::ChooseDeployment { chooser: winner } = session.game().progress().phase else {
            continue;
        };
        session
            .play(ConflictCommand::ChooseDeployment {
                first: winner,
                edge: Edge::South,
            })
            .expect("the winner chooses");
        let Phase::PlaceLuminaries { by, left } = session.game().progress().phase else {
            continue;
        };
        nights += 1;
        assert_eq!(by, 1 - winner, "seed {seed}: the loser places first");
        session
            .play(ConflictCommand::PlaceLuminary { x: 10.0, y: 30.0 })
            .expect("outside both deployment areas");
        if left > 1 {
            assert!(
                matches!(session.game().progress().phase, Phase::PlaceLuminaries { by: next, .. } if next == winner),
                "then the winner"
            );
        }
    }
    assert!(nights > 0, "no night came up");
}
