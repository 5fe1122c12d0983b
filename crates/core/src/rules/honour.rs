//! 1650 § Obtaining Honour Points, § Honour and Dishonour and § Dishonourable Players: the
//! score at the end of a Conflict, with every step of the sum shown.

use crate::msg;
use crate::words::Message;
use serde::{Deserialize, Serialize};
use std::fmt;

/// § Conquering Enclaves: Honour for each Enclave a band holds at the end.
pub const CONQUERED_ENCLAVE_HONOUR: i32 = 1;

/// § Obtaining Honour Points: the Pay of eliminated and escaping enemies, to Honour points,
/// one point per started 50 Maravedies, at most 9 (401 or more).
pub fn honour_for_pay(pay: u32) -> u32 {
    pay.div_ceil(50).clamp(1, 9)
}

/// § Honour and Dishonour: which Decree the band fulfilled.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decree {
    #[default]
    None,
    /// x2.
    Main,
    /// x1.5.
    Secondary,
}

/// What happened in the Conflict that the Honour modifiers count, for one band.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ConflictTally {
    /// Pay of the enemies this band eliminated or made escape off the table.
    pub enemy_pay_beaten: u32,
    pub decree: Decree,
    pub enemy_leaders_eliminated: u32,
    pub dishonourable_leaders_eliminated: u32,
    pub dishonourable_pawns_eliminated: u32,
    /// Held at the end and not destroyed (§ Conquering Enclaves).
    pub enclaves_conquered: u32,
    /// (*) Antagonists it eliminated before they attacked its pawns.
    pub peaceful_antagonists_eliminated: u32,
    /// (*) It brought the most distance weapons of all bands.
    pub most_distance_weapons: bool,
    /// (*) Enemies it eliminated from their Rearguard.
    pub eliminated_from_rearguard: u32,
    /// (*) Escaping pawns it eliminated.
    pub escaping_eliminated: u32,
    /// (*) Pawns with Faith (X) it eliminated.
    pub faithful_eliminated: u32,
    /// Modifiers from Peculiarities, Enclaves or Antagonists, with their reason.
    #[serde(default)]
    pub other: Vec<(String, i32)>,
}

/// One line of the Honour sum.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HonourLine {
    pub reason: Message,
    /// Points added (negative for the dishonourable events).
    pub points: f32,
    /// Marked (*) in the rulebook.
    pub dishonourable: bool,
}

/// The score and how it was reached.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HonourScore {
    pub base: u32,
    pub multiplier: f32,
    pub lines: Vec<HonourLine>,
    /// Honour points; for a dishonourable player, Dishonour points (the higher the better).
    pub total: f32,
    pub dishonourable_player: bool,
}

impl HonourScore {
    /// What the points are, as the catalogue's selector: Dishonour for a dishonourable player,
    /// else Honour.
    pub fn unit(&self) -> &'static str {
        if self.dishonourable_player {
            "dishonour"
        } else {
            "honour"
        }
    }

    /// The sum in words: "3 Honour for Pay x2, +2 1 x enemy Leader eliminated = 8 Honour points".
    pub fn message(&self) -> Message {
        let unit = self.unit();
        let multiplier = if self.multiplier == 1.0 {
            String::new()
        } else {
            format!(" x{}", self.multiplier)
        };
        let lines: String = self
            .lines
            .iter()
            .map(|line| {
                crate::words::render(&msg!(
                    "rules-honour-score-line",
                    points = format!("{:+}", line.points),
                    reason = line.reason.clone()
                ))
            })
            .collect();
        msg!(
            "rules-honour-score",
            base = self.base,
            unit = unit,
            multiplier = multiplier,
            lines = lines,
            total = format!("{}", self.total)
        )
    }
}

impl fmt::Display for HonourScore {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(&crate::words::render(&self.message()))
    }
}

