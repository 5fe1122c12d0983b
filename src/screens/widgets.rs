//! Pieces every screen's panel shares: the page frame and the Back button.

use super::Navigate;
use bevy::prelude::*;
use bevy_egui::egui;

pub const WARNING_COLOUR: egui::Color32 = egui::Color32::from_rgb(0xE8, 0x9A, 0x3C);
pub const ERROR_COLOUR: egui::Color32 = egui::Color32::from_rgb(0xE0, 0x5A, 0x4A);

/// A centred column with the screen's title and a Back button (Esc does the same).
pub fn page(
    context: &egui::Context,
    title: &str,
    navigate: &mut MessageWriter<Navigate>,
    contents: impl FnOnce(&mut egui::Ui),
) {
    egui::CentralPanel::default().show(context, |ui| {
        ui.vertical_centered(|ui| {
            ui.set_max_width(900.0);
            ui.add_space(16.0);
            ui.horizontal(|ui| {
                if ui
                    .button("← Back")
                    .on_hover_text("Return to the main menu (Esc)")
                    .clicked()
                {
                    navigate.write(Navigate::Back);
                }
                ui.label(egui::RichText::new("Esc").small().weak());
            });
            ui.heading(title);
            ui.separator();
            egui::ScrollArea::vertical().show(ui, contents);
        });
    });
}
