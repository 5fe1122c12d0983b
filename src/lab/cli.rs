//! `ysbilia lab`: the balancing lab on the command line, with a progress bar; prints the
//! matrix, writes the chart as SVG and keeps the report where the app's Balancing lab shows it.

use crate::paths::project_root;
use crate::tr;
use indicatif::{ProgressBar, ProgressStyle};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use ysbilia_core::conflict::Commission;
use ysbilia_core::conflict::computer::easy::ConflictLibrary;
use ysbilia_core::conflict::computer::hard::ComputerLevel;

/// A long lab on every core, as the app's Balancing lab suggests it.
pub const EXAMPLE_COMMAND: &str = "ysbilia lab --commission brawl --games 40";

pub struct LabArguments {
    pub commission: Commission,
    pub level: String,
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
    /// Where the chart goes (default `lab-<commission>.svg` here).
    pub svg: Option<PathBuf>,
}

pub fn run(arguments: &LabArguments) -> ExitCode {
    let Some(level) = ComputerLevel::parse(&arguments.level) else {
        eprintln!(
            "lab: {}",
            tr!(
                "cli-unknown-computer-level",
                name = arguments.level.as_str()
            )
        );
        return ExitCode::from(2);
    };
    let mut library = match ConflictLibrary::load(&project_root()) {
        Ok(library) => library,
        Err(problem) => {
            eprintln!("lab: {problem}");
            return ExitCode::from(2);
        }
    };
    library.commission = arguments.commission;
    // Hidden by indicatif itself when stderr is not a terminal.
    // indicatif fills in its own {pos}, {len} and {eta}, given to the message as they are.
    let games = tr!(
        "cli-lab-progress",
        done = "{pos}",
        all = "{len}",
        eta = "{eta}"
    );
    let bar = ProgressBar::new(0).with_style(
        ProgressStyle::with_template(&format!(
            "{{spinner}} [{{elapsed_precise}}] {{wide_bar}} {games}"
        ))
        .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let progress = |done: usize, all: usize| {
        bar.set_length(all as u64);
        bar.set_position(done as u64);
    };
    let report = ysbilia_core::conflict::computer::lab::lab(
        &library,
        level,
        arguments.games,
        arguments.seed,
        arguments.threads,
        &progress,
        &AtomicBool::new(false),
    );
    bar.finish_and_clear();
    let report = match report {
        Ok(report) => report,
        Err(problem) => {
            eprintln!("lab: {problem}");
            return ExitCode::from(2);
        }
    };
    for problem in &report.problems {
        eprintln!("{problem}");
    }
    for line in report.lines() {
        println!("{line}");
    }
    let svg = arguments.svg.clone().unwrap_or_else(|| {
        PathBuf::from(format!(
            "lab-{}.svg",
            super::store::file_name(arguments.commission)
        ))
    });
    match std::fs::write(&svg, report.svg()) {
        Ok(()) => println!(
            "{}",
            tr!("cli-lab-chart-written", path = svg.display().to_string())
        ),
        Err(error) => {
            eprintln!(
                "lab: {}",
                tr!(
                    "lab-cannot-write",
                    path = svg.display().to_string(),
                    error = error.to_string()
                )
            );
            return ExitCode::FAILURE;
        }
    }
    match super::store::save(&super::store::folder(), &report, arguments.commission) {
        Ok(path) => println!(
            "{}",
            tr!("cli-lab-report-kept", path = path.display().to_string())
        ),

        Err(problem) => eprintln!("lab: {problem}"),
    }
    if report.errors() == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
