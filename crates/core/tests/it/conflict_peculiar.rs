//! Our own Peculiarities in play (assets/1650/peculiarities.ron, filling 1650 § Peculiarities):
//! Climber, Street-wise, Fearless, Surgeon, Intimidating, Sworn Guard and Duellist.

use super::conflict::{
    activate, attack, card_where, content, deployed, deployed_seeds, deploying_by_day, duel,
    fight_back, fire_at, place, walk_facing,
};
use ysbilia_core::conflict::{
    Conflict, ConflictCommand, ConflictSetup, DUELLIST, Gait, INTIMIDATING, SURGEON, SWORN_GUARD,
};
use ysbilia_core::rules::cards::{ContractCard, Weapon};
use ysbilia_core::rules::hiring::LEADER;
use ysbilia_core::session::Session;
use ysbilia_core::table::base::Placement;
use ysbilia_core::table::layout::{Footprint, Piece, PieceKind};
use ysbilia_core::table::movement::Waypoint;

fn with(id: &str) -> ContractCard {
    card_where(&content(), |card| card.has_peculiarity(id))
}

fn without(ids: &[&str]) -> ContractCard {
    card_where(&content(), |card| {
        ids.iter().all(|id| !card.has_peculiarity(id))
            && card.weapons.iter().any(|arm| arm.attack.is_some())
    })
}

fn log_text(session: &Session<Conflict>) -> Vec<String> {
    session.log().iter().map(ToString::to_string).collect()
}

fn has_line(session: &Session<Conflict>, wanted: &str) -> bool {
    log_text(session).iter().any(|line| line.contains(wanted))
}

fn block(id: &str, kind: PieceKind, x: f32, y: f32, size: (f32, f32), height: f32) -> Piece {
    Piece {
        id: id.to_owned(),
        kind,
        shape: Footprint::Rect {
            width: size.0,
            depth: size.1,
        },
        x,
        y,
        rotation_degrees: 0.0,
        height,
    }
}

fn to(x: f32, y: f32, level: Option<f32>) -> Vec<Waypoint> {
    vec![Waypoint { x, y, level }]
}

/// A firearm reaching 25 cm: not a device, not Heavy.
fn plain_gun(arm: &Weapon) -> bool {
    arm.discharge.is_some()
        && arm.range >= Some(25)
        && ysbilia_core::rules::devices::Device::of(arm).is_none()
        && !arm
            .rules
            .iter()
            .any(|used| used.rule == ysbilia_core::rules::cards::SpecialRule::Heavy)
}

fn hand_weapon(card: &ContractCard) -> usize {
    card.weapons
        .iter()
        .position(|arm| arm.attack.is_some())
        .expect("a hand weapon")
}

/// Band 0 with `band0`'s cards at `places0`, band 1 with `enemy` at `enemy_at`, deployed by
/// day, seed after seed.
fn bands(
    band0: &[ContractCard],
    places0: &[Placement],
    enemy: ContractCard,
    enemy_at: Placement,
) -> impl Iterator<Item = Session<Conflict>> {
    let mut setup: ConflictSetup = duel(band0[0].clone(), enemy);
    setup.sides[0].pawns = band0.iter().cloned().map(Into::into).collect();
    let places0 = places0.to_vec();
    deploying_by_day(setup.clone()).filter_map(move |mut session| {
        let mut types: Vec<&str> = Vec::new();
        for card in &setup.sides[0].pawns {
            if !types.contains(&card.id.as_str()) {
                types.push(&card.id);
            }
        }
        let enemy_id = setup.sides[1].pawns[0].id.clone();
        let mut enemy_deployed = false;
        for card in types {
            let places: Vec<Placement> = setup.sides[0]
                .pawns
                .iter()
                .zip(&places0)
                .filter(|(pawn, _)| pawn.id == card)
                .map(|(_, place)| *place)
                .collect();
            session
                .play(ConflictCommand::Deploy {
                    card: card.to_owned(),
                    places,
                })
                .ok()?;
            if !enemy_deployed {
                session
                    .play(ConflictCommand::Deploy {
                        card: enemy_id.clone(),
                        places: vec![enemy_at],
                    })
                    .ok()?;
                enemy_deployed = true;
            }
        }
        session.game().progress().turn.is_some().then_some(session)
    })
}

