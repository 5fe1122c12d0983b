//! The limits every number and list of HEBS content may reach (Ysbilia rulings), checked alike
//! for the files in assets/hebs/ and for the setups saved games carry: a save holds both whole
//! decks, the column cards and the Foe's dial, so a damaged or edited one is refused, never
//! played. Each limit is far above what the shipped content uses; within them no sum the engine
//! makes can overflow, no card id or ability index is cut short, and nothing large is allocated.

use super::card::{
    Ability, CardDef, CardFilter, CardKind, ColumnSet, Effect, Faction, HebsGame, ObjectiveDef,
    Target, Title,
};
use super::command::PAYMENT_MOST;
use super::setup::HebsSetup;
use crate::limits::{
    NAME_MAX, at_most, at_most_because, check_name, in_context, list, within, words,
};
use crate::msg;
use crate::record::Rejection;

/// A card's cost: the engine's payments hold at most `PAYMENT_MOST` cards a side, each raising
/// at least 1 (the shipped cards cost at most 5).
pub const COST_MAX: u8 = PAYMENT_MOST as u8;
/// Zeal and Might printed on a card (the shipped cards reach 3 and 4).
pub const ATTRIBUTE_MAX: u8 = 20;
/// A card's or an Objective's Health (the shipped ones reach 8).
pub const HEALTH_MAX: u8 = 30;
/// A Frontier's or Wedge's Health (the shipped ones reach 12).
pub const COLUMN_HEALTH_MAX: u8 = 50;
/// The Resources a card raises when Tired (the shipped cards raise at most 1).
pub const RESOURCES_MAX: u8 = 10;
/// Copies of one design in a deck (the shipped decks hold at most 4).
pub const COPIES_MAX: u8 = 50;
/// Cards in a deck, copies counted (the shipped decks hold 59 to 61; at least `MIN_DECK`).
pub const DECK_MAX: usize = 200;
/// An Objective's value to beat (the shipped ones reach 7).
pub const OBJECTIVE_VALUE_MAX: u8 = 50;
/// The number an effect carries: cards drawn or discarded, damage, healing, Artillery, Range,
/// tokens, "Cost -X" (the shipped cards reach 3).
pub const AMOUNT_MAX: u8 = 10;
/// A Zeal or Might change (`Boost`, `Aura`, `HostBonus`), either way (the shipped cards reach -2, +3).
pub const CHANGE_MAX: i8 = 10;
/// Abilities on a card, and effects in one ability or one "When destroyed" (the shipped cards
/// have at most 3 abilities of 1 or 2 effects).
pub const ABILITIES_MAX: usize = 8;
pub const EFFECTS_MAX: usize = 8;
/// Traits and keywords on a card, and the filters one `All` combines (the shipped cards have
/// at most 2 traits).
pub const LIST_MAX: usize = 20;
/// How deep filters nest inside `All` (the shipped cards nest 1 deep).
pub const FILTER_DEPTH_MAX: usize = 4;
/// Any flavour text (the shipped flavour reaches 90 characters; names: `limits::NAME_MAX`).
pub const TEXT_MAX: usize = 2_000;
/// Rounds the Foe's Resource Dial lists (solo.ron lists 10).
pub const DIAL_ROUNDS_MAX: usize = 100;
/// A dial value, either way (solo.ron's run from -1 to 8).
pub const DIAL_VALUE_MAX: i8 = 20;
/// Problems listed for one setup: past this, a count of the rest.
pub const PROBLEMS_LISTED_MAX: usize = 20;

/// `name` as a message quotes it: cut short when it is itself too long.
pub fn shown(name: &str) -> String {
    if name.chars().count() > NAME_MAX {
        let mut cut: String = name.chars().take(NAME_MAX).collect();
        cut.push('…');
        cut
    } else {
        name.to_owned()
    }
}

/// How a problem names a card design: its number and its name, quoted.
pub fn card_label(card: &CardDef) -> String {
    format!("card {} \"{}\"", card.number, shown(&card.name))
}

/// Every limit a faction breaks: its names, deck size, and each card and Objective.
pub fn faction_limit_problems(faction: &Faction, problems: &mut Vec<String>) {
    check_name(problems, "key", &faction.key);
    check_name(problems, "name", &faction.name);
    let deck_size = faction.deck_size();
    if deck_size > DECK_MAX {
        problems.push(format!(
            "a deck holds at most {DECK_MAX} cards (it has {deck_size})"
        ));
    }
    for card in &faction.cards {
        in_context(
            problems,
            || card_label(card),
            |problems| card_limit_problems(card, problems),
        );
    }
    for objective in &faction.objectives {
        in_context(
            problems,
            || format!("Objective {}", objective.letter),
            |problems| objective_limit_problems(objective, problems),
        );
    }
}

