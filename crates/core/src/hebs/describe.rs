//! Card and game text generated from the effect language, so a card says what it does: each as
//! a message of the catalogue (assets/i18n/*/hebs.ftl), which the log and the refusals
//! carry, and as the text the screens show (the same message rendered).

use super::card::{
    Ability, Attribute, CardDef, CardFilter, CardKind, Effect, Scope, Target, Timing, Title,
    Trigger, UnitType,
};
use super::command::Pick;
use super::state::{CardId, Zone};
use super::{EndReason, FoeChoice, FoeChoiceKind, Hebs, Outcome, Phase};
use crate::msg;
use crate::words::{Arg, Message, render};

/// What the game waits for, for a refusal: "player 2's deployment turn".
pub fn phase_message(phase: Phase) -> Message {
    match phase {
        Phase::PlaceLeader(seat) => msg!("hebs-phase-place-leader", player = seat + 1),
        Phase::Mulligan(seat) => msg!("hebs-phase-mulligan", player = seat + 1),
        Phase::DiscardDown(seat) => msg!("hebs-phase-discard-down", player = seat + 1),
        Phase::DraftDiscard(seat) => msg!("hebs-phase-draft-discard", player = seat + 1),
        Phase::Deployment(seat) => msg!("hebs-phase-deployment", player = seat + 1),
        Phase::Over => msg!("hebs-phase-over"),
    }
}

pub fn phase(phase: Phase) -> String {
    render(&phase_message(phase))
}

/// The question the solo Foe waits on, for the player.
pub fn foe_choice_message(game: &Hebs, choice: &FoeChoice) -> Message {
    match &choice.kind {
        FoeChoiceKind::Replace { card, among } => msg!(
            "hebs-foe-choice-replace",
            card = &game.table.design(*card).name,
            among = comma_list(among.iter().map(|&old| card_at(game, old).into()))
        ),
        FoeChoiceKind::Column { card, among } => msg!(
            "hebs-foe-choice-column",
            card = &game.table.design(*card).name,
            among = and_list(
                among
                    .iter()
                    .map(|&column| game.column_name(usize::from(column)).into())
            )
        ),
    }
}

pub fn foe_choice(game: &Hebs, choice: &FoeChoice) -> String {
    render(&foe_choice_message(game, choice))
}

/// How the game ended.
pub fn outcome_message(game: &Hebs, outcome: Outcome) -> Message {
    let name = |seat: usize| game.table.factions[seat].name.as_str();
    match outcome {
        Outcome::Winner(seat, EndReason::Claims) => msg!(
            "hebs-outcome-claims",
            winner = name(seat),
            term = &game.columns.term
        ),
        Outcome::Winner(seat, EndReason::Leader) => msg!(
            "hebs-outcome-leader",
            loser = name(1 - seat),
            winner = name(seat)
        ),
        Outcome::Winner(seat, EndReason::Deck) => msg!(
            "hebs-outcome-deck",
            loser = name(1 - seat),
            winner = name(seat)
        ),
        Outcome::Tie(EndReason::Deck) => msg!("hebs-outcome-tie-deck"),
        Outcome::Tie(_) => msg!("hebs-outcome-tie-leaders"),
    }
}

pub fn outcome(game: &Hebs, outcome: Outcome) -> String {
    render(&outcome_message(game, outcome))
}

/// `items` as one phrase, each item and the rest joined by the message `pair` makes:
/// "A, B and C" is `pair(A, pair(B, C))`. No items: an empty text.
fn joined(items: impl Iterator<Item = Arg>, pair: fn(Arg, Arg) -> Message) -> Arg {
    let mut items: Vec<Arg> = items.collect();
    let Some(mut phrase) = items.pop() else {
        return Arg::Text(String::new());
    };
    while let Some(first) = items.pop() {
        phrase = pair(first, phrase).into();
    }
    phrase
}

/// "A, B, C".
pub(crate) fn comma_list(items: impl Iterator<Item = Arg>) -> Arg {
    joined(items, |first, rest| {
        msg!("hebs-list-comma", first = first, rest = rest)
    })
}

