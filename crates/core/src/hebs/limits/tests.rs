//! The HEBS limits against damaged decks and setups.

use super::*;
use crate::hebs::card::Attribute;
use crate::hebs::command::HebsCommand;
use crate::hebs::computer::HebsSimulation;
use crate::hebs::content::HebsLibrary;
use crate::hebs::setup::{Difficulty, FoeSetup, Variants};
use crate::hebs::{StElmo, Tears};
use crate::limits::assert_names;
use crate::record::Game;
use crate::session::Session;
use crate::simulate::Chooser;
use crate::storage::{RecordError, record_to_ron, replay_text};
use std::sync::Arc;

fn library() -> HebsLibrary {
    let root = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."));
    match HebsLibrary::load(root) {
        Ok(library) => library,
        Err(error) => panic!("HEBS content should load: {error}"),
    }
}

/// The shipped 1565 pairing, two players.
fn shipped() -> HebsSetup {
    let library = library();
    let faction = |key: &str| library.faction(key).expect("shipped faction").clone();
    HebsSetup {
        columns: library
            .columns(HebsGame::StElmosPay1565)
            .expect("columns")
            .clone(),
        factions: [faction("ottoman"), faction("malta")],
        variants: Variants::default(),
        foe: None,
        names: ["Player 1".into(), "Player 2".into()],
        opponent: None,
    }
}

fn problems(setup: &HebsSetup) -> Vec<String> {
    StElmo::setup_problems(setup)
}

/// `setup` with seat `seat`'s faction changed by `change`.
fn with_faction(seat: usize, change: impl FnOnce(&mut Faction)) -> HebsSetup {
    let mut setup = shipped();
    change(Arc::make_mut(&mut setup.factions[seat]));
    setup
}

/// The first non-Leader army card of a faction.
fn soldier(faction: &mut Faction) -> &mut CardDef {
    faction
        .cards
        .iter_mut()
        .find(|card| card.is_army() && card.kind != CardKind::Leader)
        .expect("an army card")
}

#[test]
fn every_shipped_pairing_column_set_and_dial_has_no_setup_problems() {
    let library = library();
    for columns in &library.column_sets {
        for first in &library.factions {
            for second in &library.factions {
                for difficulty in [None, Some(Difficulty::Easy), Some(Difficulty::Hard)] {
                    let setup = HebsSetup {
                        columns: columns.clone(),
                        factions: [first.clone(), second.clone()],
                        variants: Variants::default(),
                        foe: difficulty.map(|difficulty| FoeSetup {
                            difficulty,
                            dial: library.solo.dial(difficulty),
                            ..FoeSetup::default()
                        }),
                        names: ["Ana".into(), "The Foe".into()],
                        opponent: None,
                    };
                    let problems = match columns.game {
                        HebsGame::StElmosPay1565 => StElmo::setup_problems(&setup),
                        HebsGame::TearsToManyMothers1066 => Tears::setup_problems(&setup),
                    };
                    assert!(
                        problems.is_empty(),
                        "{} / {}: {problems:?}",
                        first.key,
                        second.key
                    );
                }
            }
        }
    }
}

#[test]
fn every_simulated_setup_has_no_setup_problems() {
    for solo in [false, true] {
        let simulation = HebsSimulation {
            library: library(),
            solo,
        };
        for seed in 0..40 {
            let mut chooser = Chooser::new(seed);
            for game in [HebsGame::StElmosPay1565, HebsGame::TearsToManyMothers1066] {
                let setup = simulation.setup(game, &mut chooser).expect("a setup");
                let problems = match game {
                    HebsGame::StElmosPay1565 => StElmo::setup_problems(&setup),
                    HebsGame::TearsToManyMothers1066 => Tears::setup_problems(&setup),
                };
                assert!(problems.is_empty(), "seed {seed}: {problems:?}");
            }
        }
    }
}

#[test]
fn a_saved_setup_with_a_card_cost_of_255_is_refused() {
    let setup = with_faction(0, |faction| soldier(faction).cost = 255);
    assert_names(
        &problems(&setup),
        &["factions[0] \"Ottoman Empire\"", "cost is 255; at most 8"],
    );
}

