//! The command line: no subcommand plays the game; the others run headless.

use crate::app::{LaunchOptions, build};
use crate::paths::project_root;
use crate::screens::Screen;
use crate::tr;
use clap::{Parser, Subcommand};
use std::path::PathBuf;
use std::process::ExitCode;
use ysbilia_core::data::validate_tree;
use ysbilia_core::mode::Mode;
use ysbilia_core::rules::content::Content;
use ysbilia_core::ruling::resolve::{RulingFile, render as render_rulings, run as run_rulings};
use ysbilia_core::simulate::{Batch, HEBS_SOLO_CLI_NAME, replay_any, simulate_hebs, simulate_mode};
use ysbilia_core::storage::read_text;

/// `println!` for the headless commands: when the reader has gone (`ysbilia sight-map ... | head`)
/// the command ends quietly, as Unix tools do, instead of panicking on the broken pipe.
macro_rules! out {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if let Err(error) = writeln!(std::io::stdout().lock(), $($arg)*)
            && error.kind() == std::io::ErrorKind::BrokenPipe
        {
            std::process::exit(0);
        }
    }};
}

#[derive(Parser, Debug)]
#[command(
    name = "ysbilia",
    version,
    about = tr!("cli-about")
)]
pub struct Arguments {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// Open on this screen: main-menu, load, settings, or a mode (brawl, solo, designer,
    /// st-elmo, tears, melee).
    #[arg(long, value_name = "SCREEN", global = false)]
    pub screen: Option<String>,
    /// Save a screenshot to FILE once the screen has drawn, check it is not blank, and exit.
    #[arg(long, value_name = "FILE")]
    pub check_window: Option<PathBuf>,
    /// With --check-window: play a scripted opening, saving a screenshot at each step beside
    /// FILE. --screen brawl: deploy, activate, move, shoot, clash, to the Honour window;
    /// --screen st-elmo or tears: a game against the Foe to a card played by clicks and paid for.
    #[arg(long)]
    pub scripted_opening: bool,
    /// Time N frames of the screen (after it has drawn; on --screen brawl, once a busy table is
    /// deployed: 30 pieces and about 20 pawns), log their mean, median and slowest, and exit.
    #[arg(long, value_name = "N")]
    pub measure_frames: Option<u32>,
    /// The language of every word shown (a folder under assets/i18n, such as en-US; default
    /// `YSBILIA_LANGUAGE`, else English).
    #[arg(long, value_name = "LANGUAGE", global = true, env = crate::words::LANGUAGE_VARIABLE)]
    pub language: Option<String>,
    /// Show every word in the pseudo-locale (accented, 40 % longer): finds text that is cut,
    /// overlaps, or was never put in the catalogue.
    #[arg(long, global = true)]
    pub pseudo_locale: bool,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Check every data file under assets/ and scenarios/; lists all errors, exits 1 if any.
    Validate {
        /// The folder holding assets/ and scenarios/ (default: the game's own).
        #[arg(long)]
        root: Option<PathBuf>,
    },
    /// Play N games headless with random legal choices and print one summary line.
    Simulate {
        #[arg(long)]
        mode: String,
        #[arg(long, default_value_t = 100)]
        games: usize,
        #[arg(long, default_value_t = 1650)]
        seed: u64,
        /// Players in each game (modes that seat a varying number; by default a mix).
        #[arg(long)]
        players: Option<usize>,
        /// Threads to share the games among (default: one per core). The summary is the same
        /// for any number; only the time differs.
        #[arg(long)]
        threads: Option<usize>,
        /// For `--mode conflict`: the Commission to play (brawl, freeconflict, slaughter,
        /// toseeksanctuary, ambush, rescue, artillery...; default brawl). For `--mode solo`: a
        /// Commission of Alone in the Face of Danger (default "Clearing the Parish", the first).
        #[arg(long)]
        commission: Option<String>,
    },
    /// Two levels of the computer play each other (each seed twice, seats swapped) and the
    /// first's share of decided games and the time per command are printed.
    Duel {
        /// st-elmo or tears (levels random, fair, hard), or brawl (levels easy, hard; with
        /// --commission, another 1650 Commission).
        #[arg(long, default_value = "st-elmo")]
        mode: String,
        /// The level measured (default hard).
        #[arg(long, default_value = "hard")]
        first: String,
        /// The level it plays against (default: random for st-elmo and tears, easy for brawl).
        #[arg(long)]
        second: Option<String>,
        /// For --mode brawl: the 1650 Commission to play (as for simulate), or `every`: each
        /// Commission in turn, then a table of them all.
        #[arg(long)]
        commission: Option<String>,
        #[arg(long, default_value_t = 2000)]
        games: usize,
        #[arg(long, default_value_t = 1650)]
        seed: u64,
        /// Threads to share the games among (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
    },
    /// The balancing lab: every ready-made 1650 band against every other, the same computer
    /// level on both sides (each seed twice, seats swapped); prints the win-rate matrix with 95 %
    /// intervals and Honour margins, writes the chart as SVG and keeps the report for the app.
    Lab {
        /// The 1650 Commission played (two bands; default the Brawl).
        #[arg(long, default_value = "brawl")]
        commission: String,
        /// Games each pair plays (rounded up to even).
        #[arg(long, default_value_t = 10)]
        games: usize,
        /// The computer's level on both sides: easy or hard.
        #[arg(long, default_value = "hard")]
        level: String,
        #[arg(long, default_value_t = 1650)]
        seed: u64,
        /// Threads to share the games among (default: one per core).
        #[arg(long)]
        threads: Option<usize>,
        /// The chart's file (default lab-COMMISSION.svg here).
        #[arg(long)]
        svg: Option<PathBuf>,
    },
    /// Replay a saved game record headless and print its final state hash.
    Replay { file: PathBuf },
    /// Resolve a 1650 rulings file (docs/rulings.md): print each ruling's explanation and
    /// outcome; exit 1 with the reason if a ruling is illegal.
    Ruling { file: PathBuf },
    /// Damage saved games of every mode and the data files with seeded random mutations and
    /// read each as the game would: prints how many were accepted, refused and crashed (exits 1
    /// on any crash, listing the first).
    Fuzz {
        #[arg(long, default_value_t = 100_000)]
        cases: usize,
        #[arg(long, default_value_t = 1650)]
        seed: u64,
    },
    /// Print a scenery layout's sight heat map (how much of the table a pawn sees from each
    /// point) and the fairness of its first two deployment zones (or the rules' 20 cm edges).
    SightMap {
        file: PathBuf,
        /// The grid's cell, in cm.
        #[arg(long, default_value_t = ysbilia_core::table::sight_map::SIGHT_MAP_STEP_CM)]
        step: f32,
    },
}

