//! 1650 § Damage: (SL + Damage) − Defense boxes of Vigour, with § Armament's Smashing (the second,
//! unarmoured Defense) and Piercing (no Defense).

use serde::{Deserialize, Serialize};

/// A pawn's two Defense values (§ Basic Attributes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Defense {
    pub armoured: u32,
    pub unarmoured: u32,
}

/// How a weapon meets armour.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Penetration {
    #[default]
    Normal,
    /// § Armament, Smashing: the second Defense value.
    Smashing,
    /// § Armament, Piercing: Defense is ignored.
    Piercing,
}

/// A weapon's Damage: normal, and on a critical (§ Criticals: the second value).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WeaponDamage {
    pub normal: u32,
    pub critical: u32,
}

/// The Vigour a hit takes off, and the numbers behind it for the log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hit {
    pub success_level: u32,
    pub damage: u32,
    pub defense: u32,
    pub vigour_lost: u32,
}

/// (SL + Damage) − Defense, never below 0.
pub fn hit(
    success_level: u32,
    critical: bool,
    weapon: WeaponDamage,
    penetration: Penetration,
    defense: Defense,
) -> Hit {
    let damage = if critical {
        weapon.critical
    } else {
        weapon.normal
    };
    let defense = match penetration {
        Penetration::Normal => defense.armoured,
        Penetration::Smashing => defense.unarmoured,
        Penetration::Piercing => 0,
    };
    Hit {
        success_level,
        damage,
        defense,
        vigour_lost: (success_level + damage).saturating_sub(defense),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SWORD: WeaponDamage = WeaponDamage {
        normal: 3,
        critical: 5,
    };
    const BREASTPLATE: Defense = Defense {
        armoured: 4,
        unarmoured: 2,
    };

    #[test]
    fn damage_sl_plus_damage_minus_defense() {
        assert_eq!(
            hit(2, false, SWORD, Penetration::Normal, BREASTPLATE).vigour_lost,
            1
        );
        assert_eq!(
            hit(0, false, SWORD, Penetration::Normal, BREASTPLATE).vigour_lost,
            0,
            "never negative"
        );
    }

    #[test]
    fn criticals_use_the_second_damage_value() {
        assert_eq!(
            hit(2, true, SWORD, Penetration::Normal, BREASTPLATE).vigour_lost,
            3
        );
    }

    #[test]
    fn armament_smashing_uses_the_second_defense_and_piercing_none() {
        assert_eq!(
            hit(2, false, SWORD, Penetration::Smashing, BREASTPLATE).vigour_lost,
            3
        );
        assert_eq!(
            hit(2, false, SWORD, Penetration::Piercing, BREASTPLATE).vigour_lost,
            5
        );
    }
}
