//! 1650 § The Hunt (an optional addition to Stealthy and Scout): § Lying in Wait (Tracking
//! Markers placed once every pawn is on the table), § Open Season (confrontations between
//! markers within 15 cm, shots beyond 5 cm, a clash within), § The Hunt (who chooses the pawns,
//! who attacks, which markers leave) and § Deployment of Concealed Pawns. The confrontations
//! themselves are fought with the usual rules (`rules::clash`, `rules::discharge`); this module
//! keeps their order and consequences. Choices the book leaves open are in docs/rules-gaps.md.

use super::cards::ContractCard;
use super::rule;
use crate::msg;
use crate::record::Rejection;
use crate::table::base::Point;
use crate::table::layout::Zone;
use parry3d::math::Vec2;
use serde::{Deserialize, Serialize};

pub const STEALTHY: &str = "stealthy";
pub const SCOUT: &str = "scout";
/// § Lying in Wait: markers this close to an enemy marker have found each other.
pub const MARKERS_MEET_CM: f32 = 15.0;
/// § Open Season: within this, the confrontation is a clash; beyond, distance weapons.
pub const CLASH_WITHIN_CM: f32 = 5.0;

/// § Open Season: whether markers `distance_cm` apart confront in a clash (else with distance
/// weapons).
pub fn meet_in_a_clash(distance_cm: f32) -> bool {
    distance_cm <= CLASH_WITHIN_CM
}
/// Tracking Markers are hexagonal bases; measured edge to edge like a pawn's 25 mm base.
pub const MARKER_RADIUS_CM: f32 = 1.25;

const SECTION: &str = "The Hunt";

/// § Lying in Wait: Stealthy places two Tracking Markers, Scout three (a pawn with both,
/// three); others none.
pub fn markers_for(card: &ContractCard) -> u32 {
    if card.has_peculiarity(SCOUT) {
        3
    } else if card.has_peculiarity(STEALTHY) {
        2
    } else {
        0
    }
}

/// § Lying in Wait: The Hunt is played when both bands have a Stealthy or Scout pawn.
pub fn hunt_applies(bands: [&[ContractCard]; 2]) -> bool {
    bands
        .iter()
        .all(|cards| cards.iter().any(|card| markers_for(card) > 0))
}

/// A pawn that lays Tracking Markers: its id, its band, how many it may still place.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hunter {
    pub pawn: u32,
    pub band: usize,
    pub markers_left: u32,
    /// Taken off in a confrontation: a casualty, it takes no part in the Conflict.
    pub eliminated: bool,
    pub deployed: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Marker {
    pub band: usize,
    /// The pawn that placed it: it leaves with that pawn's markers.
    pub pawn: u32,
    pub at: Point,
    /// § Open Season: chosen by its band for a confrontation (never again).
    pub chosen: bool,
    /// Taken off (its pawn lost, or deployed on it); markers keep their index for good.
    pub removed: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HuntPhase {
    /// § Lying in Wait: `band` places a marker.
    Placing {
        band: usize,
    },
    /// § Open Season: `band` chooses a confrontation.
    OpenSeason {
        band: usize,
    },
    /// § Deployment of Concealed Pawns: `band` deploys a pawn on one of its markers.
    Deploying {
        band: usize,
    },
    Over,
}

/// How a confrontation is fought and who acts first.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Confrontation {
    /// The markers (by index) of the choosing band and of its enemy.
    pub markers: [usize; 2],
    pub distance_cm: f32,
    /// Beyond 5 cm: distance weapons (the attacker fires first); within: a clash (the
    /// attacker counts as having charged).
    pub clash: bool,
    /// The band that chooses its pawn first.
    pub chooses_first: usize,
    /// The band whose pawn attacks.
    pub attacker: usize,
}

