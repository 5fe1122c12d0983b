//! HEBS card data: the fields a card prints ("Card Attributes", "Objective Attributes") and the
//! small effect language its abilities are written in (docs/hebs-effects.md). Rule text shown
//! on a card is generated from these effects (`describe`), so what a card says is what it does.

use serde::{Deserialize, Serialize};

/// Which box a faction or column card comes from: it names the columns and the Might icon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum HebsGame {
    StElmosPay1565,
    TearsToManyMothers1066,
}

/// The two attributes battles compare ("Total Battle Value").
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Attribute {
    Zeal,
    Might,
}

/// Unit types ("Card Decks"): 1565 has all five, 1066 has Cavalry, Infantry and Archer (Ranged).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum UnitType {
    Artillery,
    Cavalry,
    Infantry,
    Navy,
    /// "Ranged" in 1565, "Archer (Ranged)" in 1066.
    Ranged,
}

/// Which side of the battlefield an attachment goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Own,
    Enemy,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardKind {
    Unit(UnitType),
    Character,
    /// A Character whose destruction loses the game; exactly one per deck.
    Leader,
    /// Never enters play: paid, resolved, then discarded.
    Event,
    /// Goes to its owner's reserve area.
    Tactics,
    /// Attached to an army card on `side` matching `host`.
    Attachment {
        side: Side,
        host: CardFilter,
    },
}

/// Which cards an effect may touch.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardFilter {
    Any,
    /// Units; of one type when given.
    Unit(Option<UnitType>),
    /// Characters, Leaders included.
    Character,
    NotLeader,
    Trait(String),
    CostAtMost(u8),
    All(Vec<CardFilter>),
}

/// Words printed in front of an ability ("flavour titles"): no effect in the two-player game,
/// but the solo Foe sorts abilities by them ("End of Round Abilities", "Playing Foe Cards").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Title {
    Artillery,
    Range,
    Bold,
    Pulverise,
    Tireless,
    Commander,
    Agile,
    Bloodlust,
    Family,
    Leader,
    Learned,
    Recon,
    Scholarly,
    /// Any other title: flavour only.
    Named(String),
}

/// What starts a Response ("Response Abilities").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Trigger {
    /// The opponent initiates an ability (an Action, an event, a When Played, or a Response).
    EnemyAbility,
    /// The opponent plays an army card.
    EnemyPlaysCard,
}

/// When an ability may be used ("Card Abilities").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Timing {
    Action,
    Response(Trigger),
    WhenPlayed,
    /// Always on while the card is in play; no precursor.
    Constant,
    /// Used only by the solo Foe, in place of the card's other abilities ("'Solo:' abilities").
    Solo,
}

/// How far a continuous bonus reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scope {
    /// Own cards in the same column as this card.
    SameColumn,
    /// Every own card on the battlefield.
    Everywhere,
}

/// The card (or cards) an effect acts on. Every `Chosen…` target of one ability is the same
/// card, picked when the ability is initiated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    /// The card with the ability.
    This,
    /// The army card this attachment is attached to.
    Host,
    /// The card whose play triggered this Response.
    Triggering,
    ChosenEnemy(CardFilter),
    /// An enemy in the same column as this card (for an event: the chosen column).
    ChosenEnemyInColumn(CardFilter),
    ChosenFriendly(CardFilter),
    /// Every matching enemy in this card's column (for an event: the chosen column), Row order.
    EachEnemyInColumn(CardFilter),
    EachFriendlyInColumn(CardFilter),
}

