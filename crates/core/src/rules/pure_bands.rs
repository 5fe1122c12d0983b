//! 1650 § Factions: the rule each Faction gives its Pure Bands (Royal Salary, Wage, Planting the
//! Banner, Offering), and § You No Longer Need It (looting a fallen enemy).

use super::cards::Faction;
use super::hiring::BandKind;
use super::panoply::SAME_PANOPLY_PER_BAND;
use super::rule;
use crate::msg;
use crate::record::Rejection;
use crate::words::Message;
use serde::{Deserialize, Serialize};

/// § You No Longer Need It: the rulebook's sentence about the Audacity roll is cut off after
/// "only if there is"; Ysbilia reads it as an enemy within 15 cm (docs/rules-gaps.md).
pub const LOOTING_THREAT_CM: f32 = 15.0;
/// The Peculiarity that loots without the roll (assets/1650/peculiarities.ron).
pub const LIGHT_FINGERS: &str = "light-fingers";

fn pure(faction: Faction, kind: BandKind, wanted: Faction) -> bool {
    faction == wanted && kind == BandKind::Pure
}

/// § Old Regime, Royal Salary: at the start, the Leader of a Pure Band takes Maravedies from
/// the Incentives of pawns it chooses. `incentives` are the band's, `takes` (pawn, Maravedies).
pub fn royal_salary(
    faction: Faction,
    kind: BandKind,
    incentives: &mut [u32],
    leader: usize,
    takes: &[(usize, u32)],
) -> Result<u32, Rejection> {
    let section = rule("Royal Salary");
    if !pure(faction, kind, Faction::OldRegime) {
        return Err(Rejection::by_rule(
            section,
            msg!("rules-pure-bands-salary-old-regime"),
        ));
    }
    let mut after = incentives.to_vec();
    let mut taken = 0;
    for &(pawn, amount) in takes {
        if pawn == leader {
            return Err(Rejection::by_rule(
                section,
                msg!("rules-pure-bands-salary-from-others"),
            ));
        }
        let Some(purse) = after.get_mut(pawn) else {
            return Err(Rejection::by_rule(
                section,
                msg!("rules-pure-bands-no-pawn", pawn = pawn + 1),
            ));
        };
        if *purse < amount {
            return Err(Rejection::by_rule(
                section,
                msg!(
                    "rules-pure-bands-salary-short",
                    pawn = pawn + 1,
                    purse = *purse
                ),
            ));
        }
        *purse -= amount;
        taken += amount;
    }
    let Some(own) = after.get_mut(leader) else {
        return Err(Rejection::by_rule(
            section,
            msg!("rules-pure-bands-no-leader"),
        ));
    };
    *own += taken;
    incentives.copy_from_slice(&after);
    Ok(taken)
}

/// § New Order, Wage: a pawn of a Pure Band earns 1 Maravedi for beating its first enemy.
pub fn wage(faction: Faction, kind: BandKind, enemies_beaten_before: u32) -> u32 {
    u32::from(pure(faction, kind, Faction::NewOrder) && enemies_beaten_before == 0)
}

/// § Usurpers, Planting the Banner: 1 extra Maravedi for conquering an Enclave.
pub fn planting_the_banner(faction: Faction, kind: BandKind) -> u32 {
    u32::from(pure(faction, kind, Faction::Usurpers))
}

/// § Mercenaries, Offering: a Pure Band's pawns may invest Panoply cards as Maravedies, one
/// card for one Maravedi (docs/rules-gaps.md).
pub fn offering_allowed(faction: Faction, kind: BandKind) -> bool {
    pure(faction, kind, Faction::Mercenaries)
}

/// What the winner of a clash takes from the enemy it eliminated.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Loot {
    Maravedi,
    Panoply(String),
}

/// The looter and its victim, as far as § You No Longer Need It cares.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LootingChance {
    /// The looter eliminated the victim in the clash just concluded.
    pub eliminated_victim: bool,
    pub victim_incentive_left: u32,
    /// The victim's Panoply cards not yet used.
    pub victim_panoply: Vec<String>,
    /// The looter's own Panoply cards...
    pub looter_panoply: Vec<String>,
    /// ...and how many of each type its band holds.
    pub band_holds: Vec<(String, usize)>,
    pub nearest_enemy_cm: Option<f32>,
    pub light_fingers: bool,
}

