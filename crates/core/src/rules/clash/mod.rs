//! 1650 § Attacking and Responding Pawns, § Attack and Reply, § Pawns' Reactions, § Attack from
//! Behind, § A Draw During Clashes and § Block: one blow of a clash between two pawns.

use super::cards::{ContractCard, SpecialRule, Weapon};
use super::damage::{Hit, Penetration, hit};
use super::dexterity::{DexterityCard, DexterityEffect};
use super::rolls::{FaceOff, RollResult, face_off, roll, second_weapon};
use super::rule;
use super::vigour::{Marked, RollEdge, Vigour, edge_modifiers};
use crate::dice::Modifier;
use crate::record::{Rejection, Resolution};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// § Movement Maneuvers: a charge longer than this makes the charger the attacker, with +1.
pub const CHARGE_BONUS_CM: f32 = 15.0;

/// How the clash came about, which decides who attacks.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Arrival {
    /// `pawn` (0 or 1) charged `distance` cm into the clash.
    Charge { pawn: usize, distance: f32 },
    /// `pawn` walked, jumped, climbed or swam into contact.
    Engaged { pawn: usize },
    /// The clash was already there; `pawn` was activated first this turn.
    Ongoing { first_activated: usize },
}

/// How the target of the blow can answer it (§ Pawns' Reactions, § Attack from Behind, § Block).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    /// Not yet activated, engaged in its front: it fights (a face-off of Attack and Reply).
    #[default]
    Fights,
    /// Already activated this turn: it may only block, with a Block weapon.
    Blocks,
    /// Engaged from its Rearguard, or unable to reply: the attacker makes a single roll.
    Cannot,
    /// It turns and walks away from the clash, suffering an attack of opportunity.
    Retreats,
}

/// A pawn in the blow: its card, the weapon in hand and how worn it is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Combatant {
    /// Shared: a conflict hands each pawn's card, named for it, to every blow and shot it is in
    /// (`conflict::names::named_card`).
    pub card: Arc<ContractCard>,
    pub weapon: usize,
    pub vigour: Vigour,
}

impl Combatant {
    pub fn new(card: impl Into<Arc<ContractCard>>, weapon: usize) -> Self {
        let card = card.into();
        let vigour = Vigour::new(card.vigour);
        Self {
            card,
            weapon,
            vigour,
        }
    }

    fn weapon(&self) -> Result<&Weapon, Rejection> {
        self.card.weapons.get(self.weapon).ok_or_else(|| {
            Rejection::new(format!(
                "{} has no weapon {}",
                self.card.name,
                self.weapon + 1
            ))
        })
    }
}

/// § Attacking and Responding Pawns: who attacks (0 or 1), and whether it has the charge bonus.
pub fn attacker(combatants: [&Combatant; 2], arrival: Arrival) -> (usize, bool, String) {
    match arrival {
        Arrival::Charge { pawn, distance } if distance > CHARGE_BONUS_CM => (
            pawn,
            true,
            format!(
                "{} charged {distance:.1} cm: it attacks, +1 to its first roll",
                combatants[pawn].card.name
            ),
        ),
        Arrival::Charge { pawn, .. } | Arrival::Engaged { pawn } => {
            let [first, second] = combatants.map(|combatant| combatant.card.audacity);
            let chosen = match first.cmp(&second) {
                std::cmp::Ordering::Less => 0,
                std::cmp::Ordering::Greater => 1,
                std::cmp::Ordering::Equal => pawn,
            };
            (
                chosen,
                false,
                format!(
                    "Audacity {first} against {second}: {} attacks",
                    combatants[chosen].card.name
                ),
            )
        }
        Arrival::Ongoing { first_activated } => (
            first_activated,
            false,
            format!(
                "{} was activated first: it attacks",
                combatants[first_activated].card.name
            ),
        ),
    }
}

/// § Charge: more than 15 cm charged, +1 to the first Attack roll.
pub fn charge_modifier() -> Modifier {
    Modifier::new("charge over 15 cm", 1)
}

/// What a blow left behind besides lost Vigour (§ Armament, § Dexterity Cards).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum BlowEffect {
    /// Beating: turned its back to the hitter; it may not turn to face an attacker next turn.
    TurnedAway,
    /// Disrupting: not activated this turn if it was not yet, and no Block, for a turn.
    Disrupted,
    /// Panic: an Audacity roll or it escapes from the clash.
    PanicRoll,
    /// Panic beat it: enemies (its friends) within 15 cm roll Audacity at −1 or escape.
    PanicAround,
    /// It retreated from the clash by walking away (after the attack of opportunity).
    Retreated,
    /// A Dexterity card lets it walk 5 cm out of the clash without an attack of opportunity.
    MayDisengage,
}

