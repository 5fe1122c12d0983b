//! HEBS content in assets/hebs/GAME/: the faction decks and column cards, loaded and checked so a
//! card can only say what the engine can do (docs/hebs-effects.md).

use super::card::{
    Ability, CardDef, CardKind, ColumnSet, Effect, Faction, HebsGame, Target, Timing, Trigger,
};
use crate::data::{DataError, parse_ron};
use crate::limits::in_context;
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

pub const HEBS_FOLDER: &str = "assets/hebs/";
/// The folder of each box, and its column cards' file.
pub const GAME_FOLDERS: [(HebsGame, &str); 2] = [
    (HebsGame::StElmosPay1565, "assets/hebs/1565/"),
    (HebsGame::TearsToManyMothers1066, "assets/hebs/1066/"),
];
pub const COLUMNS_FILE: &str = "columns.ron";
/// "Advanced Deck Variant": a deck has at least 50 cards.
pub const MIN_DECK: usize = 50;
/// "Objective Decks": seven Objectives, A to G.
pub const OBJECTIVES: usize = 7;

/// Every faction and column set, as loaded.
#[derive(Clone, Debug, Default)]
pub struct HebsLibrary {
    pub factions: Vec<Arc<Faction>>,
    pub column_sets: Vec<Arc<ColumnSet>>,
    pub solo: super::setup::SoloRules,
    /// The two-player computer opponent's valuation and search (`assets/hebs/opponent.ron`).
    pub opponent: super::opponent::OpponentRules,
}

impl HebsLibrary {
    pub fn load(root: &Path) -> Result<Self, DataError> {
        let mut library = Self::default();
        let solo_text =
            std::fs::read_to_string(root.join(super::setup::SoloRules::FILE)).map_err(|error| {
                DataError::whole_file(
                    super::setup::SoloRules::FILE,
                    format!("cannot be read: {error}"),
                )
            })?;
        library.solo = parse_solo(super::setup::SoloRules::FILE, &solo_text)?;
        library.opponent = super::opponent::OpponentRules::load(root)?;
        for (_, folder) in GAME_FOLDERS {
            let paths = crate::data::ron_files(&root.join(folder)).map_err(|error| {
                DataError::whole_file(folder, format!("cannot be read: {error}"))
            })?;
            for path in paths {
                let name = path
                    .file_name()
                    .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
                let label = format!("{folder}{name}");
                let text = std::fs::read_to_string(&path).map_err(|error| {
                    DataError::whole_file(&label, format!("cannot be read: {error}"))
                })?;
                if name == COLUMNS_FILE {
                    library
                        .column_sets
                        .push(Arc::new(parse_columns(&label, &text)?));
                } else {
                    library
                        .factions
                        .push(Arc::new(parse_faction(&label, &text)?));
                }
            }
        }
        for faction in &library.factions {
            let columns = library.columns(faction.game).ok_or_else(|| {
                DataError::whole_file(
                    HEBS_FOLDER,
                    format!("no column cards for {:?}", faction.game),
                )
            })?;
            check_final_objective(faction, columns)
                .map_err(|message| DataError::whole_file(HEBS_FOLDER, message))?;
        }
        Ok(library)
    }

    pub fn faction(&self, key: &str) -> Option<&Arc<Faction>> {
        self.factions.iter().find(|faction| faction.key == key)
    }

    pub fn columns(&self, game: HebsGame) -> Option<&Arc<ColumnSet>> {
        self.column_sets.iter().find(|set| set.game == game)
    }

    /// The factions of one box.
    pub fn factions_of(&self, game: HebsGame) -> impl Iterator<Item = &Arc<Faction>> {
        self.factions
            .iter()
            .filter(move |faction| faction.game == game)
    }
}

/// Validates a file under assets/hebs/ by its name; `None` if `label` is not one.
pub fn validate_file(label: &str, text: &str) -> Option<Result<(), DataError>> {
    if !label.starts_with(HEBS_FOLDER) {
        return None;
    }
    Some(if label == super::setup::SoloRules::FILE {
        parse_solo(label, text).map(drop)
    } else if label == super::opponent::OpponentRules::FILE {
        super::opponent::OpponentRules::parse(label, text).map(drop)
    } else if label.ends_with(COLUMNS_FILE) {
        parse_columns(label, text).map(drop)
    } else {
        parse_faction(label, text).map(drop)
    })
}

