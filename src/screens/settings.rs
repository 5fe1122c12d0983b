//! The Settings screen: UI scale, fullscreen and the window, the table's camera, sound, and
//! where settings are kept.

use super::widgets::{WARNING_COLOUR, page};
use super::{Navigate, Screen};
use crate::settings::{
    CAMERA_SPEED_RANGE, SOUND_VOLUME_RANGE, Settings, SettingsStatus, UI_SCALE_RANGE, settings_path,
};
use crate::sound::{Effect, PlayEffect};
use crate::tr;
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
    page(
        contexts.ctx_mut()?,
        &tr!("settings-title"),
        &mut navigate,
        |ui| {
            ui.horizontal(|ui| {
                ui.label(tr!("settings-ui-scale"));
                let slider = ui.add(
                    egui::Slider::new(&mut edited.ui_scale, UI_SCALE_RANGE)
                        .step_by(f64::from(SCALE_STEP))
                        .custom_formatter(|value, _| format!("{:.0} %", value * 100.0)),
                );
                slider_dragging = slider.dragged();
                if ui
                    .button("−")
                    .on_hover_text(tr!("settings-smaller"))
                    .clicked()
                {
                    edited.ui_scale = (edited.ui_scale - SCALE_STEP).max(*UI_SCALE_RANGE.start());
                }
                if ui
                    .button("+")
                    .on_hover_text(tr!("settings-larger"))
                    .clicked()
                {
                    edited.ui_scale = (edited.ui_scale + SCALE_STEP).min(*UI_SCALE_RANGE.end());
                }
                if ui.button(tr!("settings-reset")).clicked() {
                    edited.ui_scale = Settings::default().ui_scale;
                }
            });
            ui.label(egui::RichText::new(tr!("settings-ui-scale-note")).weak());
            ui.add_space(8.0);
            ui.checkbox(&mut edited.fullscreen, tr!("settings-fullscreen"));
            ui.label(egui::RichText::new(tr!("settings-window-note")).weak());
            if ui.button(tr!("settings-forget-window")).clicked() {
                edited.window = None;
            }
            ui.add_space(8.0);
            ui.heading(tr!("settings-camera"));
            ui.horizontal(|ui| {
                ui.label(tr!("settings-camera-speed"));
                let slider = ui.add(
                    egui::Slider::new(&mut edited.camera_speed, CAMERA_SPEED_RANGE)
                        .logarithmic(true)
                        .custom_formatter(|value, _| format!("{value:.2}×")),
                );
                slider_dragging |= slider.dragged();
                if ui.button(tr!("settings-reset")).clicked() {
                    edited.camera_speed = Settings::default().camera_speed;
                }
            });
            ui.checkbox(&mut edited.invert_orbit, tr!("settings-invert-orbit"));
            ui.checkbox(&mut edited.smooth_camera, tr!("settings-smooth-camera"));
            ui.add_space(8.0);
            ui.heading(tr!("settings-sound"));
            ui.horizontal(|ui| {
                ui.label(tr!("settings-volume"));
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
                    .button(tr!("settings-try-sound"))
                    .on_hover_text(tr!("settings-try-sound-hover"))
                    .clicked()
                {
                    sounds.write(PlayEffect(Effect::Dice));
                }
            });
            ui.checkbox(&mut edited.sound_muted, tr!("settings-mute"));
            ui.add_space(8.0);
            ui.label(
                egui::RichText::new(tr!(
                    "settings-file",
                    path = settings_path().display().to_string()
                ))
                .weak(),
            );
            if let Some(problem) = &status.problem {
                ui.colored_label(WARNING_COLOUR, problem);
            }
        },
    );
    if slider_dragging {
        *draft = Some(edited);
    } else if edited != *settings {
        *settings = edited;
    }
    Ok(())
}