impl BlowEffect {
    /// The effect in words, for the log.
    pub fn words(self) -> &'static str {
        match self {
            BlowEffect::TurnedAway => "Beating, it turns its back to the hitter",
            BlowEffect::Disrupted => "Disrupting, it cannot Block for a turn",
            BlowEffect::PanicRoll => "Panic, an Audacity roll or it escapes",
            BlowEffect::PanicAround => "Panic, its friends within 15 cm roll Audacity at -1",
            BlowEffect::Retreated => "it retreats from the clash",
            BlowEffect::MayDisengage => "it may walk 5 cm out of the clash",
        }
    }
}

/// What one blow did.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Blow {
    pub attack: RollResult,
    pub reply: Option<RollResult>,
    /// Who hit whom: (hitter, hit, the damage worked out).
    pub hits: Vec<(usize, usize, Hit)>,
    pub marked: Vec<(usize, Marked)>,
    /// (pawn, effect), in the order they happened.
    #[serde(default)]
    pub effects: Vec<(usize, BlowEffect)>,
    /// The second weapon's roll (§ Multiple Attacks), when it was used.
    #[serde(default)]
    pub second: Option<RollResult>,
    /// The combatant whose failed Reply roll was repeated (Duellist): its Maravedi is spent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repeated_reply: Option<usize>,
}

impl Blow {
    fn new(attack: RollResult) -> Self {
        Self {
            attack,
            reply: None,
            hits: Vec::new(),
            marked: Vec::new(),
            effects: Vec::new(),
            second: None,
            repeated_reply: None,
        }
    }
}

/// How the blow is struck, besides the two pawns.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BlowOptions {
    /// Charged more than 15 cm: +1 to the first Attack roll.
    #[serde(default)]
    pub charge_bonus: bool,
    #[serde(default)]
    pub answer: Answer,
    /// Dexterity cards played face down by (pawn 0, pawn 1), checked with
    /// `dexterity::check_play` before the blow.
    #[serde(default)]
    pub dexterity: [Option<DexterityCard>; 2],
    /// § Fighting from a Distance: engaged from afar; a weapon without Range can stop the
    /// blow but not hurt.
    #[serde(default)]
    pub from_distance: bool,
    /// § Multiple Attacks: the attacker's second weapon (index on its card) against the same
    /// enemy, used only after the first hits.
    #[serde(default)]
    pub second_weapon: Option<usize>,
    /// § Investing Maravedies: extra dice each combatant bought for its roll in this blow.
    #[serde(default)]
    pub extra_dice: [u32; 2],
    /// Duellist (peculiarities.ron): the combatant repeats a failed Reply roll and keeps the new
    /// one (its player chose to invest the Maravedi beforehand).
    #[serde(default, skip_serializing_if = "is_neither")]
    pub repeat_failed_reply: [bool; 2],
}

fn is_neither(flags: &[bool; 2]) -> bool {
    !flags[0] && !flags[1]
}

/// The effects of one pawn's Dexterity card, gathered.
#[derive(Default)]
struct Trick {
    roll_bonus: i32,
    opponent_roll: i32,
    extra_dice: u32,
    damage_bonus: u32,
    penetration: Option<Penetration>,
    wins_draws: bool,
    cancels_critical: bool,
    turns_enemy: bool,
    disengages: bool,
}

fn trick(card: Option<&DexterityCard>) -> Trick {
    let mut trick = Trick::default();
    for effect in card.map(|card| card.effects.as_slice()).unwrap_or_default() {
        match *effect {
            DexterityEffect::RollBonus(amount) => trick.roll_bonus += amount,
            DexterityEffect::OpponentRoll(amount) => trick.opponent_roll += amount,
            DexterityEffect::ExtraDice(count) => trick.extra_dice += count,
            DexterityEffect::DamageBonus(amount) => trick.damage_bonus += amount,
            DexterityEffect::Penetration(how) => trick.penetration = Some(how),
            DexterityEffect::WinsDraws => trick.wins_draws = true,
            DexterityEffect::CancelsCritical => trick.cancels_critical = true,
            DexterityEffect::TurnsEnemy => trick.turns_enemy = true,
            DexterityEffect::Disengages => trick.disengages = true,
        }
    }
    trick
}

