//! The conflict's entities (pawns, scenery pieces, luminaries, smoke markers): their components,
//! and the resources every system reads (the table, the turn, the light, the weather).

use crate::conflict::world::ConflictWorld;
use crate::msg;
use crate::rules::activation::Turn;
use crate::rules::audacity::Nerve;
use crate::rules::cards::ContractCard;
use crate::rules::dexterity::DexterityCard;
use crate::rules::maravedies::TurnSpending;
use crate::rules::weather::{MomentOfTruth, Weather};
use crate::table::base::{Base, DEFAULT_BASE_DIAMETER_CM, Placement, Point};
use crate::table::layout::TableSize;
use crate::table::light::{Lighting, Quadrant};
use crate::table::scenery::Scenery;
use crate::words::Message;
use bevy_ecs::prelude::Component;
use parry3d::math::Vec2;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

// The questions a conflict waits on live in their own file; their paths stay these.
pub use super::questions::{
    ClashVerdict, EngagedQuestion, Engagement, HuntFight, HuntPlay, HuntTable, Pending,
    PendingBlow, Verdict,
};

/// A pawn's number, stable for the whole conflict: commands and the record name pawns by it.
#[derive(
    Component, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct PawnId(pub u32);

/// Where a deployed pawn stands and which way it faces; pawns not yet deployed have none (a
/// row of `PawnIndex`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Footing(pub Placement);

impl Footing {
    pub fn base(&self) -> Base {
        Base::new(
            Vec2::new(self.0.x, self.0.y),
            DEFAULT_BASE_DIAMETER_CM / 2.0,
            self.0.level,
            self.0.facing_degrees,
        )
    }
}

/// What the pawn's Panoply adds every time (1650 § Panoply Cards): to its Audacity rolls, and to
/// its climbing and jumping rolls. Fixed by the setup.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Gear {
    pub audacity: i32,
    pub climb: i32,
    pub faith: i32,
}

/// Steady or escaping (§ Every Man for Himself); `only_turn` after recovering this turn (a row of
/// `PawnIndex`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Morale {
    pub nerve: Nerve,
    pub only_turn: bool,
}

/// How the pawn moved in its activation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Moved {
    Walked,
    Charged,
    Swam,
    Turned,
}

/// What the pawn has done this turn: its activation's maneuvers and what they allow next (a row
/// of the pawn index, `PawnIndex::deeds`).
#[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Deeds {
    pub moved: Option<Moved>,
    pub walked_cm: f32,
    /// The enemy it charged into this activation, and how far it ran.
    pub charged_into: Option<(u32, f32)>,
    /// Enemies it walked into contact with this activation.
    pub walked_into: Vec<u32>,
    pub shot: bool,
    pub fought: bool,
    /// Declared at the start of its activation (§ Reloading Slow Weapons).
    pub reloading: bool,
    pub played_dexterity: bool,
    /// § Falling: it fell; it cannot defend itself this turn.
    pub fallen: bool,
    /// A Lucky Real declared this activation: added to its next Discharge roll.
    #[serde(default)]
    pub luck: i32,
    /// Enemies it tried to intimidate this turn (Intimidating: once each).
    #[serde(default)]
    pub intimidated: Vec<u32>,
    /// Those that failed their Audacity roll: the responding pawn against it this turn.
    #[serde(default)]
    pub cowed: Vec<u32>,
    /// It took a wound for its Leader this turn (Sworn Guard).
    #[serde(default)]
    pub guarded: bool,
    /// § Pawns' Reactions: the enemies whose engagement it chose to fight this turn (it may
    /// no longer retreat from their attack).
    #[serde(default)]
    pub stands_against: Vec<u32>,
}

/// A list of pawns copied without a call when it is empty, as most are: the computer's view of
/// every pawn copies each pawn's deeds on each of its commands.
pub(in crate::conflict) fn copy_ids(ids: &[u32]) -> Vec<u32> {
    if ids.is_empty() {
        Vec::new()
    } else {
        ids.to_vec()
    }
}

