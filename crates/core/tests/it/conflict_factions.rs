//! 1650 § Factions (the Pure Bands' rules) and § You No Longer Need It, in play: Royal Salary at
//! the start, Wage for a first enemy beaten, Offering a Panoply card as a Maravedi, and looting
//! the enemy a pawn has just eliminated.

use super::conflict::{
    activate, attack, card_where, content, deployed, deploying_by_day, duel, fight_back,
    hand_weapon, place, plain_fighter,
};
use ysbilia_core::conflict::Phase;
use ysbilia_core::conflict::{Conflict, ConflictCommand, ConflictSetup};
use ysbilia_core::rules::cards::{ContractCard, Faction};
use ysbilia_core::rules::damage::Defense;
use ysbilia_core::rules::hiring::{BandKind, LEADER};
use ysbilia_core::rules::vigour::VigourTable;
use ysbilia_core::session::Session;

/// One Vigour box, no Defense, 2 Maravedies: any hit takes it off the table.
fn frail() -> ContractCard {
    let mut card = plain_fighter();
    card.vigour = VigourTable {
        bruises: 0,
        bleeding: 0,
        dying: 1,
    };
    card.defense = Defense {
        armoured: 0,
        unarmoured: 0,
    };
    card.incentive = 2;
    card
}

fn purse(session: &Session<Conflict>, pawn: u32) -> u32 {
    session.game().pawn(pawn).map_or(0, |view| view.purse)
}

fn logged(session: &Session<Conflict>, words: &str) -> bool {
    session
        .log()
        .iter()
        .any(|entry| entry.to_string().contains(words))
}

/// Pawn 0 kills pawn 1 (frail) in a blow; pawn 2, pawn 1's band mate, stands far off.
fn a_kill(tweak: impl Fn(&mut ConflictSetup)) -> Session<Conflict> {
    let mut setup = duel(plain_fighter(), frail());
    setup.sides[1].pawns.push(frail().into());
    tweak(&mut setup);
    let cards = [0, 1].map(|band| setup.sides[band].pawns[0].id.clone());
    let places = [
        vec![place(30.0, 18.75, 90.0)],
        vec![place(30.0, 21.25, 270.0), place(50.0, 35.0, 270.0)],
    ];
    let weapon = hand_weapon(&setup.sides[0].pawns[0]);
    deploying_by_day(setup)
        .find_map(|mut session| {
            while let Phase::Deployment { side } = session.game().progress().phase {
                session
                    .play(ConflictCommand::Deploy {
                        card: cards[side].clone(),
                        places: places[side].clone(),
                    })
                    .ok()?;
            }
            let first = session.game().progress().turn.as_ref()?.to_act;
            if first != 0 {
                return None;
            }
            session.play(ConflictCommand::Activate { pawn: 0 }).ok()?;
            session.play(attack(0, 1, weapon)).ok()?;
            fight_back(&mut session)?;
            let killed = session
                .game()
                .casualties()
                .iter()
                .any(|casualty| casualty.pawn == 1 && casualty.by == Some(0));
            killed.then_some(session)
        })
        .expect("a seed where pawn 0's blow kills pawn 1")
}

#[test]
fn wage_a_new_order_pure_band_pawn_earns_a_maravedi_for_its_first_enemy() {
    let start = plain_fighter().incentive;
    let session = a_kill(|setup| {
        setup.sides[0].faction = Faction::NewOrder;
        setup.sides[0].kind = BandKind::Pure;
    });
    assert!(logged(&session, "§ Wage"), "{:#?}", session.log());
    assert_eq!(purse(&session, 0), start + 1, "its first enemy");
    let mixed = a_kill(|setup| {
        setup.sides[0].faction = Faction::NewOrder;
        setup.sides[0].kind = BandKind::Mixed;
    });
    assert!(!logged(&mixed, "§ Wage"), "a Mixed Band earns no wage");
    assert_eq!(purse(&mixed, 0), start);
}

#[test]
fn you_no_longer_need_it_the_winner_takes_a_maravedi_from_the_enemy_it_eliminated() {
    let mut session = a_kill(|_| {});
    let (victim, left, _) = session.game().lootable().expect("pawn 1 fell to pawn 0");
    assert_eq!((victim, left), (1, 2));
    let before = purse(&session, 0);
    let refusal = session
        .play(ConflictCommand::Loot {
            pawn: 2,
            victim: 1,
            item: None,
        })
        .expect_err("only the eliminator loots");
    assert!(
        refusal.to_string().contains("You No Longer Need It"),
        "{refusal}"
    );
    session
        .play(ConflictCommand::Loot {
            pawn: 0,
            victim: 1,
            item: None,
        })
        .expect("no enemy within 15 cm: no roll");
    assert_eq!(purse(&session, 0), before + 1);
    assert!(logged(&session, "takes a Maravedi"));
    assert!(session.game().lootable().is_none(), "one thing only");
    assert!(
        session.game().clash_verdict().is_some(),
        "the clash's result is still to choose"
    );
}

