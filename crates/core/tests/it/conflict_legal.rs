//! The conflict's legal-command list (issue 67) against `apply`, both ways, over the states of
//! seeded games of every Commission: every listed command (and each extra listed with it) is
//! accepted, and every drawn choice's check agrees with `apply` on sampled destinations; and
//! every command `apply` accepts, from a generator that never reads the list (every command for
//! every pawn, weapon, target and item, moves sampled round each pawn) and from the computer, is
//! one the list offers. 1650 § Rules of Engagement (what may be done when), § Activation.

use super::conflict::library;
use ysbilia_core::conflict::{
    Action, BlessOrder, BombardTarget, Choice, ClashResult, Commission, Conflict, ConflictCommand,
    Extras, Gait, HuntOrder, Legal, Place, RevealPrice,
};
use ysbilia_core::record::Game;
use ysbilia_core::rules::blessings::Invocation;
use ysbilia_core::session::Session;
use ysbilia_core::simulate::{Chooser, Simulate};
use ysbilia_core::table::movement::Waypoint;

/// States of one game of `commission` played by the computer, at most `most`: each where the
/// computer gives a kind of command, or something is awaited, not seen before in the game, and
/// every `every`th. Every command the computer gives on the way must be one the list offers.
fn states(commission: Commission, seed: u64, every: usize, most: usize) -> Vec<Conflict> {
    let mut library = library();
    library.commission = commission;
    let mut chooser = Chooser::new(seed ^ 0x1E6A);
    let setup = Conflict::simulation_setup(&library, &mut chooser, None);
    let mut session = Session::<Conflict>::start_quiet(setup, seed).expect("a valid setup");
    let mut kept = Vec::new();
    let mut awaited = Vec::new();
    let mut given = Vec::new();
    while !session.is_over() {
        let game = session.game();
        let command = game.computer_command(&mut chooser).expect("someone acts");
        let legal = game.legal();
        assert!(
            legal.offers_command(&command),
            "{commission:?} seed {seed}: the computer's {command:?} is not in the list {legal:#?}"
        );
        let awaiting = std::mem::discriminant(&game.awaiting());
        let new = !awaited.contains(&awaiting) || !given.contains(&command.action());
        if new {
            awaited.push(awaiting);
            given.push(command.action());
        }
        if kept.len() < most && (new || session.commands().len().is_multiple_of(every)) {
            kept.push(game.clone());
        }
        session
            .play(command)
            .expect("the computer's command is legal");
    }
    kept
}

/// `command` with each extra `extras` lists, one at a time.
fn with_each_extra(command: &ConflictCommand, extras: &Extras) -> Vec<ConflictCommand> {
    let mut variants = Vec::new();
    let mut vary = |change: &dyn Fn(&mut ConflictCommand)| {
        let mut variant = command.clone();
        change(&mut variant);
        variants.push(variant);
    };
    for dice in 1..=extras.extra_dice {
        vary(&|command| match command {
            ConflictCommand::Attack { extra_dice, .. }
            | ConflictCommand::Shoot { extra_dice, .. }
            | ConflictCommand::ReactionShot { extra_dice, .. }
            | ConflictCommand::Answer { extra_dice, .. }
            | ConflictCommand::Hunt(HuntOrder::SendPawn { extra_dice, .. }) => *extra_dice = dice,
            _ => panic!("extra dice listed for {command:?}"),
        });
    }
    for card in &extras.dexterity {
        vary(&|command| match command {
            ConflictCommand::Attack { dexterity, .. }
            | ConflictCommand::Answer { dexterity, .. }
            | ConflictCommand::UseEnclave { dexterity, .. }
            | ConflictCommand::Hunt(HuntOrder::SendPawn { dexterity, .. }) => {
                *dexterity = Some(card.clone());
            }
            _ => panic!("a Dexterity card listed for {command:?}"),
        });
    }
    if extras.charge_attack {
        vary(&|command| {
            if let ConflictCommand::Attack { charge_attack, .. } = command {
                *charge_attack = true;
            }
        });
    }
    if extras.repeat_reply {
        vary(&|command| {
            if let ConflictCommand::Attack { repeat_reply, .. }
            | ConflictCommand::Answer { repeat_reply, .. } = command
            {
                *repeat_reply = true;
            }
        });
    }
    if extras.accurate {
        vary(&|command| {
            if let ConflictCommand::Shoot { accurate, .. } = command {
                *accurate = true;
            }
        });
    }
    for &(weapon, target) in &extras.second {
        vary(&|command| {
            if let ConflictCommand::Attack {
                second_weapon,
                second_target,
                ..
            } = command
            {
                *second_weapon = Some(weapon);
                *second_target = target;
            }
        });
    }
    variants
}

