//! 1650's content files (assets/1650/): where they are, how each parses, and the checks that
//! span files (Peculiarities named on cards exist, card ids are unique).

use super::cards::{Band, FactionCatalogue, PeculiarityCatalogue, card_problems};
use crate::data::{DataError, parse_ron};
use std::collections::BTreeMap;
use std::path::Path;

pub const PECULIARITIES_FILE: &str = "assets/1650/peculiarities.ron";
pub const FACTIONS_FILE: &str = "assets/1650/factions.ron";
pub const BANDS_FOLDER: &str = "assets/1650/bands/";

/// Parses one 1650 content file by its place; `None` if the file is not 1650 content.
pub fn validate_file(label: &str, text: &str) -> Option<Result<(), DataError>> {
    if label == PECULIARITIES_FILE {
        Some(parse_ron::<PeculiarityCatalogue>(label, text).map(drop))
    } else if label == FACTIONS_FILE {
        Some(parse_ron::<FactionCatalogue>(label, text).map(drop))
    } else if label.starts_with(BANDS_FOLDER) {
        Some(parse_ron::<Band>(label, text).map(drop))
    } else {
        None
    }
}

/// The bands under `root`, with the file each came from (files that do not parse are skipped:
/// `validate_tree` reports them).
pub fn load_bands(root: &Path) -> Vec<(String, Band)> {
    let mut bands = Vec::new();
    let Ok(entries) = std::fs::read_dir(root.join(BANDS_FOLDER)) else {
        return bands;
    };
    let mut paths: Vec<_> = entries
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "ron"))
        .collect();
    paths.sort();
    for path in paths {
        let label = format!(
            "{BANDS_FOLDER}{}",
            path.file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default()
        );
        if let Ok(band) = std::fs::read_to_string(&path)
            .map_err(drop)
            .and_then(|text| parse_ron::<Band>(&label, &text).map_err(drop))
        {
            bands.push((label, band));
        }
    }
    bands
}

pub fn load_peculiarities(root: &Path) -> Option<PeculiarityCatalogue> {
    let text = std::fs::read_to_string(root.join(PECULIARITIES_FILE)).ok()?;
    parse_ron(PECULIARITIES_FILE, &text).ok()
}

/// The checks that need several files at once.
pub fn cross_check(root: &Path) -> Vec<DataError> {
    let bands = load_bands(root);
    if bands.is_empty() {
        return Vec::new();
    }
    let Some(peculiarities) = load_peculiarities(root) else {
        return vec![DataError::whole_file(
            PECULIARITIES_FILE,
            "is missing or broken, so the bands' Peculiarities cannot be checked",
        )];
    };
    let mut errors = Vec::new();
    let mut seen: BTreeMap<&str, &str> = BTreeMap::new();
    for (label, band) in &bands {
        for card in &band.cards {
            if let Some(first) = seen.insert(card.id.as_str(), label.as_str()) {
                errors.push(DataError::whole_file(
                    label,
                    format!("card id '{}' is also used in {first}", card.id),
                ));
            }
            for problem in card_problems(card, &peculiarities) {
                errors.push(DataError::whole_file(
                    label,
                    format!("{} ({}): {problem}", card.name, card.id),
                ));
            }
        }
    }
    errors
}
