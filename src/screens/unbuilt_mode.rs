//! The screen of a mode whose engine is not built yet: it says so plainly, and what is coming.

use super::widgets::{WARNING_COLOUR, page};
use super::{Navigate, Screen};
use crate::catalogue::Catalogue;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use ysbilia_core::mode::Mode;

/// Modes without a playable screen in this build. A mode leaves this list when its own plugin
/// draws `Screen::Play(mode)`.
pub const UNBUILT_MODES: [Mode; 0] = [];

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_unbuilt_mode.run_if(in_unbuilt_mode),
    );
}

fn in_unbuilt_mode(screen: Res<State<Screen>>) -> bool {
    matches!(screen.get(), Screen::Play(mode) if UNBUILT_MODES.contains(mode))
}

fn draw_unbuilt_mode(
    mut contexts: EguiContexts,
    screen: Res<State<Screen>>,
    catalogue: Res<Catalogue>,
    mut navigate: MessageWriter<Navigate>,
) -> Result {
    let Screen::Play(mode) = *screen.get() else {
        return Ok(());
    };
    let info = catalogue
        .0
        .as_ref()
        .and_then(|catalogue| catalogue.info(mode));
    page(contexts.ctx_mut()?, mode.title(), &mut navigate, |ui| {
        if let Some(info) = info {
            ui.label(&info.summary);
            ui.label(format!("Players: {}", info.players));
            ui.label(egui::RichText::new(format!("Rulebook: {}", info.rulebook)).weak());
        }
        ui.add_space(16.0);
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.colored_label(
                WARNING_COLOUR,
                egui::RichText::new("Not built yet").strong(),
            );
            ui.label(format!(
                "This version of Ysbilia cannot play {} yet: its rules engine and its table are \
                 still being written. Nothing on this screen stands in for them.",
                mode.title()
            ));
            ui.label(format!(
                "Saved {} games cannot be opened either; they are kept untouched.",
                mode.title()
            ));
        });
    });
    Ok(())
}
