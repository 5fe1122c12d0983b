//! The one function that applies the commands players (and the computer) give in a conflict
//! (`orders`): check in full, then resolve, then let the systems settle the table.

use super::clash::fighting;
use super::movement::moving;
use super::names::{band_name, pawn_name};
use super::orders::ConflictCommand;
use super::setup::ConflictSetup;
use super::shooting::discharge;
use super::turns::{deploying, preparing, sequence};
use super::world::components::{Phase, Progress};
use crate::conflict::world::ConflictWorld;
use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::rule;
use crate::words::Message;

/// Applies `command`: every check comes before the first die or change.
pub(super) fn apply(
    world: &mut ConflictWorld,
    settle: &mut super::world::systems::Settle,
    setup: &ConflictSetup,
    awaiting: super::Awaiting,
    command: &ConflictCommand,
    resolution: &mut Resolution,
) -> Result<Option<super::Awaiting>, Rejection> {
    let phase = world.resource::<Progress>().phase.clone();
    let wrong_phase = |what: Message| {
        Err(Rejection::by_rule(
            rule("Rules of Engagement"),
            msg!(
                "conflict-command-wrong-phase",
                what = what,
                phase = describe(world, &phase)
            ),
        ))
    };
    // A clash's result may still be chosen after the turn ended, while the next one opens
    // (an arrival, a bombardment): that choice comes first.
    let verdict_waits = phase != Phase::Turns && matches!(awaiting, super::Awaiting::Verdict(_));
    match (command, &phase) {
        _ if verdict_waits => play_turn(world, setup, awaiting, command, resolution)?,
        (ConflictCommand::Bid, Phase::Auction) => super::band::auction::bid(world, resolution)?,
        (ConflictCommand::LeaveAuction, Phase::Auction) => {
            super::band::auction::leave(world, setup, resolution)?;
        }
        (ConflictCommand::Bid | ConflictCommand::LeaveAuction, _) => {
            return wrong_phase(msg!("conflict-command-no-auction"));
        }
        (ConflictCommand::ChooseDeployment { first, edge }, Phase::ChooseDeployment { .. }) => {
            preparing::choose_deployment(world, *first, *edge, resolution)?;
        }
        (ConflictCommand::ChooseFirst { first }, Phase::ChooseDeployment { .. }) => {
            preparing::choose_first(world, *first, resolution)?;
        }
        (ConflictCommand::ChooseEdge { edge }, Phase::ChooseEdge { by, .. }) => {
            let first = *by;
            preparing::choose_deployment(world, first, *edge, resolution)?;
        }
        (ConflictCommand::PlaceLuminary { x, y }, Phase::PlaceLuminaries { .. }) => {
            preparing::place_luminary(world, setup, *x, *y, resolution)?;
        }
        (
            ConflictCommand::Deploy { card, places },
            Phase::Deployment { .. } | Phase::Arrival { .. },
        ) => {
            deploying::deploy(world, setup, card, places, resolution)?;
        }
        (ConflictCommand::ChooseDeployment { .. } | ConflictCommand::ChooseFirst { .. }, _) => {
            return wrong_phase(msg!("conflict-command-deployment-not-chosen"));
        }
        (ConflictCommand::ChooseEdge { .. }, _) => {
            return wrong_phase(msg!("conflict-command-no-edge-chosen"));
        }
        (ConflictCommand::PlaceLuminary { .. }, _) => {
            return wrong_phase(msg!("conflict-command-luminaries-not-placed"));
        }
        (ConflictCommand::Deploy { .. }, _) => {
            return wrong_phase(msg!("conflict-command-not-deploying"));
        }
        (ConflictCommand::Hunt(order), Phase::Hunt) => {
            super::hunt::tracking::play(world, setup, order, resolution)?;
        }
        (ConflictCommand::Hunt(_), _) => {
            return wrong_phase(msg!("conflict-command-hunt-not-played"));
        }
        (ConflictCommand::Bombard { target }, Phase::Bombardment { roll }) => {
            super::commission::bombard(world, *roll, *target, resolution)?;
        }
        (ConflictCommand::ChooseTimeOfDay { night }, Phase::ChooseTimeOfDay { .. }) => {
            super::commission::choose_time_of_day(world, *night, resolution)?;
        }
        (ConflictCommand::ChooseTimeOfDay { .. }, _) => {
            return wrong_phase(msg!("conflict-command-time-not-chosen"));
        }
        (ConflictCommand::PlaceEnclave { enclave, x, y }, Phase::PlaceEnclaves { .. }) => {
            let at = crate::table::base::Point { x: *x, y: *y };
            super::enclaves::on_table::place(world, enclave, at, resolution)?;
        }
        (ConflictCommand::StopPlacingEnclaves, Phase::PlaceEnclaves { .. }) => {
            super::enclaves::on_table::stop(world, resolution)?;
        }
        (ConflictCommand::PlaceEnclave { .. } | ConflictCommand::StopPlacingEnclaves, _) => {
            return wrong_phase(msg!("conflict-command-enclaves-not-placed"));
        }
        (
            ConflictCommand::DeployAntagonist { antagonist, x, y },
            Phase::DeployAntagonists { .. },
        ) => {
            let at = crate::table::base::Point { x: *x, y: *y };
            super::antagonists::townsfolk::deploy(world, antagonist, at, resolution)?;
        }
        (ConflictCommand::StopDeployingAntagonists, Phase::DeployAntagonists { .. }) => {
            super::antagonists::townsfolk::stop(world, resolution)?;
        }
        (
            ConflictCommand::DeployAntagonist { .. } | ConflictCommand::StopDeployingAntagonists,
            _,
        ) => {
            return wrong_phase(msg!("conflict-command-antagonists-not-deployed"));
        }
        (ConflictCommand::Bombard { .. }, _) => {
            return wrong_phase(msg!("conflict-command-no-bombardment"));
        }
        (ConflictCommand::PlaceGuest { x, y }, Phase::PlaceGuests { .. }) => {
            let at = crate::table::base::Point { x: *x, y: *y };
            super::commission::place_guest(world, at, resolution)?;
        }
        (ConflictCommand::PlaceGuest { .. }, _) => {
            return wrong_phase(msg!("conflict-command-guests-not-placed"));
        }
        (_, Phase::Turns) => play_turn(world, setup, awaiting, command, resolution)?,
        _ => return wrong_phase(msg!("conflict-command-pawns-cannot-act")),
    }
    // A step the command finished hands on to the turn flow here, as if it had called it.
    sequence::hand_on(world, resolution);
    settle.run(world);
    super::shooting::bombs::watch(world, resolution);
    super::awaiting::tidy(world);
    if let ConflictCommand::Move { pawn, .. } | ConflictCommand::TurnTo { pawn, .. } = command {
        super::movement::hide::watch(world, *pawn, resolution);
    }
    if let ConflictCommand::Activate { pawn } | ConflictCommand::Move { pawn, .. } = command {
        super::shooting::reaction::watch(world, *pawn, resolution);
    }
    let now = play_the_table(world, settle, setup, resolution);
    assert_eq!(
        world.resource::<super::world::components::NextStep>().0,
        None,
        "every finished step was handed on"
    );
    Ok(now)
}

