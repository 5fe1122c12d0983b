//! The odds of a clash before its dice are thrown (§ Dice Rolls, § Success Level, § Criticals,
//! § A Draw During Clashes, § Investing Maravedies): worked out exactly from the same judgement
//! `RollResult` and `face_off` make, for the odds picture of both sides.

use super::rolls::{CRITICAL, FaceOff, FaceOutcome, RollResult, d10_faces, face_off};
use crate::dice::Modifier;

/// One side's roll as it will be made: its Attribute, modifiers and bought dice.
#[derive(Clone, Debug, PartialEq)]
pub struct RollOdds {
    pub attribute: u32,
    pub modifiers: Vec<Modifier>,
    /// § Investing Maravedies: extra dice; the highest is kept.
    pub extra_dice: u32,
}

impl RollOdds {
    pub fn modifier(&self) -> i32 {
        Modifier::total(&self.modifiers)
    }

    /// What each face of the kept die gives.
    pub fn faces(&self) -> [FaceOutcome; CRITICAL as usize] {
        d10_faces(self.attribute, self.modifier())
    }

    /// The chance each face (1 to 10) is the die kept: the highest of 1 + `extra_dice` D10s.
    pub fn kept_chances(&self) -> [f64; CRITICAL as usize] {
        let dice = i32::try_from(self.extra_dice.saturating_add(1)).unwrap_or(i32::MAX);
        let sides = f64::from(CRITICAL);
        std::array::from_fn(|index| {
            let face = index as f64 + 1.0;
            (face / sides).powi(dice) - ((face - 1.0) / sides).powi(dice)
        })
    }

    /// The chance the roll succeeds.
    pub fn success_chance(&self) -> f32 {
        self.kept_chances()
            .iter()
            .zip(self.faces())
            .filter(|(_, face)| face.succeeds())
            .map(|(chance, _)| chance)
            .sum::<f64>() as f32
    }

    fn judged(&self, kept: u32) -> RollResult {
        RollResult::from_dice(self.attribute, vec![kept], self.modifiers.clone())
    }
}

/// How a clash can end, as chances that add up to 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ClashChances {
    /// Only the striking pawn hits.
    pub striker_hits: f32,
    /// Only the replying pawn hits.
    pub replier_hits: f32,
    /// § Criticals: both roll a natural 10 and both hit.
    pub both_hit: f32,
    /// Nobody is hit (both fail, or a draw between equal Attributes).
    pub nobody: f32,
}

/// § A Draw During Clashes: with the same SL, the pawn with the lower Attribute strikes (0 the
/// striker, 1 the replier); equal Attributes, nobody does.
pub fn draw_goes_to(strike_attribute: u32, reply_attribute: u32) -> Option<usize> {
    match strike_attribute.cmp(&reply_attribute) {
        std::cmp::Ordering::Less => Some(0),
        std::cmp::Ordering::Greater => Some(1),
        std::cmp::Ordering::Equal => None,
    }
}

/// Who a blow hits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClashOutcome {
    Striker,
    Replier,
    /// § Criticals: both rolled a natural 10.
    Both,
    Nobody,
}

/// Who is hit when the striker keeps `strike_face` and the replier `reply_face` (none: it
/// cannot reply).
pub fn clash_outcome(
    strike: &RollOdds,
    reply: Option<&RollOdds>,
    strike_face: u32,
    reply_face: u32,
) -> ClashOutcome {
    let striking = strike.judged(strike_face);
    let Some(reply) = reply else {
        return if striking.success {
            ClashOutcome::Striker
        } else {
            ClashOutcome::Nobody
        };
    };
    match face_off(&striking, &reply.judged(reply_face)) {
        FaceOff::First => ClashOutcome::Striker,
        FaceOff::Second => ClashOutcome::Replier,
        FaceOff::BothCritical => ClashOutcome::Both,
        FaceOff::Draw => match draw_goes_to(strike.attribute, reply.attribute) {
            Some(0) => ClashOutcome::Striker,
            Some(_) => ClashOutcome::Replier,
            None => ClashOutcome::Nobody,
        },
        FaceOff::NeitherSucceeds => ClashOutcome::Nobody,
    }
}

