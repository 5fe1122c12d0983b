//! 1650 § Antagonists in clashes: no player answers for an Antagonist, so what it must choose
//! is chosen here, as § Enemy Pawns and Antagonists in Clashes has it: it fights rather than
//! retreats, strikes the engaged pawn with the fewest Vigour points with its most damaging
//! weapon, and, winning a clash, pushes back. Each choice is an ordinary command played inside
//! `apply`, after the player's, so a record replays it exactly.

use crate::conflict::Awaiting;
use crate::conflict::orders::ConflictCommand;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Progress;
use crate::conflict::world::pawns::{deeds, engaged_with};
use crate::rules::activation::ClashResult;

/// The commands an Antagonist plays now, the first one the rules allow to be played: none when
/// nothing waits on an Antagonist.
/// `now` holds what the world waits for once worked out (this works it out only where an
/// enemy no player commands may answer), for the caller to reuse while the world stands.
pub(in crate::conflict) fn next_orders(
    world: &ConflictWorld,
    now: &mut Option<Awaiting>,
) -> Vec<ConflictCommand> {
    let solo = crate::conflict::solo::notes::enemy_band(world).is_some();
    if !solo
        && !world
            .resource::<crate::conflict::world::components::SetupOf>()
            .0
            .has_antagonists()
    {
        return Vec::new();
    }
    let antagonist =
        |pawn: u32| crate::conflict::antagonists::townsfolk::is_antagonist(world, pawn);
    // § Enemy Pawns and Antagonists in Clashes: the enemy no player commands answers the same.
    let answered_by_rules = |pawn: u32| {
        antagonist(pawn) || (solo && crate::conflict::solo::notes::is_enemy(world, pawn))
    };
    match now
        .get_or_insert_with(|| crate::conflict::awaiting::awaiting(world))
        .clone()
    {
        Awaiting::FightOrRetreat { pawn, .. } if answered_by_rules(pawn) => {
            vec![
                ConflictCommand::FightOrRetreat { retreat: false },
                ConflictCommand::FightOrRetreat { retreat: true },
            ]
        }
        Awaiting::Blow(blow) if answered_by_rules(blow.target) => [false, true]
            .into_iter()
            .map(|retreat| ConflictCommand::Answer {
                retreat,
                dexterity: None,
                extra_dice: 0,
                repeat_reply: false,
            })
            .collect(),
        // § Enemy Pawns and Antagonists in Clashes, rows 2 to 4, for the enemy no player commands.
        Awaiting::Verdict(verdict)
            if solo && crate::conflict::solo::notes::is_enemy(world, verdict.winner) =>
        {
            crate::conflict::solo::clash::results(world, &verdict)
        }
        Awaiting::Verdict(verdict) if answered_by_rules(verdict.winner) => {
            [ClashResult::PushingBack, ClashResult::Hold]
                .into_iter()
                .map(|result| ConflictCommand::ResolveClash { result })
                .collect()
        }
        Awaiting::Phase(crate::conflict::world::components::Phase::Turns) => {
            let Some(pawn) = world
                .resource::<Progress>()
                .active
                .filter(|&id| antagonist(id))
            else {
                return Vec::new();
            };
            let mut orders: Vec<ConflictCommand> = strike(world, pawn).into_iter().collect();
            orders.push(ConflictCommand::EndActivation { pawn });
            orders
        }
        _ => Vec::new(),
    }
}

/// § Enemy Pawns and Antagonists in Clashes: the engaged enemy with the fewest Vigour points,
/// struck with the weapon that does the most Damage; nothing if it has fought this activation.
pub(in crate::conflict) fn strike(world: &ConflictWorld, pawn: u32) -> Option<ConflictCommand> {
    if deeds(world, pawn).fought {
        return None;
    }
    let target = engaged_with(world, pawn)
        .into_iter()
        .filter_map(|enemy| {
            Some((
                crate::conflict::band::harm::health(world, enemy)?.remaining(),
                enemy,
            ))
        })
        .min()?
        .1;
    let card = crate::conflict::world::pawns::card(world, pawn)?;
    let weapon = card
        .weapons
        .iter()
        .enumerate()
        .filter(|(_, weapon)| weapon.attack.is_some())
        .max_by_key(|(index, weapon)| (weapon.damage.normal, std::cmp::Reverse(*index)))?
        .0;
    Some(ConflictCommand::plain_attack(pawn, target, weapon))
}