pub fn run(arguments: Arguments) -> ExitCode {
    if let Err(problem) = crate::words::load(arguments.language.as_deref(), arguments.pseudo_locale)
    {
        eprintln!("{}", tr!("words-in-english", problem = problem));
    }
    match arguments.command {
        None => play(
            arguments.screen.as_deref(),
            arguments.check_window,
            arguments.scripted_opening,
            arguments.measure_frames,
        ),
        Some(Command::Validate { root }) => validate(root.unwrap_or_else(project_root)),
        Some(Command::Simulate {
            mode,
            games,
            seed,
            players,
            threads,
            commission,
        }) => {
            let commission = match commission.as_deref().map(parse_commission) {
                None => None,
                Some(Ok(commission)) => Some(commission),
                Some(Err(problem)) => {
                    eprintln!("simulate: {problem}");
                    return ExitCode::from(2);
                }
            };
            let threads = threads.unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
            });
            simulate(
                &mode,
                Batch {
                    games,
                    seed,
                    players,
                    threads,
                    commission,
                },
            )
        }
        Some(Command::Duel {
            mode,
            first,
            second,
            commission,
            games,
            seed,
            threads,
        }) => crate::duel::run(&crate::duel::DuelArguments {
            commissions: match commission.as_deref() {
                None => Vec::new(),
                Some(every) if every.trim().eq_ignore_ascii_case("every") => {
                    ysbilia_core::conflict::Commission::ALL
                        .into_iter()
                        .chain(ysbilia_core::conflict::Commission::SOLO)
                        .collect()
                }
                Some(name) => match parse_commission(name) {
                    Ok(commission) => vec![commission],
                    Err(problem) => {
                        eprintln!(
                            "duel: {}",
                            tr!("cli-commission-or-every", problem = problem)
                        );
                        return ExitCode::from(2);
                    }
                },
            },
            levels: [first, second.unwrap_or_default()],
            mode,
            games,
            seed,
            threads: threads.unwrap_or_else(|| {
                std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
            }),
        }),
        Some(Command::Lab {
            commission,
            games,
            level,
            seed,
            threads,
            svg,
        }) => match parse_commission(&commission) {
            Ok(commission) => crate::lab::cli::run(&crate::lab::cli::LabArguments {
                commission,
                level,
                games,
                seed,
                threads: threads.unwrap_or_else(|| {
                    std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
                }),
                svg,
            }),
            Err(problem) => {
                eprintln!("lab: {problem}");
                ExitCode::from(2)
            }
        },
        Some(Command::Replay { file }) => replay(&file),
        Some(Command::Ruling { file }) => ruling(&file),
        Some(Command::Fuzz { cases, seed }) => fuzz_campaign(cases, seed),
        Some(Command::SightMap { file, step }) => sight_map(&file, step),
    }
}

