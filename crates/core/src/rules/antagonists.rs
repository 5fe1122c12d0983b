//! 1650 § Antagonists: townsfolk that belong to nobody (original, assets/1650/antagonists.ron),
//! how many may be deployed and where, and what each Temperament makes them do.

use super::cards::{ContractCard, SpecialRule};
use super::rule;
use crate::msg;
use crate::record::Rejection;
use crate::words::{Arg, Message};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// § Number of Antagonists per Conflict: 5 Maravedies of Pay per Enclave the player placed.
pub const PAY_PER_ENCLAVE_MRV: u32 = 5;
/// § How to Deploy Antagonists: within 5 cm of the assigned scenery, more than 20 cm apart.
pub const ASSIGNED_REACH_CM: f32 = 5.0;
pub const DEPLOYMENT_CLEARANCE_CM: f32 = 20.0;
/// § How Do Antagonists Work: the distances the Temperaments react to.
pub const SIGHT_TRIGGER_CM: f32 = 20.0;
pub const GUNPOWDER_TRIGGER_CM: f32 = 30.0;
pub const ELEMENT_LEASH_CM: f32 = 20.0;
pub const ELEMENT_GUARD_CM: f32 = 5.0;
/// § Enemy Pawns and Antagonists in Clashes: "Antagonists only have 1 Vigour point", whatever
/// their card's table says (the card keeps its Defense, weapons and Audacity).
pub const VIGOUR: super::vigour::VigourTable = super::vigour::VigourTable {
    bruises: 1,
    bleeding: 0,
    dying: 0,
};

/// § How Do Antagonists Work: the four Temperaments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Temperament {
    Sanguine,
    Choleric,
    Melancholic,
    Phlegmatic,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Antagonist {
    pub temperament: Temperament,
    /// Who they are, in a sentence.
    pub text: String,
    /// Their numbers, as a Contract Card (the id names the Antagonist's type).
    pub card: ContractCard,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AntagonistCatalogue {
    pub antagonists: Vec<Antagonist>,
}

impl AntagonistCatalogue {
    pub fn get(&self, id: &str) -> Option<&Antagonist> {
        self.antagonists
            .iter()
            .find(|antagonist| antagonist.card.id == id)
    }
}

/// § Number of Antagonists per Conflict: checks one player's choice, given what the other
/// player already deployed (one of each type per Conflict).
pub fn check_choice(
    chosen: &[String],
    enclaves_placed: usize,
    taken_by_opponent: &[String],
    catalogue: &AntagonistCatalogue,
) -> Result<u32, Vec<Rejection>> {
    let section = rule("Number of Antagonists per Conflict");
    let mut problems = Vec::new();
    let mut refuse = |reason: Message| problems.push(Rejection::by_rule(section.clone(), reason));
    let mut pay = 0;
    let mut seen = BTreeSet::new();
    for id in chosen {
        let Some(antagonist) = catalogue.get(id) else {
            refuse(msg!("rules-antagonists-unknown", id = id));
            continue;
        };
        pay += antagonist.card.pay;
        if !seen.insert(id.as_str()) || taken_by_opponent.contains(id) {
            refuse(msg!(
                "rules-antagonists-only-one",
                name = &antagonist.card.name
            ));
        }
    }
    let allowance = PAY_PER_ENCLAVE_MRV * u32::try_from(enclaves_placed).unwrap_or(u32::MAX);
    if pay > allowance {
        refuse(msg!(
            "rules-antagonists-pay-over",
            pay = pay,
            enclaves = enclaves_placed,
            allowance = allowance
        ));
    }
    if problems.is_empty() {
        Ok(pay)
    } else {
        Err(problems)
    }
}

/// Where an Antagonist is to be deployed, measured by the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AntagonistSpot {
    pub assigned_element_cm: f32,
    /// A pawn that would see it, if any.
    pub seen_by: Option<String>,
    pub nearest_antagonist_cm: Option<f32>,
    pub in_deployment_area: bool,
}

/// § How to Deploy Antagonists: the four premises.
pub fn check_deployment(spot: &AntagonistSpot) -> Result<(), Rejection> {
    let section = rule("How to Deploy Antagonists");
    let refuse = |reason: Message| Err(Rejection::by_rule(section.clone(), reason));
    if spot.assigned_element_cm > ASSIGNED_REACH_CM {
        return refuse(msg!(
            "rules-antagonists-far-from-element",
            distance = Arg::tenths(spot.assigned_element_cm)
        ));
    }
    if let Some(pawn) = &spot.seen_by {
        return refuse(msg!("rules-antagonists-seen", pawn = pawn));
    }
    if let Some(distance) = spot
        .nearest_antagonist_cm
        .filter(|distance| *distance <= DEPLOYMENT_CLEARANCE_CM)
    {
        return refuse(msg!(
            "rules-antagonists-too-close",
            distance = Arg::tenths(distance)
        ));
    }
    if spot.in_deployment_area {
        return refuse(msg!("rules-antagonists-in-deployment-area"));
    }
    Ok(())
}

