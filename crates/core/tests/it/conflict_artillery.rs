//! 1650 § Artillery's Wearing Down: one defending band along the edge it chooses, the attacker
//! arriving at the opposite edge on turn 1 and activating first, the defenders' artillery at
//! the start of every turn, eliminated attackers coming back, pawns leaving by the far edge.

use super::conflict::{duel, frail_fighter, pass, place, plain_fighter, walk_facing};
use super::conflict_slaughter::play_whole;
use ysbilia_core::conflict::{BombardTarget, Commission, Conflict, ConflictCommand};
use ysbilia_core::conflict::{Edge, Fate, Phase};
use ysbilia_core::rules::honour::Decree;
use ysbilia_core::session::Session;
use ysbilia_core::table::layout::{Footprint, Piece, PieceKind};

const DEFENDER: u32 = 0;
const ATTACKER: u32 = 1;

/// A defender (south edge, at `defender_x`) and one frail attacker on the bare 60 x 40 table,
/// the attacker arriving at the north edge at `attacker_x`; the artillery's first roll is
/// `first_roll`.
fn arrived(defender_x: f32, attacker_x: f32, first_roll: u32) -> Session<Conflict> {
    let mut setup = duel(plain_fighter(), frail_fighter("frail"));
    setup.commission = Commission::Artillery;
    setup.layout.pieces.push(Piece {
        id: "chapel".to_owned(),
        kind: PieceKind::LargeObstacle,
        shape: Footprint::Rect {
            width: 6.0,
            depth: 4.0,
        },
        x: 45.0,
        y: 20.0,
        rotation_degrees: 0.0,
        height: 6.0,
    });
    let mut session = Session::<Conflict>::start(setup, 3).expect("a valid setup");
    assert_eq!(
        session.game().progress().phase,
        Phase::ChooseEdge { by: 0, winner: 0 },
        "§ Artillery's Wearing Down: the defender chooses its edge, no Authority roll"
    );
    assert!(
        !session.game().is_night(),
        "by day, no Moment of Truth roll"
    );
    session
        .play(ConflictCommand::ChooseEdge { edge: Edge::South })
        .expect("the defender chooses");
    let defender = session.game().setup().sides[0].pawns[0].id.clone();
    session
        .play(ConflictCommand::Deploy {
            card: defender,
            places: vec![place(defender_x, 5.0, 90.0)],
        })
        .expect("inside the defenders' area");
    assert_eq!(session.game().progress().phase, Phase::Arrival { side: 1 });
    session.script_dice(vec![first_roll]);
    session
        .play(ConflictCommand::Deploy {
            card: "frail".to_owned(),
            places: vec![place(attacker_x, 38.5, 270.0)],
        })
        .expect("in contact with the north edge");
    session
}

#[test]
fn artillerys_wearing_down_the_attacker_arrives_opposite_and_activates_first() {
    let mut setup = duel(plain_fighter(), frail_fighter("frail"));
    setup.commission = Commission::Artillery;
    let mut session = Session::<Conflict>::start(setup, 3).expect("a valid setup");
    session
        .play(ConflictCommand::ChooseEdge { edge: Edge::South })
        .expect("the defender chooses");
    let card = session.game().setup().sides[0].pawns[0].id.clone();
    session
        .play(ConflictCommand::Deploy {
            card,
            places: vec![place(30.0, 5.0, 90.0)],
        })
        .expect("inside");
    let south = session
        .play(ConflictCommand::Deploy {
            card: "frail".to_owned(),
            places: vec![place(10.0, 1.5, 90.0)],
        })
        .expect_err("the attacker comes in at the edge opposite the defenders'");
    assert!(south.reason().contains("opposite"), "{south}");
    session.script_dice(vec![1]);
    session
        .play(ConflictCommand::Deploy {
            card: "frail".to_owned(),
            places: vec![place(10.0, 38.5, 270.0)],
        })
        .expect("the north edge");
    let turn = session.game().progress().turn.clone().expect("turn 1");
    assert_eq!(turn.to_act, 1, "the attacking band activates first");
    assert!(
        session
            .log()
            .iter()
            .any(|entry| entry.text().contains("rolls 1: the shells burst far off"))
    );
}

