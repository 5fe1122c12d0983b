//! `ysbilia --measure-frames N`: once the screen has drawn (and, on the Brawl, its measured table
//! is deployed), times N frames and logs their mean, median and slowest in milliseconds with
//! what the scene holds, then exits. Under Xvfb with Mesa's software Vulkan all of a frame's work,
//! the drawing included, runs on the CPU; docs/performance.md compares the main menu
//! with a conflict's table.

use crate::tr;
use bevy::prelude::*;

/// Frames let pass first: egui lays out and uploads its fonts, the scene's meshes upload.
const WARM_UP_FRAMES: u32 = 60;

/// False while the screen is still getting ready (the Brawl's table deploying).
#[derive(Resource, Debug)]
pub struct MeasureReady(pub bool);

#[derive(Resource)]
struct FrameTimes {
    wanted: usize,
    warm_up: u32,
    milliseconds: Vec<f32>,
}

pub fn plugin(frames: u32) -> impl Fn(&mut App) {
    move |app: &mut App| {
        if !app.world().contains_resource::<MeasureReady>() {
            app.insert_resource(MeasureReady(true));
        }
        app.insert_resource(FrameTimes {
            wanted: frames.max(1) as usize,
            warm_up: WARM_UP_FRAMES,
            milliseconds: Vec::new(),
        })
        .add_systems(Last, time_frames);
    }
}

fn time_frames(
    time: Res<Time<Real>>,
    ready: Res<MeasureReady>,
    mut times: ResMut<FrameTimes>,
    meshes: Query<(), With<Mesh3d>>,
    mut exit: MessageWriter<AppExit>,
) {
    if !ready.0 {
        return;
    }
    if times.warm_up > 0 {
        times.warm_up -= 1;
        return;
    }
    times.milliseconds.push(time.delta_secs() * 1000.0);
    if times.milliseconds.len() < times.wanted {
        return;
    }
    let summary = summarise(&times.milliseconds);
    info!(
        "{}",
        tr!(
            "frame-times",
            frames = times.milliseconds.len(),
            mean = format!("{:.1}", summary.mean),
            median = format!("{:.1}", summary.median),
            slowest = format!("{:.1}", summary.slowest),
            meshes = meshes.iter().count()
        )
    );

    exit.write(AppExit::Success);
}

#[derive(Debug, PartialEq)]
struct Summary {
    mean: f32,
    median: f32,
    slowest: f32,
}

fn summarise(milliseconds: &[f32]) -> Summary {
    let mut sorted = milliseconds.to_vec();
    sorted.sort_by(f32::total_cmp);
    let count = sorted.len().max(1) as f32;
    Summary {
        mean: sorted.iter().sum::<f32>() / count,
        median: sorted.get(sorted.len() / 2).copied().unwrap_or(0.0),
        slowest: sorted.last().copied().unwrap_or(0.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_summary_is_the_mean_the_median_and_the_slowest() {
        let summary = summarise(&[10.0, 30.0, 20.0, 40.0]);
        assert_eq!(
            summary,
            Summary {
                mean: 25.0,
                median: 30.0,
                slowest: 40.0
            }
        );
    }
}
