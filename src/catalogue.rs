//! The data the app reads at start: the mode catalogue, and every problem found in the data tree,
//! so the menu can show them while the game still starts.

use crate::paths::project_root;
use bevy::prelude::*;
use ysbilia_core::data::{DataError, MODE_CATALOGUE_FILE, ModeCatalogue, validate_tree};

/// The catalogue, or `None` if assets/modes.ron is missing or broken (the menu then shows titles).
#[derive(Resource, Default)]
pub struct Catalogue(pub Option<ModeCatalogue>);

/// Every data-file problem found at start, shown on the main menu.
#[derive(Resource, Default)]
pub struct DataProblems(pub Vec<DataError>);

pub fn plugin(app: &mut App) {
    let root = project_root();
    let report = validate_tree(&root);
    for error in &report.errors {
        error!("data file problem: {error}");
    }
    let catalogue = std::fs::read_to_string(root.join(MODE_CATALOGUE_FILE))
        .ok()
        .and_then(|text| ModeCatalogue::parse(MODE_CATALOGUE_FILE, &text).ok());
    let mut problems = report.errors;
    if catalogue.is_none()
        && !problems
            .iter()
            .any(|error| error.file == MODE_CATALOGUE_FILE)
    {
        problems.push(DataError::whole_file(
            format!("{}/{MODE_CATALOGUE_FILE}", root.display()),
            crate::tr!("menu-data-not-found"),
        ));
    }
    app.insert_resource(Catalogue(catalogue))
        .insert_resource(DataProblems(problems));
}
