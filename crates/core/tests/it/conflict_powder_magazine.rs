//! 1650 § Assault the Powder Magazine: the Polvorin in the middle held by the defenders (Sanguine
//! until roused, without Stealthy or Scout), the attackers from the edges, the fuse.

use super::conflict::{
    check_invariants, content, duel, library, place, plain_fighter, plain_leader, refusal_of,
};
use ysbilia_core::conflict::Phase;
use ysbilia_core::conflict::{Commission, Conflict, ConflictCommand, ConflictSetup};
use ysbilia_core::rules::honour::Decree;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::{Chooser, Simulate};
use ysbilia_core::table::layout::TableSize;

/// The keeper (a Leader) and a Stealthy guard hold the Polvorin; the raider attacks; an 80 cm
/// table.
fn powder_magazine() -> ConflictSetup {
    let content = content();
    let mut setup = duel(plain_leader("keeper"), plain_leader("raider"));
    let mut guard = plain_fighter();
    guard.id = "guard".to_owned();
    guard
        .peculiarities
        .push(ysbilia_core::rules::cards::CardPeculiarity {
            id: "stealthy".to_owned(),
            value: None,
        });
    setup.sides[0].pawns.push(guard.into());
    setup.sides[0].value = 400;
    setup.sides[1].value = 200;
    setup.commission = Commission::PowderMagazine;
    setup.layout.table = TableSize {
        width: 80.0,
        depth: 80.0,
    };
    setup.middle_enclave = Commission::PowderMagazine.middle_enclave_from(&content.enclaves);
    setup.townsfolk = Commission::PowderMagazine.townsfolk_from(&content.antagonists);
    setup
}

#[test]
fn assault_the_powder_magazine_a_setup_without_the_polvorin_or_past_the_values_is_refused() {
    let refusal = |change: &dyn Fn(&mut ConflictSetup)| {
        let mut setup = powder_magazine();
        change(&mut setup);
        refusal_of(setup)
    };
    let bare = refusal(&|setup| setup.middle_enclave = None);
    assert!(
        bare.contains("'polvorin' Enclave stands in the middle"),
        "{bare}"
    );
    let dear = refusal(&|setup| setup.sides[1].value = 250);
    assert!(dear.contains("at most 200"), "{dear}");
    // "Additional Antagonists with a maximum Pay of 15 Maravedies": 15 in all.
    assert_eq!(
        powder_magazine()
            .townsfolk
            .iter()
            .map(|each| each.card.pay)
            .sum::<u32>(),
        15
    );
    let crowd = refusal(&|setup| {
        let more = setup.townsfolk[0].clone();
        setup.townsfolk.push(more);
    });
    assert!(
        crowd.contains("by day are worth 20 Maravedies; at most 15"),
        "{crowd}"
    );
}

#[test]
fn assault_the_powder_magazine_the_defenders_hold_the_polvorin_in_the_middle_without_stealth() {
    let mut session = Session::<Conflict>::start(powder_magazine(), 4).expect("a legal setup");
    let game = session.game();
    let polvorin = game.enclaves().first().expect("the Polvorin stands");
    assert_eq!(polvorin.enclave.id, "polvorin");
    assert_eq!(
        (polvorin.at.x, polvorin.at.y),
        (40.0, 40.0),
        "in the middle"
    );
    assert_eq!(polvorin.holder, Some(0), "held by the defenders");
    let guard = game.pawn(2).expect("the guard");
    assert!(
        !guard.card.has_peculiarity("stealthy"),
        "the defenders cannot use Stealthy"
    );
    assert_eq!(game.progress().phase, Phase::Deployment { side: 0 });
    let on_the_polvorin = session
        .play(ConflictCommand::Deploy {
            card: "keeper".to_owned(),
            places: vec![place(40.0, 40.0, 90.0)],
        })
        .expect_err("the Polvorin stands there");
    assert!(
        on_the_polvorin.to_string().contains("cannot deploy there"),
        "{on_the_polvorin}"
    );
    for (card, x) in [("keeper", 30.0), ("guard", 50.0)] {
        session
            .play(ConflictCommand::Deploy {
                card: card.to_owned(),
                places: vec![place(x, 40.0, 90.0)],
            })
            .expect("in the middle circle, beside the Polvorin");
    }
    assert_eq!(
        session.game().progress().phase,
        Phase::ChooseTimeOfDay { by: 1 },
        "the attackers choose day or night once the defenders stand"
    );
}