pub fn parse_columns(label: &str, text: &str) -> Result<ColumnSet, DataError> {
    let set: ColumnSet = parse_ron(label, text)?;
    let problems = column_problems(&set);
    if !problems.is_empty() {
        return Err(DataError::whole_file(label, problems.join("; ")));
    }
    Ok(set)
}

/// Every rule a column set (columns.ron, or a saved game's) breaks.
pub fn column_problems(set: &ColumnSet) -> Vec<String> {
    let mut problems = Vec::new();
    if set.columns.len() != super::state::COLUMNS {
        problems.push(format!(
            "a game has exactly three column cards (it has {})",
            set.columns.len()
        ));
    }
    if set.columns.iter().any(|column| column.health == 0) {
        problems.push("a column's Health is at least 1".into());
    }
    super::limits::column_limit_problems(set, &mut problems);
    problems
}

/// The solo rules file: each dial within the dial's limits.
pub fn parse_solo(label: &str, text: &str) -> Result<super::setup::SoloRules, DataError> {
    let solo: super::setup::SoloRules = parse_ron(label, text)?;
    let mut problems = Vec::new();
    for dial in &solo.dials {
        in_context(
            &mut problems,
            || format!("the {:?} dial", dial.difficulty),
            |problems| super::limits::dial_limit_problems(&dial.rounds, problems),
        );
    }
    if !problems.is_empty() {
        return Err(DataError::whole_file(label, problems.join("; ")));
    }
    Ok(solo)
}

pub fn parse_faction(label: &str, text: &str) -> Result<Faction, DataError> {
    let faction: Faction = parse_ron(label, text)?;
    check_faction(&faction).map_err(|message| DataError::whole_file(label, message))?;
    Ok(faction)
}

fn check_final_objective(faction: &Faction, columns: &ColumnSet) -> Result<(), String> {
    match faction.objectives.last() {
        Some(last) if last.name == columns.final_objective => Ok(()),
        _ => Err(format!(
            "{}: Objective G must be \"{}\"",
            faction.name, columns.final_objective
        )),
    }
}

/// Every rule a faction file must keep: `Err` lists the broken ones.
pub fn check_faction(faction: &Faction) -> Result<(), String> {
    let problems = faction_problems(faction);
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("; "))
    }
}

/// Every rule a faction (a file's, or a saved game's) breaks: the deck's make-up, the ids its
/// cards and Foe opening name, its Objectives, and the limits on every number and list
/// (`limits`).
pub fn faction_problems(faction: &Faction) -> Vec<String> {
    let mut problems = Vec::new();
    let leaders: Vec<&CardDef> = faction
        .cards
        .iter()
        .filter(|card| card.kind == CardKind::Leader)
        .collect();
    if leaders.len() != 1 || leaders.iter().any(|leader| leader.copies != 1) {
        problems.push("a deck holds exactly one Leader, one copy (\"Card Decks\")".into());
    }
    let deck_size = faction.deck_size();
    if deck_size < MIN_DECK {
        problems.push(format!(
            "a deck holds at least {MIN_DECK} cards (it has {deck_size})"
        ));
    }
    super::limits::faction_limit_problems(faction, &mut problems);
    let mut numbers = BTreeSet::new();
    let mut names = BTreeSet::new();
    for card in &faction.cards {
        in_context(
            &mut problems,
            || super::limits::card_label(card),
            |problems| {
                if !numbers.insert(card.number) || !names.insert(card.name.as_str()) {
                    problems.push("number or name used twice".into());
                }
                if let Err(message) = check_card(card) {
                    problems.push(message);
                }
            },
        );
    }
    let leader_named = faction
        .cards
        .iter()
        .any(|card| card.kind == CardKind::Leader && faction.foe_opening.contains(&card.name));
    if faction.foe_opening.len() > super::state::ROWS
        || (!faction.foe_opening.is_empty() && !leader_named)
    {
        problems.push("foe_opening names at most three cards, the Leader among them".into());
    } else {
        for name in &faction.foe_opening {
            let found = faction
                .cards
                .iter()
                .any(|card| &card.name == name && card.is_army());
            if !found {
                problems.push(format!(
                    "Foe opening card \"{}\" is not an army card of this deck",
                    super::limits::shown(name)
                ));
            }
        }
    }
    if faction.objectives.len() != OBJECTIVES {
        problems.push(format!(
            "an Objective deck holds {OBJECTIVES} Objectives, A to G (it has {})",
            faction.objectives.len()
        ));
    }
    for (index, objective) in faction.objectives.iter().take(OBJECTIVES).enumerate() {
        let letter = char::from(b'A' + index as u8);
        if objective.letter != letter {
            problems.push(format!(
                "Objective {} should have letter {letter}",
                index + 1
            ));
        }
        if objective.health == 0 {
            problems.push(format!("Objective {letter} needs a Health of at least 1"));
        }
        if objective
            .when_destroyed
            .iter()
            .any(|effect| !matches!(effect, Effect::Draw(_) | Effect::OpponentDiscards(_)))
        {
            problems.push(format!(
                "Objective {letter}: \"When destroyed\" may only draw or make the opponent discard"
            ));
        }
    }
    problems
}

