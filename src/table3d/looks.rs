//! Which picture an obstacle gets, read from assets/table3d/looks.ron: the first rule with a
//! word the piece's name contains. Pictures only; the rules read the piece's kind and size.

use serde::Deserialize;
use std::path::Path;

pub const LOOKS_FILE: &str = "assets/table3d/looks.ron";

/// The pictures an obstacle can have, each drawn inside the piece's footprint and height.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Look {
    Trees,
    Bushes,
    Rocks,
    Masonry,
    Cart,
    Barrels,
    Crates,
    Well,
    Stall,
}

#[derive(Clone, Debug, Deserialize)]
struct LookRule {
    words: Vec<String>,
    look: Look,
}

#[derive(Clone, Debug, Deserialize)]
pub struct LookRules {
    rules: Vec<LookRule>,
    large_default: Look,
    small_default: Look,
}

impl Default for LookRules {
    fn default() -> Self {
        Self {
            rules: Vec::new(),
            large_default: Look::Rocks,
            small_default: Look::Masonry,
        }
    }
}

impl LookRules {
    pub fn read(path: &Path) -> Result<Self, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|problem| format!("{}: {problem}", path.display()))?;
        ron::from_str(&text).map_err(|problem| format!("{}: {problem}", path.display()))
    }

    /// The look of an obstacle named `name` (large or small).
    pub fn look(&self, name: &str, large: bool) -> Look {
        let name = name.to_lowercase();
        self.rules
            .iter()
            .find(|rule| rule.words.iter().any(|word| name.contains(word.as_str())))
            .map_or(
                if large {
                    self.large_default
                } else {
                    self.small_default
                },
                |rule| rule.look,
            )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped() -> LookRules {
        LookRules::read(&crate::paths::project_root().join(LOOKS_FILE)).expect("the shipped looks")
    }

    #[test]
    fn the_shipped_looks_read_and_name_the_obvious_pieces() {
        let rules = shipped();
        assert_eq!(rules.look("olive tree 2", true), Look::Trees);
        assert_eq!(rules.look("Hay Cart", true), Look::Cart);
        assert_eq!(rules.look("barrels", false), Look::Barrels);
        assert_eq!(rules.look("dry-stone wall", false), Look::Masonry);
        assert_eq!(rules.look("market stalls", true), Look::Stall);
        assert_eq!(rules.look("something new", true), rules.large_default);
    }

    #[test]
    fn every_shipped_layout_obstacle_gets_a_look_by_name_not_by_default() {
        let (layouts, _) = ysbilia_core::table::layout_files::read_layouts(
            &crate::paths::project_root().join("scenarios/layouts"),
        );
        let rules = shipped();
        let unnamed: Vec<String> = layouts
            .iter()
            .flat_map(|layout| &layout.pieces)
            .filter(|piece| {
                matches!(
                    piece.kind,
                    ysbilia_core::table::layout::PieceKind::LargeObstacle
                        | ysbilia_core::table::layout::PieceKind::SmallObstacle
                )
            })
            .filter(|piece| {
                let name = piece.id.to_lowercase();
                !rules
                    .rules
                    .iter()
                    .any(|rule| rule.words.iter().any(|word| name.contains(word.as_str())))
            })
            .map(|piece| piece.id.clone())
            .collect();
        assert!(unnamed.is_empty(), "no look names {unnamed:?}");
    }
}