/// Points over the whole table, `step` cm apart.
fn grid(game: &Conflict, step: f32) -> Vec<(f32, f32)> {
    let table = game.setup().layout.table;
    let mut points = Vec::new();
    let mut x = step / 2.0;
    while x < table.width {
        let mut y = step / 2.0;
        while y < table.depth {
            points.push((x, y));
            y += step;
        }
        x += step;
    }
    points
}

/// Places round `pawn`: 8 ways, at `distances`.
fn around(game: &Conflict, pawn: u32, distances: &[f32]) -> Vec<Waypoint> {
    let Some(place) = game.pawn(pawn).and_then(|view| view.placement) else {
        return Vec::new();
    };
    let mut points = Vec::new();
    for way in 0..8 {
        let angle = way as f32 * std::f32::consts::FRAC_PI_4;
        for distance in distances {
            points.push(Waypoint {
                x: place.x + angle.cos() * distance,
                y: place.y + angle.sin() * distance,
                level: None,
            });
        }
    }
    points
}

/// Every listed command (and each extra with it) is accepted; every drawn choice's check
/// agrees with `apply` on sampled destinations.
fn listed_are_accepted(game: &Conflict, legal: &Legal, context: &str) {
    for offer in &legal.offers {
        match &offer.choice {
            Choice::Command { command, extras } => {
                for given in
                    std::iter::once(command.clone()).chain(with_each_extra(command, extras))
                {
                    if let Err(refusal) = game.would_accept(&given) {
                        panic!("{context}: listed {given:?} refused: {refusal}");
                    }
                }
            }
            Choice::Path { gait, reach } => {
                if offer.action == Action::ResolveClash {
                    continue;
                }
                let pawn = offer.pawn.expect("a move has its pawn");
                for to in around(game, pawn, &[reach.cm / 2.0, reach.cm]) {
                    let straight = ConflictCommand::Move {
                        pawn,
                        gait: *gait,
                        path: vec![to],
                        facing: None,
                    };
                    let preview = game.preview_move(pawn, *gait, &[to], None);
                    if game.would_accept(&straight).is_ok() {
                        assert!(
                            preview.is_ok(),
                            "{context}: {straight:?} accepted, previewed {preview:?}"
                        );
                    }
                    if let Ok(preview) = preview {
                        let planned = ConflictCommand::Move {
                            pawn,
                            gait: *gait,
                            path: preview.path.clone(),
                            facing: None,
                        };
                        if let Err(refusal) = game.would_accept(&planned) {
                            panic!("{context}: previewed {planned:?} refused: {refusal}");
                        }
                    }
                }
            }
            Choice::Facing { command, .. } => {
                let mut turned = command.clone();
                match &mut turned {
                    ConflictCommand::TurnTo { facing, .. }
                    | ConflictCommand::ResolveClash {
                        result: ClashResult::Turn { facing },
                    }
                    | ConflictCommand::Hunt(HuntOrder::DeployOnMarker { facing, .. }) => {
                        *facing = (*facing + 135.0).rem_euclid(360.0);
                    }
                    other => panic!("a facing listed for {other:?}"),
                }
                for given in [command, &turned] {
                    if let Err(refusal) = game.would_accept(given) {
                        panic!("{context}: listed {given:?} refused: {refusal}");
                    }
                }
            }
            Choice::Point { place } => points_agree(game, legal, offer.pawn, place, context),
        }
    }
}

