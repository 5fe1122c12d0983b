//! Headless play: many games with random-legal choices, each replayed to prove it is exact.

use crate::conflict::Conflict;
use crate::conflict::computer::library::ConflictLibrary;
use crate::dice::Dice;
use crate::hash::StateHash;
use crate::hebs::computer::HebsSimulation;
use crate::hebs::content::HebsLibrary;
use crate::hebs::{StElmo, Tears};
use crate::melee::Melee;
use crate::mode::Mode;
use crate::msg;
use crate::record::Game;
use crate::session::Session;
use crate::storage::{RecordError, replay_text};
use std::path::Path;
use std::time::Instant;

/// Picks among legal choices. Seeded on its own: choices become commands in the record, so they
/// never draw from the game's dice.
pub struct Chooser {
    dice: Dice,
}

impl Chooser {
    pub fn new(seed: u64) -> Self {
        Self {
            dice: Dice::new(seed),
        }
    }

    /// A uniform index in `0..count`; `None` when there is nothing to choose from.
    pub fn index(&mut self, count: usize) -> Option<usize> {
        let bound = u32::try_from(count).ok().filter(|&bound| bound > 0)?;
        Some(self.dice.below(bound) as usize)
    }

    pub fn pick<'a, T>(&mut self, choices: &'a [T]) -> Option<&'a T> {
        self.index(choices.len())
            .and_then(|index| choices.get(index))
    }
}

/// A game that can play itself: a setup for the n-th game, and a legal command for whoever acts.
pub trait Simulate: Game {
    /// Games longer than this are counted as errors (a rule that never ends a game).
    const MAX_COMMANDS: usize;
    /// What setups are drawn from (content read from files); `()` for modes that need none.
    type Library;

    /// The setup of a simulated game; `players` when the user asked for a number of players.
    fn simulation_setup(
        library: &Self::Library,
        chooser: &mut Chooser,
        players: Option<usize>,
    ) -> Self::Setup;

    /// A legal command for the player to act, or `None` if the game is over.
    fn choose(&self, chooser: &mut Chooser) -> Option<Self::Command>;
}

#[derive(Clone, Debug, PartialEq)]
pub struct SimulationSummary {
    pub mode: Mode,
    /// The name the summary line gives the mode (`hebs-solo` for St. Elmo's Pay against the Foe).
    pub mode_name: &'static str,
    pub seed: u64,
    pub games: usize,
    /// Threads the games were shared among (games/s counts them all).
    pub threads: usize,
    pub errors: usize,
    pub commands: usize,
    /// Games replayed from their records to check their hash.
    pub replayed: usize,
    pub seconds: f64,
    /// The first few problems, for the user to read.
    pub problems: Vec<String>,
}

impl SimulationSummary {
    /// One line; it ends `games=N errors=E games_per_s=X` for scripts.
    pub fn line(&self) -> String {
        let games_per_second = if self.seconds > 0.0 {
            self.games as f64 / self.seconds
        } else {
            0.0
        };
        format!(
            "simulate mode={} seed={} threads={} commands={} replayed={} games={} errors={} games_per_s={games_per_second:.1}",
            self.mode_name,
            self.seed,
            self.threads,
            self.commands,
            self.replayed,
            self.games,
            self.errors
        )
    }
}

const PROBLEMS_KEPT: usize = 5;
/// One game in this many is replayed from its record to check it reaches the same state hash
/// (the tests replay every game they play; here the rest go to playing more games).
pub const REPLAY_CHECK_EVERY: usize = 16;

/// Plays `games` games of `G`. A game is an error if a chosen command is refused, if it runs past
/// `MAX_COMMANDS`, or (one game in `REPLAY_CHECK_EVERY`) if replaying its record does not reach
/// the same state hash.
pub fn simulate_games<G: Simulate<Library = ()>>(
    games: usize,
    seed: u64,
    players: Option<usize>,
) -> SimulationSummary {
    simulate_games_with::<G>(&(), games, seed, players)
}

/// `simulate_games` for a mode whose setups come from a library of content, on one thread.
pub fn simulate_games_with<G: Simulate>(
    library: &G::Library,
    games: usize,
    seed: u64,
    players: Option<usize>,
) -> SimulationSummary {
    let started = Instant::now();
    let part = play_part::<G>(library, games, seed, players, 0, 1);
    summary_of::<G>(seed, games, 1, vec![part], started)
}

