//! 1650 § Vigour and Vigour Table, § Bruises, Bleeding and Death: the three-colour table, what
//! marking each colour does, and elimination at 0.

use crate::dice::Modifier;
use crate::msg;
use serde::{Deserialize, Serialize};

/// The Vigour table's three colours, in the order boxes are marked. The rulebook's colour swatches
/// are missing from the text; we name them after its section title (docs/rules-gaps.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum VigourBand {
    /// No further effect.
    Bruises,
    /// The first box marked calls for an Audacity roll (or the pawn escapes).
    Bleeding,
    /// The first box marked calls for an Audacity roll, and every roll is −1 from then on.
    Dying,
}

/// A pawn's Vigour table: how many boxes of each colour, marked in that order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VigourTable {
    pub bruises: u32,
    pub bleeding: u32,
    pub dying: u32,
}

impl VigourTable {
    /// The boxes of all three colours (saturating: a table from a damaged file never wraps).
    pub fn total(&self) -> u32 {
        self.bruises
            .saturating_add(self.bleeding)
            .saturating_add(self.dying)
    }

    /// The colour of box `index` (0-based, in marking order).
    pub fn band_of(&self, index: u32) -> VigourBand {
        if index < self.bruises {
            VigourBand::Bruises
        } else if index < self.bruises + self.bleeding {
            VigourBand::Bleeding
        } else {
            VigourBand::Dying
        }
    }
}

/// A pawn's Vigour as it is marked off.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vigour {
    pub table: VigourTable,
    pub marked: u32,
    /// A blessing's boon (or a curse, below 0) on all the pawn's rolls until the end of the turn.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub blessed: i32,
    /// The weather's toll on all the pawn's rolls now (§ The Weather Gets Worse: Heat on a
    /// wounded pawn, cold on one that stood still a whole turn).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub weathered: i32,
}

fn is_zero(value: &i32) -> bool {
    *value == 0
}

/// What the pawn's state adds to every roll it makes: its Dying boxes (§ Bruises, Bleeding and
/// Death) and a blessing's boon or curse this turn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RollEdge {
    pub dying: i32,
    #[serde(default)]
    pub blessed: i32,
    #[serde(default)]
    pub weathered: i32,
}

/// What marking boxes set off (§ Bruises, Bleeding and Death).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Marked {
    pub boxes: u32,
    /// Colours whose first box was marked now: Bleeding and Dying call for an Audacity roll.
    pub first_of: Vec<VigourBand>,
    /// Vigour reached 0: the pawn leaves the table.
    pub eliminated: bool,
}

impl Marked {
    pub fn calls_for_audacity_roll(&self) -> bool {
        !self.eliminated
            && self
                .first_of
                .iter()
                .any(|band| *band != VigourBand::Bruises)
    }
}

impl Vigour {
    pub fn new(table: VigourTable) -> Self {
        Self {
            table,
            marked: 0,
            blessed: 0,
            weathered: 0,
        }
    }

    pub fn remaining(&self) -> u32 {
        self.table.total() - self.marked
    }

    /// Marks `boxes` (no more than remain).
    pub fn mark(&mut self, boxes: u32) -> Marked {
        let boxes = boxes.min(self.remaining());
        let before = self.worst_marked();
        let first_of: Vec<VigourBand> = (self.marked..self.marked + boxes)
            .map(|index| self.table.band_of(index))
            .filter(|band| before.is_none_or(|worst| *band > worst))
            .fold(Vec::new(), |mut bands, band| {
                if !bands.contains(&band) {
                    bands.push(band);
                }
                bands
            });
        self.marked += boxes;
        Marked {
            boxes,
            first_of,
            eliminated: self.remaining() == 0,
        }
    }

    /// The last colour with a marked box, if any.
    pub fn worst_marked(&self) -> Option<VigourBand> {
        self.marked
            .checked_sub(1)
            .map(|last| self.table.band_of(last))
    }

    /// § Bruises, Bleeding and Death: −1 to every roll once a Dying box is marked.
    pub fn roll_penalty(&self) -> i32 {
        if self.worst_marked() == Some(VigourBand::Dying) {
            -1
        } else {
            0
        }
    }
}

impl Vigour {
    /// Everything the pawn's state adds to its rolls.
    pub fn roll_edge(&self) -> RollEdge {
        RollEdge {
            dying: self.roll_penalty(),
            blessed: self.blessed,
            weathered: self.weathered,
        }
    }
}

/// The modifiers a pawn's `RollEdge` puts on its rolls, with their reasons.
pub fn edge_modifiers(edge: RollEdge) -> Vec<Modifier> {
    let mut modifiers = Vec::new();
    if edge.dying != 0 {
        modifiers.push(Modifier::new(
            msg!("rules-dice-dying-boxes-marked"),
            edge.dying,
        ));
    }
    if edge.blessed > 0 {
        modifiers.push(Modifier::new(
            msg!("rules-dice-blessed-this-turn"),
            edge.blessed,
        ));
    } else if edge.blessed < 0 {
        modifiers.push(Modifier::new(
            msg!("rules-dice-cursed-this-turn"),
            edge.blessed,
        ));
    }
    if edge.weathered != 0 {
        modifiers.push(Modifier::new(
            msg!("rules-dice-the-weather"),
            edge.weathered,
        ));
    }
    modifiers
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const TABLE: VigourTable = VigourTable {
        bruises: 3,
        bleeding: 2,
        dying: 2,
    };

    #[test]
    fn bruises_bleeding_and_death_each_colour_acts_the_first_time() {
        let mut vigour = Vigour::new(TABLE);
        let bruised = vigour.mark(2);
        assert!(!bruised.calls_for_audacity_roll());
        let bleeding = vigour.mark(2);
        assert_eq!(bleeding.first_of, vec![VigourBand::Bleeding]);
        assert!(bleeding.calls_for_audacity_roll());
        assert_eq!(vigour.roll_penalty(), 0);
        let again = vigour.mark(0);
        assert!(!again.calls_for_audacity_roll(), "only the first time");
        let dying = vigour.mark(2);
        assert_eq!(dying.first_of, vec![VigourBand::Dying]);
        assert_eq!(vigour.roll_penalty(), -1);
        assert!(vigour.mark(5).eliminated);
        assert_eq!(vigour.remaining(), 0);
    }

    proptest! {
        #[test]
        fn vigour_never_leaves_its_range(hits in prop::collection::vec(0u32..12, 0..20), bruises in 1u32..6, bleeding in 0u32..4, dying in 0u32..4) {
            let mut vigour = Vigour::new(VigourTable { bruises, bleeding, dying });
            for hit in hits {
                let before = vigour.remaining();
                let marked = vigour.mark(hit);
                prop_assert!(vigour.marked <= vigour.table.total());
                prop_assert_eq!(vigour.remaining(), before - marked.boxes);
                prop_assert_eq!(marked.eliminated, vigour.remaining() == 0);
            }
        }
    }
}
