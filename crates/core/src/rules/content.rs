//! 1650's content files (assets/1650/): where they are, how each parses, and the checks that
//! span files (Peculiarities and blessings named on cards exist, ids are unique, ready-made
//! bands obey the hiring rules).

use super::antagonists::AntagonistCatalogue;
use super::blessings::BlessingCatalogue;
use super::cards::{Band, ContractCard, FactionCatalogue, PeculiarityCatalogue, card_problems};
use super::dexterity::{DexterityCatalogue, check_deck};
use super::enclaves::EnclaveCatalogue;
use super::hiring::{Roster, RosterSummary, check_roster};
use super::panoply::{PanoplyCatalogue, check_purchases};
use super::rule;
use crate::data::{DataError, parse_ron};
use crate::msg;
use crate::record::Rejection;
use serde::de::DeserializeOwned;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub const PECULIARITIES_FILE: &str = "assets/1650/peculiarities.ron";
pub const FACTIONS_FILE: &str = "assets/1650/factions.ron";
pub const DEXTERITY_FILE: &str = "assets/1650/dexterity.ron";
pub const PANOPLY_FILE: &str = "assets/1650/panoply.ron";
pub const ENCLAVES_FILE: &str = "assets/1650/enclaves.ron";
pub const ANTAGONISTS_FILE: &str = "assets/1650/antagonists.ron";
pub const BLESSINGS_FILE: &str = "assets/1650/blessings.ron";
pub const BANDS_FOLDER: &str = "assets/1650/bands/";
/// Ready-made bands for quick play (`Roster` files).
pub const ROSTERS_FOLDER: &str = "assets/1650/rosters/";

/// Parses one 1650 content file by its place; `None` if the file is not 1650 content.
pub fn validate_file(label: &str, text: &str) -> Option<Result<(), DataError>> {
    let parsed = match label {
        PECULIARITIES_FILE => parse_ron::<PeculiarityCatalogue>(label, text).map(drop),
        FACTIONS_FILE => parse_ron::<FactionCatalogue>(label, text).map(drop),
        DEXTERITY_FILE => parse_ron::<DexterityCatalogue>(label, text).map(drop),
        PANOPLY_FILE => parse_ron::<PanoplyCatalogue>(label, text).map(drop),
        ENCLAVES_FILE => parse_ron::<EnclaveCatalogue>(label, text).map(drop),
        ANTAGONISTS_FILE => parse_ron::<AntagonistCatalogue>(label, text).map(drop),
        BLESSINGS_FILE => parse_ron::<BlessingCatalogue>(label, text).map(drop),
        _ if label.starts_with(BANDS_FOLDER) => parse_ron::<Band>(label, text).map(drop),
        _ if label.starts_with(ROSTERS_FOLDER) => parse_ron::<Roster>(label, text).map(drop),
        _ => return None,
    };
    Some(parsed)
}

/// Every `.ron` file of a folder under `root`, parsed, with its label (files that do not
/// parse are skipped: `validate_tree` reports them).
fn load_folder<T: DeserializeOwned>(root: &Path, folder: &str) -> Vec<(String, T)> {
    let mut loaded = Vec::new();
    let Ok(paths) = crate::data::ron_files(&root.join(folder)) else {
        return loaded;
    };
    for path in paths {
        let label = format!(
            "{folder}{}",
            path.file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default()
        );
        if let Ok(value) = std::fs::read_to_string(&path)
            .map_err(drop)
            .and_then(|text| parse_ron::<T>(&label, &text).map_err(drop))
        {
            loaded.push((label, value));
        }
    }
    loaded
}

fn load_file<T: DeserializeOwned>(root: &Path, file: &str) -> Option<T> {
    let text = std::fs::read_to_string(root.join(file)).ok()?;
    parse_ron(file, &text).ok()
}

/// The bands under `root`, with the file each came from.
pub fn load_bands(root: &Path) -> Vec<(String, Band)> {
    load_folder(root, BANDS_FOLDER)
}

pub fn load_peculiarities(root: &Path) -> Option<PeculiarityCatalogue> {
    load_file(root, PECULIARITIES_FILE)
}

/// All of 1650's content, loaded together; a missing or broken file leaves its part empty.
#[derive(Clone, Debug)]
pub struct Content {
    /// The folder holding assets/ and scenarios/.
    pub root: PathBuf,
    pub bands: Vec<Band>,
    pub peculiarities: PeculiarityCatalogue,
    pub dexterity: DexterityCatalogue,
    pub panoply: PanoplyCatalogue,
    pub enclaves: EnclaveCatalogue,
    pub antagonists: AntagonistCatalogue,
    pub blessings: BlessingCatalogue,
    /// Ready-made bands, with their files.
    pub rosters: Vec<(String, Roster)>,
}

