//! `ysbilia`: starts the game window, or runs one of the headless commands (see `cli`).

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let arguments = ysbilia::cli::Arguments::parse();
    ysbilia::cli::run(arguments)
}
