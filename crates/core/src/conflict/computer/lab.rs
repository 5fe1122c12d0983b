//! The balancing lab (issue 24, part 4): every ready-made band against every other, the same
//! level of the computer on both sides, each seed played twice with the bands' seats swapped, so
//! what differs is the band. `ysbilia lab` prints the matrix and writes its chart
//! (`lab_chart`); the app's Balancing lab screen runs and shows the same report.

use crate::conflict::computer::hard::ComputerLevel;
use crate::conflict::computer::library::ConflictLibrary;
use crate::duel::wilson;
use crate::msg;
use crate::words::Arg;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The games between two bands, from the row band's side.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct LabCell {
    pub games: usize,
    pub wins: usize,
    pub losses: usize,
    pub ties: usize,
    pub errors: usize,
    /// The row band's Honour margin, summed over the games that ended.
    pub margin_total: f32,
}

impl LabCell {
    /// The row band's share of decided games and its 95 % (Wilson) interval; `None` when no game
    /// was decided.
    pub fn share(&self) -> Option<(f64, f64, f64)> {
        let decided = (self.wins + self.losses) as f64;
        (decided > 0.0).then(|| {
            let share = self.wins as f64 / decided;
            let (low, high) = wilson(share, decided);
            (share, low, high)
        })
    }

    /// The row band's mean Honour margin over the games that ended.
    pub fn mean_margin(&self) -> f32 {
        let ended = self.wins + self.losses + self.ties;
        if ended == 0 {
            0.0
        } else {
            self.margin_total / ended as f32
        }
    }

    fn add(&mut self, other: &LabCell) {
        self.games += other.games;
        self.wins += other.wins;
        self.losses += other.losses;
        self.ties += other.ties;
        self.errors += other.errors;
        self.margin_total += other.margin_total;
    }

    /// The same games from the column band's side.
    fn mirrored(&self) -> LabCell {
        LabCell {
            wins: self.losses,
            losses: self.wins,
            margin_total: -self.margin_total,
            ..self.clone()
        }
    }
}

/// A whole lab run: `cells[row][column]` is band `row` against band `column`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabReport {
    pub commission: String,
    pub level: String,
    pub games_per_pair: usize,
    pub seed: u64,
    pub bands: Vec<String>,
    pub cells: Vec<Vec<LabCell>>,
    /// The first few games that could not be played, and why.
    pub problems: Vec<String>,
}

impl LabReport {
    /// Band `band` against all the others together.
    pub fn band_total(&self, band: usize) -> LabCell {
        let mut total = LabCell::default();
        for cell in self.cells.get(band).into_iter().flatten() {
            total.add(cell);
        }
        total
    }

    /// The bands, strongest first (share of decided games, then Honour margin).
    pub fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.bands.len()).collect();
        let key = |band: usize| {
            let total = self.band_total(band);
            (
                total.share().map_or(0.0, |(share, _, _)| share),
                total.mean_margin(),
            )
        };
        order.sort_by(|&a, &b| {
            let (a, b) = (key(a), key(b));
            b.0.total_cmp(&a.0).then(b.1.total_cmp(&a.1))
        });
        order
    }

    pub fn errors(&self) -> usize {
        (0..self.bands.len())
            .map(|band| self.band_total(band).errors)
            .sum::<usize>()
            / 2
    }

    /// The matrix as text: each row band's share of decided games against each column band
    /// (numbered as the rows) and its mean Honour margin, the 95 % interval beneath; then each
    /// band's total, strongest first.
    pub fn lines(&self) -> Vec<String> {
        const NAME: usize = 32;
        const COLUMN: usize = 13;
        let mut lines = vec![
            msg!(
                "conflict-computer-lab-heading",
                bands = self.bands.len(),
                games = self.games_per_pair,
                level = &self.level,
                commission = &self.commission
            )
            .to_string(),
        ];
        let mut header = format!("{:<NAME$}", "");
        for column in 0..self.bands.len() {
            header.push_str(&format!("{:>COLUMN$}", column_label(column)));
        }
        lines.push(header);
        for (row, name) in self.bands.iter().enumerate() {
            let mut shares = format!("{:<NAME$}", row_label(row, name));
            let mut intervals = format!("{:<NAME$}", "");
            for column in 0..self.bands.len() {
                let cell = &self.cells[row][column];
                let (share, interval) = match (row == column, cell.share()) {
                    (true, _) => ("-".to_owned(), String::new()),
                    (false, Some((share, low, high))) => (
                        format!("{:.0}% {:+.1}", share * 100.0, cell.mean_margin()),
                        format!("({:.0}-{:.0})", low * 100.0, high * 100.0),
                    ),
                    (false, None) => (
                        msg!("conflict-computer-lab-undecided").to_string(),
                        String::new(),
                    ),
                };
                shares.push_str(&format!("{share:>COLUMN$}"));
                intervals.push_str(&format!("{interval:>COLUMN$}"));
            }
            lines.push(shares);
            lines.push(intervals);
        }
        lines.push(msg!("conflict-computer-lab-ranking").to_string());
        for band in self.ranking() {
            let total = self.band_total(band);
            let (share, low, high) = total.share().unwrap_or((0.0, 0.0, 1.0));
            // The share padded and the margin signed, as the table's columns line up.
            let standing = msg!(
                "conflict-computer-lab-band-total",
                share = format!("{:>5.1}", share * 100.0),
                decided = total.wins + total.losses,
                low = Arg::tenths((low * 100.0) as f32),
                high = Arg::tenths((high * 100.0) as f32),
                margin = format!("{:+.2}", total.mean_margin())
            );
            lines.push(format!("  {:<28} {standing}", self.bands[band]));
        }
        lines.push(format!(
            "lab commission={} level={} bands={} games_per_pair={} errors={}",
            self.commission,
            self.level,
            self.bands.len(),
            self.games_per_pair,
            self.errors()
        ));
        lines
    }
}