/// One step of an ability, interpreted by the engine (`hebs::effects`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// The controller draws this many cards.
    Draw(u8),
    /// "Artillery X": X damage to the enemy cards in this card's column, one at a time, each to
    /// the enemy in the lowest Row still standing (Row 1 first).
    Artillery(u8),
    /// "Range X": X damage to one chosen enemy army card in this card's column.
    Range(u8),
    Damage {
        amount: u8,
        target: Target,
    },
    Destroy(Target),
    /// Removes up to this much damage.
    Heal {
        amount: u8,
        target: Target,
    },
    Ready(Target),
    Tire(Target),
    /// A change to Zeal or Might until the end of the round.
    Boost {
        attribute: Attribute,
        amount: i8,
        target: Target,
    },
    /// Moves an own army card to the lowest free Row of the chosen column.
    Move(Target),
    ReturnToHand(Target),
    /// The controller places own damage tokens on the chosen unclaimed column (only at G).
    DamageFrontier(u8),
    /// Damage on the controller's current Objective (destroys it at its Health).
    DamageObjective(u8),
    /// The opponent discards this many cards from hand, at random.
    OpponentDiscards(u8),
    /// Response only: the ability it answers has no effect (its costs stay paid).
    Cancel,
    /// Constant: own-faction army cards matching `filter` in `scope` get `amount` more.
    Aura {
        attribute: Attribute,
        amount: i8,
        scope: Scope,
        filter: CardFilter,
    },
    /// Constant ("Cost -X"): own cards matching `filter` cost this much less (never below 0).
    CostDiscount {
        amount: u8,
        filter: CardFilter,
    },
    /// Constant on an attachment: its host gets `amount` more.
    HostBonus {
        attribute: Attribute,
        amount: i8,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ability {
    pub timing: Timing,
    #[serde(default)]
    pub title: Option<Title>,
    pub effects: Vec<Effect>,
}

/// Keywords that change how a card is played rather than what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Keyword {
    /// May be played from the top of its owner's discard pile ("Generating Resources").
    Relentless,
}

/// One card design of a faction deck. Fields a type does not print are 0 ("Card Attributes").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CardDef {
    pub number: u16,
    pub name: String,
    #[serde(default)]
    pub traits: Vec<String>,
    pub kind: CardKind,
    pub cost: u8,
    #[serde(default)]
    pub zeal: u8,
    #[serde(default)]
    pub might: u8,
    #[serde(default)]
    pub health: u8,
    #[serde(default)]
    pub resources: u8,
    #[serde(default)]
    pub keywords: Vec<Keyword>,
    #[serde(default)]
    pub abilities: Vec<Ability>,
    #[serde(default)]
    pub flavour: String,
    /// How many of this card the deck holds.
    #[serde(default = "one")]
    pub copies: u8,
}

fn one() -> u8 {
    1
}

impl CardDef {
    pub fn is_army(&self) -> bool {
        matches!(
            self.kind,
            CardKind::Unit(_) | CardKind::Character | CardKind::Leader
        )
    }

    pub fn unit_type(&self) -> Option<UnitType> {
        match self.kind {
            CardKind::Unit(unit) => Some(unit),
            _ => None,
        }
    }

    pub fn has_title(&self, title: &Title) -> bool {
        self.abilities
            .iter()
            .any(|ability| ability.title.as_ref() == Some(title))
    }
}

/// A face-up Objective ("Objective Attributes").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectiveDef {
    /// 'A' to 'G': the order they appear in.
    pub letter: char,
    pub name: String,
    pub attribute: Attribute,
    pub value: u8,
    pub health: u8,
    /// Resolved when it is destroyed (ignored in solo play). Only effects needing no choice.
    #[serde(default)]
    pub when_destroyed: Vec<Effect>,
    #[serde(default)]
    pub flavour: String,
}

/// Which faction starts with the first player marker and places its Leader first ("Setup").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum FactionSeat {
    First,
    Second,
}

/// One faction: its card deck and its Objective deck (assets/hebs/GAME/FACTION.ron).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Faction {
    pub key: String,
    pub name: String,
    pub game: HebsGame,
    pub seat: FactionSeat,
    /// The colour of this faction's damage tokens, as RGB.
    pub colour: (u8, u8, u8),
    /// The solo Foe's opening cards, for Row 3, Row 2 and Row 1 of the middle column.
    #[serde(default)]
    pub foe_opening: Vec<String>,
    pub cards: Vec<CardDef>,
    pub objectives: Vec<ObjectiveDef>,
}

impl Faction {
    /// Cards in the deck, copies counted.
    pub fn deck_size(&self) -> usize {
        self.cards.iter().map(|card| usize::from(card.copies)).sum()
    }
}

/// A Frontier (1565) or Wedge (1066) card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColumnCard {
    pub name: String,
    /// Tokens of one colour that claim it ("Winning a Frontier").
    pub health: u8,
}

/// The three column cards of one game, left to right from the first faction's seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColumnSet {
    pub game: HebsGame,
    /// "Frontier" or "Wedge".
    pub term: String,
    /// The final Objective's name: "The Great Siege of Malta" or "The Battle of Hastings".
    pub final_objective: String,
    pub columns: Vec<ColumnCard>,
}
