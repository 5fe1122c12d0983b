//! 1650 § Feast of Eucharist: bands without distance or heavy weapons, every pawn and 4
//! Antagonists a band hidden under Guest Markers only their owner can read, placed as far apart
//! as the table allows, moved 1D10 cm, turned over by their band while it has no pawn on the
//! table and later uncovered by a pawn within 5 cm; the Gentleman under one Antagonist's marker.

use super::conflict::{card_where, content, duel, library, play_to_end, refusal_of};
use ysbilia_core::conflict::Phase;
use ysbilia_core::conflict::{
    Commission, Conflict, ConflictCommand, ConflictSetup, Gait, GuestTerms, guest_antagonists_from,
};
use ysbilia_core::rules::cards::ContractCard;
use ysbilia_core::rules::honour::Decree;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::Chooser;
use ysbilia_core::table::base::Point;
use ysbilia_core::table::movement::Waypoint;

/// A card the page allows: hand weapons of normal Damage under 5, no Range.
fn guest_card(id: &str, leader: bool) -> ContractCard {
    let terms = GuestTerms::of(Commission::FeastOfEucharist).expect("the page's terms");
    let mut card = card_where(&content(), |card| {
        !["stealthy", "scout", "unique", "leader"]
            .iter()
            .any(|id| card.has_peculiarity(id))
            && !card.weapons.is_empty()
            && card
                .weapons
                .iter()
                .all(|arm| !ysbilia_core::conflict::barred_weapon(terms, arm))
    });
    card.id = id.to_owned();
    if leader {
        card.peculiarities
            .push(ysbilia_core::rules::cards::CardPeculiarity {
                id: ysbilia_core::rules::hiring::LEADER.to_owned(),
                value: None,
            });
    }
    card
}

/// Two bands of one Leader each, with the page's 4 Antagonists each, on a bare 60 x 40 table.
fn feast() -> ConflictSetup {
    let mut setup = duel(guest_card("host", true), guest_card("guest", true));
    setup.commission = Commission::FeastOfEucharist;
    for (band, side) in setup.sides.iter_mut().enumerate() {
        side.value = 150;
        side.name = ["The hosts", "The guests"][band].to_owned();
        side.antagonists =
            guest_antagonists_from(Commission::FeastOfEucharist, &content().antagonists, band);
    }
    setup
}

/// The feast with every marker placed by the computer's choice of spots: turn 1, band 0 first.
fn feast_begun(seed: u64) -> Session<Conflict> {
    let mut session = Session::<Conflict>::start(feast(), seed).expect("a legal feast");
    session
        .play(ConflictCommand::ChooseFirst { first: 0 })
        .expect("the Authority roll's winner lets band 0 place first");
    let mut chooser = Chooser::new(seed);
    while matches!(session.game().progress().phase, Phase::PlaceGuests { .. }) {
        let command = session
            .game()
            .computer_command(&mut chooser)
            .expect("a marker to place");
        session.play(command).expect("a spot the page allows");
    }
    session
}

#[test]
fn feast_of_eucharist_distance_weapons_heavy_weapons_and_wrong_antagonists_are_refused() {
    let shooter = card_where(&content(), |card| {
        card.weapons.iter().any(|arm| arm.discharge.is_some())
    });
    let mut armed = feast();
    armed.sides[1].pawns.push(shooter.clone().into());
    let refusal = refusal_of(armed);
    assert!(
        refusal.contains("§ Feast of Eucharist")
            && refusal.contains(&shooter.name)
            && refusal.contains("no distance weapons"),
        "{refusal}"
    );
    let mut heavy = feast();
    std::sync::Arc::make_mut(&mut heavy.sides[0].pawns[0]).weapons_mut()[0]
        .damage
        .normal = 5;
    assert!(refusal_of(heavy).contains("normal Damage of 5 or more"));
    let mut three = feast();
    three.sides[0].antagonists.pop();
    let refusal = refusal_of(three);
    assert!(
        refusal.contains("brings 3 Antagonists") && refusal.contains("wants 4"),
        "{refusal}"
    );
}