/// A point choice's check agrees with `apply` over the table.
fn points_agree(game: &Conflict, legal: &Legal, pawn: Option<u32>, place: &Place, context: &str) {
    let side = legal.side.expect("someone acts");
    for (x, y) in grid(game, 12.5) {
        let (command, check) = match place {
            Place::Luminary => (
                ConflictCommand::PlaceLuminary { x, y },
                game.preview_luminary(x, y),
            ),
            Place::TrackingMarker { pawn } => (
                ConflictCommand::Hunt(HuntOrder::PlaceMarker { pawn: *pawn, x, y }),
                game.preview_marker(x, y),
            ),
            Place::Enclave { enclave } => (
                ConflictCommand::PlaceEnclave {
                    enclave: enclave.clone(),
                    x,
                    y,
                },
                game.check_place_enclave(side, enclave, x, y),
            ),
            Place::Antagonist { antagonist } => (
                ConflictCommand::DeployAntagonist {
                    antagonist: antagonist.clone(),
                    x,
                    y,
                },
                game.check_antagonist_deploy(side, antagonist, x, y),
            ),
            Place::Guest => (
                ConflictCommand::PlaceGuest { x, y },
                game.check_guest_place(side, ysbilia_core::table::base::Point { x, y }),
            ),
            Place::TemperamentGoal { charge } => {
                let pawn = pawn.expect("a Temperament's pawn");
                (
                    ConflictCommand::MoveByTemperament {
                        pawn,
                        charge: *charge,
                        to: Some((x, y)),
                    },
                    game.check_move_by_temperament(pawn, Some((x, y)))
                        .map(|_| ()),
                )
            }
            // Deployments are the computer's commands (checked against the list); a Guest
            // Marker goes towards any point, as far as it can.
            Place::Deploy { .. } | Place::GuestWay { .. } => return,
        };
        let applied = game.would_accept(&command);
        assert_eq!(
            check.is_ok(),
            applied.is_ok(),
            "{context}: {command:?}: the check says {check:?}, apply {applied:?}"
        );
    }
}

