//! 1650 § Slaughter (three bands: two defenders along opposite edges, an attacker arriving on
//! turn 3 at any edge), and the Commission engine it stands on: bands as a list, a band kept
//! off the table, the Commission's activation order and Decrees.

use super::conflict::{
    check_invariants, deploying_by_day, duel, library, pass, place, plain_fighter,
};
use ysbilia_core::conflict::Phase;
use ysbilia_core::conflict::{Commission, Conflict, ConflictCommand, ConflictSetup, DecreeFacts};
use ysbilia_core::rules::honour::Decree;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::{Chooser, Simulate};

/// Three one-pawn bands on the bare 60 x 40 cm table: defenders 0 and 1, attacker 2.
fn slaughter() -> ConflictSetup {
    let mut setup = duel(plain_fighter(), plain_fighter());
    let mut attacker = setup.sides[0].clone();
    attacker.name = "The attackers".to_owned();
    setup.sides.push(attacker);
    setup.commission = Commission::Slaughter;
    setup
}

/// The defenders deployed by day (band 0 south at x 40, band 1 north) and turns 1 and 2 passed:
/// the attacker arrives.
fn at_the_arrival() -> Session<Conflict> {
    defenders_at(40.0)
}

/// The defenders deployed by day at `x` (band 0 south, band 1 north), turns 1 and 2 passed.
fn defenders_at(x: f32) -> Session<Conflict> {
    let mut session = deploying_by_day(slaughter())
        .next()
        .expect("a daylight seed");
    let card = session.game().setup().sides[0].pawns[0].id.clone();
    while let Phase::Deployment { side } = session.game().progress().phase {
        session
            .play(ConflictCommand::Deploy {
                card: card.clone(),
                places: vec![[place(x, 5.0, 90.0), place(x, 35.0, 270.0)][side]],
            })
            .expect("inside the deployment area");
    }
    while session.game().progress().phase == Phase::Turns
        && session
            .game()
            .progress()
            .turn
            .as_ref()
            .is_some_and(|turn| turn.number < 3)
    {
        let band = session.game().side_to_act().expect("someone acts");
        assert_ne!(band, 2, "the attacker is off the table in turns 1 and 2");
        pass(&mut session, band as u32);
    }
    session
}

#[test]
fn slaughter_the_attacker_waits_off_the_table_and_arrives_on_turn_3_at_an_edge() {
    let mut session = at_the_arrival();
    assert_eq!(
        session.game().progress().phase,
        Phase::Arrival { side: 2 },
        "turn 3 begins with the attacker's arrival"
    );
    assert!(
        session
            .game()
            .pawn(2)
            .is_some_and(|pawn| pawn.placement.is_none())
    );
    let card = session.game().setup().sides[2].pawns[0].id.clone();
    let deploy = |x: f32, y: f32| ConflictCommand::Deploy {
        card: card.clone(),
        places: vec![place(x, y, 0.0)],
    };
    let middle = session
        .play(deploy(20.0, 20.0))
        .expect_err("not on an edge");
    assert!(middle.reason().contains("edge"), "{middle}");
    // East edge: 21.5 cm from the defender at (40, 5).
    let near = session.play(deploy(58.75, 20.0)).expect_err("too near");
    assert!(near.reason().contains("30 cm"), "{near}");
    assert_eq!(session.game().deployment_zones(2).len(), 4);
    session
        .play(deploy(1.25, 20.0))
        .expect("the west edge, 39 cm from both");
    let turn = session.game().progress().turn.clone().expect("turn 3");
    assert_eq!(turn.number, 3);
    assert_eq!(turn.to_act, 2, "§ Slaughter: the attacker activates first");
    assert!(
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains("activates first (§ Slaughter)"))
    );
}

#[test]
fn slaughter_an_attacker_with_no_room_at_the_edges_waits_for_the_next_turn() {
    // In the middle of the 60 x 40 table, the defenders leave no edge place 30 cm clear.
    let mut session = defenders_at(30.0);
    let turn = session
        .game()
        .progress()
        .turn
        .clone()
        .expect("turn 3 opened");
    assert_eq!(
        (turn.number, session.game().progress().phase.clone()),
        (3, Phase::Turns)
    );
    assert!(
        session
            .game()
            .pawn(2)
            .is_some_and(|pawn| pawn.placement.is_none())
    );
    assert!(
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains("wait to arrive next turn")),
        "the log says why"
    );
    assert_ne!(turn.to_act, 2, "nothing of the attacker's to activate");
    // Turn 4: the arrival is tried again (and finds no room again).
    while session
        .game()
        .progress()
        .turn
        .as_ref()
        .is_some_and(|turn| turn.number == 3)
    {
        let band = session.game().side_to_act().expect("a defender acts");
        pass(&mut session, band as u32);
    }
    assert_eq!(
        session.game().progress().phase,
        Phase::Turns,
        "still no room on turn 4"
    );
    let waits = session
        .log()
        .iter()
        .filter(|entry| entry.text().contains("wait to arrive next turn"))
        .count();
    assert_eq!(waits, 2, "tried on turns 3 and 4");
}