impl Content {
    pub fn load(root: &Path) -> Self {
        Self {
            root: root.to_path_buf(),
            bands: load_bands(root).into_iter().map(|(_, band)| band).collect(),
            peculiarities: load_peculiarities(root).unwrap_or(PeculiarityCatalogue {
                peculiarities: Vec::new(),
            }),
            dexterity: load_file(root, DEXTERITY_FILE)
                .unwrap_or(DexterityCatalogue { cards: Vec::new() }),
            panoply: load_file(root, PANOPLY_FILE)
                .unwrap_or(PanoplyCatalogue { cards: Vec::new() }),
            enclaves: load_file(root, ENCLAVES_FILE).unwrap_or(EnclaveCatalogue {
                enclaves: Vec::new(),
            }),
            antagonists: load_file(root, ANTAGONISTS_FILE).unwrap_or(AntagonistCatalogue {
                antagonists: Vec::new(),
            }),
            blessings: load_file(root, BLESSINGS_FILE).unwrap_or(BlessingCatalogue {
                blessings: Vec::new(),
            }),
            rosters: load_folder(root, ROSTERS_FOLDER),
        }
    }

    /// A Contract Card of any band, by id.
    pub fn card(&self, id: &str) -> Option<&ContractCard> {
        self.bands
            .iter()
            .flat_map(|band| &band.cards)
            .find(|card| card.id == id)
    }

    /// § Hiring your Band with § Panoply Cards and § Dexterity Cards: the pawns, their items
    /// (paid from what the Pay leaves of the band's value) and the Dexterity deck.
    pub fn check_roster(&self, roster: &Roster) -> Result<RosterSummary, Vec<Rejection>> {
        let mut problems = Vec::new();
        let summary = check_roster(roster, &self.bands).map_err(|found| problems.extend(found));
        let hired: Vec<&ContractCard> =
            roster.hires.iter().filter_map(|id| self.card(id)).collect();
        if hired.len() == roster.hires.len() {
            match check_purchases(&hired, &roster.panoply, &self.panoply) {
                Ok(cost) => {
                    let pay: u32 = hired.iter().map(|card| card.pay).sum();
                    if pay + cost > roster.value {
                        problems.push(Rejection::by_rule(
                            rule("Panoply Cards"),
                            msg!(
                                "rules-content-over-value",
                                pay = pay,
                                panoply = cost,
                                total = pay + cost,
                                value = roster.value
                            ),
                        ));
                    }
                }
                Err(found) => problems.extend(found),
            }
        }
        if let Err(found) = check_deck(&roster.dexterity, roster.value, &self.dexterity) {
            problems.extend(found);
        }
        match summary {
            Ok(summary) if problems.is_empty() => Ok(summary),
            _ => Err(problems),
        }
    }
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
    let content = Content::load(root);
    let mut errors = Vec::new();
    let mut seen: BTreeMap<&str, &str> = BTreeMap::new();
    let antagonists = content
        .antagonists
        .antagonists
        .iter()
        .map(|antagonist| (ANTAGONISTS_FILE, &antagonist.card));
    let cards = bands
        .iter()
        .flat_map(|(label, band)| band.cards.iter().map(move |card| (label.as_str(), card)));
    for (label, card) in cards.chain(antagonists) {
        if let Some(first) = seen.insert(card.id.as_str(), label) {
            errors.push(DataError::whole_file(
                label,
                format!("card id '{}' is also used in {first}", card.id),
            ));
        }
        let mut problems = card_problems(card, &peculiarities);
        for blessing in &card.blessings {
            if content.blessings.get(blessing).is_none() {
                problems.push(format!("blessing '{blessing}' is not in {BLESSINGS_FILE}"));
            }
        }
        for problem in problems {
            errors.push(DataError::whole_file(
                label,
                format!("{} ({}): {problem}", card.name, card.id),
            ));
        }
    }
    let catalogue_problems = [
        (DEXTERITY_FILE, content.dexterity.problems()),
        (PANOPLY_FILE, content.panoply.problems()),
        (ENCLAVES_FILE, content.enclaves.problems()),
        (BLESSINGS_FILE, content.blessings.problems()),
    ];
    for (file, problems) in catalogue_problems {
        errors.extend(
            problems
                .into_iter()
                .map(|problem| DataError::whole_file(file, problem)),
        );
    }
    for (label, roster) in &content.rosters {
        if let Err(problems) = content.check_roster(roster) {
            errors.extend(problems.into_iter().map(|problem| {
                DataError::whole_file(
                    label.as_str(),
                    format!("{}: {}", roster.name, problem.reason()),
                )
            }));
        }
    }
    errors
}