/// The chances of a blow: the striker's roll against the replier's (none: it cannot reply, a
/// single Attack roll). Dexterity cards still face down are not counted.
pub fn clash_chances(strike: &RollOdds, reply: Option<&RollOdds>) -> ClashChances {
    let mut sums = [0.0f64; 4];
    let reply_chances = reply.map_or([0.0; CRITICAL as usize], RollOdds::kept_chances);
    for (strike_index, strike_chance) in strike.kept_chances().iter().enumerate() {
        let strike_face = strike_index as u32 + 1;
        if reply.is_none() {
            let slot = clash_outcome(strike, None, strike_face, 1) as usize;
            sums[slot] += strike_chance;
            continue;
        }
        for (reply_index, reply_chance) in reply_chances.iter().enumerate() {
            let slot = clash_outcome(strike, reply, strike_face, reply_index as u32 + 1) as usize;
            sums[slot] += strike_chance * reply_chance;
        }
    }
    ClashChances {
        striker_hits: sums[ClashOutcome::Striker as usize] as f32,
        replier_hits: sums[ClashOutcome::Replier as usize] as f32,
        both_hit: sums[ClashOutcome::Both as usize] as f32,
        nobody: sums[ClashOutcome::Nobody as usize] as f32,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn odds(attribute: u32, modifier: i32, extra_dice: u32) -> RollOdds {
        RollOdds {
            attribute,
            modifiers: vec![Modifier::new("test", modifier)],
            extra_dice,
        }
    }

    #[test]
    fn investing_maravedies_an_extra_die_keeps_the_highest() {
        // Two D10s: the kept die is a 10 in 19 throws of 100, a 1 in 1.
        let kept = odds(6, 0, 1).kept_chances();
        assert!((kept[9] - 0.19).abs() < 1e-9);
        assert!((kept[0] - 0.01).abs() < 1e-9);
        // Attribute 6: one die succeeds on 6..10 (50 %), two on any but both under 6 (75 %).
        assert!((odds(6, 0, 0).success_chance() - 0.5).abs() < 1e-6);
        assert!((odds(6, 0, 1).success_chance() - 0.75).abs() < 1e-6);
    }

    #[test]
    fn a_draw_during_clashes_goes_to_the_lower_attribute() {
        assert_eq!(draw_goes_to(5, 7), Some(0));
        assert_eq!(draw_goes_to(7, 5), Some(1));
        assert_eq!(draw_goes_to(6, 6), None);
    }

    #[test]
    fn attack_and_reply_counted_by_hand() {
        // Both need a 10 (Attribute 10): each 10 is a critical; both at once is 1 in 100.
        let chances = clash_chances(&odds(10, 0, 0), Some(&odds(10, 0, 0)));
        assert!((chances.both_hit - 0.01).abs() < 1e-6);
        assert!((chances.striker_hits - 0.09).abs() < 1e-6);
        assert!((chances.replier_hits - 0.09).abs() < 1e-6);
        assert!((chances.nobody - 0.81).abs() < 1e-6);
        // No reply: the Attack roll alone.
        let single = clash_chances(&odds(6, 0, 0), None);
        assert!((single.striker_hits - 0.5).abs() < 1e-6);
        assert_eq!(single.replier_hits, 0.0);
    }

    proptest! {
        #[test]
        fn clash_chances_add_up_to_one(
            strike in 1u32..12, reply in 1u32..12,
            strike_mod in -3i32..4, reply_mod in -3i32..4,
            strike_dice in 0u32..3, reply_dice in 0u32..3,
        ) {
            let chances = clash_chances(
                &odds(strike, strike_mod, strike_dice),
                Some(&odds(reply, reply_mod, reply_dice)),
            );
            let total = chances.striker_hits + chances.replier_hits + chances.both_hit
                + chances.nobody;
            prop_assert!((total - 1.0).abs() < 1e-4);
            // A bought die never lowers the striker's chance.
            let more = clash_chances(
                &odds(strike, strike_mod, strike_dice + 1),
                Some(&odds(reply, reply_mod, reply_dice)),
            );
            prop_assert!(
                more.striker_hits + more.both_hit >= chances.striker_hits + chances.both_hit - 1e-5
            );
        }
    }
}
