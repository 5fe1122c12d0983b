//! The small factions, column cards and table the HEBS rulings are played on.

use crate::dice::Dice;
use crate::hebs::Hebs;
use crate::hebs::card::{
    Ability, Attribute, CardDef, CardFilter, CardKind, ColumnCard, ColumnSet, Effect, Faction,
    FactionSeat, HebsGame, Keyword, ObjectiveDef, Target, Timing, Title, Trigger, UnitType,
};
use crate::hebs::command::{CardList, HebsCommand, Payment};
use crate::hebs::setup::{HebsSetup, Variants};
use crate::hebs::state::{CardId, Seat, Zone};
use crate::record::{Rejection, Resolution};
use std::sync::Arc;

pub(super) fn card(
    number: u16,
    name: &str,
    kind: CardKind,
    cost: u8,
    zeal: u8,
    might: u8,
) -> CardDef {
    CardDef {
        number,
        name: name.to_owned(),
        traits: Vec::new(),
        kind,
        cost,
        zeal,
        might,
        health: 3,
        resources: 1,
        keywords: Vec::new(),
        abilities: Vec::new(),
        flavour: String::new(),
        copies: 1,
    }
}

/// An Action ability with a title the solo Foe sorts by.
pub(super) fn titled(title: Title, effect: Effect) -> Ability {
    Ability {
        timing: Timing::Action,
        title: Some(title),
        effects: vec![effect],
    }
}

pub(super) fn objective(
    letter: char,
    name: &str,
    attribute: Attribute,
    value: u8,
    health: u8,
) -> ObjectiveDef {
    ObjectiveDef {
        letter,
        name: name.to_owned(),
        attribute,
        value,
        health,
        when_destroyed: Vec::new(),
        flavour: String::new(),
    }
}

/// A small test faction: a Leader, units of Might 3, 3 and 2, a Learned character, two events
/// that act out the books' Response example, a Relentless unit, and fillers.
pub(super) fn faction(seat: FactionSeat) -> Faction {
    let unit = CardKind::Unit(UnitType::Infantry);
    let mut cards = vec![
        CardDef {
            health: 6,
            resources: 0,
            ..card(1, "Leader", CardKind::Leader, 0, 1, 1)
        },
        card(2, "Might Three", unit.clone(), 1, 0, 3),
        card(3, "Might Three Again", unit.clone(), 1, 0, 3),
        card(4, "Might Two", unit.clone(), 0, 1, 2),
        CardDef {
            abilities: vec![Ability {
                timing: Timing::WhenPlayed,
                title: Some(Title::Learned),
                effects: vec![Effect::Draw(1)],
            }],
            ..card(5, "Scholar", CardKind::Character, 1, 1, 0)
        },
        CardDef {
            abilities: vec![Ability {
                timing: Timing::Action,
                title: None,
                effects: vec![Effect::Damage {
                    amount: 2,
                    target: Target::ChosenEnemy(CardFilter::Any),
                }],
            }],
            ..card(6, "Pay Event", CardKind::Event, 3, 0, 0)
        },
        CardDef {
            abilities: vec![
                Ability {
                    timing: Timing::Response(Trigger::EnemyAbility),
                    title: None,
                    effects: vec![Effect::Cancel],
                },
                Ability {
                    timing: Timing::Action,
                    title: None,
                    effects: vec![Effect::Draw(1)],
                },
            ],
            ..card(7, "Cancel Event", CardKind::Event, 2, 0, 0)
        },
        CardDef {
            keywords: vec![Keyword::Relentless],
            ..card(8, "Relentless Levy", unit.clone(), 1, 1, 1)
        },
        CardDef {
            abilities: vec![Ability {
                timing: Timing::Constant,
                title: Some(Title::Family),
                effects: vec![Effect::CostDiscount {
                    amount: 1,
                    filter: CardFilter::Any,
                }],
            }],
            ..card(9, "Patron", CardKind::Tactics, 0, 0, 0)
        },
        // For the solo rules: one card of each sort the Foe's rules single out.
        CardDef {
            abilities: vec![titled(
                Title::Bold,
                Effect::Damage {
                    amount: 2,
                    target: Target::ChosenEnemyInColumn(CardFilter::Unit(Some(
                        UnitType::Artillery,
                    ))),
                },
            )],
            ..card(11, "Bold Sortie", unit.clone(), 1, 1, 2)
        },
        CardDef {
            health: 5,
            abilities: vec![titled(Title::Artillery, Effect::Artillery(1))],
            ..card(
                12,
                "Field Gun",
                CardKind::Unit(UnitType::Artillery),
                1,
                0,
                1,
            )
        },
        CardDef {
            abilities: vec![titled(Title::Artillery, Effect::Artillery(4))],
            ..card(
                13,
                "Great Bombard",
                CardKind::Unit(UnitType::Artillery),
                1,
                0,
                1,
            )
        },
        CardDef {
            abilities: vec![titled(Title::Range, Effect::Range(2))],
            ..card(14, "Crossbows", CardKind::Unit(UnitType::Ranged), 1, 0, 1)
        },
        CardDef {
            abilities: vec![titled(Title::Commander, Effect::Move(Target::This))],
            ..card(15, "Commander", CardKind::Character, 1, 1, 1)
        },
        CardDef {
            abilities: vec![titled(
                Title::Tireless,
                Effect::Ready(Target::ChosenFriendly(CardFilter::Unit(None))),
            )],
            ..card(16, "Granary", CardKind::Tactics, 0, 0, 0)
        },
        CardDef {
            health: 7,
            ..card(17, "Veterans", unit.clone(), 2, 1, 2)
        },
        CardDef {
            abilities: vec![Ability {
                timing: Timing::Action,
                title: None,
                effects: vec![Effect::DamageObjective(6)],
            }],
            copies: 2,
            ..card(18, "Sapper Mine", CardKind::Event, 0, 0, 0)
        },
    ];
    cards.push(CardDef {
        copies: 40,
        ..card(10, "Filler", unit, 1, 1, 1)
    });
    Faction {
        key: format!("{seat:?}"),
        name: format!("{seat:?} faction"),
        game: HebsGame::StElmosPay1565,
        seat,
        colour: (0, 0, 0),
        foe_opening: vec!["Leader".into(), "Might Two".into(), "Scholar".into()],
        cards,
        objectives: vec![
            objective('A', "Objective A", Attribute::Might, 2, 6),
            objective('B', "Objective B", Attribute::Zeal, 3, 4),
            objective('C', "Objective C", Attribute::Might, 3, 4),
            objective('D', "Objective D", Attribute::Zeal, 3, 4),
            objective('E', "Objective E", Attribute::Might, 4, 4),
            objective('F', "Objective F", Attribute::Zeal, 4, 4),
            objective('G', "Final", Attribute::Might, 0, 1),
        ],
    }
}

