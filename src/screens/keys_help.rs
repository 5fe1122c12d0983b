//! **Keys (F1)**: on every screen, F1 opens (and closes) the list of that screen's mouse and
//! keys, one line each, so nothing the player may press is cut off in a side panel.

use super::Screen;
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
const EVERYWHERE: &[(&str, &str)] = &[
    ("F1", "this list of keys (again to close it)"),
    ("F11", "fullscreen, or back to a window"),
    ("Esc", "back to the previous screen (never quits)"),
];

/// What `screen` answers to, besides `EVERYWHERE`.
pub fn keys_of(screen: Screen) -> &'static [(&'static str, &'static str)] {
    match screen {
        Screen::MainMenu => &[
            ("↑ / ↓ or Tab", "move between the entries"),
            ("Enter or a click", "open the entry"),
            ("1 to 9", "open that entry"),
        ],
        Screen::LoadGame => &[("Click", "open a save, or its replay")],
        Screen::Settings => &[("Click, drag", "change a setting (saved at once)")],
        Screen::Lab => &[
            ("Tab, Enter", "choose and press Run or Stop"),
            ("Hover a cell", "its games, 95 % interval and Honour margin"),
        ],
        Screen::Play(Mode::Conflict1650 | Mode::AloneInTheFaceOfDanger) => &[
            (
                "Left click",
                "select or activate a pawn; with a tool, move, turn or shoot there",
            ),
            ("Drag the activated pawn", "walk it there"),
            (
                "Shift+click / right click",
                "add / remove a waypoint of a move",
            ),
            ("Right drag", "orbit the camera"),
            ("Middle drag or Shift+right drag", "pan the camera"),
            ("Wheel, + / −, PgUp / PgDn", "zoom"),
            ("Arrows", "pan"),
            ("[ and ]", "turn the view"),
            (
                "T / V / Home",
                "top-down view / the pawn's eyes / reset the view",
            ),
            ("Tab", "the next pawn"),
            (
                "Enter",
                "activate it; fight when engaged and asked; bid in an auction; take the screen behind the feast's curtain",
            ),
            (
                "R",
                "wait for a Reaction Shot; retreat when engaged and asked",
            ),
            ("H", "hold fire"),
            ("W / C / B / F", "walk / charge / swim / turn"),
            ("S / L", "shoot / reload (L leaves an auction)"),
            ("E", "end the activation"),
            ("M / O", "tape measure / line of sight"),
            ("Q", "point through a roof to the floor below"),
            ("Ctrl+Z", "ask to take back the last command"),
            ("Esc", "cancel the tool at hand, then the menu"),
        ],
        Screen::Play(Mode::StElmosPay1565 | Mode::TearsToManyMothers1066) => &[
            ("Click", "choose a card, a space or an answer"),
            ("P", "pass"),
            ("D", "decline: let the stack resolve"),
            ("Enter", "confirm a payment"),
            ("Ctrl+Z", "take back"),
            ("Esc", "cancel the choice at hand, or leave the replay"),
        ],
        Screen::Play(Mode::MeleeEvent) => &[
            ("Click", "choose on the table"),
            ("K", "keep the dice"),
            ("1, 2, 3", "re-roll that die"),
            ("Ctrl+Z", "take back"),
        ],
        Screen::Play(Mode::SceneryDesigner) => &[
            ("Click", "select (Shift: add), or place the armed piece"),
            ("Drag", "move the selection"),
            (
                "Drag a corner square",
                "resize the selected piece (a circle by its rim)",
            ),
            (
                "Drag on the bare table",
                "select the pieces in the box (Shift: add)",
            ),
            ("Wheel, R / Shift+R", "turn 15°"),
            ("Arrows", "move 1 cm (Shift: 5 cm)"),
            ("Delete", "delete the selection"),
            ("Ctrl+D", "duplicate"),
            ("Ctrl+Z", "undo"),
            ("Ctrl+Y, Ctrl+Shift+Z", "redo"),
            ("Ctrl+S", "save"),
            (
                "V",
                "the 3D view or the plan (in 3D: drag turns, wheel zooms)",
            ),
            ("Esc", "disarm, clear the selection, then back"),
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
    egui::Window::new("Keys (F1)")
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
                            for (keys, what) in keys_of(*screen.get()).iter().chain(EVERYWHERE) {
                                ui.label(egui::RichText::new(*keys).strong());
                                ui.label(*what);
                                ui.end_row();
                            }
                        });
                });
        });
    help.open = open;
    Ok(())
}
