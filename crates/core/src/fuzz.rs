//! Mutation fuzzing of what the game reads from disk: saved games of every mode and the
//! shipped data files, damaged by seeded random mutations (digits changed, huge, negative and
//! not-a-number values, spans cut and doubled, stray brackets and quotes, truncation) and read
//! the way the game reads them. Each input must be accepted or refused with a message: never a
//! panic. The tests run a few thousand cases; `ysbilia fuzz --cases N` runs a long campaign.

use crate::conflict::Conflict;
use crate::conflict::computer::library::ConflictLibrary;
use crate::data::validate_file;
use crate::hebs::computer::HebsSimulation;
use crate::hebs::content::HebsLibrary;
use crate::hebs::{StElmo, Tears};
use crate::melee::Melee;
use crate::session::Session;
use crate::simulate::{Chooser, Simulate, replay_any};
use crate::storage::record_to_ron;
use crate::table::layout::Layout;
use crate::table::scenery::Scenery;
use std::cell::RefCell;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use std::sync::Once;
use std::time::{Duration, Instant};

/// Commands played into each sample record: enough to reach the middle of a game.
const SAMPLE_COMMANDS: usize = 60;
/// Crashes kept to show.
const CRASHES_KEPT: usize = 5;

/// One input to read: a label (a file's place) and its text.
#[derive(Clone, Debug)]
pub struct Sample {
    pub label: String,
    pub text: String,
    kind: Kind,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A saved game, read as `ysbilia replay` and the Load game screen read it.
    Record,
    /// A data file under assets/ or scenarios/, read as `ysbilia validate` reads it.
    DataFile,
}

/// How a campaign went.
#[derive(Clone, Debug, Default)]
pub struct FuzzSummary {
    pub cases: usize,
    pub accepted: usize,
    pub refused: usize,
    pub crashed: usize,
    /// The first crashes: the input's label, the mutation and the panic's message.
    pub crashes: Vec<String>,
    /// The longest any one case took.
    pub slowest: Duration,
    pub seconds: f64,
}

impl FuzzSummary {
    pub fn line(&self) -> String {
        format!(
            "fuzz cases={} accepted={} refused={} crashed={} slowest_ms={} seconds={:.1}",
            self.cases,
            self.accepted,
            self.refused,
            self.crashed,
            self.slowest.as_millis(),
            self.seconds
        )
    }
}

/// A saved game of each built mode, played `SAMPLE_COMMANDS` commands from a seeded start by
/// the computer, as the game would save it.
pub fn sample_records(root: &Path, seed: u64) -> Result<Vec<Sample>, String> {
    let conflicts = ConflictLibrary::load(root)?;
    let hebs = HebsLibrary::load(root).map_err(|error| error.to_string())?;
    let two_players = HebsSimulation {
        library: hebs.clone(),
        solo: false,
    };
    let solo = HebsSimulation {
        library: hebs,
        solo: true,
    };
    Ok(vec![
        record_sample::<Conflict>(&conflicts, seed, "autosave-brawl.ron")?,
        record_sample::<StElmo>(&two_players, seed, "autosave-st-elmo.ron")?,
        record_sample::<StElmo>(&solo, seed, "st-elmo-against-the-foe.ron")?,
        record_sample::<Tears>(&two_players, seed, "autosave-tears.ron")?,
        record_sample::<Melee>(&(), seed, "autosave-melee.ron")?,
    ])
}

fn record_sample<G: Simulate>(
    library: &G::Library,
    seed: u64,
    label: &str,
) -> Result<Sample, String> {
    let mut chooser = Chooser::new(seed);
    let setup = G::simulation_setup(library, &mut chooser, None);
    let mut session = Session::<G>::start_quiet(setup, seed).map_err(|error| error.to_string())?;
    for _ in 0..SAMPLE_COMMANDS {
        let Some(command) = session.game().choose(&mut chooser) else {
            break;
        };
        if session.play(command).is_err() {
            break;
        }
    }
    let text = record_to_ron(&session.record()).map_err(|error| error.to_string())?;
    Ok(Sample {
        label: label.to_owned(),
        text,
        kind: Kind::Record,
    })
}