/// A matrix column's heading: the band's number (ready-made bands share first words).
pub fn column_label(band: usize) -> String {
    format!("#{}", band + 1)
}

/// A matrix row's heading: the band's number and name.
pub fn row_label(band: usize, name: &str) -> String {
    format!("#{} {name}", band + 1)
}

/// Plays `games_per_pair` conflicts (rounded up to even: each seed with the seats swapped) of
/// the library's Commission between every two ready-made bands, `level` on both sides, shared
/// among `threads`. `progress(done, all)` hears each game's end; once `stop` is set no new game
/// starts and the report holds the games played.
pub fn lab(
    library: &ConflictLibrary,
    level: ComputerLevel,
    games_per_pair: usize,
    seed: u64,
    threads: usize,
    progress: &(dyn Fn(usize, usize) + Sync),
    stop: &AtomicBool,
) -> Result<LabReport, String> {
    let commission = library.commission;
    if commission.bands() != 2 {
        return Err(msg!(
            "conflict-computer-lab-not-two-bands",
            commission = commission.name(),
            bands = commission.bands()
        )
        .to_string());
    }
    let bands = library.sides.len();
    let pairs: Vec<(usize, usize)> = (0..bands)
        .flat_map(|row| (row + 1..bands).map(move |column| (row, column)))
        .collect();
    let mirrors = games_per_pair.max(2).div_ceil(2);
    // One job is one seed of one pair, played with both seatings.
    let jobs: Vec<(usize, usize)> = (0..mirrors)
        .flat_map(|mirror| (0..pairs.len()).map(move |pair| (pair, mirror)))
        .collect();
    let all = jobs.len() * 2;
    let done = AtomicUsize::new(0);
    let played = crate::duel::share_among_threads(
        &jobs,
        threads,
        &|| stop.load(Ordering::Relaxed),
        &|&(pair, mirror)| {
            let (row, column) = pairs[pair];
            [false, true]
                .map(|swapped| {
                    let seats = if swapped {
                        [column, row]
                    } else {
                        [row, column]
                    };
                    // The first player always plays the row band.
                    let game = crate::conflict::computer::duel::play_one(
                        library,
                        [level, level],
                        seed.wrapping_add(mirror as u64),
                        swapped,
                        Some(&seats),
                    );
                    let mut cell = LabCell {
                        games: 1,
                        ..LabCell::default()
                    };
                    match (&game.error, game.winner) {
                        (Some(_), _) => cell.errors = 1,
                        (None, Some(0)) => {
                            cell.wins = 1;
                            cell.margin_total = game.margin;
                        }
                        (None, Some(_)) => {
                            cell.losses = 1;
                            cell.margin_total = -game.margin;
                        }
                        (None, None) => cell.ties = 1,
                    }
                    progress(done.fetch_add(1, Ordering::Relaxed) + 1, all);
                    (pair, cell, game.error)
                })
                .into()
        },
    );
    let mut cells = vec![vec![LabCell::default(); bands]; bands];
    let mut problems = Vec::new();
    for (pair, cell, problem) in played {
        let (row, column) = pairs[pair];
        cells[row][column].add(&cell);
        cells[column][row].add(&cell.mirrored());
        if let Some(problem) = problem
            && problems.len() < 5
        {
            problems.push(
                msg!(
                    "conflict-computer-lab-problem",
                    row = &library.sides[row].name,
                    column = &library.sides[column].name,
                    problem = problem
                )
                .to_string(),
            );
        }
    }
    Ok(LabReport {
        commission: commission.name().to_owned(),
        level: level.name().to_owned(),
        games_per_pair: mirrors * 2,
        seed,
        bands: library.sides.iter().map(|side| side.name.clone()).collect(),
        cells,
        problems,
    })
}
