//! 1650 § To Seek Sanctuary: the defenders deploy along the edge opposite the Church, the
//! attackers arrive at the edges beside it more than 60 cm away, the defending Leader seeks
//! sanctuary at a Church entrance, falls unconscious and is dragged; the Decrees.

use super::conflict::{duel, pass, place, plain_fighter, plain_leader, walk_facing};
use super::conflict_slaughter::{arrives_beside_the_defenders, play_whole};
use ysbilia_core::conflict::{Commission, Conflict, ConflictCommand, ConflictSetup};
use ysbilia_core::conflict::{Edge, Fate, Phase};
use ysbilia_core::rules::honour::Decree;
use ysbilia_core::session::Session;
use ysbilia_core::table::layout::{
    Footprint, Opening, OpeningKind, Piece, PieceKind, TableSize, Wall,
};

const LEADER: u32 = 0;
const ATTACKER: u32 = 1;

fn door(wall: Wall, along: f32) -> Opening {
    Opening {
        wall,
        kind: OpeningKind::Door,
        along,
        width: 4.0,
        bottom: 0.0,
        height: 5.0,
    }
}

/// A defending Leader and an attacker on a bare 140 x 40 table with a Church against the north
/// edge (20 x 10 cm, its doors south, west and east).
fn sanctuary() -> ConflictSetup {
    let leader = plain_leader("leader");
    let mut attacker = plain_fighter();
    attacker.id = "attacker".to_owned();
    let mut setup = duel(leader, attacker);
    setup.commission = Commission::ToSeekSanctuary;
    setup.layout.table = TableSize {
        width: 140.0,
        depth: 40.0,
    };
    setup.layout.pieces.push(Piece {
        id: "church".to_owned(),
        kind: PieceKind::Building {
            storeys: 1,
            openings: vec![
                door(Wall::South, 8.0),
                door(Wall::West, 3.0),
                door(Wall::East, 3.0),
            ],
        },
        shape: Footprint::Rect {
            width: 20.0,
            depth: 10.0,
        },
        x: 70.0,
        y: 35.0,
        rotation_degrees: 0.0,
        height: 0.0,
    });
    setup.church = Some(0);
    setup
}

/// A session at the defenders' deployment by day (a seed whose Moment of Truth gives daylight):
/// the Church fixed their edge, so nobody chooses it.
fn by_day() -> Session<Conflict> {
    (0..300)
        .filter_map(|seed| Session::<Conflict>::start(sanctuary(), seed).ok())
        .find(|session| session.game().progress().phase == Phase::Deployment { side: 0 })
        .expect("a daylight seed")
}

/// The Leader deployed by day at (70, 18.75), facing the Church's main door, and the attacker
/// arrived at the west edge.
fn arrived() -> Session<Conflict> {
    let mut session = by_day();
    session
        .play(ConflictCommand::Deploy {
            card: "leader".to_owned(),
            places: vec![place(70.0, 18.75, 90.0)],
        })
        .expect("within 20 cm of the south edge");
    session
        .play(ConflictCommand::Deploy {
            card: "attacker".to_owned(),
            places: vec![place(1.5, 38.5, 0.0)],
        })
        .expect("the west edge, 69 cm away");
    session
}

#[test]
fn to_seek_sanctuary_a_layout_without_a_church_is_refused() {
    let mut setup = sanctuary();
    setup.church = None;
    assert!(
        setup
            .problems()
            .iter()
            .any(|p| p.contains("needs a Church"))
    );
    setup.church = Some(0);
    if let PieceKind::Building { openings, .. } = &mut setup.layout.pieces[0].kind {
        openings.pop();
    }
    assert!(setup.problems().iter().any(|p| p.contains("3 entrances")));
    assert!(Session::<Conflict>::start(setup, 1).is_err());
}

#[test]
fn to_seek_sanctuary_the_defenders_deploy_opposite_the_church_the_attackers_beside_it() {
    let mut session = by_day();
    assert_eq!(
        session.game().progress().edges,
        Some([Edge::South, Edge::North]),
        "the defenders' edge is the one opposite the Church"
    );
    session
        .play(ConflictCommand::Deploy {
            card: "leader".to_owned(),
            places: vec![place(70.0, 18.75, 90.0)],
        })
        .expect("within 20 cm of the south edge");
    arrives_beside_the_defenders(&mut session);
}

#[test]
fn to_seek_sanctuary_the_leader_activated_at_a_church_entrance_seeks_sanctuary() {
    let mut session = arrived();
    session
        .play(ConflictCommand::Activate { pawn: LEADER })
        .expect("the defenders first");
    session
        .play(walk_facing(LEADER, 70.0, 28.7, 90.0))
        .expect("to the main door");
    assert!(
        session.game().pawn(LEADER).is_some(),
        "sanctuary is sought on activation, not on arriving"
    );
    session
        .play(ConflictCommand::EndActivation { pawn: LEADER })
        .expect("active");
    pass(&mut session, ATTACKER);
    session
        .play(ConflictCommand::Activate { pawn: LEADER })
        .expect("turn 2");
    assert!(session.game().pawn(LEADER).is_none(), "inside the Church");
    assert_eq!(session.game().casualties()[0].fate, Fate::Sanctuary);
    assert_eq!(session.game().decrees(0).1, Decree::Main);
    assert_eq!(session.game().decrees(1).1, Decree::None);
    assert_eq!(
        session.game().honour(1).base,
        1,
        "sanctuary is no elimination: no Pay for the attackers"
    );
}

#[test]
fn to_seek_sanctuary_only_a_pawn_dragging_another_leaves_the_table() {
    let mut session = arrived();
    pass(&mut session, LEADER);
    session
        .play(ConflictCommand::Activate { pawn: ATTACKER })
        .expect("its turn");
    let refused = session
        .play(ConflictCommand::LeaveTable { pawn: ATTACKER })
        .expect_err("it drags nobody");
    assert!(refused.reason().contains("dragging"), "{refused}");
    let drag = session
        .play(ConflictCommand::Drag {
            pawn: ATTACKER,
            target: LEADER,
        })
        .expect_err("the Leader is conscious");
    assert!(drag.reason().contains("not unconscious"), "{drag}");
}

/// § To Seek Sanctuary played whole: 1,000 seeded games by the computer end and replay; in
/// them Leaders fall unconscious, are dragged, and seek sanctuary.
#[test]
fn to_seek_sanctuary_1000_seeded_games_end_and_replay_exactly() {
    let played = play_whole(Commission::ToSeekSanctuary, 1000, 0x5A9C);
    assert_eq!(played.arrivals, 1000, "the attacker arrives in every game");
    let count = |wanted: fn(&Fate) -> bool| played.fates.iter().filter(|fate| wanted(fate)).count();
    let sanctuaries = count(|fate| *fate == Fate::Sanctuary);
    let dragged_off = count(|fate| matches!(fate, Fate::Left { .. }));
    println!(
        "knocked out in {} games, {} drags, {sanctuaries} sanctuaries, {dragged_off} dragged off",
        played.knocked_out, played.drags
    );
    assert!(played.knocked_out > 20, "Leaders fall unconscious");
    assert!(played.drags > 10, "and are dragged");
    assert!(sanctuaries > 20, "Leaders reach the Church");
    assert!(dragged_off > 0, "and attackers drag one off the table");
}
