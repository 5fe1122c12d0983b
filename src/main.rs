//! `ysbilia`: starts the game window, or runs one of the headless commands (see `cli`).

use clap::Parser;
use std::process::ExitCode;

/// mimalloc rather than the system allocator: the rules core allocates many small lists per
/// command, and glibc's malloc was a sixth of a simulated Brawl (docs/performance.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let arguments = ysbilia::cli::Arguments::parse();
    ysbilia::cli::run(arguments)
}