/// Duels base to base (engaged from deployment) where band 0 acts first and pawn 0 has just
/// struck pawn 1 with `weapon`, seed after seed.
fn struck(setup: ConflictSetup, weapon: usize) -> impl Iterator<Item = Session<Conflict>> {
    deployed_seeds(setup, place(30.0, 18.75, 90.0), place(30.0, 21.25, 270.0)).filter_map(
        move |mut session| {
            if !first_is(&session, 0) {
                return None;
            }
            session.play(ConflictCommand::Activate { pawn: 0 }).ok()?;
            session.play(attack(0, 1, weapon)).ok()?;
            Some(session)
        },
    )
}

/// Band 0's `cards` at `places` against a gunman at `gunman_at` (pawn 2), seed after seed,
/// where band 1 acts first and the gunman fires at `target`; with pawn 1's marked boxes before
/// the shot.
fn shot_at(
    cards: &[ContractCard],
    places: &[Placement],
    gunman_at: Placement,
    target: u32,
) -> impl Iterator<Item = (Session<Conflict>, u32)> {
    let gunman = card_where(&content(), |card| card.weapons.iter().any(plain_gun));
    let weapon = gunman.weapons.iter().position(plain_gun).expect("a gun");
    bands(cards, places, gunman, gunman_at).filter_map(move |mut session| {
        if !first_is(&session, 1) {
            return None;
        }
        let before = session.game().pawn(1)?.vigour.marked;
        session.play(ConflictCommand::Activate { pawn: 2 }).ok()?;
        session.play(fire_at(2, target, weapon)).ok()?;
        Some((session, before))
    })
}

/// Whether band `band` is the one to activate a pawn now.
fn first_is(session: &Session<Conflict>, band: usize) -> bool {
    session
        .game()
        .progress()
        .turn
        .as_ref()
        .is_some_and(|turn| turn.to_act == band)
}

#[test]
fn peculiarities_climber_adds_one_to_its_climbing_rolls() {
    let mut setup = duel(with("climber"), without(&["climber"]));
    setup.layout.pieces = vec![block(
        "hill",
        PieceKind::Level,
        35.0,
        10.0,
        (10.0, 10.0),
        4.0,
    )];
    let mut session = deployed(setup, place(27.0, 10.0, 0.0), place(30.0, 35.0, 270.0));
    activate(&mut session, 0);
    session
        .play(ConflictCommand::Move {
            pawn: 0,
            gait: Gait::Walk,
            path: to(29.0, 10.0, Some(4.0)),
            facing: None,
        })
        .expect("a climb of 4 cm");
    assert!(
        has_line(&session, "+1 (Climber)"),
        "{:#?}",
        log_text(&session)
    );
}

#[test]
fn peculiarities_street_wise_charges_through_rough_terrain() {
    let charge = ConflictCommand::Move {
        pawn: 0,
        gait: Gait::Charge,
        path: to(30.0, 20.0, None),
        facing: None,
    };
    let tried = |card: ContractCard| {
        let mut setup = duel(card, without(&[]));
        setup.layout.pieces = vec![block(
            "market stalls",
            PieceKind::Rough,
            30.0,
            12.0,
            (10.0, 4.0),
            0.0,
        )];
        let mut session = deployed(setup, place(30.0, 4.0, 90.0), place(30.0, 22.5, 270.0));
        activate(&mut session, 0);
        session.play(charge.clone()).map(|_| ())
    };
    let refused = tried(without(&["street-wise"])).expect_err("rough terrain stops a charge");
    assert!(refused.to_string().contains("cannot charge"), "{refused}");
    tried(with("street-wise")).expect("Street-wise charges through the stalls");
}