/// Which way an Antagonist moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Heading {
    /// Towards the nearest pawn (any band's: they are everybody's enemy).
    NearestPawn,
    /// Towards the pawn that fired.
    Shooter,
    /// Towards its assigned scenery element.
    AssignedElement,
    /// Wherever the player moving it chooses...
    Any,
    /// ...but ending within 20 cm of its assigned element.
    AnyNearElement,
}

/// A move an Antagonist makes: walk 1D10 cm or charge 2D10 cm.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pace {
    Walk1D10,
    Charge2D10,
}

impl Pace {
    /// How many D10 the move rolls for its length in cm.
    pub const fn d10s(self) -> u32 {
        match self {
            Pace::Walk1D10 => 1,
            Pace::Charge2D10 => 2,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct AntagonistMove {
    pub heading: Heading,
    /// The player chooses between the two when both are listed.
    pub paces: &'static [Pace],
}

const EITHER: &[Pace] = &[Pace::Walk1D10, Pace::Charge2D10];
const CHARGE: &[Pace] = &[Pace::Charge2D10];
const WALK: &[Pace] = &[Pace::Walk1D10];

/// § How Do Antagonists Work: the move the Authority roll's winner may give one Antagonist of
/// this Temperament before activating a pawn.
pub fn authority_move(temperament: Temperament) -> AntagonistMove {
    let heading = match temperament {
        Temperament::Sanguine => Heading::NearestPawn,
        Temperament::Choleric | Temperament::Melancholic => Heading::Any,
        Temperament::Phlegmatic => Heading::AnyNearElement,
    };
    AntagonistMove {
        heading,
        paces: EITHER,
    }
}

/// What happened on the table that may wake an Antagonist not yet activated this turn.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub enum Stir {
    /// The nearest pawn in its Line of Sight is this far.
    PawnInSight { distance_cm: f32 },
    /// A gunpowder weapon was fired this far away.
    Gunpowder { distance_cm: f32 },
    /// A pawn is this close to the Antagonist's assigned element, which is `element_cm` away.
    PawnNearElement { pawn_cm: f32, element_cm: f32 },
}

/// § How Do Antagonists Work: whether `stir` activates an Antagonist of `temperament` that has
/// not been activated this turn, and the move it must make.
pub fn automatic_activation(
    temperament: Temperament,
    engaged: bool,
    stir: Stir,
) -> Option<AntagonistMove> {
    let chosen = |heading, paces| Some(AntagonistMove { heading, paces });
    match (temperament, stir) {
        (Temperament::Sanguine, Stir::PawnInSight { distance_cm })
        | (Temperament::Choleric, Stir::PawnInSight { distance_cm })
            if distance_cm <= SIGHT_TRIGGER_CM && !engaged =>
        {
            chosen(Heading::NearestPawn, CHARGE)
        }
        (Temperament::Sanguine, Stir::Gunpowder { distance_cm })
            if distance_cm <= GUNPOWDER_TRIGGER_CM && !engaged =>
        {
            chosen(Heading::Shooter, WALK)
        }
        (Temperament::Melancholic | Temperament::Phlegmatic, Stir::Gunpowder { distance_cm })
            if distance_cm <= GUNPOWDER_TRIGGER_CM && !engaged =>
        {
            chosen(Heading::AssignedElement, WALK)
        }
        (
            Temperament::Phlegmatic,
            Stir::PawnNearElement {
                pawn_cm,
                element_cm,
            },
        ) if element_cm <= ELEMENT_LEASH_CM && pawn_cm <= ELEMENT_GUARD_CM && !engaged => {
            chosen(Heading::NearestPawn, CHARGE)
        }
        _ => None,
    }
}

/// § How Do Antagonists Work: "gunpowder weapons (gun, duck's foot, harquebus, musket, grenade)"
/// are, on our cards, the ones that make smoke or explode (docs/rules-gaps.md).
pub fn is_gunpowder(card: &ContractCard, weapon: usize) -> bool {
    card.weapons.get(weapon).is_some_and(|weapon| {
        weapon.rules.iter().any(|used| {
            matches!(
                used.rule,
                SpecialRule::Smoke(_)
                    | SpecialRule::Grenade
                    | SpecialRule::Bomb
                    | SpecialRule::Cannon
            )
        })
    })
}

/// § How Do Antagonists Work: a Phlegmatic Antagonist engages nobody unless engaged first.
pub fn may_engage(temperament: Temperament, was_engaged: bool) -> bool {
    temperament != Temperament::Phlegmatic || was_engaged
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::cards::{Weapon, WeaponColour, test_card};
    use crate::rules::damage::WeaponDamage;

    fn catalogue() -> AntagonistCatalogue {
        let mut picaro = test_card(
            6,
            Weapon {
                name: "Knife".to_owned(),
                colours: vec![WeaponColour::Red],
                range: None,
                attack: Some(6),
                reply: Some(6),
                discharge: None,
                damage: WeaponDamage {
                    normal: 1,
                    critical: 3,
                },
                rules: Vec::new(),
            },
        );
        picaro.id = "picaro".to_owned();
        picaro.name = "Picaro".to_owned();
        picaro.pay = 5;
        let mut saddler = picaro.clone();
        saddler.id = "guarnicionero".to_owned();
        saddler.pay = 10;
        AntagonistCatalogue {
            antagonists: vec![
                Antagonist {
                    temperament: Temperament::Sanguine,
                    text: String::new(),
                    card: picaro,
                },
                Antagonist {
                    temperament: Temperament::Phlegmatic,
                    text: String::new(),
                    card: saddler,
                },
            ],
        }
    }

    #[test]
    fn number_of_antagonists_per_conflict_5_maravedies_per_enclave_one_of_each_type() {
        let catalogue = catalogue();
        let both = ["picaro".to_owned(), "guarnicionero".to_owned()];
        assert_eq!(check_choice(&both, 3, &[], &catalogue), Ok(15));
        assert!(check_choice(&both, 2, &[], &catalogue).is_err());
        let taken = ["picaro".to_owned()];
        assert!(check_choice(&taken, 1, &taken, &catalogue).is_err());
    }

    #[test]
    fn how_to_deploy_antagonists_near_their_element_unseen_apart_and_outside_deployment() {
        let good = AntagonistSpot {
            assigned_element_cm: 3.0,
            seen_by: None,
            nearest_antagonist_cm: Some(30.0),
            in_deployment_area: false,
        };
        assert!(check_deployment(&good).is_ok());
        for bad in [
            AntagonistSpot {
                assigned_element_cm: 6.0,
                ..good.clone()
            },
            AntagonistSpot {
                seen_by: Some("Recio".to_owned()),
                ..good.clone()
            },
            AntagonistSpot {
                nearest_antagonist_cm: Some(15.0),
                ..good.clone()
            },
            AntagonistSpot {
                in_deployment_area: true,
                ..good.clone()
            },
        ] {
            assert!(check_deployment(&bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn how_do_antagonists_work_each_temperament_reacts_to_its_triggers() {
        let sight = Stir::PawnInSight { distance_cm: 18.0 };
        let shot = Stir::Gunpowder { distance_cm: 25.0 };
        let guard = Stir::PawnNearElement {
            pawn_cm: 4.0,
            element_cm: 10.0,
        };
        let heading = |temperament, engaged, stir| {
            automatic_activation(temperament, engaged, stir).map(|moved| moved.heading)
        };
        assert_eq!(
            heading(Temperament::Sanguine, false, sight),
            Some(Heading::NearestPawn)
        );
        assert_eq!(
            heading(Temperament::Sanguine, false, shot),
            Some(Heading::Shooter)
        );
        assert_eq!(
            heading(Temperament::Choleric, false, sight),
            Some(Heading::NearestPawn)
        );
        assert_eq!(
            heading(Temperament::Choleric, true, sight),
            None,
            "engaged Cholerics ignore it"
        );
        assert_eq!(heading(Temperament::Choleric, false, shot), None);
        assert_eq!(heading(Temperament::Melancholic, false, sight), None);
        assert_eq!(
            heading(Temperament::Melancholic, false, shot),
            Some(Heading::AssignedElement)
        );
        assert_eq!(heading(Temperament::Phlegmatic, false, sight), None);
        assert_eq!(
            heading(Temperament::Phlegmatic, false, guard),
            Some(Heading::NearestPawn)
        );
        assert_eq!(
            heading(
                Temperament::Sanguine,
                false,
                Stir::PawnInSight { distance_cm: 21.0 }
            ),
            None
        );
        assert!(!may_engage(Temperament::Phlegmatic, false));
        assert!(may_engage(Temperament::Phlegmatic, true));
        assert_eq!(
            authority_move(Temperament::Phlegmatic).heading,
            Heading::AnyNearElement
        );
    }
}
