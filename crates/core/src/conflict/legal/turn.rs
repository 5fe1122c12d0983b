//! The list during the turns, nothing pending (1650 § Activation): which pawns may be activated
//! or wait to fire, and everything the active pawn may do, each kind with its discrete choices
//! (weapon, enemy, friend, item, Enclave, marker) tried with `apply`, or refused with its reason.

use super::{Action, Choice, Extras, Gather, Place, Reach};
use super::{accepted_cards, most_extra_dice, playable_cards, set_extras};
use crate::conflict::orders::{BlessOrder, ConflictCommand};
use crate::conflict::view::PawnView;
use crate::conflict::world::components::Gait;
use crate::rules::blessings::Invocation;
use crate::table::movement::{CHARGE_BASE_CM, SWIM_CM};

/// § Placing Bombs: a fuse burns for one to three turns.
const FUSE_TURNS: std::ops::RangeInclusive<u32> = 1..=3;

pub(super) fn gather(gather: &mut Gather, side: usize) {
    let conflict = gather.trial.conflict();
    let pawns = conflict.pawns();
    match conflict.progress().active {
        Some(active) => {
            if let Some(pawn) = pawns.iter().find(|pawn| pawn.id == active) {
                activation(gather, side, pawn, &pawns);
            }
        }
        None => {
            for pawn in pawns
                .iter()
                .filter(|pawn| pawn.side == side && pawn.placement.is_some())
            {
                gather.try_command(
                    ConflictCommand::Activate { pawn: pawn.id },
                    Extras::default(),
                );
                gather.try_command(
                    ConflictCommand::AwaitReaction { pawn: pawn.id },
                    Extras::default(),
                );
            }
            guest_ways(gather, side);
        }
    }
}

/// § Feast of Eucharist: a Guest Marker of the band may be sent towards a point instead.
fn guest_ways(gather: &mut Gather, side: usize) {
    let conflict = gather.trial.conflict();
    let markers = conflict.guest_markers(Some(side));
    let reveal_allowed = conflict.may_turn_over(side);
    for marker in markers.iter().filter(|marker| marker.band == side) {
        let Some(at) = marker.at else {
            continue;
        };
        for reveal in [false, true] {
            if reveal && !reveal_allowed {
                continue;
            }
            // Towards the table's middle, or away from it: some way must be open.
            let table = conflict.setup().layout.table;
            let middle = (table.width / 2.0, table.depth / 2.0);
            let ways = [middle, (2.0 * at.x - middle.0, 2.0 * at.y - middle.1)];
            let open = ways.iter().any(|&(x, y)| {
                gather
                    .trial
                    .accepts(&ConflictCommand::MoveGuest {
                        marker: marker.marker,
                        x,
                        y,
                        reveal,
                    })
                    .is_ok()
            });
            if open {
                gather.offer(
                    Action::MoveGuest,
                    None,
                    Choice::Point {
                        place: Place::GuestWay {
                            marker: marker.marker,
                            reveal,
                        },
                    },
                );
            }
        }
    }
}

/// Everything the active `pawn` may do, or why not.
fn activation(gather: &mut Gather, side: usize, pawn: &PawnView, pawns: &[PawnView]) {
    let id = pawn.id;
    let conflict = gather.trial.conflict();
    let enemies: Vec<u32> = pawns
        .iter()
        .filter(|other| other.side != pawn.side && other.placement.is_some())
        .map(|other| other.id)
        .collect();
    let friends: Vec<u32> = pawns
        .iter()
        .filter(|other| other.side == pawn.side && other.id != id && other.placement.is_some())
        .map(|other| other.id)
        .collect();
    let weapons = pawn.card.weapons.len();
    maneuvers(gather, pawn);
    if let Some(place) = pawn.placement {
        let turn = ConflictCommand::TurnTo {
            pawn: id,
            facing: place.facing_degrees,
        };
        match gather.trial.accepts(&turn) {
            Ok(()) => gather.offer(
                Action::Turn,
                Some(id),
                Choice::Facing {
                    command: turn,
                    towards: Vec::new(),
                },
            ),
            Err(why) => gather.refuse(Action::Turn, Some(id), why),
        }
    }
    for weapon in 0..weapons {
        for &target in &enemies {
            shoot(gather, id, target, weapon);
        }
        gather.try_command(
            ConflictCommand::Reload { pawn: id, weapon },
            Extras::default(),
        );
    }
    for &target in &pawn.engaged {
        for weapon in 0..weapons {
            attack(gather, side, pawn, target, weapon);
        }
    }
    let items: Vec<String> = conflict
        .setup()
        .panoply_of(id)
        .into_iter()
        .map(|item| item.id.clone())
        .collect();
    for item in items {
        gather.try_command(
            ConflictCommand::UsePanoply { pawn: id, item },
            Extras::default(),
        );
    }
    for weapon in 0..weapons {
        for fuse_turns in FUSE_TURNS {
            gather.try_command(
                ConflictCommand::PlaceBomb {
                    pawn: id,
                    weapon,
                    fuse_turns,
                },
                Extras::default(),
            );
        }
    }
    bless(gather, id, pawns);
    for &friend in &friends {
        gather.try_command(
            ConflictCommand::Treat { pawn: id, friend },
            Extras::default(),
        );
    }
    for &target in &enemies {
        gather.try_command(
            ConflictCommand::Intimidate { pawn: id, target },
            Extras::default(),
        );
    }
    for other in pawns.iter().filter(|other| other.id != id) {
        gather.try_command(
            ConflictCommand::Drag {
                pawn: id,
                target: other.id,
            },
            Extras::default(),
        );
    }
    for simple in [
        ConflictCommand::LeaveTable { pawn: id },
        ConflictCommand::PutOutFuse { pawn: id },
    ] {
        gather.try_command(simple, Extras::default());
    }
    enclaves(gather, side, id);
    solo(gather, id, weapons);
    gather.try_command(
        ConflictCommand::EndActivation { pawn: id },
        Extras::default(),
    );
}

