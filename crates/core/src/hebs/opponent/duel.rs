//! `ysbilia duel`: two levels of the computer play each other over seeded games, each seed twice
//! with the seats swapped (mirror seeds), and the figures the issue asks for are printed: wins of
//! decided games with a 95 % interval, and the time each level takes over a command.

use super::super::Hebs;
use super::super::card::HebsGame;
use super::super::computer::HebsSimulation;
use super::super::content::HebsLibrary;
use super::super::{Outcome, state::Seat};
use super::{Level, OpponentRules};
use crate::dice::Dice;
use crate::record::Resolution;
use crate::simulate::Chooser;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

/// A game longer than this is counted as an error (random-legal games end near 200).
const MOST_COMMANDS: usize = 20_000;

/// What one game between two levels came to.
#[derive(Clone, Debug, Default)]
struct Played {
    /// Index into the duel's `levels` of the winner; `None` for a tie.
    winner: Option<usize>,
    error: Option<String>,
    /// Seconds each level spent on each of its commands.
    seconds: [Vec<f64>; 2],
}

/// The figures of a duel.
#[derive(Clone, Debug)]
pub struct DuelReport {
    pub game: HebsGame,
    pub levels: [Level; 2],
    pub games: usize,
    pub wins: [usize; 2],
    pub ties: usize,
    pub errors: usize,
    pub problems: Vec<String>,
    /// Each level's median and slowest command, in seconds.
    pub median_seconds: [f64; 2],
    pub slowest_seconds: [f64; 2],
}

impl DuelReport {
    /// The first level's share of decided games, and its 95 % (Wilson) interval.
    pub fn first_share(&self) -> (f64, f64, f64) {
        let decided = (self.wins[0] + self.wins[1]) as f64;
        if decided == 0.0 {
            return (0.0, 0.0, 1.0);
        }
        let share = self.wins[0] as f64 / decided;
        let (low, high) = wilson(share, decided);
        (share, low, high)
    }

    /// The summary a person reads, ending with a line scripts can parse.
    pub fn lines(&self) -> Vec<String> {
        let (share, low, high) = self.first_share();
        let [first, second] = self.levels.map(Level::name);
        vec![
            format!(
                "{first} against {second}: {first} won {} and {second} won {} of {} games ({} ties, {} errors)",
                self.wins[0], self.wins[1], self.games, self.ties, self.errors
            ),
            format!(
                "{first} won {:.1} % of decided games (95 % interval {:.1} to {:.1} %)",
                share * 100.0,
                low * 100.0,
                high * 100.0
            ),
            format!(
                "time per command: {first} median {:.1} ms, slowest {:.1} ms; {second} median {:.1} ms, slowest {:.1} ms",
                self.median_seconds[0] * 1000.0,
                self.slowest_seconds[0] * 1000.0,
                self.median_seconds[1] * 1000.0,
                self.slowest_seconds[1] * 1000.0
            ),
            format!(
                "duel first={first} second={second} games={} first_wins={} second_wins={} ties={} errors={} first_share={share:.3}",
                self.games, self.wins[0], self.wins[1], self.ties, self.errors
            ),
        ]
    }
}