/// How a confrontation ended, from the pawns' fight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HuntOutcome {
    /// The replying pawn left before it began: its markers go.
    Left { pawn: u32 },
    /// It lost or fled: its markers go, it deploys no more from them.
    Lost { pawn: u32 },
    /// It was eliminated: its markers go and it is a casualty.
    Eliminated { pawn: u32 },
    /// Neither lost (both stood): every marker stays.
    Stood,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hunt {
    /// The band that deployed first: it places, chooses and deploys first.
    pub first: usize,
    pub hunters: Vec<Hunter>,
    pub markers: Vec<Marker>,
    pub phase: HuntPhase,
}

fn refuse<T>(reason: crate::words::Message) -> Result<T, Rejection> {
    Err(Rejection::by_rule(rule(SECTION), reason))
}

impl Hunt {
    /// Every Stealthy and Scout pawn of both bands (`pawns` are (id, band, card)).
    pub fn begin<'a>(
        first: usize,
        pawns: impl IntoIterator<Item = (u32, usize, &'a ContractCard)>,
    ) -> Self {
        let hunters = pawns
            .into_iter()
            .filter(|(_, _, card)| markers_for(card) > 0)
            .map(|(pawn, band, card)| Hunter {
                pawn,
                band,
                markers_left: markers_for(card),
                eliminated: false,
                deployed: false,
            })
            .collect();
        let mut hunt = Self {
            first,
            hunters,
            markers: Vec::new(),
            phase: HuntPhase::Placing { band: first },
        };
        hunt.settle_placing(first);
        hunt
    }

    fn markers_left(&self, band: usize) -> u32 {
        self.hunters
            .iter()
            .filter(|hunter| hunter.band == band)
            .map(|hunter| hunter.markers_left)
            .sum()
    }

    /// Markers of `band` still on the table.
    pub fn markers_of(&self, band: usize) -> usize {
        self.markers
            .iter()
            .filter(|marker| marker.band == band && !marker.removed)
            .count()
    }

    fn standing(&self, marker: usize) -> Option<&Marker> {
        self.markers.get(marker).filter(|placed| !placed.removed)
    }

    fn remove_markers_of(&mut self, pawn: u32) {
        for marker in &mut self.markers {
            if marker.pawn == pawn {
                marker.removed = true;
            }
        }
    }

    /// The next band with markers to place, from `band`; then Open Season.
    fn settle_placing(&mut self, band: usize) {
        self.phase = match [band, 1 - band]
            .into_iter()
            .find(|&next| self.markers_left(next) > 0)
        {
            Some(next) => HuntPhase::Placing { band: next },
            None => HuntPhase::OpenSeason { band: self.first },
        };
        if let HuntPhase::OpenSeason { band } = self.phase {
            self.settle_open_season(band);
        }
    }

    /// § Lying in Wait: `pawn` places a marker at `at`, anywhere out of the enemy's
    /// deployment area (`enemy_zone`) and off impassable terrain (`impassable`).
    pub fn place_marker(
        &mut self,
        pawn: u32,
        at: Point,
        enemy_zone: Zone,
        impassable: bool,
    ) -> Result<(), Rejection> {
        let HuntPhase::Placing { band } = self.phase else {
            return refuse(msg!("rules-hunt-not-placing"));
        };
        let Some(hunter) = self
            .hunters
            .iter_mut()
            .find(|hunter| hunter.pawn == pawn && hunter.band == band)
        else {
            return refuse(msg!(
                "rules-hunt-not-a-hunter",
                pawn = pawn,
                band = band + 1
            ));
        };
        if hunter.markers_left == 0 {
            return refuse(msg!("rules-hunt-no-markers-left", pawn = pawn));
        }
        if enemy_zone.contains(Vec2::new(at.x, at.y)) {
            return refuse(msg!("rules-hunt-in-enemy-area"));
        }
        if impassable {
            return refuse(msg!("rules-hunt-impassable"));
        }
        hunter.markers_left -= 1;
        self.markers.push(Marker {
            band,
            pawn,
            at,
            chosen: false,
            removed: false,
        });
        self.settle_placing(1 - band);
        Ok(())
    }

    fn edge_distance(&self, first: usize, second: usize) -> f32 {
        let (a, b) = (self.markers[first].at, self.markers[second].at);
        (Vec2::new(a.x, a.y).distance(Vec2::new(b.x, b.y)) - 2.0 * MARKER_RADIUS_CM).max(0.0)
    }

