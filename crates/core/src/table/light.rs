//! Day and night, luminaries and the cloud of smoke (1650 § Day and Night, § Luminaries,
//! § Cloud of Smoke): whether night rules apply to a discharge, and its range.

use super::base::{Base, Point};
use super::layout::{TableSize, Zone};
use crate::msg;
use crate::words::{Arg, Message};
use parry3d::math::Vec2;
use serde::{Deserialize, Serialize};

/// 1650 § Luminaries: light within 15 cm of a luminary's base.
pub const LUMINARY_LIGHT_RADIUS_CM: f32 = 15.0;
/// 1650 § Luminaries: luminaries are placed more than 20 cm from each other.
pub const LUMINARY_MIN_SPACING_CM: f32 = 20.0;
/// 1650 § Luminaries: a night commission without a Moment of Truth roll places 3.
pub const NIGHT_COMMISSION_LUMINARIES: u32 = 3;
/// 1650 § Day and Night: night ranges are halved, but not below 30 cm.
pub const NIGHT_RANGE_FLOOR_CM: u32 = 30;
/// 1650 § Cloud of Smoke: 4 or more markers in a quadrant bring night there.
pub const SMOKE_MARKERS_FOR_NIGHT: u32 = 4;

/// 1650 § Luminaries: half the Moment of Truth roll, rounded down.
pub fn luminaries_for_moment_of_truth(roll: u32) -> u32 {
    roll / 2
}

/// 1650 § Day and Night: a distance weapon's range at night: half, rounded down, but at least
/// 30 cm; a weapon whose range was already lower keeps it.
pub fn night_range(range: u32) -> u32 {
    if range <= NIGHT_RANGE_FLOOR_CM {
        range
    } else {
        (range / 2).max(NIGHT_RANGE_FLOOR_CM)
    }
}

/// Why a luminary can't go where a player wants it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum LuminaryProblem {
    OffTable,
    InDeploymentZone { zone: usize },
    TooClose { other: usize, distance: f32 },
}

impl LuminaryProblem {
    /// The refusal, as a player reads it.
    pub fn message(&self) -> Message {
        match self {
            LuminaryProblem::OffTable => msg!("scenery-luminary-off-table"),
            LuminaryProblem::InDeploymentZone { zone } => {
                msg!("scenery-luminary-in-deployment", band = zone + 1)
            }
            LuminaryProblem::TooClose { other, distance } => msg!(
                "scenery-luminary-too-close",
                distance = Arg::tenths(*distance),
                luminary = other + 1,
                most = Arg::Int(LUMINARY_MIN_SPACING_CM.round() as i64)
            ),
        }
    }
}

impl std::fmt::Display for LuminaryProblem {
    /// In the catalogue's language.
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.message().fmt(formatter)
    }
}

/// 1650 § Luminaries: anywhere on the table, outside both deployment zones, and more than 20 cm
/// from every other luminary.
pub fn check_luminary(
    table: TableSize,
    zones: &[Zone],
    placed: &[Vec2],
    at: Vec2,
) -> Result<(), LuminaryProblem> {
    if !((0.0..=table.width).contains(&at.x) && (0.0..=table.depth).contains(&at.y)) {
        return Err(LuminaryProblem::OffTable);
    }
    if let Some(zone) = zones.iter().position(|zone| zone.contains(at)) {
        return Err(LuminaryProblem::InDeploymentZone { zone });
    }
    for (other, &point) in placed.iter().enumerate() {
        let distance = point.distance(at);
        if distance <= LUMINARY_MIN_SPACING_CM {
            return Err(LuminaryProblem::TooClose { other, distance });
        }
    }
    Ok(())
}

/// The four 50x50 cm quadrants of the table (halves of its width and depth on other tables).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Quadrant {
    SouthWest,
    SouthEast,
    NorthWest,
    NorthEast,
}

impl Quadrant {
    pub const ALL: [Quadrant; 4] = [
        Quadrant::SouthWest,
        Quadrant::SouthEast,
        Quadrant::NorthWest,
        Quadrant::NorthEast,
    ];