/// Every limit a card design breaks: its printed numbers, lists and texts, its abilities.
pub fn card_limit_problems(card: &CardDef, problems: &mut Vec<String>) {
    check_name(problems, "name", &card.name);
    words(problems, "flavour", &card.flavour, TEXT_MAX);
    at_most_because(
        problems,
        "cost",
        card.cost,
        COST_MAX,
        " (a payment holds at most that many cards a side)",
    );
    at_most(problems, "zeal", card.zeal, ATTRIBUTE_MAX);
    at_most(problems, "might", card.might, ATTRIBUTE_MAX);
    at_most(problems, "health", card.health, HEALTH_MAX);
    at_most(problems, "resources", card.resources, RESOURCES_MAX);
    at_most(problems, "copies", card.copies, COPIES_MAX);
    list(problems, "traits", card.traits.len(), LIST_MAX);
    for name in &card.traits {
        check_name(problems, "a trait", name);
    }
    list(problems, "keywords", card.keywords.len(), LIST_MAX);
    if let CardKind::Attachment { host, .. } = &card.kind {
        filter_problems(problems, "its host", host, 1);
    }
    list(problems, "abilities", card.abilities.len(), ABILITIES_MAX);
    for ability in &card.abilities {
        ability_limit_problems(ability, problems);
    }
}

fn ability_limit_problems(ability: &Ability, problems: &mut Vec<String>) {
    if let Some(Title::Named(name)) = &ability.title {
        check_name(problems, "a title", name);
    }
    list(
        problems,
        "effects in an ability",
        ability.effects.len(),
        EFFECTS_MAX,
    );
    for effect in &ability.effects {
        effect_limit_problems(effect, problems);
    }
}

/// The numbers and filters of one effect.
fn effect_limit_problems(effect: &Effect, problems: &mut Vec<String>) {
    let amount = |problems: &mut Vec<String>, what: &str, value: u8| {
        at_most(problems, what, value, AMOUNT_MAX);
    };
    match effect {
        Effect::Draw(count) => amount(problems, "Draw", *count),
        Effect::Artillery(count) => amount(problems, "Artillery", *count),
        Effect::Range(count) => amount(problems, "Range", *count),
        Effect::DamageFrontier(count) => amount(problems, "DamageFrontier", *count),
        Effect::DamageObjective(count) => amount(problems, "DamageObjective", *count),
        Effect::OpponentDiscards(count) => amount(problems, "OpponentDiscards", *count),
        Effect::Damage { amount: count, .. } => amount(problems, "Damage's amount", *count),
        Effect::Heal { amount: count, .. } => amount(problems, "Heal's amount", *count),
        Effect::Boost { amount, .. } => within(problems, "Boost's amount", *amount, CHANGE_MAX),
        Effect::Aura { amount, filter, .. } => {
            within(problems, "Aura's amount", *amount, CHANGE_MAX);
            filter_problems(problems, "Aura's filter", filter, 1);
        }
        Effect::CostDiscount {
            amount: count,
            filter,
        } => {
            amount(problems, "CostDiscount's amount", *count);
            filter_problems(problems, "CostDiscount's filter", filter, 1);
        }
        Effect::HostBonus { amount, .. } => {
            within(problems, "HostBonus's amount", *amount, CHANGE_MAX);
        }
        Effect::Destroy(_)
        | Effect::Ready(_)
        | Effect::Tire(_)
        | Effect::Move(_)
        | Effect::ReturnToHand(_)
        | Effect::Cancel => {}
    }
    if let Some(
        Target::ChosenEnemy(filter)
        | Target::ChosenEnemyInColumn(filter)
        | Target::ChosenFriendly(filter)
        | Target::EachEnemyInColumn(filter)
        | Target::EachFriendlyInColumn(filter),
    ) = super::effects::targets_of(effect)
    {
        filter_problems(problems, "a target's filter", filter, 1);
    }
}

/// A filter's names, costs and nesting (`depth` counts this one).
fn filter_problems(problems: &mut Vec<String>, what: &str, filter: &CardFilter, depth: usize) {
    match filter {
        CardFilter::Trait(name) => {
            in_context(
                problems,
                || what.to_owned(),
                |problems| {
                    check_name(problems, "trait", name);
                },
            );
        }
        CardFilter::CostAtMost(cost) => in_context(
            problems,
            || what.to_owned(),
            |problems| {
                at_most_because(
                    problems,
                    "CostAtMost",
                    *cost,
                    COST_MAX,
                    " (no card costs more)",
                );
            },
        ),
        CardFilter::All(filters) => {
            if depth >= FILTER_DEPTH_MAX {
                problems.push(format!(
                    "{what} nests All more than {FILTER_DEPTH_MAX} deep"
                ));
                return;
            }
            in_context(
                problems,
                || what.to_owned(),
                |problems| list(problems, "filters in All", filters.len(), LIST_MAX),
            );
            for inner in filters {
                filter_problems(problems, what, inner, depth + 1);
            }
        }
        CardFilter::Any | CardFilter::Unit(_) | CardFilter::Character | CardFilter::NotLeader => {}
    }
}