/// "A and B and C".
pub(crate) fn and_list(items: impl Iterator<Item = Arg>) -> Arg {
    joined(items, |first, rest| {
        msg!("hebs-list-and", first = first, rest = rest)
    })
}

/// "A; B; C".
pub(crate) fn semicolon_list(items: impl Iterator<Item = Arg>) -> Arg {
    joined(items, |first, rest| {
        msg!("hebs-list-semicolon", first = first, rest = rest)
    })
}

/// A card and where it is: "Janissaries (St Elmo, Row 2)".
pub fn card_at(game: &Hebs, card: CardId) -> Message {
    msg!(
        "hebs-card-at",
        card = &game.table.design(card).name,
        place = place_message(game, card)
    )
}

pub fn attribute_message(attribute: Attribute) -> Message {
    match attribute {
        Attribute::Zeal => msg!("hebs-attribute-zeal"),
        Attribute::Might => msg!("hebs-attribute-might"),
    }
}

fn unit_message(unit: UnitType) -> Message {
    match unit {
        UnitType::Artillery => msg!("hebs-unit-artillery"),
        UnitType::Cavalry => msg!("hebs-unit-cavalry"),
        UnitType::Infantry => msg!("hebs-unit-infantry"),
        UnitType::Navy => msg!("hebs-unit-navy"),
        UnitType::Ranged => msg!("hebs-unit-ranged"),
    }
}

/// The cards a filter lets through, `count` of them (1: "army card", more: "army cards").
fn filter_message(kind: &CardFilter, count: u32) -> Message {
    match kind {
        CardFilter::Any => msg!("hebs-filter-any", count = count),
        CardFilter::Unit(None) => msg!("hebs-filter-unit", count = count),
        CardFilter::Unit(Some(unit)) => {
            msg!(
                "hebs-filter-unit-type",
                unit = unit_message(*unit),
                count = count
            )
        }
        CardFilter::Character => msg!("hebs-filter-character", count = count),
        CardFilter::NotLeader => msg!("hebs-filter-not-leader", count = count),
        CardFilter::Trait(name) => msg!("hebs-filter-trait", name = name, count = count),
        CardFilter::CostAtMost(cost) => msg!("hebs-filter-cost", cost = *cost, count = count),
        CardFilter::All(filters) => match filters.as_slice() {
            [] => msg!("hebs-filter-any", count = count),
            [only] => filter_message(only, count),
            [first, rest @ ..] => msg!(
                "hebs-filter-and",
                first = filter_message(first, count),
                rest = filter_message(&CardFilter::All(rest.to_vec()), count)
            ),
        },
    }
}

/// What an effect acts on: "an enemy Infantry Unit", "each of your army cards in this column".
pub fn target_message(target: &Target) -> Message {
    match target {
        Target::This => msg!("hebs-target-this"),
        Target::Host => msg!("hebs-target-host"),
        Target::Triggering => msg!("hebs-target-triggering"),
        Target::ChosenEnemy(kind) => msg!("hebs-target-enemy", filter = filter_message(kind, 1)),
        Target::ChosenEnemyInColumn(kind) => {
            msg!(
                "hebs-target-enemy-in-column",
                filter = filter_message(kind, 1)
            )
        }
        Target::ChosenFriendly(kind) => {
            msg!("hebs-target-friendly", filter = filter_message(kind, 2))
        }
        Target::EachEnemyInColumn(kind) => {
            msg!("hebs-target-each-enemy", filter = filter_message(kind, 1))
        }
        Target::EachFriendlyInColumn(kind) => {
            msg!(
                "hebs-target-each-friendly",
                filter = filter_message(kind, 2)
            )
        }
    }
}

pub fn target(target: &Target) -> String {
    render(&target_message(target))
}

/// A change with its sign: "+1", "-2".
fn signed(amount: i8) -> Message {
    if amount >= 0 {
        msg!("hebs-plus", amount = amount)
    } else {
        msg!("hebs-minus", amount = -i16::from(amount))
    }
}