/// § Assault the Powder Magazine played whole: 1,000 seeded games by the computer end and
/// replay; the attackers reach and take the Polvorin, fuses are lit and fought over, and the
/// Decrees follow who holds it and whether it blew up.
#[test]
fn assault_the_powder_magazine_1000_seeded_games_end_and_replay_exactly() {
    let mut library = library();
    library.commission = Commission::PowderMagazine;
    let (mut taken, mut lit, mut tries, mut blown, mut held_by_attackers) = (0, 0, 0, 0, 0);
    let (mut days, mut days_with_antagonists) = (0, 0);
    for seed in 0..1000u64 {
        let mut chooser = Chooser::new(seed ^ 0x9D3A);
        let setup = Conflict::simulation_setup(&library, &mut chooser, None);
        let mut session = Session::<Conflict>::start_quiet(setup, seed).expect("a valid setup");
        while !session.is_over() {
            assert!(session.commands().len() < 6_000, "seed {seed}: no end");
            let command = session
                .game()
                .computer_command(&mut chooser)
                .unwrap_or_else(|| panic!("seed {seed}: nobody acts"));
            let fuse_before = session.game().fuse().is_some();
            session
                .play(command.clone())
                .unwrap_or_else(|refusal| panic!("seed {seed}: {command:?} refused: {refusal}"));
            check_invariants(session.game(), seed);
            lit += usize::from(!fuse_before && session.game().fuse().is_some());
            tries += usize::from(matches!(command, ConflictCommand::PutOutFuse { .. }));
            taken += usize::from(
                matches!(command, ConflictCommand::ConquerEnclave { .. })
                    && session.game().enclaves()[0].holder == Some(1),
            );
        }
        let game = session.game();
        // § Assault the Powder Magazine: Antagonists only by day, worth at most 15 Mrv.
        let first = game.setup().first_townsfolk();
        let came = (first..first + game.setup().townsfolk.len() as u32)
            .filter(|&id| {
                game.casualties().iter().any(|fallen| fallen.pawn == id)
                    || game.pawn(id).is_some_and(|view| view.placement.is_some())
            })
            .count();
        let pay: u32 = game
            .setup()
            .townsfolk
            .iter()
            .map(|each| each.card.pay)
            .sum();
        assert!(pay <= 15, "seed {seed}: {pay} Mrv of Antagonists");
        if game.conditions().moment.night {
            assert_eq!(came, 0, "seed {seed}: Antagonists by night");
        } else {
            days += 1;
            days_with_antagonists += usize::from(came > 0);
        }
        let standing = game.enclave_standing(0);
        let holder = game.enclaves()[0].holder;
        blown += usize::from(!standing);
        held_by_attackers += usize::from(standing && holder == Some(1));
        let (defender, attacker) = (game.decrees(0).1, game.decrees(1).1);
        match (standing, holder) {
            (false, _) => assert_eq!((defender, attacker), (Decree::None, Decree::Secondary)),
            (true, Some(1)) => assert_eq!((defender, attacker), (Decree::Secondary, Decree::Main)),
            (true, Some(0)) => assert_eq!((defender, attacker), (Decree::Main, Decree::None)),
            (true, _) => assert_eq!((defender, attacker), (Decree::Secondary, Decree::None)),
        }
        let replayed = Session::replay_quiet(&session.record()).expect("the record replays");
        assert_eq!(replayed.state_hash(), session.state_hash(), "seed {seed}");
    }
    println!(
        "taken {taken}, fuses lit {lit}, tries to put out {tries}, blown {blown}, held by the attackers at the end {held_by_attackers}"
    );
    println!("by day {days}, with Antagonists {days_with_antagonists}");
    assert!(
        days_with_antagonists * 10 > days * 9,
        "by day the Antagonists stand by the scenery"
    );
    assert!(taken > 10, "the attackers take the Polvorin");
    assert!(
        held_by_attackers > 10,
        "and hold it at the end now and then"
    );
}
