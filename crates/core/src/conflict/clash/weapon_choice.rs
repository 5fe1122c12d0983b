//! What a pawn fights with in a clash: the weapon it attacks or answers with, the Dexterity
//! card its band plays, and an Attack order unpacked. Shared by the blow (`fighting`), charge
//! attacks, engaging, the Hunt's confrontations and the odds, below all of them.

use crate::conflict::names::band_name;
use crate::conflict::world::ConflictWorld;
use crate::conflict::world::components::Decks;
use crate::conflict::world::pawns::{deeds, set_deeds, side};
use crate::msg;
use crate::record::Rejection;
use crate::rules::cards::ContractCard;
use crate::rules::dexterity::DexterityCard;
use crate::rules::rule;

/// An `Attack` command, unpacked.
pub(in crate::conflict) struct AttackOrder {
    pub pawn: u32,
    pub target: u32,
    pub weapon: usize,
    pub second_weapon: Option<usize>,
    /// § Multiple Attacks: the enemy the second weapon strikes in its own roll.
    pub second_target: Option<u32>,
    /// The second weapon's attack on another enemy, after the first blow: the activation's
    /// one clash is already under way.
    pub follow_up: bool,
    pub dexterity: Option<String>,
    pub charge_attack: bool,
    pub extra_dice: u32,
    /// Duellist: repeat the pawn's Reply roll if it fails (1 Maravedi, paid if repeated).
    pub repeat_reply: bool,
}

/// The hand weapon a pawn answers with: a Block weapon when it may only block, else the one
/// with the best Reply (our choice: the defender's player is not asked, see rules-gaps).
pub fn answering_weapon(card: &ContractCard, blocking: bool) -> usize {
    let hand = |index: &usize| card.weapons[*index].attack.is_some();
    let block = (0..card.weapons.len())
        .filter(hand)
        .find(|&index| card.weapons[index].block_limit().is_some());
    // A roll succeeds at or above the Attribute: the lowest Reply is the best.
    let best = (0..card.weapons.len())
        .filter(hand)
        .min_by_key(|&index| (card.weapons[index].reply.unwrap_or(u32::MAX), index));
    if blocking { block.or(best) } else { best }.unwrap_or(0)
}

/// The hand weapon a pawn attacks with when the rules make it the attacker on its enemy's
/// activation: the best (lowest) Attack.
pub(in crate::conflict) fn attacking_weapon(card: &ContractCard) -> usize {
    (0..card.weapons.len())
        .filter(|&index| card.weapons[index].attack.is_some())
        .min_by_key(|&index| (card.weapons[index].attack.unwrap_or(u32::MAX), index))
        .unwrap_or(0)
}

/// The weapon the target of a pending blow fights with: its best Attack when it strikes
/// (§ Resolution of Clashes, § Attacking and Responding Pawns), else its best Reply.
pub(in crate::conflict) fn target_weapon(target: &ContractCard, target_strikes: bool) -> usize {
    if target_strikes {
        attacking_weapon(target)
    } else {
        answering_weapon(target, false)
    }
}

pub(in crate::conflict) fn dexterity_card(
    world: &ConflictWorld,
    band: usize,
    id: Option<&str>,
) -> Result<Option<DexterityCard>, Rejection> {
    let Some(id) = id else {
        return Ok(None);
    };
    world
        .resource::<Decks>()
        .0
        .get(band)
        .into_iter()
        .flatten()
        .find(|card| card.id == id)
        .map(|card| Some(DexterityCard::clone(card)))
        .ok_or_else(|| {
            // By the id the command gave: the card's name would tell whether the other band
            // holds one (§ Dexterity Cards: a hand is secret).
            Rejection::by_rule(
                rule("Dexterity Cards"),
                msg!(
                    "conflict-clash-no-dexterity-card",
                    band = band_name(world, band),
                    card = id
                ),
            )
        })
}

pub(in crate::conflict) fn spend_dexterity(
    world: &mut ConflictWorld,
    pawn: u32,
    played: &DexterityCard,
) {
    let Some(band) = side(world, pawn) else {
        return;
    };
    let decks = world.resource_mut::<Decks>();
    if let Some(deck) = decks.0.get_mut(band)
        && let Some(position) = deck.iter().position(|card| card.id == played.id)
    {
        deck.remove(position);
    }
    let mut done = deeds(world, pawn).clone();
    done.played_dexterity = true;
    set_deeds(world, pawn, done);
}

#[cfg(test)]
mod tests {
    use super::{answering_weapon, attacking_weapon};
    use crate::rules::cards::{test_card, test_hand_weapon};

    /// § Attack and Reply: a roll succeeds at or above the Attribute, so the lower Attack or
    /// Reply is the better one: a pawn answering or striking on its enemy's activation uses it.
    #[test]
    fn attack_and_reply_the_weapon_used_unasked_is_the_one_with_the_lower_attribute() {
        let mut clumsy = test_hand_weapon("club");
        clumsy.attack = Some(8);
        clumsy.reply = Some(8);
        let mut deft = test_hand_weapon("rapier");
        deft.attack = Some(4);
        deft.reply = Some(3);
        let mut card = test_card(5, clumsy);
        card.weapons_mut().push(deft);
        assert_eq!(attacking_weapon(&card), 1, "Attack 4 rather than 8");
        assert_eq!(answering_weapon(&card, false), 1, "Reply 3 rather than 8");
    }
}
