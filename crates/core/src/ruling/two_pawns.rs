//! The rulings between two pawns of the shipped bands (their Contract Cards by id): a blow in a
//! clash, with the Dexterity cards played, and a shot.

use crate::msg;
use crate::record::{Rejection, Resolution};
use crate::rules::cards::ContractCard;
use crate::rules::clash::{Answer, BlowOptions, Combatant, attacker, blow};
use crate::rules::content::Content;
use crate::rules::dexterity::{DexterityCard, DexterityUse, PlayContext, check_play};
use crate::rules::discharge::{Shot, discharge};
use crate::rules::rule;
use crate::ruling::checks::numbered;
use crate::ruling::resolve::Outcome;
use crate::ruling::simulation_checks::ClashChoices;

/// One pawn of a clash ruling: its card's id, the weapon in hand (its place on the card) and
/// the Vigour boxes already marked.
pub(super) struct ClashPawn<'a> {
    pub card: &'a str,
    pub weapon: usize,
    pub marked: u32,
}

impl<'a> ClashPawn<'a> {
    /// The first and second pawn, from the ruling's pairs.
    pub(super) fn pair(
        cards: &'a (String, String),
        weapons: (usize, usize),
        marked: (u32, u32),
    ) -> [ClashPawn<'a>; 2] {
        [
            ClashPawn {
                card: &cards.0,
                weapon: weapons.0,
                marked: marked.0,
            },
            ClashPawn {
                card: &cards.1,
                weapon: weapons.1,
                marked: marked.1,
            },
        ]
    }
}

/// One blow between the two pawns: who attacks follows from how they came to the clash; the
/// game's checks refuse what it would, then the blow is struck.
pub(super) fn blow_in_clash(
    index: usize,
    content: &Content,
    find: &dyn Fn(&str) -> Result<ContractCard, Rejection>,
    pawns: &[ClashPawn; 2],
    choices: &ClashChoices,
    resolution: &mut Resolution,
) -> Result<Outcome, Rejection> {
    let mut combatants = combatants(index, find, pawns)?;
    let (attacker, charge_bonus, why) = attacker([&combatants[0], &combatants[1]], choices.arrival);
    crate::ruling::simulation_checks::clash(index, &combatants, attacker, choices)?;
    resolution.explain_with(rule("Attacking and Responding Pawns"), || why);
    let played = dexterity_played(index, content, &combatants, attacker, choices)?;
    let options = BlowOptions {
        charge_bonus,
        answer: choices.answer,
        dexterity: played,
        from_distance: choices.from_distance,
        second_weapon: choices.second_weapon,
        extra_dice: [0, 0],
        repeat_failed_reply: [false, false],
    };
    let blow = blow(&mut combatants, attacker, &options, resolution)?;
    Ok(Outcome::Clash {
        attacker,
        blow,
        vigour_left: (
            combatants[0].vigour.remaining(),
            combatants[1].vigour.remaining(),
        ),
    })
}

/// The two pawns with their weapons in hand and their boxes marked; a pawn needs a box left.
fn combatants(
    index: usize,
    find: &dyn Fn(&str) -> Result<ContractCard, Rejection>,
    pawns: &[ClashPawn; 2],
) -> Result<[Combatant; 2], Rejection> {
    let mut combatants = [
        Combatant::new(find(pawns[0].card)?, pawns[0].weapon),
        Combatant::new(find(pawns[1].card)?, pawns[1].weapon),
    ];
    for (combatant, pawn) in combatants.iter_mut().zip(pawns) {
        let boxes = pawn.marked;
        if boxes >= combatant.vigour.table.total() {
            return Err(Rejection::by_rule(
                rule("Vigour and Vigour Table"),
                numbered(
                    index,
                    msg!(
                        "ruling-vigour-only",
                        card = &combatant.card.name,
                        vigour = combatant.vigour.table.total()
                    ),
                ),
            ));
        }
        combatant.vigour.marked = boxes;
    }
    Ok(combatants)
}

/// The Dexterity cards the first and second pawn play, each checked as the game would: to
/// attack for the attacker, to reply for the other.
fn dexterity_played(
    index: usize,
    content: &Content,
    combatants: &[Combatant; 2],
    attacker: usize,
    choices: &ClashChoices,
) -> Result<[Option<DexterityCard>; 2], Rejection> {
    let mut played = [None, None];
    for (pawn, id) in choices.dexterity.into_iter().enumerate() {
        let Some(id) = id else { continue };
        let card = content.dexterity.get(id).cloned().ok_or_else(|| {
            Rejection::new(numbered(index, msg!("ruling-no-dexterity-card", card = id)))
        })?;
        let context = PlayContext {
            using: if pawn == attacker {
                DexterityUse::Attack
            } else {
                DexterityUse::Reply
            },
            can_fight: pawn == attacker || choices.answer == Answer::Fights,
            played_this_turn: false,
        };
        check_play(
            &combatants[pawn].card,
            combatants[pawn].weapon,
            &card,
            context,
        )?;
        played[pawn] = Some(card);
    }
    Ok(played)
}

/// One shot by `shooter` (its card, and its weapon by its place on the card) at `target`.
pub(super) fn shot(
    find: &dyn Fn(&str) -> Result<ContractCard, Rejection>,
    shooter: &(String, usize),
    target: &str,
    shot: Shot,
    resolution: &mut Resolution,
) -> Result<Outcome, Rejection> {
    let shooter = Combatant::new(find(&shooter.0)?, shooter.1);
    let mut target = Combatant::new(find(target)?, 0);
    discharge(&shooter, &mut target, shot, resolution).map(Outcome::Discharge)
}