/// Every `.ron` file under `root`'s assets/ and scenarios/, labelled by its place.
pub fn sample_data_files(root: &Path) -> Vec<Sample> {
    let mut samples = Vec::new();
    let mut folders = vec![root.join("assets"), root.join("scenarios")];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for path in entries.flatten().map(|entry| entry.path()) {
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|extension| extension == "ron")
                && let Ok(text) = std::fs::read_to_string(&path)
            {
                let label = path
                    .strip_prefix(root)
                    .unwrap_or(&path)
                    .to_string_lossy()
                    .replace('\\', "/");
                samples.push(Sample {
                    label,
                    text,
                    kind: Kind::DataFile,
                });
            }
        }
    }
    samples.sort_by(|first, second| first.label.cmp(&second.label));
    samples
}

/// Reads `text` as the game reads a file at `sample`'s place: Ok when it is accepted.
fn read(sample: &Sample, text: &str) -> Result<(), String> {
    match sample.kind {
        Kind::Record => replay_any(&sample.label, text)
            .map(drop)
            .map_err(|error| error.to_string()),
        Kind::DataFile => {
            validate_file(&sample.label, text).map_err(|error| error.to_string())?;
            if sample.label.starts_with(crate::data::LAYOUTS_FOLDER) {
                // A layout that validates is built into colliders, as a conflict builds it.
                let layout =
                    Layout::parse(&sample.label, text).map_err(|error| error.to_string())?;
                drop(Scenery::new(layout));
            }
            Ok(())
        }
    }
}

/// Runs `cases` mutated inputs, shared round-robin among `samples`, from `seed`.
pub fn fuzz(samples: &[Sample], cases: usize, seed: u64) -> FuzzSummary {
    install_quiet_panics();
    let started = Instant::now();
    let mut random = Chooser::new(seed);
    let mut summary = FuzzSummary::default();
    if samples.is_empty() {
        return summary;
    }
    for case in 0..cases {
        let sample = &samples[case % samples.len()];
        let (text, mutation) = mutate(&sample.text, &mut random);
        let began = Instant::now();
        PANIC_MESSAGE.with(|message| message.borrow_mut().take());
        QUIET.with(|quiet| *quiet.borrow_mut() = true);
        let outcome = catch_unwind(AssertUnwindSafe(|| read(sample, &text)));
        QUIET.with(|quiet| *quiet.borrow_mut() = false);
        summary.slowest = summary.slowest.max(began.elapsed());
        summary.cases += 1;
        match outcome {
            Ok(Ok(())) => summary.accepted += 1,
            Ok(Err(_)) => summary.refused += 1,
            Err(_) => {
                summary.crashed += 1;
                if summary.crashes.len() < CRASHES_KEPT {
                    let message = PANIC_MESSAGE
                        .with(|message| message.borrow_mut().take())
                        .unwrap_or_else(|| "a panic".to_owned());
                    summary
                        .crashes
                        .push(format!("{} ({mutation}): {message}", sample.label));
                }
            }
        }
    }
    summary.seconds = started.elapsed().as_secs_f64();
    summary
}

thread_local! {
    /// Set while a fuzz case runs on this thread: its panics are caught and kept, not printed.
    static QUIET: RefCell<bool> = const { RefCell::new(false) };
    static PANIC_MESSAGE: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// A panic hook that keeps a fuzz case's panic message (with its place) instead of printing
/// it, and leaves every other panic to the hook that was there before.
fn install_quiet_panics() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if QUIET.with(|quiet| *quiet.borrow()) {
                let place = info
                    .location()
                    .map(|location| format!(" at {}:{}", location.file(), location.line()))
                    .unwrap_or_default();
                let text = info
                    .payload()
                    .downcast_ref::<&str>()
                    .map(|text| (*text).to_owned())
                    .or_else(|| info.payload().downcast_ref::<String>().cloned())
                    .unwrap_or_default();
                PANIC_MESSAGE
                    .with(|message| *message.borrow_mut() = Some(format!("{text}{place}")));
            } else {
                previous(info);
            }
        }));
    });
}

/// Values that break careless code: huge, negative, the edges of integer types, not numbers.
const NASTY_NUMBERS: [&str; 14] = [
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "2147483647",
    "-2147483648",
    "-1",
    "0",
    "65535",
    "255",
    "1e30",
    "-1e30",
    "NaN",
    "inf",
    "0.000001",
];
/// Characters a hand edit or a torn write leaves behind.
const STRAY: [&str; 10] = ["(", ")", "[", "]", "\"", ",", ":", "{", "}", "'"];