    pub fn of(table: TableSize, point: Vec2) -> Quadrant {
        match (point.x >= table.width / 2.0, point.y >= table.depth / 2.0) {
            (false, false) => Quadrant::SouthWest,
            (true, false) => Quadrant::SouthEast,
            (false, true) => Quadrant::NorthWest,
            (true, true) => Quadrant::NorthEast,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    /// The middle of the quadrant (where the app stands its smoke markers).
    pub fn centre(self, table: TableSize) -> (f32, f32) {
        let x = if matches!(self, Quadrant::SouthEast | Quadrant::NorthEast) {
            0.75
        } else {
            0.25
        };
        let y = if matches!(self, Quadrant::NorthWest | Quadrant::NorthEast) {
            0.75
        } else {
            0.25
        };
        (table.width * x, table.depth * y)
    }
}

/// Smoke markers per quadrant, and which quadrants saw smoke weapons this turn.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Smoke {
    markers: [u32; 4],
    used_this_turn: [bool; 4],
}

impl Smoke {
    /// 1650 § Cloud of Smoke: a Smoke(X) weapon adds X markers in the quadrant it was used from.
    pub fn add(&mut self, quadrant: Quadrant, markers: u32) {
        self.markers[quadrant.index()] += markers;
        self.used_this_turn[quadrant.index()] = true;
    }

    pub fn markers(&self, quadrant: Quadrant) -> u32 {
        self.markers[quadrant.index()]
    }

    /// 4 or more markers: night rules in that quadrant for discharges to or from it.
    pub fn is_dark(&self, quadrant: Quadrant) -> bool {
        self.markers(quadrant) >= SMOKE_MARKERS_FOR_NIGHT
    }

    /// 1650 § Cloud of Smoke: at the end of each turn one marker leaves every quadrant where no
    /// smoke weapon was used.
    pub fn end_turn(&mut self) {
        for index in 0..4 {
            if !self.used_this_turn[index] {
                self.markers[index] = self.markers[index].saturating_sub(1);
            }
            self.used_this_turn[index] = false;
        }
    }
}

/// The light on the table: day or night, the luminaries, the smoke.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Lighting {
    pub night: bool,
    pub luminaries: Vec<Point>,
    pub smoke: Smoke,
    /// § The Weather Gets Worse, Heat: by day, distance weapons reach at most 30 cm.
    #[serde(default)]
    pub day_range_cap: bool,
}

/// The light a discharge is made in, with what decided it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DischargeLight {
    Day,
    /// Night rules: −1 to the roll, and the range halved unless the target is lit.
    Night {
        smoke: bool,
        target_lit: bool,
    },
    /// 1650 § Cloud of Smoke: at night, thick smoke stops distance weapons altogether.
    SmokeForbids,
    /// § The Weather Gets Worse, Heat: daylight, but no weapon reaches past 30 cm.
    HeatHaze,
}

impl DischargeLight {
    /// The weapon's range under this light (1650 § Day and Night, § Luminaries).
    pub fn range(self, range: u32) -> u32 {
        match self {
            DischargeLight::Night {
                target_lit: false, ..
            } => night_range(range),
            DischargeLight::HeatHaze => range.min(NIGHT_RANGE_FLOOR_CM),
            _ => range,
        }
    }

    /// Whether a weapon of `range` cm reaches a target `distance` cm away under this light:
    /// no smoke stops it and the target is within its range here.
    pub fn reaches(self, distance: f32, range: u32) -> bool {
        self != DischargeLight::SmokeForbids && distance <= self.range(range) as f32
    }
}

impl Lighting {
    /// 1650 § Luminaries: a base within 15 cm of a luminary is lit.
    pub fn is_lit(&self, base: &Base) -> bool {
        self.luminaries.iter().any(|&luminary| {
            base.edge_distance_to_point(luminary.into()) <= LUMINARY_LIGHT_RADIUS_CM
        })
    }