fn check_card(card: &CardDef) -> Result<(), String> {
    if card.copies == 0 {
        return Err("copies must be at least 1".into());
    }
    if card.is_army() && card.health == 0 {
        return Err("an army card needs a Health of at least 1".into());
    }
    if card.kind == CardKind::Event
        && !card
            .abilities
            .iter()
            .any(|ability| matches!(ability.timing, Timing::Action | Timing::Response(_)))
    {
        return Err("an event needs an Action or a Response".into());
    }
    for ability in &card.abilities {
        check_ability(card, ability)?;
    }
    Ok(())
}

fn check_ability(card: &CardDef, ability: &Ability) -> Result<(), String> {
    let event = card.kind == CardKind::Event;
    let attachment = matches!(card.kind, CardKind::Attachment { .. });
    let army = card.is_army();
    if ability.effects.is_empty() {
        return Err("an ability needs at least one effect".into());
    }
    if event && matches!(ability.timing, Timing::WhenPlayed | Timing::Constant) {
        return Err("events never enter play: no When Played or Constant abilities".into());
    }
    let constant = ability.timing == Timing::Constant;
    let mut chosen: Option<&Target> = None;
    for effect in &ability.effects {
        let continuous = matches!(
            effect,
            Effect::Aura { .. } | Effect::CostDiscount { .. } | Effect::HostBonus { .. }
        );
        if constant != continuous {
            return Err(
                "Aura, CostDiscount and HostBonus go in Constant abilities, and only they".into(),
            );
        }
        if matches!(effect, Effect::HostBonus { .. }) && !attachment {
            return Err("HostBonus is for attachments".into());
        }
        if matches!(effect, Effect::Cancel)
            && ability.timing != Timing::Response(Trigger::EnemyAbility)
        {
            return Err("Cancel answers an enemy ability: Response(EnemyAbility) only".into());
        }
        if matches!(effect, Effect::Artillery(_) | Effect::Range(_)) && !army {
            return Err("Artillery and Range need an army card's column".into());
        }
        let Some(target) = super::effects::targets_of(effect) else {
            continue;
        };
        match target {
            Target::This if !army => return Err("only army cards act on \"This\"".into()),
            Target::Host if !attachment => return Err("only attachments have a Host".into()),
            Target::Triggering if ability.timing != Timing::Response(Trigger::EnemyPlaysCard) => {
                return Err("\"Triggering\" is the card a Response(EnemyPlaysCard) answers".into());
            }
            Target::EachFriendlyInColumn(_)
            | Target::ChosenEnemyInColumn(_)
            | Target::EachEnemyInColumn(_)
                if !(army || event) =>
            {
                return Err("column targets need an army card or an event".into());
            }
            Target::ChosenEnemy(_) | Target::ChosenEnemyInColumn(_) | Target::ChosenFriendly(_) => {
                if chosen.is_some_and(|earlier| {
                    std::mem::discriminant(earlier) != std::mem::discriminant(target)
                }) {
                    return Err("one ability picks one card: use one kind of Chosen target".into());
                }
                chosen = Some(target);
            }
            _ => {}
        }
        if matches!(effect, Effect::Move(target) if !matches!(target, Target::This | Target::ChosenFriendly(_)))
        {
            return Err("Move takes This or a ChosenFriendly card".into());
        }
    }
    Ok(())
}