impl Clone for Deeds {
    fn clone(&self) -> Self {
        Self {
            moved: self.moved,
            walked_cm: self.walked_cm,
            charged_into: self.charged_into,
            walked_into: copy_ids(&self.walked_into),
            shot: self.shot,
            fought: self.fought,
            reloading: self.reloading,
            played_dexterity: self.played_dexterity,
            fallen: self.fallen,
            luck: self.luck,
            intimidated: copy_ids(&self.intimidated),
            cowed: copy_ids(&self.cowed),
            guarded: self.guarded,
            stands_against: copy_ids(&self.stands_against),
        }
    }
}

/// Shots left in each Slow (X) weapon, by its place on the card (`None`: not a Slow weapon),
/// and the weapons being reloaded (ready at the start of the next turn).
#[derive(Component, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Loads {
    pub shots_left: Vec<Option<u32>>,
    pub reloading: Vec<bool>,
}

impl Loads {
    /// The Slow weapons of `card` short of shots: each one's place on the card, its full load,
    /// and whether it is being reloaded already.
    pub fn short_of_shots<'a>(
        &'a self,
        card: &'a ContractCard,
    ) -> impl Iterator<Item = (usize, u32, bool)> + 'a {
        card.weapons
            .iter()
            .enumerate()
            .filter_map(|(index, weapon)| {
                let full = weapon.slow_shots()?;
                let left = self.shots_left.get(index).copied().flatten()?;
                let reloading = self.reloading.get(index).copied().unwrap_or(false);
                (left < full).then_some((index, full, reloading))
            })
    }
}

/// The pawn carries a light (a Farol, § Panoply Cards): at night it lights around it.
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CarriesLight;

/// Within a luminary's light (kept by a system; always false by day).
#[derive(Component, Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lit(pub bool);

/// The luminaries on the table (§ Luminaries), in the order they were put down: one list the
/// rules keep (every placing, the light and the snapshot read it), not an entity each.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Luminaries(pub Vec<Point>);

/// The smoke markers on the table, counted per quadrant (`Quadrant::index` order; § Cloud of
/// Smoke): one held count the rules keep (markers in a quadrant are alike), not an entity each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SmokeMarkers(pub [u32; 4]);

impl SmokeMarkers {
    /// Every marker's quadrant, in quadrant order.
    pub fn quadrants(&self) -> impl Iterator<Item = Quadrant> + '_ {
        Quadrant::ALL
            .into_iter()
            .flat_map(|quadrant| std::iter::repeat_n(quadrant, self.0[quadrant.index()] as usize))
    }
}

/// The table's scenery and its colliders, shared by every copy of the conflict.
#[derive(Clone)]
pub struct Table(pub Arc<Scenery>);

impl Table {
    pub fn size(&self) -> TableSize {
        self.0.layout().table
    }
}

/// A table edge a band deploys along (§ Brawl: within 20 cm of opposite edges).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Edge {
    /// y = 0.
    South,
    /// y = table depth.
    North,
    /// x = 0.
    West,
    /// x = table width.
    East,
}

impl Edge {
    /// The four edges.
    pub const ALL: [Edge; 4] = [Edge::South, Edge::North, Edge::West, Edge::East];

    /// The edge's name ("South"), as a message of the catalogue.
    pub fn message(self) -> Message {
        let edge = match self {
            Edge::South => "south",
            Edge::North => "north",
            Edge::West => "west",
            Edge::East => "east",
        };
        msg!("conflict-world-edge", edge = edge)
    }

    pub fn opposite(self) -> Edge {
        match self {
            Edge::South => Edge::North,
            Edge::North => Edge::South,
            Edge::West => Edge::East,
            Edge::East => Edge::West,
        }
    }

    /// How far `point` is from this edge.
    pub fn distance(self, table: TableSize, point: Vec2) -> f32 {
        match self {
            Edge::South => point.y,
            Edge::North => table.depth - point.y,
            Edge::West => point.x,
            Edge::East => table.width - point.x,
        }
    }

