//! Whole Brawls played by the computer on both sides, as `ysbilia simulate --mode brawl` plays
//! them (one game in 16 replayed to its hash), on one thread: games per second, printed first,
//! then divan's timings. The release build of the rules core only (no Bevy).

use std::path::Path;
use std::time::Instant;
use ysbilia_core::mode::Mode;
use ysbilia_core::simulate::{Batch, simulate_mode};

/// The allocator the `ysbilia` binary uses, so the figures match `ysbilia simulate`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const GAMES: usize = 500;

fn main() {
    report();
    divan::main();
}

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
}

fn report() {
    let batch = Batch {
        games: GAMES,
        seed: 1650,
        players: None,
        threads: 1,
        commission: None,
    };
    let started = Instant::now();
    match simulate_mode(Mode::Conflict1650, root(), batch) {
        Ok(summary) => println!(
            "brawl: {GAMES} games on one thread, {:.0} games/s; {}",
            GAMES as f64 / started.elapsed().as_secs_f64(),
            summary.line()
        ),
        Err(problem) => {
            eprintln!("brawl: {problem}");
            std::process::exit(1);
        }
    }
}

#[divan::bench(sample_count = 3)]
fn twenty_brawls() {
    let batch = Batch {
        games: 20,
        seed: 7,
        players: None,
        threads: 1,
        commission: None,
    };
    divan::black_box(simulate_mode(Mode::Conflict1650, root(), batch).ok());
}