/// The Wilson score interval at 95 % for a share measured over `count` trials.
pub fn wilson(share: f64, count: f64) -> (f64, f64) {
    const Z: f64 = 1.96;
    let z2 = Z * Z;
    let centre = (share + z2 / (2.0 * count)) / (1.0 + z2 / count);
    let half = Z * (share * (1.0 - share) / count + z2 / (4.0 * count * count)).sqrt()
        / (1.0 + z2 / count);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Plays `games` games of `game` between `levels` (the computer's settings from `library`) (rounded up to an even number: each seed is
/// played twice, the levels swapping seats), shared among `threads`; `progress` is called after
/// each game with the count so far.
pub fn duel(
    library: &HebsLibrary,
    game: HebsGame,
    levels: [Level; 2],
    games: usize,
    seed: u64,
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
) -> DuelReport {
    let rules = &library.opponent;
    let pairs = games.div_ceil(2);
    let simulation = HebsSimulation {
        library: library.clone(),
        solo: false,
    };
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let threads = threads.clamp(1, pairs.max(1));
    let results: Vec<Vec<Played>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut played = Vec::new();
                    loop {
                        let pair = next.fetch_add(1, Ordering::Relaxed);
                        if pair >= pairs {
                            return played;
                        }
                        for swapped in [false, true] {
                            played.push(play_one(
                                &simulation,
                                rules,
                                game,
                                levels,
                                seed.wrapping_add(pair as u64),
                                swapped,
                            ));
                            progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                        }
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.join().unwrap_or_default())
            .collect()
    });
    let mut report = DuelReport {
        game,
        levels,
        games: 0,
        wins: [0, 0],
        ties: 0,
        errors: 0,
        problems: Vec::new(),
        median_seconds: [0.0; 2],
        slowest_seconds: [0.0; 2],
    };
    let mut seconds: [Vec<f64>; 2] = Default::default();
    for played in results.into_iter().flatten() {
        report.games += 1;
        if let Some(problem) = played.error {
            report.errors += 1;
            if report.problems.len() < 5 {
                report.problems.push(problem);
            }
            continue;
        }
        match played.winner {
            Some(winner) => report.wins[winner] += 1,
            None => report.ties += 1,
        }
        for (level, times) in played.seconds.into_iter().enumerate() {
            seconds[level].extend(times);
        }
    }
    for (level, times) in seconds.iter_mut().enumerate() {
        times.sort_by(f64::total_cmp);
        report.median_seconds[level] = times.get(times.len() / 2).copied().unwrap_or(0.0);
        report.slowest_seconds[level] = times.last().copied().unwrap_or(0.0);
    }
    report
}

/// One game: the setup drawn from `seed`; `levels[0]` sits first unless `swapped`.
fn play_one(
    simulation: &HebsSimulation,
    rules: &OpponentRules,
    game: HebsGame,
    levels: [Level; 2],
    seed: u64,
    swapped: bool,
) -> Played {
    let mut played = Played::default();
    let mut chooser = Chooser::new(seed);
    let Some(setup) = simulation.setup(game, &mut chooser) else {
        played.error = Some(format!("no two factions of {game:?} to set up"));
        return played;
    };
    // The level at each seat, as an index into `levels`.
    let at: [usize; 2] = if swapped { [1, 0] } else { [0, 1] };
    let mut dice = Dice::unrecorded(seed);
    let mut state = match Hebs::build(&setup, game, &mut Resolution::new(&mut dice, None, false)) {
        Ok(state) => state,
        Err(rejection) => {
            played.error = Some(rejection.to_string());
            return played;
        }
    };
    for count in 0..MOST_COMMANDS {
        let Some(seat) = state.to_act() else { break };
        let level = at[seat];
        let started = Instant::now();
        let decision = state.computer_decision(
            levels[level],
            rules,
            seed.wrapping_mul(0x9E37_79B9).wrapping_add(count as u64),
        );
        played.seconds[level].push(started.elapsed().as_secs_f64());
        let Some(decision) = decision else { break };
        let mut resolution = Resolution::new(&mut dice, Some(count), false);
        if let Err(rejection) = state.apply_command(&decision.command, &mut resolution) {
            played.error = Some(format!(
                "seed {seed}: {} refused {:?}: {rejection}",
                levels[level].name(),
                decision.command
            ));
            return played;
        }
    }
    played.winner = match state.outcome {
        Some(Outcome::Winner(seat, _)) => Some(at[seat as Seat]),
        Some(Outcome::Tie(_)) => None,
        None => {
            played.error = Some(format!(
                "seed {seed}: no end after {MOST_COMMANDS} commands"
            ));
            None
        }
    };
    played
}
