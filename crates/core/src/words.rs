//! Words in one place: core says what happened as a message id with arguments (names, numbers,
//! cards, nested phrases), never as an English sentence; the catalogue renders it in the
//! player's language from Fluent files under `assets/i18n/<language>/`. A saved game holds its
//! commands, and its log is replayed as messages, so a game reads the same in any language.
//!
//! The catalogue is i18n-embed's Fluent loader, one for the process: English (`en-US`, the
//! fallback) is built into the binary from core's files; the app loads the player's language
//! and its own file (`ysbilia.ftl`, checked at compile time by `fl!`) from the folder.

use i18n_embed::fluent::FluentLanguageLoader;
use i18n_embed::unic_langid::LanguageIdentifier;
use i18n_embed::{I18nAssets, LanguageLoader};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::LazyLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// The language every message exists in, and the one the game falls back to.
pub const FALLBACK_LANGUAGE: &str = "en-US";

/// i18n-embed's domain: the file `fl!` checks the app's own words against is `<domain>.ftl`.
pub const DOMAIN: &str = "ysbilia";

/// The id of a sentence written before its words moved to the catalogue: the text is its one
/// argument, in English. Its uses are counted down to none (`tests/it/words.rs`).
pub const UNTRANSLATED: &str = "untranslated";

/// Core's English catalogue, built into the binary so that a log, a refusal and the command
/// line read without the data folder.
const CORE_ENGLISH: &[(&str, &str)] = &[
    (
        "core.ftl",
        include_str!("../../../assets/i18n/en-US/core.ftl"),
    ),
    (
        "melee.ftl",
        include_str!("../../../assets/i18n/en-US/melee.ftl"),
    ),
    (
        "hebs.ftl",
        include_str!("../../../assets/i18n/en-US/hebs.ftl"),
    ),
    (
        "1650-rules.ftl",
        include_str!("../../../assets/i18n/en-US/1650-rules.ftl"),
    ),
    (
        "1650-computer-solo.ftl",
        include_str!("../../../assets/i18n/en-US/1650-computer-solo.ftl"),
    ),
    (
        "1650-combat.ftl",
        include_str!("../../../assets/i18n/en-US/1650-combat.ftl"),
    ),
    (
        "1650-conflict.ftl",
        include_str!("../../../assets/i18n/en-US/1650-conflict.ftl"),
    ),
    (
        "1650-table.ftl",
        include_str!("../../../assets/i18n/en-US/1650-table.ftl"),
    ),
    (
        "1650-band-turns.ftl",
        include_str!("../../../assets/i18n/en-US/1650-band-turns.ftl"),
    ),
    (
        "1650-commissions.ftl",
        include_str!("../../../assets/i18n/en-US/1650-commissions.ftl"),
    ),
];

/// One thing core says: a message id of the catalogue and its named arguments.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Message {
    pub id: Cow<'static, str>,
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

/// A message's argument: what Fluent receives as a number or a string.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Arg {
    Int(i64),
    /// A number with one decimal (a distance in cm), kept as tenths so messages compare exactly.
    Tenths(i64),
    /// A name from the game's data (a card, a Squire, a band), shown as it is written there.
    Text(String),
    /// A phrase of its own, rendered first in the same language (a refusal inside a refusal).
    Message(Box<Message>),
}

impl Message {
    pub fn new(id: impl Into<Cow<'static, str>>) -> Self {
        Self {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// Adds the argument `name` (the Fluent variable `$name`).
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((Cow::Borrowed(name), value.into()));
        self
    }

    /// A sentence still written in English where it is made (see `UNTRANSLATED`).
    pub fn untranslated(text: impl Into<String>) -> Self {
        Self::new(UNTRANSLATED).with("text", Arg::Text(text.into()))
    }

    pub fn is_untranslated(&self) -> bool {
        self.id == UNTRANSLATED
    }

    /// This message and every message nested in its arguments, added to `into`.
    pub fn collect_into(&self, into: &mut Vec<Message>) {
        into.push(self.clone());
        for (_, arg) in &self.args {
            if let Arg::Message(inner) = arg {
                inner.collect_into(into);
            }
        }
    }
}

/// `msg!` takes a message id and its `name = value` arguments: a `Message`, in the order the code
/// reads.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::words::Message::new($id)$(.with(stringify!($name), $value))*
    };
}

impl From<String> for Message {
    fn from(text: String) -> Self {
        Self::untranslated(text)
    }
}

impl From<&str> for Message {
    fn from(text: &str) -> Self {
        Self::untranslated(text)
    }
}

macro_rules! integer_args {
    ($($integer:ty),*) => {$(
        impl From<$integer> for Arg {
            fn from(value: $integer) -> Self {
                Arg::Int(i64::from(value))
            }
        }
    )*};
}
integer_args!(i8, i16, i32, i64, u8, u16, u32);

impl From<usize> for Arg {
    fn from(value: usize) -> Self {
        Arg::Int(i64::try_from(value).unwrap_or(i64::MAX))
    }
}