#[test]
fn peculiarities_fearless_makes_no_audacity_roll_for_panic() {
    let montante = |arm: &Weapon| {
        arm.name == "Montante"
            && arm
                .rules
                .iter()
                .any(|used| used.rule == ysbilia_core::rules::cards::SpecialRule::Panic)
    };
    let brute = card_where(&content(), |card| card.weapons.iter().any(montante));
    let weapon = brute
        .weapons
        .iter()
        .position(montante)
        .expect("the Montante");
    let found = struck(duel(brute, with("fearless")), weapon).find_map(|mut session| {
        fight_back(&mut session)?;
        has_line(&session, "is Fearless").then_some(session)
    });
    let session = found.expect("a seed where the Montante hits the Fearless pawn");
    assert!(
        !has_line(&session, "Audacity roll (Panic)"),
        "{:#?}",
        log_text(&session)
    );
}

#[test]
fn peculiarities_surgeon_clears_the_last_marked_box_of_a_friend_once_a_conflict() {
    let surgeon = with(SURGEON);
    let friend = without(&[SURGEON]);
    let found = shot_at(
        &[surgeon, friend],
        &[place(30.0, 10.0, 90.0), place(32.5, 10.0, 90.0)],
        place(32.5, 30.0, 270.0),
        1,
    )
    .find_map(|(mut session, _)| {
        let marked = session.game().pawn(1)?.vigour.marked;
        session
            .play(ConflictCommand::EndActivation { pawn: 2 })
            .ok()?;
        (marked >= 2 && session.game().pawn(1)?.placement.is_some()).then_some((session, marked))
    });
    let (mut session, marked) = found.expect("a seed where the shot wounds the friend twice");
    session
        .play(ConflictCommand::Activate { pawn: 0 })
        .expect("band 0's turn");
    assert!(session.game().check_treat(0, 2).is_err(), "not an enemy");
    session
        .play(ConflictCommand::Treat { pawn: 0, friend: 1 })
        .expect("in base contact, wounded");
    assert_eq!(
        session.game().pawn(1).map(|pawn| pawn.vigour.marked),
        Some(marked - 1)
    );
    let again = session
        .play(ConflictCommand::Treat { pawn: 0, friend: 1 })
        .expect_err("once a conflict");
    assert!(again.to_string().contains("already treated"), "{again}");
}

#[test]
fn peculiarities_intimidating_costs_a_maravedi_and_a_failed_roll_makes_the_enemy_respond() {
    let bully = with(INTIMIDATING);
    let weapon = hand_weapon(&bully);
    // A braver enemy (a lower Audacity): by Audacity alone it would attack the bully.
    let mut enemy = without(&[INTIMIDATING]);
    enemy.audacity = bully.audacity - 1;
    let enemy_name = enemy.name.clone();
    let found = deployed_seeds(
        duel(bully, enemy),
        place(30.0, 17.5, 90.0),
        place(30.0, 26.0, 270.0),
    )
    .find_map(|mut session| {
        if !first_is(&session, 0) {
            return None;
        }
        session.play(ConflictCommand::Activate { pawn: 0 }).ok()?;
        session
            .play(ConflictCommand::Move {
                pawn: 0,
                gait: Gait::Walk,
                path: to(30.0, 23.5, None),
                facing: None,
            })
            .ok()?;
        super::conflict::stand_and_fight(&mut session);
        let purse = session.game().pawn(0)?.purse;
        session
            .play(ConflictCommand::Intimidate { pawn: 0, target: 1 })
            .ok()?;
        assert_eq!(session.game().pawn(0)?.purse, purse - 1, "1 Maravedi");
        let twice = session.play(ConflictCommand::Intimidate { pawn: 0, target: 1 });
        assert!(twice.is_err(), "once an enemy");
        has_line(&session, "it is the responding pawn in this clash").then_some(session)
    });
    let mut session = found.expect("a seed where the enemy fails its Audacity roll");
    session
        .play(attack(0, 1, weapon))
        .expect("the bully strikes");
    assert!(
        has_line(
            &session,
            &format!("{enemy_name} is intimidated (Intimidating): it is the responding pawn")
        ),
        "{:#?}",
        log_text(&session)
    );
}

