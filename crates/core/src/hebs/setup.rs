//! A HEBS game's setup: the factions at each seat, the column cards, the variants, and the Foe.

use super::card::{ColumnSet, Faction};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// "Step 2: Draw Cards" and its Advanced Drafting Variant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Drafting {
    /// Draw 2.
    #[default]
    Standard,
    /// Draw 3, then discard 1 from the whole hand.
    DrawThreeDiscardOne,
    /// Draw 4, then discard 2 from the whole hand.
    DrawFourDiscardTwo,
}

impl Drafting {
    pub const fn draws(self) -> usize {
        match self {
            Drafting::Standard => 2,
            Drafting::DrawThreeDiscardOne => 3,
            Drafting::DrawFourDiscardTwo => 4,
        }
    }

    pub const fn discards(self) -> usize {
        match self {
            Drafting::Standard => 0,
            Drafting::DrawThreeDiscardOne => 1,
            Drafting::DrawFourDiscardTwo => 2,
        }
    }
}

/// The variants the rulebooks name ("Components", "Action Abilities" in 1066).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Variants {
    #[serde(default)]
    pub drafting: Drafting,
    /// Advanced Objective Variant: A..F shuffled, G stays last.
    #[serde(default)]
    pub shuffled_objectives: bool,
    /// 1066 Advanced Range Attacks Variant: "Range X" only once both players are at the final
    /// Objective.
    #[serde(default)]
    pub range_only_at_final: bool,
}

/// How the solo Foe settles "Player's choice" ("'Player's Choice'").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChoicePolicy {
    /// The option best for the player.
    #[default]
    Kind,
    /// The "real challenge": the option worst for the player.
    Hardest,
}

/// The named difficulty levels ("Foe Resource Dial").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Difficulty {
    Easy,
    #[default]
    Normal,
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Normal, Difficulty::Hard];

    /// "Scoring": +5 per level above Easy.
    pub const fn score_bonus(self) -> u32 {
        match self {
            Difficulty::Easy => 0,
            Difficulty::Normal => 5,
            Difficulty::Hard => 10,
        }
    }
}

/// The solo Foe plays seat 1.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FoeSetup {
    pub difficulty: Difficulty,
    #[serde(default)]
    pub choices: ChoicePolicy,
    /// "Quick-Play Setup": the Foe deck grows by cost as its Resources rise.
    #[serde(default)]
    pub quick_play: bool,
    /// The Resource Dial for this difficulty, round by round (assets/hebs/solo.ron).
    #[serde(default)]
    pub dial: Vec<i8>,
}

/// One difficulty's dial (assets/hebs/solo.ron).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dial {
    pub difficulty: Difficulty,
    pub rounds: Vec<i8>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SoloRules {
    pub dials: Vec<Dial>,
}

impl SoloRules {
    pub const FILE: &str = "assets/hebs/solo.ron";

    pub fn dial(&self, difficulty: Difficulty) -> Vec<i8> {
        self.dials
            .iter()
            .find(|dial| dial.difficulty == difficulty)
            .map_or_else(Vec::new, |dial| dial.rounds.clone())
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HebsSetup {
    pub columns: Arc<ColumnSet>,
    /// The faction each seat plays. Seat 1 is the Foe when `foe` is set.
    pub factions: [Arc<Faction>; 2],
    #[serde(default)]
    pub variants: Variants,
    #[serde(default)]
    pub foe: Option<FoeSetup>,
    /// Names shown for the seats.
    #[serde(default)]
    pub names: [String; 2],
    /// The computer plays seat 1 at this level (the app's seat: no rule reads it).
    #[serde(default)]
    pub opponent: Option<super::opponent::Level>,
}
