//! Hard's search: the different commands Easy might give now (drawn with several seeds) are each
//! played on to the end of the conflict several times, Easy playing both sides, and the one whose
//! play-ons end with the best Honour margin for the band is chosen. Each candidate meets the same
//! dice and the same later choices (common random numbers), so what differs is the command.

use crate::conflict::computer::hard::{ComputerLevel, HardChoice, HardOption};
use crate::conflict::orders::ConflictCommand;
use crate::conflict::state::Conflict;
use crate::data::DataError;
use crate::dice::Dice;
use crate::msg;
use crate::record::{Game, Resolution};
use crate::simulate::{Chooser, Simulate};
use serde::Deserialize;

/// How wide and deep Hard searches (`assets/1650/computer.ron`).
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchSettings {
    /// Seeds Easy is asked with for different commands.
    pub draws: usize,
    /// Different commands weighed at most.
    pub candidates: usize,
    /// Play-ons of each in a round.
    pub play_ons: usize,
    /// Rounds: after each but the last, the worse half is set aside.
    pub rounds: usize,
    /// Commands a round after the first may play on in all: short play-ons, near the end, are
    /// played more times (never fewer than `play_ons`).
    pub round_commands: usize,
    /// Commands a play-on runs at most (the conflict's end comes first in a Brawl).
    pub horizon: usize,
    /// Honour's unit for the wounds margin (§ Obtaining Honour Points: a point per so many
    /// Maravedies of enemies beaten).
    pub maravedies_per_honour: f32,
    /// How much the wounds margin counts beside Honour.
    pub wounds_weight: f32,
    /// Past this many milliseconds on one decision no more play-ons start (each candidate has
    /// its first play-on all the same): the slowest decisions of the longest Commissions took
    /// seconds. `None`: no limit, every decision the same on any machine (the tests).
    #[serde(default)]
    pub time_limit_ms: Option<u64>,
    /// Past this many milliseconds a play-on under way stops where it has got to and is scored
    /// there: one play-on of a long Commission can take most of a second, so the time limit
    /// alone did not bound a decision. `None`: play-ons always run to their end.
    #[serde(default)]
    pub cutoff_ms: Option<u64>,
}

impl SearchSettings {
    pub const FILE: &'static str = "assets/1650/computer.ron";
    /// A search wider or deeper than this would take seconds a command.
    const MOST: usize = 64;
    /// Commands a round may play on at most.
    const MOST_ROUND_COMMANDS: usize = 200_000;

    /// The settings in `root`'s file, every number checked.
    pub fn load(root: &std::path::Path) -> Result<Self, DataError> {
        let text = std::fs::read_to_string(root.join(Self::FILE)).map_err(|error| {
            DataError::whole_file(Self::FILE, format!("cannot be read: {error}"))
        })?;
        Self::parse(Self::FILE, &text)
    }

    /// The settings in `text`, every number checked.
    pub fn parse(label: &str, text: &str) -> Result<Self, DataError> {
        let settings: Self = crate::data::parse_ron(label, text)?;
        let mut problems = Vec::new();
        for (name, value) in [
            ("draws", settings.draws),
            ("candidates", settings.candidates),
            ("play_ons", settings.play_ons),
            ("rounds", settings.rounds),
        ] {
            if value == 0 || value > Self::MOST {
                problems.push(format!("{name} must be 1 to {}, not {value}", Self::MOST));
            }
        }
        if settings.round_commands > Self::MOST_ROUND_COMMANDS {
            problems.push(format!(
                "round_commands must be at most {}, not {}",
                Self::MOST_ROUND_COMMANDS,
                settings.round_commands
            ));
        }
        if settings.horizon == 0 || settings.horizon > Conflict::MAX_COMMANDS {
            problems.push(format!(
                "horizon must be 1 to {}, not {}",
                Conflict::MAX_COMMANDS,
                settings.horizon
            ));
        }
        let honour_unit = settings.maravedies_per_honour;
        if !(honour_unit.is_finite() && honour_unit > 0.0 && settings.wounds_weight.is_finite()) {
            problems
                .push("maravedies_per_honour must be above 0 and wounds_weight finite".to_owned());
        }
        if settings.time_limit_ms == Some(0) {
            problems.push("time_limit_ms must be above 0 (or None for no limit)".to_owned());
        }
        if let Some(cutoff) = settings.cutoff_ms
            && cutoff < settings.time_limit_ms.unwrap_or(1)
        {
            problems.push(format!(
                "cutoff_ms must be at least time_limit_ms (and above 0), not {cutoff}"
            ));
        }
        if problems.is_empty() {
            Ok(settings)
        } else {
            Err(DataError::whole_file(label, problems.join("; ")))
        }
    }
}

