//! `ysbilia duel`: the computer's levels against each other (1565/1066, or a 1650 Commission),
//! figures printed.

use crate::paths::project_root;
use crate::tr;
use std::io::IsTerminal as _;
use std::process::ExitCode;
use ysbilia_core::conflict::Commission;
use ysbilia_core::conflict::computer::easy::ConflictLibrary;
use ysbilia_core::conflict::computer::hard::ComputerLevel;
use ysbilia_core::duel::DuelReport;
use ysbilia_core::hebs::card::HebsGame;
use ysbilia_core::hebs::content::HebsLibrary;
use ysbilia_core::hebs::opponent::Level;

pub struct DuelArguments {
    pub mode: String,
    /// The second is the mode's usual baseline when not given.
    pub levels: [String; 2],
    /// For 1650: the Commissions played, one duel each (none given: the Brawl).
    pub commissions: Vec<Commission>,
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
}

pub fn run(arguments: &DuelArguments) -> ExitCode {
    if matches!(arguments.mode.as_str(), "brawl" | "conflict") && arguments.commissions.len() > 1 {
        return every_commission(arguments);
    }
    let games = arguments.games.max(2);
    let showing = std::io::stderr().is_terminal();
    let progress = |done: usize| {
        if showing && (done.is_multiple_of(10) || done == games) {
            eprint!("\r{}", tr!("duel-progress", done = done, games = games));
        }
    };
    let commission = arguments
        .commissions
        .first()
        .copied()
        .unwrap_or(Commission::Brawl);
    let report = match arguments.mode.as_str() {
        "st-elmo" => hebs(arguments, HebsGame::StElmosPay1565, &progress),
        "tears" => hebs(arguments, HebsGame::TearsToManyMothers1066, &progress),
        "brawl" | "conflict" => conflict(arguments, commission, &progress),
        other => Err(tr!("duel-unknown-mode", mode = other)),
    };
    let report = match report {
        Ok(report) => report,
        Err(problem) => {
            eprintln!("duel: {problem}");
            return ExitCode::from(2);
        }
    };
    if showing {
        eprintln!();
    }
    print_report(&report, None);
    exit_code(report.errors)
}

/// The report's problems (on stderr) and lines, under `commission`'s name when given.
fn print_report(report: &DuelReport, commission: Option<&str>) {
    if let Some(name) = commission {
        println!("{name}:");
    }
    let (problem_prefix, indent) =
        commission.map_or((String::new(), ""), |name| (format!("{name}: "), "  "));
    for problem in &report.problems {
        eprintln!("{problem_prefix}{problem}");
    }
    for line in report.lines() {
        println!("{indent}{line}");
    }
}

/// Success unless some game ended in an error.
fn exit_code(errors: usize) -> ExitCode {
    if errors == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// One duel for each Commission in turn, each report under its name, then a table of them all.
fn every_commission(arguments: &DuelArguments) -> ExitCode {
    let games = arguments.games.max(2);
    let showing = std::io::stderr().is_terminal();
    let mut rows = Vec::new();
    let mut errors = 0;
    for &commission in &arguments.commissions {
        let name = commission.name();
        let progress = |done: usize| {
            if showing && (done.is_multiple_of(2) || done == games) {
                eprint!(
                    "\r{name}: {}",
                    tr!("duel-progress", done = done, games = games)
                );
            }
        };
        let report = match conflict(arguments, commission, &progress) {
            Ok(report) => report,
            Err(problem) => {
                eprintln!("duel: {name}: {problem}");
                return ExitCode::from(2);
            }
        };
        if showing {
            eprintln!();
        }
        print_report(&report, Some(name));
        errors += report.errors;
        rows.push((name, report));
    }
    println!();
    for line in commission_table(&rows) {
        println!("{line}");
    }
    exit_code(errors)
}

/// The reports as a Markdown table, a row per Commission.
fn commission_table(rows: &[(&str, DuelReport)]) -> Vec<String> {
    let mut lines = vec![
        tr!("duel-table-head"),
        "|---|---|---|---|---|---|".to_owned(),
    ];
    for (name, report) in rows {
        let (share, low, high) = report.first_share();
        lines.push(tr!(
            "duel-table-row",
            commission = name.to_string(),
            games = report.games,
            share = format!("{:.1}", share * 100.0),
            low = format!("{:.1}", low * 100.0),
            high = format!("{:.1}", high * 100.0),
            ties = report.ties,
            margin = format!("{:+.1}", report.mean_margin),
            median = format!("{:.0}", report.median_seconds[0] * 1000.0),
            slowest = format!("{:.2}", report.slowest_seconds[0])
        ));
    }
    lines
}

fn hebs(
    arguments: &DuelArguments,
    game: HebsGame,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<DuelReport, String> {
    let names = [arguments.levels[0].as_str(), arguments.levels[1].as_str()];
    let mut levels = [Level::Hard, Level::Random];
    for (slot, name) in levels.iter_mut().zip(names) {
        if !name.is_empty() {
            *slot =
                Level::parse(name).ok_or_else(|| tr!("duel-unknown-hebs-level", name = name))?;
        }
    }
    let library = HebsLibrary::load(&project_root()).map_err(|error| error.to_string())?;
    Ok(ysbilia_core::hebs::opponent::duel::duel(
        &library,
        game,
        levels,
        arguments.games.max(2),
        arguments.seed,
        arguments.threads,
        progress,
    ))
}

fn conflict(
    arguments: &DuelArguments,
    commission: Commission,
    progress: &(dyn Fn(usize) + Sync),
) -> Result<DuelReport, String> {
    let names = [arguments.levels[0].as_str(), arguments.levels[1].as_str()];
    let mut levels = [ComputerLevel::Hard, ComputerLevel::Easy];
    for (slot, name) in levels.iter_mut().zip(names) {
        if !name.is_empty() {
            *slot = ComputerLevel::parse(name)
                .ok_or_else(|| tr!("cli-unknown-computer-level", name = name))?;
        }
    }
    let mut library = ConflictLibrary::load(&project_root())?;
    library.commission = commission;
    Ok(ysbilia_core::conflict::computer::duel::duel(
        &library,
        levels,
        arguments.games.max(2),
        arguments.seed,
        arguments.threads,
        progress,
    ))
}
