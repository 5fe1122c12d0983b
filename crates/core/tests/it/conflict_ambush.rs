//! 1650 § Ambush: the travellers deploy along the edge they choose, the attackers choose day or
//! night and come in beside them; at night two travellers carry a Farol; travellers leave by the
//! far edge; lone wounded travellers fall unconscious and are dragged.

use super::conflict::{duel, place, plain_fighter, plain_leader, walk_facing};
use super::conflict_slaughter::{arrives_beside_the_defenders, play_whole};
use ysbilia_core::conflict::{Commission, Conflict, ConflictCommand, ConflictSetup};
use ysbilia_core::conflict::{Edge, Fate, Phase};
use ysbilia_core::session::Session;
use ysbilia_core::table::layout::TableSize;

const LEADER: u32 = 0;

/// Three travellers (a Leader and two guards) and one attacker on a bare 140 x 40 table.
fn ambush() -> ConflictSetup {
    let mut leader = plain_leader("leader");
    leader.pay += 10;
    let mut attacker = plain_fighter();
    attacker.id = "attacker".to_owned();
    let mut setup = duel(leader, attacker);
    let mut guard = plain_fighter();
    guard.id = "guard".to_owned();
    setup.sides[0].pawns.push(guard.clone().into());
    setup.sides[0].pawns.push(guard.into());
    setup.commission = Commission::Ambush;
    setup.layout.table = TableSize {
        width: 140.0,
        depth: 40.0,
    };
    setup
}

/// The travellers deployed along the south edge round x 70: the attackers choose.
fn deployed() -> Session<Conflict> {
    let mut session = Session::<Conflict>::start(ambush(), 5).expect("a valid setup");
    assert_eq!(
        session.game().progress().phase,
        Phase::ChooseEdge { by: 0, winner: 0 },
        "the travellers choose their edge; no Moment of Truth roll yet"
    );
    session
        .play(ConflictCommand::ChooseEdge { edge: Edge::South })
        .expect("the travellers choose");
    session
        .play(ConflictCommand::Deploy {
            card: "leader".to_owned(),
            places: vec![place(70.0, 18.75, 90.0)],
        })
        .expect("within 20 cm");
    session
        .play(ConflictCommand::Deploy {
            card: "guard".to_owned(),
            places: vec![place(60.0, 5.0, 90.0), place(80.0, 5.0, 90.0)],
        })
        .expect("within 20 cm");
    session
}

#[test]
fn ambush_the_attackers_choose_night_and_two_travellers_carry_a_farol() {
    let mut session = deployed();
    assert_eq!(
        session.game().progress().phase,
        Phase::ChooseTimeOfDay { by: 1 }
    );
    assert_eq!(
        session.game().side_to_act(),
        Some(1),
        "the attackers choose"
    );
    session
        .play(ConflictCommand::ChooseTimeOfDay { night: true })
        .expect("by night");
    assert!(session.game().is_night());
    let farols = session
        .log()
        .iter()
        .filter(|entry| entry.text().contains("carries a Farol"))
        .count();
    assert_eq!(farols, 2, "two travellers carry a Farol");
    arrives_beside_the_defenders(&mut session);
}

#[test]
fn ambush_a_traveller_leaves_by_the_far_edge() {
    let mut session = deployed();
    session
        .play(ConflictCommand::ChooseTimeOfDay { night: false })
        .expect("by day");
    assert!(!session.game().is_night());
    session
        .play(ConflictCommand::Deploy {
            card: "attacker".to_owned(),
            places: vec![place(1.5, 38.5, 0.0)],
        })
        .expect("the west edge");
    let mut y: f32 = 18.75;
    while y < 38.5 {
        let turn = session
            .game()
            .progress()
            .turn
            .as_ref()
            .map_or(0, |t| t.number);
        session
            .play(ConflictCommand::Activate { pawn: LEADER })
            .expect("the travellers first");
        y = (y + 10.0).min(38.5);
        session
            .play(walk_facing(LEADER, 70.0, y, 90.0))
            .expect("a walk north");
        if y >= 38.5 {
            break;
        }
        session
            .play(ConflictCommand::EndActivation { pawn: LEADER })
            .expect("active");
        // The others pass until the next turn.
        while session
            .game()
            .progress()
            .turn
            .as_ref()
            .map_or(0, |t| t.number)
            == turn
        {
            let band = session.game().side_to_act().expect("someone");
            let pawn = session.game().waiting_pawns()[0];
            assert!(band <= 1);
            super::conflict::pass(&mut session, pawn);
        }
    }
    session
        .play(ConflictCommand::LeaveTable { pawn: LEADER })
        .expect("touching the far edge");
    assert_eq!(
        session.game().casualties()[0].fate,
        Fate::Left { edge: Edge::North }
    );
}

/// § Ambush played whole: 1,000 seeded games by the computer end and replay; travellers fall
/// unconscious, are dragged, and leave by the far edge.
#[test]
fn ambush_1000_seeded_games_end_and_replay_exactly() {
    let played = play_whole(Commission::Ambush, 1000, 0xA3B0);
    assert_eq!(played.arrivals, 1000, "the attackers arrive in every game");
    let left = played
        .fates
        .iter()
        .filter(|fate| matches!(fate, Fate::Left { .. }))
        .count();
    println!(
        "knocked out in {} games, {} drags, {left} left the table",
        played.knocked_out, played.drags
    );
    assert!(played.knocked_out > 20, "travellers fall unconscious");
    assert!(played.drags > 10, "and are dragged");
    assert!(left > 100, "travellers leave by the far edge");
}
