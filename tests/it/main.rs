//! The app's integration tests: one binary (each test binary links bevy again).

mod cli;
mod navigation;
mod palette;
mod saves_and_settings;

use std::sync::atomic::{AtomicUsize, Ordering};

static SCRATCH_COUNT: AtomicUsize = AtomicUsize::new(0);

/// A fresh folder under the system temp dir, unique to this call (tests run in parallel).
pub fn scratch_dir(name: &str) -> std::path::PathBuf {
    let count = SCRATCH_COUNT.fetch_add(1, Ordering::Relaxed);
    let folder =
        std::env::temp_dir().join(format!("ysbilia-it-{name}-{}-{count}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("the temp dir is writable");
    folder
}
