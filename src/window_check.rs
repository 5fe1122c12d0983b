//! `ysbilia --check-window FILE`: starts the real window, saves a screenshot once the screen has
//! drawn, judges that it is not blank, and exits (non-zero when it is). Used by scripts/window-test.sh.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};
use std::collections::HashSet;
use std::path::PathBuf;

/// Frames before the screenshot: egui lays out and uploads its font atlas in the first few.
const SCREENSHOT_FRAME: u32 = 30;
/// Frames to wait for the capture before giving up (software rendering is slow).
const CAPTURE_TIMEOUT_FRAMES: u32 = 900;
/// A menu has a background, panels and text in several shades; a blank frame has one or two.
const MIN_DISTINCT_COLOURS: usize = 16;

/// Where a scripted opening saves its screenshot of each step: beside the check's FILE, named
/// `STEM-STEP.png`.
#[derive(Clone, Debug)]
pub struct StepShots {
    folder: PathBuf,
    stem: String,
}

impl StepShots {
    pub fn beside(check_file: &std::path::Path) -> Self {
        let folder = check_file
            .parent()
            .map_or_else(|| PathBuf::from("."), std::path::Path::to_path_buf);
        let stem = check_file.file_stem().map_or_else(
            || "script".to_owned(),
            |stem| stem.to_string_lossy().into_owned(),
        );
        Self { folder, stem }
    }

    /// Saves the next frame drawn as `STEM-STEP.png`.
    pub fn take(&self, commands: &mut Commands, step: &str) {
        let path = self.folder.join(format!("{}-{step}.png", self.stem));
        info!("scripted opening: screenshot {}", path.display());
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(path));
    }
}

/// False while a script is still playing: the check's screenshot waits for it.
#[derive(Resource, Debug)]
pub struct WindowCheckReady(pub bool);

#[derive(Resource)]
struct WindowCheck {
    path: PathBuf,
    frames: u32,
    verdict: Option<Result<usize, Failure>>,
}

/// Why a screenshot fails the check. Its words are the log's, which scripts/window-test.sh reads
/// (in every locale), so they stay in the log lines rather than in the catalogue.
#[derive(Debug)]
enum Failure {
    /// Fewer distinct colours than a drawn screen has.
    Blank(usize),
    Unreadable(String),
}

pub fn plugin(path: PathBuf) -> impl Fn(&mut App) {
    move |app: &mut App| {
        if !app.world().contains_resource::<WindowCheckReady>() {
            app.insert_resource(WindowCheckReady(true));
        }
        app.insert_resource(WindowCheck {
            path: path.clone(),
            frames: 0,
            verdict: None,
        })
        .add_systems(Update, drive_window_check);
    }
}

fn drive_window_check(
    mut commands: Commands,
    mut check: ResMut<WindowCheck>,
    ready: Res<WindowCheckReady>,
    mut exit: MessageWriter<AppExit>,
) {
    if !ready.0 {
        return;
    }
    check.frames += 1;
    if check.frames == SCREENSHOT_FRAME {
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_to_disk(check.path.clone()))
            .observe(judge_screenshot);
    }
    match &check.verdict {
        Some(Ok(colours)) => {
            let path = check.path.display();
            info!("window check passed: {colours} distinct colours in {path}");

            exit.write(AppExit::Success);
        }
        Some(Err(Failure::Blank(colours))) => {
            error!("window check failed: the screenshot looks blank ({colours} distinct colours)");
            exit.write(AppExit::error());
        }
        Some(Err(Failure::Unreadable(error))) => {
            error!("window check failed: the screenshot could not be read: {error}");
            exit.write(AppExit::error());
        }
        None if check.frames > SCREENSHOT_FRAME + CAPTURE_TIMEOUT_FRAMES => {
            error!("window check failed: no screenshot was captured");
            exit.write(AppExit::error());
        }
        None => {}
    }
}

fn judge_screenshot(captured: On<ScreenshotCaptured>, mut check: ResMut<WindowCheck>) {
    let verdict = match captured.image.clone().try_into_dynamic() {
        Ok(image) => {
            let colours: HashSet<[u8; 3]> = image.to_rgb8().pixels().map(|pixel| pixel.0).collect();
            if colours.len() >= MIN_DISTINCT_COLOURS {
                Ok(colours.len())
            } else {
                Err(Failure::Blank(colours.len()))
            }
        }
        Err(error) => Err(Failure::Unreadable(error.to_string())),
    };
    check.verdict = Some(verdict);
}