    /// The strip of the table within `depth` of this edge (a deployment area; the band a base
    /// lies in to touch the edge).
    pub fn strip(self, table: TableSize, depth: f32) -> crate::table::layout::Zone {
        use crate::table::layout::Zone;
        match self {
            Edge::South => Zone {
                x: 0.0,
                y: 0.0,
                width: table.width,
                depth,
            },
            Edge::North => Zone {
                x: 0.0,
                y: table.depth - depth,
                width: table.width,
                depth,
            },
            Edge::West => Zone {
                x: 0.0,
                y: 0.0,
                width: depth,
                depth: table.depth,
            },
            Edge::East => Zone {
                x: table.width - depth,
                y: 0.0,
                width: depth,
                depth: table.depth,
            },
        }
    }

    /// The direction from the table into this edge, as an Approach in degrees.
    pub fn outward_degrees(self) -> f32 {
        match self {
            Edge::South => 270.0,
            Edge::North => 90.0,
            Edge::West => 180.0,
            Edge::East => 0.0,
        }
    }
}

/// Where the conflict stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Phase {
    /// § Everybody Has a Price: a Personality both bands hired is being auctioned
    /// (`Auctions` says whose bid it is).
    Auction,
    /// § Brawl: the Authority roll's winner decides who chooses an edge and deploys first.
    ChooseDeployment {
        chooser: usize,
    },
    /// § Brawl: the band the winner let deploy first chooses the edge it deploys along.
    ChooseEdge {
        by: usize,
        /// The Authority roll's winner (its loser places the first luminary).
        winner: usize,
    },
    /// § Luminaries: at night the players place them in turn, outside the deployment areas.
    PlaceLuminaries {
        by: usize,
        left: u32,
    },
    /// § Brawl: pawns deploy by type, alternating bands.
    Deployment {
        side: usize,
    },
    /// § The Hunt: Tracking Markers, their confrontations and the concealed pawns' deployment
    /// (`HuntTable` says who acts), when both bands have Stealthy or Scout pawns.
    Hunt,
    /// § Slaughter: a band kept off the table deploys at the beginning of a turn, every pawn
    /// in contact with a table edge (by type, as in the deployment).
    Arrival {
        side: usize,
    },
    /// § How to Place the Enclaves: band `by` places one of its Enclaves, or stops.
    PlaceEnclaves {
        by: usize,
    },
    /// § How to Deploy Antagonists: band `by` deploys one of the Antagonists it brought, or
    /// stops.
    DeployAntagonists {
        by: usize,
    },
    /// § Feast of Eucharist: band `by` places its next Guest Marker.
    PlaceGuests {
        by: usize,
    },
    /// § Ambush: the attackers choose day or night once the defenders are deployed.
    ChooseTimeOfDay {
        by: usize,
    },
    /// § Artillery's Wearing Down: the turn's artillery roll waits for a band to choose where
    /// the shells fall (`Bombard`).
    Bombardment {
        roll: u32,
    },
    /// The turns are being played (`TurnState` says whose activation it is).
    Turns,
    Over,
}

/// The conflict's phase, the edges chosen and the current turn's activations.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    pub phase: Phase,
    /// The opening bands' deployment edges, once chosen (`Commission::opening_bands`).
    pub edges: Option<[Edge; 2]>,
    /// The side that deployed first.
    pub first_deployer: Option<usize>,
    pub turn: Option<Turn>,
    /// The pawn being activated now.
    pub active: Option<u32>,
}

/// The Moment of Truth and the weather, rolled before deployment.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Conditions {
    pub moment: MomentOfTruth,
    pub weather: Weather,
    /// Fog: night for this many first turns (0 without fog).
    pub fog_turns: u32,
}

impl Conditions {
    /// 1650 § Day and Night, § The Weather Gets Worse: whether turn `turn` is played at night.
    pub fn night_in(&self, turn: u32) -> bool {
        let effects = self.weather.effects();
        self.moment.night || effects.night || (effects.fog_turns && turn <= self.fog_turns)
    }
}

/// § Panoply Cards: the single-use items spent so far, by pawn and item id.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PanoplyUsed(pub Vec<(u32, String)>);

/// § Investing Maravedies: what each band has spent on extra dice this turn.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Spending(pub Vec<TurnSpending>);

