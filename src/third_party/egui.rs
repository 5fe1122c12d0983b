//! egui: the plugin, a readable text size, the player's UI scale, and keyboard focus moves.

use crate::settings::Settings;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPlugin, EguiPrimaryContextPass, egui};

/// Body text in points before the UI scale: larger than egui's 12.5 so a table at arm's length
/// stays readable.
pub const BODY_TEXT_SIZE: f32 = 18.0;

/// True while a text field has the keyboard, so Esc and shortcuts leave it alone.
#[derive(Resource, Default, Debug)]
pub struct TypingInText(pub bool);

pub fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<TypingInText>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                apply_style_and_scale,
                track_text_focus,
                arrow_keys_move_focus,
            ),
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

/// Up and Down move between buttons like Shift+Tab and Tab; Enter or Space presses.
fn arrow_keys_move_focus(mut contexts: EguiContexts, typing: Res<TypingInText>) -> Result {
    if typing.0 {
        return Ok(());
    }
    let context = contexts.ctx_mut()?;
    let (up, down) = context.input(|input| {
        (
            input.key_pressed(egui::Key::ArrowUp),
            input.key_pressed(egui::Key::ArrowDown),
        )
    });
    if down {
        context.memory_mut(|memory| memory.move_focus(egui::FocusDirection::Next));
    } else if up {
        context.memory_mut(|memory| memory.move_focus(egui::FocusDirection::Previous));
    }
    Ok(())
}
