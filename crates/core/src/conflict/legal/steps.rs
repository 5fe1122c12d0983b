//! The list by what the conflict waits for (`Awaiting`, the order `apply` dispatches in): the
//! answers a pending choice allows, and each phase's own steps (the turns' activations are
//! `turn.rs`'s).

use super::{Action, Choice, Extras, Gather, Place, Reach};
use super::{most_extra_dice, offer_with_dice, playable_cards, set_extras};
use crate::conflict::orders::{ConflictCommand, HuntOrder};
use crate::conflict::state::{Awaiting, Conflict};
use crate::conflict::world::components::{Edge, Gait, Phase};
use crate::rules::activation::{ClashResult, RESOLUTION_MOVE_CM};

pub(super) fn gather(gather: &mut Gather, side: usize) {
    let conflict = gather.trial.conflict();
    match conflict.awaiting() {
        Awaiting::KeepHidden(_) => {
            gather.try_command(
                ConflictCommand::KeepHidden { price: None },
                Extras::default(),
            );
            for (price, _) in conflict.keep_hidden_prices() {
                gather.try_command(
                    ConflictCommand::KeepHidden { price: Some(price) },
                    Extras::default(),
                );
            }
        }
        Awaiting::ReactionShot(window) => {
            for &pawn in &window.shooters {
                let weapons = conflict
                    .pawn(pawn)
                    .map_or(0, |view| view.card.weapons.len());
                for weapon in 0..weapons {
                    let shot = |extra_dice| ConflictCommand::ReactionShot {
                        pawn,
                        weapon,
                        extra_dice,
                    };
                    offer_with_dice(gather, shot);
                }
            }
            gather.try_command(ConflictCommand::HoldFire, Extras::default());
        }
        Awaiting::FightOrRetreat { .. } => {
            for retreat in [false, true] {
                gather.try_command(
                    ConflictCommand::FightOrRetreat { retreat },
                    Extras::default(),
                );
            }
        }
        Awaiting::Blow(_) => {
            for retreat in [false, true] {
                answer(gather, side, retreat);
            }
        }
        Awaiting::Verdict(verdict) => {
            for result in [ClashResult::Hold, ClashResult::PushingBack] {
                gather.try_command(ConflictCommand::ResolveClash { result }, Extras::default());
            }
            let turn = ConflictCommand::ResolveClash {
                result: ClashResult::Turn { facing: 0.0 },
            };
            if gather.trial.accepts(&turn).is_ok() {
                let towards = other_enemies(conflict, verdict.winner, verdict.loser);
                let choice = Choice::Facing {
                    command: turn,
                    towards,
                };
                gather.offer(Action::ResolveClash, None, choice);
            }
            if verdict.beaten {
                gather.offer(
                    Action::ResolveClash,
                    Some(verdict.winner),
                    Choice::Path {
                        gait: Gait::Walk,
                        reach: Reach {
                            cm: RESOLUTION_MOVE_CM,
                            plus_d10: false,
                        },
                    },
                );
            }
            loot(gather, verdict.winner);
        }
        Awaiting::Temperaments { .. } => {
            for (pawn, _) in conflict.movable_by_temperament() {
                for charge in [false, true] {
                    let stirred = ConflictCommand::MoveByTemperament {
                        pawn,
                        charge,
                        to: None,
                    };
                    gather.try_command(stirred, Extras::default());
                    gather.offer(
                        Action::MoveByTemperament,
                        Some(pawn),
                        Choice::Point {
                            place: Place::TemperamentGoal { charge },
                        },
                    );
                }
            }
            gather.try_command(ConflictCommand::StopTemperaments, Extras::default());
        }
        Awaiting::Phase(phase) => phase_steps(gather, side, &phase),
    }
}