/// `simulate_games_with` on `threads` threads, game `i` on thread `i % threads`. Each game's
/// seed depends only on its index, so the summary (counts and problems) is the same for any
/// number of threads; only the time differs.
pub fn simulate_games_on<G: Simulate>(
    library: &G::Library,
    games: usize,
    seed: u64,
    players: Option<usize>,
    threads: usize,
) -> SimulationSummary
where
    G::Library: Sync,
{
    let threads = threads.clamp(1, games.max(1));
    if threads == 1 {
        return simulate_games_with::<G>(library, games, seed, players);
    }
    let started = Instant::now();
    let parts = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|thread| {
                scope.spawn(move || play_part::<G>(library, games, seed, players, thread, threads))
            })
            .collect();
        handles
            .into_iter()
            .map(|handle| {
                handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
            })
            .collect()
    });
    summary_of::<G>(seed, games, threads, parts, started)
}

/// What one thread's share of the games gave.
struct Part {
    errors: usize,
    commands: usize,
    replayed: usize,
    /// The first few problems, with the index of the game.
    problems: Vec<(usize, String)>,
}

fn play_part<G: Simulate>(
    library: &G::Library,
    games: usize,
    seed: u64,
    players: Option<usize>,
    first: usize,
    step: usize,
) -> Part {
    let mut part = Part {
        errors: 0,
        commands: 0,
        replayed: 0,
        problems: Vec::new(),
    };
    for game_index in (first..games).step_by(step) {
        let game_seed = seed.wrapping_add(game_index as u64);
        let check_replay = game_index % REPLAY_CHECK_EVERY == 0;
        part.replayed += usize::from(check_replay);
        match play_one::<G>(library, game_seed, players, check_replay) {
            Ok(commands) => part.commands += commands,
            Err(problem) => {
                part.errors += 1;
                if part.problems.len() < PROBLEMS_KEPT {
                    part.problems
                        .push((game_index, format!("game seed {game_seed}: {problem}")));
                }
            }
        }
    }
    part
}

fn summary_of<G: Simulate>(
    seed: u64,
    games: usize,
    threads: usize,
    parts: Vec<Part>,
    started: Instant,
) -> SimulationSummary {
    let mut problems: Vec<(usize, String)> = Vec::new();
    let mut summary = SimulationSummary {
        mode: G::MODE,
        mode_name: G::MODE.cli_name(),
        seed,
        games,
        threads,
        errors: 0,
        commands: 0,
        replayed: 0,
        seconds: 0.0,
        problems: Vec::new(),
    };
    for part in parts {
        summary.errors += part.errors;
        summary.commands += part.commands;
        summary.replayed += part.replayed;
        problems.extend(part.problems);
    }
    problems.sort_by_key(|(index, _)| *index);
    summary.problems = problems
        .into_iter()
        .take(PROBLEMS_KEPT)
        .map(|(_, problem)| problem)
        .collect();
    summary.seconds = started.elapsed().as_secs_f64();
    summary
}

fn play_one<G: Simulate>(
    library: &G::Library,
    seed: u64,
    players: Option<usize>,
    check_replay: bool,
) -> Result<usize, String> {
    let mut chooser = Chooser::new(seed ^ 0x0005_EED0_C401_CE55);
    let setup = G::simulation_setup(library, &mut chooser, players);
    let mut session = Session::<G>::start_quiet(setup, seed).map_err(|error| error.to_string())?;
    while !session.is_over() {
        if session.commands().len() >= G::MAX_COMMANDS {
            return Err(format!("no end after {} commands", G::MAX_COMMANDS));
        }
        let command = session
            .game()
            .choose(&mut chooser)
            .ok_or("the game is not over but nobody can act")?;
        let number = session.commands().len() + 1;
        session
            .play(command)
            .map_err(|rejection| format!("command {number} was refused: {rejection}"))?;
    }
    if check_replay {
        let replayed =
            Session::replay_quiet(&session.record()).map_err(|error| error.to_string())?;
        if replayed.state_hash() != session.state_hash() {
            return Err("replaying the record reached a different state".to_owned());
        }
    }
    Ok(session.commands().len())
}

/// What replaying a record file gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplaySummary {
    pub mode: Mode,
    pub commands: usize,
    pub over: bool,
    pub hash: StateHash,
    /// Who plays and how far the game got (`Game::describe`).
    pub description: String,
}