/// The modifiers on one pawn's roll: its card, the opponent's card, its wounds.
fn roll_modifiers(
    own: &Trick,
    opponent: &Trick,
    card: Option<&DexterityCard>,
    opponent_card: Option<&DexterityCard>,
    edge: RollEdge,
) -> Vec<Modifier> {
    let mut modifiers = Vec::new();
    if own.roll_bonus != 0 {
        let name = card.map_or("", |card| card.name.as_str());
        modifiers.push(Modifier::new(format!("Dexterity: {name}"), own.roll_bonus));
    }
    if opponent.opponent_roll != 0 {
        let name = opponent_card.map_or("", |card| card.name.as_str());
        modifiers.push(Modifier::new(
            format!("opponent's Dexterity: {name}"),
            opponent.opponent_roll,
        ));
    }
    modifiers.extend(edge_modifiers(edge));
    modifiers
}

/// The attacker (index `attacker`) strikes at the other pawn, who answers as `options.answer`
/// allows.
pub fn blow(
    combatants: &mut [Combatant; 2],
    attacker: usize,
    options: &BlowOptions,
    resolution: &mut Resolution,
) -> Result<Blow, Rejection> {
    let target = 1 - attacker;
    // The cards are shared: held here, their weapons and names are read without a copy while
    // the combatants' Vigour is marked.
    let cards = [
        Arc::clone(&combatants[0].card),
        Arc::clone(&combatants[1].card),
    ];
    combatants[attacker].weapon()?;
    combatants[target].weapon()?;
    let weapon = &cards[attacker].weapons[combatants[attacker].weapon];
    let target_weapon = &cards[target].weapons[combatants[target].weapon];
    let Some(attack_value) = weapon.attack else {
        return Err(Rejection::by_rule(
            rule("Attack and Reply"),
            format!("{} is not a hand-to-hand weapon", weapon.name),
        ));
    };
    let names = [&cards[0].name, &cards[1].name];
    let tricks_played = [options.dexterity[0].as_ref(), options.dexterity[1].as_ref()];
    let mut tricks = [trick(tricks_played[0]), trick(tricks_played[1])];
    for (trick, bought) in tricks.iter_mut().zip(options.extra_dice) {
        trick.extra_dice += bought;
    }
    for (pawn, card) in tricks_played.iter().enumerate() {
        if let Some(card) = card {
            resolution.explain_with(rule("Dexterity Cards"), || {
                format!("{} turns over {}: {}", names[pawn], card.name, card.text)
            });
        }
    }
    if options.answer == Answer::Retreats {
        return Ok(attack_of_opportunity(
            combatants,
            attacker,
            weapon,
            attack_value,
            names,
            resolution,
        ));
    }
    let mut attack_modifiers = roll_modifiers(
        &tricks[attacker],
        &tricks[target],
        tricks_played[attacker],
        tricks_played[target],
        combatants[attacker].vigour.roll_edge(),
    );
    if options.charge_bonus {
        attack_modifiers.insert(0, charge_modifier());
    }
    let mut attack = roll(
        resolution.dice(),
        "Attack roll",
        attack_value,
        attack_modifiers,
        tricks[attacker].extra_dice,
    );
    if tricks[target].cancels_critical {
        attack = attack.without_critical();
    }
    let mut outcome = Blow::new(attack.clone());
    // § Fighting from a Distance: "if any of the pawns has a close combat weapon with no Range,
    // it will be still able to stop the enemy's attack, but won't be able to damage" (the
    // attacker as well as the target).
    let harmless_attack = options.from_distance && weapon.range.is_none();
    let cannot_hurt = |resolution: &mut Resolution| {
        resolution.explain_with(rule("Fighting from a Distance"), || {
            format!(
                "{}'s {} has no Range: from afar it cannot hurt",
                names[attacker], weapon.name
            )
        });
    };
    // Who can answer, and with what.
    let reply_value = reply_value(options.answer, weapon, target_weapon, resolution);
    let Some(reply_value) = reply_value else {
        // § Pawns' Reactions: no reply possible, a single Attack roll.
        resolution.explain_with(rule("Pawns' Reactions"), || {
            format!(
                "{} cannot reply: single Attack roll, {attack}",
                names[target]
            )
        });
        if attack.success && harmless_attack {
            cannot_hurt(resolution);
        } else if attack.success {
            strike(
                combatants,
                attacker,
                &attack,
                &tricks[attacker],
                resolution,
                &mut outcome,
            );
        }
        second_blow(
            combatants,
            attacker,
            options,
            None,
            resolution,
            &mut outcome,
        );
        return Ok(outcome);
    };
    let mut reply = reply_roll(
        combatants,
        target,
        reply_value,
        (&tricks, tricks_played),
        options,
        names,
        resolution,
        &mut outcome,
    );
    if tricks[attacker].cancels_critical {
        reply = reply.without_critical();
    }
    outcome.reply = Some(reply.clone());
    resolution.explain_with(rule("Attack and Reply"), || {
        format!(
            "{} attacks: {attack}; {} replies: {reply}",
            names[attacker], names[target]
        )
    });
    // § Block, § Fighting from a Distance: these replies stop the blow but never hurt.
    let blocking = options.answer == Answer::Blocks;
    let harmless_reply = blocking || (options.from_distance && target_weapon.range.is_none());
    let stopped = |resolution: &mut Resolution| {
        let why = if blocking {
            ("Block", format!("{} blocks the blow", names[target]))
        } else {
            (
                "Fighting from a Distance",
                format!(
                    "{} stops the blow, but its {} has no Range to hurt from afar",
                    names[target], target_weapon.name
                ),
            )
        };
        resolution.explain(rule(why.0), why.1);
    };
    let draw_winner = match (tricks[attacker].wins_draws, tricks[target].wins_draws) {
        (true, false) => Some(attacker),
        (false, true) => Some(target),
        // § A Draw During Clashes: the lower Attribute strikes; equal, nobody does.
        _ => super::clash_odds::draw_goes_to(attack_value, reply_value)
            .map(|side| if side == 0 { attacker } else { target }),
    };
    let winner = match face_off(&attack, &reply) {
        FaceOff::First => Some(attacker),
        FaceOff::Second => Some(target),
        FaceOff::BothCritical if harmless_reply => Some(attacker),
        FaceOff::BothCritical if harmless_attack => Some(target),
        FaceOff::BothCritical => {
            resolution.explain_with(rule("Criticals"), || {
                "both roll a critical: both hit, with critical Damage".to_owned()
            });
            strike(
                combatants,
                attacker,
                &attack,
                &tricks[attacker],
                resolution,
                &mut outcome,
            );
            strike(
                combatants,
                target,
                &reply,
                &tricks[target],
                resolution,
                &mut outcome,
            );
            None
        }
        FaceOff::Draw => {
            if draw_winner.is_none() {
                resolution.explain_with(rule("A Draw During Clashes"), || {
                    "same SL and same Attribute: they stay engaged, nobody is hit".to_owned()
                });
            }
            draw_winner
        }
        FaceOff::NeitherSucceeds => {
            resolution.explain_with(rule("Attack and Reply"), || {
                "neither reaches its Attribute: nobody is hit".to_owned()
            });
            None
        }
    };
    match winner {
        Some(hitter) if hitter == attacker && harmless_attack => cannot_hurt(resolution),
        Some(hitter) if hitter == attacker => {
            strike(
                combatants,
                attacker,
                &attack,
                &tricks[attacker],
                resolution,
                &mut outcome,
            );
            second_blow(
                combatants,
                attacker,
                options,
                Some(&reply),
                resolution,
                &mut outcome,
            );
        }
        Some(_) if harmless_reply => stopped(resolution),
        Some(_) => strike(
            combatants,
            target,
            &reply,
            &tricks[target],
            resolution,
            &mut outcome,
        ),
        None => {}
    }
    for (pawn, trick) in tricks.iter().enumerate() {
        if trick.disengages && tricks_played[pawn].is_some() {
            outcome.effects.push((pawn, BlowEffect::MayDisengage));
        }
    }
    Ok(outcome)
}

