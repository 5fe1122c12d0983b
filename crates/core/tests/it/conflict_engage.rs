//! 1650 § Resolution of Clashes, Engage: a winner whose enemies are all beaten may walk up to
//! 5 cm in any direction and engage; it counts as activated, and an enemy it engages that had
//! not activated is activated to fight (it strikes, the winner may only block) or retreat.

use super::conflict::{
    attack, card_where, content, deploying_by_day, duel, fight, hand_weapon, place,
};
use ysbilia_core::conflict::Phase;
use ysbilia_core::conflict::{ClashResult, Conflict, ConflictCommand};
use ysbilia_core::rules::activation::Activation;
use ysbilia_core::rules::audacity::Nerve;
use ysbilia_core::rules::cards::{ContractCard, SpecialRule};
use ysbilia_core::session::Session;
use ysbilia_core::table::base::Placement;
use ysbilia_core::table::movement::Waypoint;

/// A plain fighter: a hand weapon without Range or Block, and no Peculiarity that deploys it
/// apart or forbids a second of its kind.
fn fighter() -> ContractCard {
    card_where(&content(), |card| {
        let hands: Vec<_> = card
            .weapons
            .iter()
            .filter(|arm| arm.attack.is_some() && arm.discharge.is_none())
            .collect();
        !hands.is_empty()
            && hands.iter().all(|arm| {
                arm.range.is_none()
                    && !arm
                        .rules
                        .iter()
                        .any(|used| matches!(used.rule, SpecialRule::Block(_)))
            })
            && card.peculiarities.iter().all(|held| {
                !["stealthy", "scout", "leader", "unique"]
                    .iter()
                    .any(|id| held.id.starts_with(id))
            })
    })
}

/// Pawn 0 (south) base to base with pawn 1; pawn 2, pawn 1's band mate, stands 2.6 cm off
/// pawn 0's right, facing south. Band 0 won the Authority roll and activates pawn 0. Seed
/// after seed.
fn three_pawns() -> impl Iterator<Item = Session<Conflict>> {
    let card = fighter();
    let mut setup = duel(card.clone(), card.clone());
    setup.sides[1].pawns.push(card.clone().into());
    let places: [Vec<Placement>; 2] = [
        vec![place(30.0, 18.75, 90.0)],
        vec![place(30.0, 21.25, 270.0), place(34.5, 21.25, 270.0)],
    ];
    deploying_by_day(setup).filter_map(move |mut session| {
        while let Phase::Deployment { side } = session.game().progress().phase {
            session
                .play(ConflictCommand::Deploy {
                    card: card.id.clone(),
                    places: places[side].clone(),
                })
                .expect("inside the deployment area");
        }
        let first = session.game().progress().turn.as_ref()?.to_act;
        (first == 0).then_some(session)
    })
}

/// Pawn 0 attacks pawn 1, which retreats: pawn 0 is left with its enemies beaten, and pawn 2
/// stands steady where it was (a seed where the dice allow).
fn enemy_retreats() -> Session<Conflict> {
    let weapon = hand_weapon(&fighter());
    three_pawns()
        .find_map(|mut session| {
            session.play(ConflictCommand::Activate { pawn: 0 }).ok()?;
            session.play(attack(0, 1, weapon)).ok()?;
            session
                .play(ConflictCommand::Answer {
                    retreat: true,
                    dexterity: None,
                    extra_dice: 0,
                    repeat_reply: false,
                })
                .ok()?;
            let steady = session.game().pawn(2)?.nerve == Nerve::Steady;
            steady.then_some(session)
        })
        .expect("a seed where pawn 2 stands its ground")
}

fn engage_to(x: f32, y: f32) -> ConflictCommand {
    ConflictCommand::ResolveClash {
        result: ClashResult::Engage {
            path: vec![Waypoint { x, y, level: None }],
            facing: None,
        },
    }
}

fn state(session: &Session<Conflict>, pawn: usize) -> Option<Activation> {
    let turn = session.game().progress().turn.as_ref()?;
    turn.states.get(pawn).copied()
}