/// § Resolution of Clashes, Turn: the enemies on the table a clash's winner may turn to face (a
/// different one than the loser), each with the facing from the winner that does.
fn other_enemies(conflict: &Conflict, winner: u32, loser: u32) -> Vec<(u32, f32)> {
    let Some(winner) = conflict.pawn(winner) else {
        return Vec::new();
    };
    let Some(from) = winner.placement else {
        return Vec::new();
    };
    conflict
        .pawns()
        .into_iter()
        .filter(|enemy| enemy.side != winner.side && enemy.id != loser)
        .filter_map(|enemy| {
            let place = enemy.placement?;
            let facing = (place.y - from.y).atan2(place.x - from.x).to_degrees();
            Some((enemy.id, facing))
        })
        .collect()
}

fn phase_steps(gather: &mut Gather, side: usize, phase: &Phase) {
    let conflict = gather.trial.conflict();
    match phase {
        Phase::Auction => {
            gather.try_command(ConflictCommand::Bid, Extras::default());
            gather.try_command(ConflictCommand::LeaveAuction, Extras::default());
        }
        Phase::ChooseDeployment { .. } => {
            for first in 0..conflict.setup().sides.len() {
                gather.try_command(ConflictCommand::ChooseFirst { first }, Extras::default());
            }
        }
        Phase::ChooseEdge { .. } => {
            for edge in Edge::ALL {
                gather.try_command(ConflictCommand::ChooseEdge { edge }, Extras::default());
            }
        }
        Phase::PlaceLuminaries { .. } => {
            gather.offer(
                Action::PlaceLuminary,
                None,
                Choice::Point {
                    place: Place::Luminary,
                },
            );
        }
        Phase::Deployment { .. } | Phase::Arrival { .. } => {
            if let Some((card, pawns)) = conflict.next_deployment(side) {
                gather.offer(
                    Action::Deploy,
                    None,
                    Choice::Point {
                        place: Place::Deploy {
                            card,
                            count: pawns.len(),
                        },
                    },
                );
            }
        }
        Phase::Hunt => hunt(gather, side),
        Phase::PlaceEnclaves { .. } => {
            for enclave in conflict.unplaced_enclaves(side) {
                gather.offer(
                    Action::PlaceEnclave,
                    None,
                    Choice::Point {
                        place: Place::Enclave {
                            enclave: enclave.id,
                        },
                    },
                );
            }
            gather.try_command(ConflictCommand::StopPlacingEnclaves, Extras::default());
        }
        Phase::DeployAntagonists { .. } => {
            let (deployable, _) = conflict.deployable_antagonists(side);
            let mut kinds: Vec<String> = deployable
                .into_iter()
                .map(|(_, antagonist)| antagonist.card.id)
                .collect();
            kinds.dedup();
            for antagonist in kinds {
                gather.offer(
                    Action::DeployAntagonist,
                    None,
                    Choice::Point {
                        place: Place::Antagonist { antagonist },
                    },
                );
            }
            gather.try_command(ConflictCommand::StopDeployingAntagonists, Extras::default());
        }
        Phase::PlaceGuests { .. } => {
            gather.offer(
                Action::PlaceGuest,
                None,
                Choice::Point {
                    place: Place::Guest,
                },
            );
        }
        Phase::ChooseTimeOfDay { .. } => {
            for night in [false, true] {
                gather.try_command(
                    ConflictCommand::ChooseTimeOfDay { night },
                    Extras::default(),
                );
            }
        }
        Phase::Bombardment { .. } => {
            for target in conflict.bombardment_options() {
                gather.try_command(ConflictCommand::Bombard { target }, Extras::default());
            }
        }
        // The turns' activations are `turn.rs`'s.
        Phase::Turns | Phase::Over => {}
    }
}