/// The Attribute the target answers a blow with: its Reply when it fights, or blocks a weapon its
/// Block can stop (§ Block); none when it cannot reply (§ Pawns' Reactions).
fn reply_value(
    answer: Answer,
    weapon: &Weapon,
    target_weapon: &Weapon,
    resolution: &mut Resolution,
) -> Option<u32> {
    match answer {
        Answer::Fights => target_weapon.reply,
        Answer::Blocks => {
            let block = target_weapon.block_limit();
            match block {
                Some(limit) if limit >= weapon.damage.normal => target_weapon.reply,
                Some(limit) => {
                    resolution.explain_with(rule("Block"), || {
                        format!(
                            "{}'s Block ({limit}) cannot stop a weapon of Damage {}",
                            target_weapon.name, weapon.damage.normal
                        )
                    });
                    None
                }
                None => None,
            }
        }
        Answer::Cannot | Answer::Retreats => None,
    }
}

/// § Attack and Reply, step 2: the target walks away from the clash; the attacker gets an attack
/// of opportunity, a single Reply roll (no Range, second weapon or Dexterity).
fn attack_of_opportunity(
    combatants: &mut [Combatant; 2],
    attacker: usize,
    weapon: &Weapon,
    attack_value: u32,
    names: [&String; 2],
    resolution: &mut Resolution,
) -> Blow {
    let target = 1 - attacker;
    let reply_value = weapon.reply.unwrap_or(attack_value);
    let penalty = combatants[attacker].vigour.roll_edge();
    let modifiers = roll_modifiers(&Trick::default(), &Trick::default(), None, None, penalty);
    let opportunity = roll(
        resolution.dice(),
        "Attack of opportunity",
        reply_value,
        modifiers,
        0,
    );
    resolution.explain_with(rule("Attack of Opportunity"), || {
        format!(
            "{} retreats from the clash; {} strikes as it goes: {opportunity}",
            names[target], names[attacker]
        )
    });
    let mut outcome = Blow::new(opportunity.clone());
    if opportunity.success {
        strike(
            combatants,
            attacker,
            &opportunity,
            &Trick::default(),
            resolution,
            &mut outcome,
        );
    }
    outcome.effects.push((target, BlowEffect::Retreated));
    outcome
}