#[test]
fn peculiarities_sworn_guard_takes_the_wound_meant_for_its_leader() {
    let leader = card_where(&content(), |card| {
        card.has_peculiarity(LEADER) && !card.has_peculiarity(SWORN_GUARD)
    });
    let guard = card_where(&content(), |card| {
        card.has_peculiarity(SWORN_GUARD) && !card.has_peculiarity(LEADER)
    });
    let found = shot_at(
        &[leader, guard],
        &[place(30.0, 10.0, 90.0), place(33.0, 10.0, 90.0)],
        place(30.0, 30.0, 270.0),
        0,
    )
    .find(|(session, _)| {
        // The guard is pawn 1, its Leader pawn 0.
        let names = session.game().names();
        let (takes, meant) = (
            format!("Sworn Guard: {} takes the ", names.pawn(1)),
            format!("meant for its Leader, {}: ", names.pawn(0)),
        );
        log_text(session)
            .iter()
            .any(|line| line.contains(&takes) && line.contains(&meant))
    });
    let (session, guard_before) = found.expect("a seed where the shot hits the Leader");
    assert_eq!(
        session.game().pawn(0).map(|pawn| pawn.vigour.marked),
        Some(0),
        "the Leader is untouched"
    );
    assert!(
        session
            .game()
            .pawn(1)
            .is_none_or(|pawn| pawn.vigour.marked > guard_before),
        "the guard took it"
    );
}

#[test]
fn peculiarities_duellist_repeats_a_failed_reply_roll_for_a_maravedi() {
    let attacker = without(&[DUELLIST]);
    let weapon = hand_weapon(&attacker);
    let found = struck(duel(attacker, with(DUELLIST)), weapon).find_map(|mut session| {
        session.game().pending_blow()?;
        let purse = session.game().pawn(1)?.purse;
        session
            .play(ConflictCommand::Answer {
                retreat: false,
                dexterity: None,
                extra_dice: 0,
                repeat_reply: true,
            })
            .ok()?;
        let repeated = has_line(&session, "repeats its failed Reply roll");
        // Its purse is read off the table: it must have survived the blow.
        let paid = session.game().pawn(1).map(|pawn| pawn.purse)?;
        repeated.then_some((session, purse, paid))
    });
    let (session, purse, paid) = found.expect("a seed where the Duellist's Reply roll fails");
    assert_eq!(paid, purse - 1, "{:#?}", log_text(&session));
    assert!(has_line(&session, "Reply roll (repeated)"));
}

/// § Duellist: the active Duellist's one Maravedi buys an extra die for its attack, so the
/// repeat it planned for its Reply roll can no longer be paid when the engaged pawn strikes:
/// it does not repeat, and the engaged pawn's answer is not refused for it.
#[test]
fn peculiarities_duellist_an_unpaid_repeat_does_not_refuse_the_enemys_answer() {
    let mut duellist = with(DUELLIST);
    duellist.incentive = 1;
    duellist.audacity = 9;
    duellist.peculiarities.retain(|held| held.id != LEADER);
    let mut enemy = without(&[DUELLIST]);
    // The lower Audacity: the engaged pawn strikes, the Duellist replies.
    enemy.audacity = 1;
    let weapon = hand_weapon(&duellist);
    let setup = duel(duellist, enemy);
    let mut session = deployed_seeds(setup, place(30.0, 16.75, 90.0), place(30.0, 21.25, 270.0))
        .find(|session| first_is(session, 0))
        .expect("a seed where the Duellist's band acts first");
    session
        .play(ConflictCommand::Activate { pawn: 0 })
        .expect("its turn");
    session
        .play(walk_facing(0, 30.0, 18.75, 90.0))
        .expect("2 cm into contact: it engages");
    session
        .play(ConflictCommand::FightOrRetreat { retreat: false })
        .expect("the engaged pawn stands to fight");
    session
        .play(ConflictCommand::Attack {
            pawn: 0,
            target: 1,
            weapon,
            second_weapon: None,
            second_target: None,
            dexterity: None,
            charge_attack: false,
            extra_dice: 1,
            repeat_reply: true,
        })
        .expect("its Maravedi buys the die; the repeat is planned on it too");
    assert_eq!(session.game().pawn(0).map(|pawn| pawn.purse), Some(0));
    let pending = session
        .game()
        .pending_blow()
        .expect("the engaged pawn answers");
    assert!(pending.target_strikes, "the engaged pawn strikes");
    session
        .play(ConflictCommand::Answer {
            retreat: false,
            dexterity: None,
            extra_dice: 0,
            repeat_reply: false,
        })
        .expect("the engaged pawn's answer stands");
    assert!(!has_line(&session, "repeats its failed Reply roll"));
}