/// § Movement Maneuvers: each gait the pawn may use now, with its reach; the path is drawn.
fn maneuvers(gather: &mut Gather, pawn: &PawnView) {
    let conflict = gather.trial.conflict();
    for gait in [Gait::Walk, Gait::Charge, Gait::Swim] {
        let action = match gait {
            Gait::Walk => Action::Walk,
            Gait::Charge => Action::Charge,
            Gait::Swim => Action::Swim,
        };
        match conflict.check_gait(pawn.id, gait) {
            Ok(()) => {
                let reach = match gait {
                    Gait::Walk => Reach {
                        cm: conflict.walk_reach(pawn.id),
                        plus_d10: false,
                    },
                    Gait::Charge => Reach {
                        cm: CHARGE_BASE_CM,
                        plus_d10: true,
                    },
                    Gait::Swim => Reach {
                        cm: SWIM_CM,
                        plus_d10: false,
                    },
                };
                gather.offer(action, Some(pawn.id), Choice::Path { gait, reach });
            }
            Err(why) => gather.refuse(action, Some(pawn.id), why),
        }
    }
}

/// § Distance Weapons: a shot at `target`, with an Accurate Shot and extra dice if allowed.
fn shoot(gather: &mut Gather, pawn: u32, target: u32, weapon: usize) {
    let with = |accurate: bool, extra_dice: u32| ConflictCommand::Shoot {
        pawn,
        target,
        weapon,
        accurate,
        extra_dice,
    };
    if !gather.try_command(with(false, 0), Extras::default()) {
        return;
    }
    let extras = Extras {
        accurate: gather.trial.accepts(&with(true, 0)).is_ok(),
        extra_dice: most_extra_dice(gather, |dice| with(false, dice)),
        ..Extras::default()
    };
    set_extras(gather, extras);
}

/// § Attack and Reply: a blow at an engaged `target`, with what may be added to it.
fn attack(gather: &mut Gather, side: usize, pawn: &PawnView, target: u32, weapon: usize) {
    let id = pawn.id;
    let with = |change: &dyn Fn(&mut ConflictCommand)| {
        let mut command = ConflictCommand::plain_attack(id, target, weapon);
        change(&mut command);
        command
    };
    if !gather.try_command(with(&|_| {}), Extras::default()) {
        return;
    }
    let mut extras = Extras {
        extra_dice: most_extra_dice(gather, |dice| {
            with(&|command| {
                if let ConflictCommand::Attack { extra_dice, .. } = command {
                    *extra_dice = dice;
                }
            })
        }),
        ..Extras::default()
    };
    extras.charge_attack = gather
        .trial
        .accepts(&with(&|command| {
            if let ConflictCommand::Attack { charge_attack, .. } = command {
                *charge_attack = true;
            }
        }))
        .is_ok();
    extras.repeat_reply = gather
        .trial
        .accepts(&with(&|command| {
            if let ConflictCommand::Attack { repeat_reply, .. } = command {
                *repeat_reply = true;
            }
        }))
        .is_ok();
    extras.dexterity = playable_cards(gather, side, |card| {
        with(&|command| {
            if let ConflictCommand::Attack { dexterity, .. } = command {
                *dexterity = Some(card.clone());
            }
        })
    });
    let others: Vec<Option<u32>> = std::iter::once(None)
        .chain(
            pawn.engaged
                .iter()
                .filter(|&&other| other != target)
                .map(|&other| Some(other)),
        )
        .collect();
    for second in (0..pawn.card.weapons.len()).filter(|&second| second != weapon) {
        for &second_target in &others {
            let divided = with(&|command| {
                if let ConflictCommand::Attack {
                    second_weapon,
                    second_target: aimed,
                    ..
                } = command
                {
                    *second_weapon = Some(second);
                    *aimed = second_target;
                }
            });
            if gather.trial.accepts(&divided).is_ok() {
                extras.second.push((second, second_target));
            }
        }
    }
    set_extras(gather, extras);
}

