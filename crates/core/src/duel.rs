//! Two computer players over seeded games, each seed played twice with the seats swapped
//! (mirror seeds), shared among threads: the tally `ysbilia duel` prints for any mode (the
//! 1565/1066 opponent's levels, the 1650 computer's levels).

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};

/// What one game between the two players came to.
#[derive(Clone, Debug, Default)]
pub struct Played {
    /// Which of the two players won (0: the first named); `None` for a tie.
    pub winner: Option<usize>,
    /// How far the winner was ahead (Honour in 1650; 0 where the game has no margin).
    pub margin: f32,
    pub error: Option<String>,
    /// Seconds each player spent on each of its commands.
    pub seconds: [Vec<f64>; 2],
    /// Which side the first player had ("Normans, seat 1"), for the breakdown; empty: none.
    pub side: String,
    /// How the game ended ("claims"), for the breakdown; empty: not told.
    pub ending: String,
}

/// Games of one kind (a side, an ending): won by the first player, by the second, tied.
pub type Tally = [usize; 3];

/// The figures of a duel.
#[derive(Clone, Debug)]
pub struct DuelReport {
    /// The two players, as named on the command line.
    pub names: [String; 2],
    pub games: usize,
    pub wins: [usize; 2],
    pub ties: usize,
    pub errors: usize,
    pub problems: Vec<String>,
    /// The first player's mean margin over decided games (negative when behind).
    pub mean_margin: f32,
    /// Each player's median and slowest command, in seconds.
    pub median_seconds: [f64; 2],
    pub slowest_seconds: [f64; 2],
    /// The games by the first player's side: a lopsided pairing caps any player's share.
    pub by_side: BTreeMap<String, Tally>,
    /// The games by how they ended.
    pub by_ending: BTreeMap<String, Tally>,
}

impl DuelReport {
    /// The first player's share of decided games, and its 95 % (Wilson) interval.
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
        let [first, second] = &self.names;
        let mut lines = vec![
            format!(
                "{first} against {second}: {first} won {} and {second} won {} of {} games ({} ties, {} errors)",
                self.wins[0], self.wins[1], self.games, self.ties, self.errors
            ),
            format!(
                "{first} won {:.1} % of decided games (95 % interval {:.1} to {:.1} %), mean margin {:+.1}",
                share * 100.0,
                low * 100.0,
                high * 100.0,
                self.mean_margin
            ),
            format!(
                "time per command: {first} median {:.1} ms, slowest {:.1} ms; {second} median {:.1} ms, slowest {:.1} ms",
                self.median_seconds[0] * 1000.0,
                self.slowest_seconds[0] * 1000.0,
                self.median_seconds[1] * 1000.0,
                self.slowest_seconds[1] * 1000.0
            ),
        ];
        let by_side = self
            .by_side
            .iter()
            .map(|(side, tally)| (format!("{first} as {side}"), tally));
        let by_ending = self
            .by_ending
            .iter()
            .map(|(ending, tally)| (format!("ended by {ending}"), tally));
        for (kind, [won, lost, tied]) in by_side.chain(by_ending) {
            lines.push(format!(
                "  {kind}: {first} won {won}, {second} won {lost}, tied {tied}"
            ));
        }
        lines.push(format!(
            "duel first={first} second={second} games={} first_wins={} second_wins={} ties={} errors={} first_share={share:.3}",
            self.games, self.wins[0], self.wins[1], self.ties, self.errors
        ));
        lines
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

/// Plays `games` games (rounded up to an even number) among `threads`: `play(seed, swapped)`
/// plays one, the first player at seat 0 unless `swapped`. `progress` hears the count so far.
pub fn duel(
    names: [String; 2],
    games: usize,
    seed: u64,
    threads: usize,
    progress: &(dyn Fn(usize) + Sync),
    play: &(dyn Fn(u64, bool) -> Played + Sync),
) -> DuelReport {
    let pairs: Vec<u64> = (0..games.div_ceil(2) as u64).collect();
    let done = AtomicUsize::new(0);
    let played = share_among_threads(&pairs, threads, &|| false, &|&pair| {
        [false, true]
            .map(|swapped| {
                let game = play(seed.wrapping_add(pair), swapped);
                progress(done.fetch_add(1, Ordering::Relaxed) + 1);
                game
            })
            .into()
    });
    tally(names, played.into_iter())
}

/// Hands `jobs` out one at a time to `threads` scoped workers, each keeping what `work` makes of
/// its jobs; once `stop()` answers true no new job starts. The results come in no set order.
pub fn share_among_threads<J: Sync, R: Send>(
    jobs: &[J],
    threads: usize,
    stop: &(dyn Fn() -> bool + Sync),
    work: &(dyn Fn(&J) -> Vec<R> + Sync),
) -> Vec<R> {
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.clamp(1, jobs.len().max(1)))
            .map(|_| {
                scope.spawn(|| {
                    let mut results = Vec::new();
                    while let Some(job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                        if stop() {
                            break;
                        }
                        results.extend(work(job));
                    }
                    results
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().unwrap_or_default())
            .collect()
    })
}

fn tally(names: [String; 2], games: impl Iterator<Item = Played>) -> DuelReport {
    let mut report = DuelReport {
        names,
        games: 0,
        wins: [0, 0],
        ties: 0,
        errors: 0,
        problems: Vec::new(),
        mean_margin: 0.0,
        median_seconds: [0.0; 2],
        slowest_seconds: [0.0; 2],
        by_side: BTreeMap::new(),
        by_ending: BTreeMap::new(),
    };
    let mut seconds: [Vec<f64>; 2] = Default::default();
    let mut margin = 0.0;
    for played in games {
        report.games += 1;
        if let Some(problem) = played.error {
            report.errors += 1;
            if report.problems.len() < 5 {
                report.problems.push(problem);
            }
            continue;
        }
        let column = played.winner.unwrap_or(2);
        for (kinds, kind) in [
            (&mut report.by_side, played.side),
            (&mut report.by_ending, played.ending),
        ] {
            if !kind.is_empty() {
                kinds.entry(kind).or_default()[column] += 1;
            }
        }
        match played.winner {
            Some(winner) => {
                report.wins[winner] += 1;
                margin += if winner == 0 {
                    played.margin
                } else {
                    -played.margin
                };
            }
            None => report.ties += 1,
        }
        for (player, times) in played.seconds.into_iter().enumerate() {
            seconds[player].extend(times);
        }
    }
    let decided = report.wins[0] + report.wins[1];
    if decided > 0 {
        report.mean_margin = margin / decided as f32;
    }
    for (player, times) in seconds.iter_mut().enumerate() {
        times.sort_by(f64::total_cmp);
        report.median_seconds[player] = times.get(times.len() / 2).copied().unwrap_or(0.0);
        report.slowest_seconds[player] = times.last().copied().unwrap_or(0.0);
    }
    report
}