/// § Honour and Dishonour: first the Decree multiplier, then the other modifiers. A
/// dishonourable player (§ Dishonourable Players) counts its eliminations as Dishonour, and the
/// (*) events add to it instead of taking away.
pub fn score(tally: &ConflictTally, dishonourable_player: bool) -> HonourScore {
    let base = honour_for_pay(tally.enemy_pay_beaten);
    let multiplier = match tally.decree {
        Decree::None => 1.0,
        Decree::Main => 2.0,
        Decree::Secondary => 1.5,
    };
    let mut lines = Vec::new();
    // `reason` is a message id whose one argument is the count.
    let mut add = |count: u32, each: i32, reason: &'static str, dishonourable: bool| {
        if count > 0 {
            let points = (i64::from(count) * i64::from(each)) as f32;
            let points = if dishonourable && dishonourable_player {
                -points
            } else {
                points
            };
            lines.push(HonourLine {
                reason: Message::new(reason).with("count", count),
                points,
                dishonourable,
            });
        }
    };
    add(
        tally.enemy_leaders_eliminated,
        2,
        "rules-honour-enemy-leader",
        false,
    );
    add(
        tally.dishonourable_leaders_eliminated,
        1,
        "rules-honour-dishonourable-leader",
        false,
    );
    add(
        tally.dishonourable_pawns_eliminated,
        1,
        "rules-honour-dishonourable-pawn",
        false,
    );
    add(
        tally.enclaves_conquered,
        CONQUERED_ENCLAVE_HONOUR,
        "rules-honour-conquered-enclave",
        false,
    );
    add(
        tally.peaceful_antagonists_eliminated,
        -1,
        "rules-honour-peaceful-antagonist",
        true,
    );
    add(
        u32::from(tally.most_distance_weapons),
        -1,
        "rules-honour-most-distance-weapons",
        true,
    );
    add(
        tally.eliminated_from_rearguard,
        -1,
        "rules-honour-from-rearguard",
        true,
    );
    add(tally.escaping_eliminated, -1, "rules-honour-escaping", true);
    add(tally.faithful_eliminated, -1, "rules-honour-faithful", true);
    for (reason, points) in &tally.other {
        lines.push(HonourLine {
            reason: msg!("rules-honour-other", reason = reason.clone()),
            points: *points as f32,
            dishonourable: *points < 0,
        });
    }
    let total = base as f32 * multiplier + lines.iter().map(|line| line.points).sum::<f32>();
    HonourScore {
        base,
        multiplier,
        lines,
        total,
        dishonourable_player,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn obtaining_honour_points_pay_table() {
        for (pay, points) in [
            (0, 1),
            (50, 1),
            (51, 2),
            (100, 2),
            (101, 3),
            (250, 5),
            (251, 6),
            (400, 8),
            (401, 9),
            (900, 9),
        ] {
            assert_eq!(honour_for_pay(pay), points, "{pay} Maravedies");
        }
    }

    #[test]
    fn honour_and_dishonour_decree_multiplies_first_then_modifiers() {
        let tally = ConflictTally {
            enemy_pay_beaten: 120,
            decree: Decree::Main,
            enemy_leaders_eliminated: 1,
            eliminated_from_rearguard: 2,
            ..ConflictTally::default()
        };
        let honour = score(&tally, false);
        // 3 for 120 Maravedies, x2 = 6, +2 for the Leader, -2 for the Rearguard.
        assert_eq!((honour.base, honour.total), (3, 6.0));
        let secondary = score(
            &ConflictTally {
                decree: Decree::Secondary,
                enemy_pay_beaten: 150,
                ..ConflictTally::default()
            },
            false,
        );
        assert_eq!(secondary.total, 4.5);
        assert!(honour.to_string().contains("= 6 Honour points"), "{honour}");
    }

    #[test]
    fn dishonourable_players_count_dishonourable_events_in_their_favour() {
        let tally = ConflictTally {
            enemy_pay_beaten: 60,
            escaping_eliminated: 2,
            most_distance_weapons: true,
            ..ConflictTally::default()
        };
        assert_eq!(score(&tally, false).total, -1.0);
        let ruthless = score(&tally, true);
        assert_eq!(ruthless.total, 5.0);
        assert!(ruthless.to_string().contains("Dishonour"));
    }
}
