//! The app's words: every text it shows comes from the Fluent catalogue (assets/i18n), through
//! `tr!` for the app's own messages (checked at compile time against
//! assets/i18n/en-US/ysbilia.ftl) and `ysbilia_core::words::render` for what core says.

use crate::paths::project_root;
use i18n_embed::fluent::FluentLanguageLoader;
use i18n_embed::unic_langid::LanguageIdentifier;
use std::path::PathBuf;
use std::sync::Once;
use ysbilia_core::words::{
    FALLBACK_LANGUAGE, load_built_in, load_folder, render, set_pseudo_locale,
};

/// The app's English, built in: the game still speaks when the data folder cannot be read.
const APP_ENGLISH: &[(&str, &str)] = &[(
    "ysbilia.ftl",
    include_str!("../assets/i18n/en-US/ysbilia.ftl"),
)];

/// Chooses the language as `--language` does (clap reads it).
pub const LANGUAGE_VARIABLE: &str = "YSBILIA_LANGUAGE";

/// `tr!("id")` or `tr!("id", name = value)`: the app's message `id` in the player's language.
/// `fl!` refuses at compile time an id or an argument that English lacks.
#[macro_export]
macro_rules! tr {
    ($id:literal $(, $($args:tt)*)?) => {
        i18n_embed_fl::fl!($crate::words::catalogue(), $id $(, $($args)*)?)
    };
}

/// The catalogue, with the app's English built in from the first word on (tests and the command
/// line need no data folder); `load` then chooses the player's language.
pub fn catalogue() -> &'static FluentLanguageLoader {
    BUILT_IN.call_once(|| load_built_in(APP_ENGLISH));
    ysbilia_core::words::catalogue()
}

static BUILT_IN: Once = Once::new();

pub fn catalogue_folder() -> PathBuf {
    project_root().join("assets").join("i18n")
}

/// Loads the catalogue of `language` (English when none is named), and the pseudo-locale when
/// asked. A problem leaves the English built into the binary and is returned, in words.
pub fn load(language: Option<&str>, pseudo_locale: bool) -> Result<(), String> {
    set_pseudo_locale(pseudo_locale);
    // The built-in English first, so that a failure below leaves it (and `catalogue` keeps it).
    catalogue();
    let name = language.unwrap_or(FALLBACK_LANGUAGE);
    let Ok(language) = LanguageIdentifier::from_bytes(name.as_bytes()) else {
        return Err(tr!("words-bad-language", name = name));
    };
    load_folder(&catalogue_folder(), &language).map_err(|why| render(&why))
}