impl From<String> for Arg {
    fn from(value: String) -> Self {
        Arg::Text(value)
    }
}

impl From<&str> for Arg {
    fn from(value: &str) -> Self {
        Arg::Text(value.to_owned())
    }
}

impl From<&String> for Arg {
    fn from(value: &String) -> Self {
        Arg::Text(value.clone())
    }
}

impl From<Message> for Arg {
    fn from(value: Message) -> Self {
        Arg::Message(Box::new(value))
    }
}

impl Arg {
    /// A distance or other measure, to one decimal.
    pub fn tenths(value: f32) -> Self {
        Arg::Tenths((value * 10.0).round() as i64)
    }
}

/// A message as an argument of another message of the app's (`tr!`): rendered in the same
/// language first.
impl From<Message> for fluent::FluentValue<'static> {
    fn from(message: Message) -> Self {
        render(&message).into()
    }
}

impl From<&Message> for fluent::FluentValue<'static> {
    fn from(message: &Message) -> Self {
        render(message).into()
    }
}

impl fmt::Display for Message {
    /// In the language the catalogue has loaded (English unless the app chose another).
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(&render(self))
    }
}

/// The process's catalogue: core's English at first, the player's language once the app loads it.
pub fn catalogue() -> &'static FluentLanguageLoader {
    static CATALOGUE: LazyLock<FluentLanguageLoader> = LazyLock::new(|| {
        let loader = FluentLanguageLoader::new(DOMAIN, fallback_language());
        // Built into the binary: a failure here is a broken build, which every test would show.
        if let Err(error) = loader.load_languages(&BuiltIn { more: &[] }, &[fallback_language()]) {
            eprintln!("core's English catalogue does not load: {error}");
        }
        configure(&loader);
        loader
    });
    &CATALOGUE
}

pub fn fallback_language() -> LanguageIdentifier {
    LanguageIdentifier::from_bytes(FALLBACK_LANGUAGE.as_bytes()).unwrap_or_default()
}

/// Loads `language` (and English under it) from the `.ftl` files of `folder/<language>/`:
/// every file there, core's and the app's. A new language is a new folder. On a problem the
/// catalogue is left as it was, and the problem is a message of the built-in English.
pub fn load_folder(folder: &Path, language: &LanguageIdentifier) -> Result<(), Message> {
    let english = folder.join(FALLBACK_LANGUAGE);
    if !english.is_dir() {
        return Err(crate::msg!(
            "words-folder-missing",
            folder = english.display().to_string()
        ));
    }
    let assets = LanguageFolder {
        root: folder.to_path_buf(),
    };
    catalogue()
        .load_languages(&assets, std::slice::from_ref(language))
        .map_err(|error| {
            crate::msg!(
                "words-folder-broken",
                folder = folder.display().to_string(),
                error = error.to_string()
            )
        })?;
    configure(catalogue());
    Ok(())
}

/// Loads the English built into the binary: core's, and `more` (the app's own file), for when
/// the data folder cannot be read.
pub fn load_built_in(more: &'static [(&'static str, &'static str)]) {
    let assets = BuiltIn { more };
    if let Err(error) = catalogue().load_languages(&assets, &[fallback_language()]) {
        eprintln!("the built-in English catalogue does not load: {error}");
    }
    configure(catalogue());
}

/// `message` in the catalogue's language; a message the catalogue lacks reads as its id and
/// arguments rather than as nothing (a test keeps that from ever reaching a player).
pub fn render(message: &Message) -> String {
    try_render(message).unwrap_or_else(|problem| problem)
}

/// Whether the pseudo-locale is on (each load of the catalogue sets its transform again).
static PSEUDO: AtomicBool = AtomicBool::new(false);

/// Shows every word of the catalogue in the pseudo-locale from now on (or no longer): the
/// messages' own text changes, their arguments (names, numbers, paths) do not.
pub fn set_pseudo_locale(on: bool) {
    PSEUDO.store(on, Ordering::Relaxed);
    configure(catalogue());
}

/// What every load of the catalogue sets again: no Unicode isolation marks (egui would draw
/// them as boxes), and the pseudo-locale's transform when it is on.
fn configure(loader: &FluentLanguageLoader) {
    loader.set_use_isolating(false);
    let transform: Option<fn(&str) -> Cow<'_, str>> = if PSEUDO.load(Ordering::Relaxed) {
        Some(|text| Cow::Owned(pseudo(text)))
    } else {
        None
    };
    loader.with_bundles_mut(|bundle| bundle.set_transform(transform));
}

/// How much longer the pseudo-locale makes every text: translations run longer than English
/// (German and Spanish by a third or more), so a layout that holds this holds them.
pub const PSEUDO_GROWTH: f32 = 0.4;