fn sight_map(file: &std::path::Path, step: f32) -> ExitCode {
    use ysbilia_core::table::layout::Layout;
    use ysbilia_core::table::scenery::Scenery;
    use ysbilia_core::table::sight_map::{fairness_zones, sight_map, zone_fairness};
    let layout = match read_text(file)
        .map_err(|error| error.to_string())
        .and_then(|text| {
            Layout::parse(&file.display().to_string(), &text).map_err(|error| error.to_string())
        }) {
        Ok(layout) => layout,
        Err(problem) => {
            eprintln!("sight-map: {problem}");
            return ExitCode::FAILURE;
        }
    };
    let table = layout.table;
    let zones = fairness_zones(
        &layout,
        ysbilia_core::conflict::Commission::Brawl.deployment_depth_cm(),
    );
    let name = layout.name.clone();
    let scenery = Scenery::new(layout);
    let map = sight_map(&scenery, step);
    out!(
        "{}",
        tr!(
            "cli-sight-map",
            name = name,
            width = table.width.to_string(),
            depth = table.depth.to_string(),
            step = map.step.to_string()
        )
    );
    for row in (0..map.rows).rev() {
        let line: String = (0..map.columns)
            .map(|column| match map.at(column, row) {
                Some(seen) => char::from_digit((seen * 9.0).round() as u32, 10).unwrap_or('9'),
                None => '#',
            })
            .collect();
        out!("{line}");
    }
    for (index, (zone, fairness)) in zones
        .iter()
        .zip(zone_fairness(&scenery, &map, zones))
        .enumerate()
    {
        let cover = fairness.cover_cm.map_or_else(
            || tr!("cli-no-cover"),
            |cm| tr!("cli-cover", cm = format!("{cm:.1}")),
        );
        out!(
            "{}",
            tr!(
                "cli-zone",
                zone = index.saturating_add(1),
                left = zone.x.to_string(),
                right = (zone.x + zone.width).to_string(),
                near = zone.y.to_string(),
                far = (zone.y + zone.depth).to_string(),
                cells = fairness.cells,
                sight = format!("{:.0}", fairness.sight * 100.0),
                cover = cover,
                sees_other = format!("{:.0}", fairness.sees_other * 100.0)
            )
        );
    }
    ExitCode::SUCCESS
}