#[test]
fn resolution_of_clashes_a_winner_whose_enemy_left_may_engage_within_5_cm() {
    let mut session = enemy_retreats();
    let verdict = session
        .game()
        .clash_verdict()
        .expect("the enemy left the clash: pawn 0 wins it");
    assert_eq!(
        (verdict.winner, verdict.loser, verdict.beaten),
        (0, 1, true)
    );
    let hash = session.state_hash();
    let refusal = session
        .play(ConflictCommand::ResolveClash {
            result: ClashResult::PushingBack,
        })
        .expect_err("nothing is left to push");
    assert!(
        refusal.to_string().contains("no clash to push back"),
        "{refusal}"
    );
    let refusal = session
        .play(engage_to(30.0, 26.0))
        .expect_err("7 cm is more than a winner moves");
    assert!(refusal.to_string().contains("at most 5 cm"), "{refusal}");
    assert_eq!(session.state_hash(), hash, "refusals change nothing");
    let preview = session
        .game()
        .preview_engage(
            &[Waypoint {
                x: 32.0,
                y: 19.0,
                level: None,
            }],
            None,
        )
        .expect("2 cm is within reach");
    assert_eq!(preview.allowance_cm, 5.0);

    // Into contact with pawn 2 (centres 2.5 cm apart), which has not activated yet.
    let (from, to) = ((30.0_f32, 18.75_f32), (34.5_f32, 21.25_f32));
    let gap = ((to.0 - from.0).powi(2) + (to.1 - from.1).powi(2)).sqrt();
    let along = (gap - 2.5) / gap;
    session
        .play(engage_to(
            from.0 + (to.0 - from.0) * along,
            from.1 + (to.1 - from.1) * along,
        ))
        .expect("the winner walks 2.6 cm into contact");
    assert!(session.game().clash_verdict().is_none());
    let pending = session
        .game()
        .pending_blow()
        .expect("pawn 2 is activated to fight or retreat");
    assert_eq!((pending.attacker, pending.target), (0, 2));
    assert!(pending.target_strikes, "the engaged pawn strikes");
    assert_eq!(state(&session, 2), Some(Activation::Done), "activated now");
    let names = session.game().names();
    let engages = format!(
        "{} engages {}: it counts as activated",
        names.pawn(0),
        names.pawn(2)
    );
    assert!(
        session.log().iter().any(|entry| {
            entry.rule.section == "Resolution of Clashes" && entry.text().contains(&engages)
        }),
        "{:#?}",
        session.log()
    );
    let refusal = session
        .play(ConflictCommand::Answer {
            retreat: false,
            dexterity: None,
            extra_dice: 0,
            repeat_reply: true,
        })
        .expect_err("a striking pawn has no Reply roll to repeat");
    assert!(refusal.to_string().contains("no Reply roll"), "{refusal}");
    let before = session.log().len();
    session.play(fight()).expect("pawn 2 fights");
    let blow: Vec<String> = session.log()[before..]
        .iter()
        .map(ToString::to_string)
        .collect();
    // Pawn 0 has no Block weapon: pawn 2's Attack roll goes unanswered.
    assert!(
        blow.iter()
            .any(|line| line.contains("cannot reply: single Attack roll")),
        "{blow:#?}"
    );
}

#[test]
fn resolution_of_clashes_a_winner_still_engaged_cannot_move_to_engage() {
    let mut session = three_pawns()
        .next()
        .expect("a seed where band 0 activates first");
    let weapon = hand_weapon(&fighter());
    session
        .play(ConflictCommand::Activate { pawn: 0 })
        .expect("band 0's turn");
    session.play(attack(0, 1, weapon)).expect("engaged");
    session.play(fight()).expect("pawn 1 fights");
    let Some(verdict) = session.game().clash_verdict() else {
        return; // an even clash: nobody chooses (the other test covers a winner)
    };
    if verdict.beaten {
        return; // the blow took pawn 1 out: the other case
    }
    let refusal = session
        .play(engage_to(31.0, 18.75))
        .expect_err("the winner is still engaged");
    assert!(refusal.to_string().contains("still engaged"), "{refusal}");
}

/// Three plain fighters of low, middling and high Audacity.
fn by_audacity() -> [ContractCard; 3] {
    let mut cards: Vec<ContractCard> = content()
        .bands
        .iter()
        .flat_map(|band| band.cards.clone())
        .filter(|card| {
            card.weapons.iter().any(|arm| arm.attack.is_some())
                && card.peculiarities.iter().all(|held| {
                    !["stealthy", "scout", "unique"]
                        .iter()
                        .any(|id| held.id.starts_with(id))
                })
        })
        .collect();
    cards.sort_by_key(|card| card.audacity);
    let low = cards.first().cloned().expect("fighters");
    let high = cards.last().cloned().expect("fighters");
    let middle = cards
        .iter()
        .find(|card| card.audacity > low.audacity && card.audacity < high.audacity)
        .cloned()
        .expect("three Audacities");
    [low, middle, high]
}