/// `text` with accented letters and 40 % more length, in words that wrap: what the window test
/// shows to find text that is cut, overlaps, or never went through the catalogue. (A piece of
/// a message between its arguments grows by its own length's share.)
pub fn pseudo(text: &str) -> String {
    let accented: String = text
        .chars()
        .map(|letter| match letter {
            'a' => 'á',
            'e' => 'é',
            'i' => 'í',
            'o' => 'ö',
            'u' => 'ü',
            'n' => 'ñ',
            'c' => 'ç',
            'y' => 'ý',
            'A' => 'Å',
            'E' => 'É',
            'I' => 'Î',
            'O' => 'Ø',
            'U' => 'Ü',
            'C' => 'Ç',
            'N' => 'Ñ',
            other => other,
        })
        .collect();
    let letters = text.chars().count();
    let extra = (letters as f32 * PSEUDO_GROWTH).ceil() as usize;
    if extra == 0 {
        return accented;
    }
    // Filler in words of up to five, so that long texts still wrap at spaces.
    let filler: String = (0..extra)
        .map(|index| if index % 6 == 5 { ' ' } else { '·' })
        .collect();
    format!("{accented} {}", filler.trim_end())
}

/// `message` rendered, or what is wrong: an id no catalogue has, or an argument it lacks.
pub fn try_render(message: &Message) -> Result<String, String> {
    let mut args = fluent::FluentArgs::new();
    for (name, arg) in &message.args {
        let value = match arg {
            Arg::Int(number) => fluent::FluentValue::from(*number),
            Arg::Tenths(tenths) => tenths_number(*tenths),
            Arg::Text(text) => text.clone().into(),
            Arg::Message(inner) => try_render(inner)?.into(),
        };
        args.set(name.clone(), value);
    }
    let loader = catalogue();
    if !loader.has(&message.id) {
        return Err(format!("[{}: {message:?}]", message.id));
    }
    // The bundles are searched in the loaded order: the player's language, then English.
    let rendered = loader.with_fluent_message_and_bundle(&message.id, |found, bundle| {
        let pattern = found.value()?;
        let mut errors = Vec::new();
        let text = bundle
            .format_pattern(pattern, Some(&args), &mut errors)
            .into_owned();
        Some((
            text,
            errors.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ))
    });
    match rendered.flatten() {
        Some((text, errors)) if errors.is_empty() => Ok(text),
        Some((_, errors)) => Err(format!("[{}: {}]", message.id, errors.join("; "))),
        None => Err(format!("[{}: no value]", message.id)),
    }
}

/// A number shown with one decimal ("17.0 cm"), still a number to Fluent's plural rules.
fn tenths_number(tenths: i64) -> fluent::FluentValue<'static> {
    let mut number = fluent::types::FluentNumber::from(tenths as f64 / 10.0);
    number.options.minimum_fraction_digits = Some(1);
    fluent::FluentValue::Number(number)
}

/// English files built into the binary: core's, and `more`.
struct BuiltIn {
    more: &'static [(&'static str, &'static str)],
}

impl I18nAssets for BuiltIn {
    fn get_files(&self, file_path: &str) -> Vec<Cow<'_, [u8]>> {
        if file_path == format!("{FALLBACK_LANGUAGE}/{DOMAIN}.ftl") {
            CORE_ENGLISH
                .iter()
                .chain(self.more)
                .map(|(_, text)| Cow::Borrowed(text.as_bytes()))
                .collect()
        } else {
            Vec::new()
        }
    }

    fn filenames_iter(&self) -> Box<dyn Iterator<Item = String> + '_> {
        Box::new(
            CORE_ENGLISH
                .iter()
                .chain(self.more)
                .map(|(name, _)| format!("{FALLBACK_LANGUAGE}/{name}")),
        )
    }
}

/// A folder of languages, one sub-folder each: every `.ftl` file in a language's folder belongs
/// to the one domain (i18n-embed asks for `<language>/<domain>.ftl`).
struct LanguageFolder {
    root: PathBuf,
}

impl LanguageFolder {
    fn files(&self, language: &str) -> Vec<PathBuf> {
        let Ok(entries) = std::fs::read_dir(self.root.join(language)) else {
            return Vec::new();
        };
        let mut files: Vec<PathBuf> = entries
            .filter_map(|entry| entry.ok().map(|entry| entry.path()))
            .filter(|path| path.extension().is_some_and(|extension| extension == "ftl"))
            .collect();
        files.sort();
        files
    }
}

impl I18nAssets for LanguageFolder {
    fn get_files(&self, file_path: &str) -> Vec<Cow<'_, [u8]>> {
        let Some(language) = file_path.strip_suffix(&format!("/{DOMAIN}.ftl")) else {
            return Vec::new();
        };
        self.files(language)
            .into_iter()
            .filter_map(|path| std::fs::read(path).ok().map(Cow::Owned))
            .collect()
    }

    fn filenames_iter(&self) -> Box<dyn Iterator<Item = String> + '_> {
        let languages = std::fs::read_dir(&self.root)
            .into_iter()
            .flatten()
            .filter_map(|entry| entry.ok())
            .filter_map(|entry| entry.file_name().into_string().ok());
        Box::new(languages.map(|language| format!("{language}/{DOMAIN}.ftl")))
    }
}