    /// § Open Season: every confrontation `band` may choose now, as (its marker, the enemy's
    /// marker, the distance between them in cm), nearest first for each of its markers.
    pub fn meetings(&self, band: usize) -> Vec<(usize, usize, f32)> {
        let mut meetings = Vec::new();
        for own in self.choosable(band) {
            let mut near: Vec<(usize, usize, f32)> = (0..self.markers.len())
                .filter(|&enemy| {
                    self.standing(enemy)
                        .is_some_and(|marker| marker.band != band)
                })
                .map(|enemy| (own, enemy, self.edge_distance(own, enemy)))
                .filter(|(_, _, distance)| *distance <= MARKERS_MEET_CM)
                .collect();
            near.sort_by(|a, b| a.2.total_cmp(&b.2));
            meetings.extend(near);
        }
        meetings
    }

    /// § Open Season: the markers `band` may choose (unchosen, within 15 cm of an enemy's).
    pub fn choosable(&self, band: usize) -> Vec<usize> {
        (0..self.markers.len())
            .filter(|&own| {
                self.standing(own)
                    .is_some_and(|marker| marker.band == band && !marker.chosen)
            })
            .filter(|&own| {
                (0..self.markers.len()).any(|enemy| {
                    self.standing(enemy)
                        .is_some_and(|marker| marker.band != band)
                        && self.edge_distance(own, enemy) <= MARKERS_MEET_CM
                })
            })
            .collect()
    }

    /// Open Season goes to `band`, else the other band; with no choice left, to deployment.
    fn settle_open_season(&mut self, band: usize) {
        self.phase = match [band, 1 - band]
            .into_iter()
            .find(|&next| !self.choosable(next).is_empty())
        {
            Some(next) => HuntPhase::OpenSeason { band: next },
            None => HuntPhase::Deploying { band: self.first },
        };
        if let HuntPhase::Deploying { band } = self.phase {
            self.settle_deploying(band);
        }
    }

    /// § Open Season and § The Hunt: the band to choose picks its marker `own` and an enemy
    /// marker `enemy` within 15 cm of it. The band with more markers chooses its pawn first
    /// and attacks; on a tie, the choosing band.
    pub fn confront(&mut self, own: usize, enemy: usize) -> Result<Confrontation, Rejection> {
        let HuntPhase::OpenSeason { band } = self.phase else {
            return refuse(msg!("rules-hunt-not-choosing"));
        };
        if !self.choosable(band).contains(&own) {
            return refuse(msg!(
                "rules-hunt-not-choosable",
                marker = own,
                band = band + 1
            ));
        }
        if self
            .markers
            .get(enemy)
            .is_none_or(|marker| marker.band == band)
        {
            return refuse(msg!("rules-hunt-not-enemy-marker", marker = enemy));
        }
        let distance_cm = self.edge_distance(own, enemy);
        if distance_cm > MARKERS_MEET_CM {
            return refuse(msg!(
                "rules-hunt-markers-apart",
                distance = crate::words::Arg::tenths(distance_cm)
            ));
        }
        self.markers[own].chosen = true;
        let (mine, theirs) = (self.markers_of(band), self.markers_of(1 - band));
        let leader = match mine.cmp(&theirs) {
            std::cmp::Ordering::Less => 1 - band,
            _ => band,
        };
        Ok(Confrontation {
            markers: [own, enemy],
            distance_cm,
            clash: meet_in_a_clash(distance_cm),
            chooses_first: leader,
            attacker: leader,
        })
    }

    /// § The Hunt: whether `pawn` may face the enemy for `band` (it provided a marker and is
    /// still in the fight).
    pub fn eligible(&self, band: usize, pawn: u32) -> bool {
        self.hunters
            .iter()
            .any(|hunter| hunter.pawn == pawn && hunter.band == band && !hunter.eliminated)
            && self
                .markers
                .iter()
                .any(|marker| marker.pawn == pawn && !marker.removed)
    }