#[test]
fn a_saved_setup_with_card_zeal_might_health_resources_or_copies_of_255_is_refused() {
    let setup = with_faction(1, |faction| {
        let card = soldier(faction);
        card.zeal = 255;
        card.might = 21;
        card.health = 255;
        card.resources = 255;
        card.copies = 255;
    });
    assert_names(
        &problems(&setup),
        &[
            "factions[1]",
            "zeal is 255; at most 20",
            "might is 21; at most 20",
            "health is 255; at most 30",
            "resources is 255; at most 10",
            "copies is 255; at most 50",
            "a deck holds at most 200 cards",
        ],
    );
}

#[test]
fn a_saved_setup_with_an_army_card_of_no_health_or_no_leader_is_refused() {
    let setup = with_faction(0, |faction| {
        soldier(faction).health = 0;
        faction.cards.retain(|card| card.kind != CardKind::Leader);
    });
    assert_names(
        &problems(&setup),
        &[
            "an army card needs a Health of at least 1",
            "exactly one Leader",
        ],
    );
}

#[test]
fn a_saved_setup_with_effect_numbers_past_the_limits_is_refused() {
    let setup = with_faction(0, |faction| {
        let card = soldier(faction);
        card.abilities = vec![
            Ability {
                timing: crate::hebs::card::Timing::Action,
                title: None,
                effects: vec![
                    Effect::Damage {
                        amount: 255,
                        target: Target::ChosenEnemy(CardFilter::CostAtMost(200)),
                    },
                    Effect::Boost {
                        attribute: Attribute::Zeal,
                        amount: -128,
                        target: Target::This,
                    },
                    Effect::Draw(255),
                ],
            },
            Ability {
                timing: crate::hebs::card::Timing::Constant,
                title: None,
                effects: vec![Effect::Aura {
                    attribute: Attribute::Might,
                    amount: 127,
                    scope: crate::hebs::card::Scope::Everywhere,
                    filter: CardFilter::Any,
                }],
            },
        ];
    });
    assert_names(
        &problems(&setup),
        &[
            "Damage's amount is 255; at most 10",
            "CostAtMost is 200; at most 8",
            "Boost's amount is -128; between -10 and +10",
            "Draw is 255; at most 10",
            "Aura's amount is +127; between -10 and +10",
        ],
    );
}

#[test]
fn a_saved_setup_with_filters_nested_too_deep_or_too_many_abilities_is_refused() {
    let setup = with_faction(0, |faction| {
        let mut filter = CardFilter::Any;
        for _ in 0..10 {
            filter = CardFilter::All(vec![filter]);
        }
        let card = soldier(faction);
        card.abilities = vec![
            Ability {
                timing: crate::hebs::card::Timing::Action,
                title: None,
                effects: vec![Effect::Destroy(Target::ChosenEnemy(filter))],
            };
            ABILITIES_MAX + 1
        ];
    });
    assert_names(
        &problems(&setup),
        &[
            "nests All more than 4 deep",
            &format!("{} abilities; at most {ABILITIES_MAX}", ABILITIES_MAX + 1),
        ],
    );
}

#[test]
fn a_saved_setup_whose_foe_opening_names_a_card_that_does_not_exist_is_refused() {
    let setup = with_faction(1, |faction| {
        faction.foe_opening[1] = "Nobody at All".into();
    });
    assert_names(
        &problems(&setup),
        &["Foe opening card \"Nobody at All\" is not an army card of this deck"],
    );
}

#[test]
fn a_saved_setup_with_objective_numbers_past_the_limits_or_missing_objectives_is_refused() {
    let setup = with_faction(0, |faction| {
        faction.objectives[0].value = 255;
        faction.objectives[1].health = 0;
        faction.objectives[2].health = 255;
    });
    assert_names(
        &problems(&setup),
        &[
            "Objective A: value is 255; at most 50",
            "Objective B needs a Health of at least 1",
            "Objective C: health is 255; at most 30",
        ],
    );
    let setup = with_faction(1, |faction| faction.objectives.truncate(1));
    assert_names(&problems(&setup), &["7 Objectives, A to G (it has 1)"]);
}