/// The most steps the table takes on its own after one command: far more than a turn's worth
/// of Antagonists' moves and strikes; a bound, so that no rule's mistake can hang a game.
const TABLE_STEPS_MOST: usize = 256;

/// After a player's command, what nobody commands: the Temperaments answer what stirred them,
/// the Antagonists choose in their clashes (`antagonists::clash`), a finished turn ends. What the
/// world then waits for, where it was worked out on the way (the caller works it out otherwise).
fn play_the_table(
    world: &mut ConflictWorld,
    settle: &mut super::world::systems::Settle,
    setup: &ConflictSetup,
    resolution: &mut Resolution,
) -> Option<super::Awaiting> {
    for _ in 0..TABLE_STEPS_MOST {
        super::antagonists::automatic_activations::after_command(world, settle, resolution);
        super::solo::after_command(world, settle, resolution);
        if let Some(order) = super::solo::next_order(world) {
            let now = super::awaiting::awaiting(world);
            let accepted = play_turn(world, setup, now, &order, resolution).is_ok();
            super::solo::played(world, &order, accepted);
            settle.run(world);
            super::shooting::bombs::watch(world, resolution);
            super::awaiting::tidy(world);
            continue;
        }
        let mut now = None;
        let orders = super::antagonists::clash::next_orders(world, &mut now);
        if !orders.is_empty() {
            // `next_orders` worked it out, and a refused order changes nothing: it stands for
            // every try.
            let now = now.unwrap_or_else(|| super::awaiting::awaiting(world));
            let played = orders.iter().find(|order| {
                let done = play_turn(world, setup, now.clone(), order, resolution).is_ok();
                if done && let ConflictCommand::Attack { pawn, .. } = order {
                    super::antagonists::townsfolk::attacked(world, *pawn);
                }
                done
            });
            // None played: the table waits for a player.
            played?;
            settle.run(world);
            super::shooting::bombs::watch(world, resolution);
            super::awaiting::tidy(world);
            continue;
        }
        if let Err(now) = sequence::advance(world, setup, resolution, now) {
            return now;
        }
        settle.run(world);
    }
    None
}