/// Every limit an Objective breaks.
pub fn objective_limit_problems(objective: &ObjectiveDef, problems: &mut Vec<String>) {
    check_name(problems, "name", &objective.name);
    words(problems, "flavour", &objective.flavour, TEXT_MAX);
    at_most(problems, "value", objective.value, OBJECTIVE_VALUE_MAX);
    at_most(problems, "health", objective.health, HEALTH_MAX);
    list(
        problems,
        "\"When destroyed\" effects",
        objective.when_destroyed.len(),
        EFFECTS_MAX,
    );
    for effect in &objective.when_destroyed {
        effect_limit_problems(effect, problems);
    }
}

/// Every limit a column set breaks: its names and each column's Health.
pub fn column_limit_problems(set: &ColumnSet, problems: &mut Vec<String>) {
    check_name(problems, "term", &set.term);
    check_name(problems, "final_objective", &set.final_objective);
    for (index, column) in set.columns.iter().enumerate().take(super::state::COLUMNS) {
        let what = format!("column {} \"{}\"", index + 1, shown(&column.name));
        check_name(problems, &format!("{what}'s name"), &column.name);
        at_most(
            problems,
            &format!("{what}'s health"),
            column.health,
            COLUMN_HEALTH_MAX,
        );
    }
}

/// Every limit a Resource Dial breaks: its length and each round's value.
pub fn dial_limit_problems(rounds: &[i8], problems: &mut Vec<String>) {
    list(problems, "rounds", rounds.len(), DIAL_ROUNDS_MAX);
    if let Some((round, value)) = rounds
        .iter()
        .enumerate()
        .find(|(_, value)| !(-DIAL_VALUE_MAX..=DIAL_VALUE_MAX).contains(*value))
    {
        problems.push(format!(
            "round {} reads {value:+}; between -{DIAL_VALUE_MAX} and +{DIAL_VALUE_MAX}",
            round + 1
        ));
    }
}

/// Every problem with a saved game's setup for `game`'s mode (`Game::setup_problems`): the
/// column cards, both factions (the content checks and the limits above), the Foe's dial and
/// the seat names. The setup stands on its own: nothing is looked up in the content library.
/// Any faction may face any other (G1, a combined game); the column cards are the mode's box's.
pub fn setup_problems(setup: &HebsSetup, game: HebsGame) -> Vec<String> {
    let mut problems = Vec::new();
    if setup.columns.game != game {
        problems.push(format!(
            "columns: the column cards are {:?}'s; this mode plays {game:?}'s",
            setup.columns.game
        ));
    }
    in_context(
        &mut problems,
        || "columns".into(),
        |problems| problems.extend(super::content::column_problems(&setup.columns)),
    );
    for (seat, faction) in setup.factions.iter().enumerate() {
        in_context(
            &mut problems,
            || format!("factions[{seat}] \"{}\"", shown(&faction.name)),
            |problems| problems.extend(super::content::faction_problems(faction)),
        );
    }
    if let Some(foe) = &setup.foe {
        in_context(
            &mut problems,
            || "foe.dial".into(),
            |problems| dial_limit_problems(&foe.dial, problems),
        );
    }
    if setup.foe.is_some() && setup.opponent.is_some() {
        problems.push(
            "opponent: seat 1 is the solo Foe's; the computer opponent cannot sit there too"
                .to_owned(),
        );
    }
    for (seat, name) in setup.names.iter().enumerate() {
        check_name(&mut problems, &format!("names[{seat}]"), name);
    }
    if problems.len() > PROBLEMS_LISTED_MAX {
        let more = problems.len() - PROBLEMS_LISTED_MAX;
        problems.truncate(PROBLEMS_LISTED_MAX);
        problems.push(format!("and {more} more problems"));
    }
    problems
}

/// A setup can be played in `game`'s mode: the first of `setup_problems`, the one list of what a
/// setup must keep, whether the mode starts it or a saved game carries it.
pub fn check_setup(setup: &HebsSetup, game: HebsGame) -> Result<(), Rejection> {
    match setup_problems(setup, game).into_iter().next() {
        Some(problem) => Err(Rejection::new(msg!(
            "hebs-setup-unplayable",
            problem = problem
        ))),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests;
