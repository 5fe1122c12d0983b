//! Card and game text generated from the effect language, so a card says what it does.

use super::card::{
    Ability, Attribute, CardDef, CardFilter, CardKind, Effect, Scope, Target, Timing, Title,
    Trigger,
};
use super::command::Pick;
use super::state::{CardId, Zone};
use super::{EndReason, FoeChoice, FoeChoiceKind, Hebs, Outcome, Phase};

pub fn phase(phase: Phase) -> String {
    match phase {
        Phase::PlaceLeader(seat) => format!("player {} to place their Leader", seat + 1),
        Phase::Mulligan(seat) => format!("player {} to keep or redraw their hand", seat + 1),
        Phase::DiscardDown(seat) => format!("player {} to discard down to six", seat + 1),
        Phase::DraftDiscard(seat) => format!("player {} to discard after drafting", seat + 1),
        Phase::Deployment(seat) => format!("player {}'s deployment turn", seat + 1),
        Phase::Over => "nothing: the game is over".to_owned(),
    }
}

/// The question the solo Foe waits on, for the player.
pub fn foe_choice(game: &Hebs, choice: &FoeChoice) -> String {
    let names = |cards: &[CardId]| {
        cards
            .iter()
            .map(|&card| format!("{} ({})", game.table.design(card).name, place(game, card)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match &choice.kind {
        FoeChoiceKind::Replace { card, among } => format!(
            "The Foe's {} is to replace one of {}, tied on the solo rules' priorities: choose which.",
            game.table.design(*card).name,
            names(among)
        ),
        FoeChoiceKind::Column { card, among } => format!(
            "The Foe's {} moves to the Frontier with the least Might; {} are tied: choose which.",
            game.table.design(*card).name,
            among
                .iter()
                .map(|&column| game.column_name(usize::from(column)))
                .collect::<Vec<_>>()
                .join(" and ")
        ),
    }
}

pub fn outcome(game: &Hebs, outcome: Outcome) -> String {
    let name = |seat: usize| game.table.factions[seat].name.as_str();
    match outcome {
        Outcome::Winner(seat, EndReason::Claims) => format!(
            "{} has claimed two {}s and wins.",
            name(seat),
            game.columns.term
        ),
        Outcome::Winner(seat, EndReason::Leader) => format!(
            "{}'s Leader is destroyed: {} wins.",
            name(1 - seat),
            name(seat)
        ),
        Outcome::Winner(seat, EndReason::Deck) => format!(
            "{}'s card deck is empty at the Victory Check: {} wins.",
            name(1 - seat),
            name(seat)
        ),
        Outcome::Tie(EndReason::Deck) => "Both card decks are empty: the game is a tie.".to_owned(),
        Outcome::Tie(_) => "Both Leaders fall together: the game is a tie.".to_owned(),
    }
}

fn filter(kind: &CardFilter) -> String {
    match kind {
        CardFilter::Any => "army card".to_owned(),
        CardFilter::Unit(None) => "Unit".to_owned(),
        CardFilter::Unit(Some(unit)) => format!("{unit:?} Unit"),
        CardFilter::Character => "Character".to_owned(),
        CardFilter::NotLeader => "non-Leader card".to_owned(),
        CardFilter::Trait(name) => format!("{name} card"),
        CardFilter::CostAtMost(cost) => format!("card costing {cost} or less"),
        CardFilter::All(filters) => filters.iter().map(filter).collect::<Vec<_>>().join(" and "),
    }
}

pub fn target(target: &Target) -> String {
    match target {
        Target::This => "this card".to_owned(),
        Target::Host => "the card it is attached to".to_owned(),
        Target::Triggering => "the card just played".to_owned(),
        Target::ChosenEnemy(kind) => format!("an enemy {}", filter(kind)),
        Target::ChosenEnemyInColumn(kind) => format!("an enemy {} in this column", filter(kind)),
        Target::ChosenFriendly(kind) => format!("one of your {}s", filter(kind)),
        Target::EachEnemyInColumn(kind) => format!("each enemy {} in this column", filter(kind)),
        Target::EachFriendlyInColumn(kind) => {
            format!("each of your {}s in this column", filter(kind))
        }
    }
}

fn signed(amount: i8) -> String {
    if amount >= 0 {
        format!("+{amount}")
    } else {
        amount.to_string()
    }
}

pub fn effect(effect: &Effect) -> String {
    match effect {
        Effect::Draw(count) => format!("Draw {count}"),
        Effect::Artillery(amount) => format!(
            "Artillery {amount}: {amount} damage to the enemies in this column, Row 1 first"
        ),
        Effect::Range(amount) => {
            format!("Range {amount}: {amount} damage to an enemy in this column")
        }
        Effect::Damage {
            amount,
            target: aim,
        } => format!("{amount} damage to {}", target(aim)),
        Effect::Destroy(aim) => format!("Destroy {}", target(aim)),
        Effect::Heal {
            amount,
            target: aim,
        } => format!("Remove {amount} damage from {}", target(aim)),
        Effect::Ready(aim) => format!("Ready {}", target(aim)),
        Effect::Tire(aim) => format!("Tire {}", target(aim)),
        Effect::Boost {
            attribute,
            amount,
            target: aim,
        } => format!(
            "{} {} {attribute:?} this round",
            target(aim),
            signed(*amount)
        ),
        Effect::Move(aim) => format!("Move {} to another column", target(aim)),
        Effect::ReturnToHand(aim) => format!("Return {} to its owner's hand", target(aim)),
        Effect::DamageFrontier(amount) => {
            format!("Place {amount} of your tokens on an unclaimed column (final Objective only)")
        }
        Effect::DamageObjective(amount) => format!("{amount} damage to your current Objective"),
        Effect::OpponentDiscards(count) => format!("Your opponent discards {count} at random"),
        Effect::Cancel => "Cancel that ability".to_owned(),
        Effect::Aura {
            attribute,
            amount,
            scope,
            filter: kind,
        } => format!(
            "Your {}s {} get {} {attribute:?}",
            filter(kind),
            match scope {
                Scope::SameColumn => "in this column",
                Scope::Everywhere => "everywhere",
            },
            signed(*amount)
        ),
        Effect::CostDiscount {
            amount,
            filter: kind,
        } => {
            format!("Cost -{amount} for your {}s", filter(kind))
        }
        Effect::HostBonus { attribute, amount } => {
            format!(
                "The card it is attached to gets {} {attribute:?}",
                signed(*amount)
            )
        }
    }
}

fn title(title: &Title) -> String {
    match title {
        Title::Named(name) => name.clone(),
        other => format!("{other:?}"),
    }
}

/// One ability as a line of card text: "Action: Bold - 2 damage to an enemy Artillery Unit."
pub fn ability(ability: &Ability) -> String {
    let timing = match ability.timing {
        Timing::Action => "Action: ",
        Timing::Response(Trigger::EnemyAbility) => "Response (to an enemy ability): ",
        Timing::Response(Trigger::EnemyPlaysCard) => "Response (to an enemy card played): ",
        Timing::WhenPlayed => "When Played: ",
        Timing::Constant => "",
        Timing::Solo => "Solo: ",
    };
    let titled = ability
        .title
        .as_ref()
        .map_or(String::new(), |name| format!("{} - ", title(name)));
    let effects: Vec<String> = ability.effects.iter().map(effect).collect();
    format!("{timing}{titled}{}.", effects.join(", then "))
}

pub fn ability_of(game: &Hebs, card: CardId, index: u8) -> String {
    game.table
        .design(card)
        .abilities
        .get(usize::from(index))
        .map_or_else(String::new, ability)
}

/// The type line: "Unit (Artillery)", "Leader", "Attachment (own Unit)".
pub fn kind(design: &CardDef) -> String {
    match &design.kind {
        CardKind::Unit(unit) => format!("Unit ({unit:?})"),
        CardKind::Character => "Character".to_owned(),
        CardKind::Leader => "Leader".to_owned(),
        CardKind::Event => "Event".to_owned(),
        CardKind::Tactics => "Tactics".to_owned(),
        CardKind::Attachment { side, host } => format!(
            "Attachment ({} {})",
            match side {
                super::card::Side::Own => "own",
                super::card::Side::Enemy => "enemy",
            },
            filter(host)
        ),
    }
}

pub fn attribute_name(attribute: Attribute) -> &'static str {
    match attribute {
        Attribute::Zeal => "Zeal",
        Attribute::Might => "Might",
    }
}

/// Where a card is, for a player: "St Elmo, Row 2", "attached to Janissaries", "in the reserve".
pub fn place(game: &Hebs, card: CardId) -> String {
    match game.table.card(card).zone {
        Zone::Battlefield { column, row } => {
            format!("{}, Row {}", game.column_name(usize::from(column)), row + 1)
        }
        Zone::Attached(host) => format!("attached to {}", game.table.design(host).name),
        Zone::Reserve => "in the reserve".to_owned(),
        Zone::Hand => "in hand".to_owned(),
        Zone::Discard => "in the discard pile".to_owned(),
        Zone::Deck => "in the deck".to_owned(),
        Zone::Resolving | Zone::Aside => "set aside".to_owned(),
    }
}

/// An ability's aim in words: "Janissaries (St Elmo, Row 2)", "the St Elmo column", "no aim".
pub fn pick(game: &Hebs, pick: Pick) -> String {
    let column = pick
        .column
        .map(|column| format!("the {} column", game.column_name(usize::from(column))));
    let card = pick
        .card
        .filter(|&card| game.table.exists(card))
        .map(|card| format!("{} ({})", game.table.design(card).name, place(game, card)));
    match (card, column) {
        (Some(card), Some(column)) => format!("{card} and {column}"),
        (Some(text), None) | (None, Some(text)) => text,
        (None, None) => "no aim needed".to_owned(),
    }
}