/// `awaiting` is what the world waits for as it stands before `command`.
fn play_turn(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    awaiting: super::Awaiting,
    command: &ConflictCommand,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    let verdict = match awaiting {
        super::Awaiting::ReactionShot(window) => {
            return match command {
                ConflictCommand::ReactionShot {
                    pawn,
                    weapon,
                    extra_dice,
                } => {
                    super::shooting::reaction::fire(world, *pawn, *weapon, *extra_dice, resolution)
                }
                ConflictCommand::HoldFire => super::shooting::reaction::hold(world, resolution),
                _ => Err(Rejection::by_rule(
                    rule("Discharge Maneuvers"),
                    msg!(
                        "conflict-command-reaction-first",
                        pawn = pawn_name(world, window.enemy)
                    ),
                )),
            };
        }
        super::Awaiting::FightOrRetreat { pawn, .. } => {
            let ConflictCommand::FightOrRetreat { retreat } = command else {
                return Err(Rejection::by_rule(
                    rule("Pawns' Reactions"),
                    msg!(
                        "conflict-command-fight-or-retreat-first",
                        pawn = pawn_name(world, pawn)
                    ),
                ));
            };
            let question = super::clash::fight_or_retreat::question(world).cloned();
            return match question {
                Some(question) => {
                    super::clash::fighting::answer(world, &question, *retreat, resolution)
                }
                None => Ok(()),
            };
        }
        super::Awaiting::Blow(pending) => {
            let ConflictCommand::Answer {
                retreat,
                dexterity,
                extra_dice,
                repeat_reply,
            } = command
            else {
                return Err(Rejection::by_rule(
                    rule("Pawns' Reactions"),
                    msg!(
                        "conflict-command-answer-first",
                        pawn = pawn_name(world, pending.target)
                    ),
                ));
            };
            return super::clash::blow_answer::answer(
                world,
                &pending,
                super::clash::blow_answer::AnswerOrder {
                    retreat: *retreat,
                    dexterity: dexterity.as_deref(),
                    extra_dice: *extra_dice,
                    repeat_reply: *repeat_reply,
                },
                resolution,
            );
        }
        super::Awaiting::KeepHidden(_) => {
            let ConflictCommand::KeepHidden { price } = command else {
                return Err(Rejection::by_rule(
                    rule("Raid in the Compas"),
                    msg!("conflict-command-keep-hidden-first"),
                ));
            };
            return super::solo::answer_reveal(world, price.as_ref(), resolution);
        }
        super::Awaiting::Temperaments { by, .. } => {
            return match command {
                ConflictCommand::MoveByTemperament { pawn, charge, to } => {
                    let to = to.map(|(x, y)| crate::table::base::Point { x, y });
                    super::antagonists::authority_moves::move_by_choice(
                        world, *pawn, *charge, to, resolution,
                    )
                }
                ConflictCommand::StopTemperaments => {
                    super::antagonists::authority_moves::stop_moving(world, resolution)
                }
                _ => Err(Rejection::by_rule(
                    rule("How Do Antagonists Work"),
                    msg!(
                        "conflict-command-temperaments-first",
                        band = band_name(world, by)
                    ),
                )),
            };
        }
        super::Awaiting::Verdict(verdict) => verdict,
        super::Awaiting::Phase(_) => return play_activation(world, setup, command, resolution),
    };
    if let ConflictCommand::Loot { pawn, victim, item } = command {
        return super::clash::looting::loot(
            world,
            &verdict,
            *pawn,
            *victim,
            item.as_deref(),
            resolution,
        );
    }
    let ConflictCommand::ResolveClash { result } = command else {
        return Err(Rejection::by_rule(
            rule("Resolution of Clashes"),
            msg!(
                "conflict-command-verdict-first",
                pawn = pawn_name(world, verdict.winner)
            ),
        ));
    };
    super::clash::verdict::resolve(world, &verdict, result, resolution)
}