/// How a pawn left the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Fate {
    /// Its Vigour reached 0.
    Killed,
    /// Escaping, it reached the table's edge (§ Every Man for Himself).
    RanOff,
    /// § Deployment of Concealed Pawns: no Tracking Marker was left for it.
    NoMarker,
    /// It left the table by `edge` on purpose (a Commission's Decree counts it), or was dragged
    /// off by the pawn `by` names: not beaten.
    Left { edge: Edge },
    /// § To Seek Sanctuary: it sought sanctuary in the Church.
    Sanctuary,
}

/// § To Seek Sanctuary: a pawn knocked unconscious: it does nothing more, is no enemy's target,
/// and is carried (off the table) while a pawn drags it (a row of `PawnIndex`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unconscious {
    pub carried_by: Option<u32>,
}

/// Pawns a Commission gave a Farol during play (§ Ambush at night), by id.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lanterns(pub Vec<u32>);

/// Eliminated pawns that come back at the beginning of the next turn (§ Artillery's Wearing
/// Down), by id.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Returning(pub Vec<u32>);

/// The conflict's setup, for what is rebuilt from it during play (a returning pawn).
#[derive(Clone, Debug)]
pub struct SetupOf(pub std::sync::Arc<crate::conflict::setup::ConflictSetup>);

/// § Artillery's Wearing Down: scenery pieces fallen to ruins (rough ground where they stood),
/// by layout index.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruins(pub Vec<usize>);

/// A pawn removed from the table, with what Honour needs to know.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Casualty {
    pub pawn: u32,
    pub side: usize,
    pub fate: Fate,
    pub turn: u32,
    /// Eliminated by an enemy standing in its Rearguard.
    pub from_rearguard: bool,
    /// It was escaping when it was killed.
    pub escaping: bool,
    /// The enemy whose blow or shot eliminated it.
    #[serde(default)]
    pub by: Option<u32>,
    /// What was left on it to loot (§ You No Longer Need It): Maravedies and unused
    /// single-use Panoply cards; `looted` once its eliminator took its one thing.
    #[serde(default)]
    pub purse: u32,
    #[serde(default)]
    pub unused: Vec<std::sync::Arc<crate::rules::panoply::PanoplyCard>>,
    #[serde(default)]
    pub looted: bool,
}

/// The Commission being played (from the setup; the turn flow asks it who activates first,
/// who arrives late and when the conflict ends).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Playing(pub crate::conflict::commission::terms::Commission);

/// Each band's Faction and kind: the Pure Band rules (§ Factions) read them.
#[derive(Clone, Debug, PartialEq)]
pub struct BandRules(pub Vec<(crate::rules::cards::Faction, crate::rules::hiring::BandKind)>);

/// The Panoply cards each pawn came with (from the setup; looted ones are in `Looted`).
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct Carried(pub Vec<std::sync::Arc<crate::rules::panoply::PanoplyCard>>);

/// § You No Longer Need It: Panoply cards taken from fallen enemies, by looter.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Looted(pub Vec<(u32, std::sync::Arc<crate::rules::panoply::PanoplyCard>)>);

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Casualties(pub Vec<Casualty>);

/// Each band's Dexterity cards still in hand.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Decks(pub Vec<Vec<std::sync::Arc<DexterityCard>>>);

/// Quadrants where a smoke weapon fired this turn (they keep their markers at its end).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SmokeUsed(pub [bool; 4]);

/// The light on the table, gathered from the luminary and smoke entities by a system.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Light(pub Lighting);

/// § How Do Antagonists Work, in play: the pawns their Temperament moves (§ Rescue's defenders
/// until roused), and the moves the Authority roll's winner may give them this turn.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Temperaments {
    /// Each such pawn, by id, with its Temperament (in id order).
    pub pawns: Vec<(u32, crate::rules::antagonists::Temperament)>,
    /// The band that moves them before its first activation this turn, and the moves it has
    /// left ("one Antagonist for each band playing").
    pub moves: Option<(usize, u32)>,
    /// Pawns that fired a gunpowder weapon since the Temperaments last answered it.
    pub gunpowder: Vec<u32>,
}

