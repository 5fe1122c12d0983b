//! Whole HEBS games with random-legal players, as `ysbilia simulate --mode st-elmo|tears|hebs-solo`
//! plays them (one game in 16 replayed to check its hash). Built with the release profile, so
//! it shows what the engine does without the dev build's overflow checks.

use std::path::Path;
use ysbilia_core::mode::Mode;
use ysbilia_core::simulate::{Batch, simulate_hebs};

/// The allocator the `ysbilia` binary uses, so the figures match `ysbilia simulate`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for (mode, solo) in [
        (Mode::StElmosPay1565, false),
        (Mode::TearsToManyMothers1066, false),
        (Mode::StElmosPay1565, true),
    ] {
        let batch = Batch {
            games: 20_000,
            seed: 1650,
            players: None,
            threads: 1,
            commission: None,
        };
        match simulate_hebs(mode, &root, batch, solo) {
            Ok(summary) => {
                println!("{}", summary.line());
                if summary.errors > 0 {
                    eprintln!("{:?}", summary.problems);
                    std::process::exit(1);
                }
            }
            Err(error) => {
                eprintln!("{error}");
                std::process::exit(1);
            }
        }
    }
}