/// § You No Longer Need It: whether the loot can be taken, and whether an Audacity roll is
/// needed first (true).
pub fn check_loot(chance: &LootingChance, loot: &Loot) -> Result<bool, Rejection> {
    let section = rule("You No Longer Need It");
    let refuse = |reason: Message| Err(Rejection::by_rule(section.clone(), reason));
    if !chance.eliminated_victim {
        return refuse(msg!("rules-pure-bands-loot-not-eliminated"));
    }
    match loot {
        Loot::Maravedi if chance.victim_incentive_left == 0 => {
            return refuse(msg!("rules-pure-bands-loot-no-maravedies"));
        }
        Loot::Maravedi => {}
        Loot::Panoply(card) => {
            if !chance.victim_panoply.contains(card) {
                return refuse(msg!("rules-pure-bands-loot-no-card", card = card));
            }
            // The usual Panoply rules apply, except those about cost.
            if chance.looter_panoply.contains(card) {
                return refuse(msg!("rules-pure-bands-loot-carried", card = card));
            }
            let held = chance
                .band_holds
                .iter()
                .find(|(id, _)| id == card)
                .map_or(0, |(_, count)| *count);
            if held >= SAME_PANOPLY_PER_BAND {
                return refuse(msg!("rules-pure-bands-loot-band-limit", card = card));
            }
        }
    }
    let threatened = chance
        .nearest_enemy_cm
        .is_some_and(|distance| distance <= LOOTING_THREAT_CM);
    Ok(threatened && !chance.light_fingers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn royal_salary_old_regime_pure_leaders_take_incentives() {
        let mut incentives = [3, 1, 2];
        let taken = royal_salary(
            Faction::OldRegime,
            BandKind::Pure,
            &mut incentives,
            0,
            &[(1, 1), (2, 1)],
        );
        assert_eq!(taken, Ok(2));
        assert_eq!(incentives, [5, 0, 1]);
        assert!(
            royal_salary(Faction::OldRegime, BandKind::Mixed, &mut incentives, 0, &[]).is_err()
        );
        assert!(
            royal_salary(
                Faction::OldRegime,
                BandKind::Pure,
                &mut incentives,
                0,
                &[(1, 1)]
            )
            .is_err(),
            "nothing left to take"
        );
        assert_eq!(incentives, [5, 0, 1], "a refused salary takes nothing");
    }

    #[test]
    fn wage_planting_the_banner_and_offering_only_for_their_pure_bands() {
        assert_eq!(wage(Faction::NewOrder, BandKind::Pure, 0), 1);
        assert_eq!(
            wage(Faction::NewOrder, BandKind::Pure, 1),
            0,
            "the first enemy only"
        );
        assert_eq!(wage(Faction::NewOrder, BandKind::Mixed, 0), 0);
        assert_eq!(planting_the_banner(Faction::Usurpers, BandKind::Pure), 1);
        assert_eq!(planting_the_banner(Faction::OldRegime, BandKind::Pure), 0);
        assert!(offering_allowed(Faction::Mercenaries, BandKind::Pure));
        assert!(!offering_allowed(Faction::Mercenaries, BandKind::Mixed));
    }

    #[test]
    fn you_no_longer_need_it_one_maravedi_or_one_unused_panoply_card() {
        let chance = LootingChance {
            eliminated_victim: true,
            victim_incentive_left: 1,
            victim_panoply: vec!["farol".to_owned()],
            looter_panoply: Vec::new(),
            band_holds: vec![("farol".to_owned(), 1)],
            nearest_enemy_cm: Some(30.0),
            light_fingers: false,
        };
        assert_eq!(check_loot(&chance, &Loot::Maravedi), Ok(false));
        assert_eq!(
            check_loot(&chance, &Loot::Panoply("farol".to_owned())),
            Ok(false)
        );
        let watched = LootingChance {
            nearest_enemy_cm: Some(10.0),
            ..chance.clone()
        };
        assert_eq!(
            check_loot(&watched, &Loot::Maravedi),
            Ok(true),
            "Audacity roll"
        );
        let full = LootingChance {
            band_holds: vec![("farol".to_owned(), 2)],
            ..chance.clone()
        };
        assert!(check_loot(&full, &Loot::Panoply("farol".to_owned())).is_err());
        let broke = LootingChance {
            victim_incentive_left: 0,
            ..chance
        };
        assert!(check_loot(&broke, &Loot::Maravedi).is_err());
    }
}