#[test]
fn feast_of_eucharist_markers_go_30_cm_apart_while_the_table_allows_then_closer() {
    let mut session = Session::<Conflict>::start(feast(), 3).expect("a legal feast");
    assert!(matches!(
        session.game().progress().phase,
        Phase::ChooseDeployment { .. }
    ));
    session
        .play(ConflictCommand::ChooseFirst { first: 1 })
        .expect("band 1 places first");
    assert_eq!(
        session.game().progress().phase,
        Phase::PlaceGuests { by: 1 }
    );
    assert_eq!(session.game().guest_spacing(), 30.0);
    session
        .play(ConflictCommand::PlaceGuest { x: 5.0, y: 5.0 })
        .expect("anywhere, the first");
    let near = session
        .play(ConflictCommand::PlaceGuest { x: 20.0, y: 5.0 })
        .expect_err("12.5 cm from the first");
    assert!(near.to_string().contains("at least 30 cm apart"), "{near}");
    session
        .play(ConflictCommand::PlaceGuest { x: 50.0, y: 35.0 })
        .expect("far enough");
    assert_eq!(
        session.game().progress().phase,
        Phase::PlaceGuests { by: 1 }
    );
    // A 60 x 40 table holds few markers 30 cm apart: the spacing falls to 20, then 10.
    let mut seen = vec![session.game().guest_spacing()];
    let mut chooser = Chooser::new(3);
    while matches!(session.game().progress().phase, Phase::PlaceGuests { .. }) {
        let command = session
            .game()
            .computer_command(&mut chooser)
            .expect("a spot");
        session.play(command).expect("allowed");
        seen.push(session.game().guest_spacing());
    }
    assert!(
        seen.windows(2).all(|pair| pair[0] >= pair[1])
            && seen.first() == Some(&30.0)
            && seen.last().is_some_and(|&last| last <= 10.0),
        "the spacing falls as the table fills: {seen:?}"
    );
    assert_eq!(session.game().guest_markers(None).len(), 10);
    assert_eq!(session.game().progress().phase, Phase::Turns);
    assert_eq!(
        session
            .game()
            .progress()
            .turn
            .as_ref()
            .map(|turn| turn.to_act),
        Some(1),
        "the band that placed first activates first"
    );
    // What the list of saves says of it.
    assert_eq!(
        ysbilia_core::record::Game::describe(session.game()).to_string(),
        "Feast of Eucharist: The hosts against The guests, turn 1 of 20"
    );
}

#[test]
fn feast_of_eucharist_only_its_band_reads_a_marker_and_the_log_names_nobody_hidden() {
    let session = feast_begun(5);
    let game = session.game();
    for viewer in [Some(0), Some(1), None] {
        for marker in game.guest_markers(viewer) {
            assert_eq!(
                marker.hides.is_some(),
                viewer == Some(marker.band),
                "{viewer:?} reads marker {}",
                marker.marker
            );
        }
    }
    let own: Vec<u32> = game
        .guest_markers(Some(0))
        .into_iter()
        .filter_map(|marker| marker.hides)
        .collect();
    assert_eq!(own.len(), 5, "its Leader and 4 Antagonists' markers");
    let log: Vec<String> = session.log().iter().map(|entry| entry.text()).collect();
    let names: Vec<String> = game
        .pawns()
        .iter()
        .map(|pawn| game.names().pawn(pawn.id).to_owned())
        .collect();
    for name in names {
        assert!(
            !log.iter().any(|line| line.contains(&name)),
            "the log names the hidden {name}: {log:?}"
        );
    }
}

/// Band 0's marker that hides its host (pawn 0), as band 0 reads it.
fn host_marker(session: &Session<Conflict>) -> ysbilia_core::conflict::GuestView {
    session
        .game()
        .guest_markers(Some(0))
        .into_iter()
        .find(|marker| marker.hides == Some(0))
        .expect("the host's marker")
}