/// The target's Reply roll, with its card's and the attacker's card's modifiers; Duellist
/// repeats a failed one and keeps the new roll.
#[expect(
    clippy::too_many_arguments,
    reason = "the blow's parts, read where the blow holds them"
)]
fn reply_roll(
    combatants: &[Combatant; 2],
    target: usize,
    reply_value: u32,
    (tricks, tricks_played): (&[Trick; 2], [Option<&DexterityCard>; 2]),
    options: &BlowOptions,
    names: [&String; 2],
    resolution: &mut Resolution,
    outcome: &mut Blow,
) -> RollResult {
    let attacker = 1 - target;
    let reply_modifiers = roll_modifiers(
        &tricks[target],
        &tricks[attacker],
        tricks_played[target],
        tricks_played[attacker],
        combatants[target].vigour.roll_edge(),
    );
    let mut reply = roll(
        resolution.dice(),
        "Reply roll",
        reply_value,
        reply_modifiers,
        tricks[target].extra_dice,
    );
    if !reply.success && options.repeat_failed_reply[target] {
        let failed = reply.clone();
        reply = roll(
            resolution.dice(),
            "Reply roll (repeated)",
            reply_value,
            roll_modifiers(
                &tricks[target],
                &tricks[attacker],
                tricks_played[target],
                tricks_played[attacker],
                combatants[target].vigour.roll_edge(),
            ),
            tricks[target].extra_dice,
        );
        outcome.repeated_reply = Some(target);
        resolution.explain_with(rule("Peculiarities"), || {
            format!(
                "Duellist: {} repeats its failed Reply roll ({failed}) and keeps the new one",
                names[target]
            )
        });
    }
    reply
}

/// § Multiple Attacks: after a hit with the first weapon, the second weapon rolls against the
/// greater of its Attribute and the opponent's first roll, and adds no SL.
fn second_blow(
    combatants: &mut [Combatant; 2],
    attacker: usize,
    options: &BlowOptions,
    opponent_roll: Option<&RollResult>,
    resolution: &mut Resolution,
    outcome: &mut Blow,
) {
    let Some(second) = options.second_weapon else {
        return;
    };
    let hit_first = outcome
        .hits
        .iter()
        .any(|(hitter, _, _)| *hitter == attacker);
    let struck_alive = combatants[1 - attacker].vigour.remaining() > 0;
    let Some(attribute) = combatants[attacker]
        .card
        .weapons
        .get(second)
        .and_then(|weapon| weapon.attack)
    else {
        return;
    };
    if !hit_first || !struck_alive {
        resolution.explain_with(rule("Multiple Attacks"), || {
            "the second weapon is used only after the first one hits".to_owned()
        });
        return;
    }
    let opponent_result =
        opponent_roll.map_or(0, |made| u32::try_from(made.total.max(0)).unwrap_or(0));
    let made = second_weapon(
        resolution.dice(),
        attribute,
        opponent_result,
        roll_modifiers(
            &Trick::default(),
            &Trick::default(),
            None,
            None,
            combatants[attacker].vigour.roll_edge(),
        ),
    );
    resolution.explain_with(rule("Multiple Attacks"), || {
        format!(
            "second weapon, against the greater of Attribute {attribute} and the opponent's roll {opponent_result}: {made}"
        )
    });
    outcome.second = Some(made.clone());
    if made.success {
        let first = combatants[attacker].weapon;
        combatants[attacker].weapon = second;
        strike(
            combatants,
            attacker,
            &made,
            &Trick::default(),
            resolution,
            outcome,
        );
        combatants[attacker].weapon = first;
    }
}