    /// § The Hunt: applies how the confrontation ended, then passes Open Season on.
    pub fn resolve(&mut self, outcome: HuntOutcome) -> Result<(), Rejection> {
        let HuntPhase::OpenSeason { band } = self.phase else {
            return refuse(msg!("rules-hunt-no-confrontation"));
        };
        match outcome {
            HuntOutcome::Left { pawn } | HuntOutcome::Lost { pawn } => {
                self.remove_markers_of(pawn);
            }
            HuntOutcome::Eliminated { pawn } => {
                self.remove_markers_of(pawn);
                if let Some(hunter) = self.hunters.iter_mut().find(|hunter| hunter.pawn == pawn) {
                    hunter.eliminated = true;
                }
            }
            HuntOutcome::Stood => {}
        }
        self.settle_open_season(1 - band);
        Ok(())
    }

    fn waiting(&self, band: usize) -> bool {
        self.hunters
            .iter()
            .any(|hunter| hunter.band == band && !hunter.eliminated && !hunter.deployed)
    }

    fn settle_deploying(&mut self, band: usize) {
        self.phase = match [band, 1 - band]
            .into_iter()
            .find(|&next| self.waiting(next) && self.markers_of(next) > 0)
        {
            Some(next) => HuntPhase::Deploying { band: next },
            None => HuntPhase::Over,
        };
    }

    /// § Deployment of Concealed Pawns: `pawn` of the band to deploy goes onto its band's
    /// marker `marker` (any of the band's markers, by its index in the order they were
    /// placed); the marker leaves the table. Returns the place.
    pub fn deploy(&mut self, pawn: u32, marker: usize) -> Result<Point, Rejection> {
        let HuntPhase::Deploying { band } = self.phase else {
            return refuse(msg!("rules-hunt-not-deploying"));
        };
        if self
            .markers
            .get(marker)
            .is_none_or(|placed| placed.band != band)
        {
            return refuse(msg!(
                "rules-hunt-not-own-marker",
                marker = marker,
                band = band + 1
            ));
        }
        let Some(hunter) = self.hunters.iter_mut().find(|hunter| {
            hunter.pawn == pawn && hunter.band == band && !hunter.eliminated && !hunter.deployed
        }) else {
            return refuse(msg!("rules-hunt-not-waiting", pawn = pawn, band = band + 1));
        };
        hunter.deployed = true;
        let at = self.markers[marker].at;
        self.markers[marker].removed = true;
        self.settle_deploying(1 - band);
        Ok(at)
    }