/// A command of the activation itself, nothing being pending.
fn play_activation(
    world: &mut ConflictWorld,
    setup: &ConflictSetup,
    command: &ConflictCommand,
    resolution: &mut Resolution,
) -> Result<(), Rejection> {
    if let Some(played) = play_commission_order(world, command, resolution) {
        return played;
    }
    match command {
        ConflictCommand::Activate { pawn } => sequence::activate(world, *pawn, resolution),
        ConflictCommand::EndActivation { pawn } => {
            sequence::end_activation(world, *pawn, resolution)
        }
        ConflictCommand::LeaveTable { pawn } => {
            super::movement::leaving::leave(world, *pawn, resolution)
        }
        ConflictCommand::Move {
            pawn,
            gait,
            path,
            facing,
        } => {
            super::band::armament_play::check_move(world, *pawn, *gait, path, *facing)?;
            moving::move_pawn(world, *pawn, *gait, path, *facing, resolution)
        }
        ConflictCommand::TurnTo { pawn, facing } => {
            super::band::armament::check_may_turn(world, *pawn)?;
            moving::turn_to(world, *pawn, *facing)
        }
        ConflictCommand::Shoot {
            pawn,
            target,
            weapon,
            accurate,
            extra_dice,
        } => discharge::shoot(
            world,
            discharge::ShotOrder {
                pawn: *pawn,
                target: *target,
                weapon: *weapon,
                accurate: *accurate,
                extra_dice: *extra_dice,
                reaction: false,
            },
            resolution,
        ),
        ConflictCommand::Reload { pawn, weapon } => {
            discharge::reload_weapon(world, *pawn, *weapon, resolution)
        }
        ConflictCommand::Attack {
            pawn,
            target,
            weapon,
            second_weapon,
            second_target,
            dexterity,
            charge_attack,
            extra_dice,
            repeat_reply,
        } => fighting::attack(
            world,
            super::clash::weapon_choice::AttackOrder {
                pawn: *pawn,
                target: *target,
                weapon: *weapon,
                second_weapon: *second_weapon,
                second_target: *second_target,
                follow_up: false,
                dexterity: dexterity.clone(),
                charge_attack: *charge_attack,
                extra_dice: *extra_dice,
                repeat_reply: *repeat_reply,
            },
            resolution,
        ),
        ConflictCommand::UsePanoply { pawn, item } => {
            super::band::items::use_item(world, *pawn, item, resolution)
        }
        ConflictCommand::PlaceBomb {
            pawn,
            weapon,
            fuse_turns,
        } => super::shooting::bombs::declare(world, *pawn, *weapon, *fuse_turns, resolution),
        ConflictCommand::Bless(order) => {
            super::band::blessings::bless(world, setup, order, resolution)
        }
        ConflictCommand::Treat { pawn, friend } => {
            super::band::peculiarities::treat(world, *pawn, *friend, resolution)
        }
        ConflictCommand::Intimidate { pawn, target } => {
            super::band::peculiarities::intimidate(world, *pawn, *target, resolution)
        }
        ConflictCommand::AwaitReaction { pawn } => {
            super::shooting::reaction::declare(world, *pawn, resolution)
        }
        _ => Err(refused_in_activation(command)),
    }
}

/// The orders of a Commission or of the solo mode given in an activation (a marker shot at,
/// an Antagonist coaxed, an Enclave conquered or used, a Guest moved or uncovered); `None` for
/// any other command.
fn play_commission_order(
    world: &mut ConflictWorld,
    command: &ConflictCommand,
    resolution: &mut Resolution,
) -> Option<Result<(), Rejection>> {
    Some(match command {
        ConflictCommand::ShootMarker {
            pawn,
            marker,
            weapon,
        } => super::solo::shoot_marker(world, *pawn, *marker, *weapon, resolution),
        ConflictCommand::Coax {
            pawn,
            antagonist,
            marker,
            pay,
        } => super::solo::coax(world, *pawn, *antagonist, *marker, *pay, resolution),
        ConflictCommand::RevealRoom { pawn, room } => {
            super::solo::reveal_room(world, *pawn, *room, resolution)
        }
        ConflictCommand::Drag { pawn, target } => {
            super::commission::drag(world, *pawn, *target, resolution)
        }
        ConflictCommand::ConquerEnclave { pawn, enclave } => {
            super::enclaves::on_table::conquer(world, *pawn, *enclave, resolution)
        }
        ConflictCommand::UseEnclave {
            pawn,
            enclave,
            action,
            dexterity,
        } => super::enclaves::actions::use_action(
            world,
            *pawn,
            *enclave,
            *action,
            dexterity.as_deref(),
            resolution,
        ),
        ConflictCommand::PutOutFuse { pawn } => {
            super::enclaves::actions::put_out(world, *pawn, resolution)
        }
        ConflictCommand::MoveGuest {
            marker,
            x,
            y,
            reveal,
        } => {
            let to = crate::table::base::Point { x: *x, y: *y };
            super::commission::move_guest(world, *marker, to, *reveal, resolution)
        }
        ConflictCommand::UncoverGuest { pawn, marker } => {
            super::commission::uncover_guest(world, *pawn, *marker, resolution)
        }
        _ => return None,
    })
}