/// § Blessings: each blessing at the table, on each pawn, helpful or harmful.
fn bless(gather: &mut Gather, pawn: u32, pawns: &[PawnView]) {
    let blessings: Vec<String> = gather
        .trial
        .conflict()
        .blessings()
        .into_iter()
        .map(|blessing| blessing.id.clone())
        .collect();
    for blessing in blessings {
        for target in pawns.iter().filter(|other| other.placement.is_some()) {
            for invocation in [Invocation::Helpful, Invocation::Harmful] {
                gather.try_command(
                    ConflictCommand::Bless(BlessOrder {
                        pawn,
                        blessing: blessing.clone(),
                        target: target.id,
                        invocation,
                    }),
                    Extras::default(),
                );
            }
        }
    }
}

/// § Enclaves: conquering one, and its Peculiarities' actions (a Dexterity card may go with one).
fn enclaves(gather: &mut Gather, side: usize, pawn: u32) {
    let count = gather.trial.conflict().enclaves().len();
    for enclave in 0..count {
        gather.try_command(
            ConflictCommand::ConquerEnclave { pawn, enclave },
            Extras::default(),
        );
        let actions = gather
            .trial
            .conflict()
            .enclaves()
            .get(enclave)
            .map_or(0, |placed| placed.enclave.actions.len());
        for action in 0..actions {
            let with = |dexterity: Option<String>| ConflictCommand::UseEnclave {
                pawn,
                enclave,
                action,
                dexterity,
            };
            // A Dexterity card may go with an action (from the hand), or be what it takes back
            // (one the band has played: Recover).
            let conflict = gather.trial.conflict();
            let cards: Vec<String> = conflict
                .hand(side)
                .iter()
                .map(|card| card.id.clone())
                .chain(conflict.played_dexterity(side))
                .collect();
            let bare = gather.try_command(with(None), Extras::default());
            let dexterity = accepted_cards(gather, cards, |card| with(Some(card)));
            if bare {
                set_extras(
                    gather,
                    Extras {
                        dexterity,
                        ..Extras::default()
                    },
                );
            } else if let Some(first) = dexterity.first() {
                let command = with(Some(first.clone()));
                gather.offer(
                    Action::UseEnclave,
                    Some(pawn),
                    Choice::Command {
                        command,
                        extras: Extras {
                            dexterity,
                            ..Extras::default()
                        },
                    },
                );
            }
        }
    }
}

/// Alone in the Face of Danger and the Feast: shots at Hidden Pawn Markers, coaxing, rooms to
/// look into, Guest Markers to uncover.
fn solo(gather: &mut Gather, pawn: u32, weapons: usize) {
    let conflict = gather.trial.conflict();
    let hidden = conflict.hidden_markers().len();
    let antagonists = conflict.coaxable(pawn);
    let rooms = conflict.setup().layout.pieces.len();
    let guests = conflict.guest_markers(None).len();
    for marker in 0..hidden {
        for weapon in 0..weapons {
            gather.try_command(
                ConflictCommand::ShootMarker {
                    pawn,
                    marker,
                    weapon,
                },
                Extras::default(),
            );
        }
        for &antagonist in &antagonists {
            for pay in [false, true] {
                gather.try_command(
                    ConflictCommand::Coax {
                        pawn,
                        antagonist,
                        marker,
                        pay,
                    },
                    Extras::default(),
                );
            }
        }
    }
    for room in 0..rooms {
        gather.try_command(
            ConflictCommand::RevealRoom { pawn, room },
            Extras::default(),
        );
    }
    for marker in 0..guests {
        gather.try_command(
            ConflictCommand::UncoverGuest { pawn, marker },
            Extras::default(),
        );
    }
}