    /// § Deployment of Concealed Pawns: once deployment is over, the pawns that found no
    /// marker are eliminated (and those eliminated in confrontations).
    pub fn casualties(&self) -> Vec<u32> {
        if self.phase != HuntPhase::Over {
            return Vec::new();
        }
        self.hunters
            .iter()
            .filter(|hunter| hunter.eliminated || !hunter.deployed)
            .map(|hunter| hunter.pawn)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::cards::{CardPeculiarity, test_card, test_hand_weapon};

    fn card(peculiarity: Option<&str>) -> ContractCard {
        let mut card = test_card(4, test_hand_weapon("Knife"));
        if let Some(id) = peculiarity {
            card.peculiarities.push(CardPeculiarity {
                id: id.to_owned(),
                value: None,
            });
        }
        card
    }

    /// Band 0: a Scout (pawn 0) and a plain pawn (1); band 1: a Stealthy pawn (2).
    fn hunt() -> Hunt {
        let (scout, plain, stealthy) = (card(Some(SCOUT)), card(None), card(Some(STEALTHY)));
        Hunt::begin(0, [(0, 0, &scout), (1, 0, &plain), (2, 1, &stealthy)])
    }

    const SOUTH: Zone = Zone {
        x: 0.0,
        y: 0.0,
        width: 100.0,
        depth: 20.0,
    };
    const NORTH: Zone = Zone {
        x: 0.0,
        y: 80.0,
        width: 100.0,
        depth: 20.0,
    };

    fn place(hunt: &mut Hunt, pawn: u32, x: f32, y: f32) {
        let zone = if pawn == 2 { SOUTH } else { NORTH };
        hunt.place_marker(pawn, Point { x, y }, zone, false)
            .expect("a lawful place");
    }

    #[test]
    fn lying_in_wait_stealthy_places_two_markers_scout_three_out_of_the_enemy_area() {
        assert_eq!(markers_for(&card(Some(SCOUT))), 3);
        assert_eq!(markers_for(&card(Some(STEALTHY))), 2);
        assert_eq!(markers_for(&card(None)), 0);
        assert!(hunt_applies([
            &[card(Some(SCOUT))],
            &[card(Some(STEALTHY))]
        ]));
        assert!(!hunt_applies([&[card(Some(SCOUT))], &[card(None)]]));
        let mut hunt = hunt();
        assert_eq!(hunt.phase, HuntPhase::Placing { band: 0 });
        let in_their_area = hunt.place_marker(0, Point { x: 50.0, y: 90.0 }, NORTH, false);
        assert!(in_their_area.is_err());
        let impassable = hunt.place_marker(0, Point { x: 50.0, y: 50.0 }, NORTH, true);
        assert!(impassable.is_err());
        assert!(
            hunt.place_marker(1, Point { x: 50.0, y: 50.0 }, NORTH, false)
                .is_err(),
            "a plain pawn places none"
        );
        // Alternating from the first deployer; band 1 runs out after two.
        for (pawn, x) in [(0, 10.0), (2, 20.0), (0, 30.0), (2, 40.0), (0, 50.0)] {
            place(&mut hunt, pawn, x, 50.0);
        }
        assert_eq!(hunt.markers_of(0), 3);
        assert_eq!(hunt.markers_of(1), 2);
        assert!(matches!(
            hunt.phase,
            HuntPhase::OpenSeason { .. } | HuntPhase::Deploying { .. }
        ));
    }

    #[test]
    fn open_season_markers_within_15_cm_meet_shots_beyond_5_cm_a_clash_within() {
        let mut hunt = hunt();
        // Band 0: markers at x 10, 40 and 90; band 1 at x 16 and 70 (all at y 50).
        for (pawn, x) in [(0, 10.0), (2, 16.0), (0, 40.0), (2, 70.0), (0, 90.0)] {
            place(&mut hunt, pawn, x, 50.0);
        }
        assert_eq!(hunt.phase, HuntPhase::OpenSeason { band: 0 });
        // Marker 0 (x 10) meets marker 1 (x 16): 3.5 cm edge to edge, a clash.
        assert_eq!(hunt.choosable(0), vec![0]);
        let meetings = hunt.meetings(0);
        assert_eq!(meetings.len(), 1, "{meetings:?}");
        assert_eq!((meetings[0].0, meetings[0].1), (0, 1));
        assert!((meetings[0].2 - 3.5).abs() < 1e-3);
        let far = hunt.confront(0, 3);
        assert!(far.is_err(), "x 10 and x 70 are too far apart");
        let met = hunt.confront(0, 1).expect("within 15 cm");
        assert!(met.clash && (met.distance_cm - 3.5).abs() < 1e-3);
        // Band 0 has more markers (3 against 2): it chooses its pawn first and attacks.
        assert_eq!((met.chooses_first, met.attacker), (0, 0));
        assert!(hunt.eligible(0, 0) && !hunt.eligible(0, 1));
        // The Stealthy pawn loses: its markers leave; nobody else meets: deployment.
        hunt.resolve(HuntOutcome::Lost { pawn: 2 }).expect("fought");
        assert_eq!(hunt.markers_of(1), 0);
        assert_eq!(hunt.phase, HuntPhase::Deploying { band: 0 });
    }

    #[test]
    fn the_hunt_a_tie_in_markers_gives_the_choosing_band_the_attack_and_a_marker_is_chosen_once() {
        let stealthy = card(Some(STEALTHY));
        let mut hunt = Hunt::begin(1, [(0, 0, &stealthy), (2, 1, &stealthy)]);
        for (pawn, x) in [(2, 20.0), (0, 30.0), (2, 80.0), (0, 70.0)] {
            let zone = if pawn == 2 { SOUTH } else { NORTH };
            hunt.place_marker(pawn, Point { x, y: 50.0 }, zone, false)
                .expect("lawful");
        }
        // Band 1 deployed first: it chooses first; 2 markers each, a tie.
        assert_eq!(hunt.phase, HuntPhase::OpenSeason { band: 1 });
        let met = hunt.confront(0, 1).expect("x 20 and x 30: 7.5 cm, shots");
        assert!(!met.clash);
        assert_eq!((met.chooses_first, met.attacker), (1, 1));
        hunt.resolve(HuntOutcome::Stood).expect("both stood");
        assert_eq!(hunt.phase, HuntPhase::OpenSeason { band: 0 });
        assert!(
            hunt.confront(1, 0).is_ok(),
            "band 0 answers with its own marker"
        );
        hunt.resolve(HuntOutcome::Stood).expect("both stood");
        // x 80 and x 70 meet too; then nothing is left to choose.
        assert_eq!(hunt.phase, HuntPhase::OpenSeason { band: 1 });
        assert!(hunt.confront(0, 1).is_err(), "marker 0 was chosen already");
        hunt.confront(2, 3).expect("the other pair");
        hunt.resolve(HuntOutcome::Eliminated { pawn: 0 })
            .expect("fought");
        assert_eq!(hunt.markers_of(0), 0);
        assert_eq!(hunt.phase, HuntPhase::Deploying { band: 1 });
    }

    #[test]
    fn deployment_of_concealed_pawns_alternates_on_markers_and_pawns_without_one_are_eliminated() {
        let (scout, stealthy) = (card(Some(SCOUT)), card(Some(STEALTHY)));
        let mut hunt = Hunt::begin(0, [(0, 0, &scout), (1, 0, &stealthy), (2, 1, &stealthy)]);
        // Far apart: no confrontation; band 0 places 5 markers, band 1 two.
        for (pawn, x, y) in [
            (0, 5.0, 40.0),
            (2, 95.0, 60.0),
            (1, 25.0, 40.0),
            (2, 75.0, 60.0),
            (0, 45.0, 40.0),
            (1, 5.0, 75.0),
            (0, 25.0, 75.0),
        ] {
            let zone = if pawn == 2 { SOUTH } else { NORTH };
            hunt.place_marker(pawn, Point { x, y }, zone, false)
                .expect("lawful");
        }
        assert_eq!(hunt.phase, HuntPhase::Deploying { band: 0 });
        assert!(hunt.deploy(2, 5).is_err(), "band 0 deploys first");
        let at = hunt.deploy(0, 0).expect("the Scout on its first marker");
        assert_eq!(at, Point { x: 5.0, y: 40.0 });
        assert_eq!(hunt.phase, HuntPhase::Deploying { band: 1 });
        hunt.deploy(2, 3)
            .expect("band 1's pawn on one of its markers");
        hunt.deploy(1, 0).expect("band 0's second pawn");
        assert_eq!(hunt.phase, HuntPhase::Over);
        assert!(hunt.casualties().is_empty());
        // A pawn that lost its confrontation keeps no marker: with none left in its band it
        // cannot deploy, and is eliminated.
        let mut lost = Hunt::begin(0, [(0, 0, &stealthy), (2, 1, &stealthy)]);
        for (pawn, x) in [(0, 20.0), (2, 30.0), (0, 60.0), (2, 90.0)] {
            let zone = if pawn == 2 { SOUTH } else { NORTH };
            lost.place_marker(pawn, Point { x, y: 50.0 }, zone, false)
                .expect("lawful");
        }
        lost.confront(0, 1).expect("x 20 and x 30 meet");
        lost.resolve(HuntOutcome::Lost { pawn: 0 }).expect("fought");
        assert_eq!(lost.phase, HuntPhase::Deploying { band: 1 });
        lost.deploy(2, 1).expect("band 1 deploys");
        assert_eq!(lost.phase, HuntPhase::Over);
        assert_eq!(lost.casualties(), vec![0]);
    }
}