pub(super) fn setup() -> HebsSetup {
    HebsSetup {
        columns: Arc::new(ColumnSet {
            game: HebsGame::StElmosPay1565,
            term: "Frontier".into(),
            final_objective: "Final".into(),
            columns: ["St. Elmo", "Senglea", "Birgu"]
                .into_iter()
                .zip([10, 11, 12])
                .map(|(name, health)| ColumnCard {
                    name: name.into(),
                    health,
                })
                .collect(),
        }),
        factions: [
            Arc::new(faction(FactionSeat::First)),
            Arc::new(faction(FactionSeat::Second)),
        ],
        variants: Variants::default(),
        foe: None,
        names: Default::default(),
        opponent: None,
    }
}

/// Playing an army card into `column`, paying by discarding `discards` from hand.
pub(super) fn into_column(card: CardId, column: u8, discards: &[CardId]) -> HebsCommand {
    HebsCommand::Play {
        card,
        column: Some(column),
        host: None,
        payment: Payment {
            tire: CardList::default(),
            discard: CardList::of(discards).expect("a short payment"),
        },
        when_played: None,
    }
}

pub(super) struct Table {
    pub(super) game: Hebs,
    pub(super) dice: Dice,
}

impl Table {
    pub(super) fn new(setup: HebsSetup) -> Self {
        let mut dice = Dice::new(1565);
        let game = {
            let mut resolution = Resolution::new(&mut dice, None, true);
            match Hebs::build(&setup, HebsGame::StElmosPay1565, &mut resolution) {
                Ok(game) => game,
                Err(rejection) => panic!("setup refused: {rejection}"),
            }
        };
        Self { game, dice }
    }

    /// Leaders in St. Elmo, hands kept: round 1's deployment, first player to act.
    pub(super) fn deploying() -> Self {
        let mut table = Self::new(setup());
        table.play(HebsCommand::PlaceLeader { column: 0 });
        table.play(HebsCommand::PlaceLeader { column: 0 });
        table.play(HebsCommand::Mulligan { redraw: false });
        table.play(HebsCommand::Mulligan { redraw: false });
        table
    }

    pub(super) fn try_play(&mut self, command: HebsCommand) -> Result<Vec<String>, Rejection> {
        let mut resolution = Resolution::new(&mut self.dice, Some(0), true);
        let outcome = self.game.apply_command(&command, &mut resolution);
        let log = resolution
            .into_entries()
            .into_iter()
            .map(|entry| entry.text())
            .collect();
        outcome.map(|()| log)
    }

    pub(super) fn play(&mut self, command: HebsCommand) -> Vec<String> {
        match self.try_play(command.clone()) {
            Ok(log) => log,
            Err(rejection) => panic!("{command:?} refused: {rejection}"),
        }
    }

    /// Runs an engine step directly; returns what it explained.
    pub(super) fn run(&mut self, step: impl FnOnce(&mut Hebs, &mut Resolution)) -> Vec<String> {
        let mut resolution = Resolution::new(&mut self.dice, Some(0), true);
        step(&mut self.game, &mut resolution);
        resolution
            .into_entries()
            .into_iter()
            .map(|entry| entry.text())
            .collect()
    }

    /// A card of `seat`'s named `name` that is not yet in play.
    pub(super) fn find(&self, seat: Seat, name: &str) -> CardId {
        let table = &self.game.table;
        (0..table.cards.len() as u16)
            .map(CardId)
            .find(|&card| {
                table.owner(card) == seat
                    && table.design(card).name == name
                    && matches!(
                        table.card(card).zone,
                        Zone::Deck | Zone::Hand | Zone::Discard
                    )
            })
            .unwrap_or_else(|| panic!("no free {name} for seat {seat}"))
    }

    pub(super) fn field(&mut self, seat: Seat, name: &str, column: usize) -> CardId {
        let card = self.find(seat, name);
        let row = self
            .game
            .table
            .free_row(seat, column)
            .unwrap_or_else(|| panic!("column full"));
        self.game.table.to_battlefield(card, column, row);
        card
    }

    pub(super) fn hand(&mut self, seat: Seat, name: &str) -> CardId {
        let card = self.find(seat, name);
        self.game.table.to_hand(card);
        card
    }
}

// ---- "3. Frontier Phase" ----