#[test]
fn slaughter_after_the_attacker_the_defenders_follow_their_authority_roll() {
    let mut session = at_the_arrival();
    let card = session.game().setup().sides[2].pawns[0].id.clone();
    session
        .play(ConflictCommand::Deploy {
            card,
            places: vec![place(1.25, 20.0, 0.0)],
        })
        .expect("the west edge");
    let order = session
        .game()
        .progress()
        .turn
        .clone()
        .expect("turn 3")
        .order;
    assert_eq!(order.len(), 3);
    assert_eq!(order[0], 2);
    pass(&mut session, 2);
    let next = session.game().side_to_act().expect("a defender");
    assert_eq!(next, order[1]);
    pass(&mut session, next as u32);
    assert_eq!(session.game().side_to_act(), Some(order[2]));
}

#[test]
fn slaughter_is_played_by_three_bands_and_refuses_two() {
    let mut setup = slaughter();
    setup.sides.pop();
    let problems = setup.problems();
    assert!(
        problems.iter().any(|problem| problem.contains("3 bands")),
        "{problems:?}"
    );
    assert!(Session::<Conflict>::start(setup, 1).is_err());
    let mut ruthless = slaughter();
    ruthless.sides[2].dishonourable = true;
    assert!(
        ruthless
            .problems()
            .iter()
            .any(|p| p.contains("Dishonourable"))
    );
}

#[test]
fn slaughter_decrees_main_a_leader_secondary_by_role() {
    let slaughter = Commission::Slaughter;
    let leader = DecreeFacts {
        leaders_eliminated: 1,
        ran_off_by_band: vec![0, 0, 0],
        own_ran_off: 5,
        ..DecreeFacts::default()
    };
    assert_eq!(slaughter.decree(&leader, 2), Decree::Main);
    assert_eq!(slaughter.decree(&leader, 0), Decree::Main);
    let three_of_one = DecreeFacts {
        leaders_eliminated: 0,
        ran_off_by_band: vec![2, 3, 0],
        own_ran_off: 0,
        ..DecreeFacts::default()
    };
    assert_eq!(slaughter.decree(&three_of_one, 2), Decree::Secondary);
    let spread = DecreeFacts {
        ran_off_by_band: vec![2, 2, 0],
        ..three_of_one.clone()
    };
    assert_eq!(slaughter.decree(&spread, 2), Decree::None, "3 of one band");
    let held = DecreeFacts {
        own_ran_off: 2,
        ..DecreeFacts::default()
    };
    assert_eq!(slaughter.decree(&held, 0), Decree::Secondary);
    let fled = DecreeFacts {
        own_ran_off: 3,
        ..DecreeFacts::default()
    };
    assert_eq!(slaughter.decree(&fled, 1), Decree::None);
    // § Brawl: 3 enemy pawns run off, from the one enemy band.
    let brawl = DecreeFacts {
        ran_off_by_band: vec![0, 3],
        ..DecreeFacts::default()
    };
    assert_eq!(Commission::Brawl.decree(&brawl, 0), Decree::Secondary);
}

/// § Slaughter played whole: 1,000 seeded games by the computer, three ready-made bands, keep
/// the invariants, end, and replay from their records to the same state hash.
#[test]
fn slaughter_1000_seeded_games_end_and_replay_exactly() {
    let arrivals = play_whole(Commission::Slaughter, 1000, 0x51A6).arrivals;
    assert!(
        arrivals > 500,
        "the attacker arrived in only {arrivals} games"
    );
}

/// The attackers' one pawn (card "attacker") arrives beside the defenders, who hold the south
/// edge: the north edge is refused, the west edge taken; then the defenders activate first.
pub(super) fn arrives_beside_the_defenders(session: &mut Session<Conflict>) {
    assert_eq!(session.game().progress().phase, Phase::Arrival { side: 1 });
    let north = session
        .play(ConflictCommand::Deploy {
            card: "attacker".to_owned(),
            places: vec![place(70.0, 38.5, 270.0)],
        })
        .expect_err("the edge opposite the defenders' is not beside theirs");
    assert!(north.reason().contains("beside"), "{north}");
    session
        .play(ConflictCommand::Deploy {
            card: "attacker".to_owned(),
            places: vec![place(1.5, 38.5, 0.0)],
        })
        .expect("the west edge, far enough");
    let turn = session.game().progress().turn.clone().expect("turn 1");
    assert_eq!(turn.to_act, 0, "the defending band activates first");
}

/// What whole games showed: how many saw an arrival, a pawn knocked out, a drag, and the
/// casualties' fates.
#[derive(Default)]
pub(super) struct Played {
    pub arrivals: usize,
    pub knocked_out: usize,
    pub drags: usize,
    /// Enclaves placed, and the Audacity rolls made to conquer one (§ Enclaves).
    pub enclaves_placed: usize,
    pub conquests_tried: usize,
    pub fates: Vec<ysbilia_core::conflict::Fate>,
    pub antagonists_deployed: usize,
    pub antagonists_attacked: usize,
    pub antagonists_eliminated: usize,
}

