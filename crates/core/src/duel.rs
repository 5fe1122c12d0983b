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
    /// Where one band is played by the rulebook's script (1650's solo Commissions): which of
    /// the two players commanded the band against it.
    pub against_script: Option<usize>,
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
    /// Where one band is the rulebook's script: each player's own band against it (won, lost,
    /// tied), from the games it commanded that band (the clearer figure there: the other
    /// player's share is bounded by how often the script beats the other band).
    pub against_script: [Tally; 2],
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
        if let Some(line) = self.against_script_line() {
            lines.push(line);
        }
        lines.push(format!(
            "duel first={first} second={second} games={} first_wins={} second_wins={} ties={} errors={} first_share={share:.3}",
            self.games, self.wins[0], self.wins[1], self.ties, self.errors
        ));
        lines
    }

    /// Each player's band against the rulebook's script, its share of decided games, and the
    /// difference of the two shares with its 95 % interval (Newcombe's, from the two Wilson
    /// intervals); `None` where no band met the script.
    pub fn against_script_line(&self) -> Option<String> {
        if self
            .against_script
            .iter()
            .flatten()
            .all(|&count| count == 0)
        {
            return None;
        }
        let [name0, name1] = &self.names;
        let tallies = self.against_script;
        let shares = tallies.map(|[won, lost, _]| {
            let decided = (won + lost) as f64;
            (decided > 0.0).then(|| {
                let share = won as f64 / decided;
                let (low, high) = wilson(share, decided);
                (share, low, high)
            })
        });
        let told = |name: &str, [won, lost, tied]: Tally, share: Option<(f64, f64, f64)>| {
            let of_decided = share.map_or("no decided games".to_owned(), |(share, ..)| {
                format!("{:.1} % of decided", share * 100.0)
            });
            format!("{name}'s band won {won}, lost {lost}, tied {tied} ({of_decided})")
        };
        let mut line = format!(
            "  against the rulebook's script: {}; {}",
            told(name0, tallies[0], shares[0]),
            told(name1, tallies[1], shares[1])
        );
        if let [
            Some((first, first_low, first_high)),
            Some((second, second_low, second_high)),
        ] = shares
        {
            let difference = first - second;
            let low =
                difference - ((first - first_low).powi(2) + (second_high - second).powi(2)).sqrt();
            let high =
                difference + ((first_high - first).powi(2) + (second - second_low).powi(2)).sqrt();
            line.push_str(&format!(
                "; difference {:+.1} points (95 % interval {:+.1} to {:+.1})",
                difference * 100.0,
                low * 100.0,
                high * 100.0
            ));
        }
        Some(line)
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
        against_script: [[0; 3]; 2],
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
        if let Some(player) = played.against_script {
            let outcome = match played.winner {
                Some(winner) if winner == player => 0,
                Some(_) => 1,
                None => 2,
            };
            if let Some(tally) = report.against_script.get_mut(player) {
                tally[outcome] += 1;
            }
        }
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

#[cfg(test)]
mod tests {
    use super::{Played, tally};

    fn games(player: usize, won: usize, lost: usize, tied: usize) -> Vec<Played> {
        let outcome = |winner| Played {
            winner,
            against_script: Some(player),
            ..Played::default()
        };
        let other = 1 - player;
        std::iter::repeat_n(Some(player), won)
            .chain(std::iter::repeat_n(Some(other), lost))
            .chain(std::iter::repeat_n(None, tied))
            .map(outcome)
            .collect()
    }

    /// 1650 § Alone in the Face of Danger: where the book's enemy plays itself, each level's
    /// own band is tallied against it, with the difference of their shares and its interval
    /// (the figures of 400 Raids in the Compas, Hard's band then Easy's).
    #[test]
    fn alone_in_the_face_of_danger_each_level_is_measured_against_the_script() {
        let played = games(0, 178, 15, 7)
            .into_iter()
            .chain(games(1, 149, 38, 13));
        let report = tally(["hard".to_owned(), "easy".to_owned()], played);
        assert_eq!(report.against_script, [[178, 15, 7], [149, 38, 13]]);
        let line = report.against_script_line().unwrap_or_default();
        assert!(
            line.contains("hard's band won 178, lost 15, tied 7 (92.2 % of decided)")
                && line.contains("easy's band won 149, lost 38, tied 13 (79.7 % of decided)")
                && line.contains("difference +12.5 points (95 % interval +5.6 to +19.6)"),
            "{line}"
        );
        assert!(report.lines().contains(&line));
    }

    /// A level whose band only tied has no share: no difference is claimed.
    #[test]
    fn alone_in_the_face_of_danger_no_decided_games_no_difference() {
        let played = games(0, 3, 1, 0).into_iter().chain(games(1, 0, 0, 2));
        let report = tally(["hard".to_owned(), "easy".to_owned()], played);
        let line = report.against_script_line().unwrap_or_default();
        assert!(
            line.contains("easy's band won 0, lost 0, tied 2 (no decided games)")
                && !line.contains("difference"),
            "{line}"
        );
    }

    /// A duel with no scripted band says nothing of one.
    #[test]
    fn a_duel_without_a_scripted_band_has_no_such_line() {
        let report = tally(
            ["hard".to_owned(), "easy".to_owned()],
            std::iter::once(Played {
                winner: Some(0),
                ..Played::default()
            }),
        );
        assert_eq!(report.against_script_line(), None);
    }
}
