//! The Settings screen: UI scale, fullscreen and the window, the table's camera, sound, and
//! where settings are kept.

use super::widgets::{WARNING_COLOUR, page};
use super::{Navigate, Screen};
use crate::settings::{
    CAMERA_SPEED_RANGE, SOUND_VOLUME_RANGE, Settings, SettingsStatus, UI_SCALE_RANGE, settings_path,
};
use crate::sound::{Effect, PlayEffect};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

const SCALE_STEP: f32 = 0.125;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_settings.run_if(in_state(Screen::Settings)),
    );
}

fn draw_settings(
    mut contexts: EguiContexts,
    mut settings: ResMut<Settings>,
    status: Res<SettingsStatus>,
    mut navigate: MessageWriter<Navigate>,
    mut sounds: MessageWriter<PlayEffect>,
    mut draft: Local<Option<Settings>>,
) -> Result {
    // Edit a draft so the resource (and the file) change only when the player lets go of a
    // control: rescaling while the slider is held would move the slider under the pointer.
    let mut edited = draft.take().unwrap_or_else(|| settings.clone());
    let mut slider_dragging = false;
    page(contexts.ctx_mut()?, "Settings", &mut navigate, |ui| {
        ui.horizontal(|ui| {
            ui.label("UI scale");
            let slider = ui.add(
                egui::Slider::new(&mut edited.ui_scale, UI_SCALE_RANGE)
                    .step_by(f64::from(SCALE_STEP))
                    .custom_formatter(|value, _| format!("{:.0} %", value * 100.0)),
            );
            slider_dragging = slider.dragged();
            if ui.button("−").on_hover_text("Smaller").clicked() {
                edited.ui_scale = (edited.ui_scale - SCALE_STEP).max(*UI_SCALE_RANGE.start());
            }
            if ui.button("+").on_hover_text("Larger").clicked() {
                edited.ui_scale = (edited.ui_scale + SCALE_STEP).min(*UI_SCALE_RANGE.end());
            }
            if ui.button("Reset").clicked() {
                edited.ui_scale = Settings::default().ui_scale;
            }
        });
        ui.label(
            egui::RichText::new(
                "Scales every panel, button and letter. Saved as soon as it changes.",
            )
            .weak(),
        );
        ui.add_space(8.0);
        ui.checkbox(&mut edited.fullscreen, "Fullscreen (F11 on any screen)");
        ui.label(
            egui::RichText::new(
                "The window's size and place are remembered when you move or resize it.",
            )
            .weak(),
        );
        if ui.button("Forget the window's size and place").clicked() {
            edited.window = None;
        }
        ui.add_space(8.0);
        ui.heading("The 1650 table's camera");
        ui.horizontal(|ui| {
            ui.label("Orbit and pan speed");
            let slider = ui.add(
                egui::Slider::new(&mut edited.camera_speed, CAMERA_SPEED_RANGE)
                    .logarithmic(true)
                    .custom_formatter(|value, _| format!("{value:.2}×")),
            );
            slider_dragging |= slider.dragged();
            if ui.button("Reset").clicked() {
                edited.camera_speed = Settings::default().camera_speed;
            }
        });
        ui.checkbox(
            &mut edited.invert_orbit,
            "Invert the orbit (dragging up tilts the view down)",
        );
        ui.checkbox(
            &mut edited.smooth_camera,
            "Smooth camera (glides to where a drag, a key or the wheel sends it)",
        );
        ui.add_space(8.0);
        ui.heading("Sound");
        ui.horizontal(|ui| {
            ui.label("Effects volume");
            let slider = ui.add_enabled(
                !edited.sound_muted,
                egui::Slider::new(&mut edited.sound_volume, SOUND_VOLUME_RANGE)
                    .custom_formatter(|value, _| format!("{:.0} %", value * 100.0)),
            );
            slider_dragging |= slider.dragged();
            if slider.drag_stopped() {
                sounds.write(PlayEffect(Effect::Dice));
            }
            if ui
                .button("Try it")
                .on_hover_text("Plays the dice")
                .clicked()
            {
                sounds.write(PlayEffect(Effect::Dice));
            }
        });
        ui.checkbox(
            &mut edited.sound_muted,
            "Mute (no dice, shots, steel or cards)",
        );
        ui.add_space(8.0);
        ui.label(
            egui::RichText::new(format!("Settings file: {}", settings_path().display())).weak(),
        );
        if let Some(problem) = &status.problem {
            ui.colored_label(WARNING_COLOUR, problem);
        }
    });
    if slider_dragging {
        *draft = Some(edited);
    } else if edited != *settings {
        *settings = edited;
    }
    Ok(())
}