#[test]
fn multiple_clashes_a_pawn_walking_into_two_enemies_faces_their_lowest_audacity() {
    let [low, middle, high] = by_audacity();
    // Pawn 0 (middling) would attack pawn 1 (high) alone; pawn 2 (low) beside it decides.
    let mut setup = duel(middle.clone(), high.clone());
    setup.sides[1].pawns.push(low.clone().into());
    let places = |id: &str| -> Vec<Placement> {
        if id == middle.id {
            vec![place(31.25, 14.0, 90.0)]
        } else if id == high.id {
            vec![place(30.0, 21.25, 270.0)]
        } else {
            vec![place(32.5, 21.25, 270.0)]
        }
    };
    let mut session = deploying_by_day(setup)
        .find_map(|mut session| {
            while let Phase::Deployment { side } = session.game().progress().phase {
                let (card, _) = session.game().next_deployment(side)?;
                session
                    .play(ConflictCommand::Deploy {
                        places: places(&card),
                        card,
                    })
                    .ok()?;
            }
            let first = session.game().progress().turn.as_ref()?.to_act;
            (first == 0).then_some(session)
        })
        .expect("a seed where band 0 activates first");
    session
        .play(ConflictCommand::Activate { pawn: 0 })
        .expect("band 0's turn");
    session
        .play(ConflictCommand::Move {
            pawn: 0,
            gait: ysbilia_core::conflict::Gait::Walk,
            path: vec![Waypoint {
                x: 31.25,
                y: 21.25 - (2.5_f32.powi(2) - 1.25_f32.powi(2)).sqrt(),
                level: None,
            }],
            facing: Some(90.0),
        })
        .expect("a walk into both");
    super::conflict::stand_and_fight(&mut session);
    session
        .play(attack(0, 1, hand_weapon(&middle)))
        .expect("pawn 1 is engaged");
    let why = session
        .log()
        .iter()
        .map(ToString::to_string)
        .find(|line| line.contains("Attacking and Responding Pawns"))
        .expect("who attacks is explained");
    assert!(
        why.contains("engaged 2 enemies at once") && why.contains("its enemies' side attacks"),
        "{why}"
    );
}

/// § Engaging an Enemy Pawn: "If the enemy is out of the Line of Sight of the pawn who tries to
/// engage it, the pawn will not be able to attack": a walk round a high wall into an enemy
/// hidden behind it is refused; in sight, the same walk engages.
#[test]
fn engaging_an_enemy_pawn_a_walk_engages_only_an_enemy_seen_from_its_start() {
    use ysbilia_core::table::layout::{Footprint, Piece, PieceKind};
    let round_the_wall = |wall: bool| -> Result<Option<Vec<u32>>, ysbilia_core::record::Rejection> {
        let mut setup = duel(fighter(), fighter());
        if wall {
            setup.layout.pieces.push(Piece {
                id: "high wall".to_owned(),
                kind: PieceKind::LargeObstacle,
                shape: Footprint::Rect {
                    width: 4.0,
                    depth: 1.0,
                },
                x: 30.0,
                y: 17.5,
                rotation_degrees: 0.0,
                height: 10.0,
            });
        }
        let mut session = deploying_by_day(setup)
            .find_map(|mut session| {
                let cards =
                    [0, 1].map(|band| session.game().setup().sides[band].pawns[0].id.clone());
                while let Phase::Deployment { side } = session.game().progress().phase {
                    session
                        .play(ConflictCommand::Deploy {
                            card: cards[side].clone(),
                            places: vec![[place(31.0, 15.0, 90.0), place(30.0, 22.5, 270.0)][side]],
                        })
                        .ok()?;
                }
                Some(session)
            })
            .expect("a daylight seed");
        if session.game().side_to_act() == Some(1) {
            session
                .play(ConflictCommand::Activate { pawn: 1 })
                .expect("its turn");
            session
                .play(ConflictCommand::EndActivation { pawn: 1 })
                .expect("active");
        }
        session
            .play(ConflictCommand::Activate { pawn: 0 })
            .expect("its turn");
        session
            .play(ConflictCommand::Move {
                pawn: 0,
                gait: ysbilia_core::conflict::Gait::Walk,
                path: [(33.6, 15.6), (33.6, 19.5), (31.25, 20.335)]
                    .map(|(x, y)| Waypoint { x, y, level: None })
                    .to_vec(),
                facing: None,
            })
            .map(|_| ())?;
        Ok(session.game().pawn(0).map(|pawn| pawn.engaged))
    };
    let refused = round_the_wall(true).expect_err("the enemy behind the wall is not seen");
    assert!(refused.to_string().contains("Line of Sight"), "{refused}");
    assert_eq!(round_the_wall(false).expect("in sight"), Some(vec![1]));
}
