//! **Keys (F1)**: on every screen, F1 opens (and closes) the list of that screen's mouse and
//! keys, one line each, so nothing the player may press is cut off in a side panel.

use super::Screen;
use crate::tr;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use ysbilia_core::mode::Mode;

/// Whether the list is open.
#[derive(Resource, Debug, Default)]
pub struct KeysHelp {
    pub open: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KeysHelp>()
        .add_systems(Update, toggle)
        .add_systems(EguiPrimaryContextPass, draw);
}

fn toggle(keys: Res<ButtonInput<KeyCode>>, mut help: ResMut<KeysHelp>) {
    if keys.just_pressed(KeyCode::F1) {
        help.open = !help.open;
    }
}

/// Every screen's lines: (what to press, what it does).
fn everywhere() -> Vec<(String, String)> {
    vec![
        (tr!("keys-everywhere-1"), tr!("keys-everywhere-1-does")),
        (tr!("keys-everywhere-2"), tr!("keys-everywhere-2-does")),
        (tr!("keys-everywhere-3"), tr!("keys-everywhere-3-does")),
    ]
}

/// What `screen` answers to, besides `everywhere`.
pub fn keys_of(screen: Screen) -> Vec<(String, String)> {
    match screen {
        Screen::MainMenu => vec![
            (tr!("keys-menu-1"), tr!("keys-menu-1-does")),
            (tr!("keys-menu-2"), tr!("keys-menu-2-does")),
            (tr!("keys-menu-3"), tr!("keys-menu-3-does")),
        ],
        Screen::LoadGame => vec![(tr!("keys-load-1"), tr!("keys-load-1-does"))],
        Screen::Settings => vec![(tr!("keys-settings-1"), tr!("keys-settings-1-does"))],
        Screen::Lab => vec![
            (tr!("keys-lab-1"), tr!("keys-lab-1-does")),
            (tr!("keys-lab-2"), tr!("keys-lab-2-does")),
        ],
        Screen::Play(Mode::Conflict1650 | Mode::AloneInTheFaceOfDanger) => vec![
            (tr!("keys-table-1"), tr!("keys-table-1-does")),
            (tr!("keys-table-2"), tr!("keys-table-2-does")),
            (tr!("keys-table-3"), tr!("keys-table-3-does")),
            (tr!("keys-table-4"), tr!("keys-table-4-does")),
            (tr!("keys-table-5"), tr!("keys-table-5-does")),
            (tr!("keys-table-6"), tr!("keys-table-6-does")),
            (tr!("keys-table-7"), tr!("keys-table-7-does")),
            (tr!("keys-table-8"), tr!("keys-table-8-does")),
            (tr!("keys-table-9"), tr!("keys-table-9-does")),
            (tr!("keys-table-10"), tr!("keys-table-10-does")),
            (tr!("keys-table-11"), tr!("keys-table-11-does")),
            (tr!("keys-table-12"), tr!("keys-table-12-does")),
            (tr!("keys-table-13"), tr!("keys-table-13-does")),
            (tr!("keys-table-14"), tr!("keys-table-14-does")),
            (tr!("keys-table-15"), tr!("keys-table-15-does")),
            (tr!("keys-table-16"), tr!("keys-table-16-does")),
            (tr!("keys-table-17"), tr!("keys-table-17-does")),
            (tr!("keys-table-18"), tr!("keys-table-18-does")),
            (tr!("keys-table-19"), tr!("keys-table-19-does")),
            (tr!("keys-table-20"), tr!("keys-table-20-does")),
        ],
        Screen::Play(Mode::StElmosPay1565 | Mode::TearsToManyMothers1066) => vec![
            (tr!("keys-hebs-1"), tr!("keys-hebs-1-does")),
            (tr!("keys-hebs-2"), tr!("keys-hebs-2-does")),
            (tr!("keys-hebs-3"), tr!("keys-hebs-3-does")),
            (tr!("keys-hebs-4"), tr!("keys-hebs-4-does")),
            (tr!("keys-hebs-5"), tr!("keys-hebs-5-does")),
            (tr!("keys-hebs-6"), tr!("keys-hebs-6-does")),
        ],
        Screen::Play(Mode::MeleeEvent) => vec![
            (tr!("keys-melee-1"), tr!("keys-melee-1-does")),
            (tr!("keys-melee-2"), tr!("keys-melee-2-does")),
            (tr!("keys-melee-3"), tr!("keys-melee-3-does")),
            (tr!("keys-melee-4"), tr!("keys-melee-4-does")),
        ],
        Screen::Play(Mode::SceneryDesigner) => vec![
            (tr!("keys-designer-1"), tr!("keys-designer-1-does")),
            (tr!("keys-designer-2"), tr!("keys-designer-2-does")),
            (tr!("keys-designer-3"), tr!("keys-designer-3-does")),
            (tr!("keys-designer-4"), tr!("keys-designer-4-does")),
            (tr!("keys-designer-5"), tr!("keys-designer-5-does")),
            (tr!("keys-designer-6"), tr!("keys-designer-6-does")),
            (tr!("keys-designer-7"), tr!("keys-designer-7-does")),
            (tr!("keys-designer-8"), tr!("keys-designer-8-does")),
            (tr!("keys-designer-9"), tr!("keys-designer-9-does")),
            (tr!("keys-designer-10"), tr!("keys-designer-10-does")),
            (tr!("keys-designer-11"), tr!("keys-designer-11-does")),
            (tr!("keys-designer-12"), tr!("keys-designer-12-does")),
            (tr!("keys-designer-13"), tr!("keys-designer-13-does")),
        ],
    }
}

fn draw(
    mut contexts: EguiContexts,
    mut help: ResMut<KeysHelp>,
    screen: Res<State<Screen>>,
) -> Result {
    if !help.open {
        return Ok(());
    }
    let context = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new(tr!("keys-title"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(context, |ui| {
            egui::ScrollArea::vertical()
                .max_height(ui.ctx().content_rect().height() * 0.7)
                .show(ui, |ui| {
                    egui::Grid::new("keys")
                        .num_columns(2)
                        .striped(true)
                        .show(ui, |ui| {
                            for (keys, what) in
                                keys_of(*screen.get()).into_iter().chain(everywhere())
                            {
                                ui.label(egui::RichText::new(keys).strong());
                                ui.label(what);
                                ui.end_row();
                            }
                        });
                });
        });
    help.open = open;
    Ok(())
}
