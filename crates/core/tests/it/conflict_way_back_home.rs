//! 1650 § The Way Back Home: the attackers lurk as Sanguine Antagonists (deployed first, sight
//! cut to 30 cm, roused while the defender is in sight); the one defender crosses the table.

use super::conflict::{
    check_invariants, content, duel, library, place, plain_fighter, plain_leader, refusal_of,
};
use ysbilia_core::conflict::{Commission, Conflict, ConflictCommand, ConflictSetup};
use ysbilia_core::conflict::{Edge, Fate, Phase};
use ysbilia_core::rules::honour::Decree;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::{Chooser, Simulate};
use ysbilia_core::table::layout::{Footprint, Piece, PieceKind, TableSize};

const WALKER: u32 = 0;
const BOSS: u32 = 1;
const CUTTHROAT: u32 = 2;

/// The walker (100 Maravedies, alone) against the boss and a cutthroat (300), on a 100 x 80
/// table with a well at (35, 40), a cart at (65, 40) and a barrel by the south edge (50, 12).
fn way_back_home() -> ConflictSetup {
    let mut setup = duel(plain_leader("walker"), plain_leader("boss"));
    let mut cutthroat = plain_fighter();
    cutthroat.id = "cutthroat".to_owned();
    setup.sides[1].pawns.push(cutthroat.into());
    setup.sides[0].value = 100;
    setup.sides[1].value = 300;
    setup.commission = Commission::WayBackHome;
    setup.layout.table = TableSize {
        width: 100.0,
        depth: 80.0,
    };
    let piece = |id: &str, shape: Footprint, x: f32| Piece {
        id: id.to_owned(),
        kind: PieceKind::SmallObstacle,
        shape,
        x,
        y: 40.0,
        rotation_degrees: 0.0,
        height: 2.0,
    };
    setup.layout.pieces = vec![
        piece("well", Footprint::Circle { radius: 3.0 }, 35.0),
        Piece {
            y: 12.0,
            ..piece("barrel", Footprint::Circle { radius: 2.0 }, 50.0)
        },
        piece(
            "cart",
            Footprint::Rect {
                width: 6.0,
                depth: 3.0,
            },
            65.0,
        ),
    ];
    setup
}

fn deploy(session: &mut Session<Conflict>, card: &str, x: f32, y: f32) -> Result<(), String> {
    session
        .play(ConflictCommand::Deploy {
            card: card.to_owned(),
            places: vec![place(x, y, 90.0)],
        })
        .map(|_| ())
        .map_err(|refusal| refusal.to_string())
}

#[test]
fn the_way_back_home_bands_breaking_the_page_are_refused_with_its_rule() {
    let refusal = |change: &dyn Fn(&mut ConflictSetup)| {
        let mut setup = way_back_home();
        change(&mut setup);
        refusal_of(setup)
    };
    let dear = refusal(&|setup| setup.sides[0].value = 150);
    assert!(
        dear.contains("worth 150 Maravedies; the page allows it at most 100"),
        "{dear}"
    );
    let two = refusal(&|setup| setup.sides[0].pawns.push(plain_fighter().into()));
    assert!(
        two.contains("has 2 pawns; the page allows it at most 1"),
        "{two}"
    );
    let farol = content().panoply.get("farol").cloned().expect("a Farol");
    let armed = refusal(&|setup| setup.sides[1].panoply.push((1, farol.clone().into())));
    assert!(armed.contains("cannot use Panoply cards"), "{armed}");
}

#[test]
fn the_way_back_home_the_attackers_deploy_first_as_antagonists_then_the_defender_at_its_edge() {
    let mut session = Session::<Conflict>::start(way_back_home(), 2).expect("a legal setup");
    assert_eq!(
        session.game().progress().phase,
        Phase::Deployment { side: 1 },
        "the attackers deploy first"
    );
    let near_edge = deploy(&mut session, "boss", 50.0, 16.0).expect_err("in an edge's strip");
    assert!(
        near_edge.contains("outside the deployment areas"),
        "{near_edge}"
    );
    let in_the_open = deploy(&mut session, "boss", 50.0, 55.0).expect_err("no scenery within 5 cm");
    assert!(in_the_open.contains("within 5 cm"), "{in_the_open}");
    deploy(&mut session, "boss", 35.0, 45.0).expect("by the well");
    let crowded = deploy(&mut session, "cutthroat", 35.0, 35.0).expect_err("10 cm from the boss");
    assert!(crowded.contains("more than 20 cm apart"), "{crowded}");
    deploy(&mut session, "cutthroat", 65.0, 44.0).expect("by the cart");
    assert_eq!(
        session.game().progress().phase,
        Phase::ChooseEdge { by: 0, winner: 0 },
        "then the defender chooses its edge"
    );
    session
        .play(ConflictCommand::ChooseEdge { edge: Edge::West })
        .expect("any edge");
    deploy(&mut session, "walker", 25.0, 40.0).expect_err("25 cm from the west edge");
    deploy(&mut session, "walker", 10.0, 40.0).expect("within 20 cm of the west edge");
    assert_eq!(session.game().progress().phase, Phase::Turns);
    assert_eq!(
        session.game().temperament(BOSS),
        Some(ysbilia_core::rules::antagonists::Temperament::Sanguine),
        "the attackers lurk as Sanguine Antagonists"
    );
    assert_eq!(
        session.game().temperament(CUTTHROAT),
        session.game().temperament(BOSS)
    );
    assert_eq!(session.game().temperament(WALKER), None);
    assert!(
        session.game().conditions().moment.night
            && session.game().conditions().moment.luminaries == 0,
        "by night, without luminaries"
    );
}