/// A duel on a 60 x 60 cm table (deployment areas 20 cm deep: 20 cm of open ground between)
/// at its deployment, band 0 on the south edge, by day.
fn open_ground(first: ContractCard, second: ContractCard) -> Session<Conflict> {
    let mut setup = duel(first, second);
    setup.layout.table.depth = 60.0;
    deploying_by_day(setup).next().expect("a daylight seed")
}

fn deploy(card: &ContractCard, x: f32, y: f32) -> ConflictCommand {
    ConflictCommand::Deploy {
        card: card.id.clone(),
        places: vec![place(x, y, 90.0)],
    }
}

#[test]
fn peculiarities_stealthy_and_scout_pawns_deploy_concealed_after_the_others() {
    let scout = card_where(&content(), |card| card.has_peculiarity("scout"));
    let plain = without(&["scout", "stealthy"]);
    let mut session = open_ground(scout.clone(), plain.clone());
    let early = session
        .play(deploy(&scout, 10.0, 10.0))
        .expect_err("the Scout waits for every other pawn");
    assert!(early.to_string().contains("concealed"), "{early}");
    session
        .play(deploy(&plain, 50.0, 55.0))
        .expect("the other band first");
    let near = session
        .play(deploy(&scout, 48.0, 36.0))
        .expect_err("within 20 cm of the enemy");
    assert!(near.to_string().contains("20 cm"), "{near}");
    session
        .play(deploy(&scout, 10.0, 30.0))
        .expect("out in the open ground, far from the enemy");
    let stealthy = card_where(&content(), |card| card.has_peculiarity("stealthy"));
    let mut session = open_ground(stealthy.clone(), plain.clone());
    session.play(deploy(&plain, 50.0, 55.0)).expect("first");
    let deep = session
        .play(deploy(&stealthy, 30.0, 33.0))
        .expect_err("more than 10 cm beyond its area");
    assert!(deep.to_string().contains("10 cm"), "{deep}");
    session
        .play(deploy(&stealthy, 30.0, 27.0))
        .expect("within 10 cm beyond its area");
}

/// The Maravedies the Peculiarities in play invest are the catalogue's `cost` (one number, the
/// constant core pays with and the screens show, checked against the data).
#[test]
fn investing_maravedies_peculiarity_costs_are_the_catalogues() {
    use ysbilia_core::rules::maravedies::{DUELLIST_MRV, INTIMIDATING_MRV, STEADY_HAND_MRV};
    let catalogue = ysbilia_core::rules::content::load_peculiarities(super::conflict::root())
        .expect("assets/1650/peculiarities.ron loads");
    for (id, cost) in [
        ("intimidating", INTIMIDATING_MRV),
        ("duellist", DUELLIST_MRV),
        ("steady-hand", STEADY_HAND_MRV),
    ] {
        let peculiarity = catalogue
            .peculiarities
            .iter()
            .find(|peculiarity| peculiarity.id == id)
            .unwrap_or_else(|| panic!("{id} is in the catalogue"));
        assert_eq!(peculiarity.cost, Some(cost), "{id}'s cost");
    }
}