/// Every command for every pawn, weapon, target and item, drawn without reading the list.
fn every_command(game: &Conflict) -> Vec<ConflictCommand> {
    let pawns = game.pawns();
    let ids: Vec<u32> = pawns.iter().map(|pawn| pawn.id).collect();
    let sides = game.setup().sides.len();
    let mut all = vec![
        ConflictCommand::Bid,
        ConflictCommand::LeaveAuction,
        ConflictCommand::HoldFire,
        ConflictCommand::StopPlacingEnclaves,
        ConflictCommand::StopDeployingAntagonists,
        ConflictCommand::StopTemperaments,
        ConflictCommand::KeepHidden { price: None },
        ConflictCommand::KeepHidden {
            price: Some(RevealPrice::Maravedi),
        },
    ];
    for night in [false, true] {
        all.push(ConflictCommand::ChooseTimeOfDay { night });
    }
    for retreat in [false, true] {
        all.push(ConflictCommand::FightOrRetreat { retreat });
        all.push(ConflictCommand::Answer {
            retreat,
            dexterity: None,
            extra_dice: 0,
            repeat_reply: false,
        });
    }
    for first in 0..sides {
        all.push(ConflictCommand::ChooseFirst { first });
    }
    for edge in ysbilia_core::conflict::Edge::ALL {
        all.push(ConflictCommand::ChooseEdge { edge });
    }
    for result in [
        ClashResult::Hold,
        ClashResult::PushingBack,
        ClashResult::Turn { facing: 45.0 },
    ] {
        all.push(ConflictCommand::ResolveClash { result });
    }
    for piece in 0..game.setup().layout.pieces.len() {
        all.push(ConflictCommand::Bombard {
            target: BombardTarget::Piece(piece),
        });
    }
    let blessings: Vec<String> = game.blessings().iter().map(|b| b.id.clone()).collect();
    let markers = game.hidden_markers().len();
    let guests = game.guest_markers(None).len();
    let enclaves = game.enclaves().len();
    let tracking = game.hunt().map_or(0, |play| play.hunt.markers.len());
    // Every Dexterity card in a hand or played, by id.
    let cards: Vec<String> = (0..sides)
        .flat_map(|band| {
            game.hand(band)
                .iter()
                .map(|card| card.id.clone())
                .chain(game.played_dexterity(band))
                .collect::<Vec<_>>()
        })
        .collect();
    for own in 0..tracking {
        for enemy in 0..tracking {
            all.push(ConflictCommand::Hunt(HuntOrder::Confront { own, enemy }));
        }
    }
    for pawn in &pawns {
        let id = pawn.id;
        let weapons = pawn.card.weapons.len();
        all.push(ConflictCommand::Bombard {
            target: BombardTarget::Pawn(id),
        });
        for simple in [
            ConflictCommand::Activate { pawn: id },
            ConflictCommand::AwaitReaction { pawn: id },
            ConflictCommand::EndActivation { pawn: id },
            ConflictCommand::LeaveTable { pawn: id },
            ConflictCommand::PutOutFuse { pawn: id },
            ConflictCommand::TurnTo {
                pawn: id,
                facing: 90.0,
            },
            ConflictCommand::MoveByTemperament {
                pawn: id,
                charge: false,
                to: None,
            },
            ConflictCommand::Hunt(HuntOrder::SendPawn {
                pawn: id,
                extra_dice: 0,
                dexterity: None,
            }),
            ConflictCommand::Hunt(HuntOrder::Leave { pawn: id }),
        ] {
            all.push(simple);
        }
        for gait in [Gait::Walk, Gait::Charge, Gait::Swim] {
            for to in around(game, id, &[4.0, 9.0, 18.0]) {
                all.push(ConflictCommand::Move {
                    pawn: id,
                    gait,
                    path: vec![to],
                    facing: None,
                });
            }
        }
        for item in game.setup().panoply_of(id) {
            all.push(ConflictCommand::UsePanoply {
                pawn: id,
                item: item.id.clone(),
            });
        }
        for weapon in 0..weapons {
            all.push(ConflictCommand::Reload { pawn: id, weapon });
            all.push(ConflictCommand::ReactionShot {
                pawn: id,
                weapon,
                extra_dice: 0,
            });
            for fuse_turns in 1..=3 {
                all.push(ConflictCommand::PlaceBomb {
                    pawn: id,
                    weapon,
                    fuse_turns,
                });
            }
            for marker in 0..markers {
                all.push(ConflictCommand::ShootMarker {
                    pawn: id,
                    marker,
                    weapon,
                });
            }
        }
        for marker in 0..guests {
            all.push(ConflictCommand::UncoverGuest { pawn: id, marker });
        }
        for marker in 0..tracking {
            all.push(ConflictCommand::Hunt(HuntOrder::DeployOnMarker {
                pawn: id,
                marker,
                facing: 0.0,
            }));
        }
        for enclave in 0..enclaves {
            all.push(ConflictCommand::ConquerEnclave { pawn: id, enclave });
            for action in 0..4 {
                for dexterity in std::iter::once(None).chain(cards.iter().cloned().map(Some)) {
                    all.push(ConflictCommand::UseEnclave {
                        pawn: id,
                        enclave,
                        action,
                        dexterity,
                    });
                }
            }
        }
        for room in 0..game.setup().layout.pieces.len() {
            all.push(ConflictCommand::RevealRoom { pawn: id, room });
        }
        for &other in ids.iter().filter(|&&other| other != id) {
            for simple in [
                ConflictCommand::Treat {
                    pawn: id,
                    friend: other,
                },
                ConflictCommand::Intimidate {
                    pawn: id,
                    target: other,
                },
                ConflictCommand::Drag {
                    pawn: id,
                    target: other,
                },
                ConflictCommand::Loot {
                    pawn: id,
                    victim: other,
                    item: None,
                },
            ] {
                all.push(simple);
            }
            for marker in 0..markers {
                for pay in [false, true] {
                    all.push(ConflictCommand::Coax {
                        pawn: id,
                        antagonist: other,
                        marker,
                        pay,
                    });
                }
            }
            for blessing in &blessings {
                for invocation in [Invocation::Helpful, Invocation::Harmful] {
                    all.push(ConflictCommand::Bless(BlessOrder {
                        pawn: id,
                        blessing: blessing.clone(),
                        target: other,
                        invocation,
                    }));
                }
            }
            for weapon in 0..weapons {
                for accurate in [false, true] {
                    all.push(ConflictCommand::Shoot {
                        pawn: id,
                        target: other,
                        weapon,
                        accurate,
                        extra_dice: 0,
                    });
                }
                for charge_attack in [false, true] {
                    all.push(ConflictCommand::Attack {
                        pawn: id,
                        target: other,
                        weapon,
                        second_weapon: None,
                        second_target: None,
                        dexterity: None,
                        charge_attack,
                        extra_dice: 0,
                        repeat_reply: false,
                    });
                }
                for second in (0..weapons).filter(|&second| second != weapon) {
                    all.push(ConflictCommand::Attack {
                        pawn: id,
                        target: other,
                        weapon,
                        second_weapon: Some(second),
                        second_target: None,
                        dexterity: None,
                        charge_attack: false,
                        extra_dice: 0,
                        repeat_reply: false,
                    });
                }
            }
        }
    }
    all
}