fn play(
    screen: Option<&str>,
    window_check: Option<PathBuf>,
    scripted_opening: bool,
    measure_frames: Option<u32>,
) -> ExitCode {
    let screen = match screen.map(|name| Screen::from_name(name).ok_or(name)) {
        None => Screen::MainMenu,
        Some(Ok(screen)) => screen,
        Some(Err(name)) => {
            eprintln!(
                "{}",
                tr!("cli-unknown-screen", name = name, modes = mode_names())
            );
            return ExitCode::from(2);
        }
    };
    match build(LaunchOptions {
        screen,
        window_check,
        scripted_opening,
        measure_frames,
    })
    .run()
    {
        bevy::app::AppExit::Success => ExitCode::SUCCESS,
        bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

fn mode_names() -> String {
    format!(
        "{}, {HEBS_SOLO_CLI_NAME}",
        Mode::ALL.map(Mode::cli_name).join(", ")
    )
}

fn validate(root: PathBuf) -> ExitCode {
    let report = validate_tree(&root);
    for error in &report.errors {
        eprintln!("{error}");
    }
    out!(
        "validate: {}",
        tr!(
            "cli-validated",
            files = report.files_checked,
            root = root.display().to_string(),
            errors = report.errors.len()
        )
    );
    if report.errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// A Commission by its name, in any case ("slaughter", "Slaughter").
fn parse_commission(name: &str) -> Result<ysbilia_core::conflict::Commission, String> {
    use ysbilia_core::conflict::Commission;
    Commission::ALL
        .into_iter()
        .chain(Commission::SOLO)
        .find(|commission| {
            let name = name.trim();
            commission.name().eq_ignore_ascii_case(name)
                || format!("{commission:?}").eq_ignore_ascii_case(name)
        })
        .ok_or_else(|| {
            let names: Vec<&str> = Commission::ALL
                .iter()
                .chain(&Commission::SOLO)
                .map(|c| c.name())
                .collect();
            tr!(
                "cli-unknown-commission",
                name = name,
                commissions = names.join(", ")
            )
        })
}

fn simulate(mode_name: &str, batch: Batch) -> ExitCode {
    let solo = mode_name == HEBS_SOLO_CLI_NAME;
    let mode = if solo {
        Some(Mode::StElmosPay1565)
    } else {
        Mode::from_cli_name(mode_name)
    };
    let Some(mode) = mode else {
        eprintln!(
            "simulate: {}",
            tr!("cli-unknown-mode", mode = mode_name, modes = mode_names())
        );
        return ExitCode::from(2);
    };
    let summary = if solo {
        simulate_hebs(mode, &project_root(), batch, true)
    } else {
        simulate_mode(mode, &project_root(), batch)
    };
    match summary {
        Ok(summary) => {
            for problem in &summary.problems {
                eprintln!("{problem}");
            }
            out!("{}", summary.line());
            if summary.errors == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Err(error) => {
            eprintln!("simulate: {error}");
            ExitCode::FAILURE
        }
    }
}

fn replay(file: &std::path::Path) -> ExitCode {
    let result = read_text(file).and_then(|text| replay_any(&file.display().to_string(), &text));
    match result {
        Ok(summary) => {
            // Fields for scripts to read, named in code rather than in words.
            let (mode, commands, over, hash) = (
                summary.mode.cli_name(),
                summary.commands,
                summary.over,
                summary.hash,
            );
            out!("replay: {mode} commands={commands} over={over} state_hash={hash}");
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("replay: {error}");
            ExitCode::FAILURE
        }
    }
}

/// `ysbilia fuzz`: three quarters of the cases on saved games, the rest on data files.
fn fuzz_campaign(cases: usize, seed: u64) -> ExitCode {
    use ysbilia_core::fuzz::{fuzz, sample_data_files, sample_records};
    let root = project_root();
    let records = match sample_records(&root, seed) {
        Ok(records) => records,
        Err(problem) => {
            eprintln!("fuzz: {}", tr!("cli-fuzz-no-samples", problem = problem));
            return ExitCode::FAILURE;
        }
    };
    let on_records = cases - cases / 4;
    let saves = fuzz(&records, on_records, seed);
    let files = fuzz(
        &sample_data_files(&root),
        cases - on_records,
        seed.wrapping_add(1),
    );
    out!("{}", tr!("cli-fuzz-saves", line = saves.line()));
    out!("{}", tr!("cli-fuzz-files", line = files.line()));
    // Fields for scripts to read, named in code rather than in words.
    let (cases, accepted, refused, crashed) = (
        saves.cases + files.cases,
        saves.accepted + files.accepted,
        saves.refused + files.refused,
        saves.crashed + files.crashed,
    );
    out!("fuzz cases={cases} accepted={accepted} refused={refused} crashed={crashed}");

    for crash in saves.crashes.iter().chain(&files.crashes) {
        eprintln!("{}", tr!("cli-fuzz-crash", crash = crash.to_string()));
    }
    if saves.crashed + files.crashed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn ruling(file: &std::path::Path) -> ExitCode {
    let label = file.display().to_string();
    let content = Content::load(&project_root());
    let parsed = read_text(file)
        .map_err(|error| error.to_string())
        .and_then(|text| RulingFile::parse(&label, &text).map_err(|error| error.to_string()));
    let report = parsed.and_then(|parsed| {
        run_rulings(&parsed, &content).map_err(|rejection| {
            tr!(
                "cli-ruling-refused",
                file = label.as_str(),
                rejection = rejection.to_string()
            )
        })
    });
    match report {
        Ok(report) => {
            print!("{}", render_rulings(&report));
            ExitCode::SUCCESS
        }
        Err(problem) => {
            eprintln!("ruling: {problem}");
            ExitCode::FAILURE
        }
    }
}