#[test]
fn feast_of_eucharist_a_marker_moves_1d10_cm_and_its_band_turns_it_over_while_it_has_no_pawn() {
    let mut session = feast_begun(7);
    let marker = host_marker(&session);
    let from = marker.at.expect("placed");
    session.script_dice(vec![4]);
    let towards = Point {
        x: if from.x < 30.0 { 59.0 } else { 1.0 },
        y: from.y,
    };
    session
        .play(ConflictCommand::MoveGuest {
            marker: marker.marker,
            x: towards.x,
            y: towards.y,
            reveal: true,
        })
        .expect("band 0 activates its marker and turns it over");
    let host = session.game().pawn(0).expect("the host");
    let at = host.placement.expect("on the table where the marker went");
    let moved = ((at.x - from.x).powi(2) + (at.y - from.y).powi(2)).sqrt();
    assert!(moved <= 4.0 + 1e-3, "moved {moved} on a 4");
    assert!(
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains("1D10 gave 4 cm")),
        "the log shows the roll"
    );
    assert!(
        session
            .game()
            .guest_markers(None)
            .iter()
            .all(|m| m.marker != marker.marker),
        "turned over, it is no marker any more"
    );
    // Band 1 takes its activation; then band 0 has a pawn on the table and may not turn over.
    let theirs = session
        .game()
        .guest_markers(Some(1))
        .into_iter()
        .find(|marker| marker.band == 1)
        .expect("a marker of band 1");
    session
        .play(ConflictCommand::MoveGuest {
            marker: theirs.marker,
            x: 30.0,
            y: 20.0,
            reveal: false,
        })
        .expect("band 1 moves one");
    let next = session
        .game()
        .guest_markers(Some(0))
        .into_iter()
        .find(|marker| marker.band == 0 && marker.waiting)
        .expect("another of band 0's");
    let refused = session
        .play(ConflictCommand::MoveGuest {
            marker: next.marker,
            x: 30.0,
            y: 20.0,
            reveal: true,
        })
        .expect_err("band 0 has its host on the table");
    assert!(
        refused
            .to_string()
            .contains("only while it has no pawn on the table"),
        "{refused}"
    );
}

#[test]
fn feast_of_eucharist_a_pawn_within_5_cm_uncovers_a_marker_with_an_audacity_roll() {
    let mut session = feast_begun(11);
    // Band 0 turns its host over, band 1 moves a marker; on band 0's next activation the host
    // walks up to the nearest marker and tries it.
    let host_marker = host_marker(&session);
    let at = host_marker.at.expect("placed");
    session.script_dice(vec![1]);
    session
        .play(ConflictCommand::MoveGuest {
            marker: host_marker.marker,
            x: at.x,
            y: at.y,
            reveal: true,
        })
        .expect("turned over where it stands");
    let mut chooser = Chooser::new(11);
    // Both bands play on (the computer's choices) until band 0's turn in turn 2.
    let turn_2_band_0 = |session: &Session<Conflict>| {
        session
            .game()
            .progress()
            .turn
            .as_ref()
            .is_some_and(|turn| turn.number == 2 && turn.to_act == 0)
            && session.game().progress().active.is_none()
            && matches!(
                session.game().awaiting(),
                ysbilia_core::conflict::Awaiting::Phase(_)
            )
    };
    while !turn_2_band_0(&session) {
        let command = session
            .game()
            .computer_command(&mut chooser)
            .expect("the bands act");
        session.play(command).expect("legal");
    }
    let host = session
        .game()
        .pawn(0)
        .expect("the host")
        .placement
        .expect("standing");
    let (marker, spot) = session
        .game()
        .guest_markers(Some(0))
        .into_iter()
        .filter_map(|marker| Some((marker.marker, marker.at?)))
        .min_by(|a, b| {
            let far = |p: Point| (p.x - host.x).powi(2) + (p.y - host.y).powi(2);
            far(a.1).total_cmp(&far(b.1))
        })
        .expect("a marker left");
    session
        .play(ConflictCommand::Activate { pawn: 0 })
        .expect("the host's activation");
    let too_far = session
        .play(ConflictCommand::UncoverGuest { pawn: 0, marker })
        .map(|_| ());
    let gap = ((spot.x - host.x).powi(2) + (spot.y - host.y).powi(2)).sqrt() - 2.5;
    if gap > 5.0 {
        let refusal = too_far.expect_err("out of reach");
        assert!(refusal.to_string().contains("within 5 cm"), "{refusal}");
        // Walk to 1 cm short of it, as far as a walk goes.
        let dx = spot.x - host.x;
        let dy = spot.y - host.y;
        let length = (dx * dx + dy * dy).sqrt();
        let step = (length - 3.5).min(10.0);
        session
            .play(ConflictCommand::Move {
                pawn: 0,
                gait: Gait::Walk,
                path: vec![Waypoint {
                    x: host.x + dx / length * step,
                    y: host.y + dy / length * step,
                    level: None,
                }],
                facing: None,
            })
            .expect("a walk towards it");
        if session.game().uncoverable_markers(0).is_empty() {
            return; // Too far for one walk on this seed: the refusal above is the test.
        }
        session.script_dice(vec![10]);
        session
            .play(ConflictCommand::UncoverGuest { pawn: 0, marker })
            .expect("within 5 cm now");
    } else {
        too_far.expect("within reach from the start");
    }
    assert!(
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains("tries to uncover")),
        "the Audacity roll is in the log"
    );
    assert!(
        session
            .game()
            .guest_markers(None)
            .iter()
            .all(|left| left.marker != marker),
        "the marker is turned over"
    );
}