impl Conflict {
    /// A legal command for whoever acts, at `level` (`None` when the conflict is over); Hard
    /// searches as `settings` say.
    pub fn computer_command_at(
        &self,
        level: ComputerLevel,
        settings: &SearchSettings,
        chooser: &mut Chooser,
    ) -> Option<ConflictCommand> {
        match level {
            ComputerLevel::Easy => self.computer_command(chooser),
            ComputerLevel::Hard => self
                .searched(chooser, settings)
                .map(|choice| choice.command),
        }
    }

    /// The best of the candidate commands (Easy's, the careful one, `hard_candidates`) by
    /// play-ons, weighed in rounds: each round plays every one left on `play_ons` more times and
    /// sets the worse half aside, so the likeliest best get the most play-ons. Easy's own command
    /// when it is the only one.
    pub fn searched(&self, chooser: &mut Chooser, settings: &SearchSettings) -> Option<HardChoice> {
        let side = self.side_to_act()?;
        let base = u64::from(chooser.index(1 << 30).unwrap_or(0) as u32);
        let mut easy: Vec<ConflictCommand> = Vec::new();
        for draw in 0..settings.draws {
            let mut chooser = Chooser::new(base.wrapping_add(draw as u64));
            if let Some(command) = self.computer_command(&mut chooser)
                && !easy.contains(&command)
            {
                easy.push(command);
                if easy.len() >= settings.candidates {
                    break;
                }
            }
        }
        let mut candidates: Vec<ConflictCommand> = Vec::new();
        let careful = self.hard_choice().map(|choice| choice.command);
        for command in careful
            .into_iter()
            .chain(easy.iter().cloned())
            .chain(self.hard_candidates(&easy))
        {
            if !candidates.contains(&command) && candidates.len() < settings.candidates {
                candidates.push(command);
            }
        }
        if candidates.len() <= 1 {
            return candidates.pop().map(|command| HardChoice {
                command,
                reason: msg!("conflict-computer-only-command"),
                options: Vec::new(),
            });
        }
        let weighed = candidates.len();
        let mut alive: Vec<Weighed> = candidates
            .into_iter()
            .map(|command| Weighed {
                command,
                total: 0.0,
                play_ons: 0,
            })
            .collect();
        let mut set_aside: Vec<Weighed> = Vec::new();
        // Play-ons a candidate gets this round; later rounds get as many as `round_commands`
        // allows at the length play-ons have had, so that near the end, where a play-on is short,
        // the choice is weighed on many more.
        let mut per_round = settings.play_ons;
        let (mut commands, mut runs) = (0usize, 0usize);
        let started = std::time::Instant::now();
        let past = |limit: Option<u64>| {
            limit.is_some_and(|limit| started.elapsed().as_millis() >= u128::from(limit))
        };
        let out_of_time = || past(settings.time_limit_ms);
        let cut_off = || past(settings.cutoff_ms);
        let mut stopped = false;
        let mut cut_short = 0usize;
        for round in 0..settings.rounds {
            alive.retain_mut(|option| {
                for _ in 0..per_round {
                    if option.play_ons > 0 && out_of_time() {
                        stopped = true;
                        break;
                    }
                    // The n-th play-on of every candidate meets the same dice and choices.
                    let seed = base ^ (0x5EED_0000 + option.play_ons as u64);
                    match self.play_on(&option.command, side, seed, settings, &cut_off) {
                        Some((score, length, whole)) => {
                            cut_short += usize::from(!whole);
                            option.total += score;
                            option.play_ons += 1;
                            commands += length;
                            runs += 1;
                        }
                        // Refused (a card it may not play, dice it cannot buy): not an option.
                        None => return false,
                    }
                }
                true
            });
            alive.sort_by(|a, b| b.mean().total_cmp(&a.mean()));
            if alive.len() <= 1 || stopped {
                break;
            }
            if round + 1 < settings.rounds {
                let kept = alive.len().div_ceil(2);
                // The latest set aside, played on longer, are listed before the earlier.
                let mut dropped: Vec<Weighed> = alive.drain(kept..).collect();
                dropped.append(&mut set_aside);
                set_aside = dropped;
            }
            let length = (commands / runs.max(1)).max(1);
            per_round = (settings.round_commands / (alive.len() * length))
                .clamp(settings.play_ons, SearchSettings::MOST);
        }
        let best = alive.first()?;
        let (command, score, play_ons) = (best.command.clone(), best.mean(), best.play_ons);
        let options = alive
            .iter()
            .chain(&set_aside)
            .map(|option| HardOption {
                words: if option.play_ons < play_ons {
                    msg!(
                        "conflict-computer-set-aside",
                        command = self.command_words(&option.command),
                        play_ons = option.play_ons
                    )
                } else {
                    self.command_words(&option.command)
                },
                score: option.mean(),
            })
            .collect();
        let limit = match (stopped, cut_short) {
            (_, 1..) => "cut-short",
            (true, 0) => "stopped",
            (false, 0) => "none",
        };
        // The score signed, to one decimal: Fluent's numbers have no sign of their own.
        Some(HardChoice {
            reason: msg!(
                "conflict-computer-searched",
                weighed = weighed,
                each = settings.play_ons,
                limit = limit,
                cut_short = cut_short,
                score = format!("{score:+.1}"),
                play_ons = play_ons
            ),
            options,
            command,
        })
    }