/// One effect as card text: "Draw 2", "1 damage to an enemy army card".
pub fn effect_message(effect: &Effect) -> Message {
    match effect {
        Effect::Draw(count) => msg!("hebs-effect-draw", count = *count),
        Effect::Artillery(amount) => msg!("hebs-effect-artillery", amount = *amount),
        Effect::Range(amount) => msg!("hebs-effect-range", amount = *amount),
        Effect::Damage {
            amount,
            target: aim,
        } => msg!(
            "hebs-effect-damage",
            amount = *amount,
            target = target_message(aim)
        ),
        Effect::Destroy(aim) => msg!("hebs-effect-destroy", target = target_message(aim)),
        Effect::Heal {
            amount,
            target: aim,
        } => msg!(
            "hebs-effect-heal",
            amount = *amount,
            target = target_message(aim)
        ),
        Effect::Ready(aim) => msg!("hebs-effect-ready", target = target_message(aim)),
        Effect::Tire(aim) => msg!("hebs-effect-tire", target = target_message(aim)),
        Effect::Boost {
            attribute,
            amount,
            target: aim,
        } => msg!(
            "hebs-effect-boost",
            target = target_message(aim),
            change = signed(*amount),
            attribute = attribute_message(*attribute)
        ),
        Effect::Move(aim) => msg!("hebs-effect-move", target = target_message(aim)),
        Effect::ReturnToHand(aim) => msg!("hebs-effect-return", target = target_message(aim)),
        Effect::DamageFrontier(amount) => {
            msg!("hebs-effect-damage-frontier", amount = *amount)
        }
        Effect::DamageObjective(amount) => {
            msg!("hebs-effect-damage-objective", amount = *amount)
        }
        Effect::OpponentDiscards(count) => {
            msg!("hebs-effect-opponent-discards", count = *count)
        }
        Effect::Cancel => msg!("hebs-effect-cancel"),
        Effect::Aura {
            attribute,
            amount,
            scope,
            filter: kind,
        } => msg!(
            "hebs-effect-aura",
            filter = filter_message(kind, 2),
            scope = match scope {
                Scope::SameColumn => msg!("hebs-scope-same-column"),
                Scope::Everywhere => msg!("hebs-scope-everywhere"),
            },
            change = signed(*amount),
            attribute = attribute_message(*attribute)
        ),
        Effect::CostDiscount {
            amount,
            filter: kind,
        } => msg!(
            "hebs-effect-cost-discount",
            amount = *amount,
            filter = filter_message(kind, 2)
        ),
        Effect::HostBonus { attribute, amount } => msg!(
            "hebs-effect-host-bonus",
            change = signed(*amount),
            attribute = attribute_message(*attribute)
        ),
    }
}

pub fn effect(effect: &Effect) -> String {
    render(&effect_message(effect))
}

/// A title printed in front of an ability: the effect language's own words, or the card's.
fn title(title: &Title) -> Arg {
    match title {
        Title::Named(name) => Arg::from(name),
        Title::Artillery => msg!("hebs-title-artillery").into(),
        Title::Range => msg!("hebs-title-range").into(),
        Title::Bold => msg!("hebs-title-bold").into(),
        Title::Pulverise => msg!("hebs-title-pulverise").into(),
        Title::Tireless => msg!("hebs-title-tireless").into(),
        Title::Commander => msg!("hebs-title-commander").into(),
        Title::Agile => msg!("hebs-title-agile").into(),
        Title::Bloodlust => msg!("hebs-title-bloodlust").into(),
        Title::Family => msg!("hebs-title-family").into(),
        Title::Leader => msg!("hebs-title-leader").into(),
        Title::Learned => msg!("hebs-title-learned").into(),
        Title::Recon => msg!("hebs-title-recon").into(),
        Title::Scholarly => msg!("hebs-title-scholarly").into(),
    }
}

/// An ability's precursor ("Action", "When Played"); a Constant ability has none.
fn timing_message(timing: Timing) -> Option<Message> {
    Some(match timing {
        Timing::Action => msg!("hebs-timing-action"),
        Timing::Response(Trigger::EnemyAbility) => msg!("hebs-timing-response-ability"),
        Timing::Response(Trigger::EnemyPlaysCard) => msg!("hebs-timing-response-play"),
        Timing::WhenPlayed => msg!("hebs-timing-when-played"),
        Timing::Solo => msg!("hebs-timing-solo"),
        Timing::Constant => return None,
    })
}