/// Every command `apply` accepts is one the list offers.
fn accepted_are_listed(game: &Conflict, legal: &Legal, context: &str) {
    for command in every_command(game) {
        if game.would_accept(&command).is_ok() {
            assert!(
                legal.offers_command(&command),
                "{context}: {command:?} is accepted but not listed: {legal:#?}"
            );
        }
    }
}

fn check_both_ways(commissions: &[Commission], seeds: std::ops::Range<u64>, every: usize) {
    for &commission in commissions {
        for seed in seeds.clone() {
            for (index, game) in states(commission, seed, every, 12).iter().enumerate() {
                let legal = game.legal();
                let context = format!(
                    "{commission:?} seed {seed} state {index} ({:?})",
                    game.awaiting()
                );
                assert_eq!(legal.side, game.side_to_act(), "{context}");
                listed_are_accepted(game, &legal, &context);
                accepted_are_listed(game, &legal, &context);
            }
        }
    }
}

#[test]
fn legal_commands_agree_with_apply_both_ways_in_brawls() {
    check_both_ways(&[Commission::Brawl], 0..3, 17);
}

#[test]
fn legal_commands_agree_with_apply_both_ways_in_every_commission() {
    let others: Vec<Commission> = Commission::ALL
        .into_iter()
        .filter(|&commission| commission != Commission::Brawl)
        .chain(Commission::SOLO)
        .collect();
    check_both_ways(&others, 0..1, 29);
}

/// § Activation: with no pawn active, the band to act is offered exactly its waiting pawns to
/// activate, and a pawn that has acted is refused with the rule.
#[test]
fn activation_the_list_offers_the_waiting_pawns_and_refuses_the_rest_with_the_rule() {
    for game in states(Commission::Brawl, 4, 9, 30) {
        if game.progress().active.is_some()
            || !matches!(
                game.awaiting(),
                ysbilia_core::conflict::Awaiting::Phase(ysbilia_core::conflict::Phase::Turns)
            )
        {
            continue;
        }
        let legal = game.legal();
        let offered: Vec<u32> = legal
            .offers_of(Action::Activate, None)
            .filter_map(|offer| offer.pawn)
            .collect();
        let mut waiting = game.waiting_pawns();
        waiting.sort_unstable();
        let mut sorted = offered.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, waiting);
        let side = legal.side.expect("a band acts");
        for pawn in game.pawns().iter().filter(|pawn| {
            pawn.side == side && pawn.placement.is_some() && !offered.contains(&pawn.id)
        }) {
            let why = legal
                .refusal(Action::Activate, Some(pawn.id))
                .expect("a pawn not offered is refused");
            assert!(why.rule.is_some(), "{why}");
        }
    }
}