/// § The Way Back Home played whole: 1,000 seeded games by the computer end and replay; the
/// lurkers are roused and lurk again, never shoot past 30 cm, and the Decrees follow the
/// defender's way home.
#[test]
fn the_way_back_home_1000_seeded_games_end_and_replay_exactly() {
    let mut library = library();
    library.commission = Commission::WayBackHome;
    let (mut home, mut home_in_time, mut roused, mut calmed) = (0, 0, 0, 0);
    for seed in 0..1000u64 {
        let mut chooser = Chooser::new(seed ^ 0x3B4C);
        let setup = Conflict::simulation_setup(&library, &mut chooser, None);
        assert_eq!(setup.sides[0].pawns.len(), 1, "seed {seed}: one defender");
        assert!(setup.sides[1].panoply.is_empty(), "seed {seed}");
        let mut session = Session::<Conflict>::start_quiet(setup, seed).expect("a valid setup");
        let lurkers: Vec<u32> = (1..session.game().setup().pawns().count() as u32).collect();
        let mut was_roused = vec![false; lurkers.len() + 1];
        while !session.is_over() {
            assert!(session.commands().len() < 6_000, "seed {seed}: no end");
            let command = session
                .game()
                .computer_command(&mut chooser)
                .unwrap_or_else(|| panic!("seed {seed}: nobody acts"));
            if let ConflictCommand::Shoot { pawn, target, .. } = command
                && lurkers.contains(&pawn)
            {
                let at = |id| session.game().pawn(id).and_then(|view| view.placement);
                let (Some(from), Some(to)) = (at(pawn), at(target)) else {
                    panic!("seed {seed}: a shot between pawns on the table");
                };
                let gap = ysbilia_core::table::base::Base::at(from)
                    .edge_distance(&ysbilia_core::table::base::Base::at(to));
                assert!(gap <= 30.0, "seed {seed}: a lurker shot {gap} cm");
            }
            session
                .play(command.clone())
                .unwrap_or_else(|refusal| panic!("seed {seed}: {command:?} refused: {refusal}"));
            check_invariants(session.game(), seed);
            if session.game().progress().phase != Phase::Turns {
                continue;
            }
            for &pawn in &lurkers {
                let on_table = session
                    .game()
                    .pawn(pawn)
                    .is_some_and(|view| view.placement.is_some());
                let lurking = session.game().temperament(pawn).is_some();
                let seen = &mut was_roused[pawn as usize];
                if on_table && !lurking && !*seen {
                    roused += 1;
                    *seen = true;
                } else if on_table && lurking && *seen {
                    calmed += 1;
                    *seen = false;
                }
            }
        }
        let game = session.game();
        let left = game
            .casualties()
            .iter()
            .find(|casualty| casualty.pawn == WALKER && matches!(casualty.fate, Fate::Left { .. }));
        let decree = game.decrees(0).1;
        match left {
            Some(casualty) if casualty.turn <= 5 => {
                home_in_time += 1;
                assert_eq!(decree, Decree::Main, "seed {seed}");
                assert_eq!(game.decrees(1).1, Decree::None, "seed {seed}");
            }
            Some(_) => assert_eq!(decree, Decree::Secondary, "seed {seed}"),
            None => {
                assert_eq!(decree, Decree::None, "seed {seed}");
                assert_eq!(game.decrees(1).1, Decree::Main, "seed {seed}");
            }
        }
        home += usize::from(left.is_some());
        let replayed = Session::replay_quiet(&session.record()).expect("the record replays");
        assert_eq!(replayed.state_hash(), session.state_hash(), "seed {seed}");
    }
    println!("home {home} ({home_in_time} within 5 turns), roused {roused}, calmed {calmed}");
    assert!(home > 100, "the defender gets home now and then");
    assert!(
        roused > 100 && calmed > 20,
        "lurkers are roused and lurk again"
    );
}