#[test]
fn royal_salary_an_old_regime_pure_leader_takes_maravedies_at_the_start() {
    let leader = card_where(&content(), |card| {
        card.has_peculiarity(LEADER)
            && !["stealthy", "scout"]
                .iter()
                .any(|id| card.has_peculiarity(id))
    });
    let mut giver = plain_fighter();
    giver.incentive = 2;
    let mut setup = duel(leader.clone(), plain_fighter());
    setup.sides[0].pawns.push(giver.into());
    setup.sides[0].faction = Faction::OldRegime;
    setup.sides[0].kind = BandKind::Pure;
    setup.sides[0].royal_salary = vec![(1, 2)];
    let session = Session::<Conflict>::start(setup.clone(), 1).expect("a legal salary");
    assert_eq!(purse(&session, 0), leader.incentive + 2);
    assert_eq!(purse(&session, 1), 0);
    assert!(logged(&session, "Royal Salary"));

    setup.sides[0].royal_salary = vec![(1, 3)];
    let Err(refusal) = Session::<Conflict>::start(setup.clone(), 1) else {
        panic!("more than the pawn has");
    };
    assert!(refusal.to_string().contains("Royal Salary"), "{refusal}");
    setup.sides[0].royal_salary = vec![(1, 1)];
    setup.sides[0].kind = BandKind::Mixed;
    assert!(
        Session::<Conflict>::start(setup, 1).is_err(),
        "only Pure Bands"
    );
}

#[test]
fn offering_a_mercenary_pure_band_invests_a_panoply_card_as_a_maravedi() {
    let item = content()
        .panoply
        .cards
        .into_iter()
        .find(|card| card.effects.iter().any(|effect| effect.single_use()))
        .expect("a single-use Panoply card");
    let mut broke = plain_fighter();
    broke.incentive = 0;
    let weapon = hand_weapon(&broke);
    let band = |kind: BandKind| {
        let mut setup = duel(broke.clone(), plain_fighter());
        setup.sides[0].faction = Faction::Mercenaries;
        setup.sides[0].kind = kind;
        setup.sides[0].panoply = vec![(0, item.clone().into())];
        let mut session = deployed(setup, place(30.0, 18.75, 90.0), place(30.0, 21.25, 270.0));
        activate(&mut session, 0);
        session
    };
    let buy_a_die = ConflictCommand::Attack {
        pawn: 0,
        target: 1,
        weapon,
        second_weapon: None,
        second_target: None,
        dexterity: None,
        charge_attack: false,
        extra_dice: 1,
        repeat_reply: false,
    };
    let mut pure = band(BandKind::Pure);
    pure.play(buy_a_die.clone())
        .expect("the card pays for the die");
    assert!(logged(&pure, "§ Offering"), "{:#?}", pure.log());
    let mut mixed = band(BandKind::Mixed);
    let refusal = mixed
        .play(buy_a_die)
        .expect_err("no Maravedi and no Offering");
    assert!(refusal.to_string().contains("Maravedi"), "{refusal}");
}

#[test]
fn brawl_a_band_wiped_out_leaves_no_choice_pending() {
    // The only enemy falls: the Brawl ends, and the winner's clash result (and its loot) with it.
    let setup = duel(plain_fighter(), frail());
    let weapon = hand_weapon(&setup.sides[0].pawns[0]);
    let session = deploying_by_day(setup)
        .find_map(|mut session| {
            while let Phase::Deployment { side } = session.game().progress().phase {
                let (card, _) = session.game().next_deployment(side)?;
                let at = [place(30.0, 18.75, 90.0), place(30.0, 21.25, 270.0)][side];
                session
                    .play(ConflictCommand::Deploy {
                        card,
                        places: vec![at],
                    })
                    .ok()?;
            }
            if session.game().progress().turn.as_ref()?.to_act != 0 {
                return None;
            }
            session.play(ConflictCommand::Activate { pawn: 0 }).ok()?;
            session.play(attack(0, 1, weapon)).ok()?;
            fight_back(&mut session)?;
            session.is_over().then_some(session)
        })
        .expect("a seed where the blow kills the only enemy");
    assert!(session.game().clash_verdict().is_none());
    assert!(session.game().lootable().is_none());
    assert!(session.game().pending_blow().is_none());
}
