//! The table `--measure-frames` times on the 1650 screen: the busiest shipped layout (Market
//! fair, thirty pieces), the two largest ready-made bands with Enclaves and Antagonists in a
//! free Conflict (twenty pawns), deployed by the computer; the frame timer starts once all
//! stand.

use super::ConflictScreen;
use super::setup::SetupForm;
use crate::frame_times::MeasureReady;
use bevy::prelude::*;
use ysbilia_core::conflict::Phase;

const SEED: u64 = 1650;
/// Computer commands per frame while the bands deploy.
const COMMANDS_PER_FRAME: usize = 8;

pub fn plugin(app: &mut App) {
    app.insert_resource(MeasureReady(false))
        .add_systems(Update, deploy_for_measure.after(super::scene::sync_scene));
}

fn deploy_for_measure(screen: Option<ResMut<ConflictScreen>>, mut ready: ResMut<MeasureReady>) {
    if ready.0 {
        return;
    }
    let Some(mut screen) = screen else { return };
    if let ConflictScreen::Setup(_) = screen.as_ref() {
        match SetupForm::for_frame_measure().start_with_seed(SEED) {
            Ok(table) => *screen = ConflictScreen::Playing(Box::new(table)),
            Err(problem) => {
                error!("frame measure: the table did not start: {problem}");
                ready.0 = true;
            }
        }
        return;
    }
    let ConflictScreen::Playing(table) = screen.as_mut() else {
        return;
    };
    for _ in 0..COMMANDS_PER_FRAME {
        if table.game().progress().phase == Phase::Turns {
            let game = table.game();
            let on_table = game
                .pawns()
                .iter()
                .filter(|pawn| pawn.placement.is_some())
                .count();
            let pieces = game.scenery().layout().pieces.len();
            info!("frame measure: {on_table} pawns and {pieces} scenery pieces on the table");
            ready.0 = true;
            return;
        }
        if !table.play_computer_choice() {
            ready.0 = true;
            return;
        }
    }
}