fn summarise<G: Game>(session: &Session<G>) -> ReplaySummary {
    ReplaySummary {
        mode: G::MODE,
        commands: session.commands().len(),
        over: session.is_over(),
        hash: session.state_hash(),
        description: session.game().describe().to_string(),
    }
}

/// Replays a record of a game `G` and summarises it.
pub fn replay_summary<G: Game>(file: &str, text: &str) -> Result<ReplaySummary, RecordError> {
    replay_text::<G>(file, text).map(|session| summarise(&session))
}

/// How many games to play and how: the first game's seed (game `i` plays seed `seed + i`), the
/// players per game where a mode seats a varying number, and the threads to share them among.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Batch {
    pub games: usize,
    pub seed: u64,
    pub players: Option<usize>,
    pub threads: usize,
    /// The 1650 Commission conflicts play (`None`: the Brawl).
    pub commission: Option<crate::conflict::Commission>,
}

/// The modes whose engines are built; the CLI and the app dispatch through these two functions.
pub fn simulate_mode(
    mode: Mode,
    root: &Path,
    batch: Batch,
) -> Result<SimulationSummary, RecordError> {
    let Batch {
        games,
        seed,
        players,
        threads,
        commission,
    } = batch;
    match mode {
        Mode::MeleeEvent => Ok(simulate_games_on::<Melee>(
            &(),
            games,
            seed,
            players,
            threads,
        )),
        Mode::Conflict1650 | Mode::AloneInTheFaceOfDanger => {
            let solo = mode == Mode::AloneInTheFaceOfDanger;
            let commission = commission.unwrap_or(if solo {
                crate::conflict::Commission::SOLO[0]
            } else {
                crate::conflict::Commission::default()
            });
            if commission.is_solo() != solo {
                return Err(RecordError::Content(msg!(
                    "session-simulate-other-mode",
                    commission = commission.name(),
                    alone = if solo { "no" } else { "yes" },
                    mode = if solo { "conflict" } else { "solo" }
                )));
            }
            let mut library = ConflictLibrary::load(root)
                .map_err(|problem| RecordError::Content(problem.into()))?;
            library.commission = commission;
            // Alone: the computer plays the player's band; the enemy answers by the book's
            // tables inside each command.
            let mut summary =
                simulate_games_on::<Conflict>(&library, games, seed, players, threads);
            if solo {
                summary.mode = mode;
                summary.mode_name = mode.cli_name();
            }
            Ok(summary)
        }
        Mode::StElmosPay1565 | Mode::TearsToManyMothers1066 => {
            simulate_hebs(mode, root, batch, false)
        }
        _ => Err(RecordError::ModeNotBuilt(mode)),
    }
}

/// `ysbilia simulate --mode hebs-solo`: St. Elmo's Pay against the solo Foe.
pub const HEBS_SOLO_CLI_NAME: &str = "hebs-solo";

/// HEBS games: two random-legal players, or (`solo`) one against the 1565 Foe.
pub fn simulate_hebs(
    mode: Mode,
    root: &Path,
    batch: Batch,
    solo: bool,
) -> Result<SimulationSummary, RecordError> {
    let library =
        HebsLibrary::load(root).map_err(|error| RecordError::Content(error.to_string().into()))?;
    let simulation = HebsSimulation { library, solo };
    let Batch {
        games,
        seed,
        threads,
        ..
    } = batch;
    let mut summary = match mode {
        Mode::TearsToManyMothers1066 => {
            simulate_games_on::<Tears>(&simulation, games, seed, None, threads)
        }
        _ => simulate_games_on::<StElmo>(&simulation, games, seed, None, threads),
    };
    if solo {
        summary.mode_name = HEBS_SOLO_CLI_NAME;
    }
    Ok(summary)
}

/// Replays a record file of any built mode.
pub fn replay_any(file: &str, text: &str) -> Result<ReplaySummary, RecordError> {
    let header = crate::storage::read_header(file, text)?;
    match header.mode {
        Mode::MeleeEvent => replay_summary::<Melee>(file, text),
        Mode::Conflict1650 => replay_summary::<Conflict>(file, text),
        Mode::StElmosPay1565 => replay_summary::<StElmo>(file, text),
        Mode::TearsToManyMothers1066 => replay_summary::<Tears>(file, text),
        mode => Err(RecordError::ModeNotBuilt(mode)),
    }
}
