//! egui: the plugin, a readable text size and colours, and the player's UI scale. egui itself
//! moves keyboard focus with Tab and the arrow keys, and presses with Enter or Space.

use crate::settings::Settings;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

/// Body text in points before the UI scale: larger than egui's 12.5 so a table at arm's length
/// stays readable.
pub const BODY_TEXT_SIZE: f32 = 18.0;

/// Candle-lit walnut panels with a brass accent.
const PANEL_COLOUR: egui::Color32 = egui::Color32::from_rgb(0x1E, 0x19, 0x14);
const HOVER_COLOUR: egui::Color32 = egui::Color32::from_rgb(0x5A, 0x46, 0x2C);
const ACCENT_COLOUR: egui::Color32 = egui::Color32::from_rgb(0x9A, 0x72, 0x30);

/// True while a text field has the keyboard, so Esc and shortcuts leave it alone.
#[derive(Resource, Default, Debug)]
pub struct TypingInText(pub bool);

pub fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<TypingInText>()
        .add_systems(
            EguiPrimaryContextPass,
            (apply_style_and_scale, track_text_focus),
        );
}

fn apply_style_and_scale(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
    mut styled: Local<bool>,
) -> Result {
    let context = contexts.ctx_mut()?;
    if !*styled {
        context.all_styles_mut(|style| {
            use egui::{FontFamily, FontId, TextStyle};
            style.text_styles = [
                (
                    TextStyle::Small,
                    FontId::new(BODY_TEXT_SIZE * 0.8, FontFamily::Proportional),
                ),
                (
                    TextStyle::Body,
                    FontId::new(BODY_TEXT_SIZE, FontFamily::Proportional),
                ),
                (
                    TextStyle::Button,
                    FontId::new(BODY_TEXT_SIZE, FontFamily::Proportional),
                ),
                (
                    TextStyle::Heading,
                    FontId::new(BODY_TEXT_SIZE * 1.8, FontFamily::Proportional),
                ),
                (
                    TextStyle::Monospace,
                    FontId::new(BODY_TEXT_SIZE * 0.9, FontFamily::Monospace),
                ),
            ]
            .into();
            style.visuals.panel_fill = PANEL_COLOUR;
            style.visuals.window_fill = PANEL_COLOUR;
            style.visuals.selection.bg_fill = ACCENT_COLOUR;
            style.visuals.widgets.hovered.weak_bg_fill = HOVER_COLOUR;
            style.spacing.button_padding = egui::vec2(12.0, 6.0);
            style.spacing.item_spacing = egui::vec2(10.0, 8.0);
        });
        *styled = true;
    }
    if settings.is_changed() || settings.is_added() {
        context.set_zoom_factor(settings.ui_scale);
    }
    Ok(())
}

fn track_text_focus(mut contexts: EguiContexts, mut typing: ResMut<TypingInText>) -> Result {
    let focused = contexts.ctx_mut()?.text_edit_focused();
    if typing.0 != focused {
        typing.0 = focused;
    }
    Ok(())
}