/// `hitter` lands a blow with the weapon in hand, judged by `roll`.
fn strike(
    combatants: &mut [Combatant; 2],
    hitter: usize,
    roll: &RollResult,
    trick: &Trick,
    resolution: &mut Resolution,
    outcome: &mut Blow,
) {
    let struck = 1 - hitter;
    // Shared cards, held: read without a copy while the struck pawn's Vigour is marked.
    let (hitter_card, struck_card) = (
        Arc::clone(&combatants[hitter].card),
        Arc::clone(&combatants[struck].card),
    );
    let Some(weapon) = hitter_card.weapons.get(combatants[hitter].weapon) else {
        return;
    };
    let penetration = trick
        .penetration
        .unwrap_or_else(|| weapon.penetration(roll.critical));
    let mut damage_values = weapon.damage;
    damage_values.normal += trick.damage_bonus;
    damage_values.critical += trick.damage_bonus;
    let damage = hit(
        roll.success_level,
        roll.critical,
        damage_values,
        penetration,
        combatants[struck].card.defense,
    );
    let marked = combatants[struck].vigour.mark(damage.vigour_lost);
    let (hitter_name, struck_name) = (&hitter_card.name, &struck_card.name);
    let remaining = combatants[struck].vigour.remaining();
    resolution.explain_with(rule("Damage"), || {
        let mut text = format!(
            "{hitter_name} hits {struck_name} with the {}: (SL {} + Damage {}) - Defense {} = {} Vigour lost, {remaining} left",
            weapon.name, damage.success_level, damage.damage, damage.defense, damage.vigour_lost
        );
        if marked.calls_for_audacity_roll() {
            text.push_str("; a new colour of the Vigour table is marked: Audacity roll");
        }
        if marked.eliminated {
            text.push_str("; the pawn is removed from the table");
        }
        text
    });
    // § Armament: rules that act when the enemy loses Vigour.
    if damage.vigour_lost > 0 {
        let mut effects = Vec::new();
        if marked.eliminated {
            if weapon.applies(SpecialRule::Panic, roll.critical) {
                effects.push(BlowEffect::PanicAround);
            }
        } else {
            if weapon.applies(SpecialRule::Beating, roll.critical) || trick.turns_enemy {
                effects.push(BlowEffect::TurnedAway);
            }
            if weapon.applies(SpecialRule::Disrupting, roll.critical) {
                effects.push(BlowEffect::Disrupted);
            }
            if weapon.applies(SpecialRule::Panic, roll.critical) {
                effects.push(BlowEffect::PanicRoll);
            }
        }
        for effect in effects {
            resolution.explain_with(rule("Armament"), || {
                format!(
                    "{struck_name}, hurt by the {}: {}",
                    weapon.name,
                    effect.words()
                )
            });
            outcome.effects.push((struck, effect));
        }
    }
    outcome.hits.push((hitter, struck, damage));
    outcome.marked.push((struck, marked));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Dice;
    use crate::rules::cards::{Weapon, WeaponColour, WeaponRule, test_card};
    use crate::rules::damage::WeaponDamage;
    use crate::rules::dexterity::{DexterityCard, DexterityEffect};

    fn fighter(
        name: &str,
        audacity: u32,
        attack: u32,
        reply: u32,
        block: Option<u32>,
    ) -> Combatant {
        let weapon = Weapon {
            name: "sword".to_owned(),
            colours: vec![WeaponColour::Red],
            range: None,
            attack: Some(attack),
            reply: Some(reply),
            discharge: None,
            damage: WeaponDamage {
                normal: 3,
                critical: 5,
            },
            rules: block
                .map(|limit| WeaponRule {
                    rule: SpecialRule::Block(limit),
                    critical_only: false,
                })
                .into_iter()
                .collect(),
        };
        Combatant::new(
            test_card(
                audacity,
                Weapon {
                    name: name.to_owned(),
                    ..weapon
                },
            ),
            0,
        )
    }

    fn fight(dice: Vec<u32>, combatants: &mut [Combatant; 2], answer: Answer) -> Blow {
        let mut dice = Dice::scripted(1, dice);
        let mut resolution = Resolution::new(&mut dice, None, true);
        let options = BlowOptions {
            answer,
            ..BlowOptions::default()
        };
        blow(combatants, 0, &options, &mut resolution).expect("a legal blow")
    }

    #[test]
    fn attacking_and_responding_pawns_lower_audacity_attacks_and_a_long_charge_wins() {
        let (bold, shy) = (
            fighter("bold", 3, 5, 5, None),
            fighter("shy", 6, 5, 5, None),
        );
        assert_eq!(attacker([&shy, &bold], Arrival::Engaged { pawn: 0 }).0, 1);
        assert_eq!(
            attacker([&bold, &bold], Arrival::Engaged { pawn: 1 }).0,
            1,
            "a tie goes to the one who engaged"
        );
        let (who, bonus, _) = attacker(
            [&shy, &bold],
            Arrival::Charge {
                pawn: 0,
                distance: 16.0,
            },
        );
        assert_eq!((who, bonus), (0, true));
        assert!(
            !attacker(
                [&shy, &bold],
                Arrival::Charge {
                    pawn: 0,
                    distance: 15.0
                }
            )
            .1,
            "more than 15 cm"
        );
        assert_eq!(
            attacker([&shy, &bold], Arrival::Ongoing { first_activated: 0 }).0,
            0
        );
    }

    #[test]
    fn a_draw_during_clashes_the_lower_attribute_strikes() {
        // Attack 4 rolls 6 (SL 2), Reply 5 rolls 7 (SL 2): the attacker's lower Attribute hits.
        let mut pair = [fighter("a", 5, 4, 4, None), fighter("b", 5, 5, 5, None)];
        let done = fight(vec![6, 7], &mut pair, Answer::Fights);
        assert_eq!(
            done.hits
                .iter()
                .map(|(hitter, struck, _)| (*hitter, *struck))
                .collect::<Vec<_>>(),
            vec![(0, 1)]
        );
        // Equal Attributes and equal SL: nobody is hit.
        let mut even = [fighter("a", 5, 5, 5, None), fighter("b", 5, 5, 5, None)];
        assert!(fight(vec![7, 7], &mut even, Answer::Fights).hits.is_empty());
    }

    #[test]
    fn attack_and_reply_the_responding_pawn_can_hit_back() {
        let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, None)];
        let done = fight(vec![7, 8], &mut pair, Answer::Fights);
        assert_eq!(done.hits[0].0, 1, "the higher SL hits, whoever attacked");
        assert_eq!(pair[0].vigour.marked, done.hits[0].2.vigour_lost);
    }

    #[test]
    fn block_stops_a_blow_but_never_hits_back() {
        let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, Some(3))];
        let done = fight(vec![7, 9], &mut pair, Answer::Blocks);
        assert!(done.hits.is_empty(), "blocked");
        let mut weak = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, Some(2))];
        let done = fight(vec![7], &mut weak, Answer::Blocks);
        assert!(
            done.reply.is_none(),
            "Block (2) cannot stop Damage 3: a single Attack roll"
        );
        assert_eq!(done.hits.len(), 1);
    }

    #[test]
    fn attack_from_behind_is_a_single_attack_roll() {
        let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, None)];
        let done = fight(vec![5], &mut pair, Answer::Cannot);
        assert!(done.reply.is_none());
        assert!(done.hits.is_empty(), "5 against Attack 6 misses");
    }

    fn with_rule(mut pawn: Combatant, rule: SpecialRule) -> Combatant {
        Arc::make_mut(&mut pawn.card).weapons_mut()[0]
            .rules
            .push(WeaponRule {
                rule,
                critical_only: false,
            });
        pawn
    }

    fn card(effects: Vec<DexterityEffect>) -> DexterityCard {
        DexterityCard {
            id: "test".to_owned(),
            name: "Test trick".to_owned(),
            used_with: crate::rules::dexterity::DexterityUse::Attack,
            colours: vec![WeaponColour::Red],
            effects,
            text: String::new(),
        }
    }

    fn fight_with(dice: Vec<u32>, combatants: &mut [Combatant; 2], options: &BlowOptions) -> Blow {
        let mut dice = Dice::scripted(1, dice);
        let mut resolution = Resolution::new(&mut dice, None, true);
        blow(combatants, 0, options, &mut resolution).expect("a legal blow")
    }

    #[test]
    fn dexterity_cards_change_the_first_weapons_roll_and_damage() {
        // Attack 6 rolls 6 (SL 0) against Reply 6 rolling 7: +2 turns it into SL 2, a hit.
        let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 6, 6, None)];
        let options = BlowOptions {
            dexterity: [
                Some(card(vec![
                    DexterityEffect::RollBonus(2),
                    DexterityEffect::DamageBonus(1),
                ])),
                None,
            ],
            ..BlowOptions::default()
        };
        let done = fight_with(vec![6, 7], &mut pair, &options);
        assert_eq!(done.hits[0].0, 0);
        assert_eq!(done.hits[0].2.damage, 4, "Damage 3 + 1");
        // A natural 10 (SL 4 against Attack 6) would win outright; the parry makes it a plain
        // 10, which loses to a Reply 4 rolling 9 (SL 5).
        let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, None)];
        let parry = BlowOptions {
            dexterity: [None, Some(card(vec![DexterityEffect::CancelsCritical]))],
            ..BlowOptions::default()
        };
        let done = fight_with(vec![10, 9], &mut pair, &parry);
        assert!(!done.attack.critical, "the card takes the critical away");
        assert_eq!(done.hits[0].0, 1);
    }

    #[test]
    fn pawns_reactions_a_retreating_pawn_suffers_an_attack_of_opportunity() {
        let mut pair = [fighter("a", 5, 6, 4, None), fighter("b", 5, 4, 4, None)];
        let options = BlowOptions {
            answer: Answer::Retreats,
            ..BlowOptions::default()
        };
        let done = fight_with(vec![5], &mut pair, &options);
        assert_eq!(done.attack.attribute, 4, "a single Reply roll");
        assert_eq!(done.hits.len(), 1);
        assert!(done.effects.contains(&(1, BlowEffect::Retreated)));
    }

    #[test]
    fn fighting_from_a_distance_a_weapon_without_range_stops_but_cannot_hurt() {
        let mut pair = [fighter("a", 5, 6, 6, None), fighter("b", 5, 4, 4, None)];
        Arc::make_mut(&mut pair[0].card).weapons_mut()[0].range = Some(3);
        let options = BlowOptions {
            from_distance: true,
            ..BlowOptions::default()
        };
        let done = fight_with(vec![6, 8], &mut pair, &options);
        assert!(done.hits.is_empty(), "b wins the face-off but has no Range");
    }

    #[test]
    fn armament_beating_disrupting_and_panic_act_when_vigour_is_lost() {
        for (rule, effect) in [
            (SpecialRule::Beating, BlowEffect::TurnedAway),
            (SpecialRule::Disrupting, BlowEffect::Disrupted),
            (SpecialRule::Panic, BlowEffect::PanicRoll),
        ] {
            let mut pair = [
                with_rule(fighter("a", 5, 4, 4, None), rule),
                fighter("b", 5, 6, 6, None),
            ];
            Arc::make_mut(&mut pair[1].card).defense.armoured = 0;
            let done = fight_with(vec![5, 2], &mut pair, &BlowOptions::default());
            assert!(
                done.effects.contains(&(1, effect)),
                "{rule:?}: {:?}",
                done.effects
            );
        }
        let mut pair = [
            with_rule(fighter("a", 5, 4, 4, None), SpecialRule::Panic),
            fighter("b", 5, 6, 6, None),
        ];
        Arc::make_mut(&mut pair[1].card).defense.armoured = 0;
        pair[1].vigour.marked = pair[1].vigour.table.total() - 1;
        let done = fight_with(vec![8, 2], &mut pair, &BlowOptions::default());
        assert!(done.effects.contains(&(1, BlowEffect::PanicAround)));
    }

    #[test]
    fn multiple_attacks_the_second_weapon_only_after_the_first_hits() {
        let mut pair = [fighter("a", 5, 3, 3, None), fighter("b", 5, 6, 6, None)];
        let dagger = pair[0].card.weapons[0].clone();
        Arc::make_mut(&mut pair[0].card).weapons_mut().push(dagger);
        let options = BlowOptions {
            second_weapon: Some(1),
            ..BlowOptions::default()
        };
        // Attack 3 rolls 7, Reply rolls 5: hit; the second weapon needs 5 (the reply roll).
        let done = fight_with(vec![7, 5, 5], &mut pair, &options);
        let second = done.second.expect("second weapon used");
        assert_eq!((second.attribute, second.success_level), (5, 0));
        assert_eq!(done.hits.len(), 2);
        let mut pair2 = pair.clone();
        pair2[0].vigour.marked = 0;
        pair2[1].vigour.marked = 0;
        let missed = fight_with(vec![2, 5], &mut pair2, &options);
        assert!(missed.second.is_none(), "first weapon missed");
    }
}
