//! The rules' notes that a rule file owns (its functions live there) but the conflict's world
//! holds beside its entities (`world::ConflictWorld`): defined here, in the base of
//! `conflict/`, so that the world imports no rule file. Each rule file re-exports its own.

use crate::rules::auction::Auction;
use crate::rules::devices::PlantedBomb;
use crate::table::base::{Placement, Point};
use serde::{Deserialize, Serialize};

// § Armament: what blows leave on pawns.
/// What a weapon's Special Rule left on a pawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Lasting {
    /// Beating: it may not turn to face an attacking enemy.
    TurnedAway,
    /// Disrupting: it may not use a Block weapon.
    Disrupted,
}

/// One pawn hampered by a blow, through the end of turn `until_turn`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Hamper {
    pub pawn: u32,
    pub effect: Lasting,
    pub until_turn: u32,
}

/// The pawns hampered now, sorted.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hampered(pub Vec<Hamper>);

// § Personalities: the auction of a Personality two bands hired.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Auctions(pub Option<AuctionPlay>);

/// The auction under way and the ones still to come.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuctionPlay {
    pub auction: Auction,
    /// Each band's pawn of the Personality being auctioned.
    pub pawns: [u32; 2],
    /// The two bands bidding (the auction's first and second bidder), by band index.
    #[serde(default = "first_two_bands")]
    pub bands: [usize; 2],
    /// The Personalities still to auction after this one, as their two pawns and bands.
    pub waiting: Vec<Contest>,
}

fn first_two_bands() -> [usize; 2] {
    [0, 1]
}

/// A Personality two bands hired: each band's pawn of it, and the two bands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contest {
    pub pawns: [u32; 2],
    pub bands: [usize; 2],
}

// § Devices of the Modern Era: the bombs declared.
/// Every bomb declared in this conflict, in the order declared. A bomb that went off (or is
/// being placed) is never declared again; one whose placing was interrupted is taken off the
/// list, so its carrier may try again.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Bombs(pub Vec<Bomb>);

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Bomb {
    pub band: usize,
    pub carrier: u32,
    /// Its place on the carrier's card.
    pub weapon: usize,
    /// The secret fuse: turns left, counted down at each turn's end.
    pub fuse: PlantedBomb,
    pub stage: BombStage,
}

#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum BombStage {
    /// Declared: the carrier must still be where it stood, free of clashes.
    Placing {
        from: Placement,
    },
    /// On the table at this point and height, its fuse burning.
    Placed {
        at: Point,
        level: f32,
    },
    Exploded {
        at: Point,
        level: f32,
    },
}

// § Feast of Eucharist: the Guest Markers.
/// One Guest Marker: whose it is, what it hides, and where it stands once placed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GuestMarker {
    pub band: usize,
    /// The pawn under it, by id (known to its band only: `GuestView`).
    pub hides: u32,
    pub at: Option<Point>,
    /// Turned over: its pawn stands where it was.
    pub uncovered: bool,
}

/// § Feast of Eucharist in play: every band's markers, band by band.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Guests {
    pub markers: Vec<GuestMarker>,
}

impl Guests {
    /// Markers on the table still covered, by index.
    pub fn covered(&self) -> impl Iterator<Item = (usize, &GuestMarker)> {
        self.markers
            .iter()
            .enumerate()
            .filter(|(_, marker)| !marker.uncovered && marker.at.is_some())
    }
}

// § Guardians: the Gentleman's Satisfaction.
/// § Guardians in play: the Gentleman's Satisfaction so far, and where he earned it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Satisfaction {
    pub points: u32,
    /// (turn, venue index) of every turn that satisfied him.
    pub visits: Vec<(u32, usize)>,
}

// § Hide: who hides behind what.
/// The hidden pawns, each with the obstacle (its index in the layout) it hides behind, by pawn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hidden(pub Vec<(u32, usize)>);

// § Peculiarities used once a conflict.
/// Once-a-conflict Peculiarities already used, by pawn and Peculiarity id.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SpentPeculiarities(pub Vec<(u32, String)>);

// § Leaning cards.
/// Pawns whose Contract Card leans, each with the turn it makes them respond in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Leaning(pub Vec<(u32, u32)>);
