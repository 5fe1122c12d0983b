//! 1650 § Guardians: the Gentleman in the middle with his own purse and Leader (30), the
//! Church, the Tavern and the Brothel named among the layout's buildings, the attackers barred
//! from them, Satisfaction at each turn's end, and the conflict over once he is off the table.

use super::conflict::{
    content, duel, library, place, plain_fighter, plain_leader, play_to_end, refusal_of, root,
};
use ysbilia_core::conflict::Phase;
use ysbilia_core::conflict::{
    Commission, Conflict, ConflictCommand, ConflictSetup, default_venues,
};
use ysbilia_core::rules::honour::Decree;
use ysbilia_core::session::Session;
use ysbilia_core::table::base::Base;
use ysbilia_core::table::layout::Layout;

fn round_layout() -> Layout {
    let path = root().join("scenarios/layouts/gentlemans-round.ron");
    let text = std::fs::read_to_string(&path).expect("the sample layout is there");
    Layout::parse("gentlemans-round.ron", &text).expect("it parses")
}

/// The captain (a Leader) and a guard escort the Gentleman; the raider attacks; the Gentleman's
/// round, with its church, tavern and brothel named.
fn guardians() -> ConflictSetup {
    let mut setup = duel(plain_leader("captain"), plain_leader("raider"));
    let mut guard = plain_fighter();
    guard.id = "guard".to_owned();
    setup.sides[0].pawns.push(guard.into());
    setup.commission = Commission::Guardians;
    setup.layout = round_layout();
    setup.venues = default_venues(Commission::Guardians, &setup.layout);
    setup.townsfolk = Commission::Guardians.townsfolk_from(&content().antagonists);
    setup
}

#[test]
fn guardians_the_buildings_are_named_by_their_names_and_a_layout_without_three_is_refused() {
    let setup = guardians();
    let names: Vec<&str> = setup
        .venues
        .iter()
        .map(|&index| setup.layout.pieces[index].id.as_str())
        .collect();
    assert_eq!(names, ["church", "tavern", "brothel"]);
    let refusal = |change: &dyn Fn(&mut ConflictSetup)| {
        let mut setup = guardians();
        change(&mut setup);
        refusal_of(setup)
    };
    let bare = refusal(&|setup| {
        setup.layout = duel(plain_leader("a"), plain_leader("b")).layout;
        setup.venues = Vec::new();
    });
    assert!(
        bare.contains("the layout has 0 buildings")
            && bare.contains("the Church, the Tavern, the Brothel"),
        "{bare}"
    );
    let twice = refusal(&|setup| setup.venues[2] = setup.venues[0]);
    assert!(twice.contains("'church' is named twice"), "{twice}");
    let not_a_building = refusal(&|setup| {
        setup.venues[1] = setup
            .layout
            .pieces
            .iter()
            .position(|piece| piece.id == "fountain")
            .expect("a fountain");
    });
    assert!(
        not_a_building.contains("the Tavern must be a building; 'fountain' is not"),
        "{not_a_building}"
    );
}

#[test]
fn guardians_the_gentleman_stands_in_the_middle_with_his_purse_and_the_defenders_deploy_round_him()
{
    let mut session = Session::<Conflict>::start(guardians(), 4).expect("a legal setup");
    let game = session.game();
    let (gentleman, satisfaction, goal) = game.gentleman().expect("a Gentleman");
    assert_eq!(
        (gentleman, satisfaction, goal),
        (3, 0, 10),
        "after every band's pawn"
    );
    let view = game.pawn(gentleman).expect("his pawn");
    assert_eq!(view.side, 0, "a defender");
    assert_eq!(view.purse, 5, "Incentive 5");
    assert!(view.card.has_peculiarity("leader"), "Leader (30)");
    let at = view.placement.expect("on the table");
    assert_eq!((at.x, at.y), (50.0, 50.0), "in the middle");
    assert_eq!(game.progress().phase, Phase::Deployment { side: 0 });
    let on_him = session
        .play(ConflictCommand::Deploy {
            card: "captain".to_owned(),
            places: vec![place(50.0, 50.0, 90.0)],
        })
        .expect_err("he stands there");
    assert!(
        on_him.to_string().contains("cannot deploy there"),
        "{on_him}"
    );
    for (card, x) in [("captain", 40.0), ("guard", 60.0)] {
        session
            .play(ConflictCommand::Deploy {
                card: card.to_owned(),
                places: vec![place(x, 50.0, 90.0)],
            })
            .expect("in the middle circle, beside him");
    }
    assert_eq!(
        session.game().progress().phase,
        Phase::ChooseTimeOfDay { by: 1 },
        "the attackers choose day or night once the defenders stand"
    );
}