#[test]
fn artillerys_wearing_down_a_heavy_shell_eliminates_an_attacker_that_comes_back_next_turn() {
    // 8: "a heavy shell": the defenders choose an attacker; 5 Vigour kills the frail one.
    let mut session = arrived(10.0, 30.0, 8);
    assert_eq!(
        session.game().progress().phase,
        Phase::Bombardment { roll: 8 }
    );
    assert_eq!(
        session.game().side_to_act(),
        Some(0),
        "the defenders choose"
    );
    let own = session
        .play(ConflictCommand::Bombard {
            target: BombardTarget::Pawn(DEFENDER),
        })
        .expect_err("a defender is not theirs to shell on a 7-9");
    assert!(own.reason().contains("attackers"), "{own}");
    session
        .play(ConflictCommand::Bombard {
            target: BombardTarget::Pawn(ATTACKER),
        })
        .expect("an attacker");
    assert!(session.game().pawn(ATTACKER).is_none(), "eliminated");
    assert_eq!(session.game().casualties()[0].fate, Fate::Killed);
    assert!(
        !session.is_over(),
        "it comes back: the attacker is still in the conflict"
    );
    // Turn 1 with the defender alone; turn 2 begins with the attacker coming back.
    pass(&mut session, DEFENDER);
    assert_eq!(session.game().progress().phase, Phase::Arrival { side: 1 });
    assert!(
        session
            .game()
            .pawn(ATTACKER)
            .is_some_and(|pawn| pawn.placement.is_none())
    );
    session.script_dice(vec![2]);
    session
        .play(ConflictCommand::Deploy {
            card: "frail".to_owned(),
            places: vec![place(50.0, 38.5, 270.0)],
        })
        .expect("back at its edge");
    let back = session.game().pawn(ATTACKER).expect("on the table again");
    assert_eq!(back.vigour.remaining(), 1, "fresh, its full Vigour");
    assert_eq!(
        session.game().progress().turn.as_ref().map(|t| t.to_act),
        Some(1)
    );
    // The defender's Honour counts the Pay of the attacker it beat.
    assert!(session.game().honour(0).base >= 1);
}

#[test]
fn artillerys_wearing_down_a_building_falls_to_ruins_and_a_ruin_falls_away() {
    let mut session = arrived(40.0, 10.0, 10);
    assert_eq!(
        session.game().progress().phase,
        Phase::Bombardment { roll: 10 }
    );
    let chapel = BombardTarget::Piece(0);
    assert!(session.game().bombardment_options().contains(&chapel));
    session
        .play(ConflictCommand::Bombard { target: chapel })
        .expect("the chapel");
    let piece = session.game().scenery().piece(0).expect("still listed");
    assert_eq!(
        piece.kind,
        PieceKind::Rough,
        "ruins: rough ground where it stood"
    );
    // The defender at (40, 5) is 13 cm from the chapel's south wall (y 18): beyond 10 cm.
    assert!(session.game().pawn(DEFENDER).is_some());
    // Turn 1: the attacker first, then the defender; turn 2 rolls 10 again.
    pass(&mut session, ATTACKER);
    session.script_dice(vec![10]);
    pass(&mut session, DEFENDER);
    assert_eq!(
        session.game().progress().phase,
        Phase::Bombardment { roll: 10 }
    );
    session
        .play(ConflictCommand::Bombard { target: chapel })
        .expect("the ruin");
    assert!(
        session.game().scenery().removed().contains(&0),
        "the ruin is gone"
    );
}

#[test]
fn artillerys_wearing_down_an_attacker_leaving_by_the_defenders_edge_counts_for_the_main_decree() {
    let mut session = arrived(55.0, 5.0, 1);
    let refused = session
        .play(ConflictCommand::LeaveTable { pawn: ATTACKER })
        .expect_err("not being activated");
    assert!(refused.reason().contains("activate"), "{refused}");
    let mut y = 38.5;
    loop {
        session
            .play(ConflictCommand::Activate { pawn: ATTACKER })
            .expect("the attacker activates first");
        let step = (y - 1.5_f32).min(10.0);
        y -= step;
        session
            .play(walk_facing(ATTACKER, 5.0, y, 270.0))
            .expect("a walk south");
        if y <= 1.5 {
            break;
        }
        session
            .play(ConflictCommand::EndActivation { pawn: ATTACKER })
            .expect("active");
        session.script_dice(vec![1]);
        pass(&mut session, DEFENDER);
    }
    session
        .play(ConflictCommand::LeaveTable { pawn: ATTACKER })
        .expect("touching the south edge");
    let casualty = &session.game().casualties()[0];
    assert_eq!(casualty.fate, Fate::Left { edge: Edge::South });
    let (_, fulfilled) = session.game().decrees(1);
    assert_eq!(fulfilled, Decree::None, "one pawn of the three");
    assert!(
        session.is_over(),
        "the attacker has nobody left in the conflict"
    );
    assert_eq!(
        session.game().honour(0).base,
        1,
        "no Pay for a pawn that left: the minimum"
    );
}

/// § Artillery's Wearing Down played whole: 1,000 seeded games by the computer end and replay.
#[test]
fn artillerys_wearing_down_1000_seeded_games_end_and_replay_exactly() {
    let played = play_whole(Commission::Artillery, 1000, 0xA871);
    assert_eq!(played.arrivals, 1000, "the attacker arrives in every game");
    println!(
        "{} Enclaves placed, {} conquests tried",
        played.enclaves_placed, played.conquests_tried
    );
    // § Enclaves are allowed here: the bands bring and place them, and pawns try for them.
    assert!(played.enclaves_placed > 500, "Enclaves are placed");
    assert!(played.conquests_tried > 10, "and fought for");
}