/// One seeded mutation of `text`, and its description.
fn mutate(text: &str, random: &mut Chooser) -> (String, String) {
    let chars: Vec<char> = text.chars().collect();
    if chars.is_empty() {
        return (String::new(), "empty".to_owned());
    }
    let at = between(random, 0, chars.len());
    let collect =
        |parts: &[&[char]]| -> String { parts.iter().flat_map(|part| part.iter()).collect() };
    match between(random, 0, 8) {
        // A digit changed to another.
        0 => {
            let digits: Vec<usize> = chars
                .iter()
                .enumerate()
                .filter(|(_, c)| c.is_ascii_digit())
                .map(|(index, _)| index)
                .collect();
            let Some(&place) = digits.get(between(random, 0, digits.len().max(1))) else {
                return (text.to_owned(), "no digit".to_owned());
            };
            let mut changed = chars.clone();
            changed[place] = char::from(b'0' + u8::try_from(between(random, 0, 10)).unwrap_or(0));
            (changed.into_iter().collect(), format!("digit at {place}"))
        }
        // A whole number replaced by a nasty one.
        1 | 2 => {
            let numbers = number_spans(&chars);
            let Some(&(start, end)) = numbers.get(between(random, 0, numbers.len().max(1))) else {
                return (text.to_owned(), "no number".to_owned());
            };
            let nasty = NASTY_NUMBERS[between(random, 0, NASTY_NUMBERS.len())];
            let replaced: String = chars[..start]
                .iter()
                .chain(nasty.chars().collect::<Vec<_>>().iter())
                .chain(chars[end..].iter())
                .collect();
            (replaced, format!("number at {start} set to {nasty}"))
        }
        // A span cut out.
        3 => {
            let end = (at + between(random, 1, 64)).min(chars.len());
            (
                collect(&[&chars[..at], &chars[end..]]),
                format!("cut {at}..{end}"),
            )
        }
        // A span doubled.
        4 => {
            let end = (at + between(random, 1, 64)).min(chars.len());
            (
                collect(&[&chars[..end], &chars[at..]]),
                format!("doubled {at}..{end}"),
            )
        }
        // A stray bracket, quote or comma.
        5 => {
            let stray = STRAY[between(random, 0, STRAY.len())];
            let inserted: String = chars[..at]
                .iter()
                .chain(stray.chars().collect::<Vec<_>>().iter())
                .chain(chars[at..].iter())
                .collect();
            (inserted, format!("'{stray}' at {at}"))
        }
        // Truncated, as a torn write leaves it.
        6 => (chars[..at].iter().collect(), format!("truncated at {at}")),
        // Two lines swapped.
        _ => {
            let mut lines: Vec<&str> = text.lines().collect();
            if lines.len() < 2 {
                return (text.to_owned(), "one line".to_owned());
            }
            let first = between(random, 0, lines.len());
            let second = between(random, 0, lines.len());
            lines.swap(first, second);
            (
                lines.join("\n"),
                format!("lines {first} and {second} swapped"),
            )
        }
    }
}

/// A number in `low..high` (`low` when the range is empty), from the fuzzer's own seeded dice.
fn between(random: &mut Chooser, low: usize, high: usize) -> usize {
    low + random.index(high.saturating_sub(low)).unwrap_or(0)
}

/// Where the numbers in the text are (digits, with a sign, a point and an exponent).
fn number_spans(chars: &[char]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut index = 0;
    while index < chars.len() {
        let starts = chars[index].is_ascii_digit()
            && (index == 0 || !(chars[index - 1].is_alphanumeric() || chars[index - 1] == '_'));
        if starts {
            let start = if index > 0 && chars[index - 1] == '-' {
                index - 1
            } else {
                index
            };
            let mut end = index;
            while end < chars.len()
                && (chars[end].is_ascii_digit() || matches!(chars[end], '.' | 'e' | 'E'))
            {
                end += 1;
            }
            spans.push((start, end));
            index = end;
        } else {
            index += 1;
        }
    }
    spans
}