#[test]
fn a_saved_setup_with_broken_column_cards_is_refused() {
    let mut setup = shipped();
    let columns = Arc::make_mut(&mut setup.columns);
    columns.columns[0].health = 255;
    columns.columns[1].health = 0;
    assert_names(
        &problems(&setup),
        &[
            "columns: column 1 \"St. Elmo\"'s health is 255; at most 50",
            "columns: a column's Health is at least 1",
        ],
    );
    let mut setup = shipped();
    Arc::make_mut(&mut setup.columns).columns.pop();
    assert_names(
        &problems(&setup),
        &["exactly three column cards (it has 2)"],
    );
    // The column cards are the mode's own box's.
    assert_names(
        &Tears::setup_problems(&shipped()),
        &["columns: the column cards are StElmosPay1565's"],
    );
}

#[test]
fn a_saved_setup_with_a_dial_past_the_limits_is_refused() {
    let mut setup = shipped();
    setup.foe = Some(FoeSetup {
        dial: vec![127; DIAL_ROUNDS_MAX + 1],
        ..FoeSetup::default()
    });
    assert_names(
        &problems(&setup),
        &[
            &format!(
                "foe.dial: {} rounds; at most {DIAL_ROUNDS_MAX}",
                DIAL_ROUNDS_MAX + 1
            ),
            "foe.dial: round 1 reads +127; between -20 and +20",
        ],
    );
}

#[test]
fn a_saved_setup_with_overlong_names_is_refused_and_quotes_them_cut_short() {
    let long = "x".repeat(100_000);
    let mut setup = with_faction(0, |faction| {
        faction.name = long.clone();
        soldier(faction).name = long.clone();
    });
    setup.names[1] = long.clone();
    let problems = problems(&setup);
    assert_names(
        &problems,
        &[
            "name is longer than 120 characters",
            "names[1] is longer than 120 characters",
        ],
    );
    assert!(problems.iter().all(|problem| problem.len() < 1_000));
}

#[test]
fn a_saved_setup_with_many_problems_lists_twenty_and_counts_the_rest() {
    let setup = with_faction(0, |faction| {
        for card in &mut faction.cards {
            card.zeal = 255;
        }
    });
    let problems = problems(&setup);
    assert_eq!(problems.len(), PROBLEMS_LISTED_MAX + 1);
    assert!(problems[PROBLEMS_LISTED_MAX].ends_with("more problems"));
}

/// One list decides: a setup the saved-game check refuses is refused by the mode's start too,
/// with its first problem (a deck past `DECK_MAX`, a cost past `COST_MAX`, another box's
/// column cards).
#[test]
fn a_setup_with_setup_problems_is_refused_at_the_start_with_the_first() {
    let too_big = with_faction(0, |faction| {
        let room = DECK_MAX + 1 - faction.deck_size();
        let card = soldier(faction);
        card.copies += u8::try_from(room).expect("a few copies");
    });
    let too_dear = with_faction(1, |faction| soldier(faction).cost = COST_MAX + 1);
    for setup in [too_big, too_dear] {
        let first = problems(&setup).into_iter().next().expect("a problem");
        match Session::<StElmo>::start_quiet(setup, 1) {
            Err(rejection) => assert!(rejection.to_string().contains(&first), "{rejection}"),
            Ok(_) => panic!("started despite {first}"),
        }
    }
    let first = Tears::setup_problems(&shipped())
        .into_iter()
        .next()
        .expect("a problem");
    match Session::<Tears>::start_quiet(shipped(), 1) {
        Err(rejection) => assert!(rejection.to_string().contains(&first), "{rejection}"),
        Ok(_) => panic!("started despite {first}"),
    }
}

/// The record contract: a save whose setup breaks a limit is refused by
/// `storage::replay_text`, naming the problem; a number too large for its field is refused
/// as malformed. Neither is played.
#[test]
fn a_saved_game_with_a_damaged_setup_is_refused_before_it_is_replayed() {
    let session = Session::<StElmo>::start_quiet(shipped(), 7).expect("a valid setup");
    let mut record = session.record();
    let text = record_to_ron(&record).expect("records serialise");
    assert!(replay_text::<StElmo>("save.ron", &text).is_ok());
    Arc::make_mut(&mut record.setup.factions[1])
        .objectives
        .clear();
    let text = record_to_ron(&record).expect("records serialise");
    match replay_text::<StElmo>("save.ron", &text) {
        Err(RecordError::Setup { problems, .. }) => {
            assert_names(&problems, &["factions[1]", "7 Objectives"]);
        }
        other => panic!("the damaged save was not refused for its setup: {other:?}"),
    }
    let text = record_to_ron(&session.record()).expect("records serialise");
    let damaged = text.replacen("cost: 3,", "cost: 4294967295,", 1);
    assert_ne!(damaged, text);
    assert!(replay_text::<StElmo>("save.ron", &damaged).is_err());
}

