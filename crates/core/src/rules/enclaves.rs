//! 1650 § Enclaves: the special scenery pieces (original, assets/1650/enclaves.ron), how many a
//! player may bring, where they may be placed, and conquering them.

use super::rule;
use crate::msg;
use crate::record::Rejection;
use crate::words::Arg;
use serde::{Deserialize, Serialize};

/// § How to Place the Enclaves: more than 20 cm from any pawn and from each other.
pub const PLACEMENT_CLEARANCE_CM: f32 = 20.0;
/// § Conquering Enclaves: a pawn within 5 cm may try.
pub const CONQUEST_REACH_CM: f32 = 5.0;
/// Our auras' reaches (assets/1650/enclaves.ron): Sanctified and Shelter within 5 cm,
/// Rallying within 15 cm.
pub const AURA_NEAR_CM: f32 = 5.0;
pub const RALLYING_CM: f32 = 15.0;
/// § Conquering Enclaves: an owned Enclave is taken only with no owner's pawn within 15 cm.
pub const DEFENDED_WITHIN_CM: f32 = 15.0;
/// § Number of Enclaves per Conflict: the band size where the table changes.
pub const LARGER_BANDS_MRV: u32 = 250;

/// § Number of Enclaves per Conflict: decided before deployment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Setting {
    /// Mostly rough ground and woods.
    Rural,
    /// Mostly buildings.
    Urban,
}

/// How the Enclave stands on the table, besides its own rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EnclaveBody {
    SmallObstacle,
    LargeObstacle,
    Building,
}

/// What a pawn of the band holding the Enclave can do there, in contact or within 5 cm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EnclaveActionEffect {
    /// The pawn adds Maravedies to its Incentive (once per Conflict).
    Plunder(u32),
    /// The Enclave blows up: every pawn within `radius_cm` takes `damage` (no SL), small
    /// obstacles within it are removed, and the Enclave is destroyed.
    Explode { radius_cm: u32, damage: u32 },
    /// The pawn clears `0` marked Vigour boxes (once per turn).
    Tend(u32),
    /// The pawn's Slow weapons are reloaded at once.
    Rearm,
    /// The pawn draws the Dexterity card of its band's choice back into the deck (once).
    Recover,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EnclaveAction {
    /// As printed: "To plunder", "To explode".
    pub name: String,
    pub effect: EnclaveActionEffect,
    /// An Audacity roll is needed to do it.
    #[serde(default)]
    pub audacity_roll: bool,
    pub text: String,
}

/// A standing effect on pawns near the Enclave, whoever holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EnclaveAura {
    /// Lights around it at night, as a luminary does.
    Light,
    /// Pawns within 5 cm add `0` to Faith rolls.
    Sanctified(i32),
    /// Pawns within 5 cm count as behind a small obstacle against discharges.
    Shelter,
    /// Pawns of the holder within 15 cm add `0` to Audacity rolls.
    Rallying(i32),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Enclave {
    pub id: String,
    pub name: String,
    pub body: EnclaveBody,
    /// Its footprint's radius in cm, for placing it.
    pub radius_cm: f32,
    #[serde(default)]
    pub actions: Vec<EnclaveAction>,
    #[serde(default)]
    pub auras: Vec<EnclaveAura>,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EnclaveCatalogue {
    pub enclaves: Vec<Enclave>,
}

impl EnclaveCatalogue {
    pub fn get(&self, id: &str) -> Option<&Enclave> {
        self.enclaves.iter().find(|enclave| enclave.id == id)
    }

    pub fn problems(&self) -> Vec<String> {
        let mut problems = super::repeated_ids(
            "Enclave",
            self.enclaves.iter().map(|enclave| enclave.id.as_str()),
        );
        for enclave in &self.enclaves {
            if enclave.actions.is_empty() && enclave.auras.is_empty() {
                problems.push(format!("{} has no rule of its own", enclave.name));
            }
            if !(enclave.radius_cm > 0.0 && enclave.radius_cm <= 15.0) {
                problems.push(format!(
                    "{}'s radius is {} cm; Enclaves are 0 to 15 cm",
                    enclave.name, enclave.radius_cm
                ));
            }
        }
        problems
    }
}

/// § Number of Enclaves per Conflict: the most each player may place.
pub fn enclave_limit(setting: Setting, band_value: u32) -> usize {
    match (setting, band_value < LARGER_BANDS_MRV) {
        (Setting::Rural, true) => 1,
        (Setting::Rural, false) => 2,
        (Setting::Urban, true) => 2,
        (Setting::Urban, false) => 3,
    }
}

/// Where a player wants an Enclave, measured by the table: edge-to-edge distances in cm.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct EnclaveSpot {
    pub nearest_pawn_cm: Option<f32>,
    pub nearest_enclave_cm: Option<f32>,
    pub in_deployment_area: bool,
}