/// Plays `games` seeded conflicts of `commission` by the computer, checking the invariants after
/// every command and the replay at the end.
pub(super) fn play_whole(commission: Commission, games: u64, salt: u64) -> Played {
    let mut library = library();
    library.commission = commission;
    let mut played = Played::default();
    for seed in 0..games {
        let mut chooser = Chooser::new(seed ^ salt);
        let setup = Conflict::simulation_setup(&library, &mut chooser, None);
        assert_eq!(setup.sides.len(), commission.bands());
        let mut session = Session::<Conflict>::start_quiet(setup, seed).expect("a valid setup");
        let mut arrived = false;
        let mut knocked_out = false;
        while !session.is_over() {
            assert!(session.commands().len() < 6_000, "seed {seed}: no end");
            let Some(command) = session.game().computer_command(&mut chooser) else {
                panic!(
                    "seed {seed}: nobody acts in {:?}",
                    session.game().progress().phase
                );
            };
            arrived |= matches!(session.game().progress().phase, Phase::Arrival { .. });
            played.drags += usize::from(matches!(command, ConflictCommand::Drag { .. }));
            played.enclaves_placed +=
                usize::from(matches!(command, ConflictCommand::PlaceEnclave { .. }));
            played.conquests_tried +=
                usize::from(matches!(command, ConflictCommand::ConquerEnclave { .. }));
            if let Err(refusal) = session.play(command.clone()) {
                panic!("seed {seed}: {command:?} refused: {refusal}");
            }
            check_invariants(session.game(), seed);
            knocked_out |= session
                .game()
                .pawns()
                .iter()
                .any(|pawn| session.game().is_unconscious(pawn.id));
        }
        let game = session.game();
        played.antagonists_deployed += game.antagonists().len();
        played.antagonists_attacked += game.antagonists_that_attacked().len();
        played.antagonists_eliminated += game
            .casualties()
            .iter()
            .filter(|casualty| game.is_antagonist(casualty.pawn))
            .count();
        played.arrivals += usize::from(arrived);
        played.knocked_out += usize::from(knocked_out);
        played.fates.extend(
            session
                .game()
                .casualties()
                .iter()
                .map(|casualty| casualty.fate),
        );
        let replayed = Session::replay_quiet(&session.record()).expect("the record replays");
        assert_eq!(replayed.state_hash(), session.state_hash(), "seed {seed}");
    }
    played
}

/// The record contract: a Brawl saved when the setup held its two bands as a pair still loads.
#[test]
fn record_contract_a_setup_saved_with_a_pair_of_bands_still_reads() {
    let setup = duel(plain_fighter(), plain_fighter());
    let text = ron::to_string(&setup).expect("writes");
    let list_start = text.find("sides:[").expect("a list of bands") + "sides:".len();
    let list_end = text.rfind(']').expect("its end");
    let mut old = text.clone();
    old.replace_range(list_end..=list_end, ")");
    old.replace_range(list_start..=list_start, "(");
    let read: ConflictSetup = ron::from_str(&old).expect("a pair reads as a list");
    assert_eq!(read, setup);
}

/// § Everybody Has a Price with three bands: a Personality the attacker and a defender both
/// hired is auctioned between those two bands.
#[test]
fn everybody_has_a_price_with_three_bands_the_two_that_hired_it_bid() {
    let content = super::conflict::content();
    let pike = ysbilia_core::conflict::side_from_roster(&content, "broken-pike-company")
        .expect("a ready-made band with a Personality");
    let mut setup = slaughter();
    setup.sides = vec![pike.clone(), setup.sides[1].clone(), pike];
    setup.sides[2].name.push_str(" (rivals)");
    let mut session = Session::<Conflict>::start(setup, 7).expect("a legal setup");
    assert_eq!(session.game().progress().phase, Phase::Auction);
    let bidder = session.game().side_to_act().expect("a bidder");
    assert!(
        bidder == 0 || bidder == 2,
        "band {bidder} hired no such Personality"
    );
    assert_eq!(session.game().auction_seat(1), None, "band 2 does not bid");
    session.play(ConflictCommand::Bid).expect("a bid");
    let other = session.game().side_to_act().expect("the other bidder");
    assert_eq!(other, 2 - bidder, "the two bands that hired it take turns");
    session
        .play(ConflictCommand::LeaveAuction)
        .expect("it leaves");
    let personalities = |side: usize| {
        session
            .game()
            .pawns()
            .into_iter()
            .filter(|pawn| pawn.side == side && pawn.card.personality.is_some())
            .count()
    };
    assert_eq!(personalities(bidder), 1, "the bidder that stayed keeps it");
    assert_eq!(
        personalities(other),
        0,
        "the one that left plays without it"
    );
}