/// § Pawns' Reactions: the attacked pawn's answer, with the extras its band may add.
fn answer(gather: &mut Gather, side: usize, retreat: bool) {
    let base = ConflictCommand::Answer {
        retreat,
        dexterity: None,
        extra_dice: 0,
        repeat_reply: false,
    };
    if !gather.try_command(base, Extras::default()) {
        return;
    }
    let with =
        |dexterity: Option<String>, extra_dice: u32, repeat_reply: bool| ConflictCommand::Answer {
            retreat,
            dexterity,
            extra_dice,
            repeat_reply,
        };
    let mut extras = Extras {
        extra_dice: most_extra_dice(gather, |dice| with(None, dice, false)),
        repeat_reply: gather.trial.accepts(&with(None, 0, true)).is_ok(),
        ..Extras::default()
    };
    extras.dexterity = playable_cards(gather, side, |card| with(Some(card), 0, false));
    set_extras(gather, extras);
}

/// § You No Longer Need It: what the clash's winner may take from the pawn it eliminated.
fn loot(gather: &mut Gather, winner: u32) {
    let Some((victim, purse, cards)) = gather.trial.conflict().lootable() else {
        return;
    };
    let mut items: Vec<Option<String>> = cards.iter().map(|card| Some(card.id.clone())).collect();
    if purse > 0 {
        items.insert(0, None);
    }
    for item in items {
        gather.try_command(
            ConflictCommand::Loot {
                pawn: winner,
                victim,
                item,
            },
            Extras::default(),
        );
    }
}

/// § The Hunt: markers to place, confrontations to choose, pawns to send or withdraw, and
/// concealed pawns to deploy on their band's markers.
fn hunt(gather: &mut Gather, side: usize) {
    let Some(play) = gather.trial.conflict().hunt().cloned() else {
        return;
    };
    let hunters: Vec<u32> = play
        .hunt
        .hunters
        .iter()
        .filter(|hunter| hunter.band == side)
        .map(|hunter| hunter.pawn)
        .collect();
    if let crate::rules::hunt::HuntPhase::Placing { band } = play.hunt.phase
        && band == side
        && play.fight.is_none()
    {
        for hunter in
            play.hunt.hunters.iter().filter(|hunter| {
                hunter.band == side && hunter.markers_left > 0 && !hunter.eliminated
            })
        {
            gather.offer(
                Action::PlaceTrackingMarker,
                Some(hunter.pawn),
                Choice::Point {
                    place: Place::TrackingMarker { pawn: hunter.pawn },
                },
            );
        }
    }
    let markers = play.hunt.markers.len();
    for own in 0..markers {
        for enemy in 0..markers {
            if play.hunt.markers[own].band == side && play.hunt.markers[enemy].band != side {
                gather.try_command(
                    ConflictCommand::Hunt(HuntOrder::Confront { own, enemy }),
                    Extras::default(),
                );
            }
        }
    }
    for &pawn in &hunters {
        send_pawn(gather, side, pawn);
        gather.try_command(
            ConflictCommand::Hunt(HuntOrder::Leave { pawn }),
            Extras::default(),
        );
        for marker in 0..markers {
            let deploy = ConflictCommand::Hunt(HuntOrder::DeployOnMarker {
                pawn,
                marker,
                facing: 0.0,
            });
            if gather.trial.accepts(&deploy).is_ok() {
                gather.offer(
                    Action::DeployOnMarker,
                    Some(pawn),
                    Choice::Facing {
                        command: deploy,
                        towards: Vec::new(),
                    },
                );
            }
        }
    }
}

/// § Open Season: a pawn sent into the confrontation, with the extras its band may add.
fn send_pawn(gather: &mut Gather, side: usize, pawn: u32) {
    let with = |extra_dice: u32, dexterity: Option<String>| {
        ConflictCommand::Hunt(HuntOrder::SendPawn {
            pawn,
            extra_dice,
            dexterity,
        })
    };
    if !gather.try_command(with(0, None), Extras::default()) {
        return;
    }
    let mut extras = Extras {
        extra_dice: most_extra_dice(gather, |dice| with(dice, None)),
        ..Extras::default()
    };
    extras.dexterity = playable_cards(gather, side, |card| with(0, Some(card)));
    set_extras(gather, extras);
}