    /// `command` then Easy on both sides to the end (or `horizon`, or until `cut_off` says
    /// stop): `side`'s Honour margin, the commands played and whether the play-on ran to its
    /// end; `None` when `command` is refused.
    fn play_on(
        &self,
        command: &ConflictCommand,
        side: usize,
        seed: u64,
        settings: &SearchSettings,
        cut_off: &dyn Fn() -> bool,
    ) -> Option<(f32, usize, bool)> {
        // Played on from what `side`'s player may know, not from the other bands' secrets.
        let mut copy = self.guessed_by(side, seed);
        let mut dice = Dice::unrecorded(seed);
        copy.apply(command, &mut Resolution::new(&mut dice, None, false))
            .ok()?;
        let mut chooser = Chooser::new(seed);
        let mut length = 1;
        let mut whole = true;
        for _ in 0..settings.horizon {
            if copy.is_over() {
                break;
            }
            if cut_off() {
                whole = false;
                break;
            }
            length += 1;
            let Some(next) = copy.computer_command(&mut chooser) else {
                break;
            };
            if copy
                .apply(&next, &mut Resolution::new(&mut dice, None, false))
                .is_err()
            {
                break;
            }
        }
        let own = copy.honour(side).total;
        let best_other = (0..self.setup.sides.len())
            .filter(|&band| band != side)
            .map(|band| copy.honour(band).total)
            .fold(0.0f32, f32::max);
        Some((
            own - best_other
                + settings.wounds_weight * copy.wounds_margin(side)
                    / settings.maravedies_per_honour,
            length,
            whole,
        ))
    }

    /// How much more of the enemies' pay than of `side`'s is wounded or gone (Maravedies):
    /// Honour counts only whole pawns, in steps; this tells apart play-ons that end level.
    fn wounds_margin(&self, side: usize) -> f32 {
        self.pawns()
            .iter()
            .map(|pawn| {
                let total = pawn.vigour.table.total().max(1) as f32;
                let lost = if pawn.placement.is_none() {
                    1.0
                } else {
                    pawn.vigour.marked as f32 / total
                };
                let cost = lost * pawn.card.pay as f32;
                if pawn.side == side { -cost } else { cost }
            })
            .sum()
    }
}

/// A candidate and the play-ons it has had.
struct Weighed {
    command: ConflictCommand,
    total: f32,
    play_ons: usize,
}

impl Weighed {
    fn mean(&self) -> f32 {
        self.total / self.play_ons.max(1) as f32
    }
}