/// A faction with every number at its limit (deck, Zeal, Might, Health, Resources, effect
/// amounts, Objectives), and its costs too when `costs`.
fn at_the_limits(faction: &Faction, costs: bool) -> Faction {
    let mut faction = faction.clone();
    for card in &mut faction.cards {
        if costs {
            card.cost = COST_MAX;
        }
        card.zeal = ATTRIBUTE_MAX;
        card.might = ATTRIBUTE_MAX;
        if card.health > 0 {
            card.health = HEALTH_MAX;
        }
        card.resources = RESOURCES_MAX;
        for effect in card
            .abilities
            .iter_mut()
            .flat_map(|ability| &mut ability.effects)
        {
            match effect {
                Effect::Draw(count)
                | Effect::Artillery(count)
                | Effect::Range(count)
                | Effect::DamageFrontier(count)
                | Effect::DamageObjective(count)
                | Effect::OpponentDiscards(count)
                | Effect::Damage { amount: count, .. }
                | Effect::Heal { amount: count, .. }
                | Effect::CostDiscount { amount: count, .. } => *count = AMOUNT_MAX,
                Effect::Boost { amount, .. }
                | Effect::Aura { amount, .. }
                | Effect::HostBonus { amount, .. } => {
                    *amount = if *amount < 0 { -CHANGE_MAX } else { CHANGE_MAX };
                }
                _ => {}
            }
        }
    }
    let mut room = DECK_MAX - faction.deck_size();
    for card in &mut faction.cards {
        if card.kind != CardKind::Leader {
            let more = room.min(usize::from(COPIES_MAX - card.copies));
            card.copies += u8::try_from(more).unwrap_or(0);
            room -= more;
        }
    }
    for objective in &mut faction.objectives {
        objective.value = OBJECTIVE_VALUE_MAX;
        objective.health = HEALTH_MAX;
    }
    faction
}

/// Whatever the checks accept plays: setups with every number at its limit, both ways
/// round, two players and against the Foe, play random-legal games to the end.
#[test]
fn a_setup_at_every_limit_is_accepted_and_plays_to_the_end() {
    let library = library();
    let malta = library.faction("malta").expect("Malta");
    let ottoman = library.faction("ottoman").expect("Ottoman");
    let mut columns = (**library.columns(HebsGame::StElmosPay1565).expect("columns")).clone();
    for column in &mut columns.columns {
        column.health = COLUMN_HEALTH_MAX;
    }
    for seed in 0..24 {
        let foe = (seed % 2 == 1).then(|| FoeSetup {
            dial: (0..DIAL_ROUNDS_MAX)
                .map(|round| {
                    if round % 2 == 0 {
                        DIAL_VALUE_MAX
                    } else {
                        -DIAL_VALUE_MAX
                    }
                })
                .collect(),
            ..FoeSetup::default()
        });
        let (first, second) = if seed % 4 < 2 {
            (ottoman, malta)
        } else {
            (malta, ottoman)
        };
        let setup = HebsSetup {
            columns: Arc::new(columns.clone()),
            factions: [first, second]
                .map(|faction| Arc::new(at_the_limits(faction, seed % 3 == 2))),
            variants: Variants::default(),
            foe,
            names: ["n".repeat(NAME_MAX), "m".repeat(NAME_MAX)],
            opponent: None,
        };
        assert_eq!(setup.factions[0].deck_size(), DECK_MAX);
        let problems = problems(&setup);
        assert!(problems.is_empty(), "{problems:?}");
        let mut session = Session::<StElmo>::start_quiet(setup, seed).expect("accepted");
        let mut chooser = Chooser::new(seed);
        let mut commands = 0;
        while !session.is_over() {
            let command: HebsCommand = session
                .game()
                .random_command(&mut chooser)
                .expect("someone can act");
            session.play(command).expect("a legal command");
            commands += 1;
            assert!(commands < 50_000, "seed {seed}: no end");
        }
    }
}