/// Why a command that answers a question, or belongs before the turns, is refused while a pawn
/// may be activated.
fn refused_in_activation(command: &ConflictCommand) -> Rejection {
    match command {
        ConflictCommand::Answer { .. } => Rejection::by_rule(
            rule("Pawns' Reactions"),
            msg!("conflict-command-no-answer-waiting"),
        ),
        ConflictCommand::FightOrRetreat { .. } => Rejection::by_rule(
            rule("Pawns' Reactions"),
            msg!("conflict-command-no-fight-or-retreat"),
        ),
        ConflictCommand::ResolveClash { .. } => Rejection::by_rule(
            rule("Resolution of Clashes"),
            msg!("conflict-command-no-verdict"),
        ),
        ConflictCommand::ReactionShot { .. } | ConflictCommand::HoldFire => Rejection::by_rule(
            rule("Discharge Maneuvers"),
            msg!("conflict-command-no-reaction"),
        ),
        ConflictCommand::MoveByTemperament { .. } | ConflictCommand::StopTemperaments => {
            Rejection::by_rule(
                rule("How Do Antagonists Work"),
                msg!("conflict-command-temperaments-only-before"),
            )
        }
        ConflictCommand::KeepHidden { .. } => Rejection::by_rule(
            rule("Raid in the Compas"),
            msg!("conflict-command-no-hidden-reveal"),
        ),
        ConflictCommand::Loot { .. } => Rejection::by_rule(
            rule("You No Longer Need It"),
            msg!("conflict-command-loot-only-now"),
        ),
        // The set-up's orders: the auction, deployment, the first player, Luminaries, Guests,
        // Enclaves, Antagonists, the time of day, the Hunt, a bombardment.
        _ => Rejection::new(msg!("conflict-command-under-way")),
    }
}

/// The phase in words, for refusals.
pub(super) fn describe(world: &ConflictWorld, phase: &Phase) -> Message {
    match phase {
        Phase::Auction => match super::band::auction::bidder(world) {
            Some(band) => msg!(
                "conflict-command-phase-auction-bidder",
                band = band_name(world, band)
            ),
            None => msg!("conflict-command-phase-auction"),
        },
        Phase::ChooseDeployment { chooser } => msg!(
            "conflict-command-phase-choose-deployment",
            band = band_name(world, *chooser)
        ),
        Phase::ChooseEdge { by, .. } => msg!(
            "conflict-command-phase-choose-edge",
            band = band_name(world, *by)
        ),
        Phase::PlaceLuminaries { by, left } => msg!(
            "conflict-command-phase-luminaries",
            band = band_name(world, *by),
            left = *left
        ),
        Phase::Deployment { side } => msg!(
            "conflict-command-phase-deployment",
            band = band_name(world, *side)
        ),
        Phase::Arrival { side } => msg!(
            "conflict-command-phase-arrival",
            band = band_name(world, *side)
        ),
        Phase::Hunt => msg!("conflict-command-phase-hunt"),
        Phase::PlaceEnclaves { by } => msg!(
            "conflict-command-phase-enclaves",
            band = band_name(world, *by)
        ),
        Phase::DeployAntagonists { by } => msg!(
            "conflict-command-phase-antagonists",
            band = band_name(world, *by)
        ),
        Phase::PlaceGuests { by } => msg!(
            "conflict-command-phase-guests",
            band = band_name(world, *by)
        ),
        Phase::ChooseTimeOfDay { by } => msg!(
            "conflict-command-phase-time-of-day",
            band = band_name(world, *by)
        ),
        Phase::Bombardment { roll } => match super::commission::bombardment_chooser(world, *roll) {
            Some(band) => msg!(
                "conflict-command-phase-bombardment",
                roll = *roll,
                band = band_name(world, band)
            ),
            None => msg!("conflict-command-phase-bombardment-any", roll = *roll),
        },
        Phase::Turns => msg!("conflict-command-phase-turns"),
        Phase::Over => msg!("conflict-command-phase-over"),
    }
}