/// § How to Place the Enclaves: the three premises.
pub fn check_placement(spot: EnclaveSpot) -> Result<(), Rejection> {
    let section = rule("How to Place the Enclaves");
    if let Some(distance) = spot
        .nearest_pawn_cm
        .filter(|distance| *distance <= PLACEMENT_CLEARANCE_CM)
    {
        return Err(Rejection::by_rule(
            section,
            msg!("rules-enclaves-pawn-near", distance = Arg::tenths(distance)),
        ));
    }
    if let Some(distance) = spot
        .nearest_enclave_cm
        .filter(|distance| *distance <= PLACEMENT_CLEARANCE_CM)
    {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "rules-enclaves-enclave-near",
                distance = Arg::tenths(distance)
            ),
        ));
    }
    if spot.in_deployment_area {
        return Err(Rejection::by_rule(
            section,
            msg!("rules-enclaves-in-deployment-area"),
        ));
    }
    Ok(())
}

/// The conquering pawn's situation (§ Conquering Enclaves).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct ConquestAttempt {
    pub distance_cm: f32,
    /// The Enclave already belongs to another band...
    pub held_by_other: bool,
    /// ...whose nearest pawn is this far from it.
    pub nearest_holder_cm: Option<f32>,
}

/// § Conquering Enclaves: whether the pawn may end its activation to roll Audacity for it.
pub fn check_conquest(attempt: ConquestAttempt) -> Result<(), Rejection> {
    let section = rule("Conquering Enclaves");
    if attempt.distance_cm > CONQUEST_REACH_CM {
        return Err(Rejection::by_rule(
            section,
            msg!(
                "rules-enclaves-too-far",
                distance = Arg::tenths(attempt.distance_cm)
            ),
        ));
    }
    if attempt.held_by_other
        && let Some(distance) = attempt
            .nearest_holder_cm
            .filter(|distance| *distance <= DEFENDED_WITHIN_CM)
    {
        return Err(Rejection::by_rule(
            section,
            msg!("rules-enclaves-defended", distance = Arg::tenths(distance)),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn number_of_enclaves_per_conflict_by_setting_and_band_value() {
        assert_eq!(enclave_limit(Setting::Rural, 200), 1);
        assert_eq!(enclave_limit(Setting::Rural, 250), 2);
        assert_eq!(enclave_limit(Setting::Urban, 249), 2);
        assert_eq!(enclave_limit(Setting::Urban, 500), 3);
    }

    #[test]
    fn how_to_place_the_enclaves_20_cm_from_pawns_and_each_other_outside_deployment() {
        let clear = EnclaveSpot {
            nearest_pawn_cm: Some(25.0),
            nearest_enclave_cm: None,
            in_deployment_area: false,
        };
        assert!(check_placement(clear).is_ok());
        let near_pawn = EnclaveSpot {
            nearest_pawn_cm: Some(20.0),
            ..clear
        };
        assert!(check_placement(near_pawn).is_err());
        let near_enclave = EnclaveSpot {
            nearest_enclave_cm: Some(12.0),
            ..clear
        };
        assert!(check_placement(near_enclave).is_err());
        let deployment = EnclaveSpot {
            in_deployment_area: true,
            ..clear
        };
        assert!(check_placement(deployment).is_err());
    }

    #[test]
    fn conquering_enclaves_within_5_cm_unless_the_holder_is_within_15() {
        let free = ConquestAttempt {
            distance_cm: 4.0,
            held_by_other: false,
            nearest_holder_cm: None,
        };
        assert!(check_conquest(free).is_ok());
        assert!(
            check_conquest(ConquestAttempt {
                distance_cm: 6.0,
                ..free
            })
            .is_err()
        );
        let defended = ConquestAttempt {
            held_by_other: true,
            nearest_holder_cm: Some(14.0),
            ..free
        };
        assert!(check_conquest(defended).is_err());
        let abandoned = ConquestAttempt {
            nearest_holder_cm: Some(16.0),
            ..defended
        };
        assert!(check_conquest(abandoned).is_ok());
    }
}