/// One ability as a line of card text: "Action: Bold - 2 damage to an enemy Artillery Unit."
pub fn ability_message(ability: &Ability) -> Message {
    let effects = joined(
        ability.effects.iter().map(|one| effect_message(one).into()),
        |first, rest| msg!("hebs-effects-then", first = first, rest = rest),
    );
    match (timing_message(ability.timing), &ability.title) {
        (Some(timing), Some(name)) => msg!(
            "hebs-ability-titled",
            timing = timing,
            title = title(name),
            effects = effects
        ),
        (Some(timing), None) => msg!("hebs-ability", timing = timing, effects = effects),
        (None, Some(name)) => msg!(
            "hebs-ability-constant-titled",
            title = title(name),
            effects = effects
        ),
        (None, None) => msg!("hebs-ability-constant", effects = effects),
    }
}

pub fn ability(ability: &Ability) -> String {
    render(&ability_message(ability))
}

/// Ability `index` of `card` as card text; an empty text when it has none.
pub fn ability_of_message(game: &Hebs, card: CardId, index: u8) -> Arg {
    game.table
        .design(card)
        .abilities
        .get(usize::from(index))
        .map_or_else(
            || Arg::Text(String::new()),
            |found| ability_message(found).into(),
        )
}

pub fn ability_of(game: &Hebs, card: CardId, index: u8) -> String {
    game.table
        .design(card)
        .abilities
        .get(usize::from(index))
        .map_or_else(String::new, ability)
}

/// The type line: "Unit (Artillery)", "Leader", "Attachment (own Unit)".
pub fn kind_message(design: &CardDef) -> Message {
    match &design.kind {
        CardKind::Unit(unit) => msg!("hebs-describe-kind-unit", unit = unit_message(*unit)),
        CardKind::Character => msg!("hebs-describe-kind-character"),
        CardKind::Leader => msg!("hebs-describe-kind-leader"),
        CardKind::Event => msg!("hebs-describe-kind-event"),
        CardKind::Tactics => msg!("hebs-describe-kind-tactics"),
        CardKind::Attachment { side, host } => msg!(
            "hebs-describe-kind-attachment",
            side = match side {
                super::card::Side::Own => "own",
                super::card::Side::Enemy => "enemy",
            },
            host = filter_message(host, 1)
        ),
    }
}

pub fn kind(design: &CardDef) -> String {
    render(&kind_message(design))
}

/// Where a card is, for a player: "St Elmo, Row 2", "attached to Janissaries", "in the reserve".
pub fn place_message(game: &Hebs, card: CardId) -> Message {
    match game.table.card(card).zone {
        Zone::Battlefield { column, row } => msg!(
            "hebs-place-row",
            column = game.column_name(usize::from(column)),
            row = row + 1
        ),
        Zone::Attached(host) => msg!("hebs-place-attached", host = &game.table.design(host).name),
        Zone::Reserve => msg!("hebs-place-reserve"),
        Zone::Hand => msg!("hebs-place-hand"),
        Zone::Discard => msg!("hebs-place-discard"),
        Zone::Deck => msg!("hebs-place-deck"),
        Zone::Resolving | Zone::Aside => msg!("hebs-place-aside"),
    }
}

pub fn place(game: &Hebs, card: CardId) -> String {
    render(&place_message(game, card))
}

/// An ability's aim in words: "Janissaries (St Elmo, Row 2)", "the St Elmo column", "no aim".
pub fn pick_message(game: &Hebs, pick: Pick) -> Message {
    let column = pick.column.map(|column| {
        msg!(
            "hebs-describe-pick-column",
            column = game.column_name(usize::from(column))
        )
    });
    let card = pick
        .card
        .filter(|&card| game.table.exists(card))
        .map(|card| card_at(game, card));
    match (card, column) {
        (Some(card), Some(column)) => {
            msg!("hebs-describe-pick-both", card = card, column = column)
        }
        (Some(one), None) | (None, Some(one)) => one,
        (None, None) => msg!("hebs-describe-pick-none"),
    }
}

pub fn pick(game: &Hebs, pick: Pick) -> String {
    render(&pick_message(game, pick))
}