/// § Guardians played whole: 1,000 seeded games by the computer end and replay; no attacker
/// ever stands in a named building; the Gentleman earns Satisfaction, sometimes leaves with
/// it, sometimes falls; the Decrees follow.
#[test]
fn guardians_1000_seeded_games_end_and_replay_exactly() {
    let mut library = library();
    library.commission = Commission::Guardians;
    let (mut satisfied_games, mut left_satisfied, mut eliminated) = (0, 0, 0);
    let (mut townsfolk_placed, mut provoked) = (0, 0);
    for seed in 0..1000u64 {
        let mut placed = std::collections::BTreeSet::new();
        let mut taken_over = std::collections::BTreeSet::new();
        let session = play_to_end(&library, seed, 0x6E71, 8_000, |session, command| {
            let setup = session.game().setup();
            let venues: Vec<_> = setup
                .venues
                .iter()
                .map(|&index| setup.layout.pieces[index].clone())
                .collect();
            assert_eq!(venues.len(), 3, "seed {seed}: three buildings named");
            let first_townsfolk = setup.first_townsfolk();
            let townsfolk = first_townsfolk..first_townsfolk + setup.townsfolk.len() as u32;
            placed.extend(townsfolk.clone().filter(|&id| {
                session
                    .game()
                    .pawn(id)
                    .is_some_and(|view| view.placement.is_some())
            }));
            for id in townsfolk.clone() {
                let fellow = session
                    .game()
                    .pawn(id)
                    .is_some_and(|view| view.engaged.iter().any(|other| townsfolk.contains(other)));
                assert!(!fellow, "seed {seed}: Guarnicionero {id} fights another");
            }
            taken_over.extend(
                townsfolk
                    .clone()
                    .filter(|&id| session.game().pawn(id).is_some_and(|view| view.side == 0)),
            );
            for pawn in session.game().pawns() {
                let inside = pawn.side == 1
                    && pawn.placement.is_some_and(|place| {
                        let centre = Base::at(place).centre;
                        venues
                            .iter()
                            .any(|piece| piece.footprint_distance(centre) <= 0.0)
                    });
                assert!(
                    !inside,
                    "seed {seed}: attacker {} in a named building after {command:?}",
                    pawn.id
                );
            }
        });
        let game = session.game();
        let (gentleman, satisfaction, goal) = game.gentleman().expect("a Gentleman");
        let last_turn = game.progress().turn.as_ref().map_or(0, |turn| turn.number);
        assert!(
            game.pawn(gentleman)
                .is_none_or(|view| view.placement.is_none())
                || last_turn == Commission::Guardians.turns(),
            "seed {seed}: the conflict ended with the Gentleman on the table on turn {last_turn}"
        );
        satisfied_games += usize::from(satisfaction > 0);
        let fell = game
            .pawn(gentleman)
            .is_none_or(|view| view.placement.is_none())
            && game.decrees(1).1 == Decree::Main;
        eliminated += usize::from(fell);
        let (defender, attacker) = (game.decrees(0).1, game.decrees(1).1);
        if defender == Decree::Main {
            left_satisfied += 1;
            assert!(
                satisfaction >= goal,
                "seed {seed}: Main without Satisfaction"
            );
            assert_eq!(attacker, Decree::None, "seed {seed}");
        } else if !fell {
            assert_eq!(attacker, Decree::Secondary, "seed {seed}");
        }
        provoked += taken_over.len();
        assert!(
            (1..=5).contains(&placed.len()),
            "seed {seed}: 1D5 Guarnicioneros, {} on {}",
            placed.len(),
            session.game().setup().layout.name
        );
        townsfolk_placed += placed.len();
    }
    println!(
        "Satisfaction earned in {satisfied_games}, left satisfied {left_satisfied}, eliminated {eliminated}; Guarnicioneros placed {townsfolk_placed}, provoked {provoked}"
    );
    assert!(
        provoked > 50,
        "Guarnicioneros are provoked and join the defenders"
    );
    assert!(satisfied_games > 50, "the Gentleman reaches his buildings");
    assert!(left_satisfied > 5, "and leaves satisfied now and then");
    assert!(eliminated > 50, "the attackers get him now and then");
}