/// § Antagonists on the table: those deployed, the bands that stopped deploying them, and
/// those that have attacked a pawn (eliminating one that has not costs Honour).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Antagonists {
    pub deployed: Vec<DeployedAntagonist>,
    pub stopped: Vec<usize>,
    pub attacked: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DeployedAntagonist {
    pub pawn: u32,
    /// The band that deployed it.
    pub band: usize,
    /// The scenery piece it is assigned to, by its index in the layout.
    pub element: usize,
}

/// § Enclaves on the table: those placed, in order (each a scenery piece from `piece` on), and
/// the bands that stopped placing them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Enclaves {
    pub placed: Vec<PlacedEnclave>,
    pub stopped: Vec<usize>,
    /// The Enclaves' actions used so far (their once-a-turn and once-a-Conflict limits).
    #[serde(default)]
    pub used: Vec<EnclaveUse>,
    /// A fuse burning to an Enclave (§ Assault the Powder Magazine), until the turn ends.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub fuse: Option<Fuse>,
}

/// A fuse lit to blow an Enclave up at the end of the turn.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fuse {
    /// The Enclave, by its place in `Enclaves::placed`.
    pub enclave: usize,
    /// The pawn that lit it (the blast is its doing).
    pub lit_by: u32,
    /// The pawns that tried to put it out (one try each).
    pub tried: Vec<u32>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlacedEnclave {
    pub enclave: crate::rules::enclaves::Enclave,
    /// The band that placed it.
    pub band: usize,
    pub at: Point,
    /// The band that conquered it last (§ Conquering Enclaves).
    pub holder: Option<usize>,
    /// Its piece in the table's layout.
    pub piece: usize,
}

impl PlacedEnclave {
    /// How far `base` is from the Enclave's rim, edge to edge (negative when they overlap): what
    /// conquering, its actions and its auras measure.
    pub fn rim_distance(&self, base: &Base) -> f32 {
        base.centre.distance(Vec2::new(self.at.x, self.at.y)) - base.radius - self.enclave.radius_cm
    }
}

/// How a pawn moves (1650 § Movement Maneuvers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gait {
    /// Up to 10 cm; distance weapons may still be used.
    Walk,
    /// Up to 15 + 1D10 cm, straight once it sets off; engages with +1 past 15 cm.
    Charge,
    /// Up to 5 cm through water.
    Swim,
}

/// One use of an Enclave's action: which, by whom, on which turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnclaveUse {
    pub enclave: usize,
    pub action: usize,
    pub pawn: u32,
    pub band: usize,
    pub turn: u32,
}

/// An enemy that stirred in the sight of waiting pawns: their player may fire or hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReactionWindow {
    /// The pawn that activated or moved.
    pub enemy: u32,
    /// Waiting pawns that see it and may still fire at it, by id.
    pub shooters: Vec<u32>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reactions(pub Option<ReactionWindow>);

/// What the turn flow does next, once a step before or at the start of a turn is over (the
/// auctions, an arrival, The Hunt, the time of day): the step says so here and `turns::sequence::hand_on`
/// goes on, so the steps need not call the flow that calls them. Always empty between
/// commands (not in the snapshot).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// The Moment of Truth, the weather and the Authority roll (`turns::preparing::after_auctions`).
    AfterAuctions,
    /// The turn's activations once its arrival is over (`turns::sequence::after_arrival`).
    AfterArrival { turn: u32 },
    /// The turn begins (`turns::sequence::begin_turn`).
    BeginTurn { turn: u32 },
    /// The bands and the Enclaves are down: the Antagonists, The Hunt or the first turn
    /// (`hunt::tracking::after_deployment`).
    AfterDeployment,
    /// The Enclaves are placed: the Antagonists deploy (`antagonists::townsfolk::after_enclaves`).
    AfterEnclaves,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NextStep(pub Option<Next>);

/// A step is over: the turn flow goes on with `next` once the command's step returns.
pub fn finish_step(world: &mut ConflictWorld, next: Next) {
    world.resource_mut::<NextStep>().0 = Some(next);
}