    /// The light a discharge from `shooter` at `target` is made in.
    pub fn for_discharge(&self, table: TableSize, shooter: &Base, target: &Base) -> DischargeLight {
        let smoky = [shooter.centre, target.centre]
            .into_iter()
            .any(|point| self.smoke.is_dark(Quadrant::of(table, point)));
        match (self.night, smoky) {
            (true, true) => DischargeLight::SmokeForbids,
            (false, false) if self.day_range_cap => DischargeLight::HeatHaze,
            (false, false) => DischargeLight::Day,
            (night, smoke) => DischargeLight::Night {
                smoke: smoke && !night,
                target_lit: self.is_lit(target),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::base::Placement;

    fn base(x: f32, y: f32) -> Base {
        Base::at(Placement {
            x,
            y,
            level: 0.0,
            facing_degrees: 0.0,
        })
    }

    #[test]
    fn day_and_night_ranges_halve_rounding_down_but_not_below_30() {
        assert_eq!(night_range(90), 45);
        assert_eq!(night_range(61), 30);
        assert_eq!(night_range(45), 30);
        assert_eq!(night_range(30), 30);
        assert_eq!(
            night_range(20),
            20,
            "a weapon already under 30 cm keeps its range"
        );
    }

    #[test]
    fn luminaries_half_the_moment_of_truth_roll() {
        assert_eq!(luminaries_for_moment_of_truth(7), 3);
        assert_eq!(luminaries_for_moment_of_truth(10), 5);
    }

    #[test]
    fn luminaries_go_outside_deployment_zones_and_more_than_20_cm_apart() {
        let table = TableSize::default();
        let zones = [Zone {
            x: 0.0,
            y: 0.0,
            width: 100.0,
            depth: 20.0,
        }];
        let placed = [Vec2::new(50.0, 50.0)];
        assert_eq!(
            check_luminary(table, &zones, &placed, Vec2::new(50.0, 10.0)),
            Err(LuminaryProblem::InDeploymentZone { zone: 0 })
        );
        assert!(matches!(
            check_luminary(table, &zones, &placed, Vec2::new(50.0, 70.0)),
            Err(LuminaryProblem::TooClose { other: 0, .. })
        ));
        assert_eq!(
            check_luminary(table, &zones, &placed, Vec2::new(50.0, 70.5)),
            Ok(())
        );
        assert_eq!(
            check_luminary(table, &zones, &placed, Vec2::new(120.0, 70.0)),
            Err(LuminaryProblem::OffTable)
        );
    }

    #[test]
    fn luminaries_light_15_cm_from_their_base_and_spare_the_range() {
        let lighting = Lighting {
            night: true,
            luminaries: vec![Point { x: 50.0, y: 50.0 }],
            smoke: Smoke::default(),
            day_range_cap: false,
        };
        let table = TableSize::default();
        let (shooter, near, far) = (base(10.0, 50.0), base(50.0, 66.0), base(50.0, 67.0));
        assert_eq!(
            lighting.for_discharge(table, &shooter, &near),
            DischargeLight::Night {
                smoke: false,
                target_lit: true
            }
        );
        assert_eq!(lighting.for_discharge(table, &shooter, &near).range(60), 60);
        assert_eq!(lighting.for_discharge(table, &shooter, &far).range(60), 30);
    }

    #[test]
    fn cloud_of_smoke_four_markers_bring_night_to_a_quadrant() {
        let table = TableSize::default();
        let mut lighting = Lighting::default();
        lighting.smoke.add(Quadrant::SouthWest, 3);
        let (shooter, target) = (base(10.0, 10.0), base(80.0, 80.0));
        assert_eq!(
            lighting.for_discharge(table, &shooter, &target),
            DischargeLight::Day
        );
        lighting.smoke.add(Quadrant::SouthWest, 1);
        assert!(matches!(
            lighting.for_discharge(table, &shooter, &target),
            DischargeLight::Night { smoke: true, .. }
        ));
        // A shot into the smoky quadrant is dark too.
        assert!(matches!(
            lighting.for_discharge(table, &target, &shooter),
            DischargeLight::Night { .. }
        ));
        lighting.night = true;
        assert_eq!(
            lighting.for_discharge(table, &shooter, &target),
            DischargeLight::SmokeForbids
        );
    }

    #[test]
    fn cloud_of_smoke_clears_a_marker_a_turn_where_no_smoke_weapon_fired() {
        let mut smoke = Smoke::default();
        smoke.add(Quadrant::NorthEast, 4);
        smoke.end_turn();
        assert_eq!(
            smoke.markers(Quadrant::NorthEast),
            4,
            "fired this turn: no marker leaves"
        );
        smoke.end_turn();
        assert_eq!(smoke.markers(Quadrant::NorthEast), 3);
        assert!(!smoke.is_dark(Quadrant::NorthEast));
    }
}