/// § Feast of Eucharist played whole: 1,000 seeded games by the computer end and replay; no
/// band ever reads another's marker, the Gentleman is uncovered and falls, and the Decrees
/// follow who eliminated him.
#[test]
fn feast_of_eucharist_1000_seeded_games_end_and_replay_exactly() {
    let mut library = library();
    library.commission = Commission::FeastOfEucharist;
    let (mut uncovered, mut eliminated, mut secondary) = (0, 0, 0);
    for seed in 0..1000u64 {
        let mut seen = false;
        let session = play_to_end(&library, seed, 0xFEA5, 8_000, |session, _| {
            let game = session.game();
            seen |= game
                .setup()
                .added_pawn()
                .and_then(|gentleman| game.pawn(gentleman))
                .is_some_and(|view| view.placement.is_some());
        });
        let game = session.game();
        uncovered += usize::from(seen);
        let decrees = [game.decrees(0).1, game.decrees(1).1];
        let mains = decrees.iter().filter(|&&d| d == Decree::Main).count();
        assert!(mains <= 1, "seed {seed}: one band eliminates him");
        eliminated += mains;
        secondary += decrees.iter().filter(|&&d| d == Decree::Secondary).count();
    }
    println!("Gentleman uncovered in {uncovered}, eliminated {eliminated}, Secondary {secondary}");
    assert!(uncovered > 300, "the Gentleman is found");
    assert!(eliminated > 100, "and eliminated now and then");
}

/// The computer reads the markers as its band may: swapping what two of the other band's
/// markers hide changes none of its choices.
#[test]
fn feast_of_eucharist_the_computer_never_reads_the_other_bands_markers() {
    for seed in 0..20u64 {
        let session = feast_begun(seed);
        let game = session.game();
        let to_act = game.progress().turn.as_ref().map_or(0, |turn| turn.to_act);
        let swapped = game.with_guests_swapped_for_test(1 - to_act);
        for pick in 0..8u64 {
            let (mut a, mut b) = (Chooser::new(pick), Chooser::new(pick));
            assert_eq!(
                game.computer_command(&mut a),
                swapped.computer_command(&mut b),
                "seed {seed}, pick {pick}"
            );
        }
    }
}

/// Hard looks ahead from what its band may know (`Conflict::seat_view`): swapping what two of
/// the other band's markers hide changes none of the play-ons' scores, though the play-ons turn
/// markers over.
#[test]
fn feast_of_eucharist_hard_never_reads_the_other_bands_markers() {
    let mut settings = library().search;
    settings.candidates = 3;
    settings.play_ons = 2;
    settings.rounds = 1;
    settings.round_commands = 0;
    settings.time_limit_ms = None;
    settings.cutoff_ms = None;
    for seed in 0..4u64 {
        let mut session = feast_begun(seed);
        let mut chooser = Chooser::new(seed);
        for _ in 0..12 {
            let command = session
                .game()
                .computer_command(&mut chooser)
                .expect("a move");
            session.play(command).expect("the computer's command");
        }
        let game = session.game();
        let Some(to_act) = game.side_to_act() else {
            continue;
        };
        let swapped = game.with_guests_swapped_for_test(1 - to_act);
        let weighed = |game: &Conflict| {
            game.searched(&mut Chooser::new(seed), &settings)
                .map(|choice| format!("{:?}", choice.options))
        };
        assert_eq!(weighed(game), weighed(&swapped), "seed {seed}");
    }
}
